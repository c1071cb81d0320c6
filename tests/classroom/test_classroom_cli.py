"""``cardkit classroom GAME``: what the arguments make, and the lines the teacher reads."""
from __future__ import annotations

import argparse

import pytest

import cardkit
from cardkit.classroom.cli import add_parser, banner, main, room_of, seats_of


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardkit")
    add_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["classroom", *argv])


def test_a_new_room_seats_the_bots_asked_for(tmp_path):
    room = room_of(parse("split", "--players", "4", "--bots", "2,3", "--seed", "9",
                         "--save", str(tmp_path / "g.json")))
    assert room.game.players == 4 and room.game.seed == 9
    assert [s.bot for s in room.seats] == [None, None, "sensible", "sensible"]
    assert (tmp_path / "g.json").read_text() == room.game.to_json()


def test_the_banner_gives_the_address_code_key_and_file(tmp_path):
    room = room_of(parse("push", "--players", "3", "--bots", "2", "--save", str(tmp_path / "p.json")))
    text = banner(room, "http://10.0.0.5:8765/")
    assert f"Students open:  http://10.0.0.5:8765/   room code: {room.code}" in text
    assert f"Projector:      http://10.0.0.5:8765/projector   teacher key: {room.teacher_key}" in text
    assert f"Saved after every action to: {tmp_path / 'p.json'}" in text
    assert f"--resume {tmp_path / 'p.json'}" in text and "(a bot plays seat 2)" in text


def test_resume_goes_on_with_the_saved_game(tmp_path):
    first = room_of(parse("push", "--players", "3", "--save", str(tmp_path / "p.json")))
    first.join("ana", "Ana", first.code)
    first.control(first.teacher_key, "start")
    first.act("ana", str(first.game.legal_actions()[0]), 0)
    again = room_of(parse("push", "--resume", str(tmp_path / "p.json")))
    assert again.game.to_json() == first.game.to_json() and again.seat_of("ana") == 0


@pytest.mark.parametrize("argv, message", [
    (("nope",), "unknown game 'nope'; choose from push, "),
    (("split", "--bots", "1,x"), "--bots lists seats such as 1,2, not '1,x'"),
    (("split", "--bots", "5"), "there is no player 5 in this game"),
    (("split", "--players", "9"), "9"),
    (("split", "--pace", "-1"), "--pace is a number of seconds, 0 or more, not -1.0"),
])
def test_bad_arguments_are_named(tmp_path, monkeypatch, argv, message):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(cardkit.ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        room_of(parse(*argv))


def test_resume_of_another_game_is_refused(tmp_path):
    room_of(parse("push", "--players", "3", "--save", str(tmp_path / "p.json")))
    with pytest.raises(cardkit.ConfigError, match="holds a game of push, not split"):
        room_of(parse("split", "--resume", str(tmp_path / "p.json")))


def test_the_command_ends_a_bad_argument_with_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["split", "--bots", "x"]) == 2
    assert capsys.readouterr().err == "cardkit: --bots lists seats such as 1,2, not 'x'\n"


def test_seats_are_read_from_a_comma_list():
    assert seats_of("") == [] and seats_of("1, 2,") == [1, 2]


def test_cardkit_has_the_classroom_subcommand(capsys):
    from cardkit.cli import main as cardkit_main

    with pytest.raises(SystemExit) as stop:
        cardkit_main(["classroom", "--help"])
    assert stop.value.code == 0
    assert "--resume FILE" in capsys.readouterr().out
