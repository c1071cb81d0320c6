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
- every number a student reads counts from 0, as the rules file numbers a side's
  holes 0–17 and the move texts name players and pegs (``play AS 0:0``): track
  positions 0 … 18 × players − 1, a side's holes 0–17, home holes 0–4 (0 nearest
  the in-spot), in the event sentences, the refusals, ``observation()``,
  ``render_text`` and the table widget alike;
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
from typing import Any

from ...core import Action, ConfigError, Event, Game, IllegalMove
from ...core.action import make_event
from ...i18n import N_, _, ngettext
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
from .cards import (
    _ALL_CODES,
    _DISCARDS,
    _HOW_BACK,
    _HOW_FORWARD,
    _K_FA,
    _K_FB,
    _K_G,
    _OFF,
    _PLANS,
    _RANK_OF,
    BACK,
    COLOUR_NAMES,
    DECKS,
    FORWARD,
    HAND,
    JOKER,
    OUT_RANKS,
    PEG_NAMES,
    RANKS,
    SPLIT,
    SUITS,
    Options,
    _is_part,
    _is_peg,
    _plain,
    _Refused,
    rank_of,
    team_of,
)
from .moves import MoveList, Plays, end_of
from .sentences import (
    _MOVE_TEXT,
    _bump_text,
    _discard_text,
    _draw_text,
    _in_spot_text,
    _play_text,
    _rebuild_text,
    _turn_text,
    _win_text,
)

_RANK_NAMES = (*RANKS, JOKER)


def _refuse(entry):
    """A move function's answer in ``why`` mode: the entry, unless it is the reason it is
    refused (raised as _Refused)."""
    if entry.__class__ is str:
        raise _Refused(entry)
    return entry


def _legal_end(entry):
    """A move function's answer for a play known to be legal."""
    if entry is None:
        raise IllegalMove(_("that play is not legal on this board"))
    return entry


