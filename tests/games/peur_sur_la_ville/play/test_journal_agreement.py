"""The live game's journal names what it puts after a preposition or an article in one form, taken from the message
and the rule data rather than glued in code (issue 38): the covers of a figure, the weapons, the vehicles and the
obstacles, in French and in English."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from tabletop.games.peur_sur_la_ville.play import Activate, GameError, resolve_launch, resolve_shot
from tabletop.i18n import speaking

from tests.games.peur_sur_la_ville.play.clause_table import box, feature, fig, playing, table
from tests.games.peur_sur_la_ville.play.faces import Faces

COVERED = {
    "fr": "skin des Skins tire sur flic de la Police au pistolet à 22 cm, portée efficace, à couvert derrière le muret "
          "et la voiture «\u00a0Voiture de police\u00a0»\u00a0: 1 dé, rouge → 1 touche",
    "en": "skin of the Skins shoots flic of the Police with the pistol at 22 cm, effective, in cover behind the low "
          "wall and the car “Voiture de police”: 1 die, red → 1 hit",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_figure_in_cover_names_each_cover_with_its_article_in_one_list(lang) -> None:
    """A policeman behind an unnamed low wall and a named car: both said with their article, joined as the language
    joins a list (it read « à couvert (le muret, Voiture de police) »)."""
    with speaking(lang):
        g = playing(table(fig("skin", "F", 20, 20), fig("flic", "A", 45, 20),
                          feature("muret", "low_wall", box(42, 16, 43, 24)),
                          feature("pcar", "car", box(37, 18, 41, 22), name="Voiture de police",
                                  vehicle_kind="voiture")), "FA")
        g.apply(Activate("F", ("skin",)))
        said = g.apply(g.resolve(resolve_shot, "skin", "flic", dice=["red", "yellow", "+"])).log_lines[0]
    assert said.split(" — ", 1)[1].startswith(COVERED[lang]), said


def _shot_line(lang: str, weapon: str) -> str:
    """Skin shoots the policeman 10 cm away with ``weapon``: the journal's line, without its turn."""
    with speaking(lang):
        g = playing(table(fig("skin", "F", 30, 20, weapons=(weapon,)), fig("flic", "A", 42, 20)), "FA")
        g.apply(Activate("F", ("skin",)))
        said = g.apply(g.resolve(resolve_shot, "skin", "flic", dice=Faces())).log_lines[0]
    return said.split(" — ", 1)[1]


@pytest.mark.parametrize("weapon, french, english", [
    ("mitrailleuse", "skin des Skins tire sur flic de la Police à la mitrailleuse à 10 cm",
     "skin of the Skins shoots flic of the Police with the machine gun at 10 cm"),
    ("arc", "skin des Skins tire sur flic de la Police à l'arc ou à l'arbalète à 10 cm",
     "skin of the Skins shoots flic of the Police with the bow or crossbow at 10 cm"),
    ("pistolet", "skin des Skins tire sur flic de la Police au pistolet à 10 cm",
     "skin of the Skins shoots flic of the Police with the pistol at 10 cm"),
])
def test_a_shot_names_its_weapon_in_the_form_the_rule_data_gives(weapon, french, english) -> None:
    """« tire au { $weapon } » read « tire au Mitrailleuse », « au Arc/Arbalète »: the weapon's forms now come from
    weapons.toml (``words``), and the message puts its form after « à »."""
    assert _shot_line("fr", weapon).startswith(french)
    assert _shot_line("en", weapon).startswith(english)


@pytest.mark.parametrize("lang, fired, refused", [
    ("fr", "officer de la Police tire au lance-roquettes vers (40,0\u00a0; 20,0), 24 cm\u00a0: bleu → le tir dévie",
     "flic de la Police ne porte pas le lance-roquettes"),
    ("en", "officer of the Police fires with the rocket launcher at (40.0, 20.0), 24 cm: blue → the shot deviates",
     "flic of the Police does not carry the rocket launcher"),
])
def test_a_launcher_s_shot_and_its_refusal_agree_with_the_launcher(lang, fired, refused) -> None:
    """« tire au { $launcher } » and « ne porte pas de lance-grenades « lance-roquette » » (the identifier, in quotes,
    after the wrong launcher's name): both now say the launcher in its form."""
    def launching(figure: str):
        g = playing(table(fig("officer", "A", 15, 20, role="leader", equipment=["lance-roquette"]),
                          fig("flic", "A", 15, 25), fig("skin", "F", 60, 20)), "AF")
        g.apply(Activate("A", (figure,)))
        return g, g.resolve(resolve_launch, figure, "lance-roquette", 40.0, 20.0, dice=Faces())

    with speaking(lang):
        g, shot = launching("flic")
        with pytest.raises(GameError) as error:
            g.apply(shot)
        g, shot = launching("officer")
        line = g.apply(shot).log_lines[0]
    assert str(error.value) == refused
    assert line.split(" — ", 1)[1].startswith(fired), line


def test_a_house_rule_weapon_without_forms_reads_as_the_weapon_named_in_quotes(tmp_path, monkeypatch) -> None:
    """A house-rule weapons.toml written without ``words`` still loads, and its weapons read correctly in both
    languages: « avec l'arme « Pistolet » », "with the weapon “Pistolet”"."""
    shipped = (resources.files("tabletop.games.peur_sur_la_ville.rules") / "weapons.toml").read_text(encoding="utf-8")
    (tmp_path / "weapons.toml").write_text(re.sub(r"(?m)^words = .*\n", "", shipped), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))
    assert _shot_line("fr", "pistolet").startswith(
        "skin des Skins tire sur flic de la Police avec l'arme «\u00a0Pistolet\u00a0» à 10 cm")
    assert _shot_line("en", "pistolet").startswith(
        "skin of the Skins shoots flic of the Police with the weapon “Pistolet” at 10 cm")
