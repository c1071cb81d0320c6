"""A sensible Pegs and Jokers strategy: race, hit opponents, keep pegs out of reach. Its
sentences are in ``pegs_and_jokers_words``."""
from __future__ import annotations

import random
from types import MappingProxyType

from ..core import Action, Game, Kept
from ..games.pegs_and_jokers import (
    HOME,
    JOKER,
    ONE_CARD_REACH,
    OUT_RANKS,
    PEGS,
    START,
    Plays,
    progress_table,
    rank_of,
    team_of,
)
from . import Decision, Explanation, pegs_and_jokers_words

# The reasons a Decision of PegsSensible gives, each with its sentence in pegs_and_jokers_words:
# a play; a discard because nothing moves; a discard because the best play is a joker
# scoring under 0.
REASONS = ("play", "no_play", "joker_kept")

_KEEP = MappingProxyType({"2": 0, "3": 0, "4": 0, "5": 1, "6": 1, "10": 2, "9": 3, "7": 4,
                          "A": 5, "8": 5, "J": 6, "Q": 6, "K": 6, JOKER: 9})  # lowest goes first


class PegsSensible:
    """Scores every play by the team's progress, the opponents' loss and the exposure after it.

    - progress: each peg's ``game.progress`` (start 0, nearer the in-spot more, home most), so
      entering home, coming out and the short way home with an 8 all count;
    - ``hit_weight``: how much an opponent peg sent back to start is worth, per hole of its progress;
    - ``danger_weight``: penalty per hole of progress of a team peg that an opponent peg could
      reach with one ordinary card (1–7, 9, 10 behind it, or 8 ahead of it: the game's
      ``ONE_CARD_REACH``);
    - ``joker_cost``: progress a joker must gain over its value in hand to be played;
    - ``shortlist``: how many best plays (by gain) are checked for danger;
    - ``eight_bonus``: value added to every play of an 8 (backward); negative keeps 8s for when
      nothing else moves (``-1000``: only when forced), positive plays them more eagerly. The
      default 0 leaves 8s to the progress count, which already values the short way home.
    With no play allowed (or only a joker not worth playing) it discards its least useful card.
    It reads the game through its public names (``plays``, ``loc``, ``team_pegs``) and never
    changes it.

    ``decide(game, player)`` gives the ``Decision`` (action, reason, figures); ``choose``
    its action alone; ``explain`` the decision in a sentence (``pegs_and_jokers_words``),
    with the danger map of ``cardkit.prob.pegs_and_jokers``.
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
        return self.decide(game, player).action

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays and why: the play's progress, the opponents' progress it
        sends back and our progress it leaves in reach, against the next best play; or why
        a card is discarded (``pegs_and_jokers_words``)."""
        return pegs_and_jokers_words.explain(self, game, player, self.decide(game, player))

    def decide(self, game: Game, player: int, plays: Plays | None = None) -> Decision:
        """The choice, its reason (one of ``REASONS``) and the figures weighed: the ``score``
        of the best play (None when nothing moves), the ``next_best`` value weighed (None if
        none), the ``plays_weighed``, the ``search_stop`` (the gain of the first play that
        could not beat the best, where the search stopped; None if it did not stop) and the
        number of ``plays``. The action is the game's own (``plays.action``)."""
        if plays is None:
            plays = game.plays()
        nplays = len(plays)
        if not nplays:
            return Decision(plays.action(nplays + self._discard(game, player, plays.codes)),
                            "no_play", {"score": None, "next_best": None, "plays_weighed": 0,
                                        "search_stop": None, "plays": 0})
        team = player & 1
        prog = progress_table(game.players)
        seen: dict[int, tuple] = {}  # play -> (gain, where the pegs it moved end)
        scored = self._by_gain(game, team, prog, seen, plays)
        best, best_value, runner_up, weighed, stop = self._best(game, team, prog, seen, plays,
                                                                scored)
        figures = {"score": best_value, "next_best": runner_up, "plays_weighed": weighed,
                   "search_stop": stop, "plays": nplays}
        if plays.may_discard and plays.card(best) == JOKER and best_value < 0:
            return Decision(plays.action(nplays + self._discard(game, player, plays.codes)),
                            "joker_kept", figures)
        return Decision(plays.action(best), "play", figures)

    def _by_gain(self, game, team: int, prog, seen: dict, plays: Plays):
        """``(−gain, index)`` of the plays by gain, highest first (a stable sort: equal gains
        in listing order), as far as the shortlist reaches. A play that lands on no peg gains
        the team's progress, which the listing is sorted by already (``plays.progress``):
        only the plays that land on a peg (and 8s, when they have a bonus) are worked out and
        merged in."""
        nplays = len(plays)
        eight_bonus = self.eight_bonus
        if eight_bonus:
            special = [i for i in range(nplays) if plays.lands(i) or plays.card(i)[0] == "8"]
        else:
            special = plays.landing()
        shortlist = self.shortlist
        progress = plays.progress
        if not special:  # in listing order, taken one by one as far as the search goes
            return ((float(-progress(i)), i) for i in range(min(nplays, shortlist)))
        scored = []
        for i in special:
            if plays.lands(i):
                gain = self._worked_out(game, team, prog, seen, plays, i)[0]
            else:
                gain = float(progress(i)) + eight_bonus
            scored.append((-gain, i))
        if len(special) < nplays:
            left = shortlist
            marked = set(special)
            for i in range(nplays):
                if i not in marked:
                    scored.append((float(-progress(i)), i))
                    left -= 1
                    if left <= 0:
                        break
        scored.sort()
        return scored[:shortlist]

    def _best(self, game, team: int, prog, seen: dict, plays: Plays, scored) -> tuple:
        """``(index, value, next best value, plays weighed, gain where the search stopped)``
        of the best play of ``scored``: its gain less ``danger_weight`` times the exposure
        the play leaves."""
        best = best_value = runner_up = stop = None
        weighed = 0
        danger_weight = self.danger_weight
        # exposure is never negative, so with danger_weight >= 0 no play is worth more than its
        # gain: once the gains (sorted, highest first) no longer beat the best value, none can
        prune = danger_weight >= 0
        exposed = None
        for minus, i in scored:
            gain = -minus
            if prune and best_value is not None and gain <= best_value:
                stop = gain
                break
            if i not in seen:  # only team pegs move: the exposure changes by theirs alone
                moved = plays.moves(i)
                if exposed is None:
                    exposed, opp, reach = self._exposed(game, team, prog)
                    total = sum(exposed.values())
                now = total
                for peg, new in zip(moved[::2], moved[1::2], strict=True):
                    now -= exposed.get(peg, 0)
                    if 0 <= new < HOME and not opp.isdisjoint(reach[new]):
                        now += prog[peg // PEGS][new]
                value = gain - danger_weight * float(now)
            else:  # the exposure on the board the play leaves, on a copy of the places
                loc = list(game.loc)
                for peg, new in seen[i][1]:
                    loc[peg] = new
                value = gain - danger_weight * _exposure_at(game, loc, team)
            weighed += 1
            if best_value is None or value > best_value:
                runner_up = best_value
                best, best_value = i, value
            elif runner_up is None or value > runner_up:
                runner_up = value
        return best, best_value, runner_up, weighed, stop

    def _worked_out(self, game, team: int, prog, seen: dict, plays: Plays, i: int) -> tuple:
        """``(gain, [(peg, where the play leaves it)])`` of play ``i``, from the game's
        ``effects`` of it (each peg from where it stood before the play)."""
        done = seen.get(i)
        if done is not None:
            return done
        hit_weight = self.hit_weight
        gain = 0.0
        moved = []
        for peg, old, new in plays.effects(i):
            table = prog[peg // PEGS]
            if (peg // PEGS) % 2 == team:
                gain += table[new] - table[old]
            else:
                gain += hit_weight * (table[old] - table[new])
            moved.append((peg, new))
        code = plays.card(i)
        if code == JOKER:
            gain -= self.joker_cost
        elif self.eight_bonus and code[0] == "8":
            gain += self.eight_bonus
        done = seen[i] = (gain, moved)
        return done

    @staticmethod
    def _exposed(game, team: int, prog) -> tuple[dict, set, list]:
        """``_exposure`` peg by peg: ``({team peg: its progress, for each one exposed},
        the opponents' locations, the reach table)``."""
        loc = game.loc
        opp = set(map(loc.__getitem__, game.team_pegs[1 - team]))
        reach = _REACHES[game.length]
        exposed = {}
        for peg in game.team_pegs[team]:
            at = loc[peg]
            if 0 <= at < HOME and not opp.isdisjoint(reach[at]):
                exposed[peg] = prog[peg // PEGS][at]
        return exposed, opp, reach

    @staticmethod
    def _discard(game, player: int, codes: list[str]) -> int:
        """The index among ``codes`` of the card to discard: the least useful one."""
        pegs_out = any(game.loc[q] == START for q in game.team_pegs[team_of(player)])
        return min(range(len(codes)), key=lambda i: keep_value(rank_of(codes[i]), pegs_out))


def exposure(game, team: int) -> float:
    """Progress of team pegs an opponent peg could reach with one ordinary card."""
    return _exposure_at(game, game.loc, team)


def _exposure_at(game, loc: list[int], team: int) -> float:
    """Progress of the team's pegs, on the places ``loc``, that an opponent peg could reach
    with one ordinary card."""
    # the track holes of the opponents' pegs (the other team's peg ids are the others)
    opp = set(map(loc.__getitem__, game.team_pegs[1 - team]))
    total = 0.0
    reach = prog = None
    for peg in game.team_pegs[team]:
        at = loc[peg]
        if 0 <= at < HOME:
            if reach is None:
                reach = _REACHES[game.length]
                prog = progress_table(game.players)
            if not opp.isdisjoint(reach[at]):
                total += prog[peg // PEGS][at]
    return total


def keep_value(rank: str, pegs_out: bool) -> int:
    """How much a card of ``rank`` is worth keeping (the least is discarded): ``_KEEP``, and 3
    more for a card that brings a peg out while a team peg is in start."""
    return _KEEP[rank] + (3 if pegs_out and rank in OUT_RANKS else 0)


def _reach_rows(n: int) -> tuple[frozenset, ...]:
    return tuple(frozenset((at - d) % n for d in ONE_CARD_REACH) for at in range(n))


_REACHES = Kept(_reach_rows)  # track length -> per hole, the holes an opponent may be on to reach it


STRATEGIES = MappingProxyType({"sensible": PegsSensible})
