"""The combat calculator and the final count, against hand-computed cases, and their command line
(``tabletop camorra combat`` / ``score``) with its exact JSON contract and its one-line refusals."""

from __future__ import annotations

import json

import pytest

from tabletop import i18n
from tabletop.cli import main
from tabletop.games.camorra.combat import Side, capo_points, corruption_outcome, resolve
from tabletop.games.camorra.rules import load_rules

RULES = load_rules()


def run(capsys, tmp_path, command: str, data) -> tuple[int, dict | str]:
    path = tmp_path / "in.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    code = main(["camorra", command, str(path)])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else out.err.strip())


def test_caporegime_values_attack_or_defence_by_role():
    """« Caïd : +5 points d'attaque +2 points de défense », « Protecteur : +2 points d'attaque +5 points de défense »,
    « Sournois : +2 […] +2 », « Polyvalent : +3 points d'attaque OU +3 points de défense », « Maniaque : +2 point de
    défense »."""
    table = {kind: (capo_points(RULES, kind, "attacker"), capo_points(RULES, kind, "defender"))
             for kind in RULES.capos}
    assert table == {"caid": (5, 2), "protecteur": (2, 5), "sournois": (2, 2), "polyvalent": (3, 3),
                     "maniaque": (0, 2)}
    assert capo_points(RULES, "polyvalent", "attacker", "defense") == 0  # its +3 went to the other role
    assert capo_points(RULES, None, "defender") == 0


def test_maniaque_doubles_its_own_side_weapons_only():
    """« Maniaque : Vos cartes armes doublent de valeur »: 3 + 2 doubled is 10; the other side's 4 stays 4."""
    result = resolve(RULES, Side(capo="maniaque", weapons=(3, 2), die=1), Side(capo="caid", weapons=(4,), die=1))
    assert result.attacker.parts["weapons"] == 10 and result.defender.parts["weapons"] == 4
    assert result.attacker.total == 0 + 10 + 1 and result.defender.total == 2 + 4 + 1


def test_corruption_goes_whole_to_whoever_laid_last():
    """« Le joueur qui a posé une carte Corruption en dernier a la police dans son camp et gagne le total des points
    des cartes Corruption »: defender 2, attacker 3, defender 1 -> the defender scores 6."""
    chain = [("defender", 2), ("attacker", 3), ("defender", 1)]
    assert corruption_outcome(chain) == ("defender", 6)
    result = resolve(RULES, Side(capo="caid", die=4), Side(capo="sournois", die=1), chain)
    assert result.defender.parts["corruption"] == 6 and result.attacker.parts["corruption"] == 0
    assert (result.attacker.total, result.defender.total, result.result) == (9, 9, "reroll")


def test_a_tie_rerolls_and_an_unguarded_terrain_is_taken():
    """« En cas d'égalité, les joueurs relancent les dés » and « Si le terrain n'était gardé par aucun Caporegime, le
    joueur Attaquant s'empare de la carte Terrain »."""
    assert resolve(RULES, Side(capo="sournois", die=3), Side(capo="sournois", die=3)).result == "reroll"
    taken = resolve(RULES, Side(capo="protecteur", die=1), Side(capo=None, municipalities=("II",), die=1))
    assert (taken.attacker.total, taken.defender.total, taken.result) == (3, 5, "attacker_capo_killed")
    taken = resolve(RULES, Side(capo="caid", die=1), Side(capo=None, municipalities=("II",), die=1))
    assert taken.result == "terrain_taken"


