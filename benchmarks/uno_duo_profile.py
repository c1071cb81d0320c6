"""Where an UNO Duo action's time goes: the strategy, the core, the rules.

    python benchmarks/uno_duo_profile.py                   # sensible and random games
    python benchmarks/uno_duo_profile.py --games 100 --kind random

The games are played once to record every action chosen (the very objects), then
replayed four ways, each the best of ``--repeats`` on this process's CPU time:

- ``full``: ``sim.playout._play_out`` with the strategies (what ``sim.run`` plays);
- ``core+rules``: the recorded actions replayed through ``Game.play_choice`` after
  ``legal_list()`` (the simulator's step without the strategy);
- ``rules``: ``_legal()`` and ``_apply()`` alone (what the game's own code costs);
- ``_apply``: ``_apply()`` alone.

The differences are the strategy (``full`` − ``core+rules``) and the core
(``core+rules`` − ``rules``). Figures are printed as shares of ``full`` too, so that
two runs on a loaded machine can be compared by their ratios.
"""
from __future__ import annotations

import argparse
import gc
import random
import time

import cardkit
from cardkit.agents import RandomAgent
from cardkit.agents.uno_duo import UnoDuoSensible
from cardkit.sim.playout import _play_out


def bots(kind: str, seed: int) -> list:
    if kind == "sensible":
        return [UnoDuoSensible(), UnoDuoSensible()]
    return [RandomAgent(seed=seed), RandomAgent(seed=seed + 1)]


def recorded(kind: str, games: int) -> list[list]:
    """Every game's actions, as the strategies chose them."""
    out = []
    for s in range(games):
        g, chosen = cardkit.make("uno-duo", seed=s), []
        seats = bots(kind, s)
        while not g.is_over:
            p = g.current_player
            chosen.append(seats[p].choose(g, p))
            g.play_choice(chosen[-1], p)
        out.append(chosen)
    return out


def full(kind: str, seqs: list) -> None:
    for s in range(len(seqs)):
        _play_out(cardkit.make("uno-duo", seed=s), bots(kind, s), 10**6)


def replay(part: str, seqs: list) -> None:
    """The recorded actions played again: through the core's step (``core``), the rules'
    ``_legal`` and ``_apply`` (``rules``) or ``_apply`` alone (``apply``)."""
    for s, seq in enumerate(seqs):
        g = cardkit.make("uno-duo", seed=s)
        if part == "core":
            legal, play = g.legal_list, g.play_choice
            for a in seq:
                legal()
                play(a, g.current_player)
        elif part == "rules":
            legal, apply = g._legal, g._apply
            for a in seq:
                legal()
                apply(a)
        else:
            for a in seq:
                g._apply(a)


def best(fn, first: str, seqs: list, repeats: int) -> float:
    """Microseconds an action of ``fn(first, seqs)``, the best of ``repeats`` runs."""
    n = sum(map(len, seqs))
    times = []
    for _ in range(repeats):
        start = time.process_time()
        fn(first, seqs)
        times.append(time.process_time() - start)
    return min(times) / n * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", choices=("sensible", "random", "both"), default="both")
    parser.add_argument("--games", type=int, default=0,
                        help="games a kind (default: 300 sensible, 20 random)")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    random.seed(0)
    gc.disable()  # as sim.run plays its batches
    for kind in ("sensible", "random") if args.kind == "both" else (args.kind,):
        games = args.games or (300 if kind == "sensible" else 20)
        seqs = recorded(kind, games)
        parts = {"full": best(full, kind, seqs, args.repeats)}
        for name, part in (("core+rules", "core"), ("rules", "rules"), ("_apply", "apply")):
            parts[name] = best(replay, part, seqs, args.repeats)
        whole = parts["full"]
        split = {"strategy": whole - parts["core+rules"],
                 "core": parts["core+rules"] - parts["rules"], "rules": parts["rules"]}
        print(f"{kind}: {games} games, {sum(map(len, seqs)) / games:.0f} actions a game; "
              + ", ".join(f"{k} {v:.2f} us" for k, v in parts.items()) + " an action")
        print("  shares of full: " + ", ".join(f"{k} {v / whole:.0%}" for k, v in split.items()))


if __name__ == "__main__":
    main()
