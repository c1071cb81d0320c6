"""The Pegs and Jokers lesson (notebooks/05_pegs_and_jokers.ipynb): tables, charts, checks, experiment."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from math import comb

import pandas as pd
import plotly.graph_objects as go

import cardkit
from cardkit import sim
from cardkit.agents.pegs_and_jokers import PegsSensible
from cardkit.games.pegs_and_jokers import game as rules
from cardkit.lessons.common import as_number as _number
from cardkit.lessons.common import say as _say

from . import common
from .common import tell

# The step-by-step game: four players, seed 5; sensible bots play the first seven actions.
STORY_SEED = 5
STORY_ACTIONS = 7
# The experiment: every seat plays the same bot; only how it treats 8s differs.
ARMS = {"sensible (8s when they gain)": 0.0, "8s only when forced": -1000.0}
SUIT_NAMES = {"S": "♠ spades", "H": "♥ hearts", "D": "♦ diamonds", "C": "♣ clubs"}


# ----- the rules ------------------------------------------------------------------------
def engine_choices() -> list[str]:
    """The bullets of "What this module chooses" in the engine's docstring."""
    return common.docstring_bullets(rules.__doc__, "What this module chooses", "Legal actions are listed")


def engine_choices_markdown() -> str:
    """The engine's choices as a numbered Markdown list."""
    return common.numbered_markdown(engine_choices())


def card_powers() -> pd.DataFrame:
    """What each card does, with the action text that plays it."""
    rows = [("A", "brings a peg out, or 1 forward", "play AH 0:0"),
            ("2–6, 10", "that many holes forward", "play 5D 0:1 (add home to turn in)"),
            ("7", "7 forward, or split over two team pegs", "play 7S 0:1:3 2:0:4"),
            ("8", "8 backward (never into, out of or within home, never from start)", "play 8H 0:0"),
            ("9", "9 forward, or split over two team pegs", "play 9C 0:0:1 2:0:8"),
            ("J, Q, K", "bring a peg out, or 10 forward", "play KD 1:0"),
            ("joker", "a peg jumps onto another colour's peg (from start while any team peg is "
             "in start)", "play JK 0:1 1:3"),
            ("any card", "discard it, only when no card but a joker can move", "discard 2D")]
    return pd.DataFrame(rows, columns=["card", "what it does", "action text"])


def check_out_cards(answer) -> bool:
    """Exercise 1: which ranks bring a peg out of its start area (besides a joker)?"""
    truth = set(rules.OUT_RANKS)
    got = {str(r).upper() for r in answer} if isinstance(answer, (set, list, tuple)) else None
    return _say(got == truth, "A, K, Q and J bring a peg out onto its come-out hole.",
                "Give a set of ranks such as {'A', '5'}: which cards say 'out' in the table above?")


# ----- the deck -------------------------------------------------------------------------
def deck_table(players: int = 4) -> pd.DataFrame:
    """The deck for a table of ``players``: copies of each rank, by suit."""
    deck = Counter(rules.PegsAndJokers.full_deck(players, rules.Options()))
    table = pd.DataFrame({SUIT_NAMES[s]: [deck[r + s] for r in rules.RANKS] for s in rules.SUITS},
                         index=pd.Index(rules.RANKS, name="rank"))
    table["no suit"] = 0
    table.loc["joker"] = [0, 0, 0, 0, deck[rules.JOKER]]
    table["all"] = table.sum(axis=1)
    return table


def deck_chart(players: int = 4) -> go.Figure:
    """Cards per rank, coloured by what they do."""
    t = deck_table(players)["all"]
    kind = ["brings a peg out" if r in rules.OUT_RANKS else "joker" if r == "joker" else
            "backward" if r == "8" else "may split" if r in rules.SPLIT else "forward" for r in t.index]
    colour = {"brings a peg out": "#2e7d32", "joker": "#f9a825", "backward": "#6a1b9a",
              "may split": "#1565c0", "forward": "#546e7a"}
    pattern = {"brings a peg out": "", "joker": "x", "backward": "/", "may split": ".", "forward": ""}
    fig = go.Figure()
    for k in colour:
        sel = [i for i, x in enumerate(kind) if x == k]
        fig.add_bar(x=[t.index[i] for i in sel], y=[t.iloc[i] for i in sel], name=k,
                    marker=dict(color=colour[k], pattern_shape=pattern[k]),
                    hovertemplate="%{x}: %{y} cards<extra>" + k + "</extra>")
    fig.update_layout(title=f"The {players}-player deck: {t.sum()} cards", template="plotly_white",
                      height=340, xaxis_title="rank", yaxis_title="cards",
                      xaxis=dict(categoryorder="array", categoryarray=list(t.index)))
    return fig


def check_deck_size(answer) -> bool:
    """Exercise 2: how many cards does the 8-player deck hold?"""
    truth = len(rules.PegsAndJokers.full_deck(8, rules.Options()))
    return _say(_number(answer) == truth, f"{truth}: four 52-card decks and 8 jokers.",
                "Eight players use four decks and eight jokers.")


# ----- the story game -------------------------------------------------------------------
def story_game():
    """The four-player game of section 3, before its first action."""
    return cardkit.make("pegs-and-jokers", players=4, seed=STORY_SEED)


def play_story(g, actions: int = STORY_ACTIONS) -> None:
    """Sensible bots play ``actions`` actions, each printed with its events."""
    tell(g, [PegsSensible() for _ in range(g.players)], actions)


