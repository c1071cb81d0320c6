"""The Split lesson (notebooks/04_split.ipynb): its tables, charts, exercise checks and experiment."""
from __future__ import annotations

from types import MappingProxyType

import pandas as pd
import plotly.graph_objects as go
from IPython.display import Markdown

import cardkit
from cardkit.agents.split import SplitSensible
from cardkit.core.sentences import percent
from cardkit.games import split as rules
from cardkit.i18n import N_, _, ngettext
from cardkit.lessons import common, kit, predict
from cardkit.lessons.common import check_number, fitting_hint, say, styled, yes_no
from cardkit.prob import split as prob
from cardkit.views.charts import style
from cardkit.views.private import seen_text

SUIT_PATTERN = MappingProxyType({"H": "", "D": "/", "C": ".", "S": "x"})

# The step-by-step game: two players, a stacked deck dealt one card at a time from
# player 0; QHR is turned up to start the discard row, then 4CL, 6SL, 5DR are drawn.
STORY_HANDS = (tuple("7HL 7HR 9DL 9HR 2SL 5CL JDR KCL 3HR".split()),
               tuple("QHL QCR 4SL 6DR 8CL 10HR AHL KDR 4DR".split()))
STORY_REST = ("QHR", "4CL", "6SL", "5DR")
STORY_SEED = 3
STORY_TURN_1 = ("draw", "match 7HL 7HR", "penalise 1", "match 9DL 9HR", "bonus-draw", "discard 2SL")
STORY_TURN_2 = ("draw", "match QHL QCR")
STORY_TURN_2_END = ("skip", "discard 4DR")
STORY_TURN_3 = ("pick QHR", "upgrade 1 0 QHR", "penalise 1", "match 4CL 4DR", "skip", "discard 2SL")
DEPTHS = (2, 4, 8, 52)  # 52: no limit (the discard row never holds more)
BASELINE = 1

# Every Decision of the rules file (a phrase of its rule -> the rule as a student reads it);
# common.decisions_in_words raises if the rules file gains or changes one.
DECISION_WORDS = MappingProxyType({
    "104 game cards": N_("The deck is the 52 cards of an ordinary deck, each cut into a left (L) "
    "and a right (R) half: 104 halves. A half is named by rank, suit and side: 7HL is the left "
    "half of the 7 of hearts. The four reference cards are not played."),
    "a match is one left half and one right half of the same rank": N_("A match is one left and "
    "one right half of the same rank: the same suit makes it perfect, the same colour strong, "
    "different colours weak. Halves of different ranks never match."),
    "in round 1 the dealer is the last player": N_("In round 1 the last player deals, so player 0 "
    "gets the first card and plays first."),
    "the game checks this when the turn's discard is made": N_("You may pick a card from the "
    "discard row only if you can use it this turn, in a match or an upgrade. The game offers a "
    "pick only then, and refuses a move that would leave the picked card without a use: a "
    "match or an upgrade, and also a trade, or a skip of a weak match's trade, after which the "
    "card could no longer be used."),
    "a strong match's `bonus-draw` included": N_("Whoever draws the last card of the draw pile "
    "ends the round at once, even when that card is a strong match's bonus draw."),
    "each player's matches are numbered from 0": N_("Your matches are numbered 0, 1, 2, … in the "
    "order they came to you. When one leaves, the later ones move up; one that arrives goes to "
    "the end."),
    "upgrade an opponent's match to steal it": N_("You may upgrade any player's match, not only "
    "your own: the match then becomes yours, the half it replaced goes to the end of the "
    "discard row, and you get the bonus of its new strength."),
    "would leave the player with no card to discard": N_("You may not lay a match or an upgrade "
    "that would leave you without a card to discard."),
    "in the row of the match's rank": N_("A match fills a box in the row of its own rank."),
    "the player who went out deals the next round": N_("Whoever went out deals the next round; if "
    "the draw pile ran out instead, the deal moves one player to the left."),
    "Score sheet (Decision": N_("The rules do not print the score pad's values, so the toolkit "
    "uses these: a row with k boxes filled is worth weight × k(k+1)/2 (weight 1 for 2–9, 2 "
    "for 10, J, Q and K, 3 for A); the negative row costs 1, 2, 3, 5, 7, 9, 12, … A class "
    "with a printed pad can enter its values instead."),
})
OPTION_WORDS = MappingProxyType({
    "score_sheet": N_("**Your own score pad**: the values printed on a real pad can replace the "
    "toolkit's score sheet."),
    "upgrade_others": N_("**No stealing**: upgrades only of one's own matches, for a gentler game."),
})
# The engine's smaller choices (its docstring's "What this module chooses") for a student.
CHOICE_WORDS = (
    N_("A perfect match's penalty must be given (there is always another player); the strong "
    "and weak bonuses may be skipped."),
    N_("A trade swaps two matches of the same strength, whatever their ranks."),
    N_("An upgrade replaces the half of its own side: a left half replaces the left half. "
    "Upgrading your own match keeps its number."),
    N_("If someone goes out on their very first turn, the players who have not had a turn yet "
    "lay matches from hand in turn, with no bonuses and no upgrades."),
    N_("Each penalty fills a negative box too; a full row takes no more boxes."),
    N_("Rounds 2 and 3 are dealt from all 104 halves, shuffled."),
    N_("Everyone sees the cards a player picks from the discard row."),
    N_("A draw's sentence never names the card: only the drawer sees it."),
    N_("The game ends after the third round is scored."),
)


