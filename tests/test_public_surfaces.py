"""Layers talk through public names: no module outside ``cardkit/games`` and ``cardkit/core``
uses a name with a leading underscore from them (an AST scan of every other module).

A private name of theirs is any ``_name`` they define (a function, a class, a method, a
module constant or an attribute they assign). Outside those packages the scan flags an
import of such a name, an import from a private module of theirs, an attribute read
``x._name`` of such a name, and ``x.__dict__`` (on anything but the module's own
objects: ``self``, ``cls`` and the classes it defines), which read private state whole.
"""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cardkit"
HOMES = ("games", "core")


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _in_home(path: Path) -> bool:
    return path.relative_to(PACKAGE).parts[0] in HOMES


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name[1:].isidentifier()


def private_names() -> set[str]:
    """Every ``_name`` that cardkit.games and cardkit.core define (a string that looks like
    one counts too: slots and saved fields are named in strings)."""
    names: set[str] = set()
    for home in HOMES:
        for path in (PACKAGE / home).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    found = [node.name]
                elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    found = [node.id]
                elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                    found = [node.attr]
                elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                    found = [node.target.id]
                elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                    found = [node.value]  # a name in ``__slots__`` or given to ``setattr``
                else:
                    continue
                names.update(n for n in found if _private(n))
    return names


def _absolute(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    keep = len(parts) - node.level + (1 if is_package else 0)
    return ".".join(parts[:keep] + ([node.module] if node.module else []))


def uses(path: Path, private: set[str]) -> list[str]:
    """What ``path`` reads of the games' and the core's private names, as ``line: what``."""
    module, found = _module(path), []
    homes = tuple(f"cardkit.{home}" for home in HOMES)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    # the module's own objects: itself (self, cls) and the classes it defines
    own = {"self", "cls"} | {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = _absolute(module, node, path.name == "__init__.py")
            if not base.startswith(homes):
                continue
            if any(_private(part) for part in base.split(".")):
                found.append(f"{node.lineno}: from {base} (a private module)")
            found += [f"{node.lineno}: {a.name} from {base}" for a in node.names if _private(a.name)]
        elif isinstance(node, ast.Attribute) and (node.attr in private or node.attr == "__dict__"):
            if isinstance(node.value, ast.Name) and node.value.id in own:
                continue
            found.append(f"{node.lineno}: .{node.attr}")
    return found


def test_no_module_outside_games_and_core_uses_their_private_names():
    private = private_names()
    assert "_legal_list" in private or "_apply" in private  # the scan sees the core's names
    offenders = {str(path.relative_to(PACKAGE.parent)): found
                 for path in sorted(PACKAGE.rglob("*.py")) if not _in_home(path)
                 if (found := uses(path, private))}
    assert offenders == {}
