"""The table's timeline in a real JupyterLab and headless Chromium at 1280×720 (issue 17): ◀,
the slider's keys and ▶▶ change the table and the charts and back; "Play from here" then a
move plays on; a bot's explanation is in the log. Screenshots: mid-game, looking back, after
a branch (tests/browser/screenshots/timeline_*.png)."""
from __future__ import annotations

import json

import pytest
from conftest import open_notebook, write_notebook
from plotly_data import CHART_DATA, chart_data, table_with_charts, wait_for_chart_change

pytestmark = pytest.mark.browser

CELLS = ["import cardkit\nfrom cardkit.agents import RandomAgent\nfrom cardkit.views import play",
         """view = play(cardkit.make("push", players=3, seed=1),
            bots={1: RandomAgent(seed=1), 2: "sensible"}, seat=0)
me = RandomAgent(seed=3)
for _ in range(6):
    view.run_bots()
    view.act(str(me.choose(view.game, 0)))
view.run_bots()
view"""]

BOXES = """out => {
  const box = (n) => { const r = n.getBoundingClientRect();
                       return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
  const rows = (sel) => [...out.querySelectorAll(sel + ' > *')].map(box);
  return { table: box(out.querySelector('.ck-table')), chart: box(out.querySelector('.js-plotly-plot')),
           controls: rows('.ck-controls'), timeline: rows('.ck-timeline'),
           width: innerWidth, height: innerHeight };
}"""


def layout_problems(out, when: str) -> list[str]:
    """What a teacher would find wrong at 1280×720: the table or its main chart off the
    screen, or a row of controls wrapping."""
    b = out.evaluate(BOXES)
    problems = []
    for part in ("table", "chart"):
        r = b[part]
        if r["top"] < 0 or r["left"] < 0 or r["bottom"] > b["height"] or r["right"] > b["width"]:
            problems.append(f"{when}: the {part} is not on the 1280x720 screen ({r})")
    for row in ("controls", "timeline"):
        parts = b[row]
        if max(p["top"] for p in parts) >= min(p["bottom"] for p in parts):
            problems.append(f"{when}: the {row} row wraps onto a second line")
        if max(p["right"] for p in parts) > b["width"]:
            problems.append(f"{when}: the {row} row runs off the screen")
    return problems


def settled(page, out) -> None:
    """The play view's top at the screen's top, once the table's scale (``--ck-fit``) reads
    the same twice, 200 ms apart."""
    page.evaluate("o => o.scrollIntoView({block: 'start'})", out.element_handle())
    table, last = out.locator(".ck-table").first, None
    for _ in range(25):
        fit = table.evaluate("t => t.style.getPropertyValue('--ck-fit')")
        if fit == last:
            return
        last = fit
        page.wait_for_timeout(200)


def wait_status(page, out, pattern: str) -> None:
    page.wait_for_function(f"o => /{pattern}/.test(o.querySelector('.ck-status')?.textContent || '')",
                           arg=out.element_handle(), timeout=60_000)


def test_timeline_looks_back_returns_and_branches(projector_page, lab, save_screenshot):
    page = projector_page
    open_notebook(page, lab, write_notebook(lab, "timeline.ipynb", CELLS), projector=True)
    out, table = table_with_charts(page, ".ck-push", 2)
    wait_status(page, out, "your move")
    settled(page, out)
    problems = layout_problems(out, "mid-game")
    save_screenshot(page, "timeline_mid_game.png")
    now_text, now_charts = table.text_content(), chart_data(out)
    slider = out.locator(".ck-timeline .widget-readout").first
    n = int(slider.text_content())

    # a bot's explanation is in the log, under its move
    why = out.locator(".ck-log .ck-why").first
    why.wait_for(timeout=30_000)
    assert why.text_content().startswith("why:"), why.text_content()
    why.scroll_into_view_if_needed()
    save_screenshot(out.locator(".widget-html", has=page.locator(".ck-log")).first,
                    "timeline_bot_why.png")
    settled(page, out)

    # ◀: one move back; the table and the charts change, nothing is playable
    buttons = out.locator(".ck-timeline button")
    buttons.nth(0).click()
    wait_status(page, out, f"Looking back at move {n - 1} of {n}")
    wait_for_chart_change(page, out, now_charts)
    assert out.locator(".ck-table.ck-looking").count() == 1
    assert out.locator(".ck-actions button").count() == 0
    assert slider.text_content() == str(n - 1)
    # the slider's keys: three moves further back
    out.locator(".ck-timeline .noUi-handle").first.focus()
    for _ in range(3):
        page.keyboard.press("ArrowLeft")
    wait_status(page, out, f"Looking back at move {n - 4} of {n}")
    back_text = table.text_content()
    assert back_text != now_text
    settled(page, out)
    problems += layout_problems(out, "looking back")
    save_screenshot(page, "timeline_looking_back.png")

    # ▶▶: the game again, as it was
    buttons.nth(2).click()
    wait_status(page, out, "your move")
    page.wait_for_function(f"o => ({CHART_DATA})(o).join() === {json.dumps(now_charts)}.join()",
                           arg=out.element_handle(), timeout=30_000)
    assert table.text_content() == now_text
    assert out.locator(".ck-table.ck-looking").count() == 0

    # back to move 2 (player 0 has drawn and placed a card), play from there, play on
    for k in range(n - 1, 1, -1):
        buttons.nth(0).click()
        page.wait_for_function("([o, k]) => o.querySelector('.ck-timeline .widget-readout')"
                               "?.textContent === String(k)", arg=[out.element_handle(), k],
                               timeout=30_000)
    wait_status(page, out, f"Looking back at move 2 of {n}")
    buttons.nth(3).click()
    notice = out.locator(".ck-notice")
    page.wait_for_function("o => /Branched at move 2/.test(o.querySelector('.ck-notice')"
                           "?.textContent || '')", arg=out.element_handle(), timeout=30_000)
    assert "Undo still works" in notice.text_content()
    table.locator('.ck-actions button[data-action="draw"]').click()
    page.wait_for_function("o => o.querySelector('.ck-log li')?.getAttribute('value') === '3'",
                           arg=out.element_handle(), timeout=30_000)
    assert slider.text_content() == "3"
    assert "Branched at move 2" in out.locator(".ck-log .ck-mark").text_content()
    table.locator('.ck-actions button[data-action^="place"]').first.wait_for(timeout=30_000)
    settled(page, out)
    problems += layout_problems(out, "after a branch")
    save_screenshot(page, "timeline_after_branch.png")
    assert not problems, "\n".join(problems)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)
