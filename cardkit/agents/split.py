"""A sensible Split strategy: lay every match, steal upgrades, penalise the leader,
trade up in rank, and discard the card least likely to be matched."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.split import ALL_PARTNERS, CODES, HALF, PERFECT, RANK_INDEX, STRONG, strength

_PARTNER_SET = {c: frozenset(ALL_PARTNERS[c]) for c in CODES}


class SplitSensible:
    """Rule-based play for Split.

    - ``max_pick_depth``: pick from the discard row only if it takes at most this many cards
      and the picked card makes a strong or perfect match (or an upgrade);
    - ``bonus_draw_min_pile``: take a strong match's bonus draw only while the draw pile holds
      more than this many cards per player (late draws mostly add negative boxes);
    - matches and upgrades are laid whenever legal, strongest and highest-valued first;
    - the discard is the card with the fewest unseen partners (then the lowest row value).
    """

    name = "sensible"

    def __init__(self, max_pick_depth: int = 3, bonus_draw_min_pile: int = 2, seed: int = 0):
        self.max_pick_depth = max_pick_depth
        self.bonus_draw_min_pile = bonus_draw_min_pile
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return (f"SplitSensible(max_pick_depth={self.max_pick_depth}, "
                f"bonus_draw_min_pile={self.bonus_draw_min_pile})")

    # value of one more box in a rank row for the player, matches on the table counted
    @staticmethod
    def _row_gain(g, p: int, rank_index: int, extra: int = 0) -> int:
        k = g.boxes[p][rank_index] + extra + sum(
            1 for m in g.matches[p] if RANK_INDEX[m[0]] == rank_index)
        return g.row_value(rank_index, k + 1) - g.row_value(rank_index, k)

    def choose(self, game: Game, player: int) -> Action:
        g, p = game, player
        legal = g.legal_actions()
        ph = g.phase
        if ph == "draw":
            return self._draw_or_pick(g, p, legal)
        if ph in ("play", "lay"):
            return self._play(g, p, legal)
        if ph == "penalise":
            scores = g.scores()
            return max(legal, key=lambda a: (scores[a.args[0]], -((a.args[0] - p) % g.players)))
        if ph == "bonus-draw":
            if len(g.draw_pile) > self.bonus_draw_min_pile * g.players:
                return Action("bonus-draw")
            return Action("skip")
        if ph == "trade":
            best, gain = Action("skip"), 0
            for a in legal:
                if a.kind != "trade":
                    continue
                m, q, n = a.args
                given, got = RANK_INDEX[g.matches[p][m][0]], RANK_INDEX[g.matches[q][n][0]]
                # the box the received match would fill, counted after the given one has
                # left: a match of the same rank then gains exactly what it replaces (0)
                d = (self._row_gain(g, p, got, -1 if got == given else 0)
                     - self._row_gain(g, p, given, -1))
                if d > gain:
                    best, gain = a, d
            return best
        return self._rng.choice(legal)

    def _draw_or_pick(self, g, p: int, legal: list[Action]) -> Action:
        best, best_value = Action("draw"), 0
        row = g.discard_row
        hand = g.hands[p]
        for a in legal:
            if a.kind != "pick":
                continue
            card = a.args[0]
            depth = len(row) - row.index(card)
            if depth > self.max_pick_depth:
                continue
            taken = row[row.index(card):]
            pool = hand + taken
            s = max((strength(card, c) if HALF[card] == "L" else strength(c, card)
                     for c in pool if c in ALL_PARTNERS[card]), default=0)
            ups = [t for t in g.upgrade_targets(p, card)]
            if ups:
                s = max(s, max(t[2] for t in ups) + (1 if any(t[0] != p for t in ups) else 0))
            value = s * 2 - depth
            if s >= STRONG and value > best_value:
                best, best_value = a, value
        return best

    @staticmethod
    def _row_gains(g, p: int):
        """``_row_gain(g, p, r)`` as a function of the rank index, the matches counted once."""
        laid = [0] * 13
        for m in g.matches[p]:
            laid[RANK_INDEX[m[0]]] += 1
        boxes, row_value = g.boxes[p], g.row_value

        def gain(r: int) -> int:
            k = boxes[r] + laid[r]
            return row_value(r, k + 1) - row_value(r, k)

        return gain

    def _play(self, g, p: int, legal: list[Action]) -> Action:
        picked = g.picked
        best, best_key = None, None
        gain = self._row_gains(g, p)
        for a in legal:
            if a.kind == "match":
                left, right = a.args
                key = (picked in (left, right), 1, strength(left, right),
                       gain(RANK_INDEX[left]))
            elif a.kind == "upgrade":
                q, i, card = a.args
                m = g.matches[q][i]
                new = strength(card, m[1]) if HALF[card] == "L" else strength(m[0], card)
                steal = q != p
                if not steal and new < PERFECT and picked != card:
                    continue  # an own upgrade to strong only spends a card
                key = (picked == card, 1 if steal else 0, new,
                       gain(RANK_INDEX[card]) if steal else 0)
            else:
                continue
            if best_key is None or key > best_key:
                best, best_key = a, key
        if best is not None:
            return best
        if g.phase == "lay":
            return Action("done")
        unseen = g.unseen(p)
        discards = [a for a in legal if a.kind == "discard"]
        if not discards:
            return self._rng.choice(legal)

        hand = g.hands[p]
        seen = unseen.get

        def keep_value(a: Action) -> tuple:
            card = a.args[0]
            partners = sum([seen(c, 0) for c in ALL_PARTNERS[card]])
            ok = _PARTNER_SET[card]
            in_hand = len([c for c in hand if c in ok])
            return (in_hand, partners, gain(RANK_INDEX[card]))

        return min(discards, key=keep_value)


STRATEGIES = {"sensible": SplitSensible}
