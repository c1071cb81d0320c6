"""The sensible Cover Your Assets bot's sentences: one for each reason its ``Decision`` gives.

``explain(bot, game, player, decision)`` turns the decision into an ``Explanation``: the
sentence a student reads, and the figures by the names the lesson reads them by, the exact
ones of ``cardkit.prob.cover_your_assets``. Nothing here decides; numbers are written with
``core.sentences``. The sentences name no card the bot holds hidden: only the card an action
shows and the sets on the table.
"""
from __future__ import annotations

from types import MappingProxyType

from ..core import Action, Game
from ..core.sentences import money, percent
from ..games.cover_your_assets import VALUE, set_value
from ..i18n import _, ngettext
from ..prob import cover_your_assets as prob
from . import Decision, Explanation
from . import cover_your_assets as sensible  # (a module that imports this one: read at call time)


def explain(bot, game: Game, player: int, decision: Decision) -> Explanation:
    """The decision of ``bot`` (a ``CoverSensible``) for ``player`` on ``game``, in a sentence."""
    return _SENTENCES[decision.reason](bot, game, player, decision)


def meaning(game: Game, action: Action) -> str:
    """What an action does, in words (its card is shown to everyone as it is played)."""
    kind, args = action.kind, action.args
    if kind == "pair":
        return _("pair {a} and {b}").format(a=args[0], b=args[1])
    if kind == "take":
        return _("take the discarded {top} with {card}").format(top=game.discard[-1], card=args[0])
    if kind == "discard":
        return _("discard {card}").format(card=args[0])
    if kind == "steal":
        top = game.stacks[args[0]][-1]
        return _("steal player {q}'s {value} {asset} set, showing {card}").format(
            q=args[0], value=money(set_value(top)), asset=top[0], card=args[1])
    if kind == "defend":
        if game.phase == "defend":
            return _("defend with {card}").format(card=args[0])
        return _("answer back with {card}").format(card=args[0])
    return _("yield")


def _because(game: Game, action: Action, why: str) -> str:
    """The sentence: what the action does, then why."""
    return _("{action} — {why}").format(action=meaning(game, action), why=why)


def _fight(ex: dict, at: float | None = None, least: float | None = None) -> tuple[str, dict]:
    """A fight's chance and value, in words (told apart from the chance ``at`` and the
    value ``least`` they were weighed against) and by name."""
    return (_("I win the fight with {chance}, worth {value} on average").format(
                chance=percent(ex["win_chance"], at), value=money(ex["value"], least)),
            {"win_chance": float(ex["win_chance"]), "value": float(ex["value"])})


def _weighed_steal(bot, game, player: int, q: int) -> tuple[str, dict]:
    """``_fight`` of stealing player q's top set, weighed against the bot's limits."""
    return _fight(prob.steal_expectation(game, player, q), bot.steal_at, bot.min_steal_value)


