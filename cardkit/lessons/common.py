"""What every lesson uses: the rules' Decisions, a game told in text, the five games."""
from __future__ import annotations

import dataclasses
import html
import math
import re
from fractions import Fraction
from importlib import resources

import pandas as pd
from IPython.display import Markdown

import cardkit
from cardkit.games import TEACHING_ORDER
from cardkit.i18n import N_, _, ngettext


class Verdict:
    """An exercise check's verdict: shown as its message alone (no ``Out: False`` under it),
    true when the answer is right, so tests can ``assert check(...)``. ``close``: the answer
    was near (a check that joins two verdicts reads it, not the words, which are translated)."""

    __slots__ = ("ok", "message", "close")

    def __init__(self, ok: bool, message: str, close: bool = False) -> None:
        self.ok, self.message, self.close = bool(ok), message, close

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return self.message

    def _ipython_display_(self) -> None:  # the message was printed already; show nothing more
        pass


class Said:
    """Sentences a lesson says, in the look of printed output, that wrap between words.

    JupyterLab breaks a long printed line anywhere, even inside a word ("yieldi / ng"): its
    output ``pre`` has ``word-break: break-all``. Shown as HTML, the lines wrap at spaces and
    keep their indents, and no maths is read into "$" amounts (the block is marked
    ``mathjax_ignore``); as text (a script, a terminal, a test) they are the lines as printed."""

    __slots__ = ("lines",)

    def __init__(self, *lines: str) -> None:
        self.lines = lines

    def __repr__(self) -> str:
        return "\n".join(self.lines)

    __str__ = __repr__

    def _repr_html_(self) -> str:
        return ('<div class="tex2jax_ignore mathjax_ignore" '
                'style="white-space:pre-wrap;word-break:normal;overflow-wrap:normal;'
                'font-family:var(--jp-code-font-family, monospace);'
                'font-size:var(--jp-code-font-size, 13px);line-height:1.4">'
                + "".join(_said_line(line) for line in repr(self).split("\n")) + "</div>")


def _said_line(line: str) -> str:
    """One line of ``Said`` as HTML: an indented line keeps its indent when it wraps."""
    text = line.lstrip(" ")
    indent = len(line) - len(text)
    return f'<div style="padding-left:{indent}ch">{html.escape(text) or "&nbsp;"}</div>'


def say_lines(*lines: str) -> None:
    """Show sentences as ``Said`` (printed as they are outside a notebook)."""
    from IPython.display import display

    display(Said(*lines))


def say(ok: bool, right: str, hint: str, *, show: bool = True, close: bool = False) -> Verdict:
    """An exercise check's verdict, shown to the student (``Said``: printed outside a
    notebook) unless ``show`` is False; true when ``ok`` (``close``: the answer was near)."""
    message = (_("✔ Right. {right}").format(right=right) if ok
               else _("✘ Not yet. {hint}").format(hint=hint))
    if show:
        say_lines(message)
    return Verdict(ok, message, close)


_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")
_APPROX = re.compile(r"^(≈|~|about|roughly)|(…|\.\.\.)$", re.IGNORECASE)


def as_number(answer) -> float | None:
    """An answer as a number, in the forms students write it: 0.25, '0.25', '1/4', a Fraction,
    '25%', '$1,360,000', '15', ' 3 / 17 ', '≈0.47', 'about 0.47', '0.4688…'; None if it is none."""
    parsed = read_answer(answer)
    return None if parsed is None else parsed[0]


def read_answer(answer) -> tuple[float, float | None] | None:
    """``(value, step)``: the answer as a number and the rounding step its digits show
    (0.01 for '0.47', 0.001 for '11.9%', None for an exact form: a fraction, an int, a float
    given in Python). None if it is no number."""
    if isinstance(answer, bool) or answer is None:
        return None
    if isinstance(answer, Fraction | int):
        return float(answer), None
    if isinstance(answer, float):
        return (answer, _float_step(answer)) if math.isfinite(answer) else None
    if hasattr(answer, "item") and not isinstance(answer, str):  # numpy scalars
        try:
            return read_answer(answer.item())
        except (TypeError, ValueError):
            return None
    if not isinstance(answer, str):
        return None
    text = answer.strip().replace(",", "").replace(" ", "").replace("$", "").replace("\u2212", "-")
    text = _APPROX.sub("", text)  # '≈0.47', '~0.47', 'about 0.47', '0.4688…' are numbers too
    scale = 1.0
    if text.endswith("%"):
        text, scale = text[:-1], 0.01
    if not text.isascii() or len(text) > 60:
        return None
    if "/" in text:
        top, _slash, bottom = text.partition("/")
        if not (_NUMBER.fullmatch(top) and _NUMBER.fullmatch(bottom)) or float(bottom) == 0:
            return None
        return float(Fraction(top) / Fraction(bottom)) * scale, None
    if not _NUMBER.fullmatch(text):
        return None
    value = float(text) * scale
    if "e" in text.lower():
        return value, None
    decimals = len(text.partition(".")[2])
    return value, 10.0 ** -decimals * scale


