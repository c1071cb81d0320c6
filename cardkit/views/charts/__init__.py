"""Live charts beside the table, fed by ``cardkit.prob.<module>.summary``.

A game adds its charts in ``cardkit/views/charts/<module>.py`` with a class ``Charts``,
named in its entry of ``cardkit.registry.CATALOGUE``: ``Charts()`` builds ``.figures``
(``LiveFigure``s: plotly figures that their ``.widget`` draws live) and
``update(game, player, summary)`` refreshes them after every action; an optional
``table_overlay(game, player, summary)`` returns a JSON-ready dict that ``play`` syncs to the
table as ``view["overlay"]`` (figures drawn on the board itself). A game outside the
catalogue (one a user wrote) gets ``ScalarCharts``: one bar per number in the summary.
"""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ...core import Game
from ...core.sentences import winners_text
from ...i18n import _
from ...registry import CATALOGUE
from . import style
from .live import LiveFigure


def module_name(game: Game) -> str:
    """The Python module name of a game, e.g. ``uno_duo`` for ``uno-duo``."""
    return game.name.replace("-", "_")


def summary_for(game: Game, player: int | None) -> dict[str, Any] | None:
    """The catalogue's ``summary(game, player)`` of the game (``cardkit.prob.<module>``), or
    None for a game outside the catalogue (a class a user wrote and did not register)."""
    if game.name not in CATALOGUE:
        return None
    return CATALOGUE[game.name].part("summary")(game, player)


def charts_for(game: Game):
    """The catalogue's ``Charts`` of the game, or ``ScalarCharts`` for a game outside it."""
    if game.name not in CATALOGUE:
        return ScalarCharts()
    return CATALOGUE[game.name].part("charts")()


def base_layout(title: str, x: str, y: str, **extra: Any) -> dict[str, Any]:
    """The look all live charts share: a title, labelled axes, a compact size, text ≥ 14 px,
    plotly's toolbar in the right margin, clear of the title."""
    return style.text_layout(
        title=dict(text=title, x=0.01, xanchor="left"), width=style.WIDTH, height=style.HEIGHT,
        margin=dict(l=60, r=style.MODEBAR_MARGIN, t=70 if "<br>" in title else 45, b=50),
        modebar=dict(style.MODEBAR),
        xaxis=dict(title=dict(text=x), automargin=True),
        yaxis=dict(title=dict(text=y), automargin=True), **extra)


def set_title(fig: LiveFigure, text: str) -> None:
    """A new title, with room above the plot for a second line when it has one."""
    fig.set_layout(title_text=text, margin_t=70 if "<br>" in text else 45)


def player_ticks(fig: LiveFigure, players: int, me: int) -> list[str]:
    """The categories of a bar per player: full names (the hover shows them), and under the
    bars only each player's number, "(this view)" below the seat on screen, on an axis titled
    "player", so that six players fit a compact chart."""
    names = [player_name(p, me) for p in range(players)]
    this_view = _("(this view)")
    fig.set_layout(xaxis_tickvals=names, xaxis_title_text=_("player"), xaxis_ticktext=[
        f"{p}" + (f"<br>{this_view}" if p == me else "") for p in range(players)])
    return names


def step_text(game: Game) -> str:
    """The moment a point of a chart over the game stands for, for its hover text:
    "after action 12 (player 1: stop)" or "before the first action"."""
    if not game.history:
        return _("before the first action")
    who, text, _events = game.history[-1]
    return _("after action {n} (player {p}: {action})").format(n=len(game.history), p=who,
                                                              action=text)


def player_name(p: int, me: int | None = None) -> str:
    """A player as a chart names them: "player 2", and "player 0 (this view)" for ``me``."""
    name = _("player {p}").format(p=p)
    return name + " " + _("(this view)") if p == me else name


