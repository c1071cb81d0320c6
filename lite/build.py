"""Build the lessons as a JupyterLite site: a folder of static files, no server, no install.

    python lite/build.py --output site          # Pyodide from its public CDN (a deployed site)
    python lite/build.py --output site --pyodide PATH --app-pyodide PATH   # local Pyodides

The site has every lesson of ``notebooks/`` and every app page of ``apps/``, and in
``play/`` the app pages as Voici pages (a game's table alone, no code; ``play/`` lists the
five games as ``voila apps/`` does). Its Python
kernel (Pyodide, in the browser) starts with cardkit already installed: a cardkit wheel and
the pure-Python packages of ``lite/requirements.txt`` are added to a copy of Pyodide's
package lock, and the kernel is told to load cardkit while it starts. numpy and pandas come
from Pyodide's own packages (its CDN, or the local Pyodide's folder).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TOOLS = HERE / ".tools"  # the builder's own virtual environment (lite/tools.txt), made on first use
APP_TOOLS = TOOLS / "voici"  # the app pages' builder, Voici (lite/voici-tools.txt), in .tools: ignored by git
APP_DIR = "play"  # the app pages, in the site: play/voici/tree/ lists them
PYODIDE_VERSION = "314.0.6"  # the version jupyterlite-pyodide-kernel 0.8.6 is made for
PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
# the app pages' Pyodide: the one jupyterlite-pyodide-kernel 0.7.0 (lite/voici-tools.txt) is
# made for. Pyodide 314 runs in module workers only, and that kernel starts a classic one.
APP_PYODIDE_VERSION = "0.29.0"
APP_PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{APP_PYODIDE_VERSION}/full/"
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
LOCK_DIR = "static/cardkit"  # our lock and wheels, in the site
# loaded while the kernel starts: cardkit (and its dependencies), comm (else the kernel asks
# PyPI for it), nbformat (plotly's static figures need it: jupyterlite/jupyterlite#970)
PRELOAD = ["cardkit", "comm", "nbformat"]
# the front ends: the kernel, the widgets, cardkit's table (anywidget), plotly's figures
EXTENSIONS = ["@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager",
              "anywidget", "jupyterlab-plotly"]


def build_wheels(into: Path) -> list[Path]:
    """A cardkit wheel of this checkout and the pure-Python wheels of requirements.txt."""
    into.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(into), str(ROOT)],
                   check=True, stdout=subprocess.DEVNULL)
    download_requirements(into)
    return sorted(into.glob("*.whl"))


def download_requirements(into: Path) -> list[Path]:
    """The pure-Python wheels of requirements.txt, for the browser's Python 3.14."""
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                    "--only-binary=:all:", "--platform", "any", "--implementation", "py",
                    "--abi", "none", "--python-version", "3.14", "--dest", str(into),
                    "--requirement", str(HERE / "requirements.txt")], check=True)
    return sorted(into.glob("*.whl"))


def read_base_lock(pyodide: Path | None, cdn: str = PYODIDE_CDN) -> dict:
    """Pyodide's package lock: the local one, or the one on the CDN."""
    if pyodide is not None:
        return json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    url = cdn + "pyodide-lock.json"
    try:
        with urllib.request.urlopen(url, timeout=60) as r:
            return json.load(r)
    except OSError as e:
        raise SystemExit(f"could not read Pyodide's package list at {url} ({e}); without internet "
                         "access, build with --pyodide PATH (a local Pyodide)") from None


