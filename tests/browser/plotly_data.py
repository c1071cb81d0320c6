"""The data of the plotly charts in a notebook output, read in the browser."""
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
