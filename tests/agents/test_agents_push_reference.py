"""The sensible Push strategy decides as ``cardkit.prob.push`` says: its quick counting,
checked against the strategy as first written on the probability module's figures."""
import random

import pytest

import cardkit
from cardkit import Action
from cardkit.agents.push import PushSensible
from cardkit.games.push import COLOURS, colour_of, fits, points
from cardkit.prob import push as prob


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
