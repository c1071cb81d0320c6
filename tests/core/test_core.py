"""The engine core: making, saving, loading and undo, shown on Push."""
import json
import re
from pathlib import Path

import pytest

import cardkit
from cardkit import ConfigError, IllegalMove

SHARED_RULES = Path(__file__).resolve().parents[3] / "shared" / "rules"


def played(n=30, seed=3):
    g = cardkit.make("push", players=3, seed=seed)
    for i in range(n):
        g.apply(g.legal_actions()[i % len(g.legal_actions())])
    return g


def test_games_registry_lists_push_first_in_teaching_order():
    assert list(cardkit.GAMES)[0] == "push"
    assert cardkit.GAMES["push"].name == "push"


def test_make_unknown_game_names_the_choices():
    with pytest.raises(ConfigError, match="'chess'.*push"):
        cardkit.make("chess")


def test_errors_are_value_errors():
    assert issubclass(ConfigError, ValueError) and issubclass(IllegalMove, ValueError)


@pytest.mark.parametrize("seed", [-1, 1.5, "7", True])
def test_bad_seed_is_refused(seed):
    with pytest.raises(ConfigError, match="seed"):
        cardkit.make("push", players=3, seed=seed)


def test_stacked_deck_comes_first_and_the_rest_follows_shuffled_by_seed():
    a = cardkit.make("push", players=3, seed=1, deck=["P6", "P6"])
    b = cardkit.make("push", players=3, seed=2, deck=["P6", "P6"])
    assert a.draw_pile[-2:] == ["P6", "P6"] and sorted(a.draw_pile) == sorted(b.draw_pile)
    assert a.draw_pile != b.draw_pile
    with pytest.raises(ConfigError, match="list of card codes"):
        cardkit.make("push", players=3, deck="R1 R2")


def test_round_trip_is_exact_and_the_loaded_game_plays_on_identically():
    g = played()
    h = cardkit.load(g.to_json())
    assert h == g and h.to_json() == g.to_json()
    for _ in range(20):
        a = g.legal_actions()[0]
        assert [str(e) for e in g.apply(a)] == [str(e) for e in h.apply(str(a))]
    assert h.to_json() == g.to_json()


def test_json_is_versioned_and_readable():
    doc = json.loads(played().to_json())
    assert doc["format"] == "cardkit-game" and doc["version"] == 1 and doc["game"] == "push"
    assert doc["actions"][0] == "draw" and "state" in doc


@pytest.mark.parametrize("change,match", [
    (lambda d: d.update(version=99), "version 99"),
    (lambda d: d.update(format="pickle"), "not a cardkit saved game"),
    (lambda d: d.update(game="poker"), "unknown game 'poker'"),
    (lambda d: d.update(players=9), "not 9"),
    (lambda d: d.update(options={"harder": "very"}), "harder"),
    (lambda d: d.update(options={"bogus": 1}), "bogus"),
    (lambda d: d["actions"].__setitem__(0, "stop"), "saved action 1 'stop' is not legal"),
    (lambda d: d["actions"].append("fly"), "'fly'"),
    (lambda d: d["state"]["game"]["bench"][0].append("R6"), "does not match"),
    (lambda d: d.pop("state"), "missing fields"),
    (lambda d: d.update(extra=1), "unknown fields"),
    (lambda d: d.update(deck=["Q9"]), "Q9"),
    (lambda d: d.update(actions="draw"), "list of action texts"),
])
def test_corrupt_or_foreign_saves_raise_config_error_naming_the_problem(change, match):
    doc = json.loads(played().to_json())
    change(doc)
    with pytest.raises(ConfigError, match=match):
        cardkit.load(json.dumps(doc))


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]", "null", b"\x80\x81"])
def test_load_refuses_what_is_not_a_saved_game(text):
    with pytest.raises(ConfigError):
        cardkit.load(text)


def test_undo_restores_the_exact_prior_state_rng_included():
    g = cardkit.make("push", players=3, seed=9)
    states = [g.to_json()]
    for i in range(60):
        g.apply(g.legal_actions()[-1 if i % 5 else 0])
        states.append(g.to_json())
    for expected in reversed(states[:-1]):
        g.undo()
        assert g.to_json() == expected
    with pytest.raises(IllegalMove, match="nothing to undo"):
        g.undo()


