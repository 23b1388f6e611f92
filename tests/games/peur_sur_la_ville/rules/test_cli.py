"""``tabletop odds`` and ``tabletop gangs`` through tabletop.cli.main."""

import json

import pytest

from tabletop import i18n
from tabletop.cli import main


def _run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_odds_contract(capsys):
    code, out, err = _run(capsys, "odds", "--weapon", "fusil", "--cm", "20")
    data = json.loads(out)
    assert code == 0 and err == ""
    assert set(data) == {"dice", "wounds", "incident"} and data["dice"] == 2
    assert data["wounds"] == pytest.approx({"0": 4 / 9, "1": 4 / 9, "2": 1 / 9})
    assert data["incident"] == pytest.approx({"none": 4 / 9, "reload": 4 / 9, "repair": 1 / 9, "broken": 0.0})


def test_odds_flags(capsys):
    code, out, _ = _run(capsys, "odds", "--weapon", "mitrailleuse", "--cm", "12", "--burst", "--cover", "--vest",
                        "--wounds", "1")
    data = json.loads(out)
    assert code == 0 and data["dice"] == 4
    assert data["wounds"]["4"] == pytest.approx((1 / 9) ** 4)


def test_odds_out_of_range(capsys):
    code, out, _ = _run(capsys, "odds", "--weapon", "pistolet", "--cm", "61")
    assert code == 0 and json.loads(out) == {"dice": 0, "wounds": {"0": 1.0},
                                             "incident": {"none": 1.0, "reload": 0.0, "repair": 0.0, "broken": 0.0}}


def test_odds_bad_weapon_lists_valid_names(capsys):
    code, out, err = _run(capsys, "odds", "--weapon", "bazooka", "--cm", "5")
    assert code == 1 and out == "" and len(err.strip().splitlines()) == 1
    for name in ("Pistolet", "Fusil", "Fusil à pompe", "Arc/Arbalète", "Pistolet mitrailleur", "Fusil mitrailleur",
                 "Mitrailleuse"):
        assert name in err


@pytest.mark.parametrize("argv", [["--cm", "-3"], ["--cm", "nan"], ["--cm", "5", "--wounds", "-1"],
                                  ["--cm", "5", "--burst"]])
def test_odds_bad_input_is_one_line(capsys, argv):
    code, _, err = _run(capsys, "odds", "--weapon", "pistolet", *argv)
    assert code == 1 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_gangs_text_lists_eighteen(capsys):
    code, out, _ = _run(capsys, "gangs")
    heads = [line for line in out.splitlines() if not line.startswith(" ")]
    assert code == 0 and [h[0] for h in heads] == list("ABCDEFGHIJKLMNOPQR")
    assert heads[0] == "A – Police: 1 Officier + 1 Sous-off + 8 Flics; budget of 15 bitcoins"
    assert "    weapons: Pistolet\n    vehicles: Voiture/moto ×2\n" in out
    assert "    weapons: 2 firearms or melee weapons of its choice\n" in out
    assert "    ability: Caïd (every figure)\n" in out and "    ability: Caïd (Leader)\n" in out


def test_gangs_text_in_french_is_whole_french_lines(capsys):
    """Every line of the listing is one message written in French (it was French glued in code, in English too:
    « armes: pistolet », « 2 × arme de tir ou arme de combat », « capacité: Caïd (all) »); the rulebook's own
    sentences stay quoted as printed."""
    i18n.set_language("fr")
    try:
        code, out, _ = _run(capsys, "gangs")
    finally:
        i18n.set_language(None)
    assert code == 0
    assert out.startswith("A – Police\u00a0: 1 Officier + 1 Sous-off + 8 Flics\u00a0; budget de 15 bitcoins\n"
                          "    armes\u00a0: Pistolet\n    véhicules\u00a0: Voiture/moto ×2\n")
    assert "    armes\u00a0: 2 armes de tir ou de combat au choix\n" in out
    assert "    capacité\u00a0: Caïd (toutes les figurines)\n" in out and "    capacité\u00a0: Caïd (Leader)\n" in out
    assert "    règle spéciale\u00a0: Au Combat ils infligent +1 TOUCHE.\n" in out


def test_gangs_json(capsys):
    code, out, _ = _run(capsys, "gangs", "--json")
    data = json.loads(out)
    assert code == 0 and len(data) == 18 and all(g["figures"] == 10 for g in data)
    assert {g["letter"]: g["budget"] for g in data if g["budget"] != 10} == {"A": 15, "G": 15}
    assert all({"composition", "traits", "restrictions"} <= set(g) for g in data)


