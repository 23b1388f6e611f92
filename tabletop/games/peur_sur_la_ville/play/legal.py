"""Which events the referee may apply now, and for whom: the OpenSpiel-like ``legal_actions`` of a live game.

The list is what the panels offer; applying an event still checks it fully (targets, distances, dice). Ending the
turn stays offered while the city's moves are owed: « End turn » first proposes them (``civilians_react``)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.peur_sur_la_ville.play.armoured import crew
from tabletop.games.peur_sur_la_ville.play.effects import armed, can_activate, knocked_out, may_while_hidden
from tabletop.games.peur_sur_la_ville.play.flow import next_gangs
from tabletop.games.peur_sur_la_ville.play.garde import checkpoint_open, garde_due
from tabletop.games.peur_sur_la_ville.play.mines import CHIEFS, mines_left
from tabletop.games.peur_sur_la_ville.play.proposals import city_due
from tabletop.games.peur_sur_la_ville.play.ramming import owed_rams, ram_targets
from tabletop.games.peur_sur_la_ville.play.theft import car_to_steal
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameState
from tabletop.games.peur_sur_la_ville.play.table import in_contact, vehicle_distance, zone_holding
from tabletop.geometry import load_terrain_rules

ALWAYS = ("adjust", "bavure")


@dataclass(frozen=True)
class LegalAction:
    """An event kind the referee may apply now; ``figure`` (or vehicle) when it is about one."""

    kind: str
    figure: str | None = None


def legal_actions(setup: GameSetup, state: GameState, figure_id: str | None = None) -> list[LegalAction]:
    """Event kinds open now, for every figure or only ``figure_id``."""
    out: list[LegalAction] = []
    phase = state.phase
    if phase == "over":
        return out
    if checkpoint_open(setup, state):
        out.append(LegalAction("checkpoint"))
    if phase == "deploy":
        return [*out, LegalAction("start_game")]
    if phase == "turn_start":
        out += [LegalAction("start_turn"), LegalAction("end_game")]
    elif phase == "initiative":
        out.append(LegalAction("roll_initiative"))
    elif phase == "activations":
        gangs = next_gangs(setup, state)
        out += [LegalAction("activate", f.id) for f in state.figures.values()
                if f.gang in gangs and can_activate(setup, f)]
        for v in state.vehicles.values():
            if v.gang in gangs and not v.destroyed and not v.activated and any(
                    f.vehicle == v.id and can_activate(setup, f) for f in state.figures.values()):
                out.append(LegalAction("activate", v.id))
        if city_due(setup, state):
            out.append(LegalAction("civilians_react"))
        out += [LegalAction("end_turn"), LegalAction("end_game")]
    elif phase == "activation" and state.activation is not None:
        acted = state.activation.acted
        for fid in state.activation.figures:
            if fid in acted and acted[-1] != fid:
                continue  # « chaque figurine exécute à tour de rôle la totalité de ses actions »: done
            out += [LegalAction(kind, fid) for kind in figure_actions(setup, state, state.figures[fid])]
        vehicle = state.vehicles.get(state.activation.vehicle or "")
        if vehicle is not None and vehicle.actions_left > 0 and not (vehicle.destroyed or vehicle.immobilised):
            out.append(LegalAction("drive", vehicle.id))
        if vehicle is not None and not owed_rams(state, vehicle.id) and ram_targets(setup, state, vehicle):
            out.append(LegalAction("ram", vehicle.id))
        out.append(LegalAction("end_activation"))
    elif phase == "end_of_turn":
        if not state.civilians_moved:
            out.append(LegalAction("civilians_react"))
        for f in state.figures.values():
            if f.kind == "civilian" and f.role == "protester" and f.alive and not f.ko_this_turn:
                out.append(LegalAction("shoot", f.id))
                if _enemy_in_contact(state, f):
                    out.append(LegalAction("fight", f.id))
        out += [LegalAction("end_turn"), LegalAction("end_game")]
    if phase in ("activations", "activation", "end_of_turn"):
        out += [LegalAction("shoot", defender) for defender in dict.fromkeys(d for d, _ in state.ripostes)]
        out += [LegalAction("shoot", soldier) for soldier in garde_due(setup, state)]
        out += [LegalAction("ram", v.id) for v in state.vehicles.values() if owed_rams(state, v.id)]
        out += [LegalAction("crew_test", v.id) for v in state.vehicles.values()
                if v.armoured and not v.destroyed and crew(state, v)]
    out += [LegalAction(kind) for kind in ALWAYS]
    if figure_id is not None:
        out = [a for a in out if a.figure in (figure_id, None)]
    return out


def _enemy_in_contact(state: GameState, f: FigureState) -> bool:
    return any(o.id != f.id and o.alive and o.kind == "figure" and o.gang != f.gang and in_contact(f, o)
               for o in state.figures.values())


def figure_actions(setup: GameSetup, state: GameState, f: FigureState) -> list[str]:
    """The action kinds open to a figure of the activation in progress (cheap checks only)."""
    if f.actions_left < 1 or knocked_out(setup, f) or f.captor is not None:
        return ["detect"] if f.alive and not knocked_out(setup, f) else []
    fighter = setup.fighter(f)
    rules = setup.rules
    kinds: list[str] = []
    up = f.state == "standing"
    contact = [o for o in state.figures.values() if o.id != f.id and o.alive and in_contact(f, o)]
    if up:
        kinds += ["move", "hide"]
    if f.state in ("down", "hidden"):
        kinds.append("stand_up")
    if up or f.state == "in_vehicle":
        if any(s == "loaded" and w in rules.firearms for w, s in f.weapons.items()):
            kinds.append("shoot")
        if any(s == "loaded" and f.units(w) > 0 for w, s in f.weapons.items() if w in rules.explosives):
            kinds.append("launch")
    if up and f.units("taser") > 0:
        kinds.append("tase")
    if up and mines_left(setup, state, f.gang) > 0:
        kinds.append("place_mine")
    if f.role in CHIEFS and any(m.gang == f.gang for m in state.mines):
        kinds.append("trigger_mine")
    if up and contact:
        kinds += ["fight", "exchange"]
        if armed(f) and any(o.kind == "civilian" and not armed(o) and o.role not in setup.game_rules.armed_civilians
                            for o in contact):
            kinds.append("rob")
        if any(knocked_out(setup, o) or o.stunned for o in contact):
            kinds.append("arrest")
    if up and armed(f) and "rob" not in kinds and car_to_steal(setup, state, f):
        kinds.append("rob")
    if up and any(f.units(n) > 0 for n, e in rules.explosives.items() if e.delivery == "thrown"):
        kinds.append("throw")
    if any(s == "to_reload" for s in f.weapons.values()):
        kinds.append("reload")
    if any(s == "to_repair" for s in f.weapons.values()):
        kinds.append("repair")
    if fighter.doc and any(o.kind == "figure" and (o.wounds or o.horse_wounds) for o in [f, *contact]):
        kinds.append("heal")
    if up and (fighter.climb or zone_holding(setup, "building", f.x, f.y) is not None):
        kinds.append("climb")
    if up and fighter.sniper_dice and f.actions_left >= 2:
        kinds.append("aim")
    if f.state == "in_vehicle":
        kinds.append("leave_vehicle")
    elif up:
        reach = load_terrain_rules().measures.vehicle_board_cm
        if any(not v.destroyed and vehicle_distance(setup, v, f) <= reach for v in state.vehicles.values()):
            kinds.append("board")
        if any(d.kind == "door" and d.id not in state.open_doors for d in setup.scenario.of_kind("door")):
            kinds.append("open_door")
    kinds.append("detect")
    if f.state == "hidden":
        kinds = [k for k in kinds if may_while_hidden(setup, k) or k == "detect"]
    return kinds
