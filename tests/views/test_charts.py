"""Every chart a class reads: titles, axis labels, hover text, text size, compact live charts,
one colour per strategy, a pattern or label wherever colour means something, and the live
charts' game-over view."""
from __future__ import annotations

from functools import cache

import pandas as pd
import pytest

import cardkit
from cardkit.agents import strategy
from cardkit.lessons import cover_your_assets as cya_lesson
from cardkit.lessons import pegs_and_jokers as pegs_lesson
from cardkit.lessons import push as push_lesson
from cardkit.lessons import split as split_lesson
from cardkit.lessons import strategy_lab as lab
from cardkit.lessons import uno_duo as uno_lesson
from cardkit.views.charts import ScalarCharts, charts_for, style, summary_for

PLAYERS = {"push": 3, "uno-duo": 2, "cover-your-assets": 4, "split": 2, "pegs-and-jokers": 4}
OPTIONS = {"uno-duo": {"target": 100}}  # a shorter match, the same charts


@cache
def played(name: str, seed: int = 3, actions: int | None = None):
    """A game and its charts after ``actions`` actions of sensible bots, or at the end; the
    charts updated as ``play`` does, after the last actions (and every 40th before them)."""
    g = cardkit.make(name, players=PLAYERS[name], seed=seed, **OPTIONS.get(name, {}))
    bots = [strategy(name, "sensible") for _ in range(g.players)]
    charts = charts_for(g)
    charts.update(g, 0, summary_for(g, 0))
    while not g.is_over and (actions is None or len(g.history) < actions):
        g.apply(bots[g.current_player].choose(g, g.current_player))
        if len(g.history) % 40 == 0 or g.is_over or actions and len(g.history) > actions - 10:
            charts.update(g, 0, summary_for(g, 0))
    return g, charts


@pytest.fixture(scope="module", params=list(PLAYERS))
def finished(request):
    return played(request.param)


@pytest.fixture(scope="module", params=list(PLAYERS))
def midgame(request):
    return played(request.param, actions=25)


def texts_of(fig):
    """Every font size a figure sets, after plotly's defaults: (what, size)."""
    layout = fig.layout
    yield "font", layout.font.size
    yield "title", layout.title.font.size or layout.font.size
    yield "hover", layout.hoverlabel.font.size
    for a in layout.annotations:
        yield f"note {a.text!r}", a.font.size or layout.font.size


def axis_titles(fig):
    return [a.title.text for a in (fig.layout.xaxis, fig.layout.yaxis) if a.visible is not False]


def check_readable(fig, live: bool) -> None:
    assert fig.layout.title.text, "a chart without a title"
    shown = [t for t in fig.data if t.visible is not False]
    if shown:  # (a game-over note has no plot, so no axes)
        assert any(axis_titles(fig)), f"{fig.layout.title.text}: no axis title"
    for what, size in texts_of(fig):
        assert size is not None and size >= style.TEXT_SIZE, (fig.layout.title.text, what, size)
    for t in shown:
        assert t.hovertemplate or t.hoverinfo == "skip", (fig.layout.title.text, t.name)
    if live:
        assert fig.layout.width <= 460 and fig.layout.height <= 320
        for line in fig.layout.title.text.split("<br>"):
            assert len(line) <= style.TITLE_CHARS, f"title line too long to fit: {line!r}"
        # axes hold their titles outside the plot; labels at an angle squeeze it
        assert fig.layout.xaxis.tickangle in (None, 0) or not fig.data


def check_told_apart(fig) -> None:
    """Bar traces of different colours differ by pattern too; lines by dash or marker."""
    bars = [t for t in fig.data if t.type == "bar" and t.visible is not False
            and isinstance(t.marker.color, str)]
    looks = {(t.marker.color, t.marker.pattern.shape or "") for t in bars}
    colours = {c for c, _ in looks}
    if len(colours) > 1:
        assert len({p for _, p in looks}) == len(looks), fig.layout.title.text
    lines = [t for t in fig.data if t.type == "scatter" and "lines" in (t.mode or "")]
    if len(lines) > 1:
        styles = {(t.line.dash, t.marker.symbol) for t in lines}
        assert len(styles) == len(lines), fig.layout.title.text


def test_live_charts_mid_game_are_compact_readable_and_labelled(midgame):
    g, charts = midgame
    assert not g.is_over
    for fig in charts.figures:
        check_readable(fig, live=True)
        check_told_apart(fig)
        assert not fig.layout.title.text.startswith("Game over")


