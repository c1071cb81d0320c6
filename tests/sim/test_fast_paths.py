"""The playout speed-ups change nothing a user can see.

- Push's events, texts and saved JSON equal those of the engine before the
  speed-ups (a digest recorded from it over twelve random games);
- the fast sensible Push strategy decides as the one written on ``cardkit.prob.push``;
- the simulator's random fast path plays as ``RandomAgent`` through ``apply``;
- events written lazily read, compare, copy and pickle as plain ones.
"""
import copy
import hashlib
import json
import pickle
import random

import pytest
from same_game import history_and_json

import cardkit
from cardkit import Action, Event
from cardkit.agents import RandomAgent
from cardkit.agents.push import PushSensible
from cardkit.games.push import COLOURS, colour_of, fits, points
from cardkit.prob import push as prob
from cardkit.sim import play_out

# sha256 of every event (to_dict) and the final to_json of 12 random Push games,
# recorded with the engine as it was before the playout speed-ups; re-recorded when the
# sentences lost their '(s)' ('stopped with 1 column', 'banked 1 red card': only the texts
# changed, every other field and every to_json compared equal)
PUSH_DIGEST = "497ea78da866494f8ca85a927566233545bcc045efe738dc969ae00d0516df53"


def test_push_events_texts_and_json_are_those_of_the_engine_before_the_speed_ups():
    h = hashlib.sha256()
    for seed in range(12):
        g = cardkit.make("push", players=2 + seed % 5, seed=seed, harder=seed % 3 == 0)
        r = random.Random(seed)
        while not g.is_over:
            for e in g.apply(str(r.choice(g.legal_actions()))):
                h.update(json.dumps(e.to_dict(), sort_keys=True).encode())
        h.update(g.to_json().encode())
    assert h.hexdigest() == PUSH_DIGEST


class ReferenceSensible(PushSensible):
    """PushSensible as first written, on cardkit.prob.push and DataFrames."""

    def choose(self, game, player):
        legal = game.legal_actions()
        phase = game.phase
        if phase == "turn":
            by_colour = {c: points([x for x in game.bench[player] if colour_of(x) == c])
                         for c in COLOURS}
            colour, best = max(by_colour.items(), key=lambda kv: kv[1])
            if best >= self.bank_at:
                return Action("bank", (colour,))
            return Action("draw")
        if phase == "push":
            if Action("draw") not in legal or Action("stop") not in legal:
                return legal[0]  # one choice only (the corrected first version)
            p = prob.placed_bust_chance(game, player)
            if p >= self.max_bust or p * prob.expected_bust_loss(game, player) >= self.max_loss:
                return Action("stop")
            return Action("draw")
        if phase == "place":
            return max(legal, key=lambda a: self._room(game, player, a.args[0]))
        table = prob.expected_column_points(game, player)
        return Action("take", (int(table.loc[table["expected_points"].idxmax(), "column"]),))

    @staticmethod
    def _room(game, player, n):
        columns = [list(c) for c in game.columns if c is not None]
        if n > len(columns):
            columns.append([])
        columns[n - 1].append(game.pending)
        return sum(k for code, k in game.unseen(player).items()
                   if code == "SWITCH" or len(columns) < 3 or any(fits(code, c) for c in columns))


@pytest.mark.parametrize("params", [{}, {"max_bust": 0.0}, {"max_bust": 1.0, "max_loss": 1e9},
                                    {"max_bust": 0.3, "max_loss": 2.0, "bank_at": 5}])
def test_fast_sensible_push_decides_as_the_probability_module_says(params):
    fast, reference = PushSensible(**params), ReferenceSensible(**params)
    decisions = 0
    for seed in range(8):
        g = cardkit.make("push", players=2 + seed % 4, seed=seed, harder=seed % 2 == 1)
        r = random.Random(seed)
        while not g.is_over:
            p = g.current_player
            assert fast.choose(g, p) == reference.choose(g, p), (seed, g.phase, g.to_json())
            decisions += 1
            legal = g.legal_actions()
            a = fast.choose(g, p)
            # (max_bust=0 stops even with empty columns after a Switch: not legal, so not played)
            g.apply(a if a in legal and r.random() < 0.5 else r.choice(legal))
    assert decisions > 1000


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_random_fast_path_plays_as_random_agent_through_apply(name):
    for seed in range(3):
        fast = cardkit.make(name, seed=seed)
        slow = cardkit.make(name, seed=seed)
        play_out(fast, [RandomAgent(seed=seed * 10 + p) for p in range(fast.players)])
        bots = [RandomAgent(seed=seed * 10 + p) for p in range(slow.players)]
        while not slow.is_over:
            slow.apply(bots[slow.current_player].choose(slow, slow.current_player))
        assert fast.to_json() == slow.to_json()
        fast.undo()
        slow.undo()
        assert fast.to_json() == slow.to_json()


def _sentence(p, card):
    return f"Player {p} drew {card}."


