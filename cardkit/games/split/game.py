"""Split's rules engine, ``Split`` (the rules and the choices made: the package's docstring)."""
from __future__ import annotations

from collections import Counter
from functools import partial
from operator import sub
from typing import Any

from ...core import Action, ConfigError, Event, Game, IllegalMove, Kept, whole_number
from ...core.sentences import winners_text
from ...i18n import N_, _, ngettext
from .cards import (
    BIT,
    BONUS_CHOICES,
    BONUS_DRAW,
    BONUS_PHASE,
    CODES,
    DECK_SLOTS,
    DEFAULT_SHEET,
    DISCARD,
    DONE,
    DRAW,
    HALF,
    HAND_SIZE,
    IMPROVERS,
    LEFT_SLOTS,
    MATCH,
    MATCH_LAYS,
    MATCH_NUMBERS,
    MATCHES_OF,
    NO_IMPROVES,
    ORDER,
    PAIR_STRENGTH,
    PARTNER_BIT,
    PENALISE,
    PENALISE_CHOICES,
    PERFECT,
    PICK,
    RANK,
    RANK_INDEX,
    RANKS,
    ROUNDS,
    SKIP,
    SLOT,
    STRENGTH_NAMES,
    UPGRADE_LAYS,
    UPGRADES_OF,
    WEAK,
    Options,
    _check_row,
    hand_order,
    improves,
    leaves_a_discard,
    match_id,
    ready_action,
    slot_counts,
    slot_mask,
    strength,
    upgrade_strength,
    upgraded,
)
from .sentences import (
    _DEALT,
    _LAID,
    _PILE_EMPTY,
    _WENT_OUT,
    TURN_EVENTS,
    _bonus_drew,
    _discarded,
    _drew,
    _event,
    _first_out_text,
    _laid_all_text,
    _let_go,
    _match_event,
    _may_lay_text,
    _penalise_event,
    _picked,
    _scored,
    _strength,
    _trade_event,
    _upgrade_event,
)
from .uses import traded_use


