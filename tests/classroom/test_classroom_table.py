"""The classroom's table: the game's own front end, of one game only, its actions carrying ``seen``."""
from __future__ import annotations

import pytest

import cardkit
from cardkit.classroom.table import css, esm, seat_table
from cardkit.views import assets
from cardkit.views.table import Table


@pytest.mark.parametrize("game", list(cardkit.GAMES))
def test_a_page_loads_the_front_end_of_its_own_game_only(game):
    module = game.replace("-", "_")
    text = esm(module)
    for path in assets.game_files("js"):
        assert (path.read_text(encoding="utf-8") in text) == (path.stem == module)
    assert text.count("export default") == 1 and "seen: (model.get(\"view\") || {}).seen" in text
    assert len(text) < len(assets.esm())


def test_the_table_class_is_the_games_own_table():
    cls = seat_table("split")
    assert issubclass(cls, Table) and seat_table("split") is cls
    table = cls(game="split", view={"seen": 3})
    assert table.view == {"seen": 3}


@pytest.mark.parametrize("game", list(cardkit.GAMES))
def test_a_page_takes_the_shared_seat_styles_and_its_own_games_css_only(game):
    module = game.replace("-", "_")
    text = css(module)
    for path in assets.game_files("css"):
        assert (path.read_text(encoding="utf-8") in text) == (path.stem in (module, "push"))
    assert ".ck-seat header {" in text  # every renderer's seat headers: push.css draws them
    # in the lesson's order: the table's own, then the games' by name
    starts = [text.index(p.read_text(encoding="utf-8")) for p in assets.game_files("css")
              if p.stem in (module, "push")]
    assert starts == sorted(starts) and text.startswith((assets.WIDGETS / "table.css").read_text())
