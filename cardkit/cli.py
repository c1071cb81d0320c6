"""The ``cardkit`` command: play a game in the terminal, print its rules, list games."""
from __future__ import annotations

import argparse
import sys
from importlib import resources

from .agents import strategies as strategies_of
from .agents import strategy as make_strategy
from .core import ConfigError, IllegalMove
from .registry import GAMES, make

HELP = """Type the number of an action or its text (e.g. 'place 2').
  undo   take back the last action (bots' actions too, back to your last decision)
  help   show this help
  rules  print the rules
  quit   leave the game"""


def rules_text(name: str) -> str:
    """The rules file of a game, as shipped with the package."""
    if name not in GAMES:
        raise ConfigError(f"unknown game {name!r}; cardkit has {', '.join(GAMES)}")
    return resources.files("cardkit").joinpath("rules", f"{name}.md").read_text(encoding="utf-8")


def _parse_bots(text: str | None, players: int) -> list[int]:
    if not text:
        return []
    try:
        seats = [int(s) for s in text.split(",") if s.strip()]
    except ValueError:
        raise ConfigError(f"--bots takes player numbers such as 1,2, not {text!r}") from None
    for s in seats:
        if not 0 <= s < players:
            raise ConfigError(f"--bots: there is no player {s} in a {players}-player game")
    return seats


def play(args, stdin=sys.stdin, out=sys.stdout) -> int:
    options = {}
    for opt in args.option or []:
        key, _, value = opt.partition("=")
        options[key] = _value(value)
    g = make(args.game, players=args.players, seed=args.seed, **options)
    seats = _parse_bots(args.bots, g.players)
    bots = {s: make_strategy(args.game, args.strategy, seed=args.seed + s) for s in seats}
    say = lambda *a: print(*a, file=out, flush=True)  # noqa: E731
    say(f"{g.title}: {g.players} players, seed {g.seed}. Bots: "
        f"{', '.join(f'player {s}' for s in seats) or 'none'}. Type 'help' for help.")
    while not g.is_over:
        p = g.current_player
        if p in bots:
            action = bots[p].choose(g, p)
            for e in g.apply(action):
                say("  " + str(e))
            continue
        say("")
        say(g.render_text())
        legal = g.legal_actions()
        say(f"Player {p}, choose:")
        for i, a in enumerate(legal, 1):
            say(f"  {i}. {a}")
        while True:
            out.write("> ")
            out.flush()
            line = stdin.readline()
            if not line:
                say("\n(end of input: leaving the game)")
                return 0
            text = line.strip()
            if text.lower() in ("quit", "exit", "q"):
                say("Bye.")
                return 0
            if text.lower() in ("help", "?", "h"):
                say(HELP)
                continue
            if text.lower() == "rules":
                say(rules_text(g.name))
                continue
            if text.lower() == "undo":
                if not _undo_to_human(g, bots):
                    say("Nothing to undo yet.")
                    continue
                say("Undone.")
                break
            if text.isdigit():
                n = int(text)
                if not 1 <= n <= len(legal):
                    say(f"There is no action {n}: choose 1 to {len(legal)}.")
                    continue
                text = str(legal[n - 1])
            try:
                for e in g.apply(text):
                    say("  " + str(e))
            except IllegalMove as e:
                say(f"Not allowed: {e.reason}")
                continue
            break
    say("")
    say(g.render_text())
    scores = g.scores()
    say("Final scores: " + ", ".join(f"player {p}: {g.score_text(s)}" for p, s in scores.items()))
    return 0


def _undo_to_human(g, bots) -> bool:
    """Undo the last action and any bot actions since, so a human decides again."""
    if not g.history:
        return False
    g.undo()
    while g.history and g.current_player in bots:
        g.undo()
    return True


