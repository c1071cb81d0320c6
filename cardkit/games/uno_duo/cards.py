"""UNO Duo's cards and their points, the rule options, and the actions, made once."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial
from types import MappingProxyType

from ...core import Action, Card, Kept
from ...i18n import N_, _

COLOUR_NAMES = MappingProxyType({"R": "red", "Y": "yellow", "G": "green", "B": "blue"})
LETTER_OF = MappingProxyType({v: k for k, v in COLOUR_NAMES.items()})
COLOURS = tuple(COLOUR_NAMES.values())  # in action texts
NUMBERS = tuple(str(n) for n in range(10))
ACTION_SYMBOLS = ("+2", "SKIP", "REV")
SYMBOL_NAMES = MappingProxyType({"+2": "Draw Two", "SKIP": "Skip", "REV": "Reverse"})
WILD, WILD4 = "WILD", "WILD+4"
WILDS = (WILD, WILD4)
WILD_COUNT = 8  # 4 Wild + 4 further cards of the 112-card deck played as Wilds
CLASSIC_WILD_COUNT = 4
WILD4_COUNT = 4
HAND_SIZE = 7
DRAFT_STEPS = 2 * HAND_SIZE
POINTS_ACTION, POINTS_WILD, POINTS_WILD4 = 10, 15, 20
STRICT_WD4 = ("match", "colour")


def _colour_cards(letter: str) -> list[str]:
    cards = [f"{letter}0"]
    for n in NUMBERS[1:]:
        cards += [f"{letter}{n}"] * 2
    for s in ACTION_SYMBOLS:
        cards += [f"{letter}{s}"] * 2
    return cards


ALL_CODES = tuple(dict.fromkeys(c for L in COLOUR_NAMES for c in _colour_cards(L))) + WILDS
ORDER = MappingProxyType({c: i for i, c in enumerate(ALL_CODES)})
_ORDER_OF = ORDER.__getitem__


def points_of(code: str) -> int:
    """Card points: numbers their number, Draw Two/Skip/Reverse 10, Wild 15, Wild Draw Four 20."""
    if code == WILD:
        return POINTS_WILD
    if code == WILD4:
        return POINTS_WILD4
    sym = code[1:]
    return int(sym) if sym in NUMBERS else POINTS_ACTION


POINTS = MappingProxyType({c: points_of(c) for c in ALL_CODES})


def _card(code: str) -> Card:
    if code in WILDS:
        return Card(code, "Wild" if code == WILD else "Wild Draw Four", None, code, POINTS[code])
    sym = code[1:]
    rank: int | str = int(sym) if sym in NUMBERS else sym
    return Card(code, f"{COLOUR_NAMES[code[0]]} {SYMBOL_NAMES.get(sym, sym)}", COLOUR_NAMES[code[0]],
                rank, POINTS[code])


CARDS: Mapping[str, Card] = MappingProxyType({c: _card(c) for c in ALL_CODES})


def hand_points(cards) -> int:
    return sum(POINTS[c] for c in cards)


def is_wild(code: str) -> bool:
    return code[0] == "W"


def playable(code: str, top: str, colour: str | None) -> bool:
    """Whether a card may be played on ``top`` with ``colour`` (a letter) in force."""
    if code[0] == "W":
        return True
    return code[0] == colour or (top[0] != "W" and code[1:] == top[1:])


# the words a student reads for the colours, the symbols and the wilds (translated where read:
# colour_name, describe); the names above stay as the game's data
COLOUR_WORDS = MappingProxyType({"red": N_("red"), "yellow": N_("yellow"), "green": N_("green"),
                                 "blue": N_("blue")})
SYMBOL_WORDS = MappingProxyType({"+2": N_("Draw Two"), "SKIP": N_("Skip"),
                                 "REV": N_("Reverse")})
WILD_WORDS = MappingProxyType({WILD: N_("Wild"), WILD4: N_("Wild Draw Four")})


def colour_name(colour: str) -> str:
    """A colour of the action texts (``"blue"``) in the student's language."""
    return _(COLOUR_WORDS[colour])


