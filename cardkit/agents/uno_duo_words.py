"""The sensible UNO Duo bot's sentences: one for each reason its ``Decision`` gives.

``explain(bot, game, player, decision)`` turns the decision into an ``Explanation``: the
sentence a student reads, and the figures by the names the lesson reads them by. Nothing
here decides. The sentences name no card the bot holds hidden: only the cards an action
shows, the discard pile and a card passed face up in the draft; of its hand, counts and
points.
"""
from __future__ import annotations

from types import MappingProxyType

from ..core import Action, Game
from ..core.sentences import counted, percent
from ..games.uno_duo import CHALLENGE, COLOUR_NAMES, KEEP, POINTS, WILD, WILD4, could_play_instead, describe
from ..games.uno_duo.cards import SYMBOL_NAMES
from ..prob import uno_duo as prob
from ..prob.common import count
from . import Decision, Explanation
from . import uno_duo as sensible  # (a module that imports this one: read at call time)


def explain(bot, game: Game, player: int, decision: Decision) -> Explanation:
    """The decision of ``bot`` (an ``UnoDuoSensible``) for ``player`` on ``game``, in a sentence."""
    return _SENTENCES[decision.reason](bot, game, player, decision)


_TIE_ORDER = ", ".join(COLOUR_NAMES[L] for L in sorted(COLOUR_NAMES, reverse=True))


def _on_top(g) -> str:
    return f"the {describe(g.discard[-1])} (colour in force: {COLOUR_NAMES[g.colour]})"


def _colour_words(scores: dict[str, int], hand: list[str], f: dict) -> str:
    """Why the colour of highest ``scores`` is named, its figures put in ``f``."""
    best = max((v, L) for L, v in scores.items())[1]
    if not scores[best]:
        return f"I hold no coloured card to favour (equal scores go to the first of {_TIE_ORDER})"
    others = [v for L, v in scores.items() if L != best]
    f.update(colour_cards=sum(c[0] == best for c in hand), colour_score=scores[best],
             next_score=max(others))
    tie = (f", level with another colour (equal scores go to the first of {_TIE_ORDER})"
           if f["next_score"] == scores[best] else "")
    return (f"the colour that weighs most in my hand: {counted(f['colour_cards'], 'card')}, "
            f"score {f['colour_score']} (10 + points per card) against {f['next_score']} for the "
            f"next colour{tie}")


def _with_play(g, p: int, action: Action, text: str, f: dict) -> Explanation:
    """``text`` and, for a play, the colour a Wild names and the UNO it says."""
    if action.kind == "play" and action.args[0][0] == "W":
        rest = list(g.hands[p])
        rest.remove(action.args[0])
        text += f"; I name {action.args[1]}, " + (
            _colour_words(sensible.colour_scores(rest), rest, f) if rest
            else "though no card is left to favour")
    if action.kind == "play" and action.args[-1] == "uno":
        text += "; I say UNO: one card left after it"
    return Explanation(action, f"{action} — {text}", f)


