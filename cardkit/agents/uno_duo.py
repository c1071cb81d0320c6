"""A sensible UNO Duo strategy: shed points, keep Wilds for need, stack volleys, end runs on action cards."""
from __future__ import annotations

from itertools import repeat

from ..core import Action, Game, Kept
from ..core.sentences import counted
from ..games.uno_duo import (
    ACCEPT,
    ALL_CODES,
    CHALLENGE,
    COLOUR_ACTIONS,
    COLOUR_NAMES,
    COLOURS,
    DISCARD,
    DONE,
    DRAW,
    KEEP,
    PLAYS,
    PLAYS_UNO,
    POINTS,
    WILD,
    WILD4,
    WILDS,
    describe,
)
from ..games.uno_duo.cards import _PLAIN, _PLAYABLE, BIT, MATCHES, SYMBOL_NAMES, WILD_MASK
from ..prob import uno_duo as prob
from ..prob.common import at_least_one, count
from . import Explanation
from .cover_your_assets import percent

# The reasons of UnoDuoSensible.decide (its tuple's second item), each read by one sentence.
SAY_UNO, DRAFT, NAME_COLOUR, NO_MATCH, ONLY_WILDS, ONLY_MATCH, BEST_PLAY, CHALLENGE_CHANCE, \
    PLAY_DRAWN, VOLLEY, RUN = range(11)

# what a card adds to its colour's score when choosing a colour (Wilds: nothing)
_WILD_SET = frozenset(WILDS)
_COLOUR_WEIGHT = {c: (0 if c[0] == "W" else 10 + p) for c, p in POINTS.items()}
_COLOUR_ACTION = dict(zip(COLOURS, COLOUR_ACTIONS, strict=True))  # colour name -> "colour NAME"
_WILD_INDEX = {name: i for i, name in enumerate(COLOURS)}  # a Wild's plays, one per colour
# a card's value to play, less 3 per card of its colour held: its points, less 3 (itself),
# and 8 for a Skip
_BASE_VALUE = {c: p - 3 + (8 if c[1:] == "SKIP" else 0) for c, p in POINTS.items()}
# colour letter (W: the Wilds) -> the codes of that colour and their points
_POINTS_OF = {L: {c: p for c, p in POINTS.items() if c[0] == L} for L in (*COLOUR_NAMES, "W")}
_OF_COLOUR = {L: frozenset(codes) for L, codes in _POINTS_OF.items()}
_NOUGHTS = repeat(0)  # (the points of a code of another colour)
_WILD4_BIT = BIT[WILD4]
_CODES_LIMIT = 1 << 15  # pools kept by _CODES_IN, at most


def _codes(mask: int) -> tuple[str, ...]:
    """A mask of codes -> its codes, in code order (kept by ``_CODES_IN``, up to a limit)."""
    return tuple(c for c in ALL_CODES if mask & BIT[c])


_CODES_IN = Kept(_codes, _CODES_LIMIT)
# a draft card -> the cards of its colour the hand must hold to keep it
_DRAFT_NEED = {c: 0 if c[0] == "W" or c[1:] in ("+2", "SKIP") else 1 if c[1:] == "REV"
               else 0 if p <= 4 else 2 for c, p in POINTS.items()}


# colour letter (W: the Wilds) -> code of that colour -> 1 (the card) << 16, plus its points:
# summed over a hand in one pass, a colour's count (above bit 16) and points (below)
_COUNT_SHIFT = 16
_COUNTED_POINTS = {L: {c: (1 << _COUNT_SHIFT) + p for c, p in points.items()}
                   for L, points in _POINTS_OF.items()}
_POINTS_PART = (1 << _COUNT_SHIFT) - 1


def held_of(letter: str, hand: list[str]) -> tuple[int, int]:
    """The cards of colour ``letter`` (W: the Wilds) in ``hand``: how many, and their points."""
    both = sum(map(_COUNTED_POINTS[letter].get, hand, _NOUGHTS))
    return both >> _COUNT_SHIFT, both & _POINTS_PART


def colour_scores(hand: list[str]) -> dict[str, int]:
    """Each colour letter's score in ``hand`` when naming a colour: 10 + points per card."""
    score = dict.fromkeys(COLOUR_NAMES, 0)
    weight = _COLOUR_WEIGHT
    for c in hand:
        if c[0] != "W":
            score[c[0]] += weight[c]
    return score


