"""A sensible Split strategy: lay every match, steal upgrades, penalise the leader,
trade up in rank, and discard the card least likely to be matched."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.split import (
    BONUS_DRAW,
    DISCARD,
    DONE,
    DRAW,
    ORDER,
    PAIR_STRENGTH,
    PARTNER_SLOT,
    PERFECT,
    RANK_INDEX,
    SKIP,
    SLOT,
    STRONG,
    upgrade_strength,
)


def match_key(picked: str | None, left: str, right: str, gain) -> tuple:
    """The sensible strategy's key of laying the match ``left``, ``right`` (the greatest key
    is played): it uses the picked card, a box's worth, its strength, its row's gain
    (``gain(rank_index)``, a box more in that row)."""
    return (picked == left or picked == right, 1, PAIR_STRENGTH[left][right],
            gain(RANK_INDEX[left]))


def upgrade_key(p: int, picked: str | None, owner: int, card: str, new: int, gain) -> tuple | None:
    """The key of player ``p``'s upgrade of a match of ``owner`` with ``card`` to strength
    ``new``, as ``match_key``'s; None for an upgrade not worth it (an own match made strong
    spends a card for nothing, unless it uses the picked card)."""
    steal = owner != p
    if not steal and new < PERFECT and picked != card:
        return None
    return (picked == card, 1 if steal else 0, new, gain(RANK_INDEX[card]) if steal else 0)


def trade_gain(gain, given: int, got: int) -> int:
    """What trading a match of rank ``given`` for one of rank ``got`` gains in the rows: the
    box the received match would fill, counted after the given one has left (so a match
    of the same rank gains exactly what it replaces: 0). ``gain(rank_index, extra)``."""
    return gain(got, -1 if got == given else 0) - gain(given, -1)


def least_kept(cards: list[str], keys: list, gain) -> str:
    """The discard among ``cards``: the least of ``keys`` (one per card: partners in hand,
    then unseen partners, in any form that orders alike), then the lowest row gain, then
    the first in the order of the game's codes."""
    least = min(keys)
    if keys.count(least) == 1:
        return cards[keys.index(least)]
    best, best_key = None, None
    for card, key in zip(cards, keys, strict=True):
        if key == least:
            value = (gain(RANK_INDEX[card]), ORDER[card])
            if best is None or value < best_key:
                best, best_key = card, value
    return best


