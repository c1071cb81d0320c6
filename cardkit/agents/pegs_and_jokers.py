"""A sensible Pegs and Jokers strategy: race, hit opponents, keep pegs out of reach."""
from __future__ import annotations

import random

from ..core import Action, Game
from ..games.pegs_and_jokers.board import HOME, PEGS, START
from ..games.pegs_and_jokers.game import JOKER, OUT_RANKS, rank_of, team_of

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
        legal = game.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        discards = [a for a in legal if a.kind == "discard"]
        if not plays:
            return self._discard(game, player, discards)
        team = team_of(player)
        scored = []
        for a in plays:
            log: list = []
            game._execute(player, a.args[0], a.args[1:], log)
            gain = 0.0
            for peg, old in log:
                new = game.loc[peg]
                if team_of(peg // PEGS) == team:
                    gain += game.progress(peg, new) - game.progress(peg, old)
                else:
                    gain += self.hit_weight * (game.progress(peg, old) - game.progress(peg, new))
            if a.args[0] == JOKER:
                gain -= self.joker_cost
            elif self.eight_bonus and a.args[0][0] == "8":
                gain += self.eight_bonus
            game._revert(log)
            scored.append((gain, a))
        scored.sort(key=lambda x: -x[0])
        best, best_value = None, None
        for gain, a in scored[:self.shortlist]:
            log = []
            game._execute(player, a.args[0], a.args[1:], log)
            value = gain - self.danger_weight * self._exposure(game, team)
            game._revert(log)
            if best_value is None or value > best_value:
                best, best_value = a, value
        if discards and best.args[0] == JOKER and best_value < 0:
            return self._discard(game, player, discards)
        return best

    @staticmethod
    def _exposure(game, team: int) -> float:
        """Progress of team pegs an opponent peg could reach with one ordinary card."""
        n = game.length
        track = game.track
        total = 0.0
        for peg in game.team_pegs[team]:
            loc = game.loc[peg]
            if loc == START or loc >= HOME:
                continue
            for d in _REACH:
                q = track[(loc - d) % n]
                if q >= 0 and team_of(q // PEGS) != team:
                    total += game.progress(peg)
                    break
        return total

    @staticmethod
    def _discard(game, player: int, discards: list[Action]) -> Action:
        pegs_out = any(game.loc[q] == START for q in game.team_pegs[team_of(player)])

        def keep(a: Action) -> int:
            r = rank_of(a.args[0])
            return _KEEP[r] + (3 if pegs_out and r in OUT_RANKS else 0)

        return min(discards, key=keep)


STRATEGIES = {"sensible": PegsSensible}
