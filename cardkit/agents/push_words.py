"""The sensible Push bot's sentences: one for each reason its ``Decision`` gives.

``explain(bot, game, decision)`` turns the decision into an ``Explanation``: the sentence a
student reads, and the figures by the names the lesson reads them by. Nothing here
decides; the numbers are the decision's own, written with ``core.sentences``.
"""
from __future__ import annotations

from types import MappingProxyType

from ..core import Game
from ..core.sentences import counted, percent, points
from ..games.push import CARDS, COLOURS, MAX_COLUMNS, STOP
from ..games.push import points as points_of
from . import Decision, Explanation


def explain(bot, game: Game, decision: Decision) -> Explanation:
    """The decision of ``bot`` (a ``PushSensible``) on ``game``, in a sentence."""
    return _SENTENCES[decision.reason](bot, game, decision)


def _in_points(x: float, limit: float | None = None) -> str:
    return f"{points(x, limit)} {'point' if x == 1 else 'points'}"


def _of(n: int, drawable: int) -> str:
    return f"{n} of {drawable} unseen number and Roll cards"


def _none_of(drawable: int) -> str:
    return ("the 1 unseen number or Roll card" if drawable == 1 else
            f"the {drawable} unseen number and Roll cards")


def _place_words(game: Game, n: int) -> str:
    where = f"a new column {n}" if n > len(game.columns) else f"column {n}"
    return f"place the {CARDS[game.pending].name} in {where}"


def _bank(bot, game: Game, d: Decision) -> Explanation:
    colour = d.action.args[0]
    worth = d.figures["colour_points"][COLOURS.index(colour)]
    return Explanation(d.action, f"bank {colour} — {colour} is my richest bench colour with "
                                 f"{_in_points(worth)}, at or above the {bot.bank_at} I bank at",
                       {"colour": colour, "colour_points": worth, "bank_at": bot.bank_at})


def _keep(bot, game: Game, d: Decision) -> Explanation:
    by_colour = d.figures["colour_points"]
    best = max(by_colour)
    colour = COLOURS[by_colour.index(best)]
    figures = {"colour": colour, "colour_points": best, "bank_at": bot.bank_at}
    if not best:
        return Explanation(d.action, "draw — my bench holds no points, so there is nothing to "
                                     "bank", figures)
    return Explanation(d.action, f"draw — my richest bench colour, {colour}, has only "
                                 f"{_in_points(best)}, under the {bot.bank_at} I bank at", figures)


def _only(bot, game: Game, d: Decision) -> Explanation:
    action = d.action
    if action.kind == "place":
        text = f"{_place_words(game, action.args[0])} — the only place it fits"
    elif action.kind == "stop":
        text = "stop — the draw pile is empty, so stopping is all that is left"
    else:
        text = "draw — no card lies in a column yet, so I may not stop"
    return Explanation(action, text, {"legal_actions": 1})


def _first_fit(bot, game: Game, d: Decision) -> Explanation:
    n = d.action.args[0]
    columns, drawable = max(len(game.columns), n), d.figures["unseen_placeable"]
    return Explanation(d.action, f"{_place_words(game, n)} — with {counted(columns, 'column')} "
                                 f"on the table a new one can still open, so none of "
                                 f"{_none_of(drawable)} can bust me next; the first place it fits",
                       {"columns_after": columns, "busting_after": 0, "chance_after": 0.0,
                        "unseen_placeable": drawable})


def _fewest(bot, game: Game, d: Decision) -> Explanation:
    columns, after = d.figures["columns"], d.figures["busting_after"]
    drawable = d.figures["unseen_placeable"]
    chances = [n / drawable if drawable else 0.0 for n in after]
    j = columns.index(d.action.args[0])
    others = [f"column {c}: {percent(chances[i], chances[j])}"
              for i, c in enumerate(columns) if i != j]
    tie = "; the first of equals" if after.count(after[j]) > 1 else ""
    choice = (f", the least of my {len(columns)} choices ({', '.join(others)}{tie})" if others
              else ", the only place it fits")
    figures = {"busting_after": after[j], "chance_after": chances[j],
               "unseen_placeable": drawable}
    figures.update({f"chance_after_column_{c}": chances[i] for i, c in enumerate(columns)})
    return Explanation(d.action, f"{_place_words(game, columns[j])} — afterwards the next card "
                                 f"I place busts with {percent(chances[j])} "
                                 f"({_of(after[j], drawable)}){choice}", figures)


