"""Cover Your Assets' cards and their values, the moves a hand offers, the rule options."""
from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, Card

# code: (asset name, value in dollars, copies) — the rules file's table, in its order
ASSETS_TABLE: dict[str, tuple[str, int, int]] = {
    "GOLD": ("Gold (wild)", 50_000, 4),
    "SILVER": ("Silver (wild)", 25_000, 8),
    "HOME": ("Home", 20_000, 8),
    "JEWELS": ("Jewels", 15_000, 10),
    "AUTO": ("Classic Auto", 15_000, 10),
    "STOCKS": ("Stocks", 10_000, 10),
    "BANK": ("Bank Account", 10_000, 10),
    "COINS": ("Coin Collection", 10_000, 10),
    "BASEBALL": ("Baseball Cards", 5_000, 10),
    "CASH": ("Cash Under the Mattress", 5_000, 10),
    "STAMPS": ("Stamp Collection", 5_000, 10),
    "PIGGY": ("Piggy Bank", 5_000, 10),
}
CODES: tuple[str, ...] = tuple(ASSETS_TABLE)
WILDS: tuple[str, ...] = ("SILVER", "GOLD")  # cheaper wild first: the order wilds are offered
WILD_SET = frozenset(WILDS)
ASSETS: tuple[str, ...] = tuple(c for c in CODES if c not in WILD_SET)
VALUE: dict[str, int] = {c: v for c, (_, v, _) in ASSETS_TABLE.items()}
COPIES: dict[str, int] = {c: n for c, (_, _, n) in ASSETS_TABLE.items()}
NAME: dict[str, str] = {c: n for c, (n, _, _) in ASSETS_TABLE.items()}
DECK_VALUE = sum(VALUE[c] * COPIES[c] for c in CODES)  # $1,360,000
CARDS: dict[str, Card] = {c: Card(c, NAME[c], None, None, VALUE[c]) for c in CODES}
_FULL_DECK = tuple(c for c in CODES for _ in range(COPIES[c]))
TARGET_MAX = 100_000_000
_ORDER = {c: i for i, c in enumerate(CODES)}
_VALUE_OF = VALUE.__getitem__


# every action object made once: legal-move lists reuse them (fast random playouts)
_PAIR = {(a, b): Action("pair", (a, b)) for a in CODES for b in CODES}
_TAKE = {c: Action("take", (c,)) for c in CODES}
_DEFEND = {c: Action("defend", (c,)) for c in CODES}
_DISCARD = {c: Action("discard", (c,)) for c in CODES}
_STEAL = {(q, c): Action("steal", (q, c)) for q in range(6) for c in CODES}
_YIELD = Action("yield")
_MATCHING = {a: frozenset((a, *WILDS)) for a in CODES}


def _hand_moves(hand: tuple[str, ...]) -> list:
    """For a sorted hand: ``[held, pairs, takes, steals, discards]`` — the codes it holds
    (table order), the pairs it can make, and (filled in as they are first asked for) the
    take actions by discard top and the steal actions by (player, asset); kept in
    ``_HAND_MOVES`` by the hand."""
    held = tuple(c for c in CODES if c in hand)
    wilds = [w for w in WILDS if w in hand]
    pairs = []
    for a in held:
        if a in WILD_SET:
            continue
        if hand.count(a) >= 2:
            pairs.append(_PAIR[a, a])
        for w in wilds:
            pairs.append(_PAIR[a, w])
    moves = _HAND_MOVES[hand] = [held, tuple(pairs), {}, {}, tuple(_DISCARD[c] for c in held)]
    return moves


def _takes(moves: list, top: str) -> tuple[Action, ...]:
    """The take actions of a hand (``_hand_moves``) with ``top`` on the discard pile."""
    found = moves[2].get(top)
    if found is None:
        ok = _TAKE_WITH[top]
        found = moves[2][top] = tuple(_TAKE[c] for c in moves[0] if c in ok)
    return found


def _steals(moves: list, key: tuple[int, str]) -> tuple[Action, ...]:
    """The steal actions of a hand (``_hand_moves``) on player q's set of an asset: key (q, asset)."""
    found = moves[3].get(key)
    if found is None:
        ok = _MATCHING[key[1]]
        found = moves[3][key] = tuple(_STEAL[key[0], c] for c in moves[0] if c in ok)
    return found


def _answers(hand: list[str], asset: str) -> list[Action]:
    """A fight's answers: the matching cards held (table order: GOLD, SILVER, the asset), yield."""
    acts = [_DEFEND[c] for c in ("GOLD", "SILVER", asset) if c in hand]
    acts.append(_YIELD)
    return acts


_HAND_MOVES: dict[tuple[str, ...], list] = {}  # at most C(17, 5) = 6,188 sorted hands (0-5 cards)


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


_TAKE_WITH = {t: frozenset(c for c in CODES if makes_set(c, t)) for t in CODES}


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


def _canonical_pair(a: str, b: str) -> tuple[str, str]:
    """The order a pair is written in: the asset first, then the wild."""
    if a in WILD_SET and b not in WILD_SET:
        return b, a
    if a in WILD_SET and b in WILD_SET and _ORDER[a] > _ORDER[b]:
        return b, a
    return a, b


@dataclass(frozen=True)
class Options:
    free_discard: bool = False  # discard at any time, not only when nothing else is possible
    target: int = 1_000_000     # rounds go on until a running total reaches this
