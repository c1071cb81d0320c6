"""The rules in Punjabi: one file a game, beside the English, with every Decision."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import cardkit
from cardkit import cli

RULES = Path(cardkit.__file__).parent / "rules"
WRITTEN = sorted(p.stem for p in (RULES / "pa").glob("*.md"))


def _codes(text: str) -> Counter:
    """The `code spans`: action texts, card codes and options, which stay as typed."""
    return Counter(re.findall(r"`([^`]+)`", text))


def test_every_game_has_its_rules_in_punjabi():
    assert WRITTEN == sorted(cardkit.GAMES)


@pytest.mark.parametrize("game", WRITTEN)
def test_the_punjabi_rules_hold_the_english_sections_decisions_and_codes(game):
    english = (RULES / f"{game}.md").read_text(encoding="utf-8")
    punjabi = (RULES / "pa" / f"{game}.md").read_text(encoding="utf-8")
    heads = [re.findall(r"^(#+) ", t, re.M) for t in (english, punjabi)]
    assert heads[0] == heads[1], "the same sections at the same levels"
    assert punjabi.count("**ਫੈਸਲ") == english.count("**Decision")  # ਫੈਸਲਾ, plural ਫੈਸਲੇ
    assert "Decision" not in punjabi
    assert _codes(punjabi) - _codes(english) == Counter(), "a code that the English lacks"
    assert set(_codes(english)) <= set(_codes(punjabi)), "every code of the English"
    letters = [c for c in punjabi if c.isalpha()]
    gurmukhi = [c for c in letters if "\u0a00" <= c <= "\u0a7f"]
    assert len(gurmukhi) > 0.6 * len(letters), "written in Gurmukhi"


def test_cardkit_rules_lang_pa_prints_the_punjabi_rules(capsys):
    assert cli.main(["rules", "push", "--lang", "pa"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# ਪੁਸ਼ (ਨਾਮ: `push`)")
    assert "ਬਹੁਤ ਦੂਰ ਧੱਕਣਾ" in out and "**ਫੈਸਲਾ:**" in out
    assert cli.main(["rules", "push"]) == 0
    assert capsys.readouterr().out.startswith("# Push (name: `push`)")


def test_the_rules_in_an_unknown_language_are_refused_with_the_languages_allowed():
    with pytest.raises(cardkit.ConfigError, match=r"en \(English\), pa \(ਪੰਜਾਬੀ\)"):
        cli.rules_text("push", lang="hi")
