"""Tables of every game in a scratch notebook, for the classroom browser tests and screenshots.

``GAMES`` names each game's board marker and a seeded deal; ``mid_cell`` is a code cell that
shows a table with ``seat=0`` (bots at the other seats) after some of the viewer's moves (a
seeded random player) and the bots' answers; ``over_cell`` one that shows a game the sensible
bots played to its end.
"""
from __future__ import annotations

GAMES = {  # name: (board marker, players, seed)
    "push": (".ck-push", 3, 1),
    "uno-duo": (".ck-uno", 2, 1),
    "cover-your-assets": (".ck-cya", 3, 1),
    "split": (".ck-split", 3, 1),
    "pegs-and-jokers": (".ck-pegs", 4, 11),
}

IMPORTS = """import cardkit
from cardkit.agents import RandomAgent, strategy
from cardkit.views import play"""

MID = """view = play(cardkit.make({name!r}, players={players}, seed={seed}), seat=0)
me = RandomAgent(seed=3)
for _ in range({moves}):
    view.run_bots()
    if view.game.is_over:
        break
    view.act(str(me.choose(view.game, 0)))
view.run_bots()
view"""

OVER = """g = cardkit.make({name!r}, players={players}, seed={seed})
bots = [strategy({name!r}, "sensible", seed=p) for p in range(g.players)]
while not g.is_over:
    g.apply(bots[g.current_player].choose(g, g.current_player))
play(g, seat=0)"""


def mid_cell(name: str, moves: int = 0) -> str:
    """A cell showing ``name``'s table after ``moves`` of the viewer's decisions."""
    _, players, seed = GAMES[name]
    return MID.format(name=name, players=players, seed=seed, moves=moves)


def over_cell(name: str) -> str:
    """A cell showing ``name``'s table once sensible bots have played the game to its end."""
    _, players, seed = GAMES[name]
    return OVER.format(name=name, players=players, seed=seed)


def outputs(page, marker: str):
    """The notebook outputs whose table holds ``marker`` (a game's board), in page order."""
    return page.locator(".jp-OutputArea-output", has=page.locator(f".ck-table {marker}"))
