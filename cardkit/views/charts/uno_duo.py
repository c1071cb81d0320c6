"""UNO Duo's live charts: a playable draw over the game, the opponent's likely holdings, points."""
from __future__ import annotations

from types import MappingProxyType
from typing import Any

import plotly.graph_objects as go

from ...core import Game
from ...i18n import N_, _
from . import GameOver, base_layout, player_name, set_title, step_text, style
from .live import LiveFigure

# The order of the holdings bars, as ``cardkit.prob.uno_duo.summary`` names them, and their
# short tick labels (each bar is named under it, so its colour never has to be read alone);
# the names in the hover text (the summary's English names, translated where read).
HOLDINGS = ("red", "yellow", "green", "blue", "every colour", "Draw Two", "Wild (either kind)",
            "Wild Draw Four")
TICKS = MappingProxyType({
    "red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue"),
    "every colour": N_("all 4<br>colours"), "Draw Two": N_("Draw<br>Two"),
    "Wild (either kind)": N_("Wild<br>(any)"), "Wild Draw Four": N_("Wild<br>Draw 4")})
NAMES = MappingProxyType({
    "red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue"),
    "every colour": N_("every colour"), "Draw Two": N_("Draw Two"),
    "Wild (either kind)": N_("Wild (either kind)"), "Wild Draw Four": N_("Wild Draw Four")})
BAR_COLOURS = MappingProxyType({
    "red": "#c62828", "yellow": "#f2c94c", "green": "#2e7d32", "blue": "#1565c0",
    "every colour": "#6d4c41", "Draw Two": "#455a64", "Wild (either kind)": "#212121",
    "Wild Draw Four": "#000000"})
PATTERNS = MappingProxyType({"red": "", "yellow": ".", "green": "/", "blue": "x",
                             "every colour": "+", "Draw Two": "-", "Wild (either kind)": "|",
                             "Wild Draw Four": "|"})


def _layouts() -> tuple[dict, dict, dict]:
    playable = base_layout(_("Chance that a card drawn now<br>can be played"),
                           _("actions played"), _("playable draw (%)"), yaxis_range=[0, 100],
                           showlegend=False)
    holds = base_layout(_("Chance the opponent holds at least one"), "", _("chance (%)"),
                        yaxis_range=[0, 119], showlegend=False, xaxis_tickangle=0,
                        xaxis_tickvals=HOLDINGS, xaxis_ticktext=[_(TICKS[k]) for k in HOLDINGS])
    points = base_layout(_("Points: hands now and the match<br>(lower wins)"), "", _("points"),
                         barmode="group", legend=dict(orientation="h", y=-0.15, x=0))
    return playable, holds, points


