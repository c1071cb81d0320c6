"""The Cover Your Assets lesson (notebooks/03_cover_your_assets.ipynb): its tables, charts,
exercise checks and the steal-threshold experiment."""
from __future__ import annotations

import math
import re

import pandas as pd
import plotly.graph_objects as go

import cardkit
from cardkit import sim
from cardkit.agents.cover_your_assets import CoverSensible
from cardkit.games import cover_your_assets as rules
from cardkit.lessons import common
from cardkit.lessons.common import as_number as _number
from cardkit.lessons.common import say as _say
from cardkit.prob import cover_your_assets as prob
from cardkit.views.charts import style

NAME = "cover-your-assets"
ASSET_HEX = {"GOLD": "#b58900", "SILVER": "#78909c", "HOME": "#6d4c41", "JEWELS": "#6a1b9a",
             "AUTO": "#c62828", "STOCKS": "#2e7d32", "BANK": "#1565c0", "COINS": "#e65100",
             "BASEBALL": "#00695c", "CASH": "#558b2f", "STAMPS": "#283593", "PIGGY": "#ad1457"}
PLAYER_DASHES = ["solid", "dash", "dot", "dashdot", "longdash", "longdashdot"]

# The step-by-step game: four players, dealt one card at a time from player 0, so card i of
# the stacked deck goes to player i % 4; card 16 is turned up; then the draws, top first.
STORY_HANDS = (["HOME", "HOME", "CASH", "STAMPS"], ["JEWELS", "AUTO", "PIGGY", "SILVER"],
               ["HOME", "SILVER", "COINS", "BASEBALL"], ["JEWELS", "STOCKS", "BANK", "PIGGY"])
STORY_TURNED_UP = "JEWELS"
STORY_DRAWS = ["GOLD", "BANK", "CASH", "STOCKS", "AUTO", "JEWELS"]
STORY_SEED = 2026
OPENING = ["pair HOME HOME", "take JEWELS"]
CHALLENGER_WINS = ["steal 0 HOME", "defend GOLD", "defend SILVER", "yield"]
DEFENDER_WINS = ["steal 1 JEWELS", "defend SILVER", "yield"]
TABLE_SEED = 14  # player 0 opens with HOME STAMPS HOME STAMPS: two pairs to choose from
THRESHOLDS = (0.0, 0.25, 0.5, 0.75, 0.9, 1.01)


# ----- the rules ------------------------------------------------------------------------
def rule_decisions() -> list[tuple[str, str]]:
    """Every rule of the rules file that holds a **Decision**, with its section heading.

    Unlike ``common.decisions`` this also reads numbered items (``1. **Pair from hand** …``) and
    the form ``**Decision** (…)``, both of which this game's rules file uses.
    """
    found, heading, block = [], "", []

    def close() -> None:
        text = " ".join(block)
        if text.endswith(":"):  # a list or table follows: the deck, shown in section 2
            text = text[:-1] + " (the deck table in section 2)."
        if "**Decision" in text and "Lines marked" not in text:
            found.append((heading, re.sub(r"^(-|\d+\.)\s*", "", text)))
        block.clear()

    for line in common.rules_text(NAME).splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            close()
            heading = stripped.lstrip("#").strip()
        elif not stripped or stripped.startswith("|"):
            close()
        elif stripped.startswith("- ") or re.match(r"\d+\.\s", stripped):
            close()
            block.append(stripped)
        else:
            block.append(stripped)
    close()
    return found


def rule_decisions_markdown() -> str:
    """The rules file's Decisions as a numbered Markdown list."""
    return "\n".join(f"{i}. *{heading}* — {text}"
                     for i, (heading, text) in enumerate(rule_decisions(), 1))


def engine_choices() -> list[str]:
    """The bullets of the engine's "What this module chooses" (the module docstring)."""
    return common.docstring_bullets(rules.__doc__, "What this module chooses")


def engine_choices_markdown() -> str:
    """The engine's choices as a numbered Markdown list."""
    return common.numbered_markdown(engine_choices())


