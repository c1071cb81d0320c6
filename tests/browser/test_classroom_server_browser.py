"""A class plays one Split game from four devices: a projector and three students.

The classroom's own server (``python -m cardkit.classroom``, Solara) runs on 127.0.0.1;
every request a page makes outside 127.0.0.1 is refused, as on a school network without
internet. Each student joins with the room code, plays their own turns, and a page that
reconnects keeps its seat. Every message a page receives is read: a student's holds their
own seat's observation only, the projector's no hidden card at all. (Not to be confused
with ``test_classroom_browser.py``: tables for a class inside JupyterLab.)
"""
from __future__ import annotations

import json
import os
import re
import sys
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from conftest import ROOT, SCREENSHOTS
from layout import DRAWN
from servers import free_port, serve

import cardkit
from cardkit.views.seat_view import public_observation

pytestmark = pytest.mark.browser
PLAYERS, SEED = 4, 5  # three students and a bot
WAIT_MS = 20_000


@dataclass
class Classroom:
    url: str
    code: str
    key: str
    save: Path
    log: Path

    def game(self):
        """The game as the server saved it after its last action."""
        return cardkit.load(self.save.read_text(encoding="utf-8"))


@dataclass
class Device:
    """One browser (its own cookies) and the messages its page received."""
    context: object
    page: object = None
    frames: list = field(default_factory=list)
    outside: list = field(default_factory=list)

    def open(self, url: str):
        self.page = self.context.new_page()
        self.page.on("websocket", lambda ws: ws.on("framereceived", lambda f: self.frames.append(f)))
        self.page.goto(url)
        return self.page


@contextmanager
def running_classroom(home: Path, *args: str):
    """``python -m cardkit.classroom *args`` on 127.0.0.1, in a folder without a cardkit/ of
    its own (the package is the repository's); yields its ``Classroom``."""
    pytest.importorskip("solara", reason="the classroom extra is not installed")
    port, save, log = free_port(), home / "game.json", home / "server.log"
    paths = [str(ROOT), os.environ.get("PYTHONPATH")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, paths))}
    command = [sys.executable, "-m", "cardkit.classroom", *args, "--host", "127.0.0.1",
               "--port", str(port), "--save", str(save)]
    with serve(command, env, home, f"http://127.0.0.1:{port}/", log, "the classroom server",
               timeout_s=90):
        text = log.read_text()
        code = re.search(r"room code: (\w+)", text).group(1)
        key = re.search(r"teacher key: (\S+)", text).group(1)
        yield Classroom(f"http://127.0.0.1:{port}/", code, key, save, log)


@pytest.fixture(scope="module")
def classroom(tmp_path_factory, chromium_path):
    """Split with four seats: three students and a bot."""
    with running_classroom(tmp_path_factory.mktemp("classroom"), "split", "--players", str(PLAYERS),
                           "--seed", str(SEED), "--pace", "0.3") as room:
        yield room


@pytest.fixture(scope="module", params=["push", "split"])
def bots_classroom(request, tmp_path_factory, chromium_path):
    """Push, and Split (hidden hands), with three bots: the class watches and predicts."""
    with running_classroom(tmp_path_factory.mktemp(f"{request.param}_classroom"), request.param,
                           "--players", "3", "--bots", "0,1,2", "--seed", "4", "--pace", "0.2") as room:
        yield room


def device(browser, width: int, height: int) -> Device:
    context = browser.new_context(viewport={"width": width, "height": height})
    made = Device(context)

    def only_this_machine(route):
        url = route.request.url
        if url.startswith(("http://127.0.0.1", "ws://127.0.0.1")):
            route.continue_()
        else:
            made.outside.append(url)
            route.abort()
    context.route("**/*", only_this_machine)
    return made


def join(student: Device, url: str, code: str, name: str, seated: bool = True):
    page = student.open(url)
    page.get_by_label("Room code").fill(code)
    page.get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Join the game").click()
    shown = (page.get_by_text(re.compile(rf"^{name} \(you\) — seat \d$")) if seated
             else page.get_by_text(f"{name}, every seat is taken"))
    shown.wait_for(timeout=WAIT_MS)
    return page


