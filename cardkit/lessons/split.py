"""The Split lesson (notebooks/04_split.ipynb): its tables, charts, exercise checks and experiment."""
from __future__ import annotations

import math

import pandas as pd
import plotly.graph_objects as go

import cardkit
from cardkit import sim
from cardkit.agents.split import SplitSensible
from cardkit.games import split as rules
from cardkit.lessons import common
from cardkit.lessons.common import as_number as _number
from cardkit.lessons.common import say as _say
from cardkit.prob import split as prob

SUIT_HEX = {"H": "#c62828", "D": "#ef6c00", "C": "#212121", "S": "#546e7a"}
SUIT_PATTERN = {"H": "", "D": "/", "C": ".", "S": "x"}

# The step-by-step game: two players, a stacked deck dealt one card at a time from
# player 0; QHR is turned up to start the discard row, then 4CL, 6SL, 5DR are drawn.
STORY_HANDS = ("7HL 7HR 9DL 9HR 2SL 5CL JDR KCL 3HR".split(),
               "QHL QCR 4SL 6DR 8CL 10HR AHL KDR 4DR".split())
STORY_REST = ["QHR", "4CL", "6SL", "5DR"]
STORY_SEED = 3
STORY_TURN_1 = ["draw", "match 7HL 7HR", "penalise 1", "match 9DL 9HR", "bonus-draw", "discard 2SL"]
STORY_TURN_2 = ["draw", "match QHL QCR"]
STORY_TURN_2_END = ["skip", "discard 4DR"]
STORY_TURN_3 = ["pick QHR", "upgrade 1 0 QHR", "penalise 1", "match 4CL 4DR", "skip", "discard 2SL"]
DEPTHS = (2, 4, 8, 52)  # 52: no limit (the discard row never holds more)
BASELINE = 1


# ----- the rules ------------------------------------------------------------------------
def engine_choices() -> list[str]:
    """The bullets of "What this module chooses" in cardkit.games.split's docstring."""
    return common.docstring_bullets(rules.__doc__, "What this module chooses")


def engine_choices_markdown() -> str:
    """The engine's choices as a numbered Markdown list."""
    return common.numbered_markdown(engine_choices())


def reference_cards() -> pd.DataFrame:
    """The four reference cards, as this toolkit reads their content from the rules file."""
    rows = [
        ("1. Your turn", "Draw", "`draw` the top card of the draw pile, or `pick CARD` from the "
         "discard row: you take that card and every card laid after it, and must use the picked "
         "card this turn (in a match or an upgrade). Drawing the last card ends the round at once."),
        ("1. Your turn", "Match, upgrade", "As often as you like: `match L R` lays a left and a "
         "right half of one rank; `upgrade P M CARD` replaces a half of any player's match so it "
         "gets strictly stronger, and the match becomes yours."),
        ("1. Your turn", "Discard", "`discard CARD` to the end of the discard row: compulsory. "
         "Discarding your last card ends the round."),
        ("2. Matches", "perfect ★★★", "same suit (both halves of one card): `penalise P`, "
         "another player fills a negative box."),
        ("2. Matches", "strong ★★", "same colour, other suit: `bonus-draw` one card, or `skip`."),
        ("2. Matches", "weak ★", "different colours: `trade M P N` one of your matches for "
         "another player's match of the same strength, or `skip`."),
        ("3. End of a round", "How it ends", "A player discards their last card, or the draw "
         "pile runs out. If someone went out on their very first turn, those who had no turn yet "
         "may first lay matches from hand (`match`, then `done`), without bonuses."),
        ("3. End of a round", "Boxes", "Each match fills a box in the row of its rank; each card "
         "left in hand (and each penalty) fills a negative box. Three rounds make a game."),
        ("4. Score sheet", "Upper rows", "A row with k boxes filled is worth weight × k(k+1)/2: "
         "weight 1 for 2–9, 2 for 10, J, Q, K, 3 for A; up to 12 boxes."),
        ("4. Score sheet", "Negative row", "k boxes cost 1, 2, 3, 5, 7, 9, 12, … (each box costs "
         "⌈i/3⌉ more); up to 40 boxes. Score = upper rows − negative row; most points wins."),
    ]
    return pd.DataFrame(rows, columns=["reference card", "topic", "what it says"])


