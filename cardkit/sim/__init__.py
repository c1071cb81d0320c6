"""The simulation lab: play one game (``play``) or many (``run``) into a tidy DataFrame.

>>> from cardkit import sim
>>> df = sim.run("push", ["sensible", "random"], games=1000, seed=1)   # doctest: +SKIP
>>> df = sim.run("push", ["sensible", "random"], games=1000, seed=1, workers=2)  # same frame
>>> sim.win_rates(df)                               # win rate per strategy, Wilson 95% interval

One file per part: ``playout`` (playing games), ``runner`` (``run``),
``seeding`` (each game's seed), ``results`` (the frame's columns and dtypes),
``workers`` (local processes), ``dask_backend`` (a Dask cluster, optional),
``stats`` (confidence intervals).
"""
from .playout import Experiment, make_bots, play, play_out
from .results import COLUMNS, DTYPES, to_frame
from .runner import BACKENDS, run
from .seeding import game_seed
from .stats import wilson, win_rates

__all__ = ["BACKENDS", "COLUMNS", "DTYPES", "Experiment", "game_seed", "make_bots", "play",
           "play_out", "run", "to_frame", "wilson", "win_rates"]
