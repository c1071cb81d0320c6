"""Cover Your Assets: one scenario per rule sentence of rules/cover-your-assets.md,
with stacked decks (top card first; hands are dealt one card at a time from player 0)."""
import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario import kinds, play

import cardkit
from cardkit import ConfigError, IllegalMove
from cardkit.games.cover_your_assets import CODES, DECK_VALUE, VALUE, CoverYourAssets, asset_of, makes_set

NAME = "cover-your-assets"
TABLE = {  # the rules file's table, typed in again here: code -> (value, count)
    "GOLD": (50_000, 4), "SILVER": (25_000, 8), "HOME": (20_000, 8), "JEWELS": (15_000, 10),
    "AUTO": (15_000, 10), "STOCKS": (10_000, 10), "BANK": (10_000, 10), "COINS": (10_000, 10),
    "BASEBALL": (5_000, 10), "CASH": (5_000, 10), "STAMPS": (5_000, 10), "PIGGY": (5_000, 10),
}
FILL = ["COINS", "STAMPS", "BASEBALL", "CASH"]  # a hand with no set and no wild
P1, P2, P3 = (["STOCKS", "STOCKS", "BASEBALL", "CASH"], ["BANK", "BANK", "BASEBALL", "CASH"],
              ["COINS", "COINS", "BASEBALL", "CASH"])  # hands that can pair on their first turn
OTHERS = ["pair STOCKS STOCKS", "pair BANK BANK", "pair COINS COINS"]


