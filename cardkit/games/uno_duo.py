"""UNO Duo: UNO for two, with a draft instead of a deal, played as a match.

Each round the two players draft seven cards each (keep the top card or pass
it to the face-up draft discard pile and take the next), then shed their
hands onto a discard pile by matching colour, number or symbol. The player
who goes out scores 0; the other adds the points left in their hand. Rounds
go on until someone has 200 or more: that player loses, the lower total wins.
Rules: ``cardkit rules uno-duo``.

What this module chooses (the rules file's **Decisions**, and where the rules
file is silent, what a player at a real table would expect):

- the default deck is the 112-card deck whose 4 extra cards play as ordinary
  Wilds (8 ``WILD``); ``classic_deck=True`` is the 108-card deck;
- player 0 drafts first in round 1, then the first drafter alternates; drafting
  steps alternate, each uses two cards; the 14-card draft discard pile is
  turned over (its first card on top) and put under the deck;
- the player who did not draft first plays first; a turned-up Draw Two or Wild
  Draw Four is drawn automatically (there is no choice to make: no stacking,
  no challenge); a turned-up Wild (Draw Four) is first given a colour by the
  first drafter (``colour C``); a turned-up Reverse obliges the first player
  to play every card of its colour, or to play a normal turn if they have none;
- nobody is obliged to play; a drawn card that can be played may be played
  (only it) or kept; one that cannot is kept automatically;
- the draw pile is rebuilt only when a card must be drawn from an empty pile:
  the discard pile under its top card is turned over, not shuffled (its oldest
  card comes up first); ``reshuffle=True`` shuffles it; with no card anywhere
  the player draws what there is and the turn ends as if they had drawn;
- UNO: ``play CARD ... uno`` on the second-to-last card. A player who forgot is
  open to ``catch`` (2 cards) until the opponent takes any other action; they
  may say ``uno`` late at a decision of their own. The chance also ends when
  the forgetful player no longer holds exactly one card (they drew);
- Draw Two volleys stack any colour; ``draw`` takes the whole total and ends
  the turn, play passes to the player of the last Draw Two;
- Skip: the same player takes another turn;
- Reverse: optionally followed by all other cards of its colour (all or
  nothing, ``done`` to stop before the first). Wilds have no colour, so they are
  never part of a run (a run therefore never ends on a Wild Draw Four). Only the
  last card's action counts: Draw Two starts a volley of 2, Skip gives the
  player another turn, a number or Reverse passes the turn; a Reverse played
  alone passes the turn;
- Wild Draw Four: the opponent must ``challenge`` or ``accept``. The player is
  guilty if, when they played it, they held a non-wild card matching the colour
  in force, or the number or symbol of the card it was played on
  (``strict_wd4="colour"``: the colour only). Guilty: they draw 4, the named
  colour stands, the challenger plays. Innocent: the challenger draws 6 and the
  Wild Draw Four player takes their extra turn. Accepting: draw 4, and the Wild
  Draw Four player takes their extra turn;
- going out on a Draw Two or Wild Draw Four makes the opponent draw first (the
  whole volley total / 4), and those cards count;
- a new round starts at once from a freshly shuffled full deck (the seeded
  generator); the match ends after the round in which a total reaches
  ``target``; the lower total wins (equal totals share the win);
- hidden cards never appear in an event's text; a draw's ``data`` holds the
  cards with ``seen_by`` naming the one player who may see them.

Phases (``g.phase``): ``draft`` (keep/discard), ``colour`` (name the colour of a
turned-up Wild), ``turn``, ``drawn`` (play the drawn card or keep it), ``run``
(after a Reverse), ``volley`` (stack a Draw Two or draw the total),
``challenge`` (challenge or accept a Wild Draw Four), ``over``. ``uno`` and
``catch`` are offered on top of the phase's actions while a forgotten UNO is
open. ``scores()`` are the match totals; ``turns`` counts turns taken.
"""
from __future__ import annotations

import random
from bisect import insort
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..core import Action, Card, ConfigError, Event, Game, IllegalMove

# _new_tuple(Event, (kind, player, data, text)): core.action.make_event, one call fewer (the
# frequent events are made so, their sentences written when read)
_new_tuple = tuple.__new__

COLOUR_NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
LETTER_OF = {v: k for k, v in COLOUR_NAMES.items()}
COLOURS = tuple(COLOUR_NAMES.values())  # in action texts
NUMBERS = tuple(str(n) for n in range(10))
ACTION_SYMBOLS = ("+2", "SKIP", "REV")
SYMBOL_NAMES = {"+2": "Draw Two", "SKIP": "Skip", "REV": "Reverse"}
WILD, WILD4 = "WILD", "WILD+4"
WILDS = (WILD, WILD4)
WILD_COUNT = 8  # 4 Wild + 4 further cards of the 112-card deck played as Wilds
CLASSIC_WILD_COUNT = 4
WILD4_COUNT = 4
HAND_SIZE = 7
DRAFT_STEPS = 2 * HAND_SIZE
POINTS_ACTION, POINTS_WILD, POINTS_WILD4 = 10, 15, 20
STRICT_WD4 = ("match", "colour")


def _colour_cards(letter: str) -> list[str]:
    cards = [f"{letter}0"]
    for n in NUMBERS[1:]:
        cards += [f"{letter}{n}"] * 2
    for s in ACTION_SYMBOLS:
        cards += [f"{letter}{s}"] * 2
    return cards


ALL_CODES = tuple(dict.fromkeys(c for L in COLOUR_NAMES for c in _colour_cards(L))) + WILDS
ORDER = {c: i for i, c in enumerate(ALL_CODES)}


def points_of(code: str) -> int:
    """Card points: numbers their number, Draw Two/Skip/Reverse 10, Wild 15, Wild Draw Four 20."""
    if code == WILD:
        return POINTS_WILD
    if code == WILD4:
        return POINTS_WILD4
    sym = code[1:]
    return int(sym) if sym in NUMBERS else POINTS_ACTION


POINTS = {c: points_of(c) for c in ALL_CODES}


def _card(code: str) -> Card:
    if code in WILDS:
        return Card(code, "Wild" if code == WILD else "Wild Draw Four", None, code, POINTS[code])
    sym = code[1:]
    rank: int | str = int(sym) if sym in NUMBERS else sym
    return Card(code, f"{COLOUR_NAMES[code[0]]} {SYMBOL_NAMES.get(sym, sym)}", COLOUR_NAMES[code[0]],
                rank, POINTS[code])


CARDS: dict[str, Card] = {c: _card(c) for c in ALL_CODES}


def hand_points(cards) -> int:
    return sum(POINTS[c] for c in cards)


def is_wild(code: str) -> bool:
    return code[0] == "W"


def colour_of(code: str) -> str | None:
    """The colour letter of a card, None for a Wild."""
    return None if code[0] == "W" else code[0]


def symbol_of(code: str) -> str:
    """The number or symbol ("7", "+2", "SKIP", "REV", "WILD", "WILD+4")."""
    return code if code[0] == "W" else code[1:]


def playable(code: str, top: str, colour: str | None) -> bool:
    """Whether a card may be played on ``top`` with ``colour`` (a letter) in force."""
    if code[0] == "W":
        return True
    return code[0] == colour or (top[0] != "W" and code[1:] == top[1:])


def describe(code: str) -> str:
    return CARDS[code].name


@dataclass(frozen=True)
class Options:
    classic_deck: bool = False  # the 108-card deck (4 Wild) instead of 112 (8 Wild)
    reshuffle: bool = False     # shuffle the discard pile when it becomes the draw pile
    strict_wd4: str = "match"   # "match": colour, number or symbol; "colour": colour only
    target: int = 200           # the match ends when a total reaches this


# ----- the actions, made once -------------------------------------------------------
KEEP, DISCARD, DRAW, DONE = Action("keep"), Action("discard"), Action("draw"), Action("done")
UNO, CATCH, CHALLENGE, ACCEPT = Action("uno"), Action("catch"), Action("challenge"), Action("accept")
COLOUR_ACTIONS = [Action("colour", (c,)) for c in COLOURS]
SIMPLE = {a.kind: a for a in (KEEP, DISCARD, DRAW, DONE, UNO, CATCH, CHALLENGE, ACCEPT)}


def _plays(code: str, uno: bool) -> list[Action]:
    tail = ("uno",) if uno else ()
    if code[0] == "W":
        return [Action("play", (code, c) + tail) for c in COLOURS]
    return [Action("play", (code,) + tail)]


PLAYS = {c: _plays(c, False) for c in ALL_CODES}
PLAYS_UNO = {c: _plays(c, False) + _plays(c, True) for c in ALL_CODES}


