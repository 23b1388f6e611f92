"""Mafia Story's table screen: the city grid with its positions named as the table reads them (A1 top left), each
face-down card a back, each card turned over its face, a police or spéciale card laid on a territory as a back in
its owner's family colour, a token as a disc of its owner's colour; beside it each family's score, piles, transport
pawns and prevention cards."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from tabletop.formats import with_player
from tabletop.games.mafia_story.rules import Card
from ui.table_screen.boards.drawing import (ALERT, CAPITAL_MM, CARD_FACE, DIM, EDGE, FAMILY_COLOURS, GAP_MM, PANEL,
                                            TITLE_MM, BoardPainter, ink_on)
from ui.translated import tr

CARD_RATIO = 1.3  # the widest a card is drawn, over its height: wide enough for a word at 5 mm on a small TV
SIDE_SHARE = 0.34  # of the width, for the families


def family_colour(family: str | None) -> QColor:
    return QColor(FAMILY_COLOURS.get(family or "", "#bbbbbb"))


def _face_lines(face: dict[str, Any]) -> tuple[str, str]:
    """A turned card's two lines: its value, big (none for a prostituée or a drive-by), and what it is."""
    value = str(face["value"]) if face["value"] is not None else ""
    if face["type"] == "territoire":
        return value, face["family"]
    return value, Card(face["type"], face["family"]).label()


def paint(pen: BoardPainter, board: dict[str, Any], area: QRectF) -> None:
    gap = pen.mm(GAP_MM)
    side = area.width() * SIDE_SHARE
    city = QRectF(area.left(), area.top(), area.width() - side - gap, area.height())
    _paint_city(pen, board, city)
    _paint_families(pen, board, QRectF(city.right() + gap, area.top(), side, area.height()))


def _paint_city(pen: BoardPainter, board: dict[str, Any], area: QRectF) -> None:
    rows, columns = board["rows"], board["columns"]
    label = pen.text_width("W", CAPITAL_MM, True) * 1.6  # the row letters' and column numbers' margin
    gap = pen.mm(1.5)
    cell_h = (area.height() - label - gap * (rows - 1)) / rows
    cell_w = min((area.width() - label - gap * (columns - 1)) / columns, cell_h * CARD_RATIO)
    cell_h = min(cell_h, cell_w / CARD_RATIO)
    left, top = area.left() + label, area.top() + label
    for column in range(columns):
        pen.text(QRectF(left + column * (cell_w + gap), area.top(), cell_w, label), str(column + 1), DIM, bold=True,
                 align=Qt.AlignmentFlag.AlignCenter)
    for row in range(rows):
        pen.text(QRectF(area.left(), top + row * (cell_h + gap), label, cell_h), chr(ord("A") + row), DIM,
                 bold=True, align=Qt.AlignmentFlag.AlignCenter)
    chased = board["chased"]["from"] if board["chased"] else None
    for index, cell in enumerate(board["cells"]):
        row, column = divmod(index, columns)
        rect = QRectF(left + column * (cell_w + gap), top + row * (cell_h + gap), cell_w, cell_h)
        _paint_cell(pen, cell, rect, index == chased)


def _paint_cell(pen: BoardPainter, cell: dict[str, Any], rect: QRectF, chased: bool) -> None:
    if not cell["present"]:
        pen.box(rect, None, PANEL, 0.6)
        return
    face = cell["face"]
    if face is not None:
        colour = family_colour(face["family"]) if face["family"] else CARD_FACE
        pen.box(rect, CARD_FACE, colour, 2.0)
        value, what = _face_lines(face)
        inner = rect.adjusted(pen.mm(1.5), pen.mm(1.5), -pen.mm(1.5), -pen.mm(1.5))
        pen.text(inner, value, QColor("black"), TITLE_MM, True,
                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        pen.text(inner, what, QColor("black"), CAPITAL_MM, True,
                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, wrap=True)
    else:
        pen.card_back(rect, tr("territory") if cell["territory"] and cell["cover"] is None else "")
    if chased:
        pen.box(rect, None, ALERT, 1.5)
    cover = cell["cover"]
    if cover is not None:
        # The police or spéciale card lies across the territory: a back in its owner's colour, its kind unseen.
        inset = rect.adjusted(rect.width() * 0.12, rect.height() * 0.22, -rect.width() * 0.12, -rect.height() * 0.22)
        colour = family_colour(cover["family"])
        pen.box(inset, colour, EDGE, 1.0)
        pen.text(inset, cover["owner"], ink_on(colour), CAPITAL_MM, True, Qt.AlignmentFlag.AlignCenter, wrap=True)
    token = cell["token"]
    if token is not None:
        radius = min(rect.width(), rect.height()) * 0.2
        centre = QPointF(rect.right() - radius - pen.mm(1), rect.bottom() - radius - pen.mm(1))
        pen.disc(centre, radius, family_colour(token["family"]), token["owner"][:1].upper())


def _paint_families(pen: BoardPainter, board: dict[str, Any], area: QRectF) -> None:
    top = area.top()
    first = board["first_player"]
    for player in board["players"]:
        colour = family_colour(player["family"])
        lines = [tr("Score {score} · right pile {right} · left pile {left}").format(
                     score=player["score"], right=player["right"], left=player["left"]),
                 tr("Transport pawns {pawns} · prevention in hand {count}").format(
                     pawns=player["pawns"], count=player["prevention_in_hand"])]
        if player["prevention_laid"]:
            lines.append(tr("Laid: {kinds}").format(kinds=", ".join(player["prevention_laid"])))
        who = [tr("Team {team}").format(team=player["team"])] if player["team"] is not None else []
        if player["name"] == first:
            who.append(tr("first player"))
        if who:
            lines.insert(0, " · ".join(who))
        body = "\n".join(lines)
        # « rouge (Ana) »: the family with its player, as the tracker's legend and every screen name a gang.
        next_top = pen.player_panel(area, top, with_player(player["family"], player["name"]), body, colour)
        if next_top is None:
            break
        top = next_top
