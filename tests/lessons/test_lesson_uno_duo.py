"""The UNO Duo lesson's helpers: every Decision told, the exercise checks, the tables."""
import re

import pandas as pd
import pytest

from cardkit.lessons import common
from cardkit.lessons import uno_duo as lesson
from cardkit.prob import uno_duo as prob


def test_every_decision_and_option_is_told_in_words():
    told = common.decisions_in_words("uno-duo", lesson.DECISION_WORDS)
    assert len(told) == common.decision_count("uno-duo") == 11
    text = lesson.rules_in_depth().data
    assert text.count("<details>") == 2 and "Source:" not in text and "seen_by" not in text
    assert "show them in the notebook" not in text


@pytest.mark.parametrize("answer", [43, "43", 43.0])
def test_red_seven_accepts_every_form(answer):
    assert lesson.check_playable_on_red_seven(answer)


@pytest.mark.parametrize("answer, hint", [(37, "7s of the other"), (31, "forgot the wild"),
                                          (39, "Wild Draw Fours"), (25, "Not only red"),
                                          (50, "Count the red cards")])
def test_red_seven_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_playable_on_red_seven(answer)
    assert hint in capsys.readouterr().out


@pytest.mark.parametrize("answer", [True, "True", "yes"])
def test_guilty_with_b3_reads_true(answer):
    assert lesson.check_guilty_with_b3(answer)


def test_guilty_with_b3_false_and_placeholder(capsys):
    assert not lesson.check_guilty_with_b3(False)
    assert "colour was in force" in capsys.readouterr().out
    assert not lesson.check_guilty_with_b3(None)
    assert "Answer True or False" in capsys.readouterr().out


@pytest.mark.parametrize("answer", ["36/103", 36 / 103, 0.35, "0.350", "35%", "35.0%"])
def test_draw_playable_accepts_rounding_and_forms(answer):
    assert lesson.check_draw_playable(answer)


@pytest.mark.parametrize("answer, hint", [("32/103", "other colours"), ("25/103", "wild cards"),
                                          ("36/91", "draw pile alone"),
                                          ("43/103", "whole deck")])
def test_draw_playable_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_draw_playable(answer)
    assert hint in capsys.readouterr().out


@pytest.mark.parametrize("answer", [0.4688, 0.47, "0.469", "46.9%", "47%"])
def test_opponent_draw_two_accepts_rounding(answer):
    assert lesson.check_opponent_draw_two(answer)


@pytest.mark.parametrize("answer, hint", [(0.6426, "all 8 Draw Twos"), (0.3018, "12 cards"),
                                          (0.5312, "*no* Draw Two")])
def test_opponent_draw_two_hints_fit_the_mistake(answer, hint, capsys):
    assert not lesson.check_opponent_draw_two(answer)
    assert hint in capsys.readouterr().out


def test_opponent_draw_two_few_digits_is_close(capsys):
    assert not lesson.check_opponent_draw_two("0.5")
    assert "Close — give more digits" in capsys.readouterr().out


@pytest.mark.parametrize("placeholder", [None, ..., ""])
def test_placeholders_ask_for_an_answer(placeholder, capsys):
    for check in (lesson.check_playable_on_red_seven, lesson.check_draw_playable,
                  lesson.check_opponent_draw_two):
        assert not check(placeholder)
        assert "Replace the placeholder" in capsys.readouterr().out


def test_the_right_message_figures_are_accepted(capsys):
    for check, right in ((lesson.check_draw_playable, "36/103"),
                         (lesson.check_opponent_draw_two, 0.46877)):
        check(right)
        shown = re.search(r"(?:≈|About) ([0-9.]+[0-9])", capsys.readouterr().out).group(1)
        assert check(shown)
        capsys.readouterr()


def test_stacking_pays_reads_the_interval(capsys):
    clear = pd.DataFrame({"win_rate": [0.6, 0.4], "low": [0.57, 0.37], "high": [0.63, 0.43]},
                         index=pd.Index([True, False], name="stacks"))
    assert lesson.check_stacking_pays(True, clear) and not lesson.check_stacking_pays(False, clear)
    unclear = clear.assign(win_rate=[0.52, 0.48], low=[0.47, 0.43], high=[0.57, 0.53])
    assert lesson.check_stacking_pays(True, unclear) and lesson.check_stacking_pays(False, unclear)
    assert not lesson.check_stacking_pays(None, unclear)


def test_tables_read_as_percentages():
    g = lesson.example_game()
    html = lesson.holds_view(g, 1).to_html()
    assert f"{prob.opponent_holds(g, 1)['chance'].iloc[0]:.1%}" in html
    rates = lesson.win_rates(lesson.stacking_experiment(games=2, target=30, progress=False))
    html = lesson.rates_view(rates).to_html()
    assert "stacks every Draw Two" in html and " to " in html


def test_totals_are_a_sentence(capsys):
    g = lesson.story_game()
    for actions in (lesson.VOLLEY, lesson.RUN, lesson.FINISH):
        lesson.play_out(g, actions)
    capsys.readouterr()
    lesson.totals(g)
    assert capsys.readouterr().out.strip() == ("Match totals: player 0 133 points, player 1 0 "
                                               "points (the first to 200 loses).")


def test_the_holds_table_says_what_its_every_colour_count_counts():
    g = lesson.example_game()
    html = lesson.holds_view(g, 1).to_html()
    coloured = sum(n for c, n in g.unseen(1).items() if not c.startswith("W"))
    assert lesson.EVERY_COLOUR in html and "every colour" not in html
    assert f"Its count, {coloured}, is every unseen card that has a colour" in html
