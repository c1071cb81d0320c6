"""Strategies (bots): any object with ``choose(game, player) -> Action``.

``RandomAgent`` plays every game; each game module in this package adds its
sensible strategies in ``STRATEGIES``. ``strategy(game, name, **params)``
makes one by name, e.g. ``strategy("push", "sensible", max_bust=0.3)``.
"""
from __future__ import annotations

import random
import reprlib
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..core import Action, ConfigError, Game
from ..registry import entry


class Strategy(Protocol):
    def choose(self, game: Game, player: int) -> Action: ...


@dataclass(frozen=True)
class Decision:
    """What a strategy decided, before any words: the ``action`` it plays, the ``reason`` (a
    name its sentences know, e.g. ``"over_bust"``) and the ``figures`` it weighed, by name.

    A bot's ``decide(game, player)`` returns one; its ``explain`` turns it into an
    ``Explanation`` with the sentence written for that reason, in the bot's words module.
    """

    action: Action
    reason: str
    figures: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Explanation:
    """Why a strategy plays an action: ``explain(game, player)`` of every built-in strategy.

    - ``action``: what ``choose(game, player)`` plays in that position;
    - ``text``: one sentence a student reads, with the figures weighed, e.g. "stop — the
      next draw busts with 23% (7 of 30 unseen cards), over my 20% limit";
    - ``figures``: those numbers by name, from the same ``cardkit.prob`` functions the
      charts use.

    A strategy's explanation never names a card it holds hidden; counts and chances only.
    """

    action: Action
    text: str
    figures: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text


class RandomAgent:
    """Picks uniformly among the legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0):
        self._rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        return self._rng.choice(game.legal_actions())

    def explain(self, game: Game, player: int) -> Explanation:
        """The action ``choose`` plays (drawn the same way, so the generator moves on as
        it would), and that it was drawn at random."""
        n = len(game.legal_actions())
        action = self.choose(game, player)
        text = (f"{action} — the only legal action" if n == 1 else
                f"{action} — drawn at random: each of the {n} legal actions had chance 1 in {n}")
        return Explanation(action, text, {"legal_actions": n, "chance": 1 / n})

    def __repr__(self) -> str:
        return "RandomAgent()"


def strategies(game_name: str) -> dict[str, type]:
    """The strategies offered for a game, by name ("random" always among them); an unknown
    game raises ConfigError listing the games."""
    return {"random": RandomAgent, **entry(game_name).part("strategies")}


def strategy(game_name: str, name: str, **params: Any) -> Strategy:
    """A strategy of a game by name, with its parameters; an unknown name raises ConfigError
    listing the game's strategies."""
    offered = strategies(game_name)
    if not isinstance(name, str) or name not in offered:
        raise ConfigError(f"unknown strategy {reprlib.repr(name)} for {game_name}; "
                          f"choose from {', '.join(offered)}")
    try:
        return offered[name](**params)
    except TypeError as e:
        raise ConfigError(f"bad parameters for strategy {name!r}: {e}") from None


__all__ = ["Decision", "Explanation", "RandomAgent", "Strategy", "strategies", "strategy"]
