"""Split's cards (playing cards cut in half), score sheet, rule options and actions, made once."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from math import ceil

from ...core import Action, ConfigError, Kept
from ...i18n import N_

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("H", "D", "C", "S")
RED = ("H", "D")
HALVES = ("L", "R")
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}
SUIT_SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}
HAND_SIZE = 9
ROUNDS = 3
UPPER_BOXES = 12
NEGATIVE_BOXES = 40
WEIGHTS = {"A": 3, "10": 2, "J": 2, "Q": 2, "K": 2}  # others weigh 1
PERFECT, STRONG, WEAK = 3, 2, 1
STRENGTH_NAMES = {PERFECT: "perfect", STRONG: "strong", WEAK: "weak"}

CODES = tuple(f"{r}{s}{h}" for r in RANKS for s in SUITS for h in HALVES)
RANK = {c: c[:-2] for c in CODES}
RANK_INDEX = {c: RANKS.index(c[:-2]) for c in CODES}
SUIT = {c: c[-2] for c in CODES}
HALF = {c: c[-1] for c in CODES}
IS_RED = {c: c[-2] in RED for c in CODES}
# the halves that complete a match with each card, by strength
PARTNERS: dict[str, dict[int, tuple[str, ...]]] = {}
for _c in CODES:
    _other = "R" if _c[-1] == "L" else "L"
    _r = _c[:-2]
    PARTNERS[_c] = {
        PERFECT: (f"{_r}{_c[-2]}{_other}",),
        STRONG: tuple(f"{_r}{s}{_other}" for s in SUITS
                      if s != _c[-2] and (s in RED) == (_c[-2] in RED)),
        WEAK: tuple(f"{_r}{s}{_other}" for s in SUITS if (s in RED) != (_c[-2] in RED)),
    }
ALL_PARTNERS = {c: tuple(p for s in (PERFECT, STRONG, WEAK) for p in PARTNERS[c][s]) for c in CODES}
# PAIR_STRENGTH[a][b]: the strength of a match of a and b (halves of one rank, opposite sides)
PAIR_STRENGTH: dict[str, dict[str, int]] = {
    c: {p: s for s in (PERFECT, STRONG, WEAK) for p in PARTNERS[c][s]} for c in CODES}
del _c, _other, _r
ORDER = {c: i for i, c in enumerate(CODES)}  # rank, suit, half: the order hands are shown in
# the actions, made once: legal_actions() runs in every step of a playout
DRAW, SKIP, BONUS_DRAW, DONE = Action("draw"), Action("skip"), Action("bonus-draw"), Action("done")
DISCARD = {c: Action("discard", (c,)) for c in CODES}
PICK = {c: Action("pick", (c,)) for c in CODES}
MATCH = {(a, b): Action("match", (a, b)) for a in CODES for b in PAIR_STRENGTH[a] if HALF[a] == "L"}
# MATCHES_OF[left][right]: MATCH[left, right], by left half then partner (no key to make)
MATCHES_OF = {a: {b: MATCH[a, b] for b in PAIR_STRENGTH[a]} for a in CODES if HALF[a] == "L"}
PENALISE = {q: Action("penalise", (q,)) for q in range(6)}
# the legal lists of the two bonuses (the same for every game, never changed)
PENALISE_CHOICES = {n: tuple([PENALISE[q] for q in range(n) if q != p] for p in range(n))
                    for n in range(2, 7)}  # [players][penaliser]
BONUS_CHOICES = [BONUS_DRAW, SKIP]
for _a in (DRAW, SKIP, BONUS_DRAW, DONE, *DISCARD.values(), *PICK.values(), *MATCH.values(),
           *PENALISE.values()):
    str(_a)  # the text, worked out once: playouts write it into the history
del _a
# a card's slot (rank and half) and the slot of its partners (the other half of the rank)
SLOT = {c: RANK_INDEX[c] * 2 + (HALF[c] == "R") for c in CODES}
PARTNER_SLOT = {c: RANK_INDEX[c] * 2 + (HALF[c] == "L") for c in CODES}
IS_LEFT = {c: HALF[c] == "L" for c in CODES}
BIT = {c: 1 << SLOT[c] for c in CODES}
PARTNER_BIT = {c: 1 << PARTNER_SLOT[c] for c in CODES}
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
BONUS_PHASE = {PERFECT: "penalise", STRONG: "bonus-draw", WEAK: "trade"}


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
UPGRADES_OF = {m: {c: upgrade_strength(c, m) for c in CODES if improves(c, m)} for m in MATCH}
IMPROVERS = {m: tuple(cards) for m, cards in UPGRADES_OF.items()}
NO_IMPROVES = dict.fromkeys(CODES, 0)  # a deal's _improves, copied (never changed itself)


class _ReadyActions(dict):
    """``table[args]``: the ``kind`` action with those arguments, made (with its text) when
    first asked for and the same object ever after (a plain dict look-up from then on)."""

    def __init__(self, kind: str):
        super().__init__()
        self.kind = kind
        self.game: type | None = None  # the game class its actions are claimed for

    def __missing__(self, args: tuple) -> Action:
        a = self[args] = Action(self.kind, args)
        str(a)
        object.__setattr__(a, "_game", self.game)
        return a


UPGRADE = _ReadyActions("upgrade")  # [owner, index, card]
TRADE = _ReadyActions("trade")      # [mine, owner, theirs]


MATCH_NUMBERS = 64  # more than the matches a player can hold (52 at most): see match_id


def match_id(owner: int, index: int) -> int:
    """Player ``owner``'s match ``index`` as one whole number (a cheap key to look up)."""
    return owner * MATCH_NUMBERS + index


def _trade(mine: int, theirs: int) -> Action:
    """``TRADE[mine, owner, theirs]`` of the other player's match ``match_id(owner, theirs)``."""
    return TRADE[(mine, *divmod(theirs, MATCH_NUMBERS))]


# ``TRADES_OF[mine][match_id(owner, theirs)]``: ``TRADE[mine, owner, theirs]``, kept by the
# other player's match for each match of the trader's, so that a legal list of trades is
# looked up from the matches it offers without a new key per trade
TRADES_OF = tuple(Kept(partial(_trade, m)) for m in range(len(CODES) // 2))  # a player has 52 matches at most


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
