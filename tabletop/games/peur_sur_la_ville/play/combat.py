"""Shooting, melee, thrown explosives and launchers as transitions: the rules engine reads the event's faces, the
wounds, knock-outs, deaths, bavures and morale moves follow."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from tabletop.games.peur_sur_la_ville.rules import (Defence, Fighter, blast, demonstrators_fighter, explosive, frag_immobilises,
                                 launcher_shot, may_target, missed_into_melee, molotov_burns, plan_shot,
                                 rocket_on_figure, taser_hits,
                                 rocket_on_vehicle, roll_shot, take_hits, tear_gas)
from tabletop.games.peur_sur_la_ville.rules import fight as fight_rule
from tabletop.games.peur_sur_la_ville.rules import throw as throw_rule
from tabletop.games.peur_sur_la_ville.rules.shooting import ShotPlan, ShotRoll, range_band
from tabletop.games.peur_sur_la_ville.rules.wounds import morale_dice_owed
from tabletop.games.peur_sur_la_ville.play.effects import (acting, all_used,
                                                           bavure, church_shot, cover_text, dice_word, exact_dice,
                                                           faces_text, figure, hits_word, knocked_out, morale,
                                                           point_text, release_captives, rules_call, spend, thing_name,
                                                           wound, wounds_word)
from tabletop.games.peur_sur_la_ville.play.clause import Clause, deferred
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_kind
from tabletop.games.peur_sur_la_ville.play.events import Caught, Fight, Launch, Shoot, Tase, Throw, TriggerMine
from tabletop.games.peur_sur_la_ville.play.moves import expect_activation
from tabletop.games.peur_sur_la_ville.play.ripostes import settle, targeted
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import SOLDIER, Cloud, FigureState, GameError, GameState, ShotHeard
from tabletop.games.peur_sur_la_ville.play.table import edge_distance, in_contact, point_distance
from tabletop.geometry import load_terrain_rules
from tabletop.sentences import clauses, noun_args, say
from tabletop.i18n import _, decimal, ngettext
from tabletop.units import format_length

_THROW_TOLERANCE_CM = 0.5


def _able_to_fire(setup: GameSetup, state: GameState, figure_id: str, action: str) -> FigureState:
    f = acting(setup, state, figure_id, 1, action)
    if f.state not in ("standing", "in_vehicle"):
        raise GameError(say("peur-figure-down-cannot-fight", **figure_args("figure", setup.title(f)), state=f.state))
    return f


def _fired(state: GameState, f: FigureState) -> GameState:
    """The shooter spent its action, is identified (it opened fire) and was heard."""
    changed = replace(spend(state.figures[f.id]), identified=True, shot_this_turn=True, aiming_at=None)
    return replace(state.with_figures(changed), shots=state.shots + (ShotHeard(f.id, f.x, f.y),))


def target_problem(setup: GameSetup, target: FigureState) -> str | None:
    """Why a figure may not be shot at or attacked by choice, or None."""
    if not target.alive:
        return say("peur-figure-dead", **figure_args("figure", setup.title(target)))
    if target.state == "hidden":
        return say("peur-target-hidden", **figure_args("figure", setup.title(target)))
    if target.kind == "figure" and not may_target(setup.fighter(target), target.identified):
        return say("peur-target-blends", **figure_args("figure", setup.title(target)))
    return None


def combatants(setup: GameSetup, state: GameState, target: FigureState) -> list[FigureState]:
    """The figures fighting ``target`` in melee (« engagée en combat », notes.engaged_in_combat): standing gang
    figures of another gang whose base touches it."""
    return [o for o in state.figures.values()
            if o.id != target.id and o.kind == "figure" and o.gang != target.gang and o.state == "standing"
            and not knocked_out(setup, o) and in_contact(o, target)]


def melee_problem(setup: GameSetup, state: GameState, shooter: FigureState, target: FigureState) -> str | None:
    """« La cible doit être visible et non engagée en combat »; « Ce sont les seuls autorisés à tirer dans les
    combats » (Psychopathes)."""
    if shooter_fighter(setup, shooter).shoots_into_melee:
        return None
    fighting = [o for o in combatants(setup, state, target) if o.id != shooter.id]
    if not fighting:
        return None
    return say("peur-target-engaged-in-combat", **figure_args("figure", setup.title(target)),
               **figure_args("other", setup.title(fighting[0])))


def paving_stones(setup: GameSetup) -> str:
    """The weapon protesters throw (« en tirant des pavés »): the rules' thrown projectile."""
    return next(name for name, arm in setup.rules.firearms.items() if arm.kind == "thrown_projectile")