def wait_until(check, what: str, timeout_s: float = 20):
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout_s:.0f} s for {what}")
        time.sleep(0.1)


def targets(page) -> list[str]:
    return page.eval_on_selector_all(".ck-table [data-action]", "els => els.map(e => e.dataset.action)")


def choose(room: Classroom, page) -> str:
    """A legal action on the page's table, once it shows the game as it is now: end the turn
    when it may (a discard), else draw."""
    def fresh() -> bool:
        shown, legal = targets(page), {str(a) for a in room.game().legal_actions()}
        return bool(shown) and set(shown) <= legal
    wait_until(fresh, "the page to show the game as it is")
    actions = targets(page)
    return next((a for a in actions if a.startswith("discard")),
                "draw" if "draw" in actions else actions[0])


def play_turn(room: Classroom, page, seat: int) -> None:
    """Play ``seat``'s whole turn on its own page (draw, then discard)."""
    wait_until(lambda: room.game().current_player == seat, f"seat {seat}'s turn")
    while room.game().current_player == seat:
        n = len(room.game().history)
        text = choose(room, page)
        button = page.locator(f'.ck-table [data-action="{text}"]').first
        if not button.is_visible():  # the dock folds most actions behind "N more", as a play view's
            button.locator("xpath=ancestor::details[1]/summary").click()
        button.click()
        wait_until(lambda n=n: len(room.game().history) > n, f"seat {seat}'s {text!r}")


def views(frames) -> list[dict]:
    """Every table ``view`` in the messages a page received, in order."""
    out = []
    for frame in frames:
        if isinstance(frame, bytes):
            continue
        try:
            message = json.loads(frame)
        except ValueError:
            continue
        out += [d["view"] for d in walk(message) if isinstance(d.get("view"), dict) and "obs" in d["view"]]
    return out


def walk(value):
    if isinstance(value, dict):
        yield value
        for v in value.values():
            yield from walk(v)
    elif isinstance(value, list):
        for v in value:
            yield from walk(v)


def received_only_its_own(frames, game, seat: int | None) -> int:
    """Every view ``seat``'s page received is that seat's observation at the moment it
    shows (the projector's: the public one); no message holds a hand or the deck order."""
    seen = views(frames)
    assert seen, "the page received no table"
    for view in seen:
        moment = game.at(view["seen"])
        expected = public_observation(moment) if seat is None else moment.observation(seat)
        expected = json.loads(json.dumps(expected))  # as sent: keys are strings
        assert view["obs"] == expected, f"the page of seat {seat} received another view"
    own = set() if seat is None else {tuple(game.at(k).observation(seat).get("hand", ()))
                                      for k in range(len(game.history) + 1)}
    for frame in frames:
        if isinstance(frame, str) and frame.startswith("{"):
            for d in walk(json.loads(frame)):
                assert "deck" not in d or not isinstance(d["deck"], list), "the deck order was sent"
                if isinstance(d.get("hand"), list) and d["hand"]:
                    assert tuple(d["hand"]) in own, f"seat {seat}'s page received another hand"
    return len(seen)


def charts_sent(frames) -> str:
    """The figures (plotly JSON) of every chart widget in the messages a page received."""
    out = []
    for frame in frames:
        if isinstance(frame, str) and frame.startswith("{"):
            out += [d["figure"] for d in walk(json.loads(frame)) if isinstance(d.get("figure"), str)]
    return "\n".join(out)


def codes_in_text(text: str) -> set[str]:
    return {word for word in re.findall(r"[A-Z0-9]+", text) if word in ALL_CODES}


def ever_public(game) -> set[str]:
    """Every card code that every player saw at some moment of the game."""
    return {c for k in range(len(game.history) + 1) for c in codes_in(public_observation(game.at(k)))}


def cards_shown(page) -> Counter:
    return Counter(page.eval_on_selector_all(".ck-table [data-code]", "els => els.map(e => e.dataset.code)"))


