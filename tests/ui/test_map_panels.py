"""Properties, layers and palette panels of the map editor: each property change is one undo
step that undo reverses exactly; layers hide their items; the palette shows the rule flags."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop.geometry.rules import load_terrain_rules
from tests.ui.test_french_ui import in_language
from ui.map.editor import MapEditor
from ui.map.style import KIND_COLOURS, Z_OVERLAYS


@pytest.fixture
def editor(shown_editor) -> MapEditor:
    return shown_editor(1200, 800, fit=False)


def undo_all(editor: MapEditor) -> None:
    while editor.document.undo_stack.canUndo():
        editor.document.undo_stack.undo()


def test_each_property_change_is_one_undo_step(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    panel = editor.properties
    editor.scene.select_ids(["bank"])
    assert panel.selection_label.text() == "Banque Centrale"  # the bank's own name, not its identifier
    assert panel.floors_spin.isVisibleTo(panel) and not panel.role_box.isVisibleTo(panel)
    panel.floors_spin.setValue(4)
    panel.name_edit.setText("Crédit Lyonnais")
    panel.name_edit.editingFinished.emit()
    assert editor.document.scenario["bank"].get("floors") == 4
    assert editor.document.scenario["bank"].name == "Crédit Lyonnais"
    assert editor.document.undo_stack.count() == 2
    editor.document.undo_stack.undo()
    assert editor.document.scenario["bank"].name == "Banque Centrale"
    assert panel.name_edit.text() == "Banque Centrale"  # the panel follows undo
    undo_all(editor)
    assert editor.document.scenario.to_json() == before


def test_figure_gang_role_base_on_a_multi_selection(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    panel = editor.properties
    figures = [f.id for f in editor.document.scenario.of_kind("figure")][:4]
    editor.scene.select_ids(figures)
    assert panel.selection_label.text() == "4 features"
    panel.gang_box.setCurrentIndex(panel.gang_box.findData("Q"))
    panel.gang_box.activated.emit(panel.gang_box.currentIndex())
    panel.role_box.setEditText("sniper")
    panel.role_box.lineEdit().editingFinished.emit()
    panel.base_spin.setValue(40)
    assert editor.document.undo_stack.count() == 3
    for fid in figures:
        figure = editor.document.scenario[fid]
        assert (figure.get("gang"), figure.get("role"), figure.base_mm) == ("Q", "sniper", 40.0)
    panel.gang_box.setCurrentIndex(0)  # "(none)": a figure must keep a gang
    panel.gang_box.activated.emit(0)
    assert editor.document.undo_stack.count() == 3 and "gang" in panel.message.text()
    undo_all(editor)
    assert editor.document.scenario.to_json() == before


def test_kind_change_fills_required_properties_in_one_step(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    panel = editor.properties
    civilian = editor.document.scenario.of_kind("civilian")[0].id
    editor.scene.select_ids([civilian])
    index = panel.kind_box.findData("figure")
    assert panel.kind_box.findData("building") == -1  # a point cannot become a building
    panel.kind_box.setCurrentIndex(index)
    panel.kind_box.activated.emit(index)
    figure = editor.document.scenario[civilian]
    assert figure.kind == "figure" and figure.get("gang") == "A" and figure.get("role")
    assert editor.document.undo_stack.count() == 1
    assert editor.scene.feature_item(civilian).kind == "figure"
    editor.scene.select_ids(["bank"])
    church = panel.kind_box.findData("church")
    panel.kind_box.setCurrentIndex(church)
    panel.kind_box.activated.emit(church)  # the bank has doors and windows: refused, explained
    assert editor.document.scenario["bank"].kind == "building" and "doors or windows" in panel.message.text()
    undo_all(editor)
    assert editor.document.scenario.to_json() == before


def test_no_selection_edits_scenario_name_and_table(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    panel = editor.properties
    editor.scene.select_ids([])
    assert panel.table_width.isVisibleTo(panel)
    panel.table_width.setValue(150)
    assert editor.document.scenario.table.width_cm == 150
    assert editor.scene.sceneRect().right() > 150
    panel.table_depth.setValue(40)  # the bank would be off the table: refused
    assert editor.document.scenario.table.depth_cm == 90 and panel.message.text()
    # A name longer than the field is read from its start, the whole in the tooltip.
    name = editor.document.scenario.name
    assert panel.scenario_name.cursorPosition() == 0 and panel.scenario_name.toolTip() == name
    panel.scenario_name.setText("Hold-up")
    panel.scenario_name.editingFinished.emit()
    assert editor.document.scenario.name == "Hold-up"
    undo_all(editor)
    assert editor.document.scenario.to_json() == before


def test_layers_hide_and_show_items(editor: MapEditor) -> None:
    scene = editor.scene
    box = editor.layers.boxes["figures"]
    box.setChecked(False)
    figures = [f.id for f in editor.document.scenario.of_kind("figure")]
    assert not any(scene.feature_item(fid).isVisible() for fid in figures)
    assert scene.feature_item("bank").isVisible()
    editor.select_all()
    assert not set(figures) & set(scene.selected_ids())
    box.setChecked(True)
    assert all(scene.feature_item(fid).isVisible() for fid in figures)
    editor.layers.boxes["overlays"].setChecked(False)
    assert not scene.overlay_layer.isVisible() and scene.overlay_layer.zValue() == Z_OVERLAYS
    editor.layers.boxes["terrain"].setChecked(False)
    assert not scene.feature_item("bank").isVisible() and not scene.feature_item("bank-door").isVisible()
    assert scene.feature_item("street-main").isVisible()  # streets are zones


def test_palette_shows_rule_flags_and_map_colours(editor: MapEditor) -> None:
    palette = editor.palette
    rules = load_terrain_rules().kinds
    rows = {palette.kinds[r]: r for r in range(palette.table.rowCount())}
    for kind in ("wall", "low_wall", "smoke", "car"):
        cells = [palette.table.item(rows[kind], c).text() for c in range(1, 5)]
        rule = rules[kind]
        assert cells == ["✓" if v else "" for v in (rule.blocks_sight, rule.gives_cover, rule.blocks_movement,
                                                    rule.crossable_with_roll)]
        icon = palette.table.item(rows[kind], 0).icon().pixmap(8, 8).toImage()
        assert icon.pixelColor(4, 4).name() == KIND_COLOURS[kind].name()
    palette.table.cellDoubleClicked.emit(rows["low_wall"], 0)
    assert editor.tool.name == "polygon" and editor.settings.obstacle_kind == "low_wall"
    palette.table.cellDoubleClicked.emit(rows["hospital"], 0)
    assert editor.tool.name == "zone" and editor.settings.zone_kind == "hospital"


def test_tool_shortcuts_and_options_bar(editor: MapEditor) -> None:
    editor.view.setFocus()
    QTest.keyClick(editor.view, Qt.Key.Key_W)
    assert editor.tool.name == "wall"
    assert editor.options.fields["wall_thickness_cm"].isVisibleTo(editor.options)
    assert not editor.options.fields["gang"].isVisibleTo(editor.options)
    QTest.keyClick(editor.view, Qt.Key.Key_F)
    assert editor.tool.name == "figure" and editor.options.fields["gang"].isVisibleTo(editor.options)
    editor.options.fields["gang"].setCurrentIndex(5)
    assert editor.settings.gang == "F"


def test_door_open_is_one_step_and_shows(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    panel = editor.properties
    editor.scene.select_ids(["bank-door"])
    assert panel.open_box.isVisibleTo(panel) and not panel.open_box.isChecked()
    closed_fill = editor.scene.feature_item("bank-door").brush().color()
    panel.open_box.setChecked(True)
    assert editor.document.scenario["bank-door"].get("open") is True
    assert editor.scene.feature_item("bank-door").brush().color() != closed_fill
    panel.open_box.setChecked(False)
    assert "open" not in editor.document.scenario["bank-door"].properties
    assert editor.document.undo_stack.count() == 2
    undo_all(editor)
    assert editor.document.scenario.to_json() == before


def test_the_role_box_shows_roles_in_words_and_writes_their_identifiers(editor: MapEditor) -> None:
    panel = editor.properties
    figure = editor.document.scenario.of_kind("figure")[0].id
    editor.scene.select_ids([figure])
    assert [panel.role_box.itemText(i) for i in range(panel.role_box.count())] == ["Leader", "Lieutenant", "Doc",
                                                                                    "Member"]
    panel.role_box.setEditText("Member")
    panel.role_box.lineEdit().editingFinished.emit()
    assert editor.document.scenario[figure].get("role") == "member"


def test_a_figure_is_named_in_french_never_by_its_identifiers(shown_editor, qapp) -> None:
    """Issue 38: the selected figure shows its name, role and gang in French (« Officier, Police »), never
    ``police-1`` or ``officer``, in the properties, the status bar and the tooltips."""
    with in_language(qapp, "fr"):
        editor = shown_editor(1200, 800, fit=False)
        panel = editor.properties
        editor.scene.select_ids(["police-1"])
        assert panel.selection_label.text() == "Officier, Police"
        assert editor.status.text() == "Sélection\u00a0: Officier, Police"
        assert panel.role_box.currentText() == "Officier"
        assert panel.gang_box.currentText() == "Police"
        tooltip = editor.scene.feature_item("police-1").toolTip()
        assert tooltip.splitlines()[0] == "Officier, Police" and "Armes\u00a0: Pistolet" in tooltip
        shown = "\n".join([panel.selection_label.text(), editor.status.text(), panel.role_box.currentText(),
                            panel.gang_box.currentText(), tooltip])
        for identifier in ("police-1", "officer", "base_mm", "gang:", "role:", "kind:"):
            assert identifier not in shown
        # Leaving the role's words as they are changes nothing in the file.
        panel.role_box.lineEdit().editingFinished.emit()
        assert editor.document.scenario["police-1"].get("role") == "officer"
        assert not editor.document.undo_stack.canUndo()
        editor.scene.select_ids(["police-3"])
        assert panel.selection_label.text() == "Flic 3, Police"
        civilian = next(f.id for f in editor.document.scenario.of_kind("civilian") if not f.name)
        editor.scene.select_ids([civilian])
        assert panel.selection_label.text().startswith(("Employé", "Passant", "Garde"))
        editor.scene.select_ids([])
        assert editor.status.text() == editor.tools["select"].hint


def test_a_vehicle_s_type_is_a_box_of_words_and_a_car_leaves_the_file_as_it_was(shown_editor, qapp) -> None:
    """Issue 38: the type of a map's vehicle (« voiture », « moto », « camion ») is one undo step; a car, the
    default, removes the property so that a map written before the types keeps its text."""
    with in_language(qapp, "fr"):
        editor = shown_editor(1200, 800, fit=False)
        before = editor.document.scenario.to_json()
        panel = editor.properties
        editor.scene.select_ids(["police-car"])
        box = panel.vehicle_box
        assert box.isVisibleTo(panel) and [box.itemText(i) for i in range(box.count())] == ["voiture", "moto", "camion"]
        assert box.currentData() == "car"
        box.setCurrentIndex(box.findData("motorbike"))
        box.activated.emit(box.currentIndex())
        assert editor.document.scenario["police-car"].get("vehicle_type") == "motorbike"
        box.setCurrentIndex(box.findData("car"))
        box.activated.emit(box.currentIndex())
        assert "vehicle_type" not in editor.document.scenario["police-car"].properties
        assert editor.document.undo_stack.count() == 2
        editor.scene.select_ids(["bank"])
        assert not box.isVisibleTo(panel)
        undo_all(editor)
        assert editor.document.scenario.to_json() == before
