"""A sensible Cover Your Assets strategy: steal the richest top set you can win, protect
your own top set, keep wilds for fights. Its sentences are in ``cover_your_assets_words``."""
from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from ..core import Action, Game, Kept
from ..games.cover_your_assets import CODES, VALUE, WILD_SET, set_value
from ..games.cover_your_assets.cards import COUNT_BITS, SHIFT
from ..games.cover_your_assets.moves import STEAL as _STEAL
from ..prob import cover_your_assets as prob
from . import Decision, Explanation, cover_your_assets_words

# The reasons a Decision of CoverSensible gives, each with its sentence in
# cover_your_assets_words: the one legal action; a fight's answer or yield; no set to make and
# one set to challenge; a steal meeting steal_at and min_steal_value; a pair or take; no set:
# the steal of highest value; a discard; a move drawn at random.
REASONS = ("only", "answer", "forced", "steal", "set", "any_steal", "discard", "random")

# A hand (or the unseen cards) counted, as the rules keep it: ``key >> SHIFT[c] & _COUNT`` is
# ``count_in(key, c)``, written out where the strategy reads it at every decision.
_COUNT = (1 << COUNT_BITS) - 1
_SILVER, _GOLD = SHIFT["SILVER"], SHIFT["GOLD"]


class CoverSensible:
    """Rule-based play built on the exact fight model of ``cardkit.prob.cover_your_assets``.

    - ``steal_at``: start a fight only when the chance of winning it is at least this;
    - ``min_steal_value``: ... and its expected value (set plus cards won, minus own cards
      expected to be lost) is at least this many dollars, else build a set instead;
    - ``wild_cost``: how many dollars a wild is worth keeping for fights, when choosing a pair;
    - in a fight, the answer (or yield) with the best expected value is chosen; answers show
      the cheapest matching card first (an asset before SILVER before GOLD);
    - wilds are kept for fights: a steal shows a non-wild card when it can, and pairs pay
      ``wild_cost`` per wild they use;
    - the own top set is protected: a forced discard keeps wilds and cards of that set's
      asset (the cards that defend it), and a challenged set is defended while that is
      worth more than giving it up.

    ``decide(game, player)`` gives the ``Decision`` (action, reason, figures); ``choose``
    its action alone; ``explain`` the decision in a sentence (``cover_your_assets_words``),
    with the exact figures of ``cardkit.prob.cover_your_assets``.
    """

    name = "sensible"

    def __init__(self, steal_at: float = 0.5, min_steal_value: int = 15_000,
                 wild_cost: int = 40_000, seed: int = 0):
        self.steal_at, self.min_steal_value, self.wild_cost = steal_at, min_steal_value, wild_cost
        self._seed = seed
        self._rng: random.Random | None = None  # made when first needed: a turn with no set,
        # steal or discard to choose (the rules always offer one of them)

    def __repr__(self) -> str:
        return (f"CoverSensible(steal_at={self.steal_at}, min_steal_value={self.min_steal_value}, "
                f"wild_cost={self.wild_cost})")

    def choose(self, game: Game, player: int) -> Action:
        return self._decide(game, player, False)

    def decide(self, game: Game, player: int) -> Decision:
        """The choice, its reason (one of ``REASONS``) and the figures weighed: after steals
        were weighed, ``targets`` (each a ``Target``), ``best`` (the index of the best steal
        won often enough, -1: none) and ``most_valuable`` (of the steal of highest value),
        as ``pick_steal`` gives them."""
        return self._decide(game, player, True)

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays and why, with the exact figures of
        ``cardkit.prob.cover_your_assets`` it weighed (``cover_your_assets_words``). Like
        ``choose``, it draws from the bot's generator in the rare turn it picks at random:
        explain on a copy (``copy.deepcopy``) to leave the bot as it was."""
        return cover_your_assets_words.explain(self, game, player, self.decide(game, player))

    def _decide(self, game: Game, player: int, why: bool):
        """The action; with ``why``, the ``Decision``. One body for both, so that what is
        explained is what is played."""
        legal = game.legal_list()  # read only: no copy
        if len(legal) == 1:
            return Decision(legal[0], "only") if why else legal[0]
        if game.phase in ("defend", "counter"):
            action = self._answer(game, player, legal)
            return Decision(action, "answer") if why else action
        return self._turn(game, player, legal, why)

    # The fight figures come from prob.fight_value_estimate (closed form, a few terms)
    # instead of the exact enumeration: when every comparison the choice makes is clearer
    # than the estimate's error bound, the exact figures would choose the same; otherwise
    # the choice is made on the exact figures (in answer_goes_on and pick_steal, below).
    # ExactSensible, the reference that chooses on the exact figures alone, is in
    # tests/games/test_cover_your_assets_fight_model.py.

    def _answer(self, game: Game, player: int, legal) -> Action:
        # cheapest matching card first (asset < SILVER < GOLD), or yield: whichever is worth more
        asset = game.fight_asset()
        key = game.hand_counts[player]
        am, sm, gm = key >> SHIFT[asset] & _COUNT, key >> _SILVER & _COUNT, key >> _GOLD & _COUNT
        me_ch = player == game.challenger
        other = game.defender if me_ch else game.challenger
        prior = 0
        for _, c in game.shown:
            prior += VALUE[c]
        if answer_goes_on(am, sm, gm, asset, _unseen_counts(game, player, asset),
                          len(game.hands[other]), set_value(game.stacks[game.defender][-1]),
                          prior, me_ch):
            cheapest = asset if am else "SILVER" if sm else "GOLD"
            for a in legal:
                if a.kind == "defend" and a.args[0] == cheapest:
                    return a
        return legal[-1]  # yield, always listed last

    def _turn(self, game: Game, player: int, legal, why: bool):
        victims = []  # the players with a steal in legal, in seat order (steals are by player)
        if legal[0].kind == "discard":  # pairs, takes, steals, then any discards: only discards
            return self._after_steals(game, player, legal, None, float("-inf"), None, why)
        for a in reversed(legal):  # from the end: any discards, then the steals
            kind = a.kind
            if kind == "steal":
                if not victims or victims[-1] != a.args[0]:
                    victims.append(a.args[0])
            elif kind != "discard":
                break  # a set: the steals are all behind
        if not victims:
            return self._after_steals(game, player, legal, None, float("-inf"), None, why)
        key = game.hand_counts[player]
        sm, gm = key >> _SILVER & _COUNT, key >> _GOLD & _COUNT
        stacks = game.stacks
        victims.reverse()
        if len(victims) == 1 and legal[0].kind == "steal":
            # no set to make (sets are listed first) and one player to steal from: whatever
            # the figures, that steal is chosen (the best one, or else the only one)
            action = _steal_of(victims[0], stacks[victims[0]][-1][0], key, sm, gm)
            return Decision(action, "forced") if why else action
        unseen, total = _unseen(game, player)
        us, ug = unseen >> _SILVER & _COUNT, unseen >> _GOLD & _COUNT
        targets = []
        for q in victims:
            top = stacks[q][-1]
            asset = top[0]  # a set's first card is its asset
            shift = SHIFT[asset]
            targets.append(Target(q, asset, key >> shift & _COUNT,
                                  (unseen >> shift & _COUNT, us, ug, total),
                                  len(game.hands[q]), set_value(top)))
        best, best_value, any_ = pick_steal(self.steal_at, self.min_steal_value, sm, gm, targets)
        # a steal is made only where it may be chosen: the best one when it is worth enough;
        # the one worth most when there is no set to make (the sets are listed first)
        best_steal = (_steal_of(*targets[best][:2], key, sm, gm)
                      if best >= 0 and best_value >= self.min_steal_value else None)
        any_steal = (_steal_of(*targets[any_][:2], key, sm, gm)
                     if any_ >= 0 and best_steal is None and legal[0].kind == "steal" else None)
        weighed = {"targets": targets, "best": best, "most_valuable": any_} if why else None
        return self._after_steals(game, player, legal, best_steal, best_value, any_steal, why,
                                  weighed)

    def _after_steals(self, game: Game, player: int, legal, best_steal, best_value: float,
                      any_steal, why: bool, weighed: dict | None = None):
        """The choice once steals are weighed (``weighed``: the figures of that, None when
        there was nothing to weigh): a steal worth enough, else the best set, else the steal
        worth most when nothing else is left, else the discard least worth keeping."""
        action, reason = self._after_steals_action(game, player, legal, best_steal, best_value,
                                                   any_steal)
        return Decision(action, reason, weighed or {}) if why else action

    def _after_steals_action(self, game: Game, player: int, legal, best_steal,
                             best_value: float, any_steal) -> tuple[Action, str]:
        if best_steal is not None and best_value >= self.min_steal_value:
            return best_steal, "steal"
        pairs, takes, keeps = _SCORES[self.wild_cost]
        best, best_score = None, 0.0  # the first set of the highest score (max(), in legal order)
        for a in legal:  # the sets come first: pairs, then takes
            kind = a.kind
            if kind == "pair":
                score = pairs[a.args]
            elif kind == "take":
                score = takes[game.discard[-1]][a.args[0]]
            else:
                break
            if best is None or score > best_score:
                best, best_score = a, score
        if best is not None:
            return best, "set"
        if any_steal is not None:
            return any_steal, "any_steal"
        stack = game.stacks[player]
        keep = keeps[stack[-1][0] if stack else None]  # the top set's asset: its first card
        best_score = 0.0
        for a in legal:  # the first discard of the lowest keep score (min() of the discards)
            if a.kind == "discard":
                score = keep[a.args[0]]
                if best is None or score < best_score:
                    best, best_score = a, score
        if best is not None:
            return best, "discard"
        if self._rng is None:
            self._rng = random.Random(self._seed)
        return self._rng.choice(legal), "random"


def _steal_of(q: int, asset: str, key: int, sm: int, gm: int) -> Action:
    """The steal of player q's set of ``asset`` that keeps the wilds back: with a card of the
    asset when the hand ``key`` holds one, else with a SILVER, else with a GOLD."""
    return _STEAL[q, asset if key >> SHIFT[asset] & _COUNT else "SILVER" if sm else "GOLD"]


# ----- the decisions, as plain functions of counts and cards -----------------------------
# CoverSensible above decides with these.

class Target(NamedTuple):
    """A top set the strategy may challenge, as ``pick_steal`` weighs it."""

    player: int  # its owner
    asset: str
    own: int  # the challenger's cards of that asset
    unseen: tuple[int, int, int, int]  # unseen asset cards, SILVERs, GOLDs and all cards
    hand: int  # the owner's hand size
    set_value: int


def answer_goes_on(am: int, sm: int, gm: int, asset: str, unseen: tuple[int, int, int, int],
                   opp_hand: int, set_val: int, prior: int, me_challenger: bool) -> bool:
    """Whether a side holding ``am`` cards of the fought set's asset, ``sm`` SILVERs and ``gm``
    GOLDs (at least one) answers with its cheapest matching card rather than yield: whether
    going on is worth at least as much as yielding. ``unseen``: the unseen asset cards,
    SILVERs, GOLDs and all unseen cards from its seat; ``opp_hand``: the other side's hand
    size; ``prior``: the value of the cards shown so far."""
    _, go_on, tol = prob.fight_value_estimate((am, sm, gm), asset, unseen, opp_hand, set_val,
                                               prior, me_challenger)
    stop = 0 if me_challenger else -set_val  # yielding: the other side wins at once
    if abs(go_on - stop) <= tol:  # too close for the estimate: the exact figure decides
        go_on = prob.fight_expectation_counts((am, sm, gm), asset, unseen, opp_hand, set_val,
                                              prior, me_challenger)["value"]
    return go_on >= stop


def pick_steal(steal_at: float, min_steal_value: float, sm: int, gm: int,
               targets: list) -> tuple[int, float, int]:
    """The sensible steals among ``targets`` (a ``Target`` each, by player; the one who
    steals holds ``sm`` SILVERs and ``gm`` GOLDs): ``(best, best_value, any)``, the index
    of the steal of highest value among those won with a chance of at least ``steal_at``
    (-1: none) and that value, and the index of the steal of highest value (-1: no target).
    A steal shows the cheapest matching card (wilds are kept back)."""
    estimates = []  # (win chance, value, tol) per target
    for _, asset, am, unseen, hand, sv in targets:
        estimates.append(prob.fight_value_estimate((am, sm, gm), asset, unseen, hand, sv))
    if estimates and not _clear(steal_at, min_steal_value, estimates):
        estimates = []  # the exact figures decide
        for _, asset, am, unseen, hand, sv in targets:
            ex = prob.fight_expectation_counts((am, sm, gm), asset, unseen, hand, sv)
            estimates.append((ex["win_chance"], ex["value"], 0.0))
    best, best_value = -1, float("-inf")
    any_, any_value = -1, float("-inf")
    for i, (win, value, _) in enumerate(estimates):
        if value > any_value:
            any_, any_value = i, value
        if win >= steal_at and value > best_value:
            best, best_value = i, value
    return best, best_value, any_


def _clear(steal_at: float, min_steal_value: float, estimates) -> bool:
    """Whether every comparison ``pick_steal`` makes with these estimates has the exact
    figures' outcome: no value within the bounds of another or of min_steal_value, no chance
    within prob.CHANCE_TOL of steal_at."""
    for i, (win, value, tol) in enumerate(estimates):
        if abs(win - steal_at) <= prob.CHANCE_TOL or abs(value - min_steal_value) <= tol:
            return False
        for _, other, other_tol in estimates[:i]:
            if abs(value - other) <= tol + other_tol:
                return False
    return True


def set_score(wild_cost: float, take: bool, card: str, other: str) -> float:
    """How much the sensible strategy likes a set: a pair of ``card`` and ``other``, or a take
    of the discard ``other`` with ``card``. The set's value (a take counts the discard twice:
    a card gained without spending the hand), less ``wild_cost`` per wild used."""
    if take:
        top = VALUE[other]
        return VALUE[card] + top + top - wild_cost * (card in WILD_SET)
    return VALUE[card] + VALUE[other] - wild_cost * ((card in WILD_SET) + (other in WILD_SET))


def keep_score(wild_cost: float, card: str, own_asset: str | None) -> float:
    """How much a card is worth keeping (the lowest is discarded): wilds and defenders of
    the own top set (of asset ``own_asset``; None: no set) most: ``wild_cost`` and
    ``DEFENDER_BONUS`` more than the card's value."""
    score = VALUE[card]
    if card in WILD_SET:
        score += wild_cost
    if card == own_asset:
        score += DEFENDER_BONUS
    return score


