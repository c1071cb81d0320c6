"""Split's cards (playing cards cut in half), score sheet, rule options and actions, made once."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from math import ceil
from types import MappingProxyType

from ...core import Action, ConfigError
from ...i18n import N_

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("H", "D", "C", "S")
RED = ("H", "D")
HALVES = ("L", "R")
SUIT_NAMES = MappingProxyType({"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"})
SUIT_SYMBOLS = MappingProxyType({"H": "♥", "D": "♦", "C": "♣", "S": "♠"})
HAND_SIZE = 9
ROUNDS = 3
UPPER_BOXES = 12
NEGATIVE_BOXES = 40
WEIGHTS = MappingProxyType({"A": 3, "10": 2, "J": 2, "Q": 2, "K": 2})  # others weigh 1
PERFECT, STRONG, WEAK = 3, 2, 1
STRENGTH_NAMES = MappingProxyType({PERFECT: "perfect", STRONG: "strong", WEAK: "weak"})

CODES = tuple(f"{r}{s}{h}" for r in RANKS for s in SUITS for h in HALVES)
RANK = MappingProxyType({c: c[:-2] for c in CODES})
RANK_INDEX = MappingProxyType({c: RANKS.index(c[:-2]) for c in CODES})
SUIT = MappingProxyType({c: c[-2] for c in CODES})
HALF = MappingProxyType({c: c[-1] for c in CODES})
IS_RED = MappingProxyType({c: c[-2] in RED for c in CODES})
# the halves that complete a match with each card, by strength
def _partners(c: str) -> Mapping[int, tuple[str, ...]]:
    other, r = "R" if c[-1] == "L" else "L", c[:-2]
    return MappingProxyType({
        PERFECT: (f"{r}{c[-2]}{other}",),
        STRONG: tuple(f"{r}{s}{other}" for s in SUITS
                      if s != c[-2] and (s in RED) == (c[-2] in RED)),
        WEAK: tuple(f"{r}{s}{other}" for s in SUITS if (s in RED) != (c[-2] in RED)),
    })


PARTNERS: Mapping[str, Mapping[int, tuple[str, ...]]] = MappingProxyType({c: _partners(c) for c in CODES})
ALL_PARTNERS = MappingProxyType({c: tuple(p for s in (PERFECT, STRONG, WEAK) for p in PARTNERS[c][s])
                                 for c in CODES})
# PAIR_STRENGTH[a][b]: the strength of a match of a and b (halves of one rank, opposite sides)
PAIR_STRENGTH: Mapping[str, Mapping[str, int]] = MappingProxyType({
    c: MappingProxyType({p: s for s in (PERFECT, STRONG, WEAK) for p in PARTNERS[c][s]}) for c in CODES})
# rank, suit, half: the order hands are shown in
ORDER = MappingProxyType({c: i for i, c in enumerate(CODES)})
# the actions, made once: legal_actions() runs in every step of a playout
DRAW, SKIP, BONUS_DRAW, DONE = Action("draw"), Action("skip"), Action("bonus-draw"), Action("done")
DISCARD = MappingProxyType({c: Action("discard", (c,)) for c in CODES})
PICK = MappingProxyType({c: Action("pick", (c,)) for c in CODES})
MATCH = MappingProxyType({(a, b): Action("match", (a, b)) for a in CODES for b in PAIR_STRENGTH[a]
                         if HALF[a] == "L"})
# MATCHES_OF[left][right]: MATCH[left, right], by left half then partner (no key to make)
MATCHES_OF = MappingProxyType({a: MappingProxyType({b: MATCH[a, b] for b in PAIR_STRENGTH[a]})
                               for a in CODES if HALF[a] == "L"})
PENALISE = MappingProxyType({q: Action("penalise", (q,)) for q in range(6)})
# the legal lists of the two bonuses (the same for every game, never changed)
PENALISE_CHOICES = MappingProxyType({n: tuple(tuple(PENALISE[q] for q in range(n) if q != p)
                                                for p in range(n))
                                    for n in range(2, 7)})  # [players][penaliser]
BONUS_CHOICES = (BONUS_DRAW, SKIP)
for _a in (DRAW, SKIP, BONUS_DRAW, DONE, *DISCARD.values(), *PICK.values(), *MATCH.values(),
           *PENALISE.values()):
    str(_a)  # the text, worked out once: playouts write it into the history
del _a
# a card's slot (rank and half) and the slot of its partners (the other half of the rank)
SLOT = MappingProxyType({c: RANK_INDEX[c] * 2 + (HALF[c] == "R") for c in CODES})
PARTNER_SLOT = MappingProxyType({c: RANK_INDEX[c] * 2 + (HALF[c] == "L") for c in CODES})
IS_LEFT = MappingProxyType({c: HALF[c] == "L" for c in CODES})
BIT = MappingProxyType({c: 1 << SLOT[c] for c in CODES})
PARTNER_BIT = MappingProxyType({c: 1 << PARTNER_SLOT[c] for c in CODES})
LEFT_SLOTS = sum(1 << (2 * i) for i in range(len(RANKS)))


def slot_mask(cards) -> int:
    """The slots (rank and half) that ``cards`` hold, as a mask of ``BIT``s."""
    mask = 0
    for c in cards:
        mask |= BIT[c]
    return mask


def slot_counts(cards) -> list[int]:
    """How many of ``cards`` each slot (rank and half) holds, by ``SLOT``."""
    counts = [0] * (2 * len(RANKS))
    for c in cards:
        counts[SLOT[c]] += 1
    return counts


DECK_SLOTS = tuple(slot_counts(CODES))  # the whole deck by slot: four cards each


SLOT_CODES = tuple(tuple(c for c in CODES if SLOT[c] == s) for s in range(2 * len(RANKS)))
BONUS_PHASE = MappingProxyType({PERFECT: "penalise", STRONG: "bonus-draw", WEAK: "trade"})


# ----- the rules' two small predicates: every check of them calls these -------------------
MATCH_LAYS, UPGRADE_LAYS = 2, 1  # the cards a match and an upgrade take from the hand


def leaves_a_discard(hand_size: int, laid: int) -> bool:
    """The rule "a match or upgrade must leave a card to discard": whether laying ``laid``
    cards (``MATCH_LAYS`` or ``UPGRADE_LAYS``) from a hand of ``hand_size`` leaves one."""
    return hand_size > laid


def upgraded(card: str, match) -> tuple[str, str]:
    """The match (left half, right half) with ``card`` laid on it: ``card`` replaces the
    half of its own side (an ``L`` card the left half)."""
    left, right = match
    return (card, right) if IS_LEFT[card] else (left, card)


def upgrade_strength(card: str, match) -> int:
    """The strength of ``match`` once ``card`` replaces the half of its side; 0 when
    ``card`` is of another rank (it makes no match then)."""
    left, right = match
    return PAIR_STRENGTH[card].get(right if IS_LEFT[card] else left, 0)


def improves(card: str, match) -> bool:
    """The rule "an upgrade makes the match strictly stronger": whether ``card`` laid on
    ``match`` (left half, right half) may upgrade it."""
    return upgrade_strength(card, match) > PAIR_STRENGTH[match[0]][match[1]]


# UPGRADES_OF[left, right]: the cards that make that match strictly stronger by an upgrade,
# each with the strength it makes; IMPROVERS[left, right]: those cards alone
UPGRADES_OF = MappingProxyType({m: MappingProxyType({c: upgrade_strength(c, m) for c in CODES
                                                     if improves(c, m)}) for m in MATCH})
IMPROVERS = MappingProxyType({m: tuple(cards) for m, cards in UPGRADES_OF.items()})
NO_IMPROVES = MappingProxyType(dict.fromkeys(CODES, 0))  # a deal's _improves, copied


def ready_action(kind: str, game: type, args: tuple) -> Action:
    """The ``kind`` action with those arguments, its text made and claimed for ``game``:
    what a ``Kept`` table of the actions made on demand (``game.UPGRADE``) holds."""
    a = Action(kind, args)
    str(a)
    object.__setattr__(a, "_game", game)
    return a


MATCH_NUMBERS = 64  # more than the matches a player can hold (52 at most): see match_id


def match_id(owner: int, index: int) -> int:
    """Player ``owner``'s match ``index`` as one whole number (a cheap key to look up)."""
    return owner * MATCH_NUMBERS + index


