"""Every question and message the shell puts to the user, in one object tests can replace.

The main window never builds a QMessageBox or QFileDialog itself: it calls these methods, so a test
monkeypatches one method with a fixed answer instead of driving a modal dialog.
"""

from __future__ import annotations

import enum
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tabletop import __version__, formats
from ui.modules import Recoverable


MAX_LINES_SHOWN = 12


class SaveAnswer(enum.Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class RestoreAnswer(enum.Enum):
    RESTORE = "restore"
    DISCARD = "discard"
    LATER = "later"  # keep the recovered work for the next start


class ShellDialogs(QObject):
    """Modal dialogs parented to the main window."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self._window = window

    def ask_save_changes(self, title: str) -> SaveAnswer:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Unsaved changes"),
                          self.tr("“%1” has unsaved changes. Save them before closing?").replace("%1", title),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self._window)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return SaveAnswer.SAVE
        if answer == QMessageBox.StandardButton.Discard:
            return SaveAnswer.DISCARD
        return SaveAnswer.CANCEL

    def ask_open_path(self, filters: list[str], start_dir: str) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self._window, self.tr("Open"), start_dir, ";;".join(filters))
        return path or None

    def ask_save_path(self, filters: list[str], suggested: str, suffix: str) -> str | None:
        """A file to save to; a name typed without ``suffix`` gets it before the overwrite question."""
        dialog = QFileDialog(self._window, self.tr("Save As"), suggested, ";;".join(filters))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(suffix.lstrip("."))
        if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return None
        return dialog.selectedFiles()[0]

    def show_open_error(self, path: str, lines: list[str]) -> None:
        """The file was refused: say so and list every problem, one per line."""
        self._show_problems(self.tr("Cannot open file"), self.tr("“%1” cannot be opened:").replace("%1", path), path,
                            lines)

    def show_rules_error(self, path: str, lines: list[str]) -> None:
        """A rule file (a house rule) was refused when a play was set up: which file, and every problem in it."""
        self._show_problems(self.tr("Rules refused"),
                            self.tr("The rule file “%1” is refused, so the play cannot be set up:").replace("%1", path),
                            path, lines)

    def _show_problems(self, title: str, heading: str, path: str, lines: list[str]) -> None:
        if len(lines) == 1 and path in lines[0] and not lines[0].startswith(path):
            # A file refused whole is one sentence naming it (« le fichier « x » n'est pas du JSON valide : … »):
            # said alone, as the box's sentence, so that the file is not named twice.
            heading, lines = lines[0][:1].upper() + lines[0][1:] + ".", []
        box = QMessageBox(QMessageBox.Icon.Critical, title, heading, QMessageBox.StandardButton.Ok, self._window)
        # The heading names the file, so each line drops the "FILE: " (French « FICHIER : ») it starts with (the
        # details keep it).
        shown = [line.removeprefix(f"{path}: ").removeprefix(f"{path}\u00a0: ") for line in lines[:MAX_LINES_SHOWN]]
        if len(lines) > len(shown):
            # A long report goes whole into the details area, which scrolls, instead of growing the box.
            shown.append(self.tr("… and %n more (see details)", "", len(lines) - len(shown)))
            box.setDetailedText("\n".join(lines))
        box.setInformativeText("\n".join(shown))
        box.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 40em; }")  # one row per problem
        box.exec()

    def ask_restore(self, items: list[Recoverable]) -> RestoreAnswer:
        """Offer back the unsaved work a crashed session left."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Recover unsaved work"),
                          self.tr("Tabletop did not close normally. It kept unsaved changes to:"),
                          QMessageBox.StandardButton.NoButton, self._window)
        lines = []
        for item in items:
            when = formats.moment(datetime.fromtimestamp(item.saved_at))
            # The work by its title, and its file by name alone: a folder's path says nothing of the work.
            where = Path(item.source).name if item.source else self.tr("never saved")
            # One message with the detail or without, no « — … » glued after the line.
            line = self.tr("• %1 (%2), kept %3 — %4") if item.detail else self.tr("• %1 (%2), kept %3")
            lines.append(line.replace("%1", item.name or self.tr("Untitled")).replace("%2", where)
                         .replace("%3", when).replace("%4", item.detail or ""))
        box.setInformativeText("\n".join(lines))
        restore = box.addButton(self.tr("Restore"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(self.tr("Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(restore)
        box.exec()
        if box.clickedButton() is restore:
            return RestoreAnswer.RESTORE
        if box.clickedButton() is discard:
            return RestoreAnswer.DISCARD
        return RestoreAnswer.LATER

    def show_restore_problems(self, name: str, lines: list[str]) -> None:
        """A recovered copy opened although it no longer validates: what to fix."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Recovered with problems"),
                          self.tr("“%1” was recovered, but it has problems to fix before it is saved:")
                          .replace("%1", name), QMessageBox.StandardButton.Ok, self._window)
        box.setInformativeText("\n".join(lines[:MAX_LINES_SHOWN]))
        if len(lines) > MAX_LINES_SHOWN:
            box.setDetailedText("\n".join(lines))
        box.exec()

    def show_error(self, title: str, message: str) -> None:
        QMessageBox.critical(self._window, title, message)

    def show_language_changed(self, language: str | None) -> None:
        """The language is read once, at start: say when the new one (None: the system's) applies."""
        text = self.tr("Tabletop will follow the system's language from its next start.") if language is None \
            else self.tr("Tabletop will be in %1 from its next start.").replace("%1", language)
        QMessageBox.information(self._window, self.tr("Language"), text)

    def show_about(self) -> None:
        QMessageBox.about(self._window, self.tr("About Tabletop"), about_text())


def about_text() -> str:
    return QCoreApplication.translate(
        "ShellDialogs",
        "<h3>Tabletop %1</h3>"
        "<p>A referee's assistant for <i>Peur sur la Ville</i> and four gangster card games: "
        "Camorra, Mafia Story, Narcopolis and Gangster Paradise.</p>"
        "<p>Scenario maps in centimetres, with the measurements a referee settles disputes with: "
        "sight, cover, ranges and templates.</p>").replace("%1", __version__)
