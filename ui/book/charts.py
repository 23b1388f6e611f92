"""The Statistics page's three charts, drawn with pyqtgraph: wins per player (bars), scores over time (a line per
player, dated), and the win rate by seat of one game (bars, in percent). Each chart is filled from the core's
statistics and says so in its title when there is nothing to draw.

Each title fits its chart's width (on two lines, its qualifier in brackets on the second, when one is too long: at
1366 x 768 « Scores au fil du temps (les 6 joueurs aux plus nombreuses parties) » ran off the chart), and the
scores' legend stands beside the lines, in a column of its own right of the plot, so that it never covers one."""

from __future__ import annotations

from datetime import datetime

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QApplication, QSizePolicy
from pyqtgraph.graphicsItems.DateAxisItem import (MONTH_SPACING, YEAR_SPACING, TickSpec, ZoomLevel, makeMStepper,
                                                  makeYStepper)

from tabletop import formats
from tabletop.book import LinePoint, PlayerInfo, PlayerStats, SeatStats
from tabletop.games import game_title
from ui.book.collation import sorted_by_name

BAR_COLOUR = "#3a6ea5"
SEAT_COLOUR = "#c07a2c"
# Distinct line colours for players without a colour of their own (Okabe–Ito, readable by colour-blind eyes).
PALETTE = ("#0072b2", "#e69f00", "#009e73", "#d55e00", "#cc79a7", "#56b4e9", "#f0e442", "#000000")
MOST_LINES = 6  # more players than this make the scores chart unreadable: the most active ones are drawn
MOST_BARS = 8  # more names than this do not fit under the bars: the players with most wins are drawn
# A player with more scores than this gets a running mean instead of every score: the trend, not the noise.
MOST_POINTS = 40
LABEL_GAP = 6  # pixels kept clear on each side of a date's label on the time axis
TITLE_POINTS = 11
TITLE_MARGIN_PX = 16  # kept clear of the chart's edges by its title
LEGEND_POINTS = 9
LEGEND_SAMPLE_PX = 48  # a legend row's line sample and the spaces around it


def running_mean(values: list[float], window: int) -> list[float]:
    """The mean of each value with the ones before it, ``window`` at most (fewer at the start)."""
    out, total = [], 0.0
    for k, value in enumerate(values):
        total += value
        if k >= window:
            total -= values[k - window]
        out.append(total / min(k + 1, window))
    return out


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made; with a count ``n``
    # the catalogue's plural form for it is chosen.
    return QCoreApplication.translate("", text, disambiguation or None, n)


class DateAxis(pg.DateAxisItem):
    """The time axis with the core's months and days (« déc. 2025 », « 5 déc. »), not pyqtgraph's English, each
    label clear of the others: pyqtgraph places a month's tick and the days' ticks on their own levels, so at 1920 px
    « avr. » and « 2 avr. » were drawn over each other, and over a year and more only the years were left."""

    def __init__(self) -> None:
        super().__init__()
        # Years, then months: every month, or every second, third or sixth when they are dense (pyqtgraph's own
        # level shows the months all or none).
        self.zoomLevels[np.inf] = ZoomLevel([
            TickSpec(YEAR_SPACING, makeYStepper(1), "%Y", autoSkip=[1, 5, 10, 25]),
            TickSpec(MONTH_SPACING, makeMStepper(1), "%b", autoSkip=[1, 2, 3, 6])], "YYYY")

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        """pyqtgraph's ticks, less those whose label would touch the label of a tick kept before it (the higher
        levels first: a month's « avr. » is kept, the day's « 2 avr. » beside it is not)."""
        levels = super().tickValues(minVal, maxVal, size)
        if size <= 0 or maxVal <= minVal:
            return levels
        metrics = QFontMetrics(self.style["tickFont"] or QApplication.font())
        per_pixel = (maxVal - minVal) / size
        # pyqtgraph draws no label running past the axis's bounds: such a label takes no room.
        bounds = self.boundingRect()
        taken: list[tuple[float, float]] = []  # the pixel spans of the labels kept
        kept_levels = []
        for spacing, values in levels:
            kept = []
            for value, text in zip(values, self.tickStrings(values, 1.0, spacing)):
                middle, half = (value - minVal) / per_pixel, metrics.horizontalAdvance(text) / 2
                if middle - half < bounds.left() or middle + half > bounds.right():
                    kept.append(value)
                    continue
                half += LABEL_GAP
                if all(middle + half <= left or middle - half >= right for left, right in taken):
                    kept.append(value)
                    taken.append((middle - half, middle + half))
            kept_levels.append((spacing, kept))
        return kept_levels

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        days = spacing / 86400
        texts = []
        for value in values:
            try:
                when = datetime.fromtimestamp(value)
            except (OverflowError, OSError, ValueError):
                texts.append("")
                continue
            if days >= 300:
                texts.append(str(when.year))
            elif days >= 25:
                texts.append(formats.month(when) + (f" {when.year}" if when.month == 1 else ""))
            elif days >= 1:
                texts.append(formats.day(when).rsplit(" ", 1)[0])  # « 5 déc. »: the year is on the months' ticks
            else:
                texts.append(f"{when.hour:02d}:{when.minute:02d}")
        return texts


