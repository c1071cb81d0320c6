"""Helpers of the strategy lab (notebook 06): experiments over every game, intervals, charts.

An experiment here seats each game's strategies against the random one at its
smallest table, both ways round (so neither keeps the first player's edge), and
plays a modest number of games of each: enough for intervals a few points wide,
few enough to run live in a lesson.
"""
from __future__ import annotations

from types import MappingProxyType

import numpy as np
import pandas as pd
import plotly.express as px
import plotly.graph_objects as go

import cardkit
from cardkit import sim
from cardkit.agents import strategies
from cardkit.core.sentences import money
from cardkit.i18n import N_, _, ngettext
from cardkit.lessons import common
from cardkit.lessons.common import check_number, fitting_hint, say, styled
from cardkit.views.charts import style

# what each column of a results frame holds, for a student
COLUMN_WORDS = MappingProxyType({
    "seed": N_("the game's own seed, made from the run's seed and the game's index"),
    "game": N_("the game's index in the run: 0, 1, 2, …"),
    "player": N_("the seat, from 0"),
    "strategy": N_("the strategy that played that seat"),
    "score": N_("the final score (points, or dollars in Cover Your Assets)"),
    "rank": N_("the place at the end: 1 is best, ties share a place"),
    "winner": N_("whether that seat won (ties and teams give several winners)"),
    "turns": N_("how many turns the game took"),
    "actions": N_("how many actions (every decision) the game took"),
})

# games per seating, chosen so the whole lab runs in seconds: a UNO Duo match
# or a Pegs and Jokers game lasts thousands of actions, a Push game a few hundred
GAMES_PER_SEATING = MappingProxyType({"push": 200, "uno-duo": 20, "cover-your-assets": 200, "split": 100,
                     "pegs-and-jokers": 10})
DEFAULT_GAMES = 50


def seatings(name: str) -> list[list[str]]:
    """The tables to play: each non-random strategy against random, both ways round.

    A game that offers only the random strategy is played random against random:
    its win rate is then the base rate, one over the number of players.
    """
    players = cardkit.GAMES[name].player_counts[0]
    others = [s for s in strategies(name) if s != "random"]
    if not others:
        return [["random"] * players]
    tables = []
    for s in others:
        tables.append([s if p % 2 == 0 else "random" for p in range(players)])
        tables.append([s if p % 2 == 1 else "random" for p in range(players)])
    return tables


def experiment(name: str, games: int | None = None, seed: int = 2026, **run_args) -> pd.DataFrame:
    """All seatings of one game, ``games`` each; ``run_args`` go to ``cardkit.sim.run``."""
    games = games or GAMES_PER_SEATING.get(name, DEFAULT_GAMES)
    parts = []
    for i, table in enumerate(seatings(name)):
        df = sim.run(name, table, games=games, seed=seed + i, **run_args)
        parts.append(df.assign(game_name=name, seating=i))
    return pd.concat(parts, ignore_index=True)


def lab(seed: int = 2026, **run_args) -> pd.DataFrame:
    """The experiment of every game in ``cardkit.GAMES``, one frame."""
    return pd.concat([experiment(name, seed=seed, **run_args) for name in cardkit.GAMES],
                     ignore_index=True)


def win_table(results: pd.DataFrame) -> pd.DataFrame:
    """Win rate per game and strategy with its 95% Wilson interval, and the game's base rate."""
    table = sim.win_rates(results, by=["game_name", "strategy"])
    # the share of seats that win when strategies do not matter (ties and teams count)
    table["base_rate"] = table["game_name"].map(results.groupby("game_name")["winner"].mean())
    return table


def _orders(frame: pd.DataFrame) -> dict[str, list[str]]:
    """Games in teaching order and strategies by name, the same in both charts."""
    return {"game_name": [g for g in cardkit.GAMES if g in set(frame["game_name"])],
            "strategy": sorted(set(frame["strategy"]))}


def games_table():
    """The games of this cardkit, with their titles and player counts."""
    table = common.games_table()
    table = table[table["game"].isin(list(cardkit.GAMES))].drop(columns="playable")
    return styled(table.rename(columns={"game": _("game"), "title": _("title"),
                                        "players": _("players")}))


def columns_table(results: pd.DataFrame):
    """Each column of a results frame: its type and what it holds."""
    return styled(pd.DataFrame({_("column"): results.columns,
                                _("type"): [str(t) for t in results.dtypes],
                                _("what it holds"): [_(COLUMN_WORDS[c]) if c in COLUMN_WORDS
                                                     else "" for c in results.columns]}))


def seatings_table():
    """The tables the lab plays, one row per game and seating, one column per seat."""
    rows = [{_("game"): name, _("seating"): i,
             **{_("seat {p}").format(p=p): s for p, s in enumerate(table)}}
            for name in cardkit.GAMES for i, table in enumerate(seatings(name))]
    return styled(pd.DataFrame(rows).fillna(""))


