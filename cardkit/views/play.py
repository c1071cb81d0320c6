"""``play(game, bots=..., seat=...)``: the table, its controls, the narration and live charts.

``PlayView`` puts together the parts a table is made of, each in a file of its own and used
by the classroom's pages too: ``seats`` (who sits where, the hot-seat hand-over),
``seat_view`` (what the Table is sent), ``timeline`` (the moment shown), ``narration`` (the
log and the bots' reasons) and ``panel`` (the live charts). What stays here is the lesson's
single screen: its buttons, looking back and branching, saving, and Auto-play.

The view holds no rules: it shows ``game.observation(viewer)``, offers
``game.legal_actions()``, calls ``game.apply`` / ``game.undo`` and narrates
``str(event)``. Bots move on Step, or by themselves with Auto-play, and say why in the
log when they can (``explain``). The timeline shows any past moment (``Game.at``);
"Play from here" branches there; ``save`` writes the game for ``play(path)`` to open.
"""
from __future__ import annotations

import asyncio
import dataclasses
import os
import time
from collections.abc import Mapping
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..core import ConfigError, Event, Game, IllegalMove
from ..core.game import MAX_SAVE
from ..i18n import _, get_language, ngettext, set_language
from ..registry import GAMES, load, make
from .charts import style
from .faces import card_faces
from .narration import Narration, Reasons
from .panel import ChartPanel
from .seat_view import recent, status_line, table_view
from .seats import Seating, has_private_information, make_bots
from .table import Table
from .timeline import Timeline

__all__ = ["PlayView", "game_of", "play", "recent"]


