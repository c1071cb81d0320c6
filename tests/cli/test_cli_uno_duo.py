"""``cardkit play uno-duo`` in the terminal: moves piped in, the bot's hand stays hidden."""
import subprocess
import sys
from functools import partial

from cli_play import cli_play

run_play = partial(cli_play, game="uno-duo", seed=3, bots="1")


def test_drafting_by_number_and_text_with_the_top_card_shown():
    code, out = run_play(["1", "discard", "keep", "quit"])
    assert code == 0
    assert "player 0 looks at the top card:" in out
    assert "Player 0 keeps the top card" in out and "Player 0 discards" in out
    assert "Player 1 keeps the top card" in out or "Player 1 discards" in out  # the bot drafts


def test_the_bots_hand_is_never_printed():
    _, out = run_play(["keep"] * 7 + ["draw", "keep", "draw", "keep", "quit"])
    seat_lines = [line for line in out.splitlines() if line.lstrip(" *").startswith("player 1:")]
    assert seat_lines and all("(hidden)" in line for line in seat_lines)
    assert "player 0: -" in out or "player 0: " in out


def test_playing_a_card_and_drawing_after_the_draft():
    _, out = run_play(["keep"] * 7 + ["draw", "keep", "quit"])
    assert "is turned up to start the discard pile" in out
    assert "Player 0 draws 1 card" in out or "Not allowed" in out
    assert "discard top:" in out


def test_illegal_text_reprompts_with_the_reason():
    _, out = run_play(["play R5", "9", "quit"])
    assert "Not allowed: the cards are being drafted" in out
    assert "There is no action 9" in out


def test_a_whole_match_between_bots_ends_with_scores():
    _, out = run_play([], bots="0,1", option=["target=60"])
    assert "Final scores:" in out and "the match is over" in out


def test_the_command_runs_as_a_program():
    r = subprocess.run([sys.executable, "-m", "cardkit", "play", "uno-duo", "--bots", "1",
                        "--seed", "5"], input="1\n1\nquit\n", capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    assert "UNO Duo: 2 players, seed 5" in r.stdout and "Bye." in r.stdout
