"""The events of a live game: the referee's decisions and the dice faces, as small frozen values.

An event never holds a generator: every die it needs is a face, so replaying a log rebuilds the same state
whether the faces were drawn by a seeded ``Dice`` or typed in from the real table. The geometry the referee
accepted (distance, cover, landing point, morale destination) is stored too, so a replay does not depend on
later changes to the measuring code. Each event has ``to_json``/``from_json``; ``kind`` names it in the file.
"""

from __future__ import annotations

import collections.abc
import types
import typing
from dataclasses import dataclass, fields, is_dataclass
from functools import lru_cache
from typing import Any, ClassVar, Mapping

Point = tuple[float, float]


class EventError(ValueError):
    """An event in a file or from a caller is malformed; one line."""


# ---- parts of events ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MoraleCheck:
    """A morale test: the fate dice faces and where the figure ends (the suggested destination, confirmed or
    dragged by the referee; None stays put). ``causing_gang`` is whose figures count as the enemy."""

    figure: str
    faces: tuple[str, ...]
    destination: Point | None = None
    path: tuple[Point, ...] = ()
    causing_gang: str = ""


@dataclass(frozen=True)
class DeathRoll:
    figure: str
    faces: tuple[str, ...]


@dataclass(frozen=True)
class Crossing:
    """An obstacle on a move's path and the colour die rolled to cross it (no face: Yamakasi ignored it)."""

    obstacle: str
    face: str = ""


@dataclass(frozen=True)
class HitOn:
    """A figure a shot reaches — always the target first (even when missed: its cover as measured is kept), then
    one burst victim per extra hit: cover, the civilian whose base the line of fire crosses, the save faces (and
    the civilian's faces) in the order rolled, the morale test."""

    figure: str
    in_cover: bool = False
    cover_by: tuple[str, ...] = ()
    civilian: str | None = None
    faces: tuple[str, ...] = ()
    morale: MoraleCheck | None = None


@dataclass(frozen=True)
class Caught:
    """A figure caught by a template: cover from the centre, its blast dice and saves, its morale test."""

    figure: str
    in_cover: bool = False
    cover_by: tuple[str, ...] = ()
    faces: tuple[str, ...] = ()
    morale: MoraleCheck | None = None


@dataclass(frozen=True)
class CivilianMove:
    figure: str
    x: float
    y: float
    reason: str = ""


@dataclass(frozen=True)
class VehicleMove:
    vehicle: str
    dx: float
    dy: float
    heading_deg: float = 0.0
    reason: str = ""


# ---- events ---------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Event:
    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        out.update({f.name: _encode(getattr(self, f.name)) for f in fields(self)})
        return out

    @staticmethod
    def from_json(data: Any) -> "Event":
        if not isinstance(data, Mapping) or data.get("kind") not in EVENT_TYPES:
            kind = data.get("kind") if isinstance(data, Mapping) else None
            raise EventError(f"unknown event kind {kind!r}; kinds: {', '.join(EVENT_TYPES)}")
        return _decode_dataclass(EVENT_TYPES[data["kind"]], data)


@dataclass(frozen=True)
class StartGame(Event):
    """Deployment: every gang figure's position (figures not named keep the scenario's). ``free_placement``
    accepts positions the deployment rule would refuse (a scenario with a set-up of its own)."""

    kind: ClassVar[str] = "start_game"
    positions: Mapping[str, Point]
    free_placement: bool = False


@dataclass(frozen=True)
class StartTurn(Event):
    """A new turn: one death test per figure with 3+ wounds (« En début de tour »)."""

    kind: ClassVar[str] = "start_turn"
    death_tests: tuple[DeathRoll, ...] = ()


@dataclass(frozen=True)
class RollInitiative(Event):
    """The d6 of every gang, round after round until one is alone on top; ``chosen_first`` when a gang such as
    the Braqueurs decides who starts (no rounds then)."""

    kind: ClassVar[str] = "roll_initiative"
    rounds: tuple[tuple[tuple[str, int], ...], ...] = ()
    chosen_first: str | None = None


@dataclass(frozen=True)
class Activate(Event):
    """One activation: a figure alone, a leader or lieutenant with followers, or a vehicle with its passengers;
    ``morale`` holds the tests of wounded figures that want to activate."""

    kind: ClassVar[str] = "activate"
    gang: str
    figures: tuple[str, ...]
    leader: str | None = None
    vehicle: str | None = None
    morale: tuple[MoraleCheck, ...] = ()


