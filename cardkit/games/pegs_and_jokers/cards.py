"""Pegs and Jokers' cards, the rule options, and the tables the plays are listed with
(the layout of a play's sort key, rows of moves, progress)."""
from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, is_whole_number
from .board import (
    HOME,
    HOME_HOLES,
    PEGS,
    SIDE,
    in_spot,
    peg_name,
)

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = "JK"
HAND = 5
DECKS = {4: (3, 6), 6: (3, 6), 8: (4, 8)}  # players: (52-card decks, jokers)
COLOUR_NAMES = ("red", "blue", "green", "yellow", "purple", "orange", "black", "white")

OUT_RANKS = frozenset({"A", "K", "Q", "J"})            # bring a peg out
FORWARD = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "9": 9, "10": 10,
           "J": 10, "Q": 10, "K": 10}                  # holes forward on the track
BACK = {"8": 8}                                        # holes backward
SPLIT = frozenset({"7", "9"})


@dataclass(frozen=True)
class Options:
    """Pegs and Jokers has no variants in its rules file."""


def rank_of(code: str) -> str:
    """``"10H"`` → ``"10"``, ``"JK"`` → ``"JK"``."""
    return JOKER if code == JOKER else code[:-1]


def team_of(player: int) -> int:
    return player % 2


class _Refused(Exception):
    """A move part that the rules refuse; carries the reason."""


def _is_peg(t: str) -> bool:
    a = t.split(":")
    return len(a) == 2 and all(is_whole_number(x, 2) for x in a)


def _is_part(t: str) -> bool:
    a = t.split(":")
    return len(a) == 3 and all(is_whole_number(x, 2) for x in a)


def _plain(t: str) -> str:
    """A peg or split part as the game writes it: '00:03' -> '0:3' (other text unchanged)."""
    a = t.split(":")
    return ":".join(str(int(x)) for x in a) if all(is_whole_number(x, 2) for x in a) else t


PEG_NAMES = tuple(peg_name(q) for q in range(8 * PEGS))
_PEG_IDS = {name: q for q, name in enumerate(PEG_NAMES)}
_RANK_OF = {r + s: r for s in SUITS for r in RANKS}
_RANK_OF[JOKER] = JOKER
_HOW_FORWARD = {k: f" {k} forward" for k in range(1, 11)}
_HOW_BACK = {r: f" {k} back" for r, k in BACK.items()}
_SAME_MOVES = {"Q": "J", "K": "J"}  # ranks whose moves are the same (_plays)
_PLANS: dict[tuple, tuple] = {}  # (rank, args after the card) -> what _execute does
# ready-made actions (immutable; each keeps its text once worked out), by their args
_PLAYS: dict[tuple, Action] = {}
_MAX_PLAYS = 200_000
_DISCARDS = {code: Action("discard", (code,)) for code in _RANK_OF}


def _plan(r: str, args: tuple) -> tuple:
    """The pegs a play's args name, as ``_execute`` reads them; () when the args are of
    another shape (then ``_execute`` reads them step by step, with its reasons)."""
    if r == JOKER:
        if len(args) == 2 and args[0] in _PEG_IDS and args[1] in _PEG_IDS:
            return (0, _PEG_IDS[args[0]], _PEG_IDS[args[1]])
        return ()
    if len(args) == 1 or (len(args) == 2 and args[1] == "home"):
        if args[0] in _PEG_IDS:
            return (1, _PEG_IDS[args[0]], len(args) == 2)
        return ()
    parts = []
    i = 0
    while i < len(args):
        home = i + 1 < len(args) and args[i + 1] == "home"
        bits = args[i].split(":")
        if len(bits) != 3 or not all(b.isdigit() for b in bits):
            return ()
        c, n, k = (int(b) for b in bits)
        if n >= PEGS or c >= 8 or not 1 <= k <= 10:
            return ()
        parts.append((c * PEGS + n, k, home))
        i += 2 if home else 1
    return (2, *parts)
PART_NAMES = tuple(tuple(f"{peg_name(q)}:{k}" for k in range(10)) for q in range(8 * PEGS))
_ALL_CODES = frozenset([r + s for s in SUITS for r in RANKS] + [JOKER])

# the bits of a play's key (``_plays``), from the lowest
_K_FB, _K_FA = 1, 2          # the second part / the (first) part lands on a peg
_K_HB = 4                    # the second part turns into home
_K_B = 3                     # second part's peg index among the team's (joker: target hole)
_K_HA = 1 << 11              # the (first) part turns into home
_K_KA = 12                   # holes of a split's first part
_K_A = 16                    # the (first) peg's index among the team's pegs
_K_SEC = 21                  # 0 coming out or joker, 1 one peg, 2 split
_K_CI = 23                   # the card's index among the hand's distinct cards
_K_G = 26                    # above: _OFF - gain
_K_MOVE = ((1 << _K_CI) - 1) & ~3  # the move without the card and the landing flags
_OFF = 1 << 12
# per team: card -> key & _K_MOVE (a joker's: the target peg for the hole) -> ready-made action
_ACTIONS: tuple[dict, dict] = ({}, {})
_KMAX = 10  # the most holes forward of any card: the rows of ``_plays``
_OPEN_ROWS: dict[int, tuple] = {}


def _open_rows(n: int) -> tuple:
    """``(plain, home)`` tables of ``_row`` (kmax 10) for a track peg with no peg on the 10
    holes ahead, by track length: ``plain[colour][hole]`` and ``home[colour][hole][free]``
    (``free``: the empty holes at the mouth of the colour's lane). Never changed."""
    got = _OPEN_ROWS.get(n)
    if got is None:
        players = n // SIDE
        prog = _progress(n, players)
        none = (None,) * (_KMAX + 1)
        plain, home = [], []
        for c in range(players):
            pc = prog[c]
            plain.append([(None,) + tuple((pc[lq] - pc[(lq + k) % n]) << _K_G
                                          for k in range(1, _KMAX + 1)) for lq in range(n)])
            by_hole = []
            for lq in range(n):
                j = (in_spot(c) - lq) % n
                by_free = []
                for free in range(HOME_HOLES + 1):
                    row = list(none)
                    if j < _KMAX:
                        for rr in range(1, min(HOME_HOLES, _KMAX - j, free) + 1):
                            row[j + rr] = ((pc[lq] - n - rr) << _K_G) | _K_HA
                    by_free.append(tuple(row))
                by_hole.append(by_free)
            home.append(by_hole)
        got = _OPEN_ROWS[n] = (plain, home)
    return got


# rows (``_row``) of a peg in its lane that may move 1..m holes, by kmax and m (never changed)
_LANE_ROWS = tuple(tuple((tuple(-k << _K_G if 1 <= k <= m else None for k in range(kmax + 1)),
                          (None,) * (kmax + 1)) for m in range(HOME_HOLES))
                   for kmax in range(11))
_PROGRESS: dict[int, list] = {}


def _progress(n: int, players: int) -> list[list[int]]:
    """Per colour, ``progress`` by location (a list: START is its last item)."""
    table = _PROGRESS.get(n)
    if table is None:
        table = []
        for c in range(players):
            row = [0] * (HOME + HOME_HOLES + 1)
            spot = in_spot(c)
            for x in range(n):
                row[x] = n - (spot - x) % n
            for h in range(HOME_HOLES):
                row[HOME + h] = n + 1 + h
            table.append(row)
        _PROGRESS[n] = table
    return table
