"""State markers drawn over the pieces on the game map: wounds, KO, dead, down, hidden, aboard, captive, weapon
incidents, actions left and who is acting; burning, wrecked or immobilised vehicles; smoke and gas clouds.

The map's own items draw the bases in their gang colours; a marker sits over each piece and reads only the
core's FigureState or VehicleState. Badges are sized in screen pixels (read from the painter's scale) so they
stay legible at the zoom a referee uses beside the table, whatever the size of the base.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.games.peur_sur_la_ville.play import Cloud, FigureState, Mine, VehicleState
from tabletop.games.peur_sur_la_ville.play.setup import shown_name
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from ui.map.overlay_items import COVER_COLOUR, HIDDEN_COLOUR, MOVE_COLOUR
from ui.map.style import Z_FIGURES
from ui.translated import tr

Z_MARKERS = Z_FIGURES + 5.0
# Room around a base for badges, in cm: at the zoom that fits a 120 cm table in a laptop window (about 7 px/cm)
# this holds badges of 10 to 20 px.
MARGIN_CM = 3.0

WOUND_COLOUR = HIDDEN_COLOUR
KO_COLOUR = COVER_COLOUR
ACTING_COLOUR = QColor("#f1c40f")
ACTION_DOT_COLOUR = MOVE_COLOUR
DEAD_COLOUR = QColor("#1b1b1b")
DONE_VEIL = QColor(255, 255, 255, 120)
HIDDEN_RING = QColor("#6c3483")
CAPTIVE_COLOUR = QColor("#5d6d7e")
# Weapon incidents, gravest first: broken (« HS »), to repair, to reload.
WEAPON_ORDER = ("broken", "to_repair", "to_reload")
WEAPON_COLOURS = {"to_reload": QColor("#d4ac0d"), "to_repair": COVER_COLOUR, "broken": HIDDEN_COLOUR}
STATE_COLOURS = {"ko": KO_COLOUR, "down": QColor("#7f8c8d"), "hidden": HIDDEN_RING, "in_vehicle": QColor("#2e6db4")}


def weapon_badge(status: str) -> str:
    """The short mark of a weapon incident, as the table's « enrayé » markers."""
    return {"to_reload": tr("R"), "to_repair": "⚙", "broken": tr("HS")}[status]


def state_badge(state: str) -> str:
    return {"ko": tr("KO"), "down": "▼", "hidden": tr("H"), "in_vehicle": tr("V")}[state]


def weapon_status_name(status: str) -> str:
    return {"loaded": tr("loaded"), "to_reload": tr("to reload"), "to_repair": tr("to repair"),
            "broken": tr("broken (HS)")}.get(status, status)


def state_name(state: str) -> str:
    """A figure's state in words, as the rosters and the map's tooltips show it."""
    return {"standing": tr("standing"), "down": tr("down"), "ko": tr("KO"), "hidden": tr("hidden"), "dead": tr("dead"),
            "in_vehicle": tr("in a vehicle")}.get(state, state)


def worst_weapon_status(figure: FigureState) -> str:
    """The gravest incident among the weapons carried ("loaded" when none)."""
    statuses = set(figure.weapons.values())
    return next((s for s in WEAPON_ORDER if s in statuses), "loaded")


def shown_state(figure: FigureState) -> str:
    """The state badge a figure wears: a KO for the turn (taser, flash-ball, gas) shows as KO too."""
    if figure.state == "standing" and figure.ko_this_turn:
        return "ko"
    return figure.state


