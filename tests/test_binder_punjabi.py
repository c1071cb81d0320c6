"""Binder's image carries the Punjabi lessons and tables: repo2docker copies the repository as
git holds it (no .dockerignore leaves a folder out), so every notebook of notebooks/pa and
apps/pa must be tracked, beside its English one."""
from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tracked(folder: str) -> set[str]:
    out = subprocess.run(["git", "ls-files", folder], cwd=ROOT, check=True, capture_output=True,
                         text=True, timeout=30).stdout
    return {Path(line).name for line in out.splitlines() if line.endswith(".ipynb")}


def test_the_image_copies_every_punjabi_lesson_and_table():
    assert not (ROOT / ".dockerignore").exists() and not (ROOT / "binder" / ".dockerignore").exists()
    for english, punjabi in (("notebooks", "notebooks/pa"), ("apps", "apps/pa")):
        names = {p.name for p in (ROOT / english).glob("*.ipynb")}
        assert _tracked(punjabi) == names, f"{punjabi} holds a Punjabi copy of each of {english}"


def test_the_binder_readme_links_the_punjabi_pages():
    readme = (ROOT / "binder" / "README.md").read_text(encoding="utf-8")
    assert "urlpath=lab/tree/notebooks/pa/00_welcome.ipynb" in readme
    assert "urlpath=voila/tree/apps/pa" in readme
