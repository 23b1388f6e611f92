"""ACTIVATIONS, INITIATIVE and the actions — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import (Dice, Fighter, PeurError, actions_this_turn, available_actions,
                                 braqueurs_choose_initiative, check_activation, civilian_killed, climb, command,
                                 cross_obstacle, demonstrators_fighter, detect_hidden, fighter_for, hidden_may,
                                 initiative, may_shoot, may_target, melee_dice, move_per_action, next_players,
                                 passenger_hit, plan_shot, repair, rob)


@pytest.mark.parametrize("face,result", [("red", "cross_and_continue"), ("blue", "cross"), ("yellow", "blocked")])
def test_crossing_an_obstacle(entered, face, result):
    """SE DEPLACER: « ROUGE = passe de l'autre côté et continue, BLEU = passe de l'autre côté, JAUNE = ne traverse
    pas »"""
    assert cross_obstacle(Fighter(), entered(face)).result == result


def test_yamakasi_ignores_one_obstacle_per_move(entered, rules):
    """Yamakasi: « permet d'escalader & Ignore 1 obstacle à chaque déplacement »"""
    agent = fighter_for("K", rules=rules)
    assert cross_obstacle(agent, entered()).faces == ()
    assert cross_obstacle(agent, entered("yellow"), yamakasi_unused=False).result == "blocked"


def test_speeds(rules):
    """« 15cm »; « Transporter un objet lourd ... 10cm / action (y compris Mitrailleuse et Lance-roquettes) »;
    O – RACAILLES « skates ou des patins ce qui passe leur vitesse à 20cm »."""
    assert move_per_action(Fighter()) == 15
    assert move_per_action(fighter_for("C", weapons=["mitrailleuse"], rules=rules)) == 10
    assert move_per_action(fighter_for("C", equipment=["lance-roquette"], rules=rules)) == 10
    assert move_per_action(fighter_for("O", rules=rules)) == 20
    assert move_per_action(fighter_for("O", rules=rules), on_skates=False) == 15


def test_climbing(rules):
    """GRIMPER: « yamakasi peut grimper 1 étage en 1 action »; « En utilisant une échelle, toute figurine grimpe
    2 étages »; la courte échelle « Celle qui grimpe fait l'action tandis que l'autre perd la sienne »."""
    assert climb(fighter_for("M", rules=rules)).floors == 1
    assert climb(Fighter(), ladder=True).floors == 2
    assert climb(Fighter(), helper=True, high_obstacle_or_first_floor=True).helper_loses_action
    with pytest.raises(PeurError):
        climb(Fighter())


@pytest.mark.parametrize("face,result", [("red", "robbed"), ("blue", "nothing"), ("yellow", "victim_attacks")])
def test_robbing_a_civilian(entered, face, result):
    """BRAQUER: « Rouge = Braquage réussi; Bleu = La victime n'a rien sur elle ou ne comprend pas; Jaune = La
    victime attaque en combat »"""
    assert rob(entered(face)).result == result


def test_children_cannot_be_robbed(entered):
    """« Par convention les enfants ne peuvent être braqués »"""
    with pytest.raises(PeurError, match="children"):
        rob(entered("red"), child=True)


@pytest.mark.parametrize("face,result", [("red", "maybe"), ("blue", "spotted"), ("yellow", "nothing_for_good")])
def test_detecting_a_hidden_figure(entered, face, result):
    """SE CACHER: « Rouge = pt'êt qu'oui, pt'êt qu'non; Bleu = Je le vois ce bâtard !; Jaune = Y'a rien chef ! »"""
    assert detect_hidden(entered(face)).result == result


def test_dog_detects_within_10_cm(entered):
    """Chien: « Détection automatique à 10cm »"""
    assert detect_hidden(entered(), dog_within_cm=8).result == "spotted"
    assert detect_hidden(entered("yellow"), dog_within_cm=12).result == "nothing_for_good"


def test_hidden_figure_actions():
    """« Une figurine cachée ne peut accomplir d'autres actions que « recharger », « réparer » ou « se soigner »"""
    assert hidden_may("reload") and hidden_may("heal") and not hidden_may("shoot")


@pytest.mark.parametrize("face,result", [("red", "fixed"), ("blue", "try_again"), ("yellow", "broken")])
def test_repair(entered, face, result):
    """RÉPARER: « Rouge = Arme opérationnelle; Bleu = Essaye encore !; Jaune = Arme définitivement HS »"""
    assert repair(Fighter(), entered(face)).result == result


def test_technos_reroll_a_failed_repair(entered, rules):
    """I – TECHNOS: « Ils peuvent relancer 1 Dé de réparation raté ... par tour. »"""
    assert repair(fighter_for("I", rules=rules), entered("yellow", "red"), reroll_failure=True).result == "fixed"


def test_initiative_highest_d6_ties_reroll(entered):
    """2) INITIATIVE: « Chaque bande jette 1D6. La bande qui obtient le plus s'active en première (à égalité
    relancez). »"""
    result = initiative(["A", "C", "F"], entered("5", "5", "2", "3", "4"))
    assert result.first == "C" and len(result.rounds) == 2 and [g for g, _ in result.rounds[1]] == ["A", "C"]


