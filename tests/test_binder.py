"""Binder's cached requirements list what the package asks for, postBuild adds only cardkit,
and the image they make opens the welcome lesson under jupyter lab, notebook and server, with
the RISE slideshow's lab extension (cardkit-rise-console) installed."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from browser.servers import free_port, serve  # the browser tests' server helpers

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


def test_post_build_links_the_rise_lab_extension(tmp_path):
    """An editable install leaves pyproject.toml's data-files out: postBuild links the lab
    extension into the environment's share/jupyter (run here with a stand-in python and pip)."""
    script = (ROOT / "binder" / "postBuild").read_text()
    tools = tmp_path / "bin"
    tools.mkdir()
    prefix = tmp_path / "env"
    # a python that only answers sys.prefix and lets pip do nothing: the linking runs for real
    (tools / "python").write_text(f"#!/usr/bin/env bash\n[ \"$1\" = -c ] && echo {prefix} || true\n")
    (tools / "python").chmod(0o755)
    home = tmp_path / "home"
    home.mkdir()
    (tmp_path / "voila.json").write_text('{"VoilaConfiguration": {}}')
    env = {"PATH": f"{tools}{os.pathsep}{os.environ['PATH']}", "HOME": str(home)}
    repo = ROOT.as_posix()
    subprocess.run(["bash", "-c", script.replace('repo="$(pwd)"', f'repo="{repo}"')],
                   cwd=tmp_path, check=True, env=env, timeout=60)
    linked = prefix / "share" / "jupyter" / "labextensions" / "cardkit-rise-console"
    assert (linked / "package.json").is_file() and (linked / "static" / "remoteEntry.js").is_file()


# ----- the Binder image, replayed: requirements.txt and postBuild in a fresh environment -----

COPY_IGNORE = shutil.ignore_patterns(".git", ".venv", "venv", ".tools", "node_modules", "site",
                                     "screenshots", "__pycache__", "*.egg-info", ".pytest_cache",
                                     ".hypothesis", ".ruff_cache", ".ipynb_checkpoints")
# what each command opens first, as Binder starts it with no urlpath
FIRST_PAGES = {"server": "/lab/tree/notebooks/00_welcome.ipynb",
               "lab": "/lab/tree/notebooks/00_welcome.ipynb",
               "notebook": "/notebooks/notebooks/00_welcome.ipynb"}


@pytest.fixture(scope="module")
def binder_image(tmp_path_factory) -> tuple[Path, Path, dict[str, str]]:
    """A fresh virtual environment with ``binder/requirements.txt`` (pip's cache reused), and a
    copy of the repository where ``binder/postBuild`` ran, its home folder apart: the Python,
    the repository copy and the environment the servers run with."""
    base = tmp_path_factory.mktemp("binder")
    repo, home, env_dir = base / "repo", base / "home", base / "env"
    shutil.copytree(ROOT, repo, ignore=COPY_IGNORE)
    home.mkdir()
    subprocess.run([sys.executable, "-m", "venv", str(env_dir)], check=True, timeout=120)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(home), PATH=f"{env_dir / 'bin'}{os.pathsep}{env['PATH']}")
    start = time.monotonic()
    # --no-compile: no bytecode written ahead of use (quicker), the same packages
    subprocess.run([str(env_dir / "bin" / "python"), "-m", "pip", "install", "--quiet", "--no-compile",
                    "-r", str(repo / "binder" / "requirements.txt")], check=True, env=env, timeout=600)
    subprocess.run(["bash", str(repo / "binder" / "postBuild")], cwd=repo, check=True, env=env,
                   timeout=300)
    print(f"Binder image replayed in {time.monotonic() - start:.0f} s")
    return env_dir / "bin" / "python", repo, env


def _first_page(python: Path, repo: Path, env: dict[str, str], command: str) -> tuple[str, str]:
    """Start ``jupyter <command>`` in the repository as Binder does, ask for its root page and
    follow the redirects: the path it ends on, and the text of ``/voila/tree/apps``."""
    port = free_port()
    token = f"binder-{port}"
    root = ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []
    cmd = [str(python), "-m", "jupyter", command, "--no-browser", "--ServerApp.ip=127.0.0.1",
           f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
           f"--IdentityProvider.token={token}", *root]
    url = f"http://127.0.0.1:{port}"
    with serve(cmd, env, repo, f"{url}/api/status?token={token}", repo.parent / f"{command}.log",
               f"jupyter {command}", timeout_s=90):
        with urllib.request.urlopen(f"{url}/?token={token}", timeout=30) as r:
            landed = urllib.parse.urlparse(r.url).path
        with urllib.request.urlopen(f"{url}/voila/tree/apps?token={token}", timeout=30) as r:
            return landed, r.read().decode()


@pytest.mark.slow
@pytest.mark.parametrize("command", FIRST_PAGES)
def test_binder_opens_the_welcome_lesson_and_lists_the_games(binder_image, command):
    landed, start_page = _first_page(*binder_image, command)
    assert landed == FIRST_PAGES[command], f"jupyter {command} opened {landed}"
    python = binder_image[0]
    shim = python.parent.parent / "share" / "jupyter" / "labextensions" / "cardkit-rise-console"
    assert (shim / "package.json").is_file(), "RISE's lab extension is installed in the image"
    for title in ("Push", "UNO Duo", "Cover Your Assets", "Split", "Arizona Pegs and Jokers"):
        assert f'<span class="title">{title}</span>' in start_page, title
