"""Binder's cached requirements list what the package asks for, and postBuild adds only cardkit."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[; ]", requirement.strip(), maxsplit=1)[0].lower()


def test_binder_requirements_cover_the_package_lab_and_app():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["lab"] \
        + project["optional-dependencies"]["app"]
    lines = [line for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert sorted(map(_name, lines)) == sorted(map(_name, wanted))


def test_post_build_installs_only_cardkit_itself():
    script = (ROOT / "binder" / "postBuild").read_text()
    installs = [line for line in script.splitlines() if "pip install" in line]
    assert installs == ["python -m pip install --no-cache-dir --no-deps -e ."]
