"""A sensible UNO Duo strategy: shed points, keep Wilds for need, stack volleys, end runs on action cards."""
from __future__ import annotations

from itertools import repeat
from types import MappingProxyType

from ..core import Action, Game
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
    could_play_instead,
)
from ..games.uno_duo.cards import BIT, MATCHES, PLAIN_SYMBOLS, WILD_MASK
from ..prob.common import at_least_one
from . import Decision, Explanation, uno_duo_words

# The reasons a Decision of UnoDuoSensible gives, each with its sentence in uno_duo_words.
REASONS = ("say_uno", "draft", "name_colour", "no_match", "only_wilds", "only_match",
           "best_play", "challenge_chance", "play_drawn", "volley", "run")

# what a card adds to its colour's score when choosing a colour (Wilds: nothing)
_COLOUR_WEIGHT = MappingProxyType({c: (0 if c[0] == "W" else 10 + p) for c, p in POINTS.items()})
_COLOUR_ACTION = MappingProxyType(dict(zip(COLOURS, COLOUR_ACTIONS, strict=True)))
_WILD_INDEX = MappingProxyType({name: i for i, name in enumerate(COLOURS)})  # a Wild's plays
# a card's value to play, less 3 per card of its colour held: its points, less 3 (itself),
# and 8 for a Skip
_BASE_VALUE = MappingProxyType({c: p - 3 + (8 if c[1:] == "SKIP" else 0) for c, p in POINTS.items()})
# colour letter (W: the Wilds) -> the codes of that colour and their points
_POINTS_OF = MappingProxyType({L: MappingProxyType({c: p for c, p in POINTS.items() if c[0] == L})
                               for L in (*COLOUR_NAMES, "W")})
_OF_COLOUR = MappingProxyType({L: frozenset(codes) for L, codes in _POINTS_OF.items()})
_NOUGHTS = repeat(0)  # (the points of a code of another colour)
_WILD4_BIT = BIT[WILD4]
_CODE_OF_BIT = MappingProxyType({b: c for c, b in BIT.items()})
# a draft card -> the cards of its colour the hand must hold to keep it
_DRAFT_NEED = MappingProxyType({c: 0 if c[0] == "W" or c[1:] in ("+2", "SKIP") else 1
                                if c[1:] == "REV" else 0 if p <= 4 else 2
                                for c, p in POINTS.items()})


def codes_in(mask: int) -> list[str]:
    """A mask of codes (``cards.BIT``) -> its codes, in code order (lowest bit first)."""
    codes = []
    while mask:
        low = mask & -mask
        codes.append(_CODE_OF_BIT[low])
        mask ^= low
    return codes


