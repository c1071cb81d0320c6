"""The ipywidgets views: ``play(game, bots=..., seat=...)`` and the ``Table`` widget.

One concept per file: ``table`` (the anywidget), ``assets`` (its front end from
``widgets/``), ``faces`` (how cards look), ``seats`` (bots, hot-seat), ``narration``
(the log), ``charts`` (live plotly charts per game), ``timeline`` (the Move slider over
the game's actions), ``play`` (all of it together: look back, branch, save and open games).
Views hold no rules: they call the game API only.
"""
from .play import PlayView, play
from .table import Table

__all__ = ["PlayView", "Table", "play"]
