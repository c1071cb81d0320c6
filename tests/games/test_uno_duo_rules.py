"""UNO Duo: one scenario per rule sentence of rules/uno-duo.md, with stacked decks.

Most scenarios use ``deal``: both players ``keep`` every drafted card, so
player 0 holds ``h0``, player 1 holds ``h1`` (player 1 plays first in round 1),
``up`` is the turned-up card and ``then`` the top of the draw pile.
"""
import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario import kinds, play

import cardkit
from cardkit import ConfigError, IllegalMove
from cardkit.games.uno_duo import Options, UnoDuo

H0 = ["R1", "R2", "Y1", "Y2", "G1", "G2", "B1"]      # 10 points, no action cards
SKIPS = ["RSKIP", "RSKIP", "YSKIP", "YSKIP", "GSKIP", "GSKIP", "BSKIP"]
FILL_PREFERENCE = [f"{c}{n}" for n in "9876543" for c in "BGYR"]


def points(code):
    """Card points, written out again from the rules file."""
    if code == "WILD":
        return 15
    if code == "WILD+4":
        return 20
    return int(code[1:]) if code[1:].isdigit() else 10


def fillers(used, **opts):
    pool = Counter(UnoDuo.full_deck(2, Options(**opts))) - Counter(used)
    out = []
    for c in FILL_PREFERENCE:
        while pool[c] > 0 and len(out) < 14:
            pool[c] -= 1
            out.append(c)
    return out


def deck_for(h0, h1, up, then=(), fill=None, **opts):
    assert len(h0) == len(h1) == 7
    fill = fill or fillers(list(h0) + list(h1) + [up] + list(then), **opts)
    deck = []
    for i in range(7):
        deck += [h0[i], fill[2 * i], h1[i], fill[2 * i + 1]]
    return deck + [up] + list(then)


def deal(h0=H0, h1=SKIPS, up="R3", then=(), seed=1, fill=None, **opts):
    g = cardkit.make("uno-duo", seed=seed, deck=deck_for(h0, h1, up, then, fill, **opts), **opts)
    for _ in range(14):
        g.apply("keep")
    return g


def legal(g):
    return {str(a) for a in g.legal_actions()}


def hand(g, p):
    return Counter(g.hands[p])


def illegal(g, text, *fragments):
    before = g.to_json()
    with pytest.raises(IllegalMove) as e:
        g.apply(text)
    for f in fragments:
        assert f in e.value.reason, e.value.reason
    assert g.to_json() == before
    return e.value.reason


def draw_until_empty(g):
    """Both players draw (and keep) until the draw pile is empty; nobody plays."""
    while g.draw_pile:
        play(g, "keep" if g.phase == "drawn" else "draw")
    if g.phase == "drawn":
        play(g, "keep")


# ----- components ---------------------------------------------------------------------------

@pytest.mark.parametrize("players", [1, 3, 4, 0, "2"])
def test_exactly_two_players(players):
    with pytest.raises(ConfigError, match="2"):
        cardkit.make("uno-duo", players=players)
    assert cardkit.make("uno-duo", seed=1).players == 2


def test_112_card_deck_25_cards_per_colour():
    deck = Counter(UnoDuo.full_deck(2, Options()))
    assert sum(deck.values()) == 112
    for c in "RYGB":
        assert deck[f"{c}0"] == 1
        assert all(deck[f"{c}{n}"] == 2 for n in range(1, 10))
        assert deck[f"{c}+2"] == deck[f"{c}SKIP"] == deck[f"{c}REV"] == 2
        assert sum(n for code, n in deck.items() if code[0] == c) == 25
    assert deck["WILD+4"] == 4


def test_decision_four_extra_cards_play_as_wilds_so_default_deck_has_8_wild():
    assert Counter(UnoDuo.full_deck(2, Options()))["WILD"] == 8
    g = cardkit.make("uno-duo", seed=3)
    assert sum(Counter(c for z in g.zones().values() for c in z).values()) == 112


def test_option_classic_deck_uses_108_cards_with_4_wild():
    deck = Counter(UnoDuo.full_deck(2, Options(classic_deck=True)))
    assert sum(deck.values()) == 108 and deck["WILD"] == 4 and deck["WILD+4"] == 4
    g = cardkit.make("uno-duo", seed=3, classic_deck=True)
    assert sum(len(z) for z in g.zones().values()) == 108
    with pytest.raises(ConfigError, match="WILD"):
        cardkit.make("uno-duo", classic_deck=True, deck=["WILD"] * 5)
    cardkit.make("uno-duo", deck=["WILD"] * 8)  # the default deck holds 8


def test_card_points_numbers_actions_10_wild_15_wild_draw_four_20():
    from cardkit.games.uno_duo import POINTS
    assert POINTS["R0"] == 0 and POINTS["Y7"] == 7 and POINTS["B9"] == 9
    assert POINTS["G+2"] == POINTS["RSKIP"] == POINTS["BREV"] == 10
    assert POINTS["WILD"] == 15 and POINTS["WILD+4"] == 20
    assert all(POINTS[c] == points(c) for c in UnoDuo.all_codes())


def test_lowest_total_wins_and_lower_wins_is_declared():
    assert UnoDuo.lower_wins is True
    g, _ = match_past_200()
    assert g.winners() == [1] and g.scores()[1] < g.scores()[0]