# ----- the rules ------------------------------------------------------------------------
def engine_choices() -> list[str]:
    """The bullets of "What this module chooses" in cardkit.games.split's docstring."""
    return common.docstring_bullets(rules.__doc__, "What this module chooses")


def rules_in_depth() -> Markdown:
    """Every Decision and option, and the engine's smaller choices, in words, each folded."""
    return common.rules_in_depth("split", DECISION_WORDS, OPTION_WORDS, CHOICE_WORDS)


def reference_cards():
    """The four reference cards, as this toolkit reads their content from the rules file."""
    rows = [
        (_("1. Your turn"), _("Draw"), _("Draw the top card of the draw pile, or pick a card from the "
         "discard row: you take that card and every card laid after it, and must use the picked "
         "card this turn (in a match or an upgrade). Drawing the last card ends the round at once.")),
        (_("1. Your turn"), _("Match, upgrade"), _("As often as you like: lay a left and a right half of "
         "one rank as a match, or lay a half onto any player's match so that it gets strictly "
         "stronger: the match becomes yours.")),
        (_("1. Your turn"), _("Discard"), _("Put one card at the end of the discard row: compulsory. "
         "Discarding your last card ends the round.")),
        (_("2. Matches"), _("perfect ★★★"), _("Same suit (both halves of one card): another player "
         "of your choice fills a negative box.")),
        (_("2. Matches"), _("strong ★★"), _("Same colour, other suit: you may draw one more card.")),
        (_("2. Matches"), _("weak ★"), _("Different colours: you may trade one of your matches for "
         "another player's match of the same strength.")),
        (_("3. End of a round"), _("How it ends"), _("A player discards their last card, or the draw "
         "pile runs out. If someone went out on their very first turn, those who had no turn yet "
         "may first lay matches from hand, without bonuses.")),
        (_("3. End of a round"), _("Boxes"), _("Each match fills a box in the row of its rank; each card "
         "left in hand (and each penalty) fills a negative box. Three rounds make a game.")),
        (_("4. Score sheet"), _("Upper rows"), _("A row with k boxes filled is worth weight × k(k+1)/2: "
         "weight 1 for 2–9, 2 for 10, J, Q, K, 3 for A; up to 12 boxes.")),
        (_("4. Score sheet"), _("Negative row"), _("k boxes cost 1, 2, 3, 5, 7, 9, 12, … (each box costs "
         "⌈i/3⌉ more); up to 40 boxes. Score = upper rows − negative row; most points wins.")),
    ]
    return styled(pd.DataFrame(rows, columns=[_("reference card"), _("topic"), _("what it says")]))