def play_value(code: str, held: int, held_points: int, opp: int) -> int:
    """How much the sensible strategy wants to play ``code`` (the higher, the sooner), with
    ``held`` cards of its colour in hand (itself too; for a Wild: the Wilds) worth
    ``held_points``, the opponent holding ``opp`` cards: its points, 3 per other card of its
    colour, and a Skip 8, a Draw Two 6 (18 when the opponent holds 3 cards or fewer), a
    Reverse the points of its colour held and 4 per card of it."""
    v = _BASE_VALUE[code] + 3 * held
    sym = code[1:]
    if sym == "+2":
        v += 18 if opp <= 3 else 6
    elif sym == "REV":
        v += held_points + 4 * held
    return v


class UnoDuoSensible:
    """Rule-based UNO Duo player.

    - always says UNO and always catches a forgotten one;
    - drafts action cards, Wilds and low numbers, passes high numbers it cannot pair;
    - plays rather than draws; prefers coloured cards and keeps Wilds for when nothing
      else fits (``keep_wilds``; with ``keep_wilds=False`` a Wild is weighed like any other
      card: its points and 3 per Wild held); sheds high points first, favours Skips (another turn),
      Draw Twos (more when the opponent is low) and Reverses that start a long run;
    - in a Reverse run plays every card and keeps the best finisher (Draw Two, then
      Skip) for last; names the colour it holds most of;
    - stacks every Draw Two it can (``stack_volleys``);
    - challenges a Wild Draw Four when the chance that its player held a matching card
      (hypergeometric over the unseen cards) is at least ``challenge_at``.

    ``decide(game, player)`` makes each choice with the reason and the figures behind it;
    ``choose`` returns its action alone, ``explain`` the action with the sentence and figures
    (chances from ``cardkit.prob.uno_duo``), naming no card the bot holds hidden.
    """

    name = "sensible"

    def __init__(self, stack_volleys: bool = True, keep_wilds: bool = True,
                 challenge_at: float = 0.35, seed: int = 0):
        # ``seed``: taken as every strategy takes one; this one draws nothing (it decides
        # from the cards alone), so it keeps no generator
        self.stack_volleys, self.keep_wilds, self.challenge_at = stack_volleys, keep_wilds, challenge_at

    def __repr__(self) -> str:
        return (f"UnoDuoSensible(stack_volleys={self.stack_volleys}, keep_wilds={self.keep_wilds}, "
                f"challenge_at={self.challenge_at})")

    def choose(self, game: Game, player: int) -> Action:
        """``decide``'s action (its steps written out: one call fewer at every decision)."""
        legal = game.legal_list()
        if game.uno_pending is not None:
            return legal[-1]
        return _DECIDE[game.phase](self, game, player, legal)[0]

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays and why, with the figures weighed (see ``decide``)."""
        decision = self.decide(game, player)
        return _EXPLAIN[decision[1]](self, game, player, decision)

    def decide(self, game: Game, player: int) -> tuple:
        """This strategy's choice with what explains it: ``(action, reason, *data)``, the
        reason one of the module's codes (``SAY_UNO``, ``DRAFT``, ``NAME_COLOUR``,
        ``NO_MATCH``, ``ONLY_WILDS``, ``ONLY_MATCH``, ``BEST_PLAY``, ``CHALLENGE_CHANCE``,
        ``PLAY_DRAWN``, ``VOLLEY``, ``RUN``) and the data what the decision weighed, as
        ``explain`` reads it. The actions are the game's own, from its legal list (read,
        never changed): the simulator then plays them unchecked."""
        legal = game.legal_list()
        if game.uno_pending is not None:  # the game offers uno or catch last
            return legal[-1], SAY_UNO
        return _DECIDE[game.phase](self, game, player, legal)

    # ----- each phase's decision ------------------------------------------------------------
    def _draft(self, game: Game, player: int, legal: list[Action]) -> tuple:
        """Keep a Wild, Draw Two, Skip or number up to 4; a Reverse with a card of its colour
        in hand; a higher number with two of its colour."""
        card = game.draw_pile[-1]  # the card looked at
        need = _DRAFT_NEED[card]
        if not need:
            return _KEEP_ALWAYS
        have = sum(map(_OF_COLOUR[card[0]].__contains__, game.hands[player]))
        return (KEEP if have >= need else DISCARD), DRAFT, need, have

    def _turn(self, game: Game, player: int, legal: list[Action]) -> tuple:
        """Play rather than draw: the best coloured card, a Wild only when nothing else fits
        (unless ``keep_wilds`` is off)."""
        if len(legal) == 1:
            return _DRAW_NO_MATCH
        # the codes offered (the plays before draw), as a mask: the rules' own table of the
        # cards that match, over the codes the hand holds
        offered = game.held[player] & MATCHES[game.discard[-1]][game.colour]
        pool = offered & ~WILD_MASK if self.keep_wilds else offered
        hand = game.hands[player]
        if not pool:  # only Wilds: the Wild Draw Four if playable
            return self._play(hand, WILD4 if offered & _WILD4_BIT else WILD), ONLY_WILDS
        if pool & (pool - 1):  # two codes or more
            return (self._play(hand, self._best_play(pool, hand, len(game.hands[1 - player]))),
                    BEST_PLAY, pool)
        return self._play(hand, ALL_CODES[pool.bit_length() - 1]), ONLY_MATCH

    def _colour(self, game: Game, player: int, legal: list[Action]) -> tuple:
        return _COLOUR_ACTION[self._best_colour(game.hands[player])], NAME_COLOUR

    def _challenge(self, game: Game, player: int, legal: list[Action]) -> tuple:
        chance = self._guilt_chance(game, player)
        return (CHALLENGE if chance >= self.challenge_at else ACCEPT), CHALLENGE_CHANCE, chance

    def _drawn(self, game: Game, player: int, legal: list[Action]) -> tuple:
        """Play the card drawn."""
        return self._play(game.hands[player], game.drawn), PLAY_DRAWN

    def _volley(self, game: Game, player: int, legal: list[Action]) -> tuple:
        """Stack the first Draw Two offered (if ``stack_volleys``), else draw the total."""
        first = legal[0]
        if first.kind != "play" or not self.stack_volleys:
            return _DRAW_VOLLEY
        return self._play(game.hands[player], first.args[0]), VOLLEY

    def _run(self, game: Game, player: int, legal: list[Action]) -> tuple:
        if legal[0].kind != "play":
            return _DONE_RUN
        return self._play(game.hands[player], self._run_card(legal)), RUN

    # ----- helpers ------------------------------------------------------------------------
    def _play(self, hand: list[str], code: str) -> Action:
        """The play of ``code`` (naming our best colour if it is a Wild), saying UNO when it
        may: the game's own action, as offered in its legal list."""
        uno = len(hand) == 2
        if code[0] == "W":  # the colour of the hand without it: a Wild adds nothing to a colour
            i = _WILD_INDEX[self._best_colour(hand)]
            return (PLAYS_UNO[code][i + 4] if uno else PLAYS[code][i])
        return PLAYS_UNO[code][1] if uno else PLAYS[code][0]

    @staticmethod
    def _best_colour(hand: list[str]) -> str:
        """The colour with the highest ``colour_scores`` (ties: the later letter)."""
        score = colour_scores(hand)
        return COLOUR_NAMES[max(zip(score.values(), score, strict=True))[1]]

    @staticmethod
    def _best_play(pool: int, hand: list[str], opp: int) -> str:
        """The code in ``pool`` (a mask of codes) of the highest ``play_value`` (ties: the
        larger code)."""
        best, top = "", -1
        letter, held, points = "", 0, 0
        for code in _CODES_IN[pool]:  # in code order: the codes of a colour come together
            if code[0] != letter:
                letter = code[0]
                held, points = held_of(letter, hand)
            v = play_value(code, held, points, opp)
            if v > top or (v == top and code > best):
                best, top = code, v
        return best

    @staticmethod
    def _run_card(legal: list[Action]) -> str:
        """In a Reverse run (``legal``: the plays of the run's colour in hand order, numbers
        first, then maybe done): the lowest number, else a Reverse, else a Skip, else a Draw
        Two, so that a Draw Two, then a Skip, is kept to finish the run."""
        first = legal[0].args[0]
        if first[1:] in _PLAIN:
            return first
        held = {a.args[0][1:]: a.args[0] for a in legal if a.kind == "play"}
        for sym in ("REV", "SKIP", "+2"):
            if sym in held:
                return held[sym]
        return first

    def _guilt_chance(self, game: Game, player: int) -> float:
        """Chance that the Wild Draw Four's player held a card they could have played, over
        the unseen cards (``game.unseen``: in this phase the draw pile and their hand),
        counted directly."""
        if not game.wd4:
            return 0.0
        could = _could_play_codes(game.wd4, game.options.strict_wd4)
        pile, hand = game.draw_pile, game.hands[1 - player]
        test = could.__contains__
        matching = sum(map(test, pile)) + sum(map(test, hand))
        return at_least_one(len(pile) + len(hand), matching, len(hand))


