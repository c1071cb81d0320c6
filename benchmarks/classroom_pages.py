"""How long a classroom takes to show an action on every student's page.

Starts ``python -m cardkit.classroom`` on 127.0.0.1 (Split, one student's seat and bots in
the others) and opens ``--pages`` student pages in headless Chromium, each its own browser
(its own session): one holds seat 0, the others wait for a seat and watch the public table.
Then the game runs for ``--actions`` actions (the bots, and the seated student's page
choosing its first action). For every action it reports the time from the moment the
server saved it to the moment each page drew a table that holds it (the first ``seen`` at
or past it in a websocket message, then the next animation frame: a busy server sends a
page the newest table, not each one between): median and worst, over all pages and
actions, with the machine's load average; and the server's own part, from its log: each
round of telling every page of a change, its wall time and the server's CPU time. Needs
the ``classroom`` extra, Debian ``chromium`` and Playwright, as the browser tests do.

    python benchmarks/classroom_pages.py --pages 40 --actions 30
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# each page notes when a table view with a new `seen` arrived, and when it was next painted
RECORD = """
window.__drawn = {};
const Native = window.WebSocket;
window.WebSocket = function (...args) {
  const ws = new Native(...args);
  ws.addEventListener("message", (event) => {
    if (typeof event.data !== "string") return;
    for (const m of event.data.matchAll(/"seen": ?(\\d+)/g)) {
      const n = Number(m[1]);
      if (!(n in window.__drawn)) requestAnimationFrame(() => { window.__drawn[n] ??= Date.now(); });
    }
  });
  return ws;
};
window.WebSocket.prototype = Native.prototype;
Object.assign(window.WebSocket, Native);
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(home: Path, port: int, pace: float) -> tuple[subprocess.Popen, str]:
    paths = [str(ROOT), os.environ.get("PYTHONPATH")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, paths)),
           "CARDKIT_CLASSROOM_LOG": "INFO"}  # the server logs each round of telling the pages
    log = home / "server.log"
    cmd = [sys.executable, "-m", "cardkit.classroom", "split", "--players", "4", "--bots", "1,2,3",
           "--seed", "1", "--host", "127.0.0.1", "--port", str(port), "--pace", str(pace),
           "--save", str(home / "game.json")]
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, env=env, cwd=home, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2):
                break
        except OSError:
            time.sleep(0.5)
    return proc, log.read_text()


def watch_saves(save: Path, applied: dict[int, float], stop: threading.Event) -> None:
    """The wall-clock time each action was saved (the file is replaced whole after each)."""
    last = None
    while not stop.is_set():
        try:
            stamp = save.stat().st_mtime_ns
        except FileNotFoundError:
            stamp = None
        if stamp != last and stamp is not None:
            last = stamp
            now = time.time() * 1000
            try:
                n = len(json.loads(save.read_text())["actions"])
            except (ValueError, KeyError, OSError):
                continue
            applied.setdefault(n, now)
        time.sleep(0.002)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, default=40)
    ap.add_argument("--actions", type=int, default=30)
    ap.add_argument("--pace", type=float, default=1.5, help="seconds between bot moves")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    before = os.getloadavg()  # the machine's own load, before the pages add theirs
    print(f"load average before: {before[0]:.1f} {before[1]:.1f} {before[2]:.1f}")

    home = Path(tempfile.mkdtemp(prefix="classroom-bench-"))
    port = free_port()
    proc, banner = start_server(home, port, args.pace)
    code = re.search(r"room code: (\w+)", banner).group(1)
    key = re.search(r"teacher key: (\S+)", banner).group(1)
    url = f"http://127.0.0.1:{port}/"
    applied: dict[int, float] = {}
    stop = threading.Event()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=shutil.which("chromium"),
                                         args=["--no-sandbox", "--disable-gpu",
                                               "--disable-background-networking"])
            pages = []
            started = time.monotonic()
            for i in range(args.pages):
                context = browser.new_context(viewport={"width": 360, "height": 640})
                context.add_init_script(RECORD)
                page = context.new_page()
                page.goto(url)
                page.get_by_label("Room code").fill(code)
                page.get_by_label("Your name").fill(f"Student {i}")
                page.get_by_role("button", name="Join the game").click()
                page.locator(".ck-table").wait_for(timeout=120_000)
                pages.append(page)
            print(f"{args.pages} pages joined in {time.monotonic() - started:.1f} s")
            teacher = browser.new_context().new_page()
            teacher.goto(url + "projector")
            teacher.get_by_label("Teacher key").fill(key)
            teacher.get_by_role("button", name="Open the projector").click()
            threading.Thread(target=watch_saves, args=(home / "game.json", applied, stop),
                             daemon=True).start()
            teacher.get_by_role("button", name="Start").click()
            seated = pages[0]
            while len(applied) < args.actions:
                play(seated)
                seated.wait_for_timeout(200)
            seated.wait_for_timeout(3000)
            drawn = [page.evaluate("() => window.__drawn") for page in pages]
            browser.close()
    finally:
        stop.set()
        proc.terminate()
        proc.wait(timeout=20)
    report(applied, drawn, args)
    report_rounds((home / "server.log").read_text(), args.pages)


