"""The live game's journal names what it puts after a preposition or an article in one form, taken from the message
and the rule data rather than glued in code (issue 38): the covers of a figure, the weapons, the vehicles and the
obstacles, in French and in English."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from tabletop.games.peur_sur_la_ville.play import (Activate, GameError, resolve_crew_test, resolve_launch, resolve_ram,
                                                   resolve_rob, resolve_shot)
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.i18n import speaking
from tabletop.sentences import noun_args, say

from tests.games.peur_sur_la_ville.play.clause_table import (RAM_DICE, box, car_driven_at_skin, civ, feature, fig,
                                                             playing, table)
from tests.games.peur_sur_la_ville.play.faces import Faces

RULES = load_rules()

COVERED = {
    "fr": "skin des Skins tire sur flic de la Police au pistolet à 22 cm, portée efficace, à couvert derrière le muret "
          "et la voiture de police\u00a0: 1 dé, rouge → 1 touche",
    "en": "skin of the Skins shoots flic of the Police with the pistol at 22 cm, effective, in cover behind the low "
          "wall and the car “Voiture de police”: 1 die, red → 1 hit",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_figure_in_cover_names_each_cover_with_its_article_in_one_list(lang) -> None:
    """A policeman behind an unnamed low wall and a named car: both said with their article, joined as the language
    joins a list (it read « à couvert (le muret, Voiture de police) »); the car's name begins with its kind, said
    once (« la voiture de police »)."""
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


@pytest.mark.parametrize("lang, said", [
    ("fr", "braqueur des Braqueurs braque la voiture «\u00a0Taxi\u00a0»\u00a0: rouge → braquage réussi\u00a0; "
           "les Braqueurs prennent la voiture «\u00a0Taxi\u00a0»"),
    ("en", "braqueur of the Braqueurs holds up the car “Taxi”: red → robbery succeeds; "
           "the Braqueurs take the car “Taxi”"),
])
def test_a_car_held_up_is_named_with_its_article_and_taken_in_the_language_in_use(lang, said) -> None:
    """« braque Taxi » and an English « Taxi now belongs to Braqueurs » glued in code, even in a French journal."""
    with speaking(lang):
        g = playing(table(feature("taxi", "car", box(26, 23, 34, 27), name="Taxi", vehicle_kind="voiture"),
                          civ("chauffeur", 30, 25, role="driver", vehicle="taxi", state="in_vehicle"),
                          fig("braqueur", "H", 30, 21.75), fig("flic", "A", 70, 35)), "HA")
        g.apply(Activate("H", ("braqueur",)))
        line = g.apply(g.resolve(resolve_rob, "braqueur", "taxi", dice=["red"])).log_lines[0]
    assert line.split(" — ", 1)[1] == said


@pytest.mark.parametrize("kind, lang, said", [
    ("barricade", "fr", "la barricade détruite"), ("barricade", "en", "the barricade destroyed"),
    ("low_wall", "fr", "le muret détruit"), ("wall", "fr", "le mur percé"), ("wall", "en", "the wall breached"),
])
def test_an_obstacle_a_rocket_hits_agrees_with_its_kind(kind, lang, said) -> None:
    """« la barricade détruit » read as if the barricade destroyed something: the participle now agrees with the
    obstacle's kind, in the message."""
    with speaking(lang):
        g = playing(table(feature("piece", kind, box(40, 10, 41, 30)),
                          fig("tireur", "A", 30, 20, equipment=["lance-roquette"]), fig("skin", "F", 60, 20)), "AF")
        g.apply(Activate("A", ("tireur",)))
        line = g.apply(g.resolve(resolve_launch, "tireur", "lance-roquette", 40.5, 20.0, dice=["red"])).log_lines[0]
    assert line.endswith(said), line


@pytest.mark.parametrize("lang, said", [
    ("fr", "la Police active flic avec la voiture de police"),
    ("en", "the Police activate flic with the car “Voiture de police”"),
])
def test_a_vehicle_activated_is_named_with_its_article(lang, said) -> None:
    with speaking(lang):
        g = playing(table(feature("pcar", "car", box(26, 23, 34, 27), gang="A", name="Voiture de police",
                                  vehicle_kind="voiture"),
                          fig("flic", "A", 30, 25, vehicle="pcar", state="in_vehicle"), fig("skin", "F", 60, 20)),
                    "AF")
        line = g.apply(Activate("A", ("flic",), vehicle="pcar")).log_lines[0]
    assert line.split(" — ", 1)[1] == said