def codes_in(obs) -> Counter:
    """The card codes an observation names, counted, wherever in it they are."""
    codes = Counter()
    for value in walk_values(obs):
        if isinstance(value, str) and value in ALL_CODES:
            codes[value] += 1
    return codes


def walk_values(value):
    if isinstance(value, dict):
        for v in value.values():
            yield from walk_values(v)
    elif isinstance(value, list):
        for v in value:
            yield from walk_values(v)
    else:
        yield value


ALL_CODES = frozenset(type(cardkit.make("split", players=2, seed=0)).all_codes())


def test_a_class_plays_one_game_from_four_devices(classroom, browser):
    projector = device(browser, 1280, 720)
    students = [device(browser, 360, 640), device(browser, 1280, 720), device(browser, 1280, 720)]
    names = ["Ana", "Ben", "Cy"]
    try:
        # the projector opens only with the teacher key: a wrong one changes nothing
        before = classroom.save.read_text()
        pp = projector.open(classroom.url + "projector")
        pp.get_by_label("Teacher key").fill("not-the-key")
        pp.get_by_role("button", name="Open the projector").click()
        pp.get_by_text("That is not the teacher key").wait_for(timeout=WAIT_MS)
        assert pp.get_by_role("button", name="Start").count() == 0
        assert classroom.save.read_text() == before
        pp.get_by_label("Teacher key").fill(classroom.key)
        pp.get_by_role("button", name="Open the projector").click()
        pp.get_by_text(f"Join at {classroom.url}").wait_for(timeout=WAIT_MS)
        assert pp.get_by_text(classroom.code, exact=True).is_visible()

        # a wrong room code seats nobody; then each student takes the next seat
        page = students[0].open(classroom.url)
        page.get_by_label("Room code").fill("QQQQ")
        page.get_by_label("Your name").fill("Ana")
        page.get_by_role("button", name="Join the game").click()
        page.get_by_text("That is not this room's code").wait_for(timeout=WAIT_MS)
        page.close()
        pages = [join(s, classroom.url, classroom.code, n) for s, n in zip(students, names, strict=True)]
        for seat, name in enumerate(names):
            pp.get_by_text(f"Seat {seat}: {name} — ● connected").wait_for(timeout=WAIT_MS)
        pp.get_by_role("button", name="Start").click()
        pp.get_by_text("Seat 3: Player 3 (bot) — bot").wait_for(timeout=WAIT_MS)

        # a double click plays once and says so
        ana = pages[0]
        wait_until(lambda: classroom.game().current_player == 0, "Ana's turn")
        ana.locator('.ck-table [data-action="draw"]').first.wait_for(timeout=WAIT_MS)
        ana.evaluate("""() => { const b = document.querySelector('.ck-table [data-action="draw"]');
                                b.click(); b.click(); }""")
        ana.get_by_text("Your move was already played: one click is enough.").wait_for(timeout=WAIT_MS)
        assert [who for who, _, _ in classroom.game().history] == [0]

        # every student plays their turns from their own device; the bot plays its own
        play_turn(classroom, ana, 0)
        for _ in range(2):
            for seat in (1, 2, 0):
                play_turn(classroom, pages[seat], seat)
        history = classroom.game().history
        assert {who for who, _, _ in history} == {0, 1, 2, 3}

        # a page that closes marks its seat disconnected; the same browser comes back to it
        pages[1].close()
        pp.get_by_text("Seat 1: Ben — ○ disconnected").wait_for(timeout=WAIT_MS)
        pages[1] = students[1].open(classroom.url)
        pages[1].get_by_text("Ben (you) — seat 1").wait_for(timeout=WAIT_MS)
        pp.get_by_text("Seat 1: Ben — ● connected").wait_for(timeout=WAIT_MS)
        play_turn(classroom, pages[1], 1)

        # paused, every page draws only what its seat may see
        pp.get_by_role("button", name="Pause").click()
        pp.get_by_role("button", name="Resume").wait_for(timeout=WAIT_MS)
        time.sleep(1)
        game = classroom.game()
        for seat, page in enumerate(pages):
            shown, allowed = cards_shown(page), codes_in(game.observation(seat))
            assert shown and not shown - allowed, f"{names[seat]}'s page draws cards it may not see"
            assert game.observation(seat)["hand"], "a student sees their own hand"
        shown = cards_shown(pp)
        assert not shown - codes_in(public_observation(game)), "the projector draws a hidden card"
        # the projector's live charts, drawn (plotly.js of its own page) from what everyone sees
        wait_until(lambda: pp.evaluate(
            "() => [...document.querySelectorAll('.ck-chart')].filter(e => e.offsetHeight > 0)"
            ".length >= 2"), "the projector's charts to be drawn")
        pp.get_by_text("The score race (players)").first.wait_for(timeout=WAIT_MS)
        charted = charts_sent(projector.frames)
        assert charted and not codes_in_text(charted) - ever_public(game), "a chart names a hidden card"
        SCREENSHOTS.mkdir(exist_ok=True)
        pp.screenshot(path=str(SCREENSHOTS / "classroom_server_projector_1280x720.png"))
        pages[0].get_by_text("Ana (you) — seat 0").scroll_into_view_if_needed()
        pages[0].screenshot(path=str(SCREENSHOTS / "classroom_server_phone_360x640.png"))

        # paused: no page offers a move
        assert all(not targets(page) for page in pages)

        # what each page received: its own seat's observation, never another hand
        counts = [received_only_its_own(d.frames, game, seat) for seat, d in enumerate(students)]
        counts.append(received_only_its_own(projector.frames, game, None))
        assert min(counts) > 3
        assert all(not d.outside for d in [projector, *students]), [d.outside for d in [projector, *students]]
    finally:
        for d in [projector, *students]:
            d.context.close()


