"""The turn's structure: deployment, start of turn and death tests, initiative, activations and who goes next, the
civilians' end-of-turn moves, the end of the turn, and the referee's corrections."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from tabletop.games.peur_sur_la_ville.rules import (actions_this_turn, activation_morale_dice, braqueurs_choose_initiative,
                                 check_activation, command, death_test, initiative)
from tabletop.games.peur_sur_la_ville.rules.actions import next_players
from tabletop.games.peur_sur_la_ville.play.clause import Clause, deferred
from tabletop.games.peur_sur_la_ville.play.effects import (BAVURE_ACTS, all_used, can_activate, charge_gang, exact_dice,
                                              cloud_name, faces_text, figure, knocked_out, morale, release_captives,
                                              rules_call, thing_name)
from tabletop.games.peur_sur_la_ville.play.events import (Activate, Adjust, CiviliansReact, DeclareBavure, EndActivation,
                                             EndGame, EndTurn, MoraleCheck, RollInitiative, StartGame, StartTurn)
from tabletop.games.peur_sur_la_ville.play.garde import garde_due
from tabletop.games.peur_sur_la_ville.play.proposals import city_due
from tabletop.games.peur_sur_la_ville.play.reasons import reason_shown
from tabletop.sentences import clauses, either, listed, say
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import FIGURE_STATES, STATE_WORDS, Activation, GameError, GameState
from tabletop.games.peur_sur_la_ville.play.table import (edge_distance, entry_points, point_distance, vehicle_distance,
                                            zone_holding)
from tabletop.i18n import _, decimal


def expect_phase(state: GameState, *phases: str) -> None:
    if state.phase not in phases:
        raise GameError(_("not now: the game is in phase '{phase}', this needs {items}").format(
            phase=state.phase, items=' or '.join(phases)))


def deploy_problem(setup: GameSetup, state: GameState, figure_id: str, x: float, y: float) -> str | None:
    """Why a figure may not deploy at (x, y): « dans son QG ou à 10cm d'une entrée de rue »; None if it may."""
    f = state.figures[figure_id]
    where = _("({x}, {y})").format(x=decimal(x), y=decimal(y))
    if not setup.scenario.table.contains(x, y):
        return say("peur-figure-off-the-table", **figure_args("figure", setup.title(f)), where=where)
    if zone_holding(setup, "hq", x, y, f.gang):
        return None
    placed = replace(f, x=x, y=y)
    if any(point_distance(placed, ex, ey) <= setup.game_rules.deploy_entry_cm for _, ex, ey in entry_points(setup)):
        return None
    return say("peur-deployment-out-of-place", **figure_args("figure", setup.title(f)), where=where,
               cm=decimal(setup.game_rules.deploy_entry_cm))


def start_game(setup: GameSetup, state: GameState, event: StartGame, geometry: bool) -> tuple[GameState, str]:
    expect_phase(state, "deploy")
    placed = []
    for fid, (x, y) in event.positions.items():
        f = figure(state, fid)
        if f.kind != "figure":
            raise GameError(_("only gang figures deploy; « {fid} » is not one").format(fid=fid))
        placed.append(f.moved_to(x, y))
    state = state.with_figures(*placed)
    if not event.free_placement:
        for f in state.figures.values():
            if f.kind == "figure" and f.state != "in_vehicle":
                problem = deploy_problem(setup, state, f.id, f.x, f.y)
                if problem:
                    raise GameError(problem)
    # Each gang's count is a clause of its own, its verb agreeing with the gang (« les Skins déploient 8 figurines »).
    counts = listed([say("peur-deployed-count", count=len(state.gang_figures(g.letter)),
                         **setup.gang_args("gang", g.letter)) for g in state.gangs.values()])
    lines = [say("peur-deployed-as-placed" if event.free_placement else "peur-deployed-at-entries", counts=counts)]
    order = deployment_order(setup)
    if order:
        lines.append(say("peur-deploy-order", order=", ".join(setup.gang_args("gang", g)["gang"] for g in order)))
    return replace(state, phase="turn_start"), clauses(lines)


