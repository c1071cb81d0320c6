"""Random playouts: cardkit's games against RLCard's UNO environment, in one run.

    pip install 'cardkit[bench]'        # rlcard: only for this benchmark
    python benchmarks/vs_rlcard.py      # every game, every path, vs RLCard UNO
    python benchmarks/vs_rlcard.py --rounds 3 --seconds 1
    python benchmarks/vs_rlcard.py --games push split --paths api,run-random

RLCard side: ``rlcard.make("uno")`` with two ``rlcard.agents.RandomAgent``s and
``env.run(is_training=False)``, counting the actions in the trajectories. cardkit
side, per game, four paths (``--paths``, default all):

- ``play_out``: ``cardkit.sim.play_out`` with ``RandomAgent``s (history and events
  kept), the first table, as before issue 15;
- ``api``: the public-API loop a student writes, ``g.apply(rng.choice(g.legal_actions()))``
  with a seeded ``random.Random`` until ``g.is_over`` (history kept);
- ``run-random``: ``cardkit.sim.run(game, ["random"] * players, games=k, workers=1)``,
  the built-in random strategy; actions counted from the frame's ``actions`` column
  (one value per game, the length of its history);
- ``run-mybot``: ``cardkit.sim.run`` with ``MyRandomBot``, a strategy class defined in
  this file as a user writes one (``self.rng.choice(game.legal_actions())``): none of
  the simulator's or the games' fast paths knows it, so every action goes through
  ``legal_actions()`` and the simulator's checked loop;
- ``floor``: the in-process floor of the ``api`` loop, with no game in it: the same loop
  choosing uniformly (``rng.choice``) from a ready list of the same length as the game's
  legal list at each decision, appended to a history list. The lengths are recorded
  from the ``api`` loop's own games (``FLOOR_GAMES`` seeds, before the rounds, untimed).
  ``api/floor`` is the share of the floor's speed a game keeps: how much its rules and
  the core cost beyond choosing.

A ``sim.run`` path calls ``run`` again and again within a round (each call a few
games to a few thousand, growing until one call takes a quarter of the round), so the
run's set-up and its results frame are counted as a user pays them.

Every entry is measured in alternating rounds (RLCard, then each game's paths, then
RLCard again, …) so that a change in the machine's load touches all of them; rates
are on this process's CPU time (wall-clock rates printed beside). The tables give, per
game and path, actions per second, µs per decision, the ratio to RLCard UNO, and for
``api`` the ratio to its floor. Issue 15's target (every game, every path ≥ 10× RLCard) is
retired (``benchmarks/README.md`` says why); one target stands, issue 24's: UNO Duo's
student loop (``api``) at ≥ 10× RLCard UNO's actions per second.

Python's cyclic garbage collector is paused during every round, on both sides, as
``cardkit.sim.run`` pauses it while it plays a batch of games (neither side makes
cyclic garbage worth collecting mid-round). ``--collector-running`` leaves it on
(except inside ``sim.run``, which pauses it itself): RLCard then runs ~5-10% slower
and cardkit's ``play_out`` and ``api`` paths 20-40% slower, because full collections
scan every object the process holds (numpy, pandas, RLCard's modules).
"""
from __future__ import annotations

import argparse
import contextlib
import random
import time

from _common import Timer, machine

import cardkit
from cardkit.agents import RandomAgent
from cardkit.sim import play_out
from cardkit.sim.playout import collector_paused

PATHS = ("play_out", "api", "run-random", "run-mybot", "floor")
TARGET = 10.0  # issue 24: UNO Duo's student loop (api) against RLCard UNO
FLOOR_GAMES = {"pegs-and-jokers": 20}  # games whose legal-list lengths the floor replays
FLOOR_GAMES_DEFAULT = 200


