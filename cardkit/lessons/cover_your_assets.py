"""The Cover Your Assets lesson (notebooks/03_cover_your_assets.ipynb): its tables, charts,
exercise checks and the steal-threshold experiment."""
from __future__ import annotations

from types import MappingProxyType

import pandas as pd
import plotly.graph_objects as go

import cardkit
from cardkit.agents.cover_your_assets import CoverSensible
from cardkit.core.sentences import money
from cardkit.games import cover_your_assets as rules
from cardkit.i18n import N_, _, ngettext
from cardkit.lessons import common, kit, predict
from cardkit.lessons.common import Verdict, check_number, fitting_hint, say
from cardkit.prob import cover_your_assets as prob
from cardkit.views.charts import style

play_out = common.play_out  # the notebook calls lesson.play_out

NAME = "cover-your-assets"
PLAYER_DASHES = ("solid", "dash", "dot", "dashdot", "longdash", "longdashdot")

# The step-by-step game: four players, dealt one card at a time from player 0, so card i of
# the stacked deck goes to player i % 4; card 16 is turned up; then the draws, top first.
STORY_HANDS = (("HOME", "HOME", "CASH", "STAMPS"), ("JEWELS", "AUTO", "PIGGY", "SILVER"),
               ("HOME", "SILVER", "COINS", "BASEBALL"), ("JEWELS", "STOCKS", "BANK", "PIGGY"))
STORY_TURNED_UP = "JEWELS"
STORY_DRAWS = ("GOLD", "BANK", "CASH", "STOCKS", "AUTO", "JEWELS")
STORY_SEED = 2026
OPENING = ("pair HOME HOME", "take JEWELS")
CHALLENGER_WINS = ("steal 0 HOME", "defend GOLD", "defend SILVER", "yield")
DEFENDER_WINS = ("steal 1 JEWELS", "defend SILVER", "yield")
TABLE_SEED = 14  # player 0 opens with HOME STAMPS HOME STAMPS: two pairs to choose from
THRESHOLDS = (0.0, 0.25, 0.5, 0.75, 0.9, 1.01)


# ----- the rules ------------------------------------------------------------------------
# Each Decision of the rules file (a phrase of it) told in a student's words.
DECISION_WORDS = MappingProxyType({
    "2–3 players are allowed": N_("Two or three players may play too, with 5 cards each; four to "
    "six players hold 4 cards."),
    "the original edition's list": N_("The deck is the original edition's 110 cards (the table in "
    "section 2)."),
    "never two wilds, never more than two cards": N_("A new set is two cards: two identical assets, "
    "or an asset and a wild. Never two wilds."),
    "or chooses to stop with `yield`": N_("In a fight you may give in (yield) even while you still "
    "hold a card you could show."),
    "**Decision** following the source": N_("You may discard only when you can make no set and "
    "steal nothing."),
    "always, although the source says": N_("After your turn you always draw back up to your hand "
    "size while the draw pile lasts; after a fight the defender draws back up too."),
    "the stack is meant": N_("At the end of a round each player adds up the value of every card in "
    "their stack."),
    "rounds are played until": N_("The whole deck is worth $1,360,000, so one round rarely decides "
    "the match: rounds go on until someone's total reaches $1,000,000, and the highest total "
    "wins."),
    "equal totals share the win": N_("Equal top totals share the win."),
})
OPTION_WORDS = MappingProxyType({
    "free_discard": N_("Discarding allowed at any time, not only when nothing else is possible "
                    "(`free_discard=True`)."),
    "target": N_("Another goal than $1,000,000 (`target=500_000`; this lesson's whole-round games "
              "use `target=1`, so the match ends with the round)."),
})


def rules_in_depth():
    """Every Decision and option of Cover Your Assets in a student's words, folded."""
    return common.rules_in_depth(NAME, DECISION_WORDS, OPTION_WORDS)


# ----- the deck ---------------------------------------------------------------------
def deck_table() -> pd.DataFrame:
    """Every asset of the 110-card deck: name, value, copies, and what the copies are worth."""
    rows = [{"code": c, "asset": rules.NAME[c], "wild": rules.is_wild(c), "value": rules.VALUE[c],
             "count": rules.COPIES[c], "total value": rules.VALUE[c] * rules.COPIES[c]}
            for c in rules.CODES]
    table = pd.DataFrame(rows).set_index("code").astype({"wild": object, "value": object})
    table.loc["all"] = ["", "", "", table["count"].sum(), table["total value"].sum()]
    return table


