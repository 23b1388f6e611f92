"""The rule settings of a new play as controls: a combo box of the values' words for a choice, a spin box within the
schema's range for a number, a check box for a yes or no, a row of those for a list (``list_setting.py``), and the
setting's sentence under it and in its tooltip. What the schema allows no control for (a table) and the readings
that are notes are shown read-only, as a house rule changes them."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QVBoxLayout, QWidget

from tabletop.ruledata import setting_label, setting_value
from tabletop.setting_fields import SettingField
from ui.forms import ComboBox, wrapped_label
from ui.games.tracker.game_view import GameView, value_text
from ui.games.tracker.list_setting import ListSettingEditor


class SettingsBox(QGroupBox):
    """Every rule setting of ``view``'s game; ``settings`` holds them as chosen, ``changed`` is called after each."""

    def __init__(self, view: GameView, settings: Mapping[str, Any], changed: Callable[[], None],
                 parent: QWidget | None = None):
        super().__init__(self.tr("Rule settings of this play (house rules change their defaults)"), parent)
        self.setObjectName("rule-settings")
        self.view = view
        self.settings = dict(settings)
        self._changed = changed
        self.controls: dict[str, QWidget] = {}
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for field in view.setting_fields(self.settings):
            description = view.setting_description(field.name)
            control = self._control(field)
            control.setObjectName(f"setting-{field.name}")
            control.setToolTip(description)
            label = QLabel(setting_label(field.name))
            label.setToolTip(description)
            label.setBuddy(control)
            self.controls[field.name] = control
            form.addRow(label, self._with_sentence(control, description))
        for name, value, description in view.setting_notes(self.settings):
            text = wrapped_label(f"<b>{value}</b>" + (f"<br><small>{description}</small>" if description else ""))
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(QLabel(name), text)

    def _control(self, field: SettingField) -> QWidget:
        if field.kind == "flag":
            box = QCheckBox(self)  # ticked is yes: the sentence says what unticked plays
            box.setChecked(field.value)
            box.toggled.connect(lambda on, name=field.name: self._set(name, on))
            return box
        if field.kind == "number":
            spin = QSpinBox(self)
            spin.setRange(field.minimum, field.maximum)
            spin.setValue(field.value)
            spin.valueChanged.connect(lambda number, name=field.name: self._set(name, number))
            return spin
        if field.kind == "choice":
            combo = ComboBox(self)
            for choice in field.choices:
                combo.addItem(str(setting_value(choice)), choice)
            combo.setCurrentIndex(field.choices.index(field.value))
            combo.currentIndexChanged.connect(
                lambda _index, name=field.name, combo=combo: self._set(name, combo.currentData()))
            return combo
        if field.kind == "list":
            return ListSettingEditor(field, lambda value, name=field.name: self.view.setting_problem(name, value),
                                     lambda value, name=field.name: self._set(name, value), self)
        shown = QLabel(f"<b>{value_text(setting_value(field.value))}</b>", self)
        shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return shown

    def _with_sentence(self, control: QWidget, description: str) -> QWidget:
        """The control with the setting's sentence under it, small and wrapped."""
        if not description:
            return control
        cell = QWidget(self)
        layout = QVBoxLayout(cell)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(control, 0, Qt.AlignmentFlag.AlignLeft)
        sentence = wrapped_label(f"<small>{description}</small>")
        sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(sentence)
        return cell

    def _set(self, name: str, value: Any) -> None:
        self.settings = self.view.with_setting(self.settings, name, value)
        self._changed()
