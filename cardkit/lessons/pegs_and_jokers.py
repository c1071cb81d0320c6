"""The Pegs and Jokers lesson (notebooks/05_pegs_and_jokers.ipynb): tables, charts, checks, experiment."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from math import comb
from types import MappingProxyType

import pandas as pd
import plotly.graph_objects as go
from IPython.display import Markdown

import cardkit
from cardkit.agents.pegs_and_jokers import PegsSensible
from cardkit.games.pegs_and_jokers import game as rules
from cardkit.games.pegs_and_jokers.board import PEGS, where
from cardkit.i18n import N_, _, ngettext
from cardkit.prob import pegs_and_jokers as prob
from cardkit.views.charts import style

from . import common, kit, predict
from .common import check_number, fitting_hint, say, styled, tell

# The step-by-step game: four players, seed 5; sensible bots play the first seven actions.
STORY_SEED = 5
STORY_ACTIONS = 7
# The experiment: every seat plays the same bot; only how it treats 8s differs.
ARMS = MappingProxyType({N_("sensible (8s when they gain)"): 0.0,  # _() when shown
                         N_("8s only when forced"): -1000.0})
DEALS = 150  # paired deals per arm in the notebook: the whole notebook runs in well under 30 s
SUIT_NAMES = MappingProxyType({"S": N_("♠ spades"), "H": N_("♥ hearts"), "D": N_("♦ diamonds"),
                               "C": N_("♣ clubs")})

# Every Decision of the rules file (a phrase of its rule -> the rule as a student reads it);
# common.decisions_in_words raises if the rules file gains or changes one.
DECISION_WORDS = MappingProxyType({
    "the source gives no layout": N_("The rules draw no board, so the toolkit uses the standard "
    "one: 18 holes a side for each player, the come-out hole (where pegs enter the track) at "
    "hole 8, the in-spot at hole 3 with its five-hole home lane, and five pegs each."),
    "player 0 is the first dealer's left-hand neighbour": N_("Player 0 plays first; the deal "
    "passes to the left each time the deck is rebuilt."),
    "when the draw pile is empty the discard pile is shuffled": N_("When the draw pile is empty, "
    "the discard pile is shuffled into a new one."),
    "never into or out of home, never from start": N_("An 8 moves a peg 8 holes backward, but "
    "never into or out of home, and never out of the start area."),
    "if it holds an opponent's peg, that peg goes back to its start": N_("Landing on a partner "
    "sends that peg to its in-spot: an opponent sitting there goes back to start, and if "
    "another peg of the team sits there the move is not allowed."),
    "coming out onto a come-out hole occupied by another colour": N_("Coming out onto your "
    "come-out hole lands on a peg of another colour sitting there (with the usual effect); "
    "if a peg of your own colour sits there you cannot come out."),
    "may turn into home (each step into the home lane counts as one hole)": N_("A forward move "
    "that reaches your in-spot may turn into the home lane, each step in counting one hole, "
    "if it ends on an empty home hole without jumping a peg there; or it goes on round the "
    "track. A move that would overshoot the lane must go round."),
    "when both are legal they are two different actions": N_("When a move could either turn "
    "into home or go on round, these are two different choices (the one into home is marked "
    "'home')."),
    "pegs in home may move further in, exactly, never out": N_("Pegs in home may move further "
    "in, by the exact count, never back out."),
    "when two identical cards are in hand, either may be named": N_("When you hold two identical "
    "cards, it does not matter which one you name."),
})
# The engine's smaller choices (its docstring's "What this module chooses") for a student.
CHOICE_WORDS = (
    N_("A card other than a joker that can move a team peg must be played. A joker is never "
    "compulsory, but it may always be played when it can move."),
    N_("When you must discard, any card may go, a joker too."),
    N_("A peg never passes or lands on a peg of its own colour on the track; it passes partners' "
    "and opponents' pegs freely. A partner standing on its own in-spot cannot be landed on."),
    N_("A peg standing on its own in-spot turns into home with its whole move. The short way "
    "home (an 8 back past the in-spot, then forward into home) is allowed."),
    N_("A 7 or a 9 split moves two different team pegs forward, in the order written."),
    N_("A joker brings a peg out while any start area of the team holds a peg; only when they "
    "are all empty may it move a peg on the track (never one in home)."),
    N_("A team wins when all its pegs are home: every member of that team wins."),
)


# ----- the rules ------------------------------------------------------------------------
def engine_choices() -> list[str]:
    """The bullets of "What this module chooses" in the engine's docstring."""
    return common.docstring_bullets(rules.__doc__, "What this module chooses", "Legal actions are listed")


