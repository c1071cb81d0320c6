"""cardkit.views on the Python side: the table's synced state, controls, hot-seat, charts."""
from __future__ import annotations

import ast
import asyncio
import threading
from pathlib import Path

import pytest

import cardkit
from cardkit.agents import RandomAgent
from cardkit.views import Table, assets, play
from cardkit.views.charts import ScalarCharts, charts_for, summary_for
from cardkit.views.faces import card_faces
from cardkit.views.seats import has_private_information

VIEWS = Path(cardkit.__file__).parent / "views"


def three_player(seed=1, **kw):
    return play(cardkit.make("push", players=3, seed=seed), bots={1: "sensible", 2: "sensible"}, **kw)


# ----- the front end and its assets ------------------------------------------------------
def test_front_end_joins_table_js_and_every_game_renderer():
    esm = Table._esm
    assert "export default { render }" in esm
    assert 'registerGame("push"' in esm
    assert "push" in assets.renderers()
    assert ".ck-table" in Table._css and ".ck-columns" in Table._css


def test_every_push_card_has_a_face_with_rank_colour_name_and_symbol():
    g = cardkit.make("push", players=3, seed=1)
    faces = card_faces(g)
    assert set(faces) == type(g).all_codes()
    numbers = [f for code, f in faces.items() if code not in ("ROLL", "SWITCH")]
    assert all(f["rank"] in range(1, 7) and f["colour"] and f["symbol"] for f in numbers)
    symbol_of = {f["colour"]: f["symbol"] for f in numbers}
    assert len(set(symbol_of.values())) == 5, "each colour needs its own symbol"


def test_views_hold_no_rules_they_never_import_a_game_module():
    for path in VIEWS.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                name = ("." * node.level) + (node.module or "")
                assert "games" not in name.split("."), f"{path.name} imports {name}"


# ----- acting at the table ------------------------------------------------------------------
def test_table_offers_the_legal_actions_of_the_person_to_act():
    view = three_player()
    assert view.table.view["legal"] == [str(a) for a in view.game.legal_actions()]
    assert view.table.view["obs"] == view.game.observation(0)
    assert view.table.view["names"][1] == "Player 1 (bot)"


def test_a_click_sent_by_the_front_end_applies_the_action_and_resyncs():
    view = three_player()
    view.table.choose("draw")  # the message the front end sends
    assert view.game.history[-1][1] == "draw"
    assert view.table.view["obs"]["pending"] == view.game.pending
    assert view.table.view["legal"] == [str(a) for a in view.game.legal_actions()]
    assert "drew" in view.narration.value


def test_an_illegal_action_is_explained_and_changes_nothing():
    view = three_player()
    before = view.game.to_json()
    assert view.act("stop") == []
    assert view.game.to_json() == before
    assert view.table.view["error"].startswith("Not allowed: you cannot stop before drawing")


def test_step_plays_one_bot_action_only_when_a_bot_is_to_move():
    view = three_player()
    assert view.step() == [] and not view.game.history
    assert view.step_button.disabled
    g = view.game
    view.act("draw")
    while g.current_player == 0:  # player 0 stops at once and takes a column
        view.act(str(g.legal_actions()[-1]) if g.phase == "push" else str(g.legal_actions()[0]))
    assert view.seating.is_bot(g.current_player) and not view.step_button.disabled
    n = len(g.history)
    assert view.step()
    assert len(g.history) == n + 1
    assert view.table.view["legal"] == [], "nobody at the screen acts for a bot"


def test_run_bots_plays_until_a_person_must_decide():
    view = three_player()
    g = view.game
    for text in ["draw", "place 1", "stop", "take 1"]:
        view.act(text)
    view.run_bots()
    assert g.is_over or g.current_player == 0
    assert view.table.view["legal"] == [str(a) for a in g.legal_actions()]


def test_undo_goes_back_to_the_persons_last_decision():
    view = three_player()
    g = view.game
    for text in ["draw", "place 1", "stop", "take 1"]:
        view.act(text)
    view.run_bots()
    view.undo()
    replay = cardkit.make("push", players=3, seed=1)
    for text in ["draw", "place 1", "stop"]:
        replay.apply(text)
    assert g.to_json() == replay.to_json()
    assert view.table.view["legal"] == ["take 1"]


