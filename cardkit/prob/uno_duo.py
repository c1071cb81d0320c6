"""UNO Duo probabilities, exact over the cards a player cannot see.

``g.unseen(player)`` is the draw pile plus the opponent's hand. Every function
here assumes the opponent's hand is a uniform sample of those unseen cards
(of the size everyone can see), and that the next card drawn is any unseen
card with equal chance. That is exact for a player who does not track where
seen cards went back into the draw pile (the draft discard pile under the
deck, a rebuilt pile) or a hand shown in a challenge; a player who does can
do better.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from itertools import combinations
from math import comb
from types import MappingProxyType

import pandas as pd

from ..games.uno_duo import COLOUR_NAMES, POINTS, WILD, WILD4, playable
from ..games.uno_duo import hand_points as _points
from .common import at_least_one, count, share, viewer

_player = viewer  # the player asked about, or the one to act (player 0 once over)


def can_play_now(g) -> Callable[[str], bool]:
    """The test 'this card could be played on the discard pile now' (colour, number, symbol, Wild)."""
    top, colour = (g.discard[-1] if g.discard else None), g.colour
    if top is None:
        return lambda code: False
    return lambda code: playable(code, top, colour)


def draw_playable_chance(g, player: int | None = None) -> float:
    """Chance that one card drawn now can be played at once, exact over ``g.unseen(player)``.

    Assumes each unseen card is equally likely to be the one drawn. Before the
    first card is turned up nothing is playable (0).
    """
    player = _player(g, player)
    return share(g.unseen(player), can_play_now(g))


def opponent_hand_size(g, player: int | None = None) -> int:
    return len(g.hands[1 - _player(g, player)])


def chance_opponent_holds(g, player: int | None, test: Callable[[str], bool]) -> float:
    """Chance the opponent holds at least one card passing ``test`` (hypergeometric).

    Assumes the opponent's hand is a uniform sample of ``g.unseen(player)``.
    """
    player = _player(g, player)
    unseen = g.unseen(player)
    return at_least_one(sum(unseen.values()), count(unseen, test), opponent_hand_size(g, player))


def chance_opponent_holds_every_colour(g, player: int | None = None) -> float:
    """Chance the opponent holds at least one card of each of the four colours.

    Inclusion–exclusion over the colours they might lack; the opponent's hand is a
    uniform sample of ``g.unseen(player)``.
    """
    player = _player(g, player)
    unseen = g.unseen(player)
    total = sum(unseen.values())
    h = opponent_hand_size(g, player)
    if h > total or total == 0:
        return 0.0
    per = {L: count(unseen, lambda c, L=L: c[0] == L) for L in COLOUR_NAMES}
    letters = list(COLOUR_NAMES)
    p = 0.0
    for k in range(len(letters) + 1):
        for lack in combinations(letters, k):
            rest = total - sum(per[L] for L in lack)
            p += (-1) ** k * comb(rest, h) / comb(total, h)
    return max(0.0, p)


HOLDINGS: Mapping[str, Callable[[str], bool]] = MappingProxyType({
    **{name: (lambda c, L=L: c[0] == L) for L, name in COLOUR_NAMES.items()},
    "Draw Two": lambda c: c[1:] == "+2",
    "Wild (either kind)": lambda c: c in (WILD, WILD4),
    "Wild Draw Four": lambda c: c == WILD4,
})


def opponent_holds(g, player: int | None = None) -> pd.DataFrame:
    """For each colour, Draw Two and Wild: unseen copies and the chance the opponent holds ≥ 1.

    Hypergeometric over ``g.unseen(player)`` with the opponent's hand size; the
    row "every colour" is the chance they hold all four colours at once.
    """
    player = _player(g, player)
    unseen = g.unseen(player)
    total = sum(unseen.values())
    h = opponent_hand_size(g, player)
    rows = [{"holding": name, "unseen": count(unseen, test), "unseen_total": total,
             "hand_size": h, "chance": chance_opponent_holds(g, player, test)}
            for name, test in HOLDINGS.items()]
    rows.append({"holding": "every colour", "unseen": count(unseen, lambda c: c[0] != "W"),
                 "unseen_total": total, "hand_size": h,
                 "chance": chance_opponent_holds_every_colour(g, player)})
    return pd.DataFrame(rows, columns=["holding", "unseen", "unseen_total", "hand_size", "chance"])


def hand_points(g, player: int | None = None) -> int:
    """Points of the player's own hand: what they would score if the opponent went out now."""
    return _points(g.hands[_player(g, player)])


def expected_opponent_points(g, player: int | None = None) -> float:
    """Expected points of the opponent's hand: hand size × mean points of an unseen card.

    Assumes the opponent's hand is a uniform sample of ``g.unseen(player)``.
    """
    player = _player(g, player)
    unseen = g.unseen(player)
    total = sum(unseen.values())
    if total == 0:
        return 0.0
    mean = sum(POINTS[c] * n for c, n in unseen.items()) / total
    return opponent_hand_size(g, player) * mean


def unseen_table(g, player: int | None = None) -> pd.DataFrame:
    """The unseen cards by kind (colour or Wild, and number or symbol), with their counts."""
    unseen: Counter = g.unseen(_player(g, player))
    rows = [{"card": c, "colour": COLOUR_NAMES.get(c[0], "wild"),
             "symbol": c if c[0] == "W" else c[1:], "points": POINTS[c], "unseen": n}
            for c, n in sorted(unseen.items())]
    return pd.DataFrame(rows, columns=["card", "colour", "symbol", "points", "unseen"])


def match_totals(g) -> pd.DataFrame:
    """One row per finished round: who went out, the points scored, and the running totals."""
    rows = [{"round": r["round"], "out": r["out"], "points_0": r["points"][0],
             "points_1": r["points"][1], "total_0": r["totals"][0], "total_1": r["totals"][1]}
            for r in g.rounds]
    return pd.DataFrame(rows, columns=["round", "out", "points_0", "points_1", "total_0", "total_1"])


def summary(g, player: int | None = None) -> dict:
    """The headline figures of the probability panel, as plain (JSON-ready) numbers."""
    player = _player(g, player)
    holds = opponent_holds(g, player)
    return {
        "draw_playable": float(draw_playable_chance(g, player)),
        "opponent_holds": {row["holding"]: float(row["chance"]) for row in holds.to_dict("records")},
        "opponent_hand_size": opponent_hand_size(g, player),
        "hand_points": int(hand_points(g, player)),
        "expected_opponent_points": float(expected_opponent_points(g, player)),
        "totals": [int(t) for t in g.totals],
        "target": int(g.options.target),
        "unseen": int(sum(g.unseen(player).values())),
    }