class ValueAxis(pg.AxisItem):
    """A chart's axis of values written the language's way (« 2,5 », « −10 » in French), where pyqtgraph wrote
    Python's « 2.5 » and « -10 »; each label with as many decimals as the spacing of the ticks needs, as pyqtgraph's."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802 (its name)
        step = spacing * scale
        places = max(0, int(np.ceil(-np.log10(step)))) if step > 0 else 0
        return [formats.decimal(value * scale, places) for value in values]


class CountAxis(ValueAxis):
    """An axis of counts (wins): ticks at whole numbers only, where pyqtgraph ticked « 0,5 » under a single win."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:  # noqa: N802,N803
        levels = super().tickSpacing(minVal, maxVal, size)
        whole = [(spacing, offset) for spacing, offset in levels if spacing >= 1 and float(spacing).is_integer()]
        return whole or [(1.0, 0.0)]


class Chart(pg.PlotWidget):
    """A chart whose title fits its width: on one line when it can, else broken before its bracketed qualifier, each
    line elided if it still does not fit (the whole title is the tooltip)."""

    def __init__(self, title: str, left: ValueAxis | None = None):
        super().__init__(background="w", axisItems={"left": left or ValueAxis("left")})
        # The title never widens the chart (its minimum width would push the plot past the widget's edge).
        self.plotItem.titleLabel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._title = ""
        self.set_title(title)

    def set_title(self, title: str) -> None:
        self._title = title
        self.setToolTip(title)
        self._fit_title()

    def title(self) -> str:
        return self._title

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if "_title" in self.__dict__ and self.plotItem is not None:  # not while pyqtgraph builds or closes it
            self._fit_title()

    def fit_title(self) -> None:
        """Lay the title out again for the room the plot's column has now (after a column was added beside it)."""
        self._fit_title()

    def _fit_title(self) -> None:
        font = QFont(self.plotItem.titleLabel.item.font())  # the font the title is drawn in, at its size
        font.setPointSize(TITLE_POINTS)
        metrics = QFontMetrics(font)
        beside = self.plotItem.layout.columnMinimumWidth(3)  # the scores' legend
        width = max(1, self.width() - beside - 2 * TITLE_MARGIN_PX)
        lines = [self._title]
        if metrics.horizontalAdvance(self._title) > width and " (" in self._title:
            head, _sep, tail = self._title.partition(" (")
            lines = [head, "(" + tail]
        shown = "<br>".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width).replace("<", "&lt;")
                            for line in lines)
        self.setTitle(shown, color="#222", size=f"{TITLE_POINTS}pt")


def _plot(title: str, left: ValueAxis | None = None) -> Chart:
    plot = Chart(title, left)
    plot.showGrid(x=False, y=True, alpha=0.25)
    plot.setMinimumHeight(150)  # three stacked charts and the tabs above them fit a 768 px screen
    for side in ("left", "bottom"):
        plot.getAxis(side).setTextPen("#222")
        plot.getAxis(side).setPen("#888")
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    return plot


def scores_title(most_active: bool, monthly: bool, window: int) -> str:
    """The scores chart's title, one whole message for each way its lines are drawn (every score, monthly means, a
    running mean of ``window`` plays), with the players it keeps in brackets last when only the most active are
    drawn (``Chart`` breaks a long title before its bracket)."""
    if monthly:
        title = tr("Scores over time, monthly means (the %1 players with most plays)") if most_active else \
            tr("Scores over time, monthly means")
    elif window > 1:
        title = tr("Scores over time, running mean of %2 plays (the %1 players with most plays)") if most_active \
            else tr("Scores over time, running mean of %2 plays")
    else:
        title = tr("Scores over time (the %1 players with most plays)") if most_active else tr("Scores over time")
    return title.replace("%1", str(MOST_LINES)).replace("%2", str(window))


def seat_tick(seat: int, plays: int) -> str:
    """A seat's label under its bar, on two lines so that six fit side by side: « place 1 », « 8 parties »."""
    return tr("seat %1\n%n plays", "", plays).replace("%1", str(seat))


