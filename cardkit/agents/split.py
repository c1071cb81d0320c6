"""A sensible Split strategy: lay every match, steal upgrades, penalise the leader,
trade up in rank, and discard the card least likely to be matched."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..core.sentences import counted
from ..games.split import (
    BONUS_DRAW,
    DISCARD,
    DONE,
    DRAW,
    ORDER,
    PAIR_STRENGTH,
    PARTNER_SLOT,
    PERFECT,
    RANK,
    RANK_INDEX,
    SKIP,
    SLOT,
    STRENGTH_NAMES,
    STRONG,
    slot_counts,
    upgrade_strength,
)
from ..prob import split as prob
from . import Explanation

# The reasons of SplitSensible.decide (its tuple's second item), each read by one sentence.
DRAW_OR_PICK, LAY, FINISH, DISCARD_LEAST, PENALISE_LEADER, BONUS, TRADE_UP, AT_RANDOM = range(8)
SLOT_COUNTS = 5  # a slot (rank and half) holds four cards: a count of them is 0 to 4


def match_key(picked: str | None, left: str, right: str, gain) -> tuple:
    """The sensible strategy's key of laying the match ``left``, ``right`` (the greatest key
    is played): it uses the picked card, a box's worth, its strength, its row's gain
    (``gain(rank_index)``, a box more in that row)."""
    return (picked == left or picked == right, 1, PAIR_STRENGTH[left][right],
            gain(RANK_INDEX[left]))


def upgrade_key(p: int, picked: str | None, owner: int, card: str, new: int, gain) -> tuple | None:
    """The key of player ``p``'s upgrade of a match of ``owner`` with ``card`` to strength
    ``new``, as ``match_key``'s; None for an upgrade not worth it (an own match made strong
    spends a card for nothing, unless it uses the picked card)."""
    steal = owner != p
    if not steal and new < PERFECT and picked != card:
        return None
    return (picked == card, 1 if steal else 0, new, gain(RANK_INDEX[card]) if steal else 0)


def trade_gain(gain, given: int, got: int) -> int:
    """What trading a match of rank ``given`` for one of rank ``got`` gains in the rows: the
    box the received match would fill, counted after the given one has left (so a match
    of the same rank gains exactly what it replaces: 0). ``gain(rank_index, extra)``."""
    return gain(got, -1 if got == given else 0) - gain(given, -1)


def least_kept(cards: list[str], keys: list, gain) -> str:
    """The discard among ``cards``: the least of ``keys`` (one per card: partners in hand,
    then unseen partners, in any form that orders alike), then the lowest row gain, then
    the first in the order of the game's codes."""
    least = min(keys)
    if keys.count(least) == 1:
        return cards[keys.index(least)]
    best, best_key = None, None
    for card, key in zip(cards, keys, strict=True):
        if key == least:
            value = (gain(RANK_INDEX[card]), ORDER[card])
            if best is None or value < best_key:
                best, best_key = card, value
    return best


