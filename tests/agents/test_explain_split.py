"""Split's sensible strategy explains its choices: the explained action is the one chosen,
its figures are the probability panel's (``cardkit.prob.split``) and the score sheet's, and
the sentence prints them and names no card the bot holds hidden."""
import copy
import random
import re

import pytest

import cardkit
from cardkit.agents import Decision, RandomAgent
from cardkit.agents import split_words as words
from cardkit.agents.split import REASONS, SplitSensible
from cardkit.core.sentences import percent
from cardkit.games.split import RANK_INDEX, STRONG, build_score_sheet
from cardkit.lessons import split as lesson
from cardkit.prob import split as prob

COUNTS = {"options", "trades", "picks_in_reach", "cards"}  # how many there were to choose from
CODE = re.compile(r"\b(?:10|[2-9AJQK])[HDCS][LR]\b")
OPTIONS = [{}, {"upgrade_others": False},
           {"score_sheet": build_score_sheet({"7": 5, "A": 1}, upper_boxes=2, negative_boxes=5)}]
PARAMS = [{}, {"max_pick_depth": 1}, {"max_pick_depth": 52},
          {"max_pick_depth": 6, "bonus_draw_min_pile": 0}]


def twin(bot):
    """A copy of ``bot`` whose generator is in the same state (so the original moves on only
    when it chooses)."""
    other = copy.copy(bot)
    other._rng = random.Random()
    other._rng.setstate(bot._rng.getstate())
    return other


def rows_value(g, p: int, matches) -> int:
    """Player ``p``'s upper rows on the score sheet with ``matches`` counted as boxes filled."""
    filled = list(g.boxes[p])
    for m in matches:
        filled[RANK_INDEX[m[0]]] += 1
    return sum(g.row_value(r, k) for r, k in enumerate(filled))


def trade_points(g, p: int, action) -> int:
    """What a trade changes in ``p``'s rows (matches counted as boxes): my match ``m`` leaves,
    player ``q``'s match ``n`` arrives."""
    m, q, n = action.args
    mine = g.matches[p]
    after = [x for i, x in enumerate(mine) if i != m] + [g.matches[q][n]]
    return rows_value(g, p, after) - rows_value(g, p, mine)


def check_chances(g, p: int, f: dict, action) -> None:
    unseen = sum(g.unseen(p).values())
    assert f["unseen"] == unseen
    if "partners_unseen" in f:  # a discard: the chance of the discarded card, from the table
        table = prob.match_chances(g, p)
        assert f["match_chance"] == table.loc[table["card"] == action.args[0], "any"].iloc[0]
        count = f["partners_unseen"]
    else:  # a draw: the chance that it completes a match with any card in hand
        assert f["match_chance"] == prob.any_match_chance(g, p)
        count = f["matching_unseen"]
    # the bot's own count of unseen partners is the same figure
    assert count / unseen == pytest.approx(f["match_chance"], abs=1e-12)


def check_figures(bot, g, p: int, e, reason: str) -> None:
    f, a = e.figures, e.action
    assert all(type(v) in (int, float, str) for v in f.values()), f
    if "match_chance" in f:
        check_chances(g, p, f, a)
    if reason == "draw_or_pick":
        offered = sum(t.kind == "pick" for t in g.legal_actions())
        assert f.get("picks_offered", offered) == offered
        assert f.get("max_pick_depth", bot.max_pick_depth) == bot.max_pick_depth
        assert f.get("picks_in_reach", 0) <= min(offered, bot.max_pick_depth)
        if a.kind == "pick":
            row = g.discard_row
            assert f["cards_taken"] == len(row) - row.index(a.args[0]) <= bot.max_pick_depth
            assert f["value"] == 2 * f["strength"] - f["cards_taken"] > 0
            assert f["strength"] >= STRONG
        elif "best_strength" in f:
            assert f["best_strength"] < STRONG
    elif reason == "lay" and "points" in f:  # a match or a steal: one more box in a row
        mine = g.matches[p]  # the new match (of the laid card's rank) counted after them
        assert f["points"] == rows_value(g, p, [*mine, [a.args[-1]]]) - rows_value(g, p, mine)
    elif reason == "penalise_leader" and f:
        scores = g.scores()
        assert f["score"] == scores[a.args[0]] == max(scores[t.args[0]] for t in g.legal_actions())
    elif reason == "bonus":
        assert f["draw_pile"] == len(g.draw_pile) and f["limit"] == bot.bonus_draw_min_pile * g.players
    elif reason == "trade_up" and "points" in f:
        gains = [trade_points(g, p, t) for t in g.legal_actions() if t.kind == "trade"]
        assert f["points"] == max(gains) and f["trades"] == len(gains)
        if a.kind == "trade":
            assert trade_points(g, p, a) == f["points"]


