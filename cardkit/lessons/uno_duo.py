"""The UNO Duo lesson (notebooks/02_uno_duo.ipynb): its tables, charts, exercise checks and experiment."""
from __future__ import annotations

from collections import Counter
from types import MappingProxyType

import pandas as pd
import plotly.graph_objects as go

import cardkit
from cardkit.agents.uno_duo import UnoDuoSensible
from cardkit.games import uno_duo as rules
from cardkit.i18n import N_, _, ngettext
from cardkit.lessons import common, kit, predict
from cardkit.lessons.common import Verdict, check_number, fitting_hint, say, yes_no
from cardkit.prob import uno_duo as prob
from cardkit.views.charts import style

show, play_out = common.show, common.play_out  # the notebook calls lesson.show, lesson.play_out

KINDS = (*(str(n) for n in range(10)), "+2", "SKIP", "REV", "WILD", "WILD+4")
KIND_NAMES = MappingProxyType({**{str(n): f"number {n}" for n in range(10)}, "+2": "Draw Two",
                               "SKIP": "Skip", "REV": "Reverse", "WILD": "Wild", "WILD+4": "Wild Draw Four"})

# The step-by-step game: with every draft step a "keep", player 0 keeps cards 0, 4, 8, …
# of the stacked deck and player 1 cards 2, 6, 10, …; the others go to the draft discard
# pile, and card 28 is turned up.
STORY_HANDS = (("G+2", "Y2", "Y4", "R1", "G9", "WILD", "Y8"),
               ("R+2", "B+2", "BREV", "B3", "BSKIP", "WILD+4", "G5"))
STORY_PASSED = ("G1", "G2", "B2", "B4", "Y3", "Y5", "Y6", "Y7", "R8", "R9", "G4", "G6", "B6", "B5")
STORY_TURNED_UP = "R7"
STORY_SEED = 2026
VOLLEY = ("play R+2", "play G+2", "play B+2", "draw")
RUN = ("play BREV", "play B3", "play BSKIP")
FINISH = ("play WILD+4 green uno", "challenge", "play G5")


# ----- the rules ------------------------------------------------------------------------
# Each Decision of the rules file (a phrase of it) told in a student's words.
DECISION_WORDS = MappingProxyType({
    "play as ordinary Wilds": N_("The deck has 112 cards. The 4 cards beyond the standard 108 have "
    "no rule of their own, so they play as ordinary Wilds: 8 Wilds in all."),
    "in round 1 that is player 0": N_("Player 0 drafts first in round 1; after that the first "
    "drafter changes every round."),
    "drafting steps alternate": N_("The two players take draft steps in turn until each holds 7 "
    "cards."),
    "with none, they play a normal turn": N_("If a Reverse is turned up and the first player has no "
    "card of its colour, they play a normal turn."),
    "it is not shuffled": N_("When the draw pile runs out, the discard pile under its top card is "
    "turned over, without shuffling, as the new draw pile."),
    "the opponent says it with `catch`": N_("A forgotten UNO can be caught only as the opponent's "
    "first action at their next decision; until then the forgetful player may still say UNO."),
    "a Reverse played alone has no other effect": N_("A Reverse played alone does nothing more: "
    "the turn passes (it is not a Skip). A Reverse run ending on a Draw Two starts a volley."),
    "any non-wild card matching the colour, number or symbol": N_("A Wild Draw Four was played "
    "wrongly if its player held a card (not a wild) that matched the card under it by colour, "
    "number or symbol."),
    "the named colour stands": N_("When a challenge succeeds, the colour named stays, and the "
    "turn passes to the challenger."),
    "the opponent first draws those cards": N_("If a round ends on a Draw Two or a Wild Draw Four, "
    "the opponent first draws those cards, and they count in the score."),
    "neither the draw pile nor the discard pile": N_("If no card is left to draw anywhere, you "
    "draw what there is and your turn ends."),
})
OPTION_WORDS = MappingProxyType({
    "classic_deck": N_("The classic 108-card deck, with 4 Wilds "
                    "(`cardkit.make(\"uno-duo\", classic_deck=True)`)."),
    "reshuffle": N_("Shuffle the old discard pile when it becomes the draw pile (`reshuffle=True`)."),
    "strict_wd4": N_("The classic challenge: a Wild Draw Four is wrong only if its player held a "
                  "card of the colour in force (`strict_wd4=\"colour\"`)."),
    "target": N_("Another match length than 200 points (`target=100`)."),
})


