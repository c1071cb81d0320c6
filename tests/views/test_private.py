"""``seen_text``: an event's sentence as one player sees it, their own private draw included."""
import random
from collections import Counter

import pytest

import cardkit
from cardkit.core import Event
from cardkit.views.private import private_cards, seen_text


def test_split_the_drawer_sees_the_card_the_others_do_not():
    g = cardkit.make("split", seed=1)  # player 0 draws 2DL
    e = g.apply("draw")[0]
    assert str(e) == "Player 0 drew a card (84 left in the draw pile)."
    assert seen_text(e, 0) == ("Player 0 drew a card (84 left in the draw pile). "
                               "Only player 0 sees it: 2DL.")
    assert seen_text(e, 1) == str(e) and seen_text(e, None) == str(e)


def test_split_bonus_draw_is_private_too():
    e = Event("bonus-draw", 2, {"card": "8DR", "left": 72},
              "Player 2 took the strong match's bonus draw (72 left in the draw pile).")
    assert seen_text(e, 2).endswith("Only player 2 sees it: 8DR.")
    assert seen_text(e, 0) == str(e)


def test_uno_duo_draws_go_to_seen_by_alone_and_name_every_card():
    e = Event("draw", 1, {"count": 2, "cards": ["R3", "WILD+4"], "seen_by": 1},
              "Player 1 draws 2 cards.")
    assert seen_text(e, 1) == "Player 1 draws 2 cards. Only player 1 sees them: R3 WILD+4."
    assert seen_text(e, 0) == "Player 1 draws 2 cards."
    empty = Event("draw", 1, {"count": 0, "cards": [], "seen_by": 1}, "Player 1 draws no card.")
    assert seen_text(empty, 1) == "Player 1 draws no card."


def test_uno_duo_draft_shows_the_kept_card_to_the_drafter():
    g = cardkit.make("uno-duo", seed=3)
    e = g.apply("keep")[0]
    kept = e.data["cards"][0]
    assert kept not in str(e).split()
    assert seen_text(e, 0) == f"{e} Only player 0 sees it: {kept}."
    assert seen_text(e, 1) == str(e)


@pytest.mark.parametrize("event", [
    Event("draw", 0, {"card": "B5"}, "Player 0 drew B5."),  # Push draws face up
    Event("bank", 1, {"colour": "blue", "cards": ["B5"], "points": 5},
          "Player 1 banked 1 blue card (5 points): they are safe now."),
    Event("out", 0, {"card": "Y8"}, "Player 0 has played their last card."),
], ids=["named-draw", "bank", "uno-out"])
def test_public_events_read_the_same_for_everyone(event):
    assert [seen_text(event, v) for v in (0, 1, None)] == [str(event)] * 3


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_in_random_games_only_the_owner_sees_more_and_only_cards_they_hold(name):
    g = cardkit.make(name, seed=4)
    rng = random.Random(4)
    shown = Counter()
    for _ in range(400):
        if g.is_over:
            break
        events = g.apply(rng.choice(g.legal_actions()))
        in_play = sum((Counter(z) for z in g.zones().values()), Counter())
        for e in events:
            for v in range(g.players):
                extra = private_cards(e, v)
                text = seen_text(e, v)
                assert text.startswith(str(e)) and (text == str(e)) == (not extra)
                for card in extra:  # the viewer knows this card: fewer copies unseen by them
                    assert g.unseen(v)[card] < in_play[card], (e, v, card)
                shown[v] += len(extra)
            assert seen_text(e, None) == str(e)
    if name in ("split", "uno-duo"):
        assert sum(shown.values()) > 0  # these games' draws are private
