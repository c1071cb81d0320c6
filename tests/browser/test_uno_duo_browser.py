"""The UNO Duo lesson in a real JupyterLab and headless Chromium: draft, then play a card by clicking it."""
from __future__ import annotations

import pytest
from plotly_data import chart_data, table_with_charts, wait_for_chart_change

pytestmark = pytest.mark.browser

HAND_TARGETS = ".ck-uno-hand .ck-card.ck-target"


def test_uno_duo_table_draft_and_click_a_card_to_play_it(notebook, save_screenshot):
    page = notebook("notebooks/02_uno_duo.ipynb")
    output, table = table_with_charts(page, ".ck-uno", 3)
    assert "your move" in table.text_content() and table.locator(".ck-uno-draft").count() == 1

    # The draft: click the glowing top card seven times (the bot drafts in between).
    for step in range(7):
        looking = table.locator('.ck-pending .ck-card.ck-target[data-action="keep"]')
        looking.wait_for(state="visible", timeout=60_000)
        looking.click()
        if step < 6:
            page.wait_for_function(
                f"t => t.querySelectorAll('.ck-uno-hand .ck-card').length === {step + 1}",
                arg=table.element_handle(), timeout=60_000)
    # Auto-play lets the bot open the round; then a card of our hand glows.
    table.locator(HAND_TARGETS).first.wait_for(state="visible", timeout=120_000)
    assert table.locator(".ck-uno-hand .ck-card").count() == 7
    # Only our own cards are drawn face up; the bot's hand is a row of backs.
    assert table.locator(".ck-uno-backs .ck-back").count() >= 1
    # The discard top shows the named colour in words.
    colour = table.locator(".ck-uno-colour").text_content()
    assert any(name in colour for name in ("RED", "YELLOW", "GREEN", "BLUE"))
    # A Wild in hand offers one button per colour next to it.
    wild = table.locator('.ck-uno-slot:has(.ck-card[data-code="WILD"]) .ck-uno-cbtn')
    assert wild.count() == 4
    assert table.locator('.ck-actions button[data-action="play WILD blue"]').count() == 1
    save_screenshot(output, "uno_duo_table_turn.png")

    before_text = table.text_content()
    before_charts = chart_data(output)
    hand_before = table.locator(".ck-uno-hand .ck-card").count()
    card = table.locator(HAND_TARGETS).first
    code = card.get_attribute("data-code")
    action = card.get_attribute("data-action")
    assert action == f"play {code}"
    card.click()
    # The card lies on the discard pile (or, after the bot's answer, the hand is smaller).
    page.wait_for_function(
        f"t => t.querySelectorAll('.ck-uno-hand .ck-card').length !== {hand_before}",
        arg=table.element_handle(), timeout=60_000)
    # the log says it (its own output: it may be written a moment after the table)
    said = f"Player 0 (you): play {code} — "
    page.wait_for_function(f"out => out.querySelector('.ck-log').textContent.includes({said!r})",
                           arg=output.element_handle(), timeout=60_000)
    assert f"({code})" in output.locator(".ck-log").text_content()
    wait_for_chart_change(page, output, before_charts)
    assert chart_data(output) != before_charts, "the charts' data change after the play"
    assert table.text_content() != before_text

    page.wait_for_timeout(1500)
    output.scroll_into_view_if_needed()
    save_screenshot(page, "uno_duo_page.png")
    save_screenshot(output, "uno_duo_table.png")
    errors = list(page.console_log.errors)
    assert not errors, "browser console errors:\n" + "\n".join(errors)
