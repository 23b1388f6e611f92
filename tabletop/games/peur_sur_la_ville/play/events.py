"""The events of a live game: the referee's decisions and the dice faces, as small frozen values.

An event never holds a generator: every die it needs is a face, so replaying a log rebuilds the same state
whether the faces were drawn by a seeded ``Dice`` or typed in from the real table. The geometry the referee
accepted (distance, cover, landing point, morale destination) is stored too, so a replay does not depend on
later changes to the measuring code. Each event has ``to_json``/``from_json``; ``kind`` names it in the file.

An event is described by its own fields and nothing else: ``class Hide(Event, kind="hide")`` with its fields
makes a frozen dataclass, and the codec at the bottom reads and writes every event (and its parts, ``Record``s)
from those fields' type hints.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import types
import typing
from dataclasses import dataclass, fields, is_dataclass
from functools import lru_cache
from typing import Any, ClassVar, Mapping, dataclass_transform

from tabletop.games.event_kinds import PEUR_GAME, kind_words, quoted_kind
from tabletop.i18n import N_, _
from tabletop.jsontext import quoted
from tabletop.schema_words import describe_value

Point = tuple[float, float]
# Numbers in the log are centimetres, degrees and counts on a table of at most 100 m: a larger one is a bad file.
MAX_LOGGED_NUMBER = 1e6


class EventError(ValueError):
    """An event in a file or from a caller is malformed; one line."""


@dataclass_transform(frozen_default=True)
class Record:
    """A value of the log: each subclass is made a frozen dataclass of the fields it declares; ``words`` says a part
    of an event as the referee does, so that a malformed one is refused by its name (an event by its kind's)."""

    words: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        dataclass(frozen=True)(cls)


# ---- parts of events ------------------------------------------------------------------------------------------

class VehicleMove(Record):
    words = N_("a vehicle's move")

    vehicle: str
    dx: float
    dy: float
    heading_deg: float = 0.0
    reason: str = ""


class MoraleCheck(Record):
    """A morale test: the fate dice faces and where the figure ends (the suggested destination, confirmed or
    dragged by the referee; None stays put). ``causing_gang`` is whose figures count as the enemy. A passenger's
    test moves its vehicle instead (« La conséquence qui indique un mouvement est celui que le véhicule exécute »):
    ``vehicle`` is that move, a U-turn (heading turned half round) counting as a 10 cm retreat."""

    words = N_("a morale test")

    figure: str
    faces: tuple[str, ...]
    destination: Point | None = None
    path: tuple[Point, ...] = ()
    causing_gang: str = ""
    vehicle: VehicleMove | None = None


class DeathRoll(Record):
    words = N_("a death test")

    figure: str
    faces: tuple[str, ...]


class Crossing(Record):
    """An obstacle on a move's path and the colour die rolled to cross it (no face: Yamakasi ignored it)."""

    words = N_("an obstacle crossed")

    obstacle: str
    face: str = ""


class HitOn(Record):
    """A figure a shot reaches — always the target first (even when missed: its cover as measured is kept), then
    one burst victim per extra hit: cover, the civilian whose base the line of fire crosses, the save faces (and
    the civilian's faces) in the order rolled, the morale test."""

    words = N_("a figure hit")

    figure: str
    in_cover: bool = False
    cover_by: tuple[str, ...] = ()
    civilian: str | None = None
    faces: tuple[str, ...] = ()
    morale: MoraleCheck | None = None
    horse_faces: tuple[str, ...] = ()  # a rider's colour dice for its horse, one per wound


class Caught(Record):
    """A figure caught by a template: cover from the centre, its blast dice and saves, its morale test."""

    words = N_("a figure caught by a template")

    figure: str
    in_cover: bool = False
    cover_by: tuple[str, ...] = ()
    faces: tuple[str, ...] = ()
    morale: MoraleCheck | None = None


class CivilianMove(Record):
    words = N_("a civilian's move")

    figure: str
    x: float
    y: float
    reason: str = ""


# ---- events ---------------------------------------------------------------------------------------------------

class Event(Record):
    """One step of the log; ``kind``, given in the class header, names it in the file."""

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, kind: str = "", **kwargs: Any) -> None:
        cls.kind = kind
        super().__init_subclass__(**kwargs)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        out.update({f.name: _encode(getattr(self, f.name)) for f in fields(self)})
        return out

    @staticmethod
    def from_json(data: Any) -> "Event":
        if not isinstance(data, Mapping) or data.get("kind") not in EVENT_TYPES:
            kind = data.get("kind") if isinstance(data, Mapping) else None
            # The kinds by the referee's words, the kind refused as the file writes it (a JSON value, cut short)
            kinds = ", ".join(kind_words(PEUR_GAME, known) for known in EVENT_TYPES)
            if kind is None:
                raise EventError(_("the event says no kind (field « kind »); the events are {items}").format(
                    items=kinds))
            raise EventError(_("the game has no event {kind}; the events are {items}").format(
                kind=quoted(kind), items=kinds))
        return _decode_dataclass(EVENT_TYPES[data["kind"]], data)


