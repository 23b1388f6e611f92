"""The inputs of each action the selected figure may take: whom or what it acts on, with which weapon, where.

A form lists what makes sense here (figures in contact, loaded weapons, closed doors ...) from the game state,
takes a click on the map for a target or a point, asks the core for the preview (distance, band, sight, cover,
odds) and builds either the event itself (no dice) or a ``Pending`` resolution the referee rolls for. Nothing
here decides a rule: the core's previews say what the geometry and the rules give, and applying the event
checks it fully.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from tabletop.formats import counted
from tabletop.games.peur_sur_la_ville.rules import BlastOdds, Dice, MeleeOdds, MoraleOdds, ShotOdds, command
from tabletop.games.peur_sur_la_ville.play import (Aim, Arrest, Board, Climb, DriveVehicle, Event, Exchange, FigureState,
                                      GameError, GameSession, GameSetup, Hide, LeaveVehicle, OpenDoor, PlaceMine,
                                      Reload, StandUp, Tase, armed, car_to_steal, detectable, edge_distance,
                                      in_contact, knocked_out, point_distance, preview_activation_morale,
                                      preview_fight, preview_move, preview_shot, preview_throw, ram_choices,
                                      resolve_activation, resolve_crew_test, resolve_detect, resolve_fight,
                                      resolve_heal, resolve_launch,
                                      resolve_move, resolve_ram, resolve_repair, resolve_rob, resolve_shot,
                                      resolve_throw, resolve_trigger_mine, thing_name, vehicle_centre,
                                      vehicle_distance)
from tabletop.games.peur_sur_la_ville.play.effects import faces_text
from tabletop.games.peur_sur_la_ville.play.thing_names import at_distance
from tabletop.geometry import command_group, load_terrain_rules, vehicle_group
from ui.forms import ComboBox
from ui.games.peur_sur_la_ville.previews import PreviewOverlay, shot_summary
from ui.preferences import length_text
from ui.translated import LocalText, localized

Odds = ShotOdds | MeleeOdds | BlastOdds | MoraleOdds | None
HORSE_OF = "horse:"  # a Heal patient's choice that treats the rider's horse, not the rider


def tr(text: str, disambiguation: str = "", n: int = -1) -> LocalText:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made; with a count ``n``
    # the catalogue's plural form for it is chosen.
    return localized(QCoreApplication.translate("", text, disambiguation or None, n))


def action_label(kind: str) -> str:
    labels = {"activate": tr("Activate"), "move": tr("Move"), "climb": tr("Climb"), "stand_up": tr("Stand up"),
              "open_door": tr("Open"), "rob": tr("Rob"), "arrest": tr("Arrest / kidnap"),
              "exchange": tr("Exchange"), "heal": tr("Heal"), "hide": tr("Hide"), "board": tr("Board"),
              "leave_vehicle": tr("Leave vehicle"), "aim": tr("Aim"), "shoot": tr("Shoot"), "fight": tr("Fight"),
              "throw": tr("Throw"), "launch": tr("Launch"), "reload": tr("Reload"), "repair": tr("Repair"),
              "detect": tr("Detect"), "drive": tr("Drive"), "tase": tr("Taser"),
              "place_mine": tr("Place a mine"), "trigger_mine": tr("Set off a mine"),
              "ram": tr("Ram"), "crew_test": tr("Crew's morale")}
    return labels[kind]


@dataclass(frozen=True)
class Pending:
    """An action waiting for its dice: ``resolve`` turns a Dice (virtual or entered) into the event."""

    title: str
    resolve: Callable[[Dice], Event]


@dataclass
class Preview:
    """What the panel shows before the referee commits: lines of text, the odds, and why it cannot be done."""

    lines: list[str] = field(default_factory=list)
    odds: Odds = None
    problems: list[str] = field(default_factory=list)


class ActionForm(QWidget):
    """Base of the forms: ``changed`` when an input changes; ``build`` the event or the pending resolution."""

    changed = Signal()
    wants_point = False  # a click on the table sets the form's point

    def __init__(self, session: GameSession, figure_id: str, kind: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.figure_id = figure_id
        self.kind = kind
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)

    @property
    def state(self):
        return self.session.state

    @property
    def figure(self) -> FigureState:
        return self.session.state.figures[self.figure_id]

    def title(self, piece_id: str) -> str:
        return self.session.setup.title(self.state.figures[piece_id])

    def pick_piece(self, piece_id: str) -> bool:
        """A piece clicked on the map while this form is open; True when it became the form's choice."""
        return False

    def pick_point(self, x: float, y: float) -> bool:
        return False

    def preview(self, overlay: PreviewOverlay) -> Preview:
        return Preview()

    def build(self) -> Event | Pending | None:
        """The event, or its pending resolution; None while something is still to be chosen."""
        return None