class Charts:
    """The three plot widgets and how each is refilled."""

    def __init__(self) -> None:
        self.wins = _plot(tr("Wins per player"), CountAxis("left"))
        self.scores = _plot(tr("Scores over time"))
        self.scores.setAxisItems({"bottom": DateAxis()})
        # Right of the plot, in the chart's layout (the title's row 0, the plot's row 2, its right axis's column 2):
        # inside the plot it covered the lines whatever room was kept above them.
        self.legend = pg.LegendItem(labelTextColor="#222", frame=False, verSpacing=-6,
                                    labelTextSize=f"{LEGEND_POINTS}pt")
        self.scores.plotItem.layout.addItem(self.legend, 2, 3)
        # As tall as the plot lets it be: six names must not push the dates' axis off the chart.
        self.legend.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.seats = _plot(tr("Win rate by seat"))
        self.seats.setLabel("left", "%")
        # Room for the seats' two-line labels (« place 1 », « 8 parties »): pyqtgraph grows an axis for one line of
        # tick text only, and cut the second line at the chart's foot.
        bottom = self.seats.getAxis("bottom")
        bottom.setHeight(2 * QFontMetrics(bottom.font()).lineSpacing() + bottom.style["tickTextOffset"][1]
                         + max(0, bottom.style["tickLength"]))

    def show_wins(self, stats: dict[str, PlayerStats]) -> None:
        self.wins.clear()
        ranked = sorted(stats.items(), key=lambda item: (-item[1].wins, item[0]))
        if not ranked:
            self.wins.set_title(tr("Wins per player: no plays yet"))
            self.wins.getAxis("bottom").setTicks([[]])
            return
        title = tr("Wins per player")
        if len(ranked) > MOST_BARS:
            ranked = ranked[:MOST_BARS]
            title = tr("Wins per player (the %1 with most wins)").replace("%1", str(MOST_BARS))
        self.wins.set_title(title)
        self.wins.addItem(pg.BarGraphItem(x=list(range(len(ranked))), height=[s.wins for _, s in ranked], width=0.6,
                                          brush=BAR_COLOUR, pen=pg.mkPen("#23476b")))
        self.wins.getAxis("bottom").setTicks([[(i, name) for i, (name, _) in enumerate(ranked)]])
        self.wins.setXRange(-0.6, len(ranked) - 0.4, padding=0)
        self.wins.setYRange(0, max(1, max(s.wins for _, s in ranked)) * 1.1, padding=0.03)  # 0 labelled too

    def show_scores(self, lines: dict[str, list[LinePoint]], players: list[PlayerInfo], of_more: bool = False) -> None:
        """One line per player (``Book.score_lines``): every score, or monthly means for a player with many;
        ``of_more``: the lines are those of the most active players of more."""
        self.scores.clear()
        self.legend.clear()
        by_player = {name: points for name, points in lines.items() if points}
        if not by_player:
            self.scores.set_title(tr("Scores over time: no scores recorded"))
            return
        shown = sorted(by_player, key=lambda name: (-sum(p.plays for p in by_player[name]), name))[:MOST_LINES]
        monthly = any(p.plays > 1 for name in shown for p in by_player[name])
        window = 1 if monthly else max(1, max(len(by_player[name]) for name in shown) // MOST_POINTS)
        self.scores.set_title(scores_title(of_more or len(by_player) > MOST_LINES, monthly, window))
        colours = {p.name: p.colour for p in players if p.colour and QColor(p.colour).isValid()}
        values = {name: running_mean([p.score for p in by_player[name]], window) for name in shown}
        low = min(min(v) for v in values.values())
        high = max(max(v) for v in values.values())
        span = (high - low) or 1.0
        self.scores.setYRange(low - 0.1 * span, high + 0.1 * span, padding=0)
        for n, name in enumerate(sorted_by_name(shown)):
            colour = colours.get(name, PALETTE[n % len(PALETTE)])
            dots = {"symbol": "o", "symbolSize": 6, "symbolBrush": colour, "symbolPen": colour} if window == 1 else {}
            line = self.scores.plot([p.at.timestamp() for p in by_player[name]], values[name],
                                    pen=pg.mkPen(colour, width=2), **dots)
            self.legend.addItem(line, name)
        # The legend's column as wide as its longest name and its sample: the layout does not ask the legend.
        font = QFont(QApplication.font())
        font.setPointSize(LEGEND_POINTS)
        names = max(QFontMetrics(font).horizontalAdvance(name) for name in shown)
        self.scores.plotItem.layout.setColumnFixedWidth(3, names + LEGEND_SAMPLE_PX)
        self.scores.fit_title()

    def show_seats(self, game: str | None, seats: dict[int, SeatStats]) -> None:
        self.seats.clear()
        if not game or not seats:
            self.seats.set_title(tr("Win rate by seat: no seats recorded"))
            self.seats.getAxis("bottom").setTicks([[]])
            self.seats.setYRange(0, 100, padding=0.03)
            return
        self.seats.set_title(tr("Win rate by seat — %1").replace("%1", game_title(game)))
        order = sorted(seats)
        self.seats.addItem(pg.BarGraphItem(x=order, height=[100 * seats[s].win_rate for s in order], width=0.6,
                                           brush=SEAT_COLOUR, pen=pg.mkPen("#7a4b17")))
        # « place 1 », « 8 parties »: each bar says its seat and how many plays its rate is of, in words.
        self.seats.getAxis("bottom").setTicks([[(s, seat_tick(s, seats[s].plays)) for s in order]])
        self.seats.setXRange(order[0] - 0.6, order[-1] + 0.6, padding=0)
        self.seats.setYRange(0, 100, padding=0.03)
