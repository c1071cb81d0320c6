"""``docs/adding-a-game.md`` shows Push's own code: a module-level table its Python examples
build is written as Push's package builds it, so the guide never shows a form the code (and
the cache policy, ``tests/core/test_module_state.py``) has left behind."""
from __future__ import annotations

import ast
import re
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "adding-a-game.md"
PUSH = ROOT / "cardkit" / "games" / "push"
_PYTHON = re.compile(r"^```python\n(.*?)^```", re.M | re.S)
# what builds a table a game could change: the cache policy refuses these at module level
_MUTABLE = (ast.Dict, ast.DictComp, ast.List, ast.ListComp, ast.Set, ast.SetComp)
_CONSTANT = re.compile(r"^_?[A-Z][A-Z0-9_]*$")  # a module's table, as PLACE or KEEPS_OUT


def assignments(source: str) -> dict[str, ast.expr]:
    """``NAME = value`` at the top level of ``source``: the value of each name."""
    return {t.id: node.value for node in ast.parse(source).body if isinstance(node, ast.Assign)
            for t in node.targets if isinstance(t, ast.Name)}


def guide_tables(text: str) -> dict[str, ast.expr]:
    """The module constants the guide's Python examples assign (a local such as a method's
    ``ev = [...]`` is the game's own, made afresh)."""
    found: dict[str, ast.expr] = {}
    for block in _PYTHON.findall(text):
        found.update((name, value) for name, value in assignments(textwrap.dedent(block)).items()
                     if _CONSTANT.match(name))
    return found


def push_tables() -> dict[str, ast.expr]:
    found: dict[str, ast.expr] = {}
    for path in sorted(PUSH.glob("*.py")):
        found.update(assignments(path.read_text(encoding="utf-8")))
    return found


def test_the_guide_builds_each_of_push_s_tables_as_push_does():
    push = push_tables()
    shown = {name: value for name, value in guide_tables(GUIDE.read_text(encoding="utf-8")).items()
             if name in push}
    assert shown, "the guide shows none of Push's tables"
    differ = [f"{name}: the guide has {ast.unparse(value)}, Push {ast.unparse(push[name])}"
              for name, value in shown.items() if ast.dump(value) != ast.dump(push[name])]
    assert not differ, "\n".join(differ)


def test_no_example_of_the_guide_keeps_a_plain_list_dict_or_set_at_module_level():
    plain = [name for name, value in guide_tables(GUIDE.read_text(encoding="utf-8")).items()
             if isinstance(value, _MUTABLE)]
    assert not plain, f"the guide builds {plain} as plain mutable tables"


def test_a_table_the_guide_writes_otherwise_than_push_is_found():
    text = '```python\nPLACE = {n: Action("place", (n,)) for n in range(1, MAX_COLUMNS + 1)}\n```\n'
    value = guide_tables(text)["PLACE"]
    assert isinstance(value, _MUTABLE) and ast.dump(value) != ast.dump(push_tables()["PLACE"])
