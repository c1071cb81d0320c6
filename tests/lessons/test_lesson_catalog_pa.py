"""The lessons' Punjabi catalog (cardkit/locale/pa/LC_MESSAGES/lessons.po): every message
the lesson modules mark is there, translated, not fuzzy, with the English fields; and a
lesson read with it speaks Punjabi while English stays as it was."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from po_messages import assert_same_fields, message_key

import cardkit
from cardkit import i18n
from cardkit.lessons import common, cover_your_assets, predict, push, split, strategy_lab, uno_duo

PACKAGE = Path(cardkit.__file__).parent
LOCALE = PACKAGE / "locale" / "pa" / "LC_MESSAGES"
PO = LOCALE / "lessons.po"
# the lesson modules this catalog serves (predict.py: the predict-then-reveal exercise)
MODULES = ("common", "kit", "push", "uno_duo", "cover_your_assets", "split", "pegs_and_jokers",
           "strategy_lab", "predict")
KEYWORDS = {"_": None, "ngettext": (1, 2), "N_": None}  # as cardkit/locale/README.md extracts


def _read(path: Path):
    with path.open("rb") as f:
        return read_po(f, locale="pa")




@pytest.fixture(scope="module")
def catalog():
    return _read(PO)


def test_the_catalog_holds_every_message_the_lessons_mark_and_no_other(catalog):
    marked = set()
    for module in MODULES:
        for _line, message, _comments, _context in extract_from_file(
                "python", str(PACKAGE / "lessons" / f"{module}.py"), keywords=KEYWORDS):
            marked.add(message if isinstance(message, str) else tuple(message))
    held = {message_key(m) for m in catalog if m.id}
    assert len(marked) > 500
    assert marked - held == set(), "translate the new messages into lessons.po"
    assert held - marked == set(), "lessons.po holds messages no lesson marks any more"


def test_every_message_is_translated_none_empty_or_fuzzy(catalog):
    assert not catalog.fuzzy
    for m in (m for m in catalog if m.id):
        forms = [m.string] if isinstance(m.string, str) else list(m.string)
        assert all(form.strip() for form in forms), f"no Punjabi for {m.id!r}"
        assert not m.fuzzy, f"fuzzy: {m.id!r}"
        words = [re.sub(r"\{[^}]*\}", "", form) for form in forms]  # fields are no words
        assert all(any("\u0a00" <= c <= "\u0a7f" for c in w) or not re.search("[A-Za-z]{3}", w)
                   for w in words), f"left in English: {m.id!r}"


def test_each_translation_fills_the_same_fields_as_its_english(catalog):
    assert_same_fields(m for m in catalog if m.id)


def test_the_plural_rule_is_punjabis_from_cldr(catalog):
    assert catalog.plural_forms == get_plural("pa").plural_forms == "nplurals=2; plural=(n > 1);"
    assert catalog.plural_expr == "(n > 1)"  # 0 and 1 take the first form, as CLDR's "one"


@pytest.fixture
def punjabi():
    """Punjabi as a class chooses it: cardkit.i18n reads lessons.po beside cardkit.po."""
    i18n.set_language("pa")
    yield
    i18n.set_language("en")


def test_a_checker_speaks_punjabi_with_the_catalog(punjabi):
    verdict = push.check_rank_six(3)
    assert not verdict and verdict.message.startswith("✘ ਹਾਲੇ ਨਹੀਂ। 3 ਇੱਕ ਰੰਗ ਦੇ ਰੈਂਕ-6 ਕਾਰਡ")
    assert push.check_rank_six(15).message == "✔ ਸਹੀ। 15: ਪੰਜ ਰੰਗ × ਤਿੰਨ ਕਾਪੀਆਂ।"
    told = common.check_number("abc", 0.5, "", "", forms=common.CHANCE_FORMS, show=False).message
    assert "'abc'" in told and "ਸੰਭਾਵਨਾ ਇੱਕ ਭਿੰਨ" in told


def test_the_wilson_check_joins_its_verdicts_in_punjabi_too(punjabi):
    # the check reads Verdict.close, not the English word "close", in any language
    low, high = strategy_lab.sim.wilson(30, 50)
    message = strategy_lab.check_interval(round(low, 1), round(high, 3), 30, 50).message
    assert "ਹੇਠਲਾ ਸਿਰਾ ਨੇੜੇ ਹੈ" in message and "close" not in message


def test_tables_and_charts_read_in_punjabi(punjabi):
    fig = push.deck_chart()
    assert fig.layout.title.text.startswith("3 ਖਿਡਾਰੀਆਂ ਨਾਲ ਪੁਸ਼ ਦਾ ਡੈੱਕ")
    assert fig.layout.xaxis.title.text == "ਕਾਰਡ ਦੀ ਕਿਸਮ"
    assert "ਲਾਲ" in " ".join(map(str, fig.data[0].x))
    assert all("%{x}" in bar.hovertemplate for bar in fig.data)  # plotly's fields kept
    table = uno_duo.playable_view(uno_duo.exercise_game(), 1).data
    assert {"ਅਣਦੇਖੇ", "ਖੇਡਣਯੋਗ"} <= set(table.columns)
    rows = split.reference_cards().data
    assert rows.columns[0] == "ਹਵਾਲਾ ਕਾਰਡ" and rows.iloc[0, 0] == "1. ਤੁਹਾਡੀ ਵਾਰੀ"
    said = cover_your_assets.rules_in_depth().data
    assert "ਇਹ ਟੂਲਕਿੱਟ ਨਿਯਮਾਂ ਨੂੰ ਕਿਵੇਂ ਪੜ੍ਹਦੀ ਹੈ: ਸਾਰੇ 9 ਫੈਸਲੇ" in said
    assert "ਕਦੇ ਵੀ ਦੋ ਵਾਈਲਡ ਨਹੀਂ" in said and "*ਸਮੱਗਰੀ.*" in said  # the section too


def test_a_cover_fight_is_the_defenders_by_its_data_not_its_english_words(punjabi):
    g = cover_your_assets.story_after()
    won_by = list(cover_your_assets.fights_in(g)["won by"])
    assert won_by == ["challenger", "defender"]  # the story: one fight each way


def test_predict_then_reveal_speaks_punjabi_with_the_catalog(punjabi):
    assert predict.read_guess("23")[1] == "ਤੁਹਾਡਾ ਅੰਦਾਜ਼ਾ: 23% (23 ਨੂੰ ਪ੍ਰਤੀਸ਼ਤ ਵਜੋਂ ਪੜ੍ਹਿਆ ਗਿਆ)।"
    ex = predict.Predict(push.BustQuestion(), seed=3)
    view = ex.view()
    assert view.turn_button.description == "ਕਾਰਡ ਪਲਟੋ"
    assert view.question.value.startswith("<b>ਵਾਰੀ 1</b> (ਖੇਡ ਦਾ ਸੀਡ 3")
    ex.guess("30%")
    said = ex.reveal().sentence
    assert "ਠੀਕ ਸੰਭਾਵਨਾ" in said and "ਤੁਹਾਡਾ ਅੰਦਾਜ਼ਾ 30% ਸੀ" in said
    assert said.split(" ਇਸ ਲਈ: ")[1].split("।")[0] in {i18n._(push.BustQuestion.yes),
                                                        i18n._(push.BustQuestion.no)}
    assert ex.summary().startswith("1 ਅੰਦਾਜ਼ਾ, ਠੀਕ ਸੰਭਾਵਨਾ ਤੋਂ ਔਸਤਨ")
    layout = view.figure.layout
    assert layout.title.text == "ਅੰਦਾਜ਼ਾ ਲਾਓ, ਫਿਰ ਦੇਖੋ: " + i18n._(push.BustQuestion.title)
    assert layout.xaxis.title.text == "ਵਾਰੀ" and layout.yaxis2.title.text == "ਇਹ ਕਿੰਨੀ ਵਾਰ ਹੋਇਆ (%)"
    assert view.figure.data[0].text[0] == "ਵਾਰੀ 1: ਤੁਹਾਡਾ ਅੰਦਾਜ਼ਾ 30%"


def test_english_stays_as_it_was_after_punjabi(punjabi):
    i18n.set_language("en")
    assert push.check_rank_six(15).message == "✔ Right. 15: five colours × three copies."
