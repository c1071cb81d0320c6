"""App mode's start page carries the Punjabi tables: ``voila apps/`` lists the five games, then
the same five in Punjabi (``apps/pa/``) by the titles of their headings; ``apps/pa/`` lists them
with Punjabi words, its page marked ``lang="pa"``. The pages are read as Voila sends them."""
from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path

import pytest
from test_app_browser import voila  # noqa: F401, F811  (the app-mode server: apps/ with apps/pa)

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.browser


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=60) as r:
        return r.read().decode()


def _heading(notebook: Path) -> str:
    """A Punjabi table's title: the heading of its first markdown cell."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    first = next(c for c in cells if c["cell_type"] == "markdown")
    return re.match(r"# (.+)", "".join(first["source"])).group(1)


def test_the_start_page_lists_the_punjabi_tables_by_their_titles(voila):  # noqa: F811
    page = _get(f"{voila}/")
    tables = sorted((ROOT / "apps" / "pa").glob("*.ipynb"))
    links = re.findall(r'<a class="game-pa" href="([^"]+)">([^<]+)</a>', page)
    assert [title for _href, title in links] == [_heading(p) for p in tables]
    assert [href.rsplit("/", 2)[-2:] for href, _title in links] == [["pa", p.name] for p in tables]
    assert len(re.findall(r'<a class="game"', page)) == 5, "the English games stay as they were"
    for href, _title in links:  # each link opens its table
        assert "set_language" not in _get(f"{voila}{href}"), "no code on an app page"


def test_the_punjabi_folder_lists_its_tables_in_punjabi(voila):  # noqa: F811
    page = _get(f"{voila}/voila/tree/pa")
    assert '<html lang="pa">' in page
    titles = re.findall(r'<span class="title">([^<]+)</span>', page)
    lines = re.findall(r'<span class="line">([^<]+)</span>', page)
    assert titles == [_heading(p) for p in sorted((ROOT / "apps" / "pa").glob("*.ipynb"))]
    assert len(lines) == 5 and all(any("\u0a00" <= c <= "\u0a7f" for c in w) for w in lines)
    assert ".ipynb" not in re.sub(r'href="[^"]*"', "", page), "titles, not file names"