def deployment_order(setup: GameSetup) -> list[str]:
    """The order the gangs place their figures in, when the game's setting ``deploy_order`` gives one (a campaign
    table: « la bande décide la première où elle se déploie », « L'ordre de placement est aléatoire »)."""
    return [g for g in setup.settings.get("deploy_order", ()) if g in setup.gangs]


def start_turn(setup: GameSetup, state: GameState, event: StartTurn, geometry: bool) -> tuple[GameState, str]:
    expect_phase(state, "turn_start")
    turn = state.turn + 1
    limit = setup.settings.get("turn_limit")
    if isinstance(limit, int) and turn > limit:
        raise GameError(_("the game is played in {limit} turns").format(
            limit=limit))
    need = {f.id for f in state.figures.values() if f.kind == "figure" and f.alive and not f.stabilised
            and f.wounds >= setup.rules.wounds["death_test_at"]}
    given = [t.figure for t in event.death_tests]
    if set(given) != need or len(given) != len(need):
        names = ", ".join(sorted(need)) or "nobody"
        raise GameError(_("death tests are owed by {names}").format(
            names=names))
    notes = []
    for roll in event.death_tests:
        f = state.figures[roll.figure]
        dice = exact_dice(roll.faces, setup)
        test = rules_call("death test", death_test, setup.fighter(f), dice, setup.rules)
        all_used(dice, "death test")
        if test.result == "dies":
            changed = replace(f, state="dead")
            state = release_captives(state, f.id)
        elif test.wounds_after < setup.rules.wounds["ko_at"]:
            changed = replace(f, wounds=test.wounds_after, state="standing" if f.state == "ko" else f.state)
        else:
            changed = replace(f, wounds=test.wounds_after)
        notes.append(say("peur-death-test", **figure_args("figure", setup.title(f)), faces=faces_text(test.faces),
                         result=test.result))
        state = state.with_figures(changed)
    wake = setup.game_rules.ko_for_turn_wakes
    figures = []
    for f in state.figures.values():
        if f.ko_this_turn:
            f = replace(f, ko_this_turn=False, state=wake if f.state in ("standing", "down") else f.state)
        inside = f.kind == "figure" and f.alive and zone_holding(setup, "hospital", f.x, f.y) is not None
        f = replace(f, activated=False, shot_this_turn=False, moved_this_turn=False, stunned=False, vehicle_step="",
                    hospital_turn=turn if inside else None)
        actions = 0
        if f.kind == "figure" and f.alive and not knocked_out(setup, f):
            actions = actions_this_turn(setup.fighter(f), rules=setup.rules)
        figures.append(replace(f, actions_left=actions))
    state = state.with_figures(*figures)
    per_vehicle = int(setup.rules.actions["per_vehicle"])
    state = state.with_vehicles(*[replace(v, activated=False, actions_left=0 if v.destroyed else per_vehicle, rammed=(),
                                          owed_rams=())
                                  for v in state.vehicles.values()])
    state = state.with_gangs(*[replace(g, activations=0) for g in state.gangs.values()])
    state = replace(state, turn=turn, phase="initiative", shots=(), initiative=(), activation=None, last_gang=None,
                    civilians_moved=False, church_gangs=frozenset(), provokers=frozenset(), detections=frozenset(),
                    rerolls_used=frozenset(), ripostes=())
    return state, clauses([_("start of the turn")] + notes)


def initiative_chooser(setup: GameSetup, state: GameState) -> str | None:
    """The gang that decides who takes the initiative (« Cette bande décide qui prend l'Initiative (hors
    territoires) », game.toml turn.braqueurs_choose_initiative), or None when the dice decide."""
    if not setup.game_rules.braqueurs_choose_initiative:
        return None
    return braqueurs_choose_initiative(list(state.gangs), setup.rules)


