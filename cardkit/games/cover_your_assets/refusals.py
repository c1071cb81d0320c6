"""Why an action of Cover Your Assets is not legal now: a reason for each kind of action,
in words a student understands, built on the rules' own predicates and legal moves."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...core import Action
from .cards import WILD_SET, asset_of, makes_set

if TYPE_CHECKING:
    from .game import CoverYourAssets


def why_illegal(g: CoverYourAssets, action: Action) -> str | None:
    """The reason ``action`` (an action of this game, not in the legal list) is refused, or
    None to leave it to the core's general reason."""
    if g.phase in ("defend", "counter"):
        return _in_a_fight(g, action)
    kind = action.kind
    if kind in ("defend", "yield"):
        return f"there is no fight going on: {kind} answers a steal"
    why = _BY_KIND.get(kind)
    return why(g, g.current_player, action.args) if why else None


def _in_a_fight(g: CoverYourAssets, action: Action) -> str:
    asset, p = g.fight_asset(), g.current_player
    if action.kind == "defend":
        c = action.args[0]
        if c not in g.hands[p]:
            return f"you hold no {c} to show"
        return f"{c} does not match the {asset} set: show a {asset} or a wild (GOLD, SILVER), or yield"
    return (f"player {g.challenger} is challenging player {g.defender}'s {asset} set: "
            f"player {p} must answer with defend CARD (a {asset} or a wild) or yield")


def _pair(g: CoverYourAssets, p: int, args: tuple) -> str | None:
    a, b = args
    if a in WILD_SET and b in WILD_SET:
        return "two wilds never make a set: pair an asset with a wild"
    if a != b and not makes_set(a, b):
        return f"{a} and {b} are different assets: a set is two identical assets or one asset and one wild"
    hand = g.hands[p]
    for c, k in Counter((a, b)).items():
        if hand.count(c) < k:
            return f"you hold {hand.count(c)} {c}, and the pair needs {k}"
    return None


def _take(g: CoverYourAssets, p: int, args: tuple) -> str:
    c = args[0]
    if not g.discard:
        return "the discard pile is empty: there is nothing to take"
    top = g.discard[-1]
    if c not in g.hands[p]:
        return f"you hold no {c}"
    if c in WILD_SET and top in WILD_SET:
        return f"two wilds never make a set: {c} cannot go with the {top} on the discard pile"
    return f"{c} does not make a set with the {top} on the discard pile"


def _steal(g: CoverYourAssets, p: int, args: tuple) -> str:
    q, c = args
    if q == p:
        return "you cannot steal from yourself: name another player"
    if q >= g.players:
        return f"there is no player {q}: players are 0 to {g.players - 1}"
    if not g.stacks[q]:
        return f"player {q} has no set to steal"
    if c not in g.hands[p]:
        return f"you hold no {c}"
    asset = asset_of(g.stacks[q][-1])
    return f"{c} does not match player {q}'s {asset} set: show a {asset} or a wild"


def _discard(g: CoverYourAssets, p: int, args: tuple) -> str | None:
    c = args[0]
    if c not in g.hands[p]:
        return f"you hold no {c}"
    other = [a for a in g.legal_list() if a.kind != "discard"]  # the sets and steals
    if other:
        return (f"you may discard only when you can make no set and steal nothing; "
                f"you could '{other[0]}'")
    return None


_BY_KIND = {"pair": _pair, "take": _take, "steal": _steal, "discard": _discard}
