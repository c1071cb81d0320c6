"""Cover Your Assets probabilities against brute force: every possible hidden hand is dealt
and, for fights, the real rules engine plays the fight out."""
import copy
import itertools
import json
import math
import random
from collections import Counter

import pytest

import cardkit
from cardkit.games.cover_your_assets.cards import counted
from cardkit.prob import cover_your_assets as prob

NAME = "cover-your-assets"
WORTH = {"GOLD": 50_000, "SILVER": 25_000, "HOME": 20_000, "JEWELS": 15_000, "AUTO": 15_000,
         "STOCKS": 10_000, "BANK": 10_000, "COINS": 10_000, "BASEBALL": 5_000, "CASH": 5_000,
         "STAMPS": 5_000, "PIGGY": 5_000}
WILD = ("GOLD", "SILVER")


def top_asset(cards):
    return next(c for c in cards if c not in WILD)


def random_state(seed, players, max_draw_pile, phase="turn", need_set=True):
    """A state reached by random play: late in round 1 (small draw pile) in the given phase."""
    rng = random.Random(seed)
    g = cardkit.make(NAME, players=players, seed=seed)
    while g.round == 1 and not g.is_over:
        others_have_sets = any(g.stacks[q] for q in range(players) if q != g.current_player)
        if (g.phase == phase and len(g.draw_pile) <= max_draw_pile
                and (others_have_sets or not need_set)):
            return g
        g.apply(rng.choice(g.legal_actions()))
    return None


def states(count, players_cycle=(2, 3, 4, 5, 6), max_draw_pile=6, phase="turn", start=0):
    found, seed = [], start
    while len(found) < count:
        players = players_cycle[seed % len(players_cycle)]
        g = random_state(seed, players, max_draw_pile, phase)
        if g is not None:
            found.append(g)
        seed += 1
    return found


def all_hands(g, player, size):
    """Every hand of ``size`` cards from the player's unseen cards, each equally likely:
    {sorted hand: number of ways}."""
    pool = sorted(g.unseen(player).elements())
    ways = Counter()
    for idx in itertools.combinations(range(len(pool)), min(size, len(pool))):
        ways[tuple(pool[i] for i in idx)] += 1
    return ways


# ----- defend chances ------------------------------------------------------------------------

def test_defend_chance_agrees_with_every_possible_hand():
    checked = 0
    for g in states(14):
        me = g.current_player
        table = prob.defend_chances(g, me)
        assert list(table["owner"]) == [q for q in range(g.players) if q != me and g.stacks[q]]
        for rec in table.to_dict("records"):
            q = rec["owner"]
            asset = top_asset(g.stacks[q][-1])
            ways = all_hands(g, me, len(g.hands[q]))
            good = sum(n for hand, n in ways.items()
                       if any(c == asset or c in WILD for c in hand))
            assert rec["defend_chance"] == pytest.approx(good / sum(ways.values()), abs=1e-12)
            checked += 1
    assert checked >= 14


def test_defend_chance_early_in_a_round_agrees_with_seeded_simulation():
    rng = random.Random(7)
    for g in states(5, max_draw_pile=80, start=100):
        me = g.current_player
        pool = sorted(g.unseen(me).elements())
        for rec in prob.defend_chances(g, me).to_dict("records"):
            q, asset = rec["owner"], rec["asset"]
            n = 20_000
            hits = sum(any(c == asset or c in WILD for c in rng.sample(pool, len(g.hands[q])))
                       for _ in range(n))
            p = rec["defend_chance"]
            assert abs(hits / n - p) <= 4 * math.sqrt(p * (1 - p) / n) + 1e-9


# ----- fights through the engine ---------------------------------------------------------------

def cheapest_or_yield(g):
    defends = [a for a in g.legal_actions() if a.kind == "defend"]
    if not defends:
        return "yield"
    return str(min(defends, key=lambda a: (WORTH[a.args[0]], a.args[0])))