# ----- the sentences of UnoDuoSensible.explain: one for each reason of its decide ------------
# They name no card the bot holds hidden: only the cards an action shows, the discard pile
# and a card passed face up in the draft; of its hand, counts and points.
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
            _colour_words(colour_scores(rest), rest, f) if rest else "though no card is left to favour")
    if action.kind == "play" and action.args[-1] == "uno":
        text += "; I say UNO: one card left after it"
    return Explanation(action, f"{action} — {text}", f)


def _why_say_uno(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action = decision[0]
    o = 1 - p
    if action.kind == "catch":
        return Explanation(action, f"catch — player {o} holds 1 card and forgot to say UNO: "
                           "catching them makes them draw 2", {})
    return Explanation(action, "uno — I forgot to say UNO with my second-to-last card: I say it "
                       f"now, before player {o} catches me for 2 cards", {})


def _why_draft(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action, _, need, have = decision
    if not need:
        return Explanation(action, "keep — Wilds, Draw Twos, Skips and numbers up to 4 are always "
                           "worth keeping", {})
    f = {"colour_held": have, "needed": need}
    rule = "(a Reverse needs 1 card of its colour, a number over 4 needs 2)"
    if action == KEEP:  # the card stays hidden: its colour's count only
        return Explanation(action, f"keep — I hold {counted(have, 'card')} of its colour, at "
                           f"least the {need} my draft rule asks {rule}", f)
    card = g.draw_pile[-1]  # passed face up: everyone sees it
    return Explanation(action, f"discard — the {describe(card)} is worth keeping only with "
                       f"{counted(need, 'card')} of its colour in my hand, and I hold {have}", f)


def _why_name_colour(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action, f = decision[0], {}
    hand = g.hands[p]
    why = _colour_words(colour_scores(hand), hand, f)
    return Explanation(action, f"{action} — for the turned-up {describe(g.discard[-1])}, {why}", f)


def _draw_figures(g, p: int) -> dict:
    """The chance that the card drawn now can be played at once (the probability panel's
    ``draw_playable_chance``), and of how many unseen cards."""
    unseen = g.unseen(p)
    return {"draw_playable_chance": prob.draw_playable_chance(g, p),
            "playable_unseen": count(unseen, prob.can_play_now(g)), "unseen": sum(unseen.values())}


def _why_no_match(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action = decision[0]
    f = {"hand": len(g.hands[p]), **_draw_figures(g, p)}
    mine = "my only card cannot" if f["hand"] == 1 else f"none of my {f['hand']} cards can"
    return Explanation(action, f"draw — {mine} be played on {_on_top(g)}; "
                       f"the card I draw can be played at once with "
                       f"{percent(f['draw_playable_chance'])} ({f['playable_unseen']} of "
                       f"{f['unseen']} unseen cards)", f)


def _why_only_wilds(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action = decision[0]
    what = ("a Wild Draw Four: player {o} draws 4 and I play again (a challenge would fail)"
            if action.args[0] == WILD4 else "a Wild")
    return _with_play(g, p, action, f"no coloured card of mine can be played on {_on_top(g)}, so I "
                      f"play {what.format(o=1 - p)}", {})


def _kept(bot: UnoDuoSensible) -> str:
    return "; I keep Wilds for when nothing else fits" if bot.keep_wilds else ""


def _why_only_match(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action = decision[0]
    kind = "coloured card" if bot.keep_wilds else "card"
    return _with_play(g, p, action, f"my only {kind} that can be played on {_on_top(g)}"
                      + _kept(bot), {})


def _value_words(code: str, hand: list[str], opp: int, f: dict) -> str:
    """``play_value`` of ``code`` added up in words, its parts put in ``f``."""
    held, held_points = held_of(code[0], hand)
    sym = code[1:]
    kind = "Wild" if code[0] == "W" else COLOUR_NAMES[code[0]]
    f.update(value=play_value(code, held, held_points, opp), points=POINTS[code])
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


def _why_best_play(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action, _, pool = decision
    hand, opp = g.hands[p], len(g.hands[1 - p])
    codes = [c for c in ALL_CODES if pool & BIT[c]]
    code = action.args[0]
    f = {"playable": len(codes)}
    value = _value_words(code, hand, opp, f)
    f["next_value"] = max(play_value(c, *held_of(c[0], hand), opp) for c in codes if c != code)
    tie = " (equal: the later card in card order goes first)" if f["next_value"] == f["value"] else ""
    return _with_play(g, p, action, f"of the {f['playable']} different cards I can play on "
                      f"{_on_top(g)}, it is worth most to play now: {value}, against "
                      f"{f['next_value']} for the next best{tie}{_kept(bot)}", f)


def could_play(g) -> tuple[frozenset[str], str]:
    """The cards the Wild Draw Four's player (``g.wd4``) could have played instead, with
    their words: the non-wild cards playable where it was played (``strict_wd4="colour"``:
    as on a Wild, by the colour in force alone)."""
    info = g.wd4
    on = WILD if g.options.strict_wd4 == "colour" else info["on"]
    colour = COLOUR_NAMES[info["on_colour"]]
    words = (f"a {colour} card" if on[0] == "W" else
             f"a {colour} card or a {SYMBOL_NAMES.get(on[1:], on[1:])}")
    return _could_play_codes(info, g.options.strict_wd4), words


# the card a Wild Draw Four was played on -> the colour letter then in force -> the non-wild
# codes playable there (the rules' own table, cards._PLAYABLE, less the Wilds)
_COULD_PLAY = {on: {L: codes - _WILD_SET for L, codes in by_colour.items()}
               for on, by_colour in _PLAYABLE.items()}


def _could_play_codes(info: dict, strict_wd4: str) -> frozenset[str]:
    """``could_play``'s codes, for the Wild Draw Four ``info`` (``g.wd4``)."""
    return _COULD_PLAY[WILD if strict_wd4 == "colour" else info["on"]][info["on_colour"]]


def _why_challenge(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action, o = decision[0], 1 - p
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


def _why_play_drawn(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    return _with_play(g, p, decision[0], "the card I drew can be played, and I play rather than "
                      "keep", {})


def _why_volley(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action, o = decision[0], 1 - p
    f = {"volley": g.volley}
    if action.kind == "play":
        f["total"] = g.volley + 2
        return _with_play(g, p, action, f"I stack a Draw Two: the volley grows from {g.volley} to "
                          f"{f['total']} cards for player {o} to draw or stack back", f)
    why = ("I never stack Draw Twos (stack_volleys off)" if not bot.stack_volleys
           else "I hold no Draw Two to stack")
    return Explanation(action, f"draw — {why}, so I draw the volley's {g.volley} cards", f)


_LAST_OF_RUN = {"+2": "a Draw Two: player {o} must draw 2 or stack", "SKIP": "a Skip: I play again",
                "REV": "a Reverse: the turn passes"}


def _why_run(bot: UnoDuoSensible, g, p: int, decision: tuple) -> Explanation:
    action = decision[0]
    colour = COLOUR_NAMES[g.run_colour]
    if action.kind != "play":
        return Explanation(action, f"done — no {colour} card is left to play", {})
    code = action.args[0]
    left = held_of(g.run_colour, g.hands[p])[0] - 1
    f = {"run_left": left} if left else {}
    if left:
        why = (f"my Reverse run plays every {colour} card I hold, numbers first (lowest first), then "
               "Reverses, Skips and Draw Twos, so that it ends on the strongest action: "
               f"{counted(left, f'more {colour} card')} to play after this one")
    else:
        last = _LAST_OF_RUN.get(code[1:], "a number: the turn passes").format(o=1 - p)
        why = f"the last {colour} card of my run, whose card counts: {last}"
    return _with_play(g, p, action, why, f)


_EXPLAIN = {SAY_UNO: _why_say_uno, DRAFT: _why_draft, NAME_COLOUR: _why_name_colour,
            NO_MATCH: _why_no_match, ONLY_WILDS: _why_only_wilds, ONLY_MATCH: _why_only_match,
            BEST_PLAY: _why_best_play, CHALLENGE_CHANCE: _why_challenge,
            PLAY_DRAWN: _why_play_drawn, VOLLEY: _why_volley, RUN: _why_run}


# the phase -> the strategy's decision there
_KEEP_ALWAYS, _DRAW_NO_MATCH = (KEEP, DRAFT, 0, 0), (DRAW, NO_MATCH)  # decisions made once
_DRAW_VOLLEY, _DONE_RUN = (DRAW, VOLLEY), (DONE, RUN)
_DECIDE = {"draft": UnoDuoSensible._draft, "turn": UnoDuoSensible._turn,
           "colour": UnoDuoSensible._colour, "challenge": UnoDuoSensible._challenge,
           "drawn": UnoDuoSensible._drawn, "volley": UnoDuoSensible._volley,
           "run": UnoDuoSensible._run}

STRATEGIES = {"sensible": UnoDuoSensible}
