"""A shaded disc (command radius, blast template, throw landing) is drawn once into a picture and blitted while only
its place changes: the picture is drawn again after every change that shows, lands on the nearest device pixel, and
matches the disc drawn as it is; under a perspective, into a vector device, or larger than its bound, the disc is
drawn as it is. So is a figure selected or under the pointer (the dragged figure), after every change of its look."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
import shapely.affinity
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPicture, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from shapely.geometry import Point

from ui.map.kept_pictures import KeptPictures
from ui.map.overlay_items import COMMAND_COLOUR, MOVE_COLOUR, TEMPLATE_COLOUR, AreaItem, DiscItem, _paint_flat_filled, \
    area_item, cosmetic_pen, disc_item, shape_path, translucent

SIZE = (160, 120)


def image(ratio: float = 1.0) -> QImage:
    picture = QImage(round(SIZE[0] * ratio), round(SIZE[1] * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    picture.setDevicePixelRatio(ratio)
    picture.fill(QColor("white"))
    return picture


def painted(disc: DiscItem, transform: QTransform, ratio: float = 1.0, direct: bool = False,
            antialiased: bool = True) -> QImage:
    """The disc painted alone into a white image as a view paints it at ``transform`` (``direct``: drawn as it is,
    not through its picture; ``antialiased`` or not, as a table screen draws what moves)."""
    out = image(ratio)
    painter = QPainter(out)
    # As an export paints: pictures put at a fraction of a pixel would be resampled.
    painter.setRenderHints(QPainter.RenderHint.TextAntialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
    painter.setTransform(transform)
    if direct:
        _paint_flat_filled(disc, painter, lambda: painter.drawEllipse(disc.rect()))
    else:
        disc.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return out


def pixels(picture: QImage) -> np.ndarray:
    picture = picture.convertToFormat(QImage.Format.Format_ARGB32)
    return np.frombuffer(picture.constBits(), np.uint8).reshape(picture.height(), picture.bytesPerLine()).copy()


def zoom(scale: float, dx: float = 80.0, dy: float = 100.0) -> QTransform:
    """A map view's transform: ``scale`` pixels per cm, y up, then moved by (dx, dy) pixels."""
    return QTransform(scale, 0, 0, -scale, dx, dy)


def like(disc: DiscItem) -> DiscItem:
    fresh = disc_item(disc.pen(), disc.brush())
    fresh.setRect(disc.rect())
    return fresh


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_disc_kept_as_a_picture_is_drawn_anew_after_each_change(qtbot, ratio: float) -> None:
    """After a new size, a move, a new pen or brush, a zoom or a turn, with antialiasing or without, the disc kept
    paints, pixel for pixel, what a disc made afresh with them paints, at one and two device pixels per pixel; painted
    in turn by two views (the referee's and a table screen), each gets its own."""
    kept = disc_item(cosmetic_pen(COMMAND_COLOUR, 2.0, Qt.PenStyle.DotLine), translucent(COMMAND_COLOUR, 18))
    steps = [
        lambda d: d.setRect(QRectF(1.0, 2.0, 6.0, 6.0)),
        lambda d: d.setRect(QRectF(1.0, 2.0, 8.0, 8.0)),  # a new size
        lambda d: d.setRect(QRectF(3.25, 1.5, 8.0, 8.0)),  # moved
        lambda d: d.setRect(QRectF(3.25, 1.5, 8.0, 6.0)),  # less deep
        lambda d: d.setPen(cosmetic_pen(TEMPLATE_COLOUR, 2.0)),
        lambda d: d.setPen(cosmetic_pen(TEMPLATE_COLOUR, 1.0, Qt.PenStyle.DashLine)),
        lambda d: d.setBrush(translucent(TEMPLATE_COLOUR, 60)),
    ]
    turned = QTransform(zoom(8.0)).rotate(90)
    transforms = [zoom(8.0), zoom(10.0), turned]
    for step in steps:
        step(kept)
        # First where the last step left the view: only the step's change is new to the picture kept.
        for transform in transforms:
            for antialiased in (True, False):
                before = painted(kept, transform, ratio, antialiased=antialiased)
                assert painted(kept, transform, ratio, antialiased=antialiased) == before  # kept, it paints the same
                assert before == painted(like(kept), transform, ratio, antialiased=antialiased)
        transforms = transforms[-1:] + transforms[:-1]
    assert painted(kept, zoom(8.0), ratio) != painted(kept, zoom(10.0), ratio)
    assert painted(kept, zoom(8.0), ratio) != painted(kept, zoom(8.0), ratio, antialiased=False)
    laptop, table = painted(like(kept), zoom(8.0), ratio), painted(like(kept), zoom(16.0), ratio, antialiased=False)
    for _frame in range(3):
        assert painted(kept, zoom(8.0), ratio) == laptop
        assert painted(kept, zoom(16.0), ratio, antialiased=False) == table
    assert len(kept.pictures.entries) <= KeptPictures.KEPT
    other = 3.0 - ratio  # the window moved to a screen of the other pixel ratio
    assert painted(kept, zoom(8.0), other) == painted(like(kept), zoom(8.0), other)


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_disc_lands_on_the_nearest_pixel_and_matches_the_disc_drawn_as_it_is(qtbot, ratio: float) -> None:
    """On whole pixels the picture gives the disc drawn directly, at one and two device pixels per pixel (to a unit
    of rounding where its translucent fill and edge are composed); a third of a pixel off it stays put, two thirds
    off it moves by one pixel."""
    disc = disc_item(cosmetic_pen(TEMPLATE_COLOUR, 2.0), translucent(TEMPLATE_COLOUR, 60))
    disc.setRect(QRectF(2.0, -1.0, 5.0, 5.0))
    on_pixels = painted(disc, zoom(10.0), ratio)
    gap = np.abs(pixels(on_pixels).astype(int) - pixels(painted(disc, zoom(10.0), ratio, direct=True)).astype(int))
    assert gap.max() <= 2
    assert (pixels(on_pixels) != 255).any()  # the disc is there
    if ratio != 1.0:
        return
    assert painted(disc, zoom(10.0, 80.3, 99.7)) == on_pixels
    assert painted(disc, zoom(10.0, 80.7, 100.0)) == painted(disc, zoom(10.0, 81.0, 100.0))


