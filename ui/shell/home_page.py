"""The home page: the registered modules, each with New and Open (and the module's own actions, such as New
roster), a gallery of the sample tables and games with a picture of each, and the recently opened files."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QFont, QIcon, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QListView, QListWidget, QListWidgetItem,
                               QPushButton, QScrollArea, QSizePolicy, QToolButton, QVBoxLayout, QWidget)

from tabletop import games
from tabletop.file_kinds import file_title
from ui.forms import wrapped_label
from ui.modules import PanelModule
from ui.shell import thumbnails

CARD_COLUMNS = 3
THUMBNAIL_SIZE = QSize(thumbnails.THUMBNAIL_WIDTH_PX, 180)
# Pictures are drawn once the window has been on screen this long: the start stays as fast as without them.
THUMBNAIL_DELAY_MS = 400
PLACEHOLDER_COLOUR = QColor("#34495e")


class ModuleCard(QFrame):
    """One module on the home page: its title, what it holds, and its New / Open buttons."""

    new_requested = Signal(str)
    open_requested = Signal(str)

    def __init__(self, module: PanelModule, parent: QWidget | None = None):
        super().__init__(parent)
        self.module = module
        self.setObjectName(f"module-{module.core_id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        title = QLabel(f"<b>{module.title()}</b>")
        title.setObjectName("module-title")
        summary = wrapped_label(module.summary())
        buttons = QHBoxLayout()
        if module.new_document is not None:
            # A module without files (the book) has one button that opens its tab, named as in the File menu.
            text = self.tr("New") if module.has_files else module.new_action_text().replace("&", "")
            self.new_button = QPushButton(text)
            self.new_button.clicked.connect(lambda: self.new_requested.emit(module.core_id))
            buttons.addWidget(self.new_button)
        if module.has_files:
            self.open_button = QPushButton(self.tr("Open…"))
            self.open_button.clicked.connect(lambda: self.open_requested.emit(module.core_id))
            buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(summary)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def add_actions(self, actions: list[QAction]) -> None:
        """The module's own File menu actions (New roster…, the book's Import…) as buttons beside New."""
        for action in actions:
            button = QToolButton(self)
            button.setDefaultAction(action)
            self.buttons.insertWidget(self.buttons.count() - 1, button)


class HomePage(QScrollArea):
    """What the window shows with no document in front: modules to start from, files to reopen."""

    new_requested = Signal(str)  # core id
    open_requested = Signal(str)  # core id
    recent_requested = Signal(str)  # path
    sample_requested = Signal(str)  # path of a file of the gallery
    preferences_requested = Signal()
    help_requested = Signal()

    def __init__(self, modules: list[PanelModule], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        layout = QVBoxLayout(body)
        heading = QLabel(self.tr("<h1>Tabletop</h1><p>The referee's assistant for gangster tabletop games.</p>"))
        layout.addWidget(heading)
        # The night's settings and the help are a click away from the start, not only in the menus.
        shortcuts = QHBoxLayout()
        self.preferences_button = QPushButton(self.tr("Preferences…"))
        self.preferences_button.clicked.connect(self.preferences_requested)
        self.help_button = QPushButton(self.tr("Help and shortcuts (F1)"))
        self.help_button.clicked.connect(self.help_requested)
        shortcuts.addWidget(self.preferences_button)
        shortcuts.addWidget(self.help_button)
        shortcuts.addStretch(1)
        layout.addLayout(shortcuts)
        layout.addWidget(QLabel(self.tr("<h3>Recent files</h3>")))
        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recent-files")
        self.recent_list.itemActivated.connect(
            lambda item: self.recent_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        # As tall as its entries (at most ten), so the page does not end in a large empty box.
        self.recent_list.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)
        self.recent_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.no_recent = QLabel(self.tr("No recent files yet: open a file, start from a module or a sample below."))
        layout.addWidget(self.recent_list)
        layout.addWidget(self.no_recent)
        layout.addWidget(QLabel(self.tr("<h3>Modules</h3>")))
        grid = QGridLayout()
        self.cards: list[ModuleCard] = []
        for index, module in enumerate(modules):
            card = ModuleCard(module)
            card.new_requested.connect(self.new_requested)
            card.open_requested.connect(self.open_requested)
            grid.addWidget(card, index // CARD_COLUMNS, index % CARD_COLUMNS)
            self.cards.append(card)
        layout.addLayout(grid)
        layout.addWidget(QLabel(self.tr("<h3>Sample tables and games</h3>")))
        self.gallery = QListWidget()
        self.gallery.setObjectName("samples")
        self.gallery.setViewMode(QListView.ViewMode.IconMode)
        self.gallery.setIconSize(THUMBNAIL_SIZE)
        self.gallery.setGridSize(QSize(THUMBNAIL_SIZE.width() + 24, THUMBNAIL_SIZE.height() + 56))
        self.gallery.setResizeMode(QListView.ResizeMode.Adjust)
        self.gallery.setMovement(QListView.Movement.Static)
        self.gallery.setWordWrap(True)
        self.gallery.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.gallery.itemClicked.connect(lambda item: self.sample_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.gallery.itemActivated.connect(lambda item: self.sample_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        self._unrendered: list[tuple[QListWidgetItem, PanelModule]] = []
        # The page's own timer: it goes with the page, so no picture is drawn for a window already closed.
        self._thumbnail_timer = QTimer(self)
        self._thumbnail_timer.setSingleShot(True)
        self._thumbnail_timer.timeout.connect(self._render_while_shown)
        self._fill_gallery(thumbnails.sample_files(), {m.core_id: m for m in modules})
        layout.addWidget(self.gallery)
        layout.addStretch(1)
        self.setWidget(body)

    def _fill_gallery(self, paths: list[Path], panels: dict[str, PanelModule]) -> None:
        paths = [p for p in paths if games.module_for_path(str(p)).id in panels]  # only what the window opens
        for path in paths:
            module = panels[games.module_for_path(str(path)).id]
            title = module.title()
            # The name the file gives itself (« Braquage à la Banque Centrale »), else its file's; a card game's
            # sample named after the game shows its title alone.
            name = file_title(path) or path.name.split(".")[0].replace("-", " ").capitalize()
            item = QListWidgetItem(title if name.lower() == title.lower() else f"{name}\n{title}")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(f"{title} — {path}")
            cached = thumbnails.thumbnail_path(path)
            if cached is not None and cached.exists():
                item.setIcon(QIcon(str(cached)))
            else:
                item.setIcon(QIcon(_placeholder(title)))
                if module.thumbnail is not None:
                    self._unrendered.append((item, module))
            self.gallery.addItem(item)
        # Tall enough for every sample four to a row: the page scrolls, not a box inside it.
        rows = max(1, -(-len(paths) // 4))
        self.gallery.setMinimumHeight(rows * self.gallery.gridSize().height() + 32)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._unrendered:
            self._thumbnail_timer.start(THUMBNAIL_DELAY_MS)

    def _render_while_shown(self) -> None:
        """The gallery's pictures are drawn while the page shows, never behind a tab the referee plays in (a game's
        picture replays its whole log); showing the page again takes them up where they stopped."""
        if self.isVisible():
            self.render_next_thumbnail()

    def render_next_thumbnail(self) -> bool:
        """Draw one missing picture of the gallery (and plan the next); False once none is left."""
        if not self._unrendered:
            return False
        item, module = self._unrendered.pop(0)
        drawn = thumbnails.render_thumbnail(Path(item.data(Qt.ItemDataRole.UserRole)), module)
        picture = QPixmap()
        if drawn is not None and picture.loadFromData(drawn, "PNG"):
            item.setIcon(QIcon(picture))
        if self._unrendered:
            self._thumbnail_timer.start(0)
        return True

    def set_recent_files(self, paths: list[str]) -> None:
        self.recent_list.clear()
        for path in paths:
            item = QListWidgetItem(f"{os.path.basename(path)} — {os.path.dirname(path)}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setToolTip(path)
            self.recent_list.addItem(item)
        self.recent_list.setVisible(bool(paths))
        self.no_recent.setVisible(not paths)


def _placeholder(title: str) -> QPixmap:
    """The picture of a file with no table to draw (a card game's play), or of a table not drawn yet."""
    pixmap = QPixmap(THUMBNAIL_SIZE)
    pixmap.fill(PLACEHOLDER_COLOUR)
    painter = QPainter(pixmap)
    painter.setPen(QColor("white"))
    font = QFont()
    font.setPointSize(14)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(pixmap.rect().adjusted(12, 12, -12, -12), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                     title)
    painter.end()
    return pixmap
