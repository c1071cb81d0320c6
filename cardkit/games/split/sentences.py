"""Split's event sentences, written only when read (see ``core.action.Event``)."""
from __future__ import annotations

from ...core import Event
from ...core.action import make_event
from ...core.sentences import counted
from .cards import RANK, RANKS, STRENGTH_NAMES

# ----- event sentences, written only when read (see core.action.Event) ----------------------
_event = make_event
_LAID = "Player {} laid a {} match of {}s ({} {}), without a bonus.".format
_MATCHED = "Player {} laid a {} match of {}s ({} {}) as match {}.".format
_PENALISED = "Player {} penalised player {}, who fills a negative box.".format
_PENALISED_FULL = ("Player {} penalised player {}, who fills a negative box "
                   "(the negative row is full).").format
_PILE_EMPTY = "The draw pile is empty: round {} ends at once.".format
_WENT_OUT = "Player {} discarded their last card: round {} ends.".format
_DEALT = "Round {}: player {} deals nine cards each; player {} starts.".format
_TRADED = "Player {} traded their match {} ({}) for player {}'s match {} ({}).".format


# the sentences of the frequent events, from the event's own player and data (no arguments
# kept): a format of the event itself, as Cover Your Assets words its events, or a function
_drew = "Player {0[1]} drew a card ({0[2][left]} left in the draw pile).".format
_bonus_drew = ("Player {0[1]} took the strong match's bonus draw ({0[2][left]} left in the "
               "draw pile).").format
_discarded = "Player {0[1]} discarded {0[2][card]}.".format
_let_go = "Player {0[1]} let the bonus go.".format


def _matched(e: Event) -> str:
    d = e[2]
    left, right = d["cards"]
    return _MATCHED(e[1], d["strength"], RANK[left], left, right, d["index"])


def _penalised(e: Event) -> str:
    d = e[2]
    return (_PENALISED if d["filled"] else _PENALISED_FULL)(e[1], d["target"])


def _traded(e: Event) -> str:
    d = e[2]
    return _TRADED(e[1], d["index"], " ".join(d["gave"]), d["target"], d["target_index"],
                   " ".join(d["got"]))


def _picked(e: Event) -> str:
    p, d = e[1], e[2]
    card, taken = d["card"], d["taken"]
    more = f" and {counted(len(taken) - 1, 'later card')} ({' '.join(taken[1:])})" if len(taken) > 1 else ""
    return f"Player {p} picked {card}{more} from the discard row; {card} must be used this turn."


def _scored(e: Event) -> str:
    p, d = e[1], e[2]
    boxes = d["boxes"]
    rows = ", ".join(f"{r} ×{k}" for r, k in sorted(boxes.items(), key=lambda kv: RANKS.index(kv[0])))
    negative = counted(d["negative"], "negative box", "negative boxes")
    return (f"Player {p} fills {counted(sum(boxes.values()), 'box', 'boxes')}"
            f"{' (' + rows + ')' if rows else ''} and {negative} for the cards in hand: "
            f"{d['score']} points so far.")


def _upgraded(e: Event) -> str:
    p, d = e[1], e[2]
    q, i = d["owner"], d["index"]
    if q != p:
        whose = f"player {q}'s match {i}"
        where = f"; it is now player {p}'s match {d['new_index']}"
    else:
        whose, where = f"their match {i}", ""
    return (f"Player {p} upgraded {whose} with {d['card']}: {d['from']} became {d['to']}, "
            f"{d['replaced']} goes to the discard row{where}.")


# each player's "turn" event, made once and shared by every turn of every game: it holds
# nothing of the game, and the game never changes an event's data (the empty dict) after
# making it, so no one can tell the shared events from new ones
TURN_EVENTS = tuple(_event(("turn", q, {}, ("Player {}'s turn.".format, (q,)))) for q in range(6))


# ----- the events of a match, an upgrade, a penalty and a trade (``Split._apply``) ----------
def _match_event(p: int, left: str, right: str, s: int, k: int):
    """Player ``p``'s match of ``left`` and ``right`` (strength ``s``) laid in the play phase
    as their match ``k``, with its bonus."""
    name = STRENGTH_NAMES[s]
    return _event(("match", p, {"cards": [left, right], "strength": name, "index": k, "bonus": True},
                   _matched))


def _upgrade_event(p: int, q: int, i: int, card: str, m: list[str], replaced: str, old_s: int,
                   new_s: int, new_index: int):
    """Player ``p``'s upgrade of player ``q``'s match ``i`` (now ``m``) with ``card``."""
    return _event(("upgrade", p, {"owner": q, "index": i, "card": card, "replaced": replaced,
                                  "from": STRENGTH_NAMES[old_s], "to": STRENGTH_NAMES[new_s],
                                  "match": list(m), "new_index": new_index},
                   _upgraded))


def _penalise_event(p: int, q: int, filled: int):
    """Player ``p``'s penalty on player ``q`` (``filled``: the negative boxes filled)."""
    return _event(("penalise", p, {"target": q, "filled": filled}, _penalised))


def _trade_event(p: int, m: int, q: int, n: int, mine: list[str], theirs: list[str]):
    """Player ``p``'s match ``m`` (``mine``) traded for player ``q``'s match ``n`` (``theirs``).
    The event keeps copies of the matches given and got: a later upgrade of either must not
    rewrite what it says happened."""
    return _event(("trade", p, {"index": m, "target": q, "target_index": n,
                                "gave": list(mine), "got": list(theirs)},
                   _traded))
