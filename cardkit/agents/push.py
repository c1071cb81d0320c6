"""A sensible Push strategy: push while the risk is small, bank what is worth keeping.

Its figures are those of ``cardkit.prob.push`` (``placed_bust_chance``: the chance that
the next card to be placed busts, Switch cards passed over, since a Switch only gives the
choice again; expected bench loss, expected column value), worked out from the rules' own
functions (``busting``, ``busting_after``, ``expected_roll_loss``) and the draw pile
counted: a 10,000-game experiment asks for them millions of times, and a DataFrame per
decision would cost more than the game itself. ``tests/agents/test_agents_push_reference.py``
checks the two give the same decisions. Its sentences are in ``push_words``.
"""
from __future__ import annotations

from collections import Counter
from types import MappingProxyType

from ..core import Action, Game
from ..games.push import (
    BANK,
    CARD_NUMBER,
    COLOURS,
    DRAW,
    MAX_COLUMNS,
    POINTS,
    STOP,
    busting,
    busting_after,
    expected_roll_loss,
)
from . import Decision, Explanation, push_words

__all__ = ["STRATEGIES", "PushSensible", "bank_choice", "column_worth", "fewest_busting",
           "stop_reason"]

_SLOT = MappingProxyType({letter: i for i, letter in enumerate("RBGYP")})  # -> COLOURS index
# The number and Roll cards by their number in the game (the bits of ``kept_out`` and
# ``busting``): the Switch card is left out, it never goes in a column.
_COUNTED = MappingProxyType({code: i for code, i in CARD_NUMBER.items() if code != "SWITCH"})


class PushSensible:
    """Stops when the bust chance or the expected loss is too high; banks rich colours.

    - ``max_bust``: stop once the chance that the next *placed* card busts (Switch cards
      passed over: ``prob.push.placed_bust_chance``) reaches this;
    - ``max_loss``: stop once that chance × expected bench loss reaches this many points;
    - ``bank_at``: at the start of a turn, bank the richest bench colour worth this many points.

    Its decisions are the plain functions below (``bank_choice``, ``stop_reason``,
    ``fewest_busting``, ``column_worth``), on the game's public state and the rules'
    functions. It keeps the draw pile counted, up to date as cards are drawn. It plays no
    chance: ``seed`` is taken as every strategy takes it, and unused.

    ``decide(game, player)`` gives the ``Decision`` (action, reason, figures); ``choose``
    its action alone; ``explain`` the decision in a sentence (``push_words``).
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

    def choose(self, game: Game, player: int) -> Action:
        return self._decide(game, player, False)

    def decide(self, game: Game, player: int) -> Decision:
        """The choice, its reason and the figures weighed (``push_words`` has a sentence for
        each reason)."""
        return self._decide(game, player, True)

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays and why, with the figures it weighed: those of
        ``cardkit.prob.push`` (the tests check they equal)."""
        return push_words.explain(self, game, self.decide(game, player))

    def _decide(self, game: Game, player: int, why: bool):
        """The action; with ``why``, the ``Decision``. One body for both, so that what is
        explained is what is played."""
        phase = game.phase
        if phase == "turn":
            return self._turn(game, player, why)
        legal = game.legal_list()
        if phase == "place":
            if len(game.kept_out) < MAX_COLUMNS:  # a new column still opens: nothing busts
                if not why:
                    return legal[0]
                return Decision(legal[0], "only" if len(legal) == 1 else "first_fit",
                                {"unseen_placeable": self._placeable(game)})
            return self._place(game, legal, why)
        if phase == "push":
            if len(legal) < 2:  # the pile is empty, or no card lies in a column
                return Decision(legal[0], "only") if why else legal[0]
            return self._push(game, player, why)
        return self._take(game, player, legal, why)

    def _turn(self, game: Game, player: int, why: bool):
        by_colour = _colour_points(game.bench[player])
        k = bank_choice(by_colour, self.bank_at)
        action = DRAW if k < 0 else BANK[COLOURS[k]]
        if not why:
            return action
        return Decision(action, "keeps" if k < 0 else "banks", {"colour_points": by_colour})

    def _push(self, game: Game, player: int, why: bool):
        """``stop_reason`` on the game now: the cards of the pile that would bust counted."""
        bits = busting(game.kept_out)
        counts = self._pile_counts(game.draw_pile) if bits or why else None
        n = _count_bits(bits, counts) if bits else 0
        bench = sum(map(POINTS.__getitem__, game.bench[player])) if n or why else 0
        harder = game.options.harder
        reason = stop_reason(n, self._drawable, bench, harder, self.max_bust, self.max_loss)
        action = DRAW if reason == "under" else STOP
        if not why:
            return action
        drawable = self._drawable
        return Decision(action, reason, {
            "busting": n, "unseen_placeable": drawable,
            "placed_bust_chance": n / drawable if drawable else 0.0,
            "expected_bust_loss": expected_roll_loss(bench, harder)})

    def _place(self, game: Game, legal: list[Action], why: bool):
        """Among three columns, the placement after which the fewest counted cards bust (the
        most room left: the draw pile less the cards that would bust)."""
        after: list[int] | None = [] if why else None
        columns = [a.args[0] for a in legal]
        j = fewest_busting(game.kept_out, columns, game.pending,
                           self._pile_counts(game.draw_pile), after)
        if not why:
            return legal[j]
        return Decision(legal[j], "fewest", {"columns": columns, "busting_after": after,
                                             "unseen_placeable": self._drawable})

    @staticmethod
    def _take(game: Game, player: int, legal: list[Action], why: bool):
        """The column worth the most to the taker (the first of equals)."""
        columns, harder = game.columns, game.options.harder
        bench = sum(map(POINTS.__getitem__, game.bench[player]))
        best, value = legal[0], None
        worth = [] if why else None
        for action in legal:
            column = columns[action.args[0] - 1]
            v = column_worth(sum(map(POINTS.__getitem__, column)), "ROLL" in column, bench, harder)
            if why:
                worth.append(v)
            if value is None or v > value:
                best, value = action, v
        if not why:
            return best
        return Decision(best, "worth", {"columns": [a.args[0] for a in legal], "worth": worth})

    def _placeable(self, game: Game) -> int:
        """The number and Roll cards of the draw pile."""
        self._pile_counts(game.draw_pile)
        return self._drawable

    def _pile_counts(self, pile: list[str]) -> list[int]:
        """The draw pile counted per number card and Roll card (by card number; and
        ``self._drawable``, the sum).

        The game only pops cards off the end of its pile, so when the same list has
        shrunk the cards drawn since are the tail of our copy: only they are taken off.
        Anything else (another game, an undo, a pile changed by hand) counts it afresh.
        """
        size, seen = len(pile), self._seen
        drawn = seen[size:]
        if drawn:
            del seen[size:]
        # the compare makes sure that nothing but draws changed the pile
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


