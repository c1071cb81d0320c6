"""Cover Your Assets: the sensible strategy explains every choice with the figures of
``cardkit.prob.cover_your_assets``, and the explained action is the chosen one."""
import copy
from math import comb

import pytest

import cardkit
from cardkit.agents import Decision, Explanation, RandomAgent
from cardkit.agents.cover_your_assets import REASONS, CoverSensible
from cardkit.core.sentences import money, percent
from cardkit.prob import cover_your_assets as prob

NAME = "cover-your-assets"
PARAMS = [{}, {"steal_at": 0.3, "min_steal_value": 0}, {"steal_at": 0.7, "min_steal_value": 30_000},
          {"wild_cost": 0, "seed": 3}]


def seats(seed, n):
    """Sensible bots of mixed parameters, and a random bot at some seats."""
    return [RandomAgent(seed * 7 + p) if (seed + p) % 4 == 0 else CoverSensible(**PARAMS[(seed + p) % 4])
            for p in range(n)]


def check_figures(bot, g, p, reason, weighed, e):
    """The figures are the prob functions' on this state, the text prints them, and the
    decision agrees with them against the bot's limits."""
    f, a = e.figures, e.action
    for v in f.values():
        assert type(v) in (int, float, str)
    if reason == "answer":
        go, stop = prob.answer_expectation(g, p, None), prob.answer_expectation(g, p, "yield")
        assert (f["win_chance"], f["go_on_value"], f["yield_value"]) == (
            go["win_chance"], go["value"], stop["value"])
        assert (go["value"] >= stop["value"]) == (a.kind == "defend")
        assert money(go["value"], stop["value"]) in e.text and money(stop["value"]) in e.text
        assert percent(go["win_chance"]) in e.text
    elif reason in ("steal", "forced", "any_steal"):
        ex = prob.steal_expectation(g, p, a.args[0])
        assert (f["win_chance"], f["value"]) == (ex["win_chance"], ex["value"])
        row = prob.action_values(g, p).set_index("action").loc[str(a)]  # the charts' table
        assert (row["win_chance"], row["value"]) == pytest.approx((ex["win_chance"], ex["value"]))
        limited = reason != "forced"  # the limits were weighed
        at, least = (bot.steal_at, bot.min_steal_value) if limited else (None, None)
        assert percent(ex["win_chance"], at) in e.text and money(ex["value"], least) in e.text
        if reason == "steal":
            assert ex["win_chance"] >= bot.steal_at and ex["value"] >= bot.min_steal_value
        if reason == "any_steal":
            values = [prob.steal_expectation(g, p, t.player) for t in weighed["targets"]]
            assert ex["value"] == max(v["value"] for v in values)
            assert not any(v["win_chance"] >= bot.steal_at and v["value"] >= bot.min_steal_value
                           for v in values)
    elif reason == "set" and "targets" in weighed:
        targets, best = weighed["targets"], weighed["best"]
        values = [prob.steal_expectation(g, p, t.player) for t in targets]
        if best >= 0:
            ex = prob.steal_expectation(g, p, targets[best].player)
            assert (f["steal_win_chance"], f["steal_value"]) == (ex["win_chance"], ex["value"])
            assert ex["value"] < bot.min_steal_value
            assert money(ex["value"], bot.min_steal_value) in e.text
        else:
            chance = max(v["win_chance"] for v in values)
            assert f["best_steal_chance"] == chance < bot.steal_at
            assert percent(chance, bot.steal_at) in e.text
    if reason == "set":
        assert money(f["set_value"]) in e.text and ("score" in f) == (f["sets"] > 1)
        assert "score" not in f or money(f["score"]) in e.text


@pytest.mark.parametrize("seed", range(30))
def test_explained_action_is_the_chosen_one(seed):
    n = cardkit.GAMES[NAME].player_counts[seed % 5]
    g = cardkit.make(NAME, players=n, seed=seed, free_discard=seed % 3 == 2,
                     target=[1_000_000, 300_000, 100_000][seed % 3])
    bots = seats(seed, n)
    reasons = set()
    while not g.is_over:
        p = g.current_player
        bot = bots[p]
        before = g.to_json()
        e = copy.deepcopy(bot).explain(g, p)
        assert isinstance(e, Explanation) and e.text and "\n" not in e.text
        if isinstance(bot, CoverSensible):
            d = copy.deepcopy(bot).decide(g, p)
            assert isinstance(d, Decision) and d.action == e.action and d.reason in REASONS
            check_figures(bot, g, p, d.reason, d.figures, e)
            reasons.add(d.reason)
        assert g.to_json() == before  # explaining changes nothing
        chosen = bot.choose(g, p)
        assert e.action == chosen
        g.apply(chosen)
    assert reasons  # every game reached sensible decisions


