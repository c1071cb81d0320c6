"""Arizona Pegs and Jokers: a board race for two teams, moved by playing cards.

4, 6 or 8 players sit in two alternating teams (players 0, 2, 4, … are team 0).
Each has five pegs of their colour in a start area; a team wins when every peg
of every member is in its home lane. On a turn a player plays a card and moves
team pegs with it (A/K/Q/J bring a peg out, numbers move forward, 8 moves
back, 7 and 9 may be split, a joker jumps onto another peg), then draws back
to five. Rules: ``cardkit rules pegs-and-jokers``.

What this module chooses (the rules file's **Decisions** and the readings of
this module where the rules file is silent):

- the standard board: 18 holes a side, come-out hole 8, in-spot 3, five-hole
  home lanes, five pegs each (geometry in ``board.py``);
- player 0 plays first; the deal passes left each time the draw pile is
  rebuilt from the shuffled discard pile (the turn order does not change);
- a non-joker card that can move a team peg must be played (no discard then);
  a joker is never compulsory, but it may always be played when it can move —
  the compulsion forbids discarding, not playing the joker (reading);
- a discard is of any one card, the joker included (reading);
- 8 moves one peg 8 holes back, never into or out of home, never from start;
- "own colour" is the colour of the moving peg: a peg may not pass or land on a
  peg of its own colour on the track; partners' and opponents' pegs are passed
  freely;
- landing on an opponent sends it to its start; landing on a partner sends it
  to its own in-spot, illegal if that in-spot holds a peg of the partner's
  colour or another peg of the team; an opponent there goes to its start. A
  partner sitting on its own in-spot cannot be landed on (the landing peg would
  then be the partner's peg on that in-spot) (reading);
- coming out onto one's come-out hole is a landing there (own colour: illegal);
- a forward move whose path reaches the peg's own in-spot may turn into home
  (``... home``), each step into the lane counting one hole; a peg standing on
  its own in-spot turns into home with its whole move (reading); a move that
  would overshoot the lane must go round; turning into home passes no peg in
  the lane; the short way home (an 8 back past the in-spot, then forward) is
  allowed, so no lap is counted;
- pegs in home move further in exactly, never out, never pass another peg; a
  move inside the lane is written without ``home`` (``home`` marks the turn
  from the track into the lane) (reading);
- a 7 or 9 split moves two different team pegs forward, parts in the order
  written, the second part from where the first part left the board;
- a joker moves a team peg out of a start area while any team start area holds
  a peg; only when all are empty may it move a team peg on the track (never
  one in home); it lands on any track peg of another colour;
- ``scores()`` is the number of the player's pegs home; ``team_scores()`` the
  team's; the winners are every member of the team whose pegs are all home.

Legal actions are listed plays first, the most team progress first (see
``progress``: a peg nearer its home counts more), then discards. A front end
may offer the first one as a hint; ``observation()`` carries the board
geometry with drawing coordinates for 4, 6 and 8 players (``board.layout``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...core import Action, Event, Game, IllegalMove
from ...core.action import make_event
from ...core.rng import below_bits
from .board import (
    COME_OUT,
    HOME,
    HOME_HOLES,
    IN_SPOT,
    PEGS,
    SIDE,
    START,
    come_out_hole,
    in_spot,
    layout,
    location_doc,
    peg_name,
    track_length,
    where,
)

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = "JK"
HAND = 5
DECKS = {4: (3, 6), 6: (3, 6), 8: (4, 8)}  # players: (52-card decks, jokers)
COLOUR_NAMES = ("red", "blue", "green", "yellow", "purple", "orange", "black", "white")

OUT_RANKS = frozenset({"A", "K", "Q", "J"})            # bring a peg out
FORWARD = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "9": 9, "10": 10,
           "J": 10, "Q": 10, "K": 10}                  # holes forward on the track
BACK = {"8": 8}                                        # holes backward
SPLIT = frozenset({"7", "9"})


@dataclass(frozen=True)
class Options:
    """Pegs and Jokers has no variants in its rules file."""


def rank_of(code: str) -> str:
    """``"10H"`` → ``"10"``, ``"JK"`` → ``"JK"``."""
    return JOKER if code == JOKER else code[:-1]


def team_of(player: int) -> int:
    return player % 2


class _Refused(Exception):
    """A move part that the rules refuse; carries the reason."""


class PegsAndJokers(Game):
    name = "pegs-and-jokers"
    title = "Arizona Pegs and Jokers"
    player_counts = (4, 6, 8)
    Options = Options

    @classmethod
    def full_deck(cls, players: int, options: Options) -> list[str]:
        decks, jokers = DECKS[players]
        one = [r + s for s in SUITS for r in RANKS]
        return one * decks + [JOKER] * jokers

    # ----- state --------------------------------------------------------------------
    def _setup(self, cards: list[str]) -> None:
        n = self.players
        self.length = track_length(n)
        self.hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(HAND * n):
            self.hands[i % n].append(cards[i])
        self.draw_pile = cards[HAND * n:][::-1]  # the top card is the last item
        self.discard: list[str] = []
        self.loc = [START] * (n * PEGS)              # peg id 5·colour + number
        self.track = [-1] * self.length               # peg id in each track hole
        self.homes = [[-1] * HOME_HOLES for _ in range(n)]
        self.team_pegs = [[q for q in range(n * PEGS) if team_of(q // PEGS) == t] for t in (0, 1)]
        self.in_spots = [in_spot(c) for c in range(n)]
        self.come_outs = [come_out_hole(c) for c in range(n)]
        self.turn_player = 0
        self.dealer = n - 1
        self.rebuilds = 0
        self.turns = 1
        self.phase = "turn"
        self.winning_team: int | None = None

    def _state(self) -> dict[str, Any]:
        return {"hands": self.hands, "draw_pile": self.draw_pile[::-1], "discard": self.discard,
                "pegs": self.loc, "turn_player": self.turn_player, "dealer": self.dealer,
                "rebuilds": self.rebuilds, "turns": self.turns,
                "winning_team": self.winning_team}

    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.turn_player

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> dict[int, int]:
        """Pegs of each player's colour in their home lane."""
        return {p: sum(1 for q in self.homes[p] if q >= 0) for p in range(self.players)}

    def team_scores(self) -> dict[int, int]:
        """Pegs home of each team (0: players 0, 2, …; 1: players 1, 3, …)."""
        s = self.scores()
        return {t: sum(v for p, v in s.items() if team_of(p) == t) for t in (0, 1)}

    def winners(self) -> list[int]:
        if self.winning_team is None:
            return []
        return [p for p in range(self.players) if team_of(p) == self.winning_team]

    def unseen(self, player: int) -> Counter:
        c = Counter(self.draw_pile)
        for p, hand in enumerate(self.hands):
            if p != player:
                c.update(hand)
        return c

    def zones(self) -> dict[str, list[str]]:
        z = {"draw_pile": self.draw_pile, "discard": self.discard}
        for p in range(self.players):
            z[f"hand {p}"] = self.hands[p]
        return z

    # ----- pegs -----------------------------------------------------------------------
    def team(self, player: int) -> list[int]:
        """Peg ids of the player's team."""
        return self.team_pegs[team_of(player)]

    def peg_at(self, pos: int) -> int | None:
        """The peg id on a track hole, or None."""
        q = self.track[pos]
        return None if q < 0 else q

    def _set(self, peg: int, new: int) -> None:
        loc = self.loc
        old = loc[peg]
        if old >= 0:
            if old < HOME:
                track = self.track
                if track[old] == peg:
                    track[old] = -1
            else:
                lane = self.homes[peg // PEGS]
                if lane[old - HOME] == peg:
                    lane[old - HOME] = -1
        loc[peg] = new
        if new >= 0:
            if new < HOME:
                self.track[new] = peg
            else:
                self.homes[peg // PEGS][new - HOME] = peg

    def _revert(self, log: list[tuple[int, int]]) -> None:
        st = self._set
        for peg, old in reversed(log):
            st(peg, old)

    # ----- one move part: where it ends, or why not -------------------------------------
    def _forward(self, peg: int, k: int, home: bool, why: bool = False):
        """Where ``peg`` ends moving ``k`` holes forward (turning into home if ``home``).

        Returns the new location, or None when refused (with ``why``: raises _Refused).
        """
        if why:
            return self._forward_why(peg, k, home, True)
        loc = self.loc[peg]
        if loc < 0:
            return None
        c = peg // PEGS
        if loc >= HOME:
            if home:
                return None
            t = loc - HOME + k
            if t >= HOME_HOLES or max(self.homes[c][loc - HOME + 1:t + 1]) >= 0:
                return None
            return HOME + t
        n = self.length
        track = self.track
        own = _OWN[c]
        if home:
            j = (self.in_spots[c] - loc) % n  # holes to the in-spot (0: standing on it)
            r = k - j
            if r < 1 or r > HOME_HOLES:
                return None
            e = loc + j
            if e < n:
                if not own.isdisjoint(track[loc + 1:e + 1]):
                    return None
            elif not own.isdisjoint(track[loc + 1:]) or not own.isdisjoint(track[:e - n + 1]):
                return None
            if max(self.homes[c][:r]) >= 0:
                return None
            return HOME + r - 1
        dest = loc + k
        if dest < n:
            if not own.isdisjoint(track[loc + 1:dest + 1]):
                return None
        else:
            dest -= n
            if not own.isdisjoint(track[loc + 1:]) or not own.isdisjoint(track[:dest + 1]):
                return None
        if track[dest] < 0 or self._landing(peg, dest) is None:
            return dest
        return None

    def _forward_why(self, peg: int, k: int, home: bool, why: bool = False):
        """``_forward`` step by step, for the reason of a refusal."""
        loc = self.loc[peg]
        c = peg // PEGS
        if loc == START:
            if why:
                raise _Refused(f"peg {peg_name(peg)} is in its start area: a peg in start moves "
                               "only by coming out (with A, K, Q or J, or a joker)")
            return None
        if loc >= HOME:
            if home:
                if why:
                    raise _Refused(f"peg {peg_name(peg)} is already in its home lane: write the "
                                   "move without 'home'")
                return None
            h = loc - HOME
            t = h + k
            if t >= HOME_HOLES:
                if why:
                    raise _Refused(f"peg {peg_name(peg)} is on home hole {h + 1} of {HOME_HOLES}: "
                                   f"{k} would go past the back of the lane (pegs in home move "
                                   "exactly, never out)")
                return None
            lane = self.homes[c]
            for j in range(h + 1, t + 1):
                if lane[j] >= 0:
                    if why:
                        raise _Refused(f"peg {peg_name(lane[j])} on home hole {j + 1} is in the way: "
                                       "pegs in home never pass each other")
                    return None
            return HOME + t
        n = self.length
        track = self.track
        if home:
            spot = self.in_spots[c]
            j = (spot - loc) % n  # holes to the in-spot (0: standing on it)
            r = k - j
            if r < 1:
                if why:
                    raise _Refused(f"a move of {k} from {where(loc)} does not reach past peg "
                                   f"{peg_name(peg)}'s in-spot (track hole {spot}): it cannot turn "
                                   "into home")
                return None
            if r > HOME_HOLES:
                if why:
                    raise _Refused(f"a move of {k} would overshoot peg {peg_name(peg)}'s home lane "
                                   f"({r} holes into a lane of {HOME_HOLES}): it must go on round "
                                   "the track")
                return None
            for s in range(1, j + 1):
                q = track[(loc + s) % n]
                if q >= 0 and q // PEGS == c:
                    if why:
                        raise _Refused(f"peg {peg_name(peg)} may not pass peg {peg_name(q)} of its "
                                       f"own colour on track hole {(loc + s) % n}")
                    return None
            lane = self.homes[c]
            for h in range(r):
                if lane[h] >= 0:
                    if why:
                        raise _Refused(f"peg {peg_name(lane[h])} on home hole {h + 1} is in the way: "
                                       "a peg turning into home may not pass or land on it")
                    return None
            return HOME + r - 1
        for s in range(1, k + 1):
            q = track[(loc + s) % n]
            if q >= 0 and q // PEGS == c:
                verb = "land on" if s == k else "pass"
                if why:
                    raise _Refused(f"peg {peg_name(peg)} may not {verb} peg {peg_name(q)} of its own "
                                   f"colour on track hole {(loc + s) % n}")
                return None
        dest = (loc + k) % n
        reason = self._landing(peg, dest)
        if reason:
            if why:
                raise _Refused(reason)
            return None
        return dest

    def _back(self, peg: int, k: int, why: bool = False):
        """Where ``peg`` ends moving ``k`` holes backward on the track, or None / _Refused."""
        if why:
            return self._back_why(peg, k, True)
        loc = self.loc[peg]
        if loc < 0 or loc >= HOME:
            return None
        c = peg // PEGS
        track = self.track
        own = _OWN[c]
        dest = loc - k
        if dest >= 0:
            if not own.isdisjoint(track[dest:loc]):
                return None
        else:
            dest += self.length
            if not own.isdisjoint(track[:loc]) or not own.isdisjoint(track[dest:]):
                return None
        if track[dest] < 0 or self._landing(peg, dest) is None:
            return dest
        return None

    def _back_why(self, peg: int, k: int, why: bool = False):
        """``_back`` step by step, for the reason of a refusal."""
        loc = self.loc[peg]
        c = peg // PEGS
        if loc == START:
            if why:
                raise _Refused(f"peg {peg_name(peg)} is in its start area: an 8 never moves a peg "
                               "from start")
            return None
        if loc >= HOME:
            if why:
                raise _Refused(f"peg {peg_name(peg)} is in its home lane: an 8 never moves a peg "
                               "out of home")
            return None
        n = self.length
        for s in range(1, k + 1):
            q = self.track[(loc - s) % n]
            if q >= 0 and q // PEGS == c:
                verb = "land on" if s == k else "pass"
                if why:
                    raise _Refused(f"peg {peg_name(peg)} may not {verb} peg {peg_name(q)} of its own "
                                   f"colour on track hole {(loc - s) % n}")
                return None
        dest = (loc - k) % n
        reason = self._landing(peg, dest)
        if reason:
            if why:
                raise _Refused(reason)
            return None
        return dest

    def _come_out(self, peg: int, why: bool = False):
        """The come-out hole ``peg`` comes out onto, or None / _Refused."""
        if self.loc[peg] != START:
            if why:
                raise _Refused(f"peg {peg_name(peg)} is not in its start area")
            return None
        dest = self.come_outs[peg // PEGS]
        reason = self._landing(peg, dest)
        if reason:
            if why:
                raise _Refused(reason)
            return None
        return dest

    def _landing(self, peg: int, dest: int) -> str | None:
        """Why ``peg`` may not land on track hole ``dest`` (None: it may)."""
        o = self.track[dest]
        if o < 0 or o == peg:
            return None
        c, oc = peg // PEGS, o // PEGS
        if oc == c:
            return (f"track hole {dest} holds peg {peg_name(o)}, of the same colour as peg "
                    f"{peg_name(peg)}: no peg lands on its own colour")
        if (oc - c) % 2:
            return None  # an opponent: sent to start
        spot = self.in_spots[oc]
        if spot == dest:
            return (f"partner's peg {peg_name(o)} stands on its own in-spot: it cannot be sent "
                    "there, so it cannot be landed on")
        q = self.track[spot]
        if q < 0 or q == peg:
            return None
        if q // PEGS == oc:
            return (f"landing on partner's peg {peg_name(o)} would send it to its in-spot (track "
                    f"hole {spot}), which already holds peg {peg_name(q)} of the partner's colour")
        if (q // PEGS - c) % 2 == 0:
            return (f"landing on partner's peg {peg_name(o)} would send it to its in-spot (track "
                    f"hole {spot}), which holds peg {peg_name(q)} of your team")
        return None

    def _move(self, peg: int, dest: int, log: list, ev: list | None = None,
              player: int = 0, how: str = "") -> None:
        """Put ``peg`` on ``dest`` with the landing effects; records old places in ``log``."""
        origin = self.loc[peg]
        if 0 <= dest < HOME:
            o = self.track[dest]
            if o >= 0 and o != peg:
                c, oc = peg // PEGS, o // PEGS
                if (oc - c) % 2:
                    self._send_to_start(o, peg, dest, log, ev, player, None)
                else:
                    spot = self.in_spots[oc]
                    q = self.track[spot]
                    if q >= 0 and q != peg:
                        self._send_to_start(q, o, spot, log, ev, player, oc)
                    log.append((o, dest))
                    self._set(o, spot)
                    if ev is not None:
                        ev.append(make_event(("in_spot", player, {"peg": PEG_NAMES[o],
                                                                  "by": PEG_NAMES[peg], "hole": spot},
                                              (_in_spot_text, (o, spot)))))
        log.append((peg, origin))
        self._set(peg, dest)
        if ev is not None:
            kind = "home" if dest >= HOME and origin < HOME else (
                "come_out" if origin == START else "move")
            ev.append(make_event((kind, player, {"peg": PEG_NAMES[peg], "from": location_doc(origin),
                                                 "to": location_doc(dest)},
                                  (_MOVE_TEXT[kind], (peg, how, origin, dest)))))

    def _send_to_start(self, q: int, by: int, hole: int, log: list, ev: list | None,
                       player: int, spot_of: int | None) -> None:
        """Peg ``q`` on track hole ``hole``, landed on by peg ``by`` (or, on player ``spot_of``'s
        in-spot, by that player's peg sent there), goes back to its start area."""
        log.append((q, hole))
        self._set(q, START)
        if ev is not None:
            ev.append(make_event(("bump", player, {"peg": PEG_NAMES[q], "by": PEG_NAMES[by],
                                                   "hole": hole}, (_bump_text, (q, spot_of)))))

    # ----- the moves of a card -----------------------------------------------------------
    def progress(self, peg: int, loc: int | None = None) -> int:
        """How far a peg has come: 0 in start, L − holes to its in-spot on the track
        (L = track length), L + 1 + h on home hole h. The short way home counts as progress."""
        if loc is None:
            loc = self.loc[peg]
        if loc == START:
            return 0
        n = self.length
        if loc >= HOME:
            return n + 1 + loc - HOME
        return n - (self.in_spots[peg // PEGS] - loc) % n

    def _gain(self, peg: int, dest: int) -> int:
        """Team progress when ``peg`` moves to ``dest`` (a partner landed on goes to its in-spot)."""
        n = self.length
        spot = self.in_spots[peg // PEGS]
        loc = self.loc[peg]
        before = 0 if loc == START else (n + 1 + loc - HOME if loc >= HOME else n - (spot - loc) % n)
        if dest >= HOME:
            return n + 1 + dest - HOME - before
        g = n - (spot - dest) % n - before
        o = self.track[dest]
        if o >= 0 and o != peg and not (o // PEGS - peg // PEGS) % 2:
            g += self.length - self.progress(o)
        return g

    def moves(self, player: int, rank: str) -> list[tuple[str, ...]]:
        """Every legal way for ``player`` to move with a card of ``rank`` (action args after the card)."""
        return [m for _, m in self.scored_moves(player, rank)]

    def scored_moves(self, player: int, rank: str) -> list[tuple[int, tuple[str, ...]]]:
        """``(team progress gain, action args after the card)`` for every legal move of ``rank``."""
        pegs = self.team_pegs[team_of(player)]
        loc = self.loc
        gain = self._gain
        out: list[tuple[int, tuple[str, ...]]] = []
        if rank == JOKER:
            starts = [q for q in pegs if loc[q] == START]
            movers = starts or [q for q in pegs if 0 <= loc[q] < HOME]
            targets = [q for q in self.track if q >= 0]
            for m in movers:
                mc = m // PEGS
                for t in targets:
                    if t // PEGS != mc and self._landing(m, loc[t]) is None:
                        out.append((gain(m, loc[t]), (PEG_NAMES[m], PEG_NAMES[t])))
            return out
        if rank in OUT_RANKS:
            for q in pegs:
                if loc[q] == START:
                    d = self._come_out(q)
                    if d is not None:
                        out.append((gain(q, d), (PEG_NAMES[q],)))
        if rank in BACK:
            k = BACK[rank]
            for q in pegs:
                if 0 <= loc[q] < HOME:
                    d = self._back(q, k)
                    if d is not None:
                        out.append((gain(q, d), (PEG_NAMES[q],)))
            return out
        k = FORWARD[rank]
        n = self.length
        spots = self.in_spots
        forward = self._forward
        board = [q for q in pegs if loc[q] != START]
        for q in board:
            if loc[q] >= HOME + HOME_HOLES - k:
                continue  # in its home lane, too near the back to move k (forward says None)
            d = forward(q, k, False)
            if d is not None:
                out.append((gain(q, d), (PEG_NAMES[q],)))
            lq = loc[q]
            if lq < HOME and (spots[q // PEGS] - lq) % n < k:
                d = forward(q, k, True)
                if d is not None:
                    out.append((gain(q, d), (PEG_NAMES[q], "home")))
        if rank in SPLIT and len(board) > 1:
            # the second part on the board as it is, reused when the first part changed
            # nothing on its way (the first part's holes and the team's in-spots decide)
            before: dict[tuple[int, int], tuple] = {}  # worked out when first needed
            in_lane: dict[tuple[int, int], tuple] = {}  # pegs in home, likewise
            team_spots = {spots[q // PEGS] for q in pegs}
            for a in board:
                la = loc[a]
                name_a = PART_NAMES[a]
                for ka in range(1, k):
                    if la >= HOME + HOME_HOLES - ka:
                        break  # in its home lane, too near the back to move ka (nor more)
                    kb = k - ka
                    for ha in (False, True):
                        if ha and (la >= HOME or (spots[a // PEGS] - la) % n >= ka):
                            continue
                        da = forward(a, ka, ha)
                        if da is None:
                            continue
                        ga = gain(a, da)
                        # the holes the first part changes, worked out without moving; the
                        # board is changed only when a second part needs it
                        effects = self._move_effects(a, da)
                        if len(effects) == 1:
                            _, old, new = effects[0]
                            changed = [h for h in (old, new) if 0 <= h < HOME]
                        else:
                            final = {q: new for q, _, new in effects}
                            changed = [h for q, old, _ in effects for h in (old, final[q])
                                       if 0 <= h < HOME]
                        stale = not team_spots.isdisjoint(changed)
                        moved = None
                        if stale:
                            moved = []
                            self._move(a, da, moved)
                        first = (name_a[ka], "home") if ha else (name_a[ka],)
                        for b in board:
                            if b == a:
                                continue
                            lb = loc[b]
                            if lb >= HOME and (b // PEGS != a // PEGS or (la < HOME and da < HOME)):
                                # in a home lane the first part did not touch: only that lane
                                # counts, so the move is the same on either board
                                got = in_lane.get((b, kb))
                                if got is None:
                                    db = forward(b, kb, False)
                                    got = in_lane[b, kb] = (db, None if db is None else gain(b, db))
                                db, gb = got
                                if db is not None:
                                    out.append((ga + gb, first + (PART_NAMES[b][kb],)))
                                continue
                            fresh = lb >= HOME or stale
                            if not fresh:
                                for h in changed:
                                    if (h - lb - 1) % n < kb:
                                        fresh = True
                                        break
                            if fresh:
                                if moved is None:
                                    moved = []
                                    self._move(a, da, moved)
                                db = forward(b, kb, False)
                                gb = None if db is None else gain(b, db)
                            else:
                                got = before.get((b, kb))
                                if got is None:
                                    # on the board as it was: the first part changed nothing here
                                    if moved is not None:
                                        self._revert(moved)
                                    db = forward(b, kb, False)
                                    got = before[b, kb] = (db, None if db is None else gain(b, db))
                                    if moved is not None:
                                        moved = []
                                        self._move(a, da, moved)
                                db, gb = got
                            if db is not None:
                                out.append((ga + gb, first + (PART_NAMES[b][kb],)))
                            if lb < HOME and (spots[b // PEGS] - lb) % n < kb:
                                if moved is None:
                                    moved = []
                                    self._move(a, da, moved)
                                db = forward(b, kb, True)
                                if db is not None:
                                    out.append((ga + gain(b, db),
                                                first + (PART_NAMES[b][kb], "home")))
                        if moved is not None:
                            self._revert(moved)
        return out

    def can_move(self, player: int, code: str) -> bool:
        """Whether the card can move a team peg of ``player`` now."""
        return bool(self.moves(player, rank_of(code)))

    # ----- legal actions ------------------------------------------------------------
    def _legal(self) -> list[Action]:
        """Plays first, the most team progress first (see ``progress``); discards last."""
        p = self.turn_player
        keys, codes, must_play = self._plays(p)
        keys.sort()
        acts = self._actions(p, keys, codes)
        if not must_play:
            acts.extend(_DISCARDS[code] for code in codes)
        self._listed = (acts, keys, codes)  # for a strategy that reads the keys (agents)
        return acts

    # ----- the legal plays as sort keys (the fast formulation of scored_moves) ------------
    def _plays(self, p: int, quiet: list | None = None) -> tuple[list[int], list[str], bool]:
        """``(keys, codes, must_play)``: every legal play of player ``p`` as one int key, unsorted.

        ``codes`` are the hand's distinct cards in hand order. A key is ``_OFF - gain`` above
        the play's place in the listing order of ``scored_moves`` (card, then its moves in
        their order), so sorting the keys gives ``_legal``'s order. Low bits (see ``_K_*``):
        which card, come-out/joker, one peg or split, the (first) peg's index among the
        team's pegs, its holes, home, the second peg's index (the joker's target hole), home,
        and whether each part lands on a peg. ``must_play``: a card other than a joker moves.
        ``tests/games/test_pegs_and_jokers_speed_equivalence.py`` checks the keys against
        ``scored_moves``.

        ``quiet`` (a list, for ``_play_experiment``): the splits of a 7 or 9 are left out of
        the keys when no team peg on the track has a peg on the holes less than the card's
        value ahead of it, and ``(card index, value)`` is added to ``quiet`` for each such
        card. Those splits then land on no peg (see ``_quiet``): each gains at most the
        card's value, which is all a strategy needs to know it would not choose them.
        """
        t = p & 1
        pegs = self.team_pegs[t]
        prog = _progress(self.length, self.players)
        codes = list(dict.fromkeys(self.hands[p]))
        keys: list[int] = []
        must = False
        done: dict[str, list] = {}
        pok = None  # per colour: may a team peg land on a partner peg of that colour
        rows = board = None
        for ci, code in enumerate(codes):
            r = _RANK_OF[code]
            same = _SAME_MOVES.get(r, r)
            got = done.get(same)
            if got is None:
                if pok is None:
                    pok = self._partner_landing(t)
                if r == JOKER:
                    rel = self._joker_keys(pegs, pok, prog)
                elif r in BACK:
                    rel = self._back_keys(pegs, pok, prog)
                else:
                    if rows is None:
                        rows = self._rows(pegs, pok, prog, _KMAX)
                        # the pegs that may move: on the track, or in a lane with room ahead
                        # (a lane peg that cannot move one hole cannot move at all, on this
                        # board or any a split's first part leaves: pegs never leave a lane)
                        loc = self.loc
                        board = [i for i, row in enumerate(rows) if row is not None
                                 and (loc[pegs[i]] < HOME or row[0][1] is not None)]
                    if (quiet is not None and r in SPLIT and len(board) > 1
                            and self._quiet(pegs, board, FORWARD[r])):
                        rel = self._forward_keys(r, pegs, pok, prog, rows, board, False)
                        rel = (rel, FORWARD[r])
                    else:
                        rel = self._forward_keys(r, pegs, pok, prog, rows, board)
                got = done[same] = rel
            rel = got
            if rel.__class__ is tuple:  # splits left out (quiet)
                quiet.append((ci, rel[1]))
                rel = rel[0]
            if rel:
                if r != JOKER:
                    must = True
                if ci:
                    keys += map((ci << _K_CI).__add__, rel)
                else:
                    keys += rel
        return keys, codes, must

    def _partner_landing(self, t: int) -> list[int]:
        """Per colour of team ``t``: -1 any team peg may land on a peg of that colour (when
        not on its own in-spot), -2 none may, else the one peg that may (it stands on the
        colour's in-spot and leaves it)."""
        track = self.track
        out = [-2] * self.players
        for c in range(t, self.players, 2):
            s = track[self.in_spots[c]]
            if s < 0 or (s // PEGS - c) & 1:
                out[c] = -1
            elif s // PEGS != c:
                out[c] = s
        return out

    def _rows(self, pegs, pok, prog, kmax: int) -> list:
        """Per team peg (index): None in start, else ``(plain, home)``: lists by holes 1..kmax
        of the move's key bits (``-gain``, landing flag, home; see ``_plays``) or None."""
        if kmax != _KMAX:
            row = self._row
            return [row(i, q, pok, prog, kmax) for i, q in enumerate(pegs)]
        loc, track, homes, n = self.loc, self.track, self.homes, self.length
        open_plain, open_home = _open_rows(n)
        lane_rows = _LANE_ROWS[kmax]
        out: list = []
        for i, q in enumerate(pegs):
            lq = loc[q]
            if lq == START:
                out.append(None)
            elif lq >= HOME:  # in its lane: as far as the next peg or the back
                lane = homes[q // PEGS]
                m = lq - HOME
                while m < HOME_HOLES - 1 and lane[m + 1] < 0:
                    m += 1
                out.append(lane_rows[m - lq + HOME])
            else:
                end = lq + kmax + 1
                if max(track[lq + 1:end] if end <= n else track[lq + 1:] + track[:end - n]) < 0:
                    # no peg on the holes ahead: every move gains its holes (round the
                    # in-spot: less), and the lane may be entered as far as it is free
                    c = q // PEGS
                    lane = homes[c]
                    free = 0
                    while free < HOME_HOLES and lane[free] < 0:
                        free += 1
                    out.append((open_plain[c][lq], open_home[c][lq][free]))
                else:
                    out.append(self._row(i, q, pok, prog, kmax))
        return out

    def _row(self, i: int, q: int, pok, prog, kmax: int):
        """``_rows`` of team peg ``q`` (index ``i``) on the board as it is now."""
        lq = self.loc[q]
        if lq == START:
            return None
        c = q // PEGS
        if lq >= HOME:  # in its lane: as far as the next peg or the back, gaining the holes
            lane = self.homes[c]
            h = lq - HOME
            m = 0
            for k in range(1, min(kmax, HOME_HOLES - 1 - h) + 1):
                if lane[h + k] >= 0:
                    break
                m = k
            return _LANE_ROWS[kmax][m]
        pc = prog[c]
        pq = pc[lq]
        plain: list = [None] * (kmax + 1)
        home: list = [None] * (kmax + 1)
        track, n = self.track, self.length
        stop = kmax + 1
        k = 0
        for x in range(lq + 1, lq + kmax + 1):
            k += 1
            if x >= n:
                x -= n
            o = track[x]
            if o < 0:
                plain[k] = (pq - pc[x]) << _K_G
                continue
            oc = o // PEGS
            if oc == c:
                stop = k
                break
            if (oc - c) & 1:
                plain[k] = ((pq - pc[x]) << _K_G) | _K_FA
            else:
                w = pok[oc]
                if w == -1 or w == q:
                    plain[k] = ((pq - pc[x] - n + prog[oc][x]) << _K_G) | _K_FA
        j = (self.in_spots[c] - lq) % n
        if j < stop and j < kmax:
            lane = self.homes[c]
            for rr in range(1, min(HOME_HOLES, kmax - j) + 1):
                if lane[rr - 1] >= 0:
                    break
                home[j + rr] = ((pq - n - rr) << _K_G) | _K_HA
        return plain, home

    def _joker_keys(self, pegs, pok, prog) -> list[int]:
        loc, track = self.loc, self.track
        movers = [i for i, q in enumerate(pegs) if loc[q] == START]
        on_start = bool(movers)
        if not on_start:
            movers = [i for i, q in enumerate(pegs) if 0 <= loc[q] < HOME]
        targets = [(h, o) for h, o in enumerate(track) if o >= 0]
        n = self.length
        out: list[int] = []
        by_colour: dict[int, tuple] = {}
        for i in movers:
            m = pegs[i]
            c = m // PEGS
            if on_start:
                got = by_colour.get(c)
                if got is not None:
                    out += map((i - got[0] << _K_A).__add__, got[1])
                    continue
            pc = prog[c]
            before = pc[loc[m]]
            base = (_OFF << _K_G) | (i << _K_A) | _K_FA
            mine = []
            for h, o in targets:
                oc = o // PEGS
                if oc == c:
                    continue
                if (oc - c) & 1:
                    g = pc[h] - before
                else:
                    w = pok[oc]
                    if loc[o] == self.in_spots[oc] or not (w == -1 or w == m):
                        continue
                    g = pc[h] - before + n - prog[oc][h]
                mine.append(base - (g << _K_G) + (h << _K_B))
            if on_start:
                by_colour[c] = (i, mine)
            out += mine
        return out

    def _back_keys(self, pegs, pok, prog) -> list[int]:
        loc, track, n = self.loc, self.track, self.length
        out: list[int] = []
        k = BACK["8"]
        for i, q in enumerate(pegs):
            lq = loc[q]
            if not 0 <= lq < HOME:
                continue
            c = q // PEGS
            for s in range(1, k + 1):
                o = track[lq - s]
                if o >= 0 and o // PEGS == c:
                    break
            else:
                x = lq - k
                if x < 0:
                    x += n
                pc = prog[c]
                g = pc[x] - pc[lq]
                f = 0
                o = track[x]
                if o >= 0:
                    f = _K_FA
                    oc = o // PEGS
                    if not (oc - c) & 1:
                        w = pok[oc]
                        if not (w == -1 or w == q):
                            continue
                        g += n - prog[oc][x]
                out.append(((_OFF - g) << _K_G) | (1 << _K_SEC) | (i << _K_A) | f)
        return out

    def _split_plays(self, p: int, quiet: list) -> list[int]:
        """The keys of the splits ``_plays(p, quiet)`` left out (of the cards in ``quiet``)."""
        t = p & 1
        pegs = self.team_pegs[t]
        prog = _progress(self.length, self.players)
        pok = self._partner_landing(t)
        rows = self._rows(pegs, pok, prog, _KMAX)
        loc = self.loc
        board = [i for i, row in enumerate(rows) if row is not None
                 and (loc[pegs[i]] < HOME or row[0][1] is not None)]
        keys: list[int] = []
        done: dict[int, list] = {}
        for ci, k in quiet:
            got = done.get(k)
            if got is None:
                got = done[k] = []
                self._split_keys(k, pegs, rows, board, pok, prog, got)
            keys += map((ci << _K_CI).__add__, got)
        return keys

    def _quiet(self, pegs, board, k: int) -> bool:
        """No team peg on the track has a peg of another colour on the ``k - 1`` holes ahead
        of it.

        Then no split of a ``k`` lands on a peg: a first part ends on an empty hole (it may
        not land on its own colour), and a second part cannot end where the first part went
        (that is the first peg's colour, or two team pegs of different colours on the track
        are more than ``k - 1`` holes apart, so the first part's end is never on the second
        peg's way), nor does a part in or into a lane land. Each part gains at most its
        holes (less when it goes round past its in-spot), the split at most ``k``."""
        loc, track, n = self.loc, self.track, self.length
        for i in board:
            q = pegs[i]
            lq = loc[q]
            if lq < HOME:
                end = lq + k
                ahead = track[lq + 1:end] if end <= n else track[lq + 1:] + track[:end - n]
                if max(ahead) >= 0:
                    c = q // PEGS
                    for o in ahead:
                        if o >= 0 and o // PEGS != c:
                            return False
        return True

    def _forward_keys(self, r: str, pegs, pok, prog, rows, board,
                      splits: bool = True) -> list[int]:
        loc, track = self.loc, self.track
        out: list[int] = []
        if r in OUT_RANKS and None in rows:  # a team peg in start
            for i, q in enumerate(pegs):
                if loc[q] != START:
                    continue
                c = q // PEGS
                x = self.come_outs[c]
                g = prog[c][x]
                f = 0
                o = track[x]
                if o >= 0:
                    oc = o // PEGS
                    if oc == c:
                        continue
                    f = _K_FA
                    if not (oc - c) & 1:
                        if pok[oc] != -1:
                            continue
                        g += self.length - prog[oc][x]
                out.append(((_OFF - g) << _K_G) | (i << _K_A) | f)
        k = FORWARD[r]
        one = (_OFF << _K_G) | (1 << _K_SEC)
        for i in board:
            plain, home = rows[i]
            e = plain[k]
            if e is not None:
                out.append((one | (i << _K_A)) + e)
            e = home[k]
            if e is not None:
                out.append((one | (i << _K_A)) + e)
        if splits and r in SPLIT and len(board) > 1:
            self._split_keys(k, pegs, rows, board, pok, prog, out)
        return out

    def _split_keys(self, k: int, pegs, rows, board, pok, prog, out: list) -> None:
        """The split plays of a ``k`` (7 or 9): a first part on the board as it is, a second
        part on the board the first part leaves. Second parts are taken from the board as it
        is unless the first part changed a hole on their way (or a team in-spot, or the lane
        they may enter): those are worked out again after moving the first part."""
        loc, track, n = self.loc, self.track, self.length
        t = pegs[0] // PEGS & 1
        tspots = {self.in_spots[c]: c for c in range(t, self.players, 2)}  # team in-spots
        second: list = [None] * k
        where: list = [None] * k
        for kb in range(1, k):
            lst: list[int] = []
            pos = {}
            for i in board:
                plain, home = rows[i]
                s = len(lst)
                e = plain[kb]
                if e is not None:  # as a second part: the landing flag and the peg index
                    lst.append((e >> _K_G << _K_G) | (i << _K_B) | (e >> 1 & 1))
                e = home[kb]
                if e is not None:
                    lst.append((e >> _K_G << _K_G) | (i << _K_B) | _K_HB)
                pos[i] = (s, len(lst))
            second[kb] = lst
            where[kb] = pos
        # track hole -> (holes behind it, index, colour) of the team's pegs up to k - 1 behind
        behind: dict[int, list] = {}
        for i in board:
            lb = loc[pegs[i]]
            if lb < HOME:
                for s in range(1, k):
                    h = lb + s
                    behind.setdefault(h - n if h >= n else h, []).append((s, i, pegs[i] // PEGS))
        seconds = self._seconds
        base = (_OFF << _K_G) | (2 << _K_SEC)
        for a in board:
            qa = pegs[a]
            ca = qa // PEGS
            la = loc[qa]
            plain, home = rows[a]
            near_la = behind.get(la, ()) if la < HOME else ()
            j = (self.in_spots[ca] - la) % n if la < HOME else 0
            on_spot = la in tspots
            base_a = base + (a << _K_A)
            for ka in range(1, k):
                kb = k - ka
                for e in (plain[ka], home[ka]):
                    if e is None:
                        continue
                    first = base_a + (ka << _K_KA) + e
                    if e & _K_HA:
                        da = HOME + ka - j - 1
                    elif la >= HOME or la + ka < n:
                        da = la + ka
                    else:
                        da = la + ka - n
                    spots_change = on_spot
                    near_da = ()
                    if da < HOME:
                        o = track[da]
                        if o >= 0 and not (o // PEGS - ca) & 1:
                            # a partner is sent to its in-spot: work every second part out
                            log: list = []
                            self._move(qa, da, log)
                            after = self._partner_landing(t)
                            for b in board:
                                if b != a:
                                    out += map(first.__add__,
                                               seconds(b, pegs[b], after, prog, kb))
                            self._revert(log)
                            continue
                        spots_change = on_spot or da in tspots
                        near_da = behind.get(da, ())
                    # a second part changes when a hole on its way changes for a peg of the
                    # first part's colour (it may not pass its own colour), or where it lands
                    touched = None
                    for s, b, cb in near_la:
                        if s <= kb and (cb == ca or s == kb):
                            if touched is None:
                                touched = {b}
                            else:
                                touched.add(b)
                    for s, b, cb in near_da:
                        if s <= kb and b != a and (cb == ca or s == kb):
                            if touched is None:
                                touched = {b}
                            else:
                                touched.add(b)
                    if da >= HOME:  # into or in its lane: the lane its colour may enter
                        for b in board:
                            if b != a and pegs[b] // PEGS == ca:
                                if touched is None:
                                    touched = {b}
                                else:
                                    touched.add(b)
                    if touched is None and not spots_change:
                        s, e_ = where[kb][a]
                        lst = second[kb]
                        out += map(first.__add__, lst[:s] + lst[e_:] if e_ > s else lst)
                        continue
                    if touched is None:
                        touched = set()
                    after = pok
                    if spots_change:
                        # a team in-spot changes: so may landing on the partners of its colour
                        # (``_partner_landing`` of the board the first part leaves)
                        after = pok[:]
                        changed = []
                        if on_spot:
                            after[tspots[la]] = -1
                            changed.append(tspots[la])
                        if da in tspots:
                            c = tspots[da]
                            after[c] = -2 if c == ca else qa
                            changed.append(c)
                        for b in board:
                            lb = loc[pegs[b]]
                            if b != a and lb < HOME:
                                x = lb + kb - n if lb + kb >= n else lb + kb
                                o = track[x]  # (la and da on the way are touched already)
                                if o >= 0 and o // PEGS in changed:
                                    touched.add(b)
                        if not touched:
                            s, e_ = where[kb][a]
                            lst = second[kb]
                            out += map(first.__add__, lst[:s] + lst[e_:] if e_ > s else lst)
                            continue
                    lst = second[kb]
                    pos = where[kb]
                    touched.add(a)
                    kept = []
                    at = 0
                    for b in sorted(touched):
                        s, e_ = pos[b]
                        kept += lst[at:s]
                        at = e_
                    kept += lst[at:]
                    out += map(first.__add__, kept)
                    touched.discard(a)
                    held = self._lift(qa, la, da)
                    for b in touched:
                        out += map(first.__add__, seconds(b, pegs[b], after, prog, kb))
                    self._lower(qa, la, da, held)

    def _lift(self, q: int, old: int, new: int) -> int:
        """Peg ``q`` from ``old`` to ``new`` in the holes and lanes alone (its location and any
        peg it lands on stay as they were): the board a second part reads when the first
        part sends nobody to an in-spot. Returns what ``new`` held, for ``_lower``."""
        lane = self.homes[q // PEGS]
        if old < HOME:
            self.track[old] = -1
        else:
            lane[old - HOME] = -1
        if new < HOME:
            held = self.track[new]
            self.track[new] = q
            return held
        lane[new - HOME] = q
        return -1

    def _lower(self, q: int, old: int, new: int, held: int) -> None:
        """Undo ``_lift``."""
        lane = self.homes[q // PEGS]
        if new < HOME:
            self.track[new] = held
        else:
            lane[new - HOME] = -1
        if old < HOME:
            self.track[old] = q
        else:
            lane[old - HOME] = q

    def _seconds(self, i: int, q: int, pok, prog, k: int) -> list[int]:
        """Second-part key bits of team peg ``q`` (index ``i``) moving ``k`` holes, on the
        board as it is now."""
        got = self._row(i, q, pok, prog, k)
        if got is None:
            return []
        out = []
        if got[0][k] is not None:
            e = got[0][k]
            out.append((e >> _K_G << _K_G) | (i << _K_B) | (e >> 1 & 1))
        if got[1][k] is not None:
            out.append((got[1][k] >> _K_G << _K_G) | (i << _K_B) | _K_HB)
        return out

    def _actions(self, p: int, keys: list[int], codes: list[str]) -> list[Action]:
        """The plays ``keys`` (sorted) name, as the game's ready-made actions."""
        t = p & 1
        tables = []
        for code in codes:
            tab = _ACTIONS.get((t, code))
            if tab is None or len(tab) >= _MAX_PLAYS:
                tab = _ACTIONS[t, code] = {}
            tables.append(tab)
        joker = codes.index(JOKER) if JOKER in codes else -1
        if joker < 0:
            try:  # every action made already (the common case)
                return [tables[(key >> _K_CI) & 7][key & _K_MOVE] for key in keys]
            except KeyError:
                pass
        track = self.track
        out = []
        for key in keys:
            ci = (key >> _K_CI) & 7
            tab = tables[ci]
            move = key & _K_MOVE
            if ci == joker:  # a joker's key names the target's hole: the action, its peg
                move = (move & ~(255 << _K_B)) | track[(key >> _K_B) & 255] << _K_CI
            a = tab.get(move)
            if a is None:
                a = tab[move] = self._action_of(p, key, codes)
            out.append(a)
        return out

    def _action_of(self, p: int, key: int, codes: list[str]) -> Action:
        """The play a key names (see ``_plays``), on the board as it is."""
        code = codes[(key >> _K_CI) & 7]
        pegs = self.team_pegs[p & 1]
        a = pegs[(key >> _K_A) & 31]
        sec = (key >> _K_SEC) & 3
        if code == JOKER:
            args = (code, PEG_NAMES[a], PEG_NAMES[self.track[(key >> _K_B) & 255]])
        elif sec < 2:
            args = (code, PEG_NAMES[a], "home") if key & _K_HA else (code, PEG_NAMES[a])
        else:
            ka = (key >> _K_KA) & 15
            kb = FORWARD[_RANK_OF[code]] - ka
            b = pegs[(key >> _K_B) & 255]
            args = (code, PART_NAMES[a][ka], *(("home",) if key & _K_HA else ()),
                    PART_NAMES[b][kb], *(("home",) if key & _K_HB else ()))
        act = _PLAYS.get(args)
        if act is None:
            if len(_PLAYS) >= _MAX_PLAYS:
                _PLAYS.clear()
            act = _PLAYS[args] = Action("play", args)
        return act

    def _play_random(self, bits, max_actions: int) -> None:
        """Random play to the end as ``cardkit.sim``'s generic loop plays it (the same draws on
        the same legal list, the same history), without building the actions not drawn."""
        record = self.history.append
        apply_rules = self._apply
        plays = self._plays
        for _ in range(max_actions):
            if self.phase == "over":
                return
            p = self.turn_player
            keys, codes, must = plays(p)
            nplays = len(keys)
            total = nplays if must else nplays + len(codes)
            if not total:
                raise RuntimeError(f"{self.name} seed {self.seed}: no legal action in phase "
                                   f"{self.phase!r}")
            r = below_bits(bits[p], total)
            if r < nplays:
                keys.sort()
                action = self._action_of(p, keys[r], codes)
            else:
                action = _DISCARDS[codes[r - nplays]]
            events = apply_rules(action)
            record((p, str(action), events))

    # ----- a play named by its key, without its Action (strategies, _play_experiment) ------
    def _key_one(self, p: int, key: int, r: str) -> tuple[int, int] | None:
        """``(peg, destination)`` of player ``p``'s legal play of a card of rank ``r`` named
        by ``key`` (see ``_plays``) when it moves one peg (a joker, coming out, one peg
        forward or back); None for a split. Nothing is moved."""
        sec = key >> _K_SEC & 3
        if sec == 2:
            return None
        peg = self.team_pegs[p & 1][key >> _K_A & 31]
        if sec == 0:
            if r == JOKER:  # its key names the target's hole
                return peg, key >> _K_B & 255
            return peg, self.come_outs[peg // PEGS]
        lq = self.loc[peg]
        if r in BACK:
            d = lq - BACK[r]
            return peg, d + self.length if d < 0 else d
        return peg, self._ahead(peg, lq, FORWARD[r], key & _K_HA)

    def _ahead(self, peg: int, lq: int, k: int, home: int) -> int:
        """Where ``peg`` on ``lq`` ends ``k`` holes forward (into home if ``home``), for a
        move already known to be legal (``_forward`` without its checks)."""
        if home:
            return HOME + k - (self.in_spots[peg // PEGS] - lq) % self.length - 1
        d = lq + k
        if lq < HOME and d >= self.length:
            return d - self.length
        return d

    def _key_moved(self, p: int, key: int, r: str) -> list[tuple[int, int]]:
        """``[(peg, where it ends)]`` of player ``p``'s legal play named by ``key`` when it
        lands on no peg (its key has no landing flag): as ``_do_key`` would leave the pegs,
        nothing moved."""
        one = self._key_one(p, key, r)
        if one is not None:
            return [one]
        pegs = self.team_pegs[p & 1]
        loc = self.loc
        a = pegs[key >> _K_A & 31]
        ka = key >> _K_KA & 15
        b = pegs[key >> _K_B & 255]
        return [(a, self._ahead(a, loc[a], ka, key & _K_HA)),
                (b, self._ahead(b, loc[b], FORWARD[r] - ka, key & _K_HB))]

    def _do_key(self, p: int, key: int, r: str, log: list) -> None:
        """Make player ``p``'s legal play of a card of rank ``r`` named by ``key`` on the
        board (as ``_execute`` makes its action), old places in ``log``, no events."""
        one = self._key_one(p, key, r)
        if one is not None:
            self._move(one[0], one[1], log)
            return
        pegs = self.team_pegs[p & 1]
        loc = self.loc
        a = pegs[key >> _K_A & 31]
        ka = key >> _K_KA & 15
        self._move(a, self._ahead(a, loc[a], ka, key & _K_HA), log)
        b = pegs[key >> _K_B & 255]  # from where the first part left it
        self._move(b, self._ahead(b, loc[b], FORWARD[r] - ka, key & _K_HB), log)

    def _play_experiment(self, bots, max_actions: int) -> int | None:
        """The game played to its end by ``bots`` as ``cardkit.sim``'s loop plays it, for an
        experiment (which reads only scores, winners, turns and the number of actions): the
        same decisions and the same state at the end, but no Action, Event or history.

        Plays random seats (``RandomAgent``: the same draws on the same listing) and
        ``PegsSensible`` seats of any parameters (its ``pick``, the function ``choose``
        calls); returns None for any other bot, having played nothing. What it duplicates
        of ``_apply``: the card leaves the hand for the discard pile, the win check, the
        draw (``_draw`` itself) and the turn passing on; plays are made by ``_do_key``
        from the listing's keys instead of ``_execute`` from an action's texts.
        ``tests/games/test_pegs_and_jokers_experiment.py`` checks it against the loop.
        """
        from ...agents import RandomAgent
        from ...agents.pegs_and_jokers import PegsSensible

        seats = []
        for b in bots:
            if type(b) is RandomAgent:
                seats.append((b._rng.getrandbits, None))
            elif type(b) is PegsSensible:
                seats.append((None, b.pick))
            else:
                return None
        plays, hands, loc, team_pegs = self._plays, self.hands, self.loc, self.team_pegs
        do_key, draw, players = self._do_key, self._draw, self.players
        played = 0
        for _ in range(max_actions):
            if self.phase == "over":
                return played
            p = self.turn_player
            bits, pick = seats[p]
            if pick is None:
                keys, codes, must = plays(p)
            else:
                quiet: list = []
                keys, codes, must = plays(p, quiet)
            keys.sort()
            nplays = len(keys)
            total = nplays if must else nplays + len(codes)
            if not total:
                raise RuntimeError(f"{self.name} seed {self.seed}: no legal action in phase "
                                   f"{self.phase!r}")
            if pick is None:  # below_bits(bits, total), inlined
                k = total.bit_length()
                i = bits(k)
                while i >= total:
                    i = bits(k)
            else:
                i = pick(self, p, keys, codes, not must, quiet) if quiet else None
                if i is None:  # with every split listed
                    extra = self._split_plays(p, quiet) if quiet else None
                    if extra:
                        keys += extra
                        keys.sort()
                        nplays = len(keys)
                        must = True  # a split moves pegs with a card other than a joker
                    i = pick(self, p, keys, codes, not must)
            played += 1
            if i < nplays:
                key = keys[i]
                code = codes[key >> _K_CI & 7]
                hands[p].remove(code)
                self.discard.append(code)
                do_key(p, key, _RANK_OF[code], [])
                t = p & 1
                if min(map(loc.__getitem__, team_pegs[t])) >= HOME:  # every team peg home
                    self.winning_team = t
                    self.phase = "over"
                    return played
            else:
                code = codes[i - nplays]
                hands[p].remove(code)
                self.discard.append(code)
            draw(p, None)
            self.turn_player = (p + 1) % players
            self.turns += 1
        return played

    def _parse(self, tokens: list[str]) -> Action:
        word = tokens[0].lower()
        shape = ("actions look like 'play 5H 0:1', 'play KS 0:1 home', 'play 7C 0:1:3 2:0:4 home', "
                 "'play JK 0:1 1:3' or 'discard 5H'")
        if word not in ("play", "discard") or len(tokens) < 2:
            raise IllegalMove(f"'{' '.join(tokens)}' is not a Pegs and Jokers action; {shape}")
        code = tokens[1].upper()
        if code not in _ALL_CODES:
            raise IllegalMove(f"{tokens[1]!r} is not a card; cards look like AS, 10H, QC or JK")
        if word == "discard":
            if len(tokens) != 2:
                raise IllegalMove(f"a discard names one card, e.g. 'discard {code}'")
            return Action("discard", (code,))
        rest = [t.lower() if t.lower() == "home" else t for t in tokens[2:]]
        r = rank_of(code)
        if r == JOKER:
            if len(rest) != 2 or not all(_is_peg(t) for t in rest):
                raise IllegalMove("a joker names the peg it moves and the peg it lands on, "
                                  "e.g. 'play JK 0:1 1:3'")
            return Action("play", (code, *rest))
        parts: list[list[str]] = []
        for t in rest:
            if t == "home":
                if not parts or len(parts[-1]) > 1:
                    raise IllegalMove("'home' follows the peg (or split part) that turns into home")
                parts[-1].append("home")
            elif _is_peg(t) or (r in SPLIT and _is_part(t)):
                parts.append([t])
            else:
                raise IllegalMove(f"{t!r} is not a peg; a peg is written colour:number, e.g. 0:3"
                                  + ("; a split part is colour:number:holes, e.g. 0:3:4"
                                     if r in SPLIT else ""))
        if len(parts) == 1 and _is_peg(parts[0][0]):
            return Action("play", (code, *parts[0]))
        if len(parts) == 2 and r in SPLIT and all(_is_part(p[0]) for p in parts):
            return Action("play", (code, *parts[0], *parts[1]))
        if r in SPLIT:
            raise IllegalMove(f"a {r} moves one peg ('play {code} 0:1') or is split in two parts "
                              f"('play {code} 0:1:3 2:0:{int(r) - 3}')")
        raise IllegalMove(f"a {r} moves one peg: 'play {code} 0:1' (add 'home' to turn into home)")

    def _why_illegal(self, action: Action) -> str:
        p = self.turn_player
        code = action.args[0]
        hand = self.hands[p]
        if code not in hand:
            return f"you hold no {code}: your hand is {' '.join(hand)}"
        if action.kind == "discard":
            for c in dict.fromkeys(hand):
                if rank_of(c) != JOKER and self.can_move(p, c):
                    return (f"you must play a card that can move a peg: {c} can move one "
                            f"(a discard is only allowed when no card but a joker can move)")
            return super()._why_illegal(action)
        try:
            self._check_play(p, action)
        except _Refused as e:
            return str(e)
        return super()._why_illegal(action)

    def _peg(self, p: int, text: str) -> int:
        c, i = (int(x) for x in text.split(":")[:2])
        if c >= self.players or i >= PEGS:
            raise _Refused(f"there is no peg {c}:{i}: colours are 0–{self.players - 1} and pegs "
                           f"0–{PEGS - 1}")
        peg = c * PEGS + i
        if team_of(c) != team_of(p):
            raise _Refused(f"peg {c}:{i} belongs to player {c} of the other team: you move only "
                           "your team's pegs")
        return peg

    def _check_play(self, p: int, action: Action) -> None:
        """Raise _Refused with the reason a legal-looking play is refused."""
        code, *rest = action.args
        r = rank_of(code)
        if r == JOKER:
            m = self._peg(p, rest[0])
            c, i = (int(x) for x in rest[1].split(":"))
            if c >= self.players or i >= PEGS:
                raise _Refused(f"there is no peg {c}:{i}")
            t = c * PEGS + i
            starts = [q for q in self.team(p) if self.loc[q] == START]
            if starts and self.loc[m] != START:
                raise _Refused(f"your team still has pegs in a start area (e.g. "
                               f"{peg_name(starts[0])}): a joker must move one of them out")
            if not starts and self.loc[m] >= HOME:
                raise _Refused(f"peg {peg_name(m)} is home: a joker moves a peg on the track")
            if not 0 <= self.loc[t] < HOME:
                raise _Refused(f"peg {peg_name(t)} is not on the track: a joker lands only on a "
                               "peg on a track hole")
            if t // PEGS == m // PEGS:
                raise _Refused(f"peg {peg_name(t)} has the same colour as peg {peg_name(m)}: "
                               "no peg lands on its own colour")
            reason = self._landing(m, self.loc[t])
            if reason:
                raise _Refused(reason)
            return
        if len(rest) <= 2 and (len(rest) == 1 or rest[1] == "home") and rest[0].count(":") == 1:
            peg = self._peg(p, rest[0])
            home = len(rest) == 2
            loc = self.loc[peg]
            if loc == START:
                if r in OUT_RANKS and not home:
                    self._come_out(peg, True)
                    return
                raise _Refused(f"peg {peg_name(peg)} is in its start area: only A, K, Q, J or a "
                               f"joker bring a peg out, not a {r}")
            if r in BACK:
                if home:
                    raise _Refused("an 8 moves backward: it never moves a peg into home")
                self._back(peg, BACK[r], True)
                return
            self._forward(peg, FORWARD[r], home, True)
            return
        # a split
        if r not in SPLIT:
            raise _Refused(f"only a 7 or a 9 may be split, not a {r}")
        parts = []
        i = 0
        while i < len(rest):
            home = i + 1 < len(rest) and rest[i + 1] == "home"
            parts.append((rest[i], home))
            i += 2 if home else 1
        (ta, ha), (tb, hb) = parts
        a, b = self._peg(p, ta), self._peg(p, tb)
        ka, kb = int(ta.split(":")[2]), int(tb.split(":")[2])
        if a == b:
            raise _Refused("a split moves two different pegs")
        if ka < 1 or kb < 1 or ka + kb != FORWARD[r]:
            raise _Refused(f"the two parts of a split {r} are at least 1 each and add up to {r}, "
                           f"not {ka} + {kb}")
        da = self._forward(a, ka, ha, True)
        log: list = []
        self._move(a, da, log)
        try:
            self._forward(b, kb, hb, True)
        finally:
            self._revert(log)

    # ----- applying -----------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        p = self.turn_player
        ev: list[Event] = []
        code = action.args[0]
        self.hands[p].remove(code)
        self.discard.append(code)
        if action.kind == "discard":
            ev.append(Event("discard", p, {"card": code},
                            f"Player {p} has no card that must move a peg and discards {code}."))
            self._draw(p, ev)
            self._next(ev)
            return ev
        ev.append(make_event(("play", p, {"card": code, "action": str(action)}, _play_text)))
        self._execute(p, code, action.args[1:], [], ev)
        t = team_of(p)
        if min(map(self.loc.__getitem__, self.team_pegs[t])) >= HOME:  # every team peg home
            self.winning_team = t
            self.phase = "over"
            members = [q for q in range(self.players) if team_of(q) == t]
            ev.append(Event("win", None, {"team": t, "winners": members,
                                          "team_scores": self.team_scores()},
                            f"Every peg of team {t} (players "
                            f"{', '.join(map(str, members))}) is home: team {t} wins."))
            return ev
        self._draw(p, ev)
        self._next(ev)
        return ev

    def _execute(self, p: int, code: str, args, log: list, ev: list | None = None) -> None:
        """Move the pegs a legal play names (its args after the card), logging old places."""
        r = _RANK_OF.get(code) or rank_of(code)
        if args.__class__ is not tuple:
            args = tuple(args)
        key = (r, args)
        plan = _PLANS.get(key)
        if plan is None:
            if len(_PLANS) >= _MAX_PLAYS:
                _PLANS.clear()
            plan = _PLANS[key] = _plan(r, args)
        if not plan:  # not a shape worked out in advance: step by step
            return self._execute_why(p, code, args, log, ev)
        npegs = len(self.loc)
        if plan[0] == 0:  # joker: (0, mover, target, mover's name)
            m, t = plan[1], plan[2]
            if m >= npegs or (m // PEGS - p) % 2 or t >= npegs:
                return self._execute_why(p, code, args, log, ev)
            self._move(m, self.loc[t], log, ev, p, " with the joker")
        elif plan[0] == 1:  # one peg: (1, peg, home, name)
            peg = plan[1]
            if peg >= npegs or (peg // PEGS - p) % 2:
                return self._execute_why(p, code, args, log, ev)
            if self.loc[peg] == START:
                self._move(peg, self._come_out(peg), log, ev, p)
            elif r in BACK:
                self._move(peg, self._back(peg, BACK[r]), log, ev, p, _HOW_BACK[r])
            else:
                self._move(peg, self._forward(peg, FORWARD[r], plan[2]), log, ev, p,
                           _HOW_FORWARD[FORWARD[r]])
        else:  # a split: (2, (peg, holes, home), (peg, holes, home))
            for peg, _k, _home in plan[1:]:
                if peg >= npegs or (peg // PEGS - p) % 2:
                    return self._execute_why(p, code, args, log, ev)
            for peg, k, home in plan[1:]:
                self._move(peg, self._forward(peg, k, home), log, ev, p, _HOW_FORWARD[k])

    def _one_peg_effects(self, p: int, code: str, args) -> list | None:
        """For a legal play moving one peg (a joker too): ``(peg, old, new)`` for every peg
        ``_execute`` would move, in the order it logs them, nothing moved; None for a split
        (or args ``_execute`` reads step by step)."""
        r = _RANK_OF.get(code) or rank_of(code)
        if args.__class__ is not tuple:
            args = tuple(args)
        return self._one_peg_plan(p, r, (r, args))

    def _one_peg_plan(self, p: int, r: str, key: tuple) -> list | None:
        """``_one_peg_effects`` for ``key`` = (rank, args after the card)."""
        plan = _PLANS.get(key)
        if plan is None:
            if len(_PLANS) >= _MAX_PLAYS:
                _PLANS.clear()
            plan = _PLANS[key] = _plan(r, key[1])
        if not plan or plan[0] == 2:
            return None
        loc = self.loc
        peg = plan[1]
        if peg >= len(loc) or (peg // PEGS - p) % 2:
            return None
        if plan[0] == 0:
            if plan[2] >= len(loc):
                return None
            dest = loc[plan[2]]
        elif loc[peg] == START:
            dest = self._come_out(peg)
        elif r in BACK:
            dest = self._back(peg, BACK[r])
        else:
            dest = self._forward(peg, FORWARD[r], plan[2])
        if dest is None:
            return None
        return self._move_effects(peg, dest)

    def _move_effects(self, peg: int, dest: int) -> list[tuple[int, int, int]]:
        """``(peg, old, new)`` for each place ``_move(peg, dest)`` would set, in its order."""
        out = []
        if 0 <= dest < HOME:
            o = self.track[dest]
            if o >= 0 and o != peg:
                c, oc = peg // PEGS, o // PEGS
                if (oc - c) % 2:
                    out.append((o, dest, START))
                else:
                    spot = self.in_spots[oc]
                    q = self.track[spot]
                    if q >= 0 and q != peg:
                        out.append((q, spot, START))
                    out.append((o, dest, spot))
        out.append((peg, self.loc[peg], dest))
        return out

    def _execute_why(self, p: int, code: str, args, log: list, ev: list | None = None) -> None:
        """``_execute`` reading the texts one by one (and refusing what it cannot read)."""
        rest = list(args)
        r = rank_of(code)
        if r == JOKER:
            m = self._peg(p, rest[0])
            c, i = (int(x) for x in rest[1].split(":"))
            self._move(m, self.loc[c * PEGS + i], log, ev, p, " with the joker")
        elif len(rest) == 1 or (len(rest) == 2 and rest[1] == "home"):
            peg = self._peg(p, rest[0])
            home = len(rest) == 2
            if self.loc[peg] == START:
                self._move(peg, self._come_out(peg), log, ev, p)
            elif r in BACK:
                self._move(peg, self._back(peg, BACK[r]), log, ev, p, f" {BACK[r]} back")
            else:
                k = FORWARD[r]
                self._move(peg, self._forward(peg, k, home), log, ev, p, f" {k} forward")
        else:
            i = 0
            while i < len(rest):
                home = i + 1 < len(rest) and rest[i + 1] == "home"
                peg = self._peg(p, rest[i])
                k = int(rest[i].split(":")[2])
                self._move(peg, self._forward(peg, k, home), log, ev, p, f" {k} forward")
                i += 2 if home else 1

    def sent_to_start(self, player: int, rank: str) -> set[int]:
        """Peg ids that some legal move of ``player`` with a card of ``rank`` sends back to start.

        The player need not be the one to move: this is what they could do on the present board.
        """
        hit: set[int] = set()
        code = rank if rank == JOKER else rank + "S"
        for args in self.moves(player, rank):
            log: list = []
            self._execute(player, code, args, log)
            hit.update(q for q, old in log if old != START and self.loc[q] == START)
            self._revert(log)
        return hit

    def _draw(self, p: int, ev: list[Event] | None) -> None:
        """Player ``p`` draws back up to five (rebuilding the pile when it is empty); the
        events go to ``ev`` (None: none made, for ``_play_experiment``)."""
        hand = self.hands[p]
        while len(hand) < HAND:
            if not self.draw_pile:
                pile = list(self.discard)
                self.discard = []
                self._rng.shuffle(pile)
                self.draw_pile = pile
                self.rebuilds += 1
                self.dealer = (self.dealer + 1) % self.players
                if ev is not None:
                    ev.append(Event("rebuild", None, {"cards": len(pile), "dealer": self.dealer},
                                    f"The draw pile is empty: the {len(pile)} discards are "
                                    f"shuffled into a new one (player {self.dealer} deals)."))
                if not pile:
                    return
            hand.append(self.draw_pile.pop())
            if ev is not None:
                ev.append(make_event(("draw", p, {"draw_pile": len(self.draw_pile)}, _draw_text)))

    def _next(self, ev: list[Event]) -> None:
        self.turn_player = (self.turn_player + 1) % self.players
        self.turns += 1
        ev.append(make_event(("turn", self.turn_player, {}, _turn_text)))

    # ----- what players see ---------------------------------------------------------
    def peg_docs(self) -> list[dict[str, Any]]:
        """Every peg: name, owner, team, location (area, track pos or home hole)."""
        out = []
        for peg, loc in enumerate(self.loc):
            c = peg // PEGS
            out.append({"peg": peg_name(peg), "colour": c, "colour_name": COLOUR_NAMES[c],
                        "team": team_of(c), "number": peg % PEGS, **location_doc(loc)})
        return out

    def board(self) -> dict[str, Any]:
        """The board geometry with drawing coordinates (see ``board.layout``)."""
        return layout(self.players)

    def observation(self, player: int) -> dict[str, Any]:
        board = self.board()
        pegs = self.peg_docs()
        for peg in pegs:  # where to draw it: its track hole, home hole or start slot
            if peg["area"] == "track":
                spot = board["track"][peg["pos"]]
            elif peg["area"] == "home":
                spot = board["home"][peg["colour"]][peg["hole"]]
            else:
                spot = board["start"][peg["colour"]][peg["number"]]
            peg["x"], peg["y"] = spot["x"], spot["y"]
        return {
            "game": self.name, "players": self.players, "player": player,
            "current_player": self.current_player, "phase": self.phase, "turns": self.turns,
            "dealer": self.dealer, "hand": list(self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands], "draw_pile_size": len(self.draw_pile),
            "discard": list(self.discard), "discard_top": self.discard[-1] if self.discard else None,
            "teams": [[p for p in range(self.players) if team_of(p) == t] for t in (0, 1)],
            "colours": [{"player": p, "colour_name": COLOUR_NAMES[p], "team": team_of(p)}
                        for p in range(self.players)],
            "board": board, "pegs": pegs,
            "scores": self.scores(), "team_scores": self.team_scores(),
            "winning_team": self.winning_team, "winners": self.winners(),
            "legal": [str(a) for a in self.legal_actions()] if player == self.current_player else [],
        }

    def render_text(self) -> str:
        n = self.players
        lines = [f"Pegs and Jokers — {n} players — draw pile {len(self.draw_pile)} — discard "
                 f"{self.discard[-1] if self.discard else '-'} — team pegs home "
                 f"{self.team_scores()[0]} : {self.team_scores()[1]}"]
        for s in range(n):
            row = []
            for h in range(SIDE):
                q = self.track[SIDE * s + h]
                if q >= 0:
                    row.append(f"{q // PEGS}{q % PEGS}")
                elif h == COME_OUT:
                    row.append("()")
                elif h == IN_SPOT:
                    row.append("[]")
                else:
                    row.append("..")
            start = sum(1 for i in range(PEGS) if self.loc[s * PEGS + i] == START)
            home = "".join(str(q % PEGS) if q >= 0 else "." for q in self.homes[s])
            mark = ">" if s == self.current_player else " "
            lines.append(f"{mark} side {s} (player {s}, team {team_of(s)}): {' '.join(row)} | "
                         f"start {start} | home {home} | hand {len(self.hands[s])} cards")
        if self.is_over:
            lines.append(f"Game over: team {self.winning_team} wins (players "
                         f"{', '.join(map(str, self.winners()))}).")
        else:
            lines.append(f"Player {self.current_player} to play, holding "
                         f"{' '.join(self.hands[self.current_player])}; () come-out hole, "
                         "[] in-spot, pegs as colour+number.")
        return "\n".join(lines)


# event sentences, written when first read (see core.Event)
def _play_text(e) -> str:
    return f"Player {e[1]} plays {e[2]['card']}."


def _draw_text(e) -> str:
    return f"Player {e[1]} draws a card."


def _turn_text(e) -> str:
    return f"Player {e[1]}'s turn."


def _bump_text(peg: int, spot_of: int | None) -> str:
    where = "" if spot_of is None else f" from player {spot_of}'s in-spot"
    return f"Peg {peg_name(peg)} (player {peg // PEGS}) is sent back to its start area{where}."


def _in_spot_text(peg: int, spot: int) -> str:
    return f"Partner's peg {peg_name(peg)} is sent to its in-spot (track hole {spot})."


def _home_text(peg: int, how: str, origin: int, dest: int) -> str:
    return f"Peg {peg_name(peg)} moves{how} and turns into home, to {where(dest)}."


def _come_out_text(peg: int, how: str, origin: int, dest: int) -> str:
    return f"Peg {peg_name(peg)} comes out onto {where(dest)}{how}."


def _move_text(peg: int, how: str, origin: int, dest: int) -> str:
    return f"Peg {peg_name(peg)} moves{how} from {where(origin)} to {where(dest)}."


_MOVE_TEXT = {"home": _home_text, "come_out": _come_out_text, "move": _move_text}


def _is_peg(t: str) -> bool:
    a = t.split(":")
    return len(a) == 2 and all(x.isdigit() and len(x) <= 2 for x in a)


def _is_part(t: str) -> bool:
    a = t.split(":")
    return len(a) == 3 and all(x.isdigit() and len(x) <= 2 for x in a)


PEG_NAMES = tuple(peg_name(q) for q in range(8 * PEGS))
_OWN = tuple(frozenset(range(c * PEGS, c * PEGS + PEGS)) for c in range(8))  # ids by colour
_PEG_IDS = {name: q for q, name in enumerate(PEG_NAMES)}
_RANK_OF = {r + s: r for s in SUITS for r in RANKS}
_RANK_OF[JOKER] = JOKER
_HOW_FORWARD = {k: f" {k} forward" for k in range(1, 11)}
_HOW_BACK = {r: f" {k} back" for r, k in BACK.items()}
_SAME_MOVES = {"Q": "J", "K": "J"}  # ranks whose moves are the same (scored_moves)
_PLANS: dict[tuple, tuple] = {}  # (rank, args after the card) -> what _execute does
# ready-made actions (immutable; each keeps its text once worked out), by their args
_PLAYS: dict[tuple, Action] = {}
_MAX_PLAYS = 200_000
_DISCARDS = {code: Action("discard", (code,)) for code in _RANK_OF}


def _plan(r: str, args: tuple) -> tuple:
    """The pegs a play's args name, as ``_execute`` reads them; () when the args are of
    another shape (then ``_execute`` reads them step by step, with its reasons)."""
    if r == JOKER:
        if len(args) == 2 and args[0] in _PEG_IDS and args[1] in _PEG_IDS:
            return (0, _PEG_IDS[args[0]], _PEG_IDS[args[1]])
        return ()
    if len(args) == 1 or (len(args) == 2 and args[1] == "home"):
        if args[0] in _PEG_IDS:
            return (1, _PEG_IDS[args[0]], len(args) == 2)
        return ()
    parts = []
    i = 0
    while i < len(args):
        home = i + 1 < len(args) and args[i + 1] == "home"
        bits = args[i].split(":")
        if len(bits) != 3 or not all(b.isdigit() for b in bits):
            return ()
        c, n, k = (int(b) for b in bits)
        if n >= PEGS or c >= 8 or not 1 <= k <= 10:
            return ()
        parts.append((c * PEGS + n, k, home))
        i += 2 if home else 1
    return (2, *parts)
PART_NAMES = tuple(tuple(f"{peg_name(q)}:{k}" for k in range(10)) for q in range(8 * PEGS))
_ALL_CODES = frozenset([r + s for s in SUITS for r in RANKS] + [JOKER])

# the bits of a play's key (``_plays``), from the lowest
_K_FB, _K_FA = 1, 2          # the second part / the (first) part lands on a peg
_K_HB = 4                    # the second part turns into home
_K_B = 3                     # second part's peg index among the team's (joker: target hole)
_K_HA = 1 << 11              # the (first) part turns into home
_K_KA = 12                   # holes of a split's first part
_K_A = 16                    # the (first) peg's index among the team's pegs
_K_SEC = 21                  # 0 coming out or joker, 1 one peg, 2 split
_K_CI = 23                   # the card's index among the hand's distinct cards
_K_G = 26                    # above: _OFF - gain
_K_MOVE = ((1 << _K_CI) - 1) & ~3  # the move without the card and the landing flags
_OFF = 1 << 12
_ACTIONS: dict[tuple, dict] = {}  # (team, card) -> key & _K_MOVE -> ready-made action
_KMAX = 10  # the most holes forward of any card: the rows of ``_plays``
_OPEN_ROWS: dict[int, tuple] = {}


def _open_rows(n: int) -> tuple:
    """``(plain, home)`` tables of ``_row`` (kmax 10) for a track peg with no peg on the 10
    holes ahead, by track length: ``plain[colour][hole]`` and ``home[colour][hole][free]``
    (``free``: the empty holes at the mouth of the colour's lane). Never changed."""
    got = _OPEN_ROWS.get(n)
    if got is None:
        players = n // SIDE
        prog = _progress(n, players)
        none = (None,) * (_KMAX + 1)
        plain, home = [], []
        for c in range(players):
            pc = prog[c]
            plain.append([(None,) + tuple((pc[lq] - pc[(lq + k) % n]) << _K_G
                                          for k in range(1, _KMAX + 1)) for lq in range(n)])
            by_hole = []
            for lq in range(n):
                j = (in_spot(c) - lq) % n
                by_free = []
                for free in range(HOME_HOLES + 1):
                    row = list(none)
                    if j < _KMAX:
                        for rr in range(1, min(HOME_HOLES, _KMAX - j, free) + 1):
                            row[j + rr] = ((pc[lq] - n - rr) << _K_G) | _K_HA
                    by_free.append(tuple(row))
                by_hole.append(by_free)
            home.append(by_hole)
        got = _OPEN_ROWS[n] = (plain, home)
    return got


# rows (``_row``) of a peg in its lane that may move 1..m holes, by kmax and m (never changed)
_LANE_ROWS = tuple(tuple((tuple(-k << _K_G if 1 <= k <= m else None for k in range(kmax + 1)),
                          (None,) * (kmax + 1)) for m in range(HOME_HOLES))
                   for kmax in range(11))
_PROGRESS: dict[int, list] = {}


def _progress(n: int, players: int) -> list[list[int]]:
    """Per colour, ``progress`` by location (a list: START is its last item)."""
    table = _PROGRESS.get(n)
    if table is None:
        table = []
        for c in range(players):
            row = [0] * (HOME + HOME_HOLES + 1)
            spot = in_spot(c)
            for x in range(n):
                row[x] = n - (spot - x) % n
            for h in range(HOME_HOLES):
                row[HOME + h] = n + 1 + h
            table.append(row)
        _PROGRESS[n] = table
    return table

GAME = PegsAndJokers
