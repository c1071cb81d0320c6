"""What a hand may do in Cover Your Assets: every action made once (ready-made, shared by
every game), and a hand's legal moves, worked out from the rules' predicates
(``makes_set``, ``matches``) the first time a hand asks for them, then kept.

A hand is read by its counts (``cards.ONE``). Its pairs and its discards depend on the
whole hand and are kept by its key (at most 6,188 hands of 0–5 cards). Its takes of an
asset, its steals of a set and its answers in a fight over one depend only on how many
wilds and cards of that asset it holds (``cards.FIGHT_MASK``), its takes of a wild only on
the assets it holds: each is kept by those counts alone.

Every list keeps the order of the table (``CODES``: GOLD, SILVER, HOME, …), as players
read them and as the random strategy draws from them. Equal lists are one tuple: the
tables stay small, and hot in the processor's caches (a lookup in a cold table costs more
than the rest of a move)."""
from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from types import MappingProxyType

from ...core import Action, Kept
from .cards import (
    ASSET_MASK,
    ASSETS,
    CODES,
    FIGHT_MASK,
    WILD_SET,
    WILDS,
    count_in,
    held_codes,
    makes_set,
    matches,
)

MAX_PLAYERS = 6

PAIR = MappingProxyType({(a, b): Action("pair", (a, b)) for a in CODES for b in CODES})
TAKE = MappingProxyType({c: Action("take", (c,)) for c in CODES})
DEFEND = MappingProxyType({c: Action("defend", (c,)) for c in CODES})
DISCARD = MappingProxyType({c: Action("discard", (c,)) for c in CODES})
STEAL = MappingProxyType({(q, c): Action("steal", (q, c)) for q in range(MAX_PLAYERS) for c in CODES})
YIELD = Action("yield")

def _itself(moves: tuple[Action, ...]) -> tuple[Action, ...]:
    return moves


# a tuple of moves -> the first equal tuple made, the one tuple of those moves in every table
_ONE_TUPLE = Kept(_itself)


def _one_tuple(find, key: int) -> tuple[Action, ...]:
    """``find(key)``'s moves as a tuple, the one tuple of those moves in every table."""
    return _ONE_TUPLE[tuple(find(key))]


def _moves(find) -> Kept:
    """A table of legal moves by what a hand holds: ``table[key]`` is worked out by
    ``find(key)`` the first time it is read, then kept (a plain dict lookup after that)."""
    return Kept(partial(_one_tuple, find))


def _pairs(key: int):
    """The pairs of the hand ``key``: each asset it holds, in table order, with a second of
    its kind, then with each wild it holds (SILVER, GOLD). Never two wilds."""
    return (PAIR[a, b] for a in held_codes(key) for b in (a, *WILDS)
            if a not in WILD_SET and count_in(key, b) >= 1 + (a == b) and makes_set(a, b))


def _discards(key: int):
    """The discards of the hand ``key``: one for each code it holds."""
    return (DISCARD[c] for c in held_codes(key))


def _takes(top: str, held: int):
    """The takes of ``top`` from the discard pile by a hand holding ``held``: each card held
    that makes a set with it (with an asset: a card of that asset or a wild; with a wild:
    any asset)."""
    return (TAKE[c] for c in held_codes(held) if makes_set(c, top))


def _steals(q: int, asset: str, held: int):
    """The steals of player q's top set (of ``asset``) by a hand holding ``held``: each
    card held that matches the set (a wild or the asset)."""
    return (STEAL[q, c] for c in held_codes(held) if matches(c, asset))


def _answers(asset: str, held: int):
    """A fight's answers by a hand holding ``held`` over a set of ``asset``: each card held
    that matches the set (GOLD, SILVER, the asset), then ``yield``, always possible."""
    return (*(DEFEND[c] for c in held_codes(held) if matches(c, asset)), YIELD)


PAIRS = _moves(_pairs)  # by hand key
DISCARDS = _moves(_discards)  # by hand key
# A take, a steal, an answer: each depends only on the hand's cards that can go with the
# card or set it is about, the bits of ``mask`` (a wild on the discard pile: every asset;
# an asset or a set of it: that asset and the wilds). Each table is ``(mask, kept)``,
# the actions of the hand ``key`` being ``kept[key & mask]``.
TAKES: Mapping[str, tuple[int, Kept]] = MappingProxyType({  # by the card on the discard pile
    t: (ASSET_MASK if t in WILD_SET else FIGHT_MASK[t], _moves(partial(_takes, t))) for t in CODES})
STEALS = tuple(MappingProxyType({a: (FIGHT_MASK[a], _moves(partial(_steals, q, a))) for a in ASSETS})
               for q in range(MAX_PLAYERS))  # [q][asset]
ANSWERS: Mapping[str, tuple[int, Kept]] = MappingProxyType({
    a: (FIGHT_MASK[a], _moves(partial(_answers, a))) for a in ASSETS})

