"""The command line: play push in the terminal, print rules."""
import subprocess
import sys
from functools import partial

from cli_play import cli_play

run_play = partial(cli_play, game="push", players=3, seed=7, bots="1,2")


def test_numbers_and_texts_are_accepted_and_bots_play():
    code, out = run_play(["1", "place 1", "stop", "take 1", "quit"])
    assert code == 0
    assert "Player 0 drew" in out and "Player 0 placed" in out and "Player 0 took column 1" in out
    assert "Player 1" in out  # a bot took its turn


def test_wrong_entries_reprompt_with_the_reason():
    _, out = run_play(["stop", "9", "place 7", "quit"])
    assert "Not allowed: you cannot stop before drawing" in out
    assert "There is no action 9" in out
    assert "Not allowed: 'place 7' is not a Push action" in out


def test_undo_and_help():
    _, out = run_play(["undo", "1", "undo", "help", "quit"])
    assert "Nothing to undo yet." in out and "Undone." in out and "take back" in out


def test_a_whole_game_between_bots_ends_with_scores():
    _, out = run_play([], bots="0,1,2")
    assert "Final scores:" in out and "game is over" in out


def test_explain_prints_each_bot_choice_with_its_reason_before_its_events():
    _, out = run_play([], bots="0,1,2", strategy="random", explain=True)
    lines = out.splitlines()
    why = [i for i, line in enumerate(lines) if "(bot) chooses" in line]
    assert len(why) > 20
    assert all("drawn at random" in lines[i] or "the only legal action" in lines[i] for i in why)
    for i in why:  # the reason comes just before the events of the action it explains
        assert lines[i + 1].startswith("  Player") and "(bot) chooses" not in lines[i + 1]
    _, quiet = run_play([], bots="0,1,2", strategy="random")
    assert "(bot) chooses" not in quiet
    # the same game either way: explaining draws as choosing does
    assert [x for x in lines if "(bot) chooses" not in x] == quiet.splitlines()


def test_rules_and_games_commands():
    r = subprocess.run([sys.executable, "-m", "cardkit", "rules", "push"], capture_output=True,
                       text=True, check=True)
    assert r.stdout.startswith("# Push")
    r = subprocess.run([sys.executable, "-m", "cardkit", "games"], capture_output=True, text=True,
                       check=True)
    assert "push" in r.stdout
    r = subprocess.run([sys.executable, "-m", "cardkit", "play", "push", "--players", "9"],
                       capture_output=True, text=True)
    assert r.returncode == 2 and "2–6" in r.stderr


def test_bots_alone_seat_enough_players():
    _, out = cli_play(["quit"], game="push", bots="1,2")
    assert out.startswith("Push: 3 players, seed 0. Bots: player 1, player 2.")
    _, out = cli_play(["quit"], game="pegs-and-jokers", bots="1,2,3,4")
    assert out.startswith("Arizona Pegs and Jokers: 6 players")  # 4, 6 or 8: the first that fits
    _, out = cli_play(["quit"], game="push", bots="1")
    assert out.startswith("Push: 2 players")  # the game's smallest count when it seats them


def _play_error(*args: str) -> str:
    r = subprocess.run([sys.executable, "-m", "cardkit", "play", "push", *args],
                       capture_output=True, text=True, input="", timeout=60)
    assert r.returncode == 2 and r.stdout == "", r
    return r.stderr


def test_a_bot_seat_outside_the_players_asked_for_is_refused_with_what_to_do():
    assert _play_error("--players", "2", "--bots", "1,2") == (
        "cardkit: --bots: there is no player 2 in a 2-player game (players 0 to 1); leave out "
        "--players, or give --players 3 or more\n")
    assert _play_error("--bots", "1,6") == (
        "cardkit: --bots: there is no player 6 in push, which has at most 6 players (0 to 5)\n")
    assert _play_error("--bots=-1") == "cardkit: --bots: there is no player -1; players are numbered from 0\n"


def test_play_help_gives_each_option_its_meaning_and_default():
    r = subprocess.run([sys.executable, "-m", "cardkit", "play", "--help"], capture_output=True,
                       text=True, check=True, timeout=60)
    text = " ".join(r.stdout.split())  # argparse wraps the lines
    for option, words in {"--players": "how many play (default: the game's smallest number",
                          "--seed": "the same seed deals the same game (default 0)",
                          "--bots": "seats played by bots, e.g. 1,2; you are player 0 (default: none",
                          "--strategy": "(default sensible",
                          "--option": "(default: the rules as written)",
                          "--explain": "(default: off)"}.items():
        assert f"{option} " in text and words in text, option
