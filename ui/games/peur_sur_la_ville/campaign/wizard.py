"""The campaign-turn wizard, one step a page: « Affaires en cours », the tables chosen hidden and revealed together
(a live game per table), the results proposed from each table's game and confirmed line by line (wizard_results),
the accounts (income, reputation, bavures, Garde Nationale, wounded, dead), the investments as a shopping list
(wizard_spending), the turn in sentences (wizard_summary). Nothing is written to the book before Finish but the
contracts kept (leaving step 1; choosing again gives them up by new rows), the tables revealed (every table's laptop
reads them there) and the table games: Back undoes any other step."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QTableWidgetItem,
                               QVBoxLayout, QWidget, QWizard)

from tabletop.book import BookError
from tabletop.formats import decimal, quoted, with_player
from tabletop.games.peur_sur_la_ville.campaign.accounts import Accounts
from tabletop.games.peur_sur_la_ville.campaign.contracts import Hand, choose, deal_contracts, store_contracts
from tabletop.games.peur_sur_la_ville.campaign.results import GangResults, parse_results
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.campaign.tables import (TableGame, reveal_tables, table_game, table_name,
                                                              turn_tables)
from tabletop.games.peur_sur_la_ville.campaign.turn import close_turn, plan_turn
from tabletop.games.peur_sur_la_ville.campaign.words import ledger_field_label, planned_figure_names, subject_label
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules
from tabletop.scenario import ScenarioError, load_scenario
from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from ui.forms import ComboBox, wrapped_label
from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument
from ui.games.peur_sur_la_ville.campaign.wizard_parts import TurnPage, cell, table
from ui.games.peur_sur_la_ville.campaign.wizard_results import ResultsPage
from ui.games.peur_sur_la_ville.campaign.wizard_spending import InvestmentsPage
from ui.games.peur_sur_la_ville.campaign.wizard_summary import SummaryPage

class ContractsPage(TurnPage):
    """« Les bandes reçoivent 1 carte « Affaire en cours » »: dealt from the deck, or typed by the referee. A gang
    that draws more cards than it keeps (Informateur) ticks the ones it keeps: ticking one more unticks the
    earliest, and the page is complete once every hand keeps its number."""

    COLUMNS = ("gang", "title", "asks", "reputation", "bitcoins")

    def __init__(self, wizard: "TurnWizard"):
        super().__init__(wizard)
        self.setTitle(self.tr("1. « Affaires en cours »"))
        self.setSubTitle(self.tr("Each gang gets a contract (Informateur: 2 to choose from, keep 1; Bizness: 2). "
                                 "Tick the cards kept; edit a card or type one."))
        self.table = table([self.tr("Gang"), self.tr("Title"), self.tr("What it asks"), self.tr("Reputation"),
                             self.tr("Bitcoins")])
        self.table.itemChanged.connect(self._ticked)
        self.gang = ComboBox()
        for letter in wizard.view.gangs:
            self.gang.addItem(gang_label(letter), letter)
        add = QPushButton(self.tr("Type a contract for"))
        add.clicked.connect(lambda: self.add_contract(self.gang.currentData(), Contract("", "", 1)))
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(self.gang)
        row.addStretch(1)
        self.lay_out(self.table, row)
        self.dealt = False
        self.cards: list[Contract] = []  # the card of each row, with what the table does not show
        self.hands: dict[str, tuple[Hand, list[int]]] = {}  # a dealt hand and its rows
        self.order: list[int] = []  # rows in the order they were ticked

    def initializePage(self) -> None:
        if self.dealt:
            return
        view = self.turn_wizard.view
        if view.turn_contracts:  # kept already, on this laptop or another, before the app was closed
            for letter, cards in view.turn_contracts.items():
                for card in cards:
                    self.add_contract(letter, card)
            self.dealt = True
            return
        rng = random.Random(f"{view.name}/{view.turn + 1}")
        try:
            hands = deal_contracts({g: a.resources for g, a in view.gangs.items()}, view.book_rules(), rng)
        except PeurError:
            return  # an empty deck: the referee types the contracts
        for letter, hand in hands.items():
            rows = [self.add_contract(letter, card, kept=index < hand.keep) for index, card in enumerate(hand.cards)]
            self.hands[letter] = (hand, rows)
        self.dealt = True
        self.completeChanged.emit()

    def add_contract(self, letter: str, card: Contract, kept: bool = True) -> int:
        row = self.table.rowCount()
        self.cards.append(card)
        self.table.blockSignals(True)
        self.table.insertRow(row)
        gang = cell(gang_label(letter))  # « Police », as every page names it; the letter is the row's key
        gang.setData(Qt.ItemDataRole.UserRole, letter)
        gang.setFlags(gang.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        gang.setCheckState(Qt.CheckState.Checked if kept else Qt.CheckState.Unchecked)
        if card.source:
            gang.setToolTip(quoted(card.source))
        self.table.setItem(row, 0, gang)
        for column, value in enumerate((card.title, card.asks), start=1):
            self.table.setItem(row, column, cell(value, editable=True))
        # Reputation and bitcoins in spin boxes, within the rules' contract levels and counts.
        campaign = load_rules().campaign
        levels = campaign["reputation"]["contract_levels"]
        for column, value, least, most in ((3, card.reputation, min(levels), max(levels)),
                                           (4, card.bitcoins, 0, int(campaign["limits"]["count"]))):
            self.table.setItem(row, column, cell(""))
            spin = QSpinBox()
            spin.setRange(least, most)
            spin.setValue(value)
            self.table.setCellWidget(row, column, spin)
        self.table.blockSignals(False)
        if kept:
            self.order.append(row)
        return row

    def tick(self, row: int, kept: bool = True) -> None:
        self.table.item(row, 0).setCheckState(Qt.CheckState.Checked if kept else Qt.CheckState.Unchecked)

    def _checked(self, row: int) -> bool:
        return self.table.item(row, 0).checkState() == Qt.CheckState.Checked

    def _ticked(self, item: QTableWidgetItem) -> None:
        if item.column() != 0:
            return
        row = item.row()
        self.order = [r for r in self.order if r != row] + ([row] if self._checked(row) else [])
        for hand, rows in self.hands.values():
            if row in rows:
                ticked = [r for r in self.order if r in rows]
                for extra in ticked[:max(len(ticked) - hand.keep, 0)]:
                    self.tick(extra, False)  # the earliest choice gives way to the newest
        self.completeChanged.emit()

    def kept(self, letter: str) -> list[Contract]:
        out = []
        for row in range(self.table.rowCount()):
            gang = self.table.item(row, 0)
            if gang.data(Qt.ItemDataRole.UserRole) == letter and self._checked(row):
                out.append(replace(self.cards[row], title=self.table.item(row, 1).text(),
                                   asks=self.table.item(row, 2).text(), reputation=self.number(row, 3),
                                   bitcoins=self.number(row, 4)))
        return out

    def number(self, row: int, column: int) -> int:
        """A card's reputation (column 3) or bitcoins (column 4), as its spin box holds it."""
        return self.table.cellWidget(row, column).value()

    def set_number(self, row: int, column: int, value: int) -> None:
        self.table.cellWidget(row, column).setValue(value)

    def validatePage(self) -> bool:
        """The contracts kept go to the book, where they outlive the wizard and step 3 reads them."""
        wizard = self.turn_wizard
        try:
            wizard.view = store_contracts(wizard.book, wizard.view, {g: self.kept(g) for g in wizard.view.gangs})
        except (PeurError, BookError) as exc:
            self.problem.setText(str(exc))
            return False
        return True

    def isComplete(self) -> bool:
        for letter, (hand, rows) in self.hands.items():
            try:
                choose(hand, [i for i, row in enumerate(rows) if self._checked(row)])
            except PeurError as exc:
                self.problem.setText(self.tr("{gang}: {problem}").format(gang=gang_label(letter), problem=exc))
                return False
        self.problem.clear()
        return True


