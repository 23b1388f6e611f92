"""The command-line contract of ``tabletop gangster-paradise launder|salaries|resale|rank`` (JSON out, one-line
refusals, exit code 1)."""

import json

import pytest

from tabletop.cli import main


def run(capsys, *argv):
    code = main(["gangster-paradise", *argv])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else out.err.strip())


def test_launder_the_books_example(capsys):
    """« Il décide de blanchir 34 billets rouges … avant de recevoir 17 billets blancs »"""
    assert run(capsys, "launder", "--red", "34", "--commercants", "2") == (
        0, {"capacity": 40, "red_laundered": 34, "white": 17, "red_kept": 0})


def test_launder_keeps_the_odd_note_and_counts_the_boss(capsys):
    assert run(capsys, "launder", "--red", "35", "--commercants", "2")[1] == {
        "capacity": 40, "red_laundered": 34, "white": 17, "red_kept": 1}
    assert run(capsys, "launder", "--red", "79", "--commercants", "1", "--boss")[1]["capacity"] == 80


def test_launder_over_the_capacity_is_refused_naming_it(capsys):
    code, err = run(capsys, "launder", "--red", "41", "--commercants", "2")
    assert code == 1 and "capacity of 40" in err and len(err.splitlines()) == 1


def test_salaries_and_bonus(capsys):
    assert run(capsys, "salaries", "--soldats", "1", "--commercants", "1", "--capitaines", "0") == (
        0, {"salaries": 3, "bonus": 0})
    assert run(capsys, "salaries", "--soldats", "1", "--commercants", "1", "--capitaines", "2", "--bras-droit",
               "--boss")[1] == {"salaries": 1 + 2 + 4 + 3 + 4, "bonus": 5}
    # the complete clan's 10 white need the board's full set (setting complete_clan)
    assert run(capsys, "salaries", "--soldats", "5", "--commercants", "3", "--capitaines", "3", "--bras-droit",
               "--boss")[1] == {"salaries": 24, "bonus": 15}
    code, err = run(capsys, "salaries", "--soldats", "6", "--commercants", "1", "--capitaines", "0")
    assert code == 1 and "--soldats 6: a clan board has 5 Soldat cards" in err


def test_resale(capsys):
    assert [run(capsys, "resale", "--kinds", str(k))[1]["red"] for k in (1, 2, 3, 4, 5)] == [5, 15, 35, 75, 155]
    code, err = run(capsys, "resale", "--kinds", "6")
    assert code == 1 and "1 to 5" in err


@pytest.mark.parametrize("players, ranks, decided_by", [
    ([("A", 10, 3, 0), ("B", 12, 1, 0)], [("B", 1), ("A", 2)], "white"),
    ([("A", 10, 3, 0), ("B", 10, 4, 0)], [("B", 1), ("A", 2)], "members"),
    ([("A", 10, 3, 9), ("B", 10, 3, 4), ("C", 1, 9, 9)], [("A", 1), ("B", 2), ("C", 3)], "red"),
    ([("A", 10, 3, 9), ("B", 10, 3, 9), ("C", 1, 9, 9)], [("A", 1), ("B", 1), ("C", 3)], "pierre-feuille-ciseaux"),
])
def test_rank(capsys, tmp_path, players, ranks, decided_by):
    """« le plus de billets blancs … le plus de membres … le nombre de billets rouges … pierre-feuille-ciseaux
    »"""
    path = tmp_path / "end.json"
    path.write_text(json.dumps({"players": [{"name": n, "white": w, "members": m, "red": r}
                                            for n, w, m, r in players]}), encoding="utf-8")
    assert run(capsys, "rank", str(path)) == (
        0, {"players": [{"name": n, "rank": k} for n, k in ranks], "decided_by": decided_by})


@pytest.mark.parametrize("text, words", [
    ("{", "at line 1, column 2, the text stops before its end"),
    ('{"players": [{"name": "A", "white": 1, "members": 1}]}', "no value for the red notes of the player « A »"),
    ('{"players": [{"name": "A", "white": -1, "members": 1, "red": 0}]}', "the white notes of the player « A »: expected a number ≥ 0"),
    ('{"players": [{"name": "A", "white": 1, "members": 1, "red": 0}, {"name": "A", "white": 1, "members": 1, '
     '"red": 0}]}', "same name"),
])
def test_rank_refuses_bad_files_in_one_line(capsys, tmp_path, text, words):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    code, err = run(capsys, "rank", str(path))
    assert code == 1 and words in err and str(path) in err and len(err.splitlines()) == 1
    assert run(capsys, "rank", str(tmp_path / "missing.json"))[1].endswith("missing.json\u00a0» does not exist")
