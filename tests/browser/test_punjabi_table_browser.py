"""Each game's table in Punjabi, mid-game, in JupyterLab and Chromium at 1280×720.

The words come from Python in Punjabi (``cardkit.set_language("pa")``), and Chromium draws
them with a Gurmukhi font (Debian's fonts-noto-core: Noto Sans Gurmukhi), not as boxes: a
letter drawn from a font has its own width, while a font that lacks Gurmukhi draws every
letter as the same missing-glyph box, as wide as a code point no font holds. The smallest
text stays at 12 px or more, as for English. The play view's controls and every chart's title
are in Gurmukhi too, and no English colour or die-face word is left on a table (a card's
colour, Push's chips, banks and die come from the words Python sends).

Screenshots: ``screenshots/pa_<game>_mid_1280x720.png``, the viewport of 1280×720 with the
game's play view scrolled to its top (what a projector shows), not an element capture.
"""
from __future__ import annotations

import re
import struct

import pytest
from conftest import open_notebook, write_notebook

pytestmark = pytest.mark.browser

GAMES = {"push": 3, "uno-duo": 2, "cover-your-assets": 4, "split": 3, "pegs-and-jokers": 4}

SHOW = """import cardkit, ipywidgets as widgets
from cardkit.agents import strategy
from cardkit.views import play

cardkit.set_language("pa")

def punjabi_table(name, players):
    g = cardkit.make(name, players=players, seed=2)
    bots = [strategy(name, "sensible", seed=p) for p in range(g.players)]
    while len(g.history) < 20 or g.current_player != 0:
        g.apply(bots[g.current_player].choose(g, g.current_player))
    view = play(g, bots={p: "sensible" for p in range(1, g.players)}, seat=0)
    view.add_class("ck-pa-" + name)
    return view

widgets.VBox([punjabi_table(name, n) for name, n in GAMES_HERE.items()])"""

# The widths of Gurmukhi letters in the table's own font, beside the width of U+0A04, a code
# point of the Gurmukhi block that holds no letter (every font draws it as the missing box).
GLYPHS = """(table) => {
  const style = getComputedStyle(table);
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = `${style.fontSize} ${style.fontFamily}`;
  const letters = ["ਕ", "ਖ", "ਗ", "ਪ", "ਮ", "ਰ", "ੜ", "ਾ"];
  return {font: style.fontFamily, box: ctx.measureText("\\u0A04").width,
          widths: letters.map((c) => ctx.measureText(c).width)};
}"""

SMALLEST = """(root) => {
  let smallest = 99;
  for (const node of root.querySelectorAll("*")) {
    const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    const box = node.getBoundingClientRect();
    if (own && box.width > 0 && box.height > 0) {
      smallest = Math.min(smallest, parseFloat(getComputedStyle(node).fontSize));
    }
  }
  return smallest;
}"""


# the colours and die faces as the games name them in their data (English in the table's text
# would mean a renderer wrote the data's name instead of the words it was sent)
ENGLISH_COLOURS = re.compile(r"\b(red|blue|green|yellow|purple|black|orange|white|star)\b", re.I)


GURMUKHI_DIGITS = re.compile("[\u0a66-\u0a6f]")

DIGITS = SHOW.replace('cardkit.set_language("pa")', 'cardkit.set_language("pa", digits="gurmukhi")') \
    .replace('"ck-pa-" + name', '"ck-pa-digits-" + name')

# The texts a table shows outside a card's printed face (a card keeps its rank: a Push or UNO
# card, a Split half or match chip, a peg's name on the board) and the move a button types
# ("take 3", "play 7D 0:1:3"), with the class of the element that holds each
SHOWN_TEXTS = """(root) => {
  const left = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const at = n.parentElement;
    if (at.closest(".ck-card:not(.ck-back), .ck-split-half, .ck-split-chip, .ck-pj-peglabel, code")) continue;
    const box = at.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) left.push([String(at.getAttribute("class")), n.textContent.trim()]);
  }
  return left;
}"""
# a card's or a peg's name inside a sentence keeps its Latin digits, as the moves write it:
# Push's P2, Pegs' 7D and peg 0:1, Split's 2♦
CODES = re.compile(r"\b\d+:\d+\b|\b[A-Z]{1,2}\d{1,2}\b|\b\d{1,2}[A-Z]\b|\d+[♠♥♦♣]+")
LATIN = re.compile("[0-9]")


