"""``cardkit play pegs-and-jokers`` in the terminal: moves piped in, the bots' hands stay hidden."""
import subprocess
import sys
from functools import partial

from cli_play import cli_play

run_play = partial(cli_play, game="pegs-and-jokers", seed=5, bots="1,2,3")


def test_a_peg_comes_out_by_number_then_goes_home_by_text():
    # seed 5: player 0 brings 0:0 out with AH, partner 2 plays 8H on it (the short way home)
    code, out = run_play(["1", "play 7S 0:0 home", "quit"])
    assert code == 0
    assert "  1. play AH 0:0\n" in out
    assert "Peg 0:0 comes out onto track hole 8 (side 0, hole 8)." in out
    assert "Player 2 plays 8H." in out
    assert "Player 0 plays 7S." in out and "team pegs home 1 : 0" in out


def test_only_the_humans_hand_is_printed():
    _, out = run_play(["1", "1", "quit"])
    held = [line for line in out.splitlines() if ", holding " in line]
    assert held and all(line.startswith("Player 0 to play") for line in held)


def test_illegal_text_reprompts_with_the_reason():
    _, out = run_play(["discard 2S", "99", "quit"])
    assert "Not allowed:" in out and "you must play a card that can move a peg" in out
    assert "There is no action 99" in out


def test_the_command_runs_as_a_program_with_eight_players():
    r = subprocess.run([sys.executable, "-m", "cardkit", "play", "pegs-and-jokers", "--players", "8",
                        "--bots", "1,2,3,4,5,6,7", "--seed", "2"], input="1\nquit\n",
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert "Arizona Pegs and Jokers: 8 players, seed 2" in r.stdout and "Bye." in r.stdout
    assert "side 7 (player 7, team 1)" in r.stdout
