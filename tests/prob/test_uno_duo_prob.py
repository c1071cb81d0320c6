"""UNO Duo probabilities against brute-force enumeration and seeded simulation.

The brute force deals the opponent every possible hand from the unseen cards
(each card a distinct object), with the rest as the draw pile, and averages.
The matching and points rules are written out again here, from the rules file.
"""
import json
import random
import sys
from itertools import combinations
from math import comb
from pathlib import Path

import pytest

import cardkit
from cardkit.prob import uno_duo as prob

# the scenario helpers of tests/games (its rules tests import them as top-level modules)
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))

COLOURS = "RYGB"


def points(code):
    if code == "WILD":
        return 15
    if code == "WILD+4":
        return 20
    return int(code[1:]) if code[1:].isdigit() else 10


def matches(code, top, colour):
    """Rules file: a card matching the colour, number or symbol of the top, or any Wild."""
    if code.startswith("WILD"):
        return True
    if code[0] == colour:
        return True
    return not top.startswith("WILD") and code[1:] == top[1:]


def cards_of(counter):
    return [c for c, n in sorted(counter.items()) for _ in range(n)]


def states(small, seeds=range(40), per_seed=3, want=60):
    """Game states met in random playouts: with few unseen cards (small) or any."""
    found = []
    for seed in seeds:
        g = cardkit.make("uno-duo", seed=seed, target=60)
        rng = random.Random(seed)
        taken = 0
        while not g.is_over and taken < per_seed:
            g.apply(rng.choice(g.legal_actions()))
            if g.phase not in ("turn", "volley", "drawn", "challenge") or g.is_over:
                continue
            p = g.current_player
            u = sum(g.unseen(p).values())
            h = len(g.hands[1 - p])
            if small and (u > 16 or comb(u, h) > 12_000 or h == 0 or h == u):
                continue
            if not small and rng.random() > 0.01:
                continue
            found.append((g.clone(), p))
            taken += 1
        if len(found) >= want:
            break
    assert len(found) >= 10, "the playouts should reach enough states"
    return found


SMALL = states(small=True)
LARGE = states(small=False, seeds=range(100, 140), per_seed=1, want=12)


def brute(g, p):
    """Every opponent hand from the unseen cards, equally likely: a list of (hand, draw pile)."""
    unseen = cards_of(g.unseen(p))
    h = len(g.hands[1 - p])
    out = []
    for idx in combinations(range(len(unseen)), h):
        chosen = set(idx)
        out.append(([unseen[i] for i in idx], [c for i, c in enumerate(unseen) if i not in chosen]))
    return out


@pytest.mark.parametrize("i", range(len(SMALL)))
def test_draw_playable_chance_agrees_with_enumeration(i):
    g, p = SMALL[i]
    top, colour = g.discard[-1], g.colour
    deals = brute(g, p)
    # the next card: any card of the draw pile, over every deal of the opponent's hand
    total = 0.0
    for _, pile in deals:
        if pile:
            total += sum(matches(c, top, colour) for c in pile) / len(pile)
    expected = total / len(deals) if deals and deals[0][1] else \
        sum(matches(c, top, colour) for c in cards_of(g.unseen(p))) / max(1, sum(g.unseen(p).values()))
    assert prob.draw_playable_chance(g, p) == pytest.approx(expected, abs=1e-9)


@pytest.mark.parametrize("i", range(len(SMALL)))
def test_opponent_holdings_agree_with_enumeration(i):
    g, p = SMALL[i]
    deals = brute(g, p)
    n = len(deals)
    table = prob.opponent_holds(g, p).set_index("holding")["chance"]
    tests = {"red": lambda c: c[0] == "R", "yellow": lambda c: c[0] == "Y",
             "green": lambda c: c[0] == "G", "blue": lambda c: c[0] == "B",
             "Draw Two": lambda c: c.endswith("+2") and c != "WILD+4",
             "Wild (either kind)": lambda c: c.startswith("WILD"),
             "Wild Draw Four": lambda c: c == "WILD+4"}
    for name, test in tests.items():
        share = sum(any(test(c) for c in hand) for hand, _ in deals) / n
        assert table[name] == pytest.approx(share, abs=1e-9), name
    every = sum(all(any(c[0] == L for c in hand) for L in COLOURS) for hand, _ in deals) / n
    assert table["every colour"] == pytest.approx(every, abs=1e-9)
    assert prob.chance_opponent_holds_every_colour(g, p) == pytest.approx(every, abs=1e-9)