def deck_chart() -> go.Figure:
    """A bar per asset: how many cards, coloured by asset, with the value in the hover."""
    table = deck_table().drop("all")
    fig = go.Figure(go.Bar(
        x=[f"{c}<br>${v // 1000}K" for c, v in zip(table.index, table["value"], strict=True)],
        y=table["count"], marker_color=[style.YELLOW if w else style.BLUE for w in table["wild"]],
        marker_pattern_shape=["x" if w else "" for w in table["wild"]],
        text=table["count"], customdata=table[["asset", "value", "total value"]].to_numpy(),
        hovertemplate=_("%{customdata[0]}: %{y} cards of $%{customdata[1]:,} each"
                        "<br>together $%{customdata[2]:,}") + "<extra></extra>"))
    fig.update_layout(template="plotly_white", height=360,
                      title=_("The Cover Your Assets deck: {n} cards worth ${value:,} (wilds "
                              "crossed)").format(n=int(table['count'].sum()),
                                                  value=int(table['total value'].sum())),
                      xaxis_title=_("asset and its value"), yaxis_title=_("number of cards"))
    return style.readable(fig)


def deck_view():
    """The deck table formatted for reading: values in dollars, wilds marked."""
    table = deck_table().rename(columns={"asset": _("asset"), "wild": _("wild"),
                                         "value": _("value"), "count": _("count"),
                                         "total value": _("total value")},
                                index={"all": _("all")})
    table.index.name = _("code")
    return common.styled(table, {_("value"): _money_or_blank, _("total value"): _money_or_blank,
                                 _("count"): "{:,.0f}",
                                 _("wild"): lambda w: _("wild") if w is True else ""}, index=True)


def _money_or_blank(value) -> str:
    return money(value) if isinstance(value, int | float) and value == value else ""


SET_PAIRS = (("HOME", "HOME"), ("GOLD", "SILVER"), ("JEWELS", "GOLD"), ("AUTO", "JEWELS"))


def check_sets(answer) -> Verdict:
    """Exercise 1: which of four pairs are sets? Four True/False values in order: a list
    ``[True, False, …]``, or the four values written with commas (a tuple), as the exercise
    says; anything else is told what to write."""
    truth = [rules.makes_set(a, b) for a, b in SET_PAIRS]
    problem = _four_values_problem(answer)
    if problem:
        return say(False, "", problem)
    right = sum(bool(a) == t for a, t in zip(answer, truth, strict=True))
    return say(right == len(truth), _("HOME + HOME is a set (identical assets), GOLD + SILVER "
                                      "is not (never two wilds), JEWELS + GOLD is (an asset and "
                                      "a wild), AUTO + JEWELS is not."),
               ngettext("{n} of your 4 answers is right. A set is two identical assets, or one "
                        "asset and one wild card (Gold or Silver), but never two wild cards.",
                        "{n} of your 4 answers are right. A set is two identical assets, or one "
                        "asset and one wild card (Gold or Silver), but never two wild cards.",
                        right).format(n=right))


def _four_values_problem(answer) -> str:
    """What is wrong with the form of an answer to ``check_sets``, in a sentence; "" if none."""
    example = "[True, True, False, False]"
    if answer is None or answer is Ellipsis:
        return _("Replace the placeholder None with four True/False values, e.g. "
                 "{example}.").format(example=example)
    if not isinstance(answer, list | tuple):
        return _("Give four True/False values in a list, e.g. {example}, not {answer}.").format(
            example=example, answer=repr(answer))
    if len(answer) != len(SET_PAIRS):
        return ngettext("Give one True/False value for each of the 4 pairs, in order: you gave "
                        "{n} value.", "Give one True/False value for each of the 4 pairs, in "
                        "order: you gave {n} values.", len(answer)).format(n=len(answer))
    if not all(isinstance(x, bool) for x in answer):
        bad = next(x for x in answer if not isinstance(x, bool))
        told = (_("Each value must be True or False, written without quotes: {bad} is not. For "
                  "example {example}.") if isinstance(bad, str) else
                _("Each value must be True or False: {bad} is not. For example {example}."))
        return told.format(bad=repr(bad), example=example)
    return ""


