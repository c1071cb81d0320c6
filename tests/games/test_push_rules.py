"""Push: one scenario per rule sentence of rules/push.md, with stacked decks."""
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scenario import kinds, play

import cardkit
import cardkit.agents
from cardkit import ConfigError, IllegalMove
from cardkit.games import push
from cardkit.games.push import Push


def make(players=2, deck=(), rolls=(), seed=1, **options):
    return cardkit.make("push", players=players, seed=seed, deck=list(deck), rolls=list(rolls),
                        **options)


def full_deck_ending_with(tail, players=2):
    """A whole stacked deck whose last cards are ``tail`` (top first), so a test can reach the end."""
    rest = Counter(Push.full_deck(players, Push.Options()))
    rest.subtract(tail)
    return [c for c, n in sorted(rest.items()) for _ in range(n)] + list(tail)


def one_card_turns(g, stop_when_left):
    """Each turn: draw one card into a new column, stop, take it (Roll cards are kept out)."""
    while len(g.draw_pile) > stop_when_left:
        assert g.phase in ("turn", "push")
        play(g, "draw")
        if g.phase == "place":
            play(g, "place 1", "stop", "take 1")
        if g.phase == "collect":
            play(g, "take 1")


# ----- components -------------------------------------------------------------------------

def test_deck_has_120_cards_five_colours_ranks_1_to_6_three_copies_18_roll_12_switch():
    deck = Counter(Push.full_deck(3, Push.Options()))
    assert sum(deck.values()) == 120
    assert all(deck[f"{c}{r}"] == 3 for c in "RBGYP" for r in range(1, 7))
    assert deck["ROLL"] == 18 and deck["SWITCH"] == 12


def test_two_players_remove_the_switch_cards():
    deck = Counter(Push.full_deck(2, Push.Options()))
    assert sum(deck.values()) == 108 and deck["SWITCH"] == 0
    with pytest.raises(ConfigError, match="SWITCH"):
        make(players=2, deck=["SWITCH"])


def test_die_has_five_colours_and_a_star():
    assert Push.chance_outcomes == ("RED", "BLUE", "GREEN", "YELLOW", "PURPLE", "STAR")
    with pytest.raises(ConfigError, match="PINK"):
        make(rolls=["PINK"])


@pytest.mark.parametrize("players", [1, 7, 0, "3", True])
def test_players_two_to_six(players):
    with pytest.raises(ConfigError, match="2–6"):
        cardkit.make("push", players=players)


def test_bad_options_and_cards_are_named():
    with pytest.raises(ConfigError, match="hardest"):
        cardkit.make("push", players=3, hardest=True)
    with pytest.raises(ConfigError, match="harder"):
        cardkit.make("push", players=3, harder="yes")
    with pytest.raises(ConfigError, match="R7"):
        make(deck=["R7"])
    with pytest.raises(ConfigError, match="4 × R3"):
        make(deck=["R3"] * 4)


# ----- setup ------------------------------------------------------------------------------

def test_the_deck_is_the_face_down_draw_pile_top_card_first():
    g = make(deck=["B4", "G2"])
    assert play(g, "draw")[0].data["card"] == "B4"
    assert g.observation(1)["draw_pile_size"] == 107


def test_player_0_starts_and_collection_starts_clockwise():
    g = make(players=4)
    assert g.current_player == 0 and g.phase == "turn" and g.clockwise


# ----- push -------------------------------------------------------------------------------

def test_drawn_number_card_must_be_placed_in_a_column():
    g = make(deck=["R3"])
    play(g, "draw")
    assert g.phase == "place" and g.pending == "R3"
    assert [str(a) for a in g.legal_actions()] == ["place 1"]
    with pytest.raises(IllegalMove, match="place the R3"):
        g.apply("stop")


def test_a_new_column_is_the_next_unused_index_at_most_three():
    g = make(deck=["R3", "B4", "G5", "Y6"])
    play(g, "draw")
    with pytest.raises(IllegalMove, match="new column is column 1"):
        g.apply("place 2")
    play(g, "place 1", "draw", "place 2", "draw", "place 3", "draw")
    assert [str(a) for a in g.legal_actions()] == ["place 1", "place 2", "place 3"]