def _play_info(args: tuple) -> tuple:
    """What ``_play`` reads from a play's arguments: the card, whether UNO is said, the colour
    named (or None), the colour letter then in force and its name, the card's symbol, and
    the play event's sentence (function and arguments) for each player."""
    code = args[0]
    named = args[1] if len(args) > 1 and args[1] != "uno" else None
    letter = LETTER_OF[named] if named else code[0]
    return (code, args[-1] == "uno", named, letter, COLOUR_NAMES[letter], code[1:],
            tuple((_play_text, (p, code, named)) for p in (0, 1)))


_PLAIN = frozenset(NUMBERS)  # symbols of cards with no action


def _deck(classic: bool) -> tuple[str, ...]:
    cards: list[str] = []
    for letter in COLOUR_NAMES:
        cards += _colour_cards(letter)
    cards += [WILD] * (CLASSIC_WILD_COUNT if classic else WILD_COUNT)
    cards += [WILD4] * WILD4_COUNT
    return tuple(cards)


_DECKS = {classic: _deck(classic) for classic in (False, True)}  # every round starts from one

# top discard -> colour letter in force (None before any) -> the codes ``playable`` there
_PLAYABLE: dict[str, dict[str | None, frozenset[str]]] = {
    top: {L: frozenset(c for c in ALL_CODES if playable(c, top, L)) for L in (*COLOUR_NAMES, None)}
    for top in ALL_CODES}