def check_wild_value(answer) -> Verdict:
    """Exercise 2: what are the 12 wild cards worth together, in dollars?"""
    wilds = [c for c in rules.CODES if rules.is_wild(c)]
    truth = sum(rules.VALUE[c] * rules.COPIES[c] for c in wilds)
    one_each = sum(rules.VALUE[c] for c in wilds)
    swapped = sum(rules.VALUE[a] * rules.COPIES[b] for a, b in zip(wilds, wilds[::-1], strict=True))
    hint = fitting_hint(answer, [
        (one_each, _("You added one Gold and one Silver; multiply each value by its count.")),
        (rules.VALUE["GOLD"] * rules.COPIES["GOLD"], _("That is one kind of wild only: add the "
                                                       "other.")),
        (swapped, _("You swapped the counts: 4 Gold and 8 Silver.")),
        (sum(rules.COPIES[c] for c in wilds), _("That is the number of wild cards; the "
                                                "question asks for their value in dollars.")),
        (rules.DECK_VALUE, _("That is the whole deck; add only the Gold and Silver rows."))],
        _("Add value × count over the Gold and Silver rows of the deck table."))
    return check_number(answer, truth, _("{value}: {share:.0%} of the deck's {deck} in 12 of "
                                         "its 110 cards.").format(
                                             value=money(truth), share=truth / rules.DECK_VALUE,
                                             deck=money(rules.DECK_VALUE)),
                        hint, digits=3, example="'$1,000'", forms=common.MONEY_FORMS)


