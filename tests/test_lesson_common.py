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
