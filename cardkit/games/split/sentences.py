"""Split's event sentences, written only when read (see ``core.action.Event``), in the
language in use (``cardkit.i18n``)."""
from __future__ import annotations

from types import MappingProxyType

from ...core import Event
from ...core.action import make_event
from ...core.records import Record
from ...core.sentences import players_text
from ...i18n import N_, _, ngettext
from .cards import RANK, RANKS, STRENGTH_NAMES

# ----- event sentences, written only when read (see core.action.Event) ----------------------
_event = make_event
# a match's strength as the events record it ("perfect") -> its words
_STRENGTH_WORDS = MappingProxyType({"perfect": N_("perfect"), "strong": N_("strong"),
                                   "weak": N_("weak")})


def _strength(name: str) -> str:
    return _(_STRENGTH_WORDS[name])


def _LAID(p: int, strength: str, rank: str, left: str, right: str) -> str:
    return _("Player {p} laid a {strength} match of {rank}s ({left} {right}), without a "
             "bonus.").format(p=p, strength=_strength(strength), rank=rank, left=left, right=right)


def _MATCHED(p: int, strength: str, rank: str, left: str, right: str, k: int) -> str:
    return _("Player {p} laid a {strength} match of {rank}s ({left} {right}) as match "
             "{k}.").format(p=p, strength=_strength(strength), rank=rank, left=left, right=right,
                            k=k)


def _PENALISED(p: int, q: int) -> str:
    return _("Player {p} penalised player {q}, who fills a negative box.").format(p=p, q=q)


def _PENALISED_FULL(p: int, q: int) -> str:
    return _("Player {p} penalised player {q}, who fills a negative box (the negative row is "
             "full).").format(p=p, q=q)


def _PILE_EMPTY(r: int) -> str:
    return _("The draw pile is empty: round {round} ends at once.").format(round=r)


def _WENT_OUT(p: int, r: int) -> str:
    return _("Player {p} discarded their last card: round {round} ends.").format(p=p, round=r)


def _DEALT(r: int, dealer: int, first: int) -> str:
    return _("Round {round}: player {dealer} deals nine cards each; player {first} "
             "starts.").format(round=r, dealer=dealer, first=first)


def _TRADED(p: int, m: int, gave: str, q: int, n: int, got: str) -> str:
    return _("Player {p} traded their match {m} ({gave}) for player {q}'s match {n} "
             "({got}).").format(p=p, m=m, gave=gave, q=q, n=n, got=got)


# the sentences of the frequent events, from the event's own player and data (no arguments
# kept): a function of the event itself
def _drew(e: Event) -> str:
    return _("Player {p} drew a card ({left} left in the draw pile).").format(
        p=e[1], left=e[2]["left"])


def _bonus_drew(e: Event) -> str:
    return _("Player {p} took the strong match's bonus draw ({left} left in the draw "
             "pile).").format(p=e[1], left=e[2]["left"])


def _discarded(e: Event) -> str:
    return _("Player {p} discarded {card}.").format(p=e[1], card=e[2]["card"])


def _let_go(e: Event) -> str:
    return _("Player {p} let the bonus go.").format(p=e[1])


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
    if len(taken) > 1:
        return ngettext("Player {p} picked {card} and {n} later card ({later}) from the discard "
                        "row; {card} must be used this turn.",
                        "Player {p} picked {card} and {n} later cards ({later}) from the discard "
                        "row; {card} must be used this turn.", len(taken) - 1).format(
            p=p, card=card, n=len(taken) - 1, later=" ".join(taken[1:]))
    return _("Player {p} picked {card} from the discard row; {card} must be used this "
             "turn.").format(p=p, card=card)


def _scored(e: Event) -> str:
    p, d = e[1], e[2]
    boxes = d["boxes"]
    rows = ", ".join(f"{r} ×{k}" for r, k in sorted(boxes.items(), key=lambda kv: RANKS.index(kv[0])))
    n = sum(boxes.values())
    filled = ngettext("{n} box", "{n} boxes", n).format(n=n)
    if rows:
        filled += " (" + rows + ")"
    negative = ngettext("{n} negative box", "{n} negative boxes", d["negative"]).format(
        n=d["negative"])
    return _("Player {p} fills {boxes} and {negative} for the cards in hand: {score} points so "
             "far.").format(p=p, boxes=filled, negative=negative, score=d["score"])


def _upgraded(e: Event) -> str:
    p, d = e[1], e[2]
    q, i = d["owner"], d["index"]
    fields = {"p": p, "card": d["card"], "old": _strength(d["from"]), "new": _strength(d["to"]),
              "replaced": d["replaced"], "i": i}
    if q != p:
        return _("Player {p} upgraded player {q}'s match {i} with {card}: {old} became {new}, "
                 "{replaced} goes to the discard row; it is now player {p}'s match "
                 "{k}.").format(q=q, k=d["new_index"], **fields)
    return _("Player {p} upgraded their match {i} with {card}: {old} became {new}, {replaced} "
             "goes to the discard row.").format(**fields)


def _laid_all_text(p: int) -> str:
    return _("Player {p} has laid their matches.").format(p=p)


def _may_lay_text(q: int) -> str:
    return _("Player {p} may now lay matches from hand.").format(p=q)


def _first_out_text(goer: int, queue: tuple, q: int) -> str:
    return _("Player {p} went out on their first turn: {players} without a turn may lay matches "
             "from hand, without bonuses. Player {q} first.").format(
        p=goer, players=players_text(list(queue)), q=q)


def _turn_text(q: int) -> str:
    return _("Player {p}'s turn.").format(p=q)


# each player's "turn" event, made once and shared by every turn of every game: it holds
# nothing of the game, and its data (empty) is a Record that nobody can change
TURN_EVENTS = tuple(_event(("turn", q, Record(), (_turn_text, (q,)))) for q in range(6))


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
