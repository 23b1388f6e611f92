"""Gangster Paradise: 2 to 5 clans, 8 turns of 5 phases; the referee's laptop is the bank's clerk."""

from tabletop.games.gangster_paradise.game import GangsterParadise, load_game

__all__ = ["GangsterParadise", "load_game"]
