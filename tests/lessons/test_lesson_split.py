"""The Split lesson's helpers: the checks accept every sensible form of the right answer, give
the hint that fits a wrong one, and the notebook's tables are what it says they are."""
from fractions import Fraction

import pandas as pd
import pytest

from cardkit import sim
from cardkit.lessons import common
from cardkit.lessons import split as lesson


def test_every_decision_of_the_rules_is_told_in_words():
    told = common.decisions_in_words("split", lesson.DECISION_WORDS)
    assert len(told) == len(lesson.DECISION_WORDS) == 11
    text = lesson.rules_in_depth().data
    assert "all 11 Decisions" in text and "<details>" in text
    for plain in lesson.DECISION_WORDS.values():
        assert plain in text
    assert "upgrade_others" not in text and "Source:" not in text and "`" not in text


def test_reference_cards_have_no_literal_backticks():
    table = lesson.reference_cards().data
    assert not table["what it says"].str.contains("`").any()


@pytest.mark.parametrize("answer", ["bonus-draw", "Bonus draw", " BONUS-DRAW ", "bonus_draw"])
def test_bonus_accepts_the_word_in_its_forms(answer):
    assert lesson.check_bonus(answer)


def test_bonus_hints_fit_the_mistake(capsys):
    assert not lesson.check_bonus("penalise")
    assert "same suit" in capsys.readouterr().out
    assert not lesson.check_bonus("trade")
    assert "weak" in capsys.readouterr().out
    assert not lesson.check_bonus(None)


@pytest.mark.parametrize("answer", [4, "4", 4.0, " 4 "])
def test_partners_right_in_every_form(answer):
    assert lesson.check_partners(answer)


@pytest.mark.parametrize("answer, words", [(8, "10SR itself"), (7, "right half never"),
                                           (1, "only the perfect"), (3, "left 10s")])
def test_partners_hints_fit_the_mistake(answer, words, capsys):
    assert not lesson.check_partners(answer)
    assert words in capsys.readouterr().out


def test_row_value_and_its_hints(capsys):
    assert lesson.check_row_value(12) and lesson.check_row_value("12")
    for wrong, words in [(6, "weight 1"), (18, "weight 3"), (20, "4 boxes")]:
        assert not lesson.check_row_value(wrong)
        assert words in capsys.readouterr().out


def test_the_score_sheet_table_does_not_show_the_kings_answer():
    table = lesson.score_sheet_table()
    assert not any("K" in row or "10" in row for row in table.index)


def test_pick_size_and_its_hints(capsys):
    assert lesson.check_pick_size(3) and lesson.check_pick_size("3")
    assert not lesson.check_pick_size(2)
    assert "add the picked card" in capsys.readouterr().out
    assert not lesson.check_pick_size(1)
    assert "every card laid after it" in capsys.readouterr().out


@pytest.mark.parametrize("answer", [Fraction(3, 89), "3/89", 3 / 89, 0.0337, "0.0337", "3.37%",
                                    0.034, "3.4%"])
def test_match_chance_right_in_every_form(answer):
    g = lesson.story_after(2)
    assert lesson.check_match_chance(answer, g)


def test_match_chance_the_right_message_figure_is_accepted(capsys):
    g = lesson.story_after(2)
    lesson.check_match_chance("3/89", g)
    out = capsys.readouterr().out
    figure = out.split("≈ ")[1].rstrip(".\n")
    assert lesson.check_match_chance(figure, g)


@pytest.mark.parametrize("answer, words", [("4/89", "discard row"), ("3/104", "whole deck"),
                                           ("3/82", "draw pile"), ("1/89", "perfect partner")])
def test_match_chance_hints_fit_the_mistake(answer, words, capsys):
    g = lesson.story_after(2)
    assert not lesson.check_match_chance(answer, g)
    assert words in capsys.readouterr().out


def test_match_chance_placeholders_and_the_example_are_not_bad_format(capsys):
    g = lesson.story_after(2)
    for placeholder in (None, "...", ""):
        assert not lesson.check_match_chance(placeholder, g)
        assert "placeholder" in capsys.readouterr().out
    assert not lesson.check_match_chance("2/89", g)
    assert "Give a number" not in capsys.readouterr().out
    assert not lesson.check_match_chance(0.03, g)
    assert "Close" in capsys.readouterr().out


def test_the_exercise_6_answer_is_not_shown_before_it():
    import nbformat
    book = nbformat.read(lesson.__file__.replace("cardkit/lessons/split.py",
                                                 "notebooks/04_split.ipynb"), as_version=4)
    sources = [c.source for c in book.cells]
    exercise = next(i for i, s in enumerate(sources) if "**Exercise 6.**" in s)
    table = next(i for i, s in enumerate(sources) if "lesson.match_table" in s)
    assert table > exercise
    assert not any("3/89" in s or "4CL` with 3" in s for s in sources[:exercise])


def test_the_played_check_sees_a_laid_perfect_match(capsys):
    class View:
        def __init__(self, g):
            self.game = g
    g = lesson.story_game()
    for text in ("draw", "match 7HL 7HR"):
        g.apply(text)
    assert not lesson.check_played(View(g))
    assert "now choose whom to penalise" in capsys.readouterr().out
    g.apply("penalise 1")
    assert lesson.check_played(View(g))
    assert not lesson.check_played(View(lesson.story_game()))


def _rates(win_rate, games=250):
    rates = pd.DataFrame({"games": [games], "wins": [round(win_rate * games)],
                          "mean_score": [1.0], "baseline_mean_score": [0.0]},
                         index=pd.Index([4], name="max_pick_depth"))
    rates["win_rate"] = rates["wins"] / rates["games"]
    rates["low"], rates["high"] = sim.wilson(rates["wins"].to_numpy(), rates["games"].to_numpy())
    return rates


def test_deep_pays_reads_the_intervals(capsys):
    pays, unclear = _rates(0.7), _rates(0.52)
    assert lesson.check_deep_pays(True, pays) and lesson.check_deep_pays("yes", pays)
    assert not lesson.check_deep_pays(False, pays)
    assert lesson.check_deep_pays(False, unclear)
    assert not lesson.check_deep_pays(None, pays)
    assert "placeholder" in capsys.readouterr().out
    assert "pays" in lesson.depth_findings(pays).data
    assert "cannot tell" in lesson.depth_findings(unclear).data


def test_the_experiment_and_its_tables():
    results = lesson.depth_experiment(depths=(2, 52), games=8, progress=False)
    rates = lesson.win_rates(results)
    assert list(rates.index) == [2, 52] and list(rates["games"]) == [4, 4]
    shown = lesson.rates_table(rates).to_html()
    assert "any depth" in shown and "%" in shown and "nan" not in shown.lower()


def test_the_chance_tables_read_as_fractions():
    g = lesson.story_after(2)
    shown = lesson.match_table(g, 0).to_html()
    assert "3/89" in shown and "4/89" in shown
    summary = lesson.summary_table(g, 0).to_html()
    assert "23/89" in summary and "6 (−9 points)" in summary
