"""Mafia Story's side panel in the tracker: the city grid as the table lays it out (the cards each player has
looked at, the police/spéciale covers, the tokens with their owners, the cards gone), the transport pawns, and the
reveal in progress or the last one scored (prevention cards, targets, each card's rule, pile and points)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QGroupBox, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tabletop.games.mafia_story.game import reveal_line
from tabletop.games.mafia_story.rules import Card
from tabletop.games.session import PlaySession
from tabletop.phones import laptop
from ui.phones.link import secrets_hidden

FAMILY_COLOURS = {"rouge": "#c62828", "vert": "#2e7d32", "bleu": "#1565c0", "blanc": "#f2f2f2"}
CARD_BACK = "#455a64"
# Six columns fit the tracker's side panel (380 px wide) with its margins.
CELL_W, CELL_H, GAP, MARGIN = 46, 60, 5, 16
KIND_LETTERS = {"encaissement": "E", "guerre": "G"}
# « Les jetons placés sur les cartes sont alors retournés » once the prevention cards are laid; covers show at the end.
SHOWN_PHASES = ("targets", "reveal", "over")


def family_colour(family: str | None) -> QColor:
    return QColor(FAMILY_COLOURS.get(family or "", "#9e9e9e"))


def ink_on(family: str | None) -> QColor:
    """Text colour readable on a family's colour (dark on blanc)."""
    return QColor("#212121") if family == "blanc" else QColor("white")


