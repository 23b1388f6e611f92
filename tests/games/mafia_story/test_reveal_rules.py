"""The reveal of Mafia Story: the nine scoring rules one by one, the −2 of rule 7, teams, prevention cards with
their obligation (the book's player who neutralises himself), and the city count."""

import pytest

from tabletop.games.mafia_story import Card, load_rules
from tabletop.games.mafia_story.reveal import (PlacedToken, Prevention, RevealError, Seat, city_after, deltas,
                                               resolve_prevention, score_token, score_tokens)

RULES = load_rules()
TWO = [Seat("Ana", "rouge"), Seat("Bruno", "vert")]
FOUR = [Seat("Ana", "rouge", "AC"), Seat("Bruno", "vert", "BD"), Seat("Carla", "bleu", "AC"),
        Seat("Dino", "blanc", "BD")]


def scored(kind, card, seats=TWO, player="Ana"):
    return score_token(RULES, seats, PlacedToken(player, kind, card))


def test_rule_1_encaissement_on_own_territory_or_special():
    """« Si un jeton encaissement est placé sur une carte territoire ou activité spéciale de son activité …, la
    carte est placée à la droite du joueur qui a mis un jeton dessus, elle lui rapporte les points indiqués »"""
    s = scored("encaissement", Card("territoire", "rouge", 6))
    assert (s.rule.number, s.pile, s.points, s.controller) == (1, "right", 6, None)
    s = scored("encaissement", Card("speciale", "rouge"))
    assert (s.rule.number, s.pile, s.points) == (1, "right", 10)


def test_rule_2_encaissement_on_prostituee():
    """« Si un jeton encaissement est placé sur une carte prostituée, la carte est placée à la droite du joueur
    qui a mis un jeton dessus, elle lui rapporte 1 point »"""
    s = scored("encaissement", Card("prostituee"))
    assert (s.rule.number, s.pile, s.points) == (2, "right", 1)


def test_rule_3_encaissement_on_enemy_card():
    """« Si un jeton encaissement est placé sur une carte territoire ou activité spéciale d'une activité
    ennemie, la carte est placée à la gauche …, elle lui enlève les points indiqués sur la carte »"""
    s = scored("encaissement", Card("territoire", "vert", 5))
    assert (s.rule.number, s.pile, s.points, s.controller_loses) == (3, "left", -5, 0)
    s = scored("encaissement", Card("speciale", "vert"))
    assert (s.rule.number, s.pile, s.points) == (3, "left", -10)


def test_rule_4_encaissement_on_drive_by():
    """« Si un jeton encaissement est placé sur une carte drive by shooting, la carte est placée à la gauche du
    joueur qui a mis un jeton dessus, elle lui enlève 1 point »"""
    s = scored("encaissement", Card("drive-by"))
    assert (s.rule.number, s.pile, s.points) == (4, "left", -1)


def test_rule_5_guerre_on_own_card():
    """« Si un jeton guerre des gangs est placé sur une carte territoire ou activité spéciale de son activité
    …, la carte est placée à la gauche du joueur qui a mis un jeton dessus, elle lui enlève les points »"""
    s = scored("guerre", Card("territoire", "rouge", 7))
    assert (s.rule.number, s.pile, s.points, s.controller) == (5, "left", -7, None)


def test_rule_6_guerre_on_prostituee():
    """« Si un jeton guerre des gangs est placé sur une carte prostituée, la carte est placée à la gauche du
    joueur qui a mis un jeton dessus, elle lui enlève 1 point »"""
    s = scored("guerre", Card("prostituee"))
    assert (s.rule.number, s.pile, s.points) == (6, "left", -1)


def test_rule_7_guerre_on_enemy_card_costs_its_controller_2():
    """« Si un jeton guerre des gangs est placé sur une carte territoire ou activité spéciale d'une activité
    ennemie, la carte est placée à la droite …, elle lui rapporte les points indiqués sur la carte et fait
    perdre 2 points au joueur qui contrôle cette activité »"""
    s = scored("guerre", Card("territoire", "vert", 4))
    assert (s.rule.number, s.pile, s.points, s.controller, s.controller_loses) == (7, "right", 4, "Bruno", 2)
    assert deltas(TWO, [s]) == {"Ana": 4, "Bruno": -2}
    neutral = scored("guerre", Card("territoire", "bleu", 3))  # nobody plays bleu: the neutral card
    assert (neutral.points, neutral.controller) == (3, None)
    assert deltas(TWO, [neutral]) == {"Ana": 3, "Bruno": 0}


