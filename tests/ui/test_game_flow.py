"""A scripted game of several turns played through the real widgets of the game panel — clicks on the map, the
rosters, the turn bar, the action panel and the dice entry — ends in the state the rules predict; the log it
leaves replays headless to the same state; undoing to the start puts every piece back."""

from __future__ import annotations

import json
import math

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.cli import main as cli_main
from tabletop.games.peur_sur_la_ville.play import GameSession, new_setup, propose_civilians, replay, resolve_shot
from tabletop.scenario import parse_scenario
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel
from tests.geojson_builders import rect, point, feature

LEFT = Qt.MouseButton.LeftButton


# Two Police and two Skins with pistols, a passer-by who will flee the shots, a low wall, a wall the Skin hides behind
# (« se cacher ... sans être visible de ses ennemis »).
SKIRMISH = {
    "type": "FeatureCollection",
    "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Skirmish",
                 "table": {"width_cm": 60, "depth_cm": 40}},
    "features": [
        feature("low-wall", rect(30, 26, 31, 36), kind="low_wall"),
        feature("wall", rect(41, 26, 42, 34), kind="wall"),
        feature("a-boss", point(10, 20), kind="figure", gang="A", role="officer", name="Officer"),
        feature("a-cop", point(12, 26), kind="figure", gang="A", role="member", name="Flic"),
        feature("f-boss", point(40, 20), kind="figure", gang="F", role="leader", name="Leader"),
        feature("f-skin", point(44, 30), kind="figure", gang="F", role="member", name="Skin"),
        feature("walker", point(25, 36), kind="civilian", role="passerby"),
        feature("entry-w", point(1, 20), kind="entry"),
    ],
}
SEED = 11


def new_session() -> GameSession:
    return GameSession(new_setup(parse_scenario(json.dumps(SKIRMISH)), seed=SEED))


def deployed_skirmish(shown_game_panel) -> GamePanel:
    """The skirmish's panel shown, its figures deployed as the scenario places them."""
    panel = shown_game_panel(GameDocument(new_session()))
    turn_button(panel, "deploy_as_placed")
    return panel


@pytest.fixture
def panel(shown_game_panel) -> GamePanel:
    panel = shown_game_panel(GameDocument(new_session()))
    panel.asked = []  # what ending a turn asked about; the referee goes on
    panel.ask_to_end = lambda _title, _question, pending: panel.asked.append(pending) or True
    return panel


def at(panel: GamePanel, x: float, y: float):
    return panel.map.view.mapFromScene(QPointF(x, y))


def click_map(panel: GamePanel, x: float, y: float) -> None:
    viewport = panel.map.view.viewport()
    QTest.mouseMove(viewport, at(panel, x, y))
    QTest.mouseClick(viewport, LEFT, Qt.KeyboardModifier.NoModifier, at(panel, x, y))


