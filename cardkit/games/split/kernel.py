"""Split's random playout on compact state: ``play_compact``, the kernel ``Playouts._play_random``
runs under ``upgrade_others`` (the rule's default). (A picked card's use by a trade,
``uses.traded_use``, exists only under ``upgrade_others=False``: with it on, a card that
makes another player's match stronger may upgrade it at once, so the kernel's picks and
plays need no trade search.)

Cards are their places in ``CODES`` (so a sort of them is ``ORDER``'s), looked up in lists
made here at import instead of the dicts keyed by code the engine reads; hands, the discard
row, the draw pile, the matches and the index of open matches (``_open``) are lists of
those integers, ``_improves`` a list by card. The kernel reads the engine's state at the
start of each deal and writes it back (the engine's own lists, filled again in place) when
the round ends, when it stops at ``max_actions`` and when it leaves a phase it does not
play (the laying after a first-turn go-out): the round's end itself is the engine's
``_end_round``. Each action draws as ``RandomAgent.choose`` draws over ``_legal()`` and
writes the very history entry ``_apply`` and the simulator's loop write (text and events,
the events' sentences worded from their own data when read).
"""
from __future__ import annotations

from operator import itemgetter

from ...core.action import make_event
from .cards import (
    BONUS_PHASE,
    CODES,
    DISCARD,
    IMPROVERS,
    IS_LEFT,
    LEFT_SLOTS,
    MATCH,
    ORDER,
    PAIR_STRENGTH,
    PARTNER_SLOT,
    PENALISE,
    PICK,
    RANK_INDEX,
    SLOT,
    SLOT_CODES,
    STRENGTH_NAMES,
)
from .sentences import (
    _TURN_SPEC,
    _bonus_drew,
    _discarded,
    _drew,
    _let_go,
    _matched,
    _penalised,
    _picked,
    _traded,
    _upgraded,
)

N_CARDS = len(CODES)
# a card's place in CODES (its ORDER) and what the kernel reads of it, by that place
SLOT_OF = tuple(SLOT[c] for c in CODES)
PARTNER_SLOT_OF = tuple(PARTNER_SLOT[c] for c in CODES)
BIT_OF = tuple(1 << SLOT[c] for c in CODES)
PARTNER_BIT_OF = tuple(1 << PARTNER_SLOT[c] for c in CODES)
RANK_OF = tuple(RANK_INDEX[c] for c in CODES)
LEFT_OF = tuple(IS_LEFT[c] for c in CODES)
# STRENGTH_OF[a][b]: the strength of a match of a and b, 0 when they make none
STRENGTH_OF = tuple(tuple(PAIR_STRENGTH[a].get(b, 0) for b in CODES) for a in CODES)
# by a * N_CARDS + b for a match (left a, right b): the cards that improve it, its text
IMPROVERS_OF: list = [()] * (N_CARDS * N_CARDS)
MATCH_TEXT: list = [None] * (N_CARDS * N_CARDS)
for (_a, _b), _cards in IMPROVERS.items():
    IMPROVERS_OF[ORDER[_a] * N_CARDS + ORDER[_b]] = tuple(ORDER[c] for c in _cards)
    MATCH_TEXT[ORDER[_a] * N_CARDS + ORDER[_b]] = MATCH[_a, _b]._text
IMPROVERS_OF = tuple(IMPROVERS_OF)
MATCH_TEXT = tuple(MATCH_TEXT)
del _a, _b, _cards
DISCARD_TEXT = tuple(DISCARD[c]._text for c in CODES)
PICK_TEXT = tuple(PICK[c]._text for c in CODES)
PENALISE_TEXT = tuple(PENALISE[q]._text for q in range(6))
SLOT_CARDS = tuple(tuple(ORDER[c] for c in SLOT_CODES[s]) for s in range(len(SLOT_CODES)))
NAME = (None, STRENGTH_NAMES[1], STRENGTH_NAMES[2], STRENGTH_NAMES[3])
# the phases the kernel plays, as small numbers, and their names in the engine
DRAW, PLAY, PENALISE_PHASE, BONUS_DRAW, TRADE = range(5)
PHASES = ("draw", "play", "penalise", "bonus-draw", "trade")
PHASE_OF = {name: k for k, name in enumerate(PHASES)}
BONUS_OF = (None, TRADE, BONUS_DRAW, PENALISE_PHASE)  # by the strength of the match laid
assert all(PHASES[BONUS_OF[s]] == BONUS_PHASE[s] for s in (1, 2, 3))
PERFECT = 3
# the next turn's event depends only on its player: made once (an event is immutable)
TURN_EVENTS = tuple(make_event(("turn", q, {}, _TURN_SPEC[q])) for q in range(6))


