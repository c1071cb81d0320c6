"""What the catalog tests compare of a gettext message (tests/i18n and tests/lessons: this
folder is on the path of both)."""
from __future__ import annotations

import string


def message_key(message) -> str | tuple:
    """A message's id: its text, or (singular, plural) for a counted one."""
    return message.id if isinstance(message.id, str) else tuple(message.id)


def format_fields(text: str) -> set[tuple]:
    """The ``{name!r:.1%}`` fields a message's ``.format`` fills (``{{`` is no field)."""
    return {(name, conv, spec) for _, name, spec, conv in string.Formatter().parse(text)
            if name is not None}


def assert_same_fields(messages) -> None:
    """Each translation fills the fields its English fills; both forms of a counted message
    fill the English plural's (whose fields hold the singular's and the count)."""
    for m in messages:
        if isinstance(m.id, str):
            assert format_fields(m.string) == format_fields(m.id), m.id
        else:
            assert len(m.string) == 2, m.id
            for form in m.string:
                assert format_fields(form) == format_fields(m.id[1]), m.id