def strength(left: str, right: str) -> int:
    """3 perfect, 2 strong, 1 weak, 0 no match (halves of different ranks or sides)."""
    if RANK[left] != RANK[right] or HALF[left] == HALF[right]:
        return 0
    if SUIT[left] == SUIT[right]:
        return PERFECT
    return STRONG if IS_RED[left] == IS_RED[right] else WEAK


def upper_row(weight: int, boxes: int = UPPER_BOXES) -> tuple[int, ...]:
    """``row[k] = weight * k * (k + 1) / 2`` for k = 0..boxes."""
    return tuple(weight * k * (k + 1) // 2 for k in range(boxes + 1))


def negative_row(boxes: int = NEGATIVE_BOXES) -> tuple[int, ...]:
    """``neg[k] = sum(ceil(i / 3) for i in 1..k)`` for k = 0..boxes."""
    out, total = [0], 0
    for i in range(1, boxes + 1):
        total += ceil(i / 3)
        out.append(total)
    return tuple(out)


def build_score_sheet(weights: dict[str, int] | None = None, upper_boxes: int = UPPER_BOXES,
                      negative_boxes: int = NEGATIVE_BOXES) -> tuple:
    """A score sheet ``(upper, negative)`` for option ``score_sheet=``; no arguments: the default.

    ``weights`` maps ranks to row weights (missing ranks: the rules file's weight).
    """
    w = dict(WEIGHTS)
    w.update(weights or {})
    upper = tuple(upper_row(w.get(r, 1), upper_boxes) for r in RANKS)
    return (upper, negative_row(negative_boxes))


DEFAULT_SHEET = build_score_sheet()


def _tuples(x):
    if isinstance(x, (list, tuple)):
        return tuple(_tuples(v) for v in x)
    return x


@dataclass(frozen=True)
class Options:
    score_sheet: tuple | None = field(default=None, metadata={"help": N_(
        "(upper rows A..K, negative row), each row the value with k boxes filled; "
        "None: the default")})
    upgrade_others: bool = field(default=True, metadata={"help": N_(
        "False: upgrades only on one's own matches")})

    def __post_init__(self):
        if isinstance(self.score_sheet, list):
            object.__setattr__(self, "score_sheet", _tuples(self.score_sheet))
        elif isinstance(self.score_sheet, tuple):
            object.__setattr__(self, "score_sheet", _tuples(self.score_sheet))


def _check_row(row, what: str) -> None:
    if not isinstance(row, tuple) or len(row) < 2:
        raise ConfigError(f"score_sheet: {what} must be a list of at least two values "
                          f"(row[0] for no box filled, row[1] for one, …), not {row!r}")
    for v in row:
        if isinstance(v, bool) or not isinstance(v, int):
            raise ConfigError(f"score_sheet: {what} holds {v!r}; values must be whole numbers")


def hand_order(code: str) -> int:
    """Where a half sorts in a hand as a player sees it (a key for ``sorted``)."""
    return ORDER[code]