def wheel_entry(wheel: Path, known: set[str]) -> dict:
    """The lock entry of one wheel: what it imports, what it needs (of the packages locked)."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(z.read(meta_name).decode("utf-8"))
    depends = []
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate({"extra": "", "python_version": "3.14"}):
            continue
        name = canonicalize_name(req.name)
        if name in known:  # e.g. widgetsnbextension: a JupyterLab front end the site has already
            depends.append(name)
    imports = sorted({n.split("/")[0].removesuffix(".py") for n in names
                      if not n.split("/")[0].endswith((".dist-info", ".data"))
                      and (n.count("/") == 1 and n.endswith("/__init__.py")
                           or "/" not in n and n.endswith(".py"))})
    return {"name": canonicalize_name(meta["Name"]), "version": meta["Version"],
            "file_name": wheel.name, "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "package_type": "package",
            "imports": imports, "depends": sorted(depends), "unvendored_tests": False}


def make_lock(base: dict, wheels: list[Path], base_url: str) -> dict:
    """Pyodide's lock with our wheels added (next to the lock); Pyodide's own packages then
    load from ``base_url`` (relative to the lock's folder, or absolute)."""
    lock = json.loads(json.dumps(base))
    for pkg in lock["packages"].values():
        if "://" not in pkg["file_name"]:
            pkg["file_name"] = base_url + pkg["file_name"]
    ours = {canonicalize_name(w.name.split("-")[0]): w for w in wheels}
    known = set(lock["packages"]) | set(ours)
    for wheel in wheels:
        entry = wheel_entry(wheel, known)
        lock["packages"][entry["name"]] = entry
    return lock


def lesson_language(relative: Path) -> str:
    """A lesson's language: its folder's (``notebooks/pa/…``), or English at the top."""
    from cardkit.i18n import LANGUAGES

    return relative.parts[0] if len(relative.parts) > 1 and relative.parts[0] in LANGUAGES else "en"


def ready_source(lang: str) -> str:
    """The loading cell's code: it prints, in the lesson's language, that cardkit is ready."""
    argument = "" if lang == "en" else repr(lang)
    return f"from cardkit.loading import ready\n\nprint(ready({argument}))"


def with_loading_line(lesson: Path, lang: str = "en") -> None:
    """Give the site's copy of a lesson a first cell that says what the page is waiting for
    (its saved output), replaced by a line saying cardkit is ready when it runs."""
    from cardkit.loading import waiting

    line = waiting(lang)
    nb = json.loads(lesson.read_text(encoding="utf-8"))
    nb["cells"].insert(0, {
        "cell_type": "code", "execution_count": None, "id": "cardkit-loading",
        "metadata": {"tags": ["cardkit-loading"]}, "source": ready_source(lang),
        "outputs": [{"output_type": "display_data", "metadata": {},
                     "data": {"text/markdown": f"**{line}**", "text/plain": line}}]})
    lesson.write_text(json.dumps(nb, indent=1, ensure_ascii=False), encoding="utf-8")


def stage_contents(into: Path) -> Path:
    """The lessons (each with its loading line) and the app pages, as the site's two folders."""
    for folder in ("notebooks", "apps"):
        shutil.copytree(ROOT / folder, into / folder,
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for lesson in (into / "notebooks").rglob("*.ipynb"):
        with_loading_line(lesson, lesson_language(lesson.relative_to(into / "notebooks")))
    return into


def tools(venv: Path = TOOLS, requirements: str = "tools.txt") -> Path:
    """The Python of the builder's tools (``lite/tools.txt``, or the app pages' builder's): a
    virtual environment of their own, made on first use, so that JupyterLite's kernel front
    end never lands in an environment where an ordinary JupyterLab runs (it breaks there)."""
    python = venv / "bin" / "python"
    stamp = venv / requirements
    wanted = (HERE / requirements).read_text(encoding="utf-8")
    if not python.exists() or not stamp.exists() or stamp.read_text(encoding="utf-8") != wanted:
        print(f"installing the site builder's tools into {venv} (once)")
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--requirement",
                        str(HERE / requirements)], check=True)
        stamp.write_text(wanted, encoding="utf-8")
    return python