class MyRandomBot:
    """A user's own bot, written in the benchmark: uniform among the legal actions."""

    name = "my-random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game, player):
        return self.rng.choice(game.legal_actions())


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
        start = time.process_time()
        while time.process_time() - start < seconds:
            trajectories, _ = env.run(is_training=False)
            actions += sum((len(tr) - 1) // 2 for tr in trajectories)
            games += 1
    return games, actions, t


def cardkit_round(name: str, seconds: float, first_seed: int) -> tuple[int, int, Timer]:
    games = actions = 0
    with Timer() as t:
        start = time.process_time()
        while time.process_time() - start < seconds:
            g = cardkit.make(name, seed=first_seed + games)
            play_out(g, [RandomAgent(seed=first_seed + games + p) for p in range(g.players)])
            actions += len(g.history)
            games += 1
    return games, actions, t


def api_round(name: str, seconds: float, first_seed: int) -> tuple[int, int, Timer]:
    """The loop a student writes on the public API, one seeded game after another."""
    games = actions = 0
    with Timer() as t:
        start = time.process_time()
        while time.process_time() - start < seconds:
            seed = first_seed + games
            g = cardkit.make(name, seed=seed)
            rng = random.Random(seed)
            while not g.is_over:
                g.apply(rng.choice(g.legal_actions()))
            actions += len(g.history)
            games += 1
    return games, actions, t


def legal_lengths(name: str) -> list[list[int]]:
    """For the ``floor``: the length of the legal list at each decision of the ``api``
    loop's games, seeds 0, 1, ... (the api loop itself, run before the rounds)."""
    games = []
    for seed in range(FLOOR_GAMES.get(name, FLOOR_GAMES_DEFAULT)):
        g = cardkit.make(name, seed=seed)
        rng = random.Random(seed)
        lengths = []
        while not g.is_over:
            legal = g.legal_actions()
            lengths.append(len(legal))
            g.apply(rng.choice(legal))
        games.append(lengths)
    return games


def floor_round(recorded: list[list[int]], seconds: float, first_seed: int) -> tuple[int, int, Timer]:
    """The ``api`` loop with no game: at each decision a uniform choice from a ready list
    as long as the game's legal list was there, kept in a history list."""
    ready = {n: list(range(n)) for lengths in recorded for n in lengths}
    steps = [[ready[n] for n in lengths] for lengths in recorded]
    games = actions = 0
    with Timer() as t:
        start = time.process_time()
        while time.process_time() - start < seconds:
            rng = random.Random(first_seed + games)
            history = []
            for options in steps[games % len(steps)]:
                history.append(rng.choice(options))
            actions += len(history)
            games += 1
    return games, actions, t


def seats(name: str, path: str) -> list:
    players = cardkit.make(name, seed=0).players
    if path == "run-random":
        return ["random"] * players
    return [MyRandomBot(seed=p) for p in range(players)]


def run_round(name: str, path: str, seconds: float, first_seed: int,
              batch: dict) -> tuple[int, int, Timer]:
    """``cardkit.sim.run`` called until the round's CPU time is spent; ``batch[name, path]``
    (games per call) doubles while a call takes under a quarter of the round."""
    strategies = seats(name, path)
    games = actions = calls = 0
    key = (name, path)
    with Timer() as t:
        start = time.process_time()
        while time.process_time() - start < seconds:
            k = batch.get(key, 2)
            c0 = time.process_time()
            df = cardkit.sim.run(name, strategies, games=k, seed=first_seed + calls,
                                 workers=1, progress=False)
            if time.process_time() - c0 < seconds / 4:
                batch[key] = 2 * k
            actions += int(df.drop_duplicates("game")["actions"].sum())
            games += k
            calls += 1
    return games, actions, t


def measure(entry: tuple[str, str], env, seconds: float, r: int, batch: dict, floors: dict):
    name, path = entry
    seed = r * 1_000_000
    if name == "rlcard-uno":
        return rlcard_round(env, seconds)
    if path == "floor":
        return floor_round(floors[name], seconds, seed)
    if path == "play_out":
        return cardkit_round(name, seconds, seed)
    if path == "api":
        return api_round(name, seconds, seed)
    return run_round(name, path, seconds, seed, batch)


def verdict(ratio: float) -> str:
    if ratio >= TARGET:
        return "met"
    short = TARGET / ratio
    return f"not met: {short:.{2 if short < 1.1 else 1}f}× short ({(1 - ratio / TARGET) * 100:.0f}% below)"


def report(total: dict, paths: list[str], names: list[str]) -> None:
    g0, a0, cpu0, wall0 = total["rlcard-uno", ""]
    base = a0 / cpu0
    print(f"\nRLCard UNO: {base:,.0f} actions/s CPU ({a0 / wall0:,.0f} wall), "
          f"{1e6 / base:.2f} µs a decision, {a0 / g0:.1f} decisions a game")
    print(f"{'game':18} {'path':10} {'games/s':>9} {'actions/s':>11} {'(wall)':>10} "
          f"{'act/game':>9} {'µs/act':>7} {'vs RLCard':>9} {'vs floor':>8}")
    for n in names:
        floor = total[n, "floor"][1] / total[n, "floor"][2] if "floor" in paths else None
        for p in paths:
            g, a, cpu, wall = total[n, p]
            rate = a / cpu
            share = f"{rate / floor:7.3f}×" if floor and p != "floor" else ""
            print(f"{n:18} {p:10} {g / cpu:9.1f} {rate:11,.0f} {a / wall:10,.0f} "
                  f"{a / g:9.1f} {1e6 / rate:7.2f} {rate / base:8.2f}× {share:>8}")
    if "uno-duo" in names and "api" in paths:
        g, a, cpu, _ = total["uno-duo", "api"]
        ratio = a / cpu / base
        print(f"\nissue 24 target: UNO Duo's student loop (api) >= {TARGET:.0f}x RLCard UNO: "
              f"{ratio:.2f}x, {verdict(ratio)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*", metavar="GAME", help="cardkit games (as --games)")
    parser.add_argument("--games", nargs="+", default=[], metavar="GAME",
                        help="cardkit games (default: all, UNO Duo first)")
    parser.add_argument("--paths", default=",".join(PATHS),
                        help=f"comma-separated paths among {', '.join(PATHS)} (default: all)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per round and entry")
    parser.add_argument("--collector-running", action="store_true",
                        help="leave the garbage collector on during the rounds (both sides)")
    args = parser.parse_args()
    paths = [p.strip() for p in args.paths.split(",") if p.strip()]
    for p in paths:
        if p not in PATHS:
            raise SystemExit(f"unknown path {p!r}; choose from {', '.join(PATHS)}")
    given = [n for arg in [*args.names, *args.games] for n in arg.split(",") if n]
    for n in given:
        if n not in cardkit.GAMES:
            raise SystemExit(f"unknown game {n!r}; cardkit.GAMES has {', '.join(cardkit.GAMES)}")
    names = given or sorted(cardkit.GAMES, key=lambda n: n != "uno-duo")
    paused = contextlib.nullcontext if args.collector_running else collector_paused
    print(machine())
    print(f"cardkit {cardkit.__version__}; paths: {', '.join(paths)}; {args.rounds} rounds "
          f"of {args.seconds:g} CPU s per entry")
    print("garbage collector:", "running" if args.collector_running else "paused in every round, both sides")
    if "uno-duo" not in cardkit.GAMES:
        print("UNO Duo is not in cardkit.GAMES yet: skipped; the other games are compared meanwhile.")
    env = rlcard_env()
    floors = {n: legal_lengths(n) for n in names} if "floor" in paths else {}
    entries = [("rlcard-uno", ""), *[(n, p) for n in names for p in paths]]
    total = {e: [0, 0, 0.0, 0.0] for e in entries}
    batch: dict = {}
    for r in range(args.rounds):
        for e in entries:
            with paused():
                g, a, t = measure(e, env, args.seconds, r, batch, floors)
            acc = total[e]
            acc[0] += g
            acc[1] += a
            acc[2] += t.cpu
            acc[3] += t.wall
    report(total, paths, names)
    print(machine())


if __name__ == "__main__":
    main()
