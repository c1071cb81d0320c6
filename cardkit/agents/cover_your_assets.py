"""A sensible Cover Your Assets strategy: steal the richest top set you can win, protect
your own top set, keep wilds for fights."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..core.sentences import money, percent
from ..games.cover_your_assets import CODES, VALUE, WILD_SET, dollars, set_value
from ..games.cover_your_assets.cards import COUNT_BITS, SHIFT
from ..games.cover_your_assets.moves import STEAL as _STEAL
from ..prob import cover_your_assets as prob
from . import Explanation

# A hand (or the unseen cards) counted, as the rules keep it: ``key >> SHIFT[c] & _COUNT`` is
# ``count_in(key, c)``, written out where the strategy reads it at every decision.
_COUNT = (1 << COUNT_BITS) - 1
_SILVER, _GOLD = SHIFT["SILVER"], SHIFT["GOLD"]


class CoverSensible:
    """Rule-based play built on the exact fight model of ``cardkit.prob.cover_your_assets``.

    - ``steal_at``: start a fight only when the chance of winning it is at least this;
    - ``min_steal_value``: ... and its expected value (set plus cards won, minus own cards
      expected to be lost) is at least this many dollars, else build a set instead;
    - ``wild_cost``: how many dollars a wild is worth keeping for fights, when choosing a pair;
    - in a fight, the answer (or yield) with the best expected value is chosen; answers show
      the cheapest matching card first (an asset before SILVER before GOLD);
    - wilds are kept for fights: a steal shows a non-wild card when it can, and pairs pay
      ``wild_cost`` per wild they use;
    - the own top set is protected: a forced discard keeps wilds and cards of that set's
      asset (the cards that defend it), and a challenged set is defended while that is
      worth more than giving it up.

    ``explain(game, player)`` says why, in a sentence with those figures (exact, from
    ``cardkit.prob.cover_your_assets``); ``choose`` and ``explain`` both read ``decide``.
    """

    name = "sensible"

    def __init__(self, steal_at: float = 0.5, min_steal_value: int = 15_000,
                 wild_cost: int = 40_000, seed: int = 0):
        self.steal_at, self.min_steal_value, self.wild_cost = steal_at, min_steal_value, wild_cost
        self._seed = seed
        self._rng: random.Random | None = None  # made when first needed: a turn with no set,
        # steal or discard to choose (the rules always offer one of them)

    def __repr__(self) -> str:
        return (f"CoverSensible(steal_at={self.steal_at}, min_steal_value={self.min_steal_value}, "
                f"wild_cost={self.wild_cost})")

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_list()
        if len(legal) == 1:  # decide's first case, the commonest (a fight's only answer)
            return legal[0]
        return self.decide(game, player)[0]

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays (``decide``'s action, so the two never disagree) and why,
        with the exact figures of ``cardkit.prob.cover_your_assets`` it weighed. Like
        ``choose``, it draws from the bot's generator in the rare turn it picks at random:
        explain on a copy (``copy.deepcopy``) to leave the bot as it was."""
        action, reason, info = self.decide(game, player)
        return _EXPLAINERS[reason](self, game, player, action, info)

    def decide(self, game: Game, player: int) -> tuple:
        """This strategy's choice and what explains it: ``(action, reason, info)``.

        ``reason`` is one of ``ONLY`` (the one legal action), ``ANSWER`` (a fight's answer
        or yield), ``FORCED`` (no set to make, one set to challenge), ``STEAL`` (a steal
        meeting ``steal_at`` and ``min_steal_value``), ``SET`` (a pair or take), ``ANY_STEAL``
        (no set: the steal of highest value), ``DISCARD``, ``RANDOM``. ``info``, after steals
        were weighed, is ``(targets, best, any)`` of ``pick_steal``; else None."""
        legal = game.legal_list()  # read only: no copy
        if len(legal) == 1:
            return legal[0], ONLY, None
        if game.phase in ("defend", "counter"):
            return self._answer(game, player, legal), ANSWER, None
        return self._turn(game, player, legal)

    # The fight figures come from prob.fight_value_estimate (closed form, a few terms)
    # instead of the exact enumeration: when every comparison the choice makes is clearer
    # than the estimate's error bound, the exact figures would choose the same; otherwise
    # the choice is made on the exact figures (in answer_goes_on and pick_steal, below).
    # ExactSensible, the reference that chooses on the exact figures alone, is in
    # tests/games/test_cover_your_assets_fight_model.py.

    def _answer(self, game: Game, player: int, legal) -> Action:
        # cheapest matching card first (asset < SILVER < GOLD), or yield: whichever is worth more
        asset = game.fight_asset()
        key = game.hand_counts[player]
        am, sm, gm = key >> SHIFT[asset] & _COUNT, key >> _SILVER & _COUNT, key >> _GOLD & _COUNT
        me_ch = player == game.challenger
        other = game.defender if me_ch else game.challenger
        prior = 0
        for _, c in game.shown:
            prior += VALUE[c]
        if answer_goes_on(am, sm, gm, asset, _unseen_counts(game, player, asset),
                          len(game.hands[other]), set_value(game.stacks[game.defender][-1]),
                          prior, me_ch):
            cheapest = asset if am else "SILVER" if sm else "GOLD"
            for a in legal:
                if a.kind == "defend" and a.args[0] == cheapest:
                    return a
        return legal[-1]  # yield, always listed last

    def _turn(self, game: Game, player: int, legal) -> tuple:
        victims = []  # the players with a steal in legal, in seat order (steals are by player)
        if legal[0].kind == "discard":  # pairs, takes, steals, then any discards: only discards
            return self._after_steals(game, player, legal, None, float("-inf"), None, None)
        for a in reversed(legal):  # from the end: any discards, then the steals
            kind = a.kind
            if kind == "steal":
                if not victims or victims[-1] != a.args[0]:
                    victims.append(a.args[0])
            elif kind != "discard":
                break  # a set: the steals are all behind
        if not victims:
            return self._after_steals(game, player, legal, None, float("-inf"), None, None)
        key = game.hand_counts[player]
        sm, gm = key >> _SILVER & _COUNT, key >> _GOLD & _COUNT
        stacks = game.stacks
        victims.reverse()
        if len(victims) == 1 and legal[0].kind == "steal":
            # no set to make (sets are listed first) and one player to steal from: whatever
            # the figures, that steal is chosen (the best one, or else the only one)
            return _steal_of(victims[0], stacks[victims[0]][-1][0], key, sm, gm), FORCED, None
        unseen, total = _unseen(game, player)
        us, ug = unseen >> _SILVER & _COUNT, unseen >> _GOLD & _COUNT
        targets = []  # (player, asset, own asset cards, unseen counts, hand size, set value)
        for q in victims:
            top = stacks[q][-1]
            asset = top[0]  # a set's first card is its asset
            shift = SHIFT[asset]
            targets.append((q, asset, key >> shift & _COUNT,
                            (unseen >> shift & _COUNT, us, ug, total),
                            len(game.hands[q]), set_value(top)))
        best, best_value, any_ = pick_steal(self.steal_at, self.min_steal_value, sm, gm, targets)
        # a steal is made only where it may be chosen: the best one when it is worth enough;
        # the one worth most when there is no set to make (the sets are listed first)
        best_steal = (_steal_of(*targets[best][:2], key, sm, gm)
                      if best >= 0 and best_value >= self.min_steal_value else None)
        any_steal = (_steal_of(*targets[any_][:2], key, sm, gm)
                     if any_ >= 0 and best_steal is None and legal[0].kind == "steal" else None)
        return self._after_steals(game, player, legal, best_steal, best_value, any_steal,
                                  (targets, best, any_))

    def _after_steals(self, game: Game, player: int, legal, best_steal, best_value: float,
                      any_steal, weighed=None) -> tuple:
        if best_steal is not None and best_value >= self.min_steal_value:
            return best_steal, STEAL, weighed
        pairs, takes, keeps = _scores(self.wild_cost)
        best, best_score = None, 0.0  # the first set of the highest score (max(), in legal order)
        for a in legal:  # the sets come first: pairs, then takes
            kind = a.kind
            if kind == "pair":
                score = pairs[a.args]
            elif kind == "take":
                score = takes[game.discard[-1]][a.args[0]]
            else:
                break
            if best is None or score > best_score:
                best, best_score = a, score
        if best is not None:
            return best, SET, weighed
        if any_steal is not None:
            return any_steal, ANY_STEAL, weighed
        stack = game.stacks[player]
        keep = keeps[stack[-1][0] if stack else None]  # the top set's asset: its first card
        best_score = 0.0
        for a in legal:  # the first discard of the lowest keep score (min() of the discards)
            if a.kind == "discard":
                score = keep[a.args[0]]
                if best is None or score < best_score:
                    best, best_score = a, score
        if best is not None:
            return best, DISCARD, weighed
        if self._rng is None:
            self._rng = random.Random(self._seed)
        return self._rng.choice(legal), RANDOM, weighed


