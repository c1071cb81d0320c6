"""Split: one scenario per rule sentence of rules/split.md, with stacked decks."""
from collections import Counter
from math import ceil

import pytest
import scenario
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario import kinds

import cardkit
from cardkit import ConfigError, IllegalMove
from cardkit.games.split import build_score_sheet, strength

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def stack(hands, up, draws=()):
    """The deck, top first, that deals ``hands`` (round 1: player 0 gets the first card),
    turns ``up`` face up and then draws ``draws`` in order."""
    deck = []
    for k in range(9):
        for h in hands:
            deck.append(h[k])
    return deck + [up] + list(draws)


def make(hands, up, draws=(), seed=1, **options):
    return cardkit.make("split", players=len(hands), seed=seed, deck=stack(hands, up, draws),
                        **options)


def refused(g, text, *words):
    """``scenario.refused``, the words found whatever their case."""
    return scenario.refused(g, text, *words, ignore_case=True)


def draw_discard(g):
    """The current player draws and discards the drawn card."""
    ev = g.apply("draw")
    if g.phase == "play":
        g.apply(f"discard {ev[0].data['card']}")
    return ev


# ----- components -------------------------------------------------------------------

def test_two_to_six_players():
    for n in range(2, 7):
        assert cardkit.make("split", players=n, seed=1).players == n
    for n in (1, 7):
        with pytest.raises(ConfigError, match="2–6"):
            cardkit.make("split", players=n, seed=1)


def test_deck_is_52_cards_cut_into_104_left_and_right_halves():
    cls = cardkit.GAMES["split"]
    deck = cls.full_deck(2, cls.Options())
    assert len(deck) == 104 == len(set(deck))
    assert {"7HL", "10SR", "QDL", "AHR", "KCL"} <= set(deck)
    for r in RANKS:
        for s in "HDCS":
            assert f"{r}{s}L" in deck and f"{r}{s}R" in deck


def test_three_rounds_then_most_points_wins():
    g = cardkit.make("split", players=2, seed=3)
    rounds = set()
    while not g.is_over:
        rounds.add(g.round)
        draw_discard(g)
    assert rounds == {1, 2, 3}
    assert len(g.round_log) == 3
    s = g.scores()
    assert g.winners() == [p for p in s if s[p] == max(s.values())]


# ----- matches ----------------------------------------------------------------------

def test_perfect_match_is_one_cards_two_halves():
    assert strength("7HL", "7HR") == 3


def test_strong_match_same_colour_different_suit():
    assert strength("7HL", "7DR") == 2 and strength("7SL", "7CR") == 2


def test_weak_match_different_colour():
    assert strength("7HL", "7CR") == 1 and strength("7SL", "7DR") == 1


def test_halves_of_different_ranks_never_match():
    hands = [["7HL", "8HR", "2CL", "3CL", "4CL", "5CL", "6CL", "9CL", "10CL"],
             ["2DR", "3DR", "4DR", "5DR", "6DR", "9DR", "10DR", "JDR", "QDR"]]
    g = make(hands, "KSL", ["KHL"])
    g.apply("draw")
    assert not [a for a in g.legal_actions() if a.kind == "match"]
    refused(g, "match 7HL 8HR", "different ranks")
    refused(g, "match 7HL 2CL", "left half")
    assert strength("7HL", "8HR") == 0 and strength("7HL", "7HL") == 0


# ----- setup ------------------------------------------------------------------------

PLAIN = [["AHL", "2HL", "3HL", "4HL", "5HL", "6HL", "7HL", "8HL", "9HL"],
         ["AHR", "2CR", "3CR", "4CR", "5CR", "6CR", "7CR", "8CR", "9CR"]]


def test_deal_nine_cards_one_at_a_time_starting_left_of_the_last_player():
    g = make(PLAIN, "KSL", ["KHL", "KDL"])
    assert g.dealer == 1
    assert g.hands[0] == PLAIN[0] and g.hands[1] == PLAIN[1]


def test_top_card_turned_up_starts_the_discard_row_rest_is_draw_pile():
    g = make(PLAIN, "KSL", ["KHL", "KDL"])
    assert g.discard_row == ["KSL"]
    assert len(g.draw_pile) == 104 - 18 - 1
    assert g.draw_pile[-1] == "KHL"
    g.apply("draw")
    assert g.hands[0][-1] == "KHL"


def test_player_left_of_dealer_starts_and_play_goes_left():
    g = cardkit.make("split", players=4, seed=2)
    assert g.dealer == 3 and g.current_player == 0 and g.phase == "draw"
    seen = []
    for _ in range(5):
        seen.append(g.current_player)
        draw_discard(g)
    assert seen == [0, 1, 2, 3, 0]


def test_discard_row_keeps_every_card_in_order_newest_last():
    g = make(PLAIN, "KSL", ["KHL", "KDL"])
    draw_discard(g)
    draw_discard(g)
    assert g.discard_row == ["KSL", "KHL", "KDL"]
    assert g.observation(1)["discard_row"] == ["KSL", "KHL", "KDL"]


# ----- draw and pick ----------------------------------------------------------------

PICK = [["7CL", "7SR", "2HL", "3HL", "4HL", "5HL", "6HL", "8HL", "9HL"],
        ["2CR", "3CR", "4CR", "5CR", "6CR", "8CR", "9CR", "10CR", "JCR"]]


def pick_game(**options):
    g = make(PICK, "7HR", ["KHL", "KSL", "KDL"], **options)
    draw_discard(g)  # KHL
    draw_discard(g)  # KSL
    assert g.discard_row == ["7HR", "KHL", "KSL"]
    return g


def test_draw_takes_the_top_card_of_the_draw_pile():
    g = make(PLAIN, "KSL", ["KHL", "KDL"])
    ev = g.apply("draw")
    assert ev[0].kind == "draw" and ev[0].data["card"] == "KHL"
    assert len(g.hands[0]) == 10 and g.phase == "play"


def test_pick_takes_the_card_and_every_later_card_and_must_be_used():
    g = pick_game()
    ev = g.apply("pick 7HR")
    assert ev[0].kind == "pick" and ev[0].data["taken"] == ["7HR", "KHL", "KSL"]
    assert g.discard_row == []
    assert g.hands[0][-3:] == ["7HR", "KHL", "KSL"]
    assert g.picked == "7HR"
    assert not [a for a in g.legal_actions() if a.kind == "discard"]
    refused(g, "discard KHL", "picked 7HR", "must use")
    # a match that leaves 7HR no use (7CL is its only partner) is refused
    refused(g, "match 7CL 7SR", "no use for 7HR")
    ev = g.apply("match 7CL 7HR")
    assert ev[0].data["strength"] == "weak" and g.picked is None
    g.apply("skip")
    g.apply("discard KHL")
    assert g.current_player == 1


