"""A sensible UNO Duo strategy: shed points, keep Wilds for need, stack volleys, end runs on action cards."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.uno_duo import (
    ACCEPT,
    CHALLENGE,
    COLOUR_NAMES,
    DISCARD,
    DONE,
    DRAW,
    KEEP,
    POINTS,
    WILD,
    WILD4,
    playable,
)
from ..prob.common import at_least_one


class UnoDuoSensible:
    """Rule-based UNO Duo player.

    - always says UNO and always catches a forgotten one;
    - drafts action cards, Wilds and low numbers, passes high numbers it cannot pair;
    - plays rather than draws; prefers coloured cards and keeps Wilds for when nothing
      else fits (``keep_wilds``); sheds high points first, favours Skips (another turn),
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
        self.stack_volleys, self.keep_wilds, self.challenge_at = stack_volleys, keep_wilds, challenge_at
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return (f"UnoDuoSensible(stack_volleys={self.stack_volleys}, keep_wilds={self.keep_wilds}, "
                f"challenge_at={self.challenge_at})")

    def choose(self, game: Game, player: int) -> Action:
        # The actions returned are the game's own (equal to Action("keep") etc.): the
        # simulator then finds them among the legal actions at once.
        legal = game.legal_actions()
        last = legal[-1].kind  # the game offers catch or uno last, when it offers them
        if last == "catch" or last == "uno":
            return legal[-1]
        phase = game.phase
        if phase == "draft":
            return KEEP if self._worth_keeping(game, player) else DISCARD
        if phase == "colour":
            return Action("colour", (self._best_colour(game.hands[player]),))
        if phase == "challenge":
            return CHALLENGE if self._guilt_chance(game, player) >= self.challenge_at else ACCEPT
        plays = [a for a in legal if a.kind == "play"]
        if phase == "volley":
            if plays and self.stack_volleys:
                return self._with_uno(game, player, plays[0].args[0], plays)
            return DRAW
        if phase == "run":
            if not plays:
                return DONE
            return self._with_uno(game, player, self._run_card(plays), plays)
        if phase == "drawn":
            return self._with_uno(game, player, plays[0].args[0], plays) if plays else KEEP
        if not plays:
            return DRAW
        hand = game.hands[player]
        codes = {a.args[0] for a in plays}
        coloured = [c for c in codes if c[0] != "W"]
        if coloured or not self.keep_wilds:
            pool = coloured or list(codes)
            if len(pool) == 1:
                best = pool[0]
            else:
                value = self._values(hand, len(game.hands[1 - player]))
                best = max(pool, key=lambda c: (value(c), c))
        else:
            best = WILD4 if WILD4 in codes else WILD
        return self._with_uno(game, player, best, plays)

    # ----- helpers ------------------------------------------------------------------------
    def _with_uno(self, game: Game, player: int, code: str, plays: list[Action]) -> Action:
        """The play of ``code`` (naming our best colour if it is a Wild), saying UNO when it may."""
        options = [a for a in plays if a.args[0] == code]
        if code[0] == "W":
            rest = list(game.hands[player])
            rest.remove(code)
            colour = self._best_colour(rest)
            options = [a for a in options if a.args[1] == colour] or options
        said = [a for a in options if a.args[-1] == "uno"]
        return (said or options)[0]

    @staticmethod
    def _best_colour(hand: list[str]) -> str:
        score = {L: 0 for L in COLOUR_NAMES}
        for c in hand:
            if c[0] in score:
                score[c[0]] += 10 + POINTS[c]
        return COLOUR_NAMES[max(score, key=lambda L: (score[L], L))]

    @staticmethod
    def _value(code: str, hand: list[str], opp: int) -> float:
        same = sum(1 for c in hand if c[0] == code[0]) - 1
        sym = code[1:]
        v = POINTS[code] + 3 * same
        if sym == "SKIP":
            v += 8
        elif sym == "+2":
            v += 6 + (12 if opp <= 3 else 0)
        elif sym == "REV":
            run = [c for c in hand if c[0] == code[0]]
            v += sum(POINTS[c] for c in run) + 4 * len(run)
        return v

    @staticmethod
    def _values(hand: list[str], opp: int):
        """``_value(code, hand, opp)`` as a function of the code, the hand counted once."""
        count: dict[str, int] = {}
        points: dict[str, int] = {}
        for c in hand:
            L = c[0]
            count[L] = count.get(L, 0) + 1
            points[L] = points.get(L, 0) + POINTS[c]
        draw_two = 6 + (12 if opp <= 3 else 0)

        def value(code: str) -> float:
            L = code[0]
            n = count.get(L, 0)
            v = POINTS[code] + 3 * (n - 1)
            sym = code[1:]
            if sym == "SKIP":
                v += 8
            elif sym == "+2":
                v += draw_two
            elif sym == "REV":
                v += points.get(L, 0) + 4 * n
            return v

        return value

    @staticmethod
    def _run_card(plays: list[Action]) -> str:
        codes = sorted({a.args[0] for a in plays})
        for finisher in ("+2", "SKIP"):
            ends = [c for c in codes if c[1:] == finisher]
            if ends:
                others = [c for c in codes if c not in ends]
                return others[0] if others else ends[0]
        return codes[0]

    def _worth_keeping(self, game: Game, player: int) -> bool:
        card = game.draw_pile[-1]  # the card the drafter is looking at
        if card[0] == "W" or card[1:] in ("+2", "SKIP"):
            return True
        letter = card[0]
        if card[1:] == "REV":
            return any(c[0] == letter for c in game.hands[player])
        return POINTS[card] <= 4 or [c[0] for c in game.hands[player]].count(letter) >= 2

    def _guilt_chance(self, game: Game, player: int) -> float:
        info = game.wd4
        if not info:
            return 0.0
        on, colour = info["on"], info["on_colour"]
        strict = game.options.strict_wd4 == "colour"
        unseen = game.unseen(player)
        total = sum(unseen.values())

        def could_play(c: str) -> bool:
            if c[0] == "W":
                return False
            return c[0] == colour if strict else playable(c, on, colour)

        matching = sum(n for c, n in unseen.items() if could_play(c))
        return at_least_one(total, matching, len(game.hands[1 - player]))


STRATEGIES = {"sensible": UnoDuoSensible}
