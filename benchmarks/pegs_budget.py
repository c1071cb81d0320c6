"""Pegs and Jokers: where an action's time goes, against what the speed targets allow.

    python benchmarks/pegs_budget.py                  # 40 random and 40 sensible games
    python benchmarks/pegs_budget.py --games 100 --rlcard-seconds 2

Issue 24 asks for 1,000 games with the sensible strategy at every seat in under 10 s on
one core (issue 8 asked for 10,000; issue 15's 10× RLCard UNO for random playouts is
retired, its budget still printed for comparison). Pegs and Jokers falls short; this
measures why, on the simulator's one loop (``play_out``, the path every strategy takes),
by timing each part of an action separately:

- ``listing``: the game's legal list (``_legal``: the plays as keys, sorted, and their
  ready-made actions) — what any uniform random choice must know; for the sensible bot
  the plays as keys alone (``_plays``, what ``PegsAndJokers.plays`` asks);
- ``strategy``: the bot's ``choose`` (it reads the listing, which is not counted twice);
- ``mechanics``: making the play (``_apply``, with its events, the draw and the turn);
- ``rest``: the loop's own cost (``Game.play_choice``: the ready-action test, the history).

Each part is timed by wrapping the game's (or bot's) bound method on the instance; the
wrapper's own cost, measured on an empty call, is taken off. Beside them, two floors:
``python loop``, a loop of one table look-up, one test and one append per legal play (the
least a pure-Python listing pays for the plays it lists), and the budget per action that
each target leaves: 10× RLCard's rate, measured in this run when ``rlcard`` is installed
(``pip install 'cardkit[bench]'``), and 10 s over 1,000 games of the length measured.

Last, the sensible experiment by kind of decision (``by_kind``): no play (a discard),
one play, plays with no split among them, plays with a split (a 7 or 9 held with two
pegs that can move). Each kind's share of the decisions and its listing (``plays()``),
bot (``decide``) and making of the play (``play_choice``), timed around the public calls:
the budget is a mean, so this shows which decisions hold it up.
"""
from __future__ import annotations

import argparse
import random
import time

from _common import machine

import cardkit
from cardkit.agents import RandomAgent
from cardkit.agents.pegs_and_jokers import PegsSensible
from cardkit.sim import play_out
from cardkit.sim.playout import collector_paused

NAME = "pegs-and-jokers"
clock = time.perf_counter


class Parts:
    """Seconds and calls per part, from wrapped bound methods."""

    def __init__(self):
        self.seconds: dict[str, float] = {}
        self.calls: dict[str, int] = {}

    def wrap(self, part: str, method):
        seconds, calls = self.seconds, self.calls
        seconds.setdefault(part, 0.0)
        calls.setdefault(part, 0)

        def timed(*args):
            t = clock()
            out = method(*args)
            seconds[part] += clock() - t
            calls[part] += 1
            return out
        return timed


def wrapper_cost(n: int = 200_000) -> float:
    """Seconds a wrapped call adds to the part it is counted in (an empty method timed)."""
    parts = Parts()
    f = parts.wrap("empty", lambda *a: None)
    t = clock()
    for _ in range(n):
        f(1)
    outer = (clock() - t) / n
    return min(parts.seconds["empty"] / n, outer)


def timed_games(games: int, sensible: bool) -> tuple[Parts, float, int]:
    """``games`` playouts by ``play_out`` (the simulator's one loop), timed by part: random
    seats, or the sensible strategy at every seat."""
    parts = Parts()
    total = 0.0
    actions = 0
    for seed in range(games):
        g = cardkit.make(NAME, seed=seed)
        # the sensible bot asks for the plays (``plays``: the keys, ``_plays``), random seats
        # for the legal list (``_legal``: the keys and their actions)
        if sensible:
            g._plays = parts.wrap("listing", g._plays)
        else:
            g._legal = parts.wrap("listing", g._legal)
        g._apply = parts.wrap("mechanics", g._apply)
        if sensible:
            bots = [PegsSensible() for _ in range(g.players)]
        else:
            bots = [RandomAgent(seed=seed * 10 + p) for p in range(g.players)]
        for b in bots:
            b.choose = parts.wrap("strategy", b.choose)
        with collector_paused():
            t = clock()
            play_out(g, bots)
            total += clock() - t
        if not g.is_over:
            raise SystemExit(f"seed {seed}: the playout did not finish the game")
        actions += len(g.history)
    # every listing is made inside a choose (the bot asks for the plays first)
    parts.seconds["strategy"] -= parts.seconds["listing"]
    return parts, total, actions


KINDS = ("no play", "one play", "no split", "a split")


