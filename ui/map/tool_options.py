"""The tool options bar: what the current drawing tool will put on the features it makes
(kind, name, floors, thickness, widths, gang, role, base size)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QWidget

from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from tabletop.scenario.model import POLYGON_KINDS, ZONE_KINDS
from ui.forms import ComboBox
from ui.map.properties import FIGURE_ROLES, civilian_roles
from ui.map.style import GANG_LETTERS, KIND_COLOURS, kind_label, swatch
from ui.map.tool import ToolSettings

TR_CONTEXT = "ui.map.tool_options"
OBSTACLE_KINDS = sorted(POLYGON_KINDS - ZONE_KINDS)
ZONE_CHOICES = ("street", "hq", "bank", "shop", "church", "hospital", "town_hall", "zone")
# The settings each tool reads, by tool name, in the order they are shown.
FIELDS_BY_TOOL: dict[str, tuple[str, ...]] = {
    "polygon": ("obstacle_kind", "name", "floors"),
    "rectangle": ("obstacle_kind", "name", "floors"),
    "building": ("name", "floors"),
    "wall": ("wall_thickness_cm", "name"),
    "zone": ("zone_kind", "gang", "name"),
    "door": ("door_width_cm",),
    "window": ("window_width_cm",),
    "figure": ("gang", "role", "name", "base_mm"),
    "civilian": ("civilian_role", "name", "base_mm"),
    "vehicle": ("vehicle_gang", "name"),
    "entry": ("name",),
}
FIELD_LABELS = {
    "obstacle_kind": QT_TRANSLATE_NOOP("ui.map.tool_options", "Kind"),
    "zone_kind": QT_TRANSLATE_NOOP("ui.map.tool_options", "Zone"),
    "name": QT_TRANSLATE_NOOP("ui.map.tool_options", "Name"),
    "floors": QT_TRANSLATE_NOOP("ui.map.tool_options", "Floors"),
    "wall_thickness_cm": QT_TRANSLATE_NOOP("ui.map.tool_options", "Thickness"),
    "door_width_cm": QT_TRANSLATE_NOOP("ui.map.tool_options", "Width"),
    "window_width_cm": QT_TRANSLATE_NOOP("ui.map.tool_options", "Width"),
    "gang": QT_TRANSLATE_NOOP("ui.map.tool_options", "Gang"),
    "vehicle_gang": QT_TRANSLATE_NOOP("ui.map.tool_options", "Gang"),
    "role": QT_TRANSLATE_NOOP("ui.map.tool_options", "Role"),
    "civilian_role": QT_TRANSLATE_NOOP("ui.map.tool_options", "Role"),
    "base_mm": QT_TRANSLATE_NOOP("ui.map.tool_options", "Base"),
}


class ToolOptionsBar(QWidget):
    """Edits a ToolSettings in place; ``show_for(tool_name)`` shows the fields that tool reads."""

    def __init__(self, settings: ToolSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.fields: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self._tool_name = ""  # the tool whose fields are shown
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        for name in FIELD_LABELS:
            label = QLabel(QCoreApplication.translate(TR_CONTEXT, FIELD_LABELS[name]), self)
            field = self._make_field(name)
            self.labels[name], self.fields[name] = label, field
            layout.addWidget(label)
            layout.addWidget(field)
        layout.addStretch(1)
        self.show_for("")

    def _kind_box(self, kinds: list[str] | tuple[str, ...], current: str, name: str) -> QComboBox:
        box = ComboBox(self)
        for kind in kinds:
            box.addItem(swatch(KIND_COLOURS[kind]), kind_label(kind), kind)
        box.setCurrentIndex(max(0, box.findData(current)))
        box.currentIndexChanged.connect(lambda _i: setattr(self.settings, name, box.currentData()))
        return box

    def _make_field(self, name: str) -> QWidget:
        settings = self.settings
        value = getattr(settings, name)
        if name == "obstacle_kind":
            return self._kind_box(OBSTACLE_KINDS, value, name)
        if name == "zone_kind":
            return self._kind_box(ZONE_CHOICES, value, name)
        if name in ("gang", "vehicle_gang"):
            box = ComboBox(self)
            if name == "vehicle_gang":
                box.addItem(self.tr("(none)"), "")
            for letter in GANG_LETTERS:  # the gang by its name, as the properties panel has it
                box.addItem(gang_label(letter), letter)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.currentIndexChanged.connect(lambda _i: setattr(settings, name, box.currentData()))
            return box
        if name in ("role", "civilian_role"):
            box = ComboBox(self)
            box.setEditable(name == "role")
            box.addItems(list(FIGURE_ROLES if name == "role" else civilian_roles()))
            box.setCurrentText(value)
            box.currentTextChanged.connect(lambda text: setattr(settings, name, text.strip()))
            return box
        if name == "name":
            edit = QLineEdit(value, self)
            edit.setPlaceholderText(self.tr("(no name)"))
            edit.textChanged.connect(lambda text: setattr(settings, name, text.strip()))
            return edit
        if name == "floors":
            spin = QSpinBox(self)
            spin.setRange(0, 50)
            spin.setValue(value)
            spin.valueChanged.connect(lambda v: setattr(settings, name, int(v)))
            return spin
        spin = QDoubleSpinBox(self)
        if name == "base_mm":
            spin.setRange(10, 200)
            spin.setDecimals(0)
            spin.setSuffix(self.tr(" mm"))
        else:
            spin.setRange(0.5, 50)
            spin.setDecimals(1)
            spin.setSingleStep(0.5)
            spin.setSuffix(self.tr(" cm"))
        spin.setValue(value)
        spin.valueChanged.connect(lambda v: setattr(settings, name, float(v)))
        return spin

    def show_for(self, tool_name: str) -> None:
        """Show the fields ``tool_name`` reads. A name is given to the features of one tool: another tool starts
        with none, so a wall drawn after a building named « Garage » is not a second « Garage »."""
        if tool_name != self._tool_name:
            name = self.fields["name"]
            assert isinstance(name, QLineEdit)
            name.clear()
            self.settings.name = ""  # set in code as well as typed: cleared either way
        self._tool_name = tool_name
        wanted = FIELDS_BY_TOOL.get(tool_name, ())
        for name, field in self.fields.items():
            field.setVisible(name in wanted)
            self.labels[name].setVisible(name in wanted)

    def choose_kind(self, kind: str) -> None:
        """Set the obstacle or zone kind (from the palette) in the matching box."""
        field = self.fields["zone_kind" if kind in ZONE_KINDS else "obstacle_kind"]
        assert isinstance(field, QComboBox)
        index = field.findData(kind)
        if index >= 0:
            field.setCurrentIndex(index)
