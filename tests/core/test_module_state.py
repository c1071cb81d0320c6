"""One cache policy (issue 24, ``../shared/STYLE.md``): no module of cardkit keeps a mutable
object that games could share. Every module is imported, the games are played with their
bots (so that the tables filled on demand fill), and every module-level value is walked:

- a plain ``list``, ``dict``, ``set`` or ``bytearray`` fails, however deep in a table;
- a table built once from constants holds only immutable values (tuples, frozensets,
  ``MappingProxyType``, frozen records, numbers, texts);
- a table filled on demand is a ``core.Kept``, and its entries are immutable too.

An entry that one game could change would change it for every other game in the kernel.
"""
from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import random
from types import MappingProxyType

import pytest

import cardkit
from cardkit.agents import strategy
from cardkit.core import Kept
from cardkit.registry import GAMES

MUTABLE = (list, dict, set, bytearray)

# Python's own module attributes, never read as tables: why each may be mutable
PYTHON_OWN = {
    "__all__": "the names ``import *`` takes, read by Python and the surface tests only",
    "__path__": "a package's search path, Python's import machinery",
    "__builtins__": "Python's builtins of the module",
    "__annotations__": "the annotations of module names, Python's",
}

# (module, name): why this one value may stay mutable
ALLOWED = {
    ("cardkit.i18n", "_current"): "the language in use: a setting of the process that "
                                  "set_language changes, not a table of a game",
}

# Modules still holding mutable tables, each to be converted by the helper that owns it
# (issue 24). The list may only shrink: a module here with nothing left to convert fails.
PENDING: dict[str, str] = {}

# the ways of changing a list or a dict in place
_MUTATORS = {
    list: ("__setitem__", "__delitem__", "__iadd__", "__imul__", "append", "clear", "extend",
           "insert", "pop", "remove", "reverse", "sort"),
    dict: ("__setitem__", "__delitem__", "__ior__", "clear", "pop", "popitem", "setdefault",
           "update"),
}


def read_only(value) -> bool:
    """A list or dict subclass whose every way of changing it in place is replaced (event
    data that refuses to change, as UNO Duo's shared events hold)."""
    cls = type(value)
    if cls in (list, dict) or isinstance(value, Kept):
        return False
    base = list if isinstance(value, list) else dict if isinstance(value, dict) else None
    return base is not None and all(getattr(cls, name) is not getattr(base, name)
                                    for name in _MUTATORS[base])


def mutable_parts(value, where: str, seen: set[int]):
    """``(where, type name)`` of every mutable object inside ``value``, a module's value:
    through tuples, frozensets, read-only mappings, ``Kept`` tables and frozen records."""
    if id(value) in seen or value is None or isinstance(value, (int, float, str, bytes)):
        return
    seen.add(id(value))
    if isinstance(value, Kept):
        items = list(value.items())  # a table filled on demand: its entries must not change
        for key, entry in items:
            yield from mutable_parts(entry, f"{where}[{key!r}]", seen)
    elif isinstance(value, MappingProxyType) or (isinstance(value, dict) and read_only(value)):
        for key, entry in value.items():
            yield from mutable_parts(entry, f"{where}[{key!r}]", seen)
    elif isinstance(value, MUTABLE) and not read_only(value):
        yield where, type(value).__name__
    elif isinstance(value, (tuple, frozenset, list)):
        for i, entry in enumerate(value):
            yield from mutable_parts(entry, f"{where}[{i}]", seen)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not type(value).__dataclass_params__.frozen:
            yield where, f"{type(value).__name__} (a record that is not frozen)"
            return
        for f in dataclasses.fields(value):
            yield from mutable_parts(getattr(value, f.name), f"{where}.{f.name}", seen)


def modules():
    """Every module of cardkit (the command line's ``__main__`` runs on import: not it)."""
    names = [m.name for m in pkgutil.walk_packages(cardkit.__path__, "cardkit.")
             if not m.name.endswith("__main__")]
    return ["cardkit", *names]


def fill_the_tables():
    """A few hundred actions of every game, its sensible bots choosing and explaining: the
    tables filled on demand (legal lists, plans, reaches, scores) hold what games put there."""
    for name in GAMES:
        for seed in (1, 2):
            g = cardkit.make(name, seed=seed)
            bots = [strategy(name, "sensible") for _seat in range(g.players)]
            rng = random.Random(seed)
            while not g.is_over and len(g.history) < 300:
                bot = bots[g.current_player]
                if len(g.history) % 25 == 0:
                    bot.explain(g, g.current_player)
                g.apply(bot.choose(g, g.current_player) if rng.random() < 0.9
                        else rng.choice(g.legal_actions()))


@pytest.fixture(scope="module")
def found() -> list[tuple[str, int, str, str]]:
    """``(module, id of its value, where, type)`` of each mutable object a module holds."""
    for name in modules():
        importlib.import_module(name)
    fill_the_tables()
    out = []
    for name in modules():
        for attr, value in vars(importlib.import_module(name)).items():
            if attr in PYTHON_OWN or (name, attr) in ALLOWED or isinstance(value, type):
                continue
            if callable(value) and not isinstance(value, (*MUTABLE, Kept)):
                continue  # functions, partials, bound look-ups: code, not tables
            for where, kind in mutable_parts(value, f"{name}.{attr}", set()):
                out.append((name, id(value), where, kind))
    return out


def test_no_module_keeps_a_mutable_object_games_could_share(found):
    # one dict imported by three modules is one object: the module that made it fixes it
    pending = {held for module, held, _where, _kind in found if module in PENDING}
    left = [f"{where}: a {kind}" for module, held, where, kind in found if held not in pending]
    assert not left, ("mutable module-level state (make it a tuple, frozenset, "
                      "MappingProxyType or frozen record; a table filled on demand a "
                      "core.Kept of immutable entries):\n" + "\n".join(left))


def test_the_pending_list_only_shrinks(found):
    done = sorted(set(PENDING) - {module for module, *_rest in found})
    assert not done, f"nothing mutable is left in {done}: take them off PENDING"


def test_the_check_finds_what_it_looks_for():
    """The walk sees a mutable entry deep in a table, in a Kept's entries, in an event's
    data and in a record that is not frozen; and passes the read-only kinds."""
    from cardkit.core import Action, Event

    @dataclasses.dataclass
    class Loose:
        x: int = 0

    bad = {
        "deep": MappingProxyType({"a": (1, frozenset({2}), [3])}),
        "kept": Kept(lambda k: {"area": k}),
        "event": Event("move", 0, {"to": 1}, "text"),
        "loose": (Loose(),),
    }
    bad["kept"][1]  # an entry made on demand
    for name, value in bad.items():
        assert list(mutable_parts(value, name, set())), name
    good = (Action("play", ("5H", "0:1")), MappingProxyType({"a": (1, 2)}), frozenset({3}),
            Kept(lambda k: (k, k)))
    good[3][7]
    assert not list(mutable_parts(good, "good", set()))
