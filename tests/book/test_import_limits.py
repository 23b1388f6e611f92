"""Issue 36, the book's import: a file nested beyond reason is stopped at the 65th level on the streaming path too,
a lone surrogate is a refusal, not ijson's UnicodeDecodeError, and a long value is quoted short and refused after a
bounded amount of work."""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.book import Book, BookError, interchange
from tabletop.book.credentials import masked
from tests.book.builders import document, interchange_play
from tests.cli_runs import ROOT

DEEP = 100_000


def _deep_file(path: Path, depth: int) -> Path:
    """A 600 KB file: one play keeping a key nested ``depth`` levels deep."""
    text = json.dumps(document([interchange_play("a")])).replace('"id": "a"', '"id": "a", "house": ' + "[" * depth
                                                                 + "]" * depth)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def streamed(monkeypatch) -> list[int]:
    """Every file read on the streaming path, as a file too large to be read whole again is; the list counts the
    parser's events."""
    monkeypatch.setattr(interchange, "_EXACT_ERRORS_UP_TO", 0)
    events: list[int] = [0]
    parse = interchange.ijson.parse

    def counted(*args, **kwargs):
        for event in parse(*args, **kwargs):
            events[0] += 1
            yield event

    monkeypatch.setattr(interchange.ijson, "parse", counted)
    return events


def test_a_file_nested_100000_deep_is_refused_at_the_65th_level_while_streaming(book: Book, tmp_path: Path,
                                                                                 streamed: list[int]) -> None:
    path = _deep_file(tmp_path / "deep.json", DEEP)
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    assert str(refused.value) == f"the file «\u00a0{path}\u00a0» nests its values too deeply, more than 64 levels"
    # The header's read and the plays' read each stop at the 65th level: a few hundred events of 400,000.
    assert streamed[0] < 400
    assert book.count_plays() == 0


def test_a_file_nested_100000_deep_is_refused_naming_the_place_when_small(book: Book, tmp_path: Path) -> None:
    path = _deep_file(tmp_path / "deep.json", DEEP)
    with pytest.raises(BookError, match=r"deep\.json\u00a0» nests its values too deeply, more than 64 levels at line 1, column"):
        book.import_file(path)


@pytest.mark.parametrize("exact", [True, False])
def test_a_lone_surrogate_in_a_play_s_id_is_one_line(book: Book, tmp_path: Path, monkeypatch, exact: bool) -> None:
    if not exact:
        monkeypatch.setattr(interchange, "_EXACT_ERRORS_UP_TO", 0)
    path = tmp_path / "surrogate.json"
    path.write_text(json.dumps(document([interchange_play("a")])).replace('"id": "a"', '"id": "a\\udfff"'),
                    encoding="utf-8")
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    message = str(refused.value)
    assert str(path) in message and "\n" not in message
    assert "not valid Unicode" in message and "lone surrogate" in message
    assert book.count_plays() == 0


@pytest.mark.parametrize("field", ["id", "played_at"])
def test_a_long_value_of_a_play_is_quoted_short(book: Book, tmp_path: Path, field: str) -> None:
    play = interchange_play("a")
    play[field] = "9" * 100_000
    path = tmp_path / "long.json"
    path.write_text(json.dumps(document([play])), encoding="utf-8")
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    assert len(str(refused.value)) < 120 + len(str(path)) + 80 and "9…\u00a0\u00bb" in str(refused.value)


CSV_HEAD = "play_id,game,played_at,player,breakdown\n"


@pytest.mark.parametrize("row, column", [
    ("x" * 100_000 + ",camorra,2025-01-01T20:00:00+00:00,Ana,", "play_id"),
    ("a,camorra," + "9" * 100_000 + ",Ana,", "played_at"),
    ("a,camorra,2025-01-01T20:00:00+00:00,Ana," + "[" * 60_000 + "]" * 60_000, "breakdown"),
])
def test_a_long_csv_cell_is_quoted_short_and_a_deep_one_refused(book: Book, tmp_path: Path, row: str,
                                                                 column: str) -> None:
    """A 100,000-character cell was echoed whole (a breakdown 60,000 levels deep overflowed the stack)."""
    path = tmp_path / "long.csv"
    path.write_text(CSV_HEAD + row + "\n", encoding="utf-8")
    with pytest.raises(BookError) as refused:
        book.import_csv(path)
    message = str(refused.value)
    header = f"\u00ab\u00a0{column}\u00a0\u00bb"
    assert f"column {header}" in message and "\n" not in message and len(message) < 300 + len(str(path))


def test_masking_passwords_is_linear_in_the_length_of_a_message() -> None:
    """``masked`` runs over every message the book prints: its URL pattern tried a run of 100,000 letters from each
    of them, 71 s of CPU before ``book import`` could print a refusal quoting a long play id. Run under a limit of
    20 s of CPU (not of wall clock), it is done in a small fraction of it."""
    script = ("from tabletop.book.credentials import masked; text = 'x' * 100_000 + ' postgresql://tt:secret@host/db'; "
              "assert masked(text).endswith('tt:***@host/db')")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (20, 20)))
    assert done.returncode == 0, done.stderr
    assert masked("a postgresql://tt:secret@host/db") == "a postgresql://tt:***@host/db"
