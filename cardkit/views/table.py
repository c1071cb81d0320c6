"""``Table``: the anywidget that draws a game's table and reports the action chosen."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..i18n import get_language
from . import assets
from .words import words


class Table(anywidget.AnyWidget):
    """The table of one game, drawn by ``widgets/table.js`` and the game's renderer.

    Python syncs ``view`` (the observation of the seat shown, the legal action
    texts, names, a status line, an optional "pass the device" screen) and ``words``
    (every word the game's table writes, in the language in use: ``words.py``); the
    front end sends back ``{"type": "action", "text": ...}`` or ``{"type": "ready"}``.
    """

    _esm = assets.esm()
    _css = assets.css()

    game = traitlets.Unicode("").tag(sync=True)
    faces = traitlets.Dict().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    words = traitlets.Dict().tag(sync=True)
    _language: tuple[str, str] = ("", "")  # the game and language of the words last sent

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self._speak()
        self._on_action: list[Callable[[str], None]] = []
        self._on_ready: list[Callable[[], None]] = []
        self.on_msg(self._from_front_end)

    @traitlets.observe("game", "view")
    def _speak(self, _change=None) -> None:
        """Send the game's words again when the game or the language changed: a view sent
        after ``set_language`` is read in the new language."""
        if (self.game, get_language()) != self._language:
            self._language = (self.game, get_language())
            self.words = words(self.game)

    def on_action(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(text)`` when the user picks an action on the table."""
        self._on_action.append(callback)

    def on_ready(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` when the next player says they hold the device."""
        self._on_ready.append(callback)

    def choose(self, text: str) -> None:
        """Act as if the user had clicked the action ``text`` (for tests and scripts)."""
        self._from_front_end(self, {"type": "action", "text": text}, [])

    def ready(self) -> None:
        """Act as if the next player had pressed "show my table"."""
        self._from_front_end(self, {"type": "ready"}, [])

    def _from_front_end(self, _widget, content: dict, _buffers) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "action" and isinstance(content.get("text"), str):
            for callback in self._on_action:
                callback(content["text"])
        elif kind == "ready":
            for callback in self._on_ready:
                callback()