def test_card_may_not_join_a_column_with_its_number_or_its_colour():
    g = make(deck=["R3", "B3", "R5", "G6"])
    play(g, "draw", "place 1", "draw")
    with pytest.raises(IllegalMove, match="column 1 already holds a 3"):
        g.apply("place 1")
    play(g, "place 2", "draw")
    with pytest.raises(IllegalMove, match="column 1 already holds a red card"):
        g.apply("place 1")
    assert [str(a) for a in g.legal_actions()] == ["place 2", "place 3"]
    play(g, "place 2", "draw")
    assert [str(a) for a in g.legal_actions()] == ["place 1", "place 2", "place 3"]


def test_player_chooses_among_legal_columns_including_a_new_one():
    g = make(deck=["R3", "B4"])
    play(g, "draw", "place 1", "draw")
    assert [str(a) for a in g.legal_actions()] == ["place 1", "place 2"]


def test_roll_card_goes_in_any_column_without_a_roll_card():
    g = make(deck=["R3", "ROLL", "ROLL", "G6", "ROLL"])
    play(g, "draw", "place 1", "draw")
    assert [str(a) for a in g.legal_actions()] == ["place 1", "place 2"]
    play(g, "place 1", "draw")
    with pytest.raises(IllegalMove, match="column 1 already holds a Roll card"):
        g.apply("place 1")
    play(g, "place 2", "draw")
    # a number card is not refused by a Roll card: it has no colour or number
    assert "place 2" in [str(a) for a in g.legal_actions()]
    play(g, "place 3", "draw")
    assert [str(a) for a in g.legal_actions()] == ["place 3"]


def test_bust_when_all_three_columns_refuse_the_card():
    g = make(deck=["R3", "R4", "R5", "R6", "B1"], rolls=["BLUE"])
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3")
    events = play(g, "draw")
    assert "bust" in kinds(events) and "roll" in kinds(events)
    assert g.discard == ["R6"]
    assert g.phase == "collect" and g.current_player == 1


def test_roll_card_busts_when_every_column_holds_one():
    g = make(deck=["ROLL", "ROLL", "ROLL", "ROLL"], rolls=["STAR"])
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3")
    events = play(g, "draw")
    assert kinds(events)[:2] == ["draw", "bust"]
    assert "every column already holds a Roll card" in str(events[1])


def test_switch_goes_to_the_switch_pile_reverses_direction_and_is_a_draw_of_its_own():
    g = make(players=3, deck=["SWITCH", "R3", "SWITCH"])
    events = play(g, "draw")
    assert kinds(events) == ["switch"] and g.switch_pile == 1 and not g.clockwise
    # a draw of its own: the player decides again, and cannot stop with empty columns
    assert [str(a) for a in g.legal_actions()] == ["draw"]
    play(g, "draw", "place 1")
    assert [str(a) for a in g.legal_actions()] == ["draw", "stop"]
    play(g, "draw")
    assert g.clockwise and g.switch_pile == 2
    assert [str(a) for a in g.legal_actions()] == ["draw", "stop"]


def test_stop_only_once_a_card_lies_in_a_column():
    g = make()
    with pytest.raises(IllegalMove, match="stop with nothing drawn is no turn"):
        g.apply("stop")


def test_draw_pile_running_out_mid_push_leaves_only_stop():
    g = make(deck=full_deck_ending_with(["R1", "B2"]), rolls=["STAR"] * 40)
    one_card_turns(g, stop_when_left=2)
    p = g.current_player
    play(g, "draw", "place 1", "draw", "place 2")
    assert not g.draw_pile
    assert [str(a) for a in g.legal_actions()] == ["stop"]
    with pytest.raises(IllegalMove, match="draw pile is empty"):
        g.apply("draw")
    events = play(g, "stop", "take 2", "take 1")
    assert g.is_over and kinds(events)[-1] == "end"
    assert "B2" in g.bench[p] and "R1" in g.bench[1 - p]


def test_switch_as_the_last_card_with_empty_columns_ends_the_turn_and_the_game():
    tail = ["SWITCH"]
    g = make(players=3, deck=full_deck_ending_with(tail, players=3), rolls=["STAR"] * 40)
    one_card_turns(g, stop_when_left=1)
    events = play(g, "draw")
    assert kinds(events) == ["switch", "end"] and g.is_over


# ----- collecting ----------------------------------------------------------------------------

