"""Push's roll sentence reads as English for one card, several cards and none."""
import pytest
from scenario import play

import cardkit


def _roll_sentence(face: str) -> tuple[str, dict]:
    """Player 0 benches R3, player 1 B4; player 0 takes a column of ROLL R2: the die shows ``face``."""
    g = cardkit.make("push", players=2, seed=1, deck=["R3", "B4", "ROLL", "G2"], rolls=[face])
    play(g, "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1", "draw", "place 1")
    roll = [e for e in play(g, "stop", "take 1") if e.kind == "roll"][0]
    return str(roll), roll.data


@pytest.mark.parametrize("face, lost, sentence", [
    ("RED", ["R3"], "Player 0 rolled RED: 1 red card worth {} is discarded from the bench."),
    ("GREEN", ["G2"], "Player 0 rolled GREEN: 1 green card worth {} is discarded from the bench."),
    ("BLUE", [], "Player 0 rolled BLUE: no blue card is on the bench, so nothing is discarded."),
])
def test_one_card_or_none_is_discarded_in_the_singular(face, lost, sentence):
    text, data = _roll_sentence(face)
    assert data["lost"] == lost
    points = data["points"]
    assert text == sentence.format(f"{points} point{'' if points == 1 else 's'}")


def test_two_cards_are_discarded_in_the_plural():
    g = cardkit.make("push", players=2, seed=1, deck=["R3", "B4", "ROLL", "R2"], rolls=["RED"])
    play(g, "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1", "stop", "take 1")
    play(g, "draw", "place 1", "draw", "place 1")
    roll = [e for e in play(g, "stop", "take 1") if e.kind == "roll"][0]
    assert str(roll) == (f"Player 0 rolled RED: 2 red cards worth {roll.data['points']} points "
                         "are discarded from the bench.")
