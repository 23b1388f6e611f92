"""A refusal the referee reads names a vehicle as the journal does, with its kind, its article and the map's name for
it, and its words agree with it; an explosive refused is said in its forms (issue 38)."""

from __future__ import annotations

import pytest

from tabletop.games.peur_sur_la_ville.play import (Activate, Board, DriveVehicle, GameError, Throw, resolve_ram,
                                                   resolve_throw)
from tabletop.games.peur_sur_la_ville.play.thing_names import map_piece
from tabletop.games.peur_sur_la_ville.rules import Defence, Dice, PeurError, blast_figure, launcher_shot, load_rules
from tabletop.i18n import speaking
from tabletop.sentences import noun_args, say

from tests.games.peur_sur_la_ville.play.clause_table import (RAM_DICE, box, car_driven_at_skin, feature, fig,
                                                             playing, table)
from tests.games.peur_sur_la_ville.play.faces import Faces

RULES = load_rules()

N = "\u00a0"


def _police_car(*figures):
    """The Police's car « Peugeot 306 » on the street, the Skins' skin far off, and ``figures``."""
    return table(feature("pcar", "car", box(26, 23, 34, 27), gang="A", name="Peugeot 306",
                         vehicle_kind="voiture"), fig("skin", "F", 70, 15), *figures)


def _refusal(g, event) -> str:
    with pytest.raises(GameError) as error:
        g.apply(event)
    return str(error.value)


@pytest.mark.parametrize("lang, refused", [
    ("fr", f"la voiture «{N}Peugeot 306{N}» est pleine (4 à bord)"),
    ("en", "the car “Peugeot 306” is full (4 aboard)"),
])
def test_a_full_car_is_refused_with_its_article_and_agrees_with_it(lang, refused) -> None:
    """It read « Voiture de police est plein (4 à bord) »: the bare name, and the adjective in the masculine."""
    aboard = [fig(f"flic{k}", "A", 30, 25, vehicle="pcar", state="in_vehicle") for k in range(4)]
    with speaking(lang):
        g = playing(_police_car(*aboard, fig("cinquième", "A", 30, 21)), "AF")
        g.apply(Activate("A", ("cinquième",)))
        assert _refusal(g, Board("cinquième", "pcar")) == refused


@pytest.mark.parametrize("lang, refused", [
    ("fr", f"flic de la Police doit être à moins de 5 cm de la voiture «{N}Peugeot 306{N}» pour y monter"),
    ("en", "flic of the Police must be within 5 cm of the car “Peugeot 306” to board it"),
])
def test_a_figure_too_far_to_board_is_told_the_car_with_its_article(lang, refused) -> None:
    with speaking(lang):
        g = playing(_police_car(fig("flic", "A", 30, 12)), "AF")
        g.apply(Activate("A", ("flic",)))
        assert _refusal(g, Board("flic", "pcar")) == refused


@pytest.mark.parametrize("lang, refused", [
    ("fr", f"la voiture «{N}Peugeot 306{N}» n'a personne au volant («{N}sans passager-chauffeur{N}»)"),
    ("en", "the car “Peugeot 306” has nobody at the wheel (« sans passager-chauffeur »)"),
])
def test_a_car_driven_with_nobody_aboard_is_refused_with_its_article(lang, refused) -> None:
    with speaking(lang):
        g = playing(_police_car(fig("flic", "A", 30, 21)), "AF")
        g.apply(Activate("A", ("flic",), vehicle="pcar"))
        assert _refusal(g, DriveVehicle("pcar", 12.0, 0.0)) == refused


@pytest.mark.parametrize("lang, refused", [
    ("fr", f"la voiture «{N}Peugeot 306{N}» a déjà percuté skin des Skins ce tour-ci"),
    ("en", "the car “Peugeot 306” has already run into skin of the Skins this turn"),
])
def test_a_second_ram_is_refused_with_the_car_s_article(lang, refused) -> None:
    with speaking(lang):
        g = car_driven_at_skin("Peugeot 306")
        g.apply(g.resolve(resolve_ram, "pcar", "skin", dice=RAM_DICE))
        assert _refusal(g, g.resolve(resolve_ram, "pcar", "skin", dice=RAM_DICE)) == refused