def rules_in_depth() -> Markdown:
    """Every Decision of the rules file and the engine's smaller choices, in words, folded."""
    return common.rules_in_depth("pegs-and-jokers", DECISION_WORDS, choice_words=CHOICE_WORDS)


def card_powers():
    """What each card does, with the action text that plays it."""
    rows = [("A", _("brings a peg out, or 1 forward"), "play AH 0:0"),
            ("2–6, 10", _("that many holes forward"), _("play 5D 0:1 (add home to turn in)")),
            ("7", _("7 forward, or split over two team pegs"), "play 7S 0:1:3 2:0:4"),
            ("8", _("8 backward (never into, out of or within home, never from start)"),
             "play 8H 0:0"),
            ("9", _("9 forward, or split over two team pegs"), "play 9C 0:0:1 2:0:8"),
            ("J, Q, K", _("bring a peg out, or 10 forward"), "play KD 1:0"),
            (_("joker"), _("a peg jumps onto another colour's peg (from start while any team peg "
                           "is in start)"), "play JK 0:1 1:3"),
            (_("any card"), _("discard it, only when no card but a joker can move"), "discard 2D")]
    return styled(pd.DataFrame(rows, columns=[_("card"), _("what it does"), _("action text")]))


def _ranks(answer) -> set[str] | None:
    """A set of ranks as a student writes it: {'A', 'K'}, ['a', 'k'], 'A, K, Q, J', 'AKQJ';
    None if it is no set of ranks (a word such as 'seven', or a placeholder)."""
    if isinstance(answer, (set, list, tuple, frozenset)):
        words = [str(r).strip().upper().replace("JOKER", rules.JOKER) for r in answer]
    elif isinstance(answer, str) and answer.strip():
        text = answer.upper().replace(",", " ").replace("JOKER", rules.JOKER)
        words = text.split()
        if len(words) == 1 and words[0] not in rules.RANKS + (rules.JOKER,):
            words = [w for w in words[0].replace("10", "T")]
            words = ["10" if w == "T" else w for w in words]
    else:
        return None
    known = set(rules.RANKS) | {rules.JOKER}
    return set(words) if words and set(words) <= known else None


def check_out_cards(answer):
    """Exercise 1: which ranks bring a peg out of its start area (besides a joker)?"""
    truth = set(rules.OUT_RANKS)
    got = _ranks(answer)
    if got is None:
        placeholder = answer is None or answer is Ellipsis or (
            isinstance(answer, str) and answer.strip() in ("", "...", "…"))
        return say(False, "", _("Replace the placeholder with a set of ranks such as {{'A', "
                                "'5'}}.").format() if placeholder else
                   _("Give a set of ranks such as {{'A', '5'}}, not {answer}.").format(
                       answer=repr(answer)))
    joker = rules.JOKER in got
    got.discard(rules.JOKER)
    extra, missing = sorted(got - truth), truth - got
    hint = (ngettext("{ranks} only moves a peg along the track: which cards say 'out' in the "
                     "table?", "{ranks} only move a peg along the track: which cards say 'out' "
                     "in the table?", len(extra)).format(ranks=", ".join(extra)) if extra else
            ngettext("{n} rank that bring a peg out is missing: read the 'what it does' column "
                     "again.", "{n} ranks that bring a peg out are missing: read the 'what it "
                     "does' column again.", len(missing)).format(n=len(missing)))
    return say(got == truth, _("A, K, Q and J bring a peg out onto its come-out hole (and the "
                               "joker, as you say, by landing on a peg).") if joker else
               _("A, K, Q and J bring a peg out onto its come-out hole."), hint)


