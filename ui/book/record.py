""""Record in the book" at the end of a play: the card-game tracker's play (its ``Ranking``; the book's play id is
kept in the play file, so recording again updates that play), and the Peur sur la Ville live game (a small dialog
asks who played which gang and, since the rules give no single score, how the gangs ranked).

The record itself is made by the core (``tabletop.games.book_records``); a play already in the book keeps its
date, place, referee, notes and campaign, and only its participants and file are brought up to date.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (QComboBox, QDialog, QGridLayout, QLabel, QSpinBox, QVBoxLayout,
                               QWidget)

from tabletop.book import Book, BookError, PlayRecord
from tabletop.games.book_records import LIVE_GAME_ID, live_game_record, tracked_play_record
from ui.book.collation import sorted_by_name
from ui.book.access import BookAccess, book_access, one_line, show_error, tr
from ui.book.widgets import names_box, ok_cancel
from ui.forms import wrapped_label

if TYPE_CHECKING:
    from ui.games.peur_sur_la_ville.document import GameDocument
    from ui.games.tracker.document import PlayDocument


def _stored(book: Book, play_id: str | None) -> PlayRecord | None:
    if not play_id:
        return None
    try:
        return book.play(play_id)
    except BookError:  # not in this book (a play file recorded into another book): recorded anew, same id
        return None


def _record_or_update(book: Book, fresh: PlayRecord) -> str:
    """Record ``fresh``, or bring the play already in the book under its id up to date; the play's id."""
    before = _stored(book, fresh.id)
    if before is None:
        return book.record_play(fresh)
    book.update_play(replace(before, participants=fresh.participants, file_path=fresh.file_path or before.file_path))
    return before.id


def record_tracked_play(parent: QWidget | None, document: PlayDocument, access: BookAccess | None = None) -> str | None:
    """Record a finished card-game play (a ``PlayDocument``); its book id goes into the play file, saved at once
    when the play has a file (else the play is marked modified, to be saved). The id, or None when refused."""
    access = access or book_access()
    play = document.play
    fresh = tracked_play_record(play.session, file_path=document.path, play_id=play.book_play_id)
    done: list[str] = []
    if not access.write(parent, lambda book: done.append(_record_or_update(book, fresh))):
        return None
    play.book_play_id = done[0]
    try:
        if document.path:
            document.save()
            return done[0]
    except OSError as exc:
        show_error(parent, tr("The play is in the book, but “%1” could not be saved with its link: %2")
                   .replace("%1", document.path).replace("%2", exc.strerror or one_line(exc)))
    document.undo_stack.resetClean()  # modified: saving it keeps the book's id in the file
    return done[0]


class GangPlayersDialog(QDialog):
    """Who played each gang, and the gangs' ranks (1 wins; "—" for a gang left unranked)."""

    def __init__(self, gangs: list[tuple[str, str]], players: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Record the game in the book"))
        self.setMinimumWidth(520)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("<b>Gang</b>"), self), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Played by</b>"), self), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Rank</b>"), self), 0, 2)
        self.players: dict[str, QComboBox] = {}
        self.ranks: dict[str, QSpinBox] = {}
        players = sorted_by_name(players)
        for row, (letter, name) in enumerate(gangs, start=1):
            who = names_box(players, self, "")
            who.lineEdit().setPlaceholderText(self.tr("player (else the gang's name)"))
            who.setMinimumWidth(260)
            rank = QSpinBox(self)
            rank.setRange(0, len(gangs))
            rank.setSpecialValueText("—")
            grid.addWidget(QLabel(name, self), row, 0)
            grid.addWidget(who, row, 1)
            grid.addWidget(rank, row, 2)
            self.players[letter] = who
            self.ranks[letter] = rank
        note = wrapped_label(self.tr("The rules give no single score: the gangs' figures standing, KO, dead and "
                                     "captive, robberies, arrests and bavures are recorded; the ranks are yours."),
                             self)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(note)
        layout.addWidget(ok_cancel(self))

    def chosen_players(self) -> dict[str, str]:
        return {letter: box.currentText().strip() for letter, box in self.players.items()}

    def chosen_ranks(self) -> dict[str, int | None]:
        return {letter: box.value() or None for letter, box in self.ranks.items()}


def _live_play_id(book: Book, document: GameDocument) -> str | None:
    """The book's play of this game: the one recorded from this tab, else one recorded from the same file."""
    if document.book_play_id:
        return document.book_play_id
    if not document.path:
        return None
    return book.play_of_file(LIVE_GAME_ID, document.path)


def record_live_game(parent: QWidget | None, document: GameDocument, access: BookAccess | None = None) -> str | None:
    """Ask who played which gang, then record the finished live game (a ``GameDocument``); the play's id, or None
    when cancelled or refused."""
    access = access or book_access()
    session = document.session
    known = access.read(parent, lambda book: ([p.name for p in book.players()], _live_play_id(book, document)))
    if known is None:
        return None
    players, play_id = known
    gangs = [(letter, session.setup.gang_name(letter)) for letter in session.state.gangs]
    dialog = GangPlayersDialog(gangs, players, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    fresh = live_game_record(session, dialog.chosen_players(), dialog.chosen_ranks(), file_path=document.path,
                             play_id=play_id)
    done: list[str] = []
    if not access.write(parent, lambda book: done.append(_record_or_update(book, fresh))):
        return None
    document.book_play_id = done[0]
    return done[0]
