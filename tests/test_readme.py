"""Every command and Python example of README.md runs as written, so the README cannot go stale.

Each fenced ``bash`` block is split into its commands (``&&``, one a line), and each command
is run here, started briefly (``jupyter lab``, ``voila``), or named below with the reason it is
not: the installs, the whole test suite, and the JupyterLite build, which its own test runs.
A command the README gains that this file does not know fails the test. The ``python`` blocks
run in order in one namespace, and what their comments promise is checked: a quoted
``# "Player 0 drew G3." …`` must be printed (the pieces between the "…" in order), a
``# push-seed7-move2.json`` must be the file written. Inline ``cardkit …`` commands run too.
"""
from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
import textwrap
import time
import urllib.request
from pathlib import Path

import pytest
from browser.servers import free_port, serve  # the browser tests' server helpers

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
BIN = Path(sys.executable).parent  # the README's .venv/bin: the environment running the tests
TITLES = ("Push", "UNO Duo", "Cover Your Assets", "Split", "Arizona Pegs and Jokers")

NOT_RUN = {
    "python3 -m venv .venv": "makes the environment these tests already run in",
    '.venv/bin/pip install -e ".[lab]"': "installs from the package index; tests/test_binder.py "
    "installs the same dependencies (binder/requirements.txt) into a fresh environment",
    '.venv/bin/pip install -q -e ".[dev]"': "installs from the package index (as above)",
    '.venv/bin/pip install -e ".[app]"': "installs from the package index (as above)",
    '.venv/bin/pip install -e ".[lite]"': "installs from the package index (as above)",
    '.venv/bin/pip install -e ".[classroom]"': "installs from the package index (as above)",
    ".venv/bin/python -m pytest": "the whole test suite, of which this test is a part",
}
RUN_ELSEWHERE = {
    ".venv/bin/python lite/build.py --output site": "tests/browser/test_lite_browser.py",
}


def _blocks(language: str) -> list[str]:
    """The README's fenced blocks of ``language`` (indented ones in lists too), dedented."""
    fence = re.compile(rf"^( *)```{language}\n(.*?)^\1```", re.M | re.S)
    return [textwrap.dedent(m.group(2)) for m in fence.finditer(README)]


def _commands() -> list[str]:
    """Every command of the bash blocks, without its comment."""
    found = []
    for block in _blocks("bash"):
        for line in block.splitlines():
            command: list[str] = []
            for word in shlex.split(line, comments=True) + ["&&"]:
                if word != "&&":
                    command.append(word)
                elif command:
                    found.append(shlex.join(command).replace("'", '"'))
                    command = []
    return found


def _run(command: str, stdin: str = "") -> subprocess.CompletedProcess:
    """``command`` in the repository's folder, its ``.venv/bin/`` being this environment's."""
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}"}
    return subprocess.run(command.replace(".venv/bin/", f"{BIN}/"), shell=True, cwd=ROOT, env=env,
                          input=stdin, capture_output=True, text=True, timeout=300)


def _get(url: str, deadline_s: float, proc: subprocess.Popen, log: Path) -> str:
    """The text at ``url`` once the server ``proc`` answers it."""
    deadline = time.monotonic() + deadline_s
    while True:
        assert proc.poll() is None, log.read_text()[-3000:]
        try:
            with urllib.request.urlopen(url, timeout=5) as r:
                return r.read().decode()
        except OSError:
            assert time.monotonic() < deadline, log.read_text()[-3000:]
            time.sleep(0.5)


@contextlib.contextmanager
def _briefly(command: str, flags: list[str], home: Path, ready_url: str):
    """The server ``command`` started in the repository's folder with ``flags`` added (a port of
    its own, no browser), its Jupyter folders under ``home``, once ``ready_url`` answers;
    stopped after."""
    words = shlex.split(command)
    env_words = [w for w in words if re.match(r"^[A-Z_]+=", w)]
    argv = [w.replace(".venv/bin/", f"{BIN}/") for w in words if w not in env_words]
    env = {**os.environ, **dict(w.split("=", 1) for w in env_words),
           "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces")}
    log = home / "server.log"
    with serve(argv + flags, env, ROOT, ready_url, log, argv[0], timeout_s=120) as proc:
        yield proc, log


def _jupyter_lab_opens_the_welcome_lesson(command: str, home: Path) -> None:
    port, token = free_port(), f"readme-{os.getpid()}"
    root = ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []
    flags = ["--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
             "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", *root]
    url = f"http://127.0.0.1:{port}"
    with _briefly(command, flags, home, f"{url}/api/status?token={token}") as (proc, log):
        lesson = Path(command.split()[-1]).name  # a file named: the server's root is its folder
        assert '"type": "notebook"' in _get(f"{url}/api/contents/{lesson}?token={token}", 30, proc, log)
        assert "JupyterLab" in _get(f"{url}/lab/tree/{lesson}?token={token}", 30, proc, log)


