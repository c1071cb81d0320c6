"""The engine core shared by every game."""
from .action import Action, Card, Event
from .errors import ConfigError, IllegalMove
from .game import Game, load_doc
from .parsing import is_whole_number, whole_number
from .rng import Rng
from .tables import Kept

__all__ = ["Action", "Card", "ConfigError", "Event", "Game", "IllegalMove", "Kept", "Rng", "is_whole_number",
           "load_doc", "whole_number"]
