"""A sensible Cover Your Assets strategy: steal the richest top set you can win, protect
your own top set, keep wilds for fights."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.cover_your_assets import CODES, VALUE, WILD_SET, asset_of, set_value
from ..games.cover_your_assets.moves import STEAL as _STEAL
from ..prob import cover_your_assets as prob


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
    """

    name = "sensible"

    def __init__(self, steal_at: float = 0.5, min_steal_value: int = 15_000,
                 wild_cost: int = 40_000, seed: int = 0):
        self.steal_at, self.min_steal_value, self.wild_cost = steal_at, min_steal_value, wild_cost
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return (f"CoverSensible(steal_at={self.steal_at}, min_steal_value={self.min_steal_value}, "
                f"wild_cost={self.wild_cost})")

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if game.phase in ("defend", "counter"):
            return self._answer(game, player, legal)
        return self._turn(game, player, legal)

    # The fight figures come from prob._fight_value_estimate (closed form, a few terms)
    # instead of the exact enumeration: when every comparison the choice makes is clearer
    # than the estimate's error bound, the exact figures would choose the same; otherwise
    # the choice is made on the exact figures (in answer_goes_on and pick_steal, below).
    # ExactSensible, the reference that chooses on the exact figures alone, is in
    # tests/games/test_cover_your_assets_speed_equivalence.py.

    def _answer(self, game: Game, player: int, legal: list[Action]) -> Action:
        # cheapest matching card first (asset < SILVER < GOLD), or yield: whichever is worth more
        asset = game.fight_asset()
        hand = game.hands[player]
        am, sm, gm = hand.count(asset), hand.count("SILVER"), hand.count("GOLD")
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

    def _turn(self, game: Game, player: int, legal: list[Action]) -> Action:
        targets = []  # (player, asset, own asset cards, unseen counts, hand size, set value)
        hand = game.hands[player]
        sm, gm = hand.count("SILVER"), hand.count("GOLD")
        for a in legal:
            if a.kind == "steal":
                q = a.args[0]
                if targets and targets[-1][0] == q:  # steals are listed by player
                    continue
                top = game.stacks[q][-1]
                asset = top[0]  # a set's first card is its asset
                targets.append((q, asset, hand.count(asset), _unseen_counts(game, player, asset),
                                len(game.hands[q]), set_value(top)))
        best, best_value, any_ = pick_steal(self.steal_at, self.min_steal_value, sm, gm, targets)
        best_steal = any_steal = None
        if best >= 0:
            q, asset, am = targets[best][:3]
            best_steal = _STEAL[q, asset if am else "SILVER" if sm else "GOLD"]  # keep wilds back
        if any_ >= 0:
            q, asset, am = targets[any_][:3]
            any_steal = _STEAL[q, asset if am else "SILVER" if sm else "GOLD"]
        return self._after_steals(game, player, legal, best_steal, best_value, any_steal)

    def _after_steals(self, game: Game, player: int, legal: list[Action], best_steal,
                      best_value: float, any_steal) -> Action:
        if best_steal is not None and best_value >= self.min_steal_value:
            return best_steal
        sets = [a for a in legal if a.kind in ("pair", "take")]
        if sets:
            return max(sets, key=lambda a: self._set_score(game, player, a))
        if any_steal is not None:
            return any_steal
        discards = [a for a in legal if a.kind == "discard"]
        if discards:
            return min(discards, key=lambda a: self._keep_score(game, player, a.args[0]))
        return self._rng.choice(legal)

    def _set_score(self, game: Game, player: int, a: Action) -> float:
        c, d = a.args[0], (game.discard[-1] if a.kind == "take" else a.args[1])
        return set_score(self.wild_cost, a.kind == "take", c, d)

    def _keep_score(self, game: Game, player: int, card: str) -> float:
        top = game.top_set(player)
        return keep_score(self.wild_cost, card, None if top is None else asset_of(top))


# ----- the decisions, as plain functions of counts and cards -----------------------------
# CoverSensible above and the experiment playout of cardkit.games.cover_your_assets (which
# keeps hands as counts) both decide with these.

