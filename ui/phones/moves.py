"""The moves the players' phones send to a tab's play: each one applied on the UI thread through the play's
document, so it is an undo step like the referee's own, goes into the recovery journal and redraws the tab; the
tab's log then shows it as the table sees it (``tabletop.games.table_lines``) while the phones hold the secrets."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, Signal

from tabletop.games.moves import offers
from tabletop.games.session import PlaySession
from tabletop.games.table_lines import table_line
from tabletop.i18n import speaking
from tabletop.phones.moves import MoveHost, NoMoves, apply_in, laptop_busy

WAIT_S = 10.0  # a modal dialog on the laptop holds the UI thread: the phone is answered, not left hanging


class DocumentMoves(QObject):
    """A ``MoveHost`` over a ``PlayDocument``: called on the server's threads, it runs each move on the UI thread
    and waits for it."""

    _asked = Signal(object)

    def __init__(self, document: Any, tell: Callable[[], None], parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self._tell = tell
        self._asked.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def offers(self, player: str, language: str) -> list[dict[str, Any]]:
        return self._on_ui_thread(lambda: self._offers(player, language), language)

    def move(self, player: str, event: Any, language: str) -> str:
        return self._on_ui_thread(lambda: self._move(player, event, language), language)

    def _offers(self, player: str, language: str) -> list[dict[str, Any]]:
        with speaking(language):
            return offers(self.document.session, player)

    def _move(self, player: str, event: Any, language: str) -> str:
        session: PlaySession = self.document.session
        before = session.state
        # The phones are told as soon as the move is on the undo stack, before the tab redraws: their views are
        # made and pushed on the server's thread meanwhile (they are told again after, and a view that did not
        # change is not sent twice).
        stack = self.document.undo_stack
        stack.indexChanged.connect(self._told)
        try:
            change = apply_in(session, player, event, language, self.document.apply)
        finally:
            stack.indexChanged.disconnect(self._told)
        with speaking(language):
            return table_line(session.game, before, change.event)

    def _told(self, _index: int) -> None:
        self._tell()

    def _on_ui_thread(self, work: Callable[[], Any], language: str) -> Any:
        done: Future = Future()
        self._asked.emit((work, done))
        try:
            return done.result(WAIT_S)
        except TimeoutError:
            done.cancel()
            raise laptop_busy(language) from None

    def _run(self, asked: tuple[Callable[[], Any], Future]) -> None:
        work, done = asked
        if not done.set_running_or_notify_cancel():
            return  # the phone was answered already: the laptop was busy for too long
        try:
            done.set_result(work())
        except Exception as exc:  # handed to the server's thread, which answers the phone
            done.set_exception(exc)


def document_moves(document: Any, tell: Callable[[], None], parent: QObject) -> MoveHost:
    """The moves of a tab's document (``tell``: the phones' server's ``state_changed``): a card-game play's, else
    none (the referee enters every move of a live game of Peur sur la Ville)."""
    if isinstance(getattr(document, "session", None), PlaySession):
        return DocumentMoves(document, tell, parent)
    return NoMoves()
