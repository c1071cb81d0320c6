"""Numbers are written with Latin digits by default; a Punjabi class may choose Gurmukhi's own
digits (``set_language("pa", digits="gurmukhi")`` or ``CARDKIT_DIGITS=gurmukhi``): every number
cardkit formats (Babel's, the shared percents, points and money, the table's ``Intl`` tag) and
every number a message's fields hold then uses them; card codes and action texts do not
change. English has Latin digits only, and its output is as before."""
from __future__ import annotations

import pytest

import cardkit
from cardkit import i18n
from cardkit.core import ConfigError
from cardkit.core.sentences import money, percent, points
from cardkit.views.words import words


@pytest.fixture(autouse=True)
def latin_english_again(monkeypatch):
    monkeypatch.delenv(i18n.DIGITS_ENVIRONMENT, raising=False)
    yield
    monkeypatch.delenv(i18n.DIGITS_ENVIRONMENT, raising=False)
    cardkit.set_language("en")


def test_latin_digits_are_the_default_in_punjabi_too():
    cardkit.set_language("pa")
    assert i18n.get_digits() == "latin"
    assert i18n.format_number(1234567) == "12,34,567"
    assert percent(0.234) == "23%" and points(2.5) == "2.5" and money(150000) == "$1,50,000"
    assert words("push")["_number_locale"] == "pa-IN-u-nu-latn"
    assert words("push")["_digits"] == "0123456789"


def test_gurmukhi_digits_are_chosen_with_the_language():
    cardkit.set_language("pa", digits="gurmukhi")
    assert i18n.get_digits() == "gurmukhi"
    assert i18n.format_number(1234567) == "੧੨,੩੪,੫੬੭"
    assert i18n.format_number(2.5, decimals=2) == "੨.੫੦"
    assert i18n.format_percent(0.049, decimals=1) == "੪.੯%"
    assert percent(0.234) == "੨੩%" and percent(1) == "੧੦੦%" and percent(0.0004) == "੦.੧% ਤੋਂ ਘੱਟ"
    assert points(-3) == "-੩" and money(150000) == "$੧,੫੦,੦੦੦"
    assert words("push")["_number_locale"] == "pa-IN-u-nu-guru"  # Intl writes them too
    assert words("push")["_digits"] == "੦੧੨੩੪੫੬੭੮੯"  # the table's number fields
    cardkit.set_language("pa")  # not told again: Latin
    assert i18n.format_number(1234567) == "12,34,567"


def test_english_has_latin_digits_only_and_a_refusal_changes_nothing():
    cardkit.set_language("pa")
    with pytest.raises(ConfigError, match=r"English \(en\) writes numbers with latin digits, "
                                          r"not 'gurmukhi'"):
        cardkit.set_language("en", digits="gurmukhi")
    with pytest.raises(ConfigError, match=r"latin or gurmukhi digits, not 'roman'"):
        cardkit.set_language("pa", digits="roman")
    assert i18n.get_language() == "pa" and i18n.get_digits() == "latin"


def test_english_numbers_are_as_before():
    cardkit.set_language("en")
    assert i18n.format_number(1234567) == "1,234,567"
    assert percent(0.0004) == "under 0.1%" and percent(0.9996) == "over 99.9%"
    assert percent(0.049) == "4.9%" and money(-1500) == "-$1,500"
    assert words("push")["_number_locale"] == "en-u-nu-latn"


def test_cardkit_digits_chooses_them_where_the_language_has_them(monkeypatch):
    monkeypatch.setenv(i18n.DIGITS_ENVIRONMENT, "gurmukhi")
    cardkit.set_language("pa")
    assert i18n.format_number(42) == "੪੨"
    cardkit.set_language("en")  # English has no other digits: Latin
    assert i18n.format_number(42) == "42"
    monkeypatch.setenv(i18n.DIGITS_ENVIRONMENT, "roman")
    with pytest.raises(ConfigError, match="CARDKIT_DIGITS: unknown digits 'roman'"):
        cardkit.set_language("pa")


def test_a_with_block_gives_back_the_digits_of_before():
    cardkit.set_language("pa", digits="gurmukhi")
    with i18n.language("en"):
        assert i18n.format_number(7) == "7"
    assert i18n.get_language() == "pa" and i18n.format_number(7) == "੭"
    with i18n.language(None, digits="latin"):
        assert i18n.format_number(7) == "7"
    assert i18n.format_number(7) == "੭"


def test_a_sentences_numbers_take_the_digits_and_its_card_codes_stay():
    cardkit.set_language("pa", digits="gurmukhi")
    g = cardkit.make("push", seed=0)
    [event] = g.apply("draw")
    assert event.text == "ਖਿਡਾਰੀ ੦ ਨੇ B5 ਖਿੱਚਿਆ।"  # the player's number, not the card's code
    assert "੧ ਚਾਲ" in repr(g)
    assert i18n.ngettext("{n} card", "{n} cards", 12).format(n=12) == "੧੨ ਕਾਰਡ"
    cardkit.set_language("pa")
    assert type(i18n._("Bye.")) is str  # with Latin digits a message is a plain string
    [event] = cardkit.make("push", seed=0).apply("draw")
    assert event.text == "ਖਿਡਾਰੀ 0 ਨੇ B5 ਖਿੱਚਿਆ।"


def test_a_fields_format_spec_is_kept_before_its_digits_change():
    cardkit.set_language("pa", digits="gurmukhi")
    # a message the catalog lacks is itself, and still writes its numbers in the digits
    assert i18n._("{x:.1f} holes, {n:>3}").format(x=2.25, n=7) == "੨.੨ holes,   ੭"
    assert i18n._("{n} points").format(n=True) == "True ਅੰਕ"  # a bool is no number
    assert i18n._("{face} {n}").format(face="R5", n=5) == "R5 ੫"  # only numbers change