def _picked_plays(pk, hand, cp, have, opened, matches, improves):
    """``Split._picked_plays`` on compact state: ``_legal()`` in the play phase with the
    picked card ``pk`` (the player's hand ``hand``, its cards by slot ``cp`` and mask
    ``have``), as ``(left, right)`` for a match and ``(owner, index, card)`` for an upgrade."""
    nh = len(hand)
    ps, rank = PARTNER_SLOT_OF[pk], RANK_OF[pk]
    partners = cp[ps]
    with_pk, pk_left = STRENGTH_OF[pk], LEFT_OF[pk]
    targets = []  # the open matches pk improves
    for _, m in opened[rank]:
        left, right = m
        if (with_pk[right] if pk_left else with_pk[left]) > STRENGTH_OF[left][right]:
            targets.append(m)
    acts = []
    pairs = have & (have >> 1) & LEFT_SLOTS if nh >= 3 else 0
    if pairs:  # _hand_matches' order: left halves, then their partners, in hand order
        for left in hand:
            if pairs >> SLOT_OF[left] & 1:
                slot = PARTNER_SLOT_OF[left]
                for right in hand:
                    if SLOT_OF[right] != slot:
                        continue
                    if pk == left or pk == right:
                        acts.append((left, right))
                        continue
                    same = RANK_OF[left] == rank  # then one of the two is a partner of pk
                    if nh >= 5 and partners - same > 0 or nh >= 4 and (targets or same and (
                            with_pk[right] if pk_left else with_pk[left])
                            > STRENGTH_OF[left][right]):
                        acts.append((left, right))
    if nh < 2:
        return acts
    for card in hand:  # _upgrades' order, each upgrade checked as _upgrade_ok checks it
        if not improves[card]:
            continue
        keys = _upgrade_keys(card, opened[RANK_OF[card]], matches)
        mine = card == pk
        kept = mine or nh >= 4 and partners - (SLOT_OF[card] == ps) > 0
        for q, i, m in keys:
            if not kept:
                if nh < 3:
                    continue
                for x in targets:
                    if x is not m:
                        break
                else:
                    if RANK_OF[card] != rank:
                        continue
                    left, right = (card, m[1]) if LEFT_OF[card] else (m[0], card)  # now p's
                    if (with_pk[right] if pk_left else with_pk[left]) <= STRENGTH_OF[left][right]:
                        continue
            acts.append((q, i, card))
    return acts


def _improved(card, recs):
    """``Split._improved`` under ``upgrade_others``: ``(owner, match, strength after)`` of each
    open match among ``recs`` (one rank's) that ``card`` makes stronger, in their order."""
    with_card, left_side = STRENGTH_OF[card], LEFT_OF[card]
    out = []
    for q, m in recs:
        left, right = m
        new = with_card[right] if left_side else with_card[left]
        if new > STRENGTH_OF[left][right]:
            out.append((q, m, new))
    return out


