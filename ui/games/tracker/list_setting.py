"""A list setting of a new play edited in place (Camorra's weapon values, Gangster Paradise's resale beyond three
goods): its items side by side, each a spin box within the schema's range or a combo box of the values' words, a
button adding an item and one taking the last away. Each list is checked against the rule file's schema before the
play takes it; a list refused there says why under it, and the play keeps the last list the schema took."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout, QWidget

from tabletop.ruledata import setting_value
from tabletop.setting_fields import SettingField
from ui.forms import ComboBox, wrapped_label

PROBLEM_STYLE = "color: #a00000;"


class ListSettingEditor(QWidget):
    """The items of ``field`` (a setting of kind "list"); ``check(value)`` says why the schema refuses a list (None
    when it takes it), ``changed(value)`` is called with each list it takes."""

    def __init__(self, field: SettingField, check: Callable[[list[Any]], str | None],
                 changed: Callable[[list[Any]], None], parent: QWidget | None = None):
        super().__init__(parent)
        assert field.item is not None
        self.field = field
        self._check = check
        self._changed = changed
        self.items: list[QSpinBox | ComboBox] = []
        self.row = QHBoxLayout()
        self.row.setContentsMargins(0, 0, 0, 0)
        self.add_button = QPushButton(self.tr("Add"), self)
        self.add_button.setToolTip(self.tr("Add a value at the end of the list"))
        self.add_button.clicked.connect(self.add_item)
        self.remove_button = QPushButton(self.tr("Remove the last"), self)
        self.remove_button.setToolTip(self.tr("Take the last value off the list"))
        self.remove_button.clicked.connect(self.remove_last)
        self.row.addWidget(self.add_button)
        self.row.addWidget(self.remove_button)
        self.row.addStretch(1)
        self.problem = wrapped_label("", self)
        self.problem.setStyleSheet(PROBLEM_STYLE)
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(self.row)
        layout.addWidget(self.problem)
        for value in field.value:
            self._insert(value)
        self._follow_count()

    def value(self) -> list[Any]:
        return [item.value() if isinstance(item, QSpinBox) else item.currentData() for item in self.items]

    def add_item(self) -> None:
        """A value at the end: the first choice the list does not hold yet, or the number after the last."""
        item = self.field.item
        shown = self.value()
        if item.kind == "choice":
            value = next((c for c in item.choices if c not in shown), item.choices[0])
        else:
            value = min(shown[-1] + 1, item.maximum) if shown else item.value
        self._insert(value)
        self._edited()

    def remove_last(self) -> None:
        if self.items:
            widget = self.items.pop()
            self.row.removeWidget(widget)
            widget.deleteLater()
            self._edited()

    def _insert(self, value: Any) -> None:
        item = self.field.item
        if item.kind == "choice":
            widget: QSpinBox | ComboBox = ComboBox(self)
            for choice in item.choices:
                widget.addItem(str(setting_value(choice)), choice)
            widget.setCurrentIndex(item.choices.index(value))
            widget.currentIndexChanged.connect(lambda _index: self._edited())
        else:
            widget = QSpinBox(self)
            widget.setRange(item.minimum, item.maximum)
            widget.setValue(value)
            widget.valueChanged.connect(lambda _number: self._edited())
        widget.setObjectName(f"{self.field.name}-{len(self.items) + 1}")
        self.row.insertWidget(len(self.items), widget)
        self.items.append(widget)

    def _follow_count(self) -> None:
        self.add_button.setEnabled(len(self.items) < self.field.most)
        self.remove_button.setEnabled(len(self.items) > self.field.fewest)

    def _edited(self) -> None:
        self._follow_count()
        value = self.value()
        problem = self._check(value)
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        if problem is None:
            self._changed(value)
