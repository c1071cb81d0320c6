"""Cover Your Assets (Grandpa Beck's Games): collect sets of assets, steal the
top set of a rival's stack, and protect your own.

Each turn a player makes a set (two identical assets, or one asset and one
wild) from their hand or with the top discard and lays it face up on their
stack, or challenges another player's top set with a matching card or a wild.
The two then answer each other card by card until one side yields; the last to
show a card wins the set and every card shown. Only when none of that is
possible does a player discard. A round ends when every hand is empty; stack
values are added to running totals, and rounds go on until someone reaches the
target ($1,000,000). Rules: ``cardkit rules cover-your-assets``.

What this module chooses (the rules file's **Decisions**, then this module's
own readings where the file is silent):

- 110 cards, the original edition; GOLD and SILVER are wild. 4–6 players hold
  4 cards; 2–3 players (an extension the publisher allows) hold 5.
- A set is two identical assets or one asset and one wild — never two wilds,
  never more than two cards. A set's asset is its non-wild card's asset (a set
  never holds only wilds, so every set has one).
- The steal fight: the challenger shows a card (``steal P CARD``); then the
  defender (phase ``"defend"``) and the challenger (phase ``"counter"``) take
  turns answering with ``defend CARD`` — a card of the set's asset or a wild —
  or ``yield``. A player may yield even while holding matching cards; a player
  without one can only yield (``yield`` is always asked for explicitly, never
  played automatically). The last to show a card wins: the set and every
  shown card become one set on top of the winner's stack (the defender keeps
  it where it was). Shown cards stay in view (zone ``"fight"``) until then.
- ``discard CARD`` is legal only when no pair, take or steal is possible
  (``free_discard=True``: at any time).
- At the end of a turn the player draws back up to their hand size while the
  draw pile lasts (always, although the source says "may"); after a fight the
  challenger draws first, then the defender.
- With the draw pile empty, play goes on without drawing and a player with no
  cards is passed over; the round ends as soon as no player holds a card.
- Scores: ``scores()`` gives the running match totals (stack values added at
  each round's end; every card counts its face value, wilds included). Rounds
  go on until at least one total reaches ``target``; the highest total wins
  and equal totals share the win. ``stack_values()`` gives the current round.
- Round 1: the last player deals and player 0 starts; each later round the
  deal passes left (the next player deals, the one after them starts). Every
  round is dealt from the full deck shuffled by the game's seeded generator
  (``deck=`` stacks round 1 only). The final round's stacks stay on the table
  when the match ends.
- ``target`` must be a whole number of dollars from 1 to 100,000,000 (a cap of
  this module's own, so that a match stays finite in practice: a few hundred
  rounds at the cap).
- A fight makes sets of more than two cards; "never more than two cards"
  applies to a new set. The engine keeps a set's asset card first, so the
  asset is read from a set's first card.
- Phases: ``"turn"``, ``"defend"``, ``"counter"``, and ``"over"`` when the
  match ends. Events: deal, pair, take, discard, steal, defend, yield, fight,
  draw, empty, pass, turn, round_end, score, end.
- Seen and unseen: the draw pile and the other players' hands are unseen;
  discards and covered sets were shown to everyone and count as seen.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..core import Action, Card, ConfigError, Event, Game, IllegalMove
from ..core.action import make_event
from ..core.rng import below_bits

# code: (asset name, value in dollars, copies) — the rules file's table, in its order
ASSETS_TABLE: dict[str, tuple[str, int, int]] = {
    "GOLD": ("Gold (wild)", 50_000, 4),
    "SILVER": ("Silver (wild)", 25_000, 8),
    "HOME": ("Home", 20_000, 8),
    "JEWELS": ("Jewels", 15_000, 10),
    "AUTO": ("Classic Auto", 15_000, 10),
    "STOCKS": ("Stocks", 10_000, 10),
    "BANK": ("Bank Account", 10_000, 10),
    "COINS": ("Coin Collection", 10_000, 10),
    "BASEBALL": ("Baseball Cards", 5_000, 10),
    "CASH": ("Cash Under the Mattress", 5_000, 10),
    "STAMPS": ("Stamp Collection", 5_000, 10),
    "PIGGY": ("Piggy Bank", 5_000, 10),
}
CODES: tuple[str, ...] = tuple(ASSETS_TABLE)
WILDS: tuple[str, ...] = ("SILVER", "GOLD")  # cheaper wild first: the order wilds are offered
WILD_SET = frozenset(WILDS)
ASSETS: tuple[str, ...] = tuple(c for c in CODES if c not in WILD_SET)
VALUE: dict[str, int] = {c: v for c, (_, v, _) in ASSETS_TABLE.items()}
COPIES: dict[str, int] = {c: n for c, (_, _, n) in ASSETS_TABLE.items()}
NAME: dict[str, str] = {c: n for c, (n, _, _) in ASSETS_TABLE.items()}
DECK_VALUE = sum(VALUE[c] * COPIES[c] for c in CODES)  # $1,360,000
CARDS: dict[str, Card] = {c: Card(c, NAME[c], None, None, VALUE[c]) for c in CODES}
_FULL_DECK = tuple(c for c in CODES for _ in range(COPIES[c]))
TARGET_MAX = 100_000_000
_ORDER = {c: i for i, c in enumerate(CODES)}
_VALUE_OF = VALUE.__getitem__


# every action object made once: legal-move lists reuse them (fast random playouts)
_PAIR = {(a, b): Action("pair", (a, b)) for a in CODES for b in CODES}
_TAKE = {c: Action("take", (c,)) for c in CODES}
_DEFEND = {c: Action("defend", (c,)) for c in CODES}
_DISCARD = {c: Action("discard", (c,)) for c in CODES}
_STEAL = {(q, c): Action("steal", (q, c)) for q in range(6) for c in CODES}
_YIELD = Action("yield")
_MATCHING = {a: frozenset((a, *WILDS)) for a in CODES}


def _hand_moves(hand: tuple[str, ...]) -> list:
    """For a sorted hand: ``[held, pairs, takes, steals, discards]`` — the codes it holds
    (table order), the pairs it can make, and (filled in as they are first asked for) the
    take actions by discard top and the steal actions by (player, asset); kept in
    ``_HAND_MOVES`` by the hand."""
    held = tuple(c for c in CODES if c in hand)
    wilds = [w for w in WILDS if w in hand]
    pairs = []
    for a in held:
        if a in WILD_SET:
            continue
        if hand.count(a) >= 2:
            pairs.append(_PAIR[a, a])
        for w in wilds:
            pairs.append(_PAIR[a, w])
    moves = _HAND_MOVES[hand] = [held, tuple(pairs), {}, {}, tuple(_DISCARD[c] for c in held)]
    return moves


def _takes(moves: list, top: str) -> tuple[Action, ...]:
    """The take actions of a hand (``_hand_moves``) with ``top`` on the discard pile."""
    found = moves[2].get(top)
    if found is None:
        ok = _TAKE_WITH[top]
        found = moves[2][top] = tuple(_TAKE[c] for c in moves[0] if c in ok)
    return found


def _steals(moves: list, key: tuple[int, str]) -> tuple[Action, ...]:
    """The steal actions of a hand (``_hand_moves``) on player q's set of an asset: key (q, asset)."""
    found = moves[3].get(key)
    if found is None:
        ok = _MATCHING[key[1]]
        found = moves[3][key] = tuple(_STEAL[key[0], c] for c in moves[0] if c in ok)
    return found


