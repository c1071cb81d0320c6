"""The play view in Punjabi: its controls, seat names, log, refusals and every chart's words
are Gurmukhi, read when drawn (a language chosen after the table was built applies too), and
English stays as it was."""
from __future__ import annotations

import json
import re

import pytest

import cardkit
from cardkit.views import play
from cardkit.views.faces import card_faces

PLAYERS = {"push": 2, "uno-duo": 2, "cover-your-assets": 3, "split": 2, "pegs-and-jokers": 4}
ACTIONS = 40  # a mid-game position: every chart has drawn its points


@pytest.fixture(autouse=True)
def english_after():
    yield
    cardkit.set_language("en")


def gurmukhi(text: str) -> bool:
    return any("\u0a00" <= c <= "\u0a7f" for c in text)


def english_left(text: str) -> bool:
    """Words of three Latin letters or more, once format fields, plotly's %{fields} and HTML
    tags are taken out: action texts and card codes are kept in capitals or short."""
    words = re.sub(r"%?\{[^}]*\}|<[^>]*>", "", text)
    return not gurmukhi(text) and re.search("[a-z]{3}", words) is not None


def mid_game(name: str, lang: str):
    bots = {p: "sensible" for p in range(1, PLAYERS[name])}
    view = play(cardkit.make(name, players=PLAYERS[name], seed=4), bots=bots, seat=0, lang=lang)
    while len(view.game.history) < ACTIONS and not view.game.is_over:
        view.run_bots()  # the bots' moves, then the person's first legal one
        if not view.game.is_over:
            view.act(str(view.game.legal_actions()[0]))
    return view


def controls(view) -> list:
    t = view.timeline
    return [view.step_button, view.auto, view.speed, view.undo_button, view.seed_box,
            view.new_button, t.slider, t.branch, t.save]


def chart_words(view) -> list[str]:
    """Every word of the charts a student reads: titles, axis titles, tick texts, legend
    names, bar texts, hover texts and notes, as the widgets are sent them."""
    out = []
    for fig in view.panel.figures:
        spec = json.loads(fig.widget.figure)
        layout = spec.get("layout", {})
        out.append(layout.get("title", {}).get("text", ""))
        for axis in ("xaxis", "yaxis"):
            a = layout.get(axis, {})
            out.append(a.get("title", {}).get("text", ""))
            out += [str(t) for t in a.get("ticktext", [])]
        out += [n.get("text", "") for n in layout.get("annotations", [])]
        for trace in spec.get("data", []):
            out += [trace.get("name") or "", trace.get("hovertemplate") or ""]
            for key in ("customdata", "text"):
                values = trace.get(key)
                out += [str(v) for v in values] if isinstance(values, list) else []
    return [w for w in out if w]


@pytest.mark.parametrize("name", list(PLAYERS))
def test_the_controls_and_the_seat_names_are_in_gurmukhi(name):
    view = mid_game(name, "pa")
    for control in controls(view):
        assert gurmukhi(control.description), control.description
    assert gurmukhi(view.log_title.value)
    assert view.table.view["names"][0] == "ਖਿਡਾਰੀ 0 (ਤੁਸੀਂ)"
    assert view.table.view["names"][1] == "ਖਿਡਾਰੀ 1 (ਬੋਟ)"
    assert gurmukhi(view.table.view["waiting"] or view.table.view["status"])


@pytest.mark.parametrize("name", list(PLAYERS))
def test_every_chart_word_is_in_gurmukhi(name):
    words = chart_words(mid_game(name, "pa"))
    titles = [w for w in words if w]
    assert len(titles) > 10
    assert [w for w in words if english_left(w)] == []


@pytest.mark.parametrize("name", list(PLAYERS))
def test_english_charts_keep_their_english(name):
    words = chart_words(mid_game(name, "en"))
    assert not any(gurmukhi(w) for w in words)
    assert "What happened" in mid_game(name, "en").log_title.value


def test_a_language_chosen_after_the_table_was_built_relabels_it():
    view = mid_game("push", "en")
    assert [c.description for c in controls(view)[:6]] == [
        "Step", "Auto-play", "Moves/s", "Undo", "Seed", "New game"]
    cardkit.set_language("pa")
    view.refresh()
    assert [c.description for c in controls(view)[:6]] == [
        "ਇੱਕ ਕਦਮ", "ਆਪਣੇ ਆਪ ਖੇਡੋ", "ਚਾਲਾਂ/ਸਕਿੰਟ", "ਵਾਪਸ ਲਵੋ", "ਸੀਡ", "ਨਵੀਂ ਖੇਡ"]
    assert view.timeline.branch.description == "ਇੱਥੋਂ ਖੇਡੋ"


def test_refusals_and_notices_are_in_gurmukhi():
    view = mid_game("push", "pa")
    view.act("no such action")
    assert view.error == "ਹੁਣ ਤੁਹਾਡੀ ਚਾਲ ਨਹੀਂ ਹੈ।" or view.error.startswith("ਇਜਾਜ਼ਤ ਨਹੀਂ: ")
    view.run_bots()
    view.act("no such action")
    assert view.error.startswith("ਇਜਾਜ਼ਤ ਨਹੀਂ: ")
    view.look(1)
    assert gurmukhi(view.table.view["status"]) and "▶▶" in view.table.view["status"]
    view.play_from_here()
    assert view.notice.startswith("ਚਾਲ 1 'ਤੇ ਸ਼ਾਖਾ ਬਣਾਈ")


def test_a_coloured_cards_name_is_translated_from_its_parts():
    cardkit.set_language("pa")
    assert card_faces(cardkit.make("push", seed=1))["B5"]["name"] == "ਨੀਲਾ 5"
    assert card_faces(cardkit.make("uno-duo", seed=1))["R+2"]["name"] == "ਲਾਲ ਡਰਾਅ 2"
    cardkit.set_language("en")
    assert card_faces(cardkit.make("uno-duo", seed=1))["R+2"]["name"] == "red Draw Two"


@pytest.mark.parametrize("name", list(PLAYERS))
def test_the_colour_words_a_table_is_sent_are_gurmukhi(name):
    """The front end names a card's colour, a Push chip's and bank's colour and the die's face
    from the words it is sent (ctx.colour, ctx.named): in Punjabi each is a Gurmukhi word."""
    view = mid_game(name, "pa")
    sent = view.table.words
    assert sent["colours"] and all(gurmukhi(w) for w in sent["colours"].values())
    assert sent["colours"]["green"] == "ਹਰਾ"
    used = {face["colour"] for face in view.table.faces.values() if face["colour"]}
    assert used <= set(sent["colours"]), f"colours with no word: {used - set(sent['colours'])}"
    if name == "push":
        assert sent["die_faces"] == {"RED": "ਲਾਲ", "BLUE": "ਨੀਲਾ", "GREEN": "ਹਰਾ",
                                      "YELLOW": "ਪੀਲਾ", "PURPLE": "ਜਾਮਨੀ", "STAR": "ਸਟਾਰ"}


def test_english_tables_are_sent_the_english_colour_and_face_names():
    view = mid_game("push", "en")
    assert view.table.words["colours"]["green"] == "green"
    assert view.table.words["die_faces"] == {f: f for f in ("RED", "BLUE", "GREEN", "YELLOW",
                                                             "PURPLE", "STAR")}
