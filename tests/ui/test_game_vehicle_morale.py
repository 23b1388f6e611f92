"""A passenger's morale moves its vehicle in the game tab: the proposal drawn from the vehicle's centre, the handle
dragged by the referee, the vehicle driven there on Apply."""

import pytest

from tabletop.games.peur_sur_la_ville.play import Activate, resolve_shot
from ui.games.peur_sur_la_ville.action_forms import Pending
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel

from tests.games.peur_sur_la_ville.play.faces import Faces
from tests.games.peur_sur_la_ville.play.test_vehicle_morale import _car_under_fire
from tests.ui.test_game_panel import click


def test_the_referee_drags_the_vehicle_a_passengers_morale_moves(qtbot):
    """« La conséquence qui indique un mouvement est celui que le véhicule exécute »."""
    session = _car_under_fire()
    session.apply(Activate("F", ("skin",)))
    panel = GamePanel(GameDocument(session))
    qtbot.addWidget(panel)
    panel.resize(1400, 900)
    panel.show()
    qtbot.waitExposed(panel)
    # The shot with chosen faces, resolved as the box opens: two wounds on the officer, one « - » (the flic aboard
    # is unwounded: 1 die fewer) — a retreat of 5 cm.
    entered = Faces(colour=["red", "red", "blue", "blue", "yellow", "yellow"], fate=["-"])
    entered.queues["d2"] = ["2", "2"]
    panel.action_panel.resolve_box.start(Pending("shot", lambda _dice: resolve_shot(
        session.setup, session.state, "skin", "flic", entered)))
    assert panel.map.previews.handle_at(30.0, 30.0) == "officer"  # the car's centre, 5 cm back
    panel.action_panel.handle_moved("officer", 33.0, 29.0)
    click(panel.action_panel.resolve_box.apply_button)
    assert session.state.vehicles["pcar"].offset == pytest.approx((3.0, 4.0))
