"""The live game as a journal: each event applied, undone or redone in a game or a card-game play reaches the disk
(``tabletop.storage.journal``: appended, flushed and synced) before the next one is accepted, so a crash loses at
most the event being applied. The journal lives in the recovery folder beside the map editor's copies and is
offered back at the next start (``journal_recoverables``); it goes when the game is saved or closed normally.

A document that keeps a journal says what its file would hold (``JournaledDocument``); the panel owns the
``LogJournal``, so closing the tab normally removes it and a crash leaves it behind.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from functools import partial
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Callable, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel, QWidget

from tabletop.storage import remove_stale_temporaries_in
from tabletop.storage.journal import (SUFFIX, Journal, JournalError, JournalRead, in_use, read_journal,
                                      summary_text)
from ui.document import DocumentError
from ui.map.recovery import recovery_dir

# The document's dynamic property naming the journal it was restored from: it goes on in that file.
JOURNAL_PROPERTY = "recovery_journal"
# While the journal cannot be written (a full disk), the whole game is tried again this often, so that it reaches the
# disk soon after space is freed even if the referee makes no further step.
RETRY_MS = 2_000
D = TypeVar("D")


class JournaledDocument(Protocol):
    """What a live game's document tells its journal."""

    changed: Signal
    undo_stack: QUndoStack
    path: str | None

    @property
    def title(self) -> str:
        """What the work is called (its own name, else its file's): the recovery dialog names it so."""

    def journal_kind(self) -> str:
        """The registered core id whose panel restores it."""

    def journal_events(self) -> Sequence[Any] | None:
        """The log as JSON (None while the game is being set up): a ``JsonLog``, so that a step converts only the
        events it writes, not the whole log again."""

    def journal_document(self) -> dict[str, Any]:
        """What the game's file would hold now, as JSON."""

    def journal_summary(self) -> dict[str, Any]:
        """Where the game stands, for the recovery dialog: ``events`` and, where the game counts them, ``turn``."""


class JsonLog(Sequence[Any]):
    """A game's log seen as JSON, each event converted when it is read: the journal writes one line per step and
    reads only the new events, where converting the whole log at every step made a long game slow down step by
    step (the whole log converted again at each undo, redo or click)."""

    def __init__(self, events: Sequence[Any], to_json: Callable[[Any], Any]):
        self._events = events
        self._to_json = to_json

    def __len__(self) -> int:
        return len(self._events)

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self._to_json(event) for event in self._events[index]]
        return self._to_json(self._events[index])