def test_new_game_deals_with_the_seed_in_the_box_and_keeps_the_players():
    view = play(cardkit.make("push", players=4, seed=1, harder=True), bots={1: "random"}, seat=None)
    view.act("draw")
    view.new_game(seed=9)
    assert view.game.seed == 9 and view.game.players == 4 and view.game.options.harder
    assert not view.game.history and view.seed_box.value == 9
    assert view.game.to_json() == cardkit.make("push", players=4, seed=9, harder=True).to_json()


# ----- seats and hot-seat ---------------------------------------------------------------------
def finish_turn(view):
    g = view.game
    first = g.current_player
    view.act("draw")
    while g.current_player == first and not g.is_over:
        acts = [str(a) for a in g.legal_actions()]
        view.act("stop" if "stop" in acts else acts[0])


def test_hot_seat_without_hidden_information_needs_no_hand_over():
    # Push: everyone sees the same table, so the next person plays on without a pass screen
    view = play(cardkit.make("push", players=2, seed=3))  # two people, no bots
    assert not view.seating.private
    finish_turn(view)
    g = view.game
    assert g.current_player == 1
    v = view.table.view
    assert v["screen"] is None
    assert v["obs"] == g.observation(1)
    assert v["legal"] == [str(a) for a in g.legal_actions()]
    assert view.chart_box.layout.visibility == "visible"
    before = g.to_json()
    view.act(str(g.legal_actions()[0]))
    assert g.to_json() != before, "player 1 acts at once"


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_only_push_has_no_hidden_information(name):
    # the four games with hands keep the pass screen (their own view tests check it)
    assert has_private_information(cardkit.make(name, seed=4)) == (name != "push")


def test_a_game_without_hidden_information_syncs_its_recent_events():
    view = play(cardkit.make("push", players=2, seed=3))
    view.act("draw")
    who, text, events = view.game.history[-1]
    assert view.table.view["recent"][-1] == {
        "player": who, "text": text,
        "events": [{"kind": e.kind, "player": e.player, "data": e.data} for e in events]}
    hidden = play(cardkit.make("uno-duo", seed=3))
    assert "recent" not in hidden.table.view, "event data may name a hidden card"


def test_a_seat_always_shows_that_players_view_and_bots_play_the_others():
    view = play(cardkit.make("push", players=3, seed=2), seat=1)
    assert set(view.seating.bots) == {0, 2}
    assert view.table.view["obs"]["player"] == 1
    assert view.table.view["legal"] == []  # player 0, a bot, starts
    view.run_bots()
    assert view.game.current_player == 1
    assert view.table.view["legal"] == [str(a) for a in view.game.legal_actions()]


@pytest.mark.parametrize("kwargs, words", [
    ({"seat": 5}, "seat must be a player from 0 to 2"),
    ({"seat": 1, "bots": {1: "random"}}, "seat 1 is played by a bot"),
    ({"seat": 0, "bots": {1: "random"}}, "player 2 has none"),
    ({"bots": {7: "random"}}, "players are 0 to 2"),
    ({"bots": {1: object()}}, "needs a choose(game, player) method"),
])
def test_bad_seats_and_bots_raise_config_errors_that_say_why(kwargs, words):
    with pytest.raises(cardkit.ConfigError, match=words.replace("(", r"\(").replace(")", r"\)")):
        play(cardkit.make("push", players=3, seed=1), **kwargs)


def test_bots_may_be_strategy_objects():
    view = play(cardkit.make("push", players=2, seed=1), bots={1: RandomAgent(seed=4)})
    assert isinstance(view.seating.bots[1], RandomAgent)


# ----- live charts -------------------------------------------------------------------------
def test_charts_follow_every_action_and_undo():
    view = three_player()
    risk, value = view.charts.figures
    assert len(risk.data[0].x) == 1
    for text in ["draw", "place 1", "draw"]:
        view.act(text)
    assert list(risk.data[0].x) == [0, 1, 2, 3]
    assert list(value.data[0].x) == ["column 1"]
    assert value.data[0].y[0] == cardkit.games.push.rank_of(view.game.columns[0][0])
    summary = summary_for(view.game, 0)
    assert risk.data[0].y[-1] == pytest.approx(100 * summary["bust_chance"])
    assert value.data[2].y[0] == pytest.approx(-summary["expected_bust_loss"], abs=0.01)
    view.undo()
    assert list(risk.data[0].x) == [0, 1, 2]


def test_charts_have_titles_axis_labels_and_hover_text():
    for fig in three_player().charts.figures:
        assert fig.layout.title.text
        assert fig.layout.yaxis.title.text
        assert all(trace.hovertemplate for trace in fig.data)


