"""Predict, then reveal: students guess a chance before the card is turned, the game turns it,
and a running chart compares their guesses with the exact figure and with what happened.

One exercise serves every lesson. A game's lesson module gives a ``Question``: which moment of
a seeded game (played by the sensible bots) to stop at, the question asked there, the exact
chance from ``cardkit.prob`` and what happened once the game's own ``apply`` plays the next
action. ``Predict(question, seed)`` deals the moments one after another, the same for every
student with the same seed.

Plain Python drives it (``ex.guess("23%")``, ``ex.reveal()``, ``ex.next()``, ``ex.table()``);
``ex.view()`` is the same exercise as controls a class clicks (or tabs to) on the projector.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from html import escape
from types import MappingProxyType

import ipywidgets as widgets
import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

import cardkit
from cardkit.agents import strategy
from cardkit.i18n import N_, _, ngettext
from cardkit.views import assets
from cardkit.views.charts import style
from cardkit.views.charts.live import LiveFigure
from cardkit.views.faces import card_faces

from .common import Verdict, read_answer

CALIBRATION_TURNS = 5  # the calibration panel fills in once this many turns are revealed
BINS = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
MAX_STEPS = 5000  # bot actions between two questions before the exercise gives up (a bug)
EXAMPLES = N_("'23%', '0.23' or '7/30'")
# who guessed, as the chart says it (``new_figure``'s ``who``): one student, or a class's mean;
# whole phrases, so that a language says each its own way
WHO = MappingProxyType({
    "your": MappingProxyType({"guess": N_("your guess"), "grouped": N_("your guesses, grouped"),
             "guesses": N_("your guesses"), "point": N_("turn {turn}: you guessed {guess}")}),
    "the class's": MappingProxyType({"guess": N_("the class's guess"),
                    "grouped": N_("the class's guesses, grouped"),
                    "guesses": N_("the class's guesses"),
                    "point": N_("turn {turn}: the class guessed {guess}")}),
})


@dataclass(frozen=True)
class Moment:
    """What the question asks at one moment of a game: who acts, the sentence, the exact
    chance (from ``cardkit.prob``) and how it was counted ("18 of 102 unseen cards"); and the
    cards the question is about, drawn as cards under it: ``(caption, codes)`` groups such as
    ``("column 1", ("R6", "Y3"))``."""

    player: int
    text: str
    exact: float
    counted: str
    cards: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class Outcome:
    """What happened when the game played the action: yes or no, and the game's sentences."""

    happened: bool
    text: str
    events: tuple[str, ...] = ()


@dataclass(frozen=True)
class Situation:
    """One turn of the exercise: the game (a copy, as it stood when asked) and its question."""

    turn: int
    seed: int
    step: int
    moment: Moment
    action: str
    game: cardkit.Game = field(repr=False, compare=False)

    @property
    def player(self) -> int:
        return self.moment.player

    @property
    def exact(self) -> float:
        return self.moment.exact

    @property
    def text(self) -> str:
        return self.moment.text


@dataclass(frozen=True)
class Result:
    """A revealed turn: the guess (None if none was made), the exact chance, what happened."""

    turn: int
    guess: float | None
    exact: float
    happened: bool
    sentence: str
    events: tuple[str, ...] = ()


class Question:
    """A game's predict-then-reveal question; a lesson module subclasses it.

    ``moment(g, chosen)`` says whether to stop before the bot's ``chosen`` action;
    ``action(g, chosen)`` is the action the class then watches (default: the bot's own);
    ``ask(g, chosen)`` the ``Moment``; ``outcome(before, g, player, events)`` reads what
    happened from the events the game's ``apply`` returned (``before``: a copy of the game as
    it was asked, ``g`` the game after)."""

    game = ""
    options: dict = {}
    title = "chance"  # what is guessed, for the chart: "chance the draw busts"
    yes, no = "yes", "no"  # what happened, in words
    # how the game's table draws cards (widgets/games/<game>.js): the class of its board, which
    # its style sheet's card rules hang on, and the symbols of cards it draws as special
    board = ""
    special: dict[str, str] = {}

    def deal(self, seed: int) -> cardkit.Game:
        return cardkit.make(self.game, seed=seed, **self.options)

    def bots(self, g: cardkit.Game) -> list:
        return [strategy(self.game, "sensible") for _seat in range(g.players)]

    def moment(self, g: cardkit.Game, chosen) -> bool:
        raise NotImplementedError

    def action(self, g: cardkit.Game, chosen) -> str:
        return str(chosen)

    def ask(self, g: cardkit.Game, chosen) -> Moment:
        raise NotImplementedError

    def outcome(self, before: cardkit.Game, g: cardkit.Game, player: int,
                events: list) -> Outcome:
        raise NotImplementedError


