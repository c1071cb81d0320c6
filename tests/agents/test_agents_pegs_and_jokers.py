"""PegsSensible's ``eight_bonus``: the default keeps the old decisions; a large negative bonus
plays an 8 only when nothing else may be played."""
import cardkit
from cardkit.agents.pegs_and_jokers import PegsSensible


def decisions(bot, seed=5, actions=120):
    g = cardkit.make("pegs-and-jokers", players=4, seed=seed)
    out = []
    for _ in range(actions):
        if g.is_over:
            break
        a = bot.choose(g, g.current_player)
        legal = [str(x) for x in g.legal_actions()]
        out.append((str(a), legal))
        g.apply(a)
    return out


def test_the_default_eight_bonus_changes_no_decision():
    plain = [a for a, _ in decisions(PegsSensible())]
    zero = [a for a, _ in decisions(PegsSensible(eight_bonus=0.0))]
    assert plain == zero
    assert "eight_bonus" not in repr(PegsSensible())


def test_holding_eights_plays_an_eight_only_when_no_other_card_may_move():
    seen_eight = False
    for seed in (5, 6):
        for action, legal in decisions(PegsSensible(eight_bonus=-1000.0), seed=seed, actions=300):
            if action.startswith("play 8"):
                seen_eight = True
                others = [t for t in legal if t.startswith("play ") and not t.startswith("play 8")
                          and not t.startswith("play JK")]
                assert not others, f"{action} played while {others[:3]} were legal"
    assert seen_eight  # in 600 actions an 8 was forced at least once
    assert "eight_bonus=-1000.0" in repr(PegsSensible(eight_bonus=-1000.0))


def test_the_story_partner_plays_the_eight_for_the_short_way_home():
    # seed 5: player 2 plays 8H on partner peg 0:0 right after it came out
    acts = [a for a, _ in decisions(PegsSensible(), actions=5)]
    assert acts[2] == "play 8H 0:0" and acts[4] == "play 7S 0:0 home"
    held = [a for a, _ in decisions(PegsSensible(eight_bonus=-1000.0), actions=3)]
    assert held[2] != "play 8H 0:0"
