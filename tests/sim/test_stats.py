"""Wilson intervals against known values and the normal-approximation limit."""
import math

import numpy as np
import pandas as pd
import pytest

from cardkit.sim import wilson, win_rates


def test_wilson_matches_the_formula_worked_by_hand():
    # 8 wins in 10 games, z = 1.959964: centre (0.8 + z²/20)/(1 + z²/10)
    z = 1.959963984540054
    centre = (0.8 + z * z / 20) / (1 + z * z / 10)
    half = z * math.sqrt(0.8 * 0.2 / 10 + z * z / 400) / (1 + z * z / 10)
    low, high = wilson(8, 10)
    assert low == pytest.approx(centre - half) and high == pytest.approx(centre + half)
    assert low == pytest.approx(0.4902, abs=1e-4) and high == pytest.approx(0.9433, abs=1e-4)


def test_wilson_stays_inside_zero_and_one_and_narrows_with_more_games():
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0
    assert 0 < wilson(0, 20)[1] < 0.2 and 0.8 < wilson(20, 20)[0] < 1
    few = np.subtract(*reversed(wilson(30, 60)))
    many = np.subtract(*reversed(wilson(3000, 6000)))
    assert many < few / 9
    low, high = wilson(np.array([1, 5]), np.array([10, 10]), confidence=0.9)
    assert low.shape == (2,) and (low < high).all()


def test_win_rates_counts_wins_per_strategy():
    df = pd.DataFrame({"strategy": ["a", "b", "a", "b"], "winner": [True, False, True, True],
                       "score": [3, 1, 2, 2]})
    rates = win_rates(df).set_index("strategy")
    assert rates.loc["a", "wins"] == 2 and rates.loc["a", "win_rate"] == 1.0
    assert rates.loc["b", "games"] == 2 and rates.loc["b", "win_rate"] == 0.5
    assert rates.loc["b", "low"] < 0.5 < rates.loc["b", "high"]
