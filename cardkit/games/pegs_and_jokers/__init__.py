"""Arizona Pegs and Jokers: the rules engine (``game``), the board (``board``), the cards and
the plays' tables (``cards``), the legal plays and where each peg ends (``moves``, the one
move generator), the event sentences (``sentences``)."""
from .board import (
    HOME,
    PEGS,
    SIDE,
    START,
    layout,
    location_doc,
    peg_name,
    progress_table,
    where,
)
from .cards import (
    HAND,
    HOLES,
    JOKER,
    ONE_CARD_REACH,
    OUT_RANKS,
    RANKS,
    SPLIT,
    Options,
    holes_moved,
    rank_of,
    team_of,
)
from .game import GAME, PegsAndJokers
from .moves import Plays

__all__ = ["GAME", "HAND", "HOLES", "HOME", "JOKER", "ONE_CARD_REACH", "OUT_RANKS", "Options",
           "PEGS", "PegsAndJokers", "Plays", "RANKS", "SIDE", "SPLIT", "START", "holes_moved",
           "layout", "location_doc", "peg_name", "progress_table", "rank_of", "team_of",
           "where"]