class PlayView(widgets.VBox):
    """A game at the table: see ``play``. ``act``, ``step``, ``undo`` and ``new_game``
    do what the buttons do, so notebooks and tests can drive it too."""

    def __init__(self, game: Game | str | os.PathLike, bots: Mapping[int, Any] | None = None,
                 seat: int | None = None, autoplay: bool = False, speed: float = 2.0):
        self.game = game = game_of(game)
        self.seating = Seating(game.players, make_bots(game, bots, seat), seat,
                               private=has_private_information(game))
        self.seating.reset(game.current_player)
        self.error = ""
        self.notice = ""  # what the table just did for the teacher (a branch, a save)
        self.reasons = Reasons()  # the bots' explanations, for the log
        self._branch: tuple[int, str] | None = None  # the log's line where a branch began
        self._auto_task: asyncio.Future | None = None
        self.timeline = Timeline(self.look, self.play_from_here, self._save_clicked)

        self.table = Table(game=game.name, faces=card_faces(game))
        self.table.on_action(self.act)
        self.table.on_ready(self._ready)
        self.panel = ChartPanel(game)
        self.charts = self.panel.charts
        self._narration = Narration()
        self.narration = widgets.HTML(layout=widgets.Layout(max_height="230px", overflow="auto",
                                                      border="1px solid #ddd", padding="2px 6px",
                                                      width=f"{style.WIDTH}px"))
        # compact controls: one line, "New game" included, beside a 1280-px-wide table
        button = dict(layout=widgets.Layout(width="auto"))
        self.step_button = widgets.Button(icon="forward", **button)
        self.auto = widgets.ToggleButton(value=autoplay, icon="play", **button)
        self.speed = widgets.FloatSlider(value=speed, min=0.5, max=10.0, step=0.5,
                                         readout_format=".1f",
                                         style={"description_width": "auto"},
                                         layout=widgets.Layout(width="220px"))
        self.undo_button = widgets.Button(icon="undo", **button)
        self.seed_box = widgets.IntText(value=game.seed, style={"description_width": "auto"},
                                        layout=widgets.Layout(width="130px"))
        self.new_button = widgets.Button(icon="refresh", **button)
        self.step_button.on_click(lambda _change: self.step())
        self.undo_button.on_click(lambda _change: self.undo())
        self.new_button.on_click(lambda _change: self.new_game(self.seed_box.value))
        self.auto.observe(lambda _change: self._auto_changed(), "value")
        controls = widgets.HBox([self.step_button, self.auto, self.speed, self.undo_button,
                                 self.seed_box, self.new_button],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        controls.add_class("ck-controls")
        # the main chart beside the table (below it when the page is narrow), then the log,
        # then the other charts
        figures = [fig.widget for fig in self.panel.figures]
        self.log_title = widgets.HTML()
        log = [self.log_title, self.narration]
        self.chart_box = widgets.VBox(figures[:1] + log + figures[1:],
                                      layout=widgets.Layout(flex="0 0 auto"))
        self.chart_box.add_class("ck-side")
        self.table.layout = widgets.Layout(flex="1 1 560px", min_width="0")
        main = widgets.HBox([self.table, self.chart_box],
                            layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        super().__init__([controls, self.timeline.box, main])
        self.add_class("ck-play")
        self._spoken = ""  # the language the controls were last labelled in
        self.refresh()

    # ----- what the buttons do ------------------------------------------------------
    def act(self, text: str) -> list[Event]:
        """The person at the screen chose ``text``; illegal text is shown, not raised."""
        g = self.game
        if self._refused_while_looking():
            return []
        if not self.seating.can_act(g.current_player):
            self.error = _("It is not your move now.")
            self.refresh()
            return []
        try:
            events = g.apply(text)
        except IllegalMove as e:
            self.error = _("Not allowed: {reason}").format(
                reason=e.reason if hasattr(e, "reason") else e)
            self.refresh()
            return []
        self.error = self.notice = ""
        self.refresh()
        self._schedule()
        return events

    def step(self) -> list[Event]:
        """One bot action, if a bot is to move; its explanation (``bot.explain``, when the
        bot has one) is kept for the log line of that action."""
        g = self.game
        p = g.current_player
        if self._refused_while_looking():
            return []
        if not self.seating.is_bot(p):
            self.error = (_("The game is over.") if p is None
                          else _("No bot to move: it is {name}'s decision.").format(
                              name=self.seating.names()[p]))
            self.refresh()
            return []
        bot = self.seating.bots[p]
        explain = getattr(bot, "explain", None)
        why = explain(g, p) if callable(explain) else None
        events = g.apply(why.action if why is not None else bot.choose(g, p))
        if why is not None:
            self.reasons.record(g, why)
        self.error = ""
        self.refresh()
        return events

    def run_bots(self, limit: int = 10_000) -> int:
        """Step bots until a human must decide or the game ends; returns the actions played
        (none while the timeline looks back)."""
        played = 0
        while (played < limit and self.timeline.step is None
               and self.seating.is_bot(self.game.current_player)):
            self.step()
            played += 1
        return played

    def undo(self) -> None:
        """Take back the last action, and the bots' actions, back to a human decision."""
        g = self.game
        if self._refused_while_looking():
            return
        if not g.history:
            self.error = _("Nothing to undo yet.")
            self.refresh()
            return
        self.auto.value = self.auto.value and bool(self.seating.humans)
        g.undo()
        while g.history and self.seating.humans and self.seating.is_bot(g.current_player):
            g.undo()
        self.seating.hand_over(g.current_player)
        self.error = self.notice = ""
        self.refresh()

    def new_game(self, seed: int | None = None) -> None:
        """A fresh game with the same players and options (and ``seed``)."""
        g = self.game
        self.game = make(g.name, players=g.players, seed=seed,
                         **dataclasses.asdict(g.options))
        self.seed_box.value = self.game.seed
        self.seating.reset(self.game.current_player)
        self.timeline.forget()
        self.reasons.clear()
        self._branch = None
        self.error = self.notice = ""
        self.refresh()
        self._schedule()

    # ----- the timeline, branches and saved games ------------------------------------
    @property
    def looking(self) -> int | None:
        """The move the timeline shows while looking back; ``None`` at the game's end."""
        return self.timeline.step

    def look(self, step: int | None) -> None:
        """Show the table, the log and the charts as they stood after the game's first
        ``step`` actions (``None``, or the number played: the game now). The game does not
        change; while looking back nothing is played, and Auto-play waits."""
        n = len(self.game.history)
        step = n if step is None else step
        if step.__class__ is not int or not 0 <= step <= n:
            raise ConfigError(f"a move of this game is a whole number from 0 to {n} (the "
                              f"actions played so far), not {step!r}")
        self.timeline.step = None if step == n else step
        self.error = self.notice = ""
        self.refresh()
        self._schedule()

    def play_from_here(self) -> None:
        """Make the moment the timeline shows the game: a branch. The moves after it are
        gone; undo goes on back past it, and the seed stays the game's."""
        k, g = self.timeline.step, self.game
        if k is None:
            self.error = _("This is the game's last move already: move the timeline back "
                           "first.")
            self.refresh()
            return
        self.game = g.at(k)
        self.timeline.forget()
        self.reasons.cut(k)
        gone = len(g.history) - k
        self.error = ""
        self.notice = ngettext("Branched at move {k}: the {n} move after it is gone — Undo "
                               "still works.",
                               "Branched at move {k}: the {n} moves after it are gone — Undo "
                               "still works.", gone).format(k=k, n=gone)
        self._branch = (k, self.notice)
        self.refresh()
        self._schedule()

    def save(self, path: str | os.PathLike | None = None) -> Path:
        """Write the whole game (``game.to_json()``) to ``path`` (default
        ``<game>-seed<seed>-move<n>.json`` in the current folder); returns the file's path.
        ``play(path)`` opens it again at its last action."""
        g = self.game
        if path is None:
            path = f"{g.name}-seed{g.seed}-move{len(g.history)}.json"
        if not isinstance(path, (str, os.PathLike)) or not str(path):
            raise ConfigError(_("a game is saved to a file name such as 'push.json', not "
                                "{path}").format(path=repr(path)))
        target = Path(path)
        try:
            target.write_text(g.to_json(), encoding="utf-8")
        except OSError as e:
            raise ConfigError(_("cannot save the game to {path}: {reason}").format(
                path=repr(str(target)), reason=e.strerror or e)) from None
        return target.resolve()

    def _save_clicked(self) -> None:
        try:
            where = self.save()
        except ConfigError as e:
            self.error, self.notice = str(e), ""
        else:
            self.error = ""
            self.notice = _("Saved to {path} — open it again with {call}.").format(
                path=where, call=f"play({str(where)!r})")
        self.refresh()

    def _refused_while_looking(self) -> bool:
        """While the timeline looks back nothing is played: say so (and refuse)."""
        k = self.timeline.step
        if k is None:
            return False
        self.error = _("You are looking back at move {k}: press 'Play from here' to play on "
                       "from this moment, or ▶▶ to return to the game.").format(k=k)
        self.refresh()
        return True

    def _ready(self) -> None:
        self.seating.hand_over(self.game.current_player)
        self.refresh()

    # ----- drawing -------------------------------------------------------------------
    def refresh(self) -> None:
        """Push the game's state to the table, the charts and the log: the game now, or
        the past moment the timeline shows (the same drawing, of ``Game.at(step)``)."""
        if self._spoken != get_language():
            self._label()
        self.timeline.follow(self.game)
        self.panel.keep_series(self.timeline.step is not None)
        self._draw(self.timeline.moment(self.game))

    def _label(self) -> None:
        """The controls' words, in the language in use (again after ``set_language``)."""
        self._spoken = get_language()
        for control, description, tooltip in (
                (self.step_button, _("Step"), _("Play one bot action")),
                (self.auto, _("Auto-play"), _("Let the bots play by themselves")),
                (self.speed, _("Moves/s"), _("Bot moves per second in auto-play")),
                (self.undo_button, _("Undo"), _("Take back your last decision")),
                (self.seed_box, _("Seed"), None),
                (self.new_button, _("New game"), _("Deal a new game with this seed"))):
            control.description, control.tooltip = description, tooltip
        what, newest = escape(_("What happened")), escape(_("(newest first)"))
        self.log_title.value = f'<b style="font-size:15px">{what}</b> {newest}'
        self.timeline.label()

    def _draw(self, g: Game) -> None:
        """Draw ``g``: the game itself, or a copy of it at a past moment (nothing playable)."""
        seats, now = self.seating, self.game
        current = g.current_player
        names = seats.names()
        passing = seats.must_pass(now.current_player)
        viewer = seats.viewer(current)
        looking = g is not now
        if passing:
            view: dict[str, Any] = {
                "names": names, "error": self.error, "seat": viewer,
                "screen": {"kind": "pass", "player": now.current_player}, "waiting": "",
                "notice": self.notice, "obs": {}, "legal": [],
                "status": _("{name} is next.").format(name=names[now.current_player])}
        else:
            legal = ([str(a) for a in g.legal_actions()]
                     if not looking and seats.can_act(current) else [])
            waiting = ""
            if not looking and seats.is_bot(current):
                waiting = (_("Auto-play is on: the bots are playing…") if self.auto.value
                           else _("A bot is to move: press Step, or switch on Auto-play."))
            view = table_view(g, viewer, names, legal, self._status(names, g), error=self.error,
                              notice=self.notice, waiting=waiting, private=seats.private)
            if looking:
                view["looking"] = {"step": len(g.history), "of": len(now.history)}
        summary = None if passing else self.panel.summary(g, viewer)
        overlay = self.panel.overlay(g, viewer, summary)
        if overlay is not None:
            view["overlay"] = overlay
        self.table.view = view
        self.chart_box.layout.visibility = "hidden" if passing else "visible"
        self.panel.update(g, viewer, summary)
        if self._branch is not None and self._branch[0] > len(now.history):
            self._branch = None  # undone back past the branch point
        self.narration.value = self._narration.html(now, names, viewer, upto=len(g.history),
                                                    why=self.reasons.explained(now),
                                                    mark=self._branch)
        self.step_button.disabled = looking or not seats.is_bot(current)
        self.undo_button.disabled = looking or not g.history

    def _status(self, names: list[str], g: Game | None = None) -> str:
        g = self.game if g is None else g
        if g is not self.game:
            return _("Looking back at move {k} of {n} — press 'Play from here' to branch, or "
                     "▶▶ to return.").format(k=len(g.history), n=len(self.game.history))
        p = g.current_player
        return status_line(g, names, not self.seating.is_bot(p) and self.seating.can_act(p))

    # ----- auto-play -----------------------------------------------------------------
    def _auto_changed(self) -> None:
        """Auto-play switched on or off: the waiting line says so, and the bots may start."""
        self.refresh()
        self._schedule()

    def _schedule(self) -> None:
        """While Auto-play is on, let the bots move at the chosen speed (in the kernel's loop);
        not while the timeline looks back."""
        if (not self.auto.value or self.timeline.step is not None
                or not self.seating.is_bot(self.game.current_player)):
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
        while self._autoplaying():
            next_move += 1.0 / max(self.speed.value, 0.1)
            await asyncio.sleep(max(0.0, next_move - time.monotonic()))
            if self._autoplaying():
                self.step()
        self.refresh()

    def _autoplaying(self) -> bool:
        return (self.auto.value and self.timeline.step is None
                and self.seating.is_bot(self.game.current_player))


def game_of(game: Game | str | bytes | os.PathLike) -> Game:
    """The game ``play`` opens: a Game; a game's name (a new deal); a saved game's JSON text
    (``game.to_json()``); or the path of a file holding one (``PlayView.save``)."""
    if isinstance(game, Game):
        return game
    if isinstance(game, (bytes, bytearray)) or (isinstance(game, str)
                                                 and game.lstrip().startswith("{")):
        return load(game)
    if isinstance(game, str) and game in GAMES:
        return make(game)
    if isinstance(game, (str, os.PathLike)):
        return _load_file(Path(game))
    raise ConfigError(f"play needs a game made with cardkit.make, a game's name, a saved game "
                      f"or its file's path, not {game!r}")


def _load_file(path: Path) -> Game:
    """The game saved in the file at ``path``; ConfigError names the file and what is wrong."""
    try:
        with path.open("rb") as f:
            data = f.read(MAX_SAVE + 1)  # a longer file is refused by load, unread beyond
    except FileNotFoundError:
        raise ConfigError(f"{str(path)!r} is neither a game ({', '.join(GAMES)}) nor a saved "
                          f"game's file: there is no such file") from None
    except OSError as e:
        raise ConfigError(f"cannot read the saved game {str(path)!r}: {e.strerror or e}") from None
    try:
        return load(data)
    except ConfigError as e:
        raise ConfigError(f"{str(path)!r} is not a saved game cardkit can open: {e}") from None


def play(game: Game | str | os.PathLike, bots: Mapping[int, Any] | None = None,
         seat: int | None = None, autoplay: bool = False, speed: float = 2.0,
         lang: str | None = None) -> PlayView:
    """The game at an interactive table with live charts.

    ``game`` is a game (``cardkit.make``), a game's name, a saved game's JSON text
    (``game.to_json()``) or the path of a saved game's file (``view.save()``); a saved
    game opens at its last action, its moves in the log and on the timeline.
    ``bots`` maps players to strategies (objects with ``choose`` or names such as
    ``"sensible"``); the other players are people. ``seat=None`` is hot-seat: the
    screen shows the person to act, with a "pass the device" screen between
    people; ``seat=k`` always shows player k's view (and every other player
    needs a bot; by default they get the sensible one). ``lang`` (``"pa"``, or ``"en"``)
    chooses the language cardkit speaks from now on, as ``cardkit.set_language`` does.
    """
    before = get_language()
    if lang is not None:
        set_language(lang)
    try:
        return PlayView(game, bots=bots, seat=seat, autoplay=autoplay, speed=speed)
    except ConfigError:  # a refused table changes nothing, the language included
        set_language(before)
        raise
