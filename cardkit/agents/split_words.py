"""The sensible Split bot's sentences: one for each reason its ``Decision`` gives.

``explain(bot, game, player, decision)`` turns the decision into an ``Explanation``: the
sentence a student reads, and the figures by the names the lesson reads them by. Nothing
here decides; chances come from ``cardkit.prob.split`` (the probability panel's), numbers
are written with ``core.sentences``. The sentences name no card the bot holds hidden.
"""
from __future__ import annotations

from types import MappingProxyType

from ..core import Game
from ..core.sentences import counted, percent, points
from ..games.split import BONUS_DRAW, RANK, SKIP, STRENGTH_NAMES, STRONG
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
    return f"{signed(n)} point{'' if abs(n) == 1 else 's'}"


def _draw_chance(g, p: int) -> dict:
    """The chance that the next draw completes a match with a card in hand (the probability
    panel's ``any_match_chance``), over how many of the unseen cards."""
    unseen = sum(g.unseen(p).values())
    chance = prob.any_match_chance(g, p)
    return {"match_chance": chance, "matching_unseen": round(chance * unseen), "unseen": unseen}


def _chance_text(f: dict, what: str = "the draw") -> str:
    return (f"{what} complete{'' if what.endswith('would') else 's'} a match with "
            f"{percent(f['match_chance'])} ({f['matching_unseen']} of {f['unseen']} unseen cards)")


def _draw_or_pick(bot, g, p: int, d: Decision) -> Explanation:
    action, weighed = d.action, d.figures
    in_reach, top = weighed["picks_in_reach"], weighed["best_strength"]
    reach = bot.max_pick_depth
    f = {**_draw_chance(g, p), "max_pick_depth": reach, "picks_in_reach": in_reach}
    if "strength" in weighed:
        s, value, depth = weighed["strength"], weighed["value"], weighed["cards_taken"]
        f.update(strength=s, cards_taken=depth, value=value)
        text = (f"{action} — with that card I can lay strength {s} (perfect 3, strong 2, a steal "
                f"1 more), taking {counted(depth, 'card')} from the discard row (my reach: "
                f"{reach}): worth {s} × 2 − {depth} = {value}, "
                + ("the only pick" if in_reach == 1 else f"the most of {in_reach} picks")
                + f" within reach; {_chance_text(f, 'a draw would')}")
        return Explanation(action, text, f)
    offered = sum(a.kind == "pick" for a in g.legal_actions())
    picks = "the only pick" if in_reach == 1 else f"the best of {in_reach} picks"
    if not offered:
        del f["max_pick_depth"], f["picks_in_reach"]  # nothing to weigh
        why = "no card of the discard row can be used this turn"
    elif not in_reach:
        del f["picks_in_reach"]
        f["picks_offered"] = offered
        why = (f"the {counted(offered, 'card')} of the discard row I could use "
               f"{'lies' if offered == 1 else 'lie'} deeper than my reach of {reach}")
    elif top < STRONG:
        f["best_strength"] = top
        why = (f"{picks} within my reach of {reach} makes strength {top}, under my minimum of "
               f"{STRONG} (a strong match)")
    else:
        why = (f"{picks} within my reach of {reach} is worth no more than the cards it takes "
               "(strength × 2 − cards taken, over 0)")
    return Explanation(action, f"{action} — {why}; {_chance_text(f)}", f)


def _lay(bot, g, p: int, d: Decision) -> Explanation:
    action, weighed = d.action, d.figures
    card = action.args[-1]
    rank = RANK[card]
    name = STRENGTH_NAMES[weighed["strength"]]
    f = {"strength": name, "points": weighed["points"]}
    box = f"one more box in my {rank} row, worth {in_points(weighed['points'])} more"
    if action.kind == "match":
        what = f"a {name} match: {box}"
    elif action.args[0] != p:
        what = f"steals player {action.args[0]}'s {rank} match, making it {name}: {box}"
    else:
        del f["points"]  # no box more: the match has its box already
        what = f"makes my {rank} match {name}, for its bonus"
    if weighed["uses_picked"]:
        what += ", using the card I picked, which must be used this turn"
    options = sum(a.kind in ("match", "upgrade") for a in g.legal_actions())
    f["options"] = options
    order = ("the only match or upgrade I can lay" if options == 1 else
             f"of the {options} matches and upgrades I can lay it comes first (the picked "
             "card's use first, then a new box before an upgrade of my own, then strength, "
             "then points)")
    return Explanation(action, f"{action} — {what}; {order}", f)


