"""UNO Duo's own experiment playout (``UnoDuo._play_experiment``) plays exactly as the
simulator's loop: the same number of actions, the same state at the end (everything but the
history), the same draws of the game's and the bots' generators, for sensible bots with any
parameters and random ones, with every option, from the start or from any point of a
match (a forgotten UNO open too), also when stopped by ``max_actions``."""
import pytest
from test_uno_duo_speed_playout import _pair  # the second game plays without _play_random

import cardkit
from cardkit.agents import RandomAgent
from cardkit.agents.uno_duo import UnoDuoSensible
from cardkit.games.uno_duo import UnoDuo
from cardkit.sim import playout

OPTIONS = [{}, {"classic_deck": True}, {"reshuffle": True}, {"strict_wd4": "colour"},
           {"target": 60}, {"target": 500, "reshuffle": True, "classic_deck": True}]
PARAMETERS = [{}, {"stack_volleys": False}, {"challenge_at": 0.0}, {"challenge_at": 1.0},
              {"challenge_at": 0.1, "keep_wilds": False}, {"challenge_at": 0.6}]


def _bots(mix: str, seed: int, params=({}, {})) -> list:
    return [UnoDuoSensible(seed=seed + p, **params[p]) if kind == "s"
            else RandomAgent(seed=seed * 10 + p) for p, kind in enumerate(mix)]


def _state(g) -> dict:
    return {k: v for k, v in g.__dict__.items()
            if k not in ("history", "_rng", "_legal_cache", "_play_random")}


def _play_both(own, loop, mix, seed, params=({}, {}), max_actions=playout.MAX_ACTIONS) -> int:
    """Both games played on with equal bots: the kernel's count of actions, checked."""
    before = len(loop.history)
    own_bots, loop_bots = _bots(mix, seed, params), _bots(mix, seed, params)
    played = own._play_experiment(own_bots, max_actions)
    try:
        playout._play_out(loop, loop_bots, max_actions)
    except RuntimeError:  # not over within max_actions
        assert max_actions < playout.MAX_ACTIONS
    assert played == len(loop.history) - before
    assert own.is_over == loop.is_over
    assert _state(own) == _state(loop)
    assert own.scores() == loop.scores() and own.winners() == loop.winners()
    assert own._rng._r.getstate() == loop._rng._r.getstate()
    assert [b._rng.getstate() for b in own_bots] == [b._rng.getstate() for b in loop_bots]
    return played


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("mix", ["ss", "sr", "rs", "rr"])
def test_whole_matches_play_as_the_loop(options, mix):
    for seed in range(8 if mix == "rr" else 25):  # (random matches are long)
        own, loop = _pair(seed, **options)
        assert _play_both(own, loop, mix, seed) > 0 and own.is_over


@pytest.mark.parametrize("params", PARAMETERS)
def test_every_parameter_of_the_sensible_strategy_plays_as_the_loop(params):
    for seed in range(30):
        options = OPTIONS[seed % len(OPTIONS)]
        for mix, seats in (("ss", (params, {})), ("ss", ({}, params)), ("sr", (params, {})),
                           ("rs", ({}, params))):
            own, loop = _pair(seed, **options)
            _play_both(own, loop, mix, seed, seats)


def test_many_seeds_of_sensible_matches_play_as_the_loop():
    for seed in range(100, 300):
        own, loop = _pair(seed, **OPTIONS[seed % len(OPTIONS)])
        _play_both(own, loop, "ss", seed)


def test_from_any_point_and_cut_short_plays_as_the_loop():
    for seed in range(60):
        options = OPTIONS[seed % len(OPTIONS)]
        mix = ("ss", "sr", "rs", "rr")[seed % 4]
        own, loop = _pair(seed, before=seed * 7, **options)
        _play_both(own, loop, mix, seed)
        own, loop = _pair(seed, before=seed * 3, **options)
        _play_both(own, loop, mix, seed, max_actions=seed * 5 + 1)


def test_a_forgotten_uno_left_open_plays_as_the_loop():
    opened = 0
    for seed in range(200):
        own, loop = _pair(seed, before=300, until_uno=True)
        if own.uno_pending is None:
            continue
        opened += 1
        _play_both(own, loop, ("ss", "sr", "rs", "rr")[seed % 4], seed)
    assert opened >= 10


def test_other_bots_are_left_to_the_loop():
    class Mine(UnoDuoSensible):
        pass

    odd = UnoDuoSensible(seed=1)
    odd.note = "changed"  # an attribute the kernel does not know of
    for bots in ([Mine(seed=1), UnoDuoSensible(seed=2)], [odd, RandomAgent(seed=2)],
                 [RandomAgent(seed=1), object()]):
        g = cardkit.make("uno-duo", seed=3)
        before = g.to_json()
        assert g._play_experiment(bots, playout.MAX_ACTIONS) is None
        assert g.to_json() == before


def test_a_subclass_of_the_game_is_left_to_the_loop():
    class Variant(UnoDuo):
        pass

    g = Variant(players=2, seed=4)
    assert g._play_experiment(_bots("ss", 4), playout.MAX_ACTIONS) is None
    assert g.phase == "draft" and not g.history


@pytest.mark.parametrize("strategies", [["sensible"], ["sensible", "random"],
                                        [UnoDuoSensible(stack_volleys=False, challenge_at=0.2),
                                         "random"]])
def test_experiment_rows_are_those_of_the_loop(strategies, monkeypatch):
    exp = playout.Experiment("uno-duo", tuple(strategies), 11, None, {"target": 150})
    own = playout.play_batch(exp, 0, 40)
    monkeypatch.setattr(UnoDuo, "_play_experiment", None)
    assert own == playout.play_batch(exp, 0, 40)
