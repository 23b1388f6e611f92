"""6) CONSTRUIRE SON GANG: the 18 gang templates — one test per clause."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import PeurError, fighter_for, gang, new_roster, roster_problems

LETTERS = "ABCDEFGHIJKLMNOPQR"
NAMES = ["Police", "SWAT", "Junkies", "Milice", "Ruskofs", "Skins", "Asiats", "Braqueurs", "Technos", "Trafiquants",
         "Agents spéciaux", "Anars", "Amazones", "Ritals ou Irlandais", "Racailles", "Bykers", "Afros",
         "Psychopathes"]


def test_eighteen_gangs_a_to_r(rules):
    assert list(rules.gangs) == list(LETTERS)
    assert [g.name for g in rules.gangs.values()] == NAMES


@pytest.mark.parametrize("letter", LETTERS)
def test_every_template_builds_and_validates(letter, rules):
    """« Chaque joueur commence avec 1 bande de 10 figurines parmi celles proposées. »"""
    roster = new_roster(letter, rules)
    assert len(roster.figures) == 10 and roster_problems(roster, rules) == []
    assert roster.left(rules) == rules.gangs[letter].budget


@pytest.mark.parametrize("letter,leader,lieutenant,doc,members", [
    ("A", 1, 1, 0, 8), ("B", 1, 1, 1, 7), ("C", 1, 1, 1, 7), ("D", 1, 0, 0, 9), ("E", 1, 1, 0, 8),
    ("F", 1, 1, 0, 8), ("G", 1, 1, 1, 7), ("H", 1, 1, 0, 8), ("I", 1, 1, 1, 7), ("J", 1, 1, 0, 8),
    ("K", 1, 1, 0, 8), ("L", 1, 0, 0, 9), ("M", 1, 1, 1, 7), ("N", 1, 1, 0, 8), ("O", 1, 1, 0, 8),
    ("P", 1, 1, 0, 8), ("Q", 1, 1, 1, 7), ("R", 1, 0, 0, 9)])
def test_composition(rules, letter, leader, lieutenant, doc, members):
    """Each gang's first line, e.g. « A – POLICE: 1 OFFICIER + 1 SOUS OFF + 8 FLICS »."""
    c = rules.gangs[letter].composition
    assert (c["leader"], c["lieutenant"], c["doc"], c["member"]) == (leader, lieutenant, doc, members)


def test_budgets(rules):
    """« Chaque bande commence avec un budget de 10 Bitcoins »; Police « un budget d'équipement de 15 Bitcoins »;
    Asiats « Leur budget d'équipement est de 15 Bitcoins »."""
    assert {l: g.budget for l, g in rules.gangs.items() if g.budget != rules.default_budget} == {"A": 15, "G": 15}


def test_starting_weapons_and_kit(rules):
    """Police/SWAT « Tous disposent d'1 Pistolet », SWAT « et d'1 Gilet pare-balles », Milice « 2 Armes », Anars
    « 1 Masque à gaz et d'1 Cocktail Molotov », Amazones « 1 Arme de combat »."""
    assert rules.gangs["A"].fixed_weapons == ("pistolet",) and "gilet" in rules.gangs["B"].kit
    assert rules.gangs["D"].weapon_count == 2
    assert set(rules.gangs["L"].kit) == {"masque-a-gaz", "cocktail-molotov"}
    assert rules.gangs["M"].choose_from == ("melee",)
    assert fighter_for("B", rules=rules).vest


def test_vehicles(rules):
    """Police « 2 Voitures/motos »; SWAT « 1 véhicule blindé »; Braqueurs « 2 Voitures »; Trafiquants « 2 camions »;
    Bykers « Tous ont une moto »; Afros « 2 voitures tunées »."""
    vehicles = {l: dict(g.vehicles) for l, g in rules.gangs.items() if g.vehicles}
    assert vehicles == {"A": {"voiture-ou-moto": 2}, "B": {"vehicule-blinde": 1}, "H": {"voiture": 2},
                        "J": {"camion": 2}, "P": {"moto": 10}, "Q": {"voiture-tunee": 2}}
    assert rules.starting_vehicles["vehicule-blinde"].armoured


def test_free_abilities_by_role(rules):
    """Ruskofs « sont « Caïd » »; Skins « Brute »; Agents and Amazones « yamakasi »; Ritals « Le Leader est un
    « caïd » et une « célébrité », et le lieutenant est un « vétéran » »; Afros « Le leader est une « célébrité »,
    le Lieutenant est un « caïd » et le Doc est un « guérisseur » »."""
    assert fighter_for("E", rules=rules).cancel_minus == 1 and fighter_for("F", rules=rules).melee_extra_dice == 1
    assert fighter_for("K", rules=rules).climb and fighter_for("M", rules=rules).climb
    ritals = fighter_for("N", "leader", rules=rules)
    assert ritals.cancel_minus == 1 and ritals.shooters_reroll_hit and not fighter_for("N", rules=rules).cancel_minus
    assert fighter_for("N", "lieutenant", rules=rules).ignore_single_wound
    assert fighter_for("Q", "lieutenant", rules=rules).cancel_minus == 1
    assert fighter_for("Q", "doc", rules=rules).heal_dice == 2


def test_campaign_modifiers(rules):
    """Ritals « le bénéfice de chaque tour est augmenté de +2 Bitcoins. Le gang débute avec une Réputation = 1 »;
    Trafiquants « la bande gagne 2 bitcoins » per truck; Technos « 2 mines à chaque tour de campagne »."""
    effects = {l: {e.effect: e.value for e in g.effects} for l, g in rules.gangs.items()}
    assert effects["N"]["campaign_income"] == 2 and effects["N"]["starting_reputation"] == 1
    assert effects["J"]["truck_income"] == 2 and effects["I"]["mines"] == 2
    resources = {l: [e.resource for e in g.effects if e.effect == "campaign_resource"] for l, g in rules.gangs.items()}
    assert resources["N"] == ["corruption", "sentinelle"] and resources["Q"] == ["informateur"]
    assert resources["R"] == ["bizness"]


def test_every_special_rule_quotes_the_rulebook(rules):
    assert all(e.text for g in rules.gangs.values() for e in g.effects)
    assert all(r.text for g in rules.gangs.values() for r in g.restrictions)


def test_unknown_gang_is_one_line():
    with pytest.raises(PeurError, match="unknown gang 'Z'; gangs: A Police"):
        gang("Z")
    assert gang("q").name == "Afros"
