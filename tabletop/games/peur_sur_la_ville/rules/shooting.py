"""Shooting (« TIRER »): the dice pool, the shot with its rerolls and firing incidents, one save die per hit,
bursts, non-lethal weapons and civilians caught in the line of fire.

Geometry answers the measuring questions (distance, cover, burst order, civilians on the line); these functions
take its answers as plain inputs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop.games.peur_sur_la_ville.rules.dice import Dice, Purpose
from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter
from tabletop.games.peur_sur_la_ville.rules.rules import BANDS, Firearm, PeurError, PeurRules, load_rules, named
from tabletop.games.peur_sur_la_ville.rules.wounds import after_single_wound_rule, is_ko, morale_dice_owed, wound_effect
from tabletop.geometry import load_terrain_rules
from tabletop.formats import decimal
from tabletop.i18n import _


def firearm(name: str, rules: PeurRules | None = None) -> Firearm:
    """The weapon called ``name``; an unknown name is one line listing the valid ones."""
    return named((rules or load_rules()).firearms, name, _("unknown weapon '{name}'; valid weapons: {items}"))


def range_band(distance_cm: float) -> str:
    """'short', 'effective', 'long' or 'out', from the band limits of tabletop/geometry's terrain.toml."""
    if not math.isfinite(distance_cm) or distance_cm < 0:
        raise PeurError(_("a distance must be a number of cm >= 0, got {distance_cm}").format(
            distance_cm=distance_cm))
    measures = load_terrain_rules().measures
    for band, limit in zip(BANDS, (measures.short_cm, measures.effective_cm, measures.long_cm)):
        if distance_cm <= limit:
            return band
    return "out"


def burst_in_reach(distance_cm: float, rules: PeurRules | None = None) -> bool:
    """« une rafale de 5 dés de Tir à moins de 30cm » (setting burst_strictly_under)."""
    rules = rules or load_rules()
    limit = rules.burst["under_cm"]
    return distance_cm < limit if rules.setting("burst_strictly_under") else distance_cm <= limit


def may_shoot(shooter: Fighter, target_visible: bool, target_engaged: bool, rules: PeurRules | None = None) -> bool:
    """« La cible doit être visible et non engagée en combat » — Psychopathes « sont les seuls autorisés à tirer
    dans les combats »; a figure on the ground « ne peut tirer »."""
    return target_visible and (not target_engaged or shooter.shoots_into_melee) and not is_ko(shooter, rules)


@dataclass(frozen=True)
class ShotPlan:
    """How many dice a shot throws and why (``notes`` are shown to the referee)."""

    weapon: str
    distance_cm: float
    band: str
    burst: bool
    dice: int
    notes: tuple[str, ...]


def plan_shot(weapon: str, distance_cm: float, shooter: Fighter = Fighter(), burst: bool = False,
              aimed: bool = False, rules: PeurRules | None = None) -> ShotPlan:
    """The dice pool: the weapon's dice for the band (or a 5-dice burst), Milice's extra die at short range,
    Sniper's 2 dice after aiming, minus the wound penalty; 0 when out of range or the shooter is KO."""
    rules = rules or load_rules()
    arm = firearm(weapon, rules)
    band = range_band(distance_cm)
    if band == "out" or arm.dice[band] == 0:
        return ShotPlan(weapon, distance_cm, "out", False, 0, (f"{arm.label}: hors de portée à {decimal(distance_cm)} cm",))
    can_burst = arm.kind == "burst" and burst_in_reach(distance_cm, rules) and not shooter.never_burst
    if burst and not can_burst:
        if shooter.never_burst:
            raise PeurError(_("this shooter never fires a burst"))
        if arm.kind != "burst":
            raise PeurError(_("{label} is not a burst weapon (rafale: pistolet-mitrailleur, fusil-mitrailleur, "
                              "mitrailleuse)").format(
                label=arm.label))
        raise PeurError(_("a burst needs the target under {value:g} cm, it is at {distance_cm:g} cm").format(
            value=rules.burst['under_cm'], distance_cm=distance_cm))
    notes: list[str] = []
    use_burst = burst or (shooter.always_burst and can_burst)
    if use_burst and not burst:
        notes.append("tire toujours à rafale si l'arme le permet")
    dice = int(rules.burst["dice"]) if use_burst else arm.dice[band]
    if band == "short" and shooter.short_range_extra_dice:
        dice += shooter.short_range_extra_dice
        notes.append(f"+{shooter.short_range_extra_dice} dé à courte portée")
    if aimed and shooter.sniper_dice and arm.sniper:
        dice += shooter.sniper_dice
        notes.append(f"Sniper: +{shooter.sniper_dice} dés (1ère action à viser)")
    penalty = wound_effect(shooter.wounds, rules).shooting_dice
    if penalty and (not use_burst or rules.setting("wound_penalty_on_burst")):
        dice -= penalty
        notes.append(f"1 blessure: -{penalty} dé de Tir" if shooter.wounds == 1
                     else f"{shooter.wounds} blessures: -{penalty} dé de Tir")
    if is_ko(shooter, rules):
        dice = 0
        notes.append("KO: ne peut pas tirer")
    return ShotPlan(weapon, distance_cm, band, use_burst, max(dice, 0), tuple(notes))


