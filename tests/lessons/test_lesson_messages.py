"""Every exercise check of every lesson answers in sentences that start with a capital letter
(or a figure) after its mark, whatever the answer: right, a placeholder, no number, or each
mistake a check has a hint for; and a format hint names only forms that fit its question."""
import re
from types import SimpleNamespace

import pandas as pd
import pytest

from cardkit import sim
from cardkit.lessons import common, cover_your_assets, pegs_and_jokers, push, split, strategy_lab, uno_duo

SENTENCE = re.compile(r"(✔ Right|✘ Not yet)\. [A-Z0-9$]")
COMMON_ANSWERS = [None, ..., "", "...", "seven", 0.5, 3, 10_000, "1/2", "40%"]


def _push_rates():
    return pd.DataFrame({"win_rate": [0.3, 0.2]}, index=pd.Index([0.05, 0.3], name="max_bust"))


def _cover_rates():
    return pd.DataFrame({"win_rate": [0.3, 0.2, 0.25]},
                        index=pd.Index(["steal at 50%", "steal at 0%",
                                        "default sensible (reference)"], name="bot"))


def _split_rates(win_rate):
    return pd.DataFrame({"win_rate": [win_rate], "low": [win_rate - 0.03], "high": [win_rate + 0.03]},
                        index=pd.Index([4], name="max_pick_depth"))


def _uno_rates(win_rate):
    return pd.DataFrame({"win_rate": [win_rate, 1 - win_rate], "low": [win_rate - 0.03, 0.97 - win_rate],
                         "high": [win_rate + 0.03, 1.03 - win_rate]},
                        index=pd.Index([True, False], name="stack_volleys"))


def _pegs_results():
    a, b = list(pegs_and_jokers.ARMS)
    return pd.DataFrame({"arm": [a] * 4 + [b] * 4, "seed": [1, 2, 3, 4] * 2,
                         "turns": [300, 320, 310, 330, 280, 300, 290, 300]})


CHECKS = {
    "push rank six": (push, push.check_rank_six, [15]),
    "push bust chance": (push, push.check_bust_chance, []),
    "push expected loss": (push, push.check_expected_loss, []),
    "push best threshold": (push, lambda a: push.check_best_threshold(a, _push_rates()), [0.05]),
    "uno red seven": (uno_duo, uno_duo.check_playable_on_red_seven, []),
    "uno guilty": (uno_duo, uno_duo.check_guilty_with_b3, [True, False, "yes"]),
    "uno draw playable": (uno_duo, uno_duo.check_draw_playable, []),
    "uno draw two": (uno_duo, uno_duo.check_opponent_draw_two, []),
    "uno stacking clear": (uno_duo, lambda a: uno_duo.check_stacking_pays(a, _uno_rates(0.6)),
                           [True, False]),
    "uno stacking unclear": (uno_duo, lambda a: uno_duo.check_stacking_pays(a, _uno_rates(0.51)),
                             [True, False]),
    "cover sets": (cover_your_assets, cover_your_assets.check_sets,
                   [[True, False, True, False], (True, False, True, False), [True] * 4,
                    [True, False], [1, 0, 1, 0], ["True", False, True, False]]),
    "cover wild value": (cover_your_assets, cover_your_assets.check_wild_value, ["$1,000"]),
    "cover defend home": (cover_your_assets, cover_your_assets.check_defend_home, []),
    "cover two card fight": (cover_your_assets, cover_your_assets.check_two_card_fight, []),
    "cover best threshold": (cover_your_assets,
                             lambda a: cover_your_assets.check_best_threshold(a, _cover_rates()),
                             ["steal at 50%", "steal at 0%", "default sensible (reference)"]),
    "split bonus": (split, split.check_bonus, ["bonus-draw", "penalise", "trade", "skip"]),
    "split partners": (split, split.check_partners, []),
    "split row value": (split, split.check_row_value, []),
    "split pick size": (split, split.check_pick_size, []),
    "split match chance": (split, split.check_match_chance, []),
    "split deep pays": (split, lambda a: split.check_deep_pays(a, _split_rates(0.6)),
                        [True, False]),
    "split deep unclear": (split, lambda a: split.check_deep_pays(a, _split_rates(0.51)),
                           [True, False]),
    "pegs out cards": (pegs_and_jokers, pegs_and_jokers.check_out_cards,
                       [{"A", "K", "Q", "J"}, {"A", "K", "Q", "J", "joker"}, {"A", "5"}, {"A"}]),
    "pegs deck size": (pegs_and_jokers, pegs_and_jokers.check_deck_size, []),
    "pegs short way": (pegs_and_jokers, pegs_and_jokers.check_short_way, []),
    "pegs eight chance": (pegs_and_jokers, pegs_and_jokers.check_eight_chance, []),
    "pegs saving": (pegs_and_jokers, lambda a: pegs_and_jokers.check_saving(a, _pegs_results()),
                    []),
    "lab interval": (strategy_lab, lambda a: strategy_lab.check_interval(*a) if isinstance(a, tuple)
                     else strategy_lab.check_interval(a, a),
                     [tuple(float(x) for x in sim.wilson(30, 50)), (0.464, 0.736), (0.4, 0.7),
                      (0.462, 0.80)]),
    "lab games needed": (strategy_lab, strategy_lab.check_games_needed, []),
}


