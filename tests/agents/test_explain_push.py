"""PushSensible.explain: the action is the one ``choose`` plays, the figures are those of
``cardkit.prob.push`` on the same state, and the sentence prints them."""
import copy
import random

import pytest

import cardkit
from cardkit.agents import Decision, Explanation, RandomAgent
from cardkit.agents.push import STRATEGIES, PushSensible
from cardkit.core.sentences import percent
from cardkit.core.sentences import points as points_text
from cardkit.games.push import COLOURS, colour_of, points
from cardkit.prob import push as prob

PARAMS = [{}, {"max_bust": 0.25, "max_loss": 0.4, "bank_at": 5},
          {"max_bust": 0.05, "max_loss": 3.0, "bank_at": 12}, {"max_bust": 1.0, "max_loss": 1e9}]


def _placeable(g, p) -> int:
    unseen = g.unseen(p)
    return sum(unseen.values()) - unseen["SWITCH"]


def check_figures(g, p, e: Explanation) -> None:
    """Every figure ``e`` gives equals the probability module's (or the rules') on ``g``."""
    f = e.figures
    assert all(isinstance(v, (int, float, str, bool)) for v in f.values()), f
    if "placed_bust_chance" in f:
        assert f["placed_bust_chance"] == prob.placed_bust_chance(g, p)
        columns = [c for c in g.columns if c is not None]
        assert f["busting"] == sum(n for c, n in g.unseen(p).items()
                                   if c != "SWITCH" and prob.busts(c, columns))
    if "unseen_placeable" in f:
        assert f["unseen_placeable"] == _placeable(g, p)
    if "expected_bust_loss" in f:
        assert f["expected_bust_loss"] == prob.expected_bust_loss(g, p)
        assert f["expected_loss"] == (prob.placed_bust_chance(g, p)
                                      * prob.expected_bust_loss(g, p))
    for name, value in f.items():
        if name.startswith("chance_after_column_") or name == "chance_after":
            n = int(name.rsplit("_", 1)[1]) if name != "chance_after" else e.action.args[0]
            after = g.clone()
            after.apply(f"place {n}")
            assert value == prob.placed_bust_chance(after, p), (name, g.to_json())
        if name.startswith("expected_points_column_"):
            n = int(name.rsplit("_", 1)[1])
            assert value == prob.column_value(g, g.columns[n - 1], p)
    if "expected_points" in f:
        table = prob.expected_column_points(g, p).set_index("column")
        assert f["expected_points"] == table.loc[e.action.args[0], "expected_points"]
        assert f["points"] == table.loc[e.action.args[0], "points"]
    if "colour_points" in f:
        by_colour = {c: points([x for x in g.bench[p] if colour_of(x) == c]) for c in COLOURS}
        assert f["colour_points"] == by_colour[f["colour"]] == max(by_colour.values())


def check_text(e: Explanation, bot: PushSensible) -> None:
    """The sentence starts with the action's meaning and prints the figures."""
    f, text, a = e.figures, e.text, e.action
    assert text.startswith({"place": "place the ", "take": f"take column {a.args[0] if a.args else ''} — ",
                            "bank": f"{a} — "}.get(a.kind, f"{a.kind} — ")), text
    if "placed_bust_chance" in f:
        if f["busting"]:
            assert f"{percent(f['placed_bust_chance'], bot.max_bust)} (" in text
            assert f"{f['busting']} of {f['unseen_placeable']} unseen" in text
        else:
            assert (f"the {f['unseen_placeable']} unseen" in text or "the 1 unseen" in text
                    or f"0 of {f['unseen_placeable']} unseen" in text)
        assert f"my {percent(bot.max_bust)} limit" in text
    if "expected_loss" in f:
        assert f"= {points_text(f['expected_loss'], bot.max_loss)} point" in text
        assert f"{points_text(f['expected_bust_loss'])} point" in text
    if "chance_after" in f:
        assert f"busts with {percent(f['chance_after'])}" in text or f["busting_after"] == 0
    if "expected_points" in f:
        assert f"worth {points_text(f['expected_points'])} point" in text
    if "colour_points" in f and f["colour_points"]:
        assert f"{f['colour_points']} point" in text and str(f["bank_at"]) in text