def test_pick_is_offered_only_when_the_card_has_a_use():
    g = pick_game()
    legal = {str(a) for a in g.legal_actions()}
    assert "pick 7HR" in legal
    assert "pick KHL" not in legal and "pick KSL" not in legal
    refused(g, "pick KHL", "could not use KHL")
    refused(g, "pick 2DL", "not in the discard row")


def test_pick_may_be_used_in_an_upgrade():
    # player 0 lays a weak 7s match first; later 7HR from the row upgrades it to perfect
    hands = [["7HL", "7SR", "2HL", "3HL", "4HL", "5HL", "6HL", "8HL", "9HL"],
             ["2CR", "3CR", "4CR", "5CR", "6CR", "8CR", "9CR", "10CR", "JCR"]]
    g = make(hands, "KDL", ["KHL", "7HR", "KSL"])
    g.apply("draw")
    g.apply("match 7HL 7SR")
    g.apply("skip")
    g.apply("discard KHL")
    g.apply("draw")
    g.apply("discard 7HR")
    assert "pick 7HR" in {str(a) for a in g.legal_actions()}
    g.apply("pick 7HR")
    ev = g.apply("upgrade 0 0 7HR")
    assert ev[0].data["to"] == "perfect" and g.picked is None
    assert g.matches[0] == [["7HL", "7HR"]] and g.discard_row[-1] == "7SR"


def test_upgrade_that_would_leave_the_picked_card_no_use_is_refused():
    hands = [["2HL", "2CR", "3HL", "3HR", "4SL", "6SL", "9HL", "10HL", "8HL"],
             ["4HL", "4SR", "5HL", "5HR", "6HL", "6DR", "JCL", "QCL", "KCL"]]
    g = make(hands, "8SL", ["JDL", "4CL", "QDL"])
    draw_discard(g)  # player 0: JDL
    g.apply("draw")  # player 1: 4CL
    g.apply("match 4HL 4SR")
    g.apply("skip")
    g.apply("discard 4CL")
    g.apply("pick 4CL")  # its one use: make player 1's weak 4s strong
    refused(g, "upgrade 1 0 4SL", "no use for 4CL")
    g.apply("upgrade 1 0 4CL")
    assert g.matches[0] == [["4CL", "4SR"]]


@pytest.mark.parametrize("others", [True, False])
def test_trade_that_would_leave_the_picked_card_no_use_is_refused(others):
    hands = [["7HL", "7SR", "2HL", "2CR", "3HL", "9HL", "10HL", "8HL", "JHL"],
             ["4HL", "4SR", "5CR", "6CR", "8CR", "9CR", "QCL", "KCL", "ACL"]]
    g = make(hands, "KSL", ["QDL", "7HR"], upgrade_others=others)
    g.apply("draw")
    g.apply("match 7HL 7SR")
    g.apply("skip")
    g.apply("discard QDL")
    g.apply("draw")
    g.apply("match 4HL 4SR")
    g.apply("skip")
    g.apply("discard 7HR")
    g.apply("pick 7HR")  # its use: upgrade the 7s
    g.apply("match 2HL 2CR")
    legal = {str(a) for a in g.legal_actions()}
    assert "trade 1 1 0" in legal
    if others:  # the 7s may still be upgraded at player 1's place
        assert "trade 0 1 0" in legal
    else:
        refused(g, "trade 0 1 0", "no use for 7HR")


# upgrade_others=False: a picked card that makes another player's match stronger is used by
# trading for that match after a weak match (the weak match's bonus), then upgrading it
TRADED = [["7HL", "7CR", "2HL", "3HL", "4HL", "6HL", "8HL", "9HL", "10HL"],
          ["5CL", "5DR", "5HL", "2CR", "3CR", "4CR", "6CR", "8CR", "9CR"]]


def traded_pick_game(hands=TRADED, lay=("5CL", "5DR"), newest="5HL", draws=("QDL", "QSL")):
    """Player 1 lays ``lay`` (skipping its bonus) and discards ``newest``; player 0 to draw."""
    g = make(hands, "KSL", list(draws) + ["JDL"], upgrade_others=False)
    draw_discard(g)  # player 0: QDL
    g.apply("draw")
    g.apply(f"match {lay[0]} {lay[1]}")
    g.apply({"trade": "skip", "bonus-draw": "skip", "penalise": "penalise 0"}[g.phase])
    g.apply(f"discard {newest}")
    assert g.discard_row[-1] == newest and g.current_player == 0
    return g


def test_pick_used_by_trading_a_new_weak_match_for_the_match_it_upgrades():
    """The issue's line: no 5 in hand, player 1's weak 5CL 5DR on the table, 5HL newest."""
    g = traded_pick_game()
    assert [str(a) for a in g.legal_actions()] == ["draw", "pick 5HL"]
    g.apply("pick 5HL")
    assert [str(a) for a in g.legal_actions()] == ["match 7HL 7CR"]  # the one line to a use
    refused(g, "discard 2HL", "picked 5HL", "must use")
    ev = g.apply("match 7HL 7CR")
    assert ev[0].data["strength"] == "weak" and g.phase == "trade"
    assert [str(a) for a in g.legal_actions()] == ["trade 0 1 0"]  # no skip: 5HL needs it
    refused(g, "skip", "no use for 5HL", "trade")
    g.apply("trade 0 1 0")
    assert g.matches == [[["5CL", "5DR"]], [["7HL", "7CR"]]]
    ev = g.apply("upgrade 0 0 5HL")
    assert ev[0].data["to"] == "strong" and g.picked is None
    assert g.matches[0] == [["5HL", "5DR"]] and g.discard_row[-1] == "5CL"
    g.apply("skip")  # the strong match's bonus draw
    g.apply("discard 2HL")
    assert g.current_player == 1


@pytest.mark.parametrize("others", [False, True])
def test_skip_of_a_weak_bonus_that_would_leave_the_picked_card_no_use_is_refused(others):
    """5HL's use is player 1's weak 5s. Without upgrades of others' matches it is reached only
    by trading the weak 7s just laid for them, so skipping that trade is refused; with them,
    5HL can still upgrade the 5s where they lie, so the skip is allowed."""
    g = make(TRADED, "KSL", ["QDL", "QSL", "JDL"], upgrade_others=others)
    draw_discard(g)  # player 0: QDL
    g.apply("draw")
    g.apply("match 5CL 5DR")
    g.apply("skip")
    g.apply("discard 5HL")
    g.apply("pick 5HL")
    g.apply("match 7HL 7CR")
    assert g.phase == "trade"
    legal = {str(a) for a in g.legal_actions()}
    if others:
        assert "skip" in legal
        g.apply("skip")
        assert g.picked == "5HL" and g.phase == "play"
        g.apply("upgrade 1 0 5HL")
        assert g.picked is None and g.matches[0] == [["7HL", "7CR"], ["5HL", "5DR"]]
    else:
        assert "skip" not in legal
        refused(g, "skip", "no use for 5HL")
        assert g.picked == "5HL" and g.phase == "trade"