def _steal_of(q: int, asset: str, key: int, sm: int, gm: int) -> Action:
    """The steal of player q's set of ``asset`` that keeps the wilds back: with a card of the
    asset when the hand ``key`` holds one, else with a SILVER, else with a GOLD."""
    return _STEAL[q, asset if key >> SHIFT[asset] & _COUNT else "SILVER" if sm else "GOLD"]


# ----- the decisions, as plain functions of counts and cards -----------------------------
# CoverSensible above decides with these.

def answer_goes_on(am: int, sm: int, gm: int, asset: str, unseen: tuple[int, int, int, int],
                   opp_hand: int, set_val: int, prior: int, me_challenger: bool) -> bool:
    """Whether a side holding ``am`` cards of the fought set's asset, ``sm`` SILVERs and ``gm``
    GOLDs (at least one) answers with its cheapest matching card rather than yield: whether
    going on is worth at least as much as yielding. ``unseen``: the unseen asset cards,
    SILVERs, GOLDs and all unseen cards from its seat; ``opp_hand``: the other side's hand
    size; ``prior``: the value of the cards shown so far."""
    _, go_on, tol = prob.fight_value_estimate((am, sm, gm), asset, unseen, opp_hand, set_val,
                                               prior, me_challenger)
    stop = 0 if me_challenger else -set_val  # yielding: the other side wins at once
    if abs(go_on - stop) <= tol:  # too close for the estimate: the exact figure decides
        go_on = prob.fight_expectation_counts((am, sm, gm), asset, unseen, opp_hand, set_val,
                                              prior, me_challenger)["value"]
    return go_on >= stop


