"""Push probabilities, exact over the unseen cards (the draw pile as the player
knows it: every card not on the table, a bench, a bank or the discard pile).

Assumes each unseen card is equally likely to be the next one drawn.
"""
from __future__ import annotations

import pandas as pd

from ..games.push import BIT, MAX_COLUMNS, busting, expected_roll_loss, fits, keeps_out, points
from .common import share, viewer


def _columns(g) -> list[list[str]]:
    return [c for c in g.columns if c is not None]


def busts(code: str, columns: list[list[str]]) -> bool:
    """Whether a drawn card would fit no column (Switch cards never bust): the rules'
    ``busting`` on what each column keeps out."""
    return bool(busting([keeps_out(col) for col in columns]) & BIT[code])


def bust_chance(g, player: int | None = None) -> float:
    """Chance that the next draw busts, exact over ``g.unseen(player)`` (the rules' figure):
    busting cards over *all* unseen cards. A Switch card never busts, so it counts as a safe
    draw (after it the player chooses again)."""
    return _bust_share(g, player, skip_switches=False)


def placed_bust_chance(g, player: int | None = None) -> float:
    """Chance that the next card to be *placed* busts: Switch cards passed over, so busting
    cards over the unseen number and Roll cards (the figure the rules allow beside
    ``bust_chance``, labelled as such)."""
    return _bust_share(g, player, skip_switches=True)


def _bust_share(g, player: int | None, skip_switches: bool) -> float:
    player = viewer(g, player)
    unseen = g.unseen(player)
    if skip_switches:
        unseen = +unseen
        unseen.pop("SWITCH", None)
    columns = _columns(g)
    return share(unseen, lambda c: busts(c, columns))


def fitting_cards(g, player: int | None = None) -> pd.DataFrame:
    """For each column (and a new one while fewer than three exist), the unseen cards that fit.

    ``share`` is over the unseen cards that would be *placed* (Switch cards passed over: a
    Switch is never placed), so it is the chance that the next card placed fits there."""
    player = viewer(g, player)
    unseen = g.unseen(player)
    total = sum(n for c, n in unseen.items() if c != "SWITCH")
    rows = []
    for i, col in enumerate(g.columns):
        if col is None:
            continue
        ok = {c: n for c, n in unseen.items() if c != "SWITCH" and fits(c, col)}
        rows.append({"column": i + 1, "cards": " ".join(col), "fitting": sum(ok.values()),
                     "share": sum(ok.values()) / total if total else 0.0,
                     "fitting_cards": dict(sorted(ok.items()))})
    if len(g.columns) < MAX_COLUMNS:
        rows.append({"column": len(g.columns) + 1, "cards": "(new column)", "fitting": total,
                     "share": 1.0 if total else 0.0,
                     "fitting_cards": {c: n for c, n in sorted(unseen.items()) if c != "SWITCH"}})
    return pd.DataFrame(rows, columns=["column", "cards", "fitting", "share", "fitting_cards"])


def expected_bust_loss(g, player: int | None = None) -> float:
    """Expected bench points lost if the player busts now (the rules' ``expected_roll_loss``:
    the die's six faces averaged)."""
    player = viewer(g, player)
    return expected_roll_loss(points(g.bench[player]), g.options.harder)


def column_value(g, column: list[str], player: int) -> float:
    """Expected change in the player's score from taking a column (a Roll card rolls the die
    on the bench the column joins)."""
    gained = points(column)
    if "ROLL" not in column:
        return float(gained)
    return gained - expected_roll_loss(points(g.bench[player]) + gained, g.options.harder)


def expected_column_points(g, player: int | None = None) -> pd.DataFrame:
    """Each open column's points, and its expected value for the player if they take it."""
    player = viewer(g, player)
    rows = []
    for i, col in enumerate(g.columns):
        if col is None:
            continue
        rows.append({"column": i + 1, "cards": " ".join(col), "points": points(col),
                     "roll_card": "ROLL" in col,
                     "expected_points": column_value(g, col, player)})
    return pd.DataFrame(rows, columns=["column", "cards", "points", "roll_card", "expected_points"])


def summary(g, player: int | None = None) -> dict:
    """The figures of the probability panel, as plain numbers."""
    player = viewer(g, player)
    cols = expected_column_points(g, player)
    return {
        "bust_chance": bust_chance(g, player),
        "placed_bust_chance": placed_bust_chance(g, player),
        "expected_bust_loss": expected_bust_loss(g, player),
        "columns": cols.to_dict("records"),
        "unseen": sum(g.unseen(player).values()),
    }
