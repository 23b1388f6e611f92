"""Referee overlays show what the geometry core computes: sight, rings, visibility, reach, path, command,
and the ruler, blast, burst and throw tools; and they follow a figure while it is dragged."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from shapely.geometry import Point

from tabletop.games.peur_sur_la_ville.rules.rules import load_rules
from tabletop.geometry import command_group, range_band, sight_from, visibility_polygon
from tabletop.geometry.movement import path_to, reach
from tabletop.geometry.templates import blast, burst, throw
from tabletop.scenario import parse_scenario
from tabletop.scenario.edits import move_features
from tests.ui.test_french_ui import in_language
from tests.ui.widget_lifetime import delete_closed_widgets
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor
from ui.map.overlay_figure import sight_text
from ui.map.overlay_items import CLEAR_COLOUR, COVER_COLOUR, HIDDEN_COLOUR
from ui.map.overlays import OverlayController
from ui.map.tool import ToolEvent
from tests.geojson_builders import rect, point, feature


DOC = {
    "type": "FeatureCollection",
    "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Overlays",
                 "table": {"width_cm": 60, "depth_cm": 40}},
    "features": [
        feature("house", rect(20, 2, 30, 14), kind="building", floors=1),
        feature("low-wall", rect(40, 15, 41, 25), kind="low_wall"),
        feature("boss", point(5, 20), kind="figure", gang="A", role="leader", weapons=["pistolet"]),
        feature("mate", point(10, 22), kind="figure", gang="A", role="member", weapons=["pistolet"]),
        feature("far-mate", point(5, 36), kind="figure", gang="A", role="member", weapons=["fusil"]),
        feature("behind-wall", point(50, 20), kind="figure", gang="B", role="leader", weapons=["fusil"]),
        feature("behind-house", point(45, 5), kind="figure", gang="B", role="member", weapons=["pistolet"]),
        feature("near-wall", point(52, 23), kind="figure", gang="B", role="member", weapons=["pistolet"]),
    ],
}


@pytest.fixture
def editor(qtbot) -> MapEditor:
    editor = MapEditor(ScenarioDocument(parse_scenario(json.dumps(DOC))))
    qtbot.addWidget(editor)
    editor.resize(900, 700)
    return editor


@pytest.fixture
def overlays(editor) -> OverlayController:
    return OverlayController(editor)


def select(overlays: OverlayController, fid: str, cursor=None):
    overlays.editor.scene.select_ids([fid])
    overlays.cursor = cursor
    return overlays.settled()  # with the reach searched off the UI thread


def tool_event(x: float, y: float) -> ToolEvent:
    return ToolEvent(QPointF(x, y), QPointF(x, y), Qt.MouseButton.LeftButton)


def test_the_controller_hooks_into_the_editor(editor, overlays):
    assert overlays.root.parentItem() is editor.scene.overlay_layer
    for name in ("ruler", "blast", "burst", "throw"):
        assert editor.tools[name] is overlays.tools[name]
        editor.tool_actions[name].trigger()
        assert editor.tool is overlays.tools[name]
        assert editor.tool_actions[name].isChecked()
    editor.tool_actions["select"].trigger()
    assert not editor.tool_actions["throw"].isChecked()  # one exclusive group with the editor's tools


def test_sight_lines_are_the_cores_answers_coloured_and_explained(overlays):
    state = select(overlays, "boss")
    expected = sight_from(overlays.model, "boss")
    assert state.sights == expected
    by_target = {s.target: s for s in expected}
    assert by_target["far-mate"].visible and not by_target["far-mate"].cover
    assert by_target["behind-wall"].cover and "low-wall" in by_target["behind-wall"].cover_by
    assert not by_target["behind-house"].visible and "house" in by_target["behind-house"].blocked_by
    lines = overlays.figure_overlay._lines
    assert len(lines.shown) == len(expected)
    colours = {s.target: (HIDDEN_COLOUR if not s.visible else COVER_COLOUR if s.cover else CLEAR_COLOUR)
               for s in expected}
    for (target, kind, (a, b)), s in zip(lines.shown, expected):
        assert target == s.target
        assert lines.paths[kind].pen().color() == colours[s.target]
        assert a == pytest.approx(s.lines[0][0]) and b == pytest.approx(s.lines[0][1])
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        assert lines.tooltip_at(*middle, kind) == sight_text(s)
    # One path per kind holds that kind's lines, end to end.
    for kind, item in lines.paths.items():
        ends = [c for _t, k, line in lines.shown if k == kind for end in line for c in end]
        path = item.path()
        drawn = [c for i in range(path.elementCount()) for c in (path.elementAt(i).x, path.elementAt(i).y)]
        assert drawn == pytest.approx(ends)
    assert "low-wall" in by_target["behind-wall"].cover_by and "low-wall" in sight_text(by_target["behind-wall"])
    assert "house" in sight_text(by_target["behind-house"])


def test_rings_are_drawn_for_the_bands_the_weapons_reach(overlays):
    firearms = load_rules().firearms
    select(overlays, "boss")  # a pistol: no dice at long range
    rings = overlays.figure_overlay._rings
    assert [band for band in ("short", "effective", "long") if rings[band].isVisible()] == \
        [band for band in ("short", "effective", "long") if firearms["pistolet"].dice[band] > 0] == ["short", "effective"]
    labels = overlays.figure_overlay._ring_labels
    assert labels["short"].text() == f"10 cm: {firearms['pistolet'].dice['short']} dice"
    select(overlays, "far-mate")  # a rifle reaches every band
    assert all(ring.isVisible() for ring in rings.values())
    assert firearms["fusil"].dice["long"] == 1 and labels["long"].text() == "60 cm: 1 die"


def test_range_rings_are_the_rule_bands_out_from_the_base_edge(overlays):
    state = select(overlays, "far-mate")  # a rifle: all three bands
    measures = overlays.model.rules.measures
    radius = overlays.model.figure("far-mate").radius
    assert state.ring_radii_cm == pytest.approx({"short": radius + measures.short_cm,
                                                 "effective": radius + measures.effective_cm,
                                                 "long": radius + measures.long_cm})
    for band, ring in overlays.figure_overlay._rings.items():
        assert ring.isVisible()
        assert ring.rect().width() / 2 == pytest.approx(state.ring_radii_cm[band])
        assert ring.rect().center().x() == pytest.approx(5) and ring.rect().center().y() == pytest.approx(36)


def test_visibility_and_reach_areas_are_the_cores(overlays):
    state = select(overlays, "boss")
    model = overlays.model
    seen = visibility_polygon(model, 5, 20)
    assert state.visibility.equals(seen)
    box = overlays.figure_overlay._visibility.path().boundingRect()
    assert (box.left(), box.top(), box.right(), box.bottom()) == pytest.approx(seen.bounds, abs=1e-6)
    area = reach(model, "boss", 15.0).area
    assert state.move_cm == 15.0 and state.reach_area.equals(area)
    box = overlays.figure_overlay._reach.path().boundingRect()
    assert (box.left(), box.top(), box.right(), box.bottom()) == pytest.approx(area.bounds, abs=1e-6)


@pytest.mark.parametrize("mode", ["move_cm", "carrying_cm", "skates_cm", "vehicle_cm"])
def test_move_allowance_comes_from_the_rule_data(overlays, mode):
    overlays.set_move_mode(mode)
    state = select(overlays, "boss")
    assert state.move_cm == float(load_rules().actions[mode])
    assert state.reach_area.equals(reach(overlays.model, "boss", state.move_cm).area)


def test_path_to_the_pointer_and_its_length(overlays):
    overlays.set_move_mode("vehicle_cm")  # 30 cm: far enough to go round the house
    state = select(overlays, "boss", cursor=(32.0, 12.0))  # the house's corner is in the way: round it
    expected = path_to(overlays.model, "boss", 32.0, 12.0)
    assert state.path == expected
    assert len(expected.points) > 2 and expected.length_cm > math.hypot(27, 8) + 1e-6
    label = overlays.figure_overlay._path_label
    assert label.isVisible() and label.text() == f"{expected.length_cm:.1f} cm"
    drawn = [c for p in polygon_points(overlays.figure_overlay._path.path()) for c in (p.x, p.y)]
    assert drawn == pytest.approx([c for p in expected.points for c in p])
    overlays.set_move_mode("move_cm")
    state = select(overlays, "boss", cursor=(8.0, 30.0))
    assert overlays.figure_overlay._path_label.text() == f"{state.path.length_cm:.1f} cm"
    # Out of the core's reach area: no path search, the label says the move is too short.
    state = select(overlays, "boss", cursor=(32.0, 12.0))
    assert not state.reach_area.contains(Point(32.0, 12.0))
    assert state.path is None and overlays.figure_overlay._path_label.text() == "out of reach: more than 15 cm"


def polygon_points(path):
    return [path.elementAt(i) for i in range(path.elementCount())]


def test_the_status_bar_sums_up_what_the_core_says(overlays):
    state = select(overlays, "boss")
    seen = [s for s in state.sights if s.visible]
    text = overlays.editor.status.text()
    # The figure by its role in its gang's words and its gang (a Police leader is its « Officier »), not ``boss``.
    assert text.startswith(f"Officier, Police: sees {len(seen)} ({sum(s.cover for s in seen)} in cover), "
                           f"{len(state.sights) - len(seen)} out of sight")
    assert text.endswith("; 1 within command")


def test_the_status_bar_and_the_bursts_label_are_one_message_each_in_french(qapp, overlays):
    """What the figure sees and commands, and a burst with its lost hits, are one message each, written whole in each
    language (the clause of the figures within command, and « , 2 perdues », were glued after them by code)."""
    whole = "{figure}: sees {seen} ({cover} in cover), {hidden} out of sight; {n} within command"
    with in_language(qapp, "fr"):
        state = select(overlays, "boss")
        seen = [s for s in state.sights if s.visible]
        assert overlays.summary(state) == (
            f"Officier, Police\u00a0: voit {len(seen)} ({sum(s.cover for s in seen)} à couvert), "
            f"{len(state.sights) - len(seen)} hors de vue\u00a0; 1 à portée de commandement")
        assert QCoreApplication.translate("OverlayController", whole) != whole
        assert QCoreApplication.translate("", "burst of {n}: {hit} on figures, %n lost", None, 2) == \
            "rafale de {n}\u00a0: {hit} sur des figurines, 2 perdues"


def test_command_radius_for_a_leader_only(overlays):
    state = select(overlays, "boss")
    model = overlays.model
    assert state.command_radius_cm == pytest.approx(model.figure("boss").radius
                                                    + model.rules.measures.leader_command_cm)
    assert state.commanded == command_group(model, "boss").ids == ("mate",)
    assert overlays.figure_overlay._command.isVisible()
    state = select(overlays, "mate")
    assert state.commanded == () and not overlays.figure_overlay._command.isVisible()


def test_overlays_follow_a_dragged_figure_and_the_document(overlays):
    select(overlays, "boss")
    item = overlays.scene.feature_item("boss")
    item.setPos(10, -8)  # what the select tool does while dragging
    overlays.cursor = (15, 12)
    state = overlays.refresh()
    assert state.position == (15, 12)
    # What it sees stays as it was at the press, until the drop.
    assert state.sights == sight_from(overlays.base_model, "boss")
    assert state.visibility.equals(visibility_polygon(overlays.base_model, 5, 20))
    # The move is measured from where the figure stood: its reach from there, the path from there.
    assert state.reach_area.equals(reach(overlays.base_model, "boss", 15.0).area)
    assert state.path == path_to(overlays.base_model, "boss", 15, 12)
    assert state.path.points[0] == (5, 20)
    item.setPos(0, 0)
    overlays.editor.push(move_features(overlays.editor.document.scenario, ["boss"], 1.0, 1.0, "Move"))
    state = overlays.refresh()
    assert state.position == (6, 21)
    assert state.sights == sight_from(overlays.model, "boss")


def test_nothing_selected_or_overlays_hidden_shows_nothing(overlays):
    select(overlays, "boss")
    overlays.editor.scene.select_ids(["house"])
    overlays.refresh()
    assert not overlays.figure_overlay.group.isVisible()
    select(overlays, "boss")
    overlays.scene.set_layer_visible("overlays", False)
    assert not overlays.root.isVisible()
    state = select(overlays, "mate")  # hidden overlays cost nothing: the core is not asked
    assert state.figure == "boss"
    overlays.scene.set_layer_visible("overlays", True)
    assert overlays.refresh().figure == "mate"


def test_ruler_measures_legs_and_gives_the_band(editor, overlays):
    ruler = editor.set_tool("ruler")
    ruler.press(tool_event(2, 2))
    ruler.move(tool_event(6, 5))
    ruler.release(tool_event(6, 5))  # a drag: one leg of 5 cm
    ruler.press(tool_event(6, 17))
    ruler.release(tool_event(6, 17))  # a click: a waypoint 12 cm further
    ruler.move(tool_event(30, 17))  # the pointer: 24 cm more
    assert ruler.total_cm == pytest.approx(5 + 12 + 24)
    assert ruler.band == range_band(overlays.model, 41.0) == "long"
    assert "41.0 cm" in ruler._label.text()
    ruler.finish()
    ruler.move(tool_event(50, 30))
    assert ruler.total_cm == pytest.approx(17.0) and ruler.band == "effective"
    ruler.cancel()
    assert not ruler.group.isVisible() and ruler.points == []


def test_blast_template_shows_the_caught_figures_and_their_cover(editor, overlays):
    tool = editor.set_tool("blast")
    tool.move(tool_event(47, 21))
    assert tool.shown == blast(overlays.model, 47, 21)
    tool.press(tool_event(51, 21))
    tool.move(tool_event(10, 10))  # placed: the template stays
    expected = blast(overlays.model, 51, 21)
    assert tool.shown == expected and {c.id for c in expected.caught} == {"behind-wall", "near-wall"}
    # The caught figures ringed in two paths (in cover or not), each ring with its tooltip.
    rings = tool._rings
    assert len(rings[True].tips) + len(rings[False].tips) == len(expected.caught)
    for caught in expected.caught:
        figure = overlays.model.figure(caught.id)
        ring = rings[caught.cover]
        ring.lazy_tooltip(figure.x + figure.radius + 0.3, figure.y)
        assert ring.toolTip().startswith(f"{caught.id}: caught")
    assert tool._lines.tips == [", ".join(c.cover_by) for c in expected.caught if c.cover]
    assert tool._template.rect().width() == pytest.approx(expected.diameter_cm)
    assert f"{len(expected.caught)} caught" in tool._label.text()


def test_burst_numbers_the_hits_as_the_core_orders_them(editor, overlays):
    select(overlays, "boss")
    tool = editor.set_tool("burst")
    tool.move(tool_event(50, 20))
    expected = burst(overlays.model, "boss", "behind-wall", int(load_rules().burst["dice"]))
    assert tool.shown == expected
    numbers = [label for label in tool._numbers.items if label.isVisible()]
    landed = [fid for fid in expected.hits if fid is not None]
    assert [n.text() for n in numbers] == [str(k) for k in range(1, len(landed) + 1)]
    first = overlays.model.figure(landed[0])
    assert (numbers[0].pos().x(), numbers[0].pos().y()) == pytest.approx((first.x, first.y))


def test_burst_and_throw_need_a_selected_figure(editor, overlays):
    overlays.editor.scene.select_ids([])
    tool = editor.set_tool("burst")
    tool.move(tool_event(50, 20))
    assert tool.shown is None and not tool.group.isVisible()
    tool = editor.set_tool("throw")
    tool.move(tool_event(50, 20))
    assert tool.shown == {} and not tool.group.isVisible()


def test_thrown_path_stops_where_the_core_says(editor, overlays):
    select(overlays, "behind-house")
    tool = editor.set_tool("throw")
    tool.move(tool_event(30, 5))  # toward the house, whose wall is 13.75 cm from the thrower's base
    distances = load_rules().thrown["distance_cm"]
    for face, result in tool.shown.items():
        assert result == throw(overlays.model, "behind-house", 30, 5, float(distances[face]))
        landing = tool._landings[face].rect().center()
        assert (landing.x(), landing.y()) == pytest.approx(result.landing)
    assert tool.shown["red"].stopped_by == "house"
    assert math.isclose(tool.shown["yellow"].travelled_cm, 10.0)


def test_a_real_drag_in_the_view_moves_the_overlays_with_the_figure(editor, overlays, qtbot):
    from PySide6.QtTest import QTest

    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit_table()
    viewport = editor.view.viewport()
    start = editor.view.mapFromScene(QPointF(5, 20))
    end = editor.view.mapFromScene(QPointF(12, 30))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * k / 5)
        qtbot.wait(5)
    qtbot.waitUntil(lambda: overlays.figure_overlay.shown.position != (5, 20))
    x, y = overlays.figure_overlay.shown.position
    assert overlays.subject == "boss"
    assert (x, y) == pytest.approx(overlays.subject_position())
    assert math.dist((x, y), (12, 30)) < 1.5  # where the pointer is (snapping may round it)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: editor.document.scenario["boss"].geometry.points()[0] != (5, 20))
    qtbot.waitUntil(lambda: overlays.idle)
    assert overlays.figure_overlay.shown.position == editor.document.scenario["boss"].geometry.points()[0]
    assert overlays.figure_overlay.shown.sights == sight_from(overlays.model, "boss")


@pytest.mark.parametrize("count", [0, 1, 2, 75, 400])
def test_polygons_written_into_memory_hold_the_points(count):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPolygonF

    from ui.map.overlay_items import points_polygon, polyline_path

    points = np.random.default_rng(count).uniform(-50, 150, (count, 2))
    assert points_polygon(points) == QPolygonF([QPointF(x, y) for x, y in points.tolist()])
    as_tuples = [tuple(p) for p in points.tolist()]
    assert points_polygon(as_tuples) == points_polygon(points)
    path = polyline_path(as_tuples)
    assert [(e.x, e.y) for e in polygon_points(path)] == as_tuples
    assert all(path.elementAt(i).isLineTo() for i in range(1, path.elementCount()))


def test_a_shapes_path_given_the_same_shapes_again_keeps_them_and_any_change_redraws(qtbot):
    """A command group or the figures a burst hits stay the same through most frames of a drag: the path is not
    made again for the same shapes, and after any change (a shape moved, added or gone, a tip, nothing at all) the
    item draws what one made afresh with the last shapes draws."""
    from PySide6.QtGui import QPen
    from ui.map.overlay_items import ShapesPath

    kept = ShapesPath(QPen())
    calls = [("circles", [(1.0, 2.0, 0.5), (3.0, 4.0, 0.5)], ["a", "b"]),
             ("circles", [(1.0, 2.0, 0.5), (3.0, 4.0, 0.5)], ["a", "b"]),
             ("circles", [(1.0, 2.0, 0.5), (3.0, 4.5, 0.5)], ["a", "b"]),
             ("circles", [(1.0, 2.0, 0.5), (3.0, 4.5, 0.5)], ["a", "c"]),
             ("circles", [(1.0, 2.0, 0.5)], ["a"]),
             ("circles", [], []),
             ("circles", [], []),
             ("circles", [(1.0, 2.0, 0.7)], ["a"])]
    for _kind, shapes, tips in calls:
        kept.set_circles(shapes, tips)
        fresh = ShapesPath(QPen())
        fresh.set_circles(shapes, tips)
        assert kept.path() == fresh.path() and kept.tips == fresh.tips and kept.isVisible() == fresh.isVisible()
    lines = ShapesPath(QPen())
    for segments in ([((0.0, 0.0), (1.0, 1.0))], [((0.0, 0.0), (1.0, 1.0))], [((0.0, 0.0), (1.0, 2.0))], []):
        lines.set_segments(segments, ["x"] * len(segments))
        fresh = ShapesPath(QPen())
        fresh.set_segments(segments, ["x"] * len(segments))
        assert lines.path() == fresh.path() and lines.isVisible() == fresh.isVisible()


def test_a_refresh_asked_just_before_the_map_is_closed_never_runs_on_its_deleted_figures(qapp):
    """A refresh waits for the event loop (``schedule_refresh``): asked just before the editor's tab was closed and
    deleted, it ran afterwards on the figures' deleted items (« Internal C++ object (FeatureItem) already deleted »,
    met once the Qt tests deleted their closed windows at each test's end). It goes with the controller."""
    editor = MapEditor(ScenarioDocument(parse_scenario(json.dumps(DOC))))  # deleted here, not by pytest-qt
    overlays = OverlayController(editor)
    select(overlays, "boss")
    overlays.schedule_refresh()
    editor.deleteLater()
    delete_closed_widgets()
    QCoreApplication.processEvents()  # where the refresh ran