def test_stopper_chooses_first_and_columns_keep_their_numbers():
    g = make(players=3, deck=["R3", "B4", "G5"])
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3", "stop")
    assert g.current_player == 0
    play(g, "take 2")
    assert [str(a) for a in g.legal_actions()] == ["take 1", "take 3"]
    with pytest.raises(IllegalMove, match="column 2 has already been taken"):
        g.apply("take 2")


def test_others_take_in_the_current_direction_and_taking_is_compulsory():
    g = make(players=4, deck=["R3", "B4", "G5"])
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3", "stop", "take 1")
    assert g.current_player == 1 and g.phase == "collect"
    with pytest.raises(IllegalMove, match="must take one"):
        g.apply("draw")
    play(g, "take 3")
    assert g.current_player == 2
    play(g, "take 2")
    assert g.bench == [["R3"], ["G5"], ["B4"], []]
    assert g.current_player == 1 and g.phase == "turn"  # turns pass clockwise from the stopper


def test_leftover_columns_are_discarded_when_play_returns_to_the_stopper():
    g = make(players=2, deck=["R3", "B4", "G5"])
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3", "stop", "take 1")
    events = play(g, "take 2")
    assert "leftover" in kinds(events)
    assert g.discard == ["G5"] and g.bench == [["R3"], ["B4"]]


def test_collected_cards_go_to_the_bench_sorted_by_colour():
    g = make(deck=["P1", "R6", "B2", "R5"])
    play(g, "draw", "place 1", "draw", "place 2", "stop", "take 1", "take 2")  # 0: P1, 1: R6
    play(g, "draw", "place 1", "draw", "place 2", "stop", "take 1", "take 2")  # 1: B2, 0: R5
    assert g.bench[0] == ["R5", "P1"] and g.bench[1] == ["R6", "B2"]
    assert g.observation(1)["bench"][0] == ["R5", "P1"]  # all visible


def test_taken_column_with_roll_card_rolls_and_discards_the_rolled_colour_just_taken_too():
    g = make(deck=["R3", "B4", "ROLL", "R2"], rolls=["RED"])
    play(g, "draw", "place 1", "stop", "take 1")  # player 0 benches R3
    play(g, "draw", "place 1", "stop", "take 1")  # player 1 benches B4
    play(g, "draw", "place 1", "draw", "place 1")  # player 0: column 1 = ROLL R2
    events = play(g, "stop", "take 1")
    roll = [e for e in events if e.kind == "roll"][0]
    assert roll.player == 0 and roll.data["face"] == "RED"
    assert sorted(roll.data["lost"]) == ["R2", "R3"]
    assert g.bench[0] == [] and sorted(g.discard) == ["R2", "R3", "ROLL"]


def test_roll_card_star_is_safe_and_the_roll_card_is_discarded():
    g = make(deck=["ROLL", "G4"], rolls=["STAR"])
    play(g, "draw", "place 1", "draw", "place 1", "stop")
    events = play(g, "take 1")
    assert g.bench[0] == ["G4"] and g.discard == ["ROLL"]
    assert "safe" in str([e for e in events if e.kind == "roll"][0])


# ----- pushed too far -------------------------------------------------------------------------

def test_bust_discards_the_card_and_loses_the_rolled_colour_but_never_banked_cards():
    g = make(deck=["G1", "B6", "G2", "R3", "R4", "R5", "R6"], rolls=["GREEN"])
    play(g, "draw", "place 1", "stop", "take 1")  # player 0: G1
    play(g, "draw", "place 1", "stop", "take 1")  # player 1: B6
    play(g, "draw", "place 1", "stop", "take 1")  # player 0: G2
    play(g, "bank blue")  # player 1
    play(g, "bank green")  # player 0 banks G1 G2
    play(g, "draw", "place 1", "stop", "take 1")  # player 1: R3
    g = make(deck=["G1", "B6", "G2", "Y1", "R3", "R4", "R5", "R6"], rolls=["GREEN"])
    play(g, "draw", "place 1", "stop", "take 1")  # player 0: G1
    play(g, "draw", "place 1", "stop", "take 1")  # player 1: B6
    play(g, "bank green")  # player 0 banks G1: safe for the rest of the game
    play(g, "draw", "place 1", "stop", "take 1")  # player 1: G2
    play(g, "draw", "place 1", "stop", "take 1")  # player 0: Y1
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3")  # player 1: R3 R4 R5
    events = play(g, "draw")  # R6 fits no column
    assert kinds(events)[:3] == ["draw", "bust", "roll"]
    assert events[2].player == 1 and events[2].data["lost"] == ["G2"]
    assert g.bench[1] == ["B6"] and g.bank[0] == ["G1"]
    assert "R6" in g.discard and "G2" in g.discard