def stage_extensions(into: Path) -> Path:
    """The JupyterLab front ends the lessons need, from the tools' installed packages (not
    every extension installed there: e.g. Voila's preview needs a server)."""
    installed = TOOLS / "share" / "jupyter" / "labextensions"
    for name in EXTENSIONS:
        if not (installed / name).is_dir():
            raise SystemExit(f"{name} is not in {TOOLS}: delete that folder to install the tools again")
        shutil.copytree(installed / name, into / name)
    # the site's own: runs each lesson's loading cell once its kernel is ready
    shutil.copytree(HERE / "labextensions" / "cardkit-loading", into / "cardkit-loading")
    return into


def local_pyodide(path: Path, work: Path) -> Path:
    """A Pyodide folder (with pyodide.mjs and pyodide-lock.json) from a folder or a tarball
    (a release's ``pyodide-*.tar.bz2`` or ``npm pack pyodide``'s ``.tgz``)."""
    if path.is_dir():
        return path
    with tarfile.open(path) as tar:
        tar.extractall(work / "pyodide-unpacked", filter="data")
    return next(p.parent for p in (work / "pyodide-unpacked").rglob("pyodide.mjs"))


def kernel_settings(local: bool, pyodide_file: str = "pyodide.mjs") -> dict:
    """The kernel's settings: a local Pyodide (else the kernel's default, from its CDN), our
    lock, and cardkit loaded while the kernel starts."""
    settings = {"loadPyodideOptions": {"lockFileURL": f"./{LOCK_DIR}/pyodide-lock.json",
                                       "packages": sorted(PRELOAD)}}
    if local:
        settings["pyodideUrl"] = f"./static/pyodide/{pyodide_file}"
    return settings


def add_lock(site: Path, base: dict, wheels: list[Path], pyodide: Path | None, cdn: str) -> None:
    """Our wheels and Pyodide's lock with them added into ``site``, and a local Pyodide."""
    lock_dir = site / LOCK_DIR
    lock_dir.mkdir(parents=True, exist_ok=True)
    for wheel in wheels:
        shutil.copy2(wheel, lock_dir / wheel.name)
    if pyodide is not None:
        shutil.copytree(pyodide, site / "static" / "pyodide", dirs_exist_ok=True)
    lock = make_lock(base, wheels, "../pyodide/" if pyodide is not None else cdn)
    (lock_dir / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")


def configure(site: Path, local: bool) -> None:
    """Point the kernel at our lock and have it load cardkit while it starts."""
    config_path = site / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    plugins = config["jupyter-config-data"].setdefault("litePluginSettings", {})
    settings = plugins.setdefault(KERNEL_SETTINGS, {})
    ours = kernel_settings(local)
    options = settings.setdefault("loadPyodideOptions", {})
    settings.update({k: v for k, v in ours.items() if k != "loadPyodideOptions"})
    options["lockFileURL"] = ours["loadPyodideOptions"]["lockFileURL"]
    options["packages"] = sorted(set(options.get("packages", [])) | set(PRELOAD))
    config_path.write_text(json.dumps(config, indent=2), encoding="utf-8")


def keep_in_memory(site: Path) -> None:
    """A clean start on every visit: students' changes (notebooks, settings, workspaces) kept
    in the page's memory only, gone when the tab closes or reloads (JupyterLite's memory
    storage driver), instead of in the browser's storage for good."""
    config_path = site / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    data["enableMemoryStorage"] = True
    for what in ("contents", "settings", "workspaces"):
        data[f"{what}StorageDrivers"] = ["memoryStorageDriver"]
    config_path.write_text(json.dumps(config, indent=2), encoding="utf-8")


def build_app_pages(site: Path, wheels: list[Path], pyodide: Path | None, work: Path) -> Path:
    """The five app pages as Voici pages in ``site/play``: each game's table alone, no code, and
    the start page of ``voila apps/`` (cardkit's Voila template) listing them.

    Voici makes a JupyterLite of its own (on jupyterlite-core 0.7: lite/voici-tools.txt), so
    the app pages have their own Pyodide (``APP_PYODIDE_VERSION``) and lock, with the same
    cardkit wheels as the lessons."""
    base = read_base_lock(pyodide, APP_PYODIDE_CDN)
    lite_dir = work / "voici-lite"
    lite_dir.mkdir()
    contents = work / "voici-contents"
    shutil.copytree(ROOT / "apps", contents, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    config = {"jupyter-config-data": {"litePluginSettings": {
        KERNEL_SETTINGS: kernel_settings(pyodide is not None, "pyodide.js")}}}
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
        "apps": ["voici"], "no_sourcemaps": True, "no_unused_shared_packages": True}}),
        encoding="utf-8")
    voici = tools(APP_TOOLS, "voici-tools.txt").parent / "voici"
    # JUPYTER_PATH: where Voila (and so Voici) finds cardkit's template
    subprocess.run([str(voici), "build", "--lite-dir", str(lite_dir), "--contents", str(contents),
                    "--output-dir", str(site / APP_DIR), "--template", "cardkit"],
                   check=True, cwd=work, stdout=subprocess.DEVNULL,
                   env={**os.environ, "JUPYTERLITE_CACHE_DIR": str(work / "voici-cache"),
                        "JUPYTER_PATH": str(ROOT / "share" / "jupyter")})
    add_lock(site / APP_DIR, base, wheels, pyodide, APP_PYODIDE_CDN)
    return site / APP_DIR


