"""Side panels of the map editor: the layers panel (show or hide a layer) and the palette
(what each kind does on the table, in the colours the map uses)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from tabletop.geometry.rules import KindRule, load_terrain_rules
from tabletop.i18n import _ as core_text  # the rule descriptions are in the core's catalogue
from tabletop.ruledata import RuleDataError
from tabletop.scenario.model import ALL_KINDS, POINT_KINDS, ZONE_KINDS
from ui.forms import wrapped_label
from ui.map.scene import ScenarioScene
from ui.map.style import KIND_COLOURS, LAYERS, kind_label, layer_of, swatch

TR_CONTEXT = "ui.map.panels"
LAYER_LABELS = {
    "terrain": QT_TRANSLATE_NOOP("ui.map.panels", "Terrain"),
    "zones": QT_TRANSLATE_NOOP("ui.map.panels", "Zones"),
    "figures": QT_TRANSLATE_NOOP("ui.map.panels", "Figures"),
    "civilians": QT_TRANSLATE_NOOP("ui.map.panels", "Civilians"),
    "overlays": QT_TRANSLATE_NOOP("ui.map.panels", "Overlays"),
}
# The palette's columns: the KindRule flag each one shows, a short header and its explanation.
FLAG_COLUMNS = (
    ("blocks_sight", QT_TRANSLATE_NOOP("ui.map.panels", "Sight"),
     QT_TRANSLATE_NOOP("ui.map.panels", "Blocks line of sight")),
    ("gives_cover", QT_TRANSLATE_NOOP("ui.map.panels", "Cover"),
     QT_TRANSLATE_NOOP("ui.map.panels", "A target behind it is in cover")),
    ("blocks_movement", QT_TRANSLATE_NOOP("ui.map.panels", "Move"),
     QT_TRANSLATE_NOOP("ui.map.panels", "Blocks movement")),
    ("crossable_with_roll", QT_TRANSLATE_NOOP("ui.map.panels", "Roll"),
     QT_TRANSLATE_NOOP("ui.map.panels", "Crossed with a colour-die roll")),
)


def palette_order() -> list[str]:
    """Terrain first, then zones, then pieces, so the list reads like the layers panel."""
    rank = {layer: n for n, layer in enumerate(LAYERS)}
    return sorted(ALL_KINDS, key=lambda k: (rank[layer_of(k)], k in POINT_KINDS, k))


class LayersPanel(QWidget):
    """One checkbox per layer of the scene."""

    def __init__(self, scene: ScenarioScene, parent: QWidget | None = None):
        super().__init__(parent)
        self.scene = scene
        self.boxes: dict[str, QCheckBox] = {}
        layout = QVBoxLayout(self)
        for layer in LAYERS:
            box = QCheckBox(QCoreApplication.translate(TR_CONTEXT, LAYER_LABELS[layer]), self)
            box.setChecked(scene.is_layer_visible(layer))
            box.toggled.connect(lambda on, name=layer: scene.set_layer_visible(name, on))
            self.boxes[layer] = box
            layout.addWidget(box)
        layout.addStretch(1)


class PalettePanel(QWidget):
    """Every kind with its map colour and what it does, from the terrain rule data in force.

    Double-clicking a kind emits ``kind_chosen`` so the editor can draw one."""

    kind_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.note = wrapped_label(parent=self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.kind_chosen.emit(self.kinds[row]))
        self.kinds = palette_order()
        self.reload()

    def rules(self) -> dict[str, KindRule]:
        """The kind rules in force; a broken house-rule file is reported, not raised."""
        try:
            rules = load_terrain_rules().kinds
        except RuleDataError as exc:
            self.note.setText(self.tr("Terrain rules could not be read: {error}").format(error=exc))
            return {}
        self.note.setText(self.tr("Double-click a kind to draw it. Hover for the rule."))
        return rules

    def reload(self) -> None:
        rules = self.rules()
        self.table.setColumnCount(1 + len(FLAG_COLUMNS))
        self.table.setHorizontalHeaderItem(0, QTableWidgetItem(self.tr("Kind")))
        for column, (_flag, label, explanation) in enumerate(FLAG_COLUMNS, start=1):
            header = QTableWidgetItem(QCoreApplication.translate(TR_CONTEXT, label))
            header.setToolTip(QCoreApplication.translate(TR_CONTEXT, explanation))
            self.table.setHorizontalHeaderItem(column, header)
        self.table.setRowCount(len(self.kinds))
        for row, kind in enumerate(self.kinds):
            item = QTableWidgetItem(swatch(KIND_COLOURS[kind]), kind_label(kind))
            rule = rules.get(kind)
            if rule is not None:
                item.setToolTip(core_text(rule.description))
            elif kind in ZONE_KINDS:
                item.setToolTip(self.tr("A zone: marks an area of the table; no effect on sight or movement."))
            else:
                item.setToolTip(self.tr("A piece on the table."))
            self.table.setItem(row, 0, item)
            for column, (flag, _label, _explanation) in enumerate(FLAG_COLUMNS, start=1):
                mark = "✓" if rule is not None and getattr(rule, flag) else ""
                cell = QTableWidgetItem(mark)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if rule is not None:
                    cell.setToolTip(core_text(rule.description))
                self.table.setItem(row, column, cell)
        self.table.resizeColumnsToContents()
