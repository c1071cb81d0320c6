"""Pegs and Jokers' read-only surface for strategies and probabilities (``plays``,
``what_if``, the cards' reach): it says what the rules do, and asking never changes the game."""
import random

import pytest

import cardkit
from cardkit.agents.pegs_and_jokers import PegsSensible
from cardkit.core import ConfigError, IllegalMove
from cardkit.games.pegs_and_jokers import (
    HOLES,
    JOKER,
    ONE_CARD_REACH,
    RANKS,
    START,
    holes_moved,
    progress_table,
    where,
)
from cardkit.prob import pegs_and_jokers as prob

NAME = "pegs-and-jokers"


def positions(n, seed, every=7, limit=400):
    """Games of ``n`` players played at random, each ``every`` actions."""
    rng = random.Random(seed)
    g = cardkit.make(NAME, players=n, seed=seed)
    while not g.is_over and len(g.history) < limit:
        if len(g.history) % every == 0:
            yield g
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize("n,seed", [(4, 1), (6, 2), (8, 3)])
def test_plays_say_what_each_legal_play_does(n, seed):
    checked = 0
    for g in positions(n, seed):
        before = g.to_json()
        plays = g.plays()
        legal = g.legal_actions()
        assert list(plays.actions) == legal
        assert [plays.action(i) for i in range(len(legal))] == legal
        assert plays.may_discard == any(a.kind == "discard" for a in legal)
        team = g.current_player % 2
        for i in range(len(plays)):
            after = g.what_if(legal[i])
            effects = plays.effects(i)
            moved = {q for q in range(len(g.loc)) if g.loc[q] != after.loc[q]}
            assert {q for q, old, new in effects if old != new} == moved, legal[i]
            assert all(g.loc[q] == old and after.loc[q] == new for q, old, new in effects)
            ends = plays.moves(i)
            card_moves = dict(zip(ends[::2], ends[1::2], strict=True))
            if not plays.lands(i):  # only the card's pegs move, each where the card says
                assert moved <= set(card_moves) and all(
                    after.loc[q] == end for q, end in card_moves.items()), legal[i]
            elif len(card_moves) == 1:  # it sends a peg somewhere
                assert len(moved) > 1, legal[i]
            progress = sum(g.progress(q, new) - g.progress(q, old) for q, old, new in effects
                           if q // 5 % 2 == team)
            assert plays.progress(i) == progress, legal[i]
            assert plays.card(i) == legal[i].args[0]
            checked += 1
        assert [plays.progress(i) for i in range(len(plays))] == sorted(
            (plays.progress(i) for i in range(len(plays))), reverse=True), "most progress first"
        assert g.to_json() == before, "asking changes nothing"
    assert checked > 100


def test_plays_of_a_state_gone_by_are_refused():
    g = cardkit.make(NAME, players=4, seed=4)
    plays = g.plays()
    g.apply(g.legal_actions()[0])
    with pytest.raises(ConfigError, match="moved on"):
        plays.action(0)
    with pytest.raises(ConfigError):
        plays.action(len(g.plays().actions) + 5)


# every public read of a Plays, as a call on one (index 0 where a play is named)
PLAYS_READS = {
    "player": lambda p: p.player, "keys": lambda p: p.keys, "codes": lambda p: p.codes,
    "actions": lambda p: p.actions, "action": lambda p: p.action(0), "len": len,
    "may_discard": lambda p: p.may_discard, "card": lambda p: p.card(0),
    "kind": lambda p: p.kind(0), "progress": lambda p: p.progress(0),
    "lands": lambda p: p.lands(0), "landing": lambda p: p.landing(),
    "moves": lambda p: p.moves(0), "all_moves": lambda p: p.all_moves(),
    "effects": lambda p: p.effects(0),
}


def test_the_reads_listed_are_every_public_read_of_plays():
    from cardkit.games.pegs_and_jokers.moves import Plays

    public = {n for n in dir(Plays) if not n.startswith("_")} | {"len"}
    assert public == set(PLAYS_READS)


@pytest.mark.parametrize("read", sorted(PLAYS_READS))
@pytest.mark.parametrize("moved_on", ["apply", "undo"])
def test_every_read_of_plays_of_a_state_gone_by_is_refused(read, moved_on):
    """Not only ``action``: a stale card, key or effect would describe a board that is gone
    (``effects`` would try the old play on the new board)."""
    g = cardkit.make(NAME, players=4, seed=4)
    g.apply(g.legal_actions()[0])
    plays = g.plays()
    assert len(plays) and PLAYS_READS[read](plays) is not None  # fresh: it answers
    if moved_on == "apply":
        g.apply(g.legal_actions()[0])
    else:
        g.undo()
    before = g.to_json()
    with pytest.raises(ConfigError, match="moved on since these plays were listed"):
        PLAYS_READS[read](plays)
    assert g.to_json() == before
    assert g.plays().player == g.current_player  # asked again, they answer


def test_plays_stay_fresh_while_the_game_is_only_asked():
    g = cardkit.make(NAME, players=4, seed=5)
    plays = g.plays()
    g.legal_actions(), g.what_if(g.legal_actions()[0]), g.clone(), g.to_json(), plays.effects(0)
    assert g.plays().keys is plays.keys and plays.action(0) is g.legal_actions()[0]


def test_a_play_made_for_an_earlier_state_is_checked_again():
    g = cardkit.make(NAME, players=4, seed=6)
    stale = g.plays().action(0)
    rng = random.Random(0)
    while str(stale) in map(str, g.legal_actions()):
        g.apply(rng.choice(g.legal_actions()))
    with pytest.raises(IllegalMove):
        g.play_choice(stale, g.current_player)


def test_what_if_refuses_an_illegal_play_and_leaves_the_game_alone():
    g = cardkit.make(NAME, players=4, seed=8)
    before = g.to_json()
    with pytest.raises(IllegalMove):
        g.what_if("play 5H 3:3")
    after = g.what_if(g.legal_actions()[0])
    assert g.to_json() == before and after.hands == g.hands


def test_a_trial_is_taken_back_even_when_it_fails(monkeypatch):
    g = cardkit.make(NAME, players=4, seed=9)
    rng = random.Random(9)
    while not any(g.plays().kind(i) == "split" for i in range(len(g.plays()))):
        g.apply(rng.choice(g.legal_actions()))
    plays = g.plays()
    i = next(i for i in range(len(plays)) if plays.kind(i) == "split")
    places, real = list(g.loc), type(g)._move
    calls = []

    def failing(self, *args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise RuntimeError("in the middle of a split")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(type(g), "_move", failing)
    with pytest.raises(RuntimeError):
        plays.effects(i)
    assert g.loc == places


@pytest.mark.parametrize("n,seed", [(4, 11), (8, 12)])
def test_the_sensible_bot_never_changes_the_game_it_is_shown(n, seed):
    bot = PegsSensible(eight_bonus=2.0)
    for g in positions(n, seed, every=5):
        before, places = g.to_json(), list(g.loc)
        bot.choose(g, g.current_player)
        bot.explain(g, g.current_player)
        assert g.to_json() == before and g.loc == places


def test_card_reach_is_the_games_and_prob_reads_it():
    assert holes_moved("8") == -8 and holes_moved(JOKER) is None and holes_moved("K") == 10
    assert set(HOLES) == set(RANKS) | {JOKER}
    assert ONE_CARD_REACH == (1, 2, 3, 4, 5, 6, 7, 9, 10, -8)
    for label, ranks, length, _ in prob.MOVE_GROUPS:
        assert all(holes_moved(r) == length for r in ranks), label


def test_the_progress_table_is_the_games_progress():
    g = cardkit.make(NAME, players=6, seed=1)
    table = progress_table(6)
    for peg in range(0, 30, 4):
        for loc in (START, 0, 17, 50, 107, 1000, 1004):
            assert table[peg // 5][loc] == g.progress(peg, loc)



@pytest.mark.parametrize("lang", ["en", "pa"])
def test_the_observation_says_where_each_peg_stands_in_the_events_words(lang):
    """The table's peg titles read ``where`` from the observation: the words of the game's
    events ("track hole 8 (side 0, hole 8)"), in the language in use, in every area."""
    cardkit.set_language(lang)
    try:
        areas = set()
        for g in positions(4, 5, every=11):
            for doc, loc in zip(g.observation(g.current_player)["pegs"], g.loc, strict=True):
                assert doc["where"] == where(loc)
                areas.add(doc["area"])
        assert areas == {"start", "track", "home"}
        assert where(START) == ("its start area" if lang == "en" else "ਆਪਣਾ ਸ਼ੁਰੂਆਤੀ ਖੇਤਰ")
    finally:
        cardkit.set_language("en")
