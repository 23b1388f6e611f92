"""Explosive weapons (« ARMES EXPLOSIVES »): the throw, the blast on each figure caught, molotov duds, fire and
smoke, frag on vehicles, flash and tear gas, launchers with deviation and incidents, rockets and armoured
vehicles. Geometry places the blast and says who is caught and who has cover from the centre."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from tabletop.games.peur_sur_la_ville.rules.dice import Dice, Purpose
from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter
from tabletop.games.peur_sur_la_ville.rules.rules import Explosive, PeurError, PeurRules, load_rules, named
from tabletop.games.peur_sur_la_ville.rules.shooting import Defence, HitsTaken, take_hits
from tabletop.games.peur_sur_la_ville.rules.vehicles import vehicle_kind
from tabletop.games.peur_sur_la_ville.rules.wounds import morale_dice_owed
from tabletop.geometry import load_terrain_rules
from tabletop.i18n import _, decimal
from tabletop.sentences import noun_args, say


def explosive(name: str, rules: PeurRules | None = None) -> Explosive:
    return named((rules or load_rules()).explosives, name, _("unknown explosive '{name}'; explosives: {items}"))


@dataclass(frozen=True)
class Throw:
    face: str
    distance_cm: float


def throw(name: str, dice: Dice, rules: PeurRules | None = None) -> Throw:
    """« lancez 1 DÉ DE COULEUR: Rouge = 20cm, Bleu = 15cm, Jaune = 10cm » — geometry stops the projectile at
    the first obstacle or figure on its path."""
    rules = rules or load_rules()
    if explosive(name, rules).delivery != "thrown":
        raise PeurError(say("peur-not-thrown", **noun_args("explosive", rules.explosives[name].noun)))
    face = dice.colour(Purpose.of("peur-roll-throw", weapon=rules.explosives[name].noun))
    return Throw(face, float(rules.thrown["distance_cm"][face]))


@dataclass(frozen=True)
class BlastOnFigure:
    """A figure caught by a frag grenade or a molotov: its 3 dice, then its saves against the red ones."""

    faces: tuple[str, ...]
    dud: bool
    hits: int
    morale_only_hits: int
    taken: HitsTaken


def blast_figure(name: str, defence: Defence, dice: Dice, rules: PeurRules | None = None) -> BlastOnFigure:
    """« teste avec 3 DÉS DE COULEUR, mais le BLEU ne compte pour une touche que pour le MORAL. Si un JAUNE sort
    le Cocktail-Molotov n'explose pas ! » Cover is the line from the blast centre (geometry); a vest may save."""
    rules = rules or load_rules()
    kind = explosive(name, rules)
    if kind.effect not in ("frag", "molotov"):
        raise PeurError(say("peur-no-blast-dice", **noun_args("explosive", kind.noun)))
    table = rules.table("blast")
    faces = dice.colours(int(rules.thrown["dice_per_figure"]), Purpose.of("peur-roll-blast", weapon=kind.noun))
    results = [table.results[f] for f in faces]
    dud = kind.effect == "molotov" and "nothing" in results
    hits = 0 if dud else results.count("hit")
    morale_only = 0 if dud else results.count("morale_hit")
    taken = take_hits(hits, defence, dice, morale_only_hits=morale_only, rules=rules)
    return BlastOnFigure(faces, dud, hits, morale_only, taken)


@dataclass(frozen=True)
class Blast:
    """A whole explosion: each figure caught in order (nearest the centre first), and what happens around."""

    exploded: bool
    figures: tuple[BlastOnFigure, ...]
    effects: tuple[str, ...]


def blast(name: str, caught: Sequence[Defence], dice: Dice, rules: PeurRules | None = None) -> Blast:
    """Resolve a frag grenade or molotov on every figure caught. A molotov dud on the first figure ends the blast
    (setting molotov_dud_ends_blast). Effects: frag immobilises vehicles (« rend tout véhicule incapable de se
    déplacer »), molotov sets obstacles and unarmoured vehicles ablaze, smoke blocks sight, the vehicle is
    destroyed next turn."""
    rules = rules or load_rules()
    kind = explosive(name, rules)
    figures: list[BlastOnFigure] = []
    for defence in caught:
        result = blast_figure(name, defence, dice, rules)
        figures.append(result)
        if result.dud and len(figures) == 1 and rules.setting("molotov_dud_ends_blast"):
            return Blast(False, tuple(figures), ())
    effects = {"frag": ("vehicles_immobilised",),
               "molotov": ("obstacle_or_vehicle_ablaze", "smoke_blocks_sight", "vehicle_destroyed_next_turn")}
    return Blast(True, tuple(figures), effects[kind.effect])


def molotov_burns(vehicle: str, dice: Dice, rules: PeurRules | None = None) -> bool:
    """« embrase immédiatement un obstacle ou un véhicule non blindé »; the Afros' tuned cars « ne brûlent pas avec
    un cocktail molotov si un « ROUGE » est obtenu avec 1 dé » (a die is thrown for them only)."""
    rules = rules or load_rules()
    kind = vehicle_kind(vehicle, rules)
    if kind.armoured:
        return False
    if not kind.tuned:
        return True
    return rules.table("tuned_car").results[dice.colour(Purpose.of("peur-roll-tuned-car"))] == "fire"


