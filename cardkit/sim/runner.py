"""``run``: many games of one experiment into the tidy results frame."""
from __future__ import annotations

import sys
from typing import Any

import pandas as pd

from ..core import ConfigError
from ..registry import make
from .playout import MAX_ACTIONS, Experiment, _as_list, make_bots, play_batch
from .results import to_frame
from .seeding import check_seed
from .workers import batches, check_not_bootstrapping, run_processes

BACKENDS = ("local", "dask")


def _check_count(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ConfigError(f"{what} must be a whole number above 0, not {value!r}")
    return value


def run(game_name: str, strategies, games: int = 100, seed: int = 0,
        players: int | None = None, workers: int | None = None, backend: str | None = None,
        client=None, progress: bool = True, max_actions: int = MAX_ACTIONS,
        **options: Any) -> pd.DataFrame:
    """Play ``games`` games and return one row per game and player (see ``results.COLUMNS``).

    - ``strategies``: names (``["sensible", "random"]`` or ``"sensible,random"``) or
      objects with ``choose(game, player)``, one per seat, cycled when fewer are given;
      an object is copied afresh for every game, so games never depend on each other.
    - ``seed``: game ``i`` is seeded ``game_seed(seed, i)``; the same seed gives the same
      frame whatever ``workers`` and ``backend``.
    - ``workers``: local processes (default 1: this process). The first games are played
      here, and processes start only when the games left would take longer than starting
      them (a small run is never slower with workers); on Linux, from a script or a
      terminal, they start by fork and need no ``if __name__ == "__main__":`` guard (see
      ``cardkit.sim.workers``). Strategy objects then travel by pickle: their class must
      live in a module (not in a notebook cell); Dask (cloudpickle) has no such limit.
    - ``backend``: ``"local"`` (default) or ``"dask"`` (games as tasks on a Dask cluster:
      ``client=`` a ``distributed.Client`` or a scheduler address, else the address in
      ``CARDKIT_DASK_SCHEDULER``, else the session's current client; ``workers`` then sets
      how many tasks, four per worker thread by default).
    - ``progress``: tqdm's bar (a widget in Jupyter, text in a terminal).
    - other keywords are the game's rule options, e.g. ``harder=True``.
    """
    check_not_bootstrapping()
    games = _check_count(games, "games")
    seed = check_seed(seed)
    if workers is not None:
        workers = _check_count(workers, "workers")
    if backend is None:
        backend = "dask" if client is not None else "local"
    if backend not in BACKENDS:
        raise ConfigError(f"unknown backend {backend!r}; choose from {', '.join(map(repr, BACKENDS))}")
    # a probe game checks the game's name, the player count and the options; the bots, the strategies
    probe = make(game_name, players=players, seed=0, **options)
    make_bots(game_name, strategies, probe.players, 0)
    max_actions = _check_count(max_actions, "max_actions")
    exp = Experiment(game_name, tuple(_as_list(strategies)), seed, players, dict(options),
                     max_actions)

    from tqdm.auto import tqdm

    with tqdm(total=games, desc=f"{game_name} games", unit="game", disable=not progress) as bar:
        if backend == "dask":
            tasks = None if workers is None else workers
            from .dask_backend import run_dask

            rows = run_dask(exp, games, bar, client=client, tasks=tasks)
        elif workers is not None and workers > 1 and games > 1 and sys.platform != "emscripten":
            # Pyodide (JupyterLite) has no processes: there the same games run in this one
            rows = run_processes(exp, games, min(workers, games), bar)
        else:
            rows = []
            for start, stop in batches(games, 100, largest=250):
                rows.extend(play_batch(exp, start, stop))
                bar.update(stop - start)
    return to_frame(rows)