class TablesPage(TurnPage):
    """« les joueurs écrivent de façon claire sur quelle table ils souhaitent aller. Les fiches sont dépouillées
    publiquement et en même temps »: each choice is locked hidden, then all are revealed."""

    game_opened = Signal(object)  # TableGame

    def __init__(self, wizard: "TurnWizard"):
        super().__init__(wizard)
        self.setTitle(self.tr("2. Choosing tables"))
        self.setSubTitle(self.tr("Each player picks a table and locks it: the choice stays hidden until every gang "
                                 "has chosen and the choices are revealed together."))
        tables = wizard.view.setup.tables
        grid = QGridLayout()
        self.combos: dict[str, QComboBox] = {}
        self.hidden: dict[str, QLabel] = {}
        for row, letter in enumerate(wizard.view.gangs):
            combo = ComboBox()
            for path in tables:
                combo.addItem(table_name(path), path)
            lock = QPushButton(self.tr("Lock"))
            lock.clicked.connect(lambda _=False, g=letter: self.choose(g, self.combos[g].currentData()))
            hidden = QLabel(self.tr("chosen — hidden"))
            hidden.hide()
            grid.addWidget(QLabel(with_player(gang_label(letter), wizard.view.setup.players[letter])), row, 0)
            grid.addWidget(combo, row, 1)
            grid.addWidget(hidden, row, 2)
            grid.addWidget(lock, row, 3)
            self.combos[letter], self.hidden[letter] = combo, hidden
        self.reveal_button = QPushButton(self.tr("Reveal the choices"))
        self.reveal_button.clicked.connect(self.reveal)
        self.reveal_button.setEnabled(False)
        self.revealed = wrapped_label()
        self.games_box = QVBoxLayout()
        self.lay_out(grid, self.reveal_button, self.revealed, self.games_box)
        self.choices: dict[str, str] = {}
        self.meetings: dict[str, list[str]] = {}

    def choose(self, letter: str, table: str | None) -> None:
        if not table or self.meetings:
            return
        self.choices[letter] = table
        self.combos[letter].hide()
        self.hidden[letter].show()
        self.reveal_button.setEnabled(set(self.choices) == set(self.combos))

    def reveal(self) -> None:
        """Reveal the choices together and write them to the book, where every table's laptop reads them."""
        wizard = self.turn_wizard
        try:
            wizard.view = reveal_tables(wizard.book, wizard.view, {g: self.choices[g] for g in self.combos})
        except (PeurError, BookError) as exc:
            self.problem.setText(str(exc))
            return
        self.show_revealed(turn_tables(wizard.view))

    def initializePage(self) -> None:
        if not self.meetings and turn_tables(self.turn_wizard.view):
            self.show_revealed(turn_tables(self.turn_wizard.view))  # revealed on this laptop or another

    def show_revealed(self, tables: dict[str, list[str]]) -> None:
        self.meetings = tables
        for letter in self.combos:
            self.combos[letter].hide()
            self.hidden[letter].hide()
        self.revealed.setText("<br>".join(
            self.tr("{table}: {gangs}").format(table=table_name(t), gangs=", ".join(gang_label(g) for g in gangs))
            for t, gangs in self.meetings.items()))
        for table, gangs in self.meetings.items():
            button = QPushButton(self.tr("Open the live game of {table}").format(table=table_name(table)))
            button.clicked.connect(lambda _=False, t=table, g=gangs: self.open_game(t, g))
            self.games_box.addWidget(button)
        self.reveal_button.setEnabled(False)
        self.completeChanged.emit()

    def open_game(self, table: str, gangs: list[str]) -> TableGame | None:
        try:
            game = table_game(self.turn_wizard.view, table, load_scenario(table), gangs)
        except (PeurError, ScenarioError) as exc:
            self.problem.setText(str(exc))
            return None
        self.turn_wizard.table_games[table] = game
        self.game_opened.emit(game)
        return game

    def isComplete(self) -> bool:
        return bool(self.meetings)


