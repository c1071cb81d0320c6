"""What a card looks like, read from its game's module: rank, colour name, symbol.

The front end draws cards from these faces only, so a card reads in black and
white: the colour is written out and each colour has its own symbol.
"""
from __future__ import annotations

import sys
from types import MappingProxyType

from ..core import Game
from ..i18n import _

# Used when a game module does not name a symbol for a colour.
DEFAULT_SYMBOLS = MappingProxyType({"red": "♥", "blue": "♠", "green": "♣", "yellow": "★",
                                    "purple": "♦", "black": "■", "orange": "▲", "white": "○"})


def rules_module(game: type[Game]):
    """Where ``game``'s public names (its cards, its die, its suit symbols) are read from: the
    package its class is part of when that package names the class (a game package's
    ``__init__`` holds its public surface), else the class's own module."""
    name = game.__module__
    package = sys.modules.get(name.rpartition(".")[0])
    if getattr(package, game.__name__, None) is game:
        return package
    return sys.modules[name]


def face_name(name: str, colour: str | None) -> str:
    """A card's name in the language in use: "blue 5" and "red Draw Two" are a colour and a
    rank or action, each translated ("{colour} {card}"); any other name is one message."""
    rest = name[len(colour) + 1:] if colour and name.startswith(colour + " ") else ""
    if rest:
        return _("{colour} {card}").format(colour=_(colour), card=_(rest))
    return _(name)


def die_faces(game: type[Game]) -> dict[str, str]:
    """Each face of the game's die (its ``DIE``) in the words the game names it with
    (``face_name``); none for a game without a die."""
    rules = rules_module(game)
    return {face: rules.face_name(face) for face in getattr(rules, "DIE", ())}


def card_faces(game: Game) -> dict[str, dict]:
    """``{code: {code, name, colour, rank, symbol, points}}`` for every card the game knows."""
    module = rules_module(type(game))
    cards = getattr(module, "CARDS", {})
    symbols = {**DEFAULT_SYMBOLS, **getattr(module, "SYMBOL", {})}
    faces = {}
    for code in sorted(type(game).all_codes()):
        card = cards.get(code)
        colour = getattr(card, "colour", None)
        rank = getattr(card, "rank", None)
        name = getattr(card, "name", "")
        faces[code] = {"code": code, "name": face_name(name, colour) if name else code,
                       "wild": getattr(card, "wild", False),
                       "colour": colour, "rank": rank,
                       "symbol": symbols.get(colour, "") if colour else "",
                       "points": getattr(card, "points", None)}
    return faces
