"""A 1:1 PDF of the table tiled over A4 or Letter pages, ready to print and lay out on the table.

The tiling (which part of the table goes on which page, the labels, the alignment marks, where the
label and the scale bar go) comes from ``tabletop.printing``; this module only draws it. Each page
carries its label ("B3"), crosses in the strips it shares with its neighbours, a thin line on the
table's edges, and a 10 cm scale bar the referee checks with a ruler before cutting anything.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QLineF, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from tabletop.printing import PrintPlan, Tile
from ui.export.painting import clean_scene, paint_table_part
from ui.export.writing import ExportError, write_bytes
from ui.map.items import feature_label, feature_path
from ui.map.scene import ScenarioScene

# 600 dpi: hairlines and small text stay crisp on any home printer.
PDF_DPI = 600
PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
MARK_ARM_MM = 4.0  # half the width of an alignment cross: fits a 10 mm overlap strip
MARK_RING_MM = 1.5
LINE_MM = 0.2  # marks and scale bar: thin enough to align on, thick enough for any printer
EDGE_MM = 0.3  # the table's edge outline
INK = QColor("#000000")


def table_pdf(scene: ScenarioScene, path: str | os.PathLike[str], plan: PrintPlan, title: str = "") -> int:
    """Write the PDF of ``plan`` (one page per tile, in label order); returns the page count."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setTitle(title)
    writer.setCreator("Tabletop")
    orientation = (QPageLayout.Orientation.Portrait if plan.orientation == "portrait"
                   else QPageLayout.Orientation.Landscape)
    # No printer margins here: the plan already keeps its own margin inside the sheet.
    layout = QPageLayout(QPageSize(PAGE_SIZES[plan.paper.name]), orientation, QMarginsF(0, 0, 0, 0),
                         QPageLayout.Unit.Millimeter)
    if not writer.setPageLayout(layout):
        raise ExportError(f"the PDF writer refused the {plan.paper.name} {plan.orientation} page")
    painter = QPainter(writer)
    if not painter.isActive():
        raise ExportError("the PDF could not be started")
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    with clean_scene(scene, overlays=False, labels=False):
        for number, tile in enumerate(plan.tiles):
            if number:
                writer.newPage()
            _PagePainter(painter, plan, tile, scene).paint(number + 1, title)
    painter.end()
    write_bytes(path, bytes(buffer.data()))
    return plan.page_count


