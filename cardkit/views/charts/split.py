"""Split's live charts: match chances of the cards in hand, the round's risks, the score sheets."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import plotly.graph_objects as go

from ...core import Game
from ...i18n import N_, _, ngettext
from ...prob.split import negative_table
from ..faces import rules_module
from . import GameOver, base_layout, player_ticks, set_title, step_text, style
from .live import LiveFigure

STRENGTH_COLOURS = MappingProxyType({"perfect": style.ORANGE, "strong": style.BLUE,
                                     "weak": style.SKY_BLUE})
STRENGTH_PATTERNS = MappingProxyType({"perfect": "", "strong": "/", "weak": "."})
STRENGTHS = MappingProxyType({"perfect": N_("perfect"), "strong": N_("strong"),
                              "weak": N_("weak")})


def card_label(code: str, symbols: Mapping[str, str]) -> str:
    """``7HL`` as ``7♥ L``: rank, suit symbol (the game's ``SUIT_SYMBOLS``), half."""
    return f"{code[:-2]}{symbols.get(code[-2], code[-2])} {code[-1]}"


class Charts:
    """Three figures fed by ``cardkit.prob.split.summary`` for the player whose view is shown."""

    def __init__(self) -> None:
        # action number -> (match %, out %, hover, round): the chart shows the current round's
        self._risk: dict[int, tuple[float, float, str, int]] = {}
        self._over = GameOver(_("points"))
        chances = LiveFigure(
            data=[go.Bar(x=[], y=[], name=_(STRENGTHS[name]), customdata=[],
                         marker=dict(color=STRENGTH_COLOURS[name], line=dict(color="#333", width=1),
                                     pattern=dict(shape=STRENGTH_PATTERNS[name], fgcolor="#fff", size=6)),
                         hovertemplate="%{customdata}<extra></extra>")
                  for name in ("perfect", "strong", "weak")],
            layout=base_layout(_("Chance the next draw matches<br>each card in hand"),
                               _("card in hand"), _("chance (%)"), barmode="stack",
                               legend=style.legend_below(title_text=_("match:"))))
        risk = LiveFigure(
            data=[go.Scatter(x=[], y=[], mode="lines+markers", name=_("a draw matches some card"),
                             line=dict(color=style.BLUE, width=2), marker=dict(size=5, symbol="circle"),
                             hovertemplate="%{text}<extra></extra>", text=[]),
                  go.Scatter(x=[], y=[], mode="lines+markers", name=_("pile runs out before my turn"),
                             line=dict(color=style.VERMILLION, width=2, dash="dash"),
                             marker=dict(size=6, symbol="x"),
                             hovertemplate="%{text}<extra></extra>", text=[])],
            layout=base_layout(_("Round so far: match chance<br>and end-of-round risk"),
                               _("actions played"), _("chance (%)"), yaxis_range=[0, 105],
                               legend=style.legend_below()))
        sheet = LiveFigure(
            data=[go.Bar(x=[], y=[], name=_("score sheet now"), marker_color=style.BLUE,
                         hovertemplate=_("%{x}: %{y} points on the sheet") + "<extra></extra>"),
                  go.Bar(x=[], y=[],
                         name=_("if the round ended now (cards in hand count against)"),
                         marker_color=style.VERMILLION, marker_pattern_shape="x",
                         hovertemplate="%{x}: %{customdata}<extra></extra>", customdata=[])],
            layout=base_layout(_("Points on the sheet, and minus<br>the cards in hand"), "",
                               _("points"), barmode="group", xaxis_tickangle=0, legend=style.legend_below()))
        self.figures = [chances, risk, sheet]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        me = 0 if player is None else player
        if self._over.show(self.figures, game, me):
            return
        self._update_chances(me, summary, rules_module(type(game)).SUIT_SYMBOLS)
        self._update_risk(game, me, summary)
        self._update_sheet(game, me)

    def _update_chances(self, me: int, summary: dict[str, Any],
                        symbols: Mapping[str, str]) -> None:
        chances = self.figures[0]
        rows = summary["match_chances"]
        labels = [card_label(r["card"], symbols) for r in rows]
        with chances.batch_update():
            for i, name in enumerate(("perfect", "strong", "weak")):
                chances.set_trace(i, x=labels, y=[100.0 * r[name] for r in rows], customdata=[
                    _("{card}: a {strength} match with chance {pct}%").format(
                        card=label, strength=_(STRENGTHS[name]), pct=f"{100 * r[name]:.1f}")
                    + "<br>" + _("any match: {pct}% ({n} unseen cards)").format(
                        pct=f"{100 * r['any']:.1f}", n=summary["unseen"])
                    for label, r in zip(labels, rows, strict=True)])
            # rank and suit over the half, so that a hand of a dozen cards still fits
            chances.set_layout(xaxis_tickvals=labels,
                               xaxis_ticktext=[k.replace(" ", "<br>") for k in labels])
            set_title(chances, _("Next draw matches this card? (player {p};<br>any card: "
                                 "{pct}%)").format(
                p=me, pct=f"{100 * summary['any_match_chance']:.0f}"))

    def _update_risk(self, game: Game, me: int, summary: dict[str, Any]) -> None:
        risk = self.figures[1]
        n = len(game.history)
        self._risk = {k: v for k, v in self._risk.items() if k < n}
        match = 100.0 * summary["any_match_chance"]
        out = 100.0 * summary["pile_runs_out_chance"]
        hover = "<br>".join([
            step_text(game),
            _("round {round}, draw pile {n} cards").format(round=min(game.round, 3),
                                                           n=summary["draw_pile"]),
            _("for player {p}: a draw matches with {match}%,").format(p=me, match=f"{match:.1f}"),
            _("the pile runs out before their next turn with {out}%").format(out=f"{out:.1f}")])
        self._risk[n] = (match, out, hover, game.round)
        xs = sorted(k for k, v in self._risk.items() if v[3] == game.round)
        with risk.batch_update():
            for i in range(risk.trace_count):
                risk.set_trace(i, x=xs, y=[self._risk[k][i] for k in xs],
                               text=[self._risk[k][2] for k in xs])
            risk.set_layout(xaxis_range=[xs[0], max(xs[0] + 10, n + 1)])

    def _update_sheet(self, game: Game, me: int) -> None:
        sheet = self.figures[2]
        totals = game.scores()
        table = negative_table(game)  # columns as lists: a table of a few rows, read once
        hand = dict(zip(table["player"].tolist(), table["hand"].tolist(), strict=True))
        lost = dict(zip(table["player"].tolist(), table["points_lost"].tolist(), strict=True))
        players = range(game.players)
        with sheet.batch_update():
            names = player_ticks(sheet, game.players, me)
            sheet.set_trace(0, x=names, y=[totals[p] for p in players])
            sheet.set_trace(1, x=names, y=[totals[p] - lost[p] for p in players], customdata=[
                _("{points} points: {cards} in hand would fill negative boxes worth {lost} "
                  "points<br>(the matches on the table would add boxes too)").format(
                    points=totals[p] - lost[p], lost=lost[p],
                    cards=ngettext("{n} card", "{n} cards", hand[p]).format(n=hand[p]))
                for p in players])
