"""Predict, then reveal in a real JupyterLab and headless Chromium: Push's lesson (notebook 01)
on a projector's 1280×720 screen, a guess typed, "Turn the card" pressed (by mouse, then from
the keyboard), and the chart gaining a point each turn."""
from __future__ import annotations

import json

import pytest
from conftest import open_notebook

pytestmark = pytest.mark.browser

# the turn-by-turn traces of the exercise's chart: guesses, exact chances, what happened
POINTS = """out => { const gd = out.querySelector('.js-plotly-plot');
                     return JSON.stringify((gd && gd.data || []).slice(0, 3).map(t => t.x.length)); }"""


def _points(output) -> list[int]:
    return json.loads(output.evaluate(POINTS))


def _wait_points(page, output, n: int) -> None:
    page.wait_for_function(f"out => ({POINTS})(out) === '{json.dumps([n, n, n])}'.replace(/ /g, '')",
                           arg=output.element_handle(), timeout=60_000, polling=200)


def test_predict_guess_turn_the_card_and_the_chart_gains_a_point(projector_page, lab,
                                                                 save_screenshot):
    page = projector_page
    open_notebook(page, lab, "notebooks/01_push.ipynb", projector=True)
    output = page.locator(".jp-OutputArea-output", has=page.locator(".ck-predict")).first
    output.locator(".js-plotly-plot").wait_for(timeout=60_000)
    output.scroll_into_view_if_needed()
    assert "Turn 1" in output.text_content() and "busts?" in output.text_content()
    assert _points(output) == [0, 0, 0]

    box = output.locator(".ck-predict input[type=text]")
    turn = output.get_by_role("button", name="Turn the card")
    following = output.get_by_role("button", name="Next turn")
    box.fill("abc")
    box.press("Enter")
    page.wait_for_function("out => out.textContent.includes(\"not 'abc'\")",
                           arg=output.element_handle(), timeout=30_000)
    for k in range(1, 6):
        box.fill(f"{10 * k}%")
        box.press("Enter")
        if k % 2:
            turn.click()
        else:  # the keyboard path: the button takes focus, Enter presses it
            turn.focus()
            page.keyboard.press("Enter")
        _wait_points(page, output, k)  # the bad guess before turn 1 added nothing
        assert "The exact chance was" in output.text_content()
        if k < 5:
            following.click()
            page.wait_for_function(f"out => out.textContent.includes('Turn {k + 1}')",
                                   arg=output.element_handle(), timeout=60_000)
    assert box.is_disabled() and turn.is_disabled(), "a turned card takes no new guess"
    assert _points(output) == [5, 5, 5]

    output.locator(".ck-predict").scroll_into_view_if_needed()
    page.wait_for_timeout(500)
    save_screenshot(page, "predict_push_after_5_turns.png")
    box_ = output.locator(".ck-predict").bounding_box()
    assert box_["width"] <= 1280 and box_["height"] <= 720, box_
    errors = list(page.console_log.errors)
    assert not errors, "browser console errors:\n" + "\n".join(errors)