# ----- drafting -----------------------------------------------------------------------------

def test_round_one_player_0_drafts_first_and_steps_alternate():
    g = cardkit.make("uno-duo", seed=4)
    order = []
    while g.phase == "draft":
        order.append(g.current_player)
        g.apply("keep")
    assert order == [0, 1] * 7


def test_keep_takes_the_top_card_and_the_next_goes_face_up_to_the_draft_discard_pile():
    g = cardkit.make("uno-duo", seed=1, deck=["R5", "G7", "B2", "Y9"])
    ev = play(g, "keep")
    assert g.hands[0] == ["R5"] and g.draft_discard == ["G7"]
    assert ev[0].kind == "draft" and "G7" in str(ev[0]) and "R5" not in str(ev[0])
    assert g.current_player == 1


def test_discard_puts_the_top_card_on_the_draft_pile_and_the_next_must_be_kept():
    g = cardkit.make("uno-duo", seed=1, deck=["R5", "G7", "B2", "Y9"])
    play(g, "keep", "discard")
    assert g.hands[1] == ["Y9"] and g.draft_discard == ["G7", "B2"]
    assert g.current_player == 0


def test_draft_sees_the_top_card_only_the_drafter():
    g = cardkit.make("uno-duo", seed=1, deck=["R5", "G7"])
    assert g.observation(0)["looking_at"] == "R5"
    assert g.observation(1)["looking_at"] is None
    assert g.unseen(0)["R5"] == 1 and g.unseen(1)["R5"] == 2


def test_draft_leaves_7_and_7_cards_and_14_under_the_deck():
    # alternate keep and discard so both kinds of step occur
    g = cardkit.make("uno-duo", seed=9, deck=deck_for(H0, SKIPS, "R3"))
    shown = []
    for i in range(14):
        ev = g.apply("keep" if i % 3 else "discard")
        shown.append(ev[0].data["discarded"])
    assert [len(h) for h in g.hands] == [7, 7]
    assert g.draft_discard == []
    assert len(g.draw_pile) == 112 - 14 - 1  # 14 in hands, 14 back under, 1 turned up
    # the pile turned over: its first card comes up first, after the rest of the deck
    assert g.draw_pile[::-1][-14:] == shown
    assert g.discard and len(g.discard) == 1


def test_first_drafter_alternates_each_round():
    g = deal()
    assert g.first_drafter == 0
    quick_round(g)
    assert g.round_no == 2 and g.phase == "draft"
    assert g.first_drafter == 1 and g.current_player == 1
    assert sum(len(z) for z in g.zones().values()) == 112


def quick_round(g):
    """Player 1 (holding the seven Skips) plays them all and goes out."""
    assert Counter(g.hands[1]) == Counter(SKIPS)
    return play(g, "play RSKIP", "play RSKIP", "play YSKIP", "play YSKIP", "play GSKIP",
                "play GSKIP uno", "play BSKIP")


# ----- starting the round -------------------------------------------------------------------

def test_turned_up_card_starts_the_discard_pile_and_the_other_player_plays_first():
    g = deal(up="R3")
    assert g.discard == ["R3"] and g.colour == "R"
    assert g.current_player == 1 and g.phase == "turn"
    assert "play RSKIP" in legal(g) and "draw" in legal(g)


def test_turned_up_number_card_first_player_takes_a_normal_turn():
    g = deal(h1=["R5", "Y3", "G7", "G8", "B2", "B4", "WILD"], up="R3")
    assert g.current_player == 1 and g.phase == "turn"
    assert legal(g) == {"play R5", "play Y3", "draw"} | {f"play WILD {c}" for c in
                                                         ("red", "yellow", "green", "blue")}


def test_turned_up_draw_two_first_player_draws_2_and_turn_ends_without_stacking():
    g = deal(h1=["R+2", "Y+2"] + SKIPS[:5], up="G+2", then=["B9", "B8"])
    assert g.current_player == 0 and g.phase == "turn" and g.volley == 0
    assert hand(g, 1)["B9"] == 1 and hand(g, 1)["B8"] == 1 and len(g.hands[1]) == 9


def test_turned_up_wild_draw_four_first_drafter_names_colour_then_first_player_draws_4():
    g = deal(up="WILD+4", then=["B9", "B8", "B7", "B6"])
    assert g.phase == "colour" and g.current_player == 0
    assert legal(g) == {"colour red", "colour yellow", "colour green", "colour blue"}
    illegal(g, "play R1", "colour")
    ev = play(g, "colour green")
    assert g.colour == "G" and len(g.hands[1]) == 11
    assert "challenge" not in kinds(ev) and g.phase == "turn" and g.current_player == 0


def test_turned_up_skip_the_other_player_plays_first_instead():
    g = deal(h1=["R5", "Y6", "G7", "G8", "B2", "B4", "B6"], up="YSKIP")
    assert g.current_player == 0 and g.phase == "turn" and len(g.hands[1]) == 7


