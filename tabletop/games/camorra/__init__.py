"""Camorra (3 to 5 players, Naples 2014): the rule data, the combat calculator, the final count and the game on
the shared play interface. The rulebook is ``shared/rules/camorra.md``; the readings of its silent passages are
settings in ``camorra.toml``."""

from __future__ import annotations

from tabletop.games.camorra.game import CamorraGame


def load_game() -> CamorraGame:
    return CamorraGame()


__all__ = ["CamorraGame", "load_game"]
