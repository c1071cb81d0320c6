"""``LiveFigure``: its fast setters, the widget's JSON (template apart) and plotly config, and
one send a batch."""
from __future__ import annotations

import json

import plotly.graph_objects as go
import pytest

import cardkit
from cardkit.views import play
from cardkit.views.charts import style
from cardkit.views.charts.live import LiveFigure, plotly_js, plotly_script


def figure() -> LiveFigure:
    return LiveFigure(data=[go.Bar(x=[], y=[], marker=dict(color="#123456")),
                            go.Scatter(x=[], y=[], mode="lines")],
                      layout=dict(title=dict(text="before"), template="plotly_white"))


def sent(fig: LiveFigure) -> dict:
    """The figure as the front end puts it together: the figure's JSON and the template."""
    shown = json.loads(fig.widget.figure)
    assert "template" not in shown["layout"]
    shown["layout"]["template"] = json.loads(fig.widget.template)
    return shown


def test_set_trace_and_set_layout_are_read_back_through_plotly():
    fig = figure()
    fig.set_trace(0, x=["a", "b"], y=[1, 2], marker_color="#654321")
    fig.set_layout(title_text="after", xaxis_range=[0, 10], annotations=[dict(text="one")])
    assert fig.data[0].x == ("a", "b") and fig.data[0].y == (1, 2)
    assert fig.data[0].marker.color == "#654321"
    assert fig.layout.title.text == "after" and fig.layout.xaxis.range == (0, 10)
    assert [a.text for a in fig.layout.annotations] == ["one"]
    fig.set_layout(annotations=[dict(text="one"), dict(text="two")])  # a list that grew
    assert [a.text for a in fig.layout.annotations] == ["one", "two"]
    fig.set_layout(annotations=[])
    assert fig.layout.annotations == ()


def test_a_list_set_whole_reads_back_at_every_length_and_plotly_s_setter_follows():
    """Annotations and shapes are plotly objects a list: a list of another length, another
    text at the same length, an empty one, then plotly's own setter (as GameOver uses)."""
    fig = figure()
    for texts in (["one"], ["two"], ["two", "three"], [], ["four"]):
        fig.set_layout(annotations=[dict(text=t) for t in texts],
                       shapes=[dict(type="line", x0=0, x1=1, y0=i, y1=i) for i, _ in enumerate(texts)])
        assert [a.text for a in fig.layout.annotations] == texts
        assert [s.y0 for s in fig.layout.shapes] == list(range(len(texts)))
        assert [a["text"] for a in sent(fig)["layout"].get("annotations", [])] == texts
    with fig.batch_update():
        fig.layout.annotations = [dict(text="five"), dict(text="six")]
    assert [a["text"] for a in sent(fig)["layout"]["annotations"]] == ["five", "six"]
    fig.set_layout(annotations=[dict(text="seven")])
    assert [a.text for a in fig.layout.annotations] == ["seven"]


def test_inside_a_batch_the_last_list_set_is_the_one_kept():
    fig = figure()
    fig.set_layout(annotations=[dict(text="one")])
    with fig.batch_update():
        fig.set_layout(annotations=[])
        assert fig.layout.annotations == ()  # read back inside the block too
        fig.set_layout(annotations=[dict(text="one")])
    assert [a.text for a in fig.layout.annotations] == ["one"]
    assert [a["text"] for a in sent(fig)["layout"]["annotations"]] == ["one"]


def test_the_widget_gets_the_figure_with_its_template_apart():
    fig = figure()
    fig.set_trace(1, x=[1, 2, 3], y=[3, 1, 2])
    with fig.batch_update():
        fig.data[0].y = [5]  # plotly's own API reaches the widget at the end of the block
    assert sent(fig) == json.loads(fig.to_json())
    template = fig.widget.template
    fig.set_layout(title_text="again")
    assert fig.widget.template is template  # the same template: not written again


def test_plotly_s_own_api_outside_a_batch_is_drawn_with_the_next_change():
    fig = figure()
    fig.data[0].y = [5]
    fig.set_layout(title_text="next")
    assert sent(fig)["data"][0]["y"] == [5] and sent(fig)["layout"]["title"]["text"] == "next"
    assert sent(fig) == json.loads(fig.to_json())