class Split(Game):
    name = "split"
    title = N_("Split")
    player_counts = (2, 3, 4, 5, 6)
    Options = Options
    # The player to act (None once the game is over) and whether it is over are plain
    # attributes, set where the turn passes, the lay phase moves on and the game ends
    # (``_start_turn``, ``_end_round``, ``_do_done``, ``_score_round``): the core and the
    # simulator read them at every step.
    current_player: int | None = None
    is_over: bool = False

    @classmethod
    def full_deck(cls, players: int, options: Options) -> list[str]:
        return list(CODES)

    @classmethod
    def all_codes(cls) -> set[str]:
        return set(CODES)

    @classmethod
    def _check_options(cls, options: Options, players: int) -> None:
        sheet = options.score_sheet
        if sheet is None:
            return
        if not isinstance(sheet, tuple) or len(sheet) != 2:
            raise ConfigError("score_sheet must be a pair (upper rows, negative row) or None, "
                              f"not {sheet!r}")
        upper, negative = sheet
        if not isinstance(upper, tuple) or len(upper) != len(RANKS):
            raise ConfigError(f"score_sheet: the upper half needs {len(RANKS)} rows, one per rank "
                              f"{', '.join(RANKS)}; got {upper!r}")
        for r, row in zip(RANKS, upper, strict=True):
            _check_row(row, f"row {r}")
        _check_row(negative, "the negative row")

    # ----- state --------------------------------------------------------------------
    def _setup(self, cards: list[str]) -> None:
        upper, negative = self.options.score_sheet or DEFAULT_SHEET
        self._upper = upper
        self._negative = negative
        n = self.players
        self.boxes = [[0] * len(RANKS) for _seat in range(n)]
        self.neg_boxes = [0] * n
        self.round = 1
        self.dealer = n - 1
        self.turns = 0
        self.round_log: list[dict[str, Any]] = []
        self.is_over = False
        self._deal(cards)

    def _deal(self, cards: list[str]) -> None:
        n = self.players
        first = (self.dealer + 1) % n
        dealt = HAND_SIZE * n
        # one card at a time from the dealer's left: the k-th player from there gets
        # cards k, k + n, k + 2n, …
        self.hands: list[list[str]] = [cards[(q - first) % n:dealt:n] for q in range(n)]
        self.discard_row = [cards[dealt]]
        self.draw_pile = cards[:dealt:-1]  # the rest, reversed: the top card is the last item
        # the draw pile's cards counted by slot (rank and half), for strategies that weigh
        # the unseen cards (derived, kept by _do_draw): ``cards`` is the whole deck, so the
        # pile holds every slot's cards but those dealt and the one turned up
        self._pile_slots = list(map(sub, DECK_SLOTS, slot_counts(cards[:dealt + 1])))
        self.matches: list[list[list[str]]] = [[] for _seat in range(n)]
        # the open (not perfect) matches by rank index, each as [owner, match] (derived,
        # kept by _apply)
        self._open: list[list[list]] = [[] for _seat in RANKS]
        # for each card, how many of those matches it would make stronger (whoever owns them)
        self._improves = NO_IMPROVES.copy()
        self.shown: list[set[str]] = [set() for _seat in range(n)]  # hand cards everyone has seen
        self.turn_player = first
        self.turns_this_round = [0] * n
        self.picked: str | None = None
        self.lay_queue: list[int] = []
        self.went_out: int | None = None
        self._start_turn()

    def _start_turn(self) -> None:
        self.phase = "draw"
        self.current_player = self.turn_player
        self.turns += 1
        self.turns_this_round[self.turn_player] += 1
        self.picked = None

    def _state(self) -> dict[str, Any]:
        return {
            "round": self.round, "dealer": self.dealer, "turn_player": self.turn_player,
            "hands": self.hands, "shown": [sorted(s) for s in self.shown],
            "matches": self.matches, "draw_pile": self.draw_pile[::-1],
            "discard_row": self.discard_row, "boxes": self.boxes, "neg_boxes": self.neg_boxes,
            "turns": self.turns, "turns_this_round": self.turns_this_round,
            "picked": self.picked, "lay_queue": self.lay_queue, "went_out": self.went_out,
            "round_log": self.round_log,
        }

    # ----- the score sheet ----------------------------------------------------------
    @property
    def score_rows(self):
        """The score sheet's rank rows as set up (read only): ``row_value(r, k)`` is
        ``score_rows[r][min(k, len(score_rows[r]) - 1)]``."""
        return self._upper

    @property
    def pile_slots(self) -> tuple[int, ...]:
        """The draw pile counted by slot (rank and half), as everyone can count it."""
        return tuple(self._pile_slots)

    def row_value(self, rank_index: int, filled: int) -> int:
        row = self._upper[rank_index]
        return row[min(filled, len(row) - 1)]

    def negative_value(self, filled: int) -> int:
        return self._negative[min(filled, len(self._negative) - 1)]

    def scores(self) -> dict[int, int]:
        # sum(row_value(i, k) for each row i) - negative_value(...), the lookups written out
        return {p: self._score(p) for p in range(self.players)}

    def _score(self, p: int) -> int:
        """``scores()[p]``."""
        total = 0
        for row, k in zip(self._upper, self.boxes[p], strict=True):
            total += row[k] if k < len(row) else row[-1]
        negative, k = self._negative, self.neg_boxes[p]
        return total - (negative[k] if k < len(negative) else negative[-1])

    def sheet(self, player: int) -> dict[str, Any]:
        """A player's score sheet, JSON-ready: per row the boxes filled, the values and its score."""
        player = self.seat(player)
        rows = []
        for i, r in enumerate(RANKS):
            values = list(self._upper[i])
            k = self.boxes[player][i]
            rows.append({"row": r, "filled": k, "boxes": len(values) - 1, "values": values,
                         "score": self.row_value(i, k)})
        k = self.neg_boxes[player]
        negative = {"row": "negative", "filled": k, "boxes": len(self._negative) - 1,
                    "values": list(self._negative), "score": -self.negative_value(k)}
        upper_total = sum(row["score"] for row in rows)
        return {"player": player, "rows": rows, "negative": negative, "upper_total": upper_total,
                "total": upper_total + negative["score"]}

    def _fill(self, p: int, rank_index: int) -> bool:
        """Fill one box in a rank row; False when the row is full."""
        if self.boxes[p][rank_index] >= len(self._upper[rank_index]) - 1:
            return False
        self.boxes[p][rank_index] += 1
        return True

    def _fill_negative(self, p: int, n: int = 1) -> int:
        room = len(self._negative) - 1 - self.neg_boxes[p]
        n = max(0, min(n, room))
        self.neg_boxes[p] += n
        return n

    # ----- what players know ---------------------------------------------------------
    def _unseen(self, player: int) -> Counter:
        u = Counter(self.draw_pile)
        for q in range(self.players):
            if q != player:
                shown = self.shown[q]
                u.update(c for c in self.hands[q] if c not in shown)
        return u

    def zones(self) -> dict[str, list[str]]:
        z = {"draw_pile": self.draw_pile, "discard_row": self.discard_row}
        for p in range(self.players):
            z[f"hand {p}"] = self.hands[p]
            z[f"matches {p}"] = [c for m in self.matches[p] for c in m]
        return z

    # ----- the rules: what a card may do --------------------------------------------
    def upgrade_targets(self, p: int, card: str, matches=None):
        """(owner, index, strength after) for each match ``card`` may upgrade for player ``p``.

        On the table as it is, from the index of open matches; with ``matches`` given (a
        table as it would be after a trade: ``_trade_ok``), by a walk over them.
        """
        if matches is None:
            return self._open_targets(p, card)
        owners = range(self.players) if self.options.upgrade_others else (p,)
        return [(q, i, upgrade_strength(card, m)) for q in owners
                for i, m in enumerate(matches[q]) if improves(card, m)]

    def _improved(self, p: int, card: str) -> list[tuple[int, list[str], int]]:
        """(owner, match, strength after) for each open match ``card`` makes stronger that
        player ``p`` may upgrade, from the index of open matches that ``_apply`` keeps
        (``_open``) instead of a walk over every player's matches."""
        others, out = self.options.upgrade_others, []
        for q, m in self._open[RANK_INDEX[card]]:
            if others or q == p:
                new = UPGRADES_OF[m[0], m[1]].get(card)
                if new:
                    out.append((q, m, new))
        return out

    def _open_targets(self, p: int, card: str) -> list[tuple[int, int, int]]:
        """``upgrade_targets(p, card)`` on the table as it is."""
        if not self._open[RANK_INDEX[card]]:
            return []
        out = [(q, self.matches[q].index(m), new) for q, m, new in self._improved(p, card)]
        if len(out) > 1:
            out.sort()  # by owner, then number: the order of a walk over the table
        return out

    def _legal_draw(self) -> list[Action]:
        """``draw``, then the picks the player may make (a use this turn), in the order of the
        discard row: a partner in the hand the pick makes (the picked card and those laid
        after it joining the hand), or a match it upgrades, either leaving a card to discard."""
        p = self.turn_player
        hand, improves_count = self.hands[p], self._improves
        n = len(hand)
        # a pick takes one card or more, and a longer pick makes a longer hand: when a match
        # from the hand a one-card pick makes leaves a discard, every pick's match does
        always = leaves_a_discard(n + 1, MATCH_LAYS)
        have = slot_mask(hand)  # the slots (rank and half) of the hand and of the row after
        out = []
        add = out.append
        for taken, card in enumerate(reversed(self.discard_row), 1):  # taken: the cards a pick takes
            if have & PARTNER_BIT[card] and (always or leaves_a_discard(n + taken, MATCH_LAYS)) \
                    or improves_count[card] and self._upgrade_use(p, card, taken):
                add(PICK[card])
            have |= BIT[card]
        add(DRAW)  # the list was made from the newest card back: reversed, draw comes first
        out.reverse()
        return out

    def _upgrade_use(self, p: int, card: str, taken: int) -> bool:
        """Whether picking ``card``, which takes the last ``taken`` cards of the discard row,
        gives player ``p`` an upgrade to make with it, now or after a trade."""
        if not leaves_a_discard(len(self.hands[p]) + taken, UPGRADE_LAYS):  # the hand the pick makes
            return False
        return self.options.upgrade_others or bool(self._improved(p, card)) or self._traded_use(
            p, card, self.hands[p] + self.discard_row[-taken:], self.matches)

    def _has_use(self, p: int, card: str, hand: list[str], matches) -> bool:
        """Whether ``card`` (in ``hand``) can still be used in a match or upgrade on the
        table ``matches``, a card kept to discard."""
        if leaves_a_discard(len(hand), MATCH_LAYS):
            partners = PAIR_STRENGTH[card]
            for c in hand:
                if c in partners:
                    return True
        return leaves_a_discard(len(hand), UPGRADE_LAYS) and bool(
            self.upgrade_targets(p, card, matches)) or self._traded_use(p, card, hand, matches)

    def _traded_use(self, p: int, card: str, hand: list[str], matches,
                    trade_now: bool = False) -> bool:
        """Under ``upgrade_others=False``: whether ``card`` (in player ``p``'s ``hand``) can be
        used by trading for another player's match it makes stronger, on the table
        ``matches`` (``uses.traded_use``; ``trade_now``: a weak match's trade is due)."""
        if self.options.upgrade_others or not self._improves_others(p, card, matches):
            return False
        rest = list(hand)
        rest.remove(card)
        return traded_use(card, rest, matches[p],
                          [m for q, ms in enumerate(matches) if q != p for m in ms], trade_now)

    def _improves_others(self, p: int, card: str, matches) -> bool:
        """Whether ``card`` makes a match of another player than ``p`` stronger (on the table
        ``matches``; the table as it is: from the index of open matches)."""
        if matches is self.matches:
            return any(q != p and improves(card, m) for q, m in self._open[RANK_INDEX[card]])
        return any(improves(card, m) for q, ms in enumerate(matches) if q != p for m in ms)

    def _match_ok(self, p: int, left: str, right: str) -> bool:
        """Whether player ``p`` may match ``left`` and ``right`` from the hand: a card is left
        to discard, and a picked card not in the match keeps a use."""
        if not leaves_a_discard(len(self.hands[p]), MATCH_LAYS):
            return False
        pk = self.picked
        return pk is None or pk == left or pk == right or \
            self._pick_keeps_use(p, (left, right), None, (left, right))

    def _upgrade_ok(self, p: int, q: int, i: int, card: str) -> bool:
        """Whether player ``p`` may upgrade match ``i`` of player ``q`` with ``card`` from the
        hand: a card is left to discard, and a picked card other than ``card`` keeps a use."""
        if not leaves_a_discard(len(self.hands[p]), UPGRADE_LAYS):
            return False
        pk = self.picked
        if pk is None or pk == card:
            return True
        m = self.matches[q][i]
        return self._pick_keeps_use(p, (card,), m, upgraded(card, m))

    def _pick_keeps_use(self, p: int, laid: tuple, gone, new: tuple) -> bool:
        """Whether the picked card, not among the cards ``laid`` from player ``p``'s hand into
        their match ``new`` (laid, or ``gone`` upgraded), still has a use afterwards: a
        partner left in hand, a match to upgrade, or (``upgrade_others=False``) a trade for
        another player's match it makes stronger; each use leaving a card to discard."""
        pk, hand = self.picked, self.hands[p]
        left = len(hand) - len(laid)  # the cards in hand afterwards, the picked one among them
        if leaves_a_discard(left, MATCH_LAYS):
            partners = PAIR_STRENGTH[pk]
            for c in hand:
                if c in partners and c not in laid:
                    return True
        if not leaves_a_discard(left, UPGRADE_LAYS):
            return False
        others = self.options.upgrade_others
        for owner, m in self._open[RANK_INDEX[pk]]:  # the other matches on the table
            if m is not gone and (others or owner == p) and improves(pk, m):
                return True
        if improves(pk, new):  # the player's match just laid or upgraded
            return True
        if others:
            return False
        mine = [new if m is gone else m for m in self.matches[p]] + ([new] if gone is None else [])
        table = self.matches[:p] + [mine] + self.matches[p + 1:]
        rest = [c for c in hand if c not in laid]
        return self._traded_use(p, pk, rest, table, gone is None and PAIR_STRENGTH[new[0]][new[1]] == WEAK)

    def _trade_ok(self, p: int, m: int, q: int, n: int) -> bool:
        """Whether player ``p`` may trade their match ``m`` for player ``q``'s match ``n``
        (of the same strength): a picked card keeps a use on the table afterwards."""
        pk = self.picked
        if pk is None or self.options.upgrade_others:
            return True
        mine = [x for j, x in enumerate(self.matches[p]) if j != m] + [self.matches[q][n]]
        theirs = [x for j, x in enumerate(self.matches[q]) if j != n] + [self.matches[p][m]]
        table = [mine if k == p else theirs if k == q else ms for k, ms in enumerate(self.matches)]
        return self._has_use(p, pk, self.hands[p], table)

    # ----- legal actions ------------------------------------------------------------
    def _legal(self) -> list[Action]:
        return self._LEGAL[self.phase](self)

    def _legal_play(self) -> list[Action]:
        p = self.turn_player
        hand = self.hands[p]
        acts = self._hand_matches(hand) if leaves_a_discard(len(hand), MATCH_LAYS) else []
        upgrades = any(map(self._improves.__getitem__, hand))  # a card improves an open match
        if self.picked is not None:  # no discard until the picked card is used
            if acts:
                acts = [a for a in acts if self._match_ok(p, *a.args)]
            if upgrades:
                self._upgrades(p, hand, acts)
            return acts
        if upgrades:
            self._upgrades(p, hand, acts)
        acts += map(DISCARD.__getitem__, sorted(hand, key=ORDER.__getitem__))  # in code order
        return acts

    @staticmethod
    def _hand_matches(hand: list[str]) -> list[Action]:
        """Every match in ``hand``: each left half with a partner, in hand order, then its
        partners in hand order."""
        have = slot_mask(hand)
        pairs = have & (have >> 1) & LEFT_SLOTS  # the left halves' slots of ranks with both
        if not pairs:
            return []
        out = []
        for left in hand:
            if pairs >> SLOT[left] & 1:  # a left half whose partner slot the hand holds
                with_left = MATCHES_OF[left]  # its matches by partner
                out += [with_left[right] for right in hand if right in with_left]
        return out

    def _upgrades(self, p: int, hand: list[str], acts: list[Action]) -> None:
        """Append to ``acts`` the upgrades player ``p`` may make with the cards in ``hand``:
        for each card in hand order, the matches it makes stronger in table order."""
        if not leaves_a_discard(len(hand), UPGRADE_LAYS):
            return
        improves_count, matches, check = self._improves, self.matches, self.picked is not None
        for card in hand:
            if improves_count[card]:  # the card improves an open match
                keys = [(q, matches[q].index(m), card) for q, m, _card in self._improved(p, card)]
                if len(keys) > 1:
                    keys.sort()  # by owner, then number: the order of a walk over the table
                for key in keys:
                    if not check or self._upgrade_ok(p, *key):
                        acts.append(UPGRADE[key])

    def _legal_penalise(self) -> list[Action]:
        return PENALISE_CHOICES[self.players][self.turn_player]

    def _legal_bonus_draw(self) -> list[Action]:
        return BONUS_CHOICES

    def _legal_trade(self) -> list[Action]:
        """Each match of the player's for each other player's match of the same strength
        (in table order), then skip (unless the picked card's one use is by a trade now)."""
        p, every = self.turn_player, self.matches
        offers: dict[int, list] = {}  # the other players' matches by strength (match_id)
        for q, ms in enumerate(every):
            if q != p:
                for n, x in enumerate(ms, match_id(q, 0)):  # n: match_id(q, index)
                    offers.setdefault(PAIR_STRENGTH[x[0]][x[1]], []).append(n)
        acts = []
        for m, x in enumerate(every[p]):
            theirs = offers.get(PAIR_STRENGTH[x[0]][x[1]])
            if theirs:
                acts.extend(map(TRADES_OF[m].__getitem__, theirs))
        if self.picked is not None and not self.options.upgrade_others:
            acts = [a for a in acts if self._trade_ok(p, *a.args)]
        pk = self.picked
        if pk is None or self.options.upgrade_others or self._has_use(p, pk, self.hands[p], every):
            acts.append(SKIP)
        return acts

    def _legal_lay(self) -> list[Action]:
        return self._hand_matches(self.hands[self.lay_queue[0]]) + [DONE]

    def _legal_over(self) -> list[Action]:
        return []

    _LEGAL = {"over": _legal_over, "draw": _legal_draw, "play": _legal_play, "penalise": _legal_penalise,
              "bonus-draw": _legal_bonus_draw, "trade": _legal_trade, "lay": _legal_lay}

    def _parse(self, tokens: list[str]) -> Action:
        word, args = tokens[0].lower(), tokens[1:]
        codes = [t.upper() for t in args]
        if word in ("draw", "bonus-draw", "skip", "done") and not args:
            return Action(word)
        if word in ("pick", "discard") and len(args) == 1 and codes[0] in RANK:
            return Action(word, (codes[0],))
        if word == "match" and len(args) == 2 and all(c in RANK for c in codes):
            a, b = codes
            if HALF[a] == "R" and HALF[b] == "L":
                a, b = b, a
            return Action("match", (a, b))
        if word == "penalise" and len(args) == 1 and args[0].isdigit():
            return Action("penalise", (whole_number(args[0], N_("player number")),))
        if word == "upgrade" and len(args) == 3 and args[0].isdigit() and args[1].isdigit() \
                and codes[2] in RANK:
            return Action("upgrade", (whole_number(args[0], N_("player number")),
                                      whole_number(args[1], N_("match number")), codes[2]))
        if word == "trade" and len(args) == 3 and all(a.isdigit() for a in args):
            mine, q, theirs = args  # trade M P N: your match M for player P's match N
            return Action("trade", (whole_number(mine, N_("match number")),
                                    whole_number(q, N_("player number")),
                                    whole_number(theirs, N_("match number"))))
        raise IllegalMove(_("'{text}' is not a Split action; actions are draw, pick CARD, match "
                            "CARD CARD, upgrade P M CARD, penalise P, bonus-draw, trade M P N, "
                            "skip, discard CARD and done (cards like 7HL, 10SR)").format(
                                text=" ".join(tokens)))

    _NEEDS = {
        "draw": N_("start your turn: draw, or pick a card from the discard row (pick CARD)"),
        "penalise": N_("a perfect match: choose another player to fill a negative box "
                       "(penalise P)"),
        "bonus-draw": N_("a strong match: take the bonus draw (bonus-draw) or skip it (skip)"),
        "trade": N_("a weak match: trade a match (trade M P N) or skip"),
        "lay": N_("the round is over: lay matches from your hand (match CARD CARD) or say done"),
    }
    _EXPECTED = {"draw": "draw", "lay": "match"}  # the kind each phase asks for, if not its name

    def _why_illegal(self, action: Action) -> str:
        kind, ph, p = action.kind, self.phase, self.current_player
        if ph == "draw" and kind == "pick":
            card = action.args[0]
            if card not in self.discard_row:
                return _("{card} is not in the discard row").format(card=card)
            return _("you could not use {card} this turn: a picked card must go into a match or "
                     "an upgrade (with a card left to discard)").format(card=card)
        if ph == "trade" and kind == "skip":
            return _("skipping the trade would leave no use for {card}, which you picked and "
                     "must use this turn: trade for a match it makes stronger").format(
                         card=self.picked)
        if ph in self._NEEDS and kind != self._EXPECTED.get(ph, ph):
            if kind == "skip" and ph == "penalise":
                return _("a perfect match's penalty cannot be skipped: {needs}").format(
                    needs=_(self._NEEDS[ph]))
            return _(self._NEEDS[ph])
        if ph == "lay":
            return self._why_not_match(p, *action.args, keep=False)
        if ph == "penalise":
            q = action.args[0]
            if q == p:
                return _("you cannot penalise yourself: choose another player")
            return _("there is no player {q}").format(q=q)
        if ph == "trade":
            return self._why_not_trade(p, *action.args)
        return self._why_not_play(p, action)

    def _why_not_play(self, p: int, action: Action) -> str:
        """Why ``action`` is refused in the play phase (after the draw or pick)."""
        kind = action.kind
        if kind in ("draw", "pick"):
            return _("you have already drawn this turn")
        if kind in ("bonus-draw", "skip", "penalise", "trade"):
            return _("'{kind}' is a match's bonus; you have no bonus to carry out now").format(
                kind=kind)
        if kind == "done":
            return _("'done' is only for laying matches after a first-turn go-out")
        if kind == "discard":
            card = action.args[0]
            if card not in self.hands[p]:
                return _("{card} is not in your hand").format(card=card)
            return _("you picked {card} and must use it in a match or an upgrade before you "
                     "discard").format(card=self.picked)
        if kind == "match":
            return self._why_not_match(p, *action.args, keep=True)
        if kind == "upgrade":
            return self._why_not_upgrade(p, *action.args)
        return super()._why_illegal(action)

    def _why_not_match(self, p: int, left: str, right: str, keep: bool) -> str:
        hand = self.hands[p]
        for c in (left, right):
            if c not in hand:
                return _("{card} is not in your hand").format(card=c)
        if left == right or HALF[left] == HALF[right]:
            return _("a match needs a left half (L) and a right half (R)")
        if RANK[left] != RANK[right]:
            return _("{left} and {right} are halves of different ranks: they do not match").format(
                left=left, right=right)
        if keep and not leaves_a_discard(len(hand), MATCH_LAYS):
            return _("that match would leave you no card to discard")
        if keep and self.picked:
            return _("that match would leave no use for {card}, which you picked and must use "
                     "this turn").format(card=self.picked)
        return _("'match {left} {right}' is not possible now").format(left=left, right=right)

    def _why_not_upgrade(self, p: int, q: int, i: int, card: str) -> str:
        if q >= self.players:
            return _("there is no player {q}").format(q=q)
        if q != p and not self.options.upgrade_others:
            return _("in this game (upgrade_others=False) you may upgrade only your own matches")
        if i >= len(self.matches[q]):
            return _("player {q} has no match {i}").format(q=q, i=i)
        if card not in self.hands[p]:
            return _("{card} is not in your hand").format(card=card)
        m = self.matches[q][i]
        if RANK[card] != RANK[m[0]]:
            return _("{card} is not of rank {rank}, the rank of match {i} ({left} {right})").format(
                card=card, rank=RANK[m[0]], i=i, left=m[0], right=m[1])
        old = strength(*m)
        new = strength(card, m[1]) if HALF[card] == "L" else strength(m[0], card)
        if new <= old:
            how = _("weaker") if new < old else _("no stronger (sideways)")
            return _("{card} would make the {old} match {left} {right} {new}, {how}: an upgrade "
                     "must make it strictly stronger").format(
                card=card, old=_strength(STRENGTH_NAMES[old]), left=m[0], right=m[1],
                new=_strength(STRENGTH_NAMES[new]), how=how)
        if not leaves_a_discard(len(self.hands[p]), UPGRADE_LAYS):
            return _("that upgrade would leave you no card to discard")
        return _("that upgrade would leave no use for {card}, which you picked and must use this "
                 "turn").format(card=self.picked)

    def _why_not_trade(self, p: int, m: int, q: int, n: int) -> str:
        if m >= len(self.matches[p]):
            return _("you have no match {m}").format(m=m)
        if q == p:
            return _("trade with another player, not yourself")
        if q >= self.players:
            return _("there is no player {q}").format(q=q)
        if n >= len(self.matches[q]):
            return _("player {q} has no match {i}").format(q=q, i=n)
        a, b = strength(*self.matches[p][m]), strength(*self.matches[q][n])
        if a != b:
            return _("your match {m} is {mine} but player {q}'s match {n} is {theirs}: only "
                     "matches of the same strength trade").format(
                m=m, mine=_strength(STRENGTH_NAMES[a]), q=q, n=n,
                theirs=_strength(STRENGTH_NAMES[b]))
        return _("that trade would leave no use for {card}, which you picked and must use this "
                 "turn").format(card=self.picked)

    # ----- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        p = self.current_player
        return self._APPLY[action.kind](self, p, *action.args)

    def _do_draw(self, p: int, kind: str = "draw", sentence=_drew) -> list[Event]:
        """The top card of the draw pile into player ``p``'s hand (a ``draw``, or with ``kind``
        and ``sentence`` given a ``bonus-draw``). Drawing the last card of the draw pile ends
        the round at once, else play on."""
        pile = self.draw_pile
        card = pile.pop()
        self._pile_slots[SLOT[card]] -= 1
        self.hands[p].append(card)
        left = len(pile)
        ev = [_event((kind, p, {"card": card, "left": left}, sentence))]
        if left:
            self.phase = "play"
        else:
            self._end_round(ev, None)
        return ev

    def _do_bonus_draw(self, p: int) -> list[Event]:
        return self._do_draw(p, "bonus-draw", _bonus_drew)

    def _do_pick(self, p: int, card: str) -> list[Event]:
        """Player ``p`` takes ``card`` and every card laid after it from the discard row."""
        row = self.discard_row
        j = row.index(card)
        taken = row[j:]
        del row[j:]
        self.hands[p].extend(taken)
        self.shown[p].update(taken)
        self.picked = card
        self.phase = "play"
        return [_event(("pick", p, {"card": card, "taken": taken}, _picked))]

    def _do_match(self, p: int, left: str, right: str) -> list[Event]:
        s = self._match_in_place(p, left, right)
        k = len(self.matches[p]) - 1
        if self.phase == "lay":
            return [_event(("match", p, {"cards": [left, right], "strength": STRENGTH_NAMES[s],
                                         "index": k, "bonus": False},
                            (_LAID, (p, STRENGTH_NAMES[s], RANK[left], left, right))))]
        self.phase = BONUS_PHASE[s]
        return [_match_event(p, left, right, s, k)]

    def _do_upgrade(self, p: int, q: int, i: int, card: str) -> list[Event]:
        m, replaced, old_s, new_s = self._upgrade_in_place(p, q, i, card)
        self.phase = BONUS_PHASE[new_s]
        return [_upgrade_event(p, q, i, card, m, replaced, old_s, new_s,
                               len(self.matches[p]) - 1 if q != p else i)]

    def _do_penalise(self, p: int, q: int) -> list[Event]:
        self.phase = "play"
        return [_penalise_event(p, q, self._fill_negative(q))]

    def _do_skip(self, p: int) -> list[Event]:
        ev = [_event(("skip", p, {"bonus": self.phase}, _let_go))]
        self.phase = "play"
        return ev

    def _do_trade(self, p: int, m: int, q: int, n: int) -> list[Event]:
        self.phase = "play"
        return [_trade_event(p, m, q, n, *self._trade_in_place(p, m, q, n))]

    def _do_discard(self, p: int, card: str) -> list[Event]:
        hand = self.hands[p]
        hand.remove(card)
        self.shown[p].discard(card)
        self.discard_row.append(card)
        ev = [_event(("discard", p, {"card": card, "hand": len(hand)}, _discarded))]
        if not hand:  # discarding the last card of the hand ends the round
            self._end_round(ev, p)
            return ev
        q = self.turn_player = (p + 1) % self.players
        self._start_turn()
        ev.append(TURN_EVENTS[q])
        return ev

    def _do_done(self, p: int) -> list[Event]:
        self.lay_queue.pop(0)
        ev = [Event.later("done", p, {}, _laid_all_text, p)]
        if self.lay_queue:
            q = self.current_player = self.lay_queue[0]
            ev.append(Event.later("lay", q, {}, _may_lay_text, q))
        else:
            self._score_round(ev)
        return ev

    _APPLY = {"draw": _do_draw, "bonus-draw": _do_bonus_draw, "pick": _do_pick,
              "match": _do_match, "upgrade": _do_upgrade, "penalise": _do_penalise,
              "skip": _do_skip, "trade": _do_trade, "discard": _do_discard, "done": _do_done}

    def _match_in_place(self, p: int, left: str, right: str) -> int:
        """Player ``p``'s match of ``left`` and ``right`` from the hand laid (the hand, the
        matches, the indexes, the picked card): ``_apply``'s match but for the phase and
        the event. Its strength."""
        hand = self.hands[p]
        hand.remove(left)
        hand.remove(right)
        shown = self.shown[p]
        shown.discard(left)
        shown.discard(right)
        match = [left, right]
        self.matches[p].append(match)
        s = PAIR_STRENGTH[left][right]
        if s != PERFECT:
            self._open[RANK_INDEX[left]].append([p, match])
            improves = self._improves
            for c in IMPROVERS[left, right]:
                improves[c] += 1
        if self.picked == left or self.picked == right:
            self.picked = None
        return s

    def _upgrade_in_place(self, p: int, q: int, i: int, card: str) -> tuple[list[str], str, int, int]:
        """Player ``p``'s upgrade of player ``q``'s match ``i`` with ``card`` made: ``_apply``'s
        upgrade but for the phase and the event. (The match, the half replaced, the
        strength before, the strength after.)"""
        m = self.matches[q][i]
        side = 0 if HALF[card] == "L" else 1
        old_s = PAIR_STRENGTH[m[0]][m[1]]
        improves = self._improves
        for c in IMPROVERS[m[0], m[1]]:
            improves[c] -= 1
        replaced = m[side]
        m[side] = card
        self.hands[p].remove(card)
        self.shown[p].discard(card)
        self.discard_row.append(replaced)
        if self.picked == card:
            self.picked = None
        new_s = PAIR_STRENGTH[m[0]][m[1]]
        recs = self._open[RANK_INDEX[card]]
        # the match was open (an upgrade makes it stronger)
        for k, rec in enumerate(recs):  # noqa: B007 (read after the loop)
            if rec[1] is m:
                break
        else:
            raise AssertionError(f"the index of open matches has lost {m}")
        if new_s == PERFECT:
            del recs[k]
        else:
            for c in IMPROVERS[m[0], m[1]]:
                improves[c] += 1
        if q != p:
            del self.matches[q][i]
            self.matches[p].append(m)
            rec[0] = p
        return m, replaced, old_s, new_s

    def _trade_in_place(self, p: int, m: int, q: int, n: int) -> tuple[list[str], list[str]]:
        """Player ``p``'s match ``m`` traded for player ``q``'s match ``n`` (the matches and
        the index of open ones): ``_apply``'s trade but for the phase and the event. (The
        match given, the match got.)"""
        mine = self.matches[p].pop(m)
        theirs = self.matches[q].pop(n)
        self.matches[p].append(theirs)
        self.matches[q].append(mine)
        if PAIR_STRENGTH[mine[0]][mine[1]] != PERFECT:  # (theirs is as strong)
            for rec in self._open[RANK_INDEX[mine[0]]]:
                if rec[1] is mine:
                    rec[0] = q
            for rec in self._open[RANK_INDEX[theirs[0]]]:
                if rec[1] is theirs:
                    rec[0] = p
        return mine, theirs

    def _end_round(self, ev: list[Event], goer: int | None) -> None:
        self.went_out = goer
        self.picked = None
        if goer is None:
            ev.append(_event(("round-end", None, {"round": self.round, "reason": "draw pile empty"},
                              (_PILE_EMPTY, (self.round,)))))
        else:
            ev.append(_event(("round-end", goer, {"round": self.round, "reason": "went out"},
                              (_WENT_OUT, (goer, self.round)))))
            if self.turns_this_round[goer] == 1:
                n = self.players
                self.lay_queue = [(goer + k) % n for k in range(1, n)
                                  if self.turns_this_round[(goer + k) % n] == 0]
        if self.lay_queue:
            self.phase = "lay"
            q = self.current_player = self.lay_queue[0]
            ev.append(Event.later("lay", q, {"players": list(self.lay_queue)}, _first_out_text,
                                  goer, tuple(self.lay_queue), q))
            return
        self._score_round(ev)

    def _score_round(self, ev: list[Event]) -> None:
        log = {"round": self.round, "went_out": self.went_out, "players": []}
        for p in range(self.players):
            filled: dict[str, int] = {}  # boxes filled by rank, in the order of the matches
            for m in self.matches[p]:
                if self._fill(p, RANK_INDEX[m[0]]):
                    r = RANK[m[0]]
                    filled[r] = filled.get(r, 0) + 1
            neg = self._fill_negative(p, len(self.hands[p]))
            entry = {"player": p, "boxes": dict(filled), "negative": neg,
                     "hand": list(self.hands[p]), "score": self._score(p)}
            log["players"].append(entry)
            # the event keeps its own copy: the round log is the game's, the event a record
            ev.append(_event(("score", p, {**entry, "boxes": dict(filled), "hand": list(entry["hand"])},
                              _scored)))
        self.round_log.append(log)
        self.lay_queue = []
        if self.round == ROUNDS:
            self.phase = "over"
            self.current_player, self.is_over = None, True
            ev.append(self._end_event(N_("After {n} rounds the game is over."), n=ROUNDS))
            return
        self.dealer = self.went_out if self.went_out is not None else (self.dealer + 1) % self.players
        self.round += 1
        cards = list(CODES)
        self._rng.shuffle(cards)
        self._deal(cards)
        ev.append(_event(("deal", self.dealer, {"round": self.round, "dealer": self.dealer,
                                                "first": self.turn_player},
                          (_DEALT, (self.round, self.dealer, self.turn_player)))))

    # ----- what players see ---------------------------------------------------------
    def _observation(self, player: int) -> dict[str, Any]:
        return {
            "game": self.name, "players": self.players, "player": player,
            "current_player": self.current_player, "phase": self.phase, "round": self.round,
            "dealer": self.dealer, "draw_pile_size": len(self.draw_pile),
            "discard_row": list(self.discard_row), "hand": list(self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "shown": [sorted(s) for s in self.shown],
            "matches": [[{"cards": list(m), "strength": STRENGTH_NAMES[strength(*m)]}
                         for m in ms] for ms in self.matches],
            "picked": self.picked, "sheets": [self.sheet(q) for q in range(self.players)],
            "scores": self.scores(), "upgrade_others": self.options.upgrade_others,
            "legal": [str(a) for a in self.legal_actions()] if player == self.current_player else [],
        }

    def render_text(self) -> str:
        lines = [_("{title} — {n} players — round {round} of {rounds} — draw pile {pile} — dealer "
                   "player {dealer}").format(title=_(self.title), n=self.players,
                                             round=min(self.round, ROUNDS), rounds=ROUNDS,
                                             pile=len(self.draw_pile), dealer=self.dealer),
                 "  " + _("discard row: {cards}").format(cards=" ".join(self.discard_row) or "-")]
        s = self.scores()
        cp = self.current_player
        for p in range(self.players):
            mark = "*" if p == cp else " "
            ms = "  ".join(f"{i}:{m[0]}+{m[1]}({STRENGTH_NAMES[strength(*m)][0]})"
                           for i, m in enumerate(self.matches[p])) or "-"
            hand = " ".join(sorted(self.hands[p], key=hand_order)) if p == cp else \
                ngettext("{n} card", "{n} cards", len(self.hands[p])).format(n=len(self.hands[p]))
            lines.append(mark + " " + _("player {p}: {score} points | hand {hand} | matches "
                                        "{matches}").format(p=p, score=s[p], hand=hand,
                                                            matches=ms))
        if self.is_over:
            lines.append(_("Game over: {winners}.").format(
                winners=winners_text(self.winners(), capital=False)))
        elif self.picked:
            lines.append(_("Player {p} to act ({phase}) — picked {card}, must use it.").format(
                p=cp, phase=self.phase, card=self.picked))
        else:
            lines.append(_("Player {p} to act ({phase}).").format(p=cp, phase=self.phase))
        return "\n".join(lines)


GAME = Split
# every legal action is one of the ready-made ones of cards.py: claimed for the game here
Split._ready_made(DISCARD, PICK, MATCH, PENALISE, [DRAW, SKIP, BONUS_DRAW, DONE])
# the upgrades [owner, index, card] and trades [mine, owner, theirs], each made (with its
# text, claimed for the game) when first asked for and the same object ever after
UPGRADE = Kept(partial(ready_action, "upgrade", Split))
TRADE = Kept(partial(ready_action, "trade", Split))


def _trade(mine: int, theirs: int) -> Action:
    """``TRADE[mine, owner, theirs]`` of the other player's match ``match_id(owner, theirs)``."""
    return TRADE[(mine, *divmod(theirs, MATCH_NUMBERS))]


# ``TRADES_OF[mine][match_id(owner, theirs)]``: ``TRADE[mine, owner, theirs]``, kept by the
# other player's match for each match of the trader's, so that a legal list of trades is
# looked up from the matches it offers without a new key per trade
TRADES_OF = tuple(Kept(partial(_trade, m)) for m in range(len(CODES) // 2))  # a player has 52 matches at most
