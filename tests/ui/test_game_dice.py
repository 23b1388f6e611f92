"""Physical dice and virtual dice agree: the faces a seeded roll drew, typed back into the dice-entry widget in the
order the rules ask for them, give the very same event and outcome; the widget offers the faces of the die asked
and says what does not fit."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.games.peur_sur_la_ville.rules import Dice
from tabletop.games.peur_sur_la_ville.play import (Activate, GameSession, RollInitiative, StartGame, StartTurn, new_setup,
                                      resolve_fight, resolve_initiative, resolve_shot)
from tabletop.scenario import parse_scenario
from ui.games.peur_sur_la_ville.action_forms import Pending
from ui.games.peur_sur_la_ville.dice_entry import attempt
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.resolve_box import ResolveBox
from tests.geojson_builders import point


def figure(fid, x, y, gang, role):
    return {"type": "Feature", "id": fid, "geometry": point(x, y),
            "properties": {"kind": "figure", "gang": gang, "role": role}}


# The Police officer in base contact with the Skins leader, a Skin in the open 17.5 cm away.
DUEL = {
    "type": "FeatureCollection",
    "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Duel",
                 "table": {"width_cm": 60, "depth_cm": 40}},
    "features": [figure("cop", 10, 20, "A", "officer"), figure("boss", 12.5, 20, "F", "leader"),
                 figure("skin", 30, 20, "F", "member")],
}


def acting_document(seed: int) -> GameDocument:
    document = GameDocument(GameSession(new_setup(parse_scenario(json.dumps(DUEL)), seed=seed)))
    for event in (StartGame({}, free_placement=True), StartTurn(), RollInitiative(((("A", 6), ("F", 1)),)),
                  Activate("A", ("cop",))):
        document.apply(event)
    return document


def enter(box: ResolveBox, faces: list[str]) -> None:
    QTest.mouseClick(box.enter_button, Qt.MouseButton.LeftButton)
    for face in faces:
        QApplication.processEvents()
        assert face in box.dice_entry.buttons, (face, box.dice_entry.asked)
        QTest.mouseClick(box.dice_entry.buttons[face], Qt.MouseButton.LeftButton)


RESOLVERS = {
    "shot": lambda s, state, d: resolve_shot(s, state, "cop", "skin", d),
    "fight": lambda s, state, d: resolve_fight(s, state, "cop", "boss", d),
}


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("what", sorted(RESOLVERS))
def test_entered_faces_give_the_event_the_virtual_dice_gave(qtbot, what, seed):
    document = acting_document(seed)
    session = document.session
    box = ResolveBox(document)
    qtbot.addWidget(box)
    box.show()
    resolver = RESOLVERS[what]
    pending = Pending(what, lambda d: resolver(session.setup, session.state, d))
    box.start(pending)
    QTest.mouseClick(box.roll_button, Qt.MouseButton.LeftButton)
    virtual, virtual_text = box.outcome_event, box.outcome.text()
    drawn = session.dice()
    assert resolver(session.setup, session.state, drawn) == virtual  # the box rolled the game's seeded dice
    faces = [roll.face for roll in drawn.log]
    box.start(pending)
    enter(box, faces)
    assert box.outcome_event == virtual and box.outcome.text() == virtual_text
    assert box.apply_button.isEnabled() and box.dice_entry.asked is None
    assert box.apply()
    assert session.events[-1] == virtual


def test_keys_enter_faces_and_backspace_takes_the_last_back(qtbot):
    document = acting_document(3)
    session = document.session
    box = ResolveBox(document)
    qtbot.addWidget(box)
    box.show()
    box.start(Pending("shot", lambda d: RESOLVERS["shot"](session.setup, session.state, d)))
    QTest.mouseClick(box.enter_button, Qt.MouseButton.LeftButton)
    entry = box.dice_entry
    assert entry.asked.die == "colour" and set(entry.buttons) == {"red", "blue", "yellow"}
    QTest.keyClick(entry, Qt.Key.Key_B)  # blue: a miss, the shot is over
    assert entry.faces == ["blue"] and box.outcome_event is not None and entry.asked is None
    QTest.keyClick(entry, Qt.Key.Key_Backspace)
    assert entry.faces == [] and box.outcome_event is None and not box.apply_button.isEnabled()
    QTest.keyClick(entry, Qt.Key.Key_R)  # a hit: its save die is asked next
    assert entry.asked.position == 2 and entry.asked.die == "colour" and str(entry.asked.purpose) == "the save"
    assert "<i>the save</i>" in entry.prompt.text()
    QTest.keyClick(entry, Qt.Key.Key_Y)  # the save fails: a wound, so a morale die
    assert entry.asked.die == "fate" and set(entry.buttons) == {"+", "-", "blank"}
    QTest.keyClick(entry, Qt.Key.Key_Minus)
    assert box.outcome_event.shot_faces == ("red",) and box.outcome_event.hits[0].morale.faces == ("-",)


def test_initiative_asks_a_d6_per_gang_and_again_on_a_tie():
    document = GameDocument(GameSession(new_setup(parse_scenario(json.dumps(DUEL)), seed=1)))
    document.apply(StartGame({}, free_placement=True))
    document.apply(StartTurn())
    session = document.session
    rules = session.setup.rules

    def resolver(d: Dice):
        return resolve_initiative(session.setup, session.state, d)

    assert attempt(resolver, [], rules).asked.die == "d6"
    tied = attempt(resolver, ["4", "4"], rules)
    assert tied.asked is not None and tied.asked.position == 3  # « à égalité relancez »
    done = attempt(resolver, ["4", "4", "5", "2"], rules)
    assert done.event == RollInitiative(((("A", 4), ("F", 4)), (("A", 5), ("F", 2))))
    assert "not a face" in attempt(resolver, ["red"], rules).problem
    assert "more than the rules ask" in attempt(resolver, ["6", "1", "3"], rules).problem