def test_the_class_predicts_together(bots_classroom, browser):
    """The lesson's question, at the moment it arises (a bot about to draw, in both games)."""
    room = bots_classroom
    name = room.game().name
    projector = device(browser, 1280, 720)
    students = [device(browser, 360, 640), device(browser, 1280, 720)]
    try:
        pp = projector.open(room.url + "projector")
        pp.get_by_label("Teacher key").fill(room.key)
        pp.get_by_role("button", name="Open the projector").click()
        pages = [join(s, room.url, room.code, n, seated=False)
                 for s, n in zip(students, ["Ana", "Ben"], strict=True)]
        pp.get_by_role("button", name="Start").click()

        # the bots play until the lesson's question arises: then the bot waits
        pp.get_by_text("Question 1 for the class").wait_for(timeout=60_000)
        held = len(room.game().history)
        for page, guess in zip(pages, ["20%", "40%"], strict=True):
            page.get_by_text("Question 1 for the class").wait_for(timeout=WAIT_MS)
            page.get_by_label("Your guess (a chance, such as 23% or 7/30)").fill(guess)
            page.get_by_role("button", name="Send my guess").click()
            page.get_by_text(f"Your guess: {guess}.").wait_for(timeout=WAIT_MS)
        pp.get_by_text("2 guesses so far").wait_for(timeout=WAIT_MS)
        assert len(room.game().history) == held, "the bot played before the reveal"
        SCREENSHOTS.mkdir(exist_ok=True)
        pp.screenshot(path=str(SCREENSHOTS / f"classroom_server_question_{name}_1280x720.png"))
        pages[0].screenshot(path=str(SCREENSHOTS / f"classroom_server_question_{name}_phone_360x640.png"))

        # the reveal plays the action, tells the exact chance, and the class's record grows
        pp.get_by_role("button", name="Reveal").click()
        pp.get_by_text("The class's guesses so far (1 revealed)").wait_for(timeout=WAIT_MS)
        told = pp.get_by_text(re.compile("the class guessed 30% on average [(]2 guesses[)]")).first
        told.wait_for(timeout=WAIT_MS)
        assert "The exact chance was" in told.inner_text()
        game = room.game()
        assert game.history[held][1] == "draw"
        wait_until(lambda: len(room.game().history) > held + 1, "the bots to play on")
        # a student without a seat watches the public table: the projector's view, no more
        game = room.game()
        for d in [projector, *students]:
            received_only_its_own(d.frames, game, None)
        assert all(not d.outside for d in [projector, *students])
    finally:
        for d in [projector, *students]:
            d.context.close()


