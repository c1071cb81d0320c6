"""Cover Your Assets probabilities: who can defend a set, who wins a fight, what each
action is worth.

Assumptions shared by every function here (each docstring adds its own):

- **Hidden hands are uniform samples of the unseen cards.** From ``player``'s
  seat the unseen cards are the draw pile and the other players' hands
  (``g.unseen(player)``); an opponent holding ``h`` cards holds a uniformly
  random ``h`` of them. Discards and covered sets were shown to everyone, so
  they are known and excluded.
- **The fight model.** In a steal fight each side shows its cheapest matching
  card (the set's asset, then SILVER, then GOLD) and never yields while it can
  show one. Then the side with more matching cards wins (the challenger needs
  strictly more than the defender, because it shows first). What the winner
  gains and the loser loses is the rules' own ``settle_fight``.

Everything here is **exact**: the defender's hand is enumerated by how many
asset cards, SILVERs and GOLDs it holds (a multivariate hypergeometric
distribution over ``g.unseen(player)``), which covers every possible hand.
``fight_win_chance_mc`` is a seeded Monte Carlo cross-check that reports its
sample size. (The one approximation, ``fight_value_estimate``, is the sensible
strategy's, which uses it only where its error bound cannot change a decision and the
exact figures elsewhere.)

The fight is settled in two ways here. ``_fight_expectation_by_lists`` plays the model
out card by card and asks the rules' ``settle_fight`` what each side wins. The functions
strategies call at every decision (``fight_expectation`` on counts, ``fight_value_estimate``)
write the same model out as arithmetic on counts, since a 10,000-game experiment asks
millions of times; ``tests/games/test_cover_your_assets_fight_model.py`` checks them
against ``settle_fight`` over every fight state, so the rule itself stays in one place.
"""
from __future__ import annotations

import random
from math import comb

import pandas as pd

from ..core import Kept
from ..games.cover_your_assets import VALUE, WILD_SET, WILDS, asset_of, set_value, settle_fight
from ..i18n import _
from .common import at_least_one, hypergeom_pmf, viewer

_player = viewer  # the player asked about, or the one to act (player 0 once over)


def _cheapest_first(cards) -> list[str]:
    return sorted(cards, key=lambda c: (VALUE[c], c))


def matching_cards(hand, asset: str) -> list[str]:
    """The cards of a hand that may be shown over a set of ``asset``, cheapest first."""
    return _cheapest_first(c for c in hand if c == asset or c in WILD_SET)


def hand_compositions(unseen, hand_size: int, asset: str):
    """Every way a hidden hand of ``hand_size`` unseen cards can hold matching cards.

    Yields ``(probability, cards)`` with ``cards`` the hand's matching cards, cheapest first
    (asset cards, then SILVERs, then GOLDs); the probabilities sum to 1 (multivariate
    hypergeometric over the unseen cards).
    """
    total = sum(unseen.values())
    h = min(hand_size, total)
    if h <= 0:
        yield 1.0, []
        return
    na, ns, ng = unseen.get(asset, 0), unseen.get("SILVER", 0), unseen.get("GOLD", 0)
    other = total - na - ns - ng
    denom = comb(total, h)
    for ka in range(min(na, h) + 1):
        for ks in range(min(ns, h - ka) + 1):
            for kg in range(min(ng, h - ka - ks) + 1):
                rest = h - ka - ks - kg
                if rest > other:
                    continue
                w = comb(na, ka) * comb(ns, ks) * comb(ng, kg) * comb(other, rest)
                if w:
                    yield w / denom, [asset] * ka + ["SILVER"] * ks + ["GOLD"] * kg


_CHALLENGER, _DEFENDER = 0, 1  # the two sides of a fight, as settle_fight is asked here


def played_out(mine: list[str], theirs: list[str], me_first: bool) -> tuple[bool, int, int]:
    """The fight model played out, from one side: from the side to show now (this one when
    ``me_first``), each side shows its next card while it has one, and the first without
    one yields. Returns whether this side showed the last card (``settled`` says who that
    makes the winner), and how many cards this side and the other showed."""
    left = [len(mine), len(theirs)]
    shown = [0, 0]
    side = 0 if me_first else 1  # 0: this side, 1: the other
    while shown[side] < left[side]:
        shown[side] += 1
        side = 1 - side
    return side == 1, shown[0], shown[1]