@pytest.mark.parametrize("i", range(len(SMALL)))
def test_expected_opponent_points_agree_with_enumeration(i):
    g, p = SMALL[i]
    deals = brute(g, p)
    mean = sum(sum(points(c) for c in hand) for hand, _ in deals) / len(deals)
    assert prob.expected_opponent_points(g, p) == pytest.approx(mean, abs=1e-9)


@pytest.mark.parametrize("i", range(len(LARGE)))
def test_large_states_agree_with_seeded_simulation(i):
    g, p = LARGE[i]
    rng = random.Random(1000 + i)
    unseen = cards_of(g.unseen(p))
    h = len(g.hands[1 - p])
    top, colour = g.discard[-1], g.colour
    n = 20_000
    wild = red = pts = playable = every = 0
    for _ in range(n):
        rng.shuffle(unseen)
        hand, pile = unseen[:h], unseen[h:]
        wild += any(c.startswith("WILD") for c in hand)
        red += any(c[0] == "R" for c in hand)
        every += all(any(c[0] == L for c in hand) for L in COLOURS)
        pts += sum(points(c) for c in hand)
        nxt = pile[0] if pile else hand[0]
        playable += matches(nxt, top, colour)
    table = prob.opponent_holds(g, p).set_index("holding")["chance"]
    assert table["Wild (either kind)"] == pytest.approx(wild / n, abs=0.015)
    assert table["red"] == pytest.approx(red / n, abs=0.015)
    assert table["every colour"] == pytest.approx(every / n, abs=0.015)
    assert prob.draw_playable_chance(g, p) == pytest.approx(playable / n, abs=0.015)
    assert prob.expected_opponent_points(g, p) == pytest.approx(pts / n, rel=0.03, abs=0.5)


def test_own_hand_points_count_the_rules_points():
    for g, p in SMALL[:10] + LARGE[:10]:
        assert prob.hand_points(g, p) == sum(points(c) for c in g.hands[p])


def test_draw_chance_on_a_stacked_deal():
    # player 1 to play on R3: of the unseen cards, those red, those numbered 3, and all Wilds
    from tests.games.test_uno_duo_rules import deal
    g = deal(h0=["R1", "R2", "Y1", "Y2", "G1", "G2", "B1"],
             h1=["R5", "Y6", "G7", "G8", "B2", "B4", "B6"], up="R3")
    unseen = g.unseen(1)
    assert sum(unseen.values()) == 112 - 7 - 1
    red = 25 - 1 - 1  # R3 on the discard pile, R5 in hand
    threes = 6  # two each of Y3, G3, B3
    wilds = 12
    assert prob.draw_playable_chance(g, 1) == pytest.approx((red + threes + wilds) / 104)


def test_match_totals_follow_the_rounds():
    from tests.games.test_uno_duo_rules import deal, quick_round
    g = deal()
    quick_round(g)
    t = prob.match_totals(g)
    assert list(t.columns) == ["round", "out", "points_0", "points_1", "total_0", "total_1"]
    assert t.iloc[0].to_dict() == {"round": 1, "out": 1, "points_0": 10, "points_1": 0,
                                   "total_0": 10, "total_1": 0}


def test_summary_is_json_ready_and_consistent():
    for g, p in SMALL[:5] + LARGE[:5]:
        s = prob.summary(g, p)
        json.dumps(s)
        assert s["draw_playable"] == prob.draw_playable_chance(g, p)
        assert s["hand_points"] == prob.hand_points(g, p)
        assert 0.0 <= min(s["opponent_holds"].values()) <= max(s["opponent_holds"].values()) <= 1.0
    g = cardkit.make("uno-duo", seed=1)
    assert prob.summary(g)["draw_playable"] == 0.0  # nothing turned up during the draft
