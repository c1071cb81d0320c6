"""Pegs and Jokers: one test per rule sentence of rules/pegs-and-jokers.md.

Scenarios use a stacked deck (``deal``) so every hand is known, and ``place``
to put pegs where the rule needs them (on a 4-player board side s, hole h is
track hole 18·s + h: colour 0 comes out at 8 and turns home at 3; colour 1 at
26/21, colour 2 at 44/39, colour 3 at 62/57).
"""
import json
import random
from collections import Counter

import pytest
from scenario import kinds, refused

import cardkit
from cardkit.games.pegs_and_jokers import HOME, START
from cardkit.games.pegs_and_jokers.game import PegsAndJokers

NAME = "pegs-and-jokers"
FILLER = ["2C", "3C", "4C", "5C", "6C", "10C", "2D", "3D", "4D", "5D", "6D", "10D",
          "9C", "9D", "7C", "7D", "8C", "8D"]


def deal(players=4, hands=None, draws=(), seed=1):
    """A game whose hands are ``hands[p]`` (padded with small cards) and whose
    draw pile starts with ``draws``."""
    hands = {p: list(h) for p, h in (hands or {}).items()}
    deck = Counter(PegsAndJokers.full_deck(players, PegsAndJokers.Options()))
    deck.subtract(c for h in hands.values() for c in h)
    deck.subtract(draws)
    filler = iter(c for c in FILLER for _ in range(deck[c]))
    order = []
    for r in range(5):
        for p in range(players):
            h = hands.get(p, [])
            order.append(h[r] if r < len(h) else next(filler))
    return cardkit.make(NAME, players=players, seed=seed, deck=order + list(draws))


def place(g, **where):
    """Put pegs: place(g, p0_1=20, p2_0="h3", p1_4="start")."""
    for key, loc in where.items():
        c, i = (int(x) for x in key[1:].split("_"))
        if loc == "start":
            loc = START
        elif isinstance(loc, str):
            loc = HOME + int(loc[1:])
        g._set(c * 5 + i, loc)
    g._legal_cache = None
    return g


def loc(g, peg):
    c, i = (int(x) for x in peg.split(":"))
    return g.loc[c * 5 + i]


def legal(g, card=None):
    """Legal action texts (only those of ``card`` if given)."""
    acts = {str(a) for a in g.legal_actions()}
    return acts if card is None else {a for a in acts if a.split()[1] == card}


# ----- Components and teams -----------------------------------------------------------

@pytest.mark.parametrize("n", [4, 6, 8])
def test_two_teams_alternate_even_players_team_0_odd_players_team_1(n):
    g = cardkit.make(NAME, players=n, seed=1)
    obs = g.observation(0)
    assert obs["teams"] == [list(range(0, n, 2)), list(range(1, n, 2))]
    for p in range(n):  # each player sits between two opponents
        assert (p + 1) % n % 2 != p % 2 and (p - 1) % n % 2 != p % 2


def test_only_4_6_or_8_players():
    for bad in (2, 3, 5, 7, 9):
        with pytest.raises(cardkit.ConfigError, match="4, 6 or 8"):
            cardkit.make(NAME, players=bad)


@pytest.mark.parametrize("n", [4, 6, 8])
def test_each_player_has_a_colour_and_five_pegs_in_start(n):
    obs = cardkit.make(NAME, players=n, seed=2).observation(1)
    assert len(obs["pegs"]) == 5 * n
    for c in range(n):
        mine = [p for p in obs["pegs"] if p["colour"] == c]
        assert [p["peg"] for p in mine] == [f"{c}:{i}" for i in range(5)]
        assert all(p["area"] == "start" and p["team"] == c % 2 for p in mine)
    assert len({c["colour_name"] for c in obs["colours"]}) == n


@pytest.mark.parametrize("n,decks,jokers", [(4, 3, 6), (6, 3, 6), (8, 4, 8)])
def test_deck_is_3_decks_and_6_jokers_or_4_decks_and_8_jokers(n, decks, jokers):
    deck = Counter(PegsAndJokers.full_deck(n, PegsAndJokers.Options()))
    assert deck["JK"] == jokers
    assert sum(deck.values()) == 52 * decks + jokers
    for code in ("AS", "10H", "QS", "7D", "KC"):
        assert deck[code] == decks


def test_card_codes_are_rank_and_suit_or_jk():
    codes = PegsAndJokers.all_codes()
    assert len(codes) == 53 and "JK" in codes and "10H" in codes and "QS" in codes
    with pytest.raises(cardkit.ConfigError, match="unknown card code"):
        cardkit.make(NAME, players=4, deck=["1S"])
    with pytest.raises(cardkit.ConfigError, match="JK"):
        cardkit.make(NAME, players=4, deck=["JK"] * 7)
    with pytest.raises(cardkit.ConfigError, match="no option"):
        cardkit.make(NAME, players=4, fast=True)


# ----- Board -----------------------------------------------------------------------------

@pytest.mark.parametrize("n", [4, 6, 8])
def test_one_side_per_player_of_18_holes_forming_a_loop(n):
    b = cardkit.make(NAME, players=n, seed=1).observation(0)["board"]
    assert b["track_length"] == 18 * n == len(b["track"])
    for t in b["track"]:
        assert t["pos"] == 18 * t["side"] + t["hole"] and 0 <= t["hole"] < 18
    assert len({(t["x"], t["y"]) for t in b["track"]}) == 18 * n
    pts = [(t["x"], t["y"]) for t in b["track"]] + [(q["x"], q["y"]) for lane in b["home"]
                                                   for q in lane] + \
          [(q["x"], q["y"]) for a in b["start"] for q in a]
    assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in pts)
    assert len(set(pts)) == len(pts), "no two holes drawn on the same spot"


