"""A card-game play open in the app: the core's ``PlaySession``, its ``.ttplay.json`` file and an undo stack that
walks the log.

Every event is applied through the session; ``ui.document.LogCommand`` makes each one an undo step whose undo is
``session.undo()``, so the shell's Edit → Undo/Redo step back and forth through the log. ``changed`` carries the
session's ``PlayChange``. A new play has no session until the referee fills in the new-play page (``start``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop import games
from tabletop.games.interface import Event, Game, PlaySetup
from tabletop.games.playfile import PlayFile, PlayFileError, load_play, parse_play, play_to_json, save_play
from tabletop.games.session import PlayChange, PlaySession
from tabletop.i18n import _ as core_text
from tabletop.storage.journal import JournalRead
from ui.document import DocumentError, FileDocument, LogCommand
from ui.journal import JsonLog, rebuild


class PlayDocument(FileDocument):
    """One play of a card game; ``game`` is its core, ``play`` the session with what the file keeps besides."""

    started = Signal()

    def __init__(self, game: Game, play: PlayFile | None = None, path: str | None = None,
                 parent: QObject | None = None):
        super().__init__(path, parent)
        self.game = game
        self.play = play
        if play is not None:
            self.stack_applied_log(self.session.events, self.session.log_lines)

    @classmethod
    def open(cls, path: str, parent: QObject | None = None) -> "PlayDocument":
        """Load and replay a play file; DocumentError with one line per problem (the file is not touched)."""
        try:
            play = load_play(path, games.game_core)
        except PlayFileError as exc:
            raise DocumentError(exc.lines, exc) from None
        return cls(play.session.game, play, str(path), parent)

    @classmethod
    def from_journal(cls, file: Path, read: JournalRead) -> "PlayDocument":
        """The play a recovery journal holds, bound to its file; a log that no longer replays opens as far as it
        does, the steps left out listed in ``problems``. DocumentError only when the set-up is unreadable."""
        header = read.header
        source = header.get("source") if isinstance(header.get("source"), str) else None

        def build(log: list[Any]) -> PlayFile:
            return parse_play(json.dumps({**header["document"], "log": log}), str(file), games.game_core)

        play, problems = rebuild(read.log, build, PlayFileError)
        document = cls(play.session.game, play, source)
        document.problems = problems
        return document

    def journal_kind(self) -> str:
        return self.game.id

    def journal_events(self) -> JsonLog | None:
        return None if self.session is None else JsonLog(self.session.events, dict)

    def journal_document(self) -> dict[str, Any]:
        return play_to_json(self.play)

    def journal_summary(self) -> dict[str, Any]:
        return {"events": len(self.session.events)}

    @property
    def session(self) -> PlaySession | None:
        return self.play.session if self.play is not None else None

    def start(self, setup: PlaySetup) -> None:
        """The referee has named the players: from now on it is a play like any other (GameError if the set-up
        cannot start)."""
        if self.play is not None:
            raise ValueError("this play has already started")
        self.play = PlayFile(session=PlaySession(self.game, setup))
        self.started.emit()

    def apply(self, event: Event) -> PlayChange:
        """Apply an event through the session (GameError, one line, when the rules refuse it) as one undo step."""
        change = self.session.apply(event)
        self.undo_stack.push(LogCommand(self, change.event, change.line))
        self.changed.emit(change)
        return change

    def work_title(self) -> str:
        """The play's name, else « Partie de Camorra » once it has begun (its file name is the tab's tooltip)."""
        if self.play is None:
            return ""
        return self.play.name or self.unsaved_title()

    def unsaved_title(self) -> str:
        if self.play is None:
            return self.tr("New %1 play").replace("%1", core_text(self.game.title))
        return self.tr("%1 play").replace("%1", core_text(self.game.title))

    def write(self, path: str) -> None:
        """Save the players, seed, settings and log atomically."""
        if self.play is None:
            # The shell reports OSErrors from save in its "could not be saved" dialog.
            raise OSError(self.tr("the play has not started yet: name the players first"))
        save_play(path, self.play)
