"""Seeds of a run: every game's seed comes from the run's seed and the game's index.

So a game's result depends on nothing else (not on which worker played it, nor
on what it played before), and the same seed gives the same frame whatever
the number of workers or the backend.
"""
from __future__ import annotations

from ..core import ConfigError


def check_seed(seed) -> int:
    """The run's seed, checked: a whole number 0 or more."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ConfigError(f"seed must be a whole number 0 or more, not {seed!r}")
    return seed


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run seeded ``seed``: the same whatever the workers."""
    return (seed * 1_000_003 + index) % 2**31


def bot_seed(seed_of_game: int, player: int) -> int:
    """The seed of the strategy made by name for ``player`` in the game seeded ``seed_of_game``."""
    return seed_of_game * 1000 + player