def test_undo_then_the_same_action_gives_the_same_chance_results():
    g = cardkit.make("push", players=2, seed=4)
    while True:  # play until a die is rolled
        events = g.apply(g.legal_actions()[0] if g.phase != "push" else "stop")
        rolls = [e for e in events if e.kind == "roll"]
        if rolls:
            break
    text = g.history[-1][1]
    g.undo()
    again = [e for e in g.apply(text) if e.kind == "roll"]
    assert [e.data for e in again] == [e.data for e in rolls]


def test_events_are_plain_sentences_with_json_ready_data():
    g = cardkit.make("push", players=3, seed=7)
    for e in g.apply("draw"):
        assert str(e).endswith(".") and e.kind and json.dumps(e.to_dict())
    assert g.history[0][1] == "draw" and g.history[0][0] == 0


def test_cards_have_codes():
    from cardkit.games.push import CARDS

    assert str(CARDS["R3"]) == "R3" and CARDS["R3"].colour == "red" and CARDS["R3"].rank == 3


@pytest.mark.skipif(not SHARED_RULES.is_dir(), reason="the shared rules folder is not beside the repo")
def test_packaged_rules_match_the_shared_rules_files():
    for path in SHARED_RULES.glob("*.md"):
        packaged = Path(cardkit.__file__).parent / "rules" / path.name
        assert packaged.read_text() == path.read_text(), f"{path.name} changed: copy it again"


def test_undo_after_branching_past_checkpoints_matches_a_fresh_replay():
    g = cardkit.make("push", players=4, seed=12)
    for i in range(150):
        g.apply(g.legal_actions()[i % len(g.legal_actions())])
    for _ in range(80):  # back past two checkpoints
        g.undo()
    for i in range(90):  # a different branch from there on
        if g.is_over:
            break
        g.apply(g.legal_actions()[-1 - i % 2 if len(g.legal_actions()) > 1 else 0])
    texts = [h[1] for h in g.history]
    for _ in range(45):
        g.undo()
        texts.pop()
        fresh = cardkit.make("push", players=4, seed=12)
        for t in texts:
            fresh.apply(t)
        assert g.to_json() == fresh.to_json()


def test_clone_is_independent_and_keeps_the_history():
    g = played()
    c = g.clone()
    assert c.to_json() == g.to_json()
    c.apply(c.legal_actions()[0])
    assert len(c.history) == len(g.history) + 1 and c.to_json() != g.to_json()


def test_winners_sentences_name_one_winner_or_several():
    from cardkit.core.sentences import players_text, winners_text

    assert winners_text([1]) == "Player 1 wins"
    assert winners_text([0, 2]) == "Player 0 and player 2 share the win"
    assert winners_text([3], capital=False) == "player 3 wins"
    assert players_text([0, 2]) == "player 0 and player 2"


@pytest.mark.parametrize(("text", "number"), [("0", 0), ("007", 7), ("999999", 999_999)])
def test_whole_number_reads_ascii_digits(text, number):
    from cardkit.core import is_whole_number, whole_number

    assert whole_number(text) == number and is_whole_number(text)


@pytest.mark.parametrize(("text", "said"), [("³", "'³' is not a seat"), ("-1", "'-1' is not a seat"),
                                            ("", "'' is not a seat"), ("1" * 7, "at most 6 digits"),
                                            ("1" * 5000, "(5,000 characters)")])
def test_whole_number_refuses_anything_else_naming_it(text, said):
    from cardkit.core import is_whole_number, whole_number

    assert not is_whole_number(text)
    with pytest.raises(IllegalMove, match=re.escape(said)):
        whole_number(text, "seat")


def test_seat_is_the_one_player_check_of_the_core():
    g = cardkit.make("push", players=3, seed=1)
    assert [g.seat(p) for p in range(3)] == [0, 1, 2]
    for bad in (-1, 3, True, "0", None, 0.0):
        with pytest.raises(ConfigError, match=re.escape(f"no player {bad!r}")):
            g.seat(bad)