def _picked_skips(pk, hand, cp, nm, opened, matches, improves):
    """``Split._picked_skips`` on compact state (a picked card ``pk``, five cards or more in
    ``hand``, its cards by slot ``cp``, ``nm`` matches in it): the places of the plays
    ``_legal()`` leaves out of the list of every match in hand and every upgrade, in
    increasing order; None when not worked out so (then ``_picked_plays`` lists them).
    Its first answer (none left out: two partners of ``pk`` in hand, or two open matches it
    improves) ``play_compact`` gives itself, without the call."""
    ps = PARTNER_SLOT_OF[pk]
    partners = cp[ps]
    ups = improves[pk]  # the open matches pk improves
    if not partners and not ups:
        return None
    own = SLOT_OF[pk]
    with_pk = STRENGTH_OF[pk]
    skips = []
    if partners:
        for c in SLOT_CARDS[ps]:  # the partner makes an upgrade only if one of these does
            if improves[c]:
                break
        else:
            if ups or cp[own] < 2:
                return skips
        for mate in hand:
            if SLOT_OF[mate] == ps:
                break
        best = with_pk[mate]  # pk's match with its partner
        if not ups and cp[own] >= 2:
            for c in hand:
                if SLOT_OF[c] == own and c != pk and STRENGTH_OF[c][mate] >= best:
                    left, right = (c, mate) if LEFT_OF[c] else (mate, c)
                    skips.append(_match_place(hand, left, right, cp))
        if improves[mate]:
            target = _improved(pk, opened[RANK_OF[pk]])[0][1] if ups else None
            for q, m, new in _improved(mate, opened[RANK_OF[mate]]):
                if (ups and m is not target) or best > new:
                    continue
                skips.append(_upgrade_place(hand, mate, q, m, nm, opened, matches, improves))
    elif cp[own] >= 2:
        # no partner: pk's one use is its upgrade of the match it improves, which another
        # card of pk's slot may upgrade first; pk must then make it stronger still
        target = _improved(pk, opened[RANK_OF[pk]])[0][1]
        kept = target[1] if LEFT_OF[pk] else target[0]  # the half an upgrade by pk keeps
        for c in hand:
            if SLOT_OF[c] == own and c != pk and improves[c]:
                for q, m, new in _improved(c, opened[RANK_OF[c]]):
                    if m is target and with_pk[kept] <= new:
                        skips.append(_upgrade_place(hand, c, q, m, nm, opened, matches,
                                                    improves))
    if len(skips) > 1:
        skips.sort()
    return skips


def _match_place(hand, left, right, cp):
    """``Split._match_place``: the place of the match of ``left`` and ``right`` in
    ``_hand_matches(hand)``."""
    k = 0
    for c in hand:
        if c == left:
            break
        if LEFT_OF[c]:
            k += cp[PARTNER_SLOT_OF[c]]
    slot = SLOT_OF[right]
    for c in hand:
        if c == right:
            return k
        if SLOT_OF[c] == slot:
            k += 1
    raise AssertionError(f"{right} is not in {hand}")


def _upgrade_place(hand, card, q, m, nm, opened, matches, improves):
    """``Split._upgrade_place``: the place of the upgrade of player ``q``'s match ``m`` with
    ``card`` in the list of every match in hand (``nm``) and then every upgrade."""
    have = nm
    for c in hand:
        if c == card:
            break
        have += improves[c]
    i = matches[q].index(m)
    for owner, x, _ in _improved(card, opened[RANK_OF[card]]):
        if x is not m and (owner, matches[owner].index(x)) < (q, i):
            have += 1
    return have


def _upgrade_keys(card, recs, matches):
    """``(owner, index, match)`` of each open match among ``recs`` (one rank's) that ``card``
    makes stronger, by owner and then index (the order of a walk over the table)."""
    with_card, left_side = STRENGTH_OF[card], LEFT_OF[card]
    keys = []
    for q, m in recs:
        left, right = m
        if (with_card[right] if left_side else with_card[left]) > STRENGTH_OF[left][right]:
            keys.append((q, matches[q].index(m), m))
    if len(keys) > 1:
        keys.sort(key=itemgetter(0, 1))
    return keys


def slot_counts(hands, slot) -> tuple[list[list[int]], list[int]]:
    """Each hand's cards by slot (rank and half) and its mask of slots held; ``slot[c]`` is
    card ``c``'s slot (``SLOT`` for the engine's cards, ``SLOT_OF`` for the kernel's)."""
    count, masks = [], []
    for h in hands:
        cq, mask = [0] * 26, 0
        for c in h:
            s = slot[c]
            cq[s] += 1
            mask |= 1 << s
        count.append(cq)
        masks.append(mask)
    return count, masks


def match_count(have: int, count: list[int]) -> int:
    """The matches in a hand (``have``: its mask of slots held, ``count``: its cards by
    slot): left halves times right halves, by rank. For the playouts of ``Split``
    and this kernel."""
    nm = 0
    pairs = have & (have >> 1) & LEFT_SLOTS
    while pairs:
        low = pairs & -pairs
        s = low.bit_length() - 1
        nm += count[s] * count[s + 1]
        pairs ^= low
    return nm