def test_cli_combat_contract_hand_computed(capsys, tmp_path):
    """Attacker Maniaque: 0 + police 5 (laid last) + (3+2)x2 + II 4 + one Soutien 2 + die 4 = 25; defender
    Protecteur 5 + weapon 4 + I 1 + VII 0 + die 6 = 16."""
    code, out = run(capsys, tmp_path, "combat", {
        "attacker": {"capo": "maniaque", "polyvalent_as": None, "weapons": [3, 2], "municipalities": ["II"],
                     "support": 1, "die": 4},
        "defender": {"capo": "Protecteur", "weapons": [4], "municipalities": ["I", "vii"], "die": 6},
        "corruption": [{"by": "defender", "points": 2}, {"by": "attacker", "points": 3}]})
    assert code == 0
    assert out == {"attacker": {"total": 25, "parts": {"capo": 0, "corruption": 5, "weapons": 10, "terrain": 4,
                                                       "support": 2, "die": 4}},
                   "defender": {"total": 16, "parts": {"capo": 5, "corruption": 0, "weapons": 4, "terrain": 1,
                                                       "support": 0, "die": 6}},
                   "result": "defender_capo_killed"}


def test_cli_combat_polyvalent_role_and_the_other_spelling(capsys, tmp_path):
    """The Polyvalent's +3 in the role named; « Surnois » is the Sournois (NOTES.md)."""
    code, out = run(capsys, tmp_path, "combat", {
        "attacker": {"capo": "polyvalent", "polyvalent_as": "defense", "die": 5},
        "defender": {"capo": "Surnois", "die": 2}})
    assert out["attacker"]["parts"]["capo"] == 0 and out["defender"]["parts"]["capo"] == 2
    assert out["result"] == "defender_capo_killed"  # 5 against 4


