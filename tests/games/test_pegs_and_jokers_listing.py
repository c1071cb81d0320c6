"""Pegs and Jokers' legal list (the ``moves`` module's keys, sorted) is exactly every play
one can write that the refusal code (``_check_play``, which gives the reasons of an
IllegalMove) lets through, ordered by the team's progress after it; and ``scored_moves``
reads the same list.
"""
import random

import pytest

import cardkit
from cardkit.core import Action
from cardkit.games.pegs_and_jokers.board import HOME, PEGS, START
from cardkit.games.pegs_and_jokers.cards import (
    _DISCARDS,
    BACK,
    FORWARD,
    JOKER,
    OUT_RANKS,
    PEG_NAMES,
    SPLIT,
    _Refused,
    rank_of,
)

NAME = "pegs-and-jokers"


def listing(plays, must, codes):
    """Plays by gain (then as found), then the discards when no card but a joker moves."""
    plays.sort()
    acts = [a for _, _, a in plays]
    if not must:
        acts.extend(_DISCARDS[c] for c in codes)
    return acts


def written_plays(g, p, code):
    """Every play of ``code`` one can write for player ``p``, in the listing order."""
    r = rank_of(code)
    team = g.team(p)
    if r == JOKER:
        targets = [q for q in g.track if q >= 0]
        return [(code, PEG_NAMES[m], PEG_NAMES[t]) for m in team for t in targets]
    out = []
    if r in OUT_RANKS:
        out += [(code, PEG_NAMES[q]) for q in team if g.loc[q] == START]
    for q in team:
        if g.loc[q] != START:
            out.append((code, PEG_NAMES[q]))
            if r not in BACK:
                out.append((code, PEG_NAMES[q], "home"))
    if r in SPLIT:
        k = FORWARD[r]
        for a in team:
            for ka in range(1, k):
                for ha in ((), ("home",)):
                    for b in team:
                        for hb in ((), ("home",)):
                            out.append((code, f"{PEG_NAMES[a]}:{ka}", *ha,
                                        f"{PEG_NAMES[b]}:{k - ka}", *hb))
    return out


def team_progress(g, team):
    return sum(g.progress(q) for q in team)


def legal_written_out(g):
    """The legal list from every written play, each checked with ``_check_play``."""
    p = g.turn_player
    team = g.team(p)
    codes = list(dict.fromkeys(g.hands[p]))
    plays, must = [], False
    for code in codes:
        for args in written_plays(g, p, code):
            a = Action("play", args)
            try:
                g._check_play(p, a)
            except _Refused:
                continue
            before = team_progress(g, team)
            log = []
            g._execute(p, code, args[1:], log)
            gain = team_progress(g, team) - before
            g._revert(log)
            if rank_of(code) != JOKER:
                must = True
            plays.append((-gain, len(plays), a))
    return listing(plays, must, codes)


def random_states(players, seed, every):
    g = cardkit.make(NAME, players=players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        if len(g.history) % every == 0:
            yield g
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize("players,seed", [(4, 5), (6, 6), (8, 7)])
def test_fast_listing_is_every_written_play_that_the_rules_allow(players, seed):
    seen = 0
    for g in random_states(players, seed, 23):
        assert [str(a) for a in g._legal()] == [str(a) for a in legal_written_out(g)], (
            g.to_json())
        seen += 1
    assert seen > 10


def test_split_second_parts_worked_out_after_crowded_first_parts():
    # team pegs bunched before in-spots, partners on in-spots and opponents between them
    rng = random.Random(11)
    for trial in range(150):
        players = (4, 6, 8)[trial % 3]
        g = cardkit.make(NAME, players=players, seed=trial)
        n = g.length
        free = list(range(n))
        rng.shuffle(free)
        spots = list(g.in_spots)
        for q in range(players * PEGS):
            roll = rng.random()
            if roll < 0.25:
                continue
            if roll < 0.35:
                lane = g.homes[q // PEGS]
                h = rng.randrange(5)
                if lane[h] < 0:
                    g._set(q, HOME + h)
                continue
            near = [(s + d) % n for s in spots for d in range(-6, 3)]
            pos = rng.choice(near) if rng.random() < 0.7 else free.pop()
            if g.track[pos] < 0:
                g._set(q, pos)
        p = g.turn_player
        g.hands[p][:2] = ["7S", "9H"] if trial % 2 else ["9H", "7S"]
        g._legal_cache = None
        if trial % 3 == 0:
            assert [str(a) for a in g._legal()] == [str(a) for a in legal_written_out(g)]


@pytest.mark.parametrize("players,seed", [(4, 1), (8, 4)])
def test_scored_moves_are_the_plays_of_the_legal_list(players, seed):
    seen = 0
    for g in random_states(players, seed, 7):
        p = g.turn_player
        legal = [a.args for a in g.legal_actions() if a.kind == "play"]
        for code in dict.fromkeys(g.hands[p]):
            scored = g.scored_moves(p, rank_of(code))
            assert [(code, *m) for _, m in scored] == [a for a in legal if a[0] == code]
            gains = [gain for gain, _ in scored]
            assert gains == sorted(gains, reverse=True)
            assert g.can_move(p, code) == bool(scored)
            seen += 1
    assert seen > 100
