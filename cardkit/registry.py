"""``GAMES``, ``make`` and ``load``: how every game is made and restored."""
from __future__ import annotations

import dataclasses
import re
import reprlib
import sys
from pathlib import Path
from typing import Any

from .core import ConfigError, Game, load_doc
from .core.game import MAX_SAVE, player_counts_text
from .games import discover

GAMES: dict[str, type[Game]] = discover()


def game_class(name: str) -> type[Game]:
    """The class of a game by its name, e.g. ``"push"``."""
    if name.__class__ is not str or name not in GAMES:
        raise ConfigError(f"unknown game {reprlib.repr(name)}; cardkit has {', '.join(GAMES)}")
    return GAMES[name]


def make(name: str, /, players: int | None = None, seed: int | None = None,
         deck: list[str] | None = None, rolls: list[str] | None = None, **options: Any) -> Game:
    """A fresh game of ``name``: shuffled by ``seed``, or stacked with ``deck=`` (top card first).

    ``players`` defaults to the game's smallest count; ``seed`` (a whole number, 0 or more)
    makes the shuffle repeatable (a random one when left out); ``deck=`` lists the card
    codes dealt and drawn first, the rest of the deck following shuffled; ``rolls=`` gives
    the die's first results; any other keyword is one of the game's options below,
    e.g. ``make("push", players=3, seed=7, harder=True)``."""
    return game_class(name)(players=players, seed=seed, deck=deck, rolls=rolls, **options)


def load(text: str | bytes | dict) -> Game:
    """The game saved by ``to_json()``; a corrupt or foreign document raises ConfigError."""
    return load_doc(text, GAMES)


load.__doc__ += (f"\n\nA saved text longer than {MAX_SAVE:,} characters is refused unread "
                 "(the longest games save about 50 KB).")

# ``name: type = default  # meaning`` in an Options dataclass; a comment line just above a
# field is its meaning too
_FIELD_LINE = re.compile(r"^\s*(\w+)\s*:[^=#]*=[^#]*(?:#\s*(.*))?$")
_COMMENT_LINE = re.compile(r"^\s*#\s*(.*)$")


def _meanings(options: type) -> dict[str, str]:
    """Each option's meaning, from the comment beside (or above) its field in the source
    (read as text: ``inspect.getsource`` parses the whole module, too slow for an import)."""
    try:
        source = Path(sys.modules[options.__module__].__file__).read_text(encoding="utf-8")
    except (OSError, TypeError):  # no source (a frozen build): the names and defaults remain
        return {}
    block = re.search(rf"^class {options.__name__}\b.*?(?=^\S|\Z)", source, re.M | re.S)
    found, above = {}, ""
    for line in block.group(0).splitlines()[1:] if block else ():
        comment, field = _COMMENT_LINE.match(line), _FIELD_LINE.match(line)
        if comment:
            above = comment.group(1)
        elif field:
            found[field.group(1)] = field.group(2) or above
            above = ""
    return found


def _games_text() -> str:
    """The games, their player counts and their options with their meaning, for ``help(make)``."""
    lines = ["", "", "The games: name (title), players, and each option=default with its meaning."]
    for name, cls in GAMES.items():
        lines.append(f"\n{name} ({cls.title}): {player_counts_text(cls.player_counts)} players, "
                     f"{cls.player_counts[0]} unless players= says")
        meanings = _meanings(cls.Options)
        fields = dataclasses.fields(cls.Options)
        for f in fields:
            meaning = meanings.get(f.name, "")
            lines.append(f"    {f.name}={f.default!r}" + (f": {meaning}" if meaning else ""))
        if not fields:
            lines.append("    no options")
    lines.append("\nA bad name, player count, option, card code or roll raises ConfigError "
                 "naming it.")
    return "\n".join(lines)


make.__doc__ += _games_text()
