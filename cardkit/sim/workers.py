"""Local worker processes: a run's games split into batches played in parallel."""
from __future__ import annotations

import multiprocessing
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed

from .playout import Experiment, play_batch


def batches(games: int, parts: int, largest: int = 2000) -> list[tuple[int, int]]:
    """``(start, stop)`` ranges covering ``range(games)``, about ``parts`` of them."""
    size = max(1, min(largest, -(-games // max(1, parts))))
    return [(start, min(games, start + size)) for start in range(0, games, size)]


def _context():
    # forkserver: children start from a clean process (safe beside threads, e.g. a Dask
    # client or Jupyter's), yet cheaply; spawn where there is no fork at all
    if sys.platform != "win32" and "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["cardkit.sim.playout"])
        return ctx
    return multiprocessing.get_context("spawn")


def run_processes(exp: Experiment, games: int, workers: int, bar) -> list[tuple]:
    """The rows of every game, played by ``workers`` local processes, in game order."""
    parts = batches(games, workers * 4)
    done: dict[int, list[tuple]] = {}
    with ProcessPoolExecutor(max_workers=workers, mp_context=_context()) as pool:
        futures = {pool.submit(play_batch, exp, start, stop): (start, stop)
                   for start, stop in parts}
        try:
            for fut in as_completed(futures):
                start, stop = futures[fut]
                done[start] = fut.result()
                bar.update(stop - start)
        except BaseException:
            for fut in futures:
                fut.cancel()
            raise
    return [row for start, _ in parts for row in done[start]]
