"""Bad input always gets a clear error (issue 14, items 21 and 23–25).

An odd action text, a hand-made or foreign ``Action``, a bad player index, a bad
option or a corrupt save raises ``IllegalMove`` (actions) or ``ConfigError``
(options, saves, player indices), never another exception; the message names the
bad value, and the game is unchanged (``to_json()`` byte-identical). Hypothesis
then feeds arbitrary texts, actions and JSON to every game and to ``cardkit.load``.
"""
import functools
import itertools
import json
import pydoc
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardkit
from cardkit import Action, ConfigError, IllegalMove
from cardkit.core.game import MAX_SAVE

GAMES = list(cardkit.GAMES)
FIELDS = ["format", "version", "game", "players", "seed", "deck", "rolls", "options", "actions", "state"]
HUGE = "1" * 5000  # more digits than int() converts (4,300)
LONG = "1" * 40  # fewer characters than an action text may have, more digits than a number


@functools.cache
def positions(name: str) -> tuple:
    """Games of ``name`` part-way through random playouts: every phase turns up."""
    found = []
    for players in (cardkit.GAMES[name].player_counts[0], cardkit.GAMES[name].player_counts[-1]):
        g = cardkit.make(name, players=players, seed=players)
        rng = random.Random(players)
        for step in range(400):
            if g.is_over:
                break
            if step in (0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377):
                found.append(g.clone())
            g.apply(rng.choice(g.legal_actions()))
        found.append(g.clone())
    return tuple(found)


def fresh(name: str, where: int = 0):
    return positions(name)[where].clone()


def refused(g, action, *names, error=IllegalMove, player=None):
    """Apply ``action``; it must raise exactly ``error`` naming each of ``names``, and
    leave the game byte-identical."""
    before = g.to_json()
    with pytest.raises(ValueError) as info:
        g.apply(action, player=player)
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    for name in names:
        assert name in str(info.value), f"{name!r} not named in: {info.value}"
    assert g.to_json() == before
    return str(info.value)


# ----- item 23: numbers in action texts ----------------------------------------------
NON_ASCII_DIGITS = [
    ("push", "place ³", "³"), ("push", "take ²", "²"), ("push", "place ３", "３"),
    ("uno-duo", "play ³", "³"), ("uno-duo", "colour ³", "³"),
    ("cover-your-assets", "steal ³ GOLD", "³"), ("cover-your-assets", "steal ١ GOLD", "١"),
    ("cover-your-assets", "take ³", "³"),
    ("split", "penalise ³", "³"), ("split", "trade ³ 0 0", "³"), ("split", "trade 0 0 ٣", "٣"),
    ("split", "upgrade 1 ² 7HL", "²"), ("split", "upgrade ⁴ 0 7HL", "⁴"),
    ("pegs-and-jokers", "play JS 0:²", "0:²"), ("pegs-and-jokers", "play 7C 0:1:³ 2:0:4", "0:1:³"),
    ("pegs-and-jokers", "play JK ¹:1 1:3", "¹:1"), ("pegs-and-jokers", "play 5H ０:1", "０:1"),
]


@pytest.mark.parametrize(("name", "text", "bad"), NON_ASCII_DIGITS)
def test_non_ascii_digits_are_illegal_moves_naming_them(name, text, bad):
    for where in (0, 5, -1):
        g = fresh(name, where)
        if not g.is_over:
            refused(g, text, bad)


HUGE_NUMBERS = [
    ("push", "place " + HUGE), ("push", "take " + LONG),
    ("uno-duo", "play " + HUGE), ("uno-duo", "play R" + LONG),
    ("cover-your-assets", "steal " + HUGE + " GOLD"), ("cover-your-assets", "steal " + LONG + " GOLD"),
    ("split", "penalise " + HUGE), ("split", "penalise " + LONG), ("split", "trade " + HUGE + " 0 0"),
    ("split", "trade 0 0 " + LONG), ("split", "upgrade " + HUGE + " 0 7HL"),
    ("split", "upgrade 1 " + LONG + " 7HL"),
    ("pegs-and-jokers", "play JS 0:" + HUGE), ("pegs-and-jokers", "play 7C 0:1:" + LONG + " 2:0:4"),
]


