"""``play(game, bots=..., seat=...)``: the table, its controls, the narration and live charts.

The view holds no rules: it shows ``game.observation(viewer)``, offers
``game.legal_actions()``, calls ``game.apply`` / ``game.undo`` and narrates
``str(event)``. Bots move on Step, or by themselves with Auto-play.
"""
from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from ..core import ConfigError, Event, Game, IllegalMove
from ..registry import make
from .charts import charts_for, style, summary_for
from .faces import card_faces
from .final import headline, result
from .narration import Narration
from .seats import Seating, has_private_information, make_bots
from .table import Table


class PlayView(widgets.VBox):
    """A game at the table: see ``play``. ``act``, ``step``, ``undo`` and ``new_game``
    do what the buttons do, so notebooks and tests can drive it too."""

    def __init__(self, game: Game | str, bots: Mapping[int, Any] | None = None,
                 seat: int | None = None, autoplay: bool = False, speed: float = 2.0):
        if isinstance(game, str):
            game = make(game)
        if not isinstance(game, Game):
            raise ConfigError(f"play needs a game made with cardkit.make, not {game!r}")
        self.game = game
        self.seating = Seating(game.players, make_bots(game, bots, seat), seat,
                               private=has_private_information(game))
        self.seating.reset(game.current_player)
        self.error = ""
        self._auto_task: asyncio.Future | None = None

        self.table = Table(game=game.name, faces=card_faces(game))
        self.table.on_action(self.act)
        self.table.on_ready(self._ready)
        self.charts = charts_for(game)
        self._narration = Narration()
        self._summary: tuple | None = None  # (game, actions, last entry, viewer, summary)
        self.narration = widgets.HTML(layout=widgets.Layout(max_height="230px", overflow="auto",
                                                      border="1px solid #ddd", padding="2px 6px",
                                                      width=f"{style.WIDTH}px"))
        # compact controls: one line, "New game" included, beside a 1280-px-wide table
        button = dict(layout=widgets.Layout(width="auto"))
        self.step_button = widgets.Button(description="Step", icon="forward",
                                          tooltip="Play one bot action", **button)
        self.auto = widgets.ToggleButton(value=autoplay, description="Auto-play", icon="play",
                                         tooltip="Let the bots play by themselves", **button)
        self.speed = widgets.FloatSlider(value=speed, min=0.5, max=10.0, step=0.5,
                                         description="Moves/s", readout_format=".1f",
                                         tooltip="Bot moves per second in auto-play",
                                         style={"description_width": "auto"},
                                         layout=widgets.Layout(width="220px"))
        self.undo_button = widgets.Button(description="Undo", icon="undo",
                                          tooltip="Take back your last decision", **button)
        self.seed_box = widgets.IntText(value=game.seed, description="Seed",
                                        style={"description_width": "auto"},
                                        layout=widgets.Layout(width="130px"))
        self.new_button = widgets.Button(description="New game", icon="refresh",
                                         tooltip="Deal a new game with this seed", **button)
        self.step_button.on_click(lambda _: self.step())
        self.undo_button.on_click(lambda _: self.undo())
        self.new_button.on_click(lambda _: self.new_game(self.seed_box.value))
        self.auto.observe(lambda _: self._auto_changed(), "value")
        controls = widgets.HBox([self.step_button, self.auto, self.speed, self.undo_button,
                                 self.seed_box, self.new_button],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        controls.add_class("ck-controls")
        # the main chart beside the table (below it when the page is narrow), then the log,
        # then the other charts
        figures = [fig.widget for fig in self.charts.figures] if self.charts else []
        log = [widgets.HTML('<b style="font-size:15px">What happened</b> (newest first)'),
               self.narration]
        self.chart_box = widgets.VBox(figures[:1] + log + figures[1:],
                                      layout=widgets.Layout(flex="0 0 auto"))
        self.chart_box.add_class("ck-side")
        self.table.layout = widgets.Layout(flex="1 1 560px", min_width="0")
        main = widgets.HBox([self.table, self.chart_box],
                            layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        super().__init__([controls, main])
        self.add_class("ck-play")
        self.refresh()

    # ----- what the buttons do ------------------------------------------------------
    def act(self, text: str) -> list[Event]:
        """The person at the screen chose ``text``; illegal text is shown, not raised."""
        g = self.game
        if not self.seating.can_act(g.current_player):
            self.error = "It is not your move now."
            self.refresh()
            return []
        try:
            events = g.apply(text)
        except IllegalMove as e:
            self.error = f"Not allowed: {e.reason if hasattr(e, 'reason') else e}"
            self.refresh()
            return []
        self.error = ""
        self.refresh()
        self._schedule()
        return events

    def step(self) -> list[Event]:
        """One bot action, if a bot is to move."""
        g = self.game
        p = g.current_player
        if not self.seating.is_bot(p):
            self.error = ("The game is over." if p is None
                          else f"No bot to move: it is {self.seating.names()[p]}'s decision.")
            self.refresh()
            return []
        events = g.apply(self.seating.bots[p].choose(g, p))
        self.error = ""
        self.refresh()
        return events

    def run_bots(self, limit: int = 10_000) -> int:
        """Step bots until a human must decide or the game ends; returns the actions played."""
        played = 0
        while played < limit and self.seating.is_bot(self.game.current_player):
            self.step()
            played += 1
        return played

    def undo(self) -> None:
        """Take back the last action, and the bots' actions, back to a human decision."""
        g = self.game
        if not g.history:
            self.error = "Nothing to undo yet."
            self.refresh()
            return
        self.auto.value = self.auto.value and bool(self.seating.humans)
        g.undo()
        while g.history and self.seating.humans and self.seating.is_bot(g.current_player):
            g.undo()
        self.seating.hand_over(g.current_player)
        self.error = ""
        self.refresh()

    def new_game(self, seed: int | None = None) -> None:
        """A fresh game with the same players and options (and ``seed``)."""
        g = self.game
        self.game = make(g.name, players=g.players, seed=seed,
                         **dataclasses.asdict(g.options))
        self.seed_box.value = self.game.seed
        self.seating.reset(self.game.current_player)
        self.error = ""
        self.refresh()
        self._schedule()

    def _ready(self) -> None:
        self.seating.hand_over(self.game.current_player)
        self.refresh()

    # ----- drawing -------------------------------------------------------------------
    def refresh(self) -> None:
        """Push the game's state to the table, the charts and the log."""
        g, seats = self.game, self.seating
        current = g.current_player
        names = seats.names()
        passing = seats.must_pass(current)
        viewer = seats.viewer(current)
        view: dict[str, Any] = {"names": names, "error": self.error, "seat": viewer,
                                "screen": None, "waiting": ""}
        if passing:
            view.update(obs={}, legal=[], screen={"kind": "pass", "player": current},
                        status=f"{names[current]} is next.")
        else:
            view["obs"] = g.observation(viewer)
            view["legal"] = ([str(a) for a in g.legal_actions()] if seats.can_act(current)
                             else [])
            view["status"] = self._status(names)
            if g.is_over:
                view["over"] = result(g, names)
            if not seats.private:  # what just happened, for a renderer to show (e.g. a bust)
                view["recent"] = recent(g)
            if seats.is_bot(current):
                view["waiting"] = ("Auto-play is on: the bots are playing…" if self.auto.value
                                   else "A bot is to move: press Step, or switch on Auto-play.")
        summary = self._summary_of(g, viewer) if self.charts and not passing else None
        # a game's charts may also lay figures on the table (e.g. a danger map over the board)
        overlay = getattr(self.charts, "table_overlay", None)
        if summary is not None and overlay is not None and not g.is_over:
            view["overlay"] = overlay(g, viewer, summary)
        self.table.view = view
        self.chart_box.layout.visibility = "hidden" if passing else "visible"
        if summary is not None:
            self.charts.update(g, viewer, summary)
        self.narration.value = self._narration.html(g, names, viewer)
        self.step_button.disabled = not seats.is_bot(current)
        self.undo_button.disabled = not g.history

    def _summary_of(self, g: Game, viewer: int) -> dict[str, Any] | None:
        """``summary_for(g, viewer)``, computed once a position: a refresh that changes no
        position (an error shown, Auto-play switched, the device handed over) reuses it."""
        last = g.history[-1] if g.history else None  # an entry is a new object for a new action
        kept = self._summary
        if (kept is None or kept[0] is not g or kept[1] != len(g.history) or kept[2] is not last
                or kept[3] != viewer):
            kept = self._summary = (g, len(g.history), last, viewer, summary_for(g, viewer))
        return kept[4]

    def _status(self, names: list[str]) -> str:
        g = self.game
        if g.is_over:
            table = ", ".join(f"{names[p]} {g.score_text(s)}" for p, s in g.scores().items())
            return f"{headline(g, names)} ({table})"
        p = g.current_player
        if self.seating.is_bot(p):
            return f"{names[p]} is to move."
        if self.seating.can_act(p):
            return f"{names[p]}: your move. Click a glowing card or place on the table, or a button."
        return f"{names[p]} is to move."

    # ----- auto-play -----------------------------------------------------------------
    def _auto_changed(self) -> None:
        """Auto-play switched on or off: the waiting line says so, and the bots may start."""
        self.refresh()
        self._schedule()

    def _schedule(self) -> None:
        """While Auto-play is on, let the bots move at the chosen speed (in the kernel's loop)."""
        if not self.auto.value or not self.seating.is_bot(self.game.current_player):
            return
        if self._auto_task is not None and not self._auto_task.done():
            return
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:
            return
        if not loop.is_running():
            return  # plain Python: call run_bots() instead
        self._auto_task = asyncio.ensure_future(self._auto_loop())

    async def _auto_loop(self) -> None:
        next_move = time.monotonic()
        while self.auto.value and self.seating.is_bot(self.game.current_player):
            next_move += 1.0 / max(self.speed.value, 0.1)
            await asyncio.sleep(max(0.0, next_move - time.monotonic()))
            if self.auto.value and self.seating.is_bot(self.game.current_player):
                self.step()
        self.refresh()


def recent(game: Game, last: int = 12) -> list[dict[str, Any]]:
    """The last actions with their events' kind, player and data (only for games without
    hidden information: an event's data may name a hidden card)."""
    return [{"player": who, "text": text,
             "events": [{"kind": e.kind, "player": e.player, "data": e.data} for e in events]}
            for who, text, events in game.history[-last:]]


def play(game: Game | str, bots: Mapping[int, Any] | None = None, seat: int | None = None,
         autoplay: bool = False, speed: float = 2.0) -> PlayView:
    """The game at an interactive table with live charts.

    ``bots`` maps players to strategies (objects with ``choose`` or names such as
    ``"sensible"``); the other players are people. ``seat=None`` is hot-seat: the
    screen shows the person to act, with a "pass the device" screen between
    people; ``seat=k`` always shows player k's view (and every other player
    needs a bot; by default they get the sensible one).
    """
    return PlayView(game, bots=bots, seat=seat, autoplay=autoplay, speed=speed)