class SplitSensible:
    """Rule-based play for Split.

    - ``max_pick_depth``: pick from the discard row only if it takes at most this many cards
      and the picked card makes a strong or perfect match (or an upgrade);
    - ``bonus_draw_min_pile``: take a strong match's bonus draw only while the draw pile holds
      more than this many cards per player (late draws mostly add negative boxes);
    - matches and upgrades are laid whenever legal, strongest and highest-valued first;
    - a weak match's trade is made only for a gain in the score sheet's rows: trading a match
      for one of the same rank gains nothing and is skipped;
    - the discard is the card with the fewest partners in hand, then the fewest unseen
      partners, then the lowest row value.

    (The figures are counted from the game's lists once per decision: a card's unseen
    partners are its partners in the draw pile or in other players' hands not shown, as in
    ``game.unseen(player)``, where every card counts once. The keys of matches, upgrades and
    trades and the choice among discards are the module's functions ``match_key``,
    ``upgrade_key``, ``trade_gain`` and ``least_kept``. The strategy reads the game's state
    and calls its rules, ``upgrade_targets`` among them; it re-implements none.)

    ``decide`` makes every choice and returns it with a reason code and what it weighed;
    ``choose`` plays its action and ``explain`` reads it as a sentence with the figures, the
    chances from ``cardkit.prob.split`` (the probability panel's).
    """

    name = "sensible"

    def __init__(self, max_pick_depth: int = 3, bonus_draw_min_pile: int = 2, seed: int = 0):
        self.max_pick_depth = max_pick_depth
        self.bonus_draw_min_pile = bonus_draw_min_pile
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return (f"SplitSensible(max_pick_depth={self.max_pick_depth}, "
                f"bonus_draw_min_pile={self.bonus_draw_min_pile})")

    @staticmethod
    def _row_gains(g, p: int):
        """The value of one more box in rank row ``r`` for player ``p`` (with ``extra``
        boxes more or fewer), the boxes filled and the matches laid counted once."""
        laid = []  # boxes filled and matches laid by rank, counted at the first call
        upper = g.score_rows  # the score sheet's rows: g.row_value(r, k) is upper[r][min(k, len - 1)]

        def gain(r: int, extra: int = 0) -> int:
            if not laid:
                laid.extend(g.boxes[p])
                for m in g.matches[p]:
                    laid[RANK_INDEX[m[0]]] += 1
            k = laid[r] + extra
            row = upper[r]
            top = len(row) - 1
            return row[k + 1 if k < top else top] - row[k if k < top else top]

        return gain

    def choose(self, game: Game, player: int) -> Action:
        return self.decide(game, player)[0]

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays and why, with the figures weighed (see ``decide``)."""
        decision = self.decide(game, player)
        return _EXPLAIN[decision[1]](self, game, player, decision)

    def decide(self, game: Game, player: int) -> tuple:
        """This strategy's choice with what explains it: ``(action, reason, *data)``, the
        reason one of the module's codes (``DRAW_OR_PICK``, ``LAY``, ``FINISH``, ``DISCARD_LEAST``,
        ``PENALISE_LEADER``, ``BONUS``, ``TRADE_UP``, ``AT_RANDOM``) and the data what the
        decision weighed, as ``explain`` reads it."""
        g, p = game, player
        legal = g.legal_list()  # only read: no copy
        ph = g.phase
        if ph == "draw":
            return self._draw_or_pick(g, p, legal)
        if ph in ("play", "lay"):
            return self._play(g, p, legal)
        if ph == "penalise":
            if len(legal) == 1:
                return legal[0], PENALISE_LEADER, None
            scores = g.scores()
            return (max(legal, key=lambda a: (scores[a.args[0]], -((a.args[0] - p) % g.players))),
                    PENALISE_LEADER, scores)
        if ph == "bonus-draw":
            if len(g.draw_pile) > self.bonus_draw_min_pile * g.players:
                return BONUS_DRAW, BONUS
            return SKIP, BONUS
        if ph == "trade":
            return self._trade(g, p, legal)
        return self._rng.choice(legal), AT_RANDOM

    def _trade(self, g, p: int, legal: list[Action]) -> tuple:
        """The trade that gains most in the rows, if it gains (or the picked card's one use is
        by a trade: then skip is left out), with its gain (None: no trade offered)."""
        row_gain = self._row_gains(g, p)
        matches = g.matches
        mine = [RANK_INDEX[m[0]] for m in matches[p]]
        top, gain = None, None
        for a in legal:
            if a.kind != "trade":
                continue
            m, q, n = a.args
            d = trade_gain(row_gain, mine[m], RANK_INDEX[matches[q][n][0]])
            if gain is None or d > gain:
                top, gain = a, d
        skip_ok = legal[-1] == SKIP
        if top is not None and (gain > 0 or not skip_ok):
            return top, TRADE_UP, gain
        return (SKIP if skip_ok else legal[0]), TRADE_UP, gain

    @staticmethod
    def _pick_value(p: int, s: int, depth: int, ups: list[tuple]) -> tuple[int, int]:
        """A pick's strength and value: ``s``, the strongest match the picked card makes
        with the cards in hand and those it brings, raised by its best upgrade (a stolen
        match one more), and twice that less the cards taken (``depth``)."""
        if ups:
            s = max(s, max(t[2] for t in ups) + (1 if any(t[0] != p for t in ups) else 0))
        return s, s * 2 - depth

    def _draw_or_pick(self, g, p: int, legal: list[Action]) -> tuple:
        """The pick worth most (strong or better, value over 0) within reach, else ``draw``,
        with ``(strength, value, cards taken)`` of the pick played (None for a draw), the
        picks within reach and the greatest strength among them."""
        row = g.discard_row
        # the picks within reach: the last ones of the legal list (picks come in row order)
        reach = []
        j = len(row)
        for a in reversed(legal):
            if a.kind != "pick":
                break
            card = a.args[0]
            j -= 1
            while row[j] != card:
                j -= 1
            if len(row) - j > self.max_pick_depth:
                break
            reach.append((a, card, j))
        best, best_value, played, top = DRAW, 0, None, 0
        hand = g.hands[p]
        for a, card, j in reversed(reach):
            depth = len(row) - j
            with_card = PAIR_STRENGTH[card]
            s = 0
            for c in hand:
                t = with_card.get(c, 0)
                if t > s:
                    s = t
            for c in row[j + 1:]:
                t = with_card.get(c, 0)
                if t > s:
                    s = t
            ups = g.upgrade_targets(p, card)
            s, value = self._pick_value(p, s, depth, ups)
            if s > top:
                top = s
            if s >= STRONG and value > best_value:
                best, best_value, played = a, value, (s, value, depth)
        return best, DRAW_OR_PICK, played, len(reach), top

    def _play(self, g, p: int, legal: list[Action]) -> tuple:
        gain = self._row_gains(g, p)
        best, key, first_discard = self._lay(g, p, legal, gain)
        if best is not None:
            return best, LAY, key, gain
        if g.phase == "lay":
            return DONE, FINISH
        if first_discard == len(legal):
            return self._rng.choice(legal), AT_RANDOM
        return self._discard(g, p, legal[first_discard:], gain)

    @staticmethod
    def _lay(g, p: int, legal: list[Action], gain) -> tuple[Action | None, tuple | None, int]:
        """The best match or upgrade (None if none is worth it), its key and where the
        discards start in ``legal``; ``gain(rank_index)`` is a row's value of one more box."""
        picked = g.picked
        best, best_key = None, None
        first_discard = len(legal)
        for k, a in enumerate(legal):
            kind = a.kind
            if kind == "match":
                key = match_key(picked, *a.args, gain)
            elif kind == "upgrade":
                q, i, card = a.args
                new = upgrade_strength(card, g.matches[q][i])
                key = upgrade_key(p, picked, q, card, new, gain)
                if key is None:
                    continue
            else:
                if kind == "discard":  # the discards come last
                    first_discard = k
                    break
                continue
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best, best_key, first_discard

    @staticmethod
    def _discard(g, p: int, discards: list[Action], gain) -> tuple:
        """The discard with the fewest partners in hand, then unseen, then the lowest gain,
        with the cards weighed, their keys and the row gains."""
        in_hand = slot_counts(g.hands[p])  # cards in hand by slot (rank and half)
        # the unseen cards (game.unseen(p)) by slot: the draw pile (the game keeps it counted
        # by slot) and the others' hands but for the cards they have shown; a card's
        # partners are the four cards of its partner slot
        unseen = list(g.pile_slots)
        shown = g.shown
        for q, other in enumerate(g.hands):
            if q != p:
                seen = shown[q]
                for c in other:
                    if c not in seen:
                        unseen[SLOT[c]] += 1
        cards = [a.args[0] for a in discards]
        # the discard with the least (partners in hand, unseen partners, row gain), the
        # first of equals; the row gain is looked at only among the equals of the rest
        # as one whole number each: (in hand, unseen) ordered alike, read back by divmod
        keys = [in_hand[slot] * SLOT_COUNTS + unseen[slot]
                for slot in map(PARTNER_SLOT.__getitem__, cards)]
        return DISCARD[least_kept(cards, keys, gain)], DISCARD_LEAST, cards, keys, gain


