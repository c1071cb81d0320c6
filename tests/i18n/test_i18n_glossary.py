"""One vocabulary: a seed word the glossary sets aside (``docs/glossary-pa.md``, "Seed words
set aside") is written nowhere in Punjabi, neither in the catalogs' translations nor in the
rules, the lessons or the app pages; each row names the word written instead."""
from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary-pa.md"
CATALOGS = sorted((ROOT / "cardkit" / "locale" / "pa" / "LC_MESSAGES").glob("*.po"))
TEXTS = [*sorted((ROOT / "cardkit" / "rules" / "pa").glob("*.md")),
         *sorted((ROOT / "notebooks" / "pa").glob("*.ipynb")),
         *sorted((ROOT / "apps" / "pa").glob("*.ipynb"))]


def set_aside() -> dict[str, str]:
    """The glossary's table of seed words set aside: word → the word written instead."""
    section = GLOSSARY.read_text(encoding="utf-8").split("## Seed words set aside", 1)[1]
    section = section.split("\n## ", 1)[0]
    rows = re.findall(r"^\| ([^|]+?) \| ([^|]+?) \|$", section, flags=re.M)
    return {word: instead for word, instead in rows if not set(word) <= set("- ") and
            word != "set aside"}


def translations() -> list[tuple[str, str]]:
    out = []
    for path in CATALOGS:
        with path.open("rb") as f:
            for m in read_po(f, locale="pa"):
                if m.id:
                    strings = (m.string,) if isinstance(m.string, str) else m.string
                    out += [(f"{path.name}: {m.id!r}", s) for s in strings]
    return out


def test_the_glossary_sets_words_aside_each_with_the_word_written_instead():
    table = set_aside()
    assert len(table) >= 20
    assert all(re.search("[\u0a00-\u0a7f]", w) and re.search("[\u0a00-\u0a7f]", i)
               for w, i in table.items())
    text = GLOSSARY.read_text(encoding="utf-8")
    assert all(i.split()[0] in text.split("## Seed words set aside")[0] for i in table.values())


def test_no_translation_writes_a_word_the_glossary_set_aside():
    table = set_aside()
    found = [f"{where}: {word} (write {table[word]})" for where, text in translations()
             for word in table if word in text]
    assert not found, "\n".join(found)


def test_the_rules_lessons_and_app_pages_write_no_word_set_aside():
    assert TEXTS, "the Punjabi rules, lessons and app pages"
    table = set_aside()
    found = [f"{path.relative_to(ROOT)}: {word} (write {table[word]})" for path in TEXTS
             for word in table if word in path.read_text(encoding="utf-8")]
    assert not found, "\n".join(found)
