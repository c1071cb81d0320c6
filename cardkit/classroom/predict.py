"""The class predicts together: the lesson's predict-then-reveal question, asked of the whole
class at the moment it arises in the class's own game.

The question is the game's lesson ``Question`` (``cardkit.lessons.<game>``). When a bot is
about to play an action the question is about, the room holds it back and asks: every
student types a guess on their device, the projector shows how the guesses spread, and the
teacher's Reveal plays the action and tells the exact chance and what happened. The class's
turns add up to a calibration table (``cardkit.lessons.predict.calibration``).

Every game's lesson has a question. In Push every seat sees the same table, so the class is
asked at any moment. In the games with hidden hands the question shows the acting player's
cards (Split's: "Player 2 holds …"), and its exact chance and what happened follow from
them (the card drawn): on one screen that is the lesson's own view, but a student playing a
seat would learn an opponent's hand. So there the class is asked while no student holds a
seat: a game of bots that the class watches and predicts (``--bots`` every seat, or Start
with nobody seated); handing a seat to a student stops the questions until it is a bot's
again. The room asks at most once every ``QUESTION_GAP`` actions, so that a question that
arises at every turn (Pegs and Jokers' draw) leaves the game time to be played.
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from ..core import Game
from ..i18n import _, ngettext
from ..registry import CATALOGUE, CatalogueError
from ..views.seats import has_private_information

log = logging.getLogger(__name__)
SPREAD_BINS = 10  # the projector's bars: 0–10%, 10–20%, …
QUESTION_GAP = 6  # actions played between two of the class's questions, at least


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
    """The lesson's question for this game (the catalogue's ``question`` part), or None when
    its lesson has none."""
    entry = CATALOGUE.get(game.name)
    if entry is None:
        return None
    try:
        question = entry.part("question")
    except CatalogueError:  # a lesson being rewritten: the class plays on without its question
        log.exception("the lesson's question could not be loaded: the class is not asked")
        return None
    return question()


def may_ask(game: Game, seated: bool) -> bool:
    """Whether the class may see the question now: always where every seat sees the same
    table; in a game with hidden hands only while no student holds a seat (``seated``)."""
    return not seated or not has_private_information(game)


def why_no_question(game: Game, question: Any = None, seated: bool = False) -> str:
    """Why the class is not asked now ("" when it may be)."""
    if question is None:
        return _("This game's lesson has no predict-then-reveal question yet.")
    if not may_ask(game, seated):
        return _("The class's question shows the acting player's hidden cards, so it is asked "
                 "in a game of bots the class watches: give every seat to a bot to predict "
                 "together.")
    return ""


def read_guess(answer: Any) -> tuple[float | None, str]:
    from ..lessons.predict import read_guess as read
    return read(answer)


def reveal(question, asked: ClassRound, game: Game, events: list) -> ClassResult:
    """What the class learns once the action is played."""
    from ..lessons.predict import percent, short_percent
    outcome = question.outcome(asked.before, game, asked.moment.player, events)
    said = _(question.yes) if outcome.happened else _(question.no)
    values = list(asked.guesses.values())
    mean = sum(values) / len(values) if values else None
    guessed = (_("nobody guessed") if mean is None else
               ngettext("the class guessed {mean} on average ({n} guess)",
                        "the class guessed {mean} on average ({n} guesses)", len(values))
               .format(mean=short_percent(mean), n=len(values)))
    sentence = _("{outcome} So: {said}. The exact chance was {exact} ({counted}); "
                 "{guessed}.").format(outcome=outcome.text, said=said,
                                      exact=percent(asked.moment.exact),
                                      counted=asked.moment.counted, guessed=guessed)
    return ClassResult(asked.turn, mean, len(values), asked.moment.exact, outcome.happened, sentence)


def calibration(results: list[ClassResult]) -> pd.DataFrame:
    """The class's turns grouped by its mean guess: how many, the mean guess, how often it
    happened (``cardkit.lessons.predict.calibration``)."""
    from ..lessons.predict import calibration as by_bins
    rows = [{"turn": r.turn, "guess": math.nan if r.guess is None else r.guess,
             "exact": r.exact, "happened": r.happened} for r in results]
    return by_bins(pd.DataFrame(rows, columns=["turn", "guess", "exact", "happened"]))
