"""The games, one module (or package) each, found in teaching order.

A game module defines ``GAME``, its ``Game`` subclass. A name listed here
whose module is not in the package yet is simply not offered.
"""
from __future__ import annotations

import importlib
import importlib.util

from ..core import Game

TEACHING_ORDER = ("push", "uno_duo", "cover_your_assets", "split", "pegs_and_jokers")


def discover() -> dict[str, type[Game]]:
    found: dict[str, type[Game]] = {}
    for module in TEACHING_ORDER:
        if importlib.util.find_spec(f"{__name__}.{module}") is None:
            continue
        cls = getattr(importlib.import_module(f"{__name__}.{module}"), "GAME", None)
        if cls is not None:  # a module still being written defines no GAME yet
            found[cls.name] = cls
    return found
