"""The base every game builds on: making, checking and applying actions,
history, undo, saving and loading. Games write only their rules."""
from __future__ import annotations

import copy
import dataclasses
import functools
import json
import operator
import reprlib
import secrets
from collections import Counter
from collections.abc import Mapping
from itertools import repeat
from operator import attrgetter, is_
from types import MappingProxyType
from typing import Any, ClassVar

from ..i18n import _, ngettext
from .action import Action, Event
from .errors import ConfigError, IllegalMove
from .parsing import MAX_TEXT, check_text
from .rng import Rng
from .sentences import counted, winners_text

FORMAT = "cardkit-game"
_game_of = attrgetter("_game")
_CHECKPOINT_EVERY = 32  # actions between the copies undo keeps
VERSION = 1


class Game:
    """One game (or match) in progress. Subclasses supply the rules."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    player_counts: ClassVar[tuple[int, ...]] = ()
    Options: ClassVar[type]
    chance_outcomes: ClassVar[tuple[str, ...]] = ()  # values allowed in rolls=
    # True when every action _legal() lists is one of the game's ready-made ones, claimed
    # by _ready_made(): legal_actions() then need not look for unclaimed ones (a test checks it)
    ready_made: ClassVar[bool] = False
    # True when the lowest score wins (UNO Duo's totals): the simulator's ranks read it
    lower_wins: ClassVar[bool] = False
    # the turns taken so far, which each game's _setup starts and its rules count: the
    # simulator's ``turns`` column
    turns: int

    # ----- making ---------------------------------------------------------------
    def __init__(self, players: int | None = None, seed: int | None = None,
                 deck: list[str] | None = None, rolls: list[str] | None = None,
                 **options: Any):
        cls = type(self)
        if players is None:
            players = cls.player_counts[0]
        if isinstance(players, bool) or not isinstance(players, int) or players not in cls.player_counts:
            raise ConfigError(f"{cls.name} is played by {player_counts_text(cls.player_counts)} players, "
                              f"not {reprlib.repr(players)}")
        if seed is None:
            seed = secrets.randbelow(2**31)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ConfigError(f"seed must be a whole number 0 or more, not {reprlib.repr(seed)}")
        self.players = players
        self.seed = seed
        self.options = cls._make_options(options, players)
        full = cls.full_deck(players, self.options)
        order = list(full)
        if deck is not None:
            deck = cls._check_deck(deck, full, players, self.options)
        if rolls is not None:
            rolls = cls._check_rolls(rolls)
        self._args = {"players": players, "seed": seed, "deck": deck, "rolls": rolls,
                      "options": _options_dict(self.options)}
        self._rng = Rng(seed)
        self._forced_rolls = list(rolls or ())
        self._rolls_used = 0
        if deck:
            rest = Counter(full)
            rest.subtract(deck)
            order = []
            for c in full:
                if rest[c] > 0:
                    rest[c] -= 1
                    order.append(c)
            self._rng.shuffle(order)
            order = list(deck) + order
        else:
            self._rng.shuffle(order)
        self.history: list[tuple[int | None, str, list[Event]]] = []
        self._legal_cache: list[Action] | None = None
        self._claimed: list[Action] | None = None  # the legal list last claimed
        self._setup(order)

    @classmethod
    def _make_options(cls, given: dict[str, Any], players: int):
        known = _fields(cls.Options)
        for key in given:
            if key not in known:
                raise ConfigError(f"{cls.name} has no option {key!r}; its options are "
                                  f"{', '.join(sorted(known)) or 'none'}")
        try:
            opts = cls.Options(**given)
        except RecursionError:  # e.g. a score sheet of lists nested 100,000 deep
            raise ConfigError(f"an option given to {cls.name} is nested too deeply to be one of its "
                              f"values ({', '.join(sorted(given))})") from None
        for key, f in known.items():
            value = getattr(opts, key)
            default = f.default
            if default is not dataclasses.MISSING and default is not None:
                ok = isinstance(value, type(default)) and not (
                    isinstance(value, bool) and not isinstance(default, bool))
                if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
                    ok = True
                if not ok:
                    kind = _KINDS.get(type(default), type(default).__name__)
                    raise ConfigError(f"option {key} must be {kind}, not {reprlib.repr(value)}")
        cls._check_options(opts, players)
        return opts

    @classmethod
    def _check_options(cls, options, players: int) -> None:
        """Raise ConfigError for an option value the rules do not allow."""

    @classmethod
    def full_deck(cls, players: int, options) -> list[str]:
        """Every card of the game, in a fixed order (before shuffling)."""
        raise NotImplementedError

    @classmethod
    def all_codes(cls) -> set[str]:
        """Every card code the game knows, whatever the player count or options."""
        return set(cls.full_deck(cls.player_counts[-1], cls.Options()))

    @classmethod
    def _check_deck(cls, deck, full: list[str], players: int, options) -> list[str]:
        if isinstance(deck, str) or not isinstance(deck, (list, tuple)):
            raise ConfigError(f"deck must be a list of card codes, not {reprlib.repr(deck)}")
        known = cls.all_codes()
        for code in deck:
            if not isinstance(code, str) or code not in known:
                raise ConfigError(f"unknown card code {reprlib.repr(code)} in deck; {cls.name} "
                                  f"cards look like {', '.join(sorted(known)[:6])}, …")
        have = Counter(full)
        for code, n in Counter(deck).items():
            if n > have[code]:
                raise ConfigError(f"deck holds {n} × {code}, but {cls.name} with {players} players "
                                  f"has only {have[code]}")
        return list(deck)

    @classmethod
    def _check_rolls(cls, rolls) -> list[str]:
        if isinstance(rolls, str) or not isinstance(rolls, (list, tuple)):
            raise ConfigError(f"rolls must be a list, not {reprlib.repr(rolls)}")
        if rolls and not cls.chance_outcomes:
            raise ConfigError(f"{cls.name} has no die, so rolls= must be empty, not "
                              f"{reprlib.repr(rolls)}")
        for r in rolls:
            if r not in cls.chance_outcomes:
                raise ConfigError(f"unknown roll {reprlib.repr(r)}; {cls.name} rolls are "
                                  f"{', '.join(cls.chance_outcomes)}")
        return list(rolls)

    # ----- chance ---------------------------------------------------------------
    def _roll(self) -> str:
        """The next chance result: a forced one from ``rolls=`` first, then the seeded die."""
        self._rolls_used += 1
        if self._forced_rolls:
            return self._forced_rolls.pop(0)
        return self._rng.choice(self.chance_outcomes)

    # ----- the rules, written by each game ----------------------------------------
    def _setup(self, cards: list[str]) -> None:
        raise NotImplementedError

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _parse(self, tokens: list[str]) -> Action:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def _why_illegal(self, action: Action) -> str:
        legal = ", ".join(map(str, self.legal_actions()))
        return _("'{action}' is not possible now; you may: {legal}").format(action=action,
                                                                             legal=legal)

    def _state(self) -> dict[str, Any]:
        raise NotImplementedError

    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> dict[int, int]:
        raise NotImplementedError

    def score_text(self, value: float) -> str:
        """A score as people write it in this game (``"12"``; Cover Your Assets: ``"$12,000"``)."""
        return f"{value:,}" if isinstance(value, int) else str(value)

    def winners(self) -> list[int]:
        """Highest score wins; equal scores share the win."""
        if not self.is_over:
            return []
        s = self.scores()
        best = max(s.values())
        return [p for p, v in s.items() if v == best]

    def _end_event(self, lead: str, **fields: Any) -> Event:
        """The "end" event of a game the highest score wins (``winners()``), once it is over:
        ``lead`` (a message marked with ``N_``, its ``{fields}`` filled), then who won with
        how many points, written in the language of whoever reads it."""
        scores, win = self.scores(), self.winners()
        return Event.later("end", None, {"scores": scores, "winners": win}, _end_text,
                           lead, tuple(fields.items()), tuple(win), scores[win[0]])

    def unseen(self, player: int) -> Counter:
        """The card codes ``player`` cannot see, counted (see the API contract)."""
        return self._unseen(self.seat(player))

    def _unseen(self, player: int) -> Counter:
        raise NotImplementedError

    def zones(self) -> dict[str, list[str]]:
        """Every place a card can be, by name, with the codes it holds.

        Together they hold exactly the game's deck: tests check that after every action.
        """
        raise NotImplementedError

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may see, JSON-ready: no hidden hand, no deck order."""
        return self._observation(self.seat(player))

    def _observation(self, player: int) -> dict[str, Any]:
        raise NotImplementedError

    def seat(self, player: Any) -> int:
        """``player`` as a player index of this game (0 to players - 1); anything else
        (``-1``, ``99``, ``"1"``, ``True``) raises ConfigError naming it."""
        if type(player) is int and 0 <= player < self.players:  # the usual case, at once
            return player
        index = None
        if not isinstance(player, bool):
            try:
                index = operator.index(player)  # numpy's whole numbers too
            except TypeError:
                pass
        if index is None or not 0 <= index < self.players:
            raise ConfigError(ngettext(
                "there is no player {player} in this game: {game} with {n} player has players "
                "0–{last}", "there is no player {player} in this game: {game} with {n} players "
                "has players 0–{last}", self.players).format(
                    player=repr(player), game=self.called(), n=self.players, last=self.players - 1))
        return index

    def called(self) -> str:
        """The game's title in the language in use (its name if it has no title): what a
        sentence or a page calls the game."""
        return _(self.title) if self.title else self.name

    def render_text(self) -> str:
        raise NotImplementedError

    # ----- the public surface -------------------------------------------------------
    @classmethod
    def _ready_made(cls, *tables) -> None:
        """Claim a game module's tables of ready-made actions (mappings or sequences of them)
        for this game class, and say that its legal lists hold only those (``ready_made``)."""
        for table in tables:
            for a in table.values() if isinstance(table, Mapping) else table:
                str(a)
                object.__setattr__(a, "_game", cls)
        cls.ready_made = True

    def legal_actions(self) -> list[Action]:
        legal = self._legal_cache  # legal_list(), its common case written out
        if legal is None:
            legal = self.legal_list()
        if not self.ready_made and self._claimed is not legal:  # each list claimed once
            if None in map(_game_of, legal):
                self._claim(legal)
            self._claimed = legal
        return list(legal)

    def _claim(self, actions: list[Action]) -> None:
        """Mark the game's own actions as this game's: another game then refuses them."""
        cls = self.__class__
        for a in actions:
            if a._game is None:
                object.__setattr__(a, "_game", cls)

    def legal_list(self) -> list[Action]:
        """``legal_actions()`` without the copy, for strategies and tools that only read it:
        the list the game keeps until its next action. Never change it (copy it first)."""
        legal = self._legal_cache
        if legal is None:
            if self.is_over:
                return []
            legal = self._legal_cache = self._legal()
        return legal

    def parse(self, text: str | Action) -> Action:
        """The action a text names; unknown text raises IllegalMove."""
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            legal = self.legal_list()  # the example is this game's own ('draw' is no Pegs action)
            if legal:
                raise IllegalMove(_("an action is a text such as {example}, not {value}").format(
                    example=repr(str(legal[0])), value=reprlib.repr(text)))
            raise IllegalMove(_("an action is a text, not {value}").format(
                value=reprlib.repr(text)))
        if len(text) > MAX_TEXT:
            check_text(text)
        tokens = text.split()
        if not tokens:
            raise IllegalMove(_("an empty text is no action"))
        found = self._legal_by_text().get(" ".join(tokens).lower())
        if found is None:
            found = self._parse(tokens)
        if found._game is None:
            self._claim([found])
        return found

    def _legal_by_text(self) -> dict[str, Action]:
        """The legal actions by their lower-case text, kept as long as the legal list is."""
        legal = self.legal_list()
        index = self.__dict__.get("_text_index")
        if index is None or index[0] is not legal:
            index = self._text_index = (legal, {str(a).lower(): a for a in legal})
        return index[1]

    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Perform an action of the current player and return the events it caused."""
        # The checks below are the public contract; the order keeps the clearest reason first.
        # A legal list kept since the last action means the game is not over.
        legal = self._legal_cache
        if legal is None:
            if self.is_over:
                raise IllegalMove(_("the game is over: no more actions"))
            legal = self._legal_cache = self._legal()
        who = self.current_player
        if player is not None and (type(player) is not int or player != who):
            self._check_turn(player, who)
        if not isinstance(action, Action):
            action = self.parse(action)
        # Usually the action is one of the legal list's own objects (from legal_actions() or
        # parse), found by identity. Any other is compared by value, and if legal is replaced
        # by the game's own object, whose text the history records.
        if not any(map(is_, legal, repeat(action))):
            if action not in legal:
                raise IllegalMove(self._refusal(action))
            action = self._own(action, legal)  # made by hand, copied, or by another game
        self._legal_cache = None
        events = self._apply(action)
        text = action._text  # str(action), already worked out for a game's ready-made actions
        self.history.append((who, text if text is not None else str(action), events))
        return events

    def _check_turn(self, player: Any, who: int) -> None:
        """Refuse ``apply(..., player=player)`` unless ``player`` is the current player."""
        try:
            player = self.seat(player)
        except ConfigError as e:
            raise IllegalMove(str(e)) from None
        if player != who:
            raise IllegalMove(_("it is player {who}'s turn, not player {player}'s").format(
                who=who, player=player))

    def _own(self, action: Action, legal: list[Action]) -> Action:
        """The game's own legal action equal to ``action``, which was made by hand (or was
        copied): it is played, and its text recorded, as if the game had given it."""
        game = action._game
        if game is not None and game.name != self.name:
            raise IllegalMove(self._refusal(action))
        return legal[legal.index(action)]

    def _refusal(self, action: Action) -> str:
        """Why ``action``, not a legal one, is refused. An action of another game, or one
        the game's own ``parse`` would not make (``Action("place", ("1",))``,
        ``Action("bank")``), is refused here, before the game's ``_why_illegal`` reads
        its args; the game explains its own actions."""
        game, kind, args = action._game, action.kind, action.args
        if game is not None and game.name != self.name:
            return _("'{action}' is an action of a {other} game, not of this {game} game: use "
                     "this game's legal_actions() or an action text").format(
                         action=action, other=game.name, game=self.name)
        if not isinstance(kind, str) or not isinstance(args, tuple):
            return _("{action} is not an action: its kind is a text and its args a tuple, as in "
                     "the game's legal_actions()").format(action=_made(action))
        try:
            text = str(action)
            own = self.parse(text)
        except IllegalMove as e:
            return e.reason
        except ValueError:  # str() of a whole number of more than 4,300 digits
            return _("{action} is not an action: no action holds so long a number").format(
                action=_made(action))
        if own != action:
            return _("{action} is not an action of {game}: its text '{text}' is {own}; use "
                     "legal_actions() or parse('{text}')").format(
                         action=_made(action), game=self.called(), text=text, own=_made(own))
        return self._why_illegal(own)

    def play_choice(self, action: Any, who: int) -> list[Event]:
        """The simulator's step: ``action`` chosen by player ``who``, the current player.

        An action that is one of the legal actions the game has ready now (the very object
        ``legal_actions()`` or ``parse`` gave) is legal for ``who``, which is all ``apply``
        would check: it is played unchecked. Anything else goes through ``apply``. History,
        events, undo and JSON are exactly as with ``apply``.
        """
        legal = self._legal_cache
        if legal is None or not any(map(is_, legal, repeat(action))):  # as in apply
            return self.apply(action)
        self._legal_cache = None
        events = self._apply(action)
        text = action._text
        self.history.append((who, text if text is not None else str(action), events))
        return events

    def undo(self) -> None:
        """Step back one applied action, restoring the exact prior state."""
        if not self.history:
            raise IllegalMove(_("there is nothing to undo: no action has been played yet"))
        before = self.at(len(self.history) - 1)
        self.__dict__.update(before.__dict__)

    def at(self, step: int) -> Game:
        """An independent copy of this game as it stood after its first ``step`` actions
        (``0``: as dealt; ``len(history)``: now), its history cut there: the game of a
        timeline's moment, and a branch to play on from it ("what if?"). The game itself
        does not change; undo, the seed and ``to_json`` of the copy are exact."""
        n = len(self.history)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= n:
            raise ConfigError(f"a step of this game is a whole number from 0 to {n} (the actions "
                              f"played so far), not {reprlib.repr(step)}")
        if step == n:
            return self.clone()
        # Replay from the newest checkpoint at or before the step; checkpoints are made
        # here, during replays, so the playing path never pays for them.
        marks = self.__dict__.setdefault("_checkpoints", {})
        start = max((k for k in marks if k <= step), default=0)
        copied = self._copy_state(marks[start]) if start else self._fresh()
        copied.history = list(self.history[:start])
        texts = [h[1] for h in self.history[start:step]]
        for i, text in enumerate(texts, start + 1):
            copied.apply(text)
            if i % _CHECKPOINT_EVERY == 0 and i not in marks:
                marks[i] = self._copy_state(copied)
        copied._checkpoints = {k: v for k, v in marks.items() if k <= step}
        return copied

    def _fresh(self) -> Game:
        a = self._args
        return type(self)(players=a["players"], seed=a["seed"], deck=a["deck"],
                          rolls=a["rolls"], **a["options"])

    def _copy_state(self, other: Game) -> Game:
        """A deep copy of ``other`` without its history and checkpoints (history entries never change)."""
        skip = {"history": [], "_checkpoints": {}, "_text_index": None, "_claimed": None}
        saved = {k: other.__dict__[k] for k in skip if k in other.__dict__}
        other.__dict__.update(skip)
        try:
            copied = copy.deepcopy(other)
        finally:
            other.__dict__.update(saved)
        return copied

    def clone(self) -> Game:
        """An independent copy (for look-ahead and Monte Carlo)."""
        copied = self._copy_state(self)
        copied.history = list(self.history)
        return copied

    def to_json(self) -> str:
        """The full state as JSON text, versioned, with the actions that led to it."""
        doc = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.name,
            **self._args,
            "actions": [h[1] for h in self.history],
            "state": self._state_doc(),
        }
        return json.dumps(doc, sort_keys=True, separators=(",", ":"))

    def _state_doc(self) -> dict[str, Any]:
        return {"current_player": self.current_player, "phase": self.phase,
                "rolls_used": self._rolls_used, "game": self._state()}

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<{self.title or self.name}: {self.players} players, seed {self.seed}, "
                f"{counted(len(self.history), 'action')}, phase {self.phase!r}>")

    def _repr_pretty_(self, p, cycle) -> None:  # IPython shows the table
        p.text(self.render_text())


_KINDS = MappingProxyType({bool: "True or False", int: "a whole number", float: "a number",
                           str: "a text"})
_PLAIN = (int, bool, float, str, type(None))


@functools.cache
def _fields(options_class: type) -> Mapping[str, dataclasses.Field]:
    """An Options dataclass's fields by name, read-only. A class's fields never change, so
    the table is built once per class (every game made reads it twice)."""
    return MappingProxyType({f.name: f for f in dataclasses.fields(options_class)})


def _options_dict(options) -> dict[str, Any]:
    """``dataclasses.asdict(options)``, without its deep copy when every value is plain."""
    values = {name: getattr(options, name) for name in _fields(type(options))}
    if all(v.__class__ in _PLAIN for v in values.values()):
        return values
    return dataclasses.asdict(options)


def _made(action: Action) -> str:
    """An action as it was made, kind and args shown (its repr is only its text), long
    values cut short."""
    try:
        return f"Action({reprlib.repr(action.kind)}, {reprlib.repr(action.args)})"
    except ValueError:  # a whole number of more than 4,300 digits has no repr
        return _("an Action holding a number too long to write")


def _end_text(lead: str, fields: tuple, winners: tuple, points: int) -> str:
    """The end event's sentence: "The draw pile is empty: the game is over. Player 1 wins
    with 115 points." """
    return _("{lead} {winners} with {points} points.").format(
        lead=_(lead).format(**dict(fields)), winners=winners_text(list(winners)), points=points)