# ----- the deck ---------------------------------------------------------------------
def deck_table() -> pd.DataFrame:
    """The 104 halves by rank and suit: every cell holds a left and a right half."""
    deck = cardkit.game_class("split").full_deck(2, cardkit.game_class("split").Options())
    table = pd.DataFrame(0, index=pd.Index(list(rules.RANKS), name=_("rank")), columns=[
        f"{rules.SUIT_SYMBOLS[s]} {_(rules.SUIT_NAMES[s])} ({_('red') if s in rules.RED else _('black')})"
        for s in rules.SUITS])
    for code in deck:
        s = rules.SUIT[code]
        col = table.columns[rules.SUITS.index(s)]
        table.loc[rules.RANK[code], col] += 1
    table[_("halves")] = table.sum(axis=1)
    table.loc[_("all")] = table.sum()
    return table


def deck_chart() -> go.Figure:
    """Halves per rank, stacked by suit (each suit has its own colour and pattern)."""
    fig = go.Figure()
    for s in rules.SUITS:
        name = f"{rules.SUIT_SYMBOLS[s]} {_(rules.SUIT_NAMES[s])}"
        fig.add_bar(x=list(rules.RANKS), y=[2] * len(rules.RANKS), name=name,
                    marker=dict(color=kit.SUIT_COLOURS[s],
                                pattern=dict(shape=SUIT_PATTERN[s], fgcolor="#fff")),
                    hovertemplate=_("rank %{{x}}, {suit}: a left and a right half").format(suit=name)
                    + "<extra></extra>")
    fig.update_layout(barmode="stack", template="plotly_white", height=340,
                      title=_("The Split deck: 104 halves, 8 of every rank (L and R of four suits)"),
                      xaxis_title=_("rank"), yaxis_title=_("halves"), legend_title=_("suit"))
    return style.readable(fig)


def partners_table(code: str = "7HL"):
    """Every half that makes a match with ``code``, and the match's strength."""
    rows = [{_("partner"): c, _("strength"): _(rules.STRENGTH_NAMES[s]),
             _("why"): {3: _("same suit"), 2: _("same colour, other suit"), 1: _("other colour")}[s]}
            for s in (rules.PERFECT, rules.STRONG, rules.WEAK) for c in rules.PARTNERS[code][s]]
    return styled(pd.DataFrame(rows))


def score_sheet_table(boxes: int = 6, ranks=("2", "A")) -> pd.DataFrame:
    """What a row is worth with 0..``boxes`` boxes filled, on the default score sheet."""
    upper, negative = rules.DEFAULT_SHEET
    rows = {_("row {rank} (weight {weight})").format(rank=r, weight=rules.WEIGHTS.get(r, 1)):
            upper[rules.RANKS.index(r)][:boxes + 1] for r in ranks}
    rows[_("negative row (subtracted)")] = negative[:boxes + 1]
    # "1 boxes" as the column has always read (a heading of the column, not a count in a sentence)
    return pd.DataFrame(rows, index=[_("{n} boxes").format(n=k) for k in range(boxes + 1)]).T


# ----- one game, narrated -------------------------------------------------------------
def story_deck() -> list[str]:
    return [*(c for pair in zip(*STORY_HANDS, strict=True) for c in pair), *STORY_REST]


def story_game() -> cardkit.Game:
    """The lesson's two-player game with a stacked deck, before the first action."""
    return cardkit.make("split", players=2, seed=STORY_SEED, deck=story_deck())


def play_out(g, actions, viewer: int = 0) -> None:
    """Apply each action text, printing it and its events as ``viewer`` would see them.

    A draw's sentence never names the card; only the viewer's own draws add it
    (``cardkit.views.private.seen_text``, as the table's log and the CLI tell them).
    """
    common.play_out(g, actions, lambda event: seen_text(event, viewer))


