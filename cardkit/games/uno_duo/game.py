"""UNO Duo's rules engine, ``UnoDuo`` (the rules and the choices made: the package's docstring)."""
from __future__ import annotations

from bisect import insort
from collections import Counter
from types import MappingProxyType
from typing import Any

from ...core import Action, ConfigError, Event, Game, IllegalMove
from ...core.sentences import winners_text
from ...i18n import N_, _, ngettext
from .cards import (
    _DECKS,
    _ORDER_OF,
    ALL_CODES,
    ALONE,
    BIT,
    CATCH,
    CHALLENGE_LEGAL,
    COLOUR_ACTIONS,
    COLOUR_LEGAL,
    COLOUR_MASK,
    COLOUR_NAMES,
    DRAFT_LEGAL,
    DRAFT_STEPS,
    DRAW_TWO_MASK,
    DRAWN_LEGAL,
    LETTER_OF,
    MATCHES,
    NUMBERS,
    ORDER,
    PLAYS,
    PLAYS_UNO,
    SIMPLE,
    STRICT_WD4,
    THEN_DONE,
    THEN_DRAW,
    UNO,
    WILD4,
    Options,
    colour_name,
    could_play_instead,
    describe,
    hand_points,
    is_wild,
    mask_of,
    playable,
)
from .sentences import (
    _MISSED,
    _PLAY_INFO,
    _RUN_END,
    _STACKED,
    ACCEPT_EVENT,
    DONE_EVENT,
    DRAW_ONE_EVENT,
    EXTRA_TURN_EVENT,
    KEEP_EVENT,
    SKIP_EVENT,
    TURN_EVENT,
    UNO_EVENT,
    VOLLEY_EVENT,
    WD4_EVENT,
    _caught_text,
    _challenge_text,
    _draft_end_text,
    _draw_text,
    _match_end_text,
    _named_up_text,
    _new_tuple,
    _out_text,
    _rebuild_text,
    _reverse_up_text,
    _round_text,
    _score_text,
    _skip_up_text,
    _turn_up_text,
    _uno_late,
    draft_event,
)


