"""The live charts beside a table, as one part that a table puts together with the others.

``ChartPanel`` holds the game's ``Charts`` (``cardkit.views.charts``) and feeds them the
summary of the position drawn, worked out once a position (a redraw that changes no position,
an error shown or the device handed over, reuses it). While a timeline looks back, the charts
that draw a series over the game keep the present's points aside and get them back at the end.
"""
from __future__ import annotations

from typing import Any

from ..core import Game
from .charts import charts_for, summary_for


class ChartPanel:
    """The charts of ``game``'s kind, for the viewer the table shows."""

    def __init__(self, game: Game) -> None:
        self.charts = charts_for(game)
        self._summary: tuple | None = None  # (game, actions, last entry, viewer, summary)
        self._kept_series: dict[str, Any] | None = None  # the charts' memory while looking back

    @property
    def figures(self) -> list:
        return list(self.charts.figures) if self.charts else []

    def summary(self, g: Game, viewer: int) -> dict[str, Any] | None:
        """``summary_for(g, viewer)``, computed once a position."""
        if not self.charts:
            return None
        last = g.history[-1] if g.history else None  # an entry is a new object for a new action
        kept = self._summary
        if (kept is None or kept[0] is not g or kept[1] != len(g.history) or kept[2] is not last
                or kept[3] != viewer):
            kept = self._summary = (g, len(g.history), last, viewer, summary_for(g, viewer))
        return kept[4]

    def overlay(self, g: Game, viewer: int, summary: dict[str, Any] | None) -> dict | None:
        """What the charts lay on the table itself (e.g. a danger map over the board), if any."""
        overlay = getattr(self.charts, "table_overlay", None)
        if summary is None or overlay is None or g.is_over:
            return None
        return overlay(g, viewer, summary)

    def update(self, g: Game, viewer: int, summary: dict[str, Any] | None) -> None:
        if summary is not None:
            self.charts.update(g, viewer, summary)

    def keep_series(self, looking: bool) -> None:
        """Charts that draw a series over the game (Push's bust chance) remember its points
        as the game goes, and forget those past the action drawn: the present's memory is
        set aside at the first look back; each moment is drawn from it (so every earlier
        point shows), and it is put back at the end."""
        kept = self._kept_series
        if looking and kept is None:
            memory = getattr(self.charts, "__dict__", {})
            self._kept_series = {k: v for k, v in memory.items() if k != "figures"}
            return
        if kept is not None:
            for name, value in kept.items():  # a copy: the drawing may fill the dicts
                setattr(self.charts, name, dict(value) if isinstance(value, dict) else value)
            if not looking:
                self._kept_series = None