# ----- reading a guess ------------------------------------------------------------------------
def read_guess(answer) -> tuple[float | None, str]:
    """``(chance, message)``: a guess as a chance 0–1 ('23%', '0.23', '7/30'; a bare number
    above 1, such as 23, read as a percentage), or ``(None, why not)``."""
    if isinstance(answer, str) and not answer.strip():
        return None, _("Type a guess first, e.g. {examples}, or move the slider.").format(
            examples=_(EXAMPLES))
    parsed = read_answer(answer)
    if parsed is None:
        return None, _("Give a chance such as {examples}, not {answer!r}.").format(
            examples=_(EXAMPLES), answer=answer)
    value = parsed[0]
    is_percent = isinstance(answer, str) and answer.strip().endswith("%")
    note = ""
    if not is_percent and 1 < value <= 100:
        value, note = value / 100, _(" ({answer} read as a percentage)").format(answer=answer)
    if not 0 <= value <= 1:
        outside = (_("A chance lies between 0% and 100%; {answer!r} is below that.")
                   if value < 0 else
                   _("A chance lies between 0% and 100%; {answer!r} is above that."))
        return None, outside.format(answer=answer)
    return value, _("Your guess: {guess}{note}.").format(guess=short_percent(value), note=note)


def short_percent(value: float) -> str:
    """A guess as a percentage with no needless digits: 23%, 1.5%, 23.3%.

    Not ``cardkit.core.sentences.percent``: that one rounds a chance for reading (23.3% is
    "23%"); a guess is shown with the digit the student gave, so it reads as what they said."""
    return f"{100 * value:.1f}".removesuffix(".0") + "%"


def percent(value: float | None) -> str:
    """A chance beside a guess, always to one decimal: 17.6%; a dash for no guess.

    Not ``cardkit.core.sentences.percent``, which writes whole percents between 10% and 90%:
    here a guess, the truth and how far apart they are sit in one table, and are compared
    to the same tenth of a percent."""
    return "–" if value is None or (isinstance(value, float) and math.isnan(value)) \
        else f"{value:.1%}"


