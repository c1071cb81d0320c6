"""Split in a real JupyterLab and headless Chromium: make a match by clicking (the lesson), and
a six-player table late in a game on a projector, which shows less rather than smaller type."""
from __future__ import annotations

import re

import pytest
from conftest import open_notebook, write_notebook
from layout import MIN_TEXT, measure
from plotly_data import chart_data, table_with_charts, wait_for_chart_change

pytestmark = pytest.mark.browser

# Six sensible bots play seed 1 to player 0's first turn after move 400: a long discard row
# and matches at every seat (round 3).
LATE = """import cardkit
from cardkit.agents import strategy
from cardkit.views import play
g = cardkit.make("split", players=6, seed=1)
bots = [strategy("split", "sensible", seed=p) for p in range(6)]
while len(g.history) < 400 or g.current_player != 0:
    g.apply(bots[g.current_player].choose(g, g.current_player))
view = play(g, seat=0)
view"""
ROW_KEEP = 8  # the discard row's newest cards always in view (split.js)



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


def test_a_late_six_player_table_folds_and_opens_by_keyboard(projector_page, lab, save_screenshot):
    page = projector_page
    open_notebook(page, lab, write_notebook(lab, "split_late.ipynb", [LATE]), projector=True)
    view = page.locator(".ck-play").first
    table = view.locator(".ck-table")
    table.locator(".ck-split-players").wait_for(timeout=60_000)
    view.evaluate("v => v.scrollIntoView({ block: 'start' })")
    page.wait_for_timeout(500)
    save_screenshot(page, "split_late_1280x720.png")

    # type as drawn: 12 px or more, no box over another, nothing out of its box
    m = measure(view)
    assert m["smallest"][0]["size"] >= MIN_TEXT - 0.01, m["smallest"]
    assert not m["overlaps"] and not m["escapes"], (m["overlaps"], m["escapes"])
    # the viewer's hand is on the screen, with the discard row it draws or picks from
    for part in (".ck-split-hand", ".ck-split-discard"):
        box = table.locator(part).bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 720, f"{part} is off the screen: {box}"

    # the discard row: its newest cards in view, the older ones behind one button that says
    # how many there are and how many may be picked; Enter opens them in place
    row = table.locator(".ck-split-row")
    cards = row.locator(".ck-split-rowcard")
    total = cards.count()
    assert total > ROW_KEEP
    fold = row.locator("summary.ck-fold-btn")
    words = fold.text_content()
    assert re.match(rf"{total - ROW_KEEP} older cards?\b", words), words
    picks = row.locator(".ck-split-rowcard.ck-target").count()
    hidden_picks = row.locator(".ck-fold-rest .ck-split-rowcard.ck-target").count()
    assert (f"{hidden_picks} can be picked" in words) == (hidden_picks > 0), words
    shown = "n => [...n.querySelectorAll('.ck-split-rowcard')].filter(c => c.checkVisibility()).length"
    assert row.evaluate(shown) == ROW_KEEP
    fold.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"n => ({shown})(n) === {total}", arg=row.element_handle(), timeout=10_000)
    assert row.locator(".ck-split-rowcard.ck-target").count() == picks

    # every player one row; a row's matches are chips by strength, and Enter on its button
    # opens their half-cards (the focus stays on the button)
    seats = table.locator(".ck-split-players .ck-split-seat")
    assert seats.count() == 6
    assert table.locator(".ck-split-backs").count() == 5, "the other hands are face down"
    toggle = table.locator(".ck-split-open").first
    owner = toggle.get_attribute("data-key")
    seat = table.locator(".ck-split-seat", has=page.locator(f'[data-key="{owner}"]'))
    chips = seat.locator(".ck-split-chip").count()
    assert chips > 0 and seat.locator(".ck-split-match").count() == 0
    toggle.focus()
    page.keyboard.press("Enter")
    seat.locator(".ck-split-match").first.wait_for(timeout=10_000)
    assert seat.locator(".ck-split-match").count() == chips
    assert page.evaluate("() => document.activeElement.getAttribute('data-key')") == owner
    assert table.locator(f'[data-key="{owner}"]').get_attribute("aria-expanded") == "true"
    m = measure(view)
    assert m["smallest"][0]["size"] >= MIN_TEXT - 0.01, m["smallest"]
    assert not m["overlaps"] and not m["escapes"], (m["overlaps"], m["escapes"])
    save_screenshot(page, "split_late_opened_1280x720.png")
    assert not page.console_log.errors, "\n".join(page.console_log.errors)
