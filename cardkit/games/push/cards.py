"""Push's cards, the die, the rule options, the column rule and the ready-made actions."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from operator import itemgetter
from types import MappingProxyType

from ...core import Action, Card
from ...i18n import N_, _

COLOURS = ("red", "blue", "green", "yellow", "purple")
COLOUR_CODES = MappingProxyType({"R": "red", "B": "blue", "G": "green", "Y": "yellow",
                                 "P": "purple"})
CODE_OF = MappingProxyType({v: k for k, v in COLOUR_CODES.items()})
RANKS = (1, 2, 3, 4, 5, 6)
COPIES = 3
ROLL_CARDS = 18
SWITCH_CARDS = 12
DIE = ("RED", "BLUE", "GREEN", "YELLOW", "PURPLE", "STAR")
MAX_COLUMNS = 3
SYMBOL = MappingProxyType({"red": "♥", "blue": "♠", "green": "♣", "yellow": "★", "purple": "♦"})

NUMBER_CARDS = tuple(f"{c}{r}" for c in COLOUR_CODES for r in RANKS)  # R1 … R6, B1 … P6
CARDS: Mapping[str, Card] = MappingProxyType({
    **{code: Card(code, f"{COLOUR_CODES[code[0]]} {code[1]}", COLOUR_CODES[code[0]],
                  int(code[1]), int(code[1])) for code in NUMBER_CARDS},
    "ROLL": Card("ROLL", "Roll card"), "SWITCH": Card("SWITCH", "Switch card")})
_TWO_PLAYER_DECK = tuple([code for code in NUMBER_CARDS for _copy in range(COPIES)]
                         + ["ROLL"] * ROLL_CARDS)
_FULL_DECK = _TWO_PLAYER_DECK + ("SWITCH",) * SWITCH_CARDS  # three players or more


# the words a student reads for the colours, the die's faces and the specials (translated
# where read: colour_name, face_name, card_name); the codes above stay as the game's data
COLOUR_WORDS = MappingProxyType({"red": N_("red"), "blue": N_("blue"), "green": N_("green"),
                                 "yellow": N_("yellow"), "purple": N_("purple")})
FACE_WORDS = MappingProxyType({"RED": N_("RED"), "BLUE": N_("BLUE"), "GREEN": N_("GREEN"),
                               "YELLOW": N_("YELLOW"), "PURPLE": N_("PURPLE"), "STAR": N_("STAR")})
SPECIAL_WORDS = MappingProxyType({"ROLL": N_("Roll card"), "SWITCH": N_("Switch card")})


def colour_name(colour: str) -> str:
    """``"red"`` in the student's language."""
    return _(COLOUR_WORDS[colour])


def face_name(face: str) -> str:
    """A face of the die (``"STAR"``) in the student's language."""
    return _(FACE_WORDS[face])


def card_name(code: str) -> str:
    """A card in words, in the student's language: ``"red 3"``, ``"Roll card"``."""
    if code in SPECIAL_WORDS:
        return _(SPECIAL_WORDS[code])
    return _("{colour} {rank}").format(colour=colour_name(COLOUR_CODES[code[0]]), rank=code[1])


@dataclass(frozen=True)
class Options:
    harder: bool = field(default=False, metadata={"help": N_(
        "a STAR discards the whole bench instead of nothing")})


def colour_of(code: str) -> str | None:
    return COLOUR_CODES.get(code[0]) if code not in ("ROLL", "SWITCH") else None


def rank_of(code: str) -> int:
    return int(code[1]) if code not in ("ROLL", "SWITCH") else 0


POINTS = MappingProxyType({code: rank_of(code) for code in CARDS})  # a card is worth its number


def points(cards) -> int:
    return sum(map(POINTS.__getitem__, cards))


# ----- the column rule, as bits ------------------------------------------------------------
# Every card has a number, its place in CARDS: R1-R6 are 0-5, B1 6, … P6 29 (a bench is
# sorted in this order: by colour, then number), ROLL 30, SWITCH 31; BIT[code] is 1 << it.
CARD_NUMBER = MappingProxyType({code: i for i, code in enumerate(CARDS)})
BIT = MappingProxyType({code: 1 << i for code, i in CARD_NUMBER.items()})


