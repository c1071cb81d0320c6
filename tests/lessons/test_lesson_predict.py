"""Predict, then reveal (cardkit.lessons.predict): in every game the figure revealed is the
probability module's on the same game state and a count over the unseen cards, what happened
is what the game's events and legal actions say, the same seed deals the same questions, bad
guesses change nothing, and the chart gets one point per turn."""
from __future__ import annotations

import math

import pandas as pd
import pytest

import cardkit
from cardkit.games.push import fits
from cardkit.games.split import ALL_PARTNERS
from cardkit.games.uno_duo import playable
from cardkit.lessons import cover_your_assets, pegs_and_jokers, predict, push, split, uno_duo
from cardkit.prob import cover_your_assets as cya_prob
from cardkit.prob import pegs_and_jokers as pj_prob
from cardkit.prob import push as push_prob
from cardkit.prob import split as split_prob
from cardkit.prob import uno_duo as uno_prob
from cardkit.views.faces import card_faces

EXERCISES = {"push": push.predict_bust, "uno-duo": uno_duo.predict_draw,
             "cover-your-assets": cover_your_assets.predict_defend,
             "split": split.predict_match, "pegs-and-jokers": pegs_and_jokers.predict_come_out}
WILDS = ("GOLD", "SILVER")
COME_OUT = {"A", "K", "Q", "J"}


# ----- the figure and what happened, per game, counted here from the cards -------------------
def _push(before, after, s, events):
    figure = push_prob.bust_chance(before, s.player)
    columns = [c for c in before.columns if c is not None]
    unseen = before.unseen(s.player)
    bad = sum(n for c, n in unseen.items()
              if c != "SWITCH" and not any(fits(c, col) for col in columns))
    drawn = before.draw_pile[-1]  # the top of the pile: what "draw" turned
    busts = drawn != "SWITCH" and not any(fits(drawn, col) for col in columns)
    assert busts == any(e.kind == "bust" for e in events)
    return figure, bad / sum(unseen.values()), busts


def _uno(before, after, s, events):
    figure = uno_prob.draw_playable_chance(before, s.player)
    unseen = before.unseen(s.player)
    top, colour = before.discard[-1], before.colour
    good = sum(n for c, n in unseen.items() if playable(c, top, colour))
    drawn = next(e for e in events if e.kind == "draw").data["cards"][0]
    return figure, good / sum(unseen.values()), playable(drawn, top, colour)


def _cya(before, after, s, events):
    owner = int(s.action.split()[1])
    figure = float(cya_prob.defend_chances(before, s.player).set_index("owner")
                   .loc[owner, "defend_chance"])
    asset = s.action.split()[2] if s.action.split()[2] not in WILDS else \
        cya_prob.asset_of(before.stacks[owner][-1])
    unseen = before.unseen(s.player)
    total, good = sum(unseen.values()), unseen[asset] + sum(unseen[w] for w in WILDS)
    h = len(before.hands[owner])
    by_count = 1 - math.comb(total - good, h) / math.comb(total, h)
    holds = any(c == asset or c in WILDS for c in before.hands[owner])
    return figure, by_count, holds


def _split(before, after, s, events):
    figure = split_prob.any_match_chance(before, s.player)
    unseen = before.unseen(s.player)
    wanted = {c for card in before.hands[s.player] for c in ALL_PARTNERS[card]}
    drawn = before.draw_pile[-1]
    assert drawn == next(e for e in events if e.kind == "draw").data["card"]
    return figure, sum(unseen[c] for c in wanted) / sum(unseen.values()), drawn in wanted


def _pegs(before, after, s, events):
    figure = pj_prob.next_draw_come_out(before, s.player)
    unseen = before.unseen(s.player)
    rank = pegs_and_jokers.rules.rank_of
    good = sum(n for c, n in unseen.items() if rank(c) in COME_OUT or c == "JK")
    drawn = before.draw_pile[-1]
    return figure, good / sum(unseen.values()), rank(drawn) in COME_OUT or drawn == "JK"


