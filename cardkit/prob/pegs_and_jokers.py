"""Pegs and Jokers probabilities, exact over the cards a player cannot see.

Common assumption: the unseen cards (``g.unseen(player)``: the draw pile and
the other players' hands) are in a uniformly random order, so any hidden hand
of 5 cards is a uniform sample of them, and the next card drawn from the
pile is any unseen card with equal chance. Counts are hypergeometric.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from math import comb

import pandas as pd

from ..games.pegs_and_jokers import (
    HAND,
    HOME,
    JOKER,
    OUT_RANKS,
    PEGS,
    RANKS,
    SPLIT,
    START,
    holes_moved,
    location_doc,
    peg_name,
    rank_of,
    team_of,
)
from ..i18n import N_
from .common import viewer

# label and ranks of each kind of move; how far each moves is the game's (``holes_moved``).
# The labels stay English in the data (the table's column, the summary's keys): a chart or
# table translates them where drawn, ``_(label)``
_GROUPS = ((N_("A: out or 1"), ("A",)), ("2", ("2",)), ("3", ("3",)), ("4", ("4",)),
           ("5", ("5",)), ("6", ("6",)), (N_("7 (may split)"), ("7",)), (N_("8 back"), ("8",)),
           (N_("9 (may split)"), ("9",)), ("10", ("10",)),
           (N_("J/Q/K: out or 10"), ("J", "Q", "K")), (N_("joker"), (JOKER,)))
MOVE_GROUPS = tuple(  # label, ranks, holes moved (8 backward is -8; joker None), comes out
    (label, ranks, holes_moved(ranks[0]), ranks[0] in OUT_RANKS or ranks[0] == JOKER)
    for label, ranks in _GROUPS)


_player = viewer  # the player asked about, or the one to act (player 0 once over)


def chance_in_sample(unseen: Counter, ok: Iterable[str], draws: int) -> float:
    """Chance that ``draws`` cards taken at random from ``unseen`` hold at least one card
    whose code is in ``ok`` (hypergeometric, exact)."""
    ok = set(ok)
    total = sum(unseen.values())
    good = sum(n for c, n in unseen.items() if c in ok)
    draws = min(draws, total)
    if draws <= 0 or good <= 0:
        return 0.0
    return 1.0 - comb(total - good, draws) / comb(total, draws)


def _codes_of(unseen: Counter, ranks) -> set[str]:
    ranks = set(ranks)
    return {c for c in unseen if rank_of(c) in ranks}


def partners(g, player: int) -> list[int]:
    return [p for p in range(g.players) if p != player and team_of(p) == team_of(player)]


def out_ranks(jokers: bool = True) -> frozenset[str]:
    """The ranks that bring a peg out: A, K, Q, J and (``jokers``, the rules' count) the joker,
    which brings a peg out by landing on a track peg of another colour."""
    return OUT_RANKS | {JOKER} if jokers else OUT_RANKS


def holds_come_out(g, player: int | None = None, jokers: bool = True) -> float:
    """1.0 if the player's own hand holds a card that brings a peg out (A, K, Q, J, and a
    joker unless ``jokers=False``), else 0.0."""
    player = _player(g, player)
    ranks = out_ranks(jokers)
    return float(any(rank_of(c) in ranks for c in g.hands[player]))


def next_draw_come_out(g, player: int | None = None, jokers: bool = True) -> float:
    """Chance that the next card the player draws brings a peg out (A, K, Q, J, and a joker
    unless ``jokers=False``).

    The player draws right after playing, so the next card is the top of the draw pile: any
    unseen card with equal chance. (When the pile is empty it will be rebuilt from the
    discards: the chance is then counted over the discard pile.)
    """
    player = _player(g, player)
    pool = Counter(g.discard) if not g.draw_pile else g.unseen(player)
    return chance_in_sample(pool, _codes_of(pool, out_ranks(jokers)), 1)


def partner_come_out(g, player: int | None = None, jokers: bool = True) -> float:
    """Chance that at least one of the player's partners holds a card that brings a peg out
    now (A, K, Q, J, and a joker unless ``jokers=False``).

    The partners' hands (5 cards each) are together a uniform sample of the unseen cards.
    """
    player = _player(g, player)
    unseen = g.unseen(player)
    k = sum(len(g.hands[p]) for p in partners(g, player))
    return chance_in_sample(unseen, _codes_of(unseen, out_ranks(jokers)), k)


def come_out_chance(g, player: int | None = None, jokers: bool = True) -> float:
    """Chance that the player or a partner holds, or the player's next draw brings, a card
    that brings a peg out, exact over ``g.unseen(player)``: A, K, Q, J and a joker (the
    rules count it); ``jokers=False`` gives the figure without jokers.

    1.0 when the player holds one. Otherwise the partners' hands and the next card drawn are
    together a uniform sample of 5 × partners + 1 unseen cards (draw pile not empty).
    """
    player = _player(g, player)
    if holds_come_out(g, player, jokers):
        return 1.0
    unseen = g.unseen(player)
    if not g.draw_pile:
        return 1.0 - ((1.0 - partner_come_out(g, player, jokers))
                      * (1.0 - next_draw_come_out(g, player, jokers)))
    k = sum(len(g.hands[p]) for p in partners(g, player)) + 1
    return chance_in_sample(unseen, _codes_of(unseen, out_ranks(jokers)), k)


def next_opponent(g, player: int | None = None) -> int:
    """The next player of the other team to play, counting from the player now to move."""
    player = _player(g, player)
    start = g.current_player if g.current_player is not None else player
    for step in range(g.players):
        q = (start + step) % g.players
        if team_of(q) != team_of(player):
            return q
    raise AssertionError("two teams always alternate")


def danger_map(g, player: int | None = None) -> pd.DataFrame:
    """For each team peg on the track, the chance that the next opponent to play holds a card
    with which they can send it back to start (by landing on it).

    Ranks are tested against the present board with every legal move (splits and jokers
    included). The opponent's hand is a uniform 5-card sample of ``g.unseen(player)``
    (hypergeometric). Columns: peg, colour, pos, side, hole, ranks (that can hit it), cards
    (unseen cards of those ranks), chance.
    """
    player = _player(g, player)
    opp = next_opponent(g, player)
    unseen = g.unseen(player)
    hand = len(g.hands[opp]) or HAND
    hits: dict[int, list[str]] = {}
    for rank in RANKS + (JOKER,):
        for q in g.sent_to_start(opp, rank):
            hits.setdefault(q, []).append(rank)
    rows = []
    for q in g.team_pegs[team_of(player)]:
        loc = g.loc[q]
        if not 0 <= loc < HOME:
            continue
        ranks = hits.get(q, [])
        codes = _codes_of(unseen, ranks)
        where = location_doc(loc)
        rows.append({"peg": peg_name(q), "colour": q // PEGS, "pos": loc, "side": where["side"],
                     "hole": where["hole"], "ranks": ranks,
                     "cards": sum(unseen[c] for c in codes),
                     "chance": chance_in_sample(unseen, codes, hand)})
    return pd.DataFrame(rows, columns=["peg", "colour", "pos", "side", "hole", "ranks", "cards",
                                       "chance"])


def move_lengths(g, player: int | None = None) -> pd.DataFrame:
    """Distribution of the move of the next card drawn, exact over ``g.unseen(player)``.

    One row per kind of move (8 is -8, backward; a joker has no length). Columns: move,
    length, comes_out, splits, cards, chance.
    """
    player = _player(g, player)
    unseen = g.unseen(player)
    total = sum(unseen.values())
    rows = []
    for label, ranks, length, out in MOVE_GROUPS:
        n = sum(k for c, k in unseen.items() if rank_of(c) in ranks)
        rows.append({"move": label, "length": length, "comes_out": out,
                     "splits": any(r in SPLIT for r in ranks), "cards": n,
                     "chance": n / total if total else 0.0})
    return pd.DataFrame(rows, columns=["move", "length", "comes_out", "splits", "cards", "chance"])


def expected_move(g, player: int | None = None) -> float:
    """Average holes moved by the next card drawn (8 counts −8; jokers are left out)."""
    t = move_lengths(g, player)
    t = t[t["length"].notna()]
    w = t["cards"].sum()
    return float((t["cards"] * t["length"]).sum() / w) if w else 0.0


def summary(g, player: int | None = None) -> dict:
    """The headline figures of the probability panel, JSON-ready."""
    player = _player(g, player)
    danger = danger_map(g, player)
    lengths = move_lengths(g, player)
    return {
        "come_out_chance": come_out_chance(g, player),
        "come_out_chance_without_jokers": come_out_chance(g, player, jokers=False),
        "holds_come_out": holds_come_out(g, player),
        "partner_come_out": partner_come_out(g, player),
        "next_draw_come_out": next_draw_come_out(g, player),
        "next_opponent": next_opponent(g, player),
        "danger": {r["peg"]: float(r["chance"]) for r in danger.to_dict("records")},
        "max_danger": float(danger["chance"].max()) if len(danger) else 0.0,
        "move_lengths": {r["move"]: float(r["chance"]) for r in lengths.to_dict("records")},
        "expected_move": expected_move(g, player),
        "unseen": sum(g.unseen(player).values()),
        "pegs_in_start": sum(1 for q in g.team_pegs[team_of(player)] if g.loc[q] == START),
    }


__all__ = ["chance_in_sample", "come_out_chance", "danger_map", "expected_move",
           "holds_come_out", "move_lengths", "next_draw_come_out", "next_opponent", "out_ranks",
           "partner_come_out", "summary"]
