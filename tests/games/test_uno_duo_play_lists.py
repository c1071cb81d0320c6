"""UNO Duo's kept legal lists (cards._play_lists): a tuple joined from its colours' parts is the
plays of its codes in code order, then the list's tail, whether kept or not."""
import random

import pytest

from cardkit.games.uno_duo.cards import (
    ALL_CODES,
    ALONE,
    BIT,
    DONE,
    DRAW,
    PLAYS,
    PLAYS_UNO,
    THEN_DONE,
    THEN_DRAW,
)


def plays_of(mask: int, table: dict, tail: tuple) -> list:
    return (*(a for c in ALL_CODES if mask & BIT[c] for a in table[c]), *tail)


@pytest.mark.parametrize("uno", [False, True])
@pytest.mark.parametrize(("lists", "tail"), [(THEN_DRAW, (DRAW,)), (THEN_DONE, (DONE,)), (ALONE, ())],
                         ids=["draw", "done", "alone"])
def test_a_list_is_its_codes_plays_in_code_order_then_its_tail(lists, tail, uno, monkeypatch):
    rng = random.Random(15)
    table = PLAYS_UNO if uno else PLAYS
    masks = [0, (1 << len(ALL_CODES)) - 1, BIT["WILD"], BIT["B9"] | BIT["WILD+4"]]
    masks += [sum(1 << i for i in rng.sample(range(len(ALL_CODES)), rng.randint(1, 12)))
              for _ in range(300)]
    by_mask = lists[uno]
    for m in masks:
        want = plays_of(m, table, tail)
        assert by_mask.__missing__(m) == want  # joined from the parts
        assert by_mask[m] == want  # kept, or joined again beyond the limit
    monkeypatch.setattr(by_mask, "limit", 0)
    m = masks[-1] ^ BIT["R0"]
    assert by_mask.__missing__(m) == plays_of(m, table, tail)
