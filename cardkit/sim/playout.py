"""Playing games to the end: one (``play``) or a batch of a run (``play_batch``)."""
from __future__ import annotations

import copy
import gc
import random
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from ..agents import strategies as strategies_of
from ..agents import strategy as make_strategy
from ..core import ConfigError, Game
from ..registry import make
from .seeding import bot_seed, game_seed

MAX_ACTIONS = 1_000_000


def _as_list(strategies) -> list:
    if isinstance(strategies, str):
        strategies = [s for s in strategies.split(",")]
    if isinstance(strategies, (str, bytes)) or not isinstance(strategies, Sequence) or not strategies:
        raise ConfigError("strategies must be a non-empty list of strategy names "
                          f"(e.g. ['sensible', 'random']) or strategy objects, not {strategies!r}")
    return list(strategies)


def make_bots(game_name: str, strategies, players: int, seed: int, copy_objects: bool = False,
              offered: dict | None = None) -> list:
    """One strategy per seat, cycling through ``strategies``; names are made with a seat seed.

    ``offered``: the game's strategy classes by name, when the caller has them at hand.
    """
    given = _as_list(strategies)
    bots = []
    for i in range(players):
        s = given[i % len(given)]
        if isinstance(s, str):
            cls = offered.get(s.strip()) if offered is not None else None
            if cls is not None:
                s = cls(seed=bot_seed(seed, i))
            else:
                s = make_strategy(game_name, s.strip(), seed=bot_seed(seed, i))
        elif not callable(getattr(s, "choose", None)):
            raise ConfigError(f"a strategy needs a choose(game, player) method, not {s!r}")
        elif copy_objects:
            s = fresh_copy(s)
        bots.append(s)
    return bots


def fresh_copy(bot):
    """A deep copy of a strategy object, as ``copy.deepcopy`` makes it, with its
    ``random.Random`` generators (among its attributes) copied by their state: deepcopy
    copies a generator's 625-number state one number at a time, a hundred microseconds or
    more, once per game and seat of a run."""
    memo = {}
    for value in getattr(bot, "__dict__", {}).values():
        if type(value) is random.Random:  # a subclass may keep state getstate() does not hold
            twin = random.Random()
            twin.setstate(value.getstate())
            memo[id(value)] = twin
    return copy.deepcopy(bot, memo)


def strategy_names(strategies, players: int) -> list[str]:
    """The name of the strategy at each seat."""
    given = _as_list(strategies)
    return [s.strip() if isinstance(s, str) else getattr(s, "name", type(s).__name__)
            for s in (given[i % len(given)] for i in range(players))]


def play_out(g: Game, bots: list, max_actions: int = MAX_ACTIONS) -> Game:
    """Let the bots play ``g`` to its end, each choice through ``g.play_choice``: one of the
    legal actions the game has ready (the very object) is played as it is, since it is legal
    by construction; anything else a bot returns goes through ``g.apply``, which checks it.

    Python's cyclic garbage collector is paused while the game is played and restored
    afterwards (what it would collect is then collected at its next run): a playout makes
    mostly small acyclic objects (events, lists, history entries) that the collector would
    otherwise scan again and again as the history grows, a third or more of a random
    playout's time. Nothing else changes.
    """
    with collector_paused():
        return _play_out(g, bots, max_actions)


@contextmanager
def collector_paused():
    """Python's cyclic garbage collector paused inside the block (if it was running)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _play_out(g: Game, bots: list, max_actions: int) -> Game:
    # The one loop, for every strategy alike (cardkit's own and a user's): the bot chooses,
    # and Game.play_choice plays it: unchecked when it is one of the legal actions the game has
    # ready (the very object, as when the bot picked it from legal_actions()), else by apply().
    play = g.play_choice
    choosers = [b.choose for b in bots]
    for _ in range(max_actions):
        p = g.current_player  # None when the game is over (API.md)
        if p is None and g.is_over:
            return g
        play(choosers[p](g, p), p)
    if g.is_over:
        return g
    raise RuntimeError(f"{g.name} seed {g.seed} did not end within {max_actions} actions")


def play(game_name: str, strategies, seed: int = 0, players: int | None = None,
         max_actions: int = MAX_ACTIONS, **options: Any) -> Game:
    """Play one game to the end with one strategy per player (cycled if fewer given)."""
    g = make(game_name, players=players, seed=seed, **options)
    return play_out(g, make_bots(game_name, strategies, g.players, seed), max_actions)


@dataclass(frozen=True)
class Experiment:
    """What a run plays: sent as is to worker processes and Dask tasks."""

    game: str
    strategies: tuple
    seed: int
    players: int | None = None
    options: dict = field(default_factory=dict)
    max_actions: int = MAX_ACTIONS


def ranks(scores: dict[int, float], lower_wins: bool) -> dict[int, int]:
    """1 for the best score, 2 for the next distinct one, …; equal scores share a rank."""
    order = sorted(set(scores.values()), reverse=not lower_wins)
    place = {v: i + 1 for i, v in enumerate(order)}
    return {p: place[v] for p, v in scores.items()}


def result_rows(g: Game, index: int, names: list[str], actions: int | None = None) -> list[tuple]:
    """The frame's rows of a finished game, in ``results.COLUMNS`` order.

    ``actions``: how many actions were played, when the game's history was not kept.
    """
    scores = g.scores()
    winners = g.winners()
    rank = ranks(scores, g.lower_wins)
    won = set(winners)
    turns = g.turns
    if actions is None:
        actions = len(g.history)
    return [(g.seed, index, p, names[p], scores[p], rank[p], p in won, turns, actions)
            for p in range(g.players)]


def play_batch(exp: Experiment, start: int, stop: int) -> list[tuple]:
    """Games ``start`` to ``stop - 1`` of a run: their rows.

    The garbage collector is paused for the whole batch, as ``play_out`` pauses it for a
    game: each finished game is freed by reference counting when the next one replaces
    it, and a collector running between games would only scan the game just played.
    """
    with collector_paused():
        return _play_batch(exp, start, stop)


def _play_batch(exp: Experiment, start: int, stop: int) -> list[tuple]:
    rows: list[tuple] = []
    names = None
    offered = strategies_of(exp.game)
    for index in range(start, stop):
        s = game_seed(exp.seed, index)
        g = make(exp.game, players=exp.players, seed=s, **exp.options)
        if names is None:
            names = strategy_names(exp.strategies, g.players)
        bots = make_bots(exp.game, exp.strategies, g.players, s, copy_objects=True,
                         offered=offered)
        rows.extend(result_rows(_play_out(g, bots, exp.max_actions), index, names))
    return rows
