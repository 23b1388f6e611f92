"""PNG and SVG pictures of the whole table or of what the view shows.

A whole-table picture is drawn straight from the scene, north up like the view. The SVG is at true
size: its width and height are in millimetres of the real table, so a vector editor or a printer
can use it at 1:1. A picture of the view is what the referee sees, at the view's pixel size.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsView

from ui.export.painting import clean_scene, paint_table_part
from ui.export.writing import ExportError, write_bytes
from ui.map.scene import ScenarioScene

# 20 px per cm (about 50 dpi): a 120 x 90 table gives a 2400 x 1800 picture, sharp on a screen and
# small enough to mail; callers can ask for more.
DEFAULT_PX_PER_CM = 20.0
# Generator units per cm in the SVG: 100 per cm with a 254 dpi resolution makes 1 unit = 0.1 mm,
# so the SVG's width and height come out in real millimetres.
SVG_UNITS_PER_CM = 100
SVG_RESOLUTION_DPI = 254
SCREEN_DOTS_PER_METRE = 3780  # 96 dpi
# The biggest PNG side we agree to allocate; beyond it the memory would run out before the file is written.
MAX_PNG_SIDE_PX = 20000
HINTS = QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing | QPainter.RenderHint.SmoothPixmapTransform


def table_png(scene: ScenarioScene, path: str | os.PathLike[str], px_per_cm: float = DEFAULT_PX_PER_CM,
              overlays: bool = False) -> QSize:
    """Write the whole table as a PNG at ``px_per_cm``; returns the picture size."""
    table = scene.table_rect
    size = QSize(round(table.width() * px_per_cm), round(table.height() * px_per_cm))
    if max(size.width(), size.height()) > MAX_PNG_SIDE_PX or min(size.width(), size.height()) < 1:
        raise ExportError(f"a {size.width()} x {size.height()} px picture is too big or too small; "
                          f"choose between 1 and {MAX_PNG_SIDE_PX} px per side")
    image = table_image(scene, size, overlays)
    write_bytes(path, png_bytes(image))
    return size


def table_image(scene: ScenarioScene, size: QSize, overlays: bool = False, labels: bool = True) -> QImage:
    """The whole table drawn into a picture of ``size`` pixels (a thumbnail hides the labels: they would cover it)."""
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    # Labels are sized in points and ignore the zoom, as on screen: a 96 dpi picture shows them at
    # the size the view does, readable at any px_per_cm (at true scale they would be specks).
    image.setDotsPerMeterX(SCREEN_DOTS_PER_METRE)
    image.setDotsPerMeterY(SCREEN_DOTS_PER_METRE)
    painter = QPainter(image)
    painter.setRenderHints(HINTS)
    table = scene.table_rect
    with clean_scene(scene, overlays, labels, label_px_per_cm=size.width() / table.width()):
        paint_table_part(scene, painter, table, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return image


def view_png(view: QGraphicsView, path: str | os.PathLike[str]) -> QSize:
    """Write what the view shows (its viewport, overlays included) as a PNG."""
    size = view.viewport().size()
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHints(HINTS)
    view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())
    painter.end()
    write_bytes(path, png_bytes(image))
    return size


def table_svg(scene: ScenarioScene, path: str | os.PathLike[str], title: str = "",
              overlays: bool = False) -> QSize:
    """Write the whole table as an SVG at true size (width and height in mm); returns its size in units."""
    table = scene.table_rect
    size = QSize(round(table.width() * SVG_UNITS_PER_CM), round(table.height() * SVG_UNITS_PER_CM))
    data = _svg_bytes(size, title, lambda painter: _paint_scene(scene, painter, table, size, overlays))
    write_bytes(path, data)
    return size


def view_svg(view: QGraphicsView, path: str | os.PathLike[str], title: str = "") -> QSize:
    """Write what the view shows as an SVG the size of the viewport in pixels."""
    size = view.viewport().size()

    def paint(painter: QPainter) -> None:
        view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())

    write_bytes(path, _svg_bytes(size, title, paint, resolution=view.logicalDpiX()))
    return size


def _paint_scene(scene: ScenarioScene, painter: QPainter, table: QRectF, size: QSize, overlays: bool) -> None:
    # A label's pixel of 96 dpi is SVG_RESOLUTION_DPI / 96 units of the drawing.
    with clean_scene(scene, overlays, label_px_per_cm=SVG_UNITS_PER_CM * 96 / SVG_RESOLUTION_DPI):
        paint_table_part(scene, painter, table, QRectF(0, 0, size.width(), size.height()))


def _svg_bytes(size: QSize, title: str, paint, resolution: int = SVG_RESOLUTION_DPI) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setResolution(resolution)
    generator.setTitle(title)
    painter = QPainter(generator)
    painter.setRenderHints(HINTS)
    paint(painter)
    painter.end()
    return bytes(buffer.data())


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise ExportError("the picture could not be encoded as PNG")
    buffer.close()
    return bytes(data)