def _messages(module, check, answers, monkeypatch, capsys) -> list[str]:
    """The messages of ``check`` for ``answers``, then for every figure the check compares
    with (its truth and each mistake it has a hint for), each tried once."""
    figures, tried = [], set()
    real_hint, real_number = module.fitting_hint, module.check_number

    def hint(answer, mistakes, text):
        figures.extend(figure for figure, _ in mistakes)
        return real_hint(answer, mistakes, text)

    def number(answer, truth, *args, **kwargs):
        figures.append(truth)
        return real_number(answer, truth, *args, **kwargs)

    monkeypatch.setattr(module, "fitting_hint", hint)
    monkeypatch.setattr(module, "check_number", number)
    for answer in answers:
        check(answer)
    while figures:
        figure = float(figures.pop())
        if figure not in tried:
            tried.add(figure)
            check(figure)
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("name", CHECKS)
def test_every_message_is_a_capitalised_sentence(name, monkeypatch, capsys):
    module, check, answers = CHECKS[name]
    lines = _messages(module, check, COMMON_ANSWERS + answers, monkeypatch, capsys)
    assert any(line.startswith("✔") for line in lines), f"{name}: no right answer was tried"
    for line in lines:
        assert SENTENCE.match(line), f"{name}: {line!r}"
        told = line.split(". ", 1)[1]
        for sentence in re.split(r"(?<=[.?!]) (?=\S)", told):
            assert not sentence[:1].islower(), f"{name}: a sentence starts small: {line!r}"


def test_the_two_lab_interval_ends_are_told_in_a_sentence(capsys):
    assert not strategy_lab.check_interval(0.462, 0.80)
    assert "The high end is not right." in capsys.readouterr().out


def test_a_format_hint_names_the_forms_of_its_own_question(capsys):
    """A count asks for a count, a chance for a chance; only Cover Your Assets' amounts talk
    of dollars."""
    asked = {push.check_rank_six: "such as 12", push.check_bust_chance: "'18%'",
             push.check_expected_loss: "'7/3'", uno_duo.check_draw_playable: "'18%'",
             cover_your_assets.check_wild_value: "'$1,500'",
             split.check_match_chance: "'18%'", pegs_and_jokers.check_deck_size: "such as 100",
             pegs_and_jokers.check_eight_chance: "'18%'"}
    for check, form in asked.items():
        assert not check("seven")
        out = capsys.readouterr().out
        assert "Give a number" in out and form in out, out
        assert ("$" in out) == (check is cover_your_assets.check_wild_value), out
    assert not push.check_best_threshold("bold", _push_rates())
    assert "'30%'" in capsys.readouterr().out


def test_the_forms_sentences_read_as_sentences():
    for text in (common.CHANCE_FORMS, common.MONEY_FORMS, push.POINTS_FORMS,
                 push.THRESHOLD_FORMS):
        assert text[:1].isupper() and text.endswith(".")


@pytest.mark.parametrize("view", [SimpleNamespace(game=split.story_game())])
def test_the_table_checks_speak_in_sentences_too(view, capsys):
    assert not split.check_played(view)
    assert not pegs_and_jokers.check_played(SimpleNamespace(game=pegs_and_jokers.story_game()))
    for line in capsys.readouterr().out.splitlines():
        assert SENTENCE.match(line), line


@pytest.mark.parametrize("name", CHECKS)
def test_a_check_says_one_message_however_many_verdicts_it_joins(name, capsys):
    module, check, answers = CHECKS[name]
    for answer in (None, "seven", *answers[:1]):
        check(answer)
        assert len(capsys.readouterr().out.splitlines()) == 1, (name, answer)
