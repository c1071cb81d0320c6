"""UNO Duo's live charts: a playable draw over the game, the opponent's likely holdings, points."""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ...core import Game
from . import base_layout

# The order of the holdings bars, as ``cardkit.prob.uno_duo.summary`` names them.
HOLDINGS = ["red", "yellow", "green", "blue", "every colour", "Draw Two", "Wild (either kind)",
            "Wild Draw Four"]
BAR_COLOURS = {"red": "#c62828", "yellow": "#f2c94c", "green": "#2e7d32", "blue": "#1565c0",
               "every colour": "#6d4c41", "Draw Two": "#455a64", "Wild (either kind)": "#212121",
               "Wild Draw Four": "#000000"}
PATTERNS = {"red": "", "yellow": ".", "green": "/", "blue": "x", "every colour": "+",
            "Draw Two": "-", "Wild (either kind)": "|", "Wild Draw Four": "|"}


class Charts:
    """Three figures fed by ``cardkit.prob.uno_duo.summary`` for the player whose view is shown."""

    def __init__(self) -> None:
        self._playable: dict[int, tuple[float, str]] = {}  # action number -> (percent, hover)
        playable = go.FigureWidget(
            data=[go.Scatter(x=[], y=[], mode="lines+markers", name="playable draw",
                             line=dict(color="#1565c0", width=2), marker=dict(size=6),
                             hovertemplate="%{text}<extra></extra>", text=[])],
            layout=base_layout("Chance that a card drawn now can be played", "actions played",
                               "playable draw (%)", yaxis_range=[0, 100], showlegend=False))
        holds = go.FigureWidget(
            data=[go.Bar(x=HOLDINGS, y=[0] * len(HOLDINGS), name="chance",
                         marker=dict(color=[BAR_COLOURS[k] for k in HOLDINGS],
                                     line=dict(color="#333", width=1),
                                     pattern=dict(shape=[PATTERNS[k] for k in HOLDINGS],
                                                  fgcolor="#ffffff", size=6)),
                         text=[""] * len(HOLDINGS), textposition="outside",
                         customdata=[""] * len(HOLDINGS),
                         hovertemplate="%{customdata}<extra></extra>")],
            layout=base_layout("Chance the opponent holds at least one", "", "chance (%)",
                               yaxis_range=[0, 115], showlegend=False, xaxis_tickangle=-30))
        points = go.FigureWidget(
            data=[go.Bar(x=[], y=[], name="points in hand now", marker_color="#90a4ae",
                         hovertemplate="%{x}: %{y:.1f} points in hand%{customdata}<extra></extra>",
                         customdata=[]),
                  go.Bar(x=[], y=[], name="match total", marker_color="#8e2430",
                         hovertemplate="%{x}: %{y} points in the match<extra></extra>")],
            layout=base_layout("Points: hands now, and the match (lower wins)", "", "points",
                               barmode="group", legend=dict(orientation="h", y=-0.2, x=0)))
        self.figures = [playable, holds, points]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        me = 0 if player is None else player
        opp = 1 - me
        n = len(game.history)
        self._playable = {k: v for k, v in self._playable.items() if k < n}
        if game.history:
            who, text, _ = game.history[-1]
            step = f"after action {n} (player {who}: {text})"
        else:
            step = "before the first action"
        percent = 100.0 * summary["draw_playable"]
        phase = "game over" if game.current_player is None else \
            f"player {game.current_player} to act, phase {game.phase}"
        self._playable[n] = (percent, f"{step}<br>{phase}<br>for player {me}: a draw is playable "
                                      f"with chance {percent:.1f}%<br>({summary['unseen']} unseen cards)")
        xs = sorted(self._playable)
        playable, holds, points = self.figures
        with playable.batch_update():
            playable.data[0].x = xs
            playable.data[0].y = [self._playable[k][0] for k in xs]
            playable.data[0].text = [self._playable[k][1] for k in xs]
            playable.layout.xaxis.range = [0, max(10, n + 1)]

        chances = summary["opponent_holds"]
        size = summary["opponent_hand_size"]
        ys = [100.0 * chances.get(k, 0.0) for k in HOLDINGS]
        with holds.batch_update():
            holds.data[0].y = ys
            holds.data[0].text = [f"{y:.0f}%" for y in ys]
            holds.data[0].customdata = [
                f"player {opp} holds {size} cards:<br>at least one {k}: {y:.1f}%" if k != "every colour"
                else f"player {opp} holds {size} cards:<br>all four colours: {y:.1f}%"
                for k, y in zip(HOLDINGS, ys, strict=True)]
            holds.layout.title.text = (f"Chance player {opp} holds at least one "
                                       f"({size} cards in hand)")

        labels = [f"player {me} (this view)", f"player {opp}"]
        totals = summary["totals"]
        with points.batch_update():
            points.data[0].x = labels
            points.data[0].y = [summary["hand_points"], round(summary["expected_opponent_points"], 1)]
            points.data[0].customdata = ["", " (expected: their cards are hidden)"]
            points.data[1].x = labels
            points.data[1].y = [totals[me], totals[opp]]
            points.layout.shapes = [dict(type="line", xref="paper", x0=0, x1=1, yref="y",
                                         y0=summary["target"], y1=summary["target"],
                                         line=dict(color="#c62828", dash="dash"))]
            points.layout.annotations = [dict(xref="paper", x=1, y=summary["target"], yref="y",
                                              text=f"target {summary['target']}: the match ends",
                                              showarrow=False, xanchor="right", yanchor="bottom",
                                              font=dict(size=11, color="#c62828"))]