def story_after(turns: int) -> cardkit.Game:
    """The story game after its first ``turns`` scripted parts (1: turn 1, 2: turn 2, 3: all)."""
    g = story_game()
    parts = [STORY_TURN_1, STORY_TURN_2 + STORY_TURN_2_END, STORY_TURN_3][:turns]
    for part in parts:
        for text in part:
            g.apply(text)
    return g


def finish_round(g, seed: int = 0, show: bool = True) -> None:
    """Let sensible bots play until the round is scored; print the end and the scores
    (unless ``show`` is False)."""
    start = g.round
    events = kit.play_on(g, kit.seat_bots(SplitSensible, g.players, seed),
                         lambda g: g.round != start)
    for event in events:
        if show and event.kind in ("round-end", "score"):
            print(event)


# the words of the tables below a student reads, read through _() where shown
TABLE_WORDS = (N_("hearts"), N_("diamonds"), N_("clubs"), N_("spades"), N_("perfect"),
               N_("strong"), N_("weak"), N_("negative"), N_("total"), N_("row"))


def sheet_table(g) -> pd.DataFrame:
    """Every player's score sheet: boxes filled per row (only rows with a box), and the total."""
    rows = {}
    for p in range(g.players):
        s = g.sheet(p)
        col = {r["row"]: f"{r['filled']} → {r['score']}" for r in s["rows"] if r["filled"]}
        col[_("negative")] = f"{s['negative']['filled']} → {s['negative']['score']}"
        col[_("total")] = str(s["total"])
        rows[_("player {p}").format(p=p)] = col
    order = ([r for r in rules.RANKS if any(r in c for c in rows.values())]
             + [_("negative"), _("total")])
    table = pd.DataFrame(rows).reindex(order).fillna("")
    table.index.name = _("row")
    return table


def visible_to(g, player: int):
    """Where the player sees cards: own hand, discard row, matches, others' picked cards."""
    rows = [(_("own hand"), len(g.hands[player])), (_("discard row"), len(g.discard_row)),
            (_("matches on the table"), 2 * sum(len(ms) for ms in g.matches)),
            (_("cards others picked (seen by all)"),
             sum(len(g.shown[q]) for q in range(g.players) if q != player))]
    seen = sum(n for _where, n in rows)
    rows.append((_("unseen: 104 − seen"), 104 - seen))
    return styled(pd.DataFrame(rows, columns=[_("where"), _("cards")]))


def _as_fraction(chance: float, unseen: int) -> str:
    """A chance counted over ``unseen`` cards as 'k/unseen (p%)'."""
    return f"{round(chance * unseen)}/{unseen} ({chance:.1%})"


def match_table(g, player: int):
    """``cardkit.prob.split.match_chances`` for reading: each chance as unseen partners/unseen."""
    unseen = sum(g.unseen(player).values())
    table = prob.match_chances(g, player)
    chances = ["perfect", "strong", "weak", "any"]
    table = table[["card", *chances]].rename(columns={
        "card": _("card"), "perfect": _("perfect"), "strong": _("strong"), "weak": _("weak"),
        "any": _("any")})
    return styled(table, {_(c): lambda x: _as_fraction(x, unseen) for c in chances})


def summary_table(g, player: int):
    """``cardkit.prob.split.summary``'s headline figures as sentences with their values."""
    s = prob.summary(g, player)
    lost = round(s['negative_points'])
    rows = [(_("the next draw matches some card in hand"),
             _as_fraction(s["any_match_chance"], s["unseen"])),
            (_("the best single card's chance of a match"),
             _as_fraction(s["best_match_chance"], s["unseen"])),
            (_("the draw pile runs out before this player's next turn"),
             f"{s['pile_runs_out_chance']:.1%}"),
            (_("negative boxes if the round ended now"),
             ngettext("{boxes:.0f} (−{n} point)", "{boxes:.0f} (−{n} points)", lost).format(
                 boxes=s['negative_boxes'], n=lost)),
            (_("cards in the draw pile / unseen cards"), f"{s['draw_pile']} / {s['unseen']}")]
    return styled(pd.DataFrame(rows, columns=[_("chance or figure"), _("value")]))