@pytest.mark.parametrize(("name", "text"), HUGE_NUMBERS)
def test_numbers_too_long_are_illegal_moves_naming_them(name, text):
    g = fresh(name, 3)
    message = refused(g, text, "1" * 10)
    assert len(message) < 400, "a long number is shown cut short"


@pytest.mark.parametrize("name", GAMES)
def test_a_text_longer_than_any_action_is_refused_cut_short(name):
    message = refused(fresh(name), "draw " * 10_000, "draw draw")
    assert "50,000 characters" in message and len(message) < 200


@pytest.mark.parametrize(("text", "number"), [("penalise 007", 7), ("trade 0 1 2", 0)])
def test_ascii_numbers_still_read_leading_zeros_and_all(text, number):
    assert fresh("split").parse(text).args[0] == number


# ----- item 24: hand-made and foreign actions ------------------------------------------
HAND_MADE = [
    ("push", Action("bank"), "bank"), ("push", Action("place", (-1,)), "place -1"),
    ("push", Action("place", ("1",)), "('1',)"), ("push", Action("take", (4, 5)), "take 4 5"),
    ("push", Action("place", (None,)), "place None"), ("push", Action(5), "5"),
    ("push", Action("place", 1), "'place'"), ("push", Action("place", (10**5000,)), "too long"),
    ("uno-duo", Action("play"), "play"), ("uno-duo", Action("play", (None,)), "play None"),
    ("uno-duo", Action("colour", (3,)), "colour 3"), ("uno-duo", Action("play", ("R5", "purple")), "purple"),
    ("cover-your-assets", Action("steal", (4,)), "steal 4"),
    ("cover-your-assets", Action("steal", ("1", "GOLD")), "('1', 'GOLD')"),
    ("cover-your-assets", Action("pair", ("GOLD",)), "pair GOLD"),
    ("cover-your-assets", Action("steal", (-1, "GOLD")), "steal -1 GOLD"),
    ("split", Action("match", (None,)), "match None"), ("split", Action("penalise", ("1",)), "('1',)"),
    ("split", Action("trade", (1, 2)), "trade 1 2"), ("split", Action("upgrade", (0, 0, None)), "None"),
    ("split", Action("pick", ()), "pick"),
    ("pegs-and-jokers", Action("draw"), "draw"), ("pegs-and-jokers", Action("play", ("JS",)), "JS"),
    ("pegs-and-jokers", Action("play", ("JS", 5)), "'5'"), ("pegs-and-jokers", Action("discard"), "discard"),
    ("pegs-and-jokers", Action("play", ("JS", "0:1", None)), "None"),
    ("pegs-and-jokers", Action("discard", ("ZZ",)), "ZZ"),
]


@pytest.mark.parametrize(("name", "action", "bad"), HAND_MADE)
def test_hand_made_actions_the_game_would_not_make_are_refused_before_its_rules(name, action, bad):
    for where in (0, 4, 8, -1):
        g = fresh(name, where)
        if not g.is_over:
            refused(g, action, bad)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(("thing", "bad"), [(5, "5"), (None, "None"), (b"draw", "b'draw'"),
                                            (["draw"], "['draw']"), (b"x" * 10_000, "b'xxxx")])
def test_a_thing_that_is_no_text_nor_action_is_an_illegal_move_naming_it(name, thing, bad):
    message = refused(fresh(name, 3), thing, bad)
    assert len(message) < 200


@pytest.mark.parametrize("name", GAMES)
def test_a_hand_made_action_equal_to_a_legal_one_is_played_as_the_games_own(name):
    g = fresh(name, 5)
    legal = g.legal_actions()[-1]
    g.apply(Action(legal.kind, legal.args))
    assert g.history[-1][1] == str(legal)
    assert cardkit.load(g.to_json()) == g


