"""A sensible Push strategy: push while the risk is small, bank what is worth keeping.

Its figures are those of ``cardkit.prob.push`` (``placed_bust_chance``: the chance that
the next card to be placed busts, Switch cards passed over, since a Switch only gives the
choice again; expected bench loss, expected column value), worked out here from the game's
own state (what each column keeps out, the cards that fit none: the rules' ``kept_out`` and
``busting``) and the draw pile counted: a 10,000-game experiment asks for them millions of
times, and a DataFrame per decision would cost more than the game itself.
``tests/test_agents_push_reference.py`` checks the two give the same decisions.
"""
from __future__ import annotations

from collections import Counter

from ..core import Action, Game
from ..games.push import (
    BANK,
    CARD_NUMBER,
    COLOURS,
    DIE,
    DRAW,
    KEEPS_OUT,
    MAX_COLUMNS,
    POINTS,
    STOP,
    busting,
)

_FACES = len(DIE)
_SLOT = {letter: i for i, letter in enumerate("RBGYP")}  # colour letter -> COLOURS index
# The number and Roll cards by their number in the game (the bits of ``kept_out`` and
# ``busting``): the Switch card is left out, it never goes in a column.
_COUNTED = {code: i for code, i in CARD_NUMBER.items() if code != "SWITCH"}


