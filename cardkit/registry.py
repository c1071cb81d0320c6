"""``GAMES``, ``make`` and ``load``: how every game is made and restored."""
from __future__ import annotations

import dataclasses
import reprlib
from typing import Any

from .core import ConfigError, Game, load_doc
from .core.game import MAX_SAVE, player_counts_text
from .games import discover
from .i18n import _

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

def option_help(name: str) -> dict[str, str]:
    """Each option of game ``name`` with its meaning, in the current language, in field order.

    The meaning is the ``"help"`` entry of the field's metadata in the game's ``Options``."""
    return {f.name: _(f.metadata["help"]) if "help" in f.metadata else ""
            for f in dataclasses.fields(game_class(name).Options)}


def _games_text() -> str:
    """The games, their player counts and their options with their meaning, for ``help(make)``."""
    lines = ["", "", "The games: name (title), players, and each option=default with its meaning."]
    for name, cls in GAMES.items():
        lines.append(f"\n{name} ({cls.title}): {player_counts_text(cls.player_counts)} players, "
                     f"{cls.player_counts[0]} unless players= says")
        meanings = option_help(name)
        fields = dataclasses.fields(cls.Options)
        for f in fields:
            meaning = meanings[f.name]
            lines.append(f"    {f.name}={f.default!r}" + (f": {meaning}" if meaning else ""))
        if not fields:
            lines.append("    no options")
    lines.append("\nA bad name, player count, option, card code or roll raises ConfigError "
                 "naming it.")
    return "\n".join(lines)


make.__doc__ += _games_text()