def test_rule_8_guerre_on_drive_by():
    """« Si un jeton guerre des gangs est placé sur une carte drive by shooting, la carte est placée à la droite
    du joueur qui a mis un jeton dessus, elle lui rapporte 1 point »"""
    s = scored("guerre", Card("drive-by"))
    assert (s.rule.number, s.pile, s.points) == (8, "right", 1)


@pytest.mark.parametrize("kind", ["encaissement", "guerre"])
@pytest.mark.parametrize("family", ["rouge", "vert"])
def test_rule_9_any_token_on_a_police_card(kind, family):
    """« Si un jeton encaissement ou guerre des gangs est placé sur la carte police, la carte est placée à la
    gauche du joueur qui a mis un jeton dessus, elle lui enlève 8 points »"""
    s = scored(kind, Card("police", family))
    assert (s.rule.number, s.pile, s.points, s.controller_loses) == (9, "left", -8, 0)


def test_a_teammates_family_counts_as_ones_own():
    """« de son activité (ou de celle de son équipier à 4 joueurs) »: Ana (rouge) and Carla (bleu) together."""
    cash = scored("encaissement", Card("territoire", "bleu", 5), FOUR)
    assert (cash.rule.number, cash.pile, cash.points) == (1, "right", 5)
    war = scored("guerre", Card("speciale", "bleu"), FOUR)
    assert (war.rule.number, war.pile, war.points, war.controller) == (5, "left", -10, None)
    enemy = scored("guerre", Card("territoire", "blanc", 2), FOUR)
    assert (enemy.rule.number, enemy.controller) == (7, "Dino")


def test_the_player_who_neutralises_himself():
    """« Si par exemple on a placé un jeton encaissement et que l'on a joué une carte empêcher un encaissement
    en pensant empêcher un encaissement adverse. Lorsque l'on révèle les jetons on s'aperçoit que l'on est le
    seul à avoir joué un jeton encaissement, on est alors obligé de se neutraliser soi-même »"""
    tokens = [PlacedToken("Ana", "encaissement", Card("territoire", "rouge", 7)),
              PlacedToken("Bruno", "guerre", Card("territoire", "rouge", 3))]
    out = resolve_prevention([Prevention("Ana", "encaissement")], tokens, spread=True)
    assert out == [("Ana", "encaissement")]
    with pytest.raises(RevealError, match="Bruno has no encaissement token on the table to target"):
        resolve_prevention([Prevention("Ana", "encaissement", "Bruno")], tokens, spread=True)
    left = [t for t in tokens if (t.player, t.kind) not in out]
    assert deltas(TWO, score_tokens(RULES, TWO, left)) == {"Ana": -2, "Bruno": 3}  # his 7 stays in the city


def test_a_target_must_be_named_when_several_are_possible_and_two_cards_spread():
    """« On est obligé de choisir une cible pour sa carte, si cela est possible »"""
    tokens = [PlacedToken("Ana", "guerre", Card("drive-by")), PlacedToken("Bruno", "guerre", Card("prostituee"))]
    with pytest.raises(RevealError, match="may target Ana, Bruno"):
        resolve_prevention([Prevention("Ana", "guerre")], tokens, spread=True)
    both = resolve_prevention([Prevention("Ana", "guerre", "Bruno"), Prevention("Bruno", "guerre")], tokens, True)
    assert both == [("Bruno", "guerre"), ("Ana", "guerre")]
    with pytest.raises(RevealError, match="targeted already"):
        resolve_prevention([Prevention("Ana", "guerre", "Bruno"), Prevention("Bruno", "guerre", "Bruno")],
                           tokens, True)
    assert resolve_prevention([Prevention("Ana", "encaissement")], tokens, True) == []  # spent, no effect


def test_scoring_a_police_card_leaves_the_city_count_unchanged():
    """« on ne compte pas les éventuelles cartes surplombées par des cartes police restantes »: the card under
    the police card counts again once it is uncovered."""
    scores = score_tokens(RULES, TWO, [PlacedToken("Ana", "guerre", Card("police", "vert")),
                                       PlacedToken("Bruno", "encaissement", Card("speciale", "vert")),
                                       PlacedToken("Bruno", "guerre", Card("prostituee"))])
    assert city_after(10, scores, exclude_under_special=False) == 8
    assert city_after(10, scores, exclude_under_special=True) == 9
