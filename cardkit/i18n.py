"""The words a student reads, in their language (gettext; Babel for plurals and numbers).

English is the source language: every message is written in English in the code, marked
for extraction, and looked up in the chosen language's catalog when it is read.

How to mark a message (the one convention every module follows):

- ``_("Player {p} drew {card}.").format(p=p, card=card)``: named fields, never an f-string
  (an f-string cannot be extracted, and a translation may put the fields in another order);
- ``ngettext("{n} card", "{n} cards", n).format(n=n)``: every count of a thing, since
  Punjabi's plural rule is not English's;
- ``N_("...")`` marks a module-level constant; translate it with ``_(CONSTANT)`` where it is
  read, so that the language chosen later applies.

Translate when the words are read (an event's sentence, a view's labels), never at import.

Numbers are written with Latin digits; ``set_language("pa", digits="gurmukhi")`` (or
``CARDKIT_DIGITS=gurmukhi``) writes them in Gurmukhi's own: every formatted number and
every number field of a translated message (card codes and action texts stay as they are).

The catalogs are ``cardkit/locale/<code>/LC_MESSAGES/cardkit.po``, read and compiled in
memory with Babel the first time a language is chosen: there is no ``.mo`` to build, so an
editable install and a wheel read the same file. ``cardkit/locale/README.md`` says how to
extract the messages and update a catalog.
"""
from __future__ import annotations

import contextlib
import gettext as _gettext
import io
import os
import string
from collections.abc import Iterator
from importlib import resources
from types import MappingProxyType

from .core.errors import ConfigError
from .core.tables import Kept

#: The languages cardkit speaks: code → the language's own name.
LANGUAGES = MappingProxyType({"en": "English", "pa": "ਪੰਜਾਬੀ"})

#: The locale whose number formats each language uses (Babel's names). Punjabi in
#: Gurmukhi script as written in India; its digits are Latin (Babel's ``latn``), as in the
#: seeds and the schoolbooks a class reads.
NUMBER_LOCALES = MappingProxyType({"en": "en", "pa": "pa_Guru_IN"})

#: The environment variable that chooses the language when ``set_language`` was not called.
ENVIRONMENT = "CARDKIT_LANG"

#: The digits each language may write its numbers with, its default first: Latin everywhere;
#: a Punjabi class may choose Gurmukhi's own (``set_language("pa", digits="gurmukhi")``).
DIGITS = MappingProxyType({"en": ("latin",), "pa": ("latin", "gurmukhi")})

#: The environment variable that chooses the digits when ``set_language`` is not told them
#: (a language without those digits keeps its default).
DIGITS_ENVIRONMENT = "CARDKIT_DIGITS"

# each system's ten digits, and its name in CLDR (Babel's and Intl's ``-u-nu-``)
_DIGIT_SYSTEMS = MappingProxyType({"latin": ("0123456789", "latn"),
                                   "gurmukhi": ("੦੧੨੩੪੫੬੭੮੯", "guru")})

# the language in use; "code" None until the first word is read, which then reads the
# environment (an unknown CARDKIT_LANG is reported there, not at import)
_current: dict = {"code": None, "catalog": None, "digits": "latin"}


