"""What a hand may do in Cover Your Assets: every action made once (ready-made, shared by
every game), and a hand's legal moves, worked out from the rules' predicates
(``makes_set``, ``matches``) the first time a hand asks for them, then kept.

A hand is read by its counts (``cards.ONE``). Its pairs, takes and discards depend on the
whole hand and are kept by its key (at most 6,188 hands of 0–5 cards). Its steals of a set
and its answers in a fight over one depend only on how many wilds and cards of the set's
asset it holds (``cards.FIGHT_MASK``) and are kept by those counts alone.

Every list keeps the order of the table (``CODES``: GOLD, SILVER, HOME, …), as players
read them and as the random strategy draws from them."""
from __future__ import annotations

from ...core import Action
from .cards import ASSETS, CODES, FIGHT_MASK, WILD_SET, WILDS, count_in, held_codes, makes_set, matches

MAX_PLAYERS = 6

PAIR = {(a, b): Action("pair", (a, b)) for a in CODES for b in CODES}
TAKE = {c: Action("take", (c,)) for c in CODES}
DEFEND = {c: Action("defend", (c,)) for c in CODES}
DISCARD = {c: Action("discard", (c,)) for c in CODES}
STEAL = {(q, c): Action("steal", (q, c)) for q in range(MAX_PLAYERS) for c in CODES}
YIELD = Action("yield")


class HandMoves:
    """A hand's turn moves that depend on the whole hand: its pairs (each asset it holds,
    in table order, with a second of its kind, then with each wild held: SILVER, GOLD), its
    discards, and its takes by the card on the discard pile (filled in as asked for)."""

    __slots__ = ("held", "pairs", "discards", "takes")

    def __init__(self, key: int):
        held = self.held = held_codes(key)
        pairs = []
        for a in held:
            if a in WILD_SET:
                continue
            if count_in(key, a) >= 2:
                pairs.append(PAIR[a, a])
            pairs.extend(PAIR[a, w] for w in WILDS if count_in(key, w))
        self.pairs: tuple[Action, ...] = tuple(pairs)
        self.discards: tuple[Action, ...] = tuple(DISCARD[c] for c in held)
        self.takes: dict[str, tuple[Action, ...]] = {}

    def takes_with(self, top: str) -> tuple[Action, ...]:
        """The takes of ``top`` from the discard pile: each card held that makes a set with it."""
        found = self.takes.get(top)
        if found is None:
            found = self.takes[top] = tuple(TAKE[c] for c in self.held if makes_set(c, top))
        return found


_HANDS: dict[int, HandMoves] = {}  # by hand key: at most 6,188
_STEALS = [{a: {} for a in ASSETS} for _ in range(MAX_PLAYERS)]  # [q][asset][fight counts]
_ANSWERS: dict[str, dict[int, tuple[Action, ...]]] = {a: {} for a in ASSETS}


def hand_moves(key: int) -> HandMoves:
    """The moves of the hand counted ``key`` (made once per hand)."""
    found = _HANDS.get(key)
    if found is None:
        found = _HANDS[key] = HandMoves(key)
    return found


def steals(q: int, asset: str, key: int) -> tuple[Action, ...]:
    """The steals of player q's top set (of ``asset``) by the hand ``key``: each card held
    that matches the set (a wild or the asset)."""
    fight = key & FIGHT_MASK[asset]
    table = _STEALS[q][asset]
    found = table.get(fight)
    if found is None:
        found = table[fight] = tuple(STEAL[q, c] for c in held_codes(fight) if matches(c, asset))
    return found


def answers(asset: str, key: int) -> tuple[Action, ...]:
    """A fight's answers by the hand ``key`` over a set of ``asset``: each card held that
    matches the set (GOLD, SILVER, the asset), then ``yield``, always possible."""
    fight = key & FIGHT_MASK[asset]
    table = _ANSWERS[asset]
    found = table.get(fight)
    if found is None:
        found = table[fight] = (*(DEFEND[c] for c in held_codes(fight) if matches(c, asset)), YIELD)
    return found
