"""A live game open in the app: the core's GameSession, its file and an undo stack that walks the log.

Every step of the game is an event applied by the session; ``LogCommand`` makes each one an undo step, so the
shell's Edit → Undo/Redo steps back and forth through the log. Views listen to ``changed`` (the core's Change
record) and refresh what it names.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop.games.peur_sur_la_ville.play import (Change, Event, GameError, GameFileError, GameSession, load_game,
                                                   save_game)
from tabletop.games.peur_sur_la_ville.play.gamefile import game_from_json, game_to_json
from tabletop.games.peur_sur_la_ville.play.summary import log_with_summaries
from tabletop.storage import atomic_write_text
from tabletop.storage.journal import JournalRead
from ui.document import DocumentError, FileDocument, LogCommand
from ui.journal import JsonLog, rebuild

JOURNAL_KIND = "peur-game"


def refusal_html(text: str) -> str:
    """What the rules refuse, as the game's panels show it: one red line."""
    return f"<span style='color:#c0392b'>✖ {text}</span>"


class GameDocument(FileDocument):
    """One game. ``session`` is None while the referee is still choosing the scenario and the gangs (a new game);
    ``started`` fires once it exists. ``changed`` carries tabletop.games.peur_sur_la_ville.play.Change."""

    started = Signal()

    def __init__(self, session: GameSession | None = None, path: str | None = None, parent: QObject | None = None):
        super().__init__(path, parent)
        self.session = session
        self.book_play_id: str | None = None  # the book's play for this game, once recorded from this tab
        if session is not None:
            self.stack_applied_log(self.session.events, self.session.log_lines)

    @classmethod
    def open(cls, path: str, parent: QObject | None = None) -> "GameDocument":
        """Load and replay a saved game; DocumentError with one line per problem (the file is not touched)."""
        try:
            session = load_game(path)
        except GameFileError as exc:
            raise DocumentError(exc.lines, exc) from None
        return cls(session, str(path), parent)

    @classmethod
    def from_journal(cls, file: Path, read: JournalRead) -> "GameDocument":
        """The game a recovery journal holds, bound to its file. A log that no longer replays (the rules changed
        since) opens as far as it does, and the steps left out are listed in ``problems``: one's own unsaved
        work is never refused. DocumentError only when the set-up itself is unreadable."""
        header = read.header
        source = header.get("source") if isinstance(header.get("source"), str) else None

        def build(log: list[Any]) -> GameSession:
            return game_from_json({**header["document"], "log": log}, str(file))

        session, problems = rebuild(read.log, build, GameFileError)
        document = cls(session, source)
        document.problems = problems
        return document

    def journal_kind(self) -> str:
        return JOURNAL_KIND

    def journal_events(self) -> JsonLog | None:
        return None if self.session is None else JsonLog(self.session.events, Event.to_json)

    def journal_document(self) -> dict[str, Any]:
        return game_to_json(self.session)

    def journal_summary(self) -> dict[str, Any]:
        return {"turn": self.session.state.turn, "events": len(self.session.events)}

    def start(self, session: GameSession) -> None:
        """The referee has set the game up: from now on it is a game like any other."""
        if self.session is not None:
            raise ValueError("this game has already started")
        self.session = session
        self.stack_applied_log(self.session.events, self.session.log_lines)
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

    def work_title(self) -> str:
        """The game's name, else its scenario's followed by « (partie) »: a map and a game of it open side by side
        are told apart."""
        if self.session is None:
            return ""
        setup = self.session.setup
        if setup.name.strip() or not setup.scenario.name.strip():
            return setup.name
        return self.tr("%1 (game)").replace("%1", setup.scenario.name)

    def unsaved_title(self) -> str:
        if self.session is None:
            return self.tr("New game")
        return self.tr("%1 (game)").replace("%1", self.tr("Untitled"))

    def write(self, path: str) -> None:
        """Save the scenario, rosters, seed and log atomically."""
        if self.session is None:
            # The shell reports OSErrors from save in its "could not be saved" dialog.
            raise OSError(self.tr("the game has not started yet: choose the scenario and the gangs first"))
        save_game(self.session, path)

    def export_log(self, path: str) -> None:
        """The readable log as a text file (atomic, like every save), with each turn's summary and the game's."""
        header = self.session.export_text().splitlines()[0]
        atomic_write_text(path, "\n".join([header, *log_with_summaries(self.session)]) + "\n")
