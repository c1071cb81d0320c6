"""``cardkit play split`` in the terminal: moves piped in, the bots' hands stay hidden."""
import subprocess
import sys
from functools import partial

from cli_play import cli_play

run_play = partial(cli_play, game="split", seed=1, bots="1")


def test_draw_by_number_then_a_match_by_text():
    # seed 1, two players: player 0 holds ASL, ACR and ADR, and draws 2DL
    code, out = run_play(["1", "match ASL ACR", "quit"])
    assert code == 0
    assert "Player 0 drew a card (84 left in the draw pile)." in out
    assert "  1. match ASL ACR\n  2. match ASL ADR\n" in out
    assert "Player 0 laid a strong match of As (ASL ACR) as match 0." in out
    assert "Player 0, choose:\n  1. bonus-draw\n  2. skip" in out


def test_the_drawer_sees_their_card_and_a_bots_draw_stays_hidden():
    _, out = run_play(["draw", "match ASL ACR", "skip", "discard 9SR", "quit"])
    draws = [line for line in out.splitlines() if "drew a card" in line]
    assert draws[0].endswith("Player 0 drew a card (84 left in the draw pile). "
                             "Only player 0 sees it: 2DL.")
    assert "hand ADR ACR ASL 2HL 2DL" in out
    bot_draws = [line for line in draws if "Player 1 drew" in line]
    assert bot_draws and all(line.endswith("left in the draw pile).") for line in bot_draws)


def test_the_bots_hand_is_never_printed():
    _, out = run_play(["draw", "match ASL ACR", "skip", "discard 9SR", "draw", "quit"])
    seat_lines = [line for line in out.splitlines() if line.lstrip(" *").startswith("player 1:")]
    assert seat_lines and all("cards | matches" in line for line in seat_lines)


def test_illegal_text_reprompts_with_the_reason():
    _, out = run_play(["match ASL ACR", "99", "quit"])
    assert "Not allowed:" in out
    assert "There is no action 99" in out


def test_a_whole_game_between_bots_ends_with_scores():
    _, out = run_play([], bots="0,1")
    assert "After 3 rounds the game is over." in out


def test_the_command_runs_as_a_program():
    r = subprocess.run([sys.executable, "-m", "cardkit", "play", "split", "--bots", "1",
                        "--seed", "5"], input="1\nquit\n", capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    assert "Split: 2 players, seed 5" in r.stdout and "Bye." in r.stdout
