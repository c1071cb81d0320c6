"""``GAMES``, ``make`` and ``load``: how every game is made and restored."""
from __future__ import annotations

from typing import Any

from .core import ConfigError, Game, load_doc
from .games import discover

GAMES: dict[str, type[Game]] = discover()


def game_class(name: str) -> type[Game]:
    """The class of a game by its name, e.g. ``"push"``."""
    if name not in GAMES:
        raise ConfigError(f"unknown game {name!r}; cardkit has {', '.join(GAMES)}")
    return GAMES[name]


def make(name: str, players: int | None = None, seed: int | None = None,
         deck: list[str] | None = None, rolls: list[str] | None = None, **options: Any) -> Game:
    """A fresh game: shuffled by ``seed``, or stacked with ``deck=`` (top card first)."""
    return game_class(name)(players=players, seed=seed, deck=deck, rolls=rolls, **options)


def load(text: str | bytes | dict) -> Game:
    """The game saved by ``to_json()``; a corrupt or foreign document raises ConfigError."""
    return load_doc(text, GAMES)
