"""The rules engine, ``CoverYourAssets`` (the rules and the choices made: the package's docstring)."""
from __future__ import annotations

from collections import Counter
from types import MappingProxyType
from typing import Any, NamedTuple

from ...core import Action, ConfigError, Event, Game, IllegalMove, is_whole_number, whole_number
from ...core.sentences import winners_text
from ...i18n import N_, _, ngettext
from .cards import (
    CODES,
    FULL_DECK,
    FULL_DECK_KEY,
    ONE,
    TARGET_MAX,
    VALUE,
    Options,
    canonical_pair,
    dollars,
    hand_size,
    set_value,
)
from .cards import counted as count_cards
from .moves import (
    ANSWERS,
    DEFEND,
    DISCARD,
    DISCARDS,
    PAIR,
    PAIRS,
    STEAL,
    STEALS,
    TAKE,
    TAKES,
    YIELD,
)
from .refusals import why_illegal
from .sentences import (
    DISCARD_EVENT,
    DRAW_EVENT,
    EMPTY_EVENT,
    PAIR_EVENT,
    PASS_EVENT,
    TAKE_EVENT,
    TURN_EVENT,
    YIELD_EVENT,
    _event,
    _t_counter,
    _t_deal,
    _t_defend,
    _t_end,
    _t_kept,
    _t_round_end,
    _t_score,
    _t_steal,
    _t_won,
)

TURN, DEFEND_PHASE, COUNTER, OVER = "turn", "defend", "counter", "over"  # the phases
_ONE_OF = dict(ONE).__getitem__  # ONE[c] for map(): a private copy's own look-up, as cards._VALUE_OF
_LEFT = MappingProxyType({n: tuple((p + 1) % n for p in range(n)) for n in range(2, 7)})  # the next seat
_OTHERS = MappingProxyType({n: tuple(tuple(q for q in range(n) if q != p) for p in range(n))
                            for n in range(2, 7)})


class FightEnd(NamedTuple):
    """How a fight ends (``settle_fight``): who wins, and what each side's stack gains."""

    winner: int
    loser: int
    value: int  # the winner's new set: the set fought over and every card shown
    challenger_gain: int  # the change in the challenger's stack value
    defender_gain: int  # the change in the defender's stack value (a loss is negative)


def settle_fight(challenger: int, defender: int, last_to_show: int, at_stake: int,
                 shown: int) -> FightEnd:
    """The end of a steal fight, the rule the game plays and ``cardkit.prob`` weighs.

    The last to show a card (``last_to_show``, the challenger or the defender) wins the set
    fought over (worth ``at_stake``) and every card shown in the fight (worth ``shown``),
    as one set on top of their stack: a defender who wins keeps the set where it was, with
    the shown cards added; a challenger who wins takes it off the defender's stack."""
    if last_to_show == defender:
        return FightEnd(defender, challenger, at_stake + shown, 0, shown)
    return FightEnd(challenger, defender, at_stake + shown, at_stake + shown, -at_stake)


