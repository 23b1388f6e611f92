"""What every page of the campaign-turn wizard shares: the page with its red problem line, read-only tables sized
to what they hold, and the gang's figures named as the game's log names them (« Flic 3 de la Police »)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QHeaderView, QLabel, QLayout, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
                               QWizardPage)

from tabletop.book import Book
from tabletop.games.peur_sur_la_ville.campaign.accounts import Accounts, GangAccount
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView
from tabletop.games.peur_sur_la_ville.campaign.tables import TableGame
from tabletop.games.peur_sur_la_ville.campaign.words import gang_figure_names

ERROR_STYLE = "color: #b00020"


def table(headers: list[str]) -> QTableWidget:
    out = QTableWidget(0, len(headers))
    out.setHorizontalHeaderLabels(headers)
    header = out.horizontalHeader()
    # Columns as wide as what they hold (a results line's words whole), the last one taking the rest.
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
    return out


def cell(text: object, editable: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(text))
    if not editable:
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


def figure_names(gang: GangAccount) -> dict[str, str]:
    """Each figure's campaign id and its name as the game's log names it (« Flic 3 de la Police »), the dead
    included (step 3 names those killed this turn, still alive in the book)."""
    return gang_figure_names(gang)


class Turn(Protocol):
    """What a page reads of the wizard (``TurnWizard``): the campaign as the book holds it, the book, the live
    games opened from step 2, and the turn planned from the pages' choices."""

    view: CampaignView
    book: Book
    table_games: dict[str, TableGame]

    def plan(self, with_investments: bool, investments: list[tuple[str, dict[str, Any]]] | None = None
             ) -> Accounts: ...


class ProblemLine(QLabel):
    """The line where a step says what it refuses, in red: a sentence standing alone, so it opens with a capital
    (the core's refusal opens with its place, « l'investissement 2 des Skins : … », written to follow a file's
    name)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setStyleSheet(ERROR_STYLE)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text[:1].upper() + text[1:])


class TurnPage(QWizardPage):
    """A step of the turn wizard. ``turn_wizard`` is the wizard with its campaign view, book and table games, at
    hand while the page is built (``wizard()`` answers only once the page is added to it)."""

    def __init__(self, wizard: Turn):
        super().__init__()
        self.turn_wizard = wizard
        self.problem = ProblemLine()

    def lay_out(self, *parts: QWidget | QLayout) -> None:
        """The step's parts top to bottom, then the line where it says what is wrong."""
        layout = QVBoxLayout(self)
        for part in (*parts, self.problem):
            if isinstance(part, QLayout):
                layout.addLayout(part)
            else:
                layout.addWidget(part)
