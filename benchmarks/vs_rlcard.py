"""Random playouts: cardkit's games against RLCard's UNO environment, in one run.

    pip install 'cardkit[bench]'        # rlcard: only for this benchmark
    python benchmarks/vs_rlcard.py      # UNO Duo (and every other game) vs RLCard UNO
    python benchmarks/vs_rlcard.py --rounds 5 --seconds 1

RLCard side: ``rlcard.make("uno")`` with two ``rlcard.agents.RandomAgent``s and
``env.run(is_training=False)``, counting the actions in the trajectories. cardkit
side: ``cardkit.sim`` random playouts (history and events kept). The two are
measured in alternating rounds so that a change in the machine's load touches
both; rates are on this process's CPU time (wall-clock rates printed beside).

Python's cyclic garbage collector is paused during every round, on both sides, as
``cardkit.sim.run`` pauses it while it plays a batch of games (neither side makes
cyclic garbage worth collecting mid-round). ``--collector-running`` leaves it on:
RLCard then runs ~5-10% slower and cardkit's games 20-40% slower, because full
collections scan every object the process holds (numpy, pandas, RLCard's modules).
"""
from __future__ import annotations

import argparse
import contextlib

from _common import Timer, machine

import cardkit
from cardkit.agents import RandomAgent
from cardkit.sim import play_out
from cardkit.sim.playout import collector_paused


def rlcard_env(seed: int = 0):
    try:
        import rlcard
        from rlcard.agents import RandomAgent as RLRandom
    except ImportError as e:
        raise SystemExit(f"RLCard is not installed ({e}): pip install 'cardkit[bench]' "
                         "(or pip install rlcard)") from None
    env = rlcard.make("uno", config={"seed": seed})
    env.set_agents([RLRandom(num_actions=env.num_actions) for _ in range(env.num_players)])
    return env


def rlcard_round(env, seconds: float) -> tuple[int, int, Timer]:
    games = actions = 0
    with Timer() as t:
        import time

        start = time.process_time()
        while time.process_time() - start < seconds:
            trajectories, _ = env.run(is_training=False)
            actions += sum((len(tr) - 1) // 2 for tr in trajectories)
            games += 1
    return games, actions, t


def cardkit_round(name: str, seconds: float, first_seed: int) -> tuple[int, int, Timer]:
    games = actions = 0
    with Timer() as t:
        import time

        start = time.process_time()
        while time.process_time() - start < seconds:
            g = cardkit.make(name, seed=first_seed + games)
            play_out(g, [RandomAgent(seed=first_seed + games + p) for p in range(g.players)])
            actions += len(g.history)
            games += 1
    return games, actions, t


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", help="cardkit games (default: all, UNO Duo first)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per round and side")
    parser.add_argument("--collector-running", action="store_true",
                        help="leave the garbage collector on during the rounds (both sides)")
    args = parser.parse_args()
    paused = contextlib.nullcontext if args.collector_running else collector_paused
    names = args.games or sorted(cardkit.GAMES, key=lambda n: n != "uno-duo")
    print(machine())
    print("garbage collector:", "running" if args.collector_running else "paused in every round, both sides")
    if "uno-duo" not in cardkit.GAMES:
        print("UNO Duo is not in cardkit.GAMES yet: skipped; the other games are compared meanwhile.")
    env = rlcard_env()
    total = {n: [0, 0, 0.0, 0.0] for n in ["rlcard-uno", *names]}
    for r in range(args.rounds):
        for n in total:
            with paused():
                if n == "rlcard-uno":
                    g, a, t = rlcard_round(env, args.seconds)
                else:
                    g, a, t = cardkit_round(n, args.seconds, first_seed=r * 1_000_000)
            acc = total[n]
            acc[0] += g
            acc[1] += a
            acc[2] += t.cpu
            acc[3] += t.wall
    base = total["rlcard-uno"][1] / total["rlcard-uno"][2]
    print(f"{'random playouts':20} {'games/s':>9} {'actions/s':>11} {'(wall)':>10} "
          f"{'actions/game':>13}  vs RLCard UNO")
    for n, (g, a, cpu, wall) in total.items():
        ratio = "" if n == "rlcard-uno" else f"{a / cpu / base:6.1f}×"
        print(f"{n:20} {g / cpu:9.0f} {a / cpu:11,.0f} {a / wall:10,.0f} {a / g:13.1f}  {ratio}")


if __name__ == "__main__":
    main()
