"""The narration log: the game told from its events, newest first."""
from __future__ import annotations

from html import escape

from ..core import Game
from .private import seen_text

SHOWN = 60  # the log shows the last this many actions; the game keeps them all


def narrate(game: Game, names: list[str], viewer: int | None = None, last: int = SHOWN) -> str:
    """HTML of the last ``last`` actions: who did what, then each event's sentence as player
    ``viewer`` sees it (their own drawn card named; ``None``: the public sentences only)."""
    return Narration().html(game, names, viewer, last)


class Narration:
    """``narrate`` that keeps each action's line: after an action only the new line is
    written (a line is kept while its history entry, its viewer and its name stay)."""

    def __init__(self) -> None:
        self._lines: dict[int, tuple[tuple, int | None, str, str]] = {}

    def html(self, game: Game, names: list[str], viewer: int | None = None,
             last: int = SHOWN) -> str:
        start = max(0, len(game.history) - last)
        lines = {}
        for number, entry in enumerate(game.history[start:], start + 1):
            player = entry[0]
            who = names[player] if player is not None and player < len(names) else "The table"
            kept = self._lines.get(number)
            if kept is None or kept[0] is not entry or kept[1] != viewer or kept[2] != who:
                kept = (entry, viewer, who, _line(number, who, entry[1], entry[2], viewer))
            lines[number] = kept
        self._lines = lines
        if not lines:
            return '<p class="ck-log-empty"><i>No action yet: the story of the game appears here.</i></p>'
        return ('<ol class="ck-log" style="margin:0;padding-left:3.2em;'
                'font-size:15px;line-height:1.45">'
                + "".join(lines[n][3] for n in reversed(lines)) + "</ol>")


def _line(number: int, who: str, text: str, events, viewer: int | None) -> str:
    sentences = " ".join(escape(line) for line in (seen_text(e, viewer) for e in events) if line)
    return (f'<li value="{number}"><b>{escape(who)}</b>: <code>{escape(text)}</code>'
            f' — {sentences}</li>')


def text_log(events) -> str:
    """The events of one action as plain text, one sentence a line."""
    return "\n".join(str(e) for e in events)