def test_a_hand_made_action_with_an_equal_but_odd_arg_records_the_canonical_text():
    g = cardkit.make("push", players=3, seed=1)
    g.apply("draw")
    assert g.legal_actions()[0] == Action("place", (True,))  # True == 1 in Python
    g.apply(Action("place", (True,)))
    assert g.history[-1][1] == "place 1" and cardkit.load(g.to_json()) == g


def until_legal(name: str, text: str):
    for g in positions(name):
        if text in map(str, g.legal_actions()):
            return g.clone()
    raise AssertionError(f"{name} never offers {text!r}")


DRAWING = ["push", "uno-duo", "split"]  # the games with a "draw" action


@pytest.mark.parametrize(("source", "target"), list(itertools.permutations(DRAWING, 2)))
def test_an_action_of_another_game_is_refused_even_when_its_text_is_legal_here(source, target):
    g = until_legal(target, "draw")
    theirs = next(a for a in until_legal(source, "draw").legal_actions() if str(a) == "draw")
    refused(g, theirs, "'draw'", source, target)
    g.apply("draw")  # the same text is this game's action


@pytest.mark.parametrize(("source", "target"), list(itertools.permutations(GAMES, 2)))
def test_an_action_of_another_game_is_refused_naming_both_games(source, target):
    theirs = fresh(source, 3).legal_actions()[0]
    refused(fresh(target, 3), theirs, str(theirs), source, target)


@pytest.mark.parametrize("name", GAMES)
def test_an_action_of_another_game_of_the_same_kind_is_this_games(name):
    a, b = fresh(name, 3), fresh(name, 3)
    action = a.legal_actions()[0]
    b.apply(action)
    assert b.history[-1][1] == str(action)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("player", [-1, 99, "1", True, 1.5, [0]])
def test_a_wrong_player_to_apply_is_an_illegal_move_naming_it(name, player):
    g = fresh(name, 3)
    refused(g, g.legal_actions()[0], f"player {player!r}", player=player)


# ----- item 25: player indices, make and load --------------------------------------------
@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("player", [-1, 8, 99, "0", True, None, 1.0, (0,)])
def test_observation_and_unseen_refuse_a_player_not_in_the_game(name, player):
    g = fresh(name, 3)
    before = g.to_json()
    for method in (g.observation, g.unseen):
        with pytest.raises(ConfigError, match=re.escape(f"no player {player!r}")):
            method(player)
    assert g.to_json() == before


@pytest.mark.parametrize(("name", "method", "args"), [
    ("split", "sheet", ()), ("cover-your-assets", "top_set", ()),
    ("pegs-and-jokers", "sent_to_start", ("5",)), ("pegs-and-jokers", "team", ()),
    ("pegs-and-jokers", "moves", ("A",)), ("pegs-and-jokers", "scored_moves", ("JK",)),
    ("pegs-and-jokers", "can_move", ("10H",)),
])
@pytest.mark.parametrize("player", [-1, 99, "0", True, None])
def test_the_games_own_player_questions_refuse_a_player_not_in_the_game(name, method, args, player):
    g = fresh(name, 3)
    with pytest.raises(ConfigError, match=re.escape(f"no player {player!r}")):
        getattr(g, method)(player, *args)
    getattr(g, method)(g.players - 1, *args)


@pytest.mark.parametrize(("method", "bad"), [
    ("moves", "Z"), ("moves", "AS"), ("scored_moves", 10), ("sent_to_start", "1"),
    ("can_move", "ZZ"), ("can_move", "A"), ("can_move", ["AS"]),
])
def test_pegs_and_jokers_move_questions_name_a_rank_or_card_that_is_none(method, bad):
    g = fresh("pegs-and-jokers", 3)
    with pytest.raises(ConfigError, match=re.escape(repr(bad))):
        getattr(g, method)(0, bad)


