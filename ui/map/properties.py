"""The properties panel: kind, name, floors, gang, role, base size and wall thickness of the
selected features. Every change is one command on the document's undo stack."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QLabel, QLineEdit, QSpinBox,
                               QVBoxLayout, QWidget)

from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from tabletop.games.peur_sur_la_ville.rules.rules import ROLES
from tabletop.scenario.edit_ops import on_table, set_kind, set_property
from tabletop.scenario.edits import Change, Edit, SetMeta
from tabletop.scenario.model import ALL_KINDS, GEOMETRY_TYPES_BY_KIND, Feature, Table
from tabletop.scenario.roles import role_of_word, role_word
from tabletop.scenario.validation import schema
from ui.document import ScenarioDocument
from ui.forms import ComboBox, wrapped_label
from ui.map.feature_texts import feature_title, role_label
from ui.map.scene import ScenarioScene
from ui.map.style import GANG_LETTERS, KIND_COLOURS, kind_label, swatch

# Which kinds each editable property means something for.
APPLIES_TO: dict[str, frozenset[str]] = {
    "floors": frozenset({"building"}),
    "gang": frozenset({"figure", "hq", "car", "entry"}),
    "role": frozenset({"figure", "civilian"}),
    "base_mm": frozenset({"figure", "civilian"}),
    "thickness_cm": frozenset({"wall"}),
    "open": frozenset({"door"}),  # an open door lets sight, movement and throws through (terrain rules)
    "vehicle_type": frozenset({"car"}),
}
GANG_REQUIRED = frozenset({"figure", "hq"})  # the file format requires a gang on these
# The game's roles come first; the box stays editable for a scenario's own (officer, driver...).
FIGURE_ROLES = ROLES


@lru_cache(maxsize=1)
def civilian_roles() -> tuple[str, ...]:
    """The civilian roles the file format accepts, read from its schema so the two never disagree."""
    rules = schema()["$defs"]["feature"]["properties"]["properties"]["allOf"]
    for rule in rules:
        if rule["if"]["properties"]["kind"].get("const") == "civilian":
            return tuple(rule["then"]["properties"]["role"]["enum"])
    return ()


@lru_cache(maxsize=1)
def vehicle_types() -> tuple[str, ...]:
    """The types of vehicle the file format accepts (car first, the default), read from its schema."""
    return tuple(schema()["$defs"]["feature"]["properties"]["properties"]["properties"]["vehicle_type"]["enum"])


def vehicle_type_word(vehicle_type: str) -> str:
    """A type of vehicle as the editor's box offers it (« voiture », « moto », « camion »)."""
    words = {"car": QCoreApplication.translate("PropertiesPanel", "car"),
             "motorbike": QCoreApplication.translate("PropertiesPanel", "motorbike"),
             "truck": QCoreApplication.translate("PropertiesPanel", "truck")}
    return words.get(vehicle_type, vehicle_type)


