"""The scores chart's time axis, as wide as the Book tab gives it at 1920 × 1080 and at 1366 × 768, in French and in
English: over a month, half a year, a year and more and three years its labels never touch, and there are enough of
them to read the dates (pyqtgraph's own levels drew « avr. » over « 2 avr. » at 1920, and only the years over 16
months at 1366)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from PySide6.QtGui import QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tabletop.book import LinePoint, PlayerStats, SeatStats
from tests.ui.test_french_ui import in_language
from ui.book.charts import Charts

# The scores chart's size in the Book tab's Statistics page (its right-hand column, three charts stacked).
CHART_SIZES = {"1920x1080": (830, 250), "1366x768": (590, 200)}
START = datetime(2025, 3, 1, 20, 0)


def drawn_texts(axis) -> list:
    """An axis's labels as pyqtgraph draws them: (rectangle, flags, text)."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return texts


def drawn_labels(charts: Charts) -> list[tuple[float, float, str]]:
    """The time axis's labels as pyqtgraph draws them: (left, right, text), left to right."""
    texts = drawn_texts(charts.scores.getAxis("bottom"))
    return sorted((rect.left(), rect.right(), text) for rect, _flags, text in texts)


@pytest.mark.parametrize("code", ["fr", "en"])
@pytest.mark.parametrize("screen", list(CHART_SIZES))
@pytest.mark.parametrize("hours", [1.5, 10, 24, 72])  # 500 plays over a month, 7 months, 16 months, 4 years
def test_the_time_axis_labels_never_touch(qapp, qtbot, code: str, screen: str, hours: float) -> None:
    with in_language(qapp, code):
        charts = Charts()
        qtbot.addWidget(charts.scores)
        charts.scores.resize(*CHART_SIZES[screen])
        charts.scores.show()
        qtbot.waitExposed(charts.scores)
        points = [LinePoint(at=START + timedelta(hours=hours * k), score=float(k % 30), plays=1) for k in range(500)]
        charts.show_scores({"Ana": points, "Bruno": points[1::2]}, [])
        QApplication.processEvents()
        labels = drawn_labels(charts)
    texts = [text for _left, _right, text in labels]
    touching = [(a[2], b[2]) for a, b in zip(labels, labels[1:]) if b[0] < a[1] + 4]
    assert touching == [], texts
    assert len(labels) >= 4, texts


def drawn_values(charts: Charts) -> list[str]:
    """The wins chart's value axis's labels as pyqtgraph draws them."""
    return [text for _rect, _flags, text in drawn_texts(charts.wins.getAxis("left"))]


@pytest.mark.parametrize("code, half, minus", [("fr", "2,5", "\u2212"), ("en", "2.5", "-")])
def test_the_value_axis_is_written_the_languages_way(qapp, code: str, half: str, minus: str) -> None:
    """« 2,5 » and « −10 » in French, where pyqtgraph wrote Python's « 2.5 » and « -10 » whatever the
    language."""
    with in_language(qapp, code):
        axis = Charts().scores.getAxis("left")
        assert axis.tickStrings([2.5], 1.0, 0.5) == [half]
        assert axis.tickStrings([-10.0], 1.0, 5.0) == [f"{minus}10"]


@pytest.mark.parametrize("wins", [1, 3, 7, 40])
def test_the_wins_axis_ticks_at_whole_wins_only(qapp, qtbot, wins: int) -> None:
    """An axis of counts: 0, 1, 2, 3 wins, never « 0,5 » under a single win as pyqtgraph's levels ticked it."""
    with in_language(qapp, "fr"):
        charts = Charts()
        qtbot.addWidget(charts.wins)
        charts.wins.resize(*CHART_SIZES["1366x768"])
        charts.wins.show()
        qtbot.waitExposed(charts.wins)
        charts.show_wins({"Ana": PlayerStats(plays=50, wins=wins, win_rate=wins / 50, mean_score=None,
                                             best_score=None)})
        QApplication.processEvents()
        shown = drawn_values(charts)
    assert shown and all(text.isdigit() for text in shown), shown
    assert str(wins if wins < 10 else 10 * (wins // 10)) in shown, shown


@pytest.mark.parametrize("code, expected", [("fr", ["place 1\n1 partie", "place 2\n8 parties"]),
                                            ("en", ["seat 1\n1 play", "seat 2\n8 plays"])])
def test_a_seats_bar_says_its_seat_and_plays_in_words(qapp, qtbot, code: str, expected: list[str]) -> None:
    """« place 2 », « 8 parties » under its bar, on two lines the axis has room for, where it read « 2 (8) »."""
    with in_language(qapp, code):
        charts = Charts()
        qtbot.addWidget(charts.seats)
        charts.show_seats("camorra", {1: SeatStats(seat=1, plays=1, wins=1, win_rate=1.0),
                                      2: SeatStats(seat=2, plays=8, wins=2, win_rate=0.25)})
        axis = charts.seats.getAxis("bottom")
        ticks = axis._tickLevels[0]
        lines = 2 * QFontMetrics(axis.font()).lineSpacing()
    assert [text for _seat, text in ticks] == expected
    assert axis.minimumHeight() >= lines


def test_the_scores_title_is_one_message_its_bracket_last(qapp, qtbot) -> None:
    """« Scores au fil du temps, moyennes mensuelles (les 6 joueurs aux plus nombreuses parties) »: one message, where
    code glued « , moyennes mensuelles » after the bracket (which the title's line break expects last)."""
    months = [LinePoint(at=START + timedelta(days=31 * k), score=float(k), plays=3) for k in range(6)]
    with in_language(qapp, "fr"):
        charts = Charts()
        qtbot.addWidget(charts.scores)
        charts.show_scores({"Ana": months}, [], of_more=True)
        assert charts.scores.title() == ("Scores au fil du temps, moyennes mensuelles (les 6 joueurs aux plus "
                                         "nombreuses parties)")
