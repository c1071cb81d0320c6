"""UNO Duo's event sentences, written only when read (see ``core.action.Event``)."""
from __future__ import annotations

from ...core import Event
from .cards import (
    COLOUR_ACTIONS,
    ORDER,
    PLAYS,
    PLAYS_UNO,
    SIMPLE,
    _play_info,
)

# _new_tuple(Event, (kind, player, data, text)): core.action.make_event, one call fewer (the
# frequent events are made so, their sentences written when read)
_new_tuple = tuple.__new__

# ----- event sentences, written only when read (see core.action.Event) ----------------------
_MISSED = "Player {} did not catch player {}'s forgotten UNO: the chance is gone.".format
_KEPT = "Player {} keeps the card they drew.".format
_DONE = "Player {} plays no more after the Reverse.".format
_ACCEPTED = "Player {} accepts the Wild Draw Four.".format
_DRAFT_KEEP = ("Player {} keeps the top card; the next, {}, goes face up onto the "
               "draft discard pile.").format
_DRAFT_DISCARD = "Player {} discards {} face up and must keep the next card.".format
_UNO = "Player {} says UNO: one card left.".format
_STACKED = "Player {} stacks a Draw Two: the volley is {}; player {} must stack or draw {}.".format
_RUN_END = "The Reverse run ends on {}: only its action counts.".format
_VOLLEY = "Player {} must stack a Draw Two or draw 2.".format
_SKIP = "Skip: player {} takes another turn.".format
_WD4 = "Player {} must draw four, or challenge the Wild Draw Four.".format
_EXTRA_TURN = "Player {} takes another turn.".format
_TURN = "Player {}'s turn.".format
_TURN_SPEC = tuple((_TURN, (p,)) for p in (0, 1))
_EXTRA_SPEC = tuple((_EXTRA_TURN, (p,)) for p in (0, 1))
_UNO_SPEC = tuple((_UNO, (p,)) for p in (0, 1))
_DRAW1_SPEC = tuple(("Player {} draws 1 card.".format, (p,)) for p in (0, 1))  # = _draw_text
_ORDER_OF = ORDER.__getitem__


def _uno_late(e: Event) -> str:
    return f"Player {e.player} says UNO (late, but in time)."




def _draw_text(p: int, k: int, why: str, n: int) -> str:
    short = f" (only {k} left to draw)" if k < n else ""
    reason = f" for {why}" if why else ""
    return f"Player {p} draws {k} card{'s' if k != 1 else ''}{reason}{short}."


# every legal play's arguments -> _play_info
_PLAY_INFO = {a.args: _play_info(a.args) for acts in PLAYS_UNO.values() for a in acts}
# the ready-made actions' texts, worked out now: the playouts record them as they are
for _a in (*SIMPLE.values(), *COLOUR_ACTIONS, *(a for acts in PLAYS.values() for a in acts),
           *(a for acts in PLAYS_UNO.values() for a in acts)):
    str(_a)
del _a

