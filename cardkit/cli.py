"""The ``cardkit`` command: play a game in the terminal, print its rules, list games."""
from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from importlib import resources

from .agents import strategies as strategies_of
from .agents import strategy as make_strategy
from .classroom import cli as classroom
from .core import ConfigError, IllegalMove, is_whole_number
from .i18n import LANGUAGES, N_, _, check_language, get_language, language, ngettext
from .i18n import format_number as _number
from .registry import GAMES, make

HELP = N_("""Type the number of an action or its text (e.g. {example!r}).
  undo   take back the last action (bots' actions too, back to your last decision)
  help   show this help
  rules  print the rules
  quit   leave the game (Ctrl-D or Ctrl-C too)""")
INTERRUPTED = 130  # the shell's exit code for a program stopped by Ctrl-C


def rules_text(name: str, lang: str | None = None) -> str:
    """The rules file of a game, as shipped with the package, in ``lang`` (default: the
    language in use): English in ``rules/``, the others in ``rules/<lang>/``."""
    if name not in GAMES:
        raise ConfigError(_("unknown game {name!r}; cardkit has {games}").format(
            name=name, games=", ".join(GAMES)))
    lang = get_language() if lang is None else check_language(lang)
    folder = resources.files("cardkit").joinpath("rules")
    if lang != "en":
        folder = folder.joinpath(lang)
    return folder.joinpath(f"{name}.md").read_text(encoding="utf-8")


def _parse_bots(text: str | None) -> list[int]:
    """The seats ``--bots`` names (``"1,2"``: [1, 2])."""
    if not text:
        return []
    try:
        seats = [int(s) for s in text.split(",") if s.strip()]
    except ValueError:
        raise ConfigError(_("--bots takes player numbers such as 1,2, not {text!r}").format(
            text=text)) from None
    negative = [s for s in seats if s < 0]
    if negative:
        raise ConfigError(_("--bots: there is no player {p}; players are numbered from 0").format(
            p=negative[0]))
    return seats


def _players(game: str, asked: int | None, seats: list[int]) -> int | None:
    """How many play: ``--players`` when given (every bot's seat must be in it); else the
    game's smallest count that seats every bot, so ``--bots 1,2`` alone makes a 3-player game."""
    if not seats:
        return asked
    highest = max(seats)
    if asked is not None:
        if highest >= asked:
            raise ConfigError(_("--bots: there is no player {p} in a {n}-player game "
                                "(players 0 to {last}); leave out --players, or give "
                                "--players {enough} or more").format(
                                    p=highest, n=asked, last=asked - 1, enough=highest + 1))
        return asked
    counts = GAMES[game].player_counts if game in GAMES else ()
    enough = [n for n in counts if n > highest]
    if counts and not enough:
        raise ConfigError(_("--bots: there is no player {p} in {game}, which has at most "
                            "{n} players (0 to {last})").format(
                                p=highest, game=game, n=max(counts), last=max(counts) - 1))
    return min(enough) if enough else None


def _options(args) -> dict:
    """The ``--option KEY=VALUE`` rules options, values read as booleans or numbers."""
    options = {}
    for opt in args.option or []:
        key, eq, value = opt.partition("=")
        if not eq or not key.strip():
            raise ConfigError(_("--option takes KEY=VALUE{example}, not {opt!r}").format(
                example=_option_example(args.game), opt=opt))
        options[key.strip()] = _value(value.strip())
    return options


def _option_example(game: str) -> str:
    """An option of this game as typed: ', e.g. upgrade_others=false' (Split)."""
    fields = dataclasses.fields(GAMES[game].Options) if game in GAMES else ()
    typed = [f for f in fields if isinstance(f.default, bool | int | str)]  # bools first
    typed.sort(key=lambda f: not isinstance(f.default, bool))
    if not typed:
        return "" if fields else _(" ({game} has no rules options)").format(game=game)
    default = typed[0].default
    value = str(not default).lower() if isinstance(default, bool) else default
    return _(", e.g. {option}={value}").format(option=typed[0].name, value=value)


def play(args, stdin=sys.stdin, out=sys.stdout) -> int:
    """Play a game at the terminal: bots at ``args.bots``, people at the other seats.

    Leaving by ``quit`` or end of input (Ctrl-D) returns 0, by Ctrl-C 130. ``args.lang``
    (``--lang pa``) speaks that language for the game, then the one spoken before."""
    with language(getattr(args, "lang", None)):
        return _play(args, stdin, out)


