"""``Game.at(step)``: the game as it stood after its first ``step`` actions, for a
timeline and for branching ("go back to move N and try the other choice")."""
import json
import random

import pytest

import cardkit
from cardkit import ConfigError


def _played(name, seed, limit=None):
    """A random game of ``name`` with each player's observation recorded at every step."""
    g = cardkit.make(name, seed=seed)
    r = random.Random(seed)
    seen = [_snapshot(g)]
    while not g.is_over and (limit is None or len(g.history) < limit):
        g.apply(r.choice(g.legal_actions()))
        seen.append(_snapshot(g))
    return g, seen


def _snapshot(g):
    """Every player's observation, as JSON text: what a timeline records while playing."""
    return [json.dumps(g.observation(p), sort_keys=True) for p in range(g.players)]


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_the_game_at_a_step_is_exactly_the_game_then(name):
    g, seen = _played(name, 7, limit=150)
    now = g.to_json()
    steps = sorted({0, 1, 31, 32, 33, 64, len(g.history) // 2, len(g.history) - 1, len(g.history)})
    for k in steps:
        then = g.at(k)
        assert _snapshot(then) == seen[k], k
        assert len(then.history) == k
        assert [h[1] for h in then.history] == [h[1] for h in g.history[:k]]
        replayed = cardkit.make(name, seed=7)
        for _, text, _ in g.history[:k]:
            replayed.apply(text)
        assert then.to_json() == replayed.to_json()
    assert g.to_json() == now  # looking back changes nothing


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_a_branch_plays_on_as_a_game_replayed_to_that_step(name):
    g, _ = _played(name, 3, limit=120)
    k = len(g.history) // 2
    branch = g.at(k)
    replayed = cardkit.make(name, seed=3)
    for _, text, _ in g.history[:k]:
        replayed.apply(text)
    r1, r2 = random.Random(11), random.Random(11)
    for _ in range(40):
        if branch.is_over:
            break
        branch.apply(r1.choice(branch.legal_actions()))
        replayed.apply(r2.choice(replayed.legal_actions()))
    assert branch.to_json() == replayed.to_json()
    assert cardkit.load(branch.to_json()).to_json() == branch.to_json()
    for _ in range(len(branch.history) - k + 3):  # undo runs back past the branch point
        branch.undo()
        replayed.undo()
        assert branch.to_json() == replayed.to_json()
    assert len(g.history) > k  # the game branched from is untouched


@pytest.mark.parametrize("bad", [-1, 10**9, 2.0, "3", None, True])
def test_a_step_that_is_not_one_of_the_game_is_refused(bad):
    g, _ = _played("push", 1, limit=5)
    before = g.to_json()
    with pytest.raises(ConfigError, match="whole number from 0 to 5"):
        g.at(bad)
    assert g.to_json() == before


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_an_observation_kept_does_not_change_as_the_game_goes_on(name):
    g = cardkit.make(name, seed=2)
    r = random.Random(2)
    kept = [(g.observation(p), _snapshot(g)[p]) for p in range(g.players)]
    for _ in range(30):
        if g.is_over:
            break
        g.apply(r.choice(g.legal_actions()))
    for obs, text in kept:
        assert json.dumps(obs, sort_keys=True) == text
