"""Arizona Pegs and Jokers: the rules engine (``game``), the board (``board``), the cards and
the plays' tables (``cards``), the legal plays as keys (``moves``, the one move generator),
the event sentences (``sentences``)."""
from .board import HOME, PEGS, START, layout
from .cards import Options, rank_of, team_of
from .game import GAME, PegsAndJokers

__all__ = ["GAME", "HOME", "Options", "PEGS", "PegsAndJokers", "START", "layout", "rank_of",
           "team_of"]
