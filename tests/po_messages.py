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