CHECKS = {"push": _push, "uno-duo": _uno, "cover-your-assets": _cya, "split": _split,
          "pegs-and-jokers": _pegs}


@pytest.mark.parametrize("name", EXERCISES)
def test_revealed_figure_is_the_prob_function_and_the_count_and_happened_is_the_game(name):
    ex = EXERCISES[name](seed=11)
    for _ in range(25):
        s = ex.situation
        before = s.game.clone()
        assert before.current_player == s.player
        result = ex.reveal()
        figure, by_count, happened = CHECKS[name](before, ex.game, s, _events(ex, before, s))
        assert result.exact == figure
        assert math.isclose(result.exact, by_count, rel_tol=1e-12, abs_tol=1e-15)
        assert result.happened == happened, result.sentence
        assert f"{result.exact:.1%}" in result.sentence
        ex.next()


def _events(ex, before, s):
    """The events of the revealed action, played again on a copy of the game as asked."""
    again = before.clone()
    events = again.apply(s.action)
    assert again.to_json() == ex.game.to_json()  # the exercise played exactly that action
    return events


def _many_turns(name: str) -> tuple[int, float, float]:
    """How often it happened in 150 seeded turns, how often the exact chances say, and the
    spread (standard deviation) of that count."""
    table = EXERCISES[name](seed=5).play([None] * 150)
    spread = math.sqrt((table["exact"] * (1 - table["exact"])).sum())
    return int(table["happened"].sum()), float(table["exact"].sum()), spread


@pytest.mark.parametrize("name", [n for n in EXERCISES if n != "cover-your-assets"])
def test_over_many_turns_it_happens_about_as_often_as_the_exact_chances_say(name):
    happened, expected, spread = _many_turns(name)
    assert abs(happened - expected) <= 4 * spread + 1, (happened, expected, spread)


def test_cover_your_assets_owners_defend_less_often_than_random_hands_would():
    """The defend chance assumes the owner's hand is a random handful of the unseen cards
    (the lesson says so); in play the owners' hands are not: sensible players lay their pairs
    and use their wilds (at these 150 moments, seed 5, the owners held 28 cards of the set's
    asset and 41 wilds where random hands would hold 45 and 81), so they defend less often
    than the figure says. The notebook's exercise shows this gap."""
    happened, expected, spread = _many_turns("cover-your-assets")
    assert happened < expected - 3 * spread, (happened, expected, spread)


@pytest.mark.parametrize("name", EXERCISES)
def test_the_same_seed_deals_the_same_questions(name):
    a, b, c = EXERCISES[name](seed=3), EXERCISES[name](seed=3), EXERCISES[name](seed=4)

    def questions(ex):
        out = []
        for _ in range(8):
            out.append((ex.situation.seed, ex.situation.step, ex.situation.text,
                        ex.situation.exact, ex.situation.action))
            ex.next()
        return out

    assert questions(a) == questions(b)
    assert questions(c) != questions(EXERCISES[name](seed=3))
    assert a.table().equals(b.table())


@pytest.mark.parametrize("answer, value", [("23%", 0.23), ("0.23", 0.23), ("7/30", 7 / 30),
                                           (0.23, 0.23), ("23", 0.23), ("0%", 0.0), (1.5, 0.015),
                                           ("100%", 1.0), (1, 1.0), ("about 40%", 0.4)])
def test_a_guess_is_read_in_the_forms_students_write(answer, value):
    ex = push.predict_bust()
    assert ex.guess(answer)
    assert math.isclose(ex.reveal().guess, value)


@pytest.mark.parametrize("answer, words", [("abc", "not 'abc'"), ("150%", "above"),
                                           (-1, "below"), ("150", "above"), (150.5, "above"),
                                           ("", "Type a guess"), (None, "not None"),
                                           ("-5%", "below")])
