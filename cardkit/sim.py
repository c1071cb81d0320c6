"""Playing many games: ``play`` one, ``run`` many into a tidy DataFrame."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd

from .agents import strategy as make_strategy
from .core import ConfigError, Game
from .registry import make

COLUMNS = ["seed", "game", "player", "strategy", "score", "rank", "winner", "turns", "actions"]


def _strategies(game_name: str, strategies, players: int, seed: int) -> list:
    if isinstance(strategies, str):
        strategies = strategies.split(",")
    if not isinstance(strategies, Sequence) or not strategies:
        raise ConfigError("strategies must be a non-empty list of names or strategy objects")
    out = []
    for i in range(players):
        s = strategies[i % len(strategies)]
        if isinstance(s, str):
            s = make_strategy(game_name, s.strip(), **({"seed": seed * 1000 + i}))
        elif not hasattr(s, "choose"):
            raise ConfigError(f"a strategy needs a choose(game, player) method, not {s!r}")
        out.append(s)
    return out


def play(game_name: str, strategies, seed: int = 0, players: int | None = None,
         max_actions: int = 1_000_000, **options: Any) -> Game:
    """Play one game to the end with one strategy per player (cycled if fewer given)."""
    g = make(game_name, players=players, seed=seed, **options)
    bots = _strategies(game_name, strategies, g.players, seed)
    for _ in range(max_actions):
        if g.is_over:
            return g
        p = g.current_player
        g.apply(bots[p].choose(g, p))
    raise RuntimeError(f"{game_name} seed {seed} did not end within {max_actions} actions")


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run seeded ``seed``: the same whatever the workers."""
    return (seed * 1_000_003 + index) % 2**31


def _rank(scores: dict[int, float], lower_wins: bool) -> dict[int, int]:
    order = sorted(set(scores.values()), reverse=not lower_wins)
    return {p: order.index(v) + 1 for p, v in scores.items()}


def _names(strategies, players: int) -> list[str]:
    if isinstance(strategies, str):
        strategies = strategies.split(",")
    return [s.strip() if isinstance(s, str) else getattr(s, "name", type(s).__name__)
            for s in (strategies[i % len(strategies)] for i in range(players))]


def run(game_name: str, strategies, games: int = 100, seed: int = 0,
        players: int | None = None, progress: bool = True, **options: Any) -> pd.DataFrame:
    """Play many games; one row per game and player."""
    if isinstance(games, bool) or not isinstance(games, int) or games <= 0:
        raise ConfigError(f"games must be a whole number above 0, not {games!r}")
    from tqdm.auto import tqdm

    rows = []
    for i in tqdm(range(games), desc=f"{game_name} games", disable=not progress):
        s = game_seed(seed, i)
        g = play(game_name, strategies, seed=s, players=players, **options)
        scores = g.scores()
        lower = getattr(g, "lower_wins", False)
        ranks = _rank(scores, lower)
        winners = set(g.winners())
        names = _names(strategies, g.players)
        turns = getattr(g, "turns", len(g.history))
        for p in range(g.players):
            rows.append({"seed": s, "game": i, "player": p, "strategy": names[p],
                         "score": scores[p], "rank": ranks[p], "winner": p in winners,
                         "turns": turns, "actions": len(g.history)})
    return pd.DataFrame(rows, columns=COLUMNS)