def test_after_the_end_the_live_charts_show_the_final_scores_not_chances(finished):
    g, charts = finished
    assert g.is_over
    first, *others = charts.figures
    for fig in charts.figures:
        assert fig.layout.title.text.startswith("Game over")
        check_readable(fig, live=True)
    shown = [t for t in first.data if t.visible is not False]
    assert len(shown) == 1
    scores = g.scores()
    assert list(shown[0].x) == list(scores.values())
    assert all(f"player {p}" in label for p, label in zip(scores, shown[0].y, strict=True))
    assert ["★ wins" in label for label in shown[0].y] == [p in g.winners() for p in scores]
    for fig in others:  # no chance left on screen: every trace hidden, a note instead
        assert all(t.visible is False for t in fig.data)
        assert "Final scores" in fig.layout.annotations[0].text


def labelled(axis, categories) -> list:
    """The categories of a category axis that plotly writes a tick label under: all of them,
    unless tick values pick some (by name, or by position where they are numbers)."""
    if axis.showticklabels is False:
        return []
    if axis.tickvals is None:
        return list(categories)
    return [c for i, c in enumerate(categories) if c in axis.tickvals or i in axis.tickvals]


def test_the_final_scores_name_every_player_and_number_the_points_axis(finished):
    """The live chart's tick values (Push's 0-100 %, Split's cards in hand) never stay on the
    final scores' axes: every bar is labelled with its player, the points axis with numbers."""
    g, charts = finished
    fig = charts.figures[0]
    bars = next(t for t in fig.data if t.visible is not False)
    assert fig.layout.yaxis.type == "category"
    assert labelled(fig.layout.yaxis, bars.y) == list(bars.y)
    points = fig.layout.xaxis
    assert points.type == "linear" and points.showticklabels is not False
    assert points.tickvals is None and points.ticktext is None and points.tickmode in (None, "auto")


@pytest.mark.parametrize("actions", [25, None], ids=["midgame", "finished"])
@pytest.mark.parametrize("name", list(PLAYERS))
def test_plotly_s_toolbar_stands_upright_in_a_margin_of_its_own(name, actions):
    """The toolbar (shown under the pointer only, see test_live_figure) stands in the right
    margin: upright, 24 px wide and 2 px from the edge as Chromium draws it, beside titles
    that end well short of it (TITLE_CHARS), over no plot."""
    _, charts = played(name, actions=actions)
    for fig in charts.figures:
        assert fig.layout.modebar.orientation == "v", fig.layout.title.text
        assert fig.layout.margin.r >= style.MODEBAR_MARGIN >= 26, fig.layout.title.text
        assert fig.layout.title.x <= 0.01 and fig.layout.title.xanchor == "left"


def test_an_undo_after_the_end_brings_the_live_charts_back():
    g, charts = played.__wrapped__("push", seed=5)
    g.undo()
    charts.update(g, 0, summary_for(g, 0))
    risk, value = charts.figures
    assert not risk.layout.title.text.startswith("Game over")
    assert len(risk.data) == 2 and risk.data[0].visible is not False and risk.data[0].y
    assert value.layout.barmode == "group" and value.layout.yaxis.title.text == "points"
    assert "bust" in value.layout.title.text and value.layout.annotations == ()
    assert risk.layout.yaxis.tickvals == (0, 25, 50, 75, 100)  # the live axes, as they were
    g.apply(g.legal_actions()[0])
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    charts.update(g, 0, summary_for(g, 0))
    assert risk.layout.title.text.startswith("Game over") and len(risk.data) == 3


def test_no_danger_rings_on_the_board_and_no_fallback_chances_after_the_end():
    g, charts = played("pegs-and-jokers")
    summary = summary_for(g, 0)
    assert charts.table_overlay(g, 0, summary)["danger"] == {}
    g, _ = played.__wrapped__("push", seed=6)  # a game of its own: this one is undone
    fallback = ScalarCharts()
    fallback.update(g, 0, summary_for(g, 0))
    assert fallback.figures[0].layout.title.text.startswith("Game over")
    g.undo()
    fallback.update(g, 0, summary_for(g, 0))
    assert fallback.figures[0].layout.title.text == "The probability panel's figures"
    assert "bust_chance" in fallback.figures[0].data[0].x  # the summary's numbers again


def test_uno_duo_says_the_opponents_hand_points_are_an_expectation():
    g, charts = played("uno-duo", actions=25)
    hand = charts.figures[2].data[0]
    assert "expected" in hand.name and "expected" in hand.text[1]
    assert "expectation" in hand.customdata[1] and "expect" not in hand.customdata[0]