def _(message: str) -> str:
    """``message`` in the current language (itself in English)."""
    catalog = _current["catalog"] if _current["code"] is not None else _chosen()
    return _with_digits(message if catalog is None else catalog.gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for ``n`` in the current language."""
    catalog = _current["catalog"] if _current["code"] is not None else _chosen()
    if catalog is None:
        return _with_digits(singular if n == 1 else plural)
    return _with_digits(catalog.ngettext(singular, plural, n))


class _NumberFields(string.Formatter):
    """Fills a message's fields as ``str.format`` does, a number's in the digits in use."""

    def format_field(self, value, format_spec: str) -> str:
        text = format(value, format_spec)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return write_digits(text)
        return text


class _Message(str):
    """A translated message whose ``format`` writes its numbers in the digits in use (made
    only when they are not Latin: with Latin digits a message is a plain ``str``)."""

    def format(self, *args, **kwargs) -> str:
        return _NumberFields().vformat(str(self), args, kwargs)


def _with_digits(text: str) -> str:
    return text if _current["digits"] == "latin" else _Message(text)


def N_(message: str) -> str:
    """Marks ``message`` for translation where it is defined; ``_`` translates it when read."""
    return message


def get_language() -> str:
    """The code of the language in use (``"en"`` unless chosen otherwise)."""
    if _current["code"] is None:
        _chosen()
    return _current["code"]


def set_language(code: str, digits: str | None = None) -> None:
    """Speak ``code`` (one of ``LANGUAGES``) from now on, writing numbers with ``digits`` (one
    of ``DIGITS[code]``; ``None``: ``CARDKIT_DIGITS`` if the language has them, else Latin).
    An unknown code or digits raise ConfigError."""
    code = check_language(code)
    digits = check_digits(code, digits)
    _current["catalog"] = None if code == "en" else _catalogs[code]
    _current["code"] = code
    _current["digits"] = digits


def check_digits(code: str, digits: str | None) -> str:
    """The digits language ``code`` writes with: ``digits`` when it has them, a ConfigError
    that lists its digits otherwise; ``None``: those of ``CARDKIT_DIGITS``, else its default."""
    if digits is None:
        chosen = os.environ.get(DIGITS_ENVIRONMENT)
        if chosen and chosen not in _DIGIT_SYSTEMS:
            raise ConfigError(f"{DIGITS_ENVIRONMENT}: unknown digits {chosen!r}; cardkit "
                              f"writes {', '.join(_DIGIT_SYSTEMS)}")
        return chosen if chosen in DIGITS[code] else DIGITS[code][0]
    if digits not in DIGITS[code]:
        raise ConfigError(f"{LANGUAGES[code]} ({code}) writes numbers with "
                          f"{' or '.join(DIGITS[code])} digits, not {digits!r}")
    return digits


def get_digits() -> str:
    """The digits numbers are written with: ``"latin"`` unless chosen otherwise."""
    get_language()
    return _current["digits"]


def check_language(code) -> str:
    """``code`` when cardkit speaks it; otherwise a ConfigError that lists the languages."""
    if code not in LANGUAGES:
        allowed = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
        raise ConfigError(f"unknown language {code!r}; cardkit speaks {allowed}")
    return code


@contextlib.contextmanager
def language(code: str | None, digits: str | None = None) -> Iterator[str]:
    """Speak ``code`` (with ``digits``, as ``set_language``) inside the ``with`` block, then
    the language and digits of before (``code`` ``None``: keep the current language). The
    command line uses it for ``--lang``."""
    before, digits_before = get_language(), get_digits()
    if code is not None or digits is not None:
        set_language(before if code is None else code, digits)
    try:
        yield get_language()
    finally:
        set_language(before, digits_before)


def _chosen():
    """The first word read: the language of ``CARDKIT_LANG``, else English."""
    code = os.environ.get(ENVIRONMENT) or "en"
    try:
        set_language(code)
    except ConfigError as e:
        raise ConfigError(f"{ENVIRONMENT}: {e}") from None
    return _current["catalog"]


def catalog_path(code: str, domain: str = "cardkit"):
    """The ``.po`` catalog of language ``code`` inside the package (``domain``: its file name)."""
    return resources.files("cardkit").joinpath("locale", code, "LC_MESSAGES", f"{domain}.po")


def _catalog(code: str) -> _gettext.GNUTranslations:
    """Language ``code``'s catalog, compiled from its .po files: an area's own catalog (such as
    the lessons' ``lessons.po``) first, ``cardkit.po`` behind it for every other message.
    Fuzzy entries are left out, as msgfmt leaves them out: a guess is not shown to a class."""
    folder = catalog_path(code).parent
    areas = sorted(f.name[:-3] for f in folder.iterdir()
                   if f.name.endswith(".po") and f.name != "cardkit.po")
    first, *rest = [_compiled(code, d) for d in (*areas, "cardkit")]
    for behind in rest:
        first.add_fallback(behind)
    return first


# code -> the compiled catalog, made the first time the language is chosen: a .po is read
# once per process, and the catalog is never changed after
_catalogs = Kept(_catalog)


def _compiled(code: str, domain: str) -> _gettext.GNUTranslations:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with catalog_path(code, domain).open("rb") as f:
        po = read_po(f, locale=code, domain=domain)
    mo = io.BytesIO()
    write_mo(mo, po, use_fuzzy=False)
    mo.seek(0)
    return _gettext.GNUTranslations(mo)


# ----- numbers, written for the language in use -------------------------------------------
def format_number(x: float, decimals: int | None = None) -> str:
    """``x`` as the language writes it, with Latin digits unless others were chosen:
    "1,234.5" in English, "12,34,567" in Punjabi (Indian grouping), "੧੨,੩੪,੫੬੭" with
    Gurmukhi digits; ``decimals`` fixes the digits after the point."""
    from babel.numbers import format_decimal

    fmt = None if decimals is None else "#,##0" + ("." + "0" * decimals if decimals else "")
    if fmt is not None and get_language() == "pa":
        fmt = "#,##,##0" + ("." + "0" * decimals if decimals else "")
    return write_digits(format_decimal(x, format=fmt, locale=NUMBER_LOCALES[get_language()],
                                       numbering_system="latn"))


def format_percent(p: float, decimals: int = 0) -> str:
    """The chance ``p`` (0…1) as a percent the language writes: "23%", "4.9%"."""
    from babel.numbers import format_percent as babel_percent

    fmt = "#,##0" + ("." + "0" * decimals if decimals else "") + "%"
    return write_digits(babel_percent(p, format=fmt, locale=NUMBER_LOCALES[get_language()],
                                      numbering_system="latn"))


def digits_in_use() -> str:
    """The ten digits numbers are written with, 0 to 9: ``"0123456789"`` unless chosen."""
    return _DIGIT_SYSTEMS[get_digits()][0]


def write_digits(text: str) -> str:
    """``text`` (a number written in Latin digits) in the digits in use; unchanged with Latin.
    Babel groups and points a number but writes Latin digits whatever its numbering system."""
    digits = get_digits()
    if digits == "latin":
        return text
    return text.translate(str.maketrans("0123456789", _DIGIT_SYSTEMS[digits][0]))


def number_tag() -> str:
    """The BCP 47 tag a browser writes numbers with (``Intl``): the language's grouping and
    the digits in use, as ``format_number`` writes them: ``"pa-IN-u-nu-latn"``."""
    from babel import Locale

    locale = Locale.parse(NUMBER_LOCALES[get_language()])
    return "-".join(filter(None, [locale.language, locale.territory,
                                  "u-nu-" + _DIGIT_SYSTEMS[get_digits()][1]]))
