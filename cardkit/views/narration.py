"""The narration log: the game told from its events, newest first, with a bot's reason
("why: …") under each move it explained (``Reasons`` keeps those)."""
from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from ..core import Game
from ..i18n import _
from .private import seen_text

SHOWN = 60  # the log shows the last this many actions; the game keeps them all
WHY_INLINE = 110  # characters: a longer explanation is folded (its start shown, all on hover)
WHY_STYLE = "color:#4a4a4a;font-size:14px;font-style:italic;margin:1px 0 3px"


def narrate(game: Game, names: list[str], viewer: int | None = None, last: int = SHOWN) -> str:
    """HTML of the last ``last`` actions: who did what, then each event's sentence as player
    ``viewer`` sees it (their own drawn card named; ``None``: the public sentences only)."""
    return Narration().html(game, names, viewer, last)


class Narration:
    """``narrate`` that keeps each action's line: after an action only the new line is
    written (a line is kept while its history entry, its viewer, its name and its
    explanation stay)."""

    def __init__(self) -> None:
        self._lines: dict[int, tuple[tuple, int | None, str, str | None, str]] = {}

    def html(self, game: Game, names: list[str], viewer: int | None = None,
             last: int = SHOWN, upto: int | None = None,
             why: Mapping[int, str] | None = None, mark: tuple[int, str] | None = None) -> str:
        """The log of ``game``'s first ``upto`` actions (all by default), the last ``last``
        of them shown; ``why`` maps a history index to the bot's explanation of that move;
        ``mark`` is ``(k, sentence)``, a line after move k (a branch made there)."""
        end = len(game.history) if upto is None else upto
        start = max(0, end - last)
        why = why or {}
        lines = {}
        for number, entry in enumerate(game.history[start:end], start + 1):
            player = entry[0]
            who = (names[player] if player is not None and player < len(names)
                   else _("The table"))
            reason = why.get(number - 1)
            kept = self._lines.get(number)
            if (kept is None or kept[0] is not entry or kept[1] != viewer or kept[2] != who
                    or kept[3] != reason):
                kept = (entry, viewer, who, reason,
                        _line(number, who, entry[1], entry[2], viewer, reason))
            lines[number] = kept
        self._lines = lines
        marked = mark is not None and start <= mark[0] <= end
        if not lines and not marked:
            return ('<p class="ck-log-empty"><i>'
                    + escape(_("No action yet: the story of the game appears here."))
                    + "</i></p>")
        items = []
        for n in reversed(lines):
            if marked and n == mark[0]:
                items.append(_mark(mark[1]))
            items.append(lines[n][4])
        if marked and mark[0] == start:
            items.append(_mark(mark[1]))
        return ('<ol class="ck-log" style="margin:0;padding-left:3.2em;'
                'font-size:15px;line-height:1.45">' + "".join(items) + "</ol>")


class Reasons:
    """The bots' explanations (``bot.explain``) of the moves they played, kept by history
    index while those moves stay in the game: an undo or a branch drops them."""

    def __init__(self) -> None:
        self._why: dict[int, tuple[int, str, Any]] = {}  # history index: (bot, action, explanation)

    def record(self, game: Game, why: Any) -> None:
        """``why`` explains the game's last action."""
        who, text, _events = game.history[-1]
        self._why[len(game.history) - 1] = (who, text, why)

    def explained(self, game: Game) -> dict[int, str]:
        """The explanations' sentences by history index, of the moves still in ``game``."""
        n, history = len(game.history), game.history
        gone = [i for i, (who, text, _explanation) in self._why.items()
                if i >= n or history[i][0] != who or history[i][1] != text]
        for i in gone:
            del self._why[i]
        return {i: why.text for i, (_who, _text, why) in self._why.items()}

    def moves(self) -> list[int]:
        """The history indices explained."""
        return list(self._why)

    def cut(self, step: int) -> None:
        """A branch at ``step``: the moves after it are gone."""
        self._why = {i: why for i, why in self._why.items() if i < step}

    def clear(self) -> None:
        self._why.clear()


def _line(number: int, who: str, text: str, events, viewer: int | None,
          reason: str | None = None) -> str:
    sentences = " ".join(escape(line) for line in (seen_text(e, viewer) for e in events) if line)
    return (f'<li value="{number}"><b>{escape(who)}</b>: <code>{escape(text)}</code>'
            f' — {sentences}{_why(reason) if reason else ""}</li>')


def _mark(sentence: str) -> str:
    """A line between two moves of the log (where a branch began)."""
    return (f'<li class="ck-mark" style="list-style:none;margin:2px 0 2px -2.4em;'
            f'padding:1px 6px;border-left:4px solid #b58900;background:#fff8e1;font-weight:600">'
            f'↪ {escape(sentence)}</li>')


def _why(reason: str) -> str:
    """A bot's reason under its move: a muted "why:" line, or folded when long (its start
    in the summary, the whole on hover and when opened)."""
    if len(reason) <= WHY_INLINE:
        line = escape(_("why: {reason}").format(reason=reason))
        return f'<div class="ck-why" style="{WHY_STYLE}">{line}</div>'
    start = reason[:WHY_INLINE - 30].rsplit(" ", 1)[0]
    summary = escape(_("why: {reason} … (more)").format(reason=start))
    return (f'<details class="ck-why" style="{WHY_STYLE}" title="{escape(reason)}">'
            f'<summary style="cursor:pointer">{summary}</summary>{escape(reason)}</details>')


def text_log(events) -> str:
    """The events of one action as plain text, one sentence a line."""
    return "\n".join(str(e) for e in events)
