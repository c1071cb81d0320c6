"""Each lesson fits a 45-minute class and can be shown as RISE slides: a plan at the top, optional
parts marked and kept off the slides' core path, the table on a slide of its own, and a core
path that runs by itself on a fresh kernel (a class that passes over the optional parts)."""
from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
LESSONS = [p for p in NOTEBOOKS if not p.name.startswith("00_")]
SLIDE_TYPES = {"slide", "subslide", "fragment", "skip", "notes", "-"}
HEADING = re.compile(r"^(#{2,3}) (.+?)\s*$", re.M)
OPTIONAL = "(optional)"
TABLE = re.compile(r"\bplay\(")


def slide_type(cell) -> str:
    return cell.metadata.get("slideshow", {}).get("slide_type", "")


def headings(cell, level: int | None = None) -> list[str]:
    """The titles of the cell's headings (``##`` and ``###``, or of one ``level``)."""
    if cell.cell_type != "markdown":
        return []
    return [m.group(2) for m in HEADING.finditer(cell.source) if level in (None, len(m.group(1)))]


def optional_cells(book) -> set[int]:
    """The cells of the optional parts: from an optional heading to the next heading that is not."""
    inside, found = False, set()
    for i, cell in enumerate(book.cells):
        titles = headings(cell)
        if titles:
            inside = titles[-1].endswith(OPTIONAL)
        if inside:
            found.add(i)
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_cell_has_a_slide_type_and_the_slides_scroll(path):
    book = nbformat.read(path, as_version=4)
    kinds = [slide_type(c) for c in book.cells]
    missing = [i for i, kind in enumerate(kinds) if kind not in SLIDE_TYPES]
    assert not missing, (f"cells {missing} have no slide type: set it in JupyterLab's property "
                         "inspector (Slide Type), as the cells around them have")
    assert kinds[0] == "slide", "the title opens the first slide"
    assert book.metadata.get("rise", {}).get("scroll") is True, "a slide taller than the screen scrolls"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_opens_with_a_plan_for_45_minutes(path):
    book = nbformat.read(path, as_version=4)
    plan = book.cells[1]
    assert "lesson-plan" in plan.metadata.get("tags", []), "the plan follows the title"
    assert slide_type(plan) == "notes", "the plan is the teacher's note, not a slide"
    minutes = [int(m) for m in re.findall(r"^\| .+? \| (\d+) \|$", plan.source, re.M)]
    assert minutes and sum(minutes) <= 45, f"the core path takes {sum(minutes)} minutes"
    core, optional = plan.source.split("\nOptional:")
    listed = lambda title: re.sub(r"^(\d+)\. ", r"\1\\. ", title.removesuffix(OPTIONAL).strip())
    for cell in book.cells[2:]:
        for title in headings(cell):
            if title.endswith(OPTIONAL):
                assert listed(title) in optional, f"the plan does not list the optional part {title!r}"
        for title in headings(cell, level=2):
            if not title.endswith(OPTIONAL):
                assert listed(title) in core, f"the plan does not list the core section {title!r}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_optional_parts_hang_below_the_core_path(path):
    """The right arrow (the next slide) passes over every optional part: none starts a slide."""
    book = nbformat.read(path, as_version=4)
    optional = optional_cells(book)
    assert optional, "each lesson has parts a 45-minute class leaves out"
    for i in sorted(optional):
        cell = book.cells[i]
        assert slide_type(cell) != "slide", f"cell {i} of an optional part starts a core slide"
        if cell.source.lstrip().startswith("#"):
            assert slide_type(cell) == "subslide", f"optional heading in cell {i} opens no sub-slide"
    for i, cell in enumerate(book.cells):
        if i not in optional and cell.source.lstrip().startswith("## "):
            assert slide_type(cell) == "slide", f"core heading in cell {i} opens no slide"


@pytest.mark.parametrize("path", [p for p in LESSONS if "strategy_lab" not in p.name],
                         ids=lambda p: p.name)
def test_the_table_has_a_slide_of_its_own(path):
    book = nbformat.read(path, as_version=4)
    at = next(i for i, c in enumerate(book.cells) if c.cell_type == "code" and TABLE.search(c.source))
    assert at not in optional_cells(book), "the table is on the core path"
    assert slide_type(book.cells[at]) == "slide"
    assert slide_type(book.cells[at + 1]) in ("slide", "subslide"), "nothing shares the table's slide"
    css = (ROOT / "notebooks" / "rise.css").read_text()
    assert ".jp-CodeCell:has(.ck-play) .jp-Cell-inputWrapper" in css, "its code is left out of the slide"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_the_core_path_runs_on_its_own(path, monkeypatch):
    """A class that passes over the optional parts runs no cell that needs one of them."""
    from nbclient import NotebookClient

    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    book = nbformat.read(path, as_version=4)
    optional = optional_cells(book)
    book.cells = [c for i, c in enumerate(book.cells) if i not in optional]
    NotebookClient(book, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    errors = [o for c in book.cells if c.cell_type == "code" for o in c.get("outputs", [])
              if o.output_type == "error"]
    assert not errors, f"{path.name}: {errors[0]['ename']}: {errors[0]['evalue']}"


def test_the_extension_for_the_slides_ships_with_the_package():
    """pyproject.toml installs every file of share/jupyter/labextensions/cardkit-rise-console."""
    files = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    shipped = {Path(target) / Path(source).name for target, sources in files.items() for source in sources
               if target.startswith("share/jupyter/labextensions/")}
    folder = ROOT / "share" / "jupyter" / "labextensions"
    present = {p.relative_to(ROOT) for p in folder.rglob("*") if p.is_file()}
    assert shipped == present