def by_kind(games: int) -> dict[str, list[float]]:
    """Per kind of decision (``KINDS``) of ``games`` sensible games: ``[decisions, listing,
    bot, play]`` seconds, through the public calls the simulator makes."""
    out = {kind: [0, 0.0, 0.0, 0.0] for kind in KINDS}
    with collector_paused():
        for seed in range(games):
            g = cardkit.make(NAME, seed=seed)
            bots = [PegsSensible() for _ in range(g.players)]
            while not g.is_over:
                p = g.current_player
                t0 = clock()
                plays = g.plays()
                t1 = clock()
                decision = bots[p].decide(g, p, plays)
                t2 = clock()
                n = len(plays)
                if n < 2:
                    kind = KINDS[n]
                else:
                    kind = KINDS[3] if any(plays.kind(i) == "split" for i in range(n)) else KINDS[2]
                t3 = clock()
                g.play_choice(decision.action, p)
                t4 = clock()
                row = out[kind]
                row[0] += 1
                row[1] += t1 - t0
                row[2] += t2 - t1
                row[3] += t4 - t3
    return out


def legal_counts(games: int) -> list[int]:
    """The number of legal actions at each decision of ``games`` random games (public API)."""
    sizes = []
    for seed in range(games):
        g = cardkit.make(NAME, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            legal = g.legal_actions()
            sizes.append(len(legal))
            g.apply(rng.choice(legal))
    return sizes


def python_loop(sizes: list[int]) -> float:
    """Seconds per decision of a loop with one look-up, one test and one append per play."""
    table = list(range(256))
    t = clock()
    for n in sizes:
        out = []
        for x in range(n):
            if table[x & 255] >= 0:
                out.append(x)
    return (clock() - t) / len(sizes)


def rlcard_rate(seconds: float) -> float | None:
    try:
        from vs_rlcard import rlcard_env, rlcard_round
    except SystemExit:
        return None
    try:
        env = rlcard_env()
    except SystemExit:
        return None
    with collector_paused():
        _, actions, t = rlcard_round(env, seconds)
    return actions / t.cpu


def report(title: str, parts: Parts, total: float, games: int, actions: int, cost: float,
           budget: list[tuple[str, float]]) -> None:
    us = 1e6 / actions
    print(f"\n{title}: {actions / games:.0f} actions a game, "
          f"{total * us:.1f} µs an action in all")
    known = 0.0
    for part in sorted(parts.seconds):
        net = parts.seconds[part] - parts.calls[part] * cost
        known += parts.seconds[part] + parts.calls[part] * cost  # the wrapper's cost outside
        print(f"  {part:10} {net * us:7.1f} µs an action  ({parts.calls[part] / actions:.2f} calls)")
    print(f"  {'rest':10} {max(total - known, 0.0) * us:7.1f} µs an action  (the playout's own loop)")
    for what, seconds in budget:
        print(f"  budget: {what}: {seconds * 1e6:.1f} µs an action")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games of each kind")
    parser.add_argument("--rlcard-seconds", type=float, default=2.0,
                        help="CPU seconds of RLCard UNO for the random playouts' budget")
    args = parser.parse_args()
    print(machine())
    cost = wrapper_cost()
    print(f"a wrapped call's own cost, taken off each part: {cost * 1e6:.2f} µs")

    parts, total, actions = timed_games(args.games, sensible=False)
    sizes = legal_counts(min(args.games, 10))
    rate = rlcard_rate(args.rlcard_seconds)
    budget = []
    if rate is not None:
        budget.append((f"10× RLCard UNO ({rate:,.0f} actions/s in this run)", 1 / (10 * rate)))
    else:
        print("rlcard is not installed: the random playouts' budget is not measured")
    report("Random playouts (play_out, RandomAgent)", parts, total, args.games, actions, cost, budget)
    mean = sum(sizes) / len(sizes)
    print(f"  legal actions a decision: mean {mean:.1f}, largest {max(sizes)} "
          f"({len(sizes)} decisions of {min(args.games, 10)} games)")
    print(f"  python loop over them (one look-up, test and append each): "
          f"{python_loop(sizes) * 1e6:.1f} µs a decision")

    parts, total, actions = timed_games(args.games, sensible=True)
    per_game = actions / args.games
    budget = 10 / (1_000 * per_game)
    report("Sensible experiment (play_out, PegsSensible)", parts, total, args.games, actions, cost,
           [(f"10 s for 1,000 games of {per_game:.0f} actions", budget)])
    rules = total - (parts.seconds["strategy"] + parts.calls["strategy"] * cost)
    print(f"  1,000 games at this speed: {total / args.games * 1_000:.1f} s; without the bot "
          f"(the listing, the mechanics and the loop alone): {rules / args.games * 1_000:.1f} s")

    kinds = by_kind(args.games)
    decisions = sum(row[0] for row in kinds.values())
    print(f"\nSensible experiment by kind of decision ({decisions:,} decisions; µs a decision; "
          f"budget {budget * 1e6:.1f}):")
    print(f"  {'kind':9} {'share':>6} {'listing':>8} {'bot':>6} {'play':>6} {'all':>6}")
    for kind, (n, listing, bot, play) in kinds.items():
        if n:
            print(f"  {kind:9} {n / decisions:6.1%} {listing / n * 1e6:8.1f} {bot / n * 1e6:6.1f} "
                  f"{play / n * 1e6:6.1f} {(listing + bot + play) / n * 1e6:6.1f}")


if __name__ == "__main__":
    main()
