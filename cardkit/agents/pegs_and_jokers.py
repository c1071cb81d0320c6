"""A sensible Pegs and Jokers strategy: race, hit opponents, keep pegs out of reach."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.pegs_and_jokers.board import HOME, PEGS, START
from ..games.pegs_and_jokers.cards import (
    _K_CI,
    _K_FA,
    _K_FB,
    _K_G,
    _K_MOVE,
    _OFF,
    _RANK_OF,
    JOKER,
    OUT_RANKS,
    _progress,
    rank_of,
    team_of,
)

_K_LANDS = _K_FA | _K_FB  # a part of the play lands on a peg

# holes an opponent peg behind (negative: ahead) may be to reach a hole with one card
_REACH = (1, 2, 3, 4, 5, 6, 7, 9, 10, -8)
_KEEP = {"2": 0, "3": 0, "4": 0, "5": 1, "6": 1, "10": 2, "9": 3, "7": 4, "A": 5, "8": 5,
         "J": 6, "Q": 6, "K": 6, JOKER: 9}  # discard the lowest first


class PegsSensible:
    """Scores every play by the team's progress, the opponents' loss and the exposure after it.

    - progress: each peg's ``game.progress`` (start 0, nearer the in-spot more, home most), so
      entering home, coming out and the short way home with an 8 all count;
    - ``hit_weight``: how much an opponent peg sent back to start is worth, per hole of its progress;
    - ``danger_weight``: penalty per hole of progress of a team peg that an opponent peg could
      reach with one ordinary card (1–7, 9, 10 behind it, or 8 ahead of it);
    - ``joker_cost``: progress a joker must gain over its value in hand to be played;
    - ``shortlist``: how many best plays (by progress) are checked for danger;
    - ``eight_bonus``: value added to every play of an 8 (backward); negative keeps 8s for when
      nothing else moves (``-1000``: only when forced), positive plays them more eagerly. The
      default 0 leaves 8s to the progress count, which already values the short way home.
    With no play allowed (or only a joker not worth playing) it discards its least useful card.
    """

    name = "sensible"

    def __init__(self, hit_weight: float = 1.0, danger_weight: float = 0.25,
                 joker_cost: float = 25.0, shortlist: int = 12, seed: int = 0,
                 eight_bonus: float = 0.0):
        self.hit_weight, self.danger_weight = hit_weight, danger_weight
        self.eight_bonus = eight_bonus
        self.joker_cost, self.shortlist = joker_cost, shortlist
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return (f"PegsSensible(hit_weight={self.hit_weight}, danger_weight={self.danger_weight}, "
                f"joker_cost={self.joker_cost}"
                + (f", eight_bonus={self.eight_bonus})" if self.eight_bonus else ")"))

    def choose(self, game: Game, player: int) -> Action:
        legal = game._legal_list()  # only read
        keys, codes = _listing(game)
        return legal[self.pick(game, player, keys, codes, len(legal) > len(keys))]

    def pick(self, game, player: int, keys: list[int], codes: list[str],
             may_discard: bool) -> int:
        """The index of this strategy's choice in the legal list: the plays named by
        ``keys`` (sorted, see the game's ``moves`` module) then, when ``may_discard``, a
        discard of each of ``codes`` (the hand's distinct cards)."""
        nplays = len(keys)
        if not nplays:
            return nplays + self._discard(game, player, codes)
        team = player & 1
        prog = _progress(game.length, game.players)
        eight_bonus = self.eight_bonus
        # (rank, the play without its card) -> (gain, where the pegs it moved end)
        seen: dict[tuple, tuple] = {}
        worked_out = self._worked_out
        # the plays by gain, highest first (a stable sort: equal gains in listing order),
        # as far as the shortlist reaches. A play that lands on no peg gains the team's
        # progress, which the listing is sorted by already: only the plays that land on a
        # peg (and 8s, when they have a bonus) are worked out and merged in.
        if eight_bonus:
            special = [i for i, key in enumerate(keys)
                       if key & _K_LANDS or codes[key >> _K_CI & 7][0] == "8"]
        else:
            special = [i for i, key in enumerate(keys) if key & _K_LANDS]
        shortlist = self.shortlist
        if special:
            scored = []
            for i in special:
                key = keys[i]
                if key & _K_LANDS:
                    gain = worked_out(game, player, team, prog, seen, codes, key)[0]
                else:
                    gain = float(_OFF - (key >> _K_G)) + eight_bonus
                scored.append((-gain, i))
            if len(special) < nplays:
                left = shortlist
                marked = set(special)
                for i in range(nplays):
                    if i not in marked:
                        scored.append((float((keys[i] >> _K_G) - _OFF), i))
                        left -= 1
                        if left <= 0:
                            break
            scored.sort()
            scored = scored[:shortlist]
        else:  # in listing order, taken one by one as far as the search goes
            scored = ((float((keys[i] >> _K_G) - _OFF), i) for i in range(min(nplays, shortlist)))
        best, best_value = None, None
        danger_weight = self.danger_weight
        exposure = self._exposure
        loc = game.loc
        # exposure is never negative, so with danger_weight >= 0 no play is worth more than its
        # gain: once the gains (sorted, highest first) no longer beat the best value, none can
        prune = danger_weight >= 0
        exposed = None
        for minus, i in scored:
            gain = -minus
            key = keys[i]
            if prune and best_value is not None and gain <= best_value:
                break
            # the exposure reads only where the pegs are: put the moved pegs where the play
            # leaves them, in the locations list alone, and back
            if not key & _K_LANDS:
                # only team pegs move: the exposure changes by theirs alone
                moved = game._key_moved(player, key, _RANK_OF[codes[key >> _K_CI & 7]])
                if exposed is None:
                    exposed, opp, reach = self._exposed(game, team, prog)
                    total = sum(exposed.values())
                now = total
                for peg, new in moved:
                    now -= exposed.get(peg, 0)
                    if 0 <= new < HOME and not opp.isdisjoint(reach[new]):
                        now += prog[peg // PEGS][new]
                value = gain - danger_weight * float(now)
            else:
                moved = worked_out(game, player, team, prog, seen, codes, key)[1]
                if len(moved) == 1:
                    peg, new = moved[0]
                    old = loc[peg]
                    loc[peg] = new
                    value = gain - danger_weight * exposure(game, team)
                    loc[peg] = old
                else:
                    before = [loc[peg] for peg, _ in moved]
                    for peg, new in moved:
                        loc[peg] = new
                    value = gain - danger_weight * exposure(game, team)
                    for (peg, _), old in zip(reversed(moved), reversed(before), strict=True):
                        loc[peg] = old
            if best_value is None or value > best_value:
                best, best_value = i, value
        if may_discard and codes[keys[best] >> _K_CI & 7] == JOKER and best_value < 0:
            return nplays + self._discard(game, player, codes)
        return best

    def _worked_out(self, game, player: int, team: int, prog, seen: dict, codes: list[str],
                    key: int) -> tuple:
        """``(gain, [(peg, where the play leaves it)])`` of the play ``key`` names, worked out
        on the board."""
        code = codes[key >> _K_CI & 7]
        r = _RANK_OF[code]
        memo = (r, key & _K_MOVE)
        done = seen.get(memo)
        if done is not None:
            return done
        loc = game.loc
        hit_weight = self.hit_weight
        # a one-peg play (a joker too): what it would move, worked out without moving;
        # every peg then counts where the whole play leaves it, as in a log of moves
        one = game._key_one(player, key, r)
        if one is not None:
            effects = game._move_effects(*one)
            if len(effects) == 1:
                peg, old, new = effects[0]
                log = ((peg, old),)
                moved = [(peg, new)]
            else:
                final = {peg: new for peg, _, new in effects}
                log = [(peg, old) for peg, old, _ in effects]
                moved = [(peg, final[peg]) for peg, _ in log]
            gain = 0.0
            for (peg, old), (_, new) in zip(log, moved, strict=True):
                table = prog[peg // PEGS]
                if (peg // PEGS) % 2 == team:
                    gain += table[new] - table[old]
                else:
                    gain += hit_weight * (table[old] - table[new])
        else:
            log = []
            game._do_key(player, key, r, log)
            gain = 0.0
            for peg, old in log:
                table = prog[peg // PEGS]
                new = loc[peg]
                if (peg // PEGS) % 2 == team:
                    gain += table[new] - table[old]
                else:
                    gain += hit_weight * (table[old] - table[new])
            moved = [(peg, loc[peg]) for peg, _ in log]
            game._revert(log)
        if code == JOKER:
            gain -= self.joker_cost
        elif self.eight_bonus and code[0] == "8":
            gain += self.eight_bonus
        done = seen[memo] = (gain, moved)
        return done

    @staticmethod
    def _exposed(game, team: int, prog) -> tuple[dict, set, list]:
        """``_exposure`` peg by peg: ``({team peg: its progress, for each one exposed},
        the opponents' locations, the reach table)``."""
        loc = game.loc
        opp = set(map(loc.__getitem__, game.team_pegs[1 - team]))
        reach = _reach_table(game.length)
        exposed = {}
        for peg in game.team_pegs[team]:
            at = loc[peg]
            if 0 <= at < HOME and not opp.isdisjoint(reach[at]):
                exposed[peg] = prog[peg // PEGS][at]
        return exposed, opp, reach

    @staticmethod
    def _exposure(game, team: int) -> float:
        """Progress of team pegs an opponent peg could reach with one ordinary card."""
        loc = game.loc
        # the track holes of the opponents' pegs (the other team's peg ids are the others)
        opp = set(map(loc.__getitem__, game.team_pegs[1 - team]))
        total = 0.0
        reach = prog = None
        for peg in game.team_pegs[team]:
            at = loc[peg]
            if 0 <= at < HOME:
                if reach is None:
                    reach = _reach_table(game.length)
                    prog = _progress(game.length, game.players)
                if not opp.isdisjoint(reach[at]):
                    total += prog[peg // PEGS][at]
        return total

    @staticmethod
    def _discard(game, player: int, codes: list[str]) -> int:
        """The index among ``codes`` of the card to discard: the least useful one."""
        pegs_out = any(game.loc[q] == START for q in game.team_pegs[team_of(player)])

        def keep(i: int) -> int:
            r = rank_of(codes[i])
            return _KEEP[r] + (3 if pegs_out and r in OUT_RANKS else 0)

        return min(range(len(codes)), key=keep)


def _listing(game) -> tuple[list[int], list[str]]:
    """The sorted keys and the hand's distinct cards of the game's legal plays (``_plays``),
    those its legal list was made from when it is still the game's."""
    listed = game.__dict__.get("_listed")
    if listed is not None and listed[0] is game._legal_cache:
        return listed[1], listed[2]
    keys, codes, _ = game._plays(game.turn_player)
    keys.sort()
    return keys, codes


_REACHES: dict[int, list] = {}  # track length -> per hole, the holes an opponent may be on to reach it


def _reach_table(n: int) -> list[frozenset]:
    table = _REACHES.get(n)
    if table is None:
        table = _REACHES[n] = [frozenset((at - d) % n for d in _REACH) for at in range(n)]
    return table


STRATEGIES = {"sensible": PegsSensible}
