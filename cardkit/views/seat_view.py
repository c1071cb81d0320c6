"""What a ``Table`` is sent: one seat's view of the game, or an onlooker's.

One of the parts a table is put together from (``seats`` says who sits where, ``timeline``
which moment is shown, ``narration`` the log, ``panel`` the charts): the lesson's
single-screen table (``play``), a classroom student's page and the classroom projector each
build their ``Table.view`` here. It holds the observation of that seat only: an onlooker
(``viewer=None``, the projector) gets ``public_observation``, what every seat sees alike.
"""
from __future__ import annotations

from typing import Any

from ..core import Game
from ..i18n import _
from .final import headline, result


def table_view(game: Game, viewer: int | None, names: list[str], legal: list[str],
               status: str, *, error: str = "", notice: str = "", waiting: str = "",
               private: bool = True, obs: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``view`` a Table draws: ``viewer``'s observation (``None``: the public one, which
    ``obs`` may give ready made), the action texts it may choose now (``legal``), the names,
    a ``status`` line, what is being waited for, a refusal (``error``) or a ``notice``; the
    result once the game is over. ``private``: whether players see different things (then
    the last actions' event data, which may name a hidden card, is left out)."""
    if obs is None:
        obs = game.observation(viewer) if viewer is not None else public_observation(game)
    view: dict[str, Any] = {"names": names, "error": error, "seat": viewer, "screen": None,
                            "waiting": waiting, "notice": notice, "obs": obs, "legal": legal,
                            "status": status}
    if game.is_over:
        view["over"] = result(game, names)
    if not private:  # what just happened, for a renderer to show (e.g. a bust)
        view["recent"] = recent(game)
    return view


def status_line(game: Game, names: list[str], mine: bool) -> str:
    """One line over the table: the result, or who is to move (``mine``: the person at this
    screen may act now, and is told how)."""
    if game.is_over:
        table = ", ".join(f"{names[p]} {game.score_text(s)}" for p, s in game.scores().items())
        return _("{headline} ({scores})").format(headline=headline(game, names), scores=table)
    p = game.current_player
    if mine:
        return _("{name}: your move. Click a glowing card or place on the table, or a "
                 "button.").format(name=names[p])
    return _("{name} is to move.").format(name=names[p])


def recent(game: Game, last: int = 12) -> list[dict[str, Any]]:
    """The last actions with their events' kind, player and data (only for games without
    hidden information: an event's data may name a hidden card)."""
    return [{"player": who, "text": text,
             "events": [{"kind": e.kind, "player": e.player, "data": e.data} for e in events]}
            for who, text, events in game.history[-last:]]


def public_observation(game: Game) -> dict[str, Any]:
    """What an onlooker sees (the game's API has no onlookers' observation): each part of the
    observation that is the same from every seat; a part that differs (a hand, the seat's own
    legal moves) is left empty. Anything every player sees is hidden from none."""
    seen = [game.observation(p) for p in range(game.players)]
    public: dict[str, Any] = {}
    for key, value in seen[0].items():
        same = all(other.get(key) == value for other in seen[1:])
        public[key] = value if same else _empty(value)
    return public


def _empty(value: Any) -> Any:
    return type(value)() if isinstance(value, (list, dict, str)) else None
