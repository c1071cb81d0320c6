"""Split probabilities against brute-force enumeration on many random states."""
import itertools
import json
import random
from collections import Counter
from math import ceil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardkit
from cardkit.prob import split as prob

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_state(seed, players, steps):
    """A game after ``steps`` random actions (discards favoured so rounds move on)."""
    g = cardkit.make("split", players=players, seed=seed)
    r = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        legal = g.legal_actions()
        g.apply(legal[-1] if g.phase == "play" and g.picked is None and r.random() < 0.5
                else r.choice(legal))
    return g


def kind_of(a, b):
    """The strength of the match a and b make, written out from the rules file."""
    if a[:-2] != b[:-2] or a[-1] == b[-1]:
        return None
    if a[-2] == b[-2]:
        return "perfect"
    red = {"H", "D"}
    return "strong" if (a[-2] in red) == (b[-2] in red) else "weak"


def unseen_by_hand(g, player):
    """The draw pile and the other hands, less the cards picked from the row (shown)."""
    shown = [set() for _ in range(g.players)]
    for who, _, events in g.history:
        for e in events:
            if e.kind == "pick":
                shown[who].update(e.data["taken"])
            if e.kind == "deal":
                shown = [set() for _ in range(g.players)]
    u = Counter(g.draw_pile)
    for q in range(g.players):
        if q != player:
            u.update(c for c in g.hands[q] if c not in shown[q])
    return u


states = st.builds(random_state, seed=st.integers(0, 10**6), players=st.integers(2, 6),
                   steps=st.integers(0, 400))


@SETTINGS
@given(g=states, data=st.data())
def test_unseen_is_the_pile_and_the_hidden_cards_of_other_hands(g, data):
    p = data.draw(st.integers(0, g.players - 1))
    assert g.unseen(p) == unseen_by_hand(g, p)


@SETTINGS
@given(g=states, data=st.data())
def test_match_chances_agree_with_enumerating_the_unseen_cards(g, data):
    p = data.draw(st.integers(0, g.players - 1))
    cards = list(g.unseen(p).elements())
    table = prob.match_chances(g, p)
    assert sorted(table["card"]) == sorted(g.hands[p])
    for row in table.to_dict("records"):
        counts = Counter(kind_of(row["card"], c) for c in cards)
        for name in ("perfect", "strong", "weak"):
            assert row[name] == pytest.approx(counts[name] / len(cards) if cards else 0.0)
        assert row["any"] == pytest.approx(sum(counts[k] for k in ("perfect", "strong", "weak"))
                                           / len(cards) if cards else 0.0)
    hits = sum(1 for c in cards if any(kind_of(h, c) for h in g.hands[p]))
    assert prob.any_match_chance(g, p) == pytest.approx(hits / len(cards) if cards else 0.0)


def runs_out_by_enumeration(g, player, pick_rate, bonus_rate):
    if g.phase in ("lay", "over"):
        return 0.0
    n, cur = g.players, g.turn_player
    if cur == player:
        full, rest = n - 1, 0
    else:
        full = (player - cur - 1) % n
        if g.phase == "draw":
            full, rest = full + 1, 0
        else:
            rest = 1
    total = 0.0
    outcomes = [(pk, b) for pk in (True, False) for b in (True, False)]
    for turns in itertools.product(outcomes, repeat=full):
        for extras in itertools.product((True, False), repeat=rest):
            chance, drawn = 1.0, 0
            for pk, b in turns:
                chance *= (pick_rate if pk else 1 - pick_rate) * (bonus_rate if b else 1 - bonus_rate)
                drawn += (not pk) + b
            for b in extras:
                chance *= bonus_rate if b else 1 - bonus_rate
                drawn += b
            if drawn >= len(g.draw_pile):
                total += chance
    return total


@SETTINGS
@given(g=states, data=st.data(), pick_rate=st.floats(0, 1), bonus_rate=st.floats(0, 1))
def test_pile_runs_out_chance_agrees_with_enumerating_every_turn(g, data, pick_rate, bonus_rate):
    p = data.draw(st.integers(0, g.players - 1))
    want = runs_out_by_enumeration(g, p, pick_rate, bonus_rate)
    assert prob.pile_runs_out_chance(g, p, pick_rate, bonus_rate) == pytest.approx(want, abs=1e-9)
    dist = prob.pile_draws_distribution(g, p, pick_rate, bonus_rate)
    assert sum(dist) == pytest.approx(1.0)


def test_pile_runs_out_late_in_a_round_and_not_early():
    g = cardkit.make("split", players=4, seed=9)
    assert prob.pile_runs_out_chance(g, 0) == 0.0
    while len(g.draw_pile) > 2:
        g.apply("draw")
        g.apply([a for a in g.legal_actions() if a.kind == "discard"][0])
    cur = g.turn_player
    assert g.phase == "draw"
    # the three others each draw one card unless they pick: two cards go surely without picks
    assert prob.pile_runs_out_chance(g, cur, pick_rate=0.0, bonus_rate=0.0) == 1.0
    # with picks half the time, at least two of three turns must draw: 1/2 by hand
    assert prob.pile_runs_out_chance(g, cur, pick_rate=0.5, bonus_rate=0.0) == pytest.approx(0.5)
    # for the next player only the current turn comes first: one draw, plus a bonus draw
    nxt = (cur + 1) % 4
    assert prob.pile_runs_out_chance(g, nxt, pick_rate=0.0, bonus_rate=0.0) == 0.0
    assert prob.pile_runs_out_chance(g, nxt, pick_rate=0.0, bonus_rate=0.3) == pytest.approx(0.3)


@SETTINGS
@given(g=states)
def test_negative_boxes_if_ended_now_count_the_hand_on_the_sheet(g):
    table = prob.negative_table(g)
    for p in range(g.players):
        assert prob.negative_boxes_if_ended_now(g, p) == len(g.hands[p])
        k, m = g.neg_boxes[p], len(g.hands[p])
        by_hand = sum(ceil(i / 3) for i in range(k + 1, min(k + m, 40) + 1))
        assert table.loc[p, "points_lost"] == by_hand
        # filling the boxes really costs that much on the sheet
        after = g.clone()
        before = after.scores()[p]
        after._fill_negative(p, m)
        assert before - after.scores()[p] == by_hand


@SETTINGS
@given(g=states)
def test_summary_is_json_ready_and_consistent(g):
    p = g.current_player if g.current_player is not None else 0
    s = prob.summary(g, p)
    json.dumps(s)
    assert s["negative_boxes"] == len(g.hands[p])
    assert s["unseen"] == sum(g.unseen(p).values())
    assert 0.0 <= s["best_match_chance"] <= s["any_match_chance"] + 1e-12 <= 1.0 + 1e-12
    assert 0.0 <= s["pile_runs_out_chance"] <= 1.0


def test_match_chance_is_the_share_of_a_real_next_draw_when_nothing_else_is_hidden():
    # Seeded simulation: shuffle the unseen cards as the draw pile could be; the next card
    # completes a match with the chance the table gives (within Monte Carlo error).
    g = random_state(5, 2, 30)
    p = g.current_player
    unseen = list(g.unseen(p).elements())
    table = prob.match_chances(g, p).set_index("card")
    r = random.Random(1)
    n = 20000
    hits = Counter()
    for _ in range(n):
        c = unseen[r.randrange(len(unseen))]
        for h in g.hands[p]:
            k = kind_of(h, c)
            if k:
                hits[(h, k)] += 1
    for h in g.hands[p]:
        for k in ("perfect", "strong", "weak"):
            assert hits[(h, k)] / n == pytest.approx(table.loc[h, k], abs=0.01)
