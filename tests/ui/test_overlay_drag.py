"""A fast drag stays right: after 200 pointer moves, coalesced as the event loop pleases, the path is what the core
computes to where the figure ended, and what depends on every other figure (sight lines, what it sees, command) is
still what it was at the press, asked nowhere during the drag; after the drop, all of it is the core's for the
document's new position, asked once. Sight lines explain themselves only when their tooltip is about to show."""

from __future__ import annotations

import json
import math

import pytest
import shapely
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHelpEvent

from tabletop.geometry import command_group, sight_from, sight_row, visibility_polygon
from tabletop.geometry.movement import path_to, reach
from tabletop.scenario import parse_scenario
from ui.document import ScenarioDocument
from ui.map.editor import MapEditor
from ui.map import overlay_figure
from ui.map.overlay_figure import sight_text
from ui.map.overlay_items import Label
from ui.map.overlays import OverlayController
from tests.ui.test_overlays import DOC

POSITIONS = 200


@pytest.fixture
def editor(shown_editor) -> MapEditor:
    return shown_editor(900, 700, ScenarioDocument(parse_scenario(json.dumps(DOC))))


def assert_overlays_are_the_cores(overlays: OverlayController, dragged: bool = False) -> None:
    """The overlays shown are the core's answers: while ``dragged``, the path to where the figure is drawn and the rest
    for where the move starts (as at the press); else all of them for where the figure is."""
    state = overlays.figure_overlay.shown
    start_model = overlays.base_model
    model = start_model if dragged else overlays.model
    x, y = overlays.subject_position()
    assert state.position == (x, y)
    if dragged:
        x, y = start_model.figure("boss").x, start_model.figure("boss").y
    row = sight_row(model, "boss")
    assert state.sight_row.visible.tolist() == row.visible.tolist()
    assert state.sight_row.cover.tolist() == row.cover.tolist()
    assert state.sights == sight_from(model, "boss")
    assert [ends for _target, _kind, ends in overlays.figure_overlay._lines.shown] == [s.lines[0] for s in state.sights]
    assert shapely.equals(state.visibility, visibility_polygon(model, x, y))
    assert shapely.equals(state.reach_area, reach(start_model, "boss", overlays.move_cm).area)
    expected_path = path_to(start_model, "boss", *overlays.cursor)
    if expected_path is not None and expected_path.length_cm <= overlays.move_cm:
        assert state.path == expected_path
    else:
        assert state.path is None
    assert state.commanded == command_group(model, "boss").ids


def test_a_200_move_drag_ends_on_the_cores_answers(editor: MapEditor, qtbot, monkeypatch) -> None:
    overlays = OverlayController(editor)
    asked: list[str] = []
    for name in ("sight_row", "visibility_polygon", "command_group"):
        def counted(*args, _name=name, _asked=getattr(overlay_figure, name)):
            asked.append(_name)
            return _asked(*args)
        monkeypatch.setattr(overlay_figure, name, counted)
    viewport = editor.view.viewport()
    start = editor.view.mapFromScene(QPointF(5, 20))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, POSITIONS + 1):
        t = k / POSITIONS
        scene = QPointF(5 + 30 * t + 4 * math.sin(7 * t), 20 + 12 * math.sin(3 * t))
        QTest.mouseMove(viewport, editor.view.mapFromScene(scene))
        if k % 37 == 0:
            qtbot.wait(1)  # some moves are refreshed on their own, the others coalesced
    end = editor.view.mapFromScene(QPointF(35 + 4 * math.sin(7), 20 + 12 * math.sin(3)))
    qtbot.waitUntil(lambda: overlays.idle)
    assert overlays.figure_overlay.shown.position != (5, 20)
    # Picked up: the selection asked for its sight, view and command once; the drag's moves asked for none of them.
    assert asked == ["sight_row", "visibility_polygon", "command_group"]
    assert editor.scene.frozen_overlays
    assert_overlays_are_the_cores(overlays, dragged=True)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: editor.document.scenario["boss"].geometry.points()[0] != (5, 20))
    qtbot.waitUntil(lambda: overlays.idle)
    assert overlays.figure_overlay.shown.position == editor.document.scenario["boss"].geometry.points()[0]
    assert asked[3:] == ["sight_row", "visibility_polygon", "command_group"]  # once, at the drop
    assert not editor.scene.frozen_overlays
    assert_overlays_are_the_cores(overlays)


