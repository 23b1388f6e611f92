"""Narcopolis's table screen: the map, a row a zone of its seven quartiers, each in its owner's colour with the
businesses built there (A armes, B bordels, C casinos, D drogues), blocked ones struck through, the pawns standing
there; beside it each Wiseguy's reputation, businesses and cards counted, the prison, the event card in force and
the combat's announcements."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from ui.table_screen.boards.drawing import (ALERT, CAPITAL_MM, DIM, EDGE, GAP_MM, INK, PANEL, BoardPainter,
                                            ink_on, seat_colour)
from ui.translated import tr

SIDE_SHARE = 0.34
FURI_COLOUR = QColor("#ff4fa3")


def colours(board: dict[str, Any]) -> dict[str, QColor]:
    out = {}
    for index, player in enumerate(p for p in board["players"] if not p["furi"]):
        out[player["name"]] = seat_colour(index)
    for player in board["players"]:
        if player["furi"]:
            out[player["name"]] = FURI_COLOUR
    return out


def paint(pen: BoardPainter, board: dict[str, Any], area: QRectF) -> None:
    gap = pen.mm(GAP_MM)
    side = area.width() * SIDE_SHARE
    by_name = colours(board)
    _paint_map(pen, board, QRectF(area.left(), area.top(), area.width() - side - gap, area.height()), by_name)
    _paint_side(pen, board, QRectF(area.right() - side, area.top(), side, area.height()), by_name)


def _paint_map(pen: BoardPainter, board: dict[str, Any], area: QRectF, by_name: dict[str, QColor]) -> None:
    zones = board["zones"]
    gap = pen.mm(1.5)
    label = pen.line_height(CAPITAL_MM, True)
    row_h = (area.height() - gap * (len(zones) - 1)) / len(zones)
    columns = max(len(z["quartiers"]) for z in zones)
    cell_w = (area.width() - gap * (columns - 1)) / columns
    for row, zone in enumerate(zones):
        top = area.top() + row * (row_h + gap)
        pen.text(QRectF(area.left(), top, area.width(), label), zone["name"], DIM, bold=True)
        for column, quartier in enumerate(zone["quartiers"]):
            rect = QRectF(area.left() + column * (cell_w + gap), top + label, cell_w, row_h - label)
            _paint_quartier(pen, quartier, rect, by_name)


def _paint_quartier(pen: BoardPainter, quartier: dict[str, Any], rect: QRectF, by_name: dict[str, QColor]) -> None:
    owner = quartier["owner"]
    fill = by_name.get(owner, PANEL) if owner else PANEL
    pen.box(rect, fill, EDGE, 0.8)
    if quartier["blocked"]:  # struck through, under its name and businesses
        pen.painter.setPen(pen.pen(ALERT, 1.5))
        pen.painter.drawLine(rect.topLeft(), rect.bottomRight())
        pen.painter.drawLine(rect.topRight(), rect.bottomLeft())
    ink = ink_on(fill)
    pad = pen.mm(1.2)
    inner = rect.adjusted(pad, pad, -pad, -pad)
    used = pen.text(inner, quartier["id"], ink, CAPITAL_MM, True)
    kinds = " ".join(kind[0].upper() for kind in quartier["kinds"])
    if kinds:
        pen.text(QRectF(inner.left(), inner.top() + used, inner.width(), inner.height() - used), kinds, ink,
                 CAPITAL_MM, True)
    radius = min(rect.width() / 6, rect.height() / 4.5)
    for index, name in enumerate(quartier["pawns"]):
        centre = QPointF(rect.left() + pad + radius + index * (2 * radius + pen.mm(0.5)),
                         rect.bottom() - pad - radius)
        pen.disc(centre, radius, by_name.get(name, INK), name[:1].upper())


def _paint_side(pen: BoardPainter, board: dict[str, Any], area: QRectF, by_name: dict[str, QColor]) -> None:
    pad = pen.mm(2)
    top = area.top()
    for player in board["players"]:
        colour = by_name[player["name"]]
        name = player["name"] if player["character"] == player["name"] else tr("{name} · {character}").format(
            name=player["name"], character=player["character"])
        body = tr("Reputation {reputation} · businesses {businesses}").format(
            reputation=player["reputation"], businesses=player["businesses"])
        if not player["furi"]:
            body += "\n" + tr("Influence cards {influence} · jobs {jobs} · done {done}").format(
                influence=player["influence"], jobs=player["jobs"], done=player["jobs_done"])
        if player["in_prison"]:
            body += "\n" + tr("In prison")
        next_top = pen.player_panel(area, top, name, body, colour)
        if next_top is None:
            return
        top = next_top
    lines = [tr("A armes · B bordels · C casinos · D drogues")]
    if board["prison"]:
        lines.append(tr("Prison: {names}").format(names=", ".join(board["prison"])))
    if board["event"] is not None:
        lines.append(tr("Event « {name} ». {text}").format(name=board["event"]["name"], text=board["event"]["text"]))
    if board["last_round"] and not board["banner"]["over"]:  # once over, the banner says « Partie terminée »
        lines.append(tr("Last round"))
    combat = board["combat"]
    if combat is not None:
        said = ", ".join(tr("{name} {value}").format(name=name, value=value) for name, value in combat["announced"])
        where = combat["quartier"] or tr("the final combat")
        lines.append(tr("Combat: {attacker} attacks {defender} ({where}); announced: {said}").format(
            attacker=combat["attacker"], defender=combat["defender"], where=where, said=said or "—"))
    for line in lines:
        if top >= area.bottom():
            return
        top += pen.text(QRectF(area.left(), top, area.width(), area.bottom() - top), line, INK, wrap=True) + pad
