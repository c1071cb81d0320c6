"""The classroom's Room: seats bound to sessions, refusals that change nothing, bots, resume."""
from __future__ import annotations

import json
import re
import threading
import time

import pytest

import cardkit
from cardkit.classroom.room import Room, seats_file, session_key
from cardkit.classroom.views import projector_view, seat_view
from cardkit.views.seat_view import public_observation

KEY = "teacher-key"


def room_of(tmp_path, game="split", players=3, bots=(2,), seed=1, **kwargs) -> Room:
    return Room(cardkit.make(game, players=players, seed=seed), bots=bots,
                save=tmp_path / "game.json", code="ABCD", teacher_key=KEY, pace=0.0, **kwargs)


def started(tmp_path, **kwargs) -> Room:
    """A room where Ana holds seat 0 and Ben seat 1, player 2 a bot, the game on."""
    room = room_of(tmp_path, **kwargs)
    assert room.join("ana", "Ana", "ABCD").ok
    assert room.join("ben", "Ben", "abcd").ok
    assert room.control(KEY, "start").ok
    return room


def state(room: Room) -> tuple:
    """Everything a refusal must leave as it was."""
    return (room.game.to_json(), room.save_path.read_text(), room.started, room.running,
            [(s.name, s.holder, s.bot) for s in room.seats], dict(room.waiting))


# ----- seats and sessions --------------------------------------------------------------
def test_a_seat_belongs_to_the_session_that_claimed_it(tmp_path):
    room = room_of(tmp_path)
    assert room.join("ana", "Ana", "ABCD").message == "You play seat 0."
    assert room.join("ben", "Ben", "ABCD").message == "You play seat 1."
    assert room.seat_of("ana") == 0 and room.seat_of("ben") == 1
    assert room.seat_of("someone else") is None
    assert room.names(0) == ["Ana (you)", "Ben", "Player 2 (bot)"]


def test_the_same_browser_gets_its_seat_back(tmp_path):
    room = room_of(tmp_path)
    room.join("ana", "Ana", "ABCD")
    again = room.join("ana", "Another name", "ABCD")
    assert again.ok and again.message == "Welcome back: you play seat 0."
    assert room.seats[0].name == "Ana" and room.seats[1].open


def test_joining_needs_the_room_code_and_a_name(tmp_path):
    room = room_of(tmp_path)
    before = state(room)
    assert room.join("ana", "Ana", "WXYZ").message == "That is not this room's code: look at the projector."
    assert room.join("ana", "   ", "ABCD").message == "Please type your name first."
    assert state(room) == before


def test_a_student_waits_when_every_seat_is_taken(tmp_path):
    room = started(tmp_path)
    reply = room.join("cy", "Cy", "ABCD")
    assert not reply.ok and "Please wait" in reply.message
    assert room.waiting_for("cy") == "Cy" and room.seat_of("cy") is None


def test_the_session_id_is_kept_only_as_a_hash(tmp_path):
    room = started(tmp_path)
    kept = seats_file(room.save_path).read_text()
    assert '"ana"' not in kept and session_key("ana") in kept


def test_a_name_is_trimmed_and_shortened(tmp_path):
    room = room_of(tmp_path)
    room.join("ana", "  Ana \n Maria " + "x" * 40, "ABCD")
    assert room.seats[0].name.startswith("Ana Maria x") and len(room.seats[0].name) == 24


# ----- actions -------------------------------------------------------------------------
def test_a_student_plays_their_own_seat(tmp_path):
    room = started(tmp_path)
    assert room.act("ana", "draw", 0).ok
    assert room.game.history[-1][:2] == (0, "draw")
    assert room.save_path.read_text() == room.game.to_json()


@pytest.mark.parametrize("session, text, seen, message", [
    ("ben", "draw", 0, "It is Ana's turn, not yours."),
    ("nobody", "draw", 0, "You have no seat in this game: join it first."),
    ("ana", "draw", 5, "The game moved on since your page showed it: look at the table again."),
    ("ana", "draw", None, "Your page sent an action the room cannot read: please reload the page."),
    ("ana", "draw", "0", "Your page sent an action the room cannot read: please reload the page."),
    ("ana", "pick 1", 0, None),
])
def test_a_refused_action_changes_nothing(tmp_path, session, text, seen, message):
    room = started(tmp_path)
    before = state(room)
    reply = room.act(session, text, seen)
    assert not reply.ok
    if message is None:
        assert reply.message.startswith("Not allowed: ")
    else:
        assert reply.message == message
    assert state(room) == before


def test_a_double_click_is_refused_and_changes_nothing(tmp_path):
    room = started(tmp_path)
    assert room.act("ana", "draw", 0).ok
    before = state(room)
    reply = room.act("ana", "draw", 0)
    assert reply == type(reply)(False, "Your move was already played: one click is enough.")
    assert state(room) == before