def test_buster_takes_no_column_others_collect_then_leftovers_are_discarded():
    g = make(players=3, deck=["G1", "B6", "Y2", "R3", "R4", "R5", "R6"], rolls=["STAR"])
    play(g, "draw", "place 1", "stop", "take 1")  # player 0: G1
    play(g, "draw", "place 1", "stop", "take 1")  # player 1: B6
    play(g, "draw", "place 1", "stop", "take 1")  # player 2: Y2
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3")  # player 0: R3 R4 R5
    events = play(g, "draw")  # R6 busts player 0
    assert "bust" in kinds(events) and g.current_player == 1  # the next player collects first
    play(g, "take 3")
    events = play(g, "take 1")
    assert g.bench[1] == ["R5", "B6"] and g.bench[2] == ["R3", "Y2"]
    assert g.bench[0] == ["G1"]  # the buster took nothing
    assert "leftover" in kinds(events) and "R4" in g.discard  # back at the buster: discarded
    assert g.current_player == 1 and g.phase == "turn"


def test_bust_in_two_player_game_leaves_one_take_then_discards():
    g = make(players=2, deck=["R3", "R4", "R5", "R6"], rolls=["STAR"])
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3", "draw")
    assert g.current_player == 1
    events = play(g, "take 2")
    assert g.bench[1] == ["R4"] and [e.kind for e in events].count("leftover") == 2
    assert g.current_player == 1 and g.phase == "turn"


def test_bust_with_star_is_safe():
    """Decision (push.md): STAR is safe on a bust roll too, as on a Roll card's roll."""
    g = make(deck=["G1", "B6", "R3", "R4", "R5", "R6"], rolls=["STAR"])
    play(g, "draw", "place 1", "stop", "take 1", "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3")
    events = play(g, "draw")
    assert "safe" in str([e for e in events if e.kind == "roll"][0])
    assert g.bench[0] == ["G1"]


def test_harder_star_discards_the_whole_bench_on_a_bust():
    g = make(deck=["G1", "B6", "B2", "R3", "R4", "R5", "R6"], rolls=["STAR"], harder=True)
    play(g, "draw", "place 1", "stop", "take 1", "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1", "stop", "take 1")
    assert g.bench[0] == ["B2", "G1"]
    play(g, "bank blue")  # player 1
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3")
    events = play(g, "draw")
    lost = [e for e in events if e.kind == "roll"][0].data["lost"]
    assert g.bench[0] == [] and sorted(lost) == ["B2", "G1"]
    assert g.bank[1] == ["B6"]  # banked cards are never at risk


def test_harder_star_discards_the_whole_bench_on_a_roll_card():
    g = make(deck=["G1", "B6", "ROLL", "Y2"], rolls=["STAR"], harder=True)
    play(g, "draw", "place 1", "stop", "take 1", "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1", "draw", "place 1", "stop", "take 1")
    assert g.bench[0] == [] and {"G1", "Y2", "ROLL"} <= set(g.discard)


# ----- bank ----------------------------------------------------------------------------------

def test_bank_moves_every_bench_card_of_the_colour_and_ends_the_turn():
    g = make(deck=["R1", "B1", "R2", "B2"])
    play(g, "draw", "place 1", "draw", "place 2", "stop", "take 1", "take 2")  # 0: R1, 1: B1
    play(g, "draw", "place 1", "draw", "place 2", "stop", "take 1", "take 2")  # 1: R2, 0: B2
    assert g.bench[0] == ["R1", "B2"] and g.current_player == 0
    events = play(g, "bank red")
    assert g.bank[0] == ["R1"] and g.bench[0] == ["B2"] and kinds(events)[0] == "bank"
    assert g.current_player == 1 and g.phase == "turn"


def test_the_bank_sentence_counts_its_cards_and_its_points_each_in_its_own_number():
    g = make(deck=["R1", "B1", "R2", "B2", "R3"])
    play(g, "draw", "place 1", "stop", "take 1")  # 0: R1
    play(g, "draw", "place 1", "stop", "take 1")  # 1: B1
    assert str(play(g, "bank red")[0]) == "Player 0 banked 1 red card (1 point): they are safe now."
    play(g, "draw", "place 1", "stop", "take 1")  # 1: R2
    play(g, "draw", "place 1", "draw", "place 2", "stop", "take 1", "take 2")  # 0: B2, 1: R3
    assert str(play(g, "bank red")[0]) == ("Player 1 banked 2 red cards (5 points): they are "
                                           "safe now.")


