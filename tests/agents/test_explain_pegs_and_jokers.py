"""Pegs and Jokers bots explain their choices (issue 17): the explained action is the one
``choose`` plays, the figures are the rules' progress and ``cardkit.prob``'s danger map on the
board the play leaves, the sentence prints them; a few stacked positions word for word."""
import copy
from collections import Counter
from math import comb

import pytest

import cardkit
from cardkit.agents import RandomAgent, strategies
from cardkit.agents.pegs_and_jokers import STRATEGIES, PegsSensible
from cardkit.agents.pegs_and_jokers_words import percent_text, score_text
from cardkit.core.sentences import counted
from cardkit.games.pegs_and_jokers import START
from cardkit.games.pegs_and_jokers.cards import JOKER, rank_of, team_of
from cardkit.games.pegs_and_jokers.game import PegsAndJokers
from cardkit.prob import pegs_and_jokers as prob

NAME = "pegs-and-jokers"
REACH = (1, 2, 3, 4, 5, 6, 7, 9, 10, -8)  # the bot's one-card reach, written out again
VARIANTS = [PegsSensible(), PegsSensible(eight_bonus=-1000.0), PegsSensible(danger_weight=1.0),
            PegsSensible(shortlist=3, joker_cost=40.0), PegsSensible(hit_weight=0.5, eight_bonus=4.0)]


def board_after(g, action):
    """A copy of ``g`` with the pegs where ``apply(action)`` leaves them, nothing drawn: the
    rules' own apply on one copy, the places set on another (whose cards are still ``g``'s)."""
    played = g.clone()
    played.apply(action)
    after = g.clone()
    for peg in range(len(played.loc)):
        after._set(peg, START)
    for peg, at in enumerate(played.loc):
        after._set(peg, at)
    return after


def exposure(g, team):
    """Progress of team pegs an opponent track peg reaches with one card (the bot's measure)."""
    opp = {g.loc[q] for q in g.team_pegs[1 - team] if 0 <= g.loc[q] < g.length}
    n = g.length
    return sum(g.progress(q) for q in g.team_pegs[team] if 0 <= g.loc[q] < n
               and any((g.loc[q] - d) % n in opp for d in REACH))


def moves_a_peg_twice(g, p, action) -> bool:
    """A split whose second peg lands on the first (a partner): the first goes to its in-spot.
    ``PegsSensible`` counts such a peg's progress twice (see the strict xfail below)."""
    log: list = []
    g.clone()._execute(p, action.args[0], action.args[1:], log)
    return len(log) != len({peg for peg, _ in log})


