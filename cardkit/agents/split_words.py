"""The sensible Split bot's sentences: one for each reason its ``Decision`` gives.

``explain(bot, game, player, decision)`` turns the decision into an ``Explanation``: the
sentence a student reads, and the figures by the names the lesson reads them by. Nothing
here decides; chances come from ``cardkit.prob.split`` (the probability panel's), numbers
are written with ``core.sentences``. The sentences name no card the bot holds hidden.
"""
from __future__ import annotations

from types import MappingProxyType

from ..core import Game
from ..core.sentences import percent, points
from ..games.split import BONUS_DRAW, RANK, SKIP, STRENGTH_NAMES, STRONG
from ..i18n import _, ngettext
from ..prob import split as prob
from . import Decision, Explanation


def explain(bot, game: Game, player: int, decision: Decision) -> Explanation:
    """The decision of ``bot`` (a ``SplitSensible``) for ``player`` on ``game``, in a sentence."""
    return _SENTENCES[decision.reason](bot, game, player, decision)


def signed(n: int) -> str:
    """A whole number with a true minus sign: 5, −3."""
    return points(n).replace("-", "\u2212")


def in_points(n: int) -> str:
    """``"1 point"``, ``"−1 point"``, ``"4 points"``."""
    return ngettext("{n} point", "{n} points", abs(n)).format(n=signed(n))


def _cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def _because(action, why: str) -> str:
    """The sentence: the action, then why."""
    return _("{action} — {why}").format(action=action, why=why)


def _draw_chance(g, p: int) -> dict:
    """The chance that the next draw completes a match with a card in hand (the probability
    panel's ``any_match_chance``), over how many of the unseen cards."""
    unseen = sum(g.unseen(p).values())
    chance = prob.any_match_chance(g, p)
    return {"match_chance": chance, "matching_unseen": round(chance * unseen), "unseen": unseen}


def _chance_text(f: dict, would: bool = False) -> str:
    """The draw's chance to complete a match, in words (``would``: of a draw not made)."""
    text = (_("a draw would complete a match with {chance} ({k} of {unseen} unseen cards)") if would
            else _("the draw completes a match with {chance} ({k} of {unseen} unseen cards)"))
    return text.format(chance=percent(f["match_chance"]), k=f["matching_unseen"],
                       unseen=f["unseen"])


def _draw_or_pick(bot, g, p: int, d: Decision) -> Explanation:
    action, weighed = d.action, d.figures
    in_reach, top = weighed["picks_in_reach"], weighed["best_strength"]
    reach = bot.max_pick_depth
    f = {**_draw_chance(g, p), "max_pick_depth": reach, "picks_in_reach": in_reach}
    if "strength" in weighed:
        s, value, depth = weighed["strength"], weighed["value"], weighed["cards_taken"]
        f.update(strength=s, cards_taken=depth, value=value)
        picks = (_("the only pick") if in_reach == 1 else
                 _("the most of {n} picks").format(n=in_reach))
        why = _("with that card I can lay strength {s} (perfect 3, strong 2, a steal 1 more), "
                "taking {taken} from the discard row (my reach: {reach}): worth {s} × 2 − "
                "{depth} = {value}, {picks} within reach; {chance}").format(
            s=s, taken=_cards(depth), reach=reach, depth=depth, value=value, picks=picks,
            chance=_chance_text(f, would=True))
        return Explanation(action, _because(action, why), f)
    offered = sum(a.kind == "pick" for a in g.legal_actions())
    picks = (_("the only pick") if in_reach == 1 else
             _("the best of {n} picks").format(n=in_reach))
    if not offered:
        del f["max_pick_depth"], f["picks_in_reach"]  # nothing to weigh
        why = _("no card of the discard row can be used this turn")
    elif not in_reach:
        del f["picks_in_reach"]
        f["picks_offered"] = offered
        why = ngettext("the {n} card of the discard row I could use lies deeper than my reach "
                       "of {reach}",
                       "the {n} cards of the discard row I could use lie deeper than my reach "
                       "of {reach}", offered).format(n=offered, reach=reach)
    elif top < STRONG:
        f["best_strength"] = top
        why = _("{picks} within my reach of {reach} makes strength {top}, under my minimum of "
                "{strong} (a strong match)").format(picks=picks, reach=reach, top=top,
                                                     strong=STRONG)
    else:
        why = _("{picks} within my reach of {reach} is worth no more than the cards it takes "
                "(strength × 2 − cards taken, over 0)").format(picks=picks, reach=reach)
    return Explanation(action, _("{action} — {why}; {chance}").format(
        action=action, why=why, chance=_chance_text(f)), f)


def _lay(bot, g, p: int, d: Decision) -> Explanation:
    action, weighed = d.action, d.figures
    card = action.args[-1]
    rank = RANK[card]
    name = _(STRENGTH_NAMES[weighed["strength"]])
    f = {"strength": STRENGTH_NAMES[weighed["strength"]], "points": weighed["points"]}
    box = _("one more box in my {rank} row, worth {points} more").format(
        rank=rank, points=in_points(weighed["points"]))
    if action.kind == "match":
        what = _("a {strength} match: {box}").format(strength=name, box=box)
    elif action.args[0] != p:
        what = _("steals player {q}'s {rank} match, making it {strength}: {box}").format(
            q=action.args[0], rank=rank, strength=name, box=box)
    else:
        del f["points"]  # no box more: the match has its box already
        what = _("makes my {rank} match {strength}, for its bonus").format(rank=rank, strength=name)
    if weighed["uses_picked"]:
        what = _("{what}, using the card I picked, which must be used this turn").format(what=what)
    options = sum(a.kind in ("match", "upgrade") for a in g.legal_actions())
    f["options"] = options
    order = (_("the only match or upgrade I can lay") if options == 1 else
             _("of the {n} matches and upgrades I can lay it comes first (the picked card's use "
               "first, then a new box before an upgrade of my own, then strength, then "
               "points)").format(n=options))
    return Explanation(action, _("{action} — {what}; {order}").format(
        action=action, what=what, order=order), f)


