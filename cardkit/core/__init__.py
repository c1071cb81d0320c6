"""The engine core shared by every game."""
from .action import Action, Card, Event
from .errors import ConfigError, IllegalMove
from .game import Game, load_doc
from .rng import Rng

__all__ = ["Action", "Card", "ConfigError", "Event", "Game", "IllegalMove", "Rng", "load_doc"]
