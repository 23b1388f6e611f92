"""Settings → Preferences…: the referee's choices in one window, each with a line saying when it applies.

Language, units, dice mode, house-rules folder, book location, label density and the players' phones' address; all kept in the app's QSettings
(``ui.preferences`` documents the keys). OK stores them; Cancel changes nothing, except a book location already
accepted in its own dialog (that one is tried and kept there, as in the book's tab).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (QApplication, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from tabletop.ruledata import house_rules_dir
from ui import preferences
from ui.book.access import book_access, chosen_location
from ui.book.location_dialog import LocationDialog
from ui.forms import ComboBox, wrapped_label
from ui.shell import language
from ui.settings import app_settings

NOTE_STYLE = "color: #555555;"
CONTEXT = "ui.shell.settings_dialog"
UNIT_LABELS = {"cm": QT_TRANSLATE_NOOP("ui.shell.settings_dialog", "Centimetres (cm)"), "in": QT_TRANSLATE_NOOP("ui.shell.settings_dialog", "Inches (in)")}
DICE_LABELS = {"virtual": QT_TRANSLATE_NOOP("ui.shell.settings_dialog", "Virtual dice, drawn from the game's seed"),
               "entered": QT_TRANSLATE_NOOP("ui.shell.settings_dialog", "The faces rolled on the table, entered by the referee")}
DENSITY_LABELS = {"all": QT_TRANSLATE_NOOP("ui.shell.settings_dialog", "All labels"),
                  "few": QT_TRANSLATE_NOOP("ui.shell.settings_dialog", "Some labels"),
                  "none": QT_TRANSLATE_NOOP("ui.shell.settings_dialog", "No labels")}


def _translated(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class SettingsDialog(QDialog):
    """The preferences; ``accept`` stores them and ``language_chosen`` is what the main window tells the user."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("settings-dialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(620)
        self.language = self._combo("language", [(code, language.choice_label(code)) for code, _ in language.CHOICES],
                                    language.chosen_language(app_settings()))
        self.units = self._combo("units", [(u, _translated(t)) for u, t in UNIT_LABELS.items()],
                                 preferences.length_unit())
        self.dice = self._combo("dice-mode", [(m, _translated(t)) for m, t in DICE_LABELS.items()],
                                preferences.dice_mode())
        self.density = self._combo("label-density", [(d, _translated(t)) for d, t in DENSITY_LABELS.items()],
                                   preferences.label_density())
        self.house_rules = QLineEdit(preferences.house_rules_folder(), self)
        self.house_rules.setObjectName("house-rules")
        # The folder in use when none is chosen: the environment's or the default one.
        self.house_rules.setPlaceholderText(str(house_rules_dir()) if not preferences.house_rules_folder() else "")
        browse = QPushButton(self.tr("Folder…"), self)
        browse.clicked.connect(self._browse_house_rules)
        house_row = QHBoxLayout()
        house_row.addWidget(self.house_rules, 1)
        house_row.addWidget(browse)
        self.book = QLabel(chosen_location(), self)
        self.book.setObjectName("book-location")
        self.book.setWordWrap(True)
        change_book = QPushButton(self.tr("Change…"), self)
        change_book.clicked.connect(self.change_book_location)
        book_row = QHBoxLayout()
        book_row.addWidget(self.book, 1)
        book_row.addWidget(change_book)

        self.phones_host, self.phones_port = self._phones_fields()
        phones_row = QHBoxLayout()
        phones_row.addWidget(self.phones_host, 1)
        phones_row.addWidget(self.phones_port)

        form = QFormLayout()
        self._row(form, self.tr("Language:"), self.language, self.tr("Applies at the next start."))
        self._row(form, self.tr("Units:"), self.units,
                  self.tr("Applies at once to the rulers, the pointer and every measure shown; files stay in cm."))
        self._row(form, self.tr("Dice:"), self.dice,
                  self.tr("What a game or play opened from now on offers first; the other way stays one click away."))
        self._row(form, self.tr("House rules folder:"), house_row,
                  self.tr("Rule files of the same name here replace the shipped ones. Applies at the next start."))
        self._row(form, self.tr("Book:"), book_row, self.tr("Applies at once: the book is tried before it is kept."))
        self._row(form, self.tr("Map labels:"), self.density, self.tr("Applies to the maps opened from now on."))
        self._row(form, self.tr("Players' phones:"), phones_row,
                  self.tr("The network and port the phones join on; the phones must be on the same Wi-Fi, and the "
                          "firewall must let that port in (a guest Wi-Fi often keeps devices apart)."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.language_chosen: str | None = None  # set by accept when the language changed

    def _phones_fields(self) -> tuple[QComboBox, QSpinBox]:
        from tabletop.phones.server import interface_addresses

        host, port = preferences.phones_address()
        hosts = ComboBox(self)
        hosts.setObjectName("phones-host")
        hosts.setEditable(True)
        for address in interface_addresses():
            hosts.addItem(self.tr("every network (%1)").replace("%1", address) if address == "0.0.0.0" else address,
                          address)
        index = hosts.findData(host)
        if index < 0:
            hosts.addItem(host, host)
            index = hosts.count() - 1
        hosts.setCurrentIndex(index)
        ports = QSpinBox(self)
        ports.setObjectName("phones-port")
        ports.setRange(0, 65535)
        ports.setValue(port)
        return hosts, ports

    def _combo(self, name: str, items: list[tuple[str, str]], current: str) -> QComboBox:
        combo = ComboBox(self)
        combo.setObjectName(name)
        for value, label in items:
            combo.addItem(label, value)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def _row(self, form: QFormLayout, label: str, field: QWidget | QHBoxLayout, note: str) -> None:
        form.addRow(label, field)
        hint = wrapped_label(note, self)
        hint.setStyleSheet(NOTE_STYLE)
        form.addRow("", hint)

    def _browse_house_rules(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("House rules folder"),
                                                  self.house_rules.text() or str(house_rules_dir()))
        if folder:
            self.house_rules.setText(folder)

    def _phones_host(self) -> str:
        """The address chosen in the list, or the one typed in it."""
        index = self.phones_host.currentIndex()
        typed = self.phones_host.currentText().strip()
        if index >= 0 and self.phones_host.itemText(index) == typed:
            return str(self.phones_host.itemData(index))
        return typed

    def change_book_location(self) -> None:
        """The book's own location dialog: it tries the book before keeping it, and the open book follows."""
        if LocationDialog(self).exec() == QDialog.DialogCode.Accepted:
            book_access().location_changed()
            self.book.setText(chosen_location())

    def accept(self) -> None:
        previous = language.chosen_language(app_settings())
        chosen = self.language.currentData()
        preferences.save_preferences({
            language.SETTING: chosen,
            preferences.UNITS_KEY: self.units.currentData(),
            preferences.DICE_MODE_KEY: self.dice.currentData(),
            preferences.HOUSE_RULES_KEY: self.house_rules.text().strip(),
            preferences.LABEL_DENSITY_KEY: self.density.currentData(),
            preferences.PHONES_HOST_KEY: self._phones_host(),
            preferences.PHONES_PORT_KEY: str(self.phones_port.value()),
        })
        self.language_chosen = chosen if chosen != previous else None
        # The rulers and readouts read the unit when they draw: draw every window again now (a window's repaint
        # draws its children). Only the top-level windows are walked: wrapping every widget of the app for Python
        # (its scroll bars, viewports and popups among them) is where a segmentation fault was met.
        for window in QApplication.topLevelWidgets():
            window.update()
        super().accept()
