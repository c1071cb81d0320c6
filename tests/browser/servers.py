"""Jupyter servers a browser test starts on 127.0.0.1: JupyterLab, Notebook 7 or Voila, from
any Python.

``serve(cmd, ...)`` runs a server command until the context ends; ``lab_command``,
``notebook_command`` and ``voila_command`` build the commands, each with its own settings and
runtime folders.
"""
from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def private_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a server whose Jupyter folders all lie under ``home``."""
    settings = home / "settings"
    for plugin, values in {"apputils-extension/notification": {"fetchNews": "false",
                                                               "checkForUpdates": False},
                           "docmanager-extension/plugin": {"autosave": False},
                           # every cell rendered (no virtual scrolling): off-screen outputs exist
                           "notebook-extension/tracker": {"windowingMode": "none"}}.items():
        folder, name = plugin.split("/")
        (settings / "@jupyterlab" / folder).mkdir(parents=True, exist_ok=True)
        (settings / "@jupyterlab" / folder / f"{name}.jupyterlab-settings").write_text(json.dumps(values))
    return {**os.environ,
            "JUPYTER_CONFIG_DIR": str(home / "config"),
            "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
            "JUPYTER_DATA_DIR": str(home / "data"),
            "JUPYTERLAB_SETTINGS_DIR": str(settings),
            "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
            "IPYTHONDIR": str(home / "ipython"),
            **extra}


def _root_flag() -> list[str]:
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


def _jupyter_server(python: str, module: str, port: int, token: str, root: Path,
                    *app_flags: str) -> list[str]:
    """``python -m <module>``, a Jupyter server app, on 127.0.0.1:``port`` with ``token``,
    serving ``root``, no browser opened; then the app's own ``app_flags``."""
    return [python, "-m", module, "--no-browser", "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
            "--ServerApp.open_browser=False", *app_flags, *_root_flag()]


def lab_command(python: str, port: int, token: str, root: Path) -> list[str]:
    return _jupyter_server(python, "jupyterlab", port, token, root,
                           "--LabApp.expose_app_in_browser=True",
                           "--LabApp.extension_manager=readonly")


def notebook_command(python: str, port: int, token: str, root: Path) -> list[str]:
    """Notebook 7 (``jupyter notebook``): the classic one-document page, built on JupyterLab."""
    return _jupyter_server(python, "notebook", port, token, root,
                           "--JupyterNotebookApp.expose_app_in_browser=True")


def voila_command(python: str, port: int, root: Path) -> list[str]:
    return [python, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}",
            "--ServerApp.port_retries=0", str(root)]


def _raise(message: str):
    raise RuntimeError(message)


@contextlib.contextmanager
def serve(cmd: list[str], env: dict[str, str], cwd: Path, ready_url: str, log: Path,
          name: str, timeout_s: float = 120, fail=pytest.fail) -> Iterator[subprocess.Popen]:
    """Run ``cmd`` until the context ends, once ``ready_url`` answers 200; ``fail(message)``
    reports a server that does not start (a test's failure; ``None``: RuntimeError)."""
    fail = fail or _raise
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, env=env, stdout=out, stderr=subprocess.STDOUT, cwd=cwd)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if proc.poll() is not None:
                fail(f"{name} exited early:\n{log.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(ready_url, timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                fail(f"{name} did not start in {timeout_s:.0f} s:\n{log.read_text()[-3000:]}")
            time.sleep(0.5)
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


@contextlib.contextmanager
def app_mode(home: Path, root: Path) -> Iterator[str]:
    """Voila serving ``home/apps`` as the README starts it (``voila.json`` in the folder it
    starts in, cardkit's template on ``JUPYTER_PATH``, this checkout's cardkit); its address."""
    import sys

    shutil.copy(root / "voila.json", home)
    env = private_env(home, PYTHONPATH=os.pathsep.join(
        filter(None, [str(root), os.environ.get("PYTHONPATH")])),
        JUPYTER_PATH=str(root / "share" / "jupyter"))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with serve(voila_command(sys.executable, port, Path("apps")), env, home, f"{url}/",
               home / "voila.log", "Voila"):
        yield url
