"""UNO Duo's event sentences, written only when read (see ``core.action.Event``)."""
from __future__ import annotations

from types import MappingProxyType

from ...core import Event, Kept
from .cards import ALL_CODES, COLOUR_NAMES, HAND_SIZE, LETTER_OF, NUMBERS, PLAYS_UNO, describe

# _new_tuple(Event, (kind, player, data, text)): an event from its four parts, as
# core.action.make_event makes one (an Event is a tuple), its sentence written when read
_new_tuple = tuple.__new__


class Record(dict):
    """The data of an event that every game shares (the events made once, below): read as a
    dict, never changed (changing it raises, so that no game can change another's events)."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("this event's data is shared by every game and cannot change: "
                        "copy it first, dict(event.data)")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self):
        return Record, (dict(self),)

    def __copy__(self) -> Record:
        return self

    def __deepcopy__(self, memo) -> Record:
        return self  # its values are numbers, texts and None: nothing to copy

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
_SKIP = "Skip: player {}'s opponent misses a turn.".format  # the turn event then says who plays
_WD4 = "Player {} must draw four, or challenge the Wild Draw Four.".format
_EXTRA_TURN = "Player {} takes another turn.".format
_TURN = "Player {}'s turn.".format
_DRAW1_SPEC = tuple(("Player {} draws 1 card.".format, (p,)) for p in (0, 1))  # = _draw_text


# ----- the events whose content never changes, made once (as the ready-made actions are):
# by player, their data a Record
def _each_player(kind: str, data: dict, fn, other: bool = False) -> tuple[Event, Event]:
    """Player p's event (its sentence ``fn(p)``, or ``fn(1 - p)`` if ``other``), for p = 0, 1."""
    return tuple(_new_tuple(Event, (kind, p, Record(data), (fn, (1 - p if other else p,))))
                 for p in (0, 1))


TURN_EVENT = _each_player("turn", {"extra": False}, _TURN)
EXTRA_TURN_EVENT = _each_player("turn", {"extra": True}, _EXTRA_TURN)
KEEP_EVENT = _each_player("keep", {}, _KEPT)
DONE_EVENT = _each_player("done", {}, _DONE)
ACCEPT_EVENT = _each_player("accept", {}, _ACCEPTED)
SKIP_EVENT = _each_player("skip", {}, _SKIP)
UNO_EVENT = _each_player("uno", {"late": False}, _UNO)
VOLLEY_EVENT = _each_player("volley", {"total": 2}, _VOLLEY, other=True)  # a volley starts
WD4_EVENT = _each_player("wild_draw_four", {}, _WD4, other=True)


# ----- the sentences of the events of a round's start and end, and of a challenge: each
# a function of its event (its player and data), written when read
def _draft_end_text(e: Event) -> str:
    return (f"Each player holds {HAND_SIZE} cards; the draft discard pile "
            f"({e.data['under_deck']} cards) is turned over and put under the deck.")


def _turn_up_text(card: str, first: int) -> str:
    return (f"{describe(card)} ({card}) is turned up to start the discard pile; "
            f"player {first} plays first.")


def _out_text(e: Event) -> str:
    return f"Player {e.player} has played their last card."


def _score_text(e: Event) -> str:
    d, o = e.data, e.player
    return (f"Round {d['round']}: player {1 - o} goes out; player {o} scores {d['points']} "
            f"points for {' '.join(d['cards']) or 'no cards'}. Totals: {d['totals'][0]} – "
            f"{d['totals'][1]}.")


def _round_text(e: Event) -> str:
    return (f"Round {e.data['round']}: the cards are shuffled; player {e.player} "
            "drafts first.")


def _challenge_text(e: Event) -> str:
    d, p = e.data, e.player
    if d["guilty"]:
        return (f"Player {p} challenges. Player {1 - p} shows {' '.join(d['hand'])}: they held "
                f"a card they could have played on {d['on']}. The challenge succeeds.")
    return (f"Player {p} challenges. Player {1 - p} shows {' '.join(d['hand']) or 'no cards'}:"
            f" nothing they could have played on {d['on']}. The challenge fails.")


def _uno_late(e: Event) -> str:
    return f"Player {e.player} says UNO (late, but in time)."


def _draw_text(p: int, k: int, why: str, n: int) -> str:
    short = f" (only {k} left to draw)" if k < n else ""
    reason = f" for {why}" if why else ""
    return f"Player {p} draws {k} card{'s' if k != 1 else ''}{reason}{short}."


# The play events are one of a few thousand: each made once, when first played, and shared
# by every game (their data a Record, every value a text or a number).
def _play_events(p: int, code: str, named: str | None, colour: str) -> Kept:
    """The hand size left -> player p's event for the play of ``code`` naming ``named``."""
    text = (_play_text, (p, code, named))
    return Kept(lambda left: _new_tuple(Event, ("play", p, Record(card=code, colour=colour,
                                                                  left=left), text)))


def _play_info(args: tuple) -> tuple:
    """What ``_play`` reads from a play's arguments: the card, whether UNO is said, the colour
    letter then in force, the card's symbol, whether it is a number, and for each player the
    play's events (``_play_events``, by the hand size left)."""
    code = args[0]
    named = args[1] if len(args) > 1 and args[1] != "uno" else None
    letter = LETTER_OF[named] if named else code[0]
    return (code, args[-1] == "uno", letter, code[1:], code[1:] in NUMBERS,
            tuple(_play_events(p, code, named, COLOUR_NAMES[letter]) for p in (0, 1)))


class Cards(list):
    """The cards of an event that every game shares: a list that never changes (changing it
    raises)."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("this event's cards are shared by every game and cannot change: "
                        "copy them first, list(event.data['cards'])")

    __setitem__ = __delitem__ = __iadd__ = __imul__ = append = clear = extend = insert = pop = \
        remove = reverse = sort = _refuse

    def __reduce__(self):
        return Cards, (list(self),)

    def __copy__(self) -> Cards:
        return self

    def __deepcopy__(self, memo) -> Cards:
        return self


# player -> the card -> the event of drawing that one card (``_draw_text`` of 1)
DRAW_ONE_EVENT = tuple(MappingProxyType({
    c: _new_tuple(Event, ("draw", p, Record(count=1, cards=Cards([c]), seen_by=p), _DRAW1_SPEC[p]))
    for c in ALL_CODES}) for p in (0, 1))


def draft_event(p: int, choice: str, shown: str, kept: str) -> Event:
    """Player p keeps or discards (``choice``) in the draft: ``shown`` goes face up, p keeps ``kept``."""
    fn = _DRAFT_KEEP if choice == "keep" else _DRAFT_DISCARD
    return _new_tuple(Event, ("draft", p, {"choice": choice, "discarded": shown,
                                           "cards": [kept], "seen_by": p}, (fn, (p, shown))))


def _play_text(p: int, code: str, named: str | None) -> str:
    text = f"Player {p} plays {describe(code)} ({code})"
    if named:
        text += f" and names {named}"
    return text + "."


# every legal play's text -> _play_info
_PLAY_INFO = MappingProxyType({str(a): _play_info(a.args) for acts in PLAYS_UNO.values()
                               for a in acts})
