"""A tab's phones server: started on the referee's demand, told of every event applied or undone, stopped with the
tab. The server's thread reports connections through a queued signal, so the dialog updates on the UI thread."""

from __future__ import annotations

import errno
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QAbstractButton

from tabletop.phones.moves import enable_moves
from tabletop.phones.server import PhoneServer
from tabletop.phones.views import views_for
from ui import preferences
from ui.phones.moves import document_moves


# The links whose server runs. ``serving`` asks them rather than the widget's children: a tab's action box holds
# every widget an event replaced until the event loop deletes them, and looking through those for a link at every
# ancestor, several times an event, was a growing share of a play's steps.
_RUNNING: set["PhonesLink"] = set()


class PhonesLink(QObject):
    """The server of one document (a ``PlayDocument`` or a ``GameDocument``), None until the referee opens it."""

    connections_changed = Signal(dict)

    def __init__(self, document: Any, parent: QObject):
        super().__init__(parent)
        self.document = document
        self.server: PhoneServer | None = None
        document.changed.connect(self._changed)
        parent.destroyed.connect(lambda *_args, link=self: link.stop())

    def start(self) -> PhoneServer:
        """The running server (started now with the Preferences' address if it was not); OSError when the port
        cannot be had."""
        if self.server is None:
            host, port = preferences.phones_address()
            server = PhoneServer(views_for(self.document.session), host=host, port=port)
            enable_moves(server, document_moves(self.document, server.state_changed, self))  # through the document
            server.on_connections = self.connections_changed.emit  # queued: emitted on the server's thread
            try:
                server.start()
            except OSError as exc:
                if exc.errno != errno.EADDRINUSE or port == 0:
                    raise
                # Another tab (or program) has the port: a free one, which the window names for the firewall.
                server.port = 0
                server.start()
            self.server = server
            _RUNNING.add(self)
        return self.server

    def stop(self) -> None:
        if self.server is not None:
            _RUNNING.discard(self)
            self.server.stop()
            self.server = None

    @property
    def running(self) -> bool:
        return self.server is not None

    def _changed(self, _change: object) -> None:
        if self.server is not None:
            self.server.state_changed()


def serving(widget: QObject) -> bool:
    """Whether the tab's phones server runs (its players' secrets are then on their phones, not the laptop's)."""
    return any(link.parent() is widget for link in _RUNNING)


def phones_served(widget: QObject | None) -> bool:
    """Whether the tab holding ``widget`` (a widget inside it) serves its phones."""
    while _RUNNING and widget is not None:
        if serving(widget):
            return True
        widget = widget.parent()
    return False


def secrets_hidden(widget: QObject | None) -> bool:
    """Whether the tab holding ``widget`` serves its phones and the referee has not shown the secrets (the tab's
    checkable « Show the secrets » button, named ``reveal-secrets``)."""
    while _RUNNING and widget is not None:
        if serving(widget):
            reveal = widget.findChild(QAbstractButton, "reveal-secrets")
            return reveal is None or not reveal.isChecked()
        widget = widget.parent()
    return False


def link_of(widget: QObject, document: Any) -> PhonesLink:
    """The tab's link, made the first time it is asked for."""
    link = widget.findChild(PhonesLink, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return link if link is not None else PhonesLink(document, widget)
