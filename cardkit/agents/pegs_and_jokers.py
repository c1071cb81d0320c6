"""A sensible Pegs and Jokers strategy: race, hit opponents, keep pegs out of reach."""
from __future__ import annotations

import random

from ..core import Action, Game
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
from ..i18n import _, ngettext
from ..prob import pegs_and_jokers as prob
from . import Explanation

_KEEP = {"2": 0, "3": 0, "4": 0, "5": 1, "6": 1, "10": 2, "9": 3, "7": 4, "A": 5, "8": 5,
         "J": 6, "Q": 6, "K": 6, JOKER: 9}  # discard the lowest first


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
        plays = game.plays()
        return plays.action(self.decide(game, player, plays)[0])

    def explain(self, game: Game, player: int) -> Explanation:
        """What ``choose`` plays and why: the play's progress, the opponents' progress it
        sends back and our progress it leaves in reach, against the next best play; or why
        a card is discarded."""
        plays = game.plays()
        choice = self.decide(game, player, plays)
        action = plays.action(choice[0])
        if choice[1] == PLAY:
            return _explain_play(self, game, player, action, choice, len(plays))
        return _explain_discard(self, game, player, action, choice, plays.codes)

    def decide(self, game, player: int, plays: Plays) -> tuple:
        """This strategy's choice, with what explains it: ``(index in the legal list,
        reason, score, next best score, plays weighed, gain where the search stopped)``.

        The reason is ``PLAY``, ``NO_PLAY`` (nothing moves: a discard) or ``JOKER_KEPT``
        (the best play is a joker scoring under 0: a discard). The score is the best play's
        value; the next best is the best other value weighed (None if none); the search
        stops (pruned) at the first play whose gain cannot beat the best."""
        nplays = len(plays)
        if not nplays:
            return nplays + self._discard(game, player, plays.codes), NO_PLAY, None, None, 0, None
        team = player & 1
        prog = progress_table(game.players)
        seen: dict[int, tuple] = {}  # play -> (gain, where the pegs it moved end)
        scored = self._by_gain(game, team, prog, seen, plays)
        best, best_value, runner_up, weighed, stop = self._best(game, team, prog, seen, plays,
                                                                scored)
        if plays.may_discard and plays.card(best) == JOKER and best_value < 0:
            return (nplays + self._discard(game, player, plays.codes), JOKER_KEPT, best_value,
                    runner_up, weighed, stop)
        return best, PLAY, best_value, runner_up, weighed, stop

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
        return _exposure_at(game, game.loc, team)

    @staticmethod
    def _discard(game, player: int, codes: list[str]) -> int:
        """The index among ``codes`` of the card to discard: the least useful one."""
        pegs_out = any(game.loc[q] == START for q in game.team_pegs[team_of(player)])
        return min(range(len(codes)), key=lambda i: _keep(rank_of(codes[i]), pegs_out))


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
                reach = _reach_table(game.length)
                prog = progress_table(game.players)
            if not opp.isdisjoint(reach[at]):
                total += prog[peg // PEGS][at]
    return total


PLAY, NO_PLAY, JOKER_KEPT = "play", "no play", "joker kept"  # the reasons of ``decide``


def score_text(x: float) -> str:
    """A score as a student reads it: ``62``, ``61.75``, ``−3.5`` (a true minus sign)."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text.replace("-", "\u2212")


def percent_text(x: float) -> str:
    """A chance in percent: whole percents, one decimal when under 1% or over 99%."""
    v = 100 * x
    return f"{v:.1f}%" if 0 < v < 1 or 99 < v < 100 else f"{v:.0f}%"


def _effects(game, player: int, action: Action) -> tuple:
    """``(the game after the play's moves, before the draw; our team's progress gain; the
    opponents' progress it sends back; how many opponent pegs go back to start)``, by the
    rules' own moves on a copy (``what_if``)."""
    after = game.what_if(action)
    team = team_of(player)
    gain = back = hits = 0
    for peg, (old, new) in enumerate(zip(game.loc, after.loc, strict=True)):
        if old == new:
            continue
        change = game.progress(peg, new) - game.progress(peg, old)
        if team_of(peg // PEGS) == team:
            gain += change
        else:
            back -= change
            hits += new == START
    return after, gain, back, hits


def _explain_play(bot: PegsSensible, game, player: int, action: Action, choice: tuple,
                  plays: int) -> Explanation:
    """The sentence of a play: its effects, their score and the score it beat."""
    score, runner_up, weighed, stop = choice[2:]
    after, gain, back, hits = _effects(game, player, action)
    exposure = int(bot._exposure(after, team_of(player)))
    danger = prob.danger_map(after, player)
    figures = {"progress": gain, "sent_back": back, "pegs_sent_back": hits,
               "exposure": exposure, "score": score, "next_best": runner_up,
               "search_stop": stop, "plays_weighed": weighed, "plays": plays,
               "next_opponent": prob.next_opponent(after, player),
               "max_danger": float(danger["chance"].max()) if len(danger) else 0.0}
    return Explanation(action, _("{action} — {effects}: {score}").format(
        action=action, effects=_effects_text(bot, action, figures),
        score=_score_text(bot, action, figures)), figures)


def _holes(n: int) -> str:
    return ngettext("{n} hole", "{n} holes", n).format(n=n)


def _effects_text(bot: PegsSensible, action: Action, f: dict) -> str:
    moved = abs(f["progress"])
    parts = [(ngettext("moves our team {n} hole on", "moves our team {n} holes on", moved)
              if f["progress"] >= 0 else
              ngettext("moves our team {n} hole back", "moves our team {n} holes back", moved)
              ).format(n=moved)]
    if f["pegs_sent_back"]:
        parts.append(ngettext("sends {n} opponent peg back to start ({holes} of their progress, "
                              "{weight} a hole)",
                              "sends {n} opponent pegs back to start ({holes} of their progress, "
                              "{weight} a hole)", f["pegs_sent_back"]).format(
            n=f["pegs_sent_back"], holes=_holes(f["sent_back"]), weight=score_text(bot.hit_weight)))
    if action.args[0] == JOKER:
        parts.append(_("less {cost} for spending the joker").format(cost=score_text(bot.joker_cost)))
    elif bot.eight_bonus and rank_of(action.args[0]) == "8":
        parts.append(_("{bonus} for an 8").format(bonus=score_text(bot.eight_bonus)))
    reach = (_("leaves {holes} of our progress within one card's move of an opponent peg "
               "({weight} a hole)").format(holes=_holes(f["exposure"]),
                                           weight=score_text(bot.danger_weight))
             if f["exposure"] else
             _("leaves no peg of ours within one card's move of an opponent peg"))
    danger = (_("our most exposed peg then goes back with {chance}").format(
        chance=percent_text(f["max_danger"])) if f["max_danger"] else
        _("no peg of ours can then be sent back"))
    return _("{parts} and {reach}; on the danger map {danger} at player {p}'s turn").format(
        parts=", ".join(parts), reach=reach, danger=danger, p=f["next_opponent"])


def _score_text(bot: PegsSensible, action: Action, f: dict) -> str:
    text = _("score {score}").format(score=score_text(f["score"]))
    if f["next_best"] == f["score"]:
        text += _(", level with the next best (of equal plays, the first listed is played)")
    elif f["next_best"] is not None:
        text += _(", over {score} for the next best").format(score=score_text(f["next_best"]))
    if f["search_stop"] is not None:
        text += _("; no other play gains over {score}, so none scores higher").format(
            score=score_text(f["search_stop"]))
    if f["plays"] == 1:
        text += _(", the only play")
    else:
        text += ngettext(" ({weighed} of {n} play weighed)", " ({weighed} of {n} plays weighed)",
                         f["plays"]).format(weighed=f["plays_weighed"], n=f["plays"])
    if action.args[0] == JOKER and f["score"] >= 0:
        text += _(", and not under 0, my limit for spending a joker")
    return text


def _explain_discard(bot: PegsSensible, game, player: int, action: Action, choice: tuple,
                     codes: list[str]) -> Explanation:
    """The sentence of a discard: why no play, and why this card goes."""
    reason, score = choice[1], choice[2]
    pegs_out = sum(game.loc[q] == START for q in game.team_pegs[team_of(player)])
    keep = _keep(rank_of(action.args[0]), pegs_out > 0)
    figures = {"score": score, "limit": 0, "keep": keep, "cards": len(game.hands[player]),
               "pegs_in_start": pegs_out}
    why = (_("no card can move a peg of our team") if reason == NO_PLAY else
           _("my best play would score {score}, under my limit of 0").format(
               score=score_text(score)))
    cards = len(game.hands[player])
    waiting = ngettext("{n} team peg waits", "{n} team pegs wait", pegs_out).format(n=pegs_out)
    text = ngettext("{action} — {why}, so the card I need least goes: its keep value {keep} is "
                    "the lowest of my {n} card (low cards go first, jokers last; A, K, Q, J "
                    "count 3 more while {waiting} in start)",
                    "{action} — {why}, so the card I need least goes: its keep value {keep} is "
                    "the lowest of my {n} cards (low cards go first, jokers last; A, K, Q, J "
                    "count 3 more while {waiting} in start)", cards).format(
        action=action, why=why, keep=keep, n=cards, waiting=waiting)
    return Explanation(action, text, figures)


def _keep(rank: str, pegs_out: bool) -> int:
    """How much a card of ``rank`` is worth keeping (the least is discarded): ``_KEEP``, and 3
    more for a card that brings a peg out while a team peg is in start."""
    return _KEEP[rank] + (3 if pegs_out and rank in OUT_RANKS else 0)


_REACHES: dict[int, list] = {}  # track length -> per hole, the holes an opponent may be on to reach it


def _reach_table(n: int) -> list[frozenset]:
    table = _REACHES.get(n)
    if table is None:
        table = _REACHES[n] = [frozenset((at - d) % n for d in ONE_CARD_REACH) for at in range(n)]
    return table


STRATEGIES = {"sensible": PegsSensible}
