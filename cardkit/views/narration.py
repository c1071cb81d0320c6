"""The narration log: the game told from its events, newest first."""
from __future__ import annotations

from html import escape

from ..core import Game
from .private import seen_text

SHOWN = 60  # the log shows the last this many actions; the game keeps them all


def narrate(game: Game, names: list[str], viewer: int | None = None, last: int = SHOWN) -> str:
    """HTML of the last ``last`` actions: who did what, then each event's sentence as player
    ``viewer`` sees it (their own drawn card named; ``None``: the public sentences only)."""
    entries = []
    start = max(0, len(game.history) - last)
    for number, (player, text, events) in enumerate(game.history[start:], start + 1):
        who = names[player] if player is not None and player < len(names) else "The table"
        sentences = " ".join(escape(line) for line in (seen_text(e, viewer) for e in events) if line)
        entries.append(f'<li value="{number}"><b>{escape(who)}</b>: <code>{escape(text)}</code>'
                       f' — {sentences}</li>')
    if not entries:
        return '<p class="ck-log-empty"><i>No action yet: the story of the game appears here.</i></p>'
    entries.reverse()
    return ('<ol class="ck-log" style="margin:0;padding-left:3.2em;'
            'font-size:15px;line-height:1.45">' + "".join(entries) + "</ol>")


def text_log(events) -> str:
    """The events of one action as plain text, one sentence a line."""
    return "\n".join(str(e) for e in events)