class NoInputForm(ActionForm):
    """Stand up, hide, place a mine: nothing to choose."""

    def build(self) -> Event:
        return {"stand_up": StandUp, "hide": Hide, "place_mine": PlaceMine}[self.kind](self.figure_id)


class ChoiceForm(ActionForm):
    """One piece (or thing) to act on, from a list; a click on a listed piece chooses it."""

    def __init__(self, session: GameSession, figure_id: str, kind: str, label: str,
                 choices: list[tuple[str, str]], parent: QWidget | None = None):
        super().__init__(session, figure_id, kind, parent)
        self.choice = ComboBox(self)
        for value, text in choices:
            self.choice.addItem(text, value)
        self.choice.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.form.addRow(label, self.choice)

    @property
    def chosen(self) -> str | None:
        return self.choice.currentData()

    def pick_piece(self, piece_id: str) -> bool:
        index = self.choice.findData(piece_id)
        if index < 0:
            return False
        self.choice.setCurrentIndex(index)
        return True

    def preview(self, overlay: PreviewOverlay) -> Preview:
        chosen = self.chosen
        if chosen is None:
            return Preview(problems=[tr("nobody to choose here")])
        if chosen in self.state.figures:
            gap = edge_distance(self.figure, self.state.figures[chosen])
            overlay.show_target(self.state, self.figure_id, chosen, length_text(gap))
        return Preview()

    def build(self) -> Event | Pending | None:
        chosen = self.chosen
        if chosen is None:
            return None
        s, fid = self.session.setup, self.figure_id
        simple = {"arrest": lambda: Arrest(fid, chosen), "board": lambda: Board(fid, chosen),
                  "aim": lambda: Aim(fid, chosen), "open_door": lambda: OpenDoor(fid, chosen),
                  "reload": lambda: Reload(fid, chosen),
                  "tase": lambda: Tase(fid, chosen, edge_distance(self.figure, self.state.figures[chosen]))}
        if self.kind in simple:
            return simple[self.kind]()
        resolvers = {"rob": lambda d: resolve_rob(s, self.state, fid, chosen, d),
                     "heal": lambda d: resolve_heal(s, self.state, fid, chosen.removeprefix(HORSE_OF), d,
                                                    horse=chosen.startswith(HORSE_OF)),
                     "detect": lambda d: resolve_detect(s, self.state, fid, chosen, d),
                     "repair": lambda d: resolve_repair(s, self.state, fid, chosen, d),
                     "trigger_mine": lambda d: resolve_trigger_mine(s, self.state, fid, chosen, d),
                     "ram": lambda d: resolve_ram(s, self.state, ram_choices(s, self.state, fid)[0], chosen, d)}
        return Pending(tr("{figure}: {action}").format(figure=self.title(fid), action=action_label(self.kind)),
                       resolvers[self.kind])