# colour letter (W: the Wilds) -> code of that colour -> 1 (the card) << 16, plus its points:
# summed over a hand in one pass, a colour's count (above bit 16) and points (below)
_COUNT_SHIFT = 16
_COUNTED_POINTS = MappingProxyType({L: MappingProxyType({c: (1 << _COUNT_SHIFT) + p
                                                        for c, p in points.items()})
                                    for L, points in _POINTS_OF.items()})
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

    ``decide(game, player)`` gives the ``Decision`` (action, reason, figures); ``choose``
    its action alone; ``explain`` the decision in a sentence (``uno_duo_words``), with
    chances from ``cardkit.prob.uno_duo``, naming no card the bot holds hidden.
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
        return self._decide(game, player, False)

    def decide(self, game: Game, player: int) -> Decision:
        """The choice, its reason (one of ``REASONS``) and the figures weighed. The action is
        the game's own, from its legal list (read, never changed)."""
        return self._decide(game, player, True)

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays and why, with the figures weighed (``uno_duo_words``)."""
        return uno_duo_words.explain(self, game, player, self.decide(game, player))

    def _decide(self, game: Game, player: int, why: bool):
        """The action; with ``why``, the ``Decision``. One body for both, so that what is
        explained is what is played."""
        legal = game.legal_list()
        if game.uno_pending is not None:  # the game offers uno or catch last
            return Decision(legal[-1], "say_uno") if why else legal[-1]
        return _DECIDE[game.phase](self, game, player, legal, why)

    # ----- each phase's decision ------------------------------------------------------------
    def _draft(self, game: Game, player: int, legal, why: bool):
        """Keep a Wild, Draw Two, Skip or number up to 4; a Reverse with a card of its colour
        in hand; a higher number with two of its colour."""
        card = game.draw_pile[-1]  # the card looked at
        need = _DRAFT_NEED[card]
        if not need:
            return Decision(KEEP, "draft") if why else KEEP
        have = sum(map(_OF_COLOUR[card[0]].__contains__, game.hands[player]))
        action = KEEP if have >= need else DISCARD
        return Decision(action, "draft", {"needed": need, "colour_held": have}) if why else action

    def _turn(self, game: Game, player: int, legal, why: bool):
        """Play rather than draw: the best coloured card, a Wild only when nothing else fits
        (unless ``keep_wilds`` is off)."""
        if len(legal) == 1:
            return Decision(DRAW, "no_match") if why else DRAW
        # the codes offered (the plays before draw), as a mask: the rules' own table of the
        # cards that match, over the codes the hand holds
        offered = game.held[player] & MATCHES[game.discard[-1]][game.colour]
        pool = offered & ~WILD_MASK if self.keep_wilds else offered
        hand = game.hands[player]
        if not pool:  # only Wilds: the Wild Draw Four if playable
            action, reason = self._play(hand, WILD4 if offered & _WILD4_BIT else WILD), "only_wilds"
        elif pool & (pool - 1):  # two codes or more
            codes = codes_in(pool)
            action = self._play(hand, self._best_play(codes, hand, len(game.hands[1 - player])))
            if why:
                return Decision(action, "best_play", {"codes": tuple(codes)})
        else:
            action, reason = self._play(hand, ALL_CODES[pool.bit_length() - 1]), "only_match"
        return Decision(action, reason) if why else action

    def _colour(self, game: Game, player: int, legal, why: bool):
        action = _COLOUR_ACTION[self._best_colour(game.hands[player])]
        return Decision(action, "name_colour") if why else action

    def _challenge(self, game: Game, player: int, legal, why: bool):
        chance = self._guilt_chance(game, player)
        action = CHALLENGE if chance >= self.challenge_at else ACCEPT
        return Decision(action, "challenge_chance", {"guilt_chance": chance}) if why else action

    def _drawn(self, game: Game, player: int, legal, why: bool):
        """Play the card drawn."""
        action = self._play(game.hands[player], game.drawn)
        return Decision(action, "play_drawn") if why else action

    def _volley(self, game: Game, player: int, legal, why: bool):
        """Stack the first Draw Two offered (if ``stack_volleys``), else draw the total."""
        first = legal[0]
        if first.kind != "play" or not self.stack_volleys:
            action = DRAW
        else:
            action = self._play(game.hands[player], first.args[0])
        return Decision(action, "volley") if why else action

    def _run(self, game: Game, player: int, legal, why: bool):
        action = (DONE if legal[0].kind != "play" else
                  self._play(game.hands[player], self._run_card(legal)))
        return Decision(action, "run") if why else action

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
    def _best_play(codes: list[str], hand: list[str], opp: int) -> str:
        """The code of ``codes`` (in code order) of the highest ``play_value`` (ties: the
        larger code)."""
        best, top = "", -1
        letter, held, points = "", 0, 0
        for code in codes:  # in code order: the codes of a colour come together
            if code[0] != letter:
                letter = code[0]
                held, points = held_of(letter, hand)
            v = play_value(code, held, points, opp)
            if v > top or (v == top and code > best):
                best, top = code, v
        return best

    @staticmethod
    def _run_card(legal) -> str:
        """In a Reverse run (``legal``: the plays of the run's colour in hand order, numbers
        first, then maybe done): the lowest number, else a Reverse, else a Skip, else a Draw
        Two, so that a Draw Two, then a Skip, is kept to finish the run."""
        first = legal[0].args[0]
        if first[1:] in PLAIN_SYMBOLS:
            return first
        held = {a.args[0][1:]: a.args[0] for a in legal if a.kind == "play"}
        for sym in ("REV", "SKIP", "+2"):
            if sym in held:
                return held[sym]
        return first

    def _guilt_chance(self, game: Game, player: int) -> float:
        """Chance that the Wild Draw Four's player held a card they could have played (the
        rules' ``could_play_instead``), over the unseen cards: in this phase the draw pile
        and their hand."""
        info = game.wd4
        if not info:
            return 0.0
        test = could_play_instead(info["on"], info["on_colour"], game.options.strict_wd4).__contains__
        pile, hand = game.draw_pile, game.hands[1 - player]
        matching = sum(map(test, pile)) + sum(map(test, hand))
        return at_least_one(len(pile) + len(hand), matching, len(hand))


# the phase -> the strategy's decision there
_DECIDE = MappingProxyType({
    "draft": UnoDuoSensible._draft, "turn": UnoDuoSensible._turn,
    "colour": UnoDuoSensible._colour, "challenge": UnoDuoSensible._challenge,
    "drawn": UnoDuoSensible._drawn, "volley": UnoDuoSensible._volley,
    "run": UnoDuoSensible._run})

STRATEGIES = MappingProxyType({"sensible": UnoDuoSensible})