# ----- the deck ---------------------------------------------------------------------
def deck_table() -> pd.DataFrame:
    """Every asset of the 110-card deck: name, value, copies, and what the copies are worth."""
    rows = [{"code": c, "asset": rules.NAME[c], "wild": rules.is_wild(c), "value": rules.VALUE[c],
             "count": rules.COPIES[c], "total value": rules.VALUE[c] * rules.COPIES[c]}
            for c in rules.CODES]
    table = pd.DataFrame(rows).set_index("code")
    table.loc["all"] = ["", "", "", table["count"].sum(), table["total value"].sum()]
    return table


def deck_chart() -> go.Figure:
    """A bar per asset: how many cards, coloured by asset, with the value in the hover."""
    table = deck_table().drop("all")
    fig = go.Figure(go.Bar(
        x=[f"{c}<br>${v // 1000}K" for c, v in zip(table.index, table["value"], strict=True)],
        y=table["count"], marker_color=[ASSET_HEX[c] for c in table.index],
        marker_pattern_shape=["x" if w else "" for w in table["wild"]],
        text=table["count"], customdata=table[["asset", "value", "total value"]].to_numpy(),
        hovertemplate=("%{customdata[0]}: %{y} cards of $%{customdata[1]:,} each"
                       "<br>together $%{customdata[2]:,}<extra></extra>")))
    fig.update_layout(template="plotly_white", height=360,
                      title=f"The Cover Your Assets deck: {int(table['count'].sum())} cards worth "
                            f"${int(table['total value'].sum()):,} (wilds crossed)",
                      xaxis_title="asset and its value", yaxis_title="number of cards")
    return style.readable(fig)


def check_sets(answer) -> bool:
    """Exercise 1: which of four pairs are sets? Answer four True/False values in order."""
    pairs = [("HOME", "HOME"), ("GOLD", "SILVER"), ("JEWELS", "GOLD"), ("AUTO", "JEWELS")]
    truth = [rules.makes_set(a, b) for a, b in pairs]
    ok = isinstance(answer, (list, tuple)) and [bool(x) for x in answer] == truth \
        and all(isinstance(x, bool) for x in answer)
    return _say(ok, "HOME + HOME is a set (identical assets), GOLD + SILVER is not (never two "
                "wilds), JEWELS + GOLD is (an asset and a wild), AUTO + JEWELS is not.",
                "Answer a list of four True/False values, e.g. [True, False, True, False].")


def check_deck_value(answer) -> bool:
    """Exercise 2: what is the whole deck worth, in dollars?"""
    truth = rules.DECK_VALUE
    return _say(_number(answer) == truth, f"${truth:,}: so one round rarely takes anybody to "
                "$1,000,000, and a match has several rounds.",
                "Add value × count over the rows of the deck table (its 'all' row does it for you).")


