"""The campaign book's tab: choose or create a campaign, play a turn (the wizard), the standings with the chart of
reputation by turn, each gang's sheet with its ledger, the Parrain and the duel, and the sheets as PDF."""

from __future__ import annotations

import zlib

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QFont, QImage
from PySide6.QtWidgets import (QFileDialog, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QTableWidget,
                               QTableWidgetItem, QTabWidget, QTextBrowser, QVBoxLayout, QWidget)

from tabletop.book import BookError
from tabletop.formats import with_player
from tabletop.games.peur_sur_la_ville.campaign.history import reopen_turn, reputation_by_turn
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView
from tabletop.games.peur_sur_la_ville.campaign.standings import DUEL_PASSAGE, duel_round, parrain, standings
from tabletop.games.peur_sur_la_ville.campaign.tables import TableGame
from tabletop.games.peur_sur_la_ville.rules import Dice, PeurError
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from ui.forms import ComboBox, wrapped_label
from ui.games.peur_sur_la_ville.campaign.create import CreateCampaign
from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument
from ui.games.peur_sur_la_ville.campaign.sheets import (chart_points, gang_sheet_html, standings_html,
                                                        text_document, write_pdf, write_png)
from ui.games.peur_sur_la_ville.campaign.wizard import TurnWizard
from ui.games.peur_sur_la_ville.campaign.wizard_parts import ERROR_STYLE

STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf")


