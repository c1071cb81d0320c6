"""The lesson kit: what two or more lessons share, written once.

A game's lesson module keeps its data (decks, stories, figure words), its words and its
exercises, and calls these for the rest:

- colours from ``cardkit.views.charts.style`` (``CARD_COLOURS``, ``SUIT_COLOURS``), so that
  every chart of the toolkit reads the same red;
- the bots: ``seat_bots`` seeds one per seat as ``cardkit.sim`` does, ``play_on`` lets them
  play through ``cardkit.sim.play_out`` (or until a moment of the game);
- experiments: ``rotated_study`` and ``paired_study`` on ``cardkit.sim.run``, one seeding
  scheme for both; ``rates_by`` on ``cardkit.sim.win_rates`` (Wilson intervals), charted by
  ``rates_chart`` and written by ``interval_text``;
- a bot's reasons read aloud (``explained_move``, ``read_aloud``, ``figures_view``) and a
  moment played two ways (``branches``).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from types import MappingProxyType

import pandas as pd
import plotly.graph_objects as go
from IPython.display import Markdown

from cardkit import sim
from cardkit.core.sentences import percent, points
from cardkit.i18n import _
from cardkit.sim.seeding import bot_seed
from cardkit.views.charts import style

from .common import say_lines, styled

# ----- colours: the chart style's palette, named as the cards name them -----------------
CARD_COLOURS = MappingProxyType({"red": style.VERMILLION, "yellow": style.YELLOW, "green": style.GREEN,
                "blue": style.BLUE, "purple": style.PURPLE, "wild": style.BLACK})
SUIT_COLOURS = MappingProxyType({"H": style.VERMILLION, "D": style.ORANGE, "C": style.BLACK, "S": style.GREY})
# text that stays readable on a bar of that colour
INK = MappingProxyType({style.YELLOW: "#000", style.ORANGE: "#000", style.SKY_BLUE: "#000"})


def ink(colour: str) -> str:
    """Black or white text, whichever reads on a bar of ``colour``."""
    return INK.get(colour, "#fff")


# ----- counting by hand ---------------------------------------------------------------------
def exactly(unseen: int, good: int, hand: int, k: int) -> float:
    """C(good, k) · C(unseen − good, hand − k) / C(unseen, hand): exactly k good cards in a hand."""
    return math.comb(good, k) * math.comb(unseen - good, hand - k) / math.comb(unseen, hand)


def at_least_one(unseen: int, good: int, hand: int) -> float:
    """1 − C(unseen − good, hand) / C(unseen, hand): at least one good card in the hand."""
    return 1 - exactly(unseen, good, hand, 0)


# ----- the bots ----------------------------------------------------------------------------
def seat_bots(make: Callable[..., object], players: int, seed: int = 0, **settings) -> list:
    """One bot per seat, ``make(seed=…, **settings)``, seeded as ``cardkit.sim`` seeds the
    bots it makes by name (``sim.seeding.bot_seed``): the same seed, the same game."""
    return [make(seed=bot_seed(seed, p), **settings) for p in range(players)]


def play_on(g, bots: Sequence, until: Callable | None = None) -> list:
    """The bots (one per seat) play ``g`` on: to the end through ``cardkit.sim.play_out``, or,
    with ``until``, until ``until(g)`` holds or the game is over. The events of the actions
    played, in order (none when played to the end)."""
    if until is None:
        sim.play_out(g, list(bots))
        return []
    events = []
    while not g.is_over and not until(g):
        p = g.current_player
        events += g.apply(bots[p].choose(g, p))
    return events


def branches(g, step: int, choices: Sequence[str]) -> Iterator[tuple[str, object, list]]:
    """For each choice: a copy of ``g`` as it stood after ``step`` actions (``g.at(step)``;
    ``g`` does not change) with that choice played, and the events it caused."""
    for choice in choices:
        branch = g.at(step)
        yield choice, branch, branch.apply(choice)


# ----- experiments ----------------------------------------------------------------------------
# One seeding scheme: block r of a study is seeded ``seed + r``, and every arm of a study plays
# the same blocks, so that arms differ by their bots only, never by their deals.
def rotated_study(game: str, values: Sequence, make: Callable, games: int, seed: int,
                  column: str, progress: bool = True, **options) -> pd.DataFrame:
    """Games at one table of ``len(values)`` bots, ``make(value)`` each, the seats rotated in
    equal blocks of games (block r seats ``values[(p + r) % k]`` at seat p), so no value keeps
    the advantage of a seat. One row per game and player; ``column`` holds its value."""
    k, parts = len(values), []
    for r in range(k):
        order = [values[(p + r) % k] for p in range(k)]
        block = sim.run(game, [make(v) for v in order], games=games // k, seed=seed + r,
                        players=k, progress=progress, **options)
        block[column] = [order[p] for p in block["player"]]
        block["rotation"] = r
        parts.append(block)
    return pd.concat(parts, ignore_index=True)


def paired_study(game: str, arms: dict, games: int, seed: int, progress: bool = True,
                 **options) -> pd.DataFrame:
    """Every arm (a label and its bots, one per seat) plays the same ``games`` seeds: the
    rows differ only by the bots. One row per game and player; ``arm`` holds its label."""
    parts = []
    for label, bots in arms.items():
        part = sim.run(game, bots, games=games, seed=seed, progress=progress, **options)
        part["arm"] = [label] * len(part)  # a tuple label too
        parts.append(part)
    return pd.concat(parts, ignore_index=True)


def rates_by(results: pd.DataFrame, by: str, order: Sequence | None = None) -> pd.DataFrame:
    """``cardkit.sim.win_rates`` indexed by ``by`` (in ``order`` if given): games, wins, win
    rate, its Wilson 95% interval (``low``, ``high``), mean score."""
    rates = sim.win_rates(results, by=by).set_index(by)
    return rates if order is None else rates.reindex(list(order))  # not .loc: True, False is a mask


def interval_text(low: float, high: float) -> str:
    """A 95% interval as a student reads it: "41% to 58%"."""
    return _("{low} to {high}").format(low=percent(low), high=percent(high))


def rates_chart(rates: pd.DataFrame, names: Sequence[str], *, reference: tuple[float, str],
                title: str, xaxis_title: str, yaxis_title: str, hover: str,
                custom: Sequence[str] = ("wins", "games", "mean_score"),
                colour=style.BLUE, pattern="/", height: int = 380) -> go.Figure:
    """A bar per row of ``rates`` (its win rate, labelled ``names``) with its Wilson 95%
    interval as an error bar, and a dashed reference line ``(y, text)``. ``hover``: the
    hover template, reading ``custom`` columns as ``%{customdata[i]}``."""
    fig = go.Figure(go.Bar(
        x=list(names), y=rates["win_rate"],
        error_y=dict(type="data", symmetric=False, array=rates["high"] - rates["win_rate"],
                     arrayminus=rates["win_rate"] - rates["low"]),
        marker_color=colour, marker_pattern_shape=pattern,
        customdata=rates[list(custom)].to_numpy(), hovertemplate=hover + "<extra></extra>"))
    style.reference_line(fig, *reference)
    fig.update_layout(template="plotly_white", height=height, yaxis_tickformat=".0%",
                      yaxis_range=[0, max(0.6, float(rates["high"].max()) + 0.05)],
                      title=title, xaxis_title=xaxis_title, yaxis_title=yaxis_title)
    return style.readable(fig)


# ----- a bot says why ----------------------------------------------------------------------------
def figure_text(name: str, value, chances: Sequence[str] = (),
                number: Callable[[float], str] = points) -> str:
    """A figure of a bot's explanation as a student reads it: a chance (``chances`` names
    them) in percent, another float by ``number`` (points, or dollars), the rest as it is."""
    if name in chances:
        return percent(value)
    return number(value) if isinstance(value, float) else str(value)


def figure_rows(why, words: dict[str, str] | None = None, chances: Sequence[str] = (),
                number: Callable[[float], str] = points, every: bool = False) -> list[tuple[str, str]]:
    """``(figure in words, value)`` for the figures of an explanation that have a value: those
    ``words`` names (marked ``N_``, translated here), or (without ``words``, or ``every``) all,
    the others by their own names."""
    words = words or {}
    return [(_(words[k]) if words.get(k) else k.replace("_", " "),
             figure_text(k, v, chances, number))
            for k, v in why.figures.items() if (every or not words or k in words) and v is not None]


def bot_explains(bot, g, step: int):
    """``(player, explanation)``: what ``bot`` (one bot, or one per seat) weighs at move
    ``step + 1`` of ``g``, on the table as it stood then (``g.at(step)``)."""
    before = g.at(step)
    p = before.current_player
    bot = bot[p] if isinstance(bot, Sequence) else bot
    return p, bot.explain(before, p)


def explained_move(bot, g, step: int, words: dict[str, str] | None = None,
                   chances: Sequence[str] = (), number: Callable = points,
                   every: bool = False) -> Markdown:
    """The bot's own explanation of move ``step + 1`` of ``g``, read aloud: its sentence,
    whether the game played the same, then the figures it weighed."""
    p, why = bot_explains(bot, g, step)
    played = g.history[step][1] if step < len(g.history) else None
    same = (_("The game's move {n} was `{played}`: the same.").format(n=step + 1, played=played)
            if played == str(why.action) else "")
    rows = [f"| {k} | {v} |" for k, v in figure_rows(why, words, chances, number, every)]
    said = _("**Move {n}, player {p}'s bot:** {text}").format(n=step + 1, p=p, text=why.text)
    return Markdown(f"> {said}\n\n{same}\n\n"
                    "| " + _("figure") + " | " + _("value") + " |\n|---|---|\n" + "\n".join(rows))


def read_aloud(bot, g, step: int):
    """Say what the bot would play at move ``step + 1`` of ``g`` and why, in its own sentence,
    beside what was played; return its explanation."""
    p, why = bot_explains(bot, g, step)
    say_lines(_("Move {n}: player {p} played {played}. The sensible bot in that seat would "
                "play {action}, because:").format(n=step + 1, p=p, played=g.history[step][1],
                                                   action=why.action), f"    {why.text}")
    return why


def figures_view(why, words: dict[str, str] | None = None, chances: Sequence[str] = (),
                 number: Callable = points):
    """The figures of an explanation as a table, one per row."""
    return styled(pd.DataFrame(figure_rows(why, words, chances, number),
                               columns=[_("figure"), _("value")]))
