"""What the transitions share: who may act, spending actions, wounds and deaths, morale tests and their moves,
bavures, and the words the log uses for figures, dice and cover."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from tabletop.games.peur_sur_la_ville.rules import Dice, DiceEntryError, PeurError, hidden_may, morale_dice_count, morale_test
from tabletop.games.peur_sur_la_ville.rules.dice import face_word
from tabletop.games.peur_sur_la_ville.rules.actions import civilian_killed
from tabletop.games.peur_sur_la_ville.rules.wounds import dog_takes_wounds, horse_out, horse_takes_wounds
from tabletop.games.peur_sur_la_ville.rules.campaign import bavures
from tabletop.games.peur_sur_la_ville.rules.morale import demonstrators_test
from tabletop.games.peur_sur_la_ville.play.crew_morale import drive_on_morale, unwounded_aboard
from tabletop.games.peur_sur_la_ville.play.events import MoraleCheck
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameError, GameState, GangState
from tabletop.games.peur_sur_la_ville.play.table import journalist_cm, point_distance, zone_holding
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_name
from tabletop.geometry import Sight
from tabletop.i18n import N_, _, decimal, language, minus_sign, ngettext
from tabletop.sentences import listed, say

# Event kinds named differently in the rules engine's list of actions (« 3) ACTIVATIONS »).
ACTION_IDS = {"open_door": "open", "leave_vehicle": "board", "throw": "shoot", "launch": "shoot", "tase": "shoot"}
DOG = "chien"  # the items of the price list that are animals
HORSE = "cheval"
BAVURE_ACTS = {
    "civilian_killed": N_("civilian killed"),
    "journalist_killed": N_("journalist killed"),
    "shots_in_church": N_("shots in the church"),
    "rocket_fired": N_("rocket fired"),
    "mayor_killed": N_("mayor killed"),
    "pastor_killed": N_("pastor killed"),
}


# ---- figures and actions ----------------------------------------------------------------------------------------

def figure(state: GameState, figure_id: str | None) -> FigureState:
    if figure_id is None or figure_id not in state.figures:
        raise GameError(_("no figure '{figure_id}' on the table").format(
            figure_id=figure_id))
    return state.figures[figure_id]


def knocked_out(setup: GameSetup, f: FigureState) -> bool:
    return f.state == "ko" or f.ko_this_turn or (f.kind == "figure" and f.wounds >= setup.rules.wounds["ko_at"])


def can_activate(setup: GameSetup, f: FigureState) -> bool:
    """A gang figure that has not acted this turn and may: alive, not KO, not a captive, actions left."""
    return (f.kind == "figure" and f.alive and not f.activated and f.actions_left > 0 and f.captor is None
            and not knocked_out(setup, f))


def acting(setup: GameSetup, state: GameState, figure_id: str, actions: int = 1, action: str = "") -> FigureState:
    """The figure, checked to be in the activation in progress with ``actions`` actions left and able to do
    ``action`` (a hidden figure only reloads, repairs or heals)."""
    f = figure(state, figure_id)
    if state.activation is None or figure_id not in state.activation.figures:
        raise GameError(say("peur-figure-not-in-activation", **figure_args("figure", setup.title(f))))
    if knocked_out(setup, f) or f.captor is not None:
        raise GameError(say("peur-figure-cannot-act", **figure_args("figure", setup.title(f)),
                            what=_("held captive") if f.captor else _("KO")))
    if f.actions_left < actions:
        raise GameError(say("peur-actions-left", **figure_args("figure", setup.title(f)), actions_left=f.actions_left,
                            actions=actions))
    if f.state == "hidden" and action and not may_while_hidden(setup, action):
        allowed = [a.label for a in setup.rules.action_list if a.hidden]
        raise GameError(say("peur-hidden-figure-only-does", **figure_args("figure", setup.title(f)),
                            items=' », « '.join(allowed)))
    return f


def may_while_hidden(setup: GameSetup, kind: str) -> bool:
    """Whether a hidden figure may do the action of this event kind (the rules engine's action list)."""
    return hidden_may(ACTION_IDS.get(kind, kind), setup.rules)


def armed(f: FigureState) -> bool:
    """Carries a weapon that still works (firearm, launcher or combat weapon)."""
    return any(status != "broken" for status in f.weapons.values())


def spend(f: FigureState, actions: int = 1) -> FigureState:
    return replace(f, actions_left=f.actions_left - actions)


def exact_dice(faces: Iterable[str], setup: GameSetup) -> Dice:
    return Dice.from_faces(tuple(faces), rules=setup.rules)


def all_used(dice: Dice, what: str) -> None:
    """Every face the event carries must have been asked for: extra faces mean the event does not fit."""
    if dice.remaining():
        extra = len(dice.remaining())
        raise GameError(ngettext("{what}: {count} die face more than the rules ask for",
                                 "{what}: {count} die faces more than the rules ask for", extra).format(
            what=what, count=extra))


def rules_call(what: str, call, *args, **kwargs):
    """Run a rules-engine call; its refusals and missing faces become one GameError line."""
    try:
        return call(*args, **kwargs)
    except DiceEntryError as exc:
        raise GameError(_("{what}: {exc}").format(
            what=what, exc=exc)) from None
    except PeurError as exc:
        raise GameError(_("{what}: {exc}").format(
            what=what, exc=exc)) from None


# ---- wounds, death, bavures ------------------------------------------------------------------------------------

def wound(setup: GameSetup, state: GameState, victim_id: str, wounds: int, by_gang: str | None,
          notes: list[str], horse_faces: tuple[str, ...] | None = None) -> GameState:
    """Give ``wounds`` wounds; a gang figure at 3+ falls KO, a civilian dies at 1 (protesters at 2) and the gang
    that killed it commits bavures. A rider hit by a shot or in a combat (``horse_faces`` given) rolls for its
    horse (notes.horse_hits)."""
    v = state.figures[victim_id]
    if horse_faces and (wounds <= 0 or not setup.fighter(v).horse):
        raise GameError(say("peur-no-horse-to-roll-for", **figure_args("figure", setup.title(v))))
    if wounds <= 0:
        return state
    total = v.wounds + wounds
    if v.kind == "civilian":
        if civilian_killed(total, v.role == "protester", setup.rules):
            state = state.with_figures(replace(v, wounds=total, state="dead"))
            notes.append(say("peur-figure-killed", **figure_args("figure", setup.title(v))))
            acts = ["civilian_killed"] + {"journalist": ["journalist_killed"], "mayor": ["mayor_killed"],
                                          "pastor": ["pastor_killed"]}.get(v.role, [])
            for act in acts:
                state = bavure(setup, state, by_gang, act, v.x, v.y, notes, exclude=v.id)
            return state
        return state.with_figures(replace(v, wounds=total))
    if horse_faces is not None and setup.fighter(v).horse:
        # « à chaque Touche sur le cavalier jetez 1DÉ DE COULEUR et sur ROUGE le cheval prend la Blessure »
        dice = exact_dice(horse_faces, setup)
        split = rules_call("horse", horse_takes_wounds, wounds, dice, setup.rules)
        all_used(dice, "horse")
        ridden = v.horse_wounds + split.animal
        out = rules_call("horse", horse_out, ridden, setup.rules)
        notes.append(f"horse {faces_text(split.animal_faces)} → takes {split.animal}" + (", out" if out else ""))
        v = replace(v, horse_wounds=ridden, items={**v.items, HORSE: 0} if out else v.items)
        state = state.with_figures(v)
        wounds = split.figure
        total = v.wounds + wounds
    if setup.fighter(v).dog:
        # « le chien prend les Blessures à sa place, mais meurt à 2 Blessures »
        split = rules_call("dog", dog_takes_wounds, wounds, v.dog_wounds, setup.rules)
        dog = v.dog_wounds + split.animal
        dead = dog >= setup.rules.wounds["dog_dies_at"]
        items = {**v.items, DOG: 0} if dead else v.items
        notes.append(f"the dog takes {split.animal} wound{'s' if split.animal != 1 else ''}"
                     + (" and dies" if dead else ""))
        v = replace(v, dog_wounds=dog, items=items)
        state = state.with_figures(v)
        total = v.wounds + split.figure
    new_state = v.state
    if total >= setup.rules.wounds["ko_at"] and v.state in ("standing", "down", "hidden"):
        new_state = "ko"
        notes.append(say("peur-figure-ko", **figure_args("figure", setup.title(v))))
        state = release_captives(state, v.id)
    return state.with_figures(replace(v, wounds=total, state=new_state))


def bavure(setup: GameSetup, state: GameState, gang: str | None, act: str, x: float, y: float, notes: list[str],
           exclude: str | None = None) -> GameState:
    """Charge ``gang`` one bavure for ``act`` at (x, y), two with a journalist within the journalist radius."""
    if gang is None or gang not in state.gangs:
        return state
    radius = journalist_cm()
    witness = next((f for f in state.figures.values() if f.role == "journalist" and f.kind == "civilian"
                    and f.alive and f.id != exclude and point_distance(f, x, y) <= radius), None)
    count = rules_call("bavure", bavures, {} if witness else {act: 1}, {act: 1} if witness else None,
                       rules=setup.rules)
    g = state.gangs[gang]
    notes.append(say("peur-bavure", count=count, act=_(BAVURE_ACTS.get(act, act)),
                     witness=setup.title(witness) if witness else "none", **setup.gang_args("gang", gang)))
    warned = state.national_guard
    state = replace(state.with_gangs(replace(g, bavures=g.bavures + count)),
                    bavure_acts=state.bavure_acts + ((gang, act, witness is not None),))
    if state.national_guard and not warned:
        notes.append(_("{count} bavures for {gangs} gangs: the National Guard will intervene").format(
            count=state.bavures, gangs=len(state.gangs)))
    return state


def church_shot(setup: GameSetup, state: GameState, gang: str | None, points: Iterable[tuple[float, float]],
                notes: list[str]) -> GameState:
    """« Des tirs ont lieu dans l'église »: charged once per gang and turn when a shot starts or ends there."""
    if gang is None or gang in state.church_gangs:
        return state
    for x, y in points:
        if zone_holding(setup, "church", x, y):
            state = bavure(setup, state, gang, "shots_in_church", x, y, notes)
            return replace(state, church_gangs=state.church_gangs | {gang})
    return state


# ---- morale ----------------------------------------------------------------------------------------------------

def morale_count(setup: GameSetup, f: FigureState, owed: int, unwounded_passengers: int = 0) -> int:
    """Fate dice a figure throws for ``owed`` dice (gang modifiers; civilians other than protesters do not test; a
    passenger 1 fewer per passenger of its vehicle NOT wounded)."""
    if owed <= 0 or not f.alive or (f.kind == "civilian" and f.role != "protester"):
        return 0
    return rules_call("morale", morale_dice_count, owed, setup.fighter(f), unwounded_passengers, rules=setup.rules)


def morale(setup: GameSetup, state: GameState, figure_id: str, owed: int, check: MoraleCheck | None,
           notes: list[str], hit: bool = True, named: bool = False) -> GameState:
    """Read the morale test owed ``owed`` dice from the event's faces, recover wounds on three « + » and put the
    figure where the referee confirmed (its guard role ends if it moves away); a passenger ``hit`` aboard throws 1
    die fewer per unwounded passenger and its result moves the vehicle (``crew_morale``). The note names the figure
    when ``named`` (a test before activating, among the notes of several figures)."""
    f = state.figures[figure_id]
    passenger = hit and f.vehicle is not None
    count = morale_count(setup, f, owed, unwounded_aboard(state, f) if passenger else 0)
    if count == 0:
        if check is not None and (check.faces or check.vehicle is not None):
            raise GameError(say("peur-figure-owes-no-morale-test", **figure_args("figure", setup.title(f))))
        return state
    if check is None or check.figure != figure_id:
        raise GameError(say("peur-figure-must-test-morale", **figure_args("figure", setup.title(f)), count=count))
    dice = exact_dice(check.faces, setup)
    if f.role == "protester" and f.kind == "civilian":
        test = rules_call("morale", demonstrators_test, count, dice, setup.rules)
        all_used(dice, "morale")
        shown = (_("toward {cm} cm").format(cm=decimal(test.toward_enemy_cm)) if test.toward_enemy_cm else
                 _("away {cm} cm").format(cm=decimal(test.away_cm)) if test.away_cm else _("holds"))
        notes.append(_morale_note(setup, f, count, test.faces, shown, named))
        direction = "advance" if test.toward_enemy_cm else "retreat" if test.away_cm else "none"
        distance = test.toward_enemy_cm or test.away_cm
        recover = 0
    else:
        test = rules_call("morale", morale_test, count, setup.fighter(f), dice, setup.rules)
        all_used(dice, "morale")
        out = test.outcome
        verb = {"advance": _("advances {cm} cm"), "retreat": _("retreats {cm} cm")}
        shown = verb.get(out.direction, _("holds")).format(cm=decimal(out.move_cm))
        if out.recover_wounds:
            shown = _("recovers {count} wound, {outcome}").format(count=out.recover_wounds, outcome=shown)
        notes.append(_morale_note(setup, f, count, test.faces, shown, named))
        direction, distance = out.direction, out.move_cm
        recover = out.recover_wounds
    moving = direction != "none"
    wounds = max(f.wounds - recover, 0)
    changed = replace(f, wounds=wounds)
    if changed.state == "ko" and wounds < setup.rules.wounds["ko_at"]:
        changed = replace(changed, state="down")
    if moving and check.destination is not None and f.state != "in_vehicle":
        changed = changed.moved_to(*check.destination)
        state = release_captives(state, f.id)
    state = state.with_figures(changed)
    if passenger:
        state = drive_on_morale(setup, state, state.figures[f.id], check, direction, distance, notes)
    elif check.vehicle is not None:
        raise GameError(say("peur-figure-on-foot-morale-moves-no-vehicle", **figure_args("figure", setup.title(f))))
    return state


def _morale_note(setup: GameSetup, f: FigureState, count: int, faces: Iterable[str], outcome: str,
                 named: bool) -> str:
    return say("peur-morale-of" if named else "peur-morale", **figure_args("figure", setup.title(f)), dice=count,
               faces=faces_text(faces), outcome=outcome)


def release_captives(state: GameState, guard_id: str) -> GameState:
    """« Si ce dernier est mis KO ou s'éloigne suite au résultat d'un test de Moral »: the captive is free."""
    freed = [replace(f, captor=None) for f in state.figures.values() if f.captor == guard_id]
    return state.with_figures(*freed) if freed else state


def charge_gang(state: GameState, gang: str, **counts: int) -> GameState:
    g: GangState = state.gangs[gang]
    return state.with_gangs(replace(g, **{k: getattr(g, k) + v for k, v in counts.items()}))


# ---- words ---------------------------------------------------------------------------------------------------

# The faces of the colour and morale dice in words; N_ marks them for the catalogue, the log shows them translated.
# A morale die's sign is quoted as the language quotes, so that it reads as a face and not a sum: « + », « − » in
# French (its minus sign), "+", "-" in English.
def faces_text(faces: Iterable[str]) -> str:
    shown = [_('"{sign}"').format(sign=f if f == "+" else minus_sign(language())) if f in ("+", "-")
             else face_word(f) for f in faces]
    return " ".join(shown) if shown else _("no die")


def dice_word(n: int) -> str:
    return ngettext("{count} die", "{count} dice", n).format(count=n)


def hits_word(count: int) -> str:
    return ngettext("{count} hit", "{count} hits", count).format(count=count)


def wounds_word(count: int) -> str:
    return ngettext("{count} wound", "{count} wounds", count).format(count=count)


def point_text(point: Iterable[float]) -> str:
    """A position on the table in cm, as the log writes it: (12.5, 30.0), or (12,5 ; 30,0) in French."""
    x, y, *_rest = point
    return _("({x}, {y})").format(x=decimal(x, ".1f"), y=decimal(y, ".1f"))


def cloud_name(kind: str) -> str:
    return {"gas": _("gas cloud"), "smoke": _("smoke cloud")}.get(kind, kind)


def cover_text(setup: GameSetup, in_cover: bool, cover_by: Iterable[str], state: GameState) -> str:
    """« à couvert derrière le muret et la voiture « Alfa » », « à découvert »: one message, every cover in the same
    form (with its article), listed as the language lists."""
    names = list(dict.fromkeys(thing_name(setup, state, i) for i in cover_by)) if in_cover else []
    return say("peur-cover", in_cover="yes" if in_cover else "no", count=len(names), what=listed(names))


def reach_text(setup: GameSetup, state: GameState, length: str, band: str, in_cover: bool,
               cover_by: Iterable[str]) -> str:
    """« à 12 cm, portée courte, à couvert derrière le muret »: where a shot's target stands (``length``: the
    distance with its unit, ``band``: the rules' range band), one message that the journal's shot line and the map's
    line of fire both say."""
    return say("peur-shot-reach", length=length, band=band, cover=cover_text(setup, in_cover, cover_by, state))


def out_of_sight_text(setup: GameSetup, state: GameState, blocked_by: Iterable[str], length: str | None = None) -> str:
    """« hors de vue : le muret coupe la ligne de vue » (« la cible est cachée » when nothing blocks it: it hides),
    the things named as the journal names them; with ``length``, the map's line of fire (« à 12 cm, hors de vue :
    … »)."""
    names = list(dict.fromkeys(thing_name(setup, state, i) for i in blocked_by))
    args = {"count": len(names), "what": listed(names)}
    return say("peur-out-of-sight", **args) if length is None else say("peur-shot-unseen", length=length, **args)


def sight_words(setup: GameSetup, state: GameState, seen: Sight, length: str) -> str:
    """What a figure sees of ``seen.target``, in the journal's words: « Skin 3 des Skins, à 12 cm, portée courte, à
    couvert derrière le muret », « …, hors de vue : le mur coupe la ligne de vue », « … se cache : il faut un test
    de détection » (``length``: the distance with its unit)."""
    target = thing_name(setup, state, seen.target)
    if seen.hidden:
        return say("peur-sight-hidden", target=target, length=length)
    if not seen.visible:
        names = list(dict.fromkeys(thing_name(setup, state, i) for i in seen.blocked_by))
        return say("peur-sight-unseen", target=target, length=length, count=len(names), what=listed(names))
    return say("peur-sight-seen", target=target, length=length, band=seen.band,
               cover=cover_text(setup, seen.cover, seen.cover_by, state))
