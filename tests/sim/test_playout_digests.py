"""The playout speed-ups of UNO Duo, Cover Your Assets and Split change nothing a user sees.

Each digest is sha256 over every event (``to_dict``: kind, player, data, sentence) and the
final ``to_json`` of a few random games played through ``apply``, recorded with each
engine as it was before its speed-up work (the commit before "UNO Duo: faster
playouts…", 1bd456e; Pegs and Jokers: 67ed624). Any change of legal actions, their order, events, sentences or
saved state changes the digest.
"""
import hashlib
import json
import random

import pytest

import cardkit

DIGESTS_BEFORE_SPEED_UPS = {
    "uno-duo": "bd4adf33fb47e43cfea5cd7730ef8af86fa9685dcc5cf5b207199410253d72b5",
    "cover-your-assets": "eb91e7e91a4f91c730bda478361a09d6a110c9b5eb035e2fb04c161cadca1d31",
    "split": "b47c69e14f16eb80905047b78775604be4072b4c5bf099d4d5649605f5117828",
    # recorded before the second round of speed-ups (commit 67ed624)
    "pegs-and-jokers": "e4f9f1c3e2202ae6fb8b2d9c058e35ef952dfd27348ebcad7a67703a34883399",
}
GAMES = {"uno-duo": 3, "cover-your-assets": 10, "split": 10, "pegs-and-jokers": 3}


def digest(name: str) -> str:
    h = hashlib.sha256()
    counts = cardkit.GAMES[name].player_counts
    for seed in range(GAMES[name]):
        g = cardkit.make(name, players=counts[seed % len(counts)], seed=seed)
        r = random.Random(seed)
        while not g.is_over:
            legal = g.legal_actions()
            h.update("|".join(map(str, legal)).encode())
            for e in g.apply(str(r.choice(legal))):
                h.update(json.dumps(e.to_dict(), sort_keys=True).encode())
        h.update(g.to_json().encode())
    return h.hexdigest()


@pytest.mark.parametrize("name", sorted(DIGESTS_BEFORE_SPEED_UPS))
def test_random_games_play_as_before_the_speed_ups(name):
    assert digest(name) == DIGESTS_BEFORE_SPEED_UPS[name]
