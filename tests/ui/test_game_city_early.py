"""« End turn » before every figure activated: the city's moves come first, on the map, for the referee."""

from tests.ui.test_game_panel import click, make_panel, shoot, start


def test_end_turn_with_figures_left_proposes_the_city_first(qtbot):
    """LES PASSANTS: « A la fin d'un tour où des tirs ont eu lieu, elles s'éloignent de 30cm »."""
    panel = make_panel(qtbot)
    start(panel, "cop")
    session = panel.document.session
    shoot(panel, ["blue"])  # a miss, but the passer-by heard it
    click(panel.turn_bar.buttons["end_activation"])
    assert session.state.phase == "activations"  # the Skins could still activate
    click(panel.turn_bar.buttons["end_turn"])
    assert session.state.phase == "activations" and panel.city.isVisible() and list(panel.city.boxes) == ["walker"]
    click(panel.turn_bar.buttons["end_turn"])  # confirms the city, then ends the turn
    walker = session.state.figures["walker"]
    assert (walker.x, walker.y) != (30, 10) and session.state.phase == "turn_start"
    assert not panel.city.isVisible()