class CityGrid(QWidget):
    """The city, painted from the core's ``state_json``; ``marked`` are the cells the current decision can
    name (outlined in yellow). Clicking a card emits ``clicked`` with its position."""

    clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("city-grid")
        self.state: dict[str, Any] | None = None
        self.marked: set[int] = set()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_state(self, state: dict[str, Any], marked: set[int]) -> None:
        self.state, self.marked = state, marked
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        rows, columns = (self.state["rows"], self.state["columns"]) if self.state else (5, 5)
        return QSize(MARGIN + columns * (CELL_W + GAP), MARGIN + rows * (CELL_H + GAP))

    def cell_rect(self, row: int, column: int) -> QRectF:
        return QRectF(MARGIN + column * (CELL_W + GAP), MARGIN + row * (CELL_H + GAP), CELL_W, CELL_H)

    def cell_at(self, x: float, y: float) -> int | None:
        if self.state is None:
            return None
        for cell in self.state["cells"]:
            if self.cell_rect(cell["row"], cell["column"]).contains(QPointF(x, y)):
                return cell["cell"]
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().x(), event.position().y())
        if cell is not None:
            self.clicked.emit(cell)

    def paintEvent(self, _event: object) -> None:
        if self.state is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        state = self.state
        families = {p["name"]: p["family"] for p in state["players"]}
        small = QFont(self.font())
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.8))
        painter.setFont(small)
        painter.setPen(QColor("#555"))
        for column in range(state["columns"]):
            painter.drawText(QRectF(MARGIN + column * (CELL_W + GAP), 0, CELL_W, MARGIN - 2),
                             Qt.AlignmentFlag.AlignCenter, str(column + 1))
        for row in range(state["rows"]):
            painter.drawText(QRectF(0, MARGIN + row * (CELL_H + GAP), MARGIN - 4, CELL_H),
                             Qt.AlignmentFlag.AlignCenter, chr(ord("A") + row))
        shown = state["phase"] in SHOWN_PHASES
        for cell in state["cells"]:
            self._paint_cell(painter, cell, families, shown, small)
        painter.end()

    def _paint_cell(self, painter: QPainter, cell: dict[str, Any], families: dict[str, str], shown: bool,
                    small: QFont) -> None:
        rect = self.cell_rect(cell["row"], cell["column"])
        if not cell["present"]:
            painter.setPen(QPen(QColor("#bdbdbd"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 5, 5)
            return
        card = cell["card"]
        painter.setPen(QPen(QColor("#263238"), 1))
        painter.setBrush(QColor("white") if card else QColor(CARD_BACK))
        painter.drawRoundedRect(rect, 5, 5)
        if card:
            painter.setPen(QColor("#212121"))
            painter.drawText(rect.adjusted(2, 4, -2, -2), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, card_text(card))
        elif cell["territory"] and not cell["cover"]:
            painter.setPen(QColor("#cfd8dc"))
            painter.drawText(rect.adjusted(2, 4, -2, -2), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             "terr.")
        cover = cell["cover"]
        if cover:
            inner = rect.adjusted(5, 5, -5, -14)
            painter.setPen(QPen(QColor("#212121"), 1))
            painter.setBrush(family_colour(cover["family"]))
            painter.drawRoundedRect(inner, 4, 4)
            painter.setPen(ink_on(cover["family"]))
            # « On révèle ensuite les cartes sur lesquelles il reste des jetons »: a cover shows when it is scored.
            face_up = self.state["phase"] == "over" or (self.state["phase"] == "reveal" and cell["token"])
            label = ("pol." if cover["kind"] == "police" else "spéc.") if face_up else "P/S?"
            painter.drawText(inner.adjusted(0, 2, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             label)
        token = cell["token"]
        if token:
            centre = QPointF(rect.center().x(), rect.center().y() + 3)
            family = families.get(token["owner"])
            painter.setPen(QPen(QColor("#000000"), 2))
            painter.setBrush(family_colour(family))
            painter.drawEllipse(centre, 13, 13)
            painter.setPen(ink_on(family))
            letter = KIND_LETTERS.get(token["kind"], "?") if shown else "?"
            painter.drawText(QRectF(centre.x() - 13, centre.y() - 13, 26, 26), Qt.AlignmentFlag.AlignCenter,
                             f"{token['owner'][:1]}{letter}")
        seen = cell["peeked_by"]
        for index, name in enumerate(seen):
            spot = QRectF(rect.left() + 3 + index * 10, rect.bottom() - 11, 9, 9)
            painter.setPen(QPen(QColor("#000000"), 1))
            painter.setBrush(family_colour(families.get(name)))
            painter.drawEllipse(spot)
        if cell["cell"] in self.marked:
            painter.setPen(QPen(QColor("#ffca28"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)


def card_text(card: dict[str, Any]) -> str:
    """A turned card in its cell: a territory's family over its value, any other card by the game's name for it
    (« prostituée », « drive by shooting »), wrapped in the cell."""
    if card["type"] == "territoire":
        return f"{card['family']}\n{card['value']}"
    return Card(**card).label()


class CityPanel(QWidget):
    """The tracker's side panel for Mafia Story; the tracker calls ``follow`` after every change."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mafia-city")
        layout = QVBoxLayout(self)
        box = QGroupBox(self.tr("The city"), self)
        box_layout = QVBoxLayout(box)
        self.grid = CityGrid(box)
        box_layout.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignHCenter)
        self.key = QLabel(box)
        self.key.setObjectName("city-key")
        self.key.setWordWrap(True)
        box_layout.addWidget(self.key)
        layout.addWidget(box)
        self.reveal_box = QGroupBox(self.tr("Reveal"), self)
        reveal_layout = QVBoxLayout(self.reveal_box)
        self.reveal = QLabel(self.reveal_box)
        self.reveal.setObjectName("reveal-summary")
        self.reveal.setWordWrap(True)
        self.reveal.setTextFormat(Qt.TextFormat.RichText)
        reveal_layout.addWidget(self.reveal)
        layout.addWidget(self.reveal_box)
        layout.addStretch(1)

    def follow(self, session: PlaySession) -> None:
        state = session.game.state_json(session.state)
        legal = [] if session.is_over() else session.legal_events()
        marked = {e["cell"] for e in legal if isinstance(e.get("cell"), int)}
        self.grid.show_state(state, marked | set(state["peek"]))
        hidden = secrets_hidden(self)
        self.key.setText(self._key(state, laptop.mafia_city_count(session.state, hidden), hidden))
        self.reveal.setText(self._reveal(state))
        # The grid's size changes with the player count: lay the panel out again now, not on a later pass,
        # or the key is drawn over the last row until then.
        for box in (self.grid.parentWidget(), self.reveal_box, self):
            box.layout().activate()

    def _key(self, state: dict[str, Any], count: int, hidden: bool) -> str:
        """``count`` is the city's as the laptop may show it; ``hidden``: it counts the cards and covers laid."""
        lines = []
        for p in state["players"]:
            pawns = "■" * p["pawns"] + "□" * (3 - p["pawns"]) if p["pawns"] <= 3 else str(p["pawns"])
            # One message with the pawn spent or not, no clause glued after the pawns; %1 the family, %2 its player
            # (« rouge (Ana) »), as every screen names a gang with its player.
            said = self.tr("%1 (%2) pawns %3, 1 spent this round") if p["pawn_used"] else self.tr("%1 (%2) pawns %3")
            # A chip like the player's tokens: his initial on his family's colour (dark ink on blanc).
            chip = (f"<span style='background:{FAMILY_COLOURS[p['family']]}; color:{ink_on(p['family']).name()}'>"
                    f"&nbsp;{p['name'][:1]}&nbsp;</span>")
            lines.append(f"{chip} " + said.replace("%1", p["family"]).replace("%2", f"<b>{p['name']}</b>")
                         .replace("%3", pawns))
        if hidden:
            lines.append(self.tr("City: %1 cards and covers laid; dots: who looked at a card; <nobr>P/S?</nobr> a "
                                 "police or spéciale card face down; tokens: owner's initial, kind shown at the "
                                 "reveal.")
                         .replace("%1", str(count)))
        else:
            lines.append(self.tr("City: %1 cards counted; dots: who looked at a card; <nobr>P/S?</nobr> a police or "
                                 "spéciale card face down; tokens: owner's initial, kind shown at the reveal.")
                         .replace("%1", str(count)))
        self.key.setTextFormat(Qt.TextFormat.RichText)
        return "<br>".join(lines)

    def _reveal(self, state: dict[str, Any]) -> str:
        rows = []
        if state["phase"] in ("prevention", "targets", "reveal"):
            tokens = [(c["name"], c["token"]) for c in state["cells"] if c["token"]]
            kinds = state["phase"] != "prevention"
            rows.append(self.tr("On the table: %1").replace("%1", ", ".join(
                f"{t['owner']} {t['kind'] if kinds else '?'} ({where})" for where, t in tokens) or self.tr("none")))
            for laid in state["prevention_laid"]:
                rows.append(self.tr("%1 lays « empêcher %2 »").replace("%1", laid["player"]).replace("%2", laid["kind"]))
            return "<br>".join(rows)
        record = state["last_reveal"]
        if not record:
            return self.tr("No reveal yet.")
        rows.append(self.tr("<b>Last reveal</b>"))
        rows += [reveal_line(r) for r in record]
        return "<br>".join(rows)