@pytest.mark.parametrize("lang, doors, said", [
    ("fr", "les portes arrière de la voiture «\u00a0Fourgon\u00a0» ont sauté",
     "l'équipage de la voiture «\u00a0Fourgon\u00a0» teste son moral (pris pour cible, roquette en vue)\u00a0: "
     "«\u00a0\u2212\u00a0» «\u00a0\u2212\u00a0» → sort et se rend"),
    ("en", "the rear doors of the car “Fourgon” blown open",
     'the crew of the car “Fourgon” tests its morale (targeted, a rocket in sight): "-" "-" → gets out and surrenders'),
])
def test_an_armoured_van_s_doors_and_crew_are_said_in_the_language_in_use(lang, doors, said) -> None:
    """The crew's test was an English line glued in code (« Fourgon's crew tests (targeted, rocket_visible) … »)
    even in a French journal; the van is now named with its article after « de »."""
    with speaking(lang):
        g = playing(table(feature("fourgon", "car", box(26, 23, 36, 27), gang="A", name="Fourgon",
                                  vehicle_kind="vehicule-blinde", armoured=True),
                          fig("garde", "A", 31, 25, vehicle="fourgon", state="in_vehicle"),
                          fig("tireur", "F", 31, 14, equipment=["lance-roquette"])), "FA")
        g.apply(Activate("F", ("tireur",)))
        rocket = g.apply(g.resolve(resolve_launch, "tireur", "lance-roquette", 31.0, 25.0, vehicle="fourgon",
                                   rear_doors=True, dice=["red", "yellow"])).log_lines[0]
        crew = g.apply(g.resolve(resolve_crew_test, "fourgon", ("targeted", "rocket_visible"),
                                 dice=["-", "-"])).log_lines[0]
    assert doors in rocket, rocket
    assert crew.split(" — ", 1)[1] == said


@pytest.mark.parametrize("lang, said", [
    ("fr", "la voiture «\u00a0Police car\u00a0» percute skin des Skins\u00a0; combat jaune, parade rouge jaune → "
           "1 blessure"),
    ("en", "the car “Police car” runs into skin of the Skins; combat yellow, parry red yellow → 1 wound"),
])
def test_a_car_ramming_a_figure_is_said_in_the_language_in_use(lang, said) -> None:
    """The ram was an English line glued in code (« Police car runs into … ; combat …, parry … → 1 wound ») even in
    a French journal."""
    with speaking(lang):
        g = car_driven_at_skin("Police car")
        line = g.apply(g.resolve(resolve_ram, "pcar", "skin", dice=RAM_DICE)).log_lines[0]
    assert line.split(" — ", 1)[1].startswith(said), line


@pytest.mark.parametrize("lang, refused", [
    ("fr", "le pistolet de skin des Skins est à recharger"),
    ("en", "the pistol of skin of the Skins is to be reloaded"),
])
def test_a_jammed_weapon_is_refused_with_its_article_and_its_state_in_words(lang, refused) -> None:
    """The second shot of a jammed pistol read « pistolet de skin des Skins est to reload » (the identifier and the
    raw state glued in code)."""
    with speaking(lang):
        g = playing(table(fig("skin", "F", 30, 20), fig("flic", "A", 45, 20)), "FA")
        g.apply(Activate("F", ("skin",)))
        g.apply(g.resolve(resolve_shot, "skin", "flic", dice=["yellow"]))
        with pytest.raises(GameError) as error:
            g.apply(g.resolve(resolve_shot, "skin", "flic", dice=["red", "yellow", "+"]))
    assert str(error.value) == refused


@pytest.mark.parametrize("args, french, english", [
    (dict(kind="low_wall", label="Muret", name="none"), "le muret", "the low wall"),
    (dict(kind="fence", label="Clôture", name="Grille du jardin"), "la clôture «\u00a0Grille du jardin\u00a0»",
     "the fence “Grille du jardin”"),
    (dict(kind="conteneur", label="Conteneur", name="none"), "l'élément «\u00a0Conteneur\u00a0»", "the “Conteneur”"),
])
def test_a_map_piece_is_said_with_its_article_and_its_name_in_quotes(args, french, english) -> None:
    """A kind no message knows (a house rule's terrain) still takes an article: it read bare (« derrière
    Conteneur »)."""
    assert say("peur-map-piece", "fr", **args) == french
    assert say("peur-map-piece", "en", **args) == english