class Charts:
    """Three figures fed by ``cardkit.prob.uno_duo.summary`` for the player whose view is shown."""

    def __init__(self) -> None:
        self._playable: dict[int, tuple[float, str]] = {}  # action number -> (percent, hover)
        self._over = GameOver(_("match points (lower wins)"))
        playable_layout, holds_layout, points_layout = _layouts()
        playable = LiveFigure(
            data=[go.Scatter(x=[], y=[], mode="lines+markers", name=_("playable draw"),
                             line=dict(color=style.BLUE, width=2), marker=dict(size=6),
                             hovertemplate="%{text}<extra></extra>", text=[])],
            layout=playable_layout)
        holds = LiveFigure(
            data=[go.Bar(x=HOLDINGS, y=[0.0] * len(HOLDINGS), name=_("chance"),
                         marker=dict(color=[BAR_COLOURS[k] for k in HOLDINGS],
                                     line=dict(color="#333", width=1),
                                     pattern=dict(shape=[PATTERNS[k] for k in HOLDINGS],
                                                  fgcolor="#ffffff", size=6)),
                         text=[""] * len(HOLDINGS), **style.OUTSIDE_TEXT,
                         customdata=[""] * len(HOLDINGS),
                         hovertemplate="%{customdata}<extra></extra>")],
            layout=holds_layout)
        points = LiveFigure(
            data=[go.Bar(x=[], y=[], name=_("in hand now (the opponent's: expected)"),
                         marker=dict(color=style.GREY, line=dict(color="#333", width=1),
                                     pattern=dict(shape="/", fgcolor="#fff")),
                         text=[], **style.OUTSIDE_TEXT,
                         hovertemplate="%{x}: %{customdata}<extra></extra>", customdata=[]),
                  go.Bar(x=[], y=[], name=_("match total"), marker_color="#8e2430",
                         text=[], **style.OUTSIDE_TEXT,
                         hovertemplate=_("%{x}: %{y} points in the match") + "<extra></extra>")],
            layout=points_layout)
        self.figures = [playable, holds, points]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        me = 0 if player is None else player
        if self._over.show(self.figures, game, me):
            return
        self._update_playable(game, me, summary)
        self._update_holds(1 - me, summary)
        self._update_points(me, summary)

    def _update_playable(self, game: Game, me: int, summary: dict[str, Any]) -> None:
        n = len(game.history)
        self._playable = {k: v for k, v in self._playable.items() if k < n}
        percent = 100.0 * summary["draw_playable"]
        if game.phase != "draft":  # no card is played in the draft: a 0% there is no chance
            self._playable[n] = (percent, "<br>".join([
                step_text(game),
                _("player {p} to act, phase {phase}").format(p=game.current_player,
                                                             phase=game.phase),
                _("for player {p}: a draw is playable with chance {pct}%").format(
                    p=me, pct=f"{percent:.1f}"),
                _("({n} unseen cards)").format(n=summary["unseen"])]))
        xs = sorted(self._playable)
        playable = self.figures[0]
        with playable.batch_update():
            playable.set_trace(0, x=xs, y=[self._playable[k][0] for k in xs],
                               text=[self._playable[k][1] for k in xs])
            playable.set_layout(xaxis_range=[0, max(10, n + 1)])

    def _update_holds(self, opp: int, summary: dict[str, Any]) -> None:
        chances = summary["opponent_holds"]
        size = summary["opponent_hand_size"]
        ys = [100.0 * chances.get(k, 0.0) for k in HOLDINGS]
        holds = self.figures[1]
        with holds.batch_update():
            holding = _("player {p} holds {n} cards:").format(p=opp, n=size)
            holds.set_trace(0, y=ys, text=[f"{y:.0f}%" for y in ys], customdata=[
                holding + "<br>" + (
                    _("at least one {what}: {pct}%").format(what=_(NAMES[k]), pct=f"{y:.1f}")
                    if k != "every colour" else _("all four colours: {pct}%").format(
                        pct=f"{y:.1f}"))
                for k, y in zip(HOLDINGS, ys, strict=True)])
            set_title(holds, _("Chance player {p} holds at least one<br>({n} cards in "
                               "hand)").format(p=opp, n=size))

    def _update_points(self, me: int, summary: dict[str, Any]) -> None:
        opp = 1 - me
        labels = [player_name(me, me), player_name(opp)]
        totals = summary["totals"]
        expected = summary["expected_opponent_points"]
        points = self.figures[2]
        with points.batch_update():
            points.set_trace(
                0, x=labels, y=[summary["hand_points"], round(expected, 1)],
                text=[str(summary["hand_points"]),
                      _("≈{points} expected").format(points=f"{expected:.0f}")],
                customdata=[_("{n} points in hand now").format(n=summary["hand_points"]),
                            _("about {points} points in hand now: an expectation, their cards "
                              "are hidden").format(points=f"{expected:.1f}")])
            points.set_trace(1, x=labels, y=[totals[me], totals[opp]],
                             text=[str(totals[me]), str(totals[opp])])
            points.set_layout(
                shapes=[dict(type="line", xref="paper", x0=0, x1=1, yref="y",
                             y0=summary["target"], y1=summary["target"],
                             line=dict(color=style.VERMILLION, dash="dash"))],
                annotations=[style.note(_("target {n}: the match ends").format(
                                            n=summary["target"]), x=1,
                                        y=summary["target"], yref="y", xanchor="right",
                                        yanchor="bottom")])