class LogJournal(QObject):
    """Keeps one document's journal: begun at the first unsaved step, one line per step, removed when the document
    is clean again (saved, or undone back to its file) or its panel closes normally.

    A step that cannot be written (a full disk, a lost folder) is reported at once through ``failed``; the game goes
    on in memory, and the journal is written again whole (the game as it is now, then its steps) at the next step
    or within ``RETRY_MS``, whichever comes first, until that succeeds."""

    failed = Signal(str)  # the journal could not be written: the reason, for the status line
    kept = Signal()  # the last step is in the journal

    def __init__(self, document: JournaledDocument, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        resumed = document.property(JOURNAL_PROPERTY) if isinstance(document, QObject) else None
        self.journal = Journal(resumed or recovery_dir() / f"{uuid.uuid4().hex[:12]}{SUFFIX}")
        self._count = 0  # the events the journal's log holds
        self._behind = False  # a step failed: the file may end in a torn line, only a whole rewrite goes on
        self.retry_timer = QTimer(self)
        self.retry_timer.setInterval(RETRY_MS)
        self.retry_timer.timeout.connect(self.catch_up)
        if resumed:
            self.journal.resume()
            self._count = len(document.journal_events() or [])
        document.changed.connect(self._changed)
        document.clean_changed.connect(self._clean_changed)
        # Being destroyed is a normal close (saved, or changes discarded by the referee); after a crash nothing is
        # destroyed and the journal stays to be offered back.
        self.destroyed.connect(partial(_remove, self.journal.path))

    @property
    def path(self) -> Path:
        return self.journal.path

    @property
    def behind(self) -> bool:
        """True while steps of the game are missing from the disk."""
        return self._behind

    def _changed(self, _change: object) -> None:
        self.catch_up()

    def catch_up(self) -> bool:
        """Bring the journal up to the game on screen: one line per new step, or the whole game when the journal is
        not begun or a step failed. False when the disk refused (``failed`` says why, a retry is planned)."""
        events = self.document.journal_events()
        if events is None:
            return True
        try:
            if not self.journal.begun or self._behind:
                # The work's title (« Braquage (partie) »), not its file's name: what the recovery dialog shows.
                self.journal.begin(self.document.journal_kind(), self.document.title, self._source(),
                                   self.document.journal_document(), self.document.journal_summary())
            else:
                self._record(events)
        except OSError as exc:
            # A full disk must not stop the game: it goes on in memory, and the journal is written whole again.
            self._behind = True
            if not self.retry_timer.isActive():
                self.retry_timer.start()
            self.failed.emit(exc.strerror or str(exc))
            return False
        self._behind = False
        self.retry_timer.stop()
        self._count = len(events)
        self.kept.emit()
        return True

    def _record(self, events: Sequence[Any]) -> None:
        summary = self.document.journal_summary()
        keep = min(self._count, len(events))
        if len(events) <= keep:
            self.journal.record(len(events), summary=summary)
        for index in range(keep, len(events)):
            self.journal.record(index, events[index], summary=summary)

    def _source(self) -> str | None:
        return str(Path(self.document.path).resolve()) if self.document.path else None

    def _clean_changed(self, clean: bool) -> None:
        if clean:
            self.journal.remove()
            self.retry_timer.stop()
            self._count = 0
            self._behind = False


class JournalWarning(QLabel):
    """A red line above a game, shown while its steps do not reach the disk (a full disk, a lost folder) and gone
    once a step is kept again."""

    def __init__(self, journal: LogJournal, parent: QWidget | None = None):
        super().__init__(parent)
        self.setStyleSheet("color:#c0392b; font-weight:bold;")
        self.setWordWrap(True)
        self.setVisible(False)
        journal.failed.connect(self._failed)
        journal.kept.connect(self.hide)

    def _failed(self, reason: str) -> None:
        self.setText(self.tr("The recovery journal cannot be written (%1): the game goes on in memory and is written "
                             "again as soon as the disk allows.").replace("%1", reason))
        self.show()


def _remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError:
        pass  # the recovery folder itself is gone or unreadable: nothing of ours is left there


@dataclass(frozen=True)
class PendingJournal:
    """A journal left by a session that did not close normally, as the recovery dialog lists it."""

    file: Path
    name: str
    source: str | None  # the game's file, None for a game never saved
    saved_at: float  # the last step's time, seconds since the epoch
    detail: str  # "turn 3, 45 events"


def pending_journals(kind: str) -> list[PendingJournal]:
    """The readable journals of ``kind`` (a registered core id) in the recovery folder; the temporary files of a
    journal begun when the app was killed are removed."""
    folder = recovery_dir()
    if not folder.is_dir():
        return []
    remove_stale_temporaries_in(folder)
    found = []
    for file in folder.glob(f"*{SUFFIX}"):
        if in_use(file):
            continue  # another Tabletop running now plays this game
        try:
            read = read_journal(file)
        except JournalError:
            continue
        if read.header.get("kind") != kind:
            continue
        source = read.header.get("source")
        found.append(PendingJournal(file, str(read.header.get("name") or ""),
                                    source if isinstance(source, str) else None, read.saved_at,
                                    summary_text(read.summary)))
    return sorted(found, key=lambda p: p.saved_at, reverse=True)


def restore_journal(file: Path, restore: Callable[[Path, JournalRead], D]) -> D:
    """The document a journal holds, built by ``restore`` (which raises DocumentError), marked modified and going
    on in the same journal."""
    try:
        read = read_journal(file)
    except JournalError as exc:
        raise DocumentError([str(exc)]) from None
    document = restore(file, read)
    document.undo_stack.resetClean()
    document.setProperty(JOURNAL_PROPERTY, str(file))
    return document


def discard_journal(file: Path) -> None:
    """Forget a journal the referee declined."""
    _remove(file)


def longest_valid_log(log: list[Any], build: Callable[[list[Any]], D],
                      errors: tuple[type[Exception], ...]) -> tuple[D, list[Any]]:
    """``build(log)``, or, when the whole log no longer replays (the rules changed since, or the last step was torn),
    ``build`` of its longest prefix that does, found by bisection, and the events left out. An error for the empty
    log (the set-up itself) is raised."""
    try:
        return build(log), []
    except errors:
        if not log:
            raise
    good, bad = 0, len(log)  # build(log[:good]) succeeds or good == 0; build(log[:bad]) fails
    while bad - good > 1:
        middle = (good + bad) // 2
        try:
            build(log[:middle])
            good = middle
        except errors:
            bad = middle
    return build(log[:good]), log[good:]


def rebuild(log: list[Any], build: Callable[[list[Any]], D], error: type[Exception]) -> tuple[D, list[str]]:
    """What a journal's log rebuilds (``build`` raises ``error`` with one line per problem in ``.lines``), and the
    problems to show: none, or why the log stopped replaying and how many steps were left out. DocumentError only
    when even the set-up does not load."""
    try:
        built, left_out = longest_valid_log(log, build, (error,))
    except error as exc:
        raise DocumentError(list(exc.lines)) from None
    if not left_out:
        return built, []
    why: list[str] = []
    try:
        build(log)
    except error as exc:
        why = list(exc.lines)
    # Literal sources, so that lupdate sees both (at least one step is left out: no zero to agree with).
    if len(left_out) == 1:
        note = QCoreApplication.translate("ui.journal", "1 step of the log could not be replayed and was left out; "
                                                      "replay it by hand.")
    else:
        note = QCoreApplication.translate("ui.journal", "%1 steps of the log could not be replayed and were left out; "
                                                      "replay them by hand.").replace("%1", str(len(left_out)))
    return built, why + [note]