class _Badged(QGraphicsItem):
    """Shared painting: pixel-sized text badges and dots drawn in a y-down pixel frame centred on the piece."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_MARKERS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @staticmethod
    def pixel_frame(painter: QPainter, option: QStyleOptionGraphicsItem) -> float:
        """Switch the painter to pixels with y down (the view flips y); returns pixels per cm."""
        scale = option.levelOfDetailFromTransform(painter.worldTransform()) or 1.0
        painter.scale(1.0 / scale, -1.0 / scale)
        return scale

    @staticmethod
    def badge(painter: QPainter, text: str, colour: QColor, centre: QPointF, size_px: float) -> None:
        font = QFont()
        font.setPixelSize(max(int(size_px * 0.72), 7))
        font.setBold(True)
        painter.setFont(font)
        width = max(size_px, painter.fontMetrics().horizontalAdvance(text) + size_px * 0.45)
        rect = QRectF(centre.x() - width / 2, centre.y() - size_px / 2, width, size_px)
        painter.setPen(QPen(QColor("white"), 1.2))
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, size_px / 3, size_px / 3)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class FigureMarker(_Badged):
    """The marks of one figure or civilian; ``state`` is the FigureState drawn."""

    def __init__(self, figure: FigureState):
        super().__init__()
        self.state: FigureState | None = None
        self.acting = False
        self.set_state(figure, False)

    def set_state(self, figure: FigureState, acting: bool) -> None:
        """Follow the figure; a no-op when neither it nor its part in the activation changed."""
        if figure is self.state and acting == self.acting:
            return
        if self.state is None or figure.base_cm != self.state.base_cm:
            self.prepareGeometryChange()
        self.state, self.acting = figure, acting
        self.setPos(figure.x, figure.y)
        self.setToolTip(self._tooltip())
        self.update()

    def _tooltip(self) -> str:
        f = self.state
        parts = [shown_name(f), state_name(f.state)]
        if f.wounds:
            parts.append(tr("1 wound") if f.wounds == 1 else tr("{n} wounds").format(n=f.wounds))
        parts += [tr("{weapon}: {status}").format(weapon=thing_label(w), status=weapon_status_name(s))
                  for w, s in f.weapons.items() if s != "loaded"]
        return " · ".join(parts)

    def boundingRect(self) -> QRectF:
        r = (self.state.base_cm / 2 if self.state else 1.25) + MARGIN_CM
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        f = self.state
        painter.save()
        scale = self.pixel_frame(painter, option)
        radius = f.base_cm / 2 * scale
        # Badges keep a readable size but never outgrow the item's margin when zoomed far out.
        unit = min(max(radius * 0.7, 11.0), MARGIN_CM * scale * 0.9, 18.0)
        base = QRectF(-radius, -radius, 2 * radius, 2 * radius)
        if not f.alive:
            self._dead(painter, base, radius)
            painter.restore()
            return
        if f.activated:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DONE_VEIL)
            painter.drawEllipse(base)
        if self.acting:
            painter.setPen(QPen(ACTING_COLOUR, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(base.adjusted(-3, -3, 3, 3))
        state = shown_state(f)
        if state == "hidden":
            pen = QPen(HIDDEN_RING, 2.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(base.adjusted(-2, -2, 2, 2))
        if f.captor is not None:
            painter.setPen(QPen(CAPTIVE_COLOUR, 2.5, Qt.PenStyle.DotLine))
            painter.drawEllipse(base.adjusted(-5, -5, 5, 5))
        self._wounds(painter, f.wounds, radius, unit)
        if state in STATE_COLOURS:
            self.badge(painter, state_badge(state), STATE_COLOURS[state], QPointF(-radius * 0.9, -radius * 0.9), unit)
        weapon = worst_weapon_status(f)
        if weapon in WEAPON_COLOURS:
            self.badge(painter, weapon_badge(weapon), WEAPON_COLOURS[weapon], QPointF(radius * 0.95, radius * 0.9),
                       unit)
        if self.acting and f.actions_left:
            self._action_dots(painter, f.actions_left, radius, unit)
        painter.restore()

    def _dead(self, painter: QPainter, base: QRectF, radius: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 60, 60, 170))
        painter.drawEllipse(base)
        painter.setPen(QPen(DEAD_COLOUR, max(radius * 0.25, 2.0), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        k = radius * 0.75
        painter.drawLine(QPointF(-k, -k), QPointF(k, k))
        painter.drawLine(QPointF(-k, k), QPointF(k, -k))

    @staticmethod
    def _wounds(painter: QPainter, wounds: int, radius: float, unit: float) -> None:
        """One red pip per wound in a row over the base, as wound markers sit on the table."""
        if not wounds:
            return
        pip = unit * 0.62
        shown = min(wounds, 5)
        left = -(shown * pip + (shown - 1) * 2) / 2
        painter.setPen(QPen(QColor("white"), 1.2))
        painter.setBrush(WOUND_COLOUR)
        for k in range(shown):
            painter.drawEllipse(QRectF(left + k * (pip + 2), -radius - pip - 2, pip, pip))
        if wounds > shown:
            _Badged.badge(painter, str(wounds), WOUND_COLOUR, QPointF(-left + pip, -radius - pip / 2 - 2), pip * 1.3)

    @staticmethod
    def _action_dots(painter: QPainter, actions: int, radius: float, unit: float) -> None:
        dot = unit * 0.5
        left = -(actions * dot + (actions - 1) * 3) / 2
        painter.setPen(QPen(QColor("white"), 1.0))
        painter.setBrush(ACTION_DOT_COLOUR)
        for k in range(actions):
            painter.drawEllipse(QRectF(left + k * (dot + 3), radius + 3, dot, dot))


class VehicleMarker(_Badged):
    """A vehicle's state over its rectangle: ablaze, wrecked, immobilised, its activation done."""

    def __init__(self, outline: QPolygonF, vehicle: VehicleState):
        super().__init__()
        self.outline = QPolygonF()
        self.state: VehicleState | None = None
        self.set_state(outline, vehicle)

    def set_state(self, outline: QPolygonF, vehicle: VehicleState) -> None:
        if vehicle is self.state and outline == self.outline:
            return
        self.prepareGeometryChange()
        self.outline, self.state = outline, vehicle
        self.update()

    def boundingRect(self) -> QRectF:
        return self.outline.boundingRect().adjusted(-MARGIN_CM, -MARGIN_CM, MARGIN_CM, MARGIN_CM)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        v = self.state
        if v.destroyed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(30, 30, 30, 180), Qt.BrushStyle.Dense4Pattern))
            painter.drawPolygon(self.outline)
        elif v.burning_since is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(230, 90, 20, 120))
            painter.drawPolygon(self.outline)
        elif v.activated:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DONE_VEIL)
            painter.drawPolygon(self.outline)
        text, colour = ("✖", DEAD_COLOUR) if v.destroyed else (tr("FIRE"), KO_COLOUR) if v.burning_since is not None \
            else (tr("IMM"), CAPTIVE_COLOUR) if v.immobilised else ("", QColor())
        if not text:
            return
        centre = self.outline.boundingRect().center()
        painter.save()
        painter.translate(centre)
        scale = self.pixel_frame(painter, option)
        self.badge(painter, text, colour, QPointF(0.0, 0.0), min(max(scale * 1.5, 12.0), 18.0))
        painter.restore()