# ----- the exercise ---------------------------------------------------------------------------
class Predict:
    """A predict-then-reveal exercise over seeded games of ``question``'s game."""

    def __init__(self, question: Question, seed: int = 2026) -> None:
        self.question, self.seed = question, seed
        self.results: list[Result] = []
        self._deals = 0
        self._new_game()
        self._guess: float | None = None
        self._result: Result | None = None
        self._view: PredictView | None = None
        self.situation = self._next_situation()

    def _new_game(self) -> None:
        self._deal_seed = self.seed + self._deals
        self._deals += 1
        self._game = self.question.deal(self._deal_seed)
        self._bots = self.question.bots(self._game)

    def _next_situation(self) -> Situation:
        g = self._game
        for _step in range(MAX_STEPS):
            if g.is_over:
                self._new_game()
                g = self._game
                continue
            p = g.current_player
            chosen = self._bots[p].choose(g, p)
            if self.question.moment(g, chosen):
                return Situation(len(self.results) + 1, self._deal_seed, len(g.history),
                                 self.question.ask(g, chosen), self.question.action(g, chosen), g.clone())
            g.apply(chosen)
        raise AssertionError(f"no {self.question.game} question in {MAX_STEPS} actions")

    @property
    def game(self) -> cardkit.Game:
        """The game as it stands (after a reveal: after the action was played)."""
        return self._game

    @property
    def revealed(self) -> bool:
        return self._result is not None

    def guess(self, answer) -> Verdict:
        """Take a guess ('23%', '0.23', '7/30', 0.23, or 23 read as 23%); a bad one is refused
        with a message and changes nothing."""
        if self.revealed:
            verdict = Verdict(False, _("This card is turned already: press Next turn for a new "
                                       "question. {sentence}").format(
                                           sentence=self._result.sentence))
        else:
            value, message = read_guess(answer)
            if value is not None:
                self._guess = value
            verdict = Verdict(value is not None, message)
        self._refresh(verdict.message)
        return verdict

    def reveal(self) -> Result:
        """Turn the card: the game plays the action, and the exact chance and what happened
        are shown (a second reveal of the same turn gives the same result)."""
        if self._result is not None:
            return self._result
        s = self.situation
        player = s.player
        events = self._game.apply(s.action)
        outcome = self.question.outcome(s.game, self._game, player, events)
        q = self.question
        said = _(q.yes) if outcome.happened else _(q.no)
        guessed = (_("you made no guess") if self._guess is None
                   else _("you guessed {guess}").format(guess=short_percent(self._guess)))
        sentence = _("{outcome} So: {said}. The exact chance was {exact} ({counted}); "
                     "{guessed}.").format(outcome=outcome.text, said=said,
                                          exact=percent(s.exact), counted=s.moment.counted,
                                          guessed=guessed)
        self._result = Result(s.turn, self._guess, s.exact, outcome.happened, sentence,
                              outcome.events)
        self.results.append(self._result)
        self._refresh(sentence)
        return self._result

    def next(self) -> Situation:
        """The next question (the game plays on to its next moment; a finished game is
        followed by a new one dealt with the next seed). Reveals the current one first."""
        if self._result is None:
            self.reveal()
        self._guess, self._result = None, None
        self.situation = self._next_situation()
        self._refresh("")
        return self.situation

    def play(self, guesses) -> pd.DataFrame:
        """Guess, reveal and go on for each guess in turn (None: no guess); the table after."""
        for answer in guesses:
            if answer is not None and not self.guess(answer):
                raise cardkit.ConfigError(_("not a guess: {answer!r}").format(answer=answer))
            self.reveal()
            self.next()
        return self.table()

    def table(self) -> pd.DataFrame:
        """One row per revealed turn: the guess (NaN if none), the exact chance, what happened."""
        rows = [{"turn": r.turn, "guess": math.nan if r.guess is None else r.guess,
                 "exact": r.exact, "happened": r.happened} for r in self.results]
        return pd.DataFrame(rows, columns=["turn", "guess", "exact", "happened"])

    def summary(self) -> str:
        """How the guesses did so far, in a sentence."""
        t = self.table().dropna(subset=["guess"])
        if t.empty:
            return _("No guesses revealed yet.")
        off = (t["guess"] - t["exact"]).abs().mean()
        happened = int(t["happened"].sum())
        away = ngettext("{n} guess, on average {off:.0%} away from the exact chance.",
                        "{n} guesses, on average {off:.0%} away from the exact chance.",
                        len(t)).format(n=len(t), off=off)
        times = ngettext("It happened {k} time in {n}: the exact chances expected "
                         "{expected:.1f} times, your guesses {guessed:.1f}.",
                         "It happened {k} times in {n}: the exact chances expected "
                         "{expected:.1f} times, your guesses {guessed:.1f}.",
                         happened).format(k=happened, n=len(t), expected=t["exact"].sum(),
                                          guessed=t["guess"].sum())
        return f"{away} {times}"

    def chart(self) -> LiveFigure:
        """The running chart of the guesses, exact chances and what happened."""
        return self.view().figure

    def view(self) -> PredictView:
        """The exercise as controls and a live chart (the same object every time)."""
        if self._view is None:
            self._view = PredictView(self)
        return self._view

    def _refresh(self, message: str) -> None:
        if self._view is not None:
            self._view.refresh(message)


# ----- calibration ----------------------------------------------------------------------------
def calibration(table: pd.DataFrame, by: str = "guess", bins=BINS) -> pd.DataFrame:
    """Turns grouped by their ``by`` chance (the guess or the exact figure) in bins 0–20%, …:
    how many, their mean chance, and how often it happened. Bins without turns are left out."""
    t = table.dropna(subset=[by])
    edges = list(bins)
    rows = []
    for i, (low, high) in enumerate(zip(edges[:-1], edges[1:], strict=True)):
        last = i == len(edges) - 2
        inside = t[(t[by] >= low) & ((t[by] <= high) if last else (t[by] < high))]
        if inside.empty:
            continue
        rows.append({"bin": f"{low:.0%}–{high:.0%}", "turns": len(inside),
                     "mean_chance": float(inside[by].mean()),
                     "happened": float(inside["happened"].mean())})
    return pd.DataFrame(rows, columns=["bin", "turns", "mean_chance", "happened"])


