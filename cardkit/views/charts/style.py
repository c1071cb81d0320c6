"""The look every cardkit chart shares: sizes, fonts, and one colour and pattern per strategy.

The palette is Okabe and Ito's, chosen to stay apart for the common kinds of colour blindness;
where a colour carries meaning a fill pattern (or a text label) carries it too, so a chart
reads in black and white and on a washed-out classroom projector.

``strategy_colour(name)`` is the same in every chart: the live charts, the lessons and the
strategy lab (notebook 06) all take it from here, so "sensible" is never blue in one chart
and red in the next.
"""
from __future__ import annotations

import zlib
from types import MappingProxyType
from typing import Any

# sizes: a live chart fits beside the table at 1280×720 (about 415-460 px wide)
WIDTH = 430
HEIGHT = 300
TEXT_SIZE = 14  # every text of a chart: ticks, axis titles, legend, hover, notes
TITLE_SIZE = 16
TITLE_CHARS = 46  # the most characters a title line holds at TITLE_SIZE in a WIDTH chart

# plotly's toolbar (modebar) over a live chart: shown only while the pointer is on the chart,
# four buttons (save a picture, zoom, pan, back to the start) standing upright in a right
# margin of its own, where it covers neither the title nor the plot
MODEBAR_BUTTONS = ("toImage", "zoom2d", "pan2d", "resetScale2d")
MODEBAR_MARGIN = 30  # px: the right margin the upright toolbar stands in
MODEBAR = MappingProxyType(dict(orientation="v"))
CHART_CONFIG = MappingProxyType(dict(displaylogo=False, responsive=True, displayModeBar="hover",
                                     modeBarButtons=(MODEBAR_BUTTONS,)))

# Okabe & Ito (2008), "Color Universal Design"
BLACK, ORANGE, SKY_BLUE, GREEN = "#000000", "#E69F00", "#56B4E9", "#009E73"
YELLOW, BLUE, VERMILLION, PURPLE = "#F0E442", "#0072B2", "#D55E00", "#CC79A7"
GREY = "#8C8C8C"
PALETTE = (BLUE, ORANGE, GREEN, VERMILLION, PURPLE, SKY_BLUE, YELLOW, BLACK)
PATTERNS = ("", "/", ".", "x", "\\", "+", "-", "|")

# the strategies cardkit ships, fixed; any other name gets a colour from its name
STRATEGY_STYLES = MappingProxyType({"sensible": (BLUE, ""), "random": (GREY, "/")})
_OTHER_STYLES = tuple(zip(PALETTE[1:], PATTERNS[2:], strict=False))


def strategy_style(name: str) -> tuple[str, str]:
    """``(colour, fill pattern)`` of a strategy, the same in every chart and every session."""
    if name in STRATEGY_STYLES:
        return STRATEGY_STYLES[name]
    return _OTHER_STYLES[zlib.crc32(name.encode()) % len(_OTHER_STYLES)]


def strategy_colour(name: str) -> str:
    """The colour of a strategy in every chart (see ``strategy_style``)."""
    return strategy_style(name)[0]


def strategy_pattern(name: str) -> str:
    """The fill pattern of a strategy's bars in every chart (see ``strategy_style``)."""
    return strategy_style(name)[1]


def strategy_maps(names) -> tuple[dict[str, str], dict[str, str]]:
    """``(colour map, pattern map)`` for plotly express' ``color_discrete_map`` and
    ``pattern_shape_map``."""
    names = list(dict.fromkeys(names))
    return ({n: strategy_colour(n) for n in names}, {n: strategy_pattern(n) for n in names})


def text_layout(**extra: Any) -> dict[str, Any]:
    """Fonts for every text of a figure (lessons' full-width charts too): ≥ 14 px."""
    layout: dict[str, Any] = dict(font=dict(size=TEXT_SIZE), template="plotly_white",
                                  hoverlabel=dict(namelength=-1, font=dict(size=TEXT_SIZE)))
    layout.update(extra)
    if isinstance(layout.get("title"), str):
        layout["title"] = dict(text=layout["title"])
    if "title" in layout:
        layout["title"] = {**layout["title"], "font": dict(size=TITLE_SIZE)}
    return layout


def note(text: str, x: float = 0.5, y: float = 0.5, **extra: Any) -> dict[str, Any]:
    """A plain text note on a chart (in paper coordinates), at the chart text size."""
    return {**dict(xref="paper", yref="paper", x=x, y=y, showarrow=False, text=text,
                   font=dict(size=TEXT_SIZE, color="#37474f")), **extra}


# bar labels above (or below) their bars, at full size even when a bar is thin
OUTSIDE_TEXT = MappingProxyType(dict(textposition="outside", cliponaxis=False,
                                     constraintext="none"))


def legend_below(**extra: Any) -> dict[str, Any]:
    """A horizontal legend at the foot of the figure, under the axis title and tick labels
    however tall they grow (the plot gives way instead of being overlapped)."""
    return dict(orientation="h", x=0, xanchor="left", yref="container", y=0, yanchor="bottom",
                **extra)


def readable(fig):
    """A lesson's figure with every text at least ``TEXT_SIZE`` px (the title ``TITLE_SIZE``),
    readable from the back of a classroom; returns the figure."""
    fig.update_layout(font_size=TEXT_SIZE, hoverlabel=dict(namelength=-1, font_size=TEXT_SIZE),
                      title_font_size=TITLE_SIZE)
    for a in fig.layout.annotations:
        a.font.size = max(TEXT_SIZE, a.font.size or 0)
    return fig


def reference_line(fig, y: float, text: str):
    """A dashed level line at ``y`` with its label outside the plot, to the right, where no
    bar or error bar can cover it; returns the figure."""
    fig.add_hline(y=y, line_dash="dash", line_color="#37474f")
    fig.add_annotation(xref="paper", x=1.01, xanchor="left", yref="y", y=y, text=text,
                       showarrow=False, align="left", font=dict(size=TEXT_SIZE, color="#37474f"))
    fig.update_layout(margin_r=max(fig.layout.margin.r or 0, 140))
    return fig