GAS_COLOUR = QColor(170, 200, 40, 90)


class CloudMarker(_Badged):
    """A smoke or tear-gas cloud: gas tinted apart from the smoke the map draws, and named with its last turn."""

    def __init__(self, cloud: Cloud):
        super().__init__()
        self.cloud = cloud
        self.setPos(cloud.x, cloud.y)
        self.setToolTip(tr("{what}: blocks sight until the end of turn {n}").format(
            what=tr("tear gas") if cloud.kind == "gas" else tr("smoke"), n=cloud.until_turn))

    def boundingRect(self) -> QRectF:
        r = self.cloud.diameter_cm / 2 + MARGIN_CM
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.cloud.diameter_cm / 2
        if self.cloud.kind == "gas":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(GAS_COLOUR)
            painter.drawEllipse(QRectF(-r, -r, 2 * r, 2 * r))
        painter.save()
        self.pixel_frame(painter, option)
        text = tr("GAS") if self.cloud.kind == "gas" else tr("SMOKE")
        self.badge(painter, f"{text} → {self.cloud.until_turn}", QColor("#5d6d7e"), QPointF(0.0, 0.0), 14.0)
        painter.restore()


MINE_COLOUR = QColor("#884ea0")


class MineMarker(_Badged):
    """A Technos mine where it was laid: the referee's to see (the table screen keeps it from the players)."""

    def __init__(self, mine: Mine):
        super().__init__()
        self.mine = mine
        self.setPos(mine.x, mine.y)
        self.setToolTip(tr("Mine of gang {gang}: goes off when its Leader or Lieutenant sets it off").format(
            gang=mine.gang))

    def boundingRect(self) -> QRectF:
        return QRectF(-MARGIN_CM, -MARGIN_CM, 2 * MARGIN_CM, 2 * MARGIN_CM)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.save()
        self.pixel_frame(painter, option)
        self.badge(painter, tr("MINE"), MINE_COLOUR, QPointF(0.0, 0.0), 13.0)
        painter.restore()
