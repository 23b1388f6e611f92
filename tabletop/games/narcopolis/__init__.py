"""Narcopolis: money, reputation and businesses on a map of 5 zones × 7 quartiers, jobs, influence, event cards,
bluff-dice combat, and Furi for two players. ``load_game`` gives the core registered in ``tabletop.games``."""

from __future__ import annotations

from tabletop.games.narcopolis.game import Narcopolis


def load_game() -> Narcopolis:
    return Narcopolis()


__all__ = ["Narcopolis", "load_game"]
