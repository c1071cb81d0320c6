"""The simulator's fast paths for Split: its own random playout and experiment playout
(``cardkit.sim``); ``Split`` inherits them from ``Playouts``."""
from __future__ import annotations

from ...core.rng import below_bits
from .cards import (
    BIT,
    BONUS_DRAW,
    BONUS_PHASE,
    DISCARD,
    LEFT_SLOTS,
    ORDER,
    PAIR_STRENGTH,
    PARTNER_BIT,
    PARTNER_SLOT,
    PENALISE,
    PICK,
    RANK_INDEX,
    SLOT,
    STRONG,
    _trade,
)
from .kernel import PHASE_OF, TURN_EVENTS, match_count, nth_trade, play_compact, slot_counts
from .sentences import (
    _discarded,
    _drew,
    _event,
    _let_go,
    _match_event,
    _penalise_event,
    _picked,
    _trade_event,
    _upgrade_event,
)


def _slots_added(count: list[int], mask: int, cards: list[str]) -> int:
    """``cards`` added to a hand's cards by slot (``count``, changed in place) and to its
    mask of slots held (``mask``): the new mask. For the playouts of ``Split``."""
    for c in cards:
        s = SLOT[c]
        count[s] += 1
        mask |= 1 << s
    return mask


class Playouts:
    """``Split``'s playouts for the simulator (see ``cardkit.sim.playout``)."""

    # ----- random playouts ----------------------------------------------------------
    def _play_random(self, bits, max_actions: int) -> None:
        """``cardkit.sim``'s random playout (see ``sim.playout._play_out_random``), played here:
        under ``upgrade_others`` (the default) by the kernel on compact state
        (``kernel.play_compact``), the one phase it does not play (the laying after a
        first-turn go-out) as the generic loop plays it; otherwise by ``_play_random_own``.
        ``tests/games/test_split_kernel.py`` checks it against the generic loop."""
        if not self.options.upgrade_others:
            self._play_random_own(bits, max_actions)
            return
        left = max_actions
        while left > 0 and self.phase != "over":
            if self.phase in PHASE_OF:
                left -= play_compact(self, bits, left)
                continue
            legal = self._legal()  # RandomAgent.choose and the loop's step
            if not legal:
                raise RuntimeError(f"{self.name} seed {self.seed}: no legal action in phase "
                                   f"{self.phase!r}")
            p = self.current_player
            action = legal[below_bits(bits[p], len(legal))]
            self.history.append((p, str(action), self._apply(action)))
            left -= 1

    def _play_random_own(self, bits, max_actions: int) -> None:
        """``_play_random`` under ``upgrade_others=False`` (each player upgrades only their
        own matches), on the engine's own state.

        The same draws over the legal list in ``_legal()`` order (``bits[p]`` is player
        ``p``'s ``getrandbits``), the same actions, state and history entries. The picks are
        found by one walk over the discard row (a use by a trade: ``_traded_pick``); the
        plays are listed (``_hand_matches`` and ``_upgrades``, or ``_picked_plays``), the
        discards counted (one per card, in ``ORDER``); a weak match's trades (no picked
        card: every one legal) are counted from each player's matches by strength (kept
        here as matches are laid and upgraded; a trade keeps them) and found by
        ``kernel.nth_trade``. The draw, the pick, the discard
        (with the next turn's start), the match, the upgrade (``_match_in_place``,
        ``_upgrade_in_place``), the penalty, the trade (``_trade_in_place``) and a skipped
        bonus are made here as ``_apply`` makes them, events included (the match, upgrade,
        penalty and trade events by the builders ``_apply`` calls); the bonus draw goes
        through ``_apply``, and the phases seldom played (a trade with a picked card, the
        laying after a first-turn go-out) through ``_legal``.
        ``tests/sim/test_split_fast_playout.py`` and ``tests/games/test_split_kernel.py``
        check the history and the state against the generic loop's.
        """
        record = self.history.append
        apply_rules = self._apply
        players = self.players
        order = ORDER.__getitem__
        improved = self._improved
        match_in_place, upgrade_in_place = self._match_in_place, self._upgrade_in_place
        negative_full = len(self._negative) - 1
        neg_boxes = self.neg_boxes
        turn_events = TURN_EVENTS
        fresh = True
        for _ in range(max_actions):
            if fresh:  # a new deal (or an action _apply made): the lists are new
                fresh = False
                rnd = self.round
                hands, row, pile, pile_set = (self.hands, self.discard_row, self.draw_pile,
                                              self._pile_set)
                shown, improves, matches = self.shown, self._improves, self.matches
                turns_this_round = self.turns_this_round
                count, masks = slot_counts(hands, SLOT)
                # the matches in each hand, kept as cards come and go: a card added to (taken
                # from) a slot adds (takes) as many as the cards of its partners' slot
                in_hand = [match_count(h, c) for h, c in zip(masks, count, strict=True)]
                # each player's matches by strength, and everyone's (trades: by strength)
                by_strength = [[0, 0, 0, 0] for _ in range(players)]
                for q, ms in enumerate(matches):
                    for x in ms:
                        by_strength[q][PAIR_STRENGTH[x[0]][x[1]]] += 1
                all_by_strength = [sum(t) for t in zip(*by_strength, strict=True)]
            ph = self.phase
            if ph == "play":
                p = self.turn_player
                hand = hands[p]
                nh = len(hand)
                cp = count[p]
                nm = in_hand[p] if nh >= 3 else 0  # the matches in hand
                picked = self.picked
                getrandbits = bits[p]
                if picked is not None:
                    acts = self._picked_plays(p, hand)
                else:
                    acts = self._hand_matches(hand) if nm else []
                    if nh >= 2:
                        self._upgrades(p, hand, acts)
                na = len(acts)
                if picked is None:
                    n = na + nh
                elif na:
                    n = na
                else:
                    raise RuntimeError(f"{self.name} seed {self.seed}: no legal action "
                                       f"in phase {ph!r}")
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
                action = acts[r] if r < na else None
                if action is not None:  # a match or an upgrade: the cards leave the hand
                    args = action.args
                    if len(args) == 2:  # _apply's match
                        left, right = args
                        for c in args:
                            s = SLOT[c]
                            cp[s] -= 1
                            in_hand[p] -= cp[s ^ 1]
                            if not cp[s]:
                                masks[p] &= ~(1 << s)
                        s = match_in_place(p, left, right)
                        by_strength[p][s] += 1
                        all_by_strength[s] += 1
                        record((p, action._text,
                                [_match_event(p, left, right, s, len(matches[p]) - 1)]))
                    else:  # _apply's upgrade
                        q, i, card = args
                        s = SLOT[card]
                        cp[s] -= 1
                        in_hand[p] -= cp[s ^ 1]
                        if not cp[s]:
                            masks[p] &= ~(1 << s)
                        m, replaced, old_s, s = upgrade_in_place(p, q, i, card)
                        by_strength[q][old_s] -= 1
                        by_strength[p][s] += 1
                        all_by_strength[old_s] -= 1
                        all_by_strength[s] += 1
                        record((p, action._text,
                                [_upgrade_event(p, q, i, card, m, replaced, old_s, s,
                                                len(matches[p]) - 1 if q != p else i)]))
                    self.phase = BONUS_PHASE[s]
                    continue
                card = sorted(hand, key=order)[r - na]
                hand.remove(card)
                s = SLOT[card]
                cp[s] -= 1
                in_hand[p] -= cp[s ^ 1]
                if not cp[s]:
                    masks[p] &= ~(1 << s)
                shown[p].discard(card)
                row.append(card)
                nh -= 1
                e = _event(("discard", p, {"card": card, "hand": nh}, _discarded))
                if nh:
                    q = p + 1 if p + 1 < players else 0
                    self.turn_player = q
                    self.phase = "draw"  # _start_turn (no card is picked: it was discarded)
                    self.turns += 1
                    turns_this_round[q] += 1
                    ev = [e, turn_events[q]]
                else:
                    ev = [e]
                    self._end_round(ev, p)
                    fresh = True
                record((p, DISCARD[card]._text, ev))
            elif ph == "draw":
                p = self.turn_player
                hand = hands[p]
                # _pickable: the cards of the row with a use this turn, last first
                have = masks[p]
                picks = []
                j = len(row)
                base = len(hand) + j
                for card in reversed(row):
                    j -= 1
                    if (have & PARTNER_BIT[card] and base - j >= 3
                            or improves[card] and (improved(p, card)
                                                   or self._traded_pick(p, card, hand, row, j))):
                        picks.append(card)
                    have |= BIT[card]
                n = len(picks) + 1
                getrandbits = bits[p]  # below_bits(bits[p], n), inlined
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
                cp = count[p]
                if r:
                    card = picks[n - 1 - r]  # the r-th pick in row order
                    taken = self._pick_in_place(p, row.index(card))
                    have = masks[p]
                    for c in taken:
                        s = SLOT[c]
                        in_hand[p] += cp[s ^ 1]
                        cp[s] += 1
                        have |= 1 << s
                    masks[p] = have
                    record((p, PICK[card]._text,
                            [_event(("pick", p, {"card": card, "taken": taken}, _picked))]))
                    continue
                card = pile.pop()
                pile_set.remove(card)
                hand.append(card)
                s = SLOT[card]
                in_hand[p] += cp[s ^ 1]
                cp[s] += 1
                masks[p] |= 1 << s
                left = len(pile)
                ev = [_event(("draw", p, {"card": card, "left": left}, _drew))]
                if left:
                    self.phase = "play"
                else:
                    self._end_round(ev, None)
                    fresh = True
                record((p, "draw", ev))
            elif ph == "penalise":  # _apply's penalty
                p = self.turn_player
                n = players - 1
                getrandbits = bits[p]  # below_bits(bits[p], n), inlined
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
                q = r + 1 if r >= p else r
                if neg_boxes[q] < negative_full:
                    neg_boxes[q] += 1
                    ev = [_penalise_event(p, q, 1)]
                else:
                    ev = [_penalise_event(p, q, 0)]
                self.phase = "play"
                record((p, PENALISE[q]._text, ev))
            elif ph == "bonus-draw":
                p = self.turn_player
                getrandbits = bits[p]  # below_bits(bits[p], 2), inlined
                r = getrandbits(2)
                while r >= 2:
                    r = getrandbits(2)
                if r:  # _apply's skip
                    self.phase = "play"
                    record((p, "skip", [_event(("skip", p, {"bonus": ph}, _let_go))]))
                else:
                    record((p, "bonus-draw", apply_rules(BONUS_DRAW)))
                    if self.round != rnd:
                        fresh = True
                    else:
                        card = hands[p][-1]
                        s = SLOT[card]
                        cp = count[p]
                        in_hand[p] += cp[s ^ 1]
                        cp[s] += 1
                        masks[p] |= 1 << s
            elif ph == "trade" and self.picked is None:
                # every trade passes _trade_ok: count them by strength
                p = self.turn_player
                mine = by_strength[p]
                # the other players' matches by strength (a trade keeps these counts)
                theirs = (0, all_by_strength[1] - mine[1], all_by_strength[2] - mine[2],
                          all_by_strength[3] - mine[3])
                n = 1 + mine[1] * theirs[1] + mine[2] * theirs[2] + mine[3] * theirs[3]
                getrandbits = bits[p]  # below_bits(bits[p], n), inlined
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
                if r == n - 1:  # _apply's skip
                    self.phase = "play"
                    record((p, "skip", [_event(("skip", p, {"bonus": ph}, _let_go))]))
                    continue
                m, q, i = nth_trade(matches, p, r, theirs, PAIR_STRENGTH)
                self.phase = "play"  # _apply's trade
                record((p, _trade((m, q, i))._text,
                        [_trade_event(p, m, q, i, *self._trade_in_place(p, m, q, i))]))
            elif ph == "over":
                return
            else:
                legal = self._legal()
                n = len(legal)
                if not n:
                    raise RuntimeError(f"{self.name} seed {self.seed}: no legal action in "
                                       f"phase {ph!r}")
                p = self.current_player
                r = below_bits(bits[p], n)
                action = legal[r]
                record((p, str(action), apply_rules(action)))
                fresh = True  # the table read afresh

    def _hand_slots(self) -> tuple[list[list[int]], list[int], list[list[int]], list[int]]:
        """The hands' cards by slot (rank and half), as the playouts of this module keep
        them: per player the cards of each slot and the bit mask of the slots held, the
        hidden cards (not shown) of each slot; and the cards of each slot in the draw pile
        or hidden in a hand (seen by no one but their holder)."""
        count, masks = slot_counts(self.hands, SLOT)
        hidden = [[0] * 26 for _ in range(self.players)]
        unknown = [0] * 26
        for c in self.draw_pile:
            unknown[SLOT[c]] += 1
        for q, h in enumerate(self.hands):
            hq, seen = hidden[q], self.shown[q]
            for c in h:
                if c not in seen:
                    s = SLOT[c]
                    hq[s] += 1
                    unknown[s] += 1
        return count, masks, hidden, unknown

    # ----- experiments ---------------------------------------------------------------
    def _play_experiment(self, bots, max_actions: int) -> int | None:
        """``cardkit.sim``'s experiment playout (``sim.playout._play_for_rows``) with the
        sensible strategy (``SplitSensible``, any parameters) or ``RandomAgent`` at each seat,
        at least one seat sensible (a game of random seats only is the random playout's,
        ``_play_random``, faster); None, having played nothing, for any other bot.

        A random seat's decision is ``RandomAgent.choose``'s draw (its generator's
        ``getrandbits``, as ``below_bits`` draws, when ``sim.playout.random_seat_bits``
        gives it; else the seat is declined) over the legal list in ``_legal()``'s order: at a
        turn's start over the draw and ``_pickable``'s picks; a bonus draw over taking it and
        letting it go; a penalty over the other players in turn; in the play phase, under
        ``upgrade_others``, counted (the matches in hand, the upgrades ``_improves`` counts,
        less the places ``_picked_skips`` leaves out, then the discards in ``ORDER``) and found
        by ``_nth_match`` and ``_nth_upgrade``, as the random playout's kernel counts it, the
        choice then made by the same code as the strategy's; otherwise over ``_legal()``
        itself, the action applied by ``_apply`` and the counts kept beside the game's
        state (below) brought up to date from the cards it takes from the hand or adds.

        The game is played on its own state (hands, rows, matches, the indexes ``_apply``
        keeps), which is left exactly as the simulator's loop leaves it; what is skipped is
        the history, the events, the legal lists and the action objects. The frequent
        decisions are made here and the actions they choose applied in place:

        - a turn's start: the strategy's pick or draw (``SplitSensible._draw_or_pick``),
          looking only at the cards of the discard row within its reach, and the draw or
          pick itself;
        - the play phase: the strategy's best match or upgrade (``SplitSensible._lay``) over
          the legal matches and upgrades in ``_legal()``'s order, else its discard
          (``SplitSensible._discard``), and the match (``_match_in_place``), upgrade
          (``_upgrade_in_place``) or discard itself;
        - a perfect match's penalty, a strong match's bonus draw and a weak match's trade
          (``SplitSensible._trade``; ``_trade_in_place``).

        What this duplicates of the strategy: the walk over the legal list in its order, the
        pick's strength (``_draw_or_pick``), the discard's counts (``_discard``) and the
        penalty's key; the keys of matches, upgrades and trades, the choice among the
        discards, the gain of a row and a pick's value are the strategy's own functions
        (``match_key``, ``upgrade_key``, ``trade_gain``, ``least_kept``, ``_row_gains``,
        ``_pick_value``). What it
        duplicates of ``_apply``: the draw, discard, penalty and bonus draw without their
        events, and the start of the next turn (a pick, match, upgrade and trade are made by
        ``_apply``'s own ``_pick_in_place``, ``_match_in_place``, ``_upgrade_in_place`` and
        ``_trade_in_place``). The rest (the laying after a
        first-turn go-out, a play phase with a picked card and no match or upgrade chosen,
        a trade with a picked card under ``upgrade_others=False``) is the bot's ``choose``
        and ``_apply``, as the loop plays it, and so is the end of a round.

        Beside the game's state it keeps, per round, each hand's cards by slot (rank and
        half), as counts and as a bit mask, the hidden ones among them (not shown), and
        the cards of each slot no one but their holder has seen (the draw pile and the
        hidden hand cards), as ``_hand_slots`` finds them: what the strategy's discard
        counts. ``tests/games/
        test_split_experiment.py`` checks the rows and the final state against the loop's.
        """
        from ...agents.split import SplitSensible, least_kept, match_key, trade_gain, upgrade_key
        from ...sim.playout import random_seat_bits

        players = self.players
        if len(bots) != players:
            return None
        draws = [None] * players  # a random seat's getrandbits
        reach = [0] * players  # a sensible seat's parameters
        bonus_pile = [0] * players
        for p, b in enumerate(bots):
            kind = type(b)
            if kind is SplitSensible:
                reach[p] = b.max_pick_depth
                bonus_pile[p] = b.bonus_draw_min_pile * players
            elif (draw := random_seat_bits(b)) is not None:
                draws[p] = draw
            else:
                return None
        if None not in draws:  # every seat random: the random playout is faster
            return None
        if draws.count(None) == players:
            draws = None
        row_gains = SplitSensible._row_gains
        pick_value = SplitSensible._pick_value
        others = self.options.upgrade_others
        improved = self._improved
        rnd = 0
        played = 0
        while played < max_actions:
            if self.round != rnd:  # a new deal (or cards moved by a bot's own step): read afresh
                rnd = self.round
                hands, row, pile, pile_set = (self.hands, self.discard_row, self.draw_pile,
                                              self._pile_set)
                shown, matches, improves = self.shown, self.matches, self._improves
                count, masks, hidden, unknown = self._hand_slots()
            ph = self.phase
            played += 1
            chosen = None  # a random seat's choice, counted: a pick's index in the row (-1:
            # the draw, a bonus draw taken; 1: one let go), a match's or upgrade's arguments, a
            # discarded card, the player penalised
            if draws is not None and ph != "over":
                p = self.lay_queue[0] if ph == "lay" else self.turn_player  # current_player
                getrandbits = draws[p]
                if getrandbits is not None and ph == "draw":  # the draw, then the picks
                    picks = self._pickable(p)
                    r = below_bits(getrandbits, len(picks) + 1)
                    chosen = row.index(picks[r - 1]) if r else -1
                elif getrandbits is not None and ph == "bonus-draw":  # the draw, then skip
                    chosen = below_bits(getrandbits, 2) or -1
                elif getrandbits is not None and ph == "penalise":  # the others in turn
                    r = below_bits(getrandbits, players - 1)
                    chosen = r + 1 if r >= p else r
                elif getrandbits is not None and ph == "play" and others:
                    # counted: every match and upgrade, less those _picked_skips finds
                    # illegal
                    hand = hands[p]
                    nh = len(hand)
                    cp = count[p]
                    picked = self.picked
                    nm = match_count(masks[p], cp) if nh >= 3 else 0
                    if picked is None or nh >= 5 and (
                            skips := self._picked_skips(p, hand, cp, nm)) is not None:
                        nu = sum(map(improves.__getitem__, hand)) if nh >= 2 else 0
                        na = nm + nu
                        n = na + nh if picked is None else na - len(skips)
                        if n:
                            r = below_bits(getrandbits, n)
                            if picked is not None:
                                for j in skips:  # the r-th legal play's place among them all
                                    if j <= r:
                                        r += 1
                            if r < nm:
                                chosen = self._nth_match(hand, r, cp).args
                            elif r < na:
                                chosen = self._nth_upgrade(p, hand, r - nm).args
                            else:
                                chosen = sorted(hand, key=ORDER.__getitem__)[r - na]
                if getrandbits is not None and chosen is None:
                    # RandomAgent.choose: rng.choice(legal_actions()), the same draws over
                    # the same list, applied as the loop does
                    legal = self._legal()
                    if not legal:
                        raise RuntimeError(f"{self.name} seed {self.seed}: nothing legal in {ph!r}")
                    action = legal[below_bits(getrandbits, len(legal))]
                    hand, seen = hands[p], shown[p]
                    n_hand = len(hand)
                    # the cards it takes from the hand (a discard, match, upgrade), and whether
                    # each was hidden (no one else has seen it)
                    gone = [(c, c not in seen) for c in action.args
                            if c.__class__ is str and c in hand]
                    self._apply(action)
                    if self.round != rnd:  # a new deal: read afresh above
                        continue
                    # _hand_slots' figures kept: cards drawn or picked go onto the end of the
                    # hand (drawn: from unseen in the pile to hidden in hand; picked: shown)
                    cp, hp = count[p], hidden[p]
                    for c, was_hidden in gone:
                        s = SLOT[c]
                        cp[s] -= 1
                        if not cp[s]:
                            masks[p] &= ~(1 << s)
                        if was_hidden:
                            hp[s] -= 1
                            unknown[s] -= 1
                    if len(hand) > n_hand:
                        for c in hand[n_hand:]:
                            s = SLOT[c]
                            cp[s] += 1
                            masks[p] |= 1 << s
                            if c not in seen:
                                hp[s] += 1
                    continue
            if ph == "draw" or ph == "bonus-draw" and (
                    chosen == -1 if chosen is not None else len(pile) > bonus_pile[self.turn_player]):
                # a draw, or a pick the strategy prefers; a strong match's bonus draw taken
                p = self.turn_player
                hand = hands[p]
                best = -1
                if chosen is not None:
                    best = chosen
                elif ph == "draw":
                    # the picks within the strategy's reach, the deepest first; the best value
                    # wins, the one deepest in the row of equals
                    depth_max = reach[p]
                    have = masks[p]
                    n_row = len(row)
                    base = len(hand) + n_row
                    best_value = 0
                    j = n_row
                    while j:
                        j -= 1
                        depth = n_row - j
                        if depth > depth_max:
                            break
                        card = row[j]
                        partner = have >> PARTNER_SLOT[card] & 1
                        have |= BIT[card]
                        ups = improved(p, card) if improves[card] else None
                        if not (partner and base - j >= 3 or ups is not None and (others or ups)):
                            continue  # not pickable
                        s = 0
                        if partner:
                            with_card = PAIR_STRENGTH[card]
                            for c in hand:
                                t = with_card.get(c, 0)
                                if t > s:
                                    s = t
                            for k in range(j + 1, n_row):
                                t = with_card.get(row[k], 0)
                                if t > s:
                                    s = t
                        s, value = pick_value(p, s, depth, ups or ())
                        if s >= STRONG and value > 0 and value >= best_value:
                            best, best_value = j, value
                cp = count[p]
                if best < 0:
                    card = pile.pop()
                    pile_set.remove(card)
                    hand.append(card)
                    s = SLOT[card]
                    cp[s] += 1
                    hidden[p][s] += 1
                    masks[p] |= 1 << s
                    if pile:
                        self.phase = "play"
                    else:
                        self._end_round([], None)
                else:
                    masks[p] = _slots_added(cp, masks[p], self._pick_in_place(p, best))
            elif ph == "play":
                p = self.turn_player
                hand = hands[p]
                nh = len(hand)
                picked = self.picked
                best, best_key = None, None
                if chosen is not None:  # a random seat's
                    if chosen.__class__ is tuple:
                        best = chosen
                    gain = None
                else:
                    gain = row_gains(self, p)
                if nh >= 3 and chosen is None:
                    have = masks[p]
                    pairs = have & (have >> 1) & LEFT_SLOTS
                    if pairs:  # _hand_matches' order: left halves, then partners, hand order
                        for left in hand:
                            if pairs >> SLOT[left] & 1:
                                slot = PARTNER_SLOT[left]
                                for right in hand:
                                    if SLOT[right] == slot and (
                                            picked is None or self._match_ok(p, left, right)):
                                        key = match_key(picked, left, right, gain)
                                        if best_key is None or key > best_key:
                                            best, best_key = (left, right), key
                if nh >= 2 and chosen is None:
                    for card in hand:  # _upgrades' order
                        if not improves[card]:
                            continue
                        found = improved(p, card)
                        if not found:
                            continue
                        keys = [(q, matches[q].index(m), new) for q, m, new in found]
                        if len(keys) > 1:
                            keys.sort()
                        for q, i, new in keys:
                            if picked is not None and not self._upgrade_ok(p, q, i, card):
                                continue
                            key = upgrade_key(p, picked, q, card, new, gain)
                            if key is not None and (best_key is None or key > best_key):
                                best, best_key = (q, i, card), key
                if best is None:
                    cp, hp = count[p], hidden[p]
                    if chosen is not None:  # a random seat's discard
                        card = chosen
                    else:
                        if picked is not None:  # the strategy's own choice, as the loop plays
                            self._choose_and_apply(bots[p], p)
                            rnd = 0
                            continue
                        # the discard: the fewest partners in hand, then unseen, then the
                        # lowest row gain, the first in ORDER of equals
                        keys = []
                        for c in hand:
                            s = PARTNER_SLOT[c]
                            keys.append(cp[s] * 8 + unknown[s] - hp[s])  # at most 4 unseen
                        card = least_kept(hand, keys, gain)
                    hand.remove(card)
                    s = SLOT[card]
                    cp[s] -= 1
                    if not cp[s]:
                        masks[p] &= ~(1 << s)
                    seen = shown[p]
                    if card in seen:
                        seen.discard(card)
                    else:
                        hp[s] -= 1
                        unknown[s] -= 1
                    row.append(card)
                    if nh > 1:
                        q = p + 1 if p + 1 < players else 0
                        self.turn_player = q
                        self._start_turn()
                    else:
                        self._end_round([], p)
                else:
                    cp, hp, seen = count[p], hidden[p], shown[p]
                    for c in best[:2] if len(best) == 2 else best[2:]:  # the cards laid
                        s = SLOT[c]
                        cp[s] -= 1
                        if not cp[s]:
                            masks[p] &= ~(1 << s)
                        if c not in seen:
                            hp[s] -= 1
                            unknown[s] -= 1
                    if len(best) == 2:
                        s = self._match_in_place(p, *best)
                    else:
                        s = self._upgrade_in_place(p, *best)[3]
                    self.phase = BONUS_PHASE[s]
            elif ph == "penalise":
                p = self.turn_player
                if chosen is not None:
                    best = chosen
                elif players == 2:
                    best = 1 - p
                else:
                    best, best_key = -1, None
                    for q in range(players):
                        if q != p:
                            key = (self._score(q), -((q - p) % players))
                            if best_key is None or key > best_key:
                                best, best_key = q, key
                self._fill_negative(best)
                self.phase = "play"
            elif ph == "bonus-draw":  # let go
                self.phase = "play"
            elif ph == "trade" and (others or self.picked is None):
                # the trade that gains most in the rows (none: skip), first in _legal's order
                p = self.turn_player
                gain = row_gains(self, p)
                best, best_gain = None, 0
                for m, x in enumerate(matches[p]):
                    s = PAIR_STRENGTH[x[0]][x[1]]
                    given = RANK_INDEX[x[0]]
                    for q in range(players):
                        if q == p:
                            continue
                        for n, y in enumerate(matches[q]):
                            if PAIR_STRENGTH[y[0]][y[1]] == s:
                                d = trade_gain(gain, given, RANK_INDEX[y[0]])
                                if d > best_gain:
                                    best, best_gain = (p, m, q, n), d
                if best is not None:
                    self._trade_in_place(*best)
                self.phase = "play"
            elif ph == "over":
                return played - 1
            else:  # the laying after a first-turn go-out, a trade with a picked card kept
                p = self.current_player
                self._choose_and_apply(bots[p], p)
        return played

    def _choose_and_apply(self, bot, p: int) -> None:
        """The simulator loop's step: ``bot``'s choice applied (no history written)."""
        action = bot.choose(self, p)
        self._legal_cache = None
        self._apply(action)