def _answers(hand: list[str], asset: str) -> list[Action]:
    """A fight's answers: the matching cards held (table order: GOLD, SILVER, the asset), yield."""
    acts = [_DEFEND[c] for c in ("GOLD", "SILVER", asset) if c in hand]
    acts.append(_YIELD)
    return acts


_HAND_MOVES: dict[tuple[str, ...], list] = {}  # at most C(17, 5) = 6,188 sorted hands (0-5 cards)


def hand_size(players: int) -> int:
    """Cards in a full hand: 5 with 2–3 players, 4 with 4–6."""
    return 5 if players <= 3 else 4


def is_wild(code: str) -> bool:
    return code in WILD_SET


def makes_set(a: str, b: str) -> bool:
    """Whether two cards form a set: identical assets, or an asset and a wild."""
    wa, wb = a in WILD_SET, b in WILD_SET
    if wa or wb:
        return not (wa and wb)
    return a == b


_TAKE_WITH = {t: frozenset(c for c in CODES if makes_set(c, t)) for t in CODES}


def asset_of(cards: list[str]) -> str:
    """A set's asset: its non-wild card's asset."""
    for c in cards:
        if c not in WILD_SET:
            return c
    raise ValueError(f"a set of only wilds has no asset: {cards}")


def matches(code: str, asset: str) -> bool:
    """Whether a card may be shown in a fight over a set of this asset."""
    return code == asset or code in WILD_SET