def test_a_game_without_its_own_charts_gets_one_bar_per_summary_number():
    charts = ScalarCharts()
    g = cardkit.make("push", players=2, seed=1)
    charts.update(g, 0, {"bust_chance": 0.25, "unseen": 90, "columns": [], "flag": True})
    assert list(charts.figures[0].data[0].x) == ["bust_chance", "unseen"]
    assert type(charts_for(g)).__module__.endswith("charts.push")


# ----- auto-play -------------------------------------------------------------------------
def test_auto_play_lets_the_bots_move_in_the_running_event_loop():
    async def scenario():
        view = three_player()
        view.speed.max = 1000
        view.speed.value = 1000
        for text in ["draw", "place 1", "stop", "take 1"]:
            view.act(text)
        assert view.seating.is_bot(view.game.current_player)
        view.auto.value = True  # starts the loop
        for _ in range(400):
            await asyncio.sleep(0.01)
            if not view.seating.is_bot(view.game.current_player):
                break
        return view

    # A thread of its own: in the full suite Playwright's sync API keeps a loop running
    # in the main thread (session fixture), where asyncio.run would refuse to start.
    result = {}
    worker = threading.Thread(target=lambda: result.update(view=asyncio.run(scenario())))
    worker.start()
    worker.join(timeout=60)
    view = result["view"]
    assert view.game.is_over or view.game.current_player == 0
    assert view.table.view["legal"]


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_the_game_over_line_writes_scores_as_the_game_does(name):
    g = cardkit.make(name, seed=5)
    while not g.is_over:
        g.apply(RandomAgent(seed=len(g.history)).choose(g, g.current_player))
    view = play(g)
    names = view.seating.names()
    line = view._status(names)
    assert line.startswith("Game over:")
    for p, s in g.scores().items():
        assert f"{names[p]} {g.score_text(s)}" in line
    assert ("$" in line) == (name == "cover-your-assets")


# ----- the end of the game and what each player sees -------------------------------------
def finished(name, seed=5):
    g = cardkit.make(name, seed=seed)
    while not g.is_over:
        g.apply(RandomAgent(seed=len(g.history)).choose(g, g.current_player))
    return g


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_a_finished_game_tells_its_result_and_nobody_waits(name):
    g = finished(name)
    view = play(g, seat=0)
    v = view.table.view
    names = view.seating.names()
    winners = set(g.winners())
    assert v["over"]["headline"].startswith("Game over: ")
    assert all(names[p] in v["over"]["headline"] for p in winners)
    assert v["over"]["scores"] == [{"name": names[p], "score": g.score_text(s), "winner": p in winners}
                                   for p, s in g.scores().items()]
    assert v["legal"] == [] and v["waiting"] == ""
    assert "overlay" not in v, "no danger map of a finished game"
    view.undo()
    assert "over" not in view.table.view


def test_split_log_names_a_drawn_card_to_the_player_who_drew_it_only():
    view = play(cardkit.make("split", players=3, seed=1), seat=0)
    view.act("draw")
    drawn = view.game.history[-1][2][0].data["card"]
    assert f"Only player 0 sees it: {drawn}." in view.narration.value
    other = play(view.game, seat=1)
    assert "drew a card" in other.narration.value
    assert drawn not in other.narration.value.split("Player 0 drew a card")[1][:80]
    assert "Only player" not in other.narration.value


def test_split_round_chart_starts_afresh_each_round():
    view = play(cardkit.make("split", players=3, seed=1), seat=0)
    me = RandomAgent(seed=1)
    while view.game.round == 1:
        view.run_bots()
        if view.game.round == 1:
            view.act(str(me.choose(view.game, 0)))
    view.run_bots()
    replay = cardkit.make("split", players=3, seed=1)
    while replay.round == 1:
        replay.apply(view.game.history[len(replay.history)][1])
    xs = list(view.charts.figures[1].data[0].x)
    assert xs[0] == len(replay.history), "the chart starts with the second round's first state"
    assert xs[-1] == len(view.game.history)


def test_a_click_redraws_the_table_and_charts_once():
    view = three_player()
    syncs = []
    view.table.observe(lambda change: syncs.append(change), "view")
    charts = []
    update = view.charts.update
    view.charts.update = lambda *args: (charts.append(args), update(*args))
    view.table.choose("draw")
    assert len(syncs) == 1 and len(charts) == 1
    view.new_game(4)
    assert len(syncs) == 2 and len(charts) == 2
