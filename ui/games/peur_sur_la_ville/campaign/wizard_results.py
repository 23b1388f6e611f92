"""Step 3 of the campaign-turn wizard: each gang's results proposed from its table's game, one line each with a
typed field (a count, yes or no, the contracts held, the figures by name) and a check box the referee ticks once
the line is right."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QPushButton

from tabletop.book import BookError
from tabletop.games.peur_sur_la_ville.campaign.results import GangResults, results_to_data
from tabletop.games.peur_sur_la_ville.rules.campaign import income_sources
from tabletop.games.peur_sur_la_ville.campaign.setup import load_campaign
from tabletop.games.peur_sur_la_ville.campaign.table_end import contracts_met
from tabletop.games.peur_sur_la_ville.campaign.tables import (proposals_from_play, record_table_game,
                                                              saved_table_game, table_name, turn_games, turn_tables,
                                                              waiting_for)
from tabletop.games.peur_sur_la_ville.campaign.words import result_line_label
from tabletop.games.peur_sur_la_ville.play import load_game
from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules
from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from ui.forms import wrapped_label
from ui.games.peur_sur_la_ville.campaign.result_fields import (ContractsField, CountField, FiguresField, FlagField,
                                                               ResultField)
from ui.games.peur_sur_la_ville.campaign.wizard_parts import Turn, TurnPage, cell, figure_names, table

FLAGS = ("lost_hq", "city_hospital")


class ResultsPage(TurnPage):
    """Step 3: waits until every table has a finished game in the book, then proposes each gang's results from
    the games' logs; the referee corrects a value and ticks each line confirmed."""

    def __init__(self, wizard: Turn):
        super().__init__(wizard)
        self.setTitle(self.tr("3. After the games"))
        # A subtitle on every page: the wizard then draws each page's title the same way, in its header.
        self.setSubTitle(self.tr("Each table's game is read from the book: correct a value, then confirm each line."))
        self.waiting = wrapped_label()
        refresh = QPushButton(self.tr("Look in the book again"))
        refresh.clicked.connect(self.initializePage)
        self.record_buttons = QHBoxLayout()
        self.table = table([self.tr("Gang"), self.tr("Line"), self.tr("Value")])
        self.table.itemChanged.connect(lambda _: self.completeChanged.emit())
        confirm = QPushButton(self.tr("Confirm every line"))
        confirm.clicked.connect(self.confirm_all)
        self.lay_out(self.waiting, refresh, self.record_buttons, self.table, confirm)
        self.game_ids: dict[str, str | None] = {}
        self.fields: list[ResultField] = []  # each row's typed value

    def tables(self) -> list[str]:
        return list(turn_tables(self.turn_wizard.view))

    def record_file(self, table_path: str, path: str) -> None:
        """Record a finished game saved on another laptop (or this one) as the table's game of this turn."""
        view = self.turn_wizard.view
        try:
            record_table_game(self.turn_wizard.book, view, saved_table_game(view, table_path, load_game(path)))
        except (GameFileError, PeurError, BookError) as exc:
            self.problem.setText(str(exc))
            return
        self.initializePage()

    def record_live(self, table_path: str) -> None:
        game = self.turn_wizard.table_games.get(table_path)
        if game is None or not game.session.is_over():
            self.problem.setText(self.tr("the live game of {table} is not over").format(table=table_name(table_path)))
            return
        record_table_game(self.turn_wizard.book, self.turn_wizard.view, game)
        self.initializePage()

    def initializePage(self) -> None:
        wizard = self.turn_wizard
        wizard.view = load_campaign(wizard.book, wizard.view.name)  # other laptops record their tables
        while self.record_buttons.count():
            button = self.record_buttons.takeAt(0).widget()
            button.hide()  # gone at once, not when the event loop deletes it
            button.deleteLater()
        missing = waiting_for(wizard.book, wizard.view, self.tables())
        for path in missing:
            button = QPushButton(self.tr("Record the live game of {table}").format(table=table_name(path)))
            button.clicked.connect(lambda _=False, t=path: self.record_live(t))
            self.record_buttons.addWidget(button)
        self.waiting.setText(self.tr("Waiting for the finished games of: {tables}").format(
            tables=", ".join(table_name(t) for t in missing)) if missing else self.tr("Every table's game is in."))
        self.table.setRowCount(0)
        self.fields = []
        if missing:
            self.completeChanged.emit()
            return
        proposed: dict[str, GangResults] = {}
        for path, record in turn_games(wizard.book, wizard.view).items():
            if path in self.tables():
                proposed.update({g: r for g, r in proposals_from_play(record, wizard.view.book_rules()).items()
                                 if g in wizard.view.gangs})
        self.table.blockSignals(True)
        for letter in wizard.view.gangs:
            results = proposed.get(letter, GangResults())
            self.game_ids[letter] = results.game
            for key, field in self._fields(letter, results):
                self._add_line(letter, key, field)
        self.table.blockSignals(False)
        self.table.resizeRowsToContents()
        self.completeChanged.emit()

    def _fields(self, letter: str, proposed: GangResults) -> list[tuple[str, ResultField]]:
        """The lines of a gang's results, named as the results file names them, each with its typed field."""
        rules = load_rules()
        most = int(rules.campaign["limits"]["count"])
        data = results_to_data(proposed)
        gang = self.turn_wizard.view.gangs[letter]
        held = list(self.turn_wizard.view.turn_contracts.get(letter, ()))
        lines: list[tuple[str, ResultField]] = [
            (f"income.{key}", CountField(data["income"].get(key, 0), most)) for key in income_sources(letter, rules)]
        lines.append(("contracts", ContractsField(held, contracts_met(held, proposed))))
        lines.append(("lost_hq", FlagField(proposed.lost_hq, self.tr("yes, its HQ was lost"))))
        lines.append(("hqs_taken", CountField(proposed.hqs_taken, most)))
        lines.append(("city_hospital", FlagField(proposed.city_hospital, self.tr("yes, it holds the city hospital"))))
        for key in ("bavures", "bavures_with_journalists"):
            lines += [(f"{key}.{act}", CountField(data[key].get(act, 0), most))
                      for act in rules.campaign["bavures"]["acts"]]
        names = figure_names(gang)
        living = {f.id: names[f.id] for f in gang.alive}
        wounded = FiguresField(living, wounds=True, maximum=most)
        wounded.set_value(proposed.wounded)
        dead = FiguresField(living, wounds=False, maximum=most)
        dead.set_value(list(proposed.dead))
        lines += [("wounded", wounded), ("dead", dead)]
        return lines

    def _add_line(self, letter: str, key: str, field: ResultField) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        gang = cell(gang_label(letter))  # « Police », as the other pages name it; the letter is the row's key
        gang.setData(Qt.ItemDataRole.UserRole, letter)
        gang.setFlags(gang.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        gang.setCheckState(Qt.CheckState.Unchecked)
        self.table.setItem(row, 0, gang)
        line = cell(result_line_label(key))
        line.setData(Qt.ItemDataRole.UserRole, key)  # the results file's name for the line
        self.table.setItem(row, 1, line)
        self.table.setItem(row, 2, cell(""))
        self.table.setCellWidget(row, 2, field)
        field.changed.connect(self._edited)
        self.fields.append(field)

    def _edited(self) -> None:
        # A figure line added makes its row taller once its widgets are shown, which Qt does on the next loop.
        QTimer.singleShot(0, self.table.resizeRowsToContents)
        self.completeChanged.emit()

    def confirm_all(self) -> None:
        # The wizard asks whether the page is complete once, not at each line ticked: each itemChanged made it ask
        # again, the whole table read and the turn planned, as many times as the turn has lines.
        self.table.blockSignals(True)
        try:
            for row in range(self.table.rowCount()):
                self.table.item(row, 0).setCheckState(Qt.CheckState.Checked)
        finally:
            self.table.blockSignals(False)
        self.completeChanged.emit()

    def field(self, letter: str, key: str) -> ResultField:
        """The typed field of a gang's line (``income.bank``, ``wounded`` …)."""
        for row in range(self.table.rowCount()):
            if self.letter_of(row) == letter and self.key_of(row) == key:
                return self.fields[row]
        raise KeyError(f"{letter}: {key}")

    def documents(self) -> dict[str, dict[str, Any]]:
        """The lines as a results document's gangs (investments come on the last page)."""
        gangs: dict[str, dict[str, Any]] = {g: {} for g in self.turn_wizard.view.gangs}
        for row in range(self.table.rowCount()):
            letter, key = self.letter_of(row), self.key_of(row)
            value = self.fields[row].value()
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

    def letter_of(self, row: int) -> str:
        """The letter of the gang a line is about, which the table shows by its name."""
        return self.table.item(row, 0).data(Qt.ItemDataRole.UserRole)

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
