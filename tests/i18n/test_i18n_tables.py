"""i18n's tables under the one cache policy (issue 24): the languages, their number locales
and digits are read-only, and a language's catalog is compiled once, the first time it is
chosen, then served the same to every game."""
from __future__ import annotations

import pytest

from cardkit import i18n


@pytest.mark.parametrize("table", ["LANGUAGES", "NUMBER_LOCALES", "DIGITS"])
def test_the_language_tables_cannot_be_changed(table):
    with pytest.raises(TypeError):
        getattr(i18n, table)["xx"] = "a language nobody added"
    assert "xx" not in getattr(i18n, table)


def test_each_language_the_tables_name_has_a_number_locale_and_digits():
    assert set(i18n.LANGUAGES) == set(i18n.NUMBER_LOCALES) == set(i18n.DIGITS)


def test_a_catalog_is_compiled_the_first_time_its_language_is_chosen_and_kept(monkeypatch):
    made = []
    compile_po = i18n._catalogs.make
    monkeypatch.setattr(i18n._catalogs, "make", lambda code: made.append(code) or compile_po(code))
    monkeypatch.delitem(i18n._catalogs, "pa", raising=False)
    with i18n.language("pa"):
        first = i18n._("player {p}")
    with i18n.language("pa"):
        assert i18n._("player {p}") == first != "player {p}"
    assert made == ["pa"] and "en" not in i18n._catalogs  # English needs no catalog
