"""The simulator's fast paths for Cover Your Assets: its own random playout and experiment
playout (``cardkit.sim``); ``CoverYourAssets`` inherits them from ``Playouts``."""
from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...core import Action, Event
from .cards import (
    _FULL_DECK,
    _HAND_MOVES,
    _ORDER,
    ASSETS,
    CODES,
    COPIES,
    VALUE,
    WILDS,
    _answers,
    _canonical_pair,
    _hand_moves,
    _steals,
    _takes,
    set_value,
)
from .sentences import (
    _EMPTY,
    _TURN_EVENT,
    _event,
    _t_counter,
    _t_defend,
    _t_discard,
    _t_draw,
    _t_kept,
    _t_pair,
    _t_steal,
    _t_take,
    _t_won,
    _t_yield,
)

if TYPE_CHECKING:
    from .game import CoverYourAssets

# ----- the random playout's moves -------------------------------------------------------------
# _play_random lists legal moves as entries made from the actions _turn_moves and _answers
# list, in their order: (text, kind, x, y, value, events by player, key change, z) — pair:
# x, y its cards; take: x the card, y and z the set's cards; discard: x the card; steal: x
# the player, y the card; defend: x the card; yield. Pair, take and discard events are
# ready-made in the entry (one per player); draw, defend and yield events are kept below.
# A hand is known by its key (_hand_key: 4 bits of count per code). Its pairs and discards
# are kept by its key (and its takes of a wild on the discard pile); the steals on a set, the
# answers in a fight over it and the takes of an asset on the discard pile depend only on
# whether it holds GOLD, SILVER and that asset: rows by those bits of the key (_rows), made
# from the same functions by _tables on the first random playout.
_E_PAIR, _E_TAKE, _E_DISCARD, _E_STEAL, _E_DEFEND, _E_YIELD = range(6)
_WEIGHT = {c: 1 << (4 * i) for i, c in enumerate(CODES)}  # a hand holds at most 5 cards of a code


def _hand_key(hand) -> int:
    key = 0
    for c in hand:
        key += _WEIGHT[c]
    return key


def _pairs(hand, key: int) -> tuple:
    """The pairs of a hand of key ``key``, kept in ``_PAIRS``."""
    found = _PAIRS[key] = tuple(map(_entry, _moves_of(hand)[1]))
    return found


def _takes_of_wild(top: str):
    """The takes of a wild ``top`` on the discard pile by a hand (any asset held goes with
    it), kept in ``_WILD_TAKES[top]`` by the hand's key."""
    kept = _WILD_TAKES[top] = {}

    def takes(hand, key: int) -> tuple:
        found = kept.get(key)
        if found is None:
            found = kept[key] = tuple(_entry(a, top) for a in _takes(_moves_of(hand), top))
        return found
    return takes


def _moves_of(hand) -> list:
    sort = tuple(sorted(hand))
    return _HAND_MOVES.get(sort) or _hand_moves(sort)


def _discards(hand) -> tuple:
    """A hand's discards, kept in ``_DISCARDS`` by its key."""
    found = _DISCARDS[_hand_key(hand)] = tuple(map(_entry, _moves_of(hand)[4]))
    return found


def _rows(asset: str, listed) -> tuple[dict[int, tuple], int]:
    """``(row, mask)``: for every hand key ``k``, ``row[k & mask]`` holds the entries
    ``listed(moves)`` gives for the hand's GOLDs, SILVERs and ``asset`` cards (they depend
    only on which of the three it holds)."""
    by_held = []
    for b in range(8):
        hand = tuple(c for c, on in (("GOLD", b & 1), ("SILVER", b & 2), (asset, b & 4)) if on)
        by_held.append(tuple(listed(_HAND_MOVES.get(hand) or _hand_moves(hand))))
    row = {}
    for g in range(COPIES["GOLD"] + 1):
        for s in range(6):
            for a in range(6):
                row[g * _WEIGHT["GOLD"] + s * _WEIGHT["SILVER"] + a * _WEIGHT[asset]] = \
                    by_held[(g > 0) | (s > 0) << 1 | (a > 0) << 2]
    return row, 15 * (_WEIGHT["GOLD"] + _WEIGHT["SILVER"] + _WEIGHT[asset])