# ----- the deck ---------------------------------------------------------------------
def deck_table() -> pd.DataFrame:
    """The 104 halves by rank and suit: every cell holds a left and a right half."""
    deck = cardkit.game_class("split").full_deck(2, cardkit.game_class("split").Options())
    table = pd.DataFrame(0, index=list(rules.RANKS), columns=[
        f"{rules.SUIT_SYMBOLS[s]} {rules.SUIT_NAMES[s]} ({'red' if s in rules.RED else 'black'})"
        for s in rules.SUITS])
    for code in deck:
        s = rules.SUIT[code]
        col = table.columns[rules.SUITS.index(s)]
        table.loc[rules.RANK[code], col] += 1
    table["halves"] = table.sum(axis=1)
    table.loc["all"] = table.sum()
    return table


def deck_chart() -> go.Figure:
    """Halves per rank, stacked by suit (each suit has its own colour and pattern)."""
    fig = go.Figure()
    for s in rules.SUITS:
        name = f"{rules.SUIT_SYMBOLS[s]} {rules.SUIT_NAMES[s]}"
        fig.add_bar(x=list(rules.RANKS), y=[2] * len(rules.RANKS), name=name,
                    marker=dict(color=SUIT_HEX[s], pattern=dict(shape=SUIT_PATTERN[s], fgcolor="#fff")),
                    hovertemplate="rank %{x}, " + name + ": a left and a right half<extra></extra>")
    fig.update_layout(barmode="stack", template="plotly_white", height=340,
                      title="The Split deck: 104 halves, 8 of every rank (L and R of four suits)",
                      xaxis_title="rank", yaxis_title="halves", legend_title="suit")
    return fig


def partners_table(code: str = "7HL") -> pd.DataFrame:
    """Every half that makes a match with ``code``, and the match's strength."""
    rows = [{"partner": c, "strength": rules.STRENGTH_NAMES[s],
             "why": {3: "same suit", 2: "same colour, other suit", 1: "other colour"}[s]}
            for s in (rules.PERFECT, rules.STRONG, rules.WEAK) for c in rules.PARTNERS[code][s]]
    return pd.DataFrame(rows)


def score_sheet_table(boxes: int = 6) -> pd.DataFrame:
    """What a row is worth with 0..``boxes`` boxes filled, on the default score sheet."""
    upper, negative = rules.DEFAULT_SHEET
    rows = {f"row {r} (weight {rules.WEIGHTS.get(r, 1)})": upper[i][:boxes + 1]
            for i, r in enumerate(rules.RANKS) if r in ("A", "2", "10")}
    rows["negative row (subtracted)"] = negative[:boxes + 1]
    return pd.DataFrame(rows, index=[f"{k} boxes" for k in range(boxes + 1)]).T


# ----- one game, narrated -------------------------------------------------------------
def story_deck() -> list[str]:
    return [c for pair in zip(*STORY_HANDS, strict=True) for c in pair] + STORY_REST


def story_game() -> cardkit.Game:
    """The lesson's two-player game with a stacked deck, before the first action."""
    return cardkit.make("split", players=2, seed=STORY_SEED, deck=story_deck())


def play_out(g, actions, viewer: int = 0) -> None:
    """Apply each action text, printing it and its events as ``viewer`` would see them.

    A draw's sentence never names the card; only the viewer's own draws add it.
    """
    for text in actions:
        print(f"player {g.current_player}: {text}")
        for event in g.apply(text):
            seen = ""
            if event.kind in ("draw", "bonus-draw") and event.player == viewer:
                seen = f"  [player {viewer} sees: {event.data['card']}]"
            print(f"    {event}{seen}")


def story_after(turns: int) -> cardkit.Game:
    """The story game after its first ``turns`` scripted parts (1: turn 1, 2: turn 2, 3: all)."""
    g = story_game()
    parts = [STORY_TURN_1, STORY_TURN_2 + STORY_TURN_2_END, STORY_TURN_3][:turns]
    for part in parts:
        for text in part:
            g.apply(text)
    return g


