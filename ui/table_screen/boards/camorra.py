"""Camorra's table screen: a column a player, his terrains face up with the Caporegimes guarding each (a paralysed
one as a card back), the hand counted; along the foot the draw pile, the discard, the unused Caporegimes and the
dead; the quartier under attack ringed while a combat goes on."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt

from ui.table_screen.boards.drawing import (ALERT, CAPITAL_MM, DIM, GAP_MM, INK, PANEL, TITLE_MM, BoardPainter,
                                            ink_on, seat_colour)
from ui.translated import tr


def _guard_text(guard: dict[str, Any]) -> str:
    if guard.get("face_down"):
        return tr("face down (paralysed)")
    return tr("{name} {attack}/{defense}").format(name=guard["name"], attack=guard["attack"],
                                                  defense=guard["defense"])


def paint(pen: BoardPainter, board: dict[str, Any], area: QRectF) -> None:
    gap = pen.mm(GAP_MM)
    foot = _foot_lines(board)
    foot_height = sum(pen.text_height(area.width(), line) for line in foot) + gap
    players = board["players"]
    width = (area.width() - gap * (len(players) - 1)) / len(players)
    attacked = board["combat"]["terrain"] if board["combat"] else None
    for index, player in enumerate(players):
        column = QRectF(area.left() + index * (width + gap), area.top(), width, area.height() - foot_height)
        _paint_player(pen, player, index, column, attacked)
    top = area.bottom() - foot_height + gap
    for line in foot:
        top += pen.text(QRectF(area.left(), top, area.width(), area.bottom() - top), line, INK, wrap=True)


def _foot_lines(board: dict[str, Any]) -> list[str]:
    lines = [tr("Draw pile: {pile} · discard: {discard} · unused Caporegimes: {unused}").format(
        pile=board["draw_pile"], discard=board["discard"], unused=board["unused_capos"])]
    if board["dead"]:
        lines.append(tr("Killed: {names}").format(names=", ".join(board["dead"])))
    combat = board["combat"]
    if combat is not None:
        dice = combat["dice"]
        args = {"attacker": combat["attacker"], "capo": _guard_text(combat["attacker_capo"]),
                "defender": combat["defender"], "terrain": combat["terrain"], "step": combat["step"]}
        if dice["attacker"] is not None or dice["defender"] is not None:
            # One message with the dice, rather than « — dés … » glued after the line.
            line = tr("Attaque: {attacker} ({capo}) against {defender} on {terrain} — {step} — dice "
                      "{attacker_die} / {defender_die}").format(
                **args, attacker_die=dice["attacker"] if dice["attacker"] is not None else "–",
                defender_die=dice["defender"] if dice["defender"] is not None else "–")
        else:
            line = tr("Attaque: {attacker} ({capo}) against {defender} on {terrain} — {step}").format(**args)
        lines.append(line)
    return lines


def _paint_player(pen: BoardPainter, player: dict[str, Any], index: int, column: QRectF,
                  attacked: str | None) -> None:
    colour = seat_colour(index)
    gap = pen.mm(GAP_MM)
    pad = pen.mm(2)
    title = pen.line_height(TITLE_MM, True) + 2 * pad
    head = QRectF(column.left(), column.top(), column.width(), title)
    pen.box(head, colour, None)
    pen.text(head.adjusted(pad, 0, -pad, 0), player["name"], ink_on(colour), TITLE_MM, True,
             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    top = head.bottom() + pad
    hand = tr("Cards in hand: {count}").format(count=player["hand"])
    if player["immune"]:
        hand = tr("{hand} · immune").format(hand=hand)
    top += pen.text(QRectF(column.left(), top, column.width(), column.bottom() - top), hand, DIM) + pad
    inner = column.width() - 2 * pad
    for terrain in player["terrains"]:
        guards = " · ".join(_guard_text(g) for g in terrain["guards"]) or tr("no guard")
        height = (pen.line_height(CAPITAL_MM, True) + pen.text_height(inner, guards) + 3 * pad)
        rect = QRectF(column.left(), top, column.width(), height)
        if rect.bottom() > column.bottom():
            pen.text(QRectF(column.left(), top, column.width(), column.bottom() - top), "…", INK)
            break
        pen.box(rect, PANEL, ALERT if terrain["name"] == attacked else colour,
                2.0 if terrain["name"] == attacked else 1.0)
        name = tr("{terrain} ({municipality})").format(terrain=terrain["name"], municipality=terrain["municipality"])
        line = pen.text(QRectF(rect.left() + pad, rect.top() + pad, inner, rect.height()), name, INK, bold=True)
        pen.text(QRectF(rect.left() + pad, rect.top() + pad + line + pad / 2, inner, rect.height()), guards, DIM,
                 wrap=True)
        top = rect.bottom() + gap / 2