class _PagePainter:
    """Draws one tile's page; positions are given in mm and converted to device pixels here."""

    def __init__(self, painter: QPainter, plan: PrintPlan, tile: Tile, scene: ScenarioScene):
        self.painter = painter
        self.plan = plan
        self.tile = tile
        self.scene = scene
        self.k = PDF_DPI / 25.4  # device pixels per mm

    def px(self, x_mm: float, y_mm: float) -> QPointF:
        return QPointF(x_mm * self.k, y_mm * self.k)

    def pen(self, width_mm: float) -> QPen:
        pen = QPen(INK, width_mm * self.k)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        return pen

    def paint(self, number: int, title: str) -> None:
        tile = self.tile
        page = tile.page_rect
        target = QRectF(self.px(page.x, page.y), self.px(page.x_end, page.y_end))
        source = QRectF(tile.table_rect.x, tile.table_rect.y, tile.table_rect.width, tile.table_rect.height)
        paint_table_part(self.scene, self.painter, source, target)
        self.feature_labels(target)
        self.table_edges(target)
        for x, y in tile.alignment_marks:
            self.cross(*tile.table_to_page(x, y))
        self.label(number, title)
        self.scale_bar()

    def feature_labels(self, target: QRectF) -> None:
        """Names of buildings, streets and figures at paper size (7 and 5 pt), clipped to the printed part."""
        p = self.painter
        p.save()
        p.setClipRect(target)
        p.setPen(INK)
        font = QFont()
        for feature in self.scene.document.scenario:
            text = feature_label(feature, self.scene.figure_names)
            if not text:
                continue
            box = feature_path(feature).boundingRect()
            figure = feature.kind == "figure"
            font.setPointSizeF(5 if figure else 7)
            font.setBold(not figure)
            p.setFont(font)
            metrics = p.fontMetrics()
            width, ascent = metrics.horizontalAdvance(text), metrics.ascent()
            if figure:  # beside the base, as on screen
                x_mm, y_mm = self.tile.table_to_page(box.right() + 0.2, box.center().y())
                at = self.px(x_mm, y_mm) + QPointF(0, ascent / 2)
            else:
                x_mm, y_mm = self.tile.table_to_page(box.center().x(), box.center().y())
                at = self.px(x_mm, y_mm) + QPointF(-width / 2, ascent / 2)
            if target.adjusted(-width, -ascent, width, ascent).contains(at):
                p.drawText(at, text)
        p.restore()

    def table_edges(self, target: QRectF) -> None:
        """The table's outline where this page shows an edge of it (clipped to the printed part)."""
        width, depth = self.scene.table_rect.width(), self.scene.table_rect.height()
        top_left = self.px(*self.tile.table_to_page(0.0, depth))
        bottom_right = self.px(*self.tile.table_to_page(width, 0.0))
        self.painter.save()
        # A little slack so the half of the line outside the printed part is not cut off.
        slack = EDGE_MM * self.k
        self.painter.setClipRect(target.adjusted(-slack, -slack, slack, slack))
        self.painter.setPen(self.pen(EDGE_MM))
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawRect(QRectF(top_left, bottom_right))
        self.painter.restore()

    def cross(self, x_mm: float, y_mm: float) -> None:
        p = self.painter
        p.save()
        p.setPen(self.pen(LINE_MM))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawLine(QLineF(self.px(x_mm - MARK_ARM_MM, y_mm), self.px(x_mm + MARK_ARM_MM, y_mm)))
        p.drawLine(QLineF(self.px(x_mm, y_mm - MARK_ARM_MM), self.px(x_mm, y_mm + MARK_ARM_MM)))
        p.drawEllipse(self.px(x_mm, y_mm), MARK_RING_MM * self.k, MARK_RING_MM * self.k)
        p.restore()

    def label(self, number: int, title: str) -> None:
        plan, tile = self.plan, self.tile
        p = self.painter
        p.save()
        p.setPen(INK)
        font = QFont()
        font.setPointSizeF(14)
        font.setBold(True)
        p.setFont(font)
        anchor = self.px(*plan.label_anchor_mm)
        p.drawText(anchor, tile.label)
        advance = p.fontMetrics().horizontalAdvance(tile.label + "  ")
        font.setPointSizeF(8)
        font.setBold(False)
        p.setFont(font)
        last = plan.tiles[-1].label
        text = translate("PdfExport", "page {n} of {count} (A1 to {last}), 1:1 on {paper} {orientation}").format(
            n=number, count=plan.page_count, last=last, paper=plan.paper.name,
            orientation=orientation_name(plan.orientation))
        if title:
            text = f"{title} — {text}"
        p.drawText(anchor + QPointF(advance, 0), text)
        p.restore()

    def scale_bar(self) -> None:
        """A bar of 1 cm black and white blocks; if it does not measure 10 cm, the print was scaled."""
        x, y, length = self.plan.scale_bar_mm
        height = 2.0
        p = self.painter
        p.save()
        p.setPen(self.pen(LINE_MM))
        whole_cm = int(length // 10)
        for i in range(whole_cm):
            p.setBrush(INK if i % 2 == 0 else QColor("white"))
            p.drawRect(QRectF(self.px(x + i * 10, y - height), self.px(x + (i + 1) * 10, y)))
        font = QFont()
        font.setPointSizeF(7)
        p.setFont(font)
        p.setPen(INK)
        text = translate("PdfExport", "{cm} cm: check this bar with a ruler before cutting").format(
            cm=whole_cm)
        p.drawText(self.px(x + whole_cm * 10 + 2, y), text)
        p.restore()


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def orientation_name(orientation: str) -> str:
    """The orientation in the referee's language (the plan keeps the English keyword)."""
    if orientation == "landscape":
        return translate("PdfExport", "landscape")
    return translate("PdfExport", "portrait")