class GameOver:
    """A chart set's finished-game view: once ``game.is_over`` the first figure shows the final
    scores and the others say the game is over, instead of the stale chances of the last
    position; an undo back into the game brings the live charts back as they were.

    ``show(figures, game, me)`` returns True while the game is over (the caller then skips its
    live update)."""

    def __init__(self, score_label: str | None = None) -> None:
        self.score_label = _("final score") if score_label is None else score_label
        self._live: list[tuple[dict, list]] | None = None  # each figure's layout and visibility

    def show(self, figures: list[go.Figure], game: Game, me: int) -> bool:
        if not game.is_over:
            self._restore(figures)
            return False
        if self._live is None:
            self._live = [(fig.layout.to_plotly_json(), [t.visible for t in fig.data])
                          for fig in figures]
            for fig in figures:
                fig.add_bar(x=[], y=[], name=_("final score"), showlegend=False)
        scores, winners = game.scores(), game.winners()
        verdict = winners_text(winners) if winners else _("No one wins")
        for i, fig in enumerate(figures):
            with fig.batch_update():
                for trace in fig.data[:-1]:
                    trace.visible = False
                fig.layout.shapes, fig.layout.annotations = [], []
                fig.layout.showlegend = False
                if i == 0:
                    self._scores(fig, game, me, scores, winners)
                    set_title(fig, _("Game over: {verdict}").format(verdict=verdict))
                else:
                    self._note(fig, game, scores, verdict)
        return True

    def _scores(self, fig, game: Game, me: int, scores: dict, winners: list[int]) -> None:
        """One bar a player, lying down so that long scores and many players still fit."""
        wins = " " + _("★ wins")
        names = [player_name(p, me) + (wins if p in winners else "") for p in scores]
        values = list(scores.values())
        fig.data[-1].update(
            y=names, x=values, orientation="h", text=[game.score_text(v) for v in values],
            **style.OUTSIDE_TEXT, visible=True,
            hovertemplate="%{y}: %{text}<extra>" + _("final score") + "</extra>",
            marker=dict(color=[style.ORANGE if p in winners else style.GREY for p in scores],
                        pattern=dict(shape=["" if p in winners else "/" for p in scores],
                                     fgcolor="#fff"), line=dict(color="#333", width=1)))
        top = max([abs(v) for v in values] + [1])
        # new axes, not updated ones: the live chart's tick values (card names, 0-100 %) would
        # leave the points axis without numbers and the player axis with one name
        fig.layout.xaxis = dict(title_text=self.score_label, automargin=True, type="linear",
                                range=[min(0, min(values)) * 1.4, top * 1.4], autorange=False,
                                tickformat="~s", tickangle=0)
        fig.layout.yaxis = dict(title_text=_("player"), automargin=True, type="category",
                                autorange="reversed")

    def _note(self, fig, game: Game, scores: dict, verdict: str) -> None:
        lines = "<br>".join(_("player {p}: {score}").format(p=p, score=game.score_text(v))
                            for p, v in scores.items())
        fig.data[-1].update(x=[], y=[], visible=False)
        fig.update_xaxes(visible=False)
        fig.update_yaxes(visible=False)
        set_title(fig, _("Game over: no more chances to show"))
        final, again = _("Final scores:"), _("Undo to look at the chances again.")
        fig.layout.annotations = [style.note(f"<b>{verdict}.</b><br>{final}<br>{lines}"
                                             f"<br><i>{again}</i>")]

    def _restore(self, figures: list[go.Figure]) -> None:
        if self._live is None:
            return
        for fig, (layout, visible) in zip(figures, self._live, strict=True):
            with fig.batch_update():
                fig.data = fig.data[:-1]
                for trace, v in zip(fig.data, visible, strict=True):
                    trace.visible = v
                fig.layout = layout
        self._live = None


class ScalarCharts:
    """One bar per plain number in the game's summary, for games without their own charts."""

    def __init__(self) -> None:
        self.figures = [LiveFigure(
            data=[go.Bar(x=[], y=[], hovertemplate="%{x}: %{y:.3f}<extra></extra>")],
            layout=base_layout(_("The probability panel's figures"), _("figure"), _("value")))]
        self._over = GameOver()

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        if self._over.show(self.figures, game, 0 if player is None else player):
            return
        numbers = {k: v for k, v in summary.items()
                   if isinstance(v, (int, float)) and not isinstance(v, bool)}
        self.figures[0].set_trace(0, x=list(numbers), y=list(numbers.values()))
