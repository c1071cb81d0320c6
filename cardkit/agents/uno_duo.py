"""A sensible UNO Duo strategy: shed points, keep Wilds for need, stack volleys, end runs on action cards."""
from __future__ import annotations

from itertools import repeat

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
    WILDS,
)
from ..games.uno_duo.cards import _PLAIN, _PLAYABLE, BIT, MATCHES, WILD_MASK
from ..prob.common import at_least_one

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
# a draft card -> the cards of its colour the hand must hold to keep it
_DRAFT_NEED = {c: 0 if c[0] == "W" or c[1:] in ("+2", "SKIP") else 1 if c[1:] == "REV"
               else 0 if p <= 4 else 2 for c, p in POINTS.items()}


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
        # The actions returned are the game's own, from its legal list (read, never changed):
        # the simulator then plays them unchecked.
        legal = game._legal_list()
        if game.uno_pending is not None:  # the game offers uno or catch last
            return legal[-1]
        return _DECIDE[game.phase](self, game, player, legal)

    # ----- each phase's decision ------------------------------------------------------------
    def _draft(self, game: Game, player: int, legal: list[Action]) -> Action:
        """Keep a Wild, Draw Two, Skip or number up to 4; a Reverse with a card of its colour
        in hand; a higher number with two of its colour."""
        card = game.draw_pile[-1]  # the card looked at
        need = _DRAFT_NEED[card]
        if not need or sum(map(_OF_COLOUR[card[0]].__contains__, game.hands[player])) >= need:
            return KEEP
        return DISCARD

    def _turn(self, game: Game, player: int, legal: list[Action]) -> Action:
        """Play rather than draw: the best coloured card, a Wild only when nothing else fits
        (unless ``keep_wilds`` is off)."""
        if len(legal) == 1:
            return DRAW
        # the codes offered (the plays before draw), as a mask: the rules' own table of the
        # cards that match, over the codes the hand holds
        offered = game.held[player] & MATCHES[game.discard[-1]][game.colour]
        pool = offered & ~WILD_MASK if self.keep_wilds else offered
        hand = game.hands[player]
        if not pool:  # only Wilds: the Wild Draw Four if playable
            return self._play(hand, WILD4 if offered & _WILD4_BIT else WILD)
        if pool & (pool - 1):  # two codes or more
            return self._play(hand, self._best_play(pool, hand, len(game.hands[1 - player])))
        return self._play(hand, ALL_CODES[pool.bit_length() - 1])

    def _colour(self, game: Game, player: int, legal: list[Action]) -> Action:
        return _COLOUR_ACTION[self._best_colour(game.hands[player])]

    def _challenge(self, game: Game, player: int, legal: list[Action]) -> Action:
        return CHALLENGE if self._guilt_chance(game, player) >= self.challenge_at else ACCEPT

    def _drawn(self, game: Game, player: int, legal: list[Action]) -> Action:
        """Play the card drawn."""
        return self._play(game.hands[player], game.drawn)

    def _volley(self, game: Game, player: int, legal: list[Action]) -> Action:
        """Stack the first Draw Two offered (if ``stack_volleys``), else draw the total."""
        first = legal[0]
        if first.kind != "play" or not self.stack_volleys:
            return DRAW
        return self._play(game.hands[player], first.args[0])

    def _run(self, game: Game, player: int, legal: list[Action]) -> Action:
        if legal[0].kind != "play":
            return DONE
        return self._play(game.hands[player], self._run_card(legal))

    # ----- helpers ------------------------------------------------------------------------
    def _play(self, hand: list[str], code: str) -> Action:
        """The play of ``code`` (naming our best colour if it is a Wild), saying UNO when it
        may: the game's own action, as offered in its legal list."""
        uno = len(hand) == 2
        if code[0] == "W":
            rest = list(hand)
            rest.remove(code)
            i = _WILD_INDEX[self._best_colour(rest)]
            return (PLAYS_UNO[code][i + 4] if uno else PLAYS[code][i])
        return PLAYS_UNO[code][1] if uno else PLAYS[code][0]

    @staticmethod
    def _best_colour(hand: list[str]) -> str:
        """The colour with the highest score (10 + points per card; ties: the later letter)."""
        score = dict.fromkeys(COLOUR_NAMES, 0)
        weight = _COLOUR_WEIGHT
        for c in hand:
            if c[0] != "W":
                score[c[0]] += weight[c]
        return COLOUR_NAMES[max((v, L) for L, v in score.items())[1]]

    @staticmethod
    def _best_play(pool: int, hand: list[str], opp: int) -> str:
        """The code in ``pool`` (a mask of codes) of the highest ``play_value`` (ties: the
        larger code)."""
        best, top = "", -1
        seen: dict[str, tuple[int, int]] = {}  # colour letter (W: the Wilds) -> held, points
        while pool:
            low = pool & -pool
            pool ^= low
            code = ALL_CODES[low.bit_length() - 1]
            L = code[0]
            got = seen.get(L)
            if got is None:
                points = _POINTS_OF[L]
                got = seen[L] = (sum(map(points.__contains__, hand)),
                                 sum(map(points.get, hand, _NOUGHTS)))
            v = play_value(code, got[0], got[1], opp)
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
        info = game.wd4
        if not info:
            return 0.0
        # the non-wild cards its player could have played instead: those playable where it
        # was played (colour only: those playable on a Wild, which matches by colour alone)
        on = WILD if game.options.strict_wd4 == "colour" else info["on"]
        could = _PLAYABLE[on][info["on_colour"]] - _WILD_SET
        pile, hand = game.draw_pile, game.hands[1 - player]
        test = could.__contains__
        matching = sum(map(test, pile)) + sum(map(test, hand))
        return at_least_one(len(pile) + len(hand), matching, len(hand))


# the phase -> the strategy's decision there
_DECIDE = {"draft": UnoDuoSensible._draft, "turn": UnoDuoSensible._turn,
           "colour": UnoDuoSensible._colour, "challenge": UnoDuoSensible._challenge,
           "drawn": UnoDuoSensible._drawn, "volley": UnoDuoSensible._volley,
           "run": UnoDuoSensible._run}

STRATEGIES = {"sensible": UnoDuoSensible}
