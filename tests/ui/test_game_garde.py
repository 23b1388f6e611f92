"""The Garde Nationale in the game tab: its check-point from the turn bar, drawn on the map; its shots offered
with the city's moves once the players' activations are over, rolled like any shot."""

from PySide6.QtWidgets import QApplication

from tabletop.games.peur_sur_la_ville.play import EndActivation, RollInitiative, StartGame, StartTurn, Activate
from tabletop.games.peur_sur_la_ville.play import can_activate, next_gangs
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel

from tests.games.peur_sur_la_ville.play.test_garde_nationale import _city
from tests.ui.test_game_panel import click


def test_the_referee_sets_the_check_point_and_rolls_each_soldiers_shot(qtbot):
    """« Elle place 1 barrage filtrant sur une rue »; « La Garde Nationale joue après le Tour des joueurs. Chaque
    soldat ouvre le feu à 1 reprise sur la cible armée la plus proche »."""
    session = _city(garde_nationale=True)
    panel = GamePanel(GameDocument(session))
    qtbot.addWidget(panel)
    panel.ask_to_end = lambda *_args: True
    panel.resize(1400, 900)
    panel.show()
    qtbot.waitExposed(panel)
    click(panel.turn_bar.buttons["checkpoint"])
    soldiers = [f.id for f in session.state.figures.values() if f.kind == "soldier"]
    assert soldiers == ["garde-1", "garde-2", "garde-3", "garde-4"]
    assert set(soldiers) <= set(panel.map.markers)  # drawn on the map, each with its state marker
    for event in (StartGame({}, free_placement=True), StartTurn(()),
                  RollInitiative(((("A", 6), ("B", 4), ("F", 1)),))):
        panel.document.apply(event)
    while next_gangs(session.setup, session.state):
        f = next(f for f in session.state.figures.values()
                 if f.gang in next_gangs(session.setup, session.state) and can_activate(session.setup, f))
        panel.document.apply(Activate(f.gang, (f.id,)))
        panel.document.apply(EndActivation())
    QApplication.processEvents()
    buttons = [panel.city.attacks.itemAt(i).widget() for i in range(panel.city.attacks.count())]
    texts = [b.text() for b in buttons]
    # Across the street's middle (x = 40): « far » is the nearest for three, garde-4 at the bottom sees « near ».
    assert texts == [f"Garde Nationale: garde-{n} fires at far of the Skins…" for n in (1, 2, 3)] + [
        "Garde Nationale: garde-4 fires at near of the Skins…"]
    click(buttons[3])
    click(panel.action_panel.resolve_box.roll_button)
    click(panel.action_panel.resolve_box.apply_button)
    assert session.state.figures["garde-4"].shot_this_turn
    assert "garde-4 shoots near of the Skins" in session.log_lines[-1]
    click(panel.turn_bar.buttons["end_turn"])  # the others have not fired: the turn does not end
    assert session.state.phase == "end_of_turn" and panel.city.isVisible()