def test_braqueurs_decide_initiative():
    """H – BRAQUEURS: « Cette bande décide qui prend l'Initiative (hors territoires). »"""
    assert braqueurs_choose_initiative(["A", "H"]) == "H" and braqueurs_choose_initiative(["A", "C"]) is None


def test_initiative_reproduces_from_seed():
    assert initiative(list("ABCDE"), Dice.seeded(5)) == initiative(list("ABCDE"), Dice.seeded(5))


def test_activation_limits():
    """« 1 Leader/Officier peut activer ... jusqu'à 4 membres de sa bande dans un rayon de 10 cm ... 1
    Lieutenant/Sous-off peut en activer jusqu'à 2 »; a vehicle « comme si ce dernier était un Leader ... avec un
    rayon de commandement de 5cm »."""
    assert (command("leader").followers, command("leader").radius_cm) == (4, 10)
    assert command("lieutenant").followers == 2
    assert (command("vehicle").followers, command("vehicle").radius_cm) == (4, 5)
    assert check_activation("leader", [1, 2, 3, 9]) == []
    assert len(check_activation("lieutenant", [1, 2, 12])) == 2


def test_actions_per_turn():
    """« 1 figurine dispose de 2 actions »; « 2 blessures = ... Perte d'1 action »; a flash costs one more."""
    assert actions_this_turn(Fighter()) == 2 and actions_this_turn(Fighter(wounds=2)) == 1
    assert actions_this_turn(Fighter(wounds=2), flashed=True) == 0


def test_gangs_blending_with_civilians(rules):
    """« S'ils ne tirent pas, ils se confondent avec les Civils. » — not a target until identified."""
    assert not may_target(fighter_for("H", rules=rules), identified=False)
    assert may_target(fighter_for("H", rules=rules), identified=True) and may_target(fighter_for("A"), False)


def test_civilians_die_at_one_wound_demonstrators_at_two():
    """« A 1 Blessure ils sont tués. Il faut 2 Blessures pour tuer un socle de Manifestants. »"""
    assert civilian_killed(1) and not civilian_killed(1, demonstrators=True) and civilian_killed(2, True)


def test_passenger_hit_drawn_by_lot(entered):
    """« Pour chaque touche sur le véhicule, tirer au sort quel passager est touché. »"""
    assert passenger_hit(4, entered("3")) == 3
    assert 1 <= passenger_hit(10, Dice.seeded(1)) <= 10


def test_action_list_and_what_a_figure_may_do(rules):
    """3) ACTIVATIONS: « 1 figurine dispose de 2 actions à choisir parmi: Se déplacer, Grimper, Se lever, Ouvrir,
    Braquer, Arrêter / Enlever, Échanger, Soigner / Se soigner, Se cacher, Monter/descendre d'un véhicule, Tirer,
    Combattre, Recharger, Réparer »"""
    labels = {a.label for a in rules.action_list}
    assert {"Se déplacer", "Grimper", "Se lever", "Ouvrir", "Braquer", "Arrêter / Enlever", "Échanger",
            "Soigner / Se soigner", "Se cacher", "Monter/descendre d'un véhicule", "Tirer", "Combattre",
            "Recharger", "Réparer"} <= labels
    member = [a.id for a in available_actions(Fighter())]
    assert "shoot" in member and "heal" not in member and "stand_up" not in member
    assert "heal" in [a.id for a in available_actions(Fighter(doc=True))]
    assert available_actions(Fighter(wounds=3)) == []
    assert "trigger_mine" in [a.id for a in available_actions(fighter_for("I", "leader", rules=rules), mines_left=2)]


def test_hidden_figure_may_only_reload_repair_heal_or_stand():
    """« Une figurine cachée ne peut accomplir d'autres actions que « recharger », « réparer » ou « se soigner » »;
    « Elle se relève en 1 action »."""
    assert {a.id for a in available_actions(Fighter(doc=True), hidden=True)} == {"stand_up", "reload", "repair",
                                                                                "heal"}


def test_next_player(rules):
    """« Le 1er joueur désigne le joueur suivant parmi ceux qui ont joué 1 activation de moins que lui, sinon autant
    que lui. »"""
    played = {"A": 2, "C": 1, "F": 2, "R": 1}
    left = {"A": 3, "C": 4, "F": 3, "R": 0}
    assert next_players(played, "A", left) == ["C"]
    assert next_players({"A": 2, "C": 2, "F": 3}, "A", {"C": 1, "F": 1}) == ["C"]


def test_demonstrators_attack_by_two():
    """« Par convention les manifestants se déplacent et attaquent par 2 (2 DÉS au tir et au combat) »"""
    base = demonstrators_fighter()
    assert melee_dice(base) == 2 and plan_shot("paves", 8, base).dice == 2


def test_only_psychopathes_shoot_into_melee(rules):
    """« La cible doit être visible et non engagée en combat »; R – PSYCHOPATHES « Ce sont les seuls autorisés à
    tirer dans les combats »."""
    assert not may_shoot(Fighter(), True, True) and may_shoot(fighter_for("R", rules=rules), True, True)
    assert not may_shoot(Fighter(), False, False) and may_shoot(Fighter(), True, False)
