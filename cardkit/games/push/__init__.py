"""Push (Ravensburger): push your luck, drawing cards into three columns.

A player draws cards one at a time into up to three columns; a card may not
join a column holding its number or its colour. Stop in time and the columns
are shared out, the stopper choosing first; push too far and a die roll may
cost bench cards. Banked cards are safe. Rules: ``cardkit rules push``.

What this module chooses where the source is silent (the rules file's
**Decisions**):

- the die has six faces, five colours and a STAR (safe); ``harder=True`` makes
  STAR discard the whole bench;
- player 0 starts; collection starts clockwise (increasing index), and each
  Switch card reverses it; a Switch card is a draw of its own;
- a stop needs at least one card in a column; banking needs a card of that
  colour on the bench;
- columns keep their numbers 1–3 while they are taken; taking is compulsory;
  columns left when play comes back to the stopper (or buster) are discarded;
- when the draw pile runs out mid-push only ``stop`` remains; the game ends
  when the draw pile is empty and the last columns are collected or discarded;
- equal top scores share the win; banked cards count as seen by everyone.
"""
from __future__ import annotations

from .cards import (
    BANK,
    BIT,
    CARD_NUMBER,
    CARDS,
    COLOUR_CODES,
    COLOURS,
    DIE,
    DRAW,
    KEEPS_OUT,
    MAX_COLUMNS,
    NUMBER_CARDS,
    PLACE,
    POINTS,
    STOP,
    SYMBOL,
    TAKE,
    Options,
    busting,
    busting_after,
    card_name,
    colour_name,
    colour_of,
    expected_roll_loss,
    face_name,
    fits,
    keeps_out,
    points,
    rank_of,
    roll_on,
)
from .game import GAME, Push

__all__ = ["BANK", "BIT", "CARDS", "CARD_NUMBER", "COLOURS", "COLOUR_CODES", "DIE", "DRAW", "GAME",
           "KEEPS_OUT", "MAX_COLUMNS", "NUMBER_CARDS", "Options", "PLACE", "POINTS", "Push", "STOP",
           "SYMBOL", "TAKE", "busting", "busting_after", "card_name", "colour_name", "colour_of",
           "expected_roll_loss", "face_name", "fits", "keeps_out", "points", "rank_of", "roll_on"]
