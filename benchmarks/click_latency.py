"""Click to updated table and charts, end to end in JupyterLab and headless Chromium.

    python benchmarks/click_latency.py [--clicks 12] [--games push,split]

For each game, a scratch notebook shows ``play(game, seat=0)`` (bots at the other seats).
The benchmark clicks one of the person's action buttons at a time (seeded choice; on
Pegs and Jokers' board, a card then a peg that sends a play), and the Step button while a
bot is to move, and measures in the page, from the click's event time,
until the last change of the table and its charts (the end of the DOM mutations under the
play view, once 600 ms pass without another). Prints the median and the worst of each game
in milliseconds, for the person's clicks and for Step, with the machine's load: on a shared
machine the figures rise with other people's work. Aim: median under 200 ms on an idle machine.

Needs Debian ``chromium`` and Playwright for Python (as the browser tests do).
"""
from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from _common import ROOT, machine
from playwright.sync_api import TimeoutError as PlaywrightTimeout

sys.path.insert(0, str(ROOT / "tests" / "browser"))

from classroom import GAMES, IMPORTS  # noqa: E402
from conftest import CHROMIUM_ARGS, open_notebook, running_lab, write_notebook  # noqa: E402

QUIET_MS = 600

# Installed once per page: every mutation under a play view stamps the time; a click (capture
# phase, before the widget's own handler) starts a new measurement.
WATCH = """() => {
  const w = window.__ck = { start: null, last: null, changes: 0 };
  new MutationObserver(() => { w.last = performance.now(); w.changes++; })
    .observe(document.querySelector('.ck-play'), { subtree: true, childList: true,
                                                   attributes: true, characterData: true });
  document.addEventListener('click', (e) => {
    if (e.target.closest('.ck-play')) { w.start = e.timeStamp; w.last = null; w.changes = 0; }
  }, true);
}"""

SETTLED = f"""() => {{
  const w = window.__ck;
  return w.last !== null && w.last > w.start && performance.now() - w.last > {QUIET_MS}
    && !document.querySelector(".ck-play .ck-table.ck-busy");
}}"""


def measure(page, target) -> float | None:
    """Click ``target``; the milliseconds from the click to the play view's last change."""
    target.click()
    try:
        page.wait_for_function(SETTLED, timeout=30_000, polling=100)
    except PlaywrightTimeout:  # the click reached nothing that changes (printed, not counted)
        print("    no change after a click:", page.evaluate("() => JSON.stringify(window.__ck)"))
        return None
    return page.evaluate("() => window.__ck.last - window.__ck.start")


def one_game(page, lab, name: str, clicks: int, rng: random.Random) -> tuple[list[float], list[float]]:
    _, players, seed = GAMES[name]
    code = f"view = play(cardkit.make({name!r}, players={players}, seed={seed}), seat=0)\nview"
    path = write_notebook(lab, f"latency_{name}.ipynb", [IMPORTS, code])
    open_notebook(page, lab, path, projector=True)
    page.wait_for_selector(".ck-play .ck-table .ck-board", timeout=120_000)
    page.wait_for_timeout(2000)  # the first charts drawn
    page.evaluate(WATCH)
    mine, steps = [], []
    step = page.locator(".ck-play .ck-controls button", has_text="Step")
    for _ in range(20 * clicks):
        if len(mine) >= clicks or page.locator(".ck-play .ck-result").count():
            break
        buttons = page.locator(".ck-play .ck-actions button:visible, "
                               ".ck-play .ck-board .ck-target[data-action]:visible")
        select = page.locator(".ck-play .ck-board .ck-target:not([data-action]):visible")
        if buttons.count():
            mine.append(measure(page, buttons.nth(rng.randrange(buttons.count()))))
        elif select.count():  # Pegs and Jokers: a card first (drawn at once, no kernel)
            select.nth(rng.randrange(select.count())).click()
        elif step.is_enabled():
            steps.append(measure(page, step))
        else:
            page.wait_for_timeout(200)
    return [t for t in mine if t is not None], [t for t in steps if t is not None]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=12, help="the person's clicks per game")
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    print(f"click -> updated table and charts, in JupyterLab + headless Chromium\n{machine()}")
    with tempfile.TemporaryDirectory() as home, running_lab(Path(home)) as lab, \
            sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=shutil.which("chromium"), headless=True,
                                     args=CHROMIUM_ARGS)
        page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
        for name in args.games.split(","):
            mine, steps = one_game(page, lab, name, args.clicks, random.Random(1))
            row = f"  {name:<18}"
            for label, xs in [("click", mine), ("Step", steps)]:
                if xs:
                    row += (f"  {label}: median {statistics.median(xs):6.0f} ms, worst "
                            f"{max(xs):6.0f} ms ({len(xs)})")
            print(row, flush=True)
        browser.close()
    print(machine())


if __name__ == "__main__":
    main()
