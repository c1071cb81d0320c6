"""Tables that fill themselves: what a game (or a bot) looks up at every action, worked
out the first time it is asked for and kept."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Kept(dict):
    """``table[key]`` is ``make(key)``, made the first time it is read and kept (a plain
    dict look-up after that). With ``limit``, at most that many entries are kept; past it
    an entry is made each time it is read (a cache that cannot grow without bound)."""

    __slots__ = ("make", "limit")

    def __init__(self, make: Callable[[Any], Any], limit: int | None = None):
        super().__init__()
        self.make, self.limit = make, limit

    def __missing__(self, key):
        value = self.make(key)
        if self.limit is None or len(self) < self.limit:
            self[key] = value
        return value