# ----- the sentences of SplitSensible.explain: one for each reason of its decide --------------
def _pct(x: float) -> str:
    """A chance for a student: whole percents, one decimal under 10% (0% and 100% as such)."""
    v = 100 * x
    return f"{v:.1f}%" if 0 < v < 10 else f"{v:.0f}%"


def _num(n: int) -> str:
    """A whole number with a true minus sign: 5, −3."""
    return f"{n}".replace("-", "\u2212")


def _points(n: int) -> str:
    """``"1 point"``, ``"−1 point"``, ``"4 points"``."""
    return f"{_num(n)} point{'' if abs(n) == 1 else 's'}"


def _draw_chance(g, p: int) -> dict:
    """The chance that the next draw completes a match with a card in hand (the probability
    panel's ``any_match_chance``), over how many of the unseen cards."""
    unseen = sum(g.unseen(p).values())
    chance = prob.any_match_chance(g, p)
    return {"match_chance": chance, "matching_unseen": round(chance * unseen), "unseen": unseen}


def _chance_text(f: dict, what: str = "the draw") -> str:
    return (f"{what} complete{'' if what.endswith('would') else 's'} a match with {_pct(f['match_chance'])} "
            f"({f['matching_unseen']} of {f['unseen']} unseen cards)")


def _why_draw_or_pick(bot: SplitSensible, g, p: int, decision: tuple) -> Explanation:
    action, _, played, in_reach, top = decision
    reach = bot.max_pick_depth
    f = {**_draw_chance(g, p), "max_pick_depth": reach, "picks_in_reach": in_reach}
    if played is not None:
        s, value, depth = played
        f.update(strength=s, cards_taken=depth, value=value)
        text = (f"{action} — with that card I can lay strength {s} (perfect 3, strong 2, a steal "
                f"1 more), taking {counted(depth, 'card')} from the discard row (my reach: "
                f"{reach}): worth {s} × 2 − {depth} = {value}, "
                + ("the only pick" if in_reach == 1 else f"the most of {in_reach} picks")
                + f" within reach; {_chance_text(f, 'a draw would')}")
        return Explanation(action, text, f)
    offered = sum(a.kind == "pick" for a in g.legal_actions())
    picks = "the only pick" if in_reach == 1 else f"the best of {in_reach} picks"
    if not offered:
        del f["max_pick_depth"], f["picks_in_reach"]  # nothing to weigh
        why = "no card of the discard row can be used this turn"
    elif not in_reach:
        del f["picks_in_reach"]
        f["picks_offered"] = offered
        why = (f"the {counted(offered, 'card')} of the discard row I could use "
               f"{'lies' if offered == 1 else 'lie'} deeper than my reach of {reach}")
    elif top < STRONG:
        f["best_strength"] = top
        why = (f"{picks} within my reach of {reach} makes strength {top}, under my minimum of "
               f"{STRONG} (a strong match)")
    else:
        why = (f"{picks} within my reach of {reach} is worth no more than the cards it takes "
               "(strength × 2 − cards taken, over 0)")
    return Explanation(action, f"{action} — {why}; {_chance_text(f)}", f)