def pick_steal(steal_at: float, min_steal_value: float, sm: int, gm: int,
               targets: list) -> tuple[int, float, int]:
    """The sensible steals among ``targets`` (``(player, asset, own asset cards, unseen
    counts, hand size, set value)`` each, by player; the one who steals holds ``sm`` SILVERs
    and ``gm`` GOLDs): ``(best, best_value, any)``, the index of the steal of highest value
    among those won with a chance of at least ``steal_at`` (-1: none) and that value, and
    the index of the steal of highest value (-1: no target). A steal shows the cheapest
    matching card (wilds are kept back)."""
    estimates = []  # (win chance, value, tol) per target
    for _, asset, am, unseen, hand, sv in targets:
        estimates.append(prob.fight_value_estimate((am, sm, gm), asset, unseen, hand, sv))
    if estimates and not _clear(steal_at, min_steal_value, estimates):
        estimates = []  # the exact figures decide
        for _, asset, am, unseen, hand, sv in targets:
            ex = prob.fight_expectation_counts((am, sm, gm), asset, unseen, hand, sv)
            estimates.append((ex["win_chance"], ex["value"], 0.0))
    best, best_value = -1, float("-inf")
    any_, any_value = -1, float("-inf")
    for i, (win, value, _) in enumerate(estimates):
        if value > any_value:
            any_, any_value = i, value
        if win >= steal_at and value > best_value:
            best, best_value = i, value
    return best, best_value, any_


def _clear(steal_at: float, min_steal_value: float, estimates) -> bool:
    """Whether every comparison ``pick_steal`` makes with these estimates has the exact
    figures' outcome: no value within the bounds of another or of min_steal_value, no chance
    within prob.CHANCE_TOL of steal_at."""
    for i, (win, value, tol) in enumerate(estimates):
        if abs(win - steal_at) <= prob.CHANCE_TOL or abs(value - min_steal_value) <= tol:
            return False
        for _, other, other_tol in estimates[:i]:
            if abs(value - other) <= tol + other_tol:
                return False
    return True


def set_score(wild_cost: float, take: bool, card: str, other: str) -> float:
    """How much the sensible strategy likes a set: a pair of ``card`` and ``other``, or a take
    of the discard ``other`` with ``card``. The set's value (a take counts the discard twice:
    a card gained without spending the hand), less ``wild_cost`` per wild used."""
    if take:
        top = VALUE[other]
        return VALUE[card] + top + top - wild_cost * (card in WILD_SET)
    return VALUE[card] + VALUE[other] - wild_cost * ((card in WILD_SET) + (other in WILD_SET))


def keep_score(wild_cost: float, card: str, own_asset: str | None) -> float:
    """How much a card is worth keeping (the lowest is discarded): wilds and defenders of
    the own top set (of asset ``own_asset``; None: no set) most: ``wild_cost`` and
    ``DEFENDER_BONUS`` more than the card's value."""
    score = VALUE[card]
    if card in WILD_SET:
        score += wild_cost
    if card == own_asset:
        score += DEFENDER_BONUS
    return score


