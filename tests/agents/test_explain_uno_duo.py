"""UNO Duo's sensible strategy explains its choices: the explained action is the one chosen,
its figures are the probability panel's (``cardkit.prob.uno_duo``) and the bot's own play
values and colour scores, and the sentence prints them and names no card the bot holds
hidden."""
import copy
import random
import re

import pytest

import cardkit
from cardkit.agents import RandomAgent
from cardkit.agents import uno_duo as bots
from cardkit.agents.uno_duo import UnoDuoSensible
from cardkit.core.sentences import percent
from cardkit.games.uno_duo import CHALLENGE, KEEP, POINTS, playable
from cardkit.lessons import uno_duo as lesson
from cardkit.prob import uno_duo as prob

CODE = re.compile(r"\b(?:WILD\+4|WILD|[RYGB](?:\+2|SKIP|REV|\d))(?![\w+])")
OPTIONS = [{}, {"classic_deck": True}, {"strict_wd4": "colour"}, {"reshuffle": True, "target": 80}]
PARAMS = [{}, {"keep_wilds": False}, {"stack_volleys": False}, {"challenge_at": 0.1},
          {"challenge_at": 0.6, "keep_wilds": False}]


def could_have_played(g):
    """The rules' test of a guilty Wild Draw Four, written from the rules file: a non-wild
    card matching the card it was played on (colour in force, number or symbol), or with
    ``strict_wd4="colour"`` the colour in force only."""
    on, colour = g.wd4["on"], g.wd4["on_colour"]
    if g.options.strict_wd4 == "colour":
        return lambda c: c[0] == colour
    return lambda c: c[0] != "W" and playable(c, on, colour)


def value_of(code: str, hand: list[str], opp: int) -> int:
    """The sensible strategy's value of playing ``code`` (its docstring), counted here."""
    same = [c for c in hand if c[0] == code[0]]
    v = POINTS[code] + 3 * (len(same) - 1)
    sym = code[1:]
    if sym == "SKIP":
        v += 8
    elif sym == "+2":
        v += 18 if opp <= 3 else 6
    elif sym == "REV":
        v += sum(POINTS[c] for c in same) + 4 * len(same)
    return v


def score_of(letter: str, hand: list[str]) -> int:
    return sum(10 + POINTS[c] for c in hand if c[0] == letter)


def check_figures(bot: UnoDuoSensible, g, p: int, e, reason: str) -> None:
    f, a, hand = e.figures, e.action, g.hands[p]
    assert all(type(v) in (int, float, str) for v in f.values()), f
    unseen = g.unseen(p)
    if reason == "no_match":
        assert f["draw_playable_chance"] == prob.draw_playable_chance(g, p)
        assert f["unseen"] == sum(unseen.values()) and f["hand"] == len(hand)
        assert f["playable_unseen"] / f["unseen"] == pytest.approx(f["draw_playable_chance"], abs=1e-12)
    elif reason == "challenge_chance":
        test = could_have_played(g)
        chance = prob.chance_opponent_holds(g, p, test)
        # the bot's own fast count is the probability panel's figure
        assert f["guilt_chance"] == chance == bot._guilt_chance(g, p)
        assert f["could_play_unseen"] == prob.count(unseen, test)
        assert f["hand"] == len(g.hands[1 - p]) and f["limit"] == bot.challenge_at
        assert (a == CHALLENGE) == (chance >= bot.challenge_at)
    elif reason == "best_play":
        opp = len(g.hands[1 - p])
        codes = {t.args[0] for t in g.legal_actions() if t.kind == "play"}
        if bot.keep_wilds:
            codes = {c for c in codes if c[0] != "W"}
        values = {c: value_of(c, hand, opp) for c in codes}
        assert f["playable"] == len(codes) >= 2 and f["value"] == values[a.args[0]]
        assert f["next_value"] == max(v for c, v in values.items() if c != a.args[0]) <= f["value"]
        assert f["points"] == POINTS[a.args[0]]
    elif reason == "draft":
        card = g.draw_pile[-1]
        always = card[0] == "W" or card[1:] in ("+2", "SKIP") or POINTS[card] <= 4
        if always:
            assert a == KEEP and not f
        else:
            assert f["needed"] == (1 if card[1:] == "REV" else 2)
            assert f["colour_held"] == sum(c[0] == card[0] for c in hand)
            assert (a == KEEP) == (f["colour_held"] >= f["needed"])
    elif reason == "volley":
        assert f["volley"] == g.volley and f.get("total", g.volley + 2) == g.volley + 2
    elif reason == "run" and a.kind == "play":  # the cards of its colour left after it
        assert f.get("run_left", 0) == sum(c[0] == g.run_colour for c in hand) - 1
    if "colour_score" in f:  # a colour named: the one of highest score in the hand left
        rest = list(hand)
        if a.kind == "play":
            rest.remove(a.args[0])
        named = a.args[-2] if a.args[-1] == "uno" else a.args[-1]
        letter = named[0].upper()
        assert f["colour_score"] == score_of(letter, rest) == max(score_of(L, rest) for L in "RYGB")
        assert f["colour_cards"] == sum(c[0] == letter for c in rest)


