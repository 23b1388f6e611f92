"""Setting up a new game inside its tab: the scenario (a sample table or any scenario file), which of the map's gangs
play and as which of the rulebook's 18 gangs, each gang's roster (the rulebook's from the roster builder, or a
roster file made with ``tabletop roster``), and the seed of the virtual dice.

The shell's "New game" opens a tab on this page; nothing is asked in a modal dialog, so closing the tab is how
the referee changes their mind. "Start the game" hands a GameSession to the document.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (QCheckBox, QFileDialog, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from tabletop import SAMPLES_DIR
from tabletop.file_kinds import file_title
from tabletop.games.peur_sur_la_ville.rules import PeurError, Roster, load_roster, load_rules, new_roster, roster_problems
from tabletop.games.peur_sur_la_ville.rules.gangs import composition_text
from tabletop.games.peur_sur_la_ville.play import GameError, GameSession, new_setup
from tabletop.scenario import Scenario, ScenarioError, load_scenario
from tabletop.scenario.edit_ops import delete_features
from ui.document import ScenarioDocument
from ui.forms import ComboBox, wrapped_label
from ui.map.labels import LabelPlacer
from ui.map.scene import ScenarioScene
from ui.map.snapping import Snapper
from ui.map.view import MapView

MAX_SEED = 999_999


class GangRow:
    """One gang of the map: whether it plays, which rulebook gang it plays as, and its roster."""

    def __init__(self, page: "NewGamePage", letter: str, figures: int):
        self.letter = letter
        rules = page.rules
        # Translated under the page's context: lupdate would file ``page.tr`` under "page".
        label = QCoreApplication.translate("NewGamePage", "Gang %1 (%2 figures)")
        self.plays = QCheckBox(label.replace("%1", letter).replace("%2", str(figures)), page)
        self.plays.setChecked(True)
        self.template = ComboBox(page)
        for g in rules.gangs.values():
            self.template.addItem(g.name, g.letter)
        self.template.setCurrentIndex(max(self.template.findData(letter), 0))
        self.composition = QLabel(page)
        self.roster_button = QPushButton(QCoreApplication.translate("NewGamePage", "Roster file…"), page)
        self.roster: Roster | None = None  # a roster file; None: the rulebook's roster of the template
        self.roster_label = wrapped_label(parent=page)
        self.template.currentIndexChanged.connect(lambda _i: page.describe(self))
        self.roster_button.clicked.connect(lambda: page.choose_roster(self))
        self.plays.toggled.connect(lambda _on: page.check())

    @property
    def plays_as(self) -> str:
        return self.template.currentData()


class NewGamePage(QWidget):
    """``start_requested`` carries the session once the referee has set everything up."""

    start_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.rules = load_rules()
        self.scenario: Scenario | None = None
        self.gang_rows: list[GangRow] = []
        self.offered_roster: Roster | None = None  # from the roster builder: kept when the table changes
        title = QLabel(self.tr("<h2>New game of Peur sur la Ville</h2>"), self)
        self.scenario_choice = ComboBox(self)
        for path in sorted(SAMPLES_DIR.glob("*.geojson")):
            self.add_table(str(path))
        self.scenario_choice.currentIndexChanged.connect(lambda _i: self.load(self.scenario_choice.currentData()))
        self.file_button = QPushButton(self.tr("Other scenario file…"), self)
        self.file_button.clicked.connect(self.choose_scenario)
        self.description = wrapped_label(parent=self)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(random.randrange(MAX_SEED))
        self.seed.setToolTip(self.tr("The virtual dice are drawn from this number: the same seed and the same "
                                     "decisions give the same game"))
        self.gangs_box = QGroupBox(self.tr("Gangs"), self)
        self.gangs_grid = QGridLayout(self.gangs_box)
        self.problems = wrapped_label(parent=self)
        self.problems.setStyleSheet("color:#c0392b")
        self.start_button = QPushButton(self.tr("▶ Start the game"), self)
        self.start_button.setMinimumHeight(40)
        self.start_button.clicked.connect(self.start)
        scenario_row = QHBoxLayout()
        scenario_row.addWidget(self.scenario_choice, 1)
        scenario_row.addWidget(self.file_button)
        form = QFormLayout()
        form.addRow(self.tr("Table"), scenario_row)
        form.addRow("", self.description)
        form.addRow(self.tr("Dice seed"), self.seed)
        column = QVBoxLayout()
        column.addWidget(title)
        column.addLayout(form)
        column.addWidget(self.gangs_box)
        column.addWidget(self.problems)
        column.addWidget(self.start_button)
        column.addStretch(1)
        self.seed.setMaximumWidth(160)
        self.preview_host = QVBoxLayout()
        self.preview: MapView | None = None
        outer = QHBoxLayout(self)
        outer.addLayout(column, 1)
        outer.addLayout(self.preview_host, 1)
        if self.scenario_choice.count():
            self.load(self.scenario_choice.currentData())

    # --- the scenario --------------------------------------------------------------------------------------
    def ask_scenario_path(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Scenario"), str(SAMPLES_DIR),
                                              self.tr("Scenario maps (*.geojson *.scenario.json)"))
        return path or None

    def add_table(self, path: str) -> None:
        """Offer the table at ``path`` by the title its scenario gives itself (« Braquage à la Banque Centrale »),
        its file's name when it gives none; the file in the tooltip."""
        self.scenario_choice.addItem(file_title(path) or Path(path).name, path)
        self.scenario_choice.setItemData(self.scenario_choice.count() - 1, path, Qt.ItemDataRole.ToolTipRole)

    def choose_scenario(self) -> None:
        path = self.ask_scenario_path()
        if path:
            self.scenario_choice.blockSignals(True)
            self.add_table(path)
            self.scenario_choice.setCurrentIndex(self.scenario_choice.count() - 1)
            self.scenario_choice.blockSignals(False)
            self.load(path)

    def load(self, path: str) -> bool:
        """Read a scenario and list its gangs; its problems are shown and the game cannot start."""
        for row in self.gang_rows:
            for widget in (row.plays, row.template, row.composition, row.roster_button, row.roster_label):
                widget.hide()
                widget.deleteLater()
        self.gang_rows = []
        try:
            self.scenario = load_scenario(path)
        except ScenarioError as exc:
            self.scenario = None
            self.description.setText("")
            self.problems.setText("\n".join(exc.lines))
            self.start_button.setEnabled(False)
            return False
        self.description.setText(f"<b>{self.scenario.name}</b><br>{self.scenario.meta_extra.get('description', '')}")
        self._show_table(self.scenario)
        letters = [str(f.get("gang")) for f in self.scenario.of_kind("figure")]
        for n, letter in enumerate(dict.fromkeys(letters)):
            row = GangRow(self, letter, letters.count(letter))
            self.gangs_grid.addWidget(row.plays, n * 2, 0)
            self.gangs_grid.addWidget(row.template, n * 2, 1)
            self.gangs_grid.addWidget(row.roster_button, n * 2, 2)
            self.gangs_grid.addWidget(row.composition, n * 2 + 1, 1)
            self.gangs_grid.addWidget(row.roster_label, n * 2 + 1, 2)
            self.gang_rows.append(row)
            self.describe(row)
        if self.offered_roster is not None:
            self.use_roster(self.offered_roster)
        self.check()
        return True

    def _show_table(self, scenario: Scenario) -> None:
        """The table chosen, drawn as the map editor draws it (a look, not an edit)."""
        if self.preview is not None:
            self.preview_host.removeWidget(self.preview)
            self.preview.hide()
            self.preview.deleteLater()
        document = ScenarioDocument(scenario, parent=self)
        scene = ScenarioScene(document, self)
        self.preview = MapView(scene, Snapper(document), self)
        self.preview.setMinimumSize(360, 280)
        # Labels placed as on the map (none over another; a crowded one on hover), again at each zoom.
        self.preview_labels = LabelPlacer(scene, self.preview, self.preview)
        self.preview_host.addWidget(self.preview)
        QTimer.singleShot(0, self.preview.fit_table)  # once the layout has given the view its size

    # --- the gangs -----------------------------------------------------------------------------------------
    def describe(self, row: GangRow) -> None:
        template = self.rules.gangs[row.plays_as]
        row.composition.setText(f"<small>{composition_text(template)}</small>")
        if row.roster is not None and row.roster.gang != row.plays_as:
            row.roster = None
        row.roster_label.setText(self.tr("<small>roster file: %1 bitcoins left</small>")
                                 .replace("%1", str(row.roster.left(self.rules))) if row.roster is not None
                                 else self.tr("<small>the rulebook's roster</small>"))
        self.check()

    def ask_roster_path(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Roster"), "", self.tr("Rosters (*.json);;All files (*)"))
        return path or None

    def choose_roster(self, row: GangRow) -> None:
        path = self.ask_roster_path()
        if not path:
            return
        try:
            roster = load_roster(path, self.rules)
        except PeurError as exc:
            problem = str(exc).removeprefix(f"{path}: ")  # the dialog names the file itself
            self.problems.setText(self.tr("“%1” is not a roster: %2").replace("%1", path).replace("%2", problem))
            return
        if roster.gang != row.plays_as:
            row.template.setCurrentIndex(row.template.findData(roster.gang))
        row.roster = roster
        self.describe(row)

    def use_roster(self, roster: Roster) -> None:
        """Play ``roster`` (from the roster builder) on the map's gang playing as its gang, else on the first."""
        self.offered_roster = roster
        rows = [row for row in self.gang_rows if row.plays_as == roster.gang] or self.gang_rows[:1]
        if not rows:
            return
        row = rows[0]
        row.plays.setChecked(True)
        if row.plays_as != roster.gang:
            row.template.setCurrentIndex(row.template.findData(roster.gang))
        row.roster = roster
        self.describe(row)

    def playing(self) -> list[GangRow]:
        return [row for row in self.gang_rows if row.plays.isChecked()]

    def check(self) -> list[str]:
        """What stops the game from starting, shown under the gangs."""
        problems: list[str] = []
        playing = self.playing()
        if self.scenario is None:
            problems.append(self.tr("Choose a scenario."))
        if len(playing) < 2:
            problems.append(self.tr("A game needs two gangs or more: tick at least two."))
        chosen = [row.plays_as for row in playing]
        if len(set(chosen)) != len(chosen):
            problems.append(self.tr("Each gang plays as a different gang of the rulebook."))
        for row in playing:
            if row.roster is not None:
                problems += roster_problems(row.roster, self.rules)
        self.problems.setText("\n".join(problems))
        self.start_button.setEnabled(not problems)
        return problems

    # --- starting ------------------------------------------------------------------------------------------
    def game_scenario(self) -> Scenario:
        """The table as it will be played: gangs left out removed, gangs recast as the rulebook gang chosen."""
        scenario = self.scenario.copy()
        dropped = {row.letter for row in self.gang_rows if not row.plays.isChecked()}
        leaving = [f.id for f in scenario.of_kind("figure") if f.get("gang") in dropped]
        if leaving:
            delete_features(scenario, leaving, "").apply(scenario)
        recast = {row.letter: row.plays_as for row in self.playing() if row.plays_as != row.letter}
        for f in scenario.of_kind("figure", "hq", "car"):
            if f.get("gang") in recast:
                scenario.features[f.id] = f.with_properties(gang=recast[f.get("gang")])
        return scenario

    def start(self) -> GameSession | None:
        if self.check():
            return None
        rosters = [row.roster for row in self.playing() if row.roster is not None]
        rosters += [new_roster(row.plays_as, self.rules) for row in self.playing() if row.roster is None]
        try:
            session = GameSession(new_setup(self.game_scenario(), rosters, self.seed.value()))
        except (GameError, PeurError) as exc:
            self.problems.setText(str(exc))
            return None
        self.start_requested.emit(session)
        return session