def _float_step(value: float) -> float | None:
    """The rounding step of a float as Python prints it (0.47 -> 0.01); None if it prints
    with 12 or more decimals (a computed value, taken as exact)."""
    text = repr(value)
    if "e" in text or "inf" in text or "nan" in text:
        return None
    decimals = len(text.partition(".")[2].rstrip("0"))
    return None if decimals >= 12 else 10.0 ** -decimals


# The forms an answer may take, told when it is no number: each exercise passes the sentence
# that fits what it asks (a game module writes its own for points, thresholds, …).
# (marked N_: check_number translates the sentence it is given when it says it)
CHANCE_FORMS = N_("A chance may be a fraction such as '3/17', a decimal such as 0.18 or a "
                  "percentage such as '18%'.")
MONEY_FORMS = N_("An amount may be a number such as 1500 or dollars such as '$1,500'.")


def check_number(answer, truth: float, right: str, hint: str, *, digits: int = 2,
                 example: str = "0.25", within: float = 0.0, forms: str = "",
                 show: bool = True) -> Verdict:
    """Check a numeric answer against ``truth``, accepting sensible rounding and forms.

    Right: the answer equals ``truth`` (to 1e-9), or is ``truth`` rounded to the digits the
    student gave, with at least ``digits`` significant digits (0.47 for 0.4688, 0.119 or
    '11.9%' for 12/101, '$1,360,000'). Close (told to give more digits): it rounds right
    but shows too few digits, or is within 5% of ``truth``. A placeholder such as ``...``
    or ``None`` asks for an answer; any other text says which forms are read. ``within``:
    for an "about how many" question, answers this close to ``truth`` (relative) are right.
    ``forms``: a sentence with examples of the forms that fit the question (``CHANCE_FORMS``,
    ``MONEY_FORMS``, …, marked ``N_``: translated here), told instead of ``example`` when
    the answer is no number.
    ``show=False``: the verdict only, not shown (to join two verdicts in one message).
    """
    if answer is None or answer is Ellipsis or (isinstance(answer, str) and answer.strip() in
                                                ("", "...", "…", "?")):
        return say(False, "", _("Replace the placeholder with your answer, e.g. {example}.")
                   .format(example=example), show=show)
    parsed = read_answer(answer)
    if parsed is None:
        if forms:
            return say(False, "", _("Give a number, not {answer}. {forms}").format(
                answer=repr(answer), forms=_(forms)), show=show)
        return say(False, "", _("Give a number such as {example}, not {answer}.").format(
            example=example, answer=repr(answer)), show=show)
    value, step = parsed
    if math.isclose(value, truth, rel_tol=max(1e-9, within), abs_tol=1e-12):
        return say(True, right, hint, show=show)
    if step is not None and abs(value - truth) <= step / 2 + 1e-12:
        enough = truth == 0 or step <= abs(truth) / 10 ** (digits - 1) + 1e-15
        if enough:
            return say(True, right, hint, show=show)
        return say(False, "", _("Close — give more digits: {answer} is right only roughly.")
                   .format(answer=repr(answer)), show=show, close=True)
    if truth and abs(value - truth) <= 0.05 * abs(truth):
        return say(False, "", _("Close, but not quite: give more digits, or check your count. "
                                "{hint}").format(hint=hint), show=show, close=True)
    return say(False, "", hint, show=show)


def yes_no(answer) -> bool | None:
    """True or False as a student writes it (True, 'true', 'yes', 'no', numpy's True_); None
    for anything else."""
    if isinstance(answer, bool):
        return answer
    if hasattr(answer, "item") and not isinstance(answer, str):  # numpy booleans
        return yes_no(answer.item())
    if isinstance(answer, str):
        return {"true": True, "yes": True, "false": False, "no": False}.get(answer.strip().lower())
    return None


