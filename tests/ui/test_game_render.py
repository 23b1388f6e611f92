"""The game panel rendered offscreen to PNG, as the referee sees it mid-game: the map with the figures in their
gang colours and state marks, the rosters, the turn bar, a shot's preview with its odds. The image is written
to the system's temporary folder to be looked at with TABLETOP_SHOTS=1; the test checks what must be on it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from tabletop.games.peur_sur_la_ville.play import load_game
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.markers import DONE_VEIL
from ui.map.style import gang_colour
from tests.ui.shots import look_at

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def near(image: QImage, x: int, y: int, colour: QColor, radius: int = 6) -> bool:
    """Some pixel around (x, y) has about ``colour``."""
    for px in range(max(x - radius, 0), min(x + radius, image.width())):
        for py in range(max(y - radius, 0), min(y + radius, image.height())):
            c = QColor(image.pixel(px, py))
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) < 40:
                return True
    return False


def veiled(colour: QColor) -> QColor:
    a = DONE_VEIL.alphaF()
    return QColor(*(round(c * (1 - a) + 255 * a) for c in (colour.red(), colour.green(), colour.blue())))


def test_the_panel_renders_mid_game_with_a_shot_previewed(shown_game_panel):
    document = GameDocument(load_game(SAMPLE_GAME))
    def can_shoot(state) -> bool:
        return state.phase == "activation" and any(
            a.kind == "shoot" for a in document.session.legal_actions())
    while document.session.state.turn > 2 or not can_shoot(document.session.state):
        document.undo_stack.undo()
    panel = shown_game_panel(document, 1400, 860)
    session = document.session
    shooter = next(a.figure for a in session.legal_actions() if a.kind == "shoot")
    panel.select(shooter)
    panel.action_panel.choose("shoot")
    QApplication.processEvents()
    assert panel.map.previews._fire.isVisible() and panel.action_panel.odds.sections
    image = panel.grab().toImage()
    look_at(image, "game")
    assert image.width() == 1400 and image.height() == 860
    view = panel.map.view
    origin = view.viewport().mapTo(panel, view.viewport().rect().topLeft())
    shown = [f for f in session.state.figures.values() if f.kind == "figure" and f.alive and f.state != "in_vehicle"]
    drawn = 0
    for f in shown:
        at = view.mapFromScene(QPointF(f.x, f.y)) + origin
        # An activated figure is veiled: its gang colour shows through the white.
        colour = veiled(gang_colour(f.gang)) if f.activated else gang_colour(f.gang)
        drawn += near(image, at.x(), at.y(), colour)
    assert drawn >= len(shown) * 0.8  # a base may hide under a neighbour's marks; most show their colour
    assert f"Turn {session.state.turn}" in panel.turn_bar.turn_label.text()
    assert panel.log.lines.count() == len(session.log_lines)
