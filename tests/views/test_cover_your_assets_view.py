"""The Cover Your Assets table on the Python side: its renderer, hidden hands, clicks and charts."""
from __future__ import annotations

import json

import cardkit
from cardkit.agents import RandomAgent
from cardkit.views import Table, play
from cardkit.views.charts import charts_for
from cardkit.views.charts.cover_your_assets import Charts
from cardkit.views.faces import card_faces

# Four players, dealt one card at a time from player 0 (card i goes to player i % 4);
# card 16 is turned up on the discard pile, the next cards are drawn top first.
HANDS = (["HOME", "HOME", "CASH", "STAMPS"], ["JEWELS", "AUTO", "PIGGY", "SILVER"],
         ["HOME", "SILVER", "COINS", "BASEBALL"], ["JEWELS", "STOCKS", "BANK", "PIGGY"])
DECK = [HANDS[i % 4][i // 4] for i in range(16)] + ["JEWELS", "GOLD", "BANK", "CASH"]


def game():
    return cardkit.make("cover-your-assets", players=4, seed=2026, deck=DECK)


def seated(g=None, seat=0):
    g = game() if g is None else g
    return play(g, seat=seat, bots={p: RandomAgent(seed=p) for p in range(4) if p != seat})


def test_the_front_end_holds_the_cover_your_assets_renderer_and_style():
    assert 'registerGame("cover-your-assets"' in Table._esm
    assert ".ck-cya-hand" in Table._css and ".ck-cya-fight" in Table._css


def test_every_card_face_has_its_name_and_value_and_wilds_say_so():
    faces = card_faces(game())
    assert len(faces) == 12
    assert faces["HOME"]["points"] == 20_000 and faces["GOLD"]["points"] == 50_000
    assert "(wild)" in faces["GOLD"]["name"] and "(wild)" in faces["SILVER"]["name"]
    assert not any("(wild)" in f["name"] for c, f in faces.items() if c not in ("GOLD", "SILVER"))


def test_the_table_shows_only_the_seats_own_hand():
    view = seated()
    obs = view.table.view["obs"]
    assert obs == view.game.observation(0)
    assert obs["hand"] == HANDS[0] and obs["hand_sizes"] == [4, 4, 4, 4]
    synced = json.dumps(view.table.view)
    assert "hands" not in obs and "draw_pile" not in obs
    for code in ("AUTO", "COINS", "BASEBALL", "STOCKS"):  # only in the other hands
        assert code not in synced


def test_clicking_two_cards_then_pair_makes_a_set_on_the_stack():
    view = seated()
    assert "pair HOME HOME" in view.table.view["legal"]
    view.table.choose("pair HOME HOME")  # what the "Make a pair" button sends
    g = view.game
    assert g.history[0][1] == "pair HOME HOME"
    assert g.stacks[0] == [["HOME", "HOME"]] and g.stack_value[0] == 40_000
    assert "Player 0 paired HOME and HOME" in view.narration.value


def test_a_card_and_the_discard_make_a_pair():
    g = game()
    g.apply("pair HOME HOME")
    view = seated(g, seat=1)
    assert "take JEWELS" in view.table.view["legal"]
    view.table.choose("take JEWELS")  # a hand card, then the glowing discard
    assert view.game.stacks[1] == [["JEWELS", "JEWELS"]]


def test_a_steal_fight_is_synced_as_it_unfolds():
    g = game()
    for text in ("pair HOME HOME", "take JEWELS", "steal 0 HOME"):
        g.apply(text)
    view = seated(g, seat=0)  # player 0 defends
    obs = view.table.view["obs"]
    assert obs["fight"] == {"challenger": 2, "defender": 0, "asset": "HOME",
                            "shown": [[2, "HOME"]]}
    assert obs["current_player"] == 0 and obs["phase"] == "defend"
    assert view.table.view["legal"] == ["defend GOLD", "yield"]
    view.table.choose("defend GOLD")
    obs = view.table.view["obs"]
    assert obs["fight"]["shown"] == [[2, "HOME"], [0, "GOLD"]]
    assert obs["current_player"] == 2 and view.table.view["legal"] == []


def test_a_wrong_click_is_explained_and_changes_nothing():
    view = seated()
    before = view.game.to_json()
    view.table.choose("pair CASH STAMPS")
    assert view.game.to_json() == before
    assert view.table.view["error"].startswith("Not allowed: CASH and STAMPS are different assets")


def test_hot_seat_shows_the_hand_of_the_player_to_act_only():
    view = play(game())
    assert view.table.view["obs"]["hand"] == HANDS[0]
    view.table.choose("pair HOME HOME")
    assert view.table.view["screen"] == {"kind": "pass", "player": 1}
    assert view.table.view["obs"] == {}
    view.table.ready()
    assert view.table.view["obs"]["hand"] == HANDS[1]


def test_charts_are_cover_your_assets_and_follow_every_action():
    view = seated()
    assert isinstance(charts_for(view.game), Charts) and len(view.charts.figures) == 3
    values, chances, totals = view.charts.figures
    for fig in view.charts.figures:
        assert fig.layout.title.text
    assert values.layout.xaxis.title.text and values.layout.yaxis.title.text
    assert all(d.hovertemplate for fig in view.charts.figures for d in fig.data)
    assert len(values.data) == 4 and list(values.data[0].y) == [0]
    view.table.choose("pair HOME HOME")
    view.run_bots()
    assert list(values.data[0].y)[:2] == [0, 40_000]
    assert len(values.data[0].x) == len(view.game.value_log)
    owners = [q for q in range(4) if q != 0 and view.game.stacks[q]]
    assert len(chances.data[0].x) == len(owners)
    assert all(0 <= y <= 100 for y in chances.data[0].y)
    assert list(totals.data[1].y) == list(view.game.stack_value)
    view.undo()
    assert list(values.data[0].y) == [0], "undo takes the later turns away"
