"""Narcopolis's side panel in the tracker: the map (5 zones × 7 quartiers, each with its owner's colour, its
businesses and the pawns standing there; blocked quartiers greyed), the prison, the bank and, in the two-player
game, Furi. It follows the play (``follow``) and only draws what the core's state says."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from tabletop.games.narcopolis.rules import KINDS, PRISON
from tabletop.games.narcopolis.state import NarcoState
from tabletop.games.session import PlaySession
from ui.forms import wrapped_label

# One colour per seat (then Furi's); light enough to read black text on.
SEAT_COLOURS = ("#9ecbff", "#ffb3a7", "#b6e3a8", "#ffe08a", "#d7b8f3")
FURI_COLOUR = "#f49ac2"
BLOCKED_COLOUR = "#bdbdbd"
FREE_COLOUR = "#f4f4f4"
CELL_WIDTH, CELL_HEIGHT = 50, 62
NAME_CHARS = 7  # an owner's or a pawn's name is cut to this in a cell (the tooltip has it whole)
CELL_STYLE = ("border: 1px solid #888; border-radius: 3px; padding: 1px; background: %s; color: black; "
              "font-size: 10px;")


def kind_letter(kind: str) -> str:
    """A, B, C, D for armes, bordels, casinos, drogues (the legend says so)."""
    return kind[0].upper()


def owner_colours(state: NarcoState) -> dict[str, str]:
    colours = {}
    for index, player in enumerate(state.seats()):
        colours[player.name] = SEAT_COLOURS[index % len(SEAT_COLOURS)]
    boss = state.furi()
    if boss is not None:
        colours[boss.name] = FURI_COLOUR
    return colours


class MapPanel(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("narcopolis-map")
        self.cells: dict[str, QLabel] = {}
        self.zone_labels: list[QLabel] = []
        self.grid = QGridLayout()
        self.grid.setSpacing(3)
        box = QGroupBox(self.tr("The map"), self)
        box_layout = QVBoxLayout(box)
        box_layout.addLayout(self.grid)
        # Wrapped: on one line the legend was the widest part of the panel, wider than the tracker's side panel
        # leaves it at 1280 × 720 (the grid of five zones is what sets the width now).
        self.legend = wrapped_label(self.tr("A armes · B bordels · C casinos · D drogues · ♟ pawn"), box)
        self.legend.setStyleSheet("color: #555;")
        box_layout.addWidget(self.legend)
        self.prison = QLabel(self)
        self.prison.setObjectName("prison")
        self.prison.setWordWrap(True)
        self.bank = QLabel(self)
        self.bank.setObjectName("bank")
        self.furi = QLabel(self)
        self.furi.setObjectName("furi")
        self.furi.setWordWrap(True)
        self.furi.setStyleSheet(f"background: {FURI_COLOUR}; padding: 4px; color: black;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.furi)
        layout.addWidget(self.prison)
        layout.addWidget(self.bank)
        layout.addWidget(box)
        layout.addStretch(1)

    def follow(self, session: PlaySession) -> None:
        self.show_state(session.state)

    def show_state(self, state: NarcoState) -> None:
        if not self.cells:
            self._build(state)
        colours = owner_colours(state)
        pawns: dict[str, list[str]] = {}
        for player in state.players:
            if player.pawn is not None:
                pawns.setdefault(player.pawn, []).append(player.name)
        for quartier, cell in self.cells.items():
            spot = state.quartiers[quartier]
            lines = [f"<b>{quartier}</b>"]
            if spot.blocked:
                lines.append(self.tr("blocked"))
                colour = BLOCKED_COLOUR
            elif spot.owner:
                lines.append(html.escape(spot.owner[:NAME_CHARS]))
                lines.append(" ".join(kind_letter(k) for k in spot.kinds))
                colour = colours.get(spot.owner, FREE_COLOUR)
            else:
                colour = FREE_COLOUR
            if quartier in pawns:
                lines.append("♟ " + html.escape(", ".join(name[:NAME_CHARS] for name in pawns[quartier])))
            cell.setText("<br>".join(lines))
            cell.setStyleSheet(CELL_STYLE % colour)
            tip = [spot.owner or "", ", ".join(spot.kinds), "♟ " + ", ".join(pawns[quartier]) if quartier in pawns
                   else ""]
            cell.setToolTip("\n".join(line for line in tip if line))
        jailed = [p.name for p in state.players if p.pawn == PRISON]
        self.prison.setText(self.tr("Prison: %1").replace("%1", ", ".join(
            self.tr("%1 (serving)").replace("%1", name) if state.player(name).prison else name
            for name in jailed) or "—"))
        self.bank.setText(self.tr("Bank: %1 M$").replace("%1", str(state.bank)))
        boss = state.furi()
        self.furi.setVisible(boss is not None)
        if boss is not None:
            built = state.built(boss)
            self.furi.setText(self.tr("<b>Furi</b>: reputation %1, %2 businesses on %3 quartiers; board %4; "
                                      "cards %5; last attacked %6")
                              .replace("%1", str(boss.reputation))
                              .replace("%2", str(state.businesses_on_map(boss.name)))
                              .replace("%3", str(len(state.owned(boss.name))))
                              .replace("%4", " ".join(f"{kind_letter(k)}{built[k]}" for k in KINDS))
                              .replace("%5", ", ".join(state.rules.influence[c].name for c in boss.furi_cards) or "—")
                              .replace("%6", state.furi_last_attacked or "—"))

    def _build(self, state: NarcoState) -> None:
        """A column per zone (its name on top), a row per quartier: narrow enough for the tracker's side panel."""
        for column, zone in enumerate(state.rules.zones):
            name = wrapped_label(f"<b>{zone.name}</b>", self)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.zone_labels.append(name)
            self.grid.addWidget(name, 0, column)
            for row, quartier in enumerate(zone.quartiers(), start=1):
                cell = QLabel(self)
                cell.setObjectName(f"quartier-{quartier}")
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                cell.setMinimumSize(CELL_WIDTH, CELL_HEIGHT)
                self.cells[quartier] = cell
                self.grid.addWidget(cell, row, column)