def build(output: Path, pyodide: Path | None = None, app_pyodide: Path | None = None,
          memory_only: bool = False) -> float:
    """Build the site into ``output`` (emptied first); returns the seconds it took.
    ``pyodide``/``app_pyodide``: local Pyodides for the lessons and the app pages, else
    Pyodide's CDN. ``memory_only``: see ``keep_in_memory``."""
    began = time.monotonic()
    output = output.resolve()
    with tempfile.TemporaryDirectory(prefix="cardkit-lite-") as tmp:
        work = Path(tmp)
        if pyodide is not None:
            pyodide = local_pyodide(pyodide.resolve(), work / "lessons")
        if app_pyodide is not None:
            app_pyodide = local_pyodide(app_pyodide.resolve(), work / "apps")
        base = read_base_lock(pyodide)  # first: without it there is no site
        wheels = build_wheels(work / "wheels")
        contents = stage_contents(work / "contents")
        shutil.rmtree(output, ignore_errors=True)
        # the options are in lite/jupyter_lite_config.json
        subprocess.run([str(tools()), "-m", "jupyterlite_core", "build", "--lite-dir", str(HERE),
                        "--contents", str(contents), "--output-dir", str(output),
                        "--FederatedExtensionAddon.extra_labextensions_path",
                        str(stage_extensions(work / "labextensions"))], check=True, cwd=work,
                       env={**os.environ, "JUPYTERLITE_CACHE_DIR": str(work / "cache")})
        add_lock(output, base, wheels, pyodide, PYODIDE_CDN)
        configure(output, local=pyodide is not None)
        if memory_only:
            keep_in_memory(output)
        build_app_pages(output, wheels, app_pyodide, work)
    return time.monotonic() - began


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=ROOT / "site",
                        help="the folder to write the site into (emptied first); default: site/")
    parser.add_argument("--pyodide", type=Path, default=None,
                        help=f"a local Pyodide {PYODIDE_VERSION} (folder or tarball) for the "
                        "lessons, instead of Pyodide's public CDN")
    parser.add_argument("--app-pyodide", type=Path, default=None,
                        help=f"a local Pyodide {APP_PYODIDE_VERSION} for the app pages (play/)")
    parser.add_argument("--memory-only", action="store_true",
                        help="keep students' changes in the page's memory only: every visit "
                        "starts from the lessons as published")
    args = parser.parse_args(argv)
    seconds = build(args.output, args.pyodide, args.app_pyodide, args.memory_only)
    size = sum(p.stat().st_size for p in args.output.rglob("*") if p.is_file())
    print(f"site built in {seconds:.0f} s: {args.output} ({size / 1e6:.0f} MB). "
          f"Put this folder on any static web host.")


if __name__ == "__main__":
    main()