def drag_map(panel: GamePanel, start: tuple[float, float], end: tuple[float, float]) -> None:
    viewport = panel.map.view.viewport()
    QTest.mousePress(viewport, LEFT, Qt.KeyboardModifier.NoModifier, at(panel, *start))
    for t in (0.25, 0.5, 0.75, 1.0):
        QTest.mouseMove(viewport, at(panel, start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
    QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, at(panel, *end))


def click(widget) -> None:
    QApplication.processEvents()  # widgets added to a shown panel appear once the event loop runs
    assert widget.isVisible() and widget.isEnabled(), widget.text()
    QTest.mouseClick(widget, LEFT)


def turn_button(panel: GamePanel, kind: str) -> None:
    click(panel.turn_bar.buttons[kind])


def action(panel: GamePanel, kind: str) -> None:
    click(panel.action_panel.buttons[kind])


def enter_faces(panel: GamePanel, faces: list[str]) -> None:
    """Type the faces "rolled on the table" with the dice-entry buttons, checking each is a face of the die asked."""
    box = panel.action_panel.resolve_box
    click(box.enter_button)
    for face in faces:
        assert face in box.dice_entry.buttons, (face, box.dice_entry.asked)
        click(box.dice_entry.buttons[face])


def select_in_roster(panel: GamePanel, figure_id: str) -> None:
    tree = panel.rosters
    item = tree.rows[figure_id]
    tree.scrollToItem(item)
    QTest.mouseClick(tree.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, tree.visualItemRect(item).center())


def px_cm(panel: GamePanel) -> float:
    """One pixel in cm: how close a point dropped with the mouse lands to the point aimed at."""
    return 1.5 / panel.map.view.scale_px_per_cm


def test_a_scripted_game_ends_as_the_rules_predict_replays_and_undoes(panel, tmp_path, capsys):
    document = panel.document
    session = document.session
    start = {fid: (f.x, f.y) for fid, f in session.state.figures.items()}

    # --- turn 1 ---------------------------------------------------------------------------------------------
    turn_button(panel, "deploy_as_placed")
    turn_button(panel, "start_turn")  # nobody owes a death test: applied at once
    assert session.state.phase == "initiative"
    turn_button(panel, "roll_initiative")
    enter_faces(panel, ["6", "2"])  # Police 6, Skins 2
    click(panel.action_panel.resolve_box.apply_button)
    assert session.state.initiative == ("A", "F")

    click_map(panel, 10, 20)  # the Police officer, picked on the map
    assert panel.selected == "a-boss" and panel.map.scene.selected_ids() == ["a-boss"]
    action(panel, "activate")
    click(panel.action_panel.go_button)  # unwounded: no morale test, activated at once
    assert session.state.activation.figures == ("a-boss",)

    action(panel, "shoot")
    click_map(panel, 40, 20)  # the target, picked on the map
    preview = panel.action_panel.preview_label.text()
    assert "27.5 cm, effective, in the open" in preview and "1 shooting die" in preview
    assert [s.title for s in panel.action_panel.odds.sections] == ["Wounds after saves", "Firing incident"]
    click(panel.action_panel.go_button)
    enter_faces(panel, ["red", "yellow", "-"])  # a hit, the save fails, morale "-": retreat 5 cm
    handles = panel.map.previews.handles
    suggested = handles["f-boss"]
    assert math.dist(suggested, (40, 20)) == pytest.approx(5.0, abs=0.05)
    dropped = (41.0, 16.0)
    drag_map(panel, suggested, dropped)  # the referee puts the figure somewhere else
    click(panel.action_panel.resolve_box.apply_button)
    boss = session.state.figures["f-boss"]
    assert boss.wounds == 1 and math.dist((boss.x, boss.y), dropped) < px_cm(panel)
    assert session.state.figures["a-boss"].actions_left == 1

    action(panel, "move")
    click_map(panel, 16, 14)
    aimed = panel.action_panel.form.point
    click(panel.action_panel.go_button)  # nothing to cross: moved at once
    mover = session.state.figures["a-boss"]
    assert (mover.x, mover.y) == pytest.approx(aimed) and mover.actions_left == 0
    turn_button(panel, "end_activation")

    select_in_roster(panel, "f-skin")  # Skins now, from the rosters
    assert panel.selected == "f-skin"
    action(panel, "activate")
    click(panel.action_panel.go_button)
    action(panel, "hide")  # no choice to make: done on the click
    assert session.state.figures["f-skin"].state == "hidden"
    turn_button(panel, "end_activation")

    select_in_roster(panel, "a-cop")
    action(panel, "activate")
    click(panel.action_panel.go_button)
    action(panel, "shoot")
    click_map(panel, *(lambda f: (f.x, f.y))(session.state.figures["f-boss"]))
    click(panel.action_panel.go_button)
    expected = resolve_shot(session.setup, session.state, "a-cop", "f-boss", session.dice())
    click(panel.action_panel.resolve_box.roll_button)  # virtual dice, seeded by the game
    assert panel.action_panel.resolve_box.outcome_event == expected
    click(panel.action_panel.resolve_box.apply_button)
    wounds = 1 + sum(1 for face in expected.hits[0].faces if face == "yellow") if expected.hits else 1
    assert session.state.figures["f-boss"].wounds == wounds
    turn_button(panel, "end_activation")

    select_in_roster(panel, "f-boss")  # wounded: its activation starts with a morale test
    action(panel, "activate")
    click(panel.action_panel.go_button)
    enter_faces(panel, ["blank"] * session.state.figures["f-boss"].wounds)  # holds
    click(panel.action_panel.resolve_box.apply_button)
    turn_button(panel, "end_activation")
    assert session.state.phase == "end_of_turn"

    # The city's move is proposed on the map; ending the turn confirms it.
    assert panel.city.isVisible() and panel.city.active
    proposal = propose_civilians(session.setup, session.state)
    assert [m.figure for m in proposal.moves] == ["walker"]
    turn_button(panel, "end_turn")
    walker = session.state.figures["walker"]
    assert (walker.x, walker.y) == pytest.approx((proposal.moves[0].x, proposal.moves[0].y))
    assert session.state.turn == 1 and session.state.phase == "turn_start"

    # --- turn 2 ---------------------------------------------------------------------------------------------
    turn_button(panel, "start_turn")
    turn_button(panel, "roll_initiative")
    click(panel.action_panel.resolve_box.roll_button)
    click(panel.action_panel.resolve_box.apply_button)
    first = session.state.initiative[0]
    figure = "a-cop" if first == "A" else "f-skin"
    select_in_roster(panel, figure)
    action(panel, "activate")
    click(panel.action_panel.go_button)
    if figure == "f-skin":
        action(panel, "stand_up")
        assert session.state.figures["f-skin"].state == "standing"
    turn_button(panel, "end_activation")
    turn_button(panel, "end_turn")
    assert any(line.startswith("not activated: ") for line in panel.asked[-1])  # asked first, then ended
    final = session.state
    assert final.turn == 2 and final.phase == "turn_start"
    assert final.figures["a-boss"].x == pytest.approx(aimed[0])
    assert panel.log.lines.count() == len(session.log_lines) == len(session.events)

    # --- the log is the game: replayed headless, saved and replayed by ``tabletop replay`` -------------------
    states, lines = replay(session.setup, session.events)
    assert states[-1].figures == final.figures and lines == list(session.log_lines)
    path = tmp_path / "skirmish.ttgame.json"
    document.save(str(path))
    assert cli_main(["replay", str(path), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["turn"] == 2
    for fid, f in final.figures.items():
        assert replayed["figures"][fid]["wounds"] == f.wounds and replayed["figures"][fid]["state"] == f.state
        assert (replayed["figures"][fid]["x"], replayed["figures"][fid]["y"]) == pytest.approx((f.x, f.y), abs=0.01)

    # --- undo to the start, with the log panel's button ----------------------------------------------------
    while panel.log.undo_button.isEnabled():
        click(panel.log.undo_button)
    assert not session.events and panel.log.lines.count() == 0
    assert {fid: (f.x, f.y) for fid, f in session.state.figures.items()} == start
    for fid, (x, y) in start.items():
        marker = panel.map.markers[fid]
        assert (marker.pos().x(), marker.pos().y()) == pytest.approx((x, y))
        assert panel.map.map_document.scenario[fid].geometry.points()[0] == pytest.approx((x, y))
    assert session.state.phase == "deploy" and panel.turn_bar.buttons["deploy_as_placed"].isVisible()


def test_redo_walks_the_log_forward_again(panel):
    document = panel.document
    turn_button(panel, "deploy_as_placed")
    turn_button(panel, "start_turn")
    lines = list(document.session.log_lines)
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.session.state.phase == "deploy" and panel.log.lines.count() == 0
    document.undo_stack.redo()
    document.undo_stack.redo()
    assert list(document.session.log_lines) == lines
    assert [panel.log.lines.item(k).text() for k in range(panel.log.lines.count())] == lines
    assert panel.turn_bar.buttons["roll_initiative"].isVisible()


def test_steps_redone_between_two_paints_scroll_the_log_once_to_its_last_line(panel):
    """A scroll lays out every wrapped line of the log: the steps a redo takes before the event loop runs scroll it
    once, and its last line is then shown."""
    document = panel.document
    lines = panel.log.lines
    lines.setFixedHeight(30)  # a line shown, the others scrolled to
    turn_button(panel, "deploy_as_placed")
    turn_button(panel, "start_turn")
    turn_button(panel, "roll_initiative")
    enter_faces(panel, ["2", "6"])
    click(panel.action_panel.resolve_box.apply_button)
    count = lines.count()
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    QApplication.processEvents()
    scrolls = []
    scroll = lines.scrollToBottom
    lines.scrollToBottom = lambda: (scrolls.append(1), scroll())
    while document.undo_stack.canRedo():
        document.undo_stack.redo()
    assert scrolls == [] and lines.count() == count >= 3
    QApplication.processEvents()
    bar = lines.verticalScrollBar()
    assert scrolls == [1] and 0 < bar.maximum() == bar.value()


def test_a_refused_step_says_why_and_changes_nothing(panel):
    session = panel.document.session
    turn_button(panel, "deploy_as_placed")
    turn_button(panel, "start_turn")
    turn_button(panel, "roll_initiative")
    enter_faces(panel, ["2", "6"])  # Skins first
    click(panel.action_panel.resolve_box.apply_button)
    select_in_roster(panel, "f-boss")
    action(panel, "activate")
    click(panel.action_panel.go_button)
    action(panel, "shoot")
    click_map(panel, 10, 20)
    click(panel.action_panel.go_button)
    box = panel.action_panel.resolve_box
    enter_faces(panel, ["red", "yellow"])
    assert box.dice_entry.asked is not None and box.dice_entry.asked.die == "fate"  # the morale die comes next
    assert not box.apply_button.isEnabled()
    before = len(session.events)
    click(box.cancel_button)
    assert len(session.events) == before and session.state.figures["a-boss"].wounds == 0
