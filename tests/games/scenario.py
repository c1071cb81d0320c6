"""What every rules scenario does: play actions, list what happened, check a refusal."""
from __future__ import annotations

import pytest

from cardkit import IllegalMove


def play(g, *texts):
    """Apply the actions in turn; every event they caused, in order."""
    events = []
    for t in texts:
        events += g.apply(t)
    return events


def kinds(events):
    return [e.kind for e in events]


def refused(g, text, *words, ignore_case: bool = False):
    """``text`` raises IllegalMove whose reason holds every word, and changes nothing.

    Returns the reason (in lower case with ``ignore_case``)."""
    before = g.to_json()
    with pytest.raises(IllegalMove) as e:
        g.apply(text)
    reason = e.value.reason.lower() if ignore_case else e.value.reason
    for w in words:
        assert (w.lower() if ignore_case else w) in reason, f"{reason!r} lacks {w!r}"
    assert g.to_json() == before
    return reason