def test_sensible_strategy_with_a_pick_used_by_trade_trades_when_skip_is_not_offered():
    from cardkit.agents.split import SplitSensible
    g = traded_pick_game()
    g.apply("pick 5HL")
    bot = SplitSensible()
    played = []
    while g.picked is not None:
        played.append(str(bot.choose(g, 0)))
        g.apply(played[-1])
    assert played == ["match 7HL 7CR", "trade 0 1 0", "upgrade 0 0 5HL"]


def test_pick_by_trade_offers_only_the_trades_that_keep_its_use():
    """Player 0's strong 8s cannot go for player 1's weak 5s: the weak 7s just laid do."""
    hands = [["8HL", "8DR", "7HL", "7CR", "2HL", "3HL", "4HL", "6HL", "9HL"],
             ["5HR", "5DL", "5CL", "2CR", "3CR", "4CR", "6CR", "9CR", "10CR"]]
    g = make(hands, "KSL", ["QDL", "QSL", "JDL"], upgrade_others=False)
    g.apply("draw")
    g.apply("match 8HL 8DR")
    g.apply("skip")
    g.apply("discard QDL")
    g.apply("draw")
    g.apply("match 5CL 5HR")  # weak
    g.apply("skip")
    g.apply("discard 5DL")
    assert g.matches[1] == [["5CL", "5HR"]]
    g.apply("pick 5DL")  # 5DL 5HR: strong; only by the new weak 7s' trade
    g.apply("match 7HL 7CR")
    assert {str(a) for a in g.legal_actions()} == {"trade 1 1 0"}  # weak for weak only
    g.apply("trade 1 1 0")
    g.apply("upgrade 0 1 5DL")
    assert g.matches[0] == [["8HL", "8DR"], ["5DL", "5HR"]] and g.picked is None


def test_pick_used_by_trading_a_strong_match_for_the_strong_match_it_makes_perfect():
    hands = [["8HL", "8DR", "7HL", "7CR", "2HL", "3HL", "4HL", "6HL", "9HL"],
             ["5HR", "5DL", "5CL", "2CR", "3CR", "4CR", "6CR", "9CR", "10CR"]]
    g = make(hands, "KSL", ["QDL", "5HL", "JDL"], upgrade_others=False)
    g.apply("draw")
    g.apply("match 8HL 8DR")  # player 0's strong 8s
    g.apply("skip")
    g.apply("discard QDL")
    g.apply("draw")  # player 1: 5HL
    g.apply("match 5DL 5HR")  # player 1's strong 5s
    g.apply("skip")
    g.apply("discard 5HL")
    g.apply("pick 5HL")  # makes 5DL 5HR perfect (5HL 5HR)
    g.apply("match 7HL 7CR")  # weak: its trade may give the strong 8s for the strong 5s
    legal = {str(a) for a in g.legal_actions()}
    assert legal == {"trade 0 1 0"} and "skip" not in legal
    refused(g, "trade 1 1 0", "weak", "strong", "same strength")
    g.apply("trade 0 1 0")
    ev = g.apply("upgrade 0 1 5HL")
    assert ev[0].data["to"] == "perfect" and g.matches[0] == [["7HL", "7CR"], ["5HL", "5HR"]]


def test_pick_used_by_a_strong_match_laid_first_then_a_weak_one_traded():
    """The longer line: the strong match to give is laid this turn, before the weak match
    whose trade gives it for player 1's strong 5s, which 5HL makes perfect."""
    hands = [["8HL", "8DR", "7HL", "7CR", "2HL", "3HL", "4HL", "6HL", "9HL"],
             ["5HR", "5DL", "5CL", "2CR", "3CR", "4CR", "6CR", "9CR", "10CR"]]
    g = make(hands, "KSL", ["QDL", "5HL", "JDL"], upgrade_others=False)
    draw_discard(g)  # player 0: QDL
    g.apply("draw")  # player 1: 5HL
    g.apply("match 5DL 5HR")
    g.apply("skip")
    g.apply("discard 5HL")
    g.apply("pick 5HL")
    # the weak 7s first would find no strong match to give: refused
    assert [str(a) for a in g.legal_actions()] == ["match 8HL 8DR"]
    refused(g, "match 7HL 7CR", "no use for 5HL")
    g.apply("match 8HL 8DR")  # strong first
    g.apply("skip")
    assert [str(a) for a in g.legal_actions()] == ["match 7HL 7CR"]
    g.apply("match 7HL 7CR")
    assert [str(a) for a in g.legal_actions()] == ["trade 0 1 0"]
    g.apply("trade 0 1 0")
    ev = g.apply("upgrade 0 1 5HL")
    assert ev[0].data["to"] == "perfect" and g.picked is None


def test_pick_used_by_trade_with_the_weak_match_brought_along_by_the_pick():
    """The weak match may be of cards the pick takes with it (laid after it in the row)."""
    hands = [["7HL", "2HL", "3HL", "4HL", "6HL", "8HL", "9HL", "10HL", "AHL"],
             ["5CL", "5DR", "5HL", "7CR", "2CR", "3CR", "4CR", "6CR", "8CR"]]
    g = make(hands, "KSL", ["QDL", "QSL", "JDL", "JSL", "KDL"], upgrade_others=False)
    draw_discard(g)  # player 0: QDL
    g.apply("draw")
    g.apply("match 5CL 5DR")
    g.apply("skip")
    g.apply("discard 5HL")
    assert "pick 5HL" not in {str(a) for a in g.legal_actions()}  # 7HL alone: no weak match
    g.apply("draw")  # player 0: JDL
    g.apply("discard 7HL")
    g.apply("draw")  # player 1: JSL
    g.apply("discard 7CR")
    assert g.discard_row == ["KSL", "QDL", "5HL", "7HL", "7CR"]
    assert "pick 5HL" in {str(a) for a in g.legal_actions()}
    ev = g.apply("pick 5HL")
    assert ev[0].data["taken"] == ["5HL", "7HL", "7CR"]
    g.apply("match 7HL 7CR")
    g.apply("trade 0 1 0")
    g.apply("upgrade 0 0 5HL")
    assert g.picked is None and g.matches[0] == [["5HL", "5DR"]]


def test_pick_by_trade_needs_a_weak_match_and_a_card_left_to_discard():
    # no weak match in hand: no trade, so no use for 5HL
    hands = [["7HL", "7DR", "2HL", "3HL", "4HL", "6HL", "8HL", "9HL", "10HL"], TRADED[1]]
    g = traded_pick_game(hands)
    assert "pick 5HL" not in {str(a) for a in g.legal_actions()}
    refused(g, "pick 5HL", "could not use 5HL")
    # with the option on, 5HL upgrades player 1's match directly: no trade needed
    g = make(TRADED, "KSL", ["QDL", "QSL", "JDL"])
    draw_discard(g)
    g.apply("draw")
    g.apply("match 5CL 5DR")
    g.apply("skip")
    g.apply("discard 5HL")
    g.apply("pick 5HL")
    assert "upgrade 1 0 5HL" in {str(a) for a in g.legal_actions()}