def roll_initiative(setup: GameSetup, state: GameState, event: RollInitiative,
                    geometry: bool) -> tuple[GameState, Clause]:
    expect_phase(state, "initiative")
    gangs = list(state.gangs)
    if event.chosen_first is not None:
        decider = initiative_chooser(setup, state)
        if decider is None:
            raise GameError(_("no gang here chooses who takes the initiative"))
        if event.chosen_first not in gangs:
            raise GameError(_("'{chosen_first}' is not a gang of this game").format(
                chosen_first=event.chosen_first))
        order = [event.chosen_first] + [g for g in gangs if g != event.chosen_first]
        line = partial(_initiative_chosen, setup, decider, event.chosen_first)
    else:
        if not event.rounds or sorted(g for g, _ in event.rounds[0]) != sorted(gangs):
            raise GameError(_("the first initiative round is one d6 for each gang: {items}").format(
                items=', '.join(gangs)))
        first_round = [g for g, _ in event.rounds[0]]
        faces = [str(v) for rnd in event.rounds for _, v in rnd]
        dice = exact_dice(faces, setup)
        result = rules_call("initiative", initiative, first_round, dice, setup.rules)
        all_used(dice, "initiative")
        if result.rounds != event.rounds:
            raise GameError(_("the initiative rounds do not follow « à égalité relancez »"))
        first_values = dict(event.rounds[0])
        order = [result.first] + sorted((g for g in gangs if g != result.first), key=lambda g: -first_values[g])
        line = partial(_initiative_rolled, setup, event, result.first)
    return replace(state, phase="activations", initiative=tuple(order)), deferred(line)


def _initiative_chosen(setup: GameSetup, decider: str, first: str) -> str:
    """The initiative a gang chose, as the log says it when its line is read (``clause``)."""
    return say("peur-initiative-chosen", **setup.gang_args("gang", decider), **setup.gang_args("first", first))


def _initiative_rolled(setup: GameSetup, event: RollInitiative, first: str) -> str:
    """The initiative dice and who won, as the log says them when its line is read (``clause``)."""
    rounds = [listed([say("peur-initiative-die", face=v, **setup.gang_args("gang", g)) for g, v in rnd])
              for rnd in event.rounds]
    shown = rounds[0] if len(rounds) == 1 else say("peur-initiative-rerolled", first=rounds[0],
                                                   rerolls=listed(rounds[1:]))
    return say("peur-initiative-rolled", rolls=shown, **setup.gang_args("first", first))


def next_gangs(setup: GameSetup, state: GameState) -> tuple[str, ...]:
    """Gangs that may activate now: the initiative winner first, then whom the rules engine's ``next_players``
    allows (« parmi ceux qui ont joué 1 activation de moins que lui, sinon autant que lui »); a gang goes on alone
    once the others have nobody left to activate."""
    if state.phase != "activations":
        return ()
    left = {g: sum(1 for f in state.gang_figures(g) if can_activate(setup, f)) for g in state.initiative}
    able = [g for g in state.initiative if left[g]]
    if not able:
        return ()
    if state.last_gang is None:
        return (able[0],)
    played = {g: state.gangs[g].activations for g in state.initiative}
    chosen = rules_call("initiative", next_players, played, state.last_gang, left)
    return tuple(chosen) or ((state.last_gang,) if left[state.last_gang] else ())


