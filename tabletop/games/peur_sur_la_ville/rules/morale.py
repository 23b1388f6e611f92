"""Morale (« 5) MORAL »): fate dice per hit and wound, cancelling, the 5/10/20 cm table, wound recovery on three
« + », gang modifiers; the armoured crew test; the demonstrators' simpler test."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from tabletop.games.peur_sur_la_ville.rules.dice import Dice, Purpose
from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter
from tabletop.games.peur_sur_la_ville.rules.rules import MoraleRow, PeurError, PeurRules, load_rules
from tabletop.games.peur_sur_la_ville.rules.wounds import is_ko
from tabletop.i18n import _


def morale_results(rules: PeurRules | None = None) -> list[str]:
    """Result keys from the deepest retreat to the longest advance: '-3' ... '0' ... '+3'."""
    rules = rules or load_rules()
    return ([f"-{r.count}" for r in reversed(rules.morale_minus)] + ["0"]
            + [f"+{r.count}" for r in rules.morale_plus])


def morale_dice_count(owed: int, fighter: Fighter = Fighter(), unwounded_passengers: int = 0,
                      rules: PeurRules | None = None) -> int:
    """Fate dice for a test owed ``owed`` dice: Milice throw 1 more, Afros 1 fewer; a vehicle's crew 1 fewer per
    passenger NOT wounded. No test is owed, no dice."""
    rules = rules or load_rules()
    if owed < 0 or unwounded_passengers < 0:
        raise PeurError(_("morale dice and passengers are counted from 0"))
    if owed == 0:
        return 0
    fewer = unwounded_passengers * int(rules.morale["fewer_dice_per_unwounded_passenger"])
    return max(owed + fighter.morale_dice - fewer, 0)


def activation_morale_dice(fighter: Fighter, rules: PeurRules | None = None) -> int:
    """« est déjà blessé et veut s'activer »: dice for the test before activating (setting
    morale_dice_per_carried_wound), 0 for an unwounded figure."""
    rules = rules or load_rules()
    return morale_dice_count(fighter.wounds * rules.setting("morale_dice_per_carried_wound"), fighter, rules=rules)


@dataclass(frozen=True)
class MoraleOutcome:
    plus: int
    minus: int
    net: int
    result: str  # a key of morale_results
    direction: str  # advance, retreat, none
    move_cm: float
    recover_wounds: int
    label: str


def _row(rows: tuple[MoraleRow, ...], count: int, rules: PeurRules) -> MoraleRow | None:
    exact = [r for r in rows if r.count == count]
    if exact:
        return exact[0]
    if rules.setting("morale_repeat_last_row"):
        below = [r for r in rows if r.count <= count]
        return below[-1] if below else None
    return None


def morale_outcome(plus: int, minus: int, fighter: Fighter = Fighter(), rules: PeurRules | None = None
                   ) -> MoraleOutcome:
    """« Une figurine mise KO annule 1 « + », puis Chaque « + » annule 1 « - » »; Caïd and Psychopathes cancel a
    « - » (setting morale_trait_cancels_first says whether before or after the pairs)."""
    rules = rules or load_rules()
    if is_ko(fighter, rules):
        plus = max(plus - int(rules.morale["ko_cancels_plus"]), 0)
    if rules.setting("morale_trait_cancels_first"):
        net = plus - max(minus - fighter.cancel_minus, 0)
    else:
        net = plus - minus
        if net < 0:
            net = min(net + fighter.cancel_minus, 0)
    row = _row(rules.morale_plus, net, rules) if net > 0 else _row(rules.morale_minus, -net, rules) if net < 0 \
        else None
    if row is None:
        return MoraleOutcome(plus, minus, net, "0", "none", 0.0, 0, "RAS")
    sign = "+" if net > 0 else "-"
    return MoraleOutcome(plus, minus, net, f"{sign}{row.count}", "advance" if net > 0 else "retreat", row.move_cm,
                         row.recover_wounds, row.label)


@dataclass(frozen=True)
class MoraleTest:
    faces: tuple[str, ...]
    outcome: MoraleOutcome


def morale_test(dice_count: int, fighter: Fighter, dice: Dice, rules: PeurRules | None = None) -> MoraleTest:
    """Throw ``dice_count`` fate dice (see ``morale_dice_count``) and read the table; « IMMEDIATEMENT »."""
    rules = rules or load_rules()
    if dice_count < 0:
        raise PeurError(_("a morale test throws 0 or more dice, got {dice_count}").format(
            dice_count=dice_count))
    faces = dice.fate(dice_count, Purpose.of("peur-roll-morale"))
    return MoraleTest(faces, morale_outcome(faces.count("+"), faces.count("-"), fighter, rules))


@dataclass(frozen=True)
class CrewTest:
    faces: tuple[str, ...]
    result: str  # exit_and_shoot, surrender, stay


def armoured_crew_test(causes: Iterable[str], dice: Dice, rules: PeurRules | None = None) -> CrewTest:
    """VEHICULE BLINDÉ: 1 fate die per cause suffered (targeted, immobilised, ablaze, rocket_visible): « au moins 2
    « + » => sort et tire; Au moins 2 « - » => sort et se rend; ... y compris à égalité » stays inside."""
    rules = rules or load_rules()
    causes = list(dict.fromkeys(causes))
    unknown = [c for c in causes if c not in rules.armoured_crew["causes"]]
    if unknown:
        raise PeurError(_("unknown cause '{value}'; causes: {items}").format(
            value=unknown[0], items=', '.join(rules.armoured_crew['causes'])))
    faces = dice.fate(len(causes), Purpose.of("peur-roll-crew"))
    return CrewTest(faces, crew_result(faces.count("+"), faces.count("-"), rules))


def crew_result(plus: int, minus: int, rules: PeurRules | None = None) -> str:
    """exit_and_shoot, surrender or stay for the « + » and « - » of an armoured crew test; a tie always stays;
    with both counts high enough the larger wins (setting armoured_crew_needs_more; false: « + » first)."""
    rules = rules or load_rules()
    need = int(rules.armoured_crew["at_least"])
    if plus == minus:
        return "stay"
    if plus >= need and (plus > minus or not rules.setting("armoured_crew_needs_more")):
        return "exit_and_shoot"
    if minus >= need and minus > plus:
        return "surrender"
    return "stay"


@dataclass(frozen=True)
class DemonstratorsTest:
    faces: tuple[str, ...]
    toward_enemy_cm: float
    away_cm: float


def demonstrators_test(dice_count: int, dice: Dice, rules: PeurRules | None = None) -> DemonstratorsTest:
    """Manifestants: « chaque « + » annule un « - ». Pour chaque « + » => 5cm vers un ennemi, Pour chaque « - » =>
    5 cm pour s'éloigner de tout ennemi »."""
    rules = rules or load_rules()
    faces = dice.fate(dice_count, Purpose.of("peur-roll-protesters"))
    net = faces.count("+") - faces.count("-")
    step = float(rules.morale["demonstrators_step_cm"])
    return DemonstratorsTest(faces, max(net, 0) * step, max(-net, 0) * step)
