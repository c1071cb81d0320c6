"""Every probability and lesson figure that takes a game alone still answers once the game is
over (``current_player`` is None: the figures are player 0's), and a player who is not in the
game is a ConfigError naming it, never an IndexError or a quiet answer for another seat."""
import importlib
import inspect
import random

import pytest

import cardkit

GAMES = {"push": 3, "uno-duo": 2, "cover-your-assets": 3, "split": 2, "pegs-and-jokers": 4}


def finished(name):
    g = cardkit.make(name, players=GAMES[name], seed=3)
    rng = random.Random(1)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def figures(name):
    """The public functions of the game's prob and lesson modules that need only the game."""
    for package in ("cardkit.prob", "cardkit.lessons"):
        module = importlib.import_module(f"{package}.{name.replace('-', '_')}")
        for fname, f in inspect.getmembers(module, inspect.isfunction):
            params = list(inspect.signature(f).parameters.values())
            if (f.__module__ == module.__name__ and not fname.startswith("_") and params
                    and params[0].name in ("g", "game")
                    and all(p.default is not p.empty for p in params[1:])):
                yield f"{module.__name__}.{fname}", f, params


@pytest.mark.parametrize("name", GAMES)
def test_figures_of_a_finished_game(name):
    g = finished(name)
    before = g.to_json()
    asked = list(figures(name))
    assert asked  # the modules have such figures
    for _label, f, _params in asked:
        f(g)
    assert g.to_json() == before


@pytest.mark.parametrize("name", GAMES)
def test_a_player_not_in_the_game_is_named(name):
    g = cardkit.make(name, players=GAMES[name], seed=3)
    asked = [f for _label, f, params in figures(name) if len(params) > 1 and params[1].name == "player"]
    assert asked
    for f in asked:
        for bad in (-1, 99):
                with pytest.raises(cardkit.ConfigError, match=repr(bad)):
                    f(g, bad)
