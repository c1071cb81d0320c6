"""Random playouts per game: games/s and actions/s, against a bare-Python baseline.

    python benchmarks/playouts.py                 # every game in cardkit.GAMES
    python benchmarks/playouts.py push --seconds 3
    python benchmarks/playouts.py push --experiment 10000   # + a sensible-strategy run

For each game, measured in this one process:

- ``sim``: ``cardkit.sim.play_out`` with random strategies, the path experiments take
  (full history and events kept: undo and to_json work on every game played), with the
  garbage collector paused as ``cardkit.sim.run`` pauses it for a batch of games;
- ``api``: a loop written against the public API only,
  ``g.apply(rng.choice(g.legal_actions()))``;
- ``bare``: the same number of decisions, each a ``random.Random.choice`` among as many
  options as the game offered at that step, appended to a list. No game at all: the
  least any pure-Python playout must pay per action. ``sim/bare`` says what share of
  that floor speed the engine keeps.

With ``--experiment N``, also times ``cardkit.sim.run`` of N games with the game's
sensible strategy at every seat (and sensible against random), on one core, through the
simulator's one loop.
"""
from __future__ import annotations

import argparse
import random

from _common import Timer, machine

import cardkit
from cardkit.agents import RandomAgent, strategies
from cardkit.sim import play_out
from cardkit.sim.playout import collector_paused


def sim_playouts(name: str, seconds: float, players: int | None) -> tuple[int, int, Timer]:
    games = actions = 0
    with collector_paused(), Timer() as t:
        while True:
            g = cardkit.make(name, players=players, seed=games)
            bots = [RandomAgent(seed=games * 10 + p) for p in range(g.players)]
            play_out(g, bots)
            games += 1
            actions += len(g.history)
            if games % 5 == 0 and t_elapsed(t) > seconds:
                break
    return games, actions, t


def t_elapsed(t: Timer) -> float:
    import time

    return time.process_time() - t._c


def api_playouts(name: str, games: int, players: int | None) -> tuple[int, list[int], Timer]:
    """The public-API loop; also records how many options each decision had."""
    actions = 0
    with Timer() as t:
        for i in range(games):
            g = cardkit.make(name, players=players, seed=i)
            rng = random.Random(i)
            while not g.is_over:
                g.apply(rng.choice(g.legal_actions()))
                actions += 1
    branching = []
    for i in range(min(games, 20)):
        g = cardkit.make(name, players=players, seed=i)
        rng = random.Random(i)
        while not g.is_over:
            legal = g.legal_actions()
            branching.append(len(legal))
            g.apply(rng.choice(legal))
    return actions, branching, t


def bare_baseline(branching: list[int], actions: int) -> Timer:
    """``actions`` decisions cycling through the recorded numbers of options."""
    options = {n: list(range(n)) for n in set(branching)}
    steps = [options[n] for n in branching]
    rng = random.Random(0)
    choice = rng.choice
    reps, rest = divmod(actions, len(steps))
    with Timer() as t:
        history = []
        for _ in range(reps):
            for opts in steps:
                history.append(choice(opts))
        for opts in steps[:rest]:
            history.append(choice(opts))
    return t


def experiment(name: str, games: int) -> None:
    offered = strategies(name)
    if "sensible" not in offered:
        print(f"  experiment: {name} has no sensible strategy yet (only {', '.join(offered)})")
        return
    for bots in (["sensible"], ["sensible", "random"]):
        with Timer() as t:
            df = cardkit.sim.run(name, bots, games=games, seed=1, progress=False)
        per_game = df.drop_duplicates("game")
        per_10k = t.cpu * 10_000 / games
        verdict = "under" if per_10k < 10 else "OVER"
        scaled = "" if games == 10_000 else f", scaled from {games} games"
        print(f"  experiment {'+'.join(bots):16} {games} games: {t.cpu:6.1f} s CPU "
              f"({t.wall:6.1f} s wall), {games / t.cpu:7.0f} games/s, "
              f"{per_game['actions'].mean():.0f} actions/game -> 10,000 games {per_10k:.1f} s "
              f"CPU{scaled}: {verdict} 10 s")



def game_names(given: list[str]) -> list[str]:
    """The games named (default: every game in ``cardkit.GAMES``), each checked."""
    for name in given:
        if name not in cardkit.GAMES:
            raise SystemExit(f"unknown game {name!r}; cardkit.GAMES has {', '.join(cardkit.GAMES)}")
    return list(given) or list(cardkit.GAMES)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per game")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--experiment", type=int, default=0, metavar="N",
                        help="also time an N-game sensible-strategy experiment")
    args = parser.parse_args()
    names = game_names(args.games)
    print(machine())
    print(f"{'game':18} {'path':5} {'games/s':>9} {'actions/s':>11} {'(wall)':>10}  ratio")
    for name in names:
        games, actions, t = sim_playouts(name, args.seconds, args.players)
        api_actions, branching, ta = api_playouts(name, games, args.players)
        tb = bare_baseline(branching, actions)
        sim_rate, api_rate, bare_rate = actions / t.cpu, api_actions / ta.cpu, actions / tb.cpu
        print(f"{name:18} sim   {games / t.cpu:9.0f} {sim_rate:11,.0f} {actions / t.wall:10,.0f}  "
              f"sim/bare {sim_rate / bare_rate:.3f}  ({actions / games:.0f} actions/game)")
        print(f"{'':18} api   {games / ta.cpu:9.0f} {api_rate:11,.0f} {api_actions / ta.wall:10,.0f}  "
              f"api/bare {api_rate / bare_rate:.3f}")
        print(f"{'':18} bare  {'':9} {bare_rate:11,.0f} {actions / tb.wall:10,.0f}")
        if args.experiment:
            experiment(name, args.experiment)


if __name__ == "__main__":
    main()
