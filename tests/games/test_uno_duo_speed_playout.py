"""UNO Duo's own random playout (``UnoDuo._play_random``) plays exactly as the simulator's
generic loop: the same draws, state, history entries and sentences, from the start or from
any point of a match, with every option, also when stopped by ``max_actions``."""
import random

import pytest
from same_game import history_and_json

import cardkit
from cardkit.agents import RandomAgent
from cardkit.games import uno_duo as rules
from cardkit.games.uno_duo import cards, playouts
from cardkit.sim import playout


def _pair(seed, before=0, until_uno=False, **options):
    """Two equal games, ``before`` actions played at random through ``apply`` (or fewer: up to
    a forgotten UNO, with ``until_uno``)."""
    games = [cardkit.make("uno-duo", seed=seed, **options) for _ in range(2)]
    r = random.Random(seed)
    for _ in range(before):
        if games[0].is_over or (until_uno and games[0].uno_pending is not None):
            break
        text = str(r.choice(games[0].legal_actions()))
        for g in games:
            g.apply(text)
    games[1]._play_random = None  # the instance attribute hides the game's own playout
    return games


def _play_both(own, generic, seed, max_actions=playout.MAX_ACTIONS):
    for g in (own, generic):
        bots = [RandomAgent(seed=seed * 7 + p) for p in range(2)]
        try:
            playout._play_out_random(g, bots, max_actions)
        except RuntimeError:
            assert max_actions < playout.MAX_ACTIONS
    assert history_and_json(own) == history_and_json(generic)
    state = [{k: v for k, v in g.__dict__.items() if k not in ("history", "_play_random", "_rng")}
             for g in (own, generic)]
    assert state[0] == state[1]
    assert own._rng._r.getstate() == generic._rng._r.getstate()


OPTIONS = [{}, {"classic_deck": True}, {"reshuffle": True}, {"strict_wd4": "colour"},
           {"target": 60}, {"target": 500, "reshuffle": True, "classic_deck": True}]


@pytest.mark.parametrize("options", OPTIONS)
def test_whole_matches_play_as_the_generic_loop(options):
    for seed in range(4):
        own, generic = _pair(seed, **options)
        _play_both(own, generic, seed)


def test_playouts_from_any_point_and_cut_short_play_as_the_generic_loop():
    # from mid-draft, mid-turn, with UNO pending, with a drawn card, in a volley ...
    seen = set()
    for seed in range(60):
        own, generic = _pair(seed, before=seed * 7 % 90 if seed % 2 else 2000,
                             until_uno=seed % 2 == 0)
        seen.add((own.phase, own.uno_pending is not None))
        _play_both(own, generic, seed, max_actions=1 + seed * 37 % 400)
        if not own.is_over:  # and on from there to the end
            _play_both(own, generic, seed + 1)
    assert {"draft", "turn", "drawn"} <= {ph for ph, _ in seen}
    assert any(pending for _, pending in seen)


def test_the_masks_match_the_rules():
    for top in rules.ALL_CODES:
        for letter in rules.COLOUR_NAMES:
            ok = playouts._OK_MASKS[top][letter]
            assert {c for c in rules.ALL_CODES if ok & playouts._BIT[c]} == {
                c for c in rules.ALL_CODES if rules.playable(c, top, letter)}
    r = random.Random(1)
    for _ in range(200):
        hand = r.sample(cards._DECKS[False], r.randrange(0, 30))
        assert playouts._mask_of(hand) == sum(playouts._BIT[c] for c in set(hand))