def shooter_fighter(setup: GameSetup, f: FigureState) -> Fighter:
    """Protesters « attaquent par 2 (2 DÉS au tir et au combat) »; anyone else as the roster makes them."""
    if f.kind == "civilian" and f.role == "protester":
        return replace(demonstrators_fighter(setup.rules), wounds=f.wounds)
    return setup.fighter(f)


def _shooter(setup: GameSetup, state: GameState, event: Shoot) -> FigureState:
    """The shooter, checked: a gang figure of the activation with the weapon loaded, a guard or HQ defender shooting
    back (a riposte owed), or protesters reacting with paving stones (during an activation or at the end of the
    turn; no action spent)."""
    if not event.reaction:
        expect_activation(state)
        f = _able_to_fire(setup, state, event.figure, "shoot")
        status = f.weapons.get(event.weapon)
        weapon = noun_args("weapon", setup.rules.weapon_words(event.weapon))
        if event.weapon not in setup.rules.firearms or status is None:
            raise GameError(say("peur-no-firearm", **figure_args("figure", setup.title(f)), **weapon))
        if status != "loaded":
            raise GameError(say("peur-weapon-not-loaded", **figure_args("figure", setup.title(f)), status=status,
                                **weapon))
        return f
    f = figure(state, event.figure)
    if (event.figure, event.target) in state.ripostes:
        if f.weapons.get(event.weapon) != "loaded" or event.weapon not in setup.rules.firearms or event.aimed:
            raise GameError(say("peur-riposte-needs-loaded-firearm", **figure_args("figure", setup.title(f))))
        return f
    if f.kind == SOLDIER:  # its turn and its target: garde.shoot
        if f.weapons.get(event.weapon) != "loaded" or event.weapon not in setup.rules.firearms:
            raise GameError(say("peur-shot-needs-loaded-firearm", **figure_args("figure", setup.title(f))))
        return f
    if state.phase not in ("activation", "end_of_turn"):
        raise GameError(_("protesters react during an activation or at the end of the turn"))
    if f.kind != "civilian" or f.role != "protester" or not f.alive or f.ko_this_turn:
        raise GameError(_("only protesters on their feet throw paving stones outside an activation"))
    if event.weapon != paving_stones(setup) or event.burst or event.aimed:
        raise GameError(_("protesters throw {paving_stones}, no burst, no aim").format(
            paving_stones=paving_stones(setup)))
    return f


