"""The Pegs and Jokers lesson in a real JupyterLab and headless Chromium: move a peg by clicking
a card, then a peg on the board."""
from __future__ import annotations

import pytest
from conftest import open_notebook, write_notebook
from layout import MIN_TEXT, measure
from plotly_data import chart_data, table_with_charts, wait_for_chart_change

pytestmark = pytest.mark.browser

# Eight sensible bots play seed 1 on to player 0's first turn after move 100 with a card that
# moves a peg: the widest board, beside its chart on a projector.
EIGHT = """import cardkit
from cardkit.agents import strategy
from cardkit.views import play
g = cardkit.make("pegs-and-jokers", players=8, seed=1)
bots = [strategy("pegs-and-jokers", "sensible", seed=p) for p in range(8)]
while not (len(g.history) >= 100 and g.current_player == 0
           and any(str(a).startswith("play ") for a in g.legal_actions())):
    g.apply(bots[g.current_player].choose(g, g.current_player))
view = play(g, seat=0)
view"""



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


def on_screen(box) -> bool:
    return box["y"] >= 0 and box["y"] + box["height"] <= 720


def test_an_eight_player_board_on_a_projector_keeps_its_text_and_names_pegs_on_buttons(
        projector_page, lab, save_screenshot):
    page = projector_page
    open_notebook(page, lab, write_notebook(lab, "pegs_eight.ipynb", [EIGHT]), projector=True)
    view = page.locator(".ck-play").first
    table = view.locator(".ck-table")
    svg = table.locator("svg.ck-pj-svg")
    svg.wait_for(timeout=60_000)
    view.evaluate("v => v.scrollIntoView({ block: 'start' })")
    page.wait_for_timeout(500)

    # the board is small beside its chart: its text is still drawn at 12 px or more, and the
    # peg names, which do not fit inside its pegs at that size, are left off the board
    m = measure(view)
    assert m["smallest"][0]["size"] >= MIN_TEXT - 0.01, m["smallest"]
    assert not m["overlaps"] and not m["escapes"], (m["overlaps"], m["escapes"])
    assert "ck-pj-unnamed" in svg.get_attribute("class")
    assert on_screen(table.locator(".ck-pj-hand").bounding_box())

    # a card's glowing pegs are named buttons beside the hand, one for each glowing peg
    plays = table.locator('.ck-actions [data-action^="play "]').evaluate_all(
        "bs => bs.map(b => b.getAttribute('data-action'))")
    code = plays[0].split(" ")[1]
    table.locator(f'.ck-pj-hand [data-code="{code}"]').click()
    glowing = sorted(svg.locator("g.ck-pj-peg.ck-target").evaluate_all("gs => gs.map(g => g.dataset.peg)"))
    buttons = table.locator(".ck-pj-pegbtn")
    named = sorted(b.split(" ")[0] for b in buttons.all_text_contents())
    assert glowing and named == glowing
    first = buttons.first
    assert first.is_visible() and on_screen(first.bounding_box())
    m = measure(view)
    assert m["smallest"][0]["size"] >= MIN_TEXT - 0.01, m["smallest"]
    save_screenshot(page, "pegs_and_jokers_eight_card_chosen_1280x720.png")

    # pointing at a peg names it under the board; its button does what clicking the peg does
    peg = first.get_attribute("data-key").split(":", 1)[1]
    svg.locator(f'g.ck-pj-peg[data-peg="{peg}"]').hover()
    assert f"peg {peg}" in table.locator(".ck-pj-pointed").text_content()
    first.click()
    page.wait_for_function(
        """([out, peg]) => out.querySelector(`g.ck-pj-peg.ck-pj-chosen[data-peg="${peg}"]`)
             || [...out.querySelectorAll('.ck-log li')]
                  .some(li => /Player 0 \\(you\\): play /.test(li.textContent))""",
        arg=[view.element_handle(), peg], timeout=30_000)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)
