"""The simulator's fast path for Push: its own experiment playout (``cardkit.sim``), on
compact cards; ``Push`` inherits it from ``Playouts``."""
from __future__ import annotations

from .cards import (
    _BLOCK,
    _CARD_INDEX,
    _CARD_RANK,
    _CODES,
    _COLLECT,
    _FACE_INDEX,
    _OTHERS,
    _OVER,
    _PHASES,
    _PLACE,
    _PUSH,
    _ROLL_CARD,
    _SWITCH_CARD,
    _TURN,
    MAX_COLUMNS,
)


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


class Playouts:
    """``Push``'s playouts for the simulator (see ``cardkit.sim.playout``)."""

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
        from ...agents.push import PushSensible, bank_choice, column_worth, fewest_busting, stops
        from ...core.rng import below_bits
        from ...sim.playout import random_seat_bits

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
            elif (draw := random_seat_bits(b)) is not None:
                seats.append(None)
                bits.append(draw)
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
