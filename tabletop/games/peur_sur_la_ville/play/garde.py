"""LA GARDE NATIONALE at the table (game.toml « garde »): « Elle place 1 barrage filtrant sur une rue sur chaque
table de jeu »; « La Garde Nationale joue après le Tour des joueurs. Chaque soldat ouvre le feu à 1 reprise sur la
cible armée la plus proche »; « Ils ouvriront le feu sans sommation sur toute figurine armée SAUF la Police et le
SWAT »; « Si des civils peuvent être touchés, ils changent de cible. Ils ne tirent jamais en rafale. »

A soldier is a figure of kind ``soldier`` (no gang); its one shot of the turn is a ``Shoot`` outside any activation,
the target the rule chooses (``garde_target``), checked here before the shot is resolved like any other. « avec des
véhicules blindés … 1 mitrailleuse par véhicule blindé peut être disponible »: the check-point's armoured vehicles
(gang ``soldier``: nobody boards or steals them) stand across the street, each letting one soldier carry a
mitrailleuse."""

from __future__ import annotations

from dataclasses import replace

import shapely.geometry

from tabletop.games.peur_sur_la_ville.rules.campaign import guard_fires_at
from tabletop.games.peur_sur_la_ville.rules import PeurError, plan_shot
from tabletop.games.peur_sur_la_ville.play import combat
from tabletop.games.peur_sur_la_ville.play.clause import Clause
from tabletop.games.peur_sur_la_ville.play.effects import armed, knocked_out
from tabletop.games.peur_sur_la_ville.play.events import Checkpoint, Point, Shoot
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, armoured_kind, figure_args
from tabletop.games.peur_sur_la_ville.play.state import SOLDIER, FigureState, GameError, GameState, VehicleState
from tabletop.games.peur_sur_la_ville.play.table import edge_distance, table_model, zone_holding
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_name
from tabletop.geometry import GeometryError, figures_on_line, load_terrain_rules, sight
from tabletop.i18n import _, ngettext
from tabletop.sentences import say

CHECKPOINT_PHASES = ("deploy", "turn_start")
FIRING_PHASES = ("activations", "end_of_turn")


def checkpoint_open(setup: GameSetup, state: GameState) -> bool:
    """A check-point may be placed: at deployment or between turns, once the Garde intervenes (the game's bavures
    exceed the gangs, or the campaign sent it: setting ``garde_nationale``)."""
    called = state.national_guard or bool(setup.settings.get("garde_nationale"))
    return called and state.phase in CHECKPOINT_PHASES


def place_checkpoint(setup: GameSetup, state: GameState, event: Checkpoint, geometry: bool) -> tuple[GameState, str]:
    if not checkpoint_open(setup, state):
        raise GameError(_("the Garde Nationale sets up a check-point at deployment or between turns, once it "
                          "intervenes (more bavures than gangs, or sent by the campaign)"))
    wanted = setup.game_rules.garde_soldiers
    if len(event.soldiers) != wanted:
        raise GameError(_("a check-point holds {count} soldiers, not {given}").format(
            count=wanted, given=len(event.soldiers)))
    weapons = event.weapons or (setup.game_rules.garde_weapon,) * wanted
    if len(event.vehicles) > setup.game_rules.garde_vehicles:
        raise GameError(ngettext("a check-point brings at most {count} armoured vehicle",
                                 "a check-point brings at most {count} armoured vehicles",
                                 setup.game_rules.garde_vehicles).format(
            count=setup.game_rules.garde_vehicles))
    guard = setup.rules.campaign["garde_nationale"]
    allowed, heavy = guard["weapons"], guard["armoured_vehicle_weapon"]
    if len(weapons) != wanted or any(w not in allowed and w != heavy for w in weapons) \
            or weapons.count(heavy) > len(event.vehicles):
        raise GameError(ngettext("each soldier carries one of {items}; « 1 {heavy} par véhicule blindé »: {count} "
                                 "armoured vehicle here",
                                 "each soldier carries one of {items}; « 1 {heavy} par véhicule blindé »: {count} "
                                 "armoured vehicles here", len(event.vehicles)).format(items=", ".join(allowed), heavy=heavy,
                                                           count=len(event.vehicles)))
    street = next((f for f in setup.scenario.of_kind("street") if f.id == event.street), None)
    if street is None:
        raise GameError(_("'{street}' is not a street of the table").format(street=event.street))
    for x, y in event.soldiers:
        if zone_holding(setup, "street", x, y) != street.id:
            raise GameError(_("a soldier of the check-point stands on {street}: ({x:g}, {y:g}) is not on it").format(
                street=thing_name(setup, state, street.id), x=x, y=y))
    for x, y in event.vehicles:
        if zone_holding(setup, "street", x, y) != street.id:
            raise GameError(_("an armoured vehicle of the check-point stands on {street}: ({x:g}, {y:g}) is not on "
                              "it").format(street=thing_name(setup, state, street.id), x=x, y=y))
    first = 1 + sum(1 for f in state.figures.values() if f.kind == SOLDIER)
    base = load_terrain_rules().measures.default_base_mm / 10.0
    soldiers = [FigureState(f"garde-{first + k}", f"garde-{first + k}", SOLDIER, None, SOLDIER, float(x), float(y),
                            base, weapons={weapon: "loaded"}, items={"gilet": 1, "masque-a-gaz": 1})
                for k, ((x, y), weapon) in enumerate(zip(event.soldiers, weapons))]
    state = state.with_figures(*soldiers).with_vehicles(*_vehicles(setup, state, street, event.vehicles))
    return state, say("peur-checkpoint", street=thing_name(setup, state, street.id), soldiers=len(soldiers),
                      vehicles=len(event.vehicles))