@dataclass(frozen=True)
class EndActivation(Event):
    kind: ClassVar[str] = "end_activation"


@dataclass(frozen=True)
class Move(Event):
    """« Se déplacer »: the path of the base's centre, the obstacles crossed with their dice; ``actions`` is 2
    when the move uses both actions."""

    kind: ClassVar[str] = "move"
    figure: str
    path: tuple[Point, ...]
    crossings: tuple[Crossing, ...] = ()
    actions: int = 1


@dataclass(frozen=True)
class DriveVehicle(Event):
    """A vehicle's action: move (up to 30 cm, no obstacle crossed) or a U-turn; passengers lose 1 action."""

    kind: ClassVar[str] = "drive"
    vehicle: str
    dx: float
    dy: float
    heading_deg: float = 0.0
    u_turn: bool = False


@dataclass(frozen=True)
class Climb(Event):
    kind: ClassVar[str] = "climb"
    figure: str
    floors: int = 1
    how: str = ""  # yamakasi, échelle, courte échelle
    helper: str | None = None


@dataclass(frozen=True)
class StandUp(Event):
    kind: ClassVar[str] = "stand_up"
    figure: str


@dataclass(frozen=True)
class OpenDoor(Event):
    kind: ClassVar[str] = "open_door"
    figure: str
    door: str


@dataclass(frozen=True)
class Rob(Event):
    kind: ClassVar[str] = "rob"
    figure: str
    victim: str
    faces: tuple[str, ...]


@dataclass(frozen=True)
class Arrest(Event):
    """Handcuff a KO or stunned figure in contact (« menottée/ligotée en 1 action »)."""

    kind: ClassVar[str] = "arrest"
    figure: str
    target: str


@dataclass(frozen=True)
class Exchange(Event):
    kind: ClassVar[str] = "exchange"
    figure: str
    other: str
    item: str
    count: int = 1


@dataclass(frozen=True)
class Heal(Event):
    kind: ClassVar[str] = "heal"
    figure: str
    patient: str
    faces: tuple[str, ...]
    reroll: bool = False


@dataclass(frozen=True)
class Hide(Event):
    kind: ClassVar[str] = "hide"
    figure: str


@dataclass(frozen=True)
class Board(Event):
    kind: ClassVar[str] = "board"
    figure: str
    vehicle: str


@dataclass(frozen=True)
class LeaveVehicle(Event):
    kind: ClassVar[str] = "leave_vehicle"
    figure: str
    x: float
    y: float


@dataclass(frozen=True)
class Aim(Event):
    """Sniper: « si la 1ère action est consacrée à viser la cible »."""

    kind: ClassVar[str] = "aim"
    figure: str
    target: str


@dataclass(frozen=True)
class Shoot(Event):
    """« Tirer »: weapon, measured distance and band, burst or not, the shooting faces (rerolls included, in the
    order rolled) and every figure hit with its saves and morale; ``reaction`` for protesters' paving stones."""

    kind: ClassVar[str] = "shoot"
    figure: str
    target: str
    weapon: str
    distance_cm: float
    band: str
    shot_faces: tuple[str, ...]
    hits: tuple[HitOn, ...] = ()
    burst: bool = False
    aimed: bool = False
    reaction: bool = False


@dataclass(frozen=True)
class Fight(Event):
    """« Combattre »: attack and parry faces in the order rolled; ``arrest`` to arrest or kidnap; ``reaction``
    for a fight outside an activation (a robbed civilian, protesters at the end of the turn)."""

    kind: ClassVar[str] = "fight"
    figure: str
    target: str
    faces: tuple[str, ...]
    arrest: bool = False
    morale: MoraleCheck | None = None
    reaction: bool = False


@dataclass(frozen=True)
class Throw(Event):
    """A grenade or molotov: the distance die, where it landed and against what, the figures caught, what the
    template touched that may burn (``ablaze``, with the dice of tuned cars in ``fire_faces``) or be immobilised."""

    kind: ClassVar[str] = "throw"
    figure: str
    explosive: str
    aim: Point
    face: str
    landing: Point
    stopped_by: str | None = None
    caught: tuple[Caught, ...] = ()
    ablaze: tuple[str, ...] = ()
    fire_faces: tuple[str, ...] = ()
    immobilised: tuple[str, ...] = ()


