"""Pegs and Jokers' legal plays: the one move generator of the rules (``PegsAndJokers``
inherits it from ``MoveList``).

A play is listed as one sortable int, its *key* (layout: the ``_K_*`` constants of
``cards``). From the top: ``_OFF - gain`` (the team's progress the play makes, so the
best play sorts first), the card's index among the hand's distinct cards, the kind of
move (0 coming out or joker, 1 one peg, 2 a split), the (first) peg's index among the
team's pegs, a split's first part's holes, whether it turns into home, the second peg's
index (a joker: the target's hole), whether it turns into home, and whether each part
lands on a peg. Sorting the keys gives ``_legal``'s order; ``_actions`` turns them into
the game's ready-made ``Action`` objects, made once per play.

The rules it lists (rules file, "Card powers", "Passing and landing", "Going home"):

- a peg moves forward the card's holes (an 8: back), never passing nor landing on a peg
  of its own colour (``_row``, ``_back_keys``);
- landing on an opponent sends it to start; landing on a partner sends it to its own
  in-spot, which must not hold a peg of the partner's colour or another team peg
  (``_partner_landing``);
- a forward move that reaches the peg's own in-spot may turn into home, as far as the
  lane is free (``_row``'s ``home`` list); pegs in home move further in, exactly;
- A/K/Q/J bring a team peg out onto its come-out hole (``_come_out_keys``);
- a joker moves a team peg in start (or, with every team start empty, on the track) onto
  any track peg of another colour (``_joker_keys``);
- a 7 or 9 split moves two different team pegs, the second part on the board the first
  part leaves (``_Splits``).
"""
from __future__ import annotations

from ...core import Action
from .board import (
    HOME,
    HOME_HOLES,
    PEGS,
    START,
)
from .cards import (
    _ACTIONS,
    _K_A,
    _K_B,
    _K_CI,
    _K_FA,
    _K_G,
    _K_HA,
    _K_HB,
    _K_KA,
    _K_MOVE,
    _K_SEC,
    _KMAX,
    _LANE_ROWS,
    _MAX_PLAYS,
    _OFF,
    _PLAYS,
    _RANK_OF,
    _SAME_MOVES,
    BACK,
    FORWARD,
    JOKER,
    OUT_RANKS,
    PART_NAMES,
    PEG_NAMES,
    SPLIT,
    _open_rows,
    _progress,
)

ANY = -1      # _partner_landing: any team peg may land on a partner of that colour
NONE = -2     # _partner_landing: no team peg may
_NONES = tuple((None,) * m for m in range(_KMAX + 2))  # no move of so many holes
ONE_PEG = 1 << _K_SEC  # the kind of move of a key: one peg forward or back
SPLIT_KIND = 2 << _K_SEC  # a split


