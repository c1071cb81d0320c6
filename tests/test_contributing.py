"""The contributors' guides cite only what exists, so they cannot silently go stale.

Every path (``cardkit/games/push/game.py``, ``../shared/API.md``) and every code name
(``cardkit.sim.play_out``, ``Game._end_event``, ``_why_illegal``) that ``CONTRIBUTING.md``
or ``docs/adding-a-game.md`` writes in backticks must still exist: a path in the checkout,
a dotted ``cardkit`` name by import, a name of a class in an attribute of that class, and
any other code name in the source (``cardkit/``, ``widgets/``, ``tests/``,
``benchmarks/``). Paths inside the guides' code blocks are checked too. A path holding a
placeholder (``<game>``, ``0N_``) and plain words (``draw``, ``bench``) are not.
"""
from __future__ import annotations

import ast
import importlib
import re
from functools import cache
from pathlib import Path

import pytest

import cardkit

ROOT = Path(__file__).resolve().parents[1]
GUIDES = [ROOT / "CONTRIBUTING.md", ROOT / "docs" / "adding-a-game.md"]
SOURCES = ("cardkit", "widgets", "tests", "benchmarks")
TOP_FOLDERS = ("cardkit", "tests", "benchmarks", "notebooks", "widgets", "apps", "docs", "lite",
               "binder", ".ci", "../shared")
# the classes a guide may name by their own name, e.g. `Game._end_event`, `Event.later`
CLASS_MODULES = ("cardkit", "cardkit.core", "cardkit.core.game", "cardkit.games.push",
                 "cardkit.games.push.game", "cardkit.agents", "cardkit.agents.push")

_FENCE = re.compile(r"^```.*?^```", re.M | re.S)
_SPAN = re.compile(r"`([^`\n]+)`")
_FOLDERS = "|".join(map(re.escape, TOP_FOLDERS))
_PATH_IN_CODE = re.compile(rf"(?<![\w./])((?:{_FOLDERS})/[\w./-]*\w)")
_DOTTED = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(\))?$")
# snake_case with a "_", _private, camelCase, CamelCase with two capitals, CONSTANT, call()
_NAME = re.compile(r"^(?:_\w+|[a-z]\w*_\w*|[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|[A-Z][A-Z_]*[A-Z]"
                   r"|\w+\(\))$")
_CALL = re.compile(r"^([A-Za-z_][\w.]*)\([^()]*\)$")  # ``seat(player)``: the name ``seat``
_PLACEHOLDER = re.compile(r"[<>*…]|0N_")
_FILE_ENDINGS = (".py", ".md", ".js", ".css", ".ipynb", ".json", ".toml", ".txt", ".png")


def cited(text: str) -> tuple[list[str], list[str]]:
    """The paths and the code names a guide's text cites."""
    paths, names = [], []
    code = "\n".join(m.group(0) for m in _FENCE.finditer(text))
    paths += _PATH_IN_CODE.findall(code)
    for span in _SPAN.findall(_FENCE.sub("", text)):
        span = span.strip()
        if _PLACEHOLDER.search(span):
            continue
        call = _CALL.match(span)
        if call:
            span = call.group(1) + "()"
        if " " in span:  # a command: its paths only
            paths += [t for t in span.split() if _PATH_IN_CODE.fullmatch(t.rstrip(",."))]
        elif "/" in span:
            paths.append(span)
        elif span.endswith(_FILE_ENDINGS):
            continue  # a bare file name (``game.py``): its folder says which
        elif _DOTTED.match(span) or _NAME.match(span):
            names.append(span)
    return paths, names


def path_exists(path: str) -> bool:
    if path.startswith("../"):
        shared = ROOT.parent / path[3:]
        return shared.exists() or not (ROOT.parent / "shared").is_dir()  # beside the repo, if there
    return (ROOT / path.rstrip("/")).exists()


@cache
def classes() -> dict[str, object]:
    found = {}
    for module in CLASS_MODULES:
        for key, value in vars(importlib.import_module(module)).items():
            if isinstance(value, type) and key[:1].isupper():
                found.setdefault(key, value)
    return found


@cache
def source_text() -> str:
    files = [p for folder in SOURCES for p in (ROOT / folder).rglob("*")
             if p.suffix in (".py", ".js") and p.name != Path(__file__).name]
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


@cache
def source_words() -> frozenset[str]:
    return frozenset(re.findall(r"\w+", source_text()))


def _attributes(obj, parts: list[str]) -> bool:
    for part in parts:
        if not hasattr(obj, part):
            return False
        obj = getattr(obj, part)
    return True


def _in_cardkit(parts: list[str]) -> bool:
    """``cardkit.a.b.c``: the longest prefix that imports, then attributes."""
    for i in range(len(parts), 0, -1):
        try:
            module = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        return _attributes(module, parts[i:])
    return False


def name_exists(name: str) -> bool:
    parts = name.removesuffix("()").split(".")
    if parts[0] == "cardkit":
        return _in_cardkit(parts)
    if parts[0] == "g":  # a game, as the guides write one
        return _attributes(cardkit.make("push", players=3, seed=1), parts[1:])
    if parts[0] in classes():
        return _attributes(classes()[parts[0]], parts[1:])
    if len(parts) > 1:  # a library's name: ``pandas.DataFrame``
        try:
            return _attributes(importlib.import_module(parts[0]), parts[1:])
        except ImportError:
            pass
    name = name.removesuffix("()")
    return name in source_words() if len(parts) == 1 else name in source_text()


