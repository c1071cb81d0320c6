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
    assert len(lesson.eights_chart(results).data) == 2
