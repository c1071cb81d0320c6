"""The sensible UNO Duo strategy decides as it did before its speed-up work: the same action
at every decision (of its own games, of random ones, with every parameter and option),
and always the game's own action object from the legal list."""
import random

import pytest

import cardkit
from cardkit.agents.uno_duo import UnoDuoSensible
from cardkit.core import Action, Game
from cardkit.games.uno_duo import (
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
    WILDS,
    playable,
)
from cardkit.prob.common import at_least_one


class ReferenceSensible(UnoDuoSensible):
    """The sensible strategy's decisions as first written (commit f44d61e): the reference
    of the faster one (its parameters are the same)."""

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
        # (keep_wilds=False weighs the Wilds with the coloured cards: the first version
        # weighed them only when nothing else fitted, where the choice is the same)
        pool = coloured if self.keep_wilds else list(codes)
        if pool:
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


PARAMS = [{}, {"keep_wilds": False}, {"stack_volleys": False}, {"challenge_at": 0.0},
          {"challenge_at": 0.9, "keep_wilds": False, "stack_volleys": False}]
OPTIONS = [{}, {"strict_wd4": "colour"}, {"classic_deck": True, "reshuffle": True}]


@pytest.mark.parametrize("params", PARAMS)
@pytest.mark.parametrize("options", OPTIONS)
def test_the_sensible_strategy_decides_as_the_reference(params, options):
    fast, reference = UnoDuoSensible(**params), ReferenceSensible(**params)
    kinds = set()
    for seed in range(3):
        g = cardkit.make("uno-duo", seed=seed, **options)
        r = random.Random(seed)
        share = (0.0, 0.3, 1.0)[seed]  # how often a random action is played instead
        while not g.is_over:
            p = g.current_player
            a = fast.choose(g, p)
            assert a == reference.choose(g, p), (seed, g.phase, g.to_json())
            legal = g.legal_actions()
            assert any(a is b for b in legal)  # the game's own object
            assert list(g.legal_list()) == legal
            kinds.add((g.phase, a.kind, a.args[-1] == "uno" if a.args else False))
            g.apply(r.choice(legal) if r.random() < share else a)
    assert {("challenge", "challenge", False), ("challenge", "accept", False),
            ("turn", "play", True), ("colour", "colour", False)} <= kinds or params or options


def test_its_own_games_are_the_references():
    for seed in range(20):
        fast = cardkit.sim.play("uno-duo", [UnoDuoSensible()], seed=seed)
        slow = cardkit.sim.play("uno-duo", [ReferenceSensible()], seed=seed)
        assert fast.to_json() == slow.to_json()


def test_a_runs_card_is_the_references_for_every_hand_of_one_colour():
    from cardkit.games.uno_duo import DONE, ORDER, PLAYS, PLAYS_UNO

    codes = [c for c in ORDER if c[0] == "G"]
    for bits in range(1, 1 << len(codes)):
        held = [c for i, c in enumerate(codes) if bits >> i & 1]
        for table in (PLAYS, PLAYS_UNO):
            legal = [a for c in held for a in table[c]] + [DONE]
            plays = [a for a in legal if a.kind == "play"]
            assert UnoDuoSensible._run_card(legal) == ReferenceSensible._run_card(plays)


@pytest.mark.parametrize("params", PARAMS)
def test_a_turn_is_decided_as_the_reference_whatever_the_order_of_the_hand(params):
    # the game keeps hands in order; a lesson may set one directly, in any order
    fast, reference = UnoDuoSensible(**params), ReferenceSensible(**params)
    r = random.Random(7)
    seen = 0
    for seed in range(40):
        g = cardkit.make("uno-duo", seed=seed)
        while g.phase != "turn":
            g.apply(g.legal_actions()[0])
        p = g.current_player
        hand = list(g.hands[p]) + [WILDS[seed % 2]]
        r.shuffle(hand)
        g.hands[p] = hand
        g._legal_cache = None
        assert fast.choose(g, p) == reference.choose(g, p), (seed, hand)
        seen += 1
    assert seen == 40
