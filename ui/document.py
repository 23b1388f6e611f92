"""Documents open in the app: ``Document`` (what the shell needs of any), ``DocumentError`` (a file that will
not open), ``FileDocument`` (a file and its undo stack, whatever the module) and ``ScenarioDocument`` (a
scenario map). They sit below the module registry (``ui/modules.py``) and every panel, which all use them.

Core edits (``tabletop.scenario.edits``) are wrapped in ``EditCommand`` so that every change goes
through the QUndoStack; views listen to ``changed`` and refresh only the features it names. A game's events are
wrapped in ``LogCommand``, so Undo/Redo walk its log.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tabletop.scenario import Scenario, load_scenario, save_scenario
from tabletop.scenario.edits import Change, Edit


class Document(Protocol):
    """What the shell needs of an open document, whatever the module."""

    path: str | None
    undo_stack: QUndoStack
    problems: list[str]  # what was wrong with a recovered copy that opened anyway, for the referee to fix

    @property
    def is_modified(self) -> bool: ...

    @property
    def title(self) -> str: ...

    def save(self, path: str | None = None) -> None: ...


class DocumentError(Exception):
    """A file could not be opened; ``lines`` holds one clear line per problem, shown as they are."""

    def __init__(self, lines: list[str]):
        self.lines = list(lines)
        super().__init__("\n".join(self.lines))


class EditCommand(QUndoCommand):
    """Turns a core edit (apply/revert over plain data) into a QUndoCommand."""

    def __init__(self, document: "ScenarioDocument", edit: Edit):
        super().__init__(edit.label)
        self._document = document
        self.edit = edit

    def redo(self) -> None:
        self._document.changed.emit(self.edit.apply(self._document.scenario))

    def undo(self) -> None:
        self._document.changed.emit(self.edit.revert(self._document.scenario))


class MadeCommand(QUndoCommand):
    """An undo step whose change is made before the push (so a refused change never reaches the stack): the push's
    first ``redo`` therefore does nothing, a redo after an undo calls ``make_again``."""

    def __init__(self, text: str, make_again: Callable[[], None]):
        super().__init__(text)
        self._make_again = make_again
        self._made = True

    def redo(self) -> None:
        if self._made:
            self._made = False
            return
        self._make_again()


class LogCommand(MadeCommand):
    """One event of a game's log as an undo step, for a document with a ``session`` (``apply(event)`` and
    ``undo()``, each returning the change record ``changed`` carries), the event applied before the push."""

    def __init__(self, document: "FileDocument", event: object, line: str):
        super().__init__(line, self._apply_again)
        self._document = document
        self.event = event

    def _apply_again(self) -> None:
        self._document.changed.emit(self._document.session.apply(self.event))

    def undo(self) -> None:
        self._document.changed.emit(self._document.session.undo())


class FileDocument(QObject):
    """What every open document shares: its file, its undo stack, and saving through them.

    A subclass writes its own format in ``write(path)`` and names a document without a file in
    ``unsaved_title()``; ``changed`` carries its core's change record.
    """

    changed = Signal(object)
    path_changed = Signal(str)

    def __init__(self, path: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.path = path
        self.undo_stack = QUndoStack(self)
        self.problems: list[str] = []

    @property
    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def title(self) -> str:
        """The tab's name: the file's name once there is a file, until then what the subclass calls it."""
        if self.path:
            return Path(self.path).name
        return self.unsaved_title()

    def stack_applied_log(self, events: object, lines: object) -> None:
        """Undo reaches back through a reopened game's log too: one already-applied ``LogCommand`` per event, and
        the stack marked clean (the file holds them all)."""
        for event, line in zip(events, lines):
            self.undo_stack.push(LogCommand(self, event, line))
        self.undo_stack.setClean()

    def save(self, path: str | None = None) -> None:
        """Write to ``path`` (or the current file), follow the new name, and mark the stack clean."""
        target = path or self.path
        if not target:
            raise ValueError("no file name to save to")
        self.write(str(target))
        if target != self.path:
            self.path = str(target)
            self.path_changed.emit(self.path)
        self.undo_stack.setClean()


class ScenarioDocument(FileDocument):
    """One scenario being viewed or edited. ``changed`` carries the core's Change record."""

    def __init__(self, scenario: Scenario, path: str | None = None, parent: QObject | None = None):
        super().__init__(path, parent)
        self.scenario = scenario

    @classmethod
    def open(cls, path: str, parent: QObject | None = None) -> "ScenarioDocument":
        """Load a file; raises tabletop.scenario.ScenarioError with every problem listed."""
        return cls(load_scenario(path), str(path), parent)

    def push(self, edit: Edit) -> None:
        """Apply an edit through the undo stack."""
        self.undo_stack.push(EditCommand(self, edit))

    def apply_without_undo(self, edit: Edit) -> Change:
        """Apply an edit that is not an undo step (used for recovery and tests)."""
        change = edit.apply(self.scenario)
        self.changed.emit(change)
        return change

    def unsaved_title(self) -> str:
        return self.scenario.name or self.tr("Untitled scenario")

    def write(self, path: str) -> None:
        """Save atomically (a temporary file beside it, then a rename)."""
        save_scenario(self.scenario, path)
