"""The Pegs and Jokers board: numbering of holes and a drawing of it.

One side per player, in seating order, clockwise. Each side has 18 track holes
numbered 0–17 from its starting corner; the track is a loop of 18 × players
holes (side s, hole h is track position 18·s + h). Hole 8 of a side is its
owner's come-out hole, hole 3 their in-spot, from which a dead-end home lane of
five holes branches towards the middle of the board. The start area (five
holes) lies inside the board beside the come-out hole.

Peg locations are plain integers (fast to copy and compare):
``START`` (-1) for a peg in its start area, ``0 … 18·players − 1`` for a track
hole, and ``HOME + h`` (h = 0 … 4, 0 nearest the in-spot) for a home hole.

``layout(players)`` gives every hole an ``(x, y)`` in the unit square (y grows
downwards, as on a screen), so a front end can draw the board for 4, 6 and 8
players without knowing any rule.
"""
from __future__ import annotations

import math
from typing import Any

from ...core import Kept
from ...i18n import _

SIDE = 18          # track holes per side
COME_OUT = 8       # come-out hole of each side
IN_SPOT = 3        # in-spot of each side
HOME_HOLES = 5     # holes of a home lane
PEGS = 5           # pegs per player
START = -1         # location of a peg in its start area
HOME = 1000        # HOME + h: home hole h (0 nearest the in-spot)


def track_length(players: int) -> int:
    return SIDE * players


def come_out_hole(colour: int) -> int:
    """Track position of a player's come-out hole."""
    return SIDE * colour + COME_OUT


def in_spot(colour: int) -> int:
    """Track position of a player's in-spot (the entry to their home lane)."""
    return SIDE * colour + IN_SPOT


def _progress_rows(players: int) -> tuple[tuple[int, ...], ...]:
    n = track_length(players)
    rows = []
    for c in range(players):
        row = [0] * (HOME + HOME_HOLES + 1)
        spot = in_spot(c)
        for x in range(n):
            row[x] = n - (spot - x) % n
        for h in range(HOME_HOLES):
            row[HOME + h] = n + 1 + h
        rows.append(tuple(row))
    return tuple(rows)


_PROGRESS = Kept(_progress_rows)


def progress_table(players: int) -> tuple[tuple[int, ...], ...]:
    """Per colour, how far a peg on each location has come (``PegsAndJokers.progress``),
    indexed by location: 0 in start (the last item: ``START`` is -1), L − holes to the
    colour's in-spot on track hole x (L = track length), L + 1 + h on home hole h. Made
    once per player count, never changed."""
    return _PROGRESS[players]


def peg_name(peg: int) -> str:
    """``c:i`` for peg id ``5·c + i``."""
    return f"{peg // PEGS}:{peg % PEGS}"


def where(loc: int) -> str:
    """A location in words, in the language in use."""
    if loc == START:
        return _("its start area")
    if loc >= HOME:
        return _("home hole {n}").format(n=loc - HOME)
    side, hole = divmod(loc, SIDE)
    return _("track hole {n} (side {side}, hole {hole})").format(n=loc, side=side, hole=hole)


def location_doc(loc: int) -> dict[str, Any]:
    """A location as JSON: ``{"area": "start"|"track"|"home", ...}``."""
    if loc == START:
        return {"area": "start"}
    if loc >= HOME:
        return {"area": "home", "hole": loc - HOME}
    side, hole = divmod(loc, SIDE)
    return {"area": "track", "pos": loc, "side": side, "hole": hole}


def _corners(players: int) -> list[tuple[float, float]]:
    # side 0 lies at the bottom; clockwise on screen (y down) is increasing angle
    a0 = math.pi / 2 - math.pi / players
    return [(math.cos(a0 + 2 * math.pi * k / players), math.sin(a0 + 2 * math.pi * k / players))
            for k in range(players)]