class PushSensible:
    """Stops when the bust chance or the expected loss is too high; banks rich colours.

    - ``max_bust``: stop once the chance that the next *placed* card busts (Switch cards
      passed over: ``prob.push.placed_bust_chance``) reaches this;
    - ``max_loss``: stop once that chance × expected bench loss reaches this many points;
    - ``bank_at``: at the start of a turn, bank the richest bench colour worth this many points.

    Its decisions are the plain functions below (``bank_choice``, ``stops``,
    ``fewest_busting``, ``column_worth``), on the game's own state: what each column keeps
    out (``g.kept_out``) and the cards that fit none (``cardkit.games.push.busting``). Its
    one precomputation is the draw pile counted, kept up to date as cards are drawn. It
    plays no chance: ``seed`` is taken as every strategy takes it, and unused.
    """

    name = "sensible"

    def __init__(self, max_bust: float = 0.1, max_loss: float = 1.0, bank_at: int = 8,
                 seed: int = 0):
        self.max_bust, self.max_loss, self.bank_at = max_bust, max_loss, bank_at
        self._pile: list[str] | None = None  # the draw pile last counted
        self._seen: list[str] = []  # a copy of it as counted
        self._counts: list[int] = []  # its number and Roll cards counted, by card number
        self._drawable = 0  # number and Roll cards in the pile: all but the Switch cards

    def __repr__(self) -> str:
        return f"PushSensible(max_bust={self.max_bust}, max_loss={self.max_loss}, bank_at={self.bank_at})"

    def _pile_counts(self, pile: list[str]) -> list[int]:
        """The draw pile counted per number card and Roll card (by card number; and
        ``self._drawable``, the sum).

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
                counts = self._counts
                for c in drawn:
                    if c in _COUNTED:
                        counts[_COUNTED[c]] -= 1
                        self._drawable -= 1
        else:
            self._pile, self._seen = pile, list(pile)
            self._counts = _count(pile)
            self._drawable = sum(self._counts)
        return self._counts

    def choose(self, game: Game, player: int) -> Action:
        phase = game.phase
        if phase == "turn":
            k = bank_choice(_colour_points(game.bench[player]), self.bank_at)
            return DRAW if k < 0 else BANK[COLOURS[k]]
        legal = game._legal_list()  # legal_actions() without its copy: only read here
        if phase == "place":
            # with fewer than three columns after placing nothing busts: the first is best
            return legal[0] if len(game.kept_out) < MAX_COLUMNS else self._place(game, legal)
        if phase == "push":
            if len(legal) < 2:  # draw and stop are the only actions of a push
                return legal[0]  # only one choice: the pile is empty, or no card lies in a column
            return STOP if self._stops(game, player) else DRAW
        return self._take(game, player, legal)

    def _stops(self, game: Game, player: int) -> bool:
        """``stops`` on the game now: the cards of the pile that would bust counted."""
        bits = busting(game.kept_out)
        n = _count_bits(bits, self._pile_counts(game.draw_pile)) if bits else 0
        bench = sum(map(POINTS.__getitem__, game.bench[player])) if n else 0
        return stops(n, self._drawable, bench, game.options.harder, self.max_bust, self.max_loss)

    def _place(self, game: Game, legal: list[Action]) -> Action:
        """Among three columns, the placement after which the fewest counted cards bust (the
        most room left: the draw pile less the cards that would bust)."""
        counts = self._pile_counts(game.draw_pile)
        return legal[fewest_busting(game.kept_out, [a.args[0] - 1 for a in legal],
                                    KEEPS_OUT[game.pending], counts)]

    @staticmethod
    def _take(game: Game, player: int, legal: list[Action]) -> Action:
        """The column worth the most to the taker (the first of equals)."""
        columns, harder = game.columns, game.options.harder
        bench = sum(map(POINTS.__getitem__, game.bench[player]))
        best, value = legal[0], None
        for action in legal:
            column = columns[action.args[0] - 1]
            v = column_worth(sum(map(POINTS.__getitem__, column)), "ROLL" in column, bench, harder)
            if value is None or v > value:
                best, value = action, v
        return best


# ----- the decisions, on plain figures ---------------------------------------------------
def bank_choice(colour_points: list[int], bank_at) -> int:
    """The colour to bank at a turn's start (its index in COLOURS): the richest on the bench,
    the first of equals, when worth ``bank_at`` points; -1 to draw instead."""
    best = max(colour_points)
    return colour_points.index(best) if best >= bank_at else -1


def stops(busting: int, drawable: int, bench_points: int, harder: bool, max_bust,
          max_loss) -> bool:
    """Whether to stop a push: ``busting`` of the ``drawable`` cards in the pile (all but the
    Switch cards) would bust, with ``bench_points`` on the bench (read only when one busts)."""
    p = busting / drawable if drawable else 0.0  # the placed-card bust chance
    if p >= max_bust:
        return True
    # the expected loss is finite and never negative: at p = 0 the product is 0.0
    risk = p * (_losses(bench_points, harder) / _FACES) if p else 0.0
    return risk >= max_loss


def fewest_busting(masks: list[int], columns: list[int], block: int, counts: list[int]) -> int:
    """Where to place a card among three columns (blocking ``masks``): the position in
    ``columns`` (the indexes it fits) after which the fewest counted cards bust, the first of
    equals. ``block``: what the card keeps out (``KEEPS_OUT``)."""
    best, fewest = 0, None
    m0, m1, m2 = masks
    for j, i in enumerate(columns):
        if i == 0:
            n = _count_bits((m0 | block) & m1 & m2, counts)
        elif i == 1:
            n = _count_bits(m0 & (m1 | block) & m2, counts)
        else:
            n = _count_bits(m0 & m1 & (m2 | block), counts)
        if fewest is None or n < fewest:
            best, fewest = j, n
    return best


def column_worth(gained: int, has_roll: bool, bench_points: int, harder: bool) -> float:
    """A column's value to its taker: the ``gained`` points less, with a Roll card in it, the
    expected loss of the bench it leaves (``bench_points`` before taking)."""
    if not has_roll:
        return float(gained)
    return gained - _losses(bench_points + gained, harder) / _FACES


def _count(pile: list[str]) -> list[int]:
    counts = Counter(pile)
    return [counts[c] for c in _COUNTED]


def _colour_points(cards: list[str]) -> list[int]:
    """Points of each colour (COLOURS order) among number cards."""
    sums = [0, 0, 0, 0, 0]
    for c in cards:
        sums[_SLOT[c[0]]] += POINTS[c]
    return sums


def _count_bits(bits: int, counts: list[int]) -> int:
    """How many cards of the pile are among the cards set in ``bits``."""
    n = 0
    while bits:
        low = bits & -bits
        n += counts[low.bit_length() - 1]
        bits ^= low
    return n


def _losses(bench_points: int, harder: bool) -> int:
    """The bench points lost summed over the six die faces."""
    # each colour face loses that colour's points: the five cover the bench once;
    # the star loses all of it in the harder game
    return bench_points + bench_points if harder else bench_points


STRATEGIES = {"sensible": PushSensible}
