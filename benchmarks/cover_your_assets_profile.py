"""Where a Cover Your Assets game's work goes, counted in Python bytecodes (load-free).

    python benchmarks/cover_your_assets_profile.py                 # api and sensible, 200 games
    python benchmarks/cover_your_assets_profile.py --games 50 --kind api --top 25

On a shared machine a time moves ±15% from one run to the next; the number of bytecodes
the interpreter runs does not move at all, and it follows the time of this pure-Python
code closely (a bytecode is a few nanoseconds). Each game is played under ``sys.settrace``
with opcode events, and every bytecode is counted against the function running it:

- ``api``: the loop a student writes, ``g.apply(rng.choice(g.legal_actions()))``;
- ``sensible``: ``sim.playout._play_out`` with ``CoverSensible`` at both seats.

The move tables of ``cardkit.games.cover_your_assets.moves`` are first filled for every
hand of 0–5 cards, as they are after a few thousand games of a benchmark, so that the
counts are those of a warm run. Printed: bytecodes a game and an action, by layer
(rules, core, strategy and its fight model, simulator, Python's ``random``), then the
functions that run the most.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from itertools import combinations_with_replacement

import _common  # noqa: F401  (a checkout runs without installing)

import cardkit
from cardkit.agents.cover_your_assets import CoverSensible
from cardkit.games.cover_your_assets import cards, moves
from cardkit.sim.playout import _play_out

NAME = "cover-your-assets"
LAYERS = (("cardkit/games/", "rules"), ("cardkit/core/", "core"), ("cardkit/agents/", "strategy"),
          ("cardkit/prob/", "strategy (fight model)"), ("cardkit/sim/", "simulator"),
          ("random.py", "Python's random"))


def warm_tables(players: int) -> None:
    """Every entry of the move tables a hand of 0–5 cards can read, worked out now."""
    for size in range(6):
        for hand in combinations_with_replacement(cards.CODES, size):
            key = cards.counted(hand)
            moves.PAIRS[key], moves.DISCARDS[key]  # noqa: B018  (reading fills them)
            for mask, kept in (*moves.TAKES.values(), *moves.ANSWERS.values(),
                               *(t for q in range(players) for t in moves.STEALS[q].values())):
                kept[key & mask]  # noqa: B018


def play(kind: str, seed: int) -> int:
    g = cardkit.make(NAME, seed=seed)
    if kind == "api":
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
    else:
        _play_out(g, [CoverSensible(seed=seed + p) for p in range(g.players)], 10**6)
    return len(g.history)


def counted_run(kind: str, games: int) -> tuple[Counter, int]:
    """Bytecodes by (file, function) over ``games`` games, and the actions played."""
    ops: Counter = Counter()

    def trace(frame, event, arg):
        frame.f_trace_opcodes = True
        where = (frame.f_code.co_filename, frame.f_code.co_name)

        def each(frame, event, arg):
            if event == "opcode":
                ops[where] += 1
            return each
        return each

    actions = 0
    sys.settrace(trace)
    try:
        for seed in range(1000, 1000 + games):
            actions += play(kind, seed)
    finally:
        sys.settrace(None)
    return ops, actions


def layer(filename: str) -> str:
    for part, name in LAYERS:
        if part in filename.replace("\\", "/"):
            return name
    return "other"


def report(kind: str, ops: Counter, actions: int, games: int, top: int) -> None:
    total = sum(ops.values())
    print(f"\n{kind}: {total / games:,.0f} bytecodes a game, {total / actions:,.0f} an action "
          f"({actions / games:.1f} actions a game)")
    layers: Counter = Counter()
    for (filename, _), n in ops.items():
        layers[layer(filename)] += n
    for name, n in layers.most_common():
        print(f"  {name:24} {n / total:6.1%}  {n / actions:6.0f} an action")
    print(f"  {'function':44} {'share':>6} {'a game':>8}")
    for (filename, fn), n in ops.most_common(top):
        print(f"  {layer(filename)[:8]:8} {fn:35} {n / total:6.1%} {n / games:8,.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--kind", choices=("api", "sensible", "both"), default="both")
    parser.add_argument("--top", type=int, default=15, help="functions listed (default 15)")
    args = parser.parse_args()
    warm_tables(cardkit.make(NAME, seed=0).players)
    for kind in (("api", "sensible") if args.kind == "both" else (args.kind,)):
        ops, actions = counted_run(kind, args.games)
        report(kind, ops, actions, args.games, args.top)


if __name__ == "__main__":
    main()