def test_picked_cards_are_seen_by_everyone():
    g = pick_game()
    before = g.unseen(1)
    g.apply("pick 7HR")
    assert g.unseen(1) == before  # the three cards were seen in the row
    assert not {"7HR", "KHL", "KSL"} & set(g.unseen(1))
    assert "7CL" in g.unseen(1)


def test_drawing_the_last_card_ends_the_round_at_once():
    g = make(PLAIN, "KSL")
    while len(g.draw_pile) > 1:
        draw_discard(g)
    p = g.current_player
    assert p == 0  # 84 draws taken; the 85th is player 0's
    hand = list(g.hands[0])
    ev = g.apply("draw")
    assert kinds(ev)[:2] == ["draw", "round-end"]
    assert ev[1].data["reason"] == "draw pile empty"
    score = [e for e in ev if e.kind == "score"]
    assert score[0].data["negative"] == 10 and score[0].data["hand"][:9] == hand
    assert score[1].data["negative"] == 9
    assert g.round == 2 and g.phase == "draw"


def test_a_bonus_draw_of_the_last_card_ends_the_round_too():
    hands = [["AHL", "2HL", "3HL", "4HL", "5HL", "6HL", "7HL", "8HL", "9HL"],
             ["2DL", "2HR", "3CR", "4CR", "5CR", "6CR", "7CR", "8CR", "9CR"]]
    g = make(hands, "KSL")
    while len(g.draw_pile) > 2:
        draw_discard(g)
    assert g.current_player == 1  # turn 84 by hand
    g.apply("draw")
    g.apply("match 2DL 2HR")
    assert g.phase == "bonus-draw"
    ev = g.apply("bonus-draw")
    assert kinds(ev)[:2] == ["bonus-draw", "round-end"]
    assert g.round == 2 and not g.round_log[0]["went_out"]
    assert g.round_log[0]["players"][1]["boxes"] == {"2": 1}


# ----- matches and their bonuses ------------------------------------------------------

BONUS = [["2HL", "2HR", "3HL", "3DR", "4HL", "4CR", "5HL", "6HL", "7HL"],
         ["8CR", "9CR", "10CR", "JCR", "QCR", "KCR", "ACR", "5SR", "6SR"],
         ["8DR", "9DR", "10DR", "JDR", "QDR", "KDR", "ADR", "5DR", "6DR"]]


def test_match_and_upgrade_as_often_as_the_player_likes():
    g = make(BONUS, "KSL", ["KHL", "KCL"])
    g.apply("draw")
    g.apply("match 2HL 2HR")
    g.apply("penalise 1")
    g.apply("match 3HL 3DR")
    g.apply("skip")
    g.apply("match 4HL 4CR")
    g.apply("skip")
    assert [len(m) for m in g.matches] == [3, 0, 0] and g.phase == "play"


def test_perfect_match_penalises_another_player_with_a_negative_box():
    g = make(BONUS, "KSL", ["KHL"])
    g.apply("draw")
    ev = g.apply("match 2HL 2HR")
    assert ev[0].data["strength"] == "perfect" and g.phase == "penalise"
    assert {str(a) for a in g.legal_actions()} == {"penalise 1", "penalise 2"}
    refused(g, "skip", "cannot be skipped")
    refused(g, "penalise 0", "yourself")
    refused(g, "discard KHL", "penalise")
    ev = g.apply("penalise 2")
    assert ev[0].kind == "penalise" and ev[0].data["target"] == 2
    assert g.neg_boxes == [0, 0, 1] and g.scores()[2] == -1 and g.phase == "play"


def test_strong_match_gives_an_optional_draw():
    g = make(BONUS, "KSL", ["KHL", "KCL"])
    g.apply("draw")
    g.apply("match 3HL 3DR")
    assert g.phase == "bonus-draw"
    assert {str(a) for a in g.legal_actions()} == {"bonus-draw", "skip"}
    refused(g, "discard KHL", "bonus draw")
    taken = g.clone()
    ev = taken.apply("bonus-draw")
    assert ev[0].data["card"] == "KCL" and "KCL" in taken.hands[0] and len(taken.hands[0]) == 9
    g.apply("skip")
    assert "KCL" not in g.hands[0] and len(g.hands[0]) == 8 and g.phase == "play"


TRADE = [["2HL", "2CR", "3HL", "3HR", "4HR", "4CR", "6SL", "9HL", "10HL"],
         ["4HL", "4SR", "5HL", "5HR", "6HL", "6DR", "JCL", "QCL", "KCL"]]


def trade_game(**options):
    g = make(TRADE, "8SL", ["JDL", "JSL", "QDL", "QSL"], **options)
    g.apply("draw")
    g.apply("match 3HL 3HR")
    g.apply("penalise 1")
    g.apply("discard JDL")
    g.apply("draw")
    g.apply("match 4HL 4SR")
    assert g.phase == "trade"
    assert [str(a) for a in g.legal_actions()] == ["skip"]  # only perfect matches elsewhere
    g.apply("skip")
    g.apply("match 5HL 5HR")
    g.apply("penalise 0")
    g.apply("match 6HL 6DR")
    g.apply("skip")
    g.apply("discard JSL")
    g.apply("draw")
    assert g.matches[1] == [["4HL", "4SR"], ["5HL", "5HR"], ["6HL", "6DR"]]
    return g


def test_weak_match_may_trade_a_match_of_the_same_strength():
    g = trade_game()
    g.apply("match 2HL 2CR")
    assert g.phase == "trade"
    legal = {str(a) for a in g.legal_actions()}
    assert legal == {"trade 0 1 1", "trade 1 1 0", "skip"}
    ev = g.apply("trade 1 1 0")
    assert ev[0].kind == "trade"
    # a match that leaves closes the gap; one that arrives goes to the end
    assert g.matches[0] == [["3HL", "3HR"], ["4HL", "4SR"]]
    assert g.matches[1] == [["5HL", "5HR"], ["6HL", "6DR"], ["2HL", "2CR"]]
    assert g.phase == "play"


def test_weak_match_trade_refused_across_strengths():
    g = trade_game()
    g.apply("match 2HL 2CR")
    refused(g, "trade 1 1 1", "weak", "perfect", "same strength")
    refused(g, "trade 1 1 2", "weak", "strong", "same strength")
    refused(g, "trade 1 0 0", "yourself")
    refused(g, "trade 5 1 0", "no match 5")
    refused(g, "trade 1 1 9", "no match 9")


def test_weak_match_trade_may_be_skipped():
    g = trade_game()
    g.apply("match 2HL 2CR")
    g.apply("skip")
    assert g.matches[0] == [["3HL", "3HR"], ["2HL", "2CR"]] and g.phase == "play"