def fitting_hint(answer, mistakes, hint: str) -> str:
    """The hint that fits the mistake: the first ``(figure, hint)`` of ``mistakes`` whose
    figure the answer equals as far as its digits show (so 0.3 and '30%' both find the
    figure 0.297 of a count with one kind too many); else ``hint``."""
    parsed = read_answer(answer)
    if parsed is None:
        return hint
    value, step = parsed
    for figure, text in mistakes:
        if math.isclose(value, figure, rel_tol=1e-9, abs_tol=1e-12) or (
                step is not None and abs(value - figure) <= step / 2 + 1e-12
                and step <= abs(figure) / 10 + 1e-15):
            return text
    return hint


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
    """Every rule of a game's rules file that holds a **Decision** (any of the forms
    ``**Decision:**``, ``**Decision**`` or a heading naming one), with its section heading.
    List items, numbered items and paragraphs are rules; tables end one; the file's
    introduction, which names the marker, is left out."""
    found, heading, block = [], "", []

    def close() -> None:
        text = " ".join(block)
        if "**Decision" in text and "Lines marked" not in text and "in the notebook" not in text:
            found.append((heading, re.sub(r"^(-|\d+\.)\s*", "", text)))
        block.clear()

    for line in rules_text(game).splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            close()
            heading = stripped.lstrip("#").strip()
            if "Decision" in heading:
                found.append((heading, heading))
        elif not stripped or stripped.startswith("|"):
            close()
        elif re.match(r"(-|\d+\.)\s", stripped) and not line.startswith("    "):
            close()
            block.append(stripped)
        else:
            block.append(stripped)
    close()
    return found


def decision_count(game: str) -> int:
    """How many **Decision** markers the rules file holds, its introduction's left out."""
    return sum(text.count("**Decision") for _heading, text in decisions(game))


def decisions_markdown(game: str) -> str:
    """The Decisions as a Markdown list, to show with ``IPython.display.Markdown``."""
    return "\n".join(f"{i}. *{heading}* — {text}"
                     for i, (heading, text) in enumerate(decisions(game), 1))


def decisions_in_words(game: str, words: dict[str, str]) -> list[tuple[str, str]]:
    """The rules file's Decisions told in a student's words: ``words`` maps a phrase of a
    Decision's rule to its plain telling (marked ``N_``, translated here: the phrase is the
    English rules file's, the telling the student's language). ``(section, plain text)`` in
    the file's order.

    Raises ``ValueError`` naming the rule when a Decision has no telling (the rules file
    gained one) or a phrase is in no Decision (the file changed it), so a lesson never
    silently leaves one out."""
    rules = decisions(game)
    told = []
    for heading, text in rules:
        mine = [_(plain) for phrase, plain in words.items() if phrase in text]
        if not mine:
            raise ValueError(f"{game}: no plain telling for the Decision {text[:90]!r}")
        told += [(re.split(r" \(|:", heading.strip("*"))[0], plain) for plain in mine]
    stale = [phrase for phrase in words if not any(phrase in text for _heading, text in rules)]
    if stale:
        raise ValueError(f"{game}: these phrases are in no Decision of the rules: {stale}")
    return told


def folded(summary: str, body: str) -> str:
    """Markdown folded under a clickable summary (HTML ``<details>``), ``$`` escaped."""
    return (f"<details><summary><b>{escape_dollars(summary)}</b></summary>\n\n"
            f"{escape_dollars(body)}\n\n</details>")


def options_in_words(game: str, words: dict[str, str]) -> list[str]:
    """The game's options told in words (``words`` maps each option to its telling, marked
    ``N_``), in the order of its ``Options``, translated. Raises ``ValueError`` naming an
    option without one."""
    names = [f.name for f in dataclasses.fields(cardkit.game_class(game).Options)]
    missing = [n for n in names if n not in words]
    if missing or set(words) - set(names):
        raise ValueError(f"{game}: options without a telling {missing}, "
                         f"tellings of no option {sorted(set(words) - set(names))}")
    return [_(words[n]) for n in names]


def rules_in_depth(game: str, decision_words: dict[str, str],
                   option_words: dict[str, str] | None = None,
                   choice_words: list[str] | None = None) -> Markdown:
    """Every Decision of the rules file, every option and the engine's smaller choices
    (``choice_words``, if given, marked ``N_``), in a student's words, each list folded under
    a summary (``<details>``) to open when wanted."""
    told = decisions_in_words(game, decision_words)
    parts = [folded(ngettext("How this toolkit reads the rules: its {n} Decision",
                             "How this toolkit reads the rules: all {n} Decisions",
                             len(told)).format(n=len(told)),
                    numbered_markdown([f"*{_(section)}.* {text}" for section, text in told]))]
    if option_words is not None:
        parts.append(folded(_("Options a teacher can switch on"),
                            bullets(options_in_words(game, option_words))))
    if choice_words:
        parts.append(folded(_("Smaller choices the toolkit makes"),
                            bullets(_(text) for text in choice_words)))
    return Markdown("\n\n".join(parts))


