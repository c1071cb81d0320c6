"""Split's own random playout (``Split._play_random``) plays as the simulator's generic loop.

``tests/sim/test_fast_paths.py`` checks six games; here more seeds, every player count,
both ``upgrade_others`` settings, a small score sheet (full rows and a full negative row)
and playouts cut short by ``max_actions``.
"""
import pytest
from same_game import history_and_json

import cardkit
from cardkit.agents import RandomAgent
from cardkit.games.split import build_score_sheet
from cardkit.sim import playout

OPTIONS = [{}, {"upgrade_others": False},
           {"score_sheet": build_score_sheet({"7": 5}, upper_boxes=2, negative_boxes=3)}]


def _pair(seed, players, options):
    own = cardkit.make("split", players=players, seed=seed, **options)
    generic = cardkit.make("split", players=players, seed=seed, **options)
    generic._play_random = None  # the instance attribute hides the game's own playout
    return own, generic


@pytest.mark.parametrize("options", OPTIONS, ids=["default", "own-only", "small-sheet"])
def test_own_random_playout_plays_as_the_generic_loop(options):
    for seed in range(20):
        players = 2 + seed % 5
        own, generic = _pair(seed, players, options)
        playout.play_out(own, [RandomAgent(seed=seed * 7 + p) for p in range(players)])
        playout.play_out(generic, [RandomAgent(seed=seed * 7 + p) for p in range(players)])
        assert history_and_json(own) == history_and_json(generic)
        own.undo()
        generic.undo()
        assert own.to_json() == generic.to_json()


@pytest.mark.parametrize("limit", [1, 2, 7, 60, 150])
def test_own_random_playout_stops_after_max_actions_as_the_generic_loop(limit):
    for seed in range(4):
        own, generic = _pair(seed, 3, {})
        for g in (own, generic):
            with pytest.raises(RuntimeError, match="did not end"):
                playout.play_out(g, [RandomAgent(seed=seed + p) for p in range(3)], limit)
        assert len(own.history) == limit
        assert history_and_json(own) == history_and_json(generic)
        assert own.legal_actions() == generic.legal_actions()
