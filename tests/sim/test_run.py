"""cardkit.sim.run: the tidy frame, repeatable by seed whatever the workers, and clear errors."""
import os
import re
import signal
import subprocess
import sys
import textwrap
from types import MappingProxyType

import pandas as pd
import pandas.testing as pdt
import pytest

import cardkit
from cardkit import sim
from cardkit.agents import RandomAgent, strategies
from cardkit.sim import workers as local_workers

GAMES = sorted(cardkit.GAMES)


@pytest.fixture
def pool_always(monkeypatch):
    """Worker processes for all but the first game, however small the run."""
    monkeypatch.setattr(local_workers, "PROBE_SECONDS", 0.0)
    monkeypatch.setattr(local_workers, "STARTUP_SECONDS", MappingProxyType(
        dict.fromkeys(("fork", "forkserver", "spawn"), 0.0)))


@pytest.fixture(scope="module")
def push_frame():
    return sim.run("push", ["sensible", "random"], games=12, seed=5, progress=False)


def test_frame_has_the_documented_columns_and_dtypes(push_frame):
    df = push_frame
    assert tuple(df.columns) == sim.COLUMNS
    assert {c: str(t) for c, t in df.dtypes.items()} == {
        c: str(pd.Series(dtype=t).dtype) for c, t in sim.DTYPES.items()}
    assert len(df) == 12 * 2
    assert list(df["game"]) == [i for i in range(12) for _ in range(2)]
    assert list(df["player"]) == [0, 1] * 12
    assert set(df["strategy"]) == {"sensible", "random"}


def test_rows_agree_with_replaying_each_game(push_frame):
    for game, rows in push_frame.groupby("game"):
        seed = int(rows["seed"].iloc[0])
        assert seed == sim.game_seed(5, game)
        g = sim.play("push", ["sensible", "random"], seed=seed)
        assert list(rows["score"]) == [g.scores()[p] for p in range(g.players)]
        assert set(rows.loc[rows["winner"], "player"]) == set(g.winners())
        assert (rows["actions"] == len(g.history)).all() and (rows["turns"] == g.turns).all()
        best = rows["score"].max()
        assert list(rows["rank"] == 1) == list(rows["score"] == best)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_gives_the_same_frame_with_one_and_two_workers(name, pool_always):
    bots = sorted(strategies(name), reverse=True)  # sensible (once written) and random
    one = sim.run(name, bots, games=6, seed=11, progress=False)
    two = sim.run(name, bots, games=6, seed=11, workers=2, progress=False)
    pdt.assert_frame_equal(one, two)
    assert tuple(one.columns) == sim.COLUMNS and one["winner"].dtype == bool
    assert list(one["strategy"].iloc[:len(bots)]) == bots


def test_another_seed_gives_other_games():
    a = sim.run("push", ["random"], games=4, seed=1, progress=False)
    b = sim.run("push", ["random"], games=4, seed=2, progress=False)
    assert not a["seed"].isin(b["seed"]).any()
    assert not a.equals(b)


def test_strategy_objects_are_copied_afresh_for_each_game(pool_always):
    bots = [RandomAgent(seed=3), RandomAgent(seed=4)]
    a = sim.run("push", bots, games=5, seed=9, progress=False)
    b = sim.run("push", bots, games=5, seed=9, workers=2, progress=False)
    pdt.assert_frame_equal(a, b)
    assert set(a["strategy"]) == {"random"}


def test_players_and_options_reach_the_games():
    df = sim.run("push", "random", games=3, seed=0, players=4, harder=True, progress=False)
    assert sorted(df["player"].unique()) == [0, 1, 2, 3]


@pytest.mark.parametrize("games", [0, -3, 2.5, "10", True])
def test_games_must_be_a_positive_whole_number(games):
    with pytest.raises(cardkit.ConfigError, match="games must be a whole number above 0"):
        sim.run("push", ["random"], games=games, progress=False)


def test_unknown_strategy_is_named_with_the_choices():
    with pytest.raises(cardkit.ConfigError, match=r"unknown strategy 'clever'.*random"):
        sim.run("push", ["sensible", "clever"], games=3, progress=False)


def test_unknown_backend_is_named_with_the_choices():
    with pytest.raises(cardkit.ConfigError, match=r"unknown backend 'spark'.*'local', 'dask'"):
        sim.run("push", ["random"], games=3, backend="spark", progress=False)


