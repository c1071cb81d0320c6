"""A game's history and state in a form two games can be compared by, for the tests that
check a game's own playout against the simulator's generic loop (in tests/games and
tests/sim: this folder is on the path of both)."""
from __future__ import annotations

from cardkit.core import Game


def history_and_json(g: Game) -> tuple[list, str]:
    """``g.history`` as comparable entries (player, action text, each event's ``to_dict()``:
    kind, player, data and sentence) and ``g.to_json()``."""
    return [(p, t, [e.to_dict() for e in ev]) for p, t, ev in g.history], g.to_json()
