"""A plotly figure kept live beside the table by a small widget of cardkit's own.

Charts build a ``LiveFigure`` with plotly's own API: it is a ``go.Figure``. Every change
is drawn by the figure's widget (``fig.widget``) with ``Plotly.react``; inside
``with fig.batch_update():`` the changes of the block are sent once, at its end.

A chart's update after every action uses ``fig.set_trace(i, x=..., marker_color=...)``
and ``fig.set_layout(title_text=..., xaxis_range=...)``: the names of plotly's
``update_traces`` and ``update_layout``, written straight into the figure's own data,
without plotly's checks and its change bookkeeping, which cost a table several milliseconds
an action. The properties were checked when the chart built the figure; these set values of
the same kinds. Plotly's own API (``fig.data[0].x = ...``) still works, at plotly's speed.

The figure goes to the front end as JSON text without its template (the same for every
figure, and four fifths of its text), which the widget holds apart and sends once.

Why not plotly's ``FigureWidget``: it copies its figure into its synced state only when
it is itself displayed (plotly/plotly.py#4998), so inside a box a page built from the
kernel's state (Voila) showed the charts empty; and each FigureWidget loads plotly's
5 MB front end as its own anywidget module, which under load misses anywidget's 2 s
model start-up limit ("Failed to initialize model"), after which that chart never
updated. Here the module is a few lines; plotly.js (shipped with the plotly package)
is run once per page, when the first chart is drawn.
"""
from __future__ import annotations

import contextlib
import functools
import json
from collections.abc import Iterator
from importlib import resources
from typing import Any

import anywidget
import plotly.graph_objects as go
import traitlets

from .style import CHART_CONFIG

_ESM = """
let plotly = null;
function loadPlotly(model) {
  // plotly.js comes once per kernel, in the PlotlyScript widget this chart names; it is a
  // UMD bundle: with define/module/exports hidden it sets self.Plotly
  if (!plotly) plotly = (async () => {
    if (self.Plotly) return self.Plotly;
    const script = await model.widget_manager.get_model(model.get("plotly").slice("IPY_MODEL_".length));
    return self.Plotly
      || new Function("define", "module", "exports", script.get("plotly_js") + "\\n;return self.Plotly;")();
  })();
  return plotly;
}
async function render({ model, el }) {
  el.classList.add("ck-chart");
  const Plotly = await loadPlotly(model);
  const draw = () => {
    const figure = JSON.parse(model.get("figure"));
    const layout = figure.layout || {};
    // the template arrives apart, once; parsed afresh so that plotly never shares one object
    const template = JSON.parse(model.get("template") || "null");
    if (template && !("template" in layout)) layout.template = template;
    Plotly.react(el, figure.data || [], layout, JSON.parse(model.get("config")));
  };
  draw();
  model.on("change:figure", draw);
  model.on("change:template", draw);
  return () => {
    model.off("change:figure", draw);
    model.off("change:template", draw);
    Plotly.purge(el);
  };
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


def _path(name: str) -> list[str]:
    """``xaxis_range`` -> ``["xaxis", "range"]``: plotly's names joined by underscores."""
    return name.split("_")


def _write(props: dict, values: dict[str, Any]) -> None:
    """Write ``values`` (underscored paths) into a plotly JSON dict."""
    for name, value in values.items():
        *parents, last = _path(name)
        node = props
        for key in parents:
            node = node.setdefault(key, {})
        node[last] = value


class PlotlyScript(anywidget.AnyWidget):
    """plotly.js itself (4.8 MB), sent to the page once per kernel, not with every chart:
    each ``FigureView`` names this widget, and the first chart drawn runs it."""

    _esm = "export default {};"
    plotly_js = traitlets.Unicode("").tag(sync=True)


_script: list[PlotlyScript] = []


def plotly_script() -> PlotlyScript:
    """The kernel's one ``PlotlyScript`` (made again if it was closed)."""
    if not _script or _script[0].comm is None:
        _script[:] = [PlotlyScript(plotly_js=plotly_js())]
    return _script[0]


