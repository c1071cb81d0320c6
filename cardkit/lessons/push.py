"""The Push lesson (notebooks/01_push.ipynb): its tables, charts, exercise checks and experiment."""
from __future__ import annotations

import math
from collections import Counter
from types import MappingProxyType

import pandas as pd
import plotly.graph_objects as go
from IPython.display import Markdown

import cardkit
from cardkit import sim
from cardkit.agents.push import PushSensible
from cardkit.games.push import COLOURS, SYMBOL, colour_of, expected_roll_loss, rank_of
from cardkit.games.push import points as bench_points
from cardkit.i18n import N_, _, ngettext
from cardkit.lessons import common, kit, predict
from cardkit.lessons.common import CHANCE_FORMS, Verdict, as_number, check_number, fitting_hint
from cardkit.prob import push as prob
from cardkit.views.charts import style

show = common.show  # the notebook calls lesson.show
COLOUR_HEX = kit.CARD_COLOURS  # the cards' colours, as the deck chart draws them

# The by-hand example: one push that fills three columns without a bust.
EXAMPLE_DECK = ("R1", "B2", "R3", "G4", "B5", "G6")
EXAMPLE_ACTIONS = ("draw", "place 1", "draw", "place 1", "draw", "place 2",
                   "draw", "place 2", "draw", "place 3", "draw", "place 3")
EXERCISE_DECK = ("R1", "G2", "ROLL", "R3", "B4", "G5", "P6")
EXERCISE_ACTIONS = ("draw", "place 1", "draw", "place 1", "draw", "place 1", "draw", "place 2",
                    "draw", "place 2", "draw", "place 3", "draw", "place 3")
THRESHOLDS = (0.05, 0.1, 0.2, 0.3, 0.5)
# the colours' names, translated where the deck and bust tables name them
COLOUR_WORDS = (N_("red"), N_("blue"), N_("green"), N_("yellow"), N_("purple"))
# the forms of the exercises' answers that are no chance: points, and a stopping threshold
POINTS_FORMS = N_("Points may be a decimal such as 1.5 or a fraction such as '7/3'.")
THRESHOLD_FORMS = N_("A threshold may be a decimal such as 0.3 or a percentage such as '30%'.")


# Each Decision of the rules file (a phrase of it) told in a student's words.
DECISION_WORDS = MappingProxyType({
    "six faces, the five colours and a star": N_("The die has six faces: the five colours and a "
    "star. A star is safe: nobody loses a card."),
    "player 0 takes the first turn": N_("Player 0 plays first, and columns are first collected "
    "clockwise (player 1 after player 0, and so on)."),
    "each Switch card reverses it": N_("Every Switch card reverses the collection order; the top "
    "Switch card shows which way it goes now."),
    "a Switch is a `draw` of its own": N_("A Switch card is a draw of its own: after it you choose "
    "again to draw or to stop. It never busts you."),
    "only once at least one card lies in a column": N_("You may stop only once at least one card "
    "lies in a column."),
    "when the draw pile runs out during a push": N_("If the draw pile runs out while you push, "
    "you can only stop."),
    "columns keep their numbers 1–3": N_("Columns keep their numbers 1–3 while they are being taken."),
    "taking is compulsory while a column remains": N_("When your turn to take comes and a column "
    "is left, you must take one; columns still left at the end are discarded."),
    "STAR is safe here too": N_("After a bust the star is safe too."),
    "legal only when the bench holds at least one card": N_("You may bank a colour only if your "
    "bench holds a card of it, so with an empty bench you must push."),
    "equal scores share the win": N_("Equal top scores share the win."),
    "the bank is face down": N_("Banked cards lie face down, but everybody saw them on the bench "
    "first, so the chances count them as cards already seen."),
})
OPTION_WORDS = MappingProxyType({
    "harder": N_("A harder game: the star takes your whole bench instead of nothing "
              "(`cardkit.make(\"push\", harder=True)`)."),
})


def rules_in_depth():
    """Every Decision and option of Push in a student's words, folded (shown in the notebook)."""
    return common.rules_in_depth("push", DECISION_WORDS, OPTION_WORDS)


def legal(g) -> None:
    """Print the legal actions as the texts a player types."""
    print(_("legal now:"), ", ".join(f"'{a}'" for a in g.legal_actions()))


