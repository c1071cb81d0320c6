"""Arizona Pegs and Jokers: the rules engine (``game``) and the board (``board``)."""
from .board import HOME, PEGS, START, layout
from .game import GAME, Options, PegsAndJokers, rank_of, team_of

__all__ = ["GAME", "HOME", "Options", "PEGS", "PegsAndJokers", "START", "layout", "rank_of",
           "team_of"]
