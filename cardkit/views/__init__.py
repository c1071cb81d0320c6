"""The ipywidgets views: ``play(game, bots=..., seat=...)`` and the ``Table`` widget.

One concept per file: ``table`` (the anywidget), ``assets`` (its front end from
``widgets/``), ``faces`` (how cards look), ``seats`` (bots, hot-seat), ``narration``
(the log), ``charts`` (live plotly charts per game), ``play`` (all of it together).
Views hold no rules: they call the game API only.
"""
from .play import PlayView, play
from .table import Table

__all__ = ["PlayView", "Table", "play"]