class ShootForm(ChoiceForm):
    """Target, weapon, burst, aimed; the preview is the core's: sight, cover and why, dice, exact odds."""

    def __init__(self, session: GameSession, figure_id: str, choices: list[tuple[str, str]],
                 parent: QWidget | None = None):
        super().__init__(session, figure_id, "shoot", tr("Target"), choices, parent)
        self.weapon = ComboBox(self)
        rules = session.setup.rules
        for name, status in self.figure.weapons.items():
            if name in rules.firearms and status == "loaded":
                self.weapon.addItem(rules.firearms[name].label, name)
        self.burst = QCheckBox(tr("Burst (5 dice under 30 cm)"), self)
        self.aimed = QCheckBox(tr("Aimed (Sniper's first action)"), self)
        self.aimed.setVisible(self.figure.aiming_at is not None)
        for widget in (self.weapon,):
            widget.currentIndexChanged.connect(lambda _i: self.changed.emit())
        for box in (self.burst, self.aimed):
            box.toggled.connect(lambda _on: self.changed.emit())
        self.form.addRow(tr("Weapon"), self.weapon)
        self.form.addRow("", self.burst)
        self.form.addRow("", self.aimed)

    def _preview_shot(self):
        return preview_shot(self.session.setup, self.state, self.figure_id, self.chosen, self.weapon.currentData(),
                            self.burst.isChecked(), self.aimed.isChecked())

    def preview(self, overlay: PreviewOverlay) -> Preview:
        if self.chosen is None:
            return Preview(problems=[tr("no target in sight")])
        try:
            shot = self._preview_shot()
        except GameError as exc:
            return Preview(problems=[str(exc)])
        overlay.show_shot(self.session.setup, self.state, shot)
        # One whole message with or without the burst, no clause glued after the count.
        if shot.burst:
            dice = tr("1 shooting die, burst") if shot.dice == 1 else tr("{n} shooting dice, burst")
        else:
            dice = tr("1 shooting die") if shot.dice == 1 else tr("{n} shooting dice")
        lines = [shot_summary(self.session.setup, self.state, shot), dice.format(n=shot.dice)]
        if shot.civilian:
            lines.append(tr("{who} is in the line of fire").format(who=self.title(shot.civilian)))
        if shot.burst_candidates:
            lines.append(tr("burst order: {who}").format(who=", ".join(self.title(c) for c in shot.burst_candidates)))
        lines += [note for note in shot.notes if note not in shot.problems]
        return Preview(lines, shot.odds if not shot.problems else None, list(shot.problems))

    def build(self) -> Pending | None:
        target = self.chosen
        if target is None:
            return None
        s, fid, weapon = self.session.setup, self.figure_id, self.weapon.currentData()
        burst, aimed = self.burst.isChecked(), self.aimed.isChecked()
        return Pending(tr("{a} shoots {b}").format(a=self.title(fid), b=self.title(target)),
                       lambda d: resolve_shot(s, self.state, fid, target, d, weapon, burst, aimed))


class FightForm(ChoiceForm):
    """A figure in contact; « arrest / kidnap » fights for 2 unparried hits instead of wounds."""

    def __init__(self, session: GameSession, figure_id: str, choices: list[tuple[str, str]], reaction: bool = False,
                 parent: QWidget | None = None):
        super().__init__(session, figure_id, "fight", tr("Opponent"), choices, parent)
        self.reaction = reaction
        self.arrest = QCheckBox(tr("To arrest or kidnap"), self)
        self.arrest.setVisible(self.figure.kind == "figure" and not reaction)
        self.arrest.toggled.connect(lambda _on: self.changed.emit())
        self.form.addRow("", self.arrest)

    def preview(self, overlay: PreviewOverlay) -> Preview:
        if self.chosen is None:
            return Preview(problems=[tr("nobody in contact")])
        odds = preview_fight(self.session.setup, self.state, self.figure_id, self.chosen)
        dice = tr("1 combat die") if odds.dice == 1 else tr("{n} combat dice").format(n=odds.dice)
        overlay.show_fight(self.state, self.figure_id, self.chosen, dice)
        return Preview([tr("{dice} against {who}").format(dice=dice, who=self.title(self.chosen))], odds)

    def build(self) -> Pending | None:
        target = self.chosen
        if target is None:
            return None
        s, fid, arrest, reaction = self.session.setup, self.figure_id, self.arrest.isChecked(), self.reaction
        return Pending(tr("{a} fights {b}").format(a=self.title(fid), b=self.title(target)),
                       lambda d: resolve_fight(s, self.state, fid, target, d, arrest, reaction))


