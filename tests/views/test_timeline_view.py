"""The table's timeline (issue 17): looking back at any move shows that moment's table, log
and charts without changing the game; "Play from here" branches; saved games open at their
last action; a bot's explanation is in the log line of its move."""
from __future__ import annotations

import json

import pytest

import cardkit
from cardkit import ConfigError
from cardkit.agents import Explanation, RandomAgent
from cardkit.views import play


def charts_data(view) -> list[str]:
    return [json.dumps(fig.to_plotly_json()["data"], sort_keys=True, default=str)
            for fig in view.charts.figures]


def table_json(view) -> str:
    return json.dumps(view.table.view, sort_keys=True)


def played(name="push", players=3, seed=1, moves=45, bots=None):
    """A table with player 0 a person (a seeded random one) and bots at the other seats,
    played ``moves`` actions; what the table showed after each number of actions."""
    bots = bots or {p: "sensible" for p in range(1, players)}
    view = play(cardkit.make(name, players=players, seed=seed), bots=bots, seat=0)
    me = RandomAgent(seed=3)
    seen = {0: (table_json(view), view.narration.value, charts_data(view))}
    while len(view.game.history) < moves and not view.game.is_over:
        if view.seating.is_bot(view.game.current_player):
            view.step()
        else:
            view.act(str(me.choose(view.game, 0)))
        seen[len(view.game.history)] = (table_json(view), view.narration.value, charts_data(view))
    return view, seen