# ----- a bot says why; go back and try the other choice -----------------------------------
FIGURE_WORDS = MappingProxyType({  # the figures of SplitSensible.explain, in words a student reads
    "match_chance": N_("chance that the next draw makes a match"),
    "matching_unseen": N_("unseen cards that would make one"),
    "unseen": N_("cards this player cannot see"),
    "max_pick_depth": N_("the bot's reach: the most cards a pick may take"),
    "picks_in_reach": N_("picks within that reach"),
    "picks_offered": N_("picks the rules offer"),
    "strength": N_("strength of the match (perfect 3, strong 2, a steal 1 more)"),
    "cards_taken": N_("cards the pick takes"),
    "value": N_("the pick's value: strength × 2 − cards taken"),
    "best_strength": N_("the best strength a pick within reach makes"),
    "points": N_("points more in the score sheet's rows"),
    "options": N_("matches and upgrades it could lay"),
    "cards": N_("cards it could discard"),
    "partners_in_hand": N_("partners of the card in hand"),
    "partners_unseen": N_("partners of the card unseen"),
})


def explained_move(g, step: int) -> Markdown:
    """The sensible bot's own explanation of the move after the first ``step`` actions of
    ``g`` (``g.at(step)``: ``g`` does not change), read aloud: its sentence, then its figures."""
    return kit.explained_move(kit.seat_bots(SplitSensible, g.players), g, step, FIGURE_WORDS,
                              ("match_chance",), every=True)


def what_if(g, step: int, other: str, seed: int = 0) -> pd.DataFrame:
    """Go back to move ``step + 1`` of ``g`` (``g.at(step)``, a copy: ``g`` does not change),
    play it as played and ``other`` instead, sensible bots finishing the round in both: each
    player's score after the round."""
    rows = []
    played = g.history[step][1]
    for choice, branch, _events in kit.branches(g, step, (played, other)):
        finish_round(branch, seed, show=False)
        scores = branch.scores()
        label = (_("{choice} (as played)") if choice == played
                 else _("{choice} (instead)")).format(choice=choice)
        rows.append({_("move {n}").format(n=step + 1): label,
                     **{_("player {p}'s score").format(p=p): scores[p] for p in range(g.players)}})
    return pd.DataFrame(rows)


def what_if_view(g, step: int, other: str, seed: int = 0):
    """``what_if`` formatted for reading."""
    return styled(what_if(g, step, other, seed))


# ----- exercises -------------------------------------------------------------------
def check_bonus(answer):
    """Exercise 1: which bonus action does a match of 7HL and 7DR offer?"""
    s = rules.strength("7HL", "7DR")
    words = {rules.PERFECT: "penalise", rules.STRONG: "bonus-draw", rules.WEAK: "trade"}
    truth = words[s]
    got = answer.strip().lower().replace(" ", "-").replace("_", "-") if isinstance(answer, str) else None
    got = {"penalize": "penalise", "bonusdraw": "bonus-draw", "draw": "bonus-draw"}.get(got, got)
    hints = {"penalise": _("A penalty is the bonus of a perfect match, two halves of the same "
                           "suit: hearts and diamonds are two suits."),
             "trade": _("A trade is the bonus of a weak match, two colours: are hearts and "
                        "diamonds of different colours?"),
             "skip": _("Skip lets a bonus go; which bonus does this match offer?")}
    hint = hints.get(got, _("Answer with the action's word, 'penalise', 'bonus-draw' or "
                            "'trade': same suit, same colour or different colours? Read "
                            "reference card 2."))
    return say(got == truth, _("The bonus is '{truth}': hearts and diamonds are both red, so "
                               "the match is {strength}.").format(
                                   truth=truth, strength=_(rules.STRENGTH_NAMES[s])), hint)