@pytest.mark.parametrize("args, french, english", [
    (dict(in_cover="no", count=0, what=""), "à découvert", "in the open"),
    (dict(in_cover="yes", count=0, what=""), "à couvert", "in cover"),
    (dict(in_cover="yes", count=1, what="le muret"), "à couvert derrière le muret", "in cover behind le muret"),
    (dict(in_cover="yes", count=2, what="X et Y"), "à couvert derrière X et Y", "in cover behind X et Y"),
])
def test_the_cover_is_one_message_for_each_count(args, french, english) -> None:
    assert say("peur-cover", "fr", **args) == french
    assert say("peur-cover", "en", **args) == english


@pytest.mark.parametrize("args, french, english", [
    (dict(result="immobilised", kind="car"), "la voiture immobilisée", "the car immobilised"),
    (dict(result="immobilised", kind="vehicle"), "la voiture immobilisé", "the car immobilised"),
    (dict(result="destroyed", kind="barricade"), "la voiture détruite", "the car destroyed"),
    (dict(result="destroyed", kind="low_wall"), "la voiture détruit", "the car destroyed"),
    (dict(result="destroyed", kind="wall"), "la voiture percé", "the car breached"),
])
def test_a_piece_hit_takes_the_gender_of_its_kind(args, french, english) -> None:
    """The participle follows ``kind`` alone (the words of ``what`` are the caller's): each selector value once."""
    assert say("peur-piece-hit", "fr", what="la voiture", **args) == french
    assert say("peur-piece-hit", "en", what="the car", **args) == english


@pytest.mark.parametrize("form, french, english", [
    ("the", "l'arme «\u00a0Laser\u00a0»", "the weapon “Laser”"), ("of", "de l'arme «\u00a0Laser\u00a0»",
                                                                "of the weapon “Laser”"),
    ("with", "avec l'arme «\u00a0Laser\u00a0»", "with the weapon “Laser”"),
])
def test_a_weapon_without_forms_is_the_weapon_named_in_quotes_in_every_form(form, french, english) -> None:
    assert say("peur-weapon-plain", "fr", form=form, label="Laser") == french
    assert say("peur-weapon-plain", "en", form=form, label="Laser") == english


@pytest.mark.parametrize("status, french, english", [
    ("to_reload", "à recharger", "to be reloaded"), ("to_repair", "à réparer", "to be repaired"),
    ("broken", "hors service", "out of action"),
])
def test_a_weapon_not_loaded_agrees_with_its_number(status, french, english) -> None:
    stones = RULES.firearms["paves"].noun
    assert say("peur-weapon-not-loaded", "fr", figure="Skin 3", figure_title="name", status=status,
               **noun_args("weapon", stones, "fr")) \
        == f"les pavés et boulons de Skin 3 sont {french}"
    assert say("peur-weapon-not-loaded", "en", figure="Skin 3", figure_title="name", status=status,
               **noun_args("weapon", stones, "en")) \
        == f"the paving stones and bolts of Skin 3 are {english}"


@pytest.mark.parametrize("lang, said", [
    ("fr", "la Police active officer, flic et flic2, menés par officer"),
    ("en", "the Police activate officer, flic and flic2, led by officer"),
])
def test_a_group_activation_lists_its_figures_as_the_language_does(lang, said) -> None:
    """« la Police active officer, flic et flic2 »: the figures listed as a sentence lists them (a comma between
    each, as code joined them, before)."""
    with speaking(lang):
        g = playing(table(fig("officer", "A", 10, 20, role="officer"), fig("flic", "A", 10, 25),
                          fig("flic2", "A", 14, 25), fig("skin", "F", 70, 35)), "AF")
        line = g.apply(Activate("A", ("officer", "flic", "flic2"), leader="officer")).log_lines[0]
    assert line.split(" — ", 1)[1].startswith(said), line


def test_a_morale_dies_signs_are_quoted_as_the_language_quotes() -> None:
    """The sample game's morale tests: « blanc « − » → recule de 5 cm » in French, its minus sign between French
    quotes, where it read « blanc "-" »; "+" and "-" between English quotes in English."""
    from tabletop.games.peur_sur_la_ville.play import load_game

    sample = resources.files("tabletop.samples").joinpath("games").joinpath("bank-job.ttgame.json")
    lines = {}
    for code in ("fr", "en"):
        with speaking(code):
            lines[code] = [line for line in load_game(str(sample)).log_lines if "moral" in line]
    assert lines["fr"] and not [line for line in lines["fr"] if '"' in line]
    assert any("\u00a0\u2212\u00a0» → recule de 5 cm" in line for line in lines["fr"])
    assert any('"+" "+" → advances 10 cm' in line for line in lines["en"])
