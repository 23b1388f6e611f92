"""Income (« Prendre ses recettes »): each business line pays the highest number its built tokens uncovered on
the player's board, the four lines are added, and the rente is paid at 1 reputation."""

from __future__ import annotations

from typing import Mapping, Sequence

from tabletop.games.narcopolis.rules import KINDS
from tabletop.i18n import _


def line_income(numbers: Sequence[int], built: int) -> int:
    """« Seul le nombre le plus élevé de chaque ligne de Business est pris en compte »: the highest of the first
    ``built`` numbers of the line (0 when nothing is built)."""
    if built < 0 or built > len(numbers):
        raise ValueError(_("{built} built, the line has {count} places").format(
            built=built, count=len(numbers)))
    return max(numbers[:built], default=0)


def income_lines(table: Mapping[str, Sequence[int]], built: Mapping[str, int]) -> dict[str, int]:
    """Each line's income; ``built`` is the tokens taken off the board per kind (missing kinds: 0)."""
    unknown = sorted(set(built) - set(KINDS))
    if unknown:
        raise ValueError(_("no business kind '{value}' (one of {items})").format(
            value=unknown[0], items=', '.join(KINDS)))
    lines = {}
    for kind in KINDS:
        try:
            lines[kind] = line_income(table[kind], built.get(kind, 0))
        except ValueError as exc:
            raise ValueError(_("{kind}: {exc}").format(
                kind=kind, exc=exc)) from None
    return lines


def turn_income(table: Mapping[str, Sequence[int]], built: Mapping[str, int], reputation: int, *,
                rente: int, rente_at: int) -> int:
    """A turn's income: the sum of the lines, plus the rente « Si tu es à 1 point de Réputation »."""
    return sum(income_lines(table, built).values()) + (rente if reputation == rente_at else 0)
