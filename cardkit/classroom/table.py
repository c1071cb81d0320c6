"""The game's own table (``cardkit.views.table.Table``) for a classroom page.

Two changes to what the page receives and sends, none to how the table draws:

- the front end of one game only (the shared table code and that game's renderer, and the
  game styles every renderer shares), not of all five: a phone loads a fifth of it;
- every action the page sends carries ``seen``, the number of actions of the table it was
  chosen on, so that the room refuses a click made on a table the game has moved on from.
"""
from __future__ import annotations

import functools

from ..views import assets
from ..views.table import Table

# Wraps the table's render: the model it hands on sends every message with the view's
# ``seen`` (what the page showed when the student clicked).
_SEEN = """
const _tableRender = __table__.render;
function seatRender({ model, el }) {
  const seen = {
    get: (key) => model.get(key), set: (key, value) => model.set(key, value),
    on: (...args) => model.on(...args), off: (...args) => model.off(...args),
    save_changes: () => model.save_changes(), widget_manager: model.widget_manager,
    send: (msg, ...rest) => model.send({ ...msg, seen: (model.get("view") || {}).seen }, ...rest),
  };
  return _tableRender({ model: seen, el });
}
export default { render: seatRender };
"""
_EXPORT = "export default { render };"


@functools.cache
def esm(module: str) -> str:
    """The table's ES module with only ``module``'s renderer, its actions carrying ``seen``."""
    shared = (assets.WIDGETS / "table.js").read_text(encoding="utf-8")
    if shared.count(_EXPORT) != 1:
        raise RuntimeError(f"widgets/table.js no longer ends with {_EXPORT!r}: update {__name__}")
    parts = [shared.replace(_EXPORT, "const __table__ = { render };")]
    parts += [p.read_text(encoding="utf-8") for p in assets.game_files("js") if p.stem == module]
    return "\n".join(parts + [_SEEN])


# the game styles every game's table takes from: push.css holds the seats' boxes, headers
# and badges that every renderer draws (the lesson's table loads every game's CSS)
SHARED_CSS = ("push",)


@functools.cache
def css(module: str) -> str:
    """The table's CSS with ``module``'s own and the shared game styles, in the lesson's order."""
    parts = [(assets.WIDGETS / "table.css").read_text(encoding="utf-8")]
    parts += [p.read_text(encoding="utf-8") for p in assets.game_files("css")
              if p.stem == module or p.stem in SHARED_CSS]
    return "\n".join(parts)


@functools.cache
def seat_table(game_name: str) -> type[Table]:
    """The Table class of one game for a classroom page."""
    module = game_name.replace("-", "_")
    return type(f"SeatTable_{module}", (Table,), {"_esm": esm(module), "_css": css(module),
                                                  "__module__": __name__})