@pytest.mark.parametrize("n", [4, 6, 8])
def test_hole_8_is_the_come_out_hole_and_hole_3_the_in_spot_with_a_5_hole_home(n):
    b = cardkit.make(NAME, players=n, seed=1).observation(0)["board"]
    assert b["come_out"] == [18 * p + 8 for p in range(n)]
    assert b["in_spot"] == [18 * p + 3 for p in range(n)]
    assert all(len(lane) == 5 for lane in b["home"]) and all(len(a) == 5 for a in b["start"])
    for t in b["track"]:
        assert t["come_out_of"] == (t["side"] if t["hole"] == 8 else None)
        assert t["in_spot_of"] == (t["side"] if t["hole"] == 3 else None)


def test_a_peg_comes_out_on_hole_8_of_its_side():
    g = deal(hands={0: ["AS"]})
    ev = g.apply("play AS 0:2")
    assert loc(g, "0:2") == 8
    assert "come_out" in kinds(ev)
    obs = g.observation(0)
    peg = next(p for p in obs["pegs"] if p["peg"] == "0:2")
    assert peg == {**peg, "area": "track", "pos": 8, "side": 0, "hole": 8}


def test_pegs_travel_clockwise_and_go_all_the_way_round_to_their_in_spot():
    g = place(deal(hands={0: ["5S"]}), p0_0=70)
    assert "play 5S 0:0 home" not in legal(g)  # 70 → 3 is 5 holes: reaches the in-spot only
    g.apply("play 5S 0:0")
    assert loc(g, "0:0") == 3  # wrapped round from side 3 to side 0
    g = place(deal(hands={0: ["10S"]}), p0_0=8)
    assert "play 10S 0:0 home" not in legal(g)  # just out: the home lane is a lap away
    g.apply("play 10S 0:0")
    assert loc(g, "0:0") == 18


# ----- Dealing and turns -----------------------------------------------------------------

def test_player_0_plays_first_and_the_last_player_deals():
    g = cardkit.make(NAME, players=6, seed=3)
    assert g.current_player == 0 and g.dealer == 5
    assert g.observation(0)["dealer"] == 5


