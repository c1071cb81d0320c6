"""Every game's table for a class, in JupyterLab and headless Chromium at 1280×720.

One notebook holds every game mid-game and at game over (``classroom.py``): the table's
status, its action buttons and its main chart (beside it) on the projector's screen, no text
under 12 px as drawn and no boxes overlapping (``layout.py``), and a finished game says so on
every panel. Two more notebooks check the keyboard (Enter and Space on the table, focus back on
the table when the turn comes back) and Split's drawn card, seen by its drawer only.
"""
from __future__ import annotations

import pytest
from classroom import GAMES, IMPORTS, mid_cell, outputs, over_cell
from conftest import open_notebook, write_notebook
from layout import measure
from layout import problems as layout_problems

pytestmark = pytest.mark.browser

# What a finished game's panels must not say any more.
STALE = ["Waiting for the others", "Next opponent to play", "A bot is to move", "your move",
         "Auto-play is on"]

BOXES = """out => {
  const box = (n) => { const r = n.getBoundingClientRect();
                       return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
  return { table: box(out.querySelector('.ck-table')), chart: box(out.querySelector('.js-plotly-plot')),
           controls: box(out.querySelector('.ck-controls')), width: innerWidth, height: innerHeight,
           parts: [...out.querySelectorAll('.ck-controls > *')].map(n => box(n)),
           // the smallest text of the log and of the charts, in px (read from the back row)
           logFont: Math.min(...[...out.querySelectorAll('.ck-log li')].map(
             n => parseFloat(getComputedStyle(n).fontSize))),
           chartFont: Math.min(...[...out.querySelectorAll('.js-plotly-plot text')]
             .filter(n => n.textContent.trim()).map(n => parseFloat(getComputedStyle(n).fontSize))) };
}"""


def inside(box, width, height) -> bool:
    return box["top"] >= 0 and box["left"] >= 0 and box["bottom"] <= height and box["right"] <= width


def test_every_table_fits_a_projector_and_says_when_the_game_is_over(projector_page, lab,
                                                                      save_screenshot):
    page = projector_page
    cells = [IMPORTS] + [c for name in GAMES for c in (mid_cell(name, 3), over_cell(name))]
    open_notebook(page, lab, write_notebook(lab, "classroom.ipynb", cells), projector=True)
    problems = []
    for name, (marker, _, _) in GAMES.items():
        found = outputs(page, marker)
        found.nth(1).wait_for(timeout=60_000)
        for k, label in enumerate(["mid", "over"]):
            out = found.nth(k)
            out.locator(".js-plotly-plot").first.wait_for(timeout=60_000)
            # the top of the play view (its controls) at the top of the screen, once the
            # table and its chart have settled (two frames)
            page.evaluate("o => o.scrollIntoView({block: 'start'})", out.element_handle())
            page.evaluate("() => new Promise(done => requestAnimationFrame("
                          "() => requestAnimationFrame(done)))")
            boxes = out.evaluate(BOXES)
            save_screenshot(page, f"classroom_{name}_{label}.png")
            # The table keeps its natural size (no zoom): it may be taller than the screen,
            # but its status, every action button (the dock sticks to the screen's foot), the
            # controls and the main chart beside it are on the screen, and nothing is drawn
            # under 12 px or overlaps.
            for part in ("controls", "chart"):
                if not inside(boxes[part], boxes["width"], boxes["height"]):
                    problems.append(f"{name} {label}: the {part} is not on the 1280x720 screen "
                                    f"({boxes[part]})")
            view = out.locator(".ck-play").first
            problems += layout_problems(f"{name} {label}", measure(view), label == "mid")
            for part in ("logFont", "chartFont"):
                if boxes[part] < 14:
                    problems.append(f"{name} {label}: {part} {boxes[part]} px, under 14 px")
            if max(p["top"] for p in boxes["parts"]) >= min(p["bottom"] for p in boxes["parts"]):
                problems.append(f"{name} {label}: the controls wrap onto a second line")
            if label == "over":
                problems += game_over_problems(name, out)
    assert not problems, "\n".join(problems)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)


def game_over_problems(name: str, out) -> list[str]:
    """What a finished game's table and charts say that they should not (or fail to say)."""
    problems = []
    table = out.locator(".ck-table").first
    result = table.locator(".ck-result")
    if not result.count() or not result.is_visible():
        return [f"{name}: no result shown at game over"]
    if not result.text_content().startswith("Game over: "):
        problems.append(f"{name}: the result does not start 'Game over:'")
    if not result.locator(".ck-result-win").count():
        problems.append(f"{name}: no winner marked in the result")
    text = out.text_content()
    problems += [f"{name}: a finished game still says {words!r}" for words in STALE if words in text]
    for k, title in enumerate(out.locator(".js-plotly-plot .gtitle").all_text_contents()):
        if "over" not in title.lower():
            problems.append(f"{name}: chart {k} of a finished game is titled {title!r}")
    if out.locator(".ck-actions button").count():
        problems.append(f"{name}: action buttons at game over")
    return problems