DEFENDER_BONUS = 30_000  # keep_score's extra for a card of the own top set's asset


def _score_tables(wild_cost: float) -> tuple[Mapping, Mapping, Mapping]:
    """``set_score`` and ``keep_score`` of every set and card, for this ``wild_cost``:
    ``(pairs, takes, keeps)``, ``pairs[a, b]`` the score of the pair (a, b), ``takes[t][c]``
    of taking the discard t with c, ``keeps[a][c]`` of keeping c with a top set of asset a
    (None: no set); read-only."""
    return (MappingProxyType({(a, b): set_score(wild_cost, False, a, b)
                              for a in CODES for b in CODES}),
            MappingProxyType({t: MappingProxyType({c: set_score(wild_cost, True, c, t)
                                                   for c in CODES}) for t in CODES}),
            MappingProxyType({a: MappingProxyType({c: keep_score(wild_cost, c, a) for c in CODES})
                              for a in (*CODES, None)}))


_SCORES = Kept(_score_tables, 64)  # by wild_cost


def _unseen(game: Game, player: int) -> tuple[int, int]:
    """From ``player``'s seat: the cards unseen (``game.unseen(player)``) counted as a hand
    is (``cards.count_in`` reads it), and how many they are."""
    total = len(game.draw_pile) - len(game.hands[player]) + sum(map(len, game.hands))
    return game.unseen_counted(player), total


def _unseen_counts(game: Game, player: int, asset: str) -> tuple[int, int, int, int]:
    """From ``player``'s seat: the unseen asset cards, SILVERs, GOLDs and all unseen cards."""
    unseen, total = _unseen(game, player)
    return (unseen >> SHIFT[asset] & _COUNT, unseen >> _SILVER & _COUNT, unseen >> _GOLD & _COUNT,
            total)


STRATEGIES = MappingProxyType({"sensible": CoverSensible})