def test_an_action_from_a_page_behind_the_game_is_refused(tmp_path):
    room = started(tmp_path)
    room.act("ana", "draw", 0)
    legal = str(room.game.legal_actions()[0])
    before = state(room)
    assert room.act("ana", legal, 0).message == ("The game moved on since your page showed it: "
                                                 "look at the table again.")
    assert state(room) == before
    assert room.act("ana", legal, 1).ok


def test_nothing_is_played_before_the_start_or_while_paused(tmp_path):
    room = room_of(tmp_path)
    room.join("ana", "Ana", "ABCD")
    before = state(room)
    assert room.act("ana", "draw", 0).message == "The game has not started yet: wait for the teacher."
    assert state(room) == before
    room.control(KEY, "start")
    room.control(KEY, "pause")
    before = state(room)
    assert room.act("ana", "draw", 0).message == "The teacher has paused the game: wait for it to go on."
    assert state(room) == before


# ----- the teacher -----------------------------------------------------------------------
@pytest.mark.parametrize("key", [None, "", "wrong", KEY + "x", 12])
@pytest.mark.parametrize("command, args", [("start", ()), ("undo", ()), ("new_game", ("new",)),
                                           ("to_bot", (0,)), ("open_seat", (1,)), ("step", ())])
def test_a_teacher_control_without_the_key_changes_nothing(tmp_path, key, command, args):
    room = started(tmp_path)
    room.act("ana", "draw", 0)
    before = state(room)
    reply = room.control(key, command, *args)
    assert reply == type(reply)(False, "Only the teacher can do that: the teacher key is needed.")
    assert state(room) == before


def test_an_unknown_control_is_named_with_those_allowed(tmp_path):
    room = started(tmp_path)
    reply = room.control(KEY, "shuffle")
    assert not reply.ok and "'shuffle'" in reply.message and "new_game" in reply.message


def test_undo_takes_back_the_last_action_and_pauses(tmp_path):
    room = started(tmp_path)
    first = room.game.to_json()
    room.act("ana", "draw", 0)
    assert room.control(KEY, "undo").ok
    assert room.game.to_json() == first and room.save_path.read_text() == first
    assert not room.running
    assert room.control(KEY, "undo").message == "Nothing to undo yet."


def test_a_new_game_keeps_the_seed_or_takes_a_new_one(tmp_path):
    room = started(tmp_path)
    fresh = room.game.to_json()
    room.act("ana", "draw", 0)
    assert room.control(KEY, "new_game", "same").ok
    assert room.game.to_json() == fresh
    assert room.control(KEY, "new_game", "new").ok
    assert room.game.players == 3 and not room.game.history
    assert not room.control(KEY, "new_game", "seven").ok


def test_a_seat_goes_to_a_bot_and_then_to_a_waiting_student(tmp_path):
    room = started(tmp_path)
    room.join("cy", "Cy", "ABCD")
    assert room.control(KEY, "to_bot", 1).message == "A bot plays seat 1 now."
    assert room.seat_of("ben") is None and room.waiting_for("ben") == "Ben"
    assert room.control(KEY, "open_seat", 1).message == "Cy plays seat 1 now."
    assert room.seat_of("cy") == 1
    assert room.control(KEY, "open_seat", 0).message == "Ben plays seat 0 now."
    assert room.seat_of("ana") is None and room.seat_of("ben") == 0
    assert not room.control(KEY, "to_bot", 7).ok


# ----- bots ----------------------------------------------------------------------------------
def test_bots_play_the_seats_nobody_took_once_the_game_starts(tmp_path):
    room = room_of(tmp_path, bots=())
    room.join("ana", "Ana", "ABCD")
    room.control(KEY, "start")
    assert [s.bot for s in room.seats] == [None, "sensible", "sensible"]
    room.act("ana", "draw", 0)
    while room.game.current_player == 0:
        room.act("ana", str(room.game.legal_actions()[-1]), len(room.game.history))
    played = room.run_bots()
    assert played > 0 and room.game.current_player == 0
    assert {p for p, _, _ in room.game.history[-played:]} <= {1, 2}
    assert room.save_path.read_text() == room.game.to_json()


def test_step_plays_one_bot_move_while_paused(tmp_path):
    room = started(tmp_path, bots=(0,))
    room.control(KEY, "pause")
    assert room.control(KEY, "step").ok
    assert len(room.game.history) == 1 and room.game.history[0][0] == 0
    assert room.run_bots() == 0  # paused: the pacer plays nothing


def test_listeners_hear_of_a_change_from_the_rooms_own_thread(tmp_path):
    room = started(tmp_path)
    heard = threading.Event()
    threads = []

    def listener():
        threads.append(threading.current_thread().name)
        heard.set()
    room.listen(listener)
    room.start()
    try:
        room.act("ana", "draw", 0)
        assert heard.wait(5)
    finally:
        room.stop()
    assert threads[0].startswith("classroom-page")