@pytest.mark.parametrize("message, args, french, english", [
    ("peur-vehicle-cannot-drive", dict(why="destroyed"), "ne peut pas rouler\u00a0: détruite",
     "cannot drive: destroyed"),
    ("peur-vehicle-cannot-drive", dict(why="immobilised"), "ne peut pas rouler\u00a0: immobilisée",
     "cannot drive: immobilised"),
    ("peur-vehicle-cannot-drive", dict(why="no_action"), "ne peut pas rouler\u00a0: plus d'action",
     "cannot drive: no action left"),
    ("peur-vehicle-stopped", {}, "ne peut pas bouger\u00a0: elle est détruite ou immobilisée",
     "cannot move: it is destroyed or immobilised"),
    ("peur-vehicle-no-rear-doors", {}, "n'est pas un fourgon blindé\u00a0: elle n'a pas de portes arrière à faire "
     "sauter", "is no armoured van: it has no rear doors to blow open"),
])
def test_a_car_refused_agrees_with_its_kind(message, args, french, english) -> None:
    """« Taxi ne peut pas bouger : il est détruit »: the car is feminine, and its adjective and pronoun with it."""
    assert say(message, "fr", vehicle=f"la voiture «{N}Taxi{N}»", kind="car", **args) \
        == f"la voiture «{N}Taxi{N}» {french}"
    assert say(message, "en", vehicle="the car “Taxi”", kind="car", **args) == f"the car “Taxi” {english}"
    assert "détruit ou" in say("peur-vehicle-stopped", "fr", vehicle="le VAB", kind="vehicle")


def _skin_throwing(*equipment):
    """The Skins' skin activated, 18 cm from a policeman, carrying ``equipment``."""
    g = playing(table(fig("skin", "F", 30, 12, equipment=list(equipment)), fig("flic", "A", 30, 30)), "FA")
    g.apply(Activate("F", ("skin",)))
    return g


@pytest.mark.parametrize("lang, refused", [
    ("fr", "il ne reste plus de grenade frag à skin des Skins"),
    ("en", "skin of the Skins has no frag grenade left"),
])
def test_a_grenade_thrown_once_too_often_is_refused_in_its_bare_noun(lang, refused) -> None:
    """It read « il ne reste plus de Grenade Frag à skin des Skins »: the rule data's label, capitals and all."""
    with speaking(lang):
        g = _skin_throwing("grenade-frag")
        throw = g.resolve(resolve_throw, "skin", "grenade-frag", 30, 25, dice=Faces(colour=["red"]))
        g.apply(throw)
        assert _refusal(g, throw) == refused


@pytest.mark.parametrize("lang, refused", [
    ("fr", "le lance-roquettes ne se lance pas à la main"), ("en", "the rocket launcher is not thrown by hand"),
])
def test_a_launcher_thrown_by_hand_is_refused_with_its_article(lang, refused) -> None:
    with speaking(lang):
        g = _skin_throwing("lance-roquette")
        assert _refusal(g, Throw("skin", "lance-roquette", (30.0, 25.0), "red", (30.0, 25.0))) == refused


@pytest.mark.parametrize("lang, not_a_launcher, too_far, no_blast", [
    ("fr", "la grenade frag n'est pas un lanceur", "le lance-roquettes porte à 30 cm, le point visé est à 41,5 cm",
     "la grenade flash ne lance pas de dés d'explosion"),
    ("en", "the frag grenade is not a launcher", "the rocket launcher reaches 30 cm, the point aimed at is 41.5 cm "
     "away", "the flash grenade does not roll blast dice"),
])
def test_the_explosives_rules_refuse_in_the_weapons_forms(lang, not_a_launcher, too_far, no_blast) -> None:
    """The rules' own refusals said « Grenade Frag n'est pas un lance-grenades », « Lance-roquette porte à … »."""
    with speaking(lang):
        for call, said in ((lambda: launcher_shot("grenade-frag", 10.0, Dice.seeded(1)), not_a_launcher),
                           (lambda: launcher_shot("lance-roquette", 41.5, Dice.seeded(1)), too_far),
                           (lambda: blast_figure("grenade-flash", Defence(), Dice.seeded(1)), no_blast)):
            with pytest.raises(PeurError) as error:
                call()
            assert str(error.value) == said


