"""Push (Ravensburger): push your luck, drawing cards into three columns.

A player draws cards one at a time into up to three columns; a card may not
join a column holding its number or its colour. Stop in time and the columns
are shared out, the stopper choosing first; push too far and a die roll may
cost bench cards. Banked cards are safe. Rules: ``cardkit rules push``.

What this module chooses where the source is silent (the rules file's
**Decisions**):

- the die has six faces, five colours and a STAR (safe); ``harder=True`` makes
  STAR discard the whole bench;
- player 0 starts; collection starts clockwise (increasing index), and each
  Switch card reverses it; a Switch card is a draw of its own;
- a stop needs at least one card in a column; banking needs a card of that
  colour on the bench;
- columns keep their numbers 1–3 while they are taken; taking is compulsory;
  columns left when play comes back to the stopper (or buster) are discarded;
- when the draw pile runs out mid-push only ``stop`` remains; the game ends
  when the draw pile is empty and the last columns are collected or discarded;
- equal top scores share the win; banked cards count as seen by everyone.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from ..core import Action, Card, Event, Game, IllegalMove
from ..core.action import make_event
from ..core.sentences import winners_text

COLOURS = ("red", "blue", "green", "yellow", "purple")
COLOUR_CODES = {"R": "red", "B": "blue", "G": "green", "Y": "yellow", "P": "purple"}
CODE_OF = {v: k for k, v in COLOUR_CODES.items()}
RANKS = (1, 2, 3, 4, 5, 6)
COPIES = 3
ROLL_CARDS = 18
SWITCH_CARDS = 12
DIE = ("RED", "BLUE", "GREEN", "YELLOW", "PURPLE", "STAR")
MAX_COLUMNS = 3
SYMBOL = {"red": "♥", "blue": "♠", "green": "♣", "yellow": "★", "purple": "♦"}

CARDS: dict[str, Card] = {
    f"{c}{r}": Card(f"{c}{r}", f"{COLOUR_CODES[c]} {r}", COLOUR_CODES[c], r, r)
    for c in COLOUR_CODES for r in RANKS
}
CARDS["ROLL"] = Card("ROLL", "Roll card")
CARDS["SWITCH"] = Card("SWITCH", "Switch card")


@dataclass(frozen=True)
class Options:
    harder: bool = False  # a STAR discards the whole bench instead of nothing


def colour_of(code: str) -> str | None:
    return COLOUR_CODES.get(code[0]) if code not in ("ROLL", "SWITCH") else None


def rank_of(code: str) -> int:
    return int(code[1]) if code not in ("ROLL", "SWITCH") else 0


# Lookup tables and ready-made actions: playouts ask for these hundreds of thousands of times.
_RANK = {code: rank_of(code) for code in CARDS}
_BENCH_KEY = {code: ("RBGYP".index(code[0]), int(code[1])) for code in CARDS
              if code not in ("ROLL", "SWITCH")}
DRAW = Action("draw")
STOP = Action("stop")
PLACE = {n: Action("place", (n,)) for n in range(1, MAX_COLUMNS + 1)}
TAKE = {n: Action("take", (n,)) for n in range(1, MAX_COLUMNS + 1)}
BANK = {c: Action("bank", (c,)) for c in COLOURS}
_ONLY_DRAW = [DRAW]
_DRAW_STOP = [DRAW, STOP]
_ONLY_STOP = [STOP]
_NO_ACTIONS: list[Action] = []
_TWO_PLAYER_DECK = tuple([f"{c}{r}" for c in COLOUR_CODES for r in RANKS for _ in range(COPIES)]
                         + ["ROLL"] * ROLL_CARDS)
_FULL_DECK = _TWO_PLAYER_DECK + ("SWITCH",) * SWITCH_CARDS  # three players or more
# the colour letters on a bench -> draw, then bank each of those colours (COLOURS order)
_TURN_ACTIONS = {frozenset(s): [DRAW] + [BANK[c] for c in COLOURS if CODE_OF[c] in s]
                 for s in ({c for i, c in enumerate("RBGYP") if k >> i & 1} for k in range(32))}
_first = itemgetter(0)
# (players, clockwise) -> for each player, the others from their neighbour on
_OTHERS = {(n, cw): tuple(tuple((p + (1 if cw else -1) * k) % n for k in range(1, n))
                          for p in range(n))
           for n in range(2, 7) for cw in (True, False)}


# ----- compact cards, for the experiment playout (Push._play_experiment) and the strategy ----
# A card as a number: the number cards 0-29 (colour index × 6 + rank − 1, COLOURS order),
# the Roll card 30, the Switch card 31.
_CODES = tuple(f"{c}{r}" for c in "RBGYP" for r in RANKS) + ("ROLL", "SWITCH")
_CARD_INDEX = {code: i for i, code in enumerate(_CODES)}
_ROLL_CARD, _SWITCH_CARD = 30, 31
# What a card keeps out of the column it joins, as bits of card numbers: the number cards of
# its colour or its number; the Roll card, another Roll card. A card fits a column when its
# bit is not in the column's mask.
_BLOCK = tuple(sum(1 << j for j, d in enumerate(_CODES[:30]) if d[0] == c[0] or d[1] == c[1])
               for c in _CODES[:30]) + (1 << _ROLL_CARD,)
_CARD_RANK = tuple(i % 6 + 1 for i in range(30)) + (0, 0)
_FACE_INDEX = {face: i for i, face in enumerate(DIE)}  # 0-4 the colours (COLOURS order), 5 STAR
_TURN, _PUSH, _PLACE, _COLLECT, _OVER = range(5)
_PHASES = ("turn", "push", "place", "collect", "over")


def fits(code: str, column: list[str]) -> bool:
    """Whether a number or Roll card may join a column."""
    if code == "ROLL":
        return "ROLL" not in column
    colour, rank = code[0], code[1]
    for c in column:
        if c != "ROLL" and (c[0] == colour or c[1] == rank):
            return False
    return True


def points(cards) -> int:
    return sum(map(_RANK.__getitem__, cards))


class Push(Game):
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

    def unseen(self, player: int) -> Counter:
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
            s = self.scores()
            best = max(s.values())
            win = [q for q, v in s.items() if v == best]
            ev.append(Event("end", None, {"scores": s, "winners": win},
                            f"The draw pile is empty: the game is over. {winners_text(win)} "
                            f"with {best} points."))
            return
        self.turn_player = q = (self.turn_player + 1) % self.players
        self.turns += 1
        self.phase = "turn"
        ev.append(_event(("turn", q, {}, _turn)))

    # ----- experiments ----------------------------------------------------------------
    def _play_experiment(self, bots, max_actions: int) -> int | None:
        """``cardkit.sim``'s experiment playout (``sim.playout._play_for_rows``): the game the
        simulator's loop plays with these bots, on compact state and without history, events,
        legal lists or Action objects. Plays ``PushSensible`` (any parameters, numbers, with
        ``bank_at`` above 0: else its bank would be illegal) and ``RandomAgent`` seats, by exact
        type; else returns None, having played nothing. Every rule option is played.

        Cards are numbers (``_CODES``), a column its cards, the bits of the cards it blocks
        (``_BLOCK``) and its points; a bench its cards by colour and their points, sorted only
        when they leave it. The public state is set from these at the end (or when
        ``max_actions`` stops it), as ``_apply`` would have left it.

        What this duplicates of the rules: ``_legal`` (a random seat draws among the same
        actions in the same order), ``_apply`` with ``_draw``, ``_bust``, ``_roll_and_lose``,
        ``_take``, ``_finish_collection`` and ``_end_turn``, without their events; of the
        strategy, only reading its figures (the busting cards counted over the pile, the
        bench and column points): its decisions are ``cardkit.agents.push``'s ``bank_choice``,
        ``stops``, ``fewest_busting`` and ``column_worth``, which ``PushSensible.choose``
        calls too. ``tests/games/test_push_experiment.py`` checks the rows and the final state
        against the loop's.
        """
        from ..agents import RandomAgent
        from ..agents.push import PushSensible, bank_choice, column_worth, fewest_busting, stops
        from ..core.rng import below_bits
        from ..sim.playout import _INLINE_RANDBELOW

        players = self.players
        if len(bots) != players:
            return None
        harder = self.options.harder
        seats: list[tuple | None] = []  # a sensible seat's figures; None for a random one
        bits = []  # a random seat's getrandbits
        for b in bots:
            kind = type(b)
            if kind is PushSensible and "choose" not in b.__dict__:
                bank_at, max_bust, max_loss = b.bank_at, b.max_bust, b.max_loss
                if not (isinstance(bank_at, (int, float)) and isinstance(max_bust, (int, float))
                        and isinstance(max_loss, (int, float)) and bank_at > 0):
                    return None
                # the decision of a push while no card can bust
                seats.append((bank_at, max_bust, max_loss, stops(0, 0, 0, harder, max_bust, max_loss)))
                bits.append(None)
            elif kind is RandomAgent and _INLINE_RANDBELOW and b.__dict__.keys() <= {"_rng"}:
                seats.append(None)
                bits.append(b._rng.getrandbits)
            else:
                return None

        index = _CARD_INDEX
        pile = [index[c] for c in self.draw_pile]
        counts = [0] * 32  # the pile's cards by number
        for c in pile:
            counts[c] += 1
        drawable = len(pile) - counts[_SWITCH_CARD]
        cols: list[list[int] | None] = []  # None: taken
        masks: list[int] = []  # what each column blocks
        worth: list[int] = []  # each column's points
        for col in self.columns:
            cards = None if col is None else [index[c] for c in col]
            cols.append(cards)
            m = 0
            for c in cards or ():
                m |= _BLOCK[c]
            masks.append(m)
            worth.append(sum(_CARD_RANK[c] for c in cards or ()))
        bench = []  # per player, the cards of each colour (COLOURS order)
        held = []  # per player, the points of each colour
        for cards in self.bench:
            by, pts = [[], [], [], [], []], [0, 0, 0, 0, 0]
            for code in cards:
                c = index[code]
                by[c // 6].append(c)
                pts[c // 6] += _CARD_RANK[c]
            bench.append(by)
            held.append(pts)
        bench_points = [sum(pts) for pts in held]
        bank = [[index[c] for c in cards] for cards in self.bank]
        discard = [index[c] for c in self.discard]
        pending = None if self.pending is None else index[self.pending]
        phase = _PHASES.index(self.phase)
        tp, turns, clockwise, switches = self.turn_player, self.turns, self.clockwise, self.switch_pile
        collectors, stopper, busted = list(self.collectors), self.stopper, self.busted
        forced, rnd, rolls = self._forced_rolls, self._rng._r.random, 0  # _roll(), inlined
        others = _OTHERS

        played = 0
        while played < max_actions:
            ended = False
            if phase == _PUSH or phase == _TURN:
                p = tp
                seat = seats[p]
                ncol = len(cols)
                if phase == _TURN:
                    if seat is not None:
                        k = bank_choice(held[p], seat[0])
                    else:  # draw, then bank each colour held
                        ks = [k for k, v in enumerate(held[p]) if v]
                        r = below_bits(bits[p], len(ks) + 1)
                        k = ks[r - 1] if r else -1
                    played += 1
                    if k >= 0:  # bank
                        cards = bench[p][k]
                        cards.sort()
                        bank[p] += cards
                        bench[p][k] = []
                        bench_points[p] -= held[p][k]
                        held[p][k] = 0
                        ended = True
                        draw = False
                    else:
                        draw = True
                else:
                    if not pile:  # only stop
                        if not ncol:
                            raise RuntimeError(f"{self.name} seed {self.seed}: no legal action "
                                               "in phase 'push'")
                        if seat is None:
                            below_bits(bits[p], 1)
                        draw = False
                    elif seat is None:
                        draw = below_bits(bits[p], 2 if ncol else 1) == 0
                    elif ncol < MAX_COLUMNS:  # nothing busts (no column: only draw)
                        draw = not ncol or not seat[3]
                    else:
                        busting = masks[0] & masks[1] & masks[2]
                        n = 0
                        while busting:
                            low = busting & -busting
                            n += counts[low.bit_length() - 1]
                            busting ^= low
                        if n:
                            draw = not stops(n, drawable, bench_points[p], harder, seat[1], seat[2])
                        else:
                            draw = not seat[3]
                    played += 1
                    if not draw:  # stop
                        stopper = p
                        busted = False
                        collectors = [p, *others[players, clockwise][p]]
                        phase = _COLLECT
                if draw:
                    card = pile.pop()
                    counts[card] -= 1
                    if card == _SWITCH_CARD:
                        switches += 1
                        clockwise = not clockwise
                        phase = _PUSH
                        ended = not pile and not ncol
                    else:
                        drawable -= 1
                        if ncol < MAX_COLUMNS or not (masks[0] & masks[1] & masks[2]) >> card & 1:
                            pending = card
                            phase = _PLACE
                        else:  # a bust: the roll, then the others collect (three columns lie)
                            discard.append(card)
                            rolls += 1
                            face = _FACE_INDEX[forced.pop(0)] if forced else int(rnd() * 6)
                            bench_points[p] -= _roll_loss(face, bench[p], held[p], discard, harder)
                            stopper = p
                            busted = True
                            collectors = list(others[players, clockwise][p])
                            phase = _COLLECT
            elif phase == _PLACE:
                p, c = tp, pending
                ncol = len(cols)
                seat = seats[p]
                if seat is not None and ncol < MAX_COLUMNS:  # the first column it fits, or a new one
                    i = 0 if not ncol or not masks[0] >> c & 1 else (
                        1 if ncol == 1 or not masks[1] >> c & 1 else 2)
                else:
                    fit = [i for i in range(ncol) if not masks[i] >> c & 1]  # _legal()'s order
                    if ncol < MAX_COLUMNS:
                        fit.append(ncol)
                    if seat is None:
                        i = fit[below_bits(bits[p], len(fit))]
                    else:
                        i = fit[fewest_busting(masks, fit, _BLOCK[c], counts)]
                played += 1
                if i == ncol:
                    cols.append([c])
                    masks.append(_BLOCK[c])
                    worth.append(_CARD_RANK[c])
                else:
                    cols[i].append(c)
                    masks[i] |= _BLOCK[c]
                    worth[i] += _CARD_RANK[c]
                pending = None
                phase = _PUSH
            elif phase == _COLLECT:
                p = collectors[0]
                seat = seats[p]
                if seat is None:
                    left = [j for j, col in enumerate(cols) if col is not None]
                    i = left[below_bits(bits[p], len(left))]
                else:
                    i, value, points_before = 0, None, bench_points[p]
                    for j, col in enumerate(cols):
                        if col is not None:
                            v = column_worth(worth[j], masks[j] >> _ROLL_CARD & 1, points_before,
                                             harder)
                            if value is None or v > value:
                                i, value = j, v
                played += 1
                cards = cols[i]
                cols[i] = None
                by, pts = bench[p], held[p]
                for c in cards:
                    if c != _ROLL_CARD:
                        by[c // 6].append(c)
                        pts[c // 6] += _CARD_RANK[c]
                bench_points[p] += worth[i]
                if masks[i] >> _ROLL_CARD & 1:
                    rolls += 1
                    face = _FACE_INDEX[forced.pop(0)] if forced else int(rnd() * 6)
                    bench_points[p] -= _roll_loss(face, by, pts, discard, harder)
                    discard.append(_ROLL_CARD)
                collectors.pop(0)
                if not collectors or cols.count(None) == len(cols):
                    for col in cols:  # the columns left
                        if col is not None:
                            discard += col
                    cols, masks, worth, collectors = [], [], [], []
                    stopper = None
                    busted = False
                    ended = True
            else:  # over
                break
            if ended:  # _end_turn
                pending = None
                if pile:
                    tp = (tp + 1) % players
                    turns += 1
                    phase = _TURN
                else:
                    phase = _OVER

        codes = _CODES
        self.draw_pile = [codes[c] for c in pile]
        self.columns = [None if col is None else [codes[c] for c in col] for col in cols]
        self.pending = None if pending is None else codes[pending]
        self.switch_pile, self.clockwise = switches, clockwise
        self.bench = [[codes[c] for cards in by for c in sorted(cards)] for by in bench]
        self.bank = [[codes[c] for c in cards] for cards in bank]
        self.discard = [codes[c] for c in discard]
        self.turn_player, self.turns, self.phase = tp, turns, _PHASES[phase]
        self.collectors, self.stopper, self.busted = collectors, stopper, busted
        self._rolls_used += rolls
        return played

    # ----- what players see ---------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
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
            mark = ">" if p == self.current_player else " "
            lines.append(f"{mark} player {p}: bench {' '.join(self.bench[p]) or '-'} | "
                         f"bank {len(self.bank[p])} card(s) | {s[p]} points")
        if self.is_over:
            lines.append("Game over. Winner(s): " + ", ".join(f"player {w}" for w in self.winners()))
        else:
            lines.append(f"Player {self.current_player} to act ({self.phase}).")
        return "\n".join(lines)


def _bench_order(code: str) -> tuple[int, int]:
    return _BENCH_KEY[code]


def _roll_loss(face: int, bench: list[list[int]], held: list[int], discard: list[int],
               harder: bool) -> int:
    """``_roll_and_lose`` on ``_play_experiment``'s compact bench (its cards and points by
    colour): the cards of the face's colour (all of them for a STAR in the harder game) go
    to the discard pile in bench order; the points lost."""
    lost = 0
    for k in (face,) if face < 5 else range(5) if harder else ():
        cards = bench[k]
        if cards:
            cards.sort()
            discard += cards
            bench[k] = []
            lost += held[k]
            held[k] = 0
    return lost


# ----- event sentences, written only when read ---------------------------------------
_event = make_event  # Event.later's (fn, args) sentences, one C call per event
_EMPTY = "The draw pile is empty: the player must stop."
_STOPPED = "Player {} stopped with {} column(s); they choose first, then collection goes {}.".format
_BANKED = "Player {} banked {} {} card(s) ({} points): they are safe now.".format
_SWITCHED = "Player {} drew a Switch card: collection now goes {}.".format
_BUSTED = "{} cannot be placed ({}): player {} pushed too far.".format


# the most frequent sentences are made from the event itself: nothing else to keep
def _drew(e: Event) -> str:
    return f"Player {e.player} drew {e.data['card']}."


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
        return (f"Player {p} rolled STAR (harder game): the whole bench, {lost} card(s) "
                f"worth {worth} points, is discarded.")
    return (f"Player {p} rolled {face}: {lost} {face.lower()} card(s) worth "
            f"{worth} points are discarded from the bench.")


GAME = Push
