"""Players' phones… (« Téléphones des joueurs… »): the referee's window onto the tab's phones server.

One QR code at a time, shown on demand for the player chosen (never all together: whoever scans a code takes that
seat), who is connected, and « cut off and new code » for a phone that should no longer hold a seat."""

from __future__ import annotations

import io
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QPixmap
from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from tabletop.i18n import elided
from ui.forms import ComboBox, wrapped_label
from ui.translated import tr
from ui.phones.link import PhonesLink, link_of

QR_SCALE = 8


def qr_pixmap(text: str) -> QPixmap:
    """The QR code of ``text`` as a picture (segno, quiet zone of 2 modules)."""
    import segno

    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=QR_SCALE, border=2)
    picture = QPixmap()
    picture.loadFromData(buffer.getvalue(), "PNG")
    return picture


class PhonesDialog(QDialog):
    """The phones of one tab. Closing the window leaves the server running; closing the tab stops it."""

    def __init__(self, link: PhonesLink, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Tool)
        self.setObjectName("phones-dialog")
        self.setWindowTitle(self.tr("Players' phones"))
        self.link = link
        server = link.server
        assert server is not None
        self.server = server
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped_label(self.tr(
            "Show one player his code at a time: whoever scans it takes that seat. The phones must be on the "
            "laptop's Wi-Fi, and its firewall must let port %1 in.").replace("%1", str(server.port)), self))
        self.players = ComboBox(self)
        self.players.setObjectName("phones-player")
        for player in server.seats.players:
            self.players.addItem(player, player)
        self.players.currentIndexChanged.connect(self.hide_code)
        self.show_button = QPushButton(self.tr("Show his code"), self)
        self.show_button.setObjectName("phones-show")
        self.show_button.clicked.connect(self.show_code)
        self.hide_button = QPushButton(self.tr("Hide the code"), self)
        self.hide_button.clicked.connect(self.hide_code)
        self.cut_button = QPushButton(self.tr("Cut his phone off and make a new code"), self)
        self.cut_button.setObjectName("phones-cut")
        self.cut_button.clicked.connect(self.cut_off)
        choose = QFormLayout()
        choose.addRow(self.tr("Player:"), self.players)
        layout.addLayout(choose)
        buttons = QHBoxLayout()
        buttons.addWidget(self.show_button)
        buttons.addWidget(self.hide_button)
        layout.addLayout(buttons)
        self.code = QLabel(self)
        self.code.setObjectName("phones-code")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setMinimumSize(300, 300)
        layout.addWidget(self.code)
        self.address = QLabel(self)
        self.address.setObjectName("phones-address")
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.address)
        layout.addWidget(self.cut_button)
        self.connected = QLabel(self)
        self.connected.setObjectName("phones-connected")
        self.connected.setWordWrap(True)
        layout.addWidget(self.connected)
        link.connections_changed.connect(self.show_connections)
        self.hide_code()
        self.show_connections(server.connections())

    def current(self) -> str:
        return str(self.players.currentData())

    def show_code(self) -> None:
        player = self.current()
        url = self.server.join_url(player)
        self.code.setPixmap(qr_pixmap(url))
        self.address.setText(self.tr("%1 scans this code").replace("%1", player))

    def hide_code(self) -> None:
        self.code.clear()
        self.code.setText(self.tr("No code shown"))
        self.address.setText(self.tr("Address of the pages: %1").replace("%1", self.server.url))

    def cut_off(self) -> None:
        player = self.current()
        asked = QMessageBox.question(self, self.tr("Cut a phone off"), elided(self.tr(
            "Cut %1's phone off? His page stops at once and his code no longer works; a new code is made.")
            .replace("%1", player)))
        if asked != QMessageBox.StandardButton.Yes:
            return
        self.server.cut_off(player)
        self.hide_code()
        self.show_connections(self.server.connections())

    def show_connections(self, connections: dict) -> None:
        lines = []
        for player in self.server.seats.players:
            count = connections.get(player, 0)
            lines.append(self.tr("%1: connected").replace("%1", player) if count
                         else self.tr("%1: not connected").replace("%1", player))
        self.connected.setText("\n".join(lines))


def open_phones(link: PhonesLink, parent: QWidget) -> PhonesDialog | None:
    """Start the tab's server if need be and show its window; a port that cannot be had is said in one line."""
    try:
        link.start()
    except OSError as exc:
        QMessageBox.warning(parent, tr("Players' phones"), tr(
            "The phones' server cannot listen on that address and port (%1): choose others in Preferences.")
            .replace("%1", exc.strerror or str(exc)))
        return None
    dialog = parent.findChild(PhonesDialog)
    if dialog is None:
        dialog = PhonesDialog(link, parent)
    dialog.show()
    dialog.raise_()
    return dialog


def phones_action(host: QWidget, document: object, started: Callable[[], None] | None = None) -> QAction:
    """The tab's « Players' phones… » action: its server is made on the first click (then ``started`` is called)
    and stopped with the tab."""
    action = QAction(tr("Players' phones…"), host)
    action.setObjectName("phones-action")
    action.setToolTip(tr("Each player sees his own part of the play on his phone"))

    def triggered() -> None:
        if open_phones(link_of(host, document), host) is not None and started is not None:
            started()

    action.triggered.connect(triggered)
    return action
