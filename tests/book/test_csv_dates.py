"""Issue 36: a CSV's dates as a French referee writes them (« 07/12/2026 », « 7 décembre 2026 »), day first, besides
ISO 8601; a date that does not exist or could be read two ways refuses the file in one line naming the row and the
value, in the user's language, and writes nothing."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from tabletop import i18n
from tabletop.book import BookError, open_book

HEADER = "Date;Jeu;Joueur;Score;Rang\n"


def _night(folder: Path, *dates: str) -> Path:
    """A French spreadsheet's evening: one play of two players per date."""
    rows = "".join(f"{date};camorra;Élise;12;1\n{date};camorra;François;9;2\n" for date in dates)
    source = folder / "soirée.csv"
    source.write_text(HEADER + rows, encoding="utf-8")
    return source


@pytest.mark.parametrize("written, moment", [
    ("07/12/2026", datetime(2026, 12, 7)),
    ("7/12/2026", datetime(2026, 12, 7)),
    ("07-12-2026", datetime(2026, 12, 7)),
    ("07.12.2026", datetime(2026, 12, 7)),
    ("7 décembre 2026", datetime(2026, 12, 7)),
    ("7 DECEMBRE 2026", datetime(2026, 12, 7)),
    ("lundi 1er déc. 2026", datetime(2026, 12, 1)),
    ("3 février 2025", datetime(2025, 2, 3)),
    ("12/07/2026", datetime(2026, 7, 12)),  # day first: the 12th of July, never the 7th of December
    ("07/12/2026 21h30", datetime(2026, 12, 7, 21, 30)),
    ("7 décembre 2026 à 21h", datetime(2026, 12, 7, 21)),
    ("07/12/2026 21:05", datetime(2026, 12, 7, 21, 5)),
    ("2026-12-07", datetime(2026, 12, 7)),
    ("2026-12-07T21:00:00+01:00", datetime(2026, 12, 7, 20)),
])
def test_a_french_date_reads_day_first(tmp_path: Path, written: str, moment: datetime) -> None:
    with open_book(tmp_path / "book.sqlite") as book:
        assert book.import_csv(_night(tmp_path, written)).plays_added == 1
        [play] = book.plays()
        assert play.played_at == moment.replace(tzinfo=timezone.utc)
        assert book.import_csv(_night(tmp_path, written)).plays_skipped == 1  # the same play, read the same way


def q(text: str) -> str:
    """``text`` as the app quotes a value or a column's header: « text »."""
    return f"\u00ab\u00a0{text}\u00a0\u00bb"


@pytest.mark.parametrize("written, english, french", [
    ("31/02/2026", f"{q('31/02/2026')} is a date that does not exist (day 31, month 2)",
     f"{q('31/02/2026')} est une date qui n'existe pas (jour 31, mois 2)"),
    ("12/13/2026", f"{q('12/13/2026')} is a date that does not exist (day 12, month 13)",
     f"{q('12/13/2026')} est une date qui n'existe pas (jour 12, mois 13)"),
    ("07/12/26", f"{q('07/12/26')} could be read two ways (write the year with its four digits)",
     f"{q('07/12/26')} se lit de deux façons (écrivez l'année avec ses quatre chiffres)"),
    ("7 brumaire 2026", f"in {q('7 brumaire 2026')}, {q('brumaire')} is not the name of a month",
     f"dans {q('7 brumaire 2026')}, {q('brumaire')} n'est pas le nom d'un mois"),
    ("hier soir", f"{q('hier soir')} is not a date (write it as 07/12/2026, 7 décembre 2026 or 2026-12-07)",
     f"{q('hier soir')} n'est pas une date (écrivez-la 07/12/2026, 7 décembre 2026 ou 2026-12-07)"),
])
def test_an_impossible_or_ambiguous_date_is_refused_in_one_line_naming_the_row(tmp_path: Path, written: str,
                                                                               english: str, french: str) -> None:
    """The row by its line and the column by the header the spreadsheet wrote (« Date »); no play is named: the
    file has no play column, and the id the book makes of its cells is no word of the user's."""
    source = _night(tmp_path, "06/12/2026", written)
    with open_book(tmp_path / "book.sqlite") as book:
        with pytest.raises(BookError) as refused:
            book.import_csv(source)
        assert str(refused.value) == f"{source}, line 4, column {q('Date')}: {english}"
        i18n.set_language("fr")
        try:
            with pytest.raises(BookError) as refused:
                book.import_csv(source)
            assert str(refused.value) == f"{source}, ligne 4, colonne {q('Date')}\u00a0: {french}"
        finally:
            i18n.set_language(None)
        assert "\n" not in str(refused.value) and book.count_plays() == 0
