"""Speed work on a sensible bot changes none of its reasons.

Each digest is sha256 over every English explanation (its action, its text and its figures)
the game's sensible bot gives, at every seat, through seeded games in which one action in five
is a random legal one (so that the bot explains positions it would not reach itself). Recorded
at commit 3d56a1a; the Pegs and Jokers one stands for the 8,976-explanation check that its
bot's Decision refactor (e4bfd5f) was measured with.

A digest may change only with a deliberate change of a bot's reasons or words, said in the
commit that changes it (a Punjabi translation changes none: the text is read in English).
"""
from __future__ import annotations

import hashlib
import random

import pytest

import cardkit
from cardkit.agents import strategy

GAMES = {"push": 6, "uno-duo": 2, "cover-your-assets": 3, "split": 3, "pegs-and-jokers": 2}
MOVES = 250  # a game's first moves: enough to reach every phase, few enough to stay quick


def explanations_digest(name: str, games: int) -> tuple[int, str]:
    h = hashlib.sha256()
    n = 0
    counts = cardkit.GAMES[name].player_counts
    for seed in range(games):
        g = cardkit.make(name, players=counts[seed % len(counts)], seed=seed)
        bots = [strategy(name, "sensible", seed=p) for p in range(g.players)]
        pick = random.Random(seed)
        while not g.is_over and len(g.history) < MOVES:
            p = g.current_player
            e = bots[p].explain(g, p)
            h.update(f"{e.action}|{e.text}|{sorted(e.figures.items())!r}\n".encode())
            n += 1
            g.apply(e.action if pick.random() < 0.8 else pick.choice(g.legal_actions()))
    return n, h.hexdigest()


RECORDED = {
    "push": (1500, "802a2b61b5307c723d6d863086b0a412b792956654019f4271e0a3602d623c0b"),
    "uno-duo": (500, "44a86318746a55d945c26c1346800502e0a908814f9eaa34568a5c5a551f316c"),
    "cover-your-assets": (703, "dc551d03e66c3d252adfb6d5ebc9af9ee3b78a9656a49d308c730a12c316a9ff"),
    "split": (712, "fe9dcf3f7cf2888751f28e640e09b0d46bec31c9fee757ea625e41263c2ff51c"),
    "pegs-and-jokers": (488, "03595ac0345326b8863e7fe9081f1a7dab6f3539e728ce42bb27cc2b599a4aa5"),
}


@pytest.mark.parametrize("name", list(GAMES))
def test_a_sensible_bots_english_reasons_are_as_recorded(name):
    cardkit.set_language("en")  # the English reasons, whatever an earlier test chose
    assert explanations_digest(name, GAMES[name]) == RECORDED[name]