def check_text(g, p: int, e) -> None:
    text = e.text
    assert text.startswith(f"{e.action} — ")
    for name, v in e.figures.items():
        if name in COUNTS and v in (0, 1):  # read "no …", "the only …" or "my last …"
            assert ("no " in text) if v == 0 else ("only" in text or "last" in text), (name, text)
            continue
        printed = v if isinstance(v, str) else percent(v) if name.endswith("_chance") else \
            words.signed(v)
        assert printed in text, (name, printed, text)
    # the only cards named are those the action shows anyway
    named = set(CODE.findall(text))
    assert named <= {str(x) for x in e.action.args}, (named, text)


def test_explained_actions_are_the_chosen_ones_with_the_prob_figures_over_seeded_games():
    reasons, kinds, decisions = set(), set(), 0
    for seed in range(30):
        players = 2 + seed % 5
        g = cardkit.make("split", players=players, seed=seed, **OPTIONS[seed % 3])
        seats = [SplitSensible(seed=seed + q, **PARAMS[seed % 4]) if (q + seed) % 3 else
                 RandomAgent(seed + q) for q in range(players)]
        r = random.Random(seed)
        while not g.is_over:
            p = g.current_player
            bot = seats[p]
            before = g.to_json()
            e = twin(bot).explain(g, p)
            if isinstance(bot, SplitSensible):
                reason = twin(bot).decide(g, p).reason
                assert reason in REASONS
                check_figures(bot, g, p, e, reason)
                check_text(g, p, e)
                reasons.add(reason)
                kinds.add(e.action.kind)
                decisions += 1
            assert g.to_json() == before  # explaining changes nothing
            a = bot.choose(g, p)
            assert e.action == a, (seed, g.phase, e.text, a)
            g.apply(a if r.random() < 0.9 else r.choice(g.legal_actions()))
    assert decisions > 2000
    assert reasons >= {"draw_or_pick", "lay", "discard_least", "penalise_leader",
                       "bonus", "trade_up"}
    assert kinds >= {"draw", "pick", "match", "upgrade", "penalise", "bonus-draw", "skip",
                     "trade", "discard"}


def story_explained() -> list[str]:
    """The lesson's stacked story game (notebooks/04_split.ipynb): player 0's explanations at
    each of its decisions in its first and third turns."""
    g, bot, said = lesson.story_game(), SplitSensible(), []
    turns = [lesson.STORY_TURN_1, lesson.STORY_TURN_2 + lesson.STORY_TURN_2_END,
             lesson.STORY_TURN_3]
    for text in [t for turn in turns for t in turn]:
        if g.current_player == 0:
            e = bot.explain(g, 0)
            assert str(e.action) == text  # the story plays as the bot would
            said.append(e.text)
        g.apply(text)
    return said


def test_the_story_game_explained_sentence_by_sentence():
    said = story_explained()
    assert said[0] == ("draw — no card of the discard row can be used this turn; the draw "
                       "completes a match with 34% (32 of 94 unseen cards)")
    assert said[1] == ("match 7HL 7HR — a perfect match: one more box in my 7 row, worth 1 point "
                       "more; of the 2 matches and upgrades I can lay it comes first (the "
                       "picked card's use first, then a new box before an upgrade of my own, then "
                       "strength, then points)")
    assert said[2] == "penalise 1 — player 1 is the only player my perfect match's penalty can go to"
    assert said[4] == ("bonus-draw — 84 cards left in the draw pile, more than my limit of 4 (2 a "
                       "player); the draw completes a match with 26% (24 of 93 unseen cards)")
    assert said[5] == ("discard 2SL — of my 7 cards it is the least likely to make a match: 0 "
                       "partners in my hand, and 4 of 92 unseen cards match it (the next draw "
                       "does with 4.3%); of the 7 cards level on that, its row gains the fewest "
                       "points from a box (1; equal ones go by card order)")
    assert said[6] == ("pick QHR — with that card I can lay strength 4 (perfect 3, strong 2, a "
                       "steal 1 more), taking 3 cards from the discard row (my reach: 3): worth "
                       "4 × 2 − 3 = 5, the most of 2 picks within reach; a draw would complete a "
                       "match with 26% (23 of 89 unseen cards)")
    assert said[7] == ("upgrade 1 0 QHR — steals player 1's Q match, making it perfect: one more "
                       "box in my Q row, worth 2 points more, using the card I picked, which must "
                       "be used this turn; of the 2 matches and upgrades I can lay it comes "
                       "first (the picked card's use first, then a new box before an upgrade of "
                       "my own, then strength, then points)")
    assert said[10] == "skip — no trade is open to my weak match"


def stack(hands, up, draws=()):
    """The deck, top first, that deals ``hands`` (player 0 first), turns ``up`` face up and
    then draws ``draws`` in order."""
    return [h[k] for k in range(9) for h in hands] + [up] + list(draws)