def shoot(setup: GameSetup, state: GameState, event: Shoot, geometry: bool) -> tuple[GameState, Clause]:
    f = _shooter(setup, state, event)
    target = figure(state, event.target)
    if target.id == f.id:
        raise GameError(_("a figure does not shoot itself"))
    problem = target_problem(setup, target)
    if problem:
        raise GameError(problem)
    # Base contact is measured on the table: a log replayed as trusted keeps the shots it holds.
    problem = melee_problem(setup, state, f, target) if geometry else None
    if problem:
        raise GameError(problem)
    if event.aimed and f.aiming_at != target.id:
        raise GameError(say("peur-figure-not-aimed-at", **figure_args("figure", setup.title(f)),
                            **figure_args("figure2", setup.title(target))))
    band = rules_call("shot", range_band, event.distance_cm)
    if band != event.band:
        raise GameError(_("at {distance_cm:g} cm the band is {band}, not {band2}").format(
            distance_cm=event.distance_cm, band=band, band2=event.band))
    shooter = shooter_fighter(setup, f)
    plan = rules_call("shot", plan_shot, event.weapon, event.distance_cm, shooter, event.burst, event.aimed,
                      setup.rules)
    if plan.dice == 0:
        raise GameError(_("no die to throw: {value}").format(
            value='; '.join(plan.notes) or 'out of range'))
    dice = exact_dice(event.shot_faces, setup)
    roll = rules_call("shot", roll_shot, plan, dice, shooter, setup.fighter(target), setup.rules)
    all_used(dice, "shot")
    on_target = min(roll.hits, 1) if plan.burst else roll.hits
    stray = roll.hits - on_target
    victims = [h.figure for h in event.hits]
    if not victims or victims[0] != target.id:
        raise GameError(say("peur-first-hit-is-target", **figure_args("figure", setup.title(target))))
    if len(victims) > 1 + stray or len(set(victims)) != len(victims) or f.id in victims:
        raise GameError(ngettext("{hits} hit: the target, then one burst victim per extra hit",
                                 "{hits} hits: the target, then one burst victim per extra hit", roll.hits).format(
            hits=roll.hits))
    riposte = bool(event.reaction and (f.id, target.id) in state.ripostes)
    lost = 1 + stray - len(victims)
    shot = partial(_shot, setup, state, event, f, target, riposte, band, plan, roll,
                   lost if plan.burst and lost > 0 and on_target else 0)
    parts: list[str] = []  # what the hits do, written as they are decided, after the shot's own sentence
    if not event.reaction:
        state = _fired(state, f)
        state = targeted(setup, state, f.id, target.id)
    elif riposte:
        state = settle(state, f.id, target.id)
    elif f.kind == SOLDIER:
        state = replace(state, shots=state.shots + (ShotHeard(f.id, f.x, f.y),))
    effect = setup.rules.firearms[event.weapon].effect
    to_vehicle = on_target if target.state == "in_vehicle" and (event.lots or geometry) else 0
    for k, hit in enumerate(event.hits):
        state = _take(setup, state, hit, (on_target - to_vehicle) if k == 0 else 1, effect, f.gang, parts, k > 0)
    state = _aboard(setup, state, event, target, to_vehicle, effect, f.gang, parts)
    state = _into_melee(setup, state, event, f, target, roll, effect, parts)
    if roll.incident != "none":
        changed = state.figures[f.id]
        state = state.with_figures(replace(changed, weapons={**changed.weapons, event.weapon: {
            "reload": "to_reload", "repair": "to_repair", "broken": "broken"}[roll.incident]}))
    state = church_shot(setup, state, f.gang, [(f.x, f.y), (target.x, target.y)], parts)
    return state, deferred(shot, parts)


def _shot(setup: GameSetup, state: GameState, event: Shoot, f: FigureState, target: FigureState, riposte: bool,
          band: str, plan: ShotPlan, roll: ShotRoll, lost: int) -> str:
    """A shot's own sentence, written when its line is read (``clause``): ``state`` as the shot found it."""
    first = event.hits[0]
    rerolls = ", ".join(f"{faces_text((old,))}→{faces_text((new,))}" for _n, old, new in roll.rerolls)
    return say("peur-shot-riposte" if riposte else "peur-shot", **figure_args("shooter", setup.title(f)),
               **figure_args("target", setup.title(target)),
               **noun_args("weapon", setup.rules.firearms[event.weapon].noun), burst="yes" if plan.burst else "no",
               length=format_length(event.distance_cm, "cm", 0), band=band,
               cover=cover_text(setup, first.in_cover, first.cover_by, state), dice=plan.dice,
               faces=faces_text(roll.faces), hits=roll.hits,
               missed="yes" if len(roll.faces) == 1 and roll.hits == 0 and not roll.incident_dice else "no",
               rerolls=rerolls or "none", incident=roll.incident, lost=lost)


def passengers(state: GameState, vehicle: str | None) -> list[str]:
    """The figures aboard a vehicle, in a fixed order for drawing lots."""
    return sorted(p.id for p in state.figures.values() if vehicle and p.vehicle == vehicle and p.state == "in_vehicle")


