"""Pegs and Jokers: the sensible bot's 1,000-game experiment, timed, and where its time goes.

    python benchmarks/pegs_profile.py                   # 1,000 games timed, 200 profiled
    python benchmarks/pegs_profile.py --games 1000 --profiled 100 --top 25

Issue 24 asks for ``cardkit.sim.run("pegs-and-jokers", ["sensible"], games=1000,
workers=1)`` in under 10 s on one core. This times that run on CPU time (the garbage
collector paused by ``sim.run`` itself, as always), then plays ``--profiled`` games of the
same experiment under ``cProfile`` and shares their time out by layer (the rules in
``cardkit/games/pegs_and_jokers``, the bot in ``cardkit/agents``, the core, the simulator,
Python's ``random``) and by function, by own time. The profiler slows a Python call a
lot more than a look-up, so the shares lean towards code that calls many small
functions; read them as where to look, and time any change with ``benchmarks/ab.py``.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from collections import defaultdict

from _common import machine

import cardkit

NAME = "pegs-and-jokers"
LAYERS = (("cardkit/games/pegs_and_jokers/", "rules"), ("cardkit/agents/", "bot"),
          ("cardkit/core/", "core"), ("cardkit/sim/", "simulator"), ("random.py", "random"),
          ("cardkit/", "other cardkit"))


def layer(filename: str) -> str:
    for part, name in LAYERS:
        if part in filename:
            return name
    return "Python and libraries"


def timed(games: int) -> tuple[float, int]:
    cardkit.sim.run(NAME, ["sensible"], games=20, seed=2, workers=1, progress=False)  # warm
    t0 = time.process_time()
    df = cardkit.sim.run(NAME, ["sensible"], games=games, seed=1, workers=1, progress=False)
    return time.process_time() - t0, int(df.drop_duplicates("game")["actions"].sum())


def profiled(games: int) -> pstats.Stats:
    profile = cProfile.Profile()
    profile.enable()
    cardkit.sim.run(NAME, ["sensible"], games=games, seed=1, workers=1, progress=False)
    profile.disable()
    return pstats.Stats(profile)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games timed")
    parser.add_argument("--profiled", type=int, default=200, help="games profiled")
    parser.add_argument("--top", type=int, default=20, help="functions listed")
    args = parser.parse_args()
    print(machine())
    cpu, actions = timed(args.games)
    print(f"{args.games:,} games, sensible at every seat, workers=1: {cpu:.1f} s CPU "
          f"({actions / args.games:.0f} actions a game, {cpu / actions * 1e6:.1f} µs an action)")
    stats = profiled(args.profiled)
    total = stats.total_tt
    by_layer: dict[str, float] = defaultdict(float)
    rows = []
    for (filename, line, function), (_, calls, own, _cum, _) in stats.stats.items():
        by_layer[layer(filename)] += own
        rows.append((own, calls, f"{filename.rsplit('cardkit/', 1)[-1]}:{line} {function}"))
    print(f"\nprofile of {args.profiled} games ({total:.1f} s under the profiler), own time by layer:")
    for name, own in sorted(by_layer.items(), key=lambda kv: -kv[1]):
        print(f"  {name:22} {own / total:6.1%}")
    steps = {"plays": "listing the plays (PegsAndJokers.plays)",
             "choose": "the bot's choice, listing included (PegsSensible.choose)",
             "play_choice": "making the play: events, the draw, the turn (Game.play_choice)"}
    print("\nthe loop's steps, time including what they call:")
    for (filename, _, function), (_, _, _, cum, _) in sorted(stats.stats.items(), key=lambda kv: -kv[1][3]):
        if function in steps and layer(filename) in ("rules", "bot", "core"):
            print(f"  {cum / total:6.1%}  {steps.pop(function)}")
    print(f"\nthe {args.top} functions with most own time:")
    print(f"  {'share':>6} {'calls':>11}  function")
    for own, calls, where in sorted(rows, reverse=True)[:args.top]:
        print(f"  {own / total:6.1%} {calls:11,}  {where}")
    print(machine())


if __name__ == "__main__":
    main()
