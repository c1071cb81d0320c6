"""cardkit: five card games and the probability inside them, for the classroom.

>>> import cardkit
>>> g = cardkit.make("push", players=3, seed=7)
>>> g.apply("draw")  # doctest: +SKIP
"""
from .core import Action, Card, ConfigError, Event, Game, IllegalMove
from .i18n import get_language, set_language
from .registry import GAMES, game_class, load, make

_SUBMODULES = ("agents", "prob", "sim", "views", "cli", "lessons")


def __getattr__(name: str):
    """``cardkit.agents`` and the other parts load on first use, keeping ``import cardkit`` light."""
    if name in _SUBMODULES:
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'cardkit' has no attribute {name!r}")


__version__ = "0.1.0"
__all__ = ["GAMES", "Action", "Card", "ConfigError", "Event", "Game", "IllegalMove",
           "game_class", "get_language", "load", "make", "set_language"]