def settled(me_last: bool, vm: int, vt: int, set_val: int, prior: int,
            me_challenger: bool) -> tuple[bool, int, int, int]:
    """One fight's end by the rules (``settle_fight``), from one side: ``(whether it wins,
    its stack change, its hand cards spent, the other side's stack loss)``, when it showed
    the last card or not (``me_last``) and cards worth ``vm``, the other side ``vt``, after
    cards worth ``prior``, over a set worth ``set_val``."""
    me, other = (_CHALLENGER, _DEFENDER) if me_challenger else (_DEFENDER, _CHALLENGER)
    end = settle_fight(_CHALLENGER, _DEFENDER, me if me_last else other, set_val,
                       prior + vm + vt)
    gains = (end.challenger_gain, end.defender_gain)
    return end.winner == me, gains[me], vm, -gains[other]


def fight_expectation(mine: list[str], unseen, opp_hand_size: int, asset: str, set_val: int,
                      prior: int = 0, me_first: bool = True, me_challenger: bool = True) -> dict:
    """Exact chance and expected values of a fight, from one side's view.

    ``mine``: the matching cards this side will show, in order (the first is shown now when
    ``me_first``); ``prior``: the value of cards already shown. Returns ``win_chance``,
    ``stack_gain`` (expected change of this side's stack), ``hand_spent`` (expected value of
    its hand cards shown), ``opponent_loss`` (expected fall of the other side's stack; negative
    when it grows) and ``value`` = stack_gain − hand_spent (its change in wealth, stack plus hand).

    The sums run over ``hand_compositions`` in its order, each fight played out and
    settled as ``played_out`` and ``settled`` say (the rules' ``settle_fight``); the loops
    are written out here on counts instead of card lists, since strategies call this at
    every decision, with the same arithmetic in the same order (the module's docstring
    says how the tests tie the two).
    """
    if asset not in VALUE:  # not a card code: the plain enumeration raises or copes as it always did
        return _fight_expectation_by_lists(mine, unseen, opp_hand_size, asset, set_val, prior,
                                           me_first, me_challenger)
    return _fight_expectation(mine, unseen.get(asset, 0), unseen.get("SILVER", 0),
                              unseen.get("GOLD", 0), sum(unseen.values()), opp_hand_size,
                              asset, set_val, prior, me_first, me_challenger)


def fight_expectation_counts(mine_counts: tuple[int, int, int], asset: str,
                             unseen_counts: tuple[int, int, int, int], opp_hand_size: int,
                             set_val: int, prior: int = 0, me_challenger: bool = True) -> dict:
    """``fight_expectation`` for the side to show now (``me_first``) showing its matching
    cards cheapest first, from counts: ``mine_counts`` its asset cards, SILVERs and GOLDs;
    ``unseen_counts`` the unseen asset cards, SILVERs, GOLDs and all unseen cards (the
    arguments of ``fight_value_estimate``). The same figures, bit for bit."""
    am, sm, gm = mine_counts
    na, ns, ng, total = unseen_counts
    return _fight_expectation([asset] * am + ["SILVER"] * sm + ["GOLD"] * gm, na, ns, ng, total,
                              opp_hand_size, asset, set_val, prior, True, me_challenger)


