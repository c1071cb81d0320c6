"""Split: playing cards cut in half; lay matching halves, fill the score sheet.

Each card of a standard deck is cut into a left half ``L`` and a right half
``R``. On a turn a player draws a half (or picks one from the discard row,
taking every card laid after it, and must use it), lays matches of a left and
a right half of the same rank, upgrades matches on the table, and discards.
Matches fill boxes of the score sheet in the row of their rank; cards left in
hand fill boxes of the negative row. Three rounds make a game; most points
wins. Rules: ``cardkit rules split``.

What this module chooses (the rules file's **Decisions**, and where it is silent):

- 104 cards: the 52 cards of a standard deck cut in two, codes rank + suit +
  half (``7HL``, ``10SR``, ``QDL``); the reference cards are not in play;
- a match is a left and a right half of one rank: perfect (same suit), strong
  (same colour), weak (different colour); halves of different ranks never match;
- round 1: the last player deals, player 0 gets the first card and starts; the
  player who went out deals the next round, or the deal passes left when the
  draw pile ran out; the deal starts with the dealer's left neighbour;
- ``pick`` is offered only when the picked card has a use this turn (a match
  with a card then in hand, or an upgrade, leaving a card to discard); until it
  is used, a match, upgrade or trade that would leave it no use is refused and
  the discard is refused;
- drawing the last card of the draw pile ends the round at once, a strong
  match's ``bonus-draw`` included;
- the perfect match's penalty is compulsory (there is always another player);
  the strong and weak bonuses may be skipped; a trade swaps two matches of the
  same strength (any ranks), M any of the trader's matches;
- matches are numbered from 0 per player in the order they came; a match that
  leaves closes the gap, one that arrives (trade, or an upgrade of another
  player's match) is appended; upgrading one's own match keeps its number;
- an upgrade replaces the half of the card's side (an ``L`` card replaces the
  left half); it must make the match strictly stronger; the replaced half goes
  to the end of the discard row; the upgraded match belongs to the upgrader
  (``upgrade_others=False``: only one's own matches) and its new strength's
  bonus follows (perfect: penalise, strong: optional draw);
- a match or upgrade that would leave no card to discard is illegal;
- first-turn go-out: the players who have not had a turn this round lay
  matches from hand in turn order from the goer's left (``match``, then
  ``done``), with no bonuses, no upgrades, and no card needs to be kept;
- scoring: a match fills one box in the row of its rank; each card left in
  hand, and each penalty, one negative box; a full row takes no more boxes;
- the score sheet (option ``score_sheet``) is ``(upper, negative)``: ``upper``
  13 rows in rank order A, 2, …, K, each row the values ``row[k]`` for k = 0,
  1, … boxes filled (so a row with n fillable boxes lists n + 1 values), and
  ``negative`` the same for the negative row; ``None`` is the default sheet;
- rounds 2 and 3 are dealt from all 104 cards shuffled by the game's seed
  (a stacked ``deck=`` sets round 1 only);
- everyone sees the cards picked from the discard row, so they are not unseen;
- a draw's event text does not name the card (other players do not see it); its
  ``data["card"]`` does, for the drawer's own view;
- the game is over after the third round's scoring; ``round_log`` keeps each
  round's boxes, and ``sheet(player)`` reads a score sheet as a grid.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from math import ceil
from typing import Any

from ..core import Action, ConfigError, Event, Game, IllegalMove
from ..core.action import make_event
from ..core.rng import below_bits

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("H", "D", "C", "S")
RED = ("H", "D")
HALVES = ("L", "R")
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}
SUIT_SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}
HAND_SIZE = 9
ROUNDS = 3
UPPER_BOXES = 12
NEGATIVE_BOXES = 40
WEIGHTS = {"A": 3, "10": 2, "J": 2, "Q": 2, "K": 2}  # others weigh 1
PERFECT, STRONG, WEAK = 3, 2, 1
STRENGTH_NAMES = {PERFECT: "perfect", STRONG: "strong", WEAK: "weak"}

CODES = tuple(f"{r}{s}{h}" for r in RANKS for s in SUITS for h in HALVES)
RANK = {c: c[:-2] for c in CODES}
RANK_INDEX = {c: RANKS.index(c[:-2]) for c in CODES}
SUIT = {c: c[-2] for c in CODES}
HALF = {c: c[-1] for c in CODES}
IS_RED = {c: c[-2] in RED for c in CODES}
# the halves that complete a match with each card, by strength
PARTNERS: dict[str, dict[int, tuple[str, ...]]] = {}
for _c in CODES:
    _other = "R" if _c[-1] == "L" else "L"
    _r = _c[:-2]
    PARTNERS[_c] = {
        PERFECT: (f"{_r}{_c[-2]}{_other}",),
        STRONG: tuple(f"{_r}{s}{_other}" for s in SUITS
                      if s != _c[-2] and (s in RED) == (_c[-2] in RED)),
        WEAK: tuple(f"{_r}{s}{_other}" for s in SUITS if (s in RED) != (_c[-2] in RED)),
    }
ALL_PARTNERS = {c: tuple(p for s in (PERFECT, STRONG, WEAK) for p in PARTNERS[c][s]) for c in CODES}
# PAIR_STRENGTH[a][b]: the strength of a match of a and b (halves of one rank, opposite sides)
PAIR_STRENGTH: dict[str, dict[str, int]] = {
    c: {p: s for s in (PERFECT, STRONG, WEAK) for p in PARTNERS[c][s]} for c in CODES}
del _c, _other, _r
ORDER = {c: i for i, c in enumerate(CODES)}  # rank, suit, half: the order hands are shown in
# the actions, made once: legal_actions() runs in every step of a playout
DRAW, SKIP, BONUS_DRAW, DONE = Action("draw"), Action("skip"), Action("bonus-draw"), Action("done")
DISCARD = {c: Action("discard", (c,)) for c in CODES}
PICK = {c: Action("pick", (c,)) for c in CODES}
MATCH = {(a, b): Action("match", (a, b)) for a in CODES for b in PAIR_STRENGTH[a] if HALF[a] == "L"}
PENALISE = {q: Action("penalise", (q,)) for q in range(6)}
for _a in (DRAW, SKIP, BONUS_DRAW, DONE, *DISCARD.values(), *PICK.values(), *MATCH.values(),
           *PENALISE.values()):
    str(_a)  # the text, worked out once: playouts write it into the history
del _a
# a card's slot (rank and half) and the slot of its partners (the other half of the rank)
SLOT = {c: RANK_INDEX[c] * 2 + (HALF[c] == "R") for c in CODES}
PARTNER_SLOT = {c: RANK_INDEX[c] * 2 + (HALF[c] == "L") for c in CODES}
IS_LEFT = {c: HALF[c] == "L" for c in CODES}
BIT = {c: 1 << SLOT[c] for c in CODES}
LEFT_SLOTS = sum(1 << (2 * i) for i in range(len(RANKS)))
SLOT_CODES = tuple(tuple(c for c in CODES if SLOT[c] == s) for s in range(2 * len(RANKS)))
BONUS_PHASE = {PERFECT: "penalise", STRONG: "bonus-draw", WEAK: "trade"}
# IMPROVERS[left, right]: the cards that make that match strictly stronger by an upgrade
IMPROVERS = {
    (a, b): tuple(c for c in CODES if RANK[c] == RANK[a] and (
        PAIR_STRENGTH[c][b] if HALF[c] == "L" else PAIR_STRENGTH[a][c]) > PAIR_STRENGTH[a][b])
    for (a, b) in MATCH}
DISCARD_IN_ORDER = tuple(DISCARD[c] for c in CODES)  # by ORDER


def _ready_actions(kind: str):
    """``ready(args)``: the ``kind`` action with those arguments, made (with its text) when
    first asked for and the same object ever after."""
    made: dict[tuple, Action] = {}

    def ready(args: tuple) -> Action:
        a = made.get(args)
        if a is None:
            a = made[args] = Action(kind, args)
            str(a)
        return a

    return ready


_upgrade = _ready_actions("upgrade")  # (owner, index, card)
_trade = _ready_actions("trade")      # (mine, owner, theirs)


def strength(left: str, right: str) -> int:
    """3 perfect, 2 strong, 1 weak, 0 no match (halves of different ranks or sides)."""
    if RANK[left] != RANK[right] or HALF[left] == HALF[right]:
        return 0
    if SUIT[left] == SUIT[right]:
        return PERFECT
    return STRONG if IS_RED[left] == IS_RED[right] else WEAK


def upper_row(weight: int, boxes: int = UPPER_BOXES) -> tuple[int, ...]:
    """``row[k] = weight * k * (k + 1) / 2`` for k = 0..boxes."""
    return tuple(weight * k * (k + 1) // 2 for k in range(boxes + 1))


def negative_row(boxes: int = NEGATIVE_BOXES) -> tuple[int, ...]:
    """``neg[k] = sum(ceil(i / 3) for i in 1..k)`` for k = 0..boxes."""
    out, total = [0], 0
    for i in range(1, boxes + 1):
        total += ceil(i / 3)
        out.append(total)
    return tuple(out)


def build_score_sheet(weights: dict[str, int] | None = None, upper_boxes: int = UPPER_BOXES,
                      negative_boxes: int = NEGATIVE_BOXES) -> tuple:
    """A score sheet ``(upper, negative)`` for option ``score_sheet=``; no arguments: the default.

    ``weights`` maps ranks to row weights (missing ranks: the rules file's weight).
    """
    w = dict(WEIGHTS)
    w.update(weights or {})
    upper = tuple(upper_row(w.get(r, 1), upper_boxes) for r in RANKS)
    return (upper, negative_row(negative_boxes))


DEFAULT_SHEET = build_score_sheet()


def _tuples(x):
    if isinstance(x, (list, tuple)):
        return tuple(_tuples(v) for v in x)
    return x


@dataclass(frozen=True)
class Options:
    # (upper rows A..K, negative row), each row the value with k boxes filled; None: the default
    score_sheet: tuple | None = None
    upgrade_others: bool = True  # False: upgrades only on one's own matches

    def __post_init__(self):
        if isinstance(self.score_sheet, list):
            object.__setattr__(self, "score_sheet", _tuples(self.score_sheet))
        elif isinstance(self.score_sheet, tuple):
            object.__setattr__(self, "score_sheet", _tuples(self.score_sheet))


def _check_row(row, what: str) -> None:
    if not isinstance(row, tuple) or len(row) < 2:
        raise ConfigError(f"score_sheet: {what} must be a list of at least two values "
                          f"(row[0] for no box filled, row[1] for one, …), not {row!r}")
    for v in row:
        if isinstance(v, bool) or not isinstance(v, int):
            raise ConfigError(f"score_sheet: {what} holds {v!r}; values must be whole numbers")


class Split(Game):
    name = "split"
    title = "Split"
    player_counts = (2, 3, 4, 5, 6)
    Options = Options

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
        self.boxes = [[0] * len(RANKS) for _ in range(n)]
        self.neg_boxes = [0] * n
        self.round = 1
        self.dealer = n - 1
        self.turns = 0
        self.round_log: list[dict[str, Any]] = []
        self._deal(cards)

    def _deal(self, cards: list[str]) -> None:
        n = self.players
        first = (self.dealer + 1) % n
        dealt = HAND_SIZE * n
        # one card at a time from the dealer's left: the k-th player from there gets
        # cards k, k + n, k + 2n, …
        self.hands: list[list[str]] = [cards[(q - first) % n:dealt:n] for q in range(n)]
        rest = cards[HAND_SIZE * n:]
        self.discard_row = [rest[0]]
        self.draw_pile = rest[1:][::-1]  # the top card is the last item
        self._pile_set = set(self.draw_pile)  # the same cards, to look one up (derived)
        self.matches: list[list[list[str]]] = [[] for _ in range(n)]
        # those matches by rank index, each as [owner, match] (derived, kept by _apply)
        self._open: list[list[list]] = [[] for _ in RANKS]
        # for each card, how many of those matches it would make stronger (whoever owns them)
        self._improves = dict.fromkeys(CODES, 0)
        self.shown: list[set[str]] = [set() for _ in range(n)]  # hand cards everyone has seen
        self.turn_player = first
        self.turns_this_round = [0] * n
        self.picked: str | None = None
        self.lay_queue: list[int] = []
        self.went_out: int | None = None
        self._start_turn()

    def _start_turn(self) -> None:
        self.phase = "draw"
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

    @property
    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "lay":
            return self.lay_queue[0]
        return self.turn_player

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    # ----- the score sheet ----------------------------------------------------------
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
    def unseen(self, player: int) -> Counter:
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

    # ----- helpers for legality -------------------------------------------------------
    def _match_index(self, p: int, matches=None) -> dict[str, list]:
        """The matches ``p`` may upgrade, by rank: rank -> [(owner, index, match)]."""
        matches = self.matches if matches is None else matches
        owners = range(self.players) if self.options.upgrade_others else (p,)
        index: dict[str, list] = {}
        for q in owners:
            for i, m in enumerate(matches[q]):
                index.setdefault(RANK[m[0]], []).append((q, i, m))
        return index

    def upgrade_targets(self, p: int, card: str, matches=None):
        """(owner, index, strength after) for each match ``card`` may upgrade for player ``p``.

        On the table as it is, from the index of open matches; with ``matches`` given (a
        table as it would be after a trade: ``_trade_ok``), by a walk over them.
        """
        if matches is None:
            return self._open_targets(p, card)
        index = self._match_index(p, matches)
        out = []
        found = index.get(RANK[card])
        if not found:
            return out
        with_card = PAIR_STRENGTH[card]
        for q, i, m in found:
            left, right = m
            new = with_card[right] if HALF[card] == "L" else with_card[left]
            if new > PAIR_STRENGTH[left][right]:
                out.append((q, i, new))
        return out

    def _improved(self, p: int, card: str) -> list[tuple[int, list[str], int]]:
        """(owner, match, strength after) for each open match ``card`` makes stronger that
        player ``p`` may upgrade, from the index of open matches that ``_apply`` keeps
        (``_open``) instead of a walk over every player's matches."""
        out = []
        with_card = PAIR_STRENGTH[card]
        left_side = IS_LEFT[card]
        others = self.options.upgrade_others
        for q, m in self._open[RANK_INDEX[card]]:
            if q != p and not others:
                continue
            left, right = m
            new = with_card[right] if left_side else with_card[left]
            if new > PAIR_STRENGTH[left][right]:
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

    def _pickable(self, p: int) -> list[str]:
        """The cards of the discard row player ``p`` may pick (a use this turn), row order."""
        hand, row = self.hands[p], self.discard_row
        have = 0  # the slots (rank and half) of the hand and of the row after the card looked at
        for c in hand:
            have |= BIT[c]
        out = []
        improves = self._improves
        others = self.options.upgrade_others  # any match it improves may be upgraded
        j = len(row)
        base = len(hand) + j
        for card in reversed(row):
            j -= 1
            # the hand after picking here holds base - j cards: a match leaves one to discard
            # with three or more; an upgrade with two or more, always so
            if have >> PARTNER_SLOT[card] & 1 and base - j >= 3:
                out.append(card)
            elif improves[card] and (others or self._improved(p, card)):
                out.append(card)
            have |= BIT[card]
        out.reverse()
        return out

    def _upgrades(self, p: int, hand: list[str], acts: list[Action], ok=None) -> None:
        """Append to ``acts`` the upgrades player ``p`` may make with the cards in ``hand``
        (``ok``: ``_upgrade_ok`` or a function that answers as it does)."""
        improves = self._improves
        pk = self.picked
        matches = self.matches
        if ok is None:
            ok = self._upgrade_ok
        for card in hand:
            if improves[card]:
                found = self._improved(p, card)
                if not found:
                    continue
                keys = [(q, matches[q].index(m), card) for q, m, _ in found]
                if len(keys) > 1:
                    keys.sort()  # by owner, then number: the order of a walk over the table
                for key in keys:
                    if pk is None or ok(p, *key):
                        acts.append(_upgrade(key))

    def _picked_plays(self, p: int, hand: list[str]) -> list[Action]:
        """``_legal()`` in the play phase with a picked card: the matches ``_match_ok``
        accepts and the upgrades ``_upgrade_ok`` accepts, each answered from figures found
        once (the picked card's partners in hand, the open matches it improves)."""
        pk = self.picked
        nh = len(hand)
        ps, rank = PARTNER_SLOT[pk], RANK_INDEX[pk]
        partners = 0  # pk's partners in hand
        for c in hand:
            if SLOT[c] == ps:
                partners += 1
        # the open matches pk improves that player p may upgrade
        targets = [m for _, m, _ in self._improved(p, pk)] if self._open[rank] else ()
        with_pk, pk_left = PAIR_STRENGTH[pk], IS_LEFT[pk]
        acts = []
        if nh >= 3:
            for a in self._hand_matches(hand):
                left, right = a.args
                if pk == left or pk == right:
                    acts.append(a)
                    continue
                same = RANK_INDEX[left] == rank  # then one of the two is a partner of pk
                if nh >= 5 and partners - same > 0 or nh >= 4 and (targets or same and (
                        with_pk[right] if pk_left else with_pk[left]) > PAIR_STRENGTH[left][right]):
                    acts.append(a)
        if nh >= 2:
            def ok(p, q, i, card):
                if card == pk:
                    return True
                if nh >= 4 and partners - (SLOT[card] == ps) > 0:
                    return True
                if nh < 3:
                    return False
                m = self.matches[q][i]
                for x in targets:
                    if x is not m:
                        return True
                if RANK_INDEX[card] != rank:
                    return False
                left, right = (card, m[1]) if IS_LEFT[card] else (m[0], card)  # now p's
                return (with_pk[right] if pk_left else with_pk[left]) > PAIR_STRENGTH[left][right]

            self._upgrades(p, hand, acts, ok)
        return acts

    def _keeps_use(self, p: int, pk: str, upgrades: int, count: list[int]) -> bool:
        """Whether every match and upgrade from the hand of player ``p`` leaves the picked
        card ``pk`` a use (``_match_ok``, ``_upgrade_ok``), when the hand holds five cards or
        more, ``upgrade_others`` holds, ``upgrades`` is the number of upgrades ``_improves``
        counts for the hand and ``count`` the hand's cards by slot. Sufficient conditions
        only (False: not known).

        A match or upgrade without ``pk`` keeps it a use when a partner of ``pk`` stays in
        hand (two or more partners, or one not in that match or upgrade) or when ``pk``
        improves an open match other than the one upgraded.
        """
        improves = self._improves
        ps = PARTNER_SLOT[pk]
        partners = count[ps]
        ups = improves[pk]  # the open matches pk improves
        if partners >= 2 or ups >= 2:
            return True
        if partners == 1:
            # matches of pk's rank without pk would take its partner: pk needs an upgrade,
            # or no other card of its slot to make them; upgrades by the partner: none
            if not ups and count[SLOT[pk]] >= 2:
                return False
            for c in SLOT_CODES[ps]:  # the partner: does it make upgrades?
                if improves[c] and c in self.hands[p]:
                    return False
            return True
        # no partner: every match needs pk's upgrade; every upgrade must be pk's own
        return ups == 1 and upgrades == 1

    def _nth_match(self, hand: list[str], r: int, count: list[int]) -> Action:
        """The ``r``-th match of ``_hand_matches(hand)`` (``count``: the hand's cards by slot),
        found without listing them."""
        for left in hand:
            if IS_LEFT[left]:
                slot = PARTNER_SLOT[left]
                k = count[slot]
                if r < k:
                    for right in hand:
                        if SLOT[right] == slot:
                            if not r:
                                return MATCH[left, right]
                            r -= 1
                r -= k
        raise AssertionError(f"fewer matches in {hand} than counted")

    def _nth_upgrade(self, p: int, hand: list[str], r: int) -> Action:
        """The ``r``-th upgrade ``_upgrades`` lists for player ``p`` when every upgrade is
        legal (``upgrade_others``, and any picked card keeps a use): each card in hand makes
        ``_improves[card]`` of them."""
        improves = self._improves
        for card in hand:
            k = improves[card]
            if r < k:
                matches = self.matches
                keys = [(q, matches[q].index(m), card) for q, m, _ in self._improved(p, card)]
                if k > 1:
                    keys.sort()  # by owner, then number: the order of a walk over the table
                return _upgrade(keys[r])
            r -= k
        raise AssertionError(f"player {p} has fewer upgrades than _improves counts")

    def _has_use(self, p: int, card: str, hand: list[str], matches=None) -> bool:
        """Whether ``card`` (in ``hand``) can still be used in a match or upgrade, a card kept."""
        if len(hand) >= 3:
            partners = ALL_PARTNERS[card]
            for c in hand:
                if c in partners:
                    return True
        return len(hand) >= 2 and bool(self.upgrade_targets(p, card, matches))

    def _match_ok(self, p: int, left: str, right: str) -> bool:
        """Whether player ``p`` may match ``left`` and ``right`` from the hand: a card is left
        to discard, and a picked card not in the match keeps a use (``_has_use`` on the hand
        and the table after the match)."""
        hand = self.hands[p]
        if len(hand) < 3:
            return False
        pk = self.picked
        if pk is None or pk == left or pk == right:
            return True
        if len(hand) >= 5:  # three or more left besides the match: a partner in them?
            partners = ALL_PARTNERS[pk]
            for c in hand:
                if c in partners and c != left and c != right:
                    return True
        if len(hand) < 4:
            return False
        # an upgrade: of a match on the table, or of the new one (player p's own)
        if self._open[RANK_INDEX[pk]] and self._improved(p, pk):
            return True
        return RANK_INDEX[left] == RANK_INDEX[pk] and (
            PAIR_STRENGTH[pk][right] if IS_LEFT[pk] else PAIR_STRENGTH[pk][left]
        ) > PAIR_STRENGTH[left][right]

    def _upgrade_ok(self, p: int, q: int, i: int, card: str) -> bool:
        """Whether player ``p`` may upgrade match ``i`` of player ``q`` with ``card`` from the
        hand: a card is left to discard, and a picked card other than ``card`` keeps a use
        (``_has_use`` on the hand and the table after the upgrade)."""
        hand = self.hands[p]
        if len(hand) < 2:
            return False
        pk = self.picked
        if pk is None or pk == card:
            return True
        if len(hand) >= 4:
            partners = ALL_PARTNERS[pk]
            for c in hand:
                if c in partners and c != card:
                    return True
        if len(hand) < 3:
            return False
        m = self.matches[q][i]
        with_pk = PAIR_STRENGTH[pk]
        left_side = IS_LEFT[pk]
        others = self.options.upgrade_others
        for owner, x in self._open[RANK_INDEX[pk]]:  # the other matches, as they are
            if x is m or (owner != p and not others):
                continue
            left, right = x
            if (with_pk[right] if left_side else with_pk[left]) > PAIR_STRENGTH[left][right]:
                return True
        if RANK_INDEX[card] != RANK_INDEX[pk]:
            return False
        left, right = (card, m[1]) if IS_LEFT[card] else (m[0], card)  # now player p's
        return (with_pk[right] if left_side else with_pk[left]) > PAIR_STRENGTH[left][right]

    def _trade_ok(self, p: int, m: int, q: int, n: int) -> bool:
        pk = self.picked
        if pk is None or self.options.upgrade_others:
            return True
        mine = [x for j, x in enumerate(self.matches[p]) if j != m] + [self.matches[q][n]]
        matches = self.matches[:p] + [mine] + self.matches[p + 1:]
        return self._has_use(p, pk, self.hands[p], matches)

    @staticmethod
    def _hand_matches(hand: list[str]) -> list[Action]:
        have = 0
        for c in hand:
            have |= BIT[c]
        pairs = have & (have >> 1) & LEFT_SLOTS  # the left halves' slots of ranks with both
        if not pairs:
            return []
        # each left half with a partner (right halves have odd slots), then its partners,
        # in hand order
        return [MATCH[left, right] for left in hand if pairs >> SLOT[left] & 1
                for right in hand if SLOT[right] == PARTNER_SLOT[left]]

    # ----- legal actions ------------------------------------------------------------
    def _legal(self) -> list[Action]:
        ph, p = self.phase, self.current_player
        if ph == "draw":
            return [DRAW, *map(PICK.__getitem__, self._pickable(p))]
        if ph == "play":
            hand = self.hands[p]
            if len(hand) >= 3:
                acts = self._hand_matches(hand)
                if acts and self.picked is not None:
                    acts = [a for a in acts if self._match_ok(p, *a.args)]
            else:
                acts = []
            if len(hand) >= 2:
                self._upgrades(p, hand, acts)
            if self.picked is None:
                acts.extend(map(DISCARD_IN_ORDER.__getitem__, sorted(map(ORDER.__getitem__, hand))))
            return acts
        if ph == "penalise":
            return [PENALISE[q] for q in range(self.players) if q != p]
        if ph == "bonus-draw":
            return [BONUS_DRAW, SKIP]
        if ph == "trade":
            acts = []
            every = self.matches
            strengths = [[PAIR_STRENGTH[x[0]][x[1]] for x in ms] for ms in every]  # once
            for m, s in enumerate(strengths[p]):
                for q in range(self.players):
                    if q == p:
                        continue
                    for n, t in enumerate(strengths[q]):
                        if t == s and self._trade_ok(p, m, q, n):
                            acts.append(_trade((m, q, n)))
            acts.append(SKIP)
            return acts
        if ph == "lay":
            return self._hand_matches(self.hands[p]) + [DONE]
        return []

    # ----- random playouts ----------------------------------------------------------
    def _play_random(self, bits, max_actions: int) -> None:
        """``cardkit.sim``'s random playout (see ``sim.playout._play_out_random``), played here.

        The same draws over the legal list in ``_legal()`` order (``bits[p]`` is player
        ``p``'s ``getrandbits``), the same actions, state and history entries. The legal
        lists are counted instead of listed where they can be: the picks from one walk
        over the discard row; in the play phase the matches in hand from the hand's cards
        by slot (rank and half), kept here as counts and a bit mask per hand
        (``_hand_slots``), and the upgrades from ``_improves``, when every one of them is
        legal (no picked card, or one that keeps a use whatever is played: ``_keeps_use``);
        then only the one drawn is found (``_nth_match``, ``_nth_upgrade``). Otherwise the
        plays with a picked card are listed by ``_picked_plays``. The draw, the pick and the
        discard (with the next turn's start) are made here as ``_apply`` makes them, events
        included; the rest goes through ``_apply``, and the phases seldom played (a trade
        with a picked card under ``upgrade_others=False``, the laying after a first-turn
        go-out) through ``_legal``. ``tests/games/test_split_random_playout.py`` checks the
        history and the state against the generic loop's, and the counts against ``_legal``.
        """
        record = self.history.append
        apply_rules = self._apply
        players = self.players
        order = ORDER.__getitem__
        others = self.options.upgrade_others
        improved = self._improved
        rnd = 0
        for _ in range(max_actions):
            if self.round != rnd:  # a new deal: the lists are new
                rnd = self.round
                hands, row, pile, pile_set = (self.hands, self.discard_row, self.draw_pile,
                                              self._pile_set)
                shown, improves = self.shown, self._improves
                turns_this_round = self.turns_this_round
                count, masks = self._hand_slots()[:2]
            ph = self.phase
            if ph == "draw":
                p = self.turn_player
                hand = hands[p]
                # _pickable: the cards of the row with a use this turn, last first
                have = masks[p]
                picks = []
                j = len(row)
                base = len(hand) + j
                for card in reversed(row):
                    j -= 1
                    if (have >> PARTNER_SLOT[card] & 1 and base - j >= 3
                            or improves[card] and (others or improved(p, card))):
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
                    masks[p] = _slots_added(cp, masks[p], taken)
                    record((p, PICK[card]._text,
                            [_event(("pick", p, {"card": card, "taken": taken}, _picked))]))
                    continue
                card = pile.pop()
                pile_set.remove(card)
                hand.append(card)
                s = SLOT[card]
                cp[s] += 1
                masks[p] |= 1 << s
                left = len(pile)
                ev = [_event(("draw", p, {"card": card, "left": left}, (_DREW, (p, left))))]
                if left:
                    self.phase = "play"
                else:
                    self._end_round(ev, None)
                record((p, "draw", ev))
            elif ph == "play":
                p = self.turn_player
                hand = hands[p]
                nh = len(hand)
                cp = count[p]
                nm = 0  # the matches in hand: left halves times right halves, by rank
                if nh >= 3:
                    have = masks[p]
                    pairs = have & (have >> 1) & LEFT_SLOTS
                    while pairs:
                        low = pairs & -pairs
                        s = low.bit_length() - 1
                        nm += cp[s] * cp[s + 1]
                        pairs ^= low
                picked = self.picked
                getrandbits = bits[p]
                nu = sum(map(improves.__getitem__, hand)) if others and nh >= 2 else 0
                if others and (picked is None or nh >= 5 and self._keeps_use(p, picked, nu, cp)):
                    # every match and upgrade is legal: the matches, as many upgrades as
                    # _improves counts for the hand, then the discards (one per card in
                    # hand) when no card was picked
                    na = nm + nu
                    n = na + nh if picked is None else na
                    k = n.bit_length()
                    r = getrandbits(k)
                    while r >= n:
                        r = getrandbits(k)
                    if r < nm:
                        action = self._nth_match(hand, r, cp)
                    elif r < na:
                        action = self._nth_upgrade(p, hand, r - nm)
                    else:
                        action = None
                else:
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
                    for c in args if len(args) == 2 else args[2:]:
                        s = SLOT[c]
                        cp[s] -= 1
                        if not cp[s]:
                            masks[p] &= ~(1 << s)
                    record((p, action._text, apply_rules(action)))
                    continue
                card = CODES[sorted(map(order, hand))[r - na]]
                hand.remove(card)
                s = SLOT[card]
                cp[s] -= 1
                if not cp[s]:
                    masks[p] &= ~(1 << s)
                shown[p].discard(card)
                row.append(card)
                nh -= 1
                ev = [_event(("discard", p, {"card": card, "hand": nh}, (_DISCARDED, (p, card))))]
                if nh:
                    q = p + 1 if p + 1 < players else 0
                    self.turn_player = q
                    self.phase = "draw"  # _start_turn (no card is picked: it was discarded)
                    self.turns += 1
                    turns_this_round[q] += 1
                    ev.append(_event(("turn", q, {}, _TURN_SPEC[q])))
                else:
                    self._end_round(ev, p)
                record((p, DISCARD[card]._text, ev))
            elif ph == "penalise":
                p = self.turn_player
                n = players - 1
                r = below_bits(bits[p], n)
                q = r + 1 if r >= p else r
                record((p, PENALISE[q]._text, apply_rules(PENALISE[q])))
            elif ph == "bonus-draw":
                p = self.turn_player
                r = below_bits(bits[p], 2)
                if r:
                    record((p, "skip", apply_rules(SKIP)))
                else:
                    record((p, "bonus-draw", apply_rules(BONUS_DRAW)))
                    if self.round == rnd:
                        card = hands[p][-1]
                        s = SLOT[card]
                        count[p][s] += 1
                        masks[p] |= 1 << s
            elif ph == "trade" and (self.picked is None or others):
                # every trade passes _trade_ok: count them by strength
                p = self.turn_player
                strengths = [[PAIR_STRENGTH[x[0]][x[1]] for x in ms] for ms in self.matches]
                theirs = [0, 0, 0, 0]  # the other players' matches by strength
                for q in range(players):
                    if q != p:
                        for t in strengths[q]:
                            theirs[t] += 1
                mine = strengths[p]
                n = 1
                for s in mine:
                    n += theirs[s]
                r = below_bits(bits[p], n)
                if r == n - 1:
                    record((p, "skip", apply_rules(SKIP)))
                    continue
                for m, s in enumerate(mine):  # the r-th trade in _legal's order
                    if r < theirs[s]:
                        break
                    r -= theirs[s]
                for q in range(players):
                    if q != p:
                        for i, t in enumerate(strengths[q]):
                            if t == s:
                                if not r:
                                    break
                                r -= 1
                        else:
                            continue
                        break
                action = _trade((m, q, i))
                record((p, action._text, apply_rules(action)))
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

    def _hand_slots(self) -> tuple[list[list[int]], list[int], list[list[int]], list[int]]:
        """The hands' cards by slot (rank and half), as the playouts of this module keep
        them: per player the cards of each slot and the bit mask of the slots held, the
        hidden cards (not shown) of each slot; and the cards of each slot in the draw pile
        or hidden in a hand (seen by no one but their holder)."""
        players = self.players
        count = [[0] * 26 for _ in range(players)]
        hidden = [[0] * 26 for _ in range(players)]
        unknown = [0] * 26
        masks = [0] * players
        for c in self.draw_pile:
            unknown[SLOT[c]] += 1
        for q, h in enumerate(self.hands):
            cq, hq, seen, mask = count[q], hidden[q], self.shown[q], 0
            for c in h:
                s = SLOT[c]
                cq[s] += 1
                mask |= 1 << s
                if c not in seen:
                    hq[s] += 1
                    unknown[s] += 1
            masks[q] = mask
        return count, masks, hidden, unknown

    # ----- experiments ---------------------------------------------------------------
    def _play_experiment(self, bots, max_actions: int) -> int | None:
        """``cardkit.sim``'s experiment playout (``sim.playout._play_for_rows``) with the
        sensible strategy (``SplitSensible``, any parameters) at every seat; None, having
        played nothing, for any other bot.

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
        from ..agents.split import SplitSensible, least_kept, match_key, trade_gain, upgrade_key

        for b in bots:
            if type(b) is not SplitSensible:
                return None
        players = self.players
        reach = [b.max_pick_depth for b in bots]
        bonus_pile = [b.bonus_draw_min_pile * players for b in bots]
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
            if ph == "draw" or ph == "bonus-draw" and len(pile) > bonus_pile[self.turn_player]:
                # a draw, or a pick the strategy prefers; a strong match's bonus draw taken
                p = self.turn_player
                hand = hands[p]
                best = -1
                if ph == "draw":
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
                gain = row_gains(self, p)
                best, best_key = None, None
                if nh >= 3:
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
                if nh >= 2:
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
                    if picked is not None:  # the strategy's own choice, as the loop plays it
                        self._choose_and_apply(bots[p], p)
                        rnd = 0
                        continue
                    # the discard: the fewest partners in hand, then unseen, then the
                    # lowest row gain, the first in ORDER of equals
                    cp, hp = count[p], hidden[p]
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
                if players == 2:
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
            return Action("penalise", (int(args[0]),))
        if word == "upgrade" and len(args) == 3 and args[0].isdigit() and args[1].isdigit() \
                and codes[2] in RANK:
            return Action("upgrade", (int(args[0]), int(args[1]), codes[2]))
        if word == "trade" and len(args) == 3 and all(a.isdigit() for a in args):
            return Action("trade", tuple(int(a) for a in args))
        raise IllegalMove(f"'{' '.join(tokens)}' is not a Split action; actions are draw, "
                          "pick CARD, match CARD CARD, upgrade P M CARD, penalise P, bonus-draw, "
                          "trade M P N, skip, discard CARD and done (cards like 7HL, 10SR)")

    def _why_illegal(self, action: Action) -> str:
        kind, ph, p = action.kind, self.phase, self.current_player
        need = {
            "draw": "start your turn: draw, or pick a card from the discard row (pick CARD)",
            "penalise": "a perfect match: choose another player to fill a negative box (penalise P)",
            "bonus-draw": "a strong match: take the bonus draw (bonus-draw) or skip it (skip)",
            "trade": "a weak match: trade a match (trade M P N) or skip",
            "lay": "the round is over: lay matches from your hand (match CARD CARD) or say done",
        }
        if ph == "draw" and kind == "pick":
            card = action.args[0]
            if card not in self.discard_row:
                return f"{card} is not in the discard row"
            return (f"you could not use {card} this turn: a picked card must go into a match or "
                    "an upgrade (with a card left to discard)")
        if ph in need and kind != {"draw": "draw", "lay": "match"}.get(ph, ph):
            if kind == "skip" and ph == "penalise":
                return "a perfect match's penalty cannot be skipped: " + need[ph]
            return need[ph]
        if ph == "lay":
            return self._why_not_match(p, *action.args, keep=False)
        if ph == "penalise":
            q = action.args[0]
            if q == p:
                return "you cannot penalise yourself: choose another player"
            return f"there is no player {q}"
        if ph == "trade":
            return self._why_not_trade(p, *action.args)
        # play phase
        if kind in ("draw", "pick"):
            return "you have already drawn this turn"
        if kind in ("bonus-draw", "skip", "penalise", "trade"):
            return f"'{kind}' is a match's bonus; you have no bonus to carry out now"
        if kind == "done":
            return "'done' is only for laying matches after a first-turn go-out"
        if kind == "discard":
            card = action.args[0]
            if card not in self.hands[p]:
                return f"{card} is not in your hand"
            return (f"you picked {self.picked} and must use it in a match or an upgrade "
                    "before you discard")
        if kind == "match":
            return self._why_not_match(p, *action.args, keep=True)
        if kind == "upgrade":
            return self._why_not_upgrade(p, *action.args)
        return super()._why_illegal(action)

    def _why_not_match(self, p: int, left: str, right: str, keep: bool) -> str:
        hand = self.hands[p]
        for c in (left, right):
            if c not in hand:
                return f"{c} is not in your hand"
        if left == right or HALF[left] == HALF[right]:
            return "a match needs a left half (L) and a right half (R)"
        if RANK[left] != RANK[right]:
            return f"{left} and {right} are halves of different ranks: they do not match"
        if keep and len(hand) < 3:
            return "that match would leave you no card to discard"
        if keep and self.picked:
            return (f"that match would leave no use for {self.picked}, which you picked "
                    "and must use this turn")
        return f"'match {left} {right}' is not possible now"

    def _why_not_upgrade(self, p: int, q: int, i: int, card: str) -> str:
        if q >= self.players:
            return f"there is no player {q}"
        if q != p and not self.options.upgrade_others:
            return "in this game (upgrade_others=False) you may upgrade only your own matches"
        if i >= len(self.matches[q]):
            return f"player {q} has no match {i}"
        if card not in self.hands[p]:
            return f"{card} is not in your hand"
        m = self.matches[q][i]
        if RANK[card] != RANK[m[0]]:
            return f"{card} is not of rank {RANK[m[0]]}, the rank of match {i} ({m[0]} {m[1]})"
        old = strength(*m)
        new = strength(card, m[1]) if HALF[card] == "L" else strength(m[0], card)
        if new <= old:
            how = "weaker" if new < old else "no stronger (sideways)"
            return (f"{card} would make the {STRENGTH_NAMES[old]} match {m[0]} {m[1]} "
                    f"{STRENGTH_NAMES[new]}, {how}: an upgrade must make it strictly stronger")
        if len(self.hands[p]) < 2:
            return "that upgrade would leave you no card to discard"
        return (f"that upgrade would leave no use for {self.picked}, which you picked "
                "and must use this turn")

    def _why_not_trade(self, p: int, m: int, q: int, n: int) -> str:
        if m >= len(self.matches[p]):
            return f"you have no match {m}"
        if q == p:
            return "trade with another player, not yourself"
        if q >= self.players:
            return f"there is no player {q}"
        if n >= len(self.matches[q]):
            return f"player {q} has no match {n}"
        a, b = strength(*self.matches[p][m]), strength(*self.matches[q][n])
        if a != b:
            return (f"your match {m} is {STRENGTH_NAMES[a]} but player {q}'s match {n} is "
                    f"{STRENGTH_NAMES[b]}: only matches of the same strength trade")
        return (f"that trade would leave no use for {self.picked}, which you picked "
                "and must use this turn")

    # ----- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        kind, ph = action.kind, self.phase
        p = self.lay_queue[0] if ph == "lay" else self.turn_player  # current_player
        ev: list[Event] = []
        if kind == "discard":
            card = action.args[0]
            self.hands[p].remove(card)
            self.shown[p].discard(card)
            self.discard_row.append(card)
            ev.append(_event(("discard", p, {"card": card, "hand": len(self.hands[p])},
                              (_DISCARDED, (p, card)))))
            if not self.hands[p]:
                self._end_round(ev, p)
            else:
                self.turn_player = (p + 1) % self.players
                self._start_turn()
                ev.append(_event(("turn", self.turn_player, {}, _TURN_SPEC[self.turn_player])))
        elif kind == "draw":
            card = self.draw_pile.pop()
            self._pile_set.remove(card)
            self.hands[p].append(card)
            left = len(self.draw_pile)
            ev.append(_event(("draw", p, {"card": card, "left": left}, (_DREW, (p, left)))))
            if not self.draw_pile:
                self._end_round(ev, None)
            else:
                self.phase = "play"
        elif kind == "match":
            left, right = action.args
            s = self._match_in_place(p, left, right)
            if self.phase == "lay":
                ev.append(_event(("match", p, {"cards": [left, right], "strength": STRENGTH_NAMES[s],
                                               "index": len(self.matches[p]) - 1, "bonus": False},
                                  (_LAID, (p, STRENGTH_NAMES[s], RANK[left], left, right)))))
            else:
                k = len(self.matches[p]) - 1
                ev.append(_event(("match", p, {"cards": [left, right], "strength": STRENGTH_NAMES[s],
                                               "index": k, "bonus": True},
                                  (_MATCHED, (p, STRENGTH_NAMES[s], RANK[left], left, right, k)))))
                self.phase = BONUS_PHASE[s]
        elif kind == "penalise":
            q = action.args[0]
            filled = self._fill_negative(q)
            ev.append(_event(("penalise", p, {"target": q, "filled": filled},
                              (_PENALISED if filled else _PENALISED_FULL, (p, q)))))
            self.phase = "play"
        elif kind == "pick":
            card = action.args[0]
            taken = self._pick_in_place(p, self.discard_row.index(card))
            ev.append(_event(("pick", p, {"card": card, "taken": taken}, _picked)))
        elif kind == "upgrade":
            q, i, card = action.args
            m, replaced, old_s, new_s = self._upgrade_in_place(p, q, i, card)
            ev.append(_event(("upgrade", p, {"owner": q, "index": i, "card": card,
                                             "replaced": replaced, "from": STRENGTH_NAMES[old_s],
                                             "to": STRENGTH_NAMES[new_s], "match": list(m),
                                             "new_index": len(self.matches[p]) - 1 if q != p else i},
                              _upgraded)))
            self.phase = BONUS_PHASE[new_s]
        elif kind == "skip":
            ev.append(_event(("skip", p, {"bonus": self.phase}, (_LET_GO, (p,)))))
            self.phase = "play"
        elif kind == "bonus-draw":
            card = self.draw_pile.pop()
            self._pile_set.remove(card)
            self.hands[p].append(card)
            left = len(self.draw_pile)
            ev.append(_event(("bonus-draw", p, {"card": card, "left": left},
                              (_BONUS_DREW, (p, left)))))
            if not self.draw_pile:
                self._end_round(ev, None)
            else:
                self.phase = "play"
        elif kind == "trade":
            m, q, n = action.args
            mine, theirs = self._trade_in_place(p, m, q, n)
            # the event keeps copies of the matches given and got: a later upgrade of
            # either must not rewrite what this event says happened
            ev.append(_event(("trade", p, {"index": m, "target": q, "target_index": n,
                                           "gave": list(mine), "got": list(theirs)},
                              (_TRADED, (p, m, " ".join(mine), q, n, " ".join(theirs))))))
            self.phase = "play"
        elif kind == "done":
            self.lay_queue.pop(0)
            ev.append(Event("done", p, {}, f"Player {p} has laid their matches."))
            if self.lay_queue:
                q = self.lay_queue[0]
                ev.append(Event("lay", q, {}, f"Player {q} may now lay matches from hand."))
            else:
                self._score_round(ev)
        return ev

    def _pick_in_place(self, p: int, j: int) -> list[str]:
        """Player ``p``'s pick of the ``j``-th card of the discard row made: ``_apply``'s pick
        but for the event. The cards taken."""
        row = self.discard_row
        taken = row[j:]
        del row[j:]
        self.hands[p].extend(taken)
        self.shown[p].update(taken)
        self.picked = taken[0]
        self.phase = "play"
        return taken

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
        for k, rec in enumerate(recs):  # the match was open (an upgrade makes it stronger)
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
            ev.append(Event("round-end", None, {"round": self.round, "reason": "draw pile empty"},
                            f"The draw pile is empty: round {self.round} ends at once."))
        else:
            ev.append(Event("round-end", goer, {"round": self.round, "reason": "went out"},
                            f"Player {goer} discarded their last card: round {self.round} ends."))
            if self.turns_this_round[goer] == 1:
                n = self.players
                self.lay_queue = [(goer + k) % n for k in range(1, n)
                                  if self.turns_this_round[(goer + k) % n] == 0]
        if self.lay_queue:
            self.phase = "lay"
            q = self.lay_queue[0]
            ev.append(Event("lay", q, {"players": list(self.lay_queue)},
                            f"Player {goer} went out on their first turn: player(s) "
                            f"{', '.join(map(str, self.lay_queue))} without a turn may lay "
                            f"matches from hand, without bonuses. Player {q} first."))
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
            s = self.scores()
            best = max(s.values())
            win = [q for q, v in s.items() if v == best]
            who = " and ".join(f"player {q}" for q in win)
            ev.append(Event("end", None, {"scores": s, "winners": win},
                            f"After {ROUNDS} rounds the game is over. {who[0].upper() + who[1:]} "
                            f"{'wins' if len(win) == 1 else 'share the win'} with {best} points."))
            return
        self.dealer = self.went_out if self.went_out is not None else (self.dealer + 1) % self.players
        self.round += 1
        cards = list(CODES)
        self._rng.shuffle(cards)
        self._deal(cards)
        ev.append(Event("deal", self.dealer, {"round": self.round, "dealer": self.dealer,
                                              "first": self.turn_player},
                        f"Round {self.round}: player {self.dealer} deals nine cards each; "
                        f"player {self.turn_player} starts."))

    # ----- what players see ---------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
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
        lines = [f"Split — {self.players} players — round {min(self.round, ROUNDS)} of {ROUNDS} — "
                 f"draw pile {len(self.draw_pile)} — dealer player {self.dealer}",
                 f"  discard row: {' '.join(self.discard_row) or '-'}"]
        s = self.scores()
        cp = self.current_player
        for p in range(self.players):
            mark = ">" if p == cp else " "
            ms = "  ".join(f"{i}:{m[0]}+{m[1]}({STRENGTH_NAMES[strength(*m)][0]})"
                           for i, m in enumerate(self.matches[p])) or "-"
            hand = " ".join(sorted(self.hands[p], key=_hand_order)) if p == cp else \
                f"{len(self.hands[p])} card(s)"
            lines.append(f"{mark} player {p}: {s[p]} points | hand {hand} | matches {ms}")
        if self.is_over:
            lines.append("Game over. Winner(s): " + ", ".join(f"player {w}" for w in self.winners()))
        else:
            extra = f" — picked {self.picked}, must use it" if self.picked else ""
            lines.append(f"Player {cp} to act ({self.phase}){extra}.")
        return "\n".join(lines)


def _slots_added(count: list[int], mask: int, cards: list[str]) -> int:
    """``cards`` added to a hand's cards by slot (``count``, changed in place) and to its
    mask of slots held (``mask``): the new mask. For the playouts of ``Split``."""
    for c in cards:
        s = SLOT[c]
        count[s] += 1
        mask |= 1 << s
    return mask


def _hand_order(code: str) -> int:
    return ORDER[code]


# ----- event sentences, written only when read (see core.action.Event) ----------------------
_event = make_event
_DREW = "Player {} drew a card ({} left in the draw pile).".format
_LAID = "Player {} laid a {} match of {}s ({} {}), without a bonus.".format
_MATCHED = "Player {} laid a {} match of {}s ({} {}) as match {}.".format
_PENALISED = "Player {} penalised player {}, who fills a negative box.".format
_PENALISED_FULL = ("Player {} penalised player {}, who fills a negative box "
                   "(the negative row is full).").format
_BONUS_DREW = "Player {} took the strong match's bonus draw ({} left in the draw pile).".format
_LET_GO = "Player {} let the bonus go.".format
_DISCARDED = "Player {} discarded {}.".format
_TRADED = "Player {} traded their match {} ({}) for player {}'s match {} ({}).".format


def _picked(e: Event) -> str:
    p, d = e[1], e[2]
    card, taken = d["card"], d["taken"]
    more = f" and {len(taken) - 1} later card(s) ({' '.join(taken[1:])})" if len(taken) > 1 else ""
    return f"Player {p} picked {card}{more} from the discard row; {card} must be used this turn."


def _scored(e: Event) -> str:
    p, d = e[1], e[2]
    boxes = d["boxes"]
    rows = ", ".join(f"{r} ×{k}" for r, k in sorted(boxes.items(), key=lambda kv: RANKS.index(kv[0])))
    return (f"Player {p} fills {sum(boxes.values())} box(es){' (' + rows + ')' if rows else ''} "
            f"and {d['negative']} negative box(es) for the cards in hand: {d['score']} points "
            "so far.")


def _upgraded(e: Event) -> str:
    p, d = e[1], e[2]
    q, i = d["owner"], d["index"]
    if q != p:
        whose = f"player {q}'s match {i}"
        where = f"; it is now player {p}'s match {d['new_index']}"
    else:
        whose, where = f"their match {i}", ""
    return (f"Player {p} upgraded {whose} with {d['card']}: {d['from']} became {d['to']}, "
            f"{d['replaced']} goes to the discard row{where}.")


_TURN_SPEC = tuple(("Player {}'s turn.".format, (q,)) for q in range(6))


GAME = Split
