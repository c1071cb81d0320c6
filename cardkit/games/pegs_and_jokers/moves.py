"""Pegs and Jokers' legal plays and where each peg ends: the one move generator of the
rules (``PegsAndJokers`` inherits it from ``MoveList``).

Each kind of move has one function that says where a peg ends, or (``why``) why it may
not move so: ``_row`` (forward, every number of holes at once, into home or not),
``_back_end`` (an 8), ``_come_out_end`` (A, K, Q, J) and ``_joker_ends``. The listing,
the refusals' reasons and the making of a play all call them.

A play is listed as one sortable int, its *key* (layout: the ``_K_*`` constants of
``cards``). From the top: the card's index among the hand's distinct cards, the kind of
move (0 coming out or joker, 1 one peg, 2 a split), the (first) peg's index among the
team's pegs, a split's first part's holes, whether it turns into home, the second peg's
index (a joker: the target's hole), whether it turns into home; below them what the play
does: where each part ends and whether it lands on a peg. Sorting the keys gives
``_legal``'s order; ``_actions`` turns them into the game's ready-made ``Action``
objects, made once per play.

The rules it lists (rules file, "Card powers", "Passing and landing", "Going home"):

- a peg moves forward the card's holes (an 8: back), never passing nor landing on a peg
  of its own colour (``_row``, ``_back_end``);
- landing on an opponent sends it to start; landing on a partner sends it to its own
  in-spot, which must not hold a peg of the partner's colour or another team peg
  (``_partner_landing``);
- a forward move that reaches the peg's own in-spot may turn into home, as far as the
  lane is free (``_row``'s ``home`` list); pegs in home move further in, exactly;
- A/K/Q/J bring a team peg out onto its come-out hole (``_come_out_end``);
- a joker moves a team peg in start (or, with every team start empty, on the track) onto
  any track peg of another colour (``_joker_ends``);
- a 7 or 9 split moves two different team pegs, the second part on the board the first
  part leaves (``_Splits``).
"""
from __future__ import annotations

from ...core import Action, ConfigError, Kept
from ...i18n import _
from .board import HOME, HOME_HOLES, PEGS, START, peg_name, progress_table, where
from .cards import (
    _ACTIONS,
    _CODE,
    _DEST,
    _DISCARDS,
    _K_A,
    _K_B,
    _K_CI,
    _K_DA,
    _K_DB,
    _K_FA,
    _K_FB,
    _K_G,
    _K_HA,
    _K_HB,
    _K_KA,
    _K_MOVE,
    _K_SEC,
    _KMAX,
    _OFF,
    _RANK_OF,
    _SAME_MOVES,
    BACK,
    FORWARD,
    JOKER,
    OUT_RANKS,
    SPLIT,
    _move_args,
)

ANY = -1      # _partner_landing: any team peg may land on a partner of that colour
NONE = -2     # _partner_landing: no team peg may
_NONES = tuple((None,) * m for m in range(_KMAX + 2))  # no move of so many holes
ONE_PEG = 1 << _K_SEC  # the kind of move of a key: one peg forward or back
SPLIT_KIND = 2 << _K_SEC  # a split
_PLACE = 255 << _K_DA  # where the (first) part ends, in a key or a row entry
# Ready-made rows of the moves with nothing on their way (never changed). A row entry is a
# key's bits of one part: minus the team's progress it makes (``_K_G``), where it ends,
# whether it turns into home and whether it lands on a peg.
def _home_rows() -> tuple:
    """``[j][free]``: the home list of a peg ``j`` (at most 10) holes before its in-spot with
    ``free`` empty holes at the mouth of its lane: a move of k goes k - j holes in, at least
    1, at most ``free``, and makes k holes of progress."""
    return tuple(tuple((None, *(((_CODE[HOME + k - j - 1] << _K_DA) | _K_HA) - (k << _K_G)
                                if 1 <= k - j <= free else None for k in range(1, _KMAX + 1)))
                       for free in range(HOME_HOLES + 1)) for j in range(_KMAX + 1))


def _lane_rows() -> tuple:
    """``[h][m]``: the plain list of a peg on home hole ``h`` with ``m`` empty holes ahead."""
    return tuple(tuple((None, *((_CODE[HOME + h + k] << _K_DA) - (k << _K_G)
                                if k <= min(m, HOME_HOLES - 1 - h) else None
                                for k in range(1, _KMAX + 1)))
                       for m in range(HOME_HOLES)) for h in range(HOME_HOLES))


_HOME_ROWS, _LANE_ROWS = _home_rows(), _lane_rows()