def frag_immobilises(vehicle: str, rules: PeurRules | None = None) -> bool:
    """« L'explosion d'une Grenade Frag rend tout véhicule incapable de se déplacer » — except the Afros' tuned
    cars."""
    return not vehicle_kind(vehicle, rules).tuned


@dataclass(frozen=True)
class GasEffect:
    knocked_out: bool
    morale_dice: int


def tear_gas(fighter: Fighter, in_vehicle: bool = False, rules: PeurRules | None = None) -> GasEffect:
    """« Toute figurine placée tout ou partie dedans est KO ce tour si elle ne porte pas de MASQUE A GAZ, et teste
    son MORAL comme si elle avait reçu 3 TOUCHES ... Les passagers d'un véhicule ne sont pas affectés »."""
    rules = rules or load_rules()
    if in_vehicle or fighter.gas_mask:
        return GasEffect(False, 0)
    return GasEffect(True, morale_dice_owed(0, 0, int(rules.thrown["tear_gas_morale_hits"]), rules))


def flash_actions_lost(rules: PeurRules | None = None) -> int:
    """« Grenades Flash = Toutes les figurines dans le rayon perdent 1 ACTION durant ce tour. »"""
    rules = rules or load_rules()
    return int(rules.thrown["flash_actions_lost"])


@dataclass(frozen=True)
class Deviation:
    """Launcher deviation as seen by the shooter: « + = 5cm à gauche, - = 5cm à droite, neutre = 5cm trop court »,
    added up. ``left_cm`` is negative when the shot goes right."""

    faces: tuple[str, ...]
    left_cm: float
    short_cm: float


def deviation_dice(distance_cm: float) -> int:
    """« 1 « Fate Dice » tous les 10cm de portée jusqu'à la cible »: one per started 10 cm (geometry's launcher
    measures), at least one."""
    every = load_terrain_rules().measures.launcher_die_every_cm
    return max(math.ceil(distance_cm / every - 1e-9), 1)


def deviate(distance_cm: float, dice: Dice) -> Deviation:
    step = load_terrain_rules().measures.launcher_step_cm
    faces = dice.fate(deviation_dice(distance_cm), Purpose.of("peur-roll-deviation"))
    return Deviation(faces, step * (faces.count("+") - faces.count("-")), step * faces.count("blank"))


@dataclass(frozen=True)
class LauncherShot:
    face: str
    result: str  # hit, deviation, incident
    label: str
    deviation: Deviation | None


def launcher_shot(name: str, distance_cm: float, dice: Dice, rules: PeurRules | None = None) -> LauncherShot:
    """Lance-lacrymogène, lance-roquette: range 30 cm; « Rouge = Cible touchée ! Bleu = Déviation ! Jaune =
    Incident de tir ! » — an incident means the shot did not go and the launcher must be repaired."""
    rules = rules or load_rules()
    kind = explosive(name, rules)
    if kind.delivery != "launcher":
        raise PeurError(say("peur-not-a-launcher", **noun_args("launcher", kind.noun)))
    if not math.isfinite(distance_cm) or not 0 <= distance_cm <= rules.launchers["range_cm"]:
        raise PeurError(say("peur-launcher-out-of-range", range=decimal(rules.launchers["range_cm"]),
                            distance=decimal(distance_cm), **noun_args("launcher", kind.noun)))
    table = rules.table("launcher")
    face = dice.colour(Purpose.of("peur-roll-shot", weapon=kind.noun))
    result = table.results[face]
    deviation = deviate(distance_cm, dice) if result == "deviation" else None
    return LauncherShot(face, result, table.labels[face], deviation)


@dataclass(frozen=True)
class RocketOnVehicle:
    armoured_face: str | None
    result: str  # destroyed, evacuate_ablaze, nothing
    wounds_aboard: int


def rocket_on_vehicle(armoured: bool, dice: Dice, rules: PeurRules | None = None) -> RocketOnVehicle:
    """« La TOUCHE du tir de Lance-roquette provoque la destruction d'un véhicule et donne 3 Blessures à tout
    personnage à bord »; « Un véhicule BLINDÉ peut tester s'il est touché: Rouge = Explosion & destruction, Bleu
    = Évacuation & Embrasement, Jaune = RAS ! »"""
    rules = rules or load_rules()
    wounds = int(rules.launchers["rocket_wounds_aboard"])
    if not armoured:
        return RocketOnVehicle(None, "destroyed", wounds)
    face = dice.colour(Purpose.of("peur-roll-armoured-hit"))
    result = rules.table("armoured").results[face]
    return RocketOnVehicle(face, result, wounds if result == "destroyed" else 0)


def rocket_on_figure(rules: PeurRules | None = None) -> int:
    """Wounds for a figure on foot hit by a rocket or a mine (setting rocket_on_figure_wounds)."""
    rules = rules or load_rules()
    return int(rules.setting("rocket_on_figure_wounds"))
