"""The rosters: every gang's figures with what the referee checks at a glance — wounds, KO, dead, down, hidden,
in which vehicle, weapon status (loaded, to reload, to repair, broken), grenades and molotovs left, activated or
not — and the civilians. Clicking a row selects the figure, as a click on the map does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from tabletop.formats import counted
from tabletop.games.peur_sur_la_ville.rules import PeurRules
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.games.peur_sur_la_ville.play import FigureState, GameSession, knocked_out
from tabletop.games.peur_sur_la_ville.play.setup import shown_name
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_name
from ui.games.peur_sur_la_ville.markers import (KO_COLOUR, WOUND_COLOUR, shown_state, weapon_status_name,
                                                worst_weapon_status)
from ui.map.style import gang_colour
from ui.translated import tr

# The explosives share the weapons' column: a sixth column did not fit beside the map on a 1366 px laptop.
COLUMNS = ("figure", "wounds", "actions", "state", "weapons")
ID_ROLE = Qt.ItemDataRole.UserRole
ACTING_BACKGROUND = QColor(241, 196, 15, 70)
DONE_FOREGROUND = QColor("#909497")
STATUS_MARKS = {"loaded": "", "to_reload": " ⟳", "to_repair": " ⚙", "broken": " ✖"}
STATUS_COLOURS = {"to_reload": "#b7950b", "to_repair": "#ca6f1e", "broken": "#c0392b"}


def state_text(f: FigureState, vehicle: str | None) -> str:
    """What is unusual about a figure: empty for one standing free, so the exceptions stand out. ``vehicle``: the
    vehicle it is in as the journal names it, with its article (« la voiture de police », ``thing_name``)."""
    state = shown_state(f)
    names = {"standing": "", "down": tr("down"), "ko": tr("KO"), "hidden": tr("hidden"),
             "dead": tr("dead"), "in_vehicle": tr("in {vehicle}").format(vehicle=vehicle or tr("a vehicle"))}
    parts = [names.get(state, state)]
    if f.captor is not None:
        parts.append(tr("captive"))
    if f.stabilised:
        parts.append(tr("stabilised"))
    return ", ".join(p for p in parts if p)


def wounds_text(wounds: int) -> str:
    """Pips as the wound markers on the table; a number past four (a KO figure keeps counting)."""
    return "●" * wounds if wounds <= 4 else f"●×{wounds}"


def weapon_marks(f: FigureState, rules: PeurRules) -> list[str]:
    """The weapons carried by their rulebook names, each marked with its incident (⟳ reload, ⚙ repair, ✖ HS)."""
    return [f"{thing_label(w, rules)}{STATUS_MARKS.get(s, ' ' + s)}" for w, s in f.weapons.items()]


def weapons_text(f: FigureState, rules: PeurRules) -> str:
    """The weapons carried on one line: « Pistolet ⟳, Fusil »."""
    return ", ".join(weapon_marks(f, rules))


class RosterPanel(QTreeWidget):
    """One top row per gang (bavures, figures standing), the civilians last. ``figure_selected`` on a click."""

    figure_selected = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setColumnCount(len(COLUMNS))
        self.setHeaderLabels([tr("Figure"), "●", tr("Act"), tr("State"), tr("Weapons")])
        for column, tip in ((1, tr("Wounds")), (2, tr("Actions left this turn (✔ activated)")),
                            (4, tr("⟳ to reload · ⚙ to repair · ✖ broken (HS)"))):
            self.headerItem().setToolTip(column, tip)
        self.setRootIsDecorated(True)
        # A figure with two weapons has a row of two lines (one weapon a line).
        self.setUniformRowHeights(False)
        self.setAlternatingRowColors(True)
        header = self.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The kit takes the width left (whole in its tooltip too): the columns always fit, nothing to scroll sideways
        # for.
        header.setStretchLastSection(True)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rows: dict[str, QTreeWidgetItem] = {}
        self.gang_rows: dict[str, QTreeWidgetItem] = {}
        # What each figure's row was filled from: a row whose figure (immutable, shared by the states of a game
        # until it changes) and circumstances are the same is left as it is when a turn or an undo refreshes all.
        self._filled: dict[str, tuple] = {}
        self._build()
        self.itemClicked.connect(self._clicked)
        self.refresh()

    def content_width(self) -> int:
        """The width that shows every column whole, with the scroll bar and the frame."""
        columns = sum(self.sizeHintForColumn(c) + 2 * self.indentation() * (c == 0) for c in range(self.columnCount()))
        return columns + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def _build(self) -> None:
        state, setup = self.session.state, self.session.setup
        bold = QFont(self.font())
        bold.setBold(True)
        explosives = [n for n, e in setup.rules.explosives.items() if e.delivery == "thrown"]
        self._explosives = explosives
        for letter in state.gangs:
            top = QTreeWidgetItem(self)
            top.setFont(0, bold)
            top.setForeground(0, QBrush(gang_colour(letter)))
            top.setFirstColumnSpanned(False)
            self.gang_rows[letter] = top
            for f in state.gang_figures(letter):
                self.rows[f.id] = self._row(top, f)
            top.setExpanded(True)
        civilians = [f for f in state.figures.values() if f.kind == "civilian"]
        if civilians:
            top = QTreeWidgetItem(self)
            top.setFont(0, bold)
            self.gang_rows[""] = top
            for f in civilians:
                self.rows[f.id] = self._row(top, f)
            top.setExpanded(False)

    def _row(self, parent: QTreeWidgetItem, f: FigureState) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent)
        item.setData(0, ID_ROLE, f.id)
        return item

    def refresh(self, named: set[str] | None = None) -> None:
        """Rewrite the rows of the figures named (all when None) and the gang rows."""
        state, setup = self.session.state, self.session.setup
        acting = set(state.activation.figures) if state.activation else set()
        for fid, item in self.rows.items():
            if named is None or fid in named or fid in acting:
                self._fill(item, state.figures[fid], fid in acting)
        for letter, top in self.gang_rows.items():
            if not letter:
                alive = sum(1 for f in state.figures.values() if f.kind == "civilian" and f.alive)
                top.setText(0, tr("Civilians ({n} alive)").format(n=alive))
                continue
            mine = state.gang_figures(letter)
            standing = sum(1 for f in mine if f.alive and shown_state(f) != "ko" and f.captor is None)
            gang = state.gangs[letter]
            top.setText(0, setup.gang_name(letter))
            top.setText(3, tr("{n} of {total} up").format(n=standing, total=len(mine)))
            top.setText(4, tr("%n bavures", "", gang.bavures) if gang.bavures else "")

    def _fill(self, item: QTreeWidgetItem, f: FigureState, acting: bool) -> None:
        state = self.session.state
        vehicle = thing_name(self.session.setup, state, f.vehicle) if f.vehicle in state.vehicles else None
        shown = (f, acting, bool(state.turn), vehicle)
        if self._filled.get(f.id) == shown:
            return
        self._filled[f.id] = shown
        item.setText(0, shown_name(f))
        item.setText(1, wounds_text(f.wounds))
        item.setForeground(1, QBrush(WOUND_COLOUR))
        item.setText(3, state_text(f, vehicle))
        state_colour = KO_COLOUR if shown_state(f) == "ko" else QColor("#1b1b1b") if f.alive else DONE_FOREGROUND
        item.setForeground(3, QBrush(state_colour))
        labels = self.session.setup.rules.explosives
        explosives = [counted(labels[n].label, f.units(n)) for n in self._explosives if f.units(n)]
        # One weapon or explosive a line: the column is as wide as the longest, never « Pistolet ⟳ · Grenade Fla… »
        # cut short beside the map on a 1366 px laptop; the tooltip says each weapon's state in words.
        item.setText(4, "\n".join(weapon_marks(f, self.session.setup.rules) + explosives))
        worst = worst_weapon_status(f)
        item.setForeground(4, QBrush(QColor(STATUS_COLOURS[worst])) if worst in STATUS_COLOURS else QBrush())
        item.setToolTip(4, "\n".join([tr("{weapon}: {state}").format(weapon=thing_label(w, self.session.setup.rules),
                                                                      state=weapon_status_name(s))
                                      for w, s in f.weapons.items()] + explosives))
        if f.kind != "figure" or not f.alive or not state.turn:
            acts = ""
        elif f.activated:
            acts = "✔"
        else:
            held = knocked_out(self.session.setup, f) or f.captor is not None
            acts = "–" if held else str(f.actions_left)
        item.setText(2, acts)
        done = f.activated or not f.alive
        for column in (0, 2):
            item.setForeground(column, QBrush(DONE_FOREGROUND) if done else QBrush())
        font = item.font(0)
        font.setStrikeOut(not f.alive)
        font.setBold(acting)
        item.setFont(0, font)
        background = QBrush(ACTING_BACKGROUND) if acting else QBrush()
        for column in range(len(COLUMNS)):
            item.setBackground(column, background)

    def select_figure(self, figure_id: str | None) -> None:
        """Follow a selection made on the map, without echoing it back."""
        self.blockSignals(True)
        try:
            self.clearSelection()
            item = self.rows.get(figure_id or "")
            if item is not None:
                item.setSelected(True)
                self.scrollToItem(item)
        finally:
            self.blockSignals(False)

    def _clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        fid = item.data(0, ID_ROLE)
        if fid:
            self.figure_selected.emit(fid)
