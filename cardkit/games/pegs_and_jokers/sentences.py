"""Pegs and Jokers' event sentences, written when first read (see ``core.Event``)."""
from __future__ import annotations

from .board import (
    PEGS,
    peg_name,
    where,
)


def _play_text(e) -> str:
    return f"Player {e[1]} plays {e[2]['card']}."


def _draw_text(e) -> str:
    return f"Player {e[1]} draws a card."


def _turn_text(e) -> str:
    return f"Player {e[1]}'s turn."


def _bump_text(peg: int, spot_of: int | None) -> str:
    where = "" if spot_of is None else f" from player {spot_of}'s in-spot"
    return f"Peg {peg_name(peg)} (player {peg // PEGS}) is sent back to its start area{where}."


def _in_spot_text(peg: int, spot: int) -> str:
    return f"Partner's peg {peg_name(peg)} is sent to its in-spot (track hole {spot})."


def _home_text(peg: int, how: str, origin: int, dest: int) -> str:
    return f"Peg {peg_name(peg)} moves{how} and turns into home, to {where(dest)}."


def _come_out_text(peg: int, how: str, origin: int, dest: int) -> str:
    return f"Peg {peg_name(peg)} comes out onto {where(dest)}{how}."


def _move_text(peg: int, how: str, origin: int, dest: int) -> str:
    return f"Peg {peg_name(peg)} moves{how} from {where(origin)} to {where(dest)}."


_MOVE_TEXT = {"home": _home_text, "come_out": _come_out_text, "move": _move_text}
