"""The fast fight model of ``cardkit.prob.cover_your_assets`` gives exactly (bit for bit) the
figures of the enumeration over ``hand_compositions``' card lists, written out here as the
module first had it."""
import random
from collections import Counter

import pytest

import cardkit
from cardkit.games.cover_your_assets import ASSETS, VALUE, WILDS
from cardkit.prob import cover_your_assets as prob


def by_lists(mine, unseen, opp_hand_size, asset, set_val, prior=0, me_first=True,
             me_challenger=True):
    win_p = gain = spent = loss = 0.0
    for p, theirs in prob.hand_compositions(unseen, opp_hand_size, asset):
        win, um, ut = prob._settle(mine, theirs, me_first)
        vm = sum(VALUE[c] for c in mine[:um])
        vt = sum(VALUE[c] for c in theirs[:ut])
        sg, hs, ol = prob._outcome(win, vm, vt, set_val, prior, me_challenger)
        win_p += p * win
        gain += p * sg
        spent += p * hs
        loss += p * ol
    return {"win_chance": win_p, "stack_gain": gain, "hand_spent": spent,
            "opponent_loss": loss, "value": gain - spent}


@pytest.mark.parametrize("seed", range(4))
def test_fight_expectation_equals_the_enumeration_of_card_lists(seed):
    rng = random.Random(seed)
    for _ in range(1500):
        asset = rng.choice(ASSETS)
        unseen = Counter({asset: rng.randint(0, 10), "SILVER": rng.randint(0, 8),
                          "GOLD": rng.randint(0, 4), "HOME": rng.randint(0, 30),
                          "CASH": rng.randint(0, 30)})
        mine = sorted([asset] * rng.randint(0, 3) + [rng.choice(WILDS)] * rng.randint(0, 2),
                      key=lambda c: (VALUE[c], c))
        if mine and rng.random() < 0.3:
            mine = mine[1:] + mine[:1]
        args = (mine, unseen, rng.randint(0, 6), asset, rng.choice([10_000, 30_000, 75_000]),
                rng.choice([0, 5_000, 65_000]), rng.random() < 0.5, rng.random() < 0.5)
        assert prob.fight_expectation(*args) == by_lists(*args), args


def test_strategy_figures_in_real_games_equal_the_enumeration():
    checked = 0
    for seed in range(6):
        g = cardkit.make("cover-your-assets", players=2 + seed % 5, seed=seed)
        r = random.Random(seed)
        while not g.is_over and checked < 3000:
            p = g.current_player
            for q in range(g.players):
                if q != p and g.stacks[q]:
                    top = g.stacks[q][-1]
                    mine = prob.matching_cards(g.hands[p], top[0])
                    args = (mine, g.unseen(p), len(g.hands[q]), top[0], prob.set_value(top))
                    assert prob.fight_expectation(*args) == by_lists(*args)
                    checked += 1
            g.apply(r.choice(g.legal_actions()))
    assert checked > 500