def test_upgrade_of_an_opponents_match_steals_it():
    g = trade_game()
    ev = g.apply("upgrade 1 0 4HR")
    assert ev[0].kind == "upgrade" and ev[0].data["from"] == "weak" and ev[0].data["to"] == "perfect"
    assert g.matches[1] == [["5HL", "5HR"], ["6HL", "6DR"]]
    assert g.matches[0] == [["3HL", "3HR"], ["4HL", "4HR"]]
    assert g.discard_row[-1] == "4SR"
    assert g.phase == "penalise"  # the new strength's bonus


def test_sideways_or_weaker_upgrade_refused():
    g = trade_game()
    refused(g, "upgrade 1 0 4CR", "weak", "sideways", "strictly stronger")
    refused(g, "upgrade 1 2 6SL", "strong", "weak", "strictly stronger")
    refused(g, "upgrade 1 1 4HR", "not of rank 5")
    refused(g, "upgrade 1 7 4HR", "no match 7")
    refused(g, "upgrade 5 0 4HR", "no player 5")
    refused(g, "upgrade 1 0 4DR", "not in your hand")


def test_upgrade_others_false_limits_upgrades_to_own_matches():
    g = trade_game(upgrade_others=False)
    assert not [a for a in g.legal_actions() if a.kind == "upgrade"]
    refused(g, "upgrade 1 0 4HR", "only your own")


def test_own_upgrade_keeps_its_number_and_carries_out_the_new_bonus():
    hands = [["2HL", "2SR", "2HR", "2DR", "3HL", "4HL", "5HL", "6HL", "7HL"],
             ["8CR", "9CR", "10CR", "JCR", "QCR", "KCR", "ACR", "5SR", "6SR"]]
    g = make(hands, "KSL", ["KHL"])
    g.apply("draw")
    g.apply("match 2HL 2SR")
    g.apply("skip")
    strong = g.clone()
    ev = strong.apply("upgrade 0 0 2DR")
    assert ev[0].data["to"] == "strong" and strong.phase == "bonus-draw"
    assert strong.matches[0] == [["2HL", "2DR"]] and strong.discard_row[-1] == "2SR"
    ev = g.apply("upgrade 0 0 2HR")
    assert g.matches[0] == [["2HL", "2HR"]] and g.phase == "penalise"


def test_match_or_upgrade_leaving_no_card_to_discard_is_illegal():
    hands = [["2HL", "2SR", "3HL", "3HR", "4HL", "4HR", "5HL", "5HR", "6HL"],
             ["8CR", "9CR", "10CR", "JCR", "QCR", "KCR", "ACR", "5SR", "6SR"]]
    g = make(hands, "KSL", ["KDL", "JSL", "2HR", "QSL", "6HR"])
    g.apply("draw")
    for m in ("2HL 2SR", "3HL 3HR", "4HL 4HR", "5HL 5HR"):
        g.apply(f"match {m}")
        g.apply(g.legal_actions()[-1] if g.phase != "penalise" else "penalise 1")
    g.apply("discard KDL")
    draw_discard(g)  # player 1
    g.apply("draw")  # 2HR: hand 6HL 2HR
    g2 = g.clone()
    g2.apply("upgrade 0 0 2HR")  # two cards: an upgrade keeps one to discard
    # with one card to go, 6HL + 6HR would be a match leaving nothing to discard
    g.apply("discard 2HR")
    draw_discard(g)
    g.apply("draw")  # 6HR
    assert g.hands[0] == ["6HL", "6HR"]
    refused(g, "match 6HL 6HR", "no card to discard")


def test_upgrade_leaving_no_card_to_discard_is_illegal():
    hands = [["2HL", "2SR", "3HL", "3DR", "4HL", "4HR", "5HL", "5HR", "2HR"],
             ["8CR", "9CR", "10CR", "JCR", "QCR", "KCR", "ACR", "5SR", "6SR"]]
    g = make(hands, "KSL", ["7HL", "7HR"])
    g.apply("draw")
    g.apply("match 3HL 3DR")
    g.apply("bonus-draw")  # 7HR: eleven cards in hand
    g.apply("match 2HL 2SR")
    g.apply("skip")
    for m in ("4HL 4HR", "5HL 5HR", "7HL 7HR"):
        g.apply(f"match {m}")
        g.apply("penalise 1")
    assert g.hands[0] == ["2HR"]
    refused(g, "upgrade 0 1 2HR", "no card to discard")
    assert [str(a) for a in g.legal_actions()] == ["discard 2HR"]


def test_discard_is_compulsory_every_turn():
    g = make(PLAIN, "KSL", ["KHL"])
    g.apply("draw")
    assert g.current_player == 0 and g.phase == "play"
    assert {a.kind for a in g.legal_actions()} == {"discard"}
    refused(g, "done", "first-turn go-out")
    refused(g, "draw", "already drawn")
    refused(g, "discard 2DL", "not in your hand")
    g.apply("discard 2HL")
    assert g.current_player == 1 and g.discard_row[-1] == "2HL"


def test_discarding_the_last_card_ends_the_round():
    hands = [["2HL", "2SR", "3HL", "3HR", "4HL", "4HR", "5HL", "5HR", "6HL"],
             ["8CR", "9CR", "10CR", "JCR", "QCR", "KCR", "ACR", "5SR", "6SR"]]
    g = make(hands, "KSL", ["KDL", "JSL", "2HR"])
    g.apply("draw")
    for m in ("2HL 2SR", "3HL 3HR", "4HL 4HR", "5HL 5HR"):
        g.apply(f"match {m}")
        g.apply("skip" if g.phase == "trade" else "penalise 1")
    g.apply("discard KDL")
    draw_discard(g)
    g.apply("draw")
    g.apply("upgrade 0 0 2HR")
    g.apply("penalise 1")
    ev = g.apply("discard 6HL")
    assert "round-end" in kinds(ev) and ev[1].data["reason"] == "went out"
    assert "lay" not in kinds(ev)  # not the first turn: nobody lays
    # the player who went out deals the next round; the player on their left starts
    assert g.round == 2 and g.dealer == 0 and g.current_player == 1
    log = g.round_log[0]["players"]
    assert log[0]["boxes"] == {"2": 1, "3": 1, "4": 1, "5": 1} and log[0]["negative"] == 0
    assert log[1]["negative"] == 9 and g.neg_boxes[1] == 9 + 4  # four penalties


# ----- end of a round -------------------------------------------------------------------

GO_OUT = [["AHL", "ASR", "2HL", "2DR", "3HL", "3HR", "4HL", "4CR", "AHR"],
          ["5HL", "5HR", "6CL", "6SR", "7DL", "8DL", "9DL", "10DL", "JDL"]]