def check_partners(answer):
    """Exercise 2: how many of the 104 halves make a match with 10SR, of any strength?"""
    truth = len(rules.ALL_PARTNERS["10SR"])
    hint = fitting_hint(answer, [
        (8, _("8 is every half of rank 10, 10SR itself included: a right half matches only "
              "left halves.")),
        (7, _("7 is every other half of rank 10, but a right half never matches another right "
              "half.")),
        (1, _("1 is only the perfect partner: weak and strong matches count too.")),
        (2, _("2 is only the weak partners (the red left 10s): count every strength."))],
        _("A match needs a left half of the same rank. How many left 10s are there?"))
    return check_number(answer, truth, _("{truth}: the four left halves of 10 (10SL perfect, "
                                         "10CL strong, 10HL and 10DL weak).").format(truth=truth),
                        hint, example="5")


def check_row_value(answer):
    """Exercise 3: what is the row of kings worth with 3 boxes filled?"""
    upper = rules.DEFAULT_SHEET[0]
    truth = upper[rules.RANKS.index("K")][3]
    hint = fitting_hint(answer, [
        (upper[rules.RANKS.index("2")][3], _("That is the value of a row of weight 1: kings "
                                              "weigh 2.")),
        (upper[rules.RANKS.index("A")][3], _("That is the value with weight 3, the aces': "
                                              "kings weigh 2.")),
        (upper[rules.RANKS.index("K")][4], _("That is 4 boxes: use k = 3.")),
        (2 * 3, _("2 × 3 is weight × boxes: the row grows as k(k+1)/2, 1, 3, 6, …"))],
        _("Use weight × k × (k + 1) / 2 with k = 3; kings have weight 2."))
    return check_number(answer, truth, _("{truth} points: weight 2 × 3 × 4 / 2.").format(
        truth=truth), hint, example="7")


def check_pick_size(answer, g=None):
    """Exercise 4: how many cards did player 0's pick take in the story game?"""
    g = story_after(3) if g is None else g
    truth = next(len(e.data["taken"]) for _player, _text, events in g.history for e in events
                 if e.kind == "pick" and e.player == 0)
    hint = fitting_hint(answer, [
        (1, _("A pick takes more than the picked card: every card laid after it comes along.")),
        (truth - 1, _("Those are the later cards: add the picked card QHR itself."))],
        _("A pick takes the picked card and every card laid after it. Count the row."))
    return check_number(answer, truth, _("{truth}: QHR was the oldest card of the row, so "
                                         "every later card came along.").format(truth=truth),
                        hint, example="5")


def check_played(view):
    """Exercise 5: have you laid a perfect match at the table (and penalised someone)?"""
    g = view.game
    events = [e for _player, _text, evs in g.history for e in evs if e.player == 0]
    penalised = any(e.kind == "penalise" for e in events)
    laid = any(e.kind == "match" and e.data.get("strength") == "perfect" for e in events)
    if not penalised and g.phase == "penalise" and g.current_player == 0:
        return say(False, "", _("You laid a perfect match: now choose whom to penalise "
                                "(a Penalise button)."))
    return say(penalised, _("You laid a perfect match and chose whom to penalise."),
               _("You laid no perfect match yet. Select two halves of one card (same rank and "
                 "suit) and lay them.") if not laid else _("Choose whom to penalise."))


def check_match_chance(answer, g=None):
    """Exercise 6: player 0's chance that the next draw matches 4CL (any strength)."""
    g = story_after(2) if g is None else g
    table = prob.match_chances(g, 0).set_index("card")
    truth = float(table.loc["4CL", "any"])
    unseen, pile = sum(g.unseen(0).values()), len(g.draw_pile)
    hint = fitting_hint(answer, [
        (4 / unseen, _("4DR lies in the discard row: player 0 sees it, so it is not unseen.")),
        (3 / 104, _("Divide by the unseen cards, not the whole deck.")),
        (4 / 104, _("Divide by the unseen cards, not the whole deck; and 4DR is in sight.")),
        (3 / pile, _("Player 0 cannot tell the draw pile from player 1's hand: divide by all "
                     "{unseen} unseen cards, not the {pile} of the pile.").format(
                         unseen=unseen, pile=pile)),
        (1 / unseen, _("That is only the perfect partner: any strength counts."))],
        _("List the four partners of 4CL: which of them can player 0 see? Divide the unseen "
          "ones by all unseen cards."))
    return check_number(answer, truth, _("3 partners unseen (4CR, 4SR, 4HR; 4DR lies in the "
                                         "discard row) out of {unseen}: 3/{unseen} ≈ "
                                         "{truth:.4f}.").format(unseen=unseen, truth=truth),
                        hint, example="'2/89'", forms=common.CHANCE_FORMS)