# ----- the deck -------------------------------------------------------------------
def deck_table(players: int = 3) -> pd.DataFrame:
    """How many cards of each colour and rank the deck holds, with Roll and Switch cards."""
    deck = Counter(cardkit.game_class("push").full_deck(players, cardkit.game_class("push").Options()))
    rows = {f"{SYMBOL[c]} {_(c)}": {r: deck[f"{c[0].upper()}{r}"] for r in range(1, 7)}
            for c in COLOURS}
    table = pd.DataFrame(rows).T
    table.columns = [_("rank {r}").format(r=r) for r in range(1, 7)]
    table[_("cards")] = table.sum(axis=1)
    table.loc[_("⚄ Roll")] = [0] * 6 + [deck["ROLL"]]
    table.loc[_("⇄ Switch")] = [0] * 6 + [deck["SWITCH"]]
    table.loc[_("all")] = table.sum()
    return table


def deck_view(players: int = 3):
    """The deck table, formatted for reading (kinds of card down, ranks across)."""
    return common.styled(deck_table(players), index=True)


def deck_chart(players: int = 3) -> go.Figure:
    """A stacked bar per colour in the cards' own colour, one layer per rank 1–6 (each layer
    numbered, so no second set of colours competes with the cards'), beside Roll and Switch."""
    table = deck_table(players)
    fig = go.Figure()
    names = list(table.index[:5]) + [_("⚄ Roll"), _("⇄ Switch")]
    colours = [kit.CARD_COLOURS[c] for c in COLOURS]
    cards = _("cards")
    for r in range(1, 7):
        rank = _("rank {r}").format(r=r)
        counts = [int(table.loc[n, rank]) for n in names[:5]]
        fig.add_bar(x=names[:5], y=counts, name=rank, showlegend=False,
                    text=[_("rank {r}: {v}").format(r=r, v=v) for v in counts],
                    textposition="inside", insidetextanchor="middle", textangle=0,
                    textfont=dict(color=[kit.ink(c) for c in colours]),
                    marker=dict(color=colours, line=dict(color="#fff", width=2)),
                    hovertemplate=_("%{{x}}, rank {r}: %{{y}} cards").format(r=r)
                    + "<extra></extra>")
    special = [int(table.loc[n, cards]) for n in names[5:]]
    fig.add_bar(x=names[5:], y=special, name=_("Roll and Switch"), showlegend=False,
                text=[ngettext("{n} card", "{n} cards", v).format(n=v) for v in special],
                textposition="inside", textangle=0,
                marker=dict(color=style.GREY, pattern=dict(shape=["x", "/"], fgcolor="#fff")),
                hovertemplate=_("%{x}: %{y} cards") + "<extra></extra>")
    total = int(table.loc[_("all"), cards])
    fig.update_layout(barmode="stack", template="plotly_white", height=420,
                      title=_("The Push deck with {players} players: {total} cards (each layer "
                              "a rank)").format(players=players, total=total),
                      xaxis_title=_("kind of card"), yaxis_title=_("number of cards"))
    return style.readable(fig)


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
    unseen = g.unseen(prob.viewer(g))
    return Counter({code: n for code, n in unseen.items() if prob.busts(code, columns)})


def bust_table(g) -> pd.DataFrame:
    """For each colour, which ranks bust, and how many such cards are unseen."""
    columns = [c for c in g.columns if c is not None]
    unseen = g.unseen(prob.viewer(g))
    rows = []
    for colour in COLOURS:
        codes = [f"{colour[0].upper()}{r}" for r in range(1, 7)]
        bad = [c for c in codes if prob.busts(c, columns)]
        rows.append({_("colour"): _(colour), _("busting ranks"): " ".join(str(rank_of(c)) for c in bad)
                     or "-", _("unseen busting cards"): sum(unseen[c] for c in bad)})
    return pd.DataFrame(rows).set_index(_("colour"))


def chances_table(g, player: int = 0):
    """What ``cardkit.prob.push`` says of the position, in sentences: the bust chance (a Switch
    counts as a safe draw), the placed-card figure labelled as such, the expected loss."""
    unseen = g.unseen(player)
    rows = [(_("chance the next draw busts (a Switch counts as a safe draw)"),
             f"{prob.bust_chance(g, player):.1%}",
             _("busting cards over all {n} unseen cards").format(n=sum(unseen.values()))),
            (_("chance the next card to be placed busts (Switch cards passed over)"),
             f"{prob.placed_bust_chance(g, player):.1%}",
             _("busting cards over the {n} unseen number and Roll cards").format(
                 n=sum(unseen.values()) - unseen['SWITCH'])),
            (_("bench points lost on average if the player busts now"),
             f"{prob.expected_bust_loss(g, player):.2f}",
             _("the six die faces, each with chance 1/6"))]
    return common.styled(pd.DataFrame(rows, columns=[_("figure"), _("value"), _("counted as")]))


