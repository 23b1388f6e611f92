"""The CSV of plays read back: a book exported as CSV and imported into a fresh one is the same book; a refused row
writes nothing and is named by its line and column; the export keeps a bounded memory whatever the book's size."""

from __future__ import annotations

import json
import sqlite3
import tracemalloc
from pathlib import Path

import pytest

from tabletop.book import CSV_COLUMNS, Book, BookError, open_book
from tests.book.builders import document, random_document

HEADER = ",".join(CSV_COLUMNS)


def _write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_text(text, encoding=encoding, newline="")
    return path


def test_a_book_exported_as_csv_and_imported_again_is_the_same_book(book: Book, tmp_path: Path) -> None:
    plays = random_document(60, 7, seed=11)["plays"]
    plays[0].update(notes='a, "quoted"\nnote on two lines', place="Le Zinc", campaign="Saison", duration_min=55,
                    table={"size": [120, 90]})
    plays[0]["players"][0].update(breakdown={"heists": 8.5, "bribes": 4}, eliminated=True, colour="red")
    plays[1]["players"][0].update(team="Les Rats", score=-2.25)
    book.import_file(_write(tmp_path / "in.json", json.dumps(document(plays))))
    assert book.export_csv(tmp_path / "out.csv") == sum(len(p["players"]) for p in plays)
    with open_book(tmp_path / "again.sqlite") as again:
        result = again.import_csv(tmp_path / "out.csv")
        assert (result.plays_added, result.plays_skipped, result.players_added) == (60, 0, 7)
        assert again.plays() == book.plays()
        assert again.campaigns()[0].name == "Saison" and again.player_stats() == book.player_stats()
        book.export_file(tmp_path / "first.json")
        again.export_file(tmp_path / "second.json")
        assert (tmp_path / "first.json").read_bytes() == (tmp_path / "second.json").read_bytes()
        assert again.import_csv(tmp_path / "out.csv").plays_skipped == 60  # a second time adds nothing


def test_a_spreadsheet_csv_with_semicolons_decimal_commas_and_a_byte_order_mark_reads(tmp_path: Path) -> None:
    source = _write(tmp_path / "soir.csv", "\ufeffplay_id;game;played_at;player;score;rank\n"
                                           "z1;camorra;2025-03-01T21:00:00+01:00;Chloé;12,5;1\n"
                                           "z1;camorra;2025-03-01T21:00:00+01:00;Dario;;2\n", "utf-8")
    with open_book(tmp_path / "book.sqlite") as book:
        book.import_csv(source)
        [play] = book.plays()
        assert play.played_at.hour == 20 and [(p.name, p.score, p.rank) for p in play.participants] == [
            ("Chloé", 12.5, 1), ("Dario", None, 2)]


GOOD = "a,camorra,2025-03-01T20:00:00+00:00,,,,,,,Ana,1,,12,1,false,,,\n"


def _row(play_id: str = "b", **cells: str) -> str:
    values = dict(zip(CSV_COLUMNS, GOOD.rstrip("\n").split(",")))
    values.update(play_id=play_id, **cells)
    return ",".join(values[c] for c in CSV_COLUMNS) + "\n"


def q(text: str) -> str:
    """``text`` as the app quotes a value or a column's header: « text »."""
    return f"\u00ab\u00a0{text}\u00a0\u00bb"


REFUSALS = [
    (HEADER + "\n" + GOOD + _row(score="abc"),
     f"line 3 (play {q('b')}), column {q('score')}: {q('abc')} is not a number"),
    (HEADER + "\n" + GOOD + _row(rank="1.5"),
     f"line 3 (play {q('b')}), column {q('rank')}: {q('1.5')} is not a whole number"),
    (HEADER + "\n" + GOOD + _row(played_at="yesterday"),
     f"line 3 (play {q('b')}), column {q('played_at')}: {q('yesterday')} is not a date (write it as 07/12/2026, "
     "7 décembre 2026 or 2026-12-07)"),
    (HEADER + "\n" + GOOD + _row(eliminated="maybe"),
     f"line 3 (play {q('b')}), column {q('eliminated')}: {q('maybe')} says neither yes nor no (write true, yes, 1 or x "
     "for a player eliminated, and false, no, 0 or nothing for the others)"),
    (HEADER + "\n" + GOOD + _row(breakdown="[1]"),
     f"line 3 (play {q('b')}), column {q('breakdown')}: {q('[1]')} is not a JSON object"),
    (HEADER + "\n" + GOOD + _row(duration_min="-5"),
     f"line 3 (play {q('b')}), column {q('duration_min')}: the duration must be a number from 0 to 10080"),
    (HEADER + "\n" + GOOD + _row(player="Bo") + _row(player=" "),
     f"line 4 (play {q('b')}), column {q('player')}: the name of player 2 must not be empty"),
    (HEADER + "\n" + GOOD + _row(player="Bo") + _row(game="narcopolis"),
     f"line 4 (play {q('b')}), column {q('game')}: this cell differs from the play's first row, line 3"),
    (HEADER + "\n" + GOOD + _row() + _row("a", player="Bo"),
     f"line 4 (play {q('a')}), column {q('play_id')}: the rows of a play follow each other, and this play's rows "
     "began at line 2"),
    (HEADER + "\n" + GOOD + _row().rstrip("\n") + ",extra\n", "line 3: the row has 19 cells where the header has 18"),
    (HEADER.replace("player,", "who,") + "\n" + GOOD, f"line 1: the column {q('who')} is not one of the book's"),
    (HEADER.replace("player,", "") + "\n", f"line 1: the column {q('player')} is missing"),
    (HEADER + "\n" + GOOD + '"b",camorra,"unfinished\n',
     "line 3: the row cannot be read as CSV (unexpected end of data)"),
]


