"""The Pegs and Jokers table in a real JupyterLab and headless Chromium: moves chosen card, then
peg, then the few ways left (a 7 split by clicking, a joker by clicking, a 7 by the keyboard), on a
stacked deal.

The three tables start from the same position, reached by four plays in Python: every player has
brought peg 0 out with a king (0:0 on track hole 8, 1:0 on 26, 2:0 on 44, 3:0 on 62) and
player 0 holds 7♥ and a joker. The bots never move: auto-play stays off.
"""
from __future__ import annotations

import re

import pytest
from plotly_data import chart_data, wait_for_chart_change
from served import served_notebook

pytestmark = pytest.mark.browser

NOTEBOOK = "_pegs_and_jokers_clicks.ipynb"  # written into the served folder, removed after
HANDS = {0: ["KS", "7H", "JK", "2S", "3S"], 1: ["KC", "2C", "3C", "4C", "5C"],
         2: ["KD", "2D", "3D", "4D", "5D"], 3: ["KH", "2H", "3H", "4H", "5H"]}
# the deal gives card i to player i % 4; the draw pile follows, top first
DECK = [HANDS[p][r] for r in range(5) for p in range(4)] + ["6S", "6C", "6D", "6H"]
SETUP = ["play KS 0:0", "play KC 1:0", "play KD 2:0", "play KH 3:0"]
SPLIT = "play 7H 0:0:3 2:0:4"
JOKER = "play JK 0:1 1:0"
CELLS = [
    "import cardkit\nfrom cardkit.views import play\n\n"
    "def stacked():\n"
    f"    g = cardkit.make('pegs-and-jokers', players=4, seed=7, deck={DECK!r})\n"
    f"    for text in {SETUP!r}:\n"
    "        g.apply(text)\n"
    "    return g",
    "split_view = play(stacked(), bots={1: 'random', 2: 'random', 3: 'random'})\nsplit_view",
    "joker_view = play(stacked(), bots={1: 'random', 2: 'random', 3: 'random'})\njoker_view",
    "keys_view = play(stacked(), bots={1: 'random', 2: 'random', 3: 'random'})\nkeys_view",
]


@pytest.fixture
def stacked_notebook(lab):
    """The three tables' notebook, in the folder JupyterLab serves."""
    with served_notebook(lab, NOTEBOOK, CELLS) as name:
        yield name


def test_pegs_and_jokers_split_and_joker_by_clicking(notebook, stacked_notebook, save_screenshot):
    page = notebook(stacked_notebook)
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-OutputArea-output')].filter(o => o.querySelector("
        "'.ck-table .ck-pegs svg') && o.querySelectorAll('.js-plotly-plot').length >= 3).length >= 3",
        timeout=180_000)
    outputs = page.locator(".jp-OutputArea-output", has=page.locator(".ck-pegs"))
    split_seven_by_clicking(page, outputs.nth(0), save_screenshot)
    joker_by_clicking(page, outputs.nth(1), save_screenshot)
    seven_by_keyboard(page, outputs.nth(2))
    errors = list(page.console_log.errors)
    assert not errors, "browser console errors:\n" + "\n".join(errors)


def peg_label(output, peg: str) -> str:
    return output.locator(f'svg.ck-pj-svg g.ck-pj-peg[data-peg="{peg}"]').get_attribute("aria-label")


def player_0_to_move(output, where: dict[str, str]):
    """Player 0's table with the pegs ``where`` said (aria-label words): its table, board and charts."""
    table = output.locator(".ck-table")
    table.scroll_into_view_if_needed()
    assert "your move" in table.text_content()
    for peg, words in where.items():
        assert words in peg_label(output, peg)
    return table, table.locator("svg.ck-pj-svg"), chart_data(output)


