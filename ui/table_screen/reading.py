"""What the players read from their chairs: the table screen's words, lines and banner sized in millimetres of the
table, not in pixels.

The referee's overlays are sized for the laptop (a label's capitals 8 pixels high, lines one pixel wide); at 1:1 on
a 55-inch 4K TV that is 2.5 mm and 0.3 mm, and a bigger TV would show them smaller still. On the table screen a
label's capitals are ``TEXT_CAP_MM`` high, on a dark halo; a line one pixel wide on the laptop is ``LINE_MM`` wide
(wider ones in proportion); the banner's capitals ``BANNER_CAP_MM``. The referee's setting (``TableLook``'s
``reading_scale``) scales them all. Under a projector the millimetre is taken at the table's centre.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QTransform

from ui.map.overlay_items import Label
from ui.table_screen.lettering import haloed_words

# Defaults for a player reading from 60 cm.
TEXT_CAP_MM = 5.0
LINE_MM = 1.0
BANNER_CAP_MM = 7.0
HALO_MM = 0.7  # the dark edge round each letter, so a label reads over the table's colours and the other overlays
HALO = QColor(0, 0, 0, 230)
BANNER_COLOUR = QColor("#f5f5f5")
BANNER_BACK = QColor(0, 0, 0, 170)
# A label's own colour, lighter when it is darker than this: light letters on the dark halo.
LIGHTEST_DARK = 175
READING_SCALES = (0.75, 1.0, 1.25, 1.5, 2.0)
# Label pictures kept, the least recently shown dropped first: a table's figures' and overlays' words, and the few
# distances a ring's label goes through while the referee drags.
LABEL_PICTURES = 256


@dataclass(frozen=True, slots=True)
class Reading:
    """The table screen's pixels in a millimetre of the table, and the referee's scale of what is read."""

    px_per_mm: float
    scale: float = 1.0

    def mm(self, millimetres: float) -> float:
        """``millimetres`` of the table, scaled, in pixels."""
        return millimetres * self.scale * self.px_per_mm

    def pen(self, pen: QPen) -> QPen:
        """A cosmetic pen of the laptop (its width in pixels) as the table screen strokes it: LINE_MM a pixel."""
        wide = QPen(pen)
        wide.setCosmetic(True)
        wide.setWidthF(max(1.0, pen.widthF() if pen.widthF() > 0 else 1.0) * self.mm(LINE_MM))
        return wide


def strokes(pen: QPen) -> tuple[QPen, list[QPointF]]:
    """A wide cosmetic pen as the table screen strokes it (but an opaque solid one without antialiasing, which Qt
    fills in one pass: ``shapes.stroke``): with a pen one pixel wide (its dashes as long as the wide pen's),
    shifted by whole pixels along a cross as wide as the pen. Qt strokes a one-pixel cosmetic line through its fast
    stroker; a wider dashed one goes through the general stroker and the path filler, several times the cost on a
    4K picture's long rings."""
    width = pen.widthF()
    thin = QPen(pen)
    if pen.style() not in (Qt.PenStyle.SolidLine, Qt.PenStyle.NoPen):
        thin.setDashPattern([dash * width for dash in pen.dashPattern()])
    thin.setWidthF(1.0)
    reach = round((width - 1) / 2)  # whole pixels either side: none below 2.5 pixels (a 1080p TV's millimetre)
    offsets = [QPointF()]
    for step in range(1, reach + 1):
        offsets += [QPointF(step, 0), QPointF(-step, 0), QPointF(0, step), QPointF(0, -step)]
    return thin, offsets


def readable(colour: QColor) -> QColor:
    """A label's colour as the table shows it over its dark halo: as it is, or lightened to read."""
    hue, saturation, lightness, alpha = colour.getHsl()
    return QColor.fromHsl(max(hue, 0), saturation, max(lightness, LIGHTEST_DARK), alpha)


def label_frame(label: Label, transform: QTransform, reading: Reading) -> tuple[QTransform, float]:
    """Where a label's frame goes on the table screen, and how much it grows there: round its point, its capitals
    TEXT_CAP_MM high, its offset from the point grown with them."""
    grow = reading.mm(TEXT_CAP_MM) / max(QFontMetricsF(label.font()).capHeight(), 1.0)
    anchor = transform.map(label.scenePos())
    return label.transform() * QTransform.fromScale(grow, grow) * QTransform.fromTranslate(anchor.x(), anchor.y()), grow


def _picture(label: Label, grow: float, reading: Reading) -> tuple[QPixmap, QPointF]:
    """The label's letters and halo as the table shows them, and the picture's corner from the frame's origin."""
    return _drawn(label.text(), label.font().toString(), label.brush().color().rgba(), round(grow, 6),
                  round(reading.mm(HALO_MM), 6))


def text_picture(text: str, font: QFont, colour: QColor, reading: Reading) -> QPixmap:
    """Words as the table shows them (a map's name): capitals TEXT_CAP_MM high, light on a dark halo."""
    grow = reading.mm(TEXT_CAP_MM) / max(QFontMetricsF(font).capHeight(), 1.0)
    return _drawn(text, font.toString(), colour.rgba(), round(grow, 6), round(reading.mm(HALO_MM), 6))[0]


@lru_cache(maxsize=LABEL_PICTURES)
def _drawn(text: str, font_text: str, rgba: int, grow: float, halo: float) -> tuple[QPixmap, QPointF]:
    """A label's picture, drawn once while its text, font, colour and size stay, whichever label shows it: a label
    follows its figure on every frame of a drag, and a ring's distance goes back and forth between a few values
    (laying the letters out and stroking their halo at 1:1 on a 4K TV cost several milliseconds a label)."""
    font = QFont()
    font.fromString(font_text)
    return haloed_words(text, font, readable(QColor.fromRgba(rgba)), HALO, grow, halo)


def placed_label(label: Label, transform: QTransform, reading: Reading) -> tuple[QPointF, QPixmap]:
    """A label's picture on the table screen (letters and halo) and its corner where the laptop's offset from its
    point, grown with the letters, puts it."""
    frame, grow = label_frame(label, transform, reading)
    picture, corner = _picture(label, grow, reading)
    return frame.map(QPointF(0.0, 0.0)) + corner, picture


def label_reach(label: Label, transform: QTransform, reading: Reading) -> QRectF:
    """The pixels a label paints over on the table screen, its halo included."""
    corner, picture = placed_label(label, transform, reading)
    return QRectF(corner, QSizeF(picture.size()))


def draw_label(painter: QPainter, label: Label, at: QPointF, picture: QPixmap) -> None:
    """A label's table picture (``placed_label``) drawn with its corner ``at`` (pixels), as faded as the label."""
    painter.save()
    painter.resetTransform()
    painter.setOpacity(label.effectiveOpacity())
    painter.drawPixmap(at, picture)
    painter.restore()


def banner_font(cap_px: float) -> QFont:
    """The banner's bold font whose capitals are ``cap_px`` pixels high."""
    font = QFont()
    font.setBold(True)
    font.setPixelSize(100)
    ratio = QFontMetricsF(font).capHeight() / 100
    font.setPixelSize(max(1, round(cap_px / max(ratio, 0.1))))
    return font


def paint_banner(painter: QPainter, text: str, size: tuple[int, int], quarter_turns: int, reading: Reading) -> None:
    """The banner along the picture's edge on the side it reads from (a TV): quarter turn 0 at the bottom (the
    referee's side, reading upright), 1 on the right, 2 at the top upside down, 3 on the left."""
    if not text:
        return
    width, height = size
    turns = quarter_turns % 4
    along = width if turns % 2 == 0 else height
    painter.save()
    painter.setFont(banner_font(reading.mm(BANNER_CAP_MM)))
    band = _band_depth(reading)
    # Into the banner's own frame: its baseline edge along the picture's edge, reading from outside the table.
    frame = QTransform()
    if turns == 0:
        frame.translate(0, height - band)
    elif turns == 1:
        frame.translate(width - band, height)
        frame.rotate(-90)
    elif turns == 2:
        frame.translate(width, band)
        frame.rotate(180)
    else:
        frame.translate(band, 0)
        frame.rotate(90)
    painter.setTransform(frame)
    _paint_band(painter, QRectF(0, 0, along, band), text)
    painter.restore()


def _band_depth(reading: Reading) -> float:
    """How deep the banner's band is on a TV, in pixels: its letters' height and room round them."""
    return QFontMetricsF(banner_font(reading.mm(BANNER_CAP_MM))).height() * 1.6


def banner_band(text: str, size: tuple[int, int], quarter_turns: int,
                reading: Reading) -> tuple[QRectF, QRectF] | None:
    """The pixels ``paint_banner`` covers on a TV and the rest of the picture, or None without a banner: the
    labels along the near edge are kept out of the band (issue 37: the banner never covers them)."""
    if not text:
        return None
    width, height = size
    band = _band_depth(reading)
    turns = quarter_turns % 4
    if turns == 0:
        return QRectF(0, height - band, width, band), QRectF(0, 0, width, height - band)
    if turns == 1:
        return QRectF(width - band, 0, band, height), QRectF(0, 0, width - band, height)
    if turns == 2:
        return QRectF(0, 0, width, band), QRectF(0, band, width, height - band)
    return QRectF(0, 0, band, height), QRectF(band, 0, width - band, height)


# In the banner's frame on the table (a projector), a unit is a tenth of a millimetre: the font is sized in them.
UNIT_CM = 0.01


def _table_banner_font(reading: Reading) -> QFont:
    return banner_font(BANNER_CAP_MM * reading.scale * 0.1 / UNIT_CM)


def table_banner_depth_cm(reading: Reading) -> float:
    """How deep the banner's band is on the table (a projector), in cm: the words keep out of it."""
    return QFontMetricsF(_table_banner_font(reading)).height() * 1.6 * UNIT_CM


def paint_table_banner(painter: QPainter, text: str, table: QRectF, to_pixels: QTransform, quarter_turns: int,
                       reading: Reading) -> None:
    """The banner on the table itself (a projector): a band along the table's edge on the side it reads from,
    inside the table's quadrilateral, its letters sized in millimetres of the table."""
    if not text:
        return
    turns = quarter_turns % 4
    font = _table_banner_font(reading)
    band = table_banner_depth_cm(reading) / UNIT_CM  # units
    w, d, b, u = table.width(), table.height(), band * UNIT_CM, UNIT_CM
    # (along the edge, down the letters) in units to table cm, reading from outside the table on that side.
    frames = {0: QTransform(u, 0, 0, -u, 0, b), 1: QTransform(0, u, u, 0, w - b, 0),
              2: QTransform(-u, 0, 0, u, w, d - b), 3: QTransform(0, -u, -u, 0, b, d)}
    along = (w if turns % 2 == 0 else d) / UNIT_CM
    painter.save()
    painter.setTransform(frames[turns] * QTransform.fromTranslate(table.left(), table.top()) * to_pixels)
    painter.setFont(font)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_band(painter, QRectF(0, 0, along, band), text)
    painter.restore()


def _paint_band(painter: QPainter, rect: QRectF, text: str) -> None:
    painter.fillRect(rect, BANNER_BACK)
    painter.setPen(BANNER_COLOUR)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
