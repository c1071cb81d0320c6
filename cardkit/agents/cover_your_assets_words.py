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
        return f"pair {args[0]} and {args[1]}"
    if kind == "take":
        return f"take the discarded {game.discard[-1]} with {args[0]}"
    if kind == "discard":
        return f"discard {args[0]}"
    if kind == "steal":
        top = game.stacks[args[0]][-1]
        return f"steal player {args[0]}'s {money(set_value(top))} {top[0]} set, showing {args[1]}"
    if kind == "defend":
        return f"{'defend' if game.phase == 'defend' else 'answer back'} with {args[0]}"
    return "yield"


def _fight(ex: dict, at: float | None = None, least: float | None = None) -> tuple[str, dict]:
    """A fight's chance and value, in words (told apart from the chance ``at`` and the
    value ``least`` they were weighed against) and by name."""
    return (f"I win the fight with {percent(ex['win_chance'], at)}, worth "
            f"{money(ex['value'], least)} on average",
            {"win_chance": float(ex["win_chance"]), "value": float(ex["value"])})


def _weighed_steal(bot, game, player: int, q: int) -> tuple[str, dict]:
    """``_fight`` of stealing player q's top set, weighed against the bot's limits."""
    return _fight(prob.steal_expectation(game, player, q), bot.steal_at, bot.min_steal_value)


def _only(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    if action.kind == "yield":
        return Explanation(action, "yield — I have no matching card to show", {"legal_actions": 1})
    return Explanation(action, f"{meaning(game, action)} — the only legal move", {"legal_actions": 1})


def _answer(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    go = prob.answer_expectation(game, player, None)  # the cheapest matching card, as decided
    stop = prob.answer_expectation(game, player, "yield")["value"]
    said, figures = _fight(go, None, stop)
    figures = {"win_chance": figures["win_chance"], "go_on_value": figures["value"],
               "yield_value": float(stop)}
    compared = "at least" if action.kind == "defend" else "less than"
    return Explanation(action, f"{meaning(game, action)} — going on, {said}: {compared} the "
                               f"{money(stop)} of yielding", figures)


def _limits(bot) -> tuple[str, dict]:
    return (f"I need {percent(bot.steal_at)} and {money(bot.min_steal_value)}",
            {"steal_at": float(bot.steal_at), "min_steal_value": float(bot.min_steal_value)})


def _steal(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    said, figures = _weighed_steal(bot, game, player, action.args[0])
    need, limits = _limits(bot)
    targets = len(d.figures["targets"])
    choice = "" if targets == 1 else f", the best of {targets} sets I can challenge"
    return Explanation(action, f"{meaning(game, action)} — {said} ({need}){choice}",
                       {**figures, **limits, "targets": targets})


def _forced(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    said, figures = _fight(prob.steal_expectation(game, player, action.args[0]))
    return Explanation(action, f"{meaning(game, action)} — no set to make and one set to "
                               f"challenge, so I steal whatever the figures: {said}", figures)


def _any_steal(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    said, figures = _weighed_steal(bot, game, player, action.args[0])
    need, limits = _limits(bot)
    return Explanation(action, f"{meaning(game, action)} — no set to make and no steal meets "
                               f"my limits ({need}), so the steal worth most: {said}",
                       {**figures, **limits, "targets": len(d.figures["targets"])})


def _steals_weighed(bot, game, player, weighed: dict) -> tuple[str, dict]:
    """Why no steal was chosen, in words and by name (exact figures)."""
    if "targets" not in weighed:
        return "no set I can challenge", {"targets": 0}
    targets, best = weighed["targets"], weighed["best"]
    need, limits = _limits(bot)
    if best >= 0:  # won often enough, but worth too little
        q = targets[best].player
        said, figures = _weighed_steal(bot, game, player, q)
        return (f"the best steal, player {q}'s set, is not worth enough: {said} ({need})",
                {**limits, "targets": len(targets), "steal_win_chance": figures["win_chance"],
                 "steal_value": figures["value"]})
    chance = max(prob.fight_win_chance(game, player, t.player) for t in targets)
    return (f"no steal is likely enough: my best chance to win a fight is "
            f"{percent(chance, bot.steal_at)} (I need {percent(bot.steal_at)})",
            {**limits, "targets": len(targets), "best_steal_chance": float(chance)})


def _set(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    legal = game.legal_list()
    sets = sum(1 for a in legal if a.kind in ("pair", "take"))
    take = action.kind == "take"
    card, other = action.args[0], game.discard[-1] if take else action.args[1]
    value, score = VALUE[card] + VALUE[other], sensible.set_score(bot.wild_cost, take, card, other)
    notes = (["the taken card counts twice"] if take else []) + (
        [f"a wild counts {money(bot.wild_cost)} less"] if score < value + take * VALUE[other] else [])
    scored = f"scored {money(score)}" + (f" ({', '.join(notes)})" if notes else "")
    choice = "my only set" if sets == 1 else f"the best of my {sets} sets, {scored}"
    steals, figures = _steals_weighed(bot, game, player, d.figures)
    weighed = {"score": float(score)} if sets > 1 else {}  # the score weighs sets only
    return Explanation(action, f"{meaning(game, action)} — a {money(value)} set on my stack, "
                               f"{choice}; {steals}",
                       {"set_value": value, **weighed, "sets": sets, **figures})


def _discard(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    top = game.top_set(player)
    card = action.args[0]
    score = sensible.keep_score(bot.wild_cost, card, None if top is None else top[0])
    n = len(game.hands[player])
    return Explanation(action, f"{meaning(game, action)} — no set to make and no set to "
                               f"challenge; of my {n} cards it is the least worth keeping "
                               f"(scored {money(score)}: its value, plus {money(bot.wild_cost)} "
                               f"for a wild and {money(sensible.DEFENDER_BONUS)} for my top set's asset)",
                       {"keep_score": float(score), "hand": n})


def _random(bot, game, player, d: Decision) -> Explanation:
    action = d.action
    n = len(game.legal_list())
    return Explanation(action, f"{meaning(game, action)} — drawn at random among the {n} "
                               f"legal moves", {"legal_actions": n, "chance": 1 / n})


_SENTENCES = MappingProxyType({
    "only": _only, "answer": _answer, "forced": _forced, "steal": _steal, "set": _set,
    "any_steal": _any_steal, "discard": _discard, "random": _random})