DEFENDER_BONUS = 30_000  # keep_score's extra for a card of the own top set's asset


def _scores(wild_cost: float) -> tuple[dict, dict, dict]:
    """``set_score`` and ``keep_score`` of every set and card, for this ``wild_cost``:
    ``(pairs, takes, keeps)``, ``pairs[a, b]`` the score of the pair (a, b), ``takes[t][c]``
    of taking the discard t with c, ``keeps[a][c]`` of keeping c with a top set of asset a
    (None: no set); kept by ``wild_cost``."""
    found = _SCORES.get(wild_cost)
    if found is None:
        found = ({(a, b): set_score(wild_cost, False, a, b) for a in CODES for b in CODES},
                 {t: {c: set_score(wild_cost, True, c, t) for c in CODES} for t in CODES},
                 {a: {c: keep_score(wild_cost, c, a) for c in CODES} for a in (*CODES, None)})
        if len(_SCORES) >= 64:
            _SCORES.clear()
        _SCORES[wild_cost] = found
    return found


_SCORES: dict[float, tuple] = {}


def _unseen(game: Game, player: int) -> tuple[int, int]:
    """From ``player``'s seat: the cards unseen (``game.unseen(player)``) counted as a hand
    is (``cards.count_in`` reads it), and how many they are."""
    total = len(game.draw_pile) - len(game.hands[player]) + sum(map(len, game.hands))
    return game.unseen_counted(player), total


def _unseen_counts(game: Game, player: int, asset: str) -> tuple[int, int, int, int]:
    """From ``player``'s seat: the unseen asset cards, SILVERs, GOLDs and all unseen cards."""
    unseen, total = _unseen(game, player)
    return (unseen >> SHIFT[asset] & _COUNT, unseen >> _SILVER & _COUNT, unseen >> _GOLD & _COUNT,
            total)


STRATEGIES = {"sensible": CoverSensible}


# ----- the explanations: decide's reason in a sentence, with the exact figures ------------

ONLY, ANSWER, FORCED, STEAL, SET, ANY_STEAL, DISCARD, RANDOM = (
    "only", "answer", "forced", "steal", "set", "any_steal", "discard", "random")


def meaning(game: Game, action: Action) -> str:
    """What an action does, in words (its card is shown to everyone as it is played)."""
    kind, args = action.kind, action.args
    if kind == "pair":
        return f"pair {args[0]} and {args[1]}"
    if kind == "take":
        return f"take the discarded {game.discard[-1]} with {args[0]}"
    if kind == "discard":
        return f"discard {args[0]}"
    if kind == "steal":
        top = game.stacks[args[0]][-1]
        return f"steal player {args[0]}'s {dollars(set_value(top))} {top[0]} set, showing {args[1]}"
    if kind == "defend":
        return f"{'defend' if game.phase == 'defend' else 'answer back'} with {args[0]}"
    return "yield"


def _fight(ex: dict, at: float | None = None, least: float | None = None) -> tuple[str, dict]:
    """A fight's chance and value, in words (told apart from the chance ``at`` and the
    value ``least`` they were weighed against) and by name."""
    return (f"I win the fight with {percent(ex['win_chance'], at)}, worth "
            f"{money(ex['value'], least)} on average",
            {"win_chance": float(ex["win_chance"]), "value": float(ex["value"])})


def _weighed_steal(bot, game, player: int, q: int) -> tuple[str, dict]:
    """``_fight`` of stealing player q's top set, weighed against the bot's limits."""
    return _fight(prob.steal_expectation(game, player, q), bot.steal_at, bot.min_steal_value)


def _explain_only(bot, game, player, action, info) -> Explanation:
    if action.kind == "yield":
        return Explanation(action, "yield — I have no matching card to show", {"legal_actions": 1})
    return Explanation(action, f"{meaning(game, action)} — the only legal move", {"legal_actions": 1})


def _explain_answer(bot, game, player, action, info) -> Explanation:
    go = prob.answer_expectation(game, player, None)  # the cheapest matching card, as decided
    stop = prob.answer_expectation(game, player, "yield")["value"]
    said, figures = _fight(go, None, stop)
    figures = {"win_chance": figures["win_chance"], "go_on_value": figures["value"],
               "yield_value": float(stop)}
    compared = "at least" if action.kind == "defend" else "less than"
    return Explanation(action, f"{meaning(game, action)} — going on, {said}: {compared} the "
                               f"{money(stop)} of yielding", figures)


