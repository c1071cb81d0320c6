"""Pegs and Jokers' cards, the rule options, and the tables the plays are listed with
(the layout of a play's sort key, rows of moves, progress)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from types import MappingProxyType

from ...core import Action, Kept, is_whole_number
from .board import (
    HOME,
    HOME_HOLES,
    PEGS,
    SIDE,
    peg_name,
)

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = "JK"
HAND = 5
DECKS = MappingProxyType({4: (3, 6), 6: (3, 6), 8: (4, 8)})  # players: (52-card decks, jokers)
COLOUR_NAMES = ("red", "blue", "green", "yellow", "purple", "orange", "black", "white")

OUT_RANKS = frozenset({"A", "K", "Q", "J"})            # bring a peg out
FORWARD = MappingProxyType({"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "9": 9,
                            "10": 10, "J": 10, "Q": 10, "K": 10})  # holes forward on the track
BACK = MappingProxyType({"8": 8})                      # holes backward
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
_PEG_IDS = MappingProxyType({name: q for q, name in enumerate(PEG_NAMES)})
_RANK_OF = MappingProxyType({**{r + s: r for s in SUITS for r in RANKS}, JOKER: JOKER})
_HOW_FORWARD = MappingProxyType({k: f" {k} forward" for k in range(1, 11)})
_HOW_BACK = MappingProxyType({r: f" {k} back" for r, k in BACK.items()})
_SAME_MOVES = MappingProxyType({"Q": "J", "K": "J"})  # ranks whose moves are the same (_plays)
_MAX_PLAYS = 200_000
_DISCARDS = MappingProxyType({code: Action("discard", (code,)) for code in _RANK_OF})


def _plan(play: tuple) -> tuple:
    """The pegs a play's ``(rank, args after the card)`` name, as ``_execute`` reads them; ()
    when the args are of another shape (then ``_execute`` reads them step by step, with its
    reasons)."""
    r, args = play
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


_PLANS = Kept(_plan, _MAX_PLAYS)  # (rank, args after the card) -> what _execute does
# ready-made actions (immutable; each keeps its text once worked out), by their args
_PLAYS = Kept(partial(Action, "play"), _MAX_PLAYS)
PART_NAMES = tuple(tuple(f"{peg_name(q)}:{k}" for k in range(10)) for q in range(8 * PEGS))
_ALL_CODES = frozenset([r + s for s in SUITS for r in RANKS] + [JOKER])

# the bits of a play's key (``moves``), from the lowest: below the home flag of the second
# part what the play does (where each part ends, whether it lands on a peg), above it which
# play it is, on top the team's progress it makes: sorting keys sorts the plays by
# progress, then by card, kind, pegs and holes
_K_FB, _K_FA = 1, 2          # the second part / the (first) part lands on a peg
_K_DB = 2                    # where the second part ends (a ``_DEST`` code, 8 bits)
_K_DA = 10                   # where the (first) part ends (joker: the target's hole)
_K_HB = 1 << 18              # the second part turns into home
_K_B = 19                    # second part's peg index among the team's (joker: target hole)
_K_HA = 1 << 27              # the (first) part turns into home
_K_KA = 28                   # holes of a split's first part
_K_A = 32                    # the (first) peg's index among the team's pegs
_K_SEC = 37                  # 0 coming out or joker, 1 one peg, 2 split
_K_CI = 39                   # the card's index among the hand's distinct cards
_K_G = 42                    # above: _OFF - the team's progress the play makes
_OFF = 1 << 12
_K_MOVE = ((1 << _K_CI) - 1) & ~(_K_HB - 1)  # the play without its card and its outcome
_KMAX = 10  # the most holes forward of any card: the rows of ``moves``


def _dest_codes() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Locations as 8-bit codes and back: track holes as they are, home hole h as 144 + h."""
    track = SIDE * 8
    dest = tuple(range(track)) + tuple(HOME + h for h in range(HOME_HOLES))
    code = [0] * (HOME + HOME_HOLES)
    for c, loc in enumerate(dest):
        code[loc] = c
    return tuple(code), dest


_CODE, _DEST = _dest_codes()

# How far each card moves a peg: holes forward (backward: negative), None for the joker,
# which jumps. Bots and probabilities read the cards' reach here, never a copy of it.
HOLES = MappingProxyType({**FORWARD, **{r: -k for r, k in BACK.items()}, JOKER: None})
ONE_CARD_REACH = (*sorted(set(FORWARD.values())), *(-k for k in BACK.values()))


def _team_peg(team: int, i: int) -> int:
    """The id of a team's peg ``i`` (``team_pegs[team][i]``: its colours in seating order)."""
    return (i // PEGS * 2 + team) * PEGS + i % PEGS


def _move_args(team: int, code: str, move: int) -> tuple[str, ...]:
    """The args after the card of the play of ``code`` a key's ``move`` bits (``key &
    _K_MOVE``; a joker's: the target peg above them, at ``_K_CI``) name, for ``team``."""
    a = _team_peg(team, move >> _K_A & 31)
    if code == JOKER:
        return PEG_NAMES[a], PEG_NAMES[move >> _K_CI]
    if move >> _K_SEC & 3 < 2:
        return (PEG_NAMES[a], "home") if move & _K_HA else (PEG_NAMES[a],)
    ka = move >> _K_KA & 15
    kb = FORWARD[_RANK_OF[code]] - ka
    b = _team_peg(team, move >> _K_B & 255)
    return (PART_NAMES[a][ka], *(("home",) if move & _K_HA else ()),
            PART_NAMES[b][kb], *(("home",) if move & _K_HB else ()))


def _team_play(team: int, code: str, move: int) -> Action:
    return _PLAYS[(code, *_move_args(team, code, move))]


def _card_plays(team: int, code: str) -> Kept:
    return Kept(partial(_team_play, team, code), _MAX_PLAYS)


# per team: card -> a key's ``move`` bits (as ``_move_args`` reads them) -> ready-made action
_ACTIONS = tuple(Kept(partial(_card_plays, team)) for team in (0, 1))


def holes_moved(rank: str) -> int | None:
    """Holes a card of ``rank`` moves one peg: forward (8: backward, negative); None for a
    joker, which lands on another peg wherever it is."""
    return HOLES[rank]

