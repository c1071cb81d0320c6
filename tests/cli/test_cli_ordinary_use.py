"""Ordinary use of the ``cardkit`` command: no traceback for a pipe reader that leaves, Ctrl-C,
Ctrl-D or a bad ``--out``; messages that read naturally; each game's help shows its own action."""
import os
import random
import re
import select
import signal
import subprocess
import sys
import time

import pytest
from cli_play import cli_play

import cardkit
from cardkit import cli

CARDKIT = [sys.executable, "-m", "cardkit"]


@pytest.mark.parametrize("command", [["rules", "push"], ["games"]])
def test_a_pipe_reader_that_leaves_early_gives_no_traceback(command):
    # the reading end is closed before cardkit writes: every write meets a broken pipe
    read, write = os.pipe()
    os.close(read)
    r = subprocess.run(CARDKIT + command, stdout=write, stderr=subprocess.PIPE, text=True,
                       timeout=60)
    os.close(write)
    assert r.returncode == 0 and r.stderr == ""


def test_head_reads_the_first_lines_of_the_rules():
    r = subprocess.run(f"{sys.executable} -m cardkit rules pegs-and-jokers | head -3", shell=True,
                       capture_output=True, text=True, timeout=60)
    assert r.stdout.startswith("# Arizona Pegs and Jokers") and len(r.stdout.splitlines()) == 3
    assert "Traceback" not in r.stderr and r.stderr == ""


def _read_until(stream, words: str, wait: float = 60) -> str:
    seen, end = "", time.monotonic() + wait
    while words not in seen and time.monotonic() < end:
        if select.select([stream], [], [], 0.5)[0]:
            chunk = os.read(stream.fileno(), 4096).decode()
            if not chunk:
                break
            seen += chunk
    return seen


