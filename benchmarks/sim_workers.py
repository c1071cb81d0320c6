"""``cardkit.sim.run`` with and without worker processes: a small run, a larger one.

    python benchmarks/sim_workers.py                          # Split, 400 and 4,000 games
    python benchmarks/sim_workers.py --game push --small 400 --large 20000 --workers 2

For each size, in this one process: the run without workers, then with ``--workers``,
timed by wall clock (the workers' time is spent in other processes; the CPU seconds of
this process and of the workers are printed beside); both frames must be equal.
``with/without`` is the ratio of the two wall times: at most about 1 for the small run
(``cardkit.sim.workers`` plays a small run in this process), below 1 for the large one
when the machine has free cores. Also the time to start a pool of ``--workers`` processes
and run one trivial task, by each start method this machine offers. The machine may be
shared: its load average is printed.
"""
from __future__ import annotations

import argparse
import multiprocessing
import resource
from concurrent.futures import ProcessPoolExecutor

import pandas.testing as pdt
from _common import Timer, machine

from cardkit import sim


def _nothing(x: int) -> int:
    return x


def pool_start(method: str, workers: int) -> float:
    """Wall seconds to start ``workers`` processes by ``method`` and run a trivial task on each."""
    ctx = multiprocessing.get_context(method)
    with Timer() as t, ProcessPoolExecutor(workers, mp_context=ctx) as pool:
        list(pool.map(_nothing, range(workers)))
    return t.wall


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def compare(game: str, games: int, workers: int) -> tuple[Timer, Timer, float]:
    """The run without and with workers, and the CPU seconds the workers spent."""
    strategies = ["sensible", "random"]
    with Timer() as one:
        a = sim.run(game, strategies, games=games, seed=1, progress=False)
    before = _children_cpu()
    with Timer() as many:
        b = sim.run(game, strategies, games=games, seed=1, workers=workers, progress=False)
    pdt.assert_frame_equal(a, b)
    return one, many, _children_cpu() - before


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="split")
    parser.add_argument("--small", type=int, default=400)
    parser.add_argument("--large", type=int, default=4000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    print(machine())
    for method in multiprocessing.get_all_start_methods():
        print(f"pool start, {method:10}: {pool_start(method, args.workers):5.2f} s "
              f"({args.workers} processes)")
    for games in (args.small, args.large):
        one, many, workers_cpu = compare(args.game, games, args.workers)
        print(f"{args.game} {games:6} games: without workers {one.wall:6.2f} s "
              f"(CPU {one.cpu:.2f} s), with {args.workers} workers {many.wall:6.2f} s (CPU "
              f"{many.cpu:.2f} s here + {workers_cpu:.2f} s in the workers), "
              f"with/without {many.wall / one.wall:4.2f}")


if __name__ == "__main__":
    main()