def _fight_expectation(mine: list[str], na: int, ns: int, ng: int, total: int,
                       opp_hand_size: int, asset: str, set_val: int, prior: int, me_first: bool,
                       me_challenger: bool) -> dict:
    """``fight_expectation`` with the unseen cards given as counts (of the asset, SILVER,
    GOLD, and all): the fast model of a fight, which the tests check against the rules'
    ``settle_fight`` over every fight state."""
    va = VALUE[asset]
    m = len(mine)
    pm = [0] * (m + 1)  # pm[k]: value of the first k cards of mine (sum(VALUE[c] for c in mine[:k]))
    for i, c in enumerate(mine):
        pm[i + 1] = pm[i] + VALUE[c]
    vs, vg = VALUE["SILVER"], VALUE["GOLD"]
    win_p = gain = spent = loss = 0.0
    h = min(opp_hand_size, total)
    if h <= 0:
        comps = ((1.0, 0, 0, 0),)
    else:
        comps = _COMPOSITIONS[na, ns, ng, total, h]
    for p, ka, ks, kg in comps:
        t = ka + ks + kg
        # who shows the last card (win) and how many cards each side shows: played_out
        if me_first:
            if m > t:
                win, um, ut = True, t + 1, t
            else:
                win, um, ut = False, m, m
        elif t <= m:
            win, um, ut = True, t, t
        else:
            win, um, ut = False, m, m + 1
        vm = pm[um]
        # the first ut of their cards: asset cards, then SILVERs, then GOLDs
        if ut <= ka:
            vt = va * ut
        elif ut <= ka + ks:
            vt = va * ka + vs * (ut - ka)
        else:
            vt = va * ka + vs * ks + vg * (ut - ka - ks)
        # what each side wins and loses: settle_fight, as settled reads it
        if me_challenger:
            if win:
                sg, hs, ol = set_val + prior + vm + vt, vm, set_val
            else:
                sg, hs, ol = 0, vm, -(prior + vm + vt)
        elif win:
            sg, hs, ol = prior + vm + vt, vm, 0
        else:
            sg, hs, ol = -set_val, vm, -(set_val + prior + vm + vt)
        win_p += p * win
        gain += p * sg
        spent += p * hs
        loss += p * ol
    return {"win_chance": win_p, "stack_gain": gain, "hand_spent": spent,
            "opponent_loss": loss, "value": gain - spent}


def _compositions_of(counts: tuple[int, int, int, int, int]) -> tuple:
    """``hand_compositions`` as counts: ``(probability, asset cards, SILVERs, GOLDs)`` in the
    same order with the same probabilities, for ``(na, ns, ng, total, h)``."""
    na, ns, ng, total, h = counts
    other = total - na - ns - ng
    denom = comb(total, h)
    found = []
    ca, cs, cg = _BINOMIALS[na, h], _BINOMIALS[ns, h], _BINOMIALS[ng, h]
    co = _BINOMIALS[other, h] if other >= 0 else None
    for ka in range(min(na, h) + 1):
        for ks in range(min(ns, h - ka) + 1):
            for kg in range(min(ng, h - ka - ks) + 1):
                rest = h - ka - ks - kg
                if rest > other:
                    continue
                # comb(na, ka) * comb(ns, ks) * comb(ng, kg) * comb(other, rest): exact integers
                w = ca[ka] * cs[ks] * cg[kg] * co[rest]
                if w:
                    found.append((w / denom, ka, ks, kg))
    return tuple(found)


def _binomial_row(key: tuple[int, int]) -> tuple[int, ...]:
    """``(comb(n, 0), …, comb(n, k_max))`` for ``(n, k_max)``."""
    n, k_max = key
    return tuple(comb(n, k) for k in range(k_max + 1))


_COMPOSITIONS = Kept(_compositions_of, 100_000)  # by the counts (they recur often)
_BINOMIALS = Kept(_binomial_row)


def _fight_expectation_by_lists(mine: list[str], unseen, opp_hand_size: int, asset: str,
                                set_val: int, prior: int = 0, me_first: bool = True,
                                me_challenger: bool = True) -> dict:
    """``fight_expectation`` as first written: over ``hand_compositions``' card lists, each
    fight played out card by card and settled by the rules (``settled``)."""
    win_p = gain = spent = loss = 0.0
    for p, theirs in hand_compositions(unseen, opp_hand_size, asset):
        last, um, ut = played_out(mine, theirs, me_first)
        vm = sum(VALUE[c] for c in mine[:um])
        vt = sum(VALUE[c] for c in theirs[:ut])
        win, sg, hs, ol = settled(last, vm, vt, set_val, prior, me_challenger)
        win_p += p * win
        gain += p * sg
        spent += p * hs
        loss += p * ol
    return {"win_chance": win_p, "stack_gain": gain, "hand_spent": spent,
            "opponent_loss": loss, "value": gain - spent}


