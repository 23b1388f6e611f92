"""The roster builder in the app (« 6) CONSTRUIRE SON GANG », « EQUIPER SON GANG »): choose a gang, buy from its
price list within the budget, choose the free weapons, see what is wrong, save the roster file the command line
writes, and start a new game with it.

Every rule is the core's (``buy``, ``set_weapons``, ``roster_problems``): this window only shows the roster and
turns clicks into those calls. Each change is one undoable command holding the roster before and after it.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (QComboBox, QDialog, QMainWindow, QFileDialog, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView,
                               QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from tabletop.formats import counted
from tabletop.games.peur_sur_la_ville.rules import (WEAPON_ITEMS, PeurError, Roster, buy, free_weapon_choices,
                                                    free_weapons, give_back, load_roster, load_rules, new_roster,
                                                    roster_file_text, roster_problems, set_weapons, weapon_choices)
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.storage import atomic_write_text
from ui.forms import ComboBox, wrapped_label

ROSTER_FILTER_SUFFIX = "(*.json)"
PROBLEM_COLOUR = "#c0392b"
READY_COLOUR = "#1e8449"


class RosterEdit(QUndoCommand):
    """One change of the roster: the whole (immutable, small) roster before and after it."""

    def __init__(self, builder: "RosterBuilder", before: Roster, after: Roster, text: str):
        super().__init__(text)
        self._builder = weakref.ref(builder)  # the builder owns the stack that owns this command (see LogCommand)
        self.before = before
        self.after = after

    def redo(self) -> None:
        self._builder().show_roster(self.after)

    def undo(self) -> None:
        self._builder().show_roster(self.before)


class RosterBuilder(QDialog):
    """``deploy_requested`` carries the roster when the referee asks for a new game with it."""

    deploy_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("roster-builder")
        self.setWindowTitle(self.tr("Roster builder — Peur sur la Ville"))
        self.rules = load_rules()
        self.path: str | None = None
        self.undo_stack = QUndoStack(self)
        # The slot is told the clean state: the stack also emits while it is being deleted, when asking it fails.
        self.clean = True
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.roster = new_roster(next(iter(self.rules.gangs)), self.rules)

        self.gang_choice = ComboBox(self)
        for g in self.rules.gangs.values():
            self.gang_choice.addItem(g.name, g.letter)
        self.gang_choice.activated.connect(lambda _i: self.choose_gang(self.gang_choice.currentData()))
        self.budget = QLabel(self)
        self.budget.setObjectName("budget")

        self.figures = QTreeWidget(self)
        self.figures.setObjectName("roster-figures")
        self.figures.setHeaderLabels([self.tr("#"), self.tr("Figure"), self.tr("Weapons"), self.tr("Equipment"),
                                      self.tr("Abilities")])
        self.figures.setRootIsDecorated(False)
        self.figures.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.figures.currentItemChanged.connect(lambda *_: self._show_free_weapons())
        self.vehicles = wrapped_label(parent=self)

        self.free_box = QGroupBox(self.tr("Free weapons of the figure"), self)
        self.free_layout = QHBoxLayout(self.free_box)
        self.free_combos: list[QComboBox] = []
        self.fixed_note = QLabel(self.free_box)
        self.free_layout.addWidget(self.fixed_note)
        self.apply_weapons_button = QPushButton(self.tr("Give these weapons"), self.free_box)
        self.apply_weapons_button.clicked.connect(self.apply_free_weapons)

        self.price_list = QTreeWidget(self)
        self.price_list.setObjectName("price-list")
        self.price_list.setHeaderLabels([self.tr("Price list"), self.tr("Bitcoins")])
        self.price_list.setRootIsDecorated(False)
        self.price_list.header().setStretchLastSection(False)
        self.price_list.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.price_list.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for name, item in self.rules.items.items():
            self._price_row(name, item.label, item.cost, item.text)
        for name, ability in self.rules.abilities.items():
            self._price_row(name, self.tr("Ability: %1").replace("%1", ability.label), ability.cost, ability.text)
        self.price_list.currentItemChanged.connect(lambda *_: self._show_weapon_choice())
        self.weapon_choice = ComboBox(self)
        self.weapon_choice.setToolTip(self.tr("The weapon this line buys"))
        self.buy_button = QPushButton(self.tr("Buy for the selected figure"), self)
        self.buy_button.clicked.connect(self.buy_selected)
        self.purchases = QListWidget(self)
        self.purchases.setObjectName("purchases")
        self.give_back_button = QPushButton(self.tr("Give back the selected purchase"), self)
        self.give_back_button.clicked.connect(self.give_back_selected)
        self.refusal = QLabel(self)
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(f"color:{PROBLEM_COLOUR}")
        self.problems = QLabel(self)
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self._layout()
        self.resize(1100, 720)
        self.show_roster(self.roster)

    def _price_row(self, name: str, label: str, cost: int, text: str) -> None:
        row = QTreeWidgetItem([label, str(cost)])
        row.setData(0, Qt.ItemDataRole.UserRole, name)
        row.setToolTip(0, text)
        row.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
        self.price_list.addTopLevelItem(row)

    def _layout(self) -> None:
        undo = QPushButton(self.tr("Undo"), self)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.clicked.connect(self.undo_stack.undo)
        self.undo_stack.canUndoChanged.connect(undo.setEnabled)
        undo.setEnabled(False)
        redo = QPushButton(self.tr("Redo"), self)
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        redo.clicked.connect(self.undo_stack.redo)
        self.undo_stack.canRedoChanged.connect(redo.setEnabled)
        redo.setEnabled(False)
        open_button = QPushButton(self.tr("Open…"), self)
        open_button.clicked.connect(self.open_with_dialog)
        self.save_button = QPushButton(self.tr("Save…"), self)
        self.save_button.clicked.connect(self.save_with_dialog)
        self.deploy_button = QPushButton(self.tr("▶ New game with this roster"), self)
        self.deploy_button.setObjectName("deploy")
        self.deploy_button.clicked.connect(lambda: self.deploy_requested.emit(self.roster))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Gang"), self))
        top.addWidget(self.gang_choice, 1)
        top.addWidget(self.budget)
        left = QVBoxLayout()
        left.addWidget(self.figures, 1)
        left.addWidget(self.vehicles)
        left.addWidget(self.free_box)
        right = QVBoxLayout()
        right.addWidget(self.price_list, 1)
        buying = QHBoxLayout()
        buying.addWidget(self.weapon_choice, 1)
        buying.addWidget(self.buy_button)
        right.addLayout(buying)
        right.addWidget(QLabel(self.tr("Bought"), self))
        right.addWidget(self.purchases)
        right.addWidget(self.give_back_button)
        right.addWidget(self.refusal)
        body = QGridLayout()
        body.addLayout(left, 0, 0)
        body.addLayout(right, 0, 1)
        body.setColumnStretch(0, 3)
        body.setColumnStretch(1, 2)
        buttons = QHBoxLayout()
        for button in (undo, redo):
            buttons.addWidget(button)
        buttons.addStretch(1)
        for button in (open_button, self.save_button, self.deploy_button):
            buttons.addWidget(button)
        outer = QVBoxLayout(self)
        outer.addWidget(QLabel(self.tr("<h2>Build a gang</h2>"), self))
        outer.addLayout(top)
        outer.addLayout(body, 1)
        outer.addWidget(self.problems)
        outer.addLayout(buttons)

    # --- showing --------------------------------------------------------------------------------------------
    def show_roster(self, roster: Roster) -> None:
        """Show ``roster`` (the undo commands call this); the selected figure stays selected."""
        selected = self.selected_figure()
        self.roster = roster
        template = self.rules.gangs[roster.gang]
        self.gang_choice.setCurrentIndex(self.gang_choice.findData(roster.gang))
        spent, budget = roster.spent(self.rules), template.budget
        self.budget.setText(self.tr("<b>%1</b> of %2 bitcoins spent, %3 left")
                            .replace("%1", str(spent)).replace("%2", str(budget)).replace("%3", str(budget - spent)))
        self.figures.clear()
        for index, figure in enumerate(roster.figures):
            items = ", ".join(counted(self._item_label(name), units) if units > 1 else self._item_label(name)
                              for name, units in figure.items if units > 0)
            abilities = ", ".join(self.rules.abilities[a].label for a in figure.abilities)
            # Numbered from 1, as the table counts its figures; the data keeps the roster's index.
            row = QTreeWidgetItem([str(index + 1), figure.title,
                                   ", ".join(self._weapon_label(w) for w in figure.weapons), items, abilities])
            row.setData(0, Qt.ItemDataRole.UserRole, index)
            self.figures.addTopLevelItem(row)
        self.figures.setCurrentItem(self.figures.topLevelItem(min(selected if selected is not None else 0,
                                                                  len(roster.figures) - 1)))
        self.purchases.clear()
        for index, purchase in enumerate(roster.purchases):
            bought = self._purchase_label(purchase.name, purchase.choice)
            text = bought if purchase.figure is None else self.tr("%1 for %2").replace("%1", bought).replace(
                "%2", f"#{purchase.figure} {roster.figures[purchase.figure].title}")  # eight figures are « Flic »
            entry = QListWidgetItem(text, self.purchases)
            entry.setData(Qt.ItemDataRole.UserRole, index)
        self.give_back_button.setEnabled(bool(roster.purchases))
        vehicles = ", ".join(counted(self._vehicle_label(kind), count) for kind, count in roster.vehicles if count)
        self.vehicles.setText(self.tr("Vehicles: %1").replace("%1", vehicles or self.tr("none")))
        problems = roster_problems(roster, self.rules)
        if problems:
            self.problems.setStyleSheet(f"color:{PROBLEM_COLOUR}")
            self.problems.setText(self.tr("What is wrong:") + "\n" + "\n".join(f"• {p}" for p in problems))
        else:
            self.problems.setStyleSheet(f"color:{READY_COLOUR}")
            self.problems.setText(self.tr("✔ Ready to play."))
        self.deploy_button.setEnabled(not problems)
        self._show_free_weapons()
        self._refresh_title()

    def _weapon_label(self, name: str) -> str:
        return thing_label(name, self.rules)  # a firearm's or a melee weapon's name (« Tronçonneuse »)

    def _item_label(self, name: str) -> str:
        return self.rules.items[name].label if name in self.rules.items else name

    def _purchase_label(self, name: str, choice: str) -> str:
        label = self.rules.abilities[name].label if name in self.rules.abilities else self._item_label(name)
        return f"{label} ({self._weapon_label(choice)})" if choice else label

    def _vehicle_label(self, kind: str) -> str:
        if kind in self.rules.starting_vehicles:
            return self.rules.starting_vehicles[kind].label
        return self._item_label(kind)

    def _show_free_weapons(self) -> None:
        for combo in self.free_combos:
            self.free_layout.removeWidget(combo)
            combo.hide()  # until Qt deletes it, once back in the event loop
            combo.deleteLater()
        self.free_combos = []
        index = self.selected_figure()
        choices = free_weapon_choices(self.roster.gang, self.rules)
        if index is None or not choices:
            self.fixed_note.setText(self.tr("This gang's weapons are given by the rulebook.") if not choices else "")
            self.fixed_note.show()
            self.apply_weapons_button.hide()
            return
        self.fixed_note.hide()
        for weapon in free_weapons(self.roster, index):
            combo = ComboBox(self.free_box)
            for choice in choices:
                combo.addItem(self._weapon_label(choice), choice)
            combo.setCurrentIndex(max(combo.findData(weapon), 0))
            self.free_layout.insertWidget(len(self.free_combos), combo)
            self.free_combos.append(combo)
        self.free_layout.addWidget(self.apply_weapons_button)
        self.apply_weapons_button.show()

    def _show_weapon_choice(self) -> None:
        name = self.selected_item()
        self.weapon_choice.clear()
        if name in WEAPON_ITEMS:
            for weapon in weapon_choices(WEAPON_ITEMS[name], self.rules):
                self.weapon_choice.addItem(self._weapon_label(weapon), weapon)
        self.weapon_choice.setEnabled(name in WEAPON_ITEMS)

    def _clean_changed(self, clean: bool) -> None:
        self.clean = clean
        self._refresh_title()

    def _refresh_title(self) -> None:
        name = self.path or self.tr("new roster")
        self.setWindowTitle(self.tr("%1%2 — Roster builder").replace("%1", name).replace("%2", "" if self.clean else "*"))

    # --- what is selected ----------------------------------------------------------------------------------
    def selected_figure(self) -> int | None:
        row = self.figures.currentItem()
        return None if row is None else row.data(0, Qt.ItemDataRole.UserRole)

    def selected_item(self) -> str:
        row = self.price_list.currentItem()
        return "" if row is None else row.data(0, Qt.ItemDataRole.UserRole)

    def select_figure(self, index: int) -> None:
        self.figures.setCurrentItem(self.figures.topLevelItem(index))

    def select_item(self, name: str) -> None:
        for i in range(self.price_list.topLevelItemCount()):
            if self.price_list.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == name:
                self.price_list.setCurrentItem(self.price_list.topLevelItem(i))

    # --- editing -------------------------------------------------------------------------------------------
    def _push(self, after: Roster, text: str) -> None:
        self.refusal.setText("")
        self.undo_stack.push(RosterEdit(self, self.roster, after, text))

    def choose_gang(self, letter: str) -> None:
        """Start over with another gang as the rulebook hands it over (undoable like any edit)."""
        if letter != self.roster.gang:
            self._push(new_roster(letter, self.rules), self.tr("Choose %1").replace("%1", self.rules.gangs[letter].name))

    def buy_selected(self) -> bool:
        """Buy the selected line for the selected figure; a refusal (over budget, forbidden) is shown, not pushed."""
        name = self.selected_item()
        if not name:
            self.refusal.setText(self.tr("Choose a line of the price list first."))
            return False
        choice = self.weapon_choice.currentData() if name in WEAPON_ITEMS else ""
        try:
            after = buy(self.roster, name, self.selected_figure(), choice or "", self.rules)
        except PeurError as exc:
            self.refusal.setText(self.tr("Refused: %1").replace("%1", str(exc)))
            return False
        label = self.price_list.currentItem().text(0)
        self._push(after, self.tr("Buy %1").replace("%1", label))
        return True

    def give_back_selected(self) -> bool:
        """Give back the selected purchase, its price back in the budget; refused (shown, not pushed) when a later
        purchase needed it."""
        entry = self.purchases.currentItem()
        if entry is None:
            self.refusal.setText(self.tr("Choose a purchase to give back first."))
            return False
        try:
            after = give_back(self.roster, entry.data(Qt.ItemDataRole.UserRole), self.rules)
        except PeurError as exc:
            self.refusal.setText(self.tr("Refused: %1").replace("%1", str(exc)))
            return False
        self._push(after, self.tr("Give back %1").replace("%1", entry.text()))
        return True

    def apply_free_weapons(self) -> bool:
        index = self.selected_figure()
        if index is None:
            return False
        weapons = tuple(combo.currentData() for combo in self.free_combos)
        if weapons == free_weapons(self.roster, index):
            return False
        try:
            after = set_weapons(self.roster, index, weapons, self.rules)
        except PeurError as exc:
            self.refusal.setText(self.tr("Refused: %1").replace("%1", str(exc)))
            return False
        self._push(after, self.tr("Weapons of figure %1").replace("%1", str(index)))
        return True

    # --- files ---------------------------------------------------------------------------------------------
    def ask_save_path(self) -> str | None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the roster"), self.path or "roster.json",
                                              self.tr("Rosters %1").replace("%1", ROSTER_FILTER_SUFFIX))
        return path or None

    def ask_open_path(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a roster"), self.path or "",
                                              self.tr("Rosters %1").replace("%1", ROSTER_FILTER_SUFFIX))
        return path or None

    def save(self, path: str) -> bool:
        """Write the roster file the command line writes (atomically); False, with the reason shown, if it fails."""
        try:
            atomic_write_text(path, roster_file_text(self.roster))
        except OSError as exc:
            self.refusal.setText(self.tr("“%1” could not be saved: %2").replace("%1", path)
                                 .replace("%2", exc.strerror or str(exc)))
            return False
        self.path = path
        self.undo_stack.setClean()
        self._refresh_title()
        return True

    def save_with_dialog(self) -> bool:
        path = self.ask_save_path()
        return self.save(path) if path else False

    def open(self, path: str) -> bool:
        """Load a roster file; its edits start afresh (the previous roster's are forgotten)."""
        try:
            roster = load_roster(path, self.rules)
        except PeurError as exc:
            self.refusal.setText(str(exc))
            return False
        self.undo_stack.clear()
        self.path = path
        self.show_roster(roster)
        return True

    def open_with_dialog(self) -> bool:
        if not self.clean and not self.ask_discard():
            return False
        path = self.ask_open_path()
        return self.open(path) if path else False

    def ask_discard(self) -> bool:
        answer = QMessageBox.question(self, self.tr("Unsaved roster"),
                                      self.tr("The roster has changes that are not saved. Discard them?"),
                                      QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                                      QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.clean or self.ask_discard():
            event.accept()
        else:
            event.ignore()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Watching the main window: quitting the app asks first about this roster's unsaved changes too."""
        if event.type() == QEvent.Type.Close and self.isVisible() and not self.clean and not self.ask_discard():
            event.ignore()
            return True
        return False

    def reject(self) -> None:
        # Escape closes the window as its close button does, asking first about unsaved changes.
        self.close()


def roster_actions(window: QMainWindow) -> list[QAction]:
    """File → New roster…: a builder window whose « New game with this roster » opens a new game's tab with the
    roster set on the gang it plays (the window's ``new_document`` makes the tab, as File → New game does)."""
    action = QAction(QCoreApplication.translate("RosterBuilder", "New &roster…"), window)

    def open_builder() -> RosterBuilder:
        builder = RosterBuilder(window)
        builder.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.installEventFilter(builder)
        builder.deploy_requested.connect(lambda roster: window.new_document("peur-game").setup_page.use_roster(roster))
        builder.show()
        return builder

    action.triggered.connect(lambda _checked=False: open_builder())
    return [action]