# ----- the deck -------------------------------------------------------------------------
def deck_table(players: int = 4) -> pd.DataFrame:
    """The deck for a table of ``players``: copies of each rank, by suit."""
    deck = Counter(rules.PegsAndJokers.full_deck(players, rules.Options()))
    table = pd.DataFrame({_(SUIT_NAMES[s]): [deck[r + s] for r in rules.RANKS] for s in rules.SUITS},
                         index=pd.Index(rules.RANKS, name=_("rank")))
    table[_("no suit")] = 0
    table.loc[_("joker")] = [0, 0, 0, 0, deck[rules.JOKER]]
    table[_("all")] = table.sum(axis=1)
    return table


def deck_chart(players: int = 4) -> go.Figure:
    """Cards per rank, coloured by what they do."""
    t = deck_table(players)[_("all")]
    kind = ["brings a peg out" if r in rules.OUT_RANKS else "joker" if r == _("joker") else
            "backward" if r == "8" else "may split" if r in rules.SPLIT else "forward" for r in t.index]
    # each kind its colour and its own pattern, so that no two kinds differ by colour alone
    colour = {"brings a peg out": style.GREEN, "joker": style.YELLOW, "backward": style.PURPLE,
              "may split": style.SKY_BLUE, "forward": style.BLUE}
    pattern = {"brings a peg out": "+", "joker": "x", "backward": "\\", "may split": ".",
               "forward": "/"}
    fig = go.Figure()
    for k in colour:
        sel = [i for i, x in enumerate(kind) if x == k]
        fig.add_bar(x=[t.index[i] for i in sel], y=[t.iloc[i] for i in sel], name=_(k),
                    marker=dict(color=colour[k], pattern=dict(shape=pattern[k], fgcolor="#fff"),
                                line=dict(color="#333", width=1)),
                    hovertemplate=_("%{x}: %{y} cards") + "<extra>" + _(k) + "</extra>")
    fig.update_layout(title=_("The {players}-player deck: {n} cards").format(players=players,
                                                                           n=t.sum()),
                      template="plotly_white", height=340, xaxis_title=_("rank"),
                      yaxis_title=_("cards"), legend_title=_("what it does"),
                      xaxis=dict(categoryorder="array", categoryarray=list(t.index)))
    return style.readable(fig)


# the kinds of card of the deck chart, translated where the chart names them
KIND_WORDS = (N_("brings a peg out"), N_("joker"), N_("backward"), N_("may split"), N_("forward"))


def check_deck_size(answer):
    """Exercise 2: how many cards does the 8-player deck hold?"""
    truth = len(rules.PegsAndJokers.full_deck(8, rules.Options()))
    four = len(rules.PegsAndJokers.full_deck(4, rules.Options()))
    hint = fitting_hint(answer, [
        (four, _("{four} is the deck of 4 or 6 players: eight players use four decks.").format(
            four=four)),
        (4 * 52, _("Four decks are 208 cards: add the eight jokers.")),
        (4 * 52 + 6, _("Eight players use eight jokers, not six."))],
        _("Eight players use four decks of 52 and eight jokers."))
    return check_number(answer, truth, _("{truth}: four 52-card decks and 8 jokers.").format(
        truth=truth), hint, example="100")


# ----- the story game -------------------------------------------------------------------
def story_game():
    """The four-player game of section 3, before its first action."""
    return cardkit.make("pegs-and-jokers", players=4, seed=STORY_SEED)


def play_story(g, actions: int = STORY_ACTIONS) -> None:
    """Sensible bots play ``actions`` actions, each printed with its events."""
    tell(g, [PegsSensible() for _seat in range(g.players)], actions)


def story_after():
    """The story game after its seven actions (player 3 to play)."""
    g = story_game()
    kit.play_on(g, [PegsSensible()] * g.players, lambda g: len(g.history) >= STORY_ACTIONS)
    return g