class ExchangeForm(ChoiceForm):
    """Hand a weapon or items to a figure in contact."""

    def __init__(self, session: GameSession, figure_id: str, choices: list[tuple[str, str]],
                 parent: QWidget | None = None):
        super().__init__(session, figure_id, "exchange", tr("With"), choices, parent)
        self.item = ComboBox(self)
        for name in self.figure.weapons:
            self.item.addItem(name, name)
        for name, units in self.figure.items.items():
            if units > 0 and name not in self.figure.weapons:
                self.item.addItem(counted(name, units), name)
        self.count = QSpinBox(self)
        self.count.setRange(1, 9)
        self.form.addRow(tr("Gives"), self.item)
        self.form.addRow(tr("How many"), self.count)

    def build(self) -> Event | None:
        if self.chosen is None or self.item.currentData() is None:
            return None
        return Exchange(self.figure_id, self.chosen, self.item.currentData(), self.count.value())


class PointForm(ActionForm):
    """Actions aimed at a point of the table: move, throw, launch, leave a vehicle, drive."""

    wants_point = True

    def __init__(self, session: GameSession, figure_id: str, kind: str, parent: QWidget | None = None):
        super().__init__(session, figure_id, kind, parent)
        self.point: tuple[float, float] | None = None
        self.where = QLabel(tr("Click the table"), self)
        self.form.addRow(tr("Where"), self.where)
        # Each kind gets only its own inputs (a widget made and left out of the layout would still show).
        self.actions_spin: QSpinBox | None = None
        self.explosive: QComboBox | None = None
        self.u_turn: QCheckBox | None = None
        rules = session.setup.rules
        if kind == "move":
            self.actions_spin = QSpinBox(self)
            self.actions_spin.setRange(1, max(min(self.figure.actions_left, 2), 1))
            self.actions_spin.valueChanged.connect(lambda _v: self.changed.emit())
            self.form.addRow(tr("Actions"), self.actions_spin)
        elif kind in ("throw", "launch"):
            delivery = "thrown" if kind == "throw" else "launcher"
            self.explosive = ComboBox(self)
            for name, kind_rule in rules.explosives.items():
                if kind_rule.delivery == delivery and self.figure.units(name) > 0:
                    self.explosive.addItem(counted(kind_rule.label, self.figure.units(name)), name)
            self.explosive.currentIndexChanged.connect(lambda _i: self.changed.emit())
            self.form.addRow(tr("Explosive") if kind == "throw" else tr("Launcher"), self.explosive)
        elif kind == "drive":
            self.u_turn = QCheckBox(tr("U-turn instead"), self)
            self.u_turn.toggled.connect(lambda _on: self.changed.emit())
            self.form.addRow("", self.u_turn)

    def pick_piece(self, piece_id: str) -> bool:
        """A grenade or a launcher aimed at a piece aims at its centre; other moves leave the click to selection."""
        if self.kind not in ("throw", "launch"):
            return False
        piece = self.state.figures[piece_id]
        return self.pick_point(piece.x, piece.y)

    def pick_point(self, x: float, y: float) -> bool:
        self.point = (x, y)
        self.where.setText(tr("({x:.1f}, {y:.1f})").format(x=x, y=y))
        self.changed.emit()
        return True

    def preview(self, overlay: PreviewOverlay) -> Preview:
        s, state = self.session.setup, self.state
        if self.kind == "drive" and self.u_turn.isChecked():
            return Preview([tr("a U-turn takes the action")])
        if self.point is None:  # what to do next, not a refusal: nothing was done yet (Go waits for the point)
            return Preview([tr("click the table to choose where")])
        x, y = self.point
        try:
            if self.kind == "move":
                move = preview_move(s, state, self.figure_id, x, y, self.actions_spin.value())
                overlay.show_move(s, state, move)
                words = [tr("{length} of {allowance}").format(
                    length=length_text(move.length_cm), allowance=length_text(move.allowance_cm, trim=True))]
                if move.crossings:
                    words.append(tr("%n obstacles to cross, 1 colour die each", "", len(move.crossings)))
                return Preview(words)
            if self.kind == "throw":
                if self.explosive.currentData() is None:
                    return Preview(problems=[tr("nothing left to throw")])
                throw = preview_throw(s, state, self.figure_id, self.explosive.currentData(), x, y)
                overlay.show_throw(state, throw, load_terrain_rules().measures.blast_diameter_cm)
                # the die's face in the journal's word (« bleu »), never its identifier
                lines = [tr("lands on {face}: %n caught", "", len(throw.caught[face])).format(face=faces_text((face,)))
                         for face in throw.landings]
                return Preview(lines, throw.odds)
        except GameError as exc:
            return Preview(problems=[str(exc)])
        if self.kind == "drive":
            centre = vehicle_centre(s, state.vehicles[self.figure_id])
            return Preview([length_text(math.hypot(x - centre[0], y - centre[1]))])
        return Preview([tr("{length} away").format(length=length_text(point_distance(self.figure, x, y)))])

    def build(self) -> Event | Pending | None:
        s, fid = self.session.setup, self.figure_id
        if self.kind == "drive":
            centre = vehicle_centre(s, self.state.vehicles[fid])
            heading = self.state.vehicles[fid].heading_deg
            if self.u_turn.isChecked():
                return DriveVehicle(fid, 0.0, 0.0, (heading + 180.0) % 360.0, True)
            if self.point is None:
                return None
            return DriveVehicle(fid, self.point[0] - centre[0], self.point[1] - centre[1], heading)
        if self.point is None:
            return None
        x, y = self.point
        if self.kind == "leave_vehicle":
            return LeaveVehicle(fid, x, y)
        if self.kind == "move":
            actions = self.actions_spin.value()
            return Pending(tr("{a} moves").format(a=self.title(fid)),
                           lambda d: resolve_move(s, self.state, fid, x, y, d, actions))
        name = self.explosive.currentData()
        if name is None:
            return None
        if self.kind == "throw":
            return Pending(tr("{a} throws").format(a=self.title(fid)),
                           lambda d: resolve_throw(s, self.state, fid, name, x, y, d))
        return Pending(tr("{a} fires").format(a=self.title(fid)),
                       lambda d: resolve_launch(s, self.state, fid, name, x, y, d))