@dataclass(frozen=True)
class ShotRoll:
    """The shooting dice as they ended after rerolls; ``rerolls`` lists (die index, old face, new face)."""

    plan: ShotPlan
    faces: tuple[str, ...]
    rerolls: tuple[tuple[int, str, str], ...]
    hits: int
    incident_dice: int
    incident: str  # none, reload, repair, broken


def incident_for(yellows: int, weapon: Firearm, rules: PeurRules | None = None) -> str:
    """« 1 seul JAUNE = il faut recharger, 2 JAUNES = il faut réparer l'arme, 3+ JAUNES = l'arme est HS »."""
    rules = rules or load_rules()
    if not weapon.incidents:
        return "none"
    reached = [result for at_least, result in rules.incidents if yellows >= at_least]
    return reached[-1] if reached else "none"


def _reroll(faces: list[str], wanted: tuple[str, ...], count: int, dice: Dice, purpose: Purpose,
            log: list[tuple[int, str, str]]) -> None:
    """Reroll up to ``count`` dice showing one of the ``wanted`` faces, first such die first."""
    for _ in range(count):
        index = next((i for i, face in enumerate(faces) if face in wanted), None)
        if index is None:
            return
        new = dice.colour(purpose)
        log.append((index, faces[index], new))
        faces[index] = new


def roll_shot(plan: ShotPlan, dice: Dice, shooter: Fighter = Fighter(), target: Fighter = Fighter(),
              rules: PeurRules | None = None) -> ShotRoll:
    """Throw the pool, then the rerolls: the shooter's blue dice (Ruskofs; Anars at police) and the hits the
    target forces to reroll (Célébrité, mineurs — not on a burst), in the order of setting shooter_rerolls_first."""
    rules = rules or load_rules()
    arm = firearm(plan.weapon, rules)
    table = rules.table("shot")
    faces = list(dice.colours(plan.dice, Purpose.of("peur-roll-shot", weapon=arm.noun)))
    log: list[tuple[int, str, str]] = []
    own = (table.colours_giving("miss"), shooter.blue_rerolls_against(target.gang),
           Purpose.of("peur-roll-blue-again"))
    forced = (table.colours_giving("hit"), 0 if plan.burst else target.hit_rerolls_forced_on(shooter.gang),
              Purpose.of("peur-roll-hit-again"))
    steps = (own, forced) if rules.setting("shooter_rerolls_first") else (forced, own)
    for wanted, count, purpose in steps:
        _reroll(faces, wanted, count, dice, purpose, log)
    hits = sum(1 for face in faces if table.results[face] == "hit")
    yellows = sum(1 for face in faces if table.results[face] == "incident")
    return ShotRoll(plan, tuple(faces), tuple(log), hits, yellows, incident_for(yellows, arm, rules))


@dataclass(frozen=True)
class Defence:
    """What protects the figure hit: cover as geometry sees it (a riot shield always gives cover), whether the
    line of fire crosses a civilian's base (the target then tests as in cover), and the figure itself."""

    in_cover: bool = False
    fighter: Fighter = Fighter()
    civilian_in_line: bool = False

    @property
    def covered(self) -> bool:
        return self.in_cover or self.civilian_in_line or self.fighter.riot_shield


@dataclass(frozen=True)
class HitsTaken:
    """One figure's saves against the hits of one shot or explosion, and what they cost it."""

    hits: int
    save_faces: tuple[str, ...]
    saved: int
    through: int
    wounds: int
    single_wound_ignored: bool
    knocked_out: bool
    morale_dice: int
    civilian_faces: tuple[str, ...] = ()
    civilian_wounds: int = 0
    save_rerolls: tuple[tuple[int, str, str], ...] = ()