def describe(code: str) -> str:
    """A card in words, in the student's language: ``"red Draw Two"``, ``"Wild"``."""
    if code in WILD_WORDS:
        return _(WILD_WORDS[code])
    sym = code[1:]
    return _("{colour} {rank}").format(colour=colour_name(COLOUR_NAMES[code[0]]),
                                       rank=_(SYMBOL_WORDS[sym]) if sym in SYMBOL_WORDS else sym)


@dataclass(frozen=True)
class Options:
    classic_deck: bool = field(default=False, metadata={"help": N_(
        "the 108-card deck (4 Wild) instead of 112 (8 Wild)")})
    reshuffle: bool = field(default=False, metadata={"help": N_(
        "shuffle the discard pile when it becomes the draw pile")})
    strict_wd4: str = field(default="match", metadata={"help": N_(
        '"match": colour, number or symbol; "colour": colour only')})
    target: int = field(default=200, metadata={"help": N_(
        "the match ends when a total reaches this")})


# ----- the actions, made once -------------------------------------------------------
KEEP, DISCARD, DRAW, DONE = Action("keep"), Action("discard"), Action("draw"), Action("done")
UNO, CATCH, CHALLENGE, ACCEPT = Action("uno"), Action("catch"), Action("challenge"), Action("accept")
COLOUR_ACTIONS = tuple(Action("colour", (c,)) for c in COLOURS)
SIMPLE = MappingProxyType({a.kind: a for a in (KEEP, DISCARD, DRAW, DONE, UNO, CATCH, CHALLENGE,
                                               ACCEPT)})


def _plays(code: str, uno: bool) -> tuple[Action, ...]:
    tail = ("uno",) if uno else ()
    if code[0] == "W":
        return tuple(Action("play", (code, c) + tail) for c in COLOURS)
    return (Action("play", (code,) + tail),)


# code -> its plays (a Wild's: one per colour); PLAYS_UNO: then the same saying UNO
PLAYS = MappingProxyType({c: _plays(c, False) for c in ALL_CODES})
PLAYS_UNO = MappingProxyType({c: _plays(c, False) + _plays(c, True) for c in ALL_CODES})


PLAIN_SYMBOLS = frozenset(NUMBERS)  # the symbols of the cards with no action: the numbers


def _deck(classic: bool) -> tuple[str, ...]:
    cards: list[str] = []
    for letter in COLOUR_NAMES:
        cards += _colour_cards(letter)
    cards += [WILD] * (CLASSIC_WILD_COUNT if classic else WILD_COUNT)
    cards += [WILD4] * WILD4_COUNT
    return tuple(cards)


# every round starts from one of the decks
_DECKS = MappingProxyType({classic: _deck(classic) for classic in (False, True)})

# top discard -> colour letter in force (None before any) -> the codes ``playable`` there
PLAYABLE = MappingProxyType({
    top: MappingProxyType({L: frozenset(c for c in ALL_CODES if playable(c, top, L))
                           for L in (*COLOUR_NAMES, None)})
    for top in ALL_CODES})

# the card a Wild Draw Four was played on -> the colour letter then in force -> the non-wild
# cards its player could have played instead (``could_play_instead``)
_COULD_PLAY = MappingProxyType({
    on: MappingProxyType({L: codes - frozenset(WILDS) for L, codes in by_colour.items()})
    for on, by_colour in PLAYABLE.items()})


def could_play_instead(on: str, colour: str | None, strict_wd4: str = "match") -> frozenset[str]:
    """The cards whose holder plays a Wild Draw Four guiltily: the non-wild cards playable on
    ``on`` with ``colour`` (a letter) in force; with ``strict_wd4="colour"`` those of the
    colour in force alone (as if ``on`` were a Wild)."""
    return _COULD_PLAY[WILD if strict_wd4 == "colour" else on][colour]


