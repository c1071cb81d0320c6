"""Sentence pieces the games' events share."""
from __future__ import annotations


def counted(n: int, word: str, plural: str | None = None) -> str:
    """``"1 card"``, ``"3 cards"``, ``"0 sets"``: a count with its word as a class reads it
    (``plural``: when the word takes more than an "s")."""
    return f"{n} {word if n == 1 else plural or word + 's'}"


def players_text(players: list[int]) -> str:
    """``"player 1"``, ``"player 0 and player 2"``."""
    return " and ".join(f"player {q}" for q in players)


def winners_text(winners: list[int], capital: bool = True, names: list[str] | None = None) -> str:
    """``"Player 1 wins"``, ``"Player 0 and player 2 share the win"`` (``capital=False``:
    ``"player 1 wins"``; ``names``: the players called by these names, e.g. the table's)."""
    who = players_text(winners) if names is None else " and ".join(names[p] for p in winners)
    if capital:
        who = who[0].upper() + who[1:]
    return f"{who} {'wins' if len(winners) == 1 else 'share the win'}"


def told_apart(value: float, limit: float | None, write, digits: range) -> str:
    """``write(value)``; beside a ``limit`` that ``write`` prints the same, ``value`` written
    with the first of ``digits`` that tells the two apart (``write(value, d)``): "9.996%"
    under a "10%" limit, not "10%" under "10%"."""
    text = write(value)
    if limit is not None and value != limit and text == write(limit):
        for d in digits:
            if write(value, d) != write(limit, d):
                return write(value, d)
    return text