def finish_round(g, seed: int = 0) -> None:
    """Let sensible bots play until the round is scored; print the end and the scores."""
    bots = [SplitSensible(seed=seed + p) for p in range(g.players)]
    start = g.round
    while not g.is_over and g.round == start:
        p = g.current_player
        for event in g.apply(bots[p].choose(g, p)):
            if event.kind in ("round-end", "score"):
                print(event)


def sheet_table(g) -> pd.DataFrame:
    """Every player's score sheet: boxes filled per row (only rows with a box), and the total."""
    rows = {}
    for p in range(g.players):
        s = g.sheet(p)
        col = {r["row"]: f"{r['filled']} → {r['score']}" for r in s["rows"] if r["filled"]}
        col["negative"] = f"{s['negative']['filled']} → {s['negative']['score']}"
        col["total"] = s["total"]
        rows[f"player {p}"] = col
    order = [r for r in rules.RANKS if any(r in c for c in rows.values())] + ["negative", "total"]
    return pd.DataFrame(rows).reindex(order).fillna("")


def visible_to(g, player: int) -> pd.DataFrame:
    """Where the player sees cards: own hand, discard row, matches, others' picked cards."""
    rows = [("own hand", len(g.hands[player])), ("discard row", len(g.discard_row)),
            ("matches on the table", 2 * sum(len(ms) for ms in g.matches)),
            ("cards others picked (seen by all)",
             sum(len(g.shown[q]) for q in range(g.players) if q != player))]
    seen = sum(n for _, n in rows)
    rows.append(("unseen: 104 − seen", 104 - seen))
    return pd.DataFrame(rows, columns=["where", "cards"]).set_index("where")


# ----- exercises -------------------------------------------------------------------
def check_bonus(answer) -> bool:
    """Exercise 1: which bonus action does a match of 7HL and 7DR offer?"""
    s = rules.strength("7HL", "7DR")
    truth = {rules.PERFECT: "penalise", rules.STRONG: "bonus-draw", rules.WEAK: "trade"}[s]
    ok = isinstance(answer, str) and answer.strip().lower() == truth
    return _say(ok, f"{truth}: hearts and diamonds are both red, so the match is "
                    f"{rules.STRENGTH_NAMES[s]}.",
                "Same suit, same colour or different colours? Then read reference card 2, and "
                "answer with the action's word ('penalise', 'bonus-draw' or 'trade').")


def check_pick_size(answer, g=None) -> bool:
    """Exercise 4: how many cards did player 0's pick take in the story game?"""
    g = story_after(3) if g is None else g
    truth = next(len(e.data["taken"]) for _, text, events in g.history for e in events
                 if e.kind == "pick" and e.player == 0)
    return _say(_number(answer) == truth,
                f"{truth}: QHR was the oldest card of the row, so every later card came along.",
                "A pick takes the picked card and every card laid after it. Count the row.")


def check_played(view) -> bool:
    """Exercise 5: have you laid a perfect match at the table (and penalised someone)?"""
    done = any(e.kind == "penalise" and e.player == 0
               for _, _, events in view.game.history for e in events)
    return _say(done, "you laid a perfect match and chose whom to penalise.",
                "Play on: select two halves of one card (same rank and suit) and lay them.")


def check_partners(answer) -> bool:
    """Exercise 2: how many of the 104 halves make a match with 10SR, of any strength?"""
    truth = len(rules.ALL_PARTNERS["10SR"])
    return _say(_number(answer) == truth,
                f"{truth}: the four left halves of 10 (10SL perfect, 10CL strong, 10HL and 10DL weak).",
                "A match needs a left half of the same rank. How many left 10s are there?")


def check_row_value(answer) -> bool:
    """Exercise 3: what is the row of kings worth with 3 boxes filled?"""
    truth = rules.DEFAULT_SHEET[0][rules.RANKS.index("K")][3]
    return _say(_number(answer) == truth, f"{truth} points: weight 2 × 3 × 4 / 2.",
                "Use weight × k × (k + 1) / 2 with k = 3; kings have weight 2.")


