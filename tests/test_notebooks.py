"""Every lesson notebook runs top to bottom on a fresh kernel, and is shaped as a lesson."""
from __future__ import annotations

import os
import time
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
MAX_CELL_LINES = 15


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_on_a_fresh_kernel(path, monkeypatch):
    from nbclient import NotebookClient

    # The kernel imports the checkout's cardkit even when it is not installed.
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    book = nbformat.read(path, as_version=4)
    start = time.monotonic()
    NotebookClient(book, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    seconds = time.monotonic() - start
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
