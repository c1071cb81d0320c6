"""The end of a game, told big on the table: the headline, every player's score, the winners.

(The charts say the game is over themselves: ``cardkit.views.charts.GameOver``.)
"""
from __future__ import annotations

from typing import Any

from ..core import Game
from ..core.sentences import winners_text
from ..i18n import _


def headline(game: Game, names: list[str]) -> str:
    """``Game over: Player 1 (bot) wins.`` (or ``... share the win.``)."""
    return _("Game over: {winners}.").format(winners=winners_text(game.winners(), names=names))


def result(game: Game, names: list[str]) -> dict[str, Any]:
    """What the table shows once the game is over: the ``headline`` and one row of ``scores``
    per player (name, score as the game writes it, whether they won)."""
    winners = set(game.winners())
    return {"headline": headline(game, names),
            "scores": [{"name": names[p], "score": game.score_text(s), "winner": p in winners}
                       for p, s in game.scores().items()]}