def test_turned_up_reverse_first_player_must_play_every_card_of_its_colour():
    g = deal(h1=["R5", "RSKIP", "R7", "Y1", "Y2", "G1", "WILD"], up="RREV")
    assert g.phase == "run" and g.current_player == 1
    assert legal(g) == {"play R5", "play RSKIP", "play R7"}  # no done, no other colour
    illegal(g, "done", "red")
    illegal(g, "play Y1", "red")
    play(g, "play R5", "play R7")
    ev = play(g, "play RSKIP")  # the last card is a Skip: player 1 goes again
    assert g.phase == "turn" and g.current_player == 1 and g.colour == "R"
    assert "skip" in kinds(ev) and Counter(g.hands[1]) == Counter(["Y1", "Y2", "G1", "WILD"])


def test_turned_up_reverse_run_ending_on_draw_two_starts_a_volley():
    g = deal(h1=["R5", "R+2", "Y1", "Y2", "G1", "G2", "B1"], up="RREV")
    play(g, "play R+2", "play R5")
    assert g.phase == "turn" and g.current_player == 0 and g.volley == 0
    g = deal(h1=["R5", "R+2", "Y1", "Y2", "G1", "G2", "B1"], up="RREV")
    play(g, "play R5", "play R+2")
    assert g.phase == "volley" and g.current_player == 0 and g.volley == 2


def test_decision_turned_up_reverse_with_no_card_of_its_colour_is_a_normal_turn():
    g = deal(h1=["Y5", "Y6", "G1", "G2", "B1", "B2", "WILD"], up="RREV")
    assert g.phase == "turn" and g.current_player == 1
    assert "draw" in legal(g) and "play WILD red" in legal(g)


def test_turned_up_wild_first_drafter_names_colour_then_first_player_plays():
    g = deal(h1=["Y5", "B6", "G1", "G2", "B1", "B2", "R9"], up="WILD")
    assert g.phase == "colour" and g.current_player == 0
    play(g, "colour blue")
    assert g.phase == "turn" and g.current_player == 1 and g.colour == "B"
    assert legal(g) == {"play B6", "play B1", "play B2", "draw"}
    illegal(g, "play Y5", "blue")


# ----- a turn -------------------------------------------------------------------------------

def test_play_matches_colour_number_or_symbol_or_any_wild():
    g = deal(h0=["Y3", "YSKIP", "G1", "G2", "B1", "B2", "WILD+4"],
             h1=["R5", "Y3", "GSKIP", "B7", "B8", "B9", "WILD"], up="R3")
    assert "play R5" in legal(g) and "play Y3" in legal(g)  # colour, number
    assert "play WILD blue" in legal(g)
    illegal(g, "play B7", "does not match", "R3")
    illegal(g, "play GSKIP", "does not match")
    play(g, "play Y3")  # number on number
    play(g, "play YSKIP")  # colour
    assert g.current_player == 0
    play(g, "play WILD+4 red")
    play(g, "accept")
    assert g.current_player == 0


def test_symbol_matches_symbol():
    g = deal(h0=["Y3", "YSKIP", "G1", "G2", "B1", "B2", "WILD+4"],
             h1=["RSKIP", "Y3", "GSKIP", "B7", "B8", "B9", "WILD"], up="R3")
    play(g, "play RSKIP")
    assert "play GSKIP" in legal(g)
    play(g, "play GSKIP")
    assert g.colour == "G"


def test_wild_names_a_colour_in_the_same_action_and_opponent_must_play_it():
    g = deal(h0=["Y3", "YSKIP", "G1", "G2", "B1", "B2", "WILD+4"],
             h1=["R5", "Y4", "GSKIP", "B7", "B8", "B9", "WILD"], up="R3")
    illegal(g, "play WILD", "names a colour")
    illegal(g, "play R5 blue", "only a Wild")
    ev = play(g, "play WILD green")
    assert g.colour == "G" and g.current_player == 0 and "names green" in str(ev[0])
    assert legal(g) >= {"play G1", "play G2", "play WILD+4 red"}
    illegal(g, "play Y3", "green")
    illegal(g, "play B1", "green")


def test_no_one_is_ever_obliged_to_play():
    g = deal(h1=["R5", "R6", "R7", "R8", "R9", "RSKIP", "R+2"], up="R3", then=["B9"])
    ev = play(g, "draw")
    assert g.current_player == 0 and "B9" in g.hands[1] and kinds(ev)[0] == "draw"


def test_drawn_playable_card_may_be_played_only_it_or_kept():
    g = deal(h1=["R5", "Y6", "G7", "G8", "B2", "B4", "B6"], up="R3", then=["R9", "R8"])
    play(g, "draw")
    assert g.phase == "drawn" and g.current_player == 1
    assert legal(g) == {"play R9", "keep"}
    illegal(g, "play R5", "only play the card you drew", "R9")
    illegal(g, "draw", "drawn already")
    play(g, "play R9")
    assert g.discard[-1] == "R9" and g.current_player == 0


def test_drawn_playable_card_kept_ends_the_turn():
    g = deal(h1=["R5", "Y6", "G7", "G8", "B2", "B4", "B6"], up="R3", then=["WILD", "R8"])
    play(g, "draw")
    assert legal(g) >= {"play WILD red", "keep"}
    ev = play(g, "keep")
    assert "WILD" in g.hands[1] and g.current_player == 0 and g.phase == "turn"
    assert kinds(ev) == ["keep", "turn"]


def test_drawn_card_that_cannot_be_played_is_kept_automatically_and_turn_ends():
    g = deal(h1=["R5", "Y6", "G7", "G8", "B2", "B4", "B6"], up="R3", then=["Y9"])
    play(g, "draw")
    assert "Y9" in g.hands[1] and g.current_player == 0 and g.phase == "turn"


