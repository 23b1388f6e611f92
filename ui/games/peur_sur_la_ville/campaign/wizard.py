"""The campaign-turn wizard, one step a page: « Affaires en cours », the tables chosen hidden and revealed together
(a live game per table), the results proposed from each table's game and confirmed line by line, the accounts
(income, reputation, bavures, Garde Nationale, wounded, dead), the investments. Nothing is written to the book
before Finish but the contracts kept (leaving step 1; choosing again gives them up by new rows), the tables
revealed (every table's laptop reads them there) and the table games: Back undoes any other step."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QLayout, QLineEdit,
                               QListWidget, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
                               QWizard, QWizardPage)

from tabletop.book import BookError
from tabletop.games.peur_sur_la_ville.campaign.contracts import Hand, choose, deal_contracts, store_contracts
from tabletop.games.peur_sur_la_ville.campaign.results import INVESTMENT_KEYS, GangResults, parse_results, \
    results_to_data
from tabletop.games.peur_sur_la_ville.campaign.rules import income_sources
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.campaign.table_end import contracts_met
from tabletop.games.peur_sur_la_ville.campaign.setup import load_campaign
from tabletop.games.peur_sur_la_ville.campaign.tables import (TableGame, proposals_from_play, record_table_game,
                                                              reveal_tables, table_game, table_name, turn_games,
                                                              turn_tables, waiting_for)
from tabletop.games.peur_sur_la_ville.campaign.turn import close_turn, plan_turn
from tabletop.formats import decimal
from tabletop.games.peur_sur_la_ville.campaign.words import (investment_label, ledger_field_label, result_line_label,
                                                             subject_label)
from tabletop.games.peur_sur_la_ville.play import load_game
from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules
from tabletop.scenario import ScenarioError, load_scenario
from ui.forms import wrapped_label
from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument

ERROR_STYLE = "color: #b00020"


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    header = table.horizontalHeader()
    # Columns as wide as what they hold (a results line's words whole), the last one taking the rest.
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
    return table


def _cell(text: object, editable: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(text))
    if not editable:
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


class TurnPage(QWizardPage):
    """A step of the turn wizard. ``turn_wizard`` is the wizard with its campaign view, book and table games, at
    hand while the page is built (``wizard()`` answers only once the page is added to it)."""

    def __init__(self, wizard: "TurnWizard"):
        super().__init__()
        self.turn_wizard = wizard
        self.problem = wrapped_label()  # what the step refuses, in red
        self.problem.setStyleSheet(ERROR_STYLE)

    def lay_out(self, *parts: QWidget | QLayout) -> None:
        """The step's parts top to bottom, then the line where it says what is wrong."""
        layout = QVBoxLayout(self)
        for part in (*parts, self.problem):
            if isinstance(part, QLayout):
                layout.addLayout(part)
            else:
                layout.addWidget(part)


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
        self.table = _table([self.tr("Gang"), self.tr("Title"), self.tr("What it asks"), self.tr("Reputation"),
                             self.tr("Bitcoins")])
        self.table.itemChanged.connect(self._ticked)
        self.gang = QComboBox()
        self.gang.addItems(list(wizard.view.gangs))
        add = QPushButton(self.tr("Type a contract for"))
        add.clicked.connect(lambda: self.add_contract(self.gang.currentText(), Contract("", "", 1)))
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
        gang = _cell(letter)
        gang.setFlags(gang.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        gang.setCheckState(Qt.CheckState.Checked if kept else Qt.CheckState.Unchecked)
        if card.source:
            gang.setToolTip(f"« {card.source} »")
        self.table.setItem(row, 0, gang)
        for column, value in enumerate((card.title, card.asks, card.reputation, card.bitcoins), start=1):
            self.table.setItem(row, column, _cell(value, editable=True))
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
            if gang.text() == letter and self._checked(row):
                values = [self.table.item(row, c).text() for c in range(1, 5)]
                out.append(replace(self.cards[row], title=values[0], asks=values[1], reputation=_int(values[2]),
                                   bitcoins=_int(values[3])))
        return out

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
                self.problem.setText(f"{letter}: {exc}")
                return False
        self.problem.clear()
        return True


def _int(text: str) -> int:
    try:
        return int(text.strip() or 0)
    except ValueError:
        return -1  # refused by the results check with the gang and the field named


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
            combo = QComboBox()
            for path in tables:
                combo.addItem(table_name(path), path)
            lock = QPushButton(self.tr("Lock"))
            lock.clicked.connect(lambda _=False, g=letter: self.choose(g, self.combos[g].currentData()))
            hidden = QLabel(self.tr("chosen — hidden"))
            hidden.hide()
            grid.addWidget(QLabel(f"{letter} — {wizard.view.setup.players[letter]}"), row, 0)
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
            self.tr("{table}: {gangs}").format(table=table_name(t), gangs=", ".join(gangs))
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


# The lines of a gang's results, as the results file names them.
def _result_lines(letter: str, proposed: GangResults, kept: list[Contract]) -> list[tuple[str, str]]:
    rules = load_rules()
    data = results_to_data(proposed)
    lines = [(f"income.{key}", str(data["income"].get(key, 0))) for key in income_sources(letter, rules)]
    met = [{"title": c.title, "reputation": c.reputation, "bitcoins": c.bitcoins} for c in contracts_met(kept, proposed)]
    lines.append(("contracts", json.dumps(met, ensure_ascii=False)))
    lines += [(key, json.dumps(data[key])) for key in ("lost_hq", "hqs_taken", "city_hospital")]
    for key in ("bavures", "bavures_with_journalists"):
        lines += [(f"{key}.{act}", str(data[key].get(act, 0))) for act in rules.campaign["bavures"]["acts"]]
    lines.append(("wounded", json.dumps(data["wounded"])))
    lines.append(("dead", json.dumps(data["dead"])))
    return lines


class ResultsPage(TurnPage):
    """Step 3: waits until every table has a finished game in the book, then proposes each gang's results from
    the games' logs; the referee corrects a value and ticks each line confirmed."""

    def __init__(self, wizard: "TurnWizard"):
        super().__init__(wizard)
        self.setTitle(self.tr("3. After the games"))
        self.waiting = wrapped_label()
        refresh = QPushButton(self.tr("Look in the book again"))
        refresh.clicked.connect(self.initializePage)
        self.record_buttons = QHBoxLayout()
        self.table = _table([self.tr("Gang"), self.tr("Line"), self.tr("Value")])
        self.table.itemChanged.connect(lambda _: self.completeChanged.emit())
        confirm = QPushButton(self.tr("Confirm every line"))
        confirm.clicked.connect(self.confirm_all)
        self.lay_out(self.waiting, refresh, self.record_buttons, self.table, confirm)
        self.games: dict[str, Any] = {}
        self.game_ids: dict[str, str | None] = {}

    def tables(self) -> list[str]:
        return list(turn_tables(self.turn_wizard.view))

    def record_file(self, table: str, path: str) -> None:
        """Record a finished game saved on another laptop (or this one) as the table's game of this turn."""
        view = self.turn_wizard.view
        try:
            session = load_game(path)
            gangs = self.turn_wizard.tables_page.meetings.get(table, [])
            ids = {g: view.gangs[g].roster()[1] for g in session.setup.gangs if g in gangs}
            record_table_game(self.turn_wizard.book, view, TableGame(table, session, ids, ()))
        except (GameFileError, PeurError, BookError) as exc:
            self.problem.setText(str(exc))
            return
        self.initializePage()

    def record_live(self, table: str) -> None:
        game = self.turn_wizard.table_games.get(table)
        if game is None or not game.session.is_over():
            self.problem.setText(self.tr("the live game of {table} is not over").format(table=table_name(table)))
            return
        record_table_game(self.turn_wizard.book, self.turn_wizard.view, game)
        self.initializePage()

    def initializePage(self) -> None:
        wizard = self.turn_wizard
        wizard.view = load_campaign(wizard.book, wizard.view.name)  # other laptops record their tables
        while self.record_buttons.count():
            self.record_buttons.takeAt(0).widget().deleteLater()
        missing = waiting_for(wizard.book, wizard.view, self.tables())
        for table in missing:
            button = QPushButton(self.tr("Record the live game of {table}").format(table=table_name(table)))
            button.clicked.connect(lambda _=False, t=table: self.record_live(t))
            self.record_buttons.addWidget(button)
        self.waiting.setText(self.tr("Waiting for the finished games of: {tables}").format(
            tables=", ".join(table_name(t) for t in missing)) if missing else self.tr("Every table's game is in."))
        self.table.setRowCount(0)
        if missing:
            self.completeChanged.emit()
            return
        proposed: dict[str, GangResults] = {}
        for table, record in turn_games(wizard.book, wizard.view).items():
            if table in self.tables():
                proposed.update({g: r for g, r in proposals_from_play(record, wizard.view.book_rules()).items()
                                 if g in wizard.view.gangs})
        self.table.blockSignals(True)
        for letter in wizard.view.gangs:
            results = proposed.get(letter, GangResults())
            self.game_ids[letter] = results.game
            held = list(wizard.view.turn_contracts.get(letter, ()))
            kept = json.dumps([{"title": c.title, "reputation": c.reputation, "bitcoins": c.bitcoins}
                               for c in held], ensure_ascii=False)
            for key, value in _result_lines(letter, results, held):
                row = self.table.rowCount()
                self.table.insertRow(row)
                gang = _cell(letter)
                gang.setFlags(gang.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                gang.setCheckState(Qt.CheckState.Unchecked)
                self.table.setItem(row, 0, gang)
                line = _cell(result_line_label(key))
                line.setData(Qt.ItemDataRole.UserRole, key)  # the results file's name for the line
                self.table.setItem(row, 1, line)
                self.table.setItem(row, 2, _cell(value, editable=True))
                if key == "contracts":
                    self.table.item(row, 2).setToolTip(self.tr("The contracts held: {kept}. Type those completed "
                                                               "(or their reputation: [2]).").format(kept=kept))
        self.table.blockSignals(False)
        self.completeChanged.emit()

    def confirm_all(self) -> None:
        for row in range(self.table.rowCount()):
            self.table.item(row, 0).setCheckState(Qt.CheckState.Checked)

    def set_value(self, letter: str, key: str, value: str) -> None:
        for row in range(self.table.rowCount()):
            if self.table.item(row, 0).text() == letter and self.key_of(row) == key:
                self.table.item(row, 2).setText(value)

    def documents(self) -> dict[str, dict[str, Any]]:
        """The confirmed lines as a results document's gangs (investments come on the last page)."""
        gangs: dict[str, dict[str, Any]] = {g: {} for g in self.turn_wizard.view.gangs}
        for row in range(self.table.rowCount()):
            letter, key = self.table.item(row, 0).text(), self.key_of(row)
            text = self.table.item(row, 2).text()
            try:
                value = json.loads(text)
            except ValueError:
                raise PeurError(self.tr("{gang}: {line}: « {text} » is not a number or a list").format(
                    gang=letter, line=result_line_label(key), text=text)) from None
            head, _, tail = key.partition(".")
            if tail:
                if value:
                    gangs[letter].setdefault(head, {})[tail] = value
            else:
                gangs[letter][head] = value
        for letter, game in self.game_ids.items():
            if game:
                gangs[letter]["game"] = game
        return gangs

    def key_of(self, row: int) -> str:
        """The results file's name of a line (``income.bank``), which the table shows in words."""
        return self.table.item(row, 1).data(Qt.ItemDataRole.UserRole)

    def isComplete(self) -> bool:
        rows = range(self.table.rowCount())
        if not rows or any(self.table.item(r, 0).checkState() != Qt.CheckState.Checked for r in rows):
            return False
        try:
            self.turn_wizard.plan(with_investments=False)
        except PeurError as exc:
            self.problem.setText(str(exc))
            return False
        self.problem.clear()
        return True


class AccountsPage(TurnPage):
    """Step 4: what the results write: income, reputation, bavures after Corruption, the Garde Nationale, the
    wounded and the dead — before any investment."""

    def __init__(self, wizard: "TurnWizard"):
        super().__init__(wizard)
        self.setTitle(self.tr("4. Income, reputation, bavures, the wounded"))
        self.table = _table([self.tr("Gang"), self.tr("Field"), self.tr("Before"), self.tr("After"),
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
        for change in planned.changes:
            row = self.table.rowCount()
            self.table.insertRow(row)
            before = change.expect_before or 0
            for column, value in enumerate((subject_label(change.subject), ledger_field_label(change.field),
                                            decimal(before), decimal(before + change.change), change.reason)):
                self.table.setItem(row, column, _cell(value))


class InvestmentsPage(TurnPage):
    """Step 5: « Ils peuvent alors investir »; each purchase checked at once by the rules and the treasury."""

    def __init__(self, wizard: "TurnWizard"):
        super().__init__(wizard)
        self.setTitle(self.tr("5. Investments"))
        rules = load_rules()
        self.gang = QComboBox()
        for letter in wizard.view.gangs:
            self.gang.addItem(f"{letter} — {rules.gangs[letter].name}" if letter in rules.gangs else letter, letter)
        self.kind = QComboBox()
        prices = rules.campaign["investments"]
        for kind in INVESTMENT_KEYS:
            self.kind.addItem(investment_label(kind, prices), kind)
        self.figure = QLineEdit()
        self.figure.setPlaceholderText(self.tr("figure, e.g. A3"))
        self.what = QComboBox()
        self.what.addItem("", "")
        for name in list(rules.campaign["resources"]) + list(rules.items) + list(rules.abilities):
            item = rules.items.get(name)
            self.what.addItem(item.label if item is not None else name, name)
        self.weapon = QLineEdit()
        self.weapon.setPlaceholderText(self.tr("weapon bought (arme-de-tir …)"))
        self.count = QSpinBox()
        self.count.setRange(1, 20)
        add = QPushButton(self.tr("Add"))
        add.clicked.connect(self._add_from_form)
        remove = QPushButton(self.tr("Remove the selected"))
        remove.clicked.connect(self._remove_selected)
        form = QHBoxLayout()
        for widget in (self.gang, self.kind, self.figure, self.what, self.weapon, self.count, add):
            form.addWidget(widget)
        self.list = QListWidget()
        self.summary = wrapped_label()
        self.lay_out(form, self.list, remove, self.summary)
        self.investments: list[tuple[str, dict[str, Any]]] = []

    def initializePage(self) -> None:
        self._check()

    def add_investment(self, letter: str, investment: dict[str, Any]) -> None:
        self.investments.append((letter, investment))
        prices = load_rules().campaign["investments"]
        details = ", ".join(str(value) for key, value in investment.items() if key != "kind")
        label = investment_label(str(investment.get("kind")), prices)
        self.list.addItem(f"{letter} — {label}" + (f" : {details}" if details else ""))
        self._check()

    def _add_from_form(self) -> None:
        kind = self.kind.currentData()
        required, optional = INVESTMENT_KEYS[kind]
        values = {"count": self.count.value(), "figure": self.figure.text().strip(),
                  "resource": self.what.currentData(), "item": self.what.currentData(),
                  "weapon": self.weapon.text().strip()}
        investment: dict[str, Any] = {"kind": kind}
        investment.update({k: values[k] for k in required + optional if values[k]})
        self.add_investment(self.gang.currentData(), investment)

    def _remove_selected(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            self.list.takeItem(row)
            del self.investments[row]
            self._check()

    def _check(self) -> None:
        try:
            planned = self.turn_wizard.plan(with_investments=True)
        except PeurError as exc:
            self.problem.setText(str(exc))
            self.summary.clear()
        else:
            self.problem.clear()
            self.summary.setText("  ·  ".join(
                self.tr("{gang}: {b} bitcoins").format(gang=g, b=int(planned.value(g, "bitcoins")))
                for g in self.turn_wizard.view.gangs))
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return not self.problem.text()


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
        for page in (self.contracts_page, self.tables_page, self.results_page, self.accounts_page,
                     self.investments_page):
            self.addPage(page)
        self.problem: str = ""
        # Room for the results' 70 lines, within a 1366 × 768 laptop's screen less its panel and title bar.
        self.resize(WIZARD_SIZE)

    def results(self, with_investments: bool) -> dict[str, GangResults]:
        gangs = self.results_page.documents()
        if with_investments:
            for letter, investment in self.investments_page.investments:
                gangs[letter].setdefault("investments", []).append(investment)
        return parse_results({"gangs": gangs}, self.view.gangs)

    def plan(self, with_investments: bool):
        return plan_turn(self.view, self.results(with_investments))

    def accept(self) -> None:
        try:
            close_turn(self.book, self.view.name, self.results(with_investments=True))
        except (PeurError, BookError) as exc:
            self.problem = str(exc)
            self.investments_page.problem.setText(self.problem)
            return
        self.document.refresh()
        super().accept()
