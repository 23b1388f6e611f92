"""The plays as CSV (``docs/book-format.md``): one row per participant, the play's columns repeated on each of its
rows, written as the plays come and read back a play at a time, so that memory stays bounded whatever the size.

Reading is as strict as the interchange file's: the rows of a play follow each other and repeat the same play
columns, every cell reads as its column's kind, and the play passes the book's checks. The first problem refuses
the file with one line naming the file, the line, the play and the column as its header writes it, then saying
what is wrong in one sentence; the caller's transaction makes the refusal write nothing.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import re
from array import array
from datetime import datetime
from typing import Any, Iterable, Iterator

from tabletop.book.checks import PlayProblem, record_problem
from tabletop.book.csvdates import DateProblem, read_date
from tabletop.book.interchange import FileOfPlays, batched
from tabletop.book.records import BookError, Participant, PlayRecord, utc
from tabletop.formats import quoted
from tabletop.i18n import N_, _, language, ngettext
from tabletop.jsontext import JsonTextError, cut, parse_json_text
from tabletop.names import fold
from tabletop.storage import atomic_write_chunks

PLAY_COLUMNS = ("play_id", "game", "played_at", "duration_min", "place", "referee", "campaign", "file", "notes")
PLAYER_COLUMNS = ("player", "seat", "team", "score", "rank", "eliminated", "breakdown")
# The keys of a play and of a participant that the book keeps as they are (``PlayRecord.extra``), as JSON objects:
# without them a CSV would not carry a book back whole.
EXTRA_COLUMNS = ("play_extra", "player_extra")
CSV_COLUMNS = PLAY_COLUMNS + PLAYER_COLUMNS + EXTRA_COLUMNS
REQUIRED_COLUMNS = ("game", "played_at", "player")
# The columns as a French spreadsheet names them (« date ; jeu ; joueur ; score ; rang »), read as well as the
# English ones (case, accents and spacing aside), and used to name a column to a French user.
FRENCH_COLUMNS = {"play_id": "partie", "game": "jeu", "played_at": "date", "duration_min": "durée", "place": "lieu",
                  "referee": "arbitre", "campaign": "campagne", "file": "fichier", "notes": "notes",
                  "player": "joueur", "seat": "siège", "team": "équipe", "score": "score", "rank": "rang",
                  "eliminated": "éliminé", "breakdown": "détail", "play_extra": "partie_extra",
                  "player_extra": "joueur_extra"}
_READ_AS = {fold(name): column for column, name in FRENCH_COLUMNS.items()} | {fold(c): c for c in CSV_COLUMNS}
# The interchange file's name of each field the book's checks name (``checks.record_problem``), as a column.
_FIELD_COLUMNS = {"id": "play_id", "players": "player", "name": "player"}
# The columns of the play, the same on each of its rows.
_REPEATED = PLAY_COLUMNS + ("play_extra",)


def column_name(column: str) -> str:
    """A column as the user's language names it."""
    return FRENCH_COLUMNS[column] if language() == "fr" else column


def _play_key(row: dict[str, str]) -> str:
    """The play a row belongs to: its ``play_id``; in a file without that column (a spreadsheet's « date ; jeu ;
    joueur ; score ; rang »), its play columns, each play then a run of rows with the same date, game and the rest,
    and its id made of them, the same at every import of the file."""
    if "play_id" in row:
        return row["play_id"]
    cells = json.dumps([row.get(column, "") for column in _REPEATED], ensure_ascii=False)
    return "csv-" + hashlib.sha1(cells.encode("utf-8")).hexdigest()[:20]


def write_csv(path: str | os.PathLike[str], records: Iterable[PlayRecord]) -> int:
    """Write one CSV row per participant of each play (the play's columns repeated); return the number of rows."""
    rows = 0

    def lines() -> Iterator[bytes]:
        nonlocal rows
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for r in records:
            play_cells = [r.id, r.game, utc(r.played_at).isoformat(), _cell(r.duration_min), _cell(r.place),
                          _cell(r.referee), _cell(r.campaign), _cell(r.file_path), _cell(r.notes)]
            play_extra = _object_cell(r.extra)
            for p in r.participants:
                writer.writerow([*play_cells, p.name, _cell(p.seat), _cell(p.team), _cell(p.score), _cell(p.rank),
                                 "true" if p.eliminated else "false", _object_cell(p.breakdown), play_extra,
                                 _object_cell(p.extra)])
                rows += 1
            yield buffer.getvalue().encode("utf-8")
            buffer.seek(0)
            buffer.truncate()
        yield buffer.getvalue().encode("utf-8")

    atomic_write_chunks(path, batched(lines()))
    return rows


def _cell(value: Any) -> str:
    return "" if value is None else str(value)


def _object_cell(value: dict[str, Any]) -> str:
    return json.dumps(value, ensure_ascii=False) if value else ""


class _Refused(Exception):
    """One cell is wrong: its ``column`` and the problem."""

    def __init__(self, column: str, problem: str):
        super().__init__(problem)
        self.column, self.problem = column, problem


