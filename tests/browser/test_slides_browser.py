"""A lesson as live slides (RISE, jupyterlab-rise) on a 1280×720 projector, in headless Chromium.

The teacher runs the lesson in JupyterLab and opens it as a slideshow (``RISE:slideshow``, a
new browser tab at ``/rise/<path>``, on the same kernel). The right arrow follows the 45-minute
core path to the table's slide, where the table, its controls and its main chart fit the
screen, and a move played there reaches the kernel and back: the widgets are live. Every other
lesson's table slide fits the projector too: its table, controls and main chart, side by side.
"""
from __future__ import annotations

import shutil

import pytest
from conftest import ROOT, lesson_copy, open_notebook
from plotly_data import chart_data, wait_for_chart_change

pytestmark = pytest.mark.browser

LESSON = "notebooks/01_push.ipynb"
SHIM = ROOT / "share" / "jupyter" / "labextensions" / "cardkit-rise-console"

BOXES = """s => {
  const box = (n) => { const r = n.getBoundingClientRect();
                       return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
  return { table: box(s.querySelector('.ck-table')), chart: box(s.querySelector('.js-plotly-plot')),
           controls: box(s.querySelector('.ck-controls')), width: innerWidth, height: innerHeight };
}"""


# the (horizontal, vertical) place of the slide holding optional section 3's heading
OPTIONAL_SLIDE = """() => {
  const heading = [...document.querySelectorAll('.reveal .slides h2')]
    .find(h => /One game, step by step \\(optional\\)/.test(h.textContent));
  const slide = heading && heading.closest('section[id^="slide-"]');
  return slide ? slide.id.split('-').slice(1).map(Number) : null;
}"""


def install_rise_console(lab) -> None:
    """Put the extension that lets widgets load in RISE's page (pyproject.toml's data-files; an
    editable install leaves them out) into the server's own data folder (servers.private_env),
    read again at every page the server makes."""
    target = lab.root.parent / "data" / "labextensions" / SHIM.name
    if not target.exists():
        shutil.copytree(SHIM, target)


def not_ours(message: str, url: str) -> bool:
    """Errors of RISE's own page, seen with any notebook: its bundle's web components (a loop of
    design tokens), Notebook 7's extension that cannot load there, the theme's web fonts
    (offline) and the per-notebook stylesheet RISE looks for (there is none)."""
    return ("/static/rise/" in url or "@jupyter-notebook/lab-extension" in message
            or "fonts.googleapis.com" in url
            or ("Refused to apply style" in message and "-run" in message and ".css'" in message))