class UnoDuo(Game):
    name = "uno-duo"
    title = "UNO Duo"
    player_counts = (2,)
    Options = Options
    lower_wins = True

    @classmethod
    def full_deck(cls, players: int, options: Options) -> list[str]:
        return list(_DECKS[bool(options.classic_deck)])  # a fresh list: it is shuffled

    @classmethod
    def all_codes(cls) -> set[str]:
        return set(ALL_CODES)

    @classmethod
    def _check_options(cls, options: Options, players: int) -> None:
        if options.strict_wd4 not in STRICT_WD4:
            raise ConfigError(f"option strict_wd4 must be 'match' or 'colour', "
                              f"not {options.strict_wd4!r}")
        if options.target <= 0:
            raise ConfigError(f"option target must be a whole number above 0, not {options.target!r}")

    # ----- state --------------------------------------------------------------------
    def _setup(self, cards: list[str]) -> None:
        self.totals = [0, 0]
        self.rounds: list[dict[str, Any]] = []
        self.round_no = 1
        self.first_drafter = 0
        self.turns = 0
        self._start_round(cards)

    def _start_round(self, cards: list[str]) -> None:
        self.draw_pile = cards[::-1]  # the top card is the last item
        self.discard: list[str] = []
        self.draft_discard: list[str] = []
        self.hands: list[list[str]] = [[], []]
        self.draft_steps = 0
        self.colour: str | None = None  # letter of the colour in force
        self.volley = 0
        self.drawn: str | None = None
        self.run_colour: str | None = None
        self.run_forced = False
        self.wd4: dict[str, Any] | None = None
        self.uno_pending: int | None = None
        self.phase = "draft"
        self.to_act: int | None = self.first_drafter

    def _state(self) -> dict[str, Any]:
        return {
            "round": self.round_no, "first_drafter": self.first_drafter, "to_act": self.to_act,
            "draw_pile": self.draw_pile[::-1], "discard": self.discard,
            "draft_discard": self.draft_discard, "hands": self.hands,
            "draft_steps": self.draft_steps, "colour": self.colour, "volley": self.volley,
            "drawn": self.drawn, "run_colour": self.run_colour, "run_forced": self.run_forced,
            "wd4": self.wd4, "uno_pending": self.uno_pending, "totals": self.totals,
            "rounds": self.rounds, "turns": self.turns,
        }

    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> dict[int, int]:
        """Match totals: the points each player has collected (lower is better)."""
        return {0: self.totals[0], 1: self.totals[1]}

    def winners(self) -> list[int]:
        """The lower total wins; equal totals share the win."""
        if not self.is_over:
            return []
        best = min(self.totals)
        return [p for p in (0, 1) if self.totals[p] == best]

    @property
    def top(self) -> str | None:
        return self.discard[-1] if self.discard else None

    def unseen(self, player: int) -> Counter:
        """The draw pile and the opponent's hand (less the card a drafter is looking at)."""
        u = Counter(self.draw_pile)
        u.update(self.hands[1 - player])
        if self.phase == "draft" and self.to_act == player and self.draw_pile:
            u[self.draw_pile[-1]] -= 1
            u = +u
        return u

    def zones(self) -> dict[str, list[str]]:
        return {"draw_pile": self.draw_pile, "discard_pile": self.discard,
                "draft_discard": self.draft_discard, "hand 0": self.hands[0],
                "hand 1": self.hands[1]}

    # ----- legal actions ------------------------------------------------------------
    def _legal(self) -> list[Action]:
        ph, p = self.phase, self.to_act
        if ph == "draft":
            return [KEEP, DISCARD]
        if ph == "colour":
            return list(COLOUR_ACTIONS)
        hand = self.hands[p]
        table = PLAYS_UNO if len(hand) == 2 else PLAYS
        acts: list[Action] = []
        if ph == "turn":
            ok = _PLAYABLE[self.discard[-1]][self.colour]
            prev = None
            for c in hand:
                if c != prev:
                    prev = c
                    if c in ok:
                        acts += table[c]
            acts.append(DRAW)
        elif ph == "drawn":
            acts += table[self.drawn]
            acts.append(KEEP)
        elif ph == "run":
            prev = None
            for c in hand:
                if c != prev and c[0] == self.run_colour:
                    acts += table[c]
                prev = c
            if not self.run_forced:
                acts.append(DONE)
        elif ph == "volley":
            prev = None
            for c in hand:
                if c != prev and c[1:] == "+2":
                    acts += table[c]
                prev = c
            acts.append(DRAW)
        elif ph == "challenge":
            acts += [CHALLENGE, ACCEPT]
        if self.uno_pending is not None:
            acts.append(UNO if self.uno_pending == p else CATCH)
        return acts

    def _parse(self, tokens: list[str]) -> Action:
        word, n = tokens[0].lower(), len(tokens)
        if n == 1 and word in SIMPLE:
            return SIMPLE[word]
        if word in ("colour", "color") and n == 2 and tokens[1].lower() in LETTER_OF:
            return Action("colour", (tokens[1].lower(),))
        if word == "play" and 2 <= n <= 4:
            code = tokens[1].upper()
            rest = [t.lower() for t in tokens[2:]]
            uno = bool(rest) and rest[-1] == "uno"
            if uno:
                rest.pop()
            if code in ORDER and len(rest) <= 1 and all(r in LETTER_OF for r in rest):
                return Action("play", (code, *rest) + (("uno",) if uno else ()))
        raise IllegalMove(f"'{' '.join(tokens)}' is not an UNO Duo action; actions are keep, "
                          "discard, play CARD [COLOUR] [uno] (e.g. play R5, play WILD blue uno), "
                          "draw, done, colour red|yellow|green|blue, uno, catch, challenge, accept")

    # ----- why not ------------------------------------------------------------------
    def _why_illegal(self, action: Action) -> str:
        kind, ph, p = action.kind, self.phase, self.to_act
        if kind == "catch":
            if self.uno_pending is None:
                return "there is no forgotten UNO to catch"
            return "you cannot catch yourself: say uno instead"
        if kind == "uno":
            if self.uno_pending == 1 - p:
                return "it is your opponent who forgot to say UNO: catch them"
            return ("there is no UNO to say now: say it with the play of your second-to-last "
                    "card, e.g. 'play R5 uno'")
        if ph == "draft":
            return f"the cards are being drafted: player {p} must keep or discard the top card"
        if kind == "discard":
            return "discard is a drafting action; the draft is over"
        if ph == "colour":
            return (f"player {p} must first name the colour of the turned-up {describe(self.top)} "
                    "(colour red|yellow|green|blue)")
        if kind == "colour":
            return "colour names the colour of a turned-up Wild; a Wild you play names it: play WILD blue"
        if ph == "challenge":
            return "you must challenge or accept the Wild Draw Four first"
        if kind in ("challenge", "accept"):
            return "there is no Wild Draw Four to challenge or accept now"
        if ph == "volley":
            if kind == "play" and action.args[0] in self.hands[p] and action.args[0][1:] == "+2":
                return self._why_not_args(action, p)
            return (f"you must take the penalty (draw {self.volley}) or stack a Draw Two "
                    "(of any colour)")
        if kind == "keep":
            return "keep is only possible right after drawing a card you could play"
        if kind == "done":
            if ph == "run" and self.run_forced:
                return (f"the run has started: play every {COLOUR_NAMES[self.run_colour]} "
                        "card left in your hand")
            return "done ends a Reverse run before it starts; you have played no Reverse"
        if ph == "drawn":
            if kind == "draw":
                return f"you have drawn already: play the {self.drawn} you drew or keep it"
            if kind == "play" and action.args[0] == self.drawn:
                return self._why_not_args(action, p)
            return f"after drawing you may only play the card you drew ({self.drawn}) or keep it"
        if ph == "run":
            name = COLOUR_NAMES[self.run_colour]
            if kind == "draw":
                return f"you are in a Reverse run: play your {name} cards" + (
                    "" if self.run_forced else " or say done")
            if kind == "play":
                code = action.args[0]
                if code not in self.hands[p]:
                    return f"you hold no {code}"
                if code[0] != self.run_colour:
                    return f"a Reverse run is all {name}: {code} is not {name}"
                return self._why_not_args(action, p)
        if kind == "play":
            code = action.args[0]
            if code not in self.hands[p]:
                return f"you hold no {code}"
            if not playable(code, self.top, self.colour):
                return self._why_no_match(code)
            return self._why_not_args(action, p)
        return super()._why_illegal(action)

    def _why_no_match(self, code: str) -> str:
        top = self.top
        if is_wild(top):
            return (f"{code} does not match: the colour in force is {COLOUR_NAMES[self.colour]} "
                    f"(named for the {describe(top)})")
        return (f"{code} does not match the top discard {top}: it needs colour "
                f"{COLOUR_NAMES[self.colour]} or the {'number' if top[1:] in NUMBERS else 'symbol'} "
                f"{top[1:]}, or a Wild")

    def _why_not_args(self, action: Action, p: int) -> str:
        code, rest = action.args[0], list(action.args[1:])
        uno = bool(rest) and rest[-1] == "uno"
        if uno:
            rest.pop()
        if is_wild(code) and not rest:
            return f"a {describe(code)} names a colour: play {code} blue"
        if not is_wild(code) and rest:
            return f"only a Wild names a colour; play {code} as 'play {code}'"
        if uno:
            return (f"say uno with your second-to-last card only; you hold {len(self.hands[p])} "
                    "cards")
        return super()._why_illegal(action)

    # ----- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        kind, p = action.kind, self.to_act
        ev: list[Event] = []
        pending = self.uno_pending
        if kind == "play" and pending is None:  # the most frequent case, as below
            self._play(p, action, ev)
            pending = self.uno_pending
            if pending is not None and len(self.hands[pending]) != 1:
                self.uno_pending = None
            return ev
        if pending is None and self.phase == "draft":  # keep or discard, as below
            self._draft(p, kind, ev)
            return ev
        if kind == "catch":
            ev.append(Event("catch", p, {"caught": pending},
                            f"Player {p} caught player {pending}, who forgot to say UNO: "
                            f"player {pending} draws 2 cards."))
            self.uno_pending = None
            self._draw(pending, 2, ev)
            return ev
        if kind == "uno":
            self.uno_pending = None
            ev.append(_new_tuple(Event, ("uno", p, {"late": True}, _uno_late)))
            return ev
        if pending is not None and pending != p:
            self.uno_pending = None
            ev.append(_new_tuple(Event, ("uno_missed", p, {"forgetful": pending}, (_MISSED, (p, pending)))))
        if kind == "keep" or kind == "discard":
            if self.phase == "draft":
                self._draft(p, kind, ev)
            else:
                ev.append(_new_tuple(Event, ("keep", p, {}, (_KEPT, (p,)))))
                self.drawn = None
                self._start_turn(1 - p, ev)
        elif kind == "play":
            self._play(p, action, ev)
        elif kind == "draw":
            if self.phase == "volley":
                total = self.volley
                self.volley = 0
                self._draw(p, total, ev, why=f"the Draw Two volley of {total}")
                self._start_turn(1 - p, ev)
            elif self.draw_pile:  # _draw(p, 1, ev), inlined
                c = self.draw_pile.pop()
                insort(self.hands[p], c, key=_ORDER_OF)
                ev.append(_new_tuple(Event, ("draw", p, {"count": 1, "cards": [c], "seen_by": p},
                                             _DRAW1_SPEC[p])))
                if playable(c, self.discard[-1], self.colour):
                    self.drawn = c
                    self.phase = "drawn"
                else:
                    self._start_turn(1 - p, ev)
            else:
                got = self._draw(p, 1, ev)
                if got and playable(got[0], self.discard[-1], self.colour):
                    self.drawn = got[0]
                    self.phase = "drawn"
                else:
                    self._start_turn(1 - p, ev)
        elif kind == "done":
            ev.append(_new_tuple(Event, ("done", p, {}, (_DONE, (p,)))))
            self.run_colour = None
            self._start_turn(1 - p, ev)
        elif kind == "colour":
            self._turned_up_colour(p, action.args[0], ev)
        elif kind == "accept":
            w = 1 - p
            ev.append(_new_tuple(Event, ("accept", p, {}, (_ACCEPTED, (p,)))))
            self.wd4 = None
            self._draw(p, 4, ev, why="the Wild Draw Four")
            self._start_turn(w, ev, extra=True)
        elif kind == "challenge":
            self._challenge(p, ev)
        if self.uno_pending is not None and len(self.hands[self.uno_pending]) != 1:
            self.uno_pending = None
        return ev

    # ----- the draft ------------------------------------------------------------------
    def _draft(self, p: int, kind: str, ev: list[Event]) -> None:
        looked = self.draw_pile.pop()
        nxt = self.draw_pile.pop()
        if kind == "keep":
            kept, shown = looked, nxt
            text = (_DRAFT_KEEP, (p, shown))
        else:
            kept, shown = nxt, looked
            text = (_DRAFT_DISCARD, (p, shown))
        insort(self.hands[p], kept, key=_ORDER_OF)
        self.draft_discard.append(shown)
        self.draft_steps += 1
        ev.append(_new_tuple(Event, ("draft", p, {"choice": kind, "discarded": shown,
                                                  "cards": [kept], "seen_by": p}, text)))
        if self.draft_steps < DRAFT_STEPS:
            self.to_act = 1 - p
            return
        # the face-up pile is turned over: its first card comes up first, after the deck
        self.draw_pile = self.draft_discard[::-1] + self.draw_pile
        n = len(self.draft_discard)
        self.draft_discard = []
        ev.append(Event("draft_end", None, {"under_deck": n},
                        f"Each player holds {HAND_SIZE} cards; the draft discard pile ({n} cards) "
                        "is turned over and put under the deck."))
        self._turn_up(ev)

    def _turn_up(self, ev: list[Event]) -> None:
        card = self.draw_pile.pop()
        self.discard.append(card)
        drafter, first = self.first_drafter, 1 - self.first_drafter
        ev.append(Event("turn_up", None, {"card": card},
                        f"{describe(card)} ({card}) is turned up to start the discard pile; "
                        f"player {first} plays first."))
        if is_wild(card):
            self.phase, self.to_act = "colour", drafter
            return
        self.colour = card[0]
        sym = card[1:]
        if sym == "+2":
            self._draw(first, 2, ev, why="the turned-up Draw Two")
            self._start_turn(drafter, ev)
        elif sym == "SKIP":
            ev.append(Event("skip", first, {}, f"The turned-up Skip: player {drafter} plays first instead."))
            self._start_turn(drafter, ev)
        elif sym == "REV" and any(c[0] == card[0] for c in self.hands[first]):
            self._start_turn(first, ev)
            self.phase, self.run_colour, self.run_forced = "run", card[0], True
            ev.append(Event("run", first, {"colour": COLOUR_NAMES[card[0]]},
                            f"The turned-up Reverse: player {first} must play every "
                            f"{COLOUR_NAMES[card[0]]} card in their hand."))
        else:
            self._start_turn(first, ev)

    def _turned_up_colour(self, p: int, name: str, ev: list[Event]) -> None:
        self.colour = LETTER_OF[name]
        first = 1 - p
        ev.append(Event("colour", p, {"colour": name},
                        f"Player {p} names {name} for the turned-up {describe(self.top)}."))
        if self.top == WILD4:
            self._draw(first, 4, ev, why="the turned-up Wild Draw Four")
            self._start_turn(p, ev)
        else:
            self._start_turn(first, ev)

    # ----- playing ------------------------------------------------------------------------
    def _play(self, p: int, action: Action, ev: list[Event]) -> None:
        args = action.args
        info = _PLAY_INFO.get(args)
        if info is None:
            info = _play_info(args)
        code, uno, named, letter, colour_name, sym, texts = info
        phase = self.phase
        hand = self.hands[p]
        if code == WILD4:
            self.wd4 = {"player": p, "guilty": self._holds_match(p, code), "on": self.discard[-1],
                        "on_colour": self.colour}
        hand.remove(code)
        self.discard.append(code)
        self.colour = letter
        self.drawn = None
        ev.append(_new_tuple(Event, ("play", p, {"card": code, "colour": colour_name,
                                                 "left": len(hand)}, texts[p])))
        if uno:
            self.uno_pending = None
            ev.append(_new_tuple(Event, ("uno", p, {"late": False}, _UNO_SPEC[p])))
        elif len(hand) == 1:
            self.uno_pending = p
        if not hand:
            self._go_out(p, code, phase, ev)
            return
        if phase == "turn" and sym in _PLAIN:  # a number: the turn passes (_card_action)
            o = 1 - p
            self.to_act = o  # (the phase stays "turn")
            self.turns += 1
            ev.append(_new_tuple(Event, ("turn", o, {"extra": False}, _TURN_SPEC[o])))
            return
        if phase == "volley":
            self.volley += 2
            ev.append(_new_tuple(Event, ("volley", p, {"total": self.volley},
                                         (_STACKED, (p, self.volley, 1 - p, self.volley)))))
            self.to_act = 1 - p
            return
        if phase == "run":
            if any(c[0] == self.run_colour for c in hand):
                self.run_forced = True
                return
            self.run_colour = None
            ev.append(_new_tuple(Event, ("run_end", p, {"last": code}, (_RUN_END, (code,)))))
            self._card_action(p, code, ev)
            return
        if sym == "REV" and any(c[0] == code[0] for c in hand):
            self.phase, self.run_colour, self.run_forced = "run", code[0], False
            return
        self._card_action(p, code, ev)

    def _card_action(self, p: int, code: str, ev: list[Event]) -> None:
        """Carry out the action of the card p just played (or the last card of a run)."""
        o = 1 - p
        sym = code[1:] if code[0] != "W" else code
        if sym == "+2":
            self.volley = 2
            self.phase, self.to_act = "volley", o
            ev.append(_new_tuple(Event, ("volley", p, {"total": 2}, (_VOLLEY, (o,)))))
        elif sym == "SKIP":
            ev.append(_new_tuple(Event, ("skip", p, {}, (_SKIP, (p,)))))
            self._start_turn(p, ev, extra=True)
        elif sym == WILD4:
            self.phase, self.to_act = "challenge", o
            ev.append(_new_tuple(Event, ("wild_draw_four", p, {}, (_WD4, (o,)))))
        else:
            self._start_turn(o, ev)

    def _holds_match(self, p: int, played: str) -> bool:
        """Whether p holds (besides the card played) a non-wild card they could have played."""
        top, colour = self.discard[-1], self.colour
        strict = self.options.strict_wd4 == "colour"
        topsym = None if strict or top[0] == "W" else top[1:]
        skipped = False
        for c in self.hands[p]:
            if c == played and not skipped:
                skipped = True
                continue
            if c[0] != "W" and (c[0] == colour or c[1:] == topsym):
                return True
        return False

    def _challenge(self, p: int, ev: list[Event]) -> None:
        w = 1 - p
        info = self.wd4
        self.wd4 = None
        shown = list(self.hands[w])
        on = info["on"]
        if info["guilty"]:
            ev.append(Event("challenge", p, {"hand": shown, "guilty": True, "on": on},
                            f"Player {p} challenges. Player {w} shows {' '.join(shown)}: they held "
                            f"a card they could have played on {on}. The challenge succeeds."))
            self._draw(w, 4, ev, why="the failed Wild Draw Four")
            self._start_turn(p, ev)
        else:
            ev.append(Event("challenge", p, {"hand": shown, "guilty": False, "on": on},
                            f"Player {p} challenges. Player {w} shows {' '.join(shown) or 'no cards'}:"
                            f" nothing they could have played on {on}. The challenge fails."))
            self._draw(p, 6, ev, why="the failed challenge")
            self._start_turn(w, ev, extra=True)

    def _start_turn(self, p: int, ev: list[Event], extra: bool = False) -> None:
        self.phase, self.to_act = "turn", p
        self.turns += 1
        ev.append(_new_tuple(Event, ("turn", p, {"extra": extra}, (_EXTRA_SPEC if extra else _TURN_SPEC)[p])))

    # ----- drawing --------------------------------------------------------------------
    def _draw(self, p: int, n: int, ev: list[Event], why: str = "") -> list[str]:
        got: list[str] = []
        hand, pile = self.hands[p], self.draw_pile
        for _ in range(n):
            if not pile:
                if len(self.discard) <= 1:
                    break
                self._rebuild(ev)
                pile = self.draw_pile
            c = pile.pop()
            insort(hand, c, key=_ORDER_OF)
            got.append(c)
        k = len(got)
        ev.append(_new_tuple(Event, ("draw", p, {"count": k, "cards": got, "seen_by": p},
                                     (_draw_text, (p, k, why, n)))))
        return got

    def _rebuild(self, ev: list[Event]) -> None:
        top = self.discard.pop()
        # turned over: the oldest discard comes up first
        self.draw_pile = self.discard[::-1]
        self.discard = [top]
        if self.options.reshuffle:
            self._rng.shuffle(self.draw_pile)
        ev.append(Event("rebuild", None, {"cards": len(self.draw_pile),
                                          "shuffled": self.options.reshuffle},
                        f"The draw pile is empty: the {len(self.draw_pile)} cards under the top "
                        f"discard become the new draw pile"
                        f"{', shuffled' if self.options.reshuffle else ', turned over unshuffled'}."))

    # ----- the end of a round ------------------------------------------------------------
    def _go_out(self, p: int, code: str, phase: str, ev: list[Event]) -> None:
        o = 1 - p
        self.uno_pending = None
        self.run_colour = None
        self.wd4 = None
        ev.append(Event("out", p, {"card": code}, f"Player {p} has played their last card."))
        if code[1:] == "+2":
            total = self.volley + 2 if phase == "volley" else 2
            self._draw(o, total, ev, why="the last card, a Draw Two")
        elif code == WILD4:
            self._draw(o, 4, ev, why="the last card, a Wild Draw Four")
        self.volley = 0
        left = list(self.hands[o])
        pts = hand_points(left)
        self.totals[o] += pts
        self.rounds.append({"round": self.round_no, "out": p,
                            "points": [0 if q == p else pts for q in (0, 1)],
                            "left": left, "totals": list(self.totals)})
        ev.append(Event("score", o, {"round": self.round_no, "points": pts, "cards": left,
                                     "totals": list(self.totals)},
                        f"Round {self.round_no}: player {p} goes out; player {o} scores {pts} "
                        f"points for {' '.join(left) or 'no cards'}. Totals: {self.totals[0]} – "
                        f"{self.totals[1]}."))
        if max(self.totals) >= self.options.target:
            self.phase, self.to_act = "over", None
            win = self.winners()
            who = " and ".join(f"player {q}" for q in win)
            ev.append(Event("end", None, {"totals": list(self.totals), "winners": win},
                            f"Player {o} has {self.totals[o]} points (target "
                            f"{self.options.target}): the match is over. {who[0].upper() + who[1:]} "
                            f"{'wins' if len(win) == 1 else 'share the win'} with the lower total."))
            return
        self.round_no += 1
        self.first_drafter = 1 - self.first_drafter
        cards = type(self).full_deck(2, self.options)
        self._rng.shuffle(cards)
        self._start_round(cards)
        ev.append(Event("round", self.first_drafter, {"round": self.round_no},
                        f"Round {self.round_no}: the cards are shuffled; player "
                        f"{self.first_drafter} drafts first."))

    # ----- the simulator's random playout ---------------------------------------------------
    def _play_random(self, bits, max_actions: int) -> None:
        """Random play to the end (or ``max_actions``), exactly as ``cardkit.sim``'s generic
        loop plays it: the same legal lists in the same order, the same draws (``bits[p]`` is
        player p's ``getrandbits``), the same state, events and history entries.

        The frequent steps with no UNO pending (a draft step; a turn: drawing one card or
        playing a coloured card short of the last two; keeping a drawn card or playing it) are
        written out here, each as ``_legal`` and ``_apply`` do it; every other step goes through
        ``_legal``, ``_play`` and ``_apply``.
        A turn's legal list is counted, not built, from a bit mask per hand (bit ``ORDER[c]``
        set while the hand holds a ``c``, kept up to date here) and one per top discard and
        colour in force (the codes ``playable`` there). The phase, the player to act, the
        colour, the turn count and the pending UNO are kept in local variables, written back
        before the general code runs (and at the end) and read again after it.
        ``tests/sim/test_fast_paths.py`` and ``tests/games/test_uno_duo_speed_playout.py``
        check it against the generic loop.
        """
        record = self.history.append
        legal_of, apply_rules, play = self._legal, self._apply, self._play
        new, E, order_of, bit, ok_masks, plain = _new_tuple, Event, _ORDER_OF, _BIT, _OK_MASKS, _PLAIN_PLAY
        wild_extra, turn_spec, draw_spec, colour_masks = (_WILD_EXTRA, _TURN_SPEC, _DRAW1_SPEC,
                                                          _COLOUR_MASKS)
        hands, discard, pile = self.hands, self.discard, self.draw_pile
        hm = [_mask_of(hands[0]), _mask_of(hands[1])]
        ph, p, colour, turns, pending = (self.phase, self.to_act, self.colour, self.turns,
                                         self.uno_pending)
        for _ in range(max_actions):
            if ph == "over":
                return
            # the draws below are core.rng.below_bits written out: the call would cost this
            # loop 2-4% of its speed (measured), the hottest loop of the random playouts
            getrandbits = bits[p]
            action = info = None
            if pending is None:
                if ph == "turn":
                    hand = hands[p]
                    size = len(hand)
                    okm = ok_masks[discard[-1]][colour]
                    m = hm[p] & okm
                    # the legal list: each playable code's plays (a Wild's four, twice over
                    # with UNO said or not on the second-to-last card), then DRAW
                    n = (m.bit_count() + wild_extra[m >> 52]) * (2 if size == 2 else 1) + 1
                    k = n.bit_length()
                    r = getrandbits(k)
                    while r >= n:
                        r = getrandbits(k)
                    if r == n - 1:
                        if pile:  # _apply's draw of one card
                            c = pile.pop()
                            insort(hand, c, key=order_of)
                            b = bit[c]
                            hm[p] |= b
                            if okm & b:  # playable(c, top, colour)
                                self.drawn = c
                                ph = "drawn"
                                record((p, "draw", [new(E, ("draw", p, {"count": 1, "cards": [c],
                                                                       "seen_by": p},
                                                           draw_spec[p]))]))
                            else:  # _start_turn(1 - p, ev)
                                o = 1 - p
                                turns += 1
                                record((p, "draw", [
                                    new(E, ("draw", p, {"count": 1, "cards": [c], "seen_by": p},
                                           draw_spec[p])),
                                    new(E, ("turn", o, {"extra": False}, turn_spec[o]))]))
                                p = o
                            continue
                        action = DRAW
                    elif size > 2:
                        mm = m
                        for _ in range(r):
                            mm &= mm - 1
                        info = plain[(mm & -mm).bit_length() - 1]
                    if info is None and action is None:
                        table = PLAYS_UNO if size == 2 else PLAYS
                        legal: list[Action] = []
                        while m:
                            low = m & -m
                            legal += table[ALL_CODES[low.bit_length() - 1]]
                            m ^= low
                        action = legal[r]
                elif ph == "drawn":
                    hand = hands[p]
                    size = len(hand)
                    drawn = self.drawn
                    plays = (PLAYS_UNO if size == 2 else PLAYS)[drawn]
                    n = len(plays) + 1  # and KEEP, last
                    k = n.bit_length()
                    r = getrandbits(k)
                    while r >= n:
                        r = getrandbits(k)
                    if r == n - 1:
                        self.drawn = None  # _apply's keep, then _start_turn(1 - p, ev)
                        o = 1 - p
                        ph = "turn"
                        turns += 1
                        record((p, "keep", [new(E, ("keep", p, {}, (_KEPT, (p,)))),
                                            new(E, ("turn", o, {"extra": False}, turn_spec[o]))]))
                        p = o
                        continue
                    if size > 2:
                        info = plain[order_of(drawn)]
                    if info is None:
                        action = plays[r]
                    else:
                        self.drawn = None
                elif ph == "draft":
                    r = getrandbits(2)
                    while r >= 2:
                        r = getrandbits(2)
                    if self.draft_steps < DRAFT_STEPS - 1:  # _draft, short of its last step
                        looked = pile.pop()
                        nxt = pile.pop()
                        if r == 0:
                            kind, kept, shown, text = "keep", looked, nxt, (_DRAFT_KEEP, (p, nxt))
                        else:
                            kind, kept, shown, text = ("discard", nxt, looked,
                                                       (_DRAFT_DISCARD, (p, looked)))
                        insort(hands[p], kept, key=order_of)
                        hm[p] |= bit[kept]
                        self.draft_discard.append(shown)
                        self.draft_steps += 1
                        record((p, kind, [new(E, ("draft", p, {"choice": kind, "discarded": shown,
                                                              "cards": [kept], "seen_by": p},
                                                 text))]))
                        p = 1 - p
                        continue
                    action = DISCARD if r else KEEP
                if info is not None:
                    # _play of a coloured card (in a turn, or the card just drawn), no UNO
                    # to say (self.drawn is None by now), then its action
                    code, text, colour_name, texts, sym = info
                    hand.remove(code)
                    if code not in hand:
                        hm[p] ^= bit[code]
                    discard.append(code)
                    colour = code[0]
                    played = new(E, ("play", p, {"card": code, "colour": colour_name,
                                                 "left": size - 1}, texts[p]))
                    if sym is None or (sym == "REV" and not hm[p] & colour_masks[colour]):
                        # a number, or a Reverse with no card of its colour left: the
                        # turn passes
                        o = 1 - p
                        ph = "turn"
                        turns += 1
                        record((p, text, [played, new(E, ("turn", o, {"extra": False},
                                                          turn_spec[o]))]))
                        p = o
                    elif sym == "SKIP":  # _card_action: another turn
                        ph = "turn"
                        turns += 1
                        record((p, text, [played, new(E, ("skip", p, {}, (_SKIP, (p,)))),
                                          new(E, ("turn", p, {"extra": True},
                                                  _EXTRA_SPEC[p]))]))
                    elif sym == "+2":  # _card_action: a volley of 2
                        o = 1 - p
                        self.volley = 2
                        ph = "volley"
                        record((p, text, [played, new(E, ("volley", p, {"total": 2},
                                                          (_VOLLEY, (o,))))]))
                        p = o
                    else:  # a Reverse, with cards of its colour left: the run may follow
                        ph, self.run_colour, self.run_forced = "run", colour, False
                        record((p, text, [played]))
                    continue
            # the general code: the state written back first, read again after
            self.phase, self.to_act, self.colour, self.turns = ph, p, colour, turns
            if action is None:
                legal = legal_of()
                n = len(legal)
                if not n:
                    raise RuntimeError(f"{self.name} seed {self.seed}: no legal action in phase "
                                       f"{ph!r}")
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
                action = legal[r]
            if action.kind == "play" and pending is None:  # _apply of such a play
                ev: list[Event] = []
                play(p, action, ev)
                pending = self.uno_pending
                if pending is not None and len(hands[pending]) != 1:
                    self.uno_pending = pending = None
            else:
                ev = apply_rules(action)
            text = action._text
            record((p, text if text is not None else str(action), ev))
            if self.hands is not hands:  # a new round
                hands = self.hands
                hm = [_mask_of(hands[0]), _mask_of(hands[1])]
            elif action.kind == "play":
                # a play draws only when it ends the round (then the hands are new ones) or
                # the match (then nothing more is played): p's hand lost the card
                code = action.args[0]
                if code not in hands[p]:
                    hm[p] &= ~bit[code]
            elif action.kind != "uno":
                hm = [_mask_of(hands[0]), _mask_of(hands[1])]
            discard, pile = self.discard, self.draw_pile
            ph, p, colour, turns, pending = (self.phase, self.to_act, self.colour, self.turns,
                                             self.uno_pending)
        self.phase, self.to_act, self.colour, self.turns = ph, p, colour, turns

    # ----- the simulator's experiment playout -----------------------------------------------
    def _play_experiment(self, bots, max_actions: int) -> int | None:
        """Play to the end (or ``max_actions``) as ``cardkit.sim``'s loop plays with these bots,
        without history or events (an experiment reads only the result rows): the number of
        actions played, or None, having played nothing, for bots it does not reproduce (only
        ``UnoDuoSensible`` with any parameters and ``RandomAgent``, by exact type).

        A whole-match kernel on compact state: cards are their ``ORDER`` indexes; a hand is
        a count per index, a bit mask of the indexes held (as in ``_play_random``) and, per
        colour, ``1024 * cards + (10 + points summed)`` (what the strategy weighs); the
        piles are lists of indexes; the phase is a small int. The public state is written
        back at the end (``_set_compact``).

        What it duplicates, and where the original is: the rules of ``_legal`` (the legal
        list's length and order, for the random seats' draws) and of ``_apply``, ``_draft``,
        ``_turn_up``, ``_turned_up_colour``, ``_play``, ``_card_action``, ``_holds_match``,
        ``_challenge``, ``_draw``, ``_rebuild`` and ``_go_out``; the sensible strategy's
        decisions (``agents.uno_duo.UnoDuoSensible.choose``, ``_best_colour``, ``_run_card``
        and ``_guilt_chance``; a play's value is its ``play_value``, called here, and its
        draft table is read from that module). ``tests/games/test_uno_duo_experiment_playout.py``
        checks the rows, the state at the end and the generators' draws against the loop.
        """
        seats = _experiment_seats(bots)
        if seats is None or type(self) is not UnoDuo:
            return None
        ph = _PHASE_OF[self.phase]
        pending = self.uno_pending
        if ph == 7:
            return 0
        if pending is not None and ph in (1, 6):  # draft, colour
            return None  # (not reachable by play)
        t = _EXPERIMENT_TABLES
        if t is None:
            t = _experiment_tables()
        need_of, srank, play_value, at_least_one = t
        options = self.options
        strict = options.strict_wd4 == "colour"
        reshuffle, target, deck = options.reshuffle, options.target, _DECK_IDS[bool(options.classic_deck)]
        shuffle = self._rng.shuffle
        bit, coli, inc, sym_of, ok_masks, cmask = _BIT_AT, _COLOUR_AT, _INC_AT, _SYM_AT, _OK_AT, _CMASK_AT
        p2mask, random_action = _PLUS2_MASK, _random_action
        best_colour, codes, points = _best_colour_at, ALL_CODES, _POINTS_AT
        # the state, compact
        order = ORDER
        cnt = [[0] * 54, [0] * 54]
        hm = [0, 0]
        keys = [[0] * 5, [0] * 5]  # per colour (and a slot for the Wilds, never read)
        sz = [0, 0]
        for q in (0, 1):
            cq, kq = cnt[q], keys[q]
            for code in self.hands[q]:
                c = order[code]
                cq[c] += 1
                hm[q] |= bit[c]
                kq[coli[c]] += inc[c]
            sz[q] = len(self.hands[q])
        pile = [order[c] for c in self.draw_pile]
        discard = [order[c] for c in self.discard]
        ddisc = [order[c] for c in self.draft_discard]
        colour = _COLOUR_INDEX.get(self.colour)
        run_colour = _COLOUR_INDEX.get(self.run_colour)
        run_forced, volley, turns = self.run_forced, self.volley, self.turns
        drawn = -1 if self.drawn is None else order[self.drawn]
        draft_steps, round_no, first_drafter = self.draft_steps, self.round_no, self.first_drafter
        totals, rounds = list(self.totals), self.rounds
        wd4 = None
        if self.wd4:
            w = self.wd4
            on, onc = order[w["on"]], _COLOUR_INDEX[w["on_colour"]]
            wd4 = (w["player"], w["guilty"], on, onc, _could_mask(on, onc, strict))
        p = self.to_act

        def rebuild() -> None:  # _rebuild: the pile is empty, the discard pile holds 2 or more
            top = discard.pop()
            discard.reverse()  # turned over: the oldest discard comes up first
            pile.extend(discard)
            discard.clear()
            discard.append(top)
            if reshuffle:
                shuffle(pile)

        def draw(q: int, n: int) -> None:  # _draw
            cq, kq, h, got = cnt[q], keys[q], hm[q], 0
            for _ in range(n):
                if not pile:
                    if len(discard) <= 1:
                        break
                    rebuild()
                c = pile.pop()
                cq[c] += 1
                h |= bit[c]
                kq[coli[c]] += inc[c]
                got += 1
            hm[q] = h
            sz[q] += got

        done = max_actions
        for i in range(max_actions):
            seat = seats[p]
            if ph == 0:  # turn: play a card that matches, or draw
                okm = ok_masks[discard[-1]][colour]
                m = hm[p] & okm
                if seat.__class__ is not tuple:
                    kind, c, uno, named = random_action(seat, m, sz[p], 1, pending, p)
                elif pending is not None:
                    kind = 6 if pending == p else 7
                elif not m:
                    kind = 1
                else:
                    kind, uno = 0, sz[p] == 2
                    cm = m & 0xFFFFFFFFFFFFF  # the coloured cards (Wilds: bits 52, 53)
                    if not cm:  # keep_wilds or not: the Wild Draw Four, else the Wild
                        c = 53 if m >> 53 else 52
                        named = best_colour(keys[p])
                    elif cm & (cm - 1):  # _best_play: the highest (value, code)
                        kp = keys[p]
                        opp = sz[1 - p]
                        best = -1
                        while cm:
                            low = cm & -cm
                            cm ^= low
                            b = low.bit_length() - 1
                            k = kp[coli[b]]
                            n = k >> 10
                            v = (play_value(codes[b], n, (k & 1023) - 10 * n, opp) << 6) + srank[b]
                            if v > best:
                                best, c = v, b
                        named = coli[c]
                    else:
                        c = cm.bit_length() - 1
                        named = coli[c]
            elif ph == 1:  # draft: keep the card looked at, or pass it and keep the next
                if seat.__class__ is tuple:
                    looked = pile[-1]
                    need = need_of[looked]
                    keep = not need or keys[p][coli[looked]] >> 10 >= need
                else:
                    r = seat(2)
                    while r >= 2:
                        r = seat(2)
                    keep = not r
                looked = pile.pop()
                nxt = pile.pop()
                if keep:
                    c, shown = looked, nxt
                else:
                    c, shown = nxt, looked
                cnt[p][c] += 1
                hm[p] |= bit[c]
                keys[p][coli[c]] += inc[c]
                sz[p] += 1
                ddisc.append(shown)
                draft_steps += 1
                if draft_steps < DRAFT_STEPS:
                    p = 1 - p
                    continue
                # _turn_up
                ddisc.reverse()
                pile = ddisc + pile
                ddisc = []
                c = pile.pop()
                discard.append(c)
                first = 1 - first_drafter
                if c >= 52:
                    ph, p = 6, first_drafter
                    continue
                turns += 1
                colour = coli[c]
                s = sym_of[c]
                if s == 10:
                    draw(first, 2)
                    ph, p = 0, first_drafter
                elif s == 11:
                    ph, p = 0, first_drafter
                elif s == 12 and hm[first] & cmask[colour]:
                    ph, p, run_colour, run_forced = 4, first, colour, True
                else:
                    ph, p = 0, first
                continue
            elif ph == 6:  # colour: name the colour of a turned-up Wild
                if seat.__class__ is tuple:
                    named = best_colour(keys[p])
                else:
                    named = seat(3)
                    while named >= 4:
                        named = seat(3)
                colour = named
                ph = 0
                turns += 1
                if discard[-1] == 53:
                    draw(1 - p, 4)
                else:
                    p = 1 - p
                continue
            elif seat.__class__ is not tuple:  # drawn, volley, run, challenge: at random
                if ph == 2:
                    kind, c, uno, named = random_action(seat, bit[drawn], sz[p], 2, pending, p)
                elif ph == 3:
                    kind, c, uno, named = random_action(seat, hm[p] & p2mask, sz[p], 1, pending, p)
                elif ph == 4:
                    kind, c, uno, named = random_action(seat, hm[p] & cmask[run_colour], sz[p],
                                                        None if run_forced else 3, pending, p)
                else:
                    n = 2 if pending is None else 3
                    r = seat(2)
                    while r >= n:
                        r = seat(2)
                    kind = (4, 5, 6 if pending == p else 7)[r]
            elif pending is not None:
                kind = 6 if pending == p else 7
            elif ph == 2:  # drawn: play the card drawn (the strategy never keeps it)
                kind, c, uno = 0, drawn, sz[p] == 2
                named = best_colour(keys[p]) if c >= 52 else coli[c]
            elif ph == 3:  # volley: stack a Draw Two (the first held) or draw the total
                vm = hm[p] & p2mask
                if vm and seat[0]:
                    kind, uno = 0, sz[p] == 2
                    c = (vm & -vm).bit_length() - 1
                    named = coli[c]
                else:
                    kind = 1
            elif ph == 4:  # run: the cards of a Reverse's colour, or done
                rm = hm[p] & cmask[run_colour]
                if not rm:
                    kind = 3
                else:  # _run_card: the lowest number, else Reverse, Skip, Draw Two
                    kind, uno, named = 0, sz[p] == 2, run_colour
                    c = (rm & -rm).bit_length() - 1
                    if sym_of[c] >= 10:
                        c = rm.bit_length() - 1  # REV, SKIP, +2: the highest held
            else:  # challenge: _guilt_chance, over the draw pile and the player's hand
                w = 1 - p
                could = wd4[4]
                matching = 0
                for c in pile:
                    if could >> c & 1:
                        matching += 1
                cw, h = cnt[w], hm[w] & could
                while h:
                    low = h & -h
                    h ^= low
                    matching += cw[low.bit_length() - 1]
                chance = at_least_one(len(pile) + sz[w], matching, sz[w])
                kind = 4 if chance >= seat[1] else 5
            # ----- the action (kind): 0 play, 1 draw, 2 keep, 3 done, 4 challenge, 5 accept,
            # 6 uno, 7 catch
            if pending is not None:
                if kind == 6:
                    pending = None
                    continue
                if kind == 7:
                    q, pending = pending, None
                    draw(q, 2)
                    continue
                if pending != p:
                    pending = None
            if kind == 0:  # _play
                if c == 53:
                    could = _could_mask(discard[-1], colour, strict)
                    wd4 = (p, bool(hm[p] & could), discard[-1], colour, could)
                cp = cnt[p]
                k = cp[c] - 1
                cp[c] = k
                if not k:
                    hm[p] ^= bit[c]
                keys[p][coli[c]] -= inc[c]
                left = sz[p] - 1
                sz[p] = left
                discard.append(c)
                colour = named
                drawn = -1
                if uno:
                    pending = None
                elif left == 1:
                    pending = p
                s = sym_of[c]
                if not left:  # _go_out
                    o = 1 - p
                    pending = run_colour = wd4 = None
                    if s == 10:
                        draw(o, volley + 2 if ph == 3 else 2)
                    elif c == 53:
                        draw(o, 4)
                    volley = 0
                    co, h, lst, pts = cnt[o], hm[o], [], 0
                    while h:
                        low = h & -h
                        h ^= low
                        b = low.bit_length() - 1
                        lst += [codes[b]] * co[b]
                        pts += points[b] * co[b]
                    totals[o] += pts
                    rounds.append({"round": round_no, "out": p,
                                   "points": [0, pts] if o else [pts, 0],
                                   "left": lst, "totals": list(totals)})
                    if max(totals) >= target:
                        ph, p = 7, None
                        done = i + 1
                        break
                    round_no += 1
                    first_drafter = 1 - first_drafter
                    cards = list(deck)
                    shuffle(cards)
                    cards.reverse()
                    pile, discard, ddisc = cards, [], []
                    cnt = [[0] * 54, [0] * 54]
                    hm[0] = hm[1] = sz[0] = sz[1] = 0
                    keys = [[0] * 5, [0] * 5]
                    draft_steps, colour, drawn, run_forced = 0, None, -1, False
                    ph, p = 1, first_drafter
                    continue
                if ph == 0 and s < 10:  # a number: the turn passes
                    p = 1 - p
                    turns += 1
                    continue
                if ph == 3:
                    volley += 2
                    p = 1 - p
                    continue
                if ph == 4:
                    if hm[p] & cmask[run_colour]:
                        run_forced = True
                        continue
                    run_colour = None
                elif s == 12 and hm[p] & cmask[named]:
                    ph, run_colour, run_forced = 4, named, False
                    continue
                # _card_action
                if s == 10:
                    volley = 2
                    ph, p = 3, 1 - p
                elif s == 11:
                    ph = 0
                    turns += 1
                elif c == 53:
                    ph, p = 5, 1 - p
                else:
                    ph, p = 0, 1 - p
                    turns += 1
            elif kind == 1:
                if ph == 3:  # the volley's total
                    draw(p, volley)
                    volley = 0
                    ph, p = 0, 1 - p
                    turns += 1
                else:  # one card: kept, or played if it can be
                    if not pile and len(discard) > 1:
                        rebuild()
                    if pile:
                        c = pile.pop()
                        cnt[p][c] += 1
                        hm[p] |= bit[c]
                        keys[p][coli[c]] += inc[c]
                        sz[p] += 1
                        if okm >> c & 1:
                            drawn, ph = c, 2
                        else:
                            p = 1 - p
                            turns += 1
                    else:
                        p = 1 - p
                        turns += 1
            elif kind == 2:  # keep the card drawn
                drawn = -1
                ph, p = 0, 1 - p
                turns += 1
            elif kind == 3:  # done
                run_colour = None
                ph, p = 0, 1 - p
                turns += 1
            elif kind == 4:  # challenge
                w = 1 - p
                guilty = wd4[1]
                wd4 = None
                ph = 0
                turns += 1
                if guilty:
                    draw(w, 4)
                else:
                    draw(p, 6)
                    p = w
            else:  # accept
                wd4 = None
                draw(p, 4)
                ph, p = 0, 1 - p
                turns += 1
            if pending is not None and sz[pending] != 1:
                pending = None
        self._set_compact(ph, p, pending, cnt, pile, discard, ddisc, colour, run_colour, run_forced,
                          volley, turns, drawn, draft_steps, round_no, first_drafter, totals, wd4)
        return done

    def _set_compact(self, ph, p, pending, cnt, pile, discard, ddisc, colour, run_colour, run_forced,
                     volley, turns, drawn, draft_steps, round_no, first_drafter, totals, wd4) -> None:
        """The public state from ``_play_experiment``'s compact one."""
        codes, names = ALL_CODES, _COLOUR_LETTERS
        self.phase, self.to_act, self.uno_pending = _PHASE_NAMES[ph], p, pending
        self.hands = [[codes[c] for c in range(54) for _ in range(cq[c])] for cq in cnt]
        self.draw_pile = [codes[c] for c in pile]
        self.discard = [codes[c] for c in discard]
        self.draft_discard = [codes[c] for c in ddisc]
        self.colour = None if colour is None else names[colour]
        self.run_colour = None if run_colour is None else names[run_colour]
        self.run_forced, self.volley, self.turns = run_forced, volley, turns
        self.drawn = None if drawn < 0 else codes[drawn]
        self.draft_steps, self.round_no, self.first_drafter = draft_steps, round_no, first_drafter
        self.totals = totals
        self.wd4 = None if wd4 is None else {"player": wd4[0], "guilty": wd4[1], "on": codes[wd4[2]],
                                             "on_colour": names[wd4[3]]}

    # ----- what players see ---------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
        top = self.top
        obs = {
            "game": self.name, "players": 2, "player": player,
            "current_player": self.current_player, "phase": self.phase,
            "round": self.round_no, "first_drafter": self.first_drafter,
            "hand": list(self.hands[player]), "hand_sizes": [len(h) for h in self.hands],
            "discard_top": top, "colour": COLOUR_NAMES.get(self.colour) if self.colour else None,
            "discard_size": len(self.discard), "draw_pile_size": len(self.draw_pile),
            "draft_discard": list(self.draft_discard), "volley_total": self.volley,
            "drawn": self.drawn if player == self.to_act else None,
            "run_colour": COLOUR_NAMES.get(self.run_colour) if self.run_colour else None,
            "wild_draw_four_on": self.wd4["on"] if self.wd4 else None,
            "wild_draw_four_on_colour": (COLOUR_NAMES[self.wd4["on_colour"]]
                                         if self.wd4 and self.wd4["on_colour"] else None),
            "uno_pending": self.uno_pending,
            "looking_at": (self.draw_pile[-1] if self.phase == "draft" and player == self.to_act
                           and self.draw_pile else None),
            "totals": list(self.totals), "target": self.options.target,
            "rounds": [dict(r) for r in self.rounds], "scores": self.scores(),
            "legal": [str(a) for a in self.legal_actions()] if player == self.current_player else [],
        }
        return obs

    def render_text(self) -> str:
        lines = [f"UNO Duo — round {self.round_no} — totals {self.totals[0]} : {self.totals[1]} "
                 f"(target {self.options.target}, lower wins)"]
        if self.phase == "draft":
            lines.append(f"  drafting: step {self.draft_steps + 1} of {DRAFT_STEPS}; draft discard "
                         f"pile: {' '.join(self.draft_discard) or '-'}")
        elif self.top:
            col = COLOUR_NAMES.get(self.colour, "?") if self.colour else "to be named"
            lines.append(f"  discard top: {self.top} (colour {col}) — discard pile "
                         f"{len(self.discard)}, draw pile {len(self.draw_pile)}")
        if self.volley:
            lines.append(f"  Draw Two volley: {self.volley}")
        cp = self.current_player
        for p in (0, 1):
            mark = ">" if p == cp else " "
            uno = " (forgot UNO!)" if self.uno_pending == p else ""
            # only the player to act (everyone once the match is over) sees a hand
            cards = (' '.join(self.hands[p]) or '-') if cp in (p, None) else "(hidden)"
            pts = f", {hand_points(self.hands[p])} points" if cp in (p, None) else ""
            lines.append(f"{mark} player {p}: {cards} [{len(self.hands[p])} cards{pts}]{uno}")
        if cp is not None and self.phase == "draft" and self.draw_pile:
            lines.append(f"  player {cp} looks at the top card: {self.draw_pile[-1]}")
        if cp is not None and self.phase == "drawn":
            lines.append(f"  player {cp} drew {self.drawn}: play it or keep it")
        if self.is_over:
            lines.append("Match over. Winner(s): " + ", ".join(f"player {w}" for w in self.winners()))
        else:
            lines.append(f"Player {self.current_player} to act ({self.phase}): "
                         + ", ".join(str(a) for a in self.legal_actions()[:12])
                         + (" …" if len(self.legal_actions()) > 12 else ""))
        return "\n".join(lines)



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


