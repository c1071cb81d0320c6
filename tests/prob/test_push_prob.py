"""cardkit.prob.push against brute force: every case played out on the engine itself."""
import random

import pytest

import cardkit
import cardkit.agents
from cardkit.games.push import DIE
from cardkit.prob import push as prob


def random_states(n, phases, seed=0):
    """Game states reached by random play, stopping in one of ``phases``."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        g = cardkit.make("push", players=rng.randint(2, 6), seed=rng.randrange(10**6),
                         harder=rng.random() < 0.3)
        bot = cardkit.agents.RandomAgent(rng.randrange(10**6))
        for _ in range(rng.randrange(5, 250)):
            if g.is_over:
                break
            g.apply(bot.choose(g, g.current_player))
        if not g.is_over and g.phase in phases:
            out.append(g)
    return out


def with_top_card(g, code):
    """A copy of the game whose next draw is ``code`` (taken from the draw pile)."""
    c = g.clone()
    c.draw_pile.remove(code)
    c.draw_pile.append(code)
    c._legal_cache = None
    return c


@pytest.mark.parametrize("placed", [False, True])
def test_bust_chance_matches_drawing_every_unseen_card(placed):
    """bust_chance: busting draws over all unseen cards (a Switch is a safe draw);
    placed_bust_chance: over the unseen cards but the Switch cards (passed over)."""
    switches = 0
    for g in random_states(40, ("push",), seed=1 + placed):
        if "draw" not in [str(a) for a in g.legal_actions()]:
            continue
        p = g.current_player
        unseen = g.unseen(p)
        busts = total = 0
        for code, n in unseen.items():
            if placed and code == "SWITCH":
                continue
            events = with_top_card(g, code).apply("draw")
            total += n
            busts += n * any(e.kind == "bust" for e in events)
        switches += unseen["SWITCH"]
        figure = prob.placed_bust_chance(g, p) if placed else prob.bust_chance(g, p)
        assert figure == pytest.approx(busts / total)
        assert prob.summary(g, p)["placed_bust_chance" if placed else "bust_chance"] == figure
    assert switches, "some states should have Switch cards unseen"


def test_bust_chance_counts_a_switch_as_a_safe_draw():
    """The rules' example: with 6 Switch cards among 114 unseen, busting cards over 114."""
    for g in random_states(40, ("push",), seed=7):
        unseen = g.unseen(g.current_player)
        columns = [c for c in g.columns if c is not None]
        bad = sum(n for c, n in unseen.items() if prob.busts(c, columns))
        if not bad or not unseen["SWITCH"]:
            continue
        total = sum(unseen.values())
        assert prob.bust_chance(g) == pytest.approx(bad / total)
        assert prob.placed_bust_chance(g) == pytest.approx(bad / (total - unseen["SWITCH"]))
        assert prob.bust_chance(g) < prob.placed_bust_chance(g)
        return
    pytest.fail("no state with busting cards and Switch cards unseen")


def test_expected_bust_loss_matches_every_die_face():
    checked = 0
    for g in random_states(60, ("push", "turn"), seed=3):
        p = g.current_player
        before = sum(int(c[1]) for c in g.bench[p])
        losses = []
        for face in DIE:
            c = g.clone()
            c._forced_rolls = [face]
            c._roll_and_lose(p, [])  # the bust roll itself, on a copy
            losses.append(before - sum(int(x[1]) for x in c.bench[p]))
        assert prob.expected_bust_loss(g, p) == pytest.approx(sum(losses) / 6)
        checked += any(losses)
    assert checked > 10, "the states should put bench points at risk"


def test_expected_column_points_match_taking_with_every_die_face():
    checked = 0
    for g in random_states(60, ("collect",), seed=4):
        p = g.current_player
        table = prob.expected_column_points(g, p).set_index("column")
        for n in g.open_columns():
            gains = []
            for face in DIE:
                c = g.clone()
                c._forced_rolls = [face]
                before = c.scores()[p]
                c.apply(f"take {n}")
                gains.append(c.scores()[p] - before)
            assert table.loc[n, "expected_points"] == pytest.approx(sum(gains) / 6)
            checked += table.loc[n, "roll_card"]
    assert checked > 3, "some columns should hold a Roll card"


def test_fitting_cards_are_the_cards_each_column_accepts():
    for g in random_states(30, ("place",), seed=5):
        table = prob.fitting_cards(g, g.current_player)
        unseen = g.unseen(g.current_player)
        for row in table.itertuples():
            ok = 0
            for code, n in unseen.items():
                if code == "SWITCH":
                    continue
                c = with_top_card(g.clone(), code)
                # place the pending card first: look at the columns as they stand now
                c.pending = code
                c._legal_cache = None
                ok += n * (f"place {row.column}" in [str(a) for a in c.legal_actions()])
            assert row.fitting == ok


def test_no_bust_possible_with_an_open_column():
    g = cardkit.make("push", players=3, seed=1, deck=["R1", "B2"])
    g.apply("draw")
    g.apply("place 1")
    assert prob.bust_chance(g) == 0.0
    assert prob.summary(g)["bust_chance"] == 0.0
    assert prob.summary(g)["placed_bust_chance"] == 0.0