def _why_lay(bot: SplitSensible, g, p: int, decision: tuple) -> Explanation:
    action, _, key, _ = decision
    uses_picked, _, strength, points = key
    card = action.args[-1]
    rank = RANK[card]
    name = STRENGTH_NAMES[strength]
    f = {"strength": name, "points": points}
    box = f"one more box in my {rank} row, worth {_points(points)} more"
    if action.kind == "match":
        what = f"a {name} match: {box}"
    elif action.args[0] != p:
        what = f"steals player {action.args[0]}'s {rank} match, making it {name}: {box}"
    else:
        del f["points"]  # no box more: the match has its box already
        what = f"makes my {rank} match {name}, for its bonus"
    if uses_picked:
        what += ", using the card I picked, which must be used this turn"
    options = sum(a.kind in ("match", "upgrade") for a in g.legal_actions())
    f["options"] = options
    order = ("the only match or upgrade I can lay" if options == 1 else
             f"of the {options} matches and upgrades I can lay it comes first (the picked "
             "card's use first, then a new box before an upgrade of my own, then strength, "
             "then points)")
    return Explanation(action, f"{action} — {what}; {order}", f)


def _why_finish(bot: SplitSensible, g, p: int, decision: tuple) -> Explanation:
    action = decision[0]
    return Explanation(action, f"{action} — I have no match left to lay from my hand", {})


