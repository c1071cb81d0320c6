"""UNO Duo: UNO for two, with a draft instead of a deal, played as a match.

Each round the two players draft seven cards each (keep the top card or pass
it to the face-up draft discard pile and take the next), then shed their
hands onto a discard pile by matching colour, number or symbol. The player
who goes out scores 0; the other adds the points left in their hand. Rounds
go on until someone has 200 or more: that player loses, the lower total wins.
Rules: ``cardkit rules uno-duo``.

What this module chooses (the rules file's **Decisions**, and where the rules
file is silent, what a player at a real table would expect):

- the default deck is the 112-card deck whose 4 extra cards play as ordinary
  Wilds (8 ``WILD``); ``classic_deck=True`` is the 108-card deck;
- player 0 drafts first in round 1, then the first drafter alternates; drafting
  steps alternate, each uses two cards; the 14-card draft discard pile is
  turned over (its first card on top) and put under the deck;
- the player who did not draft first plays first; a turned-up Draw Two or Wild
  Draw Four is drawn automatically (there is no choice to make: no stacking,
  no challenge); a turned-up Wild (Draw Four) is first given a colour by the
  first drafter (``colour C``); a turned-up Reverse obliges the first player
  to play every card of its colour, or to play a normal turn if they have none;
- nobody is obliged to play; a drawn card that can be played may be played
  (only it) or kept; one that cannot is kept automatically;
- the draw pile is rebuilt only when a card must be drawn from an empty pile:
  the discard pile under its top card is turned over, not shuffled (its oldest
  card comes up first); ``reshuffle=True`` shuffles it; with no card anywhere
  the player draws what there is and the turn ends as if they had drawn;
- UNO: ``play CARD ... uno`` on the second-to-last card. A player who forgot is
  open to ``catch`` (2 cards) until the opponent takes any other action; they
  may say ``uno`` late at a decision of their own. The chance also ends when
  the forgetful player no longer holds exactly one card (they drew);
- Draw Two volleys stack any colour; ``draw`` takes the whole total and ends
  the turn, play passes to the player of the last Draw Two;
- Skip: the same player takes another turn;
- Reverse: optionally followed by all other cards of its colour (all or
  nothing, ``done`` to stop before the first). Wilds have no colour, so they are
  never part of a run (a run therefore never ends on a Wild Draw Four). Only the
  last card's action counts: Draw Two starts a volley of 2, Skip gives the
  player another turn, a number or Reverse passes the turn; a Reverse played
  alone passes the turn;
- Wild Draw Four: the opponent must ``challenge`` or ``accept``. The player is
  guilty if, when they played it, they held a non-wild card matching the colour
  in force, or the number or symbol of the card it was played on
  (``strict_wd4="colour"``: the colour only). Guilty: they draw 4, the named
  colour stands, the challenger plays. Innocent: the challenger draws 6 and the
  Wild Draw Four player takes their extra turn. Accepting: draw 4, and the Wild
  Draw Four player takes their extra turn;
- going out on a Draw Two or Wild Draw Four makes the opponent draw first (the
  whole volley total / 4), and those cards count;
- a new round starts at once from a freshly shuffled full deck (the seeded
  generator); the match ends after the round in which a total reaches
  ``target``; the lower total wins (equal totals share the win);
- hidden cards never appear in an event's text; a draw's ``data`` holds the
  cards with ``seen_by`` naming the one player who may see them.

Phases (``g.phase``): ``draft`` (keep/discard), ``colour`` (name the colour of a
turned-up Wild), ``turn``, ``drawn`` (play the drawn card or keep it), ``run``
(after a Reverse), ``volley`` (stack a Draw Two or draw the total),
``challenge`` (challenge or accept a Wild Draw Four), ``over``. ``uno`` and
``catch`` are offered on top of the phase's actions while a forgotten UNO is
open. ``scores()`` are the match totals; ``turns`` counts turns taken.
"""
from __future__ import annotations

from .cards import (
    ACCEPT,
    ALL_CODES,
    CARDS,
    CATCH,
    CHALLENGE,
    COLOUR_ACTIONS,
    COLOUR_NAMES,
    COLOURS,
    DISCARD,
    DONE,
    DRAW,
    KEEP,
    NUMBERS,
    ORDER,
    PLAYS,
    PLAYS_UNO,
    POINTS,
    UNO,
    WILD,
    WILD4,
    WILDS,
    Options,
    colour_name,
    could_play_instead,
    describe,
    hand_points,
    is_wild,
    playable,
)
from .game import GAME, UnoDuo

__all__ = ["ACCEPT", "ALL_CODES", "CARDS", "CATCH", "CHALLENGE", "COLOUR_ACTIONS", "COLOUR_NAMES", "COLOURS",
           "DISCARD", "DONE", "DRAW", "GAME", "KEEP", "NUMBERS", "ORDER", "Options", "PLAYS",
           "PLAYS_UNO", "POINTS", "UNO", "UnoDuo", "WILD", "WILD4", "WILDS", "colour_name",
           "could_play_instead", "describe",
           "hand_points", "is_wild", "playable"]