@pytest.mark.parametrize("text, message", REFUSALS)
def test_a_refused_row_is_named_by_its_line_and_column_and_writes_nothing(book: Book, tmp_path: Path, text: str,
                                                                         message: str) -> None:
    source = _write(tmp_path / "night.csv", text)
    with pytest.raises(BookError) as refused:
        book.import_csv(source)
    assert str(refused.value).startswith(f"{source}, {message}") and "\n" not in str(refused.value)
    assert book.count_plays() == 0 and book.players() == []


def test_a_row_refused_after_chunks_were_written_leaves_the_book_as_it_was(book: Book, tmp_path: Path,
                                                                          monkeypatch) -> None:
    monkeypatch.setattr("tabletop.book.transfer.IMPORT_CHUNK", 2)
    book.import_csv(_write(tmp_path / "first.csv", HEADER + "\n" + GOOD))
    before = (book.plays(), book.player_stats(), book.game_stats())
    rows = "".join(_row(f"n{k}", player=f"P{k % 3}") for k in range(7)) + _row("n7", score="x")
    refused = f"line 10 \\(play {q('n7')}\\), column {q('score')}: {q('x')} is not a number$"
    with pytest.raises(BookError, match=refused):
        book.import_csv(_write(tmp_path / "night.csv", HEADER + "\n" + GOOD + rows))
    assert (book.plays(), book.player_stats(), book.game_stats()) == before


def test_a_csv_that_is_not_utf8_is_refused_in_one_line(tmp_path: Path) -> None:
    source = tmp_path / "latin1.csv"
    source.write_bytes((HEADER + "\n" + GOOD.replace("Ana", "Zoé")).encode("latin-1"))
    with open_book(tmp_path / "book.sqlite") as book, pytest.raises(BookError, match=r"latin1\.csv, line \d+: the text "
                                                                                       r"is not UTF-8$"):
        book.import_csv(source)


def _add_plays(path: Path, start: int, stop: int) -> None:
    """Plays number ``start`` to ``stop`` of Ana and Bruno, written straight in SQL (the export reads them all the
    same; the summaries are not needed)."""
    db = sqlite3.connect(path)
    with db:
        db.executemany("INSERT OR IGNORE INTO players (id, name, created_at) VALUES (?, ?, '2025-01-01 00:00:00')",
                       [(1, "Ana"), (2, "Bruno")])
        db.executemany("INSERT INTO plays (id, game, played_at, notes, extra, recorded_at) VALUES (?, 'camorra', ?, "
                       "?, '{}', '2025-01-01 00:00:00')",
                       ((f"p{k:06d}", f"2020-01-01 00:00:00.{k:06d}", "a note of some length " * 4)
                        for k in range(start, stop)))
        db.executemany("INSERT INTO participants (play_id, player_id, position, game, seat, score, breakdown, rank, "
                       "eliminated, extra) VALUES (?, ?, ?, 'camorra', ?, ?, '{}', ?, 0, '{}')",
                       ((f"p{k:06d}", s + 1, s, s + 1, k % 40, s + 1) for k in range(start, stop) for s in range(2)))
    db.close()