# ----- the question's cards, drawn as the table draws them -----------------------------------
def card_html(code: str, faces: dict, symbol: str | None = None, extra: str = "") -> str:
    """One card in the markup of the table's ``card`` (widgets/table.js), so that the table's
    own style sheet draws it: rank, symbol and colour name, readable without colour."""
    face = faces.get(code) or {"code": code, "name": code}
    mark = symbol or face.get("symbol") or ""
    rank = "" if face.get("rank") is None else str(face["rank"])
    label = face.get("name") or code
    hidden = 'aria-hidden="true"'
    return (f'<div class="ck-card ck-md ck-c-{face.get("colour") or "plain"} {extra}" role="img" '
            f'aria-label="{escape(label)}" title="{escape(label)}" data-code="{escape(code)}">'
            f'<span class="ck-corner" {hidden}>{escape(rank)}<br>{escape(mark)}</span>'
            f'<span class="ck-pip" {hidden}>{escape(rank or mark)}</span>'
            f'<span class="ck-sym" {hidden}>{escape(mark if rank else "")}</span>'
            f'<span class="ck-name" {hidden}>{escape(face.get("colour") or label)}</span></div>')


def cards_html(question: Question, game: cardkit.Game, groups) -> str:
    """The question's ``(caption, codes)`` groups of cards on a strip of the table's felt,
    each card drawn from the game's faces (``card_faces``) as its table draws it."""
    faces = card_faces(game)
    parts = []
    for caption, codes in groups:
        cards = "".join(card_html(c, faces, question.special.get(c),
                                  "ck-special" if c in question.special else "") for c in codes)
        parts.append(f'<div role="group" aria-label="{escape(caption)}">'
                     f'<div class="ck-caption">{escape(caption)}</div>'
                     f'<div style="display:flex;gap:5px">{cards}</div></div>')
    return (f'<div class="ck-table" style="display:inline-block;max-width:880px">'
            f'<div class="ck-board {question.board}" '
            f'style="display:flex;gap:18px;flex-wrap:wrap">{"".join(parts)}</div></div>')


def table_style(game: str) -> str:
    """The table's style sheet and the game's own (``widgets/``), to draw ``cards_html``."""
    files = [assets.WIDGETS / "table.css", assets.WIDGETS / "games" / f"{game.replace('-', '_')}.css"]
    return "<style>" + "\n".join(f.read_text(encoding="utf-8") for f in files if f.is_file()) + \
        "</style>"


# ----- the chart ------------------------------------------------------------------------------
def who_guessed(who: str) -> dict[str, str]:
    """The chart's phrases for ``who`` guessed (a key of ``WHO``), in the current language;
    another ``who`` raises ConfigError listing them."""
    if who not in WHO:
        raise cardkit.ConfigError(f"unknown guesser {who!r}; the chart knows "
                                  f"{', '.join(map(repr, WHO))}")
    return {part: _(phrase) for part, phrase in WHO[who].items()}


