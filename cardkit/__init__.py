"""cardkit: five card games and the probability inside them, for the classroom.

>>> import cardkit
>>> g = cardkit.make("push", players=3, seed=7)
>>> g.apply("draw")  # doctest: +SKIP
"""
from .core import Action, Card, ConfigError, Event, Game, IllegalMove
from .registry import GAMES, game_class, load, make

__version__ = "0.1.0"
__all__ = ["GAMES", "Action", "Card", "ConfigError", "Event", "Game", "IllegalMove",
           "game_class", "load", "make"]