class ClimbForm(ActionForm):
    """Floors up (or down), how, and who gives a boost."""

    def __init__(self, session: GameSession, figure_id: str, helpers: list[tuple[str, str]],
                 parent: QWidget | None = None):
        super().__init__(session, figure_id, "climb", parent)
        self.floors = QSpinBox(self)
        self.floors.setRange(-2, 2)
        self.floors.setValue(1)
        self.how = ComboBox(self)
        self.how.addItem(tr("Stairs (inside a building)"), "escalier")
        self.how.addItem(tr("Yamakasi"), "yamakasi")
        self.how.addItem(tr("Ladder"), "échelle")
        self.how.addItem(tr("Boost (courte échelle)"), "courte échelle")
        self.helper = ComboBox(self)
        self.helper.addItem(tr("nobody"), None)
        for value, text in helpers:
            self.helper.addItem(text, value)
        self.form.addRow(tr("Floors"), self.floors)
        self.form.addRow(tr("How"), self.how)
        self.form.addRow(tr("Helper"), self.helper)

    def build(self) -> Event | None:
        if self.floors.value() == 0:
            return None
        return Climb(self.figure_id, self.floors.value(), self.how.currentData(), self.helper.currentData())


class CrewTestForm(ActionForm):
    """An armoured crew's morale: one fate die per cause suffered (« Véhicule ciblé par des tirs, immobilisé,
    enflammé, Lance-Roquette visible »)."""

    def __init__(self, session: GameSession, figure_id: str, parent: QWidget | None = None):
        super().__init__(session, figure_id, "crew_test", parent)
        labels = {"targeted": tr("Targeted by shots"), "immobilised": tr("Immobilised"), "ablaze": tr("Ablaze"),
                  "rocket_visible": tr("Rocket launcher in sight")}
        self.causes = {}
        for cause in session.setup.rules.armoured_crew["causes"]:
            box = QCheckBox(labels.get(cause, cause), self)
            box.toggled.connect(self.changed)
            self.form.addRow(box)
            self.causes[cause] = box

    def build(self) -> Pending | None:
        chosen = tuple(c for c, box in self.causes.items() if box.isChecked())
        vehicle = self.figure.vehicle
        if not chosen or vehicle is None:
            return None
        s = self.session.setup
        return Pending(tr("Armoured crew's morale"), lambda d: resolve_crew_test(s, self.state, vehicle, chosen, d))