def test_a_trade_up_in_rank_is_explained_by_the_points_it_gains():
    hands = [["2HL", "2HR", "5HL", "5CR", "3CL", "4SL", "6DL", "8SL", "9SL"],
             ["AHL", "AHR", "3DR", "4DR", "6SR", "8CR", "9DR", "10DR", "JDR"]]
    g = cardkit.make("split", players=2, seed=1, deck=stack(hands, "KCL", ["KHL", "KSR", "QHL"]))
    for text in ["draw", "discard KHL", "draw", "match AHL AHR", "penalise 0", "discard KSR",
                 "draw", "match 2HL 2HR", "penalise 1", "match 5HL 5CR"]:
        g.apply(text)
    e = SplitSensible().explain(g, 0)
    assert e.text == ("trade 0 1 0 — my 2 match for player 1's A match gains 2 points in my "
                      "rows, the only trade")
    assert e.figures == {"trades": 1, "points": 2} and trade_points(g, 0, e.action) == 2


def test_the_lay_after_a_first_turn_go_out_and_its_done():
    # player 0 lays four weak matches, upgrades one to perfect and goes out on the first turn
    hands = [["2HL", "2CR", "3HL", "3CR", "4HL", "4CR", "7HL", "7CR", "7HR"],
             ["5HL", "5HR", "3DR", "4DR", "6SR", "8CR", "9DR", "10DR", "JDR"]]
    g = cardkit.make("split", players=2, seed=1, deck=stack(hands, "KCL", ["KHL"]))
    g.apply("draw")
    for m in ["match 2HL 2CR", "match 3HL 3CR", "match 4HL 4CR", "match 7HL 7CR"]:
        g.apply(m)
        g.apply("skip")
    for text in ["upgrade 0 3 7HR", "penalise 1", "discard KHL"]:
        g.apply(text)
    assert g.phase == "lay" and g.current_player == 1
    bot = SplitSensible()
    e = bot.explain(g, 1)
    assert e.text == ("match 5HL 5HR — a perfect match: one more box in my 5 row, worth 1 point "
                      "more; the only match or upgrade I can lay")
    g.apply(e.action)
    assert bot.explain(g, 1).text == "done — I have no match left to lay from my hand"


def test_chances_are_printed_for_people():
    assert [percent(x) for x in (0, 0.043478, 0.3404, 1)] == ["0%", "4.3%", "34%", "100%"]
    assert words.signed(-3) == "\u22123"
    assert [words.in_points(n) for n in (1, -1, 0, 4)] == ["1 point", "\u22121 point", "0 points",
                                                       "4 points"]


def story_round() -> cardkit.Game:
    """The story game as the lesson leaves it after section 3: round 1 finished by the bots."""
    g = lesson.story_after(3)
    g.undo()
    g.apply("discard 2SL")
    lesson.finish_round(g, show=False)
    return g


def test_the_lesson_reads_the_bots_pick_aloud_at_move_11():
    g = story_round()
    before = g.to_json()
    said = lesson.explained_move(g, 10).data
    why = SplitSensible().explain(g.at(10), 0)
    assert g.to_json() == before and g.history[10][1] == str(why.action) == "pick QHR"
    assert said.startswith(f"> **Move 11, player 0's bot:** {why.text}\n")
    assert "| the pick's value: strength × 2 − cards taken | 5 |" in said
    assert "| chance that the next draw makes a match | 26% |" in said


def test_going_back_to_move_11_and_drawing_changes_the_round_as_the_lesson_says():
    g = story_round()
    table = lesson.what_if(g, 10, "draw")
    assert table["move 11"].tolist() == ["pick QHR (as played)", "draw (instead)"]
    assert table["player 0's score"].tolist() == [-9, 10]
    assert table["player 1's score"].tolist() == [13, -4]
    assert list(g.scores().values()) == [-9, 13]  # the branch as played is the game itself
    # the lesson's words on the round as played: five steals from player 0, seven penalties
    later = [text for p, text, _ in g.history[10:] if p == 1]
    assert sum(t.startswith("upgrade 0 ") for t in later) == 5
    assert later.count("penalise 0") == 7


def test_the_penalty_goes_to_the_leader_and_says_by_how_much():
    g = cardkit.make("split", players=3, seed=4)
    bot = SplitSensible()
    said = []
    while len(said) < 3:
        if g.phase == "penalise":
            said.append(bot.explain(g, g.current_player).text)
        g.apply(bot.choose(g, g.current_player))
    assert said == [
        "penalise 1 — player 1 is one of the leaders, level at 0 points, and the first of them "
        "after me in turn order, so my perfect match's negative box goes to them",
        "penalise 2 — player 2 leads the others with 0 points, against \u22121 for the next, so my "
        "perfect match's negative box goes to them",
        "penalise 1 — player 1 is one of the leaders, level at \u22121 point, and the first of "
        "them after me in turn order, so my perfect match's negative box goes to them"]


def test_the_fallback_of_no_rule_says_it_was_drawn_at_random():
    # (reached only when no rule of the bot applies: its sentence, on any position)
    g = lesson.story_game()
    legal = g.legal_actions()
    e = words.explain(SplitSensible(), g, 0, Decision(legal[0], "at_random"))
    assert e.text == (f"{legal[0]} — none of my rules applies here, so it was drawn at random "
                      f"among the {len(legal)} legal actions")
    assert e.figures == {"legal_actions": len(legal)}
