"""The strategy lab's helpers: its two checks accept the right answers in their forms, give
the hint that fits a wrong one, and its tables read as the notebook says."""
import pytest

from cardkit import sim
from cardkit.lessons import strategy_lab as lab


@pytest.mark.parametrize("low, high", [(0.462, 0.724), (0.46, 0.72), ("0.46", "0.72"),
                                       ("46.2%", "72.4%"), (0.4618, 0.7239)])
def test_interval_right_in_every_form(low, high):
    assert lab.check_interval(low, high, wins=30, games=50)


def test_interval_the_right_message_figures_are_accepted(capsys):
    lab.check_interval(0.462, 0.724)
    text = capsys.readouterr().out.split("games: ")[1].rstrip(".\n")
    low, high = text.split(" to ")
    assert lab.check_interval(low, high)


def test_interval_hints_fit_the_mistake(capsys):
    assert not lab.check_interval(0.464, 0.736)  # the textbook p ± 1.96 sqrt(p(1-p)/n)
    assert "textbook interval" in capsys.readouterr().out
    assert not lab.check_interval(0.4, 0.7)
    assert "close: give more digits" in capsys.readouterr().out
    assert not lab.check_interval(0.462, 0.80)
    assert "The high end is not right" in capsys.readouterr().out


def test_interval_placeholders_and_the_example(capsys):
    assert not lab.check_interval(None, None)
    assert "placeholders" in capsys.readouterr().out
    assert not lab.check_interval(0.30, 0.50)  # the prompt's example: wrong, not a bad format
    assert "Give a number" not in capsys.readouterr().out


@pytest.mark.parametrize("answer", [2398, 2401, 2400, "2,400", "2400", "2.4e3"])
def test_games_needed_accepts_the_wilson_and_the_hint_figures(answer):
    assert lab.check_games_needed(answer)


def test_games_needed_the_right_message_agrees_with_the_check(capsys):
    lab.check_games_needed(2398)
    out = capsys.readouterr().out
    assert "2,398" in out and "2,401" in out
    assert lab.check_games_needed(2398) and lab.check_games_needed(2401)


@pytest.mark.parametrize("answer, words", [(49, "square it"), (600, "±4%"), (9604, "±1%"),
                                           (1000, "Solve")])
def test_games_needed_hints_fit_the_mistake(answer, words, capsys):
    assert not lab.check_games_needed(answer)
    assert words in capsys.readouterr().out


def test_games_needed_placeholder(capsys):
    assert not lab.check_games_needed(None)
    assert "placeholder" in capsys.readouterr().out
    assert not lab.check_games_needed(500)
    assert "Give a number" not in capsys.readouterr().out


def test_the_tables_read_as_text():
    push = sim.run("push", ["sensible", "random"], games=20, seed=1, progress=False)
    columns = lab.columns_table(push).to_html()
    assert "the final score" in columns
    rates = lab.rates_table(sim.win_rates(push)).to_html()
    assert "%" in rates and " to " in rates and "nan" not in rates.lower()
    seats = lab.seatings_table().to_html()
    assert "pegs-and-jokers" in seats and "seat 3" in seats
    assert "push" in lab.games_table().to_html()


def test_cover_your_assets_scores_read_as_money():
    results = lab.experiment("cover-your-assets", games=4, progress=False)
    shown = lab.rates_table(lab.win_table(results)).to_html()
    assert "$" in shown and "mathjax_ignore" in shown


def test_describe_names_no_dashboard(capsys):
    pytest.importorskip("distributed")
    client, cluster = lab.local_cluster()
    try:
        lab.describe(client)
    finally:
        lab.close(client, cluster)
    out = capsys.readouterr().out
    assert "1 worker and" in out and "http" not in out


def test_without_dask_the_same_table_is_played_on_local_processes(capsys):
    """The lab's Dask section without Dask (the README's [lab] install): the cells play on
    local processes, and say so, and the table is the same; with a client, as Dask tasks."""
    assert lab.elsewhere(None) == {"workers": lab.LOCAL_WORKERS}
    assert lab.elsewhere("client") == {"backend": "dask", "client": "client"}
    here = sim.run("push", ["sensible", "random"], games=12, seed=1, progress=False)
    away = sim.run("push", ["sensible", "random"], games=12, seed=1, progress=False,
                   **lab.elsewhere(None))
    lab.same_table(here, away, None)
    assert capsys.readouterr().out == (f"Played with workers={lab.LOCAL_WORKERS} (local "
                                       "processes: no Dask here). Same table: True\n")
    lab.same_table(here, away.iloc[1:], "client")
    assert capsys.readouterr().out == "Played as Dask tasks. Same table: False\n"


def test_without_dask_the_lab_says_where_its_cells_play(monkeypatch, capsys):
    import builtins

    real_import = builtins.__import__

    def no_dask(name, *args, **kwargs):
        if name == "distributed":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dask)
    assert lab.local_cluster() == (None, None)
    out = capsys.readouterr().out
    assert "Dask is not installed" in out and "2 local processes instead" in out
