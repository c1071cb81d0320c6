"""A sensible Split strategy: lay every match, steal upgrades, penalise the leader,
trade up in rank, and discard the card least likely to be matched. Its sentences are in
``split_words``."""
from __future__ import annotations

import random
from types import MappingProxyType

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
    slot_counts,
    upgrade_strength,
)
from . import Decision, Explanation, split_words

# The reasons a Decision of SplitSensible gives, each with its sentence in split_words.
REASONS = ("draw_or_pick", "lay", "finish", "discard_least", "penalise_leader", "bonus",
           "trade_up", "at_random")
SLOT_COUNTS = 5  # a slot (rank and half) holds four cards: a count of them is 0 to 4


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

    ``decide(game, player)`` gives the ``Decision`` (action, reason, figures); ``choose``
    its action alone; ``explain`` the decision in a sentence (``split_words``), with the
    chances from ``cardkit.prob.split`` (the probability panel's).
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
        upper = g.score_rows  # the score sheet's rows: g.row_value(r, k) is upper[r][min(k, len - 1)]

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
        return self._decide(game, player, False)

    def decide(self, game: Game, player: int) -> Decision:
        """The choice, its reason (one of ``REASONS``) and the figures weighed (``split_words``
        has a sentence for each reason)."""
        return self._decide(game, player, True)

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays and why, with the figures weighed (``split_words``)."""
        return split_words.explain(self, game, player, self.decide(game, player))

    def _decide(self, game: Game, player: int, why: bool):
        """The action; with ``why``, the ``Decision``. One body for both, so that what is
        explained is what is played."""
        g, p = game, player
        legal = g.legal_list()  # only read: no copy
        ph = g.phase
        if ph == "draw":
            return self._draw_or_pick(g, p, legal, why)
        if ph in ("play", "lay"):
            return self._play(g, p, legal, why)
        if ph == "penalise":
            if len(legal) == 1:
                return Decision(legal[0], "penalise_leader") if why else legal[0]
            scores = g.scores()
            action = max(legal, key=lambda a: (scores[a.args[0]], -((a.args[0] - p) % g.players)))
            return Decision(action, "penalise_leader", {"scores": scores}) if why else action
        if ph == "bonus-draw":
            action = BONUS_DRAW if len(g.draw_pile) > self.bonus_draw_min_pile * g.players else SKIP
            return Decision(action, "bonus") if why else action
        if ph == "trade":
            return self._trade(g, p, legal, why)
        action = self._rng.choice(legal)
        return Decision(action, "at_random") if why else action

    def _trade(self, g, p: int, legal: list[Action], why: bool):
        """The trade that gains most in the rows, if it gains (or the picked card's one use is
        by a trade: then skip is left out), with its gain (None: no trade offered)."""
        row_gain = self._row_gains(g, p)
        matches = g.matches
        mine = [RANK_INDEX[m[0]] for m in matches[p]]
        top, gain = None, None
        for a in legal:
            if a.kind != "trade":
                continue
            m, q, n = a.args
            d = trade_gain(row_gain, mine[m], RANK_INDEX[matches[q][n][0]])
            if gain is None or d > gain:
                top, gain = a, d
        skip_ok = legal[-1] == SKIP
        if top is not None and (gain > 0 or not skip_ok):
            action = top
        else:
            action = SKIP if skip_ok else legal[0]
        return Decision(action, "trade_up", {"gain": gain}) if why else action

    @staticmethod
    def _pick_value(p: int, s: int, depth: int, ups: list[tuple]) -> tuple[int, int]:
        """A pick's strength and value: ``s``, the strongest match the picked card makes
        with the cards in hand and those it brings, raised by its best upgrade (a stolen
        match one more), and twice that less the cards taken (``depth``)."""
        if ups:
            s = max(s, max(t[2] for t in ups) + (1 if any(t[0] != p for t in ups) else 0))
        return s, s * 2 - depth

    def _draw_or_pick(self, g, p: int, legal: list[Action], why: bool):
        """The pick worth most (strong or better, value over 0) within reach, else ``draw``;
        the figures: the pick's strength, value and cards taken (none for a draw), the picks
        within reach and the greatest strength among them."""
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
        best, best_value, played, top = DRAW, 0, None, 0
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
            if s > top:
                top = s
            if s >= STRONG and value > best_value:
                best, best_value, played = a, value, (s, value, depth)
        if not why:
            return best
        figures = {"picks_in_reach": len(reach), "best_strength": top}
        if played is not None:
            figures.update(zip(("strength", "value", "cards_taken"), played, strict=True))
        return Decision(best, "draw_or_pick", figures)

    def _play(self, g, p: int, legal: list[Action], why: bool):
        gain = self._row_gains(g, p)
        best, key, first_discard = self._lay(g, p, legal, gain)
        if best is not None:
            if not why:
                return best
            uses_picked, _, strength, points = key
            return Decision(best, "lay", {"uses_picked": uses_picked, "strength": strength,
                                          "points": points})
        if g.phase == "lay":
            return Decision(DONE, "finish") if why else DONE
        if first_discard == len(legal):
            action = self._rng.choice(legal)
            return Decision(action, "at_random") if why else action
        return self._discard(g, p, legal[first_discard:], gain, why)

    @staticmethod
    def _lay(g, p: int, legal: list[Action], gain) -> tuple[Action | None, tuple | None, int]:
        """The best match or upgrade (None if none is worth it), its key and where the
        discards start in ``legal``; ``gain(rank_index)`` is a row's value of one more box."""
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
        return best, best_key, first_discard

    @staticmethod
    def _discard(g, p: int, discards: list[Action], gain, why: bool):
        """The discard with the fewest partners in hand, then unseen, then the lowest gain;
        the figures: the cards weighed, the discard's partners in hand and unseen, how many
        cards are level with it on those, and (when some are) its row's gain from a box."""
        in_hand = slot_counts(g.hands[p])  # cards in hand by slot (rank and half)
        # the unseen cards (game.unseen(p)) by slot: the draw pile (the game keeps it counted
        # by slot) and the others' hands but for the cards they have shown; a card's
        # partners are the four cards of its partner slot
        unseen = list(g.pile_slots)
        shown = g.shown
        for q, other in enumerate(g.hands):
            if q != p:
                seen = shown[q]
                for c in other:
                    if c not in seen:
                        unseen[SLOT[c]] += 1
        cards = [a.args[0] for a in discards]
        # the discard with the least (partners in hand, unseen partners, row gain), the
        # first of equals; the row gain is looked at only among the equals of the rest,
        # so the first two are one whole number each, read back by divmod
        keys = [in_hand[slot] * SLOT_COUNTS + unseen[slot]
                for slot in map(PARTNER_SLOT.__getitem__, cards)]
        card = least_kept(cards, keys, gain)
        action = DISCARD[card]
        if not why:
            return action
        key = keys[cards.index(card)]
        partners_in_hand, partners_unseen = divmod(key, SLOT_COUNTS)
        figures = {"cards": len(cards), "partners_in_hand": partners_in_hand,
                   "partners_unseen": partners_unseen, "level": keys.count(key)}
        if figures["level"] > 1:
            figures["points"] = gain(RANK_INDEX[card])
        return Decision(action, "discard_least", figures)


STRATEGIES = MappingProxyType({"sensible": SplitSensible})
