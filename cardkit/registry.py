"""The catalogue of games, and ``GAMES``, ``make`` and ``load``: how every game is made and restored.

``CATALOGUE`` holds one ``Entry`` per game, in teaching order: where its class, its
strategies, its probability summary, its live charts and its lesson live. The game classes
are imported with ``cardkit``; the other parts when first asked for (``Entry.part``), so
that ``import cardkit`` stays light. A part the catalogue names but cannot find raises
``CatalogueError`` saying which: nothing is skipped or replaced silently.
"""
from __future__ import annotations

import dataclasses
import importlib
import reprlib
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .core import ConfigError, Game, load_doc
from .core.game import MAX_SAVE, player_counts_text
from .i18n import _


class CatalogueError(ImportError):
    """A part of a game that the catalogue names is missing: cardkit is installed incompletely
    or a module was renamed without its entry."""


@dataclasses.dataclass(frozen=True)
class Entry:
    """One game's parts, each a ``"module:attribute"`` reference (``lesson``: a module).

    - ``game``: its ``Game`` subclass;
    - ``strategies``: its strategies by name (``"random"``, which plays every game, is added
      by ``cardkit.agents.strategies``);
    - ``summary``: ``summary(game, player)``, the numbers its live charts show;
    - ``charts``: the class of its live charts;
    - ``lesson``: its lesson module; ``question``: the lesson's predict question.
    """

    name: str
    game: str
    strategies: str
    summary: str
    charts: str
    lesson: str
    question: str

    def part(self, part: str) -> Any:
        """The object the entry names for ``part`` (e.g. ``"strategies"``), imported now."""
        ref = getattr(self, part)
        module, _colon, attribute = ref.partition(":")
        try:
            found = importlib.import_module(module)
        except ModuleNotFoundError as e:
            if e.name is None or not module.startswith(e.name):
                raise  # the module exists, and something it imports is missing
            raise CatalogueError(f"{self.name}: the catalogue names {ref} as its {part}, but "
                                 f"there is no module {module}") from e
        if not attribute:
            return found
        try:
            return getattr(found, attribute)
        except AttributeError:
            raise CatalogueError(f"{self.name}: the catalogue names {ref} as its {part}, but "
                                 f"{module} has no {attribute}") from None


def _entry(name: str, package: str, game: str, question: str) -> Entry:
    """The entry of a game whose parts all live under its package's name."""
    return Entry(name, game=f"cardkit.games.{package}:{game}",
                 strategies=f"cardkit.agents.{package}:STRATEGIES",
                 summary=f"cardkit.prob.{package}:summary",
                 charts=f"cardkit.views.charts.{package}:Charts",
                 lesson=f"cardkit.lessons.{package}",
                 question=f"cardkit.lessons.{package}:{question}")


#: Every game cardkit offers, in teaching order.
CATALOGUE: Mapping[str, Entry] = MappingProxyType({e.name: e for e in (
    _entry("push", "push", "Push", "BustQuestion"),
    _entry("uno-duo", "uno_duo", "UnoDuo", "DrawQuestion"),
    _entry("cover-your-assets", "cover_your_assets", "CoverYourAssets", "DefendQuestion"),
    _entry("split", "split", "Split", "MatchQuestion"),
    _entry("pegs-and-jokers", "pegs_and_jokers", "PegsAndJokers", "ComeOutQuestion"),
)})


def _game_classes() -> dict[str, type[Game]]:
    classes = {}
    for name, entry in CATALOGUE.items():
        cls = entry.part("game")
        if not (isinstance(cls, type) and issubclass(cls, Game)) or cls.name != name:
            raise CatalogueError(f"{name}: the catalogue names {entry.game} as its game, which "
                                 f"is not a Game subclass named {name!r}")
        classes[name] = cls
    return classes


GAMES: Mapping[str, type[Game]] = MappingProxyType(_game_classes())


def entry(name: str) -> Entry:
    """The catalogue entry of a game by its name; an unknown name raises ConfigError
    listing the games."""
    game_class(name)
    return CATALOGUE[name]


def game_class(name: str) -> type[Game]:
    """The class of a game by its name, e.g. ``"push"``."""
    if not isinstance(name, str) or name not in GAMES:
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
        fields = dataclasses.fields(cls.Options)
        for f in fields:
            # the English: a docstring is made at import, before any language is chosen
            meaning = f.metadata.get("help", "")
            lines.append(f"    {f.name}={f.default!r}" + (f": {meaning}" if meaning else ""))
        if not fields:
            lines.append("    no options")
    lines.append("\nA bad name, player count, option, card code or roll raises ConfigError "
                 "naming it.")
    return "\n".join(lines)


make.__doc__ += _games_text()
