"""The Cover Your Assets lesson's helpers: Decisions, the story game, by-hand figures, checks."""
import math
import re

import pandas as pd
import pytest

from cardkit.core.sentences import money
from cardkit.lessons import common
from cardkit.lessons import cover_your_assets as lesson
from cardkit.prob import cover_your_assets as prob


def test_every_decision_of_the_rules_file_is_told_in_words():
    told = common.decisions_in_words("cover-your-assets", lesson.DECISION_WORDS)
    assert len(told) == common.decision_count("cover-your-assets") == 9
    assert any("Never two wilds" in text for _, text in told)
    text = lesson.rules_in_depth().data
    assert "\\\\$1,000,000" in text and "Source:" not in text and "free_discard=True" in text


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
    assert lesson.check_wild_value(400_000) and not lesson.check_wild_value(None)
    assert lesson.check_defend_home(lesson.at_least_one(97, 14, 4), g)
    assert not lesson.check_defend_home(0.5, g)
    assert lesson.check_two_card_fight(lesson.exactly(97, 14, 4, 0) + lesson.exactly(97, 14, 4, 1), g)
    assert "✘ Not yet" in capsys.readouterr().out


@pytest.mark.parametrize("answer", [400_000, "400000", "$400,000", "400,000", "4e5", "$400000"])
def test_wild_value_accepts_money_forms(answer):
    assert lesson.check_wild_value(answer)


@pytest.mark.parametrize("answer, hint", [(75_000, "one Gold and one Silver"),
                                          (200_000, "one kind of wild"), (500_000, "swapped"),
                                          (12, "number of wild cards"), (1_360_000, "whole deck"),
                                          (123, "Gold and Silver rows")])
def test_wild_value_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_wild_value(answer)
    assert hint in capsys.readouterr().out


@pytest.mark.parametrize("answer", [0.4696, 0.47, "0.470", "47%", "46.96%"])
def test_defend_home_accepts_rounding(answer):
    assert lesson.check_defend_home(answer)


@pytest.mark.parametrize("answer, hint", [(0.1936, "only the Homes"), (0.4952, "Jewels set"),
                                          (0.5304, "*no* matching"), (0.4246, "not the 110")])
def test_defend_home_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_defend_home(answer)
    assert hint in capsys.readouterr().out


@pytest.mark.parametrize("answer", [0.9016, "0.90", "0.902", "90%"])
def test_two_card_fight_accepts_rounding(answer):
    assert lesson.check_two_card_fight(answer)


@pytest.mark.parametrize("answer, hint", [(0.5304, "P(0) only"), (0.3713, "P(1) only"),
                                          (0.8882, "14 unseen cards match")])
def test_two_card_fight_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_two_card_fight(answer)
    assert hint in capsys.readouterr().out


def test_placeholders_ask_for_an_answer_and_the_right_figure_passes(capsys):
    for check in (lesson.check_wild_value, lesson.check_defend_home, lesson.check_two_card_fight,
                  lesson.check_sets):
        assert not check(None)
        assert "Replace the placeholder" in capsys.readouterr().out
    for check, right in ((lesson.check_defend_home, 0.4696), (lesson.check_two_card_fight, 0.9016)):
        check(right)
        shown = re.search(r"About ([0-9.]+):", capsys.readouterr().out).group(1)
        assert check(shown)
        capsys.readouterr()
    lesson.check_wild_value(400_000)
    assert lesson.check_wild_value(capsys.readouterr().out.split("Right. ")[1].split(":")[0])


def test_exercise_three_answer_is_not_shown_above_it():
    g = lesson.story_after()
    html = lesson.defend_view(g, 0, owner=1).to_html()
    assert "0.4952" in html and "0.4696" not in html and "HOME" not in html


def test_tables_show_money_and_no_missing_cells():
    g = lesson.story_after()
    assert "$135,000" in lesson.stacks_view(g).to_html()
    seen = lesson.seen_by(g, 0)
    assert not seen.isna().any().any()
    html = lesson.action_values_view(g, 0).to_html()
    assert "$42,908" in html and "50.5%" in html and "mathjax_ignore" in html
    assert "$" in lesson.deck_view().to_html() and "nan" not in lesson.deck_view().to_html()


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


def test_best_threshold_hints_fit_the_answer(capsys):
    rates = pd.DataFrame({"win_rate": [0.3, 0.2, 0.25]},
                         index=pd.Index(["steal at 50%", "steal at 0%",
                                         "default sensible (reference)"], name="bot"))
    assert lesson.check_best_threshold("'steal at 50%'", rates)
    assert not lesson.check_best_threshold("steal at 0%", rates)
    assert "is another bar taller" in capsys.readouterr().out
    assert not lesson.check_best_threshold("default sensible (reference)", rates)
    assert "dashed line" in capsys.readouterr().out


def test_money_is_escaped_for_jupyterlab_and_written_as_students_write_it():
    assert common.escape_dollars("$5,000 to \\$20,000, `$x`") == "\\\\$5,000 to \\\\$20,000, `$x`"
    assert common.escape_dollars(common.escape_dollars("$5")) == "\\\\$5"
    assert money(42_908.2) == "$42,908" and money(-1_500) == "-$1,500"
    assert "\\\\$1,000" in common.folded("Goal $1,000", "A $5 card")
