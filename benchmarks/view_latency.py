"""Time from an action to the table's updated synced state and charts, for every game (Python side).

    python benchmarks/view_latency.py [--games 3] [--seed 1] [--game push split ...]

Plays seeded games of each game (Push, Cover Your Assets and Split with three
players, UNO Duo with two, Pegs and Jokers with four) through ``cardkit.views.play``:
player 0 picks its first legal action through the table (as a click would send it),
the other players are sensible bots (Step: ``g.apply`` of the bot's choice, then the
refresh). Each action is timed through to the synced table state, the chart updates
and the narration: ``g.apply`` + observation + table state +
``cardkit.prob.<game>.summary`` + chart updates + narration. Every widget message is
JSON-encoded as the kernel would, by a comm that records it. The baseline, in the same
process, is the bare ``g.apply`` of the same actions on a copy of each game (the bots'
choices are excluded from both), and the game-side part of the work (apply,
observation, summary) without any widget. Wall clock, the verdict's figure: on a shared
machine it rises with other people's load (printed on the first line); the view's time
in this process's CPU is printed beside it. Target (issue 15): median
under 20 ms for every game.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

import comm
from _common import machine

TARGET_MS = 20.0
GAMES = {"push": 3, "uno-duo": 2, "cover-your-assets": 3, "split": 3,
         "pegs-and-jokers": 4}  # name: players


class RecordingComm(comm.DummyComm):
    """A comm that JSON-encodes each message as the kernel would, and counts it."""

    messages = 0
    bytes = 0

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        RecordingComm.messages += 1
        RecordingComm.bytes += len(json.dumps(data, default=str))


comm.create_comm = lambda *args, **kwargs: RecordingComm(*args, **kwargs)

import cardkit  # noqa: E402
from cardkit.views import play  # noqa: E402
from cardkit.views.charts import summary_for  # noqa: E402


def played(name: str, seed: int) -> tuple[list[float], list[float], list[str], dict]:
    """One game at the table: each action's wall and CPU time to the synced widgets, the
    actions and the final state."""
    g = cardkit.make(name, players=GAMES[name], seed=seed)
    view = play(g, bots={p: "sensible" for p in range(1, g.players)})
    RecordingComm.messages = RecordingComm.bytes = 0  # count per action, not the widgets' opening
    texts, view_times, cpu_times = [], [], []
    while not view.game.is_over:
        p = view.game.current_player
        bot = view.seating.is_bot(p)
        action = str(view.seating.bots[p].choose(view.game, p) if bot
                     else view.game.legal_actions()[0])
        start, cpu = time.perf_counter(), time.process_time()
        if bot:  # what Step does, the bot's choice made beforehand
            view.game.apply(action)
            view.refresh()
        else:  # the front end's message, then the whole refresh
            view.table.choose(action)
        view_times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - cpu)
        texts.append(action)
    return view_times, cpu_times, texts, view.game.to_json()


def replayed(name: str, seed: int, texts: list[str], final: dict) -> tuple[list[float], list[float]]:
    """The same actions with no widget: the bare ``g.apply``, then apply + observation + summary."""
    bare = cardkit.make(name, players=GAMES[name], seed=seed)
    apply_times = []
    for text in texts:
        start = time.perf_counter()
        bare.apply(text)
        apply_times.append(time.perf_counter() - start)
    assert bare.to_json() == final, f"{name}: the replay is not the game played at the table"
    fed = cardkit.make(name, players=GAMES[name], seed=seed)
    game_side = []
    for text in texts:
        start = time.perf_counter()
        fed.apply(text)
        fed.observation(0)
        summary_for(fed, 0)
        game_side.append(time.perf_counter() - start)
    return apply_times, game_side


def measure(name: str, games: int, seed: int) -> None:
    view_times, cpu_times, apply_times, game_side, messages, sent = [], [], [], [], 0, 0
    for k in range(games):
        v, c, texts, final = played(name, seed + k)
        messages += RecordingComm.messages
        sent += RecordingComm.bytes
        a, s = replayed(name, seed + k, texts, final)
        view_times += v
        cpu_times += c
        apply_times += a
        game_side += s
    actions = len(view_times)
    ms = lambda xs: 1000 * statistics.median(xs)
    p90 = lambda xs: 1000 * statistics.quantiles(xs, n=10)[-1]
    print(f"{name}: {actions} actions in {games} {GAMES[name]}-player games")
    for label, xs in [("bare g.apply (baseline):", apply_times),
                      ("apply + observation + summary:", game_side),
                      ("action -> synced table+charts:", view_times),
                      ("  the same, CPU time:", cpu_times)]:
        print(f"  {label:<31} median {ms(xs):8.3f} ms   p90 {p90(xs):8.3f} ms")
    print(f"  ratio view / bare apply:        {ms(view_times) / ms(apply_times):9.1f} x")
    print(f"  ratio view / game-side work:    {ms(view_times) / ms(game_side):9.1f} x")
    print(f"  widget messages per action:     {messages / actions:7.1f}"
          f"   ({sent / actions / 1024:.1f} KiB JSON per action, the opening excluded)")
    verdict = "met" if ms(view_times) < TARGET_MS else "NOT MET"
    print(f"  target median under {TARGET_MS:.0f} ms: {verdict} ({ms(view_times):.1f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", nargs="+", choices=list(GAMES), default=list(GAMES),
                        metavar="NAME", help=f"games to measure (default all: {' '.join(GAMES)})")
    args = parser.parse_args()
    print(f"view latency, wall clock; {machine()}")
    for name in args.game:
        measure(name, args.games, args.seed)


if __name__ == "__main__":
    main()
