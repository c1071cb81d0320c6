"""The classroom's server settings: plotly.js served as a file of this server, not sent."""
from __future__ import annotations

import os

from cardkit.classroom import server


def test_plotly_js_is_served_from_the_plotly_package(monkeypatch):
    folder = server.plotly_folder()
    assert os.path.getsize(os.path.join(folder, "plotly.min.js")) > 1_000_000
    assert server.PLOTLY_URL == "/static/assets/plotly.min.js"  # Solara's assets, that folder's
    monkeypatch.delenv("SOLARA_ASSETS_EXTRA_LOCATIONS", raising=False)
    for key in server.SETTINGS:
        monkeypatch.delenv(key, raising=False)
    server.configure()
    assert os.environ["SOLARA_ASSETS_EXTRA_LOCATIONS"] == folder
    assert os.environ["SOLARA_ASSETS_PROXY"] == "True"