@pytest.mark.parametrize("name", GAMES)
def test_observation_takes_each_player_and_numpy_whole_numbers(name):
    np = pytest.importorskip("numpy")
    g = fresh(name, 3)
    for p in range(g.players):
        assert g.observation(p)["player"] == p
    last = g.players - 1
    assert g.observation(np.int64(last)) == g.observation(last)
    assert g.unseen(np.int64(last)) == g.unseen(last)


@pytest.mark.parametrize("key", ["seed", "players", "deck", "rolls", "name", "7"])
@pytest.mark.parametrize("name", GAMES)
def test_load_refuses_saved_options_that_are_no_option(name, key):
    doc = json.loads(fresh(name, 3).to_json())
    doc["options"][key] = 3
    with pytest.raises(ConfigError, match=f"'{key}'"):
        cardkit.load(json.dumps(doc))
    with pytest.raises(ConfigError, match=f"'{key}'"):
        cardkit.load(doc)


@pytest.mark.parametrize("game", [["push"], {"push": 1}, None, 3, 1.5, True])
def test_load_refuses_a_game_that_is_no_name(game):
    doc = json.loads(fresh("push", 3).to_json())
    doc["game"] = game
    with pytest.raises(ConfigError, match=re.escape(f"unknown game {game!r}")):
        cardkit.load(json.dumps(doc))


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a":' * 100_000, "[" * 1_000 + "]" * 1_000])
def test_load_refuses_json_nested_too_deeply(text):
    with pytest.raises(ConfigError):
        cardkit.load(text)


def nested(depth: int) -> list:
    deep: list = []
    for _ in range(depth):
        deep = [deep]
    return deep


def test_make_refuses_an_option_nested_too_deeply_naming_it():
    with pytest.raises(ConfigError, match="score_sheet"):
        cardkit.make("split", score_sheet=nested(100_000))


@pytest.mark.parametrize("field", FIELDS)
def test_load_refuses_a_dict_nested_deeply_in_any_field(field):
    doc = json.loads(fresh("split", 3).to_json())
    doc[field] = nested(100_000)
    with pytest.raises(ConfigError):
        cardkit.load(doc)
    doc[field] = json.loads(fresh("split", 3).to_json())[field]
    doc["options"] = {"score_sheet": nested(100_000)}
    with pytest.raises(ConfigError, match="nested"):
        cardkit.load(doc)


def test_load_refuses_a_dict_with_keys_that_are_no_text():
    doc = json.loads(fresh("push", 3).to_json())
    with pytest.raises(ConfigError, match="unknown fields.*1"):
        cardkit.load({**doc, 1: 2})
    doc["options"] = {5: True}
    with pytest.raises(ConfigError, match="saved options hold 5"):
        cardkit.load(doc)


def test_load_refuses_a_save_longer_than_the_limit_and_reads_one_within_it():
    save = fresh("push", 3).to_json()
    assert MAX_SAVE == 10_000_000 and "10,000,000" in cardkit.load.__doc__
    readme = (Path(__file__).parents[1] / "README.md").read_text()
    assert f"at most {MAX_SAVE:,} characters" in readme  # where a user reads it
    assert cardkit.load(" " * 1_000_000 + save + "\n" * 1_000_000).to_json() == save
    with pytest.raises(ConfigError, match="100,000,000.*at most 10,000,000"):
        cardkit.load(" " * 100_000_000)
    with pytest.raises(ConfigError, match="10,000,001 characters"):
        cardkit.load((" " * (MAX_SAVE + 1 - len(save)) + save).encode())


@pytest.mark.parametrize("field", ["format", "version", "players", "seed", "deck", "rolls", "actions"])
def test_load_names_a_field_of_a_wrong_type(field):
    doc = json.loads(fresh("push", 3).to_json())
    doc[field] = {"odd": [1, 2]}
    with pytest.raises(ConfigError) as info:
        cardkit.load(json.dumps(doc))
    assert "odd" in str(info.value) or field in str(info.value)