def test_ctrl_c_at_the_play_prompt_leaves_with_130_and_no_traceback():
    p = subprocess.Popen(CARDKIT + ["play", "push", "--bots", "1"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert "Player 0, choose:" in _read_until(p.stdout, "1. draw\n> ")  # the prompt
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=60)
    finally:
        p.kill()
    assert p.returncode == 130
    assert b"leaving the game" in out and b"Traceback" not in err


def test_ctrl_c_during_a_simulation_stops_it_with_one_line():
    p = subprocess.Popen(CARDKIT + ["simulate", "split", "--games", "1000000"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _read_until(p.stderr, "split games")  # the progress bar has started
        p.send_signal(signal.SIGINT)
        _, err = p.communicate(timeout=60)
    finally:
        p.kill()
    assert p.returncode == 130
    assert b"Traceback" not in err and b"cardkit: interrupted (Ctrl-C)" in err


def test_end_of_input_leaves_the_game_quietly():
    code, out = cli_play(["draw"], game="push", seed=2)
    assert code == 0 and out.endswith("(end of input: leaving the game)\n")
    r = subprocess.run(CARDKIT + ["play", "uno-duo", "--bots", "1"], input="", text=True,
                       capture_output=True, timeout=60)
    assert r.returncode == 0 and r.stderr == "" and "end of input" in r.stdout


def test_a_missing_out_folder_fails_before_any_game(monkeypatch, capsys, tmp_path):
    def never(*a, **k):
        raise AssertionError("games were played before the --out path was checked")

    monkeypatch.setattr("cardkit.sim.run", never)
    missing = tmp_path / "no" / "such" / "x.csv"
    assert cli.main(["simulate", "push", "--quiet", "--out", str(missing)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "there is no folder" in err and str(missing.parent) in err
    assert cli.main(["simulate", "push", "--quiet", "--out", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_the_out_folder_message_from_the_command_line():
    r = subprocess.run(CARDKIT + ["simulate", "push", "--games", "100000000", "--out",
                                  "/no/such/dir/x.csv"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr == ("cardkit: --out: there is no folder '/no/such/dir' to write 'x.csv' into; "
                        "create it first or choose another path\n")


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_help_shows_an_action_of_the_game_being_played(name):
    players = 4 if name == "pegs-and-jokers" else 2
    _, out = cli_play(["help", "quit"], game=name, players=players, seed=1)
    g = cardkit.make(name, players=players, seed=1)
    legal = [str(a) for a in g.legal_actions()]
    line = next(x for x in out.splitlines() if "Type the number of an action" in x)
    example = line.split("(e.g. '", 1)[1].rsplit("')", 1)[0]
    assert example in legal
    if name != "push":
        assert example != "place 2"


def test_uno_duo_and_split_help_give_a_play_and_a_match():
    # after UNO Duo's draft and Split's draw, the telling actions are a play and a match
    _, out = cli_play(["keep"] * 7 + ["help", "quit"], game="uno-duo", seed=1)
    assert "(e.g. 'play " in out
    _, out = cli_play(["draw", "help", "quit"], game="split", seed=1)
    assert "(e.g. 'match " in out


def test_a_number_out_of_range_reads_naturally():
    _, out = cli_play(["draw", "7", "quit"], game="push", players=2, seed=0)
    assert "There is no action 7: choose 1." in out  # one action: place 1
    _, out = cli_play(["draw", "99", "quit"], game="split", seed=1)
    assert "There is no action 99: choose a number from 1 to 12." in out


def test_an_empty_line_asks_again_without_a_complaint():
    _, out = cli_play(["", "quit"], game="push", seed=0)
    assert "Not allowed" not in out and out.endswith("\n> > Bye.\n")


def test_undo_with_only_a_bots_action_says_there_is_nothing_to_undo():
    _, out = cli_play(["undo", "quit"], game="push", players=2, seed=0, bots="0")
    assert "Nothing to undo yet." in out


@pytest.mark.parametrize("args, words", [
    (["play", "push", "--option", "harder"], "--option takes KEY=VALUE, e.g. harder=true"),
    (["play", "split", "--option", "x"], "e.g. upgrade_others=false, not 'x'"),
    (["simulate", "uno-duo", "--option", "=1"], "e.g. classic_deck=true"),
    (["play", "pegs-and-jokers", "--option", "x"], "(pegs-and-jokers has no rules options), not 'x'"),
    (["play", "push", "--bots", "1", "--strategy", "clever"], "unknown strategy 'clever'"),
    (["play", "chess"], "unknown game 'chess'"),
])
def test_bad_play_arguments_are_one_line_and_exit_2(args, words, capsys):
    assert cli.main(args) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_one_card_is_one_card_on_the_table():
    _, out = cli_play(["keep", "quit"], game="uno-duo", seed=3)
    assert "(hidden) [1 card]" in out and "[1 cards" not in out
    g = cardkit.make("pegs-and-jokers", seed=1)
    g.hands[0] = g.hands[0][:1]  # only the picture is read: the game is not played on
    assert "hand 1 card\n" in g.render_text() + "\n"


@pytest.mark.parametrize("name", ["push", "uno-duo", "cover-your-assets", "split", "pegs-and-jokers"])
def test_the_table_text_reads_naturally_to_the_end(name):
    """No 'card(s)' or 'Winner(s)' on the table or in the log, and the player to act is marked
    '*', not '>' (the CLI's input prompt is '> ')."""
    g = cardkit.make(name, players={"uno-duo": 2, "pegs-and-jokers": 4}.get(name, 3), seed=2)
    rng, texts = random.Random(4), [g.render_text()]
    while not g.is_over:
        texts.extend(str(e) for e in g.apply(rng.choice(g.legal_actions())))
        texts.append(g.render_text())
    text = "\n".join(texts)
    assert not re.search(r"[a-z]\(s\)", text)  # Split's "JCL+JSR(s)" is a strong match
    assert not any(line.startswith(">") for line in text.splitlines())
    assert any(line.startswith("* ") for line in texts[0].splitlines())
    assert re.search(r"(Game|Match) over: (player|team) \d+", texts[-1])