def check_text(g, p: int, e) -> None:
    text, f = e.text, e.figures
    assert text.startswith(f"{e.action} — ")
    for name, v in f.items():
        if name == "hand" and v == 1 and "draw_playable_chance" in f:
            assert "my only card" in text
            continue
        printed = (percent(v, f["limit"]) if name == "guilt_chance" else
                   percent(v, f["guilt_chance"]) if name == "limit" else
                   percent(v) if isinstance(v, float) else str(v))
        assert printed in text, (name, printed, text)
    # the only cards named are those everyone sees: the action's, the discard pile's top, the
    # card a Wild Draw Four was played on, a card passed face up in the draft
    public = {str(x) for x in e.action.args} | {g.discard[-1] if g.discard else None}
    if g.wd4:
        public.add(g.wd4["on"])
    if g.phase == "draft" and e.action.kind == "discard":
        public.add(g.draw_pile[-1])
    named = set(CODE.findall(text))
    assert named <= public, (named, text)


def test_explained_actions_are_the_chosen_ones_with_the_prob_figures_over_seeded_games():
    reasons, decisions = set(), 0
    for seed in range(30):
        g = cardkit.make("uno-duo", seed=seed, **{"target": 120, **OPTIONS[seed % 4]})
        seats = [UnoDuoSensible(**PARAMS[(seed + q) % 5]) if (q + seed) % 3 else RandomAgent(seed + q)
                 for q in (0, 1)]
        r = random.Random(seed)
        while not g.is_over:
            p = g.current_player
            bot = seats[p]
            before = g.to_json()
            e = copy.deepcopy(bot).explain(g, p)
            if isinstance(bot, UnoDuoSensible):
                reason = bot.decide(g, p).reason
                check_figures(bot, g, p, e, reason)
                check_text(g, p, e)
                reasons.add(reason)
                decisions += 1
            assert g.to_json() == before  # explaining changes nothing
            a = bot.choose(g, p)
            assert e.action == a, (seed, g.phase, e.text, a)
            g.apply(a if r.random() < 0.9 else r.choice(g.legal_actions()))
    assert decisions > 3000
    assert reasons == set(bots.REASONS)


def story_explained() -> dict[int, str]:
    """The lesson's stacked story game (notebooks/02_uno_duo.ipynb): the sensible bot's
    explanation at each step, by step, as the story is played."""
    g, bot, said = lesson.story_game(draft=False), UnoDuoSensible(), {}
    for text in ("keep",) * 14 + lesson.VOLLEY + lesson.RUN + lesson.FINISH:
        said[len(g.history)] = bot.explain(g, g.current_player).text
        g.apply(text)
    return said


def test_the_story_game_explained_sentence_by_sentence():
    said = story_explained()
    assert said[0] == "keep — Wilds, Draw Twos, Skips and numbers up to 4 are always worth keeping"
    assert said[5] == ("keep — I hold 1 card of its colour, at least the 1 my draft rule asks (a "
                       "Reverse needs 1 card of its colour, a number over 4 needs 2)")
    assert said[8] == ("discard — the green 9 is worth keeping only with 2 cards of its colour in "
                       "my hand, and I hold 1")
    assert said[14] == ("play R+2 — my only coloured card that can be played on the red 7 (colour "
                        "in force: red); I keep Wilds for when nothing else fits")
    assert said[15] == ("play G+2 — I stack a Draw Two: the volley grows from 2 to 4 cards for "
                        "player 1 to draw or stack back")
    assert said[17] == "draw — I hold no Draw Two to stack, so I draw the volley's 6 cards"
    assert said[18] == ("play BREV — of the 3 different cards I can play on the blue Draw Two "
                        "(colour in force: blue), it is worth most to play now: 10 points + 3 × 2 other blue "
                        "cards held + 23 (the points of my 3 blue cards) + 4 × 3 for the run a "
                        "Reverse starts = 51, against 24 for the next best; I keep Wilds for when "
                        "nothing else fits")
    assert said[19] == ("play B3 — my Reverse run plays every blue card I hold, numbers first "
                        "(lowest first), then Reverses, Skips and Draw Twos, so that it ends on the "
                        "strongest action: 1 more blue card to play after this one")
    assert said[20] == ("play BSKIP — the last blue card of my run, whose card counts: a Skip: I "
                        "play again")
    assert said[21] == ("play WILD+4 green uno — no coloured card of mine can be played on the "
                        "blue Skip (colour in force: blue), so I play a Wild Draw Four: player 0 draws "
                        "4 and I play again (a challenge would fail); I name green, the colour that "
                        "weighs most in my hand: 1 card, score 15 (10 + points per card) against 0 "
                        "for the next colour; I say UNO: one card left after it")
    # the story challenges; the bot would accept
    assert said[22] == ("accept — the chance that player 1 held a card they could have played on "
                        "the blue Skip (a blue card or a Skip) is 27% (25 of 92 unseen cards would do, "
                        "in a hand of 1), under my 35% limit")