def new_figure(title: str, who: str = "your") -> LiveFigure:
    """Two panels: turn by turn (left) and the calibration picture (right); ``who`` guessed
    ("your": one student's; "the class's": a classroom's mean guesses); ``title``: what is
    guessed, in English (translated here)."""
    words = who_guessed(who)
    fig = make_subplots(rows=1, cols=2, column_widths=[0.58, 0.42], horizontal_spacing=0.14,
                        subplot_titles=(_("turn by turn"), _("calibration")))
    marker = dict(size=11, line=dict(color="#fff", width=1))
    fig.add_scatter(name=words["guess"], mode="markers", x=[], y=[], text=[], row=1, col=1,
                    marker=dict(color=style.ORANGE, symbol="diamond", **marker),
                    hovertemplate="%{text}<extra></extra>")
    fig.add_scatter(name=_("exact chance"), mode="lines+markers", x=[], y=[], text=[], row=1, col=1,
                    marker=dict(color=style.BLUE, symbol="circle", **marker),
                    line=dict(color=style.BLUE, width=1, dash="dot"),
                    hovertemplate="%{text}<extra></extra>")
    fig.add_scatter(name=_("what happened (100% yes, 0% no)"), mode="markers", x=[], y=[], text=[],
                    row=1, col=1, marker=dict(color=style.BLACK, symbol="x-thin", size=12,
                                              line=dict(color=style.BLACK, width=2)),
                    hovertemplate="%{text}<extra></extra>")
    fig.add_scatter(name=_("a perfect forecaster"), mode="lines", x=[0, 100], y=[0, 100], row=1,
                    col=2, line=dict(color=style.GREY, dash="dash"), hoverinfo="skip")
    for name, colour, symbol in ((words["grouped"], style.ORANGE, "diamond"),
                                 (_("exact chances, grouped"), style.BLUE, "circle")):
        fig.add_scatter(name=name, mode="markers", x=[], y=[], text=[], row=1, col=2,
                        marker=dict(color=colour, symbol=symbol, size=[],
                                    line=dict(color="#fff", width=1)),
                        hovertemplate="%{text}<extra></extra>")
    fig.update_layout(**style.text_layout(
        title=dict(text=_("Guess, then see: {title}").format(title=_(title)), x=0.01,
                   xanchor="left"), height=420,
        width=880, margin=dict(l=60, r=20, t=80, b=60), legend=style.legend_below()))
    fig.update_xaxes(title_text=_("turn"), rangemode="tozero", row=1, col=1)
    fig.update_yaxes(title_text=_("chance (%)"), range=[-5, 105], row=1, col=1)
    fig.update_xaxes(title_text=_("guessed (or exact) chance (%)"), range=[-5, 105], row=1, col=2)
    fig.update_yaxes(title_text=_("how often it happened (%)"), range=[-5, 105], row=1, col=2)
    fig.add_annotation(style.note(ngettext("fills in after {n} turn", "fills in after {n} turns",
                                           CALIBRATION_TURNS).format(n=CALIBRATION_TURNS),
                                  x=0.82, y=0.5, name="waiting"))
    live = LiveFigure(fig)
    return style.readable(live)


def update_figure(fig: go.Figure, results: list[Result], yes: str, who: str = "your") -> None:
    """The figure drawn from the revealed turns (anything with ``turn``, ``guess``, ``exact``
    and ``happened``): one point per turn and trace, the calibration bins once there are
    enough turns; ``who`` guessed, as in ``new_figure``; ``yes``: what happened, in English."""
    words = who_guessed(who)
    said = _(yes)
    guessed = [r for r in results if r.guess is not None]
    table = pd.DataFrame([{"guess": math.nan if r.guess is None else r.guess, "exact": r.exact,
                           "happened": r.happened} for r in results],
                         columns=["guess", "exact", "happened"])
    with fig.batch_update():
        fig.data[0].x = [r.turn for r in guessed]
        fig.data[0].y = [100 * r.guess for r in guessed]
        fig.data[0].text = [words["point"].format(turn=r.turn, guess=short_percent(r.guess))
                            for r in guessed]
        fig.data[1].x = [r.turn for r in results]
        fig.data[1].y = [100 * r.exact for r in results]
        fig.data[1].text = [_("turn {turn}: the exact chance was {exact}").format(
            turn=r.turn, exact=percent(r.exact)) for r in results]
        fig.data[2].x = [r.turn for r in results]
        fig.data[2].y = [100 if r.happened else 0 for r in results]
        fig.data[2].text = [(_("turn {turn}: {happened}") if r.happened else
                             _("turn {turn}: not so")).format(turn=r.turn, happened=said)
                            for r in results]
        fig.layout.xaxis.range = [0, max(10, len(results) + 1)]
        enough = len(results) >= CALIBRATION_TURNS
        for trace, by, label in ((fig.data[4], "guess", words["guesses"]),
                                 (fig.data[5], "exact", _("exact chances"))):
            bins = calibration(table, by) if enough else calibration(table.iloc[:0], by)
            trace.x = [100 * c for c in bins["mean_chance"]]
            trace.y = [100 * h for h in bins["happened"]]
            trace.marker.size = [min(34, 10 + 3 * n) for n in bins["turns"]]  # more turns, bigger
            trace.text = [ngettext("{label} {bin}: {n} turn, on average {mean}<br>it happened "
                                   "in {happened} of them",
                                   "{label} {bin}: {n} turns, on average {mean}<br>it happened "
                                   "in {happened} of them", b["turns"]).format(
                label=label, bin=b["bin"], n=b["turns"], mean=percent(b["mean_chance"]),
                happened=percent(b["happened"])) for b in bins.to_dict("records")]
        fig.layout.annotations[-1].visible = not enough


