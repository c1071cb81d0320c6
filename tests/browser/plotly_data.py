"""Reading a notebook's table and the data of its plotly charts, in the browser."""
from __future__ import annotations

CHART_DATA = """out => [...out.querySelectorAll('.js-plotly-plot')].map(
    gd => JSON.stringify((gd.data || []).map(t => [t.x, t.y])))"""


def chart_data(output) -> list[str]:
    """Each chart's traces (x and y) as JSON text, in page order."""
    return output.evaluate(CHART_DATA)


def wait_for_chart_change(page, output, before: list[str], timeout: int = 30_000) -> None:
    """Wait until the charts' data differ from ``before``."""
    page.wait_for_function(f"out => ({CHART_DATA})(out).join() !== {before!r}.join()",
                           arg=output.element_handle(), timeout=timeout)


def table_with_charts(page, marker: str, charts: int, timeout: int = 60_000):
    """The first notebook output whose table holds ``marker`` (a CSS selector of the game's
    board), once its ``charts`` live charts are drawn: ``(output, table)``, the table scrolled
    into view."""
    page.wait_for_function(
        "([marker, n]) => [...document.querySelectorAll('.jp-OutputArea-output')].some(o =>"
        " o.querySelector('.ck-table ' + marker) && o.querySelectorAll('.js-plotly-plot').length >= n)",
        arg=[marker, charts], timeout=timeout)
    output = page.locator(".jp-OutputArea-output", has=page.locator(f".ck-table {marker}")).first
    table = output.locator(".ck-table").first
    table.scroll_into_view_if_needed()
    assert len(chart_data(output)) == charts, f"the table should carry {charts} live charts"
    return output, table