def save_fails(face: str, defence: Defence, rules: PeurRules) -> bool:
    """« Rouge = Absorbé par Couvert, Bleu = Absorbé par Gilet pare-balles, Jaune = Damned, je suis touché ! »"""
    result = rules.table("save").results[face]
    if result == "cover":
        return not defence.covered
    if result == "vest":
        return not defence.fighter.vest
    return True


def take_hits(hits: int, defence: Defence, dice: Dice, effect: str = "wound", morale_only_hits: int = 0,
              rules: PeurRules | None = None) -> HitsTaken:
    """One save die per hit; Amazones reroll one failed save die; Junkies/Vétéran cancel a single wound; a
    non-lethal hit (``effect`` "ko") knocks out for the turn instead of wounding. A hit saved by the cover of a
    civilian's base tests that civilian: « Sur un ROUGE il prend 1 BLESSURE »."""
    rules = rules or load_rules()
    if hits < 0:
        raise PeurError(_("hits must be 0 or more, got {hits}").format(
            hits=hits))
    faces = list(dice.colours(hits, Purpose.of("peur-roll-save")))
    rerolls: list[tuple[int, str, str]] = []
    for _reroll in range(defence.fighter.reroll_failed_save_shooting):
        failed = next((i for i, face in enumerate(faces) if save_fails(face, defence, rules)), None)
        if failed is None:
            break
        new = dice.colour(Purpose.of("peur-roll-save-again"))
        rerolls.append((failed, faces[failed], new))
        faces[failed] = new
    through = sum(1 for face in faces if save_fails(face, defence, rules))
    saved = hits - through
    civilian_faces: tuple[str, ...] = ()
    civilian_wounds = 0
    if defence.civilian_in_line:
        by_cover = sum(1 for face in faces if rules.table("save").results[face] == "cover")
        civilian_faces = dice.colours(by_cover, Purpose.of("peur-roll-bystander"))
        table = rules.table("civilian_in_line")
        civilian_wounds = sum(1 for face in civilian_faces if table.results[face] == "wounded")
    if effect == "ko":
        return HitsTaken(hits, tuple(faces), saved, through, 0, False, through > 0, 0, civilian_faces,
                         civilian_wounds, tuple(rerolls))
    wounds, ignored = after_single_wound_rule(defence.fighter, through)
    morale = morale_dice_owed(wounds, saved, morale_only_hits, rules)
    return HitsTaken(hits, tuple(faces), saved, through, wounds, ignored, False, morale, civilian_faces,
                     civilian_wounds, tuple(rerolls))


@dataclass(frozen=True)
class Shot:
    """A whole shot at one target. With a burst the target takes the first hit; ``stray_hits`` go, one each, to
    the next figures to the right within 15 cm (geometry's burst order), each resolved with ``take_hits``."""

    roll: ShotRoll
    target: HitsTaken
    stray_hits: int


def shoot(weapon: str, distance_cm: float, dice: Dice, shooter: Fighter = Fighter(), defence: Defence = Defence(),
          burst: bool = False, aimed: bool = False, rules: PeurRules | None = None) -> Shot:
    """Plan, roll and save a shot in one call."""
    rules = rules or load_rules()
    plan = plan_shot(weapon, distance_cm, shooter, burst, aimed, rules)
    roll = roll_shot(plan, dice, shooter, defence.fighter, rules)
    on_target = min(roll.hits, 1) if plan.burst else roll.hits
    taken = take_hits(on_target, defence, dice, firearm(weapon, rules).effect, rules=rules)
    return Shot(roll, taken, roll.hits - on_target)


def taser_hits(distance_cm: float, rules: PeurRules | None = None) -> bool:
    """« TASER = Touche automatique à 5cm qui rend la cible KO pour ce tour. » No dice."""
    rules = rules or load_rules()
    if not math.isfinite(distance_cm) or distance_cm < 0:
        raise PeurError(_("a distance must be a number of cm >= 0, got {distance_cm}").format(
            distance_cm=distance_cm))
    return distance_cm <= rules.taser_cm


def missed_into_melee(roll: ShotRoll, rules: PeurRules | None = None) -> int:
    """Psychopathes shooting into a combat: « S'ils ratent leur cible l'autre combattant (à plus de 2 tirez au
    sort) prend 1 touche automatique » — hits for the other combatant when the shot missed."""
    rules = rules or load_rules()
    return int(rules.actions["shoot_into_melee_stray_hits"]) if roll.plan.dice > 0 and roll.hits == 0 else 0