def _play_text(p: int, code: str, named: str | None) -> str:
    text = f"Player {p} plays {describe(code)} ({code})"
    if named:
        text += f" and names {named}"
    return text + "."


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

# ----- the random playout's tables (UnoDuo._play_random) -----------------------------------
# a hand as a bit mask: bit ORDER[c] set while it holds a c (Wilds are the two highest bits)
_BIT = {c: 1 << i for i, c in enumerate(ALL_CODES)}
_WILD_SHIFT = ORDER[WILD]
assert ORDER[WILD4] == _WILD_SHIFT + 1 == len(ALL_CODES) - 1
_WILD_EXTRA = (0, 3, 3, 6)  # by the Wild bits: a Wild is four plays (one per colour), not one
# top discard -> colour letter in force -> the mask of the codes ``playable`` there
_OK_MASKS = {top: {L: sum(_BIT[c] for c in _PLAYABLE[top][L]) for L in COLOUR_NAMES}
             for top in ALL_CODES}


def _mask_of(hand: list[str]) -> int:
    m = 0
    for c in hand:
        m |= _BIT[c]
    return m


# by bit: a coloured card's play (code, text, colour name, the play event's sentence per
# player, its symbol or None for a number), None for a Wild (its play goes through _play)
_PLAIN_PLAY = [(c, PLAYS[c][0]._text, _PLAY_INFO[(c,)][4], _PLAY_INFO[(c,)][6],
                None if c[1:] in _PLAIN else c[1:])
               if c[0] != "W" else None for c in ALL_CODES]