@pytest.mark.parametrize(("call", "bad"), [
    (lambda: cardkit.make(["push"]), "['push']"), (lambda: cardkit.make({"push": 1}), "{'push': 1}"),
    (lambda: cardkit.make(None), "None"), (lambda: cardkit.make("push", name=1), "'name'"),
    (lambda: cardkit.make("split", rolls=["RED"]), "['RED']"),
    (lambda: cardkit.make("push", rolls=[5]), "5"), (lambda: cardkit.make("push", rolls="RED"), "'RED'"),
    (lambda: cardkit.make("push", players="3"), "'3'"), (lambda: cardkit.make("push", deck=[None]), "None"),
    (lambda: cardkit.make("uno-duo", target="200"), "'200'"),
    (lambda: cardkit.make("push", players=[3] * 1000), "[3, 3, 3"),
])
def test_make_refuses_a_bad_value_with_a_config_error_naming_it(call, bad):
    with pytest.raises(ConfigError) as info:
        call()
    assert type(info.value) is ConfigError and bad in str(info.value)
    assert len(str(info.value)) < 300


# ----- item 21: reading naturally -----------------------------------------------------------
def test_help_of_make_lists_every_game_its_players_and_its_options_with_their_meaning():
    text = pydoc.render_doc(cardkit.make, renderer=pydoc.plaintext)
    for name, cls in cardkit.GAMES.items():
        section = text.split(f"{name} ({cls.title}): ")[1].split("\n\n")[0]
        for field in cls.Options.__dataclass_fields__.values():
            assert re.search(rf"^\s*{field.name}={re.escape(repr(field.default))}: .{{10,}}$",
                             section, re.M), f"{name}: option {field.name} and its meaning"
    assert "2–6 players" in text and "4, 6 or 8 players" in text
    assert "a STAR discards the whole bench" in text


@pytest.mark.parametrize("name", GAMES)
def test_an_actions_repr_is_its_text(name):
    legal = fresh(name, 3).legal_actions()
    assert repr(legal) == "[" + ", ".join(map(str, legal)) + "]"
    assert repr(Action("place", (1,))) == "place 1"


def test_pegs_and_jokers_reads_a_peg_written_with_leading_zeros_as_the_peg():
    g = fresh("pegs-and-jokers", 3)
    legal = g.legal_actions()[0]
    odd = re.sub(r"(\d+):(\d+)", lambda m: f"0{m[1]}:0{m[2]}", str(legal))
    assert odd != str(legal) and g.parse(odd) == legal
    g.apply(odd)
    assert g.history[-1][1] == str(legal)


@pytest.mark.parametrize("name", GAMES)
def test_an_action_that_is_no_text_is_told_with_this_games_own_example(name):
    g = fresh(name, 3)
    with pytest.raises(IllegalMove, match=re.escape(f"a text such as '{g.legal_actions()[0]}', not None")):
        g.apply(None)


def test_a_games_repr_counts_its_actions_as_a_class_reads_them():
    g = cardkit.make("push", players=2, seed=1)
    assert "0 actions," in repr(g)
    g.apply("draw")
    assert "1 action," in repr(g)
    g.apply(g.legal_actions()[0])
    assert "2 actions," in repr(g)


# ----- hypothesis: nothing but IllegalMove and ConfigError ever escapes -------------------------
SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
WORDS = sorted({"draw", "place", "take", "bank", "stop", "keep", "discard", "play", "colour", "color",
                "uno", "catch", "challenge", "accept", "pair", "steal", "defend", "yield", "pick",
                "match", "penalise", "bonus-draw", "trade", "upgrade", "skip", "done", "home"})