def _png_size(path) -> tuple[int, int]:
    with open(path, "rb") as f:
        return struct.unpack(">II", f.read(24)[16:24])


def _gurmukhi(text: str) -> int:
    return sum("\u0a00" <= ch <= "\u0a7f" for ch in text)


def every_table(page, lab, notebook: str, source: str, mark: str):
    """Run ``source`` (the five games' tables, each marked ``mark-<game>``) in a notebook of its
    own; each game's name and its table, drawn and scrolled into view, in turn."""
    open_notebook(page, lab, write_notebook(lab, f"{notebook}.ipynb",
                                            [source.replace("GAMES_HERE", repr(GAMES))]))
    for name in GAMES:
        table = page.locator(f".{mark}-{name} .ck-table")
        table.locator(".ck-board").wait_for(timeout=60_000)
        table.scroll_into_view_if_needed()
        yield name, table


def test_every_table_speaks_punjabi_in_real_gurmukhi_letters(projector_page, lab, save_screenshot):
    page = projector_page
    found = []
    for name, table in every_table(page, lab, "punjabi", SHOW, "ck-pa"):
        text = table.inner_text()
        if _gurmukhi(text) < 40:
            found.append(f"{name}: only {_gurmukhi(text)} Gurmukhi letters on the table")
        if GURMUKHI_DIGITS.search(text):
            found.append(f"{name}: Gurmukhi digits on a table that did not choose them")
        english = sorted(set(ENGLISH_COLOURS.findall(text)))
        if english:
            found.append(f"{name}: English colour words on the Punjabi table: {english}")
        if table.get_attribute("lang") != "pa" and not table.locator("[lang=pa]").count():
            found.append(f"{name}: the table does not say its language is Punjabi")
        glyphs = table.evaluate(GLYPHS)
        if "Noto Sans Gurmukhi" not in glyphs["font"]:
            found.append(f"{name}: the table's fonts do not name Noto Sans Gurmukhi: {glyphs['font']}")
        if len(set(glyphs["widths"])) < 3 or all(w == glyphs["box"] for w in glyphs["widths"]):
            found.append(f"{name}: Gurmukhi letters are drawn as boxes: {glyphs}")
        smallest = table.evaluate(SMALLEST)
        if smallest < 12:
            found.append(f"{name}: text of {smallest} px in Punjabi")
        view = page.locator(f".ck-pa-{name}")
        controls = view.locator(".ck-controls").inner_text()
        if _gurmukhi(controls) < 10:
            found.append(f"{name}: the controls are not in Punjabi: {controls!r}")
        view.locator(".gtitle").first.wait_for(timeout=60_000)
        titles = view.locator(".gtitle").evaluate_all("els => els.map((e) => e.textContent)")
        if not titles or not all(_gurmukhi(t) for t in titles):
            found.append(f"{name}: chart titles not in Gurmukhi: {titles}")
        view.evaluate("el => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        shot = save_screenshot(page, f"pa_{name}_mid_1280x720.png")
        if _png_size(shot) != (1280, 720):
            found.append(f"{name}: the screenshot is {_png_size(shot)}, not 1280×720")
    assert not found, "\n".join(found)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)


def test_a_table_that_chose_gurmukhi_digits_writes_its_numbers_in_them(projector_page, lab):
    """``set_language("pa", digits="gurmukhi")``: every number a table writes, mid-game, in
    every game, is in Gurmukhi digits: those its words hold (a column's number, a count),
    those it formats (ctx.number) and those a renderer writes itself (a score, a pile's size);
    only a card's printed face and a move's typed text keep Latin digits."""
    page = projector_page
    found = []
    for name, table in every_table(page, lab, "punjabi_digits", DIGITS, "ck-pa-digits"):
        if len(GURMUKHI_DIGITS.findall(table.inner_text())) < 3:
            found.append(f"{name}: fewer than 3 Gurmukhi digits on the table")
        found += [f"{name}: Latin digits left in .{where}: {text}"
                  for where, text in table.evaluate(SHOWN_TEXTS) if LATIN.search(CODES.sub("", text))]
    push = page.locator(".ck-pa-digits-push .ck-table").inner_text()
    assert "ਕਾਲਮ ੧" in push, push
    assert not found, "\n".join(found)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)
