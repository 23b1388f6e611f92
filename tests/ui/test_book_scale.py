"""The Book tab's pages refill in work that grows with the rows, not with their square (issue 36: choosing a game
under « Statistiques de » froze the window 173 s for a book of 2,000 players, a shown ``QTableWidget`` refilled
cell by cell). The work counted is what Qt asks of the table's model (every cell's text, size, sort key) while the
shown page answers a choice."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QIdentityProxyModel, Qt

from tabletop.book import ENV_VAR, open_book
from tests.book.builders import document, interchange_play
from ui.book.access import book_access
from ui.book.document import BookDocument
from ui.book.panel import BookPanel
from ui.book.table_model import RowsModel
from tests.ui.test_french_ui import in_language
from tests.ui.book_fixtures import book_path, messages  # noqa: F401  (fixtures)


class CountingLayer(QIdentityProxyModel):
    """Between a table and its rows: counts what the view asks of the rows."""

    def __init__(self, rows: RowsModel):
        super().__init__(rows)
        self.asked = 0
        self.setSourceModel(rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        self.asked += 1
        return super().data(index, role)


def fill_book(path, players: int) -> None:
    """Into the empty book at ``path`` (a copy of one at the head revision: making a new book migrates it),
    ``players`` players, each in two plays of Camorra and one of Narcopolis, two to a play (imported: a few hundred
    plays recorded one by one would take most of the test's time)."""
    names = [f"Joueur {k:04d}" for k in range(players)]
    plays = []
    for k in range(players):
        pair = [{"name": names[k], "score": 10 + k % 7, "rank": 1}, {"name": names[(k + 1) % players], "score": 5,
                                                                    "rank": 2}]
        for n, (game, seats) in enumerate((("camorra", pair), ("camorra", pair[::-1]), ("narcopolis", pair))):
            plays.append(interchange_play(f"p{k}-{n}", game, k, seats))
    source = path.with_suffix(".json")
    source.write_text(json.dumps(document(plays)), encoding="utf-8")
    with open_book(path) as book:
        book.import_file(source)


# Both pages on one worker share the books (a module fixture) under ``--dist loadgroup``.
pytestmark = pytest.mark.xdist_group("book-scale")
SIZES = (50, 200)


@pytest.fixture(scope="module")
def filled_books(tmp_path_factory: pytest.TempPathFactory, sqlite_head_book: Path) -> dict[int, Path]:
    """The books of each size, imported once for both pages: each test reads its own copy."""
    folder = tmp_path_factory.mktemp("scale")
    books = {players: folder / f"book-{players}.sqlite" for players in SIZES}
    for players, path in books.items():
        shutil.copyfile(sqlite_head_book, path)
        fill_book(path, players)
    return books


@pytest.fixture(scope="module")
def large_book(tmp_path_factory: pytest.TempPathFactory, sqlite_head_book: Path) -> Path:
    """A book of 1,200 plays (400 players), more than a page, imported once for both languages: each test reads its
    own copy."""
    path = tmp_path_factory.mktemp("large") / "book.sqlite"
    shutil.copyfile(sqlite_head_book, path)
    fill_book(path, 400)
    return path


def shown_book_panel(qtbot, monkeypatch, path) -> BookPanel:
    """The Book tab on the book at ``path``, shown at 1366 × 768."""
    monkeypatch.setenv(ENV_VAR, str(path))
    book_access().close()
    panel = BookPanel(BookDocument())
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    return panel


def measured_on_choice(qtbot, monkeypatch, folder, filled: Path, players: int, page: str) -> int:
    """The cells measured when the shown page answers a choice (a game under « Statistiques de », or the Players
    page read again) in a book of ``players`` players (a copy of ``filled``)."""
    path = folder / f"book-{players}.sqlite"
    shutil.copyfile(filled, path)
    panel = shown_book_panel(qtbot, monkeypatch, path)
    shown = getattr(panel, page)
    panel.show_page(shown)
    table = shown.players_table if page == "stats" else shown.table
    layer = CountingLayer(table.rows_model)
    table.setModel(layer)
    if page == "stats":
        shown.game.setCurrentIndex(shown.game.findData("camorra"))
    else:
        shown.refresh()
    qtbot.wait(20)  # what Qt asks once the event loop turns counts too
    assert table.model().rowCount() == players
    return layer.asked


@pytest.mark.parametrize("page", ["stats", "players"])
def test_a_page_answers_a_choice_measuring_cells_in_proportion_to_its_rows_or_fewer(
        qtbot, monkeypatch, tmp_path, filled_books, book_path, messages, page):  # noqa: F811
    small = measured_on_choice(qtbot, monkeypatch, tmp_path, filled_books[50], 50, page)
    large = measured_on_choice(qtbot, monkeypatch, tmp_path, filled_books[200], 200, page)
    columns = 6 if page == "stats" else 5
    # Four times the rows: at most four times the work (a cell set at a time measured every column again: 16 times),
    # and a bounded number of questions per cell (text, alignment, colour, sort key, size).
    assert large <= 4.4 * small and large <= 40 * columns * 200, (small, large)


def asked_of_the_plays(qtbot, monkeypatch, folder, empty: Path, players: int) -> tuple[int, int]:
    """What the shown Plays page asks of its plays' model (every cell's text, size, sort key...) to show the book's
    plays, newest first, in a book of ``players`` players (three plays each); and the plays shown."""
    path = folder / f"plays-{players}.sqlite"
    shutil.copyfile(empty, path)
    fill_book(path, players)
    panel = shown_book_panel(qtbot, monkeypatch, path)
    panel.show_page(panel.plays)
    layer = CountingLayer(panel.plays.model)  # between the plays and the proxy that searches (and sorted) them
    panel.plays.proxy.setSourceModel(layer)
    panel.plays.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    qtbot.wait(20)
    layer.asked = 0
    panel.plays.set_filters()
    qtbot.wait(20)
    return layer.asked, panel.plays.proxy.rowCount()


def test_the_plays_page_asks_its_model_in_proportion_to_the_plays_shown(qtbot, monkeypatch, tmp_path, book_path,
                                                                         messages):  # noqa: F811
    small, small_rows = asked_of_the_plays(qtbot, monkeypatch, tmp_path, book_path, 30)
    large, large_rows = asked_of_the_plays(qtbot, monkeypatch, tmp_path, book_path, 120)
    assert (small_rows, large_rows) == (90, 360)
    # Every cell of the first rows is measured for the columns' widths (all 90 of the small book, 100 of the large);
    # past them a play costs a question or two (its row's height). Sorted by the model on keys worked out once: a
    # proxy sorting the rows asked the model two sort keys at each of its n log n comparisons (12 questions more a
    # play here; at 500 plays, most of the page's CPU).
    assert large - small <= 4 * (large_rows - small_rows), (small, large)


@pytest.mark.parametrize("code, shown", [("fr", "500 parties sur 1\u202f200"), ("en", "500 of 1,200 plays")])
def test_the_plays_page_counts_a_large_book_with_the_languages_thousands(qtbot, qapp, monkeypatch, tmp_path,
                                                                          book_path, large_book, messages, code,
                                                                          shown):  # noqa: F811
    """« 500 parties sur 1000000 » read as one number on a book of a million plays: the total is grouped."""
    shutil.copyfile(large_book, book_path)
    with in_language(qapp, code):
        panel = shown_book_panel(qtbot, monkeypatch, book_path)
        panel.show_page(panel.plays)
        assert panel.plays.count_label.text() == shown