def player_counts_text(counts: tuple[int, ...]) -> str:
    """How many may play, in words: "2–6", "4, 6 or 8", "2"."""
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}–{counts[-1]}"
    return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}" if len(counts) > 1 else str(counts[0])


MAX_SAVE = 10_000_000  # characters (or bytes) of a saved game; the longest games save ~50 KB
_FIELDS_SAVED = ("format", "version", "game", "players", "seed", "deck", "rolls", "options",
                 "actions", "state")


def load_doc(text: str | bytes | dict, games: dict[str, type[Game]]) -> Game:
    """Rebuild a game from ``to_json()`` text, checking every part of it.

    A text (or bytes) longer than ``MAX_SAVE`` (10,000,000) characters is refused
    before it is read: the longest games save about 50 KB. Anything wrong, JSON nested
    too deeply included, raises ConfigError naming what is wrong.
    """
    try:
        doc = _read_doc(text)
        cls = _check_doc(doc, games)
        return _rebuild(cls, doc)
    except RecursionError:
        raise ConfigError("a saved game is not nested that deeply: the file is corrupt "
                          "or not a cardkit save") from None


def _read_doc(text: str | bytes | dict) -> dict:
    if isinstance(text, dict):
        return text
    if isinstance(text, (str, bytes, bytearray)) and len(text) > MAX_SAVE:
        raise ConfigError(f"a saved game of {len(text):,} characters is too long to be one: "
                          f"cardkit reads saves of at most {MAX_SAVE:,}")
    try:
        doc = json.loads(text)
    except (TypeError, ValueError) as e:
        raise ConfigError(f"a saved game must be JSON text: {e}") from None
    if not isinstance(doc, dict):
        raise ConfigError("a saved game is a JSON object, not " + type(doc).__name__)
    return doc


