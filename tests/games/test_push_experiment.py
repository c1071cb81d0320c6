"""Push's experiment playout (``Push._play_experiment``, on compact state) plays the very games
the simulator's loop plays: the same number of actions and the same state at the end (the
die's and the random seats' generators included), for every player count, both rule options,
mixes of sensible and random seats, sensible parameters, dealt decks and forced rolls, and
from positions in the middle of a game; it declines bots it does not reproduce."""
import copy
import json

import pytest

import cardkit
from cardkit.agents import RandomAgent
from cardkit.agents.push import PushSensible
from cardkit.sim.playout import _play_out, make_bots

NAME = "push"


def state(g, bots=()) -> str:
    """Everything the game keeps but its history, and the random seats' generators."""
    return json.dumps([g._state(), g.phase, g._rolls_used, g._forced_rolls, g.is_over,
                       repr(g._rng._r.getstate()),
                       [repr(b._rng.getstate()) for b in bots if type(b) is RandomAgent]],
                      sort_keys=True)


def play_both(strategies, seed, players, max_actions=10**6, before=0, **options):
    """The experiment playout and the loop on two copies of one game (after ``before``
    actions played by the loop on both): the actions each played and the two games."""
    own = cardkit.make(NAME, players=players, seed=seed, **options)
    loop = cardkit.make(NAME, players=players, seed=seed, **options)
    own_bots = make_bots(NAME, strategies, players, seed, copy_objects=True)
    loop_bots = make_bots(NAME, strategies, players, seed, copy_objects=True)
    if before:
        for g, bots in ((own, own_bots), (loop, loop_bots)):
            with pytest.raises(RuntimeError, match="did not end"):
                _play_out(g, bots, before)
    played = own._play_experiment(own_bots, max_actions)
    start = len(loop.history)
    try:
        _play_out(loop, loop_bots, max_actions)
    except RuntimeError as e:
        assert "did not end" in str(e)
    assert state(own, own_bots) == state(loop, loop_bots), (strategies, seed, players, options)
    return played, len(loop.history) - start, own, loop


def assert_plays_as_the_loop(strategies, seed, players, **options):
    played, looped, own, loop = play_both(strategies, seed, players, **options)
    assert played == looped and own.is_over, (strategies, seed, players, options)
    assert (own.scores(), own.winners(), own.turns) == (loop.scores(), loop.winners(), loop.turns)


@pytest.mark.parametrize("strategies", [["sensible"], ["sensible", "random"],
                                        ["random", "sensible", "sensible"], ["random"]])
def test_experiment_playout_ends_as_the_loop(strategies):
    seeds = range(300) if strategies == ["sensible"] else range(100)
    for seed in seeds:
        assert_plays_as_the_loop(strategies, seed, 2 + seed % 5, harder=seed % 3 == 0)


@pytest.mark.parametrize("params", [{"max_bust": 0.0}, {"max_bust": 1.0, "max_loss": 1e9},
                                    {"max_bust": 0.3, "max_loss": 2.0, "bank_at": 5},
                                    {"max_loss": 0, "bank_at": 1},
                                    {"max_bust": 0.05, "max_loss": 0.25, "bank_at": 12.5},
                                    {"max_bust": 0.5, "max_loss": float("inf"), "bank_at": 99}])
def test_sensible_parameters_are_played_as_given(params):
    for seed in range(60):
        bots = [PushSensible(**params), "sensible", RandomAgent(seed), PushSensible(**params)]
        assert_plays_as_the_loop(bots, seed, 2 + seed % 5, harder=seed % 2 == 1)


def test_dealt_decks_and_forced_rolls_are_played_as_the_loop():
    for seed in range(40):
        rolls = ["STAR", "RED", "PURPLE", "STAR", "GREEN"][: seed % 6]
        deck = ["ROLL", "ROLL", "ROLL", "R1", "B2", "G3", "Y4", "P5", "R6"][: seed % 10]
        assert_plays_as_the_loop(["sensible", "random"], seed, 2 + seed % 5,
                                 rolls=rolls, deck=deck, harder=seed % 4 == 0)


def test_it_stops_after_max_actions_where_the_loop_stops():
    """The state at any action (every phase) is set as the loop leaves it."""
    for seed in range(30):
        for limit in (1, 2, 3, 7, 20, 55 + seed, 150 + 3 * seed):
            played, looped, own, _ = play_both(["sensible", "random"], seed, 2 + seed % 5,
                                               max_actions=limit, harder=seed % 2 == 0)
            assert played == looped <= limit


def test_it_plays_on_from_the_middle_of_a_game():
    phases = set()
    for seed in range(40):
        for before in (1, 2, 5, 17 + seed, 90 + seed):
            g = cardkit.make(NAME, players=2 + seed % 5, seed=seed)
            bots = make_bots(NAME, ["random", "sensible"], g.players, seed)
            try:
                _play_out(g, bots, before)
            except RuntimeError:
                pass
            phases.add(g.phase)
            played, looped, own, _ = play_both(["random", "sensible"], seed, 2 + seed % 5,
                                               before=before)
            assert played == looped and own.is_over
    assert phases == {"turn", "push", "place", "collect"}


class Bolder(PushSensible):
    pass


@pytest.mark.parametrize("bots", [
    [PushSensible(bank_at=0), PushSensible()],  # would bank a colour it has none of
    [PushSensible(max_bust=None), PushSensible()],
    [Bolder(), PushSensible()],
    [PushSensible(), RandomAgent(1), PushSensible()],  # too many bots for two players
])
def test_it_declines_bots_it_does_not_reproduce(bots):
    g = cardkit.make(NAME, players=2, seed=3)
    before = g.to_json()
    assert g._play_experiment(copy.deepcopy(bots), 10**6) is None
    assert g.to_json() == before


def test_an_overridden_choose_is_declined():
    bot = PushSensible()
    bot.choose = lambda game, player: game.legal_actions()[-1]
    g = cardkit.make(NAME, players=2, seed=3)
    assert g._play_experiment([bot, PushSensible()], 10**6) is None


def test_a_run_gives_the_rows_of_the_loop(monkeypatch):
    rows = cardkit.sim.run(NAME, ["sensible", "random"], games=40, seed=5, progress=False, harder=True)
    monkeypatch.setattr(cardkit.GAMES[NAME], "_play_experiment", None)
    assert rows.equals(cardkit.sim.run(NAME, ["sensible", "random"], games=40, seed=5,
                                       progress=False, harder=True))