def test_a_colour_may_be_banked_twice_in_a_game():
    g = make(deck=["R1", "B1", "R2", "B2"])
    play(g, "draw", "place 1", "stop", "take 1")  # 0: R1
    play(g, "draw", "place 1", "stop", "take 1")  # 1: B1
    play(g, "bank red", "bank blue")
    play(g, "draw", "place 1", "stop", "take 1")  # 0: R2
    play(g, "draw", "place 1", "stop", "take 1")  # 1: B2
    play(g, "bank red")
    assert g.bank[0] == ["R1", "R2"] and g.scores()[0] == 3


def test_bank_needs_a_card_of_that_colour_and_an_empty_bench_must_push():
    g = make()
    assert [str(a) for a in g.legal_actions()] == ["draw"]
    with pytest.raises(IllegalMove, match="no green card"):
        g.apply("bank green")


def test_bank_is_instead_of_pushing():
    g = make(deck=["R1", "B1", "R2"])
    play(g, "draw", "place 1", "stop", "take 1", "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1")
    with pytest.raises(IllegalMove, match="instead of pushing"):
        g.apply("bank red")


# ----- switch direction --------------------------------------------------------------------

def test_one_switch_reverses_collection_and_a_second_restores_it():
    g = make(players=4, deck=["R1", "SWITCH", "B2", "G3"])
    play(g, "draw", "place 1", "draw", "draw", "place 2", "draw", "place 3", "stop", "take 1")
    assert g.current_player == 3  # anticlockwise after one Switch
    play(g, "take 2", "take 3")
    assert g.bench[3] == ["B2"] and g.bench[2] == ["G3"]
    g = make(players=4, deck=["R1", "SWITCH", "B2", "SWITCH", "G3"])
    play(g, "draw", "place 1", "draw", "draw", "place 2", "draw", "draw", "place 3", "stop",
         "take 1")
    assert g.current_player == 1  # restored by the second Switch


def test_turns_always_pass_clockwise():
    g = make(players=3, deck=["SWITCH", "R1"])
    play(g, "draw", "draw", "place 1", "stop", "take 1")
    assert g.current_player == 1


def test_direction_stays_reversed_for_later_turns():
    g = make(players=3, deck=["SWITCH", "R1", "B2", "G3"])
    play(g, "draw", "draw", "place 1", "stop", "take 1")  # player 0, direction now anticlockwise
    play(g, "draw", "place 1", "draw", "place 2", "stop", "take 1")
    assert g.current_player == 0  # player 1's collection goes anticlockwise, to player 0


# ----- end and scoring ---------------------------------------------------------------------

def test_game_ends_when_the_draw_pile_is_empty_and_columns_are_collected():
    g = make(deck=full_deck_ending_with(["R1", "B2", "G3"]), rolls=["STAR"] * 40)
    one_card_turns(g, stop_when_left=3)
    play(g, "draw", "place 1", "draw", "place 2", "draw", "place 3")
    assert not g.is_over
    events = play(g, "stop", "take 3", "take 1")
    assert g.is_over and kinds(events)[-2:] == ["leftover", "end"]
    assert g.current_player is None and g.legal_actions() == []
    with pytest.raises(IllegalMove, match="game is over"):
        g.apply("draw")


def test_score_is_the_sum_of_ranks_on_bench_and_bank():
    g = make(deck=["R1", "B6", "R5", "Y4"])
    play(g, "draw", "place 1", "stop", "take 1", "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1", "stop", "take 1", "bank blue")
    assert g.scores() == {0: 6, 1: 6}


def test_equal_scores_share_the_win():
    g = make(deck=full_deck_ending_with(["R3", "B3"]), rolls=["STAR"] * 40)
    one_card_turns(g, stop_when_left=2)
    play(g, "draw", "place 1", "draw", "place 2", "stop", "take 1", "take 2")
    s = g.scores()
    assert g.winners() == [p for p in s if s[p] == max(s.values())]


