"""Cover Your Assets' live charts: stack values over the round, the fight chances at each
opponent's top set, and the match totals against the target."""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ...core import Game
from ...i18n import _, ngettext
from ...prob.cover_your_assets import stack_values_over_round
from . import GameOver, base_layout, player_name, player_ticks, set_title, style
from .live import LiveFigure

# One colour and one line style per seat, so the lines read in black and white too.
PLAYER_COLOURS = style.PALETTE[:6]
PLAYER_DASHES = ("solid", "dash", "dot", "dashdot", "longdash", "longdashdot")
PLAYER_MARKERS = ("circle", "square", "diamond", "triangle-up", "x", "star")


class Charts:
    """Three figures fed by ``cardkit.prob.cover_your_assets.summary`` for the player on screen."""

    def __init__(self) -> None:
        self._over = GameOver(_("match total ($)"))
        values = LiveFigure(
            layout=base_layout(_("Stack values over the round"), _("turns of the round"),
                               _("stack value ($)"),
                               legend=style.legend_below(),
                               yaxis_tickformat="$~s"))
        chances = LiveFigure(
            data=[go.Bar(x=[], y=[], name=_("owner can defend at least once"),
                         marker=dict(color=style.GREY, line=dict(color="#333", width=1),
                                     pattern=dict(shape="/", fgcolor="#fff", size=6)),
                         customdata=[], hovertemplate="%{customdata}<extra></extra>"),
                  go.Bar(x=[], y=[], name=_("you win a fight started now"),
                         marker=dict(color=style.GREEN, line=dict(color="#333", width=1)),
                         customdata=[], hovertemplate="%{customdata}<extra></extra>")],
            layout=base_layout(_("Top sets: can the owner defend,<br>can you win?"),
                               _("opponent's top set"), _("chance (%)"), barmode="group",
                               yaxis_range=[0, 105], xaxis_tickangle=0,
                               legend=style.legend_below()))
        totals = LiveFigure(
            data=[go.Bar(x=[], y=[], name=_("total of finished rounds"), marker_color=style.BLUE,
                         hovertemplate=_("%{x}: %{y:$,.0f} in finished rounds")
                         + "<extra></extra>"),
                  go.Bar(x=[], y=[], name=_("stack this round"), marker_color=style.ORANGE,
                         marker_pattern_shape="/",
                         hovertemplate=_("%{x}: %{y:$,.0f} in this round's stack")
                         + "<extra></extra>")],
            layout=base_layout(_("The match: totals and this round's stacks"), "", _("dollars"),
                               barmode="stack", yaxis_tickformat="$~s", xaxis_tickangle=0,
                               legend=style.legend_below()))
        self.figures = [values, chances, totals]

    def update(self, game: Game, player: int | None, summary: dict[str, Any]) -> None:
        me = 0 if player is None else player
        if self._over.show(self.figures, game, me):
            return
        self._update_values(game, me)
        self._update_chances(game, me, summary)
        self._update_totals(game, me, summary)

    def _update_values(self, game: Game, me: int) -> None:
        values = self.figures[0]
        log = stack_values_over_round(game)
        with values.batch_update():
            if values.trace_count != game.players:
                values.data = []
                for p in range(game.players):
                    values.add_scatter(
                        x=[], y=[], mode="lines+markers", name=player_name(p, me),
                        line=dict(color=PLAYER_COLOURS[p], dash=PLAYER_DASHES[p], width=2),
                        marker=dict(symbol=PLAYER_MARKERS[p], size=5),
                        hovertemplate=player_name(p) + "<br>"
                        + _("after turn %{x}: stack %{y:$,.0f}") + "<extra></extra>")
            lines: dict[int, tuple[list, list]] = {p: ([], []) for p in range(game.players)}
            for turn, p, value in zip(log["turn"].tolist(), log["player"].tolist(),
                                      log["stack_value"].tolist(), strict=True):
                lines[p][0].append(turn)
                lines[p][1].append(value)
            for p, (turns, stacks) in lines.items():
                values.set_trace(p, x=turns, y=stacks, name=player_name(p, me))
            turns = int(log["turn"].max()) if len(log) else 0
            top = int(log["stack_value"].max()) if len(log) else 0
            values.set_layout(xaxis_range=[0, max(10, turns + 1)],
                              yaxis_range=[0, max(100_000, 1.1 * top)],
                              title_text=_("Round {n}: stack values after each turn").format(
                                  n=game.round))

    def _update_chances(self, game: Game, me: int, summary: dict[str, Any]) -> None:
        chances = self.figures[1]
        owners = [q for q in range(game.players) if summary["defend_chance"][q] is not None]
        # two short lines under each pair of bars, so the labels never push the plot away
        labels = [player_name(q) + f"<br>{game.top_set(q)[0]}" for q in owners]
        defend = [100.0 * summary["defend_chance"][q] for q in owners]
        win = [100.0 * summary["steal_win_chance"][q] for q in owners]
        with chances.batch_update():
            chances.set_trace(0, x=labels, y=defend, customdata=[
                _("player {p} holds {cards}: they can defend their {set} set at least once with "
                  "chance {pct}%<br>({n} cards unseen by player {me}; exact, "
                  "hypergeometric)").format(
                    p=q, cards=ngettext("{n} card", "{n} cards", len(game.hands[q])).format(
                        n=len(game.hands[q])),
                    set=game.top_set(q)[0], pct=f"{d:.1f}", n=summary["unseen"], me=me)
                for q, d in zip(owners, defend, strict=True)])
            chances.set_trace(1, x=labels, y=win, customdata=[
                _("player {me} wins a fight over player {p}'s set started now with chance "
                  "{pct}%<br>(both sides show their cheapest matching card while they can; "
                  "exact enumeration)").format(me=me, p=q, pct=f"{w:.1f}")
                for q, w in zip(owners, win, strict=True)])
            fight = summary["fight_win_chance"]
            title = _("Player {p}: top sets at stake").format(p=me)
            if fight is not None:
                title = _("Player {p} wins the fight going on<br>with chance {pct}%").format(
                    p=me, pct=f"{100 * fight:.0f}")
            elif not owners:
                title = _("Player {p}: no opponent has a set yet").format(p=me)
            set_title(chances, title)
            no_set = [style.note(_("no top set to challenge yet"))]
            chances.set_layout(annotations=[] if owners else no_set,
                               xaxis_showticklabels=bool(owners))

    def _update_totals(self, game: Game, me: int, summary: dict[str, Any]) -> None:
        totals = self.figures[2]
        target = int(game.options.target)
        with totals.batch_update():
            names = player_ticks(totals, game.players, me)
            totals.set_trace(0, x=names, y=summary["totals"])
            totals.set_trace(1, x=names,
                             y=[0 if game.is_over else v for v in summary["stack_values"]])
            totals.set_layout(
                shapes=[dict(type="line", xref="paper", x0=0, x1=1, yref="y", y0=target,
                             y1=target, line=dict(color="#c62828", dash="dash"))],
                annotations=[style.note(_("target {money}").format(money=f"${target:,}"), x=1,
                                        y=target, yref="y",
                                        xanchor="right", yanchor="bottom")])
