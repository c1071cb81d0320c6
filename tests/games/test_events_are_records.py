"""An event records what happened: nothing played later changes what it says."""
import json
import random

import pytest

import cardkit


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_no_event_changes_after_it_is_made(name):
    counts = cardkit.GAMES[name].player_counts
    for seed in range(6 if name != "pegs-and-jokers" else 2):
        g = cardkit.make(name, players=counts[seed % len(counts)], seed=seed)
        r = random.Random(seed)
        made = []
        while not g.is_over:
            for e in g.apply(r.choice(g.legal_actions())):
                made.append((e, json.dumps(e.to_dict(), sort_keys=True)))
        changed = [(e.kind, then) for e, then in made if json.dumps(e.to_dict(), sort_keys=True) != then]
        assert not changed, f"{name} seed {seed}: events changed after they were made: {changed[:3]}"