def _only(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    if action.kind == "yield":
        return Explanation(action, _("yield — I have no matching card to show"),
                           {"legal_actions": 1})
    return Explanation(action, _because(game, action, _("the only legal move")),
                       {"legal_actions": 1})


def _answer(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    go = prob.answer_expectation(game, player, None)  # the cheapest matching card, as decided
    stop = prob.answer_expectation(game, player, "yield")["value"]
    said, figures = _fight(go, None, stop)
    figures = {"win_chance": figures["win_chance"], "go_on_value": figures["value"],
               "yield_value": float(stop)}
    if action.kind == "defend":
        why = _("going on, {fight}: at least the {value} of yielding")
    else:
        why = _("going on, {fight}: less than the {value} of yielding")
    return Explanation(action, _because(game, action, why.format(fight=said, value=money(stop))),
                       figures)


def _limits(bot) -> tuple[str, dict]:
    return (_("I need {chance} and {value}").format(chance=percent(bot.steal_at),
                                                     value=money(bot.min_steal_value)),
            {"steal_at": float(bot.steal_at), "min_steal_value": float(bot.min_steal_value)})


def _steal(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    said, figures = _weighed_steal(bot, game, player, action.args[0])
    need, limits = _limits(bot)
    targets = len(d.figures["targets"])
    if targets == 1:
        why = _("{fight} ({need})").format(fight=said, need=need)
    else:
        why = _("{fight} ({need}), the best of {n} sets I can challenge").format(
            fight=said, need=need, n=targets)
    return Explanation(action, _because(game, action, why),
                       {**figures, **limits, "targets": targets})


def _forced(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    said, figures = _fight(prob.steal_expectation(game, player, action.args[0]))
    why = _("no set to make and one set to challenge, so I steal whatever the figures: "
            "{fight}").format(fight=said)
    return Explanation(action, _because(game, action, why), figures)


def _any_steal(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    said, figures = _weighed_steal(bot, game, player, action.args[0])
    need, limits = _limits(bot)
    why = _("no set to make and no steal meets my limits ({need}), so the steal worth most: "
            "{fight}").format(need=need, fight=said)
    return Explanation(action, _because(game, action, why),
                       {**figures, **limits, "targets": len(d.figures["targets"])})


def _steals_weighed(bot, game, player, weighed: dict) -> tuple[str, dict]:
    """Why no steal was chosen, in words and by name (exact figures)."""
    if "targets" not in weighed:
        return _("no set I can challenge"), {"targets": 0}
    targets, best = weighed["targets"], weighed["best"]
    need, limits = _limits(bot)
    if best >= 0:  # won often enough, but worth too little
        q = targets[best].player
        said, figures = _weighed_steal(bot, game, player, q)
        return (_("the best steal, player {q}'s set, is not worth enough: {fight} ({need})").format(
                    q=q, fight=said, need=need),
                {**limits, "targets": len(targets), "steal_win_chance": figures["win_chance"],
                 "steal_value": figures["value"]})
    chance = max(prob.fight_win_chance(game, player, t.player) for t in targets)
    return (_("no steal is likely enough: my best chance to win a fight is {chance} (I need "
              "{need})").format(chance=percent(chance, bot.steal_at), need=percent(bot.steal_at)),
            {**limits, "targets": len(targets), "best_steal_chance": float(chance)})


def _set(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    legal = game.legal_list()
    sets = sum(1 for a in legal if a.kind in ("pair", "take"))
    take = action.kind == "take"
    card, other = action.args[0], game.discard[-1] if take else action.args[1]
    value, score = VALUE[card] + VALUE[other], sensible.set_score(bot.wild_cost, take, card, other)
    notes = ([_("the taken card counts twice")] if take else []) + (
        [_("a wild counts {value} less").format(value=money(bot.wild_cost))]
        if score < value + take * VALUE[other] else [])
    scored = _("scored {score}").format(score=money(score))
    if notes:
        scored = _("{scored} ({notes})").format(scored=scored, notes=", ".join(notes))
    choice = (_("my only set") if sets == 1 else
              _("the best of my {n} sets, {scored}").format(n=sets, scored=scored))
    steals, figures = _steals_weighed(bot, game, player, d.figures)
    weighed = {"score": float(score)} if sets > 1 else {}  # the score weighs sets only
    why = _("a {value} set on my stack, {choice}; {steals}").format(
        value=money(value), choice=choice, steals=steals)
    return Explanation(action, _because(game, action, why),
                       {"set_value": value, **weighed, "sets": sets, **figures})


def _discard(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    top = game.top_set(player)
    card = action.args[0]
    score = sensible.keep_score(bot.wild_cost, card, None if top is None else top[0])
    n = len(game.hands[player])
    why = ngettext("no set to make and no set to challenge; of my {n} card it is the least worth "
                   "keeping (scored {score}: its value, plus {wild} for a wild and {defender} "
                   "for my top set's asset)",
                   "no set to make and no set to challenge; of my {n} cards it is the least worth "
                   "keeping (scored {score}: its value, plus {wild} for a wild and {defender} "
                   "for my top set's asset)", n).format(
        n=n, score=money(score), wild=money(bot.wild_cost),
        defender=money(sensible.DEFENDER_BONUS))
    return Explanation(action, _because(game, action, why), {"keep_score": float(score), "hand": n})


def _random(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    n = len(game.legal_list())
    why = ngettext("drawn at random among the {n} legal move",
                   "drawn at random among the {n} legal moves", n).format(n=n)
    return Explanation(action, _because(game, action, why), {"legal_actions": n, "chance": 1 / n})


_SENTENCES = MappingProxyType({
    "only": _only, "answer": _answer, "forced": _forced, "steal": _steal, "set": _set,
    "any_steal": _any_steal, "discard": _discard, "random": _random})
