"""The legal plays listed as sortable integer keys (the fast formulation of
``scored_moves``), the plays named by their keys, and the simulator's random and experiment
playouts on them; ``PegsAndJokers`` inherits them from ``Plays``."""
from __future__ import annotations

from ...core import Action
from ...core.rng import below_bits
from .board import (
    HOME,
    HOME_HOLES,
    PEGS,
    START,
)
from .cards import (
    _ACTIONS,
    _DISCARDS,
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


class Plays:
    """``PegsAndJokers``' plays as keys, and its playouts for the simulator."""

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
                        rows = self._rows(pegs, pok, prog)
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

    def _rows(self, pegs, pok, prog) -> list:
        """Per team peg (index): None in start, else ``(plain, home)``: lists by holes
        1.._KMAX of the move's key bits (``-gain``, landing flag, home; see ``_plays``) or
        None."""
        loc, track, homes, n, kmax = self.loc, self.track, self.homes, self.length, _KMAX
        open_plain, open_home = _open_rows(n)
        lane_rows = _LANE_ROWS[kmax]
        out: list = []
        for q in pegs:
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
                    out.append(self._row(q, pok, prog, kmax))
        return out

    def _row(self, q: int, pok, prog, kmax: int):
        """``_rows``'s entry of team peg ``q`` (moves up to ``kmax`` holes) on the board as it
        is now."""
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
        rows = self._rows(pegs, pok, prog)
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
        from ...agents.pegs_and_jokers import PegsSensible
        from ...sim.playout import random_seat_bits

        seats = []
        for b in bots:
            if (draw := random_seat_bits(b)) is not None:
                seats.append((draw, None))
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
