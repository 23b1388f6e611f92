"""Words on a dark halo, put together from pictures of their letters.

A label on the table screen is its letters filled over a halo (their outline stroked wide, round-joined). Stroking
a label's whole outline took 1 to 5 ms at 1:1 on a 4K TV, and a distance label shows new words on most frames of a
drag (« 32,9 cm », « 33,1 cm »...). Each letter's halo and fill are drawn once here, for the few sub-pixel offsets
a letter lands on (sixteenths of a pixel), and a label is those pictures laid side by side where Qt's text layout
puts each letter: every halo first (opaque and added, then faded to the halo's alpha as one), then every letter over them,
as the halo stroked whole and the text filled over it look.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QPixmap, QRawFont, QTextLayout,
                           QTransform)

PHASES = 16  # a letter's sub-pixel offset, kept to a sixteenth of a pixel (a thirty-second at most from its place)
LETTER_PICTURES = 4096  # a table's words at one or two sizes, each letter at a few offsets


def haloed_words(text: str, font: QFont, colour: QColor, halo_colour: QColor, grow: float,
                 halo: float) -> tuple[QPixmap, QPointF]:
    """``text`` (lines split at « \\n ») in ``font`` grown ``grow`` times, filled with ``colour`` over a halo
    ``halo`` pixels wide: the picture, and its corner from the first line's origin (its top left, the baseline an
    ascent below)."""
    metrics = QFontMetricsF(font)
    letters: list[tuple[QRawFont, tuple, int, float, float]] = []  # (font, its face and glyph, glyph, x, y)
    outline = QRectF()
    for row, line in enumerate(text.split("\n")):
        layout = QTextLayout(line, font)
        layout.beginLayout()
        laid = layout.createLine()
        layout.endLayout()
        for run in laid.glyphRuns():
            raw = run.rawFont()
            face = (raw.familyName(), raw.styleName(), raw.weight(), raw.style().value, raw.pixelSize())
            for index, position in zip(run.glyphIndexes(), run.positions()):
                box = _outline(face, raw, index)
                if box is None:
                    continue  # a space: it moves the next letters, it draws nothing
                y = position.y() + row * metrics.lineSpacing()
                letters.append((raw, (*face, index), index, position.x(), y))
                outline = outline.united(box.translated(position.x(), y))
    bounds = QTransform.fromScale(grow, grow).mapRect(outline).adjusted(-halo - 1, -halo - 1, halo + 1, halo + 1)
    image = QImage(max(1, math.ceil(bounds.width())), max(1, math.ceil(bounds.height())),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    placed = []
    for raw, key, index, x, y in letters:
        left, phase_x = _split(x * grow - bounds.left())
        top, phase_y = _split(y * grow - bounds.top())
        look = (key, colour.rgba(), halo_colour.rgb(), grow, halo, phase_x, phase_y)
        letter = _LETTERS.get(look)
        if letter is None:
            letter = _letter(raw, index, colour, halo_colour, grow, halo, phase_x, phase_y)
            _LETTERS[look] = letter
            if len(_LETTERS) > LETTER_PICTURES:
                _LETTERS.popitem(last=False)
        else:
            _LETTERS.move_to_end(look)
        placed.append((left, top, letter))
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Plus)
    for left, top, (edge, _fill, corner) in placed:
        painter.drawImage(QPointF(left + corner.x(), top + corner.y()), edge)
    # The halos are laid opaque and added, then faded as one: where two letters' halos meet between them the
    # pixels their edges share add up as the stroke of both would cover them, and the halo is no darker there.
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    painter.fillRect(image.rect(), QColor(0, 0, 0, halo_colour.alpha()))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    for left, top, (_edge, fill, corner) in placed:
        painter.drawImage(QPointF(left + corner.x(), top + corner.y()), fill)
    painter.end()
    return QPixmap.fromImage(image), bounds.topLeft()


def _outline(face: tuple, raw: QRawFont, index: int) -> QRectF | None:
    """A glyph's bounds in the font's units, None for one that draws nothing (a space); asked of the font once."""
    key = (*face, index)
    if key not in _OUTLINES:
        shape = raw.pathForGlyph(index)
        _OUTLINES[key] = None if shape.isEmpty() else shape.boundingRect()
    return _OUTLINES[key]


def _split(pixels: float) -> tuple[int, int]:
    """Whole pixels and sixteenths of a pixel."""
    sixteenths = round(pixels * PHASES)
    return sixteenths // PHASES, sixteenths % PHASES


# A raw font is a new object for every layout: glyphs are told apart by what the face is (family, style, size). Two
# raw fonts of one face may give bounds 1/64 px apart (seen with DejaVu Sans Bold): a label's corner then moves by
# less than a tenth of a pixel at 4K, which the pictures do not show.
_OUTLINES: dict[tuple, QRectF | None] = {}  # a glyph's bounds by face and glyph
# Letter pictures by (face and glyph, colours, size, halo, offsets), the least recently used dropped first.
_LETTERS: OrderedDict[tuple, tuple[QImage, QImage, QPointF]] = OrderedDict()


def _letter(raw: QRawFont, index: int, colour: QColor, halo_colour: QColor, grow: float, halo: float,
            phase_x: int, phase_y: int) -> tuple[QImage, QImage, QPointF]:
    """Glyph ``index`` of ``raw`` grown ``grow`` times, its origin ``phase`` sixteenths of a pixel into its
    pixel: its halo (opaque) and its fill, and their corner from that pixel."""
    shape = raw.pathForGlyph(index)
    origin = QTransform.fromScale(grow, grow) * QTransform.fromTranslate(phase_x / PHASES, phase_y / PHASES)
    box = origin.mapRect(shape.boundingRect()).adjusted(-halo - 1, -halo - 1, halo + 1, halo + 1)
    left, top = math.floor(box.left()), math.floor(box.top())
    size = (max(1, math.ceil(box.right()) - left), max(1, math.ceil(box.bottom()) - top))
    to_picture = origin * QTransform.fromTranslate(-left, -top)
    edge = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    edge.fill(Qt.GlobalColor.transparent)
    drawer = QPainter(edge)
    drawer.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    drawer.setTransform(to_picture)
    pen = QPen(QColor(halo_colour.red(), halo_colour.green(), halo_colour.blue()), 2 * halo / grow)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    drawer.strokePath(shape, pen)
    drawer.end()
    fill = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    fill.fill(Qt.GlobalColor.transparent)
    drawer = QPainter(fill)
    drawer.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    drawer.setTransform(to_picture)
    drawer.fillPath(shape, colour)
    drawer.end()
    return edge, fill, QPointF(left, top)