def test_a_disc_is_drawn_as_it_is_under_a_perspective_or_into_a_vector_device(qtbot) -> None:
    """A projector's perspective, a picture recorded for SVG or PDF, or a zoom at which the disc's picture would be
    more than its bound across, gets the disc itself, where it is."""
    disc = disc_item(cosmetic_pen(TEMPLATE_COLOUR, 2.0), translucent(TEMPLATE_COLOUR, 60))
    disc.setRect(QRectF(2.0, -1.0, 5.0, 5.0))
    perspective = QTransform(10.0, 0.0, 0.0002, 0.0, -10.0, 0.0001, 80.3, 99.6, 1.0)
    assert painted(disc, perspective) == painted(disc, perspective, direct=True)
    zoomed_in = zoom(250.0, -500.3, 800.6)  # 1250 pixels across
    assert painted(disc, zoomed_in) == painted(disc, zoomed_in, direct=True)
    assert not disc.pictures.entries

    def recorded(direct: bool) -> QImage:
        vector = QPicture()
        painter = QPainter(vector)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing)
        painter.setTransform(zoom(10.0, 80.3, 99.6))
        if direct:
            _paint_flat_filled(disc, painter, lambda: painter.drawEllipse(disc.rect()))
        else:
            disc.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        out = image()
        replay = QPainter(out)
        vector.play(replay)
        replay.end()
        return out

    assert recorded(direct=False) == recorded(direct=True)