def _entry(a: Action, top: str | None = None) -> tuple:
    """The entry of an action (a take's: with the discard top ``top``), made once."""
    key = (a.kind, a.args, top)
    found = _ENTRIES.get(key)
    if found is not None:
        return found
    kind, args, text = a.kind, a.args, str(a)
    if kind == "pair":
        x, y = args
        v = VALUE[x] + VALUE[y]
        found = (text, _E_PAIR, x, y, v, tuple(
            _event(("pair", p, {"cards": [x, y], "value": v}, _t_pair)) for p in range(6)),
            _WEIGHT[x] + _WEIGHT[y], None)
    elif kind == "take":
        c = args[0]
        first, second = _canonical_pair(top, c)
        v = VALUE[c] + VALUE[top]
        found = (text, _E_TAKE, c, first, v, tuple(
            _event(("take", p, {"card": c, "discard": top, "cards": [first, second], "value": v},
                    _t_take)) for p in range(6)), _WEIGHT[c], second)
    elif kind == "discard":
        c = args[0]
        found = (text, _E_DISCARD, c, None, 0, tuple(
            _event(("discard", p, {"card": c}, _t_discard)) for p in range(6)), _WEIGHT[c], None)
    elif kind == "steal":
        found = (text, _E_STEAL, args[0], args[1], 0, None, _WEIGHT[args[1]], None)
    elif kind == "defend":
        found = (text, _E_DEFEND, args[0], None, 0, None, _WEIGHT[args[0]], None)
    else:
        found = (text, _E_YIELD, None, None, 0, None, 0, None)
    _ENTRIES[key] = found
    return found


def _defend_event(p: int, c: str, shown: int, defending: bool) -> Event:
    key = (p, c, shown, defending)
    found = _DEFEND_EVENTS.get(key)
    if found is None:
        found = _DEFEND_EVENTS[key] = _event(("defend", p, {"card": c, "shown": shown},
                                              _t_defend if defending else _t_counter))
    return found


def _draw_event(p: int, k: int, left: int) -> Event:
    found = _DRAW_EVENTS[p][k][left] = _event(("draw", p, {"count": k, "draw_pile": left}, _t_draw))
    return found


_PAIRS: dict[int, tuple] = {}  # at most C(17, 5) = 6,188 hands (0-5 cards)
_WILD_TAKES: dict[str, dict[int, tuple]] = {}  # by wild and hand: at most 2 x 6,188
_DISCARDS: dict[int, tuple] = {}  # at most C(17, 5) = 6,188 hands (0-5 cards)
_ENTRIES: dict[tuple, tuple] = {}  # at most ~400: one per action (a take's per discard top)
_DEFEND_EVENTS: dict[tuple, Event] = {}  # by player, card, cards shown (at most 110), side
_DRAW_EVENTS = [[[None] * 111 for _ in range(6)] for _ in range(6)]  # [player][count][left]
_YIELD_EVENT = tuple(_event(("yield", q, {}, _t_yield)) for q in range(6))
_BITS = tuple(k.bit_length() for k in range(128))  # more than any legal list's length
_EMPTY_EVENT = Event("empty", None, {}, _EMPTY)


@cache
def _tables() -> tuple[tuple, dict, dict]:
    """``(steal_rows, answer_rows, takes_by_top)``, made on the first random playout (not at
    import: a process that never plays one does not pay for them). By the set's asset: player
    q's steals on it (``steal_rows[q]``), the answers in a fight over it; (row, mask) each, as
    ``_rows`` makes them. The takes of a discard top: (row, mask) of ``_rows`` for an asset,
    (function, 0) for a wild."""
    steal_rows = tuple({a: _rows(a, lambda m, a=a, q=q: map(_entry, _steals(m, (q, a))))
                        for a in ASSETS} for q in range(6))
    answer_rows = {a: _rows(a, lambda m, a=a: map(_entry, _answers(m[0], a))) for a in ASSETS}
    takes_by_top = {**{a: _rows(a, lambda m, a=a: (_entry(t, a) for t in _takes(m, a)))
                       for a in ASSETS},
                    **{w: (_takes_of_wild(w), 0) for w in WILDS}}
    return steal_rows, answer_rows, takes_by_top


