"""The money phases' arithmetic: the resale scale, laundering (capacity, the odd note), bonuses and salaries."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from tabletop.games.gangster_paradise.clan import is_complete
from tabletop.games.gangster_paradise.rules import ROLES, GangsterRules
from tabletop.i18n import _


class MoneyError(ValueError):
    """A sale or a laundering the rules refuse: one line saying why."""


def resale_value(kinds: int, rules: GangsterRules) -> int:
    """Red for a sale of ``kinds`` goods of different kinds: « 1 marchandise pour 5 billets rouges, 2
    marchandises différentes pour 15, 3 différentes pour 35 etc. » (the « etc. » is a setting)."""
    if kinds < 0 or kinds > len(rules.resale_scale):
        raise MoneyError(_("the resale scale goes from 1 to {count} different goods, not {kinds}").format(
            count=len(rules.resale_scale), kinds=kinds))
    return rules.resale_scale[kinds - 1] if kinds else 0


def laundering_capacity(members: Mapping[str, int], rules: GangsterRules) -> int:
    """Red that may be laundered a turn: « limité à 20 billets rouges par commerçant et 60 pour le boss »."""
    return sum(rules.members[r].launders_red * members.get(r, 0) for r in ROLES)


@dataclass(frozen=True)
class Laundering:
    capacity: int
    red_laundered: int
    white: int
    red_kept: int  # the odd note that cannot become white


def launder(red: int, capacity: int, rules: GangsterRules) -> Laundering:
    """Launder ``red`` notes: « 2 billets rouges deviennent 1 billet blanc »; an odd note stays red; more than
    the capacity is refused."""
    if red < 0:
        raise MoneyError(_("cannot launder {red} red").format(
            red=red))
    if red > capacity:
        raise MoneyError(_("{red} red is more than the laundering capacity of {capacity}").format(
            red=red, capacity=capacity))
    white = red // rules.red_per_white
    laundered = white * rules.red_per_white
    return Laundering(capacity=capacity, red_laundered=laundered, white=white, red_kept=red - laundered)


def salaries(members: Mapping[str, int], rules: GangsterRules) -> int:
    """White due in phase 5: soldat 1, commerçant 2, capitaine 2, bras droit 3, boss 4."""
    return sum(rules.members[r].salary * members.get(r, 0) for r in ROLES)


def bonus(members: Mapping[str, int], rules: GangsterRules) -> int:
    """White earned in phase 5 before laundering: the boss's 5, and the complete clan's 10."""
    boss = sum(rules.members[r].bonus_white * members.get(r, 0) for r in ROLES)
    if not is_complete(members, rules):
        return boss
    if rules.complete_bonus_with_boss:
        return boss + rules.complete_clan_white
    return max(boss, rules.complete_clan_white)


def salary_payment(white: int, due: int, rules: GangsterRules) -> tuple[int, bool]:
    """White paid and whether the salaries went unpaid (which cuts the next delivery): a clan short of white
    pays all it has (settings must_pay and pay_all_white) or nothing (all_or_nothing)."""
    if white >= due:
        return due, False
    return (0 if rules.unpaid_salaries == "all_or_nothing" else white), True


def least_laundering(white: int, red: int, capacity: int, due: int, rules: GangsterRules) -> int:
    """The fewest red a clan holding ``white`` (bonuses included) must launder under ``must_pay`` (« chaque
    joueur doit payer en billets blancs les membres du clan »): what its salaries ``due`` still need, at most
    what its red and its capacity allow; 0 under the other readings, where laundering is the clan's choice."""
    if rules.unpaid_salaries != "must_pay" or white >= due:
        return 0
    most = min(red, capacity)
    most -= most % rules.red_per_white
    return min((due - white) * rules.red_per_white, most)
