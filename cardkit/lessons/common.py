"""What every lesson uses: the rules' Decisions, a game told in text, the five games."""
from __future__ import annotations

import re
from fractions import Fraction
from importlib import resources

import pandas as pd

import cardkit
from cardkit.games import TEACHING_ORDER


def say(ok: bool, right: str, hint: str) -> bool:
    """An exercise check's verdict, printed for the student; returns ``ok``."""
    print(("✔ Right. " + right) if ok else ("✘ Not yet. " + hint))
    return ok


def as_number(answer) -> float | None:
    """An answer as a number: 0.25, '1/4' or a Fraction; None if it is none."""
    if isinstance(answer, bool):
        return None
    try:
        return float(Fraction(answer)) if isinstance(answer, str) else float(answer)
    except (TypeError, ValueError, ZeroDivisionError):
        return None


def rules_text(game: str) -> str:
    """The rules file of a game (``cardkit rules <game>`` prints the same)."""
    return resources.files("cardkit").joinpath("rules", f"{game}.md").read_text(encoding="utf-8")


def docstring_bullets(doc: str, start: str, end: str | None = None) -> list[str]:
    """The "- " bullets of a docstring between the line holding ``start`` and ``end``,
    each joined into one line (e.g. an engine's "What this module chooses")."""
    part = doc[doc.index(start):doc.index(end) if end else None]
    bullets, current = [], []
    for line in part.splitlines()[1:]:
        line = line.strip()
        if line.startswith("- "):
            if current:
                bullets.append(" ".join(current))
            current = [line[2:]]
        elif line and current:
            current.append(line)
    if current:
        bullets.append(" ".join(current))
    return bullets


def numbered_markdown(items: list[str]) -> str:
    """Items as a numbered Markdown list."""
    return "\n".join(f"{i}. {text}" for i, text in enumerate(items, 1))


def decisions(game: str) -> list[tuple[str, str]]:
    """Every rule of a game's rules file that holds a **Decision**, with its section heading."""
    found, heading, block = [], "", []

    def close() -> None:
        text = " ".join(line.strip() for line in block)
        if "**Decision:**" in text:
            found.append((heading, re.sub(r"^-\s*", "", text)))
        block.clear()

    for line in rules_text(game).splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            close()
            heading = stripped.lstrip("#").strip()
        elif not stripped or stripped.startswith("- ") and line.startswith(stripped[0]):
            close()
            if stripped:
                block.append(stripped)
        elif stripped.startswith("- "):
            close()
            block.append(stripped)
        else:
            block.append(stripped)
    close()
    return found


def decisions_markdown(game: str) -> str:
    """The Decisions as a Markdown list, to show with ``IPython.display.Markdown``."""
    return "\n".join(f"{i}. *{heading}* — {text}"
                     for i, (heading, text) in enumerate(decisions(game), 1))


def games_table() -> pd.DataFrame:
    """The five games in teaching order: name, title, players, and whether they are playable yet."""
    rows = []
    for module in TEACHING_ORDER:
        name = module.replace("_", "-")
        text = rules_text(name)
        title = re.match(r"#\s*(.*?)\s*\(", text).group(1)
        cls = cardkit.GAMES.get(name)
        players = cls.player_counts if cls else ()
        rows.append({"game": name, "title": title,
                     "players": f"{min(players)}–{max(players)}" if players else "",
                     "playable": cls is not None})
    return pd.DataFrame(rows)


def tell(game, strategies, actions: int = 20) -> None:
    """Let strategies play ``actions`` actions, printing each with the events it caused."""
    for _ in range(actions):
        if game.is_over:
            break
        p = game.current_player
        action = strategies[p].choose(game, p)
        events = game.apply(action)
        print(f"player {p}: {action}")
        for event in events:
            print(f"    {event}")