class Action(Event):
    """One of a figure's actions in its activation (« 1 figurine dispose de 2 actions »): ``figure`` acts."""

    figure: str


class StartGame(Event, kind="start_game"):
    """Deployment: every gang figure's position (figures not named keep the scenario's). ``free_placement``
    accepts positions the deployment rule would refuse (a scenario with a set-up of its own)."""

    positions: Mapping[str, Point]
    free_placement: bool = False


class StartTurn(Event, kind="start_turn"):
    """A new turn: one death test per figure with 3+ wounds (« En début de tour »)."""

    death_tests: tuple[DeathRoll, ...] = ()


class RollInitiative(Event, kind="roll_initiative"):
    """The d6 of every gang, round after round until one is alone on top; ``chosen_first`` when a gang such as
    the Braqueurs decides who starts (no rounds then)."""

    rounds: tuple[tuple[tuple[str, int], ...], ...] = ()
    chosen_first: str | None = None


class Activate(Event, kind="activate"):
    """One activation: a figure alone, a leader or lieutenant with followers, or a vehicle with its passengers;
    ``morale`` holds the tests of wounded figures that want to activate."""

    gang: str
    figures: tuple[str, ...]
    leader: str | None = None
    vehicle: str | None = None
    morale: tuple[MoraleCheck, ...] = ()


class EndActivation(Event, kind="end_activation"):
    """The acting figures are done (their actions left are lost); the next gang activates."""


class Move(Action, kind="move"):
    """« Se déplacer »: the path of the base's centre, the obstacles crossed with their dice; ``actions`` is 2
    when the move uses both actions."""

    path: tuple[Point, ...]
    crossings: tuple[Crossing, ...] = ()
    actions: int = 1


class DriveVehicle(Event, kind="drive"):
    """A vehicle's action: move (up to 30 cm, no obstacle crossed) or a U-turn; passengers lose 1 action."""

    vehicle: str
    dx: float
    dy: float
    heading_deg: float = 0.0
    u_turn: bool = False


class Ram(Event, kind="ram"):
    """« Un véhicule (sauf moto) qui percute volontairement … une figurine finit son action au contact »: a
    civilian is killed, a gang member « subit 1 COMBAT à 1 DÉ » (attack and parry faces in the order rolled), a
    figure already KO one wound it may save; then its morale test."""

    vehicle: str
    target: str
    faces: tuple[str, ...] = ()
    morale: MoraleCheck | None = None


class Climb(Action, kind="climb"):
    """« Grimper »: ``floors`` climbed, ``how`` (yamakasi, échelle, courte échelle) and the ``helper``
    giving a leg up, who loses an action; ``how`` escalier: the stairs inside a building, 1 floor per action."""

    floors: int = 1
    how: str = ""  # escalier, yamakasi, échelle, courte échelle
    helper: str | None = None


class StandUp(Action, kind="stand_up"):
    """« Se lever »: a figure on the ground (KO or hidden) gets up in 1 action."""



class OpenDoor(Action, kind="open_door"):
    """« Ouvrir »: a door that is not armoured is opened or broken in 1 action."""

    door: str