def check_deep_pays(answer, rates: pd.DataFrame):
    """Exercise 7: does picking deeper than the newest card pay, by your experiment?"""
    pays = bool((rates["low"] > 0.5).any())
    got = yes_no(answer)
    if got is None:
        return say(False, "", _("Replace the placeholder with True or False.") if answer is None
                   else _("Answer True or False, not {answer}.").format(answer=repr(answer)))
    best = rates["win_rate"].idxmax()
    return say(got == pays,
               _("The deeper picker's best win rate is {rate:.1%} (picking {depth}); an "
                 "interval wholly above 50% means it pays.").format(
                     rate=rates['win_rate'].max(), depth=_depth_words(best)),
               _("Look for a bar whose error bar lies wholly above the 50% line.") if not got else
               _("Every error bar reaches down to the 50% line: these games cannot tell."))


# ----- the experiment ---------------------------------------------------------------
def depth_experiment(depths=DEPTHS, games: int = 1000, seed: int = 2026,
                     progress: bool = True) -> pd.DataFrame:
    """Two-player games: a ``SplitSensible(max_pick_depth=d)`` against the same bot picking
    only the newest card (``max_pick_depth=1``), ``games // len(depths)`` games per depth,
    seats swapped halfway (``kit.rotated_study``; every depth on the same seeds). One row per
    game and player; ``depth`` is the bot's pick depth."""
    parts = []
    for d in depths:
        part = kit.rotated_study("split", (d, BASELINE), lambda v: SplitSensible(max_pick_depth=v),
                                 games // len(depths), seed, "depth", progress)
        part["opponent_depth"] = d
        part["deep"] = part["player"] == part["rotation"]  # rotation r seats the deep bot at r
        parts.append(part)
    return pd.concat(parts, ignore_index=True)


def win_rates(results: pd.DataFrame) -> pd.DataFrame:
    """Per depth: games, the deeper picker's wins, win rate with its Wilson 95% interval,
    mean scores."""
    rates = kit.rates_by(results[results["deep"]], "opponent_depth")
    rates["baseline_mean_score"] = results[~results["deep"]].groupby("opponent_depth")["score"].mean()
    rates.index.name = "max_pick_depth"
    return rates


def _depth_words(depth: int) -> str:
    return (ngettext("up to {n} card", "up to {n} cards", depth).format(n=depth) if depth < 52
            else _("at any depth"))


def rates_table(rates: pd.DataFrame):
    """The win rates for reading: one row per depth, rates as percentages, scores rounded."""
    t = pd.DataFrame({_("the deeper bot picks"): [_depth_words(d) for d in rates.index],
                      _("games"): rates["games"].astype(int), _("wins"): rates["wins"].astype(int),
                      _("win rate"): rates["win_rate"],
                      _("95% interval"): list(map(kit.interval_text, rates["low"], rates["high"])),
                      _("its mean score"): rates["mean_score"],
                      _("newest-card bot's mean score"): rates["baseline_mean_score"]})
    return styled(t, {_("win rate"): "{:.1%}", _("its mean score"): "{:.1f}",
                      _("newest-card bot's mean score"): "{:.1f}"})


def depth_findings(rates: pd.DataFrame) -> Markdown:
    """What the experiment shows, in sentences written from its figures."""
    lows, highs = rates["low"], rates["high"]
    pays = [d for d in rates.index if lows[d] > 0.5]
    unclear = [d for d in rates.index if lows[d] <= 0.5 <= highs[d]]
    parts = ["- " + _("picking {depth}: {wins:.0f} of {games:.0f} games ({rate}, 95% interval "
                      "{interval})").format(depth=_depth_words(d), wins=rates['wins'][d],
                                            games=rates['games'][d],
                                            rate=percent(rates['win_rate'][d]),
                                            interval=kit.interval_text(lows[d], highs[d]))
             for d in rates.index]
    text = (_("Against the bot that picks only the newest card, the deeper picker won") + "\n\n"
            + "\n".join(parts) + "\n\n")
    either = _(" or ")
    if pays:
        text += _("When it picks {depths}, the interval lies wholly above 50%: picking deep "
                  "pays. ").format(depths=either.join(_depth_words(d) for d in pays))
    if unclear:
        text += _("With {depths} the interval still reaches 50%: these games cannot tell it "
                  "from no difference.").format(depths=either.join(_depth_words(d) for d in unclear))
    return Markdown(text)


def depth_chart(rates: pd.DataFrame) -> go.Figure:
    """The deeper picker's win rate against the newest-card picker, by depth, with 95% intervals."""
    fig = kit.rates_chart(
        rates, [ngettext("up to {n} card", "up to {n} cards", d).format(n=d) if d < 52
                else _("any depth") for d in rates.index],
        reference=(0.5, _("50%:<br>no difference")),
        title=_("Is picking deep worth it? Win rate against a bot that picks only the newest "
                "card<br>({n} two-player games)").format(n=int(rates['games'].sum())),
        xaxis_title=_("the other bot picks from the discard row …"),
        yaxis_title=_("share of games won"),
        custom=("wins", "games", "mean_score", "baseline_mean_score"),
        hover=_("picks %{x}<br>won %{customdata[0]} of %{customdata[1]} games (%{y:.1%})"
                "<br>mean score %{customdata[2]:.1f} vs %{customdata[3]:.1f}"))
    return fig.update_layout(yaxis_range=[0, 1])


# ----- predict, then reveal -------------------------------------------------------------
class MatchQuestion(predict.Question):
    """Split's predict-then-reveal question: the player draws from the pile; what is the
    chance the card drawn makes a match with a card in hand? (``cardkit.prob.split.
    any_match_chance``)."""

    game = "split"
    title = N_("does the draw make a match?")
    yes, no = N_("it makes a match"), N_("no match")

    def moment(self, g, chosen) -> bool:
        return g.phase == "draw" and str(chosen) == "draw"

    def ask(self, g, chosen) -> predict.Moment:
        p = g.current_player
        chance, unseen = prob.any_match_chance(g, p), sum(g.unseen(p).values())
        return predict.Moment(p, _("Player {p} holds {hand} and draws from the pile. What is "
                                   "the chance the card drawn makes a match with a card in hand "
                                   "(of any strength)?").format(p=p, hand=" ".join(g.hands[p])),
                              chance,
                              _("{good} of {unseen} unseen cards match").format(
                                  good=round(chance * unseen), unseen=unseen))

    def outcome(self, before, g, player, events) -> predict.Outcome:
        card = next(e for e in events if e.kind == "draw").data["card"]
        # the game offers a match with the drawn card only when it makes one
        matches = [str(a) for a in g.legal_actions()
                   if str(a).startswith("match ") and card in str(a).split()]
        told = (_("Player {p} drew {card}: {match} is offered.").format(
                    p=player, card=card, match=matches[0]) if matches
                else _("Player {p} drew {card}.").format(p=player, card=card))
        return predict.Outcome(bool(matches), told, tuple(map(str, events)))


def predict_match(seed: int = 2026) -> predict.Predict:
    """The predict-then-reveal exercise of Split: guess the chance a draw makes a match."""
    return predict.Predict(MatchQuestion(), seed)
