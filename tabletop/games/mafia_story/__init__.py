"""Mafia Story: the city grid of face-down cards, tokens bet and chased, the reveal with its nine scoring rules,
teams at 4 players and the end at 30 points (50 for a team) or 6 cards left."""

from tabletop.games.mafia_story.game import MafiaStory, cell_name
from tabletop.games.mafia_story.rules import Card, MafiaRules, load_rules


def load_game() -> MafiaStory:
    return MafiaStory()


__all__ = ["Card", "MafiaRules", "MafiaStory", "cell_name", "load_game", "load_rules"]
