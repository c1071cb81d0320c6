"""The table's front end: the repository's ``widgets/`` folder, shipped as ``cardkit/widgets``.

``table.js`` holds the shared drawing code; each game adds
``widgets/games/<module>.js`` (and optionally ``.css``). They are joined into
one ES module string, so anywidget loads them with no build step.
"""
from __future__ import annotations

from pathlib import Path

import cardkit


def _widgets() -> Path:
    """Where the front end is: inside the installed package (a wheel), or beside the package
    in a checkout (an editable install, or the tests run from the repository)."""
    here = Path(cardkit.__file__).resolve().parent
    installed = here / "widgets"
    return installed if (installed / "table.js").is_file() else here.parent / "widgets"


WIDGETS = _widgets()


def game_files(ext: str) -> list[Path]:
    """Every game's renderer file with this extension (``js`` or ``css``), by name."""
    return sorted((WIDGETS / "games").glob(f"*.{ext}"))


def esm() -> str:
    """The ES module: the shared table code followed by every game's renderer."""
    parts = [(WIDGETS / "table.js").read_text(encoding="utf-8")]
    for path in game_files("js"):
        parts.append(f"// ---- {path.relative_to(WIDGETS)} ----\n"
                     + path.read_text(encoding="utf-8"))
    return "\n".join(parts)


def css() -> str:
    """The style sheet: the shared table look followed by every game's own."""
    parts = [(WIDGETS / "table.css").read_text(encoding="utf-8")]
    parts += [p.read_text(encoding="utf-8") for p in game_files("css")]
    return "\n".join(parts)


def renderers() -> list[str]:
    """Names of the game modules that have a renderer file."""
    return [p.stem for p in game_files("js")]