def activate(setup: GameSetup, state: GameState, event: Activate, geometry: bool) -> tuple[GameState, Clause]:
    expect_phase(state, "activations")
    allowed = next_gangs(setup, state)
    if event.gang not in allowed:
        raise GameError(_("{gang} may not activate now; next: {value}").format(
            gang=setup.gang_name(event.gang), value=', '.join(setup.gang_name(g) for g in allowed) or 'nobody'))
    if not event.figures or len(set(event.figures)) != len(event.figures):
        raise GameError(_("an activation names its figures, each once"))
    group = [figure(state, fid) for fid in event.figures]
    for f in group:
        if f.gang != event.gang:
            raise GameError(say("peur-figure-not-of-gang", **figure_args("figure", setup.title(f)),
                                gang=setup.gang_name(event.gang)))
        if not can_activate(setup, f):
            raise GameError(say("peur-figure-cannot-activate", **figure_args("figure", setup.title(f))))
    vehicle = None
    if event.vehicle is not None:
        vehicle = state.vehicles.get(event.vehicle)
        if vehicle is None or vehicle.gang != event.gang or vehicle.destroyed or vehicle.activated:
            raise GameError(_("'{vehicle}' is not a vehicle of {gang} that can activate").format(
                vehicle=event.vehicle, gang=setup.gang_name(event.gang)))
        distances = [vehicle_distance(setup, vehicle, f) if f.vehicle != vehicle.id else 0.0 for f in group]
        problems = check_activation("vehicle", distances, setup.rules)
        if problems:
            raise GameError(problems[0])
    elif len(group) > 1:
        leader = state.figures.get(event.leader or "")
        if leader is None or leader.id not in event.figures:
            raise GameError(_("a group activation is led by one of its figures (leader or lieutenant) or a vehicle"))
        if command(leader.role, setup.rules).followers == 0:
            raise GameError(say("peur-figure-cannot-lead", **figure_args("figure", setup.title(leader))))
        followers = [edge_distance(leader, f) for f in group if f.id != leader.id]
        problems = check_activation(leader.role, followers, setup.rules)
        if problems:
            raise GameError(problems[0])
    notes: list[str] = []
    checks = {m.figure: m for m in event.morale}
    unknown = sorted(set(checks) - set(event.figures))
    if unknown:
        raise GameError(_("{value} is not activating").format(
            value=unknown[0]))
    for f in group:
        if rules_call("morale", activation_morale_dice, setup.fighter(f), setup.rules):
            state = morale_for_activation(setup, state, f.id, checks.get(f.id), notes)
        elif f.id in checks:
            raise GameError(say("peur-figure-not-wounded", **figure_args("figure", setup.title(f))))
    # Wounds taken since the turn began cost their action now (« 2 blessures = ... Perte d'1 action »).
    state = state.with_figures(*[replace(f, actions_left=min(f.actions_left, actions_this_turn(
        setup.fighter(f), rules=setup.rules))) for f in (state.figures[fid] for fid in event.figures)])
    if vehicle is not None:
        state = state.with_vehicles(replace(vehicle, activated=True))
    state = replace(state, phase="activation",
                    activation=Activation(event.gang, event.figures, event.leader, event.vehicle))
    led = bool(event.leader and len(group) > 1)
    return state, deferred(partial(_activated, setup, state, event, led, vehicle.id if vehicle is not None else None),
                           notes)


def _activated(setup: GameSetup, state: GameState, event: Activate, led: bool, vehicle: str | None) -> str:
    """An activation's own sentence, written when its line is read (``clause``): ``state`` as it begins."""
    # The sentence names the gang once: its figures go by their own names, listed as the language lists them, a title
    # with its article (« la Police active l'Officier, Flic 3 et Flic 4 »).
    names = listed([say("peur-figure-the", **figure_args("figure", setup.own_title(state.figures[fid])))
                    for fid in event.figures])
    message = {(False, False): "peur-activate", (True, False): "peur-activate-led",
               (False, True): "peur-activate-vehicle", (True, True): "peur-activate-led-vehicle"}[
        (led, vehicle is not None)]
    return say(message, **setup.gang_args("gang", event.gang), names=names,
               **figure_args("leader", setup.own_title(state.figures[event.leader]) if led and event.leader else ""),
               vehicle=thing_name(setup, state, vehicle) if vehicle is not None else "")


def morale_for_activation(setup: GameSetup, state: GameState, figure_id: str, check: MoraleCheck | None,
                          notes: list[str]) -> GameState:
    """« est déjà blessé et veut s'activer »: one fate die per wound carried (setting
    morale_dice_per_carried_wound), with the gang's modifiers."""
    f = state.figures[figure_id]
    owed = f.wounds * setup.rules.setting("morale_dice_per_carried_wound")
    return morale(setup, state, figure_id, owed, check, notes, hit=False, named=True)


def end_activation(setup: GameSetup, state: GameState, event: EndActivation,
                   geometry: bool) -> tuple[GameState, Clause]:
    expect_phase(state, "activation")
    act = state.activation
    assert act is not None  # the phase says one is in progress
    done = [replace(state.figures[fid], activated=True, actions_left=0, aiming_at=None) for fid in act.figures]
    state = state.with_figures(*done)
    if act.vehicle is not None:
        state = state.with_vehicles(replace(state.vehicles[act.vehicle], actions_left=0))
    state = charge_gang(state, act.gang, activations=1)
    state = replace(state, phase="activations", activation=None, last_gang=act.gang)
    if not next_gangs(setup, state):
        state = replace(state, phase="end_of_turn")
    return state, deferred(partial(_activation_ended, setup, act.gang))