# ----- hands as sets of codes: bit masks ----------------------------------------------
# A hand's codes are also kept as a bit mask (bit ``ORDER[c]`` set while it holds a ``c``):
# the codes it holds that match are then ``held & mask``, and the mask lists them in hand
# order (lowest bit first), as a hand is sorted by ``ORDER``.
BIT = MappingProxyType({c: 1 << i for i, c in enumerate(ALL_CODES)})


def mask_of(codes) -> int:
    m = 0
    for c in codes:
        m |= BIT[c]
    return m


# top discard -> colour letter in force (None before any) -> the codes ``playable`` there
MATCHES = MappingProxyType({top: MappingProxyType({L: mask_of(codes) for L, codes in by_colour.items()})
                            for top, by_colour in PLAYABLE.items()})
COLOUR_MASK = MappingProxyType({L: mask_of(c for c in ALL_CODES if c[0] == L) for L in COLOUR_NAMES})
DRAW_TWO_MASK = mask_of(c for c in ALL_CODES if c[1:] == "+2")
WILD_MASK = mask_of(WILDS)
_LIST_LIMIT = 1 << 16  # lists kept per table, at most (a cache: beyond it, lists are made)


def _plays_of_part(table: dict[str, list[Action]], codes: tuple[str, ...],
                   part: int) -> tuple[Action, ...]:
    """One part of the codes (a colour's 13, or the 2 Wilds) as a mask of those bits alone
    -> their plays in code order (from ``table``)."""
    return tuple(a for i, c in enumerate(codes) if part >> i & 1 for a in table[c])


# the parts of ALL_CODES: each colour's codes (0, 1-9, +2, SKIP, REV), then the Wilds
_PART_BITS = len(ALL_CODES) // len(COLOUR_NAMES)  # 13
_PART = (1 << _PART_BITS) - 1
_PARTS = tuple(ALL_CODES[i:i + _PART_BITS] for i in range(0, len(ALL_CODES), _PART_BITS))
assert [len(p) for p in _PARTS] == [_PART_BITS] * 4 + [len(WILDS)] and _PARTS[4] == WILDS


def _joined(parts: tuple[Kept, ...], tail: tuple[Action, ...], m: int) -> tuple[Action, ...]:
    """The plays of the codes of mask ``m`` in code order, then ``tail``: joined from the
    plays of its five parts (four colours, then the Wilds)."""
    r, y, g, b, w = parts
    return (*r[m & _PART], *y[m >> _PART_BITS & _PART], *g[m >> 2 * _PART_BITS & _PART],
            *b[m >> 3 * _PART_BITS & _PART], *w[m >> 4 * _PART_BITS], *tail)


# The legal lists are tuples of the ready-made actions, immutable: a table may then keep
# them and hand the same one to every game. Each colour has 8,192 sets of codes, a hand's
# plays many more, so both tables fill as they are asked (up to a limit).
_PARTS_OF = tuple(tuple(Kept(partial(_plays_of_part, table, codes)) for codes in _PARTS)
                  for table in (PLAYS, PLAYS_UNO))


def _play_lists(tail: tuple[Action, ...]) -> tuple[Kept, Kept]:
    """mask of codes -> the plays of those codes in code order, then ``tail``; for a hand
    of any size (``PLAYS``), then for a hand of 2 (``PLAYS_UNO``: UNO said or not)."""
    return tuple(Kept(partial(_joined, parts, tail), _LIST_LIMIT) for parts in _PARTS_OF)


# uno (a hand of 2: every play may say UNO) -> the lists of plays, then draw / done / nothing
THEN_DRAW = _play_lists((DRAW,))
THEN_DONE = _play_lists((DONE,))
ALONE = _play_lists(())
# uno -> the card drawn -> its plays, then keep
DRAWN_LEGAL = tuple(MappingProxyType({c: (*table[c], KEEP) for c in ALL_CODES})
                    for table in (PLAYS, PLAYS_UNO))
# the lists of the phases whose actions never depend on the cards
DRAFT_LEGAL = (KEEP, DISCARD)
COLOUR_LEGAL = tuple(COLOUR_ACTIONS)
CHALLENGE_LEGAL = (CHALLENGE, ACCEPT)
