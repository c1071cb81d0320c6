"""Pegs and Jokers' rows of moves (``_rows``, read by the listing of plays) take ready-made
tables for a peg with no peg on the holes ahead and for a peg in its lane; every row is the
one ``_row`` works out hole by hole, over random games of every player count."""
import random

import pytest

import cardkit
from cardkit.games.pegs_and_jokers.cards import HOME, HOME_HOLES, _progress


def lane_row(g, q, kmax):
    """A lane peg's row: forward as far as the next peg of its lane or the back."""
    h = g.loc[q] - HOME
    lane = g.homes[q // 5]
    plain = [None] * (kmax + 1)
    for k in range(1, min(kmax, HOME_HOLES - 1 - h) + 1):
        if lane[h + k] >= 0:
            break
        plain[k] = -k << 26
    return plain, [None] * (kmax + 1)


@pytest.mark.parametrize("players", [4, 6, 8])
def test_rows_are_the_rows_worked_out_hole_by_hole(players):
    # "open": track pegs with no peg on the ten holes ahead, whose row comes from the
    # ready-made table (any other track peg's row is _row's own, not counted)
    checked = {"start": 0, "open": 0, "lane": 0}
    for seed in range(8):
        g = cardkit.make("pegs-and-jokers", players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(500):
            if g.is_over:
                break
            prog = _progress(g.length, g.players)
            for t in (0, 1):
                pegs = g.team_pegs[t]
                pok = g._partner_landing(t)
                for q, row in zip(pegs, g._rows(pegs, pok, prog), strict=True):
                    lq = g.loc[q]
                    if lq < 0:
                        checked["start"] += 1
                        assert row is None
                        continue
                    want = lane_row(g, q, 10) if lq >= HOME else g._row(q, pok, prog, 10)
                    if lq >= HOME:
                        checked["lane"] += 1
                    elif all(g.track[(lq + k) % g.length] < 0 for k in range(1, 11)):
                        checked["open"] += 1
                    assert (list(row[0]), list(row[1])) == (list(want[0]), list(want[1]))
            g.apply(rng.choice(g.legal_actions()))
    assert min(checked.values()) > 1000
