"""Push's cards, colours and points, the rule options, and the cards as bits."""
from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter

from ...core import Action, Card

COLOURS = ("red", "blue", "green", "yellow", "purple")
COLOUR_CODES = {"R": "red", "B": "blue", "G": "green", "Y": "yellow", "P": "purple"}
CODE_OF = {v: k for k, v in COLOUR_CODES.items()}
RANKS = (1, 2, 3, 4, 5, 6)
COPIES = 3
ROLL_CARDS = 18
SWITCH_CARDS = 12
DIE = ("RED", "BLUE", "GREEN", "YELLOW", "PURPLE", "STAR")
MAX_COLUMNS = 3
SYMBOL = {"red": "♥", "blue": "♠", "green": "♣", "yellow": "★", "purple": "♦"}

CARDS: dict[str, Card] = {
    f"{c}{r}": Card(f"{c}{r}", f"{COLOUR_CODES[c]} {r}", COLOUR_CODES[c], r, r)
    for c in COLOUR_CODES for r in RANKS
}
CARDS["ROLL"] = Card("ROLL", "Roll card")
CARDS["SWITCH"] = Card("SWITCH", "Switch card")


@dataclass(frozen=True)
class Options:
    harder: bool = False  # a STAR discards the whole bench instead of nothing


def colour_of(code: str) -> str | None:
    return COLOUR_CODES.get(code[0]) if code not in ("ROLL", "SWITCH") else None


def rank_of(code: str) -> int:
    return int(code[1]) if code not in ("ROLL", "SWITCH") else 0


# Lookup tables and ready-made actions: playouts ask for these hundreds of thousands of times.
_RANK = {code: rank_of(code) for code in CARDS}
_BENCH_KEY = {code: ("RBGYP".index(code[0]), int(code[1])) for code in CARDS
              if code not in ("ROLL", "SWITCH")}
DRAW = Action("draw")
STOP = Action("stop")
PLACE = {n: Action("place", (n,)) for n in range(1, MAX_COLUMNS + 1)}
TAKE = {n: Action("take", (n,)) for n in range(1, MAX_COLUMNS + 1)}
BANK = {c: Action("bank", (c,)) for c in COLOURS}
_ONLY_DRAW = [DRAW]
_DRAW_STOP = [DRAW, STOP]
_ONLY_STOP = [STOP]
_NO_ACTIONS: list[Action] = []
_TWO_PLAYER_DECK = tuple([f"{c}{r}" for c in COLOUR_CODES for r in RANKS for _ in range(COPIES)]
                         + ["ROLL"] * ROLL_CARDS)
_FULL_DECK = _TWO_PLAYER_DECK + ("SWITCH",) * SWITCH_CARDS  # three players or more
# the colour letters on a bench -> draw, then bank each of those colours (COLOURS order)
_TURN_ACTIONS = {frozenset(s): [DRAW] + [BANK[c] for c in COLOURS if CODE_OF[c] in s]
                 for s in ({c for i, c in enumerate("RBGYP") if k >> i & 1} for k in range(32))}
_first = itemgetter(0)
# (players, clockwise) -> for each player, the others from their neighbour on
_OTHERS = {(n, cw): tuple(tuple((p + (1 if cw else -1) * k) % n for k in range(1, n))
                          for p in range(n))
           for n in range(2, 7) for cw in (True, False)}


# ----- compact cards, for the experiment playout (Push._play_experiment) and the strategy ----
# A card as a number: the number cards 0-29 (colour index × 6 + rank − 1, COLOURS order),
# the Roll card 30, the Switch card 31.
_CODES = tuple(f"{c}{r}" for c in "RBGYP" for r in RANKS) + ("ROLL", "SWITCH")
_CARD_INDEX = {code: i for i, code in enumerate(_CODES)}
_ROLL_CARD, _SWITCH_CARD = 30, 31
# What a card keeps out of the column it joins, as bits of card numbers: the number cards of
# its colour or its number; the Roll card, another Roll card. A card fits a column when its
# bit is not in the column's mask.
_BLOCK = tuple(sum(1 << j for j, d in enumerate(_CODES[:30]) if d[0] == c[0] or d[1] == c[1])
               for c in _CODES[:30]) + (1 << _ROLL_CARD,)
_CARD_RANK = tuple(i % 6 + 1 for i in range(30)) + (0, 0)
_FACE_INDEX = {face: i for i, face in enumerate(DIE)}  # 0-4 the colours (COLOURS order), 5 STAR
_TURN, _PUSH, _PLACE, _COLLECT, _OVER = range(5)
_PHASES = ("turn", "push", "place", "collect", "over")


def fits(code: str, column: list[str]) -> bool:
    """Whether a number or Roll card may join a column."""
    if code == "ROLL":
        return "ROLL" not in column
    colour, rank = code[0], code[1]
    for c in column:
        if c != "ROLL" and (c[0] == colour or c[1] == rank):
            return False
    return True


def points(cards) -> int:
    return sum(map(_RANK.__getitem__, cards))
