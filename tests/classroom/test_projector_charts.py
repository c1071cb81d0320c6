"""The projector's live charts, in every game: the data its chart widgets are sent holds
only what every player sees (``public_observation``), never a hidden card."""
from __future__ import annotations

import json
import re

import pytest

import cardkit
from cardkit.classroom.charts import ProjectorCharts, PublicCharts, point
from cardkit.classroom.room import Room
from cardkit.views.charts.push import Charts as PushCharts
from cardkit.views.faces import card_faces
from cardkit.views.seat_view import public_observation

KEY = "teacher-key"


def played(tmp_path, game: str, actions: int = 30, seed: int = 2) -> Room:
    """A room of bots that played ``actions`` actions (the class's questions revealed)."""
    g = cardkit.make(game, seed=seed)
    room = Room(g, bots=range(g.players), save=tmp_path / f"{game}.json", code="ABCD",
                teacher_key=KEY, pace=0.0)
    assert room.control(KEY, "start").ok
    room.control(KEY, "pause")
    while len(room.game.history) < actions and not room.game.is_over:
        if room.asking is not None:
            assert room.control(KEY, "reveal").ok
        else:
            assert room.control(KEY, "step").ok, room.notice
    return room


def sent(charts: ProjectorCharts) -> str:
    """What the projector page's chart widgets hold: their figures' JSON."""
    return "\n".join(fig.widget.figure for fig in charts.figures)


def codes_in(text: str, game: cardkit.Game) -> set[str]:
    faces = set(card_faces(game))
    return {word for word in re.findall(r"[A-Za-z0-9+]+", text) if word in faces}


@pytest.mark.parametrize("game", list(cardkit.GAMES))
def test_the_projector_charts_hold_no_hidden_card(tmp_path, game):
    room = played(tmp_path, game)
    g = room.game
    charts = ProjectorCharts(g, room.private)
    charts.update(g, room.points)
    data = sent(charts)
    assert charts.figures and all(json.loads(f.widget.figure)["data"] for f in charts.figures)
    public = json.dumps(public_observation(g))
    hidden = codes_in(data, g) - codes_in(public, g)
    assert not hidden, f"the projector's charts name hidden cards: {sorted(hidden)}"
    for fig in charts.figures:  # titled, axes labelled, hover text on every trace
        layout = json.loads(fig.widget.figure)["layout"]
        assert layout["title"]["text"] and layout["yaxis"]["title"]["text"]
        assert all(t.get("hovertemplate") for t in json.loads(fig.widget.figure)["data"])


@pytest.mark.parametrize("game", [name for name in cardkit.GAMES if name != "push"])
def test_a_hidden_hand_game_draws_the_public_race_from_every_action(tmp_path, game):
    room = played(tmp_path, game, actions=20)
    g = room.game
    assert room.private and sorted(room.points) == list(range(len(g.history) + 1))
    charts = ProjectorCharts(g, room.private)
    assert isinstance(charts.public, PublicCharts)
    charts.update(g, room.points, room.names())
    race, hands = (json.loads(f.widget.figure) for f in charts.figures)
    teams = game == "pegs-and-jokers"
    assert [t["name"] for t in race["data"]] == (["team 0", "team 1"] if teams else room.names())
    now = public_observation(g)
    scores = point(now)["scores"]  # the teams' in Pegs and Jokers, the totals in Cover Your Assets
    assert [trace["y"][-1] for trace in race["data"]] == [scores[k] for k in sorted(scores)]
    assert [len(trace["x"]) for trace in race["data"]] == [len(g.history) + 1] * len(scores)
    assert hands["data"][0]["y"] == now["hand_sizes"]
    room.control(KEY, "undo")  # an undone action leaves the race
    assert max(room.points) == len(room.game.history)


# the games that deal hands before the first action (UNO Duo's hands come from a draft)
@pytest.mark.parametrize("game", ["split", "cover-your-assets", "pegs-and-jokers"])
def test_two_deals_that_differ_in_hidden_cards_only_draw_the_same(tmp_path, game):
    g = cardkit.make(game, seed=5)
    a = g.observation(0)["hand"][0]
    b = next(c for c in g.observation(1)["hand"] if c != a)
    one, other = (cardkit.make(game, seed=5, deck=deck) for deck in ([a, b], [b, a]))
    assert one.observation(0) != other.observation(0)  # the first two cards dealt swapped
    assert public_observation(one) == public_observation(other)
    drawn = []
    for g, where in ((one, "one"), (other, "other")):
        room = Room(g, save=tmp_path / f"{where}.json", code="ABCD", teacher_key=KEY)
        charts = ProjectorCharts(g, room.private)
        charts.update(g, room.points)
        drawn.append(sent(charts))
    assert drawn[0] == drawn[1]


def test_push_shows_its_own_charts_of_the_player_to_act(tmp_path):
    room = played(tmp_path, "push", actions=12)
    charts = ProjectorCharts(room.game, room.private)
    assert not room.private and isinstance(charts.panel.charts, PushCharts)
    charts.update(room.game, room.points)
    risk = json.loads(charts.figures[0].widget.figure)
    assert risk["data"][0]["x"][-1] == len(room.game.history)


@pytest.mark.parametrize("game", ["push", "split"])
def test_a_resumed_game_draws_its_race_from_the_first_action(tmp_path, game):
    room = played(tmp_path, game, actions=15)
    again = Room.resume(room.save_path, teacher_key=KEY)
    assert again.points == room.points and sorted(again.points) == list(range(len(room.game.history) + 1))
    charts = ProjectorCharts(again.game, again.private)
    charts.update(again.game, again.points, again.names())
    first = json.loads(charts.figures[0].widget.figure)["data"][0]
    assert len(first["x"]) == len(room.game.history) + 1 or not room.private
