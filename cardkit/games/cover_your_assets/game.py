"""The rules engine, ``CoverYourAssets`` (the rules and the choices made: the package's docstring)."""
from __future__ import annotations

from collections import Counter
from typing import Any

from ...core import Action, ConfigError, Event, Game, IllegalMove, is_whole_number, whole_number
from ...core.sentences import counted, players_text, winners_text
from .cards import (
    _FULL_DECK,
    _HAND_MOVES,
    CODES,
    TARGET_MAX,
    VALUE,
    WILD_SET,
    Options,
    _answers,
    _canonical_pair,
    _hand_moves,
    _steals,
    _takes,
    asset_of,
    dollars,
    hand_size,
    makes_set,
    set_value,
)
from .playouts import Playouts
from .sentences import (
    _EMPTY,
    _TURN_EVENT,
    _event,
    _t_counter,
    _t_deal,
    _t_defend,
    _t_discard,
    _t_draw,
    _t_kept,
    _t_pair,
    _t_pass,
    _t_round_end,
    _t_score,
    _t_steal,
    _t_take,
    _t_won,
    _t_yield,
)


class CoverYourAssets(Playouts, Game):
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
        st = self.stacks[self.seat(player)]
        return st[-1] if st else None

    def fight_asset(self) -> str | None:
        """The asset of the set being fought over, or None when there is no fight."""
        if self.defender is None:
            return None
        return self.stacks[self.defender][-1][0]  # a set's first card is its asset

    def _unseen(self, player: int) -> Counter:
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

    def _parse(self, tokens: list[str]) -> Action:
        word = tokens[0].lower()
        args = tokens[1:]
        cards = [t.upper() for t in args]
        if word == "pair" and len(args) == 2 and all(c in VALUE for c in cards):
            return Action("pair", _canonical_pair(cards[0], cards[1]))
        if word in ("take", "defend", "discard") and len(args) == 1 and cards[0] in VALUE:
            return Action(word, (cards[0],))
        if word == "steal" and len(args) == 2 and args[0].isdigit() and cards[1] in VALUE:
            return Action("steal", (whole_number(args[0], "player number"), cards[1]))
        if word == "yield" and not args:
            return Action("yield")
        bad = [c for c in cards if not is_whole_number(c) and c not in VALUE]
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
            other = self._turn_moves(p, include_discards=False)
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
            who = players_text(win)
            ev.append(Event("end", None, {"totals": list(self.totals), "winners": win},
                            f"{who[0].upper() + who[1:]} reached {dollars(self.options.target)}: "
                            f"{winners_text(win, capital=False)} with {dollars(best)}."))
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
        lines = [f"Cover Your Assets — round {self.round} — {self.players} players — "
                 f"draw pile {len(self.draw_pile)} — discard "
                 f"{self.discard[-1] if self.discard else '(empty)'} — target "
                 f"{dollars(self.options.target)}"]
        for p in range(self.players):
            mark = "*" if p == self.current_player else " "
            top = self.stacks[p][-1] if self.stacks[p] else None
            lines.append(f"{mark} player {p}{' (dealer)' if p == self.dealer else ''}: "
                         f"hand {counted(len(self.hands[p]), 'card')} | top set "
                         f"{' '.join(top) if top else '-'} | stack {counted(len(self.stacks[p]), 'set')} "
                         f"{dollars(self.stack_value[p])} | total {dollars(self.totals[p])}")
        p = self.current_player
        if p is not None:
            lines.append(f"  hand of player {p} (to act): {' '.join(self.hands[p]) or '(empty)'}")
        if self.defender is not None:
            lines.append(f"  fight: player {self.challenger} challenges player {self.defender}'s "
                         f"{self.fight_asset()} set; shown "
                         + ", ".join(f"{c} (player {q})" for q, c in self.shown))
        if self.is_over:
            lines.append(f"Match over: {winners_text(self.winners(), capital=False)}.")
        else:
            lines.append(f"Player {self.current_player} to act ({self.phase}).")
        return "\n".join(lines)


GAME = CoverYourAssets