def deck_for(hands, up, draws=()):
    """A stacked deck, top first: every draft step keeps (player 0 keeps cards 0, 4, …,
    player 1 cards 2, 6, …; ``filler`` cards go to the draft discard pile), then ``up`` is
    turned up and ``draws`` come next."""
    filler = ["G1", "G2", "G3", "G4", "G6", "G7", "G8", "Y5", "Y6", "Y7", "Y9", "B5", "B6", "B7"]
    deck = []
    for i in range(7):
        deck += [hands[0][i], filler[2 * i], hands[1][i], filler[2 * i + 1]]
    return deck + [up, *draws]


def drafted(hands, up, draws=(), **options):
    g = cardkit.make("uno-duo", seed=1, deck=deck_for(hands, up, draws), **options)
    for _ in range(14):
        g.apply("keep")
    return g


def test_a_draw_with_nothing_to_play_gives_the_chance_of_a_playable_card():
    g = drafted([["R1", "R2", "R3", "R4", "R5", "R6", "R7"],
                 ["Y1", "Y2", "Y3", "Y4", "B1", "B2", "B3"]], "G9")
    e = UnoDuoSensible().explain(g, 1)
    chance = prob.draw_playable_chance(g, 1)
    assert e.text == (f"draw — none of my 7 cards can be played on the green 9 (colour in force: "
                      f"green); the card I draw can be played at once with {percent(chance)} "
                      f"({e.figures['playable_unseen']} of {e.figures['unseen']} unseen cards)")
    # 24 green cards, 6 other 9s and 12 wilds among the 112 less the 7 in hand and the G9
    assert e.text.endswith("with 40% (42 of 104 unseen cards)")


def test_a_challenge_over_the_limit_and_the_colour_named_for_a_turned_up_wild():
    # player 1 plays first; the turned-up Wild's colour is named by player 0
    g = drafted([["R1", "R2", "R5", "RSKIP", "B9", "Y1", "G5"],
                 ["WILD+4", "Y2", "Y3", "Y4", "B1", "B2", "B3"]], "WILD")
    e = UnoDuoSensible().explain(g, 0)
    assert e.text == ("colour red — for the turned-up Wild, the colour that weighs most in my "
                      "hand: 4 cards, score 58 (10 + points per card) against 19 for the next "
                      "colour")
    g.apply(e.action)
    g.apply("play WILD+4 yellow")
    e = UnoDuoSensible(challenge_at=0.5).explain(g, 0)
    assert e.action == CHALLENGE and e.figures["guilt_chance"] == prob.chance_opponent_holds(
        g, 0, could_have_played(g))
    assert e.text.startswith("challenge — the chance that player 1 held a card they could have "
                             "played on the Wild (a red card) is ")
    assert e.text.endswith(", at or above my 50% limit")


def test_a_volley_drawn_when_the_bot_never_stacks():
    g = drafted([["R1", "R2", "R5", "R+2", "B9", "Y1", "G5"],
                 ["R3", "Y2", "Y3", "Y4", "B1", "B2", "B+2"]], "Y+2")
    # player 1 draws the turned-up Draw Two's 2 (no volley); player 0 starts one
    g.apply("play R+2")
    e = UnoDuoSensible(stack_volleys=False).explain(g, 1)
    assert e.text == ("draw — I never stack Draw Twos (stack_volleys off), so I draw the volley's "
                      "2 cards")
    assert UnoDuoSensible().explain(g, 1).text == (
        "play B+2 — I stack a Draw Two: the volley grows from 2 to 4 cards for player 0 to draw "
        "or stack back")


def finished_story():
    g = lesson.story_game()
    for text in lesson.VOLLEY + lesson.RUN + lesson.FINISH:
        g.apply(text)
    return g


def test_the_lesson_reads_the_bots_challenge_decision_aloud(capsys):
    g = finished_story()
    before = g.to_json()
    assert g.history[lesson.CHALLENGE_STEP][1] == "challenge"
    table = lesson.read_aloud(g, lesson.CHALLENGE_STEP).data
    out = capsys.readouterr().out
    assert out.startswith("Move 23: player 0 played challenge. The sensible bot in that seat "
                          "would play accept, because:\n    accept — the chance")
    assert story_explained()[22] in out
    assert dict(zip(table["figure"], table["value"], strict=True)) == {
        "guilt chance": "27%", "limit": "35%", "could play unseen": "25", "unseen": "92",
        "hand": "1"}
    assert g.to_json() == before


def test_going_back_to_the_challenge_and_accepting_saves_two_cards():
    g = finished_story()
    before = g.to_json()
    rows = lesson.what_if(g, lesson.CHALLENGE_STEP, "accept").data.to_dict("records")
    assert rows == [
        {"move": "player 0: challenge (as played)", "player 0 drew": 6, "player 1 drew": 0,
         "round points, player 0": 133, "round points, player 1": 0},
        {"move": "player 0: accept", "player 0 drew": 4, "player 1 drew": 0,
         "round points, player 0": 119, "round points, player 1": 0}]
    assert g.rounds[0]["points"] == [133, 0]  # as played
    assert g.to_json() == before
