"""Rule data: every file loads against its schema, errors name the file and the field, house rules override."""

import re
from importlib import resources

import pytest

from tabletop.games.peur_sur_la_ville.rules import (Dice, Fighter, PeurError, fighter_for, interpretations, load_rules, melee_dice,
                                 shot_odds)
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.games.peur_sur_la_ville.rules.rules import RULE_FILES
from tabletop.ruledata import RuleDataError, load_package_rules


@pytest.mark.parametrize("name", RULE_FILES)
def test_each_shipped_file_validates_against_its_schema(name):
    assert load_package_rules("tabletop.games.peur_sur_la_ville.rules", f"{name}.toml", f"{name}.schema.json")


def test_weapon_table_read_row_by_row(rules):
    """« Armes / portée — courte / efficace / longue »: the scrambled table as NOTES.md reads it."""
    table = {name: tuple(arm.dice[b] for b in ("short", "effective", "long")) for name, arm in rules.firearms.items()}
    assert table["pistolet"] == (2, 1, 0)
    assert table["fusil"] == (2, 2, 1)
    assert table["fusil-a-pompe"] == (4, 0, 0)
    assert table["arc"] == (1, 1, 1)
    assert table["pistolet-mitrailleur"] == (2, 1, 0)
    assert table["fusil-mitrailleur"] == (2, 2, 1)
    assert table["mitrailleuse"] == (2, 3, 2)


def test_weapon_kinds_heavy_and_bow_without_incident(rules):
    """« Armes à rafale: Pistolet mitrailleur, Fusil mitrailleur, Mitrailleuse (lourde à porter) »; « (sauf Arc) »."""
    assert {n for n, a in rules.firearms.items() if a.kind == "burst"} == {
        "pistolet-mitrailleur", "fusil-mitrailleur", "mitrailleuse"}
    assert rules.firearms["mitrailleuse"].heavy and rules.explosives["lance-roquette"].heavy
    assert not rules.firearms["arc"].incidents


def test_dice_defaults(rules):
    """« dés de Couleur », « dés de Moral » (fate dice), « 1D6 & 1D4 »."""
    assert sorted(rules.dice["colour"].faces) == sorted(["red", "red", "blue", "blue", "yellow", "yellow"])
    assert sorted(rules.dice["fate"].faces) == sorted(["+", "+", "-", "-", "blank", "blank"])
    assert len(rules.dice["d6"].faces) == 6 and len(rules.dice["d4"].faces) == 4


def test_price_list_one_bitcoin_a_line_with_quantities(rules):
    """« vous pouvez acheter des équipements supplémentaires pour 1 Bitcoin »: 2 molotovs, 1 frag, 2 flash ..."""
    quantities = {name: item.quantity for name, item in rules.items.items()}
    assert all(item.cost == 1 for item in rules.items.values())
    assert quantities["cocktail-molotov"] == 2 and quantities["grenade-frag"] == 1
    assert quantities["grenade-flash"] == 2 and quantities["grenade-lacrymo"] == 2
    assert quantities["bouclier"] == 2 and quantities["masque-a-gaz"] == 2 and quantities["gilet"] == 1
    assert rules.items["moto"].crew == 2 and rules.items["voiture"].crew == 4


def test_abilities_cost_one_bitcoin(rules):
    """« Chaque capacité coûte 1 Bitcoin et n'est utilisable qu'1 fois par bande. »"""
    assert set(rules.abilities) == {"yamakasi", "veteran", "sniper", "brute", "caid", "guerisseur", "celebrite"}
    assert all(a.cost == 1 for a in rules.abilities.values())


def test_movement_speeds(rules):
    """« A chaque action la figurine peut parcourir 15cm »; « objet lourd ... 10cm »; skates 20 cm; véhicule 30cm."""
    a = rules.actions
    assert (a["move_cm"], a["carrying_cm"], a["skates_cm"], a["vehicle_cm"]) == (15, 10, 20, 30)


def test_every_setting_and_note_has_a_description(rules):
    assert rules.settings and all(s.description for s in rules.settings.values())
    assert rules.notes and all(rules.notes.values())


def _house_rule(tmp_path, monkeypatch, name, text):
    (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))


def test_house_rule_error_names_file_and_field(tmp_path, monkeypatch):
    source = (resources.files("tabletop.games.peur_sur_la_ville.rules") / "dice.toml").read_text()
    _house_rule(tmp_path, monkeypatch, "dice.toml", source.replace('"yellow", "yellow"]', '"yellow", "green"]'))
    with pytest.raises(RuleDataError) as error:
        load_rules()
    assert "dice.toml\u00a0», face 6 of the colour die: expected one of" in str(error.value)


