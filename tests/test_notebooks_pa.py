"""The Punjabi lessons (``notebooks/pa/``) and app pages (``apps/pa/``): one for every English
page, the same code apart from a first cell that speaks Punjabi, the same slides, the words in
Gurmukhi; each runs top to bottom on a fresh kernel and speaks Punjabi."""
from __future__ import annotations

import os
import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = (sorted((ROOT / "notebooks").glob("*.ipynb"))
           + sorted((ROOT / "apps").glob("*.ipynb")))
PUNJABI = {path: path.parent / "pa" / path.name for path in ENGLISH}
LANGUAGE_CELL = 'from cardkit.i18n import set_language\n\nset_language("pa")  # ਪੰਜਾਬੀ'
GURMUKHI = re.compile("[\u0a00-\u0a7f]")


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def _punjabi(english: Path):
    path = PUNJABI[english]
    assert path.is_file(), f"{_name(english)} has no Punjabi page {path.relative_to(ROOT)}"
    return nbformat.read(path, as_version=4)


def test_every_english_lesson_and_app_page_has_a_punjabi_one_and_no_other():
    missing = [_name(p) for p in ENGLISH if not PUNJABI[p].is_file()]
    assert not missing, f"no Punjabi page yet for {missing}"
    for folder in ("notebooks", "apps"):
        extra = {p.name for p in (ROOT / folder / "pa").glob("*.ipynb")} - {
            p.name for p in (ROOT / folder).glob("*.ipynb")}
        assert not extra, f"{folder}/pa holds pages with no English one: {extra}"


@pytest.mark.parametrize("english", ENGLISH, ids=_name)
def test_a_punjabi_page_has_the_english_code_and_slides_and_its_own_words(english):
    book, source = _punjabi(english), nbformat.read(english, as_version=4)
    first, cells = book.cells[0], book.cells[1:]
    assert first.cell_type == "code" and first.source == LANGUAGE_CELL, "first: speak Punjabi"
    assert not first.get("outputs")
    assert [c.cell_type for c in cells] == [c.cell_type for c in source.cells]
    for i, (mine, theirs) in enumerate(zip(cells, source.cells, strict=True), 1):
        assert mine.metadata == theirs.metadata, f"cell {i}: the slide metadata differs"
        if mine.cell_type == "code":
            assert mine.source == theirs.source, f"cell {i}: the code differs from the English"
            assert not mine.get("outputs"), f"cell {i} is saved with outputs"
        else:
            words = re.sub(r"`[^`]*`", "", mine.source)  # code spans stay as they are
            assert GURMUKHI.search(words), f"cell {i} is not in Punjabi: {mine.source[:60]!r}"
            fences = re.findall(r"```.*?```", theirs.source, flags=re.S)
            assert all(f in mine.source for f in fences), f"cell {i}: a code block changed"
    assert book.metadata == source.metadata


_RUNS: dict[Path, nbformat.NotebookNode] = {}


def _run(english: Path, monkeypatch):
    from nbclient import NotebookClient

    if english not in _RUNS:
        book = _punjabi(english)
        monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
            filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
        monkeypatch.delenv("CARDKIT_LANG", raising=False)
        NotebookClient(book, timeout=300, kernel_name="python3",
                       resources={"metadata": {"path": str(PUNJABI[english].parent)}}).execute()
        _RUNS[english] = book
    return _RUNS[english]


@pytest.mark.parametrize("english", ENGLISH, ids=_name)
def test_a_punjabi_page_runs_on_a_fresh_kernel(english, monkeypatch):
    # set_language("pa") refused (no Punjabi catalog) is an error here too: a failure, no skip
    book = _run(english, monkeypatch)
    errors = [o for c in book.cells if c.cell_type == "code" for o in c.get("outputs", [])
              if o.output_type == "error"]
    assert not errors, f"{_name(english)}: {errors[0]['ename']}: {errors[0]['evalue']}"


LESSONS = [p for p in ENGLISH if p.parent.name == "notebooks" and p.stem != "00_welcome"]


@pytest.mark.parametrize("english", LESSONS, ids=_name)
def test_a_punjabi_lesson_speaks_punjabi_in_what_it_prints(english, monkeypatch):
    """Its exercise checks answer in Punjabi (the lessons' catalog, lessons.po, is read)."""
    book = _run(english, monkeypatch)
    said = "\n".join(str(o.get("text", "")) + str(o.get("data", {}).get("text/plain", ""))
                     for c in book.cells if c.cell_type == "code" for o in c.get("outputs", []))
    assert "✘ Not yet." not in said and "✔ Right." not in said, "a check answered in English"
    assert "✘ ਹਾਲੇ ਨਹੀਂ।" in said or "✔ ਸਹੀ।" in said, "no check answered in Punjabi"
