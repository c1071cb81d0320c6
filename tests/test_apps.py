"""The app pages (``apps/``, served by Voila) run on a fresh kernel and show only a table."""
from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
APPS = sorted((ROOT / "apps").glob("*.ipynb"))


def test_every_game_has_an_app_page():
    import cardkit

    named = {p.stem.split("_", 1)[1].replace("_", "-") for p in APPS}
    assert named == set(cardkit.GAMES)


@pytest.mark.parametrize("path", APPS, ids=lambda p: p.name)
def test_app_page_runs_and_shows_one_table(path, monkeypatch):
    from nbclient import NotebookClient

    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    book = nbformat.read(path, as_version=4)
    assert [c.cell_type for c in book.cells] == ["markdown", "code"], "a title and one table"
    NotebookClient(book, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    outputs = book.cells[1].outputs
    assert [o.output_type for o in outputs] == ["execute_result"], outputs
    assert "application/vnd.jupyter.widget-view+json" in outputs[0]["data"]


TEMPLATE = ROOT / "share" / "jupyter" / "voila" / "templates" / "cardkit"


def test_start_page_names_every_app_page_by_its_title():
    """The start page of ``voila apps/`` (the template's ``tree.html``) has each page's title:
    the English pages' in the ``games`` table, the Punjabi pages' (``apps/pa``) in ``punjabi``."""
    tree = (TEMPLATE / "tree.html").read_text(encoding="utf-8")
    english, punjabi = tree.split("{%- set punjabi = {", 1)
    punjabi = punjabi.split("} -%}", 1)[0]
    for table, folder, quote in ((english, ROOT / "apps", '(_("{}"),'),
                                 (punjabi, ROOT / "apps" / "pa", '("{}",')):
        pages = sorted(folder.glob("*.ipynb"))
        assert len(pages) == len(APPS), folder
        for path in pages:
            heading = next(c for c in nbformat.read(path, as_version=4).cells
                           if c.cell_type == "markdown")
            title = heading.source.splitlines()[0].removeprefix("# ")
            assert f'"{path.name}": ' + quote.format(title) in table, (folder.name, path.name)
        assert table.count('.ipynb": (') == len(pages), f"{folder.name}: an entry for a page that is gone"


def test_voila_settings_choose_the_template_beside_them():
    import json

    settings = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))["VoilaConfiguration"]
    assert settings["template"] == TEMPLATE.name and (TEMPLATE / "conf.json").is_file()