def _aboard(setup: GameSetup, state: GameState, event: Shoot, target: FigureState, hits: int, effect: str,
            gang: str | None, parts: list[str]) -> GameState:
    """« Pour chaque touche sur le véhicule, tirer au sort quel passager est touché »: a shot at a figure aboard is
    a shot at its vehicle; each hit goes to the passenger its lot draws."""
    if not hits:
        if event.lots or event.aboard:
            raise GameError(_("no hit on the vehicle: no passenger to draw"))
        return state
    aboard = passengers(state, target.vehicle)
    if len(event.lots) != hits or any(not 1 <= lot <= len(aboard) for lot in event.lots):
        raise GameError(ngettext("{hits} hit on the vehicle: draw one passenger of {count} for each",
                                 "{hits} hits on the vehicle: draw one passenger of {count} for each", hits).format(
            hits=hits, count=len(aboard)))
    drawn = [aboard[lot - 1] for lot in event.lots]
    if [h.figure for h in event.aboard] != list(dict.fromkeys(drawn)):
        raise GameError(_("the passengers hit are those the lots drew, each once"))
    parts.append(say("peur-vehicle-hit-lots", count=len(drawn),
                     names=", ".join(setup.title(state.figures[d]) for d in drawn)))
    for hit in event.aboard:
        state = _take(setup, state, hit, drawn.count(hit.figure), effect, gang, parts, False)
    return state


def _into_melee(setup: GameSetup, state: GameState, event: Shoot, f: FigureState, target: FigureState, roll,
                effect: str, parts: list[str]) -> GameState:
    """A Psychopathe's shot into a combat that missed: « l'autre combattant (à plus de 2 tirez au sort) prend 1
    touche automatique » — ``event.melee_hit`` names the combatant drawn, with its saves."""
    others = [o.id for o in combatants(setup, state, target) if o.id != f.id]
    into = others and shooter_fighter(setup, f).shoots_into_melee
    stray = rules_call("shot", missed_into_melee, roll, setup.rules) if into else 0
    if not stray:
        if event.melee_hit is not None:
            raise GameError(_("no other combatant takes a hit: the shot did not miss into a combat"))
        return state
    hit = event.melee_hit
    if hit is None or hit.figure not in others:
        names = ", ".join(setup.title(state.figures[o]) for o in others)
        raise GameError(_("the shot missed into the combat: one of {names} takes {stray} automatic hit").format(
            names=names, stray=stray))
    parts.append(say("peur-missed-into-melee", **figure_args("figure", setup.title(state.figures[hit.figure])),
                     count=stray))
    return _take(setup, state, hit, stray, effect, f.gang, parts, False)


def tase(setup: GameSetup, state: GameState, event: Tase, geometry: bool) -> tuple[GameState, str]:
    """« TASER = Touche automatique à 5cm qui rend la cible KO pour ce tour » (a shot: the target visible and not
    engaged in combat)."""
    expect_activation(state)
    f = _able_to_fire(setup, state, event.figure, "shoot")
    if f.units("taser") < 1:
        raise GameError(say("peur-no-taser", **figure_args("figure", setup.title(f))))
    target = figure(state, event.target)
    problem = target_problem(setup, target) or (melee_problem(setup, state, f, target) if geometry else None)
    if problem or target.id == f.id:
        raise GameError(problem or "a figure does not tase itself")
    distance = edge_distance(f, target) if geometry else event.distance_cm
    if abs(distance - event.distance_cm) > _THROW_TOLERANCE_CM:
        raise GameError(say("peur-taser-distance-mismatch", **figure_args("figure", setup.title(target)),
                            distance=decimal(distance, ".1f"), distance_cm=event.distance_cm))
    if not rules_call("taser", taser_hits, distance, setup.rules):
        raise GameError(say("peur-taser-out-of-reach", taser_cm=setup.rules.taser_cm,
                            **figure_args("figure", setup.title(target)), distance=decimal(distance, ".1f")))
    state = _fired(state, f)
    state = state.with_figures(replace(state.figures[target.id], ko_this_turn=True))
    state = release_captives(state, target.id)
    return state, say("peur-taser-shot", **figure_args("figure", setup.title(f)),
                      **figure_args("target", setup.title(target)), cm=decimal(distance, ".1f"))