def test_explain_agrees_with_choose_over_many_seeded_games():
    decisions, reasons = 0, set()
    for seed in range(30):
        players = 2 + seed % 5
        g = cardkit.make("push", players=players, seed=seed, harder=seed % 3 == 2)
        bots = [STRATEGIES["sensible"](**PARAMS[(seed + q) % len(PARAMS)]) for q in range(players)]
        bots[seed % players] = RandomAgent(seed=seed)  # a random seat mixes up the positions
        while not g.is_over:
            p = g.current_player
            bot = bots[p]
            if isinstance(bot, PushSensible):
                before = g.to_json()
                e = copy.deepcopy(bot).explain(g, p)
                assert g.to_json() == before  # explaining changes nothing
                decision = bot.decide(g, p)
                reasons.add(decision.reason)
                action = bot.choose(g, p)
                assert e.action == decision.action == action, (seed, g.phase, e.text)
                assert g.to_json() == before  # deciding changes nothing
                check_figures(g, p, e)
                check_text(e, bot)
                decisions += 1
            else:
                action = bot.choose(g, p)
            g.apply(action)
    assert decisions > 3000
    assert reasons == {"banks", "keeps", "only", "first_fit", "fewest", "over_bust",
                       "over_loss", "under", "worth"}


def test_every_legal_position_of_random_play_is_explained_as_chosen():
    """Random play reaches positions the sensible bots avoid (long pushes, full benches)."""
    bot = PushSensible(max_bust=0.3, max_loss=0.5)
    for seed in range(10):
        g = cardkit.make("push", players=2 + seed % 5, seed=100 + seed, harder=seed % 2 == 0)
        r = random.Random(seed)
        while not g.is_over:
            p = g.current_player
            e = bot.explain(g, p)
            assert e.action == bot.choose(g, p)
            check_figures(g, p, e)
            check_text(e, bot)
            g.apply(r.choice(g.legal_actions()))


def _at(deck, actions):
    g = cardkit.make("push", players=2, deck=deck, seed=0)
    for a in actions:
        g.apply(a)
    return g


# The lesson's example: three columns R1 B2 | R3 G4 | B5 G6, two players, 18 of 102 bust.
EXAMPLE = ["R1", "B2", "R3", "G4", "B5", "G6"]
EXAMPLE_ACTIONS = ["draw", "place 1", "draw", "place 1", "draw", "place 2",
                   "draw", "place 2", "draw", "place 3", "draw", "place 3"]
# Player 0 fills column 1 with R2 B4 and column 2 with R5 Y6, stops and takes column 1;
# player 1 takes column 2 (bench R5 Y6, 11 points) and pushes into the example's columns.
BENCH = ["draw", "place 1", "draw", "place 1", "draw", "place 2", "draw", "place 2",
         "stop", "take 1", "take 2"]


def test_a_stop_over_the_bust_limit_word_for_word():
    e = PushSensible().explain(_at(EXAMPLE, EXAMPLE_ACTIONS), 0)
    assert e.text == ("stop — the next card I place busts with 18% (18 of 102 unseen number "
                      "and Roll cards), at or above my 10% limit")
    assert e.figures == {"placed_bust_chance": 18 / 102, "busting": 18, "unseen_placeable": 102,
                         "max_bust": 0.1}


def test_decide_gives_the_record_that_explain_puts_in_words():
    d = PushSensible().decide(_at(EXAMPLE, EXAMPLE_ACTIONS), 0)
    assert d == Decision(cardkit.Action("stop"), "over_bust",
                         {"busting": 18, "unseen_placeable": 102, "placed_bust_chance": 18 / 102,
                          "expected_bust_loss": 0.0})


def test_a_draw_and_a_stop_by_the_expected_loss_word_for_word():
    g = _at(["R2", "B4", "R5", "Y6"] + EXAMPLE, BENCH + EXAMPLE_ACTIONS)
    e = PushSensible(max_bust=0.2, max_loss=0.3).explain(g, 1)
    assert e.text == ("draw — the next card I place busts with only 16% (16 of 98 unseen number "
                      "and Roll cards), under my 20% limit, and a bust costs 1.83 points of my "
                      "bench on average: I expect to lose 16% × 1.83 = 0.299 points, under my "
                      "limit of 0.3 points")
    assert e.figures["expected_bust_loss"] == prob.expected_bust_loss(g, 1) == 11 / 6
    e = PushSensible(max_bust=0.2, max_loss=0.25).explain(g, 1)
    assert e.text == ("stop — the next card I place busts with 16% (16 of 98 unseen number "
                      "and Roll cards), under my 20% limit, but a bust costs 1.83 points of my "
                      "bench on average: I expect to lose 16% × 1.83 = 0.3 points, at or above my "
                      "limit of 0.25 points")
    assert e.figures["expected_loss"] == 16 / 98 * (11 / 6)


