"""The lite site's contents: every lesson and app page, the Punjabi ones too (issue 27)."""
from __future__ import annotations

import importlib.util
import json
import re
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


def test_each_lesson_waits_and_says_ready_in_its_own_language(tmp_path):
    """An English lesson's loading line is the English one; a Punjabi lesson's (``pa/``) is the
    catalog's Punjabi, and its cell prints the ready line in Punjabi."""
    from cardkit.loading import ready, waiting

    build = _build_module()
    staged = build.stage_contents(tmp_path)
    seen = set()
    for lesson in (staged / "notebooks").rglob("*.ipynb"):
        lang = build.lesson_language(lesson.relative_to(staged / "notebooks"))
        seen.add(lang)
        first = json.loads(lesson.read_text(encoding="utf-8"))["cells"][0]
        (output,) = first["outputs"]
        assert output["data"]["text/plain"] == waiting(lang), lesson
        source = "".join(first["source"])
        assert source == build.ready_source(lang), lesson
        printed = []
        exec(source, {"print": printed.append})  # noqa: S102 - the cell as the site runs it
        assert printed == [ready(lang)], lesson
    assert seen == {"en", "pa"}
    assert waiting("en").startswith("Loading Python and cardkit in your browser")
    assert ready("en") == "Python and cardkit 0.1.0 are ready."
    for line in (waiting("pa"), ready("pa")):
        assert any("\u0a00" <= ch <= "\u0a7f" for ch in line), f"not Punjabi: {line!r}"


def test_the_sites_loading_extension_runs_only_the_cell_the_build_writes():
    """``lite/labextensions/cardkit-loading`` runs a loading cell only when its code begins as
    ``ready_source`` writes it: the two must agree, or the line would never go by itself."""
    script = (ROOT / "lite" / "labextensions" / "cardkit-loading" / "static" / "remoteEntry.js")
    code = re.search(r'const CODE = "([^"]+)"', script.read_text(encoding="utf-8")).group(1)
    build = _build_module()
    for lang in ("en", "pa"):
        assert build.ready_source(lang).startswith(code)
    assert 'const TAG = "cardkit-loading"' in script.read_text(encoding="utf-8")
