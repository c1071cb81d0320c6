"""A card's name in Punjabi stays inside its coloured band, in JupyterLab and Chromium.

Gurmukhi's vowel signs reach above the headline (ਿ ੀ ੋ ੈ, the bindi ਂ) and below the line
(ੁ ੂ). On a card the name is written in white (or dark) on a coloured band, so whatever ink
falls outside the band is drawn on the card's paper, white on white: the sign looks cut off.
Every card name of the five Punjabi tables, mid-game, is drawn with the card's paper, border
and other marks turned a colour no name uses (magenta), then each band's edges are read from
a screenshot, its band made magenta too: the ink keeps at least ``ROOM`` of band above and
below it. English is not touched (``table.css`` gives Punjabi alone its rule; the English
tables' screenshots and sizes are the other browser tests').
"""
from __future__ import annotations

import io
import math

import pytest
from conftest import open_notebook, write_notebook
from test_punjabi_table_browser import GAMES, SHOW

pytestmark = pytest.mark.browser

# the card's paper, border and other marks and the name's band made magenta: what is not
# magenta is the name's ink
MAGENTA = (255, 0, 255)
MEASURE_CSS = """
.ck-table .ck-card, .ck-table .ck-card .ck-name { background: #f0f !important;
                     border-color: #f0f !important; box-shadow: none !important; }
.ck-table .ck-card > :not(.ck-name) { visibility: hidden !important; }
"""
ROWS = 3  # the rows above and below a band read for its name's ink
ROOM = 1.0  # the band's own colour kept above and below the ink, at least (CSS px)
CORNER = 7  # a card's rounded corner (table.css: border-radius 7px), where the felt shows
# a name's band and its card, and whether the band is drawn on top there (not under the dock)
BOX = """(el) => {
  const r = el.getBoundingClientRect(), c = el.closest(".ck-card").getBoundingClientRect();
  const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, cardLeft: c.left,
          cardTop: c.top, cardRight: c.right, cardBottom: c.bottom,
          shown: !!hit && el.closest(".ck-card").contains(hit)};
}"""


def room_around_the_ink(png: bytes, band: dict, clip: dict) -> tuple[float, float]:
    """How far the name's ink keeps from its band's top and bottom edge, in CSS px (at scale
    1, as ``band`` and ``clip``); less than 0: ink outside the band. Read within the band's
    width and inside the card, less its rounded corners (the felt there is no ink)."""
    from PIL import Image

    im = Image.open(io.BytesIO(png)).convert("RGB")
    first = max(0, math.ceil(band["cardTop"] - clip["y"]))
    last = min(im.height, math.floor(band["cardBottom"] - clip["y"]))
    left = max(0, math.ceil(max(band["left"], band["cardLeft"] + CORNER) - clip["x"]))
    right = min(im.width, math.floor(min(band["right"], band["cardRight"] - CORNER) - clip["x"]))

    def inked(y: int) -> bool:
        return any(max(abs(a - b) for a, b in zip(im.getpixel((x, y)), MAGENTA, strict=True)) > 48
                   for x in range(left, right))
    rows = [y for y in range(first, last) if inked(y)]
    assert rows, f"no ink found for a card name at {band}"
    return (clip["y"] + rows[0] - band["top"], band["bottom"] - (clip["y"] + rows[-1] + 1))


def test_a_card_names_gurmukhi_stays_inside_its_band(projector_page, lab, save_screenshot):
    page = projector_page
    open_notebook(page, lab, write_notebook(lab, "punjabi_names.ipynb",
                                            [SHOW.replace("GAMES_HERE", repr(GAMES))]))
    for name in GAMES:
        page.locator(f".ck-pa-{name} .ck-table .ck-board").wait_for(timeout=60_000)
    page.add_style_tag(content=MEASURE_CSS)
    found, measured = [], 0
    for name in GAMES:
        names = page.locator(f".ck-pa-{name} .ck-table .ck-card:not(.ck-back) .ck-name")
        for i in range(names.count()):
            band = names.nth(i)
            if not band.is_visible():
                continue
            band.scroll_into_view_if_needed()
            box = band.evaluate(BOX)
            if not box["shown"]:  # under the dock that holds the acting player's buttons
                continue
            clip = {"x": box["left"] - 2, "y": box["top"] - ROWS - 2,
                    "width": box["right"] - box["left"] + 4,
                    "height": box["bottom"] - box["top"] + 2 * ROWS + 4}
            above, below = room_around_the_ink(page.screenshot(clip=clip), box, clip)
            measured += 1
            if above < ROOM or below < ROOM:
                found.append(f"{name}: {band.inner_text()!r}: {above:.1f} px of band above "
                             f"its ink, {below:.1f} px below")
    assert measured >= 15, f"only {measured} card names measured"
    assert not found, "\n".join(found)
