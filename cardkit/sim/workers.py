"""Local worker processes: a run's games split into batches played in parallel.

How a run with ``workers > 1`` goes (``run_processes``):

1. it plays its first games in this process for up to ``PROBE_SECONDS``; a small run is
   then already done, and for a larger one that time measures a game;
2. it starts processes only if the games left would take longer in this process than
   starting the pool plus their share on ``workers`` processes (``_pays_off``), so that a
   small run with workers is never slower than without; else it plays on here;
3. the processes play the rest in batches, the progress bar moving as each batch ends.

Processes start by *fork* on Linux when this process runs no other thread (a script, a
terminal): quick (about 0.2 s for two), and the children do not import the main script
again, so a script needs no ``if __name__ == "__main__":`` guard. With other threads
running (Jupyter, a Dask client) fork is unsafe: *forkserver* then (*spawn* where there
is no fork), slower to start (seconds on a busy machine), and the main script is
imported again in each child: unguarded, ``run`` stops with one ``ConfigError`` saying to
add the guard instead of a wall of tracebacks.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from types import MappingProxyType

from ..core import ConfigError
from .playout import Experiment, play_batch

PROBE_SECONDS = 0.2  # games played in this process first, to time a game
# seconds to start a pool and hand it the first batches: measured (benchmarks/sim_workers.py)
# about 0.2 s by fork, 1 to 4 s by forkserver on a loaded two-core machine; kept on the safe side
STARTUP_SECONDS = MappingProxyType({"fork": 0.4, "forkserver": 3.0, "spawn": 6.0})


def batches(games: int, parts: int, largest: int = 2000) -> list[tuple[int, int]]:
    """``(start, stop)`` ranges covering ``range(games)``, about ``parts`` of them."""
    size = max(1, min(largest, -(-games // max(1, parts))))
    return [(start, min(games, start + size)) for start in range(0, games, size)]


def context():
    """The start method for a run's processes: fork when safe, else forkserver or spawn."""
    methods = multiprocessing.get_all_start_methods()
    if sys.platform.startswith("linux") and "fork" in methods and not _other_threads():
        return multiprocessing.get_context("fork")
    # forkserver: children start from a clean process (safe beside threads, e.g. a Dask
    # client or Jupyter's), yet cheaply; spawn where there is no fork at all
    if sys.platform != "win32" and "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["cardkit.sim.playout"])
        return ctx
    return multiprocessing.get_context("spawn")


def _other_threads() -> list[threading.Thread]:
    """Threads besides this one, but for tqdm's monitor of progress bars: it only wakes up
    every few seconds to look at the bars, which the children never touch."""
    return [t for t in threading.enumerate()
            if t is not threading.current_thread() and type(t).__name__ != "TMonitor"]


def check_not_bootstrapping() -> None:
    """In a worker process still importing the main script (no main guard): leave it.

    The worker ends at once and quietly; the run that started it raises one ``ConfigError``
    saying to add the guard."""
    if getattr(multiprocessing.current_process(), "_inheriting", False):
        os._exit(1)


def run_processes(exp: Experiment, games: int, workers: int, bar, ctx=None) -> list[tuple]:
    """The rows of every game, in game order: the first in this process, the rest by
    ``workers`` local processes when that pays off (see the module's docstring)."""
    ctx = context() if ctx is None else ctx
    rows, start, step, began = [], 0, 1, time.perf_counter()
    while True:  # at least one game here, to time a game
        stop = min(games, start + step)
        rows.extend(play_batch(exp, start, stop))
        bar.update(stop - start)
        start, step = stop, step * 2
        elapsed = time.perf_counter() - began
        if start == games:
            return rows
        if elapsed >= PROBE_SECONDS:
            break
    per_game = elapsed / start
    if not _pays_off(per_game * (games - start), workers, ctx.get_start_method()):
        for a, b in batches(games - start, 1, largest=250):
            rows.extend(play_batch(exp, start + a, start + b))
            bar.update(b - a)
        return rows
    return rows + _pool_rows(exp, start, games, workers, bar, ctx)


def _pays_off(seconds_here: float, workers: int, method: str) -> bool:
    """Whether ``workers`` processes finish work of ``seconds_here`` (in this process) sooner."""
    return STARTUP_SECONDS.get(method, 6.0) + seconds_here / workers < seconds_here


def _pool_rows(exp: Experiment, first: int, games: int, workers: int, bar, ctx) -> list[tuple]:
    # small batches: the progress bar moves often; a batch costs a few milliseconds more
    parts = [(first + a, first + b) for a, b in batches(games - first, workers * 8, largest=500)]
    done: dict[int, list[tuple]] = {}
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_ignore_ctrl_c)
    try:
        futures = {pool.submit(play_batch, exp, start, stop): (start, stop)
                   for start, stop in parts}
        for fut in as_completed(futures):
            start, stop = futures[fut]
            done[start] = fut.result()
            bar.update(stop - start)
    except (BrokenProcessPool, EOFError, ConnectionError) as e:
        _stop(pool)
        raise ConfigError(f"the worker processes stopped before their games were played "
                          f"({type(e).__name__}). "
                          "A script that calls cardkit.sim.run with workers runs again in each "
                          "worker: put its code under  if __name__ == \"__main__\":") from None
    except BaseException:  # Ctrl-C or an error in a game: stop the workers now, not later
        _stop(pool)
        raise
    pool.shutdown()
    return [row for start, _ in parts for row in done[start]]


def _ignore_ctrl_c() -> None:
    # Ctrl-C reaches every process of the terminal's group: the run stops its workers itself
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Stop the pool without waiting for the batches being played."""
    processes = list(getattr(pool, "_processes", {}).values())  # private, stable since 3.3
    pool.shutdown(wait=False, cancel_futures=True)
    for p in processes:
        if p.is_alive():
            p.terminate()
