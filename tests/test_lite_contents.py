"""The lite site's contents: every lesson and app page, the Punjabi ones too (issue 27)."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _build_module():
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "lite" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_site_contents_carry_punjabi_lessons_and_apps_each_lesson_with_loading_line(tmp_path):
    staged = _build_module().stage_contents(tmp_path)
    for folder in ("notebooks", "apps"):
        wanted = sorted(p.relative_to(ROOT / folder) for p in (ROOT / folder).rglob("*.ipynb"))
        got = sorted(p.relative_to(staged / folder) for p in (staged / folder).rglob("*.ipynb"))
        assert got == wanted
        assert any(p.parts[0] == "pa" for p in got)
    for lesson in (staged / "notebooks").rglob("*.ipynb"):
        first = json.loads(lesson.read_text(encoding="utf-8"))["cells"][0]
        assert first["id"] == "cardkit-loading", lesson