def test_each_player_holds_5_cards_dealt_one_at_a_time_from_player_0():
    order = [r + s for s in "SH" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")]
    g = cardkit.make(NAME, players=4, seed=1, deck=order + ["KD"])
    assert g.hands == [order[p::4] for p in range(4)]
    assert g.observation(1)["hand"] == order[1::4] and "hands" not in g.observation(1)
    g.apply("discard 9S") if "discard 9S" in legal(g) else g.apply("play AS 0:0")
    assert g.hands[0][-1] == "KD"  # the draw pile starts after the deal


def test_a_turn_plays_a_card_onto_the_discard_pile_moves_and_draws_back_to_5():
    g = deal(hands={0: ["KS", "2S", "3S", "4S", "5S"]}, draws=["9H"])
    ev = g.apply("play KS 0:0")
    assert g.discard == ["KS"] and g.hands[0] == ["2S", "3S", "4S", "5S", "9H"]
    assert kinds(ev) == ["play", "come_out", "draw", "turn"]
    assert g.current_player == 1 and g.turns == 2


def test_any_peg_of_the_team_may_be_moved():
    g = place(deal(hands={0: ["3S"]}), p2_0=50)
    assert "play 3S 2:0" in legal(g)
    g.apply("play 3S 2:0")
    assert loc(g, "2:0") == 53


def test_a_movable_non_joker_card_must_be_played_no_discard():
    g = place(deal(hands={0: ["JK", "2S", "3S", "4S", "5S"]}), p0_0=20, p1_0=30)
    acts = legal(g)
    assert not any(a.startswith("discard") for a in acts)
    assert "play 2S 0:0" in acts and "play JK 0:1 1:0" in acts
    refused(g, "discard 2S", "must play")
    refused(g, "discard JK", "must play")


def test_with_no_movable_card_discard_and_draw_ends_the_turn():
    g = deal(hands={0: ["2S", "3S", "4S", "5S", "6S"]}, draws=["7H"])
    assert legal(g) == {f"discard {c}" for c in ["2S", "3S", "4S", "5S", "6S"]}
    ev = g.apply("discard 4S")
    assert kinds(ev) == ["discard", "draw", "turn"]
    assert g.discard == ["4S"] and g.hands[0] == ["2S", "3S", "5S", "6S", "7H"]
    assert g.current_player == 1


def test_a_joker_is_never_compulsory():
    # compulsory play while a joker is optional: only the joker can move, so discarding is allowed
    g = place(deal(hands={0: ["JK", "2S", "3S", "4S", "5S"]}), p1_0=30)
    acts = legal(g)
    assert "play JK 0:0 1:0" in acts and "discard JK" in acts and "discard 2S" in acts
    g.apply("discard 3S")
    assert g.hands[0][:4] == ["JK", "2S", "4S", "5S"] and loc(g, "1:0") == 30


def test_empty_draw_pile_is_rebuilt_from_the_shuffled_discards_and_the_deal_passes_left():
    g = cardkit.make(NAME, players=4, seed=9)
    while True:
        p = g.current_player
        pile, discards, hand = list(g.draw_pile), list(g.discard), list(g.hands[p])
        ev = g.apply(g.legal_actions()[-1])
        if g.rebuilds:
            break
    played = ev[0].data["card"]
    e = next(e for e in ev if e.kind == "rebuild")
    assert e.data["cards"] == len(discards) + 1 and len(pile) < 1  # the pile was used up
    drawn = g.hands[p][len(hand) - 1:]  # hand minus the played card, then the new cards
    assert Counter(g.draw_pile) + Counter(drawn) == Counter(discards + [played])
    assert g.draw_pile != (discards + [played])[::-1][:len(g.draw_pile)], "shuffled"
    assert g.dealer == 0 and e.data["dealer"] == 0 and g.discard == []
    assert all(len(h) == 5 for h in g.hands)


# ----- Card powers -----------------------------------------------------------------------

@pytest.mark.parametrize("card", ["AS", "KH", "QD", "JC"])
def test_a_k_q_j_bring_a_peg_from_any_team_start_onto_its_own_come_out(card):
    g = deal(hands={0: [card]})
    assert {f"play {card} {c}:{i}" for c in (0, 2) for i in range(5)} <= legal(g)
    assert not any(f" 1:{i}" in a or f" 3:{i}" in a for a in legal(g) for i in range(5))
    g.apply(f"play {card} 2:3")
    assert loc(g, "2:3") == 44


def test_ace_moves_1_and_king_queen_jack_move_10_on_the_track():
    for card, k in [("AS", 1), ("KS", 10), ("QS", 10), ("JS", 10)]:
        g = place(deal(hands={0: [card]}), p0_0=20)
        g.apply(f"play {card} 0:0")
        assert loc(g, "0:0") == 20 + k


@pytest.mark.parametrize("card,k", [("2H", 2), ("3H", 3), ("4H", 4), ("5H", 5), ("6H", 6),
                                    ("10H", 10)])
def test_number_cards_move_that_many_holes_forward(card, k):
    g = place(deal(hands={0: [card]}), p0_0=65)
    assert legal(g, card) == {f"play {card} 0:0"}  # 65 + 10 = 75 reaches only 3, the in-spot
    g.apply(f"play {card} 0:0")
    assert loc(g, "0:0") == (65 + k) % 72


def test_7_and_9_move_one_peg_whole_or_split_over_two_pegs():
    g = place(deal(hands={0: ["7S", "9S"]}), p0_0=20, p2_0=50)
    acts = legal(g)
    assert "play 7S 0:0" in acts and "play 9S 2:0" in acts
    assert {f"play 7S 0:0:{k} 2:0:{7 - k}" for k in range(1, 7)} <= acts
    assert {f"play 9S 2:0:{k} 0:0:{9 - k}" for k in range(1, 9)} <= acts
    assert "play 7S 0:0:0 2:0:7" not in acts
    refused(g, "play 7S 0:0:3 2:0:3", "add up to 7")
    refused(g, "play 7S 0:0:0 2:0:7", "at least 1")
    refused(g, "play 7S 0:0:3 0:0:4", "two different pegs")
    ev = g.apply("play 9S 0:0:4 2:0:5")
    assert loc(g, "0:0") == 24 and loc(g, "2:0") == 55
    assert [e.kind for e in ev].count("move") == 2


def test_split_parts_are_moved_in_the_order_given():
    # 0:1 blocks 0:0 unless it moves first
    g = place(deal(hands={0: ["7S"]}), p0_0=20, p0_1=22)
    assert "play 7S 0:1:4 0:0:3" in legal(g)
    assert "play 7S 0:0:3 0:1:4" not in legal(g)
    refused(g, "play 7S 0:0:3 0:1:4", "may not pass")
    g.apply("play 7S 0:1:4 0:0:3")
    assert loc(g, "0:1") == 26 and loc(g, "0:0") == 23


def test_7_split_into_home_and_onto_the_track():
    g = place(deal(hands={0: ["7S"]}), p0_0=1, p2_0=30)
    assert "play 7S 0:0:4 home 2:0:3" in legal(g)
    assert "play 7S 0:0:4 2:0:3" in legal(g)  # or both on the track
    ev = g.apply("play 7S 0:0:4 home 2:0:3")
    assert loc(g, "0:0") == HOME + 1 and loc(g, "2:0") == 33
    assert kinds(ev)[:3] == ["play", "home", "move"]
    assert g.scores()[0] == 1 and g.team_scores() == {0: 1, 1: 0}


def test_8_moves_one_peg_8_holes_backward():
    g = place(deal(hands={0: ["8S"]}), p0_0=4, p1_0=68)
    g.apply("play 8S 0:0")
    assert loc(g, "0:0") == 68 and loc(g, "1:0") == START  # backward wraps and lands


def test_8_never_moves_from_start_into_or_out_of_home():
    g = place(deal(hands={0: ["8S"]}), p0_0="h2", p0_1=10)
    assert legal(g, "8S") == {"play 8S 0:1"}
    refused(g, "play 8S 0:0", "out of home")
    refused(g, "play 8S 0:2", "start")
    refused(g, "play 8S 0:1 home", "never moves a peg into home")
    g = place(deal(hands={0: ["8S", "9S", "10S", "KS", "QS"]}), p0_0="h2",
              **{f"p{c}_{i}": "h0" if c == 2 else f"h{i}" for c in (0, 2) for i in range(5)
                 if (c, i) in ((0, 1), (2, 0))})
    assert not legal(g, "8S")


def test_8_from_the_come_out_hole_then_a_short_way_home():
    hands = {0: ["AS", "8S", "5S", "2S", "3S"], 2: ["JK"] * 5}
    draws = ["2H", "3H", "JK", "4H", "6H", "2H", "2D", "3D"]
    g = deal(hands=hands, draws=draws)
    g.apply("play AS 0:0")
    for p, card in [(1, "2C"), (2, "JK"), (3, "2C")]:
        assert not any(a.startswith("play") and not a.startswith("play JK") for a in legal(g))
        g.apply(f"discard {card}", player=p)
    g.apply("play 8S 0:0")
    assert loc(g, "0:0") == 0  # hole 0: three holes short of the in-spot
    for p, card in [(1, "3C"), (2, "JK"), (3, "3C")]:
        g.apply(f"discard {card}", player=p)
    assert "play 5S 0:0 home" in legal(g)
    ev = g.apply("play 5S 0:0 home")
    assert loc(g, "0:0") == HOME + 1
    assert "turns into home" in str(next(e for e in ev if e.kind == "home"))


def test_joker_from_start_onto_an_opponent_sends_it_to_start():
    g = place(deal(hands={0: ["JK"]}), p1_2=30)
    ev = g.apply("play JK 0:0 1:2")
    assert loc(g, "0:0") == 30 and loc(g, "1:2") == START
    assert kinds(ev)[:3] == ["play", "bump", "come_out"]


def test_joker_from_start_onto_a_partner_sends_the_partner_to_its_in_spot():
    g = place(deal(hands={0: ["JK"]}), p2_1=30)
    ev = g.apply("play JK 0:0 2:1")
    assert loc(g, "0:0") == 30 and loc(g, "2:1") == 39
    assert "in_spot" in kinds(ev)


def test_joker_onto_partner_refused_when_partner_in_spot_holds_partner_colour():
    g = place(deal(hands={0: ["JK"]}), p2_1=30, p2_2=39)
    assert "play JK 0:0 2:1" not in legal(g)
    refused(g, "play JK 0:0 2:1", "in-spot", "2:2")
    assert "play JK 0:0 2:2" not in legal(g)  # 2:2 stands on its own in-spot


def test_joker_moves_a_track_peg_only_when_every_team_start_area_is_empty():
    g = place(deal(hands={0: ["JK"]}), p0_0=10, p1_0=30)
    assert all(a.split()[2] != "0:0" for a in legal(g) if a.startswith("play JK"))
    refused(g, "play JK 0:0 1:0", "start area")
    where = {f"p{c}_{i}": (f"h{i}" if i else 10 + 20 * c) for c in (0, 2) for i in range(5)}
    g = place(deal(hands={0: ["JK"]}), p1_0=30, **where)
    assert legal(g, "JK") == {"play JK 0:0 1:0", "play JK 2:0 1:0",  # onto the opponent,
                              "play JK 0:0 2:0", "play JK 2:0 0:0"}  # or onto the partner
    refused(g, "play JK 0:1 1:0", "home")
    g.apply("play JK 2:0 1:0")
    assert loc(g, "2:0") == 30 and loc(g, "1:0") == START


def test_joker_lands_only_on_a_peg_of_another_colour():
    g = place(deal(hands={0: ["JK"]}), p0_1=30)
    assert not any(a.startswith("play JK 0:") for a in legal(g))
    assert "play JK 2:0 0:1" in legal(g)  # a partner's peg may land on it
    refused(g, "play JK 0:0 0:1", "same colour")
    refused(g, "play JK 0:0 1:1", "not on the track")


def test_a_move_uses_the_full_value_and_a_peg_in_start_moves_only_by_coming_out():
    g = place(deal(hands={0: ["5S", "KS"]}), p0_0="h1")
    assert not legal(g, "5S")
    assert legal(g, "KS") == {f"play KS {c}:{i}" for c in (0, 2) for i in range(5)
                              if (c, i) != (0, 0)}
    refused(g, "play 5S 0:0", "past the back")  # 5 from home hole 1 would leave the lane
    refused(g, "play 5S 0:1", "start area")


# ----- Passing and landing ---------------------------------------------------------------

def test_a_peg_may_not_pass_a_peg_of_its_own_colour():
    g = place(deal(hands={0: ["5S"]}), p0_0=10, p0_1=12)
    assert "play 5S 0:0" not in legal(g) and "play 5S 0:1" in legal(g)
    refused(g, "play 5S 0:0", "may not pass", "0:1")


def test_a_peg_may_not_land_on_a_peg_of_its_own_colour():
    g = place(deal(hands={0: ["2S"]}), p0_0=10, p0_1=12)
    refused(g, "play 2S 0:0", "may not land on", "0:1")


def test_a_peg_passes_any_other_peg_freely():
    g = place(deal(hands={0: ["5S"]}), p0_0=10, p2_0=11, p1_0=12, p3_0=13)
    g.apply("play 5S 0:0")
    assert loc(g, "0:0") == 15 and [loc(g, p) for p in ("2:0", "1:0", "3:0")] == [11, 12, 13]


def test_start_and_home_do_not_block_passing():
    g = place(deal(hands={0: ["6S"]}), p0_0=0, p0_1="h4")
    g.apply("play 6S 0:0 home")  # passes the in-spot into the lane to hole 3, before 0:1
    assert loc(g, "0:0") == HOME + 2


def test_landing_on_an_opponent_sends_it_to_its_start_area():
    g = place(deal(hands={0: ["4S"]}), p0_0=10, p3_1=14)
    ev = g.apply("play 4S 0:0")
    assert loc(g, "0:0") == 14 and loc(g, "3:1") == START
    bump = next(e for e in ev if e.kind == "bump")
    assert bump.data == {"peg": "3:1", "by": "0:0", "hole": 14} and "start area" in str(bump)


def test_landing_on_a_partner_sends_it_to_its_own_in_spot():
    g = place(deal(hands={0: ["4S"]}), p0_0=10, p2_1=14)
    g.apply("play 4S 0:0")
    assert loc(g, "0:0") == 14 and loc(g, "2:1") == 39


def test_landing_on_a_partner_is_illegal_when_its_in_spot_holds_its_own_colour():
    g = place(deal(hands={0: ["4S"]}), p0_0=10, p2_1=14, p2_0=39)
    refused(g, "play 4S 0:0", "already holds peg 2:0")


def test_partner_in_spot_holding_an_opponent_sends_that_opponent_to_start():
    g = place(deal(hands={0: ["4S"]}), p0_0=10, p2_1=14, p1_0=39)
    ev = g.apply("play 4S 0:0")
    assert loc(g, "2:1") == 39 and loc(g, "1:0") == START and loc(g, "0:0") == 14
    assert kinds(ev)[1:4] == ["bump", "in_spot", "move"]


def test_partner_in_spot_holding_another_partner_peg_makes_the_landing_illegal():
    # 6 players: team 0 is colours 0, 2, 4; colour 2's in-spot is 39
    g = place(deal(players=6, hands={0: ["4S"]}), p0_0=10, p2_1=14, p4_0=39)
    refused(g, "play 4S 0:0", "of your team")
    g = place(deal(players=6, hands={0: ["4S"]}), p0_0=10, p2_1=14, p0_1=39)
    refused(g, "play 4S 0:0", "of your team")


def test_coming_out_onto_another_colour_is_a_landing_and_onto_ones_own_is_illegal():
    g = place(deal(hands={0: ["AS"]}), p1_0=8, p2_0=44)
    ev = g.apply("play AS 0:0")
    assert loc(g, "0:0") == 8 and loc(g, "1:0") == START and "bump" in kinds(ev)
    g = place(deal(hands={0: ["AS"]}), p0_4=8, p2_0=44)
    refused(g, "play AS 0:0", "same colour")
    # 0:4 and 2:0 move 1 on; nobody comes out: both come-out holes hold their own colour
    assert legal(g, "AS") == {"play AS 0:4", "play AS 2:0"}
    refused(g, "play AS 2:1", "same colour")


# ----- Going home ------------------------------------------------------------------------

def test_a_move_reaching_the_in_spot_may_turn_into_home_each_step_one_hole():
    for start, card, hole in [(70, "6S", 0), (70, "10S", 4), (3, "3S", 2), (2, "2S", 0), (3, "AS", 0)]:
        g = place(deal(hands={0: [card]}), p0_0=start)
        text = f"play {card} 0:0 home"
        assert text in legal(g), (start, card)
        g.apply(text)
        assert loc(g, "0:0") == HOME + hole


def test_home_holes_are_numbered_from_0_alike_in_sentences_refusals_and_observation():
    """One numbering a student reads (the game's docstring): from 0, as a side's holes 0–17."""
    g = place(deal(hands={0: ["6S", "AS"]}), p0_0=1, p0_1="h4")
    move = [e for e in g.apply("play 6S 0:0 home") if e.kind == "home"][0]
    assert move.data["to"] == {"area": "home", "hole": 3}
    assert str(move).endswith("to home hole 3.")
    assert {"peg": "0:0", "area": "home", "hole": 3}.items() <= next(
        p for p in g.observation(0)["pegs"] if p["peg"] == "0:0").items()
    g = place(deal(hands={0: ["2S", "AS"]}), p0_0="h3", p0_1="h4")
    refused(g, "play AS 0:0", "peg 0:1 on home hole 4 is in the way")
    refused(g, "play 2S 0:0", "peg 0:0 is on home hole 3 (of 0–4)")


def test_home_and_round_the_track_are_two_different_actions():
    g = place(deal(hands={0: ["4S"]}), p0_0=1)
    assert {"play 4S 0:0", "play 4S 0:0 home"} <= legal(g)
    g.apply("play 4S 0:0")
    assert loc(g, "0:0") == 5


def test_a_move_that_would_overshoot_the_home_lane_must_go_round():
    g = place(deal(hands={0: ["KS"]}), p0_0=1)
    assert "play KS 0:0 home" not in legal(g) and "play KS 0:0" in legal(g)
    refused(g, "play KS 0:0 home", "overshoot", "round the track")
    g.apply("play KS 0:0")
    assert loc(g, "0:0") == 11


def test_turning_into_home_passes_no_peg_in_the_lane_and_ends_on_an_empty_hole():
    g = place(deal(hands={0: ["5S", "3S"]}), p0_0=1, p0_1="h1")
    refused(g, "play 5S 0:0 home", "in the way")  # would pass 0:1 on hole 2 to hole 3
    g = place(deal(hands={0: ["4S", "3S"]}), p0_0=1, p0_1="h1")
    refused(g, "play 4S 0:0 home", "in the way")  # would land on 0:1
    g.apply("play 3S 0:0 home")
    assert loc(g, "0:0") == HOME


def test_pegs_in_home_move_further_in_exactly_never_out():
    g = place(deal(hands={0: ["2S", "4S", "8S"]}), p0_0="h1")
    assert legal(g, "2S") == {"play 2S 0:0"} and not legal(g, "4S") and not legal(g, "8S")
    refused(g, "play 4S 0:0", "past the back")
    refused(g, "play 2S 0:0 home", "already in its home lane")
    g.apply("play 2S 0:0")
    assert loc(g, "0:0") == HOME + 3


def test_a_home_peg_short_of_the_back_blocks_later_pegs():
    g = place(deal(hands={0: ["3S"]}), p0_0="h1", p0_1="h3")
    refused(g, "play 3S 0:0", "in the way")
    g = place(deal(hands={0: ["3S", "4S", "5S", "6S"]}), p0_0=1, p0_1="h2")
    assert {"play 3S 0:0 home", "play 4S 0:0 home"} <= legal(g)
    refused(g, "play 5S 0:0 home", "in the way")
    refused(g, "play 6S 0:0 home", "in the way")


def test_a_team_wins_when_every_peg_of_every_member_is_home_8_players():
    where = {f"p{c}_{i}": f"h{i}" for c in (0, 2, 4, 6) for i in range(5)}
    where["p6_0"] = 18 * 6 + 2  # one hole short of colour 6's in-spot
    where["p1_0"] = 40
    g = place(deal(players=8, hands={0: ["2S"]}), **where)
    assert g.team_scores() == {0: 19, 1: 0} and not g.is_over
    ev = g.apply("play 2S 6:0 home")
    assert g.is_over and g.current_player is None and g.legal_actions() == []
    assert g.winners() == [0, 2, 4, 6]
    assert g.scores() == {p: (5 if p % 2 == 0 else 0) for p in range(8)}
    assert g.team_scores() == {0: 20, 1: 0}
    win = ev[-1]
    assert win.kind == "win" and win.data["winners"] == [0, 2, 4, 6] and "team 0 wins" in str(win)
    refused(g, "discard 3C", "over")


def test_no_winner_while_the_game_runs():
    g = cardkit.make(NAME, players=4, seed=1)
    assert g.winners() == [] and g.team_scores() == {0: 0, 1: 0}


# ----- Action texts ------------------------------------------------------------------------

def test_action_texts_parse_back_to_their_actions():
    g = place(deal(hands={0: ["7S", "JK", "AS"]}), p0_0=1, p2_0=30, p1_0=50)
    for a in g.legal_actions():
        assert g.parse(str(a)) == a
    assert str(g.parse("PLAY 7s 0:0:4 HOME 2:0:3")) == "play 7S 0:0:4 home 2:0:3"
    assert str(g.parse("play jk 0:1 1:0")) == "play JK 0:1 1:0"
    for bad, word in [("fly", "not a Pegs"), ("play ZZ 0:0", "not a card"),
                      ("play 5S", "moves one peg"), ("play 5S 0:0:2 2:0:3", "not a peg"),
                      ("play JK 0:0", "joker names"), ("play 7S 0:0:3", "split"),
                      ("play 5S home 0:0", "'home' follows"), ("discard 5S 5H", "one card"),
                      ("play 5S zero", "not a peg")]:
        with pytest.raises(cardkit.IllegalMove, match=word):
            g.parse(bad)


def test_either_of_two_identical_cards_may_be_named():
    g = place(deal(hands={0: ["5S", "5S", "5H"]}), p0_0=20)
    acts = [str(a) for a in g.legal_actions()]
    assert acts.count("play 5S 0:0") == 1 and "play 5H 0:0" in acts
    g.apply("play 5S 0:0")
    assert g.hands[0].count("5S") == 1


def test_a_come_out_card_offers_every_waiting_peg_of_the_team():
    g = place(deal(hands={0: ["AS"]}), p2_3=60)
    expected = {f"play AS {c}:{i}" for c in (0, 2) for i in range(5)}  # 2:3 moves 1 on
    assert legal(g, "AS") == expected


# ----- Illegal moves -------------------------------------------------------------------------

def test_illegal_moves_raise_with_a_reason_and_change_nothing():
    g = place(deal(hands={0: ["5S", "7S", "JK", "AS", "8S"]}), p0_0=20, p1_0=22, p2_0="h4")
    refused(g, "play 9S 0:0", "you hold no 9S")
    refused(g, "play 5S 1:0", "other team")
    refused(g, "play 5S 9:0", "no peg")
    refused(g, "play 5S 0:7", "no peg")
    refused(g, "play 5S 2:0", "past the back")
    refused(g, "play 5S 0:0 home", "does not reach")
    refused(g, "play 7S 0:0:3 2:0:4", "past the back")
    refused(g, "play JK 0:1 0:0", "same colour")
    refused(g, "discard 5S", "must play")
    before = g.to_json()
    with pytest.raises(cardkit.IllegalMove, match="turn"):
        g.apply("play 5S 0:0", player=1)
    assert g.to_json() == before


def test_bad_options_and_decks_raise_config_error():
    with pytest.raises(cardkit.ConfigError):
        cardkit.make(NAME, players=4, colour="red")
    with pytest.raises(cardkit.ConfigError, match="4 × AS"):
        cardkit.make(NAME, players=4, deck=["AS"] * 4)
    cardkit.make(NAME, players=8, deck=["AS"] * 4)  # 8 players: four decks


# ----- Observation ---------------------------------------------------------------------------

def test_observation_shows_the_board_pegs_and_own_hand_only():
    g = place(deal(hands={0: ["AS"], 1: ["KH"]}), p1_0=30, p0_0="h0")
    obs = g.observation(1)
    json.dumps(obs)
    assert obs["hand"] == g.hands[1] and obs["legal"] == []
    assert "draw_pile" not in obs and obs["draw_pile_size"] == len(g.draw_pile)
    pegs = {p["peg"]: p for p in obs["pegs"]}
    assert pegs["1:0"]["area"] == "track" and pegs["1:0"]["pos"] == 30
    assert pegs["0:0"]["area"] == "home" and pegs["0:0"]["hole"] == 0
    b = obs["board"]  # each peg carries the drawing position of its hole
    assert (pegs["1:0"]["x"], pegs["1:0"]["y"]) == (b["track"][30]["x"], b["track"][30]["y"])
    assert (pegs["0:0"]["x"], pegs["0:0"]["y"]) == (b["home"][0][0]["x"], b["home"][0][0]["y"])
    assert (pegs["3:2"]["x"], pegs["3:2"]["y"]) == (b["start"][3][2]["x"], b["start"][3][2]["y"])
    assert set(g.observation(0)["legal"]) == legal(g)
    text = g.render_text()
    assert "10" in text.splitlines()[2].split("|")[0]  # peg 1:0 drawn on side 1 as "10"
    assert "home 0...." in text.splitlines()[1]


def test_unseen_is_the_draw_pile_and_other_hands():
    g = cardkit.make(NAME, players=4, seed=5)
    u = g.unseen(2)
    assert sum(u.values()) == len(g.draw_pile) + 15
    others = Counter(c for p, h in enumerate(g.hands) if p != 2 for c in h)
    assert u == Counter(g.draw_pile) + others
    g = deal(hands={0: ["2S", "3S", "4S", "5S", "6S"]}, draws=["9H"])
    before = g.unseen(1)["2S"]
    g.apply("discard 2S")
    assert g.unseen(1)["2S"] == before - 1, "a discard is seen by everyone"
    assert g.unseen(0)["9H"] == g.unseen(1)["9H"] - 1, "the drawn card is seen by its holder"


# ----- Property: scores are what the rules count ---------------------------------------------

@pytest.mark.parametrize("n", [4, 6, 8])
def test_scores_count_pegs_home_and_the_winning_team_has_all_home(n):
    rng = random.Random(n)
    g = cardkit.make(NAME, players=n, seed=100 + n)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
        if len(g.history) % 50 == 0 or g.is_over:
            pegs = g.observation(0)["pegs"]
            home = Counter(p["colour"] for p in pegs if p["area"] == "home")
            assert g.scores() == {p: home[p] for p in range(n)}
            assert g.team_scores() == {t: sum(home[p] for p in range(t, n, 2)) for t in (0, 1)}
            on_track = [p["pos"] for p in pegs if p["area"] == "track"]
            assert len(on_track) == len(set(on_track)), "one peg per hole"
    w = g.winners()
    assert w in ([p for p in range(n) if p % 2 == 0], [p for p in range(n) if p % 2 == 1])
    assert g.team_scores()[w[0] % 2] == 5 * n // 2
    assert len(g.history) < 20_000


# ----- Strategy ------------------------------------------------------------------------------

def test_sensible_strategy_beats_random_over_hundreds_of_seeded_games():
    import cardkit.sim as sim

    df = sim.run(NAME, ["sensible", "random"], games=200, seed=7, players=4, progress=False)
    wins = df[df.winner].groupby("strategy")["game"].nunique()
    assert wins.get("sensible", 0) >= 170, wins.to_dict()  # chance would give about 100
    df8 = sim.run(NAME, ["random", "sensible"], games=30, seed=8, players=8, progress=False)
    assert df8[df8.winner].groupby("strategy")["game"].nunique().get("sensible", 0) >= 25


def test_sensible_strategy_prefers_hitting_entering_home_and_the_short_way_home():
    from cardkit.agents.pegs_and_jokers import PegsSensible

    bot = PegsSensible()
    g = place(deal(hands={0: ["4S", "3S", "2D", "2C", "3C"]}), p0_0=10, p1_0=14, p0_1=30)
    assert str(bot.choose(g, 0)) == "play 4S 0:0"  # sends 1:0 back to start
    g = place(deal(hands={0: ["5S", "2D", "2C", "3C", "4C"]}), p0_0=1, p0_1=30)
    assert str(bot.choose(g, 0)) == "play 5S 0:0 home"
    g = place(deal(hands={0: ["8S", "2D", "2C", "3C", "4C"]}), p0_0=8)
    assert str(bot.choose(g, 0)) == "play 8S 0:0"  # from the come-out hole, 3 short of home
    # a joker is kept unless it gains more than its cost: from start onto 1:0 on hole 40 the
    # best gain is a peg of colour 0 there (37 holes of progress) plus 1:0's 19 lost
    g = place(deal(hands={0: ["JK", "2D", "2C", "3C", "4C"]}), p1_0=40)
    assert PegsSensible(joker_cost=60).choose(g, 0).kind == "discard"
    assert str(bot.choose(g, 0)).endswith(" 1:0") and str(bot.choose(g, 0)) in legal(g)


# ----- Property: every legal play moves pegs exactly as its card says ------------------------

def _holes_moved(g, peg, old, new):
    """Forward holes from ``old`` to ``new`` (into home counted through the in-spot)."""
    n, spot = g.length, g.in_spots[peg // 5]
    if new >= HOME and old >= HOME:
        return new - old
    if new >= HOME:
        return (spot - old) % n + new - HOME + 1
    return (new - old) % n


@pytest.mark.parametrize("n,seed", [(4, 21), (6, 22), (8, 23)])
def test_every_legal_play_moves_pegs_exactly_as_its_card_says(n, seed):
    rng = random.Random(seed)
    g = cardkit.make(NAME, players=n, seed=seed)
    checked = 0
    while not g.is_over and len(g.history) < 300:
        p = g.current_player
        team = {q for q in range(5 * n) if (q // 5) % 2 == p % 2}
        acts = g.legal_actions()
        for a in rng.sample(acts, min(len(acts), 8)):
            if a.kind != "play":
                continue
            history, g.history = g.history, []  # copied games need no history here
            h = g.clone()
            g.history = history
            before = list(h.loc)
            h.apply(a)
            after = h.loc
            card, *rest = a.args
            rank = card[:-1] if card != "JK" else "JK"
            movers = [int(x.split(":")[0]) * 5 + int(x.split(":")[1]) for x in rest
                      if x != "home"][:1 if card == "JK" else 2]
            for m in movers:
                assert m in team, a
            if card == "JK":
                t = int(rest[1].split(":")[0]) * 5 + int(rest[1].split(":")[1])
                assert after[movers[0]] == before[t] and after[t] != before[t]
            elif len(movers) == 2:
                spots = [18 * (m // 5) + 3 for m in movers]
                (ka, kb) = (int(x.split(":")[2]) for x in rest if x != "home")
                a_moved = _holes_moved(h, movers[0], before[movers[0]], after[movers[0]]) == ka
                # or the second part landed on the first peg, a partner: sent to its in-spot
                assert a_moved or after[movers[0]] == spots[0], a
                # the second part moves from where the first part left it (its in-spot if hit)
                assert kb in (_holes_moved(h, movers[1], before[movers[1]], after[movers[1]]),
                              _holes_moved(h, movers[1], spots[1], after[movers[1]])), a
                assert sum(int(x.split(":")[2]) for x in rest if x != "home") == int(rank)
            else:
                m, old, new = movers[0], before[movers[0]], after[movers[0]]
                if old == START:
                    assert rank in ("A", "K", "Q", "J") and new == 18 * (m // 5) + 8
                elif rank == "8":
                    assert (old - new) % h.length == 8 and new < HOME
                else:
                    k = {"A": 1, "J": 10, "Q": 10, "K": 10}.get(rank) or int(rank)
                    assert _holes_moved(h, m, old, new) == k, a
                    assert (new >= HOME) == (old >= HOME or "home" in rest)
            for q in range(5 * n):  # pegs landed on: opponents to start, partners to in-spot
                if q not in movers and after[q] != before[q]:
                    if (q // 5) % 2 == p % 2:
                        assert after[q] == 18 * (q // 5) + 3, a
                    else:
                        assert after[q] == START, a
            track = [x for x in after if 0 <= x < HOME]
            assert len(track) == len(set(track)), "one peg per hole"
            checked += 1
        g.apply(rng.choice(acts))
    assert checked > 150


# ----- Refusals in the student's language ------------------------------------------------------
TEAM_OUT = {f"p{c}_{i}": 3 + 10 * c + 2 * i for c in (0, 2) for i in range(5)}
REFUSALS = [  # (hands, pegs placed, move, the English reason's words)
    ({0: ["JK"]}, {}, "play JK 0:1", "a joker names the peg it moves and the peg it lands on"),
    ({}, {}, "play 7S x:y", "a split part is colour:number:holes"),
    ({}, {}, "play 2C x:y", "is not a peg; a peg is written colour:number, e.g. 0:3"),
    ({0: ["AS"]}, {}, "play AS 9:9", "there is no peg 9:9: colours are 0–3 and pegs 0–4"),
    ({0: ["AS"]}, {}, "play AS 1:0", "belongs to player 1 of the other team"),
    ({0: ["JK"]}, {}, "play JK 0:0 9:9", "there is no peg 9:9"),
    ({0: ["JK"]}, {"p0_0": 20}, "play JK 0:0 1:0", "your team still has pegs in a start area"),
    ({0: ["JK"]}, {**TEAM_OUT, "p0_0": "h0"}, "play JK 0:0 1:0", "is home: a joker moves a peg"),
    ({0: ["JK"]}, TEAM_OUT, "play JK 0:1 1:0", "is not on the track: a joker lands only"),
    ({0: ["JK"]}, TEAM_OUT, "play JK 0:1 0:2", "has the same colour as peg 0:1"),
    ({0: ["5S"]}, {}, "play 5S 0:0", "is in its start area: only A, K, Q, J or a joker"),
    ({0: ["8S"]}, {"p0_0": 20}, "play 8S 0:0 home", "an 8 moves backward: it never moves"),
    ({0: ["7S"]}, {"p0_0": 20, "p2_0": 50}, "play 7S 0:0:3 0:0:4", "a split moves two different pegs"),
    ({0: ["7S"]}, {"p0_0": 20, "p2_0": 50}, "play 7S 0:0:3 2:0:3", "add up to 7, not 3 + 3"),
]


@pytest.mark.parametrize("hands, pegs, move, words", REFUSALS, ids=[r[2] for r in REFUSALS])
def test_a_refused_move_says_why_in_english_and_in_punjabi(hands, pegs, move, words):
    g = place(deal(hands=hands), **pegs)
    before = g.to_json()
    refused(g, move, words)
    cardkit.set_language("pa")
    try:
        with pytest.raises(cardkit.IllegalMove) as e:
            g.apply(move)
    finally:
        cardkit.set_language("en")
    assert any("\u0a00" <= ch <= "\u0a7f" for ch in e.value.reason), e.value.reason
    assert g.to_json() == before