def deal_hand(g, player, opponent, hand):
    """A copy of ``g`` (without history) in which ``opponent`` holds ``hand``; the other
    unseen cards keep their places' sizes (hands of the other players, then the draw pile)."""
    h = copy.deepcopy(g)
    pool = Counter(h.unseen(player))
    pool.subtract(hand)
    rest = sorted(pool.elements())
    h.hands[opponent] = list(hand)
    for q in range(h.players):
        if q not in (player, opponent):
            k = len(h.hands[q])
            h.hands[q], rest = rest[:k], rest[k:]
    assert len(rest) == len(h.draw_pile)
    h.draw_pile = rest
    h.hand_counts = [counted(x) for x in h.hands]  # the rules read each hand counted
    h._legal_cache = None
    return h


def engine_fight(g, player, opponent, first_action):
    """Play ``first_action`` (None: the cheapest answer) then the fight to its end; the
    player's gains, as the model counts them."""
    before = list(g.stack_value)
    spent = 0
    events = g.apply(first_action or cheapest_or_yield(g))
    spent += sum(WORTH[e.data["card"]] for e in events
                 if e.player == player and e.kind in ("steal", "defend"))
    while g.phase in ("defend", "counter"):
        who = g.current_player
        a = cheapest_or_yield(g)
        events = g.apply(a)
        if who == player:
            spent += sum(WORTH[e.data["card"]] for e in events if e.kind == "defend")
    fight = next(e for e in events if e.kind == "fight")
    gain = g.stack_value[player] - before[player]
    return {"win_chance": float(fight.data["winner"] == player), "stack_gain": gain,
            "hand_spent": spent, "opponent_loss": before[opponent] - g.stack_value[opponent],
            "value": gain - spent}


def brute_force(g, player, opponent, first_action):
    base = copy.copy(g)
    base.history = []
    base = copy.deepcopy(base)
    ways = all_hands(g, player, len(g.hands[opponent]))
    total = sum(ways.values())
    acc = Counter()
    for hand, n in ways.items():
        res = engine_fight(deal_hand(base, player, opponent, hand), player, opponent, first_action)
        for k, v in res.items():
            acc[k] += n * v / total
    return acc


def test_fight_win_chance_and_steal_values_agree_with_the_engine_over_every_hand():
    checked = 0
    for g in states(16, max_draw_pile=4, start=300):
        me = g.current_player
        steals = [a for a in g.legal_actions() if a.kind == "steal"]
        for a in steals[:3]:
            q, card = a.args
            exact = prob.steal_expectation(g, me, q, card)
            brute = brute_force(g, me, q, str(a))
            for key in ("win_chance", "stack_gain", "hand_spent", "opponent_loss", "value"):
                assert exact[key] == pytest.approx(brute[key], rel=1e-9, abs=1e-6), key
            if card == prob.matching_cards(g.hands[me], top_asset(g.stacks[q][-1]))[0]:
                assert prob.fight_win_chance(g, me, q) == pytest.approx(brute["win_chance"])
            checked += 1
    assert checked >= 10


def test_values_of_fight_answers_agree_with_the_engine_over_every_hand():
    checked = 0
    for g in states(12, max_draw_pile=4, phase="defend", start=500) + \
            states(8, max_draw_pile=4, phase="counter", start=900):
        me = g.current_player
        other = g.challenger if me == g.defender else g.defender
        table = prob.action_values(g, me).set_index("action")
        assert set(table.index) == {str(a) for a in g.legal_actions()}
        for text, row in table.iterrows():
            brute = brute_force(g, me, other, text)
            for key in ("win_chance", "stack_gain", "hand_spent", "opponent_loss", "value"):
                assert row[key] == pytest.approx(brute[key], rel=1e-9, abs=1e-6), (text, key)
            checked += 1
        chance = prob.ongoing_fight_win_chance(g, me)
        cheapest = cheapest_or_yield(g)
        assert chance == pytest.approx(table.loc[cheapest, "win_chance"])
        # seen from the side waiting for the answer, over every hand the answerer may hold
        brute = brute_force(g, other, me, None)
        assert prob.ongoing_fight_win_chance(g, other) == pytest.approx(brute["win_chance"])
    assert checked >= 20


