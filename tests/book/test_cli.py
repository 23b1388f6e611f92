"""``tabletop book ...`` driven through ``tabletop.cli.main``: the JSON contract and the one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import i18n

from tabletop.book import open_book
from tabletop.cli import main
from tests.book.builders import document, interchange_play


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def night(tmp_path: Path) -> Path:
    plays = [interchange_play("a", day=0),
             interchange_play("b", game="narcopolis", day=1, players=[
                 {"name": "Ana", "score": 4, "rank": 2, "team": None},
                 {"name": "Chloé", "score": None, "rank": 1, "team": None}]),
             interchange_play("c", day=2, players=[
                 {"name": "Bruno", "score": 10, "rank": 1, "team": None},
                 {"name": "Ana", "score": 10, "rank": 1, "team": None}])]
    path = tmp_path / "night.json"
    path.write_text(json.dumps(document(plays)), encoding="utf-8")
    return path


def test_import_prints_the_counts_and_is_idempotent(book_url: str, night: Path, capsys) -> None:
    assert _run(capsys, "book", "--book", book_url, "import", str(night)) == \
        (0, json.dumps({"plays_added": 3, "plays_skipped": 0, "players_added": 3}) + "\n", "")
    code, out, _ = _run(capsys, "book", "--book", book_url, "import", str(night))
    assert json.loads(out) == {"plays_added": 0, "plays_skipped": 3, "players_added": 0}


def test_stats_json_contract(head_book_url: str, night: Path, capsys) -> None:
    _run(capsys, "book", "--book", head_book_url, "import", str(night))
    code, out, _ = _run(capsys, "book", "--book", head_book_url, "stats", "--json")
    assert code == 0 and json.loads(out) == {
        "players": {
            "Ana": {"plays": 3, "wins": 2, "win_rate": 2 / 3, "mean_score": 26 / 3, "best_score": 12.0},
            "Bruno": {"plays": 2, "wins": 1, "win_rate": 0.5, "mean_score": 9.5, "best_score": 10.0},
            "Chloé": {"plays": 1, "wins": 1, "win_rate": 1.0, "mean_score": None, "best_score": None}},
        "games": {"camorra": {"plays": 2}, "narcopolis": {"plays": 1}}}
    code, out, _ = _run(capsys, "book", "--book", head_book_url, "stats", "--game", "narcopolis", "--json")
    assert json.loads(out) == {
        "players": {"Ana": {"plays": 1, "wins": 0, "win_rate": 0.0, "mean_score": 4.0, "best_score": 4.0},
                    "Chloé": {"plays": 1, "wins": 1, "win_rate": 1.0, "mean_score": None, "best_score": None}},
        "games": {"narcopolis": {"plays": 1}}}
    code, out, _ = _run(capsys, "book", "--book", head_book_url, "stats")
    assert code == 0 and out.splitlines()[0].split() == ["player", "plays", "wins", "win", "rate", "mean", "score",
                                                         "best", "score"]
    # the mean column has one decimal on every row (Ana's 26/3 read « 8.67 » above Bruno's « 9.5 »)
    assert {line.split()[0]: line.split()[4] for line in out.splitlines()[1:4]} == {"Ana": "8.7", "Bruno": "9.5",
                                                                                    "Chloé": "-"}
    # the games by their titles, each count agreeing (it read « games: camorra 2, narcopolis 1 », ids glued)
    assert out.splitlines()[-1] == "plays by game: Camorra (2 plays), Narcopolis (1 play)"
    i18n.set_language("fr")
    try:
        code, out, _ = _run(capsys, "book", "--book", head_book_url, "stats")
    finally:
        i18n.set_language(None)
    assert out.splitlines()[-1] == "parties par jeu\u00a0: Camorra (2 parties), Narcopolis (1 partie)"
    assert out.splitlines()[1].split()[3:5] == ["67", "%"]  # « 67 % », the win rate as French writes it


def test_plays_json_lists_newest_first_with_filters(head_book_url: str, night: Path, capsys) -> None:
    _run(capsys, "book", "--book", head_book_url, "import", str(night))
    ids = lambda *extra: [p["id"] for p in json.loads(_run(capsys, "book", "--book", head_book_url, "plays", *extra,
                                                           "--json")[1])]
    assert ids() == ["c", "b", "a"]
    assert ids("--game", "camorra") == ["c", "a"]
    assert ids("--player", "Chloé") == ["b"]
    assert ids("--game", "camorra", "--player", "Bruno") == ["c", "a"]
    assert ids("--limit", "1") == ["c"]
    [first] = json.loads(_run(capsys, "book", "--book", head_book_url, "plays", "--limit", "1", "--json")[1])
    assert first["players"][0] == {"name": "Bruno", "score": 10.0, "rank": 1, "team": None, "seat": None,
                                   "breakdown": {}, "eliminated": False}
    code, out, _ = _run(capsys, "book", "--book", head_book_url, "plays")
    assert code == 0 and "Bruno (1, 10), Ana (1, 10)" in out


def test_export_writes_the_interchange_file_and_csv(head_book_url: str, night: Path, tmp_path: Path, capsys) -> None:
    _run(capsys, "book", "--book", head_book_url, "import", str(night))
    out = tmp_path / "out.json"
    assert _run(capsys, "book", "--book", head_book_url, "export", str(out)) == (0, f"3 plays written to {out}\n", "")
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert (doc["format"], doc["version"], [p["id"] for p in doc["plays"]]) == ("tabletop-book", 1, ["a", "b", "c"])
    assert _run(capsys, "book", "--book", head_book_url, "export", "--csv", str(tmp_path / "p.csv"))[0] == 0
    assert len((tmp_path / "p.csv").read_text(encoding="utf-8").splitlines()) == 1 + 6


def test_import_reads_a_csv_by_its_name_or_with_csv(head_book_url: str, night: Path, tmp_path: Path, capsys) -> None:
    _run(capsys, "book", "--book", head_book_url, "import", str(night))
    _run(capsys, "book", "--book", head_book_url, "export", "--csv", str(tmp_path / "p.csv"))
    (tmp_path / "p.txt").write_bytes((tmp_path / "p.csv").read_bytes())
    added = json.dumps({"plays_added": 3, "plays_skipped": 0, "players_added": 3}) + "\n"
    assert _run(capsys, "book", "--book", str(tmp_path / "one.sqlite"), "import", str(tmp_path / "p.csv")) == \
        (0, added, "")
    assert _run(capsys, "book", "--book", str(tmp_path / "two.sqlite"), "import", "--csv", str(tmp_path / "p.txt")) \
        == (0, added, "")
    (tmp_path / "bad.csv").write_text("play_id,game,played_at,player,rank\na,camorra,2025-01-01T20:00:00,Ana,first\n",
                                      encoding="utf-8")
    assert _run(capsys, "book", "--book", str(tmp_path / "two.sqlite"), "import", str(tmp_path / "bad.csv")) == \
        (1, "", f"tabletop book import: {tmp_path / 'bad.csv'}, line 2 (play \u00ab\u00a0a\u00a0\u00bb), column "
                "\u00ab\u00a0rank\u00a0\u00bb: \u00ab\u00a0first\u00a0\u00bb is not a whole number\n")


def test_a_refused_file_is_one_line_on_stderr_and_writes_nothing(tmp_path: Path, night: Path, capsys) -> None:
    doc = json.loads(night.read_text(encoding="utf-8"))
    del doc["plays"][2]["played_at"]
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(doc), encoding="utf-8")
    book = tmp_path / "book.sqlite"
    assert _run(capsys, "book", "--book", str(book), "import", str(broken)) == \
        (1, "", f"tabletop book import: {broken}, play 3 (\u00ab\u00a0c\u00a0\u00bb): the date is missing\n")
    with open_book(book) as opened:
        assert opened.count_plays() == 0 and opened.players() == []


@pytest.mark.parametrize("argv, message", [
    (["plays", "--player", "Zoé", "--json"], "tabletop book plays: no player named \u00ab\u00a0Zoé\u00a0\u00bb in the book"),
    (["import", "missing.json"], "tabletop book import: the file «\u00a0missing.json\u00a0» does not exist"),
    (["plays", "--limit", "0"], "tabletop book plays: --limit takes a number of plays from 1 to 10000000, not '0'"),
])
def test_errors_are_one_line_and_exit_1(tmp_path: Path, capsys, argv: list[str], message: str) -> None:
    code, out, err = _run(capsys, "book", "--book", str(tmp_path / "b.sqlite"), *argv)
    assert (code, out, err) == (1, "", message + "\n")


def test_an_unreachable_server_is_one_line(capsys) -> None:
    code, _, err = _run(capsys, "book", "--book", "postgresql+psycopg://u:secret@127.0.0.1:1/none", "stats")
    assert code == 1 and len(err.splitlines()) == 1
    assert err == "tabletop book stats: the book's server 127.0.0.1 (port 1) does not answer (is it started, and is its address right?)\n"
    assert "secret" not in err


def test_the_book_comes_from_the_environment_without_book(tmp_path: Path, night: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("TABLETOP_BOOK", str(tmp_path / "env.sqlite"))
    assert _run(capsys, "book", "import", str(night))[0] == 0
    with open_book(tmp_path / "env.sqlite") as book:
        assert book.count_plays() == 3
