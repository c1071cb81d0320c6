"""Reading action texts: the checks every game's parser shares.

``str.isdigit()`` accepts superscripts and other non-ASCII digits ("³") that
``int()`` refuses, and ``int()`` refuses numbers of more than 4,300 digits; a
game's parser reads its numbers here instead, so a bad number is always an
``IllegalMove`` that names it.
"""
from __future__ import annotations

from ..i18n import N_, _, format_number, ngettext
from .errors import IllegalMove

MAX_DIGITS = 6  # no number in any game's action is longer (seats, columns, match numbers)
MAX_TEXT = 200  # characters; the longest action text of any game is about 30


def shown(text: str, limit: int = 24) -> str:
    """``text`` quoted for a message, cut short when long: ``'1111…' (5,000 characters)``."""
    if len(text) <= limit:
        return repr(text)
    n = len(text)
    return ngettext("{text}… ({n} character)", "{text}… ({n} characters)", n).format(
        text=repr(text[:limit]), n=format_number(n))


def is_whole_number(text: str, digits: int = MAX_DIGITS) -> bool:
    """Whether ``text`` is a whole number written with 1 to ``digits`` ASCII digits 0–9."""
    return 0 < len(text) <= digits and text.isascii() and text.isdigit()


def whole_number(text: str, what: str = N_("number"), digits: int = MAX_DIGITS) -> int:
    """The whole number ``text`` writes (ASCII digits 0–9, at most ``digits`` of them);
    anything else raises IllegalMove naming it and saying what ``what`` should be (a message
    marked with ``N_``, such as ``N_("player number")``, read in the language in use)."""
    if is_whole_number(text, digits):
        return int(text)
    if text.isdigit() and text.isascii():
        raise IllegalMove(ngettext("{text} is too long for a {what}: at most {digits} digit",
                                   "{text} is too long for a {what}: at most {digits} digits",
                                   digits).format(text=shown(text), what=_(what), digits=digits))
    raise IllegalMove(_("{text} is not a {what}: write it with the digits 0–9, e.g. 1").format(
        text=shown(text), what=_(what)))


def check_text(text: str) -> None:
    """Refuse an action text too long to be any game's action (before it is echoed in a reason)."""
    if len(text) > MAX_TEXT:
        raise IllegalMove(ngettext("{text} is no action: action texts are at most {n} character",
                                   "{text} is no action: action texts are at most {n} characters",
                                   MAX_TEXT).format(text=shown(text), n=MAX_TEXT))
