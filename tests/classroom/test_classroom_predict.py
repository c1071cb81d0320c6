"""The class predicts together: the lesson's question asked in the class's own game."""
from __future__ import annotations

import pytest

import cardkit
from cardkit.classroom.predict import calibration, question_for, why_no_question
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


def test_a_game_with_hidden_hands_asks_no_question():
    split = cardkit.make("split", players=3, seed=1)
    assert question_for(split) is None
    assert "hidden cards" in why_no_question(split)
    assert type(question_for(cardkit.make("push", players=3, seed=1))).__name__ == "BustQuestion"