CODES = sorted(set().union(*(cls.all_codes() for cls in cardkit.GAMES.values())))
ODD_DIGITS = "0123456789³²¹⁴０１٣١߁𝟗"
SPACES = [" ", "  ", "\t", "\n", "\u00a0", "\u2003", "\u3000", "\x0b", "\u200b", "\x1c"]
numbers = st.one_of(st.text(ODD_DIGITS, min_size=1, max_size=8), st.integers(-5, 12).map(str),
                    st.sampled_from(["1" * 4301, "9" * 300, "-0", "+1", "1_000", "1e3", "0x1"]))
pegs = st.tuples(numbers, numbers).map(":".join) | st.tuples(numbers, numbers, numbers).map(":".join)
tokens = st.one_of(st.sampled_from(WORDS), st.sampled_from(CODES), numbers, pegs,
                   st.sampled_from(CODES).map(str.lower), st.text(max_size=6))
joined = st.tuples(st.sampled_from(SPACES), st.lists(tokens, min_size=1, max_size=5))
texts = st.one_of(st.text(max_size=40), joined.map(lambda t: t[0].join(t[1])))
values = st.one_of(st.integers(-3, 12), st.integers(), st.sampled_from(CODES), st.text(max_size=6),
                   st.none(), st.booleans(), st.floats(), st.just(10**5000),
                   st.lists(st.integers(), max_size=2), st.tuples(st.integers(0, 3)),
                   st.sampled_from(["home", "uno", "red", "0:1", "0:1:3"]))
actions = st.builds(Action, st.one_of(st.sampled_from(WORDS), st.text(max_size=5), st.integers(), st.none()),
                    st.one_of(st.tuples(), st.lists(values, max_size=4).map(tuple), values))


def position(data, name):
    return fresh(name, data.draw(st.integers(0, len(positions(name)) - 1)))


def applied_or_refused(g, action) -> None:
    before = g.to_json()
    try:
        g.apply(action)
    except IllegalMove:
        assert g.to_json() == before
    else:  # a legal action: the save still loads
        assert cardkit.load(g.to_json()) == g


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data(), text=texts)
def test_any_text_is_played_or_refused_as_an_illegal_move(name, data, text):
    applied_or_refused(position(data, name), text)


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data(), action=actions)
def test_any_hand_made_action_is_played_or_refused_as_an_illegal_move(name, data, action):
    applied_or_refused(position(data, name), action)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


def loads_or_refuses(doc) -> None:
    try:
        cardkit.load(doc)
    except ConfigError:
        pass


@SETTINGS
@given(doc=st.one_of(json_values, st.text(max_size=30), st.binary(max_size=30)))
def test_any_json_or_text_loads_or_is_refused_as_a_config_error(doc):
    loads_or_refuses(doc if isinstance(doc, (str, bytes)) else json.dumps(doc))


@SETTINGS
@given(name=st.sampled_from(GAMES), field=st.sampled_from(FIELDS), value=json_values,
       option=st.sampled_from(["", "", "target", "harder", "score_sheet", "seed", "x"]),
       depth=st.sampled_from([0, 0, 0, 30, 5000]), as_text=st.booleans())
def test_a_save_with_any_field_changed_loads_or_is_refused_as_a_config_error(name, field, value, option,
                                                                             depth, as_text):
    doc = json.loads(fresh(name, 3).to_json())
    doc[field] = value
    if option and isinstance(doc["options"], dict):
        doc["options"][option] = json.loads(json.dumps(value))  # a copy: value may be the options
    if depth:
        doc[field] = "DEEP"
        loads_or_refuses(json.dumps(doc).replace('"DEEP"', "[" * depth + "]" * depth))
        doc[field] = nested(depth)
    loads_or_refuses(json.dumps(doc) if as_text and not depth else doc)


@pytest.mark.parametrize("entry", ["³", "١", "1" * 5000, "0" * 7 + "1"])
def test_the_command_line_reprompts_for_an_odd_number_with_the_reason(entry):
    from cli_play import cli_play

    code, out = cli_play([entry, "quit"], game="push", players=3, seed=7, bots="1,2")
    assert code == 0 and "Not allowed: " in out and entry[:10] in out