def _value(text: str):
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def simulate(args, out=None) -> int:
    """Run a simulation, write its frame (CSV or Parquet by extension) and print win rates."""
    from . import sim

    out = sys.stdout if out is None else out
    path = args.out
    if path is not None:
        suffix = path.rsplit(".", 1)[-1].lower() if "." in path else ""
        if suffix not in ("csv", "parquet", "pq"):
            raise ConfigError(f"--out must end in .csv or .parquet, not {path!r}")
        if suffix != "csv" and not _parquet_engine():
            raise ConfigError("writing Parquet needs pyarrow, which is not installed: "
                              "pip install pyarrow  (or write a .csv file instead)")
    options = {}
    for opt in args.option or []:
        key, _, value = opt.partition("=")
        options[key] = _value(value)
    strategies = [s for s in args.strategies.split(",") if s.strip()]
    df = sim.run(args.game, strategies, games=args.games, seed=args.seed, players=args.players,
                 workers=args.workers, backend=args.backend, client=args.scheduler,
                 progress=not args.quiet, **options)
    if path is not None:
        if path.lower().endswith(".csv"):
            df.to_csv(path, index=False)
        else:
            df.to_parquet(path, index=False)
    rates = sim.win_rates(df)
    say = lambda *a: print(*a, file=out, flush=True)  # noqa: E731
    per_game = df.drop_duplicates("game")
    say(f"{args.game}: {len(per_game)} games of {int(df['player'].max()) + 1} players, seed "
        f"{args.seed}, {int(per_game['actions'].sum())} actions in all")
    for r in rates.itertuples():
        say(f"  {r.strategy:12} won {r.win_rate:6.1%} of {r.games} seats "
            f"(95% interval {r.low:.1%}–{r.high:.1%}), mean score {r.mean_score:.1f}")
    if path is not None:
        say(f"wrote {len(df)} rows to {path}")
    return 0


def _parquet_engine() -> bool:
    import importlib.util

    return any(importlib.util.find_spec(m) is not None for m in ("pyarrow", "fastparquet"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardkit", description="Five card games and the "
                                     "probability inside them.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_play = sub.add_parser("play", help="play a game in the terminal")
    p_play.add_argument("game", help=", ".join(GAMES))
    p_play.add_argument("--players", type=int, default=None)
    p_play.add_argument("--seed", type=int, default=0)
    p_play.add_argument("--bots", default="", help="seats played by bots, e.g. 1,2")
    p_play.add_argument("--strategy", default="sensible", help="the bots' strategy")
    p_play.add_argument("--option", action="append", help="a rules option, e.g. harder=true")
    p_rules = sub.add_parser("rules", help="print a game's rules")
    p_rules.add_argument("game")
    sub.add_parser("games", help="list the games")
    p_sim = sub.add_parser("simulate", help="play many games between bots and save the results")
    p_sim.add_argument("game", help=", ".join(GAMES))
    p_sim.add_argument("--games", type=int, default=1000, help="how many games (default 1000)")
    p_sim.add_argument("--strategies", default="sensible,random",
                       help="one per seat, cycled, e.g. sensible,random (default)")
    p_sim.add_argument("--seed", type=int, default=0)
    p_sim.add_argument("--players", type=int, default=None)
    p_sim.add_argument("--workers", type=int, default=None, help="local processes")
    p_sim.add_argument("--backend", default=None, help="local (default) or dask")
    p_sim.add_argument("--scheduler", default=None,
                       help="Dask scheduler address (default: $CARDKIT_DASK_SCHEDULER)")
    p_sim.add_argument("--option", action="append", help="a rules option, e.g. harder=true")
    p_sim.add_argument("--out", default=None, help="results file: .csv or .parquet")
    p_sim.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    try:
        if args.command == "play":
            if args.game in GAMES and args.strategy not in strategies_of(args.game):
                args.strategy = "random"
            return play(args)
        if args.command == "simulate":
            return simulate(args)
        if args.command == "rules":
            print(rules_text(args.game))
            return 0
        if args.command == "games":
            for name, cls in GAMES.items():
                print(f"{name:20} {cls.title}, {'/'.join(map(str, cls.player_counts))} players")
            return 0
    except ConfigError as e:
        print(f"cardkit: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