def check_short_way(answer):
    """Exercise 3: how many holes did peg 0:0 travel on the track before turning into home?"""
    hint = fitting_hint(answer, [
        (8, _("8 is the move back: add the 7's steps from hole 0 up to the in-spot (hole 3).")),
        (8 + 7, _("The 7's last 4 steps went into the home lane, not along the track.")),
        (3, _("3 are the 7's steps up to the in-spot: add the 8 back.")),
        (67, _("67 is the long way round from hole 8, which the 8 saved."))],
        _("Add the holes: the 8 back, then the steps of the 7 up to the in-spot (hole 3)."))
    return check_number(answer, 8 + 3, _("11: 8 back from hole 8 to hole 0, then 3 holes to "
                                         "the in-spot (hole 3) before the 7's other 4 steps went "
                                         "into home. From hole 8 the way round to the in-spot "
                                         "is 67 holes."), hint, example="20")


# ----- the bot says why; go back and try the other choice -------------------------------
FIGURE_WORDS = MappingProxyType({  # the figures of PegsSensible.explain a student reads, in words
    "progress": N_("our team's progress gained (holes)"),
    "sent_back": N_("opponents' progress sent back to start (holes)"),
    "exposure": N_("our progress left within one card's move of an opponent peg (holes)"),
    "score": N_("the play's score"),
    "next_best": N_("the next best score weighed"),
    "search_stop": N_("the most any play not weighed could score"),
    "plays_weighed": N_("plays weighed"),
    "plays": N_("legal plays"),
    "max_danger": N_("danger map: our most exposed peg sent back at the next opponent's turn"),
})


def explained_move(g, step: int) -> Markdown:
    """The sensible bot's own explanation of the move after the first ``step`` actions of
    ``g`` (``g.at(step)``), read aloud: its sentence, then the figures it gives."""
    return kit.explained_move(PegsSensible(), g, step, FIGURE_WORDS, ("max_danger",))


def try_other_choice(before, other: str, peg: str = "0:0", watch: int = 3):
    """Two games from one moment ``before`` (a ``game.at(N)`` copy, left unchanged): the
    sensible bot's choice and ``other``, each played on by sensible bots to the end. Where
    ``peg`` stands and its team's progress ``watch`` actions later, and how the game ends."""
    bot, n = PegsSensible(), len(before.history)
    colour, number = (int(x) for x in peg.split(":"))
    q, team = colour * PEGS + number, rules.team_of(colour)
    choices = (str(bot.choose(before.at(n), before.current_player)), other)
    rows = []
    for label, (_choice, g, _events) in zip((_("the bot's choice"), _("the other choice")),
                                kit.branches(before, n, choices), strict=True):
        kit.play_on(g, [bot] * g.players)
        then = g.at(min(n + watch, len(g.history)))
        rows.append({"": label, _("move {n}").format(n=n + 1): g.history[n][1],
                     _("peg {peg} after move {n}").format(peg=peg, n=n + watch): where(then.loc[q]),
                     _("team {team}'s progress then (holes)").format(team=team):
                         sum(then.progress(x) for x in then.team_pegs[team]),
                     _("moves in the game"): len(g.history), _("winning team"): g.winning_team})
    return styled(pd.DataFrame(rows))


def check_played(view):
    """Exercise 4: have you (player 0) moved a peg at the table?"""
    done = any(p == 0 and text.startswith("play") for p, text, _events in view.game.history)
    return say(done, _("You moved a peg with a card."),
               _("Click a card in your hand, then a glowing peg (or use an action button)."))


# ----- probability ----------------------------------------------------------------------
def out_cards_unseen(g, player: int, jokers: bool = True) -> tuple[int, int]:
    """(unseen cards that bring a peg out, unseen cards) from ``player``'s seat; a joker
    brings a peg out too (the rules count it) unless ``jokers=False``."""
    unseen = g.unseen(player)
    ranks = set(rules.OUT_RANKS) | ({rules.JOKER} if jokers else set())
    good = sum(n for c, n in unseen.items() if rules.rank_of(c) in ranks)
    return good, sum(unseen.values())


