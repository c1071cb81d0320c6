"""Cover Your Assets' own random playout (``_play_random``: one loop, legal moves kept by a
key of each hand's counts, ready-made events) leaves the very game the generic loop of
``_legal`` and ``_apply`` leaves: the same history entries (player, text, events with
their sentences) and the same saved state, for every player count and rule option, from
the start, from the middle of a fight, and when it stops at ``max_actions``."""
import random

import pytest
from same_game import history_and_json

import cardkit
from cardkit.core.rng import below_bits
from cardkit.sim import playout

NAME = "cover-your-assets"


def generic(g, bits, max_actions):
    """The simulator's generic random loop (``_play_out_random`` without a game's own playout)."""
    for _ in range(max_actions):
        p = g.current_player
        if p is None:
            return
        legal = g._legal()
        action = legal[below_bits(bits[p], len(legal))]
        g.history.append((p, str(action), g._apply(action)))


def both(seed, players, max_actions=10**6, before=0, **options):
    """The game played by ``_play_random`` and by the generic loop, after ``before`` first
    actions played through ``apply`` (the first legal action that is a steal or an answer)."""
    games = []
    for play in ("own", "generic"):
        g = cardkit.make(NAME, players=players, seed=seed, **options)
        for _ in range(before):
            legal = g.legal_actions()
            g.apply(next((a for a in legal if a.kind in ("steal", "defend")), legal[0]))
        bits = [random.Random(seed * 10 + p).getrandbits for p in range(players)]
        if play == "own":
            g._play_random(bits, max_actions)
        else:
            generic(g, bits, max_actions)
        games.append(g)
    return games


def options_of(seed):
    options = {"free_discard": True} if seed % 3 == 0 else {}
    if seed % 4 == 1:
        options["target"] = 150_000 + 41_000 * (seed % 13)
    return options


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_playout_gives_the_generic_loops_history_and_state(players):
    for seed in range(40):
        own, loop = both(seed, players, **options_of(seed))
        assert own.is_over
        assert history_and_json(own) == history_and_json(loop), (seed, players)


@pytest.mark.parametrize("before", [1, 2, 3, 7])
def test_random_playout_from_a_game_under_way_or_in_a_fight(before):
    for seed in range(20):
        own, loop = both(seed, 2 + seed % 5, before=before)
        assert history_and_json(own) == history_and_json(loop), (seed, before)


@pytest.mark.parametrize("max_actions", [1, 2, 5, 37, 150, 400])
def test_random_playout_stops_after_max_actions_as_the_loop(max_actions):
    for seed in range(12):
        own, loop = both(seed, 2 + seed % 5, max_actions, **options_of(seed))
        assert len(own.history) == min(max_actions, len(loop.history)) or loop.is_over
        assert history_and_json(own) == history_and_json(loop), (seed, max_actions)
        assert own.legal_actions() == loop.legal_actions()


def test_a_stacked_deck_plays_as_the_loop():
    deck = ["GOLD", "SILVER", "HOME", "HOME", "SILVER", "GOLD", "CASH", "CASH", "PIGGY", "HOME"]
    for seed in range(10):
        own, loop = both(seed, 2, deck=deck, free_discard=seed % 2 == 0)
        assert history_and_json(own) == history_and_json(loop)


def test_the_simulator_uses_it():
    own = cardkit.make(NAME, players=3, seed=4)
    loop = cardkit.make(NAME, players=3, seed=4)
    loop._play_random = None  # the instance attribute hides the game's own playout
    for g in (own, loop):
        playout.play_out(g, [cardkit.agents.RandomAgent(seed=p) for p in range(3)])
    assert history_and_json(own) == history_and_json(loop)
