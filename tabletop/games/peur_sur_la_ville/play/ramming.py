"""A vehicle running into a figure (« Un véhicule (sauf moto) qui percute volontairement ou suite à un test de
Moral une figurine finit son action au contact. Un civil est automatiquement tué. Un membre d'un gang subit 1
COMBAT à 1 DÉ. Si la figurine n'est pas KO, elle est déplacée sur le côté. Une figurine déjà KO percutée subit 1
BLESSURE qui peut être sauvegardée (sans Bouclier). ») — the referee moves the figure aside with *Adjust*. A ram
« suite à un test de Moral » is owed by the vehicle's morale move (``crew_morale``) and played outside any
activation."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.peur_sur_la_ville.rules import rammed, rams
from tabletop.games.peur_sur_la_ville.play.crew_morale import CONTACT_CM
from tabletop.games.peur_sur_la_ville.play.effects import (all_used, exact_dice, faces_text, figure, morale,
                                                           rules_call, thing_name, wound)
from tabletop.games.peur_sur_la_ville.play.events import Ram
from tabletop.games.peur_sur_la_ville.play.moves import activated_vehicle
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import GameError, GameState, VehicleState
from tabletop.games.peur_sur_la_ville.play.table import vehicle_distance
from tabletop.sentences import clauses, say
from tabletop.i18n import _


def ram_targets(setup: GameSetup, state: GameState, v: VehicleState) -> list[str]:
    """Figures on foot touching the activated vehicle that it has not yet run into this turn."""
    if v.destroyed or not rules_call("ram", rams, v.kind, setup.rules):
        return []
    return [f.id for f in state.figures.values() if f.alive and f.state != "in_vehicle" and f.id not in v.rammed
            and vehicle_distance(setup, v, f) <= CONTACT_CM]


def owed_rams(state: GameState, vehicle_id: str) -> list[str]:
    """The figures a vehicle's morale move ran into that it still rams: it stands, they are alive and on foot."""
    v = state.vehicles.get(vehicle_id)
    if v is None or v.destroyed:
        return []
    return [i for i in v.owed_rams if state.figures[i].alive and state.figures[i].state != "in_vehicle"]


def ram_choices(setup: GameSetup, state: GameState, figure_id: str) -> tuple[str | None, list[str]]:
    """The vehicle a selected figure's « Ram » is about and the figures it may run into: its own vehicle while its
    morale move owes rams, else the activation's vehicle and the figures touching it."""
    own = state.figures[figure_id].vehicle
    if own and owed_rams(state, own):
        return own, owed_rams(state, own)
    v = state.vehicles.get(state.activation.vehicle or "") if state.activation else None
    return (v.id, ram_targets(setup, state, v)) if v is not None else (None, [])


def ram(setup: GameSetup, state: GameState, event: Ram, geometry: bool) -> tuple[GameState, str]:
    owed = event.target in owed_rams(state, event.vehicle)
    v = state.vehicles[event.vehicle] if owed else activated_vehicle(state, event.vehicle)
    if not rules_call("ram", rams, v.kind, setup.rules):
        raise GameError(_("{name} does not ram (« sauf moto »)").format(
            name=thing_name(setup, state, v.id)))
    target = figure(state, event.target)
    if event.target in v.rammed:
        raise GameError(say("peur-already-rammed", name=thing_name(setup, state, v.id),
                            **figure_args("figure", setup.title(target))))
    if geometry and not owed and event.target not in ram_targets(setup, state, v):
        raise GameError(say("peur-ram-target-not-on-foot", **figure_args("figure", setup.title(target)),
                            name=thing_name(setup, state, v.id)))
    dice = exact_dice(event.faces, setup)
    civilian = target.kind == "civilian"
    hit = rules_call("ram", rammed, setup.fighter(target), dice, civilian, setup.rules)
    all_used(dice, "ram")
    state = state.with_vehicles(replace(v, rammed=v.rammed + (target.id,),
                                        owed_rams=tuple(i for i in v.owed_rams if i != target.id)))
    parts = [say("peur-ram", vehicle=thing_name(setup, state, v.id), **figure_args("figure", setup.title(target)))]
    if hit.civilian_killed:
        deadly = setup.rules.wounds["demonstrators_killed_at" if target.role == "protester" else "civilian_killed_at"]
        state = wound(setup, state, target.id, max(deadly - target.wounds, 1), v.gang, parts)
        return state, clauses(parts)
    fight = hit.fight
    assert fight is not None  # rammed() gives the combat of anyone but a civilian
    parts.append(say("peur-ram-combat", faces=faces_text(fight.attack_faces), parry=faces_text(fight.parry_faces),
                     wounds=fight.wounds))
    state = wound(setup, state, target.id, fight.wounds, v.gang, parts)
    state = morale(setup, state, target.id, fight.morale_dice, event.morale, parts)
    return state, clauses(parts)
