"""Confidence intervals for win rates: how sure a number of games lets us be."""
from __future__ import annotations

from statistics import NormalDist

import numpy as np
import pandas as pd


def _z(confidence: float) -> float:
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1, not {confidence!r}")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson(wins, games, confidence: float = 0.95):
    """Wilson score interval ``(low, high)`` for ``wins`` successes in ``games`` trials.

    Works on numbers or arrays. Unlike ``p ± z·sqrt(p(1-p)/n)`` it stays inside [0, 1]
    and is honest for win rates near 0 or 1 and for few games.
    """
    z = _z(confidence)
    wins = np.asarray(wins, dtype=float)
    n = np.asarray(games, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = wins / n
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
        # exact ends: no wins cannot rule out a rate of 0, all wins one of 1
        low = np.where(wins <= 0, 0.0, np.clip(centre - half, 0, 1))
        high = np.where(wins >= n, 1.0, np.clip(centre + half, 0, 1))
    if low.ndim == 0:
        return float(low), float(high)
    return low, high


def win_rates(results: pd.DataFrame, by: str | list[str] = "strategy",
              confidence: float = 0.95) -> pd.DataFrame:
    """Per group (default: strategy): seats played, wins, win rate, its Wilson interval, mean score.

    A row of the results is one player in one game, so a strategy sitting at two seats
    counts twice per game; a shared win (tie) counts as a win for each winner.
    """
    g = results.groupby(by, observed=True, sort=True)
    out = pd.DataFrame({"games": g.size(), "wins": g["winner"].sum().astype("int64"),
                        "mean_score": g["score"].mean()})
    out["win_rate"] = out["wins"] / out["games"]
    out["low"], out["high"] = wilson(out["wins"].to_numpy(), out["games"].to_numpy(), confidence)
    return out.reset_index()[[*([by] if isinstance(by, str) else by), "games", "wins",
                              "win_rate", "low", "high", "mean_score"]]
