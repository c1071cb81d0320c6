"""``cardkit play`` driven from a test: the entries piped in, what it printed read back."""
from __future__ import annotations

import io
from types import SimpleNamespace

from cardkit import cli


def cli_play(lines, game: str, players: int | None = None, seed: int = 0, bots: str = "1",
             strategy: str = "sensible", option=None, explain: bool = False) -> tuple[int, str]:
    """Run ``cardkit play GAME`` with ``lines`` typed in: its exit code and its output."""
    args = SimpleNamespace(game=game, players=players, seed=seed, bots=bots, strategy=strategy,
                           option=option, explain=explain)
    out = io.StringIO()
    code = cli.play(args, stdin=io.StringIO("".join(x + "\n" for x in lines)), out=out)
    return code, out.getvalue()
