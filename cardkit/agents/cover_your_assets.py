"""A sensible Cover Your Assets strategy: steal the richest top set you can win, protect
your own top set, keep wilds for fights."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.cover_your_assets import _STEAL, VALUE, WILD_SET, asset_of, set_value
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
    # the choice is made on the exact figures (_answer_exact, _turn_exact).

    def _answer(self, game: Game, player: int, legal: list[Action]) -> Action:
        # cheapest matching card first (asset < SILVER < GOLD), or yield: whichever is worth more
        asset = game.fight_asset()
        hand = game.hands[player]
        am, sm, gm = hand.count(asset), hand.count("SILVER"), hand.count("GOLD")
        cheapest = asset if am else "SILVER" if sm else "GOLD"
        me_ch = player == game.challenger
        other = game.defender if me_ch else game.challenger
        sv = set_value(game.stacks[game.defender][-1])
        prior = 0
        for _, c in game.shown:
            prior += VALUE[c]
        _, go_on, tol = prob._fight_value_estimate(
            (am, sm, gm), asset, _unseen_counts(game, player, asset), len(game.hands[other]),
            sv, prior, me_ch)
        stop = 0 if me_ch else -sv  # yielding: the other side wins at once
        if abs(go_on - stop) <= tol:
            return self._answer_exact(game, player, legal)
        if go_on >= stop:
            for a in legal:
                if a.kind == "defend" and a.args[0] == cheapest:
                    return a
        return legal[-1]  # yield, always listed last

    def _answer_exact(self, game: Game, player: int, legal: list[Action]) -> Action:
        defends = [a for a in legal if a.kind == "defend"]
        cheapest = min(defends, key=lambda a: VALUE[a.args[0]])
        go_on = prob.answer_expectation(game, player, cheapest.args[0])["value"]
        stop = prob.answer_expectation(game, player, "yield")["value"]
        return cheapest if go_on >= stop else Action("yield")

    def _turn(self, game: Game, player: int, legal: list[Action]) -> Action:
        estimates = []  # (steal action, win chance, value, tol) per target, in legal order
        targets = set()
        hand = game.hands[player]
        sm, gm = hand.count("SILVER"), hand.count("GOLD")
        for a in legal:
            if a.kind == "steal":
                q = a.args[0]
                if q in targets:
                    continue
                targets.add(q)
                top = game.stacks[q][-1]
                asset = top[0]  # a set's first card is its asset
                am = hand.count(asset)
                card = asset if am else "SILVER" if sm else "GOLD"  # keep wilds back
                win, value, tol = prob._fight_value_estimate(
                    (am, sm, gm), asset, _unseen_counts(game, player, asset), len(game.hands[q]),
                    set_value(top))
                estimates.append((_STEAL[q, card], win, value, tol))
        if estimates and not self._clear(estimates):
            return self._turn_exact(game, player, legal)
        best_steal, best_value = None, float("-inf")
        any_steal, any_value = None, float("-inf")
        for steal, win, value, _ in estimates:
            if value > any_value:
                any_steal, any_value = steal, value
            if win >= self.steal_at and value > best_value:
                best_steal, best_value = steal, value
        return self._after_steals(game, player, legal, best_steal, best_value, any_steal)

    def _clear(self, estimates) -> bool:
        """Whether every comparison _turn makes with these estimates has the exact figures'
        outcome: no value within the bounds of another or of min_steal_value, no chance
        within prob._CHANCE_TOL of steal_at."""
        for i, (_, win, value, tol) in enumerate(estimates):
            if abs(win - self.steal_at) <= prob._CHANCE_TOL or \
                    abs(value - self.min_steal_value) <= tol:
                return False
            for _, _, other, other_tol in estimates[:i]:
                if abs(value - other) <= tol + other_tol:
                    return False
        return True

    def _turn_exact(self, game: Game, player: int, legal: list[Action]) -> Action:
        best_steal, best_value = None, float("-inf")
        any_steal, any_value = None, float("-inf")
        by_target: dict[int, list[str]] = {}
        for a in legal:
            if a.kind == "steal":
                by_target.setdefault(a.args[0], []).append(a.args[1])
        unseen = game.unseen(player) if by_target else None  # the same for every target
        for q, cards in by_target.items():
            card = min(cards, key=lambda c: (c in WILD_SET, VALUE[c]))  # keep wilds back
            ex = prob.steal_expectation(game, player, q, card, unseen=unseen)
            if ex["value"] > any_value:
                any_steal, any_value = Action("steal", (q, card)), ex["value"]
            if ex["win_chance"] >= self.steal_at and ex["value"] > best_value:
                best_steal, best_value = Action("steal", (q, card)), ex["value"]
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
        """The set's value (a take counts the discard twice: a card gained without spending
        the hand), less ``wild_cost`` per wild used."""
        c = a.args[0]
        if a.kind == "take":
            top = VALUE[game.discard[-1]]
            return VALUE[c] + top + top - self.wild_cost * (c in WILD_SET)
        d = a.args[1]
        return VALUE[c] + VALUE[d] - self.wild_cost * ((c in WILD_SET) + (d in WILD_SET))

    def _keep_score(self, game: Game, player: int, card: str) -> float:
        """How much a card is worth keeping: wilds and defenders of the own top set most."""
        top = game.top_set(player)
        score = VALUE[card]
        if card in WILD_SET:
            score += self.wild_cost
        if top is not None and card == asset_of(top):
            score += 30_000
        return score


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