# The rules files' section headings that hold a Decision, translated where rules_in_depth
# names a Decision's section (the phrases matched stay the English rules file's).
SECTION_WORDS = (
    N_("Components"), N_("Setup"), N_("Push"), N_("Collecting columns"), N_("Pushed too far"),
    N_("Bank"), N_("End and scoring"), N_("What each player has seen"), N_("Drafting"),
    N_("Starting the round"), N_("A turn"), N_("Saying UNO"), N_("Action cards"),
    N_("Scoring and the match"), N_("Matches"), N_("End of a round"), N_("Score sheet"),
    N_("Board"), N_("Dealing and turns"), N_("Card powers"), N_("Passing and landing"),
    N_("Going home"), N_("Action texts"))


def escape_dollars(text: str) -> str:
    """``$`` escaped so that JupyterLab shows money, not maths ("$5,000 to $20,000").

    JupyterLab needs two backslashes (``\\\\$``, jupyterlab/jupyterlab#8645): its Markdown
    parser turns ``\\$`` into a bare ``$`` before MathJax reads the page, and MathJax turns
    ``\\$`` into ``$``. Code spans are left alone (they show a ``$`` as it is)."""
    parts = re.split(r"(`[^`]*`)", text)
    return "".join(part if part.startswith("`") else re.sub(r"\\*\$", r"\\\\$", part)
                   for part in parts)


def bullets(items) -> str:
    """Items as a Markdown bullet list."""
    return "\n".join(f"- {text}" for text in items)


def styled(table: pd.DataFrame, formats: dict | None = None, *, index: bool = False,
           caption: str | None = None):
    """A table formatted for reading: ``formats`` by column (a format string or a function),
    integer columns as integers, text left-aligned, the index hidden unless it means
    something, and no maths read into ``$`` amounts (the table is marked ``mathjax_ignore``)."""
    formats = dict(formats or {})
    for column in table.columns:
        if column not in formats and pd.api.types.is_integer_dtype(table[column]):
            formats[column] = "{:,d}"
    style = table.style.format(formats, na_rep="–")
    style = style.set_table_attributes('class="tex2jax_ignore mathjax_ignore"')
    text = [i for i, c in enumerate(table.columns) if table[c].dtype == object
            or pd.api.types.is_string_dtype(table[c])]
    if text:
        style = style.set_properties(subset=list(table.columns[text]), **{"text-align": "left"})
        style = style.set_table_styles([{"selector": f"th.col_heading.col{i}",
                                         "props": "text-align: left;"} for i in text])
    if not index:
        style = style.hide(axis="index")
    if caption:
        style = style.set_caption(caption)  # the table is mathjax_ignore: $ shows as it is
    return style


def games_table() -> pd.DataFrame:
    """The five games in teaching order: name, title, players, and whether they are playable yet."""
    rows = []
    for module in TEACHING_ORDER:
        name = module.replace("_", "-")
        text = rules_text(name)
        title = re.match(r"#\s*(.*?)\s*\(", text).group(1)
        cls = cardkit.GAMES.get(name)
        players = cls.player_counts if cls else ()
        span = "" if not players else (f"{min(players)}" if min(players) == max(players)
                                       else f"{min(players)}–{max(players)}")
        rows.append({"game": name, "title": title, "players": span, "playable": cls is not None})
    return pd.DataFrame(rows)


def games_view():
    """The five games formatted for reading: the name to type, title, players, playable yet."""
    table = games_table()
    table["game"] = [f'cardkit.make("{name}")' for name in table["game"]]
    table["playable"] = [_("yes") if ok else _("not yet") for ok in table["playable"]]
    return styled(table.rename(columns={"game": _("name in code"), "title": _("title"),
                                        "players": _("players"), "playable": _("playable")}))


def tell(game, strategies, actions: int = 20) -> None:
    """Let strategies play ``actions`` actions, showing each with the events it caused."""
    lines = []
    for _step in range(actions):
        if game.is_over:
            break
        p = game.current_player
        action = strategies[p].choose(game, p)
        events = game.apply(action)
        lines += [_("player {p}: {action}").format(p=p, action=action),
                  *(f"    {event}" for event in events)]
    say_lines(*lines)


def show(events) -> None:
    """Show the sentence of each event an action caused."""
    say_lines(*map(str, events))


def play_out(g, actions, sentence=str) -> None:
    """Apply each action text, showing it and the sentences of its events (``sentence``: how
    an event is told); what was played is shown even when an action is refused."""
    lines = []
    try:
        for text in actions:
            lines.append(_("player {p}: {action}").format(p=g.current_player, action=text))
            lines += [f"    {sentence(event)}" for event in g.apply(text)]
    finally:
        say_lines(*lines)