# colour letter -> the mask of its codes
_COLOUR_MASKS = {L: sum(_BIT[c] for c in ALL_CODES if c[0] == L) for L in COLOUR_NAMES}


# ----- the experiment playout's tables (UnoDuo._play_experiment), by card index (ORDER) -------
# a coloured card's index is 13 * colour (R, Y, G, B) + symbol (0-9, then 10 "+2", 11 "SKIP",
# 12 "REV"); the Wilds are 52 and 53
assert [c[1:] for c in ALL_CODES[:13]] == [*NUMBERS, *ACTION_SYMBOLS] and ALL_CODES[13][0] == "Y"
_COLOUR_LETTERS = tuple(COLOUR_NAMES)
_COLOUR_INDEX = {L: i for i, L in enumerate(_COLOUR_LETTERS)}
_BIT_AT = [_BIT[c] for c in ALL_CODES]
_COLOUR_AT = [4 if c[0] == "W" else _COLOUR_INDEX[c[0]] for c in ALL_CODES]  # 4: no colour
_SYM_AT = [13 + ORDER[c] - _WILD_SHIFT if c[0] == "W" else ORDER[c] % 13 for c in ALL_CODES]
_POINTS_AT = [POINTS[c] for c in ALL_CODES]
# what a card adds to its colour's key: 1024 per card, and its weight for the sensible
# strategy's choice of colour (10 + its points: agents.uno_duo._COLOUR_WEIGHT)
_INC_AT = [0 if c[0] == "W" else 1024 + 10 + POINTS[c] for c in ALL_CODES]
_OK_AT = [[_OK_MASKS[top][L] for L in _COLOUR_LETTERS] for top in ALL_CODES]
_CMASK_AT = [_COLOUR_MASKS[L] for L in _COLOUR_LETTERS]
_SYM_MASKS = [sum(_BIT_AT[i] for i in range(_WILD_SHIFT) if _SYM_AT[i] == s) for s in range(13)]
_PLUS2_MASK = _SYM_MASKS[10]
_DECK_IDS = {classic: tuple(ORDER[c] for c in deck) for classic, deck in _DECKS.items()}
_PHASE_NAMES = ("turn", "draft", "drawn", "volley", "run", "challenge", "colour", "over")
_PHASE_OF = {name: i for i, name in enumerate(_PHASE_NAMES)}
_TIE_COLOUR = (3, 2, 0, 1)  # the rank of a colour's letter (B < G < R < Y) -> its index
_SENSIBLE_ATTRIBUTES = frozenset({"stack_volleys", "keep_wilds", "challenge_at", "_rng"})
_EXPERIMENT_TABLES = None


