"""The classroom's pages in Punjabi: the join page, a student's page (seated, or waiting and
guessing) and the projector (its labels, buttons, seats, notices and the class's question)
are drawn in the language in use, as the pages are built (Solara components rendered in a
page's context), and so are the lines the teacher reads when a classroom starts. English is
as before, word for word."""
from __future__ import annotations

import html
import re

import ipywidgets
import pytest
import solara
import solara.server.kernel_context as kernel_context

import cardkit
from cardkit.classroom import app, server
from cardkit.classroom.cli import banner
from cardkit.classroom.room import Room
from cardkit.classroom.views import projector_view, seat_view

GURMUKHI = re.compile("[\u0a00-\u0a7f]")
# English left in a Punjabi page: a word of three letters or more, once what stays Latin is
# taken out (the address, the room code, icon names, QR, and the names typed in)
KEPT = re.compile(r"https?://\S+|mdi-[\w-]+|\bQR\b|\bAsha\b|\bBen\b|\bABCD\b")
KEY = "key"
DUMMY = "dummy"  # the session id of a page rendered in a dummy kernel context


@pytest.fixture(autouse=True)
def speaks_english_again():
    yield
    cardkit.set_language("en")


def words_of(markup: str) -> str:
    """The text of some HTML: its tags taken out, its entities read."""
    return " ".join(html.unescape(re.sub(r"<[^>]*>", " ", markup)).split())


def texts(widget, out: list[str]) -> list[str]:
    """Every word a widget tree shows: labels, values, descriptions, text children, the HTML
    of ``solara.HTML`` (the notes, refusals, the log, the guesses' spread) and the words
    read aloud (``aria-label``)."""
    for attr in ("label", "value", "description", "placeholder", "unsafe_innerHTML"):
        text = getattr(widget, attr, None)
        if isinstance(text, str) and words_of(text):
            out.append(words_of(text))
    said = (getattr(widget, "attributes", None) or {}).get("aria-label")
    if said:
        out.append(said)
    for child in getattr(widget, "children", None) or []:
        if isinstance(child, str):
            out.append(child)
        elif isinstance(child, ipywidgets.Widget):
            texts(child, out)
    return out


def shown(element) -> list[str]:
    """The words ``element`` draws, rendered in a page's own (dummy) kernel context."""
    with kernel_context.create_dummy_context():
        assert solara.get_session_id() == DUMMY
        box, rc = solara.render(element, handle_error=False)
        try:
            return texts(box, [])
        finally:
            rc.close()


def table_words(view: dict) -> list[str]:
    """What the classroom adds to a table's view: the status, why nothing moves, notices."""
    return [view[k] for k in ("status", "waiting", "notice", "error") if view[k]]


def english_left(words: list[str], actions: set[str] = frozenset()) -> list[str]:
    """The words left in English, once what stays Latin is taken out: ``KEPT``, and the
    texts of the actions played, which the log shows as typed (``docs/glossary-pa.md``)."""
    played = re.compile("|".join(map(re.escape, sorted(actions, key=len, reverse=True))) or "$^")
    return [w for w in words if re.search("[A-Za-z]{3}", KEPT.sub("", played.sub("", w)))]


def actions_played(room: Room) -> set[str]:
    return {str(entry[1]) for entry in room.game.history}


def seated_pages(tmp_path) -> tuple[dict[str, list[str]], set[str]]:
    """A Push room of three, a bot at seat 1: the pages before and after a student sits,
    and the projector as the teacher starts, pauses and deals again; and the texts of the
    actions played."""
    room = Room(cardkit.make("push", players=3, seed=1), bots=[1], save=tmp_path / "seated.json",
                code="ABCD", teacher_key=KEY, pace=0.0)
    server.set_room(room, "http://class.example/")
    out = {"join": shown(app.StudentPage()),
           "key": shown(app.TeacherKey(room, lambda key: None)),
           "projector": shown(app.Projector(room, KEY, room.version))}
    assert room.join(DUMMY, "Asha", "ABCD").ok  # the dummy context's session takes seat 0
    out["seat"] = shown(app.StudentPage()) + table_words(seat_view(room, 0))
    room.join("ben", "Ben", "ABCD")
    assert room.control(KEY, "start").ok
    out["started"] = shown(app.Projector(room, KEY, room.version)) + table_words(
        projector_view(room))
    assert room.control(KEY, "pause").ok
    out["paused"] = shown(app.Projector(room, KEY, room.version))
    assert room.control(KEY, "new_game", "same").ok
    out["new game"] = shown(app.Projector(room, KEY, room.version))
    return out, actions_played(room)