def _check_doc(doc: dict, games: dict[str, type[Game]]) -> type[Game]:
    """The game class a saved document names, after checking its fields."""
    if doc.get("format") != FORMAT:
        raise ConfigError(f"not a cardkit saved game (format {reprlib.repr(doc.get('format'))})")
    if doc.get("version") != VERSION:
        raise ConfigError(f"saved game version {reprlib.repr(doc.get('version'))} is not "
                          f"supported (this cardkit reads version {VERSION})")
    name = doc.get("game")
    if not isinstance(name, str) or name not in games:
        raise ConfigError(f"unknown game {reprlib.repr(name)}; cardkit has {', '.join(games)}")
    extra = [k for k in doc if k not in _FIELDS_SAVED]
    missing = [k for k in _FIELDS_SAVED if k not in doc]
    if missing or extra:
        raise ConfigError(f"saved game has missing fields {sorted(missing)} "
                          f"or unknown fields {sorted(map(reprlib.repr, extra))}")
    cls = games[name]
    options = doc["options"]
    if not isinstance(options, dict):
        raise ConfigError(f"saved options must be an object, not {reprlib.repr(options)}")
    known = _fields(cls.Options)
    for key in options:
        if not isinstance(key, str) or key not in known:
            raise ConfigError(f"saved options hold {reprlib.repr(key)}, which is no option of "
                              f"{name}; its options are {', '.join(sorted(known)) or 'none'}")
    actions = doc["actions"]
    if not isinstance(actions, list) or not all(isinstance(t, str) for t in actions):
        raise ConfigError("saved actions must be a list of action texts")
    return cls


def _rebuild(cls: type[Game], doc: dict) -> Game:
    g = cls(players=doc["players"], seed=doc["seed"], deck=doc["deck"], rolls=doc["rolls"],
            **doc["options"])
    for i, t in enumerate(doc["actions"]):
        try:
            g.apply(t)
        except IllegalMove as e:
            raise ConfigError(f"saved action {i + 1} {reprlib.repr(t)} is not legal: "
                              f"{e.reason}") from None
    if json.loads(json.dumps(g._state_doc())) != doc["state"]:
        raise ConfigError("the saved state does not match the game its actions give "
                          "(the file was changed or is corrupt)")
    return g