class CsvPlayStream(FileOfPlays):
    """The plays of a CSV file read one at a time, each checked as an interchange file's play is; for
    ``transfer.import_plays`` as ``interchange.PlayStream`` (``plays``, ``fraction``, ``duplicate``, ``source``)."""

    def __init__(self, path: str | os.PathLike[str]):
        super().__init__(path, N_("a CSV file of plays"))
        self._lines = array("Q")  # the first line of each play read, by index: 8 bytes a play
        self._delimiter = ","
        self._headers: dict[str, str] = {}  # each column as the file's header writes it: the user's own word

    def plays(self) -> Iterator[tuple[int, PlayRecord]]:
        """``(index, play)`` for each play in file order, checked; BookError at the first problem."""
        play: list[tuple[int, dict[str, str]]] = []
        for line, row in self._rows():
            row["play_id"] = _play_key(row)
            if play and row["play_id"] != play[0][1]["play_id"]:
                yield self._play(play)
                play = []
            play.append((line, row))
        if play:
            yield self._play(play)

    def _rows(self) -> Iterator[tuple[int, dict[str, str]]]:
        """``(line, {column: cell})`` for each row after the header, from the start of the file."""
        self._file.seek(0)
        # utf-8-sig: a spreadsheet's "CSV UTF-8" starts with a byte order mark.
        text = io.TextIOWrapper(self._file, encoding="utf-8-sig", newline="")
        end = 1
        try:
            first = text.readline()
            self._delimiter = ";" if first.count(";") > first.count(",") else ","
            header = next(csv.reader([first], delimiter=self._delimiter), [])
            columns = self._columns(header)
            rows = csv.reader(text, delimiter=self._delimiter, strict=True)
            for cells in rows:
                # A row starts on the line after the last one read (a quoted cell may hold line breaks); the header
                # was read before the reader.
                line, end = end + 1, rows.line_num + 1
                if not cells or cells == [""]:
                    continue
                if len(cells) != len(columns):
                    raise self._at(line, None, None, ngettext(
                        "the row has {count} cell where the header has {expected}",
                        "the row has {count} cells where the header has {expected}", len(cells)).format(
                        expected=len(columns), count=len(cells)))
                yield line, dict(zip(columns, cells))
        # Both met while reading a row: at the line after the last one read.
        except UnicodeDecodeError:
            raise self._at(end + 1, None, None, _("the text is not UTF-8")) from None
        except csv.Error as exc:
            raise self._at(end + 1, None, None, _("the row cannot be read as CSV ({problem})").format(
                problem=exc)) from None
        finally:
            text.detach()  # the binary file stays open for ``fraction`` and is closed with the stream

    def _columns(self, header: list[str]) -> list[str]:
        """The header's columns by their English names; a French name reads as its English one."""
        columns = []
        for written in (c.strip() for c in header):
            column = _READ_AS.get(fold(written))
            if column is None:
                raise self._at(1, None, None, _("the column {column} is not one of the book's ({columns})").format(
                    column=quoted(cut(written)), columns=", ".join(column_name(c) for c in CSV_COLUMNS)))
            if column in columns:
                raise self._at(1, None, None, _("the column {column} is there twice").format(
                    column=quoted(cut(written))))
            columns.append(column)
            self._headers[column] = written
        missing = [column_name(c) for c in REQUIRED_COLUMNS if c not in columns]
        if missing:
            raise self._at(1, None, None, ngettext(
                "the column {columns} is missing", "the columns {columns} are missing", len(missing)).format(
                columns=", ".join(map(quoted, missing))))
        return columns

    def _play(self, rows: list[tuple[int, dict[str, str]]]) -> tuple[int, PlayRecord]:
        first_line, first = rows[0]
        ident = first["play_id"]
        for line, row in rows[1:]:
            for column in _REPEATED:
                if row.get(column, "") != first.get(column, ""):
                    raise self._at(line, ident, column, _(
                        "this cell differs from the play's first row, line {line}").format(line=first_line))
        people = []
        try:
            for line, row in rows:
                people.append(_participant(row, self._delimiter))
            line = first_line
            record = _record(first, people, self._delimiter)
        except _Refused as exc:
            raise self._at(line, ident, exc.column, exc.problem) from None
        problem = record_problem(record)
        if problem:
            raise self._checked(rows, ident, problem)
        self._lines.append(first_line)
        return len(self._lines) - 1, record

    def _checked(self, rows: list[tuple[int, dict[str, str]]], ident: str, problem: PlayProblem) -> BookError:
        """The book's check of a play (its field in the interchange file's names) at the field's line and column."""
        path = problem.path
        if len(path) > 2 and path[0] == "players" and isinstance(path[1], int) and path[1] < len(rows):
            line, name = rows[path[1]][0], str(path[2])
        else:
            line, name = rows[0][0], str(path[0])
        return self._at(line, ident, _FIELD_COLUMNS.get(name, name), problem.sentence)

    def _at(self, line: int, ident: str | None, column: str | None, problem: str) -> BookError:
        """The refusal at ``line`` (of the play ``ident``, in ``column``): each place as a spreadsheet user reads it,
        the column by its header as the file writes it."""
        play = quoted(cut(ident)) if ident and "play_id" in self._headers else None
        header = quoted(cut(self._headers.get(column, column_name(column)))) if column else None
        if play and header:
            return BookError(_("{source}, line {line} (play {play}), column {column}: {problem}").format(
                source=self.source, line=line, play=play, column=header, problem=problem))
        if header:
            return BookError(_("{source}, line {line}, column {column}: {problem}").format(
                source=self.source, line=line, column=header, problem=problem))
        if play:
            return BookError(_("{source}, line {line} (play {play}): {problem}").format(
                source=self.source, line=line, play=play, problem=problem))
        return BookError(_("{source}, line {line}: {problem}").format(source=self.source, line=line, problem=problem))

    def duplicate(self, index: int, play_id: str) -> BookError:
        """The play number ``index`` has the id of an earlier play: the rows of one play are apart."""
        return self._at(self._lines[index], play_id, "play_id", _(
            "the rows of a play follow each other, and this play's rows began at line {line}").format(
            line=self._lines[self.first_index(play_id)]))

    def first_index(self, play_id: str) -> int:
        """The index of the first play with ``play_id`` (the file read again from the start)."""
        index, current = -1, None
        for _line, row in self._rows():
            if _play_key(row) != current:
                index, current = index + 1, _play_key(row)
                if current == play_id:
                    return index
        return -1