def asking_pages(tmp_path) -> tuple[dict[str, list[str]], set[str]]:
    """A Push room of three bots that the class watches, stopped at its first question: a
    waiting student's page before and after their guess, the projector before and after
    the teacher reveals; and the texts of the actions played."""
    room = Room(cardkit.make("push", players=3, seed=4), bots=(0, 1, 2),
                save=tmp_path / "asking.json", code="ABCD", teacher_key=KEY, pace=0.0)
    server.set_room(room, "http://class.example/")
    room.join(DUMMY, "Asha", "ABCD")  # every seat a bot's: she waits, and guesses
    room.control(KEY, "start")
    for _move in range(500):
        room.run_bots()
        if room.asking is not None:
            break
    assert room.asking is not None, "no question arose in 500 bot moves"
    out = {"waiting": shown(app.StudentPage()) + table_words(projector_view(room))}
    assert room.guess(DUMMY, "25%").ok
    out["guessed"] = shown(app.StudentPage())
    out["asking"] = shown(app.Projector(room, KEY, room.version))
    assert room.control(KEY, "reveal").ok
    out["revealed"] = shown(app.Projector(room, KEY, room.version))
    return out, actions_played(room)


def test_the_classroom_pages_speak_punjabi(tmp_path):
    cardkit.set_language("pa")
    (seated, played), (asking, asked) = seated_pages(tmp_path), asking_pages(tmp_path)
    pages, actions = {**seated, **asking}, played | asked
    for page, words in pages.items():
        assert words, page
        assert english_left(words, actions) == [], (page, english_left(words, actions))
    assert "ਖੇਡ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ" in pages["join"]
    assert "ਸੀਟ 1: ਖਿਡਾਰੀ 1 (ਬੋਟ) — ਬੋਟ" in pages["projector"]
    assert "ਸੀਟ 0: ਖਿਡਾਰੀ 0 (ਖਾਲੀ ਸੀਟ) — ਖਾਲੀ" in pages["projector"]
    assert "ਸ਼ੁਰੂ ਕਰੋ" in pages["projector"] and "ਰੋਕੋ" in pages["started"]
    assert "ਜਾਰੀ ਰੱਖੋ" in pages["paused"]
    assert "ਖੋਲ੍ਹੋ" in pages["asking"] and "ਤੁਹਾਡਾ ਅੰਦਾਜ਼ਾ: 25%। " in " ".join(pages["guessed"])
    spread = app.spread_html([0, 2, 1, 0, 0, 0, 0, 0, 0, 0])
    assert "ਹੁਣ ਤੱਕ 3 ਅੰਦਾਜ਼ੇ" in spread and 'aria-label="ਅੰਦਾਜ਼ੇ ਕਿਵੇਂ ਫੈਲੇ ਹਨ"' in spread
    assert english_left([re.sub(r"<[^>]*>", " ", spread)]) == []
    room = Room(cardkit.make("push", seed=1), bots=[1], save=tmp_path / "p.json")
    assert app.seat_state(room, 1) == "bot" and app.seat_state(room, 0) == "open"  # names