def test_monte_carlo_fight_chance_agrees_with_the_exact_one():
    checked = 0
    for g in states(10, max_draw_pile=90, start=1200):
        me = g.current_player
        for q in {a.args[0] for a in g.legal_actions() if a.kind == "steal"}:
            mc = prob.fight_win_chance_mc(g, me, q, samples=4000, seed=q)
            assert mc["samples"] == 4000 and mc["seed"] == q
            exact = prob.fight_win_chance(g, me, q)
            sd = math.sqrt(exact * (1 - exact) / 4000)
            assert abs(mc["win_chance"] - exact) <= 4 * sd + 1e-9
            checked += 1
    assert checked >= 5


def test_a_fight_without_a_matching_card_is_lost():
    g = states(1, max_draw_pile=60, start=40)[0]
    me = g.current_player
    for q in range(g.players):
        if q != me and g.stacks[q]:
            asset = top_asset(g.stacks[q][-1])
            if not any(c == asset or c in WILD for c in g.hands[me]):
                assert prob.fight_win_chance(g, me, q) == 0.0


# ----- action values of the simple actions ------------------------------------------------------

def test_action_values_of_pairs_takes_and_discards():
    hands = [["HOME", "GOLD", "HOME", "CASH"], ["COINS", "BANK", "STAMPS", "PIGGY"],
             ["COINS", "BANK", "STAMPS", "PIGGY"], ["COINS", "BANK", "STAMPS", "PIGGY"]]
    deck = [hands[i % 4][i // 4] for i in range(16)] + ["AUTO"]
    g = cardkit.make(NAME, players=4, seed=1, deck=deck, free_discard=True)
    assert g.hands[0] == ["HOME", "GOLD", "HOME", "CASH"] and g.discard == ["AUTO"]
    t = prob.action_values(g, 0).set_index("action")
    assert t.loc["pair HOME HOME", "value"] == 0 and t.loc["pair HOME HOME", "stack_gain"] == 40_000
    assert t.loc["pair HOME GOLD", "stack_gain"] == 70_000
    assert t.loc["take GOLD", "value"] == 15_000 and t.loc["take GOLD", "stack_gain"] == 65_000
    assert t.loc["discard CASH", "value"] == -5_000
    assert math.isnan(t.loc["pair HOME HOME", "win_chance"])
    assert prob.action_values(g, 1).empty  # not player 1's turn


# ----- charts and the panel ----------------------------------------------------------------------

def test_stack_values_over_the_round_and_match_totals_follow_the_stacks():
    rng = random.Random(3)
    g = cardkit.make(NAME, players=3, seed=3)
    while g.round == 1:
        g.apply(rng.choice(g.legal_actions()))
    table = prob.stack_values_over_round(cardkit.make(NAME, players=3, seed=3))
    assert list(table["stack_value"]) == [0, 0, 0]
    totals = prob.match_totals(g)
    assert list(totals["round"]) == [1, 1, 1]
    assert list(totals["total"]) == [g.scores()[p] for p in range(3)]
    # within a round: one row per player per finished turn
    g2 = cardkit.make(NAME, players=3, seed=3)
    rng = random.Random(3)
    expected = [[0, 0, 0]]
    for _ in range(40):
        g2.apply(rng.choice(g2.legal_actions()))
        if g2.phase == "turn":
            expected.append([sum(WORTH[c] for s in g2.stacks[p] for c in s) for p in range(3)])
    table = prob.stack_values_over_round(g2)
    got = table.pivot(index="turn", columns="player", values="stack_value").values.tolist()
    assert got == expected


def test_summary_is_json_ready_and_matches_the_tables():
    for g in states(6, max_draw_pile=50, start=60):
        me = g.current_player
        s = prob.summary(g, me)
        json.dumps(s)
        table = prob.steal_chances(g, me)
        for rec in table.to_dict("records"):
            assert s["defend_chance"][rec["owner"]] == pytest.approx(rec["defend_chance"])
            assert s["steal_win_chance"][rec["owner"]] == pytest.approx(rec["win_chance"])
        assert s["defend_chance"][me] is None
        assert s["stack_values"] == [int(v) for v in g.stack_values().values()]
        assert s["best_action"]["action"] in {str(a) for a in g.legal_actions()}