def layout(players: int) -> dict[str, Any]:
    """Every hole of the board with drawing coordinates in the unit square.

    Returns ``{"players", "track_length", "holes_per_side", "home_holes",
    "track": [{"pos", "side", "hole", "x", "y", "come_out_of", "in_spot_of"}],
    "home": [[{"hole", "x", "y"}] per player], "start": [[{"slot", "x", "y"}] per player],
    "come_out": [pos per player], "in_spot": [pos per player], "hole_size"}``.
    ``come_out_of``/``in_spot_of`` name the player whose special hole it is, else None.
    ``hole_size`` is the spacing of neighbouring holes along a side (two holes meeting at a
    corner of the 4-player square are 0.7 of it apart): draw holes with a radius of about a
    third of it.
    """
    corners = _corners(players)
    raw_track: list[tuple[float, float]] = []
    inward: list[tuple[float, float]] = []
    along: list[tuple[float, float]] = []
    side_len = math.dist(corners[0], corners[1 % players])
    step = side_len / SIDE
    for s in range(players):
        (x0, y0), (x1, y1) = corners[s], corners[(s + 1) % players]
        tx, ty = (x1 - x0) / side_len, (y1 - y0) / side_len
        for h in range(SIDE):
            f = (h + 0.5) / SIDE
            raw_track.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        norm = math.hypot(mx, my)
        inward.append((-mx / norm, -my / norm))
        along.append((tx, ty))
    raw_home, raw_start = [], []
    for p in range(players):
        nx, ny = inward[p]
        tx, ty = along[p]
        sx, sy = raw_track[in_spot(p)]
        raw_home.append([(sx + nx * step * (j + 1.2), sy + ny * step * (j + 1.2))
                         for j in range(HOME_HOLES)])
        cx, cy = raw_track[come_out_hole(p)]
        raw_start.append([(cx + nx * step * (2.2 + (j % 2)) + tx * step * (j - 2),
                           cy + ny * step * (2.2 + (j % 2)) + ty * step * (j - 2))
                          for j in range(PEGS)])
    # fit into the unit square with a margin
    pts = raw_track + [q for lane in raw_home for q in lane] + [q for a in raw_start for q in a]
    lo_x, hi_x = min(q[0] for q in pts), max(q[0] for q in pts)
    lo_y, hi_y = min(q[1] for q in pts), max(q[1] for q in pts)
    span = max(hi_x - lo_x, hi_y - lo_y)
    margin = 0.04
    scale = (1 - 2 * margin) / span
    ox = margin + ((1 - 2 * margin) - (hi_x - lo_x) * scale) / 2
    oy = margin + ((1 - 2 * margin) - (hi_y - lo_y) * scale) / 2

    def fit(q: tuple[float, float]) -> tuple[float, float]:
        return round(ox + (q[0] - lo_x) * scale, 4), round(oy + (q[1] - lo_y) * scale, 4)

    come_out = [come_out_hole(p) for p in range(players)]
    spots = [in_spot(p) for p in range(players)]
    track = []
    for pos, q in enumerate(raw_track):
        x, y = fit(q)
        side, hole = divmod(pos, SIDE)
        track.append({"pos": pos, "side": side, "hole": hole, "x": x, "y": y,
                      "come_out_of": side if hole == COME_OUT else None,
                      "in_spot_of": side if hole == IN_SPOT else None})
    home = [[dict(zip(("hole", "x", "y"), (j, *fit(q)), strict=True)) for j, q in enumerate(lane)]
            for lane in raw_home]
    start = [[dict(zip(("slot", "x", "y"), (j, *fit(q)), strict=True)) for j, q in enumerate(area)]
             for area in raw_start]
    return {"players": players, "track_length": track_length(players), "holes_per_side": SIDE,
            "home_holes": HOME_HOLES, "pegs_per_player": PEGS, "come_out": come_out,
            "in_spot": spots, "track": track, "home": home, "start": start,
            "hole_size": round(step * scale, 4)}