class AccountsPage(TurnPage):
    """Step 4: what the results write: income, reputation, bavures after Corruption, the Garde Nationale, the
    wounded and the dead — before any investment."""

    def __init__(self, wizard: "TurnWizard"):
        super().__init__(wizard)
        self.setTitle(self.tr("4. Income, reputation, bavures, the wounded"))
        self.setSubTitle(self.tr("What the results write in each gang's accounts, before any investment."))
        self.table = table([self.tr("Gang"), self.tr("Field"), self.tr("Before"), self.tr("After"),
                             self.tr("Reason")])
        self.lay_out(self.table)

    def initializePage(self) -> None:
        self.table.setRowCount(0)
        try:
            planned = self.turn_wizard.plan(with_investments=False)
        except PeurError as exc:
            self.problem.setText(str(exc))
            return
        self.problem.clear()
        names = planned_figure_names(self.turn_wizard.view.gangs.values(), planned.changes)
        for change in planned.changes:
            row = self.table.rowCount()
            self.table.insertRow(row)
            before = change.expect_before or 0
            for column, value in enumerate((subject_label(change.subject, self.turn_wizard.view.setup.players),
                                            ledger_field_label(change.field, names),
                                            decimal(before), decimal(before + change.change), change.reason)):
                self.table.setItem(row, column, cell(value))


