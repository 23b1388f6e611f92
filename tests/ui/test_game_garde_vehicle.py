"""The Garde Nationale's check-point from the turn bar brings its armoured vehicle, drawn on the map, and the
machine gun one soldier carries."""

from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel

from tests.games.peur_sur_la_ville.play.test_garde_nationale import _city
from tests.ui.test_game_panel import click


def test_the_check_point_button_places_the_armoured_vehicle_on_the_map(qtbot):
    """« avec des véhicules blindés … 1 mitrailleuse par véhicule blindé peut être disponible »."""
    session = _city(garde_nationale=True)
    panel = GamePanel(GameDocument(session))
    qtbot.addWidget(panel)
    panel.resize(1400, 900)
    panel.show()
    qtbot.waitExposed(panel)
    click(panel.turn_bar.buttons["checkpoint"])
    assert "garde-vehicle-1" in panel.map.vehicle_markers
    assert [f.weapons for f in session.state.figures.values() if f.kind == "soldier"].count(
        {"mitrailleuse": "loaded"}) == 1
    assert "1 armoured vehicle" in session.log_lines[-1]