def go_out_first_turn():
    g = make(GO_OUT, "QSL", ["KDL"])
    g.apply("draw")
    g.apply("match AHL ASR")
    g.apply("skip")
    g.apply("match 2HL 2DR")
    g.apply("skip")
    g.apply("match 3HL 3HR")
    g.apply("penalise 1")
    g.apply("match 4HL 4CR")
    g.apply("skip")
    g.apply("upgrade 0 0 AHR")
    g.apply("penalise 1")
    ev = g.apply("discard KDL")
    return g, ev


def test_first_turn_go_out_lets_players_without_a_turn_lay_matches():
    g, ev = go_out_first_turn()
    assert "round-end" in kinds(ev) and "lay" in kinds(ev)
    assert g.phase == "lay" and g.current_player == 1
    assert {str(a) for a in g.legal_actions()} == {"match 5HL 5HR", "match 6CL 6SR", "done"}
    refused(g, "draw", "lay matches")
    refused(g, "upgrade 0 0 6CL", "lay matches")
    ev = g.apply("match 5HL 5HR")
    assert ev[0].data["bonus"] is False and g.phase == "lay"  # no penalty for a perfect match
    g.apply("match 6CL 6SR")
    assert g.phase == "lay"
    ev = g.apply("done")
    assert "score" in kinds(ev) and g.round == 2
    log = g.round_log[0]["players"]
    assert log[1]["boxes"] == {"5": 1, "6": 1} and log[1]["negative"] == 5
    assert g.neg_boxes == [0, 2 + 5]
    assert g.dealer == 0 and g.current_player == 1


def test_first_turn_go_out_only_players_without_a_turn_lay():
    hands = [["7DL", "8DL", "9DL", "10DL", "JDL", "QDL", "KDL", "7SL", "8SL"],
             ["AHL", "ASR", "2HL", "2DR", "3HL", "3HR", "4HL", "4CR", "AHR"],
             ["5HL", "5HR", "6CL", "6SR", "7CL", "8CL", "9CL", "10CL", "JCL"]]
    g = make(hands, "QSL", ["KHL", "KSL"])
    draw_discard(g)
    g.apply("draw")
    g.apply("match AHL ASR")
    g.apply("skip")
    g.apply("match 2HL 2DR")
    g.apply("skip")
    g.apply("match 3HL 3HR")
    g.apply("penalise 2")
    g.apply("match 4HL 4CR")
    g.apply("skip")
    g.apply("upgrade 1 0 AHR")
    g.apply("penalise 0")
    g.apply("discard KSL")
    assert g.phase == "lay" and g.lay_queue == [2]  # player 0 had a turn
    g.apply("done")
    assert g.round == 2 and g.dealer == 1 and g.current_player == 2
    assert g.round_log[0]["players"][2]["negative"] == 9


def test_each_match_fills_a_box_in_its_rank_row_and_each_hand_card_a_negative_box():
    g, _ = go_out_first_turn()
    g.apply("match 5HL 5HR")
    g.apply("done")
    rows0 = {r["row"]: r["filled"] for r in g.sheet(0)["rows"]}
    rows1 = {r["row"]: r["filled"] for r in g.sheet(1)["rows"]}
    assert {r: k for r, k in rows0.items() if k} == {"A": 1, "2": 1, "3": 1, "4": 1}
    assert {r: k for r, k in rows1.items() if k} == {"5": 1}
    assert g.sheet(1)["negative"]["filled"] == 2 + 7


def test_after_a_round_all_cards_are_shuffled_and_nine_dealt_again():
    g, _ = go_out_first_turn()
    g.apply("done")
    assert [len(h) for h in g.hands] == [9, 9]
    assert g.matches == [[], []] and len(g.discard_row) == 1
    assert len(g.draw_pile) == 104 - 18 - 1
    assert g.phase == "draw"


def test_when_the_draw_pile_ran_out_the_deal_passes_left():
    g = make(PLAIN, "KSL")
    while g.round == 1:
        draw_discard(g)
    assert g.dealer == 0 and g.current_player == 1  # round 1 dealer was player 1
    while g.round == 2:
        draw_discard(g)
    assert g.dealer == 1 and g.current_player == 0


# ----- score sheet ------------------------------------------------------------------

def test_upper_rows_are_weight_times_triangular_numbers():
    g = cardkit.make("split", players=2, seed=1)
    sheet = g.sheet(0)
    values = {r["row"]: r["values"] for r in sheet["rows"]}
    assert values["5"][:5] == [0, 1, 3, 6, 10] and len(values["5"]) == 13
    assert values["K"][:4] == [0, 2, 6, 12] and values["10"][12] == 156
    assert values["A"][:4] == [0, 3, 9, 18] and values["A"][12] == 234


def test_negative_row_has_forty_boxes_of_growing_cost():
    neg = cardkit.make("split", players=2, seed=1).sheet(0)["negative"]["values"]
    assert neg[:8] == [0, 1, 2, 3, 5, 7, 9, 12] and len(neg) == 41
    assert neg[40] == sum(ceil(i / 3) for i in range(1, 41))


def test_final_score_is_upper_rows_minus_negative_row():
    g = cardkit.make("split", players=2, seed=1)
    g.boxes[0][0] = 2   # A: 9
    g.boxes[0][9] = 3   # 10: 12
    g.boxes[0][4] = 1   # 5: 1
    g.neg_boxes[0] = 5  # 7
    assert g.scores()[0] == 9 + 12 + 1 - 7
    assert g.sheet(0)["total"] == 15 and g.sheet(0)["upper_total"] == 22


def test_a_full_row_takes_no_more_boxes():
    g = cardkit.make("split", players=2, seed=1)
    g.neg_boxes[0] = 39
    assert g._fill_negative(0, 3) == 1 and g.neg_boxes[0] == 40


def test_ties_share_the_win():
    g = make(PLAIN, "KSL")
    while not g.is_over:
        draw_discard(g)
    # player 0 starts rounds 1 and 3 and draws their last card: 10 + 9 + 10 negative boxes
    assert g.neg_boxes == [29, 28] and g.winners() == [1]
    g.neg_boxes = [28, 28]
    assert g.winners() == [0, 1] and g.scores()[0] == g.scores()[1]


def test_score_sheet_totals_after_three_rounds_checked_by_hand():
    # round 1: player 0 goes out on the first turn with A, 2, 3, 4 matches and penalises
    # player 1 twice; player 1 lays 5s and 6s and keeps 5 cards.
    g, _ = go_out_first_turn()
    g.apply("match 5HL 5HR")
    g.apply("match 6CL 6SR")
    g.apply("done")
    # rounds 2 and 3: everyone draws and discards the drawn card until the pile runs out;
    # 85 cards in the pile, so the starter draws the last one and keeps 10 cards.
    assert g.current_player == 1
    while g.round == 2:
        draw_discard(g)
    assert g.current_player == 0
    while not g.is_over:
        draw_discard(g)
    # player 0: A 3 + 2 1 + 3 1 + 4 1 = 6; negative boxes 0 + 9 + 10 = 19:
    #   1+1+1 +2+2+2 +3+3+3 +4+4+4 +5+5+5 +6+6+6 +7 = 70
    # player 1: 5 1 + 6 1 = 2; negative boxes (2 + 5) + 10 + 9 = 26:
    #   3 + 6 + 9 + 12 + 15 + 18 + 21 + 24 + 9 + 9 = 126
    assert g.sheet(0)["negative"]["filled"] == 19 and g.sheet(1)["negative"]["filled"] == 26
    assert g.scores() == {0: 6 - 70, 1: 2 - 126}
    assert g.sheet(0)["total"] == -64 and g.sheet(1)["upper_total"] == 2
    assert g.winners() == [0] and g.current_player is None and g.phase == "over"


