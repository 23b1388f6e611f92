"""VEHICULE BLINDÉ: « Il n'est pas possible de forcer un véhicule blindé. Pour y parvenir les seuls moyens à
disposition des joueurs sont : Tir de Lance-roquette : les portes arrière d'un fourgon sont ouvertes si le tireur
les visait spécifiquement. L'équipage d'un véhicule blindé doit tester son Moral en jetant 1 dé « Fate Dice » par
cause subie ». Reading (game.toml « turn »): a crew that « sort et se rend » gets out subdued (it can be handcuffed
without a fight this turn); one that « sort et tire » gets out standing and shoots in its gang's activation."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.peur_sur_la_ville.rules.morale import armoured_crew_test
from tabletop.games.peur_sur_la_ville.play.effects import all_used, exact_dice, faces_text, rules_call, thing_name
from tabletop.games.peur_sur_la_ville.play.events import CrewTest
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameError, GameState, VehicleState
from tabletop.games.peur_sur_la_ville.play.table import vehicle_distance
from tabletop.i18n import _
from tabletop.sentences import say

_EXIT_TOLERANCE_CM = 0.05


def crew(state: GameState, v: VehicleState) -> list[FigureState]:
    return [f for f in state.figures.values() if f.vehicle == v.id and f.state == "in_vehicle"]


def forced_entry_problem(setup: GameSetup, state: GameState, v: VehicleState, f: FigureState) -> str | None:
    """« Il n'est pas possible de forcer un véhicule blindé »: a figure boards another gang's armoured vehicle only
    through rear doors a rocket blew open."""
    if v.armoured and v.gang is not None and v.gang != f.gang and not v.rear_doors_open:
        return say("peur-armoured-locked", vehicle=thing_name(setup, state, v.id))
    return None


def crew_test(setup: GameSetup, state: GameState, event: CrewTest, geometry: bool) -> tuple[GameState, str]:
    if state.phase not in ("activations", "activation", "end_of_turn"):
        raise GameError(_("an armoured crew tests its morale during the turn"))
    v = state.vehicles.get(event.vehicle)
    if v is None or not v.armoured or v.destroyed:
        raise GameError(_("'{vehicle}' is not an armoured vehicle on the table").format(
            vehicle=event.vehicle))
    aboard = crew(state, v)
    if not aboard:
        raise GameError(_("nobody is aboard {name}").format(
            name=thing_name(setup, state, v.id)))
    dice = exact_dice(event.faces, setup)
    test = rules_call("crew", armoured_crew_test, event.causes, dice, setup.rules)
    all_used(dice, "crew")
    line = say("peur-crew-test", vehicle=thing_name(setup, state, v.id), faces=faces_text(test.faces),
               causes=", ".join(say("peur-crew-cause", cause=c) for c in dict.fromkeys(event.causes)),
               result=test.result)
    if test.result == "stay":
        if event.exits:
            raise GameError(_("the crew stays inside: nobody gets out"))
        return state, line
    limit = float(setup.rules.actions["dismount_at_cm"])
    out = []
    for f in aboard:
        if f.id not in event.exits:
            raise GameError(say("peur-say-where-figure-gets-out", **figure_args("figure", setup.title(f))))
        x, y = event.exits[f.id]
        placed = replace(f, x=float(x), y=float(y), state="standing", vehicle=None, vehicle_step="leave",
                         stunned=test.result == "surrender")
        if vehicle_distance(setup, v, placed) > limit + _EXIT_TOLERANCE_CM:
            raise GameError(_("« Une figurine qui descend d'un véhicule se place à {limit:g}cm »").format(
                limit=limit))
        out.append(placed)
    return state.with_figures(*out), line