IN_TABLE = "() => Boolean(document.activeElement && document.activeElement.closest('.ck-table'))"


def kernel_run(page, code: str) -> None:
    """Run ``code`` in the open notebook's kernel (no new output cell), waiting until done."""
    page.evaluate("code => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
                  ".requestExecute({ code }).done.then(() => true)", code)


def test_keyboard_chooses_on_the_table_and_focus_comes_back_on_my_turn(page, lab):
    code = ('view = play(cardkit.make("push", players=3, seed=1), seat=0, autoplay=True, '
            'speed=10)\nview')
    open_notebook(page, lab, write_notebook(lab, "keyboard.ipynb", [IMPORTS, code]))
    table = page.locator(".ck-play .ck-table").first
    pile = table.locator('.ck-board .ck-target[data-action="draw"]')
    pile.wait_for(timeout=60_000)
    assert pile.get_attribute("tabindex") == "0" and pile.get_attribute("role") == "button"
    pile.focus()
    page.keyboard.press("Enter")
    column = table.locator('.ck-board .ck-column.ck-target[data-action="place 1"]')
    column.wait_for(timeout=30_000)
    page.wait_for_function(IN_TABLE, timeout=10_000)  # the keyboard stays on the table
    drawn = table.locator(".ck-pending .ck-card").get_attribute("data-code")
    column.focus()
    page.keyboard.press(" ")
    table.locator(f'.ck-column .ck-card[data-code="{drawn}"]').wait_for(timeout=30_000)
    for action in ["stop", "take 1"]:
        choice = table.locator(f'[data-action="{action}"]').first
        choice.wait_for(timeout=30_000)
        choice.focus()
        page.keyboard.press("Enter")
    # the bots play by themselves; when the person's turn is back, so is the keyboard
    page.wait_for_function(
        "() => /Player 2 \\(bot\\)/.test(document.querySelector('.ck-play .ck-log')?.textContent)"
        " && document.querySelector('.ck-play .ck-actions button') !== null"
        f" && ({IN_TABLE})()", timeout=120_000, polling=200)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)


def test_split_drawn_card_is_named_to_its_drawer_only_and_halves_take_enter_and_space(page, lab):
    code = ('view = play(cardkit.make("split", players=3, seed=1), seat=0)\n'
            'other = play(view.game, seat=1)\ndisplay(view, other)')
    open_notebook(page, lab, write_notebook(lab, "split_seen.ipynb", [IMPORTS, code]))
    mine, theirs = page.locator(".ck-play").nth(0), page.locator(".ck-play").nth(1)
    theirs.wait_for(timeout=60_000)
    pile = mine.locator('.ck-split-pile.ck-target[data-action="draw"]')
    pile.wait_for(timeout=60_000)
    pile.focus()
    page.keyboard.press("Enter")
    hand = mine.locator(".ck-split-hand")
    drawn = page.wait_for_function(
        "o => (/Only player 0 sees it: (\\w+)\\./.exec(o.querySelector('.ck-log')?.textContent || '')"
        " || [])[1]", arg=mine.element_handle(), timeout=30_000).json_value()
    hand.locator(f'[data-code="{drawn}"]').wait_for(timeout=30_000)  # seed 1 draws 5SL
    kernel_run(page, "other.refresh()")
    page.wait_for_function(
        "o => /Player 0 drew a card/.test(o.querySelector('.ck-log')?.textContent || '')",
        arg=theirs.element_handle(), timeout=30_000)
    log = theirs.locator(".ck-log").text_content()
    assert drawn not in log and "Only player" not in log, log

    # halves by the keyboard: Space selects (the focus stays on the half), Enter the partner
    half = hand.locator('[data-code="5SL"]')
    half.focus()
    page.keyboard.press(" ")
    page.wait_for_function(
        "() => document.activeElement?.getAttribute('data-code') === '5SL'"
        " && document.activeElement.classList.contains('ck-split-selected')", timeout=10_000)
    hand.locator('[data-code="5SR"]').focus()
    page.keyboard.press("Enter")
    lay = mine.locator('.ck-split-lay[data-action="match 5SL 5SR"]')
    lay.wait_for(timeout=10_000)
    lay.focus()
    page.keyboard.press("Enter")
    mine.locator(".ck-split-players .ck-viewer .ck-split-chip").first.wait_for(timeout=30_000)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)