def test_decision_empty_draw_pile_rebuilt_from_discards_turned_over_not_shuffled():
    g = deal(h0=["R7", "Y1", "Y2", "G1", "G2", "B1", "B2"],
             h1=["R5", "Y3", "G4", "G5", "G6", "B4", "B5"], up="R3")
    play(g, "play R5", "play R7")
    draw_until_empty(g)
    assert g.discard == ["R3", "R5", "R7"]
    p = g.current_player
    ev = play(g, "draw")
    assert "rebuild" in kinds(ev)
    assert g.discard == ["R7"]
    assert g.draw_pile == ["R5"]  # R3, the oldest discard, came up first and was drawn
    assert [e for e in ev if e.kind == "draw"][0].data["cards"] == ["R3"]
    assert "R3" in g.hands[p]


def test_option_reshuffle_shuffles_the_rebuilt_draw_pile():
    h0 = ["R7", "R8", "R9", "R6", "Y1", "G1", "B1"]
    h1 = ["R5", "R4", "R2", "R1", "Y3", "G4", "B4"]
    orders = {}
    for reshuffle in (False, True):
        g = deal(h0=h0, h1=h1, up="R3", reshuffle=reshuffle, seed=2)
        play(g, "play R5", "play R7", "play R4", "play R8", "play R2", "play R9", "play R1", "play R6")
        draw_until_empty(g)
        before = list(g.discard)
        ev = play(g, "draw")
        rebuilt = [e for e in ev if e.kind == "rebuild"][0]
        assert rebuilt.data["shuffled"] is reshuffle
        drawn = ev[[e.kind for e in ev].index("draw")].data["cards"]
        orders[reshuffle] = drawn + g.draw_pile[::-1]
        assert Counter(orders[reshuffle]) == Counter(before[:-1])
        assert g.discard == [before[-1]]
    assert orders[False] == ["R3", "R5", "R7", "R4", "R8", "R2", "R9", "R1"]
    assert orders[True] != orders[False]


def test_decision_nothing_left_to_draw_draws_nothing_and_turn_ends():
    g = deal(h0=["R7", "Y1", "Y2", "G1", "G2", "B1", "B2"],
             h1=["R5", "Y3", "G4", "G5", "G6", "B4", "B5"], up="R3")
    draw_until_empty(g)
    assert g.discard == ["R3"] and not g.draw_pile
    p = g.current_player
    size = len(g.hands[p])
    ev = play(g, "draw")
    assert ev[0].kind == "draw" and ev[0].data["count"] == 0 and "0 cards" in str(ev[0])
    assert len(g.hands[p]) == size and g.current_player == 1 - p and g.phase == "turn"


def test_a_player_who_empties_their_hand_ends_the_round():
    g = deal()
    ev = quick_round(g)
    assert "out" in kinds(ev) and "score" in kinds(ev) and "round" in kinds(ev)
    assert g.rounds[0]["out"] == 1 and g.round_no == 2


# ----- saying UNO ---------------------------------------------------------------------------

UNO_HAND = ["RSKIP", "RSKIP", "YSKIP", "YSKIP", "GSKIP", "G5", "G6"]


def down_to_two(**kw):
    g = deal(h1=UNO_HAND, up="R3", **kw)
    play(g, "play RSKIP", "play RSKIP", "play YSKIP", "play YSKIP", "play GSKIP")
    assert Counter(g.hands[1]) == Counter(["G5", "G6"]) and g.current_player == 1
    return g


def test_uno_is_said_with_the_second_to_last_card():
    g = down_to_two()
    assert {"play G5", "play G5 uno", "play G6 uno"} <= legal(g)
    ev = play(g, "play G5 uno")
    assert "uno" in kinds(ev) and g.uno_pending is None
    assert "catch" not in legal(g)
    illegal(g, "catch", "no forgotten UNO")


def test_uno_said_with_any_other_card_is_illegal():
    g = deal(h1=UNO_HAND, up="R3")
    illegal(g, "play RSKIP uno", "second-to-last", "7 cards")


def test_forgotten_uno_caught_draws_2_cards():
    g = down_to_two(then=["B9", "B8"])
    play(g, "play G5")
    assert g.uno_pending == 1 and g.current_player == 0 and "catch" in legal(g)
    ev = play(g, "catch")
    assert kinds(ev) == ["catch", "draw"]
    # each event tells its own part, once: the catch, then the 2 cards drawn
    assert [str(e) for e in ev] == ["Player 0 caught player 1, who forgot to say UNO.",
                                    "Player 1 draws 2 cards for the forgotten UNO."]
    assert Counter(g.hands[1]) == Counter(["G6", "B9", "B8"])
    # the catcher still takes their turn
    assert g.current_player == 0 and g.phase == "turn" and "catch" not in legal(g)


def test_forgotten_uno_not_caught_in_time_the_chance_is_gone():
    g = down_to_two(then=["B9"])
    play(g, "play G5")
    ev = play(g, "play G1")  # player 0 acts without catching
    assert "uno_missed" in kinds(ev) and g.uno_pending is None
    assert g.current_player == 1 and "uno" not in legal(g)
    ev = play(g, "play G6")  # and player 1 goes out unpunished
    assert "out" in kinds(ev) and g.round_no == 2


