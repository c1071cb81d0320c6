"""``cardkit.sim`` pauses the garbage collector while it plays a batch: that is safe only
because a played game leaves no reference cycles behind (reference counting frees it)."""
import gc

import pytest

import cardkit
from cardkit.sim.playout import Experiment, play_batch


def _ours(thing) -> bool:
    """Whether a piece of garbage was made by cardkit (a game, a bot, an event, a frame or
    function of its code), not by another library's threads (e.g. Dask's, left running by
    an earlier test)."""
    code = getattr(thing, "f_code", None) or getattr(thing, "__code__", None)
    if code is not None:
        return "cardkit" in code.co_filename
    return type(thing).__module__.startswith("cardkit")


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_a_batch_of_games_leaves_no_cycles_for_the_collector(name):
    games = 2 if name == "pegs-and-jokers" else 20
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector finds is kept in gc.garbage to look at
    try:
        play_batch(Experiment(name, ("sensible", "random"), seed=1), 0, games)
        play_batch(Experiment(name, ("random",), seed=2), 0, games)
        assert gc.isenabled(), "the collector is running again after the batch"
        gc.collect()
        ours = [thing for thing in gc.garbage if _ours(thing)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert not ours, f"games left cyclic garbage that only the collector would free: {ours[:5]}"
