"""The sensible Split strategy's trades (stacked decks): a trade must gain a box's worth."""
import random

import pytest

import cardkit
from cardkit import Action
from cardkit.agents.split import SplitSensible
from cardkit.games.split import build_score_sheet


def stack(hands, up, draws=()):
    """The deck, top first, that deals ``hands`` (player 0 first), turns ``up`` face up and
    then draws ``draws`` in order."""
    return [h[k] for k in range(9) for h in hands] + [up] + list(draws)


def weak_match_with_perfect_sevens_on_both_sides(other_cards):
    """Player 1 lays a perfect match of 7s (and of aces, if dealt them), then player 0 lays a
    perfect match of 7s and a weak match of 5s: player 0 is asked whether to trade."""
    hands = [["7HL", "7HR", "5HL", "5CR", "2HL", "3CL", "4SL", "6DL", "8SL"],
             ["7DL", "7DR", *other_cards]]
    g = cardkit.make("split", players=2, seed=1, deck=stack(hands, "JCL", ["KHL", "KSR", "QHL"]))
    for text in ["draw", "discard KHL",
                 "draw", "match 7DL 7DR", "penalise 0"]:
        g.apply(text)
    if "AHL" in other_cards:
        g.apply("match AHL AHR")
        g.apply("penalise 0")
    for text in ["discard KSR", "draw", "match 7HL 7HR", "penalise 1", "match 5HL 5CR"]:
        g.apply(text)
    assert g.phase == "trade" and g.current_player == 0
    return g


def test_sensible_does_not_trade_a_perfect_match_for_an_equal_one_of_the_same_rank():
    g = weak_match_with_perfect_sevens_on_both_sides(
        ["2DR", "3DR", "4DR", "6SR", "8CR", "9DR", "10DR"])
    assert g.matches[0][0] == ["7HL", "7HR"] and g.matches[1] == [["7DL", "7DR"]]
    # the trade is legal, and it would leave player 0 with one perfect match of 7s, as now
    assert g.legal_actions() == [Action("trade", (0, 1, 0)), Action("skip")]
    assert SplitSensible().choose(g, 0) == Action("skip")


def test_sensible_still_trades_up_in_rank():
    g = weak_match_with_perfect_sevens_on_both_sides(
        ["AHL", "AHR", "2DR", "3DR", "4DR", "6SR", "8CR"])
    assert g.matches[1] == [["7DL", "7DR"], ["AHL", "AHR"]]
    assert Action("trade", (0, 1, 0)) in g.legal_actions()
    # a first box of aces (3 points) for a first box of 7s (1 point)
    assert SplitSensible().choose(g, 0) == Action("trade", (0, 1, 1))


@pytest.mark.parametrize("boxes", [0, 1, 5])
def test_a_same_rank_trade_gains_nothing_whatever_the_boxes_already_filled(boxes):
    g = weak_match_with_perfect_sevens_on_both_sides(
        ["2DR", "3DR", "4DR", "6SR", "8CR", "9DR", "10DR"])
    g.boxes[0][6] = boxes  # the row of 7s, filled in earlier rounds
    assert SplitSensible().choose(g, 0) == Action("skip")


# ----- the fast strategy decides as the plain one ---------------------------------------

class ReferenceSensible(SplitSensible):
    """SplitSensible as first written (on ``game.unseen``, ``upgrade_targets`` walking the
    table, ``row_value`` and ``strength``), with the same-rank trade fixed: the fast one must
    decide the same. (Its steps are those of ``choose``: they return the action alone.)"""

    @staticmethod
    def _row_gain(g, p, rank_index, extra=0):
        from cardkit.games.split import RANK_INDEX

        k = g.boxes[p][rank_index] + extra + sum(
            1 for m in g.matches[p] if RANK_INDEX[m[0]] == rank_index)
        return g.row_value(rank_index, k + 1) - g.row_value(rank_index, k)

    def _trade(self, g, p, legal, why):
        from cardkit.games.split import RANK_INDEX

        # no skip when the picked card's one use is by a trade: the best trade then
        best, gain = (Action("skip"), 0) if Action("skip") in legal else (legal[0], None)
        for a in legal:
            if a.kind != "trade":
                continue
            m, q, n = a.args
            given, got = RANK_INDEX[g.matches[p][m][0]], RANK_INDEX[g.matches[q][n][0]]
            d = (self._row_gain(g, p, got, -1 if got == given else 0)
                 - self._row_gain(g, p, given, -1))
            if gain is None or d > gain:
                best, gain = a, d
        return best

    def _draw_or_pick(self, g, p, legal, why):
        from cardkit.games.split import ALL_PARTNERS, HALF, STRONG, strength

        best, best_value = Action("draw"), 0
        row = g.discard_row
        for a in legal:
            if a.kind != "pick":
                continue
            card = a.args[0]
            depth = len(row) - row.index(card)
            if depth > self.max_pick_depth:
                continue
            pool = g.hands[p] + row[row.index(card):]
            s = max((strength(card, c) if HALF[card] == "L" else strength(c, card)
                     for c in pool if c in ALL_PARTNERS[card]), default=0)
            ups = g.upgrade_targets(p, card, matches=g.matches)  # the walk over the table
            s, value = self._pick_value(p, s, depth, ups)
            if s >= STRONG and value > best_value:
                best, best_value = a, value
        return best

    def _play(self, g, p, legal, why):
        from cardkit.games.split import ALL_PARTNERS, RANK_INDEX

        def gain(r):
            return self._row_gain(g, p, r)

        best, _, _ = self._lay(g, p, legal, gain)  # (the same code, with the plain row gain)
        if best is not None:
            return best
        if g.phase == "lay":
            return Action("done")
        unseen = g.unseen(p)
        discards = [a for a in legal if a.kind == "discard"]
        if not discards:
            return self._rng.choice(legal)
        hand = g.hands[p]

        def keep_value(a):
            card = a.args[0]
            partners = sum(unseen[c] for c in ALL_PARTNERS[card])
            in_hand = len([c for c in hand if c in ALL_PARTNERS[card]])
            return (in_hand, partners, gain(RANK_INDEX[card]))

        return min(discards, key=keep_value)


SHEETS = [{}, {"upgrade_others": False},
          {"score_sheet": build_score_sheet({"7": 5, "A": 1}, upper_boxes=2, negative_boxes=5)}]


@pytest.mark.parametrize("params", [{}, {"max_pick_depth": 1}, {"max_pick_depth": 52},
                                    {"max_pick_depth": 6, "bonus_draw_min_pile": 0}])
def test_fast_sensible_split_decides_as_the_plain_one(params):
    decisions = 0
    for seed in range(12):
        players = 2 + seed % 5
        g = cardkit.make("split", players=players, seed=seed, **SHEETS[seed % 3])
        fast = [SplitSensible(seed=seed + p, **params) for p in range(players)]
        plain = [ReferenceSensible(seed=seed + p, **params) for p in range(players)]
        r = random.Random(seed)
        while not g.is_over:
            p = g.current_player
            a, b = fast[p].choose(g, p), plain[p].choose(g, p)
            assert a == b, (seed, g.phase, a, b, g.to_json())
            decisions += 1
            # some random moves too, for states the strategy would not reach itself
            g.apply(a if r.random() < 0.8 else r.choice(g.legal_actions()))
    assert decisions > 3000
