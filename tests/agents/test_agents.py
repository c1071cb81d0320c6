"""Strategies: the random one plays every game; the sensible ones beat it."""
import pytest

import cardkit
import cardkit.sim
from cardkit.agents import RandomAgent, strategies, strategy


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_random_and_sensible_strategies_play_legal_actions_to_the_end(name):
    assert "random" in strategies(name) and "sensible" in strategies(name)
    g = cardkit.sim.play(name, ["sensible", "random"], seed=3)
    assert g.is_over


def test_random_agent_is_seeded():
    a = cardkit.sim.play("push", [RandomAgent(5)], seed=1, players=3)
    b = cardkit.sim.play("push", [RandomAgent(5)], seed=1, players=3)
    assert a.to_json() == b.to_json()


def test_unknown_strategy_and_bad_parameters_are_config_errors():
    with pytest.raises(cardkit.ConfigError, match="clever"):
        strategy("push", "clever")
    with pytest.raises(cardkit.ConfigError, match="bad parameters"):
        strategy("push", "sensible", nerve=3)


def test_push_sensible_beats_random_players():
    df = cardkit.sim.run("push", ["sensible", "random", "random"], games=150, seed=2, players=3,
                         progress=False)
    share = df[df.strategy == "sensible"].winner.mean()
    assert share > 0.6, f"the sensible strategy won only {share:.0%} against two random players"


def test_push_sensible_thresholds_change_its_play():
    cautious = strategy("push", "sensible", max_bust=0.0)
    bold = strategy("push", "sensible", max_bust=1.0, max_loss=1e9)
    g = cardkit.make("push", players=2, seed=1, deck=["R1", "B2"])
    g.apply("draw")
    g.apply("place 1")
    assert str(cautious.choose(g, 0)) == "stop" and str(bold.choose(g, 0)) == "draw"


def test_push_sensible_never_stops_with_empty_columns_even_at_zero_threshold():
    g = cardkit.make("push", players=3, seed=1, deck=["SWITCH", "R1"])
    g.apply("draw")  # a Switch: nothing in a column, so stop is not allowed
    assert str(strategy("push", "sensible", max_bust=0.0).choose(g, 0)) == "draw"
    game = cardkit.sim.play("push", [strategy("push", "sensible", max_bust=0.0)], seed=4, players=3)
    assert game.is_over