# ----- the decisions, on plain figures ---------------------------------------------------
def bank_choice(colour_points: list[int], bank_at: int) -> int:
    """The colour to bank at a turn's start (its index in COLOURS): the richest on the bench,
    the first of equals, when worth ``bank_at`` points or more; -1 to draw instead."""
    best = max(colour_points)
    return colour_points.index(best) if best >= bank_at else -1


def stop_reason(busting: int, drawable: int, bench_points: int, harder: bool, max_bust: float,
                max_loss: float) -> str:
    """Whether to stop a push, and why: ``"over_bust"`` (the placed-card bust chance reaches
    ``max_bust``), ``"over_loss"`` (that chance × the expected bench loss reaches
    ``max_loss``) or ``"under"`` (draw on). ``busting`` of the ``drawable`` cards in the pile
    (all but the Switch cards) would bust, with ``bench_points`` on the bench (read only
    when one busts)."""
    p = busting / drawable if drawable else 0.0  # the placed-card bust chance
    if p >= max_bust:
        return "over_bust"
    # the expected loss is finite and never negative: at p = 0 the product is 0.0
    risk = p * expected_roll_loss(bench_points, harder) if p else 0.0
    return "over_loss" if risk >= max_loss else "under"


def fewest_busting(kept_out: list[int], columns: list[int], code: str, counts: list[int],
                   after: list[int] | None = None) -> int:
    """Where to place ``code``: the position in ``columns`` (the numbers of the columns it
    may join) after which the fewest counted cards bust (the rules' ``busting_after``), the
    first of equals. ``after``, if given, receives how many would bust after each."""
    best, fewest = 0, None
    for j, n in enumerate(columns):
        k = _count_bits(busting_after(kept_out, n, code), counts)
        if after is not None:
            after.append(k)
        if fewest is None or k < fewest:
            best, fewest = j, k
    return best


def column_worth(gained: int, has_roll: bool, bench_points: int, harder: bool) -> float:
    """A column's value to its taker: the ``gained`` points less, with a Roll card in it, the
    expected loss of the bench it joins (``bench_points`` before taking)."""
    if not has_roll:
        return float(gained)
    return gained - expected_roll_loss(bench_points + gained, harder)


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


STRATEGIES = MappingProxyType({"sensible": PushSensible})
