"""The Pegs and Jokers lesson in a real JupyterLab and headless Chromium: move a peg by clicking
a card, then a peg on the board."""
from __future__ import annotations

import pytest
from plotly_data import chart_data, table_with_charts, wait_for_chart_change

pytestmark = pytest.mark.browser



def test_pegs_and_jokers_moves_a_peg_by_clicking_card_then_peg(notebook, save_screenshot):
    page = notebook("notebooks/05_pegs_and_jokers.ipynb")
    move_a_peg_and_let_the_bots_move(page, save_screenshot)


def move_a_peg_and_let_the_bots_move(page, save_screenshot):
    output, table = table_with_charts(page, ".ck-pegs svg", 3)
    assert "your move" in table.text_content()
    before_charts = chart_data(output)

    # the board for four players: 72 track holes, four start areas, every peg labelled
    svg = table.locator("svg.ck-pj-svg")
    assert svg.locator("circle[data-pos]").count() == 72
    pegs = svg.locator("g.ck-pj-peg")
    assert pegs.count() == 20
    assert pegs.locator("text").all_text_contents()[:2] == ["0:0", "0:1"]
    hand = table.locator(".ck-pj-hand")
    assert hand.locator(".ck-pj-card").count() == 5
    assert "Danger map" in table.locator(".ck-pj-legend").text_content()

    # Seed 11: player 0 holds KH. Click it: the ten team pegs in start glow; click peg 0:2.
    assert svg.locator("g.ck-pj-peg.ck-target").count() == 0
    hand.locator('[data-code="KH"]').click()
    assert "ck-selected" in hand.locator('[data-code="KH"]').get_attribute("class")
    assert svg.locator("g.ck-pj-peg.ck-target").count() == 10
    save_screenshot(output, "pegs_and_jokers_card_selected.png")
    svg.locator('g.ck-pj-peg[data-peg="0:2"]').click()
    # the move, as the log tells it (auto-play is on: the bots may move peg 0:2 on at once)
    page.wait_for_function(
        """out => [...out.querySelectorAll('.ck-log li')].some(li => li.textContent.includes('play KH 0:2')
                 && /track hole 8 /.test(li.textContent))""",
        arg=output.element_handle(), timeout=30_000)
    wait_for_chart_change(page, output, before_charts)
    assert chart_data(output) != before_charts, "the charts' data should change after the move"

    # auto-play: the three bots move, then it is player 0's move again (the hand's cards glow)
    # with the danger map drawn
    page.wait_for_function(
        """out => /Player 3 \\(bot\\)/.test(out.querySelector('.ck-log')?.textContent || '')
                 && out.querySelector('.ck-pj-hand .ck-target') !== null""",
        arg=output.element_handle(), timeout=180_000, polling=500)
    log = output.locator(".ck-log").text_content()
    assert "Player 0 (you) plays KH." in log or "plays KH" in log
    rings = table.locator("svg circle.ck-pj-danger")
    assert rings.count() >= 1, "team pegs on the track carry a danger ring"
    assert "Next opponent to play" in table.locator(".ck-pj-legend").text_content()

    page.wait_for_timeout(500)
    output.scroll_into_view_if_needed()
    save_screenshot(page, "pegs_and_jokers_page.png")
    save_screenshot(output, "pegs_and_jokers_table.png")
    errors = list(page.console_log.errors)
    assert not errors, "browser console errors:\n" + "\n".join(errors)
