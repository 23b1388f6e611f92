"""A drag with the table screen open (issue 37 §5): while the figure is dragged, the overlays that depend on every
other figure are frozen as they were at the press, drawn once into the static picture, and asked of the core again once,
at the drop; the table screen repaints only where what moves was and is. The work is counted here (the time is
measured by benchmarks/table_screen.py) and the pictures compared pixel for pixel: the window's own pixels, put
together from those partial repaints, are the picture drawn whole, during the drag and after the drop, and after the
drop the picture of the same move made without a drag."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem

from tabletop.scenario.edits import SetMeta, move_features
from tabletop.table_screen.mapping import table_corners
from tests.ui.test_table_screen_frame_cost import club_drag  # noqa: F401  (the fixture)
from ui.map import overlay_figure
from ui.map.overlay_items import set_about
from ui.table_screen import painting
from ui.table_screen.painting import PROJECTOR, TV, paint_table_screen
from ui.table_screen.window import TableScreen

PIXELS = (1920, 1080)  # a 55-inch TV: the work counted is the same as at 4K, the pictures four times smaller
CORE_QUERIES = ("sight_row", "visibility_polygon", "command_group")


@pytest.fixture(params=[TV])
def screen(club_drag, qapp, request):  # noqa: F811
    """The table screen open as a TV (or, asked for, a projector over the table) on the club drag."""
    source, _look, editor, overlays, subject, positions = club_drag
    screen = TableScreen(source, editor)
    screen.pixels = PIXELS
    screen.width_cm = 121.0
    screen.window.resize(*PIXELS)
    screen.window.show()
    if request.param == PROJECTOR:
        screen.corner_pixels = [(260.0, 1040.0), (1700.0, 1000.0), (1600.0, 60.0), (330.0, 110.0)]
        screen.table_points = table_corners(*screen.table)
    screen.set_mode(request.param)
    model = overlays.base_model
    screen.move_centre(model.width_cm / 2, model.depth_cm / 2)
    overlays.settled()  # the reach found before the press, as when a hand takes a figure that was selected
    qapp.processEvents()
    yield screen
    screen.close()


def window_pixels(screen, size: tuple[int, int] = PIXELS) -> np.ndarray:
    """What the table screen's window holds now (its backing store), where its view is."""
    view = screen.view.viewport()
    corner = view.mapTo(view.window(), QPoint(0, 0))
    store = view.window().backingStore().paintDevice()
    picture = store.copy(corner.x(), corner.y(), *size).convertToFormat(QImage.Format.Format_RGB32)
    return _array(picture, size)


