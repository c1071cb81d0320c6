"""UNO Duo's 'chance that a card drawn now can be played' has no points in the draft: no card
is played then, and a line of 0% would read as a chance of nothing."""
import cardkit
from cardkit.agents import strategy
from cardkit.views.charts import charts_for, summary_for


def test_the_playable_chart_starts_when_play_starts():
    g = cardkit.make("uno-duo", players=2, seed=1)
    bots = [strategy("uno-duo", "sensible") for _ in range(2)]
    charts = charts_for(g)
    drafted = 0
    while g.phase == "draft":
        charts.update(g, 0, summary_for(g, 0))
        g.apply(bots[g.current_player].choose(g, g.current_player))
        drafted += 1
    assert drafted >= 14 and not charts.figures[0].data[0].x
    for _ in range(4):
        charts.update(g, 0, summary_for(g, 0))
        g.apply(bots[g.current_player].choose(g, g.current_player))
    line = charts.figures[0].data[0]
    assert len(line.x) == 4 and min(line.x) == drafted
    assert all("phase draft" not in text for text in line.text)