class FigureView(anywidget.AnyWidget):
    """The widget that draws a ``LiveFigure``: its figure as plotly JSON text (the template
    apart, in ``template``) and plotly's ``config`` (the toolbar's buttons and when it shows)."""

    _esm = _ESM
    figure = traitlets.Unicode("{}").tag(sync=True)
    template = traitlets.Unicode("null").tag(sync=True)
    config = traitlets.Unicode(json.dumps(CHART_CONFIG)).tag(sync=True)  # plotly's config
    plotly = traitlets.Unicode("").tag(sync=True)  # "IPY_MODEL_<id>" of the PlotlyScript


class LiveFigure(go.Figure):
    """A plotly ``go.Figure`` whose every change is drawn at once by ``.widget``."""

    # declared: a Figure takes no attribute it does not know
    widget: FigureView | None = None
    _holding: bool = False  # inside batch_update: send once at its end
    _pending: bool = False  # a change not yet sent
    _template: Any = None  # the template object the widget holds

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        figure, template = self._json()
        self.widget = FigureView(figure=figure, template=template,
                                 plotly="IPY_MODEL_" + plotly_script().model_id)

    def set_trace(self, index: int, **props: Any) -> None:
        """Set properties of trace ``index`` as ``update_traces`` names them (``x=``,
        ``marker_color=``), unchecked: values of the kinds the chart built it with."""
        _write(self._data[index], props)
        self._changed()

    def set_layout(self, **props: Any) -> None:
        """Set layout properties as ``update_layout`` names them (``title_text=``,
        ``xaxis_range=``, ``annotations=[...]``), unchecked like ``set_trace``; but a list of
        the layout's objects (``annotations``, ``shapes``) that changed goes through plotly's
        own setter, which makes the objects ``fig.layout.annotations`` reads."""
        changed = {name: value for name, value in props.items() if _new_list(self, name, value)}
        with self.batch_update():
            for name, value in changed.items():
                self.layout[name] = value
            _write(self._layout, {k: v for k, v in props.items() if k not in changed})
            self._changed()

    @contextlib.contextmanager
    def batch_update(self) -> Iterator[None]:
        """The block's changes reach the widget once, at its end. (Plotly's own batch_update
        would also hold plotly's setters back until then, so that the block read the figure as
        it was: here every change is made at once.)"""
        if self._holding:
            yield
            return
        self._holding = True
        try:
            yield
        finally:
            self._holding = False
            if self._pending:
                self._changed()

    def _json(self) -> tuple[str, str]:
        """The figure's JSON text without its template, and the template's, from the figure's
        own data and layout dicts as plotly's FigureWidget syncs them: a quarter of the time
        of to_json(), which copies and checks them first."""
        layout = dict(self._layout)
        template = layout.pop("template", None)
        figure = json.dumps({"data": self._data, "layout": layout}, default=_plain)
        if template is self._template and self.widget is not None:
            return figure, self.widget.template
        self._template = template
        return figure, json.dumps(template, default=_plain)

    def _changed(self, *args: Any, **kwargs: Any) -> None:
        if self.widget is None:
            return
        if self._holding:
            self._pending = True
            return
        self._pending = False
        figure, template = self._json()
        with self.widget.hold_sync():
            self.widget.template = template
            self.widget.figure = figure

    _send_addTraces_msg = _send_moveTraces_msg = _send_deleteTraces_msg = _changed
    _send_restyle_msg = _send_relayout_msg = _send_update_msg = _send_animate_msg = _changed


def _new_list(fig: LiveFigure, name: str, value: Any) -> bool:
    """Whether ``name=value`` sets a whole list of the layout (``annotations=[...]``) unlike
    the one the figure holds (most updates set the same target line and note again)."""
    return ("_" not in name and isinstance(value, list | tuple)
            and fig._layout.get(name, []) != list(value))
