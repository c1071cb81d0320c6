"""The class predicts together: the lesson's question asked in the class's own game."""
from __future__ import annotations

import pytest

import cardkit
from cardkit.classroom.predict import QUESTION_GAP, calibration, question_for, why_no_question
from cardkit.classroom.room import Room

KEY = "teacher-key"


def asking_room(tmp_path) -> Room:
    """A Push room (three bots) stopped at its first question; Ana and Ben wait for seats."""
    room = Room(cardkit.make("push", players=3, seed=4), bots=(0, 1, 2), save=tmp_path / "push.json",
                code="ABCD", teacher_key=KEY, pace=0.0)
    room.join("ana", "Ana", "ABCD")
    room.join("ben", "Ben", "ABCD")
    room.control(KEY, "start")
    for _ in range(500):
        room.run_bots()
        if room.asking is not None:
            return room
    raise AssertionError("no question arose in 500 bot moves")


def test_the_bot_waits_while_the_class_guesses(tmp_path):
    room = asking_room(tmp_path)
    before = room.game.to_json()
    assert "what is the chance this card busts?" in room.asking.moment.text
    assert room.run_bots() == 0 and room.game.to_json() == before
    assert room.control(KEY, "step").message == "A question is asked: press Reveal first."


def test_guesses_spread_and_a_second_guess_replaces_the_first(tmp_path):
    room = asking_room(tmp_path)
    assert room.guess("ana", "0.9").ok
    assert room.guess("ana", "25%").message == "Your guess: 25%."
    assert room.guess("ben", "7/30").ok
    assert room.guessed("ana") == 0.25
    assert room.asking.spread() == [0, 0, 2, 0, 0, 0, 0, 0, 0, 0]


@pytest.mark.parametrize("session, answer, message", [
    ("nobody", "20%", "Join the game first: then you can guess."),
    ("ana", "lots", "Give a chance such as '23%', '0.23' or '7/30', not 'lots'."),
    ("ana", "", "Type a guess first, e.g. '23%', '0.23' or '7/30', or move the slider."),
])
def test_a_refused_guess_changes_nothing(tmp_path, session, answer, message):
    room = asking_room(tmp_path)
    reply = room.guess(session, answer)
    assert not reply.ok and reply.message == message
    assert room.asking.guesses == {}


def test_reveal_plays_the_action_and_tells_the_exact_chance(tmp_path):
    room = asking_room(tmp_path)
    action, n = room.asking.action, len(room.game.history)
    exact = room.asking.moment.exact
    room.guess("ana", "20%")
    room.guess("ben", "40%")
    assert not room.control("wrong", "reveal").ok and room.asking is not None
    reply = room.control(KEY, "reveal")
    assert reply.ok and room.asking is None
    assert room.game.history[n][1] == action
    assert "the class guessed 30% on average (2 guesses)" in reply.message
    assert f"The exact chance was {exact:.1%}" in reply.message
    assert room.save_path.read_text() == room.game.to_json()
    result = room.results[-1]
    assert (result.guess, result.guesses, result.exact) == (pytest.approx(0.3), 2, exact)
    assert room.guess("ana", "20%").message == "No question is asked now: wait for the next one."


def test_the_class_keeps_a_calibration_table(tmp_path):
    room = asking_room(tmp_path)
    for guess in ("10%", "90%"):
        while room.asking is None:
            room.run_bots()
        room.guess("ana", guess)
        room.control(KEY, "reveal")
    table = calibration(room.results)
    assert list(table["bin"]) == ["0%–20%", "80%–100%"] and list(table["turns"]) == [1, 1]


def bots_room(tmp_path, game: str, seed: int = 3) -> Room:
    """A room of bots in every seat, the game on; Ana and Ben watch, waiting for a seat."""
    g = cardkit.make(game, seed=seed)
    room = Room(g, bots=range(g.players), save=tmp_path / f"{game}.json", code="ABCD",
                teacher_key=KEY, pace=0.0)
    room.join("ana", "Ana", "ABCD")
    room.join("ben", "Ben", "ABCD")
    room.control(KEY, "start")
    return room


def until_asked(room: Room, moves: int = 2000) -> None:
    for _ in range(moves):
        if room.asking is not None or room.game.is_over:
            break
        room.run_bots()
    assert room.asking is not None, f"no question arose in {moves} bot moves"


LESSON_QUESTIONS = {"push": "BustQuestion", "uno-duo": "DrawQuestion", "split": "MatchQuestion",
                    "cover-your-assets": "DefendQuestion", "pegs-and-jokers": "ComeOutQuestion"}


@pytest.mark.parametrize("game", list(cardkit.GAMES))
def test_every_game_runs_a_class_round_of_its_lessons_question(tmp_path, game):
    room = bots_room(tmp_path, game)
    assert type(room.question).__name__ == LESSON_QUESTIONS[game]
    rounds = 2
    for turn in range(1, rounds + 1):
        until_asked(room)
        asked, n = room.asking, len(room.game.history)
        before = room.game.to_json()
        assert asked.turn == turn and asked.moment.text.endswith("?")
        assert room.run_bots() == 0 and room.game.to_json() == before  # the bot waits
        assert room.guess("ana", "10%").ok and room.guess("ben", "0.35").ok
        assert asked.spread()[1] == 1 and asked.spread()[3] == 1
        reply = room.control(KEY, "reveal")
        assert reply.ok and room.asking is None
        assert room.game.history[n][1] == asked.action  # the action asked about was played
        assert f"The exact chance was {asked.moment.exact:.1%}" in reply.message
        assert "the class guessed 22.5% on average (2 guesses)" in reply.message
        result = room.results[-1]
        said = room.question.yes if result.happened else room.question.no
        assert f"So: {said}." in reply.message
        # the next question comes a few actions later at the soonest
        assert room.asking is None
        room.run_bots()
        assert room.asking is None or len(room.game.history) >= n + 1 + QUESTION_GAP - 1
    table = calibration(room.results)
    assert table["turns"].sum() == rounds and list(table["mean_chance"]) == [pytest.approx(0.225)]


@pytest.mark.parametrize("game", ["uno-duo", "split", "cover-your-assets", "pegs-and-jokers"])
def test_a_hidden_hand_game_asks_the_class_only_while_no_student_holds_a_seat(tmp_path, game):
    g = cardkit.make(game, seed=3)
    room = Room(g, bots=range(1, g.players), save=tmp_path / f"{game}.json", code="ABCD",
                teacher_key=KEY, pace=0.0)
    assert room.join("ana", "Ana", "ABCD").ok  # Ana plays seat 0: she would see a bot's hand
    room.control(KEY, "start")
    for _ in range(300):
        if room.game.current_player == 0 or room.game.is_over:
            break
        room.run_bots()
        assert room.asking is None
    assert "give every seat to a bot" in why_no_question(room.game, room.question, room.seated())
    assert room.control(KEY, "to_bot", 0).ok  # now a game of bots: the class may be asked
    assert why_no_question(room.game, room.question, room.seated()) == ""
    until_asked(room)
    assert room.control(KEY, "open_seat", 0).ok and room.seats[0].holder is not None
    assert room.asking is None  # Ana is seated again: the question is taken back
    assert question_for(g) is not None


def test_push_asks_the_class_with_students_seated(tmp_path):
    assert why_no_question(cardkit.make("push", players=3, seed=1), question_for(
        cardkit.make("push", players=3, seed=1)), seated=True) == ""
