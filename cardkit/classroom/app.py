"""The classroom's pages, served by Solara (``cardkit classroom GAME`` starts them).

``/``: a student joins with the room code and a name, then sees the table as their seat
sees it. ``/projector``: the teacher's key, then the public table, the log, who is here and
the controls. A page learns of a change from the room's broadcaster thread, which re-draws
it under that page's own lock; a page's click never takes another page's lock.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from html import escape
from types import MappingProxyType
from typing import Any

import solara
import solara.server.kernel_context as kernel_context

from ..i18n import N_, _, ngettext, write_digits
from ..lessons.predict import new_figure, update_figure
from ..views.charts.live import PlotlyScript
from ..views.faces import card_faces
from ..views.narration import Narration
from ..views.panel import ChartPanel
from . import server
from .charts import ProjectorCharts
from .predict import calibration, why_no_question
from .qr import join_address, qr_svg
from .room import Room
from .table import seat_table
from .views import projector_view, seat_view

PAGE_CSS = """
.ck-room { max-width: 1280px; margin: 0 auto; padding: 8px; font-size: 16px; }
.ck-room .ck-table { max-width: 100%; overflow-x: auto; }
.ck-room-title { font-size: 20px; font-weight: 600; }
.ck-room-message { font-size: 16px; padding: 6px 10px; border-left: 4px solid #b00020; background: #fdecea; }
.ck-room-note { font-size: 16px; padding: 6px 10px; border-left: 4px solid #1565c0; background: #e8f0fe; }
.ck-room-code { font-size: 40px; font-weight: 700; letter-spacing: 6px; }
.ck-room-seats td, .ck-room-seats th { padding: 4px 8px; font-size: 16px; text-align: left; }
.ck-room-log { max-height: 320px; overflow: auto; border: 1px solid #ddd; padding: 2px 6px; }
.ck-room-side { flex: 0 1 560px; min-width: 0; }
.ck-room-question { border: 2px solid #1565c0; border-radius: 8px; padding: 6px 10px; }
.ck-room-calibration td, .ck-room-calibration th { padding: 2px 8px; text-align: left; }
.ck-room-main { flex: 1 1 560px; min-width: 0; }
@media (max-width: 600px) {
  .ck-room { padding: 2px; } .ck-room-code { font-size: 28px; }
  /* a chart is drawn 430 px wide: on a phone it scrolls sideways in its own box, the page not */
  .ck-room .ck-chart { max-width: calc(100vw - 8px); overflow-x: auto; overflow-y: hidden; }
  /* on a phone the other players come after the seat's own hand, not before it */
  .ck-room .ck-board:has(> [class*="-others"]) { display: flex; flex-direction: column; }
  .ck-room .ck-board > [class*="-others"] { order: 1; }
  /* Push: the piles above the three columns, not beside them (a column 50 px wide drew its
     header "Column 1" over the next column's); a column's points go under its name */
  .ck-room .ck-push-row { flex-direction: column; }
  .ck-room .ck-push-top { width: auto; }
  .ck-room .ck-col-head { flex-wrap: wrap; gap: 0 6px; }
  /* Split: a player's matches on a line of their own under the name and points (in the
     row's fourth column, shrunk to nothing, they ran under the "Cards" button) */
  .ck-room .ck-split-seat > .ck-split-chips,
  .ck-room .ck-split-heads > :nth-child(4) { grid-column: 1 / -1; grid-row: 2; }
}
"""


# ck-play: the table's play-view mode, as beside the lesson's charts: long extras folded, the
# acting player's buttons kept at the foot of the screen (a phone's too)
PAGE_CLASSES = ("ck-room", "ck-play")


def _room() -> Room:
    return server.room()


def use_room_updates(room: Room) -> int:
    """The room's version, re-read whenever the room changes (told by its broadcaster).

    Every component that draws the room takes it as an argument: the room itself is the
    same object after a change, and a component whose arguments are unchanged is not drawn
    again."""
    version, set_version = solara.use_state(room.version)

    def listen() -> Callable[[], None]:
        context = kernel_context.get_current_context()

        def changed() -> None:
            with context, context.lock:
                set_version(room.version)
        return room.listen(changed)
    solara.use_effect(listen, [])
    return version


def use_presence(room: Room, session: str) -> None:
    """Count this page as open while it is: the projector shows who is here."""
    def here() -> Callable[[], None]:
        room.connect(session, +1)
        return lambda: room.connect(session, -1)
    solara.use_effect(here, [])


def TableOf(game: Any, view: dict, on_message: Callable[[dict], None] | None = None) -> None:
    """The game's table, as this page's one widget: made once (with the card faces), its
    ``view`` set at every draw. (Not an element with the view and faces as its arguments:
    at every draw Solara walks an element's arguments through, every dict and list of them,
    and those two took half of a page's drawing time after each action.) ``on_message``
    gets what the table's front end sends (an action, with ``seen``)."""
    def made() -> Any:
        return seat_table(game.name)(game=game.name, faces=card_faces(game), view=view)
    table = solara.use_memo(made, [game.name])
    if table.view != view:
        table.view = view

    def attach() -> Callable[[], None] | None:
        if on_message is None:
            return None

        def received(_widget: Any, content: Any, _buffers: Any) -> None:
            if isinstance(content, dict) and content.get("type") == "action":
                on_message(content)
        table.on_msg(received)
        return lambda: table.on_msg(received, remove=True)
    solara.use_effect(attach, [table])
    solara.Column(children=[table], gap="0px")


def Message(text: str, kind: str = "message") -> None:
    if text:
        solara.HTML(tag="div", unsafe_innerHTML=escape(text), classes=[f"ck-room-{kind}"],
                    attributes={"role": "alert" if kind == "message" else "status"})


# ----- the student's page ---------------------------------------------------------------
@solara.component
def StudentPage():
    room = _room()
    session = solara.get_session_id()
    version = use_room_updates(room)
    use_presence(room, session)
    seat = room.seat_of(session)
    waiting = room.waiting_for(session)
    # each part is given what it shows, not the room's version: a part whose arguments are
    # the same is not drawn again (the join form, the question while none is asked)
    with solara.Column(classes=list(PAGE_CLASSES), gap="8px"):
        solara.Style(PAGE_CSS)
        if seat is None:
            Join(room, session, waiting)
        if seat is not None or waiting:  # every student guesses, seated or waiting
            Guess(room, session, room.asking, room.guessed(session))
        if seat is not None:
            SeatTable(room, session, seat, version)
        elif waiting:
            Watch(room, version)


@solara.component
def Join(room: Room, session: str, waiting: str):
    code, set_code = solara.use_state("")
    name, set_name = solara.use_state("")
    reply, set_reply = solara.use_state("")

    def join() -> None:
        set_reply(room.join(session, name, code).message)
    solara.Text(_("Join the class game: {title}").format(title=room.game.called()),
                classes=["ck-room-title"])
    if waiting:
        Message(_("{name}, every seat is taken: the teacher can hand you one. Please "
                  "wait.").format(name=waiting), "note")
        return
    solara.InputText(_("Room code"), value=code, on_value=set_code, continuous_update=True)
    solara.InputText(_("Your name"), value=name, on_value=set_name, continuous_update=True)
    solara.Button(_("Join the game"), on_click=join, color="primary")
    Message(reply)


@solara.component
def SeatTable(room: Room, session: str, seat: int, version: int):
    refused, set_refused = solara.use_state(("", 0))  # why, and the actions played then
    game = room.game

    def act(content: dict) -> None:
        reply = room.act(session, content.get("text"), content.get("seen"))
        set_refused((reply.message, len(room.game.history)))
    # a refusal is shown until the game moves on
    error = refused[0] if refused[1] == len(game.history) else ""
    solara.Text(_("{name} — seat {seat}").format(name=room.names(seat)[seat], seat=seat),
                classes=["ck-room-title"])
    TableOf(game, seat_view(room, seat, error), act)
    SeatCharts(room, seat, version)
    with solara.Details(summary=_("What happened"), expand=False):
        solara.HTML(tag="div", unsafe_innerHTML=Narration().html(game, room.names(seat), seat),
                    classes=["ck-room-log"])


@solara.component
def SeatCharts(room: Room, seat: int, version: int):
    """The seat's own live charts, as the lesson's table draws them for its viewer: worked out
    from what this seat sees (its hand, the public table), never from another hand."""
    game = room.game
    panel = solara.use_memo(lambda: ChartPanel(game), [id(game), seat])
    now = room.snapshot()  # the chances are worked out without the room's lock
    panel.update(now, seat, panel.summary(now, seat))
    if panel.figures:
        Figures(panel.figures)


@solara.component
def Watch(room: Room, version: int):
    """A student waiting for a seat watches the public table, as the projector shows it."""
    TableOf(room.game, projector_view(room))


# the plotly.js widget this page's charts run: a reactive value, which Solara keeps for each
# page (its virtual kernel) apart and drops with it, never shared by two pages
_PAGE_PLOTLY = solara.reactive(None)

# What a chart runs for plotly.js (``cardkit.views.charts.live``: the body of a function
# given no define, module or exports, whose result is awaited): fetched once a page from
# this server (``server.PLOTLY_URL``), the browser's cache keeping it between pages
PLOTLY_LOADER = """return self.__ckPlotly ??= fetch(new URL(%s, location.href)).then((r) => {
  if (!r.ok) throw new Error(`plotly.js: ${r.status} from ${r.url}`);
  return r.text();
}).then((text) => new Function("define", "module", "exports", text + "\\n;return self.Plotly;")());
"""


def page_plotly() -> PlotlyScript:
    """This page's own plotly.js widget for its charts. A chart names the widget that brings
    plotly.js, and the charts' module keeps one for the whole process: in a Solara server,
    where every page is a kernel of its own, that one lives in the first page that drew a
    chart, and another page's charts waited for it for ever (drawn 0 px high). Its text is
    a few lines that fetch plotly.js over HTTP, not the 4.8 MB itself: that in every page's
    messages stopped a page of three from following the game, in trials."""
    script = _PAGE_PLOTLY.peek()  # peek: a chart is not drawn again when it is set
    if script is None or script.comm is None:
        script = PlotlyScript(plotly_js=PLOTLY_LOADER % json.dumps(server.PLOTLY_URL))
        _PAGE_PLOTLY.set(script)
    return script


def Figures(figures: list) -> None:
    """The figures' widgets in a row that wraps, each running this page's plotly.js. (As the
    row's children: ``solara.display`` prints a widget in a page, instead of showing it.)"""
    script = "IPY_MODEL_" + page_plotly().model_id
    for fig in figures:
        if fig.widget.plotly != script:
            fig.widget.plotly = script
    solara.Row(children=[fig.widget for fig in figures], style={"flex-wrap": "wrap"})


@solara.component
def PublicCharts(room: Room, version: int):
    """The projector's live charts: from the public observation only (``.charts``)."""
    game = room.game
    charts = solara.use_memo(lambda: ProjectorCharts(game, room.private), [game.name])
    with room.lock:
        now, points, names = room.snapshot(), dict(room.points), room.names()
    charts.update(now, points, names)
    Figures(charts.figures)


@solara.component
def Guess(room: Room, session: str, asked: Any, mine: float | None):
    """The question asked of the class (``asked``, a ``ClassRound``), and this student's
    guess at it (``mine``)."""
    typed, set_typed = solara.use_state("")
    reply, set_reply = solara.use_state("")
    if asked is None:
        return
    with solara.Column(gap="4px", classes=["ck-room-question"]):
        solara.Text(question_title(asked), classes=["ck-room-title"])
        solara.Text(asked.moment.text)
        QuestionCards(asked)
        solara.InputText(_("Your guess (a chance, such as 23% or 7/30)"), value=typed,
                         on_value=set_typed, continuous_update=True)
        solara.Button(_("Send my guess"),
                      on_click=lambda: set_reply(room.guess(session, typed).message),
                      color="primary")
        Message(reply if mine is None else "", "message")
        if mine is not None:
            Message(_("Your guess: {chance}. You can change it until the teacher reveals.")
                    .format(chance=write_digits(f"{mine:.0%}")), "note")


def question_title(asked) -> str:
    """The heading of the class's question: its number."""
    return _("Question {turn} for the class").format(turn=asked.turn)


def QuestionCards(asked) -> None:
    """The cards the question is about, in words (the table shows them too)."""
    if asked.moment.cards:
        solara.Text(" · ".join(f"{caption}: {', '.join(codes)}"
                               for caption, codes in asked.moment.cards))


@solara.component
def ClassQuestion(room: Room, control: Callable[..., Callable[[], None]], version: int):
    """The projector's question: how the guesses spread, Reveal; then the class's record."""
    asked = room.asking
    why = why_no_question(room.game, room.question, room.seated())
    if why:
        solara.Text(why, style={"font-style": "italic"})
    if room.question is None:
        return
    if asked is not None:
        solara.Text(question_title(asked), style={"font-weight": "600"})
        solara.Text(asked.moment.text)
        QuestionCards(asked)
        solara.Button(_("Reveal"), icon_name="mdi-eye", on_click=control("reveal"), color="primary")
        solara.HTML(tag="div", unsafe_innerHTML=spread_html(asked.spread()))
    if room.results:
        solara.HTML(tag="div", unsafe_innerHTML=calibration_html(room.results))
        CalibrationChart(room, version)


@solara.component
def CalibrationChart(room: Room, version: int):
    """The lesson's predict chart, of the class's mean guesses: turn by turn, and calibration."""
    question = room.question
    def made():  # narrower than the lesson's, beside the projector's table
        return new_figure(question.title, "the class's").update_layout(width=540, height=400)
    figure = solara.use_memo(made, [question.game])
    with room.lock:
        results = list(room.results)
    update_figure(figure, results, question.yes, "the class's")
    Figures([figure])


def spread_html(counts: list[int]) -> str:
    """How the class's guesses spread, one bar a tenth, its count written beside it."""
    total = sum(counts)
    so_far = ngettext("{n} guess so far", "{n} guesses so far", total).format(n=total)
    rows = [f'<div style="font-size:16px">{escape(so_far)}</div>']
    for i, n in enumerate(counts):
        width = 0 if not total else round(240 * n / max(counts))
        rows.append(f'<div style="display:flex;align-items:center;gap:6px;font-size:13px;'
                    f'line-height:15px">'
                    f'<span style="width:80px">{write_digits(f"{10 * i}–{10 * (i + 1)}%")}</span>'
                    f'<span style="display:inline-block;height:14px;width:{width}px;'
                    f'background:#1565c0"></span>'
                    f'<span>{write_digits(str(n))}</span></div>')
    label = escape(_("How the guesses spread"), quote=True)
    return f'<div role="img" aria-label="{label}">' + "".join(rows) + "</div>"


CALIBRATION_HEADS = (N_("class guessed"), N_("questions"), N_("mean guess"), N_("it happened"))


def calibration_html(results: list) -> str:
    """The class's calibration: turns grouped by the class's mean guess, how often it happened."""
    table = calibration(results)
    head = "<tr>" + "".join(f"<th>{escape(_(word))}</th>" for word in CALIBRATION_HEADS) + "</tr>"
    body = "".join(f"<tr><td>{escape(write_digits(r.bin))}</td><td>{write_digits(str(r.turns))}</td>"
                   f"<td>{write_digits(f'{r.mean_chance:.0%}')}</td>"
                   f"<td>{write_digits(f'{r.happened:.0%}')}</td></tr>" for r in table.itertuples())
    title = _("The class's guesses so far ({n} revealed)").format(n=len(results))
    last = _("Last: {sentence}").format(sentence=results[-1].sentence)
    return (f'<div style="font-weight:600;font-size:16px">{escape(title, quote=False)}</div>'
            f'<table class="ck-room-calibration" style="font-size:15px">{head}{body}</table>'
            f'<div style="font-size:15px">{escape(last)}</div>')


# ----- the projector -------------------------------------------------------------------
@solara.component
def ProjectorPage():
    room = _room()
    key, set_key = solara.use_state("")
    version = use_room_updates(room)
    with solara.Column(classes=list(PAGE_CLASSES), gap="8px"):
        solara.Style(PAGE_CSS)
        if not room.is_teacher(key):
            TeacherKey(room, set_key)
        else:
            Projector(room, key, version)


@solara.component
def TeacherKey(room: Room, set_key: Callable[[str], None]):
    typed, set_typed = solara.use_state("")
    reply, set_reply = solara.use_state("")

    def open_projector() -> None:
        if room.is_teacher(typed):
            set_key(typed)
        else:
            set_reply(_("That is not the teacher key: it was printed when the classroom "
                        "started."))
    solara.Text(_("The projector: type the teacher key"), classes=["ck-room-title"])
    solara.InputText(_("Teacher key"), value=typed, on_value=set_typed, password=True,
                     continuous_update=True)
    solara.Button(_("Open the projector"), on_click=open_projector, color="primary")
    Message(reply)


@solara.component
def Projector(room: Room, key: str, version: int):
    refused, set_refused = solara.use_state("")  # a control refused (what went well: the notice)
    game = room.game

    def control(command: str, *args: Any) -> Callable[[], None]:
        def press() -> None:
            reply = room.control(key, command, *args)
            set_refused("" if reply.ok else reply.message)
        return press
    with solara.Row(style={"flex-wrap": "wrap", "align-items": "center"}):
        JoinAddress(room)
        Controls(room, control, version)
    Message(refused)
    Message(room.notice, "note")
    with solara.Row(style={"flex-wrap": "wrap", "align-items": "flex-start"}):
        with solara.Column(classes=["ck-room-main"]):
            TableOf(game, projector_view(room))
        with solara.Column(classes=["ck-room-side"]):
            ClassQuestion(room, control, version)
            PublicCharts(room, version)
            Seats(room, control, version)
            solara.Text(_("What happened (newest first)"), style={"font-weight": "600"})
            solara.HTML(tag="div", unsafe_innerHTML=Narration().html(game, room.names(), None),
                        classes=["ck-room-log"])


@solara.component
def JoinAddress(room: Room):
    address = join_address()
    with solara.Row(style={"align-items": "center"}):
        svg = qr_svg(address)
        if svg:
            solara.HTML(tag="div", unsafe_innerHTML=svg,
                        attributes={"role": "img",
                                    "aria-label": _("QR code of {address}").format(address=address)})
        with solara.Column(gap="2px"):
            solara.Text(_("Join at {address}").format(address=address), style={"font-size": "20px"})
            solara.Text(_("Room code:"))
            solara.Text(room.code, classes=["ck-room-code"])


@solara.component
def Controls(room: Room, control: Callable[..., Callable[[], None]], version: int):
    with solara.Row(style={"flex-wrap": "wrap"}):
        if not room.started:
            solara.Button(_("Start"), icon_name="mdi-play", on_click=control("start"), color="primary")
        elif room.running:
            solara.Button(_("Pause"), icon_name="mdi-pause", on_click=control("pause"))
        else:
            solara.Button(_("Resume"), icon_name="mdi-play", on_click=control("resume"),
                          color="primary")
        solara.Button(_("Step"), icon_name="mdi-skip-next", on_click=control("step"))
        solara.Button(_("Undo"), icon_name="mdi-undo", on_click=control("undo"))
        solara.Button(_("New game, same seed"), on_click=control("new_game", "same"))
        solara.Button(_("New game, new seed"), on_click=control("new_game", "new"))


@solara.component
def Seats(room: Room, control: Callable[..., Callable[[], None]], version: int):
    with room.lock:
        rows = [(s.player, room.names()[s.player], seat_state(room, s.player)) for s in room.seats]
        waiting = list(room.waiting.values())
    solara.Text(_("Who is here"), style={"font-weight": "600"})
    with solara.Column(gap="4px", classes=["ck-room-seats"]):
        for player, name, state in rows:
            with solara.Row(style={"align-items": "center", "flex-wrap": "wrap"}):
                solara.Text(_("Seat {seat}: {name} — {state}").format(
                    seat=player, name=name, state=_(SEAT_STATES[state])))
                solara.Button(_("Give to a bot"), on_click=control("to_bot", player), small=True,
                              disabled=state == "bot")
                solara.Button(_("Give to a waiting student") if waiting else _("Open for a student"),
                              on_click=control("open_seat", player), small=True)
    if waiting:
        solara.Text(_("Waiting for a seat: {names}").format(names=", ".join(waiting)))


#: A seat's state (``seat_state``): its words on the projector (colour is never the only sign)
SEAT_STATES = MappingProxyType({"bot": N_("bot"), "open": N_("open"),
                                "connected": N_("● connected"),
                                "disconnected": N_("○ disconnected")})


def seat_state(room: Room, player: int) -> str:
    """A key of ``SEAT_STATES``: bot, open, connected or disconnected."""
    seat = room.seats[player]
    if seat.bot is not None:
        return "bot"
    if seat.holder is None:
        return "open"
    return "connected" if room.connected(player) else "disconnected"


@solara.component
def Layout(children: list | None = None):
    """No navigation bar: a student's page must not offer the projector's."""
    solara.Column(children=children or [], gap="0px")


# Solara only reads the routes (and a route's children, none here): tuples, which no page
# can change
routes = (
    solara.Route(path="/", component=StudentPage, label="Join", layout=Layout, children=()),
    solara.Route(path="projector", component=ProjectorPage, label="Projector", children=()),
)