def _across(zone) -> tuple[float, float]:
    """The unit direction across a street zone (its narrow side)."""
    minx, miny, maxx, maxy = zone.bounds
    return (0.0, 1.0) if maxx - minx >= maxy - miny else (1.0, 0.0)


def _vehicles(setup: GameSetup, state: GameState, street, centres: tuple[Point, ...]) -> list[VehicleState]:
    """The check-point's armoured vehicles: game.toml's length across the street, its width along it."""
    ax, ay = _across(shapely.geometry.shape(street.geometry.to_json()))
    length, width = setup.game_rules.garde_vehicle_cm
    first = 1 + sum(1 for v in state.vehicles.values() if v.gang == SOLDIER)
    out = []
    for k, (x, y) in enumerate(centres):
        corners = [(x + ax * length / 2 * i + ay * width / 2 * j, y + ay * length / 2 * i + ax * width / 2 * j)
                   for i, j in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
        out.append(VehicleState(f"garde-vehicle-{first + k}", _("Garde Nationale armoured vehicle {n}").format(
            n=first + k), SOLDIER, armoured_kind(setup), armoured=True, outline=tuple(corners)))
    return out


def checkpoint_line(setup: GameSetup, street_id: str) -> tuple[tuple[float, float], float]:
    """How a check-point stands on a street: the direction across it (its narrow side) and the distance from one
    soldier's centre to the next (a base and a centimetre, closer where the street is too narrow for that, down
    to bases touching)."""
    street = next((f for f in setup.scenario.of_kind("street") if f.id == street_id), None)
    if street is None:
        raise GameError(_("'{street}' is not a street of the table").format(street=street_id))
    zone = shapely.geometry.shape(street.geometry.to_json())
    minx, miny, maxx, maxy = zone.bounds
    base = load_terrain_rules().measures.default_base_mm / 10.0
    count = setup.game_rules.garde_soldiers
    room = (min(maxx - minx, maxy - miny) - base) / (count - 1) if count > 1 else base + 1.0
    return _across(zone), max(base, min(base + 1.0, room))


def propose_checkpoint(setup: GameSetup, state: GameState, street_id: str,
                       at: tuple[float, float] | None = None) -> Checkpoint:
    """A check-point across the street centred on ``at`` (default the street's middle): the soldiers side by side
    across its narrow side (``checkpoint_line``), its armoured vehicles behind them along the street, the first
    soldiers carrying the vehicles' machine guns; the referee drags them where the table wants them."""
    across, gap = checkpoint_line(setup, street_id)
    zone = shapely.geometry.shape(setup.scenario[street_id].geometry.to_json())
    if at is None:
        middle = zone.centroid if zone.contains(zone.centroid) else zone.representative_point()
        at = (middle.x, middle.y)
    count = setup.game_rules.garde_soldiers
    posts = tuple((round(at[0] + across[0] * gap * (k - (count - 1) / 2), 2),
                   round(at[1] + across[1] * gap * (k - (count - 1) / 2), 2)) for k in range(count))
    # The vehicles side by side along the street behind the soldiers' line, each a centimetre clear of the last.
    base = load_terrain_rules().measures.default_base_mm / 10.0
    width = setup.game_rules.garde_vehicle_cm[1]
    vehicles = tuple((round(at[0] + across[1] * (base / 2 + 1.0 + width / 2 + k * (width + 1.0)), 2),
                      round(at[1] + across[0] * (base / 2 + 1.0 + width / 2 + k * (width + 1.0)), 2))
                     for k in range(setup.game_rules.garde_vehicles))
    vehicles = tuple(p for p in vehicles if zone.covers(shapely.Point(p)))
    heavy = setup.rules.campaign["garde_nationale"]["armoured_vehicle_weapon"]
    weapons = tuple(heavy if k < len(vehicles) else setup.game_rules.garde_weapon for k in range(count))
    return Checkpoint(street_id, posts, weapons, vehicles)


def _ready(setup: GameSetup, f: FigureState) -> bool:
    return (f.kind == SOLDIER and f.alive and f.state == "standing" and not knocked_out(setup, f)
            and not f.shot_this_turn and any(s == "loaded" and w in setup.rules.firearms for w, s in f.weapons.items()))


def garde_target(setup: GameSetup, state: GameState, soldier_id: str) -> str | None:
    """The nearest figure the soldier may fire at: seen, in range, armed, neither Police nor SWAT, not in a combat,
    identified, and no civilian on the line of fire (« ils changent de cible »); None when there is none."""
    soldier = state.figures[soldier_id]
    weapon = next(w for w, s in soldier.weapons.items() if s == "loaded" and w in setup.rules.firearms)
    model = table_model(setup, state)
    candidates = sorted((f for f in state.figures.values()
                         if f.kind == "figure" and f.alive and f.gang is not None
                         and guard_fires_at(f.gang, armed(f), setup.rules)
                         and combat.target_problem(setup, f) is None
                         and combat.melee_problem(setup, state, soldier, f) is None),
                        key=lambda f: (edge_distance(soldier, f), f.id))
    fighter = setup.fighter(soldier)
    for f in candidates:
        try:
            seen = sight(model, soldier_id, f.id)
            if not seen.visible or figures_on_line(model, soldier_id, f.id).civilians:
                continue
            if plan_shot(weapon, seen.distance_cm, fighter, False, False, setup.rules).dice > 0:
                return f.id
        except (GeometryError, PeurError):
            continue
    return None


def garde_due(setup: GameSetup, state: GameState) -> list[str]:
    """The soldiers that still owe their shot of the turn (once the players' activations are over)."""
    if state.phase not in FIRING_PHASES or state.activation is not None:
        return []
    return [f.id for f in state.figures.values() if _ready(setup, f) and garde_target(setup, state, f.id)]


def shoot(setup: GameSetup, state: GameState, event: Shoot, geometry: bool) -> tuple[GameState, Clause]:
    """A shot; a soldier's goes at the target the rule chooses and closes the players' activations."""
    f = state.figures.get(event.figure)
    if f is None or f.kind != SOLDIER:
        return combat.shoot(setup, state, event, geometry)
    if state.phase not in FIRING_PHASES or state.activation is not None:
        raise GameError(_("« La Garde Nationale joue après le Tour des joueurs »: not during an activation"))
    if not _ready(setup, f):
        raise GameError(say("peur-soldier-cannot-fire", **figure_args("figure", setup.title(f))))
    if event.burst or event.aimed:
        raise GameError(_("« Ils ne tirent jamais en rafale »: a soldier fires one plain shot"))
    if geometry:
        target = garde_target(setup, state, f.id)
        if event.target != target:
            chosen = setup.title(state.figures[target]) if target else _("nobody")
            raise GameError(say("peur-soldier-fires-at", **figure_args("figure", setup.title(f)), target=chosen))
    state, line = combat.shoot(setup, state, event, geometry)
    changed = replace(state.figures[f.id], shot_this_turn=True)
    return replace(state.with_figures(changed), phase="end_of_turn"), line
