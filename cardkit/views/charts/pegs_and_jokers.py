"""Pegs and Jokers' live charts: the danger map, the next card's move, the chances of coming out.

Fed by ``cardkit.prob.pegs_and_jokers.summary`` for the player whose view is shown. The danger
map is also laid over the board (``table_overlay``): a ring round each exposed team peg.
"""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ...core import Game
from . import base_layout

DANGER_COLOUR = "#c62828"


def peg_label(peg: str, colours: list[str]) -> str:
    """``0:3`` as ``0:3 red`` (colours: the observation's colour names, by player)."""
    return f"{peg} {colours[int(peg.split(':')[0])]}"


class Charts:
    """Three figures: the danger map, the next card's move, and the chances of coming out."""

    def __init__(self) -> None:
        danger = go.FigureWidget(
            data=[go.Bar(x=[], y=[], marker=dict(color=DANGER_COLOUR, line=dict(color="#333", width=1),
                                                 pattern=dict(shape="/", fgcolor="#fff", size=6)),
                         customdata=[], hovertemplate="%{customdata}<extra></extra>")],
            layout=base_layout("Danger map: chance the next opponent can hit each peg",
                               "team peg on the track (colour:number)", "chance (%)",
                               yaxis_range=[0, 100]))
        moves = go.FigureWidget(
            data=[go.Bar(x=[], y=[], marker=dict(color=[], line=dict(color="#333", width=1)),
                         customdata=[], hovertemplate="%{customdata}<extra></extra>")],
            layout=base_layout("The next card drawn: how it moves", "card (holes moved)",
                               "chance (%)"))
        come_out = go.FigureWidget(
            data=[go.Bar(x=[], y=[], marker=dict(color="#2e7d32", line=dict(color="#333", width=1)),
                         customdata=[], hovertemplate="%{customdata}<extra></extra>")],
            layout=base_layout("A card to bring a peg out (A, K, Q, J or a joker)", "", "chance (%)",
                               yaxis_range=[0, 105]))
        self.figures = [danger, moves, come_out]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        me = 0 if player is None else player
        danger, moves, come_out = self.figures
        opp = summary["next_opponent"]
        pegs = list(summary["danger"])
        colours = [c["colour_name"] for c in game.observation(me)["colours"]]
        with danger.batch_update():
            danger.data[0].x = [peg_label(p, colours) for p in pegs] or ["no team peg on the track"]
            danger.data[0].y = [100.0 * summary["danger"][p] for p in pegs] or [0.0]
            danger.data[0].customdata = [
                f"peg {peg_label(p, colours)}: player {opp} (next opponent to play) holds a card that "
                f"sends it to start with chance {100 * summary['danger'][p]:.1f}%"
                for p in pegs] or ["no peg of your team is on the track yet"]
            danger.layout.title.text = (f"Danger map for player {me}'s team: can player {opp} "
                                        "hit each peg?")

        rows = summary["move_lengths"]
        labels = list(rows)
        with moves.batch_update():
            moves.data[0].x = labels
            moves.data[0].y = [100.0 * rows[k] for k in labels]
            moves.data[0].marker.color = ["#6a1b9a" if k.startswith("8") else
                                          "#2e7d32" if "out" in k else
                                          "#f9a825" if k == "joker" else "#1565c0" for k in labels]
            moves.data[0].customdata = [f"next card: {k} with chance {100 * rows[k]:.1f}%"
                                        f"<br>({summary['unseen']} unseen cards)" for k in labels]
            moves.layout.title.text = (f"Next card drawn: its move (mean "
                                       f"{summary['expected_move']:.1f} holes)")

        bars = [("in my hand", summary["holds_come_out"]),
                ("a partner holds one", summary["partner_come_out"]),
                ("my next draw", summary["next_draw_come_out"]),
                ("any of these", summary["come_out_chance"]),
                ("any of these, jokers left out", summary["come_out_chance_without_jokers"])]
        with come_out.batch_update():
            come_out.data[0].x = [b[0] for b in bars]
            come_out.data[0].y = [100.0 * b[1] for b in bars]
            come_out.data[0].customdata = [f"{b[0]}: {100 * b[1]:.1f}%" for b in bars]
            come_out.layout.title.text = (f"A card to bring a peg out, A, K, Q, J or a joker "
                                          f"({summary['pegs_in_start']} team pegs in start)")

    @staticmethod
    def table_overlay(game: Game, player: int | None, summary: dict[str, Any]) -> dict[str, Any]:
        """The danger map for the board: ``{"danger": {peg: chance}, "next_opponent": p, "player"}``."""
        return {"danger": dict(summary["danger"]), "next_opponent": summary["next_opponent"],
                "player": player}
