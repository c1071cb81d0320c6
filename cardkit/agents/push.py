"""A sensible Push strategy: push while the risk is small, bank what is worth keeping."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.push import COLOURS, colour_of, fits, points
from ..prob import push as prob


class PushSensible:
    """Stops when the bust chance or the expected loss is too high; banks rich colours.

    - ``max_bust``: stop once the chance that the next card busts reaches this;
    - ``max_loss``: stop once bust chance × expected bench loss reaches this many points;
    - ``bank_at``: at the start of a turn, bank the richest bench colour worth this many points.
    """

    name = "sensible"

    def __init__(self, max_bust: float = 0.1, max_loss: float = 1.0, bank_at: int = 8,
                 seed: int = 0):
        self.max_bust, self.max_loss, self.bank_at = max_bust, max_loss, bank_at
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"PushSensible(max_bust={self.max_bust}, max_loss={self.max_loss}, bank_at={self.bank_at})"

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions()
        phase = game.phase
        if phase == "turn":
            by_colour = {c: points([x for x in game.bench[player] if colour_of(x) == c])
                         for c in COLOURS}
            colour, best = max(by_colour.items(), key=lambda kv: kv[1])
            if best >= self.bank_at:
                return Action("bank", (colour,))
            return Action("draw")
        if phase == "push":
            if Action("draw") not in legal:
                return legal[0]
            p = prob.bust_chance(game, player)
            if p >= self.max_bust or p * prob.expected_bust_loss(game, player) >= self.max_loss:
                return Action("stop")
            return Action("draw")
        if phase == "place":
            return max(legal, key=lambda a: self._room_after(game, player, a.args[0]))
        if phase == "collect":
            table = prob.expected_column_points(game, player)
            best = table.loc[table["expected_points"].idxmax(), "column"]
            return Action("take", (int(best),))
        return self._rng.choice(legal)

    @staticmethod
    def _room_after(game: Game, player: int, n: int) -> int:
        """How many unseen cards could still be placed after putting the drawn card in column n."""
        columns = [list(c) for c in game.columns if c is not None]
        if n > len(columns):
            columns.append([])
        columns[n - 1].append(game.pending)
        unseen = game.unseen(player)
        room = 0
        for code, k in unseen.items():
            if code == "SWITCH" or len(columns) < 3 or any(fits(code, c) for c in columns):
                room += k
        return room


STRATEGIES = {"sensible": PushSensible}
