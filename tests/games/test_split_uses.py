"""cardkit.games.split.uses.traded_use: a picked card's use by a trade (upgrade_others=False)."""
from cardkit.games.split.uses import traded_use

THEIR_STRONG_5S = [("5DL", "5HR")]  # 5HL makes it perfect
THEIR_WEAK_5S = [("5CL", "5DR")]  # 5HL makes it strong


def test_a_weak_match_laid_and_traded_for_the_weak_match_the_card_improves():
    assert traded_use("5HL", ["7HL", "7CR", "2HL"], [], THEIR_WEAK_5S)
    assert not traded_use("5HL", ["7HL", "7CR"], [], THEIR_WEAK_5S)  # no card to discard
    assert not traded_use("5HL", ["7HL", "7DR", "2HL"], [], THEIR_WEAK_5S)  # 7s strong: no trade
    assert not traded_use("5HL", ["7HL", "7CR", "2HL"], [], [("5HL", "5DR")])  # nothing to improve


def test_a_weak_match_just_laid_trades_now():
    assert traded_use("5HL", ["2HL"], [("7HL", "7CR")], THEIR_WEAK_5S, trade_now=True)
    assert not traded_use("5HL", [], [("7HL", "7CR")], THEIR_WEAK_5S, trade_now=True)
    # a strong match of the player's for the strong 5s
    assert traded_use("5HL", ["2HL"], [("7HL", "7CR"), ("8HL", "8DR")], THEIR_STRONG_5S,
                      trade_now=True)
    assert not traded_use("5HL", ["2HL"], [("7HL", "7CR")], THEIR_STRONG_5S, trade_now=True)


def test_the_strong_match_to_give_may_be_made_earlier_in_the_turn():
    # laid from hand: the strong 8s, then the weak 7s and their trade
    assert traded_use("5HL", ["8HL", "8DR", "7HL", "7CR", "2HL"], [], THEIR_STRONG_5S)
    assert not traded_use("5HL", ["8HL", "8DR", "7HL", "7CR"], [], THEIR_STRONG_5S)
    # or upgraded: the player's weak 8HL 8CR made strong by 8DR
    assert traded_use("5HL", ["8DR", "7HL", "7CR", "2HL"], [("8HL", "8CR")], THEIR_STRONG_5S)
    assert not traded_use("5HL", ["8DR", "7HL", "7CR"], [("8HL", "8CR")], THEIR_STRONG_5S)
    assert not traded_use("5HL", ["8SR", "7HL", "7CR", "2HL"], [("8HL", "8CR")], THEIR_STRONG_5S)