def test_the_games_reach_every_reason():
    """The 30 games above pass through each kind of decision (a test that can fail: the
    reasons are counted here on the same games)."""
    seen = set()
    for seed in range(30):
        n = cardkit.GAMES[NAME].player_counts[seed % 5]
        g = cardkit.make(NAME, players=n, seed=seed, free_discard=seed % 3 == 2,
                         target=[1_000_000, 300_000, 100_000][seed % 3])
        bots = seats(seed, n)
        while not g.is_over:
            bot = bots[g.current_player]
            if isinstance(bot, CoverSensible):
                seen.add(copy.deepcopy(bot).decide(g, g.current_player).reason)
            g.apply(bot.choose(g, g.current_player))
    assert seen >= {"only", "answer", "forced", "steal", "set",
                    "any_steal", "discard"}


def test_the_fast_estimate_is_the_prob_figure():
    """The bot decides on ``prob.fight_value_estimate`` (closed form): it is within its
    bound of the exact ``steal_expectation`` the explanations print."""
    checked = 0
    for seed in range(6):
        g = cardkit.make(NAME, players=2 + seed % 4, seed=seed)
        bot = CoverSensible()
        while not g.is_over and checked < 400:
            p = g.current_player
            d = bot.decide(g, p)
            if "targets" in d.figures:
                for q, asset, am, unseen, hand, sv in d.figures["targets"]:
                    sm, gm = (g.hands[p].count(w) for w in ("SILVER", "GOLD"))
                    win, value, tol = prob.fight_value_estimate((am, sm, gm), asset, unseen, hand, sv)
                    ex = prob.steal_expectation(g, p, q)
                    assert abs(win - ex["win_chance"]) <= prob.CHANCE_TOL
                    assert abs(value - ex["value"]) <= tol
                    checked += 1
            g.apply(d.action)
    assert checked >= 100


# ----- hand-built positions: the exact sentences -----------------------------------------

