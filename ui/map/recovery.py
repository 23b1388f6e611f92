"""Crash recovery: unsaved edits are written to a recovery file within two seconds of each edit (edits in a burst
share one write) and when the app loses focus, offered back at the next start, and removed after a normal save or
close. A recovered scenario that no longer validates still opens, its problems listed for the referee to fix.

Writing the copy stays on the UI thread: the largest sample (30 kB) serialises and syncs in about 15 ms, once per
burst of edits, which no one sees.

Files live in ``<AppDataLocation>/recovery/``: ``<name>.geojson`` holds the scenario and
``<name>.json`` says which file it belongs to and when it was written.
"""

from __future__ import annotations

import hashlib
import json
import time
import uuid
from dataclasses import dataclass
from enum import Enum
from functools import partial
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QDateTime, QObject, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop.scenario import ScenarioError, dumps_scenario, recover_scenario
from tabletop.storage import atomic_write_text, remove_stale_temporaries_in
from ui.document import ScenarioDocument
from ui.translated import tr

TR_CONTEXT = "ui.map.recovery"
# An edit is in the recovery file at most this long after it was made; edits within it share one write.
AUTOSAVE_DELAY_MS = 1_000
# The document's dynamic property naming the recovery file it was restored from, so its
# autosaves overwrite that file rather than leaving it behind.
RECOVERY_PROPERTY = "recovery_file"


@dataclass(frozen=True)
class Recovery:
    """An unsaved scenario left by a session that did not close normally."""

    file: Path  # the recovered scenario (.geojson)
    source: str | None  # the file it was edited from, None for a scenario never saved
    name: str  # the scenario's name, for the dialog
    saved_at: float  # seconds since the epoch


def recovery_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "recovery"


def _sidecar(file: Path) -> Path:
    return file.with_suffix(".json")


def pending_recoveries() -> list[Recovery]:
    """Recovery files left behind, newest first; unreadable leftovers are skipped."""
    folder = recovery_dir()
    if not folder.is_dir():
        return []
    remove_stale_temporaries_in(folder)  # an autosave killed midway
    found = []
    for file in folder.glob("*.geojson"):
        try:
            info = json.loads(_sidecar(file).read_text(encoding="utf-8"))
            source = info.get("source")
            found.append(Recovery(file, str(source) if source else None, str(info.get("name", file.stem)),
                                  float(info.get("saved_at", file.stat().st_mtime))))
        except (OSError, ValueError, AttributeError):
            continue
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


def restore_document(recovery: Recovery, parent: QObject | None = None) -> ScenarioDocument:
    """The recovered scenario as a document bound to its original file and marked modified, so
    the referee saves it deliberately. One that no longer validates opens all the same, its problems in
    ``problems``; ScenarioError only if the recovery file cannot be read as a scenario at all."""
    scenario, problems = recover_scenario(recovery.file)
    document = ScenarioDocument(scenario, recovery.source, parent)
    document.problems = problems
    document.undo_stack.resetClean()
    document.setProperty(RECOVERY_PROPERTY, str(recovery.file))
    return document


def discard_recovery(recovery: Recovery) -> None:
    """Forget a recovery the referee declined."""
    _remove_files(recovery.file)


class Choice(Enum):
    RESTORE = "restore"
    DISCARD = "discard"
    LATER = "later"  # keep the file and ask again at the next start


