"""The UNO Duo table on the Python side: its renderer, faces, hidden cards, clicks and charts."""
from __future__ import annotations

import json

import cardkit
from cardkit.agents import RandomAgent
from cardkit.views import Table, play
from cardkit.views.charts import charts_for
from cardkit.views.charts.uno_duo import Charts
from cardkit.views.faces import card_faces
from cardkit.views.narration import narrate

# With every draft step a "keep", player 0 keeps cards 0, 4, 8, …, 24 and player 1 cards
# 2, 6, …, 26 (the others go to the draft discard pile); card 28 is turned up.
P0 = ["WILD", "R5", "R6", "G3", "B4", "Y2", "Y9"]
P1 = ["G7", "G8", "B+2", "YSKIP", "WILD+4", "B1", "Y0"]
PASSED = ["G1", "G2", "B2", "B3", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "G4", "G5", "G6", "B5"]


def stacked_deck(turned_up: str = "RSKIP") -> list[str]:
    deck = []
    for i in range(7):
        deck += [P0[i], PASSED[2 * i], P1[i], PASSED[2 * i + 1]]
    return deck + [turned_up]


def drafted(turned_up: str = "RSKIP", **kw):
    """A view where the draft is over: a turned-up Skip lets player 0 play first."""
    view = play(cardkit.make("uno-duo", seed=5, deck=stacked_deck(turned_up)), **kw)
    while view.game.phase == "draft":
        view.game.apply("keep")
    view.refresh()
    return view


def test_the_front_end_holds_the_uno_duo_renderer_and_style():
    assert 'registerGame("uno-duo"' in Table._esm
    assert ".ck-uno-hand" in Table._css and ".ck-c-wild" in Table._css


def test_every_card_face_has_its_colour_name_symbol_and_points():
    faces = card_faces(cardkit.make("uno-duo", seed=1))
    assert len(faces) == 4 * 13 + 2
    coloured = [f for code, f in faces.items() if not code.startswith("WILD")]
    assert {f["colour"] for f in coloured} == {"red", "yellow", "green", "blue"}
    assert len({f["symbol"] for f in coloured}) == 4, "each colour has its own symbol"
    assert faces["R7"]["points"] == 7 and faces["GSKIP"]["points"] == 10
    assert faces["WILD"]["points"] == 15 and faces["WILD+4"]["points"] == 20
    assert faces["WILD"]["colour"] is None and faces["B+2"]["name"] == "blue Draw Two"


def test_the_table_shows_only_the_seats_own_hand():
    view = drafted(bots={1: RandomAgent(seed=1)}, seat=0)
    obs = view.table.view["obs"]
    assert obs == view.game.observation(0)
    assert sorted(obs["hand"]) == sorted(P0)
    assert obs["hand_sizes"] == [7, 7]
    synced = json.dumps(view.table.view)
    assert "hands" not in obs and "WILD+4" not in synced and "YSKIP" not in synced


def test_the_drawn_card_is_shown_only_to_the_player_who_drew_it():
    view = drafted(bots={1: RandomAgent(seed=1)}, seat=0)
    g = view.game
    g.apply("draw")  # player 0 draws the top of the deck
    drawn = [e for e in g.history[-1][2] if e.kind == "draw"][0]
    assert drawn.data["seen_by"] == 0
    view.refresh()
    assert view.table.view["obs"]["hand_sizes"][0] == 8
    other = g.observation(1)
    assert other["drawn"] is None and "hand" in other and len(other["hand"]) == 7
    for code in drawn.data["cards"]:
        assert code not in str(drawn), "a draw's sentence names no card"


def test_narration_never_names_the_cards_a_player_drew():
    view = play(cardkit.make("uno-duo", seed=8), bots={0: "sensible", 1: "sensible"})
    view.run_bots(limit=400)
    html = narrate(view.game, view.seating.names(), last=10_000)
    draws = [e for _, _, events in view.game.history for e in events if e.kind == "draw"]
    assert draws
    for e in draws:
        assert str(e) in html.replace("&#x27;", "'")
        assert not any(f"draws {c}" in html for c in e.data["cards"])


