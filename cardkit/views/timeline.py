"""The table's timeline: a "Move" slider over every action of the game, with step buttons.

It holds which moment the table shows (``step``: ``None`` while it follows the game's
last action) and the copies of the game at the moments shown, made once per step with
the core's ``Game.at(step)``. It changes no game: ``PlayView`` draws the copy, and
"Play from here" makes it the game.
"""
from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from ..core import Game
from ..i18n import _

KEPT = 48  # copies of past moments kept (each a whole game state); the oldest shown goes first


class Timeline:
    """The slider, ◀ / ▶ / ▶▶, "Play from here" and "Save", in one row (``box``)."""

    def __init__(self, look: Callable[[int], None], branch: Callable[[], None],
                 save: Callable[[], None]):
        self.step: int | None = None
        self._look = look
        self._copies: dict[int, tuple[object, Game]] = {}  # step: (entry before it, copy)
        self._game: Game | None = None
        self._syncing = False
        button = dict(layout=widgets.Layout(width="auto"))
        self.back = widgets.Button(description="◀", **button)
        self.slider = widgets.IntSlider(value=0, min=0, max=0, continuous_update=False,
                                        style={"description_width": "auto"},
                                        layout=widgets.Layout(width="330px"))
        self.forward = widgets.Button(description="▶", **button)
        self.end = widgets.Button(description="▶▶", **button)
        self.branch = widgets.Button(icon="code-branch", **button)
        self.save = widgets.Button(icon="save", **button)
        self.label()
        self.back.on_click(lambda _button: self._look(max(0, self.slider.value - 1)))
        self.forward.on_click(lambda _button: self._look(min(self.slider.max, self.slider.value + 1)))
        self.end.on_click(lambda _button: self._look(self.slider.max))
        self.branch.on_click(lambda _button: branch())
        self.save.on_click(lambda _button: save())
        self.slider.observe(self._moved, "value")
        self.box = widgets.HBox([self.back, self.slider, self.forward, self.end, self.branch,
                                 self.save],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.box.add_class("ck-timeline")

    def label(self) -> None:
        """The row's words, in the language in use (``PlayView`` calls it again after
        ``set_language``)."""
        self.back.tooltip = _("One move back (the game does not change)")
        self.slider.description = _("Move")
        self.slider.tooltip = _("Look back at any move of the game (arrow keys step one move)")
        self.forward.tooltip = _("One move forward")
        self.end.tooltip = _("Back to the game: its last move")
        self.branch.description = _("Play from here")
        self.branch.tooltip = _("Make this moment the game: the moves after it are gone (Undo "
                                "still works)")
        self.save.description = _("Save")
        self.save.tooltip = _("Save the whole game to a file, to open again with play(path)")

    def _moved(self, change) -> None:
        if not self._syncing:
            self._look(change["new"])

    def moment(self, game: Game) -> Game:
        """The game as the timeline shows it: ``game`` itself at the end, else its copy at
        ``step`` (made once per step and kept while the moves up to it stay)."""
        k = self.step
        if k is None:
            return game
        if game is not self._game:
            self._copies, self._game = {}, game
        before = game.history[k - 1] if k else None  # a new entry object for a new action
        kept = self._copies.pop(k, None)
        if kept is None or kept[0] is not before:
            kept = (before, game.at(k))
        self._copies[k] = kept  # the newest shown last
        while len(self._copies) > KEPT:
            del self._copies[next(iter(self._copies))]
        return kept[1]

    def follow(self, game: Game) -> None:
        """Set the slider to the step shown, and its end to the game's last action; a step
        past that end (after an undo) becomes the end."""
        n = len(game.history)
        if self.step is not None and self.step >= n:
            self.step = None
        value = n if self.step is None else self.step
        slider = self.slider
        if slider.max != n or slider.value != value:
            self._syncing = True
            try:
                with slider.hold_sync():
                    if n >= slider.max:  # widen first, so the value is never clamped
                        slider.max, slider.value = n, value
                    else:
                        slider.value, slider.max = value, n
            finally:
                self._syncing = False
        at_end = self.step is None
        self.back.disabled = value == 0
        self.forward.disabled = self.end.disabled = self.branch.disabled = at_end

    def forget(self) -> None:
        """Drop the copies kept (a new game, or a branch, is shown)."""
        self._copies, self._game, self.step = {}, None, None
