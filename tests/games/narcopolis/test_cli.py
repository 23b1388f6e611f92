"""``tabletop narcopolis income|combat|score``: the JSON contract other tools read, and one-line refusals."""

import json

import pytest

from tabletop.cli import main

BOOKI_KILLAH = {"attacker": "Booki", "defender": "Killah", "called_by": "Killah", "exchanges": [
    {"by": "Booki", "dice": [4, 2, 1], "announce": 531}, {"by": "Killah", "dice": [5, 4, 4], "announce": 544},
    {"by": "Booki", "dice": [1, 4, 5], "announce": 621}]}


def run(capsys, *argv):
    code = main(["narcopolis", *argv])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if code == 0 else None), err.strip()


def write(tmp_path, data, name="in.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(path)


def test_income(capsys):
    """Miss T's surviving column: « BORDELS 4 CASINOS 2 ARMES 2 DROGUES 2 »."""
    code, out, _ = run(capsys, "income", "--character", "Miss T", "--built", "armes=1,bordels=1,casinos=1,drogues=1")
    assert code == 0 and out == {"lines": {"armes": 2, "bordels": 4, "casinos": 2, "drogues": 2}, "total": 10}
    code, out, _ = run(capsys, "income", "--character", "killah", "--built", "armes=4,drogues=0")
    assert out == {"lines": {"armes": 10, "bordels": 0, "casinos": 0, "drogues": 0}, "total": 10}


@pytest.mark.parametrize("argv, message", [
    (["--character", "Zorro", "--built", "armes=1"], "--character takes a character, not 'Zorro'"),
    (["--character", "booki", "--built", "armes=7"], "--built counts armes from 0 to 6"),
    (["--character", "booki", "--built", "guns=1"], "--built takes KIND=N with KIND one of armes, bordels, casinos, drogues, not 'guns=1'"),
    (["--character", "booki", "--built", "armes=1,armes=2"], "--built gives armes twice"),
    (["--character", "booki", "--built", "armes=x"], "--built counts armes in whole numbers"),
    # Issue 36: an empty --built gave an income of 0, and a 100,000-letter character was compared and echoed whole.
    (["--character", "booki", "--built", ""], "--built takes the businesses taken off the board"),
    (["--character", "booki", "--built", " , "], "--built takes the businesses taken off the board"),
    (["--character", "B" * 100_000, "--built", "armes=1"], "--character takes a character, not '" + "B" * 79 + "…'"),
    (["--character", "booki"], "missing --built"),
])
def test_income_refusals_are_one_line(capsys, argv, message):
    code, _, err = run(capsys, "income", *argv)
    assert code == 1 and message in err and len(err.splitlines()) == 1


def test_combat_the_books_exchange(tmp_path, capsys):
    code, out, _ = run(capsys, "combat", write(tmp_path, BOOKI_KILLAH))
    assert code == 0 and out == {"scores": [421, 544, 541], "bluff": True, "winner": "Killah"}


def test_combat_stake_needs_the_side_bet_module(tmp_path, capsys):
    """Module 4, « miser 10M$ ou 1 point de Réputation lors d'un combat »: a stake is refused unless the module is
    played, never ignored; with it the loser pays the winner."""
    path = write(tmp_path, {**BOOKI_KILLAH, "stake": "money"})
    code, _, err = run(capsys, "combat", path)
    assert code == 1 and err == (f"tabletop narcopolis combat: in «\u00a0{path}\u00a0», the side bet: a rule of advanced "
                                 "module 4 (« miser 10M$ ou 1 point de Réputation »), played with --module side_bet")
    code, out, _ = run(capsys, "combat", path, "--module", "side_bet")
    assert code == 0 and out["stake"] == {"kind": "money", "amount": 10, "from": "Booki", "to": "Killah"}
    code, _, err = run(capsys, "combat", write(tmp_path, {**BOOKI_KILLAH, "bet": 10}))
    assert code == 1 and "unknown field 'bet'" in err


def test_combat_under_announce_module(tmp_path, capsys):
    """Module 3: « si tu obtiens 632 mais annonces 621, ce n'est pas un bluff »."""
    data = {"attacker": "A", "defender": "B", "called_by": "B",
            "exchanges": [{"by": "A", "dice": [6, 3, 2], "announce": 621}]}
    path = write(tmp_path, data)
    assert run(capsys, "combat", path)[1]["winner"] == "B"
    assert run(capsys, "combat", path, "--module", "under_announce")[1]["winner"] == "A"


@pytest.mark.parametrize("change, message", [
    (lambda d: d["exchanges"][1].update(announce=522), "exchange 2: 522 is not above the previous announcement 531"),
    (lambda d: d["exchanges"][2].update(announce=635), "exchange 3: 635 cannot be rolled"),
    (lambda d: d["exchanges"][0].update(dice=[4, 2, 9]), "exchange 1: "),
    (lambda d: d.update(called_by="Booki"), "who called the bluff: 'Booki' cannot say"),
    (lambda d: d.pop("attacker"), "no value for the attacker"),
])
def test_combat_refusals_name_the_exchange(tmp_path, capsys, change, message):
    data = json.loads(json.dumps(BOOKI_KILLAH))
    change(data)
    code, _, err = run(capsys, "combat", write(tmp_path, data))
    assert code == 1 and message in err and len(err.splitlines()) == 1


def test_score_classic_and_furi(tmp_path, capsys):
    classic = {"variant": "classic", "furi_reputation": None, "players": [
        {"name": "A", "reputation": 21, "businesses": 3}, {"name": "B", "reputation": 21, "businesses": 9},
        {"name": "C", "reputation": 8, "businesses": 1}]}
    code, out, _ = run(capsys, "score", write(tmp_path, classic))
    assert out == {"over": True, "winner": "B", "players": [{"name": "A", "rank": 2}, {"name": "B", "rank": 1},
                                                          {"name": "C", "rank": 3}], "tie": "businesses"}
    furi = {"variant": "furi", "furi_reputation": 20, "players": [{"name": "A", "reputation": 19, "businesses": 3},
                                                                  {"name": "B", "reputation": 4, "businesses": 9}]}
    code, out, _ = run(capsys, "score", write(tmp_path, furi))
    assert out == {"over": True, "winner": "furi", "players": [{"name": "A", "rank": 2}, {"name": "B", "rank": 3}],
                   "tie": None}
    furi["furi_reputation"] = 15
    furi["players"][0]["reputation"] = 16
    code, out, _ = run(capsys, "score", write(tmp_path, furi))
    assert out["winner"] == "A" and out["over"] and out["players"][0]["rank"] == 1
    furi["players"][0]["reputation"] = 12
    code, out, _ = run(capsys, "score", write(tmp_path, furi))
    assert out["over"] is False and out["winner"] is None


@pytest.mark.parametrize("data, message", [
    ("{not json", "is not valid JSON: at line 1, column 2, a name is missing its double quotes"),
    ({"variant": "chess", "players": []}, "the variant played: expected one of \"classic\", \"furi\", got \"chess\""),
    ({"variant": "furi", "furi_reputation": None, "players": [{"name": "A", "reputation": 1, "businesses": 0}]},
     "needs her reputation"),
    ({"variant": "classic", "players": [{"name": "A", "reputation": "x", "businesses": 0}]},
     "the reputation of player 1: expected an integer, got \"x\""),
    ({"variant": "classic", "players": [{"name": "A", "reputation": 3, "businesses": 0}] * 2}, "same name"),
])
def test_score_refusals(tmp_path, capsys, data, message):
    code, _, err = run(capsys, "score", write(tmp_path, data))
    assert code == 1 and message in err and len(err.splitlines()) == 1
    code, _, err = run(capsys, "score", str(tmp_path / "missing.json"))
    assert code == 1 and "missing.json\u00a0» does not exist" in err


@pytest.mark.parametrize("built, french, english", [
    ("armes=7", "--built compte armes de 0 à 6 (6 jetons de chaque nature par plateau), pas 7",
     "--built counts armes from 0 to 6 (6 tokens of each kind on a board), not 7"),
    ("armes=x", "--built compte armes en nombres entiers, pas «\u00a0x\u00a0»",
     "--built counts armes in whole numbers, not 'x'"),
])
def test_a_refused_count_of_businesses_is_one_sentence_by_the_income_command(capsys, built, french, english):
    """It read « tabletop narcopolis : --built : armes : 7 n'est pas entre 0 et 6 … », three colons, and the group's
    name without its action."""
    from tabletop.i18n import set_language

    for code, problem, colon in (("fr", french, "\u00a0: "), ("en", english, ": ")):
        set_language(code)
        try:
            assert run(capsys, "income", "--character", "booki", "--built", built)[2] == \
                f"tabletop narcopolis income{colon}{problem}"
        finally:
            set_language(None)