def test_lazy_event_reads_compares_copies_and_pickles_as_a_plain_one():
    lazy = Event.later("draw", 1, {"card": "R3"}, _sentence, 1, "R3")
    plain = Event("draw", 1, {"card": "R3"}, "Player 1 drew R3.")
    assert str(lazy) == lazy.text == "Player 1 drew R3."
    assert (lazy.kind, lazy.player, lazy.data) == ("draw", 1, {"card": "R3"})
    assert lazy == plain and not (lazy != plain)
    assert lazy.to_dict() == plain.to_dict()
    assert repr(lazy) == repr(plain) == ("Event(kind='draw', player=1, data={'card': 'R3'}, "
                                         "text='Player 1 drew R3.')")
    assert pickle.loads(pickle.dumps(lazy)) == plain
    deep = copy.deepcopy(lazy)
    assert deep == plain and deep.data is not lazy.data
    assert Event("x", None) == Event("x", None, {}, "") and Event("x", None).data == {}
    with pytest.raises(AttributeError):
        lazy.kind = "bust"
    assert lazy != Event("draw", 1, {"card": "R3"}, "Player 1 drew R4.")


def test_action_text_is_cached_without_changing_equality():
    a, b = Action("place", (2,)), Action("place", (2,))
    assert str(a) == "place 2" and a == b and hash(a) == hash(b)
    assert repr(a) == "place 2"  # a list of legal actions reads [place 1, place 2]
    assert pickle.loads(pickle.dumps(a)) == a and str(pickle.loads(pickle.dumps(a))) == "place 2"
    with pytest.raises(AttributeError):
        a.kind = "take"


def test_saved_push_games_still_load_and_undo_after_fast_playouts():
    g = cardkit.sim.play("push", ["sensible", "random"], seed=4, players=3)
    back = cardkit.load(g.to_json())
    assert back.to_json() == g.to_json()
    before = cardkit.load(g.to_json())
    before.undo()
    g.undo()
    assert g.to_json() == before.to_json()
    assert all(str(e) for _, _, events in g.history for e in events)


def test_fast_sensible_push_keeps_count_across_games_and_undo():
    fast, reference = PushSensible(), ReferenceSensible()
    games = [cardkit.make("push", players=3, seed=s) for s in (1, 2)]
    r = random.Random(0)
    for step in range(600):
        g = games[step % 2]  # one strategy object, two games in turn
        if g.is_over:
            continue
        p = g.current_player
        assert fast.choose(g, p) == reference.choose(g, p)
        g.apply(r.choice(g.legal_actions()))
        if step % 37 == 0 and len(g.history) > 2:
            g.undo()  # the pile comes back: counted afresh
            g.undo()


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_simulator_loop_plays_as_apply_with_every_strategy(name):
    from cardkit.sim import make_bots

    for seed in range(2):
        names = sorted(cardkit.agents.strategies(name), reverse=True)
        fast = cardkit.make(name, seed=seed)
        slow = cardkit.make(name, seed=seed)
        play_out(fast, make_bots(name, names, fast.players, seed))
        bots = make_bots(name, names, slow.players, seed)
        while not slow.is_over:
            slow.apply(bots[slow.current_player].choose(slow, slow.current_player))
        assert fast.to_json() == slow.to_json()


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_a_games_own_random_playout_plays_as_the_generic_loop(name):
    """A game may bring its own random playout (``_play_random``); it must give the very
    game the generic loop gives: same draws, same actions, events, sentences and JSON."""
    from cardkit.sim import playout

    cls = cardkit.GAMES[name]
    if getattr(cls, "_play_random", None) is None:
        pytest.skip(f"{name} has no playout of its own")
    for seed in range(6):
        players = cls.player_counts[seed % len(cls.player_counts)]
        own = cardkit.make(name, players=players, seed=seed)
        generic = cardkit.make(name, players=players, seed=seed)
        generic._play_random = None  # the instance attribute hides the game's own playout
        playout.play_out(own, [RandomAgent(seed=seed * 10 + p) for p in range(players)])
        playout.play_out(generic, [RandomAgent(seed=seed * 10 + p) for p in range(players)])
        assert history_and_json(own) == history_and_json(generic)


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_legal_actions_asked_before_a_random_playout_are_not_kept_after_it(name):
    g = cardkit.make(name, seed=3)
    assert g.legal_actions()
    play_out(g, [RandomAgent(seed=p) for p in range(g.players)])
    assert g.is_over and g.legal_actions() == []


def _experiment_rows(name, strategies, seed, games, players=None):
    from cardkit.sim.playout import Experiment, play_batch

    return play_batch(Experiment(name, tuple(strategies), seed, players), 0, games)


@pytest.mark.parametrize("name", list(cardkit.GAMES))
def test_a_games_own_experiment_playout_gives_the_rows_of_the_loop(name, monkeypatch):
    """A game may play an experiment's games its own way (``_play_experiment``); the rows
    (scores, ranks, winners, turns, actions) must be those of the simulator's loop, for
    every mix of strategies, player count and rule option it accepts."""
    cls = cardkit.GAMES[name]
    if getattr(cls, "_play_experiment", None) is None:
        pytest.skip(f"{name} has no experiment playout of its own")
    offered = sorted(cardkit.agents.strategies(name))
    mixes = [["sensible"], ["sensible", "random"], ["random"], offered, offered[::-1]]
    own = {}
    for i, mix in enumerate(mixes):
        for players in cls.player_counts:
            own[i, players] = _experiment_rows(name, mix, 100 * i + players, 12, players)
    monkeypatch.setattr(cls, "_play_experiment", None)
    for (i, players), rows in own.items():
        assert rows == _experiment_rows(name, mixes[i], 100 * i + players, 12, players), (mixes[i], players)
