"""The Push lesson's helpers: every Decision told, the exercise checks, the tables."""
import pandas as pd
import pytest

from cardkit.lessons import common
from cardkit.lessons import push as lesson
from cardkit.prob import push as prob


def test_every_decision_of_the_rules_file_is_told_in_words():
    told = common.decisions_in_words("push", lesson.DECISION_WORDS)
    assert len(told) == common.decision_count("push") == 12
    text = lesson.rules_in_depth().data
    assert "<details>" in text and "Source:" not in text and "rolls=" not in text


def test_a_rules_decision_without_a_telling_is_an_error():
    words = dict(lesson.DECISION_WORDS)
    words.pop("equal scores share the win")
    with pytest.raises(ValueError, match="no plain telling"):
        common.decisions_in_words("push", words)
    with pytest.raises(ValueError, match="in no Decision"):
        common.decisions_in_words("push", {**lesson.DECISION_WORDS, "no such rule": "x"})


@pytest.mark.parametrize("answer", [15, "15", 15.0, " 15 "])
def test_rank_six_accepts_every_form(answer):
    assert lesson.check_rank_six(answer)


@pytest.mark.parametrize("answer, hint", [(18, "one colour"), (5, "number of colours"),
                                          (3, "one colour"), (12, "three copies")])
def test_rank_six_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_rank_six(answer)
    assert hint in capsys.readouterr().out


@pytest.mark.parametrize("answer", ["12/101", 12 / 101, 0.119, "0.12", "11.9%", "0.1188"])
def test_bust_chance_accepts_rounding_and_forms(answer):
    assert lesson.check_bust_chance(answer)


@pytest.mark.parametrize("answer, hint", [("30/101", "Roll cards as busting"),
                                          ("12/108", "whole two-player deck"),
                                          ("12/120", "divided by 120"), ("4/101", "three copies"),
                                          ("1/2", "clash with all three columns")])
def test_bust_chance_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_bust_chance(answer)
    assert hint in capsys.readouterr().out


def test_bust_chance_near_is_close(capsys):
    assert not lesson.check_bust_chance(0.1204)
    assert "Close" in capsys.readouterr().out
    assert not lesson.check_bust_chance("0.1")  # 0.1188 rounded too far
    assert "Close — give more digits" in capsys.readouterr().out


@pytest.mark.parametrize("placeholder", [None, ..., "", "..."])
def test_placeholders_ask_for_an_answer_not_a_format(placeholder, capsys):
    for check in (lesson.check_rank_six, lesson.check_bust_chance, lesson.check_expected_loss):
        assert not check(placeholder)
        out = capsys.readouterr().out
        assert "Replace the placeholder" in out and "not None" not in out


def test_the_right_message_figure_is_accepted(capsys):
    lesson.check_bust_chance("12/101")
    shown = capsys.readouterr().out.split("≈ ")[1].rstrip(".\n")
    assert lesson.check_bust_chance(shown)
    capsys.readouterr()
    lesson.check_expected_loss(17 / 6)
    shown = capsys.readouterr().out.split("≈ ")[1].split(" ")[0]
    assert lesson.check_expected_loss(shown)


@pytest.mark.parametrize("answer", [17 / 6, "17/6", 2.83, "2.83", "2.833"])
def test_expected_loss_accepts_rounding(answer):
    assert lesson.check_expected_loss(answer)


@pytest.mark.parametrize("answer, hint", [(3.4, "five faces"), (17, "whole bench"),
                                          (17 / 3, "colours on the bench")])
def test_expected_loss_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_expected_loss(answer)
    assert hint in capsys.readouterr().out


def test_expected_loss_too_few_digits_is_close(capsys):
    assert not lesson.check_expected_loss("3")
    assert "Close — give more digits" in capsys.readouterr().out


def test_best_threshold_reads_the_rates(capsys):
    rates = pd.DataFrame({"win_rate": [0.3, 0.2]}, index=pd.Index([0.05, 0.3], name="max_bust"))
    assert lesson.check_best_threshold(0.05, rates)
    assert lesson.check_best_threshold("5%", rates)
    assert not lesson.check_best_threshold(0.3, rates)
    assert "another bar taller" in capsys.readouterr().out


def test_chances_table_labels_both_figures():
    g = lesson.switch_game(players=3)
    html = lesson.chances_table(g).to_html()
    assert "a Switch counts as a safe draw" in html and "*" not in html
    assert f"{prob.bust_chance(g):.1%}" in html and f"{prob.placed_bust_chance(g):.1%}" in html
    assert prob.bust_chance(g) == pytest.approx(18 / 114)
    assert prob.placed_bust_chance(g) == pytest.approx(18 / 102)


def test_rates_view_formats_percentages():
    rates = lesson.win_rates(lesson.threshold_experiment(thresholds=(0.1, 0.5), games=4,
                                                         progress=False))
    html = lesson.rates_view(rates).to_html()
    assert "10%" in html and " to " in html and "mathjax_ignore" in html


def test_welcome_games_table_reads_as_text():
    html = common.games_view().to_html()
    assert 'cardkit.make("uno-duo")' in html and "2–2" not in html and "True" not in html


def test_the_fitting_hint_reads_rounded_answers():
    mistakes = [(30 / 101, "Roll")]
    assert common.fitting_hint("0.30", mistakes, "other") == "Roll"
    assert common.fitting_hint("29.7%", mistakes, "other") == "Roll"
    assert common.fitting_hint("0.5", mistakes, "other") == "other"
    assert common.fitting_hint(None, mistakes, "other") == "other"
