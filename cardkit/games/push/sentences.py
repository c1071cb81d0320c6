"""Push's event sentences, written only when read (see ``core.action.Event``), in the
language in use (``cardkit.i18n``)."""
from __future__ import annotations

from types import MappingProxyType

from ...core import Event
from ...core.action import make_event
from ...i18n import N_, _, ngettext
from .cards import colour_name, face_name

# ----- event sentences, written only when read ---------------------------------------
_event = make_event  # an event from (kind, player, data, text): its sentence written when read
_DIRECTION = MappingProxyType({True: N_("clockwise"), False: N_("anticlockwise")})


def direction(clockwise: bool) -> str:
    """The direction as the game records it (``"clockwise"``): data, never translated."""
    return "clockwise" if clockwise else "anticlockwise"


def direction_words(clockwise: bool) -> str:
    """The direction in the student's words."""
    return _(_DIRECTION[clockwise])


def _empty(e: Event) -> str:
    return _("The draw pile is empty: the player must stop.")


def _STOPPED(p: int, n: int, clockwise: bool) -> str:
    return ngettext("Player {p} stopped with {n} column; they choose first, then collection "
                    "goes {direction}.",
                    "Player {p} stopped with {n} columns; they choose first, then collection "
                    "goes {direction}.", n).format(p=p, n=n, direction=direction_words(clockwise))


def _BANKED(p: int, n: int, colour: str, worth: int) -> str:
    # the worth has its own count: one card may be worth 1 point, and three cards 6 points
    return ngettext("Player {p} banked {n} {colour} card ({worth}): they are safe now.",
                    "Player {p} banked {n} {colour} cards ({worth}): they are safe now.",
                    n).format(p=p, n=n, colour=colour_name(colour), worth=_points(worth))


def _BUSTED(card: str, why: str, p: int) -> str:
    return _("{card} cannot be placed ({why}): player {p} pushed too far.").format(
        card=card, why=_(why), p=p)


# the most frequent sentences are made from the event itself: nothing else to keep
def _drew(e: Event) -> str:
    return _("Player {p} drew {card}.").format(p=e.player, card=e.data["card"])


def _switched(e: Event) -> str:
    return _("Player {p} drew a Switch card: collection now goes {direction}.").format(
        p=e.player, direction=direction_words(e.data["clockwise"]))


def _placed(e: Event) -> str:
    return _("Player {p} placed {card} in column {column}.").format(
        p=e.player, card=e.data["card"], column=e.data["column"])


def _took(e: Event) -> str:
    return _("Player {p} took column {column} ({cards}).").format(
        p=e.player, column=e.data["column"], cards=", ".join(e.data["cards"]))


def _turn(e: Event) -> str:
    return _("Player {p}'s turn.").format(p=e.player)


def _LEFT_OVER(n: int, cards: list[str], stopper: int | None) -> str:
    return _("Column {n} ({cards}) is discarded: play is back with player {p}.").format(
        n=n, cards=", ".join(cards), p=stopper)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _roll_text(p: int, face: str, lost: int, worth: int) -> str:
    if face == "STAR" and not lost:
        return _("Player {p} rolled STAR: the bench is safe.").format(p=p)
    if face == "STAR":
        return ngettext("Player {p} rolled STAR (harder game): the whole bench, {n} card worth "
                        "{points}, is discarded.",
                        "Player {p} rolled STAR (harder game): the whole bench, {n} cards worth "
                        "{points}, is discarded.", lost).format(p=p, n=lost, points=_points(worth))
    colour = colour_name(face.lower())
    if not lost:
        return _("Player {p} rolled {face}: no {colour} card is on the bench, so nothing is "
                 "discarded.").format(p=p, face=face_name(face), colour=colour)
    return ngettext("Player {p} rolled {face}: {n} {colour} card worth {points} is discarded "
                    "from the bench.",
                    "Player {p} rolled {face}: {n} {colour} cards worth {points} are discarded "
                    "from the bench.", lost).format(p=p, face=face_name(face), n=lost,
                                                    colour=colour, points=_points(worth))