def switch_game(players: int = 3) -> cardkit.Game:
    """The by-hand example's columns in a game with Switch cards (three players or more)."""
    g = cardkit.make("push", players=players, seed=11, deck=EXAMPLE_DECK)
    for text in EXAMPLE_ACTIONS:
        g.apply(text)
    return g


def columns_table(g, player: int = 0):
    """Each column: its cards, points and expected points (a Roll card may cost some)."""
    table = prob.expected_column_points(g, player).rename(columns={
        "column": _("column"), "cards": _("cards"), "points": _("points"),
        "roll_card": _("Roll card"), "expected_points": _("expected points")})
    return common.styled(table, {_("expected points"): "{:.1f}",
                                 _("Roll card"): lambda held: _("yes") if held else _("no")})


def bust_view(g):
    """The bust table formatted for reading."""
    return common.styled(bust_table(g), index=True)


# ----- exercises -------------------------------------------------------------------
def check_rank_six(answer) -> Verdict:
    """Exercise 1: how many rank-6 cards are in a 3-player deck?"""
    truth = sum(1 for c in cardkit.game_class("push").full_deck(3, cardkit.game_class("push").Options())
                if c not in ("ROLL", "SWITCH") and rank_of(c) == 6)
    hint = fitting_hint(answer, [(3, _("3 is the rank-6 cards of one colour: every colour has them.")),
                                 (5, _("5 is the number of colours, but each colour holds three "
                                       "copies of its 6.")),
                                 (18, _("18 is all the cards of one colour; count only the 6s."))],
                        _("Each colour has every rank in three copies. How many colours are there?"))
    return check_number(answer, truth, _("{truth}: five colours × three copies.").format(truth=truth),
                        hint, digits=1, example="12")


def check_bust_chance(answer, g=None) -> Verdict:
    """Exercise 2: the chance that player 0's next card busts in the exercise game."""
    g = exercise_game() if g is None else g
    truth = prob.bust_chance(g)
    bad, unseen = sum(busting_cards(g).values()), sum(g.unseen(0).values())
    rolls = g.unseen(0)["ROLL"]
    roll_hint = _("You counted the Roll cards as busting, but a Roll card only needs a column "
                  "without one: columns 2 and 3 take it.")
    hint = fitting_hint(answer, [
        ((bad + rolls) / unseen, roll_hint), ((bad + rolls + 1) / unseen, roll_hint),
        (bad / 108, _("You divided by the whole two-player deck (108): the 7 cards in the "
                      "columns are not in the draw pile any more.")),
        (bad / 120, _("You divided by 120, but with two players the Switch cards are out (108), "
                      "and 7 cards lie in the columns.")),
        (bad / 3 / unseen, _("Each busting kind of card has three copies in the deck: count "
                             "them all."))],
        _("Count the unseen cards that clash with all three columns (by colour or number), "
          "then divide by all unseen cards."))
    return check_number(answer, truth, _("{bad} busting cards out of {unseen} unseen: "
                                         "{bad}/{unseen} ≈ {truth:.3f}.").format(
                                             bad=bad, unseen=unseen, truth=truth),
                        hint, digits=2, example="'3/17'", forms=CHANCE_FORMS)


def expected_loss_truth(bench=("R2", "R5", "B4", "Y6"), harder: bool = False) -> float:
    """The expected bench points lost on a bust, as the rules count it
    (``cardkit.games.push.expected_roll_loss``): each die face has chance 1/6; STAR costs
    nothing, or in the harder game the whole bench."""
    return expected_roll_loss(bench_points(bench), harder)


