"""Push's live charts: the bust chance over the game, and what the columns are worth."""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ...core import Game
from . import GameOver, base_layout, set_title, style
from .live import LiveFigure

# the three column bars: colour and pattern both say which is which
VALUE_BARS = [("points on the table", style.GREY, ""),
              ("expected points if taken", style.GREEN, "/"),
              ("expected bench loss if busting", style.VERMILLION, "x")]


class Charts:
    """Two figures fed by ``cardkit.prob.push.summary``."""

    def __init__(self) -> None:
        # action number -> (bust %, placed-card bust % or None, hover)
        self._risk: dict[int, tuple[float, float | None, str]] = {}
        self._over = GameOver("points")
        risk = LiveFigure(
            data=[go.Scatter(x=[], y=[], mode="lines+markers", name="next draw (a Switch is safe)",
                             line=dict(color=style.VERMILLION, width=2), marker=dict(size=6),
                             hovertemplate="%{text}<extra></extra>", text=[]),
                  go.Scatter(x=[], y=[], mode="lines+markers",
                             name="next card placed (Switch passed over)",
                             line=dict(color=style.BLUE, width=2, dash="dot"),
                             marker=dict(size=6, symbol="x"), visible=False,
                             hovertemplate="%{text}<extra></extra>", text=[])],
            layout=base_layout("Chance the next card busts<br>the player pushing",
                               "actions played", "bust chance (%)",
                               # the legend in the headroom above 100%, never over the lines
                               yaxis_range=[0, 140], yaxis_tickvals=[0, 25, 50, 75, 100],
                               legend=dict(x=0.01, y=1, yanchor="top", bgcolor="rgba(0,0,0,0)")))
        value = LiveFigure(
            data=[go.Bar(x=[], y=[], name=name, text=[], **style.OUTSIDE_TEXT,
                         marker=dict(color=colour, pattern=dict(shape=shape, fgcolor="#fff"),
                                     line=dict(color="#333", width=1)),
                         hovertemplate=hover)
                  for (name, colour, shape), hover in zip(VALUE_BARS, (
                      "%{x}: %{y} points showing<extra></extra>",
                      "%{x}: %{y:.2f} expected points<extra></extra>",
                      "%{x}: %{y:.2f} points lost on average<extra></extra>"), strict=True)],
            layout=base_layout("Columns against a bust", "", "points", barmode="group",
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
        if game.history:
            last_player, last_text, _ = game.history[-1]
            step = f"after action {n} (player {last_player}: {last_text})"
        else:
            step = "before the first action"
        percent = 100.0 * summary["bust_chance"]
        placed = summary.get("placed_bust_chance")
        placed = None if placed is None else 100.0 * placed
        hover = (f"{step}<br>player {who} to act, phase {game.phase}<br>"
                 f"the next draw busts: {percent:.1f}% (a Switch is a safe draw)")
        if placed is not None:
            hover += f"<br>the next card placed busts: {placed:.1f}% (Switch passed over)"
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
        labels = [f"column {c['column']}" + (" (Roll)" if c["roll_card"] else "")
                  for c in summary["columns"]]
        whose = "the player" if player is None else f"player {player}"
        loss = summary["expected_bust_loss"]
        value = self.figures[1]
        with value.batch_update():
            value.set_trace(0, x=labels, y=[c["points"] for c in summary["columns"]],
                            text=[f"{c['points']}" for c in summary["columns"]])
            value.set_trace(1, x=labels,
                            y=[round(c["expected_points"], 2) for c in summary["columns"]],
                            text=[f"{c['expected_points']:.1f}" for c in summary["columns"]])
            value.set_trace(2, x=[f"if {whose} busts"], y=[-round(loss, 2)],
                            text=[f"−{loss:.1f}"])
            value.set_layout(xaxis_tickvals=labels + [f"if {whose} busts"], xaxis_ticktext=[
                k.replace(" (", "<br>(") for k in labels] + [f"if {whose}<br>busts"])
            cost = f"−{loss:.1f} points" if loss >= 0.05 else "nothing"
            set_title(value, f"Columns for {whose}; a bust costs<br>{cost} on average")