def stacked(hands, up, draws=()):
    """The deck that deals ``hands`` (player 0 first), turns up ``up``, then draws ``draws``."""
    n, size = len(hands), len(hands[0])
    return [hands[i % n][i // n] for i in range(n * size)] + [up] + list(draws)


def test_a_steal_explained():
    # player 0 pairs HOME; player 1, with one HOME and no wild, weighs stealing the set
    g = cardkit.make(NAME, players=2, seed=1, deck=stacked(
        [["HOME", "HOME", "COINS", "STAMPS", "CASH"], ["HOME", "BANK", "BANK", "PIGGY", "JEWELS"]],
        "BASEBALL", ["STOCKS", "STOCKS"]))
    g.apply("pair HOME HOME")
    e = CoverSensible(steal_at=0.3, min_steal_value=0).explain(g, 1)
    # unseen from player 1's seat: 110 - 5 in hand - 2 on the stack - 1 discard = 102, of
    # which 5 HOME + 8 SILVER + 4 GOLD match; player 0 holds 5 of them and must hold none
    win = comb(102 - 17, 5) / comb(102, 5)
    assert e.figures["win_chance"] == pytest.approx(win)
    assert str(e.action) == "steal 0 HOME"
    assert e.figures["value"] == prob.steal_expectation(g, 1, 0)["value"]
    assert e.text == ("steal player 0's $40,000 HOME set, showing HOME — I win the fight with "
                      "39%, worth $3,629 on average (I need 30% and $0)")


def test_a_pair_explained_with_the_steal_it_turned_down():
    g = cardkit.make(NAME, players=2, seed=1, deck=stacked(
        [["HOME", "HOME", "COINS", "STAMPS", "CASH"], ["HOME", "BANK", "BANK", "PIGGY", "JEWELS"]],
        "BASEBALL", ["STOCKS", "STOCKS"]))
    g.apply("pair HOME HOME")
    e = CoverSensible().explain(g, 1)
    assert str(e.action) == "pair BANK BANK"
    chance = prob.fight_win_chance(g, 1, 0)
    assert e.figures == {"set_value": 20_000, "sets": 1, "steal_at": 0.5,
                         "min_steal_value": 15_000.0, "targets": 1, "best_steal_chance": chance}
    assert e.text == ("pair BANK and BANK — a $20,000 set on my stack, my only set; no steal is "
                      "likely enough: my best chance to win a fight is 39% (I need 50%)")


def challenged(hand0):
    """Player 0, dealt ``hand0``, pairs HOME HOME (drawing STOCKS STOCKS); player 1
    challenges the set with SILVER: player 0 to answer."""
    g = cardkit.make(NAME, players=2, seed=1, deck=stacked(
        [hand0, ["SILVER", "BANK", "AUTO", "PIGGY", "JEWELS"]], "BASEBALL", ["STOCKS", "STOCKS"]))
    g.apply("pair HOME HOME")
    g.apply("steal 0 SILVER")
    return g


def test_a_defence_explained():
    g = challenged(["HOME", "HOME", "HOME", "STAMPS", "CASH"])  # one HOME left to answer with
    e = CoverSensible().explain(g, 0)
    go = prob.answer_expectation(g, 0, None)
    assert str(e.action) == "defend HOME"
    assert e.figures == {"win_chance": go["win_chance"], "go_on_value": go["value"],
                         "yield_value": -40_000.0}
    assert e.text == ("defend with HOME — going on, I win the fight with 50%, worth -$17,847 on "
                      "average: at least the -$40,000 of yielding")


def test_a_forced_yield_names_no_card():
    e = CoverSensible().explain(challenged(["HOME", "HOME", "COINS", "STAMPS", "CASH"]), 0)
    assert (str(e.action), e.text) == ("yield", "yield — I have no matching card to show")


def test_chances_and_money_read_for_people():
    assert [percent(p) for p in (0, 0.0004, 0.004, 0.234, 0.996, 0.9996, 1)] == [
        "0%", "under 0.1%", "0.4%", "23%", "99.6%", "over 99.9%", "100%"]
    assert percent(0.497, 0.5) == "49.7%" and percent(0.4999, 0.5) == "49.99%"
    assert [money(v) for v in (-8_000.4, -0.4, 12_500)] == ["-$8,000", "$0", "$12,500"]
    assert money(14_999.6, 15_000) == "$14,999.60" and money(14_999.6, 0) == "$15,000"


def test_explanations_never_name_a_hidden_card():
    """Apart from the card the action shows (the action's own text), a sentence names no
    card code: counts and chances only."""
    codes = set(cardkit.games.cover_your_assets.CODES)
    for seed in range(8):
        g = cardkit.make(NAME, players=2 + seed % 5, seed=seed)
        bot = CoverSensible()
        while not g.is_over:
            p = g.current_player
            e = bot.explain(g, p)
            head, _, why = e.text.partition(" — ")
            public = set(e.action.args) | set(g.discard[-1:])
            public |= {s[-1][0] for s in g.stacks if s}  # the top sets' assets are on the table
            assert not (set(why.replace(",", " ").split()) & codes) - public, e.text
            g.apply(e.action)


# ----- the lesson: a decision read aloud, and the other choice tried ------------------------

def test_the_lesson_reads_a_yield_aloud_and_tries_the_gold(capsys):
    from cardkit.lessons import cover_your_assets as lesson

    r = lesson.one_round(seed=7)
    before = r.to_json()
    why = lesson.read_aloud(r, step=18)
    assert capsys.readouterr().out == (
        "Move 19: player 0 played yield. The sensible bot in that seat would play yield, because:\n"
        "    yield — going on, I win the fight with 50%, worth "
        "-$32,188 on average: less than the -$30,000 of yielding\n")
    assert str(why.action) == r.history[18][1] == "yield"  # the bot explains what it played
    table = lesson.what_if(r, step=18, other="defend GOLD")
    assert r.to_json() == before  # going back changed nothing
    stacks = table.set_index(["choice", "when"])
    # as played, the branch replays the round exactly; the notebook's sentences quote the rest
    assert list(stacks.loc[("yield (as played)", "round's end")]) == r.stack_value
    assert stacks.loc[("yield (as played)", "after the move"), "player 0"] == 15_000
    assert stacks.loc[("defend GOLD (instead)", "after the move"), "player 0"] == 110_000
    assert stacks.loc[("yield (as played)", "round's end"), "player 0"] == 235_000
    assert stacks.loc[("defend GOLD (instead)", "round's end"), "player 0"] == 530_000
    assert [row["value"] for _, row in lesson.figures_view(why).data.iterrows()] == [
        "50%", "-$32,188", "-$30,000"]