# ----- an experiment's playout on counts ------------------------------------------------------
# _play_counts plays what _legal, _apply, _end_turn, _next_turn, _end_round and _deal do, on
# compact state: a hand is 12 counts (indexes of CODES; order within a hand changes no rule
# nor decision), a set is [value, asset, card, ...] of indexes. The sensible strategy decides
# with the plain functions of cardkit.agents.cover_your_assets that CoverSensible.choose calls
# (pick_steal, answer_goes_on, score tables of set_score and keep_score). It duplicates the
# rules above (legal order included, for random seats) and CoverSensible's choice between a
# steal, a set and a discard; tests/games/test_cover_your_assets_experiment.py checks its
# games against the loop's.
_IDX = _ORDER  # a code's index in CODES
_V = tuple(VALUE[c] for c in CODES)
_G, _S = _IDX["GOLD"], _IDX["SILVER"]  # 0 and 1: the wilds come first in CODES
_DECK_IDX = tuple(_IDX[c] for c in _FULL_DECK)  # full_deck's order


def _turn_options(h: list[int], top: int, stacks: list, p: int, free: bool) -> list[tuple]:
    """Player p's turn actions (``_turn_moves``, in its order) as ``(kind, x, y)`` tuples: pairs
    (a, b), takes (card, -), steals (player, card), discards (card, -); ``top``: the discard
    top's index, or -1."""
    acts = []
    s, g = h[_S], h[_G]
    for a in range(2, 12):
        k = h[a]
        if k:
            if k >= 2:
                acts.append(("pair", a, a))
            if s:
                acts.append(("pair", a, _S))
            if g:
                acts.append(("pair", a, _G))
    if top >= 2:
        for c in (_G, _S, top):
            if h[c]:
                acts.append(("take", c, top))
    elif top >= 0:
        for c in range(2, 12):
            if h[c]:
                acts.append(("take", c, top))
    for q in range(len(stacks)):
        st = stacks[q]
        if st and q != p:
            asset = st[-1][1]
            for c in (_G, _S, asset):
                if h[c]:
                    acts.append(("steal", q, c))
    if free or not acts:
        for c in range(12):
            if h[c]:
                acts.append(("discard", c, 0))
    return acts