def moved(page, output, before_charts: list[str], where: dict[str, str], action: str,
          sentence: str) -> None:
    """Wait until the pegs are where said, the charts changed and the narration's newest entry
    is ``action`` (the text the table sent and the game applied), told with ``sentence``.

    The board, the charts and the narration are separate widgets: each arrives in its own time.
    """
    page.wait_for_function(
        """([out, where, action]) => Object.entries(where).every(([peg, words]) =>
             (out.querySelector(`g.ck-pj-peg[data-peg="${peg}"]`)?.getAttribute('aria-label') || '')
               .includes(words))
             && out.querySelector('.ck-log li code')?.textContent === action""",
        arg=[output.element_handle(), where, action], timeout=30_000)
    wait_for_chart_change(page, output, before_charts, timeout=90_000)
    assert sentence in output.locator(".ck-log li").first.text_content()
    page.wait_for_timeout(300)  # let the redrawn charts settle before the screenshot


def select_card(table, code: str, glowing: list[str]) -> None:
    """Click a card of the hand; exactly the ``glowing`` pegs become clickable."""
    card = table.locator(f'.ck-pj-hand [data-code="{code}"]')
    card.click()
    assert "ck-selected" in card.get_attribute("class")
    svg = table.locator("svg.ck-pj-svg")
    assert sorted(svg.locator("g.ck-pj-peg.ck-target").evaluate_all(
        "gs => gs.map(g => g.dataset.peg)")) == sorted(glowing)


def ways(table) -> list[str]:
    """The actions of the few ways left, as buttons under the hand."""
    return table.locator(".ck-pj-choice button.ck-pj-way").evaluate_all(
        "bs => bs.map(b => b.dataset.action)")


def glowing(svg, kind: str) -> list[str]:
    return sorted(svg.locator(f"g.ck-pj-peg.ck-pj-{kind}").evaluate_all("gs => gs.map(g => g.dataset.peg)"))


def split_seven_by_clicking(page, output, save_screenshot):
    table, svg, before_charts = player_0_to_move(output, {"0:0": "track hole 8 ",
                                                          "2:0": "track hole 44 "})
    # the shared bar of every legal action is not shown: the card, peg and way are chosen instead
    assert table.locator(".ck-actions").is_hidden()
    assert not re.search(r"\bturns?\b", table.locator(".ck-board").inner_text(), re.I)

    # 7♥: the two team pegs on the track glow; clicking 0:0 offers its one whole move as a
    # button, and the partner peg 2:0 glows to share the 7 with
    select_card(table, "7H", ["0:0", "2:0"])
    svg.locator('g.ck-pj-peg[data-peg="0:0"]').click()
    assert glowing(svg, "chosen") == ["0:0"]
    assert glowing(svg, "partner") == ["2:0"]
    assert ways(table) == ["play 7H 0:0"]
    assert "second glowing peg" in table.locator(".ck-pj-hint").text_content()

    # then 2:0: the six ways of sharing the 7, 0:0 first
    svg.locator('g.ck-pj-peg[data-peg="2:0"]').click()
    assert ways(table) == [f"play 7H 0:0:{k} 2:0:{7 - k}" for k in range(1, 7)]
    assert glowing(svg, "chosen") == ["0:0", "2:0"]
    split = table.locator(f'.ck-pj-way[data-action="{SPLIT}"] .ck-btn-label')
    assert split.text_content() == "0:0 3 holes, then 2:0 4 holes"
    save_screenshot(output, "pegs_and_jokers_split_ways.png")

    # the way back: one step (the second peg), then another (the peg), then the card
    back = table.locator(".ck-pj-back")
    back.click()
    assert ways(table) == ["play 7H 0:0"] and glowing(svg, "partner") == ["2:0"]
    back.click()
    assert ways(table) == [] and glowing(svg, "pick") == ["0:0", "2:0"]
    back.click()
    assert "ck-selected" not in table.locator('.ck-pj-hand [data-code="7H"]').get_attribute("class")
    assert svg.locator("g.ck-pj-peg.ck-target").count() == 0

    select_card(table, "7H", ["0:0", "2:0"])
    svg.locator('g.ck-pj-peg[data-peg="0:0"]').click()
    svg.locator('g.ck-pj-peg[data-peg="2:0"]').click()
    table.locator(f'.ck-pj-way[data-action="{SPLIT}"]').click()

    # 0:0 went 3 holes on (8 → 11), then 2:0 the other 4 (44 → 48)
    moved(page, output, before_charts, {"0:0": "track hole 11 ", "2:0": "track hole 48 "},
          SPLIT, "Peg 2:0 moves 4 forward from track hole 44")
    assert table.locator(".ck-pj-choice button.ck-pj-way").count() == 0
    save_screenshot(output, "pegs_and_jokers_split_done.png")


