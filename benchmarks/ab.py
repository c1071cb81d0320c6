"""Two trees of cardkit side by side: the same measurement in alternating fresh processes.

    python benchmarks/ab.py cover-your-assets sensible /tmp/before .        # 6,000 sensible games
    python benchmarks/ab.py uno-duo api /tmp/before . --rounds 6 --size 2

A tree is a folder holding a ``cardkit`` package (e.g. ``git archive REV | tar -x -C DIR``).
Each round runs one process per tree, in turn (the order swapped every round), each with
that tree first on ``PYTHONPATH``, and prints the medians and ``B/A``. Kinds:

- ``sensible``: ``cardkit.sim.run(game, ["sensible"], games=SIZE, seed=1, workers=1)`` after a
  warm-up of 100 games (seed 2): games per CPU second (``--size`` default 6,000);
- ``api``, ``mybot``, ``random``: the student's loop ``g.apply(rng.choice(g.legal_actions()))``,
  ``sim.play_out`` with a bot class written here, or with ``RandomAgent``, for ``--size`` CPU
  seconds (default 1.5) after 30 warm-up games: actions per CPU second.

Why: on this shared machine a rate moves by 10–25% between runs minutes apart, on both sides
of a comparison, so a change of a few percent shows only in alternation. Even so, the
conditions a process starts in (hash seed, memory layout) move a run by a few percent: a
difference under ~3% is within the noise.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

ONE = r'''
import random, sys, time, gc
import cardkit
from cardkit.agents import RandomAgent
from cardkit.sim import play_out
game, kind, size = sys.argv[1], sys.argv[2], float(sys.argv[3])
print(cardkit.__file__)
if kind == "sensible":
    cardkit.sim.run(game, ["sensible"], games=100, seed=2, workers=1, progress=False)
    t0 = time.process_time()
    cardkit.sim.run(game, ["sensible"], games=int(size), seed=1, workers=1, progress=False)
    print(int(size) / (time.process_time() - t0))
    sys.exit()
class MyBot:
    def __init__(self, seed):
        self.rng = random.Random(seed)
    def choose(self, g, p):
        return self.rng.choice(g.legal_actions())
gc.disable()
def one(s):
    g = cardkit.make(game, seed=s)
    if kind == "api":
        rng = random.Random(s)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
    else:
        bot = MyBot if kind == "mybot" else lambda seed: RandomAgent(seed=seed)
        play_out(g, [bot(s * 10 + p) for p in range(g.players)])
    return len(g.history)
for s in range(30):
    one(s)
t0, actions, s = time.process_time(), 0, 1000
while time.process_time() - t0 < size:
    actions += one(s)
    s += 1
print(actions / (time.process_time() - t0))
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("kind", choices=["sensible", "api", "mybot", "random"])
    parser.add_argument("a", help="tree A (the baseline)")
    parser.add_argument("b", help="tree B")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--size", type=float, help="games (sensible) or CPU seconds (the others)")
    args = parser.parse_args()
    size = args.size or (6000 if args.kind == "sensible" else 1.5)
    trees = [os.path.abspath(args.a), os.path.abspath(args.b)]
    rates: dict[str, list[float]] = {t: [] for t in trees}
    for r in range(args.rounds):
        for tree in trees if r % 2 == 0 else trees[::-1]:
            # run in the tree: ``python -c`` puts the working directory first on sys.path,
            # before PYTHONPATH, so run from a checkout both sides would import the checkout
            out = subprocess.run([sys.executable, "-c", ONE, args.game, args.kind, str(size)],
                                 env={**os.environ, "PYTHONPATH": tree}, cwd=tree,
                                 capture_output=True, text=True)
            if out.returncode:  # say which tree failed, and how
                raise SystemExit(f"round {r + 1}, tree {tree}: exit status {out.returncode}\n"
                                 f"{out.stderr[-3000:]}")
            imported, rate = out.stdout.split()[0], out.stdout.split()[-1]
            if not imported.startswith(tree + os.sep):
                raise SystemExit(f"tree {tree} imported cardkit from {imported}")
            rates[tree].append(float(rate))
    unit = "games/s" if args.kind == "sensible" else "actions/s"
    for name, tree in zip("AB", trees, strict=True):
        v = rates[tree]
        print(f"{name} {tree}: median {statistics.median(v):,.0f} {unit}  "
              f"(runs {', '.join(f'{x:,.0f}' for x in v)})")
    print(f"B/A = {statistics.median(rates[trees[1]]) / statistics.median(rates[trees[0]]):.3f}")


if __name__ == "__main__":
    main()