def story_after():
    """The story game after its seven actions (player 3 to play)."""
    g = story_game()
    bot = PegsSensible()
    for _ in range(STORY_ACTIONS):
        g.apply(bot.choose(g, g.current_player))
    return g


def check_short_way(answer) -> bool:
    """Exercise 3: how many holes did peg 0:0 travel on the track before turning into home?"""
    return _say(_number(answer) == 8 + 3,
                "11: 8 back from hole 8 to hole 0, then 3 holes to the in-spot (hole 3) before "
                "the 7's other 4 steps went into home. From hole 8 the way round to the in-spot "
                "is 67 holes.",
                "Add the holes: the 8 back, then the steps of the 7 up to the in-spot (hole 3).")


def check_played(view) -> bool:
    """Exercise 4: have you (player 0) moved a peg at the table?"""
    done = any(p == 0 and text.startswith("play") for p, text, _ in view.game.history)
    return _say(done, "you moved a peg with a card.",
                "Click a card in your hand, then a glowing peg (or use an action button).")


# ----- probability ----------------------------------------------------------------------
def out_cards_unseen(g, player: int) -> tuple[int, int]:
    """(unseen cards that bring a peg out, unseen cards) from ``player``'s seat: A, K, Q, J
    and jokers, as the rules count them."""
    unseen = g.unseen(player)
    good = sum(n for c, n in unseen.items()
               if rules.rank_of(c) in rules.OUT_RANKS or c == rules.JOKER)
    return good, sum(unseen.values())


def joker_hit_by_hand(g, player: int) -> Fraction:
    """Chance that the next opponent's five cards hold a joker, counted by hand."""
    unseen = g.unseen(player)
    total, jokers = sum(unseen.values()), unseen[rules.JOKER]
    return 1 - Fraction(comb(total - jokers, 5), comb(total, 5))


def check_eight_chance(answer, g=None, player: int = 0) -> bool:
    """Exercise 5: the chance that player 0's next card is an 8 (in the story position)."""
    g = story_after() if g is None else g
    unseen = g.unseen(player)
    eights = sum(n for c, n in unseen.items() if rules.rank_of(c) == "8")
    truth = Fraction(eights, sum(unseen.values()))
    ok = _number(answer) is not None and abs(_number(answer) - float(truth)) < 5e-4
    return _say(ok, f"{eights}/{sum(unseen.values())} = {float(truth):.4f}, as the '8 back' row "
                "of move_lengths says.",
                "Count the unseen 8s (12 in the deck, minus those player 0 can see) over the "
                "unseen cards.")


# ----- the experiment -------------------------------------------------------------------
def eights_experiment(games: int = 1000, seed: int = 2026, progress: bool = True,
                      workers: int | None = None) -> pd.DataFrame:
    """Four-player games where every seat plays ``PegsSensible(eight_bonus=b)``, for each arm of
    ``ARMS`` on the same seeds (so the same deals). One row per game: arm, seed, turns.
    ``workers`` local processes share the games (the results do not depend on it)."""
    parts = []
    per = games // len(ARMS)
    for arm, bonus in ARMS.items():
        df = sim.run("pegs-and-jokers", [PegsSensible(eight_bonus=bonus)], games=per, seed=seed,
                     players=4, progress=progress, workers=workers)
        one = df.groupby("game", as_index=False).first()[["game", "seed", "turns"]]
        one["arm"] = arm
        parts.append(one)
    return pd.concat(parts, ignore_index=True)


def eights_summary(results: pd.DataFrame) -> pd.DataFrame:
    """Per arm: games, mean turns with a 95% interval, median; and the paired difference."""
    g = results.groupby("arm", sort=False)["turns"]
    table = pd.DataFrame({"games": g.size(), "mean_turns": g.mean(), "median_turns": g.median()})
    table["interval"] = 1.96 * g.std() / g.size() ** 0.5
    table["rounds_of_4_turns"] = table["mean_turns"] / 4
    return table


def paired_saving(results: pd.DataFrame) -> pd.Series:
    """Turns saved per deal by playing 8s when they gain (same seed in both arms)."""
    wide = results.pivot(index="seed", columns="arm", values="turns")
    a, b = list(ARMS)
    return (wide[b] - wide[a]).rename("turns saved")


def eights_chart(results: pd.DataFrame) -> go.Figure:
    """Game length in turns for each arm, as overlaid histograms with the means marked."""
    fig = go.Figure()
    colours = ("#1565c0", "#c62828")
    for (arm, part), colour in zip(results.groupby("arm", sort=False), colours, strict=False):
        fig.add_histogram(x=part["turns"], name=arm, opacity=0.6, marker_color=colour,
                          nbinsx=30, hovertemplate="%{x} turns: %{y} games<extra>" + arm + "</extra>")
        fig.add_vline(x=part["turns"].mean(), line_color=colour, line_dash="dash",
                      annotation_text=f"mean {part['turns'].mean():.0f}")
    fig.update_layout(barmode="overlay", template="plotly_white", height=380,
                      title="How long a 4-player game lasts: 8s played vs 8s held back",
                      xaxis_title="turns until a team has all ten pegs home",
                      yaxis_title="games", legend=dict(orientation="h", y=-0.25))
    return fig


def check_saving(answer, results: pd.DataFrame) -> bool:
    """Exercise 6: about how many turns shorter is the average game when 8s are played?"""
    truth = paired_saving(results).mean()
    got = _number(answer)
    ok = got is not None and abs(got - truth) <= max(5.0, 0.05 * abs(truth))
    return _say(ok, f"about {truth:.0f} turns shorter on average (same deals in both arms).",
                "Subtract the two mean_turns of the summary table.")
