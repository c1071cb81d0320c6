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
"""
from __future__ import annotations

import gettext as _gettext
import os

from .core.errors import ConfigError

#: The languages cardkit speaks: code → the language's own name.
LANGUAGES = {"en": "English"}

_current = {"code": "en", "catalog": _gettext.NullTranslations()}


def _(message: str) -> str:
    """``message`` in the current language (itself in English)."""
    return _current["catalog"].gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for ``n`` in the current language."""
    return _current["catalog"].ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for translation where it is defined; ``_`` translates it when read."""
    return message


def get_language() -> str:
    """The code of the language in use (``"en"`` unless chosen otherwise)."""
    return _current["code"]


def set_language(code: str) -> None:
    """Speak ``code`` (one of ``LANGUAGES``) from now on; an unknown code raises ConfigError."""
    if code not in LANGUAGES:
        allowed = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
        raise ConfigError(f"unknown language {code!r}; cardkit speaks {allowed}")
    _current["code"] = code
    _current["catalog"] = _gettext.NullTranslations()


if os.environ.get("CARDKIT_LANG"):
    set_language(os.environ["CARDKIT_LANG"])
