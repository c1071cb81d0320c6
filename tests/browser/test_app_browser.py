"""App mode: a game's table and charts as a clean page in Voila, played in headless Chromium.

Voila runs as the README starts it, from the repository's root: ``voila.json`` there names the
``cardkit`` template, found through ``JUPYTER_PATH=share/jupyter``. Its start page lists the
five games by their titles. The charts must be right from the first render (a FigureWidget
inside a box used to reach Voila's page as it was made, empty) and follow every action. No
page writes an error to the console.
"""
from __future__ import annotations

import json
import re
import shutil
import time
from pathlib import Path

import pytest
from plotly_data import chart_data, table_with_charts, wait_for_chart_change
from servers import app_mode

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def voila(tmp_path_factory, chromium_path):
    pytest.importorskip("voila", reason="app mode needs the [app] extra (voila)")
    home = tmp_path_factory.mktemp("voila")
    shutil.copytree(ROOT / "apps", home / "apps", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    with app_mode(home, ROOT) as url:
        yield url


def _title(notebook: Path) -> str:
    """The title of an app page: the heading of its first cell."""
    first = json.loads(notebook.read_text(encoding="utf-8"))["cells"][0]["source"]
    return re.match(r"# (.+)", "".join(first)).group(1)


def test_start_page_lists_the_five_games_by_title(voila, projector_page, save_screenshot):
    page = projector_page
    page.goto(f"{voila}/", timeout=60_000)
    games = page.locator("a.game")
    apps = sorted((ROOT / "apps").glob("*.ipynb"))
    titles = [games.nth(i).locator(".title").inner_text() for i in range(games.count())]
    assert titles == [_title(p) for p in apps], "every game by its title, in teaching order"
    lines = [games.nth(i).locator(".line").inner_text() for i in range(games.count())]
    assert all(line.endswith(".") and len(line.split()) >= 6 for line in lines), lines
    assert ".ipynb" not in page.inner_text("body"), "titles, not file names"
    sizes = page.eval_on_selector_all("h1, p, .title, .line",
                                      "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert min(sizes) >= 12, sizes
    last = games.last.bounding_box()
    assert last["y"] + last["height"] <= 720, "all five games on a projector's screen"
    save_screenshot(page, "app_mode_start_page.png")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent").strip().startswith(titles[0])
    page.keyboard.press("Enter")
    page.wait_for_url(f"{voila}/voila/render/{apps[0].name}", timeout=60_000)
    page.locator(".ck-actions button").first.wait_for(timeout=180_000)
    assert page.console_log.errors == [], page.console_log.errors


def test_app_page_has_no_code_and_charts_follow_every_action(voila, projector_page, save_screenshot):
    page = projector_page
    start = time.monotonic()
    page.goto(f"{voila}/voila/render/01_push.ipynb", timeout=180_000)
    output, table = table_with_charts(page, ".ck-push-top", 2, timeout=180_000)
    table.locator('.ck-actions button[data-action="draw"]').wait_for(timeout=60_000)
    print(f"app mode: clickable table {time.monotonic() - start:.1f} s after the page was asked for")
    assert "import cardkit" not in page.inner_text("body"), "no code on an app page"
    first = chart_data(output)
    assert all(any(x for x, _ in json.loads(traces)) for traces in first), (
        f"every chart has its figure from the first render: {first}")
    before = first
    table.locator('.ck-actions button[data-action="draw"]').click()
    table.locator('.ck-actions button[data-action^="place"]').first.click()
    wait_for_chart_change(page, output, before, timeout=60_000)
    after = chart_data(output)
    table.locator('.ck-actions button[data-action="draw"]').click()
    table.locator('.ck-actions button[data-action^="place"]').first.click()
    wait_for_chart_change(page, output, after, timeout=60_000)
    save_screenshot(page, "app_mode_push_mid_game.png")
    assert page.console_log.errors == [], page.console_log.errors