def rules_in_depth():
    """Every Decision and option of UNO Duo in a student's words, folded."""
    return common.rules_in_depth("uno-duo", DECISION_WORDS, OPTION_WORDS)


# ----- the deck ---------------------------------------------------------------------
def deck_table(classic_deck: bool = False) -> pd.DataFrame:
    """How many cards of each colour and kind the deck holds, with their points."""
    cls = cardkit.game_class("uno-duo")
    deck = Counter(cls.full_deck(2, cls.Options(classic_deck=classic_deck)))
    rows = {}
    for letter, colour in rules.COLOUR_NAMES.items():
        rows[colour] = {k: deck.get(letter + k, 0) for k in KINDS}
    rows["wild"] = {k: deck.get(k, 0) if k.startswith("WILD") else 0 for k in KINDS}
    table = pd.DataFrame(rows).T
    table["cards"] = table.sum(axis=1)
    table["points"] = [sum(rules.POINTS[c] * n for c, n in deck.items()
                           if rules.COLOUR_NAMES.get(c[0], "wild") == colour) for colour in table.index]
    table.loc["all"] = table.sum()
    return table


def deck_view(classic_deck: bool = False):
    """The deck table formatted for reading: colours down, kinds of card across."""
    return common.styled(_words_of_table(deck_table(classic_deck)), index=True)


def deck_chart(classic_deck: bool = False) -> go.Figure:
    """A stacked bar per colour: number cards, then Draw Two, Skip, Reverse; the Wilds apart."""
    table = deck_table(classic_deck)
    names = list(table.index[:5])
    shown = [_(n) for n in names]  # the colours as the student's language names them
    layers = [(_("numbers 0–9"), [str(n) for n in range(10)], style.SKY_BLUE, ""),
              (_("Draw Two"), ["+2"], style.BLUE, "/"), (_("Skip"), ["SKIP"], style.ORANGE, "x"),
              (_("Reverse"), ["REV"], style.GREEN, "."), (_("Wild"), ["WILD"], style.GREY, "-"),
              (_("Wild Draw Four"), ["WILD+4"], style.BLACK, "|")]
    fig = go.Figure()
    for label, kinds, colour, pattern in layers:
        counts = [int(table.loc[n, kinds].sum()) for n in names]
        # a thin layer's count goes in its legend name: no text squeezed over the hatching
        same = {v for v in counts if v}
        thin = len(same) == 1 and max(counts) < 5
        name = _("{label} ({n} each)").format(label=label, n=same.pop()) if thin else label
        fig.add_bar(x=shown, y=counts, name=name, marker_color=colour,
                    marker_pattern_shape=pattern, textangle=0, insidetextanchor="middle",
                    text=["" if thin or not v else str(v) for v in counts],
                    hovertemplate=_("%{{x}}: %{{y}} {label} cards").format(label=label)
                    + "<extra></extra>")
    totals = [int(table.loc[n, "cards"]) for n in names]
    fig.add_scatter(x=shown, y=totals, mode="text",
                    text=[ngettext("{n} card", "{n} cards", v).format(n=v) for v in totals],
                    textposition="top center", showlegend=False,
                    hovertemplate=_("%{x}: %{y} cards in all") + "<extra></extra>")
    fig.update_layout(barmode="stack", template="plotly_white", height=400,
                      title=_("The UNO Duo deck: {n} cards").format(
                          n=int(table.loc['all', 'cards'])),
                      xaxis_title=_("colour"), yaxis_title=_("number of cards"),
                      legend_title=_("kind"), yaxis_range=[0, 1.15 * max(totals)])
    return style.readable(fig)


# ----- one game, narrated -------------------------------------------------------------
def story_deck() -> list[str]:
    deck = []
    for i in range(7):
        deck += [STORY_HANDS[0][i], STORY_PASSED[2 * i], STORY_HANDS[1][i], STORY_PASSED[2 * i + 1]]
    return deck + [STORY_TURNED_UP]


def story_game(draft: bool = True) -> cardkit.Game:
    """The lesson's seeded game with a stacked deck; ``draft=True`` plays the draft (all "keep")."""
    g = cardkit.make("uno-duo", seed=STORY_SEED, deck=story_deck())
    while draft and g.phase == "draft":
        g.apply("keep")
    return g


