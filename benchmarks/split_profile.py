"""Where a Split action's time goes: the rules' legal lists and applies by phase and kind.

    python benchmarks/split_profile.py                 # random play, 300 games
    python benchmarks/split_profile.py --sensible      # the sensible bot at every seat
    python benchmarks/split_profile.py --games 100

Plays seeded games through the game's own ``_legal`` and ``_apply`` (the rules alone:
no history, no checks, no copies) and times each call by ``time.perf_counter_ns``. Prints,
for each phase's legal list and each kind of action applied, how often it ran, its mean
time, its share of an action (mean time x how often / actions) and, for legal lists, their
mean length; then the rules' time an action in all. The sensible bot's own time is
printed beside (``--sensible``). The timer itself costs ~50-100 ns a call, counted in;
on a shared machine compare figures from one run, not across runs.
"""
from __future__ import annotations

import argparse
import gc
import random
from collections import Counter
from time import perf_counter_ns

from _common import machine

import cardkit
from cardkit.agents.split import SplitSensible


def profile(games: int, sensible: bool) -> tuple[Counter, Counter, Counter, int]:
    """(time by entry in ns, calls by entry, legal actions listed by phase, actions)."""
    spent, calls, listed, actions = Counter(), Counter(), Counter(), 0
    for seed in range(games):
        g = cardkit.make("split", seed=seed)
        rng = random.Random(seed)
        bots = [SplitSensible(seed=seed + p) for p in range(g.players)] if sensible else None
        while not g.is_over:
            phase, p = g.phase, g.current_player
            t0 = perf_counter_ns()
            legal = g._legal_cache = g._legal()
            t1 = perf_counter_ns()
            action = bots[p].choose(g, p) if sensible else rng.choice(legal)
            t2 = perf_counter_ns()
            g._legal_cache = None
            g._apply(action)
            t3 = perf_counter_ns()
            spent["legal " + phase] += t1 - t0
            calls["legal " + phase] += 1
            listed[phase] += len(legal)
            spent["apply " + action.kind] += t3 - t2
            calls["apply " + action.kind] += 1
            if sensible:
                spent["bot"] += t2 - t1
                calls["bot"] += 1
            actions += 1
    return spent, calls, listed, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--sensible", action="store_true", help="the sensible bot at every seat")
    args = parser.parse_args()
    print(machine())
    gc.disable()
    spent, calls, listed, actions = profile(args.games, args.sensible)
    gc.enable()
    print(f"{args.games} games, {actions:,} actions ({actions / args.games:.0f} a game), "
          f"{'sensible' if args.sensible else 'random'} play")
    print(f"{'entry':22} {'calls':>8} {'mean ns':>8} {'ns/action':>10} {'length':>7}")
    for key, ns in spent.most_common():
        n = calls[key]
        length = f"{listed[key[6:]] / n:7.1f}" if key.startswith("legal ") else ""
        print(f"{key:22} {n:8,} {ns / n:8.0f} {ns / actions:10.0f} {length}")
    rules = sum(ns for key, ns in spent.items() if key != "bot")
    print(f"rules: {rules / actions:,.0f} ns an action"
          + (f"; the bot: {spent['bot'] / actions:,.0f} ns an action" if args.sensible else ""))


if __name__ == "__main__":
    main()