WIZARD_SIZE = QSize(1000, 660)


class TurnWizard(QWizard):
    """The campaign turn after the last closed one; Finish closes it in the book in one transaction."""

    def __init__(self, document: CampaignDocument, parent: QWidget | None = None):
        super().__init__(parent)
        if document.view is None:
            raise ValueError("choose a campaign first")
        self.document = document
        self.book = document.book
        self.view = document.view
        self.table_games: dict[str, TableGame] = {}
        self.setWindowTitle(self.tr("{name}: campaign turn {n}").format(name=self.view.name, n=self.view.turn + 1))
        self.contracts_page = ContractsPage(self)
        self.tables_page = TablesPage(self)
        self.results_page = ResultsPage(self)
        self.accounts_page = AccountsPage(self)
        self.investments_page = InvestmentsPage(self)
        self.summary_page = SummaryPage(self, self.results_page, self.investments_page)
        for page in (self.contracts_page, self.tables_page, self.results_page, self.accounts_page,
                     self.investments_page, self.summary_page):
            self.addPage(page)
        self.problem: str = ""
        # Room for the results' 70 lines, within a 1366 × 768 laptop's screen less its panel and title bar.
        self.resize(WIZARD_SIZE)

    def results(self, with_investments: bool,
                investments: list[tuple[str, dict[str, Any]]] | None = None) -> dict[str, GangResults]:
        """The results of steps 3 and 5 as the core reads them; ``investments`` in place of step 5's list."""
        gangs = self.results_page.documents()
        if with_investments:
            for letter, investment in self.investments_page.investments if investments is None else investments:
                gangs[letter].setdefault("investments", []).append(investment)
        return parse_results({"gangs": gangs}, self.view.gangs)

    def plan(self, with_investments: bool, investments: list[tuple[str, dict[str, Any]]] | None = None) -> Accounts:
        return plan_turn(self.view, self.results(with_investments, investments))

    def accept(self) -> None:
        try:
            close_turn(self.book, self.view.name, self.results(with_investments=True))
        except (PeurError, BookError) as exc:
            self.problem = str(exc)
            self.summary_page.problem.setText(self.problem)
            return
        self.document.refresh()
        super().accept()