def stacked(hands, up, draws=()):
    """The deck that deals ``hands`` (player 0 first), turns up ``up``, then draws ``draws``."""
    n, size = len(hands), len(hands[0])
    return [hands[i % n][i // n] for i in range(n * size)] + [up] + list(draws)


def make(hands, up, draws=(), seed=1, **options):
    return cardkit.make(NAME, players=len(hands), seed=seed, deck=stacked(hands, up, draws),
                        **options)


def stack_cards(g, p):
    return [c for s in g.stacks[p] for c in s]


def worth(cards):
    return sum(TABLE[c][0] for c in cards)


def illegal(g, text, match):
    before = g.to_json()
    with pytest.raises(IllegalMove, match=match) as e:
        g.apply(text)
    assert e.value.reason
    assert g.to_json() == before


# ----- components ---------------------------------------------------------------------------

def test_deck_is_the_110_cards_of_the_original_edition():
    deck = Counter(CoverYourAssets.full_deck(4, CoverYourAssets.Options()))
    assert {c: n for c, n in deck.items()} == {c: n for c, (_, n) in TABLE.items()}
    assert sum(deck.values()) == 110
    assert VALUE == {c: v for c, (v, _) in TABLE.items()}
    assert DECK_VALUE == worth(deck.elements()) == 1_360_000


@pytest.mark.parametrize("players", [4, 5, 6])
def test_four_to_six_players_hold_four_cards(players):
    g = cardkit.make(NAME, players=players, seed=3)
    assert [len(h) for h in g.hands] == [4] * players
    assert len(g.draw_pile) == 110 - 4 * players - 1


@pytest.mark.parametrize("players", [2, 3])
def test_two_or_three_players_hold_five_cards(players):
    g = cardkit.make(NAME, players=players, seed=3)
    assert [len(h) for h in g.hands] == [5] * players
    assert len(g.draw_pile) == 110 - 5 * players - 1


@pytest.mark.parametrize("players", [1, 7, 0, "4", True])
def test_players_two_to_six(players):
    with pytest.raises(ConfigError, match="2–6"):
        cardkit.make(NAME, players=players)


def test_gold_and_silver_are_wild_and_a_sets_asset_is_its_non_wild_card():
    assert makes_set("HOME", "GOLD") and makes_set("SILVER", "PIGGY")
    assert not makes_set("GOLD", "SILVER") and not makes_set("SILVER", "SILVER")
    assert asset_of(["GOLD", "HOME"]) == "HOME" and asset_of(["HOME", "SILVER", "GOLD"]) == "HOME"


# ----- setup --------------------------------------------------------------------------------

def test_deal_one_at_a_time_from_dealers_left_then_turn_up_the_discard():
    hands = [["HOME", "HOME", "AUTO", "AUTO"], ["JEWELS", "STOCKS", "BANK", "COINS"],
             ["GOLD", "CASH", "STAMPS", "PIGGY"], ["SILVER", "BASEBALL", "CASH", "STAMPS"]]
    g = make(hands, "PIGGY", ["BANK", "COINS"])
    assert g.hands == hands
    assert g.discard == ["PIGGY"]
    assert g.draw_pile[-2:] == ["COINS", "BANK"]  # BANK is the top card
    assert g.dealer == 3 and g.round == 1
    assert g.stacks == [[], [], [], []]


def test_player_zero_starts_round_one_and_play_goes_left():
    hands = [["HOME", "HOME"] + FILL[:2], ["AUTO", "AUTO"] + FILL[:2],
             ["STOCKS", "STOCKS"] + FILL[:2], ["BANK", "BANK"] + FILL[:2]]
    g = make(hands, "PIGGY", ["JEWELS"] * 8)
    assert g.current_player == 0 and g.phase == "turn"
    seen = []
    for text in ["pair HOME HOME", "pair AUTO AUTO", "pair STOCKS STOCKS", "pair BANK BANK"]:
        seen.append(g.current_player)
        ev = g.apply(text)
        assert ev[-1].kind == "turn"
    assert seen == [0, 1, 2, 3] and g.current_player == 0


def test_next_round_the_player_to_the_previous_dealers_left_deals():
    g = play_round_out(cardkit.make(NAME, players=3, seed=21, target=5_000_000))
    assert g.round == 2 and g.dealer == 0 and g.current_player == 1
    assert [len(h) for h in g.hands] == [5, 5, 5] and len(g.discard) == 1
    assert g.stacks == [[], [], []] and len(g.draw_pile) == 110 - 16
    g = play_round_out(g)
    assert g.round == 3 and g.dealer == 1 and g.current_player == 2


def test_each_round_is_dealt_from_the_whole_deck_shuffled_by_the_seed():
    rounds = []
    for seed in (21, 21, 22):
        g = play_round_out(cardkit.make(NAME, players=3, seed=seed, target=5_000_000))
        deck = Counter(CoverYourAssets.full_deck(3, g.options))
        assert Counter(c for cards in g.zones().values() for c in cards) == deck
        assert sum(len(h) for h in g.hands) + len(g.discard) + len(g.draw_pile) == 110
        rounds.append((g.hands, g.discard, g.draw_pile))
    assert rounds[0] == rounds[1]  # the same seed shuffles the same way
    assert rounds[0] != rounds[2]


def first_legal(g):
    return g.legal_actions()[0]


def play_round_out(g, policy=first_legal):
    start = g.round
    while not g.is_over and g.round == start:
        g.apply(policy(g))
    return g


# ----- a turn: pair from hand ---------------------------------------------------------------

def test_pair_from_hand_two_identical_assets_goes_on_top_of_own_stack():
    g = make([["HOME", "HOME", "AUTO", "AUTO"], P1, P2, P3], "JEWELS", ["PIGGY", "CASH"])
    ev = play(g, "pair HOME HOME")
    assert g.stacks[0] == [["HOME", "HOME"]]
    assert kinds(ev) == ["pair", "draw", "turn"]
    assert ev[0].data == {"cards": ["HOME", "HOME"], "value": 40_000}
    assert "$40,000" in str(ev[0])
    ev = play(g, *OTHERS, "pair AUTO AUTO")
    assert g.stacks[0] == [["HOME", "HOME"], ["AUTO", "AUTO"]]  # the new set on top


@pytest.mark.parametrize("wild", ["GOLD", "SILVER"])
def test_pair_from_hand_one_asset_and_one_wild(wild):
    g = make([["STAMPS", wild, "AUTO", "HOME"], FILL, FILL, FILL], "JEWELS")
    play(g, f"pair {wild} STAMPS")  # either order is read; the asset is written first
    assert g.stacks[0] == [["STAMPS", wild]]
    assert g.history[-1][1] == f"pair STAMPS {wild}"
    assert g.stack_values()[0] == 5_000 + TABLE[wild][0]


@pytest.mark.parametrize("text", ["pair GOLD SILVER", "pair SILVER GOLD", "pair SILVER SILVER"])
def test_two_wilds_are_refused_as_a_set(text):
    g = make([["GOLD", "SILVER", "SILVER", "HOME"], FILL, FILL, FILL], "SILVER")
    illegal(g, text, "two wilds never make a set")
    assert "pair GOLD SILVER" not in map(str, g.legal_actions())
    illegal(g, "take GOLD", "two wilds never make a set")  # the discard is a wild too
    illegal(g, "take SILVER", "two wilds never make a set")


def test_never_more_than_two_cards_in_a_new_set():
    g = make([["HOME", "HOME", "HOME", "AUTO"], FILL, FILL, FILL], "JEWELS")
    illegal(g, "pair HOME HOME HOME", "not a Cover Your Assets action")
    assert all(len(a.args) <= 2 for a in g.legal_actions())


def test_two_different_assets_are_no_set():
    g = make([["HOME", "AUTO", "STOCKS", "BANK"], FILL, FILL, FILL], "JEWELS")
    illegal(g, "pair HOME AUTO", "different assets")
    illegal(g, "pair HOME HOME", "you hold 1 HOME")


def test_only_the_top_set_of_a_stack_is_visible_and_at_stake():
    g = make([["HOME", "HOME", "AUTO", "AUTO"], ["HOME", "CASH", "STAMPS", "PIGGY"],
              FILL, FILL], "JEWELS", ["BANK"] * 6)
    play(g, "pair HOME HOME", "steal 0 HOME", "yield")  # player 1 wins the HOME set ...
    g = make([["HOME", "HOME", "AUTO", "AUTO"], ["HOME", "AUTO", "STOCKS", "STOCKS"],
              P2, P3], "JEWELS", ["JEWELS"] * 8)
    play(g, "pair HOME HOME", *OTHERS, "pair AUTO AUTO")
    # ... but once AUTO AUTO covers it, only the AUTO set is at stake
    illegal(g, "steal 0 HOME", "does not match player 0's AUTO set")
    assert g.observation(1)["top_sets"][0] == ["AUTO", "AUTO"]
    play(g, "steal 0 AUTO", "yield")
    assert g.stacks[0] == [["HOME", "HOME"]]
    assert g.stacks[1] == [["STOCKS", "STOCKS"], ["AUTO", "AUTO", "AUTO"]]
    assert g.observation(2)["top_sets"][0] == ["HOME", "HOME"]  # the HOME set shows again


# ----- a turn: pair with the discard --------------------------------------------------------

def test_take_pairs_the_top_discard_with_a_hand_card():
    g = make([["HOME", "AUTO", "STOCKS", "BANK"], FILL, FILL, FILL], "HOME", ["PIGGY"])
    ev = play(g, "take HOME")
    assert g.stacks[0] == [["HOME", "HOME"]] and g.discard == []
    assert g.hands[0] == ["AUTO", "STOCKS", "BANK", "PIGGY"]
    assert ev[0].kind == "take" and ev[0].data["value"] == 40_000


def test_take_with_a_wild_under_the_same_set_rules():
    g = make([["GOLD", "AUTO", "STOCKS", "BANK"], FILL, FILL, FILL], "HOME")
    play(g, "take GOLD")
    assert g.stacks[0] == [["HOME", "GOLD"]]
    g = make([["AUTO", "SILVER", "STOCKS", "BANK"], FILL, FILL, FILL], "GOLD")
    play(g, "take AUTO")
    assert g.stacks[0] == [["AUTO", "GOLD"]]


def test_take_needs_a_set_with_the_top_discard():
    g = make([["HOME", "AUTO", "STOCKS", "BANK"], FILL, FILL, FILL], "JEWELS")
    illegal(g, "take HOME", "HOME does not make a set with the JEWELS")
    illegal(g, "take GOLD", "you hold no GOLD")
    g = make([["HOME", "AUTO", "STOCKS", "BANK"], FILL, FILL, FILL], "HOME")
    play(g, "take HOME")
    play(g, "discard COINS")  # player 1: nothing else possible
    assert g.discard == ["COINS"]
    play(g, "take COINS")  # player 2 pairs it with their own COINS
    assert g.discard == [] and g.stacks[2] == [["COINS", "COINS"]]


def test_take_refused_when_the_discard_pile_is_empty():
    g = make([["HOME", "HOME", "STOCKS", "BANK"], ["HOME", "PIGGY", "PIGGY", "CASH"],
              FILL, FILL], "HOME", ["AUTO"])
    play(g, "take HOME")
    illegal(g, "take PIGGY", "discard pile is empty")


# ----- a turn: steal ------------------------------------------------------------------------

def fight_deck(p0_extra, p1):
    """Player 0 pairs HOME HOME and holds ``p0_extra``; player 1 challenges with ``p1``."""
    return [["HOME", "HOME"] + p0_extra, p1, FILL, FILL]


def test_steal_fight_of_several_exchanges_won_by_the_defender():
    g = make(fight_deck(["SILVER", "HOME"], ["HOME", "GOLD", "SILVER", "PIGGY"]), "JEWELS",
             ["AUTO", "AUTO", "BANK", "BANK", "CASH", "CASH"])
    play(g, "pair HOME HOME")
    assert g.hands[0] == ["SILVER", "HOME", "AUTO", "AUTO"]
    ev = play(g, "steal 0 HOME")
    assert g.phase == "defend" and g.current_player == 0
    assert ev[0].data["asset"] == "HOME" and "challenges player 0's HOME set" in str(ev[0])
    play(g, "defend SILVER")
    assert g.phase == "counter" and g.current_player == 1
    play(g, "defend GOLD")
    assert g.phase == "defend" and g.current_player == 0
    play(g, "defend HOME")
    assert g.zones()["fight"] == ["HOME", "SILVER", "GOLD", "HOME"]
    assert [str(a) for a in g.legal_actions()] == ["defend SILVER", "yield"]
    ev = play(g, "yield")  # player 1 stops, although a SILVER is left
    assert kinds(ev) == ["yield", "fight", "draw", "draw", "turn"]
    # the shown cards join the defender's set, which stays on top of their stack
    assert g.stacks[0] == [["HOME", "HOME", "HOME", "SILVER", "GOLD", "HOME"]]
    assert g.stacks[1] == []
    assert ev[1].data["winner"] == 0 and ev[1].data["value"] == 4 * 20_000 + 25_000 + 50_000
    assert g.stack_values() == {0: 155_000, 1: 0, 2: 0, 3: 0}
    # challenger draws first, then the defender
    assert [(e.player, e.data["count"]) for e in ev if e.kind == "draw"] == [(1, 2), (0, 2)]
    assert g.hands[1] == ["SILVER", "PIGGY", "BANK", "BANK"]
    assert g.hands[0] == ["AUTO", "AUTO", "CASH", "CASH"]
    assert g.zones()["fight"] == [] and g.phase == "turn" and g.current_player == 2


def test_steal_fight_of_several_exchanges_won_by_the_challenger():
    g = make(fight_deck(["SILVER", "HOME"], ["HOME", "GOLD", "SILVER", "PIGGY"]), "JEWELS",
             ["AUTO", "AUTO", "BANK", "BANK", "CASH", "CASH"])
    play(g, "pair HOME HOME", "steal 0 HOME", "defend SILVER", "defend GOLD", "defend HOME",
         "defend SILVER")
    assert g.current_player == 0
    assert [str(a) for a in g.legal_actions()] == ["yield"]  # nothing left that matches
    illegal(g, "defend AUTO", "AUTO does not match the HOME set")
    ev = play(g, "yield")
    assert g.stacks[0] == []
    assert g.stacks[1] == [["HOME", "HOME", "HOME", "SILVER", "GOLD", "HOME", "SILVER"]]
    assert ev[1].data["winner"] == 1 and g.stack_values()[1] == 180_000
    assert "Player 1 wins player 0's HOME set" in str(ev[1])


def test_defender_who_gives_in_at_once_loses_the_set_and_the_challenger_keeps_the_shown_card():
    g = make(fight_deck(["HOME", "AUTO"], ["SILVER", "CASH", "STAMPS", "PIGGY"]), "JEWELS")
    play(g, "pair HOME HOME", "steal 0 SILVER")
    assert [str(a) for a in g.legal_actions()] == ["defend HOME", "yield"]
    play(g, "yield")  # the defender may give in while holding a HOME
    assert g.stacks[1] == [["HOME", "HOME", "SILVER"]] and g.stacks[0] == []


def test_steal_of_a_set_whose_asset_is_only_partly_wild():
    g = make([["HOME", "GOLD", "JEWELS", "AUTO"], ["JEWELS", "HOME", "SILVER", "PIGGY"],
              FILL, FILL], "CASH")
    play(g, "pair HOME GOLD")
    assert g.stacks[0] == [["HOME", "GOLD"]]
    # the set's asset is HOME, its non-wild card: a JEWELS does not challenge it
    illegal(g, "steal 0 JEWELS", "JEWELS does not match player 0's HOME set")
    assert {str(a) for a in g.legal_actions() if a.kind == "steal"} == {"steal 0 HOME",
                                                                       "steal 0 SILVER"}
    play(g, "steal 0 HOME")
    illegal(g, "defend JEWELS", "JEWELS does not match the HOME set")
    play(g, "yield")
    assert g.stacks[1] == [["HOME", "GOLD", "HOME"]] and g.stack_values()[1] == 90_000


def test_steal_needs_another_player_with_a_set_and_a_matching_card():
    g = make([["HOME", "HOME", "AUTO", "AUTO"], ["HOME", "AUTO", "STAMPS", "PIGGY"],
              FILL, FILL], "JEWELS")
    illegal(g, "steal 1 HOME", "player 1 has no set")
    play(g, "pair HOME HOME")
    illegal(g, "steal 1 HOME", "cannot steal from yourself")
    illegal(g, "steal 0 AUTO", "AUTO does not match player 0's HOME set")
    illegal(g, "steal 0 GOLD", "you hold no GOLD")
    illegal(g, "steal 7 HOME", "there is no player 7")
    illegal(g, "steal 2 HOME", "player 2 has no set")


def test_only_defend_or_yield_during_a_fight():
    g = make(fight_deck(["HOME", "AUTO"], ["HOME", "AUTO", "AUTO", "PIGGY"]), "JEWELS")
    play(g, "pair HOME HOME", "steal 0 HOME")
    illegal(g, "pair AUTO AUTO", "must answer with defend CARD")
    illegal(g, "defend AUTO", "AUTO does not match")
    with pytest.raises(IllegalMove, match="turn"):
        g.apply("yield", player=1)
    g2 = make(fight_deck(["HOME", "AUTO"], FILL), "JEWELS")
    illegal(g2, "defend HOME", "no fight going on")
    illegal(g2, "yield", "no fight going on")


def test_a_set_stolen_goes_on_top_of_the_winners_stack_and_uncovers_the_losers_next_set():
    g = make([["HOME", "HOME", "AUTO", "AUTO"], ["STOCKS", "STOCKS", "AUTO", "CASH"],
              P2, P3], "JEWELS", ["JEWELS"] * 8)
    play(g, "pair HOME HOME", *OTHERS, "pair AUTO AUTO", "steal 0 AUTO", "yield")
    assert g.stacks[1] == [["STOCKS", "STOCKS"], ["AUTO", "AUTO", "AUTO"]]
    assert g.stacks[0] == [["HOME", "HOME"]]


# ----- a turn: discard and draw ------------------------------------------------------------

def test_discard_refused_while_a_pair_is_possible():
    g = make([["HOME", "HOME", "CASH", "STAMPS"], FILL, FILL, FILL], "JEWELS")
    illegal(g, "discard CASH", "you could 'pair HOME HOME'")
    assert not [a for a in g.legal_actions() if a.kind == "discard"]


def test_discard_refused_while_a_take_is_possible():
    g = make([["HOME", "CASH", "STAMPS", "PIGGY"], FILL, FILL, FILL], "HOME")
    illegal(g, "discard CASH", "you could 'take HOME'")


def test_discard_refused_while_a_steal_is_possible():
    g = make([["HOME", "HOME", "AUTO", "AUTO"], ["HOME", "CASH", "STAMPS", "PIGGY"], FILL, FILL],
             "JEWELS")
    play(g, "pair HOME HOME")
    illegal(g, "discard CASH", "you could 'steal 0 HOME'")


def test_discard_when_nothing_else_is_possible_then_draw():
    g = make([["HOME", "CASH", "STAMPS", "PIGGY"], FILL, FILL, FILL], "JEWELS", ["AUTO"])
    assert {a.kind for a in g.legal_actions()} == {"discard"}
    ev = play(g, "discard CASH")
    assert g.discard == ["JEWELS", "CASH"] and g.hands[0] == ["HOME", "STAMPS", "PIGGY", "AUTO"]
    assert kinds(ev) == ["discard", "draw", "turn"]
    illegal(g, "discard GOLD", "you hold no GOLD")


def test_option_free_discard_allows_a_discard_at_any_time():
    g = make([["HOME", "HOME", "CASH", "STAMPS"], FILL, FILL, FILL], "HOME", free_discard=True)
    assert "discard CASH" in map(str, g.legal_actions())
    play(g, "discard HOME")
    assert g.discard == ["HOME", "HOME"]


# ----- drawing, the draw pile running out, the end of a round --------------------------------

def test_at_the_end_of_the_turn_the_player_draws_back_up():
    g = make([["HOME", "HOME", "AUTO", "AUTO"], FILL, FILL, FILL], "JEWELS", ["PIGGY", "CASH"])
    ev = play(g, "pair HOME HOME")
    assert g.hands[0] == ["AUTO", "AUTO", "PIGGY", "CASH"]
    assert ev[1].kind == "draw" and ev[1].data["count"] == 2


def tie_round():
    """Two players, a whole round scripted so that both stacks end at $680,000.

    Each turn a player pairs the set its previous draw completed; player 0 keeps one
    PIGGY to the very end and takes the turned-up PIGGY with it.
    """
    common = [("JEWELS", "GOLD"), ("AUTO", "GOLD"), ("HOME", "SILVER"), ("HOME", "SILVER"),
              ("HOME", "HOME"), ("JEWELS", "SILVER"), ("AUTO", "SILVER")]
    p0 = (common + [("JEWELS", "JEWELS")] * 2 + [("AUTO", "AUTO")]
          + [("STOCKS", "STOCKS")] * 3 + [("BANK", "BANK")] * 2 + [("COINS", "COINS")] * 2
          + [("BASEBALL", "BASEBALL")] * 3 + [("CASH", "CASH")] * 2 + [("STAMPS", "STAMPS")] * 3
          + [("PIGGY", "PIGGY")] * 2)                 # 27 sets, then PIGGY + the turned-up PIGGY
    p1 = (common + [("JEWELS", "JEWELS")] + [("AUTO", "AUTO")] * 2
          + [("STOCKS", "STOCKS")] * 2 + [("BANK", "BANK")] * 3 + [("COINS", "COINS")] * 3
          + [("BASEBALL", "BASEBALL")] * 2 + [("CASH", "CASH")] * 2 + [("STAMPS", "STAMPS")] * 2
          + [("PIGGY", "PIGGY")] * 2 + [("CASH", "CASH")])  # 27 sets, the last CASH drawn alone
    assert len(p0) == len(p1) == 27
    assert worth([c for s in p0 for c in s]) + 10_000 == worth([c for s in p1 for c in s]) == 680_000
    hands = [list(p0[0] + p0[1]) + ["PIGGY"], list(p1[0] + p1[1]) + ["CASH"]]
    draws = []
    for k in range(25):
        draws += p0[k + 2]
        draws += p1[k + 2] if k < 24 else p1[26][1:]
    deck = stacked(hands, "PIGGY", draws)
    assert Counter(deck) == Counter(CoverYourAssets.full_deck(2, CoverYourAssets.Options()))
    script = []
    for k in range(27):
        script += ["pair " + " ".join(p0[k]), "pair " + " ".join(p1[k])]
    return deck, script + ["take PIGGY"]


def test_draw_pile_running_out_and_the_round_ending():
    deck, script = tie_round()
    g = cardkit.make(NAME, players=2, seed=5, deck=deck)
    log = [(g.current_player, t, play(g, t)) for t in script]
    empty_at = [i for i, (_, _, ev) in enumerate(log) if "empty" in kinds(ev)]
    assert empty_at == [49]  # player 1's 25th turn draws the last card
    assert "draws 1 card." in str(log[49][2][1])
    # with the draw pile empty, play goes on without drawing
    assert all("draw" not in kinds(ev) for _, _, ev in log[50:])
    assert [p for p, _, _ in log[50:]] == [0, 1, 0, 1, 0]
    last = log[-1][2]
    assert kinds(last)[:2] == ["take", "round_end"]
    assert "no player holds a card" in str(last[1])
    scores = [e for e in last if e.kind == "score"]
    assert [(e.player, e.data["stack"]) for e in scores] == [(0, 680_000), (1, 680_000)]
    assert g.scores() == {0: 680_000, 1: 680_000} and not g.is_over
    # the next round is dealt at once: player 0 deals, player 1 starts
    assert kinds(last)[-1] == "deal" and g.round == 2 and g.dealer == 0
    assert g.current_player == 1 and [len(h) for h in g.hands] == [5, 5]


def test_a_tie_shares_the_win():
    deck, script = tie_round()
    g = cardkit.make(NAME, players=2, seed=5, deck=deck, target=600_000)
    ev = play(g, *script)
    assert g.is_over and g.current_player is None and g.legal_actions() == []
    assert g.winners() == [0, 1]
    assert "player 0 and player 1 share the win" in str(ev[-1]).lower()
    # the final round's stacks stay on the table
    assert worth(stack_cards(g, 0)) == worth(stack_cards(g, 1)) == 680_000
    with pytest.raises(IllegalMove, match="over"):
        g.apply("yield")


def test_player_with_no_cards_is_passed_over():
    passes = 0
    for seed in range(12):
        g = cardkit.make(NAME, players=5, seed=seed)
        while not g.is_over:
            before = [len(h) for h in g.hands]
            turn_player, rnd = g.turn_player, g.round
            ev = g.apply(first_legal(g))
            if g.round != rnd or g.is_over or ev[-1].kind != "turn":
                continue
            skipped = [e.player for e in ev if e.kind == "pass"]
            passes += len(skipped)
            nxt = ev[-1].player
            expected = [(turn_player + k) % 5 for k in range(1, 5)]
            expected = expected[:expected.index(nxt)] if nxt in expected else expected
            assert skipped == expected and all(not g.hands[q] for q in skipped)
            assert g.hands[nxt]
            if skipped:
                assert not g.draw_pile and all(before[q] == 0 for q in skipped)
    assert passes > 0


def test_the_round_ends_when_no_player_holds_a_card():
    for seed in range(6):
        g = cardkit.make(NAME, players=4, seed=seed)
        while g.round == 1 and not g.is_over:
            hands = [Counter(h) for h in g.hands]
            action, actor = first_legal(g), g.current_player
            g.apply(action)
            if g.round == 1 and not g.is_over:
                assert any(g.hands), "the round goes on only while someone holds a card"
                continue
            used = {"pair": list(action.args), "take": [action.args[0]],
                    "discard": [action.args[0]]}.get(action.kind, [])
            hands[actor].subtract(used)
            assert not any(+h for h in hands), "the round ended with every hand empty"
        assert len(g.round_totals) == 1


# ----- scoring and the match ------------------------------------------------------------------

def test_after_a_round_each_player_adds_every_stack_cards_face_value_wilds_included():
    """Decision: the source says the cards 'in their hand'; hands are empty when a round
    ends, so the stack is meant (the round's last action leaves no card in any hand)."""
    g = make([["HOME", "GOLD", "AUTO", "AUTO"], FILL, FILL, FILL], "JEWELS")
    play(g, "pair HOME GOLD")
    assert g.stack_values()[0] == 70_000  # the wild counts its own face value
    deck, script = tie_round()
    g = cardkit.make(NAME, players=2, seed=5, deck=deck)
    play(g, *script[:-1])
    stacks = [stack_cards(g, p) for p in range(2)]
    assert sum(len(h) for h in g.hands) == 1  # the last card: after it every hand is empty
    ev = play(g, script[-1])
    stacks[0] += ["PIGGY", "PIGGY"]
    assert [e.data["total"] for e in ev if e.kind == "score"] == [worth(s) for s in stacks]
    assert g.round_totals == [[worth(s) for s in stacks]]


def round_gains(pre: dict, action, events) -> list[int]:
    """The stack values scored at a round's end (``events``, caused by ``action`` from the
    zones ``pre``), checked: every card of the deck is in a stack or on the discard pile, so
    the gains add up to the deck's value less the discard pile's."""
    gained = [e.data["stack"] for e in events if e.kind == "score"]
    discard = list(pre["discard pile"])
    if action.kind == "discard":
        discard.append(action.args[0])
    elif action.kind == "take":
        discard.pop()
    assert sum(gained) == DECK_VALUE - worth(discard)
    return gained


def test_rounds_are_played_until_a_total_reaches_the_target_then_the_highest_wins():
    for seed, players in [(2, 2), (8, 4), (3, 6)]:
        g = cardkit.make(NAME, players=players, seed=seed)
        totals, rounds = [0] * players, 0
        while not g.is_over:
            pre = {k: list(v) for k, v in g.zones().items()}
            action = first_legal(g)
            ev = g.apply(action)
            if "round_end" not in kinds(ev):
                continue
            rounds += 1
            gained = round_gains(pre, action, ev)
            totals = [t + v for t, v in zip(totals, gained, strict=True)]
            assert g.scores() == dict(enumerate(totals))
            assert g.is_over == (max(totals) >= 1_000_000)
        assert rounds >= 2, "a match to $1,000,000 takes several rounds"
        assert g.round == rounds and len(g.round_totals) == rounds
        best = max(totals)
        assert g.winners() == [p for p in range(players) if totals[p] == best]
        assert max(g.round_totals[-2]) < 1_000_000 <= best


def test_option_target_sets_the_goal():
    deck, script = tie_round()
    g = cardkit.make(NAME, players=2, seed=5, deck=deck, target=680_001)
    play(g, *script)
    assert not g.is_over and g.round == 2
    g = cardkit.make(NAME, players=2, seed=5, deck=deck, target=680_000)
    play(g, *script)
    assert g.is_over and g.round == 1


@pytest.mark.parametrize("bad", [0, -5, 100_000_001, 1.5, "1000000", True])
def test_option_target_is_validated(bad):
    with pytest.raises(ConfigError, match="target"):
        cardkit.make(NAME, players=4, target=bad)


def test_bad_options_and_decks_raise_config_error():
    with pytest.raises(ConfigError, match="free_discards"):
        cardkit.make(NAME, players=4, free_discards=True)
    with pytest.raises(ConfigError, match="free_discard"):
        cardkit.make(NAME, players=4, free_discard="yes")
    with pytest.raises(ConfigError, match="DIAMOND"):
        cardkit.make(NAME, players=4, deck=["DIAMOND"])
    with pytest.raises(ConfigError, match="5 × GOLD"):
        cardkit.make(NAME, players=4, deck=["GOLD"] * 5)
    with pytest.raises(ConfigError, match="deck"):
        cardkit.make(NAME, players=4, deck="GOLD")


# ----- action texts -----------------------------------------------------------------------

def test_action_texts_are_canonical_and_read_back():
    g = make([["HOME", "SILVER", "HOME", "AUTO"], ["HOME", "AUTO", "CASH", "PIGGY"], FILL, FILL],
             "HOME")
    texts = [str(a) for a in g.legal_actions()]
    assert texts == ["pair HOME HOME", "pair HOME SILVER", "pair AUTO SILVER", "take SILVER",
                     "take HOME"]
    for a in g.legal_actions():
        assert g.parse(str(a)) == a
    assert g.parse("PAIR silver home") == g.parse("pair HOME SILVER")
    play(g, "pair HOME HOME")
    assert "steal 0 HOME" in map(str, g.legal_actions())
    assert g.parse("Steal 0 home").args == (0, "HOME")


@pytest.mark.parametrize("text, match", [
    ("fly away", "not a Cover Your Assets action"), ("pair HOME", "pair CARD CARD"),
    ("take DIAMOND", "DIAMOND is not a card"), ("steal x HOME", "steal P CARD"),
    ("yield now", "yield"), ("discard", "discard CARD"),
])
def test_malformed_texts_are_refused_with_the_action_forms(text, match):
    g = make([["HOME", "HOME", "AUTO", "AUTO"], FILL, FILL, FILL], "JEWELS")
    illegal(g, text, match)


# ----- properties -----------------------------------------------------------------------------

@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6), free=st.booleans(),
       data=st.data())