def test_score_sheet_option_takes_a_printed_pad():
    upper = tuple((0, 10, 20, 30) for _ in RANKS)
    negative = (0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50)
    g = make(GO_OUT, "QSL", ["KDL"], score_sheet=(upper, negative))
    assert g.options.score_sheet == (upper, negative)
    assert cardkit.load(g.to_json()).to_json() == g.to_json()
    g.neg_boxes[1] = 2
    g.boxes[0][0] = 1
    assert g.scores() == {0: 10, 1: -10}
    g.neg_boxes[1] = 10
    assert g._fill_negative(1, 4) == 0 and g.scores()[1] == -50  # full row stays at 50
    same = cardkit.make("split", players=2, seed=1, score_sheet=build_score_sheet())
    assert same.sheet(0) == cardkit.make("split", players=2, seed=1).sheet(0)


def test_build_score_sheet_with_other_weights():
    upper, negative = build_score_sheet({"K": 5}, upper_boxes=3, negative_boxes=4)
    assert upper[12] == (0, 5, 15, 30) and upper[0] == (0, 3, 9, 18)
    assert negative == (0, 1, 2, 3, 5)


@pytest.mark.parametrize("sheet, words", [
    ("big", "pair"),
    ((1, 2, 3), "pair"),
    (((0, 1),) * 12 + ((0, 1),), None),
    ((((0, 1),) * 12, (0, 1)), "13 rows"),
    ((((0, 1),) * 13, (0,)), "at least two"),
    ((((0, 1),) * 12 + ((0, "x"),), (0, 1)), "row K"),
    ((((0, 1),) * 13, (0, 1.5)), "whole numbers"),
    ((((0, 1),) * 13, (0, True)), "whole numbers"),
])
def test_bad_score_sheet_raises_config_error(sheet, words):
    with pytest.raises(ConfigError) as e:
        cardkit.make("split", players=2, seed=1, score_sheet=sheet)
    if words:
        assert words in str(e.value)


# ----- options, decks, texts ----------------------------------------------------------

def test_bad_options_and_decks_raise_config_error():
    with pytest.raises(ConfigError, match="upgrade_others"):
        cardkit.make("split", players=2, seed=1, upgrade_others="yes")
    with pytest.raises(ConfigError, match="rounds"):
        cardkit.make("split", players=2, seed=1, rounds=2)
    with pytest.raises(ConfigError, match="7HX"):
        cardkit.make("split", players=2, seed=1, deck=["7HX"])
    with pytest.raises(ConfigError, match="2 × 7HL"):
        cardkit.make("split", players=2, seed=1, deck=["7HL", "7HL"])


def test_action_texts_round_trip_and_match_order_is_left_then_right():
    g = trade_game()
    for a in g.legal_actions():
        assert g.parse(str(a)) == a
    assert g.parse("match 2cr 2hl") == g.parse("match 2HL 2CR")
    assert str(g.parse("match 2CR 2HL")) == "match 2HL 2CR"
    assert str(g.parse("upgrade 1 0 4hr")) == "upgrade 1 0 4HR"
    for text in ("draw", "pick 7HR", "penalise 1", "bonus-draw", "trade 0 1 2", "skip",
                 "discard 7HR", "done"):
        assert str(g.parse(text)) == text
    for bad in ("match 2HL", "pick", "upgrade x 0 4HR", "trade 1 1", "fly", "discard 99ZZ"):
        with pytest.raises(IllegalMove, match="Split action"):
            g.parse(bad)


def test_wrong_phase_actions_are_refused_with_reasons():
    g = make(PLAIN, "KSL", ["KHL"])
    refused(g, "discard AHL", "draw")
    refused(g, "match AHL AHR", "draw")
    refused(g, "skip", "draw")
    g.apply("draw")
    refused(g, "bonus-draw", "no bonus")
    refused(g, "penalise 1", "no bonus")
    refused(g, "pick KSL", "already drawn")
    with pytest.raises(IllegalMove, match="turn"):
        g.apply("discard AHL", player=1)


def test_observation_hides_other_hands_and_shows_picked_cards():
    g = pick_game()
    g.apply("pick 7HR")
    obs = g.observation(1)
    assert "hands" not in obs and obs["hand"] == g.hands[1]
    assert obs["hand_sizes"] == [12, 9]
    assert obs["shown"][0] == ["7HR", "KHL", "KSL"]
    assert obs["legal"] == [] and g.observation(0)["legal"]
    assert obs["matches"] == [[], []]
    assert "Split" in g.render_text()


# ----- properties -------------------------------------------------------------------

def rule_score(events_by_player_rows, negative):
    """The rules file's sheet, computed from the boxes the events report."""
    weight = {r: 3 if r == "A" else 2 if r in ("10", "J", "Q", "K") else 1 for r in RANKS}
    up = sum(weight[r] * k * (k + 1) // 2 for r, k in events_by_player_rows.items())
    negative = min(negative, 40)
    return up - sum(ceil(i / 3) for i in range(1, negative + 1))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6), data=st.data())
def test_scores_equal_what_the_rules_count(seed, players, data):
    g = cardkit.make("split", players=players, seed=seed)
    rows = [Counter() for _ in range(players)]
    neg = [0] * players
    while not g.is_over:
        legal = g.legal_actions()
        p = g.current_player
        if g.phase == "play" and g.picked is None and data.draw(st.booleans()):
            a = legal[-1]  # a discard, to keep rounds moving
        else:
            a = legal[data.draw(st.integers(0, len(legal) - 1))]
        for e in g.apply(a):
            if e.kind == "penalise":
                neg[e.data["target"]] += 1
            elif e.kind == "score":
                rows[e.player].update(e.data["boxes"])
                neg[e.player] += len(e.data["hand"])
        assert p is not None
        # the engine's index of upgradable matches agrees with the table
        from cardkit.games.split import RANKS
        assert Counter({r: len(recs) for r, recs in zip(RANKS, g._open, strict=True) if recs}) == \
            Counter(m[0][:-2] for ms in g.matches for m in ms if strength(*m) != 3)
    for p in range(players):
        assert g.scores()[p] == rule_score(rows[p], neg[p])
        assert sum(rows[p].values()) == sum(r["filled"] for r in g.sheet(p)["rows"])