class MoveList:
    """``PegsAndJokers``' legal plays as keys (see the module's text)."""

    def _plays(self, p: int, codes: list[str] | None = None) -> tuple[list[int], list[str], bool]:
        """``(keys, codes, must_play)``: every legal play of player ``p`` as one int key, unsorted.

        ``codes`` are the cards looked at (default: the hand's distinct cards in hand order).
        ``must_play``: a card other than a joker moves a peg (then no discard is allowed)."""
        t = p & 1
        pegs = self.team_pegs[t]
        prog = _progress(self.length, self.players)
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
                    rel = self._joker_keys(pegs, pok, prog)
                elif r in BACK:
                    rel = self._back_keys(pegs, pok, prog)
                else:
                    if rows is None:
                        rows, board = self._rows(pegs, pok, prog)
                    rel = self._forward_keys(r, pegs, pok, prog, rows, board)
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

    def _rows(self, pegs, pok, prog) -> tuple[list, list[int]]:
        """``(rows, board)``. ``rows``: per team peg (index), None in start, else
        ``(plain, home)``: lists by holes 1.._KMAX of the move's key bits (``-gain``,
        landing flag, home) or None. ``board``: the indexes of the pegs that may move (on
        the track, or in a lane with room ahead: pegs never leave a lane)."""
        loc, row = self.loc, self._row
        rows: list = []
        board: list[int] = []
        for i, q in enumerate(pegs):
            r = row(q, pok, prog, _KMAX)
            rows.append(r)
            # on the board: on the track, or in its lane with room ahead (a move of 1 hole)
            if r is not None and (loc[q] < HOME or r[0][1] is not None):
                board.append(i)
        return rows, board

    def _row(self, q: int, pok, prog, kmax: int):
        """``_rows``'s entry of team peg ``q`` (moves up to ``kmax`` holes) on the board as it
        is now: forward round the track as far as its own colour's first peg ahead, landing
        on an opponent (sent to start) or a partner (sent to its in-spot, when ``pok``
        allows), or turning into home past its in-spot as far as the lane is free."""
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
        open_plain, open_home = _open_rows(n := self.length)
        track = self.track
        end = lq + kmax + 1
        ahead = track[lq + 1:end] if end <= n else track[lq + 1:] + track[:end - n]
        lane = self.homes[c]  # the empty holes at the mouth of its lane
        free = 0
        while free < HOME_HOLES and lane[free] < 0:
            free += 1
        if max(ahead) < 0:  # no peg on the holes ahead: every move gains its holes (round
            # the in-spot: less), and the lane may be entered as far as it is free
            return open_plain[c][lq][:kmax + 1], open_home[c][lq][free][:kmax + 1]
        plain = list(open_plain[c][lq][:kmax + 1])  # as if no peg were ahead, then the pegs
        stop = kmax + 1  # holes to the first peg of its own colour ahead
        for k, o in enumerate(ahead, 1):
            if o < 0:
                continue
            oc = o // PEGS
            if oc == c:  # its own colour: neither landed on nor passed
                stop = k
                plain[k:] = _NONES[kmax + 1 - k]
                break
            if (oc - c) & 1:  # an opponent, sent to start
                plain[k] |= _K_FA
            else:  # a partner, sent to its in-spot (progress: from x to there)
                w = pok[oc]
                if w == ANY or w == q:
                    x = lq + k - n if lq + k >= n else lq + k
                    plain[k] = ((prog[c][lq] - prog[c][x] - n + prog[oc][x]) << _K_G) | _K_FA
                else:
                    plain[k] = None
        if (self.in_spots[c] - lq) % n >= stop:  # its own colour before its in-spot
            return plain, _NONES[kmax + 1]
        return plain, open_home[c][lq][free][:kmax + 1]  # into home, as far as it is free

    def _joker_keys(self, pegs, pok, prog) -> list[int]:
        """A joker: a team peg in start (or, none in start, on the track) onto a track peg
        of another colour."""
        loc = self.loc
        movers = [i for i, q in enumerate(pegs) if loc[q] == START]
        on_start = bool(movers)
        if not on_start:
            movers = [i for i, q in enumerate(pegs) if 0 <= loc[q] < HOME]
        targets = [(h, o) for h, o in enumerate(self.track) if o >= 0]
        out: list[int] = []
        by_colour: dict[int, tuple] = {}  # pegs in start of one colour move alike
        for i in movers:
            m = pegs[i]
            c = m // PEGS
            if on_start:
                got = by_colour.get(c)
                if got is not None:
                    out += map((i - got[0] << _K_A).__add__, got[1])
                    continue
            mine = self._joker_landings(i, m, targets, pok, prog)
            if on_start:
                by_colour[c] = (i, mine)
            out += mine
        return out

    def _joker_landings(self, i: int, m: int, targets, pok, prog) -> list[int]:
        """The keys of team peg ``m`` (index ``i``) jumping onto each of ``targets``
        (``(hole, peg)``)."""
        loc, n = self.loc, self.length
        c = m // PEGS
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
                if loc[o] == self.in_spots[oc] or not (w == ANY or w == m):
                    continue
                g = pc[h] - before + n - prog[oc][h]
            mine.append(base - (g << _K_G) + (h << _K_B))
        return mine

    def _back_keys(self, pegs, pok, prog) -> list[int]:
        """An 8: a team peg on the track 8 holes back, passing and landing as forward."""
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
                    break  # its own colour on the way
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
                        if not (w == ANY or w == q):
                            continue
                        g += n - prog[oc][x]
                out.append(((_OFF - g) << _K_G) | ONE_PEG | (i << _K_A) | f)
        return out

    def _come_out_keys(self, pegs, pok, prog) -> list[int]:
        """A, K, Q, J: a team peg in start onto its come-out hole (a landing there)."""
        loc, track = self.loc, self.track
        out: list[int] = []
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
                    if pok[oc] != ANY:
                        continue
                    g += self.length - prog[oc][x]
            out.append(((_OFF - g) << _K_G) | (i << _K_A) | f)
        return out

    def _forward_keys(self, r: str, pegs, pok, prog, rows, board) -> list[int]:
        """A card that moves forward: coming out (A, K, Q, J), one peg, a split (7, 9)."""
        out = self._come_out_keys(pegs, pok, prog) if r in OUT_RANKS and None in rows else []
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
            _Splits(self, k, pegs, rows, board, pok, prog).keys(out)
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

    def _seconds(self, i: int, q: int, pok, prog, k: int) -> list[int]:
        """Second-part key bits of team peg ``q`` (index ``i``) moving ``k`` holes, on the
        board as it is now."""
        got = self._row(q, pok, prog, k)
        if got is None:
            return []
        out = []
        if got[0][k] is not None:
            e = got[0][k]
            out.append((e >> _K_G << _K_G) | (i << _K_B) | (e >> 1 & 1))
        if got[1][k] is not None:
            out.append((got[1][k] >> _K_G << _K_G) | (i << _K_B) | _K_HB)
        return out

    # ----- a play named by its key -------------------------------------------------------
    def _actions(self, p: int, keys: list[int], codes: list[str]) -> list[Action]:
        """The plays ``keys`` (sorted) name, as the game's ready-made actions."""
        team = _ACTIONS[p & 1]
        tables = []
        for code in codes:
            tab = team.get(code)
            if tab is None or len(tab) >= _MAX_PLAYS:
                tab = team[code] = {}
            tables.append(tab)
        if JOKER not in codes:
            try:  # every action made already (the common case)
                return [tables[(key >> _K_CI) & 7][key & _K_MOVE] for key in keys]
            except KeyError:
                pass
        joker = codes.index(JOKER) if JOKER in codes else -1
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
        """The play a key names, on the board as it is."""
        code = codes[(key >> _K_CI) & 7]
        act = _PLAYS.get(args := (code, *self._key_args(p, key, code)))
        if act is None:
            if len(_PLAYS) >= _MAX_PLAYS:
                _PLAYS.clear()
            act = _PLAYS[args] = Action("play", args)
        return act

    def _key_args(self, p: int, key: int, code: str) -> tuple[str, ...]:
        """The args after the card of the play of ``code`` a key names."""
        pegs = self.team_pegs[p & 1]
        a = pegs[(key >> _K_A) & 31]
        sec = (key >> _K_SEC) & 3
        if code == JOKER:
            return PEG_NAMES[a], PEG_NAMES[self.track[(key >> _K_B) & 255]]
        if sec < 2:
            return (PEG_NAMES[a], "home") if key & _K_HA else (PEG_NAMES[a],)
        ka = (key >> _K_KA) & 15
        kb = FORWARD[_RANK_OF[code]] - ka
        b = pegs[(key >> _K_B) & 255]
        return (PART_NAMES[a][ka], *(("home",) if key & _K_HA else ()),
                PART_NAMES[b][kb], *(("home",) if key & _K_HB else ()))

    def _key_one(self, p: int, key: int, r: str) -> tuple[int, int] | None:
        """``(peg, destination)`` of player ``p``'s legal play of a card of rank ``r`` named
        by ``key`` when it moves one peg (a joker, coming out, one peg forward or back);
        None for a split. Nothing is moved."""
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
            return peg, self._behind(lq, BACK[r])
        return peg, self._ahead(peg, lq, FORWARD[r], key & _K_HA)

    def _ahead(self, peg: int, lq: int, k: int, home) -> int:
        """Where ``peg`` on ``lq`` ends ``k`` holes forward (into home if ``home``), for a
        move already known to be legal (no checks)."""
        if home:
            return HOME + k - (self.in_spots[peg // PEGS] - lq) % self.length - 1
        d = lq + k
        if lq < HOME and d >= self.length:
            return d - self.length
        return d

    def _behind(self, lq: int, k: int) -> int:
        """The track hole ``k`` holes back from ``lq`` (an 8's move, known to be legal)."""
        d = lq - k
        return d + self.length if d < 0 else d

    def _key_moved(self, p: int, key: int, r: str) -> list[tuple[int, int]]:
        """``[(peg, where it ends)]`` of player ``p``'s legal play named by ``key`` when it
        lands on no peg (its key has no landing flag), nothing moved."""
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
        board (as ``_apply`` makes its action), old places in ``log``, no events."""
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


class _Splits:
    """The split plays of a ``k`` (7 or 9): a first part on the board as it is, a second
    part on the board the first part leaves.

    Second parts are taken from the board as it is (the rows) unless the first part
    changed a hole on their way, a team in-spot, or the lane they may enter: those are
    worked out again with the first part made (``_fresh``)."""

    def __init__(self, g, k: int, pegs, rows, board, pok, prog):
        self.g, self.k, self.pegs, self.rows, self.board = g, k, pegs, rows, board
        self.pok, self.prog = pok, prog
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
                e = plain[kb]
                if e is not None:  # as a second part: the landing flag and the peg index
                    lst.append((e >> _K_G << _K_G) | (i << _K_B) | (e >> 1 & 1))
                e = home[kb]
                if e is not None:
                    lst.append((e >> _K_G << _K_G) | (i << _K_B) | _K_HB)
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
        g, n, k = self.g, self.g.length, self.k
        track, behind, tspots = g.track, self.behind, self.tspots
        base = (_OFF << _K_G) | SPLIT_KIND
        for a in self.board:
            qa = self.pegs[a]
            la = g.loc[qa]
            plain, home = self.rows[a]
            j = (g.in_spots[qa // PEGS] - la) % n if la < HOME else 0
            self.near_la = self.behind.get(la, ()) if la < HOME else ()
            # the first part changes nothing another peg's second part reads: the rows' own
            quiet = not self.near_la and la not in tspots
            for ka in range(1, k):
                for e in (plain[ka], home[ka]):
                    if e is None:
                        continue
                    if e & _K_HA:
                        da = HOME + ka - j - 1
                    elif la >= HOME or la + ka < n:
                        da = la + ka
                    else:
                        da = la + ka - n
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
                out += map(first.__add__, g._seconds(b, self.pegs[b], after, self.prog, kb))
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
            out += map(first.__add__, g._seconds(b, self.pegs[b], after, self.prog, kb))
        g._lower(qa, la, da, held)