def test_roster_commands(capsys, tmp_path):
    path = str(tmp_path / "junkies.json")
    assert _run(capsys, "roster", "new", "C", path)[1] == f"{path}: 10 bitcoins left\n"
    assert _run(capsys, "roster", "buy", path, "arme-de-tir", "--figure", "0", "--weapon", "fusil")[0] == 0
    assert _run(capsys, "roster", "weapons", path, "2", "hache")[0] == 0
    code, out, _ = _run(capsys, "roster", "check", path)
    assert code == 0 and out == f"{path}: ready to play, 9 bitcoins left\n"
    saved = json.loads((tmp_path / "junkies.json").read_text())
    assert saved["figures"][0]["weapons"] == ["pistolet", "fusil"] and saved["figures"][2]["weapons"] == ["hache"]


def test_roster_refusals_are_one_line(capsys, tmp_path):
    path = str(tmp_path / "police.json")
    _run(capsys, "roster", "new", "A", path)
    code, _, err = _run(capsys, "roster", "buy", path, "arme-de-combat", "--figure", "1", "--weapon", "hache")
    assert code == 1 and "armes de combat" in err and len(err.strip().splitlines()) == 1
    code, _, err = _run(capsys, "roster", "buy", path, "gilet")
    assert code == 1 and "say which figure" in err


def test_roster_check_reports_problems_in_plain_words(capsys, tmp_path):
    path = tmp_path / "anars.json"
    _run(capsys, "roster", "new", "L", str(path))
    data = json.loads(path.read_text())
    data["figures"][3]["items"] = {}
    path.write_text(json.dumps(data))
    code, out, _ = _run(capsys, "roster", "check", str(path))
    assert code == 1 and "figure 3 (Anar) lacks Masque à gaz, Cocktail Molotov" in out


@pytest.mark.parametrize("text", ["{", '{"gang": "C"}', '{"gang": "C", "figures": [{"role": "boss", "title": "x", '
                                  '"weapons": [], "items": {}, "abilities": []}], "vehicles": {}, "purchases": []}'])
def test_broken_roster_file_is_one_line(capsys, tmp_path, text):
    path = tmp_path / "broken.json"
    path.write_text(text)
    code, _, err = _run(capsys, "roster", "check", str(path))
    assert code == 1 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_interpretations_listing(capsys):
    code, out, _ = _run(capsys, "interpretations", "--json")
    by_name = {item["name"]: item for item in json.loads(out)}
    assert code == 0 and by_name["melee_dice_floor"]["value"] == 0 and by_name["burst_odds"]["value"] is None
    assert all(item["description"] for item in by_name.values())


def test_odds_with_gangs_and_aim(capsys):
    """Ruskofs reroll a blue; a Junkie target ignores a single wound; a Sniper who aimed adds 2 dice."""
    code, out, _ = _run(capsys, "odds", "--weapon", "fusil", "--cm", "20", "--shooter-gang", "E", "--target-gang",
                        "c", "--aimed")
    data = json.loads(out)
    assert code == 0 and data["dice"] == 4 and data["wounds"]["1"] == 0.0
    assert sum(data["wounds"].values()) == pytest.approx(1.0)


def test_melee_blast_and_morale_odds_commands(capsys):
    code, out, _ = _run(capsys, "melee-odds", "--attacker-gang", "F", "--weapon", "hache", "--item", "gilet")
    melee = json.loads(out)
    assert code == 0 and melee["dice"] == 2 and melee["hits"]["0"] == pytest.approx(1 / 9)
    code, out, _ = _run(capsys, "blast-odds", "--explosive", "cocktail-molotov")
    assert code == 0 and json.loads(out)["dud"] == pytest.approx(1 - (2 / 3) ** 3)
    code, out, _ = _run(capsys, "morale-odds", "--owed", "2", "--gang", "D")
    morale = json.loads(out)
    assert code == 0 and morale["dice"] == 3 and sum(morale["results"].values()) == pytest.approx(1.0)


@pytest.mark.parametrize("argv", [["melee-odds", "--attacker-gang", "Z"], ["blast-odds", "--explosive", "pavé"],
                                  ["morale-odds", "--owed", "2", "--ability", "ninja"],
                                  ["odds", "--weapon", "arc", "--cm", "5", "--target-gang", "S"]])
def test_other_odds_bad_input_is_one_line(capsys, argv):
    code, _, err = _run(capsys, *argv)
    assert code == 1 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_interpretations_text_reads_each_setting_in_one_french_line(capsys):
    """« burst_strictly_under = true : … »: the setting as its house-rule file writes it, then its meaning, with
    French's spaced colon (it was glued, « = true: »), a note without a value as « name : text »."""
    i18n.set_language("fr")
    try:
        code, out, _ = _run(capsys, "interpretations")
    finally:
        i18n.set_language(None)
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("burst_strictly_under = true\u00a0: «\u00a0rafale de 5 dés")
    assert any(line.startswith("rocket_on_terrain\u00a0: Une roquette") for line in lines)
    assert not [line for line in lines if ": " in line.split("«")[0].replace("\u00a0: ", "")]
