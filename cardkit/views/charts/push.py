"""Push's live charts: the bust chance over the game, and what the columns are worth."""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ...core import Game
from ...i18n import N_, _
from . import GameOver, base_layout, set_title, step_text, style
from .live import LiveFigure

# the three column bars: colour and pattern both say which is which
VALUE_BARS = ((N_("points on the table"), style.GREY, ""),
              (N_("expected points if taken"), style.GREEN, "/"),
              (N_("expected bench loss if busting"), style.VERMILLION, "x"))


class Charts:
    """Two figures fed by ``cardkit.prob.push.summary``."""

    def __init__(self) -> None:
        # action number -> (bust %, placed-card bust % or None, hover)
        self._risk: dict[int, tuple[float, float | None, str]] = {}
        self._over = GameOver(_("points"))
        risk = LiveFigure(
            data=[go.Scatter(x=[], y=[], mode="lines+markers",
                             name=_("next draw (a Switch is safe)"),
                             line=dict(color=style.VERMILLION, width=2), marker=dict(size=6),
                             hovertemplate="%{text}<extra></extra>", text=[]),
                  go.Scatter(x=[], y=[], mode="lines+markers",
                             name=_("next card placed (Switch passed over)"),
                             line=dict(color=style.BLUE, width=2, dash="dot"),
                             marker=dict(size=6, symbol="x"), visible=False,
                             hovertemplate="%{text}<extra></extra>", text=[])],
            layout=base_layout(_("Chance the next card busts<br>the player pushing"),
                               _("actions played"), _("bust chance (%)"),
                               # the legend in the headroom above 100%, never over the lines
                               yaxis_range=[0, 140], yaxis_tickvals=[0, 25, 50, 75, 100],
                               legend=dict(x=0.01, y=1, yanchor="top", bgcolor="rgba(0,0,0,0)")))
        value = LiveFigure(
            data=[go.Bar(x=[], y=[], name=_(name), text=[], **style.OUTSIDE_TEXT,
                         marker=dict(color=colour, pattern=dict(shape=shape, fgcolor="#fff"),
                                     line=dict(color="#333", width=1)),
                         hovertemplate=hover + "<extra></extra>")
                  for (name, colour, shape), hover in zip(VALUE_BARS, (
                      _("%{x}: %{y} points showing"),
                      _("%{x}: %{y:.2f} expected points"),
                      _("%{x}: %{y:.2f} points lost on average")), strict=True)],
            layout=base_layout(_("Columns against a bust"), "", _("points"), barmode="group",
                               legend=dict(orientation="h", y=-0.15, x=0)))
        self.figures = [risk, value]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        if self._over.show(self.figures, game, 0 if player is None else player):
            return
        self._update_risk(game, summary)
        self._update_value(player, summary)

    def _update_risk(self, game: Game, summary: dict[str, Any]) -> None:
        n = len(game.history)
        self._risk = {k: v for k, v in self._risk.items() if k < n}
        who = game.current_player
        percent = 100.0 * summary["bust_chance"]
        placed = summary.get("placed_bust_chance")
        placed = None if placed is None else 100.0 * placed
        hover = "<br>".join([
            step_text(game),
            _("player {p} to act, phase {phase}").format(p=who, phase=game.phase),
            _("the next draw busts: {pct}% (a Switch is a safe draw)").format(
                pct=f"{percent:.1f}")])
        if placed is not None:
            hover += "<br>" + _("the next card placed busts: {pct}% (Switch passed over)").format(
                pct=f"{placed:.1f}")
        self._risk[n] = (percent, placed, hover)
        xs = sorted(self._risk)
        risk = self.figures[0]
        with risk.batch_update():
            for i in range(risk.trace_count):
                shown = [k for k in xs if self._risk[k][i] is not None]
                risk.set_trace(i, x=shown, y=[self._risk[k][i] for k in shown],
                               text=[self._risk[k][2] for k in shown])
            risk.set_trace(1, visible=placed is not None)
            risk.set_layout(showlegend=placed is not None, xaxis_range=[0, max(10, n + 1)])

    def _update_value(self, player: int | None, summary: dict[str, Any]) -> None:
        roll = " " + _("(Roll)")
        labels = [_("column {n}").format(n=c["column"]) + (roll if c["roll_card"] else "")
                  for c in summary["columns"]]
        whose = _("the player") if player is None else _("player {p}").format(p=player)
        busts = _("if {whose} busts").format(whose=whose)
        loss = summary["expected_bust_loss"]
        value = self.figures[1]
        with value.batch_update():
            value.set_trace(0, x=labels, y=[c["points"] for c in summary["columns"]],
                            text=[f"{c['points']}" for c in summary["columns"]])
            value.set_trace(1, x=labels,
                            y=[round(c["expected_points"], 2) for c in summary["columns"]],
                            text=[f"{c['expected_points']:.1f}" for c in summary["columns"]])
            value.set_trace(2, x=[busts], y=[-round(loss, 2)], text=[f"−{loss:.1f}"])
            value.set_layout(xaxis_tickvals=labels + [busts], xaxis_ticktext=[
                k.replace(" (", "<br>(") for k in labels] + [
                _("if {whose}<br>busts").format(whose=whose)])
            cost = (_("−{points} points").format(points=f"{loss:.1f}") if loss >= 0.05
                    else _("nothing"))
            set_title(value, _("Columns for {whose}; a bust costs<br>{cost} on average").format(
                whose=whose, cost=cost))