# ----- one game, narrated -------------------------------------------------------------
def story_deck() -> list[str]:
    deal = [STORY_HANDS[i % 4][i // 4] for i in range(16)]
    return [*deal, STORY_TURNED_UP, *STORY_DRAWS]


def story_game() -> cardkit.Game:
    """The lesson's seeded four-player game with a stacked deck (the rest shuffled by the seed)."""
    return cardkit.make(NAME, players=4, seed=STORY_SEED, deck=story_deck())


def story_after() -> cardkit.Game:
    """The story game after both fights: player 0 is to act."""
    g = story_game()
    for text in OPENING + CHALLENGER_WINS + DEFENDER_WINS:
        g.apply(text)
    return g


def all_hands(g) -> None:
    """Print every hand, as only a teacher looking over every shoulder could see them."""
    for p in range(g.players):
        print(_("player {p}: {hand}").format(p=p, hand=" ".join(g.hands[p]) or "-"))
    print(_("discard top: {card}, draw pile: {n}").format(
        card=g.discard[-1] if g.discard else _("(empty)"), n=len(g.draw_pile)))


def stacks_view(g):
    """The stacks table formatted for reading, in dollars."""
    table = stacks_table(g).rename(columns={"sets": _("sets"), "top set": _("top set"),
                                            "stack value": _("stack value"), "total": _("total")})
    table.index.name = _("player")
    return common.styled(table, {_("stack value"): money, _("total"): money}, index=True)


def fights_view(g, rows: int = 8):
    """The first fights of a game formatted for reading, values in dollars."""
    table = fights_in(g).head(rows)
    table["won by"] = [_(side) for side in table["won by"]]
    table = table.rename(columns=lambda name: _(name))
    return common.styled(table, {_("value"): money})


# the words of the fights and action-values tables a student reads
FIGHT_WORDS = (N_("action"), N_("turn"), N_("winner"), N_("other side"), N_("won by"), N_("set"), N_("value"),
               N_("defender"), N_("challenger"))


def stacks_table(g) -> pd.DataFrame:
    """Each player's stack: sets, top set (the one at stake), stack value and match total."""
    rows = [{"player": p, "sets": len(g.stacks[p]),
             "top set": " ".join(g.top_set(p) or []) or "-",
             "stack value": g.stack_value[p], "total": g.totals[p]} for p in range(g.players)]
    return pd.DataFrame(rows).set_index("player")


# ----- a round, charted ---------------------------------------------------------------
def one_round(seed: int = 7, players: int = 4) -> cardkit.Game:
    """A whole round between sensible bots (target $1: the match ends with the round)."""
    g = cardkit.make(NAME, players=players, seed=seed, target=1)
    kit.play_on(g, round_bots(seed, players))
    return g


def round_bots(seed: int, players: int) -> list[CoverSensible]:
    """The sensible bots of ``one_round(seed, players)``, one per seat."""
    return kit.seat_bots(CoverSensible, players, seed)


def fights_in(g) -> pd.DataFrame:
    """Every fight of the game: the turn it ended, who won, from whom, and the set they took."""
    rows, turn, owner = [], 1, None
    for _player, action, events in g.history:
        if str(action).startswith("steal "):  # "steal <owner> <card>": the owner defends
            owner = int(str(action).split()[1])
        for e in events:
            if e.kind == "turn":
                turn += 1
            elif e.kind == "fight":
                rows.append({"turn": turn, "winner": e.data["winner"], "other side": e.data["loser"],
                             "won by": "defender" if e.data["winner"] == owner else "challenger",
                             "set": " ".join(e.data["cards"]), "value": e.data["value"]})
    return pd.DataFrame(rows, columns=["turn", "winner", "other side", "won by", "set", "value"])


def stack_values_chart(g) -> go.Figure:
    """Each player's stack value after every turn of the round (``prob.stack_values_over_round``)."""
    log = prob.stack_values_over_round(g)
    fig = go.Figure()
    for p in range(g.players):
        rows = log[log["player"] == p]
        name = _("player {p}").format(p=p)
        fig.add_scatter(x=rows["turn"], y=rows["stack_value"], mode="lines", name=name,
                        line=dict(color=style.PALETTE[p], dash=PLAYER_DASHES[p], width=2),
                        hovertemplate=_("{name}<br>after turn %{{x}}: %{{y:$,.0f}}").format(
                            name=name) + "<extra></extra>")
    fig.update_layout(template="plotly_white", height=380, yaxis_tickformat="$,.0f",
                      title=_("Stack values over one round ({n} sensible bots, seed "
                              "{seed})").format(n=g.players, seed=g.seed),
                      xaxis_title=_("turns of the round"), yaxis_title=_("stack value"),
                      legend_title=_("player"))
    return style.readable(fig)


# ----- the probability positions ---------------------------------------------------------
def seen_by(g, player: int) -> pd.DataFrame:
    """For each top set, what ``player`` counts: unseen cards, the matching ones, the owner's hand."""
    unseen = g.unseen(player)
    rows = []
    for q in range(g.players):
        top = g.top_set(q)
        if q == player or top is None:
            continue
        asset = rules.asset_of(top)
        rows.append({"owner": q, "top set": " ".join(top), "asset": asset,
                     "unseen of the asset": unseen[asset], "unseen SILVER": unseen["SILVER"],
                     "unseen GOLD": unseen["GOLD"],
                     "matching unseen": unseen[asset] + unseen["SILVER"] + unseen["GOLD"],
                     "all unseen": sum(unseen.values()), "owner's hand": len(g.hands[q])})
    return pd.DataFrame(rows).set_index("owner")


def seen_by_view(g, player: int):
    """``seen_by`` formatted for reading."""
    table = seen_by(g, player).rename(columns=lambda name: _(name))
    table.index.name = _("owner")
    return common.styled(table, index=True)


# the words of the seen-by table a student reads
SEEN_WORDS = (N_("owner"), N_("top set"), N_("asset"), N_("unseen of the asset"),
              N_("unseen SILVER"), N_("unseen GOLD"), N_("matching unseen"), N_("all unseen"),
              N_("owner's hand"))


def defend_view(g, player: int, owner: int):
    """``prob.defend_chances`` for one owner's top set (the others are left to the exercises)."""
    table = prob.defend_chances(g, player)
    table = table[table["owner"] == owner][["owner", "set", "matching_unseen", "defend_chance"]]
    table = table.rename(columns={"owner": _("owner"), "set": _("set"),
                                  "matching_unseen": _("matching unseen"),
                                  "defend_chance": _("chance to defend")})
    return common.styled(table, {_("chance to defend"): "{:.4f}"})


def monte_carlo(g, player: int, owner: int, samples: int = 4000, seed: int = 1) -> None:
    """Print the seeded Monte Carlo estimate of a fight's win chance, in a sentence."""
    mc = prob.fight_win_chance_mc(g, player, owner, samples=samples, seed=seed)
    print(_("cardkit, Monte Carlo: {chance:.4f} ± {stderr:.4f} (one standard error) from "
            "{samples:,} random hands, seed {seed}").format(
                chance=mc['win_chance'], stderr=mc['stderr'], samples=mc['samples'],
                seed=mc['seed']))


def action_values_view(g, player: int):
    """``prob.action_values`` formatted for reading: the win chance and the dollar figures."""
    table = prob.action_values(g, player).drop(columns="kind")
    table = table.rename(columns={
        table.columns[0]: _(table.columns[0]), table.columns[1]: _(table.columns[1]),
        "win_chance": _("win chance"), "stack_gain": _("expected stack gain"),
        "hand_spent": _("hand spent"), "opponent_loss": _("opponent's expected loss"),
        "value": _("expected value")})
    dollars = {c: money for c in table.columns[2:]}
    return common.styled(table, {_("win chance"): "{:.1%}", **dollars})


exactly, at_least_one = kit.exactly, kit.at_least_one  # exercises 3 and 4 call them


def check_defend_home(answer, g=None) -> Verdict:
    """Exercise 3: seen by player 0, the chance player 2 can defend their HOME set."""
    g = story_after() if g is None else g
    row = prob.defend_chances(g, 0).set_index("owner").loc[2]
    truth = float(row["defend_chance"])
    good, unseen, hand = int(row["matching_unseen"]), int(row["unseen"]), int(row["hand_size"])
    homes = g.unseen(0)["HOME"]
    hint = fitting_hint(answer, [
        (at_least_one(unseen, homes, hand), _("You counted only the Homes: a Silver or a Gold "
                                              "defends a Home set too.")),
        (at_least_one(unseen, good + 1, hand), _("That is the Jewels set's figure (15 "
                                                 "matching); count the cards that match the "
                                                 "HOME set.")),
        (1 - truth, _("That is the chance they hold *no* matching card: take it from 1.")),
        (at_least_one(110, good, hand), _("Use the unseen cards (97) as the whole, not the 110 "
                                          "of the deck."))],
        _("Count the unseen HOMEs, SILVERs and GOLDs in the table above, then use "
          "lesson.at_least_one(unseen=..., good=..., hand=...)."))
    return check_number(answer, truth, _("About {truth:.3f}: {good} matching cards among "
                                         "{unseen} unseen, and player 2 holds {hand}.").format(
                                             truth=truth, good=good, unseen=unseen, hand=hand),
                        hint, digits=2, example="0.5", forms=common.CHANCE_FORMS)


def two_card_win_chance(g=None) -> float:
    """Player 0 with two matching cards against player 1's JEWELS set (the fight model, exact)."""
    g = story_after() if g is None else g
    unseen = g.unseen(0)
    unseen["JEWELS"] -= 1  # the second JEWELS is in player 0's hand now,
    unseen["CASH"] += 1    # and the CASH it replaces is somewhere unseen
    top = g.top_set(1)
    return prob.fight_expectation(["JEWELS", "JEWELS"], unseen, len(g.hands[1]), "JEWELS",
                                  rules.set_value(top))["win_chance"]


def check_two_card_fight(answer, g=None) -> Verdict:
    """Exercise 4: the chance to win the JEWELS fight holding two JEWELS (one more unseen card seen)."""
    truth = two_card_win_chance(g)
    hint = fitting_hint(answer, [
        (exactly(97, 14, 4, 0), _("That is P(0) only: with two cards to show you also win when "
                                  "they hold exactly one matching card.")),
        (exactly(97, 14, 4, 1), _("That is P(1) only: add P(0), the chance they hold none.")),
        (exactly(97, 15, 4, 0) + exactly(97, 15, 4, 1), _("Your second JEWELS is in your hand "
                                                           "now: 14 unseen cards match, not "
                                                           "15."))],
        _("With two cards to show, you win when they hold 0 or 1 matching card: "
          "lesson.exactly(unseen, good, hand, 0) + lesson.exactly(unseen, good, hand, 1), "
          "with 97 unseen cards, 14 of them matching, and player 1's 4 cards."))
    return check_number(answer, truth, _("About {truth:.3f}: you win when player 1 holds at "
                                         "most one matching card, P(0) + P(1) with 97 unseen "
                                         "cards of which 14 match.").format(truth=truth),
                        hint, digits=2, example="0.5", forms=common.CHANCE_FORMS)


# ----- the experiment ---------------------------------------------------------------
def threshold_bot(threshold: float) -> CoverSensible:
    """A sensible bot that starts a fight when its win chance is at least ``threshold``,
    whatever the fight's expected value (``min_steal_value`` too low to matter)."""
    bot = CoverSensible(steal_at=threshold, min_steal_value=-10**9)
    bot.name = (_("steal at {threshold:.0%}").format(threshold=threshold) if threshold <= 1
                else _("steal only if no set"))
    return bot


def threshold_experiment(thresholds=THRESHOLDS, games: int = 200, seed: int = 2026,
                         players: int = 4, progress: bool = True) -> pd.DataFrame:
    """One-round games: a threshold bot in seat 0 against three default sensible bots.

    Every threshold (and the reference: a default sensible bot in seat 0) plays the same
    ``games`` seeds (``kit.paired_study``), so the rows differ only by the bot's steal rule.
    """
    tests = [threshold_bot(t) for t in thresholds] + [CoverSensible()]
    arms = {(t, bot.name if t is not None else _(REFERENCE)): [bot] + [CoverSensible()] * (players - 1)
            for t, bot in zip([*thresholds, None], tests, strict=True)}
    results = kit.paired_study(NAME, arms, games, seed, progress, players=players, target=1)
    results = results[results["player"] == 0].copy()
    results["threshold"] = [arm[0] for arm in results["arm"]]
    results["bot"] = [arm[1] for arm in results["arm"]]
    return results.drop(columns="arm").reset_index(drop=True)


REFERENCE = N_("default sensible (reference)")


def threshold_rates(results: pd.DataFrame) -> pd.DataFrame:
    """Per bot in seat 0: games, wins, win rate with its Wilson 95% interval, mean stack value."""
    rates = kit.rates_by(results, "bot", order=results["bot"].drop_duplicates())
    return rates.rename(columns={"mean_score": "mean stack value"})


def threshold_chart(rates: pd.DataFrame) -> go.Figure:
    """Win rate of seat 0 per steal threshold, with intervals; the reference as a dashed line."""
    ref, tests = rates.loc[_(REFERENCE)], rates.drop(_(REFERENCE))
    return kit.rates_chart(
        tests, tests.index, reference=(ref["win_rate"], _("default sensible<br>bot, same "
                                                          "seat:<br>{rate:.1%}").format(
                                                              rate=ref['win_rate'])),
        title=_("When is a steal worth starting? ({n} one-round games, 4 players, seat 0 "
                "tested)").format(n=int(rates['games'].sum())),
        xaxis_title=_("seat 0 starts a fight when its win chance is at least"),
        yaxis_title=_("share of rounds won"), colour=style.GREEN, height=400,
        custom=("wins", "games", "mean stack value"),
        hover=_("%{x}<br>won %{customdata[0]} of %{customdata[1]} rounds (%{y:.1%})"
                "<br>mean stack $%{customdata[2]:,.0f}"))


def rates_view(rates: pd.DataFrame):
    """The experiment's rates formatted for reading: percentages, the interval, dollars."""
    table = rates.reset_index()
    table["95% interval"] = list(map(kit.interval_text, table["low"], table["high"]))
    table = table[["bot", "games", "wins", "win_rate", "95% interval", "mean stack value"]]
    return common.styled(table.rename(columns={
        "bot": _("bot"), "games": _("games"), "wins": _("wins"), "win_rate": _("win rate"),
        "95% interval": _("95% interval"), "mean stack value": _("mean stack value")}),
        {_("win rate"): "{:.1%}", _("mean stack value"): money})


def check_best_threshold(answer, rates: pd.DataFrame) -> Verdict:
    """Exercise 5: which bot of the experiment won the most rounds? Answer its name."""
    tests = rates.drop(_(REFERENCE))
    best = tests["win_rate"].idxmax()
    answer = answer.strip().strip("'\"") if isinstance(answer, str) else answer
    names = ", ".join(f"'{name}'" for name in tests.index)
    hint = _("Answer the name of the tallest bar, in quotes: one of {names}.").format(names=names)
    if answer is None or answer is Ellipsis:
        return say(False, "", _("Replace the placeholder None with a bot's name in quotes, e.g. "
                                "'{name}'.").format(name=tests.index[0]))
    if answer in tests.index:
        hint = _("The bot '{bot}' won {rate:.1%} of its rounds; is another bar taller?").format(
            bot=answer, rate=tests.loc[answer, 'win_rate'])
    elif answer in rates.index:
        hint = _("The reference bot is the dashed line, not a bar: name one of the tested bots.")
    return say(answer == best, _("The bot '{bot}' won {rate:.1%} of its rounds; look at the "
                                 "intervals before you trust a small difference.").format(
                                     bot=best, rate=tests.loc[best, 'win_rate']), hint)


# ----- predict, then reveal -------------------------------------------------------------
class DefendQuestion(predict.Question):
    """Cover Your Assets' predict-then-reveal question: a player starts a steal; what is the
    chance the owner can defend the set (holds a matching card or a wild)?
    (``cardkit.prob.cover_your_assets.defend_chances``, from the challenger's seat)."""

    game = NAME
    title = N_("can the owner defend the set?")
    yes, no = N_("the owner can defend"), N_("the owner cannot defend")

    def moment(self, g, chosen) -> bool:  # a steal from an empty hand asks nothing
        return str(chosen).startswith("steal ") and bool(g.hands[int(str(chosen).split()[1])])

    def ask(self, g, chosen) -> predict.Moment:
        p = g.current_player
        _verb, owner, card = str(chosen).split()
        row = prob.defend_chances(g, p).set_index("owner").loc[int(owner)]
        n = int(row["hand_size"])
        hand = ngettext("{n} card", "{n} cards", n).format(n=n)
        return predict.Moment(p, _("Player {p} challenges player {owner}'s {asset} set ({value}) "
                                   "by showing {card}. Player {owner} holds {hand}. What is the "
                                   "chance they can defend it (they hold a {asset} or a "
                                   "wild)?").format(p=p, owner=owner, asset=row['asset'],
                                                    value=money(row['set_value']), card=card,
                                                    hand=hand),
                              float(row["defend_chance"]),
                              _("{good} of {unseen} unseen cards match, {hand} of them in the "
                                "owner's hand").format(good=row['matching_unseen'],
                                                       unseen=row['unseen'],
                                                       hand=row['hand_size']))

    def outcome(self, before, g, player, events) -> predict.Outcome:
        owner = g.current_player
        # the game offers the owner a defence only when they hold a card that defends
        defences = [str(a) for a in g.legal_actions() if str(a).startswith("defend ")]
        told = (_("Player {owner} may answer: {defences}.").format(
                    owner=owner, defences=", ".join(defences)) if defences
                else _("Player {owner} can only yield.").format(owner=owner))
        return predict.Outcome(bool(defences), told, tuple(map(str, events)))


def predict_defend(seed: int = 2026) -> predict.Predict:
    """The predict-then-reveal exercise of Cover Your Assets: guess the chance a set is defended."""
    return predict.Predict(DefendQuestion(), seed)


# ----- a bot says why; go back and try the other choice -----------------------------------
CHANCES = ("win_chance", "steal_at", "best_steal_chance", "steal_win_chance", "chance")


def read_aloud(g, step: int, seed: int = 7):
    """Say what the sensible bot of ``one_round(seed)`` (``g``) weighed at move ``step + 1``
    (``g.at(step)``, the table as it stood then), in its own sentence; return that
    ``Explanation``."""
    return kit.read_aloud(round_bots(seed, g.players), g, step)


def figures_view(why):
    """The figures of an explanation, one per row, chances in percent and values in dollars."""
    return kit.figures_view(why, chances=CHANCES, number=money)


def what_if(g, step: int, other: str, seed: int = 7) -> pd.DataFrame:
    """Go back to move ``step + 1`` of ``one_round(seed)`` (``g.at(step)``, a copy: ``g`` does
    not change) and play ``other`` there instead, the same bots playing on: each player's
    stack value once that move is settled (no fight going on) and at the
    round's end, as played and with the other choice."""
    rows = []
    for choice, branch, _events in kit.branches(g, step, (g.history[step][1], other)):
        bots = round_bots(seed, g.players)
        kit.play_on(branch, bots, _settled)
        label = (_("{choice} (as played)") if choice == g.history[step][1]
                 else _("{choice} (instead)")).format(choice=choice)
        rows.append({_("choice"): label, _("when"): _("after the move"), **_stacks(branch)})
        kit.play_on(branch, bots)
        rows.append({_("choice"): label, _("when"): _("round's end"), **_stacks(branch)})
    return pd.DataFrame(rows)


def _settled(g) -> bool:
    return g.phase == "turn"  # no fight going on


def _stacks(g) -> dict:
    return {_("player {p}").format(p=p): int(v) for p, v in enumerate(g.stack_value)}


def what_if_view(g, step: int, other: str, seed: int = 7):
    """``what_if`` formatted for reading, in dollars."""
    table = what_if(g, step, other, seed)
    return common.styled(table, {c: money for c in table.columns[2:]})