def test_a_bad_guess_gets_a_clear_message_and_changes_nothing(answer, words):
    ex = push.predict_bust()
    ex.guess("30%")
    situation, state = ex.situation, ex.game.to_json()
    verdict = ex.guess(answer)
    assert not verdict and words in verdict.message
    if words in ("above", "below"):
        assert "between 0% and 100%" in verdict.message
    assert ex.situation is situation and ex.game.to_json() == state and ex.table().empty
    assert ex.reveal().guess == 0.3


def test_a_turned_card_takes_no_new_guess_and_reveals_the_same_result():
    ex = push.predict_bust()
    ex.guess(0.2)
    first = ex.reveal()
    assert not ex.guess(0.9) and "Next turn" in ex.guess(0.9).message
    assert ex.reveal() is first and len(ex.table()) == 1
    ex.next()
    assert ex.situation.turn == 2 and not ex.revealed


def test_next_reveals_an_unrevealed_turn_first_with_no_guess():
    ex = split.predict_match()
    ex.next()
    table = ex.table()
    assert len(table) == 1 and math.isnan(table["guess"][0])
    assert "you made no guess" in ex.results[0].sentence


def test_play_refuses_a_bad_guess_with_a_config_error():
    ex = push.predict_bust()
    with pytest.raises(cardkit.ConfigError, match="'abc'"):
        ex.play(["20%", "abc"])
    assert len(ex.table()) == 1


def test_the_table_has_one_row_per_turn():
    ex = uno_duo.predict_draw()
    table = ex.play(["10%", "40%", 0.5])
    assert list(table.columns) == ["turn", "guess", "exact", "happened"]
    assert list(table["turn"]) == [1, 2, 3] and list(table["guess"]) == [0.1, 0.4, 0.5]


# ----- the chart --------------------------------------------------------------------------
def test_the_chart_has_a_title_axis_labels_hover_text_and_one_point_per_turn():
    ex = push.predict_bust()
    fig = ex.chart()
    assert fig.layout.title.text and "bust" in fig.layout.title.text
    for axis in (fig.layout.xaxis, fig.layout.yaxis, fig.layout.xaxis2, fig.layout.yaxis2):
        assert axis.title.text
    assert all(len(t.x) == 0 for t in fig.data[:3])
    for k in range(1, 4):
        ex.guess(f"{10 * k}%")
        ex.reveal()
        assert [len(t.x) for t in fig.data[:3]] == [k, k, k]
        assert all(len(t.text) == k for t in fig.data[:3])
        ex.next()
    assert all(t.hovertemplate and "%{text}" in t.hovertemplate
               for t in fig.data if t.name != "a perfect forecaster")
    assert list(fig.data[0].y) == [10, 20, 30]
    assert fig.data[1].text[0].startswith("turn 1: the exact chance was")
    assert fig.widget.figure  # the live widget holds the figure drawn


def test_the_calibration_panel_fills_in_after_enough_turns():
    ex = cover_your_assets.predict_defend()
    fig = ex.chart()
    for _ in range(predict.CALIBRATION_TURNS - 1):
        ex.guess("60%")
        ex.next()
    assert len(fig.data[4].x) == 0 and fig.layout.annotations[-1].visible
    ex.guess("60%")
    ex.reveal()
    assert len(fig.data[4].x) == 1 and fig.data[4].x[0] == 60
    assert not fig.layout.annotations[-1].visible
    assert sum(int(t.split(": ")[1].split()[0]) for t in fig.data[5].text) == \
        predict.CALIBRATION_TURNS


