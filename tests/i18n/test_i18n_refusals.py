"""The core's refusal reasons (``IllegalMove.reason``) in Punjabi, in every game: an empty text,
the wrong player, an undo with nothing to undo, an action after the end, an action that is
no text, a text too long to be one, an action of another game, a bad number. English stays
exactly as it was."""
from __future__ import annotations

import random
import re

import pytest

import cardkit
from cardkit import Action, IllegalMove
from cardkit.games.push import Push
from cardkit.i18n import _

GURMUKHI = re.compile("[\u0a00-\u0a7f]")
GAMES = sorted(cardkit.GAMES)
LONG = "x" * 300


@pytest.fixture(autouse=True)
def speaks_english_again():
    yield
    cardkit.set_language("en")


def reason(call, *args, **kwargs) -> str:
    with pytest.raises(IllegalMove) as e:
        call(*args, **kwargs)
    return e.value.reason


def refusals(name: str) -> dict[str, str]:
    """Each core refusal of a new game of ``name``, in the language in use; the game is left
    as it was (a refused action changes nothing)."""
    g = cardkit.make(name, seed=3)
    first = g.legal_actions()[0]
    other = (g.current_player + 1) % g.players
    stranger = next(n for n in GAMES if n != name)
    foreign = cardkit.make(stranger, seed=3).legal_actions()[0]
    return {
        "empty": reason(g.apply, ""),
        "blank": reason(g.apply, "   "),
        "player": reason(g.apply, first, player=other),
        "no player": reason(g.apply, first, player=99),
        "undo": reason(g.undo),
        "no text": reason(g.apply, 5),
        "too long": reason(g.apply, LONG),
        "foreign": reason(g.apply, foreign),
    }


def played_out(name: str) -> cardkit.Game:
    g = cardkit.make(name, seed=3)
    pick = random.Random(3)
    for _step in range(20_000):
        if g.is_over:
            return g
        g.apply(pick.choice(g.legal_actions()))
    raise AssertionError(f"{name} did not end")


def english_refusals(name: str) -> dict[str, str]:
    """The English reasons, written out as the core has always written them."""
    g = cardkit.make(name, seed=3)
    first = g.legal_actions()[0]
    who, other = g.current_player, (g.current_player + 1) % g.players
    stranger = next(n for n in GAMES if n != name)
    foreign = cardkit.make(stranger, seed=3).legal_actions()[0]
    return {
        "empty": "an empty text is no action",
        "blank": "an empty text is no action",
        "player": f"it is player {who}'s turn, not player {other}'s",
        "no player": f"there is no player 99 in this game: {g.title} with {g.players} players "
                     f"has players 0–{g.players - 1}",
        "undo": "there is nothing to undo: no action has been played yet",
        "no text": f"an action is a text such as {str(first)!r}, not 5",
        "too long": f"{LONG[:24]!r}… (300 characters) is no action: action texts are at most "
                    f"200 characters",
        "foreign": f"'{foreign}' is an action of a {stranger} game, not of this {name} game: use "
                   f"this game's legal_actions() or an action text",
    }


@pytest.mark.parametrize("name", GAMES)
def test_the_core_refusals_are_english_as_before(name):
    english = refusals(name)
    expected = english_refusals(name)
    assert {k: english[k] for k in expected} == expected
    g = played_out(name)
    assert reason(g.apply, "anything") == "the game is over: no more actions"
    assert reason(g.parse, 5) == "an action is a text, not 5"  # no legal action to show


@pytest.mark.parametrize("name", GAMES)
def test_every_core_refusal_of_every_game_is_punjabi(name):
    english = refusals(name)
    cardkit.set_language("pa")
    punjabi = refusals(name)
    title = _(cardkit.make(name).title)  # a field, not the reason's own words
    for what, text in punjabi.items():
        assert GURMUKHI.search(text.replace(title, "")), (what, text)
        assert text != english[what], what
    assert repr(LONG[:24]) in punjabi["too long"] and "300" in punjabi["too long"]
    g = played_out(name)
    for text in (reason(g.apply, "anything"), reason(g.parse, 5)):
        assert GURMUKHI.search(text) and "over" not in text


def test_a_refused_action_leaves_the_game_as_it_was_in_punjabi():
    cardkit.set_language("pa")
    g = cardkit.make("push", seed=3)
    before = g.to_json()
    refusals("push")
    assert g.to_json() == before


@pytest.mark.parametrize(("name", "text", "english"), [
    ("split", "penalise 12345678",
     "'12345678' is too long for a player number: at most 6 digits"),
    ("split", "trade 1 2 99999999",
     "'99999999' is too long for a match number: at most 6 digits"),
    ("cover-your-assets", "steal 1234567 GOLD",
     "'1234567' is too long for a player number: at most 6 digits"),
    ("cover-your-assets", "steal ³ GOLD",
     "'³' is not a player number: write it with the digits 0–9, e.g. 1"),
])
def test_a_bad_number_is_refused_in_punjabi_and_english_as_before(name, text, english):
    g = cardkit.make(name, seed=3)
    assert reason(g.apply, text) == english
    cardkit.set_language("pa")
    punjabi = reason(g.apply, text)
    shown = re.match("'[^']*'", english).group()  # the number refused, quoted as in English
    assert GURMUKHI.search(punjabi) and shown in punjabi and "number" not in punjabi


def test_a_long_text_is_shown_cut_short_with_its_length_in_the_language():
    g = cardkit.make("push", seed=3)
    long = "1" * 5000
    assert reason(g.apply, "place " + long) == (
        "'place 111111111111111111'… (5,006 characters) is no action: action texts are at most "
        "200 characters")
    cardkit.set_language("pa")
    punjabi = reason(g.apply, "place " + long)
    assert "5,006" in punjabi and GURMUKHI.search(punjabi.split("…")[1])


class PushWithoutItsReasons(Push):
    """Push as a game that explains no refusal itself: the core's general reason answers."""

    _why_illegal = cardkit.Game._why_illegal


def test_the_general_reason_of_a_game_without_its_own_is_punjabi():
    g = PushWithoutItsReasons(players=3, seed=3)
    english = reason(g.apply, "stop")
    assert english == "'stop' is not possible now; you may: draw"
    cardkit.set_language("pa")
    punjabi = reason(g.apply, "stop")
    assert GURMUKHI.search(punjabi) and "'stop'" in punjabi and punjabi.endswith(": draw")


@pytest.mark.parametrize(("made", "english"), [
    (Action("place", ("1",)), "Action('place', ('1',)) is not an action of Push: its text "
                              "'place 1' is Action('place', (1,)); use legal_actions() or "
                              "parse('place 1')"),
    (Action("draw", ["x"]), "Action('draw', ['x']) is not an action: its kind is a text and its "
                            "args a tuple, as in the game's legal_actions()"),
    (Action("place", (10 ** 5000,)), "an Action holding a number too long to write is not an "
                                     "action: no action holds so long a number"),
])
def test_a_hand_made_action_the_game_would_not_make_is_refused_in_punjabi(made, english):
    g = cardkit.make("push", players=3, seed=3)
    assert reason(g.apply, made) == english
    cardkit.set_language("pa")
    punjabi = reason(g.apply, made)
    assert GURMUKHI.search(punjabi.replace(_("Push"), "")), punjabi  # not the title's alone