def test_push_names_both_bust_figures():
    g, charts = played("push", actions=25)
    risk = charts.figures[0]
    assert "a Switch is safe" in risk.data[0].name and risk.layout.showlegend is not False
    assert risk.layout.yaxis.range[1] > max(risk.layout.yaxis.tickvals)  # room for the legend
    summary = summary_for(g, 0)
    if "placed_bust_chance" in summary:
        assert risk.data[1].visible and "Switch passed over" in risk.data[1].name


# ----- the strategy lab: one colour per strategy ---------------------------------------
def results(order: list[str]) -> pd.DataFrame:
    """A made-up results frame: two games, the strategies in ``order`` of first appearance."""
    rows = []
    for game in ("push", "split"):
        for seed in range(4):
            for player, name in enumerate(order):
                rows.append({"game_name": game, "strategy": name, "seed": seed, "player": player,
                             "score": 10 * player + seed, "rank": player + 1,
                             "winner": (seed + player) % 2 == 0})
    return pd.DataFrame(rows)


@pytest.mark.parametrize("order", [["sensible", "random"], ["random", "sensible"]])
def test_every_strategy_keeps_its_colour_in_every_chart(order):
    frame = results(order)
    win = lab.win_chart(lab.win_table(frame))
    score = lab.score_chart(frame)
    for fig in (win, score):
        check_readable(fig, live=False)
        for t in fig.data:
            assert t.marker.color == style.strategy_colour(t.name), (fig.layout.title.text, t.name)
    assert {t.marker.pattern.shape for t in win.data if t.name == "random"} == {"/"}
    assert style.strategy_colour("sensible") != style.strategy_colour("random")
    assert style.strategy_style("my own bot") == style.strategy_style("my own bot")


# ----- the lessons' figures ------------------------------------------------------------
@pytest.fixture(scope="module")
def lesson_figures():
    return {
        "push deck": push_lesson.deck_chart(3),
        "push thresholds": push_lesson.threshold_chart(push_lesson.win_rates(
            push_lesson.threshold_experiment(games=10, progress=False))),
        "uno deck": uno_lesson.deck_chart(),
        "uno stacking": uno_lesson.stacking_chart(uno_lesson.win_rates(
            uno_lesson.stacking_experiment(games=4, target=50, progress=False)), target=50),
        "cya deck": cya_lesson.deck_chart(),
        "cya stacks": cya_lesson.stack_values_chart(cya_lesson.one_round(seed=7)),
        "split deck": split_lesson.deck_chart(),
        "split depth": split_lesson.depth_chart(split_lesson.win_rates(
            split_lesson.depth_experiment(games=8, progress=False))),
        "pegs deck": pegs_lesson.deck_chart(4),
        "pegs 8s": pegs_lesson.eights_chart(pegs_lesson.eights_experiment(games=4, progress=False)),
        "cya thresholds": cya_lesson.threshold_chart(cya_lesson.threshold_rates(
            cya_lesson.threshold_experiment(games=12, progress=False))),
    }


def test_lesson_figures_have_titles_axes_hover_and_readable_text(lesson_figures):
    for name, fig in lesson_figures.items():
        check_readable(fig, live=False)
        check_told_apart(fig)
        assert fig.layout.template.layout.paper_bgcolor == "white", name  # plotly_white


def test_level_line_labels_sit_outside_the_plot_not_over_a_bar(lesson_figures):
    for name in ("push thresholds", "uno stacking", "split depth", "cya thresholds"):
        notes = lesson_figures[name].layout.annotations
        assert notes and all(a.xref == "paper" and a.x > 1 for a in notes), name


def test_push_deck_layers_are_labelled_in_the_cards_own_colours(lesson_figures):
    fig = lesson_figures["push deck"]
    ranks = [t for t in fig.data if t.name.startswith("rank")]
    assert len(ranks) == 6
    for t in ranks:
        assert list(t.marker.color) == [push_lesson.COLOUR_HEX[c] for c in ("red", "blue", "green",
                                                                              "yellow", "purple")]
        assert all(text.startswith(t.name) for text in t.text)


def test_uno_deck_puts_no_number_on_a_thin_layer(lesson_figures):
    fig = lesson_figures["uno deck"]
    for t in fig.data:
        if t.type == "bar" and max(t.y) < 5:
            assert not any(t.text) and "each)" in t.name, t.name
