"""One game played twice, by the simulator's loop and by the game's own experiment
playout (``_play_experiment``), for the tests that compare the two."""
from __future__ import annotations

from collections.abc import Callable

import cardkit
from cardkit.sim.playout import MAX_ACTIONS, _play_out


def play_both(name: str, bots_of: Callable[[], list], players: int, seed: int,
              options: dict | None = None, max_actions: int = MAX_ACTIONS) -> tuple:
    """The game ``name`` (``players``, ``seed``, rule ``options``) played from its deal by the
    simulator's loop (stopped after ``max_actions``) and by its own experiment playout, each
    with fresh bots from ``bots_of()``: ``(loop, loop_bots, own, own_bots, played)``, where
    ``played`` is what the experiment playout returned."""
    options = options or {}
    loop = cardkit.make(name, players=players, seed=seed, **options)
    loop_bots = bots_of()
    try:
        _play_out(loop, loop_bots, max_actions)
    except RuntimeError as e:  # stopped after max_actions, the game not over
        assert max_actions < MAX_ACTIONS and "did not end" in str(e), e
    own = cardkit.make(name, players=players, seed=seed, **options)
    own_bots = bots_of()
    return loop, loop_bots, own, own_bots, own._play_experiment(own_bots, max_actions)