def _track_rows(n: int) -> tuple:
    """``[lq][j]``: the plain list of a track peg on ``lq``, ``j`` (at most 10) holes before
    its in-spot, with nothing on its way: k holes on, past the in-spot k - n of progress."""
    return tuple(tuple((None, *((_CODE[(lq + k) % n] << _K_DA) - ((k if k <= j else k - n) << _K_G)
                                for k in range(1, _KMAX + 1))) for j in range(_KMAX + 1))
                 for lq in range(n))


_TRACK_ROWS = Kept(_track_rows)  # track length -> [hole][holes to the in-spot, at most 10]


def end_of(entry: int) -> int:
    """The location a row entry (or a key's first part) ends on."""
    return _DEST[entry >> _K_DA & 255]


def _second(e: int) -> int:
    """A row entry as the second part of a split's key (progress, landing flag, place, home
    flag)."""
    return (e >> _K_G << _K_G) | (e >> 1 & 1) | ((e >> _K_DA & 255) << _K_DB) | (e >> 9 & _K_HB)


def _partner_sent(prog, oc: int, x: int, n: int) -> int:
    """Row-entry bits of the progress a team peg adds when it lands on a partner of colour
    ``oc`` on track hole ``x``: the partner goes to its in-spot."""
    return -((n - prog[oc][x]) << _K_G)