def test_bank_or_draw_at_a_turns_start_word_for_word():
    g = _at(["R2", "B4", "R5", "Y6"], BENCH)
    assert PushSensible(bank_at=6).explain(g, 1).text == (
        "bank yellow — yellow is my richest bench colour with 6 points, at or above the 6 I bank at")
    assert PushSensible().explain(g, 1).text == (
        "draw — my richest bench colour, yellow, has only 6 points, under the 8 I bank at")
    assert PushSensible().explain(cardkit.make("push", players=2, seed=0), 0).text == (
        "draw — my bench holds no points, so there is nothing to bank")


def test_a_place_that_leaves_the_fewest_busting_cards_word_for_word():
    e = PushSensible().explain(_at(EXAMPLE, EXAMPLE_ACTIONS[:-1]), 0)
    assert e.text == ("place the green 6 in column 1 — afterwards the next card I place busts "
                      "with 12% (12 of 102 unseen number and Roll cards), the least of my 2 "
                      "choices (column 3: 18%)")
    assert e.figures["chance_after_column_3"] == 18 / 102


def test_takes_weigh_the_roll_card_word_for_word():
    g = _at(["R2", "B4", "ROLL", "Y6", "G5"], ["draw", "place 1", "draw", "place 1", "draw",
                                                "place 1", "draw", "place 2", "draw", "place 3",
                                                "stop"])
    assert PushSensible().explain(g, 0).text == (
        "take column 2 — worth 6 points to me, the most of the 3 columns (column 1: 5, "
        "column 3: 5)")
    g.apply("take 2")
    e = PushSensible().explain(g, 1)
    assert e.text == ("take column 1 — worth 5 points to me on average: its 6 points less the 1 "
                      "its Roll card's die roll may cost my bench, the most of the 2 columns "
                      "(column 3: 5; the first of equals)")
    assert e.figures["expected_points"] == prob.column_value(g, g.columns[0], 1) == 5.0


def test_forced_moves_say_so():
    g = cardkit.make("push", players=2, seed=0)
    g.apply("draw")
    assert PushSensible().explain(g, 0).text.endswith("— the only place it fits")
    g = _at(EXAMPLE, EXAMPLE_ACTIONS)
    g.draw_pile.clear()  # (by hand: the pile ran out) only stop is left
    assert g.legal_actions() == [cardkit.Action("stop")]
    assert PushSensible().explain(g, 0).text == (
        "stop — the draw pile is empty, so stopping is all that is left")


@pytest.mark.parametrize("p, limit, text", [(0.0, None, "0%"), (1.0, None, "100%"),
                                             (0.049, None, "4.9%"), (0.05, None, "5%"),
                                             (0.2333, None, "23%"), (0.0976, 0.1, "9.8%"),
                                             (0.1, 0.1, "10%"), (0.09996, 0.1, "9.996%")])
def test_chances_print_with_the_digits_that_tell_them_from_the_limit(p, limit, text):
    assert percent(p, limit) == text


def test_the_lesson_reads_the_story_move_aloud_and_branches_from_it():
    from cardkit.lessons import push as lesson

    story = lesson.bot_game(seed=lesson.STORY_SEED)
    said = lesson.explained_move(story, 43).data
    assert ("player 2's bot:** stop — the next card I place busts with 16% (15 of 91 unseen "
            "number and Roll cards), at or above my 10% limit") in said
    assert "The game's move 44 was `stop`: the same." in said
    before = story.at(43)
    table = lesson.try_other_choice(before, "draw").data
    assert len(before.history) == 43 and len(story.history) == 309  # neither changed
    # the bot's own choice replays the story: player 2 ends on the story's score
    assert f"| the bot's choice: `stop` | 24 | {story.scores()[2]} |" in table
    assert "| the other choice: `draw` | 6 | 70 |" in table
    assert "B2 cannot be placed (it fits no column)" in table
