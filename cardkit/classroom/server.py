"""Serve a ``Room`` with Solara on this machine, with no request to the internet.

Solara runs every page in this one process, each in a virtual kernel of its own, so the
pages share the room. Solara is set up before it is imported (it reads its settings from
the environment then): production mode, its front end from the ``solara-assets`` package
instead of a CDN, plotly.js from the plotly package (``PLOTLY_URL``), no telemetry, and a
session kept 2 minutes after its page went away (Solara's default is 24 hours).
"""
from __future__ import annotations

import importlib.util
import logging
import os
import warnings
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..core import ConfigError
from .room import Room

APP = "cardkit.classroom.app"
SESSION_TIMEOUT = "2m"
_room: Room | None = None
_address = "http://127.0.0.1:8765/"

SETTINGS = MappingProxyType({
    "SOLARA_APP": APP,
    "SOLARA_MODE": "production",
    "SOLARA_TELEMETRY_MIXPANEL_ENABLE": "False",
    "SOLARA_ASSETS_PROXY": "True",  # the front end from this server (solara-assets), no CDN
    "SOLARA_KERNEL_CULL_TIMEOUT": SESSION_TIMEOUT,
    "SOLARA_THEME_TITLE": "cardkit classroom",
    "SOLARA_THEME_SHOW_BANNER": "False",
})
# plotly.js (4.8 MB) as a file of this server, /static/assets/plotly.min.js: a page's charts
# fetch it over HTTP, which the browser keeps, instead of in the page's first message
PLOTLY_URL = "/static/assets/plotly.min.js"


def plotly_folder() -> str:
    """The folder of the plotly package's own plotly.min.js."""
    spec = importlib.util.find_spec("plotly")
    return str(Path(next(iter(spec.submodule_search_locations))) / "package_data")


def room() -> Room:
    """The room the pages share."""
    if _room is None:
        raise ConfigError("no classroom room is served: start one with `cardkit classroom GAME`")
    return _room


def set_room(new: Room, address: str | None = None) -> None:
    global _room, _address
    _room = new
    if address is not None:
        _address = address


def address() -> str:
    """The join address printed and shown on the projector."""
    return _address


def configure() -> None:
    """Solara's settings for a classroom: call before Solara is imported."""
    for key, value in {**SETTINGS, "SOLARA_ASSETS_EXTRA_LOCATIONS": plotly_folder()}.items():
        os.environ.setdefault(key, value)


def keep_plotly_off_the_pages() -> None:
    """Make the process's plotly.js widget (``plotly_script``: the 4.8 MB that a chart made
    first would bring into its page's messages) now, outside every page: a page's charts
    run its own widget instead (``app.page_plotly``), which fetches ``PLOTLY_URL``."""
    import solara.server.app  # noqa: F401  (Solara's widgets first: the widget is one of its)

    from ..views.charts.live import plotly_script

    plotly_script()


def serve(new: Room, host: str = "127.0.0.1", port: int = 8765, **uvicorn: Any) -> None:
    """Run the classroom's server until it is stopped (Ctrl-C)."""
    configure()
    os.environ["SERVER_NAME"], os.environ["SERVER_PORT"] = host, str(port)
    from .qr import lan_host

    set_room(new, f"http://{lan_host(host)}:{port}/")
    import uvicorn as server

    # plain http on a class network: Solara falls back to a SameSite=Lax cookie, as it should
    warnings.filterwarnings("ignore", message="Cookies with samesite=none require https")

    keep_plotly_off_the_pages()
    rounds = os.environ.get("CARDKIT_CLASSROOM_LOG")  # e.g. INFO: each round of telling the pages
    if rounds:
        logging.basicConfig(format="%(asctime)s %(name)s: %(message)s")
        logging.getLogger("cardkit.classroom").setLevel(rounds.upper())
    new.start()
    try:
        server.run("solara.server.starlette:app", host=host, port=port, log_level="warning", **uvicorn)
    finally:
        new.stop()