def play(page) -> None:
    """The seated student's move, when they have one: a discard (ends Split's turn), else
    the first action offered (draw). The dock folds most actions behind "N more"."""
    actions = page.eval_on_selector_all(".ck-table [data-action]", "els => els.map(e => e.dataset.action)")
    if not actions:
        return
    text = next((a for a in actions if a.startswith("discard")), actions[0])
    button = page.locator(f'.ck-table [data-action="{text}"]').first
    try:
        if not button.is_visible():
            button.locator("xpath=ancestor::details[1]/summary").click(timeout=2000)
        button.click(timeout=2000)
    except Exception:  # the table was drawn again under the click: the next round tries again
        pass


def report(applied: dict[int, float], drawn: list[dict], args) -> None:
    delays, worst_each = [], []
    for n, at in sorted(applied.items()):
        if n == 0 or n > args.actions:
            continue  # the deal, saved before the pages were watched; or saved while they were read
        # a page that was busy is sent the newest table: that one shows this action too
        times = [min((t for k, t in page.items() if int(k) >= n), default=None) for page in drawn]
        shown = [t - at for t in times if t is not None]
        if len(shown) < len(drawn):
            print(f"action {n}: {len(drawn) - len(shown)} of {len(drawn)} pages never showed it")
        if shown:
            delays += shown
            worst_each.append(max(shown))
    load = os.getloadavg()
    print(f"{args.pages} pages, {len(worst_each)} actions, load average {load[0]:.1f} at the "
          f"end (the pages' own included) on {os.cpu_count()} CPUs")
    print(f"action to a page showing it: median {statistics.median(delays) / 1000:.2f} s, "
          f"worst {max(delays) / 1000:.2f} s")
    print(f"action to every page showing it: median {statistics.median(worst_each) / 1000:.2f} s, "
          f"worst {max(worst_each) / 1000:.2f} s")
    print("each action, to its last page (s): " + " ".join(f"{w / 1000:.1f}" for w in worst_each))



ROUND = re.compile(r"round: told (\d+) pages in ([\d.]+) ms, ([\d.]+) ms of CPU")


def report_rounds(log: str, pages: int) -> None:
    """The server's own part: each round of telling every page (the students' and the
    projector's) of a change, as the server logged it, wall time and the server's CPU."""
    rounds = [(float(w), float(c)) for n, w, c in ROUND.findall(log) if int(n) >= pages]
    if not rounds:
        print("the server logged no round of every page")
        return
    walls, cpus = [w for w, _ in rounds], [c for _, c in rounds]
    print(f"the server telling all {pages}+ pages of a change, {len(rounds)} rounds: wall median "
          f"{statistics.median(walls):.0f} ms, worst {max(walls):.0f} ms; its CPU median "
          f"{statistics.median(cpus):.0f} ms ({statistics.median(cpus) / pages:.1f} ms a page)")


if __name__ == "__main__":
    main()