def both_hands(g) -> None:
    """Print both hands, as only a teacher looking over both shoulders could see them."""
    for p in (0, 1):
        n, points = len(g.hands[p]), rules.hand_points(g.hands[p])
        print(_("player {p}: {hand}  ({cards}, {points})").format(
            p=p, hand=" ".join(g.hands[p]),
            cards=ngettext("{n} card", "{n} cards", n).format(n=n),
            points=ngettext("{n} point", "{n} points", points).format(n=points)))
    if g.discard:
        colour = rules.COLOUR_NAMES.get(g.colour)
        print(_("discard top: {card}, colour in force: {colour}").format(
            card=g.discard[-1], colour=_(colour) if colour else colour))


def totals(g) -> None:
    """Print the match totals in a sentence (lower is better)."""
    totals = ", ".join(ngettext("player {p} {n} point", "player {p} {n} points", points)
                       .format(p=p, n=points) for p, points in sorted(g.scores().items()))
    print(_("Match totals: {totals} (the first to {target} loses).").format(
        totals=totals, target=g.options.target))


# ----- the probability positions ---------------------------------------------------------
def example_game() -> cardkit.Game:
    """The story game right after the draft: player 1 is to play on the turned-up R7."""
    return story_game()


def exercise_game() -> cardkit.Game:
    """The story game after the volley: player 0 drew 6, player 1 is to play on B+2."""
    g = story_game()
    for text in VOLLEY:
        g.apply(text)
    return g


def playable_table(g, player: int | None = None) -> pd.DataFrame:
    """The unseen cards a draw could bring, split into playable and not, by colour."""
    player = prob.viewer(g, player)
    test = prob.can_play_now(g)
    unseen = g.unseen(player)
    rows = []
    for colour in [*rules.COLOURS, "wild"]:
        cards = {c: n for c, n in unseen.items() if rules.COLOUR_NAMES.get(c[0], "wild") == colour}
        good = sum(n for c, n in cards.items() if test(c))
        rows.append({"colour": colour, "unseen": sum(cards.values()), "playable": good,
                     "playable kinds": " ".join(sorted({c for c in cards if test(c)},
                                                       key=rules.ORDER.__getitem__)) or "-"})
    table = pd.DataFrame(rows).set_index("colour")
    table.loc["all"] = [table["unseen"].sum(), table["playable"].sum(), ""]
    return table


# the words of the deck and playable tables a student reads (its kinds of card are codes)
TABLE_WORDS = (N_("colour"), N_("red"), N_("yellow"), N_("green"), N_("blue"), N_("wild"),
               N_("all"), N_("cards"), N_("points"), N_("unseen"), N_("playable"),
               N_("playable kinds"))


def _words_of_table(table: pd.DataFrame) -> pd.DataFrame:
    """A table of colours and counts with its headers and colours in the student's words."""
    table = table.rename(index=lambda name: _(name), columns=lambda name: _(name))
    table.index.name = _(table.index.name) if table.index.name else None
    return table


def playable_view(g, player: int | None = None):
    """The playable table formatted for reading."""
    return common.styled(_words_of_table(playable_table(g, player)), index=True)


EVERY_COLOUR = N_("one card of each colour")  # the row "every colour" of prob.opponent_holds


def holds_view(g, player: int):
    """``prob.opponent_holds`` formatted for reading: what the opponent holds at least one of.
    Its last row asks for all four colours at once; the caption says what its count counts."""
    table = prob.opponent_holds(g, player)
    every = _(EVERY_COLOUR)
    table["holding"] = table["holding"].replace({"every colour": every})
    coloured = int(table.loc[table["holding"] == every, "unseen"].iloc[0])
    caption = _("The row “{every}” asks for a red, a yellow, a green and a blue card "
                "together. Its count, {coloured}, is every unseen card that has a colour (all "
                "but the wild cards): any of them can be one of the four.").format(
                    every=every, coloured=coloured)
    table = table.rename(columns={
        "holding": _("at least one"), "unseen": _("such cards unseen"),
        "unseen_total": _("unseen cards"), "hand_size": _("opponent's hand"),
        "chance": _("chance")})
    return common.styled(table, {_("chance"): "{:.1%}"}, caption=caption)


hypergeometric_at_least_one = kit.at_least_one  # the name exercise 4 asks students to call