def test_cli_combat_a_guard_who_stays_home_dies(capsys, tmp_path):
    """« Si le joueur Attaquant a plus de points, il tue le Caporegime assigné au terrain attaqué. Si le terrain
    n'était gardé par aucun Caporegime, le joueur Attaquant s'empare de la carte Terrain »: a guard the defender did
    not send still guards the terrain, so the attacker's win kills it (``guarded``, in the file or as --guarded)."""
    fight = {"attacker": {"capo": "caid", "die": 3}, "defender": {"capo": None, "die": 2}}
    assert run(capsys, tmp_path, "combat", fight)[1]["result"] == "terrain_taken"
    code, out = run(capsys, tmp_path, "combat", {**fight, "guarded": True})
    assert code == 0 and out["result"] == "defender_capo_killed" and set(out) == {"attacker", "defender", "result"}
    path = tmp_path / "in.json"
    path.write_text(json.dumps(fight), encoding="utf-8")
    assert main(["camorra", "combat", "--guarded", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["result"] == "defender_capo_killed"
    path.write_text(json.dumps({**fight, "guarded": False}), encoding="utf-8")
    assert main(["camorra", "combat", "--guarded", str(path)]) == 1
    assert "», whether a Caporegime guards the attacked terrain: false, but --guarded" in capsys.readouterr().err


@pytest.mark.parametrize("data, message", [
    ({"attacker": {}, "defender": {}, "guarded": "yes"},
     "whether a Caporegime guards the attacked terrain: expected true or false or null"),
    ({"attacker": {}, "defender": {"capo": "caid"}, "guarded": False}, "whether a Caporegime guards the attacked terrain: false, but the defender sent"),
    ({"attacker": {"capo": "boss"}, "defender": {}}, "the attacker's Caporegime: unknown Caporegime 'boss'"),
    ({"attacker": {}, "defender": {"municipalities": ["XI"]}}, "the defender's municipality 1: unknown municipality"),
    ({"attacker": {}, "defender": {"die": 7}}, "the defender's die: expected a number ≤ 6, got 7"),
    ({"attacker": {"weapons": [-1]}, "defender": {}}, "the attacker's weapon 1: expected a number ≥ 0, got -1"),
    ({"attacker": {}, "defender": {}, "corruption": [{"by": "attacker", "points": 1}, {"by": "attacker", "points": 2}]},
     "who laid corruption card 2: the chain alternates"),
    ([1], "the combat file: expected an object, got list [1]"),
    ({"attacker": {}, "defender": {}, "loot": 1}, "the combat file: unknown field 'loot'"),
    ("{not json", "is not valid JSON: at line 1, column 2, a name is missing its double quotes"),
])
def test_cli_combat_refuses_bad_input_in_one_line(capsys, tmp_path, data, message):
    code, err = run(capsys, tmp_path, "combat", data)
    assert code == 1 and message in err and len(err.splitlines()) == 1


@pytest.mark.parametrize("data, message", [
    ([1], "le fichier du combat\u00a0: attendu un objet, reçu une liste [1]"),
    ({"attacker": {}, "defender": {}, "loot": 1}, "le fichier du combat\u00a0: champ inconnu «\u00a0loot\u00a0»"),
    ({"attacker": {}, "defender": {}, "guarded": "yes"}, "si un Caporegime garde le terrain attaqué\u00a0: "),
    ({"attacker": {}, "defender": {"capo": "caid"}, "guarded": False}, "si un Caporegime garde le terrain attaqué\u00a0: "),
])
def test_cli_combat_refuses_the_file_in_french_words(capsys, tmp_path, data, message):
    """Issue 38 §2: the file's top-level refusals name the place in words, in French too."""
    i18n.set_language("fr")
    try:
        code, err = run(capsys, tmp_path, "combat", data)
    finally:
        i18n.set_language(None)
    assert code == 1 and message in err and "guarded" not in err and "(top level)" not in err


def test_cli_guarded_refusal_in_french(capsys, tmp_path):
    path = tmp_path / "in.json"
    path.write_text(json.dumps({"attacker": {}, "defender": {}, "guarded": False}), encoding="utf-8")
    i18n.set_language("fr")
    try:
        assert main(["camorra", "combat", "--guarded", str(path)]) == 1
    finally:
        i18n.set_language(None)
    err = capsys.readouterr().err
    assert "si un Caporegime garde le terrain attaqué\u00a0: " in err and "guarded:" not in err


def test_cli_score_counts_and_ranks_the_eliminated_gang_last(capsys, tmp_path):
    """« 1 Caporegime en vie = 1 point, 1 Carte Terrain = 1 point, 1 Municipalité complète = 2 points »; the gang
    that has no Caporegime ended the game and ranks after the remaining gangs."""
    code, out = run(capsys, tmp_path, "score", {"players": [
        {"name": "Ana", "capos": ["caid", "Surnois"], "terrains": ["pausilippe", "Vomero", "Arenalla"]},
        {"name": "Bruno", "capos": ["Maniaque", "Caïd", "Protecteur"], "terrains": ["Miano", "Stella", "San Carlo"]},
        {"name": "Carla", "capos": [], "terrains": ["Pendino"]}]})
    assert code == 0
    assert out == {"over": True, "players": [
        {"name": "Ana", "capos": 2, "terrains": 3, "municipalities": ["I", "V"], "score": 9, "rank": 1},
        {"name": "Bruno", "capos": 3, "terrains": 3, "municipalities": ["III"], "score": 8, "rank": 2},
        {"name": "Carla", "capos": 0, "terrains": 1, "municipalities": [], "score": 0, "rank": 3}]}


def test_cli_score_not_over_while_every_gang_holds_both(capsys, tmp_path):
    code, out = run(capsys, tmp_path, "score", {"players": [
        {"name": "Ana", "capos": ["caid"], "terrains": ["Stella"]},
        {"name": "Bruno", "capos": ["caid"], "terrains": ["Vomero"]}]})
    assert out["over"] is False and [p["rank"] for p in out["players"]] == [1, 1]


@pytest.mark.parametrize("player, message", [
    ({"name": "Ana", "capos": ["Parrain"], "terrains": ["Stella"]},
     "Caporegime 1 of the player « Ana »: unknown Caporegime 'Parrain'"),
    ({"name": "Ana", "capos": ["caid"], "terrains": ["Posillipo"]},
     "Terrain card 1 of the player « Ana »: unknown quartier 'Posillipo'"),
])
def test_cli_score_refuses_unknown_names_naming_player_and_field(capsys, tmp_path, player, message):
    code, err = run(capsys, tmp_path, "score", {"players": [player]})
    assert code == 1 and message in err
