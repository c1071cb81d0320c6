"""The simulator's fast paths for UNO Duo: its own random playout and experiment playout
(``cardkit.sim``), on bit masks and card indexes; ``UnoDuo`` inherits them from ``Playouts``."""
from __future__ import annotations

from bisect import insort

from ...core import Action, Event
from .cards import (
    _DECKS,
    _ORDER_OF,
    _PLAIN,
    _PLAYABLE,
    ACTION_SYMBOLS,
    ALL_CODES,
    COLOUR_NAMES,
    DISCARD,
    DRAFT_STEPS,
    DRAW,
    KEEP,
    NUMBERS,
    ORDER,
    PLAYS,
    PLAYS_UNO,
    POINTS,
    POINTS_WILD,
    POINTS_WILD4,
    WILD,
    WILD4,
)
from .sentences import (
    _DRAFT_DISCARD,
    _DRAFT_KEEP,
    _DRAW1_SPEC,
    _EXTRA_SPEC,
    _KEPT,
    _PLAY_INFO,
    _SKIP,
    _TURN_SPEC,
    _VOLLEY,
    _new_tuple,
)

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
    """Per seat what ``_play_experiment`` plays: a sensible bot's (stack_volleys, challenge_at, keep_wilds),
    a random one's ``getrandbits``; None if any bot is of another kind."""
    from ...agents.uno_duo import UnoDuoSensible
    from ...sim.playout import random_seat_bits

    seats: list = []
    for b in bots:
        kind = type(b)
        if kind is UnoDuoSensible and b.__dict__.keys() <= _SENSIBLE_ATTRIBUTES:
            seats.append((bool(b.stack_volleys), b.challenge_at, bool(b.keep_wilds)))
        elif (draw := random_seat_bits(b)) is not None:
            seats.append(draw)
        else:
            return None
    return seats


def _experiment_tables() -> tuple:
    """The sensible strategy's tables by card index (read once from agents.uno_duo)."""
    global _EXPERIMENT_TABLES
    from ...agents.uno_duo import _DRAFT_NEED, play_value
    from ...prob.common import at_least_one

    rank = {c: i for i, c in enumerate(sorted(ALL_CODES))}  # ties go to the larger code
    _EXPERIMENT_TABLES = ([_DRAFT_NEED[c] for c in ALL_CODES], [rank[c] for c in ALL_CODES],
                          play_value, at_least_one)
    return _EXPERIMENT_TABLES


def _rules_class() -> type:
    from .game import UnoDuo

    return UnoDuo


class Playouts:
    """``UnoDuo``'s playouts for the simulator (see ``cardkit.sim.playout``)."""

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
        if seats is None or type(self) is not _rules_class():
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
                    # the cards weighed: the coloured ones (Wilds: bits 52, 53), or all of
                    # them when the bot does not keep its Wilds
                    cm = m & 0xFFFFFFFFFFFFF if seat[2] else m
                    if not cm:  # only Wilds, kept for now: the Wild Draw Four, else the Wild
                        c = 53 if m >> 53 else 52
                    elif cm & (cm - 1):  # _best_play: the highest (value, code)
                        kp = keys[p]
                        opp = sz[1 - p]
                        best = -1
                        while cm:
                            low = cm & -cm
                            cm ^= low
                            b = low.bit_length() - 1
                            if b >= 52:  # a Wild: held, the Wilds in hand
                                cq = cnt[p]
                                v = play_value(codes[b], cq[52] + cq[53],
                                               POINTS_WILD * cq[52] + POINTS_WILD4 * cq[53], opp)
                            else:
                                k = kp[coli[b]]
                                n = k >> 10
                                v = play_value(codes[b], n, (k & 1023) - 10 * n, opp)
                            v = (v << 6) + srank[b]
                            if v > best:
                                best, c = v, b
                    else:
                        c = cm.bit_length() - 1
                    named = best_colour(keys[p]) if c >= 52 else coli[c]
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