def drawn_whole(screen) -> np.ndarray:
    """The table screen's picture drawn whole, from nothing kept."""
    image = QImage(*PIXELS, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    paint_table_screen(painter, screen.view.source, screen.view.look, PIXELS, screen.view.viewport())
    painter.end()
    return _array(image)

def counted_core_queries(monkeypatch) -> list[str]:
    """The sight lines, views and commands the overlays ask of the core from now on (``CORE_QUERIES``), by name."""
    asked: list[str] = []
    for name in CORE_QUERIES:
        def counted(*args, _name=name, _asked=getattr(overlay_figure, name)):
            asked.append(_name)
            return _asked(*args)
        monkeypatch.setattr(overlay_figure, name, counted)
    return asked


def counted_walks(monkeypatch) -> list:
    """The items the table screen's passes walk from now on, in a list that grows as they do."""
    walked: list = []
    visible = painting._effectively_visible

    def counted_walk(item):
        walked.append(item)
        return visible(item)

    monkeypatch.setattr(painting, "_effectively_visible", counted_walk)
    return walked


def counted_repaints(screen) -> list[float]:
    """The share of the picture each paint of the table screen repaints from now on, in a list that grows."""
    repainted: list[float] = []
    paint_event = screen.view.paintEvent

    def counted_paint(event):
        repainted.append(sum(r.width() * r.height() for r in event.region()) / (PIXELS[0] * PIXELS[1]))
        paint_event(event)

    screen.view.paintEvent = counted_paint
    return repainted

def drag_frame(editor, overlays, subject, qapp):
    """A frame of a drag of ``subject``: the figure drawn at (x, y), its overlays told where the pointer is, the views
    painted. Returns the figure's item and the frame."""
    item = editor.scene.feature_item(subject)
    fx, fy = editor.document.scenario[subject].geometry.points()[0]

    def frame(x: float, y: float) -> None:
        item.setPos(x - fx, y - fy)
        overlays.cursor = (x, y)
        overlays.refresh()
        qapp.processEvents()

    return item, frame




def _array(image: QImage, size: tuple[int, int] = PIXELS) -> np.ndarray:
    bits = image.constBits()
    return np.frombuffer(bits, dtype=np.uint32, count=size[0] * size[1]).reshape(size[1], size[0]).copy()


def test_a_drag_asks_nothing_frozen_and_draws_it_once(club_drag, screen, qapp, monkeypatch):  # noqa: F811
    """The press draws the frozen overlays once over a copy of the static picture. Every frame of the drag after it:
    no sight line, view or command asked of the core, no frozen overlay walked by the table screen's live pass, the
    static picture not drawn again, a small share of the picture repainted; the drop asks each once and records what
    is at rest once without drawing it (the figure dropped is still selected: nothing at rest changed)."""
    _source, _look, editor, overlays, subject, positions = club_drag
    asked = counted_core_queries(monkeypatch)
    # The static picture drawn: what is at rest (or only its record made, no painter), and the frozen overlays over a
    # copy of it.
    statics: list[str] = []
    for name in ("paint_static", "paint_frozen"):
        def counted_static(*args, _name=name, _paint=getattr(painting, name), **kwargs):
            statics.append(_name if args[0] is not None else "record")
            return _paint(*args, **kwargs)
        monkeypatch.setattr(f"ui.table_screen.view.{name}", counted_static)
    walked = counted_walks(monkeypatch)
    repainted = counted_repaints(screen)
    item, frame = drag_frame(editor, overlays, subject, qapp)

    frame(*positions[1])  # the press (the first position is where the figure stands): the overlays frozen as they
    # are, drawn once over a copy of the static picture
    assert asked == [] and statics == ["paint_frozen"]
    frozen_groups = editor.scene.frozen_overlays
    assert frozen_groups and overlays.figure_overlay._lines.paths["clear"] in frozen_groups
    asked.clear(), statics.clear(), walked.clear(), repainted.clear()
    for x, y in positions[2:31]:
        frame(x, y)
    assert asked == [] and statics == []
    assert len(repainted) == 29  # the table screen painted every frame
    assert walked and not [item for item in walked if _frozen(item, frozen_groups)]
    assert max(repainted) < 0.25  # the rest of the picture is kept as it is

    pos = item.pos()
    item.setPos(0, 0)
    editor.push(move_features(editor.document.scenario, [subject], pos.x(), pos.y(), "Move"))
    overlays.refresh()
    qapp.processEvents()
    # Was the static picture drawn whole here: 30 to 50 ms at 4K.
    assert asked == list(CORE_QUERIES) and set(statics) == {"record"}
    assert not editor.scene.frozen_overlays


def _frozen(item, groups) -> bool:
    while item is not None:
        if item in groups:
            return True
        item = item.parentItem()
    return False


@pytest.mark.parametrize("screen", [TV, PROJECTOR], indirect=True)
def test_the_window_shows_the_picture_drawn_whole_through_the_drag_and_after_the_drop(club_drag, screen,  # noqa: F811
                                                                                       qapp):
    _source, _look, editor, overlays, subject, positions = club_drag
    item, frame = drag_frame(editor, overlays, subject, qapp)
    before = window_pixels(screen)
    assert (before == drawn_whole(screen)).all()
    for x, y in positions[:40]:
        frame(x, y)
    # Put together from the frames' repaints of what moved, over what was frozen at the press.
    during = window_pixels(screen)
    assert (during == drawn_whole(screen)).all()
    assert (during != before).any()
    pos = item.pos()
    item.setPos(0, 0)
    editor.push(move_features(editor.document.scenario, [subject], pos.x(), pos.y(), "Move"))
    overlays.settled()
    qapp.processEvents()
    dropped = window_pixels(screen)
    assert (dropped == drawn_whole(screen)).all()
    # The same move made without a drag: undone, then done again as an edit, every overlay asked anew.
    editor.document.undo_stack.undo()
    overlays.settled()
    qapp.processEvents()
    assert (window_pixels(screen) == drawn_whole(screen)).all()
    assert (window_pixels(screen) != dropped).any()
    editor.document.undo_stack.redo()
    overlays.settled()
    qapp.processEvents()
    assert (window_pixels(screen) == dropped).all()


def test_a_figure_taken_up_dropped_and_let_go_draws_the_static_picture_again_only_where_it_changed(
        club_drag, screen, qapp, monkeypatch):  # noqa: F811
    """Another figure selected (the leader joins what is at rest, it leaves it), dragged, dropped and let go (it joins
    what is at rest at its new place): each time the static picture is drawn again only where its base and name and
    the still names round them changed, well under a quarter of the picture, and the window holds the picture drawn
    whole from nothing."""
    _source, _look, editor, overlays, subject, _positions = club_drag
    leader = overlays.base_model.figure(subject)
    other = min((f for f in overlays.base_model.figures.items if f.id != subject),
                key=lambda f: (f.x - leader.x) ** 2 + (f.y - leader.y) ** 2)
    parts: list[float | None] = []  # each drawing of the static picture: the share of it drawn (None: a dry pass)
    paint_static = painting.paint_static

    def counted(painter, *args, **kwargs):
        if painter is not None:
            region = kwargs["part"][0] if kwargs.get("part") is not None else [screen.view.viewport().rect()]
            parts.append(sum(r.width() * r.height() for r in region) / (PIXELS[0] * PIXELS[1]))
        return paint_static(painter, *args, **kwargs)

    monkeypatch.setattr("ui.table_screen.view.paint_static", counted)

    def shown(step, changed: bool | None = True) -> None:
        parts.clear()
        step()
        overlays.settled()
        qapp.processEvents()
        assert (window_pixels(screen) == drawn_whole(screen)).all()
        assert changed is None or bool(parts) == changed
        assert sum(parts) < 0.25

    shown(lambda: editor.scene.select_ids([other.id]))
    item = editor.scene.feature_item(other.id)
    moves = [(i * 1.5, i * 0.5) for i in range(1, 12)]

    def drag() -> None:
        for dx, dy in moves:
            item.setPos(dx, dy)
            overlays.cursor = (other.x + dx, other.y + dy)
            overlays.refresh()
            qapp.processEvents()
        assert editor.scene.frozen_overlays and (window_pixels(screen) == drawn_whole(screen)).all()
        item.setPos(0, 0)
        editor.push(move_features(editor.document.scenario, [other.id], *moves[-1], "Move"))

    shown(drag, changed=None)  # still selected, not at rest: only still names round where it rests may move
    shown(lambda: editor.scene.select_ids([]))


def test_an_item_shown_during_a_drag_is_whole_in_the_frame_that_shows_it(club_drag, screen, qapp):  # noqa: F811
    """A live item shown far from the dragged figure, where the last frame drew nothing: the frame that shows it
    repaints where it is (it was clipped to the last frame's region, and whole only in the next frame)."""
    _source, _look, editor, overlays, subject, positions = club_drag
    item, frame = drag_frame(editor, overlays, subject, qapp)

    for x, y in positions[1:6]:
        frame(x, y)
    frames: list[np.ndarray] = []  # the window's pixels after each paint
    paint_event = screen.view.paintEvent

    def captured(event):
        paint_event(event)
        frames.append(window_pixels(screen))

    screen.view.paintEvent = captured
    model = overlays.base_model
    fx, fy = editor.document.scenario[subject].geometry.points()[0]  # away from where the figure stood
    x = 20.0 if fx > model.width_cm / 2 else model.width_cm - 20.0
    y = 20.0 if fy > model.depth_cm / 2 else model.depth_cm - 20.0
    disc = QGraphicsEllipseItem(x - 4, y - 4, 8, 8)
    disc.setBrush(QColor("magenta"))
    disc.setPen(QPen(QColor("black"), 0))
    set_about(disc, [])
    disc.setParentItem(overlays.figure_overlay.group)  # a ring of the figure's overlay, shown after the press
    frame(*positions[6])
    assert frames and (frames[0] == drawn_whole(screen)).all()
    assert (frames[0] != window_pixels_without(screen, disc)).any()  # the disc is on the table screen


def window_pixels_without(screen, item) -> np.ndarray:
    """The picture drawn whole with ``item`` hidden."""
    item.setVisible(False)
    try:
        return drawn_whole(screen)
    finally:
        item.setVisible(True)


def test_a_table_made_smaller_is_drawn_again_on_the_table_screen(club_drag, screen, qapp):  # noqa: F811
    """The table's size is the static picture's, not a piece's: it is drawn again whole."""
    _source, _look, editor, overlays, _subject, _positions = club_drag
    scenario = editor.document.scenario
    smaller = replace(scenario.table, width_cm=scenario.table.width_cm - 20)
    editor.push(SetMeta("Table", scenario.name, scenario.name, scenario.table, smaller))
    overlays.settled()
    qapp.processEvents()
    assert (window_pixels(screen) == drawn_whole(screen)).all()


def test_a_figure_hovered_with_nothing_selected_repaints_a_small_part_of_the_table_screen(  # noqa: F811
        club_drag, screen, qapp):
    """A figure under the laptop's pointer leaves what is at rest (it is drawn live, highlighted), and comes back:
    the table screen draws its static picture again there and repaints only that, with what moves (nothing else);
    a change told of pieces that changed nothing there (the laptop's labels moved) repaints nothing."""
    _source, _look, editor, overlays, subject, _positions = club_drag
    editor.scene.select_ids([])
    editor.scene.set_layer_visible("overlays", False)  # the measuring tools' rulers and templates off
    overlays.settled()
    qapp.processEvents()
    repainted = counted_repaints(screen)
    item = editor.scene.feature_item(subject)
    for hovered in (True, False):
        repainted.clear()
        item.set_hovered(hovered)
        qapp.processEvents()
        assert repainted and sum(repainted) < 0.05
        assert (window_pixels(screen) == drawn_whole(screen)).all()
    repainted.clear()
    editor.scene.pieces_changed()
    qapp.processEvents()
    assert sum(repainted) == 0


def test_a_closed_table_screen_works_nothing_out_as_pieces_change(club_drag, screen, qapp, monkeypatch):  # noqa: F811
    """The table screen closed, a figure hovered and a drag make it neither record nor draw its static picture, nor
    walk the scene's items; shown again, it shows the picture drawn whole."""
    _source, _look, editor, overlays, subject, positions = club_drag
    screen.close()
    qapp.processEvents()
    work: list[str] = []
    for name in ("paint_static", "live_items"):
        def counted(*args, _name=name, _done=getattr(painting, name), **kwargs):
            work.append(_name)
            return _done(*args, **kwargs)
        monkeypatch.setattr(f"ui.table_screen.view.{name}", counted)
    other = next(f.id for f in overlays.base_model.figures.items if f.id != subject)
    editor.scene.feature_item(other).set_hovered(True)
    item, frame = drag_frame(editor, overlays, subject, qapp)
    for x, y in positions[1:6]:
        frame(x, y)
    assert work == []
    screen.window.show()
    qapp.processEvents()
    assert (window_pixels(screen) == drawn_whole(screen)).all()
