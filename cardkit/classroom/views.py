"""What a classroom page sends to its table, put together from the table's parts.

A student's page and the projector build their ``Table.view`` as the lesson's table does
(``cardkit.views.seat_view.table_view`` and ``status_line``; ``PlayView`` is the lesson's
single screen, and there is no second one here): the seat's own observation, or for the
projector the public one (``public_observation``). What the room adds is its own: the legal
moves only on the seat's turn while the game runs, why nothing moves (``waiting``), and
``seen``, the number of actions the table shows, which every action the page sends carries
back (``cardkit.classroom.table``).
"""
from __future__ import annotations

import weakref
from typing import Any

from ..i18n import _
from ..views.seat_view import status_line, table_view
from .room import Room


def seat_view(room: Room, player: int, error: str = "") -> dict[str, Any]:
    """The table as seat ``player`` sees it, with its moves when it is that seat's turn."""
    with room.lock:
        g = room.game
        names = room.names(player)
        mine = room.started and room.running and g.current_player == player and not g.is_over
        legal = [str(a) for a in g.legal_actions()] if mine else []
        view = table_view(g, player, names, legal, status(room, player), error=error,
                          notice=room.notice, waiting=waiting(room, player), private=room.private)
        view["seen"] = len(g.history)
        return view


_PUBLIC_VIEWS: weakref.WeakKeyDictionary[Room, tuple[int, dict[str, Any]]] = weakref.WeakKeyDictionary()


def projector_view(room: Room) -> dict[str, Any]:
    """The public table for the projector: no hand, no move to choose. Worked out once a
    change of the room: the projector and every student waiting for a seat are sent the
    same (not to be changed by whoever gets it)."""
    with room.lock:
        kept = _PUBLIC_VIEWS.get(room)
        if kept is not None and kept[0] == room.version:
            return kept[1]
        g = room.game
        view = table_view(g, None, room.names(), [], status(room, None), notice=room.notice,
                          waiting=waiting(room, None), private=room.private, obs=room.public())
        view["seen"] = len(g.history)
        _PUBLIC_VIEWS[room] = (room.version, view)
        return view


def status(room: Room, viewer: int | None) -> str:
    """One line: who is to move, or the result."""
    g = room.game
    return status_line(g, room.names(viewer), g.current_player == viewer and room.running)


def waiting(room: Room, viewer: int | None) -> str:
    """Why nothing moves now, if nothing does."""
    g = room.game
    if g.is_over:
        return ""
    if not room.started:
        return _("Waiting for the teacher to start the game.")
    if not room.running:
        return _("The teacher has paused the game.")
    seat = room.seats[g.current_player]
    if seat.open:
        return _("Seat {seat} is waiting for a student to join.").format(seat=seat.player)
    if seat.holder is not None and not room.connected(seat.player) and seat.player != viewer:
        return _("{name} is disconnected: the teacher can wait or give the seat to a bot.").format(
            name=seat.name)
    return ""
