"""Choosing the language: CARDKIT_LANG, --lang, and English when nothing is chosen."""
from __future__ import annotations

import os
import subprocess
import sys

from cardkit import cli, i18n


def _cardkit(*args: str, lang: str | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "CARDKIT_LANG"}
    if lang is not None:
        env["CARDKIT_LANG"] = lang
    return subprocess.run([sys.executable, "-m", "cardkit", *args], capture_output=True,
                          text=True, env=env, timeout=120)


def test_cardkit_lang_chooses_punjabi_and_english_stays_the_default():
    assert "2/3/4/5/6 ਖਿਡਾਰੀ" in _cardkit("games", lang="pa").stdout
    assert "2/3/4/5/6 players" in _cardkit("games").stdout


def test_an_unknown_cardkit_lang_is_refused_with_the_languages_allowed():
    r = _cardkit("games", lang="de")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr == ("cardkit: CARDKIT_LANG: unknown language 'de'; cardkit speaks "
                        "en (English), pa (ਪੰਜਾਬੀ)\n")


def test_lang_option_beats_the_environment_and_help_speaks_it_too():
    assert "2/3/4/5/6 players" in _cardkit("games", "--lang", "en", lang="pa").stdout
    r = _cardkit("play", "--lang", "pa", "--help")
    assert "ਕਿਹੜੀ ਡੀਲ: ਉਹੀ ਸੀਡ ਉਹੀ ਖੇਡ ਡੀਲ ਕਰਦਾ ਹੈ" in r.stdout


def test_an_unknown_lang_option_is_refused_with_the_languages_allowed(capsys):
    assert cli.main(["rules", "push", "--lang", "xx"]) == 2
    assert capsys.readouterr().err == ("cardkit: unknown language 'xx'; cardkit speaks "
                                       "en (English), pa (ਪੰਜਾਬੀ)\n")


def test_the_command_line_gives_back_the_language_it_found(capsys):
    assert cli.main(["games", "--lang", "pa"]) == 0
    assert "ਖਿਡਾਰੀ" in capsys.readouterr().out
    assert i18n.get_language() == "en"