def check_expected_loss(answer, bench=("R2", "R5", "B4", "Y6"), harder: bool = False) -> Verdict:
    """Exercise 3: expected bench points lost on a bust, averaged over the six die faces."""
    truth = expected_loss_truth(bench, harder)
    total, colours = sum(rank_of(c) for c in bench), len({colour_of(c) for c in bench})
    hint = fitting_hint(answer, [
        (total / 5, _("You averaged over five faces, but the die has six: the STAR face loses "
                      "nothing and still counts.")),
        (total, _("That is the whole bench; a bust loses only the cards of the rolled colour.")),
        (total / colours, _("You averaged over the colours on the bench; average over all six "
                            "faces of the die instead."))],
        _("Add up what each face (RED … PURPLE, STAR) would cost, then divide by 6."))
    lost = 2 * total if harder else total
    right = (_("{lost}/6 ≈ {truth:.2f} points: each face has chance 1/6 and STAR takes the "
               "whole bench.") if harder else
             _("{lost}/6 ≈ {truth:.2f} points: each face has chance 1/6 and STAR costs nothing."))
    return check_number(answer, truth, right.format(lost=lost, truth=truth), hint, digits=2,
                        example="1.5", forms=POINTS_FORMS)


def check_best_threshold(answer, rates: pd.DataFrame) -> Verdict:
    """Exercise 4: which threshold won most often in your experiment?"""
    best = float(rates["win_rate"].idxmax())
    value = as_number(answer)
    hint = _("Read the tallest bar of the chart (or the win rate column).")
    if value is not None and any(math.isclose(value, t) for t in rates.index):
        hint = _("Stopping at {value:.0%} won {rate:.1%} of its games; is another bar "
                 "taller?").format(value=value, rate=rates.loc[value, 'win_rate'])
    return check_number(answer, best, _("Stopping at a {best:.0%} bust chance won most "
                                        "often.").format(best=best),
                        hint, digits=1, example="0.3", forms=THRESHOLD_FORMS)


# ----- the experiment ---------------------------------------------------------------
def threshold_experiment(thresholds=THRESHOLDS, games: int = 1000, seed: int = 2026,
                         progress: bool = True) -> pd.DataFrame:
    """Five-player games between PushSensible bots differing only in ``max_bust``, the seats
    rotated in equal blocks of games (``kit.rotated_study``). One row per game and player."""
    return kit.rotated_study("push", thresholds, lambda t: PushSensible(max_bust=t, max_loss=math.inf),
                             games, seed, "max_bust", progress)


def win_rates(results: pd.DataFrame) -> pd.DataFrame:
    """Per threshold: games, wins, win rate with its Wilson 95% interval, and the mean score."""
    return kit.rates_by(results, "max_bust")


def rates_view(rates: pd.DataFrame):
    """The win rates formatted for reading: thresholds and rates as percentages, intervals."""
    table = rates.reset_index()
    table["95% interval"] = list(map(kit.interval_text, table["low"], table["high"]))
    table = table[["max_bust", "games", "wins", "win_rate", "95% interval", "mean_score"]].rename(
        columns={"max_bust": _("stop at a bust chance of"), "mean_score": _("mean score"),
                 "win_rate": _("win rate"), "games": _("games"), "wins": _("wins"),
                 "95% interval": _("95% interval")})
    return common.styled(table, {_("stop at a bust chance of"): "{:.0%}",
                                 _("mean score"): "{:.1f}", _("win rate"): "{:.1%}"})


def threshold_chart(rates: pd.DataFrame) -> go.Figure:
    """Win rate per threshold with its 95% interval; a dashed line marks a fair share."""
    share = 1 / len(rates)
    return kit.rates_chart(
        rates, [f"{t:.0%}" for t in rates.index],
        reference=(share, _("fair share:<br>{share:.0%}").format(share=share)),
        title=_("Which stopping threshold wins? (5-player games, seats rotated)"),
        xaxis_title=_("max_bust: stop when the bust chance reaches"),
        yaxis_title=_("share of games won"), colour=style.GREEN, pattern="",
        hover=_("stop at a %{x} bust chance<br>won %{customdata[0]} of %{customdata[1]}"
                " games (%{y:.1%})<br>mean score %{customdata[2]:.1f}"))