def test_sensible_strategy_beats_random():
    from cardkit import sim

    df = sim.run("split", ["sensible", "random"], games=200, seed=7, progress=False)
    wins = df.groupby("strategy")["winner"].mean()
    assert wins["sensible"] > 0.8
    df = sim.run("split", ["random", "sensible", "random"], games=100, seed=8, progress=False,
                 players=3)
    wins = df.groupby("strategy")["winner"].mean()
    assert wins["sensible"] > 0.6


def uses(g, card):
    return [a for a in g.legal_actions()
            if (a.kind == "match" and card in a.args) or (a.kind == "upgrade" and a.args[2] == card)]


def test_pick_by_trade_offered_exactly_when_a_line_of_play_uses_it():
    """upgrade_others=False, random play: at each turn's start every card of the discard row
    is offered exactly when some line of plays uses it (brute force), and the legal actions
    then reach that use; some of the uses are by a trade only."""
    import random

    from cardkit import Action

    g = cardkit.make("split", players=3, seed=5, upgrade_others=False)
    r = random.Random(5)
    by_trade = 0
    while by_trade < 3 and len(g.history) < 600:
        if g.phase == "draw":
            offered = {a.args[0] for a in g.legal_actions() if a.kind == "pick"}
            for card in g.discard_row[-4:]:
                trial = g.clone()
                trial._apply(Action("pick", (card,)))
                trial._legal_cache = None
                assert line_of_use(trial, g.current_player) == (card in offered), card
                if card in offered and not uses(trial, card):
                    by_trade += 1
                    assert legal_line_of_use(trial)
        g.apply(r.choice(g.legal_actions()))
    assert by_trade >= 3


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6), steps=st.integers(0, 300),
       others=st.booleans())
def test_pick_is_offered_exactly_when_the_picked_card_has_a_use(seed, players, steps, others):
    import random

    from cardkit import Action

    g = cardkit.make("split", players=players, seed=seed, upgrade_others=others)
    r = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            return
        legal = g.legal_actions()
        g.apply(legal[-1] if g.phase == "play" and g.picked is None and r.random() < 0.6
                else r.choice(legal))
    while not g.is_over and g.phase != "draw":
        use = uses(g, g.picked) if g.picked and g.phase == "play" else []
        g.apply(use[0] if use else g.legal_actions()[-1])
    if g.is_over:
        return
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "pick"}
    for card in g.discard_row:
        trial = g.clone()
        trial._apply(Action("pick", (card,)))
        trial._legal_cache = None
        assert line_of_use(trial, g.current_player) == (card in offered), card
        if card in offered:  # and the engine's legal actions lead to the use
            assert uses(trial, card) or legal_line_of_use(trial)


def plays(g, p):
    """Every match and upgrade the rules allow player ``p`` to make now, whatever the picked
    card (a card kept to discard), and every bonus choice; a bonus draw is left out (the card
    it brings is unseen, so no use counts on it)."""
    from cardkit import Action
    hand, ph = g.hands[p], g.phase
    if ph == "penalise":
        return [Action("penalise", ((p + 1) % g.players,))]
    if ph == "bonus-draw":
        return [Action("skip", ())]
    if ph == "trade":
        return [Action("trade", (m, q, n)) for m, x in enumerate(g.matches[p])
                for q in range(g.players) if q != p for n, y in enumerate(g.matches[q])
                if strength(*x) == strength(*y)] + [Action("skip", ())]
    out = []
    if len(hand) >= 3:
        out += [Action("match", (a, b)) for a in hand for b in hand
                if a.endswith("L") and b.endswith("R") and strength(a, b)]
    if len(hand) >= 2:
        owners = range(g.players) if g.options.upgrade_others else (p,)
        for q in owners:
            for i, (left, right) in enumerate(g.matches[q]):
                for c in hand:
                    new = strength(c, right) if c.endswith("L") else strength(left, c)
                    if new > strength(left, right):
                        out.append(Action("upgrade", (q, i, c)))
    return out


def line_of_use(g, p, depth=7, seen=None):
    """Brute force: whether some line of plays (``plays``, made by ``_apply`` itself, no
    legality asked) uses the picked card in a match or an upgrade within ``depth`` actions
    (a position met before, by another order of the same plays, is not searched again)."""
    if g.picked is None:
        return True
    if depth == 0 or g.phase not in ("play", "penalise", "bonus-draw", "trade"):
        return False
    seen = {} if seen is None else seen
    key = (g.phase, frozenset(g.hands[p]),
           tuple(frozenset(map(tuple, ms)) for ms in g.matches))
    if seen.get(key, -1) >= depth:
        return False
    seen[key] = depth
    for action in plays(g, p):
        trial = g.clone()
        trial._apply(action)
        if line_of_use(trial, p, depth - 1, seen):
            return True
    return False


def legal_line_of_use(g, depth=7):
    """Whether the engine's own legal actions (bonus draws left out) reach the use."""
    if g.picked is None:
        return True
    if depth == 0 or g.phase == "draw" or g.is_over:
        return False
    for action in g.legal_actions():
        if action.kind in ("bonus-draw", "discard"):
            continue
        trial = g.clone()
        trial.apply(action)
        if legal_line_of_use(trial, depth - 1):
            return True
    return False


def test_pick_may_trade_away_the_match_it_improves_when_a_line_wins_it_back():
    """upgrade_others=False: player 0 picks 7DR, lays the weak 7HL 7CR it makes strong and may
    trade those 7s away for player 1's weak 5s: the weak 8s still in hand, laid and traded,
    win the 7s back for 7DR's upgrade. (The trade is judged on the table after it, where
    player 1 holds the 7s.)"""
    hands = [["7HL", "7CR", "8HL", "8CR", "2HL", "3HL", "4HL", "6HL", "9HL"],
             ["5CL", "5DR", "7DR", "2CR", "3CR", "4CR", "6CR", "9CR", "10CR"]]
    g = traded_pick_game(hands, newest="7DR")
    g.apply("pick 7DR")
    g.apply("match 7HL 7CR")
    assert [str(a) for a in g.legal_actions()] == ["trade 0 1 0", "skip"]
    g.apply("trade 0 1 0")
    assert g.matches == [[["5CL", "5DR"]], [["7HL", "7CR"]]] and g.picked == "7DR"
    assert "match 8HL 8CR" in [str(a) for a in g.legal_actions()]
    refused(g, "discard 2HL", "picked 7DR", "must use")
    g.apply("match 8HL 8CR")
    assert [str(a) for a in g.legal_actions()] == ["trade 0 1 0", "trade 1 1 0"]  # for the 7s
    g.apply("trade 1 1 0")
    ev = g.apply("upgrade 0 1 7DR")
    assert ev[0].data["to"] == "strong" and g.picked is None
    assert g.matches == [[["5CL", "5DR"], ["7HL", "7DR"]], [["8HL", "8CR"]]]
