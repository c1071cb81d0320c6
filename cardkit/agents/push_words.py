"""The sensible Push bot's sentences: one for each reason its ``Decision`` gives.

``explain(bot, game, decision)`` turns the decision into an ``Explanation``: the sentence a
student reads (in the language in use, ``cardkit.i18n``), and the figures by the names the
lesson reads them by. Nothing here decides; the numbers are the decision's own, written with
``core.sentences``. An action's own text (``bank red``, ``take 2``) leads the sentence as it
is typed, in every language.
"""
from __future__ import annotations

from types import MappingProxyType

from ..core import Game
from ..core.sentences import percent, points
from ..games.push import COLOURS, MAX_COLUMNS, STOP, card_name, colour_name
from ..games.push import points as points_of
from ..i18n import _, ngettext
from . import Decision, Explanation


def explain(bot, game: Game, decision: Decision) -> Explanation:
    """The decision of ``bot`` (a ``PushSensible``) on ``game``, in a sentence."""
    return _SENTENCES[decision.reason](bot, game, decision)


def _in_points(x: float, limit: float | None = None) -> str:
    # ngettext counts whole numbers: "1 point", and every other amount (2.5 too) "points"
    return ngettext("{x} point", "{x} points", 1 if x == 1 else 2).format(x=points(x, limit))


def _columns(n: int) -> str:
    return ngettext("{n} column", "{n} columns", n).format(n=n)


def _of(n: int, drawable: int) -> str:
    return _("{n} of {drawable} unseen number and Roll cards").format(n=n, drawable=drawable)


def _none_of(drawable: int) -> str:
    return ngettext("the {n} unseen number or Roll card", "the {n} unseen number and Roll cards",
                    drawable).format(n=drawable)


def _place_words(game: Game, n: int) -> str:
    where = (_("a new column {n}") if n > len(game.columns) else _("column {n}")).format(n=n)
    return _("place the {card} in {where}").format(card=card_name(game.pending), where=where)


def _bank(bot, game: Game, d: Decision) -> Explanation:
    colour = d.action.args[0]
    worth = d.figures["colour_points"][COLOURS.index(colour)]
    return Explanation(d.action, _("{action} — {colour} is my richest bench colour with {worth}, "
                                   "at or above the {bank_at} I bank at").format(
        action=d.action, colour=colour_name(colour), worth=_in_points(worth), bank_at=bot.bank_at),
                       {"colour": colour, "colour_points": worth, "bank_at": bot.bank_at})


def _keep(bot, game: Game, d: Decision) -> Explanation:
    by_colour = d.figures["colour_points"]
    best = max(by_colour)
    colour = COLOURS[by_colour.index(best)]
    figures = {"colour": colour, "colour_points": best, "bank_at": bot.bank_at}
    if not best:
        return Explanation(d.action, _("draw — my bench holds no points, so there is nothing to "
                                       "bank"), figures)
    return Explanation(d.action, _("draw — my richest bench colour, {colour}, has only {worth}, "
                                   "under the {bank_at} I bank at").format(
        colour=colour_name(colour), worth=_in_points(best), bank_at=bot.bank_at), figures)


def _only(bot, game: Game, d: Decision) -> Explanation:
    action = d.action
    if action.kind == "place":
        text = _("{place} — the only place it fits").format(
            place=_place_words(game, action.args[0]))
    elif action.kind == "stop":
        text = _("stop — the draw pile is empty, so stopping is all that is left")
    else:
        text = _("draw — no card lies in a column yet, so I may not stop")
    return Explanation(action, text, {"legal_actions": 1})


def _first_fit(bot, game: Game, d: Decision) -> Explanation:
    n = d.action.args[0]
    columns, drawable = max(len(game.columns), n), d.figures["unseen_placeable"]
    return Explanation(d.action, _("{place} — with {columns} on the table a new one can still "
                                   "open, so none of {cards} can bust me next; the first place it "
                                   "fits").format(place=_place_words(game, n),
                                                  columns=_columns(columns),
                                                  cards=_none_of(drawable)),
                       {"columns_after": columns, "busting_after": 0, "chance_after": 0.0,
                        "unseen_placeable": drawable})


def _fewest(bot, game: Game, d: Decision) -> Explanation:
    columns, after = d.figures["columns"], d.figures["busting_after"]
    drawable = d.figures["unseen_placeable"]
    chances = [n / drawable if drawable else 0.0 for n in after]
    j = columns.index(d.action.args[0])
    others = [_("column {n}: {chance}").format(n=c, chance=percent(chances[i], chances[j]))
              for i, c in enumerate(columns) if i != j]
    tie = _("; the first of equals") if after.count(after[j]) > 1 else ""
    choice = (_(", the least of my {n} choices ({others}{tie})").format(
        n=len(columns), others=", ".join(others), tie=tie) if others
        else _(", the only place it fits"))
    figures = {"busting_after": after[j], "chance_after": chances[j],
               "unseen_placeable": drawable}
    figures.update({f"chance_after_column_{c}": chances[i] for i, c in enumerate(columns)})
    return Explanation(d.action, _("{place} — afterwards the next card I place busts with "
                                   "{chance} ({of}){choice}").format(
        place=_place_words(game, columns[j]), chance=percent(chances[j]),
        of=_of(after[j], drawable), choice=choice), figures)


