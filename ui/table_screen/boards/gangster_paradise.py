"""Gangster Paradise's table screen: along the top the turn track (1 to 8) and the five phases, the one in progress
lit; the black market's face-up cards, its deck and the red notes for the one left without a card, and the auction
as it was said aloud; below, a column a clan: its board and productions, its members, its goods, the exécutants it
holds (counted) and those played on it. Nothing from behind a screen: the board given has no notes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt

from tabletop.formats import counted
from ui.table_screen.boards.drawing import (ALERT, CAPITAL_MM, DIM, EDGE, GAP_MM, INK, PANEL, TITLE_MM, BoardPainter,
                                            ink_on, seat_colour)
from ui.translated import tr


def paint(pen: BoardPainter, board: dict[str, Any], area: QRectF) -> None:
    gap = pen.mm(GAP_MM)
    top = area.top()
    top = _paint_track(pen, board, QRectF(area.left(), top, area.width(), area.height())) + gap
    top = _paint_market(pen, board, QRectF(area.left(), top, area.width(), area.bottom() - top)) + gap
    clans = board["clans"]
    width = (area.width() - gap * (len(clans) - 1)) / len(clans)
    for index, clan in enumerate(clans):
        rect = QRectF(area.left() + index * (width + gap), top, width, area.bottom() - top)
        _paint_clan(pen, clan, index, rect, clan["name"] == board["active"])


def _paint_track(pen: BoardPainter, board: dict[str, Any], area: QRectF) -> float:
    """The turns and the phases as two rows of boxes; returns where they end."""
    height = pen.line_height(CAPITAL_MM, True) * 1.5
    gap = pen.mm(1.5)
    turns = board["turns"]
    label = pen.text_width(tr("Turn"), CAPITAL_MM, True) + gap * 2
    cell = min(height * 1.6, (area.width() * 0.3 - label) / turns)
    pen.text(QRectF(area.left(), area.top(), label, height), tr("Turn"), DIM, bold=True,
             align=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    for turn in range(1, turns + 1):
        rect = QRectF(area.left() + label + (turn - 1) * cell, area.top(), cell - gap, height)
        lit = turn == board["turn"]
        pen.box(rect, INK if lit else PANEL, EDGE, 0.8)
        pen.text(rect, str(turn), ink_on(INK) if lit else DIM, CAPITAL_MM, True, Qt.AlignmentFlag.AlignCenter)
    # The phases on a row of their own, the whole width: « Blanchiment et salaires » is long at 5 mm.
    phases = board["phases"]
    width = area.width() / len(phases)
    texts = [tr("{number}. {phase}").format(number=index + 1, phase=board["phase_names"][phase])
             for index, phase in enumerate(phases)]
    row = max(height, *(pen.text_height(width - 3 * gap, text, CAPITAL_MM, True) + gap for text in texts))
    top = area.top() + height + gap
    for index, (phase, text) in enumerate(zip(phases, texts)):
        rect = QRectF(area.left() + index * width, top, width - gap, row)
        lit = phase == board["phase"]
        pen.box(rect, INK if lit else PANEL, EDGE, 0.8)
        pen.text(rect.adjusted(gap, 0, -gap, 0), text, ink_on(INK) if lit else DIM, CAPITAL_MM, lit,
                 Qt.AlignmentFlag.AlignCenter, wrap=True)
    return top + row


def _paint_market(pen: BoardPainter, board: dict[str, Any], area: QRectF) -> float:
    market = board["market"]
    cards = ", ".join(counted(good, count)
                      for good, count in market["cards"].items()) or tr("no card")
    lines = [tr("Black market: {cards} · deck {deck} · {pot} red for the one left without a card").format(
        cards=cards, deck=market["deck"], pot=market["pot"])]
    auction = market["auction"]
    if auction is not None:
        bids = ", ".join(tr("{name} {amount}").format(name=name, amount=amount) for name, amount in auction["bids"])
        if auction["taker"] is not None:
            lines.append(tr("{taker} takes a card for {price}").format(taker=auction["taker"], price=auction["price"]))
        else:
            lines.append(tr("Auction: {bids}; {speaker} to bid").format(bids=bids or "—", speaker=auction["speaker"]))
    if market["served"]:
        lines.append(tr("Served this turn: {names}").format(names=", ".join(market["served"])))
    top = area.top()
    for line in lines:
        top += pen.text(QRectF(area.left(), top, area.width(), area.bottom() - top), line, INK, wrap=True)
    return top


def _paint_clan(pen: BoardPainter, clan: dict[str, Any], index: int, column: QRectF, active: bool) -> None:
    """The clan's box, as tall as what it holds: the name, the productions, a row of card slots a kind of member
    (filled for each one recruited), then its goods and exécutants."""
    colour = seat_colour(index)
    pad = pen.mm(2)
    title = pen.line_height(TITLE_MM, True) + pad
    line = pen.line_height(CAPITAL_MM)
    inner_width = column.width() - 2 * pad
    production = clan["primary"] if not clan["secondary"] else tr("{primary}, then {secondary}").format(
        primary=clan["primary"], secondary=clan["secondary"])
    head_text = tr("{board}: {production}").format(board=clan["board"], production=production)
    goods = ", ".join(counted(good, count) for good, count in clan["goods"].items())
    lines = [tr("Goods: {goods}").format(goods=goods or "—"),
             tr("Exécutants held: {count}").format(count=clan["executants_held"])]
    lines += [tr("{kind} from {by}").format(kind=placed["kind"], by=placed["by"])
              for placed in clan["executants_on_board"]]
    if clan["unpaid_salaries"]:
        lines.append(tr("Salaries unpaid: no delivery"))
    foot = "\n".join(lines)
    members = clan["members"]
    height = (title + pad + pen.text_height(inner_width, head_text) + pad + len(members) * (line + pad / 2)
              + pad + pen.text_height(inner_width, foot) + 2 * pad)
    box = QRectF(column.left(), column.top(), column.width(), min(height, column.height()))
    pen.box(box, PANEL, ALERT if active else colour, 2.0 if active else 1.0)
    head = QRectF(box.left(), box.top(), box.width(), title)
    pen.box(head, colour, None)
    pen.text(head.adjusted(pad, 0, -pad, 0), clan["name"], ink_on(colour), TITLE_MM, True,
             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    left, top = box.left() + pad, head.bottom() + pad
    top += pen.text(QRectF(left, top, inner_width, box.bottom() - top), head_text, INK, wrap=True) + pad
    label_width = max(pen.text_width(m["label"]) for m in members) + pad * 2
    slot = min(line * 0.8, (inner_width - label_width) / max(m["cards"] for m in members) - pad / 2)
    for member in members:
        if top + line > box.bottom():
            return
        pen.text(QRectF(left, top, label_width, line), member["label"], DIM,
                 align=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        for n in range(member["cards"]):
            rect = QRectF(left + label_width + n * (slot + pad / 2), top + (line - slot) / 2, slot, slot)
            pen.box(rect, INK if n < member["count"] else None, EDGE, 0.6, 0.8)
        top += line + pad / 2
    pen.text(QRectF(left, top + pad, inner_width, box.bottom() - top - pad), foot, INK, wrap=True)