class SplitSensible:
    """Rule-based play for Split.

    - ``max_pick_depth``: pick from the discard row only if it takes at most this many cards
      and the picked card makes a strong or perfect match (or an upgrade);
    - ``bonus_draw_min_pile``: take a strong match's bonus draw only while the draw pile holds
      more than this many cards per player (late draws mostly add negative boxes);
    - matches and upgrades are laid whenever legal, strongest and highest-valued first;
    - a weak match's trade is made only for a gain in the score sheet's rows: trading a match
      for one of the same rank gains nothing and is skipped;
    - the discard is the card with the fewest partners in hand, then the fewest unseen
      partners, then the lowest row value.

    (The figures are counted from the game's lists once per decision: a card's unseen
    partners are its partners in the draw pile or in other players' hands not shown, as in
    ``game.unseen(player)``, where every card counts once. The keys of matches, upgrades and
    trades and the choice among discards are the module's functions ``match_key``,
    ``upgrade_key``, ``trade_gain`` and ``least_kept``. The strategy reads the game's state
    and calls its rules, ``upgrade_targets`` among them; it re-implements none.)
    """

    name = "sensible"

    def __init__(self, max_pick_depth: int = 3, bonus_draw_min_pile: int = 2, seed: int = 0):
        self.max_pick_depth = max_pick_depth
        self.bonus_draw_min_pile = bonus_draw_min_pile
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return (f"SplitSensible(max_pick_depth={self.max_pick_depth}, "
                f"bonus_draw_min_pile={self.bonus_draw_min_pile})")

    @staticmethod
    def _row_gains(g, p: int):
        """The value of one more box in rank row ``r`` for player ``p`` (with ``extra``
        boxes more or fewer), the boxes filled and the matches laid counted once."""
        laid = []  # boxes filled and matches laid by rank, counted at the first call
        upper = g._upper  # the score sheet's rows: g.row_value(r, k) is upper[r][min(k, len - 1)]

        def gain(r: int, extra: int = 0) -> int:
            if not laid:
                laid.extend(g.boxes[p])
                for m in g.matches[p]:
                    laid[RANK_INDEX[m[0]]] += 1
            k = laid[r] + extra
            row = upper[r]
            top = len(row) - 1
            return row[k + 1 if k < top else top] - row[k if k < top else top]

        return gain

    def choose(self, game: Game, player: int) -> Action:
        g, p = game, player
        legal = g.legal_actions()
        ph = g.phase
        if ph == "draw":
            return self._draw_or_pick(g, p, legal)
        if ph in ("play", "lay"):
            return self._play(g, p, legal)
        if ph == "penalise":
            if len(legal) == 1:
                return legal[0]
            scores = g.scores()
            return max(legal, key=lambda a: (scores[a.args[0]], -((a.args[0] - p) % g.players)))
        if ph == "bonus-draw":
            if len(g.draw_pile) > self.bonus_draw_min_pile * g.players:
                return BONUS_DRAW
            return SKIP
        if ph == "trade":
            return self._trade(g, p, legal)
        return self._rng.choice(legal)

    def _trade(self, g, p: int, legal: list[Action]) -> Action:
        # skip is left out when the picked card's one use is by a trade: then the best trade
        best, gain = (SKIP, 0) if legal[-1] == SKIP else (legal[0], None)
        row_gain = self._row_gains(g, p)
        matches = g.matches
        mine = [RANK_INDEX[m[0]] for m in matches[p]]
        for a in legal:
            if a.kind != "trade":
                continue
            m, q, n = a.args
            d = trade_gain(row_gain, mine[m], RANK_INDEX[matches[q][n][0]])
            if gain is None or d > gain:
                best, gain = a, d
        return best

    @staticmethod
    def _pick_value(p: int, s: int, depth: int, ups: list[tuple]) -> tuple[int, int]:
        """A pick's strength and value: ``s``, the strongest match the picked card makes
        with the cards in hand and those it brings, raised by its best upgrade (a stolen
        match one more), and twice that less the cards taken (``depth``)."""
        if ups:
            s = max(s, max(t[2] for t in ups) + (1 if any(t[0] != p for t in ups) else 0))
        return s, s * 2 - depth

    def _draw_or_pick(self, g, p: int, legal: list[Action]) -> Action:
        row = g.discard_row
        # the picks within reach: the last ones of the legal list (picks come in row order)
        reach = []
        j = len(row)
        for a in reversed(legal):
            if a.kind != "pick":
                break
            card = a.args[0]
            j -= 1
            while row[j] != card:
                j -= 1
            if len(row) - j > self.max_pick_depth:
                break
            reach.append((a, card, j))
        best, best_value = DRAW, 0
        hand = g.hands[p]
        for a, card, j in reversed(reach):
            depth = len(row) - j
            with_card = PAIR_STRENGTH[card]
            s = 0
            for c in hand:
                t = with_card.get(c, 0)
                if t > s:
                    s = t
            for c in row[j + 1:]:
                t = with_card.get(c, 0)
                if t > s:
                    s = t
            ups = g.upgrade_targets(p, card)
            s, value = self._pick_value(p, s, depth, ups)
            if s >= STRONG and value > best_value:
                best, best_value = a, value
        return best

    def _play(self, g, p: int, legal: list[Action]) -> Action:
        gain = self._row_gains(g, p)
        best, first_discard = self._lay(g, p, legal, gain)
        if best is not None:
            return best
        if g.phase == "lay":
            return DONE
        if first_discard == len(legal):
            return self._rng.choice(legal)
        return self._discard(g, p, legal[first_discard:], gain)

    @staticmethod
    def _lay(g, p: int, legal: list[Action], gain) -> tuple[Action | None, int]:
        """The best match or upgrade (None if none is worth it) and where the discards start
        in ``legal``; ``gain(rank_index)`` is a row's value of one more box."""
        picked = g.picked
        best, best_key = None, None
        first_discard = len(legal)
        for k, a in enumerate(legal):
            kind = a.kind
            if kind == "match":
                key = match_key(picked, *a.args, gain)
            elif kind == "upgrade":
                q, i, card = a.args
                new = upgrade_strength(card, g.matches[q][i])
                key = upgrade_key(p, picked, q, card, new, gain)
                if key is None:
                    continue
            else:
                if kind == "discard":  # the discards come last
                    first_discard = k
                    break
                continue
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best, first_discard

    @staticmethod
    def _discard(g, p: int, discards: list[Action], gain) -> Action:
        """The discard with the fewest partners in hand, then unseen, then the lowest gain."""
        hand = g.hands[p]
        in_hand = [0] * 26  # cards in hand by slot (rank and half)
        for c in hand:
            in_hand[SLOT[c]] += 1
        # the unseen cards (game.unseen(p)): the draw pile (the game keeps it as a set too)
        # and the others' hands but for the cards they have shown
        pile = g._pile_set
        hidden = set()
        shown = g.shown
        for q, other in enumerate(g.hands):
            if q != p:
                seen = shown[q]
                hidden.update([c for c in other if c not in seen] if seen else other)
        # the discard with the least (partners in hand, unseen partners, row gain), the
        # first of equals; the row gain is looked at only among the equals of the rest
        partners_of: dict[int, int] = {}  # unseen partners by the partners' slot
        keys = []
        for a in discards:
            card = a.args[0]
            slot = PARTNER_SLOT[card]
            partners = partners_of.get(slot)
            if partners is None:
                partners = 0
                for c in PAIR_STRENGTH[card]:
                    if c in pile or c in hidden:
                        partners += 1
                partners_of[slot] = partners
            keys.append((in_hand[slot], partners))
        return DISCARD[least_kept([a.args[0] for a in discards], keys, gain)]


STRATEGIES = {"sensible": SplitSensible}