# ----- exercises -------------------------------------------------------------------
def say_yes_no(answer, truth: bool, right: str, hint: str) -> Verdict:
    """A True/False check: a placeholder or another word asks for True or False."""
    value = yes_no(answer)
    if value is None:
        return say(False, "", _("Answer True or False (replace the placeholder None)."))
    return say(value == truth, right, hint)


def check_playable_on_red_seven(answer) -> Verdict:
    """Exercise 1: how many cards of the full 112-card deck could be played on a red 7?"""
    cls = cardkit.game_class("uno-duo")
    truth = sum(1 for c in cls.full_deck(2, cls.Options()) if rules.playable(c, "R7", "R"))
    hint = fitting_hint(answer, [
        (37, _("You forgot the 7s of the other three colours: a card may match by number.")),
        (31, _("You forgot the wild cards: a Wild or Wild Draw Four may always be played.")),
        (35, _("You counted 4 Wilds; this deck has 8 (the 4 extra cards play as Wilds), and 4 "
               "Wild Draw Fours.")),
        (39, _("You forgot the 4 Wild Draw Fours, or counted the classic deck's 4 Wilds.")),
        (42, _("The question is about the full deck, with the red 7 itself among the red "
               "cards.")),
        (25, _("Not only red cards: 7s of any colour and every wild card match too."))],
        _("Count the red cards, then the other 7s, then the wild cards of both kinds."))
    return check_number(answer, truth, _("{truth}: 25 red cards, the 6 sevens of the other "
                                         "colours and all 12 wild cards.").format(truth=truth),
                        hint, digits=1, example="30")


def check_guilty_with_b3(answer) -> Verdict:
    """Exercise 2: had player 1 still held B3 when playing the Wild Draw Four, would the challenge succeed?"""
    # the Wild Draw Four went on BSKIP with blue in force; the hand would have been B3 G5
    truth = any(not rules.is_wild(c) and rules.playable(c, "BSKIP", "B") for c in ("B3", "G5"))
    return say_yes_no(answer, truth, _("Yes: B3 is blue, the colour in force, so playing the "
                                       "Wild Draw Four was not allowed and the challenge "
                                       "succeeds (player 1 draws 4)."),
                      _("Which colour was in force when the Wild Draw Four was played, and "
                        "which of player 1's cards is of it?"))


def check_draw_playable(answer, g=None) -> Verdict:
    """Exercise 3: the chance that player 1's draw is playable in the exercise game."""
    g = exercise_game() if g is None else g
    truth = prob.draw_playable_chance(g, 1)
    unseen = g.unseen(1)
    total = sum(unseen.values())
    blue = sum(n for c, n in unseen.items() if c.startswith("B"))
    twos = sum(n for c, n in unseen.items() if c[1:] == "+2" and not c.startswith("B"))
    wild = sum(n for c, n in unseen.items() if rules.is_wild(c))
    good = blue + twos + wild
    hint = fitting_hint(answer, [
        ((blue + wild) / total, _("You forgot the Draw Twos of the other colours: a Draw Two "
                                  "is on top, so they match by symbol.")),
        ((blue + twos) / total, _("You forgot the wild cards: they can always be played.")),
        (good / (total - len(g.hands[0])), _("You divided by the draw pile alone; player 1 "
                                             "cannot see player 0's hand either, so it is "
                                             "unseen too.")),
        ((25 + 6 + 12) / total, _("You counted the whole deck's blue, Draw Two and wild "
                                  "cards; take away those player 1 can see (their hand and "
                                  "the discard pile)."))],
        _("Count the unseen blue cards, the unseen Draw Twos of other colours and the unseen "
          "wild cards, then divide by all unseen cards (draw pile + player 0's hand)."))
    return check_number(answer, truth, _("{good} playable cards among {total} unseen: "
                                         "{good}/{total} ≈ {truth:.3f}.").format(
                                             good=good, total=total, truth=truth),
                        hint, digits=2, example="'5/13'", forms=common.CHANCE_FORMS)