def record_errors(page) -> list[str]:
    errors: list[str] = []
    page.on("console", lambda m: m.type == "error" and not not_ours(m.text, m.location.get("url", ""))
            and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    return errors


def open_slideshow(page):
    """From the open lesson, RISE's slideshow in a new tab, from the first slide."""
    page.evaluate("window.jupyterapp.shell.currentWidget.content.activeCellIndex = 0")
    with page.context.expect_page(timeout=60_000) as opened:
        page.evaluate("window.jupyterapp.commands.execute('RISE:slideshow')")
    slides = opened.value
    errors = record_errors(slides)
    slides.wait_for_selector(".reveal .slides section.present", timeout=120_000)
    return slides, errors


PRESENT = "() => (document.querySelector('.reveal section.present > section.present') || {}).id || null"
# the index of the lesson's table cell, in JupyterLab
TABLE_CELL = """() => window.jupyterapp.shell.currentWidget.content.widgets.findIndex(
  cell => /\\bplay\\(/.test(cell.model.sharedModel.getSource()))"""
# the id of the slide that holds cell i, in RISE's page (every cell is there, in order)
SLIDE_OF = """i => { const cell = document.querySelectorAll('.jp-Notebook .jp-Cell')[i];
  const slide = cell && cell.closest('section[id^="slide-"]');
  return slide ? slide.id : null; }"""


def right_arrow_to(slides, target: str, most: int = 12) -> list[str]:
    """From the first slide, press → until slide ``target`` shows; the ids of the slides shown
    on the way (``slide-<h>-<v>``, from the first)."""
    slides.evaluate("location.hash = '#/slide-0-0'")  # Reveal follows its history in the address
    slides.wait_for_function(f"({PRESENT})() === 'slide-0-0'", timeout=30_000)
    shown = ["slide-0-0"]
    while shown[-1] != target:
        assert len(shown) <= most, f"slide {target} is not among {shown}"
        slides.keyboard.press("ArrowRight")
        slides.wait_for_function(f"({PRESENT})() !== {shown[-1]!r}", timeout=30_000)
        shown.append(slides.evaluate(PRESENT))
    return shown


def test_lesson_as_slides_table_fits_the_projector_and_plays(projector_page, lab, save_screenshot):
    install_rise_console(lab)
    page = projector_page
    open_notebook(page, lab, LESSON, projector=True)
    cell = page.evaluate(TABLE_CELL)
    slides, errors = open_slideshow(page)
    assert "/rise/notebooks/" in slides.url
    slides.wait_for_function(f"({SLIDE_OF})({cell}) !== null", timeout=60_000)
    target = slides.evaluate(SLIDE_OF, cell)
    # title, 1. rules, 2. deck and its chart, 4. the table's heading: section 3 is passed over
    assert target == "slide-5-0", f"the table should be the sixth slide of the core path, not {target}"
    shown = right_arrow_to(slides, target)
    assert all(s.endswith("-0") for s in shown), f"→ keeps to the core path's slides: {shown}"
    where = slides.evaluate(OPTIONAL_SLIDE)
    assert where and where[1] > 0, f"optional section 3 should hang below a core slide, not at {where}"
    slide = slides.locator(f"section#{target}")
    table = slide.locator(".ck-table").first
    table.locator(".ck-push").wait_for(timeout=120_000)  # its widget restored from the kernel
    slide.locator(".js-plotly-plot").nth(1).wait_for(timeout=60_000)
    slides.wait_for_timeout(1000)  # plotly sizes its charts a frame later
    boxes = slide.evaluate(BOXES)
    save_screenshot(slides, "slides_push_table.png")
    for part in ("controls", "table", "chart"):
        box = boxes[part]
        assert box["top"] >= 0 and box["left"] >= 0 and box["bottom"] <= boxes["height"] \
            and box["right"] <= boxes["width"], f"the {part} leaves the 1280x720 slide: {box}"
    assert boxes["chart"]["left"] >= boxes["table"]["right"] - 1, "the main chart stands beside the table"
    seats = table.locator(".ck-seat")
    assert seats.count() == 3 and all(seats.nth(k).is_visible() for k in range(3)), \
        "every player's seat shows on the slide"
    assert slides.evaluate("window.cardkitRiseConsole === true"), "the widgets load through the shim"
    assert not page.evaluate("window.cardkitRiseConsole"), "JupyterLab itself is left as it is"

    # a move on the slide: draw, then place the card in the glowing column
    before = chart_data(slide)
    table.locator('.ck-target[data-action="draw"]').click()
    column = table.locator('.ck-column.ck-target[data-action^="place"]').first
    column.wait_for(state="visible", timeout=30_000)
    drawn = table.locator(".ck-pending .ck-card").get_attribute("data-code")
    column.click()
    table.locator(f'.ck-column .ck-card[data-code="{drawn}"]').wait_for(timeout=30_000)
    wait_for_chart_change(slides, slide, before)
    save_screenshot(slides, "slides_push_table_after_a_move.png")

    # the kernel played it: the notebook in JupyterLab shows the same card in a column
    page.locator(f'.ck-push .ck-column .ck-card[data-code="{drawn}"]').first.wait_for(timeout=30_000)

    # Space shows the optional parts too: below the deck's chart, section 3 (optional)
    h, v = where
    slides.evaluate(f"location.hash = '#/slide-{h}-{v - 1}'")
    slides.wait_for_function(f"({PRESENT})() === 'slide-{h}-{v - 1}'", timeout=30_000)
    slides.keyboard.press("Space")
    slides.wait_for_function(f"({PRESENT})() === 'slide-{h}-{v}'", timeout=30_000)
    assert not errors, "slideshow console errors:\n" + "\n".join(errors)
    assert not page.console_log.errors, "JupyterLab console errors:\n" + "\n".join(page.console_log.errors)


# every other lesson: its table's slide, at 1280×720 (Push's is played above)
OTHER_LESSONS = {"notebooks/02_uno_duo.ipynb": ".ck-uno", "notebooks/03_cover_your_assets.ipynb": ".ck-cya",
                 "notebooks/04_split.ipynb": ".ck-split", "notebooks/05_pegs_and_jokers.ipynb": ".ck-pegs"}


def run_to_the_table(page, lab, lesson: str) -> int:
    """Open a fresh copy of ``lesson``, its side bar folded away, and run its cells down to the
    table's (the rest of the lesson is not on the way to the table's slide); that cell's index."""
    page.goto(lab.tree(lesson_copy(lab, lesson)), wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    page.wait_for_function("window.jupyterapp && window.jupyterapp.shell.currentWidget"
                           " && window.jupyterapp.shell.currentWidget.sessionContext.session"
                           " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
                           " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
                           ".status === 'idle'", timeout=120_000)
    page.evaluate("window.jupyterapp.shell.collapseLeft()")
    cell = page.evaluate(TABLE_CELL)
    page.evaluate(f"""() => {{ const nb = window.jupyterapp.shell.currentWidget.content;
                               nb.activeCellIndex = {cell + 1};
                               return window.jupyterapp.commands.execute('notebook:run-all-above'); }}""")
    page.wait_for_function(f"""() => {{ const nb = window.jupyterapp.shell.currentWidget;
        const prompt = nb.content.widgets[{cell}].node.querySelector('.jp-InputPrompt');
        return /\\[\\d+\\]/.test(prompt.textContent)
          && nb.sessionContext.session.kernel.status === 'idle'; }}""",
                           timeout=300_000, polling=500)
    return cell


def test_every_lessons_table_fits_one_slide(projector_page, lab, save_screenshot):
    install_rise_console(lab)
    page = projector_page
    found = []
    for lesson, board in OTHER_LESSONS.items():
        cell = run_to_the_table(page, lab, lesson)
        slides, errors = open_slideshow(page)
        slides.wait_for_function(f"({SLIDE_OF})({cell}) !== null", timeout=60_000)
        target = slides.evaluate(SLIDE_OF, cell)
        # Reveal may still be laying the slides out: ask again until the slide shows
        slides.wait_for_function(f"""() => {{ if (({PRESENT})() === {target!r}) return true;
                                             location.hash = '#/{target}'; return false; }}""",
                                 timeout=60_000, polling=1000)
        slide = slides.locator(f"section#{target}")
        slide.locator(f".ck-table {board}").first.wait_for(timeout=120_000)
        slide.locator(".js-plotly-plot .main-svg").first.wait_for(timeout=60_000)
        slides.wait_for_timeout(1000)  # plotly sizes its charts a frame later
        boxes = slide.evaluate(BOXES)
        name = lesson.split("/")[1].removesuffix(".ipynb")
        save_screenshot(slides, f"slides_{name}_table.png")
        print(f"{name}: table {boxes['table']}, chart {boxes['chart']}")
        for part in ("controls", "table", "chart"):
            box = boxes[part]
            if not (box["top"] >= 0 and box["left"] >= 0 and box["bottom"] <= boxes["height"]
                    and box["right"] <= boxes["width"]):
                found.append(f"{name}: the {part} leaves the 1280x720 slide: {box}")
        if boxes["chart"]["left"] < boxes["table"]["right"] - 1:
            found.append(f"{name}: the main chart is not beside the table")
        found += [f"{name}: slideshow console error: {e}" for e in errors]
        slides.close()
        # the next lesson runs on a machine whose CPU this lesson's kernel no longer holds
        page.evaluate("window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
    assert not found, "\n".join(found)
    assert not page.console_log.errors, "JupyterLab console errors:\n" + "\n".join(page.console_log.errors)
