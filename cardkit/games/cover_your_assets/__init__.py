"""Cover Your Assets (Grandpa Beck's Games): collect sets of assets, steal the
top set of a rival's stack, and protect your own.

Each turn a player makes a set (two identical assets, or one asset and one
wild) from their hand or with the top discard and lays it face up on their
stack, or challenges another player's top set with a matching card or a wild.
The two then answer each other card by card until one side yields; the last to
show a card wins the set and every card shown. Only when none of that is
possible does a player discard. A round ends when every hand is empty; stack
values are added to running totals, and rounds go on until someone reaches the
target ($1,000,000). Rules: ``cardkit rules cover-your-assets``.

What this module chooses (the rules file's **Decisions**, then this module's
own readings where the file is silent):

- 110 cards, the original edition; GOLD and SILVER are wild. 4–6 players hold
  4 cards; 2–3 players (an extension the publisher allows) hold 5.
- A set is two identical assets or one asset and one wild — never two wilds,
  never more than two cards. A set's asset is its non-wild card's asset (a set
  never holds only wilds, so every set has one).
- The steal fight: the challenger shows a card (``steal P CARD``); then the
  defender (phase ``"defend"``) and the challenger (phase ``"counter"``) take
  turns answering with ``defend CARD`` — a card of the set's asset or a wild —
  or ``yield``. A player may yield even while holding matching cards; a player
  without one can only yield (``yield`` is always asked for explicitly, never
  played automatically). The last to show a card wins: the set and every
  shown card become one set on top of the winner's stack (the defender keeps
  it where it was). Shown cards stay in view (zone ``"fight"``) until then.
- ``discard CARD`` is legal only when no pair, take or steal is possible
  (``free_discard=True``: at any time).
- At the end of a turn the player draws back up to their hand size while the
  draw pile lasts (always, although the source says "may"); after a fight the
  challenger draws first, then the defender.
- With the draw pile empty, play goes on without drawing and a player with no
  cards is passed over; the round ends as soon as no player holds a card.
- Scores: ``scores()`` gives the running match totals (stack values added at
  each round's end; every card counts its face value, wilds included). Rounds
  go on until at least one total reaches ``target``; the highest total wins
  and equal totals share the win. ``stack_values()`` gives the current round.
- Round 1: the last player deals and player 0 starts; each later round the
  deal passes left (the next player deals, the one after them starts). Every
  round is dealt from the full deck shuffled by the game's seeded generator
  (``deck=`` stacks round 1 only). The final round's stacks stay on the table
  when the match ends.
- ``target`` must be a whole number of dollars from 1 to 100,000,000 (a cap of
  this module's own, so that a match stays finite in practice: a few hundred
  rounds at the cap).
- A fight makes sets of more than two cards; "never more than two cards"
  applies to a new set. The engine keeps a set's asset card first, so the
  asset is read from a set's first card.
- Phases: ``"turn"``, ``"defend"``, ``"counter"``, and ``"over"`` when the
  match ends. Events: deal, pair, take, discard, steal, defend, yield, fight,
  draw, empty, pass, turn, round_end, score, end.
- Seen and unseen: the draw pile and the other players' hands are unseen;
  discards and covered sets were shown to everyone and count as seen.
"""
from __future__ import annotations

from .cards import (
    ASSETS,
    CARDS,
    CODES,
    COPIES,
    DECK_VALUE,
    NAME,
    VALUE,
    WILD_SET,
    WILDS,
    Options,
    asset_of,
    dollars,
    hand_size,
    is_wild,
    makes_set,
    matches,
    set_value,
)
from .game import GAME, CoverYourAssets, FightEnd, settle_fight

__all__ = ["ASSETS", "CARDS", "CODES", "COPIES", "CoverYourAssets", "DECK_VALUE", "FightEnd", "GAME",
           "NAME", "Options", "VALUE", "WILDS", "WILD_SET", "asset_of", "dollars", "hand_size",
           "is_wild", "makes_set", "matches", "set_value", "settle_fight"]
