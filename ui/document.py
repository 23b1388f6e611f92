"""Documents open in the app: ``Document`` (what the shell needs of any), ``DocumentError`` (a file that will
not open), ``FileDocument`` (a file and its undo stack, whatever the module) and ``ScenarioDocument`` (a
scenario map). They sit below the module registry (``ui/modules.py``) and every panel, which all use them.

Core edits (``tabletop.scenario.edits``) are wrapped in ``EditCommand`` so that every change goes
through the QUndoStack; views listen to ``changed`` and refresh only the features it names. A game's events are
wrapped in ``LogCommand``, so Undo/Redo walk its log.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import Callable, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtGui import QUndoCommand, QUndoStack

from tabletop.jsontext import FileProblems
from tabletop.scenario import Scenario, load_scenario, save_scenario
from tabletop.scenario.edits import Change, Edit


class Document(Protocol):
    """What the shell needs of an open document, whatever the module."""

    path: str | None
    undo_stack: QUndoStack
    clean_changed: SignalInstance  # the stack's cleanChanged and indexChanged, relayed (see UndoableDocument)
    index_changed: SignalInstance
    problems: list[str]  # what was wrong with a recovered copy that opened anyway, for the referee to fix

    @property
    def is_modified(self) -> bool: ...

    @property
    def title(self) -> str: ...

    def save(self, path: str | None = None) -> None: ...


class DocumentError(Exception):
    """A file could not be opened; ``lines`` holds one clear line per problem, shown as they are; ``refused`` the
    file's refusal they come from, if any (a command says how many problems there are first)."""

    def __init__(self, lines: list[str], refused: FileProblems | None = None):
        self.lines = list(lines)
        self.refused = refused
        super().__init__("\n".join(self.lines))


class EditCommand(QUndoCommand):
    """Turns a core edit (apply/revert over plain data) into a QUndoCommand."""

    def __init__(self, document: "ScenarioDocument", edit: Edit):
        super().__init__(edit.label)
        self._document = weakref.ref(document)  # see LogCommand
        self.edit = edit

    def redo(self) -> None:
        document = self._document()
        document.changed.emit(self.edit.apply(document.scenario))

    def undo(self) -> None:
        document = self._document()
        document.changed.emit(self.edit.revert(document.scenario))


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
        # A weak reference: the document owns its undo stack, which owns this command. Held strongly, the document,
        # its stack and its commands made a cycle that only Python's collector could free, in an order of its own,
        # and the stack could then delete a command the collector was freeing (a crash). Only the stack calls
        # redo and undo, and it dies with the document, so the reference is always alive when they run.
        self._document = weakref.ref(document)
        self.event = event

    def _apply_again(self) -> None:
        document = self._document()
        document.changed.emit(document.session.apply(self.event))

    def undo(self) -> None:
        document = self._document()
        document.changed.emit(document.session.undo())


class UndoableDocument(QObject):
    """A document owning its undo stack, whose ``cleanChanged`` and ``indexChanged`` it relays as ``clean_changed``
    and ``index_changed``: views listen to these, never to the stack.

    Why: a view holding the last reference to its document frees it while the view's own Python side is already
    gone (Python frees a widget's attributes before Qt destroys the widget). The stack, deleted with the document,
    then says it is clean again, and a slot of the view would be called on nothing (a crash). Qt cuts a document's
    connections before it deletes its children, so what the stack says as it goes reaches no one through the relay.
    """

    clean_changed = Signal(bool)
    index_changed = Signal(int)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self.clean_changed)
        self.undo_stack.indexChanged.connect(self.index_changed)


class FileDocument(UndoableDocument):
    """What every open document shares: its file, its undo stack, and saving through them.

    A subclass writes its own format in ``write(path)``, gives the name the work gives itself in ``work_title()``
    and names a new document that has neither a name nor a file in ``unsaved_title()``; ``changed`` carries its
    core's change record.
    """

    changed = Signal(object)
    path_changed = Signal(str)

    def __init__(self, path: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.path = path
        self.problems: list[str] = []

    @property
    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def title(self) -> str:
        """The tab's name: the name the work gives itself (a scenario's title, a game's or a play's name), else the
        file's name once there is a file, else what the subclass calls a new one. The file is the tab's tooltip."""
        if named := self.work_title().strip():
            return named
        if self.path:
            return Path(self.path).name
        return self.unsaved_title()

    def work_title(self) -> str:
        """The name the work gives itself, "" when it gives none."""
        return ""

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

    def work_title(self) -> str:
        return self.scenario.name

    def unsaved_title(self) -> str:
        return self.tr("Untitled scenario")

    def write(self, path: str) -> None:
        """Save atomically (a temporary file beside it, then a rename)."""
        save_scenario(self.scenario, path)
