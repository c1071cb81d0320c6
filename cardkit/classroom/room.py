"""``Room``: one game that a class plays together, each student at a seat of their own device.

The room holds the game, which session holds which seat, the bots in the other seats, the
teacher's key and the pace. Every change goes through one lock and is checked here, never
in a page: an action is refused, with a sentence a student can act on and the game left as
it was, when it is for another seat, for a moment the game has moved on from, a second
click, or (a teacher's control) without the key. After every action the game is written to
its save file (``game.to_json()``), so ``Room.resume`` goes on at the same action.

Pages learn of a change through ``listen``: the room calls the listeners from a thread of
its own, never while it holds its lock, so that one page's click never waits for another
page (two students clicking at once would otherwise lock each other out).
"""
from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import logging
import os
import secrets
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core import ConfigError, Game, IllegalMove
from ..i18n import _
from ..registry import load, make
from ..views.seat_view import public_observation
from ..views.seats import has_private_information, make_bots
from . import charts, predict

log = logging.getLogger(__name__)
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread on a projector
NAME_LENGTH = 24
BROADCASTERS = 4  # pages drawn at once after a change
BOT = "sensible"


@dataclass(frozen=True)
class Reply:
    """What the room answers to an action or a control: done, or refused with why."""
    ok: bool
    message: str = ""


@dataclass
class Seat:
    """One player of the game: the student holding it (by session), or a bot, or open."""
    player: int
    name: str = ""
    holder: str | None = None  # the hash of the holding session: a file never holds a session
    bot: str | None = None     # the strategy's name while a bot plays the seat

    @property
    def open(self) -> bool:
        return self.holder is None and self.bot is None


def session_key(session: str) -> str:
    """What the room keeps of a session id: its hash (the save file holds no usable id)."""
    return hashlib.sha256(session.encode("utf-8")).hexdigest()


def new_code(length: int = 4) -> str:
    """A short room code to type on a phone, such as ``K7QM``."""
    return "".join(secrets.choice(CODE_LETTERS) for _letter in range(length))


def clean_name(name: Any) -> str:
    """A student's name as the table shows it: printable, trimmed, at most 24 characters."""
    text = " ".join(str(name or "").split())
    text = "".join(ch for ch in text if ch.isprintable())
    return text[:NAME_LENGTH]


