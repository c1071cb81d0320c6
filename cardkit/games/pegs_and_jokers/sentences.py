"""Pegs and Jokers' event sentences, written when first read (see ``core.Event``), in the
language in use (``cardkit.i18n``)."""
from __future__ import annotations

from types import MappingProxyType

from ...i18n import _
from .board import (
    PEGS,
    peg_name,
    where,
)


def _how(how: str) -> str:
    """``" 5 forward"``, ``" with the joker"`` (the move's words, as the game passes them) in
    the language."""
    if not how:
        return ""
    if how == " with the joker":
        return _(" with the joker")
    k, word = how.split()
    return (_(" {k} forward") if word == "forward" else _(" {k} back")).format(k=k)


def _play_text(e) -> str:
    return _("Player {p} plays {card}.").format(p=e[1], card=e[2]["card"])


def _draw_text(e) -> str:
    return _("Player {p} draws a card.").format(p=e[1])


def _turn_text(e) -> str:
    return _("Player {p}'s turn.").format(p=e[1])


def _bump_text(peg: int, spot_of: int | None) -> str:
    if spot_of is None:
        return _("Peg {peg} (player {p}) is sent back to its start area.").format(
            peg=peg_name(peg), p=peg // PEGS)
    return _("Peg {peg} (player {p}) is sent back to its start area from player {q}'s "
             "in-spot.").format(peg=peg_name(peg), p=peg // PEGS, q=spot_of)


def _in_spot_text(peg: int, spot: int) -> str:
    return _("Partner's peg {peg} is sent to its in-spot (track hole {spot}).").format(
        peg=peg_name(peg), spot=spot)


def _home_text(peg: int, how: str, origin: int, dest: int) -> str:
    return _("Peg {peg} moves{how} and turns into home, to {where}.").format(
        peg=peg_name(peg), how=_how(how), where=where(dest))


def _come_out_text(peg: int, how: str, origin: int, dest: int) -> str:
    return _("Peg {peg} comes out onto {where}{how}.").format(
        peg=peg_name(peg), where=where(dest), how=_how(how))


def _move_text(peg: int, how: str, origin: int, dest: int) -> str:
    return _("Peg {peg} moves{how} from {origin} to {dest}.").format(
        peg=peg_name(peg), how=_how(how), origin=where(origin), dest=where(dest))


_MOVE_TEXT = MappingProxyType({"home": _home_text, "come_out": _come_out_text,
                               "move": _move_text})


def _discard_text(p: int, card: str) -> str:
    return _("Player {p} has no card that must move a peg and discards {card}.").format(
        p=p, card=card)


def _win_text(team: int, members: tuple) -> str:
    return _("Every peg of team {team} (players {players}) is home: team {team} wins.").format(
        team=team, players=", ".join(map(str, members)))


def _rebuild_text(n: int, dealer: int) -> str:
    return _("The draw pile is empty: the {n} discards are shuffled into a new one (player "
             "{dealer} deals).").format(n=n, dealer=dealer)