def _could_mask(on: int, colour: int, strict: bool) -> int:
    """The non-wild cards a Wild Draw Four's player could have played on ``on`` with
    ``colour`` in force (``_holds_match``; the sensible strategy's ``_COULD_PLAY``)."""
    if strict or on >= _WILD_SHIFT:
        return _CMASK_AT[colour]
    return _CMASK_AT[colour] | _SYM_MASKS[_SYM_AT[on]]


def _best_colour_at(keys: list[int]) -> int:
    """``UnoDuoSensible._best_colour`` on colour keys: the highest score, ties to the later
    letter."""
    return _TIE_COLOUR[max(((keys[0] & 1023) << 2) | 2, ((keys[1] & 1023) << 2) | 3,
                           ((keys[2] & 1023) << 2) | 1, (keys[3] & 1023) << 2) & 3]


def _play_pick(m: int, mult: int, r: int) -> tuple[int, bool, int]:
    """The play at index ``r`` of a legal list made of the plays of the cards in mask ``m``
    (``PLAYS``, or ``PLAYS_UNO`` when ``mult`` is 2): card, UNO said, colour named."""
    while True:
        low = m & -m
        c = low.bit_length() - 1
        u = (4 if c >= _WILD_SHIFT else 1) * mult
        if r < u:
            break
        r -= u
        m ^= low
    if c >= _WILD_SHIFT:
        return c, r >= 4, r & 3
    return c, r == 1, c // 13


