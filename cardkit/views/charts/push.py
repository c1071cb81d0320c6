"""Push's live charts: the bust chance over the game, and what the columns are worth."""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ...core import Game
from . import base_layout


class Charts:
    """Two figures fed by ``cardkit.prob.push.summary``."""

    def __init__(self) -> None:
        self._risk: dict[int, tuple[float, str]] = {}  # action number -> (percent, hover)
        risk = go.FigureWidget(
            data=[go.Scatter(x=[], y=[], mode="lines+markers", name="bust chance",
                             line=dict(color="#c62828", width=2), marker=dict(size=6),
                             hovertemplate="%{text}<extra></extra>", text=[])],
            layout=base_layout("Chance the next draw busts the player pushing "
                               "(a Switch card counts as safe)",
                               "actions played", "bust chance of the next draw (%)",
                               yaxis_range=[0, 100], showlegend=False))
        value = go.FigureWidget(
            data=[go.Bar(x=[], y=[], name="points on the table", marker_color="#90a4ae",
                         hovertemplate="%{x}: %{y} points showing<extra></extra>"),
                  go.Bar(x=[], y=[], name="expected points if taken", marker_color="#2e7d32",
                         hovertemplate="%{x}: %{y:.2f} expected points<extra></extra>"),
                  go.Bar(x=[], y=[], name="expected bench loss if busting",
                         marker_color="#c62828",
                         hovertemplate="%{x}: %{y:.2f} points on average<extra></extra>")],
            layout=base_layout("Columns against the risk", "", "points", barmode="group",
                               legend=dict(orientation="h", y=-0.2, x=0)))
        self.figures = [risk, value]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        n = len(game.history)
        self._risk = {k: v for k, v in self._risk.items() if k < n}
        who = game.current_player
        if game.history:
            last_player, last_text, _ = game.history[-1]
            step = f"after action {n} (player {last_player}: {last_text})"
        else:
            step = "before the first action"
        percent = 100.0 * summary["bust_chance"]
        pusher = "game over" if who is None else f"player {who} to act, phase {game.phase}"
        self._risk[n] = (percent, f"{step}<br>{pusher}<br>next draw busts: {percent:.1f}%"
                                    f"<br>next placed card busts (Switch passed over): "
                                    f"{100.0 * summary.get('placed_bust_chance', 0.0):.1f}%")
        xs = sorted(self._risk)
        risk, value = self.figures
        with risk.batch_update():
            risk.data[0].x = xs
            risk.data[0].y = [self._risk[k][0] for k in xs]
            risk.data[0].text = [self._risk[k][1] for k in xs]
            risk.layout.xaxis.range = [0, max(10, n + 1)]
        labels = [f"column {c['column']}" + (" (Roll)" if c["roll_card"] else "")
                  for c in summary["columns"]]
        whose = "the player" if player is None else f"player {player}"
        loss = summary["expected_bust_loss"]
        with value.batch_update():
            value.data[0].x = labels
            value.data[0].y = [c["points"] for c in summary["columns"]]
            value.data[1].x = labels
            value.data[1].y = [round(c["expected_points"], 2) for c in summary["columns"]]
            value.data[2].x = [f"if {whose} busts"]
            value.data[2].y = [-round(loss, 2)]
            cost = f"−{loss:.1f}" if loss >= 0.05 else "no"
            value.layout.title.text = (f"Columns for {whose}, against a bust "
                                       f"({cost} points lost on average)")