class PegsAndJokers(MoveList, Game):
    name = "pegs-and-jokers"
    title = N_("Arizona Pegs and Jokers")
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
        self.hands: list[list[str]] = [[] for _seat in range(n)]
        for i in range(HAND * n):
            self.hands[i % n].append(cards[i])
        self.draw_pile = cards[HAND * n:][::-1]  # the top card is the last item
        self.discard: list[str] = []
        self.loc = [START] * (n * PEGS)              # peg id 5·colour + number
        self.track = [-1] * self.length               # peg id in each track hole
        self.homes = [[-1] * HOME_HOLES for _seat in range(n)]
        self.team_pegs = [[q for q in range(n * PEGS) if team_of(q // PEGS) == t] for t in (0, 1)]
        self.in_spots = [in_spot(c) for c in range(n)]
        self.come_outs = [come_out_hole(c) for c in range(n)]
        self.turn_player = 0
        self.dealer = n - 1
        self.rebuilds = 0
        self.turns = 1
        self.phase = "turn"
        self.winning_team: int | None = None
        self._listed: tuple | None = None  # (state, keys, codes, must play): see ``plays``
        self._vouched: tuple | None = None  # (action, state): a play ``Plays.action`` made

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

    def _unseen(self, player: int) -> Counter:
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
        return self.team_pegs[team_of(self.seat(player))]

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
            ev.append(make_event((kind, player, {"peg": PEG_NAMES[peg],
                                                 "from": location_doc(origin),
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

    def moves(self, player: int, rank: str) -> list[tuple[str, ...]]:
        """Every legal way for ``player`` to move with a card of ``rank`` (action args after the card)."""
        return [m for _score, m in self.scored_moves(player, rank)]

    def scored_moves(self, player: int, rank: str) -> list[tuple[int, tuple[str, ...]]]:
        """``(team progress gain, action args after the card)`` for every legal move of ``rank``,
        the most gain first (the listing's order). The gain is the change of the team's
        ``progress`` the move makes (pegs it sends to their in-spot included).

        A player not in the game or a rank that is none of A–K or JK raises ConfigError."""
        if rank not in _RANK_NAMES:
            raise ConfigError(f"there is no rank {rank!r}: ranks are {', '.join(_RANK_NAMES)}")
        player = self.seat(player)
        code = rank if rank == JOKER else rank + "S"
        keys = sorted(self._plays(player, [code])[0])
        return [(_OFF - (key >> _K_G), self._key_args(player, key, code)) for key in keys]

    # ----- what a strategy may ask (read-only) ------------------------------------------
    def plays(self) -> Plays:
        """The legal plays of the player to act, with what each does (see ``Plays``). The
        game is not changed; its actions are the very ones ``legal_actions()`` copies."""
        return Plays(self, self.turn_player, self._listing())

    def _listing(self) -> tuple:
        """``(state, keys, codes, must play)`` of the player to act, kept until the state
        changes: every ``Plays`` of it holds this very tuple, and is stale once the game
        holds another (``_apply`` drops it)."""
        stamp = self._stamp()
        listed = self._listed
        if listed is None or listed[0] != stamp:
            if self.is_over:
                listed = (stamp, (), (), True)
            else:
                keys, codes, must = self._plays(self.turn_player)
                keys.sort()
                listed = (stamp, tuple(keys), tuple(codes), must)
            self._listed = listed
        return listed

    def _stamp(self) -> tuple:
        """What the legal plays depend on: the phase, the player to act, every peg's place
        and that player's hand."""
        p = self.turn_player
        return self.phase, p, tuple(self.loc), tuple(self.hands[p])

    def play_choice(self, action: Any, who: int) -> list[Event]:
        """The simulator's step (``Game.play_choice``); a play ``Plays.action`` made for
        this very state is one of the legal actions, so it is played as the core plays a
        legal action it listed, without listing them all."""
        vouched = self._vouched
        if vouched is not None and vouched[0] is action and self._legal_cache is None \
                and vouched[1] == self._stamp():
            self._vouched = None
            events = self._apply(action)
            text = action._text
            self.history.append((who, text if text is not None else str(action), events))
            return events
        return super().play_choice(action, who)

    def what_if(self, action: Action | str) -> PegsAndJokers:
        """A copy of the game with the pegs where the legal ``action`` of the player to act
        (or its text) leaves them, before the player draws; this game does not change. An
        action that is not legal now raises IllegalMove with the reason."""
        if action.__class__ is not Action:
            action = self.parse(action)
        legal = self.legal_list()
        if not any(a is action for a in legal) and action not in legal:
            raise IllegalMove(self._refusal(action))
        after = self.clone()
        if action.kind == "play":
            after._execute(self.turn_player, action.args[0], action.args[1:], [])
        after._legal_cache = after._listed = after._vouched = None
        return after

    def can_move(self, player: int, code: str) -> bool:
        """Whether the card can move a team peg of ``player`` now."""
        if not isinstance(code, str) or code not in _ALL_CODES:
            raise ConfigError(f"there is no card {code!r} in Pegs and Jokers: a rank A–K and a suit "
                              f"{'/'.join(SUITS)} ('7H'), or {JOKER}")
        return bool(self._plays(self.seat(player), [code])[0])

    # ----- legal actions ------------------------------------------------------------
    def _legal(self) -> list[Action]:
        """Plays first, the most team progress first (see ``progress``); discards last."""
        _state, keys, codes, must_play = self._listing()
        acts = self._actions(self.turn_player, keys, codes)
        if not must_play:
            acts.extend(_DISCARDS[code] for code in codes)
        return acts

    def _parse(self, tokens: list[str]) -> Action:
        word = tokens[0].lower()
        shape = _("actions look like 'play 5H 0:1', 'play KS 0:1 home', 'play 7C 0:1:3 2:0:4 "
                  "home', 'play JK 0:1 1:3' or 'discard 5H'")
        if word not in ("play", "discard") or len(tokens) < 2:
            raise IllegalMove(_("'{text}' is not a Pegs and Jokers action; {shape}").format(
                text=" ".join(tokens), shape=shape))
        code = tokens[1].upper()
        if code not in _ALL_CODES:
            raise IllegalMove(_("{word!r} is not a card; cards look like AS, 10H, QC or JK").format(
                word=tokens[1]))
        if word == "discard":
            if len(tokens) != 2:
                raise IllegalMove(_("a discard names one card, e.g. 'discard {card}'").format(
                    card=code))
            return Action("discard", (code,))
        rest = [t.lower() if t.lower() == "home" else _plain(t) for t in tokens[2:]]
        r = rank_of(code)
        if r == JOKER:
            if len(rest) != 2 or not all(_is_peg(t) for t in rest):
                raise IllegalMove(_("'{text}': a joker names the peg it moves and the peg it lands "
                                    "on, e.g. 'play JK 0:1 1:3'").format(text=" ".join(tokens)))
            return Action("play", (code, *rest))
        parts: list[list[str]] = []
        for t in rest:
            if t == "home":
                if not parts or len(parts[-1]) > 1:
                    raise IllegalMove(_("'home' follows the peg (or split part) that turns into "
                                        "home"))
                parts[-1].append("home")
            elif _is_peg(t) or (r in SPLIT and _is_part(t)):
                parts.append([t])
            else:
                if r in SPLIT:
                    raise IllegalMove(_("{word!r} is not a peg; a peg is written colour:number, "
                                        "e.g. 0:3; a split part is colour:number:holes, e.g. "
                                        "0:3:4").format(word=t))
                raise IllegalMove(_("{word!r} is not a peg; a peg is written colour:number, e.g. "
                                    "0:3").format(word=t))
        if len(parts) == 1 and _is_peg(parts[0][0]):
            return Action("play", (code, *parts[0]))
        if len(parts) == 2 and r in SPLIT and all(_is_part(p[0]) for p in parts):
            return Action("play", (code, *parts[0], *parts[1]))
        if r in SPLIT:
            raise IllegalMove(_("a {rank} moves one peg ('play {card} 0:1') or is split in two "
                                "parts ('play {card} 0:1:3 2:0:{rest}')").format(
                                    rank=r, card=code, rest=int(r) - 3))
        raise IllegalMove(_("a {rank} moves one peg: 'play {card} 0:1' (add 'home' to turn into "
                            "home)").format(rank=r, card=code))

    def _why_illegal(self, action: Action) -> str:
        p = self.turn_player
        code = action.args[0]
        hand = self.hands[p]
        if code not in hand:
            return _("you hold no {card}: your hand is {hand}").format(card=code,
                                                                       hand=" ".join(hand))
        if action.kind == "discard":
            for c in dict.fromkeys(hand):
                if rank_of(c) != JOKER and self.can_move(p, c):
                    return _("you must play a card that can move a peg: {card} can move one (a "
                             "discard is only allowed when no card but a joker can move)").format(
                                 card=c)
            return super()._why_illegal(action)
        try:
            self._check_play(p, action)
        except _Refused as e:
            return str(e)
        return super()._why_illegal(action)

    def _peg(self, p: int, text: str) -> int:
        c, i = (int(x) for x in text.split(":")[:2])
        if c >= self.players or i >= PEGS:
            raise _Refused(_("there is no peg {c}:{i}: colours are 0–{colours} and pegs "
                             "0–{pegs}").format(c=c, i=i, colours=self.players - 1, pegs=PEGS - 1))
        peg = c * PEGS + i
        if team_of(c) != team_of(p):
            raise _Refused(_("peg {c}:{i} belongs to player {c} of the other team: you move "
                             "only your team's pegs").format(c=c, i=i))
        return peg

    def _check_play(self, p: int, action: Action) -> None:
        """Raise _Refused with the reason a legal-looking play is refused."""
        code, *rest = action.args
        r = rank_of(code)
        if r == JOKER:
            self._check_joker(p, rest)
        elif len(rest) <= 2 and (len(rest) == 1 or rest[1] == "home") and rest[0].count(":") == 1:
            self._check_one(p, r, self._peg(p, rest[0]), len(rest) == 2)
        else:
            self._check_split(p, r, rest)

    def _check_joker(self, p: int, rest: list[str]) -> None:
        m = self._peg(p, rest[0])
        c, i = (int(x) for x in rest[1].split(":"))
        if c >= self.players or i >= PEGS:
            raise _Refused(_("there is no peg {c}:{i}").format(c=c, i=i))
        t = c * PEGS + i
        pegs = self.team(p)
        movers, on_start = self._joker_movers(pegs)
        starts = [pegs[i] for i in movers] if on_start else []
        if starts and self.loc[m] != START:
            raise _Refused(_("your team still has pegs in a start area (e.g. {peg}): a joker "
                             "must move one of them out").format(peg=peg_name(starts[0])))
        if pegs.index(m) not in movers:
            raise _Refused(_("peg {peg} is home: a joker moves a peg on the track").format(
                peg=peg_name(m)))
        if not 0 <= self.loc[t] < HOME:
            raise _Refused(_("peg {peg} is not on the track: a joker lands only on a peg on a "
                             "track hole").format(peg=peg_name(t)))
        if t // PEGS == m // PEGS:
            raise _Refused(_("peg {peg} has the same colour as peg {mover}: no peg lands on "
                             "its own colour").format(peg=peg_name(t), mover=peg_name(m)))
        _refuse(self._joker_ends(m, self._partner_landing(p & 1), ((self.loc[t], t),), why=t))

    def _check_one(self, p: int, r: str, peg: int, home: bool) -> None:
        pok = self._partner_landing(p & 1)
        if self.loc[peg] == START:
            if r in OUT_RANKS and not home:
                _refuse(self._come_out_end(peg, pok, why=True))
                return
            raise _Refused(_("peg {peg} is in its start area: only A, K, Q, J or a joker bring "
                             "a peg out, not a {rank}").format(peg=peg_name(peg), rank=r))
        if r in BACK:
            if home:
                raise _Refused(_("an 8 moves backward: it never moves a peg into home"))
            _refuse(self._back_end(peg, pok, why=True))
            return
        k = FORWARD[r]
        _refuse(self._row(peg, pok, k, why=True)[home][k])

    def _check_split(self, p: int, r: str, rest: list[str]) -> None:
        if r not in SPLIT:
            raise _Refused(_("only a 7 or a 9 may be split, not a {rank}").format(rank=r))
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
            raise _Refused(_("a split moves two different pegs"))
        if ka < 1 or kb < 1 or ka + kb != FORWARD[r]:
            raise _Refused(_("the two parts of a split {rank} are at least 1 each and add up to "
                             "{rank}, not {a} + {b}").format(rank=r, a=ka, b=kb))
        ea = _refuse(self._row(a, self._partner_landing(p & 1), ka, why=True)[ha][ka])
        log: list = []
        self._move(a, end_of(ea), log)
        try:  # the second part on the board the first part leaves
            _refuse(self._row(b, self._partner_landing(p & 1), kb, why=True)[hb][kb])
        finally:
            self._revert(log)

    def _apply(self, action: Action) -> list[Event]:
        p = self.turn_player
        self._listed = None  # the plays listed so far are stale (see ``Plays``)
        ev: list[Event] = []
        code = action.args[0]
        self.hands[p].remove(code)
        self.discard.append(code)
        if action.kind == "discard":
            ev.append(Event.later("discard", p, {"card": code}, _discard_text, p, code))
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
            ev.append(Event.later("win", None, {"team": t, "winners": members,
                                                "team_scores": self.team_scores()},
                                  _win_text, t, tuple(members)))
            return ev
        self._draw(p, ev)
        self._next(ev)
        return ev

    def _execute(self, p: int, code: str, args, log: list, ev: list | None = None) -> None:
        """Move the pegs a legal play names (its args after the card), logging old places:
        each peg to where the rules' move functions (``moves``) say it ends."""
        r = _RANK_OF[code]
        if args.__class__ is not tuple:
            args = tuple(args)
        plan = _PLANS[r, args]
        pok = None  # the partner landings are worked out when a move meets a partner
        if plan[0] == 0:  # joker: (0, mover, target)
            m, t = plan[1], plan[2]
            ends = self._joker_ends(m, pok, ((self.loc[t], t),))
            self._move(m, end_of(_legal_end(ends[0][1] if ends else None)), log, ev, p,
                       " with the joker")
        elif plan[0] == 1:  # one peg: (1, peg, home)
            peg = plan[1]
            if self.loc[peg] == START:
                e, how = self._come_out_end(peg, pok), ""
            elif r in BACK:
                e, how = self._back_end(peg, pok), _HOW_BACK[r]
            else:
                k = FORWARD[r]
                e, how = self._row(peg, pok, k)[plan[2]][k], _HOW_FORWARD[k]
            self._move(peg, end_of(_legal_end(e)), log, ev, p, how)
        else:  # a split: (2, (peg, holes, home), (peg, holes, home)), the parts in turn
            for peg, k, home in plan[1:]:
                self._move(peg, end_of(_legal_end(self._row(peg, pok, k)[home][k])), log, ev, p,
                           _HOW_FORWARD[k])

    def sent_to_start(self, player: int, rank: str) -> set[int]:
        """Peg ids that some legal move of ``player`` with a card of ``rank`` sends back to start.

        The player need not be the one to move: this is what they could do on the present board.
        """
        if rank not in _RANK_NAMES:
            raise ConfigError(f"there is no rank {rank!r}: ranks are {', '.join(_RANK_NAMES)}")
        player = self.seat(player)
        hit: set[int] = set()
        code = rank if rank == JOKER else rank + "S"
        for key in self._plays(player, [code])[0]:
            if key & (_K_FA | _K_FB):  # a part lands on a peg
                hit.update(q for q, old, new in self._key_effects(player, key)
                           if old != START and new == START)
        return hit

    def _draw(self, p: int, ev: list[Event] | None) -> None:
        """Player ``p`` draws back up to five (rebuilding the pile when it is empty); the
        events go to ``ev``."""
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
                    ev.append(Event.later("rebuild", None, {"cards": len(pile), "dealer": self.dealer},
                                          _rebuild_text, len(pile), self.dealer))
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
        """Every peg: name, owner, team, location (area, track pos or home hole) and the
        location in words (``where``, in the language in use, as the events say it)."""
        out = []
        for peg, loc in enumerate(self.loc):
            c = peg // PEGS
            out.append({"peg": peg_name(peg), "colour": c, "colour_name": COLOUR_NAMES[c],
                        "team": team_of(c), "number": peg % PEGS, **location_doc(loc),
                        "where": where(loc)})
        return out

    def board(self) -> dict[str, Any]:
        """The board geometry with drawing coordinates (see ``board.layout``)."""
        return layout(self.players)

    def _observation(self, player: int) -> dict[str, Any]:
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
        lines = [_("Pegs and Jokers — {n} players — draw pile {pile} — discard {top} — team pegs "
                   "home {home0} : {home1}").format(
            n=n, pile=len(self.draw_pile), top=self.discard[-1] if self.discard else "-",
            home0=self.team_scores()[0], home1=self.team_scores()[1])]
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
            mark = "*" if s == self.current_player else " "
            cards = len(self.hands[s])
            lines.append(mark + " " + ngettext(
                "side {s} (player {s}, team {team}): {row} | start {start} | home {home} | hand "
                "{n} card", "side {s} (player {s}, team {team}): {row} | start {start} | home "
                "{home} | hand {n} cards", cards).format(
                    s=s, team=team_of(s), row=" ".join(row), start=start, home=home, n=cards))
        if self.is_over:
            lines.append(_("Game over: team {team} wins (players {players}).").format(
                team=self.winning_team, players=", ".join(map(str, self.winners()))))
        else:
            lines.append(_("Player {p} to play, holding {hand}; () come-out hole, [] in-spot, pegs "
                           "as colour+number.").format(
                p=self.current_player, hand=" ".join(self.hands[self.current_player])))
        return "\n".join(lines)


GAME = PegsAndJokers
