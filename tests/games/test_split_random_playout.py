"""Split's own random playout (``_play_random``) plays as the simulator's generic loop, for
every player count, rule option and many seeds; and the engine's counts of the legal plays
(``_nth_match``, ``_nth_upgrade``, ``_picked_skips``, which the experiment playout counts
by, as the random playout's kernel counts by its own) agree with the lists ``_legal()``
makes (the matches in hand, the plays with a picked card)."""
import random

import pytest
from same_game import history_and_json
from test_split_indexes import indexes_from_the_table, kept
from test_split_kernel import played

import cardkit
from cardkit.games.split import SLOT, build_score_sheet

OPTIONS = [{}, {"upgrade_others": False}, {"score_sheet": build_score_sheet(upper_boxes=2)}]


@pytest.mark.parametrize("options", OPTIONS)
def test_random_playout_plays_as_the_generic_loop(options):
    for seed in range(60):
        players = 2 + seed % 5
        (own, _), (generic, _) = (played(options, players, seed, True),
                                  played(options, players, seed, False))
        assert history_and_json(own) == history_and_json(generic), seed
        assert kept(own) == indexes_from_the_table(own)


def test_random_playout_stopped_midway_leaves_a_game_that_goes_on():
    for seed, stop in [(1, 1), (2, 40), (3, 151), (4, 222)]:
        own, _ = played({}, 3, seed, True, stop)
        generic, _ = played({}, 3, seed, False, stop)
        assert len(own.history) == stop
        assert own.to_json() == generic.to_json()
        assert own.legal_actions() == generic.legal_actions()
        assert kept(own) == indexes_from_the_table(own)
        own.undo()
        generic.undo()
        assert own.to_json() == generic.to_json()
        action = random.Random(seed).choice(own.legal_actions())
        own.apply(action)
        generic.apply(action)
        assert own.to_json() == generic.to_json()


@pytest.mark.parametrize("options", OPTIONS[:2])
def test_play_counts_agree_with_the_legal_lists(options):
    """In the play phase: the r-th match and the r-th upgrade found without a list are the
    list's; with a picked card, ``_picked_plays`` is ``_legal()``, and (five cards or more,
    ``upgrade_others``) so is the list of every match and upgrade without the places
    ``_picked_skips`` gives."""
    checked = skipped = 0
    for seed in range(40):
        g = cardkit.make("split", players=2 + seed % 5, seed=seed, **options)
        r = random.Random(seed)
        while not g.is_over:
            p = g.current_player
            hand = g.hands[p]
            if g.phase == "play":
                count = [0] * 26
                for c in hand:
                    count[SLOT[c]] += 1
                matches = g._hand_matches(hand)
                nm = len(matches)
                assert [g._nth_match(hand, k, count) for k in range(nm)] == matches
                everything = list(matches)
                g._upgrades(p, hand, everything, lambda *key: True)
                if g.options.upgrade_others:
                    upgrades = sum(g._improves[c] for c in hand)
                    assert len(everything) == nm + upgrades
                    assert [g._nth_upgrade(p, hand, k) for k in range(upgrades)] == everything[nm:]
                if g.picked is not None:
                    checked += 1
                    legal = g._legal()
                    assert g._picked_plays(p, hand) == legal
                    if g.options.upgrade_others and len(hand) >= 5:
                        skips = g._picked_skips(p, hand, count, nm)
                        assert skips == sorted(set(skips))
                        assert [a for k, a in enumerate(everything) if k not in skips] == legal
                        skipped += len(skips) > 0
            g.apply(r.choice(g.legal_actions()))
    assert checked > 1000
    assert skipped > 100 or not g.options.upgrade_others
