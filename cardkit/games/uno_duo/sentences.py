"""UNO Duo's event sentences, written only when read (see ``core.action.Event``)."""
from __future__ import annotations

from ...core import Event, Kept
from .cards import COLOUR_NAMES, HAND_SIZE, LETTER_OF, NUMBERS, PLAYS_UNO, describe

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
_SKIP = "Skip: player {}'s opponent misses a turn.".format  # the turn event then says who plays
_WD4 = "Player {} must draw four, or challenge the Wild Draw Four.".format
_EXTRA_TURN = "Player {} takes another turn.".format
_TURN = "Player {}'s turn.".format
_DRAW1_SPEC = tuple(("Player {} draws 1 card.".format, (p,)) for p in (0, 1))  # = _draw_text


# ----- the events whose content never changes, made once (as the ready-made actions are):
# by player. Like every event's, their data is a record, never to be changed.
def _each_player(kind: str, data: dict, fn, other: bool = False) -> tuple[Event, Event]:
    """Player p's event (its sentence ``fn(p)``, or ``fn(1 - p)`` if ``other``), for p = 0, 1."""
    return tuple(_new_tuple(Event, (kind, p, dict(data), (fn, (1 - p if other else p,))))
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


# The frequent events whose content is one of a few thousand are made once and shared
# (tables of ``Kept`` events). Nobody can tell a shared event from a new one: an event is
# immutable, and the game never changes the data of an event it made.
def _play_events(p: int, code: str, named: str | None, colour: str) -> Kept:
    """The hand size left -> player p's event for the play of ``code`` naming ``named``."""
    text = (_play_text, (p, code, named))
    return Kept(lambda left: _new_tuple(Event, ("play", p, {"card": code, "colour": colour,
                                                             "left": left}, text)))


def _play_info(args: tuple) -> tuple:
    """What ``_play`` reads from a play's arguments: the card, whether UNO is said, the colour
    letter then in force, the card's symbol, whether it is a number, and for each player the
    play's events (``_play_events``, by the hand size left)."""
    code = args[0]
    named = args[1] if len(args) > 1 and args[1] != "uno" else None
    letter = LETTER_OF[named] if named else code[0]
    return (code, args[-1] == "uno", letter, code[1:], code[1:] in NUMBERS,
            tuple(_play_events(p, code, named, COLOUR_NAMES[letter]) for p in (0, 1)))


def _draw_one(p: int) -> Kept:
    """The card -> player p's event for drawing that one card (``_draw_text`` of 1)."""
    text = _DRAW1_SPEC[p]
    return Kept(lambda c: _new_tuple(Event, ("draw", p, {"count": 1, "cards": [c],
                                                          "seen_by": p}, text)))


DRAW_ONE_EVENT = tuple(_draw_one(p) for p in (0, 1))


def _draft_events(p: int, choice: str) -> Kept:
    """(card shown, card kept) -> player p's draft event for ``choice`` (keep or discard)."""
    fn = _DRAFT_KEEP if choice == "keep" else _DRAFT_DISCARD

    def make(key):
        shown, kept = key
        return _new_tuple(Event, ("draft", p, {"choice": choice, "discarded": shown,
                                               "cards": [kept], "seen_by": p}, (fn, (p, shown))))
    return Kept(make)


# player -> keep or discard -> (shown, kept) -> the draft event
DRAFT_EVENT = tuple({c: _draft_events(p, c) for c in ("keep", "discard")} for p in (0, 1))


def _play_text(p: int, code: str, named: str | None) -> str:
    text = f"Player {p} plays {describe(code)} ({code})"
    if named:
        text += f" and names {named}"
    return text + "."


# every legal play's text -> _play_info
_PLAY_INFO = {str(a): _play_info(a.args) for acts in PLAYS_UNO.values() for a in acts}