def test_each_round_of_telling_the_pages_is_logged(tmp_path, caplog):
    room = started(tmp_path)
    told = threading.Event()
    for _page in range(3):
        room.listen(told.set)
    caplog.set_level("INFO", logger="cardkit.classroom.room")
    room.start()
    try:
        room.act("ana", "draw", 0)
        assert told.wait(5)
        deadline = time.monotonic() + 5
        while "round: told 3 pages in " not in caplog.text and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        room.stop()
    assert re.search(r"round: told 3 pages in [\d.]+ ms, [\d.]+ ms of CPU", caplog.text)


# ----- saving and resuming ------------------------------------------------------------------
def test_resume_goes_on_at_the_same_action_with_the_same_seats(tmp_path):
    room = started(tmp_path)
    room.act("ana", "draw", 0)
    saved = room.game.to_json()
    again = Room.resume(room.save_path, teacher_key=KEY, pace=0.0)
    assert again.game.to_json() == saved and again.code == "ABCD"
    assert again.seat_of("ana") == 0 and again.seat_of("ben") == 1
    assert again.seats[2].bot == "sensible" and again.started
    assert not again.running  # the teacher says when the class goes on
    assert again.control(KEY, "resume").ok
    assert again.act("ana", str(again.game.legal_actions()[0]), 1).ok


def test_resume_without_the_seats_file_opens_every_seat(tmp_path):
    room = started(tmp_path)
    room.act("ana", "draw", 0)
    seats_file(room.save_path).unlink()
    again = Room.resume(room.save_path, teacher_key=KEY)
    assert again.game.to_json() == room.game.to_json()
    assert all(s.open for s in again.seats) and again.code != ""


def test_resume_with_a_broken_seats_file_names_it(tmp_path):
    room = started(tmp_path)
    seats_file(room.save_path).write_text("{not json")
    with pytest.raises(cardkit.ConfigError, match="game.seats.json"):
        Room.resume(room.save_path)


def test_resume_of_a_missing_file_names_it(tmp_path):
    with pytest.raises(cardkit.ConfigError, match="missing.json"):
        Room.resume(tmp_path / "missing.json")


# ----- what each page is sent -------------------------------------------------------------
def test_a_seat_is_sent_its_own_observation_and_moves_on_its_turn_only(tmp_path):
    room = started(tmp_path)
    ana, ben = seat_view(room, 0), seat_view(room, 1)
    assert ana["obs"] == room.game.observation(0) and ben["obs"] == room.game.observation(1)
    assert ana["legal"] == ["draw"] and ben["legal"] == []
    assert ana["seen"] == ben["seen"] == 0
    assert json.dumps(room.game.observation(1)["hand"]) not in json.dumps(ana)


def test_the_projector_holds_no_hidden_card(tmp_path):
    room = started(tmp_path)
    room.act("ana", "draw", 0)
    view = projector_view(room)
    text = json.dumps(view)
    assert view["obs"]["hand"] == [] and view["legal"] == [] and view["obs"]["player"] is None
    for p in range(3):
        assert json.dumps(room.game.observation(p)["hand"]) not in text


@pytest.mark.parametrize("game, players", [("push", 3), ("uno-duo", 2), ("split", 3),
                                           ("pegs-and-jokers", 4), ("cover-your-assets", 3)])
def test_the_public_observation_is_what_every_seat_sees_alike(game, players):
    g = cardkit.make(game, players=players, seed=3)
    for _ in range(6):
        public = public_observation(g)
        seen = [g.observation(p) for p in range(players)]
        for key, value in public.items():
            if all(s[key] == seen[0][key] for s in seen):
                assert value == seen[0][key]
            else:
                assert not value
        g.apply(g.legal_actions()[0])


def test_the_public_view_is_worked_out_once_a_change_for_every_page(tmp_path):
    room = started(tmp_path)
    first = projector_view(room)
    assert projector_view(room) is first  # the projector and each watching student: one view
    room.connect("cy", +1)  # any change the pages must show makes a new one
    again = projector_view(room)
    assert again is not first and again == first
    assert room.act("ana", "draw", len(room.game.history)).ok
    moved = projector_view(room)
    assert moved["seen"] == len(room.game.history) == first["seen"] + 1
    assert moved["obs"] == public_observation(room.game)


def test_a_snapshot_is_the_game_now_and_stays_so(tmp_path):
    room = started(tmp_path)
    now = room.snapshot()
    assert now is not room.game and now.to_json() == room.game.to_json()
    assert room.act("ana", "draw", len(room.game.history)).ok
    assert len(now.history) == len(room.game.history) - 1  # the room went on, the copy did not
    assert now.observation(0) == room.game.at(len(now.history)).observation(0)
