"""The exercise checks' shared reader: the forms students write a number in."""
import pytest

from cardkit.lessons.common import as_number, check_number


@pytest.mark.parametrize("answer", ["≈0.47", "~0.47", "about 0.47", "About 0.469", "0.4688…",
                                    "0.4688...", "≈ 46.9%", "roughly 47%"])
def test_an_approximate_answer_is_read_as_its_number(answer, capsys):
    assert check_number(answer, 0.4688, "right", "hint")
    assert "✔" in capsys.readouterr().out


@pytest.mark.parametrize("answer", ["≈", "about", "...", "0.4.7", "≈≈0.47", "about0.47 or so"])
def test_words_and_marks_alone_are_no_number(answer):
    assert as_number(answer) is None


def test_an_approximate_wrong_answer_still_gets_the_hint(capsys):
    assert not check_number("≈0.3", 0.4688, "right", "hint")
    assert "hint" in capsys.readouterr().out


def test_said_lines_wrap_between_words_in_a_notebook_and_print_as_they_are(capsys):
    """JupyterLab's printed output breaks a long line inside a word; ``Said`` is shown as
    HTML that wraps at spaces, and prints the very lines outside a notebook."""
    from cardkit.lessons.common import Said, say_lines

    lines = ("Move 19, player 0: yield — going on, I win the fight with 50%, worth less than "
             "yielding cards", "    an indented second line")
    html = Said(*lines)._repr_html_()
    assert "word-break:normal" in html and "white-space:pre-wrap" in html
    assert "mathjax_ignore" in html  # "-$32,188 … -$30,000" stays money, not maths
    assert "break-all" not in html and "yielding cards" in html
    assert 'padding-left:4ch">an indented second line' in html  # wrapped, it keeps its indent
    assert "<b>" not in Said("<b>")._repr_html_()  # the text is escaped, never read as HTML
    say_lines(*lines)
    assert capsys.readouterr().out == "\n".join(lines) + "\n"