class Rob(Action, kind="rob"):
    """« Braquer »: an armed figure in contact robs an unarmed civilian (or a car); the colour die decides."""

    victim: str
    faces: tuple[str, ...]


class Arrest(Action, kind="arrest"):
    """Handcuff a KO or stunned figure in contact (« menottée/ligotée en 1 action »)."""

    target: str


class Exchange(Action, kind="exchange"):
    """« Échanger »: two figures in contact pass ``count`` of an item or weapon in 1 action."""

    other: str
    item: str
    count: int = 1


class Heal(Action, kind="heal"):
    """« Soigner / Se soigner »: a DOC heals a wounded figure in contact (or itself) on a colour die; ``horse``
    treats the patient's horse instead (« Il peut être soigné par un Doc ou un Guérisseur »)."""

    patient: str
    faces: tuple[str, ...]
    reroll: bool = False
    horse: bool = False


class Hide(Action, kind="hide"):
    """« Se cacher »: the figure hides behind an obstacle and counts as on the ground and unseen."""



class Board(Action, kind="board"):
    """« Monter d’un véhicule »: the figure gets into a vehicle as a passenger."""

    vehicle: str


class LeaveVehicle(Action, kind="leave_vehicle"):
    """« Descendre d’un véhicule »: the figure gets out and stands at (x, y)."""

    x: float
    y: float


class Aim(Action, kind="aim"):
    """Sniper: « si la 1ère action est consacrée à viser la cible »."""

    target: str


class Shoot(Action, kind="shoot"):
    """« Tirer »: weapon, measured distance and band, burst or not, the shooting faces (rerolls included, in the
    order rolled) and every figure hit with its saves and morale; ``reaction`` for protesters' paving stones;
    ``melee_hit`` when a Psychopathe's shot into a combat missed and the other combatant takes the hit."""

    target: str
    weapon: str
    distance_cm: float
    band: str
    shot_faces: tuple[str, ...]
    hits: tuple[HitOn, ...] = ()
    burst: bool = False
    aimed: bool = False
    reaction: bool = False
    melee_hit: HitOn | None = None  # a Psychopathe's miss into a combat: the other combatant's automatic hit
    lots: tuple[int, ...] = ()  # a shot at a vehicle: the passenger drawn (1 = first aboard) for each hit
    aboard: tuple[HitOn, ...] = ()  # the passengers the lots drew, each once, in the order first drawn


class Tase(Action, kind="tase"):
    """« TASER = Touche automatique à 5cm qui rend la cible KO pour ce tour »: no die; the measured distance."""

    target: str
    distance_cm: float


class Fight(Action, kind="fight"):
    """« Combattre »: attack and parry faces in the order rolled; ``arrest`` to arrest or kidnap; ``reaction``
    for a fight outside an activation (a robbed civilian, protesters at the end of the turn)."""

    target: str
    faces: tuple[str, ...]
    arrest: bool = False
    morale: MoraleCheck | None = None
    reaction: bool = False
    horse_faces: tuple[str, ...] = ()  # a rider's colour dice for its horse, one per wound


class Throw(Action, kind="throw"):
    """A grenade or molotov: the distance die, where it landed and against what, the figures caught, what the
    template touched that may burn (``ablaze``, with the dice of tuned cars in ``fire_faces``) or be immobilised."""

    explosive: str
    aim: Point
    face: str
    landing: Point
    stopped_by: str | None = None
    caught: tuple[Caught, ...] = ()
    ablaze: tuple[str, ...] = ()
    fire_faces: tuple[str, ...] = ()
    immobilised: tuple[str, ...] = ()


class Launch(Action, kind="launch"):
    """A tear-gas or rocket launcher: the launcher die, deviation dice, landing point; a rocket's victim (a
    vehicle with its armour die, a figure, or an obstacle or wall), the gas cloud's figures caught."""

    launcher: str
    aim: Point
    face: str
    landing: Point
    deviation_faces: tuple[str, ...] = ()
    caught: tuple[Caught, ...] = ()
    vehicle: str | None = None
    armour_faces: tuple[str, ...] = ()
    target: str | None = None
    morale: tuple[MoraleCheck, ...] = ()
    obstacle: str | None = None  # a rocket that hits an obstacle or a wall: destroyed, or a hole made in it
    rear_doors: bool = False  # « les portes arrière d'un fourgon sont ouvertes si le tireur les visait »