# ----- one game, narrated -------------------------------------------------------------
def story_deck() -> list[str]:
    deal = [STORY_HANDS[i % 4][i // 4] for i in range(16)]
    return deal + [STORY_TURNED_UP] + STORY_DRAWS


def story_game() -> cardkit.Game:
    """The lesson's seeded four-player game with a stacked deck (the rest shuffled by the seed)."""
    return cardkit.make(NAME, players=4, seed=STORY_SEED, deck=story_deck())


def story_after() -> cardkit.Game:
    """The story game after both fights: player 0 is to act."""
    g = story_game()
    for text in OPENING + CHALLENGER_WINS + DEFENDER_WINS:
        g.apply(text)
    return g


def play_out(g, actions) -> None:
    """Apply each action text, printing it and the sentences of its events."""
    for text in actions:
        print(f"player {g.current_player}: {text}")
        for event in g.apply(text):
            print(f"    {event}")


def all_hands(g) -> None:
    """Print every hand, as only a teacher looking over every shoulder could see them."""
    for p in range(g.players):
        print(f"player {p}: {' '.join(g.hands[p]) or '-'}")
    print(f"discard top: {g.discard[-1] if g.discard else '(empty)'}, draw pile: {len(g.draw_pile)}")


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
    bots = [CoverSensible(seed=seed * 10 + p) for p in range(players)]
    while not g.is_over:
        p = g.current_player
        g.apply(bots[p].choose(g, p))
    return g


def fights_in(g) -> pd.DataFrame:
    """Every fight of the game: the turn it ended, who won, from whom, and the set they took."""
    rows, turn = [], 1
    for _, _, events in g.history:
        for e in events:
            if e.kind == "turn":
                turn += 1
            elif e.kind == "fight":
                rows.append({"turn": turn, "winner": e.data["winner"], "other side": e.data["loser"],
                             "won by": "defender" if " keeps " in str(e) else "challenger",
                             "set": " ".join(e.data["cards"]), "value": e.data["value"]})
    return pd.DataFrame(rows, columns=["turn", "winner", "other side", "won by", "set", "value"])


def stack_values_chart(g) -> go.Figure:
    """Each player's stack value after every turn of the round (``prob.stack_values_over_round``)."""
    log = prob.stack_values_over_round(g)
    fig = go.Figure()
    for p in range(g.players):
        rows = log[log["player"] == p]
        fig.add_scatter(x=rows["turn"], y=rows["stack_value"], mode="lines", name=f"player {p}",
                        line=dict(color=style.PALETTE[p], dash=PLAYER_DASHES[p], width=2),
                        hovertemplate=f"player {p}<br>after turn %{{x}}: %{{y:$,.0f}}<extra></extra>")
    fig.update_layout(template="plotly_white", height=380, yaxis_tickformat="$,.0f",
                      title=f"Stack values over one round ({g.players} sensible bots, seed {g.seed})",
                      xaxis_title="turns of the round", yaxis_title="stack value",
                      legend_title="player")
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
                     f"unseen {asset}": unseen[asset], "unseen SILVER": unseen["SILVER"],
                     "unseen GOLD": unseen["GOLD"],
                     "matching unseen": unseen[asset] + unseen["SILVER"] + unseen["GOLD"],
                     "all unseen": sum(unseen.values()), "owner's hand": len(g.hands[q])})
    return pd.DataFrame(rows).set_index("owner")


def exactly(unseen: int, good: int, hand: int, k: int) -> float:
    """C(good, k) · C(unseen − good, hand − k) / C(unseen, hand): exactly k good cards in a hand."""
    return math.comb(good, k) * math.comb(unseen - good, hand - k) / math.comb(unseen, hand)


def at_least_one(unseen: int, good: int, hand: int) -> float:
    """1 − C(unseen − good, hand) / C(unseen, hand): at least one good card in the hand."""
    return 1 - exactly(unseen, good, hand, 0)


def check_defend_home(answer, g=None) -> bool:
    """Exercise 3: seen by player 0, the chance player 2 can defend their HOME set."""
    g = story_after() if g is None else g
    row = prob.defend_chances(g, 0).set_index("owner").loc[2]
    truth = float(row["defend_chance"])
    value = _number(answer)
    if value is None:
        return _say(False, "", f"give a number such as 0.47, not {answer!r}")
    return _say(math.isclose(value, truth, abs_tol=1e-3),
                f"{truth:.4f}: {int(row['matching_unseen'])} matching cards among "
                f"{int(row['unseen'])} unseen, and player 2 holds {int(row['hand_size'])}.",
                "Count the unseen HOMEs, SILVERs and GOLDs in the table above, then use "
                "lesson.at_least_one(unseen=..., good=..., hand=...).")


def two_card_win_chance(g=None) -> float:
    """Player 0 with two matching cards against player 1's JEWELS set (the fight model, exact)."""
    g = story_after() if g is None else g
    unseen = g.unseen(0)
    unseen["JEWELS"] -= 1  # the second JEWELS is in player 0's hand now,
    unseen["CASH"] += 1    # and the CASH it replaces is somewhere unseen
    top = g.top_set(1)
    return prob.fight_expectation(["JEWELS", "JEWELS"], unseen, len(g.hands[1]), "JEWELS",
                                  rules.set_value(top))["win_chance"]


def check_two_card_fight(answer, g=None) -> bool:
    """Exercise 4: the chance to win the JEWELS fight holding two JEWELS (one more unseen card seen)."""
    truth = two_card_win_chance(g)
    value = _number(answer)
    if value is None:
        return _say(False, "", f"give a number, not {answer!r}")
    return _say(math.isclose(value, truth, abs_tol=1e-3),
                f"{truth:.4f}: you win when player 1 holds at most one matching card, "
                "P(0) + P(1) with 97 unseen cards of which 14 match.",
                "With two cards to show, you win when they hold 0 or 1 matching card: "
                "lesson.exactly(unseen, good, hand, 0) + lesson.exactly(unseen, good, hand, 1), "
                "with 97 unseen cards, 14 of them matching, and player 1's 4 cards.")