class UnoDuo(Game):
    name = "uno-duo"
    title = N_("UNO Duo")
    player_counts = (2,)
    Options = Options
    lower_wins = True
    # The player to act (None once the match is over) and whether the match is over are
    # plain attributes, set as the game goes (the simulator reads them at every step):
    # ``_start_round``, ``_start_turn``, ``_go_out`` and the rules that pass the turn.
    current_player: int | None = None
    is_over: bool = False

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
        self.is_over = False
        self.totals = [0, 0]
        self.rounds: list[dict[str, Any]] = []
        self.turns = 0
        self._start_round(cards)

    def _start_round(self, cards: list[str]) -> None:
        self.draw_pile = cards[::-1]  # the top card is the last item
        self.discard: list[str] = []
        self.draft_discard: list[str] = []
        self.hands: list[list[str]] = [[], []]
        self._count_held()
        self.colour: str | None = None  # letter of the colour in force
        self.volley = 0
        self.drawn: str | None = None
        self.run_colour: str | None = None
        self.run_forced = False
        self.wd4: dict[str, Any] | None = None
        self.uno_pending: int | None = None
        self.phase = "draft"
        self.current_player = self.first_drafter

    def _count_held(self) -> None:
        """``held[p]``: the codes of hand p as a bit mask (``cards.BIT``), kept up to date as
        cards come and go (``_take``, ``_play``); counted again here for hands set from
        outside (a test setting up a position)."""
        self.held = [mask_of(self.hands[0]), mask_of(self.hands[1])]
        self._counted = list(self.hands)  # the hand lists ``held`` was counted from

    def _take(self, p: int, card: str) -> None:
        """``card`` goes into p's hand, which stays sorted by ``ORDER``."""
        insort(self.hands[p], card, key=_ORDER_OF)
        self.held[p] |= BIT[card]

    def _state(self) -> dict[str, Any]:
        return {
            "round": self.round_no, "first_drafter": self.first_drafter, "to_act": self.current_player,
            "draw_pile": self.draw_pile[::-1], "discard": self.discard,
            "draft_discard": self.draft_discard, "hands": self.hands,
            "draft_steps": self.draft_steps, "colour": self.colour, "volley": self.volley,
            "drawn": self.drawn, "run_colour": self.run_colour, "run_forced": self.run_forced,
            "wd4": self.wd4, "uno_pending": self.uno_pending, "totals": self.totals,
            "rounds": self.rounds, "turns": self.turns,
        }

    # what follows from the rounds played (not kept apart, so never out of step with them)
    @property
    def round_no(self) -> int:
        """The round being played (the last one once the match is over)."""
        return len(self.rounds) + (self.phase != "over")

    @property
    def first_drafter(self) -> int:
        """Player 0 drafts first in round 1, then the first drafter alternates."""
        return (self.round_no - 1) % 2

    @property
    def draft_steps(self) -> int:
        """Drafting steps taken this round: each puts one card onto the draft discard pile,
        which is put under the deck when all 14 are taken."""
        return len(self.draft_discard) if self.phase == "draft" else DRAFT_STEPS

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

    def _unseen(self, player: int) -> Counter:
        """The draw pile and the opponent's hand (less the card a drafter is looking at)."""
        u = Counter(self.draw_pile)
        u.update(self.hands[1 - player])
        if self.phase == "draft" and self.current_player == player and self.draw_pile:
            u[self.draw_pile[-1]] -= 1
            u = +u
        return u

    def zones(self) -> dict[str, list[str]]:
        return {"draw_pile": self.draw_pile, "discard_pile": self.discard,
                "draft_discard": self.draft_discard, "hand 0": self.hands[0],
                "hand 1": self.hands[1]}

    # ----- legal actions ------------------------------------------------------------
    # Each list below is a tuple of ready-made actions (cards._play_lists). A
    # hand's plays come in hand order, a Wild's four (one per colour) together, each twice
    # over (UNO not said, then said) when it holds two cards.
    def _legal(self) -> tuple[Action, ...]:
        """The actions of the phase; ``uno`` (the forgetful player) or ``catch`` (their
        opponent) come last while a forgotten UNO is open.

        In a turn (the most frequent phase, written here): every card that matches the top
        discard (the colour in force, its number or symbol, or a Wild), then draw. The other
        phases' lists: ``_LEGAL_OF_PHASE``."""
        if self.phase == "turn":
            p = self.current_player
            hand = self.hands[p]
            if self._counted[p] is not hand:  # a hand set from outside
                self._count_held()
            acts = THEN_DRAW[len(hand) == 2][self.held[p] & MATCHES[self.discard[-1]][self.colour]]
        else:
            acts = _LEGAL_OF_PHASE[self.phase](self)
        pending = self.uno_pending
        if pending is None:
            return acts
        return (*acts, UNO if pending == self.current_player else CATCH)

    def _legal_drawn(self) -> tuple[Action, ...]:
        """The card just drawn (it can be played), or keep it."""
        return DRAWN_LEGAL[len(self.hands[self.current_player]) == 2][self.drawn]

    def _legal_run(self) -> tuple[Action, ...]:
        """After a Reverse: the cards of its colour, then done unless the run has started."""
        p = self.current_player
        if self._counted[p] is not self.hands[p]:
            self._count_held()
        held = self.held[p] & COLOUR_MASK[self.run_colour]
        return (ALONE if self.run_forced else THEN_DONE)[len(self.hands[p]) == 2][held]

    def _legal_volley(self) -> tuple[Action, ...]:
        """A Draw Two of any colour stacked on the volley, or draw its total."""
        p = self.current_player
        if self._counted[p] is not self.hands[p]:
            self._count_held()
        return THEN_DRAW[len(self.hands[p]) == 2][self.held[p] & DRAW_TWO_MASK]

    def _legal_draft(self) -> tuple[Action, ...]:
        return DRAFT_LEGAL

    def _legal_colour(self) -> tuple[Action, ...]:
        return COLOUR_LEGAL

    def _legal_challenge(self) -> tuple[Action, ...]:
        return CHALLENGE_LEGAL

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
        raise IllegalMove(_("'{text}' is not an UNO Duo action; actions are keep, discard, play "
                            "CARD [COLOUR] [uno] (e.g. play R5, play WILD blue uno), draw, done, "
                            "colour red|yellow|green|blue, uno, catch, challenge, accept").format(
                                text=" ".join(tokens)))

    # ----- why not ------------------------------------------------------------------
    def _why_illegal(self, action: Action) -> str:
        """Why ``action`` is refused: the first reason that applies, the forgotten UNO first,
        then what the phase demands, then the card itself."""
        for why in (self._why_not_uno, self._why_not_in_phase, self._why_not_in_turn,
                    self._why_not_this_card):
            reason = why(action)
            if reason:
                return reason
        return super()._why_illegal(action)

    def _why_not_uno(self, action: Action) -> str | None:
        kind, p = action.kind, self.current_player
        if kind == "catch":
            if self.uno_pending is None:
                return _("there is no forgotten UNO to catch")
            return _("you cannot catch yourself: say uno instead")
        if kind == "uno":
            if self.uno_pending == 1 - p:
                return _("it is your opponent who forgot to say UNO: catch them")
            return _("there is no UNO to say now: say it with the play of your second-to-last "
                     "card, e.g. 'play R5 uno'")
        return None

    def _why_not_in_phase(self, action: Action) -> str | None:
        """The phases that allow only their own actions: the draft, naming a turned-up
        Wild's colour, a Wild Draw Four's challenge, a Draw Two volley."""
        kind, ph, p = action.kind, self.phase, self.current_player
        if ph == "draft":
            return _("the cards are being drafted: player {p} must keep or discard the top "
                     "card").format(p=p)
        if kind == "discard":
            return _("discard is a drafting action; the draft is over")
        if ph == "colour":
            return _("player {p} must first name the colour of the turned-up {card} (colour "
                     "red|yellow|green|blue)").format(p=p, card=describe(self.top))
        if kind == "colour":
            return _("colour names the colour of a turned-up Wild; a Wild you play names it: "
                     "play WILD blue")
        if ph == "challenge":
            return _("you must challenge or accept the Wild Draw Four first")
        if kind in ("challenge", "accept"):
            return _("there is no Wild Draw Four to challenge or accept now")
        if ph == "volley":
            if kind == "play" and action.args[0] in self.hands[p] and action.args[0][1:] == "+2":
                return self._why_not_args(action, p)
            return _("you must take the penalty (draw {n}) or stack a Draw Two (of any "
                     "colour)").format(n=self.volley)
        return None

    def _why_not_in_turn(self, action: Action) -> str | None:
        """keep and done, and what a drawn card or a Reverse run allows."""
        kind, ph, p = action.kind, self.phase, self.current_player
        if kind == "keep":
            return _("keep is only possible right after drawing a card you could play")
        if kind == "done":
            if ph == "run" and self.run_forced:
                return _("the run has started: play every {colour} card left in your "
                         "hand").format(colour=colour_name(COLOUR_NAMES[self.run_colour]))
            return _("done ends a Reverse run before it starts; you have played no Reverse")
        if ph == "drawn":
            if kind == "draw":
                return _("you have drawn already: play the {card} you drew or keep it").format(
                    card=self.drawn)
            if kind == "play" and action.args[0] == self.drawn:
                return self._why_not_args(action, p)
            return _("after drawing you may only play the card you drew ({card}) or keep "
                     "it").format(card=self.drawn)
        if ph == "run":
            name = colour_name(COLOUR_NAMES[self.run_colour])
            if kind == "draw":
                if self.run_forced:
                    return _("you are in a Reverse run: play your {colour} cards").format(
                        colour=name)
                return _("you are in a Reverse run: play your {colour} cards or say done").format(
                    colour=name)
            if kind == "play" and action.args[0] in self.hands[p] and action.args[0][0] != self.run_colour:
                code = action.args[0]
                return _("a Reverse run is all {colour}: {card} is not {colour}").format(
                    colour=name, card=code)
        return None

    def _why_not_this_card(self, action: Action) -> str | None:
        """A play of a card not held, one that does not match, or with the wrong words."""
        if action.kind != "play":
            return None
        code, p = action.args[0], self.current_player
        if code not in self.hands[p]:
            return _("you hold no {card}").format(card=code)
        if self.phase != "run" and not playable(code, self.top, self.colour):
            return self._why_no_match(code)
        return self._why_not_args(action, p)

    def _why_no_match(self, code: str) -> str:
        top = self.top
        if is_wild(top):
            return _("{card} does not match: the colour in force is {colour} (named for the "
                     "{wild})").format(card=code, colour=colour_name(COLOUR_NAMES[self.colour]),
                                       wild=describe(top))
        if top[1:] in NUMBERS:
            text = _("{card} does not match the top discard {top}: it needs colour {colour} or "
                     "the number {symbol}, or a Wild")
        else:
            text = _("{card} does not match the top discard {top}: it needs colour {colour} or "
                     "the symbol {symbol}, or a Wild")
        return text.format(card=code, top=top, colour=colour_name(COLOUR_NAMES[self.colour]),
                           symbol=top[1:])

    def _why_not_args(self, action: Action, p: int) -> str:
        code, rest = action.args[0], list(action.args[1:])
        uno = bool(rest) and rest[-1] == "uno"
        if uno:
            rest.pop()
        if is_wild(code) and not rest:
            return _("a {name} names a colour: play {card} blue").format(name=describe(code),
                                                                       card=code)
        if not is_wild(code) and rest:
            return _("only a Wild names a colour; play {card} as 'play {card}'").format(card=code)
        if uno:
            return _("say uno with your second-to-last card only; you hold {n} cards").format(
                n=len(self.hands[p]))
        return super()._why_illegal(action)

    # ----- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        """What ``action`` does: its kind's rule (``_DOES``), a forgotten UNO settled first."""
        ev: list[Event] = []
        if self.uno_pending is None:
            _DOES[action.kind](self, self.current_player, action, ev)
            return ev
        self._with_uno_open(action, ev)
        return ev

    def _with_uno_open(self, action: Action, ev: list[Event]) -> None:
        """While a forgotten UNO is open: saying it or catching it is the whole action; any
        other action of the opponent ends the chance to catch it; the chance also ends when
        the forgetful player no longer holds one card."""
        kind, p, pending = action.kind, self.current_player, self.uno_pending
        if kind == "uno" or kind == "catch":
            _DOES[kind](self, p, action, ev)
            return
        if pending != p:
            self.uno_pending = None
            ev.append(_new_tuple(Event, ("uno_missed", p, {"forgetful": pending},
                                         (_MISSED, (p, pending)))))
        _DOES[kind](self, p, action, ev)
        pending = self.uno_pending
        if pending is not None and len(self.hands[pending]) != 1:
            self.uno_pending = None

    def _say_uno(self, p: int, action: Action, ev: list[Event]) -> None:
        self.uno_pending = None
        ev.append(_new_tuple(Event, ("uno", p, {"late": True}, _uno_late)))

    def _catch(self, p: int, action: Action, ev: list[Event]) -> None:
        pending = self.uno_pending
        # the catch says who is caught; the draw event that follows tells the 2 cards
        ev.append(Event.later("catch", p, {"caught": pending}, _caught_text, p, pending))
        self.uno_pending = None
        self._draw(pending, 2, ev, why=N_("the forgotten UNO"))

    def _keep(self, p: int, action: Action, ev: list[Event]) -> None:
        """Keep the card looked at (the draft), or the card just drawn."""
        if self.phase == "draft":
            self._draft(p, action, ev)
            return
        ev.append(KEEP_EVENT[p])
        self.drawn = None
        self._start_turn(1 - p, ev)

    def _draw_action(self, p: int, action: Action, ev: list[Event]) -> None:
        """Draw the volley's total, or one card: it may be played at once if it can be."""
        if self.phase == "volley":
            total = self.volley
            self.volley = 0
            self._draw(p, total, ev, why=N_("the Draw Two volley of {total}"))
            self._start_turn(1 - p, ev)
            return
        pile = self.draw_pile
        if pile:  # the most frequent draw: one card, the pile never empty
            c = pile.pop()
            self._take(p, c)
            ev.append(DRAW_ONE_EVENT[p][c])
        else:
            got = self._draw(p, 1, ev)
            c = got[0] if got else None
        if c is not None and BIT[c] & MATCHES[self.discard[-1]][self.colour]:  # playable
            self.drawn = c
            self.phase = "drawn"
            return
        self._start_turn(1 - p, ev)

    def _done(self, p: int, action: Action, ev: list[Event]) -> None:
        ev.append(DONE_EVENT[p])
        self.run_colour = None
        self._start_turn(1 - p, ev)

    def _accept(self, p: int, action: Action, ev: list[Event]) -> None:
        ev.append(ACCEPT_EVENT[p])
        self.wd4 = None
        self._draw(p, 4, ev, why=N_("the Wild Draw Four"))
        self._start_turn(1 - p, ev, extra=True)

    # ----- the draft ------------------------------------------------------------------
    def _draft(self, p: int, action: Action, ev: list[Event]) -> None:
        """Keep the top card (the next goes face up onto the draft discard pile), or discard
        it face up and keep the next."""
        kind = action.kind
        looked = self.draw_pile.pop()
        nxt = self.draw_pile.pop()
        kept, shown = (looked, nxt) if kind == "keep" else (nxt, looked)
        self._take(p, kept)
        self.draft_discard.append(shown)
        ev.append(draft_event(p, kind, shown, kept))
        if len(self.draft_discard) < DRAFT_STEPS:
            self.current_player = 1 - p
            return
        # the face-up pile is turned over: its first card comes up first, after the deck
        self.draw_pile = self.draft_discard[::-1] + self.draw_pile
        n = len(self.draft_discard)
        self.draft_discard = []
        ev.append(Event("draft_end", None, {"under_deck": n}, _draft_end_text))
        self._turn_up(ev)

    def _turn_up(self, ev: list[Event]) -> None:
        card = self.draw_pile.pop()
        self.discard.append(card)
        drafter, first = self.first_drafter, 1 - self.first_drafter
        ev.append(Event.later("turn_up", None, {"card": card}, _turn_up_text, card, first))
        if is_wild(card):
            self.phase, self.current_player = "colour", drafter
            return
        self.colour = card[0]
        sym = card[1:]
        if sym == "+2":
            self._draw(first, 2, ev, why=N_("the turned-up Draw Two"))
            self._start_turn(drafter, ev)
        elif sym == "SKIP":
            ev.append(Event.later("skip", first, {}, _skip_up_text, drafter))
            self._start_turn(drafter, ev)
        elif sym == "REV" and self.held[first] & COLOUR_MASK[card[0]]:
            self._start_turn(first, ev)
            self.phase, self.run_colour, self.run_forced = "run", card[0], True
            ev.append(Event.later("run", first, {"colour": COLOUR_NAMES[card[0]]},
                                  _reverse_up_text, first, COLOUR_NAMES[card[0]]))
        else:
            self._start_turn(first, ev)

    def _turned_up_colour(self, p: int, action: Action, ev: list[Event]) -> None:
        """The first drafter names the colour of a turned-up Wild (Draw Four)."""
        name = action.args[0]
        self.colour = LETTER_OF[name]
        first = 1 - p
        ev.append(Event.later("colour", p, {"colour": name}, _named_up_text, p, name, self.top))
        if self.top == WILD4:
            self._draw(first, 4, ev, why=N_("the turned-up Wild Draw Four"))
            self._start_turn(p, ev)
        else:
            self._start_turn(first, ev)

    # ----- playing ------------------------------------------------------------------------
    def _play(self, p: int, action: Action, ev: list[Event]) -> None:
        """Play a card: it goes onto the discard pile and names the colour in force; the
        second-to-last card says UNO or leaves it forgotten; the last goes out; then the
        card's action, or the run a Reverse starts, or the volley grows."""
        # the play's details, by its text (every legal play is one of cards.PLAYS_UNO's)
        code, uno, letter, sym, number, events = _PLAY_INFO[action._text]
        phase = self.phase
        hand = self.hands[p]
        if code == WILD4:
            self.wd4 = {"player": p, "guilty": self._holds_match(p), "on": self.discard[-1],
                        "on_colour": self.colour}
        hand.remove(code)
        if code not in hand:
            self.held[p] ^= BIT[code]
        self.discard.append(code)
        self.colour = letter
        self.drawn = None
        left = len(hand)
        ev.append(events[p][left])
        if uno:
            self.uno_pending = None
            ev.append(UNO_EVENT[p])
        elif left == 1:
            self.uno_pending = p
        if not left:
            self._go_out(p, code, phase, ev)
            return
        if number and phase == "turn":  # a number: the turn passes (_card_action)
            o = 1 - p
            self.current_player = o  # (the phase stays "turn")
            self.turns += 1
            ev.append(TURN_EVENT[o])
            return
        if phase == "volley":
            self.volley += 2
            ev.append(_new_tuple(Event, ("volley", p, {"total": self.volley},
                                         (_STACKED, (p, self.volley, 1 - p, self.volley)))))
            self.current_player = 1 - p
            return
        if phase == "run":
            if self.held[p] & COLOUR_MASK[self.run_colour]:
                self.run_forced = True
                return
            self.run_colour = None
            ev.append(_new_tuple(Event, ("run_end", p, {"last": code}, (_RUN_END, (code,)))))
            self._card_action(p, code, ev)
            return
        if sym == "REV" and self.held[p] & COLOUR_MASK[letter]:
            self.phase, self.run_colour, self.run_forced = "run", code[0], False
            return
        self._card_action(p, code, ev)

    def _card_action(self, p: int, code: str, ev: list[Event]) -> None:
        """Carry out the action of the card p just played (or the last card of a run)."""
        o = 1 - p
        sym = code[1:] if code[0] != "W" else code
        if sym == "+2":
            self.volley = 2
            self.phase, self.current_player = "volley", o
            ev.append(VOLLEY_EVENT[p])
        elif sym == "SKIP":
            ev.append(SKIP_EVENT[p])
            self._start_turn(p, ev, extra=True)
        elif sym == WILD4:
            self.phase, self.current_player = "challenge", o
            ev.append(WD4_EVENT[p])
        else:
            self._start_turn(o, ev)

    def _holds_match(self, p: int) -> bool:
        """Whether p, playing a Wild Draw Four now, holds a card they could have played instead."""
        return not could_play_instead(self.discard[-1], self.colour,
                                      self.options.strict_wd4).isdisjoint(self.hands[p])

    def _challenge(self, p: int, action: Action, ev: list[Event]) -> None:
        w = 1 - p
        info = self.wd4
        self.wd4 = None
        guilty = info["guilty"]
        ev.append(Event("challenge", p, {"hand": list(self.hands[w]), "guilty": guilty,
                                         "on": info["on"]}, _challenge_text))
        if guilty:
            self._draw(w, 4, ev, why=N_("the failed Wild Draw Four"))
            self._start_turn(p, ev)
        else:
            self._draw(p, 6, ev, why=N_("the failed challenge"))
            self._start_turn(w, ev, extra=True)

    def _start_turn(self, p: int, ev: list[Event], extra: bool = False) -> None:
        self.phase, self.current_player = "turn", p
        self.turns += 1
        ev.append((EXTRA_TURN_EVENT if extra else TURN_EVENT)[p])

    # ----- drawing --------------------------------------------------------------------
    def _draw(self, p: int, n: int, ev: list[Event], why: str = "") -> list[str]:
        """p draws n cards (fewer when there are no more), the draw pile rebuilt when empty."""
        got: list[str] = []
        pile = self.draw_pile
        for _card in range(n):
            if not pile:
                if len(self.discard) <= 1:
                    break
                self._rebuild(ev)
                pile = self.draw_pile
            c = pile.pop()
            self._take(p, c)
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
                        (_rebuild_text, (len(self.draw_pile), self.options.reshuffle))))

    # ----- the end of a round ------------------------------------------------------------
    def _go_out(self, p: int, code: str, phase: str, ev: list[Event]) -> None:
        """p has played their last card: a Draw Two or Wild Draw Four is drawn first, then the
        round is scored, and the match ends or the next round starts."""
        o = 1 - p
        self.uno_pending = None
        self.run_colour = None
        self.wd4 = None
        ev.append(Event("out", p, {"card": code}, _out_text))
        if code[1:] == "+2":
            total = self.volley + 2 if phase == "volley" else 2
            self._draw(o, total, ev, why=N_("the last card, a Draw Two"))
        elif code == WILD4:
            self._draw(o, 4, ev, why=N_("the last card, a Wild Draw Four"))
        self.volley = 0
        self._score_round(p, ev)
        if max(self.totals) >= self.options.target:
            self.phase, self.current_player, self.is_over = "over", None, True
            win = self.winners()
            ev.append(Event.later("end", None, {"totals": list(self.totals), "winners": win},
                                  _match_end_text, o, self.totals[o], self.options.target,
                                  list(win)))
            return
        cards = type(self).full_deck(2, self.options)
        self._rng.shuffle(cards)
        self._start_round(cards)
        ev.append(Event("round", self.first_drafter, {"round": self.round_no}, _round_text))

    def _score_round(self, p: int, ev: list[Event]) -> None:
        """p went out and scores 0; the opponent adds the points left in their hand."""
        o = 1 - p
        round_no = self.round_no
        left = list(self.hands[o])
        pts = hand_points(left)
        self.totals[o] += pts
        self.rounds.append({"round": round_no, "out": p,
                            "points": [0 if q == p else pts for q in (0, 1)],
                            "left": left, "totals": list(self.totals)})
        ev.append(Event("score", o, {"round": round_no, "points": pts, "cards": left,
                                     "totals": list(self.totals)}, _score_text))

    # ----- what players see ---------------------------------------------------------
    def _observation(self, player: int) -> dict[str, Any]:
        top = self.top
        obs = {
            "game": self.name, "players": 2, "player": player,
            "current_player": self.current_player, "phase": self.phase,
            "round": self.round_no, "first_drafter": self.first_drafter,
            "hand": list(self.hands[player]), "hand_sizes": [len(h) for h in self.hands],
            "discard_top": top, "colour": COLOUR_NAMES.get(self.colour) if self.colour else None,
            "discard_size": len(self.discard), "draw_pile_size": len(self.draw_pile),
            "draft_discard": list(self.draft_discard), "volley_total": self.volley,
            "drawn": self.drawn if player == self.current_player else None,
            "run_colour": COLOUR_NAMES.get(self.run_colour) if self.run_colour else None,
            "wild_draw_four_on": self.wd4["on"] if self.wd4 else None,
            "wild_draw_four_on_colour": (COLOUR_NAMES[self.wd4["on_colour"]]
                                         if self.wd4 and self.wd4["on_colour"] else None),
            "uno_pending": self.uno_pending,
            "looking_at": (self.draw_pile[-1] if self.phase == "draft" and player == self.current_player
                           and self.draw_pile else None),
            "totals": list(self.totals), "target": self.options.target,
            "rounds": [dict(r) for r in self.rounds], "scores": self.scores(),
            "legal": [str(a) for a in self.legal_actions()] if player == self.current_player else [],
        }
        return obs

    def render_text(self) -> str:
        lines = [_("{title} — round {round} — totals {total0} : {total1} (target {target}, lower "
                   "wins)").format(title=_(self.title), round=self.round_no, total0=self.totals[0],
                                   total1=self.totals[1], target=self.options.target)]
        if self.phase == "draft":
            lines.append("  " + _("drafting: step {step} of {steps}; draft discard pile: "
                                  "{cards}").format(step=self.draft_steps + 1, steps=DRAFT_STEPS,
                                                    cards=" ".join(self.draft_discard) or "-"))
        elif self.top:
            col = (colour_name(COLOUR_NAMES[self.colour]) if self.colour in COLOUR_NAMES else "?"
                   ) if self.colour else _("to be named")
            lines.append("  " + _("discard top: {top} (colour {colour}) — discard pile {discards}, "
                                  "draw pile {pile}").format(top=self.top, colour=col,
                                                            discards=len(self.discard),
                                                            pile=len(self.draw_pile)))
        if self.volley:
            lines.append("  " + _("Draw Two volley: {n}").format(n=self.volley))
        cp = self.current_player
        for p in (0, 1):
            mark = "*" if p == cp else " "
            uno = _(" (forgot UNO!)") if self.uno_pending == p else ""
            # only the player to act (everyone once the match is over) sees a hand
            cards = (" ".join(self.hands[p]) or "-") if cp in (p, None) else _("(hidden)")
            n = len(self.hands[p])
            count = ngettext("{n} card", "{n} cards", n).format(n=n)
            if cp in (p, None):
                pts = hand_points(self.hands[p])
                count += ", " + ngettext("{n} point", "{n} points", pts).format(n=pts)
            lines.append(mark + " " + _("player {p}: {cards} [{count}]{uno}").format(
                p=p, cards=cards, count=count, uno=uno))
        if cp is not None and self.phase == "draft" and self.draw_pile:
            lines.append("  " + _("player {p} looks at the top card: {card}").format(
                p=cp, card=self.draw_pile[-1]))
        if cp is not None and self.phase == "drawn":
            lines.append("  " + _("player {p} drew {card}: play it or keep it").format(
                p=cp, card=self.drawn))
        if self.is_over:
            lines.append(_("Match over: {winners}.").format(
                winners=winners_text(self.winners(), capital=False)))
        else:
            lines.append(_("Player {p} to act ({phase}): {actions}").format(
                p=self.current_player, phase=self.phase,
                actions=", ".join(str(a) for a in self.legal_actions()[:12])
                + (" …" if len(self.legal_actions()) > 12 else "")))
        return "\n".join(lines)



# the kind of an action -> what it does (``UnoDuo._apply``)
_DOES = MappingProxyType({
    "play": UnoDuo._play, "keep": UnoDuo._keep, "discard": UnoDuo._draft,
    "draw": UnoDuo._draw_action, "done": UnoDuo._done, "colour": UnoDuo._turned_up_colour,
    "accept": UnoDuo._accept, "challenge": UnoDuo._challenge, "uno": UnoDuo._say_uno,
    "catch": UnoDuo._catch})

# the phase -> its legal actions (``UnoDuo._legal``; a turn's are written there)
_LEGAL_OF_PHASE = MappingProxyType({
    "draft": UnoDuo._legal_draft, "colour": UnoDuo._legal_colour, "drawn": UnoDuo._legal_drawn,
    "run": UnoDuo._legal_run, "volley": UnoDuo._legal_volley,
    "challenge": UnoDuo._legal_challenge})

GAME = UnoDuo
# every legal action is one of the ready-made ones of cards.py: claimed for the game here
UnoDuo._ready_made(SIMPLE.values(), COLOUR_ACTIONS, *PLAYS.values(), *PLAYS_UNO.values())