def check_opponent_draw_two(answer, g=None) -> Verdict:
    """Exercise 4: the chance that player 0 holds at least one Draw Two, seen by player 1."""
    g = exercise_game() if g is None else g
    truth = prob.chance_opponent_holds(g, 1, lambda c: c[1:] == "+2")
    unseen = g.unseen(1)
    total, hand = sum(unseen.values()), len(g.hands[0])
    twos = sum(n for c, n in unseen.items() if c[1:] == "+2")
    hint = fitting_hint(answer, [
        (hypergeometric_at_least_one(total, 8, hand), _("You used all 8 Draw Twos; 3 lie on "
                                                        "the discard pile, so fewer are "
                                                        "unseen.")),
        (hypergeometric_at_least_one(total, twos, 7), _("Player 0 holds 12 cards now, not 7.")),
        (hypergeometric_at_least_one(112, twos, hand), _("Use the unseen cards as the whole, "
                                                         "not the 112 of the deck.")),
        (1 - hypergeometric_at_least_one(total, twos, hand), _("That is the chance of *no* "
                                                               "Draw Two: take it from 1."))],
        _("Count the unseen cards, the Draw Twos among them and player 0's hand size, then use "
          "lesson.hypergeometric_at_least_one(unseen=..., good=..., hand=...)."))
    return check_number(answer, truth, _("About {truth:.3f}: {twos} unseen Draw Twos among "
                                         "{total} unseen cards, {hand} of them in player 0's "
                                         "hand.").format(truth=truth, twos=twos, total=total,
                                                         hand=hand),
                        hint, digits=2, example="0.5", forms=common.CHANCE_FORMS)


def check_stacking_pays(answer, rates: pd.DataFrame) -> Verdict:
    """Exercise 5: does stacking every Draw Two pay? Answer True or False from your run."""
    stack = rates.loc[True]
    low, high = stack["low"], stack["high"]
    if low <= 0.5 <= high:  # either answer is fair: the run cannot tell
        return say_yes_no(answer, yes_no(answer), _("Your interval covers 50%: this run "
                                                    "cannot tell; more matches would."), "")
    return say_yes_no(answer, bool(low > 0.5),
                      _("The stacker won {rate:.1%} of the matches (95% interval "
                        "{interval}).").format(rate=stack['win_rate'],
                                               interval=kit.interval_text(low, high)),
                      _("Read the stacker's bar and its error bar against the 50% line."))


# ----- the experiment ---------------------------------------------------------------
SIDES = MappingProxyType({True: N_("stacks every Draw Two"), False: N_("never stacks (draws)")})


def stacking_experiment(games: int = 1000, seed: int = 2026, target: int = 200,
                        progress: bool = True) -> pd.DataFrame:
    """Matches between two sensible bots that differ only in ``stack_volleys``, the stacker
    player 0 (who drafts first in round 1) in half of them (``kit.rotated_study``), so neither
    seat's advantage counts for one side. One row per match and player."""
    return kit.rotated_study("uno-duo", (True, False), lambda s: UnoDuoSensible(stack_volleys=s),
                             games, seed, "stacks", progress, target=target)


def win_rates(results: pd.DataFrame) -> pd.DataFrame:
    """Per side (stacks or not): matches, wins, win rate with its Wilson 95% interval, mean
    final total."""
    return kit.rates_by(results, "stacks", order=(True, False)).rename(
        columns={"games": "matches", "mean_score": "mean_total"})


def rates_view(rates: pd.DataFrame):
    """The win rates formatted for reading: rates as percentages, intervals, totals rounded."""
    table = rates.reset_index()
    table["95% interval"] = list(map(kit.interval_text, table["low"], table["high"]))
    table["bot"] = [_(SIDES[s]) for s in table["stacks"]]
    table = table[["bot", "matches", "wins", "win_rate", "95% interval", "mean_total"]].rename(
        columns={"mean_total": _("mean final total"), "win_rate": _("win rate"), "bot": _("bot"),
                 "matches": _("matches"), "wins": _("wins"), "95% interval": _("95% interval")})
    return common.styled(table, {_("mean final total"): "{:.1f}", _("win rate"): "{:.1%}"})


def stacking_chart(rates: pd.DataFrame, target: int = 200) -> go.Figure:
    """The win rate of each side with its 95% interval; a dashed line marks 50%."""
    fig = kit.rates_chart(
        rates, [_(SIDES[s]) for s in rates.index], reference=(0.5, _("50%:<br>no difference")),
        title=_("Does stacking every Draw Two pay? ({matches} matches to {target} points,<br>"
                "seats swapped halfway)").format(matches=int(rates['matches'].iloc[0]),
                                                 target=target),
        xaxis_title=_("sensible bot"), yaxis_title=_("share of matches won"),
        custom=("wins", "matches", "mean_total"),
        colour=[style.BLUE if s else style.GREY for s in rates.index],
        pattern=["/" if s else "" for s in rates.index],
        hover=_("%{x}<br>won %{customdata[0]} of %{customdata[1]} matches (%{y:.1%})"
                "<br>mean final total %{customdata[2]:.1f} points"))
    return fig.update_layout(yaxis_range=[0, 1])