def _push_figures(bot, d: Decision) -> dict:
    f = d.figures
    return {"placed_bust_chance": f["placed_bust_chance"], "busting": f["busting"],
            "unseen_placeable": f["unseen_placeable"], "max_bust": bot.max_bust}


def _over_bust(bot, game: Game, d: Decision) -> Explanation:
    f = d.figures
    return Explanation(d.action, f"stop — the next card I place busts with "
                                 f"{percent(f['placed_bust_chance'], bot.max_bust)} "
                                 f"({_of(f['busting'], f['unseen_placeable'])}), at or above my "
                                 f"{percent(bot.max_bust)} limit", _push_figures(bot, d))


def _nothing_busts(bot, game: Game, d: Decision) -> Explanation:
    k, drawable = len(game.columns), d.figures["unseen_placeable"]
    why = (f"with {counted(k, 'column')} on the table a new one can still open, so none of "
           f"{_none_of(drawable)}" if k < MAX_COLUMNS else f"none of {_none_of(drawable)}")
    return Explanation(d.action, f"draw — {why} can bust me (0%), under my "
                                 f"{percent(bot.max_bust)} limit", _push_figures(bot, d))


def _by_loss(bot, game: Game, d: Decision) -> Explanation:
    f = d.figures
    n, drawable, p = f["busting"], f["unseen_placeable"], f["placed_bust_chance"]
    if not n:
        return _nothing_busts(bot, game, d)
    loss = f["expected_bust_loss"]
    risk = p * loss  # as ``stop_reason`` weighs it
    figures = _push_figures(bot, d)
    figures.update({"expected_bust_loss": loss, "expected_loss": risk, "max_loss": bot.max_loss})
    over = d.action is STOP
    return Explanation(d.action, f"{'stop' if over else 'draw'} — the next card I place busts "
                                 f"with {'' if over else 'only '}{percent(p, bot.max_bust)} "
                                 f"({_of(n, drawable)}), under my {percent(bot.max_bust)} limit, "
                                 f"{'but' if over else 'and'} a bust costs {_in_points(loss)} of "
                                 f"my bench on average: I expect to lose {percent(p)} × "
                                 f"{points(loss)} = {_in_points(risk, bot.max_loss)}, "
                                 f"{'at or above' if over else 'under'} my limit of "
                                 f"{_in_points(bot.max_loss)}", figures)


def _take(bot, game: Game, d: Decision) -> Explanation:
    columns, worth = d.figures["columns"], d.figures["worth"]
    n = d.action.args[0]
    j = columns.index(n)
    column = game.columns[n - 1]
    gained, roll = points_of(column), "ROLL" in column
    how = (f"worth {_in_points(worth[j])} to me on average: its {_in_points(gained)} less the "
           f"{points(gained - worth[j])} its Roll card's die roll may cost my bench"
           if roll else f"worth {_in_points(worth[j])} to me")
    others = [f"column {c}: {points(worth[i], worth[j])}"
              for i, c in enumerate(columns) if i != j]
    tie = "; the first of equals" if worth.count(worth[j]) > 1 else ""
    left = (f", the most of the {len(columns)} columns ({', '.join(others)}{tie})" if others
            else ", the only column left")
    figures = {"expected_points": worth[j], "points": gained, "roll_card": roll}
    figures.update({f"expected_points_column_{c}": worth[i] for i, c in enumerate(columns)})
    return Explanation(d.action, f"take column {n} — {how}{left}", figures)


_SENTENCES = MappingProxyType({
    "banks": _bank, "keeps": _keep, "only": _only, "first_fit": _first_fit, "fewest": _fewest,
    "over_bust": _over_bust, "over_loss": _by_loss, "under": _by_loss, "worth": _take})
