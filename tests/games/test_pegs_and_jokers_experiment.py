"""Pegs and Jokers' own experiment playout (``_play_experiment``) plays exactly the games the
simulator's loop plays: the same decisions of the sensible strategy (any parameters) and of
random seats, so the same board, hands, piles, turns and generators at the end."""
import pytest
from experiment import play_both

import cardkit
from cardkit.agents import RandomAgent
from cardkit.agents.pegs_and_jokers import PegsSensible
from cardkit.sim.playout import MAX_ACTIONS

NAME = "pegs-and-jokers"
PARAMS = [{}, {"hit_weight": 0.5, "danger_weight": 0.1, "joker_cost": 5.0, "shortlist": 3},
          {"danger_weight": 0.0, "eight_bonus": -1000.0},
          {"hit_weight": 2.5, "danger_weight": 0.7, "joker_cost": -10.0, "eight_bonus": 3.0,
           "shortlist": 20},
          {"danger_weight": -0.3, "shortlist": 1}]


def state(g):
    return (g.loc, g.track, g.homes, g.hands, g.draw_pile, g.discard, g.turn_player, g.turns,
            g.dealer, g.rebuilds, g.phase, g.winning_team, g._rng._r.getstate(), g.scores(),
            g.winners(), g.is_over)


def bots_of(mix, players, seed):
    out = []
    for p in range(players):
        kind = mix[p % len(mix)]
        out.append(RandomAgent(seed=seed * 10 + p) if kind == "random"
                   else PegsSensible(seed=seed + p, **kind))
    return out


def both(mix, players, seed, max_actions=MAX_ACTIONS):
    return play_both(NAME, lambda: bots_of(mix, players, seed), players, seed,
                     max_actions=max_actions)


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("mix", [[{}], [{}, "random"], ["random", {}], ["random"],
                                 [PARAMS[1], PARAMS[2]], [PARAMS[3], {}, "random"], [PARAMS[4]]])
def test_experiment_playout_ends_as_the_loop(players, mix):
    for seed in range(12 if players == 4 else 6):
        loop, bots, own, own_bots, played = both(mix, players, 1000 * players + seed)
        assert played == len(loop.history)
        assert state(own) == state(loop)
        assert [b._rng.getstate() for b in own_bots] == [b._rng.getstate() for b in bots]


def test_experiment_playout_of_many_sensible_games():
    for seed in range(200):
        players = (4, 6, 8)[seed % 3]
        loop, _, own, _, played = both([{}], players, seed)
        assert (played, state(own)) == (len(loop.history), state(loop)), seed


def test_experiment_playout_stops_after_max_actions_where_the_loop_stands():
    for seed, stop in [(3, 1), (4, 57), (5, 100), (6, 133)]:
        loop, bots, own, own_bots, played = both([{}, "random"], 4, seed, stop)
        assert played == len(loop.history) == stop
        assert not own.is_over
        assert state(own) == state(loop)
        assert own.current_player == loop.current_player


def test_experiment_playout_declines_other_bots_and_plays_nothing():
    class Other(PegsSensible):
        pass

    g = cardkit.make(NAME, players=4, seed=2)
    before = g.to_json()
    assert g._play_experiment([PegsSensible(), Other(), PegsSensible(), PegsSensible()],
                              1000) is None
    assert g.to_json() == before


def positions(players, seed, mover):
    """Positions of a game played by ``mover`` (random or sensible seats), one per turn."""
    g = cardkit.make(NAME, players=players, seed=seed)
    bots = [RandomAgent(seed=seed * 10 + p) if mover == "random" else PegsSensible(seed=p)
            for p in range(players)]
    while not g.is_over and len(g.history) < 700:
        yield g
        p = g.current_player
        g.apply(bots[p].choose(g, p))


@pytest.mark.parametrize("players", [4, 6, 8])
def test_quiet_splits_land_on_no_peg_and_gain_at_most_the_card(players):
    """The splits ``_plays(p, quiet)`` leaves out are the splits of those cards in the full
    listing, none lands on a peg and none gains more than the card's value."""
    from cardkit.games.pegs_and_jokers.cards import _K_CI, _K_G, _K_SEC, _OFF
    left = 0
    for seed in range(4):
        for mover in ("random", "sensible"):
            for g in positions(players, seed, mover):
                p = g.current_player
                quiet = []
                keys, codes, must = g._plays(p, quiet)
                full, codes_full, must_full = g._plays(p)
                assert codes == codes_full
                splits = sorted(k for k in full if k >> _K_SEC & 3 == 2
                                and (k >> _K_CI & 7) in {ci for ci, _ in quiet})
                assert sorted(keys + splits) == sorted(full)
                assert sorted(keys + g._split_plays(p, quiet)) == sorted(full)
                assert must == must_full or (not must and splits)
                value = dict(quiet)
                for k in splits:
                    left += 1
                    assert not k & 3
                    assert _OFF - (k >> _K_G) <= value[k >> _K_CI & 7]
    assert left > 500


@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_choice_made_without_quiet_splits_is_the_choice_with_them(players):
    """``pick`` with splits left out decides as with every split listed, or declines."""
    made = declined = 0
    bots = [PegsSensible(**params) for params in PARAMS]
    for seed in range(4):
        for mover in ("random", "sensible"):
            for g in positions(players, 50 + seed, mover):
                p = g.current_player
                quiet = []
                keys, codes, must = g._plays(p, quiet)
                if not quiet:
                    continue
                keys.sort()
                full, _, must_full = g._plays(p)
                full.sort()
                for bot in bots:
                    got = bot.pick(g, p, keys, codes, not must, quiet)
                    want = bot.pick(g, p, full, codes, not must_full)
                    if got is None:
                        declined += 1
                        continue
                    made += 1
                    assert got < len(keys) and want < len(full)
                    assert keys[got] == full[want]
    assert made > 300 and declined > 100
