"""A sensible Push strategy: push while the risk is small, bank what is worth keeping.

Its figures are those of ``cardkit.prob.push`` (bust chance over the unseen cards,
expected bench loss, expected column value), worked out here straight from the
game's lists: a 10,000-game experiment asks for them millions of times, and a
DataFrame per decision would cost more than the game itself. Tests check the
two give the same decisions.
"""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.push import BANK, COLOURS, DIE, DRAW, MAX_COLUMNS, STOP, TAKE, _RANK

_FACES = len(DIE)
_LETTERS = tuple("RBGYP")  # the colour letters in COLOURS order


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
        phase = game.phase
        if phase == "turn":
            by_colour = _colour_points(game.bench[player])
            best = max(by_colour)
            if best >= self.bank_at:
                return BANK[COLOURS[by_colour.index(best)]]
            return DRAW
        legal = game.legal_actions()
        if phase == "push":
            if DRAW not in legal:
                return legal[0]
            p = bust_chance(game)
            if p >= self.max_bust or p * expected_bust_loss(game, player) >= self.max_loss:
                return STOP
            return DRAW
        if phase == "place":
            return max(legal, key=lambda a: self._room_after(game, player, a.args[0]))
        if phase == "collect":
            best, value = 0, None
            for i, col in enumerate(game.columns):
                if col is not None:
                    v = column_value(game, col, player)
                    if value is None or v > value:
                        best, value = i + 1, v
            return TAKE[best]
        return self._rng.choice(legal)

    @staticmethod
    def _room_after(game: Game, player: int, n: int) -> int:
        """How many unseen cards could still be placed after putting the drawn card in column n."""
        columns = [c for c in game.columns if c is not None]
        if n > len(columns):
            columns = [*columns, [game.pending]]
        else:
            columns = [c + [game.pending] if i == n - 1 else c for i, c in enumerate(columns)]
        pile = game.draw_pile
        if len(columns) < MAX_COLUMNS:
            return len(pile)
        return len(pile) - _busting(columns, pile)


def _colour_points(cards: list[str]) -> list[int]:
    """Points of each colour (COLOURS order) among number cards."""
    sums = [0, 0, 0, 0, 0]
    for c in cards:
        sums[_LETTERS.index(c[0])] += _RANK[c]
    return sums


def _busting(columns: list[list[str]], pile: list[str]) -> int:
    """How many cards of the pile fit none of three columns (Switch cards never bust)."""
    letters = []
    ranks = []
    rolls = 0
    for col in columns:
        ls, rs = set(), set()
        for c in col:
            if c == "ROLL":
                rolls += 1
            else:
                ls.add(c[0])
                rs.add(c[1])
        letters.append(ls)
        ranks.append(rs)
    (l1, l2, l3), (r1, r2, r3) = letters, ranks
    roll_busts = rolls >= len(columns) and all("ROLL" in col for col in columns)
    n = 0
    for c in pile:
        if c == "SWITCH":
            continue
        if c == "ROLL":
            n += roll_busts
            continue
        a, b = c[0], c[1]
        if (a in l1 or b in r1) and (a in l2 or b in r2) and (a in l3 or b in r3):
            n += 1
    return n


def bust_chance(game: Game) -> float:
    """``cardkit.prob.push.bust_chance`` (Switch cards skipped), from the draw pile directly."""
    pile = game.draw_pile
    total = len(pile) - pile.count("SWITCH")
    if total == 0:
        return 0.0
    columns = [c for c in game.columns if c is not None]
    if len(columns) < MAX_COLUMNS:
        return 0 / total
    return _busting(columns, pile) / total


def _losses(bench: list[str], harder: bool) -> int:
    """The bench points lost summed over the six die faces."""
    sums = _colour_points(bench)
    return sum(sums) + (sum(sums) if harder else 0)


def expected_bust_loss(game: Game, player: int) -> float:
    """``cardkit.prob.push.expected_bust_loss``: the average bench loss over the die faces."""
    return _losses(game.bench[player], game.options.harder) / _FACES


def column_value(game: Game, column: list[str], player: int) -> float:
    """``cardkit.prob.push.column_value``: points gained less the expected loss of a Roll card."""
    gained = sum(map(_RANK.__getitem__, column))
    if "ROLL" not in column:
        return float(gained)
    after = game.bench[player] + [c for c in column if c != "ROLL"]
    return gained - _losses(after, game.options.harder) / _FACES


STRATEGIES = {"sensible": PushSensible}
