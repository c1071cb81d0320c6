"""What a classroom page sends to its table: one seat's view, or the public one.

``table_view`` builds the dict that ``cardkit.views.table.Table`` draws, as ``PlayView``
does for the seat on screen (the observation of that seat, its legal action texts, the
names, a status line, the result at the end): here it is a function of its own, so that a
student's page and the projector build it without a ``PlayView``. The projector's table is
``public_observation``: the game's API has no onlookers' observation.
"""
from __future__ import annotations

from typing import Any

from ..core import Game
from ..views.final import headline, result
from ..views.play import recent
from .public import public_observation
from .room import Room


def table_view(game: Game, viewer: int | None, names: list[str], legal: list[str],
               status: str, waiting: str = "", error: str = "", notice: str = "",
               private: bool = True, public: dict | None = None) -> dict[str, Any]:
    """The ``view`` of a Table: ``viewer``'s observation (``None``: the public one, which
    ``public`` may give ready made); ``private``: whether players see different things."""
    if viewer is not None:
        obs = game.observation(viewer)
    else:
        obs = public_observation(game) if public is None else public
    view: dict[str, Any] = {"names": names, "error": error, "seat": viewer, "screen": None,
                            "waiting": waiting, "notice": notice, "obs": obs, "legal": legal,
                            "status": status, "seen": len(game.history)}
    if game.is_over:
        view["over"] = result(game, names)
    if not private:  # an event's data may name a hidden card
        view["recent"] = recent(game)
    return view


def seat_view(room: Room, player: int, error: str = "") -> dict[str, Any]:
    """The table as seat ``player`` sees it, with its moves when it is that seat's turn."""
    with room.lock:
        g = room.game
        names = room.names(player)
        mine = room.started and room.running and g.current_player == player and not g.is_over
        legal = [str(a) for a in g.legal_actions()] if mine else []
        return table_view(g, player, names, legal, status(room, player), waiting(room, player),
                          error, room.notice, room.private)


def projector_view(room: Room) -> dict[str, Any]:
    """The public table for the projector: no hand, no move to choose."""
    with room.lock:
        return table_view(room.game, None, room.names(), [], status(room, None),
                          waiting(room, None), "", room.notice, room.private, room.public())


def status(room: Room, viewer: int | None) -> str:
    """One line: who is to move, or the result."""
    g = room.game
    names = room.names(viewer)
    if g.is_over:
        scores = ", ".join(f"{names[p]} {g.score_text(s)}" for p, s in g.scores().items())
        return f"{headline(g, names)} ({scores})"
    p = g.current_player
    if p == viewer and room.running:
        return f"{names[p]}: your move. Click a glowing card or place on the table, or a button."
    return f"{names[p]} is to move."


def waiting(room: Room, viewer: int | None) -> str:
    """Why nothing moves now, if nothing does."""
    g = room.game
    if g.is_over:
        return ""
    if not room.started:
        return "Waiting for the teacher to start the game."
    if not room.running:
        return "The teacher has paused the game."
    seat = room.seats[g.current_player]
    if seat.open:
        return f"Seat {seat.player} is waiting for a student to join."
    if seat.holder is not None and not room.connected(seat.player) and seat.player != viewer:
        return f"{seat.name} is disconnected: the teacher can wait or give the seat to a bot."
    return ""