def _activation_ended(setup: GameSetup, gang: str) -> str:
    """An activation's end as the log says it, written when its line is read (``clause``)."""
    return say("peur-end-activation", **setup.gang_args("gang", gang))


def civilians_react(setup: GameSetup, state: GameState, event: CiviliansReact,
                    geometry: bool) -> tuple[GameState, str]:
    # Confirming the city's moves also closes the activations the referee ends early (figures left unplayed).
    expect_phase(state, "activations", "end_of_turn")
    if state.civilians_moved:
        raise GameError(_("the civilians have already moved this turn"))
    moved = []
    for m in event.moves:
        f = figure(state, m.figure)
        if f.kind != "civilian" or not f.alive:
            raise GameError(say("peur-not-a-living-civilian", **figure_args("figure", setup.title(f))))
        if not setup.scenario.table.contains(m.x, m.y):
            raise GameError(say("peur-figure-would-leave-table", **figure_args("figure", setup.title(f)), x=m.x, y=m.y))
        moved.append(f.moved_to(m.x, m.y))
    state = state.with_figures(*moved)
    cars = []
    for vm in event.vehicles:
        v = state.vehicles.get(vm.vehicle)
        if v is None or v.gang is not None or v.destroyed or v.immobilised:
            raise GameError(_("'{vehicle}' is not a civilian car that can drive").format(
                vehicle=vm.vehicle))
        cars.append(replace(v, offset=(v.offset[0] + vm.dx, v.offset[1] + vm.dy), heading_deg=vm.heading_deg))
    state = replace(state.with_vehicles(*cars), civilians_moved=True, phase="end_of_turn")
    # A move's reason is text the proposal wrote into the event (and the game file), said in the language in use.
    parts = [say("peur-city-move", **figure_args("figure", setup.title(state.figures[m.figure])),
                 reason=reason_shown(m.reason))
             if m.reason else say("peur-city-walks", **figure_args("figure", setup.title(state.figures[m.figure])))
             for m in event.moves]
    parts += [say("peur-city-move", **figure_args("figure", thing_name(setup, state, vm.vehicle)),
                  reason=reason_shown(vm.reason))
              if vm.reason else say("peur-city-drives", vehicle=thing_name(setup, state, vm.vehicle))
              for vm in event.vehicles]
    return state, say("peur-city-moves", moves=clauses(parts)) if parts else say("peur-city-stays")


def end_turn(setup: GameSetup, state: GameState, event: EndTurn, geometry: bool) -> tuple[GameState, str]:
    expect_phase(state, "activations", "end_of_turn")
    if city_due(setup, state):
        raise GameError(_("the city moves first: confirm the civilians' end-of-turn moves (« LES PASSANTS »)"))
    if garde_due(setup, state):
        raise GameError(_("« La Garde Nationale joue après le Tour des joueurs »: each soldier fires before the turn "
                          "ends"))
    notes = []
    gone = [c for c in state.clouds if c.until_turn <= state.turn]
    notes += [_("the {cloud} vanishes").format(cloud=cloud_name(c.kind)) for c in gone]
    burnt = []
    for v in state.vehicles.values():
        if v.burning_since is not None and not v.destroyed \
                and v.burning_since + setup.game_rules.burning_turns <= state.turn:
            burnt.append(replace(v, destroyed=True, burning_since=None))
            notes.append(_("{vehicle} burns out").format(vehicle=thing_name(setup, state, v.id)))
    state = _hospital(setup, state, notes)
    left = [setup.title(f) for f in state.figures.values() if can_activate(setup, f)]
    if left:
        notes.append(_("not activated: {figures}").format(figures=", ".join(left)))
    state = state.with_vehicles(*burnt)
    state = replace(state, clouds=tuple(c for c in state.clouds if c not in gone), phase="turn_start")
    limit = setup.settings.get("turn_limit")
    if isinstance(limit, int) and state.turn >= limit:
        state = replace(state, phase="over")
        notes.append(_("last turn played"))
    return state, clauses([_("end of the turn")] + notes)


