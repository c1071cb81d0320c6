"""The Push lesson (notebooks/01_push.ipynb): its tables, charts, exercise checks and experiment."""
from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

import pandas as pd
import plotly.graph_objects as go

import cardkit
from cardkit import sim
from cardkit.agents.push import PushSensible
from cardkit.games.push import COLOURS, SYMBOL, colour_of, rank_of
from cardkit.lessons.common import say as _say
from cardkit.prob import push as prob

# The by-hand example: one push that fills three columns without a bust.
EXAMPLE_DECK = ["R1", "B2", "R3", "G4", "B5", "G6"]
EXAMPLE_ACTIONS = ["draw", "place 1", "draw", "place 1", "draw", "place 2",
                   "draw", "place 2", "draw", "place 3", "draw", "place 3"]
COLOUR_HEX = {"red": "#c62828", "blue": "#1565c0", "green": "#2e7d32", "yellow": "#f2c94c",
              "purple": "#6a1b9a"}
EXERCISE_DECK = ["R1", "G2", "ROLL", "R3", "B4", "G5", "P6"]
EXERCISE_ACTIONS = ["draw", "place 1", "draw", "place 1", "draw", "place 1", "draw", "place 2",
                    "draw", "place 2", "draw", "place 3", "draw", "place 3"]
THRESHOLDS = (0.05, 0.1, 0.2, 0.3, 0.5)


# ----- the deck -------------------------------------------------------------------
def deck_table(players: int = 3) -> pd.DataFrame:
    """How many cards of each colour and rank the deck holds, with Roll and Switch cards."""
    deck = Counter(cardkit.game_class("push").full_deck(players, cardkit.game_class("push").Options()))
    rows = {f"{SYMBOL[c]} {c}": {r: deck[f"{c[0].upper()}{r}"] for r in range(1, 7)}
            for c in COLOURS}
    table = pd.DataFrame(rows).T
    table.columns = [f"rank {r}" for r in range(1, 7)]
    table["cards"] = table.sum(axis=1)
    table.loc["⚄ Roll"] = [0] * 6 + [deck["ROLL"]]
    table.loc["⇄ Switch"] = [0] * 6 + [deck["SWITCH"]]
    table.loc["all"] = table.sum()
    return table


def deck_chart(players: int = 3) -> go.Figure:
    """A stacked bar per colour (ranks 1–6) beside the Roll and Switch cards."""
    table = deck_table(players)
    fig = go.Figure()
    names = list(table.index[:5]) + ["⚄ Roll", "⇄ Switch"]
    for r in range(1, 7):
        counts = [int(table.loc[n, f"rank {r}"]) for n in names[:5]] + [0, 0]
        fig.add_bar(x=names, y=counts, name=f"rank {r}", text=[str(r) if v else "" for v in counts],
                    hovertemplate="%{x}, rank " + str(r) + ": %{y} cards<extra></extra>")
    fig.add_bar(x=names, y=[0] * 5 + [int(table.loc["⚄ Roll", "cards"]),
                                      int(table.loc["⇄ Switch", "cards"])],
                name="special", marker_color="#546e7a",
                hovertemplate="%{x}: %{y} cards<extra></extra>")
    fig.update_layout(barmode="stack", template="plotly_white", height=360,
                      title=f"The Push deck with {players} players: "
                            f"{int(table.loc['all', 'cards'])} cards",
                      xaxis_title="kind of card", yaxis_title="number of cards",
                      legend_title="rank")
    return fig


# ----- one game, narrated -----------------------------------------------------------
def show(events) -> None:
    """Print the sentence of each event an action caused."""
    for event in events:
        print(event)


# ----- the chance of busting ------------------------------------------------------------
def example_game() -> cardkit.Game:
    """Two players; player 0 has filled three columns: R1 B2 | R3 G4 | B5 G6."""
    g = cardkit.make("push", players=2, seed=11, deck=EXAMPLE_DECK)
    for text in EXAMPLE_ACTIONS:
        g.apply(text)
    return g


def exercise_game() -> cardkit.Game:
    """Two players; player 0 has filled three columns: R1 G2 ROLL | R3 B4 | G5 P6."""
    g = cardkit.make("push", players=2, seed=12, deck=EXERCISE_DECK)
    for text in EXERCISE_ACTIONS:
        g.apply(text)
    return g


def busting_cards(g) -> Counter:
    """The unseen cards that would fit no column, counted (what the by-hand count finds)."""
    columns = [c for c in g.columns if c is not None]
    unseen = g.unseen(g.current_player)
    return Counter({code: n for code, n in unseen.items() if prob.busts(code, columns)})


def bust_table(g) -> pd.DataFrame:
    """For each colour, which ranks bust, and how many such cards are unseen."""
    columns = [c for c in g.columns if c is not None]
    unseen = g.unseen(g.current_player)
    rows = []
    for colour in COLOURS:
        codes = [f"{colour[0].upper()}{r}" for r in range(1, 7)]
        bad = [c for c in codes if prob.busts(c, columns)]
        rows.append({"colour": colour, "busting ranks": " ".join(str(rank_of(c)) for c in bad) or "-",
                     "unseen busting cards": sum(unseen[c] for c in bad)})
    return pd.DataFrame(rows).set_index("colour")


