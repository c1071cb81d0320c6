"""10,000-game experiments with the sensible strategy at every seat, every game, one core.

    python benchmarks/experiment.py                       # all five games
    python benchmarks/experiment.py push split --count 2000
    python benchmarks/experiment.py --pegs-count 10000    # Pegs and Jokers in full (~100 s)

Each game is played by ``cardkit.sim.run(game, ["sensible"], games=N, seed=1,
workers=1)`` in this one process, and its CPU time (``time.process_time``) is set
against issue 15's target: 10,000 games in under 10 s on one core. Pegs and Jokers
plays ``--pegs-count`` games (default 1,000) and its time is scaled to 10,000 games,
as the table says; every other game plays ``--count`` (default 10,000), scaled when
fewer. Wall-clock times are printed beside: on a shared machine they grow with other
people's load, CPU time much less (but not at all: a loaded core's caches are shared).
"""
from __future__ import annotations

import argparse

from _common import Timer, machine
from playouts import game_names

import cardkit
from cardkit.agents import strategies

TARGET_S = 10.0
FULL = 10_000


def sensible_run(name: str, games: int) -> tuple[Timer, float]:
    """The run's timer and the mean number of actions a game."""
    with Timer() as t:
        df = cardkit.sim.run(name, ["sensible"], games=games, seed=1, workers=1, progress=False)
    return t, float(df.drop_duplicates("game")["actions"].mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help="games (default: all)")
    parser.add_argument("--count", type=int, default=FULL, help="games a run (default 10,000)")
    parser.add_argument("--pegs-count", type=int, default=1000,
                        help="games of Pegs and Jokers' run, scaled to 10,000 (default 1,000)")
    args = parser.parse_args()
    names = game_names(args.games)
    print(machine())
    print(f"sensible at every seat, one core; target: {FULL:,} games in under {TARGET_S:g} s CPU")
    print(f"{'game':18} {'games':>6} {'CPU s':>7} {'wall s':>7} {'act/game':>8} "
          f"{'10,000 games':>12}  target")
    for name in names:
        if "sensible" not in strategies(name):
            print(f"{name:18} no sensible strategy (only {', '.join(strategies(name))})")
            continue
        games = args.pegs_count if name == "pegs-and-jokers" else args.count
        t, per_game = sensible_run(name, games)
        full = t.cpu * FULL / games
        scaled = "" if games == FULL else f" (scaled from {games:,})"
        short = "met" if full < TARGET_S else f"not met: {full / TARGET_S:.1f}× over"
        print(f"{name:18} {games:6} {t.cpu:7.1f} {t.wall:7.1f} {per_game:8.0f} "
              f"{full:10.1f} s  {short}{scaled}")
    print(machine())


if __name__ == "__main__":
    main()