def test_a_sight_lines_tooltip_is_worked_out_when_it_shows(editor: MapEditor) -> None:
    overlays = OverlayController(editor)
    editor.scene.select_ids(["boss"])
    state = overlays.refresh()
    lines = overlays.figure_overlay._lines
    (target, kind, (a, b)), s = lines.shown[3], state.sights[3]
    path = lines.paths[kind]
    assert path.toolTip() == ""  # nothing worked out while drawing
    middle = QPointF((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    help_event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    help_event.setScenePos(middle)
    help_event.setScreenPos(editor.view.viewport().mapToGlobal(editor.view.mapFromScene(middle)))
    editor.scene.helpEvent(help_event)
    assert target == s.target and path.toolTip() == sight_text(s)


def test_the_overlays_frozen_through_a_drag_are_in_the_laptops_cache(editor: MapEditor, qtbot) -> None:
    """While the figure is dragged, the overlays frozen at the press are drawn once into the view's cached background
    and Qt skips them on every repaint (but their labels, drawn over everything as at rest); the view shows what
    drawing everything on every repaint shows, but where what is drawn live (the dragged figure) now lies over them.
    At the drop they are drawn live again."""
    overlays = OverlayController(editor)
    view = editor.view
    viewport = view.viewport()
    start = view.mapFromScene(QPointF(5, 20))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 21):
        QTest.mouseMove(viewport, view.mapFromScene(QPointF(5 + k, 20 + k / 2)))
        qtbot.wait(1)
    qtbot.waitUntil(lambda: overlays.idle)
    cached = viewport.grab().toImage()
    on_screen = editor.scene.items(view.mapToScene(viewport.rect()).boundingRect(),
                                   Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.AscendingOrder,
                                   view.viewportTransform())
    frozen = [item for item in editor.scene.frozen_overlays if item.isVisible() and item in on_screen
              and item.parentItem() is overlays.figure_overlay.group and not isinstance(item, Label)]
    skipped = [item for item in frozen if not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents]
    assert frozen and not skipped
    with view.uncached():
        plain = viewport.grab().toImage()
    # What is drawn live (the dragged figure, a figure under it, the reach and the path) lies over the frozen overlays
    # now.
    transform = view.viewportTransform()
    live_items = [part for item in editor.scene.items_by_id.values() if item.isVisible()
                  and viewport not in item.baked_into for part in (item, item.label)]
    live_items += [item for item in overlays.figure_overlay.group.childItems()
                   if item.isVisible() and item not in editor.scene.frozen_overlays]
    live = [item.deviceTransform(transform).mapRect(item.boundingRect()).toAlignedRect().adjusted(-2, -2, 2, 2)
            for item in live_items]
    differ = [(x, y) for y in range(0, cached.height(), 2) for x in range(0, cached.width(), 2)
              if cached.pixel(x, y) != plain.pixel(x, y)]
    assert differ and all(any(rect.contains(x, y) for rect in live) for x, y in differ)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       view.mapFromScene(QPointF(25, 30)))
    qtbot.waitUntil(lambda: not editor.scene.frozen_overlays and overlays.idle)
    assert not any(item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents for item in frozen)
    cached = viewport.grab().toImage()
    with view.uncached():
        assert viewport.grab().toImage() == cached


def test_a_drag_cancelled_lets_the_frozen_overlays_go(editor: MapEditor, qtbot) -> None:
    """Esc puts the dragged figure back where it rests: the overlays are no longer frozen, and are the core's there."""
    overlays = OverlayController(editor)
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     editor.view.mapFromScene(QPointF(5, 20)))
    for k in range(1, 11):
        QTest.mouseMove(viewport, editor.view.mapFromScene(QPointF(5 + k, 20)))
        qtbot.wait(1)
    qtbot.waitUntil(lambda: bool(editor.scene.frozen_overlays))
    QTest.keyClick(editor.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not editor.scene.frozen_overlays and overlays.idle)
    assert overlays.subject_position() == (5, 20)
    assert_overlays_are_the_cores(overlays)