def _finish(bot, g, p: int, d: Decision) -> Explanation:
    return Explanation(d.action, _because(d.action, _("I have no match left to lay from my hand")),
                       {})


def _discard(bot, g, p: int, d: Decision) -> Explanation:
    action, weighed = d.action, d.figures
    card = action.args[0]
    cards, in_hand, partners = (weighed["cards"], weighed["partners_in_hand"],
                                weighed["partners_unseen"])
    table = prob.match_chances(g, p)
    chance = float(table.loc[table["card"] == card, "any"].iloc[0])
    unseen = sum(g.unseen(p).values())
    f = {"cards": cards, "partners_in_hand": in_hand, "partners_unseen": partners,
         "unseen": unseen, "match_chance": chance}
    which = (_("my last card, and discarding it ends the round") if cards == 1 else
             _("of my {n} cards it is the least likely to make a match").format(n=cards))
    why = ngettext("{which}: {n} partner in my hand, and {k} of {unseen} unseen cards match it "
                   "(the next draw does with {chance})",
                   "{which}: {n} partners in my hand, and {k} of {unseen} unseen cards match it "
                   "(the next draw does with {chance})", in_hand).format(
        which=which, n=in_hand, k=partners, unseen=unseen, chance=percent(chance))
    level = weighed["level"]
    if level > 1:
        f.update(level=level, points=weighed["points"])
        why = _("{why}; of the {n} cards level on that, its row gains the fewest points from a "
                "box ({points}; equal ones go by card order)").format(
            why=why, n=level, points=signed(f["points"]))
    return Explanation(action, _because(action, why), f)


def _penalise(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    q = action.args[0]
    if "scores" not in d.figures:
        return Explanation(action, _because(action, _(
            "player {q} is the only player my perfect match's penalty can go to").format(q=q)), {})
    scores = d.figures["scores"]
    others = [scores[a.args[0]] for a in g.legal_actions() if a.args[0] != q]
    f = {"score": scores[q], "next_score": max(others)}
    if f["next_score"] == f["score"]:
        why = _("player {q} is one of the leaders, level at {score}, and the first of them after "
                "me in turn order, so my perfect match's negative box goes to them").format(
            q=q, score=in_points(f["score"]))
    else:
        why = _("player {q} leads the others with {score}, against {next} for the next, so my "
                "perfect match's negative box goes to them").format(
            q=q, score=in_points(f["score"]), next=signed(f["next_score"]))
    return Explanation(action, _because(action, why), f)


def _bonus(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    per = bot.bonus_draw_min_pile
    f = {"draw_pile": len(g.draw_pile), "limit": per * g.players, "per_player": per}
    if action == BONUS_DRAW:
        f.update(_draw_chance(g, p))
        why = _("{cards} left in the draw pile, more than my limit of {limit} ({per} a player); "
                "{chance}").format(cards=_cards(f["draw_pile"]), limit=f["limit"], per=per,
                                   chance=_chance_text(f))
    else:
        why = _("only {cards} left in the draw pile, not more than my limit of {limit} ({per} a "
                "player): a late draw mostly adds a card that costs a negative box").format(
            cards=_cards(f["draw_pile"]), limit=f["limit"], per=per)
    return Explanation(action, _because(action, why), f)


def _trade(bot, g, p: int, d: Decision) -> Explanation:
    action, gain = d.action, d.figures["gain"]
    trades = sum(a.kind == "trade" for a in g.legal_actions())
    f = {"trades": trades}
    if action.kind == "trade":
        m, q, n = action.args
        f["points"] = gain
        which = (_("the only trade") if trades == 1 else
                 _("the most of {n} trades").format(n=trades))
        why = _("my {mine} match for player {q}'s {theirs} match gains {points} in my rows, "
                "{which}").format(mine=RANK[g.matches[p][m][0]], q=q,
                                  theirs=RANK[g.matches[q][n][0]], points=in_points(gain),
                                  which=which)
        if SKIP not in g.legal_actions():
            why = _("{why}, and I must trade: the card I picked is used by it").format(why=why)
    elif gain is None:
        why = _("no trade is open to my weak match")
    else:
        f["points"] = gain
        why = ngettext("the best of my {n} trade gains {points} in my rows, and I trade only "
                       "for a gain over 0",
                       "the best of my {n} trades gains {points} in my rows, and I trade only "
                       "for a gain over 0", trades).format(n=trades, points=in_points(gain))
    return Explanation(action, _because(action, why), f)


def _at_random(bot, g, p: int, d: Decision) -> Explanation:
    n = len(g.legal_actions())
    # TRANSLATORS: the English says "actions" for 1 as well, as it always has
    why = ngettext("none of my rules applies here, so it was drawn at random among the {n} "
                   "legal actions",
                   "none of my rules applies here, so it was drawn at random among the {n} "
                   "legal actions", n).format(n=n)
    return Explanation(d.action, _because(d.action, why), {"legal_actions": n})


_SENTENCES = MappingProxyType({
    "draw_or_pick": _draw_or_pick, "lay": _lay, "finish": _finish, "discard_least": _discard,
    "penalise_leader": _penalise, "bonus": _bonus, "trade_up": _trade, "at_random": _at_random})