def test_a_highlighted_figure_kept_as_a_picture_is_drawn_anew_after_each_change(qtbot) -> None:
    """A figure selected (dragged) or hovered paints, after a move, a new base, a new gang, being selected then
    hovered, a new fill, what a figure item made afresh in that state paints; a selected building is drawn as it is."""
    from PySide6.QtWidgets import QGraphicsScene

    from tabletop.scenario.edit_ops import rectangle_geometry
    from tabletop.scenario.model import Feature, Geometry
    from ui.map.items import FeatureItem

    scene = QGraphicsScene()  # selection needs a scene

    def item(feature: Feature, selected: bool, hovered: bool) -> FeatureItem:
        made = FeatureItem(feature)
        made.setFlag(made.GraphicsItemFlag.ItemIsSelectable, True)
        scene.addItem(made)
        made.setSelected(selected)
        made.set_hovered(hovered)
        return made

    figure = Feature("f1", "figure", Geometry("Point", (3.0, 2.0)), {"gang": "A", "base_mm": 25})
    kept = item(figure, True, False)
    looks = [(figure.with_geometry(Geometry("Point", (4.5, 2.25))), True, False),
             (figure.with_properties(base_mm=40), True, False),
             (figure.with_properties(gang="B"), True, False),
             (figure.with_properties(gang="B"), False, True)]
    for feature, selected, hovered in looks:
        kept.update_from(feature)
        kept.setSelected(selected)
        kept.set_hovered(hovered)
        for antialiased in (True, False):
            before = painted(kept, zoom(10.0), antialiased=antialiased)
            assert before == painted(item(feature, selected, hovered), zoom(10.0), antialiased=antialiased)
    kept.setBrush(QColor("yellow"))  # a fill alone changed
    fresh = item(looks[-1][0], False, True)
    fresh.setBrush(QColor("yellow"))
    assert painted(kept, zoom(10.0)) == painted(fresh, zoom(10.0))
    assert kept.pictures.entries
    building = item(Feature("b1", "building", rectangle_geometry(0.0, 0.0, 40.0, 30.0)), True, False)
    painted(building, zoom(10.0))
    assert not building.pictures.entries


def area_painted(area: AreaItem, transform: QTransform, antialiased: bool = True) -> QImage:
    """The area painted alone into a white image as a view paints it at ``transform``."""
    out = image()
    painter = QPainter(out)
    painter.setRenderHints(QPainter.RenderHint.TextAntialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
    painter.setTransform(transform)
    area.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return out


def like_area(area: AreaItem) -> AreaItem:
    fresh = area_item(area.pen(), area.brush(), kept=True)
    fresh.setPath(area.path())
    return fresh


def test_a_move_reach_kept_as_a_picture_is_drawn_anew_after_each_change(qtbot) -> None:
    """The move reach stays as it is while its figure is dragged: kept as pictures, after a new reach, a new pen or
    brush, a zoom, with antialiasing or without, it paints what an area made afresh with them paints, by turns in two
    views; on whole pixels, what the area drawn as it is paints (to a unit of rounding). What a figure sees changes
    on every frame and is never kept."""
    kept = area_item(cosmetic_pen(MOVE_COLOUR, 1.0, Qt.PenStyle.DashLine), translucent(MOVE_COLOUR, 35), kept=True)
    reach = Point(4.0, 1.0).buffer(3.0).union(Point(7.0, 2.5).buffer(1.5))
    steps = [
        lambda a: a.setPath(shape_path(reach)),
        lambda a: a.setPath(shape_path(reach.difference(Point(5.0, 1.0).buffer(1.0)))),  # a new reach
        lambda a: a.setPath(shape_path(shapely.affinity.translate(reach, 0.25, -0.5))),  # searched from elsewhere
        lambda a: a.setPen(cosmetic_pen(MOVE_COLOUR, 2.0)),
        lambda a: a.setBrush(translucent(TEMPLATE_COLOUR, 60)),
    ]
    for step in steps:
        step(kept)
        for transform in (zoom(8.0), zoom(10.0, 80.3, 99.6)):
            for antialiased in (True, False):
                before = area_painted(kept, transform, antialiased)
                assert area_painted(kept, transform, antialiased) == before
                assert before == area_painted(like_area(kept), transform, antialiased)
    laptop, table = area_painted(like_area(kept), zoom(8.0)), area_painted(like_area(kept), zoom(16.0), False)
    for _frame in range(3):
        assert area_painted(kept, zoom(8.0)) == laptop
        assert area_painted(kept, zoom(16.0), False) == table
    assert kept.pictures.entries
    # Its bounds on whole pixels (as a disc's picture, it lands on the nearest one).
    kept.setPath(shape_path(reach))
    out = image()
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setTransform(zoom(10.0))
    _paint_flat_filled(kept, painter, lambda: painter.drawPath(kept.path()))
    painter.end()
    gap = np.abs(pixels(area_painted(kept, zoom(10.0))).astype(int) - pixels(out).astype(int))
    assert gap.max() <= 2 and (pixels(out) != 255).any()
    sees = area_item(cosmetic_pen(MOVE_COLOUR, 1.0), translucent(MOVE_COLOUR, 70))
    sees.setPath(shape_path(reach))
    area_painted(sees, zoom(8.0))
    assert sees.pictures is None
