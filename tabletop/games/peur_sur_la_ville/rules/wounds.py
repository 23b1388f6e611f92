"""Wounds and what they cost (« 4) BLESSURES »), the death test (« MORT »), healing (« SOIGNER / SE SOIGNER »),
and the animals that take wounds for their master (dog, horse)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from tabletop.games.peur_sur_la_ville.rules.dice import Dice, Purpose
from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter
from tabletop.games.peur_sur_la_ville.rules.rules import PeurError, PeurRules, WoundEffect, load_rules
from tabletop.i18n import _


def wound_effect(wounds: int, rules: PeurRules | None = None) -> WoundEffect:
    """Dice and actions lost at ``wounds`` wounds: the last row of the table at or below that count."""
    rules = rules or load_rules()
    if wounds < 0:
        raise PeurError(_("wounds must be 0 or more, got {wounds}").format(
            wounds=wounds))
    rows = [e for e in rules.wound_effects if e.wounds <= wounds]
    return rows[-1] if rows else WoundEffect(wounds=0, shooting_dice=0, melee_dice=0, actions=0)


def is_ko(fighter: Fighter, rules: PeurRules | None = None) -> bool:
    """« 3+ blessures = KO »; a figure can also be KO for the turn (taser, flash-ball, tear gas)."""
    rules = rules or load_rules()
    return fighter.ko or fighter.wounds >= rules.wounds["ko_at"]


def actions_left(fighter: Fighter, rules: PeurRules | None = None) -> int:
    """Actions a figure has this turn: 2, minus 1 at 2 wounds, none when KO."""
    rules = rules or load_rules()
    if is_ko(fighter, rules):
        return 0
    return max(rules.actions["per_figure"] - wound_effect(fighter.wounds, rules).actions, 0)


def after_single_wound_rule(fighter: Fighter, wounds: int) -> tuple[int, bool]:
    """Junkies and Vétéran: « S'il ne subit qu'1 seule Blessure en Tir ou en Combat, celle-ci est tout simplement
    annulée ». Returns (wounds kept, whether one was cancelled)."""
    if fighter.ignore_single_wound and wounds == 1:
        return 0, True
    return wounds, False


def morale_dice_owed(wounds: int, saved_hits: int = 0, morale_only_hits: int = 0,
                     rules: PeurRules | None = None) -> int:
    """Fate dice a figure must throw after an action that hurt it (see the morale_dice_per_* settings)."""
    rules = rules or load_rules()
    return (wounds * rules.setting("morale_dice_per_wound")
            + saved_hits * rules.setting("morale_dice_per_saved_hit")
            + morale_only_hits * rules.setting("morale_dice_per_morale_only_hit"))


@dataclass(frozen=True)
class WoundTest:
    """A colour-die test that changes a figure's wounds: the faces thrown, the one kept (the best in the setting's
    order when several are thrown), its result and the rulebook's words for it, and the wounds it leaves."""

    faces: tuple[str, ...]
    kept: str
    result: str
    label: str
    wounds_after: int


class DeathTest(WoundTest):
    """The death test; ``result`` is dies, stays_ko or recovers."""


def _best(faces: tuple[str, ...], results: Mapping[str, str], order: Sequence[str]) -> str:
    """The face whose result comes first in ``order`` (a setting listing results best first)."""
    return min(faces, key=lambda face: order.index(results[face]))


def death_test(fighter: Fighter, dice: Dice, rules: PeurRules | None = None) -> DeathTest:
    """« En début de tour, testez chaque figurine ayant 3 blessures ou plus avec 1 DÉ DE COULEUR » — Psychopathes
    throw 2 and keep the best (setting death_best_order)."""
    rules = rules or load_rules()
    if fighter.wounds < rules.wounds["death_test_at"]:
        raise PeurError(_("only a figure with {value} wounds or more takes the death test (this one has {wounds})"
                          ).format(value=rules.wounds["death_test_at"], wounds=fighter.wounds))
    table = rules.table("death")
    faces = dice.colours(max(fighter.death_test_dice, 1), Purpose.of("peur-roll-death"))
    kept = _best(faces, table.results, rules.setting("death_best_order"))
    return DeathTest(faces, kept, table.results[kept], table.labels[kept], fighter.wounds + table.values[kept])


@dataclass(frozen=True)
class Healing(WoundTest):
    """A healing; ``result`` is stabilised, recover or worse; ``rerolled`` when the Technos' reroll was used."""

    rerolled: bool


def heal(healer: Fighter, patient: Fighter, dice: Dice, reroll_failure: bool = False,
         rules: PeurRules | None = None) -> Healing:
    """A Doc (or Guérisseur) in contact treats a wounded figure — or itself: « Rouge = Stabilisé, Bleu = Récupère
    1 Blessure, Jaune = Oups ! Prend +1 Blessure ». A Guérisseur already Doc keeps the best of 2 dice; Technos may
    reroll a failed healing die once per turn (``reroll_failure``, when their reroll is still unused)."""
    rules = rules or load_rules()
    if not healer.doc:
        raise PeurError(_("only a Doc (or a Guérisseur) can heal"))
    if patient.wounds < 1:
        raise PeurError(_("the patient has no wound to heal"))
    table = rules.table("heal")
    faces = dice.colours(max(healer.heal_dice, 1), Purpose.of("peur-roll-heal"))
    kept = _best(faces, table.results, rules.setting("heal_best_order"))
    rerolled = False
    if table.results[kept] == "worse" and reroll_failure and healer.reroll_repair_or_heal > 0:
        kept = dice.colour(Purpose.of("peur-roll-heal-again"))
        faces = faces + (kept,)
        rerolled = True
    return Healing(faces, kept, table.results[kept], table.labels[kept], patient.wounds + table.values[kept],
                   rerolled)


@dataclass(frozen=True)
class WoundSplit:
    """Where the wounds of a hit figure go when an animal shares them."""

    figure: int
    animal: int
    animal_faces: tuple[str, ...] = ()


def dog_takes_wounds(wounds: int, dog_wounds: int, rules: PeurRules | None = None) -> WoundSplit:
    """« le chien prend les Blessures à sa place, mais meurt à 2 Blessures »: the dog soaks wounds until dead."""
    rules = rules or load_rules()
    room = max(rules.wounds["dog_dies_at"] - dog_wounds, 0)
    to_dog = min(wounds, room)
    return WoundSplit(figure=wounds - to_dog, animal=to_dog)


def horse_takes_wounds(wounds: int, dice: Dice, rules: PeurRules | None = None) -> WoundSplit:
    """Cheval: « à chaque Touche sur le cavalier jetez 1 DÉ DE COULEUR et sur ROUGE le cheval prend la Blessure »."""
    rules = rules or load_rules()
    table = rules.table("horse")
    faces = dice.colours(wounds, Purpose.of("peur-roll-horse"))
    to_horse = sum(1 for face in faces if table.results[face] == "horse")
    return WoundSplit(figure=wounds - to_horse, animal=to_horse, animal_faces=faces)


def horse_out(horse_wounds: int, rules: PeurRules | None = None) -> bool:
    """Cheval: « A 3 Blessures le cheval est Hors Combat comme un personnage. »"""
    rules = rules or load_rules()
    return horse_wounds >= rules.wounds["horse_out_at"]
