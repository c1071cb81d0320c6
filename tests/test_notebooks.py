"""Every lesson notebook runs top to bottom on a fresh kernel, and is shaped as a lesson."""
from __future__ import annotations

import os
import re
import time
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
MAX_CELL_LINES = 15


_RUNS: dict[Path, tuple] = {}  # each notebook is run once a session, read by several tests


def _run(path, monkeypatch):
    """The notebook run top to bottom on a fresh kernel, and the seconds it took."""
    from nbclient import NotebookClient

    if path not in _RUNS:
        # The kernel imports the checkout's cardkit even when it is not installed.
        monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
            filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
        book = nbformat.read(path, as_version=4)
        start = time.monotonic()
        NotebookClient(book, timeout=300, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
        _RUNS[path] = book, time.monotonic() - start
    return _RUNS[path]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_on_a_fresh_kernel(path, monkeypatch):
    book, seconds = _run(path, monkeypatch)
    errors = [o for c in book.cells if c.cell_type == "code" for o in c.get("outputs", [])
              if o.output_type == "error"]
    assert not errors, f"{path.name}: {errors[0]['ename']}: {errors[0]['evalue']}"
    print(f"{path.name} ran in {seconds:.1f} s")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_a_lesson_markdown_first_short_cells(path):
    book = nbformat.read(path, as_version=4)
    assert book.cells[0].cell_type == "markdown", "a lesson starts with what we will learn"
    for i, cell in enumerate(book.cells):
        if cell.cell_type == "code":
            lines = cell.source.strip().splitlines()
            assert len(lines) <= MAX_CELL_LINES, f"cell {i} has {len(lines)} lines: move code into cardkit"
            assert not cell.get("outputs"), f"cell {i} is saved with outputs: clear them"
    code_cells = [i for i, c in enumerate(book.cells) if c.cell_type == "code"]
    explained = [i for i in code_cells if i + 1 < len(book.cells)
                 and book.cells[i + 1].cell_type == "markdown"]
    assert len(explained) >= len(code_cells) // 2, "most results need a sentence after them"


RAW_REPRS = ("{'", "['", "dtype: ", "np.True_", "np.False_", "True", "False", "None")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_results_read_as_text(path, monkeypatch):
    """What a class reads: no raw dict, list or Series, no bare True/False under a check,
    no NaN in a table."""
    book, _ = _run(path, monkeypatch)
    for i, cell in enumerate(book.cells):
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if out.output_type not in ("execute_result", "display_data"):
                continue
            plain = data.get("text/plain", "")
            if set(data) == {"text/plain"}:
                assert not plain.startswith(RAW_REPRS), f"cell {i} shows a Python repr: {plain[:60]}"
            html = data.get("text/html", "")
            assert ">nan<" not in html.lower(), f"cell {i} shows NaN in a table"


def _accidental_maths(text: str) -> list[str]:
    """The ``$…$`` pairs JupyterLab would typeset as maths: dollars outside code without the
    two backslashes it needs (``\\\\$``; a single ``\\$`` is undone by its Markdown parser
    before MathJax reads the page, jupyterlab/jupyterlab#8645)."""
    text = re.sub(r"```.*?```|`[^`\n]*`", "", text, flags=re.S)
    return re.findall(r"(?<!\\\\)\$[^$]*?(?<!\\\\)\$", text)


def test_accidental_maths_is_found():
    assert _accidental_maths("worth $5,000 to $20,000") == ["$5,000 to $"]
    assert _accidental_maths(r"worth \$5,000 to \$20,000")
    assert not _accidental_maths(r"worth \\$5,000 to \\$20,000, in code `$x$`")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_markdown_cells_render_no_money_as_maths(path):
    book = nbformat.read(path, as_version=4)
    for i, cell in enumerate(book.cells):
        if cell.cell_type == "markdown":
            found = _accidental_maths(cell.source)
            assert not found, f"cell {i} would show {found[0]!r} as maths: escape $ as \\\\$"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_markdown_outputs_render_no_money_as_maths(path, monkeypatch):
    book, _ = _run(path, monkeypatch)
    for i, cell in enumerate(book.cells):
        for out in cell.get("outputs", []):
            found = _accidental_maths(out.get("data", {}).get("text/markdown", ""))
            assert not found, f"cell {i} shows {found[0]!r} as maths: escape $ as \\\\$"
            html = out.get("data", {}).get("text/html", "")
            if "<table" in html and "mathjax_ignore" not in html:
                found = _accidental_maths(html)
                assert not found, f"cell {i}'s table shows {found[0]!r} as maths"