def test_scores_and_stack_values_are_what_the_rules_count(seed, players, free, data):
    g = cardkit.make(NAME, players=players, seed=seed, free_discard=free, target=400_000)
    totals = [0] * players
    while not g.is_over:
        legal = g.legal_actions()
        pre = {k: list(v) for k, v in g.zones().items()}
        action = legal[data.draw(st.integers(0, len(legal) - 1))]
        ev = g.apply(action)
        if "round_end" in kinds(ev):
            gained = round_gains(pre, action, ev)
            totals = [t + v for t, v in zip(totals, gained, strict=True)]
        assert g.stack_values() == {p: worth(stack_cards(g, p)) for p in range(players)}
        assert g.scores() == dict(enumerate(totals))
        # every set is two identical assets or one asset with wilds added only by fights
        for p in range(players):
            for s in g.stacks[p]:
                assert len(s) >= 2 and all(c == asset_of(s) or c in ("GOLD", "SILVER") for c in s)
                assert s[0] == asset_of(s)  # the engine reads a set's asset from its first card
        json.dumps(g.observation(g.current_player or 0))
    assert g.scores() == dict(enumerate(totals))
    # the final round stays on the table: the last totals include those stacks
    last = g.round_totals[-1]
    before = g.round_totals[-2] if len(g.round_totals) > 1 else [0] * players
    gained = [a - b for a, b in zip(last, before, strict=True)]
    assert gained == [worth(stack_cards(g, p)) for p in range(players)]


