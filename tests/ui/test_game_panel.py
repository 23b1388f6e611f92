"""The game panel's parts, one at a time: a throw's preview and landing, a fight's odds, boarding, driving and
leaving a car, the city's end-of-turn moves the referee unticks or drags, the bavures and the National Guard
warning, the log exported as text, and the state marks drawn on the map where the figures stand."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.games.peur_sur_la_ville.rules import Dice, buy, new_roster
from tabletop.games.peur_sur_la_ville.play import (Activate, DeclareBavure, GameSession, RollInitiative, StartGame, StartTurn,
                                      new_setup, preview_fight, preview_throw, resolve_shot, resolve_throw)
from tabletop.geometry import load_terrain_rules
from tabletop.scenario import load_scenario, parse_scenario
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.markers import WOUND_COLOUR
from ui.games.peur_sur_la_ville.panel import GamePanel
from tests.geojson_builders import rect, feature
from tests.ui.test_french_ui import in_language

LEFT = Qt.MouseButton.LeftButton
BANK_JOB = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


def figure(fid, x, y, gang, role="member"):
    return feature(fid, {"type": "Point", "coordinates": [x, y]}, kind="figure", gang=gang, role=role)


STREET = {
    "type": "FeatureCollection",
    "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Street",
                 "table": {"width_cm": 80, "depth_cm": 50}},
    "features": [
        feature("cop-car", rect(8, 30, 18, 34.5), kind="car", gang="A", name="Police car"),
        figure("cop", 10, 20, "A", "officer"), figure("driver", 12, 37, "A"),
        feature("gunner", {"type": "Point", "coordinates": [13, 32]}, kind="figure", gang="A", role="member",
                vehicle="cop-car", state="in_vehicle"),
        figure("boss", 12.5, 20, "F", "leader"), figure("skin", 40, 20, "F"), figure("far", 70, 45, "F"),
        feature("walker", {"type": "Point", "coordinates": [30, 10]}, kind="civilian", role="passerby"),
    ],
}


def make_panel(qtbot, rosters=()) -> GamePanel:
    panel = shown_panel(qtbot, STREET, seed=4, rosters=rosters, size=(1400, 900))
    panel.ask_to_end = lambda *_args: True  # the referee ends the turn whatever is pending
    panel.map.fit()
    return panel


def shown_panel(qtbot, scenario: dict, seed: int, rosters=(), size: tuple[int, int] = (1366, 768)) -> GamePanel:
    """The live game of ``scenario`` shown in a window of ``size`` (the laptop's screen unless told)."""
    session = GameSession(new_setup(parse_scenario(json.dumps(scenario)), rosters, seed=seed))
    panel = GamePanel(GameDocument(session))
    qtbot.addWidget(panel)
    panel.resize(*size)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def start(panel: GamePanel, *activate: str, gang: str = "A") -> None:
    for event in (StartGame({}, free_placement=True), StartTurn(),
                  RollInitiative((((gang, 6), ("F" if gang == "A" else "A", 1)),))):
        panel.document.apply(event)
    if activate:
        panel.document.apply(Activate(gang, activate, activate[0] if len(activate) > 1 else None))


def to_end_of_turn(panel: GamePanel) -> None:
    """Everybody who has not yet activated activates and does nothing, up to the end of the turn."""
    session = panel.document.session
    while session.state.phase != "end_of_turn":
        if session.state.phase == "activation":
            click(panel.turn_bar.buttons["end_activation"])
            continue
        fid = next(a.figure for a in session.legal_actions() if a.kind == "activate" and a.figure in
                   session.state.figures)
        panel.document.apply(Activate(session.state.figures[fid].gang, (fid,)))


def shoot(panel: GamePanel, faces: list[str]) -> None:
    """The Police officer shoots the Skin, with the faces rolled on the table."""
    session = panel.document.session
    panel.document.apply(resolve_shot(session.setup, session.state, "cop", "skin", Dice.from_faces(faces)))


def click(widget) -> None:
    QApplication.processEvents()
    assert widget.isVisible() and widget.isEnabled(), widget.text()
    QTest.mouseClick(widget, LEFT)


def click_map(panel: GamePanel, x: float, y: float) -> None:
    pos = panel.map.view.mapFromScene(QPointF(x, y))
    QTest.mouseMove(panel.map.view.viewport(), pos)
    QTest.mouseClick(panel.map.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, pos)


def test_a_throw_shows_three_landings_then_lands_where_the_die_says(qtbot):
    panel = make_panel(qtbot, [buy(new_roster("A"), "grenade-frag", figure=0)])
    start(panel, "cop")
    session = panel.document.session
    panel.select("cop")
    click(panel.action_panel.buttons["throw"])
    # Nothing done yet: the form says what to do next, with no red refusal, and Go waits for the point.
    assert "click the table" in panel.action_panel.preview_label.text()
    assert "✖" not in panel.action_panel.preview_label.text() and not panel.action_panel.go_button.isEnabled()
    click_map(panel, 40, 20)
    aim = panel.action_panel.form.point
    expected = preview_throw(session.setup, session.state, "cop", "grenade-frag", *aim)
    rings = panel.map.previews._landings
    radius = load_terrain_rules().measures.blast_diameter_cm / 2
    for face, (x, y) in expected.landings.items():
        assert rings[face].isVisible() and rings[face].rect().center().x() == pytest.approx(x)
        assert rings[face].rect().width() == pytest.approx(2 * radius)
    assert [s.title for s in panel.action_panel.odds.sections] == ["Wounds on each figure caught"]
    click(panel.action_panel.go_button)
    box = panel.action_panel.resolve_box
    click(box.enter_button)
    click(box.dice_entry.buttons["blue"])  # 15 cm
    while box.dice_entry.asked is not None:  # whoever is caught rolls: nothing hits
        face = "blue" if box.dice_entry.asked.die == "colour" else "blank"
        click(box.dice_entry.buttons[face])
    assert panel.map.previews._landed.isVisible()
    assert panel.map.previews._landed.rect().center().x() == pytest.approx(expected.landings["blue"][0])
    click(box.apply_button)
    assert session.state.figures["cop"].units("grenade-frag") == 0
    assert "throws the frag grenade: blue → 15 cm" in session.log_lines[-1]


def test_a_fight_shows_the_melee_odds_and_the_arrest_option(qtbot):
    panel = make_panel(qtbot)
    start(panel, "cop")
    panel.select("cop")
    click(panel.action_panel.buttons["fight"])
    form = panel.action_panel.form
    QApplication.processEvents()
    assert form.chosen == "boss" and form.arrest.isVisible()
    odds = preview_fight(panel.document.session.setup, panel.document.session.state, "cop", "boss")
    sections = panel.action_panel.odds.sections
    assert [s.title for s in sections] == ["Wounds after parries", "Arrest or kidnap"]
    assert sections[1].bars[0].probability == pytest.approx(odds.arrest)
    assert sum(b.probability for b in sections[0].bars) == pytest.approx(1.0)


def test_board_a_car_then_drive_it_and_leave_it(qtbot):
    panel = make_panel(qtbot)
    start(panel, "driver")
    session = panel.document.session
    panel.select("driver")
    click(panel.action_panel.buttons["board"])
    assert panel.action_panel.form.chosen == "cop-car"
    click(panel.action_panel.go_button)
    assert session.state.figures["driver"].state == "in_vehicle"
    # the vehicle as the journal names it, with its article, not the map's bare name
    assert panel.rosters.rows["driver"].text(3) == "in the car “Police car”"
    assert "boards the car “Police car”" in session.log_lines[-1]
    for _ in range(3):  # boarding, the activation, the initiative: back to rolling it
        panel.document.undo_stack.undo()
    assert session.state.phase == "initiative"
    panel.document.apply(RollInitiative(((("A", 6), ("F", 1)),)))
    panel.select("gunner")  # aboard from the start: it activates with the car
    click(panel.action_panel.buttons["activate"])
    assert panel.action_panel.form.with_vehicle.isChecked()
    click(panel.action_panel.go_button)
    assert session.state.activation.vehicle == "cop-car"
    assert panel.turn_bar.activation_label.text().endswith("The Police act: gunner (2), with the car “Police car”</span>")
    click(panel.action_panel.buttons["drive"])
    click_map(panel, 33, 32)  # the car's centre 20 cm along the street
    click(panel.action_panel.go_button)
    car = session.state.vehicles["cop-car"]
    assert math.dist(car.offset, (20.0, 0.0)) < 3 / panel.map.view.scale_px_per_cm
    assert panel.map.map_document.scenario["cop-car"].geometry.points()[0][0] == pytest.approx(8 + car.offset[0])
    click(panel.action_panel.buttons["leave_vehicle"])
    click_map(panel, 33, 37)
    click(panel.action_panel.go_button)
    gunner = session.state.figures["gunner"]
    assert gunner.state == "standing" and gunner.vehicle is None
    assert math.dist((gunner.x, gunner.y), (33, 37)) < 3 / panel.map.view.scale_px_per_cm


def test_the_city_moves_at_the_end_of_the_turn_as_the_referee_leaves_them(qtbot):
    panel = make_panel(qtbot)
    start(panel, "cop")
    session = panel.document.session
    shoot(panel, ["blue"])  # a miss, but the passer-by heard it
    to_end_of_turn(panel)
    assert session.state.phase == "end_of_turn"
    city = panel.city
    assert city.isVisible() and city.active and list(city.boxes) == ["walker"]
    suggested = panel.map.previews.handles["walker"]
    dropped = (34.0, 6.0)
    viewport = panel.map.view.viewport()
    QTest.mousePress(viewport, LEFT, Qt.KeyboardModifier.NoModifier, panel.map.view.mapFromScene(QPointF(*suggested)))
    QTest.mouseMove(viewport, panel.map.view.mapFromScene(QPointF(*dropped)))
    QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, panel.map.view.mapFromScene(QPointF(*dropped)))
    assert math.dist(city.destinations["walker"], dropped) < 3 / panel.map.view.scale_px_per_cm
    click(city.confirm_button)
    walker = session.state.figures["walker"]
    assert math.dist((walker.x, walker.y), dropped) < 3 / panel.map.view.scale_px_per_cm
    assert not city.active and "Ending the turn" in city.ending.text()
    panel.document.undo_stack.undo()
    assert city.active  # proposed again, for the referee to decide anew
    city.boxes["walker"].setChecked(False)
    click(panel.turn_bar.buttons["end_turn"])  # confirms the city (nobody moves), then ends the turn
    assert (session.state.figures["walker"].x, session.state.figures["walker"].y) == (30, 10)
    assert session.state.phase == "turn_start" and not city.isVisible()