def stale(text: str) -> list[str]:
    """What a guide's text cites that does not exist."""
    paths, names = cited(text)
    return ([p for p in paths if not path_exists(p)]
            + [n for n in names if not name_exists(n)])


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_every_path_and_name_a_guide_cites_exists(guide):
    text = guide.read_text(encoding="utf-8")
    paths, names = cited(text)
    assert len(paths) > 5 and len(names) > 5, "the guide cites files and code by name"
    assert not stale(text), f"{guide.name} cites what no longer exists: {stale(text)}"


def test_a_path_or_name_that_does_not_exist_is_found():
    text = ("`cardkit/games/push/game.py`, `cardkit/games/push/kernel.py`, "
            "`cardkit.sim.play_out`, `cardkit.sim.no_such_loop`, `Game._end_event`, "
            "`Game._no_such_hook`, `_why_illegal`, `_no_such_helper_anywhere`, "
            "`.venv/bin/python -m pytest tests/no_such_test.py -q`, `cardkit/rules/<game>.md`\n"
            "```python\n# cardkit/games/no_such_game/game.py\n```\n")
    assert sorted(stale(text)) == sorted([
        "cardkit/games/push/kernel.py", "tests/no_such_test.py", "cardkit/games/no_such_game/game.py",
        "cardkit.sim.no_such_loop", "Game._no_such_hook", "_no_such_helper_anywhere"])


def test_the_readme_links_to_the_guide():
    assert "CONTRIBUTING.md" in (ROOT / "README.md").read_text(encoding="utf-8")


# ----- docs/public-surfaces.md: the games' and the core's public surface -------------------
SURFACES = ROOT / "docs" / "public-surfaces.md"
USERS = ("agents", "prob", "lessons", "views", "classroom")  # the packages the page is for
_SECTION = re.compile(r"^## .*?`(cardkit(?:\.\w+)*)`", re.M)


def documented(text: str) -> list[tuple[str, str]]:
    """``(module, name)`` for every name in the first cell of a table row, under the section
    whose heading names the module (``## Push: `cardkit.games.push```)."""
    found, module = [], None
    for line in text.splitlines():
        heading = _SECTION.match(line)
        if heading:
            module = heading.group(1)
        elif line.startswith("## "):
            module = None
        elif module and line.startswith("| `"):
            cell = line.split("|")[1]
            found += [(module, span.split("(")[0]) for span in _SPAN.findall(cell)]
    return found


def surface_name_exists(module: str, name: str) -> bool:
    """``g.attr``: an attribute of a game of the section's game (Push's for the core);
    anything else: a name in the section's module (``cards.BIT``: in its submodule)."""
    parts = name.split(".")
    if parts[0] == "g":
        game_module = importlib.import_module(module)
        game_name = game_module.GAME.name if hasattr(game_module, "GAME") else "push"
        return _attributes(cardkit.make(game_name, seed=1), parts[1:])
    return _in_cardkit(module.split(".") + parts)


def _imported(path: Path) -> list[str]:
    """The dotted names a module imports from cardkit.games and cardkit.core."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    if path.name == "__init__.py":
        package += ".__init__"
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        base = node.module or ""
        if node.level:
            parts = package.split(".")[:-node.level]
            base = ".".join(parts + ([base] if base else []))
        if base.startswith(("cardkit.games", "cardkit.core")):
            names += [f"{base}.{a.name}" for a in node.names]
    return names


def test_every_name_the_public_surfaces_page_lists_exists():
    rows = documented(SURFACES.read_text(encoding="utf-8"))
    assert len(rows) > 100 and {m for m, _ in rows} >= {
        "cardkit.core", "cardkit.agents", "cardkit.games.push", "cardkit.games.uno_duo",
        "cardkit.games.cover_your_assets", "cardkit.games.split", "cardkit.games.pegs_and_jokers"}
    missing = [f"{m}: {n}" for m, n in rows if not surface_name_exists(m, n)]
    assert not missing, f"docs/public-surfaces.md lists names that do not exist: {missing}"


def test_the_page_lists_every_name_the_other_packages_import_from_games_and_core():
    listed = {f"{m}.{n}" for m, n in documented(SURFACES.read_text(encoding="utf-8"))}
    used = {name: str(path.relative_to(ROOT)) for package in USERS
            for path in sorted((ROOT / "cardkit" / package).rglob("*.py"))
            for name in _imported(path)}
    assert len(used) > 50, "the scan sees the imports"
    unlisted = {name: where for name, where in used.items() if name not in listed}
    assert not unlisted, f"add these to docs/public-surfaces.md: {unlisted}"


def test_a_surface_name_that_does_not_exist_is_found():
    text = ("## Push: `cardkit.games.push`\n| name | what |\n| --- | --- |\n"
            "| `busting_after(kept_out, n, code)`, `no_such_rule()` | x |\n"
            "| `g.kept_out`, `g.no_such_state` | x |\n"
            "## The core: `cardkit.core`\n| `sentences.percent()`, `sentences.no_such_word` | x |\n"
            "## Words\n| `not_a_name_of_any_section` | x |\n")
    rows = documented(text)
    assert ("cardkit.games.push", "busting_after") in rows
    assert all(n != "not_a_name_of_any_section" for _, n in rows)
    assert [n for m, n in rows if not surface_name_exists(m, n)] == [
        "no_such_rule", "g.no_such_state", "sentences.no_such_word"]
