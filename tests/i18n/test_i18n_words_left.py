"""Words that were English-only: ``counted()`` goes through ``ngettext`` (Punjabi's plural rule:
0 and 1 take the singular), the Pegs and Jokers move kinds are marked and drawn translated,
and the projector's public charts speak the language in use. English stays as it was."""
from __future__ import annotations

import json
import re

import pytest

import cardkit
from cardkit.classroom.charts import PublicCharts, point
from cardkit.core.sentences import counted
from cardkit.i18n import _
from cardkit.prob.pegs_and_jokers import MOVE_GROUPS
from cardkit.views.panel import ChartPanel
from cardkit.views.seat_view import public_observation

GURMUKHI = re.compile("[\u0a00-\u0a7f]")


@pytest.fixture(autouse=True)
def speaks_english_again():
    """Each test may choose Punjabi: English is the language of the next test."""
    yield
    cardkit.set_language("en")


def gurmukhi(text: str) -> bool:
    return GURMUKHI.search(text) is not None


def test_counted_english_is_byte_identical():
    assert [counted(n, "action") for n in (0, 1, 2)] == ["0 actions", "1 action", "2 actions"]
    assert counted(1, "set") == "1 set" and counted(0, "set") == "0 sets"
    assert counted(3, "half", "halves") == "3 halves" and counted(1, "half", "halves") == "1 half"
    assert counted(2, "peg") == "2 pegs"  # a word the catalog does not hold: English


def test_counted_takes_punjabis_plural_rule():
    cardkit.set_language("pa")
    # Babel's rule for pa is n > 1: 0 takes the singular, unlike English
    assert counted(0, "action") == "0 ਚਾਲ"
    assert counted(1, "action") == "1 ਚਾਲ"
    assert counted(2, "action") == "2 ਚਾਲਾਂ"
    assert counted(0, "set") == "0 ਜੋੜਾ" and counted(5, "set") == "5 ਜੋੜੇ"


def test_a_games_repr_counts_its_actions_in_the_language():
    g = cardkit.make("push", seed=1)
    for _i in range(3):
        g.apply(g.legal_actions()[0])
    assert "3 actions" in repr(g)
    cardkit.set_language("pa")
    assert "3 ਚਾਲਾਂ" in repr(g)


def test_every_move_kind_of_pegs_and_jokers_is_translated():
    cardkit.set_language("pa")
    worded = [label for label, *_rest in MOVE_GROUPS if not label.isdigit()]
    assert len(worded) == 6
    assert all(gurmukhi(_(label)) for label in worded), [_(label) for label in worded]
    assert _("8 back") == "8 ਪਿੱਛੇ" and _("J/Q/K: out or 10") == "J/Q/K: ਬਾਹਰ ਜਾਂ 10"


def test_the_pegs_and_jokers_move_chart_hovers_in_punjabi():
    cardkit.set_language("pa")
    g = cardkit.make("pegs-and-jokers", seed=3)
    panel = ChartPanel(g)
    panel.update(g, 0, panel.summary(g, 0))
    # the bars' categories stay the data's labels (their ticks are the ranks); the hover
    # text a student reads names the kind of move
    hover = [text for f in panel.figures for t in json.loads(f.widget.figure)["data"]
             for text in t.get("customdata") or []]
    assert any("A: ਬਾਹਰ ਜਾਂ 1" in text for text in hover), hover
    assert not any("out or" in text or "may split" in text for text in hover)


def _public_charts(lang: str) -> list[str]:
    cardkit.set_language(lang)
    g = cardkit.make("uno-duo", seed=2)
    points = {0: point(public_observation(g))}
    for k in range(1, 6):
        g.apply(g.legal_actions()[0])
        points[k] = point(public_observation(g))
    charts = PublicCharts(g.players)
    charts.update(g, points)
    out = []
    for fig in charts.figures:
        spec = json.loads(fig.widget.figure)
        out += [spec["layout"]["title"]["text"], spec["layout"]["yaxis"]["title"]["text"]]
        out += [t.get("name") or "" for t in spec["data"]]
        out += [t["hovertemplate"] for t in spec["data"]]
    return out


def test_the_projectors_public_charts_speak_punjabi():
    words = _public_charts("pa")
    assert all(gurmukhi(w) for w in words if w and not w.startswith("%{x}")), words
    assert words[0].startswith("ਸਕੋਰ ਦੀ ਦੌੜ (ਖਿਡਾਰੀ)")


def test_the_projectors_public_charts_keep_their_english():
    words = _public_charts("en")
    assert words[0].startswith("The score race (players)")
    assert any(w.startswith("Cards in each hand (hidden, counted)<br>and ") for w in words)
    assert "player 0" in words and "player 1" in words
    assert "%{fullData.name}<br>after action %{x}: score %{y}<extra></extra>" in words
    assert "%{x}: %{y} cards in hand<extra></extra>" in words


@pytest.mark.parametrize("deck, why", [
    (["R3", "R4", "R5", "R6", "B1"], "ਇਹ ਕਿਸੇ ਕਾਲਮ ਵਿੱਚ ਨਹੀਂ ਜਾਂਦਾ"),
    (["ROLL", "ROLL", "ROLL", "ROLL"], "ਹਰ ਕਾਲਮ ਵਿੱਚ ਪਹਿਲਾਂ ਹੀ ਇੱਕ ਰੋਲ ਕਾਰਡ ਹੈ"),
])
def test_pushs_bust_says_why_in_the_language_of_its_reader(deck, why):
    """Push's bust names why the card fits nowhere: the reason is a message of its own, in the
    sentence's language when the sentence is read (the event keeps the English)."""
    g = cardkit.make("push", players=2, deck=deck, rolls=["STAR"])
    for text in ("draw", "place 1", "draw", "place 2", "draw", "place 3"):
        g.apply(text)
    bust = next(e for e in g.apply("draw") if e.kind == "bust")
    english = str(bust)
    assert "pushed too far" in english and "(" + why not in english
    cardkit.set_language("pa")
    assert f"({why})" in str(bust), str(bust)
    cardkit.set_language("en")
    assert str(bust) == english


# an English word: one with a small letter (a card's or a kind's code is in capitals: ROLL, BSKIP)
ENGLISH_WORD = re.compile(r"\b[A-Za-z]*[a-z][A-Za-z]*\b")


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_every_sentence_of_a_whole_game_reads_in_punjabi(name):
    """Sensible bots play whole games in Punjabi: no event's sentence holds an English word, the
    end of the game included (its lead and the winner's points are written as it is read)."""
    from cardkit.agents import strategy

    cardkit.set_language("pa")
    english = []
    for seed in range(4):
        g = cardkit.make(name, seed=seed)
        bots = [strategy(name, "sensible", seed=p) for p in range(g.players)]
        while not g.is_over:
            for e in g.apply(bots[g.current_player].choose(g, g.current_player)):
                english += [f"{e.kind}: {e}" for _word in ENGLISH_WORD.findall(str(e))][:1]
    assert not english, "\n".join(sorted(set(english))[:10])


def test_a_games_end_is_told_in_the_language_it_is_read_in():
    """A game played to its end in English, then read in Punjabi: the end's sentence is
    written when read, in the language in use then."""
    g = cardkit.make("push", players=2, seed=3)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    end = next(e for e in g.history[-1][2] if e.kind == "end")
    english = str(end)
    assert english.startswith("The draw pile is empty: the game is over. Player ")
    assert english.endswith(" points.")
    cardkit.set_language("pa")
    assert not ENGLISH_WORD.search(str(end)), str(end)
    cardkit.set_language("en")
    assert str(end) == english
