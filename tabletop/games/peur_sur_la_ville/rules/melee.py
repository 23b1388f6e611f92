"""Melee (« COMBATTRE »): one attack die per action, extra dice and extra hits, one parry die per hit, shields and
vests; arrests and kidnappings (« ARRÊTER / ENLEVER »); a vehicle running a figure down."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.peur_sur_la_ville.rules.dice import Dice, Purpose
from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter
from tabletop.games.peur_sur_la_ville.rules.rules import PeurRules, load_rules
from tabletop.games.peur_sur_la_ville.rules.wounds import after_single_wound_rule, is_ko, morale_dice_owed, wound_effect

def melee_dice(attacker: Fighter, rules: PeurRules | None = None) -> int:
    """1 die per combat action, +1 for a Brute or a dog's master, -1 at 2 wounds (floor: setting
    melee_dice_floor); none when KO (« Une figurine au sol ne peut tirer ou combattre »)."""
    rules = rules or load_rules()
    if is_ko(attacker, rules):
        return 0
    penalty = wound_effect(attacker.wounds, rules).melee_dice
    dice = int(rules.actions["melee_dice"]) + attacker.melee_extra_dice - penalty
    return max(dice, rules.setting("melee_dice_floor"))


def melee_bonus_hits(attacker: Fighter, rules: PeurRules | None = None) -> int:
    """« Au Combat ils infligent +1 TOUCHE » (gang) and « épée/massue/hache/tronçonneuse inflige 1 TOUCHE de
    plus » (weapon): they add up."""
    rules = rules or load_rules()
    return attacker.melee_extra_hits + (rules.melee_weapon_extra_hits if attacker.melee_weapon else 0)


def parry_succeeds(face: str, defender: Fighter, shield_counts: bool = True, rules: PeurRules | None = None) -> bool:
    """« Rouge = Pare 1 touche, Bleu = Pare 1 touche si porte un gilet pare-balles ou un bouclier, Jaune = pas
    de parade »."""
    rules = rules or load_rules()
    result = rules.table("parry").results[face]
    if result == "parry":
        return True
    if result == "parry_if_protected":
        return defender.vest or (shield_counts and defender.shield)
    return False


def parry_succeeds_probability(defender: Fighter, shield_counts: bool = True, rules: PeurRules | None = None
                               ) -> float:
    rules = rules or load_rules()
    die = rules.dice["colour"]
    return sum(die.probability(c) for c in set(die.faces) if parry_succeeds(c, defender, shield_counts, rules))


@dataclass(frozen=True)
class Fight:
    """One combat action: the attack dice, the hits, the parries, and what the defender suffers."""

    attack_faces: tuple[str, ...]
    hits: int
    parry_faces: tuple[str, ...]
    parry_rerolls: tuple[tuple[int, str, str], ...]
    through: int
    wounds: int
    single_wound_ignored: bool
    morale_dice: int
    arrested: bool


def _parry(hits: int, defender: Fighter, dice: Dice, rerolls: int, shield_counts: bool, rules: PeurRules
           ) -> tuple[list[str], list[tuple[int, str, str]]]:
    faces = list(dice.colours(hits, Purpose.of("peur-roll-parry")))
    log: list[tuple[int, str, str]] = []
    for _ in range(rerolls):
        failed = next((i for i, f in enumerate(faces) if not parry_succeeds(f, defender, shield_counts, rules)), None)
        if failed is None:
            break
        new = dice.colour(Purpose.of("peur-roll-parry-again"))
        log.append((failed, faces[failed], new))
        faces[failed] = new
    return faces, log


def _outcome(attack: tuple[str, ...], hits: int, defender: Fighter, dice: Dice, arrest: bool, shield_counts: bool,
             rules: PeurRules) -> Fight:
    faces, log = _parry(hits, defender, dice, defender.reroll_failed_parry_combat, shield_counts, rules)
    through = sum(1 for f in faces if not parry_succeeds(f, defender, shield_counts, rules))
    # « il faut réussir à lui infliger 2 TOUCHES sans parade ... La victime n'est alors pas blessée et ne teste pas
    # le Moral »
    if arrest and through >= rules.actions["arrest_hits"]:
        return Fight(attack, hits, tuple(faces), tuple(log), through, 0, False, 0, True)
    wounds, ignored = after_single_wound_rule(defender, through)
    morale = morale_dice_owed(wounds, hits - through, 0, rules)
    return Fight(attack, hits, tuple(faces), tuple(log), through, wounds, ignored, morale, False)


def fight(attacker: Fighter, defender: Fighter, dice: Dice, arrest: bool = False,
          rules: PeurRules | None = None) -> Fight:
    """One action of COMBATTRE by ``attacker`` on ``defender`` in contact; ``arrest`` when the attacker means to
    arrest or kidnap (2 unparried hits: handcuffed, not wounded)."""
    rules = rules or load_rules()
    table = rules.table("melee")
    attack = dice.colours(melee_dice(attacker, rules), Purpose.of("peur-roll-fight"))
    hits = sum(table.values[f] for f in attack)
    bonus = melee_bonus_hits(attacker, rules)
    if bonus and (hits > 0 or not rules.setting("melee_extra_hits_need_a_hit")):
        hits += bonus
    return _outcome(attack, hits, defender, dice, arrest, True, rules)


def can_arrest_without_fight(target: Fighter, rules: PeurRules | None = None) -> bool:
    """« 1 figurine suffit, en étant à son contact, si la cible est KO »."""
    return is_ko(target, rules)


@dataclass(frozen=True)
class Ramming:
    """A vehicle (not a motorbike) running into a figure: « Un civil est automatiquement tué. Un membre d'un gang
    subit 1 COMBAT à 1 DÉ ... Une figurine déjà KO percutée subit 1 BLESSURE qui peut être sauvegardée (sans
    Bouclier). »"""

    civilian_killed: bool
    fight: Fight | None


def rammed(target: Fighter, dice: Dice, civilian: bool = False, rules: PeurRules | None = None) -> Ramming:
    rules = rules or load_rules()
    if civilian:
        return Ramming(True, None)
    if is_ko(target, rules):
        return Ramming(False, _outcome((), 1, target, dice, False, False, rules))
    table = rules.table("melee")
    attack = dice.colours(int(rules.actions["rammed_melee_dice"]), Purpose.of("peur-roll-rammed"))
    hits = sum(table.values[f] for f in attack)
    return Ramming(False, _outcome(attack, hits, target, dice, False, True, rules))
