"""A plotly figure kept live beside the table by a small widget of cardkit's own.

Charts build and change a ``LiveFigure`` with plotly's own API (``batch_update()``,
``fig.data[0].x = ...``, ``fig.layout.title.text = ...``): it is a ``go.Figure``. After
every change plotly hands the figure to ``_send_*`` (a plain Figure ignores them); here
each one sends the whole figure, as JSON, to the figure's widget (``fig.widget``), which
draws it with ``Plotly.react``.

Why not plotly's ``FigureWidget``: it copies its figure into its synced state only when
it is itself displayed (plotly/plotly.py#4998), so inside a box a page built from the
kernel's state (Voila) showed the charts empty; and each FigureWidget loads plotly's
5 MB front end as its own anywidget module, which under load misses anywidget's 2 s
model start-up limit ("Failed to initialize model"), after which that chart never
updated. Here the module is a few lines; plotly.js (shipped with the plotly package)
is run once per page, when the first chart is drawn.
"""
from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any

import anywidget
import plotly.graph_objects as go
import traitlets

_ESM = """
let plotly = null;
function loadPlotly(model) {
  // plotly.min.js is a UMD bundle: with define/module/exports hidden it sets self.Plotly
  if (!plotly) plotly = self.Plotly
    || new Function("define", "module", "exports", model.get("plotly_js") + "\\n;return self.Plotly;")();
  return plotly;
}
function render({ model, el }) {
  el.classList.add("ck-chart");
  const draw = () => {
    const figure = JSON.parse(model.get("figure"));
    loadPlotly(model).react(el, figure.data || [], figure.layout || {},
                            { displaylogo: false, responsive: true });
  };
  draw();
  model.on("change:figure", draw);
  return () => { model.off("change:figure", draw); if (plotly) plotly.purge(el); };
}
export default { render };
"""


@functools.cache
def plotly_js() -> str:
    """plotly.js as the plotly package ships it (read once per process)."""
    return (resources.files("plotly") / "package_data" / "plotly.min.js").read_text(encoding="utf-8")


def _plain(value: Any) -> Any:
    """numpy arrays and numbers in a figure, as JSON values."""
    if hasattr(value, "tolist"):
        return value.tolist()
    raise TypeError(f"a chart holds {value!r}, which JSON cannot carry")


class FigureView(anywidget.AnyWidget):
    """The widget that draws a ``LiveFigure``: its figure as plotly JSON text."""

    _esm = _ESM
    figure = traitlets.Unicode("{}").tag(sync=True)
    plotly_js = traitlets.Unicode("").tag(sync=True)


class LiveFigure(go.Figure):
    """A plotly ``go.Figure`` whose every change is drawn at once by ``.widget``."""

    widget: FigureView | None = None  # declared: a Figure takes no attribute it does not know

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.widget = FigureView(figure=self._json(), plotly_js=plotly_js())

    def _json(self) -> str:
        # the figure's own data and layout dicts, as plotly's FigureWidget syncs them: a
        # quarter of the time of to_json(), which copies and checks them first
        return json.dumps({"data": self._data, "layout": self._layout}, default=_plain)

    def _changed(self, *args: Any, **kwargs: Any) -> None:
        if self.widget is not None:
            self.widget.figure = self._json()

    _send_addTraces_msg = _send_moveTraces_msg = _send_deleteTraces_msg = _changed
    _send_restyle_msg = _send_relayout_msg = _send_update_msg = _send_animate_msg = _changed
