"""Split under ``upgrade_others=False``: whether a picked card can be used through a trade.

The rules let a picked card be used in a match or an upgrade this turn. With upgrades
limited to one's own matches, a card that makes another player's match stronger can
still be used: lay a weak match, trade a match of yours for that match (a weak match's
bonus: matches of the same strength), then upgrade it, now yours. The match given may be
the weak one just laid or any other of the same strength as the one taken, which may have
been laid or upgraded to that strength earlier in the turn, or taken by an earlier trade.

``traded_use`` searches every line of the turn's own plays for such a use: laying a
match from hand, upgrading one's own match, and trading after a weak match. (A strong
match's bonus draw is not counted on: the card it would bring is unseen. A perfect
match's penalty changes nothing the search reads.) Each line keeps a card to discard
after the picked card's upgrade.
"""
from __future__ import annotations

from .cards import (
    IS_LEFT,
    MATCH_LAYS,
    PAIR_STRENGTH,
    UPGRADE_LAYS,
    WEAK,
    improves,
    leaves_a_discard,
    upgraded,
)

Match = tuple[str, str]
__all__ = ["improves", "traded_use"]


def _strength(m: Match) -> int:
    return PAIR_STRENGTH[m[0]][m[1]]


def _has_weak_pair(hand) -> bool:
    for a in hand:
        if IS_LEFT[a]:
            with_a = PAIR_STRENGTH[a]
            for b in hand:
                if with_a.get(b) == WEAK:
                    return True
    return False


def traded_use(picked: str, hand, own, others, trade_now: bool = False) -> bool:
    """Whether ``picked`` can be used by way of a trade this turn.

    ``hand``: the cards in hand but the picked one; ``own``: the player's matches; ``others``:
    the other players' matches (whose they are does not matter); each match a pair of
    codes (left half, right half). ``trade_now``: a weak match has just been laid, its trade
    is due. Only other players' matches that the picked card or a card in hand makes
    stronger are worth taking, so only those are traded for.
    """
    if not trade_now and (not leaves_a_discard(len(hand), MATCH_LAYS) or not _has_weak_pair(hand)):
        return False  # a trade needs a weak match laid, and a card kept to discard
    targets = [m for m in others if improves(picked, m)]
    if not targets:
        return False
    if _short_line(targets, own, hand, trade_now):
        return True
    # the long ones (a strong match to trade made first this turn): searched
    wanted = frozenset(m for m in (tuple(x) for x in others)
                       if improves(picked, m) or any(improves(c, m) for c in hand))
    return _Search(picked).found(frozenset(hand), frozenset(tuple(m) for m in own), wanted,
                                 trade_now)


def _short_line(targets: list, own, hand, trade_now: bool) -> bool:
    """The short lines: a weak match laid (or just laid) and traded, or another match of the
    strength of a match the picked card makes stronger (``targets``) traded for it."""
    strengths = {_strength(m) for m in targets}
    mine = {_strength(m) for m in own}
    if trade_now:
        return bool(hand) and bool(strengths & mine)
    return WEAK in strengths or bool(strengths & mine)


class _Search:
    """The search of ``traded_use``'s long lines: every line of the turn's plays (a match
    laid from hand, an upgrade of one's own match, the trade after a weak match), each
    position (hand, own matches, others' matches, trade due) looked at once."""

    def __init__(self, picked: str):
        self.picked = picked
        self.seen: set = set()

    def found(self, hand: frozenset, own: frozenset, others: frozenset, trade_now: bool) -> bool:
        if not hand:
            return False  # no card left to discard
        if any(improves(self.picked, m) for m in own):
            return True
        key = (hand, own, others, trade_now)
        if key in self.seen:
            return False
        self.seen.add(key)
        return any(self.found(*after) for after in self._next(hand, own, others, trade_now))

    @staticmethod
    def _next(hand: frozenset, own: frozenset, others: frozenset, trade_now: bool):
        """The positions one play on from this one, lazily."""
        if trade_now:  # the weak match's trade: any match of mine for one as strong
            for m in own:
                s = _strength(m)
                for n in others:
                    if _strength(n) == s:
                        yield hand, own - {m} | {n}, others - {n} | {m}, False
        if leaves_a_discard(len(hand), MATCH_LAYS):
            for left in hand:
                if IS_LEFT[left]:
                    for right, s in PAIR_STRENGTH[left].items():
                        if right in hand:
                            yield hand - {left, right}, own | {(left, right)}, others, s == WEAK
        if leaves_a_discard(len(hand), UPGRADE_LAYS):  # an upgrade of one's own match
            for c in hand:
                for m in own:
                    if improves(c, m):
                        yield hand - {c}, own - {m} | {upgraded(c, m)}, others, False
