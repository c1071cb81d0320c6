"""Push's event sentences, written only when read (see ``core.action.Event``)."""
from __future__ import annotations

from ...core import Event
from ...core.action import make_event
from ...core.sentences import counted

# ----- event sentences, written only when read ---------------------------------------
_event = make_event  # an event from (kind, player, data, text): its sentence written when read
_EMPTY = "The draw pile is empty: the player must stop."


def direction(clockwise: bool) -> str:
    return "clockwise" if clockwise else "anticlockwise"


def _STOPPED(p: int, n: int, clockwise: bool) -> str:
    return (f"Player {p} stopped with {counted(n, 'column')}; they choose first, then collection "
            f"goes {direction(clockwise)}.")


def _BANKED(p: int, n: int, colour: str, worth: int) -> str:
    return (f"Player {p} banked {n} {colour} {'card' if n == 1 else 'cards'} ({worth} points): "
            "they are safe now.")


_BUSTED = "{} cannot be placed ({}): player {} pushed too far.".format


# the most frequent sentences are made from the event itself: nothing else to keep
def _drew(e: Event) -> str:
    return f"Player {e.player} drew {e.data['card']}."


def _switched(e: Event) -> str:
    return (f"Player {e.player} drew a Switch card: collection now goes "
            f"{direction(e.data['clockwise'])}.")


def _placed(e: Event) -> str:
    return f"Player {e.player} placed {e.data['card']} in column {e.data['column']}."


def _took(e: Event) -> str:
    return f"Player {e.player} took column {e.data['column']} ({', '.join(e.data['cards'])})."


def _turn(e: Event) -> str:
    return f"Player {e.player}'s turn."


def _LEFT_OVER(n: int, cards: list[str], stopper: int | None) -> str:
    return f"Column {n} ({', '.join(cards)}) is discarded: play is back with player {stopper}."


def _roll_text(p: int, face: str, lost: int, worth: int) -> str:
    if face == "STAR" and not lost:
        return f"Player {p} rolled STAR: the bench is safe."
    if face == "STAR":
        return (f"Player {p} rolled STAR (harder game): the whole bench, "
                f"{counted(lost, 'card')} worth {counted(worth, 'point')}, is discarded.")
    if not lost:
        return f"Player {p} rolled {face}: no {face.lower()} card is on the bench, so nothing is discarded."
    return (f"Player {p} rolled {face}: {counted(lost, face.lower() + ' card')} worth "
            f"{counted(worth, 'point')} {'is' if lost == 1 else 'are'} discarded from the bench.")
