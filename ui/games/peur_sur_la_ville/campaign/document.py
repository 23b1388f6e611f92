"""A campaign book open in a tab: the book it lives in and the campaign shown. Every change is written to the book
as the referee makes it (a closed turn, a recorded game), so there is never anything left to save."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tabletop.book import Book, BookError, open_book
from tabletop.games.peur_sur_la_ville.campaign.setup import GAME, CampaignView, load_campaign
from ui.document import DocumentError, FileDocument


class CampaignDocument(FileDocument):
    """``changed`` fires with the campaign's new CampaignView (or None when none is chosen)."""

    campaign_changed = Signal(str)

    def __init__(self, book: Book, path: str | None = None, parent: QObject | None = None):
        super().__init__(path, parent)
        self.book = book
        self.view: CampaignView | None = None

    @classmethod
    def open(cls, location: str | None = None, parent: QObject | None = None) -> "CampaignDocument":
        """Open the book at ``location`` (default: the user's book); DocumentError in one line."""
        try:
            return cls(open_book(location), location, parent)
        except BookError as exc:
            raise DocumentError([str(exc)]) from None

    def campaigns(self) -> list[str]:
        return [c.name for c in self.book.campaigns(game=GAME)]

    def choose(self, name: str) -> CampaignView:
        """Show campaign ``name``; PeurError or BookError in one line."""
        self.view = load_campaign(self.book, name)
        self.campaign_changed.emit(name)
        self.changed.emit(self.view)
        return self.view

    def refresh(self) -> CampaignView | None:
        """Read the campaign again (another laptop may have written to the book)."""
        if self.view is not None:
            self.view = load_campaign(self.book, self.view.name)
        self.changed.emit(self.view)
        return self.view

    def unsaved_title(self) -> str:
        return self.view.name if self.view else self.tr("Campaigns")

    @property
    def title(self) -> str:
        return self.unsaved_title()

    def save(self, path: str | None = None) -> None:
        self.undo_stack.setClean()  # the book holds every change already

    def close_book(self) -> None:
        self.book.close()