def come_out_table(g, player: int):
    """The chance that the next card drawn brings a peg out, by hand and by ``cardkit.prob``:
    with jokers (the rules' figure) and, labelled, without them."""
    rows = []
    for jokers, label in ((True, _("A, K, Q, J or a joker (the rules' figure)")),
                          (False, _("A, K, Q or J only (jokers left out)"))):
        good, unseen = out_cards_unseen(g, player, jokers)
        rows.append((label, good, unseen, str(Fraction(good, unseen)), good / unseen,
                     prob.next_draw_come_out(g, player, jokers=jokers)))
    return styled(pd.DataFrame(rows, columns=[_("cards that bring a peg out"), _("unseen of them"),
                                              _("unseen cards"), _("by hand"), "≈", "cardkit.prob"]),
                  {"≈": "{:.4f}", "cardkit.prob": "{:.4f}"})


def joker_hit_by_hand(g, player: int) -> Fraction:
    """Chance that the next opponent's five cards hold a joker, counted by hand."""
    unseen = g.unseen(player)
    total, jokers = sum(unseen.values()), unseen[rules.JOKER]
    return 1 - Fraction(comb(total - jokers, 5), comb(total, 5))


def danger_table(g, player: int):
    """``cardkit.prob``'s danger map for reading: the cards that can hit each peg, as text."""
    t = prob.danger_map(g, player)
    t = pd.DataFrame({_("peg"): t["peg"], _("side"): t["side"], _("hole"): t["hole"],
                      _("cards that can land on it"): [", ".join(r) for r in t["ranks"]],
                      _("unseen such cards"): t["cards"],
                      _("chance the next opponent holds one"): t["chance"]})
    return styled(t, {_("chance the next opponent holds one"): "{:.4f}"})


def move_table(g, player: int):
    """``cardkit.prob``'s next-card move lengths for reading (a joker has no length)."""
    t = prob.move_lengths(g, player)
    unseen = int(t["cards"].sum())
    yes = _("yes")
    t = pd.DataFrame({_("next card"): t["move"], _("holes"): t["length"],
                      _("brings a peg out"): t["comes_out"].map({True: yes, False: ""}),
                      _("may split"): t["splits"].map({True: yes, False: ""}),
                      _("unseen cards"): t["cards"], _("chance"): t["chance"]})
    return styled(t, {_("holes"): lambda x: _("jumps") if pd.isna(x) else f"{x:+.0f}",
                      _("chance"): lambda x: f"{round(x * unseen)}/{unseen} ({x:.1%})"})


def check_eight_chance(answer, g=None, player: int = 0):
    """Exercise 5: the chance that player 0's next card is an 8 (in the story position)."""
    g = story_after() if g is None else g
    unseen = g.unseen(player)
    total = sum(unseen.values())
    eights = sum(n for c, n in unseen.items() if rules.rank_of(c) == "8")
    deck = len(g.full_deck(g.players, g.options))
    truth = Fraction(eights, total)
    hint = fitting_hint(answer, [
        (Fraction(eights + 1, total), _("Player 2 played an 8 (8H): player 0 has seen it, so "
                                        "it is not unseen.")),
        (Fraction(12, total), _("Not every 8 is unseen: player 0 has seen one played.")),
        (Fraction(eights, deck), _("Divide by the {total} unseen cards, not the whole "
                                   "deck.").format(total=total)),
        (Fraction(12, deck), _("Count the unseen 8s and divide by the {total} unseen cards, not "
                               "the whole deck.").format(total=total))],
        _("Count the unseen 8s (12 in the deck, minus those player 0 can see) over the unseen "
          "cards."))
    return check_number(answer, float(truth), _("{eights}/{total} ≈ {chance:.4f}, as the '8 "
                                                "back' row of the move table below says.").format(
                                                    eights=eights, total=total,
                                                    chance=float(truth)),
                        hint, example="'3/50'", forms=common.CHANCE_FORMS)