def set_value(cards) -> int:
    return sum(map(_VALUE_OF, cards))


def dollars(v: int | float) -> str:
    return f"${v:,.0f}"


def _canonical_pair(a: str, b: str) -> tuple[str, str]:
    """The order a pair is written in: the asset first, then the wild."""
    if a in WILD_SET and b not in WILD_SET:
        return b, a
    if a in WILD_SET and b in WILD_SET and _ORDER[a] > _ORDER[b]:
        return b, a
    return a, b


@dataclass(frozen=True)
class Options:
    free_discard: bool = False  # discard at any time, not only when nothing else is possible
    target: int = 1_000_000     # rounds go on until a running total reaches this


class CoverYourAssets(Game):
    name = "cover-your-assets"
    title = "Cover Your Assets"
    player_counts = (2, 3, 4, 5, 6)
    Options = Options

    @classmethod
    def full_deck(cls, players: int, options: Options) -> list[str]:
        return list(_FULL_DECK)

    @classmethod
    def all_codes(cls) -> set[str]:
        return set(CODES)

    @classmethod
    def _check_options(cls, options: Options, players: int) -> None:
        t = options.target
        if t < 1 or t > TARGET_MAX:
            raise ConfigError(f"option target must be a whole number of dollars from 1 to "
                              f"{TARGET_MAX:,}, not {t!r}")

    # ----- state --------------------------------------------------------------------
    def _setup(self, cards: list[str]) -> None:
        n = self.players
        self.hand_size = hand_size(n)
        self.round = 1
        self.dealer = n - 1
        self.totals = [0] * n
        self.round_totals: list[list[int]] = []  # totals after each finished round
        self.turns = 0
        self._deal(cards, [])

    def _deal(self, cards: list[str], ev: list[Event]) -> None:
        n, size = self.players, self.hand_size
        first = (self.dealer + 1) % n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(n * size):
            self.hands[(first + i) % n].append(cards[i])
        up = cards[n * size]
        self.discard = [up]
        self.draw_pile = cards[:n * size:-1]  # the top card is the last item
        self.stacks: list[list[list[str]]] = [[] for _ in range(n)]
        self.stack_value = [0] * n
        self.value_log: list[list[int]] = [[0] * n]  # stack values after each turn of the round
        self.challenger: int | None = None
        self.defender: int | None = None
        self.shown: list[list] = []  # [[player, card], ...] of the fight in progress
        self.turn_player = first
        self.phase = "turn"
        self.turns += 1
        ev.append(_event(("deal", self.dealer,
                          {"round": self.round, "dealer": self.dealer, "starts": first, "up": up},
                          (_t_deal, (self.round, self.dealer, size, up, first)))))

    def _state(self) -> dict[str, Any]:
        return {
            "round": self.round, "dealer": self.dealer, "turn_player": self.turn_player,
            "turns": self.turns, "hands": self.hands, "stacks": self.stacks,
            "draw_pile": self.draw_pile[::-1], "discard": self.discard,
            "challenger": self.challenger, "defender": self.defender, "shown": self.shown,
            "totals": self.totals, "round_totals": self.round_totals,
            "stack_value": self.stack_value, "value_log": self.value_log,
        }

    @property
    def current_player(self) -> int | None:
        ph = self.phase
        if ph == "turn":
            return self.turn_player
        if ph == "defend":
            return self.defender
        if ph == "counter":
            return self.challenger
        return None

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> dict[int, int]:
        """Running match totals: stack values of the finished rounds."""
        return {p: self.totals[p] for p in range(self.players)}

    def score_text(self, value: float) -> str:
        return dollars(value)

    def stack_values(self) -> dict[int, int]:
        """What each player's stack is worth now, in this round."""
        return {p: self.stack_value[p] for p in range(self.players)}

    def top_set(self, player: int) -> list[str] | None:
        """The visible set at stake on a player's stack (None when the stack is empty)."""
        st = self.stacks[player]
        return st[-1] if st else None

    def fight_asset(self) -> str | None:
        """The asset of the set being fought over, or None when there is no fight."""
        if self.defender is None:
            return None
        return self.stacks[self.defender][-1][0]  # a set's first card is its asset

    def unseen(self, player: int) -> Counter:
        c = Counter(self.draw_pile)
        for q in range(self.players):
            if q != player:
                c.update(self.hands[q])
        return c

    def zones(self) -> dict[str, list[str]]:
        z = {"draw pile": self.draw_pile, "discard pile": self.discard,
             "fight": [c for _, c in self.shown]}
        for p in range(self.players):
            z[f"hand {p}"] = self.hands[p]
            z[f"stack {p}"] = [c for s in self.stacks[p] for c in s]
        return z

    # ----- legal actions ------------------------------------------------------------
    def _legal(self) -> list[Action]:
        ph = self.phase
        if ph == "turn":
            return list(self._turn_moves(self.turn_player))
        if ph == "defend" or ph == "counter":
            hand = self.hands[self.defender if ph == "defend" else self.challenger]
            return _answers(hand, self.stacks[self.defender][-1][0])  # a set's first card: its asset
        return []

    def _turn_actions(self, p: int, include_discards: bool = True) -> list[Action]:
        return list(self._turn_moves(p, include_discards))

    def _turn_moves(self, p: int, include_discards: bool = True) -> tuple[Action, ...]:
        """Player p's turn actions: pairs, takes, steals (by player), or else discards."""
        key = tuple(sorted(self.hands[p]))
        moves = _HAND_MOVES.get(key) or _hand_moves(key)
        acts = moves[1]
        if self.discard:
            top = self.discard[-1]
            found = moves[2].get(top)
            acts += _takes(moves, top) if found is None else found
        q = 0
        for st in self.stacks:
            if st and q != p:
                target = (q, st[-1][0])  # a set's first card is its asset
                found = moves[3].get(target)
                acts += _steals(moves, target) if found is None else found
            q += 1
        if include_discards and (not acts or self.options.free_discard):
            acts += moves[4]
        return acts

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
        pairs_of, discards_of, takes_of = _PAIRS.get, _DISCARDS.get, _TAKES_BY_TOP
        draw_events, weight, turn_events, bit_length = _DRAW_EVENTS, _WEIGHT, _TURN_EVENT, _BITS
        vlog = None  # (re)loaded below, with the rest of the state
        for _ in range(max_actions):
            if vlog is None:  # the game's lists, loaded again after a new deal
                hands, stacks, discard, pile = self.hands, self.stacks, self.discard, self.draw_pile
                sv, vlog = self.stack_value, self.value_log
                keys = [_hand_key(h) for h in hands]
                targets = [_STEAL_ROWS[q][st[-1][0]] if st else None for q, st in enumerate(stacks)]
                ph, tp, turns = self.phase, self.turn_player, self.turns
                ch, de, shown = self.challenger, self.defender, self.shown
                if de is not None:
                    fought = stacks[de][-1]
                    asset, value = fought[0], set_value(fought)
                    answers, held = _ANSWER_ROWS[asset]
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
                targets[p] = _STEAL_ROWS[p][a]
                ev = [e[5][p]]
                drawer, fight = p, None
            elif kind == _E_TAKE:
                c = e[2]
                discard.pop()
                hand.remove(c)
                keys[p] -= e[6]
                stacks[p].append([e[3], e[7]])  # _canonical_pair: the asset first
                sv[p] += e[4]
                targets[p] = _STEAL_ROWS[p][e[3]]
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
                answers, held = _ANSWER_ROWS[asset]
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
                    targets[ch] = _STEAL_ROWS[ch][asset]
                    st = stacks[de]
                    targets[de] = _STEAL_ROWS[de][st[-1][0]] if st else None
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
        from ..agents import RandomAgent
        from ..agents.cover_your_assets import CoverSensible
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

    def _parse(self, tokens: list[str]) -> Action:
        word = tokens[0].lower()
        args = tokens[1:]
        cards = [t.upper() for t in args]
        if word == "pair" and len(args) == 2 and all(c in VALUE for c in cards):
            return Action("pair", _canonical_pair(cards[0], cards[1]))
        if word in ("take", "defend", "discard") and len(args) == 1 and cards[0] in VALUE:
            return Action(word, (cards[0],))
        if word == "steal" and len(args) == 2 and args[0].isdigit() and cards[1] in VALUE:
            return Action("steal", (int(args[0]), cards[1]))
        if word == "yield" and not args:
            return Action("yield")
        bad = [c for c in cards if not c.isdigit() and c not in VALUE]
        hint = f"{bad[0]} is not a card; " if bad else ""
        raise IllegalMove(f"'{' '.join(tokens)}' is not a Cover Your Assets action; {hint}"
                          "actions are pair CARD CARD, take CARD, steal P CARD, defend CARD, "
                          "yield and discard CARD, with CARD one of " + ", ".join(CODES))

    def _why_illegal(self, action: Action) -> str:
        kind, ph, p = action.kind, self.phase, self.current_player
        if ph in ("defend", "counter"):
            asset = self.fight_asset()
            if kind == "defend":
                c = action.args[0]
                if c not in self.hands[p]:
                    return f"you hold no {c} to show"
                return (f"{c} does not match the {asset} set: show a {asset} or a wild "
                        f"(GOLD, SILVER), or yield")
            other = self.defender if ph == "defend" else self.challenger
            return (f"player {self.challenger} is challenging player {self.defender}'s {asset} set: "
                    f"player {other} must answer with defend CARD (a {asset} or a wild) or yield")
        if kind in ("defend", "yield"):
            return f"there is no fight going on: {kind} answers a steal"
        hand = self.hands[p]
        if kind == "pair":
            a, b = action.args
            if a in WILD_SET and b in WILD_SET:
                return "two wilds never make a set: pair an asset with a wild"
            if a != b and not makes_set(a, b):
                return (f"{a} and {b} are different assets: a set is two identical assets "
                        f"or one asset and one wild")
            need = Counter((a, b))
            for c, k in need.items():
                if hand.count(c) < k:
                    return f"you hold {hand.count(c)} {c}, and the pair needs {k}"
        if kind == "take":
            c = action.args[0]
            if not self.discard:
                return "the discard pile is empty: there is nothing to take"
            top = self.discard[-1]
            if c not in hand:
                return f"you hold no {c}"
            if c in WILD_SET and top in WILD_SET:
                return f"two wilds never make a set: {c} cannot go with the {top} on the discard pile"
            return f"{c} does not make a set with the {top} on the discard pile"
        if kind == "steal":
            q, c = action.args
            if q == p:
                return "you cannot steal from yourself: name another player"
            if q >= self.players:
                return f"there is no player {q}: players are 0 to {self.players - 1}"
            if not self.stacks[q]:
                return f"player {q} has no set to steal"
            if c not in hand:
                return f"you hold no {c}"
            asset = asset_of(self.stacks[q][-1])
            return f"{c} does not match player {q}'s {asset} set: show a {asset} or a wild"
        if kind == "discard":
            c = action.args[0]
            if c not in hand:
                return f"you hold no {c}"
            other = self._turn_actions(p, include_discards=False)
            if other:
                return (f"you may discard only when you can make no set and steal nothing; "
                        f"you could '{other[0]}'")
        return super()._why_illegal(action)

    # ----- applying -----------------------------------------------------------------
    # Event sentences are written from the event itself when first read (playouts skip
    # them); the turn event (nothing but the player) is one ready-made event per player.
    def _apply(self, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "pair":
            p = self.turn_player
            a, b = action.args
            hand = self.hands[p]
            hand.remove(a)
            hand.remove(b)
            v = VALUE[a] + VALUE[b]
            self.stacks[p].append([a, b])
            self.stack_value[p] += v
            ev = [_event(("pair", p, {"cards": [a, b], "value": v}, _t_pair))]
        elif kind == "steal":
            p = self.turn_player
            q, c = action.args
            self.hands[p].remove(c)
            self.challenger, self.defender = p, q
            self.shown = [[p, c]]
            top = tuple(self.stacks[q][-1])
            v = set_value(top)
            self.phase = "defend"
            return [_event(("steal", p, {"defender": q, "card": c, "set": list(top),
                                         "asset": top[0], "value": v}, _t_steal))]
        elif kind == "yield":
            p = self.defender if self.phase == "defend" else self.challenger
            ev = [_event(("yield", p, {}, _t_yield))]
            ch, de = self.challenger, self.defender
            self._settle(ev)
            return self._end_turn(ch, de, ev)
        elif kind == "discard":
            p = self.turn_player
            c = action.args[0]
            self.hands[p].remove(c)
            self.discard.append(c)
            ev = [_event(("discard", p, {"card": c}, _t_discard))]
        elif kind == "take":
            p = self.turn_player
            c = action.args[0]
            top = self.discard.pop()
            self.hands[p].remove(c)
            first, second = _canonical_pair(top, c)
            v = VALUE[c] + VALUE[top]
            self.stacks[p].append([first, second])
            self.stack_value[p] += v
            ev = [_event(("take", p, {"card": c, "discard": top, "cards": [first, second],
                                      "value": v}, _t_take))]
        elif kind == "defend":
            c = action.args[0]
            shown = len(self.shown) + 1
            if self.phase == "defend":
                p = self.defender
                self.phase = "counter"
                ev = [_event(("defend", p, {"card": c, "shown": shown}, _t_defend))]
            else:
                p = self.challenger
                self.phase = "defend"
                ev = [_event(("defend", p, {"card": c, "shown": shown}, _t_counter))]
            self.hands[p].remove(c)
            self.shown.append([p, c])
            return ev
        else:
            return []
        return self._end_turn(p, None, ev)

    def _settle(self, ev: list[Event]) -> None:
        """The fight's end: the last to show a card wins the set and every shown card."""
        ch, de = self.challenger, self.defender
        winner = self.shown[-1][0]
        shown = [c for _, c in self.shown]
        won = set_value(shown)
        if winner == de:
            top = self.stacks[de][-1]
            top.extend(shown)
            self.stack_value[de] += won
            v = set_value(top)
            ev.append(_event(("fight", de, {"winner": de, "loser": ch, "cards": list(top),
                                            "value": v, "gained": shown}, _t_kept)))
        else:
            top = self.stacks[de].pop()
            self.stack_value[de] -= set_value(top)
            top.extend(shown)
            v = set_value(top)
            self.stacks[ch].append(top)
            self.stack_value[ch] += v
            ev.append(_event(("fight", ch, {"winner": ch, "loser": de, "cards": list(top),
                                            "value": v, "gained": shown}, _t_won)))
        self.challenger = self.defender = None
        self.shown = []

    def _end_turn(self, drawer: int, defender: int | None, ev: list[Event]) -> list[Event]:
        """Draw back up (the challenger, then the defender of a fight), then the next turn."""
        pile = self.draw_pile
        if pile:
            for p in (drawer,) if defender is None else (drawer, defender):
                hand = self.hands[p]
                k = self.hand_size - len(hand)
                if k <= 0 or not pile:
                    continue
                if k > len(pile):
                    k = len(pile)
                for _ in range(k):
                    hand.append(pile.pop())
                ev.append(_event(("draw", p, {"count": k, "draw_pile": len(pile)}, _t_draw)))
                if not pile:
                    ev.append(Event("empty", None, {}, _EMPTY))
        self.value_log.append(self.stack_value[:])
        self.phase = "turn"
        q = self.turn_player + 1
        if q == self.players:
            q = 0
        if self.hands[q]:
            self.turn_player = q
            self.turns += 1
            ev.append(_TURN_EVENT[q])
        else:
            self._next_turn(ev)
        return ev

    def _next_turn(self, ev: list[Event]) -> None:
        """The next player holding cards takes the turn (those between are passed over); the
        round ends when nobody holds a card."""
        hands, n, p = self.hands, self.players, self.turn_player
        for k in range(1, n + 1):
            q = (p + k) % n
            if hands[q]:
                for j in range(1, k):
                    s = (p + j) % n
                    ev.append(_event(("pass", s, {}, _t_pass)))
                self.turn_player = q
                self.turns += 1
                ev.append(_TURN_EVENT[q])
                return
        self._end_round(ev)

    def _end_round(self, ev: list[Event]) -> None:
        n = self.players
        ev.append(_event(("round_end", None, {"round": self.round}, _t_round_end)))
        for p in range(n):
            v = self.stack_value[p]
            self.totals[p] += v
            ev.append(_event(("score", p, {"stack": v, "total": self.totals[p]}, _t_score)))
        self.round_totals.append(list(self.totals))
        best = max(self.totals)
        if best >= self.options.target:
            self.phase = "over"
            win = [p for p in range(n) if self.totals[p] == best]
            who = " and ".join(f"player {q}" for q in win)
            ev.append(Event("end", None, {"totals": list(self.totals), "winners": win},
                            f"{who[0].upper() + who[1:]} reached {dollars(self.options.target)}: "
                            f"{who} {'wins' if len(win) == 1 else 'share the win'} with "
                            f"{dollars(best)}."))
            return
        self.round += 1
        self.dealer = (self.dealer + 1) % n
        cards = self.full_deck(n, self.options)
        self._rng.shuffle(cards)
        self._deal(cards, ev)

    # ----- what players see ---------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
        return {
            "game": self.name, "players": self.players, "player": player,
            "round": self.round, "dealer": self.dealer, "turn_player": self.turn_player,
            "current_player": self.current_player, "phase": self.phase,
            "hand": list(self.hands[player]), "hand_sizes": [len(h) for h in self.hands],
            "hand_size": self.hand_size, "draw_pile_size": len(self.draw_pile),
            "discard_top": self.discard[-1] if self.discard else None,
            "discard_size": len(self.discard),
            "top_sets": [list(s[-1]) if s else None for s in self.stacks],
            "stack_sets": [len(s) for s in self.stacks],
            "stack_cards": [sum(len(x) for x in s) for s in self.stacks],
            "stack_values": list(self.stack_value), "totals": list(self.totals),
            "target": self.options.target, "free_discard": self.options.free_discard,
            "fight": None if self.defender is None else {
                "challenger": self.challenger, "defender": self.defender,
                "asset": self.fight_asset(), "shown": [list(x) for x in self.shown]},
            "legal": [str(a) for a in self.legal_actions()] if player == self.current_player else [],
        }

    def render_text(self) -> str:
        """The table: each stack's top set and value, hand sizes, the discard top, the fight;
        and the hand of the player to act (the one at the keyboard in ``cardkit play``)."""
        lines = [f"Cover Your Assets — round {self.round} — {self.players} players — "
                 f"draw pile {len(self.draw_pile)} — discard "
                 f"{self.discard[-1] if self.discard else '(empty)'} — target "
                 f"{dollars(self.options.target)}"]
        for p in range(self.players):
            mark = ">" if p == self.current_player else " "
            top = self.stacks[p][-1] if self.stacks[p] else None
            lines.append(f"{mark} player {p}{' (dealer)' if p == self.dealer else ''}: "
                         f"hand {len(self.hands[p])} card(s) | top set "
                         f"{' '.join(top) if top else '-'} | stack {len(self.stacks[p])} set(s) "
                         f"{dollars(self.stack_value[p])} | total {dollars(self.totals[p])}")
        p = self.current_player
        if p is not None:
            lines.append(f"  hand of player {p} (to act): {' '.join(self.hands[p]) or '(empty)'}")
        if self.defender is not None:
            lines.append(f"  fight: player {self.challenger} challenges player {self.defender}'s "
                         f"{self.fight_asset()} set; shown "
                         + ", ".join(f"{c} (player {q})" for q, c in self.shown))
        if self.is_over:
            lines.append("Match over. Winner(s): " + ", ".join(f"player {w}" for w in self.winners()))
        else:
            lines.append(f"Player {self.current_player} to act ({self.phase}).")
        return "\n".join(lines)


_event = make_event  # one C call per event; sentences written when read
_EMPTY = "The draw pile is empty: play goes on without drawing."


# Sentences written from the event itself (e[1] its player, e[2] its data), when first read.
_t_pair = "Player {0[1]} paired {0[2][cards][0]} and {0[2][cards][1]}: a ${0[2][value]:,.0f} set goes \
on top of their stack.".format
_t_take = "Player {0[1]} took {0[2][discard]} from the discard pile with {0[2][card]}: a \
${0[2][value]:,.0f} set goes on top of their stack.".format
_t_discard = "Player {0[1]} discarded {0[2][card]}.".format
_t_defend = "Player {0[1]} defends with {0[2][card]}.".format
_t_counter = "Player {0[1]} answers back with {0[2][card]}.".format
_t_yield = "Player {0[1]} yields.".format
_t_pass = "Player {0[1]} has no cards and is passed over.".format
_t_turn = "Player {0[1]}'s turn.".format
_t_round_end = "Round {0[2][round]} is over: no player holds a card.".format
_t_deal = "Round {}: player {} deals {} cards each; {} is turned up on the discard pile and \
player {} starts.".format


def _t_score(e):
    return (f"Player {e[1]}'s stack is worth {dollars(e[2]['stack'])}: their total is "
            f"{dollars(e[2]['total'])}.")


def _t_steal(e):
    d = e[2]
    top = d["set"]
    return (f"Player {e[1]} challenges player {d['defender']}'s {top[0]} set ({' '.join(top)}, "
            f"{dollars(d['value'])}) by showing {d['card']}.")


def _t_kept(e):
    d = e[2]
    return (f"Player {e[1]} keeps the {d['cards'][0]} set: the {len(d['gained'])} shown card(s) "
            f"join it, {len(d['cards'])} cards worth {dollars(d['value'])}.")


def _t_won(e):
    d = e[2]
    return (f"Player {e[1]} wins player {d['loser']}'s {d['cards'][0]} set with every shown card: "
            f"{len(d['cards'])} cards worth {dollars(d['value'])} go on top of their stack.")


def _t_draw(e):
    k = e[2]["count"]
    return f"Player {e[1]} draws {k} card{'s' if k != 1 else ''}."


_TURN_EVENT = tuple(_event(("turn", q, {}, _t_turn)) for q in range(6))  # ready-made, per player


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
# at import from the same functions. (Small tables: a fresh process fills them quickly.)
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
# by the set's asset: player q's steals on it (_STEAL_ROWS[q]), the answers in a fight over it,
# the takes of it from the discard pile; (row, bit) each, as _rows makes them
_STEAL_ROWS = tuple({a: _rows(a, lambda m, a=a, q=q: map(_entry, _steals(m, (q, a))))
                     for a in ASSETS} for q in range(6))
_ANSWER_ROWS = {a: _rows(a, lambda m, a=a: map(_entry, _answers(m[0], a))) for a in ASSETS}
# the takes of a discard top: (row, mask) of _rows for an asset, (function, 0) for a wild
_TAKES_BY_TOP = {**{a: _rows(a, lambda m, a=a: (_entry(t, a) for t in _takes(m, a))) for a in ASSETS},
                 **{w: (_takes_of_wild(w), 0) for w in WILDS}}


# ----- an experiment's playout on counts ------------------------------------------------------
# _play_counts plays what _legal, _apply, _end_turn, _next_turn, _end_round and _deal do, on
# compact state: a hand is 12 counts (indexes of CODES; order within a hand changes no rule
# nor decision), a set is [value, asset, card, ...] of indexes. The sensible strategy decides
# with the plain functions of cardkit.agents.cover_your_assets that CoverSensible.choose calls
# (pick_steal, answer_goes_on, score tables of set_score and keep_score). It duplicates the
# rules above (legal order included, for random seats) and CoverSensible's choice between a
# steal, a set and a discard; tests/games/test_cover_your_assets_experiment.py checks its
# games against the loop's.
_IDX = {c: i for i, c in enumerate(CODES)}
_V = tuple(VALUE[c] for c in CODES)
_G, _S = _IDX["GOLD"], _IDX["SILVER"]  # 0 and 1: the wilds come first in CODES
_DECK_IDX = tuple(_IDX[c] for c in CODES for _ in range(COPIES[c]))  # full_deck's order


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
    from ..agents.cover_your_assets import answer_goes_on, pick_steal, score_tables
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
            kind = None
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


GAME = CoverYourAssets
