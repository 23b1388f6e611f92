"""The exact odds of an action before the dice roll, as short bars a referee reads at a glance: the wounds a shot
or a fight would deal, the firing incident, a molotov's dud, a morale test's results.

The numbers are the core's exact distributions (``tabletop.games.peur_sur_la_ville.rules.odds``); this module only lays them out.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from tabletop.games.peur_sur_la_ville.rules import BlastOdds, MeleeOdds, MoraleOdds, ShotOdds
from ui.map.overlay_items import CLEAR_COLOUR, COVER_COLOUR, HIDDEN_COLOUR, MOVE_COLOUR
from ui.translated import tr

ROW_PX = 18
TITLE_PX = 20
LABEL_PX = 118
PERCENT_PX = 46
# Wounds from none (green) to three and more (dark red): the colours of the sight lines, then darker.
WOUND_COLOURS = (CLEAR_COLOUR, QColor("#d4ac0d"), COVER_COLOUR, HIDDEN_COLOUR, QColor("#7b241c"))
INCIDENT_COLOURS = {"none": CLEAR_COLOUR, "reload": QColor("#d4ac0d"), "repair": COVER_COLOUR,
                    "broken": HIDDEN_COLOUR}


@dataclass(frozen=True)
class Bar:
    """One outcome: what it is, how likely (0 to 1) and the colour of its bar."""

    label: str
    probability: float
    colour: QColor

    @property
    def percent(self) -> str:
        """The probability as the bar's figure, to the nearest whole percent."""
        return f"{self.probability * 100:.0f} %"


@dataclass(frozen=True)
class Section:
    """The outcomes of one question (the wounds, the firing incident…) under its title."""

    title: str
    bars: tuple[Bar, ...]


def _wound_bars(wounds: dict[int, float]) -> tuple[Bar, ...]:
    def words(k: int) -> str:
        return tr("no wound") if k == 0 else tr("1 wound") if k == 1 else tr("{n} wounds").format(n=k)
    return tuple(Bar(words(k), p,
                     WOUND_COLOURS[min(k, len(WOUND_COLOURS) - 1)]) for k, p in sorted(wounds.items()) if p > 0)


def incident_name(incident: str) -> str:
    names = {"none": tr("no incident"), "reload": tr("to reload"), "repair": tr("to repair"),
             "broken": tr("broken (HS)")}
    return names.get(incident, incident)


def shot_sections(odds: ShotOdds) -> list[Section]:
    sections = []
    if odds.knocked_out > 0:  # a taser or flash-ball: the hit knocks out, it does not wound
        sections.append(Section(tr("Knocked out"), (Bar(tr("KO for the turn"), odds.knocked_out, COVER_COLOUR),)))
    else:
        sections.append(Section(tr("Wounds after saves"), _wound_bars(odds.wounds)))
    incidents = tuple(Bar(incident_name(k), p, INCIDENT_COLOURS.get(k, COVER_COLOUR))
                      for k, p in odds.incident.items() if p > 0)
    sections.append(Section(tr("Firing incident"), incidents))
    return sections


def melee_sections(odds: MeleeOdds) -> list[Section]:
    return [Section(tr("Wounds after parries"), _wound_bars(odds.wounds)),
            Section(tr("Arrest or kidnap"), (Bar(tr("2 hits unparried"), odds.arrest, MOVE_COLOUR),))]


def blast_sections(odds: BlastOdds) -> list[Section]:
    sections = [Section(tr("Wounds on each figure caught"), _wound_bars(odds.wounds))]
    if odds.dud > 0:
        sections.append(Section(tr("Molotov"), (Bar(tr("does not explode"), odds.dud, QColor("#7f8c8d")),)))
    return sections


def morale_sections(odds: MoraleOdds) -> list[Section]:
    def colour(result: str) -> QColor:
        return CLEAR_COLOUR if result.startswith("+") else HIDDEN_COLOUR if result.startswith("-") else \
            QColor("#7f8c8d")
    names = {"0": tr("holds")}
    bars = tuple(Bar(names.get(r, tr("{r} (net)").format(r=r)), p, colour(r)) for r, p in odds.results.items()
                 if p > 0)
    return [Section(tr("Morale, {n} fate dice").format(n=odds.dice), bars)]


def sections_for(odds: ShotOdds | MeleeOdds | BlastOdds | MoraleOdds | None) -> list[Section]:
    if isinstance(odds, ShotOdds):
        return shot_sections(odds)
    if isinstance(odds, MeleeOdds):
        return melee_sections(odds)
    if isinstance(odds, BlastOdds):
        return blast_sections(odds)
    if isinstance(odds, MoraleOdds):
        return morale_sections(odds)
    return []


class OddsView(QWidget):
    """Bars of the sections shown; empty (and small) when there is nothing to show."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.sections: list[Section] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_odds(self, odds: ShotOdds | MeleeOdds | BlastOdds | MoraleOdds | None) -> None:
        self.sections = sections_for(odds)
        self.updateGeometry()
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def sizeHint(self) -> QSize:
        rows = sum(len(s.bars) for s in self.sections)
        return QSize(280, len(self.sections) * TITLE_PX + rows * ROW_PX + (4 if self.sections else 0))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bold = QFont(self.font())
        bold.setBold(True)
        y = 2.0
        bar_width = max(self.width() - LABEL_PX - PERCENT_PX - 8, 20)
        for section in self.sections:
            painter.setFont(bold)
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(0, y, self.width(), TITLE_PX), Qt.AlignmentFlag.AlignVCenter, section.title)
            y += TITLE_PX
            painter.setFont(self.font())
            for bar in section.bars:
                painter.setPen(self.palette().windowText().color())
                painter.drawText(QRectF(8, y, LABEL_PX - 10, ROW_PX), Qt.AlignmentFlag.AlignVCenter, bar.label)
                track = QRectF(LABEL_PX, y + 3, bar_width, ROW_PX - 6)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 25))
                painter.drawRoundedRect(track, 3, 3)
                painter.setBrush(bar.colour)
                painter.drawRoundedRect(QRectF(track.left(), track.top(), track.width() * bar.probability,
                                               track.height()), 3, 3)
                painter.setPen(self.palette().windowText().color())
                painter.drawText(QRectF(LABEL_PX + bar_width + 4, y, PERCENT_PX, ROW_PX),
                                 Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, bar.percent)
                y += ROW_PX
        painter.end()
