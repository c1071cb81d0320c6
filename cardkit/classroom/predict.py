"""The class predicts together: the lesson's predict-then-reveal question, asked of the whole
class at the moment it arises in the class's own game.

The question is the game's lesson ``Question`` (``cardkit.lessons.<game>``). When a bot is
about to play an action the question is about, the room holds it back and asks: every
student types a guess on their device, the projector shows how the guesses spread, and the
teacher's Reveal plays the action and tells the exact chance and what happened. The class's
turns add up to a calibration table (``cardkit.lessons.predict.calibration``).

A lesson's question may name the acting player's cards (Split's: "Player 2 holds …"), which
on one screen is that player's own view; to a class it would show a hidden hand. So the
class is asked only in a game where every seat sees the same table (Push).
"""
from __future__ import annotations

import importlib
import importlib.util
import logging
import math
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from ..core import Game
from ..views.seats import has_private_information

log = logging.getLogger(__name__)
SPREAD_BINS = 10  # the projector's bars: 0–10%, 10–20%, …


@dataclass
class ClassRound:
    """One question asked of the class: the moment, the action it is about, the guesses."""
    turn: int
    moment: Any                # cardkit.lessons.predict.Moment
    action: str
    before: Game = field(repr=False)
    guesses: dict[str, float] = field(default_factory=dict)  # session hash: chance

    def spread(self) -> list[int]:
        """How many guesses fall in each tenth, 0–10% first."""
        counts = [0] * SPREAD_BINS
        for value in self.guesses.values():
            counts[min(int(value * SPREAD_BINS), SPREAD_BINS - 1)] += 1
        return counts


@dataclass(frozen=True)
class ClassResult:
    """A revealed question: the class's mean guess (None if nobody guessed), the exact chance,
    what happened, and the sentence that tells it."""
    turn: int
    guess: float | None
    guesses: int
    exact: float
    happened: bool
    sentence: str


def question_for(game: Game):
    """The lesson's question for this game, or None when there is none the class may see."""
    if has_private_information(game):
        return None
    name = f"cardkit.lessons.{game.name.replace('-', '_')}"
    if importlib.util.find_spec(name) is None:
        return None
    try:
        from ..lessons import predict
        module = importlib.import_module(name)
    except ImportError:  # a lesson being rewritten: the class plays on without its question
        log.exception("the lesson's question could not be loaded: the class is not asked")
        return None
    for value in vars(module).values():
        if (isinstance(value, type) and issubclass(value, predict.Question)
                and value is not predict.Question and value.game == game.name):
            return value()
    return None


def why_no_question(game: Game) -> str:
    if has_private_information(game):
        return ("This game's question names the acting player's hidden cards, so the class "
                "predicts together in Push only.")
    return "This game has no predict-then-reveal question yet."


def read_guess(answer: Any) -> tuple[float | None, str]:
    from ..lessons.predict import read_guess as read
    return read(answer)


def reveal(question, asked: ClassRound, game: Game, events: list) -> ClassResult:
    """What the class learns once the action is played."""
    from ..lessons.predict import percent, short_percent
    outcome = question.outcome(asked.before, game, asked.moment.player, events)
    said = question.yes if outcome.happened else question.no
    values = list(asked.guesses.values())
    mean = sum(values) / len(values) if values else None
    guessed = ("nobody guessed" if mean is None else
               f"the class guessed {short_percent(mean)} on average ({len(values)} "
               f"{'guess' if len(values) == 1 else 'guesses'})")
    sentence = (f"{outcome.text} So: {said}. The exact chance was {percent(asked.moment.exact)} "
                f"({asked.moment.counted}); {guessed}.")
    return ClassResult(asked.turn, mean, len(values), asked.moment.exact, outcome.happened, sentence)


def calibration(results: list[ClassResult]) -> pd.DataFrame:
    """The class's turns grouped by its mean guess: how many, the mean guess, how often it
    happened (``cardkit.lessons.predict.calibration``)."""
    from ..lessons.predict import calibration as by_bins
    rows = [{"turn": r.turn, "guess": math.nan if r.guess is None else r.guess,
             "exact": r.exact, "happened": r.happened} for r in results]
    return by_bins(pd.DataFrame(rows, columns=["turn", "guess", "exact", "happened"]))
