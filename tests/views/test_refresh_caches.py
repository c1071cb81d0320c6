"""What a table's refresh keeps from the last one: the summary of an unchanged position and
the narration's lines of unchanged history entries; never a stale one."""
from __future__ import annotations

import cardkit
from cardkit.agents import strategy
from cardkit.views import panel as PANEL  # where the table's charts get their summary
from cardkit.views import play
from cardkit.views.narration import Narration, narrate


def test_the_summary_is_computed_once_a_position(monkeypatch):
    computed = []
    real = PANEL.summary_for
    monkeypatch.setattr(PANEL, "summary_for",
                        lambda g, p: computed.append(len(g.history)) or real(g, p))
    view = play(cardkit.make("push", players=2, seed=3), bots={1: "sensible"})
    assert computed == [0]
    view.act("nonsense")  # an error shown: the same position
    view.refresh()
    assert computed == [0] and view.error.startswith("Not allowed")
    view.act(str(view.game.legal_actions()[0]))
    assert computed == [0, 1]
    view.run_bots()
    view.undo()  # back to a position seen before: a new computation all the same
    assert computed[-1] == len(view.game.history)
    assert view.charts.figures[0].data[0].x[-1] == len(view.game.history)
    g, before = view.game, len(computed)
    g.apply(str(g.legal_actions()[0]))
    view.refresh()
    g.undo()  # by the game's own API, with no refresh between: the same number of actions
    g.apply(str(g.legal_actions()[-1]))
    view.refresh()
    assert len(computed) == before + 2


def test_kept_narration_lines_equal_a_fresh_narration():
    g = cardkit.make("uno-duo", players=2, seed=4)
    names = ["Player 0 (you)", "Player 1 (bot)"]
    narration = Narration()
    bot = strategy("uno-duo", "random", seed=1)
    for step in range(40):
        if step % 7 == 6:
            g.undo()
        else:
            g.apply(bot.choose(g, g.current_player))
        viewer = step % 3 % 2  # the viewer changes too (a hot-seat hand-over)
        assert narration.html(g, names, viewer, last=10) == narrate(g, names, viewer, last=10)
    assert "<li" in narration.html(g, names, 0)