class ActivateForm(ActionForm):
    """An activation: the figure alone, with the followers it commands (a leader up to 4 within 10 cm, a lieutenant
    2), or its vehicle with the passengers; the core rolls the morale test of any wounded figure among them."""

    def __init__(self, session: GameSession, figure_id: str, able: set[str], parent: QWidget | None = None):
        super().__init__(session, figure_id, "activate", parent)
        setup, state, f = session.setup, session.state, self.figure
        model = session.model()
        self.vehicle: str | None = None
        vehicle = state.vehicles.get(f.vehicle or "")
        if vehicle is not None and vehicle.gang == f.gang and not vehicle.activated and not vehicle.destroyed:
            self.vehicle = vehicle.id
            near = vehicle_group(model, vehicle.id).ids
        else:
            near = command_group(model, figure_id).ids if command(f.role, setup.rules).followers else ()
        limit = command("vehicle" if self.vehicle else f.role, setup.rules).followers
        # the vehicle as the journal names it (« Avec la voiture de police et ses passagers »)
        self.with_vehicle = QCheckBox(tr("With {vehicle} and its passengers").format(
            vehicle=thing_name(setup, state, vehicle.id) if vehicle is not None else ""), self)
        self.with_vehicle.setChecked(self.vehicle is not None)
        self.with_vehicle.setVisible(self.vehicle is not None)
        self.with_vehicle.toggled.connect(lambda _on: self.changed.emit())
        self.form.addRow("", self.with_vehicle)
        self.followers: dict[str, QCheckBox] = {}
        for fid in near:
            if fid in able and fid != figure_id:
                box = QCheckBox(setup.title(state.figures[fid]), self)
                box.toggled.connect(lambda _on: self.changed.emit())
                self.followers[fid] = box
                self.form.addRow("", box)
        if limit:
            self.form.addRow(QLabel(tr("Up to {n} others may act with it").format(n=limit), self))

    def group(self) -> tuple[str, ...]:
        return (self.figure_id, *[fid for fid, box in self.followers.items() if box.isChecked()])

    def preview(self, overlay: PreviewOverlay) -> Preview:
        names = ", ".join(self.title(fid) for fid in self.group())
        wounded = [fid for fid in self.group() if self.state.figures[fid].wounds]
        lines = [tr("activates {names}").format(names=names)]
        odds = None
        if wounded:
            lines.append(tr("wounded, tests morale first: {who}", "", len(wounded)).format(
                who=", ".join(self.title(w) for w in wounded)))
            odds = preview_activation_morale(self.session.setup, self.state, wounded[0])
        return Preview(lines, odds)

    def build(self) -> Pending:
        s, f, figures = self.session.setup, self.figure, self.group()
        vehicle = self.vehicle if self.with_vehicle.isChecked() else None
        leader = f.id if len(figures) > 1 and vehicle is None else None
        return Pending(tr("{gang} activate").format(gang=s.gang_name(f.gang)),
                       lambda d: resolve_activation(s, self.state, f.gang, figures, d, leader, vehicle))


# ---- what each form offers ----------------------------------------------------------------------------------------

def _by_distance(session: GameSession, f: FigureState, pieces: list[FigureState]) -> list[tuple[str, str]]:
    """Enemies first, then civilians, then the figure's own gang; nearest first in each."""
    setup = session.setup

    def rank(o: FigureState) -> tuple[int, float]:
        side = 0 if o.kind == "figure" and o.gang != f.gang else 1 if o.kind == "civilian" else 2
        return (side, edge_distance(f, o))
    ranked = sorted(pieces, key=rank)
    return [(o.id, at_distance(setup.title(o), edge_distance(f, o))) for o in ranked]


def _in_contact(session: GameSession, f: FigureState) -> list[FigureState]:
    return [o for o in session.state.figures.values() if o.id != f.id and o.alive and in_contact(f, o)]


def _weapon_name(setup: GameSetup, weapon: str) -> str:
    kind = setup.rules.firearms.get(weapon) or setup.rules.explosives.get(weapon)
    return kind.label if kind is not None else weapon