def test_the_classroom_pages_keep_their_english(tmp_path):
    pages = {**seated_pages(tmp_path)[0], **asking_pages(tmp_path)[0]}
    assert pages["join"] == ["Join the class game: Push", "Room code", "Your name", "Join the game"]
    assert "Seat 0: Player 0 (open seat) — open" in pages["projector"]
    assert "Seat 1: Player 1 (bot) — bot" in pages["projector"]
    assert [w for w in pages["projector"] if w in ("Start", "Step", "Undo", "Who is here")] == [
        "Start", "Step", "Undo", "Who is here"]
    assert "Join at http://class.example/" in pages["projector"]
    assert "The projector: type the teacher key" in pages["key"]
    assert pages["seat"][:2] == ["Asha (you) — seat 0", "What happened"]
    assert "Waiting for the teacher to start the game." in pages["seat"]
    assert "Pause" in pages["started"] and "Resume" in pages["paused"]
    assert "Seat 2: Ben — ● connected" not in pages["started"]  # Ben has no page open
    assert "Seat 2: Ben — ○ disconnected" in pages["started"]
    assert "A new game, seed 1: press Start or Resume to play." in pages["new game"]
    assert pages["waiting"][:2] == [
        "Join the class game: Push",
        "Asha, every seat is taken: the teacher can hand you one. Please wait."]
    assert "Question 1 for the class" in pages["waiting"]
    assert "Your guess (a chance, such as 23% or 7/30)" in pages["waiting"]
    assert "Your guess: 25%. You can change it until the teacher reveals." in pages["guessed"]
    assert "Reveal" in pages["asking"] and "Waiting for a seat: Asha" in pages["asking"]
    revealed = " ".join(pages["revealed"])
    assert "The class's guesses so far (1 revealed)" in revealed
    assert " class guessed " in revealed and " it happened " in revealed
    assert app.spread_html([1]).startswith(
        '<div role="img" aria-label="How the guesses spread"><div style="font-size:16px">'
        "1 guess so far</div>")


def test_the_banner_speaks_punjabi_and_keeps_its_english(tmp_path):
    room = Room(cardkit.make("push", players=3, seed=1), bots=[2], save=tmp_path / "p.json",
                code="ABCD", teacher_key="KEY9")
    english = banner(room, "http://10.0.0.5:8765/")
    assert english.splitlines() == [
        "cardkit classroom: Push, 3 seats (a bot plays seat 2)",
        "  Students open:  http://10.0.0.5:8765/   room code: ABCD",
        "  Projector:      http://10.0.0.5:8765/projector   teacher key: KEY9",
        f"  Saved after every action to: {tmp_path / 'p.json'}",
        f"  Go on after a stop with: cardkit classroom push --resume {tmp_path / 'p.json'}",
        "Stop with Ctrl-C.",
    ]
    cardkit.set_language("pa")
    punjabi = banner(room, "http://10.0.0.5:8765/").splitlines()
    assert punjabi[0] == "cardkit ਕਲਾਸ: ਪੁਸ਼, 3 ਸੀਟਾਂ (ਸੀਟ 2 ਬੋਟ ਖੇਡਦਾ ਹੈ)"
    assert punjabi[4].endswith(f"cardkit classroom push --resume {tmp_path / 'p.json'} --lang pa")
    # what stays as typed: the addresses, the key, the code, the command and the file
    kept = re.compile(r"https?://\S+|cardkit classroom push --resume \S+ --lang pa|^cardkit\b|/\S+|KEY9|"
                      r"ABCD|Ctrl-C")
    assert all(GURMUKHI.search(line) for line in punjabi)
    assert [line for line in punjabi if re.search("[A-Za-z]{3}", kept.sub("", line))] == []


def test_cardkit_classroom_takes_lang_and_its_help_speaks_punjabi(capsys):
    from cardkit.cli import main as cardkit_main

    with pytest.raises(SystemExit) as stop:
        cardkit_main(["classroom", "push", "--lang", "pa", "--help"])
    assert stop.value.code == 0
    help_text = capsys.readouterr().out
    assert "ਹਰ ਚਾਲ ਤੋਂ ਬਾਅਦ ਖੇਡ ਕਿੱਥੇ ਸੰਭਾਲੀ ਜਾਂਦੀ ਹੈ" in help_text and "--resume FILE" in help_text
    with pytest.raises(SystemExit):
        cardkit_main(["classroom", "--help"])
    assert "where the game is saved after every action" in capsys.readouterr().out
