"""Build the lessons as a JupyterLite site: a folder of static files, no server, no install.

    python lite/build.py --output site          # Pyodide from its public CDN (a deployed site)
    python lite/build.py --output site --pyodide path/to/pyodide   # a local Pyodide

The site has every lesson of ``notebooks/`` and every app page of ``apps/``; its Python
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
PYODIDE_VERSION = "314.0.6"  # the version jupyterlite-pyodide-kernel 0.8.6 is made for
PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
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


def read_base_lock(pyodide: Path | None) -> dict:
    """Pyodide's package lock: the local one, or the one on the CDN."""
    if pyodide is not None:
        return json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    url = PYODIDE_CDN + "pyodide-lock.json"
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


def stage_contents(into: Path) -> Path:
    """The lessons and the app pages, as the site's two folders."""
    for folder in ("notebooks", "apps"):
        shutil.copytree(ROOT / folder, into / folder,
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return into


def tools() -> Path:
    """The Python of the builder's tools (``lite/tools.txt``): a virtual environment of their
    own, made on first use, so that JupyterLite's kernel front end never lands in an
    environment where an ordinary JupyterLab runs (it breaks there)."""
    python = TOOLS / "bin" / "python"
    stamp = TOOLS / "tools.txt"
    wanted = (HERE / "tools.txt").read_text(encoding="utf-8")
    if not python.exists() or not stamp.exists() or stamp.read_text(encoding="utf-8") != wanted:
        print(f"installing the site builder's tools into {TOOLS} (once)")
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(TOOLS)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--requirement",
                        str(HERE / "tools.txt")], check=True)
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
    return into


def local_pyodide(path: Path, work: Path) -> Path:
    """A Pyodide folder (with pyodide.mjs and pyodide-lock.json) from a folder or a tarball
    (a release's ``pyodide-*.tar.bz2`` or ``npm pack pyodide``'s ``.tgz``)."""
    if path.is_dir():
        return path
    with tarfile.open(path) as tar:
        tar.extractall(work / "pyodide-unpacked", filter="data")
    return next(p.parent for p in (work / "pyodide-unpacked").rglob("pyodide.mjs"))


def configure(site: Path, local: bool) -> None:
    """Point the kernel at our lock and have it load cardkit while it starts."""
    config_path = site / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    plugins = config["jupyter-config-data"].setdefault("litePluginSettings", {})
    settings = plugins.setdefault(KERNEL_SETTINGS, {})
    if local:
        settings["pyodideUrl"] = "./static/pyodide/pyodide.mjs"
    options = settings.setdefault("loadPyodideOptions", {})
    options["lockFileURL"] = f"./{LOCK_DIR}/pyodide-lock.json"
    options["packages"] = sorted(set(options.get("packages", [])) | set(PRELOAD))
    config_path.write_text(json.dumps(config, indent=2), encoding="utf-8")


def build(output: Path, pyodide: Path | None = None) -> float:
    """Build the site into ``output`` (emptied first); returns the seconds it took."""
    began = time.monotonic()
    output = output.resolve()
    with tempfile.TemporaryDirectory(prefix="cardkit-lite-") as tmp:
        work = Path(tmp)
        if pyodide is not None:
            pyodide = local_pyodide(pyodide.resolve(), work)
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
        lock_dir = output / LOCK_DIR
        lock_dir.mkdir(parents=True, exist_ok=True)
        for wheel in wheels:
            shutil.copy2(wheel, lock_dir / wheel.name)
        if pyodide is not None:
            shutil.copytree(pyodide, output / "static" / "pyodide", dirs_exist_ok=True)
        base_url = "../pyodide/" if pyodide is not None else PYODIDE_CDN
        lock = make_lock(base, wheels, base_url)
        (lock_dir / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")
        configure(output, local=pyodide is not None)
    return time.monotonic() - began


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=ROOT / "site",
                        help="the folder to write the site into (emptied first); default: site/")
    parser.add_argument("--pyodide", type=Path, default=None,
                        help="a local Pyodide (folder or tarball) instead of Pyodide's public CDN")
    args = parser.parse_args(argv)
    seconds = build(args.output, args.pyodide)
    size = sum(p.stat().st_size for p in args.output.rglob("*") if p.is_file())
    print(f"site built in {seconds:.0f} s: {args.output} ({size / 1e6:.0f} MB). "
          f"Put this folder on any static web host.")


if __name__ == "__main__":
    main()