def joker_by_clicking(page, output, save_screenshot):
    table, svg, before_charts = player_0_to_move(output, {"0:1": "its start area",
                                                          "1:0": "track hole 26 "})

    # the joker: the team's eight pegs in start glow; after 0:1, the pegs it may land on glow
    select_card(table, "JK", [f"{c}:{i}" for c in (0, 2) for i in range(1, 5)])
    svg.locator('g.ck-pj-peg[data-peg="0:1"]').click()
    assert glowing(svg, "chosen") == ["0:1"]
    landings = svg.locator("g.ck-pj-peg.ck-pj-landing")
    assert sorted(landings.evaluate_all("gs => gs.map(g => g.dataset.action)")) == [
        "play JK 0:1 1:0", "play JK 0:1 2:0", "play JK 0:1 3:0"]
    assert "click the glowing peg it jumps onto" in table.locator(".ck-pj-hint").text_content()
    save_screenshot(output, "pegs_and_jokers_joker_landings.png")
    svg.locator('g.ck-pj-peg[data-peg="1:0"]').click()

    # 0:1 jumped onto 1:0's hole and sent that opponent peg back to its start
    moved(page, output, before_charts, {"0:1": "track hole 26 ", "1:0": "its start area"},
          JOKER, "Peg 1:0 (player 1) is sent back to its start area")
    assert svg.locator("g.ck-pj-peg.ck-pj-landing").count() == 0
    save_screenshot(output, "pegs_and_jokers_joker_done.png")


def focused(page) -> dict:
    return page.evaluate("({key: document.activeElement.getAttribute('data-key'),"
                         " role: document.activeElement.getAttribute('role')})")


def seven_by_keyboard(page, output):
    """Card, peg and way chosen with Tab and Enter or Space: the keyboard follows each step."""
    table, svg, before_charts = player_0_to_move(output, {"0:0": "track hole 8 "})
    cards = table.locator(".ck-pj-hand .ck-pj-card.ck-target")
    assert cards.evaluate_all("cs => cs.map(c => [c.getAttribute('tabindex'), c.getAttribute('role')])") \
        == [["0", "button"]] * 5
    cards.first.focus()  # 7H, then JK: Tab and Shift+Tab walk the hand
    page.keyboard.press("Tab")
    assert focused(page) == {"key": "pj-card:1", "role": "button"}
    page.keyboard.press("Shift+Tab")
    assert focused(page) == {"key": "pj-card:0", "role": "button"}
    page.keyboard.press("Enter")
    # the keyboard moves on to the first glowing peg, 0:0; Escape goes back a step, to the card
    assert focused(page) == {"key": "pj-peg:0:0", "role": "button"}
    assert glowing(svg, "pick") == ["0:0", "2:0"]
    page.keyboard.press("Escape")
    assert focused(page) == {"key": "pj-card:0", "role": "button"}
    assert svg.locator("g.ck-pj-peg.ck-target").count() == 0
    page.keyboard.press("Enter")
    assert focused(page) == {"key": "pj-peg:0:0", "role": "button"}
    page.keyboard.press("Space")
    assert focused(page) == {"key": "pj-way:play 7H 0:0", "role": None}
    page.keyboard.press("Enter")
    moved(page, output, before_charts, {"0:0": "track hole 15 "}, "play 7H 0:0",
          "Peg 0:0 moves 7 forward from track hole 8")
