"""``cardkit simulate``: a results file that reads back, and clear errors."""
import importlib.util

import pandas as pd
import pytest

from cardkit import sim
from cardkit.cli import main


def test_simulate_writes_a_csv_that_reads_back(tmp_path, capsys):
    out = tmp_path / "results.csv"
    code = main(["simulate", "push", "--games", "6", "--strategies", "sensible,random",
                 "--seed", "3", "--out", str(out), "--quiet"])
    assert code == 0
    back = pd.read_csv(out)
    expected = sim.run("push", ["sensible", "random"], games=6, seed=3, progress=False)
    assert tuple(back.columns) == sim.COLUMNS
    pd.testing.assert_frame_equal(back.astype(sim.DTYPES), expected)
    said = capsys.readouterr().out
    assert "sensible" in said and "95% interval" in said and "wrote 12 rows" in said


@pytest.mark.parametrize("args, words", [
    (["--games", "0"], "games must be a whole number above 0"),
    (["--strategies", "clever"], "unknown strategy 'clever'"),
    (["--backend", "spark"], "unknown backend 'spark'"),
    (["--out", "results.xlsx"], "--out must end in .csv or .parquet"),
])
def test_simulate_bad_arguments_exit_2_with_a_message(args, words, capsys, tmp_path):
    assert main(["simulate", "push", "--quiet", *args]) == 2
    assert words in capsys.readouterr().err


@pytest.mark.skipif(importlib.util.find_spec("pyarrow") is not None
                    or importlib.util.find_spec("fastparquet") is not None,
                    reason="a Parquet engine is installed")
def test_parquet_without_pyarrow_says_what_to_install(tmp_path, capsys):
    assert main(["simulate", "push", "--games", "2", "--out", str(tmp_path / "r.parquet")]) == 2
    assert "pip install pyarrow" in capsys.readouterr().err


@pytest.mark.skipif(importlib.util.find_spec("pyarrow") is None, reason="pyarrow not installed")
def test_simulate_writes_parquet_that_reads_back(tmp_path):
    out = tmp_path / "results.parquet"
    assert main(["simulate", "push", "--games", "3", "--out", str(out), "--quiet"]) == 0
    assert tuple(pd.read_parquet(out).columns) == sim.COLUMNS
