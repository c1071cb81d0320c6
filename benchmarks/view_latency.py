"""Time from an action to the table's updated synced state and charts, for Push (Python side).

    python benchmarks/view_latency.py [--games 3] [--seed 1]

Plays seeded three-player games through ``cardkit.views.play`` (player 0 picks
its first legal action, players 1 and 2 are sensible bots) and times each
action: ``g.apply`` + observation + table state + ``cardkit.prob.push.summary``
+ both chart updates + narration. Every widget message is JSON-encoded as the
kernel would, by a comm that records it. The baseline, in the same process, is
the bare ``g.apply`` of the same actions on a copy of each game (bots' choices
excluded from both), and the game-side part of the work (apply, observation,
summary) without any widget. Aim: median under 50 ms.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import comm  # noqa: E402


class RecordingComm(comm.DummyComm):
    """A comm that JSON-encodes each message as the kernel would, and counts it."""

    messages = 0
    bytes = 0

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        RecordingComm.messages += 1
        RecordingComm.bytes += len(json.dumps(data, default=str))


comm.create_comm = lambda *args, **kwargs: RecordingComm(*args, **kwargs)

import cardkit  # noqa: E402
from cardkit.prob.push import summary  # noqa: E402
from cardkit.views import play  # noqa: E402


def one_game(seed: int) -> tuple[list[float], list[float], int]:
    g = cardkit.make("push", players=3, seed=seed)
    view = play(g, bots={1: "sensible", 2: "sensible"})
    RecordingComm.messages = RecordingComm.bytes = 0  # count per action, not the widgets' opening
    texts, view_times = [], []
    while not view.game.is_over:
        p = view.game.current_player
        if view.seating.is_bot(p):
            action = str(view.seating.bots[p].choose(view.game, p))
        else:
            action = str(view.game.legal_actions()[0])
        start = time.perf_counter()
        # The table's own path: the front end's message, then the whole refresh.
        if view.seating.is_bot(p):
            view.game.apply(action)
            view.refresh()
        else:
            view.table.choose(action)
        view_times.append(time.perf_counter() - start)
        texts.append(action)
    bare = cardkit.make("push", players=3, seed=seed)
    apply_times = []
    for text in texts:
        start = time.perf_counter()
        bare.apply(text)
        apply_times.append(time.perf_counter() - start)
    assert bare.to_json() == view.game.to_json()
    fed = cardkit.make("push", players=3, seed=seed)
    game_side = []
    for text in texts:
        start = time.perf_counter()
        fed.apply(text)
        fed.observation(0)
        summary(fed, 0)
        game_side.append(time.perf_counter() - start)
    return view_times, apply_times, game_side, len(texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    view_times, apply_times, game_side, actions, messages, sent = [], [], [], 0, 0, 0
    for k in range(args.games):
        v, a, s, n = one_game(args.seed + k)
        view_times += v
        apply_times += a
        game_side += s
        actions += n
        messages += RecordingComm.messages
        sent += RecordingComm.bytes
    ms = lambda xs: 1000 * statistics.median(xs)
    p95 = lambda xs: 1000 * statistics.quantiles(xs, n=20)[-1]
    print(f"Push view latency over {actions} actions in {args.games} three-player games")
    for label, xs in [("bare g.apply (baseline):", apply_times),
                      ("apply + observation + summary:", game_side),
                      ("action -> synced table+charts:", view_times)]:
        print(f"  {label:<31} median {ms(xs):7.3f} ms   p95 {p95(xs):7.3f} ms")
    print(f"  ratio view / bare apply:        {ms(view_times) / ms(apply_times):9.1f} x")
    print(f"  ratio view / game-side work:    {ms(view_times) / ms(game_side):9.1f} x")
    print(f"  widget messages per action:     {messages / actions:7.1f}"
          f"   ({sent / actions / 1024:.1f} KiB JSON per action)")
    verdict = "under" if ms(view_times) < 50 else "OVER"
    print(f"  aim: median under 50 ms -> {verdict} ({ms(view_times):.1f} ms)")


if __name__ == "__main__":
    main()