def test_decision_forgetful_player_may_say_uno_late_at_their_own_decision():
    g = deal(h1=["RSKIP", "RSKIP", "YSKIP", "YSKIP", "GSKIP", "GSKIP", "G6"], up="R3")
    play(g, "play RSKIP", "play RSKIP", "play YSKIP", "play YSKIP", "play GSKIP")
    play(g, "play GSKIP")  # second-to-last, no UNO; the Skip gives another turn
    assert g.current_player == 1 and g.uno_pending == 1 and "uno" in legal(g)
    illegal(g, "catch", "yourself")
    ev = play(g, "uno")
    assert ev[0].kind == "uno" and ev[0].data["late"] and g.uno_pending is None
    assert g.current_player == 1 and g.phase == "turn"  # the same decision continues


def test_decision_forgetful_player_who_draws_is_no_longer_open_to_catch():
    g = deal(h1=["RSKIP", "RSKIP", "YSKIP", "YSKIP", "GSKIP", "GSKIP", "Y6"], up="R3",
             then=["B9"])
    play(g, "play RSKIP", "play RSKIP", "play YSKIP", "play YSKIP", "play GSKIP", "play GSKIP")
    assert g.uno_pending == 1
    play(g, "draw")
    assert g.uno_pending is None and g.current_player == 0 and "catch" not in legal(g)


# ----- action cards -------------------------------------------------------------------------

def test_draw_two_volley_from_the_source_plus2_plus2_plus2_then_draw_6():
    g = deal(h0=["Y+2", "Y1", "Y2", "G1", "G3", "B1", "B2"],
             h1=["R+2", "G+2", "R5", "B7", "B8", "B9", "Y9"], up="R3",
             then=["B3", "B4", "B5", "B6", "G8", "G9"])
    play(g, "play R+2")
    assert g.phase == "volley" and g.current_player == 0 and g.volley == 2
    assert legal(g) == {"play Y+2", "draw"}
    illegal(g, "play Y1", "stack a Draw Two", "draw 2")
    play(g, "play Y+2")
    assert g.volley == 4 and g.current_player == 1 and legal(g) == {"play G+2", "draw"}
    play(g, "play G+2")
    assert g.volley == 6 and g.current_player == 0
    ev = play(g, "draw")
    assert ev[0].data["count"] == 6 and len(g.hands[0]) == 12
    assert Counter(g.hands[0]) >= Counter(["B3", "B4", "B5", "B6", "G8", "G9"])
    assert g.current_player == 1 and g.phase == "turn" and g.volley == 0 and g.colour == "G"


def test_volley_player_may_refuse_to_stack():
    g = deal(h0=["Y+2", "Y1", "Y2", "G1", "G3", "B1", "B2"],
             h1=["R+2", "G+2", "R5", "B7", "B8", "B9", "Y9"], up="R3")
    play(g, "play R+2", "draw")
    assert len(g.hands[0]) == 9 and g.current_player == 1


def test_skip_the_player_immediately_takes_another_turn():
    g = deal(up="R3")
    ev = play(g, "play RSKIP")
    assert g.current_player == 1 and g.phase == "turn" and "skip" in kinds(ev)
    assert ev[-1].data["extra"] is True
    # the Skip says what it does, the turn event who plays: no sentence said twice
    assert [str(e) for e in ev[1:]] == ["Skip: player 1's opponent misses a turn.",
                                        "Player 1 takes another turn."]


REV_HAND = ["RREV", "R5", "RSKIP", "Y1", "Y2", "G1", "WILD"]


def test_reverse_run_all_or_nothing_ending_on_a_skip():
    g = deal(h1=REV_HAND, up="R3")
    play(g, "play RREV")
    assert g.phase == "run" and legal(g) == {"play R5", "play RSKIP", "done"}
    play(g, "play R5")
    illegal(g, "done", "run has started")
    illegal(g, "play Y1", "not red")
    illegal(g, "draw", "Reverse run")
    ev = play(g, "play RSKIP")
    assert "run_end" in kinds(ev) and "skip" in kinds(ev)
    assert g.current_player == 1 and g.phase == "turn"


def test_reverse_run_may_be_declined_with_done():
    g = deal(h1=REV_HAND, up="R3")
    play(g, "play RREV", "done")
    assert g.current_player == 0 and Counter(g.hands[1])["R5"] == 1


def test_decision_reverse_played_alone_passes_the_turn():
    g = deal(h1=["RREV", "Y1", "Y2", "G1", "G2", "B1", "WILD"], up="R3")
    play(g, "play RREV")
    assert g.current_player == 0 and g.phase == "turn"


def test_only_the_last_card_of_a_run_counts():
    g = deal(h1=["RREV", "R+2", "R5", "Y1", "Y2", "G1", "WILD"], up="R3")
    play(g, "play RREV", "play R+2", "play R5")  # the Draw Two in the middle does nothing
    assert g.phase == "turn" and g.current_player == 0 and g.volley == 0


def test_run_ending_on_a_draw_two_starts_a_volley():
    g = deal(h1=["RREV", "R+2", "R5", "Y1", "Y2", "G1", "WILD"], up="R3")
    play(g, "play RREV", "play R5", "play R+2")
    assert g.phase == "volley" and g.current_player == 0 and g.volley == 2