def _why_say_uno(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    o = 1 - p
    if action.kind == "catch":
        return Explanation(action, f"catch — player {o} holds 1 card and forgot to say UNO: "
                           "catching them makes them draw 2", {})
    return Explanation(action, "uno — I forgot to say UNO with my second-to-last card: I say it "
                       f"now, before player {o} catches me for 2 cards", {})


def _why_draft(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    if not d.figures:
        return Explanation(action, "keep — Wilds, Draw Twos, Skips and numbers up to 4 are always "
                           "worth keeping", {})
    f = dict(d.figures)
    have, need = f["colour_held"], f["needed"]
    rule = "(a Reverse needs 1 card of its colour, a number over 4 needs 2)"
    if action == KEEP:  # the card stays hidden: its colour's count only
        return Explanation(action, f"keep — I hold {counted(have, 'card')} of its colour, at "
                           f"least the {need} my draft rule asks {rule}", f)
    card = g.draw_pile[-1]  # passed face up: everyone sees it
    return Explanation(action, f"discard — the {describe(card)} is worth keeping only with "
                       f"{counted(need, 'card')} of its colour in my hand, and I hold {have}", f)


def _why_name_colour(bot, g, p: int, d: Decision) -> Explanation:
    action, f = d.action, {}
    hand = g.hands[p]
    why = _colour_words(sensible.colour_scores(hand), hand, f)
    return Explanation(action, f"{action} — for the turned-up {describe(g.discard[-1])}, {why}", f)


def _draw_figures(g, p: int) -> dict:
    """The chance that the card drawn now can be played at once (the probability panel's
    ``draw_playable_chance``), and of how many unseen cards."""
    unseen = g.unseen(p)
    return {"draw_playable_chance": prob.draw_playable_chance(g, p),
            "playable_unseen": count(unseen, prob.can_play_now(g)), "unseen": sum(unseen.values())}


def _why_no_match(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    f = {"hand": len(g.hands[p]), **_draw_figures(g, p)}
    mine = "my only card cannot" if f["hand"] == 1 else f"none of my {f['hand']} cards can"
    return Explanation(action, f"draw — {mine} be played on {_on_top(g)}; "
                       f"the card I draw can be played at once with "
                       f"{percent(f['draw_playable_chance'])} ({f['playable_unseen']} of "
                       f"{f['unseen']} unseen cards)", f)


def _why_only_wilds(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    what = ("a Wild Draw Four: player {o} draws 4 and I play again (a challenge would fail)"
            if action.args[0] == WILD4 else "a Wild")
    return _with_play(g, p, action, f"no coloured card of mine can be played on {_on_top(g)}, so I "
                      f"play {what.format(o=1 - p)}", {})


def _kept(bot) -> str:
    return "; I keep Wilds for when nothing else fits" if bot.keep_wilds else ""


def _why_only_match(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    kind = "coloured card" if bot.keep_wilds else "card"
    return _with_play(g, p, action, f"my only {kind} that can be played on {_on_top(g)}"
                      + _kept(bot), {})


def _value_words(code: str, hand: list[str], opp: int, f: dict) -> str:
    """``play_value`` of ``code`` added up in words, its parts put in ``f``."""
    held, held_points = sensible.held_of(code[0], hand)
    sym = code[1:]
    kind = "Wild" if code[0] == "W" else COLOUR_NAMES[code[0]]
    f.update(value=sensible.play_value(code, held, held_points, opp), points=POINTS[code])
    parts = [f"{counted(POINTS[code], 'point')}", f"3 × {held - 1} other {kind} cards held"]
    if sym == "SKIP":
        parts.append("8 for a Skip (I play again)")
    elif sym == "+2":
        f["opponent_cards"] = opp
        parts.append(f"{18 if opp <= 3 else 6} for a Draw Two with the other hand at "
                     f"{counted(opp, 'card')} (18 at 3 or fewer, else 6)")
    elif sym == "REV":
        f.update(colour_points=held_points, colour_held=held)
        parts.append(f"{held_points} (the points of my {held} {kind} cards) + 4 × {held} for "
                     "the run a Reverse starts")
    return " + ".join(parts) + f" = {f['value']}"


def _why_best_play(bot, g, p: int, d: Decision) -> Explanation:
    action, codes = d.action, d.figures["codes"]
    hand, opp = g.hands[p], len(g.hands[1 - p])
    code = action.args[0]
    f = {"playable": len(codes)}
    value = _value_words(code, hand, opp, f)
    f["next_value"] = max(sensible.play_value(c, *sensible.held_of(c[0], hand), opp)
                          for c in codes if c != code)
    tie = " (equal: the later card in card order goes first)" if f["next_value"] == f["value"] else ""
    return _with_play(g, p, action, f"of the {f['playable']} different cards I can play on "
                      f"{_on_top(g)}, it is worth most to play now: {value}, against "
                      f"{f['next_value']} for the next best{tie}{_kept(bot)}", f)


def could_play(g) -> tuple[frozenset[str], str]:
    """The cards the Wild Draw Four's player (``g.wd4``) could have played instead (the rules'
    ``could_play_instead``), with their words."""
    info = g.wd4
    on = WILD if g.options.strict_wd4 == "colour" else info["on"]
    colour = COLOUR_NAMES[info["on_colour"]]
    words = (f"a {colour} card" if on[0] == "W" else
             f"a {colour} card or a {SYMBOL_NAMES.get(on[1:], on[1:])}")
    return could_play_instead(info["on"], info["on_colour"], g.options.strict_wd4), words


def _why_challenge(bot, g, p: int, d: Decision) -> Explanation:
    action, o = d.action, 1 - p
    if not g.wd4:
        return Explanation(action, f"{action} — there is no Wild Draw Four to weigh", {})
    could, words = could_play(g)
    test, unseen = could.__contains__, g.unseen(p)
    f = {"guilt_chance": prob.chance_opponent_holds(g, p, test), "limit": bot.challenge_at,
         "could_play_unseen": count(unseen, test), "unseen": sum(unseen.values()),
         "hand": prob.opponent_hand_size(g, p)}
    chance, limit = percent(f["guilt_chance"], f["limit"]), percent(f["limit"], f["guilt_chance"])
    compare = f"at or above my {limit} limit" if action == CHALLENGE else f"under my {limit} limit"
    return Explanation(action, f"{action} — the chance that player {o} held a card they could have "
                       f"played on the {describe(g.wd4['on'])} ({words}) is {chance} "
                       f"({f['could_play_unseen']} of {f['unseen']} unseen cards would do, in a hand "
                       f"of {f['hand']}), {compare}", f)


def _why_play_drawn(bot, g, p: int, d: Decision) -> Explanation:
    return _with_play(g, p, d.action, "the card I drew can be played, and I play rather than "
                      "keep", {})


def _why_volley(bot, g, p: int, d: Decision) -> Explanation:
    action, o = d.action, 1 - p
    f = {"volley": g.volley}
    if action.kind == "play":
        f["total"] = g.volley + 2
        return _with_play(g, p, action, f"I stack a Draw Two: the volley grows from {g.volley} to "
                          f"{f['total']} cards for player {o} to draw or stack back", f)
    why = ("I never stack Draw Twos (stack_volleys off)" if not bot.stack_volleys
           else "I hold no Draw Two to stack")
    return Explanation(action, f"draw — {why}, so I draw the volley's {g.volley} cards", f)


_LAST_OF_RUN = MappingProxyType({"+2": "a Draw Two: player {o} must draw 2 or stack",
                                  "SKIP": "a Skip: I play again",
                                  "REV": "a Reverse: the turn passes"})


def _why_run(bot, g, p: int, d: Decision) -> Explanation:
    action = d.action
    colour = COLOUR_NAMES[g.run_colour]
    if action.kind != "play":
        return Explanation(action, f"done — no {colour} card is left to play", {})
    code = action.args[0]
    left = sensible.held_of(g.run_colour, g.hands[p])[0] - 1
    f = {"run_left": left} if left else {}
    if left:
        why = (f"my Reverse run plays every {colour} card I hold, numbers first (lowest first), then "
               "Reverses, Skips and Draw Twos, so that it ends on the strongest action: "
               f"{counted(left, f'more {colour} card')} to play after this one")
    else:
        last = _LAST_OF_RUN.get(code[1:], "a number: the turn passes").format(o=1 - p)
        why = f"the last {colour} card of my run, whose card counts: {last}"
    return _with_play(g, p, action, why, f)


_SENTENCES = MappingProxyType({
    "say_uno": _why_say_uno, "draft": _why_draft, "name_colour": _why_name_colour,
    "no_match": _why_no_match, "only_wilds": _why_only_wilds, "only_match": _why_only_match,
    "best_play": _why_best_play, "challenge_chance": _why_challenge,
    "play_drawn": _why_play_drawn, "volley": _why_volley, "run": _why_run})
