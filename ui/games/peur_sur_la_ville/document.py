"""A live game open in the app: the core's GameSession, its file and an undo stack that walks the log.

Every step of the game is an event applied by the session; ``LogCommand`` makes each one an undo step, so the
shell's Edit → Undo/Redo steps back and forth through the log. Views listen to ``changed`` (the core's Change
record) and refresh what it names.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand

from tabletop.games.peur_sur_la_ville.play import (Change, Event, GameError, GameFileError, GameSession, load_game,
                                                   save_game)
from tabletop.storage import atomic_write_text
from ui.document import DocumentError, FileDocument


def refusal_html(text: str) -> str:
    """What the rules refuse, as the game's panels show it: one red line."""
    return f"<span style='color:#c0392b'>✖ {text}</span>"


class LogCommand(QUndoCommand):
    """One event of the log as an undo step. The event is applied before the command is pushed (so a refused
    event never reaches the stack); the push's first ``redo`` therefore does nothing."""

    def __init__(self, document: "GameDocument", event: Event, line: str):
        super().__init__(line)
        self._document = document
        self.event = event
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self._document.changed.emit(self._document.session.apply(self.event))

    def undo(self) -> None:
        self._document.changed.emit(self._document.session.undo())


class GameDocument(FileDocument):
    """One game. ``session`` is None while the referee is still choosing the scenario and the gangs (a new game);
    ``started`` fires once it exists. ``changed`` carries tabletop.games.peur_sur_la_ville.play.Change."""

    started = Signal()

    def __init__(self, session: GameSession | None = None, path: str | None = None, parent: QObject | None = None):
        super().__init__(path, parent)
        self.session = session
        if session is not None:
            self._stack_loaded_log()

    @classmethod
    def open(cls, path: str, parent: QObject | None = None) -> "GameDocument":
        """Load and replay a saved game; DocumentError with one line per problem (the file is not touched)."""
        try:
            session = load_game(path)
        except GameFileError as exc:
            raise DocumentError(exc.lines) from None
        return cls(session, str(path), parent)

    def _stack_loaded_log(self) -> None:
        """Undo reaches back through a reopened game too: one already-applied command per event of the file."""
        for event, line in zip(self.session.events, self.session.log_lines):
            self.undo_stack.push(LogCommand(self, event, line))
        self.undo_stack.setClean()

    def start(self, session: GameSession) -> None:
        """The referee has set the game up: from now on it is a game like any other."""
        if self.session is not None:
            raise ValueError("this game has already started")
        self.session = session
        self._stack_loaded_log()
        self.started.emit()

    def apply(self, event: Event) -> Change:
        """Apply an event through the session (GameError, one line, when the rules refuse it) as one undo step."""
        change = self.session.apply(event)
        self.undo_stack.push(LogCommand(self, event, change.log_lines[0] if change.log_lines else event.kind))
        self.changed.emit(change)
        return change

    def try_apply(self, event: Event) -> str:
        """``apply``, but a refusal of the rules comes back as its one line ("" once applied)."""
        try:
            self.apply(event)
        except GameError as exc:
            return str(exc)
        return ""

    def unsaved_title(self) -> str:
        if self.session is None:
            return self.tr("New game")
        return self.tr("%1 (game)").replace("%1", self.session.setup.scenario.name or self.tr("Untitled"))

    def write(self, path: str) -> None:
        """Save the scenario, rosters, seed and log atomically."""
        if self.session is None:
            # The shell reports OSErrors from save in its "could not be saved" dialog.
            raise OSError(self.tr("the game has not started yet: choose the scenario and the gangs first"))
        save_game(self.session, path)

    def export_log(self, path: str) -> None:
        """The readable log as a text file (atomic, like every save)."""
        atomic_write_text(path, self.session.export_text())