def test_decision_run_ending_on_a_reverse_passes_the_turn():
    g = deal(h1=["RREV", "RREV", "R5", "Y1", "Y2", "G1", "WILD"], up="R3")
    play(g, "play RREV", "play R5", "play RREV")
    assert g.phase == "turn" and g.current_player == 0


def test_decision_wilds_have_no_colour_and_are_not_part_of_a_run():
    """uno-duo.md: 'A run is of one colour, so it never holds a wild' (so no run ends on a
    Wild Draw Four to be challenged)."""
    g = deal(h1=["RREV", "R5", "WILD+4", "WILD", "Y2", "G1", "B1"], up="R3")
    play(g, "play RREV")
    assert legal(g) == {"play R5", "done"}
    illegal(g, "play WILD+4 red", "all red")
    play(g, "play R5")  # the run ends on R5: no wild, nothing to challenge
    assert g.phase == "turn" and g.current_player == 0 and "WILD+4" in g.hands[1]
    assert "challenge" not in legal(g)


def test_wild_draw_four_accepted_opponent_draws_4_and_player_takes_another_turn():
    g = deal(h1=["WILD+4", "Y5", "Y6", "G1", "G2", "B1", "B2"], up="R3",
             then=["B9", "B8", "B7", "B6"])
    play(g, "play WILD+4 yellow")
    assert g.phase == "challenge" and g.current_player == 0
    assert legal(g) == {"challenge", "accept"}
    illegal(g, "play R1", "challenge or accept")
    play(g, "accept")
    assert len(g.hands[0]) == 11 and g.current_player == 1 and g.phase == "turn"
    assert g.colour == "Y"


def test_wild_draw_four_challenge_succeeds_when_player_held_a_playable_card():
    g = deal(h1=["WILD+4", "R5", "Y6", "G1", "G2", "B1", "B2"], up="R3",
             then=["B9", "B8", "B7", "B6"])
    play(g, "play WILD+4 blue")
    ev = play(g, "challenge")
    ch = ev[0]
    assert ch.kind == "challenge" and ch.data["guilty"] is True and "R5" in ch.data["hand"]
    assert len(g.hands[1]) == 10 and len(g.hands[0]) == 7
    assert g.colour == "B"  # the named colour stands
    assert g.current_player == 0 and g.phase == "turn"


def test_wild_draw_four_challenge_fails_challenger_draws_6_and_player_goes_again():
    g = deal(h1=["WILD+4", "Y5", "Y6", "G1", "G2", "B1", "B2"], up="R3",
             then=["B9", "B8", "B7", "B6", "B5", "B4"])
    play(g, "play WILD+4 green")
    ev = play(g, "challenge")
    assert ev[0].data["guilty"] is False
    assert len(g.hands[0]) == 13 and len(g.hands[1]) == 6
    assert g.current_player == 1 and g.phase == "turn" and g.colour == "G"


def test_decision_wd4_guilt_counts_number_or_symbol_match_of_the_card_played_on():
    g = deal(h1=["WILD+4", "Y3", "Y6", "G1", "G2", "B1", "B2"], up="R3")
    play(g, "play WILD+4 green", "challenge")
    assert len(g.hands[1]) == 10 and g.current_player == 0  # Y3 matched the number


def test_option_strict_wd4_colour_uses_the_colour_only_test():
    g = deal(h1=["WILD+4", "Y3", "Y6", "G1", "G2", "B1", "B2"], up="R3", strict_wd4="colour")
    play(g, "play WILD+4 green")
    ev = play(g, "challenge")
    assert ev[0].data["guilty"] is False and len(g.hands[0]) == 13
    g = deal(h1=["WILD+4", "R9", "Y6", "G1", "G2", "B1", "B2"], up="R3", strict_wd4="colour")
    play(g, "play WILD+4 green")
    assert play(g, "challenge")[0].data["guilty"] is True


@pytest.mark.parametrize("named,guilty", [("red", True), ("green", False)])
def test_wd4_guilt_on_a_wild_uses_the_named_colour(named, guilty):
    g = deal(h0=["WILD", "Y1", "Y2", "G1", "G2", "B1", "B2"],
             h1=["WILD+4", "R5", "Y6", "B5", "B6", "B7", "B8"], up="R3", then=["B9"])
    play(g, "draw")  # B9 cannot be played: kept, player 0's turn
    play(g, f"play WILD {named}")
    play(g, "play WILD+4 blue")
    assert play(g, "challenge")[0].data["guilty"] is guilty


# ----- scoring and the match ----------------------------------------------------------------

def test_out_player_scores_0_and_the_other_adds_the_points_in_their_hand():
    g = deal(h0=["R9", "Y+2", "WILD", "WILD+4", "G2", "B0", "RREV"])
    ev = quick_round(g)
    score = [e for e in ev if e.kind == "score"][0]
    expected = 9 + 10 + 15 + 20 + 2 + 0 + 10
    assert score.data["points"] == expected and g.totals == [expected, 0]
    assert g.rounds[0]["points"] == [expected, 0]