def _take(setup: GameSetup, state: GameState, hit, hits: int, effect: str, by_gang: str | None, parts: list[str],
          stray: bool) -> GameState:
    victim = figure(state, hit.figure)
    civilian = None
    if hit.civilian is not None:
        civilian = figure(state, hit.civilian)
        if civilian.kind != "civilian" or not civilian.alive:
            raise GameError(say("peur-not-a-civilian-in-line-of-fire", **figure_args("figure", setup.title(civilian))))
    dice = exact_dice(hit.faces, setup)
    taken = rules_call("saves", take_hits, hits, Defence(hit.in_cover, setup.fighter(victim), civilian is not None),
                       dice, effect, rules=setup.rules)
    all_used(dice, "saves")
    if stray:
        parts.append(say("peur-burst-hits", **figure_args("figure", setup.title(victim)),
                         cover=cover_text(setup, hit.in_cover, hit.cover_by, state)))
    if hits:
        outcome = (wounds_word(taken.wounds) if effect != "ko" else
                   _("KO for the turn") if taken.knocked_out else _("no effect"))
        if taken.single_wound_ignored:  # one message with the wounds it leaves, no bracket glued after them
            outcome = _("{wounds} (single wound shrugged off)").format(wounds=outcome)
        parts.append(_("save {faces} → {outcome}").format(faces=faces_text(taken.save_faces), outcome=outcome))
    if taken.knocked_out:
        state = state.with_figures(replace(state.figures[victim.id], ko_this_turn=True))
    state = wound(setup, state, victim.id, taken.wounds, by_gang, parts, hit.horse_faces)
    if civilian is not None and taken.civilian_faces:
        parts.append(say("peur-civilian-in-line-of-fire", **figure_args("civilian", setup.title(civilian)),
                         faces=faces_text(taken.civilian_faces)))
        state = wound(setup, state, civilian.id, taken.civilian_wounds, by_gang, parts)
    return morale(setup, state, victim.id, taken.morale_dice, hit.morale, parts)


def fight(setup: GameSetup, state: GameState, event: Fight, geometry: bool) -> tuple[GameState, str]:
    if event.reaction:
        if state.phase not in ("activation", "end_of_turn"):
            raise GameError(_("civilians react during an activation or at the end of the turn"))
        f = figure(state, event.figure)
        if f.kind != "civilian" or not f.alive:
            raise GameError(_("only a living civilian fights back outside an activation"))
    else:
        expect_activation(state)
        f = _able_to_fire(setup, state, event.figure, "fight")
    target = figure(state, event.target)
    if not target.alive or target.id == f.id:
        raise GameError(say("peur-figure-cannot-be-fought", **figure_args("figure", setup.title(target))))
    if not in_contact(f, target):
        raise GameError(say("peur-figure-needs-base-contact", **figure_args("figure", setup.title(f)),
                            **figure_args("figure2", setup.title(target))))
    if event.arrest and (event.reaction or f.kind != "figure"):
        raise GameError(_("only a gang figure arrests or kidnaps"))
    dice = exact_dice(event.faces, setup)
    result = rules_call("fight", fight_rule, shooter_fighter(setup, f), setup.fighter(target), dice, event.arrest,
                        setup.rules)
    all_used(dice, "fight")
    parts = [say("peur-fight-to-arrest" if event.arrest else "peur-fight", **figure_args("figure", setup.title(f)),
                 **figure_args("target", setup.title(target)), dice=dice_word(len(result.attack_faces)),
                 faces=faces_text(result.attack_faces), hits=hits_word(result.hits))]
    if result.hits:
        parts.append(_("parry {faces} → {count} through").format(faces=faces_text(result.parry_faces),
                                                                 count=result.through))
    if not event.reaction:
        state = state.with_figures(replace(spend(f), identified=True))
        state = targeted(setup, state, f.id, target.id)
    if target.kind == "civilian" and target.role == "protester" and f.kind == "figure":
        state = replace(state, provokers=state.provokers | {f.id})
    if result.arrested:
        parts.append(say("peur-figure-subdued", **figure_args("figure", setup.title(target))))
        return state.with_figures(replace(state.figures[target.id], stunned=True)), clauses(parts)
    if result.single_wound_ignored:
        parts.append(_("single wound shrugged off"))
    state = wound(setup, state, target.id, result.wounds, f.gang, parts, event.horse_faces)
    state = morale(setup, state, target.id, result.morale_dice, event.morale, parts)
    return state, clauses(parts)