def _random_action(getrandbits, m: int, size: int, tail: int | None, pending: int | None,
                   p: int) -> tuple[int, int, bool, int]:
    """A random seat's draw over the legal list of a turn, drawn card, volley or run (the
    plays of the cards in mask ``m``, then the action ``tail`` if any, then uno or catch while
    a forgotten UNO is open), as ``_play_experiment`` codes it: kind, card, UNO, colour."""
    mult = 2 if size == 2 else 1
    n_plays = (m.bit_count() + _WILD_EXTRA[m >> 52]) * mult
    n = n_plays + (tail is not None) + (pending is not None)
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    if r < n_plays:
        return (0, *_play_pick(m, mult, r))
    if r == n_plays and tail is not None:
        return tail, -1, False, -1
    return 6 if pending == p else 7, -1, False, -1


def _experiment_seats(bots) -> list | None:
    """Per seat what ``_play_experiment`` plays: a sensible bot's (stack_volleys, challenge_at),
    a random one's ``getrandbits``; None if any bot is of another kind."""
    from ..agents import RandomAgent
    from ..agents.uno_duo import UnoDuoSensible
    from ..sim.playout import _INLINE_RANDBELOW

    seats: list = []
    for b in bots:
        kind = type(b)
        if kind is UnoDuoSensible and b.__dict__.keys() <= _SENSIBLE_ATTRIBUTES:
            # keep_wilds changes nothing: with only Wilds playable, both ways play the Wild
            # Draw Four if it can, else the Wild (the higher value of the two)
            seats.append((bool(b.stack_volleys), b.challenge_at))
        elif (kind is RandomAgent and b.__dict__.keys() <= {"_rng"} and _INLINE_RANDBELOW
              and type(b._rng) is random.Random):
            seats.append(b._rng.getrandbits)
        else:
            return None
    return seats


def _experiment_tables() -> tuple:
    """The sensible strategy's tables by card index (read once from agents.uno_duo)."""
    global _EXPERIMENT_TABLES
    from ..agents.uno_duo import _DRAFT_NEED, play_value
    from ..prob.common import at_least_one

    rank = {c: i for i, c in enumerate(sorted(ALL_CODES))}  # ties go to the larger code
    _EXPERIMENT_TABLES = ([_DRAFT_NEED[c] for c in ALL_CODES], [rank[c] for c in ALL_CODES],
                          play_value, at_least_one)
    return _EXPERIMENT_TABLES


GAME = UnoDuo