def test_decision_going_out_on_a_draw_two_makes_the_opponent_draw_first_no_stacking():
    h0 = ["Y+2", "Y1", "Y2", "G1", "G3", "B1", "B2"]
    g = deal(h0=h0, h1=["RSKIP", "RSKIP", "YSKIP", "YSKIP", "GSKIP", "GSKIP", "G+2"],
             up="R3", then=["B9", "B8"])
    play(g, "play RSKIP", "play RSKIP", "play YSKIP", "play YSKIP", "play GSKIP", "play GSKIP uno")
    ev = play(g, "play G+2")
    assert g.totals[0] == sum(map(points, h0)) + 9 + 8
    assert "volley" not in kinds(ev) and g.round_no == 2


def test_decision_going_out_on_a_stacked_draw_two_draws_the_whole_volley():
    h0 = ["Y+2", "Y1", "Y2", "G1", "G3", "B1", "B2"]
    g = deal(h0=h0, h1=["RSKIP", "RSKIP", "YSKIP", "YSKIP", "GSKIP", "R+2", "G+2"],
             up="R3", then=["B9", "B8", "B7", "B6", "B5", "B4"])
    play(g, "play RSKIP", "play RSKIP", "play YSKIP", "play YSKIP", "play GSKIP",
         "play G+2 uno", "play Y+2")
    ev = play(g, "play R+2")
    drawn = [e for e in ev if e.kind == "draw"][0]
    assert drawn.data["count"] == 6
    assert g.totals[0] == sum(map(points, h0)) - 10 + sum(range(4, 10))


def test_decision_going_out_on_a_wild_draw_four_no_challenge():
    h0 = H0
    g = deal(h0=h0, h1=["RSKIP", "RSKIP", "YSKIP", "YSKIP", "GSKIP", "GSKIP", "WILD+4"],
             up="R3", then=["B9", "B8", "B7", "B6"])
    ev = play(g, "play RSKIP", "play RSKIP", "play YSKIP", "play YSKIP", "play GSKIP",
              "play GSKIP uno", "play WILD+4 red")
    assert "challenge" not in kinds(ev) and g.round_no == 2
    assert g.totals[0] == 10 + 9 + 8 + 7 + 6


def match_past_200():
    h0 = ["WILD+4", "WILD+4", "WILD+4", "WILD", "WILD", "WILD", "WILD"]  # 120
    h1 = ["RSKIP", "R+2", "R+2", "RSKIP", "YSKIP", "YSKIP", "WILD+4"]
    g = deal(h0=h0, h1=h1, up="R3",
             then=["WILD", "WILD", "B+2", "G+2", "WILD", "WILD", "B9", "G9"])
    play(g, "play RSKIP", "play R+2", "draw", "play R+2", "draw", "play RSKIP", "play YSKIP",
         "play YSKIP uno")
    return g, play(g, "play WILD+4 red")


def test_match_ends_when_a_player_passes_200_and_the_lower_total_wins():
    g, ev = match_past_200()
    assert g.totals == [120 + 30 + 20 + 48, 0]
    assert g.is_over and g.phase == "over" and g.current_player is None
    assert g.winners() == [1] and ev[-1].kind == "end"
    assert g.legal_actions() == []
    illegal(g, "draw", "over")
    assert sum(len(z) for z in g.zones().values()) == 112


def test_match_goes_on_below_200():
    g = deal()
    quick_round(g)
    assert not g.is_over and g.totals == [10, 0]


def test_option_target_ends_the_match_at_that_total():
    g = deal(target=10)
    quick_round(g)
    assert g.is_over and g.winners() == [1]
    g = deal(target=11)
    quick_round(g)
    assert not g.is_over


# ----- action texts, options, decks, illegal moves --------------------------------------------

def test_action_texts_parse_canonically_and_case_insensitively():
    g = deal(h1=["R5", "Y4", "GSKIP", "B7", "B8", "B9", "WILD"], up="R3")
    for a in g.legal_actions():
        assert g.parse(str(a)) == a
    assert str(g.parse("PLAY wild BLUE")) == "play WILD blue"
    assert str(g.parse("play r5 UNO")) == "play R5 uno"
    assert str(g.parse("color red")) == "colour red"
    for bad in ["play", "play R10", "play R5 purple", "colour", "fly", "draw now", "play R5 red blue"]:
        with pytest.raises(IllegalMove):
            g.parse(bad)


@pytest.mark.parametrize("options,fragment", [
    ({"strict_wd4": "loose"}, "strict_wd4"), ({"strict_wd4": True}, "strict_wd4"),
    ({"target": 0}, "target"), ({"target": "200"}, "target"), ({"classic_deck": "yes"}, "classic_deck"),
    ({"reshuffle": 1}, "reshuffle"), ({"stacking": True}, "stacking"),
])
def test_bad_options_raise_config_error_naming_them(options, fragment):
    with pytest.raises(ConfigError, match=fragment):
        cardkit.make("uno-duo", **options)


@pytest.mark.parametrize("deck,fragment", [
    (["R10"], "R10"), (["R0", "R0"], "R0"), (["WILD+4"] * 5, r"5 × WILD\+4"), (["r5"], "r5"), ("R5", "list"),
])
def test_bad_decks_raise_config_error(deck, fragment):
    with pytest.raises(ConfigError, match=fragment):
        cardkit.make("uno-duo", deck=deck)


