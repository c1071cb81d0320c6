"""``LiveFigure``: its fast setters, the widget's JSON (template apart) and plotly config, and
one send a batch."""
from __future__ import annotations

import json

import plotly.graph_objects as go
import pytest

import cardkit
from cardkit.views import play
from cardkit.views.charts import style
from cardkit.views.charts.live import LiveFigure


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
    fig.data[0].y = [5]  # plotly's own API still reaches the widget
    assert sent(fig) == json.loads(fig.to_json())
    template = fig.widget.template
    fig.set_layout(title_text="again")
    assert fig.widget.template is template  # the same template: not written again


def test_the_widget_shows_plotly_s_toolbar_only_under_the_pointer_with_few_buttons():
    config = json.loads(figure().widget.config)
    assert config["displayModeBar"] == "hover" and config["displaylogo"] is False
    assert config["modeBarButtons"] == [list(style.MODEBAR_BUTTONS)]


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
