"""The projector's live charts: built from the public observation only, for every game.

A game's own charts (``cardkit.views.charts.<game>``) show the chances of one seat, worked
out from that seat's hand: on the projector they would tell the class what the acting
player holds. So the projector draws them only in a game where every seat sees the same
table (Push: there the acting player's chances are everyone's). In a game with hidden hands
it draws what the class may all see, read from the public observation
(``cardkit.views.seat_view.public_observation``) and nothing else: the score race over the
game, and the cards each player holds and the draw pile holds, now. Each student's own page
shows their seat's own chances (the game's charts, for that seat).

The room records one ``point`` (a few numbers of the public observation) after every
action, so a projector opened mid-game still draws the whole race.
"""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ..core import Game
from ..i18n import _
from ..views.charts import GameOver, base_layout, player_ticks, set_title, style
from ..views.charts.live import LiveFigure
from ..views.panel import ChartPanel

DASHES = ("solid", "dash", "dot", "dashdot", "longdash", "longdashdot", "solid", "dash")
MARKERS = ("circle", "square", "diamond", "triangle-up", "x", "star", "cross", "hexagon")


def point(public: dict[str, Any]) -> dict[str, Any]:
    """What the projector's charts keep of one moment: numbers of the public observation."""
    teams = public.get("team_scores")
    scores = teams or public.get("scores") or dict(enumerate(public.get("totals") or []))
    return {"scores": {int(k): v for k, v in scores.items()},
            "teams": bool(teams),
            "hand_sizes": list(public.get("hand_sizes") or []),
            "draw_pile": public.get("draw_pile_size"),
            "target": public.get("target")}


class PublicCharts:
    """Two figures of a game with hidden hands, drawn from recorded public ``point``s."""

    def __init__(self, players: int) -> None:
        self.players = players
        self._over = GameOver(_("score"))
        race = LiveFigure(layout=base_layout(_("The score race"), _("actions played"), _("score"),
                                             legend=style.legend_below()))
        hands = LiveFigure(
            data=[go.Bar(x=[], y=[], name=_("cards in hand"), text=[], **style.OUTSIDE_TEXT,
                         marker=dict(color=style.BLUE, line=dict(color="#333", width=1),
                                     pattern=dict(shape="/", fgcolor="#fff")),
                         hovertemplate=_("%{x}: %{y} cards in hand") + "<extra></extra>")],
            layout=base_layout(_("Cards in each hand (hidden, counted)"), "", _("cards"),
                               xaxis_tickangle=0, showlegend=False))
        self.figures = [race, hands]

    def update(self, game: Game, points: dict[int, dict[str, Any]],
               names: list[str] | None = None) -> None:
        """Draw the points recorded so far (action number: ``point``); ``game`` only for the
        end: its scores and winners, which everyone sees; ``names``: the table's names of the
        players (a team is named by its number)."""
        if self._over.show(self.figures, game, -1):
            return
        steps = sorted(points)
        now = points[steps[-1]]
        teams = now["teams"]
        race, hands = self.figures
        with race.batch_update():
            sides = sorted(now["scores"])
            label = {side: names[side] if names and not teams and side < len(names)
                     else (_("team {n}") if teams else _("player {p}")).format(n=side, p=side)
                     for side in sides}
            if race.trace_count != len(sides):
                race.data = []
                for i, side in enumerate(sides):
                    race.add_scatter(
                        x=[], y=[], mode="lines+markers", name=label[side],
                        line=dict(color=style.PALETTE[i % 8], dash=DASHES[i % 8], width=2),
                        marker=dict(symbol=MARKERS[i % 8], size=5),
                        hovertemplate=_("%{fullData.name}<br>after action %{x}: score %{y}")
                        + "<extra></extra>")
            for i, side in enumerate(sides):
                shown = [k for k in steps if side in points[k]["scores"]]
                race.set_trace(i, x=shown, y=[points[k]["scores"][side] for k in shown],
                               name=label[side])
            target = now.get("target")
            race.set_layout(xaxis_range=[0, max(10, steps[-1] + 1)], shapes=[] if not target else [
                dict(type="line", xref="paper", x0=0, x1=1, yref="y", y0=target, y1=target,
                     line=dict(color=style.VERMILLION, dash="dash"))])
            title = _("The score race (teams)") if teams else _("The score race (players)")
            set_title(race, title + (_(", target {n}").format(n=target) if target else ""))
        sizes = now["hand_sizes"]
        with hands.batch_update():
            names = player_ticks(hands, len(sizes), -1)
            hands.set_trace(0, x=names, y=sizes, text=[str(n) for n in sizes])
            pile = now["draw_pile"]
            set_title(hands, _("Cards in each hand (hidden, counted)")
                      + ("" if pile is None else _("<br>and {n} in the draw pile").format(n=pile)))


class ProjectorCharts:
    """The projector's charts of ``game``'s kind: the game's own (no hidden hand), or
    ``PublicCharts``."""

    def __init__(self, game: Game, private: bool) -> None:
        self.private = private
        self.panel = None if private else ChartPanel(game)
        self.public = PublicCharts(game.players) if private else None

    @property
    def figures(self) -> list:
        return self.public.figures if self.private else self.panel.figures

    def update(self, game: Game, points: dict[int, dict[str, Any]],
               names: list[str] | None = None) -> None:
        if self.private:
            if points:
                self.public.update(game, points, names)
            return
        # every seat sees the same table: the acting player's chances are everyone's
        viewer = game.current_player if game.current_player is not None else 0
        self.panel.update(game, viewer, self.panel.summary(game, viewer))