# ----- the experiment -------------------------------------------------------------------
def eights_experiment(games: int = 2 * DEALS, seed: int = 2026, progress: bool = True,
                      workers: int | None = None) -> pd.DataFrame:
    """Four-player games where every seat plays ``PegsSensible(eight_bonus=b)``, for each arm of
    ``ARMS`` on the same seeds (``kit.paired_study``: the same deals). One row per game: arm,
    seed, turns. ``workers`` local processes share the games (the results do not depend on it)."""
    arms = {arm: [PegsSensible(eight_bonus=bonus)] for arm, bonus in ARMS.items()}
    results = kit.paired_study("pegs-and-jokers", arms, games // len(ARMS), seed, progress,
                               players=4, workers=workers)
    one = results.groupby(["arm", "game"], as_index=False, sort=False).first()
    return one[["game", "seed", "turns", "arm"]]


def eights_summary(results: pd.DataFrame) -> pd.DataFrame:
    """Per arm: games, mean turns with a 95% interval, median; and the paired difference."""
    g = results.groupby("arm", sort=False)["turns"]
    table = pd.DataFrame({"games": g.size(), "mean_turns": g.mean(), "median_turns": g.median()})
    table["interval"] = 1.96 * g.std() / g.size() ** 0.5
    table["rounds_of_4_turns"] = table["mean_turns"] / 4
    return table


def summary_table(summary: pd.DataFrame):
    """The summary for reading: turns rounded, the interval written out."""
    t = pd.DataFrame({_("how the bots treat 8s"): [_(arm) for arm in summary.index],
                      _("games"): summary["games"],
                      _("mean turns"): summary["mean_turns"],
                      _("95% interval of the mean"): [
                          _("{low:.0f} to {high:.0f}").format(low=m - h, high=m + h) for m, h in
                          zip(summary["mean_turns"], summary["interval"], strict=True)],
                      _("median turns"): summary["median_turns"],
                      _("mean rounds (4 turns each)"): summary["rounds_of_4_turns"]})
    return styled(t, {_("mean turns"): "{:.1f}", _("median turns"): "{:.0f}",
                      _("mean rounds (4 turns each)"): "{:.1f}"})


def paired_saving(results: pd.DataFrame) -> pd.Series:
    """Turns saved per deal by playing 8s when they gain (same seed in both arms)."""
    wide = results.pivot(index="seed", columns="arm", values="turns")
    a, b = list(ARMS)
    return (wide[b] - wide[a]).rename("turns saved")


def saving_findings(results: pd.DataFrame) -> Markdown:
    """What the paired deals show, in sentences written from the results."""
    saving = paired_saving(results)
    n, mean = len(saving), saving.mean()
    half = 1.96 * saving.std() / n ** 0.5
    summary = eights_summary(results)
    a, b = list(ARMS)
    return Markdown(_(
        "On these **{n} paired deals** the game lasts **{played:.0f} turns** on average when "
        "the 8s are played as they gain, against **{held:.0f}** when they are held back: "
        "{shorter:.0%} shorter. Deal by deal the saving is {mean:.0f} turns on average (95% "
        "interval {low:.0f} to {high:.0f}; median {median:.0f}), and the game is shorter in "
        "{share:.0%} of the deals. The interval lies far from 0: with {n} deals the answer is "
        "already clear, and four times the deals would halve the interval.").format(
            n=n, played=summary['mean_turns'][a], held=summary['mean_turns'][b],
            shorter=mean / summary['mean_turns'][b], mean=mean, low=mean - half,
            high=mean + half, median=saving.median(), share=(saving > 0).mean()))