def nth_trade(matches, p: int, r: int, theirs, strength) -> tuple[int, int, int]:
    """``(m, q, i)``: the ``r``-th trade of player ``p`` in ``_legal()``'s order (their match
    ``m`` for player ``q``'s match ``i`` of the same strength), when every trade is legal.
    ``matches``: every player's matches; ``theirs[s]``: the other players' matches of
    strength ``s``; ``strength[a][b]``: the strength of the match of ``a`` and ``b`` (the
    engine's cards or the kernel's)."""
    for m, x in enumerate(matches[p]):  # noqa: B007 (read after the loop)
        s = strength[x[0]][x[1]]
        if r < theirs[s]:
            break
        r -= theirs[s]
    for q in range(len(matches)):
        if q != p:
            for i, x in enumerate(matches[q]):
                if strength[x[0]][x[1]] == s:
                    if not r:
                        return m, q, i
                    r -= 1
    raise AssertionError(f"player {p} has fewer trades than counted")


def _write_back(g, hands, row, pile, matches, opened, improves, phase, picked, turn_player,
                turns) -> None:
    """The kernel's state written into the engine's own lists (filled again in place)."""
    made = _write_hands(g, hands, matches, turns)
    _write_table(g, row, pile, opened, improves, made)
    g.phase = PHASES[phase]
    g.picked = None if picked is None else CODES[picked]
    g.turn_player = turn_player


def _write_hands(g, hands, matches, turns) -> dict:
    """The hands, the matches and the turns written back (what a round's end reads): the
    engine's match made of each of the kernel's, by ``id``."""
    code = CODES.__getitem__
    for h, mine in zip(g.hands, hands, strict=True):
        h[:] = map(code, mine)
    made = {}
    for ms, mine in zip(g.matches, matches, strict=True):
        ms.clear()
        for m in mine:
            x = [CODES[m[0]], CODES[m[1]]]
            made[id(m)] = x
            ms.append(x)
    g.turns = turns
    return made


def _write_table(g, row, pile, opened, improves, made) -> None:
    """The rest of the table written back: the discard row, the draw pile and the indexes."""
    code = CODES.__getitem__
    g.discard_row[:] = map(code, row)
    g.draw_pile[:] = map(code, pile)
    g._pile_set = set(g.draw_pile)
    for recs, mine in zip(g._open, opened, strict=True):
        recs[:] = [[q, made[id(m)]] for q, m in mine]
    g._improves.update(zip(CODES, improves, strict=True))


