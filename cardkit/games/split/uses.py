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

from .cards import IS_LEFT, PAIR_STRENGTH, RANK, WEAK

Match = tuple[str, str]


def improves(card: str, m: Match) -> bool:
    """Whether ``card`` laid on match ``m`` (left half, right half) makes it stronger."""
    left, right = m
    if RANK[card] != RANK[left]:
        return False
    new = PAIR_STRENGTH[card][right] if IS_LEFT[card] else PAIR_STRENGTH[card][left]
    return new > PAIR_STRENGTH[left][right]


def _upgraded(card: str, m: Match) -> Match:
    return (card, m[1]) if IS_LEFT[card] else (m[0], card)


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
    if not trade_now and (len(hand) < 3 or not _has_weak_pair(hand)):
        return False  # a trade needs a weak match laid, and a card kept to discard
    targets = [m for m in others if improves(picked, m)]
    if not targets:
        return False
    # the short lines: a weak match laid (or just laid) and traded, or another match of the
    # strength of a match the picked card makes stronger traded for it
    strengths = {PAIR_STRENGTH[m[0]][m[1]] for m in targets}
    mine = {PAIR_STRENGTH[m[0]][m[1]] for m in own}
    if trade_now:
        if hand and strengths & mine:
            return True
    elif WEAK in strengths or strengths & mine:
        return True
    # the long ones (a strong match to trade made first this turn): searched
    wanted = frozenset(m for m in (tuple(x) for x in others)
                       if improves(picked, m) or any(improves(c, m) for c in hand))
    seen: set = set()

    def search(hand: frozenset, own: frozenset, others: frozenset, trade_now: bool) -> bool:
        if not hand:
            return False  # no card left to discard
        if any(improves(picked, m) for m in own):
            return True
        key = (hand, own, others, trade_now)
        if key in seen:
            return False
        seen.add(key)
        if trade_now:
            for m in own:
                s = PAIR_STRENGTH[m[0]][m[1]]
                for n in others:
                    if PAIR_STRENGTH[n[0]][n[1]] == s and search(
                            hand, own - {m} | {n}, others - {n} | {m}, False):
                        return True
        if len(hand) >= 3:  # a match, a card kept to discard
            for left in hand:
                if not IS_LEFT[left]:
                    continue
                for right, s in PAIR_STRENGTH[left].items():
                    if right in hand and search(hand - {left, right}, own | {(left, right)},
                                                others, s == WEAK):
                        return True
        if len(hand) >= 2:  # an upgrade of one's own match, a card kept to discard
            for c in hand:
                for m in own:
                    if improves(c, m) and search(hand - {c}, own - {m} | {_upgraded(c, m)},
                                                  others, False):
                        return True
        return False

    return search(frozenset(hand), frozenset(tuple(m) for m in own), wanted, trade_now)
