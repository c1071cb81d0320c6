"""The Split lesson in a real JupyterLab and headless Chromium: make a match by clicking."""
from __future__ import annotations

import pytest
from plotly_data import chart_data, table_with_charts, wait_for_chart_change

pytestmark = pytest.mark.browser



def test_split_table_match_by_clicking_two_halves(notebook, save_screenshot):
    page = notebook("notebooks/04_split.ipynb")
    make_a_match_and_let_the_bots_move(page, save_screenshot)


def make_a_match_and_let_the_bots_move(page, save_screenshot):
    output, table = table_with_charts(page, ".ck-split", 3)
    before_text = table.text_content()
    before_charts = chart_data(output)
    assert "your move" in before_text
    hand = table.locator(".ck-split-hand")
    assert hand.locator(".ck-split-half").count() == 9
    assert table.locator(".ck-split-backs").count() == 2, "the bots' hands are face down"

    # Seed 1: player 0 holds 5SR and draws 5SL from the pile; the two make a perfect match.
    # Wait for the card drawn: 5SR is in the hand before the draw, so it says nothing.
    assert hand.locator('[data-code="5SL"]').count() == 0
    table.locator('.ck-split-pile.ck-target[data-action="draw"]').click()
    hand.locator('[data-code="5SL"]').wait_for(timeout=30_000)
    assert hand.locator(".ck-split-half").count() == 10
    hand.locator('[data-code="5SL"]').click()
    assert "ck-split-selected" in hand.locator('[data-code="5SL"]').get_attribute("class")
    assert "ck-split-partner" in hand.locator('[data-code="5SR"]').get_attribute("class")
    save_screenshot(output, "split_one_half_selected.png")
    hand.locator('[data-code="5SR"]').click()
    lay = table.locator('.ck-split-lay[data-action="match 5SL 5SR"]')
    lay.wait_for(timeout=10_000)
    lay.click()
    # the match shows as a chip in the viewer's row; its two halves open on a click
    mine = table.locator(".ck-split-players .ck-viewer .ck-split-chip")
    mine.first.wait_for(timeout=30_000)
    assert mine.count() == 1
    assert "5 of spades, left half" in mine.first.get_attribute("aria-label")
    assert "perfect" in mine.first.get_attribute("aria-label")
    table.locator(".ck-viewer .ck-split-open").click()
    opened = table.locator(".ck-split-players .ck-viewer .ck-split-match")
    opened.first.wait_for(timeout=10_000)
    assert opened.count() == 1
    assert opened.first.locator('[data-code="5SL"]').count() == 1
    assert "perfect" in opened.first.text_content()
    assert hand.locator('[data-code="5SL"]').count() == 0
    wait_for_chart_change(page, output, before_charts)
    assert chart_data(output) != before_charts, "the charts' data should change after the match"

    # The perfect match's penalty: a button on a player's seat.
    pen = table.locator('.ck-split-pen[data-action="penalise 1"]')
    pen.wait_for(timeout=30_000)
    save_screenshot(output, "split_table_after_match.png")
    pen.click()
    table.locator('.ck-split-hand .ck-split-pickable').first.wait_for(timeout=30_000)

    # The discard, by the keyboard: Enter selects a half, and Enter on its "Discard" button
    # beside the hand discards it.
    half = table.locator(".ck-split-hand .ck-split-pickable").first
    code = half.get_attribute("data-code")
    half.focus()
    page.keyboard.press("Enter")
    button = table.locator(f'.ck-split-selbar button[data-action="discard {code}"]')
    button.wait_for(timeout=10_000)
    assert button.is_visible()
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        """out => /Player 1 \\(bot\\)/.test(out.querySelector('.ck-log')?.textContent || '')
                 && /Player 2 \\(bot\\)/.test(out.querySelector('.ck-log')?.textContent || '')
                 && out.querySelector('.ck-actions button') !== null""",
        arg=output.element_handle(), timeout=180_000, polling=500)
    log = output.locator(".ck-log").text_content()
    assert "Player 1 (bot)" in log and "Player 2 (bot)" in log, "the bots' moves are narrated"

    page.wait_for_timeout(500)
    output.scroll_into_view_if_needed()
    save_screenshot(page, "split_page.png")
    save_screenshot(output, "split_table.png")
    errors = list(page.console_log.errors)
    assert not errors, "browser console errors:\n" + "\n".join(errors)
