"""Split: playing cards cut in half; lay matching halves, fill the score sheet.

Each card of a standard deck is cut into a left half ``L`` and a right half
``R``. On a turn a player draws a half (or picks one from the discard row,
taking every card laid after it, and must use it), lays matches of a left and
a right half of the same rank, upgrades matches on the table, and discards.
Matches fill boxes of the score sheet in the row of their rank; cards left in
hand fill boxes of the negative row. Three rounds make a game; most points
wins. Rules: ``cardkit rules split``.

What this module chooses (the rules file's **Decisions**, and where it is silent):

- 104 cards: the 52 cards of a standard deck cut in two, codes rank + suit +
  half (``7HL``, ``10SR``, ``QDL``); the reference cards are not in play;
- a match is a left and a right half of one rank: perfect (same suit), strong
  (same colour), weak (different colour); halves of different ranks never match;
- round 1: the last player deals, player 0 gets the first card and starts; the
  player who went out deals the next round, or the deal passes left when the
  draw pile ran out; the deal starts with the dealer's left neighbour;
- ``pick`` is offered only when the picked card has a use this turn: a match
  with a card then in hand, an upgrade, or (``upgrade_others=False``) an upgrade
  of another player's match it makes stronger once a trade has made that match
  the picker's (lay a weak match, trade it, or another match of the same
  strength, for that match: ``uses.traded_use`` searches every line of the
  turn's plays), leaving a card to discard; a strong match's bonus draw is not
  counted on (the card it brings is unseen); until the card is used, a match,
  upgrade, trade or skipped trade that would leave it no use is refused, and
  the discard is refused;
- drawing the last card of the draw pile ends the round at once, a strong
  match's ``bonus-draw`` included;
- the perfect match's penalty is compulsory (there is always another player);
  the strong and weak bonuses may be skipped; a trade swaps two matches of the
  same strength (any ranks), M any of the trader's matches;
- matches are numbered from 0 per player in the order they came; a match that
  leaves closes the gap, one that arrives (trade, or an upgrade of another
  player's match) is appended; upgrading one's own match keeps its number;
- an upgrade replaces the half of the card's side (an ``L`` card replaces the
  left half); it must make the match strictly stronger; the replaced half goes
  to the end of the discard row; the upgraded match belongs to the upgrader
  (``upgrade_others=False``: only one's own matches) and its new strength's
  bonus follows (perfect: penalise, strong: optional draw);
- a match or upgrade that would leave no card to discard is illegal;
- first-turn go-out: the players who have not had a turn this round lay
  matches from hand in turn order from the goer's left (``match``, then
  ``done``), with no bonuses, no upgrades, and no card needs to be kept;
- scoring: a match fills one box in the row of its rank; each card left in
  hand, and each penalty, one negative box; a full row takes no more boxes;
- the score sheet (option ``score_sheet``) is ``(upper, negative)``: ``upper``
  13 rows in rank order A, 2, …, K, each row the values ``row[k]`` for k = 0,
  1, … boxes filled (so a row with n fillable boxes lists n + 1 values), and
  ``negative`` the same for the negative row; ``None`` is the default sheet;
- rounds 2 and 3 are dealt from all 104 cards shuffled by the game's seed
  (a stacked ``deck=`` sets round 1 only);
- everyone sees the cards picked from the discard row, so they are not unseen;
- a draw's event text does not name the card (other players do not see it); its
  ``data["card"]`` does, for the drawer's own view;
- the game is over after the third round's scoring; ``round_log`` keeps each
  round's boxes, and ``sheet(player)`` reads a score sheet as a grid.
"""
from __future__ import annotations

from .cards import (
    ALL_PARTNERS,
    BONUS_DRAW,
    CODES,
    DEFAULT_SHEET,
    DISCARD,
    DONE,
    DRAW,
    HALF,
    IMPROVERS,
    ORDER,
    PAIR_STRENGTH,
    PARTNER_SLOT,
    PARTNERS,
    PERFECT,
    RANK,
    RANK_INDEX,
    RANKS,
    RED,
    SKIP,
    SLOT,
    STRENGTH_NAMES,
    STRONG,
    SUIT,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    WEAK,
    WEIGHTS,
    Options,
    build_score_sheet,
    hand_order,
    improves,
    leaves_a_discard,
    slot_counts,
    strength,
    upgrade_strength,
    upgraded,
)
from .game import GAME, Split

__all__ = ["ALL_PARTNERS", "BONUS_DRAW", "CODES", "DEFAULT_SHEET", "DISCARD", "DONE", "DRAW", "GAME", "HALF",
           "IMPROVERS", "ORDER", "Options", "PAIR_STRENGTH", "PARTNERS", "PARTNER_SLOT",
           "PERFECT", "RANK", "RANKS", "RANK_INDEX", "RED", "SKIP", "SLOT", "STRENGTH_NAMES",
           "STRONG", "SUIT", "SUITS", "SUIT_NAMES", "SUIT_SYMBOLS", "Split", "WEAK", "WEIGHTS",
           "hand_order", "build_score_sheet", "improves", "leaves_a_discard", "slot_counts", "strength",
           "upgrade_strength", "upgraded"]