def fight_value_estimate(mine_counts: tuple[int, int, int], asset: str,
                         unseen_counts: tuple[int, int, int, int], opp_hand_size: int,
                         set_val: int, prior: int = 0,
                         me_challenger: bool = True) -> tuple[float, float, float]:
    """``fight_expectation``'s ``win_chance`` and ``value`` for the side to show now
    (``me_first``), in closed form, with a bound on how far each may be from it.

    ``mine_counts``: this side's asset cards, SILVERs and GOLDs (shown in that order, as
    ``matching_cards`` sorts them; at least one); ``unseen_counts``: the unseen asset cards,
    SILVERs, GOLDs and all unseen cards. The same model as ``fight_expectation``: with ``m``
    cards to show, this side wins when the other holds ``t < m`` matching cards
    (hypergeometric), showing ``t + 1`` and winning the other's ``t`` (their expected value
    given ``t`` is ``t`` times the mean value of an unseen matching card); else it shows
    ``m`` and loses. The sums are the same; the floating-point rounding is not (a handful
    of terms instead of one per hand composition), so the value is within ``tol`` dollars
    and the chance within ``CHANCE_TOL`` of ``fight_expectation``'s, bounds far above the
    rounding of either. Strategies decide on it, and ask ``fight_expectation`` when a
    comparison falls within the bounds.

    Returns ``(win_chance, value, tol)``.
    """
    am, sm, gm = mine_counts
    na, ns, ng, total = unseen_counts
    va, vs, vg = VALUE[asset], _SILVER_VALUE, _GOLD_VALUE
    m = am + sm + gm
    # pm: the value of all m cards of mine (shown when losing)
    pm = va * am + vs * sm + vg * gm
    h = opp_hand_size if opp_hand_size < total else total
    if h < 0:
        h = 0
    good = na + ns + ng
    terms = _DRAWS[good, total, h]
    last = min(m - 1, h, good)
    if last >= 0:
        win = terms[0][last]
        # the matching cards won: E[j; j <= last] times the mean value of one
        taken = terms[1][last] * (va * na + vs * ns + vg * ng) / good if good else 0.0
    else:
        win = taken = 0.0
    lose = 1.0 - win
    if me_challenger:
        value = (set_val + prior) * win + taken - lose * pm
    else:
        value = prior * win + taken - lose * (set_val + pm)
    scale = set_val + prior + pm + h * vg + 1
    return win, value, 1e-9 * scale


CHANCE_TOL = 1e-9  # fight_value_estimate's win_chance is this close to fight_expectation's


