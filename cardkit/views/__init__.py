"""The ipywidgets views: ``play(game, bots=..., seat=...)`` and the ``Table`` widget.

One concept per file: ``table`` (the anywidget), ``assets`` (its front end from
``widgets/``), ``faces`` (how cards look), ``seats`` (bots, hot-seat), ``narration``
(the log and the bots' reasons), ``charts`` (live plotly charts per game), ``timeline`` (the
Move slider over the game's actions), ``seat_view`` (what one seat, or an onlooker, is sent:
the table's view, its status line, the recent events), ``panel`` (the charts beside the
table, with their summary), ``words`` (the table's words, in the language spoken), ``play``
(all of it together for a lesson: look back, branch, save and open games; the classroom's
pages put the same parts together).
Views hold no rules: they call the game API only.
"""
from .play import PlayView, play
from .table import Table

__all__ = ["PlayView", "Table", "play"]