# ----- the controls ---------------------------------------------------------------------------
class PredictView(widgets.VBox):
    """The exercise as a class uses it: the question, a slider and a text box for the guess,
    "Turn the card" and "Next turn" (buttons, reachable with Tab), the sentence, the chart."""

    def __init__(self, exercise: Predict) -> None:
        self.exercise = exercise
        self.question = widgets.HTML()
        self.cards = widgets.HTML()  # the question's cards, as the table draws them
        style_sheet = widgets.HTML(table_style(exercise.question.game))
        self.slider = widgets.IntSlider(value=50, min=0, max=100, step=1, description=_("Guess"),
                                        readout_format="d", continuous_update=True,
                                        style={"description_width": "auto"},
                                        layout=widgets.Layout(width="300px"))
        self.box = widgets.Text(value="", placeholder=_("or type 23%, 0.23, 7/30"),
                                continuous_update=False, description="",
                                layout=widgets.Layout(width="190px"))
        self.turn_button = widgets.Button(description=_("Turn the card"), icon="eye",
                                          button_style="primary",
                                          tooltip=_("Reveal the card: the exact chance and what "
                                                    "happened"), layout=widgets.Layout(width="auto"))
        self.next_button = widgets.Button(description=_("Next turn"), icon="forward",
                                          tooltip=_("Play on to the next question"),
                                          layout=widgets.Layout(width="auto"))
        self.message = widgets.HTML()
        self.score = widgets.HTML()
        self.figure = new_figure(exercise.question.title)
        self._typing = False
        self.slider.observe(self._slid, names="value")
        self.box.observe(self._typed, names="value")
        self.turn_button.on_click(lambda _button: self.turn())
        self.next_button.on_click(lambda _button: self.exercise.next())
        percent_label = widgets.HTML("%")
        super().__init__([style_sheet, self.question, self.cards,
                          widgets.HBox([self.slider, percent_label, self.box, self.turn_button,
                                        self.next_button]),
                          self.message, self.score, self.figure.widget])
        self.add_class("ck-predict")
        self.refresh("")

    def _slid(self, change) -> None:
        if not self._typing:
            self.exercise.guess(change["new"] / 100)

    def _typed(self, change) -> None:
        if change["new"].strip() and not self._typing:
            self.exercise.guess(change["new"])

    def turn(self) -> None:
        """What "Turn the card" does: take the slider's (or the box's) guess, then reveal."""
        ex = self.exercise
        if not ex.revealed and ex._guess is None:
            ex.guess(self.box.value if self.box.value.strip() else self.slider.value / 100)
        ex.reveal()

    def refresh(self, message: str) -> None:
        ex = self.exercise
        s = ex.situation
        self.question.value = _("<b>Turn {turn}</b> (game seed {seed}, action {action}): "
                                "{question}").format(turn=s.turn, seed=s.seed,
                                                     action=s.step + 1, question=s.text)
        self.cards.value = (cards_html(ex.question, s.game, s.moment.cards)
                            if s.moment.cards else "")
        self._typing = True
        if ex._guess is not None and not ex.revealed:
            self.slider.value = round(100 * ex._guess)
        elif ex._guess is None and not ex.revealed:
            self.box.value = ""  # a new question: the last turn's typing is cleared
        self._typing = False
        self.turn_button.disabled = self.slider.disabled = self.box.disabled = ex.revealed
        self.next_button.disabled = not ex.revealed
        if not ex.revealed and not message:
            message = _("Guess with the slider or the box, then press Turn the card.")
        self.message.value = f"<span style='font-size:15px'>{message}</span>"
        self.score.value = f"<i>{ex.summary()}</i>" if ex.results else ""
        update_figure(self.figure, ex.results, ex.question.yes)
