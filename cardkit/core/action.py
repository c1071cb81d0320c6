"""Actions and events: the small values that pass between a game and its users."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Action:
    """One decision, e.g. ``Action("place", (2,))``; ``str()`` gives its canonical text."""

    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return " ".join((self.kind, *map(str, self.args)))


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened: a draw, a roll, a bust. ``str()`` is one plain sentence."""

    kind: str
    player: int | None
    data: dict[str, Any] = field(default_factory=dict)
    text: str = ""

    def __str__(self) -> str:
        return self.text

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "data": self.data, "text": self.text}


@dataclass(frozen=True, slots=True)
class Card:
    """A card: its code plus what the game reads from it."""

    code: str
    name: str = ""
    colour: str | None = None
    rank: int | str | None = None
    points: int = 0

    def __str__(self) -> str:
        return self.code