@pytest.mark.parametrize("weapon, french, english", [
    ("grenade-frag", "de grenade frag", "no frag grenade"), ("paves", "de pavés ni de boulons",
                                                             "no paving stones or bolts"),
])
def test_a_weapon_after_a_negation_is_its_bare_noun(weapon, french, english) -> None:
    noun = RULES.weapon_words(weapon)
    assert noun_args("weapon", noun, "fr")["weapon_none"] == french
    assert noun_args("weapon", noun, "en")["weapon_none"] == english


def test_a_house_rule_weapon_after_a_negation_is_named_in_quotes() -> None:
    """A weapon without forms (a house rule's): « il ne reste plus d'arme « Laser » », with « de » elided."""
    noun = RULES.weapon_words("laser")
    assert say("peur-none-left", "fr", figure="Flic 3", figure_title="name", **noun_args("explosive", noun, "fr")) \
        == f"il ne reste plus d'arme «{N}laser{N}» à Flic 3"
    assert say("peur-none-left", "en", figure="Flic 3", figure_title="name", **noun_args("explosive", noun, "en")) \
        == "Flic 3 has no weapon “laser” left"


@pytest.mark.parametrize("lang, name, said", [
    ("fr", "Voiture de police", "la Police active flic avec la voiture de police"),
    ("fr", "VOITURE banalisée", "la Police active flic avec la voiture banalisée"),
    ("fr", "Voitures", f"la Police active flic avec la voiture «{N}Voitures{N}»"),
    ("en", "Voiture de police", "the Police activate flic with the car “Voiture de police”"),
    ("en", "Car 54", "the Police activate flic with the car 54"),
])
def test_a_car_whose_name_begins_with_its_kind_is_not_said_twice(lang, name, said) -> None:
    """« avec la voiture « Voiture de police » »: the kind once, then the rest of the map's name."""
    with speaking(lang):
        g = playing(table(feature("pcar", "car", box(26, 23, 34, 27), gang="A", name=name, vehicle_kind="voiture"),
                          fig("flic", "A", 30, 25, vehicle="pcar", state="in_vehicle"), fig("skin", "F", 60, 20)),
                    "AF")
        line = g.apply(Activate("A", ("flic",), vehicle="pcar")).log_lines[0]
    assert line.split(" — ", 1)[1] == said


@pytest.mark.parametrize("kind, label, name, french, english", [
    ("street", "Rue", "Rue de la Paix", "la rue de la Paix", "the street “Rue de la Paix”"),
    ("church", "Église", "eglise Saint-Jean", "l'église Saint-Jean", "the church “eglise Saint-Jean”"),
    ("hq", "QG", "qg des Skins", "le QG des Skins", "the HQ “qg des Skins”"),
    ("town_hall", "Mairie", "Town hall", f"la mairie «{N}Town hall{N}»", "the town hall"),
    ("open_door", "Porte ouverte", "Porte du garage", f"la porte ouverte «{N}Porte du garage{N}»",
     "the open door “Porte du garage”"),
    ("conteneur", "Conteneur", "Conteneur bleu", f"l'élément «{N}Conteneur bleu{N}»", "the “Conteneur bleu”"),
])
def test_a_map_piece_named_after_its_kind_says_its_kind_once(kind, label, name, french, english) -> None:
    """Case and accents aside (« eglise », « qg »), the name's first word is the kind's, written as the kind is."""
    with speaking("fr"):
        assert map_piece(kind, label, name) == french
    with speaking("en"):
        assert map_piece(kind, label, name) == english
