"""What every player sees alike: the projector's table (the game's API has no onlookers' view)."""
from __future__ import annotations

from typing import Any

from ..core import Game


def public_observation(game: Game) -> dict[str, Any]:
    """Each part of the observation that is the same from every seat; a part that differs
    (a hand, the seat's own legal moves) is left empty. Anything every player sees is hidden
    from none, so an onlooker may see it too."""
    seen = [game.observation(p) for p in range(game.players)]
    public: dict[str, Any] = {}
    for key, value in seen[0].items():
        same = all(other.get(key) == value for other in seen[1:])
        public[key] = value if same else _empty(value)
    return public


def _empty(value: Any) -> Any:
    return type(value)() if isinstance(value, (list, dict, str)) else None
