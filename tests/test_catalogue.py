"""The catalogue: what each game brings, declared in one place and checked loudly."""
from __future__ import annotations

import dataclasses

import pytest

import cardkit
from cardkit.registry import option_help


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
