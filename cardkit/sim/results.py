"""The tidy results frame: one row per game and player.

=========  ========  ===============================================================
column     dtype     meaning
=========  ========  ===============================================================
seed       int64     the game's own seed (``game_seed(run seed, game)``)
game       int64     the game's index in the run, 0 to games - 1
player     int64     the seat, 0-based (player 0 acts first)
strategy   str       the strategy's name at that seat (``"random"``, ``"sensible"``, …)
score      int64     ``g.scores()[player]`` (float64 for a game scoring fractions)
rank       int64     1 for the best score, 2 for the next distinct score, … (ties share)
winner     bool      the player is among ``g.winners()`` (ties: every winner counts)
turns      int64     turns the game took (``g.turns``, which every game counts)
actions    int64     actions applied in the game (its history's length)
=========  ========  ===============================================================
"""
from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

import pandas as pd

COLUMNS = ("seed", "game", "player", "strategy", "score", "rank", "winner", "turns", "actions")
DTYPES = MappingProxyType({"seed": "int64", "game": "int64", "player": "int64", "strategy": "str",
                           "score": "int64", "rank": "int64", "winner": "bool", "turns": "int64",
                           "actions": "int64"})


def to_frame(rows: Iterable[tuple]) -> pd.DataFrame:
    """The results frame from row tuples in ``COLUMNS`` order, with the documented dtypes."""
    df = pd.DataFrame(list(rows), columns=list(COLUMNS))
    dtypes = dict(DTYPES)
    scores = df["score"].astype("float64")
    if not (scores % 1 == 0).all():
        dtypes["score"] = "float64"
    return df.astype(dtypes)
