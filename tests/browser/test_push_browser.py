"""The Push lesson in a real JupyterLab and headless Chromium: play a card at the table."""
from __future__ import annotations

import pytest
from plotly_data import chart_data, table_with_charts, wait_for_chart_change

pytestmark = pytest.mark.browser



def test_push_table_draw_and_place_update_table_and_charts(notebook, save_screenshot):
    page = notebook("notebooks/01_push.ipynb")
    play_a_card_and_let_the_bots_move(page, save_screenshot)


def play_a_card_and_let_the_bots_move(page, save_screenshot):
    output, table = table_with_charts(page, ".ck-push", 2)
    before_text = table.text_content()
    before_charts = chart_data(output)
    assert "your move" in before_text

    # Click the draw pile, then a glowing column.
    table.locator('.ck-target[data-action="draw"]').click()
    column = table.locator('.ck-column.ck-target[data-action^="place"]').first
    column.wait_for(state="visible", timeout=30_000)
    after_draw = table.text_content()
    assert after_draw != before_text
    drawn = table.locator(".ck-pending .ck-card").get_attribute("data-code")
    column.click()
    table.locator(f'.ck-column .ck-card[data-code="{drawn}"]').wait_for(timeout=30_000)
    wait_for_chart_change(page, output, before_charts)
    after_charts = chart_data(output)
    assert after_charts != before_charts, "the charts' data should change after the actions"
    assert table.text_content() != after_draw

    # The keyboard path: the action buttons take focus and Enter acts.
    button = table.locator('.ck-actions button[data-action="draw"]')
    button.focus()
    page.keyboard.press("Enter")
    table.locator('.ck-actions button[data-action^="place"]').first.wait_for(timeout=30_000)
    focused = page.evaluate("document.activeElement && document.activeElement.getAttribute('aria-label')")
    assert focused and focused.startswith("Place"), f"focus should move to a placement, not {focused!r}"
    page.keyboard.press("Enter")
    table.locator('.ck-actions button[data-action="stop"]').wait_for(timeout=30_000)
    save_screenshot(output, "push_table_mid_turn.png")

    # Stop, take a column: auto-play (on in the lesson) lets the bots play in the
    # kernel's event loop until player 0 must decide again (a turn, or a take).
    table.locator('.ck-actions button[data-action="stop"]').click()
    table.locator('.ck-column.ck-target[data-action^="take"]').first.click()
    page.wait_for_function(
        """out => /Player 1 \\(bot\\)/.test(out.querySelector('.ck-log')?.textContent || '')
                 && out.querySelector('.ck-actions button') !== null""",
        arg=output.element_handle(), timeout=180_000, polling=500)
    log = output.locator(".ck-log").text_content()
    assert "Player 1 (bot)" in log and "Player 2 (bot)" in log, "the bots' moves are narrated"

    page.wait_for_timeout(500)
    output.scroll_into_view_if_needed()
    save_screenshot(page, "push_page.png")
    save_screenshot(output, "push_table.png")
    errors = [e for e in page.console_log.errors]
    assert not errors, "browser console errors:\n" + "\n".join(errors)
