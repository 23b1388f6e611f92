"""Bluff-dice combat (« Les combats »): three dice read highest first, announcements each above the last, and
« tu bluffes » checks the last one: a bluff loses, a true announcement wins."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial
from typing import Any, Sequence
from tabletop.i18n import _, ngettext
from tabletop.jsontext import Inside, typed
from tabletop.rule_places.narcopolis import COMBAT
from tabletop.schema_words import place_words

LOWEST, HIGHEST = 111, 666


class CombatError(ValueError):
    """An impossible roll or announcement, or a check by the wrong player: one line saying which."""


def not_three_faces(dice: object) -> str:
    """« les dés donnent 7, 1, 2, et non trois faces de 1 à 6 »: the faces read, each as the language writes a value
    (never Python's list)."""
    faces = ", ".join(typed(d) for d in dice) if isinstance(dice, (list, tuple)) else typed(dice)
    return _("the dice read {faces}, not three faces from 1 to 6").format(faces=faces)


def read_dice(dice: Sequence[int]) -> int:
    """« le chiffre le plus élevé représente les centaines, le deuxième les dizaines et le troisième les unités »:
    4, 1, 6 reads 641. Fewer than three faces, each 1-6, are dice not all picked yet: said so."""
    if isinstance(dice, (list, tuple)) and not dice:
        raise CombatError(_("no die has a face: pick a face for each die"))
    if (isinstance(dice, (list, tuple)) and len(dice) < 3
            and all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)):
        raise CombatError(ngettext("{count} of the three dice has a face: pick a face for each die",
                                   "{count} of the three dice have a face: pick a face for each die",
                                   len(dice)).format(count=len(dice)))
    if (isinstance(dice, (str, bytes)) or len(dice) != 3
            or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)):
        raise CombatError(not_three_faces(dice))
    high, mid, low = sorted(dice, reverse=True)
    return high * 100 + mid * 10 + low


def is_reading(number: Any) -> bool:
    """Whether three dice can read ``number``: digits 1-6, never rising (111 to 666; 56 numbers)."""
    if not isinstance(number, int) or isinstance(number, bool) or not LOWEST <= number <= HIGHEST:
        return False
    digits = [number // 100, number // 10 % 10, number % 10]
    return all(1 <= d <= 6 for d in digits) and digits[0] >= digits[1] >= digits[2]


def readings_above(number: int | None) -> list[int]:
    """Every number a roll can read that is above ``number`` (all of them when nothing was announced yet)."""
    return [n for n in READINGS if number is None or n > number]


def roll_outcomes() -> list[tuple[tuple[int, int, int], float]]:
    """The 56 readings of three dice as sorted faces (highest first), with their probabilities."""
    outcomes = []
    for faces in combinations_with_replacement(range(6, 0, -1), 3):
        arrangements = factorial(3)
        for count in Counter(faces).values():
            arrangements //= factorial(count)
        outcomes.append((faces, arrangements / 216))
    return outcomes


READINGS: tuple[int, ...] = tuple(sorted(read_dice(f) for f, _ in roll_outcomes()))


def is_bluff(dice: Sequence[int], announce: int, *, under_announce_is_bluff: bool = True) -> bool:
    """« Un bluff est lorsqu'un score est différent de celui annoncé »; with advanced rule 3 announcing under
    one's dice is not a bluff."""
    score = read_dice(dice)
    return announce != score if under_announce_is_bluff else announce > score


def check_announce(announce: Any, previous: int | None) -> None:
    """Refuse an announcement dice cannot read, or one not above the previous (« un résultat au-dessus »)."""
    if not is_reading(announce):
        raise CombatError(_("{announce} cannot be rolled (three faces 1-6 read highest first, 111 to 666)").format(
            announce=typed(announce)))
    if previous is not None and announce <= previous:
        raise CombatError(_("{announce} is not above the previous announcement {previous}").format(
            announce=announce, previous=previous))


@dataclass(frozen=True)
class CombatResult:
    scores: tuple[int, ...]  # each exchange's dice, read highest first
    bluff: bool  # the checked (last) announcement was a bluff
    winner: str


def settle(attacker: str, defender: str, exchanges: Sequence[dict[str, Any]], called_by: str, *,
           under_announce_is_bluff: bool = True, only_opponent_calls: bool = True) -> CombatResult:
    """A whole combat: the attacker rolls first, then the fighters alternate; the caller checks the last
    exchange. Any impossible step raises CombatError naming the exchange (1-based)."""
    if attacker == defender:
        raise CombatError(_("the attacker and the defender are the same player"))
    if not exchanges:
        raise CombatError(_("no exchange: the attacker announces first"))
    scores: list[int] = []
    previous: int | None = None
    for number, exchange in enumerate(exchanges, start=1):
        expected = attacker if number % 2 else defender
        try:
            if exchange.get("by") != expected:
                raise CombatError(_("by {get}, but it is {expected}'s turn to roll").format(
                    get=typed(exchange.get('by')), expected=expected))
            scores.append(read_dice(exchange.get("dice") or ()))
            check_announce(exchange.get("announce"), previous)
        except CombatError as exc:
            # At its place in the combat's file (``Inside``): the command names the file once, before it.
            raise CombatError(Inside(place_words(("exchanges", number - 1), COMBAT, None), str(exc))) from None
        previous = exchange["announce"]
    last = exchanges[-1]
    other = defender if last["by"] == attacker else attacker
    if called_by == last["by"] or (only_opponent_calls and called_by != other):
        raise CombatError(Inside(place_words(("called_by",), COMBAT, None), _(
            "{called_by} cannot say « tu bluffes » on {value}'s announcement").format(
            called_by=typed(called_by), value=last["by"])))
    bluff = is_bluff(last["dice"], last["announce"], under_announce_is_bluff=under_announce_is_bluff)
    return CombatResult(tuple(scores), bluff, other if bluff else last["by"])
