"""A sensible Push strategy: push while the risk is small, bank what is worth keeping.

Its figures are those of ``cardkit.prob.push`` (bust chance over the unseen cards,
expected bench loss, expected column value), worked out here straight from the
game's lists: a 10,000-game experiment asks for them millions of times, and a
DataFrame per decision would cost more than the game itself. Tests check the
two give the same decisions.
"""
from __future__ import annotations

import random
from collections import Counter

from ..core import Action, Game
from ..games.push import _RANK, BANK, COLOURS, DIE, DRAW, MAX_COLUMNS, STOP, TAKE

_FACES = len(DIE)
_SLOT = {letter: i for i, letter in enumerate("RBGYP")}  # colour letter -> COLOURS index
# The 30 number cards as bits: a column blocks the numbers sharing a colour or a number
# with one of its cards, and a card busts when all three columns block it.
_NUMBERS = tuple(f"{letter}{rank}" for letter in "RBGYP" for rank in "123456")
_BLOCKS = {c: sum(1 << i for i, d in enumerate(_NUMBERS) if d[0] == c[0] or d[1] == c[1])
           for c in _NUMBERS}
_BLOCKS["ROLL"] = 0
_INDEX = {c: i for i, c in enumerate(_NUMBERS)}


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
        self._pile: list[str] | None = None  # the draw pile last counted
        self._seen: list[str] = []  # a copy of it as counted
        self._numbers: list[int] = []  # its number cards counted, in _NUMBERS order
        self._rolls = 0
        self._drawable = 0  # number and Roll cards in the pile: all but the Switch cards

    def __repr__(self) -> str:
        return f"PushSensible(max_bust={self.max_bust}, max_loss={self.max_loss}, bank_at={self.bank_at})"

    def _pile_counts(self, pile: list[str]) -> tuple[list[int], int]:
        """The draw pile counted: per number card (``_NUMBERS`` order), and its Roll cards
        (and ``self._drawable``, the two together).

        The game only pops cards off the end of its pile, so when the same list has
        shrunk the cards drawn since are the tail of our copy: only they are taken off.
        Anything else (another game, an undo, a pile changed by hand) counts it afresh.
        """
        size, seen = len(pile), self._seen
        # (the list compare is cheap, its items being the very same strings, and it makes
        # sure nothing but draws changed the pile)
        drawn = seen[size:]
        if drawn:
            del seen[size:]
        if pile is self._pile and pile == seen:
            if drawn:
                numbers = self._numbers
                for c in drawn:
                    if c in _INDEX:
                        numbers[_INDEX[c]] -= 1
                        self._drawable -= 1
                    elif c == "ROLL":
                        self._rolls -= 1
                        self._drawable -= 1
        else:
            counts = Counter(pile)
            self._pile, self._seen = pile, list(pile)
            self._numbers, self._rolls = [counts[c] for c in _NUMBERS], counts["ROLL"]
            self._drawable = size - counts["SWITCH"]
        return self._numbers, self._rolls

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
            if len(legal) < 2:  # draw and stop are the only actions of a push
                return legal[0]  # only one choice: the pile is empty, or no card lies in a column
            p = self._bust_chance(game)
            if p >= self.max_bust:
                return STOP
            # the expected loss is finite and never negative: at p = 0 the product is 0.0
            risk = p * expected_bust_loss(game, player) if p else 0.0
            return STOP if risk >= self.max_loss else DRAW
        if phase == "place":
            return self._place(game, legal)
        if phase == "collect":
            best, value = 0, None
            for i, col in enumerate(game.columns):
                if col is not None:
                    v = column_value(game, col, player)
                    if value is None or v > value:
                        best, value = i + 1, v
            return TAKE[best]
        return self._rng.choice(legal)

    def _bust_chance(self, game: Game) -> float:
        """``bust_chance(game)``, from the counts kept up to date draw by draw."""
        counts = self._pile_counts(game.draw_pile)
        total = self._drawable
        if total == 0:
            return 0.0
        columns = [c for c in game.columns if c is not None]
        if len(columns) < MAX_COLUMNS:
            return 0 / total
        return _busting(columns, counts) / total

    def _place(self, game: Game, legal: list[Action]) -> Action:
        """The placement leaving most room: ``max(legal, key=_room_after)``, worked out quickly.

        Room is the draw pile less the cards that would bust; with fewer than three
        columns after placing nothing busts, so the first placement is best while
        fewer than three columns are open.
        """
        columns = [c for c in game.columns if c is not None]
        if len(columns) < MAX_COLUMNS:
            return legal[0]
        numbers, rolls = self._pile_counts(game.draw_pile)
        masks = [_mask(col) for col in columns]
        roll_in = ["ROLL" in col for col in columns]
        card = game.pending
        best, fewest = None, None
        for a in legal:
            i = a.args[0] - 1
            m = masks[:]
            m[i] |= _BLOCKS[card]
            r = roll_in[:]
            r[i] = r[i] or card == "ROLL"
            n = _count_bits(m[0] & m[1] & m[2], numbers) + (rolls if all(r) else 0)
            if fewest is None or n < fewest:
                best, fewest = a, n
        return best

    @staticmethod
    def _room_after(game: Game, player: int, n: int, counts: tuple | None = None) -> int:
        """How many unseen cards could still be placed after putting the drawn card in column n."""
        columns = [c for c in game.columns if c is not None]
        if n > len(columns):
            columns = [*columns, [game.pending]]
        else:
            columns = [c + [game.pending] if i == n - 1 else c for i, c in enumerate(columns)]
        pile = game.draw_pile
        if len(columns) < MAX_COLUMNS:
            return len(pile)
        return len(pile) - _busting(columns, _count(pile) if counts is None else counts)