class PlaceMine(Action, kind="place_mine"):
    """Technos: a mine « posée en 1 action » where the figure stands."""


class TriggerMine(Action, kind="trigger_mine"):
    """Technos: « déclenchée à distance par le Leader ou le Lieutenant en 1 action », « équivalente à celle d'une
    roquette »: what it hits (a vehicle with its armour die, a figure, an obstacle), the morale tests."""

    mine: str
    vehicle: str | None = None
    armour_faces: tuple[str, ...] = ()
    target: str | None = None
    morale: tuple[MoraleCheck, ...] = ()
    obstacle: str | None = None


class Reload(Action, kind="reload"):
    """« Recharger »: a weapon emptied by a jam is reloaded in 1 action."""

    weapon: str


class Repair(Action, kind="repair"):
    """« Réparer »: a weapon jammed twice is repaired on a colour die; ``reroll`` after « Essaye encore »."""

    weapon: str
    faces: tuple[str, ...]
    reroll: bool = False


class Detect(Event, kind="detect"):
    """A player's one test to spot a hidden figure (« 1 seul test est autorisé par joueur »); costs no action."""

    figure: str
    hidden: str
    faces: tuple[str, ...] = ()


class CiviliansReact(Event, kind="civilians_react"):
    """End of turn, confirmed by the referee: passers-by flee, protesters march, journalists close in, cars
    drive; each move is the proposal or the referee's change of it."""

    moves: tuple[CivilianMove, ...] = ()
    vehicles: tuple[VehicleMove, ...] = ()


class CrewTest(Event, kind="crew_test"):
    """VEHICULE BLINDÉ: « L'équipage d'un véhicule blindé doit tester son Moral en jetant 1 dé « Fate Dice » par
    cause subie »: the causes, the fate faces, and where each crew member stands if it gets out."""

    vehicle: str
    causes: tuple[str, ...]
    faces: tuple[str, ...]
    exits: Mapping[str, Point]


class Checkpoint(Event, kind="checkpoint"):
    """LA GARDE NATIONALE: « Elle place 1 barrage filtrant sur une rue sur chaque table de jeu »: the street zone
    and where each soldier of the check-point stands, with the weapon each carries, and the centre of each of its
    armoured vehicles (« avec des véhicules blindés »; game.toml « garde »)."""

    street: str
    soldiers: tuple[Point, ...]
    weapons: tuple[str, ...]
    vehicles: tuple[Point, ...] = ()


class EndTurn(Event, kind="end_turn"):
    """Close the turn: tear gas vanishes, burning vehicles burn out, KO-for-the-turn figures wake next turn."""



class Adjust(Event, kind="adjust"):
    """The referee's correction of a figure (what the table shows wins): any field left None is kept."""

    figure: str
    x: float | None = None
    y: float | None = None
    wounds: int | None = None
    state: str | None = None
    note: str = ""


class DeclareBavure(Event, kind="bavure"):
    """A bavure the referee declares (or cancels with a negative count, e.g. Corruption)."""

    gang: str
    act: str
    count: int = 1
    note: str = ""


class EndGame(Event, kind="end_game"):
    reason: str = ""


EVENT_TYPES: dict[str, type[Event]] = {cls.kind: cls for cls in (
    StartGame, StartTurn, RollInitiative, Activate, EndActivation, Move, DriveVehicle, Ram, Climb, StandUp, OpenDoor,
    Rob, Arrest, Exchange, Heal, Hide, Board, LeaveVehicle, Aim, Shoot, Tase, Fight, Throw, Launch, PlaceMine,
    TriggerMine, Reload, Repair,
    Detect, CiviliansReact, CrewTest, Checkpoint, EndTurn, Adjust, DeclareBavure, EndGame)}
# The kinds that spend a figure's action, as the event types say it.
ACTION_KINDS = frozenset(kind for kind, cls in EVENT_TYPES.items() if issubclass(cls, Action))


