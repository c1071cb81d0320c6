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
from ..core.sentences import told_apart
from ..games.push import (
    BANK,
    CARD_NUMBER,
    CARDS,
    COLOURS,
    DIE,
    DRAW,
    KEEPS_OUT,
    MAX_COLUMNS,
    POINTS,
    STOP,
    busting,
    points,
)
from . import Explanation

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

    Its decisions are the plain functions below (``bank_choice``, ``stop_reason``,
    ``fewest_busting``, ``column_worth``), on the game's own state: what each column keeps
    out (``g.kept_out``) and the cards that fit none (``cardkit.games.push.busting``). Its
    one precomputation is the draw pile counted, kept up to date as cards are drawn. It
    plays no chance: ``seed`` is taken as every strategy takes it, and unused.

    ``explain(game, player)`` says why, in a sentence with the figures weighed: ``decide``
    (which ``choose`` is) hands back the action with its reason and figures when asked.
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

    def decide(self, game: Game, player: int, why: bool = False):
        """This strategy's choice; with ``why``, ``(action, reason, info)``: the choice and
        what explains it. ``choose`` is this function (the simulator calls it millions of
        times: no second call, no tuple, unless asked why).

        ``reason`` and ``info``: ``BANKS`` or ``KEEPS`` (a turn's start; the bench's points
        by colour, COLOURS order), ``ONLY`` (one legal action; None), ``FIRST_FIT`` (fewer
        than three columns, the first place it fits; None), ``FEWEST`` (three columns; the
        counted cards that would bust after each legal place, and the number and Roll cards
        in the pile), ``OVER_BUST``, ``OVER_LOSS`` or ``UNDER`` (a push: ``stop_reason``'s;
        the busting cards, the cards they are among, bench points), ``WORTH`` (a take;
        the taker's bench points before the take)."""
        phase = game.phase
        if phase == "turn":
            by_colour = _colour_points(game.bench[player])
            k = bank_choice(by_colour, self.bank_at)
            action = DRAW if k < 0 else BANK[COLOURS[k]]
            return (action, KEEPS if k < 0 else BANKS, by_colour) if why else action
        legal = game.legal_list()  # legal_actions() without its copy: only read here
        if phase == "place":
            # with fewer than three columns after placing nothing busts: the first is best
            if len(game.kept_out) < MAX_COLUMNS:
                return (legal[0], ONLY if len(legal) == 1 else FIRST_FIT, None) if why \
                    else legal[0]
            return self._place(game, legal, why)
        if phase == "push":
            if len(legal) < 2:  # draw and stop are the only actions of a push
                # only one choice: the pile is empty, or no card lies in a column
                return (legal[0], ONLY, None) if why else legal[0]
            return self._push(game, player, why)
        return self._take(game, player, legal, why)

    choose = decide  # choose(game, player) -> Action

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays (``decide``'s action, so the two never disagree) and why, with
        the figures it weighed: those of ``cardkit.prob.push`` (the tests check they equal)."""
        action, reason, info = self.decide(game, player, True)
        return _EXPLAINERS[reason](self, game, player, action, info)

    def _push(self, game: Game, player: int, why: bool):
        """``stop_reason`` on the game now: the cards of the pile that would bust counted."""
        bits = busting(game.kept_out)
        n = _count_bits(bits, self._pile_counts(game.draw_pile)) if bits else 0
        bench = sum(map(POINTS.__getitem__, game.bench[player])) if n else 0
        reason = stop_reason(n, self._drawable, bench, game.options.harder, self.max_bust,
                             self.max_loss)
        action = DRAW if reason is UNDER else STOP
        return (action, reason, (n, self._drawable, bench)) if why else action

    def _place(self, game: Game, legal: list[Action], why: bool):
        """Among three columns, the placement after which the fewest counted cards bust (the
        most room left: the draw pile less the cards that would bust)."""
        counts = self._pile_counts(game.draw_pile)
        after = [] if why else None
        j = fewest_busting(game.kept_out, [a.args[0] - 1 for a in legal],
                           KEEPS_OUT[game.pending], counts, after)
        return (legal[j], FEWEST, (after, self._drawable)) if why else legal[j]

    @staticmethod
    def _take(game: Game, player: int, legal: list[Action], why: bool):
        """The column worth the most to the taker (the first of equals)."""
        columns, harder = game.columns, game.options.harder
        bench = sum(map(POINTS.__getitem__, game.bench[player]))
        best, value = legal[0], None
        for action in legal:
            column = columns[action.args[0] - 1]
            v = column_worth(sum(map(POINTS.__getitem__, column)), "ROLL" in column, bench, harder)
            if value is None or v > value:
                best, value = action, v
        return (best, WORTH, bench) if why else best


# ----- the decisions, on plain figures ---------------------------------------------------
def bank_choice(colour_points: list[int], bank_at) -> int:
    """The colour to bank at a turn's start (its index in COLOURS): the richest on the bench,
    the first of equals, when worth ``bank_at`` points; -1 to draw instead."""
    best = max(colour_points)
    return colour_points.index(best) if best >= bank_at else -1


def stop_reason(busting: int, drawable: int, bench_points: int, harder: bool, max_bust,
                max_loss) -> str:
    """Whether to stop a push, and why: ``OVER_BUST`` (the placed-card bust chance reaches
    ``max_bust``), ``OVER_LOSS`` (that chance × the expected bench loss reaches ``max_loss``)
    or ``UNDER`` (draw on). ``busting`` of the ``drawable`` cards in the pile (all but the
    Switch cards) would bust, with ``bench_points`` on the bench (read only when one busts)."""
    p = busting / drawable if drawable else 0.0  # the placed-card bust chance
    if p >= max_bust:
        return OVER_BUST
    # the expected loss is finite and never negative: at p = 0 the product is 0.0
    risk = p * (_losses(bench_points, harder) / _FACES) if p else 0.0
    return OVER_LOSS if risk >= max_loss else UNDER


def fewest_busting(masks: list[int], columns: list[int], block: int, counts: list[int],
                   after: list[int] | None = None) -> int:
    """Where to place a card among three columns (blocking ``masks``): the position in
    ``columns`` (the indexes it fits) after which the fewest counted cards bust, the first of
    equals. ``block``: what the card keeps out (``KEEPS_OUT``). ``after``, if given, receives
    how many cards would bust after each placement."""
    best, fewest = 0, None
    m0, m1, m2 = masks
    for j, i in enumerate(columns):
        if i == 0:
            n = _count_bits((m0 | block) & m1 & m2, counts)
        elif i == 1:
            n = _count_bits(m0 & (m1 | block) & m2, counts)
        else:
            n = _count_bits(m0 & m1 & (m2 | block), counts)
        if after is not None:
            after.append(n)
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


# ----- the explanations: decide's reason in a sentence, with the figures it weighed -------
BANKS, KEEPS, ONLY, FIRST_FIT, FEWEST, OVER_BUST, OVER_LOSS, UNDER, WORTH = (
    "banks", "keeps", "only", "first_fit", "fewest", "over_bust", "over_loss", "under", "worth")


def percent(p: float, limit: float | None = None) -> str:
    """A chance for people: whole percent, one decimal under 10% ("4.9%"), exactly 0 and 1 as
    "0%" and "100%"; beside a ``limit`` that would print the same, the digits telling them
    apart ("9.996%" under a "10%" limit)."""
    return told_apart(p, limit, _percent, range(1, 9))


def _percent(p: float, digits: int | None = None) -> str:
    if digits is not None:
        return f"{p:.{digits}%}"
    if p <= 0 or p >= 1:
        return "0%" if p <= 0 else "100%"
    return f"{p:.1%}".replace(".0%", "%") if p < 0.1 else f"{p:.0%}"


def points_text(x: float, limit: float | None = None) -> str:
    """Points for people: at most two decimals, none needless ("2.5", "1.17", "11"); beside a
    ``limit`` that would print the same, the digits telling them apart."""
    return told_apart(x, limit, _points, range(3, 10))


def _points(x: float, digits: int | None = None) -> str:
    text = f"{x:.{2 if digits is None else digits}f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _pts(x: float, limit: float | None = None) -> str:
    return f"{points_text(x, limit)} point{'' if x == 1 else 's'}"


def _of(n: int, drawable: int) -> str:
    return f"{n} of {drawable} unseen number and Roll cards"


def _none_of(drawable: int) -> str:
    return ("the 1 unseen number or Roll card" if drawable == 1 else
            f"the {drawable} unseen number and Roll cards")


def _explain_bank(bot, game, player, action, by_colour) -> Explanation:
    k = COLOURS.index(action.args[0])
    return Explanation(action, f"bank {COLOURS[k]} — {COLOURS[k]} is my richest bench colour "
                               f"with {_pts(by_colour[k])}, at least the {bot.bank_at} I bank at",
                       {"colour": COLOURS[k], "colour_points": by_colour[k],
                        "bank_at": bot.bank_at})


def _explain_keep(bot, game, player, action, by_colour) -> Explanation:
    best = max(by_colour)
    k = by_colour.index(best)
    figures = {"colour": COLOURS[k], "colour_points": best, "bank_at": bot.bank_at}
    if not best:
        return Explanation(action, "draw — my bench holds no points, so there is nothing to "
                                   "bank", figures)
    return Explanation(action, f"draw — my richest bench colour, {COLOURS[k]}, has only "
                               f"{_pts(best)}, under the {bot.bank_at} I bank at", figures)


def _explain_only(bot, game, player, action, info) -> Explanation:
    if action.kind == "place":
        text = f"{_place_words(game, action)} — the only place it fits"
    elif action.kind == "stop":
        text = "stop — the draw pile is empty, so stopping is all that is left"
    else:
        text = "draw — no card lies in a column yet, so I may not stop"
    return Explanation(action, text, {"legal_actions": 1})


def _place_words(game, action) -> str:
    n = action.args[0]
    where = f"a new column {n}" if n > len(game.columns) else f"column {n}"
    return f"place the {CARDS[game.pending].name} in {where}"


def _explain_first_fit(bot, game, player, action, info) -> Explanation:
    columns = max(len(game.columns), action.args[0])
    drawable = sum(bot._pile_counts(game.draw_pile))
    return Explanation(action, f"{_place_words(game, action)} — with {columns} "
                               f"column{'' if columns == 1 else 's'} on the table a new one can "
                               f"still open, so none of {_none_of(drawable)} can bust me next; "
                               f"the first place it fits",
                       {"columns_after": columns, "busting_after": 0,
                        "chance_after": 0.0, "unseen_placeable": drawable})


def _explain_fewest(bot, game, player, action, info) -> Explanation:
    after, drawable = info
    legal = [a.args[0] for a in game.legal_list()]
    chances = [n / drawable if drawable else 0.0 for n in after]
    j = legal.index(action.args[0])
    others = [f"column {c}: {percent(chances[i], chances[j])}"
              for i, c in enumerate(legal) if i != j]
    tie = "; the first of equals" if after.count(after[j]) > 1 else ""
    choice = (f", the least of my {len(legal)} choices ({', '.join(others)}{tie})" if others
              else ", the only place it fits")
    figures = {"busting_after": after[j], "chance_after": chances[j],
               "unseen_placeable": drawable}
    figures.update({f"chance_after_column_{c}": chances[i] for i, c in enumerate(legal)})
    return Explanation(action, f"{_place_words(game, action)} — afterwards the next card I "
                               f"place busts with {percent(chances[j])} "
                               f"({_of(after[j], drawable)}){choice}", figures)


def _push_figures(bot, game, info) -> tuple[float, float, dict]:
    n, drawable, bench = info
    if not n:  # nothing busts: decide left the pile uncounted, as its chance is 0 whatever it holds
        drawable = sum(bot._pile_counts(game.draw_pile))
    p = n / drawable if drawable else 0.0  # as ``stop_reason`` weighs it
    figures = {"placed_bust_chance": p, "busting": n, "unseen_placeable": drawable,
               "max_bust": bot.max_bust}
    loss = _losses(bench, game.options.harder) / _FACES
    return p, loss, figures


def _explain_over_bust(bot, game, player, action, info) -> Explanation:
    p, _, figures = _push_figures(bot, game, info)
    return Explanation(action, f"stop — the next card I place busts with "
                               f"{percent(p, bot.max_bust)} "
                               f"({_of(info[0], figures['unseen_placeable'])}), at or above my "
                               f"{percent(bot.max_bust)} limit", figures)


def _explain_push_loss(bot, game, player, action, info) -> Explanation:
    p, loss, figures = _push_figures(bot, game, info)
    n, drawable = info[0], figures["unseen_placeable"]
    if not n:
        k = len(game.columns)
        why = (f"with {k} column{'' if k == 1 else 's'} on the table a new one can still open, "
               f"so none of {_none_of(drawable)}" if k < MAX_COLUMNS
               else f"none of {_none_of(drawable)}")
        return Explanation(action, f"draw — {why} can bust me "
                                   f"(0%), under my {percent(bot.max_bust)} limit", figures)
    risk = p * loss  # as ``stop_reason`` weighs it
    figures.update({"expected_bust_loss": loss, "expected_loss": risk,
                    "max_loss": bot.max_loss})
    over = action is STOP
    return Explanation(action, f"{'stop' if over else 'draw'} — the next card I place busts "
                               f"with {'' if over else 'only '}{percent(p, bot.max_bust)} "
                               f"({_of(n, drawable)}), under my {percent(bot.max_bust)} limit, "
                               f"{'but' if over else 'and'} a bust costs {_pts(loss)} of my "
                               f"bench on average: I expect to lose {percent(p)} × "
                               f"{points_text(loss)} = {_pts(risk, bot.max_loss)}, "
                               f"{'at or above' if over else 'under'} my limit of "
                               f"{_pts(bot.max_loss)}", figures)


def _explain_take(bot, game, player, action, bench) -> Explanation:
    legal = [a.args[0] for a in game.legal_list()]
    worth = [column_worth(points(game.columns[n - 1]), "ROLL" in game.columns[n - 1], bench,
                          game.options.harder) for n in legal]  # as ``_take`` weighs them
    j = legal.index(action.args[0])
    column = game.columns[action.args[0] - 1]
    gained = points(column)
    how = (f"worth {_pts(worth[j])} to me on average: its {_pts(gained)} less the "
           f"{points_text(gained - worth[j])} its Roll card's die roll may cost my bench"
           if "ROLL" in column else f"worth {_pts(worth[j])} to me")
    others = [f"column {c}: {points_text(worth[i], worth[j])}"
              for i, c in enumerate(legal) if i != j]
    tie = "; the first of equals" if worth.count(worth[j]) > 1 else ""
    left = (f", the most of the {len(legal)} columns ({', '.join(others)}{tie})" if others
            else ", the only column left")
    figures = {"expected_points": worth[j], "points": gained, "roll_card": "ROLL" in column}
    figures.update({f"expected_points_column_{c}": worth[i] for i, c in enumerate(legal)})
    return Explanation(action, f"take column {action.args[0]} — {how}{left}", figures)


_EXPLAINERS = {BANKS: _explain_bank, KEEPS: _explain_keep, ONLY: _explain_only,
               FIRST_FIT: _explain_first_fit, FEWEST: _explain_fewest,
               OVER_BUST: _explain_over_bust, OVER_LOSS: _explain_push_loss,
               UNDER: _explain_push_loss, WORTH: _explain_take}