def _count(pile: list[str]) -> tuple[list[int], int]:
    counts = Counter(pile)
    return [counts[c] for c in _NUMBERS], counts["ROLL"]


def _colour_points(cards: list[str]) -> list[int]:
    """Points of each colour (COLOURS order) among number cards."""
    sums = [0, 0, 0, 0, 0]
    for c in cards:
        sums[_SLOT[c[0]]] += _RANK[c]
    return sums


def _mask(column: list[str]) -> int:
    """The number cards (as bits) that a column blocks."""
    mask = 0
    for c in column:
        mask |= _BLOCKS[c]
    return mask


def _count_bits(bits: int, numbers: list[int]) -> int:
    """How many cards of the pile are among the number cards set in ``bits``."""
    n = 0
    while bits:
        low = bits & -bits
        n += numbers[low.bit_length() - 1]
        bits ^= low
    return n


def _busting(columns: list[list[str]], counts: tuple[list[int], int]) -> int:
    """How many of the counted cards fit none of three columns (Switch cards never bust)."""
    numbers, rolls = counts
    busting = -1
    all_rolls = True
    for col in columns:
        mask = 0
        for c in col:
            mask |= _BLOCKS[c]
        busting &= mask
        all_rolls = all_rolls and "ROLL" in col
    n = rolls if all_rolls else 0
    while busting:
        low = busting & -busting
        n += numbers[low.bit_length() - 1]
        busting ^= low
    return n


def bust_chance(game: Game, count=None) -> float:
    """``cardkit.prob.push.bust_chance`` (Switch cards skipped), from the draw pile directly.

    ``count``: a function counting the pile (``PushSensible._pile_counts``), if at hand.
    """
    pile = game.draw_pile
    total = len(pile) - pile.count("SWITCH")
    if total == 0:
        return 0.0
    columns = [c for c in game.columns if c is not None]
    if len(columns) < MAX_COLUMNS:
        return 0 / total
    return _busting(columns, (count or _count)(pile)) / total


def _losses(bench: list[str], harder: bool) -> int:
    """The bench points lost summed over the six die faces."""
    # each colour face loses that colour's points: the five cover the bench once;
    # the star loses all of it in the harder game
    total = sum(map(_RANK.__getitem__, bench))
    return total + total if harder else total


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
