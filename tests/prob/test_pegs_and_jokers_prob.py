"""Pegs and Jokers probabilities against brute force: enumeration of every
hidden sample on small card sets, and seeded redeals of the real unseen cards."""
import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cardkit
from cardkit.games.pegs_and_jokers import START
from cardkit.games.pegs_and_jokers.game import OUT_RANKS, RANKS, rank_of
from cardkit.prob import pegs_and_jokers as prob

NAME = "pegs-and-jokers"
CODES = ["AS", "KH", "5C", "8D", "JK", "7S", "QD", "2H"]


def played(n, seed, actions):
    g = cardkit.make(NAME, players=n, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def brute_chance(unseen: Counter, ok: set, draws: int) -> float:
    cards = list(unseen.elements())
    subsets = list(itertools.combinations(range(len(cards)), min(draws, len(cards))))
    good = sum(1 for s in subsets if any(cards[i] in ok for i in s))
    return good / len(subsets)


@settings(max_examples=60, deadline=None)
@given(counts=st.lists(st.integers(0, 3), min_size=len(CODES), max_size=len(CODES)),
       ok=st.sets(st.sampled_from(CODES)), draws=st.integers(0, 6))
def test_chance_in_sample_is_the_brute_force_share_of_samples(counts, ok, draws):
    unseen = Counter({c: k for c, k in zip(CODES, counts, strict=True) if k})
    if not unseen:
        assert prob.chance_in_sample(unseen, ok, draws) == 0.0
        return
    expected = brute_chance(unseen, ok, draws) if draws else 0.0
    assert prob.chance_in_sample(unseen, ok, draws) == pytest.approx(expected)


def redeal(g, player, rng):
    """The hidden cards dealt again at random: other players' hands and the draw pile (top last)."""
    hidden = list(g.unseen(player).elements())
    rng.shuffle(hidden)
    hands, i = {}, 0
    for p in range(g.players):
        if p != player:
            hands[p] = hidden[i:i + len(g.hands[p])]
            i += len(g.hands[p])
    return hands, hidden[i:]


def brings_out(code, jokers=True):
    """The rules: A, K, Q, J bring a peg out, and a joker does too (counted)."""
    return rank_of(code) in OUT_RANKS or (jokers and code == "JK")


@pytest.mark.parametrize("jokers", [True, False])
@pytest.mark.parametrize("n,seed,actions", [(4, 1, 40), (6, 2, 90), (8, 3, 150), (4, 4, 300)])
def test_come_out_chance_agrees_with_seeded_redeals_of_the_unseen_cards(n, seed, actions, jokers):
    g = played(n, seed, actions)
    player = g.current_player
    rng = random.Random(seed)
    trials = 4000
    partner_hits = next_hits = any_hits = 0
    mates = prob.partners(g, player)
    for _ in range(trials):
        hands, pile = redeal(g, player, rng)
        p_hit = any(brings_out(c, jokers) for q in mates for c in hands[q])
        d_hit = brings_out(pile[-1], jokers)
        partner_hits += p_hit
        next_hits += d_hit
        any_hits += p_hit or d_hit
    tol = 0.03
    assert prob.partner_come_out(g, player, jokers) == pytest.approx(partner_hits / trials, abs=tol)
    assert prob.next_draw_come_out(g, player, jokers) == pytest.approx(next_hits / trials, abs=tol)
    holds = prob.holds_come_out(g, player, jokers)
    assert holds == float(any(brings_out(c, jokers) for c in g.hands[player]))
    expected = 1.0 if holds else any_hits / trials
    assert prob.come_out_chance(g, player, jokers) == pytest.approx(expected, abs=tol)
    key = "come_out_chance" if jokers else "come_out_chance_without_jokers"
    assert prob.summary(g, player)[key] == prob.come_out_chance(g, player, jokers)


def test_come_out_chance_counts_the_unseen_jokers_exactly():
    """Without a card to come out in hand: 1 - C(unseen - good, k) / C(unseen, k), k the
    partners' cards and the next draw, good the unseen A, K, Q, J and jokers."""
    from math import comb
    checked = 0
    for seed in range(40):
        g = played(4, seed, 30 + seed)
        p = g.current_player
        if g.is_over or prob.holds_come_out(g, p) or not g.draw_pile:
            continue
        unseen = g.unseen(p)
        total = sum(unseen.values())
        k = sum(len(g.hands[q]) for q in prob.partners(g, p)) + 1
        for jokers in (True, False):
            good = sum(n for c, n in unseen.items() if brings_out(c, jokers))
            assert prob.come_out_chance(g, p, jokers) == pytest.approx(
                1 - comb(total - good, k) / comb(total, k))
        if unseen["JK"]:
            assert prob.come_out_chance(g, p) > prob.come_out_chance(g, p, jokers=False)
            checked += 1
    assert checked > 5


def test_come_out_chance_is_one_when_the_player_holds_a_face_card_or_ace():
    g = cardkit.make(NAME, players=4, seed=1, deck=["KS"])
    assert prob.holds_come_out(g, 0) == 1.0 and prob.come_out_chance(g, 0) == 1.0


def test_a_joker_in_hand_counts_as_a_card_to_come_out():
    mine = ["JK", "2S", "3S", "4S", "5S"]  # dealt one at a time round the table
    others = iter(["6H", "6D", "6C", "6S", "10H", "10D", "10C", "10S"] * 2)
    g = cardkit.make(NAME, players=4, seed=1,
                     deck=[c for m in mine for c in (m, next(others), next(others), next(others))])
    assert sorted(g.hands[0]) == sorted(mine)
    assert prob.holds_come_out(g, 0) == 1.0 and prob.come_out_chance(g, 0) == 1.0
    assert prob.holds_come_out(g, 0, jokers=False) == 0.0
    assert prob.come_out_chance(g, 0, jokers=False) < 1.0


STATE = ("loc", "track", "homes", "hands", "draw_pile", "discard", "turn_player", "turns",
         "phase", "winning_team", "dealer", "rebuilds", "history")


def snapshot(g):
    import copy
    return {k: copy.deepcopy(getattr(g, k)) for k in STATE} | {"rng": g._rng._r.getstate()}


def restore(g, snap):
    import copy
    for k in STATE:
        setattr(g, k, copy.deepcopy(snap[k]))
    g._rng._r.setstate(snap["rng"])
    g._legal_cache = None


def brute_danger_ranks(g, opp, peg):
    """Ranks with which the opponent, holding that card, has a legal play sending ``peg`` to start
    (each play applied through the public ``apply``, then the game restored)."""
    ranks = []
    h = g.clone()
    h.history = []
    for rank in RANKS + ("JK",):
        code = "JK" if rank == "JK" else rank + "H"
        h.turn_player = opp
        h.hands[opp] = [code] * 5
        h._legal_cache = None
        snap = snapshot(h)
        for a in h.legal_actions():
            if a.kind != "play":
                continue
            h.apply(a)
            hit = h.loc[peg] == START
            restore(h, snap)
            if hit:
                ranks.append(rank)
                break
    return ranks


@pytest.mark.parametrize("n,seed,actions", [(4, 5, 120), (4, 6, 400), (6, 7, 250), (8, 8, 100)])
def test_danger_map_ranks_agree_with_trying_every_card_and_its_chance_is_hypergeometric(
        n, seed, actions):
    g = played(n, seed, actions)
    player = g.current_player
    opp = prob.next_opponent(g, player)
    assert opp % 2 != player % 2
    table = prob.danger_map(g, player)
    on_track = [q for q in g.team(player) if 0 <= g.loc[q] < 1000]
    assert sorted(table["peg"]) == sorted(f"{q // 5}:{q % 5}" for q in on_track)
    unseen = g.unseen(player)
    rng = random.Random(seed)
    cards = list(unseen.elements())
    for row in table.to_dict("records"):
        c, i = (int(x) for x in row["peg"].split(":"))
        assert sorted(row["ranks"]) == sorted(brute_danger_ranks(g, opp, 5 * c + i))
        hits = sum(any(rank_of(x) in row["ranks"] for x in rng.sample(cards, 5))
                   for _ in range(3000))
        assert row["chance"] == pytest.approx(hits / 3000, abs=0.03)


def test_a_peg_no_card_can_reach_is_safe_and_a_joker_always_threatens_from_start():
    g = cardkit.make(NAME, players=4, seed=1)
    g._set(0, 20)  # peg 0:0 alone on the board; opponents all in start
    table = prob.danger_map(g, 0)
    assert list(table["ranks"]) == [["JK"]]
    assert table["chance"][0] == pytest.approx(prob.chance_in_sample(g.unseen(0), {"JK"}, 5))


@pytest.mark.parametrize("n,seed,actions", [(4, 9, 0), (6, 10, 200), (8, 11, 500)])
def test_move_lengths_are_the_shares_of_the_unseen_cards(n, seed, actions):
    g = played(n, seed, actions)
    player = g.current_player if g.current_player is not None else 0
    unseen = g.unseen(player)
    total = sum(unseen.values())
    table = prob.move_lengths(g, player)
    assert table["chance"].sum() == pytest.approx(1.0)
    assert table["cards"].sum() == total
    by_move = dict(zip(table["move"], table["chance"], strict=True))
    count = Counter(rank_of(c) for c in unseen.elements())
    assert by_move["8 back"] == pytest.approx(count["8"] / total)
    assert by_move["J/Q/K: out or 10"] == pytest.approx((count["J"] + count["Q"] + count["K"]) / total)
    assert by_move["joker"] == pytest.approx(count["JK"] / total)
    lengths = {"A": 1, "8": -8, "J": 10, "Q": 10, "K": 10}
    mean = sum(k * lengths.get(r, int(r) if r.isdigit() else 0) for r, k in count.items()
               if r != "JK") / (total - count["JK"])
    assert prob.expected_move(g, player) == pytest.approx(mean)


def test_summary_is_json_ready_plain_numbers():
    import json

    g = played(6, 12, 200)
    s = prob.summary(g)
    json.dumps(s)
    assert 0 <= s["come_out_chance"] <= 1 and 0 <= s["max_danger"] <= 1
    assert s["unseen"] == sum(g.unseen(g.current_player).values())
    assert sum(s["move_lengths"].values()) == pytest.approx(1.0)
