"""A vehicle whose crew's morale drove it into a figure: the ram it owes is a button on its passengers, rolled and
applied like any ram."""

from tabletop.games.peur_sur_la_ville.play import Activate, Adjust, resolve_shot
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel

from tests.games.peur_sur_la_ville.play.test_vehicle_morale import _car_under_fire
from tests.ui.test_game_panel import click


def test_the_ram_a_morale_move_owes_is_offered_on_the_passengers(qtbot):
    """« Un véhicule (sauf moto) qui percute volontairement ou suite à un test de Moral une figurine finit son action
    au contact »."""
    session = _car_under_fire()
    session.apply(Adjust("flic", wounds=1))
    session.apply(Activate("F", ("skin",)))
    session.apply(session.resolve(resolve_shot, "skin", "flic", dice=[
        "red", "red", "blue", "blue", "2", "2", "yellow", "yellow", "+", "+", "blank", "blank"]))
    panel = GamePanel(GameDocument(session))
    qtbot.addWidget(panel)
    panel.resize(1400, 900)
    panel.show()
    qtbot.waitExposed(panel)
    panel.action_panel.set_figure("officer")
    assert "ram" in panel.action_panel.legal_kinds()
    click(panel.action_panel.buttons["ram"])
    assert panel.action_panel.form.chosen == "skin"
    click(panel.action_panel.go_button)
    click(panel.action_panel.resolve_box.roll_button)
    click(panel.action_panel.resolve_box.apply_button)
    assert session.state.vehicles["pcar"].rammed == ("skin",) and session.state.vehicles["pcar"].owed_rams == ()
    assert "the car “Police car” runs into skin of the Skins" in session.log_lines[-1]
