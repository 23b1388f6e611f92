"""The Campaigns page: each campaign with its game, members and plays; start a new one; read a campaign's ledger
(append-only: a correction is a new entry, so the table is read-only)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QPlainTextEdit, QSplitter, QVBoxLayout, QWidget

from tabletop import formats
from tabletop.book import Campaign, CampaignMember, LedgerEntry
from tabletop.games import game_title
# A campaign's gangs and ledger fields as Peur sur la Ville names them, the one game whose campaigns the book keeps.
from tabletop.games.peur_sur_la_ville.campaign.setup import gang_players, members_said
from tabletop.games.peur_sur_la_ville.campaign.words import ledger_field_label, ledger_figure_names, subject_label
from ui.book.access import BookAccess, selected_or_say, show_error
from ui.book.plays_model import number
from ui.book.plays_page import known_games
from ui.book.table_model import Cell, RowsModel, RowsTable, number_cell
from ui.book.widgets import button_row, form_dialog, game_of, games_box
from ui.translated import tr

CAMPAIGN_COLUMNS = (QT_TRANSLATE_NOOP("CampaignsPage", "Campaign"), QT_TRANSLATE_NOOP("CampaignsPage", "Game"),
                    QT_TRANSLATE_NOOP("CampaignsPage", "Plays"), QT_TRANSLATE_NOOP("CampaignsPage", "Members"))
LEDGER_COLUMNS = (QT_TRANSLATE_NOOP("CampaignsPage", "Subject"), QT_TRANSLATE_NOOP("CampaignsPage", "Field"),
                  QT_TRANSLATE_NOOP("CampaignsPage", "Before"), QT_TRANSLATE_NOOP("CampaignsPage", "Change"),
                  QT_TRANSLATE_NOOP("CampaignsPage", "After"), QT_TRANSLATE_NOOP("CampaignsPage", "Reason"),
                  QT_TRANSLATE_NOOP("CampaignsPage", "Time"))


def names(text: str) -> list[str]:
    """Names separated by commas or lines, blanks dropped."""
    return [n.strip() for n in text.replace("\n", ",").split(",") if n.strip()]


def members_text(campaign: Campaign) -> str:
    """Each gang with its player (« Police (Ana) ») for a campaign the campaign book set up; else the players by name,
    the gangs by their name (« Police ») or as the book holds them."""
    paired = members_said(campaign.name, campaign.notes, campaign.members)
    if paired is not None:
        return ", ".join(paired)
    gangs = {m.name: subject_label(m.name) for m in campaign.members if m.kind != "player"}
    return ", ".join(m.name if m.kind == "player" else gangs[m.name] if gangs[m.name] != m.name
                     else tr("{gang} (gang)").format(gang=m.name) for m in campaign.members)


class CampaignDialog(QDialog):
    """A new campaign: its name, its game, the players and the gangs taking part."""

    def __init__(self, games: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New campaign"))
        self.name = QLineEdit(self)
        self.game = games_box(games, self)
        self.players = QLineEdit(self)
        self.players.setPlaceholderText(self.tr("Ana, Bruno, …"))
        self.gangs = QLineEdit(self)
        self.gangs.setPlaceholderText(self.tr("gangs the campaign keeps accounts for, e.g. Skins, Police"))
        self.notes = QPlainTextEdit(self)
        self.notes.setMaximumHeight(70)
        form_dialog(self, [(self.tr("Name"), self.name), (self.tr("Game"), self.game),
                           (self.tr("Players"), self.players), (self.tr("Gangs"), self.gangs),
                           (self.tr("Notes"), self.notes)])

    def members(self) -> list[CampaignMember]:
        return ([CampaignMember(n, "player") for n in names(self.players.text())]
                + [CampaignMember(n, "gang") for n in names(self.gangs.text())])


class CampaignsPage(QWidget):
    """``plays_requested`` names the campaign whose plays the referee asked to see (on the Plays page)."""

    plays_requested = Signal(str)

    def __init__(self, access: BookAccess, parent: QWidget | None = None):
        super().__init__(parent)
        self.access = access
        self.campaigns: list[Campaign] = []
        self.list = RowsTable(RowsModel("CampaignsPage", CAMPAIGN_COLUMNS, self), "campaigns-table", self)
        self.list.selectionModel().selectionChanged.connect(self._show_ledger)
        # The ledger in the order it was written, until the referee sorts it by a column.
        self.ledger = RowsTable(RowsModel("CampaignsPage", LEDGER_COLUMNS, self), "ledger-table", self, -1)
        self.ledger_title = QLabel(self.tr("<b>Ledger</b>: choose a campaign"), self)
        lower = QWidget(self)
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.ledger_title)
        lower_layout.addWidget(QLabel(self.tr("Entries are never changed: a correction is a new entry."), lower))
        lower_layout.addWidget(self.ledger)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.list)
        split.addWidget(lower)
        layout = QVBoxLayout(self)
        layout.addLayout(button_row(self, [(self.tr("New campaign…"), self.ask_new),
                                           (self.tr("Show its plays"), self.show_plays)]))
        layout.addWidget(split, 1)

    def refresh(self) -> None:
        chosen = self.selected()
        found = self.access.read(self, lambda book: (book.campaigns(), book.campaign_play_counts()))
        self.campaigns, counts = found or ([], {})
        self.list.set_rows([[Cell(c.name), Cell(game_title(c.game)), number_cell(str(counts.get(c.name, 0)),
                                                                                  counts.get(c.name, 0)),
                             Cell(members_text(c))] for c in self.campaigns])
        names = [c.name for c in self.campaigns]
        if chosen is not None and chosen.name in names:
            self.list.select_source_row(names.index(chosen.name))
        self._show_ledger()

    def selected(self) -> Campaign | None:
        row = self.list.selected_row()
        return self.campaigns[row] if row is not None else None

    def _show_ledger(self) -> None:
        campaign = self.selected()
        entries: list[LedgerEntry] = []
        if campaign is not None:
            entries = self.access.read(self, lambda book: book.ledger(campaign.name)) or []
            self.ledger_title.setText(self.tr("<b>Ledger of %1</b> (%Ln entries)", "", len(entries))
                                      .replace("%1", campaign.name))
        else:
            self.ledger_title.setText(self.tr("<b>Ledger</b>: choose a campaign"))
        figures = ledger_figure_names((e.subject, e.field, e.value_after) for e in entries)
        players = gang_players(campaign.name, campaign.notes) if campaign is not None else None
        self.ledger.set_rows([[Cell(subject_label(e.subject, players)), Cell(ledger_field_label(e.field, figures)),
                               number_cell(number(e.value_before), e.value_before),
                               number_cell(("+" if e.change > 0 else "") + number(e.change), e.change),
                               number_cell(number(e.value_after), e.value_after), Cell(e.reason),
                               number_cell(formats.moment(e.recorded_at), e.recorded_at.timestamp())]
                              for e in entries])

    def show_plays(self) -> None:
        campaign = selected_or_say(self, self.selected(), self.tr("Select a campaign first."))
        if campaign is not None:
            self.plays_requested.emit(campaign.name)

    def create(self, name: str, game: str, members: list[CampaignMember], notes: str | None = None) -> bool:
        return self.access.write(self, lambda book: book.create_campaign(name, game, members, notes))

    def ask_new(self) -> None:
        found = self.access.read(self, lambda book: book.games())
        dialog = CampaignDialog(known_games(found or []), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        if not dialog.name.text().strip():
            show_error(self, self.tr("A campaign needs a name."))
            return
        self.create(dialog.name.text().strip(), game_of(dialog.game), dialog.members(),
                    dialog.notes.toPlainText().strip() or None)
