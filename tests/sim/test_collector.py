"""``cardkit.sim`` pauses the garbage collector while it plays a batch: that is safe only
because a played game leaves no reference cycles behind (reference counting frees it)."""
import gc

import pytest

import cardkit
from cardkit.sim.playout import Experiment, play_batch


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_a_batch_of_games_leaves_no_cycles_for_the_collector(name):
    games = 2 if name == "pegs-and-jokers" else 20
    gc.collect()
    play_batch(Experiment(name, ("sensible", "random"), seed=1), 0, games)
    play_batch(Experiment(name, ("random",), seed=2), 0, games)
    assert gc.isenabled(), "the collector is running again after the batch"
    assert gc.collect() == 0, "games left cyclic garbage that only the collector would free"
