"""The home page: the registered modules, each with New and Open, and the recently opened files."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

from ui.modules import PanelModule


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
        summary = QLabel(module.summary())
        summary.setWordWrap(True)
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
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(summary)
        layout.addLayout(buttons)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)


class HomePage(QScrollArea):
    """What the window shows with no document in front: modules to start from, files to reopen."""

    new_requested = Signal(str)  # core id
    open_requested = Signal(str)  # core id
    recent_requested = Signal(str)  # path

    def __init__(self, modules: list[PanelModule], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        layout = QVBoxLayout(body)
        heading = QLabel(self.tr("<h1>Tabletop</h1><p>The referee's assistant for gangster tabletop games.</p>"))
        layout.addWidget(heading)
        layout.addWidget(QLabel(self.tr("<h3>Modules</h3>")))
        grid = QGridLayout()
        self.cards: list[ModuleCard] = []
        for index, module in enumerate(modules):
            card = ModuleCard(module)
            card.new_requested.connect(self.new_requested)
            card.open_requested.connect(self.open_requested)
            grid.addWidget(card, index // 2, index % 2)
            self.cards.append(card)
        layout.addLayout(grid)
        layout.addWidget(QLabel(self.tr("<h3>Recent files</h3>")))
        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recent-files")
        self.recent_list.itemActivated.connect(
            lambda item: self.recent_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        # As tall as its entries (at most ten), so the page does not end in a large empty box.
        self.recent_list.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)
        self.recent_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.no_recent = QLabel(self.tr("No recent files yet: open a file or start a new one above."))
        layout.addWidget(self.recent_list)
        layout.addWidget(self.no_recent)
        layout.addStretch(1)
        self.setWidget(body)

    def set_recent_files(self, paths: list[str]) -> None:
        self.recent_list.clear()
        for path in paths:
            item = QListWidgetItem(f"{os.path.basename(path)} — {os.path.dirname(path)}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setToolTip(path)
            self.recent_list.addItem(item)
        self.recent_list.setVisible(bool(paths))
        self.no_recent.setVisible(not paths)
