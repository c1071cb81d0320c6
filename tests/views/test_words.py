"""The table's words: English written once in ``cardkit/views/words.py``, every message marked
for translation, and the front end's JavaScript holding no English of its own.

``words.py``: every string that reaches ``words(game)`` is the argument of ``_`` or
``ngettext`` (an AST scan: no bare literal). The JavaScript of ``widgets/``: every string
literal is a words key, a class or selector, or one of the technical names listed below
(DOM, events, action texts, the games' data); a key the renderers ask for with ``t("…")``
is in the words of their game. English output: ``t`` fills the same words the renderers
wrote before (checked here for the counted ones, and in the browser tests for the rest).
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import cardkit
from cardkit import i18n
from cardkit.views import words as words_module
from cardkit.views.table import Table
from cardkit.views.words import COUNTS, plural_index, words

ROOT = Path(__file__).resolve().parents[2]
WIDGETS = ROOT / "widgets"
RENDERERS = {"push.js": "push", "uno_duo.js": "uno-duo", "cover_your_assets.js": "cover-your-assets",
             "split.js": "split", "pegs_and_jokers.js": "pegs-and-jokers"}
MARKERS = {"_", "ngettext", "N_"}

# Literals of the JavaScript that are names, not words a student reads: DOM tags, attributes,
# roles and events; the games' data the renderers compare with (action verbs, phases, codes,
# colours as the observation names them); keys of elements kept across a redraw.
TECHNICAL = {
    "BUTTON", "Enter", "Escape", "HDCS", "JK", "WILD", "WILD+4", " (wild)", " uno",
    "alert", "group", "img", "list", "listitem", "polite", "status", "button", "role",
    "tabindex", "true", "false", "undefined", "toggle", "keydown", "focusin", "pointerover",
    "change:faces", "change:view", "change:words", "br", "code", "details", "div", "header", "li",
    "pre", "section", "span", "summary", "svg", "table", "td", "tr", "ul", "circle", "line",
    "polyline", "rect", "text", "central", "middle", "px", "rgb(", "background:", "font-size",
    "text-anchor", "dominant-baseline", "stroke-dasharray", "stroke-linecap", "stroke-width",
    "aria-expanded", "aria-hidden", "aria-label", "aria-live", "aria-pressed",
    "bank ", "bonus-draw", "colour ", "defend ", "discard ", "match ", "pair ", "penalise ",
    "pick ", "place ", "play ", "steal ", "take ", "trade ", "upgrade ", "upgrade", "roll", "draft",
    "clockwise", "counter", "landing", "black", "blue", "green", "purple", "yellow", "plain",
    "lg", "md", "sm", "row", "unused", "open", "dock", "game", "view", "faces",
    "push", "uno-duo", "cover-your-assets", "split", "pegs-and-jokers",
    "act:", "bench:", "chip:", "fold:", "match:", "open:", "pj-back", "pj-card:", "pj-discard",
    "pj-hand", "pj-key", "pj-peg:", "pj-pegbtn:", "pj-pegs", "pj-way:", "split-discard-row",
    "split-sheets", "sheetsOpen", "http://www.w3.org/2000/svg", "en-US",
}


def _strings(src: str) -> list[str]:
    """Every string literal of a JavaScript source, comments left out; a template literal's
    text around its ``${…}`` (and the literals inside those, scanned in turn)."""
    out: list[str] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            i = src.find("\n", i) if "\n" in src[i:] else n
        elif src.startswith("/*", i):
            i = src.index("*/", i) + 2
        elif c in "\"'":
            j = i + 1
            while src[j] != c:
                j += 2 if src[j] == "\\" else 1
            out.append(src[i + 1:j])
            i = j + 1
        elif c == "`":
            j, text = i + 1, ""
            while src[j] != "`":
                if src.startswith("${", j):
                    depth, k = 1, j + 2
                    while depth:
                        depth += {"{": 1, "}": -1}.get(src[k], 0)
                        k += 1
                    out.append(text)
                    text = ""
                    out += _strings(src[j + 2:k - 1])
                    j = k
                else:
                    text += src[j]
                    j += 1
            out.append(text)
            i = j + 1
        elif c == "/" and src[:i].rstrip()[-1:] in tuple("=(,:[!&|?{};") and src[i + 1] not in "/*":
            # a regular expression literal (after an operator, not a division): skipped whole
            j = i + 1
            while src[j] != "/":
                j += 2 if src[j] == "\\" else 1
            i = j + 1
        else:
            i += 1
    return out


def _all_keys() -> set[str]:
    return {key for game in RENDERERS.values() for key in words(game)}


def _files() -> list[Path]:
    return [WIDGETS / "table.js", *sorted((WIDGETS / "games").glob("*.js"))]


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_the_javascript_holds_no_english_of_its_own(path):
    keys = _all_keys()
    found = []
    for text in _strings(path.read_text(encoding="utf-8")):
        if not re.search(r"[A-Za-z]{2,}", text) or text in keys or text in TECHNICAL:
            continue
        if re.fullmatch(r"[a-z0-9_]+", text) and any(k.startswith(text) or k.endswith(text) for k in keys):
            continue  # a part of a key the renderer completes (cya_asset_ + the card's code)
        tokens = text.split()
        if tokens and all(re.fullmatch(r"(ck-|-)[\w-]*|ck-[\w-]*", t) for t in tokens):
            continue  # classes
        if re.match(r"\s*([.#\[,]|g\.|ck-)", text) or "ck-" in text:
            continue  # selectors
        if text.startswith(("data-", "[data-")):
            continue
        found.append(text)
    assert not found, f"{path.name} writes words of its own (put them in cardkit/views/words.py): {found}"


@pytest.mark.parametrize("name", RENDERERS)
def test_every_key_a_renderer_asks_for_is_sent(name):
    keys = set(words(RENDERERS[name]))
    asked = set(re.findall(r"\bt\(\s*\"([a-z0-9_]+)\"", (WIDGETS / "games" / name).read_text()))
    asked |= set(re.findall(r"\bt\(\s*\"([a-z0-9_]+)\"", (WIDGETS / "table.js").read_text()))
    assert asked, "the renderer takes its words from t()"
    assert asked <= keys, f"asked for but not sent: {sorted(asked - keys)}"


def test_every_word_is_marked_for_translation():
    """In words.py each string literal that can reach a student is an argument of _ or
    ngettext (docstrings and the keys of the dicts aside)."""
    tree = ast.parse(Path(words_module.__file__).read_text(encoding="utf-8"))
    marked, keys, docs = set(), set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
            marked |= {id(a) for a in node.args if isinstance(a, ast.Constant)}
            if node.func.id == "ngettext":
                assert all(isinstance(a, ast.Constant) for a in node.args[:2]), ast.unparse(node)
        if isinstance(node, ast.Dict):
            keys |= {id(k) for k in node.keys if isinstance(k, ast.Constant)}
        if isinstance(node, (ast.Module, ast.FunctionDef)) and isinstance(node.body[0], ast.Expr):
            docs.add(id(node.body[0].value))
    # plural categories, and the pieces of a BCP 47 number locale ("pa-IN-u-nu-latn")
    technical = {"zero", "one", "two", "few", "many", "other", "_plural", "-", "-u-nu-latn"}
    bare = [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in marked | keys | docs and node.value not in technical]
    assert not bare, f"strings not marked with _ or ngettext: {bare}"


def test_counted_words_carry_every_plural_form_of_the_language():
    index = plural_index()
    assert len(index) == COUNTS and index[1] == 0 and index[2] == 1 and index[0] == 1  # English
    w = words("push")
    assert w["push_cards"] == ["{n} card", "{n} cards"]
    assert w["_plural"] == index


def test_english_words_are_the_tables_words_of_before():
    """A sample read as the JavaScript reads it: the same English the renderers wrote."""
    def say(w, key, **fields):
        text = w[key]
        if isinstance(text, list):
            text = text[w["_plural"][min(fields["n"], COUNTS - 1)]]
        return re.sub(r"\{(\w+)\}", lambda m: str(fields[m.group(1)]), text)
    w = words("cover-your-assets")
    assert say(w, "cya_your_hand", n=1, money="$5,000") == "Your hand: 1 card, $5,000"
    assert say(w, "cya_holds", name="Player 2 (bot)", n=3) == "Player 2 (bot) holds 3 cards"
    assert say(words("split"), "split_your_hand", n=1) == "Your hand: 1 half"
    assert say(words("split"), "split_your_hand", n=9) == "Your hand: 9 halves"
    assert say(w, "pass_ready", name="Player 1") == "I am Player 1: show my table"


def test_the_table_sends_its_games_words_only():
    g = cardkit.make("split", players=3, seed=1)
    table = Table(game=g.name)
    assert table.words == words("split")
    assert "push_draw" not in table.words and "split_draw" in table.words
    table.game = "push"
    assert "push_draw" in table.words and "split_draw" not in table.words
    assert i18n.get_language() == "en"
