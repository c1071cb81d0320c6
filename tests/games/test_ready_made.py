"""A game that says its legal lists hold only ready-made actions (``ready_made``) keeps
its word: every action of every legal list, over random games of every player count
and with the rule options switched,
is already claimed for it, so that ``legal_actions()`` need not look. An action of it
is then refused by any other game, as for every game (tests/test_bad_input.py)."""
import dataclasses
import random

import pytest

import cardkit
from cardkit import Action, IllegalMove

READY = sorted(n for n, cls in cardkit.GAMES.items() if cls.ready_made)


def test_some_games_are_ready_made():
    assert READY


@pytest.mark.parametrize("name", READY)
def test_every_legal_action_of_a_ready_made_game_is_claimed_when_listed(name):
    cls = cardkit.GAMES[name]
    flags = [f.name for f in dataclasses.fields(cls.Options) if isinstance(f.default, bool)]
    for seed in range(12):
        options = {flag: not getattr(cls.Options(), flag) for flag in flags[seed % 2::2]}
        g = cardkit.make(name, players=cls.player_counts[seed % len(cls.player_counts)], seed=seed,
                         **options)
        r = random.Random(seed)
        while not g.is_over:
            legal = g.legal_list()  # as the game lists them, before legal_actions() claims any
            assert all(a._game is cls for a in legal), [str(a) for a in legal if a._game is not cls]
            g.apply(r.choice(legal))


def test_a_ready_made_action_is_claimed_when_its_game_is_loaded_and_refused_elsewhere():
    from cardkit.games.push.cards import PLACE

    a = PLACE[2]
    assert a == Action("place", (2,)) and str(a) == "place 2"
    assert a._game is cardkit.GAMES["push"]
    g = cardkit.make("uno-duo", seed=0)
    with pytest.raises(IllegalMove, match="push"):
        g.apply(a)
