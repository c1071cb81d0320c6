"""Push's state beside the cards: what each column keeps out and who acts are kept by the
steps as the rules define them; the column rule's table says the rule sentence."""
import json
import random

import pytest

import cardkit
from cardkit.games.push import BIT, KEEPS_OUT, NUMBER_CARDS, busting, colour_of, fits, keeps_out, rank_of


def random_games(count):
    for seed in range(count):
        g = cardkit.make("push", players=2 + seed % 5, seed=seed, harder=seed % 3 == 0)
        yield g, random.Random(seed)


def expected_player(g):
    if g.phase == "over":
        return None
    return g.collectors[0] if g.phase == "collect" else g.turn_player


def test_kept_out_and_current_player_follow_every_step_and_undo():
    for g, r in random_games(25):
        steps = 0
        while not g.is_over:
            assert g.kept_out == [None if c is None else keeps_out(c) for c in g.columns]
            assert g.current_player == expected_player(g)
            g.apply(r.choice(g.legal_actions()))
            steps += 1
            if steps % 41 == 0:
                before = g.to_json()
                g.undo()
                assert g.current_player == expected_player(g)
                g.apply(json.loads(before)["actions"][-1])
                assert g.to_json() == before
        assert g.current_player is None and g.columns == [] and g.kept_out == []


@pytest.mark.parametrize("code", list(NUMBER_CARDS) + ["ROLL"])
def test_a_card_keeps_out_exactly_its_number_its_colour_or_another_roll_card(code):
    for other in list(NUMBER_CARDS) + ["ROLL", "SWITCH"]:
        if code == "ROLL" or other in ("ROLL", "SWITCH"):
            same = code == other == "ROLL"
        else:
            same = colour_of(code) == colour_of(other) or rank_of(code) == rank_of(other)
        assert bool(KEEPS_OUT[code] & BIT[other]) == same == (not fits(other, [code])), other


def test_only_a_card_all_three_columns_keep_out_busts():
    columns = [["R1", "B2"], ["G3"], ["ROLL", "Y4"]]
    kept = [keeps_out(c) for c in columns]
    assert busting(kept[:2]) == 0  # fewer than three columns: nothing busts
    bust = {c for c in list(NUMBER_CARDS) + ["ROLL", "SWITCH"] if busting(kept) & BIT[c]}
    assert bust == {c for c in NUMBER_CARDS if not any(fits(c, col) for col in columns)}
    assert "SWITCH" not in bust and "ROLL" not in bust
