"""Measuring a play view's table as a class sees it: text as rendered, boxes, what is on screen.

``measure(output)`` runs in the page and returns plain figures; ``problems(figures)`` turns
them into sentences, one per thing a teacher would see wrong.

Seat and zone boxes are the elements of class ``ck-seat``, ``ck-zone``, ``ck-column`` or
``ck-slot`` (renderers mark theirs so): no two of them overlap unless one holds the other,
and every card and caption inside one stays inside it.
"""
from __future__ import annotations

MIN_TEXT = 12  # px as rendered: the smallest text a class reads on the projector
MIN_FACE = 14  # px: the big mark of a card (its rank or symbol)
ZONES = ".ck-seat, .ck-zone, .ck-column, .ck-slot"
SLACK = 2  # px of rounding and outline allowed where boxes meet

# The size a text is drawn at, in px on the screen (a line of JavaScript for a measuring
# function): its font size times every zoom above it (currentCSSZoom) and any scaling
# transform; in an SVG, times the drawing's scale on the screen.
DRAWN = """  const drawn = (n) => {
    const size = parseFloat(getComputedStyle(n).fontSize);
    if (n instanceof SVGElement) {
      const m = n.getScreenCTM();
      return m ? size * Math.hypot(m.a, m.b) : size;
    }
    let scale = 1;
    for (let a = n; a; a = a.parentElement) {
      const m = getComputedStyle(a).transform;
      if (m && m !== 'none') { const v = new DOMMatrixReadOnly(m); scale *= Math.hypot(v.a, v.b); }
    }
    return size * (n.currentCSSZoom || 1) * scale;
  };
"""

MEASURE = """(out, [zones, SLACK]) => {
  const rect = (n) => { const r = n.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right,
             width: r.width, height: r.height }; };
  const describe = (n) => `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}`
    + ` "${(n.textContent || '').trim().slice(0, 24)}"`;
  const table = out.querySelector('.ck-table');
  const pane = out.closest('.jp-WindowedPanel-outer') || out.closest('.jp-Notebook');
  const seen = pane ? rect(pane) : { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
  seen.bottom = Math.min(seen.bottom, innerHeight);
  seen.right = Math.min(seen.right, innerWidth);
""" + DRAWN + """  // drawn on the screen (not in a closed fold, not hidden, not transparent)
  const visible = (n) => { const r = n.getBoundingClientRect();
    return r.width > 0 && r.height > 0
      && n.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true,
                             visibilityProperty: true }); };
  const texts = [];
  const walk = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    const n = t.parentElement;
    if (!t.textContent.trim() || !n || !visible(n)) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    if (![...range.getClientRects()].some((r) => r.width > 0)) continue;
    texts.push({ size: drawn(n), what: describe(n) });
  }
  texts.sort((a, b) => a.size - b.size);
  const faces = [...table.querySelectorAll('.ck-card .ck-pip')].filter(visible)
    .filter((n) => n.textContent.trim()).map((n) => ({ size: drawn(n), what: describe(n) }))
    .sort((a, b) => a.size - b.size);
  // seat and zone boxes: overlaps (neither holds the other), and what leaves its box
  const boxes = [...table.querySelectorAll(zones)].filter(visible);
  const overlaps = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.contains(b) || b.contains(a)) continue;
      const [p, q] = [rect(a), rect(b)];
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > SLACK && h > SLACK) {
        overlaps.push(`${describe(a)} and ${describe(b)} (${w.toFixed(0)}x${h.toFixed(0)} px)`);
      }
    }
  }
  const outside = (inner, outer) => { const [p, q] = [rect(inner), rect(outer)];
    return p.left < q.left - SLACK || p.right > q.right + SLACK
      || p.top < q.top - SLACK || p.bottom > q.bottom + SLACK; };
  const escapes = [];
  for (const n of table.querySelectorAll('.ck-card, .ck-caption, .ck-badge, .ck-score, header')) {
    if (!visible(n)) continue;
    const box = n.parentElement && n.parentElement.closest(zones);
    if (box && table.contains(box) && outside(n, box)) escapes.push(`${describe(n)} leaves ${describe(box)}`);
    if (outside(n, table)) escapes.push(`${describe(n)} leaves the table`);
  }
  for (const c of table.querySelectorAll('.ck-card')) {
    if (!visible(c)) continue;
    for (const n of c.querySelectorAll('span')) {
      if (visible(n) && n.textContent.trim() && outside(n, c)) {
        escapes.push(`${describe(n)} leaves its card ${describe(c)}`);
      }
    }
  }
  const onScreen = (r) => r.top >= seen.top - SLACK && r.bottom <= seen.bottom + SLACK
    && r.left >= seen.left - SLACK && r.right <= seen.right + SLACK;
  // the acting player's controls: the dock's buttons, or (a game that hides them, as Pegs and
  // Jokers does) the choices on the table itself
  let buttons = [...table.querySelectorAll('.ck-actions button, .ck-actions summary')].filter(visible);
  if (!buttons.length) {
    buttons = [...table.querySelectorAll('.ck-board .ck-target, .ck-board .ck-pickable')].filter(visible);
  }
  const chart = out.querySelector('.js-plotly-plot');
  const head = table.querySelector('.ck-status, .ck-result');
  return {
    smallest: texts.slice(0, 3), faces: faces.slice(0, 2), texts: texts.length,
    overlaps: overlaps.slice(0, 6), escapes: escapes.slice(0, 6),
    buttons: buttons.length, offscreen: buttons.filter((b) => !onScreen(rect(b))).map(describe).slice(0, 4),
    controls: onScreen(rect(out.querySelector('.ck-controls'))),
    head: head ? onScreen(rect(head)) : false,
    table: rect(table), chart: chart ? rect(chart) : null,
    chartOnScreen: chart ? onScreen(rect(chart)) : false,
    seen, width: innerWidth, height: innerHeight,
  };
}"""


def measure(output) -> dict:
    """The figures of the play view in ``output`` (a locator), as it stands on the screen."""
    return output.evaluate(MEASURE, [ZONES, SLACK])


def problems(where: str, m: dict, acting: bool) -> list[str]:
    """What is wrong with the figures ``m`` of the table at ``where``; ``acting``: the person
    at the screen is to act, so the action buttons must all be on screen."""
    out = []
    if not m["texts"]:
        out.append(f"{where}: no text found in the table")
    for text in m["smallest"]:
        if text["size"] < MIN_TEXT - 0.01:
            out.append(f"{where}: text at {text['size']:.1f} px (under {MIN_TEXT}): {text['what']}")
    for face in m["faces"]:
        if face["size"] < MIN_FACE - 0.01:
            out.append(f"{where}: a card face at {face['size']:.1f} px (under {MIN_FACE}): {face['what']}")
    out += [f"{where}: boxes overlap: {o}" for o in m["overlaps"]]
    out += [f"{where}: {e}" for e in m["escapes"]]
    if acting and not m["buttons"]:
        out.append(f"{where}: the person is to act but no action button or choice shows")
    out += [f"{where}: an action button or choice is off the screen: {b}" for b in m["offscreen"]]
    if not m["controls"]:
        out.append(f"{where}: the Step / Auto-play controls are off the screen")
    if not m["head"]:
        out.append(f"{where}: the status line (or the result) is off the screen")
    chart, table = m["chart"], m["table"]
    if chart is None or not m["chartOnScreen"]:
        out.append(f"{where}: the main chart is not wholly on the screen ({chart})")
    elif chart["left"] < table["right"] - SLACK or chart["top"] > table["bottom"]:
        out.append(f"{where}: the main chart is not beside the table (chart {chart}, table {table})")
    return out
