"""Issue 38: the live game's roster says a figure's whole kit at 1366 × 768, one weapon or explosive a line, where
the Armes cell read « Pistolet ⟳ · Grenade Fla… » cut short beside the map; its tooltip says each weapon's state in
words, in one message (« Pistolet : à recharger »)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from tests.ui.test_french_ui import in_language
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
NBSP = "\u00a0"


def test_a_figures_whole_kit_shows_in_the_roster_on_a_laptop(qapp, qtbot) -> None:
    with in_language(qapp, "fr"):
        panel = GamePanel(GameDocument.open(str(SAMPLE)))
        qtbot.addWidget(panel)
        panel.resize(1366, 768)
        panel.show()
        qtbot.waitExposed(panel)
        QApplication.processEvents()
        tree = panel.rosters
        flic = next(item for item in tree.rows.values() if item.text(0) == "Flic 3")
        # The sample's Flic 3: a Pistolet to reload and two Grenades Flash, each on a line of its own.
        assert flic.text(4).split("\n") == ["Pistolet ⟳", "Grenade Flash ×2"]
        assert f"Pistolet{NBSP}: à recharger" in flic.toolTip(4).split("\n")
        metrics = tree.fontMetrics()
        room = tree.columnWidth(4) - 2 * tree.style().pixelMetric(tree.style().PixelMetric.PM_FocusFrameHMargin) - 4
        cut = [(item.text(0), line) for item in tree.rows.values() for line in item.text(4).split("\n")
               if metrics.horizontalAdvance(line) > room]
        assert cut == []
        # The roster fits the screen beside the map: every column within its width, nothing to scroll sideways.
        assert sum(tree.columnWidth(c) for c in range(tree.columnCount())) <= tree.viewport().width()
        assert tree.mapTo(panel, tree.rect().bottomRight()).x() <= panel.width()
