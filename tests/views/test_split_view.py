"""The Split table on the Python side: its renderer, hidden cards, clicks, narration and charts."""
from __future__ import annotations

import json

import cardkit
from cardkit.agents.split import SplitSensible
from cardkit.games.split import ORDER, RANK, RANKS, SUIT, SUIT_SYMBOLS
from cardkit.views import Table, play
from cardkit.views.charts import charts_for
from cardkit.views.charts.split import Charts, card_label
from cardkit.views.narration import narrate

# Seed 1, three players: after player 0's first draw the only match is 5SL 5SR (perfect).
SEED = 1


def view_of(seat=0, **kw):
    return play(cardkit.make("split", players=3, seed=SEED),
                bots={p: SplitSensible(seed=p) for p in range(3) if p != seat}, seat=seat, **kw)


def test_the_front_end_holds_the_split_renderer_and_style():
    assert 'registerGame("split"' in Table._esm
    for name in (".ck-split-half", ".ck-split-L::after", ".ck-split-R::before", ".ck-split-sheet",
                 ".ck-split-filled", ".ck-split-strength", ".ck-split-chip", ".ck-split-open",
                 ".ck-split-players"):
        assert name in Table._css


def test_the_table_syncs_only_what_the_seat_may_see():
    view = view_of(seat=0)
    g = view.game
    obs = view.table.view["obs"]
    assert obs == g.observation(0)
    assert sorted(obs["hand"]) == sorted(g.hands[0])
    synced = json.dumps(view.table.view)
    for p in (1, 2):
        for code in g.hands[p]:
            assert f'"{code}"' not in synced, f"player {p}'s {code} must stay hidden"
    assert obs["hand_sizes"] == [9, 9, 9]


def test_a_bots_draw_is_not_named_on_the_table_nor_in_the_narration():
    view = view_of(seat=0)
    g = view.game
    view.act("draw")
    view.act("match 5SL 5SR")
    view.act("penalise 1")
    view.act(f"discard {sorted(g.hands[0])[0]}")
    # the bots play until one of them draws (a turn's draw or a strong match's bonus draw)
    while not [e for e in g.history[-1][2] if e.kind in ("draw", "bonus-draw")]:
        assert view.seating.is_bot(g.current_player)
        view.step()
    who, _, events = g.history[-1]
    assert who != 0
    card = [e for e in events if e.kind in ("draw", "bonus-draw")][0].data["card"]
    assert card in g.hands[who]
    assert all(card not in str(e) for e in events)
    assert f'"{card}"' not in json.dumps(view.table.view), "the seat never sees another's draw"
    assert card not in narrate(g, view.seating.names(), last=1)


def test_narration_of_a_whole_game_never_names_a_drawn_card_in_its_draw_sentence():
    view = play(cardkit.make("split", players=2, seed=4), bots={0: "sensible", 1: "sensible"})
    view.run_bots(limit=3000)
    assert view.game.is_over
    for _, _, events in view.game.history:
        for e in events:
            if e.kind in ("draw", "bonus-draw"):
                assert e.data["card"] not in str(e)


def test_the_match_click_lays_a_match_and_the_table_shows_it_with_its_strength():
    view = view_of(seat=0)
    before = json.dumps(view.table.view)
    view.table.choose("draw")
    assert "match 5SL 5SR" in view.table.view["legal"]
    view.table.choose("match 5SL 5SR")
    obs = view.table.view["obs"]
    assert obs["matches"][0] == [{"cards": ["5SL", "5SR"], "strength": "perfect"}]
    assert obs["phase"] == "penalise" and view.table.view["legal"] == ["penalise 1", "penalise 2"]
    assert json.dumps(view.table.view) != before


def test_an_illegal_click_is_explained_and_changes_nothing():
    view = view_of(seat=0)
    state = view.game.to_json()
    view.table.choose("match 5SL 5SR")  # before drawing
    assert view.table.view["error"].startswith("Not allowed:")
    assert view.game.to_json() == state


def test_the_score_sheets_are_synced_as_grids_of_boxes():
    view = view_of(seat=0)
    view.table.choose("draw")
    view.table.choose("match 5SL 5SR")
    view.table.choose("penalise 2")
    sheet = view.table.view["obs"]["sheets"][2]
    assert [r["row"] for r in sheet["rows"]] == list(RANKS)
    assert sheet["negative"]["filled"] == 1 and sheet["total"] == -1
    assert all(len(r["values"]) == r["boxes"] + 1 for r in sheet["rows"])


def test_hot_seat_hides_the_table_between_people():
    view = play(cardkit.make("split", players=2, seed=SEED))
    view.act("draw")
    g = view.game
    while g.current_player == 0:
        legal = [str(a) for a in g.legal_actions()]
        view.act(next((t for t in legal if t.startswith("discard")), legal[0]))
    assert view.table.view["screen"] == {"kind": "pass", "player": 1}
    assert view.table.view["obs"] == {} and view.table.view["legal"] == []
    view.table.ready()
    assert view.table.view["obs"]["player"] == 1


def test_split_gets_its_own_three_live_charts():
    g = cardkit.make("split", players=3, seed=SEED)
    charts = charts_for(g)
    assert isinstance(charts, Charts) and len(charts.figures) == 3
    for fig in charts.figures:
        assert fig.layout.title.text and fig.layout.yaxis.title.text
        assert all(t.hovertemplate for t in fig.data)


def test_the_charts_follow_every_action_for_the_seat_shown():
    view = view_of(seat=0)
    chances, risk, sheet = view.charts.figures
    assert list(chances.data[0].x) == [card_label(c, SUIT_SYMBOLS) for c in sorted(
        view.game.hands[0], key=ORDER.__getitem__)]
    assert len(risk.data[0].x) == 1
    view.act("draw")
    assert len(risk.data[0].x) == 2
    assert len(chances.data[0].x) == 10
    view.act("match 5SL 5SR")
    view.act("penalise 1")
    assert list(sheet.data[0].y)[1] == -1, "the penalty shows on player 1's sheet"
    view.undo()
    assert len(risk.data[0].x) == 3 and list(sheet.data[0].y)[1] == 0


def test_card_labels_name_rank_suit_and_half():
    assert card_label("10SR", SUIT_SYMBOLS) == "10♠ R"
    assert card_label("QHL", SUIT_SYMBOLS) == "Q♥ L"


def test_the_chart_labels_each_card_with_the_game_s_own_suit_symbol():
    view = view_of(seat=0)
    hand = sorted(view.game.hands[0], key=ORDER.__getitem__)
    assert list(view.charts.figures[0].data[0].x) == [
        f"{RANK[code]}{SUIT_SYMBOLS[SUIT[code]]} {code[-1]}" for code in hand]
