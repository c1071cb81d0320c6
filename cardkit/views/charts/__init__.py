"""Live charts beside the table, fed by ``cardkit.prob.<module>.summary``.

A game adds its charts in ``cardkit/views/charts/<module>.py`` with a class
``Charts``: ``Charts()`` builds ``.figures`` (plotly ``FigureWidget``s) and
``update(game, player, summary)`` refreshes them after every action; an optional
``table_overlay(game, player, summary)`` returns a JSON-ready dict that ``play`` syncs to the
table as ``view["overlay"]`` (figures drawn on the board itself). A game
without its own module gets ``ScalarCharts``: one bar per number in the summary.
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import Any

import plotly.graph_objects as go

from ...core import Game


def module_name(game: Game) -> str:
    """The Python module name of a game, e.g. ``uno_duo`` for ``uno-duo``."""
    return game.name.replace("-", "_")


def summary_for(game: Game, player: int | None) -> dict[str, Any] | None:
    """``cardkit.prob.<module>.summary(game, player)``, or None if the game has none."""
    name = f"cardkit.prob.{module_name(game)}"
    if importlib.util.find_spec(name) is None:
        return None
    summary = getattr(importlib.import_module(name), "summary", None)
    return None if summary is None else summary(game, player)


def charts_for(game: Game):
    """The game's own ``Charts`` if it has a chart module, else ``ScalarCharts``."""
    name = f"{__name__}.{module_name(game)}"
    if importlib.util.find_spec(name) is not None:
        return importlib.import_module(name).Charts()
    return ScalarCharts()


def base_layout(title: str, x: str, y: str, **extra: Any) -> dict[str, Any]:
    """The look all charts share: a title, labelled axes, a compact size."""
    return dict(title=dict(text=title, font=dict(size=14)), template="plotly_white",
                height=290, margin=dict(l=55, r=15, t=45, b=45),
                xaxis=dict(title=dict(text=x)), yaxis=dict(title=dict(text=y)),
                hoverlabel=dict(namelength=-1), **extra)


class ScalarCharts:
    """One bar per plain number in the game's summary, for games without their own charts."""

    def __init__(self) -> None:
        self.figures = [go.FigureWidget(
            data=[go.Bar(x=[], y=[], hovertemplate="%{x}: %{y:.3f}<extra></extra>")],
            layout=base_layout("The probability panel's figures", "figure", "value"))]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        numbers = {k: v for k, v in summary.items()
                   if isinstance(v, (int, float)) and not isinstance(v, bool)}
        with self.figures[0].batch_update():
            self.figures[0].data[0].x = list(numbers)
            self.figures[0].data[0].y = list(numbers.values())