def test_the_view_takes_the_slider_and_the_box_and_its_buttons_do_the_turn():
    ex = push.predict_bust()
    view = ex.view()
    assert view is ex.view() and "Turn 1" in view.question.value
    view.slider.value = 35
    assert ex._guess == 0.35
    view.box.value = "7/30"
    assert view.slider.value == 23
    view.box.value = "abc"
    assert "not 'abc'" in view.message.value and math.isclose(ex._guess, 7 / 30)
    assert view.next_button.disabled and not view.turn_button.disabled
    view.turn_button.click()
    assert view.turn_button.disabled and not view.next_button.disabled
    assert "The exact chance was" in view.message.value
    view.next_button.click()
    assert "Turn 2" in view.question.value and view.box.value == ""
    view.turn_button.click()  # no new guess: the slider's value is the guess
    assert ex.results[-1].guess == 0.23


# ----- calibration on a constructed table --------------------------------------------------
def test_calibration_groups_turns_by_chance_and_counts_how_often_it_happened():
    table = pd.DataFrame({"guess": [0.05, 0.1, 0.15, 0.5, 0.55, 1.0, math.nan],
                          "exact": [0.1, 0.1, 0.3, 0.3, 0.7, 0.9, 0.9],
                          "happened": [False, True, False, True, True, True, False]})
    by_guess = predict.calibration(table, "guess")
    assert list(by_guess["bin"]) == ["0%–20%", "40%–60%", "80%–100%"]
    assert list(by_guess["turns"]) == [3, 2, 1]
    assert by_guess["mean_chance"].tolist() == pytest.approx([0.1, 0.525, 1.0])
    assert by_guess["happened"].tolist() == pytest.approx([1 / 3, 1.0, 1.0])
    by_exact = predict.calibration(table, "exact")
    assert list(by_exact["turns"]) == [2, 2, 1, 2]
    assert by_exact["happened"].tolist() == pytest.approx([0.5, 0.5, 1.0, 0.5])


def test_calibration_of_no_turns_is_an_empty_table():
    empty = pd.DataFrame(columns=["guess", "exact", "happened"])
    assert predict.calibration(empty).empty


def test_every_game_lesson_has_its_exercise():
    from cardkit.games import TEACHING_ORDER
    assert {m.replace("_", "-") for m in TEACHING_ORDER} == set(EXERCISES)
    for name, make in EXERCISES.items():
        ex = make()
        assert ex.question.game == name and ex.situation.text.endswith("?")


def test_the_push_question_draws_its_columns_as_the_table_draws_cards():
    ex = push.predict_bust(seed=2026)
    s = ex.situation
    columns = [tuple(c) for c in s.game.columns if c is not None]
    assert s.moment.cards == tuple((f"column {i}", c) for i, c in enumerate(columns, 1))
    codes = [code for column in columns for code in column]
    assert not any(code in s.text.split() for code in codes)  # the cards, not their codes
    shown = ex.view().cards.value
    faces = card_faces(s.game)
    assert shown.count('class="ck-card ck-md') == len(codes)
    for code in codes:
        assert f'data-code="{code}"' in shown and f'aria-label="{faces[code]["name"]}"' in shown
    assert "column 3" in shown and "ck-push" in shown
    assert ".ck-card" in ex.view().children[0].value  # the table's style sheet draws them


def test_a_roll_card_is_drawn_as_the_push_table_draws_it():
    g = push.exercise_game()  # column 1 holds a Roll card
    groups = (("column 1", tuple(g.columns[0])),)
    shown = predict.cards_html(push.BustQuestion(), g, groups)
    roll = shown.split('data-code="ROLL"')[1].split("</div>")[0]
    assert "⚄" in roll and 'ck-special' in shown.split('data-code="ROLL"')[0].rsplit("<div", 1)[1]


@pytest.mark.parametrize("happened, words", [([True], ["1 guess,", "It happened 1 time in 1"]),
                                             ([True, False], ["2 guesses,", "1 time in 2"]),
                                             ([False, False], ["0 times in 2"])])
def test_the_summary_counts_guesses_and_times_in_words(happened, words):
    ex = push.predict_bust(seed=2026)
    ex.results = [predict.Result(i + 1, 0.2, 0.25, h, "") for i, h in enumerate(happened)]
    for word in words:
        assert word in ex.summary()
