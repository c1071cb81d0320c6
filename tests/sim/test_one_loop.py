"""The simulator plays every strategy through one loop, and what it plays is what
``apply`` plays: no game has a playout of its own, no path is chosen by a bot's type.

- Push's events, texts and saved JSON equal those of the engine of before (a digest);
- the loop plays as ``apply`` with every strategy, and a user's own bot plays exactly as
  the built-in random one when it draws the same way;
- the rules (``cardkit.games``) never import the strategies, the simulator or ``prob``;
- events written lazily read, compare, copy and pickle as plain ones.
"""
import ast
import copy
import hashlib
import json
import pickle
import random
from pathlib import Path

import pytest

import cardkit
from cardkit import Action, Event
from cardkit.agents import RandomAgent
from cardkit.sim import make_bots, play_out, run

# sha256 of every event (to_dict) and the final to_json of 12 random Push games,
# recorded with the engine as it was before the playout speed-ups; re-recorded when the
# sentences lost their '(s)' ('stopped with 1 column', 'banked 1 red card': only the texts
# changed, every other field and every to_json compared equal); re-recorded when the Roll
# card's sentence learned its singular and its empty bench ('1 purple card worth 4 points
# is discarded', 'no blue card is on the bench, so nothing is discarded'): 174 of 6,520
# events differ, in their text only, and every to_json compared equal; re-recorded when the
# bank sentence counted its points ('banked 1 yellow card (1 point)', not '(1 points)'):
# 73 of 6,520 events differ, all 'bank' events, in their text only, every to_json equal
PUSH_DIGEST = "337a201202bd70f04cd6a49803fe996cd3cb0894337ef2f3bcf5170f097f9c5f"
GAMES_DIR = Path(cardkit.__file__).parent / "games"


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


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_simulator_loop_plays_as_apply_with_every_strategy(name):
    for seed in range(2):
        names = sorted(cardkit.agents.strategies(name), reverse=True)
        fast = cardkit.make(name, seed=seed)
        slow = cardkit.make(name, seed=seed)
        play_out(fast, make_bots(name, names, fast.players, seed))
        bots = make_bots(name, names, slow.players, seed)
        while not slow.is_over:
            slow.apply(bots[slow.current_player].choose(slow, slow.current_player))
        assert fast.to_json() == slow.to_json()
        fast.undo()
        slow.undo()
        assert fast.to_json() == slow.to_json()


class MyRandomBot:
    """A student's own random bot: not a RandomAgent, drawing as one does."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, game, player):
        return self.rng.choice(game.legal_actions())


class TextBot(MyRandomBot):
    """A bot that answers with the action's text, or an Action made by hand."""

    def choose(self, game, player):
        a = super().choose(game, player)
        return str(a) if self.rng.random() < 0.5 else Action(a.kind, a.args)


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_a_users_bot_plays_the_game_the_built_in_random_bot_plays(name):
    for seed in range(3):
        builtin = play_out(cardkit.make(name, seed=seed),
                           [RandomAgent(seed=seed * 10 + p) for p in range(cardkit.make(name).players)])
        g = cardkit.make(name, seed=seed)
        mine = play_out(g, [MyRandomBot(seed * 10 + p) for p in range(g.players)])
        assert mine.to_json() == builtin.to_json()
    g = cardkit.make(name, seed=5)
    play_out(g, [TextBot(p) for p in range(g.players)])
    assert g.is_over and cardkit.load(g.to_json()).to_json() == g.to_json()


def test_run_gives_the_same_frame_for_a_users_bot_and_the_built_in_one():
    ours = run("uno-duo", [RandomAgent(0), RandomAgent(1)], games=6, seed=3, progress=False)
    mine = run("uno-duo", [MyRandomBot(0), MyRandomBot(1)], games=6, seed=3, progress=False)
    # each bot object is copied afresh for every game: only the strategy's name differs
    assert ours.drop(columns="strategy").equals(mine.drop(columns="strategy"))
    assert set(mine["strategy"]) == {"MyRandomBot"}


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_legal_actions_asked_before_a_playout_are_not_kept_after_it(name):
    g = cardkit.make(name, seed=3)
    assert g.legal_actions()
    play_out(g, [RandomAgent(seed=p) for p in range(g.players)])
    assert g.is_over and g.legal_actions() == []


def _imports(path: Path) -> set[str]:
    """The modules a file imports, relative imports resolved inside ``cardkit``."""
    package = ".".join(("cardkit", *path.relative_to(GAMES_DIR.parent).parent.parts))
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                found.add(".".join(base + ([node.module] if node.module else [])))
            else:
                found.add(node.module)
    return found


def test_the_rules_never_import_strategies_the_simulator_or_prob():
    files = sorted(GAMES_DIR.rglob("*.py"))
    assert len(files) >= 20
    for path in files:
        for module in _imports(path):
            assert not module.startswith(("cardkit.agents", "cardkit.sim", "cardkit.prob",
                                          "cardkit.views", "cardkit.lessons")), (path, module)


def test_no_game_brings_a_playout_of_its_own():
    for cls in cardkit.GAMES.values():
        for hook in ("_play_random", "_play_experiment", "_play_out"):
            assert not hasattr(cls, hook), (cls.name, hook)
    for path in GAMES_DIR.rglob("*.py"):
        assert path.name not in {"playouts.py", "kernel.py", "plays.py"}, path


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


def test_saved_push_games_still_load_and_undo_after_playouts():
    g = cardkit.sim.play("push", ["sensible", "random"], seed=4, players=3)
    back = cardkit.load(g.to_json())
    assert back.to_json() == g.to_json()
    before = cardkit.load(g.to_json())
    before.undo()
    g.undo()
    assert g.to_json() == before.to_json()
    assert all(str(e) for _, _, events in g.history for e in events)


def test_a_bot_copied_for_each_game_starts_where_the_original_stands():
    from cardkit.sim.playout import fresh_copy

    bot = MyRandomBot(4)
    bot.same = bot.rng  # one generator under two names stays one
    bot.rng.random()
    twin = fresh_copy(bot)
    assert twin.rng is not bot.rng and twin.same is twin.rng
    assert [twin.rng.random() for _ in range(5)] == [bot.rng.random() for _ in range(5)]
