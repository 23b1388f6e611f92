"""The new-play page every card game shares, shown in the play's tab until the play starts: the players' names in
seat order, the seed of the virtual dice, who starts (as the book decides it), the game's own set-up choices (what
was dealt or placed at the table, or « tirer au hasard » from the seed), and the rule settings in force shown
read-only with their descriptions (house rules change them, not this page)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea,
                               QSizePolicy, QSpinBox, QVBoxLayout, QWidget)

from tabletop.games.interface import Game, PlaySetup
from tabletop.i18n import _ as core_text
from ui.games.tracker.first_player import FirstPlayerBox
from ui.games.tracker.game_view import GameView
from ui.games.tracker.setting_controls import SettingsBox

MAX_SEED = 2**31 - 1


class NewPlayPage(QWidget):
    """Emits ``start_requested`` with a set-up the game accepts; problems are shown on the page."""

    start_requested = Signal(object)  # PlaySetup

    def __init__(self, game: Game, view: GameView, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("new-play")
        self.game = game
        self.view = view
        heading = QLabel("<h2>" + self.tr("New %1 play").replace("%1", core_text(game.title)) + "</h2>")
        players_box = QGroupBox(self.tr("Players, in seat order (the first one starts)"), self)
        players_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        players_layout = QVBoxLayout(players_box)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(self.tr("Number of players:")))
        self.count = QSpinBox(players_box)
        self.count.setObjectName("player-count")
        self.count.setRange(game.min_players, game.max_players)
        self.count.setValue(game.min_players)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        players_layout.addLayout(count_row)
        self.name_edits: list[QLineEdit] = []
        self._names = names = QFormLayout()
        for seat in range(game.max_players):
            edit = QLineEdit(self.tr("Player %1").replace("%1", str(seat + 1)), players_box)
            edit.setMaxLength(100)
            edit.setMaximumWidth(360)
            self.name_edits.append(edit)
            names.addRow(self.tr("Seat %1").replace("%1", str(seat + 1)), edit)
        players_layout.addLayout(names)
        self.count.valueChanged.connect(self._show_seats)
        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel(self.tr("Seed of the virtual dice:")))
        self.seed = QSpinBox(self)
        self.seed.setObjectName("seed")
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(random.randrange(MAX_SEED))
        seed_row.addWidget(self.seed)
        seed_row.addStretch(1)
        self.first = FirstPlayerBox(view.first_player_rule(), view.first_player_by_die, self.seed.value, self)
        self.setup = view.setup_widget(self)
        self.settings_box = SettingsBox(view, game.default_settings(), self._settings_changed, self)
        self.problems = QLabel(self)
        self.problems.setObjectName("setup-problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #a00000;")
        self.start_button = QPushButton(self.tr("Start the play"), self)
        self.start_button.setObjectName("start-play")
        self.start_button.clicked.connect(self.request_start)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.addWidget(heading)
        layout.addWidget(players_box)
        layout.addLayout(seed_row)
        layout.addWidget(self.first)
        if self.setup is not None:
            layout.addWidget(self.setup)
        layout.addWidget(self.settings_box)
        layout.addWidget(self.problems)
        layout.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        scroller = QScrollArea(self)
        scroller.setWidgetResizable(True)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroller)
        for edit in self.name_edits:
            edit.textChanged.connect(self._players_changed)
        self._show_seats(self.count.value())

    @property
    def settings(self) -> dict[str, Any]:
        """The rule settings as chosen on the page, in the form the play's set-up keeps them."""
        return self.settings_box.settings

    def _settings_changed(self) -> None:
        self.problems.clear()

    def _show_seats(self, count: int) -> None:
        for seat in range(len(self.name_edits)):
            self._names.setRowVisible(seat, seat < count)
        self._players_changed()

    def _players_changed(self) -> None:
        """The first-player box and the game's set-up (a deal per player) follow the names in seat order."""
        names = [edit.text().strip() for edit in self.name_edits[:self.count.value()]]
        self.first.set_players(names)
        if hasattr(self.setup, "set_players"):
            self.setup.set_players(names)

    def set_players(self, names: list[str]) -> None:
        self.count.setValue(len(names))
        for edit, name in zip(self.name_edits, names):
            edit.setText(name)

    def setup_value(self) -> PlaySetup:
        """The set-up as entered; ValueError with a one-line message when it cannot start."""
        names = [edit.text().strip() for edit in self.name_edits[:self.count.value()]]
        if any(not name for name in names):
            raise ValueError(self.tr("Every player needs a name."))
        if len(set(n.casefold() for n in names)) != len(names):
            raise ValueError(self.tr("Two players have the same name."))
        if self.first.problem():
            raise ValueError(self.first.problem())
        options = self.setup.options() if self.setup is not None else {}
        if self.first.first_player() != names[0]:
            options = {**options, "first_player": self.first.first_player()}
        setup = PlaySetup(game=self.game.id, players=tuple(names), seed=self.seed.value(), settings=self.settings,
                          options=options)
        problems = self.game.setup_problems(setup)
        if problems:
            raise ValueError("; ".join(problems))
        return setup

    def request_start(self) -> None:
        try:
            setup = self.setup_value()
        except ValueError as exc:
            self.problems.setText(str(exc))
            return
        self.problems.clear()
        self.start_requested.emit(setup)