def _voila_lists_the_games_by_title(command: str, home: Path) -> None:
    port = free_port()
    flags = ["--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}", "--ServerApp.port_retries=0"]
    url = f"http://127.0.0.1:{port}/"
    with _briefly(command, flags, home, url) as (proc, log):
        start_page = _get(url, 30, proc, log)
    for title in TITLES:
        assert f'<span class="title">{title}</span>' in start_page, title
    assert ".ipynb</span>" not in start_page, "titles, not file names"


def _classroom_serves_its_join_page(command: str, home: Path) -> None:
    port = free_port()
    flags = ["--host", "127.0.0.1", "--port", str(port), "--save", str(home / "room.json")]
    url = f"http://127.0.0.1:{port}/"
    with _briefly(command, flags, home, url) as (proc, log):
        _get(url, 60, proc, log)
        said = log.read_text()
    for promise in ("Students open:  " + url, "room code: ", "teacher key: ",
                    "Saved after every action to: " + str(home / "room.json"), "--resume"):
        assert promise in said, said
    assert "bots play seats" not in said and "a bot plays seat 3" in said, said


def _lint_passes(command: str, home: Path) -> None:
    r = _run(command)
    assert r.returncode == 0, r.stdout + r.stderr


PLAY_ENTRIES = "draw\nplace 1\nstop\ntake 1\n"  # player 0's first turn, then end of input


def _play_runs(command: str, home: Path) -> None:
    r = _run(command, stdin=PLAY_ENTRIES)
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert "Type 'help' for help." in r.stdout
    if "--explain" in command:
        assert "Player 1 (bot) chooses" in r.stdout and "Player 2 (bot) chooses" in r.stdout
    seed = re.search(r"--seed (\d+)", command)
    assert f"seed {seed.group(1) if seed else 0}." in r.stdout.splitlines()[0]


def _rules_print(command: str, home: Path) -> None:
    r = _run(command)
    assert r.returncode == 0 and r.stdout.startswith("# Push"), r.stderr


CHECKS = {
    ".venv/bin/jupyter lab notebooks/00_welcome.ipynb": _jupyter_lab_opens_the_welcome_lesson,
    "JUPYTER_PATH=share/jupyter .venv/bin/voila apps/": _voila_lists_the_games_by_title,
    ".venv/bin/cardkit classroom split --players 4 --bots 3": _classroom_serves_its_join_page,
    ".venv/bin/ruff check .": _lint_passes,
    "cardkit play push --players 3 --seed 7 --bots 1,2": _play_runs,
    "cardkit play push --bots 1,2 --explain": _play_runs,
    "cardkit rules push": _rules_print,
}


def test_every_readme_command_is_run_here_or_named_with_why_not():
    unknown = [c for c in _commands() if c not in CHECKS | NOT_RUN | RUN_ELSEWHERE]
    assert not unknown, f"README commands this test neither runs nor names: {unknown}"
    assert set(CHECKS) <= set(_commands()), "a check for a command the README no longer has"
    for command, test in RUN_ELSEWHERE.items():
        assert command.split()[1] in (ROOT / test).read_text(encoding="utf-8")  # lite/build.py


@pytest.mark.parametrize("command", CHECKS)
def test_readme_command_runs_as_written(command, tmp_path):
    CHECKS[command](command, tmp_path)


@pytest.mark.parametrize("command", sorted({m for m in re.findall(r"`(cardkit [^`]+)`", README)}))
def test_inline_cardkit_command_runs(command):
    r = _run(command)
    assert r.returncode == 0 and r.stdout, r.stderr
    # stderr may hold a progress bar (cardkit simulate), never an error
    assert "Traceback" not in r.stderr and "error" not in r.stderr.lower(), r.stderr


def _promises(code: str) -> list[str]:
    """The comments of ``code`` that quote what is printed (``# "Player 0 drew G3." …``) or
    name a file written (``# push-seed7-move2.json; …``)."""
    return re.findall(r'#\s*("[^"]+"|[\w-]+\.json)', code)


def test_python_examples_run_in_order_and_print_what_their_comments_say(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a save is written into the current folder
    namespace: dict = {}
    printed = io.StringIO()
    blocks = _blocks("python")
    assert len(blocks) >= 2
    with contextlib.redirect_stdout(printed):
        for i, code in enumerate(blocks):
            exec(compile(code, f"README.md python block {i + 1}", "exec"), namespace)
    promises = [p for code in blocks for p in _promises(code)]
    assert len(promises) >= 3, promises
    out = printed.getvalue()
    for promise in promises:
        if promise.endswith(".json"):
            assert (tmp_path / promise).is_file(), f"{promise} not written: {os.listdir(tmp_path)}"
            continue
        pieces = [p.strip() for p in promise.strip('"').split("…") if p.strip()]
        at = 0
        for piece in pieces:
            at = out.find(piece, at)
            assert at >= 0, f"README promises {promise}, printed:\n{out}"