# ----- every game's student page on a phone, mid-game ------------------------------------
MIN_TEXT = 12  # px as drawn: the smallest text a student reads on a phone
SLACK = 1      # px of rounding where two lines of text meet
# a line's box is its font's full height, above and below the letters: a card's stacked rank
# and suit, set tight, share some of it; what the letters fill is a quarter in from each edge
INK = 0.25
PHONE_GAMES = {"push": 3, "uno-duo": 2, "cover-your-assets": 3, "split": 3, "pegs-and-jokers": 4}

# Every text on the page, the page scrolled through, as a box: the box of the element that
# holds it where that element is painted (a button, a chip, a badge: a background or a
# border), else the text's own lines, less the font's room above and below the letters;
# then every two boxes that overlap (neither holding the other) and every text under 12 px.
# Inside one chart plotly places the texts, as in the lesson (a chart is as wide on a phone
# as beside the lesson's table, and scrolls in its box): only their sizes count there.
# A box is clipped by the boxes that hide what leaves them; a box that floats over the page
# (sticky or fixed: the table's dock, on a background of its own) is not compared with what
# scrolls beneath it.
TEXT_PROBLEMS = r"""([MIN_TEXT, SLACK, INK]) => {
  const visible = (n) => n.checkVisibility({ opacityProperty: true, visibilityProperty: true });
""" + DRAWN + r"""  const hides = (v) => v === 'hidden' || v === 'clip';
  const clip = (n, r) => {
    let [l, t, rt, b] = [r.left, r.top, r.right, r.bottom];
    for (let a = n.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const c = a.getBoundingClientRect();
      if (hides(s.overflowX)) { l = Math.max(l, c.left); rt = Math.min(rt, c.right); }
      if (hides(s.overflowY)) { t = Math.max(t, c.top); b = Math.min(b, c.bottom); }
    }
    return rt - l > 0.5 && b - t > 0.5 ? { left: l, top: t, right: rt, bottom: b } : null;
  };
  const floats = (n) => { for (let a = n; a; a = a.parentElement) {
    const p = getComputedStyle(a).position; if (p === 'sticky' || p === 'fixed') return true; }
    return false; };
  const painted = (n) => { if (n instanceof SVGElement) return false;
    const s = getComputedStyle(n);
    return n.tagName === 'BUTTON' || !/rgba\(0, 0, 0, 0\)|transparent/.test(s.backgroundColor)
      || ['Top', 'Right', 'Bottom', 'Left'].some((e) => parseFloat(s[`border${e}Width`]) > 0
                                                  && s[`border${e}Style`] !== 'none'); };
  const describe = (n, t) => `"${t.slice(0, 24)}" (${n.tagName.toLowerCase()}.${[...n.classList].join('.')})`;
  const boxes = [], small = [], seen = new Set();
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    const n = t.parentElement, text = t.textContent.trim();
    if (!text || !n || ['STYLE', 'SCRIPT'].includes(n.tagName) || !visible(n)) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (!lines.length) continue;
    const size = drawn(n);
    if (size < MIN_TEXT - 0.01) small.push(`${describe(n, text)} at ${size.toFixed(1)} px`);
    const base = { node: n, what: describe(n, text), floats: floats(n), chart: n.closest('.ck-chart') };
    if (painted(n)) {
      if (seen.has(n)) continue;
      seen.add(n);
      const box = clip(n, n.getBoundingClientRect());
      if (box) boxes.push({ ...base, ...box });
    } else {
      for (const r of lines) {
        const box = clip(n, { left: r.left, right: r.right,
                              top: r.top + INK * size, bottom: r.bottom - INK * size });
        if (box) boxes.push({ ...base, ...box });
      }
    }
  }
  const overlaps = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.floats !== b.floats || a.node.contains(b.node) || b.node.contains(a.node)
          || (a.chart && a.chart === b.chart)) continue;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > SLACK && h > SLACK) {
        overlaps.push(`${a.what} and ${b.what} overlap by ${w.toFixed(0)}x${h.toFixed(0)} px`);
      }
    }
  }
  return [...small, ...overlaps];
}"""