def test_clicking_a_card_plays_it_and_a_wild_names_its_colour():
    view = drafted(bots={1: RandomAgent(seed=1)}, seat=0)
    legal = view.table.view["legal"]
    assert "play R5" in legal and "play R6" in legal and "play G3" not in legal
    assert {"play WILD red", "play WILD yellow", "play WILD green", "play WILD blue"} <= set(legal)
    assert "play WILD" not in legal, "a Wild needs its colour"
    view.table.choose("play R5")  # what a click on the card sends
    assert view.game.history[-1][1] == "play R5"
    assert view.game.discard[-1] == "R5"
    assert "plays red 5 (R5)" in view.narration.value


def test_a_wild_played_from_the_table_names_the_colour_in_force():
    view = drafted(seat=0, bots={1: RandomAgent(seed=2)})
    view.table.choose("play WILD green")
    assert view.game.discard[-1] == "WILD" and view.game.colour == "G"
    view.run_bots()
    obs = view.table.view["obs"]
    assert obs["discard_top"] is not None and obs["colour"] in ("red", "yellow", "green", "blue")


def test_a_wrong_click_is_explained_and_changes_nothing():
    view = drafted(bots={1: RandomAgent(seed=1)}, seat=0)
    before = view.game.to_json()
    view.table.choose("play G3")
    assert view.game.to_json() == before
    assert view.table.view["error"].startswith("Not allowed: G3 does not match")


def test_hot_seat_hides_the_table_between_the_two_players():
    view = play(cardkit.make("uno-duo", seed=4))
    assert view.table.view["obs"]["player"] == 0
    view.table.choose("keep")  # player 1 drafts next
    assert view.table.view["screen"] == {"kind": "pass", "player": 1}
    assert view.table.view["obs"] == {} and view.table.view["legal"] == []
    view.table.ready()
    assert view.table.view["obs"]["player"] == 1
    assert view.table.view["obs"]["looking_at"] is not None


def test_uno_and_catch_are_offered_on_the_table():
    g = cardkit.make("uno-duo", seed=5, deck=stacked_deck("R7"))
    while g.phase == "draft":
        g.apply("keep")
    # player 1 plays first on R7; give both players two cards by playing down
    g.hands[1] = ["R8", "G8"]
    g.hands[0] = ["R5", "G3"]
    view = play(g, bots={0: RandomAgent(seed=3)}, seat=1)
    assert "play R8 uno" in view.table.view["legal"] and "play R8" in view.table.view["legal"]
    view.table.choose("play R8")  # forgot UNO
    assert view.game.uno_pending == 1
    assert view.game.current_player == 0 and "catch" in [str(a) for a in view.game.legal_actions()]


def test_charts_are_uno_duos_and_follow_every_action():
    view = drafted(bots={1: RandomAgent(seed=1)}, seat=0)
    assert isinstance(charts_for(view.game), Charts) and len(view.charts.figures) == 3
    playable, holds, points = view.charts.figures
    for fig in view.charts.figures:
        assert fig.layout.title.text
    assert playable.layout.xaxis.title.text and playable.layout.yaxis.title.text
    assert all(d.hovertemplate for fig in view.charts.figures for d in fig.data)
    assert list(holds.data[0].x)[:4] == ["red", "yellow", "green", "blue"]
    before = (list(playable.data[0].y), list(holds.data[0].y), list(points.data[0].y))
    view.table.choose("play R5")
    view.run_bots()
    after = (list(playable.data[0].y), list(holds.data[0].y), list(points.data[0].y))
    assert len(after[0]) > len(before[0]) and after != before
    assert points.data[0].y[0] == sum(card_faces(view.game)[c]["points"] for c in view.game.hands[0])
    view.undo()
    assert max(playable.data[0].x) == len(view.game.history), "undo takes the later points away"