def test_bavures_are_counted_and_the_national_guard_warning_shows(qapp, qtbot):
    with in_language(qapp, "en"):  # the English catalogue writes « 1 bavure »
        panel = make_panel(qtbot)
        start(panel)
        label = panel.turn_bar.bavures_label
        assert label.text() == "0 bavures committed; the National Guard intervenes beyond 2, one per gang"
        for _ in range(3):
            panel.document.apply(DeclareBavure("F", "civilian_killed"))
        assert panel.document.session.state.national_guard
        assert label.text() == "⚠ 3 bavures committed, more than one per gang: THE NATIONAL GUARD INTERVENES"
        assert "#c0392b" in label.styleSheet() and label.isVisible()
        assert panel.rosters.gang_rows["F"].text(4) == "3 bavures"
        panel.document.undo_stack.undo()
        assert "NATIONAL GUARD" not in label.text()
        panel.document.undo_stack.undo()
        assert panel.rosters.gang_rows["F"].text(4) == "1 bavure"  # counted as a count, in the singular


def test_the_log_exports_as_text(qtbot, tmp_path, monkeypatch):
    panel = make_panel(qtbot)
    start(panel, "cop")
    target = tmp_path / "log.txt"
    monkeypatch.setattr(panel.log, "ask_export_path", lambda: str(target))
    click(panel.log.export_button)
    text = target.read_text(encoding="utf-8")
    assert text == panel.document.session.export_text()
    assert text.splitlines()[1:] == list(panel.document.session.log_lines)
    assert "the Police activate cop" in text