def _finish(bot, g, p: int, d: Decision) -> Explanation:
    return Explanation(d.action, f"{d.action} — I have no match left to lay from my hand", {})


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
    which = ("my last card, and discarding it ends the round" if cards == 1 else
             f"of my {cards} cards it is the least likely to make a match")
    text = (f"{action} — {which}: {counted(in_hand, 'partner')} in my hand, and {partners} of "
            f"{unseen} unseen cards match it (the next draw does with {percent(chance)})")
    level = weighed["level"]
    if level > 1:
        f.update(level=level, points=weighed["points"])
        text += (f"; of the {level} cards level on that, its row gains the fewest points from a "
                 f"box ({signed(f['points'])}; equal ones go by card order)")
    return Explanation(action, text, f)


def _penalise(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    q = action.args[0]
    if "scores" not in d.figures:
        return Explanation(action, f"{action} — player {q} is the only player my perfect match's "
                           "penalty can go to", {})
    scores = d.figures["scores"]
    others = [scores[a.args[0]] for a in g.legal_actions() if a.args[0] != q]
    f = {"score": scores[q], "next_score": max(others)}
    if f["next_score"] == f["score"]:
        text = (f"{action} — player {q} is one of the leaders, level at {in_points(f['score'])}, "
                "and the first of them after me in turn order")
    else:
        text = (f"{action} — player {q} leads the others with {in_points(f['score'])}, against "
                f"{signed(f['next_score'])} for the next")
    text += ", so my perfect match's negative box goes to them"
    return Explanation(action, text, f)


def _bonus(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    per = bot.bonus_draw_min_pile
    f = {"draw_pile": len(g.draw_pile), "limit": per * g.players, "per_player": per}
    if action == BONUS_DRAW:
        f.update(_draw_chance(g, p))
        text = (f"{action} — {counted(f['draw_pile'], 'card')} left in the draw pile, more than my "
                f"limit of {f['limit']} ({per} a player); {_chance_text(f)}")
    else:
        text = (f"{action} — only {counted(f['draw_pile'], 'card')} left in the draw pile, not "
                f"more than my limit of {f['limit']} ({per} a player): a late draw mostly adds a "
                "card that costs a negative box")
    return Explanation(action, text, f)


def _trade(bot, g, p: int, d: Decision) -> Explanation:
    action, gain = d.action, d.figures["gain"]
    trades = sum(a.kind == "trade" for a in g.legal_actions())
    f = {"trades": trades}
    if action.kind == "trade":
        m, q, n = action.args
        f["points"] = gain
        forced = "" if SKIP in g.legal_actions() else ", and I must trade: the card I picked is used by it"
        text = (f"{action} — my {RANK[g.matches[p][m][0]]} match for player {q}'s "
                f"{RANK[g.matches[q][n][0]]} match gains {in_points(gain)} in my rows, "
                + ("the only trade" if trades == 1 else f"the most of {trades} trades") + forced)
    elif gain is None:
        text = f"{action} — no trade is open to my weak match"
    else:
        f["points"] = gain
        text = (f"{action} — the best of my {counted(trades, 'trade')} gains {in_points(gain)} in "
                "my rows, and I trade only for a gain over 0")
    return Explanation(action, text, f)


def _at_random(bot, g, p: int, d: Decision) -> Explanation:
    n = len(g.legal_actions())
    return Explanation(d.action, f"{d.action} — none of my rules applies here, so it was drawn "
                       f"at random among the {n} legal actions", {"legal_actions": n})


_SENTENCES = MappingProxyType({
    "draw_or_pick": _draw_or_pick, "lay": _lay, "finish": _finish, "discard_least": _discard,
    "penalise_leader": _penalise, "bonus": _bonus, "trade_up": _trade, "at_random": _at_random})