# ----- predict, then reveal -------------------------------------------------------------
class BustQuestion(predict.Question):
    """Push's predict-then-reveal question: three columns are open and the player draws once
    more; what is the chance this card busts? (``cardkit.prob.push.bust_chance``)."""

    game, options = "push", {"players": 3}
    title = N_("does the draw bust?")
    yes, no = N_("it busted"), N_("no bust")
    board, special = "ck-push", {"ROLL": "⚄", "SWITCH": "⇄"}  # as widgets/games/push.js draws

    def moment(self, g, chosen) -> bool:
        columns = [c for c in g.columns if c is not None]
        return (g.phase == "push" and len(columns) == 3 and "draw" in map(str, g.legal_actions())
                and prob.bust_chance(g) > 0)

    def action(self, g, chosen) -> str:
        return "draw"  # the class asks the player to push once more

    def ask(self, g, chosen) -> predict.Moment:
        p = g.current_player
        columns = tuple((_("column {i}").format(i=i), tuple(c)) for i, c in enumerate(g.columns, 1)
                        if c is not None)
        unseen, bad = sum(g.unseen(p).values()), sum(busting_cards(g).values())
        return predict.Moment(p, _("Player {p} has three columns open (their cards are below). "
                                   "{unseen} cards are unseen. Player {p} draws once more: what "
                                   "is the chance this card busts?").format(p=p, unseen=unseen),
                              prob.bust_chance(g, p),
                              _("{bad} of {unseen} unseen cards bust").format(bad=bad, unseen=unseen),
                              columns)

    def outcome(self, before, g, player, events) -> predict.Outcome:
        told = " ".join(str(e) for e in events if e.kind in ("draw", "switch", "bust"))
        return predict.Outcome(any(e.kind == "bust" for e in events), told,
                               tuple(map(str, events)))


def predict_bust(seed: int = 2026) -> predict.Predict:
    """The predict-then-reveal exercise of Push: guess the bust chance, then draw."""
    return predict.Predict(BustQuestion(), seed)


# ----- the bot says why; go back and try the other choice -------------------------------
STORY_SEED = 4  # a three-player game of sensible bots: at move 44 player 2 stops at 16%

FIGURE_WORDS = MappingProxyType({  # the figures of PushSensible.explain a student reads, in words
    "placed_bust_chance": N_("chance that the next card placed busts"),
    "busting": N_("unseen number and Roll cards that fit no column"),
    "unseen_placeable": N_("unseen number and Roll cards"),
    "max_bust": N_("the bot's bust-chance limit"),
    "expected_bust_loss": N_("bench points a bust costs on average"),
    "expected_loss": N_("expected loss of drawing on (points)"),
    "max_loss": N_("the bot's expected-loss limit (points)"),
    "chance_after": N_("chance that the next card placed busts, after this place"),
    "expected_points": N_("the column's worth to the bot (points, on average)"),
    "points": N_("the column's points"),
    "colour_points": N_("points of the richest bench colour"),
    "bank_at": N_("the bot banks a colour worth this many points"),
})


def bot_game(seed: int = STORY_SEED, players: int = 3) -> cardkit.Game:
    """A game played to the end by sensible bots at every seat (seeded: the class sees the
    same cards)."""
    return sim.play("push", ["sensible"], seed=seed, players=players)


CHANCES = ("placed_bust_chance", "max_bust", "chance_after")  # the figures that are chances


def explained_move(g, step: int) -> Markdown:
    """The sensible bot's own explanation of move ``step + 1`` of ``g`` (as it stood after
    ``step`` actions: ``g.at(step)``), read aloud: its sentence, then the figures it weighed."""
    return kit.explained_move(PushSensible(), g, step, FIGURE_WORDS, CHANCES)


def try_other_choice(before, other: str) -> Markdown:
    """Two games from one moment ``before`` (a ``game.at(N)`` copy, left unchanged): the
    sensible bot's choice and ``other``, each played on by sensible bots to the end. What
    happened in the rest of that turn, the player's bench when it ended, the final scores."""
    bot, n, p = PushSensible(), len(before.history), before.current_player
    bots = [bot] * before.players
    parts, rows = [], []
    labels = (_("the bot's choice"), _("the other choice"))
    choices = (str(bot.choose(before.at(n), p)), other)
    for label, (first, g, events) in zip(labels, kit.branches(before, n, choices), strict=True):
        turn = g.turns
        said = [str(e) for e in events + kit.play_on(g, bots, lambda g, t=turn: g.turns != t)]
        bench = bench_points(g.bench[p])
        kit.play_on(g, bots)
        scores = g.scores()
        parts.append(f"**{label}, `{first}`:** " + " ".join(said))
        winners = ", ".join(_("player {q}").format(q=q) for q in g.winners())
        rows.append(f"| {label}: `{first}` | {bench} | {scores[p]} | {winners} |")
    head = (_("move {n}").format(n=n + 1),
            _("player {p}'s bench points when the turn ends").format(p=p),
            _("player {p}'s final score").format(p=p), _("winner"))
    return Markdown("\n\n".join(parts) + "\n\n| " + " | ".join(head) + " |\n|---|---|---|---|\n"
                    + "\n".join(rows))
