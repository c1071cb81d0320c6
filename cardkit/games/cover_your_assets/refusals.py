"""Why an action of Cover Your Assets is not legal now: a reason for each kind of action,
in words a student understands, built on the rules' own predicates and legal moves."""
from __future__ import annotations

from collections import Counter
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...core import Action
from ...i18n import _
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
        return _("there is no fight going on: {kind} answers a steal").format(kind=kind)
    why = _BY_KIND.get(kind)
    return why(g, g.current_player, action.args) if why else None


def _in_a_fight(g: CoverYourAssets, action: Action) -> str:
    asset, p = g.fight_asset(), g.current_player
    if action.kind == "defend":
        c = action.args[0]
        if c not in g.hands[p]:
            return _("you hold no {card} to show").format(card=c)
        return _("{card} does not match the {asset} set: show a {asset} or a wild (GOLD, SILVER), "
                 "or yield").format(card=c, asset=asset)
    return _("player {challenger} is challenging player {defender}'s {asset} set: player {p} "
             "must answer with defend CARD (a {asset} or a wild) or yield").format(
        challenger=g.challenger, defender=g.defender, asset=asset, p=p)


def _pair(g: CoverYourAssets, p: int, args: tuple) -> str | None:
    a, b = args
    if a in WILD_SET and b in WILD_SET:
        return _("two wilds never make a set: pair an asset with a wild")
    if a != b and not makes_set(a, b):
        return _("{a} and {b} are different assets: a set is two identical assets or one asset "
                 "and one wild").format(a=a, b=b)
    hand = g.hands[p]
    for c, k in Counter((a, b)).items():
        if hand.count(c) < k:
            return _("you hold {held} {card}, and the pair needs {k}").format(
                held=hand.count(c), card=c, k=k)
    return None


def _take(g: CoverYourAssets, p: int, args: tuple) -> str:
    c = args[0]
    if not g.discard:
        return _("the discard pile is empty: there is nothing to take")
    top = g.discard[-1]
    if c not in g.hands[p]:
        return _("you hold no {card}").format(card=c)
    if c in WILD_SET and top in WILD_SET:
        return _("two wilds never make a set: {card} cannot go with the {top} on the discard "
                 "pile").format(card=c, top=top)
    return _("{card} does not make a set with the {top} on the discard pile").format(card=c, top=top)


def _steal(g: CoverYourAssets, p: int, args: tuple) -> str:
    q, c = args
    if q == p:
        return _("you cannot steal from yourself: name another player")
    if q >= g.players:
        return _("there is no player {q}: players are 0 to {last}").format(q=q, last=g.players - 1)
    if not g.stacks[q]:
        return _("player {q} has no set to steal").format(q=q)
    if c not in g.hands[p]:
        return _("you hold no {card}").format(card=c)
    asset = asset_of(g.stacks[q][-1])
    return _("{card} does not match player {q}'s {asset} set: show a {asset} or a wild").format(
        card=c, q=q, asset=asset)


def _discard(g: CoverYourAssets, p: int, args: tuple) -> str | None:
    c = args[0]
    if c not in g.hands[p]:
        return _("you hold no {card}").format(card=c)
    other = [a for a in g.legal_list() if a.kind != "discard"]  # the sets and steals
    if other:
        return _("you may discard only when you can make no set and steal nothing; you could "
                 "'{action}'").format(action=other[0])
    return None


_BY_KIND = MappingProxyType({"pair": _pair, "take": _take, "steal": _steal, "discard": _discard})