class PropertiesPanel(QWidget):
    """Edits the selection of a ScenarioScene; rows show only for properties the selection has."""

    def __init__(self, document: ScenarioDocument, scene: ScenarioScene, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.scene = scene
        self._ids: list[str] = []
        self._filling = False
        self.message = wrapped_label(parent=self)
        self.message.setStyleSheet("color: #a33;")
        self.selection_label = QLabel(self)
        self.kind_box = ComboBox(self)
        self.name_edit = QLineEdit(self)
        self.floors_spin = QSpinBox(self)
        self.floors_spin.setRange(0, 50)
        self.gang_box = ComboBox(self)
        self.gang_box.addItem(self.tr("(none)"), "")
        for letter in GANG_LETTERS:  # the gang by its name, the letter the file keeps as the item's data
            self.gang_box.addItem(gang_label(letter), letter)
        self.role_box = ComboBox(self)
        self.role_box.setEditable(True)
        self.role_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.base_spin = QDoubleSpinBox(self)
        self.base_spin.setRange(1.0, 1000.0)
        self.base_spin.setDecimals(0)
        self.base_spin.setSuffix(self.tr(" mm"))
        self.thickness_spin = QDoubleSpinBox(self)
        self.thickness_spin.setRange(0.1, 100.0)
        self.thickness_spin.setDecimals(1)
        self.thickness_spin.setSingleStep(0.5)
        self.thickness_spin.setSuffix(self.tr(" cm"))
        self.scenario_name = QLineEdit(self)
        self.table_width = QDoubleSpinBox(self)
        self.table_depth = QDoubleSpinBox(self)
        for spin in (self.table_width, self.table_depth):
            spin.setRange(10.0, 1000.0)
            spin.setDecimals(0)
            spin.setSuffix(self.tr(" cm"))
            spin.setKeyboardTracking(False)  # one edit when the value is entered, not one per digit
        self.open_box = QCheckBox(self.tr("Open: sight and movement pass"), self)
        self.vehicle_box = ComboBox(self)
        for vehicle_type in vehicle_types():  # shown in words, kept by identifier
            self.vehicle_box.addItem(vehicle_type_word(vehicle_type), vehicle_type)
        for spin in (self.floors_spin, self.base_spin, self.thickness_spin):
            spin.setKeyboardTracking(False)  # typing "40" is one edit, not "4" then "40"
        self.form = QFormLayout()
        for label, widget in ((self.tr("Selection"), self.selection_label), (self.tr("Scenario"), self.scenario_name),
                              (self.tr("Table width"), self.table_width), (self.tr("Table depth"), self.table_depth),
                              (self.tr("Kind"), self.kind_box), (self.tr("Name"), self.name_edit),
                              (self.tr("Floors"), self.floors_spin), (self.tr("Gang"), self.gang_box),
                              (self.tr("Role"), self.role_box), (self.tr("Base"), self.base_spin),
                              (self.tr("Thickness"), self.thickness_spin), (self.tr("Door"), self.open_box),
                              (self.tr("Vehicle type"), self.vehicle_box)):
            self.form.addRow(label, widget)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.kind_box.activated.connect(self._kind_chosen)
        self.name_edit.editingFinished.connect(self._name_edited)
        self.floors_spin.valueChanged.connect(lambda v: self._set("floors", int(v)))
        self.gang_box.activated.connect(self._gang_chosen)
        self.role_box.lineEdit().editingFinished.connect(self._role_edited)
        self.role_box.activated.connect(self._role_edited)
        self.base_spin.valueChanged.connect(lambda v: self._set("base_mm", float(v)))
        self.thickness_spin.valueChanged.connect(lambda v: self._set("thickness_cm", float(v)))
        # A closed door is the default, so unticking removes the property rather than writing false.
        self.open_box.toggled.connect(lambda on: self._set("open", True if on else None))
        # A car is the default: choosing it removes the property, so a map written before the types keeps its text.
        self.vehicle_box.activated.connect(
            lambda i: self._set("vehicle_type", None if self.vehicle_box.itemData(i) == "car" else
                                self.vehicle_box.itemData(i)))
        self.scenario_name.editingFinished.connect(self._meta_edited)
        self.table_width.valueChanged.connect(self._meta_edited)
        self.table_depth.valueChanged.connect(self._meta_edited)
        scene.selectionChanged.connect(self._selection_changed)
        document.changed.connect(self._document_changed)
        self.refresh()

    # --- showing ---------------------------------------------------------------------------------
    def _selection_changed(self) -> None:
        if not shiboken6.isValid(self.scene):
            return  # the scene clears its selection while it is being destroyed with the editor
        self.message.clear()
        self.refresh()

    def _push(self, edit: Edit) -> None:
        self.message.clear()
        self.document.push(edit)

    def _document_changed(self, change: Change) -> None:
        if change.meta or set(self._ids) & (change.modified | change.removed | change.added):
            self.refresh()

    def selected(self) -> list[Feature]:
        return [self.document.scenario[i] for i in self._ids if i in self.document.scenario.features]

    def refresh(self) -> None:
        """Show the selection's values (a message from the last refused edit stays until the next one)."""
        self._ids = self.scene.selected_ids()
        features = self.selected()
        self._filling = True
        try:
            self._fill(features)
        finally:
            self._filling = False

    def _show_row(self, field: QWidget, visible: bool) -> None:
        self.form.setRowVisible(field, visible)

    def _fill(self, features: list[Feature]) -> None:
        kinds = {f.kind for f in features}
        if not features:
            self.selection_label.setText(self.tr("Nothing selected"))
        elif len(features) == 1:
            self.selection_label.setText(feature_title(features[0]))
        else:
            self.selection_label.setText(self.tr("{n} features").format(n=len(features)))
        for field in (self.kind_box, self.name_edit):
            self._show_row(field, bool(features))
        # With nothing selected the panel edits the scenario itself: its name and table size.
        scenario = self.document.scenario
        for field in (self.scenario_name, self.table_width, self.table_depth):
            self._show_row(field, not features)
        self.scenario_name.setText(scenario.name)
        # A name longer than the field shows its beginning (« Braquage à la Ban… », not « …à la Banque Centrale »),
        # and its whole in the tooltip.
        self.scenario_name.setCursorPosition(0)
        self.scenario_name.setToolTip(scenario.name)
        self.table_width.setValue(scenario.table.width_cm)
        self.table_depth.setValue(scenario.table.depth_cm)
        if not features:
            for field in (self.floors_spin, self.gang_box, self.role_box, self.base_spin, self.thickness_spin,
                          self.open_box, self.vehicle_box):
                self._show_row(field, False)
            return
        first = features[0]
        types = {f.geometry.type for f in features}
        self.kind_box.clear()
        for kind in sorted(k for k in ALL_KINDS if types <= GEOMETRY_TYPES_BY_KIND[k]):
            self.kind_box.addItem(swatch(KIND_COLOURS[kind]), kind_label(kind), kind)
        self.kind_box.setCurrentIndex(self.kind_box.findData(first.kind) if len(kinds) == 1 else -1)
        names = {f.name for f in features}
        self.name_edit.setText(first.name if len(names) == 1 else "")
        self.name_edit.setCursorPosition(0)
        self.name_edit.setToolTip(self.name_edit.text())
        self.name_edit.setPlaceholderText("" if len(names) == 1 else self.tr("(several)"))
        rows = {"floors": self.floors_spin, "gang": self.gang_box, "role": self.role_box,
                "base_mm": self.base_spin, "thickness_cm": self.thickness_spin, "open": self.open_box,
                "vehicle_type": self.vehicle_box}
        for name, field in rows.items():
            self._show_row(field, bool(kinds & APPLIES_TO[name]))
        holder = next((f for f in features if f.kind in APPLIES_TO["floors"]), first)
        self.floors_spin.setValue(int(holder.get("floors", 0)))
        holder = next((f for f in features if f.kind in APPLIES_TO["gang"]), first)
        self.gang_box.setCurrentIndex(max(0, self.gang_box.findData(holder.get("gang", ""))))
        self.role_box.clear()
        roles = civilian_roles() if kinds & APPLIES_TO["role"] == {"civilian"} else FIGURE_ROLES
        for role in roles:  # shown in words, kept by identifier
            self.role_box.addItem(role_word(role), role)
        holder = next((f for f in features if f.kind in APPLIES_TO["role"]), first)
        self.role_box.setEditText(role_label(holder))
        holder = next((f for f in features if f.kind in APPLIES_TO["base_mm"]), first)
        self.base_spin.setValue(holder.base_mm)
        holder = next((f for f in features if f.kind in APPLIES_TO["thickness_cm"]), first)
        self.thickness_spin.setValue(float(holder.get("thickness_cm", 1.0)))
        holder = next((f for f in features if f.kind in APPLIES_TO["open"]), first)
        self.open_box.setChecked(holder.get("open") is True)
        holder = next((f for f in features if f.kind in APPLIES_TO["vehicle_type"]), first)
        self.vehicle_box.setCurrentIndex(max(0, self.vehicle_box.findData(holder.get("vehicle_type", "car"))))

    # --- editing ---------------------------------------------------------------------------------
    def _set(self, name: str, value: Any) -> None:
        """One undo step setting ``name`` on every selected feature it applies to."""
        if self._filling:
            return
        targets = [f for f in self.selected() if name not in APPLIES_TO or f.kind in APPLIES_TO[name]]
        targets = [f for f in targets if f.get(name) != value]
        if not targets:
            return
        labels = {"name": self.tr("Rename"), "floors": self.tr("Set the floors"), "gang": self.tr("Set the gang"),
                  "role": self.tr("Set the role"), "base_mm": self.tr("Set the base"),
                  "thickness_cm": self.tr("Set the thickness"), "open": self.tr("Open or close the door"),
                  "vehicle_type": self.tr("Set the type of vehicle")}
        self._push(set_property(self.document.scenario, [f.id for f in targets], name, value,
                                labels.get(name, self.tr("Change the properties"))))

    def _kind_chosen(self, index: int) -> None:
        kind = self.kind_box.itemData(index)
        targets = [f.id for f in self.selected() if f.kind != kind]
        if not targets:
            return
        try:
            edit = set_kind(self.document.scenario, targets, kind, self.tr("Set kind"))
        except ValueError:
            # The box offers only kinds the geometry suits, so the refusal is a building's openings.
            self.refresh()
            self.message.setText(self.tr("A building with doors or windows must stay a building"))
            return
        # One undo step: the new kind together with the properties the format requires of it.
        edit.new = [self._with_required(f) for f in edit.new]
        self._push(edit)

    @staticmethod
    def _with_required(feature: Feature) -> Feature:
        """A feature turned into a figure, civilian or HQ gets the properties the format requires."""
        props: dict[str, Any] = {}
        if feature.kind in GANG_REQUIRED and not feature.get("gang"):
            props["gang"] = GANG_LETTERS[0]
        if feature.kind == "figure" and not feature.get("role"):
            props["role"] = FIGURE_ROLES[0]
        if feature.kind == "civilian" and feature.get("role") not in civilian_roles():
            props["role"] = "passerby"
        return feature.with_properties(**props) if props else feature

    def _meta_edited(self, *_args: object) -> None:
        if self._filling:
            return
        scenario = self.document.scenario
        name = self.scenario_name.text().strip()
        table = Table(float(self.table_width.value()), float(self.table_depth.value()))
        if name == scenario.name and table == scenario.table:
            return
        if not on_table(table, scenario):
            self.message.setText(self.tr("Some features would be off a table of that size"))
            self.refresh()
            return
        self._push(SetMeta(self.tr("Scenario settings"), scenario.name, name, scenario.table, table))

    def _name_edited(self) -> None:
        text = self.name_edit.text().strip()
        if not text and self.name_edit.placeholderText():
            return  # several names and none typed: leave them as they are
        self._set("name", text or None)

    def _gang_chosen(self, index: int) -> None:
        gang = self.gang_box.itemData(index)
        if not gang and any(f.kind in GANG_REQUIRED for f in self.selected()):
            self.message.setText(self.tr("Figures and HQs must belong to a gang"))
            self.refresh()
            return
        self._set("gang", gang or None)

    def _role_edited(self, *_args: object) -> None:
        holder = next((f for f in self.selected() if f.kind in APPLIES_TO["role"]), None)
        if holder is not None and self.role_box.currentText().strip() == role_label(holder):
            return  # the role shown, left as it was (« Officier » is the file's ``officer``)
        role = role_of_word(self.role_box.currentText(), tuple(FIGURE_ROLES) + civilian_roles())
        if not role:
            self.refresh()
            return
        if any(f.kind == "civilian" for f in self.selected()) and role not in civilian_roles():
            roles = ", ".join(role_word(r) for r in civilian_roles())
            self.message.setText(self.tr("A civilian's role is one of: {roles}").format(roles=roles))
            self.refresh()
            return
        self._set("role", role)
