"""CoverYourAssets's event sentences, written only when read (see ``core.action.Event``)."""
from __future__ import annotations

from types import MappingProxyType

from ...core.action import make_event
from ...core.records import Cards, Record
from ...core.sentences import players_text, winners_text
from ...i18n import N_, _, ngettext
from .cards import CODES, VALUE, canonical_pair, dollars, makes_set

# events are made at every move, and most are never read: each is made in one step, and its
# sentence written (in the language in use) only when read
_event = make_event
_EMPTY = N_("The draw pile is empty: play goes on without drawing.")


# Sentences written from the event itself (e[1] its player, e[2] its data), when read.
def _t_pair(e) -> str:
    a, b = e[2]["cards"]
    return _("Player {p} paired {a} and {b}: a {value} set goes on top of their stack.").format(
        p=e[1], a=a, b=b, value=dollars(e[2]["value"]))


def _t_take(e) -> str:
    d = e[2]
    return _("Player {p} took {discard} from the discard pile with {card}: a {value} set goes "
             "on top of their stack.").format(p=e[1], discard=d["discard"], card=d["card"],
                                              value=dollars(d["value"]))


def _t_discard(e) -> str:
    return _("Player {p} discarded {card}.").format(p=e[1], card=e[2]["card"])


def _t_defend(e) -> str:
    return _("Player {p} defends with {card}.").format(p=e[1], card=e[2]["card"])


def _t_counter(e) -> str:
    return _("Player {p} answers back with {card}.").format(p=e[1], card=e[2]["card"])


def _t_yield(e) -> str:
    return _("Player {p} yields.").format(p=e[1])


def _t_pass(e) -> str:
    return _("Player {p} has no cards and is passed over.").format(p=e[1])


def _t_turn(e) -> str:
    return _("Player {p}'s turn.").format(p=e[1])


def _t_round_end(e) -> str:
    return _("Round {round} is over: no player holds a card.").format(round=e[2]["round"])


def _t_empty(e) -> str:
    return _(_EMPTY)


def _t_deal(round_: int, dealer: int, size: int, up: str, first: int) -> str:
    return _("Round {round}: player {dealer} deals {size} cards each; {up} is turned up on the "
             "discard pile and player {first} starts.").format(
        round=round_, dealer=dealer, size=size, up=up, first=first)


def _t_end(win: tuple[int, ...], target: int, best: int) -> str:
    who = players_text(list(win))
    return _("{who} reached {target}: {winners} with {best}.").format(
        who=who[0].upper() + who[1:], target=dollars(target),
        winners=winners_text(list(win), capital=False), best=dollars(best))


def _t_score(e) -> str:
    return _("Player {p}'s stack is worth {stack}: their total is {total}.").format(
        p=e[1], stack=dollars(e[2]["stack"]), total=dollars(e[2]["total"]))


def _t_steal(e) -> str:
    d = e[2]
    top = d["set"]
    return _("Player {p} challenges player {defender}'s {asset} set ({cards}, {value}) by "
             "showing {card}.").format(p=e[1], defender=d["defender"], asset=top[0],
                                       cards=" ".join(top), value=dollars(d["value"]),
                                       card=d["card"])


def _t_kept(e) -> str:
    d = e[2]
    n = len(d["gained"])
    return ngettext("Player {p} keeps the {asset} set: the {n} shown card join it, {cards} cards "
                    "worth {value}.",
                    "Player {p} keeps the {asset} set: the {n} shown cards join it, {cards} "
                    "cards worth {value}.", n).format(
        p=e[1], asset=d["cards"][0], n=n, cards=len(d["cards"]), value=dollars(d["value"]))


def _t_won(e) -> str:
    d = e[2]
    return _("Player {p} wins player {loser}'s {asset} set with every shown card: {cards} cards "
             "worth {value} go on top of their stack.").format(
        p=e[1], loser=d["loser"], asset=d["cards"][0], cards=len(d["cards"]),
        value=dollars(d["value"]))


def _t_draw(e) -> str:
    k = e[2]["count"]
    return ngettext("Player {p} draws {k} card.", "Player {p} draws {k} cards.", k).format(
        p=e[1], k=k)


# Ready-made events, one per player and what happened: those of a turn that lays a set or
# discards (by the action's cards), and those that say little more than who. Every game shares
# them: their data is a Record, their cards Cards, which nobody can change.
_SETS = tuple((a, b) for a in CODES for b in CODES if makes_set(a, b) and canonical_pair(a, b) == (a, b))
PAIR_EVENT = tuple(MappingProxyType({
    (a, b): _event(("pair", p, Record(cards=Cards([a, b]), value=VALUE[a] + VALUE[b]), _t_pair))
    for a, b in _SETS}) for p in range(6))
# TAKE_EVENT[p][card, top]: player p took ``top`` from the discard pile with ``card``
TAKE_EVENT = tuple(MappingProxyType({
    (c, top): _event(("take", p, Record(card=c, discard=top, cards=Cards(canonical_pair(top, c)),
                                        value=VALUE[c] + VALUE[top]), _t_take))
    for c in CODES for top in CODES if makes_set(c, top)}) for p in range(6))
DISCARD_EVENT = tuple(MappingProxyType({c: _event(("discard", p, Record(card=c), _t_discard)) for c in CODES})
                      for p in range(6))
TURN_EVENT = tuple(_event(("turn", q, Record(), _t_turn)) for q in range(6))
YIELD_EVENT = tuple(_event(("yield", q, Record(), _t_yield)) for q in range(6))
PASS_EVENT = tuple(_event(("pass", q, Record(), _t_pass)) for q in range(6))
EMPTY_EVENT = _event(("empty", None, Record(), _t_empty))
# DRAW_EVENT[p][k][left]: player p drew k cards (1-5), ``left`` stay in the draw pile
DRAW_EVENT = tuple(tuple(tuple(_event(("draw", p, Record(count=k, draw_pile=left), _t_draw))
                               for left in range(111)) if k else () for k in range(6))
                   for p in range(6))
