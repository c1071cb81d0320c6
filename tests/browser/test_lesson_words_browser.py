"""What a lesson says, as JupyterLab draws it at 1280 px with its file browser open (the
narrowest notebook a class sees): a bot's explanation and an exercise's verdict wrap between
words, never inside one (JupyterLab's printed output breaks "yielding" as "yieldi / ng"), with
their dollars as dollars (no maths typeset between two "$"), and
the predict question's cards are drawn as the table draws cards, readable and apart."""
from __future__ import annotations

import pytest
from conftest import open_notebook, write_notebook

pytestmark = pytest.mark.browser

CELLS = [
    # notebook 02's bot explanation (move 23 of the story game)
    "from cardkit.lessons import uno_duo\n"
    "g = uno_duo.story_game()\n"
    "for text in uno_duo.VOLLEY + uno_duo.RUN + uno_duo.FINISH:\n"
    "    g.apply(text)\n"
    "uno_duo.read_aloud(g, uno_duo.CHALLENGE_STEP)",
    # notebook 03's bot explanation, and a verdict longer than a line
    "from cardkit.lessons import cover_your_assets as cya\n"
    "why = cya.read_aloud(cya.one_round(seed=7), step=18)",
    "cya.check_sets([True, False, True, False])",
    # the same explanation printed: JupyterLab's output pre, which breaks inside words
    "r = cya.one_round(seed=7)\n"
    "print(cya.round_bots(7, r.players)[0].explain(r.at(18), 0).text * 2)",
    # notebook 01's predict question
    "from cardkit.lessons import push\n"
    "ex = push.predict_bust(seed=2026)\n"
    "ex.view()",
]

# For each element: how many of its words JupyterLab draws over two lines, and how many lines
# its text takes (from the words' own boxes, so the test sees what a reader sees).
BROKEN_WORDS = """el => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let broken = 0, words = 0; const tops = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.textContent.matchAll(/\\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
            lines.forEach(t => tops.add(t));
            words += 1;
            if (lines.size > 1) broken += 1;
        }
    }
    return {broken, words, lines: tops.size};
}"""


def test_explanations_and_verdicts_wrap_between_words_and_cards_read_as_cards(page, lab,
                                                                              save_screenshot):
    open_notebook(page, lab, write_notebook(lab, "lesson_words.ipynb", CELLS))
    outputs = page.locator(".jp-CodeCell .jp-OutputArea")
    for i in range(3):  # two explanations and a verdict, shown as Said
        said = outputs.nth(i).locator("div[style*='pre-wrap']")
        assert said.count() == 1, f"output {i} is no Said"
        seen = said.evaluate(BROKEN_WORDS)
        assert seen["words"] > 20 and seen["lines"] >= 2, seen  # long enough to wrap at all
        assert seen["broken"] == 0, f"output {i}: {seen['broken']} words broken over two lines"
        box = said.bounding_box()
        assert box["x"] + box["width"] <= 1280, box
    assert "worth -$32,188 on average: less than the -$30,000" in outputs.nth(1).text_content()
    printed = outputs.nth(3).locator("pre").evaluate(BROKEN_WORDS)
    assert printed["broken"] > 0, "the printed pre, as before: the check can fail"

    question = outputs.nth(4).locator(".ck-predict")
    question.locator(".ck-card").first.wait_for(timeout=60_000)
    cards = question.locator(".ck-card")
    assert cards.count() >= 3
    boxes = [cards.nth(i).bounding_box() for i in range(cards.count())]
    for a, b in zip(boxes, boxes[1:], strict=False):
        apart = a["x"] + a["width"] <= b["x"] + 0.5 or a["y"] + a["height"] <= b["y"] + 0.5
        assert apart, (a, b)
    assert all(b["x"] + b["width"] <= 1280 for b in boxes)
    sizes = question.evaluate("""q => [...q.querySelectorAll('.ck-card .ck-name, .ck-caption')]
        .map(n => parseFloat(getComputedStyle(n).fontSize))""")
    assert sizes and min(sizes) >= 12, sizes
    labels = [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())]
    assert all(" " in text for text in labels), labels  # "red 6": colour and rank in words
    assert "column 1" in question.text_content()
    question.scroll_into_view_if_needed()
    save_screenshot(page, "lesson_words_predict_cards.png")
    errors = list(page.console_log.errors)
    assert not errors, "browser console errors:\n" + "\n".join(errors)
