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
    takes of a wild on the discard pile (every asset held makes a set with it), and its
    discards."""

    __slots__ = ("pairs", "wild_takes", "discards")

    def __init__(self, key: int):
        held = held_codes(key)
        pairs = []
        for a in held:
            if a in WILD_SET:
                continue
            if count_in(key, a) >= 2:
                pairs.append(PAIR[a, a])
            pairs.extend(PAIR[a, w] for w in WILDS if count_in(key, w))
        self.pairs: tuple[Action, ...] = tuple(pairs)
        self.wild_takes: tuple[Action, ...] = tuple(TAKE[c] for c in held if makes_set(c, WILDS[0]))
        self.discards: tuple[Action, ...] = tuple(DISCARD[c] for c in held)


# The tables are small and shared by every hand (kept hot in the processor's caches: a
# lookup in a cold table costs more than the rest of a move).
HANDS: dict[int, HandMoves] = {}  # by hand key: at most 6,188
# by the asset on the discard pile (or of the set), then the hand's counts of it and the wilds
TAKES: dict[str, dict[int, tuple[Action, ...]]] = {a: {} for a in ASSETS}
STEALS = [{a: {} for a in ASSETS} for _ in range(MAX_PLAYERS)]  # [q][asset][fight counts]
_ANSWERS: dict[str, dict[int, tuple[Action, ...]]] = {a: {} for a in ASSETS}


def hand_moves(key: int) -> HandMoves:
    """The moves of the hand counted ``key`` (made once per hand)."""
    found = HANDS.get(key)
    if found is None:
        found = HANDS[key] = HandMoves(key)
    return found


def takes(top: str, key: int) -> tuple[Action, ...]:
    """The takes of ``top`` from the discard pile by the hand ``key``: each card held that
    makes a set with it (with an asset: a card of that asset or a wild)."""
    if top in WILD_SET:
        return hand_moves(key).wild_takes
    fight = key & FIGHT_MASK[top]
    table = TAKES[top]
    found = table.get(fight)
    if found is None:
        found = table[fight] = tuple(TAKE[c] for c in held_codes(fight) if makes_set(c, top))
    return found


def steals(q: int, asset: str, key: int) -> tuple[Action, ...]:
    """The steals of player q's top set (of ``asset``) by the hand ``key``: each card held
    that matches the set (a wild or the asset)."""
    fight = key & FIGHT_MASK[asset]
    table = STEALS[q][asset]
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