def seats_table(results: pd.DataFrame):
    """How many seats each strategy played in each game."""
    counts = results.groupby(["game_name", "strategy"]).size().unstack(fill_value=0)
    counts = counts.rename_axis(index=_("game"), columns=None).reset_index()
    return styled(counts)


def _score_text(game: str, score: float) -> str:
    return money(score) if game == "cover-your-assets" else f"{score:.1f}"


def rates_table(table: pd.DataFrame):
    """Win rates for reading: rates as percentages, the interval written out, scores rounded
    (dollars for Cover Your Assets)."""
    t = table.copy()
    t["95% interval"] = [_("{low:.1%} to {high:.1%}").format(low=lo, high=hi)
                         for lo, hi in zip(t["low"], t["high"], strict=True)]
    games = t["game_name"] if "game_name" in t else [""] * len(t)
    t["mean score"] = [_score_text(g, x) for g, x in zip(games, t["mean_score"], strict=True)]
    t = t.drop(columns=["low", "high", "mean_score"]).rename(columns={
        "game_name": "game", "win_rate": "win rate", "base_rate": "base rate"})
    order = [c for c in ("game", "strategy", "games", "wins", "win rate", "95% interval",
                         "base rate", "mean score") if c in t]
    return styled(t[order].rename(columns=lambda name: _(name)),
                  {_("win rate"): "{:.1%}", _("base rate"): "{:.1%}"})


# the headers of the rates table a student reads
RATES_WORDS = (N_("game"), N_("strategy"), N_("games"), N_("wins"), N_("win rate"),
               N_("95% interval"), N_("base rate"), N_("mean score"))


def win_chart(table: pd.DataFrame) -> go.Figure:
    """Bars of win rate per game and strategy, error bars for the 95% interval; each strategy
    keeps its colour and pattern of every cardkit chart (``cardkit.views.charts.style``)."""
    t = table.assign(up=table["high"] - table["win_rate"], down=table["win_rate"] - table["low"])
    colours, patterns = style.strategy_maps(t["strategy"])
    fig = px.bar(t, x="game_name", y="win_rate", color="strategy", pattern_shape="strategy",
                 barmode="group", color_discrete_map=colours, pattern_shape_map=patterns,
                 category_orders=_orders(t), error_y="up", error_y_minus="down",
                 custom_data=["games", "wins", "low", "high"],
                 labels={"game_name": _("game"), "win_rate": _("win rate"),
                         "strategy": _("strategy")},
                 title=_("Win rate against the random strategy, with 95% Wilson intervals"))
    fig.update_traces(marker_line=dict(color="#333", width=1),
                      hovertemplate=_("%{x}: won %{y:.1%} of %{customdata[0]} seats "
                                      "(%{customdata[1]} wins)<br>95% interval "
                                      "%{customdata[2]:.1%}–%{customdata[3]:.1%}")
                      + "<extra>%{fullData.name}</extra>")
    fig.update_yaxes(tickformat=".0%", range=[0, 1.05])
    fig.update_layout(height=430, template="plotly_white")
    return style.readable(fig)


def score_chart(results: pd.DataFrame) -> go.Figure:
    """Score distributions per game (own scale each) and strategy, as box plots."""
    fig = px.box(results, x="strategy", y="score", color="strategy", facet_col="game_name",
                 facet_col_wrap=3, facet_row_spacing=0.2, facet_col_spacing=0.08, points=False,
                 color_discrete_map=style.strategy_maps(results["strategy"])[0],
                 category_orders=_orders(results), hover_data=["seed", "player", "rank"],
                 labels={"score": _("final score"), "strategy": _("strategy"),
                         "game_name": _("game")},
                 title=_("Final scores by strategy (each game on its own scale)"))
    fig.update_yaxes(matches=None, showticklabels=True)
    fig.for_each_annotation(lambda a: a.update(text=f"<b>{a.text.split('=')[-1]}</b>"))
    fig.update_layout(height=640, template="plotly_white", showlegend=False,
                      margin=dict(t=90, b=60))
    return style.readable(fig)


def local_cluster():
    """A small Dask cluster in this process (threads): ``(client, cluster)``.

    Without Dask installed, says so and how to install it, and returns ``(None, None)``:
    the lesson's cells then play on local processes instead (``elsewhere``).
    """
    try:
        import distributed
    except ImportError:
        print(_("Dask is not installed here, so the cells below ask for {n} local processes "
                "instead. To try a Dask cluster: pip install 'cardkit[dask]'").format(
                    n=LOCAL_WORKERS))
        return None, None
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                       dashboard_address=None)
    return distributed.Client(cluster, set_as_default=False), cluster


