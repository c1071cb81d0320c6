"""The Push table in a real JupyterLab and headless Chromium: the lesson's table (a card drawn and
placed, by mouse and keyboard), and a staged bust in hot-seat play (the busting card on the table,
no pass screen)."""
from __future__ import annotations

import pytest
from plotly_data import chart_data, table_with_charts, wait_for_chart_change
from served import served_notebook

pytestmark = pytest.mark.browser



def test_push_table_draw_and_place_update_table_and_charts(notebook, save_screenshot):
    page = notebook("notebooks/01_push.ipynb")
    play_a_card_and_let_the_bots_move(page, save_screenshot)


def play_a_card_and_let_the_bots_move(page, save_screenshot, shots: str = "push",
                                      not_ours=lambda error: False):
    """Draw and place by mouse, then by keyboard, stop, take a column, and let the bots play;
    screenshots ``<shots>_table_mid_turn.png``, ``<shots>_page.png`` and ``<shots>_table.png``.
    No console error is allowed but those ``not_ours(error)`` tells apart (the front end's own)."""
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
    save_screenshot(output, f"{shots}_table_mid_turn.png")

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
    save_screenshot(page, f"{shots}_page.png")
    save_screenshot(output, f"{shots}_table.png")
    errors = [e for e in page.console_log.errors if not not_ours(e)]
    assert not errors, "browser console errors:\n" + "\n".join(errors)


NOTEBOOK = "_push_bust.ipynb"  # written into the served folder, removed after
# seed 1, two people: player 0 has drawn and placed eight cards; the next card fits no column
BEFORE_BUST = ["draw", "place 1", "draw", "place 2", "draw", "place 1", "draw", "place 1", "draw",
               "place 2", "draw", "place 2", "draw", "place 3", "draw", "place 1"]
CELLS = [
    "import cardkit\nfrom cardkit.views import play\n\n"
    "g = cardkit.make('push', players=2, seed=1)\n"
    f"for text in {BEFORE_BUST!r}:\n"
    "    g.apply(text)\n"
    "hot_seat = play(g)  # two people at one screen, no bots\nhot_seat",
]


@pytest.fixture
def bust_notebook(lab):
    """The notebook of the staged bust, in the folder JupyterLab serves."""
    with served_notebook(lab, NOTEBOOK, CELLS) as name:
        yield name


def test_push_shows_the_busting_card_and_hot_seat_needs_no_pass_screen(notebook, bust_notebook,
                                                                      save_screenshot):
    page = notebook(bust_notebook)
    output, table = table_with_charts(page, ".ck-push", 2, timeout=180_000)
    assert table.locator(".ck-push-bust").count() == 0
    table.locator('.ck-target[data-action="draw"]').click()

    # the card that fit no column is on the table, beside player 0's bench, with the roll
    bust = table.locator('.ck-seat[aria-label="Player 0"] .ck-push-bust')
    bust.wait_for(timeout=60_000)
    card = bust.locator(".ck-card").first.get_attribute("data-code")
    assert "BUST" in bust.text_content()
    assert f"{card} fits no column." in bust.text_content()
    assert "Rolled " in bust.text_content()
    log = output.locator(".ck-log li").first.text_content()
    assert f"{card} cannot be placed" in log, "the table shows the card the log names"

    # no hidden hands in Push: player 1 plays on at once, no "pass the device" screen,
    # and sees the bust too until a new push begins
    page.wait_for_function("out => /Player 1: your move/.test(out.querySelector('.ck-status')"
                           "?.textContent || '')", arg=output.element_handle(), timeout=60_000)
    assert table.locator(".ck-pass").count() == 0
    assert bust.count() == 1
    save_screenshot(output, "push_bust.png")
    table.locator('.ck-actions button[data-action^="take"]').first.click()  # two players: one take
    table.locator('.ck-actions button[data-action="draw"]').wait_for(timeout=60_000)
    assert bust.count() == 1, "the bust stays on the table while the columns are taken"
    table.locator('.ck-actions button[data-action="draw"]').click()
    bust.wait_for(state="detached", timeout=60_000)
    assert table.locator(".ck-pass").count() == 0
    errors = list(page.console_log.errors)
    assert not errors, "browser console errors:\n" + "\n".join(errors)
