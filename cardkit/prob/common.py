"""Counting helpers shared by the games' probability modules."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from math import comb


def viewer(g, player=None) -> int:
    """The player whose figures are asked for: ``player`` checked with ``g.seat``; when it is
    None, the player to act, or player 0 once the game is over (``current_player`` is None)."""
    if player is None:
        player = g.current_player
    return 0 if player is None else g.seat(player)


def share(unseen: Counter, test: Callable[[str], bool]) -> float:
    """Chance that one card drawn from ``unseen`` passes ``test``."""
    total = sum(unseen.values())
    if total == 0:
        return 0.0
    return sum(n for c, n in unseen.items() if test(c)) / total


def count(unseen: Counter, test: Callable[[str], bool]) -> int:
    return sum(n for c, n in unseen.items() if test(c))


def at_least_one(population: int, successes: int, draws: int) -> float:
    """Hypergeometric chance that ``draws`` cards from ``population`` hold a success."""
    if draws <= 0 or successes <= 0:
        return 0.0
    if draws > population:
        draws = population
    return 1.0 - comb(population - successes, draws) / comb(population, draws)


def hypergeom_pmf(population: int, successes: int, draws: int, k: int) -> float:
    """Chance of exactly ``k`` successes in ``draws`` cards from ``population``."""
    if k < 0 or k > successes or draws - k > population - successes or draws > population:
        return 0.0
    return comb(successes, k) * comb(population - successes, draws - k) / comb(population, draws)


def expectation(pairs: Iterable[tuple[float, float]]) -> float:
    """Sum of probability × value."""
    return sum(p * v for p, v in pairs)
