"""UNO Duo's event sentences, written only when read (see ``core.action.Event``), in the
language in use (``cardkit.i18n``)."""
from __future__ import annotations

from types import MappingProxyType

from ...core import Event, Kept
from ...core.records import Cards, Record
from ...core.sentences import winners_text
from ...i18n import _, ngettext
from .cards import (
    ALL_CODES,
    COLOUR_NAMES,
    HAND_SIZE,
    LETTER_OF,
    NUMBERS,
    PLAYS_UNO,
    colour_name,
    describe,
)

# _new_tuple(Event, (kind, player, data, text)): an event from its four parts, as
# core.action.make_event makes one (an Event is a tuple), its sentence written when read
_new_tuple = tuple.__new__


# ----- event sentences, written only when read (see core.action.Event) ----------------------
def _MISSED(p: int, q: int) -> str:
    return _("Player {p} did not catch player {q}'s forgotten UNO: the chance is gone.").format(
        p=p, q=q)


def _KEPT(p: int) -> str:
    return _("Player {p} keeps the card they drew.").format(p=p)


def _DONE(p: int) -> str:
    return _("Player {p} plays no more after the Reverse.").format(p=p)


def _ACCEPTED(p: int) -> str:
    return _("Player {p} accepts the Wild Draw Four.").format(p=p)


def _DRAFT_KEEP(p: int, card: str) -> str:
    return _("Player {p} keeps the top card; the next, {card}, goes face up onto the draft "
             "discard pile.").format(p=p, card=card)


def _DRAFT_DISCARD(p: int, card: str) -> str:
    return _("Player {p} discards {card} face up and must keep the next card.").format(
        p=p, card=card)


def _UNO(p: int) -> str:
    return _("Player {p} says UNO: one card left.").format(p=p)


def _STACKED(p: int, total: int, q: int, draw: int) -> str:
    return _("Player {p} stacks a Draw Two: the volley is {total}; player {q} must stack or draw "
             "{draw}.").format(p=p, total=total, q=q, draw=draw)


def _RUN_END(card: str) -> str:
    return _("The Reverse run ends on {card}: only its action counts.").format(card=card)


def _VOLLEY(p: int) -> str:
    return _("Player {p} must stack a Draw Two or draw 2.").format(p=p)


def _SKIP(p: int) -> str:  # the turn event then says who plays
    return _("Skip: player {p}'s opponent misses a turn.").format(p=p)


def _WD4(p: int) -> str:
    return _("Player {p} must draw four, or challenge the Wild Draw Four.").format(p=p)


def _EXTRA_TURN(p: int) -> str:
    return _("Player {p} takes another turn.").format(p=p)


def _TURN(p: int) -> str:
    return _("Player {p}'s turn.").format(p=p)


def _caught_text(p: int, q: int) -> str:
    return _("Player {p} caught player {q}, who forgot to say UNO.").format(p=p, q=q)


def _skip_up_text(drafter: int) -> str:
    return _("The turned-up Skip: player {p} plays first instead.").format(p=drafter)


def _reverse_up_text(first: int, colour: str) -> str:
    return _("The turned-up Reverse: player {p} must play every {colour} card in their "
             "hand.").format(p=first, colour=colour_name(colour))


def _named_up_text(p: int, colour: str, top: str) -> str:
    return _("Player {p} names {colour} for the turned-up {card}.").format(
        p=p, colour=colour_name(colour), card=describe(top))


def _rebuild_text(n: int, shuffled: bool) -> str:
    if shuffled:
        return _("The draw pile is empty: the {n} cards under the top discard become the new "
                 "draw pile, shuffled.").format(n=n)
    return _("The draw pile is empty: the {n} cards under the top discard become the new draw "
             "pile, turned over unshuffled.").format(n=n)


def _match_end_text(o: int, total: int, target: int, winners: list[int]) -> str:
    return _("Player {p} has {total} points (target {target}): the match is over. {winners} "
             "with the lower total.").format(p=o, total=total, target=target,
                                             winners=winners_text(winners))


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
    return _("Each player holds {hand} cards; the draft discard pile ({n} cards) is turned over "
             "and put under the deck.").format(hand=HAND_SIZE, n=e.data["under_deck"])


def _turn_up_text(card: str, first: int) -> str:
    return _("{name} ({card}) is turned up to start the discard pile; player {p} plays "
             "first.").format(name=describe(card), card=card, p=first)


def _out_text(e: Event) -> str:
    return _("Player {p} has played their last card.").format(p=e.player)


def _score_text(e: Event) -> str:
    d, o = e.data, e.player
    return _("Round {round}: player {out} goes out; player {p} scores {points} points for "
             "{cards}. Totals: {total0} – {total1}.").format(
        round=d["round"], out=1 - o, p=o, points=d["points"],
        cards=" ".join(d["cards"]) or _("no cards"), total0=d["totals"][0],
        total1=d["totals"][1])


def _round_text(e: Event) -> str:
    return _("Round {round}: the cards are shuffled; player {p} drafts first.").format(
        round=e.data["round"], p=e.player)


def _challenge_text(e: Event) -> str:
    d, p = e.data, e.player
    if d["guilty"]:
        return _("Player {p} challenges. Player {q} shows {hand}: they held a card they could "
                 "have played on {on}. The challenge succeeds.").format(
            p=p, q=1 - p, hand=" ".join(d["hand"]), on=d["on"])
    return _("Player {p} challenges. Player {q} shows {hand}: nothing they could have played on "
             "{on}. The challenge fails.").format(
        p=p, q=1 - p, hand=" ".join(d["hand"]) or _("no cards"), on=d["on"])


def _uno_late(e: Event) -> str:
    return _("Player {p} says UNO (late, but in time).").format(p=e.player)


def _draw_text(p: int, k: int, why: str, n: int) -> str:
    """``why``: the reason, marked with N_ where the draw is made ({total}: the cards drawn)."""
    short = _(" (only {k} left to draw)").format(k=k) if k < n else ""
    reason = _(" for {why}").format(why=_(why).format(total=n)) if why else ""
    return ngettext("Player {p} draws {k} card{reason}{short}.",
                    "Player {p} draws {k} cards{reason}{short}.", k).format(
        p=p, k=k, reason=reason, short=short)


def _draw_one_text(p: int) -> str:
    return _draw_text(p, 1, "", 1)


_DRAW1_SPEC = tuple((_draw_one_text, (p,)) for p in (0, 1))  # = _draw_text of one card


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
    if named:
        return _("Player {p} plays {name} ({card}) and names {colour}.").format(
            p=p, name=describe(code), card=code, colour=colour_name(named))
    return _("Player {p} plays {name} ({card}).").format(p=p, name=describe(code), card=code)


# every legal play's text -> _play_info
_PLAY_INFO = MappingProxyType({str(a): _play_info(a.args) for acts in PLAYS_UNO.values()
                               for a in acts})