def _play(args, stdin, out) -> int:
    seats = _parse_bots(args.bots)
    players = _players(args.game, args.players, seats)
    g = make(args.game, players=players, seed=args.seed, **_options(args))
    name = args.strategy or ("sensible" if "sensible" in strategies_of(args.game) else "random")
    bots = {s: make_strategy(args.game, name, seed=args.seed + s) for s in seats}
    table = _Terminal(g, bots, stdin, out, explain=getattr(args, "explain", False))
    table.say(_("{title}: {n} players, seed {seed}. Bots: {bots}. Type 'help' for help.").format(
        title=g.called(), n=g.players, seed=g.seed,
        bots=", ".join(_("player {p}").format(p=s) for s in seats) or _("none")))
    try:
        while not g.is_over:
            p = g.current_player
            if p in bots:
                table.tell(p, g.apply(table.bot_action(p)))
            elif not table.ask(p):
                return 0
    except KeyboardInterrupt:
        table.say("\n" + _("(Ctrl-C: leaving the game)"))
        return INTERRUPTED
    table.say("")
    table.say(g.render_text())
    scores = g.scores()
    table.say(_("Final scores: {scores}").format(scores=", ".join(
        _("player {p}: {score}").format(p=p, score=g.score_text(s)) for p, s in scores.items())))
    return 0


class _Terminal:
    """The game at a terminal: what is printed, and what a person types in."""

    def __init__(self, g, bots: dict, stdin, out, explain: bool = False):
        # imported here, not at the top: ``cardkit.views`` loads the widgets (half a second),
        # which ``cardkit rules`` and ``cardkit simulate`` do not need
        from .views.private import seen_text

        self.g, self.bots, self.stdin, self.out = g, bots, stdin, out
        self.explain = explain
        self.humans = [p for p in range(g.players) if p not in bots]
        self.seen_text = seen_text

    def say(self, *parts) -> None:
        print(*parts, file=self.out, flush=True)

    def bot_action(self, p: int):
        """Bot ``p``'s action; with ``--explain``, its reason printed first."""
        bot = self.bots[p]
        if not self.explain:
            return bot.choose(self.g, p)
        why = bot.explain(self.g, p)
        self.say("  " + _("Player {p} (bot) chooses {why}").format(p=p, why=why.text))
        return why.action

    def tell(self, actor: int, events) -> None:
        """The sentences of an action's events; the actor's own private draws shown to
        them; a bot's stay hidden from people, unless one person plays alone against bots
        (a bot's action may make them draw)."""
        humans = self.humans
        viewer = actor if actor in humans else humans[0] if len(humans) == 1 else None
        for e in events:
            self.say("  " + self.seen_text(e, viewer))

    def ask(self, p: int) -> bool:
        """Ask player ``p`` until they act, undo or leave; False when they leave."""
        g, say = self.g, self.say
        say("")
        say(g.render_text())
        legal = g.legal_actions()
        say(_("Player {p}, choose:").format(p=p))
        for i, a in enumerate(legal, 1):
            say(f"  {i}. {a}")
        while True:
            self.out.write("> ")
            self.out.flush()
            line = self.stdin.readline()
            if not line:
                say("\n" + _("(end of input: leaving the game)"))
                return False
            text = line.strip()
            if text.lower() in ("quit", "exit", "q"):
                say(_("Bye."))
                return False
            if self._entry(p, text, legal):
                return True

    def _entry(self, p: int, text: str, legal) -> bool:
        """Act on one line typed in (not ``quit``): True when the turn is done."""
        g, say, word = self.g, self.say, text.lower()
        if not text:
            return False
        if word in ("help", "?", "h"):
            say(_(HELP).format(example=_example(legal)))
        elif word == "rules":
            say(rules_text(g.name))
        elif word == "undo":
            if _undo_to_human(g, self.bots):
                say(_("Undone."))
                return True
            say(_("Nothing to undo yet."))
        elif is_whole_number(text) and not 1 <= int(text) <= len(legal):
            say(_("There is no action {n}: {choose}.").format(n=int(text), choose=_choose(len(legal))))
        else:
            try:
                self.tell(p, g.apply(legal[int(text) - 1] if is_whole_number(text) else text))
            except IllegalMove as e:
                say(_("Not allowed: {reason}").format(reason=e.reason))
                return False
            return True
        return False


