"""Prices and limits of a turn's actions, as pure functions over numbers (the book's summary: « Attaquer : 3M$
par Business, Implanter : 5M$ … Mécénat (+1): 20M$, Humiliation (+10M$) : 1 »)."""

from __future__ import annotations

from typing import Mapping, Sequence


def attack_price(businesses_on_quartier: int, per_business: int) -> int:
    """« payer à la banque 3M$ par Business exploité dessus »."""
    return businesses_on_quartier * per_business


def mecenat_points(reputation: int, money: int, price: int, below: int) -> int:
    """Points mécénat may buy: « autant … que tu le souhaites » at ``price`` each, but « Tu ne peux plus faire de
    Mécénat lorsque tu as 16 points de Réputation ou plus »: each point needs reputation under ``below``."""
    return max(0, min(below - reputation, money // price))


def humiliation_points(reputation: int, sold_this_turn: int, *, most_a_turn: int, floor: int, locked: bool) -> int:
    """Points humiliation may still sell this turn: « jusqu'à 2max/tour », never under the floor (« Tu ne peux
    sortir du jeu »), never once the winning score locked the player's reputation."""
    if locked:
        return 0
    return max(0, min(most_a_turn - sold_this_turn, reputation - floor))


def gap_allowed(built: Mapping[str, int], adding: Sequence[str], gap: int) -> bool:
    """Advanced rule 2: after building ``adding``, the most and least developed lines are at most ``gap`` levels
    apart (0: no such rule)."""
    if not gap:
        return True
    after = dict(built)
    for kind in adding:
        after[kind] += 1
    return max(after.values()) - min(after.values()) <= gap
