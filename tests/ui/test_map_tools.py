"""Map editor tools, driven with real mouse and key events on the view: each creates the right
model objects, and undo gives back the document exactly."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from tabletop.scenario import Feature
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor
from ui.map.select_tools import RotateTool
from ui.map.style import Z_TOOL

NO_MOD = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def editor(shown_editor) -> MapEditor:
    editor = shown_editor(1200, 900)
    editor.snapper.vertices = editor.snapper.edges = False  # grid only, unless a test says otherwise
    return editor


def at(editor: MapEditor, x: float, y: float):
    return editor.view.mapFromScene(QPointF(x, y))


def click(editor: MapEditor, x: float, y: float, modifiers=NO_MOD) -> None:
    QTest.mouseMove(editor.view.viewport(), at(editor, x, y))
    QTest.mouseClick(editor.view.viewport(), LEFT, modifiers, at(editor, x, y))


def drag(editor: MapEditor, start: tuple[float, float], end: tuple[float, float], modifiers=NO_MOD) -> None:
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, LEFT, modifiers, at(editor, *start))
    for t in (0.25, 0.5, 0.75, 1.0):
        point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        QTest.mouseMove(viewport, at(editor, *point))
    QTest.mouseRelease(viewport, LEFT, modifiers, at(editor, *end))


def added(editor: MapEditor, before: dict) -> list[Feature]:
    old = {f["id"] for f in before["features"]}
    return [f for f in editor.document.scenario if f.id not in old]


def undo_all_restores(editor: MapEditor, before: dict) -> None:
    stack = editor.document.undo_stack
    while stack.canUndo():
        stack.undo()
    assert editor.document.scenario.to_json() == before
    assert set(editor.scene.items_by_id) == set(editor.document.scenario.features)


def test_polygon_tool_draws_obstacle_of_chosen_kind(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.settings.obstacle_kind = "low_wall"
    editor.set_tool("polygon")
    for x, y in ((30.2, 2.1), (40, 2), (40.4, 6.8)):
        click(editor, x, y)
    QTest.keyClick(editor.view, Qt.Key.Key_Return)
    (feature,) = added(editor, before)
    assert feature.kind == "low_wall"
    assert feature.geometry.coordinates == (((30.0, 2.0), (40.0, 2.0), (40.0, 7.0), (30.0, 2.0)),)
    assert editor.document.undo_stack.count() == 1
    assert editor.scene.selected_ids() == [feature.id]
    undo_all_restores(editor, before)


def test_polygon_tool_closes_on_first_corner_and_escape_cancels(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.set_tool("polygon")
    for x, y in ((30, 2), (40, 2), (40, 7), (30, 2)):
        click(editor, x, y)
    assert len(added(editor, before)) == 1
    editor.document.undo_stack.undo()
    for x, y in ((30, 2), (40, 2), (40, 7)):
        click(editor, x, y)
    assert editor.tool.active
    QTest.keyClick(editor.view, Qt.Key.Key_Escape)
    assert not editor.tool.active
    QTest.keyClick(editor.view, Qt.Key.Key_Return)
    assert editor.document.scenario.to_json() == before


def test_rectangle_tool_drag_and_building_floors(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.settings.obstacle_kind = "barricade"
    editor.set_tool("rectangle")
    drag(editor, (30, 1), (36, 4))
    editor.settings.floors = 3
    editor.set_tool("building")
    editor.settings.name = "Garage"  # named once the tool is chosen: a name belongs to one tool's features
    drag(editor, (2, 2), (12.2, 9.9))
    barricade, building = added(editor, before)
    assert barricade.kind == "barricade"
    assert sorted(set(barricade.geometry.points())) == [(30, 1), (30, 4), (36, 1), (36, 4)]
    assert building.kind == "building" and building.get("floors") == 3 and building.name == "Garage"
    assert sorted(set(building.geometry.points())) == [(2, 2), (2, 10), (12, 2), (12, 10)]
    assert editor.document.undo_stack.count() == 2
    undo_all_restores(editor, before)


def test_a_wall_drawn_after_selecting_a_named_building_has_no_name(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.set_tool("building")
    editor.options.fields["name"].setText("Garage")
    drag(editor, (2, 2), (12, 10))
    editor.set_tool("select")
    click(editor, 7, 6)  # the building selected
    editor.set_tool("wall")
    assert editor.options.fields["name"].text() == "" and editor.settings.name == ""
    click(editor, 30, 2)
    QTest.mouseDClick(editor.view.viewport(), LEFT, NO_MOD, at(editor, 45, 2))
    building, wall = added(editor, before)
    assert (building.name, wall.kind) == ("Garage", "wall") and "name" not in wall.properties


def test_wall_tool_polyline_with_thickness(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.settings.wall_thickness_cm = 2.5
    editor.set_tool("wall")
    click(editor, 30, 2)
    click(editor, 45, 2)
    QTest.mouseMove(editor.view.viewport(), at(editor, 45, 8))
    QTest.mouseDClick(editor.view.viewport(), LEFT, NO_MOD, at(editor, 45, 8))
    (wall,) = added(editor, before)
    assert wall.kind == "wall" and wall.geometry.type == "LineString"
    assert wall.geometry.coordinates == ((30, 2), (45, 2), (45, 8))
    assert wall.get("thickness_cm") == 2.5
    undo_all_restores(editor, before)


@pytest.mark.parametrize("kind", ["door", "window"])
def test_opening_tool_lies_on_building_edge(editor: MapEditor, kind: str) -> None:
    before = editor.document.scenario.to_json()
    editor.settings.door_width_cm = editor.settings.window_width_cm = 4.0
    editor.set_tool(kind)
    click(editor, 100.3, 84.6)  # just outside the bank's far wall (y = 84)
    (opening,) = added(editor, before)
    assert opening.kind == kind and opening.get("building") == "bank"
    (x0, y0), (x1, y1) = opening.geometry.coordinates
    assert y0 == y1 == 84.0
    assert abs(abs(x1 - x0) - 4.0) < 1e-9 and abs((x0 + x1) / 2 - 100.3) < 0.2
    click(editor, 40, 20)  # far from any building: refused with a message, no edit
    assert len(added(editor, before)) == 1
    undo_all_restores(editor, before)


def test_place_tools_figure_civilian_entry(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    settings = editor.settings
    settings.gang, settings.role, settings.base_mm = "C", "leader", 30.0
    editor.set_tool("figure")
    settings.name = "Boss"
    click(editor, 5.2, 84.9)
    settings.name, settings.civilian_role = "", "journalist"
    editor.set_tool("civilian")
    click(editor, 8, 86)
    editor.set_tool("entry")
    click(editor, 0.4, 70)
    figure, civilian, entry = added(editor, before)
    assert (figure.kind, figure.geometry.coordinates) == ("figure", (5.0, 85.0))
    assert figure.properties == {"name": "Boss", "gang": "C", "role": "leader", "base_mm": 30.0}
    assert civilian.kind == "civilian" and civilian.get("role") == "journalist"
    assert entry.kind == "entry" and entry.geometry.coordinates == (0.0, 70.0)
    undo_all_restores(editor, before)


def test_vehicle_tool_click_places_a_car_on_the_table(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.settings.vehicle_gang = "B"
    editor.set_tool("vehicle")
    click(editor, 1, 88)  # near a corner: the car is pushed back onto the table
    (car,) = added(editor, before)
    assert car.kind == "car" and car.get("gang") == "B"
    xs = sorted({p[0] for p in car.geometry.points()})
    ys = sorted({p[1] for p in car.geometry.points()})
    assert xs == [0.0, 10.0] and ys == [85.5, 90.0]
    undo_all_restores(editor, before)


def test_zone_tool_hq_of_a_gang(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.settings.zone_kind, editor.settings.gang = "hq", "D"
    editor.set_tool("zone")
    drag(editor, (2, 2), (20, 10))
    editor.settings.zone_kind = "church"
    for x, y in ((25, 2), (35, 2), (30, 8)):
        click(editor, x, y)
    QTest.keyClick(editor.view, Qt.Key.Key_Enter)
    hq, church = added(editor, before)
    assert hq.kind == "hq" and hq.get("gang") == "D"
    assert church.kind == "church" and "gang" not in church.properties
    undo_all_restores(editor, before)


def test_select_click_shift_and_box(editor: MapEditor) -> None:
    editor.set_tool("select")
    click(editor, 80, 75)  # inside the bank: the building, not the bank zone over it
    assert editor.scene.selected_ids() == ["bank"]
    click(editor, 80, 75)  # again on the same spot: the item below
    assert editor.scene.selected_ids() == ["bank-zone"]
    click(editor, 40, 3)  # empty table clears
    assert editor.scene.selected_ids() == []
    editor.set_tool("box_select")
    drag(editor, (0, 0), (52, 36))
    picked = set(editor.scene.selected_ids())
    assert {"hq-police", "police-1", "police-car"} <= picked
    assert "bank" not in picked and "street-main" not in picked
    click(editor, 80, 75, Qt.KeyboardModifier.ShiftModifier)
    assert "bank" in editor.scene.selected_ids() and picked <= set(editor.scene.selected_ids())


def test_multi_selection_move_is_one_undo_step(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    figures = [f.id for f in editor.document.scenario.of_kind("figure")][:3]
    editor.scene.select_ids(figures)
    editor.set_tool("select")
    start = editor.document.scenario[figures[0]].geometry.coordinates
    drag(editor, start, (start[0] + 3.2, start[1] + 1.9))
    assert editor.document.undo_stack.count() == 1
    for fid in figures:
        old = next(f for f in before["features"] if f["id"] == fid)["geometry"]["coordinates"]
        assert editor.document.scenario[fid].geometry.coordinates == (old[0] + 3, old[1] + 2)
        assert editor.scene.feature_item(fid).pos() == QPointF(0, 0)
    undo_all_restores(editor, before)


def test_move_stays_on_table_and_escape_cancels_a_drag(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.set_tool("move")
    editor.scene.select_ids(["bank"])
    drag(editor, (80, 75), (120, 75))  # would push the bank 40 cm past the edge
    xs = [p[0] for p in editor.document.scenario["bank"].geometry.points()]
    assert max(xs) == 120.0
    editor.document.undo_stack.undo()
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, at(editor, 80, 75))
    QTest.mouseMove(viewport, at(editor, 70, 70))
    QTest.keyClick(editor.view, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, LEFT, NO_MOD, at(editor, 70, 70))
    assert editor.document.scenario.to_json() == before
    assert editor.scene.feature_item("bank").pos() == QPointF(0, 0)


def test_rotate_refuses_a_turn_that_leaves_the_table(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.scene.select_ids(["bank"])
    tool = editor.set_tool("rotate")
    assert isinstance(tool, RotateTool)
    # The bank (72..112 x 58..84) turned a quarter about its centre would reach y = 91 on a 90 cm table.
    drag(editor, (108, 71), (92.5, 86))
    assert editor.document.undo_stack.count() == 0
    assert "leave the table" in editor.status.text()
    assert editor.document.scenario.to_json() == before
    assert editor.scene.feature_item("bank").transform().isIdentity()


def test_escape_drops_a_turn_and_switching_tools_drops_a_shape(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.scene.select_ids(["police-car"])
    editor.set_tool("rotate")
    viewport = editor.view.viewport()
    centre = editor.view.mapFromScene(QPointF(25, 45))
    QTest.mousePress(viewport, LEFT, NO_MOD, centre + QPoint(60, 0))
    QTest.mouseMove(viewport, centre + QPoint(0, -60))
    assert not editor.scene.feature_item("police-car").transform().isIdentity()
    QTest.keyClick(editor.view, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, LEFT, NO_MOD, centre + QPoint(0, -60))
    assert editor.scene.feature_item("police-car").transform().isIdentity()
    editor.set_tool("wall")
    click(editor, 30, 2)
    click(editor, 40, 2)
    editor.set_tool("select")  # the unfinished wall is dropped, not committed
    assert editor.document.scenario.to_json() == before
    assert not [i for i in editor.scene.items() if i.zValue() == Z_TOOL]


def test_rotate_tool_quarter_turn_of_a_car(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.settings.vehicle_gang = ""
    editor.set_tool("vehicle")
    click(editor, 30, 20)
    (car,) = added(editor, before)
    tool = editor.set_tool("rotate")
    drag(editor, (40, 20), (30.2, 30))
    assert tool.angle == 0.0  # reset after commit
    turned = editor.document.scenario[car.id]
    assert sorted({p[0] for p in turned.geometry.points()}) == [27.75, 32.25]
    assert sorted({p[1] for p in turned.geometry.points()}) == [15.0, 25.0]
    undo_all_restores(editor, before)


def test_snapping_to_vertex_and_holding_ctrl_turns_it_off(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.snapper.vertices = True
    editor.snapper.grid = False
    editor.set_tool("figure")
    click(editor, 72.3, 57.8)  # within a few pixels of the bank's corner (72, 58)
    click(editor, 30.3, 10.3, Qt.KeyboardModifier.ControlModifier)
    corner, free = added(editor, before)
    assert corner.geometry.coordinates == (72.0, 58.0)
    x, y = free.geometry.coordinates
    assert abs(x - 30.3) < 0.3 and abs(y - 10.3) < 0.3 and (x, y) != (30.0, 10.0)
    editor.snap_action.trigger()  # the toolbar toggle: off
    assert not editor.snapper.enabled
    click(editor, 72.3, 57.8)
    assert added(editor, before)[-1].geometry.coordinates != (72.0, 58.0)


def test_snap_targets_and_grid_step_from_the_toolbar_menu(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.snap_target_actions["vertices"].setChecked(True)
    editor.snap_target_actions["vertices"].setChecked(False)  # toggles reach the snapper both ways
    assert not editor.snapper.vertices
    editor.grid_step_actions[5.0].trigger()
    editor.set_tool("figure")
    click(editor, 43.2, 3.4)
    assert added(editor, before)[-1].geometry.coordinates == (45.0, 5.0)
    editor.snap_target_actions["grid"].setChecked(False)
    click(editor, 43.2, 13.4)
    x, y = added(editor, before)[-1].geometry.coordinates
    assert abs(x - 43.2) < 0.3 and abs(y - 13.4) < 0.3 and (x, y) != (45.0, 15.0)


def test_delete_duplicate_copy_paste(editor: MapEditor, qtbot) -> None:
    before = editor.document.scenario.to_json()
    editor.scene.select_ids(["bank"])
    editor.duplicate()  # the bank comes with its door and windows, which belong to the copy
    copies = added(editor, before)
    (building,) = [f for f in copies if f.kind == "building"]
    assert sorted(f.kind for f in copies) == ["building", "door", "window", "window"]
    assert all(f.get("building") == building.id for f in copies if f is not building)
    assert set(editor.scene.selected_ids()) == {f.id for f in copies}
    editor.scene.select_ids(["shop-1"])
    editor.copy()
    editor.paste()
    assert len(added(editor, before)) == 6  # shop-1 and its door
    editor.scene.select_ids(["bank"])
    editor.delete_selection()
    assert "bank" not in editor.document.scenario.features
    assert not [f for f in editor.document.scenario if f.get("building") == "bank"]
    assert editor.document.undo_stack.count() == 3
    undo_all_restores(editor, before)


def test_building_moves_and_turns_with_its_openings(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.set_tool("select")
    drag(editor, (80, 75), (80, 73))  # picks the bank, drags it 2 cm towards the referee
    scenario = editor.document.scenario
    assert scenario["bank"].geometry.points()[0] == (72.0, 56.0)
    assert scenario["bank-door"].geometry.coordinates == ((86.0, 56.0), (92.0, 56.0))
    assert editor.document.undo_stack.count() == 1
    editor.scene.select_ids(["bank"])
    editor.nudge(0.0, -1.0)
    assert scenario["bank-window-1"].geometry.coordinates == ((76.0, 55.0), (82.0, 55.0))
    undo_all_restores(editor, before)


def test_keyboard_nudge_and_select_all(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.scene.select_ids(["bank-door"])
    editor.view.setFocus()
    QTest.keyClick(editor.view, Qt.Key.Key_Up)
    QTest.keyClick(editor.view, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert editor.document.scenario["bank-door"].geometry.coordinates == ((76.0, 59.0), (82.0, 59.0))
    editor.select_all()
    assert len(editor.scene.selected_ids()) == len(editor.document.scenario)
    undo_all_restores(editor, before)


def test_points_tool_moves_adds_and_removes_corners(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.scene.select_ids(["bank"])
    tool = editor.set_tool("points")
    assert len(tool.handles) == 4
    drag(editor, (112, 84), (115.2, 86.9))  # the bank's far right corner, out to (115, 87)
    scenario = editor.document.scenario
    ring = scenario["bank"].geometry.coordinates[0]
    assert (115.0, 87.0) in ring and ring[0] == ring[-1] and len(ring) == 5
    QTest.mouseDClick(editor.view.viewport(), LEFT, NO_MOD, at(editor, 80, 58.2))  # on the near wall
    ring = scenario["bank"].geometry.coordinates[0]
    assert len(ring) == 6 and (80.0, 58.0) in ring
    assert len(tool.handles) == 5
    QTest.mouseClick(editor.view.viewport(), Qt.MouseButton.RightButton, NO_MOD, at(editor, 80, 58))
    assert len(scenario["bank"].geometry.coordinates[0]) == 5
    assert editor.document.undo_stack.count() == 3
    editor.set_tool("select")
    assert tool.handles == []
    undo_all_restores(editor, before)


def test_points_tool_escape_restores_the_outline(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.scene.select_ids(["bank"])
    editor.set_tool("points")
    item = editor.scene.feature_item("bank")
    outline = item.path()
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, at(editor, 72, 58))
    QTest.mouseMove(viewport, at(editor, 60, 50))
    assert item.path() != outline  # the outline follows the corner while dragging
    QTest.keyClick(editor.view, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, LEFT, NO_MOD, at(editor, 60, 50))
    assert item.path() == outline
    assert editor.document.scenario.to_json() == before


def test_copy_into_another_scenario_and_junk_on_the_clipboard(editor: MapEditor, qtbot) -> None:
    from PySide6.QtGui import QGuiApplication

    from tabletop.scenario import Scenario, Table

    editor.scene.select_ids(["bank", "police-1"])
    editor.copy()
    text = QGuiApplication.clipboard().text()
    assert '"kind": "building"' in text and '"kind": "door"' in text  # the bank's openings come along
    other = MapEditor(ScenarioDocument(Scenario("empty", Table(200, 200))))
    qtbot.addWidget(other)
    other.paste()
    kinds = sorted(f.kind for f in other.document.scenario)
    assert kinds == ["building", "door", "figure", "window", "window"]
    doors = other.document.scenario.of_kind("door", "window")
    assert {d.get("building") for d in doors} == {other.document.scenario.of_kind("building")[0].id}
    QGuiApplication.clipboard().setText("not a scenario {")
    other.paste()
    assert len(other.document.scenario) == 5 and other.document.undo_stack.count() == 1


def test_square_brackets_turn_the_selection_a_quarter(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.settings.vehicle_gang = ""
    editor.set_tool("vehicle")
    click(editor, 30, 20)
    (car,) = added(editor, before)
    editor.view.setFocus()
    QTest.keyClick(editor.view, Qt.Key.Key_BracketLeft)
    turned = editor.document.scenario[car.id]
    assert sorted({p[0] for p in turned.geometry.points()}) == [27.75, 32.25]
    QTest.keyClick(editor.view, Qt.Key.Key_BracketRight)
    assert editor.document.scenario[car.id] == car
    editor.scene.select_ids(["bank"])
    QTest.keyClick(editor.view, Qt.Key.Key_BracketLeft)  # the bank would leave the table: refused
    assert "leave the table" in editor.status.text()
    assert editor.delete_action in editor.view.context_actions
    undo_all_restores(editor, before)


def test_an_undo_in_the_middle_of_a_drag_drops_the_drag(editor: MapEditor) -> None:
    before = editor.document.scenario.to_json()
    editor.scene.select_ids(["bank"])
    editor.nudge(1.0, 0.0)
    editor.set_tool("select")
    viewport = editor.view.viewport()
    start = editor.document.scenario["police-1"].geometry.coordinates
    QTest.mousePress(viewport, LEFT, NO_MOD, at(editor, *start))
    QTest.mouseMove(viewport, at(editor, start[0] + 5, start[1] + 5))
    editor.document.undo_stack.undo()  # Ctrl+Z from the shell's Edit menu, mid-drag
    QTest.mouseMove(viewport, at(editor, start[0] + 6, start[1] + 6))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, at(editor, start[0] + 6, start[1] + 6))
    assert editor.document.scenario.to_json() == before
    assert editor.scene.feature_item("police-1").pos() == QPointF(0, 0)
    assert editor.document.undo_stack.index() == 0 and editor.document.undo_stack.canRedo()


def test_select_tool_outlines_what_a_click_would_pick(editor: MapEditor) -> None:
    editor.set_tool("select")
    # Away first: Qt sends no move to where its pointer already is, and the test before may have left it on the bank.
    QTest.mouseMove(editor.view.viewport(), at(editor, 45, 3))
    QTest.mouseMove(editor.view.viewport(), at(editor, 80, 75))
    assert editor.scene.feature_item("bank").hovered and not editor.scene.feature_item("bank-zone").hovered
    QTest.mouseMove(editor.view.viewport(), at(editor, 45, 3))
    assert not editor.scene.feature_item("bank").hovered
    QTest.mouseMove(editor.view.viewport(), at(editor, 80, 75))
    editor.set_tool("wall")  # leaving the tool clears the outline
    assert not editor.scene.feature_item("bank").hovered
