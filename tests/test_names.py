"""The command line speaks the app's words (issue 20): a figure by its id or the name the app shows, weapons, gangs,
items and abilities as the rulebook writes them, in any case, accents and spacing; the JSON still answers with the
canonical identifier, and an unknown or ambiguous name is one line with the closest matches and the valid names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.names import UnknownName, fold, match_name

ROOT = Path(__file__).resolve().parent.parent
BANK = str(ROOT / "tabletop" / "samples" / "bank-job.geojson")
FIGURES = {"police-3": ["Flic 3"], "police-4": ["Flic 4"], "skin-1": ["Leader"], "skin-2": ["Lieutenant"]}


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("text, folded", [("Fusil à pompe", "fusil-a-pompe"), ("  CAÏD ", "caid"),
                                          ("fusil_a--pompe", "fusil-a-pompe"), ("Épée", "epee"),
                                          ("Miss T", "miss-t"), ("Sous-off", "sous-off"),
                                          ("Frédéric Lebœuf", "frederic-leboeuf"), ("ÆSOPE", "aesope")])
def test_fold_drops_case_accents_and_spacing(text, folded):
    assert fold(text) == folded


@pytest.mark.parametrize("text, identifier", [("police-3", "police-3"), ("flic 3", "police-3"), ("FLIC  4", "police-4"),
                                              ("Skin 1", "skin-1"), ("leader", "skin-1"), ("lieutenant", "skin-2")])
def test_a_figure_is_named_by_id_or_shown_name(text, identifier):
    assert match_name(text, FIGURES, "figure") == identifier


def test_an_unknown_name_lists_the_closest_and_every_valid_one():
    with pytest.raises(UnknownName) as refused:
        match_name("flic 33", FIGURES, "figure")
    assert str(refused.value) == ("no figure 'flic 33', perhaps Flic 3 or Flic 4; the figures are Flic 3, Flic 4, "
                                  "Leader, Lieutenant")


def test_an_ambiguous_name_names_each_thing_it_could_be():
    with pytest.raises(UnknownName) as refused:
        match_name("flic", {"police-3": ["Flic"], "police-4": ["Flic"]}, "figure")
    assert str(refused.value) == ("figure 'flic' is ambiguous, it names Flic (police-3) and Flic (police-4); "
                                  "the figures are Flic (police-3), Flic (police-4)")


def test_sight_by_the_names_the_app_shows_answers_like_the_ids(capsys):
    assert _run(capsys, "sight", BANK, "flic 3", "Skin 1") == _run(capsys, "sight", BANK, "police-3", "skin-1")
    code, out, _ = _run(capsys, "burst", BANK, "LEADER", "flic 6", "--hits", "2")
    assert code == 0 and json.loads(out)["hits"][0] == "police-6"


def test_an_unknown_figure_on_the_map_is_one_line_with_the_closest(capsys):
    code, out, err = _run(capsys, "sight", BANK, "flic 33", "skin-1")
    assert (code, out) == (1, "")
    assert err.startswith("tabletop sight: no figure 'flic 33', perhaps Flic 3")
    assert "; the figures are Officier, Sous-off, Flic 3," in err and err.count("\n") == 1


def test_two_figures_shown_by_one_name_are_refused_as_ambiguous(capsys, tmp_path):
    doc = json.loads(Path(BANK).read_text(encoding="utf-8"))
    for feature in doc["features"]:
        if feature["id"] in ("police-3", "police-4"):
            feature["properties"]["name"] = "Flic"
    table = tmp_path / "two-flics.geojson"
    table.write_text(json.dumps(doc), encoding="utf-8")
    code, _, err = _run(capsys, "reach", str(table), "FLIC", "--cm", "5")
    assert code == 1
    assert err.startswith("tabletop reach: figure 'FLIC' is ambiguous, it names Flic (police-3) and Flic (police-4); "
                          "the figures are ")


@pytest.mark.parametrize("spelled, canonical", [
    (["--weapon", "Pistolet"], ["--weapon", "pistolet"]),
    (["--weapon", "fusil à pompe"], ["--weapon", "fusil-a-pompe"]),
    (["--weapon", "FUSIL A POMPE", "--shooter-gang", "skins", "--target-gang", "agents speciaux"],
     ["--weapon", "fusil-a-pompe", "--shooter-gang", "F", "--target-gang", "K"]),
    (["--weapon", "Arbalète", "--target-gang", "a"], ["--weapon", "arc", "--target-gang", "A"]),
])
def test_weapons_and_gangs_as_the_rulebook_writes_them(capsys, spelled, canonical):
    assert _run(capsys, "odds", "--cm", "5", *spelled) == _run(capsys, "odds", "--cm", "5", *canonical)


def test_melee_blast_and_morale_take_the_rulebook_words(capsys):
    assert _run(capsys, "melee-odds", "--weapon", "Épée", "--item", "Gilet Pare-Balles", "--attacker-gang", "Police") \
        == _run(capsys, "melee-odds", "--weapon", "epee", "--item", "gilet", "--attacker-gang", "A")
    assert _run(capsys, "blast-odds", "--explosive", "Cocktail Molotov") == \
        _run(capsys, "blast-odds", "--explosive", "cocktail-molotov")
    assert _run(capsys, "morale-odds", "--owed", "2", "--ability", "Caïd") == \
        _run(capsys, "morale-odds", "--owed", "2", "--ability", "caid")


def test_a_roster_is_built_with_rulebook_words_and_saved_with_ids(capsys, tmp_path):
    roster = tmp_path / "skins.json"
    assert _run(capsys, "roster", "new", "Skins", str(roster))[0] == 0
    assert _run(capsys, "roster", "buy", str(roster), "Arme de Tir additionnelle non explosive", "--figure", "1",
                "--weapon", "Fusil à pompe")[0] == 0
    assert _run(capsys, "roster", "weapons", str(roster), "2", "PISTOLET")[0] == 0
    data = json.loads(roster.read_text(encoding="utf-8"))
    assert data["gang"] == "F"
    assert data["purchases"] == [{"name": "arme-de-tir", "figure": 1, "choice": "fusil-a-pompe"}]
    assert data["figures"][2]["weapons"] == ["pistolet"]


def test_an_unknown_weapon_is_one_line_with_the_closest_and_the_valid_ones(capsys):
    code, out, err = _run(capsys, "odds", "--weapon", "fusil a pmpe", "--cm", "5")
    assert (code, out) == (1, "")
    assert err == ("tabletop odds: --weapon takes a weapon, not 'fusil a pmpe', perhaps Fusil à pompe; the weapons are "
                   "Pistolet, Fusil, Fusil à pompe, Arc/Arbalète, Pistolet mitrailleur, Fusil mitrailleur, Mitrailleuse, "
                   "Flash Ball, Pavés, boulons\n")


def test_an_unknown_gang_lists_the_gangs_with_their_names(capsys, tmp_path):
    code, _, err = _run(capsys, "roster", "new", "Skinz", str(tmp_path / "x.json"))
    assert code == 1
    assert err.startswith("tabletop roster new: GANG takes a gang, not 'Skinz', perhaps Skins; the gangs are Police, "
                          "SWAT, Junkies")
    assert not (tmp_path / "x.json").exists()


@pytest.mark.parametrize("option, text, message", [
    ("--weapon", "['pistolet']", "--weapon takes a weapon, not '['pistolet']', perhaps Pistolet; the weapons are"),
    ("--target-gang", "Ñ🎲", "--target-gang takes a gang, not 'Ñ🎲', perhaps Ritals ou Irlandais; the gangs are"),
])
def test_a_name_holding_marks_no_valid_name_has_is_refused_not_folded_away(capsys, option, text, message):
    """Issue 36: folding dropped the brackets and quotes of "['pistolet']" and the die of « Ñ🎲 » (Ñ is N without
    its accent), so both named something. Marks a valid name holds still read (« Arc/Arbalète »)."""
    args = ["odds", "--cm", "5", "--weapon", "pistolet", option, text]
    code, out, err = _run(capsys, *args)
    assert (code, out) == (1, "") and message in err and err.count("\n") == 1
    assert match_name("Arc/Arbalète", {"arc": ["Arc/Arbalète", "Arc", "Arbalète"]}, "weapon") == "arc"
    assert match_name("Ñ", {"N": ["Ritals ou Irlandais"]}, "gang") == "N"


def test_a_name_longer_than_any_is_refused_before_it_is_compared(monkeypatch):
    """A 100,000-character name is quoted short and never handed to difflib."""
    compared = []
    monkeypatch.setattr("tabletop.names.difflib.get_close_matches", lambda *a, **k: compared.append(a) or [])
    with pytest.raises(UnknownName) as refused:
        match_name("B" * 100_000, {"booki": ["Booki"]}, "character")
    assert str(refused.value) == "no character '" + "B" * 79 + "…'; the characters are Booki" and compared == []


def test_a_civilian_is_named_as_the_app_shows_it(capsys):
    """The map and the journal say "Passer-by 4" (« Passant 4 ») for ``passerby-4``: the command lines take it and list it so."""
    assert _run(capsys, "sight", BANK, "Officier", "passer-by 4") == _run(capsys, "sight", BANK, "police-1", "passerby-4")
    code, _, err = _run(capsys, "reach", BANK, "passer-by 44", "--cm", "5")
    assert code == 1 and ", Passer-by 4," in err


@pytest.mark.parametrize("weapon, french, english", [
    ("bazooka", "--weapon attend une arme, pas «\u00a0bazooka\u00a0»\u00a0; les armes sont Pistolet, Fusil, Fusil à pompe, "
     "Arc/Arbalète,", "--weapon takes a weapon, not 'bazooka'; the weapons are Pistolet, Fusil, Fusil à pompe, Arc/Arbalète,"),
    # a weapon of the rule data no figure carries (thrown): the weapons a figure carries by their names, « et » last
    ("paves", "«\u00a0Pavés, boulons\u00a0» ne fait pas partie des armes qu'une figurine peut porter, qui sont "
     "Pistolet, Fusil, Fusil à pompe,", "« Pavés, boulons » is not among the weapons a figure can carry, which are "
     "Pistolet, Fusil, Fusil à pompe,"),
])
def test_a_roster_buying_a_weapon_no_figure_carries_lists_the_weapons_by_their_names(capsys, tmp_path, weapon,
                                                                                      french, english):
    """Issue 38: « …; armes : pistolet, fusil-a-pompe, … », two colons and the rule data's identifiers."""
    from tabletop.i18n import set_language

    roster = tmp_path / "skins.json"
    assert _run(capsys, "roster", "new", "Skins", str(roster))[0] == 0
    said = {}
    try:
        for code in ("fr", "en"):
            set_language(code)
            said[code] = _run(capsys, "roster", "buy", str(roster), "arme-de-tir", "--figure", "1", "--weapon", weapon)
    finally:
        set_language(None)
    for (code, out, err), expected in ((said["fr"], french), (said["en"], english)):
        assert (code, out, err.count("\n")) == (1, "", 1) and expected in err
        assert "Massue" in err and "fusil-a-pompe" not in err and err.split(expected)[1].count(":") == 0