def answer_goes_on(am: int, sm: int, gm: int, asset: str, unseen: tuple[int, int, int, int],
                   opp_hand: int, set_val: int, prior: int, me_challenger: bool) -> bool:
    """Whether a side holding ``am`` cards of the fought set's asset, ``sm`` SILVERs and ``gm``
    GOLDs (at least one) answers with its cheapest matching card rather than yield: whether
    going on is worth at least as much as yielding. ``unseen``: the unseen asset cards,
    SILVERs, GOLDs and all unseen cards from its seat; ``opp_hand``: the other side's hand
    size; ``prior``: the value of the cards shown so far."""
    _, go_on, tol = prob._fight_value_estimate((am, sm, gm), asset, unseen, opp_hand, set_val,
                                               prior, me_challenger)
    stop = 0 if me_challenger else -set_val  # yielding: the other side wins at once
    if abs(go_on - stop) <= tol:  # too close for the estimate: the exact figure decides
        go_on = prob.fight_expectation_counts((am, sm, gm), asset, unseen, opp_hand, set_val,
                                              prior, me_challenger)["value"]
    return go_on >= stop


def pick_steal(steal_at: float, min_steal_value: float, sm: int, gm: int,
               targets: list) -> tuple[int, float, int]:
    """The sensible steals among ``targets`` (``(player, asset, own asset cards, unseen
    counts, hand size, set value)`` each, by player; the one who steals holds ``sm`` SILVERs
    and ``gm`` GOLDs): ``(best, best_value, any)``, the index of the steal of highest value
    among those won with a chance of at least ``steal_at`` (-1: none) and that value, and
    the index of the steal of highest value (-1: no target). A steal shows the cheapest
    matching card (wilds are kept back)."""
    estimates = []  # (win chance, value, tol) per target
    for _, asset, am, unseen, hand, sv in targets:
        estimates.append(prob._fight_value_estimate((am, sm, gm), asset, unseen, hand, sv))
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
    within prob._CHANCE_TOL of steal_at."""
    for i, (win, value, tol) in enumerate(estimates):
        if abs(win - steal_at) <= prob._CHANCE_TOL or abs(value - min_steal_value) <= tol:
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
    the own top set (of asset ``own_asset``; None: no set) most."""
    score = VALUE[card]
    if card in WILD_SET:
        score += wild_cost
    if card == own_asset:
        score += 30_000
    return score


def score_tables(wild_cost: float) -> tuple:
    """``set_score`` and ``keep_score`` for every card, by the cards' indexes in ``CODES``:
    ``(pairs, takes, keeps)`` with ``pairs[a][b]`` the score of the pair (a, b),
    ``takes[c][t]`` of taking the discard t with c, and ``keeps[c][a]`` of keeping c with a
    top set of asset a (index 12: no set); kept by ``wild_cost``."""
    found = _SCORE_TABLES.get(wild_cost)
    if found is None:
        found = (tuple(tuple(set_score(wild_cost, False, a, b) for b in CODES) for a in CODES),
                 tuple(tuple(set_score(wild_cost, True, c, t) for t in CODES) for c in CODES),
                 tuple(tuple(keep_score(wild_cost, c, a) for a in (*CODES, None)) for c in CODES))
        if len(_SCORE_TABLES) >= 64:
            _SCORE_TABLES.clear()
        _SCORE_TABLES[wild_cost] = found
    return found


_SCORE_TABLES: dict[float, tuple] = {}


def _unseen_counts(game: Game, player: int, asset: str) -> tuple[int, int, int, int]:
    """From ``player``'s seat: the unseen asset cards, SILVERs, GOLDs and all unseen cards
    (the counts ``game.unseen(player)`` holds)."""
    pile = game.draw_pile
    na, ns, ng, total = pile.count(asset), pile.count("SILVER"), pile.count("GOLD"), len(pile)
    for q, hand in enumerate(game.hands):
        if q != player:
            na += hand.count(asset)
            ns += hand.count("SILVER")
            ng += hand.count("GOLD")
            total += len(hand)
    return na, ns, ng, total


STRATEGIES = {"sensible": CoverSensible}