class Room:
    """One game played by a class: see the module's docstring."""

    def __init__(self, game: Game, bots: list[int] | tuple[int, ...] = (),
                 save: str | os.PathLike | None = None, code: str | None = None,
                 teacher_key: str | None = None, pace: float = 1.0, ask: bool = True):
        self.game = game
        self.private = has_private_information(game)  # whether players see different things
        self._public: tuple[Any, dict] | None = None     # (position, public observation)
        self.points: dict[int, dict] = {}  # actions played: the projector charts' public point
        self.question = predict.question_for(game) if ask else None
        self.asking: predict.ClassRound | None = None  # the question the class answers now
        self.results: list[predict.ClassResult] = []
        self._asked_at: int | None = None  # the action the last question was about
        self.code = (code or new_code()).upper()
        self.teacher_key = teacher_key or secrets.token_urlsafe(9)
        self.save_path = Path(save or f"classroom-{game.name}-{self.code}.json").resolve()
        self.pace = pace
        self.seats = [Seat(p) for p in range(game.players)]
        for p in bots:
            self.seats[game.seat(p)].bot = BOT
        self.started = False
        self.running = False
        self.waiting: dict[str, str] = {}  # session hash: name, students with no seat yet
        self.pages: dict[str, int] = {}    # session hash: pages open, seated or not
        self.notice = ""                   # what the teacher's last control did, for everyone
        self.version = 0                   # grows with every change the pages must show
        self.lock = threading.RLock()
        self._bots: dict[int, Any] = {}
        self._listeners: dict[int, Callable[[], None]] = {}
        self._next_listener = 0
        self._changed = threading.Event()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._last_move = time.monotonic()
        self._make_bots()
        # a game resumed (or handed in) mid-way: the projector's race from its first action
        self.points = {k: charts.point(public_observation(game.at(k))) for k in range(len(game.history))}
        self._saved()
        self._save_seats()

    # ----- resuming -----------------------------------------------------------------
    @classmethod
    def resume(cls, path: str | os.PathLike, **kwargs: Any) -> Room:
        """The room of the game saved at ``path``, at its last action; the seats (names, bots,
        which browser holds which) come back from the file beside it when it is there."""
        path = Path(path)
        try:
            game = load(path.read_bytes())
        except OSError as e:
            raise ConfigError(_("cannot read the saved game {path!r}: {why}").format(
                path=str(path), why=e.strerror or e)) from None
        seats = seats_file(path)
        try:
            kept = json.loads(seats.read_text(encoding="utf-8")) if seats.is_file() else {}
        except (OSError, ValueError) as e:
            raise ConfigError(_("cannot read who sits where from {path!r} ({why}): move the "
                                "file away to resume the game with every seat open").format(
                path=str(seats), why=e)) from None
        room = cls(game, save=path, code=kwargs.pop("code", None) or kept.get("code"), **kwargs)
        for seat, saved in zip(room.seats, kept.get("seats", []), strict=False):
            seat.name, seat.holder, seat.bot = saved.get("name", ""), saved.get("holder"), saved.get("bot")
        room.started = bool(kept.get("started", game.history))
        room._make_bots()
        room._save_seats()
        return room

    # ----- seats ---------------------------------------------------------------------
    def join(self, session: str, name: Any, code: Any = None) -> Reply:
        """A student asks for a seat with the room's ``code``: the same session gets its own
        seat back; otherwise the first open seat, else they wait until the teacher hands
        them one."""
        key, name = session_key(session), clean_name(name)
        with self.lock:
            seat = self._seat_of(key)
            if seat is not None:
                return Reply(True, _("Welcome back: you play seat {seat}.").format(seat=seat.player))
            if not isinstance(code, str) or code.strip().upper() != self.code:
                return Reply(False, _("That is not this room's code: look at the projector."))
            if not name:
                return Reply(False, _("Please type your name first."))
            free = next((s for s in self.seats if s.open), None)
            if free is None:
                self.waiting[key] = name
                self._touch()
                return Reply(False, _("Every seat is taken: the teacher can hand you one. Please wait."))
            free.name, free.holder = name, key
            self.waiting.pop(key, None)
            self._hide_question()
            self._save_seats()
            self._touch()
            return Reply(True, _("You play seat {seat}.").format(seat=free.player))

    def seat_of(self, session: str) -> int | None:
        """The seat this session holds, or None."""
        with self.lock:
            seat = self._seat_of(session_key(session))
            return None if seat is None else seat.player

    def waiting_for(self, session: str) -> str:
        """The name of this session's student while they wait for a seat ("" if they don't)."""
        with self.lock:
            return self.waiting.get(session_key(session), "")

    def connect(self, session: str, change: int) -> None:
        """A page of this session opened (``+1``) or closed (``-1``): the projector shows
        who is here, and a seat whose pages all closed as disconnected."""
        key = session_key(session)
        with self.lock:
            self.pages[key] = max(0, self.pages.get(key, 0) + change)
            self._touch()

    def connected(self, player: int) -> bool:
        """Whether the student holding seat ``player`` has a page open."""
        with self.lock:
            holder = self.seats[player].holder
            return holder is not None and self.pages.get(holder, 0) > 0

    def names(self, viewer: int | None = None) -> list[str]:
        """How the table names each seat: the student's name, "(you)" on their own page."""
        out = []
        for seat in self.seats:
            if seat.bot is not None:
                out.append(_("Player {p} (bot)").format(p=seat.player))
            elif seat.holder is not None:
                out.append(_("{name} (you)").format(name=seat.name) if seat.player == viewer
                           else seat.name)
            else:
                out.append(_("Player {p} (open seat)").format(p=seat.player))
        return out

    def public(self) -> dict[str, Any]:
        """The public observation of the game now, worked out once a position (every page
        watching the public table is sent the same)."""
        with self.lock:
            g = self.game
            position = (g, len(g.history), g.history[-1] if g.history else None)
            kept = self._public
            if (kept is None or kept[0][0] is not g or kept[0][1] != position[1]
                    or kept[0][2] is not position[2]):
                kept = self._public = (position, public_observation(g))
            return kept[1]

    def snapshot(self) -> Game:
        """A copy of the game now, for a page to work its charts out from while the room
        goes on (a page holding the room's lock would hold up every other page)."""
        with self.lock:
            return self.game.clone()

    # ----- a student's action ----------------------------------------------------------
    def act(self, session: str, text: Any, seen: Any) -> Reply:
        """The page of ``session`` chose ``text`` on the table as it stood after ``seen``
        actions. Played for that session's own seat only, and only if the game is still
        where the page saw it; anything else is refused and changes nothing."""
        with self.lock:
            seat = self._seat_of(session_key(session))
            refused = self._refusal(seat, text, seen)
            if refused:
                return Reply(False, refused)
            try:
                self.game.apply(text)
            except IllegalMove as e:
                return Reply(False, _("Not allowed: {reason}").format(reason=e.reason))
            self._played()
            return Reply(True)

    def _refusal(self, seat: Seat | None, text: Any, seen: Any) -> str:
        """Why this action may not be played now ("" when it may)."""
        g = self.game
        if seat is None:
            return _("You have no seat in this game: join it first.")
        if not isinstance(text, str) or seen.__class__ is not int:
            return _("Your page sent an action the room cannot read: please reload the page.")
        if seen != len(g.history):
            last = g.history[-1] if g.history else None
            if seen == len(g.history) - 1 and last is not None and last[:2] == (seat.player, text):
                return _("Your move was already played: one click is enough.")
            return _("The game moved on since your page showed it: look at the table again.")
        if g.is_over:
            return _("The game is over.")
        if g.current_player != seat.player:
            return _("It is {name}'s turn, not yours.").format(name=self.names()[g.current_player])
        if not self.started:
            return _("The game has not started yet: wait for the teacher.")
        if not self.running:
            return _("The teacher has paused the game: wait for it to go on.")
        return ""

    # ----- the class predicts together -----------------------------------------------------
    def guess(self, session: str, answer: Any) -> Reply:
        """A student's guess at the question asked now (a second one replaces the first)."""
        key = session_key(session)
        with self.lock:
            if self._seat_of(key) is None and key not in self.waiting:
                return Reply(False, _("Join the game first: then you can guess."))
            if self.asking is None:
                return Reply(False, _("No question is asked now: wait for the next one."))
            value, message = predict.read_guess(answer)
            if value is None:
                return Reply(False, message)
            self.asking.guesses[key] = value
            self._touch()
            return Reply(True, message)

    def guessed(self, session: str) -> float | None:
        """This session's guess at the question asked now."""
        with self.lock:
            return None if self.asking is None else self.asking.guesses.get(session_key(session))

    def seated(self) -> bool:
        """Whether a student holds a seat."""
        return any(seat.holder is not None for seat in self.seats)

    def _ask(self, chosen: Any) -> bool:
        """Before a bot's action: hold it back and ask the class, if the question is about it
        (and the class may see it, and the last question is a few actions back)."""
        g, q, n = self.game, self.question, len(self.game.history)
        last = self._asked_at
        if (q is None or self.asking is not None or not predict.may_ask(g, self.seated())
                or (last is not None and last <= n < last + predict.QUESTION_GAP)
                or not q.moment(g, chosen)):
            return False
        self.asking = predict.ClassRound(len(self.results) + 1, q.ask(g, chosen),
                                         q.action(g, chosen), g.at(len(g.history)))
        self.notice = _("A question for the class: guess on your device.")
        self._touch()
        return True

    def _hide_question(self) -> None:
        """A student took a seat: a question showing a hidden hand is not asked any more."""
        if self.asking is not None and not predict.may_ask(self.game, self.seated()):
            self.asking = None

    def _reveal(self) -> Reply:
        asked = self.asking
        if asked is None:
            return Reply(False, _("No question is asked now."))
        self._asked_at = len(self.game.history)
        events = self.game.apply(asked.action)
        result = predict.reveal(self.question, asked, self.game, events)
        self.results.append(result)
        self.asking = None
        self._played()
        return Reply(True, result.sentence)

    # ----- the teacher's controls ------------------------------------------------------
    def is_teacher(self, key: Any) -> bool:
        return isinstance(key, str) and hmac.compare_digest(key.encode(), self.teacher_key.encode())

    def control(self, key: Any, command: str, *args: Any) -> Reply:
        """A teacher's control: ``start``, ``pause``, ``resume``, ``step``, ``undo``,
        ``new_game`` (``"same"`` or ``"new"`` seed), ``to_bot`` (seat), ``open_seat``
        (seat: to the next student waiting), ``reveal`` (the question asked now). Without
        the teacher's key nothing happens."""
        if not self.is_teacher(key):
            return Reply(False, _("Only the teacher can do that: the teacher key is needed."))
        action = self.CONTROLS.get(command)
        if action is None:
            return Reply(False, _("There is no control {command}: the controls are {controls}.")
                         .format(command=repr(command), controls=", ".join(self.CONTROLS)))
        with self.lock:
            reply = action(self, *args)
            if reply.ok:
                self.notice = reply.message
            self._touch()
            return reply

    def _start(self) -> Reply:
        for seat in self.seats:
            if seat.open:
                seat.bot = BOT
        self._make_bots()
        self.started = self.running = True
        self._last_move = time.monotonic()
        self._save_seats()
        return Reply(True, _("The game is on: bots play the seats nobody took."))

    def _pause(self) -> Reply:
        if not self.running:
            return Reply(False, _("The game is already paused."))
        self.running = False
        return Reply(True, _("The teacher paused the game."))

    def _resume(self) -> Reply:
        if not self.started:
            return self._start()
        self.running = True
        self._last_move = time.monotonic()
        return Reply(True, _("The game goes on."))

    def _step(self) -> Reply:
        if not self.started:
            return Reply(False, _("Start the game first."))
        if self.asking is not None:
            return Reply(False, _("A question is asked: press Reveal first."))
        if not self._bot_move():
            if self.asking is not None:
                return Reply(True, self.notice)
            return Reply(False, _("No bot is to move now."))
        return Reply(True, _("The teacher played one bot move."))

    def _undo(self) -> Reply:
        if not self.game.history:
            return Reply(False, _("Nothing to undo yet."))
        self.game.undo()
        self.running, self.asking = False, None
        self._saved()
        return Reply(True, _("The last action was taken back; the game is paused."))

    def _new_game(self, seed: str = "same") -> Reply:
        if seed not in ("same", "new"):
            return Reply(False, _("A new game keeps the 'same' seed or takes a 'new' one, not "
                                  "{seed}.").format(seed=repr(seed)))
        g = self.game
        number = g.seed if seed == "same" else secrets.randbelow(1_000_000)
        self.game = make(g.name, players=g.players, seed=number, **dataclasses.asdict(g.options))
        self.running, self.asking = False, None
        self._make_bots()
        self._saved()
        return Reply(True, _("A new game, seed {seed}: press Start or Resume to play.")
                     .format(seed=number))

    def _to_bot(self, player: Any) -> Reply:
        seat = self._seat(player)
        if seat is None:
            return Reply(False, _("There is no seat {seat}.").format(seat=repr(player)))
        if seat.bot is not None:
            return Reply(False, _("A bot already plays seat {seat}.").format(seat=seat.player))
        self._unseat(seat)
        seat.bot = BOT
        self._make_bots()
        self._save_seats()
        return Reply(True, _("A bot plays seat {seat} now.").format(seat=seat.player))

    def _open_seat(self, player: Any) -> Reply:
        seat = self._seat(player)
        if seat is None:
            return Reply(False, _("There is no seat {seat}.").format(seat=repr(player)))
        before = seat.holder
        self._unseat(seat)
        seat.bot = None
        nxt = next((k for k in self.waiting if k != before), None)
        if nxt is not None:
            seat.name, seat.holder = self.waiting.pop(nxt), nxt
        self._make_bots()
        self._hide_question()
        self._save_seats()
        if seat.holder is None:
            return Reply(True, _("Seat {seat} is open: the next student to join takes it.")
                         .format(seat=seat.player))
        return Reply(True, _("{name} plays seat {seat} now.").format(name=seat.name, seat=seat.player))

    CONTROLS: dict[str, Callable[..., Reply]] = {
        "start": _start, "pause": _pause, "resume": _resume, "step": _step, "undo": _undo,
        "new_game": _new_game, "to_bot": _to_bot, "open_seat": _open_seat, "reveal": _reveal}

    # ----- the bots ----------------------------------------------------------------------
    def bot_due(self) -> bool:
        """Whether a bot is to move now on its own (the game on, a bot's turn, its pause over)."""
        with self.lock:
            return (self.running and self.asking is None and self.game.current_player in self._bots
                    and time.monotonic() - self._last_move >= self.pace)

    def run_bots(self) -> int:
        """Play the bots' moves that are due (the pacer does this on its own); returns how many."""
        played = 0
        while self.bot_due():
            with self.lock:
                if self.bot_due() and self._bot_move():
                    played += 1
        return played

    def _bot_move(self) -> bool:
        g = self.game
        bot = self._bots.get(g.current_player)
        if bot is None or g.is_over or self.asking is not None:
            return False
        chosen = bot.choose(g, g.current_player)
        if self._ask(chosen):
            return False
        g.apply(chosen)
        self._played()
        return True

    def _make_bots(self) -> None:
        made = make_bots(self.game, {s.player: s.bot for s in self.seats if s.bot}, None)
        self._bots = {p: made[p] for p in made}

    # ----- listening and the background threads -------------------------------------------
    def listen(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Call ``callback()`` after every change (from the room's own thread); returns the
        function that stops it."""
        with self.lock:
            number = self._next_listener
            self._next_listener += 1
            self._listeners[number] = callback
        return lambda: self._listeners.pop(number, None)

    def start(self) -> None:
        """Start the broadcaster (tells the pages) and the pacer (moves the bots)."""
        for target in (self._broadcast, self._pacer):
            thread = threading.Thread(target=target, daemon=True, name=f"classroom-{target.__name__}")
            thread.start()
            self._threads.append(thread)

    def stop(self) -> None:
        self._stop.set()
        self._changed.set()
        for thread in self._threads:
            thread.join(timeout=5)

    def _broadcast(self) -> None:
        """Tell every page, a few at a time (a page's drawing waits on its socket, too); the
        changes made meanwhile are told together in the next round. Each round is logged
        (level INFO): how many pages, how long, and the server's CPU time in it."""
        with ThreadPoolExecutor(BROADCASTERS, thread_name_prefix="classroom-page") as pool:
            while not self._stop.is_set():
                self._changed.wait()
                self._changed.clear()
                wall, cpu = time.perf_counter(), time.process_time()
                listeners = list(self._listeners.values())
                for done in [pool.submit(_tell, c) for c in listeners]:
                    done.result()
                log.info("round: told %d pages in %.1f ms, %.1f ms of CPU", len(listeners),
                         1000 * (time.perf_counter() - wall), 1000 * (time.process_time() - cpu))

    def _pacer(self) -> None:
        while not self._stop.wait(0.1):
            self.run_bots()

    # ----- bookkeeping ----------------------------------------------------------------
    def _seat_of(self, key: str) -> Seat | None:
        return next((s for s in self.seats if s.holder == key), None)

    def _seat(self, player: Any) -> Seat | None:
        if player.__class__ is not int or not 0 <= player < len(self.seats):
            return None
        return self.seats[player]

    def _unseat(self, seat: Seat) -> None:
        """The student leaves the seat and waits for another one."""
        if seat.holder is not None:
            self.waiting[seat.holder] = seat.name
        seat.holder, seat.name = None, ""

    def _played(self) -> None:
        self._last_move = time.monotonic()
        self.notice = ""
        self._saved()

    def _saved(self) -> None:
        write_atomic(self.save_path, self.game.to_json())
        n = len(self.game.history)  # the moments undone (or of the last game) are forgotten
        self.points = {k: v for k, v in self.points.items() if k < n}
        self.points[n] = charts.point(self.public())
        self._touch()

    def _save_seats(self) -> None:
        kept = {"code": self.code, "started": self.started,
                "seats": [{"name": s.name, "holder": s.holder, "bot": s.bot} for s in self.seats]}
        write_atomic(seats_file(self.save_path), json.dumps(kept, indent=1))

    def _touch(self) -> None:
        self.version += 1
        self._changed.set()


def _tell(callback: Callable[[], None]) -> None:
    try:
        callback()
    except Exception:  # one closed page must not stop the others
        log.exception("a classroom page could not be told of a change")


def seats_file(save: Path) -> Path:
    """The file beside a saved game that keeps who sits where (``push.json`` → ``push.seats.json``)."""
    return save.with_name(save.stem + ".seats.json")


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` so that a crash leaves the old file or the new one, never half of one."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


__all__ = ["Reply", "Room", "Seat", "clean_name", "new_code", "session_key"]