def _why_discard(bot: SplitSensible, g, p: int, decision: tuple) -> Explanation:
    action, _, cards, keys, gain = decision
    card = action.args[0]
    in_hand, partners = divmod(keys[cards.index(card)], SLOT_COUNTS)
    table = prob.match_chances(g, p)
    chance = float(table.loc[table["card"] == card, "any"].iloc[0])
    unseen = sum(g.unseen(p).values())
    f = {"cards": len(cards), "partners_in_hand": in_hand, "partners_unseen": partners,
         "unseen": unseen, "match_chance": chance}
    which = ("my last card, and discarding it ends the round" if len(cards) == 1 else
             f"of my {len(cards)} cards it is the least likely to make a match")
    text = (f"{action} — {which}: {counted(in_hand, 'partner')} in my hand, and {partners} of "
            f"{unseen} unseen cards match it (the next draw does with {_pct(chance)})")
    level = keys.count(keys[cards.index(card)])
    if level > 1:
        f.update(level=level, points=gain(RANK_INDEX[card]))
        text += (f"; of the {level} cards level on that, its row gains the fewest points from a "
                 f"box ({_num(f['points'])}; equal ones go by card order)")
    return Explanation(action, text, f)


def _why_penalise(bot: SplitSensible, g, p: int, decision: tuple) -> Explanation:
    action, _, scores = decision
    q = action.args[0]
    if scores is None:
        return Explanation(action, f"{action} — player {q} is the only player my perfect match's "
                           "penalty can go to", {})
    others = [scores[a.args[0]] for a in g.legal_actions() if a.args[0] != q]
    f = {"score": scores[q], "next_score": max(others)}
    if f["next_score"] == f["score"]:
        text = (f"{action} — player {q} is one of the leaders, level at {_points(f['score'])}, "
                "and the first of them after me in turn order")
    else:
        text = (f"{action} — player {q} leads the others with {_points(f['score'])}, against "
                f"{_num(f['next_score'])} for the next")
    text += ", so my perfect match's negative box goes to them"
    return Explanation(action, text, f)


def _why_bonus(bot: SplitSensible, g, p: int, decision: tuple) -> Explanation:
    action = decision[0]
    per = bot.bonus_draw_min_pile
    f = {"draw_pile": len(g.draw_pile), "limit": per * g.players, "per_player": per}
    if action == BONUS_DRAW:
        f.update(_draw_chance(g, p))
        text = (f"{action} — {counted(f['draw_pile'], 'card')} left in the draw pile, more than my "
                f"limit of {f['limit']} ({per} a player); {_chance_text(f)}")
    else:
        text = (f"{action} — only {counted(f['draw_pile'], 'card')} left in the draw pile, not "
                f"more than my limit of {f['limit']} ({per} a player): a late draw mostly adds a "
                "card that costs a negative box")
    return Explanation(action, text, f)


def _why_trade(bot: SplitSensible, g, p: int, decision: tuple) -> Explanation:
    action, _, gain = decision
    trades = sum(a.kind == "trade" for a in g.legal_actions())
    f = {"trades": trades}
    if action.kind == "trade":
        m, q, n = action.args
        f["points"] = gain
        forced = "" if SKIP in g.legal_actions() else ", and I must trade: the card I picked is used by it"
        text = (f"{action} — my {RANK[g.matches[p][m][0]]} match for player {q}'s "
                f"{RANK[g.matches[q][n][0]]} match gains {_points(gain)} in my rows, "
                + ("the only trade" if trades == 1 else f"the most of {trades} trades") + forced)
    elif gain is None:
        text = f"{action} — no trade is open to my weak match"
    else:
        f["points"] = gain
        text = (f"{action} — the best of my {counted(trades, 'trade')} gains {_points(gain)} in "
                "my rows, and I trade only for a gain over 0")
    return Explanation(action, text, f)


def _why_at_random(bot: SplitSensible, g, p: int, decision: tuple) -> Explanation:
    action = decision[0]
    n = len(g.legal_actions())
    return Explanation(action, f"{action} — none of my rules applies here, so it was drawn at "
                       f"random among the {n} legal actions", {"legal_actions": n})


_EXPLAIN = {DRAW_OR_PICK: _why_draw_or_pick, LAY: _why_lay, FINISH: _why_finish,
            DISCARD_LEAST: _why_discard, PENALISE_LEADER: _why_penalise, BONUS: _why_bonus,
            TRADE_UP: _why_trade, AT_RANDOM: _why_at_random}

STRATEGIES = {"sensible": SplitSensible}
