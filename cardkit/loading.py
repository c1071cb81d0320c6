"""The lesson site's loading line, in the lesson's language.

``lite/build.py`` puts a first cell in each lesson of the JupyterLite site: its saved output
says what the page is waiting for while the browser's Python starts. The site runs that cell
once the kernel is ready (``lite/labextensions/cardkit-loading``), and it prints that cardkit
is ready. Both lines are here so that they are translated with everything else a student reads.
"""
from __future__ import annotations

from cardkit.i18n import N_, _, language

WAITING = N_("Loading Python and cardkit in your browser… The first start takes 15–40 s; "
             "this line changes by itself when they are ready.")
READY = N_("Python and cardkit {version} are ready.")


def waiting(lang: str = "en") -> str:
    """The line a lesson shows while its kernel starts (the loading cell's saved output)."""
    with language(lang):
        return _(WAITING)


def ready(lang: str = "en") -> str:
    """The line that replaces it once ``import cardkit`` has run in the browser."""
    from cardkit import __version__

    with language(lang):
        return _(READY).format(version=__version__)
