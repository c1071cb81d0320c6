"""The Pegs and Jokers table on the Python side: renderer, hidden hands, danger overlay, charts."""
from __future__ import annotations

import json

import pytest

import cardkit
from cardkit.agents.pegs_and_jokers import PegsSensible
from cardkit.prob import pegs_and_jokers as prob
from cardkit.views import Table, play
from cardkit.views.charts import charts_for
from cardkit.views.charts.pegs_and_jokers import Charts

# Seed 5, four players: player 0 holds AH (the only card that brings a peg out) and must play it.
SEED = 5


def view_of(seat=0, players=4, seed=SEED, **kw):
    return play(cardkit.make("pegs-and-jokers", players=players, seed=seed),
                bots={p: PegsSensible(seed=p) for p in range(players) if p != seat}, seat=seat, **kw)


def test_the_front_end_holds_the_pegs_renderer_and_style():
    assert 'registerGame("pegs-and-jokers"' in Table._esm
    for name in (".ck-pj-peg", ".ck-pj-danger", ".ck-pj-legend", ".ck-pj-hand", ".ck-pj-choice",
                 ".ck-pj-pegbtn", ".ck-pj-pointed", ".ck-pj-unnamed"):
        assert name in Table._css or name.replace(".", "", 1) in Table._esm


def test_the_table_syncs_only_what_the_seat_may_see():
    view = view_of(seat=0)
    g = view.game
    obs = view.table.view["obs"]
    assert obs == g.observation(0)
    assert obs["hand"] == g.hands[0] and obs["hand_sizes"] == [5, 5, 5, 5]
    synced = json.loads(json.dumps(view.table.view))  # JSON-ready
    assert set(synced) >= {"obs", "legal", "overlay"}
    assert "hands" not in json.dumps(synced) and "draw_pile\"" not in json.dumps(synced)
    assert view.table.view["legal"] == [str(a) for a in g.legal_actions()]


@pytest.mark.parametrize("players", [4, 6, 8])
def test_the_board_geometry_reaches_the_table_for_every_size(players):
    view = view_of(players=players)
    board = view.table.view["obs"]["board"]
    assert len(board["track"]) == 18 * players
    assert len(board["home"]) == players and len(board["start"]) == players
    assert len(view.table.view["obs"]["pegs"]) == 5 * players


def test_the_danger_overlay_is_the_prob_danger_map_of_the_seat():
    view = view_of(seat=0)
    g = view.game
    # play on until team 0 has a peg on the track with the human to move
    while not (g.current_player == 0 and prob.danger_map(g, 0)["chance"].gt(0).any()):
        if g.current_player == 0:
            view.act(str(g.legal_actions()[0]))
        else:
            view.step()
        assert not g.is_over
    overlay = view.table.view["overlay"]
    table = prob.danger_map(g, 0)
    assert overlay["danger"] == pytest.approx(dict(zip(table["peg"], table["chance"], strict=True)))
    assert overlay["next_opponent"] == prob.next_opponent(g, 0)
    team0 = {f"{c}:{i}" for c in (0, 2) for i in range(5)}
    assert set(overlay["danger"]) <= team0


def test_clicking_a_peg_sends_the_move_and_the_charts_follow():
    view = view_of(seat=0)
    g = view.game
    danger, moves, come_out = view.charts.figures
    before = list(come_out.data[0].y)
    view.table.choose("play AH 0:0")  # what the click on peg 0:0 after AH sends
    assert g.history[0][:2] == (0, "play AH 0:0")
    assert any(p["peg"] == "0:0" and p["area"] == "track" for p in view.table.view["obs"]["pegs"])
    view.run_bots()
    assert g.current_player == 0
    assert list(come_out.data[0].y) != before or list(moves.data[0].y)
    assert danger.data[0].x  # a bar per team peg on the track (or the "none yet" bar)


def test_an_illegal_choice_is_refused_with_a_reason():
    view = view_of(seat=0)
    view.table.choose("discard 2S")
    assert not view.game.history
    assert "must play" in view.table.view["error"]


def test_charts_titles_axes_and_hover_text():
    g = cardkit.make("pegs-and-jokers", players=4, seed=SEED)
    charts = charts_for(g)
    assert isinstance(charts, Charts)
    charts.update(g, 0, prob.summary(g, 0))
    for fig in charts.figures:
        assert fig.layout.title.text and fig.layout.yaxis.title.text
        assert any(t.customdata for t in fig.data)
        assert all(isinstance(c, str) for t in fig.data for c in t.customdata)
    moves = charts.figures[1]  # one trace a kind of move, named in the legend
    assert sum(y for t in moves.data for y in t.y) == pytest.approx(100.0)
    assert [t.name for t in moves.data] == ["brings a peg out", "moves forward", "moves back 8",
                                            "joker"]
    assert len({t.marker.pattern.shape for t in moves.data}) == len(moves.data)


def test_hot_seat_hides_the_table_between_players():
    view = play(cardkit.make("pegs-and-jokers", players=4, seed=SEED), seat=None)
    view.act("play AH 0:0")
    assert view.table.view["screen"] == {"kind": "pass", "player": 1}
    assert view.table.view["obs"] == {} and "overlay" not in view.table.view
    view.table.ready()
    assert view.table.view["obs"]["player"] == 1


def test_games_whose_charts_have_no_overlay_sync_none():
    view = play(cardkit.make("push", players=2, seed=1), bots={1: "sensible"}, seat=0)
    assert "overlay" not in view.table.view
