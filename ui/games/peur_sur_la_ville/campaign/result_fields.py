"""The typed field of each results line on step 3 of the campaign-turn wizard: a spin box for a count, a check
box for yes or no, a check box for each contract held, and the gang's figures by name for the wounded and the
dead. Each field reads and writes the value the results file holds for its line (``tabletop``'s data model)."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from ui.forms import ComboBox


class ResultField(QWidget):
    """One line's value, typed, with ``value()`` and ``set_value()``; ``changed`` when the referee edits it."""

    changed = Signal()


class CountField(ResultField):
    def __init__(self, value: int, maximum: int):
        super().__init__()
        self.spin = QSpinBox()
        self.spin.setRange(0, maximum)
        self.spin.setValue(value)
        self.spin.valueChanged.connect(lambda _: self.changed.emit())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.addWidget(self.spin)
        layout.addStretch(1)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: int) -> None:
        self.spin.setValue(value)


class FlagField(ResultField):
    def __init__(self, value: bool, text: str):
        super().__init__()
        self.box = QCheckBox(text)
        self.box.setChecked(value)
        self.box.toggled.connect(lambda _: self.changed.emit())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.addWidget(self.box)

    def value(self) -> bool:
        return self.box.isChecked()

    def set_value(self, value: bool) -> None:
        self.box.setChecked(value)


class ContractsField(ResultField):
    """A check box for each contract the gang holds this turn, ticked when the game completed it."""

    def __init__(self, held: list[Contract], met: list[Contract]):
        super().__init__()
        self.held = held
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        self.boxes: list[QCheckBox] = []
        for card in held:
            box = QCheckBox(self.tr("« {title} » completed (reputation +{reputation}, bitcoins +{bitcoins})").format(
                title=card.title or self.tr("untitled contract"), reputation=card.reputation,
                bitcoins=card.bitcoins))
            box.setChecked(card in met)
            box.toggled.connect(lambda _: self.changed.emit())
            layout.addWidget(box)
            self.boxes.append(box)
        if not held:
            layout.addWidget(QLabel(self.tr("No contract held this turn.")))

    def value(self) -> list[dict[str, Any]]:
        return [{"title": c.title, "asks": c.asks, "reputation": c.reputation, "bitcoins": c.bitcoins}
                for c, box in zip(self.held, self.boxes) if box.isChecked()]

    def set_value(self, value: list[Contract]) -> None:
        for card, box in zip(self.held, self.boxes):
            box.setChecked(card in value)


class FiguresField(ResultField):
    """The gang's figures chosen by name, one line each, with their wounds when ``wounds`` (« Soldat A3 » and
    2 wounds); a line left on « — » or at 0 wounds names nobody."""

    def __init__(self, names: Mapping[str, str], wounds: bool, maximum: int):
        super().__init__()
        self.names, self.wounds, self.maximum = names, wounds, maximum
        self.rows: list[tuple[QComboBox, QSpinBox | None]] = []
        self.lines = QVBoxLayout()
        add = QPushButton(self.tr("Add a wounded figure") if wounds else self.tr("Add a dead figure"))
        add.clicked.connect(lambda: self.add_line("", 1))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.addLayout(self.lines)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addStretch(1)
        layout.addLayout(row)

    def add_line(self, figure: str, count: int) -> None:
        combo = ComboBox()
        combo.addItem("—", "")
        for figure_id, name in self.names.items():
            combo.addItem(name, figure_id)
        combo.setCurrentIndex(max(combo.findData(figure), 0))
        combo.currentIndexChanged.connect(lambda _: self.changed.emit())
        line = QHBoxLayout()
        line.addWidget(combo)
        spin = None
        if self.wounds:
            spin = QSpinBox()
            spin.setRange(0, self.maximum)
            spin.setValue(count)
            line.addWidget(QLabel(self.tr("wounds:")))
            spin.valueChanged.connect(lambda _: self.changed.emit())
            line.addWidget(spin)
        line.addStretch(1)
        self.lines.addLayout(line)
        self.rows.append((combo, spin))
        self.changed.emit()

    def value(self) -> dict[str, int] | list[str]:
        chosen = [(combo.currentData(), spin.value() if spin else 1) for combo, spin in self.rows]
        if self.wounds:
            out: dict[str, int] = {}
            for figure, count in chosen:
                if figure and count:
                    out[figure] = out.get(figure, 0) + count
            return out
        return [figure for figure, _ in chosen if figure]

    def set_value(self, value: Mapping[str, int] | list[str]) -> None:
        wanted = list(value.items()) if isinstance(value, Mapping) else [(f, 1) for f in value]
        while len(self.rows) < len(wanted):
            self.add_line("", 1)
        for index, (combo, spin) in enumerate(self.rows):
            figure, count = wanted[index] if index < len(wanted) else ("", 0)
            combo.setCurrentIndex(max(combo.findData(figure), 0))
            if spin is not None:
                spin.setValue(count)
