"""CoverYourAssets's event sentences, written only when read (see ``core.action.Event``)."""
from __future__ import annotations

from ...core.action import make_event
from ...core.sentences import counted, players_text, winners_text
from .cards import CODES, VALUE, canonical_pair, dollars, makes_set

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


def _t_end(win: tuple[int, ...], target: int, best: int) -> str:
    who = players_text(list(win))
    return (f"{who[0].upper() + who[1:]} reached {dollars(target)}: "
            f"{winners_text(list(win), capital=False)} with {dollars(best)}.")


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
    return (f"Player {e[1]} keeps the {d['cards'][0]} set: the {counted(len(d['gained']), 'shown card')} "
            f"join it, {len(d['cards'])} cards worth {dollars(d['value'])}.")


def _t_won(e):
    d = e[2]
    return (f"Player {e[1]} wins player {d['loser']}'s {d['cards'][0]} set with every shown card: "
            f"{len(d['cards'])} cards worth {dollars(d['value'])} go on top of their stack.")


def _t_draw(e):
    k = e[2]["count"]
    return f"Player {e[1]} draws {k} card{'s' if k != 1 else ''}."


# Ready-made events, one per player and what happened: those of a turn that lays a set or
# discards (by the action's cards), and those that say little more than who.
_SETS = [(a, b) for a in CODES for b in CODES if makes_set(a, b) and canonical_pair(a, b) == (a, b)]
PAIR_EVENT = tuple({(a, b): _event(("pair", p, {"cards": [a, b], "value": VALUE[a] + VALUE[b]}, _t_pair))
                    for a, b in _SETS} for p in range(6))
# TAKE_EVENT[p][card, top]: player p took ``top`` from the discard pile with ``card``
TAKE_EVENT = tuple({(c, top): _event(("take", p, {"card": c, "discard": top,
                                                  "cards": list(canonical_pair(top, c)),
                                                  "value": VALUE[c] + VALUE[top]}, _t_take))
                    for c in CODES for top in CODES if makes_set(c, top)} for p in range(6))
DISCARD_EVENT = tuple({c: _event(("discard", p, {"card": c}, _t_discard)) for c in CODES} for p in range(6))
TURN_EVENT = tuple(_event(("turn", q, {}, _t_turn)) for q in range(6))
YIELD_EVENT = tuple(_event(("yield", q, {}, _t_yield)) for q in range(6))
PASS_EVENT = tuple(_event(("pass", q, {}, _t_pass)) for q in range(6))
EMPTY_EVENT = _event(("empty", None, {}, _EMPTY))
# DRAW_EVENT[p][k][left]: player p drew k cards (1-5), ``left`` stay in the draw pile
DRAW_EVENT = tuple(tuple(tuple(_event(("draw", p, {"count": k, "draw_pile": left}, _t_draw))
                               for left in range(111)) if k else () for k in range(6))
                   for p in range(6))
