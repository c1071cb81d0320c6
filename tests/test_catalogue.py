"""The catalogue: what each game brings, declared in one place and checked loudly."""
from __future__ import annotations

import ast
import dataclasses
import re
import types
from pathlib import Path

import pytest

import cardkit
from cardkit import ConfigError, Game
from cardkit.registry import CATALOGUE, CatalogueError, Entry, option_help
from cardkit.views.charts import charts_for, summary_for

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("name", cardkit.GAMES)
def test_every_option_carries_its_meaning_in_its_own_metadata(name):
    fields = dataclasses.fields(cardkit.game_class(name).Options)
    for f in fields:
        assert len(f.metadata.get("help", "")) >= 10, f"{name}: option {f.name} has no help"
    assert list(option_help(name)) == [f.name for f in fields]
    assert all(option_help(name).values())


def test_option_help_is_the_metadata_not_the_source_comments():
    assert option_help("push") == {"harder": "a STAR discards the whole bench instead of nothing"}
    assert option_help("pegs-and-jokers") == {}


# ----- one entry per game, every part found or a loud error ---------------------------------
PARTS = ("game", "strategies", "summary", "charts", "lesson", "question")


def test_the_catalogue_is_the_games_in_teaching_order():
    assert list(CATALOGUE) == list(cardkit.GAMES) == [
        "push", "uno-duo", "cover-your-assets", "split", "pegs-and-jokers"]


@pytest.mark.parametrize("name", CATALOGUE)
def test_every_part_an_entry_names_is_there(name):
    entry = CATALOGUE[name]
    assert entry.part("game") is cardkit.game_class(name)
    assert entry.part("strategies") and all(isinstance(c, type)
                                             for c in entry.part("strategies").values())
    assert callable(entry.part("summary")) and isinstance(entry.part("charts"), type)
    assert isinstance(entry.part("lesson"), types.ModuleType)
    assert entry.part("question")().game == name
    g = cardkit.make(name, seed=1)
    assert isinstance(charts_for(g), entry.part("charts")) and isinstance(summary_for(g, 0), dict)


def missing(part: str, ref: str) -> Entry:
    return dataclasses.replace(CATALOGUE["push"], **{part: ref})


@pytest.mark.parametrize("ref, says", [
    ("cardkit.agents.no_such_game:STRATEGIES", "there is no module cardkit.agents.no_such_game"),
    ("cardkit.agents.push:NO_SUCH_TABLE", "cardkit.agents.push has no NO_SUCH_TABLE"),
])
def test_a_missing_part_fails_loudly_naming_it(ref, says):
    with pytest.raises(CatalogueError, match=f"push: the catalogue names {ref} as its strategies"):
        missing("strategies", ref).part("strategies")
    with pytest.raises(CatalogueError, match=says):
        missing("strategies", ref).part("strategies")


@pytest.mark.parametrize("part, call", [
    ("strategies", lambda g: cardkit.agents.strategies(g.name)),
    ("strategies", lambda g: cardkit.sim.play(g.name, ["sensible"], seed=1)),
    ("summary", lambda g: summary_for(g, 0)),
    ("charts", charts_for),
])
def test_the_users_of_a_part_do_not_skip_it_when_it_is_missing(monkeypatch, part, call):
    import cardkit.agents
    import cardkit.sim

    # the catalogue is read-only: the push entry's parts are read through the missing one
    broken, read = missing(part, "cardkit.no_such_module:X"), Entry.part
    monkeypatch.setattr(Entry, "part", lambda e, p: read(broken if e.name == "push" else e, p))
    with pytest.raises(CatalogueError, match="no module cardkit.no_such_module"):
        call(cardkit.make("push", seed=1))


def test_a_part_whose_own_import_fails_raises_that_error_not_a_missing_part(tmp_path, monkeypatch):
    (tmp_path / "catalogue_probe_part.py").write_text("import no_such_dependency_of_a_part\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ModuleNotFoundError) as info:
        missing("lesson", "catalogue_probe_part").part("lesson")
    assert not isinstance(info.value, CatalogueError)
    assert info.value.name == "no_such_dependency_of_a_part"


# ----- what the simulator reads, declared by Game ----------------------------------------------
def test_game_declares_what_the_simulator_reads():
    assert Game.lower_wins is False and "turns" in Game.__annotations__
    assert [n for n, cls in cardkit.GAMES.items() if cls.lower_wins] == ["uno-duo"]
    for name in cardkit.GAMES:
        turns = cardkit.make(name, seed=2).turns
        assert type(turns) is int and turns >= 0, name


def test_the_simulator_reads_no_attribute_of_a_game_by_getattr():
    # getattr(g, "x", default) hides an attribute some game lacks: Game must declare it
    found = []
    for path in (ROOT / "cardkit" / "sim").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and node.args
                    and isinstance(node.args[0], ast.Name) and node.args[0].id in ("g", "game")):
                found.append(f"{path.name}:{node.lineno}")
    assert found == []


# ----- an unknown bot name is an error listing the names, wherever it is given -----------------
SAYS_NAMES = r"unknown strategy 'sensble' for push; choose from random, sensible"


def test_strategy_refuses_an_unknown_name_listing_the_names():
    from cardkit.agents import strategies, strategy

    with pytest.raises(ConfigError, match=SAYS_NAMES):
        strategy("push", "sensble")
    with pytest.raises(ConfigError, match=r"unknown strategy \['sensible'\] for push"):
        strategy("push", ["sensible"])
    with pytest.raises(ConfigError, match="unknown game 'pushh'; cardkit has push, uno-duo"):
        strategies("pushh")


@pytest.mark.parametrize("call", [
    lambda: cardkit.sim.play("push", ["sensible", "sensble"], seed=1),
    lambda: cardkit.sim.run("push", "sensible,sensble", games=3, progress=False),
], ids=["sim.play", "sim.run"])
def test_the_simulator_refuses_an_unknown_bot_name(call):
    import cardkit.sim  # noqa: F401

    with pytest.raises(ConfigError, match=SAYS_NAMES):
        call()


@pytest.mark.parametrize("argv", [
    ["play", "push", "--bots", "1", "--strategy", "sensble"],
    ["simulate", "push", "--games", "2", "--strategies", "sensble", "--quiet"],
])
def test_the_command_line_refuses_an_unknown_bot_name(argv, capsys):
    from cardkit.cli import main

    assert main(argv) == 2
    assert re.search(SAYS_NAMES, capsys.readouterr().err)


def test_the_play_view_refuses_an_unknown_bot_name():
    import cardkit.views

    with pytest.raises(ConfigError, match=SAYS_NAMES):
        cardkit.views.play(cardkit.make("push", seed=1), bots={1: "sensble"})
