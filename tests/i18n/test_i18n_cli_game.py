"""A Punjabi game on the command line, from the first line to the final scores."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from cardkit import i18n

GURMUKHI = re.compile("[\u0a00-\u0a7f]")


def _play(*args: str, typed: str = "") -> str:
    r = subprocess.run([sys.executable, "-m", "cardkit", "play", *args], input=typed,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


def _event_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("  ") and "(ਬੋਟ)" not in line]


def test_a_punjabi_push_game_played_to_the_end_by_bots():
    out = _play("push", "--lang", "pa", "--bots", "0,1,2", "--seed", "3")
    assert out.startswith("ਪੁਸ਼: 3 ਖਿਡਾਰੀ, ਸੀਡ 3। ਬੋਟ: ਖਿਡਾਰੀ 0, ਖਿਡਾਰੀ 1, ਖਿਡਾਰੀ 2।")
    assert "ਡਰਾਅ ਦਾ ਢੇਰ ਖਾਲੀ ਹੈ: ਖੇਡ ਖਤਮ ਹੋ ਗਈ ਹੈ।" in out
    assert out.splitlines()[-1].startswith("ਆਖਰੀ ਸਕੋਰ: ਖਿਡਾਰੀ 0: ")
    events = _event_lines(out)
    assert len(events) > 100
    assert all(GURMUKHI.search(line) for line in events), [x for x in events
                                                           if not GURMUKHI.search(x)][:3]
    assert not [line for line in events if "Player" in line.split("।")[0]]
    assert "ਖਿਡਾਰੀ 0 ਨੇ" in out and "ਕਾਲਮ" in out and "ਬੈਂਚ" in out


def test_a_person_plays_push_in_punjabi_with_typed_actions_help_and_refusals():
    out = _play("push", "--lang", "pa", "--bots", "1", "--seed", "7",
                typed="help\nstop\n9\n1\nplace 1\nstop\ntake 1\nquit\n")
    assert "ਕਿਸੇ ਚਾਲ ਦਾ ਨੰਬਰ ਜਾਂ ਉਸਦੇ ਸ਼ਬਦ ਲਿਖੋ" in out  # the help
    assert ("ਇਜਾਜ਼ਤ ਨਹੀਂ: ਤੁਸੀਂ ਖਿੱਚਣ ਤੋਂ ਪਹਿਲਾਂ ਰੁਕ ਨਹੀਂ ਸਕਦੇ: ਕੁਝ ਖਿੱਚੇ ਬਿਨਾਂ ਰੁਕਣਾ ਕੋਈ ਵਾਰੀ "
            "ਨਹੀਂ") in out
    assert "ਚਾਲ 9 ਕੋਈ ਨਹੀਂ:" in out
    assert "ਖਿਡਾਰੀ 0 ਨੇ" in out and "ਕਾਲਮ 1 ਲਿਆ" in out
    assert "ਖਿਡਾਰੀ 0, ਚੁਣੋ:" in out and out.rstrip().endswith("ਅਲਵਿਦਾ।")


@pytest.mark.parametrize("seed", [0, 5])
def test_the_same_game_in_english_is_the_game_of_before(seed):
    """English stays the default: no --lang, no CARDKIT_LANG, the words of before."""
    out = _play("push", "--bots", "0,1", "--seed", str(seed))
    assert not GURMUKHI.search(out)
    assert out.startswith(f"Push: 2 players, seed {seed}. Bots: player 0, player 1.")
    assert i18n.get_language() == "en"


@pytest.mark.parametrize("game, bots", [("uno-duo", "0,1"), ("split", "0,1,2"),
                                        ("cover-your-assets", "0,1,2,3"),
                                        ("pegs-and-jokers", "0,1,2,3")])
def test_every_game_is_narrated_in_punjabi_to_its_final_scores(game, bots):
    out = _play(game, "--lang", "pa", "--bots", bots, "--seed", "2")
    assert out.splitlines()[-1].startswith("ਆਖਰੀ ਸਕੋਰ: ਖਿਡਾਰੀ 0: ")
    events = [line for line in _event_lines(out) if line.startswith("  ") and line.strip()]
    english = [line for line in events if not GURMUKHI.search(line)]
    assert len(events) > 20 and not english, english[:3]
