"""The data of events made once and shared by every game (the cache policy,
``docs/adding-a-game.md``): read as a dict and a list, never changed."""
from __future__ import annotations


class Record(dict):
    """The data of an event that every game shares (the events made once): read as a
    dict, never changed (changing it raises, so that no game can change another's events)."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("this event's data is shared by every game and cannot change: "
                        "copy it first, dict(event.data)")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self):
        return Record, (dict(self),)

    def __copy__(self) -> Record:
        return self

    def __deepcopy__(self, memo) -> Record:
        return self  # its values are numbers, texts, None and Cards: nothing to copy


class Cards(list):
    """The cards of an event that every game shares: a list that never changes (changing it
    raises)."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("this event's cards are shared by every game and cannot change: "
                        "copy them first, list(event.data['cards'])")

    __setitem__ = __delitem__ = __iadd__ = __imul__ = append = clear = extend = insert = pop = \
        remove = reverse = sort = _refuse

    def __reduce__(self):
        return Cards, (list(self),)

    def __copy__(self) -> Cards:
        return self

    def __deepcopy__(self, memo) -> Cards:
        return self