def _cloud(state: GameState, kind: str, x: float, y: float, until_turn: int) -> GameState:
    counter = state.cloud_counter + 1
    diameter = load_terrain_rules().measures.blast_diameter_cm
    cloud = Cloud(f"{kind}-cloud-{counter}", kind, float(x), float(y), diameter, until_turn)
    return replace(state, clouds=state.clouds + (cloud,), cloud_counter=counter)


def _gas(setup: GameSetup, state: GameState, caught: tuple[Caught, ...], parts: list[str]) -> GameState:
    """« est KO ce tour si elle ne porte pas de MASQUE A GAZ, et teste son MORAL comme si elle avait reçu 3
    TOUCHES »; the cloud blocks sight this turn."""
    for c in caught:
        victim = figure(state, c.figure)
        if c.faces:
            raise GameError(_("tear gas rolls no dice but morale"))
        effect = rules_call("gas", tear_gas, setup.fighter(victim), victim.state == "in_vehicle", setup.rules)
        if effect.knocked_out:
            state = state.with_figures(replace(victim, ko_this_turn=True))
            parts.append(say("peur-figure-ko-in-gas", **figure_args("figure", setup.title(victim))))
        state = morale(setup, state, victim.id, effect.morale_dice, c.morale, parts)
    return state


def throw(setup: GameSetup, state: GameState, event: Throw, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = _able_to_fire(setup, state, event.figure, "throw")
    kind = rules_call("throw", explosive, event.explosive, setup.rules)
    if kind.delivery != "thrown":
        raise GameError(say("peur-not-thrown", **noun_args("explosive", kind.noun)))
    if f.units(event.explosive) < 1:
        raise GameError(say("peur-none-left", **figure_args("figure", setup.title(f)),
                            **noun_args("explosive", kind.noun)))
    dice = exact_dice((event.face,), setup)
    got = rules_call("throw", throw_rule, event.explosive, dice, setup.rules)
    all_used(dice, "throw")
    if point_distance(f, *event.landing) > got.distance_cm + _THROW_TOLERANCE_CM:
        raise GameError(_("a {face} throw flies {distance_cm:g} cm: the landing point is too far").format(
            face=event.face, distance_cm=got.distance_cm))
    thrown = dict(**figure_args("figure", setup.title(f)), **noun_args("explosive", kind.noun),
                  face=faces_text((event.face,)), cm=decimal(got.distance_cm), where=point_text(event.landing))
    parts = [say("peur-throw-stopped", what=thing_name(setup, state, event.stopped_by), **thrown)
             if event.stopped_by else say("peur-throw", **thrown)]
    state = _fired(state, f)
    thrower = state.figures[f.id]
    state = state.with_figures(replace(thrower, items={**thrower.items, event.explosive: thrower.units(
        event.explosive) - 1}))
    if kind.effect in ("frag", "molotov"):
        state = _blast(setup, state, event, f, parts)
    elif kind.effect == "flash":
        lost = int(setup.rules.thrown["flash_actions_lost"])
        for c in event.caught:
            victim = figure(state, c.figure)
            state = state.with_figures(replace(victim, actions_left=max(victim.actions_left - lost, 0)))
            parts.append(say("peur-figure-loses-actions", **figure_args("figure", setup.title(victim)), count=lost))
    else:
        state = _cloud(state, "gas", *event.landing, state.turn)
        state = _gas(setup, state, event.caught, parts)
    return state, clauses(parts)


def _blast(setup: GameSetup, state: GameState, event: Throw, f: FigureState, parts: list[str]) -> GameState:
    defences = [Defence(c.in_cover, setup.fighter(figure(state, c.figure))) for c in event.caught]
    dice = exact_dice([face for c in event.caught for face in c.faces], setup)
    result = rules_call("blast", blast, event.explosive, defences, dice, setup.rules)
    all_used(dice, "blast")
    for c, hit in zip(event.caught, result.figures):
        victim = state.figures[c.figure]
        caught = dict(**figure_args("figure", setup.title(victim)),
                      cover=cover_text(setup, c.in_cover, c.cover_by, state), faces=faces_text(hit.faces))
        if hit.dud:
            parts.append(say("peur-blast-dud", **caught))
            continue
        if hit.hits:
            parts.append(say("peur-blast-saved", hits=hit.hits, morale=hit.morale_only_hits,
                             saves=faces_text(hit.taken.save_faces), wounds=hit.taken.wounds, **caught))
        else:
            parts.append(say("peur-blast", hits=hit.hits, morale=hit.morale_only_hits, **caught))
        state = wound(setup, state, c.figure, hit.taken.wounds, f.gang, parts)
        state = morale(setup, state, c.figure, hit.taken.morale_dice, c.morale, parts)
    if not result.exploded:
        return state
    kind = setup.rules.explosives[event.explosive].effect
    if kind == "frag":
        for vid in event.immobilised:
            v = state.vehicles.get(vid)
            if v is None:
                raise GameError(_("'{vid}' is not a vehicle").format(
                    vid=vid))
            if frag_immobilises(v.kind, setup.rules):
                state = state.with_vehicles(replace(v, immobilised=True))
                parts.append(say("peur-piece-hit", what=thing_name(setup, state, vid),
                                 kind=thing_kind(setup, state, vid), result="immobilised"))
    elif event.ablaze:
        dice = exact_dice(event.fire_faces, setup)
        fire = False
        for thing in event.ablaze:
            v = state.vehicles.get(thing)
            if v is not None:
                if not rules_call("fire", molotov_burns, v.kind, dice, setup.rules):
                    parts.append(_("{vehicle} does not catch fire").format(vehicle=thing_name(setup, state, v.id)))
                    continue
                state = state.with_vehicles(replace(v, burning_since=state.turn))
            fire = True
            parts.append(_("{what} ablaze").format(what=thing_name(setup, state, thing)))
        all_used(dice, "fire")
        if fire:
            state = _cloud(state, "smoke", *event.landing, state.turn + setup.game_rules.burning_turns)
    return state


ROCKET_PROOF = ("building", "street", "zone")  # what a rocket does not remove: the text names obstacles and walls


def _rocket_on_terrain(setup: GameSetup, state: GameState, obstacle: str, parts: list[str]) -> GameState:
    """« ... ou la destruction d'un obstacle, ou creuse une ouverture dans un mur »: the obstacle or wall piece
    hit leaves the table (sight and movement pass where it stood)."""
    feature = setup.scenario.features.get(obstacle)
    if feature is None or obstacle in state.destroyed_obstacles or obstacle in state.vehicles \
            or feature.kind in ROCKET_PROOF or feature.kind in ("figure", "civilian"):
        raise GameError(_("'{obstacle}' is not an obstacle or wall standing on the table").format(
            obstacle=obstacle))
    parts.append(say("peur-piece-hit", what=thing_name(setup, state, obstacle), kind=feature.kind, result="destroyed"))
    return replace(state, destroyed_obstacles=state.destroyed_obstacles | {obstacle})


def launch(setup: GameSetup, state: GameState, event: Launch, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = _able_to_fire(setup, state, event.figure, "launch")
    kind = rules_call("launch", explosive, event.launcher, setup.rules)
    launcher = noun_args("launcher", kind.noun)
    if kind.delivery != "launcher":
        raise GameError(say("peur-not-a-launcher", **launcher))
    if event.launcher not in f.weapons:
        raise GameError(say("peur-no-launcher", **figure_args("figure", setup.title(f)), **launcher))
    if f.weapons[event.launcher] != "loaded":
        raise GameError(say("peur-weapon-not-loaded", **figure_args("figure", setup.title(f)),
                            status=f.weapons[event.launcher], **noun_args("weapon", kind.noun)))
    if f.units(event.launcher) < 1:
        raise GameError(say("peur-launcher-empty", **figure_args("figure", setup.title(f)), **launcher))
    distance = point_distance(f, *event.aim)
    dice = exact_dice((event.face, *event.deviation_faces), setup)
    shot = rules_call("launch", launcher_shot, event.launcher, distance, dice, setup.rules)
    all_used(dice, "launch")
    parts = [say("peur-launcher-shot", **figure_args("figure", setup.title(f)), **launcher, where=point_text(event.aim),
                 cm=decimal(distance, ".0f"), face=faces_text((event.face,)), result=shot.result)]
    if shot.result == "incident":
        changed = replace(spend(f), weapons={**f.weapons, event.launcher: "to_repair"})
        return state.with_figures(changed), clauses(parts)
    if shot.deviation is not None:
        parts.append(_("deviation {faces} → lands at {where}").format(faces=faces_text(shot.deviation.faces),
                                                                      where=point_text(event.landing)))
    state = _fired(state, f)
    shooter = state.figures[f.id]
    if kind.effect == "rocket":
        state = state.with_figures(replace(shooter, items={**shooter.items, event.launcher:
                                                           shooter.units(event.launcher) - 1}))
        state = bavure(setup, state, f.gang, "rocket_fired", f.x, f.y, parts)
        state = _rocket(setup, state, event, f, parts)
    else:
        state = _cloud(state, "gas", *event.landing, state.turn)
        state = _gas(setup, state, event.caught, parts)
    return state, clauses(parts)


def _rocket(setup: GameSetup, state: GameState, event: Launch, f: FigureState, parts: list[str]) -> GameState:
    return rocket_hit(setup, state, event, f.gang, parts)


def rocket_hit(setup: GameSetup, state: GameState, event: Launch | TriggerMine, gang: str | None,
               parts: list[str]) -> GameState:
    """A rocket's (or a mine's) hit: a vehicle is destroyed (an armoured one tests) with 3 wounds to everyone
    aboard; a figure on foot takes the wounds of setting rocket_on_figure_wounds; an obstacle or wall goes."""
    wounded: list[tuple[str, int]] = []
    if event.vehicle is not None:
        v = state.vehicles.get(event.vehicle)
        if v is None:
            raise GameError(_("'{vehicle}' is not a vehicle").format(
                vehicle=event.vehicle))
        dice = exact_dice(event.armour_faces, setup)
        hit = rules_call("rocket", rocket_on_vehicle, v.armoured, dice, setup.rules)
        all_used(dice, "rocket")
        named = thing_name(setup, state, v.id)
        parts.append(say("peur-rocket-vehicle-rolled", vehicle=named, face=faces_text((hit.armoured_face,)),
                         result=hit.result) if hit.armoured_face else say("peur-rocket-vehicle", vehicle=named,
                                                                          result=hit.result))
        if isinstance(event, Launch) and event.rear_doors:
            if not v.armoured:
                raise GameError(say("peur-vehicle-no-rear-doors", vehicle=named,
                                    kind=thing_kind(setup, state, v.id)))
            # « les portes arrière d'un fourgon sont ouvertes si le tireur les visait spécifiquement »
            v = replace(v, rear_doors_open=True)
            state = state.with_vehicles(v)
            parts.append(_("the rear doors of {vehicle} blown open").format(vehicle=named))
        if hit.result == "destroyed":
            state = state.with_vehicles(replace(v, destroyed=True))
        elif hit.result == "evacuate_ablaze":
            state = state.with_vehicles(replace(v, burning_since=state.turn))
        wounded = [(p.id, hit.wounds_aboard) for p in state.figures.values()
                   if p.vehicle == v.id and p.state == "in_vehicle" and hit.wounds_aboard]
    elif event.target is not None:
        victim = figure(state, event.target)
        wounded = [(victim.id, rules_call("rocket", rocket_on_figure, setup.rules))]
    elif event.obstacle is not None:
        return _rocket_on_terrain(setup, state, event.obstacle, parts)
    checks = {m.figure: m for m in event.morale}
    for fid, n in wounded:
        state = wound(setup, state, fid, n, gang, parts)
        state = morale(setup, state, fid, morale_dice_owed(n, rules=setup.rules), checks.get(fid), parts)
    return state
