"""A plotly figure kept live beside the table by a small widget of cardkit's own.

Charts build a ``LiveFigure`` with plotly's own API: it is a ``go.Figure``. Its widget
(``fig.widget``) draws it with ``Plotly.react``; inside ``with fig.batch_update():`` the
changes of the block are sent once, at its end.

A chart's update after every action uses ``fig.set_trace(i, x=..., marker_color=...)`` and
``fig.set_layout(title_text=..., xaxis_range=...)``, with the names of plotly's
``update_traces`` and ``update_layout``. They write into the figure's JSON as the widget
sends it, which the figure keeps itself, and are handed on to plotly's own objects (through
``update_traces`` and ``update_layout``) only when those are next used: plotly's checks
and change bookkeeping cost a table several milliseconds an action, and the properties were
checked when the chart built the figure (these set values of the same kinds). Plotly's own
API (``fig.data[0].x = ...``, ``fig.add_bar(...)``) works as on any figure: every use of it
goes through the figure's ``data`` or ``layout``, after which the figure reads its JSON
again (``to_plotly_json``) before it next sends; such a change is drawn at the end of the
``batch_update()`` block that holds it (or with the figure's next change).

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

from ...core import Kept
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


def _write(props: dict, name: str, value: Any) -> None:
    """Write ``value`` at ``name`` (an underscored path, ``marker_color``) into a plotly JSON
    dict."""
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


# the kernel's one PlotlyScript, made when a chart first asks: a resource of the process
# (plotly.js, the same for every chart), holding nothing of any game
_script = Kept(lambda _kernel: PlotlyScript(plotly_js=plotly_js()))


def plotly_script() -> PlotlyScript:
    """The kernel's one ``PlotlyScript`` (made again if it was closed)."""
    if _script[None].comm is None:
        del _script[None]
    return _script[None]


class FigureView(anywidget.AnyWidget):
    """The widget that draws a ``LiveFigure``: its figure as plotly JSON text (the template
    apart, in ``template``) and plotly's ``config`` (the toolbar's buttons and when it shows)."""

    _esm = _ESM
    figure = traitlets.Unicode("{}").tag(sync=True)
    template = traitlets.Unicode("null").tag(sync=True)
    config = traitlets.Unicode(json.dumps(dict(CHART_CONFIG))).tag(sync=True)  # plotly's config
    plotly = traitlets.Unicode("").tag(sync=True)  # "IPY_MODEL_<id>" of the PlotlyScript


class LiveFigure(go.Figure):
    """A plotly ``go.Figure`` whose changes are drawn by ``.widget``: ``set_trace`` and
    ``set_layout`` at once (or at the end of a ``batch_update`` block), plotly's own API at
    the end of the ``batch_update`` block that holds it."""

    # declared: a Figure takes no attribute it does not know
    widget: FigureView | None = None
    _spec: dict | None = None  # the figure's JSON as the widget gets it, the template apart
    _template_json: str = "null"
    _unapplied: dict | None = None  # set_* changes plotly's objects are not yet given
    _stale: bool = False  # plotly's API was used since _spec was read
    _holding: bool = False  # inside batch_update: send once at its end
    _pending: bool = False  # a change not yet sent

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._unapplied = {}
        self._read()
        self.widget = FigureView(figure=self._figure_json(), template=self._template_json,
                                 plotly="IPY_MODEL_" + plotly_script().model_id)

    # ----- plotly's API, watched: every use of it goes through data or layout ---------------
    @property
    def data(self):
        self._plotly_used()
        return go.Figure.data.fget(self)

    @data.setter
    def data(self, value) -> None:
        self._plotly_used()
        go.Figure.data.fset(self, value)

    @property
    def layout(self):
        self._plotly_used()
        return go.Figure.layout.fget(self)

    @layout.setter
    def layout(self, value) -> None:
        self._plotly_used()
        go.Figure.layout.fset(self, value)

    def _plotly_used(self) -> None:
        """Plotly's objects are about to be read or changed: give them the set_* changes they
        have not had, and read the figure's JSON again before it is next sent."""
        self._give_plotly()
        if self._unapplied is not None:  # not inside go.Figure.__init__
            self._stale = True

    def _give_plotly(self) -> None:
        """Hand the set_* changes plotly's objects have not had to plotly's own setters."""
        unapplied = self._unapplied
        if not unapplied:
            return
        self._unapplied = {}
        layout = go.Figure.layout.fget(self)
        for target, props in unapplied.items():
            if target is not None:
                self.update_traces(selector=target, **props)
                continue
            # a whole list of layout objects (annotations=[...]) through its setter:
            # update_layout merges a list into the objects it holds, keeping the rest
            for name in [k for k, v in props.items() if "_" not in k and isinstance(v, list)]:
                layout[name] = props.pop(name)
            self.update_layout(**props)

    def to_dict(self) -> dict:
        """The figure as a dict (``to_json``, ``show`` and ``write_image`` read it), the
        changes of ``set_trace`` and ``set_layout`` included."""
        self._give_plotly()
        return super().to_dict()

    # ----- the fast setters -----------------------------------------------------------------
    @property
    def trace_count(self) -> int:
        """How many traces the figure has (``len(fig.data)``, without plotly's objects)."""
        if self._stale:
            self._read()
        return len(self._spec["data"])

    def set_trace(self, index: int, **props: Any) -> None:
        """Set properties of trace ``index`` as ``update_traces`` names them (``x=``,
        ``marker_color=``), unchecked: values of the kinds the chart built it with."""
        self._set(index, props)

    def set_layout(self, **props: Any) -> None:
        """Set layout properties as ``update_layout`` names them (``title_text=``,
        ``xaxis_range=``, ``annotations=[...]``), unchecked like ``set_trace``."""
        self._set(None, props)

    def _set(self, target: int | None, props: dict[str, Any]) -> None:
        if self._stale:
            self._read()
        spec = self._spec["layout"] if target is None else self._spec["data"][target]
        unapplied = self._unapplied.setdefault(target, {})
        for name, value in props.items():
            _write(spec, name, value)
            # a later value of a property replaces an earlier one, and the properties inside it
            for older in [k for k in unapplied if k == name or k.startswith(name + "_")]:
                del unapplied[older]
            unapplied[name] = value
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
            if self._pending or self._stale:
                self._changed()

    # ----- what the widget gets ----------------------------------------------------------
    def _read(self) -> None:
        """The figure's JSON, read from plotly's objects (with the set_* changes they hold)."""
        whole = self.to_plotly_json()
        layout = dict(whole["layout"])
        template = layout.pop("template", None)
        self._spec = {"data": whole["data"], "layout": layout}
        self._template_json = json.dumps(template, default=_plain)
        self._stale = False

    def _figure_json(self) -> str:
        return json.dumps(self._spec, default=_plain)

    def _changed(self) -> None:
        if self.widget is None:
            return
        if self._holding:
            self._pending = True
            return
        self._pending = False
        if self._stale:
            self._read()
        figure = self._figure_json()
        with self.widget.hold_sync():
            self.widget.template = self._template_json
            self.widget.figure = figure
