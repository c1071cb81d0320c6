"""Push's rules engine, ``Push`` (the rules and the choices made: the package's docstring).

The state is what lies on the table, as card codes; beside each column, what it keeps out
(``kept_out``, bits of ``cards.BIT``), so that "does this card fit?" is one ``&``. Every
action the rules allow is one of the ready-made ``Action`` objects of ``cards``, and every
event writes its sentence only when read (``sentences``).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from ...core import Action, Event, Game, IllegalMove
from ...core.sentences import winners_text
from ...i18n import N_, _, ngettext
from .cards import (
    _DRAW_OR_BANK,
    _DRAW_OR_STOP,
    _FULL_DECK,
    _NO_ACTIONS,
    _ONLY_DRAW,
    _ONLY_STOP,
    _TWO_PLAYER_DECK,
    BANK,
    BIT,
    CARD_NUMBER,
    CODE_OF,
    COLOURS,
    DIE,
    DRAW,
    KEEPS_OUT,
    MAX_COLUMNS,
    PLACE,
    STOP,
    TAKE,
    Options,
    _colour_letter,
    busting,
    colour_name,
    colour_of,
    points,
    rank_of,
    roll_on,
)
from .sentences import (
    _BANKED,
    _BUSTED,
    _LEFT_OVER,
    _STOPPED,
    _drew,
    _empty,
    _event,
    _placed,
    _roll_text,
    _switched,
    _took,
    _turn,
    direction,
    direction_words,
)

# _OTHERS[players][clockwise][p]: the other players from p's neighbour on, in that direction
_OTHERS = MappingProxyType({n: tuple(tuple(tuple((p + (1 if cw else -1) * k) % n for k in range(1, n))
                                           for p in range(n)) for cw in (False, True))
                            for n in range(2, 7)})
_bench_order = CARD_NUMBER.__getitem__  # by colour (COLOURS order), then number


class Push(Game):
    name = "push"
    title = N_("Push")
    player_counts = (2, 3, 4, 5, 6)
    Options = Options
    chance_outcomes = DIE

    @classmethod
    def full_deck(cls, players: int, options: Options) -> list[str]:
        return list(_FULL_DECK if players > 2 else _TWO_PLAYER_DECK)

    # ----- state --------------------------------------------------------------------
    def _setup(self, cards: list[str]) -> None:
        self.draw_pile = cards[::-1]  # the top card is the last item
        self.columns: list[list[str] | None] = []  # None: taken
        self.kept_out: list[int | None] = []  # what each column keeps out; None: taken
        self.pending: str | None = None  # the card drawn, to be placed
        self.switch_pile = 0
        self.clockwise = True
        self.bench: list[list[str]] = [[] for _seat in range(self.players)]
        self.bank: list[list[str]] = [[] for _seat in range(self.players)]
        self.discard: list[str] = []
        self.turn_player = 0
        self.collectors: list[int] = []  # who takes next, in order
        self.stopper: int | None = None  # who stopped (or busted): collection ends there
        self.busted = False
        self.phase = "turn"
        self.turns = 1
        self.current_player: int | None = 0  # the turn player, or the next collector

    def _state(self) -> dict[str, Any]:
        return {
            "draw_pile": self.draw_pile[::-1], "columns": self.columns, "pending": self.pending,
            "switch_pile": self.switch_pile, "clockwise": self.clockwise,
            "bench": self.bench, "bank": self.bank, "discard": self.discard,
            "turn_player": self.turn_player, "collectors": self.collectors,
            "stopper": self.stopper, "busted": self.busted, "turns": self.turns,
        }

    # Who acts is a plain attribute that the steps below keep up to date (the core and the
    # simulator read it at every action): it shadows Game's property.
    current_player: int | None = None

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> dict[int, int]:
        return {p: points(self.bench[p]) + points(self.bank[p]) for p in range(self.players)}

    def _unseen(self, player: int) -> Counter:
        return Counter(self.draw_pile)

    def zones(self) -> dict[str, list[str]]:
        z = {"draw_pile": self.draw_pile, "discard": self.discard,
             "switch_pile": ["SWITCH"] * self.switch_pile,
             "pending": [self.pending] if self.pending else []}
        for i, col in enumerate(self.columns):
            z[f"column {i + 1}"] = col or []
        for p in range(self.players):
            z[f"bench {p}"] = self.bench[p]
            z[f"bank {p}"] = self.bank[p]
        return z

    # ----- the rules' questions -------------------------------------------------------
    def open_columns(self) -> list[int]:
        """Numbers (1–3) of the columns still on the table."""
        return [n for n, col in enumerate(self.columns, 1) if col is not None]

    def columns_for(self, code: str) -> list[int]:
        """Columns (1–3) the card may go into, a new one included."""
        return [a.args[0] for a in self._places(code)]

    def _places(self, code: str) -> list[Action]:
        """``place N`` for each column the card fits, then for a new column while fewer than
        three lie on the table."""
        bit, kept_out = BIT[code], self.kept_out
        ok = []
        for n, out in enumerate(kept_out, 1):
            if not out & bit:
                ok.append(PLACE[n])
        if len(kept_out) < MAX_COLUMNS:
            ok.append(PLACE[len(kept_out) + 1])
        return ok

    def _legal(self) -> Sequence[Action]:
        phase = self.phase
        if phase == "place":
            return self._places(self.pending)
        if phase == "push":  # a column on the table holds a card: a stop is a turn
            if self.draw_pile:
                return _DRAW_OR_STOP if self.columns else _ONLY_DRAW
            return _ONLY_STOP if self.columns else _NO_ACTIONS
        if phase == "turn":  # draw, or bank a colour the bench holds
            bench = self.bench[self.turn_player]
            return _DRAW_OR_BANK[frozenset(map(_colour_letter, bench))] if bench else _ONLY_DRAW
        if phase == "collect":
            return [TAKE[n] for n, col in enumerate(self.columns, 1) if col is not None]
        return _NO_ACTIONS

    def _parse(self, tokens: list[str]) -> Action:
        word = tokens[0].lower()
        if word in ("draw", "stop") and len(tokens) == 1:
            return DRAW if word == "draw" else STOP
        if word in ("place", "take") and len(tokens) == 2 and tokens[1] in ("1", "2", "3"):
            return (PLACE if word == "place" else TAKE)[int(tokens[1])]
        if word == "bank" and len(tokens) == 2 and tokens[1].lower() in COLOURS:
            return BANK[tokens[1].lower()]
        raise IllegalMove(_("'{text}' is not a Push action; actions are draw, place 1–3, stop, "
                            "take 1–3 and bank red|blue|green|yellow|purple").format(
                                text=" ".join(tokens)))

    # ----- why an action is refused -------------------------------------------------------
    def _why_illegal(self, action: Action) -> str:
        kind, phase = action.kind, self.phase
        if phase == "collect":
            if kind == "take":
                n = action.args[0]
                return (_("there is no column {n}") if n > len(self.columns) else
                        _("column {n} has already been taken")).format(n=n)
            return _("the columns are being collected: player {p} must take one (take N)").format(
                p=self.current_player)
        if kind == "take":
            return _("no columns are being collected now: take comes after a stop or a bust")
        if phase == "place":
            if kind == "place":
                return self._why_not_place(self.pending, action.args[0])
            return _("first place the {card} you drew (place N)").format(card=self.pending)
        return self._why_not_now(kind, action)

    def _why_not_now(self, kind: str, action: Action) -> str:
        """Why a draw, stop, bank or place is refused at a turn's start or during a push."""
        if kind == "place":
            return _("draw a card before placing one")
        if kind == "bank":
            if self.phase != "turn":
                return _("banking is instead of pushing: you cannot bank once you have drawn")
            return _("your bench holds no {colour} card to bank").format(
                colour=colour_name(action.args[0]))
        if kind == "stop":
            if self.phase == "turn":
                return _("you cannot stop before drawing: a stop with nothing drawn is no turn")
            return _("there is no card in a column yet: draw before you stop")
        if kind == "draw":
            return _("the draw pile is empty: you must stop")
        return super()._why_illegal(action)

    def _why_not_place(self, code: str, n: int) -> str:
        new = len(self.columns) + 1  # the number a new column takes
        if n > new or n == new > MAX_COLUMNS:
            if new > MAX_COLUMNS:
                return _("there is no column {n}: all three columns are open").format(n=n)
            return _("column {n} does not exist yet: a new column is column {new}").format(
                n=n, new=new)
        if code == "ROLL":
            return _("column {n} already holds a Roll card").format(n=n)
        bit = BIT[code]
        for c in self.columns[n - 1]:  # the card that keeps it out
            if KEEPS_OUT[c] & bit:
                if rank_of(c) == rank_of(code):
                    return _("column {n} already holds a {rank} ({card})").format(
                        n=n, rank=code[1], card=c)
                return _("column {n} already holds a {colour} card ({card})").format(
                    n=n, colour=colour_name(colour_of(code)), card=c)
        return _("{card} cannot go into column {n}").format(card=code, n=n)

    # ----- applying -----------------------------------------------------------------
    # Each step returns its events; their sentences are written when first read.
    def _apply(self, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "place":
            return self._place(action.args[0])
        if kind == "draw":
            return self._draw(self.turn_player)
        if kind == "take":
            return self._take(self.collectors[0], action.args[0])
        if kind == "stop":
            return self._stop(self.turn_player)
        return self._bank(self.turn_player, action.args[0])

    def _draw(self, p: int) -> list[Event]:
        """The top card: a Switch card is a draw of its own; any other card is placed next,
        unless it fits no column (three lie on the table, each keeping it out): a bust."""
        card = self.draw_pile.pop()
        if card == "SWITCH":
            return self._switch(p)
        ev = [_event(("draw", p, {"card": card}, _drew))]
        kept_out = self.kept_out
        if len(kept_out) == MAX_COLUMNS and busting(kept_out) & BIT[card]:  # it fits no column
            self._bust(p, card, ev)
        else:
            self.pending = card
            self.phase = "place"
        return ev

    def _switch(self, p: int) -> list[Event]:
        """A Switch card: onto the switch pile, the direction reversed; a draw of its own."""
        self.switch_pile += 1
        self.clockwise = clockwise = not self.clockwise
        ev = [_event(("switch", p, {"card": "SWITCH", "clockwise": clockwise}, _switched))]
        self.phase = "push"
        if not self.draw_pile:
            if self.columns:
                ev.append(Event("empty", p, {}, _empty))
            else:
                self._end_turn(ev)
        return ev

    def _place(self, n: int) -> list[Event]:
        """The drawn card into column ``n`` (a new column if ``n`` is the next number)."""
        p, card = self.turn_player, self.pending
        if n > len(self.columns):  # a new column
            self.columns.append([card])
            self.kept_out.append(KEEPS_OUT[card])
        else:
            self.columns[n - 1].append(card)
            self.kept_out[n - 1] |= KEEPS_OUT[card]
        ev = [_event(("place", p, {"card": card, "column": n}, _placed))]
        self.pending = None
        self.phase = "push"
        if not self.draw_pile:
            ev.append(Event("empty", p, {}, _empty))
        return ev

    def _stop(self, p: int) -> list[Event]:
        """The columns are collected: the stopper first, then the others in the direction."""
        self.stopper = p
        self.busted = False
        n = len(self.columns)  # every column is still on the table
        ev = [_event(("stop", p, {"columns": n}, (_STOPPED, (p, n, self.clockwise))))]
        self.collectors = [p, *_OTHERS[self.players][self.clockwise][p]]  # p chooses first
        self.phase = "collect"
        return ev

    def _bank(self, p: int, colour: str) -> list[Event]:
        """Every bench card of the colour into the bank, safe; the turn ends."""
        letter = CODE_OF[colour]
        bench = self.bench[p]
        moved = [c for c in bench if c[0] == letter]
        self.bench[p] = [c for c in bench if c[0] != letter]
        self.bank[p] += moved
        worth = points(moved)
        ev = [_event(("bank", p, {"colour": colour, "cards": moved, "points": worth},
                      (_BANKED, (p, len(moved), colour, worth))))]
        self._end_turn(ev)
        return ev

    def _direction(self) -> str:
        return direction(self.clockwise)

    def _bust(self, p: int, card: str, ev: list[Event]) -> None:
        """Pushed too far: the card is discarded, the die rolled, and the others collect."""
        self.discard.append(card)
        why = N_("every column already holds a Roll card") if card == "ROLL" else N_("it fits no column")
        ev.append(_event(("bust", p, {"card": card}, (_BUSTED, (card, why, p)))))
        self._roll_and_lose(p, ev)
        self.stopper = p
        self.busted = True
        self.collectors = collectors = list(_OTHERS[self.players][self.clockwise][p])
        self.current_player = collectors[0]  # three columns lie: the others collect them
        self.phase = "collect"

    def _roll_and_lose(self, p: int, ev: list[Event]) -> None:
        """The die: the bench cards of the rolled colour are discarded; a STAR is safe (the
        harder game: it discards the whole bench)."""
        face = self._roll()
        self.bench[p], lost = roll_on(self.bench[p], face, self.options.harder)
        self.discard += lost
        worth = points(lost)
        ev.append(_event(("roll", p, {"face": face, "lost": lost, "points": worth},
                          (_roll_text, (p, face, len(lost), worth)))))

    def _take(self, p: int, n: int) -> list[Event]:
        """Column ``n`` onto the taker's bench (sorted by colour); a Roll card in it rolls the
        die, then goes to the discard pile."""
        cards = self.columns[n - 1]
        self.columns[n - 1] = self.kept_out[n - 1] = None
        bench = self.bench[p]
        has_roll = "ROLL" in cards
        bench += [c for c in cards if c != "ROLL"] if has_roll else cards
        bench.sort(key=_bench_order)
        ev = [_event(("take", p, {"column": n, "cards": cards}, _took))]
        if has_roll:
            self._roll_and_lose(p, ev)
            self.discard.append("ROLL")
        collectors = self.collectors
        del collectors[0]
        if not collectors or not any(self.columns):  # back at the stopper, or all taken
            self._finish_collection(ev)
        else:
            self.current_player = collectors[0]
        return ev

    def _finish_collection(self, ev: list[Event]) -> None:
        """Back at the stopper (or every column taken): the columns left are discarded."""
        for n, cards in enumerate(self.columns, 1):
            if cards is not None:
                self.discard += cards
                ev.append(_event(("leftover", None, {"column": n, "cards": cards},
                                  (_LEFT_OVER, (n, cards, self.stopper)))))
        self.columns = []
        self.kept_out = []
        self.collectors = []
        self.stopper = None
        self.busted = False
        self._end_turn(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        """The next player's turn (turns pass clockwise), or the end when the pile is empty."""
        self.pending = None
        if not self.draw_pile:
            self.phase = "over"
            self.current_player = None
            ev.append(self._end_event(N_("The draw pile is empty: the game is over.")))
            return
        self.turn_player = self.current_player = q = (self.turn_player + 1) % self.players
        self.turns += 1
        self.phase = "turn"
        ev.append(_event(("turn", q, {}, _turn)))

    # ----- what players see ---------------------------------------------------------
    def _observation(self, player: int) -> dict[str, Any]:
        return {
            "game": self.name, "players": self.players, "player": player,
            "current_player": self.current_player, "phase": self.phase,
            "draw_pile_size": len(self.draw_pile),
            "columns": [None if c is None else list(c) for c in self.columns],
            "pending": self.pending, "switch_pile": self.switch_pile,
            "direction": self._direction(), "bench": [list(b) for b in self.bench],
            "bank_sizes": [len(b) for b in self.bank],
            "bank": [list(b) for b in self.bank],
            "discard_size": len(self.discard), "scores": self.scores(),
            "harder": self.options.harder,
            "legal": [str(a) for a in self.legal_actions()] if player == self.current_player else [],
        }

    def render_text(self) -> str:
        lines = [_("{title} — {n} players — draw pile {pile} — collection {direction} (switch "
                   "pile {switches})").format(
            title=_(self.title), n=self.players, pile=len(self.draw_pile),
            direction=direction_words(self.clockwise), switches=self.switch_pile)]
        for i in range(MAX_COLUMNS):
            if i < len(self.columns) and self.columns[i] is not None:
                cards = " ".join(self.columns[i]) or _("(empty)")
            else:
                cards = _("(taken)") if i < len(self.columns) else "-"
            lines.append("  " + _("column {n}: {cards}").format(n=i + 1, cards=cards))
        if self.pending:
            lines.append("  " + _("drawn card to place: {card}").format(card=self.pending))
        s = self.scores()
        for p in range(self.players):
            mark = "*" if p == self.current_player else " "
            bank = ngettext("{n} card", "{n} cards", len(self.bank[p])).format(n=len(self.bank[p]))
            lines.append(mark + " " + _("player {p}: bench {bench} | bank {bank} | {points} "
                                        "points").format(
                p=p, bench=" ".join(self.bench[p]) or "-", bank=bank, points=s[p]))
        if self.is_over:
            lines.append(_("Game over: {winners}.").format(
                winners=winners_text(self.winners(), capital=False)))
        else:
            lines.append(_("Player {p} to act ({phase}).").format(p=self.current_player,
                                                                  phase=self.phase))
        return "\n".join(lines)


GAME = Push
# every legal action is one of the ready-made ones of cards.py: claimed for the game here
Push._ready_made([DRAW, STOP], PLACE.values(), TAKE.values(), BANK.values())