# ----- looking back ------------------------------------------------------------------
@pytest.mark.parametrize("name,players", [("push", 3), ("uno-duo", 2), ("split", 3)])
def test_the_timeline_shows_the_exact_past_table_log_and_charts_and_comes_back(name, players):
    view, seen = played(name, players)
    n, now = len(view.game.history), view.game.to_json()
    assert (view.timeline.slider.value, view.timeline.slider.max) == (n, n)
    for k in [0, 1, 7, n // 2, n - 1]:
        view.look(k)
        shown = view.table.view
        then = json.loads(seen[k][0])
        assert json.loads(json.dumps(shown["obs"])) == then["obs"], k  # the observation then
        assert view.narration.value == seen[k][1], k  # the log as it was
        assert charts_data(view) == seen[k][2], k  # that moment's figures
        assert shown["legal"] == [] and shown["looking"] == {"step": k, "of": n}
        assert shown["status"] == (f"Looking back at move {k} of {n} — press 'Play from here' "
                                   f"to branch, or ▶▶ to return.")
        assert view.timeline.slider.value == k and view.looking == k
        assert view.game.to_json() == now  # the game does not change
    view.look(None)
    assert table_json(view) == seen[n][0]
    assert (view.narration.value, charts_data(view)) == seen[n][1:]
    assert view.looking is None and view.timeline.slider.value == n


@pytest.mark.parametrize("name", ["push", "uno-duo", "cover-your-assets"])
def test_a_finished_game_looked_back_at_shows_play_again_and_its_end_after(name):
    view = play(cardkit.make(name, seed=2), bots={p: "sensible" for p in range(1, 2)},
                seat=0) if name == "uno-duo" else play(cardkit.make(name, seed=2), seat=0)
    me = RandomAgent(seed=1)
    continued(view, me, 10_000)
    assert view.game.is_over
    end = (table_json(view), view.narration.value, charts_data(view))
    n = len(view.game.history)
    view.look(n - 3)
    assert "over" not in view.table.view and "Game over" not in view.table.view["status"]
    assert charts_data(view) != end[2]
    view.look(None)
    assert (table_json(view), view.narration.value) == end[:2]
    assert shown_data(charts_data(view)) == shown_data(end[2])  # the live traces stay hidden


@pytest.mark.parametrize("name", ["push", "split"])
def test_after_looking_back_the_charts_go_on_as_if_nobody_had(name):
    views = [play(cardkit.make(name, players=3, seed=5), seat=0) for _ in range(2)]
    for view in views:
        continued(view, RandomAgent(seed=2), 10_000)
    looked, other = views
    for k in (3, len(looked.game.history) // 2, 1):
        looked.look(k)
    looked.look(None)
    for _ in range(3):  # back into the game, then on
        looked.undo()
        other.undo()
        assert charts_data(looked) == charts_data(other)
    continued(looked, RandomAgent(seed=4), 6)
    continued(other, RandomAgent(seed=4), 6)
    assert charts_data(looked) == charts_data(other)


def shown_data(charts: list[str]) -> list[list[dict]]:
    """The traces a chart shows (a finished game's chart hides its live ones)."""
    return [[t for t in json.loads(c) if t.get("visible", True) is not False] for c in charts]


def test_the_slider_and_step_buttons_move_the_table():
    view, seen = played(moves=20)
    view.timeline.slider.value = 12  # what dragging (or the arrow keys) does
    assert view.looking == 12
    assert json.loads(table_json(view))["obs"] == json.loads(seen[12][0])["obs"]
    view.timeline.back.click()
    assert view.looking == 11 and view.narration.value == seen[11][1]
    view.timeline.forward.click()
    view.timeline.forward.click()
    assert view.looking == 13
    view.timeline.end.click()
    assert view.looking is None and table_json(view) == seen[20][0]
    assert view.timeline.forward.disabled and view.timeline.branch.disabled
    view.look(0)
    assert view.timeline.back.disabled and not view.timeline.forward.disabled


def test_the_slider_follows_the_game_at_its_end_and_after_an_undo():
    view, _ = played(moves=10)
    view.act(str(view.game.legal_actions()[0])) if view.seating.can_act(
        view.game.current_player) else view.step()
    n = len(view.game.history)
    assert (view.timeline.slider.value, view.timeline.slider.max) == (n, n)
    view.run_bots()
    view.undo()
    n = len(view.game.history)
    assert (view.timeline.slider.value, view.timeline.slider.max) == (n, n)


def test_while_looking_back_nothing_is_played_and_the_game_is_unchanged():
    view, _ = played(moves=30)
    while view.seating.is_bot(view.game.current_player):  # a person's move now
        view.step()
    before = view.game.to_json()
    view.look(5)
    legal = str(view.game.legal_actions()[0])
    assert view.act(legal) == []
    assert view.table.view["error"] == ("You are looking back at move 5: press 'Play from "
                                        "here' to play on from this moment, or ▶▶ to return "
                                        "to the game.")
    view.table.choose(legal)  # a click sent by the front end all the same
    assert view.step() == [] and view.run_bots() == 0
    view.undo()
    assert view.game.to_json() == before and view.looking == 5
    assert view.step_button.disabled and view.undo_button.disabled
    view.look(None)
    assert view.table.view["error"] == "" and view.table.view["legal"]
    assert view.act(legal) and len(view.game.history) == 31


def test_auto_play_pauses_while_looking_back():
    view = play(cardkit.make("push", players=2, seed=1), bots={0: "sensible", 1: "sensible"})
    for _ in range(4):
        view.step()
    view.look(2)
    assert not view._autoplaying()
    view.look(None)
    view.auto.value = True
    assert view._autoplaying()
    view.look(1)
    assert not view._autoplaying() and view.table.view["waiting"] == ""


@pytest.mark.parametrize("bad", [-1, 10_000, 2.5, "3", True])
def test_a_move_not_of_the_game_is_refused_with_config_error(bad):
    view, _ = played(moves=8)
    with pytest.raises(ConfigError, match="whole number from 0 to 8"):
        view.look(bad)
    assert view.looking is None


# ----- play from here -----------------------------------------------------------------
def continued(view, me, moves):
    """Play on at the table: the person by ``me``, the bots by Step."""
    while moves and not view.game.is_over:
        if view.seating.is_bot(view.game.current_player):
            view.step()
        else:
            view.act(str(me.choose(view.game, 0)))
        moves -= 1


def test_play_from_here_equals_a_game_replayed_to_that_move_and_continued():
    view, _ = played(moves=60)
    k = 23
    texts = [h[1] for h in view.game.history[:k]]
    view.look(k)
    view.play_from_here()
    assert len(view.game.history) == k and view.looking is None
    assert view.notice == "Branched at move 23: the 37 moves after it are gone — Undo still works."
    assert view.table.view["notice"] == view.notice
    assert (view.timeline.slider.value, view.timeline.slider.max) == (k, k)
    continued(view, RandomAgent(seed=9), 40)
    log = view.narration.value  # the log marks where the branch began, between moves 23 and 24
    assert log.index('<li value="24">') < log.index("↪ Branched at move 23") < log.index(
        '<li value="23">')

    replayed = cardkit.make("push", players=3, seed=1)
    for text in texts:
        replayed.apply(text)
    other = play(replayed, bots={1: "sensible", 2: "sensible"}, seat=0)
    continued(other, RandomAgent(seed=9), 40)
    assert view.game.to_json() == other.game.to_json()
    assert view.game.seed == 1
    while len(view.game.history) > k - 5:  # undo goes back past the branch point
        view.undo()
        other.undo()
        assert view.game.to_json() == other.game.to_json()
    assert "Branched" not in view.narration.value  # undone back past the branch point


def test_play_from_here_at_the_end_says_there_is_nothing_to_branch():
    view, _ = played(moves=6)
    before = view.game.to_json()
    view.play_from_here()
    assert view.game.to_json() == before
    assert "last move already" in view.table.view["error"]


# ----- saved games --------------------------------------------------------------------
def test_a_saved_game_opens_at_its_last_action_from_its_file_and_its_text(tmp_path, monkeypatch):
    view, _ = played(moves=33)
    monkeypatch.chdir(tmp_path)
    path = view.save()
    assert path == tmp_path / "push-seed1-move33.json"
    assert path.read_text(encoding="utf-8") == view.game.to_json()
    for opened in (play(path, seat=0), play(str(path), seat=0),
                   play(path.read_text(encoding="utf-8"), seat=0)):
        assert opened.game.to_json() == view.game.to_json()
        assert opened.looking is None
        assert (opened.timeline.slider.value, opened.timeline.slider.max) == (33, 33)
        assert '<li value="33">' in opened.narration.value  # the history in the log
        opened.look(10)  # and its past on the timeline
        assert opened.table.view["obs"] == view.game.at(10).observation(0)
    named = view.save(tmp_path / "lesson 3.json")
    assert cardkit.load(named.read_text(encoding="utf-8")) == view.game


def test_the_save_button_says_where_it_wrote(tmp_path, monkeypatch):
    view, _ = played(moves=5)
    monkeypatch.chdir(tmp_path)
    view.timeline.save.click()
    where = tmp_path / "push-seed1-move5.json"
    assert where.exists()
    assert view.table.view["notice"].startswith(f"Saved to {where}")


@pytest.mark.parametrize("content,words", [
    ("not json at all", "must be JSON text"),
    ('{"format": "something else"}', "not a cardkit saved game"),
    ("[1, 2]", "a JSON object"),
    (b"\xff\xfe\x00garbage", "must be JSON text"),
])
def test_a_corrupt_file_raises_config_error_naming_the_file(tmp_path, content, words):
    path = tmp_path / "broken.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    with pytest.raises(ConfigError, match=words) as raised:
        play(path)
    assert str(path) in str(raised.value)


def test_a_missing_file_or_a_folder_raises_config_error(tmp_path):
    with pytest.raises(ConfigError, match="neither a game .* nor a saved game's file"):
        play(tmp_path / "nowhere.json")
    with pytest.raises(ConfigError, match="neither a game"):
        play("pushh")
    with pytest.raises(ConfigError, match="cannot read the saved game"):
        play(tmp_path)
    with pytest.raises(ConfigError, match="saved game must be JSON text"):
        play("{broken")
    with pytest.raises(ConfigError, match="play needs a game"):
        play(42)


def test_a_save_that_cannot_be_written_raises_config_error(tmp_path):
    view, _ = played(moves=2)
    with pytest.raises(ConfigError, match="cannot save the game to"):
        view.save(tmp_path / "no such folder" / "x.json")
    with pytest.raises(ConfigError, match="file name"):
        view.save(3)


# ----- the bots' explanations in the log -----------------------------------------------
class Wordy:
    """A bot whose explanation is long, and whose choose would play something else."""

    def choose(self, game, player):
        return game.legal_actions()[-1]

    def explain(self, game, player):
        action = game.legal_actions()[0]
        text = (f"{action} — the first of the {len(game.legal_actions())} legal actions; "
                "this sentence goes on long enough to be folded away in the log of the table")
        return Explanation(action, text, {"legal_actions": len(game.legal_actions())})


class Silent:
    """A bot with no explain: the table asks its choose."""

    def choose(self, game, player):
        return game.legal_actions()[0]


def test_a_bots_explanation_is_in_the_log_line_of_its_move_and_never_a_persons():
    view = play(cardkit.make("push", players=3, seed=2),
                bots={1: RandomAgent(seed=5), 2: Wordy()}, seat=0)
    twin, me = RandomAgent(seed=5), RandomAgent(seed=1)
    while len(view.game.history) < 40:
        p = view.game.current_player
        if p == 1:
            expected = twin.explain(view.game, 1)
            view.step()
            assert view.game.history[-1][1] == str(expected.action)  # the explained action
            line = view.narration.value.split("</li>")[0]
            assert f'<li value="{len(view.game.history)}">' in line
            assert f"why: {expected.text}" in line
        elif p == 2:
            first = str(view.game.legal_actions()[0])
            view.step()
            assert view.game.history[-1][1] == first  # explanation.action, not choose's
            line = view.narration.value.split("</li>")[0]
            assert "<details" in line and "<summary" in line and "folded away" in line
            assert 'title="' + first in line
        else:
            view.act(str(me.choose(view.game, 0)))
            assert "why:" not in view.narration.value.split("</li>")[0]


def test_a_bot_without_explain_still_moves_and_explains_nothing():
    view = play(cardkit.make("push", players=2, seed=2), bots={1: Silent()}, seat=0)
    view.act("draw")
    view.act(str(view.game.legal_actions()[0]))
    view.act("stop") if "stop" in [str(a) for a in view.game.legal_actions()] else None
    view.run_bots()
    assert "why:" not in view.narration.value


def test_explanations_go_with_undone_moves_and_a_branch():
    view = play(cardkit.make("push", players=3, seed=4),
                bots={1: RandomAgent(seed=1), 2: RandomAgent(seed=2)}, seat=0)
    me = RandomAgent(seed=8)
    continued(view, me, 50)
    n = len(view.game.history)
    explained = [i for i in view.reasons.moves() if i < n]
    assert explained and view.narration.value.count("why:") == len(explained)
    view.undo()
    m = len(view.game.history)
    assert all(i < m for i in view.reasons.moves())
    assert view.narration.value.count("why:") == len([i for i in explained if i < m])
    k = min(explained) + 1
    view.look(k)
    assert view.narration.value.count("why:") == len([i for i in explained if i < k])
    view.play_from_here()
    assert set(view.reasons.moves()) == {i for i in explained if i < k}
    assert view.narration.value.count("why:") == len(view.reasons.moves())
