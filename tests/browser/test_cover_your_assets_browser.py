"""The Cover Your Assets lesson in a real JupyterLab and headless Chromium: make a pair by clicking
two cards of the hand and then the pair button; then steal by clicking a card and a top set, and
follow the fight."""
from __future__ import annotations

import pytest
from plotly_data import chart_data, table_with_charts, wait_for_chart_change

pytestmark = pytest.mark.browser



def test_cover_your_assets_table_make_a_pair_by_clicking(notebook, save_screenshot):
    page = notebook("notebooks/03_cover_your_assets.ipynb")
    output, table = table_with_charts(page, ".ck-cya", 3)
    assert "your move" in table.text_content()

    # Our own hand face up (seed 14: HOME STAMPS HOME STAMPS); the bots' hands as backs only.
    hand = table.locator(".ck-cya-hand .ck-card")
    assert [hand.nth(i).get_attribute("data-code") for i in range(hand.count())] == \
        ["HOME", "STAMPS", "HOME", "STAMPS"]
    assert table.locator(".ck-cya-others .ck-cya-backs .ck-back").count() == 12
    assert table.locator(".ck-cya-others .ck-cya-card").count() == 0, "no set and no hand card shown"
    assert table.locator(".ck-cya-discard .ck-cya-card").count() == 1
    pair_button = table.locator(".ck-cya-selbar .ck-cya-pair")
    assert pair_button.is_disabled(), "no pair before two cards are chosen"

    # Click the two Homes: they are selected (a choice on screen, nothing is sent yet) ...
    table.locator('.ck-cya-hand .ck-card[data-code="HOME"]').nth(0).click()
    table.locator('.ck-cya-hand .ck-card[data-code="HOME"]').nth(1).click()
    assert table.locator(".ck-cya-hand .ck-cya-selected").count() == 2
    assert output.locator(".ck-log").count() == 0, "selecting cards is not a move"
    pair = table.locator('.ck-cya-selbar .ck-cya-pair.ck-target[data-action="pair HOME HOME"]')
    assert pair.is_enabled() and "Make a pair" in pair.text_content()
    save_screenshot(output, "cover_your_assets_table_selected.png")

    before_text = table.text_content()
    before_charts = chart_data(output)
    pair.click()  # ... and the pair button makes the set
    page.wait_for_function("out => out.querySelector('.ck-log') && "
                           "out.querySelector('.ck-log').textContent.includes('pair HOME HOME')",
                           arg=output.element_handle(), timeout=60_000)
    log = output.locator(".ck-log").text_content()
    assert "Player 0 paired HOME and HOME: a $40,000 set goes on top of their stack." in log
    wait_for_chart_change(page, output, before_charts)
    assert chart_data(output) != before_charts, "the charts' data change after the pair"
    assert table.text_content() != before_text
    # Auto-play lets the three bots move; then it is our turn again, and the table says so.
    # (The status said "your move" before the pair too: wait for the last bot's move as well.)
    page.wait_for_function(
        """out => out.querySelector('.ck-status').textContent.includes('your move')
                 && /Player 3 \\(bot\\)/.test(out.querySelector('.ck-log')?.textContent || '')""",
        arg=output.element_handle(), timeout=60_000)
    assert "Player 3 (bot)" in output.locator(".ck-log").text_content()
    page.wait_for_timeout(1000)
    output.scroll_into_view_if_needed()
    save_screenshot(output, "cover_your_assets_table.png")

    # A steal: choose the COINS card, then click player 3's glowing top set (the seeded bots
    # always play the same way: player 3 now holds COINS GOLD COINS on top).
    table.locator('.ck-cya-hand .ck-card[data-code="COINS"]').click()
    target = table.locator('.ck-cya-topset.ck-target[data-action="steal 3 COINS"]')
    assert target.count() == 1 and target.get_attribute("data-player") == "3"
    target.click()
    # The fight unfolds: player 3 defends with a Silver, and our answer is due.
    fight = table.locator(".ck-cya-fight")
    fight.wait_for(state="visible", timeout=60_000)
    page.wait_for_function("t => t.querySelectorAll('.ck-cya-fight .ck-cya-shown').length === 2",
                           arg=table.element_handle(), timeout=60_000)
    text = fight.text_content()
    assert "Player 0 (you) challenges Player 3 (bot)'s Coin Collection set" in text
    assert "1. Player 0 (you)" in text and "2. Player 3 (bot)" in text
    assert "Your answer" in text
    shown = fight.locator(".ck-cya-shown .ck-card")
    assert [shown.nth(i).get_attribute("data-code") for i in range(2)] == ["COINS", "SILVER"]
    save_screenshot(output, "cover_your_assets_fight.png")
    fight.locator('.ck-target[data-action="yield"]').click()
    page.wait_for_function("out => out.querySelector('.ck-log').textContent"
                           ".includes('Player 3 keeps the COINS set')",
                           arg=output.element_handle(), timeout=60_000)
    save_screenshot(page, "cover_your_assets_page.png")
    errors = list(page.console_log.errors)
    assert not errors, "browser console errors:\n" + "\n".join(errors)