def test_the_csv_export_memory_does_not_grow_with_the_book(tmp_path: Path, monkeypatch) -> None:
    """The CSV export holds a chunk of plays and a write's bytes at a time, as the interchange file's does (whose
    200 MB cap at 200,000 plays tests/book/test_export_memory.py measures in a child process): its peak of Python
    memory for a book four times as large stays the same, where holding the plays or the text whole would make it
    four times as large. Chunks and writes are made small so that small books show it, fast."""
    monkeypatch.setattr("tabletop.book.transfer.EXPORT_CHUNK", 25)
    monkeypatch.setattr("tabletop.book.interchange.WRITE_BYTES", 16 * 1024)
    path = tmp_path / "book.sqlite"
    peaks = []
    with open_book(path) as book:
        for start, stop in ((0, 500), (500, 2000)):
            _add_plays(path, start, stop)
            tracemalloc.start()
            try:
                assert book.export_csv(tmp_path / "out.csv") == 2 * stop
                peaks.append(tracemalloc.get_traced_memory()[1])
            finally:
                tracemalloc.stop()
    small, large = peaks
    assert large < 1.3 * small, f"{small / 2**10:.0f} KiB for 500 plays, {large / 2**10:.0f} KiB for 2,000"


def test_a_french_spreadsheet_s_columns_read_as_the_english_ones(tmp_path: Path) -> None:
    """Issue 38: « date ; jeu ; joueur ; score ; rang », no play column: a play is a run of rows with the same date
    and game, and importing the file again adds nothing."""
    source = _write(tmp_path / "soirée.csv", "\ufeffDate;Jeu;Joueur;Score;Rang\n"
                                             "2025-03-01T21:00:00+01:00;camorra;Élise;12,5;1\n"
                                             "2025-03-01T21:00:00+01:00;camorra;François;9;2\n"
                                             "2025-03-01T23:00:00+01:00;narcopolis;François;30;1\n"
                                             "2025-03-01T23:00:00+01:00;narcopolis;Élise;20;2\n", "utf-8")
    with open_book(tmp_path / "book.sqlite") as book:
        assert book.import_csv(source).plays_added == 2
        second, first = book.plays()
        assert (first.game, [(p.name, p.score, p.rank) for p in first.participants]) == \
            ("camorra", [("Élise", 12.5, 1), ("François", 9, 2)])
        assert second.game == "narcopolis" and len(second.participants) == 2
        assert book.import_csv(source).plays_skipped == 2


def test_missing_columns_are_named_in_the_user_s_language(tmp_path: Path) -> None:
    from tabletop import i18n

    source = _write(tmp_path / "soir.csv", "date;score;rang\n2025-03-01T21:00:00;12;1\n")
    with open_book(tmp_path / "book.sqlite") as book:
        with pytest.raises(BookError, match=f"line 1: the columns {q('game')}, {q('player')} are missing$"):
            book.import_csv(source)
        i18n.set_language("fr")
        try:
            with pytest.raises(BookError, match=f"ligne 1\u00a0: les colonnes {q('jeu')}, {q('joueur')} manquent$"):
                book.import_csv(source)
        finally:
            i18n.set_language(None)


@pytest.mark.parametrize("cell, eliminated", [
    (word, flag) for words, flag in ((("true", "TRUE", "Yes", "yes", "vrai", "VRAI", "Oui", "1", "x", "X", " x "), True),
                                     (("false", "FALSE", "No", "faux", "Faux", "non", "NON", "0", ""), False))
    for word in words])
def test_the_eliminated_column_reads_yes_and_no_in_either_language(tmp_path: Path, cell: str, eliminated: bool) -> None:
    """Issue 38 §3: a spreadsheet's TRUE/FALSE or VRAI/FAUX, the words, 1/0, or a cross in the box, any case."""
    source = _write(tmp_path / "night.csv", HEADER + "\n" + _row("a", eliminated=cell) + _row("a", player="Bo"))
    with open_book(tmp_path / "book.sqlite") as book:
        book.import_csv(source)
        [play] = book.plays()
        assert [(p.name, p.eliminated) for p in play.participants] == [("Ana", eliminated), ("Bo", False)]
        book.export_csv(tmp_path / "out.csv")  # written as it was: true/false
    rows = (tmp_path / "out.csv").read_text(encoding="utf-8").splitlines()
    column = rows[0].split(",").index("eliminated")
    assert [row.split(",")[column] for row in rows[1:]] == ["true" if eliminated else "false", "false"]


def test_an_eliminated_cell_that_says_neither_is_refused_listing_the_words_in_french(tmp_path: Path) -> None:
    from tabletop import i18n

    source = _write(tmp_path / "soir.csv", HEADER + "\n" + _row("a", eliminated="peut-être"))
    i18n.set_language("fr")
    try:
        with open_book(tmp_path / "book.sqlite") as book, pytest.raises(BookError) as refused:
            book.import_csv(source)
    finally:
        i18n.set_language(None)
    assert str(refused.value) == (
        f"{source}, ligne 2 (partie {q('a')}), colonne {q('eliminated')}\u00a0: {q('peut-être')} ne dit ni oui ni non "
        "(écrivez vrai, oui, 1 ou x pour un joueur éliminé, et faux, non, 0 ou rien pour les autres)")
