"""Every game's table through a whole game, at a projector's 1280×720 (and 1920×1080).

Sensible bots play each game to its end, at its widest player count; the table is then shown
at the start, at 30 %, 60 % and 90 % of the game (each moved on to player 0's next decision,
player 0 at the screen), in the middle of one of player 0's turns after 60 %, and at game
over. At each moment ``layout.py`` measures the text as
drawn (nothing under 12 px, card faces 14 px or more), the seat and zone boxes (no overlap,
nothing leaves its box), the action buttons (all on screen without scrolling) and the main
chart (on screen, beside the table). Screenshots: ``screenshots/whole_<game>_<moment>_<w>x<h>.png``.
"""
from __future__ import annotations

import pytest
from conftest import SCREENSHOTS, open_notebook, write_notebook
from layout import measure, problems

import cardkit
from cardkit.agents import strategy

pytestmark = pytest.mark.browser

WIDEST = {  # name: (players, seed): each game at its widest table
    "push": (6, 1),
    "uno-duo": (2, 1),
    "cover-your-assets": (6, 1),
    "split": (6, 1),
    "pegs-and-jokers": (8, 1),
}
SHARES = {"start": 0.0, "30": 0.3, "60": 0.6, "90": 0.9}
LARGE = "60"  # the moment also measured at 1920×1080

SETUP = """import ipywidgets as widgets
box = widgets.VBox()
box"""

# run in the kernel (not as a cell), so that an error in it fails the test with its message
GAMES = f"""import cardkit
from cardkit.agents import strategy
from cardkit.views import play

def played(name, players, seed):
    g = cardkit.make(name, players=players, seed=seed)
    bots = [strategy(name, "sensible", seed=p) for p in range(g.players)]
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g, g.current_player))
    return g

GAMES = {{name: played(name, *deal) for name, deal in {WIDEST!r}.items()}}"""

SHOW = """shown = play(GAMES[{name!r}].at({k}), seat=0)
shown.add_class({mark!r})
box.children = [shown]"""


def played(name: str, players: int, seed: int):
    """The same game the notebook plays: dealt with ``seed``, sensible bots in every seat."""
    g = cardkit.make(name, players=players, seed=seed)
    bots = [strategy(name, "sensible", seed=p) for p in range(g.players)]
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g, g.current_player))
    return g


def moments(g) -> dict[str, int]:
    """Each share of the game moved on to player 0's next decision, and the game's end."""
    n, out = len(g.history), {}
    for label, share in SHARES.items():
        k = int(share * n)
        while k < n and g.history[k][0] != 0:
            k += 1
        out[label] = k
        # and, from there, the middle of one of player 0's turns (a second decision in a row:
        # Push's drawn card to place, UNO Duo's drawn card to keep or play)
        if label == LARGE:
            mid = next((j + 1 for j in range(k, n - 1)
                        if g.history[j][0] == 0 and g.history[j + 1][0] == 0), None)
            if mid is not None:
                out["turn"] = mid
    out["over"] = n
    return out


def kernel_run(page, code: str) -> None:
    """Run ``code`` in the notebook's kernel (no new cell); an error in it fails the test."""
    reply = page.evaluate("code => window.jupyterapp.shell.currentWidget.sessionContext.session"
                          ".kernel.requestExecute({ code }).done.then(r => r.content)", code)
    assert reply["status"] == "ok", f"{code}\n{reply.get('ename')}: {reply.get('evalue')}"


def show(page, name: str, k: int, mark: str):
    """Show the game at move ``k`` in the notebook's box, its top at the top of the notebook;
    the play view's locator once its table and main chart are drawn."""
    kernel_run(page, SHOW.format(name=name, k=k, mark=mark))
    view = page.locator(f".ck-play.{mark}")
    view.locator(".ck-table .ck-board, .ck-table .ck-result").first.wait_for(timeout=60_000)
    view.locator(".js-plotly-plot .main-svg").first.wait_for(timeout=60_000)
    settle(page, view)
    return view


def settle(page, view) -> None:
    """The play view's top at the notebook's top, once plotly and the fonts have settled."""
    view.evaluate("v => v.scrollIntoView({ block: 'start' })")
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
    page.wait_for_timeout(400)
    view.evaluate("v => v.scrollIntoView({ block: 'start' })")


def fold_problems(page, view, where: str, acting: bool) -> list[str]:
    """Open the table's first fold by the keyboard (Tab to it, then Enter): its cards show, the
    table still holds (nothing overlaps, the dock on screen), and Enter folds them again."""
    fold = view.locator(".ck-board .ck-fold-btn").first
    if not fold.count():
        return [f"{where}: no fold on a late-game table"]
    fold.focus()
    page.keyboard.press("Enter")
    opened = view.locator(".ck-board details.ck-fold-more[open]").first
    opened.wait_for(timeout=10_000)
    shown = opened.locator(".ck-fold-rest > *")
    out = [] if shown.count() and shown.first.is_visible() else [f"{where}: the fold opened empty"]
    out += problems(where, measure(view), acting)
    page.screenshot(path=str(SCREENSHOTS / "whole_push_fold_open_1280x720.png"))
    page.keyboard.press("Enter")
    if view.locator(".ck-board details.ck-fold-more[open]").count():
        out.append(f"{where}: Enter did not fold the cards again")
    return out


def test_every_table_holds_through_a_whole_game(projector_page, lab):
    page = projector_page
    open_notebook(page, lab, write_notebook(lab, "through_a_game.ipynb", [SETUP]),
                  projector=True, timeout_s=300)
    kernel_run(page, GAMES)
    SCREENSHOTS.mkdir(exist_ok=True)
    found, smallest, count = [], None, 0
    for name, deal in WIDEST.items():
        g = played(name, *deal)
        for label, k in moments(g).items():
            count += 1
            view = show(page, name, k, f"ck-moment-{count}")
            acting = k < len(g.history)
            sizes = [(1280, 720)] + ([(1920, 1080)] if label == LARGE else [])
            for width, height in sizes:
                if width != 1280:
                    page.set_viewport_size({"width": width, "height": height})
                    settle(page, view)
                where = f"{name} at move {k} of {len(g.history)} ({label}, {width}x{height})"
                m = measure(view)
                page.screenshot(path=str(SCREENSHOTS / f"whole_{name}_{label}_{width}x{height}.png"))
                found += problems(where, m, acting)
                if m["smallest"] and (smallest is None or m["smallest"][0]["size"] < smallest[0]):
                    smallest = (m["smallest"][0]["size"], where, m["smallest"][0]["what"])
                if width != 1280:
                    page.set_viewport_size({"width": 1280, "height": 720})
            if name == "push" and label == "90":
                found += fold_problems(page, view, f"{name} at move {k} (a fold opened)", acting)
    print(f"smallest text as drawn: {smallest}")
    assert not found, "\n".join(found)
    assert not page.console_log.errors, "\n".join(page.console_log.errors)
