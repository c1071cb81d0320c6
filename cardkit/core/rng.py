"""The seeded generator every game keeps in its state.

Only ``random.Random.random()`` is guaranteed by Python to give the same
sequence on every version, so shuffles and choices are built on it here
instead of on ``shuffle``/``choice``, whose algorithms may change.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


class Rng:
    __slots__ = ("_r",)

    def __init__(self, seed: int):
        self._r = random.Random(seed)

    def below(self, n: int) -> int:
        """A whole number in ``range(n)``."""
        return int(self._r.random() * n)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[int(self._r.random() * len(seq))]

    def shuffle(self, items: list) -> None:
        rnd = self._r.random
        for i in range(len(items) - 1, 0, -1):
            j = int(rnd() * (i + 1))
            items[i], items[j] = items[j], items[i]