# ---- JSON codec, driven by the dataclasses' type hints -----------------------------------------------------------

def _encode(value: Any) -> Any:
    if is_dataclass(value):
        return {f.name: _encode(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, (tuple, list)):
        return [_encode(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _encode(v) for k, v in value.items()}
    return value


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _thing_words(cls: type) -> str:
    """« l'événement « se déplacer » », « un test de moral »: what a refusal of the codec names, never a class."""
    if issubclass(cls, Event):
        return _("the event {kind}").format(kind=quoted_kind(PEUR_GAME, cls.kind))
    return _(cls.words)


class _FieldPlace:
    """« in the event « move », the field « actions » »: where a refused value sits, put in words only when a refusal
    says it (``str``), so that a log of thousands of events decodes without translating a word."""

    def __init__(self, cls: type, field: str):
        self.cls, self.field = cls, field

    def __str__(self) -> str:
        return _("in {thing}, the field « {field} »").format(thing=_thing_words(self.cls), field=self.field)


def _decode_dataclass(cls: type, data: Any) -> Any:
    if not isinstance(data, Mapping):
        raise EventError(_("{thing} is written as an object, not {value}").format(
            thing=_thing_words(cls), value=describe_value(data)))
    hints = _hints(cls)
    names = [f.name for f in fields(cls)]
    unknown = sorted(set(data) - set(names) - {"kind"})
    if unknown:
        raise EventError(_("{thing} has no field « {field} » (its fields are {fields})").format(
            thing=_thing_words(cls), field=unknown[0], fields=", ".join(names)))
    missing = [f.name for f in fields(cls) if f.name not in data
               and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    if missing:
        raise EventError(_("{thing} must have a field « {field} »").format(thing=_thing_words(cls), field=missing[0]))
    return cls(**{name: _decode(hints[name], data[name], _FieldPlace(cls, name)) for name in names if name in data})


def _decode(tp: Any, value: Any, where: _FieldPlace) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _decode(inner[0], value, where)
    if is_dataclass(tp):
        return _decode_dataclass(tp, value)
    if origin is tuple:
        if not isinstance(value, list):
            raise EventError(_("{where} expects a list, not {value}").format(
                where=where, value=describe_value(value)))
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v, where) for v in value)
        if len(value) != len(args):
            raise EventError(_("{where} expects a list of {count} values, not {value}").format(
                where=where, count=len(args), value=describe_value(value)))
        return tuple(_decode(a, v, where) for a, v in zip(args, value))
    if origin in (collections.abc.Mapping, dict) or tp is dict:
        if not isinstance(value, dict):
            raise EventError(_("{where} expects an object, not {value}").format(
                where=where, value=describe_value(value)))
        return {str(k): _decode(args[1], v, where) for k, v in value.items()} if args else dict(value)
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise EventError(_("{where} expects a number, not {value}").format(
                where=where, value=describe_value(value)))
        if not -MAX_LOGGED_NUMBER <= value <= MAX_LOGGED_NUMBER:  # also false for NaN
            raise EventError(_("{where} expects a finite number within ±{MAX_LOGGED_NUMBER:g}, not {value}").format(
                where=where, MAX_LOGGED_NUMBER=MAX_LOGGED_NUMBER, value=describe_value(value)))
        return float(value)
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise EventError(_("{where} expects a whole number, not {value}").format(
                where=where, value=describe_value(value)))
        if not -MAX_LOGGED_NUMBER <= value <= MAX_LOGGED_NUMBER:
            raise EventError(_("{where} expects a whole number within ±{MAX_LOGGED_NUMBER:g}, not {value}").format(
                where=where, MAX_LOGGED_NUMBER=MAX_LOGGED_NUMBER, value=describe_value(value)))
        return value
    if tp is bool and not isinstance(value, bool):
        raise EventError(_("{where} expects true or false, not {value}").format(
            where=where, value=describe_value(value)))
    if tp is str and not isinstance(value, str):
        raise EventError(_("{where} expects a string, not {value}").format(
            where=where, value=describe_value(value)))
    return value
