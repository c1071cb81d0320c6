"""``cardkit classroom GAME``: start one game for a class, each student on their own device."""
from __future__ import annotations

import argparse
import importlib.util
import sys
from typing import TYPE_CHECKING

from ..core import ConfigError
from ..i18n import _, get_language, ngettext, write_digits
from ..registry import GAMES, make

if TYPE_CHECKING:
    from .room import Room

EXTRA = ("solara", "solara_assets")


def add_parser(subparsers, parents: list[argparse.ArgumentParser] | tuple = ()
               ) -> argparse.ArgumentParser:
    """The ``classroom`` subcommand, added to ``cardkit``'s subcommands (``parents``: the
    options every subcommand takes, ``--lang``). Its help is in the language in use."""
    p = subparsers.add_parser("classroom", help=_("one game for a whole class, each student on "
                                                  "their own device (needs cardkit[classroom])"),
                              parents=list(parents))
    p.add_argument("game", help=", ".join(GAMES))
    p.add_argument("--players", type=int, default=None,
                   help=_("how many seats (default: the game's smallest number of players)"))
    p.add_argument("--bots", default="",
                   help=_("seats played by bots from the start, e.g. 2,3 (default: none; when the "
                          "teacher starts, bots take the seats no student took)"))
    p.add_argument("--seed", type=int, default=None, help=_("which deal (default: a new one)"))
    p.add_argument("--host", default="0.0.0.0",
                   help=_("the address to serve on (default 0.0.0.0: every device on this "
                          "network; 127.0.0.1: this computer only)"))
    p.add_argument("--port", type=int, default=8765, help=_("the port (default 8765)"))
    p.add_argument("--resume", default=None, metavar="FILE",
                   help=_("go on with the game saved in FILE, at its last action"))
    p.add_argument("--save", default=None, metavar="FILE",
                   help=_("where the game is saved after every action "
                          "(default: classroom-GAME-CODE.json here)"))
    p.add_argument("--pace", type=float, default=1.5,
                   help=_("seconds between two bot moves (default 1.5)"))
    p.set_defaults(run=run)
    return p


def seats_of(text: str) -> list[int]:
    """``"1,2"`` as seats; anything else raises ConfigError naming it."""
    seats = []
    for part in filter(None, (s.strip() for s in text.split(","))):
        if not part.isdigit():
            raise ConfigError(_("--bots lists seats such as 1,2, not {text!r}").format(text=text))
        seats.append(int(part))
    return seats


def room_of(args: argparse.Namespace) -> Room:
    """The room the arguments ask for: a new game, or the one saved in ``--resume``."""
    from .room import Room  # the widgets' modules: only for a classroom that starts

    if args.pace < 0:
        raise ConfigError(_("--pace is a number of seconds, 0 or more, not {pace}")
                          .format(pace=args.pace))
    if args.resume:
        room = Room.resume(args.resume, pace=args.pace)
        if room.game.name != args.game:
            raise ConfigError(_("{path!r} holds a game of {saved}, not {game}").format(
                path=args.resume, saved=room.game.name, game=args.game))
        return room
    if args.game not in GAMES:
        raise ConfigError(_("unknown game {name!r}; choose from {games}").format(
            name=args.game, games=", ".join(GAMES)))
    game = make(args.game, players=args.players, seed=args.seed)
    return Room(game, bots=seats_of(args.bots), save=args.save, pace=args.pace)


def banner(room: Room, address: str) -> str:
    """What the teacher reads when the classroom starts, in the language in use (the
    address, the code, the key, the file and the command to type stay as they are)."""
    g = room.game
    bots = [s.player for s in room.seats if s.bot]
    seats = write_digits(", ".join(map(str, bots)))
    head = _("cardkit classroom: {title}, {seats}").format(
        title=g.called(),
        seats=ngettext("{n} seat", "{n} seats", g.players).format(n=g.players))
    if bots:
        head += " " + ngettext("(a bot plays seat {seats})", "(bots play seats {seats})",
                               len(bots)).format(seats=seats)
    again = f"cardkit classroom {g.name} --resume {room.save_path}"
    if get_language() != "en":  # the class goes on in the language it started in
        again += f" --lang {get_language()}"
    return "\n".join([
        head,
        "  " + _("Students open:  {address}   room code: {code}").format(address=address,
                                                                         code=room.code),
        "  " + _("Projector:      {address}   teacher key: {key}").format(
            address=f"{address}projector", key=room.teacher_key),
        "  " + _("Saved after every action to: {path}").format(path=room.save_path),
        "  " + _("Go on after a stop with: {command}").format(command=again),
        _("Stop with Ctrl-C."),
    ])


def main(argv: list[str] | None = None) -> int:
    """``python -m cardkit.classroom GAME ...``: the same as ``cardkit classroom GAME ...``."""
    from ..cli import main as cardkit_main  # here: cardkit.cli imports this module

    return cardkit_main(["classroom", *(sys.argv[1:] if argv is None else argv)])


def run(args: argparse.Namespace) -> int:
    missing = [m for m in EXTRA if importlib.util.find_spec(m) is None]
    if missing:
        raise ConfigError(_("the classroom needs Solara: pip install 'cardkit[classroom]' "
                            "({missing} not installed)").format(missing=", ".join(missing)))
    room = room_of(args)
    from . import server
    from .qr import lan_host

    address = f"http://{lan_host(args.host)}:{args.port}/"
    print(banner(room, address), flush=True)
    server.serve(room, args.host, args.port)
    return 0


__all__ = ["add_parser", "banner", "main", "room_of", "run", "seats_of"]
