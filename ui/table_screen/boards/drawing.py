"""What every card game's table screen draws with: sizes in millimetres of the glass, high-contrast colours, text
that fits its box, cards, and the banner.

A TV laid on the table is read from a chair about 60 cm away: capitals about 5 mm high and lines about 1 mm wide
read there (``CAPITAL_MM``, ``LINE_MM``); the painter turns millimetres into pixels by the screen's width (its pixels
over its measured width). The board is drawn from the core's public board only (``tabletop.games.public_board``):
nothing here knows a secret to leave out.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

CAPITAL_MM = 5.0  # the capitals of ordinary text, read from 60 cm
TITLE_MM = 7.0  # a player's or a zone's name
LINE_MM = 1.0  # strokes and outlines
MARGIN_MM = 6.0
GAP_MM = 3.0
BANNER_CAPITAL_MM = 6.0

BACKGROUND = QColor("black")
INK = QColor("#ffffff")
DIM = QColor("#c8c8c8")  # secondary text: still well above 7:1 on black
PANEL = QColor("#1c1c1c")
EDGE = QColor("#9a9a9a")
ALERT = QColor("#ff5a4a")
BANNER_BACK = QColor("#ffffff")
BANNER_INK = QColor("#000000")
OVER_BACK = QColor("#ffd23f")
CARD_BACK = QColor("#23408e")  # a face-down card: the same blue for every back
CARD_BACK_INK = QColor("#dfe6ff")
CARD_FACE = QColor("#fafafa")
# One strong colour per seat, told apart by people with the commonest colour blindness too (Okabe and Ito).
SEAT_COLOURS = ("#e69f00", "#56b4e9", "#009e73", "#f0e442", "#cc79a7", "#d55e00", "#0072b2")
# Mafia Story's families are named by their colour (rule data): drawn in that colour.
FAMILY_COLOURS = {"rouge": "#e8413c", "vert": "#2fb34a", "bleu": "#3d7fe0", "blanc": "#f2f2f2", "noir": "#7a7a7a",
                  "jaune": "#f0d43a"}


def seat_colour(index: int) -> QColor:
    return QColor(SEAT_COLOURS[index % len(SEAT_COLOURS)])


def ink_on(colour: QColor) -> QColor:
    """Black or white, whichever reads best on ``colour``."""
    luminance = 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()
    return BANNER_INK if luminance > 0.35 else INK


class BoardPainter:
    """A QPainter and the screen's pixels per millimetre: fonts by their capitals' height in mm, pens in mm."""

    def __init__(self, painter: QPainter, px_per_mm: float):
        self.painter = painter
        self.px_per_mm = px_per_mm
        self._fonts: dict[tuple[float, bool], QFont] = {}

    def mm(self, length: float) -> float:
        return length * self.px_per_mm

    def font(self, capital_mm: float = CAPITAL_MM, bold: bool = False) -> QFont:
        """A font whose capitals are ``capital_mm`` high on the glass (measured, not guessed from the point size)."""
        key = (capital_mm, bold)
        font = self._fonts.get(key)
        if font is None:
            font = QFont()
            font.setBold(bold)
            font.setPixelSize(100)
            cap = QFontMetricsF(font).capHeight() or 70.0
            font.setPixelSize(max(1, round(100 * self.mm(capital_mm) / cap)))
            self._fonts[key] = font
        return font

    def line_height(self, capital_mm: float = CAPITAL_MM, bold: bool = False) -> float:
        return QFontMetricsF(self.font(capital_mm, bold)).lineSpacing()

    def pen(self, colour: QColor, width_mm: float = LINE_MM) -> QPen:
        return QPen(colour, self.mm(width_mm))

    def text(self, rect: QRectF, text: str, colour: QColor = INK, capital_mm: float = CAPITAL_MM, bold: bool = False,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
             wrap: bool = False) -> float:
        """Draw ``text`` in ``rect`` (cut at its edge, never smaller than its size in mm); the height it took."""
        painter = self.painter
        painter.setFont(self.font(capital_mm, bold))
        painter.setPen(colour)
        flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
        used = painter.boundingRect(rect, flags, text)
        painter.save()
        painter.setClipRect(rect)
        painter.drawText(rect, flags, text)
        painter.restore()
        return min(used.height(), rect.height())

    def text_height(self, width: float, text: str, capital_mm: float = CAPITAL_MM, bold: bool = False) -> float:
        """The height ``text`` takes wrapped to ``width`` pixels."""
        metrics = QFontMetricsF(self.font(capital_mm, bold))
        return metrics.boundingRect(QRectF(0, 0, width, 1e6), int(Qt.TextFlag.TextWordWrap), text).height()

    def text_width(self, text: str, capital_mm: float = CAPITAL_MM, bold: bool = False) -> float:
        return QFontMetricsF(self.font(capital_mm, bold)).horizontalAdvance(text)

    def box(self, rect: QRectF, fill: QColor | None, edge: QColor | None = EDGE, width_mm: float = LINE_MM,
            radius_mm: float = 1.5) -> None:
        painter = self.painter
        painter.setPen(self.pen(edge, width_mm) if edge is not None else Qt.PenStyle.NoPen)
        painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
        inset = self.mm(width_mm) / 2 if edge is not None else 0.0
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), self.mm(radius_mm), self.mm(radius_mm))

    def player_panel(self, area: QRectF, top: float, name: str, body: str, colour: QColor) -> float | None:
        """A player's panel at ``top`` of ``area``: his name on a band of his colour, then ``body`` wrapped; where the
        next panel starts, or None when not even the name fits below ``top`` (the panel is then not drawn)."""
        pad = self.mm(2)
        title = self.line_height(TITLE_MM, True) + pad
        height = title + self.text_height(area.width() - 2 * pad, body) + 2 * pad
        rect = QRectF(area.left(), top, area.width(), min(height, area.bottom() - top))
        if rect.height() <= title:
            return None
        self.box(rect, PANEL, colour, 1.5)
        head = QRectF(rect.left(), rect.top(), rect.width(), title)
        self.box(head, colour, None)
        self.text(head.adjusted(pad, 0, -pad, 0), name, ink_on(colour), TITLE_MM, True,
                  Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        self.text(QRectF(rect.left() + pad, head.bottom() + pad, rect.width() - 2 * pad, rect.bottom() - head.bottom()),
                  body, INK, wrap=True)
        return rect.bottom() + self.mm(GAP_MM)

    def disc(self, centre: QPointF, radius: float, fill: QColor, label: str = "") -> None:
        """A pawn or a token: ringed white then black, so that it stands out on a card or a quartier of its own
        colour."""
        painter = self.painter
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BACKGROUND)
        painter.drawEllipse(centre, radius + self.mm(LINE_MM), radius + self.mm(LINE_MM))
        painter.setPen(self.pen(INK, LINE_MM))
        painter.setBrush(fill)
        painter.drawEllipse(centre, radius - self.mm(LINE_MM) / 2, radius - self.mm(LINE_MM) / 2)
        if label:
            rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            self.text(rect, label, ink_on(fill), CAPITAL_MM, True, Qt.AlignmentFlag.AlignCenter)

    def card_back(self, rect: QRectF, label: str = "") -> None:
        """A face-down card: the back, the same for every card, and at most what everyone sees of it."""
        self.box(rect, CARD_BACK, CARD_BACK_INK, LINE_MM)
        inner = rect.adjusted(self.mm(2), self.mm(2), -self.mm(2), -self.mm(2))
        self.painter.setPen(self.pen(CARD_BACK_INK, LINE_MM * 0.5))
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawRoundedRect(inner, self.mm(1), self.mm(1))
        if label:
            self.text(inner, label, CARD_BACK_INK, CAPITAL_MM, True, Qt.AlignmentFlag.AlignCenter, wrap=True)


def banner_height(board: BoardPainter) -> float:
    return board.line_height(BANNER_CAPITAL_MM, True) * 1.8


def paint_banner(board: BoardPainter, data: dict[str, Any], width: float, height: float) -> None:
    """The banner along the referee's edge: turn, phase and who decides, or « Game over » on another colour."""
    band = banner_height(board)
    rect = QRectF(0, height - band, width, band)
    board.painter.fillRect(rect, OVER_BACK if data["over"] else BANNER_BACK)
    board.text(rect.adjusted(board.mm(MARGIN_MM), 0, -board.mm(MARGIN_MM), 0), data["text"], BANNER_INK,
               BANNER_CAPITAL_MM, True, Qt.AlignmentFlag.AlignCenter)


