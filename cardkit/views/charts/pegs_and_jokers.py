"""Pegs and Jokers' live charts: the danger map, the next card's move, the chances of coming out.

Fed by ``cardkit.prob.pegs_and_jokers.summary`` for the player whose view is shown. The danger
map is also laid over the board (``table_overlay``): a ring round each exposed team peg.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Any

import plotly.graph_objects as go

from ...core import Game
from ...i18n import N_, _, get_language
from . import GameOver, base_layout, set_title, style
from .live import LiveFigure

DANGER_COLOUR = style.VERMILLION
# what the next card does: a colour and a pattern each (the tick names the card as well)
MOVE_KINDS = MappingProxyType({"out": (style.GREEN, "", N_("brings a peg out")),
                               "forward": (style.BLUE, "/", N_("moves forward")),
                               "backward": (style.PURPLE, "\\", N_("moves back 8")),
                               "joker": (style.YELLOW, "x", N_("joker"))})
# the come-out bars: the two totals stand apart by their pattern
COME_OUT_PATTERNS = ("", "", "", "/", "x")


def move_kind(label: str) -> str:
    """The kind of a ``move_lengths`` row: backward (8), out (A, K, Q, J), joker or forward."""
    return ("backward" if label.startswith("8") else "out" if "out" in label else
            "joker" if label == "joker" else "forward")


def move_tick(label: str) -> str:
    """A ``move_lengths`` row's short tick: its ranks (``J/Q/K: out or 10`` as ``J/Q/K``)."""
    return "JK" if label == "joker" else label.split(":")[0].split(" ")[0]


def peg_label(peg: str, colours: list[str]) -> str:
    """``0:3`` as ``0:3 red`` (colours: the observation's colour names, by player)."""
    return f"{peg} {colours[int(peg.split(':')[0])]}"


