"""A real JupyterLab on 127.0.0.1 and a headless Debian Chromium driven by Playwright.

Reusable for every game's notebook: ``lab`` is a running server (session-wide),
``page`` a fresh browser page that records console errors, and ``open_notebook``
opens a notebook and runs all its cells. ``notebook7`` is a running Notebook 7 server
(``jupyter notebook``), which ``open_notebook`` drives the same way.

Without Chromium (or Playwright) the tests skip with the reason, unless
``CARDKIT_REQUIRE_BROWSER=1`` is set (CI sets it): then they fail.
"""
from __future__ import annotations

import itertools
import json
import os
import shutil
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from servers import free_port, lab_command, notebook_command, private_env, serve

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def _missing(reason: str):
    if os.environ.get("CARDKIT_REQUIRE_BROWSER") == "1":
        pytest.fail(f"CARDKIT_REQUIRE_BROWSER=1 but {reason}", pytrace=False)
    pytest.skip(reason)


@dataclass
class Lab:
    url: str
    token: str
    root: Path
    log: Path
    app: str = "lab"  # "lab": JupyterLab; "notebook": Notebook 7

    def tree(self, path: str) -> str:
        """The URL that opens ``path`` (as in the repository, e.g. ``notebooks/01_push.ipynb``)."""
        if self.app == "notebook":  # Notebook 7 opens one document a page
            return f"{self.url}/notebooks/{path}?token={self.token}"
        return f"{self.url}/lab/tree/{path}?token={self.token}&reset"


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        _missing("Debian chromium is not installed (apt-get install -y chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        _missing("Playwright for Python is not installed (pip install playwright)")
    return path


@contextmanager
def running_lab(home: Path, notebooks: Path = ROOT / "notebooks", fail=None, app: str = "lab"):
    """JupyterLab (``app="notebook"``: Notebook 7) on 127.0.0.1 serving a copy of ``notebooks``
    under ``home``, with its own settings and runtime folders; yields a ``Lab`` and stops the
    server after. ``fail(message)`` reports a server that does not start (default: raise
    RuntimeError).

    The copy keeps JupyterLab's saves (outputs) out of the repository's notebooks.
    """
    served = home / "served"
    shutil.copytree(notebooks, served / "notebooks",
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    env = private_env(home, PYTHONPATH=os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    port, token = free_port(), f"cardkit-{os.getpid()}-{time.time_ns()}"
    url, log = f"http://127.0.0.1:{port}", home / "lab.log"
    command, name = {"lab": (lab_command, "JupyterLab"), "notebook": (notebook_command, "Notebook 7")}[app]
    with serve(command(sys.executable, port, token, served), env, served,
               f"{url}/api/status?token={token}", log, name, timeout_s=90, fail=fail):
        yield Lab(url=url, token=token, root=served, log=log, app=app)


@pytest.fixture(scope="session")
def lab(tmp_path_factory, chromium_path) -> Lab:
    """A running JupyterLab for the whole session (see ``running_lab``)."""
    with running_lab(tmp_path_factory.mktemp("lab"), fail=pytest.fail) as server:
        yield server


@pytest.fixture(scope="session")
def notebook7(tmp_path_factory, chromium_path) -> Lab:
    """A running Notebook 7 server for the whole session (see ``running_lab``)."""
    with running_lab(tmp_path_factory.mktemp("notebook7"), fail=pytest.fail, app="notebook") as server:
        yield server


@dataclass
class Console:
    errors: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    stacks: dict[str, str] = field(default_factory=dict)  # a page error's text -> its stack


@pytest.fixture(scope="session")
def browser(chromium_path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Note on the test whether its body failed (the ``page`` fixture then saves a screenshot)."""
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.body_failed = report.failed


def _new_page(browser, request, width: int, height: int):
    """A fresh page whose console errors and page errors are collected; when the test fails,
    the page is saved as ``screenshots/<test name>_failure.png``."""
    context = browser.new_context(viewport={"width": width, "height": height})
    pg = context.new_page()
    pg.console_log = Console()

    def on_console(msg):
        pg.console_log.messages.append(f"{msg.type}: {msg.text}")
        if msg.type == "error":
            pg.console_log.errors.append(msg.text)

    pg.on("console", on_console)
    def on_page_error(exc):
        text = f"page error: {exc}"
        pg.console_log.errors.append(text)
        pg.console_log.stacks[text] = getattr(exc, "stack", None) or ""

    pg.on("pageerror", on_page_error)
    yield pg
    if getattr(request.node, "body_failed", False):
        SCREENSHOTS.mkdir(exist_ok=True)
        try:
            pg.screenshot(path=str(SCREENSHOTS / f"{request.node.name}_failure.png"))
        except Exception as e:  # a page that broke cannot always be drawn: the failure is what counts
            print(f"no failure screenshot: {e}")
    context.close()


@pytest.fixture
def page(browser, request):
    """A fresh page of 1280×1800 (see ``_new_page``)."""
    yield from _new_page(browser, request, 1280, 1800)


@pytest.fixture
def projector_page(browser, request):
    """A fresh page of 1280×720, a classroom projector's screen (see ``_new_page``)."""
    yield from _new_page(browser, request, 1280, 720)


def run_all_cells(pg, timeout_s: float = 240) -> None:
    """Run every cell of the open notebook and wait until the kernel is idle again."""
    pg.wait_for_function("window.jupyterapp && window.jupyterapp.shell.currentWidget"
                         " && window.jupyterapp.shell.currentWidget.sessionContext"
                         " && window.jupyterapp.shell.currentWidget.sessionContext.session"
                         " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel",
                         timeout=120_000)
    pg.wait_for_function("window.jupyterapp.shell.currentWidget.sessionContext.session"
                         ".kernel.status === 'idle'", timeout=120_000)
    pg.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    # Every code cell gets an execution count when done; '*' while queued or running.
    pg.wait_for_function(
        """() => {
            const nb = window.jupyterapp.shell.currentWidget;
            const prompts = [...nb.node.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
            return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent))
                && nb.sessionContext.session.kernel.status === 'idle';
        }""", timeout=timeout_s * 1000, polling=500)


_COPIES = itertools.count(1)


def lesson_copy(lab: Lab, path: str) -> str:
    """A fresh copy of the repository's lesson ``path`` beside it in ``lab``'s folder (as
    ``<name>-run<N>.ipynb``); its path.

    Each test runs a lesson on a kernel of its own, as a teacher on a fresh kernel: a page that
    opens a notebook an earlier test ran joins that test's kernel and restores all its widgets
    too, and under load anywidget's 2 s limit for starting a model can pass before they are all
    restored (console errors of old widgets). The copy is the repository's, with no outputs."""
    source = Path(path)
    copy = source.with_name(f"{source.stem}-run{next(_COPIES)}{source.suffix}")
    shutil.copyfile(ROOT / source, lab.root / copy)
    return copy.as_posix()


def open_notebook(pg, lab: Lab, path: str, timeout_s: float = 240, projector: bool = False) -> None:
    """Open ``path`` (relative to the repository) in JupyterLab and run all of its cells. A
    lesson (``notebooks/…``) runs as a fresh copy, on a kernel of its own (``lesson_copy``).

    ``projector``: as a teacher sets JupyterLab up for a class, the side bar (file browser)
    folded away, so the notebook has the screen's width."""
    if path.startswith("notebooks/"):
        path = lesson_copy(lab, path)
    pg.goto(lab.tree(path), wait_until="domcontentloaded", timeout=120_000)
    pg.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    if projector:
        pg.wait_for_function("window.jupyterapp && window.jupyterapp.shell", timeout=120_000)
        pg.evaluate("window.jupyterapp.shell.collapseLeft()")
        pg.wait_for_function("window.jupyterapp.shell.leftCollapsed", timeout=30_000)
    run_all_cells(pg, timeout_s)


def write_notebook(lab: Lab, name: str, cells: list[str]) -> str:
    """Write a notebook of these code cells into the served folder; its path for ``open_notebook``."""
    nb = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                     "source": code} for code in cells],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                      "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (lab.root / "scratch").mkdir(exist_ok=True)
    (lab.root / "scratch" / name).write_text(json.dumps(nb), encoding="utf-8")
    return f"scratch/{name}"


@pytest.fixture
def save_screenshot():
    """``save_screenshot(page_or_locator, name)`` writes into tests/browser/screenshots/."""
    def _save(target, name: str) -> Path:
        SCREENSHOTS.mkdir(exist_ok=True)
        path = SCREENSHOTS / name
        target.screenshot(path=str(path))
        return path
    return _save


@pytest.fixture
def notebook(page, lab):
    """``notebook(path)`` opens and runs a notebook, returning the page."""
    def _open(path: str, timeout_s: float = 240):
        open_notebook(page, lab, path, timeout_s)
        return page
    return _open