def _play_counts(g: CoverYourAssets, seats: list, max_actions: int) -> int:
    """Play ``g`` from a turn to its end (or ``max_actions`` actions) on counts, each seat a
    ``CoverSensible`` or a RandomAgent's ``_randbelow``; then set the game's state as the loop
    leaves it (but for the history, the order of cards within a hand, and a fight stopped by
    ``max_actions``, which is left out: the simulator raises then); return the number of
    actions played."""
    from ...agents.cover_your_assets import answer_goes_on, pick_steal, score_tables
    n, size, V = g.players, g.hand_size, _V
    free, target = g.options.free_discard, g.options.target
    sensible = [None] * n  # per seat: (steal_at, min_steal_value, pair, take and keep scores)
    for p, b in enumerate(seats):
        if not callable(b):
            sensible[p] = (b.steal_at, b.min_steal_value, *score_tables(b.wild_cost))
    hands = [[0] * 12 for _ in range(n)]
    for p in range(n):
        for c in g.hands[p]:
            hands[p][_IDX[c]] += 1
    sizes = [len(h) for h in g.hands]
    pile = [_IDX[c] for c in g.draw_pile]
    hidden = [0] * 12  # cards nobody has seen: the draw pile and the hands
    for c in pile:
        hidden[c] += 1
    for h in hands:
        for c in range(12):
            hidden[c] += h[c]
    hidden_n = len(pile) + sum(sizes)
    discard = [_IDX[c] for c in g.discard]
    stacks = [[[set_value(st), *(_IDX[c] for c in st)] for st in sts] for sts in g.stacks]
    values = list(g.stack_value)
    value_log = g.value_log
    totals = list(g.totals)
    round_totals = g.round_totals
    turns, rnd, dealer, tp = g.turns, g.round, g.dealer, g.turn_player
    over = False
    played = 0
    while played < max_actions:
        p = tp
        h = hands[p]
        top = discard[-1] if discard else -1
        me = sensible[p]
        if me is None:  # a random seat
            acts = _turn_options(h, top, stacks, p, free)
            kind, x, y = acts[seats[p](len(acts))]
        else:
            # CoverSensible._turn: the sets (pairs, then takes) with their best, the steal
            # targets, the number of legal actions
            steal_at, min_steal, pairs, takes, keeps = me
            s, gm = h[_S], h[_G]
            kind, best = None, 0  # (best is read only once kind is set)
            legal = 0
            for a in range(2, 12):
                k = h[a]
                if k:
                    row = pairs[a]
                    if k >= 2:
                        legal += 1
                        sc = row[a]
                        if kind is None or sc > best:
                            kind, x, y, best = "pair", a, a, sc
                    if s:
                        legal += 1
                        sc = row[_S]
                        if kind is None or sc > best:
                            kind, x, y, best = "pair", a, _S, sc
                    if gm:
                        legal += 1
                        sc = row[_G]
                        if kind is None or sc > best:
                            kind, x, y, best = "pair", a, _G, sc
            if top >= 0:
                for c in ((_G, _S, top) if top >= 2 else range(2, 12)):  # makes_set(c, top)
                    if h[c]:
                        legal += 1
                        sc = takes[c][top]
                        if kind is None or sc > best:
                            kind, x, y, best = "take", c, top, sc
            targets = None
            for q in range(n):
                st = stacks[q]
                if st and q != p:
                    ts = st[-1]
                    asset = ts[1]
                    am = h[asset]
                    k = (am > 0) + (s > 0) + (gm > 0)
                    if k:
                        legal += k
                        t = (q, CODES[asset], am, (hidden[asset] - am, hidden[_S] - s,
                                                   hidden[_G] - gm, hidden_n - sizes[p]),
                             sizes[q], ts[0])
                        if targets is None:
                            targets = [t]
                        else:
                            targets.append(t)
            if targets is not None:
                if legal == 1:
                    pick = 0
                else:
                    i, value, any_ = pick_steal(steal_at, min_steal, s, gm, targets)
                    if i >= 0 and value >= min_steal:
                        pick = i
                    elif kind is not None:
                        pick = -1
                    else:
                        pick = any_
                if pick >= 0:
                    q, _, am = targets[pick][:3]
                    kind, x = "steal", q
                    y = _IDX[targets[pick][1]] if am else _S if s else _G
            if kind is None:
                if legal == 0 or free:
                    own = stacks[p][-1][1] if stacks[p] else 12
                    for c in range(12):
                        if h[c]:
                            sc = keeps[c][own]
                            if kind is None or sc < best:
                                kind, x, best = "discard", c, sc
                if kind is None:  # nothing chosen: CoverSensible picks among the legal actions
                    acts = _turn_options(h, top, stacks, p, free)
                    kind, x, y = seats[p]._rng.choice(acts)
        played += 1
        # ----- _apply
        if kind == "pair":
            h[x] -= 1
            h[y] -= 1
            sizes[p] -= 2
            hidden[x] -= 1
            hidden[y] -= 1
            hidden_n -= 2
            v = V[x] + V[y]
            stacks[p].append([v, x, y])
            values[p] += v
            fought = -1
        elif kind == "take":
            t = discard.pop()
            h[x] -= 1
            sizes[p] -= 1
            hidden[x] -= 1
            hidden_n -= 1
            v = V[x] + V[t]
            stacks[p].append([v, x, t] if t < 2 else [v, t, x])  # _canonical_pair: asset first
            values[p] += v
            fought = -1
        elif kind == "discard":
            h[x] -= 1
            sizes[p] -= 1
            hidden[x] -= 1
            hidden_n -= 1
            discard.append(x)
            fought = -1
        else:  # steal: the fight, answer by answer, until one side yields
            de = fought = x
            h[y] -= 1
            sizes[p] -= 1
            hidden[y] -= 1
            hidden_n -= 1
            shown = [y]
            ts = stacks[de][-1]
            sv, asset = ts[0], ts[1]
            prior = V[y]
            last = p
            w = de  # the side to answer
            c = 0
            while True:
                if played >= max_actions:
                    break
                hw = hands[w]
                am, s, gm = hw[asset], hw[_S], hw[_G]
                other = p if w == de else de
                if sensible[w] is None:  # a random seat draws even when yield is all it has
                    acts = [c for c in (_G, _S, asset) if hw[c]]
                    r = seats[w](len(acts) + 1)
                    c = acts[r] if r < len(acts) else -1
                elif not (am or s or gm):
                    c = -1  # yield, the only answer
                elif answer_goes_on(am, s, gm, CODES[asset],
                                    (hidden[asset] - am, hidden[_S] - s, hidden[_G] - gm,
                                     hidden_n - sizes[w]),
                                    sizes[other], sv, prior, w == p):
                    c = asset if am else _S if s else _G
                else:
                    c = -1
                played += 1
                if c < 0:
                    break
                hw[c] -= 1
                sizes[w] -= 1
                hidden[c] -= 1
                hidden_n -= 1
                shown.append(c)
                prior += V[c]
                last = w
                w = other
            if c >= 0:  # stopped by max_actions inside the fight
                break
            # _settle: the last to show a card wins the set and every shown card
            if last == de:
                ts.extend(shown)
                ts[0] += prior
                values[de] += prior
            else:
                stacks[de].pop()
                values[de] -= sv
                ts.extend(shown)
                ts[0] += prior
                stacks[p].append(ts)
                values[p] += ts[0]
        # ----- _end_turn: draw back up (the challenger, then the defender), the next turn
        if pile:
            for d in ((p,) if fought < 0 else (p, fought)):
                k = size - sizes[d]
                if k <= 0 or not pile:
                    continue
                if k > len(pile):
                    k = len(pile)
                hd = hands[d]
                for _ in range(k):
                    hd[pile.pop()] += 1
                sizes[d] += k
        value_log.append(values[:])
        for k in range(1, n + 1):  # _next_turn: players without cards are passed over
            q = (p + k) % n
            if sizes[q]:
                tp = q
                turns += 1
                break
        else:  # _end_round
            for d in range(n):
                totals[d] += values[d]
            round_totals.append(list(totals))
            if max(totals) >= target:
                over = True
                break
            rnd += 1
            dealer = (dealer + 1) % n
            cards = list(_DECK_IDX)
            g._rng.shuffle(cards)
            # _deal
            first = (dealer + 1) % n
            hands = [[0] * 12 for _ in range(n)]
            for i in range(n * size):
                hands[(first + i) % n][cards[i]] += 1
            sizes = [size] * n
            discard = [cards[n * size]]
            pile = cards[:n * size:-1]
            hidden = [COPIES[c] for c in CODES]
            hidden[discard[0]] -= 1
            hidden_n = len(_DECK_IDX) - 1
            stacks = [[] for _ in range(n)]
            values = [0] * n
            value_log = g.value_log = [[0] * n]
            tp = first
            turns += 1
    # the state the loop leaves
    g.hands = [[CODES[c] for c in range(12) for _ in range(h[c])] for h in hands]
    g.draw_pile = [CODES[c] for c in pile]
    g.discard = [CODES[c] for c in discard]
    g.stacks = [[[CODES[c] for c in st[1:]] for st in sts] for sts in stacks]
    g.stack_value = values
    g.totals = totals
    g.turns, g.round, g.dealer, g.turn_player = turns, rnd, dealer, tp
    g.challenger = g.defender = None
    g.shown = []
    if over:
        g.phase = "over"
    return played


