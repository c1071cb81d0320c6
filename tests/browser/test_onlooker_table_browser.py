"""The public table, seen by no seat (the classroom's projector), in JupyterLab and Chromium.

The projector sends each game's table the view ``cardkit.classroom.views.table_view`` builds
for no viewer: the public observation (``player`` None, no hand). Every renderer then draws
every player as another's (hands as counts) and no "Your hand" area, empty or not, and writes
no error to the console. Mid-game, at 1280×720.
"""
from __future__ import annotations

import pytest
from conftest import open_notebook, write_notebook

pytestmark = pytest.mark.browser

GAMES = {"push": 3, "uno-duo": 2, "cover-your-assets": 4, "split": 3, "pegs-and-jokers": 4}
# a renderer's own hand: none of these may show on an onlooker's table
OWN_HAND = (".ck-cya-hand, .ck-split-hand, .ck-uno-hand, .ck-pj-hand, .ck-viewer, "
            "[aria-label='your hand']")

SHOW = """import cardkit, ipywidgets as widgets
from cardkit.agents import strategy
from cardkit.classroom.views import table_view
from cardkit.views import Table
from cardkit.views.faces import card_faces

def public_table(name, players):
    g = cardkit.make(name, players=players, seed=2)
    bots = [strategy(name, "sensible", seed=p) for p in range(g.players)]
    for _turn in range(12):
        g.apply(bots[g.current_player].choose(g, g.current_player))
    names = [f"Player {p}" for p in range(g.players)]
    view = table_view(g, None, names, [], f"{names[g.current_player]} is to move.")
    assert view["obs"]["player"] is None and not view["obs"].get("hand")
    table = Table(game=g.name, faces=card_faces(g), view=view)
    table.add_class("ck-onlooker-" + name)
    return table

widgets.VBox([public_table(name, n) for name, n in GAMES_HERE.items()])"""


def test_every_renderer_draws_the_public_table_without_a_hand(projector_page, lab, save_screenshot):
    page = projector_page
    open_notebook(page, lab, write_notebook(lab, "onlooker.ipynb", [SHOW.replace("GAMES_HERE", repr(GAMES))]))
    found = []
    for name in GAMES:
        table = page.locator(f".ck-onlooker-{name} .ck-table")
        table.locator(".ck-board").wait_for(timeout=60_000)
        seats = table.locator(".ck-seat, .ck-pj-seat")
        if not seats.count():
            found.append(f"{name}: no seat drawn")
        hands = table.locator(OWN_HAND)
        if hands.count():
            found.append(f"{name}: an onlooker's table shows a hand of its own: "
                         f"{hands.first.evaluate('n => n.outerHTML.slice(0, 120)')}")
        text = table.inner_text()
        if "Your hand" in text or "Hand of" in text:
            found.append(f"{name}: the public table speaks of a hand of its own")
        table.scroll_into_view_if_needed()
        save_screenshot(table, f"onlooker_{name}.png")
    assert not found, "\n".join(found)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)