def check_play(bot, g, p, why):
    f, action = why.figures, why.action
    after = board_after(g, action)
    team = team_of(p)
    moved = [q for q in range(len(g.loc)) if g.loc[q] != after.loc[q]]
    gain = sum(g.progress(q, after.loc[q]) - g.progress(q) for q in moved if team_of(q // 5) == team)
    back = sum(g.progress(q) - g.progress(q, after.loc[q]) for q in moved if team_of(q // 5) != team)
    assert (f["progress"], f["sent_back"]) == (gain, back)
    assert f["pegs_sent_back"] == sum(after.loc[q] == START for q in moved if team_of(q // 5) != team)
    assert f["exposure"] == exposure(after, team)
    danger = prob.danger_map(after, p)
    assert f["max_danger"] == (float(danger["chance"].max()) if len(danger) else 0.0)
    assert f["next_opponent"] == prob.next_opponent(g, p) == prob.next_opponent(after, p)
    card = action.args[0]
    score = (gain + bot.hit_weight * back - bot.danger_weight * f["exposure"]
             - (bot.joker_cost if card == JOKER else 0)
             + (bot.eight_bonus if rank_of(card) == "8" else 0))
    assert f["score"] == pytest.approx(score)  # the bot's fast score is the rules' figures'
    plays = [a for a in g.legal_actions() if a.kind == "play"]
    assert f["plays"] == len(plays) and 1 <= f["plays_weighed"] <= min(len(plays), bot.shortlist)
    printed = [f"moves our team {counted(abs(gain), 'hole')} {'on' if gain >= 0 else 'back'}",
               f"score {score_text(f['score'])}", f"player {f['next_opponent']}'s turn",
               f"of {counted(f['plays'], 'play')} weighed" if f["plays"] > 1 else "the only play",
               f"goes back with {percent_text(f['max_danger'])}" if f["max_danger"] else
               "no peg of ours can then be sent back"]
    if back:
        printed.append(f"({counted(back, 'hole')} of their progress")
    if f["exposure"]:
        printed.append(f"leaves {counted(f['exposure'], 'hole')} of our progress")
    if f["next_best"] is not None and f["next_best"] != f["score"]:
        assert f["next_best"] <= f["score"]
        printed.append(f"over {score_text(f['next_best'])} for the next best")
    if f["search_stop"] is not None:
        assert f["search_stop"] <= f["score"]
        printed.append(f"gains over {score_text(f['search_stop'])}")
    for text in printed:
        assert text in why.text, (text, why.text)
    assert_no_hidden_card(g, p, why)


def assert_no_hidden_card(g, p, why):
    hidden = Counter(g.hands[p]) - Counter([why.action.args[0]])
    told = why.text.replace(str(why.action), "")
    assert not any(c in told for c in hidden), why.text


def check_discard(bot, g, p, why):
    f = why.figures
    in_start = sum(g.loc[q] == START for q in g.team_pegs[team_of(p)])
    assert f["pegs_in_start"] == in_start and f["cards"] == len(g.hands[p])
    plays = [a for a in g.legal_actions() if a.kind == "play"]
    if plays:  # only jokers may move, and the best joker play scores under 0
        assert {a.args[0] for a in plays} == {JOKER} and f["score"] < 0
        assert f"would score {score_text(f['score'])}, under my limit of 0" in why.text
    else:
        assert f["score"] is None and "no card can move" in why.text
    assert f"keep value {f['keep']} is the lowest of my {len(g.hands[p])} cards" in why.text
    assert_no_hidden_card(g, p, why)


def check_position(g, seen: Counter):
    p = g.current_player
    for bot in VARIANTS:
        why = bot.explain(g, p)
        assert why.action == bot.choose(g, p)
        (check_play if why.action.kind == "play" else check_discard)(bot, g, p, why)
        seen[why.action.kind] += 1
        seen["joker kept" if why.action.kind == "discard" and why.figures["score"] is not None
             else "other"] += 1
    rand = RandomAgent(seed=len(g.history))
    assert copy.deepcopy(rand).explain(g, p).action == rand.choose(g, p)


def test_every_strategy_has_an_explanation():
    assert set(strategies(NAME)) == {"random", *STRATEGIES}
    assert all(callable(getattr(cls, "explain", None)) for cls in strategies(NAME).values())


@pytest.mark.parametrize("seed", range(30))
def test_explanations_agree_with_the_choice_and_the_figures(seed):
    players = (4, 6, 8)[seed % 3]
    g = cardkit.make(NAME, players=players, seed=seed)
    bots = [PegsSensible() if (seed + p) % 3 else RandomAgent(seed=seed * 10 + p)
            for p in range(players)]
    seen: Counter = Counter()
    for step in range(150 if players == 4 else 90):
        if g.is_over:
            break
        if step % 3 == 0 or g.legal_actions()[-1].kind == "discard":
            check_position(g, seen)
        g.apply(bots[g.current_player].choose(g, g.current_player))
    assert seen["play"] > 100


def test_the_seeded_games_meet_every_kind_of_reason():
    seen: Counter = Counter()
    for seed in range(4):
        g = cardkit.make(NAME, players=4, seed=seed)
        bot = PegsSensible()
        while not g.is_over and len(g.history) < 400:
            why = bot.explain(g, g.current_player)
            if why.action.kind == "discard":
                seen["joker kept" if why.figures["score"] is not None else "no play"] += 1
            else:
                f = why.figures
                seen["hit"] += f["pegs_sent_back"] > 0
                seen["runner-up"] += f["next_best"] is not None
                seen["pruned"] += f["search_stop"] is not None
            g.apply(why.action)
    assert all(seen[k] for k in ("no play", "hit", "runner-up", "pruned")), seen


# ----- stacked positions, word for word ------------------------------------------------
FILLER = ["2D", "3D", "4D", "6D", "10D"] * 3


def stacked(hands: dict, **pegs):
    """Four players; ``hands[p]`` (the others small diamonds), the rest of the deck shuffled;
    ``pegs``: e.g. ``p0_0=10`` puts peg 0:0 on track hole 10 (colour 0 comes out at 8 and
    turns home at 3, colour 1 at 26 and 21)."""
    filler = iter(FILLER)
    held = [list(hands.get(p) or [next(filler) for _ in range(5)]) for p in range(4)]
    order = [held[p][r] for r in range(5) for p in range(4)]
    g = cardkit.make(NAME, players=4, seed=1, deck=order)
    for key, at in pegs.items():
        c, i = (int(x) for x in key[1:].split("_"))
        g._set(5 * c + i, at)
    g._legal_cache = None
    assert isinstance(g, PegsAndJokers)
    return g


def test_a_hit_is_told_with_the_holes_it_sends_back():
    # 0:0 on hole 10, 5 holes behind 1:0 (66 holes of progress: its in-spot is hole 21);
    # only a joker can hit 0:0 then (team 1 has pegs in start): player 1's 5 cards, out of
    # the 157 player 0 cannot see, hold one of the 6 jokers with 1 - C(151,5)/C(157,5)
    g = stacked({0: ["2C", "3C", "4C", "5C", "6C"]}, p0_0=10, p1_0=15)
    why = PegsSensible().explain(g, 0)
    assert why.text == (
        "play 5C 0:0 — moves our team 5 holes on, sends 1 opponent peg back to start (66 holes "
        "of their progress, 1 a hole) and leaves no peg of ours within one card's move of an "
        "opponent peg; on the danger map our most exposed peg then goes back with 18% at "
        "player 1's turn: score 71; no other play gains over 6, so none scores higher (1 of 5 "
        "plays weighed)")
    assert why.figures["max_danger"] == pytest.approx(1 - comb(151, 5) / comb(157, 5))


def test_the_next_best_play_is_the_threshold_beaten():
    # 1:0 on hole 7: a 6 to hole 16 stands 9 ahead of it (13 holes of progress in reach,
    # score 6 - 13/4 = 2.75); a 5 to hole 15 stands 8 ahead, out of a forward card's reach
    g = stacked({0: ["2C", "3C", "4C", "5C", "6C"]}, p0_0=10, p1_0=7)
    why = PegsSensible().explain(g, 0)
    assert why.text == (
        "play 5C 0:0 — moves our team 5 holes on and leaves no peg of ours within one card's "
        "move of an opponent peg; on the danger map our most exposed peg then goes back with "
        "18% at player 1's turn: score 5, over 2.75 for the next best; no other play gains over "
        "4, so none scores higher (2 of 5 plays weighed)")


def test_a_discard_with_no_play_keeps_the_cards_that_bring_pegs_out():
    g = stacked({0: ["3C", "4C", "2C", "6C", "10C"]})
    why = PegsSensible().explain(g, 0)
    assert why.text == (
        "discard 3C — no card can move a peg of our team, so the card I need least goes: its "
        "keep value 0 is the lowest of my 5 cards (low cards go first, jokers last; A, K, Q, J "
        "count 3 more while 10 team pegs wait in start)")


def test_a_joker_not_worth_its_cost_is_kept_and_a_card_discarded():
    # the joker's best landing: partner peg 2:0 from start onto 1:0 on hole 26, 59 holes of
    # progress (colour 2 turns home at 39) and 5 sent back, less the cost of 70
    g = stacked({0: ["2C", "JK", "3C", "4C", "5C"]}, p1_0=26)
    why = PegsSensible(joker_cost=70.0).explain(g, 0)
    assert why.text == (
        "discard 2C — my best play would score \u22126, under my limit of 0, so the card I need "
        "least goes: its keep value 0 is the lowest of my 5 cards (low cards go first, jokers "
        "last; A, K, Q, J count 3 more while 10 team pegs wait in start)")


def test_a_split_landing_on_its_own_first_peg_is_scored_by_its_real_progress():
    # seed 0, 4 players: peg 2:1 stands on its in-spot (hole 39), 0:0 on hole 44; 7C 2:1:6
    # 0:0:1 takes 2:1 round to 45 and 0:0 onto it, which sends 2:1 back to its in-spot.
    # The bot once counted 2:1's progress twice (score 49, against 1 - 72/4 = -17) and
    # chose that split; each peg now counts from where it stood before the play.
    g = cardkit.make(NAME, players=4, seed=0)
    for text in ["play JH 2:1", "play QS 1:0", "play JK 0:0 2:1", "play 7H 1:0"]:
        g.apply(text)
    bot = PegsSensible()
    why = bot.explain(g, 0)
    assert str(why.action) != "play 7C 2:1:6 0:0:1"
    assert moves_a_peg_twice(g, 0, g.parse("play 7C 2:1:6 0:0:1"))
    check_play(bot, g, 0, why)


# ----- the lesson: a decision read aloud, and the other choice -----------------------
def test_the_lesson_reads_the_partners_eight_aloud_and_tries_the_nine():
    from cardkit.lessons import pegs_and_jokers as lesson

    g = lesson.story_after()
    saved = g.to_json()
    text = lesson.explained_move(g, 2).data
    why = PegsSensible().explain(g.at(2), 2)
    assert str(why.action) == g.history[2][1] == "play 8H 0:0"
    assert f"player 2's bot:** {why.text}" in text and "| 64 |" in text and "| 18% |" in text
    before = g.at(2)
    table = lesson.try_other_choice(before, "play 9S 0:0").data
    assert g.to_json() == saved and len(before.history) == 2  # nothing played on the originals
    mine, other = table.to_dict("records")
    assert (mine["move 3"], other["move 3"]) == ("play 8H 0:0", "play 9S 0:0")
    assert mine["peg 0:0 after move 5"] == "home hole 3"
    assert other["peg 0:0 after move 5"].startswith("track hole 27")
    replay = g.at(2)
    while not replay.is_over:
        replay.apply(PegsSensible().choose(replay, replay.current_player))
    assert mine["moves in the game"] == len(replay.history)
    assert mine["winning team"] == replay.winning_team
