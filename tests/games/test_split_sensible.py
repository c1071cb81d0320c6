"""The sensible Split strategy's trades (stacked decks): a trade must gain a box's worth."""
import pytest

import cardkit
from cardkit import Action
from cardkit.agents.split import SplitSensible


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
