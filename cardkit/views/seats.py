"""Who sits where: bots, humans, whose view the screen shows, and the hot-seat hand-over."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..agents import strategy
from ..core import ConfigError, Game
from ..core.sentences import players_text
from ..i18n import _


def make_bots(game: Game, bots: Mapping[int, Any] | None, seat: int | None) -> dict[int, Any]:
    """Strategy objects by player; names such as ``"sensible"`` are made for the game.

    With a ``seat`` and no ``bots``, every other player gets the game's sensible
    strategy (or the random one), so that one person can play at once.
    """
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < game.players):
        raise ConfigError(f"seat must be a player from 0 to {game.players - 1}, not {seat!r}")
    if bots is None:
        if seat is None:
            return {}
        bots = {p: "sensible" for p in range(game.players) if p != seat}
    if not isinstance(bots, Mapping):
        raise ConfigError("bots must be a dict such as {1: 'sensible'} (player: strategy)")
    made: dict[int, Any] = {}
    for p, bot in bots.items():
        if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < game.players:
            raise ConfigError(f"bots names player {p!r}, but players are 0 to {game.players - 1}")
        if isinstance(bot, str):  # an unknown name is refused with the names allowed
            bot = strategy(game.name, bot, seed=game.seed * 10 + p)
        if not hasattr(bot, "choose"):
            raise ConfigError(f"the bot of player {p} needs a choose(game, player) method")
        made[p] = bot
    if seat is not None:
        if seat in made:
            raise ConfigError(f"seat {seat} is played by a bot; pick a seat without one")
        missing = [p for p in range(game.players) if p != seat and p not in made]
        if missing:
            raise ConfigError(f"with seat={seat} every other player needs a bot; "
                              f"{players_text(missing)} {'has' if len(missing) == 1 else 'have'} none")
    return made


def has_private_information(game: Game) -> bool:
    """Whether players see different things (a hand): then hot-seat play hides the table
    between people. Read from the observations, so no game needs to say it."""
    seen = [{k: v for k, v in game.observation(p).items() if k not in ("player", "legal")}
            for p in range(game.players)]
    return any(s != seen[0] for s in seen[1:])


class Seating:
    """Whose table the screen shows, and when the device must be passed.

    With a ``seat`` the screen always shows that player's view. Without one
    (hot-seat) it shows the human to act; when the turn moves to another human,
    a "pass the device" screen hides the table until they say they are ready, unless
    the game has no ``private`` information (everyone sees the same table).
    """

    def __init__(self, players: int, bots: dict[int, Any], seat: int | None,
                 private: bool = True):
        self.players, self.bots, self.seat, self.private = players, bots, seat, private
        self.humans = [p for p in range(players) if p not in bots]
        self.shown: int | None = None

    def reset(self, current: int | None) -> None:
        """A new game: the first human to act sees the table without a hand-over."""
        self.shown = current if current in self.humans else (self.humans or [None])[0]

    def is_bot(self, player: int | None) -> bool:
        return player is not None and player in self.bots

    def viewer(self, current: int | None) -> int:
        """The player whose observation is on screen."""
        if self.seat is not None:
            return self.seat
        if not self.private and current in self.humans:
            return current
        if self.shown is not None:
            return self.shown
        return current if current is not None else 0

    def must_pass(self, current: int | None) -> bool:
        """Whether the device must go to another human before the table is shown."""
        return (self.private and self.seat is None and len(self.humans) > 1
                and current in self.humans and current != self.shown)

    def can_act(self, current: int | None) -> bool:
        """Whether the person at the screen may act now."""
        if current is None or current in self.bots:
            return False
        if self.seat is not None:
            return current == self.seat
        return current == self.shown or not self.private

    def hand_over(self, current: int | None) -> None:
        """The next human took the device."""
        if current in self.humans:
            self.shown = current

    def names(self) -> list[str]:
        """How the table names each player: "Player 1 (bot)", "Player 0 (you)"."""
        out = []
        for p in range(self.players):
            if p in self.bots:
                out.append(_("Player {p} (bot)").format(p=p))
            elif self.seat == p or len(self.humans) == 1:
                out.append(_("Player {p} (you)").format(p=p))
            else:
                out.append(_("Player {p}").format(p=p))
        return out