class Playouts:
    """``CoverYourAssets``'s playouts for the simulator (see ``cardkit.sim.playout``)."""

    def _play_random(self, bits, max_actions: int) -> None:
        """Random playout (``cardkit.sim``): the generic loop's draws (``bits[p]`` is player
        p's ``getrandbits``) on ``_legal``'s actions, leaving the state and history entries
        of ``_apply`` — in one loop over the game's own lists, with each hand's legal moves
        kept by a key of its counts (entries made from the actions of ``_turn_moves``'s and
        ``_answers``' functions, with ready-made events: see below). It duplicates ``_apply``,
        ``_settle`` and ``_end_turn``; ``_next_turn`` and ``_end_round`` (rare) are called;
        tests/sim/test_fast_paths.py and tests/games/test_cover_your_assets_random.py check it
        against the loop of ``_legal`` and ``_apply``."""
        record = self.history.append
        n, size, free = self.players, self.hand_size, self.options.free_discard
        others = [tuple(q for q in range(n) if q != p) for p in range(n)]
        after = [(p + 1) % n for p in range(n)]
        pairs_of, discards_of = _PAIRS.get, _DISCARDS.get
        steal_rows, answer_rows, takes_of = _tables()
        draw_events, weight, turn_events, bit_length = _DRAW_EVENTS, _WEIGHT, _TURN_EVENT, _BITS
        vlog = None  # (re)loaded below, with the rest of the state
        for _ in range(max_actions):
            if vlog is None:  # the game's lists, loaded again after a new deal
                hands, stacks, discard, pile = self.hands, self.stacks, self.discard, self.draw_pile
                sv, vlog = self.stack_value, self.value_log
                keys = [_hand_key(h) for h in hands]
                targets = [steal_rows[q][st[-1][0]] if st else None for q, st in enumerate(stacks)]
                ph, tp, turns = self.phase, self.turn_player, self.turns
                ch, de, shown = self.challenger, self.defender, self.shown
                if de is not None:
                    fought = stacks[de][-1]
                    asset, value = fought[0], set_value(fought)
                    answers, held = answer_rows[asset]
                    cards = [c for _, c in shown]
                    won = set_value(cards)
            if ph == "turn":
                p = tp
                hand = hands[p]
                key = keys[p]
                acts = pairs_of(key)
                if acts is None:
                    acts = _pairs(hand, key)
                if discard:
                    t = takes_of[discard[-1]]
                    found = t[0][key & t[1]] if t[1] else t[0](hand, key)
                    if found:
                        acts = acts + found
                for q in others[p]:
                    t = targets[q]
                    if t is not None:
                        found = t[0][key & t[1]]
                        if found:
                            acts = acts + found
                if free or not acts:
                    acts = acts + (discards_of(key) or _discards(hand))
                getrandbits = bits[p]
            elif ph == "over":
                break
            else:
                p = de if ph == "defend" else ch
                hand = hands[p]
                acts = answers[keys[p] & held]
                getrandbits = bits[p]
            k = len(acts)  # below_bits(bits[p], len(acts)), inlined
            r = bit_length[k]
            i = getrandbits(r)
            while i >= k:
                i = getrandbits(r)
            e = acts[i]
            kind = e[1]
            if kind == _E_PAIR:
                a, b = e[2], e[3]
                hand.remove(a)
                hand.remove(b)
                keys[p] -= e[6]
                stacks[p].append([a, b])
                sv[p] += e[4]
                targets[p] = steal_rows[p][a]
                ev = [e[5][p]]
                drawer, fight = p, None
            elif kind == _E_TAKE:
                c = e[2]
                discard.pop()
                hand.remove(c)
                keys[p] -= e[6]
                stacks[p].append([e[3], e[7]])  # _canonical_pair: the asset first
                sv[p] += e[4]
                targets[p] = steal_rows[p][e[3]]
                ev = [e[5][p]]
                drawer, fight = p, None
            elif kind == _E_DISCARD:
                c = e[2]
                hand.remove(c)
                keys[p] -= e[6]
                discard.append(c)
                ev = [e[5][p]]
                drawer, fight = p, None
            elif kind == _E_STEAL:
                q, c = e[2], e[3]
                hand.remove(c)
                keys[p] -= e[6]
                ch, de = p, q
                shown = [[p, c]]
                cards = [c]
                won = VALUE[c]
                fought = stacks[q][-1]
                asset, value = fought[0], set_value(fought)
                answers, held = answer_rows[asset]
                ph = "defend"
                record((p, e[0], [_event(("steal", p, {"defender": q, "card": c, "set": list(fought),
                                                       "asset": asset, "value": value}, _t_steal))]))
                continue
            elif kind == _E_DEFEND:
                c = e[2]
                hand.remove(c)
                keys[p] -= e[6]
                shown.append([p, c])
                cards.append(c)
                won += VALUE[c]
                ev = [_defend_event(p, c, len(shown), ph == "defend")]
                ph = "counter" if ph == "defend" else "defend"
                record((p, e[0], ev))
                continue
            else:  # yield: the fight is settled as _settle settles it
                ev = [_YIELD_EVENT[p]]
                fought.extend(cards)
                if shown[-1][0] == de:
                    sv[de] += won
                    ev.append(_event(("fight", de, {"winner": de, "loser": ch, "cards": list(fought),
                                                    "value": value + won, "gained": cards}, _t_kept)))
                else:
                    stacks[de].pop()
                    sv[de] -= value
                    stacks[ch].append(fought)
                    sv[ch] += value + won
                    ev.append(_event(("fight", ch, {"winner": ch, "loser": de, "cards": list(fought),
                                                    "value": value + won, "gained": cards}, _t_won)))
                    targets[ch] = steal_rows[ch][asset]
                    st = stacks[de]
                    targets[de] = steal_rows[de][st[-1][0]] if st else None
                drawer, fight = ch, de
                ch = de = None
                shown = []
                ph = "turn"
            # _end_turn: draw back up (the challenger, then the defender), then the next turn
            if pile:
                for d in ((drawer,) if fight is None else (drawer, fight)):
                    dh = hands[d]
                    k = size - len(dh)
                    if k <= 0 or not pile:
                        continue
                    if k > len(pile):
                        k = len(pile)
                    key = keys[d]
                    for _ in range(k):
                        c = pile.pop()
                        dh.append(c)
                        key += weight[c]
                    keys[d] = key
                    left = len(pile)
                    ev.append(draw_events[d][k][left] or _draw_event(d, k, left))
                    if not left:
                        ev.append(_EMPTY_EVENT)
            vlog.append(sv[:])
            q = after[tp]
            if hands[q]:
                tp = q
                turns += 1
                ev.append(turn_events[q])
            else:  # rare: players passed over, or the round's end
                self.turn_player, self.turns, self.phase = tp, turns, ph
                self.challenger = self.defender = None
                self.shown = shown
                self._next_turn(ev)
                vlog = None
            record((p, e[0], ev))
        if vlog is not None:
            self.phase, self.turn_player, self.turns = ph, tp, turns
            self.challenger, self.defender, self.shown = ch, de, shown

    def _play_experiment(self, bots, max_actions: int) -> int | None:
        """An experiment's playout (``cardkit.sim``): the game the simulator's loop plays with
        these bots, on counts (``_play_counts``) instead of card lists and without history,
        events or sentences. Plays only ``CoverSensible`` and ``RandomAgent`` seats (by exact
        type) from a turn with no fight going on; else returns None, having played nothing."""
        from ...agents import RandomAgent
        from ...agents.cover_your_assets import CoverSensible
        if len(bots) != self.players or self.phase != "turn" or self.defender is not None:
            return None
        seats = []
        for b in bots:
            if type(b) is CoverSensible:
                seats.append(b)
            elif type(b) is RandomAgent:
                seats.append(b._rng._randbelow)  # RandomAgent.choose: rng.choice(legal)
            else:
                return None
        return _play_counts(self, seats, max_actions)
