"""The state of a live game as immutable values: figures, vehicles, clouds, gangs, the turn and its phase.

A state is never changed in place; applying an event builds a new one (``dataclasses.replace``) sharing what did
not change, so the session keeps one state per event and a view compares two states to see what moved.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.rules.campaign import garde_nationale_intervenes
from tabletop.i18n import N_

FIGURE_STATES = ("standing", "down", "ko", "hidden", "dead", "in_vehicle")
# Each state in words, as the journal, the replay's table and the phones say it.
STATE_WORDS = {"standing": N_("standing"), "down": N_("down"), "ko": N_("KO"), "hidden": N_("hidden"),
               "dead": N_("dead"), "in_vehicle": N_("in a vehicle")}
WEAPON_STATUSES = ("loaded", "to_reload", "to_repair", "broken")
PHASES = ("deploy", "turn_start", "initiative", "activations", "activation", "end_of_turn", "over")
CLOUD_KINDS = ("smoke", "gas")
SOLDIER = "soldier"  # a figure's kind, a vehicle's gang: the Garde Nationale, on no player's side


class GameError(ValueError):
    """An event the rules or the table refuse, or a game that cannot be set up: one line for the referee."""


@dataclass(frozen=True, slots=True)
class FigureState:
    """One figure or civilian. ``role`` is the roster role (leader, lieutenant, doc, member) for a gang's figure,
    the civilian's role otherwise. ``weapons`` maps each weapon or launcher carried to its status; ``items`` the
    units carried of each item (grenades, molotovs, vest ...)."""

    id: str
    name: str
    kind: str  # figure | civilian | soldier
    gang: str | None
    role: str
    x: float
    y: float
    base_cm: float
    wounds: int = 0
    state: str = "standing"
    vehicle: str | None = None
    weapons: Mapping[str, str] = field(default_factory=dict)
    items: Mapping[str, int] = field(default_factory=dict)
    abilities: tuple[str, ...] = ()
    actions_left: int = 0
    activated: bool = False
    stabilised: bool = False
    ko_this_turn: bool = False  # taser, flash-ball, tear gas: KO until the turn ends
    stunned: bool = False  # took 2 unparried hits in an arrest fight: can be handcuffed
    captor: str | None = None  # arrested or kidnapped: the figure guarding it
    floor: int = 0
    identified: bool = False  # a gang that blends with the crowd has shot or attacked, or was spotted
    shot_this_turn: bool = False
    moved_this_turn: bool = False
    aiming_at: str | None = None  # a Sniper's target after spending the first action aiming
    detection_spent: tuple[str, ...] = ()  # gangs whose detection test on this hidden figure is used up
    hospital_turn: int | None = None  # the turn it began inside the hospital, for « 1 tour entier passé »
    dog_wounds: int = 0  # wounds the figure's dog took in its place (« meurt à 2 Blessures »)
    horse_wounds: int = 0  # « A 3 Blessures le cheval est Hors Combat »
    vehicle_step: str = ""  # "board" or "leave" this turn: « ne peuvent dans le même tour monter et descendre »

    @property
    def alive(self) -> bool:
        return self.state != "dead"

    def units(self, item: str) -> int:
        return int(self.items.get(item, 0))

    def moved_to(self, x: float, y: float) -> "FigureState":
        return replace(self, x=float(x), y=float(y))


@dataclass(frozen=True, slots=True)
class VehicleState:
    """A car on the table: its rectangle is the scenario's polygon moved by ``offset`` and turned by ``heading_deg``
    around its centre; ``burning_since`` is the turn it caught fire."""

    id: str
    name: str
    gang: str | None
    kind: str = "voiture"  # a vehicle kind of the rules engine (voiture, moto, vehicule-blinde, voiture-tunee ...)
    offset: tuple[float, float] = (0.0, 0.0)
    heading_deg: float = 0.0
    actions_left: int = 0
    activated: bool = False
    immobilised: bool = False
    burning_since: int | None = None
    destroyed: bool = False
    armoured: bool = False
    traffic: bool = False  # a civilian car that drives through the city at the end of each turn
    rammed: tuple[str, ...] = ()  # figures it ran into this turn
    owed_rams: tuple[str, ...] = ()  # figures its morale move ran into: « ou suite à un test de Moral », not yet played
    rear_doors_open: bool = False  # an armoured van's rear doors blown open by a rocket aimed at them
    outline: tuple[tuple[float, float], ...] = ()  # the rectangle of a vehicle the map does not hold (the Garde's)


@dataclass(frozen=True, slots=True)
class Cloud:
    """Smoke or tear gas on the table, blocking sight until the end of turn ``until_turn``."""

    id: str
    kind: str
    x: float
    y: float
    diameter_cm: float
    until_turn: int


@dataclass(frozen=True, slots=True)
class GangState:
    letter: str
    name: str
    activations: int = 0
    bavures: int = 0
    robberies: int = 0
    arrests: int = 0
    mines_placed: int = 0


@dataclass(frozen=True, slots=True)
class Mine:
    """A Technos mine on the table, waiting for the Leader or the Lieutenant to set it off."""

    id: str
    gang: str
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Activation:
    """The activation in progress: the gang, the figures acting together, who commands them."""

    gang: str
    figures: tuple[str, ...]
    leader: str | None = None
    vehicle: str | None = None
    acted: tuple[str, ...] = ()  # figures in the order they began acting: « chaque figurine … à tour de rôle »


@dataclass(frozen=True, slots=True)
class ShotHeard:
    """A shot this turn, for the civilians' end-of-turn reactions and the church bavure."""

    shooter: str
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class GameState:
    turn: int
    phase: str
    figures: Mapping[str, FigureState]
    vehicles: Mapping[str, VehicleState]
    gangs: Mapping[str, GangState]
    clouds: tuple[Cloud, ...] = ()
    initiative: tuple[str, ...] = ()  # gangs, the one that activates first first
    activation: Activation | None = None
    shots: tuple[ShotHeard, ...] = ()
    open_doors: frozenset[str] = frozenset()
    destroyed_obstacles: frozenset[str] = frozenset()
    civilians_moved: bool = False
    cloud_counter: int = 0
    last_gang: str | None = None  # the gang that activated last, for whom may go next
    church_gangs: frozenset[str] = frozenset()  # gangs already charged this turn for shots in the church
    provokers: frozenset[str] = frozenset()  # figures that attacked protesters in melee this turn
    detections: frozenset[tuple[str, str]] = frozenset()  # (gang, hidden figure) tested this turn
    mines: tuple[Mine, ...] = ()
    ripostes: tuple[tuple[str, str], ...] = ()  # (defender, enemy): one immediate shot owed (vigiles, HQ defenders)
    rerolls_used: frozenset[str] = frozenset()  # gangs (or figures) whose repair/heal reroll is spent this turn
    # every bavure charged in play: (gang, act, a journalist saw it), for the campaign's results in any language
    bavure_acts: tuple[tuple[str, str, bool], ...] = ()
    # Measurements computed from this state (the table model); not part of the value.
    cache: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    def figure(self, figure_id: str) -> FigureState:
        return self.figures[figure_id]

    def gang_figures(self, gang: str) -> list[FigureState]:
        return [f for f in self.figures.values() if f.gang == gang and f.kind == "figure"]

    @property
    def bavures(self) -> int:
        return sum(g.bavures for g in self.gangs.values())

    @property
    def national_guard(self) -> bool:
        """« s'il y a eu plus de BAVURES qu'il y a de bandes, la Garde Nationale intervient »."""
        return garde_nationale_intervenes(self.bavures, len(self.gangs))

    def with_figures(self, *figures: FigureState) -> "GameState":
        merged = dict(self.figures)
        merged.update((f.id, f) for f in figures)
        return replace(self, figures=merged)

    def with_vehicles(self, *vehicles: VehicleState) -> "GameState":
        merged = dict(self.vehicles)
        merged.update((v.id, v) for v in vehicles)
        return replace(self, vehicles=merged)

    def with_gangs(self, *gangs: GangState) -> "GameState":
        merged = dict(self.gangs)
        merged.update((g.letter, g) for g in gangs)
        return replace(self, gangs=merged)