class CoverYourAssets(Game):
    """The state: each hand (``hands``, in the order its cards came; ``hand_counts``, the
    same hand counted, which the rules read), the draw pile (top card last), the discard
    pile, each stack of sets (top set last; a set's asset card first), the fight in
    progress (``challenger``, ``defender``, the cards ``shown``), and the running totals."""

    name = "cover-your-assets"
    title = N_("Cover Your Assets")
    player_counts = (2, 3, 4, 5, 6)
    Options = Options
    # who decides now (the turn player; in a fight, the side to answer; None once over) and
    # whether the match is over: kept as the phase changes
    current_player: int | None = None
    is_over: bool = False

    @classmethod
    def full_deck(cls, players: int, options: Options) -> list[str]:
        return list(FULL_DECK)

    @classmethod
    def all_codes(cls) -> set[str]:
        return set(CODES)

    @classmethod
    def _check_options(cls, options: Options, players: int) -> None:
        t = options.target
        if t < 1 or t > TARGET_MAX:
            raise ConfigError(_("option target must be a whole number of dollars from 1 to "
                                "{most}, not {value}").format(most=f"{TARGET_MAX:,}", value=repr(t)))

    # ----- state --------------------------------------------------------------------
    def _setup(self, cards: list[str]) -> None:
        n = self.players
        self.hand_size = hand_size(n)
        self.round = 1
        self.dealer = n - 1
        self.totals = [0] * n
        self.round_totals: list[list[int]] = []  # totals after each finished round
        self.turns = 0
        self.is_over = False
        self._deal(cards, [])

    def _deal(self, cards: list[str], ev: list[Event]) -> None:
        n, size = self.players, self.hand_size
        first = (self.dealer + 1) % n
        dealt = n * size  # one card at a time, round-robin from the dealer's left
        self.hands: list[list[str]] = [cards[(p - first) % n:dealt:n] for p in range(n)]
        self.hand_counts = [count_cards(h) for h in self.hands]
        up = cards[dealt]
        self.discard = [up]
        self.draw_pile = cards[:dealt:-1]  # the top card is the last item
        self.hidden_counts = FULL_DECK_KEY - ONE[up]  # the cards nobody has seen: pile and hands
        self.stacks: list[list[list[str]]] = [[] for _seat in range(n)]
        self.stack_value = [0] * n
        self.value_log: list[tuple[int, ...]] = [(0,) * n]  # stack values after each turn of the round
        self.challenger: int | None = None
        self.defender: int | None = None
        self.shown: list[list] = []  # [[player, card], ...] of the fight in progress
        self.turn_player = self.current_player = first
        self.phase = TURN
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
        st = self.stacks[self.seat(player)]
        return st[-1] if st else None

    def fight_asset(self) -> str | None:
        """The asset of the set being fought over, or None when there is no fight."""
        if self.defender is None:
            return None
        return self.stacks[self.defender][-1][0]  # a set's first card is its asset

    def unseen_counted(self, player: int) -> int:
        """The cards ``player`` cannot see (``unseen(player)``) counted as a hand is
        (``cards.count_in`` reads it): what strategies read at every decision."""
        return self.hidden_counts - self.hand_counts[player]

    def _unseen(self, player: int) -> Counter:
        c = Counter(self.draw_pile)
        for q in range(self.players):
            if q != player:
                c.update(self.hands[q])
        return c

    def zones(self) -> dict[str, list[str]]:
        z = {"draw pile": self.draw_pile, "discard pile": self.discard,
             "fight": [c for _by, c in self.shown]}
        for p in range(self.players):
            z[f"hand {p}"] = self.hands[p]
            z[f"stack {p}"] = [c for s in self.stacks[p] for c in s]
        return z

    # ----- legal actions ------------------------------------------------------------
    def _legal(self) -> tuple[Action, ...]:
        """In a fight, the answers of the side to answer; in a turn, the turn player's pairs,
        takes, steals (by player), or else discards. (The tables of moves.py, each read by
        what the hand holds.)"""
        if self.phase != TURN:
            if self.is_over:
                return ()
            mask, kept = ANSWERS[self.stacks[self.defender][-1][0]]  # a set's first card: its asset
            return kept[self.hand_counts[self.current_player] & mask]
        p = self.turn_player
        key = self.hand_counts[p]
        acts = PAIRS[key]
        if self.discard:
            mask, kept = TAKES[self.discard[-1]]
            acts += kept[key & mask]
        stacks = self.stacks
        for q in _OTHERS[self.players][p]:
            if stacks[q]:
                mask, kept = STEALS[q][stacks[q][-1][0]]
                acts += kept[key & mask]
        if not acts or self.options.free_discard:
            acts += DISCARDS[key]
        return acts

    def _parse(self, tokens: list[str]) -> Action:
        word = tokens[0].lower()
        args = tokens[1:]
        cards = [t.upper() for t in args]
        if word == "pair" and len(args) == 2 and all(c in VALUE for c in cards):
            return PAIR[canonical_pair(cards[0], cards[1])]
        if word in _ONE_CARD and len(args) == 1 and cards[0] in VALUE:
            return _ONE_CARD[word][cards[0]]
        if word == "steal" and len(args) == 2 and args[0].isdigit() and cards[1] in VALUE:
            q = whole_number(args[0], N_("player number"))
            return STEAL.get((q, cards[1])) or Action("steal", (q, cards[1]))
        if word == "yield" and not args:
            return YIELD
        bad = [c for c in cards if not is_whole_number(c) and c not in VALUE]
        hint = _("{word} is not a card; ").format(word=bad[0]) if bad else ""
        raise IllegalMove(_("'{text}' is not a Cover Your Assets action; {hint}actions are pair "
                            "CARD CARD, take CARD, steal P CARD, defend CARD, yield and discard "
                            "CARD, with CARD one of {codes}").format(
            text=" ".join(tokens), hint=hint, codes=", ".join(CODES)))

    def _why_illegal(self, action: Action) -> str:
        return why_illegal(self, action) or super()._why_illegal(action)

    # ----- applying -----------------------------------------------------------------
    # The core calls _apply only with an action of the current legal list: nothing is
    # checked again here. Event sentences are written when first read.
    def _apply(self, action: Action) -> list[Event]:
        return _PLAY[action.kind](self, *action.args)  # each kind is played by its method

    def _show(self, p: int, c: str) -> None:
        """Card c leaves player p's hand face up: everyone has seen it."""
        self.hands[p].remove(c)
        one = ONE[c]
        self.hand_counts[p] -= one
        self.hidden_counts -= one

    def _pair(self, a: str, b: str) -> list[Event]:
        p = self.turn_player
        self._show(p, a)
        self._show(p, b)
        self.stacks[p].append([a, b])
        self.stack_value[p] += VALUE[a] + VALUE[b]
        return self._end_turn(p, None, [PAIR_EVENT[p][a, b]])

    def _take(self, c: str) -> list[Event]:
        p = self.turn_player
        top = self.discard.pop()
        self._show(p, c)
        self.stacks[p].append(list(canonical_pair(top, c)))
        self.stack_value[p] += VALUE[c] + VALUE[top]
        return self._end_turn(p, None, [TAKE_EVENT[p][c, top]])

    def _discard(self, c: str) -> list[Event]:
        p = self.turn_player
        self._show(p, c)
        self.discard.append(c)
        return self._end_turn(p, None, [DISCARD_EVENT[p][c]])

    def _steal(self, q: int, c: str) -> list[Event]:
        """Player p challenges q's top set by showing c: q answers first."""
        p = self.turn_player
        self._show(p, c)
        self.challenger, self.defender = p, q
        self.shown = [[p, c]]
        top = self.stacks[q][-1]
        self.phase, self.current_player = DEFEND_PHASE, q
        return [_event(("steal", p, {"defender": q, "card": c, "set": list(top), "asset": top[0],
                                     "value": set_value(top)}, _t_steal))]

    def _defend(self, c: str) -> list[Event]:
        """An answer in the fight: the defender's, then the challenger's, and so on."""
        shown = len(self.shown) + 1
        p = self.current_player
        if self.phase == DEFEND_PHASE:
            self.phase, self.current_player, text = COUNTER, self.challenger, _t_defend
        else:
            self.phase, self.current_player, text = DEFEND_PHASE, self.defender, _t_counter
        self._show(p, c)
        self.shown.append([p, c])
        return [_event(("defend", p, {"card": c, "shown": shown}, text))]

    def _yield(self) -> list[Event]:
        ev = [YIELD_EVENT[self.current_player]]
        ch, de = self.challenger, self.defender
        self._settle(ev)
        return self._end_turn(ch, de, ev)

    def _settle(self, ev: list[Event]) -> None:
        """The fight's end, as ``settle_fight`` has it: the set and the shown cards go to the
        winner's stack as one set."""
        ch, de = self.challenger, self.defender
        shown = [c for _by, c in self.shown]
        top = self.stacks[de][-1]
        end = settle_fight(ch, de, self.shown[-1][0], set_value(top), set_value(shown))
        self.stack_value[ch] += end.challenger_gain
        self.stack_value[de] += end.defender_gain
        if end.winner != de:  # the set leaves the defender's stack for the challenger's
            self.stacks[ch].append(self.stacks[de].pop())
        top.extend(shown)
        ev.append(_event(("fight", end.winner, {"winner": end.winner, "loser": end.loser,
                                                "cards": list(top), "value": end.value,
                                                "gained": shown},
                          _t_kept if end.winner == de else _t_won)))
        self.challenger = self.defender = None
        self.shown = []
        self.phase = TURN

    def _end_turn(self, drawer: int, defender: int | None, ev: list[Event]) -> list[Event]:
        """Draw back up (the challenger, then the defender of a fight), then the next turn."""
        if self.draw_pile:
            self._draw_up(drawer, ev)
            if defender is not None and self.draw_pile:
                self._draw_up(defender, ev)
        self.value_log.append(tuple(self.stack_value))
        q = _LEFT[self.players][self.turn_player]
        if self.hands[q]:
            self.turn_player = self.current_player = q
            self.turns += 1
            ev.append(TURN_EVENT[q])
        else:
            self._next_turn(ev)
        return ev

    def _draw_up(self, p: int, ev: list[Event]) -> None:
        """Player p draws back up to a full hand while the draw pile (not empty) lasts."""
        pile, hand = self.draw_pile, self.hands[p]
        k = self.hand_size - len(hand)
        if k == 1:  # the most common draw (after a take, a discard, a fight's first card)
            c = pile.pop()
            hand.append(c)
            self.hand_counts[p] += ONE[c]
        elif k:
            if k > len(pile):
                k = len(pile)
            drawn = pile[:-k - 1:-1]  # the top k cards, top first
            del pile[-k:]
            hand += drawn
            self.hand_counts[p] += sum(map(_ONE_OF, drawn))
        else:
            return
        left = len(pile)
        ev.append(DRAW_EVENT[p][k][left])
        if not left:
            ev.append(EMPTY_EVENT)

    def _next_turn(self, ev: list[Event]) -> None:
        """The next player holding cards takes the turn (those between are passed over); the
        round ends when nobody holds a card."""
        hands, n, p = self.hands, self.players, self.turn_player
        for k in range(1, n + 1):
            q = (p + k) % n
            if hands[q]:
                ev.extend(PASS_EVENT[(p + j) % n] for j in range(1, k))
                self.turn_player = self.current_player = q
                self.turns += 1
                ev.append(TURN_EVENT[q])
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
            self.phase, self.current_player, self.is_over = OVER, None, True
            win = [p for p in range(n) if self.totals[p] == best]
            ev.append(Event.later("end", None, {"totals": list(self.totals), "winners": win},
                                  _t_end, tuple(win), self.options.target, best))
            return
        self.round += 1
        self.dealer = (self.dealer + 1) % n
        cards = self.full_deck(n, self.options)
        self._rng.shuffle(cards)
        self._deal(cards, ev)

    # ----- what players see ---------------------------------------------------------
    def _observation(self, player: int) -> dict[str, Any]:
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
        lines = [_("Cover Your Assets — round {round} — {n} players — draw pile {pile} — discard "
                   "{top} — target {target}").format(
            round=self.round, n=self.players, pile=len(self.draw_pile),
            top=self.discard[-1] if self.discard else _("(empty)"),
            target=dollars(self.options.target))]
        for p in range(self.players):
            top = self.stacks[p][-1] if self.stacks[p] else None
            cards, sets = len(self.hands[p]), len(self.stacks[p])
            lines.append(_("{mark} player {p}{dealer}: hand {cards} | top set {top} | stack "
                           "{sets} {value} | total {total}").format(
                mark="*" if p == self.current_player else " ", p=p,
                dealer=_(" (dealer)") if p == self.dealer else "",
                cards=ngettext("{n} card", "{n} cards", cards).format(n=cards),
                top=" ".join(top) if top else "-",
                sets=ngettext("{n} set", "{n} sets", sets).format(n=sets),
                value=dollars(self.stack_value[p]), total=dollars(self.totals[p])))
        p = self.current_player
        if p is not None:
            lines.append(_("  hand of player {p} (to act): {hand}").format(
                p=p, hand=" ".join(self.hands[p]) or _("(empty)")))
        if self.defender is not None:
            shown = ", ".join(_("{card} (player {q})").format(card=c, q=q) for q, c in self.shown)
            lines.append(_("  fight: player {challenger} challenges player {defender}'s {asset} "
                           "set; shown {shown}").format(challenger=self.challenger,
                                                        defender=self.defender,
                                                        asset=self.fight_asset(), shown=shown))
        if self.is_over:
            lines.append(_("Match over: {winners}.").format(
                winners=winners_text(self.winners(), capital=False)))
        else:
            lines.append(_("Player {p} to act ({phase}).").format(p=self.current_player,
                                                                 phase=self.phase))
        return "\n".join(lines)


_ONE_CARD = MappingProxyType({"take": TAKE, "defend": DEFEND, "discard": DISCARD})
_PLAY = MappingProxyType({
    "pair": CoverYourAssets._pair, "take": CoverYourAssets._take, "discard": CoverYourAssets._discard,
    "steal": CoverYourAssets._steal, "defend": CoverYourAssets._defend, "yield": CoverYourAssets._yield})
GAME = CoverYourAssets
# every legal action is one of these, made once (moves.py): claimed for the game here
CoverYourAssets._ready_made(PAIR, TAKE, DEFEND, DISCARD, STEAL, [YIELD])
