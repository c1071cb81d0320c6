"""``cardkit play cover-your-assets`` in the terminal: moves piped in, the bots' hands stay hidden."""
import subprocess
import sys
from functools import partial

from cli_play import cli_play

HANDS = (["HOME", "HOME", "CASH", "STAMPS"], ["JEWELS", "AUTO", "PIGGY", "SILVER"],
         ["HOME", "SILVER", "COINS", "BASEBALL"], ["JEWELS", "STOCKS", "BANK", "PIGGY"])


run_play = partial(cli_play, game="cover-your-assets", players=4, seed=14, bots="1,2,3")


def test_a_pair_by_text_goes_on_the_stack_and_the_bots_play():
    # seed 14: player 0 opens with HOME STAMPS HOME STAMPS
    code, out = run_play(["pair HOME HOME", "quit"])
    assert code == 0
    assert "hand of player 0 (to act): HOME STAMPS HOME STAMPS" in out
    assert "Player 0 paired HOME and HOME: a $40,000 set goes on top of their stack." in out
    assert "Player 1's turn." in out and "Player 3's turn." in out
    assert "* player 0: hand 4 cards | top set HOME HOME | stack 1 set $40,000" in out


def test_an_action_by_number_and_the_bots_hands_are_never_printed():
    code, out = run_play(["1", "1", "1", "quit"])
    assert code == 0 and "Bye." in out
    assert "Player 0, choose:" in out and "  1. " in out
    assert "hand of player 1" not in out and "hand of player 2" not in out
    assert "hand of player 3" not in out


def test_illegal_text_reprompts_with_the_reason():
    _, out = run_play(["pair GOLD SILVER", "pair HOME STAMPS", "99", "quit"])
    assert "Not allowed: two wilds never make a set" in out
    assert "Not allowed: HOME and STAMPS are different assets" in out
    assert "There is no action 99" in out


def test_the_terminal_table_text_shows_a_fight_as_it_unfolds():
    # render_text is what cardkit play prints before each human decision
    from cardkit import make
    deck = [HANDS[i % 4][i // 4] for i in range(16)] + ["JEWELS", "GOLD", "BANK"]
    g = make("cover-your-assets", players=4, seed=1, deck=deck)
    g.apply("pair HOME HOME")
    g.apply("take JEWELS")
    assert "steal 0 HOME" in [str(a) for a in g.legal_actions()]
    assert "fight: player" not in g.render_text()
    g.apply("steal 0 HOME")
    text = g.render_text()
    assert "fight: player 2 challenges player 0's HOME set; shown HOME (player 2)" in text
    assert "hand of player 0 (to act)" in text and "Player 0 to act (defend)" in text


def test_a_whole_match_between_bots_ends_with_scores():
    _, out = run_play([], bots="0,1,2,3", option=["target=1"])
    assert "Final scores:" in out and "Match over: player" in out
    final = out.split("Final scores:")[1]
    assert final.count("$") == 4, final  # scores are money, written as such


def test_the_command_runs_as_a_program():
    r = subprocess.run([sys.executable, "-m", "cardkit", "play", "cover-your-assets", "--players",
                        "4", "--bots", "1,2,3", "--seed", "14"], input="pair STAMPS STAMPS\nquit\n",
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert "Cover Your Assets: 4 players, seed 14" in r.stdout and "Bye." in r.stdout
    assert "Player 0 paired STAMPS and STAMPS" in r.stdout