class DuelBox(QGroupBox):
    """« LE PARRAIN »: the tied leaders' duel, round by round, with virtual dice or the faces rolled."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setTitle(self.tr("The duel"))
        self.setToolTip(DUEL_PASSAGE)
        self.state = wrapped_label()
        self.faces = QLineEdit()
        self.faces.setPlaceholderText(self.tr("faces rolled, in order (red blue …), or empty for virtual dice"))
        roll = QPushButton(self.tr("Shoot a round"))
        roll.clicked.connect(self.shoot)
        self.problem = QLabel()
        self.problem.setStyleSheet(ERROR_STYLE)
        row = QHBoxLayout()
        row.addWidget(self.faces)
        row.addWidget(roll)
        layout = QVBoxLayout(self)
        layout.addWidget(self.state)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        self.view: CampaignView | None = None
        self.wounds: dict[str, int] = {}
        self.rounds = 0

    def start(self, view: CampaignView, leaders: tuple[str, ...]) -> None:
        self.view, self.wounds, self.rounds = view, {g: 0 for g in leaders}, 0
        self.setVisible(bool(leaders))
        self._show(None)

    def shoot(self) -> None:
        if self.view is None or not self.wounds:
            return
        typed = self.faces.text().split()
        # virtual dice seeded by the campaign and the round: the same duel replays the same
        seed = zlib.crc32(f"{self.view.name}/{self.view.turn}/{self.rounds}".encode())
        dice = Dice.from_faces(typed) if typed else Dice.seeded(seed)
        try:
            result = duel_round(self.wounds, dice, self.view.book_rules())
        except PeurError as exc:
            self.problem.setText(str(exc))
            return
        self.problem.clear()
        self.faces.clear()
        self.rounds += 1
        self.wounds = dict(result.wounds)
        self._show(result)

    def _wounds(self, count: int) -> str:
        # Literal sources for each count, so that French agrees: « aucune blessure », « 1 blessure », « 2 blessures ».
        if count == 0:
            return self.tr("no wound")
        return self.tr("1 wound") if count == 1 else self.tr("{n} wounds").format(n=count)

    def _show(self, result) -> None:
        lines = [", ".join(self.tr("{gang}: {wounds}").format(gang=gang_label(g), wounds=self._wounds(w))
                           for g, w in self.wounds.items())]
        if result is not None:
            lines += [self.tr("{a} shoots {b}: {faces} → {wounds}").format(
                a=gang_label(s.shooter), b=gang_label(s.target), faces=" ".join(s.faces),
                wounds=self._wounds(s.wounds)) for s in result.shots]
            if result.over:
                lines.append(self.tr("{g} survives and becomes the Parrain").format(g=gang_label(result.winner))
                             if result.winner else self.tr("None survives: « le Maire peut être satisfait »"))
        self.state.setText("<br>".join(lines))


class CampaignPanel(QWidget):
    def __init__(self, document: CampaignDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.live_windows: list[QWidget] = []
        self.chooser = ComboBox()
        self.chooser.activated.connect(lambda _: self.choose(self.chooser.currentText()))
        self.turn_button = QPushButton(self.tr("Play a campaign turn…"))
        self.turn_button.clicked.connect(self.open_wizard)
        reopen = QPushButton(self.tr("Reopen the last turn"))
        reopen.setToolTip(self.tr("Adds the entries that reverse the last closed turn; the ledger keeps both."))
        reopen.clicked.connect(self.reopen)
        refresh = QPushButton(self.tr("Refresh"))
        refresh.clicked.connect(self._refresh)
        self.problem = QLabel()
        self.problem.setStyleSheet(ERROR_STYLE)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Campaign")))
        top.addWidget(self.chooser, 1)
        for button in (self.turn_button, reopen, refresh):
            top.addWidget(button)
        self.tabs = QTabWidget()
        self.create_page = CreateCampaign(document)
        self.create_page.created.connect(self._created)
        self.tabs.addTab(self._standings_tab(), self.tr("Standings"))
        self.tabs.addTab(self._sheet_tab(), self.tr("Gang sheet"))
        self.tabs.addTab(self.create_page, self.tr("New campaign"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problem)
        layout.addWidget(self.tabs)
        document.changed.connect(self._show)
        self._fill_chooser()
        names = document.campaigns()
        if names:
            self.choose(names[-1])
        else:
            self.tabs.setCurrentWidget(self.create_page)
            self._show(None)

    def _standings_tab(self) -> QWidget:
        page = QWidget()
        self.standings = QTableWidget(0, 8)
        self.standings.setHorizontalHeaderLabels([self.tr("Gang"), self.tr("Player"), self.tr("Reputation"),
                                                  self.tr("Bitcoins"), self.tr("Figures"), self.tr("Leader alive"),
                                                  self.tr("Resources"), self.tr("Contracts this turn")])
        self.chart = pg.PlotWidget(background="w")
        font = QFont()
        font.setPointSize(10)
        for axis, label in (("bottom", self.tr("campaign turn")), ("left", self.tr("reputation"))):
            # dark text, readable once printed: the defaults are made for a dark background
            self.chart.setLabel(axis, label, color="k", **{"font-size": "11pt"})
            self.chart.getAxis(axis).setPen("k")
            self.chart.getAxis(axis).setTextPen("k")
            self.chart.getAxis(axis).setStyle(tickFont=font)
            # Turns and points are whole numbers: no « (x0.001) » scaling of a flat line's axis.
            self.chart.getAxis(axis).enableAutoSIPrefix(False)
        self.chart.addLegend(labelTextColor="k", labelTextSize="10pt", brush=pg.mkBrush(255, 255, 255, 220),
                             pen=pg.mkPen("k"))
        self.chart.setMinimumHeight(220)
        self.parrain = QLabel()
        self.duel = DuelBox()
        export = QPushButton(self.tr("Export the standings to PDF…"))
        export.clicked.connect(lambda: self._export(self.export_standings))
        layout = QVBoxLayout(page)
        layout.addWidget(self.standings)
        layout.addWidget(self.chart)
        layout.addWidget(self.parrain)
        layout.addWidget(self.duel)
        layout.addWidget(export)
        return page

    def _sheet_tab(self) -> QWidget:
        page = QWidget()
        self.sheet_gang = ComboBox()
        self.sheet_gang.activated.connect(lambda _: self._show_sheet())
        self.sheet = QTextBrowser()
        # Its tables are as wide as the page (width 100 %); their borders overflow it by a pixel, which gave the sheet
        # a sideways scroll bar for nothing.
        self.sheet.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        export = QPushButton(self.tr("Export this gang's sheet to PDF…"))
        export.clicked.connect(lambda: self._export(lambda p: self.export_gang_sheet(self.sheet_gang.currentData(),
                                                                                     p)))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Gang")))
        row.addWidget(self.sheet_gang, 1)
        row.addWidget(export)
        layout = QVBoxLayout(page)
        layout.addLayout(row)
        layout.addWidget(self.sheet)
        return page

    # -- actions ---------------------------------------------------------------------------------------------------

    def choose(self, name: str) -> None:
        try:
            self.document.choose(name)
        except (PeurError, BookError) as exc:
            self.problem.setText(str(exc))

    def _refresh(self) -> None:
        try:
            self.document.refresh()
        except (PeurError, BookError) as exc:
            self.problem.setText(str(exc))

    def _created(self, name: str) -> None:
        self._fill_chooser()
        self.choose(name)
        self.tabs.setCurrentIndex(0)

    def _fill_chooser(self) -> None:
        self.chooser.clear()
        self.chooser.addItems(self.document.campaigns())

    def open_wizard(self) -> TurnWizard | None:
        if self.document.view is None:
            self.problem.setText(self.tr("choose or create a campaign first"))
            return None
        wizard = TurnWizard(self.document, self)
        wizard.tables_page.game_opened.connect(self.open_live_game)
        wizard.show()
        return wizard

    def open_live_game(self, game: TableGame) -> QWidget:
        """The table's live game in a window of its own, with the game module's panel."""
        from ui.games.peur_sur_la_ville.document import GameDocument
        from ui.games.peur_sur_la_ville.panel import GamePanel

        window = GamePanel(GameDocument(game.session), self)  # a child: it closes with the campaign's tab
        window.setWindowFlag(Qt.WindowType.Window)
        window.setWindowTitle(self.tr("{table} — campaign turn {n}").format(table=game.table,
                                                                             n=self.document.view.turn + 1))
        if game.briefing:
            window.setToolTip("\n".join(game.briefing))
        self.live_windows.append(window)
        window.show()
        return window

    def closeEvent(self, event: QCloseEvent) -> None:
        for window in self.live_windows:
            window.close()
        super().closeEvent(event)

    def reopen(self) -> None:
        if self.document.view is None:
            return
        try:
            reopen_turn(self.document.book, self.document.view.name)
            self.document.refresh()
        except (PeurError, BookError) as exc:
            self.problem.setText(str(exc))

    # -- showing ---------------------------------------------------------------------------------------------------

    def _show(self, view: CampaignView | None) -> None:
        self.problem.clear()
        self.turn_button.setEnabled(view is not None)
        self.standings.setRowCount(0)
        self.chart.clear()
        self.sheet_gang.clear()
        if view is None:
            self.parrain.setText(self.tr("No campaign chosen."))
            self.duel.hide()
            self.sheet.clear()
            return
        self.chooser.setCurrentText(view.name)
        for row, s in enumerate(standings(view)):
            self.standings.insertRow(row)
            for column, value in enumerate((gang_label(s.letter), s.player, s.reputation, s.bitcoins, s.figures,
                                            self.tr("yes") if s.leader_alive else self.tr("no"),
                                            ", ".join(thing_label(r) for r in s.resources), s.contract_titles())):
                item = QTableWidgetItem(str(value))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.standings.setItem(row, column, item)
        self.standings.resizeColumnsToContents()  # « Contrats de ce tour » was cut to « ontrats de ce tou »
        points = reputation_by_turn(self.document.book.ledger(view.name), list(view.gangs))
        self.chart.getAxis("bottom").setTicks([[(p.turn, str(p.turn)) for p in points]])
        # Reputation is a whole number of points: ticks on whole values only (pyqtgraph would step by 0.2).
        values = [v for p in points for v in p.reputation.values()] or [0]
        low, high = min(values), max(values)
        step = max(1, -(-(high - low) // 8))
        self.chart.getAxis("left").setTicks([[(v, str(v)) for v in range(low - low % step, high + step, step)]])
        for index, letter in enumerate(view.gangs):
            turns, values = chart_points(points, letter)
            colour = COLOURS[index % len(COLOURS)]
            style = STYLES[index % len(STYLES)]  # gangs level on reputation stay visible one under the other
            self.chart.plot(turns, values, pen=pg.mkPen(colour, width=2, style=style), symbol="o", symbolBrush=colour,
                            name=with_player(gang_label(letter), view.setup.players[letter]))
        found = parrain(view)
        self.parrain.setText(self.tr("Parrain if the campaign ended now: {g}").format(g=gang_label(found.winner))
                             if found.winner else self.tr("Tied leaders duel: {g}").format(
                                 g=", ".join(map(gang_label, found.duel)))
                             if found.duel else self.tr("No leader alive: no Parrain"))
        self.duel.start(view, found.duel)
        for letter in view.gangs:  # by the gang's name (« Police »), the letter kept as the item's data
            self.sheet_gang.addItem(gang_label(letter), letter)
        self._show_sheet()

    def _show_sheet(self) -> None:
        view = self.document.view
        letter = self.sheet_gang.currentData()
        if view is not None and letter:
            self.sheet.setHtml(gang_sheet_html(view, letter, self.document.book.ledger(view.name)))

    # -- printing --------------------------------------------------------------------------------------------------

    def chart_image(self) -> QImage:
        return self.chart.grab().toImage()

    def export_standings(self, path: str) -> None:
        """PDF, or a PNG image when ``path`` ends in .png."""
        view = self.document.view
        document = text_document(standings_html(view), self.chart_image())
        (write_png if path.lower().endswith(".png") else write_pdf)(document, path)

    def export_gang_sheet(self, letter: str, path: str) -> None:
        view = self.document.view
        document = text_document(gang_sheet_html(view, letter, self.document.book.ledger(view.name)))
        (write_png if path.lower().endswith(".png") else write_pdf)(document, path)

    def _export(self, write) -> None:
        if self.document.view is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export to PDF"), "", self.tr("PDF (*.pdf)"))
        if path:
            write(path)
