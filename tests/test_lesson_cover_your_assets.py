"""The Cover Your Assets lesson's helpers: Decisions, the story game, by-hand figures, checks."""
import math

from cardkit.lessons import common
from cardkit.lessons import cover_your_assets as lesson
from cardkit.prob import cover_your_assets as prob


def test_every_decision_of_the_rules_file_is_listed():
    markers = common.rules_text("cover-your-assets").count("**Decision")
    listed = sum(text.count("**Decision") for _, text in lesson.rule_decisions())
    assert listed == markers - 1  # the file's introduction names the marker once
    assert any("never two wilds" in text for _, text in lesson.rule_decisions())
    assert len(lesson.engine_choices()) >= 10


def test_the_story_has_a_fight_won_by_each_side():
    g = lesson.story_after()
    fights = lesson.fights_in(g)
    assert list(fights["won by"]) == ["challenger", "defender"]
    assert g.top_set(2) == ["HOME", "HOME", "HOME", "GOLD", "SILVER"]
    assert g.stack_value[2] == 135_000 and g.stack_value[1] == 70_000
    assert g.current_player == 0 and g.hands[0] == ["CASH", "STAMPS", "BANK", "JEWELS"]


def test_the_by_hand_figures_agree_with_cardkit_prob():
    g = lesson.story_after()
    table = lesson.seen_by(g, 0)
    assert table.loc[1, "matching unseen"] == 15 and table.loc[1, "all unseen"] == 97
    by_hand = lesson.at_least_one(97, 15, 4)
    assert math.isclose(by_hand, prob.defend_chances(g, 0).set_index("owner").loc[1, "defend_chance"])
    assert math.isclose(1 - by_hand, prob.fight_win_chance(g, 0, 1))
    two = lesson.exactly(97, 14, 4, 0) + lesson.exactly(97, 14, 4, 1)
    assert math.isclose(two, lesson.two_card_win_chance(g))


def test_the_exercise_checks_accept_the_right_answers_only(capsys):
    g = lesson.story_after()
    assert lesson.check_sets([True, False, True, False])
    assert not lesson.check_sets([True, True, True, False])
    assert lesson.check_deck_value(1_360_000) and not lesson.check_deck_value(None)
    assert lesson.check_defend_home(lesson.at_least_one(97, 14, 4), g)
    assert not lesson.check_defend_home(0.5, g)
    assert lesson.check_two_card_fight(lesson.exactly(97, 14, 4, 0) + lesson.exactly(97, 14, 4, 1), g)
    assert "✘ Not yet" in capsys.readouterr().out


def test_a_round_is_charted_turn_by_turn():
    r = lesson.one_round(seed=7)
    assert r.is_over and len(r.value_log) > 20
    fig = lesson.stack_values_chart(r)
    assert len(fig.data) == 4 and fig.layout.xaxis.title.text and fig.layout.yaxis.title.text
    assert list(fig.data[0].y) == [v[0] for v in r.value_log]


def test_the_threshold_experiment_runs_the_same_games_for_every_bot():
    results = lesson.threshold_experiment(thresholds=(0.0, 1.01), games=6, progress=False)
    assert set(results["bot"]) == {"steal at 0%", "steal only if no set",
                                   "default sensible (reference)"}
    assert (results["player"] == 0).all()
    assert results.groupby("bot")["seed"].apply(tuple).nunique() == 1
    rates = lesson.threshold_rates(results)
    assert list(rates["games"]) == [6, 6, 6]
    fig = lesson.threshold_chart(rates)
    assert len(fig.data[0].x) == 2
    best = rates.drop("default sensible (reference)")["win_rate"].idxmax()
    assert lesson.check_best_threshold(best, rates)