def _keeps_out(code: str) -> int:
    """The rule itself: a card keeps out of its column the cards of its number or its
    colour; a Roll card, the other Roll cards."""
    if code == "ROLL":
        return BIT["ROLL"]
    return sum(BIT[c] for c in NUMBER_CARDS
               if colour_of(c) == colour_of(code) or rank_of(c) == rank_of(code))


# What a card keeps out of the column it joins (a Switch card joins none).
KEEPS_OUT = MappingProxyType({code: _keeps_out(code) for code in CARDS if code != "SWITCH"})


def keeps_out(column: list[str]) -> int:
    """What a column keeps out: what its cards keep out, together."""
    out = 0
    for code in column:
        out |= KEEPS_OUT[code]
    return out


def fits(code: str, column: list[str]) -> bool:
    """Whether a number or Roll card may join a column."""
    return not keeps_out(column) & BIT[code]


def busting(kept_out: list[int]) -> int:
    """The cards that fit no column (bits), given what each column keeps out: none while
    fewer than three columns lie on the table."""
    if len(kept_out) < MAX_COLUMNS:
        return 0
    first, second, third = kept_out
    return first & second & third


def busting_after(kept_out: list[int], n: int, code: str) -> int:
    """The cards that would fit no column (bits) once ``code`` is placed in column ``n``
    (1–3; the next number opens a new column)."""
    after = list(kept_out)
    if n > len(after):
        after.append(KEEPS_OUT[code])
    else:
        after[n - 1] |= KEEPS_OUT[code]
    return busting(after)


def roll_on(bench: list[str], face: str, harder: bool) -> tuple[list[str], list[str]]:
    """A roll of the die on a bench: the cards it keeps, and the cards discarded. The rolled
    colour's cards are discarded; a STAR is safe (the harder game: it discards them all)."""
    if face == "STAR":
        return ([], bench) if harder else (bench, [])
    letter = face[0]  # RED -> R, … PURPLE -> P, as in the card codes
    return [c for c in bench if c[0] != letter], [c for c in bench if c[0] == letter]


def expected_roll_loss(bench_points: int, harder: bool) -> float:
    """The bench points a roll of the die discards on average, for a bench worth
    ``bench_points``: ``roll_on`` over the six faces, each of chance 1/6.

    The five colour faces discard each colour once, so together the whole bench; the STAR
    discards nothing, or (the harder game, ``game.options.harder``) the whole bench again.
    ``tests/games/test_push_rules.py`` checks this against ``roll_on`` face by face."""
    lost = bench_points + bench_points if harder else bench_points
    return lost / len(DIE)


# ----- the actions, made once (the core plays one of these without checking it again) -----
DRAW = Action("draw")
STOP = Action("stop")
PLACE = MappingProxyType({n: Action("place", (n,)) for n in range(1, MAX_COLUMNS + 1)})
TAKE = MappingProxyType({n: Action("take", (n,)) for n in range(1, MAX_COLUMNS + 1)})
BANK = MappingProxyType({c: Action("bank", (c,)) for c in COLOURS})
# The legal lists ``_legal`` shares between games are tuples, so that no caller can change
# another game's; the others it makes afresh.
_ONLY_DRAW = (DRAW,)
_DRAW_OR_STOP = (DRAW, STOP)
_ONLY_STOP = (STOP,)
_NO_ACTIONS: tuple[Action, ...] = ()
# the colour letters on a bench -> draw, then bank each of those colours (COLOURS order)
_DRAW_OR_BANK = MappingProxyType({
    frozenset(s): (DRAW, *(BANK[c] for c in COLOURS if CODE_OF[c] in s))
    for s in ({c for i, c in enumerate("RBGYP") if k >> i & 1} for k in range(32))})
_colour_letter = itemgetter(0)