def _draws(key: tuple[int, int, int]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """For a hidden hand of ``h`` of ``total`` unseen cards, ``good`` of them matching
    (``key``: ``(good, total, h)``): with ``p[j]`` the chance it holds ``j`` matching cards
    (hypergeometric), the running sums ``p[0] + … + p[j]`` and ``0·p[0] + … + j·p[j]``, for
    j = 0 … min(h, good)."""
    good, total, h = key
    win = mean = 0.0
    sums, weighted = [], []
    for j in range(min(h, good) + 1):
        p = hypergeom_pmf(total, good, h, j)
        win += p
        mean += p * j
        sums.append(win)
        weighted.append(mean)
    return tuple(sums), tuple(weighted)


_SILVER_VALUE, _GOLD_VALUE = VALUE["SILVER"], VALUE["GOLD"]
_DRAWS = Kept(_draws)  # at most 23 x 111 x 6 keys (good, total, h)


# ----- the panel's figures -----------------------------------------------------------------

def defend_chances(g, player: int | None = None) -> pd.DataFrame:
    """For each opponent's top set: the chance its owner can defend it at least once.

    Hypergeometric: the owner's ``h`` cards are a uniform sample of ``player``'s unseen cards;
    they can defend when they hold a card of the set's asset or a wild.
    """
    player = _player(g, player)
    unseen = g.unseen(player)
    total = sum(unseen.values())
    rows = []
    for q in range(g.players):
        if q == player or not g.stacks[q]:
            continue
        top = g.stacks[q][-1]
        asset = asset_of(top)
        good = unseen.get(asset, 0) + sum(unseen.get(w, 0) for w in WILDS)
        h = len(g.hands[q])
        rows.append({"owner": q, "asset": asset, "set": " ".join(top),
                     "set_value": set_value(top), "hand_size": h, "unseen": total,
                     "matching_unseen": good, "defend_chance": at_least_one(total, good, h)})
    return pd.DataFrame(rows, columns=["owner", "asset", "set", "set_value", "hand_size",
                                       "unseen", "matching_unseen", "defend_chance"])


def fight_win_chance(g, player: int | None, target: int, card: str | None = None) -> float:
    """Exact chance that ``player`` wins a fight started now over ``target``'s top set.

    The player shows ``card`` first (default: their cheapest matching card), then their
    other matching cards cheapest first; 0 when they hold no matching card.
    """
    return steal_expectation(g, player, target, card)["win_chance"]


def steal_expectation(g, player: int | None, target: int, card: str | None = None,
                      unseen=None) -> dict:
    """Exact ``fight_expectation`` of ``player`` challenging ``target``'s top set now.

    ``unseen``: ``g.unseen(player)`` when the caller has it at hand (it is worked out
    otherwise).
    """
    player = _player(g, player)
    if target == player or not g.stacks[target]:
        return {"win_chance": 0.0, "stack_gain": 0.0, "hand_spent": 0.0,
                "opponent_loss": 0.0, "value": 0.0}
    top = g.stacks[target][-1]
    asset = asset_of(top)
    mine = matching_cards(g.hands[player], asset)
    if card is not None:
        if card not in mine:
            raise ValueError(_("{card} does not match the {asset} set").format(card=card, asset=asset))
        mine.remove(card)
        mine = [card] + mine
    if not mine:
        return {"win_chance": 0.0, "stack_gain": 0.0, "hand_spent": 0.0,
                "opponent_loss": 0.0, "value": 0.0}
    return fight_expectation(mine, g.unseen(player) if unseen is None else unseen,
                             len(g.hands[target]), asset, set_value(top))


def steal_chances(g, player: int | None = None) -> pd.DataFrame:
    """For each opponent's top set: the chance ``player`` wins a fight started now (exact),
    with their matching cards, the defend chance and the expected values of the fight."""
    player = _player(g, player)
    defend = defend_chances(g, player)
    rows = []
    for rec in defend.to_dict("records"):
        q = rec["owner"]
        mine = matching_cards(g.hands[player], rec["asset"])
        ex = steal_expectation(g, player, q)
        rows.append({**rec, "my_matching": len(mine), "win_chance": ex["win_chance"],
                     "expected_value": ex["value"], "expected_stack_gain": ex["stack_gain"]})
    return pd.DataFrame(rows, columns=list(defend.columns) + [
        "my_matching", "win_chance", "expected_value", "expected_stack_gain"])


def ongoing_fight_win_chance(g, player: int | None = None) -> float | None:
    """Exact chance that ``player`` wins the fight going on (None when there is none).

    Assumes both sides go on showing their cheapest matching cards while they can.
    """
    player = _player(g, player)
    if g.defender is None or player not in (g.challenger, g.defender):
        return None
    return answer_expectation(g, player, None)["win_chance"]


def answer_expectation(g, player: int, card: str | None) -> dict:
    """Exact ``fight_expectation`` of answering the fight going on with ``card`` (None: the
    cheapest matching card) or with ``"yield"``, from ``player``'s side."""
    asset = g.fight_asset()
    top = g.stacks[g.defender][-1]
    sv = set_value(top)
    prior = sum(VALUE[c] for _by, c in g.shown)
    me_ch = player == g.challenger
    other = g.defender if me_ch else g.challenger
    mine = matching_cards(g.hands[player], asset)
    to_answer = player == g.current_player
    if card == "yield":  # the other side, the last to show a card, wins at once
        _won, sg, hs, ol = settled(False, 0, 0, sv, prior, me_ch)
        return {"win_chance": 0.0, "stack_gain": float(sg), "hand_spent": 0.0,
                "opponent_loss": float(ol), "value": float(sg)}
    if card is not None:
        mine.remove(card)
        mine = [card] + mine
    if to_answer and not mine:  # nothing left to show: the player must yield
        return answer_expectation(g, player, "yield")
    return fight_expectation(mine, g.unseen(player), len(g.hands[other]), asset, sv, prior,
                             me_first=to_answer, me_challenger=me_ch)


_SURE_KEYS = ("win_chance", "stack_gain", "hand_spent", "opponent_loss", "value")


def action_values(g, player: int | None = None) -> pd.DataFrame:
    """Each legal action of the current player and its expected value, in dollars.

    ``value`` is the expected change in the player's wealth (stack plus hand, before drawing):
    a pair moves hand cards to the stack (0), a take gains the discard's value, a discard
    loses the card's value, and a steal or fight answer follows the fight model (exact).
    Also: ``win_chance`` (fights only), ``stack_gain``, ``hand_spent`` and
    ``opponent_loss`` (the challenged or challenging player's expected stack loss).
    """
    player = _player(g, player)
    cols = ["action", "kind", *_SURE_KEYS]
    if g.is_over or player != g.current_player:
        return pd.DataFrame([], columns=cols)
    rows = []
    for a in g.legal_actions():
        k = a.kind
        if k == "pair":
            v = VALUE[a.args[0]] + VALUE[a.args[1]]
            r = {"win_chance": float("nan"), "stack_gain": v, "hand_spent": v,
                 "opponent_loss": 0.0, "value": 0.0}
        elif k == "take":
            top = g.discard[-1]
            v = VALUE[a.args[0]]
            r = {"win_chance": float("nan"), "stack_gain": v + VALUE[top], "hand_spent": v,
                 "opponent_loss": 0.0, "value": float(VALUE[top])}
        elif k == "discard":
            v = VALUE[a.args[0]]
            r = {"win_chance": float("nan"), "stack_gain": 0.0, "hand_spent": v,
                 "opponent_loss": 0.0, "value": float(-v)}
        elif k == "steal":
            r = steal_expectation(g, player, a.args[0], a.args[1])
        elif k == "defend":
            r = answer_expectation(g, player, a.args[0])
        else:  # yield
            r = answer_expectation(g, player, "yield")
        rows.append({"action": str(a), "kind": k, **{key: float(r[key]) for key in _SURE_KEYS}})
    return pd.DataFrame(rows, columns=cols)


def fight_win_chance_mc(g, player: int | None, target: int, samples: int = 2000,
                        seed: int = 0) -> dict:
    """Monte Carlo (seeded) estimate of ``fight_win_chance``: ``samples`` random hands of the
    defender are drawn from the unseen cards and the fight model is played out.

    Returns ``{"win_chance", "samples", "seed", "stderr"}``.
    """
    player = _player(g, player)
    if target == player or not g.stacks[target]:
        return {"win_chance": 0.0, "samples": samples, "seed": seed, "stderr": 0.0}
    top = g.stacks[target][-1]
    asset = asset_of(top)
    mine = matching_cards(g.hands[player], asset)
    pool = sorted(g.unseen(player).elements())
    h = min(len(g.hands[target]), len(pool))
    rng = random.Random(seed)
    wins = 0
    for _sample in range(samples):
        theirs = [c for c in rng.sample(pool, h) if c == asset or c in WILD_SET]
        wins += bool(mine) and settled(played_out(mine, theirs, True)[0], 0, 0, 0, 0, True)[0]
    p = wins / samples
    return {"win_chance": p, "samples": samples, "seed": seed,
            "stderr": (p * (1 - p) / samples) ** 0.5}


def stack_values_over_round(g) -> pd.DataFrame:
    """Each player's stack value after every turn of the current round (a tidy table)."""
    rows = [{"turn": t, "player": p, "stack_value": v}
            for t, values in enumerate(g.value_log) for p, v in enumerate(values)]
    return pd.DataFrame(rows, columns=["turn", "player", "stack_value"])


def match_totals(g) -> pd.DataFrame:
    """Each player's running total after every finished round."""
    rows = [{"round": r + 1, "player": p, "total": v}
            for r, values in enumerate(g.round_totals) for p, v in enumerate(values)]
    return pd.DataFrame(rows, columns=["round", "player", "total"])


def summary(g, player: int | None = None) -> dict:
    """The headline figures of the probability panel, as plain JSON-ready numbers."""
    player = _player(g, player)
    steals = steal_chances(g, player)
    defend = [None] * g.players
    win = [None] * g.players
    for rec in steals.to_dict("records"):
        defend[rec["owner"]] = float(rec["defend_chance"])
        win[rec["owner"]] = float(rec["win_chance"])
    best = None
    if g.current_player == player and not g.is_over:
        av = action_values(g, player)
        if len(av):
            row = av.loc[av["value"].idxmax()]
            best = {"action": row["action"], "value": float(row["value"])}
    fight = ongoing_fight_win_chance(g, player)
    return {
        "player": player,
        "defend_chance": defend,
        "steal_win_chance": win,
        "best_steal_chance": max((w for w in win if w is not None), default=0.0),
        "fight_win_chance": None if fight is None else float(fight),
        "best_action": best,
        "stack_values": [int(v) for v in g.stack_value],
        "totals": [int(v) for v in g.totals],
        "draw_pile": len(g.draw_pile),
        "unseen": int(sum(g.unseen(player).values())),
        "method": _("exact (enumeration of hand compositions)"),
    }
