"""App mode: a game's table and charts as a clean page in Voila, played in headless Chromium.

The charts must be right from the first render (a FigureWidget inside a box used to reach
Voila's page as it was made, empty) and follow every action.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import time
from pathlib import Path

import pytest
from plotly_data import chart_data, table_with_charts, wait_for_chart_change
from servers import free_port, private_env, serve, voila_command

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def voila(tmp_path_factory, chromium_path):
    pytest.importorskip("voila", reason="app mode needs the [app] extra (voila)")
    home = tmp_path_factory.mktemp("voila")
    served = home / "apps"
    shutil.copytree(ROOT / "apps", served, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    env = private_env(home, PYTHONPATH=os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with serve(voila_command(sys.executable, port, served), env, served, f"{url}/", home / "voila.log",
               "Voila"):
        yield url


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
    failed = [e for e in page.console_log.errors if "Failed to initialize model" in e]
    assert not failed, failed
