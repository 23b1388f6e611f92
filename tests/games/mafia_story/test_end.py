"""The end of Mafia Story and who wins: 30 points, 50 for a team at 4 players, 6 cards left in the city, and
the tie-break on the cards to the right."""

from tabletop.games.mafia_story import load_rules
from tabletop.games.mafia_story.ending import Standing, end_reached, ranking, winner

SETTINGS = load_rules().settings


def test_a_player_at_30_ends_the_game_and_wins():
    """« A 2 et 3 joueurs, la partie s'arrête lorsqu'un joueur atteint 30 points. Le joueur est déclaré
    vainqueur. »"""
    table = [Standing("Ana", 29, 5), Standing("Bruno", 12, 9), Standing("Carla", 3, 1)]
    assert not end_reached(table, 20, SETTINGS)
    table[0] = Standing("Ana", 30, 5)
    assert end_reached(table, 20, SETTINGS) and winner(table, SETTINGS) == "Ana"
    assert ranking(table, SETTINGS).decided_by == "reaching the target"


def test_a_team_at_50_ends_the_game_at_4_players():
    """« A 4 joueurs, la partie s'arrête lorsqu'un joueur atteint 30 points ou qu'une équipe atteint 50 points
    (en cumulant les points des 2 équipiers). L'équipe est déclarée victorieuse. »"""
    table = [Standing("Ana", 26, 4, team="Ana & Carla"), Standing("Bruno", 28, 4, team="Bruno & Dino"),
             Standing("Carla", 24, 3, team="Ana & Carla"), Standing("Dino", 10, 2, team="Bruno & Dino")]
    assert end_reached(table, 20, SETTINGS)
    assert winner(table, SETTINGS) == "Ana & Carla"
    result = ranking(table, SETTINGS)
    assert [(p.name, p.rank) for p in result.players] == [("Ana", 1), ("Carla", 1), ("Bruno", 2), ("Dino", 2)]
    table[0] = Standing("Ana", 24, 4, team="Ana & Carla")
    assert not end_reached(table, 20, SETTINGS)  # 48 and 38: nobody there yet


def test_the_team_of_a_player_at_30_wins_even_with_fewer_points_in_all():
    """« lorsqu'un joueur atteint 30 points … L'équipe est déclarée victorieuse »"""
    table = [Standing("Ana", 30, 4, team="A"), Standing("Bruno", 29, 4, team="B"),
             Standing("Carla", -5, 3, team="A"), Standing("Dino", 20, 2, team="B")]
    assert end_reached(table, 20, SETTINGS) and winner(table, SETTINGS) == "A"


def test_six_cards_left_end_the_game_on_points_then_cards_to_the_right():
    """« Si, lorsqu'il ne reste plus que 6 cartes en ville …, les joueurs ne sont pas parvenus à 30 (ou 50)
    points, la partie s'arrête et c'est le joueur … qui totalise le plus de points qui l'emporte. En cas
    d'égalité, c'est le joueur (l'équipe à 4 joueurs) qui a le plus de cartes à sa droite qui l'emporte. »"""
    table = [Standing("Ana", 14, 3), Standing("Bruno", 14, 5), Standing("Carla", 2, 9)]
    assert not end_reached(table, 7, SETTINGS)
    assert end_reached(table, 6, SETTINGS) and end_reached(table, 5, SETTINGS)
    result = ranking(table, SETTINGS)
    assert winner(table, SETTINGS) == "Bruno"
    assert result.decided_by == "cards to the right" and "Bruno wins with the most cards to the right" in result.explanation
    assert [(p.name, p.rank) for p in result.players] == [("Bruno", 1), ("Ana", 2), ("Carla", 3)]


def test_the_team_tie_break_adds_both_teammates_right_cards():
    """« c'est … l'équipe à 4 joueurs qui a le plus de cartes à sa droite qui l'emporte »"""
    table = [Standing("Ana", 10, 1, team="A"), Standing("Bruno", 5, 6, team="B"),
             Standing("Carla", 5, 4, team="A"), Standing("Dino", 10, 0, team="B")]
    assert winner(table, SETTINGS) == "B"  # 15 points each; 5 cards to the right against 6
    assert ranking(table, SETTINGS).decided_by == "cards to the right"


def test_level_on_points_and_cards_the_winners_share_first_place():
    """Nothing after « le plus de cartes à sa droite »: the winners share first place."""
    table = [Standing("Ana", 8, 3), Standing("Bruno", 8, 3)]
    assert winner(table, SETTINGS) is None and ranking(table, SETTINGS).decided_by == "tie"