def check_match_chance(answer, g=None) -> bool:
    """Exercise 6: player 0's chance that the next draw matches 4CL (any strength)."""
    g = story_after(2) if g is None else g
    table = prob.match_chances(g, 0).set_index("card")
    truth = float(table.loc["4CL", "any"])
    value = _number(answer)
    if value is None:
        return _say(False, "", f"give a number or a fraction such as '3/89', not {answer!r}")
    return _say(math.isclose(value, truth, abs_tol=1e-9),
                f"3 partners unseen (4CR, 4SR, 4HR; 4DR lies in the discard row) out of 89: {truth:.4f}.",
                "List the four partners of 4CL: which of them can player 0 see? Divide the unseen "
                "ones by all unseen cards.")


def check_deep_pays(answer, rates: pd.DataFrame) -> bool:
    """Exercise 7: does picking deeper than the newest card pay, by your experiment?"""
    lows = rates["win_rate"] - rates["interval"]
    pays = bool((lows > 0.5).any())
    if not isinstance(answer, bool):
        return _say(False, "", "Answer True or False.")
    best = rates["win_rate"].idxmax()
    return _say(answer == pays,
                f"the deeper picker's best win rate is {rates['win_rate'].max():.1%} "
                f"(max_pick_depth={best}); an interval wholly above 50% means it pays.",
                "Look for a bar whose error bar lies wholly above the 50% line.")


# ----- the experiment ---------------------------------------------------------------
def depth_experiment(depths=DEPTHS, games: int = 1000, seed: int = 2026,
                     progress: bool = True) -> pd.DataFrame:
    """Two-player games: a ``SplitSensible(max_pick_depth=d)`` against the same bot picking
    only the newest card (``max_pick_depth=1``), ``games // len(depths)`` games per depth,
    seats swapped halfway. One row per game and player; ``depth`` is the bot's pick depth."""
    parts = []
    per = games // len(depths)
    for i, d in enumerate(depths):
        for seat in (0, 1):
            bots = [SplitSensible(max_pick_depth=d if p == seat else BASELINE) for p in (0, 1)]
            part = sim.run("split", bots, games=per // 2, seed=seed + 10 * i + seat,
                           progress=progress)
            part["depth"] = [d if p == seat else BASELINE for p in part["player"]]
            part["opponent_depth"] = d
            part["deep"] = part["player"] == seat
            parts.append(part)
    return pd.concat(parts, ignore_index=True)


def win_rates(results: pd.DataFrame) -> pd.DataFrame:
    """Per depth: games, the deeper picker's wins, win rate with a 95% interval, mean scores."""
    deep = results[results["deep"]].groupby("opponent_depth")
    base = results[~results["deep"]].groupby("opponent_depth")
    rates = pd.DataFrame({"games": deep.size(), "wins": deep["winner"].sum(),
                          "mean_score": deep["score"].mean(),
                          "baseline_mean_score": base["score"].mean()})
    rates.index.name = "max_pick_depth"
    rates["win_rate"] = rates["wins"] / rates["games"]
    rates["interval"] = 1.96 * (rates["win_rate"] * (1 - rates["win_rate"]) / rates["games"]) ** 0.5
    return rates


def depth_chart(rates: pd.DataFrame) -> go.Figure:
    """The deeper picker's win rate against the newest-card picker, by depth, with 95% intervals."""
    names = [f"up to {d} cards" if d < 52 else "any depth" for d in rates.index]
    fig = go.Figure(go.Bar(
        x=names, y=rates["win_rate"], error_y=dict(type="data", array=rates["interval"]),
        marker_color="#1565c0", marker_pattern_shape="/",
        customdata=rates[["wins", "games", "mean_score", "baseline_mean_score"]].to_numpy(),
        hovertemplate=("picks %{x}<br>won %{customdata[0]} of %{customdata[1]} games (%{y:.1%})"
                       "<br>mean score %{customdata[2]:.1f} vs %{customdata[3]:.1f}"
                       "<extra></extra>")))
    fig.add_hline(y=0.5, line_dash="dash", annotation_text="50%: no difference")
    fig.update_layout(template="plotly_white", height=380, yaxis_tickformat=".0%",
                      yaxis_range=[0, 1],
                      title=f"Is picking deep worth it? Win rate against a bot that picks only "
                            f"the newest card ({int(rates['games'].sum())} two-player games)",
                      xaxis_title="the other bot picks from the discard row …",
                      yaxis_title="share of games won")
    return fig
