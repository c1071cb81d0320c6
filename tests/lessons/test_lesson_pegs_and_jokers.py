"""The Pegs and Jokers lesson's helpers: what the notebook says about them is true."""
from fractions import Fraction

import pytest

from cardkit.lessons import common
from cardkit.lessons import pegs_and_jokers as lesson
from cardkit.prob import pegs_and_jokers as prob


def test_every_decision_and_engine_choice_is_listed():
    assert len(common.decisions("pegs-and-jokers")) >= 8
    choices = lesson.engine_choices()
    assert len(choices) >= 12 and choices[0].startswith("the standard board")
    assert not any(c.startswith("Legal actions") for c in choices)


def test_every_decision_of_the_rules_is_told_in_words():
    told = common.decisions_in_words("pegs-and-jokers", lesson.DECISION_WORDS)
    assert len(told) == len(lesson.DECISION_WORDS) == 10
    text = lesson.rules_in_depth().data
    assert f"all {len(told)} Decisions" in text and text.count("<details>") == 2
    assert all(plain in text for plain in lesson.DECISION_WORDS.values())
    assert "Source:" not in text and "`" not in text


def test_deck_tables():
    four = lesson.deck_table(4)
    assert four["all"].sum() == 162 and four.loc["joker", "all"] == 6
    assert lesson.deck_table(8)["all"].sum() == 216
    assert lesson.check_deck_size(216) and not lesson.check_deck_size(162)
    assert lesson.check_out_cards({"A", "K", "Q", "J"}) and not lesson.check_out_cards({"A"})


def test_the_story_is_the_short_way_home():
    g = lesson.story_game()
    assert "AH" in g.hands[0]
    g = lesson.story_after()
    texts = [t for _, t, _ in g.history]
    assert texts[:5] == ["play AH 0:0", "play JC 1:0", "play 8H 0:0", "play KD 1:0",
                         "play 7S 0:0 home"]
    assert texts[6] == "discard 2D" and g.current_player == 3
    assert g.team_scores() == {0: 1, 1: 0}
    assert lesson.check_short_way(11) and not lesson.check_short_way(12)


def test_the_chances_by_hand_agree_with_cardkit_prob():
    g = lesson.story_after()
    assert lesson.out_cards_unseen(g, 0) == (50, 150)  # 44 A, K, Q, J and 6 jokers
    assert prob.next_draw_come_out(g, 0) == pytest.approx(50 / 150)
    table = prob.danger_map(g, 1)
    assert list(table["peg"]) == ["1:0"] and table["ranks"][0] == ["JK"]
    assert table["chance"][0] == pytest.approx(float(lesson.joker_hit_by_hand(g, 1)))
    assert lesson.check_eight_chance(Fraction(11, 150), g)
    assert not lesson.check_eight_chance(0.5, g)


def test_the_experiment_frame_and_its_check():
    results = lesson.eights_experiment(games=8, progress=False)
    assert sorted(results["arm"].unique()) == sorted(lesson.ARMS)
    assert len(results) == 8
    seeds = [sorted(part["seed"]) for _, part in results.groupby("arm")]
    assert seeds[0] == seeds[1]
    summary = lesson.eights_summary(results)
    assert list(summary["games"]) == [4, 4]
    saving = lesson.paired_saving(results)
    assert lesson.check_saving(float(saving.mean()), results)
    assert lesson.check_saving(round(float(saving.mean())), results)
    assert "nan" not in lesson.summary_table(summary).to_html().lower()
    assert "paired deals" in lesson.saving_findings(results).data
    assert len(lesson.eights_chart(results).data) == 2


@pytest.mark.parametrize("answer", [{"A", "K", "Q", "J"}, ["a", "k", "q", "j"], "A, K, Q, J",
                                    "AKQJ", ("J", "Q", "K", "A", "JK")])
def test_out_cards_accepts_the_ranks_in_their_forms(answer):
    assert lesson.check_out_cards(answer)


def test_out_cards_hints_fit_the_mistake(capsys):
    assert not lesson.check_out_cards({"A", "K", "Q", "J", "7"})
    assert "7 only move" in capsys.readouterr().out
    assert not lesson.check_out_cards({"A"})
    assert "3 ranks that bring a peg out are missing" in capsys.readouterr().out
    assert not lesson.check_out_cards(None)
    assert "placeholder" in capsys.readouterr().out


@pytest.mark.parametrize("answer, words", [(162, "4 or 6 players"), (208, "add the eight jokers"),
                                           (214, "eight jokers, not six")])
def test_deck_size_hints_fit_the_mistake(answer, words, capsys):
    assert not lesson.check_deck_size(answer)
    assert words in capsys.readouterr().out


@pytest.mark.parametrize("answer, words", [(8, "add the 7's steps"), (15, "into the home lane"),
                                           (67, "long way round")])
def test_short_way_hints_fit_the_mistake(answer, words, capsys):
    assert not lesson.check_short_way(answer)
    assert words in capsys.readouterr().out
    assert lesson.check_short_way("11")


@pytest.mark.parametrize("answer", [Fraction(11, 150), "11/150", 0.0733, "0.0733", "7.3%", 0.073])
def test_eight_chance_right_in_every_form(answer):
    assert lesson.check_eight_chance(answer, lesson.story_after())


@pytest.mark.parametrize("answer, words", [("12/150", "not unseen"), ("11/162", "whole deck"),
                                           ("3/50", "Count the unseen 8s")])
def test_eight_chance_hints_fit_the_mistake(answer, words, capsys):
    assert not lesson.check_eight_chance(answer, lesson.story_after())
    out = capsys.readouterr().out
    assert words in out and "Give a number" not in out


def test_eight_chance_the_right_message_figure_is_accepted(capsys):
    g = lesson.story_after()
    lesson.check_eight_chance("11/150", g)
    figure = capsys.readouterr().out.split("≈ ")[1].split(",")[0]
    assert lesson.check_eight_chance(figure, g)


def test_no_exercise_answer_is_shown_above_it():
    import nbformat
    book = nbformat.read(lesson.__file__.replace("cardkit/lessons/pegs_and_jokers.py",
                                                 "notebooks/05_pegs_and_jokers.ipynb"), as_version=4)
    sources = [c.source for c in book.cells]
    where = {n: next(i for i, s in enumerate(sources) if f"**Exercise {n}.**" in s) for n in (1, 3, 5, 6)}
    assert not any("A, J, Q, K" in s or "A, K, Q and J" in s for s in sources[:where[1]])
    assert not any("3 holes short" in s or "11 holes" in s for s in sources[:where[3]])
    assert next(i for i, s in enumerate(sources) if "move_table" in s) > where[5]
    assert next(i for i, s in enumerate(sources) if "saving_findings" in s) > where[6]


def test_the_saving_check_reads_the_results(capsys):
    results = lesson.eights_experiment(games=8, progress=False)
    saving = float(lesson.paired_saving(results).mean())
    assert bool(lesson.check_saving(-saving, results)) == (saving == 0)
    if saving:
        assert "positive" in capsys.readouterr().out
    assert not lesson.check_saving(None, results)