@dataclass(frozen=True)
class Launch(Event):
    """A tear-gas or rocket launcher: the launcher die, deviation dice, landing point; a rocket's victim (a
    vehicle with its armour die, or a figure), the gas cloud's figures caught."""

    kind: ClassVar[str] = "launch"
    figure: str
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


@dataclass(frozen=True)
class Reload(Event):
    kind: ClassVar[str] = "reload"
    figure: str
    weapon: str


@dataclass(frozen=True)
class Repair(Event):
    kind: ClassVar[str] = "repair"
    figure: str
    weapon: str
    faces: tuple[str, ...]
    reroll: bool = False


@dataclass(frozen=True)
class Detect(Event):
    """A player's one test to spot a hidden figure (« 1 seul test est autorisé par joueur »); costs no action."""

    kind: ClassVar[str] = "detect"
    figure: str
    hidden: str
    faces: tuple[str, ...] = ()


@dataclass(frozen=True)
class CiviliansReact(Event):
    """End of turn, confirmed by the referee: passers-by flee, protesters march, journalists close in, cars
    drive; each move is the proposal or the referee's change of it."""

    kind: ClassVar[str] = "civilians_react"
    moves: tuple[CivilianMove, ...] = ()
    vehicles: tuple[VehicleMove, ...] = ()


@dataclass(frozen=True)
class EndTurn(Event):
    """Close the turn: tear gas vanishes, burning vehicles burn out, KO-for-the-turn figures wake next turn."""

    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True)
class Adjust(Event):
    """The referee's correction of a figure (what the table shows wins): any field left None is kept."""

    kind: ClassVar[str] = "adjust"
    figure: str
    x: float | None = None
    y: float | None = None
    wounds: int | None = None
    state: str | None = None
    note: str = ""


@dataclass(frozen=True)
class DeclareBavure(Event):
    """A bavure the referee declares (or cancels with a negative count, e.g. Corruption)."""

    kind: ClassVar[str] = "bavure"
    gang: str
    act: str
    count: int = 1
    note: str = ""


@dataclass(frozen=True)
class EndGame(Event):
    kind: ClassVar[str] = "end_game"
    reason: str = ""


EVENT_TYPES: dict[str, type[Event]] = {cls.kind: cls for cls in (
    StartGame, StartTurn, RollInitiative, Activate, EndActivation, Move, DriveVehicle, Climb, StandUp, OpenDoor,
    Rob, Arrest, Exchange, Heal, Hide, Board, LeaveVehicle, Aim, Shoot, Fight, Throw, Launch, Reload, Repair,
    Detect, CiviliansReact, EndTurn, Adjust, DeclareBavure, EndGame)}
ACTION_KINDS = frozenset({"move", "climb", "stand_up", "open_door", "rob", "arrest", "exchange", "heal", "hide",
                          "board", "leave_vehicle", "aim", "shoot", "fight", "throw", "launch", "reload", "repair"})


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


def _decode_dataclass(cls: type, data: Any) -> Any:
    if not isinstance(data, Mapping):
        raise EventError(f"{cls.__name__}: expected an object, got {type(data).__name__}")
    hints = _hints(cls)
    names = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - names - {"kind"})
    if unknown:
        raise EventError(f"{cls.__name__}: unknown field '{unknown[0]}'")
    values = {}
    for f in fields(cls):
        if f.name in data:
            values[f.name] = _decode(hints[f.name], data[f.name], f"{cls.__name__}.{f.name}")
    try:
        return cls(**values)
    except TypeError as exc:
        raise EventError(f"{cls.__name__}: {exc}") from None


def _decode(tp: Any, value: Any, where: str) -> Any:
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
            raise EventError(f"{where}: expected a list, got {type(value).__name__}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v, where) for v in value)
        if len(value) != len(args):
            raise EventError(f"{where}: expected {len(args)} values, got {len(value)}")
        return tuple(_decode(a, v, where) for a, v in zip(args, value))
    if origin in (collections.abc.Mapping, dict) or tp is dict:
        if not isinstance(value, dict):
            raise EventError(f"{where}: expected an object, got {type(value).__name__}")
        return {str(k): _decode(args[1], v, where) for k, v in value.items()} if args else dict(value)
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise EventError(f"{where}: expected a number, got {value!r}")
        return float(value)
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise EventError(f"{where}: expected a whole number, got {value!r}")
        return value
    if tp is bool or tp is str:
        if not isinstance(value, tp):
            raise EventError(f"{where}: expected {'true or false' if tp is bool else 'a string'}, got {value!r}")
        return value
    return value