def test_tie_shares_the_win_exactly():
    g = make(deck=["R3", "B3"])
    play(g, "draw", "place 1", "draw", "place 2", "stop", "take 1", "take 2")
    g.draw_pile.clear()  # end now, to see the tie rule alone
    g.phase = "over"
    assert g.scores() == {0: 3, 1: 3} and g.winners() == [0, 1]


# ----- seen and unseen ----------------------------------------------------------------------

def test_unseen_is_the_draw_pile_and_banked_cards_count_as_seen():
    g = make(deck=["R1", "B2"])
    play(g, "draw", "place 1", "stop", "take 1", "draw", "place 1", "stop", "take 1", "bank red")
    unseen = g.unseen(1)
    assert unseen["R1"] == 2 and unseen["B2"] == 2 and sum(unseen.values()) == 106


def test_action_texts_and_phases():
    g = make(deck=["R1", "B2"])
    assert g.phase == "turn"
    play(g, "draw")
    assert g.phase == "place"
    play(g, "place 1")
    assert g.phase == "push"
    play(g, "stop")
    assert g.phase == "collect"
    assert g.parse("  PLACE   2 ") == cardkit.Action("place", (2,))
    assert g.parse("bank Red") == cardkit.Action("bank", ("red",))


# ----- illegal moves change nothing ---------------------------------------------------------

@pytest.mark.parametrize("setup,text,reason", [
    ([], "stop", "no turn"),
    ([], "take 1", "no columns are being collected"),
    ([], "place 1", "draw a card before"),
    ([], "bank red", "no red card"),
    ([], "jump", "not a Push action"),
    (["draw"], "draw", "place the R3"),
    (["draw"], "place 3", "new column is column 1"),
    (["draw", "place 1"], "bank red", "instead of pushing"),
    (["draw", "place 1", "stop"], "take 2", "no column 2"),
    (["draw", "place 1", "stop"], "stop", "must take one"),
])
def test_every_kind_of_illegal_move_raises_and_changes_nothing(setup, text, reason):
    g = make(deck=["R3", "B4"])
    play(g, *setup)
    before = g.to_json()
    with pytest.raises(IllegalMove, match=reason):
        g.apply(text)
    assert g.to_json() == before


def test_wrong_player_is_refused():
    g = make()
    before = g.to_json()
    with pytest.raises(IllegalMove, match="it is player 0's turn"):
        g.apply("draw", player=1)
    assert g.to_json() == before


# ----- properties ---------------------------------------------------------------------------

@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6), harder=st.booleans())
def test_scores_equal_the_ranks_on_bench_and_bank_throughout(players, seed, harder):
    g = cardkit.make("push", players=players, seed=seed, harder=harder)
    bot = cardkit.agents.RandomAgent(seed)
    while not g.is_over:
        g.apply(bot.choose(g, g.current_player))
        for p, s in g.scores().items():
            assert s == sum(int(c[1]) for c in g.bench[p] + g.bank[p])
        assert all(c not in ("ROLL", "SWITCH") for b in g.bench for c in b)
        assert len([c for c in g.columns if c is not None]) <= 3


# ----- the rules' answers that bots, prob and lessons ask ------------------------------------
@settings(max_examples=60, deadline=None)
@given(bench=st.lists(st.sampled_from(push.NUMBER_CARDS), max_size=30), harder=st.booleans())
def test_expected_roll_loss_is_what_the_six_faces_discard_averaged(bench, harder):
    by_face = [push.points(push.roll_on(bench, face, harder)[1]) for face in push.DIE]
    assert push.expected_roll_loss(push.points(bench), harder) == sum(by_face) / len(push.DIE)


def test_expected_roll_loss_counts_the_star_only_in_the_harder_game():
    assert push.expected_roll_loss(18, harder=False) == 3.0  # the five colours: 18 once
    assert push.expected_roll_loss(18, harder=True) == 6.0  # and the STAR: 18 again


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_busting_after_a_place_is_busting_once_the_card_is_placed(players, seed):
    g = cardkit.make("push", players=players, seed=seed)
    bot = cardkit.agents.RandomAgent(seed)
    while not g.is_over:
        if g.phase == "place":
            for action in g.legal_actions():
                placed = g.clone()
                placed.apply(action)
                assert push.busting_after(g.kept_out, action.args[0], g.pending) == \
                    push.busting(placed.kept_out)
        g.apply(bot.choose(g, g.current_player))