def test_house_rule_with_a_dangling_name_is_named(tmp_path, monkeypatch):
    source = (resources.files("tabletop.games.peur_sur_la_ville.rules") / "gangs.toml").read_text()
    _house_rule(tmp_path, monkeypatch, "gangs.toml",
                source.replace('abilities = [{ ability = "brute", who = "all" }]',
                               'abilities = [{ ability = "bruto", who = "all" }]'))
    with pytest.raises(RuleDataError) as error:
        load_rules()
    assert "what ability 1 of the gang « Skins » is: no ability is « bruto »" in str(error.value)


def test_colour_die_faces_are_a_referee_setting(tmp_path, monkeypatch):
    """NOTES: « Default 2 red / 2 blue / 2 yellow, as a rule setting the referee can change »."""
    source = (resources.files("tabletop.games.peur_sur_la_ville.rules") / "dice.toml").read_text()
    _house_rule(tmp_path, monkeypatch, "dice.toml",
                source.replace('faces = ["red", "red", "blue", "blue", "yellow", "yellow"]',
                               'faces = ["red", "red", "red", "blue", "blue", "yellow"]'))
    house = load_rules()
    odds = shot_odds("pistolet", 5, rules=house)
    assert odds.wounds[2] == pytest.approx(0.25)  # both dice hit (1/2 each), a save never helps in the open
    assert Dice.seeded(1, rules=house).colour("x") in {"red", "blue", "yellow"}


def test_interpretations_for_the_ui(rules):
    shown = interpretations(rules)
    assert len(shown) == len(rules.settings) + len(rules.notes)
    assert ("melee_dice_floor", 0, rules.settings["melee_dice_floor"].description) in shown


def test_a_house_setting_changes_the_resolution(tmp_path, monkeypatch):
    """A referee keeps one combat die at 2 wounds (setting melee_dice_floor)."""
    source = (resources.files("tabletop.games.peur_sur_la_ville.rules") / "settings.toml").read_text()
    assert melee_dice(Fighter(wounds=2)) == 0
    _house_rule(tmp_path, monkeypatch, "settings.toml",
                source.replace("[settings.melee_dice_floor]\nvalue = 0", "[settings.melee_dice_floor]\nvalue = 1"))
    assert melee_dice(Fighter(wounds=2), load_rules()) == 1


def test_a_house_setting_with_a_wrong_type_names_the_field(tmp_path, monkeypatch):
    source = (resources.files("tabletop.games.peur_sur_la_ville.rules") / "settings.toml").read_text()
    _house_rule(tmp_path, monkeypatch, "settings.toml",
                source.replace("[settings.melee_dice_floor]\nvalue = 0", '[settings.melee_dice_floor]\nvalue = "one"'))
    with pytest.raises(RuleDataError, match=r"settings.toml\u00a0», the setting « Melee dice floor »: expected an integer"):
        load_rules()


def test_unknown_names_are_one_line():
    for call, words in ((lambda: fighter_for("Z"), "unknown gang 'Z'"),
                        (lambda: fighter_for("C", abilities=["ninja"]), "unknown ability 'ninja'"),
                        (lambda: fighter_for("C", equipment=["jetpack"]), "unknown item 'jetpack'"),
                        (lambda: fighter_for("C", weapons=["laser"]), "unknown weapon 'laser'")):
        with pytest.raises(PeurError, match=words) as error:
            call()
        assert "\n" not in str(error.value)


def test_a_house_rule_written_before_the_names_still_loads(tmp_path, monkeypatch):
    # Campaign resources and melee weapons got their rulebook names after house rules were written by copying
    # the shipped files: such a copy loads, and what it does not name is shown by its identifier.
    folder = resources.files("tabletop.games.peur_sur_la_ville.rules")
    campaign = re.sub(r'(?m)^label = .*\n', "", (folder / "campaign.toml").read_text(encoding="utf-8"))
    weapons = re.sub(r'(?m)^labels = .*\n', "", (folder / "weapons.toml").read_text(encoding="utf-8"))
    _house_rule(tmp_path, monkeypatch, "campaign.toml", campaign)
    _house_rule(tmp_path, monkeypatch, "weapons.toml", weapons)
    rules = load_rules()
    assert "label" not in rules.campaign["resources"]["labo"] and not rules.melee_weapon_labels
    assert thing_label("labo", rules) == "labo" and thing_label("tronconneuse", rules) == "tronconneuse"