# ----- predict, then reveal -------------------------------------------------------------
class DrawQuestion(predict.Question):
    """UNO Duo's predict-then-reveal question: the player draws a card; what is the chance
    it can be played at once? (``cardkit.prob.uno_duo.draw_playable_chance``)."""

    game = "uno-duo"
    title = N_("can the drawn card be played?")
    yes, no = N_("it can be played"), N_("it cannot be played")

    def moment(self, g, chosen) -> bool:
        return g.phase == "turn" and str(chosen) == "draw" and bool(g.discard)

    def ask(self, g, chosen) -> predict.Moment:
        p = g.current_player
        unseen = g.unseen(p)
        good = prob.count(unseen, prob.can_play_now(g))
        top = g.discard[-1]
        colour = (_(" (the colour in force is {colour})").format(colour=g.colour)
                  if top[0] == "W" else "")
        n = len(g.hands[p])
        return predict.Moment(p, ngettext(
            "The discard pile shows {top}{colour}; player {p} holds {n} card and draws one. "
            "What is the chance the card drawn can be played at once?",
            "The discard pile shows {top}{colour}; player {p} holds {n} cards and draws one. "
            "What is the chance the card drawn can be played at once?", n).format(
                top=top, colour=colour, p=p, n=n),
                              prob.draw_playable_chance(g, p),
                              _("{good} of {unseen} unseen cards can be played").format(
                                  good=good, unseen=sum(unseen.values())))

    def outcome(self, before, g, player, events) -> predict.Outcome:
        drew = next(e for e in events if e.kind == "draw")
        # the game offers to play the drawn card (or keep it) only when it can be played
        offered = g.current_player == player and "keep" in map(str, g.legal_actions())
        return predict.Outcome(offered, _("Player {p} drew {cards}.").format(
                                   p=player, cards=" ".join(drew.data['cards'])),
                               tuple(map(str, events)))


def predict_draw(seed: int = 2026) -> predict.Predict:
    """The predict-then-reveal exercise of UNO Duo: guess the chance a drawn card plays."""
    return predict.Predict(DrawQuestion(), seed)


# ----- a bot says why; go back and try the other choice -----------------------------------
CHALLENGE_STEP = 22  # the story's challenge: after 14 draft steps, the volley, the run, the Wild


CHANCES = ("draw_playable_chance", "guilt_chance", "limit")  # the figures that are chances


def read_aloud(g, step: int):
    """Say what the sensible bot would play at move ``step + 1`` of ``g`` and why, weighed on
    the table as it stood then (``g.at(step)``: ``g`` does not change); return its figures
    as a table."""
    return kit.figures_view(kit.read_aloud(UnoDuoSensible(), g, step), chances=CHANCES)


def what_if(g, step: int, other: str):
    """Go back to move ``step + 1`` of ``g`` (``g.at(step)``, a copy: ``g`` does not change),
    play ``other`` there instead, and let sensible bots finish the round: for the move as
    played and for ``other``, the cards each player drew at that move and the round's points."""
    rows, bots, p = [], [UnoDuoSensible()] * 2, g.at(step).current_player
    rounds = len(g.at(step).rounds)
    for choice, branch, events in kit.branches(g, step, (g.history[step][1], other)):
        drew = [sum(e.data["count"] for e in events if e.kind == "draw" and e.player == q)
                for q in (0, 1)]
        kit.play_on(branch, bots, lambda b: len(b.rounds) != rounds)
        points = branch.rounds[-1]["points"]
        move = (_("player {p}: {action} (as played)") if choice != other
                else _("player {p}: {action}")).format(p=p, action=choice)
        rows.append({_("move"): move,
                     _("player {q} drew").format(q=0): drew[0],
                     _("player {q} drew").format(q=1): drew[1],
                     _("round points, player {q}").format(q=0): points[0],
                     _("round points, player {q}").format(q=1): points[1]})
    return common.styled(pd.DataFrame(rows))