def describe(client) -> None:
    """Say what cluster the client reaches, in a sentence (no dashboard link: this cluster
    runs none, and a link to a port of this machine would not open from a browser elsewhere)."""
    if client is None:
        return
    workers = client.scheduler_info()["workers"].values()
    threads = sum(w["nthreads"] for w in workers)
    print(_("A Dask cluster with {workers} and {threads}, running inside this notebook's "
            "process (no dashboard).").format(
                workers=ngettext("{n} worker", "{n} workers", len(workers)).format(n=len(workers)),
                threads=ngettext("{n} thread", "{n} threads", threads).format(n=threads)))


LOCAL_WORKERS = 2  # processes that stand in for a cluster when Dask is not installed


def elsewhere(client) -> dict:
    """``sim.run`` arguments that play the games away from this lesson's own loop: as tasks on
    the Dask ``client``, or, without Dask (``client`` None), on local worker processes."""
    if client is None:
        return {"workers": LOCAL_WORKERS}
    return {"backend": "dask", "client": client}


def same_table(frame: pd.DataFrame, again: pd.DataFrame, client) -> None:
    """Say where ``again`` was played and whether it is the very table ``frame``."""
    where = (_("as Dask tasks") if client is not None
             else _("with workers={n} (local processes: no Dask here)").format(n=LOCAL_WORKERS))
    print(_("Played {where}. Same table: {same}").format(where=where, same=again.equals(frame)))


def close(client, cluster) -> None:
    """Close a cluster made by ``local_cluster`` (nothing to do without one)."""
    if client is not None:
        client.close()
        cluster.close()


def check_interval(low, high, wins: int = 30, games: int = 50):
    """Exercise: the 95% Wilson interval of ``wins`` in ``games``, worked by hand."""
    want = sim.wilson(wins, games)
    p, z = wins / games, 1.96
    wald = (p - z * (p * (1 - p) / games) ** 0.5, p + z * (p * (1 - p) / games) ** 0.5)
    formula = _("Wilson's centre is (p + z²/2n)/(1 + z²/n) and its half-width "
                "z·√(p(1−p)/n + z²/4n²)/(1 + z²/n), with z = 1.96.")
    verdicts = [check_number(answer, truth, "", "", digits=2, example="0.30", show=False)
                for answer, truth in ((low, want[0]), (high, want[1]))]
    if all(verdicts):
        return say(True, _("{wins} wins in {games} games: {low:.3f} to {high:.3f}.").format(
            wins=wins, games=games, low=want[0], high=want[1]), "")
    if any(a is None or a is Ellipsis for a in (low, high)):
        return say(False, "", _("Replace the placeholders with the two ends, e.g. 0.30, 0.50."))
    if fitting_hint(low, [(wald[0], "wald")], "") == "wald" or \
            fitting_hint(high, [(wald[1], "wald")], "") == "wald":
        return say(False, "", _("That is the textbook interval p ± 1.96·√(p(1−p)/n). {formula}")
                   .format(formula=formula))
    near = any(v.close for v in verdicts)
    if not any(verdicts):
        told = (_("The low end and the high end are close: give more digits.") if near
                else _("The low end and the high end are not right."))
    elif not verdicts[0]:
        told = (_("The low end is close: give more digits.") if near
                else _("The low end is not right."))
    else:
        told = (_("The high end is close: give more digits.") if near
                else _("The high end is not right."))
    return say(False, "", told + " " + formula)


def games_needed(rate: float = 0.5, half_width: float = 0.02, most: int = 100_000) -> int:
    """The fewest games whose 95% Wilson interval at ``rate`` is at most ``half_width`` each side."""
    n = np.arange(1, most + 1)
    low, high = sim.wilson(rate * n, n)
    enough = np.nonzero((high - low) / 2 <= half_width)[0]
    return int(n[enough[0]]) if len(enough) else most


def check_games_needed(answer, rate: float = 0.5, half_width: float = 0.02):
    """Exercise: how many games make the 95% interval ``half_width`` wide each side?"""
    want = games_needed(rate, half_width)
    root = 1.96 * (rate * (1 - rate)) ** 0.5  # the hint's 0.98 at 50%
    textbook = (root / half_width) ** 2
    hint = fitting_hint(answer, [
        (round(root / half_width), _("That is √n: square it to get n.")),
        (round((root / (2 * half_width)) ** 2), _("That gives ±{wide:.0%}: the interval should "
                                                  "reach {half:.0%} each side.").format(
                                                      wide=2 * half_width, half=half_width)),
        (round((root / (half_width / 2)) ** 2), _("That gives ±{narrow:.0%}, half as wide as "
                                                  "asked.").format(narrow=half_width / 2))],
        _("Solve {root:.2f}/√n = {half}: n = ({root:.2f}/{half})².").format(root=root,
                                                                             half=half_width))
    return check_number(answer, want, _("About {about:,.0f} games (Wilson's interval needs "
                                        "{want:,}; the hint's {root:.2f}/√n gives "
                                        "{textbook:,.0f}): four times the games halve the "
                                        "interval.").format(about=round(want, -2), want=want,
                                                            root=root, textbook=textbook),
                        hint, within=0.01, example="500")