def ask_about(recovery: Recovery, parent: QWidget | None = None) -> Choice:
    """Ask the referee what to do with one recovery, in a message box."""
    when = QDateTime.fromSecsSinceEpoch(int(recovery.saved_at)).toString(Qt.DateFormat.TextDate)
    where = Path(recovery.source).name if recovery.source else tr("a scenario never saved")
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("Recover unsaved changes"))
    box.setText(tr("Tabletop stopped before “%1” was saved.").replace(
        "%1", recovery.name or where))
    box.setInformativeText(tr(
        "Changes to %1 were kept at %2. Restore them?").replace("%1", where).replace("%2", when))
    restore = box.addButton(tr("Restore"), QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton(tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(tr("Later"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is restore:
        return Choice.RESTORE
    return Choice.DISCARD if box.clickedButton() is discard else Choice.LATER


def offer_recoveries(parent: QWidget | None = None,
                     ask: Callable[[Recovery], Choice] | None = None) -> list[ScenarioDocument]:
    """At start-up: ask about every pending recovery (``ask`` defaults to a message box) and return
    the documents to open, each marked modified. An unreadable recovery is reported and kept."""
    documents = []
    for recovery in pending_recoveries():
        choice = ask(recovery) if ask is not None else ask_about(recovery, parent)
        if choice is Choice.DISCARD:
            discard_recovery(recovery)
        elif choice is Choice.RESTORE:
            try:
                documents.append(restore_document(recovery))
            except ScenarioError as exc:
                QMessageBox.warning(parent, tr("Cannot recover"),
                                    "\n".join(exc.lines))
    return documents


def _remove_files(file: Path) -> None:
    for path in (file, _sidecar(file)):
        path.unlink(missing_ok=True)


def recovery_file_for(document: ScenarioDocument) -> Path:
    """Where a document's autosaves go: stable for a saved file, unique per session otherwise."""
    restored = document.property(RECOVERY_PROPERTY)
    if restored:
        return Path(str(restored))
    if document.path:
        source = str(Path(document.path).resolve())
        digest = hashlib.sha1(source.encode("utf-8")).hexdigest()[:10]
        return recovery_dir() / f"{Path(document.path).stem}-{digest}.geojson"
    return recovery_dir() / f"untitled-{uuid.uuid4().hex[:10]}.geojson"


class Autosaver(QObject):
    """Writes a document's unsaved state within ``AUTOSAVE_DELAY_MS`` of each edit and when the app goes to the
    background; removes the recovery file once the document is saved (clean) or closed normally."""

    failed = Signal(str)  # the recovery file could not be written: the reason, for the status line

    def __init__(self, document: ScenarioDocument, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.file = recovery_file_for(document)
        self._dirty = document.is_modified  # something unsaved that the recovery file lacks
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(AUTOSAVE_DELAY_MS)
        self.timer.timeout.connect(self.autosave)
        document.changed.connect(self._mark_dirty)
        document.clean_changed.connect(self._clean_changed)
        app = QGuiApplication.instance()
        if app is not None:
            app.applicationStateChanged.connect(self._state_changed)
        # Being destroyed is a normal close (saved, or changes discarded by the referee); after a
        # crash nothing is destroyed and the file stays to be offered back.
        self.destroyed.connect(partial(_remove_files, self.file))

    def _mark_dirty(self, _change: object) -> None:
        self._dirty = True
        if not self.timer.isActive():
            # Not restarted by later edits: a long burst of edits is still written every AUTOSAVE_DELAY_MS.
            self.timer.start()

    def _state_changed(self, state: Qt.ApplicationState) -> None:
        if state != Qt.ApplicationState.ApplicationActive:
            self.autosave()

    def _clean_changed(self, clean: bool) -> None:
        if clean:
            self.discard()

    def autosave(self) -> bool:
        """Write the recovery file if there are unsaved edits it does not hold yet; True if written."""
        if not self.document.is_modified:
            self.discard()
            return False
        if not self._dirty:
            return False
        scenario = self.document.scenario
        info = {"source": str(Path(self.document.path).resolve()) if self.document.path else None,
                "name": scenario.name, "saved_at": time.time()}
        try:
            # Sidecar first: a recovery file without one is ignored, never offered half-described.
            atomic_write_text(_sidecar(self.file), json.dumps(info))
            atomic_write_text(self.file, dumps_scenario(scenario))
        except OSError as exc:
            # A full disk must not interrupt the editing; the copy is tried again after the same delay, edit or not,
            # so that it is kept soon after space is freed.
            self.failed.emit(exc.strerror or str(exc))
            self.timer.start()
            return False
        self._dirty = False
        return True

    def discard(self) -> None:
        """Remove the recovery file (after a save, or a close the referee chose)."""
        _remove_files(self.file)
        # Nothing unsaved is missing from the (now absent) file until the next change; not asking
        # the undo stack here, since a stack being destroyed also reports itself clean.
        self._dirty = False
