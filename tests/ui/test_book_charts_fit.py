"""The book's charts at 1366 x 768 (issue 38): each title fits its chart, on two lines when one is too long, and the
scores' legend stands beside the lines, never over one."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from PySide6.QtCore import QCoreApplication

from tabletop.book import LinePoint
from ui.book.charts import Charts

NAMES = ["Élise", "François", "émile", "Zoé", "Player 00015", "Océane", "bruno"]


def test_the_titles_fit_and_the_legend_never_covers_a_line(qtbot):
    charts = Charts()
    start = datetime(2024, 1, 1, tzinfo=timezone.utc)
    lines = {name: [LinePoint(at=start + timedelta(days=7 * k), score=(3 * k + 5 * n) % 40, plays=1)
                    for k in range(40)] for n, name in enumerate(NAMES)}
    plot = charts.scores
    qtbot.addWidget(plot)
    # The Statistics page's chart at 1366 x 768 is 577 px wide; the French title is a quarter longer than this one.
    plot.resize(460, 190)
    plot.show()
    # The longest title the chart has: seven players, the six with most plays drawn.
    charts.show_scores(lines, [], of_more=True)
    QCoreApplication.processEvents()
    item = plot.plotItem
    assert "<br>" in item.titleLabel.text and plot.title().endswith("(the 6 players with most plays)")
    assert item.titleLabel.item.boundingRect().width() <= plot.width()
    assert item.geometry().width() <= plot.width() + 0.5  # nothing pushed past the chart's edge
    legend = charts.legend.sceneBoundingRect()
    assert legend.left() >= item.vb.sceneBoundingRect().right() - 1  # beside the plot (a bounding rect's half pixel)
    assert legend.right() <= plot.width() + 0.5
    # The names in the language's order (accents and case aside), each line named once.
    shown = [label.text for _sample, label in charts.legend.items]
    assert shown == ["bruno", "Élise", "François", "Océane", "Player 00015", "Zoé"]
