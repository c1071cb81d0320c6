"""Split's random playout on compact state (``kernel.play_compact``, under ``Split._play_random``)
plays as the simulator's generic loop: the same history (texts, events and their sentences) and
the same state, for every player count, the rule options and a few hundred seeds; stopped after
any number of actions it leaves the game the loop leaves, which goes on from there."""
import pytest
from same_game import history_and_json
from test_split_indexes import indexes_from_the_table, kept

import cardkit
from cardkit.agents import RandomAgent
from cardkit.games.split import build_score_sheet
from cardkit.games.split import playouts as split_playouts
from cardkit.sim import playout

OPTIONS = [{}, {"score_sheet": build_score_sheet(upper_boxes=2, negative_boxes=3)},
           {"upgrade_others": False}]
SEEDS = range(200)


def played(options, players, seed, own, max_actions=playout.MAX_ACTIONS):
    g = cardkit.make("split", players=players, seed=seed, **options)
    if not own:
        g._play_random = None  # the instance attribute hides the game's own playout
    bots = [RandomAgent(seed=seed * 10 + p) for p in range(players)]
    try:
        playout.play_out(g, bots, max_actions)
    except RuntimeError:  # stopped after max_actions
        assert max_actions < playout.MAX_ACTIONS
    return g, bots


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTIONS[:2])
def test_kernel_plays_as_the_generic_loop(options, players):
    for seed in SEEDS:
        (own, _), (generic, _) = played(options, players, seed, True), \
            played(options, players, seed, False)
        assert history_and_json(own) == history_and_json(generic), (players, seed)
        assert kept(own) == indexes_from_the_table(own), (players, seed)


def test_the_kernel_plays_the_default_rules_and_not_upgrades_of_own_matches_only(monkeypatch):
    """The comparisons above play the kernel (they would pass without it: both sides would
    then be the loop's); under ``upgrade_others=False`` the engine-state playout plays."""
    calls = []
    real = split_playouts.play_compact

    def counted(g, bits, max_actions):
        calls.append(g.options.upgrade_others)
        return real(g, bits, max_actions)

    monkeypatch.setattr(split_playouts, "play_compact", counted)
    for options in OPTIONS:
        for seed in range(5):
            own, generic = played(options, 3, seed, True)[0], played(options, 3, seed, False)[0]
            assert history_and_json(own) == history_and_json(generic), (options, seed)
    assert calls and all(calls)  # the first two option sets; none under upgrade_others=False


@pytest.mark.parametrize("players, seed", [(3, 274), (4, 712), (5, 449), (6, 819)])
def test_the_laying_after_a_first_turn_go_out_is_played(players, seed):
    """A round a player ends on their first turn (then the others lay matches, ``done``; rare:
    these seeds were found by search) is played as the loop plays it, also when the playout
    stops just before, in or just after the laying and goes on."""
    own, generic = played({}, players, seed, True)[0], played({}, players, seed, False)[0]
    texts = [t for _, t, _ in generic.history]
    assert "done" in texts
    assert history_and_json(own) == history_and_json(generic)
    first = next(i for i, (_, _, ev) in enumerate(generic.history)
                 if any(e.kind == "lay" for e in ev))  # the go-out that starts the laying
    last = texts.index("done", first)
    for stop in sorted({first, first + 1, first + 2, last, last + 1, last + 2}):
        (own, own_bots), (generic, generic_bots) = (played({}, players, seed, True, stop),
                                                    played({}, players, seed, False, stop))
        assert history_and_json(own) == history_and_json(generic), stop
        playout.play_out(own, own_bots)
        generic._play_random = None
        playout.play_out(generic, generic_bots)
        assert history_and_json(own) == history_and_json(generic), stop


@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_kernel_stopped_at_max_actions_leaves_the_loops_game(players):
    for seed in range(25):
        for stop in (1, 2, 3 + seed, 17 + 7 * seed, 60 + 13 * seed, 150 + 19 * seed):
            (own, own_bots), (generic, generic_bots) = (
                played(OPTIONS[0], players, seed, True, stop),
                played(OPTIONS[0], players, seed, False, stop))
            assert history_and_json(own) == history_and_json(generic), (players, seed, stop)
            assert own.legal_actions() == generic.legal_actions(), (players, seed, stop)
            assert kept(own) == indexes_from_the_table(own), (players, seed, stop)
            # the game goes on from there as the loop's does (the bots' generators too)
            playout.play_out(own, own_bots)
            generic._play_random = None
            playout.play_out(generic, generic_bots)
            assert history_and_json(own) == history_and_json(generic), (players, seed, stop)
