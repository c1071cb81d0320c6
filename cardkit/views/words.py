"""The words a table's front end writes: every label, status word, button text and aria-label.

The JavaScript of ``widgets/`` holds no English: ``Table`` sends ``words(game)`` with the view,
translated in the language in use when it is sent (``cardkit.i18n``). The English is written
once, here, each message marked with ``_`` or ``ngettext`` so that it is extracted and
translated when read.

A word is a string whose ``{field}`` s the front end fills (``t(key, {field: value})`` in
``table.js``); a counted word is the list of its plural forms, chosen with ``_plural``: the
form's index for each count from 0 to ``COUNTS - 1`` in the language in use (Babel's plural
rule, in gettext's order of forms).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from babel import Locale

from ..i18n import _, digits_in_use, get_language, ngettext, number_tag
from ..registry import GAMES
from .faces import die_faces

#: Counts the front end may choose a plural form for (a larger count takes the last one's).
COUNTS = 200
# gettext numbers a language's plural forms in CLDR's order of categories (as Babel writes
# Plural-Forms)
_CATEGORIES = ("zero", "one", "two", "few", "many", "other")


def plural_index() -> list[int]:
    """The index of the plural form for each count below ``COUNTS`` in the language in use."""
    rule = Locale.parse(get_language()).plural_form
    order = [c for c in _CATEGORIES if c in rule.tags or c == "other"]
    return [order.index(rule(n)) for n in range(COUNTS)]


def forms(counted: Callable[[int], str], index: list[int]) -> list[str]:
    """Every plural form of ``counted(n)`` (an ``ngettext`` call), in the order of ``index``."""
    first: dict[int, int] = {}
    for n, form in enumerate(index):
        first.setdefault(form, n)
    return [counted(first[form]) for form in range(max(index) + 1)]


def _shared(index: list[int]) -> dict:
    """Words of ``table.js``: the status, the pass screen, the dock, folds, cards, the result."""
    return {
        "player": _("Player {p}"),
        "pass_to": _("Pass the device to {name}"),
        "pass_hidden": _("The table is hidden so nobody sees another player's cards."),
        "pass_ready": _("I am {name}: show my table"),
        "fold_more": _("{n} more"),
        "fold_aria": _("{words}: show or hide them"),
        "more_actions": forms(lambda n: ngettext("{n} more action", "{n} more actions", n), index),
        "legal_actions": _("Your legal actions"),
        "final_scores": _("final scores"),
        "winner": _("winner"),
        "face_down": _("face-down card"),
        "clear_selection": _("Clear selection"),
        # words more than one game writes
        "to_act": _("to act"),
        "draw_pile": _("Draw pile"),
        "draw_pile_aria": _("draw pile, {n} cards"),
        "no_cards": _("no cards"),
        "discard_pile_n": _("Discard pile ({n})"),
        "your_hand_aria": _("your hand"),
        "round_n": _("Round {n}"),
        "dealer": _("dealer: {name}"),
        "rank_ace": _("ace"),
        "rank_jack": _("jack"),
        "rank_queen": _("queen"),
        "rank_king": _("king"),
        "discard_empty_aria": _("discard pile empty"),
        # the colours of cards, as the games name them in their data
        "colours": {
            "red": _("red"),
            "blue": _("blue"),
            "green": _("green"),
            "yellow": _("yellow"),
            "purple": _("purple"),
            "black": _("black"),
            "orange": _("orange"),
            "white": _("white"),
        },
    }


def _push(index: list[int]) -> dict:
    return {
        "push_draw": _("Draw a card"),
        "push_stop": _("Stop and collect"),
        "push_place": _("Place {card} in column {n}"),
        "push_place_new": _("Place {card} in new column {n}"),
        "push_take": _("Take column {n} ({cards})"),
        "push_empty": _("empty"),
        "push_bank": _("Bank {colour} ({cards}, {points} points)"),
        "push_cards": forms(lambda n: ngettext("{n} card", "{n} cards", n), index),
        "push_place_it": _("Place it"),
        "push_drawn": _("Drawn card"),
        "push_way_cw_aria": _("collection goes clockwise"),
        "push_way_ccw_aria": _("collection goes anticlockwise"),
        "push_way_cw": _("Collect clockwise"),
        "push_way_ccw": _("Collect anticlockwise"),
        "push_switches": _("Switch cards: {n}"),
        "push_discard": _("Discard pile: {n}"),
        "push_no_column": _("no column yet"),
        "push_taken": _("taken"),
        "push_column": _("Column {n}"),
        "push_pts": forms(lambda n: ngettext("{n} pt", "{n} pts", n), index),
        "push_rolled_lost": _("Rolled {face}: lost {cards} ({points} pts)"),
        "push_rolled_safe": _("Rolled {face}: the bench is safe"),
        "push_bust_aria": _("Bust: {card} fits no column. {words}"),
        "push_bust": _("BUST"),
        "push_fits_none": _("{card} fits no column."),
        "push_chip_aria": forms(
            lambda n: ngettext(
                "{n} {colour} card ({ranks}): {points} points",
                "{n} {colour} cards ({ranks}): {points} points",
                n,
            ),
            index,
        ),
        "push_chip": _("{colour} ×{n}"),
        "push_bench_empty": _("bench empty"),
        "push_bank_aria": _("bank, {n} cards, {points} points"),
        "push_bank_safe": _("Bank (safe): {cards}, {points} pts"),
        "push_points": _("{n} points"),
        "push_bench": _("Bench (at risk):"),
    }


def _uno_duo(index: list[int]) -> dict:
    cards = forms(lambda n: ngettext("{n} card", "{n} cards", n), index)
    return {
        "uno_sym_draw2": _("draw 2"),
        "uno_sym_skip": _("skip"),
        "uno_sym_reverse": _("reverse"),
        "uno_wild": _("wild"),
        "uno_wild4": _("wild +4"),
        "uno_play": _("Play {card}"),
        "uno_play_uno": _("Play {card} and say UNO"),
        "uno_play_name": _("Play {card}, name {colour}"),
        "uno_play_name_uno": _("Play {card}, name {colour} and say UNO"),
        "uno_keep_top": _("Keep the top card"),
        "uno_keep_drawn": _("Keep the {card} you drew"),
        "uno_keep_it_drawn": _("Keep the drawn card"),
        "uno_pass_up": _("Pass it face up (keep the next card)"),
        "uno_draw_volley": _("Draw {n} (take the volley)"),
        "uno_draw": _("Draw a card"),
        "uno_done": _("Play no more after the Reverse"),
        "uno_name_colour": _("Name {colour} for the turned-up Wild"),
        "uno_say_late": _("Say UNO (late, but in time)"),
        "uno_catch": _("Catch {name}: forgot UNO, draws 2"),
        "uno_challenge": _("Challenge the Wild Draw Four"),
        "uno_accept": _("Accept: draw 4"),
        "uno_holds": forms(
            lambda n: ngettext("{name} holds {n} card", "{name} holds {n} cards", n), index
        ),
        "uno_cards": cards,
        "uno_one_card": _("UNO: one card"),
        "uno_forgot": _("forgot to say UNO!"),
        "uno_catch_btn": _("Catch! (+2 for them)"),
        "uno_say_now": _("Say UNO now"),
        "uno_points": forms(lambda n: ngettext("{n} point", "{n} points", n), index),
        "uno_pile_take": _("Draw pile: take {n}"),
        "uno_unnamed": _("colour not named yet"),
        "uno_in_force_aria": _("colour in force: {colour}"),
        "uno_unnamed_aria": _("no colour named yet"),
        "uno_in_force": _("Colour in force"),
        "uno_volley_aria": _("Draw Two volley: {n} cards"),
        "uno_volley": _("Draw Two volley"),
        "uno_drew_this": _("You drew this: play or keep"),
        "uno_keep_it": _("Keep it"),
        "uno_older": _("{n} older"),
        "uno_empty": _("empty"),
        "uno_draft_pile": _("Draft discard pile, face up ({n})"),
        "uno_top_keep": _("Top card: keep it?"),
        "uno_drafting": _("Drafting"),
        "uno_wd4_on": _("A Wild Draw Four was played on {card}."),
        "uno_wd4_on_was": _(
            "A Wild Draw Four was played on {card} (colour in force then: {colour})."
        ),
        "uno_challenge_btn": _("Challenge"),
        "uno_run": _(
            "Reverse run: all your {colour} cards, or none. Only the last one's action counts."
        ),
        "uno_play_no_more": _("Play no more"),
        "uno_stack": _("Stack a Draw Two of any colour, or draw all {n}."),
        "uno_draw_n": _("Draw {n}"),
        "uno_drafting_how": _(
            "Drafting: keep the top card (the next goes face up), or pass it face up "
            "and keep the next."
        ),
        "uno_keep": _("Keep"),
        "uno_pass_it": _("Pass it"),
        "uno_and_say": _("and say UNO:"),
        "uno_plus_say": _("+ say UNO"),
        "uno_left_over": _("{cards}, {points} points left in hand"),
        "uno_left_now": _("{cards}, {points} points if the round ended now"),
        "uno_round_done": _("round {round}: {name} went out; {a} – {b}"),
        "uno_match_aria": _("match scores"),
        "uno_match": _("Match: {a_name} {a} – {b} {b_name}"),
        "uno_target": _("first to {n} loses; the lower total wins"),
        "uno_earlier_rounds": forms(
            lambda n: ngettext("{n} earlier round", "{n} earlier rounds", n), index
        ),
    }


def _cover_your_assets(index: list[int]) -> dict:
    return {
        "cya_asset_gold": _("gold"),
        "cya_asset_silver": _("silver"),
        "cya_asset_home": _("home"),
        "cya_asset_jewels": _("jewels"),
        "cya_asset_auto": _("auto"),
        "cya_asset_stocks": _("stocks"),
        "cya_asset_bank": _("bank"),
        "cya_asset_coins": _("coins"),
        "cya_asset_baseball": _("baseball"),
        "cya_asset_cash": _("cash"),
        "cya_asset_stamps": _("stamps"),
        "cya_asset_piggy": _("piggy"),
        "cya_wild": _("wild"),
        "cya_pair": _("Pair {a} + {b} ({money})"),
        "cya_take": _("Pair your {card} with the discard {top}"),
        "cya_steal": _("Challenge {name}'s {set} set ({money}) with {card}"),
        "cya_answer_with": _("Answer back with {card}"),
        "cya_defend_with": _("Defend with {card}"),
        "cya_yield_stop": _("Yield: stop the fight"),
        "cya_yield_give": _("Yield: give up the set"),
        "cya_discard": _("Discard {card}"),
        "cya_match_aria": _("the match"),
        "cya_target": _("the match goes to {money}; running totals:"),
        "cya_pile_empty_aria": _("draw pile empty"),
        "cya_pile_empty": _("Draw pile: empty"),
        "cya_n_cards": _("{n} cards"),
        "cya_covered_aria": forms(
            lambda n: ngettext(
                "{n} covered set, {cards} cards", "{n} covered sets, {cards} cards", n
            ),
            index,
        ),
        "cya_covered": forms(lambda n: ngettext("{n} set covered", "{n} sets covered", n), index),
        "cya_topset_aria": _("{name}'s top set: {cards}, {money}"),
        "cya_topset": _("top set {money}"),
        "cya_topset_stake": _("top set {money} (at stake)"),
        "cya_no_set": _("no set yet"),
        "cya_stack_aria": _("stack worth {money}"),
        "cya_stack": _("stack"),
        "cya_dealer": _("dealer"),
        "cya_challenger": _("challenger"),
        "cya_defender": _("defender"),
        "cya_holds": forms(
            lambda n: ngettext("{name} holds {n} card", "{name} holds {n} cards", n), index
        ),
        "cya_in_hand": forms(lambda n: ngettext("{n} card in hand", "{n} cards in hand", n), index),
        "cya_shown_by": _("{i}. {name}"),
        "cya_earlier_cards": forms(
            lambda n: ngettext("{n} earlier card", "{n} earlier cards", n), index
        ),
        "cya_must_defend": _("{name} must answer: defend or yield."),
        "cya_must_answer": _("{name} must answer: answer back or yield."),
        "cya_your_defend": _("Your answer: click a glowing card to defend, or yield."),
        "cya_your_answer": _("Your answer: click a glowing card to answer back, or yield."),
        "cya_your_yield": _("Your answer: you have no card to show, so yield."),
        "cya_fight_aria": _("steal fight"),
        "cya_fight": _(
            "{challenger} challenges {defender}'s {set} set ({money}). Cards shown so far "
            "({shown}) go to the winner with the set:"
        ),
        "cya_select_it": _("{card}: select it"),
        "cya_your_hand": forms(
            lambda n: ngettext("Your hand: {n} card, {money}", "Your hand: {n} cards, {money}", n),
            index,
        ),
        "cya_hint_click": _("Click a card in your hand to select it."),
        "cya_hint_no_set": _("These two cards make no set you may lay now."),
        "cya_hint_second": _(
            "Select a second card and press Make a pair, or click the glowing discard "
            "or a glowing top set."
        ),
        "cya_make_pair_of": _("Make a pair: {a} + {b}"),
        "cya_make_pair": _("Make a pair"),
    }


def _split(index: list[int]) -> dict:
    return {
        "split_hearts": _("hearts"),
        "split_diamonds": _("diamonds"),
        "split_clubs": _("clubs"),
        "split_spades": _("spades"),
        "split_say_left": _("{rank} of {suit}, left half"),
        "split_say_right": _("{rank} of {suit}, right half"),
        "split_short_left": _("{card} left"),
        "split_short_right": _("{card} right"),
        "split_perfect": _("perfect"),
        "split_strong": _("strong"),
        "split_weak": _("weak"),
        "split_perfect_matches": _("perfect matches"),
        "split_strong_matches": _("strong matches"),
        "split_weak_matches": _("weak matches"),
        "split_draw": _("Draw from the pile"),
        "split_pick": forms(
            lambda n: ngettext(
                "Pick {card} (takes {n} card; must use it)",
                "Pick {card} (takes {n} cards; must use it)",
                n,
            ),
            index,
        ),
        "split_match": _("Match {a} + {b}"),
        "split_upgrade_yours": _("Upgrade your match {m} with {card}"),
        "split_upgrade_theirs": _("Upgrade {name}'s match {m} with {card}"),
        "split_penalise": _("Penalise {name}"),
        "split_take_bonus": _("Take the bonus draw"),
        "split_no_trade": _("No trade"),
        "split_no_bonus": _("No bonus draw"),
        "split_trade": _("Trade your match {give} for {name}'s match {take}"),
        "split_discard": _("Discard {card}"),
        "split_done_laying": _("Done laying matches"),
        "split_bonus_draw": _("Bonus draw"),
        "split_row_aria": _("discard row"),
        "split_older": forms(lambda n: ngettext("{n} older card", "{n} older cards", n), index),
        "split_older_picks": _("{older}, {picks} can be picked"),
        "split_row_cards_aria": forms(
            lambda n: ngettext(
                "discard row, {n} card, oldest first", "discard row, {n} cards, oldest first", n
            ),
            index,
        ),
        "split_empty": _("empty"),
        "split_round": _("Round {n} of 3"),
        "split_row_words": forms(
            lambda n: ngettext(
                "Discard row: {n} card, oldest → newest. A pick takes the card and every later one.",
                "Discard row: {n} cards, oldest → newest. A pick takes the card and every later one.",
                n,
            ),
            index,
        ),
        "split_must_use": _("must use {card}"),
        "split_match_aria": _("match {index}: {a} and {b}, {strength}"),
        "split_match_n": _("match {n}"),
        "split_no_matches": _("no matches yet"),
        "split_penalise_btn": _("Penalise: +1 negative box"),
        "split_hide_aria": _("Hide {name}'s matches as cards"),
        "split_show_aria": _("Show {name}'s matches as cards"),
        "split_hide": _("Hide"),
        "split_cards": _("Cards"),
        "split_in_hand": forms(
            lambda n: ngettext("{n} card in hand", "{n} cards in hand", n), index
        ),
        "split_holds": forms(
            lambda n: ngettext("{name} holds {n} card", "{name} holds {n} cards", n), index
        ),
        "split_face_down": forms(
            lambda n: ngettext("{n} card, face down", "{n} cards, face down", n), index
        ),
        "split_matches_of": _("{name}'s matches"),
        "split_seen_aria": _("cards everyone saw them pick"),
        "split_seen": _("seen:"),
        "split_players_aria": _("players and their matches"),
        "split_head_player": _("Player"),
        "split_head_points": _("Points"),
        "split_head_cards": _("Cards"),
        "split_head_matches": _("Matches: ★★★ perfect · ★★ strong · ★ weak"),
        "split_picked_tag": _("picked: use it"),
        "split_your_hand": forms(
            lambda n: ngettext("Your hand: {n} half", "Your hand: {n} halves", n), index
        ),
        "split_hint_click": _("Click a half in your hand to see what it can do."),
        "split_lay": _("Lay this match: {a} + {b}"),
        "split_hint_no_match": _("These two halves do not make a match you may lay now."),
        "split_hint_lay": _("Glowing halves match it."),
        "split_hint_one": _(
            "Glowing halves match it; glowing matches of the players can be upgraded with it."
        ),
        "split_upgrade_chip_yours": _("Upgrade your {chip} ({strength})"),
        "split_upgrade_chip_theirs": _("Upgrade {name}'s {chip} ({strength})"),
        "split_trade_take": _("{name}'s {chip} {stars}"),
        "split_trade_give": _("Weak match: trade one of your matches. Give:"),
        "split_trade_for": _("for:"),
        "split_strong_ask": _("Strong match: take one bonus card from the draw pile?"),
        "split_no_thanks": _("No, thanks"),
        "split_perfect_ask": _("Perfect match: choose a player to fill one negative box:"),
        "split_lay_ask": _(
            "A player went out on the first turn: lay your matches from hand (no bonuses), then"
        ),
        "split_done": _("Done"),
        "split_todo_draw": _(
            "Draw from the pile, or click a glowing card of the discard row to pick it."
        ),
        "split_todo_picked": _("Use {card} in a match or an upgrade before you discard."),
        "split_todo_play": _("Lay matches and upgrades as you like, then discard one card."),
        "split_sheet_caption": _("{name}: {n} points"),
        "split_box": _("box {k}: {value}"),
        "split_row_next": _(
            "row {label}: {filled} of {boxes} boxes filled, {score} points, next box: {value}"
        ),
        "split_row_full": _("row {label}: {filled} of {boxes} boxes filled, {score} points, full"),
        "split_sheet_total": _("upper {upper}, negative {negative}"),
        "split_sheets": _("Score sheets (boxes are filled at the end of each round: ✕ = filled)"),
    }


def _pegs_and_jokers(index: list[int]) -> dict:
    return {
        "pj_joker_short": _("Joker"),
        "pj_joker": _("joker"),
        "pj_card": _("{rank} of {suit}"),
        "pj_spades": _("spades"),
        "pj_hearts": _("hearts"),
        "pj_diamonds": _("diamonds"),
        "pj_clubs": _("clubs"),
        "pj_discard_no_move": _("Discard {card} (no move)"),
        "pj_joker_jump": _("Joker: peg {peg} jumps onto peg {target}"),
        "pj_into_home": _("{part} into home"),
        "pj_by": _("{peg} by {n}"),
        "pj_comes_out": _("{peg} comes out"),
        "pj_label_split": _("{card}: split {moves}"),
        "pj_label_split_back": _("{card}: split {moves} back"),
        "pj_label_out": _("{card}: {moves}"),
        "pj_label_out_back": _("{card}: {moves} back"),
        "pj_label_move": _("{card}: move {moves}"),
        "pj_label_move_back": _("{card}: move {moves} back"),
        "pj_peg_chosen": _("peg {peg}, chosen: click again to choose another"),
        "pj_peg_action": _("peg {peg}: {action}"),
        "pj_peg_partner": _("peg {peg}: share the card's holes with it"),
        "pj_peg_move": _("peg {peg}: move it"),
        "pj_cards": forms(lambda n: ngettext("{n} card", "{n} cards", n), index),
        "pj_way_holes": forms(lambda n: ngettext("{peg} {n} hole", "{peg} {n} holes", n), index),
        "pj_way_holes_home": forms(
            lambda n: ngettext("{peg} {n} hole into home", "{peg} {n} holes into home", n), index
        ),
        "pj_way_then": _("{a}, then {b}"),
        "pj_way_out": _("Bring {peg} out"),
        "pj_way_home": _("Move {peg} into its home"),
        "pj_way_further": _("Move {peg} further in"),
        "pj_way_track": _("Move {peg} along the track"),
        "pj_board_aria": _("Pegs and Jokers board for {n} players"),
        "pj_start_label": _("{p} {colour} start"),
        "pj_comeout_title": _("player {p}'s come-out hole (track {pos})"),
        "pj_inspot_title": _("player {p}'s in-spot (track {pos}): the way into home"),
        "pj_track_hole": _("track hole {pos}"),
        "pj_home_hole_title": _("player {p}'s home hole {hole}"),
        "pj_home_label": _("{p} home"),
        "pj_start_title": _("player {p}'s start area"),
        "pj_danger_title": _("danger: player {p} hits {peg} with chance {pct}%"),
        "pj_peg_aria": _("peg {peg}, {colour}, team {team}, {where}"),
        "pj_peg_title": _("peg {peg} ({colour}, player {p}, team {team}): {where}"),
        "pj_point_at": _("Point at a peg (or Tab to a glowing one) to read its name and place."),
        "pj_danger_over": _("The game is over: no danger map."),
        "pj_danger_later": _("The danger map appears with the probability panel."),
        "pj_danger_none_out": _("No peg of your team is on the track: nothing to hit."),
        "pj_danger_hits": _("Next opponent to play: {name}. It can hit {hits}; safe now: {safe}."),
        "pj_none": _("none"),
        "pj_danger_safe": _(
            "Next opponent to play: {name}. No card of theirs can hit your team's pegs now."
        ),
        "pj_key_team0": _("team 0 pegs: circles"),
        "pj_key_team1": _("team 1 pegs: squares"),
        "pj_key_name": _(
            "a peg's name: colour:number (used in actions); point at a peg to read it"
        ),
        "pj_key_numbers": _("numbers at a start area or home lane: its player"),
        "pj_key_comeout": _("come-out hole"),
        "pj_key_inspot": _("in-spot (way into home)"),
        "pj_key_danger": _("Danger map:"),
        "pj_key_ring": _("ring = chance the next opponent can send the peg to start"),
        "pj_key_safe": _(", dashed green ring = safe now."),
        "pj_key_fold": _("Key to the board and the danger map"),
        "pj_seat_team": _("{colour}, team {team}"),
        "pj_seat_meta": _("{home} home · {start} in start · {cards}"),
        "pj_to_play": _("to play"),
        "pj_card_chosen": _("{card}: chosen: press again to put it back"),
        "pj_card_choose": _("{card}: choose it, then a glowing peg"),
        "pj_card_discard": _("{card}: choose it to discard it"),
        "pj_waiting": _("Waiting for the others."),
        "pj_hint_card": _("Choose a card from your hand: the pegs it can move light up."),
        "pj_hint_discard": _("No card can move a peg: choose the card to discard."),
        "pj_hint_cannot": _("{card} cannot move a peg now: discard it, or go back."),
        "pj_hint_peg": _("{card}: now click one of the glowing pegs."),
        "pj_hint_joker": _("Joker with peg {peg}: click the glowing peg it jumps onto."),
        "pj_hint_holes": _("{card}: {a} first, then {b}. How many holes each?"),
        "pj_hint_with": _("{card} with peg {peg}:"),
        "pj_hint_with_ways": _("{card} with peg {peg}: choose a way below."),
        "pj_hint_with_share": _(
            "{card} with peg {peg}: Click a second glowing peg to share the {rank} between them."
        ),
        "pj_hint_with_ways_share": _(
            "{card} with peg {peg}: choose a way below. Or click a second "
            "glowing peg to share the {rank} between them."
        ),
        "pj_choice_aria": _("your choice"),
        "pj_discard_btn": _("Discard {card} (no peg moves)"),
        "pj_back_second": _("Back: choose another second peg"),
        "pj_back_peg": _("Back: choose another peg"),
        "pj_back_card": _("Back: choose another card"),
        "pj_back_title": _("Back one step (Escape)"),
        "pj_place_start": _("in start"),
        "pj_place_home": _("home hole {hole}"),
        "pj_glowing_aria": _("the glowing pegs"),
        "pj_glowing": _("Glowing pegs:"),
        "pj_more_pegs": _("{n} more pegs"),
        "pj_pile_aria": _("draw pile, {cards}"),
        "pj_pegs_home": _("Pegs home"),
        "pj_team_scores": _("team 0: {a} · team 1: {b}"),
        "pj_team_wins": _("Team {team} wins!"),
        "pj_hand_of": _("Hand of {name}"),
    }


GAME_WORDS: Mapping[str, Callable[[list[int]], dict]] = MappingProxyType({
    "push": _push,
    "uno-duo": _uno_duo,
    "cover-your-assets": _cover_your_assets,
    "split": _split,
    "pegs-and-jokers": _pegs_and_jokers,
})


def number_locale() -> str:
    """The BCP 47 tag the front end writes numbers with (``Intl``): the language's grouping,
    with the digits in use, as ``cardkit.i18n.format_number`` writes them."""
    return number_tag()


def words(game: str) -> dict:
    """Every word the table of ``game`` (its name, as in ``cardkit.GAMES``) writes, in the
    language in use: the shared ones and the game's own."""
    index = plural_index()
    # _digits: the ten digits a number is written with (Latin unless Gurmukhi's were chosen)
    out = {"_lang": get_language(), "_number_locale": number_locale(), "_plural": index,
           "_digits": digits_in_use(), **_shared(index)}
    if game in GAME_WORDS:
        out.update(GAME_WORDS[game](index))
    if game in GAMES:
        # a die's faces as the game names them in its data (Push's "GREEN", "STAR"), in words
        out.update(die_faces=die_faces(GAMES[game]))
    return out
