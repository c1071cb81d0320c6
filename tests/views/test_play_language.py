"""``play(game, lang=...)`` and ``cardkit.set_language``: the table speaks the language asked for,
and a refused table or an unknown language changes nothing."""
import pytest

import cardkit
from cardkit import ConfigError
from cardkit.views import play


@pytest.fixture(autouse=True)
def english_after():
    yield
    cardkit.set_language("en")


def test_play_with_lang_speaks_punjabi_in_the_status_line():
    english = play(cardkit.make("push", seed=7), bots={1: "sensible"}, seat=0)
    view = play(cardkit.make("push", seed=7), bots={1: "sensible"}, seat=0, lang="pa")
    assert cardkit.get_language() == "pa"
    status = view.table.view["status"] if "status" in view.table.view else str(view.table.view)
    assert any("\u0a00" <= ch <= "\u0a7f" for ch in status), status  # Gurmukhi letters
    assert english.table.view != view.table.view


def test_an_unknown_language_is_refused_with_the_languages_allowed():
    with pytest.raises(ConfigError, match=r"'xx'.*en \(English\).*pa"):
        play(cardkit.make("push", seed=7), lang="xx")
    assert cardkit.get_language() == "en"


def test_a_refused_table_leaves_the_language_as_it_was():
    with pytest.raises(ConfigError, match="sensble"):
        play(cardkit.make("push", seed=7), bots={1: "sensble"}, lang="pa")
    assert cardkit.get_language() == "en"
