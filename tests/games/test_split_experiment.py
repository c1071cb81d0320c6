"""Split's own experiment playout (``_play_experiment``) plays exactly the games the
simulator's loop plays with the sensible strategy (any parameters, any rule options): the
same decisions, so the same hands, rows, matches, score sheets, turns and generators at the
end, and the indexes the game keeps agree with its table."""
import pytest
from experiment import play_both
from test_split_indexes import indexes_from_the_table, kept

import cardkit
from cardkit.agents import RandomAgent
from cardkit.agents.split import SplitSensible
from cardkit.games.split import build_score_sheet
from cardkit.sim.playout import MAX_ACTIONS

OPTIONS = [{}, {"upgrade_others": False},
           {"score_sheet": build_score_sheet({"7": 5, "A": 1}, upper_boxes=2, negative_boxes=6)},
           {"upgrade_others": False, "score_sheet": build_score_sheet(upper_boxes=1)}]
PARAMS = [{}, {"max_pick_depth": 0}, {"max_pick_depth": 1, "bonus_draw_min_pile": 0},
          {"max_pick_depth": 20, "bonus_draw_min_pile": 5}, {"bonus_draw_min_pile": -1}]


def state(g):
    return (g._state_doc(), g.phase, g.turns, g._rng._r.getstate(), g.scores(), g.winners(),
            g.is_over, g.current_player)


def bots_of(params, players, seed):
    return [SplitSensible(seed=seed * 10 + p, **params[p % len(params)]) for p in range(players)]


def both(params, players, seed, options, max_actions=MAX_ACTIONS):
    """The game played by the simulator's loop (stopped after ``max_actions``) and by the
    game's own experiment playout, each with its bots, and the actions the latter played."""
    return play_both("split", lambda: bots_of(params, players, seed), players, seed, options,
                     max_actions)


@pytest.mark.parametrize("options", OPTIONS)
def test_experiment_playout_ends_as_the_loop(options):
    for seed in range(100):
        players = 2 + seed % 5
        params = [PARAMS[seed % len(PARAMS)], PARAMS[seed // 5 % len(PARAMS)]]
        loop, bots, own, own_bots, played = both(params, players, seed, options)
        assert played == len(loop.history), seed
        assert state(own) == state(loop), seed
        assert [b._rng.getstate() for b in own_bots] == [b._rng.getstate() for b in bots]
        assert kept(own) == indexes_from_the_table(own)


def test_experiment_playout_of_many_default_games():
    for seed in range(300):
        loop, _, own, _, played = both([{}], 2 + seed % 5, 1000 + seed, {})
        assert (played, state(own)) == (len(loop.history), state(loop)), seed


def test_experiment_playout_stops_after_max_actions_where_the_loop_stands():
    for seed, stop in [(3, 1), (4, 57), (5, 100), (6, 133), (7, 180)]:
        loop, _, own, _, played = both([{}], 3, seed, {}, stop)
        assert played == len(loop.history) == stop
        assert not own.is_over
        assert state(own) == state(loop)
        assert kept(own) == indexes_from_the_table(own)
        # the game goes on from there as the loop's does
        assert own.legal_actions() == loop.legal_actions()
        own.apply(loop.legal_actions()[-1])
        loop.apply(loop.legal_actions()[-1])
        assert state(own) == state(loop)


def mixed_bots(players, seed, random_seats, params=None):
    """Sensible bots (``params``) and random ones (at the seats in ``random_seats``)."""
    return [RandomAgent(seed * 10 + p) if p in random_seats
            else SplitSensible(seed=seed * 10 + p, **(params or {})) for p in range(players)]


def random_seats_of(players, seed):
    """A mix that changes with the seed: at least one random seat, at least one sensible."""
    seats = {q for q in range(players) if (seed >> q) & 1}
    if not seats or len(seats) == players:
        seats = {seed % players}
    return seats


def both_mixed(players, seed, options, random_seats, params=None, max_actions=MAX_ACTIONS):
    return play_both("split", lambda: mixed_bots(players, seed, random_seats, params), players,
                     seed, options, max_actions)


@pytest.mark.parametrize("options", OPTIONS)
def test_experiment_playout_with_random_seats_ends_as_the_loop(options):
    for seed in range(150):
        players = 2 + seed % 5
        seats = random_seats_of(players, seed // 5)
        params = PARAMS[seed % len(PARAMS)]
        loop, bots, own, own_bots, played = both_mixed(players, seed, options, seats, params)
        assert played is not None
        assert played == len(loop.history), seed
        assert state(own) == state(loop), seed
        assert [b._rng.getstate() for b in own_bots] == [b._rng.getstate() for b in bots], seed
        assert kept(own) == indexes_from_the_table(own), seed


def test_experiment_playout_with_all_but_one_seat_random():
    for seed in range(100):
        players = 2 + seed % 5
        seats = set(range(players)) - {seed % players}
        loop, bots, own, own_bots, played = both_mixed(players, 500 + seed, {}, seats)
        assert (played, state(own)) == (len(loop.history), state(loop)), seed
        assert [b._rng.getstate() for b in own_bots] == [b._rng.getstate() for b in bots], seed


def test_experiment_playout_with_random_seats_stops_after_max_actions_where_the_loop_stands():
    for seed, stop in [(3, 1), (4, 2), (5, 57), (6, 100), (7, 133), (8, 180), (9, 250)]:
        for players in (2, 3, 4):
            seats = random_seats_of(players, seed)
            loop, bots, own, own_bots, played = both_mixed(players, seed, {}, seats,
                                                           max_actions=stop)
            if loop.is_over:  # ended before the stop
                assert played == len(loop.history) < stop
            else:
                assert played == len(loop.history) == stop
            assert state(own) == state(loop), (seed, players)
            assert [b._rng.getstate() for b in own_bots] == [b._rng.getstate() for b in bots]
            assert kept(own) == indexes_from_the_table(own)
            if not loop.is_over:  # the game goes on from there as the loop's does
                assert own.legal_actions() == loop.legal_actions()
                own.apply(loop.legal_actions()[-1])
                loop.apply(loop.legal_actions()[-1])
                assert state(own) == state(loop)


def test_experiment_playout_declines_other_bots_and_plays_nothing():
    class Other(SplitSensible):
        pass

    class OtherRandom(RandomAgent):
        pass

    odd_random = RandomAgent()
    odd_random.extra = 1
    for bots in ([Other(), Other()], [RandomAgent()] * 3, [RandomAgent()] * 2,
                 [SplitSensible(), OtherRandom()],
                 [odd_random, SplitSensible()]):
        g = cardkit.make("split", players=2, seed=5)
        before = g.to_json()
        assert g._play_experiment(bots, 1_000_000) is None
        assert g.to_json() == before
