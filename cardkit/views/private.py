"""What one player sees of an event: its public sentence, plus the cards only they may see.

An event's sentence (``str(event)``) is public: it never names a hidden card. Some events
still carry one in their ``data``, for the one player allowed to see it:

- an event with ``data["seen_by"]``: its ``data["cards"]`` (or ``data["card"]``) are seen
  by that player alone (UNO Duo's draws and the card kept in its draft);
- a draw (kind ``"draw"`` or ``"bonus-draw"``) without ``seen_by``: the card(s) it carries
  are seen by the player who drew (Split's draw and bonus draw).

Cards the sentence already names are public (Push draws face up) and are not repeated.
Other events carrying cards (a bank, a fight, a last card played) show them to everyone:
their sentences are told as they are. No widget code here: the CLI and the narration
both use ``seen_text``.
"""
from __future__ import annotations

from ..core import Event
from ..i18n import ngettext

DRAW_KINDS = ("draw", "bonus-draw")
_PUNCTUATION = ",.;:()!?"


def private_cards(event: Event, viewer: int | None) -> list[str]:
    """The cards of ``event`` that only ``viewer`` may see (``[]`` if none or not theirs)."""
    data = event.data
    owner = data.get("seen_by", event.player if event.kind in DRAW_KINDS else None)
    if owner is None or viewer is None or owner != viewer:
        return []
    cards = data.get("cards")
    if cards is None:
        card = data.get("card")
        cards = [] if card is None else [card]
    named = {word.strip(_PUNCTUATION) for word in str(event).split()}
    return [str(c) for c in cards if str(c) not in named]


def seen_text(event: Event, viewer: int | None) -> str:
    """The sentence of ``event`` as player ``viewer`` sees it (``None``: an onlooker).

    The public sentence, plus the card(s) when the event is that viewer's own private
    draw: ``"Player 0 drew a card (84 left in the draw pile). Only player 0 sees it: KHL."``
    """
    text = str(event)
    cards = private_cards(event, viewer)
    if not cards:
        return text
    return ngettext("{text} Only player {p} sees it: {cards}.",
                    "{text} Only player {p} sees them: {cards}.", len(cards)).format(
        text=text, p=viewer, cards=" ".join(cards))
