"""Sentence pieces the games' events share."""
from __future__ import annotations

from types import MappingProxyType

from ..i18n import _, format_number, get_language, ngettext, write_digits

# the counted words the code names, each marked once with both its forms so that the catalog
# holds them and the language's plural rule picks the form (Punjabi: 0 and 1 are singular)
COUNTED = MappingProxyType({
    "action": lambda n: ngettext("{n} action", "{n} actions", n),
    "card": lambda n: ngettext("{n} card", "{n} cards", n),
    "set": lambda n: ngettext("{n} set", "{n} sets", n),
})


def counted(n: int, word: str, plural: str | None = None) -> str:
    """``"1 card"``, ``"3 cards"``, ``"0 sets"``: a count with its word as a class reads it,
    through ``ngettext`` (``plural``: when the word takes more than an "s"). A word of
    ``COUNTED`` is translated; any other is looked up as ``"{n} word"``, English if the
    catalog lacks it."""
    if word in COUNTED and plural is None:
        return COUNTED[word](n).format(n=n)
    one, several = "{n} " + word, "{n} " + (plural or word + "s")  # not extracted: any word
    return ngettext(one, several, n).format(n=n)


def players_text(players: list[int]) -> str:
    """``"player 1"``, ``"player 0 and player 2"``."""
    return _(" and ").join(_("player {p}").format(p=q) for q in players)


def winners_text(winners: list[int], capital: bool = True, names: list[str] | None = None) -> str:
    """``"Player 1 wins"``, ``"Player 0 and player 2 share the win"`` (``capital=False``:
    ``"player 1 wins"``; ``names``: the players called by these names, e.g. the table's)."""
    who = players_text(winners) if names is None else " and ".join(names[p] for p in winners)
    if capital:
        who = who[0].upper() + who[1:]
    return ngettext("{who} wins", "{who} share the win", len(winners)).format(who=who)


def told_apart(value: float, limit: float | None, write, digits: range) -> str:
    """``write(value)``; beside a ``limit`` that ``write`` prints the same, ``value`` written
    with the first of ``digits`` that tells the two apart (``write(value, d)``): "9.996%"
    under a "10%" limit, not "10%" under "10%"."""
    text = write(value)
    if limit is not None and value != limit and text == write(limit):
        for d in digits:
            if write(value, d) != write(limit, d):
                return write(value, d)
    return text


# ----- numbers as people read them: the one set that bots, lessons and views share -----------
def percent(p: float, limit: float | None = None) -> str:
    """A chance as a student reads it: whole percents ("23%"), one decimal under 10% and over
    90% ("4.9%", "95.5%"), "under 0.1%" and "over 99.9%" beyond, exactly 0 and 1 as "0%" and
    "100%"; beside a ``limit`` that would print the same, the digits that tell the two apart
    ("9.996%" under a "10%" limit). In the digits in use (``cardkit.i18n.write_digits``)."""
    if p <= 0 or p >= 1:
        return write_digits("0%" if p <= 0 else "100%")
    return write_digits(told_apart(p, limit, _percent, range(1, 9)))


def _percent(p: float, digits: int | None = None) -> str:
    if digits is not None:
        return f"{p:.{digits}%}"
    if p < 0.001:
        return _("under 0.1%")
    if p > 0.999:
        return _("over 99.9%")
    text = f"{p:.1%}" if p < 0.1 or p > 0.9 else f"{p:.0%}"
    return text.replace(".0%", "%")


def points(x: float, limit: float | None = None) -> str:
    """Points as a student reads them: at most two decimals, none needless ("2.5", "1.17",
    "11", "-3"); beside a ``limit`` that would print the same, the digits that tell them apart.
    In the digits in use."""
    return write_digits(told_apart(x, limit, _points, range(3, 10)))


def _points(x: float, digits: int | None = None) -> str:
    text = f"{x:.{2 if digits is None else digits}f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def money(v: float, limit: float | None = None) -> str:
    """Dollars as a student writes them: "$42,908", "-$1,500" (whole dollars); beside a
    ``limit`` that would print the same, with its cents ("$999,999.50" under "$1,000,000").
    The digits are grouped as the language in use groups them (Punjabi: "$1,50,000")."""
    cents = limit is not None and v != limit and round(v) == round(limit)
    if not cents:
        v = round(v)  # whole dollars: -$0.40 is written $0
    return f"{'-' if v < 0 else ''}${_grouped(abs(v), 2 if cents else 0)}"


def _grouped(x: float, decimals: int) -> str:
    """``x`` with its digits grouped for the language in use (Python's own grouping is
    English's: Babel writes the others)."""
    if get_language() == "en":
        return f"{x:,.{decimals}f}"
    return format_number(x, decimals)