@dataclass(frozen=True, slots=True)
class Change:
    """What one step of the log changed, so each view refreshes only what it shows (Anki-like operation record):
    figures, vehicles and gangs whose values differ, whether the clouds, the turn or the phase changed, and the log
    lines added (or, on undo, removed)."""

    figures: frozenset[str] = frozenset()
    vehicles: frozenset[str] = frozenset()
    gangs: frozenset[str] = frozenset()
    clouds: bool = False
    turn: bool = False
    phase: bool = False
    activation: bool = False
    log_lines: tuple[str, ...] = ()
    undone: bool = False


def diff(before: GameState, after: GameState, log_lines: tuple[str, ...] = (), undone: bool = False) -> Change:
    """The Change between two states (cheap: unchanged values are the same objects)."""
    def changed(old: Mapping[str, Any], new: Mapping[str, Any]) -> frozenset[str]:
        return frozenset(k for k in set(old) | set(new) if old.get(k) is not new.get(k) and old.get(k) != new.get(k))

    return Change(
        figures=changed(before.figures, after.figures),
        vehicles=changed(before.vehicles, after.vehicles),
        gangs=changed(before.gangs, after.gangs),
        clouds=before.clouds != after.clouds,
        turn=before.turn != after.turn,
        phase=before.phase != after.phase,
        activation=before.activation != after.activation,
        log_lines=log_lines,
        undone=undone,
    )
