"""App mode (Voila) on a 1280×720 projector: the acting player's controls stay on the screen.

In JupyterLab the dock (the action buttons) sticks to the screen's foot while a tall table
scrolls under it; Voila wraps the widget in an element of its own that clips its content, and
``position: sticky`` then did nothing there. A six-player Cover Your Assets table at 60 % of
its game is taller than the screen: shown from its top, every action button of the dock must
be on the screen, and still when the page is scrolled half-way down the table. A finished game
shows no empty dock.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from servers import app_mode

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.browser

# the same game the whole-game test plays (test_table_through_a_game_browser.py)
PLAYED = """import cardkit
from cardkit.agents import strategy
from cardkit.views import play

g = cardkit.make("cover-your-assets", players=6, seed=1)
bots = [strategy("cover-your-assets", "sensible", seed=p) for p in range(g.players)]
while not g.is_over:
    g.apply(bots[g.current_player].choose(g, g.current_player))
"""
AT_60 = PLAYED + """k = int(0.6 * len(g.history))
while g.history[k][0] != 0:
    k += 1
play(g.at(k), seat=0)"""
OVER = PLAYED + "play(g, seat=0)"


def _notebook(path: Path, code: str) -> None:
    path.write_text(json.dumps({
        "cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# A tall table"]},
                  {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": code}],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")


@pytest.fixture(scope="module")
def voila_apps(tmp_path_factory, chromium_path):
    """Voila as the README starts it (``voila apps/`` with the cardkit template), serving two
    pages of our own beside the five games."""
    pytest.importorskip("voila", reason="app mode needs the [app] extra (voila)")
    home = tmp_path_factory.mktemp("voila-dock")
    apps = home / "apps"
    shutil.copytree(ROOT / "apps", apps, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    _notebook(apps / "tall_table.ipynb", AT_60)
    _notebook(apps / "game_over.ipynb", OVER)
    with app_mode(home, ROOT) as url:
        yield url


BOXES = """() => {
  const box = (n) => { const r = n.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
  const buttons = [...document.querySelectorAll(
      '.ck-dock .ck-actions > button, .ck-dock .ck-actions summary')]
    .filter((b) => b.getBoundingClientRect().height > 0).map(box);
  return { table: box(document.querySelector('.ck-table')), buttons, height: innerHeight };
}"""


def _off_screen(boxes: dict) -> list[dict]:
    return [b for b in boxes["buttons"] if b["top"] < 0 or b["bottom"] > boxes["height"]]


def test_voila_keeps_the_dock_on_screen_below_a_tall_table(voila_apps, projector_page, save_screenshot):
    page = projector_page
    page.goto(f"{voila_apps}/voila/render/tall_table.ipynb", timeout=180_000)
    page.locator(".ck-table .ck-cya").wait_for(timeout=180_000)
    page.locator(".ck-dock .ck-actions > button").first.wait_for(timeout=60_000)
    page.wait_for_timeout(500)
    page.locator(".ck-table").evaluate("t => t.scrollIntoView({ block: 'start' })")
    boxes = page.evaluate(BOXES)
    assert boxes["table"]["bottom"] - boxes["table"]["top"] > boxes["height"], (
        f"the table should be taller than the screen to try the dock: {boxes['table']}")
    assert boxes["buttons"], "the person is to act: the dock shows buttons"
    assert not _off_screen(boxes), f"action buttons off the 720-px screen: {_off_screen(boxes)}"
    save_screenshot(page, "app_mode_tall_table_dock_1280x720.png")
    # half-way down the table, the dock is still at the screen's foot
    page.mouse.move(400, 300)
    page.mouse.wheel(0, 300)
    page.wait_for_timeout(400)
    moved = page.evaluate(BOXES)
    assert moved["table"]["top"] < boxes["table"]["top"] - 100, "the page scrolled"
    assert not _off_screen(moved), f"after scrolling, buttons off the screen: {_off_screen(moved)}"
    assert page.console_log.errors == [], page.console_log.errors


def test_voila_game_over_shows_no_empty_dock(voila_apps, projector_page, save_screenshot):
    page = projector_page
    page.goto(f"{voila_apps}/voila/render/game_over.ipynb", timeout=180_000)
    page.locator(".ck-table .ck-result").wait_for(timeout=180_000)
    dock = page.locator(".ck-table .ck-dock")
    assert dock.count() == 1 and not dock.is_visible(), "a finished game has no empty band of a dock"
    save_screenshot(page, "app_mode_game_over_1280x720.png")
    assert page.console_log.errors == [], page.console_log.errors
