"""The lessons in Notebook 7 (``jupyter notebook``), which teachers open as well as JupyterLab:
the Push lesson run top to bottom there, its table played by mouse and keyboard while its live
charts follow, and the table with its main chart on a projector's 1280×720 screen."""
from __future__ import annotations

import pytest
from conftest import open_notebook
from plotly_data import table_with_charts
from test_push_browser import play_a_card_and_let_the_bots_move

pytestmark = pytest.mark.browser

# Notebook 7.6 raises this itself on every page, a plain notebook's too: its keyboard-shortcut
# settings plugin reads the schema of a plugin it has not loaded (in its own bundle,
# static/notebook/notebook_core.*.js). cardkit's front end reads no settings schema.
_NOTEBOOK_OWN = "page error: Cannot read properties of undefined (reading 'schema')"


def _not_ours(page):
    stacks = page.console_log.stacks
    return lambda error: error == _NOTEBOOK_OWN and "/static/notebook/notebook_core." in stacks.get(error, "")


def test_push_lesson_plays_in_notebook_7(page, notebook7, save_screenshot):
    open_notebook(page, notebook7, "notebooks/01_push.ipynb")
    # Notebook 7's page, not JupyterLab's: one document a page
    assert page.evaluate("window.jupyterapp.name") == "Jupyter Notebook"
    assert page.locator(".jp-NotebookPanel").count() == 1
    play_a_card_and_let_the_bots_move(page, save_screenshot, shots="notebook7_push",
                                      not_ours=_not_ours(page))


def test_push_table_and_its_chart_fit_a_projector_in_notebook_7(projector_page, notebook7,
                                                                 save_screenshot):
    page = projector_page
    open_notebook(page, notebook7, "notebooks/01_push.ipynb")  # a copy, on a kernel of its own
    output, table = table_with_charts(page, ".ck-push", 2)
    chart = output.locator(".js-plotly-plot").first
    box, chart_box = table.bounding_box(), chart.bounding_box()
    # the table and its main chart side by side, both inside the 1280×720 screen at once
    for b in (box, chart_box):
        assert b["x"] >= 0 and b["x"] + b["width"] <= 1280, b
        assert b["y"] >= 0 and b["y"] + b["height"] <= 720, b
    assert chart_box["x"] >= box["x"] + box["width"] - 1, (box, chart_box)
    save_screenshot(page, "notebook7_push_projector.png")
    not_ours = _not_ours(page)
    errors = [e for e in page.console_log.errors if not not_ours(e)]
    assert not errors, "\n".join(errors)