def _hospital(setup: GameSetup, state: GameState, notes: list[str]) -> GameState:
    """« HÔPITAL = les personnages peuvent s'y faire soigner. Après 1 tour entier passé à l'intérieur, un blessé
    récupère 1 BLESSURE »: inside when the turn began and still inside at its end."""
    healed = []
    for f in state.figures.values():
        if f.hospital_turn == state.turn and f.wounds > 0 and f.alive \
                and zone_holding(setup, "hospital", f.x, f.y) is not None:
            after = replace(f, wounds=f.wounds - 1)
            if after.state == "ko" and after.wounds < setup.rules.wounds["ko_at"]:
                after = replace(after, state="down")
            healed.append(after)
            notes.append(say("peur-figure-recovers-at-hospital", **figure_args("figure", setup.title(f))))
    return state.with_figures(*healed) if healed else state


def adjust(setup: GameSetup, state: GameState, event: Adjust, geometry: bool) -> tuple[GameState, str]:
    if state.phase in ("deploy", "over"):
        raise GameError(_("figures are adjusted during the game"))
    f = figure(state, event.figure)
    if event.state is not None and event.state not in FIGURE_STATES:
        raise GameError(_("« {state} » is not a figure's state ({states})").format(
            state=event.state, states=either([_(STATE_WORDS[s]) for s in FIGURE_STATES])))
    if event.wounds is not None and event.wounds < 0:
        raise GameError(_("wounds are 0 or more"))
    changed = replace(f, x=f.x if event.x is None else float(event.x), y=f.y if event.y is None else float(event.y),
                      wounds=f.wounds if event.wounds is None else event.wounds,
                      state=f.state if event.state is None else event.state)
    what = []
    if (changed.x, changed.y) != (f.x, f.y):
        what.append(say("peur-adjust-place", x=decimal(changed.x), y=decimal(changed.y)))
    if changed.wounds != f.wounds:
        what.append(say("peur-adjust-wounds", count=changed.wounds))
    if changed.state != f.state:
        what.append(say("peur-adjust-state", state=_(STATE_WORDS[changed.state])))
    return state.with_figures(changed), say("peur-referee-adjust", **figure_args("figure", setup.title(f)),
                                            what=listed(what) or say("peur-adjust-nothing"), note=event.note or "none")


def declare_bavure(setup: GameSetup, state: GameState, event: DeclareBavure,
                   geometry: bool) -> tuple[GameState, str]:
    if state.phase == "deploy":
        raise GameError(_("bavures are counted during the game"))
    if event.gang not in state.gangs:
        raise GameError(_("'{gang}' is not a gang of this game").format(
            gang=event.gang))
    g = state.gangs[event.gang]
    if g.bavures + event.count < 0:
        raise GameError(say("peur-bavures-too-few", removed=-event.count, count=g.bavures,
                            **setup.gang_args("gang", event.gang)))
    state = charge_gang(state, event.gang, bavures=event.count)
    act = _(BAVURE_ACTS.get(event.act, event.act))
    lines = [say("peur-referee-bavure", change="more" if event.count >= 0 else "fewer", count=abs(event.count),
                 act=act, note=event.note or "none", **setup.gang_args("gang", event.gang))]
    if state.national_guard:
        lines.append(say("peur-national-guard"))
    return state, clauses(lines)


def end_game(setup: GameSetup, state: GameState, event: EndGame, geometry: bool) -> tuple[GameState, str]:
    if state.phase in ("deploy", "activation", "over"):
        raise GameError(_("the game ends between activations"))
    return replace(state, phase="over", activation=None), (_("Game over: {reason}").format(reason=event.reason)
                                                           if event.reason else _("Game over"))


def turn_banner(setup: GameSetup, state: GameState) -> str:
    """The table screen's line for the turn being played, one sentence the players read from their chairs: « Tour 2 :
    la Police s'active en premier, puis les Skins », « Tour 1 » before the initiative is rolled."""
    if not state.initiative:
        return say("peur-banner-turn", turn=state.turn)
    first, *then = state.initiative
    return say("peur-banner-initiative", turn=state.turn, **setup.gang_args("first", first), others=len(then),
               then=listed([setup.gang_args("gang", g)["gang"] for g in then]))