class Charts:
    """Three figures: the danger map, the next card's move, and the chances of coming out."""

    def __init__(self) -> None:
        self._over = GameOver(_("pegs home"))
        self._colours: tuple[tuple | None, list[str]] = (None, [])  # (game, language): names
        danger = LiveFigure(
            data=[go.Bar(x=[], y=[], marker=dict(color=DANGER_COLOUR, line=dict(color="#333", width=1),
                                                 pattern=dict(shape="/", fgcolor="#fff", size=6)),
                         customdata=[], hovertemplate="%{customdata}<extra></extra>")],
            layout=base_layout(_("Danger map: chance the next opponent<br>can hit each peg"),
                               _("team peg on the track (player:peg, colour)"), _("chance (%)"),
                               yaxis_range=[0, 100]))
        moves = LiveFigure(  # one trace a kind of move, so that the legend names each
            data=[go.Bar(x=[], y=[], name=_(name),
                         marker=dict(color=colour, line=dict(color="#333", width=1),
                                     pattern=dict(shape=shape, fgcolor="#fff", size=6)),
                         customdata=[], hovertemplate="%{customdata}<extra></extra>")
                  for colour, shape, name in MOVE_KINDS.values()],
            layout=base_layout(_("The next card drawn: how it moves"), _("card drawn (JK: joker)"),
                               _("chance (%)"), barmode="stack", xaxis_tickangle=0,
                               legend=style.legend_below(traceorder="normal")))
        come_out = LiveFigure(
            data=[go.Bar(x=[], y=[], text=[], **style.OUTSIDE_TEXT,
                         marker=dict(color=style.GREEN, line=dict(color="#333", width=1),
                                     pattern=dict(shape=COME_OUT_PATTERNS, fgcolor="#fff", size=6)),
                         customdata=[], hovertemplate="%{customdata}<extra></extra>")],
            layout=base_layout(_("A card to bring a peg out<br>(A, K, Q, J or a joker)"),
                               _("where"), _("chance (%)"), yaxis_range=[0, 115],
                               xaxis_tickangle=0))
        self.figures = [danger, moves, come_out]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        me = 0 if player is None else player
        if self._over.show(self.figures, game, me):
            return
        self._update_danger(game, me, summary)
        self._update_moves(summary)
        self._update_come_out(summary)

    def _update_danger(self, game: Game, me: int, summary: dict[str, Any]) -> None:
        danger = self.figures[0]
        opp = summary["next_opponent"]
        pegs = list(summary["danger"])
        colours = self._colour_names(game, me)
        with danger.batch_update():
            labels = [peg_label(p, colours) for p in pegs] or [_("no team peg on the track")]
            hover = [_("peg {peg}: player {p} (next opponent to play) holds a card that sends it "
                       "to start with chance {pct}%").format(
                         peg=peg_label(p, colours), p=opp,
                         pct=f"{100 * summary['danger'][p]:.1f}")
                     for p in pegs] or [_("no peg of your team is on the track yet")]
            danger.set_trace(0, x=labels, y=[100.0 * summary["danger"][p] for p in pegs] or [0.0],
                             customdata=hover)
            danger.set_layout(xaxis_tickvals=labels, xaxis_ticktext=[  # peg over colour
                k.replace(" ", "<br>", 1) if pegs else k for k in labels])
            set_title(danger, _("Danger map for player {me}'s team:<br>can player {p} hit each "
                                "peg?").format(me=me, p=opp))

    def _update_moves(self, summary: dict[str, Any]) -> None:
        moves = self.figures[1]
        rows = summary["move_lengths"]
        labels = list(rows)
        with moves.batch_update():
            for i, kind in enumerate(MOVE_KINDS):
                mine = [k for k in labels if move_kind(k) == kind]
                moves.set_trace(i, x=mine, y=[100.0 * rows[k] for k in mine], customdata=[
                    _("next card: {card} ({move}) with chance {pct}%<br>({n} unseen "
                      "cards)").format(card=_(k), move=_(MOVE_KINDS[kind][2]),  # k: prob's name
                                       pct=f"{100 * rows[k]:.1f}", n=summary["unseen"])
                    for k in mine])
            moves.set_layout(xaxis_categoryorder="array", xaxis_categoryarray=labels,
                             xaxis_tickvals=labels, xaxis_ticktext=[move_tick(k) for k in labels])
            set_title(moves, _("Next card drawn: its move<br>(mean {n} holes)").format(
                n=f"{summary['expected_move']:.1f}"))

    def _update_come_out(self, summary: dict[str, Any]) -> None:
        come_out = self.figures[2]
        bars = [(_("in my<br>hand"), summary["holds_come_out"]),
                (_("a partner<br>holds one"), summary["partner_come_out"]),
                (_("my next<br>draw"), summary["next_draw_come_out"]),
                (_("any of<br>these"), summary["come_out_chance"]),
                (_("any, jokers<br>left out"), summary["come_out_chance_without_jokers"])]
        with come_out.batch_update():
            come_out.set_trace(0, x=[b[0] for b in bars], y=[100.0 * b[1] for b in bars],
                               text=[f"{100 * b[1]:.0f}%" for b in bars],
                               customdata=[f"{b[0].replace('<br>', ' ')}: {100 * b[1]:.1f}%"
                                           for b in bars])
            set_title(come_out, _("A card to bring a peg out: A, K, Q, J<br>or a joker ({n} team "
                                  "pegs in start)").format(n=summary["pegs_in_start"]))

    def _colour_names(self, game: Game, me: int) -> list[str]:
        """The observation's colour names by player, in words of the language in use: read once
        a game and language (a game's colours never change)."""
        kept = self._colours[0]
        if kept is None or kept[0] is not game or kept[1] != get_language():
            self._colours = ((game, get_language()),
                             [_(c["colour_name"]) for c in game.observation(me)["colours"]])
        return self._colours[1]

    @staticmethod
    def table_overlay(game: Game, player: int | None, summary: dict[str, Any]) -> dict[str, Any]:
        """The danger map for the board: ``{"danger": {peg: chance}, "next_opponent": p, "player"}``;
        no rings once the game is over (no one plays next)."""
        danger = {} if game.is_over else dict(summary["danger"])
        return {"danger": danger, "next_opponent": summary["next_opponent"], "player": player}