# ----- the experiment ---------------------------------------------------------------
def threshold_bot(threshold: float) -> CoverSensible:
    """A sensible bot that starts a fight when its win chance is at least ``threshold``,
    whatever the fight's expected value (``min_steal_value`` too low to matter)."""
    bot = CoverSensible(steal_at=threshold, min_steal_value=-10**9)
    bot.name = f"steal at {threshold:.0%}" if threshold <= 1 else "steal only if no set"
    return bot


def threshold_experiment(thresholds=THRESHOLDS, games: int = 200, seed: int = 2026,
                         players: int = 4, progress: bool = True) -> pd.DataFrame:
    """One-round games: a threshold bot in seat 0 against three default sensible bots.

    Every threshold (and the reference: a default sensible bot in seat 0) plays the same
    ``games`` seeds, so the rows differ only by the bot's steal rule.
    """
    parts = []
    tests = [(t, threshold_bot(t)) for t in thresholds] + [(None, CoverSensible())]
    for t, bot in tests:
        bots = [bot] + [CoverSensible() for _ in range(players - 1)]
        part = sim.run(NAME, bots, games=games, seed=seed, players=players, progress=progress,
                       target=1)
        part = part[part["player"] == 0].copy()
        part["threshold"] = t
        part["bot"] = "default sensible (reference)" if t is None else bot.name
        parts.append(part)
    return pd.concat(parts, ignore_index=True)


def threshold_rates(results: pd.DataFrame) -> pd.DataFrame:
    """Per bot in seat 0: games, wins, win rate with its Wilson 95% interval, mean stack value."""
    rates = sim.win_rates(results, by="bot")
    order = {b: i for i, b in enumerate(results["bot"].drop_duplicates())}
    rates["order"] = rates["bot"].map(order)
    rates = rates.sort_values("order").drop(columns="order").set_index("bot")
    return rates.rename(columns={"mean_score": "mean stack value"})


def threshold_chart(rates: pd.DataFrame) -> go.Figure:
    """Win rate of seat 0 per steal threshold, with intervals; the reference as a dashed line."""
    ref_name = "default sensible (reference)"
    ref = rates.loc[ref_name]
    tests = rates.drop(ref_name)
    fig = go.Figure(go.Bar(
        x=tests.index, y=tests["win_rate"],
        error_y=dict(type="data", symmetric=False, array=tests["high"] - tests["win_rate"],
                     arrayminus=tests["win_rate"] - tests["low"]),
        marker_color="#2e7d32", marker_pattern_shape="/",
        customdata=tests[["wins", "games", "mean stack value"]].to_numpy(),
        hovertemplate=("%{x}<br>won %{customdata[0]} of %{customdata[1]} rounds (%{y:.1%})"
                       "<br>mean stack $%{customdata[2]:,.0f}<extra></extra>")))
    style.reference_line(fig, ref["win_rate"], f"default sensible<br>bot, same seat:<br>"
                                               f"{ref['win_rate']:.1%}")
    fig.update_layout(template="plotly_white", height=400, yaxis_tickformat=".0%",
                      yaxis_range=[0, max(0.6, float(tests["high"].max()) + 0.05)],
                      title=f"When is a steal worth starting? ({int(rates['games'].sum())} "
                            f"one-round games, 4 players, seat 0 tested)",
                      xaxis_title="seat 0 starts a fight when its win chance is at least",
                      yaxis_title="share of rounds won")
    return style.readable(fig)


def check_best_threshold(answer, rates: pd.DataFrame) -> bool:
    """Exercise 5: which bot of the experiment won the most rounds? Answer its name."""
    tests = rates.drop("default sensible (reference)")
    best = tests["win_rate"].idxmax()
    return _say(answer == best, f"'{best}' won {tests.loc[best, 'win_rate']:.1%} of its rounds; "
                "look at the intervals before you trust a small difference.",
                f"Answer one of {list(tests.index)} (the tallest bar).")