class MoveList:
    """``PegsAndJokers``' legal plays as keys (see the module's text)."""

    def _plays(self, p: int, codes: list[str] | None = None) -> tuple[list[int], list[str], bool]:
        """``(keys, codes, must_play)``: every legal play of player ``p`` as one int key, unsorted.

        ``codes`` are the cards looked at (default: the hand's distinct cards in hand order).
        ``must_play``: a card other than a joker moves a peg (then no discard is allowed)."""
        t = p & 1
        pegs = self.team_pegs[t]
        if codes is None:
            codes = list(dict.fromkeys(self.hands[p]))
        keys: list[int] = []
        must = False
        done: dict[str, list] = {}  # moves of a rank (Q and K move as J)
        pok = self._partner_landing(t)
        rows = board = None
        for ci, code in enumerate(codes):
            r = _RANK_OF[code]
            same = _SAME_MOVES.get(r, r)
            rel = done.get(same)
            if rel is None:
                if r == JOKER:
                    rel = self._joker_keys(pegs, pok)
                elif r in BACK:
                    rel = self._back_keys(pegs, pok)
                else:
                    if rows is None:
                        rows, board = self._rows(pegs, pok)
                    rel = self._forward_keys(r, pegs, pok, rows, board)
                done[same] = rel
            if rel:
                must = must or r != JOKER
                keys += map((ci << _K_CI).__add__, rel) if ci else rel
        return keys, codes, must

    def _partner_landing(self, t: int) -> list[int]:
        """Per colour of team ``t``: ANY team peg may land on a peg of that colour (when
        not on its own in-spot), NONE may, else the one peg that may (it stands on the
        colour's in-spot and leaves it)."""
        track = self.track
        out = [NONE] * self.players
        for c in range(t, self.players, 2):
            s = track[self.in_spots[c]]
            if s < 0 or (s // PEGS - c) & 1:
                out[c] = ANY
            elif s // PEGS != c:
                out[c] = s
        return out

    def _rows(self, pegs, pok) -> tuple[list, list[int]]:
        """``(rows, board)``. ``rows``: per team peg (index), its ``_row`` (None in start).
        ``board``: the indexes of the pegs that may move (on the track, or in a lane with
        room ahead: pegs never leave a lane)."""
        loc, row = self.loc, self._row
        rows: list = []
        board: list[int] = []
        for i, q in enumerate(pegs):
            r = row(q, pok, _KMAX)
            rows.append(r)
            if r is not None and (loc[q] < HOME or r[0][1] is not None):
                board.append(i)
        return rows, board

    # ----- where a peg ends, or why not: the one answer of each kind of move ---------------
    def _row(self, q: int, pok, kmax: int, why: bool = False):
        """Where team peg ``q`` ends moving forward 1 … ``kmax`` holes on the board as it is:
        ``(plain, home)``, lists by holes (entries 1 … kmax are read) of row entries (where it
        ends, ``_K_DA``; whether it lands on a peg, ``_K_FA``; into home, ``_K_HA``), None
        where the rules refuse the move; None for a peg in start. With ``why`` every refused
        entry is the reason instead (and a peg in start has its reasons too).

        Forward round the track as far as its own colour's first peg ahead, landing on an
        opponent (sent to start) or a partner (sent to its in-spot, when ``pok``, the team's
        ``_partner_landing``, allows; None: worked out only if a partner is met), or
        turning into home past its in-spot as far as the lane is free; in its lane, further
        in as far as the next peg or the back."""
        lq = self.loc[q]
        if lq == START:
            return self._start_words(q, kmax) if why else None
        c = q // PEGS
        lane = self.homes[c]
        if lq >= HOME:
            h = lq - HOME
            m = 0
            while m < kmax and h + m + 1 < HOME_HOLES and lane[h + m + 1] < 0:
                m += 1
            row = _LANE_ROWS[h][m], _NONES[_KMAX + 1]
            return self._lane_words(q, h, m, row, kmax) if why else row
        n, track = self.length, self.track
        end = lq + kmax + 1
        ahead = track[lq + 1:end] if end <= n else track[lq + 1:] + track[:end - n]
        free = 0  # the empty holes at the mouth of its lane
        while free < HOME_HOLES and lane[free] < 0:
            free += 1
        j = (self.in_spots[c] - lq) % n  # holes to its in-spot (0: standing on it)
        jj = j if j < _KMAX else _KMAX
        tracks = _TRACK_ROWS[n]
        if max(ahead) < 0 and not why:  # nothing on its way
            return tracks[lq][jj], _HOME_ROWS[jj][free]
        plain = list(tracks[lq][jj])
        stop = kmax + 1  # holes to the first peg of its own colour ahead
        for k, o in enumerate(ahead, 1):
            if o < 0:
                continue
            oc = o // PEGS
            if oc == c:  # its own colour: neither landed on nor passed
                stop = k
                plain[k:] = _NONES[_KMAX + 1 - k]
                break
            if (oc - c) & 1:  # an opponent, sent to start
                plain[k] |= _K_FA
            else:  # a partner, sent to its in-spot
                w = (pok or self._partner_landing(c & 1))[oc]
                if w == ANY or w == q:
                    x = lq + k - n if lq + k >= n else lq + k
                    plain[k] = (plain[k] | _K_FA) + _partner_sent(progress_table(self.players), oc,
                                                                  x, n)
                else:
                    plain[k] = None
        home = _HOME_ROWS[jj][free] if j < stop else _NONES[_KMAX + 1]
        if why:
            return self._track_words(q, lq, (plain, home), stop, j, free, kmax)
        return plain, home

    def _back_end(self, q: int, pok, why: bool = False):
        """Where team peg ``q`` ends with an 8 (8 holes back on the track, passing and
        landing as forward): its row entry, or None (``why``: the reason). ``pok`` as in
        ``_row``."""
        lq = self.loc[q]
        if not 0 <= lq < HOME:
            if not why:
                return None
            if lq == START:
                return _("peg {peg} is in its start area: an 8 never moves a peg from start").format(
                    peg=peg_name(q))
            return _("peg {peg} is in its home lane: an 8 never moves a peg out of home").format(
                peg=peg_name(q))
        c, track, k = q // PEGS, self.track, BACK["8"]
        for s in range(1, k + 1):
            o = track[lq - s]  # (a negative index counts from the end of the loop)
            if o >= 0 and o // PEGS == c:
                return self._own_colour_words(q, o, (lq - s) % self.length, s == k) if why else None
        n = self.length
        x = lq - k
        if x < 0:
            x += n
        prog = progress_table(self.players)
        e = (_CODE[x] << _K_DA) - ((prog[c][x] - prog[c][lq]) << _K_G)
        o = track[x]
        if o < 0:
            return e
        oc = o // PEGS
        if (oc - c) & 1:
            return e | _K_FA
        w = (pok or self._partner_landing(c & 1))[oc]
        if not (w == ANY or w == q):
            return self._partner_words(q, x) if why else None
        return (e | _K_FA) + _partner_sent(prog, oc, x, n)

    def _come_out_end(self, q: int, pok, why: bool = False):
        """Where team peg ``q`` in start comes out (its come-out hole, a landing there): its
        row entry, or None (``why``: the reason)."""
        if self.loc[q] != START:
            return _("peg {peg} is not in its start area").format(peg=peg_name(q)) if why else None
        c = q // PEGS
        x = self.come_outs[c]
        prog = progress_table(self.players)
        e = (_CODE[x] << _K_DA) - (prog[c][x] << _K_G)
        o = self.track[x]
        if o < 0:
            return e
        oc = o // PEGS
        if oc == c or (not (oc - c) & 1 and (pok or self._partner_landing(c & 1))[oc] != ANY):
            return self._landing_words(q, o, x) if why else None
        return (e | _K_FA) + (0 if (oc - c) & 1 else _partner_sent(prog, oc, x, self.length))

    def _joker_movers(self, pegs) -> tuple[list[int], bool]:
        """``(indexes of the team pegs a joker may move, whether they are in start)``: the
        team's pegs in start while any is there, else its pegs on the track."""
        loc = self.loc
        movers = [i for i, q in enumerate(pegs) if loc[q] == START]
        if movers:
            return movers, True
        return [i for i, q in enumerate(pegs) if 0 <= loc[q] < HOME], False

    def _joker_ends(self, m: int, pok, targets, why: int | None = None):
        """Where team peg ``m`` may jump with a joker: ``[(hole, row entry)]`` for each of
        ``targets`` (``(hole, peg)``, the track's pegs) it may land on: any of another colour
        but a partner on its own in-spot or one ``pok`` protects. ``why``: a target peg;
        then None if ``m`` may land on it, else the reason."""
        loc, spots, n = self.loc, self.in_spots, self.length
        c = m // PEGS
        prog = progress_table(self.players)
        pc = prog[c]
        before = pc[loc[m]]
        out = []
        for h, o in targets:
            oc = o // PEGS
            if oc == c:
                continue
            e = ((_CODE[h] << _K_DA) | _K_FA) - ((pc[h] - before) << _K_G)
            if not (oc - c) & 1:
                w = (pok or self._partner_landing(c & 1))[oc]
                if loc[o] == spots[oc] or not (w == ANY or w == m):
                    continue
                e += _partner_sent(prog, oc, h, n)
            out.append((h, e))
        if why is None:
            return out
        if any(h == loc[why] for h, _end in out):
            return None
        return self._landing_words(m, why, loc[why])

    # ----- the reasons: what the functions above found, in a student's words --------------
    def _start_words(self, q: int, kmax: int) -> tuple[list, list]:
        why = _("peg {peg} is in its start area: a peg in start moves only by coming out (with A, "
                "K, Q or J, or a joker)").format(peg=peg_name(q))
        return [why] * (kmax + 1), [why] * (kmax + 1)

    def _lane_words(self, q: int, h: int, m: int, row, kmax: int) -> tuple[list, list]:
        plain = list(row[0][:kmax + 1])
        lane = self.homes[q // PEGS]
        for k in range(1, kmax + 1):
            if plain[k] is not None:
                continue
            if h + k >= HOME_HOLES:
                plain[k] = _("peg {peg} is on home hole {h} (of 0–{last}): {k} would go past the "
                             "back of the lane (pegs in home move exactly, never out)").format(
                                 peg=peg_name(q), h=h, last=HOME_HOLES - 1, k=k)
            else:
                plain[k] = _("peg {peg} on home hole {h} is in the way: pegs in home never pass "
                             "each other").format(peg=peg_name(lane[h + m + 1]), h=h + m + 1)
        home = [_("peg {peg} is already in its home lane: write the move without 'home'").format(
            peg=peg_name(q))] * (kmax + 1)
        return plain, home

    def _track_words(self, q: int, lq: int, row, stop: int, j: int, free: int,
                     kmax: int) -> tuple[list, list]:
        n = self.length
        plain, home = list(row[0][:kmax + 1]), list(row[1][:kmax + 1])
        x_stop = (lq + stop) % n
        for k in range(1, kmax + 1):
            if plain[k] is None:
                plain[k] = (self._own_colour_words(q, self.track[x_stop], x_stop, k == stop)
                            if k >= stop else self._partner_words(q, (lq + k) % n))
            if home[k] is None:
                home[k] = self._home_words(q, lq, k, j, free, stop, x_stop)
        return plain, home

    def _home_words(self, q: int, lq: int, k: int, j: int, free: int, stop: int,
                    x_stop: int) -> str:
        spot, r = self.in_spots[q // PEGS], k - j
        if r < 1:
            return _("a move of {k} from {where} does not reach past peg {peg}'s in-spot (track "
                     "hole {spot}): it cannot turn into home").format(
                         k=k, where=where(lq), peg=peg_name(q), spot=spot)
        if r > HOME_HOLES:
            return _("a move of {k} would overshoot peg {peg}'s home lane ({r} holes into a lane "
                     "of {holes}): it must go on round the track").format(
                         k=k, peg=peg_name(q), r=r, holes=HOME_HOLES)
        if stop <= j:
            return self._own_colour_words(q, self.track[x_stop], x_stop, False)
        lane = self.homes[q // PEGS]
        return _("peg {peg} on home hole {h} is in the way: a peg turning into home may not pass "
                 "or land on it").format(peg=peg_name(lane[free]), h=free)

    @staticmethod
    def _own_colour_words(q: int, o: int, x: int, lands: bool) -> str:
        if lands:
            return _("peg {peg} may not land on peg {other} of its own colour on track hole "
                     "{x}").format(peg=peg_name(q), other=peg_name(o), x=x)
        return _("peg {peg} may not pass peg {other} of its own colour on track hole {x}").format(
            peg=peg_name(q), other=peg_name(o), x=x)

    def _landing_words(self, q: int, o: int, x: int) -> str:
        """Why ``q`` may not land on peg ``o`` on track hole ``x``."""
        if o // PEGS == q // PEGS:
            return _("track hole {x} holds peg {other}, of the same colour as peg {peg}: no peg "
                     "lands on its own colour").format(x=x, other=peg_name(o), peg=peg_name(q))
        return self._partner_words(q, x)

    def _partner_words(self, q: int, x: int) -> str:
        """Why ``q`` may not land on the partner's peg on track hole ``x`` (``pok`` said no)."""
        o = self.track[x]
        spot = self.in_spots[o // PEGS]
        s = self.track[spot]
        if spot == x:
            return _("partner's peg {peg} stands on its own in-spot: it cannot be sent there, so "
                     "it cannot be landed on").format(peg=peg_name(o))
        if s // PEGS == o // PEGS:
            text = _("landing on partner's peg {peg} would send it to its in-spot (track hole "
                     "{spot}), which already holds peg {other} of the partner's colour")
        else:
            text = _("landing on partner's peg {peg} would send it to its in-spot (track hole "
                     "{spot}), which holds peg {other} of your team")
        return text.format(peg=peg_name(o), spot=spot, other=peg_name(s))

    # ----- the plays of each kind of card, as keys ---------------------------------------
    def _joker_keys(self, pegs, pok) -> list[int]:
        """A joker: a team peg in start (or, none in start, on the track) onto a track peg
        of another colour."""
        movers, on_start = self._joker_movers(pegs)
        targets = [(h, o) for h, o in enumerate(self.track) if o >= 0]
        out: list[int] = []
        by_colour: dict[int, list] = {}  # pegs in start of one colour move alike
        for i in movers:
            m = pegs[i]
            c = m // PEGS
            ends = by_colour.get(c) if on_start else None
            if ends is None:
                ends = self._joker_ends(m, pok, targets)
                if on_start:
                    by_colour[c] = ends
            base = (_OFF << _K_G) | (i << _K_A)
            out += [base + (h << _K_B) + e for h, e in ends]
        return out

    def _back_keys(self, pegs, pok) -> list[int]:
        """An 8: a team peg on the track 8 holes back."""
        out: list[int] = []
        end = self._back_end
        for i, q in enumerate(pegs):
            e = end(q, pok)
            if e is not None:
                out.append(((_OFF << _K_G) | ONE_PEG | (i << _K_A)) + e)
        return out

    def _come_out_keys(self, pegs, pok) -> list[int]:
        """A, K, Q, J: a team peg in start onto its come-out hole."""
        out: list[int] = []
        end, loc = self._come_out_end, self.loc
        for i, q in enumerate(pegs):
            if loc[q] == START:
                e = end(q, pok)
                if e is not None:
                    out.append(((_OFF << _K_G) | (i << _K_A)) + e)
        return out

    def _forward_keys(self, r: str, pegs, pok, rows, board) -> list[int]:
        """A card that moves forward: coming out (A, K, Q, J), one peg, a split (7, 9)."""
        out = self._come_out_keys(pegs, pok) if r in OUT_RANKS and None in rows else []
        k = FORWARD[r]
        one = (_OFF << _K_G) | ONE_PEG
        for i in board:
            plain, home = rows[i]
            e = plain[k]
            if e is not None:
                out.append((one | (i << _K_A)) + e)
            e = home[k]
            if e is not None:
                out.append((one | (i << _K_A)) + e)
        if r in SPLIT and len(board) > 1:
            _Splits(self, k, pegs, rows, board, pok).keys(out)
        return out

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

    def _seconds(self, i: int, q: int, pok, k: int) -> list[int]:
        """Second-part key bits of team peg ``q`` (index ``i``) moving ``k`` holes, on the
        board as it is now."""
        got = self._row(q, pok, k)
        if got is None:
            return []
        out = []
        e = got[0][k]
        if e is not None:
            out.append(_second(e) | (i << _K_B))
        e = got[1][k]
        if e is not None:
            out.append(_second(e) | (i << _K_B))
        return out

    # ----- a play named by its key -------------------------------------------------------
    def _actions(self, p: int, keys: list[int], codes: list[str]) -> list[Action]:
        """The plays ``keys`` (sorted) name, as the game's ready-made actions."""
        team = _ACTIONS[p & 1]
        tables = [team[code] for code in codes]
        if JOKER not in codes:
            return [tables[(key >> _K_CI) & 7][key & _K_MOVE] for key in keys]
        joker = codes.index(JOKER)
        out = []
        for key in keys:
            ci = (key >> _K_CI) & 7
            out.append(tables[ci][self._move_of(key) if ci == joker else key & _K_MOVE])
        return out

    def _move_of(self, key: int) -> int:
        """A joker's key's ``move`` bits: the target's hole replaced by its peg, above them
        (the action names the peg, wherever it stands)."""
        return (key & _K_MOVE & ~(255 << _K_B)) | self.track[(key >> _K_B) & 255] << _K_CI

    def _key_args(self, p: int, key: int, code: str) -> tuple[str, ...]:
        """The args after the card of the play of ``code`` a key names."""
        return _move_args(p & 1, code, self._move_of(key) if code == JOKER else key & _K_MOVE)

    def _key_moves(self, p: int, key: int) -> tuple:
        """``(peg, where it ends)`` for the peg (a split: ``(peg, end, peg, end)`` for the
        two) a key's play moves with its card, read from the key; nothing moved."""
        pegs = self.team_pegs[p & 1]
        a = pegs[key >> _K_A & 31]
        if key >> _K_SEC & 3 == 2:
            return a, _DEST[key >> _K_DA & 255], pegs[key >> _K_B & 255], _DEST[key >> _K_DB & 255]
        return a, _DEST[key >> _K_DA & 255]

    def _do_key(self, p: int, key: int, log: list) -> None:
        """Make player ``p``'s legal play named by ``key`` on the board (as ``_apply`` makes
        its action), old places in ``log``, no events."""
        moves = self._key_moves(p, key)
        self._move(moves[0], moves[1], log)
        if len(moves) == 4:  # the second part, from where the first part left it
            self._move(moves[2], moves[3], log)

    def _key_effects(self, p: int, key: int) -> list[tuple[int, int, int]]:
        """``(peg, before, after)`` for every peg the play ``key`` names moves (landings
        included), each once, in the order first moved: the play tried on the board and
        always taken back."""
        log: list = []
        try:
            self._do_key(p, key, log)
            first: dict[int, int] = {}
            for peg, old in log:
                first.setdefault(peg, old)
            return [(peg, old, self.loc[peg]) for peg, old in first.items()]
        finally:
            self._revert(log)


class _Splits:
    """The split plays of a ``k`` (7 or 9): a first part on the board as it is, a second
    part on the board the first part leaves.

    Second parts are taken from the board as it is (the rows) unless the first part
    changed a hole on their way, a team in-spot, or the lane they may enter: those are
    worked out again with the first part made (``_fresh``)."""

    def __init__(self, g, k: int, pegs, rows, board, pok):
        self.g, self.k, self.pegs, self.rows, self.board = g, k, pegs, rows, board
        self.pok = pok
        t = pegs[0] // PEGS & 1
        self.tspots = {g.in_spots[c]: c for c in range(t, g.players, 2)}  # team in-spots
        self.second, self.where = self._second_parts()
        self.behind = self._pegs_behind()

    def _second_parts(self) -> tuple[list, list]:
        """Per holes kb: the second-part key bits of every board peg (in board order), and
        where each peg's entries lie in that list (``{index: (start, end)}``)."""
        second: list = [None] * self.k
        where: list = [None] * self.k
        for kb in range(1, self.k):
            lst: list[int] = []
            pos = {}
            for i in self.board:
                plain, home = self.rows[i]
                s = len(lst)
                bi = i << _K_B
                e = plain[kb]
                if e is not None:  # as a second part (``_second``), with the peg index
                    lst.append((e >> _K_G << _K_G) | (e >> 1 & 1)
                               | ((e >> _K_DA & 255) << _K_DB) | bi)
                e = home[kb]
                if e is not None:
                    lst.append((e >> _K_G << _K_G) | ((e >> _K_DA & 255) << _K_DB) | _K_HB | bi)
                pos[i] = (s, len(lst))
            second[kb] = lst
            where[kb] = pos
        return second, where

    def _pegs_behind(self) -> dict[int, list]:
        """Track hole -> ``(holes behind it, index, colour)`` of the team's board pegs up to
        k - 1 holes behind it."""
        g, n = self.g, self.g.length
        behind: dict[int, list] = {}
        for i in self.board:
            lb = g.loc[self.pegs[i]]
            if lb < HOME:
                for s in range(1, self.k):
                    h = lb + s
                    behind.setdefault(h - n if h >= n else h, []).append(
                        (s, i, self.pegs[i] // PEGS))
        return behind

    def keys(self, out: list[int]) -> None:
        """Add the key of every split to ``out``."""
        g, k = self.g, self.k
        track, behind, tspots = g.track, self.behind, self.tspots
        base = (_OFF << _K_G) | SPLIT_KIND
        for a in self.board:
            qa = self.pegs[a]
            la = g.loc[qa]
            plain, home = self.rows[a]
            self.near_la = self.behind.get(la, ()) if la < HOME else ()
            # the first part changes nothing another peg's second part reads: the rows' own
            quiet = not self.near_la and la not in tspots
            for ka in range(1, k):
                for e in (plain[ka], home[ka]):
                    if e is None:
                        continue
                    da = _DEST[e >> _K_DA & 255]
                    first = base + (a << _K_A) + (ka << _K_KA) + e
                    # quiet: it lands on an empty hole, no team in-spot, on no other board
                    # peg's way (``behind`` of da holds peg a's own entry alone)
                    if quiet and da < HOME and track[da] < 0 and da not in tspots \
                            and len(behind[da]) == 1:
                        out += map(first.__add__, self._others(a, k - ka))
                    else:
                        self._after_first(a, qa, la, da, ka, first, out)

    def _others(self, a: int, kb: int) -> list[int]:
        """The second parts of ``kb`` holes from the rows, of every board peg but ``a``."""
        if not kb:
            return []
        s, e_ = self.where[kb][a]
        lst = self.second[kb]
        return lst[:s] + lst[e_:] if e_ > s else lst

    def _after_first(self, a: int, qa: int, la: int, da: int, ka: int, first: int,
                     out: list[int]) -> None:
        """The splits whose first part (key bits ``first``) takes peg ``qa`` (index ``a``)
        from ``la`` to ``da``."""
        g, kb = self.g, self.k - ka
        ca = qa // PEGS
        on_spot = la in self.tspots
        spots_change = on_spot
        near_da = ()
        if da < HOME:
            o = g.track[da]
            if o >= 0 and not (o // PEGS - ca) & 1:
                self._after_partner_landing(a, qa, da, kb, first, out)
                return
            spots_change = on_spot or da in self.tspots
            near_da = self.behind.get(da, ())
        touched = (self._touched(a, ca, da, kb, near_da)
                   if self.near_la or near_da or da >= HOME else None)
        after = self.pok
        if spots_change:
            after = self._pok_after(qa, ca, la, da, on_spot)
            if touched is None:
                touched = set()
            self._touch_landings(a, kb, after, touched)
        if not touched:
            s, e_ = self.where[kb][a]
            lst = self.second[kb]
            out += map(first.__add__, lst[:s] + lst[e_:] if e_ > s else lst)
            return
        self._fresh(a, qa, la, da, kb, first, touched, after, out)

    def _after_partner_landing(self, a: int, qa: int, da: int, kb: int, first: int,
                               out: list[int]) -> None:
        """The first part sends a partner to its in-spot: every second part worked out on
        the board it leaves."""
        g = self.g
        log: list = []
        g._move(qa, da, log)
        after = g._partner_landing(qa // PEGS & 1)
        for b in self.board:
            if b != a:
                out += map(first.__add__, g._seconds(b, self.pegs[b], after, kb))
        g._revert(log)

    def _touched(self, a: int, ca: int, da: int, kb: int, near_da) -> set:
        """The second pegs whose move of ``kb`` the first part changes: a hole on their way
        changes for a peg of the first part's colour (it may not pass its own colour), or
        where they land; into or in its lane, every peg of its colour. (``near_la``: the
        pegs behind the first peg's hole.)"""
        touched = set()
        for s, b, cb in self.near_la:
            if s <= kb and (cb == ca or s == kb):
                touched.add(b)
        for s, b, cb in near_da:
            if s <= kb and b != a and (cb == ca or s == kb):
                touched.add(b)
        if da >= HOME:  # into or in its lane: the lane its colour may enter
            touched.update(b for b in self.board if b != a and self.pegs[b] // PEGS == ca)
        return touched

    def _pok_after(self, qa: int, ca: int, la: int, da: int, on_spot: bool) -> list[int]:
        """``_partner_landing`` of the board the first part leaves, when it leaves or
        reaches a team in-spot."""
        after = self.pok[:]
        if on_spot:
            after[self.tspots[la]] = ANY
        if da in self.tspots:
            c = self.tspots[da]
            after[c] = NONE if c == ca else qa
        return after

    def _touch_landings(self, a: int, kb: int, after: list[int], touched: set) -> None:
        """Add the second pegs that would land on a partner whose landing rule changed."""
        g, n = self.g, self.g.length
        changed = {c for c, w in enumerate(after) if w != self.pok[c]}
        for b in self.board:
            lb = g.loc[self.pegs[b]]
            if b != a and lb < HOME:
                x = lb + kb - n if lb + kb >= n else lb + kb
                o = g.track[x]  # (la and da on the way are touched already)
                if o >= 0 and o // PEGS in changed:
                    touched.add(b)

    def _fresh(self, a: int, qa: int, la: int, da: int, kb: int, first: int, touched: set,
               after: list[int], out: list[int]) -> None:
        """The second parts of the untouched pegs from the rows, of the touched ones worked
        out with the first part made."""
        g = self.g
        lst = self.second[kb]
        pos = self.where[kb]
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
        held = g._lift(qa, la, da)
        for b in touched:
            out += map(first.__add__, g._seconds(b, self.pegs[b], after, kb))
        g._lower(qa, la, da, held)


class Plays:
    """The legal plays of the player to act, as the game lists them (the most team progress
    first); read-only.

    Play ``i`` (``0 <= i < len(self)``) is the game's legal action ``action(i)``; after the
    plays, when discarding is allowed, come the discards of the hand's distinct cards
    (``codes``), as in ``legal_actions()``, whose list ``actions`` is. Each play has a
    sortable int ``keys[i]`` (the listing's order). The methods say what a play does,
    nothing changed: its card, the team's progress it makes, the pegs its card moves and
    where they end (``moves``), whether it lands on a peg, and every peg it moves,
    landings included (``effects``). Once the game has moved on, every read of them
    raises ``ConfigError``: they describe a board that is gone."""

    __slots__ = ("_game", "_player", "_listed")

    def __init__(self, game, player: int, listed: tuple):
        # listed: the game's listing ``(state, keys, codes, must play)``, this very tuple
        # while the game is in that state (``_listing``); another tuple, or None, after
        self._game, self._player, self._listed = game, player, listed

    def _current(self) -> tuple:
        """The listing, while the game is still in its state; else ConfigError."""
        listed = self._listed
        if self._game._listed is not listed:
            raise ConfigError("the game has moved on since these plays were listed: ask "
                              "game.plays() again")
        return listed

    @property
    def player(self) -> int:
        """The player whose plays these are (the player to act)."""
        self._current()
        return self._player

    @property
    def keys(self) -> tuple[int, ...]:
        """Each play's sortable key, in the listing's order."""
        return self._current()[1]

    @property
    def codes(self) -> tuple[str, ...]:
        """The hand's distinct cards, in the order the keys and the discards name them."""
        return self._current()[2]

    @property
    def actions(self) -> list[Action]:
        """The game's legal list (not to be changed): the plays, then any discards."""
        self._current()
        return self._game.legal_list()

    def action(self, i: int) -> Action:
        """Entry ``i`` of the legal list, the game's own action (the simulator plays it as
        one it listed)."""
        g = self._game
        stamp, keys, codes, must = self._current()
        n = len(keys)
        if not 0 <= i < n + (0 if must else len(codes)):
            raise ConfigError(f"there is no legal action {i!r}: there are "
                              f"{n + (0 if must else len(codes))}")
        act = g._actions(self._player, (keys[i],), codes)[0] if i < n else _DISCARDS[codes[i - n]]
        g._vouched = (act, stamp)
        return act

    def __len__(self) -> int:
        return len(self._current()[1])

    @property
    def may_discard(self) -> bool:
        """Whether a discard is allowed (no card but a joker can move a team peg)."""
        return not self._current()[3]

    def card(self, i: int) -> str:
        """The card play ``i`` plays."""
        listed = self._current()
        return listed[2][listed[1][i] >> _K_CI & 7]

    def kind(self, i: int) -> str:
        """``"joker"``, ``"come out"``, ``"one peg"`` (forward or back) or ``"split"``."""
        sec = self.keys[i] >> _K_SEC & 3
        if sec:
            return "split" if sec == 2 else "one peg"
        return "joker" if self.card(i) == JOKER else "come out"

    def progress(self, i: int) -> int:
        """The change of the team's ``progress`` play ``i`` makes (pegs sent to their
        in-spot included; opponents' pegs not counted): the listing's order, most first."""
        return _OFF - (self._current()[1][i] >> _K_G)

    def lands(self, i: int) -> bool:
        """Whether a part of play ``i`` lands on a peg (which then goes to start or, a
        partner, to its in-spot)."""
        return bool(self._current()[1][i] & (_K_FA | _K_FB))

    def landing(self) -> list[int]:
        """The plays that land on a peg (``lands``), in the listing's order."""
        mask = _K_FA | _K_FB
        return [i for i, key in enumerate(self.keys) if key & mask]

    def moves(self, i: int) -> tuple:
        """``(peg, where it ends)`` for the peg play ``i`` moves with its card; a split:
        ``(peg, end, peg, end)``, the second from where the first part left the board."""
        return self._game._key_moves(self._player, self.keys[i])

    def all_moves(self) -> list[tuple]:
        """``moves(i)`` of every play, in order."""
        moves, p = self._game._key_moves, self._player
        return [moves(p, key) for key in self.keys]

    def effects(self, i: int) -> list[tuple[int, int, int]]:
        """``(peg, before, after)`` for every peg play ``i`` moves, landings included, each
        once: the play tried on the game's board and always taken back."""
        return self._game._key_effects(self._player, self.keys[i])