def test_illegal_moves_raise_with_a_reason_and_change_nothing():
    g = cardkit.make("uno-duo", seed=2)
    illegal(g, "play R5", "drafted")
    illegal(g, "draw", "keep or discard")
    illegal(g, "catch", "no forgotten UNO")
    illegal(g, "uno", "no UNO")
    g = deal(h1=["R5", "Y4", "GSKIP", "B7", "B8", "B9", "WILD"], up="R3")
    illegal(g, "play R7", "you hold no R7")
    illegal(g, "keep", "right after drawing")
    illegal(g, "discard", "draft is over")
    illegal(g, "done", "no Reverse")
    illegal(g, "challenge", "no Wild Draw Four")
    illegal(g, "colour red", "play WILD blue")
    illegal(g, "play R5 uno", "second-to-last")
    with pytest.raises(IllegalMove, match="turn"):
        g.apply("play R5", player=0)


# ----- properties ---------------------------------------------------------------------------

@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), target=st.sampled_from([40, 100, 200]),
       data=st.data())
def test_random_matches_score_exactly_what_the_rules_count(seed, target, data):
    g = cardkit.make("uno-duo", seed=seed, target=target)
    totals = [0, 0]
    steps = 0
    while not g.is_over:
        acts = g.legal_actions()
        events = g.apply(acts[data.draw(st.integers(0, len(acts) - 1))] if steps < 50
                         else acts[(steps * 7919) % len(acts)])
        steps += 1
        for e in events:
            if e.kind == "draft_end":
                drawn = sum(d.data["count"] for d in events if d.kind == "draw")
                assert sum(map(len, g.hands)) == 14 + drawn and e.data["under_deck"] == 14
                assert len(g.draw_pile) + len(g.discard) == len(g.full_deck(2, g.options)) - 14 - drawn
            if e.kind == "score":
                loser = e.player
                assert e.data["points"] == sum(points(c) for c in e.data["cards"])
                totals[loser] += e.data["points"]
        assert g.totals == totals
        assert steps < 50_000
    assert max(totals) >= target
    assert all(r["totals"][0] < target and r["totals"][1] < target for r in g.rounds[:-1])
    assert g.winners() == [p for p in (0, 1) if totals[p] == min(totals)]
    json.loads(g.to_json())


def test_observation_hides_the_opponent_hand():
    g = deal(h1=["R5", "Y4", "GSKIP", "B7", "B8", "B9", "WILD"], up="R3")
    obs = g.observation(0)
    assert obs["hand"] == g.hands[0] and obs["hand_sizes"] == [7, 7]
    assert "R5" not in json.dumps({k: v for k, v in obs.items() if k != "legal"})
    assert obs["legal"] == [] and g.observation(1)["legal"]


# ----- the sensible strategy ----------------------------------------------------------------

def test_sensible_strategy_beats_random():
    from cardkit import sim
    wins = 0
    games = 0
    for order in (["sensible", "random"], ["random", "sensible"]):
        df = sim.run("uno-duo", order, games=100, seed=3, progress=False, target=100)
        mine = df[df.strategy == "sensible"]
        wins += int(mine.winner.sum())
        games += len(mine)
        assert set(df["rank"]) <= {1, 2}
    assert wins / games > 0.7, wins / games


def test_sensible_strategy_always_chooses_a_legal_action():
    from cardkit.agents.uno_duo import STRATEGIES
    bot = STRATEGIES["sensible"](seed=1)
    assert bot.name == "sensible"
    for seed in range(5):
        g = cardkit.make("uno-duo", seed=seed)
        while not g.is_over:
            a = bot.choose(g, g.current_player)
            assert a in g.legal_actions()
            g.apply(a)


def test_sensible_strategy_stacks_volleys_catches_and_says_uno():
    from cardkit.agents.uno_duo import UnoDuoSensible
    g = deal(h0=["Y+2", "Y1", "Y2", "G1", "G3", "B1", "B2"],
             h1=["R+2", "G+2", "R5", "B7", "B8", "B9", "Y9"], up="R3")
    play(g, "play R+2")
    assert str(UnoDuoSensible().choose(g, 0)) == "play Y+2"
    assert str(UnoDuoSensible(stack_volleys=False).choose(g, 0)) == "draw"
    g = down_to_two()
    assert str(UnoDuoSensible().choose(g, 1)).endswith(" uno")
    play(g, "play G5")
    assert str(UnoDuoSensible().choose(g, 0)) == "catch"


def test_sensible_strategy_keeps_its_wilds_unless_told_not_to():
    from cardkit.agents.uno_duo import UnoDuoSensible
    g = deal(h1=["R1", "WILD+4", "Y2", "G1", "B1", "B2", "Y5"], up="R3")
    assert str(UnoDuoSensible().choose(g, 1)) == "play R1"
    # weighed with the coloured cards, the Wild Draw Four (20 points) beats R1 (1 point),
    # naming yellow, the colour it holds most of by weight
    assert str(UnoDuoSensible(keep_wilds=False).choose(g, 1)) == "play WILD+4 yellow"


def test_sensible_strategy_ends_a_run_on_its_draw_two():
    from cardkit.agents.uno_duo import UnoDuoSensible
    g = deal(h1=["RREV", "R+2", "R5", "R7", "Y2", "G1", "B1"], up="R3")
    bot = UnoDuoSensible()
    assert str(bot.choose(g, 1)) == "play RREV"
    while g.phase in ("run", "turn") and g.current_player == 1:
        g.apply(bot.choose(g, 1))
    assert g.discard[-1] == "R+2" and g.phase == "volley"