def test_traces_added_and_removed_by_plotly_reach_the_widget_and_the_fast_setters():
    """As GameOver and the Cover Your Assets chart do: data=[], add_scatter, update_xaxes in a
    batch, then set_trace on the new traces."""
    fig = figure()
    fig.set_trace(0, x=["a"], y=[1])
    with fig.batch_update():
        fig.data = []
        for i in range(3):
            fig.add_scatter(x=[], y=[], name=f"player {i}")
        fig.update_xaxes(title_text="turn")
        assert fig.trace_count == 3
        fig.set_trace(2, x=[1, 2], y=[3, 4])
    shown = sent(fig)
    assert [t["name"] for t in shown["data"]] == ["player 0", "player 1", "player 2"]
    assert shown["data"][2]["x"] == [1, 2] and shown["layout"]["xaxis"]["title"]["text"] == "turn"
    assert shown == json.loads(fig.to_json()) and fig.data[2].y == (3, 4)


def test_later_fast_changes_replace_earlier_ones_when_plotly_is_given_them():
    fig = figure()
    for i in range(500):  # one pending value per property, however many actions set it
        fig.set_trace(0, y=[i], marker_color="#000000")
        fig.set_trace(0, marker=dict(color=f"#{i:06d}"))
    assert fig.data[0].y == (499,) and fig.data[0].marker.color == "#000499"
    assert sent(fig) == json.loads(fig.to_json())


def test_the_charts_read_no_private_attribute_of_plotly():
    """Every ``obj._name`` in cardkit/views/charts names something the charts define."""
    import ast
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "cardkit" / "views" / "charts"
    trees = [ast.parse(p.read_text(encoding="utf-8")) for p in folder.glob("*.py")]
    defined = {n.name for t in trees for n in ast.walk(t) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    defined |= {n.attr for t in trees for n in ast.walk(t)
                if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)}
    defined |= {n.target.id for t in trees for n in ast.walk(t)
                if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    used = {n.attr for t in trees for n in ast.walk(t) if isinstance(n, ast.Attribute)
            and n.attr.startswith("_") and not n.attr.startswith("__")}
    assert used - defined == set()


def test_the_widget_shows_plotly_s_toolbar_only_under_the_pointer_with_few_buttons():
    config = json.loads(figure().widget.config)
    assert config["displayModeBar"] == "hover" and config["displaylogo"] is False
    assert config["modeBarButtons"] == [list(style.MODEBAR_BUTTONS)]


def test_every_chart_names_the_kernel_s_one_plotly_script_made_again_once_closed():
    first, second = figure(), figure()
    assert first.widget.plotly == second.widget.plotly == "IPY_MODEL_" + plotly_script().model_id
    plotly_script().close()
    again = figure()
    assert again.widget.plotly == "IPY_MODEL_" + plotly_script().model_id != first.widget.plotly
    assert plotly_script().plotly_js == plotly_js() and plotly_script().comm is not None


def test_a_batch_reaches_the_widget_once_at_its_end():
    fig = figure()
    changes = []
    fig.widget.observe(lambda change: changes.append(change["new"]), "figure")
    with fig.batch_update():
        fig.set_trace(0, x=["a"], y=[1])
        fig.data[1].x = [1]  # plotly's batched API in the same block
        fig.set_layout(title_text="batched")
        assert changes == []
    assert len(changes) == 1
    shown = json.loads(changes[0])
    assert shown["data"][0]["x"] == ["a"] and shown["data"][1]["x"] == [1]
    assert shown["layout"]["title"]["text"] == "batched"
    fig.set_trace(0, y=[2])  # outside a batch: at once
    assert len(changes) == 2 and json.loads(changes[1])["data"][0]["y"] == [2]


GAMES = {"push": 3, "uno-duo": 2, "cover-your-assets": 3, "split": 3, "pegs-and-jokers": 4}


@pytest.mark.parametrize("name", GAMES)
def test_what_each_game_s_charts_set_unchecked_passes_plotly_s_checks(name):
    """set_trace/set_layout skip plotly's checks: every figure sent over a played game
    (sampled, the end included) is one plotly accepts, property by property."""
    view = play(cardkit.make(name, players=GAMES[name], seed=2),
                bots={p: "sensible" for p in range(1, GAMES[name])})
    played = 0
    while True:
        if played % 20 == 0 or view.game.is_over:
            for fig in view.charts.figures:
                shown = sent(fig)
                go.Figure(data=shown["data"], layout=shown["layout"])  # raises on a bad property
        if view.game.is_over:
            break
        if view.seating.is_bot(view.game.current_player):
            view.step()
        else:
            view.act(str(view.game.legal_actions()[0]))
        played += 1
    assert played > 20
