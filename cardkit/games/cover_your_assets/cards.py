"""Cover Your Assets' cards and their values, what makes a set, a hand counted, the rule options."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ...core import Card
from ...i18n import N_

# code: (asset name, value in dollars, copies) — the rules file's table, in its order
ASSETS_TABLE: Mapping[str, tuple[str, int, int]] = MappingProxyType({
    "GOLD": (N_("Gold (wild)"), 50_000, 4),
    "SILVER": (N_("Silver (wild)"), 25_000, 8),
    "HOME": (N_("Home"), 20_000, 8),
    "JEWELS": (N_("Jewels"), 15_000, 10),
    "AUTO": (N_("Classic Auto"), 15_000, 10),
    "STOCKS": (N_("Stocks"), 10_000, 10),
    "BANK": (N_("Bank Account"), 10_000, 10),
    "COINS": (N_("Coin Collection"), 10_000, 10),
    "BASEBALL": (N_("Baseball Cards"), 5_000, 10),
    "CASH": (N_("Cash Under the Mattress"), 5_000, 10),
    "STAMPS": (N_("Stamp Collection"), 5_000, 10),
    "PIGGY": (N_("Piggy Bank"), 5_000, 10),
})
CODES: tuple[str, ...] = tuple(ASSETS_TABLE)
WILDS: tuple[str, ...] = ("SILVER", "GOLD")  # cheaper wild first: the order wilds are offered
WILD_SET = frozenset(WILDS)
ASSETS: tuple[str, ...] = tuple(c for c in CODES if c not in WILD_SET)
VALUE: Mapping[str, int] = MappingProxyType({c: v for c, (_, v, _) in ASSETS_TABLE.items()})
COPIES: Mapping[str, int] = MappingProxyType({c: n for c, (_, _, n) in ASSETS_TABLE.items()})
NAME: Mapping[str, str] = MappingProxyType({c: n for c, (n, _, _) in ASSETS_TABLE.items()})
DECK_VALUE = sum(VALUE[c] * COPIES[c] for c in CODES)  # $1,360,000
CARDS: Mapping[str, Card] = MappingProxyType({
    c: Card(c, NAME[c], None, None, VALUE[c], wild=c in WILD_SET) for c in CODES})
FULL_DECK = tuple(c for c in CODES for _ in range(COPIES[c]))
TARGET_MAX = 100_000_000
_ORDER = MappingProxyType({c: i for i, c in enumerate(CODES)})
# VALUE[c] as a function, for map(): a private copy's own look-up (a dict's __getitem__ runs
# faster under map() than a read-only view's; nothing else can reach the copy)
_VALUE_OF = dict(VALUE).__getitem__


def hand_size(players: int) -> int:
    """Cards in a full hand: 5 with 2–3 players, 4 with 4–6."""
    return 5 if players <= 3 else 4


def is_wild(code: str) -> bool:
    return code in WILD_SET


def makes_set(a: str, b: str) -> bool:
    """Whether two cards form a set: identical assets, or an asset and a wild."""
    wa, wb = a in WILD_SET, b in WILD_SET
    if wa or wb:
        return not (wa and wb)
    return a == b


def asset_of(cards: list[str]) -> str:
    """A set's asset: its non-wild card's asset."""
    for c in cards:
        if c not in WILD_SET:
            return c
    raise ValueError(f"a set of only wilds has no asset: {cards}")


def matches(code: str, asset: str) -> bool:
    """Whether a card may be shown in a fight over a set of this asset."""
    return code == asset or code in WILD_SET


def set_value(cards) -> int:
    return sum(map(_VALUE_OF, cards))


def dollars(v: int | float) -> str:
    return f"${v:,.0f}"


def canonical_pair(a: str, b: str) -> tuple[str, str]:
    """The order a pair is written in: the asset first, then the wild."""
    if a in WILD_SET and b not in WILD_SET:
        return b, a
    if a in WILD_SET and b in WILD_SET and _ORDER[a] > _ORDER[b]:
        return b, a
    return a, b


# ----- a hand counted ---------------------------------------------------------------------
# The rules read a hand by how many cards of each code it holds, as one small int: 4 bits a
# code, in table order (GOLD the lowest 4 bits). ``key + ONE[c]`` is the hand with one more
# c, ``count_in(key, c)`` how many c it holds. No code has more than 10 copies, so 4 bits
# also count the cards of a code anywhere (the unseen cards, for instance).
COUNT_BITS = 4
SHIFT: Mapping[str, int] = MappingProxyType({c: COUNT_BITS * i for i, c in enumerate(CODES)})
ONE: Mapping[str, int] = MappingProxyType({c: 1 << s for c, s in SHIFT.items()})
_NIBBLE = (1 << COUNT_BITS) - 1
# the 4 bits of the codes a set of this asset is fought with (a wild or the asset itself)
FIGHT_MASK: Mapping[str, int] = MappingProxyType({
    a: sum(_NIBBLE << SHIFT[m] for m in CODES if matches(m, a)) for a in ASSETS})
# the 4 bits of every asset (no wild): the cards a wild on the discard pile is taken with
ASSET_MASK = sum(_NIBBLE << SHIFT[a] for a in ASSETS)


def count_in(key: int, code: str) -> int:
    """How many cards of ``code`` the counted cards ``key`` hold."""
    return key >> SHIFT[code] & _NIBBLE


def counted(cards) -> int:
    """Cards (codes) counted, as a key."""
    key = 0
    for c in cards:
        key += ONE[c]
    return key


def held_codes(key: int) -> tuple[str, ...]:
    """The codes the counted cards ``key`` hold at least one of, in table order."""
    return tuple(c for c in CODES if key >> SHIFT[c] & _NIBBLE)


FULL_DECK_KEY = counted(FULL_DECK)


@dataclass(frozen=True)
class Options:
    free_discard: bool = field(default=False, metadata={"help": N_(
        "discard at any time, not only when nothing else is possible")})
    target: int = field(default=1_000_000, metadata={"help": N_(
        "rounds go on until a running total reaches this")})
