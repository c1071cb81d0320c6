"""Actions and events: the small values that pass between a game and its users."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Action:
    """One decision, e.g. ``Action("place", (2,))``; ``str()`` and ``repr()`` give its
    canonical text, ``place 2``."""

    kind: str
    args: tuple = ()
    # the text, worked out on first use: playouts write it into the history at every step
    _text: str | None = field(default=None, init=False, repr=False, compare=False)
    # the class of the game whose legal_actions() or parse() gave it (None: made by hand);
    # set once, on the way out, so that another game refuses it
    _game: type | None = field(default=None, init=False, repr=False, compare=False)

    # equality and hash by kind and args, as the dataclass would make them, written out:
    # ``action in legal`` compares an action with every legal one before it
    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = " ".join((self.kind, *map(str, self.args))) if self.args else self.kind
            object.__setattr__(self, "_text", text)
        return text

    def __repr__(self) -> str:  # a list of legal actions reads [place 1, place 2] in a notebook
        return self.__str__()


_new_tuple = tuple.__new__


class Event(tuple):
    """Something that happened: a draw, a roll, a bust. ``str()`` is one plain sentence.

    ``Event(kind, player, data, text)``. The text may also be written only when
    it is read, so that fast playouts do not pay for narration nobody reads:

    - ``(fn, args)``: the sentence is ``fn(*args)`` (``Event.later``); the arguments
      must not change afterwards (pass values, not the game's own lists);
    - a function of the event: the sentence is ``fn(event)``, for a sentence made
      from the event's own ``player`` and ``data`` alone (cheapest: nothing else to keep).

    Functions should be module-level (events then pickle). An event is immutable
    (a tuple underneath, which keeps making one cheap).
    """

    __slots__ = ()

    def __new__(cls, kind: str, player: int | None, data: dict[str, Any] | None = None,
                text: str | tuple | Callable[[Event], str] = ""):
        return _new_tuple(cls, (kind, player, {} if data is None else data, text))

    @classmethod
    def later(cls, kind: str, player: int | None, data: dict[str, Any], fn, *args) -> Event:
        """An event whose sentence ``fn(*args)`` is written when first read."""
        return _new_tuple(cls, (kind, player, data, (fn, args)))

    @property
    def kind(self) -> str:
        return self[0]

    @property
    def player(self) -> int | None:
        return self[1]

    @property
    def data(self) -> dict[str, Any]:
        return self[2]

    @property
    def text(self) -> str:
        text = self[3]
        if isinstance(text, str):
            return text
        if isinstance(text, tuple):
            fn, args = text
            return fn(*args)
        return text(self)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return (f"Event(kind={self[0]!r}, player={self[1]!r}, data={self[2]!r}, "
                f"text={self.text!r})")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return (self[0] == other[0] and self[1] == other[1] and self[2] == other[2]
                and self.text == other.text)

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    __hash__ = None  # type: ignore[assignment]  # data is a dict, as before

    def __getnewargs__(self):
        return tuple(self)

    def __copy__(self) -> Event:
        return self

    def __deepcopy__(self, memo) -> Event:
        return _new_tuple(type(self), (self[0], self[1], _deepcopy(self[2], memo), self[3]))

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self[0], "player": self[1], "data": self[2], "text": self.text}


# ``make_event((kind, player, data, text))``: ``Event(kind, player, data, text)`` from one
# tuple, ``text`` being a sentence or ``(fn, args)`` as for ``Event.later``, for the events
# the games make at every action (their tables of ready events are written as such tuples).
make_event = partial(_new_tuple, Event)


def _deepcopy(value, memo):
    import copy

    return copy.deepcopy(value, memo)


@dataclass(frozen=True, slots=True)
class Card:
    """A card: its code plus what the game reads from it."""

    code: str
    name: str = ""
    colour: str | None = None
    rank: int | str | None = None
    points: int = 0
    wild: bool = False  # it stands in for other cards (Cover Your Assets' Gold and Silver)

    def __str__(self) -> str:
        return self.code
