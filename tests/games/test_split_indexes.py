"""The indexes Split keeps up to date as it plays agree with the table after every action:
the open (not perfect) matches by rank with their owners, how many of them each card would
make stronger, and the draw pile counted by slot. Also after undo and on a loaded game."""
import random

import pytest

import cardkit
from cardkit.games.split import CODES, IMPROVERS, PERFECT, RANK_INDEX, RANKS, slot_counts, strength


def indexes_from_the_table(g):
    open_ = [[] for _ in RANKS]
    improves = dict.fromkeys(CODES, 0)
    for q, ms in enumerate(g.matches):
        for m in ms:
            if strength(*m) != PERFECT:
                open_[RANK_INDEX[m[0]]].append((q, tuple(m)))
                for c in IMPROVERS[m[0], m[1]]:
                    improves[c] += 1
    return [sorted(x) for x in open_], improves


def kept(g):
    for recs in g._open:  # each record is a match on the table itself, of its owner
        for q, m in recs:
            assert any(x is m for x in g.matches[q])
    assert g._pile_slots == slot_counts(g.draw_pile)
    assert sum(g._pile_slots) == len(g.draw_pile)
    return [sorted((q, tuple(m)) for q, m in recs) for recs in g._open], g._improves


@pytest.mark.parametrize("options", [{}, {"upgrade_others": False}])
def test_open_matches_and_improvers_follow_the_table(options):
    for seed in range(8):
        g = cardkit.make("split", players=2 + seed % 5, seed=seed, **options)
        r = random.Random(seed)
        step = 0
        while not g.is_over:
            g.apply(r.choice(g.legal_actions()))
            step += 1
            assert kept(g) == indexes_from_the_table(g)
            if step % 97 == 0:
                g.undo()
                assert kept(g) == indexes_from_the_table(g)
                back = cardkit.load(g.to_json())
                assert kept(back) == indexes_from_the_table(back)


def test_improvers_are_the_cards_an_upgrade_accepts():
    for (left, right), cards in IMPROVERS.items():
        rank = RANK_INDEX[left]
        for c in CODES:
            if RANK_INDEX[c] != rank:
                assert c not in cards
                continue
            new = strength(c, right) if c.endswith("L") else strength(left, c)
            assert (c in cards) == (new > strength(left, right)), (left, right, c)