# ----- exercises -------------------------------------------------------------------
def check_rank_six(answer) -> bool:
    """Exercise 1: how many rank-6 cards are in a 3-player deck?"""
    truth = sum(1 for c in cardkit.game_class("push").full_deck(3, cardkit.game_class("push").Options())
                if c not in ("ROLL", "SWITCH") and rank_of(c) == 6)
    return _say(answer == truth, f"{truth}: five colours × three copies.",
                "Each colour has every rank in three copies. How many colours are there?")


def _number(answer) -> float | None:
    """An answer as a number: 0.25, 1/4 written as '1/4', or a Fraction; None if it is none."""
    try:
        return float(Fraction(answer)) if isinstance(answer, str) else float(answer)
    except (TypeError, ValueError, ZeroDivisionError):
        return None


def check_bust_chance(answer, g=None) -> bool:
    """Exercise 2: the chance that player 0's next card busts in the exercise game."""
    g = exercise_game() if g is None else g
    truth = prob.bust_chance(g)
    value = _number(answer)
    if value is None:
        return _say(False, "", f"give a number or a fraction such as '3/17', not {answer!r}")
    bad = sum(busting_cards(g).values())
    return _say(math.isclose(value, truth, abs_tol=1e-9),
                f"{bad} busting cards out of {sum(g.unseen(0).values())} unseen: {truth:.4f}.",
                "Count the unseen cards that clash with all three columns (colour or number), "
                "then divide by all unseen cards.")


def check_expected_loss(answer, bench=("R2", "R5", "B4", "Y6")) -> bool:
    """Exercise 3: expected bench points lost on a bust, averaged over the six die faces."""
    by_colour = Counter()
    for code in bench:
        by_colour[colour_of(code)] += rank_of(code)
    truth = sum(by_colour.values()) / 6  # each colour face once, STAR loses nothing
    value = _number(answer)
    if value is None:
        return _say(False, "", f"give a number, not {answer!r}")
    return _say(math.isclose(value, truth, abs_tol=0.01),
                f"{truth:.2f} points: each face has chance 1/6 and STAR costs nothing.",
                "Add up what each face (RED … PURPLE, STAR) would cost, then divide by 6.")


def check_best_threshold(answer, rates: pd.DataFrame) -> bool:
    """Exercise 4: which threshold won most often in your experiment?"""
    best = float(rates["win_rate"].idxmax())
    value = _number(answer)
    return _say(value is not None and math.isclose(value, best), f"max_bust={best} won most often.",
                "Read the tallest bar of the chart (or the win_rate column).")


# ----- the experiment ---------------------------------------------------------------
def threshold_experiment(thresholds=THRESHOLDS, games: int = 1000, seed: int = 2026,
                         progress: bool = True) -> pd.DataFrame:
    """Five-player games between PushSensible bots differing only in ``max_bust``.

    Seats rotate in equal blocks of games, so that no threshold keeps the
    advantage (or handicap) of playing first. One row per game and player.
    """
    k = len(thresholds)
    parts = []
    for r in range(k):
        order = [thresholds[(p + r) % k] for p in range(k)]
        bots = [PushSensible(max_bust=t, max_loss=math.inf) for t in order]
        block = sim.run("push", bots, games=games // k, seed=seed + r, players=k,
                        progress=progress)
        block["max_bust"] = [order[p] for p in block["player"]]
        block["rotation"] = r
        parts.append(block)
    return pd.concat(parts, ignore_index=True)


def win_rates(results: pd.DataFrame) -> pd.DataFrame:
    """Per threshold: games, wins, win rate with a 95% interval, and the mean score."""
    g = results.groupby("max_bust")
    rates = pd.DataFrame({"games": g.size(), "wins": g["winner"].sum(),
                          "mean_score": g["score"].mean()})
    rates["win_rate"] = rates["wins"] / rates["games"]
    rates["interval"] = 1.96 * (rates["win_rate"] * (1 - rates["win_rate"]) / rates["games"]) ** 0.5
    return rates


def threshold_chart(rates: pd.DataFrame) -> go.Figure:
    """Win rate per threshold with its 95% interval; a dashed line marks a fair share."""
    share = 1 / len(rates)
    fig = go.Figure(go.Bar(
        x=[f"{t:.0%}" for t in rates.index], y=rates["win_rate"],
        error_y=dict(type="data", array=rates["interval"]), marker_color="#2e7d32",
        customdata=rates[["wins", "games", "mean_score"]].to_numpy(),
        hovertemplate=("stop at a %{x} bust chance<br>won %{customdata[0]} of %{customdata[1]}"
                       " games (%{y:.1%})<br>mean score %{customdata[2]:.1f}<extra></extra>")))
    fig.add_hline(y=share, line_dash="dash", annotation_text=f"fair share {share:.0%}")
    fig.update_layout(template="plotly_white", height=380, yaxis_tickformat=".0%",
                      title="Which stopping threshold wins? (5-player games, seats rotated)",
                      xaxis_title="max_bust: stop when the bust chance reaches",
                      yaxis_title="share of games won")
    return fig
