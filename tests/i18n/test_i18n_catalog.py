"""The Punjabi catalog: every marked message translated, fields kept, plurals Punjabi's."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from po_messages import assert_same_fields, message_key

import cardkit
from cardkit import i18n
from cardkit.core import ConfigError

PACKAGE = Path(cardkit.__file__).parent
POT = PACKAGE / "locale" / "cardkit.pot"
PO = PACKAGE / "locale" / "pa" / "LC_MESSAGES" / "cardkit.po"
KEYWORDS = {"_": None, "ngettext": (1, 2), "N_": None}  # as cardkit/locale/README.md extracts


def _catalog(path: Path):
    with path.open("rb") as f:
        return read_po(f)




@pytest.fixture(scope="module")
def punjabi():
    return [m for m in _catalog(PO) if m.id]


def test_the_catalogs_hold_every_message_marked_in_the_code_and_no_other():
    marked = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
            str(PACKAGE), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
        marked.add(message if isinstance(message, str) else tuple(message))
    in_pot = {message_key(m) for m in _catalog(POT) if m.id}
    in_po = {message_key(m) for m in _catalog(PO) if m.id}
    assert marked - in_pot == set(), "extract again (cardkit/locale/README.md)"
    assert in_pot - marked == set(), "extract again: the .pot holds messages no code marks"
    assert in_po == in_pot, "update the Punjabi catalog from the .pot"


def test_every_message_has_a_punjabi_translation_none_empty_or_fuzzy(punjabi):
    assert len(punjabi) > 50
    for m in punjabi:
        forms = [m.string] if isinstance(m.string, str) else list(m.string)
        assert all(f.strip() for f in forms), f"no Punjabi for {m.id!r}"
        assert not m.fuzzy, f"fuzzy: {m.id!r}"
        words = [re.sub(r"\{[^}]*\}", "", f) for f in forms]  # the fields are not words
        assert all(any("\u0a00" <= c <= "\u0a7f" for c in w) or not re.search("[A-Za-z]{3}", w)
                   for w in words), f"left in English: {m.id!r}"


def test_each_translation_fills_the_same_fields_as_its_english(punjabi):
    assert_same_fields(punjabi)


def test_the_plural_rule_is_punjabis_from_cldr():
    header = _catalog(PO).plural_forms
    assert header == get_plural("pa").plural_forms == "nplurals=2; plural=(n > 1);"


def test_a_counted_message_takes_punjabis_form_for_each_count():
    with i18n.language("pa"):
        forms = [i18n.ngettext("wrote {n} row to {path}", "wrote {n} rows to {path}", n)
                 for n in (0, 1, 2)]
    # Punjabi counts 0 and 1 alike (CLDR: one is 0..1), English says "0 rows"
    assert forms[0] == forms[1] == "{path} ਵਿੱਚ {n} ਕਤਾਰ ਲਿਖੀ"
    assert forms[2] == "{path} ਵਿੱਚ {n} ਕਤਾਰਾਂ ਲਿਖੀਆਂ"
    assert i18n.ngettext("wrote {n} row to {path}", "wrote {n} rows to {path}", 0) == (
        "wrote {n} rows to {path}")


def test_english_is_the_default_and_speaks_the_code_unchanged():
    assert i18n.get_language() == "en"
    assert i18n._("Bye.") == "Bye."
    with i18n.language("pa"):
        assert i18n._("Bye.") == "ਅਲਵਿਦਾ।"
    assert i18n._("Bye.") == "Bye."


def test_an_unknown_language_is_an_error_that_lists_the_languages():
    with pytest.raises(ConfigError, match=r"unknown language 'fr'; cardkit speaks "
                                          r"en \(English\), pa \(ਪੰਜਾਬੀ\)"):
        i18n.set_language("fr")
    assert i18n.get_language() == "en"


def test_numbers_are_written_for_the_locale_with_latin_digits():
    assert i18n.format_number(1234567) == "1,234,567"
    assert i18n.format_percent(0.234) == "23%"
    with i18n.language("pa"):
        assert i18n.format_number(1234567) == "12,34,567"  # Indian grouping
        assert i18n.format_number(2.5, decimals=2) == "2.50"
        assert i18n.format_number(123456.789, decimals=1) == "1,23,456.8"
        assert i18n.format_percent(0.049, decimals=1) == "4.9%"
        assert set(i18n.format_number(9876543.21)) <= set("0123456789,.")


def test_an_areas_own_catalog_is_read_before_cardkits():
    """A .po beside cardkit.po (the lessons' lessons.po) speaks first for its messages."""
    areas = [p for p in PO.parent.glob("*.po") if p.name != "cardkit.po"]
    with i18n.language("pa"):
        for path in areas:
            for m in _catalog(path):
                if m.id and isinstance(m.id, str) and m.string and not m.fuzzy:
                    assert i18n._(m.id) == m.string, (path.name, m.id)
        assert i18n._("Bye.") == "ਅਲਵਿਦਾ।"  # and cardkit.po behind them
