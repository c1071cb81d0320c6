"""Split probabilities: match chances for the next draw, the draw pile running
out, and the negative boxes a round's end would cost.

Match chances are exact over ``g.unseen(player)`` (the draw pile and the other
players' hands, picked cards excepted, as the player knows them): each unseen
card is taken to be equally likely to be the next one drawn.
"""
from __future__ import annotations

import pandas as pd

from ..games.split import ALL_PARTNERS, HALF, PARTNERS, PERFECT, RANK, STRONG, WEAK, hand_order
from .common import viewer

STRENGTHS = ((PERFECT, "perfect"), (STRONG, "strong"), (WEAK, "weak"))


_who = viewer  # the player asked about, or the one to act (player 0 once over)


def match_chances(g, player: int | None = None) -> pd.DataFrame:
    """For each card in the player's hand, the chance that the next draw completes a match
    with it, by strength (perfect, strong, weak) and in all (``any``).

    Assumes the next card drawn is a uniform pick from ``g.unseen(player)``.
    """
    player = _who(g, player)
    unseen = g.unseen(player)
    total = sum(unseen.values())
    rows = []
    for card in sorted(g.hands[player], key=hand_order):
        row = {"card": card, "rank": RANK[card], "half": HALF[card]}
        for s, name in STRENGTHS:
            row[name] = sum(unseen[c] for c in PARTNERS[card][s]) / total if total else 0.0
        row["any"] = row["perfect"] + row["strong"] + row["weak"]
        rows.append(row)
    return pd.DataFrame(rows, columns=["card", "rank", "half", "perfect", "strong", "weak", "any"])


def any_match_chance(g, player: int | None = None) -> float:
    """Chance that the next draw completes a match with at least one card in hand
    (a uniform pick from ``g.unseen(player)``)."""
    player = _who(g, player)
    unseen = g.unseen(player)
    total = sum(unseen.values())
    if not total:
        return 0.0
    wanted = {c for card in g.hands[player] for c in ALL_PARTNERS[card]}
    return sum(unseen[c] for c in wanted) / total


def turns_before(g, player: int) -> list[str]:
    """The other players' turn parts before the player's next turn: ``"full"`` for a whole
    turn still to come, ``"rest"`` for the current player's turn after their draw."""
    if g.phase in ("lay", "over"):
        return []
    n, cur = g.players, g.turn_player
    parts = []
    if cur != player:
        parts.append("full" if g.phase == "draw" else "rest")
        q = (cur + 1) % n
    else:
        q = (player + 1) % n
    while q != player:
        parts.append("full")
        q = (q + 1) % n
    return parts


def pile_draws_distribution(g, player: int | None = None, pick_rate: float = 0.2,
                            bonus_rate: float = 0.15) -> list[float]:
    """Chances that the other players take 0, 1, 2, … cards from the draw pile before the
    player's next turn.

    Assumes each of their turns independently starts with a ``pick`` (no card from the pile)
    with chance ``pick_rate``, else a ``draw``; and adds one strong-match ``bonus-draw`` with
    chance ``bonus_rate``. A turn already past its draw can only add the bonus draw.
    """
    player = _who(g, player)
    dist = [1.0]
    for part in turns_before(g, player):
        if part == "full":
            step = [pick_rate * (1 - bonus_rate),
                    (1 - pick_rate) * (1 - bonus_rate) + pick_rate * bonus_rate,
                    (1 - pick_rate) * bonus_rate]
        else:
            step = [1 - bonus_rate, bonus_rate]
        out = [0.0] * (len(dist) + len(step) - 1)
        for i, a in enumerate(dist):
            for j, b in enumerate(step):
                out[i + j] += a * b
        dist = out
    return dist


def pile_runs_out_chance(g, player: int | None = None, pick_rate: float = 0.2,
                         bonus_rate: float = 0.15) -> float:
    """Chance that the draw pile runs out (ending the round) before the player's next turn.

    Same assumptions as ``pile_draws_distribution``; the player's own rest of a turn in
    progress is not counted (it is their choice). A round already over gives 0.
    """
    player = _who(g, player)
    if g.phase in ("lay", "over"):
        return 0.0
    left = len(g.draw_pile)
    dist = pile_draws_distribution(g, player, pick_rate, bonus_rate)
    return float(sum(p for k, p in enumerate(dist) if k >= left))


def negative_boxes_if_ended_now(g, player: int | None = None) -> float:
    """Negative boxes the player would fill if the round ended now: one per card in hand.

    Hand sizes are public, so nothing is hidden: the expectation is the count itself.
    (In the first-turn go-out case the player might still lay matches; not counted.)
    """
    player = _who(g, player)
    return float(len(g.hands[player]))


def negative_table(g) -> pd.DataFrame:
    """Every player's cards in hand, the negative boxes and points they would lose if the
    round ended now (on the game's own score sheet, a full row taking no more boxes)."""
    rows = []
    for p in range(g.players):
        k = g.neg_boxes[p]
        boxes = len(g.hands[p])
        lost = g.negative_value(k + boxes) - g.negative_value(k)
        rows.append({"player": p, "hand": boxes, "negative_boxes": boxes, "points_lost": lost})
    return pd.DataFrame(rows, columns=["player", "hand", "negative_boxes", "points_lost"])


def summary(g, player: int | None = None) -> dict:
    """The figures of the probability panel, as plain numbers."""
    player = _who(g, player)
    table = match_chances(g, player)
    k = g.neg_boxes[player]
    boxes = negative_boxes_if_ended_now(g, player)
    return {
        "match_chances": table.to_dict("records"),
        "best_match_chance": float(table["any"].max()) if len(table) else 0.0,
        "any_match_chance": any_match_chance(g, player),
        "pile_runs_out_chance": pile_runs_out_chance(g, player),
        "negative_boxes": boxes,
        "negative_points": float(g.negative_value(k + int(boxes)) - g.negative_value(k)),
        "draw_pile": len(g.draw_pile),
        "unseen": sum(g.unseen(player).values()),
    }