def test_wounds_are_drawn_over_the_figure_on_the_map(qtbot):
    panel = make_panel(qtbot)
    start(panel, "cop")
    shoot(panel, ["red", "yellow", "blank"])  # a hit, a wound, the morale holds
    assert panel.document.session.state.figures["skin"].wounds == 1
    view = panel.map.view
    view.set_scale(12.0)
    view.centerOn(QPointF(26, 20))
    QApplication.processEvents()
    image = view.viewport().grab().toImage()

    def reds_near(x: float, y: float) -> int:
        centre = view.mapFromScene(QPointF(x, y))
        box = QRect(centre.x() - 30, centre.y() - 40, 60, 40)
        wound = WOUND_COLOUR
        return sum(1 for px in range(box.left(), box.right()) for py in range(box.top(), box.bottom())
                   if _close(QColor(image.pixel(px, py)), wound))

    assert reds_near(40, 20) > 10  # the pip of the skin's wound, over its base
    assert reds_near(12.5, 20) == 0  # the unwounded Skins leader has none


def _close(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 40


def test_a_gas_cloud_is_drawn_where_it_lands_and_goes_with_an_undo(qtbot):
    panel = make_panel(qtbot, [buy(new_roster("A"), "grenade-lacrymo", figure=0)])
    start(panel, "cop")
    session = panel.document.session
    throw = resolve_throw(session.setup, session.state, "cop", "grenade-lacrymo", 30, 40, session.dice())
    panel.document.apply(throw)
    cloud, = session.state.clouds
    marker = panel.map.cloud_markers[cloud.id]
    assert cloud.kind == "gas" and (marker.pos().x(), marker.pos().y()) == pytest.approx(throw.landing)
    assert "tear gas" in marker.toolTip() and panel.map.map_document.scenario[cloud.id].kind == "smoke"
    panel.document.undo_stack.undo()
    assert not panel.map.cloud_markers and cloud.id not in panel.map.map_document.scenario.features
    assert marker.scene() is None


class _Resizes(QObject):
    """Counts the resize events a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.count += 1
        return False


def test_deployment_is_proposed_on_the_map_dragged_then_applied(shown_game_panel):
    session = GameSession(new_setup(load_scenario(str(BANK_JOB)), seed=2))
    panel = shown_game_panel(GameDocument(session))
    resizes = _Resizes()
    panel.map.view.viewport().installEventFilter(resizes)
    deploy = panel.deploy
    QApplication.processEvents()
    assert deploy.isVisible() and deploy.active
    assert [deploy.where[g].currentData() for g in ("A", "F")] == ["hq", "hq"]
    handles = panel.map.previews.handles
    assert set(handles) == {f.id for f in session.state.figures.values() if f.kind == "figure"}
    deploy.where["F"].setCurrentIndex(deploy.where["F"].findData("entry-e"))  # the Skins come on from the east
    handles = panel.map.previews.handles  # drawn anew
    east = [handles[f.id] for f in session.state.gang_figures("F")]
    assert all(math.dist(spot, (119, 45)) < 12 for spot in east)
    officer = handles["police-1"]
    outside = (60.0, 60.0)  # neither in the Police HQ nor near an entry
    drag = (panel.map.view.mapFromScene(QPointF(*officer)), panel.map.view.mapFromScene(QPointF(*outside)))
    viewport = panel.map.view.viewport()
    QTest.mousePress(viewport, LEFT, Qt.KeyboardModifier.NoModifier, drag[0])
    QTest.mouseMove(viewport, drag[1])
    QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, drag[1])
    click(panel.turn_bar.buttons["deploy_proposed"])
    assert session.state.phase == "deploy" and "Officier of the Police" in deploy.message.text()  # refused, said why
    inside = (20.0, 12.0)
    QTest.mousePress(viewport, LEFT, Qt.KeyboardModifier.NoModifier, drag[1])
    QTest.mouseMove(viewport, panel.map.view.mapFromScene(QPointF(*inside)))
    QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, panel.map.view.mapFromScene(QPointF(*inside)))
    click(panel.turn_bar.buttons["deploy_proposed"])
    assert session.state.phase == "turn_start" and not deploy.isVisible() and not panel.map.previews.handles
    officer_now = session.state.figures["police-1"]
    assert math.dist((officer_now.x, officer_now.y), inside) < 3 / panel.map.view.scale_px_per_cm
    assert all(math.dist((f.x, f.y), (119, 45)) < 12 for f in session.state.gang_figures("F"))
    QApplication.processEvents()
    # A scroll bar coming and going with the fit once resized the map thousands of times a second here (7 s before
    # the panel could close); the deployment panel's coming and going resizes it a few times.
    assert resizes.count < 20


def test_close_up_centres_the_selected_figure(qtbot):
    panel = make_panel(qtbot)
    panel.select("skin")
    before = panel.map.view.scale_px_per_cm
    panel.map.close_up()
    view = panel.map.view
    assert view.scale_px_per_cm > before
    centre = view.mapToScene(view.viewport().rect().center())
    assert math.dist((centre.x(), centre.y()), (40, 20)) < 3 / view.scale_px_per_cm


@pytest.mark.usefixtures("settings_dir")
def test_the_rosters_take_the_width_their_columns_need_and_a_dragged_splitter_is_kept(qtbot):
    panel = make_panel(qtbot)
    body = panel.rosters.parentWidget()
    assert panel.rosters.width() >= min(panel.rosters.content_width(), 0.34 * panel.width()) - 8
    sizes = body.sizes()
    body.setSizes([sizes[0] - 100, sizes[1] + 100, sizes[2]])
    body.splitterMoved.emit(sizes[0] - 100, 1)  # as a drag of the handle says it
    dragged = body.sizes()
    again = make_panel(qtbot)
    assert again.rosters.parentWidget().sizes() == dragged  # the next live game's tab opens as it was left


def test_a_game_over_asks_no_figure_to_be_chosen(qtbot):
    """Once the game is over the action panel no longer asks for a figure: there is nothing left to do with one."""
    sample = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
    document = GameDocument.open(str(sample))
    panel = GamePanel(document)
    qtbot.addWidget(panel)
    panel.show()
    assert document.session.is_over() and panel.action_panel.figure_id is None
    assert panel.action_panel.header.text() == ""
    document.undo_stack.undo()  # the game goes on: the prompt is back
    assert "Select a figure" in panel.action_panel.header.text()


def test_the_roster_and_the_turn_bar_say_a_vehicle_as_the_french_journal_does(qtbot, qapp):
    """Issue 38: « dans la voiture « Alfa des Ritals » », « avec la voiture de police », never the map's bare name."""
    with in_language(qapp, "fr"):
        street = json.loads(json.dumps(STREET))
        street["features"][0]["properties"]["name"] = "Voiture de police"
        street["features"].append(feature("alfa", rect(40, 30, 50, 34.5), kind="car", gang="F", name="Alfa des Ritals"))
        street["features"].append(feature("ritals", {"type": "Point", "coordinates": [45, 32]}, kind="figure", gang="F",
                                          role="member", vehicle="alfa", state="in_vehicle"))
        panel = shown_panel(qtbot, street, seed=4)
        start(panel)
        assert panel.rosters.rows["gunner"].text(3) == "dans la voiture de police"
        assert panel.rosters.rows["ritals"].text(3) == "dans la voiture «\u00a0Alfa des Ritals\u00a0»"
        panel.select("gunner")
        click(panel.action_panel.buttons["activate"])
        assert panel.action_panel.form.with_vehicle.text() == "Avec la voiture de police et ses passagers"
        panel.document.apply(Activate("A", ("gunner",), None, "cop-car"))
        label = panel.turn_bar.activation_label.text()
        assert "La Police agit\u00a0: gunner (2), avec la voiture de police</span>" in label


def test_the_dice_entry_asks_for_a_throw_in_one_sentence_with_the_weapon_s_forms(qtbot, qapp):
    """Issue 38: « le jet de la grenade frag », "the throw of the frag grenade": one message with the weapon's forms,
    where the core glued « jet » to the weapon's label; the faces entered replay the same throw."""
    for code, asked in (("fr", "le jet de la grenade frag"), ("en", "the throw of the frag grenade")):
        with in_language(qapp, code):
            panel = make_panel(qtbot, [buy(new_roster("A"), "grenade-frag", figure=0)])
            start(panel, "cop")
            panel.select("cop")
            click(panel.action_panel.buttons["throw"])
            click_map(panel, 40, 20)
            # the landings by the die's faces in the journal's words, never their identifiers (« red »)
            shown = panel.action_panel.preview_label.text()
            assert {"fr": "tombe sur rouge", "en": "lands on red"}[code] in shown and (code == "en" or "red" not in shown)
            click(panel.action_panel.go_button)
            box = panel.action_panel.resolve_box
            click(box.enter_button)
            prompt = box.dice_entry.prompt.text()
            assert f"<i>{asked}</i>" in prompt
            # the die by its name in the language in use: the rule data's French label only in French
            assert {"fr": "Dé de couleur", "en": "Colour die"}[code] in prompt and (code == "fr" or "Dé" not in prompt)
            # its faces' buttons too (the saved faces keep their identifiers)
            assert box.dice_entry.buttons["red"].text() == {"fr": "rouge", "en": "red"}[code]


def test_the_city_s_moves_read_as_the_french_journal_s(qtbot, qapp):
    """Issue 38: the city's rows said the proposal's stored reason as it was written (« Passant flees 15 cm from the
    shots ») after a car's bare name; now the journal's sentence, in the language in use."""
    with in_language(qapp, "fr"):
        street = json.loads(json.dumps(STREET))
        street["features"].append(feature("taxi", rect(40, 40, 49, 44.5), kind="car", name="Taxi", traffic=True))
        panel = shown_panel(qtbot, street, seed=4)
        start(panel, "cop")
        shoot(panel, ["blue"])  # a miss, but the passer-by heard it
        to_end_of_turn(panel)
        rows = {key: box.text() for key, box in panel.city.boxes.items()}
        assert rows["walker"].startswith("walker s'éloigne de ") and rows["walker"].endswith(" cm des tirs"), rows
        assert rows["taxi"].startswith("la voiture «\u00a0Taxi\u00a0» ") and "drives" not in rows["taxi"], rows


def test_the_vehicles_a_figure_may_board_are_named_as_the_journal_names_them(qtbot, qapp):
    """Issue 38: the board form's list said the map's bare name glued to its distance (« Voiture de police — 3 cm »);
    now each vehicle as the journal says it, with its article, and how far in one message of the language in use."""
    street = json.loads(json.dumps(STREET))
    street["features"][0]["properties"]["name"] = "Voiture de police"
    street["features"].append(feature("alfa", rect(40, 30, 50, 34.5), kind="car", gang="F", name="Alfa des Ritals"))
    wanted = {"fr": ["la voiture de police, à 1 cm", "la voiture «\u00a0Alfa des Ritals\u00a0», à 27 cm"],
              "en": ["the car “Voiture de police”, 1 cm away", "the car “Alfa des Ritals”, 27 cm away"]}
    for code, names in wanted.items():
        with in_language(qapp, code):
            panel = shown_panel(qtbot, street, seed=4)
            start(panel, "driver")
            panel.select("driver")
            click(panel.action_panel.buttons["board"])
            choice = panel.action_panel.form.choice
            assert [choice.itemText(i) for i in range(choice.count())] == names
