"""The sensible Pegs and Jokers bot's sentences: one for each reason its ``Decision`` gives.

``explain(bot, game, player, decision)`` turns the decision into an ``Explanation``: the
sentence a student reads (in the language in use, ``cardkit.i18n``), and the figures by the
names the lesson reads them by: the play's effects, worked out by the rules on a copy
(``what_if``), and the danger map of ``cardkit.prob.pegs_and_jokers`` on the board it leaves.
Nothing here decides.
"""
from __future__ import annotations

from types import MappingProxyType

from ..core import Action, Game
from ..core.sentences import points
from ..games.pegs_and_jokers import JOKER, PEGS, START, rank_of, team_of
from ..i18n import _, ngettext
from ..prob import pegs_and_jokers as prob
from . import Decision, Explanation
from . import pegs_and_jokers as sensible  # (a module that imports this one: read at call time)


def explain(bot, game: Game, player: int, decision: Decision) -> Explanation:
    """The decision of ``bot`` (a ``PegsSensible``) for ``player`` on ``game``, in a sentence."""
    return _SENTENCES[decision.reason](bot, game, player, decision)


def score_text(x: float) -> str:
    """A score as a student reads it: ``62``, ``61.75``, ``−3.5``: ``core.sentences.points``
    with a true minus sign."""
    return points(x).replace("-", "\u2212")


def percent_text(x: float) -> str:
    """A chance in percent: whole percents, one decimal when under 1% or over 99%. (Not
    ``core.sentences.percent``, which writes one decimal under 10%: this bot's recorded
    sentences keep their digits.)"""
    v = 100 * x
    return f"{v:.1f}%" if 0 < v < 1 or 99 < v < 100 else f"{v:.0f}%"


def _effects(game, player: int, action: Action) -> tuple:
    """``(the game after the play's moves, before the draw; our team's progress gain; the
    opponents' progress it sends back; how many opponent pegs go back to start)``, by the
    rules' own moves on a copy (``what_if``)."""
    after = game.what_if(action)
    team = team_of(player)
    gain = back = hits = 0
    for peg, (old, new) in enumerate(zip(game.loc, after.loc, strict=True)):
        if old == new:
            continue
        change = game.progress(peg, new) - game.progress(peg, old)
        if team_of(peg // PEGS) == team:
            gain += change
        else:
            back -= change
            hits += new == START
    return after, gain, back, hits


def _play(bot, game, player: int, d: Decision) -> Explanation:
    """The sentence of a play: its effects, their score and the score it beat."""
    action, f = d.action, d.figures
    after, gain, back, hits = _effects(game, player, action)
    danger = prob.danger_map(after, player)
    figures = {"progress": gain, "sent_back": back, "pegs_sent_back": hits,
               "exposure": int(sensible.exposure(after, team_of(player))), "score": f["score"],
               "next_best": f["next_best"], "search_stop": f["search_stop"],
               "plays_weighed": f["plays_weighed"], "plays": f["plays"],
               "next_opponent": prob.next_opponent(after, player),
               "max_danger": float(danger["chance"].max()) if len(danger) else 0.0}
    return Explanation(action, _("{action} — {effects}: {score}").format(
        action=action, effects=_effects_text(bot, action, figures),
        score=_score_text(bot, action, figures)), figures)


def _holes(n: int) -> str:
    return ngettext("{n} hole", "{n} holes", n).format(n=n)


def _effects_text(bot, action: Action, f: dict) -> str:
    moved = abs(f["progress"])
    parts = [(ngettext("moves our team {n} hole on", "moves our team {n} holes on", moved)
              if f["progress"] >= 0 else
              ngettext("moves our team {n} hole back", "moves our team {n} holes back", moved)
              ).format(n=moved)]
    if f["pegs_sent_back"]:
        parts.append(ngettext("sends {n} opponent peg back to start ({holes} of their progress, "
                              "{weight} a hole)",
                              "sends {n} opponent pegs back to start ({holes} of their progress, "
                              "{weight} a hole)", f["pegs_sent_back"]).format(
            n=f["pegs_sent_back"], holes=_holes(f["sent_back"]), weight=score_text(bot.hit_weight)))
    if action.args[0] == JOKER:
        parts.append(_("less {cost} for spending the joker").format(cost=score_text(bot.joker_cost)))
    elif bot.eight_bonus and rank_of(action.args[0]) == "8":
        parts.append(_("{bonus} for an 8").format(bonus=score_text(bot.eight_bonus)))
    reach = (_("leaves {holes} of our progress within one card's move of an opponent peg "
               "({weight} a hole)").format(holes=_holes(f["exposure"]),
                                           weight=score_text(bot.danger_weight))
             if f["exposure"] else
             _("leaves no peg of ours within one card's move of an opponent peg"))
    danger = (_("our most exposed peg then goes back with {chance}").format(
        chance=percent_text(f["max_danger"])) if f["max_danger"] else
        _("no peg of ours can then be sent back"))
    return _("{parts} and {reach}; on the danger map {danger} at player {p}'s turn").format(
        parts=", ".join(parts), reach=reach, danger=danger, p=f["next_opponent"])


def _score_text(bot, action: Action, f: dict) -> str:
    text = _("score {score}").format(score=score_text(f["score"]))
    if f["next_best"] == f["score"]:
        text += _(", level with the next best (of equal plays, the first listed is played)")
    elif f["next_best"] is not None:
        text += _(", over {score} for the next best").format(score=score_text(f["next_best"]))
    if f["search_stop"] is not None:
        text += _("; no other play gains over {score}, so none scores higher").format(
            score=score_text(f["search_stop"]))
    if f["plays"] == 1:
        text += _(", the only play")
    else:
        text += ngettext(" ({weighed} of {n} play weighed)", " ({weighed} of {n} plays weighed)",
                         f["plays"]).format(weighed=f["plays_weighed"], n=f["plays"])
    if action.args[0] == JOKER and f["score"] >= 0:
        text += _(", and not under 0, my limit for spending a joker")
    return text


def _discard(bot, game, player: int, d: Decision) -> Explanation:
    """The sentence of a discard: why no play, and why this card goes."""
    action, score = d.action, d.figures["score"]
    pegs_out = sum(game.loc[q] == START for q in game.team_pegs[team_of(player)])
    keep = sensible.keep_value(rank_of(action.args[0]), pegs_out > 0)
    figures = {"score": score, "limit": 0, "keep": keep, "cards": len(game.hands[player]),
               "pegs_in_start": pegs_out}
    why = (_("no card can move a peg of our team") if d.reason == "no_play" else
           _("my best play would score {score}, under my limit of 0").format(
               score=score_text(score)))
    cards = len(game.hands[player])
    waiting = ngettext("{n} team peg waits", "{n} team pegs wait", pegs_out).format(n=pegs_out)
    text = ngettext("{action} — {why}, so the card I need least goes: its keep value {keep} is "
                    "the lowest of my {n} card (low cards go first, jokers last; A, K, Q, J "
                    "count 3 more while {waiting} in start)",
                    "{action} — {why}, so the card I need least goes: its keep value {keep} is "
                    "the lowest of my {n} cards (low cards go first, jokers last; A, K, Q, J "
                    "count 3 more while {waiting} in start)", cards).format(
        action=action, why=why, keep=keep, n=cards, waiting=waiting)
    return Explanation(action, text, figures)


_SENTENCES = MappingProxyType({"play": _play, "no_play": _discard, "joker_kept": _discard})
