"""The Book tab: which book is open (with "Book location…"), then the Players, Plays, Statistics and Campaigns
pages. A page is refilled when the book changes (a write from this tab, a game's "Record in the book", an import)
the next time it is shown, so a long book is not re-read for pages nobody looks at."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from ui.book.access import BookAccess, book_access, overridden_by_environment
from ui.book.campaigns_page import CampaignsPage
from ui.book.document import BookDocument
from ui.book.location_dialog import LocationDialog
from ui.book.players_page import PlayersPage
from ui.book.plays_page import PlaysPage
from ui.book.stats_page import StatsPage
from ui.forms import wrapped_label

ERROR_STYLE = "color: #a00000; font-weight: bold;"


class BookPanel(QWidget):
    def __init__(self, document: BookDocument, parent: QWidget | None = None, access: BookAccess | None = None):
        super().__init__(parent)
        self.setObjectName("book-panel")
        self.document = document
        self.access = access or book_access()
        self.where = QLabel(self)
        self.where.setObjectName("book-where")
        self.where.setWordWrap(True)
        location = QPushButton(self.tr("Book location…"), self)
        location.clicked.connect(self.ask_location)
        refresh = QPushButton(self.tr("Refresh"), self)
        refresh.setToolTip(self.tr("Read the book again (other referees may record into a shared book)"))
        refresh.clicked.connect(self.access.changed.emit)
        header = QHBoxLayout()
        header.addWidget(self.where, 1)
        header.addWidget(refresh)
        header.addWidget(location)
        note = wrapped_label(self.tr("Every change is written to the book at once. Edit → Undo takes back the "
                                     "edits of players and plays; the book asks before a merge, which cannot be "
                                     "taken back."), self)
        note.setStyleSheet("color: #555;")

        self.players = PlayersPage(self.access, document.undo_stack, self)
        self.plays = PlaysPage(self.access, document.undo_stack, self.open_file, self)
        self.stats = StatsPage(self.access, self)
        self.campaigns = CampaignsPage(self.access, self)
        self.pages = QTabWidget(self)
        self.pages.setObjectName("book-pages")
        for page, title in ((self.players, self.tr("Players")), (self.plays, self.tr("Plays")),
                            (self.stats, self.tr("Statistics")), (self.campaigns, self.tr("Campaigns"))):
            self.pages.addTab(page, title)
        self._stale = set(range(self.pages.count()))
        self.pages.currentChanged.connect(self._page_shown)
        self.campaigns.plays_requested.connect(self.show_campaign_plays)
        self.access.changed.connect(self._book_changed)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(note)
        layout.addWidget(self.pages, 1)
        self._book_changed()

    def _book_changed(self) -> None:
        """Re-read the shown page; a book that cannot be opened is said once, above the pages, not by each page."""
        self._stale = set(range(self.pages.count()))
        problem = self.access.problem()
        self._show_where(problem)
        self.pages.setEnabled(problem is None)
        if problem is None:
            self._page_shown(self.pages.currentIndex())

    def _page_shown(self, index: int) -> None:
        if index in self._stale and self.pages.isEnabled():
            self._stale.discard(index)
            self.pages.widget(index).refresh()

    def show_page(self, page: QWidget) -> None:
        self.pages.setCurrentWidget(page)

    def show_campaign_plays(self, campaign: str) -> None:
        self.show_page(self.plays)  # first, so that its filters list the campaign
        self.plays.set_filters(campaign=campaign)

    def _show_where(self, problem: str | None) -> None:
        if problem is not None:
            self.where.setText(self.tr("The book cannot be opened: %1. Choose another with Book location….")
                               .replace("%1", problem))
            self.where.setStyleSheet(ERROR_STYLE)
            return
        text = self.access.book().described
        if overridden_by_environment():
            text = self.tr("%1 (chosen outside Tabletop, when it was started)").replace("%1", text)
        self.where.setText(text)
        self.where.setStyleSheet("")

    def ask_location(self) -> None:
        if LocationDialog(self).exec() == QDialog.DialogCode.Accepted:
            self.document.undo_stack.clear()  # its steps were made in the other book
            self.access.location_changed()

    def open_file(self, path: str) -> None:
        """Open a play's saved game in a tab of the window, as File → Open would."""
        opener = getattr(self.window(), "open_path", None)  # the main window; absent when shown on its own
        if opener is not None:
            opener(path)
