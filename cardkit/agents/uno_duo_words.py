"""The sensible UNO Duo bot's sentences: one for each reason its ``Decision`` gives.

``explain(bot, game, player, decision)`` turns the decision into an ``Explanation``: the
sentence a student reads (in the language in use, ``cardkit.i18n``), and the figures by the
names the lesson reads them by. Nothing here decides. The sentences name no card the bot
holds hidden: only the cards an action shows, the discard pile and a card passed face up in
the draft; of its hand, counts and points.
"""
from __future__ import annotations

from types import MappingProxyType

from ..core import Action, Game
from ..core.sentences import percent
from ..games.uno_duo import (
    CHALLENGE,
    COLOUR_NAMES,
    KEEP,
    POINTS,
    WILD,
    WILD4,
    colour_name,
    could_play_instead,
    describe,
)
from ..games.uno_duo.cards import SYMBOL_WORDS
from ..i18n import N_, _, ngettext
from ..prob import uno_duo as prob
from ..prob.common import count
from . import Decision, Explanation
from . import uno_duo as sensible  # (a module that imports this one: read at call time)


def explain(bot, game: Game, player: int, decision: Decision) -> Explanation:
    """The decision of ``bot`` (an ``UnoDuoSensible``) for ``player`` on ``game``, in a sentence."""
    return _SENTENCES[decision.reason](bot, game, player, decision)


def _tie_order() -> str:
    return ", ".join(colour_name(COLOUR_NAMES[L]) for L in sorted(COLOUR_NAMES, reverse=True))


def _cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def _on_top(g) -> str:
    return _("the {card} (colour in force: {colour})").format(
        card=describe(g.discard[-1]), colour=colour_name(COLOUR_NAMES[g.colour]))


def _colour_words(scores: dict[str, int], hand: list[str], f: dict) -> str:
    """Why the colour of highest ``scores`` is named, its figures put in ``f``."""
    best = max((v, L) for L, v in scores.items())[1]
    if not scores[best]:
        return _("I hold no coloured card to favour (equal scores go to the first of "
                 "{order})").format(order=_tie_order())
    others = [v for L, v in scores.items() if L != best]
    f.update(colour_cards=sum(c[0] == best for c in hand), colour_score=scores[best],
             next_score=max(others))
    tie = (_(", level with another colour (equal scores go to the first of {order})").format(
        order=_tie_order()) if f["next_score"] == scores[best] else "")
    return _("the colour that weighs most in my hand: {cards}, score {score} (10 + points per "
             "card) against {next} for the next colour{tie}").format(
        cards=_cards(f["colour_cards"]), score=f["colour_score"], next=f["next_score"], tie=tie)


def _with_play(g, p: int, action: Action, text: str, f: dict) -> Explanation:
    """``text`` and, for a play, the colour a Wild names and the UNO it says."""
    if action.kind == "play" and action.args[0][0] == "W":
        rest = list(g.hands[p])
        rest.remove(action.args[0])
        text += _("; I name {colour}, ").format(colour=colour_name(action.args[1])) + (
            _colour_words(sensible.colour_scores(rest), rest, f) if rest
            else _("though no card is left to favour"))
    if action.kind == "play" and action.args[-1] == "uno":
        text += _("; I say UNO: one card left after it")
    return Explanation(action, _("{action} — {why}").format(action=action, why=text), f)