def _choose(n: int) -> str:
    return _("choose 1") if n == 1 else _("choose a number from 1 to {n}").format(n=n)


def _example(legal) -> str:
    """An action text to show in the help: a legal one now, the most telling (most words)."""
    return str(max(legal, key=lambda a: len(str(a).split()))) if legal else "quit"


def _undo_to_human(g, bots) -> bool:
    """Undo the last action and any bot actions since, so a human decides again."""
    if not any(player is not None and player not in bots for player, _, _ in g.history):
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
    """Run a simulation, write its frame (CSV or Parquet by extension) and print win rates.

    The ``--out`` file is checked before any game is played: a bad path fails at once."""
    with language(getattr(args, "lang", None)):
        return _simulate(args, out)


def _count(n: int) -> str:
    """A count the language writes: English as cardkit always printed it ("12345"), the
    others grouped as their locale groups ("12,345")."""
    return str(n) if get_language() == "en" else _number(n)


def _simulate(args, out) -> int:
    from . import sim

    out = sys.stdout if out is None else out
    path = args.out
    if path is not None:
        _check_out(path)
    strategies = [s for s in args.strategies.split(",") if s.strip()]
    df = sim.run(args.game, strategies, games=args.games, seed=args.seed, players=args.players,
                 workers=args.workers, backend=args.backend, client=args.scheduler,
                 progress=not args.quiet, **_options(args))
    if path is not None:
        try:
            if path.lower().endswith(".csv"):
                df.to_csv(path, index=False)
            else:
                df.to_parquet(path, index=False)
        except OSError as e:
            raise ConfigError(_("--out: cannot write {path!r}: {why}").format(
                path=path, why=e.strerror or e)) from None
    rates = sim.win_rates(df)
    say = lambda *a: print(*a, file=out, flush=True)  # noqa: E731
    per_game = df.drop_duplicates("game")
    n = len(per_game)
    say(ngettext("{game}: {n} game of {players} players, seed {seed}, {actions} actions in all",
                 "{game}: {n} games of {players} players, seed {seed}, {actions} actions in all",
                 n).format(game=args.game, n=_count(n), players=int(df["player"].max()) + 1,
                           seed=args.seed, actions=_count(int(per_game["actions"].sum()))))
    for r in rates.itertuples():
        say("  " + ngettext("{strategy} won {rate} of {n} seat (95% interval {low}–{high}), "
                            "mean score {mean}",
                            "{strategy} won {rate} of {n} seats (95% interval {low}–{high}), "
                            "mean score {mean}", r.games).format(
            strategy=f"{r.strategy:12}", rate=f"{r.win_rate:6.1%}", n=_count(r.games),
            low=f"{r.low:.1%}", high=f"{r.high:.1%}", mean=f"{r.mean_score:.1f}"))
    if path is not None:
        say(ngettext("wrote {n} row to {path}", "wrote {n} rows to {path}", len(df)).format(
            n=_count(len(df)), path=path))
    return 0


def _check_out(path: str) -> None:
    """A results file ``path`` that can be written: known suffix, engine, an existing folder."""
    if os.path.isdir(path):
        raise ConfigError(_("--out: {path!r} is a folder; give a file name such as {file!r}").format(
            path=path, file=os.path.join(path, "results.csv")))
    suffix = path.rsplit(".", 1)[-1].lower() if "." in os.path.basename(path) else ""
    if suffix not in ("csv", "parquet", "pq"):
        raise ConfigError(_("--out must end in .csv or .parquet, not {path!r}").format(path=path))
    if suffix != "csv" and not _parquet_engine():
        raise ConfigError(_("writing Parquet needs pyarrow, which is not installed: "
                            "pip install pyarrow  (or write a .csv file instead)"))
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise ConfigError(_("--out: there is no folder {folder!r} to write {file!r} into; create "
                            "it first or choose another path").format(
                                folder=folder, file=os.path.basename(path)))
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise ConfigError(_("--out: {path!r} cannot be written here (no permission)").format(
            path=path))


def _parquet_engine() -> bool:
    import importlib.util

    return any(importlib.util.find_spec(m) is not None for m in ("pyarrow", "fastparquet"))