def _limits(bot) -> tuple[str, dict]:
    return (f"I need {percent(bot.steal_at)} and {money(bot.min_steal_value)}",
            {"steal_at": float(bot.steal_at), "min_steal_value": float(bot.min_steal_value)})


def _explain_steal(bot, game, player, action, info) -> Explanation:
    said, figures = _weighed_steal(bot, game, player, action.args[0])
    need, limits = _limits(bot)
    choice = "" if len(info[0]) == 1 else f", the best of {len(info[0])} sets I can challenge"
    return Explanation(action, f"{meaning(game, action)} — {said} ({need}){choice}",
                       {**figures, **limits, "targets": len(info[0])})


def _explain_forced(bot, game, player, action, info) -> Explanation:
    said, figures = _fight(prob.steal_expectation(game, player, action.args[0]))
    return Explanation(action, f"{meaning(game, action)} — no set to make and one set to "
                               f"challenge, so I steal whatever the figures: {said}", figures)


def _explain_any_steal(bot, game, player, action, info) -> Explanation:
    said, figures = _weighed_steal(bot, game, player, action.args[0])
    need, limits = _limits(bot)
    return Explanation(action, f"{meaning(game, action)} — no set to make and no steal meets "
                               f"my limits ({need}), so the steal worth most: {said}",
                       {**figures, **limits, "targets": len(info[0])})


def _steals_weighed(bot, game, player, info) -> tuple[str, dict]:
    """Why no steal was chosen, in words and by name (exact figures)."""
    if info is None:
        return "no set I can challenge", {"targets": 0}
    targets, best, _ = info
    need, limits = _limits(bot)
    if best >= 0:  # won often enough, but worth too little
        q = targets[best][0]
        said, figures = _weighed_steal(bot, game, player, q)
        return (f"the best steal, player {q}'s set, is not worth enough: {said} ({need})",
                {**limits, "targets": len(targets), "steal_win_chance": figures["win_chance"],
                 "steal_value": figures["value"]})
    chance = max(prob.fight_win_chance(game, player, t[0]) for t in targets)
    return (f"no steal is likely enough: my best chance to win a fight is "
            f"{percent(chance, bot.steal_at)} (I need {percent(bot.steal_at)})",
            {**limits, "targets": len(targets), "best_steal_chance": float(chance)})


def _explain_set(bot, game, player, action, info) -> Explanation:
    legal = game.legal_list()
    sets = sum(1 for a in legal if a.kind in ("pair", "take"))
    take = action.kind == "take"
    card, other = action.args[0], game.discard[-1] if take else action.args[1]
    value, score = VALUE[card] + VALUE[other], set_score(bot.wild_cost, take, card, other)
    notes = (["the taken card counts twice"] if take else []) + (
        [f"a wild counts {money(bot.wild_cost)} less"] if score < value + take * VALUE[other] else [])
    scored = f"scored {money(score)}" + (f" ({', '.join(notes)})" if notes else "")
    choice = "my only set" if sets == 1 else f"the best of my {sets} sets, {scored}"
    steals, figures = _steals_weighed(bot, game, player, info)
    weighed = {"score": float(score)} if sets > 1 else {}  # the score weighs sets only
    return Explanation(action, f"{meaning(game, action)} — a {money(value)} set on my stack, "
                               f"{choice}; {steals}",
                       {"set_value": value, **weighed, "sets": sets, **figures})


def _explain_discard(bot, game, player, action, info) -> Explanation:
    top = game.top_set(player)
    card = action.args[0]
    score = keep_score(bot.wild_cost, card, None if top is None else top[0])
    n = len(game.hands[player])
    return Explanation(action, f"{meaning(game, action)} — no set to make and no set to "
                               f"challenge; of my {n} cards it is the least worth keeping "
                               f"(scored {money(score)}: its value, plus {money(bot.wild_cost)} "
                               f"for a wild and {money(DEFENDER_BONUS)} for my top set's asset)",
                       {"keep_score": float(score), "hand": n})


def _explain_random(bot, game, player, action, info) -> Explanation:
    n = len(game.legal_list())
    return Explanation(action, f"{meaning(game, action)} — drawn at random among the {n} "
                               f"legal moves", {"legal_actions": n, "chance": 1 / n})


_EXPLAINERS = {ONLY: _explain_only, ANSWER: _explain_answer, FORCED: _explain_forced,
               STEAL: _explain_steal, SET: _explain_set, ANY_STEAL: _explain_any_steal,
               DISCARD: _explain_discard, RANDOM: _explain_random}