def paint_blackout(painter: QPainter, size: tuple[int, int]) -> None:
    painter.fillRect(QRectF(0, 0, size[0], size[1]), BACKGROUND)


Painter = Callable[[BoardPainter, dict[str, Any], QRectF], None]


# Each card game's painter: a module of this package with a ``paint(pen, board, area)``, by the game's id.
PAINTERS = {"camorra": "camorra", "mafia-story": "mafia_story", "narcopolis": "narcopolis",
            "gangster-paradise": "gangster_paradise"}


def painter_of(game_id: str) -> Painter:
    return importlib.import_module(f"ui.table_screen.boards.{PAINTERS[game_id]}").paint


def paint_board(painter: QPainter, board: dict[str, Any], size: tuple[int, int], px_per_mm: float) -> None:
    """Paint a public board (``tabletop.games.public_board``) on a screen ``size`` pixels large, ``px_per_mm``
    pixels a millimetre of the glass."""
    width, height = size
    painter.save()
    painter.fillRect(QRectF(0, 0, width, height), BACKGROUND)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing, True)
    pen = BoardPainter(painter, px_per_mm)
    margin = pen.mm(MARGIN_MM)
    area = QRectF(margin, margin, width - 2 * margin, height - banner_height(pen) - 2 * margin)
    painter_of(board["game"])(pen, board, area)
    paint_banner(pen, board["banner"], width, height)
    painter.restore()