def _language_option() -> argparse.ArgumentParser:
    """``--lang``, which every subcommand takes (``cardkit play push --lang pa``)."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--lang", default=None, metavar="LANG",
                        help=_("the language cardkit speaks: {languages} (default: "
                               "$CARDKIT_LANG, else en)").format(languages=", ".join(LANGUAGES)))
    return parent


def _parser() -> argparse.ArgumentParser:
    lang = [_language_option()]
    parser = argparse.ArgumentParser(prog="cardkit", description=_(
        "Five card games and the probability inside them."))
    sub = parser.add_subparsers(dest="command", required=True)
    p_play = sub.add_parser("play", help=_("play a game in the terminal"), parents=lang)
    p_play.add_argument("game", help=", ".join(GAMES))
    p_play.add_argument("--players", type=int, default=None,
                        help=_("how many play (default: the game's smallest number of players "
                               "that seats every bot, e.g. 3 for push --bots 1,2)"))
    p_play.add_argument("--seed", type=int, default=0,
                        help=_("which deal: the same seed deals the same game (default 0)"))
    p_play.add_argument("--bots", default="",
                        help=_("seats played by bots, e.g. 1,2; you are player 0 (default: none, "
                               "people play every seat)"))
    p_play.add_argument("--strategy", default=None,
                        help=_("the bots' strategy (default sensible; random for a game with no "
                               "sensible one)"))
    p_play.add_argument("--option", action="append",
                        help=_("a rules option KEY=VALUE, e.g. harder=true; repeat for more "
                               "(default: the rules as written)"))
    p_play.add_argument("--explain", action="store_true",
                        help=_("print why each bot plays its action, with the figures it weighed "
                               "(default: off)"))
    p_rules = sub.add_parser("rules", help=_("print a game's rules"), parents=lang)
    p_rules.add_argument("game")
    sub.add_parser("games", help=_("list the games"), parents=lang)
    p_sim = sub.add_parser("simulate", help=_("play many games between bots and save the results"),
                           parents=lang)
    p_sim.add_argument("game", help=", ".join(GAMES))
    p_sim.add_argument("--games", type=int, default=1000, help=_("how many games (default 1000)"))
    p_sim.add_argument("--strategies", default="sensible,random",
                       help=_("one per seat, cycled, e.g. sensible,random (default)"))
    p_sim.add_argument("--seed", type=int, default=0,
                       help=_("the run's seed: the same seed plays the same games (default 0)"))
    p_sim.add_argument("--players", type=int, default=None,
                       help=_("how many play each game (default: the game's smallest number)"))
    p_sim.add_argument("--workers", type=int, default=None, help=_("local processes"))
    p_sim.add_argument("--backend", default=None, help=_("local (default) or dask"))
    p_sim.add_argument("--scheduler", default=None,
                       help=_("Dask scheduler address (default: $CARDKIT_DASK_SCHEDULER)"))
    p_sim.add_argument("--option", action="append", help=_("a rules option, e.g. harder=true"))
    p_sim.add_argument("--out", default=None, help=_("results file: .csv or .parquet"))
    p_sim.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    classroom.add_parser(sub, parents=lang)
    return parser


def _run(args) -> int:
    if args.command == "classroom":
        return classroom.run(args)
    if args.command == "play":
        return play(args)
    if args.command == "simulate":
        return simulate(args)
    if args.command == "rules":
        print(rules_text(args.game))
    elif args.command == "games":
        for name, cls in GAMES.items():
            print(_("{name} {title}, {counts} players").format(
                name=f"{name:20}", title=_(cls.title), counts="/".join(map(str, cls.player_counts))))
    return 0


def main(argv: list[str] | None = None) -> int:
    """The ``cardkit`` command. Exit codes: 0 done (also when the reader of a pipe such as
    ``| head`` stops early), 2 a bad argument (one line on stderr), 130 Ctrl-C.

    ``--lang`` is read before the rest, so that ``--help`` too speaks the language."""
    try:
        lang, _rest = _language_option().parse_known_args(argv)
        with language(lang.lang):
            return _run(_parser().parse_args(argv))
    except ConfigError as e:
        print(f"cardkit: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ncardkit: " + _("interrupted (Ctrl-C)"), file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:
        # the reader left (``cardkit rules push | head -3``): the rest of the output goes
        # nowhere, so that Python's own flush at exit does not fail again
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