@pytest.mark.parametrize("kwargs, words", [
    ({"seed": -1}, "seed must be a whole number"),
    ({"workers": 0}, "workers must be a whole number above 0"),
    ({"players": 9}, "players"),
    ({"nerve": 3}, "no option 'nerve'"),
    ({"strategies": []}, "strategies must be a non-empty list"),
    ({"strategies": [object()]}, "choose"),
])
def test_other_bad_arguments_are_config_errors(kwargs, words):
    args = {"strategies": ["random"], **kwargs}
    with pytest.raises(cardkit.ConfigError, match=words):
        sim.run("push", args.pop("strategies"), games=2, progress=False, **args)


def test_unknown_game_is_a_config_error():
    with pytest.raises(cardkit.ConfigError, match="unknown game 'poker'"):
        sim.run("poker", ["random"], games=2, progress=False)


def test_a_small_run_with_workers_is_played_in_this_process(monkeypatch):
    def no_pool(*a, **k):
        raise AssertionError("a pool was started for a small run")

    monkeypatch.setattr(local_workers, "ProcessPoolExecutor", no_pool)
    one = sim.run("split", ["sensible", "random"], games=8, seed=2, progress=False)
    two = sim.run("split", ["sensible", "random"], games=8, seed=2, workers=2, progress=False)
    pdt.assert_frame_equal(one, two)


def test_the_pool_is_started_only_when_it_pays_off():
    assert not local_workers._pays_off(0.5, 2, "fork")
    assert local_workers._pays_off(10.0, 2, "fork")
    assert not local_workers._pays_off(4.0, 2, "forkserver")


def _script(body: str, tmp_path) -> subprocess.CompletedProcess:
    path = tmp_path / "script.py"
    path.write_text(textwrap.dedent(body))
    return subprocess.run([sys.executable, str(path)], capture_output=True, text=True,
                          timeout=300, cwd=tmp_path)


FORCE_POOL = """
    from cardkit import sim
    from cardkit.sim import workers
    workers.PROBE_SECONDS = 0.0
    workers.STARTUP_SECONDS = dict.fromkeys(("fork", "forkserver", "spawn"), 0.0)
"""


def test_a_script_without_the_main_guard_runs_with_workers(tmp_path):
    r = _script(FORCE_POOL + """
    df = sim.run("push", ["random"], games=12, seed=1, workers=2, progress=False)
    print("rows", len(df))
    """, tmp_path)
    assert r.returncode == 0 and r.stdout == "rows 24\n" and r.stderr == ""


def test_without_the_main_guard_beside_a_thread_one_clear_error(tmp_path):
    # another thread running: no fork; the workers import the script again and stop
    r = _script(FORCE_POOL + """
    import threading, time
    threading.Thread(target=time.sleep, args=(30,), daemon=True).start()
    df = sim.run("push", ["random"], games=12, seed=1, workers=2, progress=False)
    """, tmp_path)
    assert r.returncode == 1
    assert r.stderr.count("Traceback") == 1  # the script's own, not one per worker
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("cardkit.core.errors.ConfigError: the worker processes stopped")
    assert 'if __name__ == "__main__":' in last


def test_beside_a_thread_a_guarded_script_runs_with_workers(tmp_path):
    # as in Jupyter: no fork beside other threads; the workers start by forkserver
    r = _script(FORCE_POOL + """
    import threading, time
    if __name__ == "__main__":
        threading.Thread(target=time.sleep, args=(30,), daemon=True).start()
        assert workers.context().get_start_method() != "fork"
        df = sim.run("push", ["random"], games=12, seed=1, workers=2, progress=False)
        print("rows", len(df))
    """, tmp_path)
    assert r.returncode == 0 and r.stdout == "rows 24\n", r.stderr


def test_ctrl_c_stops_a_run_with_workers_without_tracebacks(tmp_path):
    path = tmp_path / "interrupted.py"
    path.write_text(textwrap.dedent(FORCE_POOL + """
    from cardkit.cli import main
    raise SystemExit(main(["simulate", "split", "--games", "1000000", "--workers", "2"]))
    """))
    # its own process group, which gets the SIGINT as a terminal's Ctrl-C: workers included
    p = subprocess.Popen([sys.executable, str(path)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        # the progress bar past the first game (played here): the pool's batches are being played
        while (line := p.stderr.readline()) and not re.search(r"\b([2-9]|\d\d+)/1000000", line):
            pass
        os.killpg(p.pid, signal.SIGINT)
        _, err = p.communicate(timeout=120)
    finally:
        p.kill()
    assert p.returncode == 130
    assert "Traceback" not in err and "cardkit: interrupted (Ctrl-C)" in err