def text_problems(page) -> list[str]:
    """Text drawn under MIN_TEXT px, and two texts drawn over each other, on ``page``."""
    return page.evaluate(TEXT_PROBLEMS, [MIN_TEXT, SLACK, INK])


def mid_game(name: str, players: int, save: Path):
    """A game the sensible bots played some way into, stopped at seat 0's turn, saved at
    ``save`` as a classroom saves it (every seat open: the student takes seat 0)."""
    from cardkit.agents import strategy
    from cardkit.classroom.room import Room

    g = cardkit.make(name, players=players, seed=3)
    bots = [strategy(name, "sensible", seed=p) for p in range(g.players)]
    while len(g.history) < 4 * players or g.current_player != 0:
        g.apply(bots[g.current_player].choose(g, g.current_player))
    Room(g, save=save, code="ABCD")
    return g


@pytest.mark.parametrize("name", list(PHONE_GAMES))
def test_every_games_student_page_on_a_phone_mid_game(name, tmp_path, browser, chromium_path):
    """At 360x640 no two lines of text are drawn over each other and none is under 12 px; the
    projector beside it is sent only public cards, its charts too."""
    game = mid_game(name, PHONE_GAMES[name], tmp_path / "game.json")
    with running_classroom(tmp_path, name, "--resume", str(tmp_path / "game.json"), "--pace", "0.3") as room:
        projector, phone = device(browser, 1280, 720), device(browser, 360, 640)
        try:
            pp = projector.open(room.url + "projector")
            pp.get_by_label("Teacher key").fill(room.key)
            pp.get_by_role("button", name="Open the projector").click()
            page = join(phone, room.url, room.code, "Ana")
            pp.get_by_role("button", name="Start").click()
            # seat 0's choices (Pegs and Jokers folds its buttons, its pegs light up)
            page.locator(".ck-table [data-action]").first.wait_for(state="attached", timeout=WAIT_MS)
            for where, p in (("projector", pp), ("phone", page)):  # plotly.js fetched, then drawn
                wait_until(lambda p=p: p.evaluate(
                    "() => [...document.querySelectorAll('.ck-chart')].filter(e => e.offsetHeight > 0)"
                    ".length >= 2"), f"the {where}'s charts to be drawn")
            page.wait_for_timeout(500)  # the table's fonts and cards settle
            assert room.game().history == game.history, "the game moved while seat 0 was to act"
            SCREENSHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SCREENSHOTS / f"classroom_phone_{name}_mid.png"), full_page=True)
            if name == "split":
                pp.screenshot(path=str(SCREENSHOTS / "classroom_projector_mid.png"), full_page=True)
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 360, \
                "the phone's page scrolls sideways"
            problems = text_problems(page)
            assert not problems, f"{name} on a phone: " + "; ".join(problems[:8])
            received_only_its_own(phone.frames, game, 0)
            received_only_its_own(projector.frames, game, None)
            codes = frozenset(type(game).all_codes())
            charted = charts_sent(projector.frames)
            public = {c for k in range(len(game.history) + 1)
                      for c in walk_values(public_observation(game.at(k))) if c in codes}
            hidden = {w for w in re.findall(r"[A-Za-z0-9+]+", charted) if w in codes} - public
            assert charted and not hidden, f"the projector's charts name hidden cards: {sorted(hidden)}"
            # the student's own charts: of what seat 0 saw, its own hand included
            mine = {c for k in range(len(game.history) + 1)
                    for c in walk_values(game.at(k).observation(0)) if c in codes}
            charted = charts_sent(phone.frames)
            hidden = {w for w in re.findall(r"[A-Za-z0-9+]+", charted) if w in codes} - mine
            assert charted and not hidden, f"the student's charts name hidden cards: {sorted(hidden)}"
            # plotly.js comes over HTTP, once: no message to a page carries it
            assert max(len(f) for f in [*phone.frames, *projector.frames]) < 200_000
            assert not phone.outside and not projector.outside
        finally:
            projector.context.close()
            phone.context.close()