def test_observation_hides_other_hands_and_the_draw_pile():
    g = cardkit.make(NAME, players=4, seed=9)
    obs = g.observation(1)
    assert obs["hand"] == g.hands[1] and obs["hand_sizes"] == [4, 4, 4, 4]
    text = json.dumps(obs)
    assert "draw_pile\"" not in text and "hands" not in obs
    assert g.unseen(1) == Counter(g.draw_pile) + Counter(g.hands[0] + g.hands[2] + g.hands[3])
    assert obs["legal"] == [] and g.observation(0)["legal"]


def test_codes_cover_the_table():
    assert set(CODES) == set(TABLE)


# ----- the sensible strategy ---------------------------------------------------------------------

def test_sensible_strategy_plays_legally_and_beats_random():
    from cardkit import sim
    from cardkit.agents import strategies

    assert strategies(NAME)["sensible"].name == "sensible"
    two = sim.run(NAME, ["sensible", "random"], games=150, seed=4, players=2, progress=False)
    two_b = sim.run(NAME, ["random", "sensible"], games=150, seed=5, players=2, progress=False)
    for df in (two, two_b):
        rate = df[df.strategy == "sensible"].winner.mean()
        assert rate > 0.7, rate
        assert df[df.strategy == "sensible"].score.mean() > df[df.strategy == "random"].score.mean()
    four = sim.run(NAME, ["sensible", "random", "random", "random"], games=100, seed=6,
                   players=4, progress=False)
    assert four[four.strategy == "sensible"].winner.mean() > 0.5  # a fair share is 0.25


def test_sensible_strategy_steals_a_rich_set_it_is_sure_to_win_and_keeps_wilds():
    from cardkit.agents.cover_your_assets import CoverSensible

    bot = CoverSensible()
    g = make([["HOME", "HOME", "AUTO", "AUTO"], ["HOME", "GOLD", "SILVER", "AUTO"], P2, P3],
             "JEWELS")
    play(g, "pair HOME HOME")
    # player 0 holds AUTO AUTO plus two drawn cards; player 1 has three matching cards
    choice = bot.choose(g, 1)
    assert choice.kind == "steal" and choice.args == (0, "HOME")  # the non-wild shown first
    g = make([["HOME", "SILVER", "AUTO", "AUTO"], P1, P2, P3], "JEWELS")
    assert str(bot.choose(g, 0)) == "pair AUTO AUTO"  # the wild is kept for fights
