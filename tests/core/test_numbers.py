"""The one set of number formatters (core/sentences.py) that bots, lessons and views share."""
import pytest

from cardkit.core.sentences import money, percent, points


@pytest.mark.parametrize("p, text", [
    (0, "0%"), (1, "100%"), (0.0004, "under 0.1%"), (0.9996, "over 99.9%"), (0.049, "4.9%"),
    (0.05, "5%"), (0.23, "23%"), (0.5, "50%"), (0.955, "95.5%"), (0.0999, "10%"), (0.9, "90%")])
def test_percent_whole_in_the_middle_one_decimal_near_the_ends(p, text):
    assert percent(p) == text


def test_percent_beside_a_limit_that_prints_the_same_shows_the_digits_that_differ():
    assert percent(0.09996, 0.1) == "9.996%"
    assert percent(0.1, 0.1) == "10%"
    assert percent(0.3, 0.1) == "30%"


@pytest.mark.parametrize("x, text", [(2.5, "2.5"), (7 / 6, "1.17"), (11, "11"), (-3, "-3"),
                                     (-0.001, "0"), (0, "0")])
def test_points_have_at_most_two_needed_decimals(x, text):
    assert points(x) == text


def test_points_beside_a_limit_that_prints_the_same_show_more_digits():
    assert points(1.1666, 1.17) == "1.167"


@pytest.mark.parametrize("v, text", [(42908, "$42,908"), (-1500, "-$1,500"), (0, "$0"),
                                     (1_000_000, "$1,000,000"), (2.4, "$2")])
def test_money_is_whole_dollars_with_thousands_marked(v, text):
    assert money(v) == text


def test_money_beside_a_limit_that_prints_the_same_shows_its_cents():
    assert money(999_999.5, 1_000_000) == "$999,999.50"
