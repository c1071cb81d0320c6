"""A plain (not editable) install works: the wheel carries the table's front end.

The test builds the wheel from the package's own files, installs it without its
dependencies into a fresh virtual environment (the third-party packages are shared from
the test's environment through a ``.pth`` line, so nothing is downloaded), and opens a
table and its charts from that install in JupyterLab in headless Chromium.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import time
import venv
import zipfile
from pathlib import Path

import pytest
from conftest import run_all_cells
from servers import free_port, lab_command, private_env, serve

ROOT = Path(__file__).resolve().parents[2]
# the files a wheel is built from; share/ holds the RISE lab extension that pyproject.toml ships
PACKAGE_FILES = ["pyproject.toml", "setup.py", "README.md", "cardkit", "widgets", "share"]

pytestmark = pytest.mark.browser


def build_wheel(out: Path) -> Path:
    """The wheel of a copy of the package's files (so no build folder lands in the checkout)."""
    src = out / "src"
    for name in PACKAGE_FILES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            src.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, src / name)
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(out / "dist"), str(src)],
                   check=True, capture_output=True)
    (wheel,) = (out / "dist").glob("cardkit-*.whl")
    return wheel


def test_wheel_carries_the_front_end(tmp_path):
    wheel = build_wheel(tmp_path)
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {f"cardkit/widgets/{p.relative_to(ROOT / 'widgets').as_posix()}"
               for p in (ROOT / "widgets").rglob("*") if p.suffix in (".js", ".css")}
    assert shipped and shipped <= names, sorted(shipped - names)
    assert {f"cardkit/rules/{p.name}" for p in (ROOT / "cardkit" / "rules").glob("*.md")} <= names


def _fresh_env(tmp_path: Path, wheel: Path) -> Path:
    """A new virtual environment holding the wheel; its Python."""
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", str(wheel)], check=True)
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                          check=True, capture_output=True, text=True).stdout.strip()
    (Path(site) / "shared_test_deps.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return python


def test_table_and_charts_open_from_an_installed_wheel(tmp_path, browser, page):
    python = _fresh_env(tmp_path, build_wheel(tmp_path))
    where = subprocess.run([str(python), "-c", "import cardkit, cardkit.views.assets as a; "
                            "print(a.WIDGETS.relative_to(a.Path(cardkit.__file__).parent.parent))"],
                           check=True, capture_output=True, text=True, cwd=tmp_path).stdout.strip()
    assert where == "cardkit/widgets", f"the installed cardkit reads its front end from {where}"
    served = tmp_path / "served"
    served.mkdir()
    cells = ["import cardkit, cardkit.views.assets as assets\n"
             f"assert assets.WIDGETS.is_relative_to({str(tmp_path / 'venv')!r}), assets.WIDGETS\n"
             "assert (assets.WIDGETS / 'table.js').is_file()",
             "from cardkit.views import play\n"
             "view = play(cardkit.make('push', players=2, seed=3), bots={1: 'random'})\nview"]
    nb = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                     "source": c} for c in cells],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (served / "wheel.ipynb").write_text(json.dumps(nb))
    env = private_env(tmp_path / "home", JUPYTER_PATH=str(Path(sys.prefix) / "share" / "jupyter"))
    env.pop("PYTHONPATH", None)
    port, token = free_port(), f"wheel-{time.time_ns()}"
    url = f"http://127.0.0.1:{port}"
    with serve(lab_command(str(python), port, token, served), env, served,
               f"{url}/api/status?token={token}", tmp_path / "lab.log", "JupyterLab (wheel)"):
        page.goto(f"{url}/lab/tree/wheel.ipynb?token={token}&reset", wait_until="domcontentloaded",
                  timeout=120_000)
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        run_all_cells(page)
        errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        assert "Error" not in " ".join(errors.all_inner_texts())
        table = page.locator(".ck-table")
        table.wait_for(timeout=60_000)
        page.locator(".js-plotly-plot").first.wait_for(timeout=60_000)
        before = table.inner_text()
        table.locator('.ck-actions button[data-action="draw"]').click()
        page.wait_for_function("t => document.querySelector('.ck-table').innerText !== t", arg=before,
                               timeout=60_000)