def eights_chart(results: pd.DataFrame) -> go.Figure:
    """Game length in turns for each arm, as overlaid histograms with the means marked."""
    fig = go.Figure()
    looks = ((style.BLUE, "", "solid", "top left"), (style.VERMILLION, "/", "dash", "top right"))
    for (arm, part), (colour, shape, dash, side) in zip(results.groupby("arm", sort=False), looks,
                                                        strict=False):
        arm = _(arm)
        fig.add_histogram(x=part["turns"], name=arm, opacity=0.6, marker_color=colour,
                          marker_pattern=dict(shape=shape, fgcolor="#fff"), nbinsx=30,
                          hovertemplate=_("%{x} turns: %{y} games") + "<extra>" + arm + "</extra>")
        fig.add_vline(x=part["turns"].mean(), line_color=colour, line_dash=dash, line_width=2,
                      annotation_text=_("mean {mean:.0f}<br>({arm})").format(
                          mean=part['turns'].mean(), arm=arm),
                      annotation_position=side)
    fig.update_layout(barmode="overlay", template="plotly_white", height=380,
                      title=_("How long a 4-player game lasts: 8s played vs 8s held back"),
                      xaxis_title=_("turns until a team has all ten pegs home"),
                      yaxis_title=_("games"), legend=dict(orientation="h", y=-0.25))
    return style.readable(fig)


def check_saving(answer, results: pd.DataFrame):
    """Exercise 6: about how many turns shorter is the average game when 8s are played?"""
    truth = float(paired_saving(results).mean())
    summary = eights_summary(results)
    a, b = list(ARMS)
    hint = fitting_hint(answer, [
        (-truth, _("The game gets shorter: give the saving as a positive number of turns.")),
        (float(summary["median_turns"][b] - summary["median_turns"][a]),
         _("That is the difference of the medians: use the mean turns.")),
        (truth / 4, _("That is the saving in rounds of four turns: the question asks for "
                      "turns."))],
        _("Subtract the two mean turns of the summary table."))
    return check_number(answer, truth, _("About {truth:.0f} turns shorter on average (same "
                                         "deals in both arms).").format(truth=truth),
                        hint, within=0.02, example="50")


# ----- predict, then reveal -------------------------------------------------------------
class ComeOutQuestion(predict.Question):
    """Pegs and Jokers' predict-then-reveal question: the player plays and then draws; what is
    the chance the card drawn brings a peg out (A, K, Q, J or a joker)?
    (``cardkit.prob.pegs_and_jokers.next_draw_come_out``)."""

    game = "pegs-and-jokers"
    title = N_("does the drawn card bring a peg out?")
    yes, no = N_("it can bring a peg out"), N_("it cannot bring a peg out")

    def moment(self, g, chosen) -> bool:
        # a draw pile of two or more: the card drawn is one of the unseen cards, not a rebuild
        return g.phase == "turn" and len(g.draw_pile) >= 2

    def ask(self, g, chosen) -> predict.Moment:
        p = g.current_player
        unseen = g.unseen(p)
        good = sum(n for c, n in unseen.items() if rules.rank_of(c) in prob.out_ranks())
        return predict.Moment(p, _("Player {p} holds {hand}; after playing they draw a card. "
                                   "What is the chance it can bring a peg out (an A, K, Q, J or "
                                   "a joker)?").format(p=p, hand=" ".join(g.hands[p])),
                              prob.next_draw_come_out(g, p),
                              _("{good} of {unseen} unseen cards").format(
                                  good=good, unseen=sum(unseen.values())))

    def outcome(self, before, g, player, events) -> predict.Outcome:
        kept = Counter(before.hands[player])  # the hand before, less the card played
        kept -= Counter(e.data["card"] for e in events
                        if e.kind in ("play", "discard") and e.player == player)
        drawn = list((Counter(g.hands[player]) - kept).elements())
        card = drawn[0] if drawn else None
        ok = card is not None and rules.rank_of(card) in prob.out_ranks()
        told = " ".join(str(e) for e in events if e.player == player and e.kind != "turn")
        return predict.Outcome(ok, _("{told} It is {card}.").format(told=told, card=card),
                               tuple(map(str, events)))


def predict_come_out(seed: int = 2026) -> predict.Predict:
    """The predict-then-reveal exercise of Pegs and Jokers: guess the chance a draw comes out."""
    return predict.Predict(ComeOutQuestion(), seed)