def _push_figures(bot, d: Decision) -> dict:
    f = d.figures
    return {"placed_bust_chance": f["placed_bust_chance"], "busting": f["busting"],
            "unseen_placeable": f["unseen_placeable"], "max_bust": bot.max_bust}


def _over_bust(bot, game: Game, d: Decision) -> Explanation:
    f = d.figures
    return Explanation(d.action, _("stop — the next card I place busts with {chance} ({of}), at "
                                   "or above my {limit} limit").format(
        chance=percent(f["placed_bust_chance"], bot.max_bust),
        of=_of(f["busting"], f["unseen_placeable"]), limit=percent(bot.max_bust)),
                       _push_figures(bot, d))


def _nothing_busts(bot, game: Game, d: Decision) -> Explanation:
    k, drawable = len(game.columns), d.figures["unseen_placeable"]
    if k < MAX_COLUMNS:
        text = _("draw — with {columns} on the table a new one can still open, so none of "
                 "{cards} can bust me (0%), under my {limit} limit")
    else:
        text = _("draw — none of {cards} can bust me (0%), under my {limit} limit")
    return Explanation(d.action, text.format(columns=_columns(k), cards=_none_of(drawable),
                                             limit=percent(bot.max_bust)),
                       _push_figures(bot, d))


def _by_loss(bot, game: Game, d: Decision) -> Explanation:
    f = d.figures
    n, drawable, p = f["busting"], f["unseen_placeable"], f["placed_bust_chance"]
    if not n:
        return _nothing_busts(bot, game, d)
    loss = f["expected_bust_loss"]
    risk = p * loss  # as ``stop_reason`` weighs it
    figures = _push_figures(bot, d)
    figures.update({"expected_bust_loss": loss, "expected_loss": risk, "max_loss": bot.max_loss})
    if d.action is STOP:
        text = _("stop — the next card I place busts with {chance} ({of}), under my {limit} "
                 "limit, but a bust costs {loss} of my bench on average: I expect to lose "
                 "{p} × {bust_loss} = {risk}, at or above my limit of {max_loss}")
    else:
        text = _("draw — the next card I place busts with only {chance} ({of}), under my "
                 "{limit} limit, and a bust costs {loss} of my bench on average: I expect to "
                 "lose {p} × {bust_loss} = {risk}, under my limit of {max_loss}")
    return Explanation(d.action, text.format(
        chance=percent(p, bot.max_bust), of=_of(n, drawable), limit=percent(bot.max_bust),
        loss=_in_points(loss), p=percent(p), bust_loss=points(loss),
        risk=_in_points(risk, bot.max_loss), max_loss=_in_points(bot.max_loss)), figures)


def _take(bot, game: Game, d: Decision) -> Explanation:
    columns, worth = d.figures["columns"], d.figures["worth"]
    n = d.action.args[0]
    j = columns.index(n)
    column = game.columns[n - 1]
    gained, roll = points_of(column), "ROLL" in column
    how = (_("worth {worth} to me on average: its {gained} less the {cost} its Roll card's die "
             "roll may cost my bench").format(worth=_in_points(worth[j]),
                                              gained=_in_points(gained),
                                              cost=points(gained - worth[j]))
           if roll else _("worth {worth} to me").format(worth=_in_points(worth[j])))
    others = [_("column {n}: {worth}").format(n=c, worth=points(worth[i], worth[j]))
              for i, c in enumerate(columns) if i != j]
    tie = _("; the first of equals") if worth.count(worth[j]) > 1 else ""
    left = (_(", the most of the {n} columns ({others}{tie})").format(
        n=len(columns), others=", ".join(others), tie=tie) if others
        else _(", the only column left"))
    figures = {"expected_points": worth[j], "points": gained, "roll_card": roll}
    figures.update({f"expected_points_column_{c}": worth[i] for i, c in enumerate(columns)})
    return Explanation(d.action, _("take column {n} — {how}{left}").format(n=n, how=how,
                                                                          left=left), figures)


_SENTENCES = MappingProxyType({
    "banks": _bank, "keeps": _keep, "only": _only, "first_fit": _first_fit, "fewest": _fewest,
    "over_bust": _over_bust, "over_loss": _by_loss, "under": _by_loss, "worth": _take})
