"""Push's rules engine, ``Push`` (the rules and the choices made: the package's docstring)."""
from __future__ import annotations

from collections import Counter
from typing import Any

from ...core import Action, Event, Game, IllegalMove
from ...core.sentences import counted, winners_text
from .cards import (
    _BENCH_KEY,
    _DRAW_STOP,
    _FULL_DECK,
    _NO_ACTIONS,
    _ONLY_DRAW,
    _ONLY_STOP,
    _OTHERS,
    _TURN_ACTIONS,
    _TWO_PLAYER_DECK,
    BANK,
    CODE_OF,
    COLOURS,
    DIE,
    DRAW,
    MAX_COLUMNS,
    PLACE,
    STOP,
    TAKE,
    Options,
    _first,
    colour_of,
    fits,
    points,
)
from .playouts import Playouts
from .sentences import (
    _BANKED,
    _BUSTED,
    _EMPTY,
    _LEFT_OVER,
    _STOPPED,
    _SWITCHED,
    _drew,
    _event,
    _placed,
    _roll_text,
    _took,
    _turn,
)


class Push(Playouts, Game):
    name = "push"
    title = "Push"
    player_counts = (2, 3, 4, 5, 6)
    Options = Options
    chance_outcomes = DIE

    @classmethod
    def full_deck(cls, players: int, options: Options) -> list[str]:
        return list(_FULL_DECK if players > 2 else _TWO_PLAYER_DECK)

    # ----- state --------------------------------------------------------------------
    def _setup(self, cards: list[str]) -> None:
        self.draw_pile = cards[::-1]  # the top card is the last item
        self.columns: list[list[str] | None] = []  # None: taken or discarded
        self.pending: str | None = None
        self.switch_pile = 0
        self.clockwise = True
        self.bench: list[list[str]] = [[] for _ in range(self.players)]
        self.bank: list[list[str]] = [[] for _ in range(self.players)]
        self.discard: list[str] = []
        self.turn_player = 0
        self.collectors: list[int] = []  # who takes next, in order
        self.stopper: int | None = None
        self.busted = False
        self.phase = "turn"
        self.turns = 1

    def _state(self) -> dict[str, Any]:
        return {
            "draw_pile": self.draw_pile[::-1], "columns": self.columns, "pending": self.pending,
            "switch_pile": self.switch_pile, "clockwise": self.clockwise,
            "bench": self.bench, "bank": self.bank, "discard": self.discard,
            "turn_player": self.turn_player, "collectors": self.collectors,
            "stopper": self.stopper, "busted": self.busted, "turns": self.turns,
        }

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if phase == "collect":
            return self.collectors[0]
        if phase == "over":
            return None
        return self.turn_player

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

    # ----- legal actions ------------------------------------------------------------
    def open_columns(self) -> list[int]:
        """Numbers (1–3) of the columns still on the table."""
        return [i + 1 for i, col in enumerate(self.columns) if col is not None]

    def columns_for(self, code: str) -> list[int]:
        """Columns (1–3) the card may go into, a new one included."""
        ok = [i + 1 for i, col in enumerate(self.columns) if fits(code, col)]
        if len(self.columns) < MAX_COLUMNS:
            ok.append(len(self.columns) + 1)
        return ok

    def _has_column_cards(self) -> bool:
        return any(self.columns)

    def _legal(self) -> list[Action]:
        # The lists returned are shared constants or fresh: the core never changes them.
        ph = self.phase
        if ph == "push":
            if self.draw_pile:
                return _DRAW_STOP if any(self.columns) else _ONLY_DRAW  # _has_column_cards()
            return _ONLY_STOP if any(self.columns) else _NO_ACTIONS
        if ph == "place":  # columns_for(pending), inlined
            card, columns = self.pending, self.columns
            ok = [PLACE[i + 1] for i, col in enumerate(columns) if fits(card, col)]
            if len(columns) < MAX_COLUMNS:
                ok.append(PLACE[len(columns) + 1])
            return ok
        if ph == "turn":
            bench = self.bench[self.turn_player]
            if not bench:
                return _ONLY_DRAW
            return _TURN_ACTIONS[frozenset(map(_first, bench))]
        if ph == "collect":
            return [TAKE[i + 1] for i, col in enumerate(self.columns) if col is not None]
        return _NO_ACTIONS

    def _parse(self, tokens: list[str]) -> Action:
        word = tokens[0].lower()
        if word in ("draw", "stop") and len(tokens) == 1:
            return DRAW if word == "draw" else STOP
        if word in ("place", "take") and len(tokens) == 2 and tokens[1] in ("1", "2", "3"):
            return (PLACE if word == "place" else TAKE)[int(tokens[1])]
        if word == "bank" and len(tokens) == 2 and tokens[1].lower() in COLOURS:
            return BANK[tokens[1].lower()]
        raise IllegalMove(f"'{' '.join(tokens)}' is not a Push action; actions are draw, "
                          "place 1–3, stop, take 1–3 and bank red|blue|green|yellow|purple")

    def _why_illegal(self, action: Action) -> str:
        kind, ph, p = action.kind, self.phase, self.current_player
        if ph == "collect":
            if kind == "take":
                n = action.args[0]
                if n > len(self.columns):
                    return f"there is no column {n}"
                return f"column {n} has already been taken"
            return f"the columns are being collected: player {p} must take one (take N)"
        if kind == "take":
            return "no columns are being collected now: take comes after a stop or a bust"
        if ph == "place":
            if kind == "place":
                return self._why_not_place(self.pending, action.args[0])
            return f"first place the {self.pending} you drew (place N)"
        if kind == "place":
            return "draw a card before placing one"
        if kind == "bank":
            if ph != "turn":
                return "banking is instead of pushing: you cannot bank once you have drawn"
            return f"your bench holds no {action.args[0]} card to bank"
        if kind == "stop":
            if ph == "turn":
                return "you cannot stop before drawing: a stop with nothing drawn is no turn"
            return "there is no card in a column yet: draw before you stop"
        if kind == "draw":
            return "the draw pile is empty: you must stop"
        return super()._why_illegal(action)

    def _why_not_place(self, code: str, n: int) -> str:
        if n > len(self.columns) + 1 or (n == len(self.columns) + 1 and n > MAX_COLUMNS):
            nxt = len(self.columns) + 1
            if nxt > MAX_COLUMNS:
                return f"there is no column {n}: all three columns are open"
            return f"column {n} does not exist yet: a new column is column {nxt}"
        column = self.columns[n - 1]
        if code == "ROLL":
            return f"column {n} already holds a Roll card"
        for c in column:
            if c != "ROLL" and c[1] == code[1]:
                return f"column {n} already holds a {code[1]} ({c})"
            if c != "ROLL" and c[0] == code[0]:
                return f"column {n} already holds a {colour_of(code)} card ({c})"
        return f"{code} cannot go into column {n}"

    # ----- applying -----------------------------------------------------------------
    # Event sentences are written when first read (Event.later): playouts skip them.
    def _apply(self, action: Action) -> list[Event]:
        kind = action.kind
        p = self.collectors[0] if kind == "take" else self.turn_player  # the current player
        ev: list[Event] = []
        if kind == "draw":
            self._draw(p, ev)
        elif kind == "place":
            n = action.args[0]
            columns = self.columns
            if n > len(columns):
                columns.append([])
            card = self.pending
            columns[n - 1].append(card)
            ev.append(_event(("place", p, {"card": card, "column": n}, _placed)))
            self.pending = None
            self.phase = "push"
            if not self.draw_pile:
                ev.append(Event("empty", p, {}, _EMPTY))
        elif kind == "take":
            self._take(p, action.args[0], ev)
        elif kind == "stop":
            self.stopper = p
            self.busted = False
            n = len(self.columns) - self.columns.count(None)  # len(self.open_columns())
            ev.append(_event(("stop", p, {"columns": n}, (_STOPPED, (p, n, self._direction())))))
            self.collectors = [p] + self._others(p)
            self.phase = "collect"
        elif kind == "bank":
            colour = action.args[0]
            letter = CODE_OF[colour]
            bench = self.bench[p]
            moved = [c for c in bench if c[0] == letter]
            self.bench[p] = [c for c in bench if c[0] != letter]
            self.bank[p].extend(moved)
            worth = points(moved)
            ev.append(_event(("bank", p, {"colour": colour, "cards": moved, "points": worth},
                              (_BANKED, (p, len(moved), colour, worth)))))
            self._end_turn(ev)
        return ev

    def _direction(self) -> str:
        return "clockwise" if self.clockwise else "anticlockwise"

    def _others(self, p: int) -> list[int]:
        """The other players from p's neighbour on, in the collection direction."""
        return list(_OTHERS[self.players, self.clockwise][p])

    def _draw(self, p: int, ev: list[Event]) -> None:
        card = self.draw_pile.pop()
        if card == "SWITCH":
            self.switch_pile += 1
            self.clockwise = not self.clockwise
            ev.append(_event(("switch", p, {"card": card, "clockwise": self.clockwise},
                              (_SWITCHED, (p, self._direction())))))
            self.phase = "push"
            if not self.draw_pile:
                if self._has_column_cards():
                    ev.append(Event("empty", p, {}, _EMPTY))
                else:
                    self._end_turn(ev)
            return
        ev.append(_event(("draw", p, {"card": card}, _drew)))
        columns = self.columns
        if len(columns) < MAX_COLUMNS or any(fits(card, col) for col in columns):
            self.pending = card
            self.phase = "place"
            return
        self._bust(p, card, ev)

    def _bust(self, p: int, card: str, ev: list[Event]) -> None:
        self.discard.append(card)
        why = "every column already holds a Roll card" if card == "ROLL" else "it fits no column"
        ev.append(_event(("bust", p, {"card": card}, (_BUSTED, (card, why, p)))))
        self._roll_and_lose(p, ev)
        self.stopper = p
        self.busted = True
        self.collectors = self._others(p)
        self.phase = "collect"
        if not self.collectors or self.columns.count(None) == len(self.columns):
            self._finish_collection(ev)

    def _roll_and_lose(self, p: int, ev: list[Event]) -> None:
        face = self._roll()
        bench = self.bench[p]
        if face != "STAR":
            letter = face[0]  # RED -> R, … PURPLE -> P, as in the card codes
            lost = [c for c in bench if c[0] == letter]
            if lost:
                self.bench[p] = [c for c in bench if c[0] != letter]
        elif self.options.harder:
            lost = bench
            self.bench[p] = []
        else:
            lost = []
        self.discard.extend(lost)
        worth = points(lost)
        ev.append(_event(("roll", p, {"face": face, "lost": lost, "points": worth},
                          (_roll_text, (p, face, len(lost), worth)))))

    def _take(self, p: int, n: int, ev: list[Event]) -> None:
        cards = self.columns[n - 1]
        self.columns[n - 1] = None
        bench = self.bench[p]
        has_roll = "ROLL" in cards
        bench.extend([c for c in cards if c != "ROLL"] if has_roll else cards)
        bench.sort(key=_BENCH_KEY.__getitem__)
        ev.append(_event(("take", p, {"column": n, "cards": cards}, _took)))
        if has_roll:
            self._roll_and_lose(p, ev)
            self.discard.append("ROLL")
        collectors = self.collectors
        collectors.pop(0)
        if not collectors or self.columns.count(None) == len(self.columns):
            self._finish_collection(ev)

    def _finish_collection(self, ev: list[Event]) -> None:
        for n in self.open_columns():
            cards = self.columns[n - 1]
            self.discard.extend(cards)
            ev.append(_event(("leftover", None, {"column": n, "cards": cards},
                              (_LEFT_OVER, (n, cards, self.stopper)))))
        self.columns = []
        self.collectors = []
        self.stopper = None
        self.busted = False
        self._end_turn(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        self.pending = None
        if not self.draw_pile:
            self.phase = "over"
            ev.append(self._end_event("The draw pile is empty: the game is over."))
            return
        self.turn_player = q = (self.turn_player + 1) % self.players
        self.turns += 1
        self.phase = "turn"
        ev.append(_event(("turn", q, {}, _turn)))

    # ----- what players see ---------------------------------------------------------
    def _observation(self, player: int) -> dict[str, Any]:
        return {
            "game": self.name, "players": self.players, "player": player,
            "current_player": self.current_player, "phase": self.phase,
            "draw_pile_size": len(self.draw_pile), "columns": self.columns,
            "pending": self.pending, "switch_pile": self.switch_pile,
            "direction": self._direction(), "bench": self.bench,
            "bank_sizes": [len(b) for b in self.bank],
            "bank": [list(b) for b in self.bank],
            "discard_size": len(self.discard), "scores": self.scores(),
            "harder": self.options.harder,
            "legal": [str(a) for a in self.legal_actions()] if player == self.current_player else [],
        }

    def render_text(self) -> str:
        lines = [f"Push — {self.players} players — draw pile {len(self.draw_pile)} — "
                 f"collection {self._direction()} (switch pile {self.switch_pile})"]
        for i in range(MAX_COLUMNS):
            if i < len(self.columns) and self.columns[i] is not None:
                lines.append(f"  column {i + 1}: {' '.join(self.columns[i]) or '(empty)'}")
            elif i < len(self.columns):
                lines.append(f"  column {i + 1}: (taken)")
            else:
                lines.append(f"  column {i + 1}: -")
        if self.pending:
            lines.append(f"  drawn card to place: {self.pending}")
        s = self.scores()
        for p in range(self.players):
            mark = "*" if p == self.current_player else " "
            lines.append(f"{mark} player {p}: bench {' '.join(self.bench[p]) or '-'} | "
                         f"bank {counted(len(self.bank[p]), 'card')} | {s[p]} points")
        if self.is_over:
            lines.append(f"Game over: {winners_text(self.winners(), capital=False)}.")
        else:
            lines.append(f"Player {self.current_player} to act ({self.phase}).")
        return "\n".join(lines)


GAME = Push