def play_compact(g, bits, max_actions: int) -> int:
    """Play ``g`` (``upgrade_others``, in a phase of ``PHASES``) as ``sim.playout``'s random
    loop plays it, ``bits[p]`` being player ``p``'s ``getrandbits``, until the game is over,
    ``max_actions`` are played or a phase the kernel does not play comes (the laying after
    a first-turn go-out); the actions played. The engine's state is then up to date."""
    record = g.history.append
    players = g.players
    neg_boxes = g.neg_boxes
    negative_full = len(g._negative) - 1
    code = CODES.__getitem__
    slot_of, partner_slot_of = SLOT_OF, PARTNER_SLOT_OF
    bit_of, partner_bit_of = BIT_OF, PARTNER_BIT_OF
    rank_of, left_of, strength_of = RANK_OF, LEFT_OF, STRENGTH_OF
    improvers_of = IMPROVERS_OF
    event = make_event
    played = 0
    while True:  # a deal: the engine's state read (a deal makes new lists of some)
        turns_this_round = g.turns_this_round
        shown = g.shown
        order = ORDER.__getitem__
        hands = [list(map(order, h)) for h in g.hands]
        row = list(map(order, g.discard_row))
        pile = list(map(order, g.draw_pile))
        # (a new deal has no match on the table: no card improves one)
        improves = list(map(g._improves.__getitem__, CODES)) if any(g.matches) \
            else [0] * N_CARDS
        imp = improves.__getitem__
        made = {}
        matches = []
        for ms in g.matches:
            mine = []
            for m in ms:
                x = [ORDER[m[0]], ORDER[m[1]]]
                made[id(m)] = x
                mine.append(x)
            matches.append(mine)
        opened = [[[q, made[id(m)]] for q, m in recs] for recs in g._open]
        phase = PHASE_OF[g.phase]
        picked = None if g.picked is None else ORDER[g.picked]
        tp = g.turn_player
        turns = g.turns
        # each hand's cards by slot (rank and half), its mask of slots held, its matches
        count, masks = slot_counts(hands, slot_of)
        in_hand = list(map(match_count, masks, count))
        open_slots = 0  # both slots of each rank with open matches
        for k, recs in enumerate(opened):
            if recs:
                open_slots |= 3 << 2 * k
        by_strength = [[0, 0, 0, 0] for _ in range(players)]
        for q, ms in enumerate(matches):
            for x in ms:
                by_strength[q][strength_of[x[0]][x[1]]] += 1
        all_by_strength = [sum(t) for t in zip(*by_strength, strict=True)]
        first = played + 1
        for played in range(first, max_actions + 1):  # noqa: B007 (the count is read after)
            p = tp
            getrandbits = bits[p]
            if phase == PLAY:
                hand = hands[p]
                nh = len(hand)
                cp = count[p]
                nm = in_hand[p] if nh >= 3 else 0
                if picked is None or nh >= 5 and (
                        # _picked_skips' first answer, without the call
                        (skips := ()) if cp[partner_slot_of[picked]] >= 2
                        or improves[picked] >= 2
                        else (skips := _picked_skips(picked, hand, cp, nm, opened, matches,
                                                     improves))) is not None:
                    # every match in hand, every upgrade (_improves counts them), then every
                    # discard in ORDER when no card is picked; with one, the plays
                    # _picked_skips finds illegal left out
                    nu = sum(map(imp, hand)) if nh >= 2 and masks[p] & open_slots else 0
                    na = nm + nu
                    if picked is None:
                        n = na + nh
                    else:
                        n = na - len(skips)
                        if not n:
                            raise RuntimeError(f"{g.name} seed {g.seed}: no legal action in "
                                               "phase 'play'")
                    k = n.bit_length()  # below_bits(getrandbits, n), inlined
                    r = getrandbits(k)
                    while r >= n:
                        r = getrandbits(k)
                    if picked is not None and skips:
                        for j in skips:  # the r-th legal play's place among them all
                            if j <= r:
                                r += 1
                    elif r >= na:  # the discard
                        card = sorted(hand)[r - na]
                        hand.remove(card)
                        s = slot_of[card]
                        cp[s] -= 1
                        in_hand[p] -= cp[s ^ 1]
                        if not cp[s]:
                            masks[p] &= ~(1 << s)
                        seen = shown[p]
                        if seen:
                            seen.discard(CODES[card])
                        row.append(card)
                        nh -= 1
                        e = event(("discard", p, {"card": CODES[card], "hand": nh}, _discarded))
                        if nh:
                            tp = p + 1 if p + 1 < players else 0
                            phase = DRAW  # _start_turn (no card is picked: it was discarded)
                            turns += 1
                            turns_this_round[tp] += 1
                            record((p, DISCARD_TEXT[card], [e, TURN_EVENTS[tp]]))
                            continue
                        goer = p
                        ev = [e]
                        text = DISCARD_TEXT[card]
                        break
                    if r < nm:  # the r-th match of _hand_matches
                        for left in hand:
                            if left_of[left]:
                                slot = partner_slot_of[left]
                                k = cp[slot]
                                if r < k:
                                    for right in hand:
                                        if slot_of[right] == slot:
                                            if not r:
                                                break
                                            r -= 1
                                    break
                                r -= k
                        play = (left, right)
                    else:  # the r-th upgrade, by card in hand, then owner and index
                        r -= nm
                        for card in hand:
                            k = improves[card]
                            if r < k:
                                break
                            r -= k
                        if k == 1:  # the one open match the card makes stronger
                            with_card, left_side = strength_of[card], left_of[card]
                            for q, m in opened[rank_of[card]]:  # noqa: B007 (read after the loop)
                                left, right = m
                                if (with_card[right] if left_side else with_card[left]) \
                                        > strength_of[left][right]:
                                    break
                            play = (q, matches[q].index(m), card)
                        else:
                            q, i, _ = _upgrade_keys(card, opened[rank_of[card]], matches)[r]
                            play = (q, i, card)
                else:
                    acts = _picked_plays(picked, hand, cp, masks[p], opened, matches, improves)
                    n = len(acts)
                    if not n:
                        raise RuntimeError(f"{g.name} seed {g.seed}: no legal action in phase "
                                           "'play'")
                    k = n.bit_length()
                    r = getrandbits(k)
                    while r >= n:
                        r = getrandbits(k)
                    play = acts[r]
                seen = shown[p]
                if len(play) == 2:  # _apply's match (_match_in_place)
                    left, right = play
                    hand.remove(left)
                    hand.remove(right)
                    s = slot_of[left]  # (the right half's slot is s + 1)
                    cp[s] -= 1
                    cp[s + 1] -= 1
                    in_hand[p] -= cp[s] + cp[s + 1] + 1
                    if not cp[s]:
                        masks[p] &= ~(1 << s)
                    if not cp[s + 1]:
                        masks[p] &= ~(2 << s)
                    if seen:
                        seen.discard(CODES[left])
                        seen.discard(CODES[right])
                    m = [left, right]
                    mine = matches[p]
                    mine.append(m)
                    s = strength_of[left][right]
                    if s != PERFECT:
                        rank = rank_of[left]
                        opened[rank].append([p, m])
                        for c in improvers_of[left * N_CARDS + right]:
                            improves[c] += 1
                        open_slots |= 3 << 2 * rank
                    if picked == left or picked == right:
                        picked = None
                    by_strength[p][s] += 1
                    all_by_strength[s] += 1
                    phase = BONUS_OF[s]
                    record((p, MATCH_TEXT[left * N_CARDS + right],
                            [event(("match", p, {"cards": [CODES[left], CODES[right]],
                                                 "strength": NAME[s], "index": len(mine) - 1,
                                                 "bonus": True}, _matched))]))
                    continue
                q, i, card = play  # _apply's upgrade (_upgrade_in_place)
                m = matches[q][i]
                old_s = strength_of[m[0]][m[1]]
                for c in improvers_of[m[0] * N_CARDS + m[1]]:
                    improves[c] -= 1
                side = 0 if left_of[card] else 1
                replaced = m[side]
                m[side] = card
                hand.remove(card)
                s = slot_of[card]
                cp[s] -= 1
                in_hand[p] -= cp[s ^ 1]
                if not cp[s]:
                    masks[p] &= ~(1 << s)
                if seen:
                    seen.discard(CODES[card])
                row.append(replaced)
                if picked == card:
                    picked = None
                s = strength_of[m[0]][m[1]]
                rank = rank_of[card]
                recs = opened[rank]
                # the match was open (an upgrade makes it stronger)
                for j, rec in enumerate(recs):  # noqa: B007 (read after the loop)
                    if rec[1] is m:
                        break
                else:
                    raise AssertionError(f"the index of open matches has lost {m}")
                if s == PERFECT:
                    del recs[j]
                    if not recs:
                        open_slots &= ~(3 << 2 * rank)
                else:
                    for c in improvers_of[m[0] * N_CARDS + m[1]]:
                        improves[c] += 1
                if q != p:
                    del matches[q][i]
                    matches[p].append(m)
                    rec[0] = p
                    new_index = len(matches[p]) - 1
                else:
                    new_index = i
                by_strength[q][old_s] -= 1
                by_strength[p][s] += 1
                all_by_strength[old_s] -= 1
                all_by_strength[s] += 1
                phase = BONUS_OF[s]
                record((p, f"upgrade {q} {i} {CODES[card]}",  # str(Action("upgrade", ...))
                        [event(("upgrade", p, {"owner": q, "index": i, "card": CODES[card],
                                               "replaced": CODES[replaced], "from": NAME[old_s],
                                               "to": NAME[s], "match": list(map(code, m)),
                                               "new_index": new_index}, _upgraded))]))
            elif phase == DRAW or phase == BONUS_DRAW:
                hand = hands[p]
                cp = count[p]
                if phase == BONUS_DRAW:  # the bonus draw or letting it go
                    r = getrandbits(2)
                    while r >= 2:
                        r = getrandbits(2)
                    if r:  # _apply's skip
                        phase = PLAY
                        record((p, "skip", [event(("skip", p, {"bonus": "bonus-draw"},
                                                   _let_go))]))
                        continue
                    kind, worded = "bonus-draw", _bonus_drew
                else:  # the draw, or a pick
                    kind, worded = "draw", _drew
                    # _pickable: the cards of the row with a use this turn, last first
                    have = masks[p]
                    picks = []
                    if len(hand) >= 2:  # a match always leaves a card to discard
                        for card in reversed(row):
                            if have & partner_bit_of[card] or improves[card]:
                                picks.append(card)
                            have |= bit_of[card]
                    else:
                        j = len(row)
                        base = len(hand) + j
                        for card in reversed(row):
                            j -= 1
                            if have & partner_bit_of[card] and base - j >= 3 or improves[card]:
                                picks.append(card)
                            have |= bit_of[card]
                    n = len(picks) + 1
                    k = n.bit_length()
                    r = getrandbits(k)
                    while r >= n:
                        r = getrandbits(k)
                    if r:  # the r-th pick in row order (_pick_in_place)
                        j = row.index(picks[n - 1 - r])
                        taken = row[j:]
                        del row[j:]
                        hand.extend(taken)
                        codes = list(map(code, taken))
                        shown[p].update(codes)
                        card = picked = taken[0]
                        phase = PLAY
                        have = masks[p]
                        for c in taken:
                            s = slot_of[c]
                            in_hand[p] += cp[s ^ 1]
                            cp[s] += 1
                            have |= 1 << s
                        masks[p] = have
                        record((p, PICK_TEXT[card],
                                [event(("pick", p, {"card": codes[0], "taken": codes},
                                        _picked))]))
                        continue
                card = pile.pop()  # _apply's draw or bonus draw
                hand.append(card)
                s = slot_of[card]
                in_hand[p] += cp[s ^ 1]
                cp[s] += 1
                masks[p] |= 1 << s
                left = len(pile)
                e = event((kind, p, {"card": CODES[card], "left": left}, worded))
                if left:
                    phase = PLAY
                    record((p, kind, [e]))
                    continue
                goer = None
                ev = [e]
                text = kind
                break
            elif phase == PENALISE_PHASE:  # _apply's penalty
                n = players - 1
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
                q = r + 1 if r >= p else r
                if neg_boxes[q] < negative_full:
                    neg_boxes[q] += 1
                    filled = 1
                else:
                    filled = 0
                phase = PLAY
                record((p, PENALISE_TEXT[q],
                        [event(("penalise", p, {"target": q, "filled": filled}, _penalised))]))
            else:  # TRADE: every trade passes _trade_ok (upgrade_others); count them by strength
                mine = by_strength[p]
                theirs = (0, all_by_strength[1] - mine[1], all_by_strength[2] - mine[2],
                          all_by_strength[3] - mine[3])
                n = 1 + mine[1] * theirs[1] + mine[2] * theirs[2] + mine[3] * theirs[3]
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
                phase = PLAY
                if r == n - 1:  # _apply's skip
                    record((p, "skip", [event(("skip", p, {"bonus": "trade"}, _let_go))]))
                    continue
                m, q, i = nth_trade(matches, p, r, theirs, strength_of)
                given = matches[p].pop(m)  # _trade_in_place
                got = matches[q].pop(i)
                matches[p].append(got)
                matches[q].append(given)
                if strength_of[given[0]][given[1]] != PERFECT:  # (got's is the same)
                    for rec in opened[rank_of[given[0]]]:
                        if rec[1] is given:
                            rec[0] = q
                    for rec in opened[rank_of[got[0]]]:
                        if rec[1] is got:
                            rec[0] = p
                record((p, f"trade {m} {q} {i}",  # str(Action("trade", ...))
                        [event(("trade", p, {"index": m, "target": q, "target_index": i,
                                             "gave": list(map(code, given)),
                                             "got": list(map(code, got))}, _traded))]))
        else:  # max_actions played
            _write_back(g, hands, row, pile, matches, opened, improves, phase, picked, tp, turns)
            return played
        # the round ends: the engine scores it (from the hands and matches) and deals the
        # next, which makes the rest of the table anew; else it is written back
        made = _write_hands(g, hands, matches, turns)
        g.turn_player = tp
        g._end_round(ev, goer)
        record((p, text, ev))
        if g.phase not in PHASE_OF:  # the laying after a first-turn go-out, or the game over
            _write_table(g, row, pile, opened, improves, made)
        if g.phase not in PHASE_OF or played >= max_actions:
            return played