def _record(first: dict[str, str], people: list[Participant], delimiter: str) -> PlayRecord:
    return PlayRecord(id=first["play_id"], game=first["game"], played_at=_moment(first["played_at"]),
                      duration_min=_number(first, "duration_min", delimiter), place=_text(first, "place"),
                      referee=_text(first, "referee"), notes=_text(first, "notes"), file_path=_text(first, "file"),
                      campaign=_text(first, "campaign"), participants=people, extra=_object(first, "play_extra"))


def _participant(row: dict[str, str], delimiter: str) -> Participant:
    return Participant(row["player"], _whole(row, "seat"), _text(row, "team"), _number(row, "score", delimiter),
                       _object(row, "breakdown"), _whole(row, "rank"), _flag(row, "eliminated"),
                       _object(row, "player_extra"))


def _text(row: dict[str, str], column: str) -> str | None:
    return row.get(column) or None


def _number(row: dict[str, str], column: str, delimiter: str) -> float | int | None:
    cell = row.get(column, "").strip()
    if not cell:
        return None
    # A spreadsheet that separates its cells with ";" (French settings) writes 12,5 for 12.5.
    written = cell.replace(",", ".") if delimiter == ";" and cell.count(",") == 1 else cell
    try:
        return int(written) if re.fullmatch(r"[+-]?\d+", written) else float(written)
    except ValueError:
        raise _Refused(column, _("{value} is not a number").format(value=quoted(cut(cell)))) from None


def _whole(row: dict[str, str], column: str) -> int | None:
    cell = row.get(column, "").strip()
    if not cell:
        return None
    if not re.fullmatch(r"[+-]?\d+", cell):
        raise _Refused(column, _("{value} is not a whole number").format(value=quoted(cut(cell))))
    return int(cell)


# What a spreadsheet writes for yes or no in the « eliminated » column, in English or French and in any case: its own
# TRUE/FALSE (VRAI/FAUX in a French one), words, 1/0, or a cross in the box of a player eliminated. The export writes
# true/false, which reads back the same.
FLAG_WORDS = {"true": True, "yes": True, "vrai": True, "oui": True, "1": True, "x": True,
              "false": False, "no": False, "faux": False, "non": False, "0": False, "": False}


def _flag(row: dict[str, str], column: str) -> bool:
    cell = row.get(column, "").strip().casefold()
    if cell not in FLAG_WORDS:
        raise _Refused(column, _("{value} says neither yes nor no (write true, yes, 1 or x for a player eliminated, "
                                 "and false, no, 0 or nothing for the others)").format(value=quoted(cut(row[column]))))
    return FLAG_WORDS[cell]


def _object(row: dict[str, str], column: str) -> dict[str, Any]:
    cell = row.get(column, "").strip()
    if not cell:
        return {}
    try:
        value = parse_json_text(cell)  # within the limits of every file's JSON: "[" * 30000 overflowed the stack
    except JsonTextError as exc:
        raise _Refused(column, _("the cell is not a JSON object ({problem})").format(problem=exc)) from None
    if not isinstance(value, dict):
        raise _Refused(column, _("{value} is not a JSON object").format(value=quoted(cut(cell))))
    return value


def _moment(cell: str) -> datetime:
    try:
        moment = read_date(cell)
    except DateProblem as exc:
        raise _Refused("played_at", str(exc)) from None
    try:
        return utc(moment)
    except OverflowError:
        raise _Refused("played_at", _("{value} is out of the calendar once in UTC").format(
            value=quoted(cut(cell)))) from None