def _why_say_uno(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    o = 1 - p
    if action.kind == "catch":
        return Explanation(action, _("catch — player {o} holds 1 card and forgot to say UNO: "
                                     "catching them makes them draw 2").format(o=o), {})
    return Explanation(action, _("uno — I forgot to say UNO with my second-to-last card: I say it "
                                 "now, before player {o} catches me for 2 cards").format(o=o), {})


def _why_draft(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    if not d.figures:
        return Explanation(action, _("keep — Wilds, Draw Twos, Skips and numbers up to 4 are "
                                     "always worth keeping"), {})
    f = dict(d.figures)
    have, need = f["colour_held"], f["needed"]
    if action == KEEP:  # the card stays hidden: its colour's count only
        return Explanation(action, _("keep — I hold {cards} of its colour, at least the {need} my "
                                     "draft rule asks (a Reverse needs 1 card of its colour, a "
                                     "number over 4 needs 2)").format(cards=_cards(have),
                                                                       need=need), f)
    card = g.draw_pile[-1]  # passed face up: everyone sees it
    return Explanation(action, _("discard — the {card} is worth keeping only with {cards} of its "
                                 "colour in my hand, and I hold {have}").format(
        card=describe(card), cards=_cards(need), have=have), f)


def _why_name_colour(bot, g, p: int, d: Decision) -> Explanation:
    action, f = d.action, {}
    hand = g.hands[p]
    why = _colour_words(sensible.colour_scores(hand), hand, f)
    return Explanation(action, _("{action} — for the turned-up {card}, {why}").format(
        action=action, card=describe(g.discard[-1]), why=why), f)


def _draw_figures(g, p: int) -> dict:
    """The chance that the card drawn now can be played at once (the probability panel's
    ``draw_playable_chance``), and of how many unseen cards."""
    unseen = g.unseen(p)
    return {"draw_playable_chance": prob.draw_playable_chance(g, p),
            "playable_unseen": count(unseen, prob.can_play_now(g)), "unseen": sum(unseen.values())}


def _why_no_match(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    f = {"hand": len(g.hands[p]), **_draw_figures(g, p)}
    if f["hand"] == 1:
        text = _("draw — my only card cannot be played on {top}; the card I draw can be played at "
                 "once with {chance} ({playable} of {unseen} unseen cards)")
    else:
        text = _("draw — none of my {hand} cards can be played on {top}; the card I draw can be "
                 "played at once with {chance} ({playable} of {unseen} unseen cards)")
    return Explanation(action, text.format(hand=f["hand"], top=_on_top(g),
                                           chance=percent(f["draw_playable_chance"]),
                                           playable=f["playable_unseen"], unseen=f["unseen"]), f)


def _why_only_wilds(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    if action.args[0] == WILD4:
        text = _("no coloured card of mine can be played on {top}, so I play a Wild Draw Four: "
                 "player {o} draws 4 and I play again (a challenge would fail)")
    else:
        text = _("no coloured card of mine can be played on {top}, so I play a Wild")
    return _with_play(g, p, action, text.format(top=_on_top(g), o=1 - p), {})


def _kept(bot) -> str:
    return _("; I keep Wilds for when nothing else fits") if bot.keep_wilds else ""


def _why_only_match(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    if bot.keep_wilds:
        text = _("my only coloured card that can be played on {top}")
    else:
        text = _("my only card that can be played on {top}")
    return _with_play(g, p, action, text.format(top=_on_top(g)) + _kept(bot), {})


def _value_words(code: str, hand: list[str], opp: int, f: dict) -> str:
    """``play_value`` of ``code`` added up in words, its parts put in ``f``."""
    held, held_points = sensible.held_of(code[0], hand)
    sym = code[1:]
    kind = _("Wild") if code[0] == "W" else colour_name(COLOUR_NAMES[code[0]])
    f.update(value=sensible.play_value(code, held, held_points, opp), points=POINTS[code])
    parts = [ngettext("{n} point", "{n} points", POINTS[code]).format(n=POINTS[code]),
             _("3 × {n} other {kind} cards held").format(n=held - 1, kind=kind)]
    if sym == "SKIP":
        parts.append(_("8 for a Skip (I play again)"))
    elif sym == "+2":
        f["opponent_cards"] = opp
        parts.append(_("{value} for a Draw Two with the other hand at {cards} (18 at 3 or fewer, "
                       "else 6)").format(value=18 if opp <= 3 else 6, cards=_cards(opp)))
    elif sym == "REV":
        f.update(colour_points=held_points, colour_held=held)
        parts.append(_("{points} (the points of my {n} {kind} cards) + 4 × {n} for the run a "
                       "Reverse starts").format(points=held_points, n=held, kind=kind))
    return " + ".join(parts) + f" = {f['value']}"


def _why_best_play(bot, g, p: int, d: Decision) -> Explanation:
    action, codes = d.action, d.figures["codes"]
    hand, opp = g.hands[p], len(g.hands[1 - p])
    code = action.args[0]
    f = {"playable": len(codes)}
    value = _value_words(code, hand, opp, f)
    f["next_value"] = max(sensible.play_value(c, *sensible.held_of(c[0], hand), opp)
                          for c in codes if c != code)
    tie = (_(" (equal: the later card in card order goes first)")
           if f["next_value"] == f["value"] else "")
    return _with_play(g, p, action, _("of the {n} different cards I can play on {top}, it is worth "
                                      "most to play now: {value}, against {next} for the next "
                                      "best{tie}{kept}").format(
        n=f["playable"], top=_on_top(g), value=value, next=f["next_value"], tie=tie,
        kept=_kept(bot)), f)


def could_play(g) -> tuple[frozenset[str], str]:
    """The cards the Wild Draw Four's player (``g.wd4``) could have played instead (the rules'
    ``could_play_instead``), with their words."""
    info = g.wd4
    on = WILD if g.options.strict_wd4 == "colour" else info["on"]
    colour = colour_name(COLOUR_NAMES[info["on_colour"]])
    sym = on[1:]
    words = (_("a {colour} card").format(colour=colour) if on[0] == "W" else
             _("a {colour} card or a {symbol}").format(
                 colour=colour, symbol=_(SYMBOL_WORDS[sym]) if sym in SYMBOL_WORDS else sym))
    return could_play_instead(info["on"], info["on_colour"], g.options.strict_wd4), words


def _why_challenge(bot, g, p: int, d: Decision) -> Explanation:
    action, o = d.action, 1 - p
    if not g.wd4:
        return Explanation(action, _("{action} — there is no Wild Draw Four to weigh").format(
            action=action), {})
    could, words = could_play(g)
    test, unseen = could.__contains__, g.unseen(p)
    f = {"guilt_chance": prob.chance_opponent_holds(g, p, test), "limit": bot.challenge_at,
         "could_play_unseen": count(unseen, test), "unseen": sum(unseen.values()),
         "hand": prob.opponent_hand_size(g, p)}
    chance, limit = percent(f["guilt_chance"], f["limit"]), percent(f["limit"], f["guilt_chance"])
    compare = (_("at or above my {limit} limit") if action == CHALLENGE
               else _("under my {limit} limit")).format(limit=limit)
    return Explanation(action, _("{action} — the chance that player {o} held a card they could "
                                 "have played on the {card} ({words}) is {chance} ({n} of {unseen} "
                                 "unseen cards would do, in a hand of {hand}), {compare}").format(
        action=action, o=o, card=describe(g.wd4["on"]), words=words, chance=chance,
        n=f["could_play_unseen"], unseen=f["unseen"], hand=f["hand"], compare=compare), f)


def _why_play_drawn(bot, g, p: int, d: Decision) -> Explanation:
    return _with_play(g, p, d.action, _("the card I drew can be played, and I play rather than "
                                        "keep"), {})


def _why_volley(bot, g, p: int, d: Decision) -> Explanation:
    action, o = d.action, 1 - p
    f = {"volley": g.volley}
    if action.kind == "play":
        f["total"] = g.volley + 2
        return _with_play(g, p, action, _("I stack a Draw Two: the volley grows from {volley} to "
                                          "{total} cards for player {o} to draw or stack "
                                          "back").format(volley=g.volley, total=f["total"], o=o), f)
    if not bot.stack_volleys:
        text = _("draw — I never stack Draw Twos (stack_volleys off), so I draw the volley's "
                 "{volley} cards")
    else:
        text = _("draw — I hold no Draw Two to stack, so I draw the volley's {volley} cards")
    return Explanation(action, text.format(volley=g.volley), f)


_LAST_OF_RUN = MappingProxyType({"+2": N_("a Draw Two: player {o} must draw 2 or stack"),
                                  "SKIP": N_("a Skip: I play again"),
                                  "REV": N_("a Reverse: the turn passes")})
_NUMBER_LAST = N_("a number: the turn passes")


def _why_run(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    colour = colour_name(COLOUR_NAMES[g.run_colour])
    if action.kind != "play":
        return Explanation(action, _("done — no {colour} card is left to play").format(
            colour=colour), {})
    code = action.args[0]
    left = sensible.held_of(g.run_colour, g.hands[p])[0] - 1
    f = {"run_left": left} if left else {}
    if left:
        why = ngettext("my Reverse run plays every {colour} card I hold, numbers first (lowest "
                       "first), then Reverses, Skips and Draw Twos, so that it ends on the "
                       "strongest action: {n} more {colour} card to play after this one",
                       "my Reverse run plays every {colour} card I hold, numbers first (lowest "
                       "first), then Reverses, Skips and Draw Twos, so that it ends on the "
                       "strongest action: {n} more {colour} cards to play after this one",
                       left).format(colour=colour, n=left)
    else:
        last = _(_LAST_OF_RUN.get(code[1:], _NUMBER_LAST)).format(o=1 - p)
        why = _("the last {colour} card of my run, whose card counts: {last}").format(
            colour=colour, last=last)
    return _with_play(g, p, action, why, f)


_SENTENCES = MappingProxyType({
    "say_uno": _why_say_uno, "draft": _why_draft, "name_colour": _why_name_colour,
    "no_match": _why_no_match, "only_wilds": _why_only_wilds, "only_match": _why_only_match,
    "best_play": _why_best_play, "challenge_chance": _why_challenge,
    "play_drawn": _why_play_drawn, "volley": _why_volley, "run": _why_run})