def make_form(session: GameSession, figure_id: str, kind: str, parent: QWidget | None = None) -> ActionForm:
    """The form for ``kind`` (a legal action of the figure, or "drive" for its vehicle)."""
    state, setup = session.state, session.setup
    if kind == "activate":
        able = {a.figure for a in session.legal_actions() if a.kind == "activate"}
        return ActivateForm(session, figure_id, able, parent)
    if kind == "crew_test":  # the vehicle of the selected crew member
        return CrewTestForm(session, figure_id, parent)
    if kind == "drive":  # the vehicle of the activation drives, whichever of its crew is selected
        return PointForm(session, state.activation.vehicle, kind, parent)
    if kind in ("move", "throw", "launch", "leave_vehicle"):
        return PointForm(session, figure_id, kind, parent)
    f = state.figures[figure_id]
    others = [o for o in state.figures.values() if o.id != f.id and o.alive]
    contact = _in_contact(session, f)
    if kind in ("stand_up", "hide", "place_mine"):
        return NoInputForm(session, figure_id, kind, parent)
    if kind == "shoot":
        return ShootForm(session, figure_id, _by_distance(session, f, [o for o in others if o.state != "hidden"]),
                         parent)
    if kind == "fight":
        return FightForm(session, figure_id, _by_distance(session, f, contact), f.kind == "civilian", parent)
    if kind == "exchange":
        return ExchangeForm(session, figure_id, _by_distance(session, f, [o for o in contact if o.kind == "figure"]),
                            parent)
    if kind == "climb":
        return ClimbForm(session, figure_id, _by_distance(session, f, [o for o in contact if o.gang == f.gang]),
                         parent)
    choices: dict[str, tuple[str, list[tuple[str, str]]]] = {
        "rob": (tr("Victim"), _by_distance(session, f, [o for o in contact if o.kind == "civilian" and not armed(o)
                                                        and o.role not in setup.game_rules.armed_civilians])
                + [(v, at_distance(thing_name(setup, state, v), vehicle_distance(setup, state.vehicles[v], f)))
                   for v in car_to_steal(setup, state, f)]),
        "arrest": (tr("Prisoner"), _by_distance(session, f, [o for o in contact
                                                             if knocked_out(setup, o) or o.stunned])),
        "heal": (tr("Patient"), _by_distance(session, f, [o for o in [f, *contact]
                                                          if o.kind == "figure" and o.wounds])
                 + [(HORSE_OF + o.id, tr("{rider}'s horse — %n wounds", "", o.horse_wounds).format(rider=setup.title(o)))
                    for o in [f, *contact] if o.kind == "figure" and o.horse_wounds]),
        "aim": (tr("Target"), _by_distance(session, f, [o for o in others if o.state != "hidden"])),
        "tase": (tr("Target"), _by_distance(session, f, [o for o in others if o.state != "hidden"
                                                         and edge_distance(f, o) <= setup.rules.taser_cm])),
        "detect": (tr("Hidden figure"), _by_distance(session, f, [o for o in others if detectable(setup, o)
                                                                  and o.gang != f.gang])),
        "board": (tr("Vehicle"), [(v.id, at_distance(thing_name(setup, state, v.id), vehicle_distance(setup, v, f)))
                                  for v in state.vehicles.values() if not v.destroyed]),
        "open_door": (tr("Door"), [(d.id, d.name or d.id) for d in setup.scenario.of_kind("door")
                                   if d.id not in state.open_doors]),
        "reload": (tr("Weapon"), [(w, _weapon_name(setup, w)) for w, s in f.weapons.items() if s == "to_reload"]),
        "repair": (tr("Weapon"), [(w, _weapon_name(setup, w)) for w, s in f.weapons.items() if s == "to_repair"]),
        "trigger_mine": (tr("Mine"), [(m.id, f"({m.x:.0f}, {m.y:.0f})") for m in state.mines if m.gang == f.gang]),
        "ram": (tr("Figure run into"), [(o, setup.title(state.figures[o]))
                                        for o in ram_choices(setup, state, figure_id)[1]]),
    }
    label, options = choices[kind]
    return ChoiceForm(session, figure_id, kind, label, options, parent)
