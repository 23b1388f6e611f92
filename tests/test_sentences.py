"""Every sentence is one message whose words agree with its arguments (tabletop/sentences.py, Fluent).

Each family is rendered in French and in English with every selector value (a gang feminine and masculine,
singular and plural; counts one and many; ranks) and compared to sentences written out whole."""

from __future__ import annotations

import pytest

from tabletop.games.peur_sur_la_ville.play import Activate, Reload, resolve_shot, resolve_throw
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.i18n import LANGUAGES, _, speaking
from tabletop.sentences import (FTL_FILES, LOOSE_PUNCTUATION, NOUN_WORDS_SCHEMA, SentenceError, clauses,
                                message_variables, noun_args, say)

from tests.games.peur_sur_la_ville.play.clause_table import fig, playing, table
from tests.games.peur_sur_la_ville.play.faces import Faces

RULES = load_rules()
POLICE, SWAT, SKINS, AMAZONES = (RULES.gangs[letter].noun for letter in "ABFM")


def gang(key: str, noun, code: str) -> dict[str, str]:
    return noun_args(key, noun, code)


def test_every_message_is_in_every_language_with_the_same_variables() -> None:
    for name in FTL_FILES:
        english = message_variables("en", name)
        for code in LANGUAGES:
            assert message_variables(code, name) == english, (code, name)


def test_the_gangs_schema_holds_the_shared_schema_of_a_names_forms() -> None:
    import json
    from pathlib import Path

    import tabletop.games.peur_sur_la_ville.rules as rules_package
    schema = json.loads((Path(rules_package.__file__).parent / "gangs.schema.json").read_text(encoding="utf-8"))
    assert schema["properties"]["gangs"]["additionalProperties"]["properties"]["words"] == NOUN_WORDS_SCHEMA


def test_an_unknown_message_or_a_missing_argument_is_named() -> None:
    with pytest.raises(SentenceError, match="no message 'peur-nothing'"):
        say("peur-nothing", "fr")
    with pytest.raises(SentenceError, match="peur-end-activation"):
        say("peur-end-activation", "fr")


@pytest.mark.parametrize("noun, french, english", [
    (POLICE, "la Police active Officier, Flic 3, menés par Officier",
     "the Police activate Officier, Flic 3, led by Officier"),
    (SWAT, "le SWAT active Officier, Flic 3, menés par Officier", "the SWAT activate Officier, Flic 3, led by Officier"),
    (SKINS, "les Skins activent Officier, Flic 3, menés par Officier",
     "the Skins activate Officier, Flic 3, led by Officier"),
    (AMAZONES, "les Amazones activent Officier, Flic 3, menés par Officier",
     "the Amazones activate Officier, Flic 3, led by Officier"),
])
def test_an_activation_agrees_with_its_gang(noun, french, english) -> None:
    for code, expected in (("fr", french), ("en", english)):
        assert say("peur-activate-led", code, names="Officier, Flic 3", leader="Officier",
                   **gang("gang", noun, code)) == expected


def test_a_singular_gang_in_english_takes_the_singular_verb() -> None:
    milice = RULES.gangs["D"].noun
    assert say("peur-end-activation", "en", **gang("gang", milice, "en")) == "the Milice ends its activation"
    assert say("peur-activate-vehicle", "en", names="Leader", vehicle="Camion", **gang("gang", milice, "en")) \
        == "the Milice activates Leader with Camion"


@pytest.mark.parametrize("noun, french, english", [
    (POLICE, "la Police finit son activation", "the Police end their activation"),
    (SWAT, "le SWAT finit son activation", "the SWAT end their activation"),
    (SKINS, "les Skins finissent leur activation", "the Skins end their activation"),
    (AMAZONES, "les Amazones finissent leur activation", "the Amazones end their activation"),
])
def test_the_end_of_an_activation_agrees_with_its_gang(noun, french, english) -> None:
    assert say("peur-end-activation", "fr", **gang("gang", noun, "fr")) == french
    assert say("peur-end-activation", "en", **gang("gang", noun, "en")) == english


@pytest.mark.parametrize("noun, french, english", [
    (POLICE, "l'activation de la Police est encore ouverte", "the activation of the Police is still open"),
    (SWAT, "l'activation du SWAT est encore ouverte", "the activation of the SWAT is still open"),
    (SKINS, "l'activation des Skins est encore ouverte", "the activation of the Skins is still open"),
])
def test_of_a_gang_contracts_its_article(noun, french, english) -> None:
    assert say("peur-activation-open", "fr", **gang("gang", noun, "fr")) == french
    assert say("peur-activation-open", "en", **gang("gang", noun, "en")) == english


def test_a_figure_is_named_with_its_gang_once() -> None:
    assert say("peur-figure", "fr", figure="Skin 9", gang_of=gang("g", SKINS, "fr")["g_of"]) == "Skin 9 des Skins"
    assert say("peur-figure", "fr", figure="Flic 3", gang_of=gang("g", POLICE, "fr")["g_of"]) == "Flic 3 de la Police"
    assert say("peur-figure", "en", figure="Skin 9", gang_of=gang("g", SKINS, "en")["g_of"]) == "Skin 9 of the Skins"


def test_the_initiative_agrees_with_the_chooser_and_the_first() -> None:
    fr = say("peur-initiative-chosen", "fr", **gang("gang", RULES.gangs["H"].noun, "fr"), **gang("first", POLICE, "fr"))
    assert fr == "les Braqueurs choisissent\u00a0: la Police s'active en premier"
    en = say("peur-initiative-chosen", "en", **gang("gang", RULES.gangs["H"].noun, "en"), **gang("first", SKINS, "en"))
    assert en == "the Braqueurs choose: the Skins activate first"
    assert say("peur-initiative-rolled", "fr", rolls="Police 3, Skins 1", **gang("first", SKINS, "fr")) \
        == "initiative\u00a0: Police 3, Skins 1 → les Skins s'activent en premier"


def test_the_city_moves_away_from_the_shots_and_says_so_once() -> None:
    from tabletop.i18n import set_language
    from tabletop.games.peur_sur_la_ville.play.reasons import reason_shown
    set_language("fr")
    try:
        # An English reason of a saved game, and the French an earlier version wrote, both said anew.
        assert reason_shown("flees 15 cm from the shots") == "s'éloigne de 15 cm des tirs"
        assert reason_shown("fuit les tirs de 15 cm") == "s'éloigne de 15 cm des tirs"
        moves = clauses([say("peur-city-move", figure="Passant 2", figure_title="name",
                             reason=reason_shown("flees 15 cm from the shots")),
                         say("peur-city-walks", figure="Passant 3", figure_title="name")])
        assert say("peur-city-moves", moves=moves) \
            == "la ville\u00a0: Passant 2 s'éloigne de 15 cm des tirs\u00a0; Passant 3 se déplace"
    finally:
        set_language(None)
    assert say("peur-city-stays", "en") == "the city: the civilians stay where they are"


COUNTS = dict(bitcoins=5, reputation=2, standing=8, ko=1, dead=1, captive=0, robberies=0, arrests=1, bavures=0)
MANY = dict(bitcoins=12, reputation=0, standing=2, ko=3, dead=4, captive=2, robberies=3, arrests=2, bavures=2)


@pytest.mark.parametrize("rank, french, english", [(1, "1re", "1st"), (2, "2e", "2nd"), (3, "3e", "3rd"),
                                                   (4, "4e", "4th"), (11, "11e", "11th"), (22, "22e", "22nd")])
def test_ranks_are_written_as_ordinals_agreeing_with_place(rank, french, english) -> None:
    assert say("peur-summary-gang", "fr", rank=rank, **gang("gang", POLICE, "fr"), **COUNTS) \
        == f"{french} place\u00a0: la Police, 5 bitcoins, réputation 2\u00a0; 8 debout, 1 KO, 1 mort, 0 captif\u00a0; " \
           "0 braquage, 1 arrestation, 0 bavure"
    assert say("peur-summary-gang", "en", rank=rank, **gang("gang", POLICE, "en"), **COUNTS) \
        == f"{english} place: the Police, 5 bitcoins, reputation 2; 8 standing, 1 KO, 1 dead, 0 captives; " \
           "0 robberies, 1 arrest, 0 bavures"


@pytest.mark.parametrize("noun, french, english", [
    (POLICE, "la Police", "the Police"), (SWAT, "le SWAT", "the SWAT"), (SKINS, "les Skins", "the Skins"),
    (AMAZONES, "les Amazones", "the Amazones")])
def test_a_gangs_summary_names_it_with_its_article_and_counts_in_the_plural(noun, french, english) -> None:
    assert say("peur-summary-gang", "fr", rank=2, **gang("gang", noun, "fr"), **MANY) \
        == f"2e place\u00a0: {french}, 12 bitcoins, réputation 0\u00a0; 2 debout, 3 KO, 4 morts, 2 captifs\u00a0; " \
           "3 braquages, 2 arrestations, 2 bavures"
    assert say("peur-summary-gang", "en", rank=2, **gang("gang", noun, "en"), **MANY) \
        == f"2nd place: {english}, 12 bitcoins, reputation 0; 2 standing, 3 KO, 4 dead, 2 captives; " \
           "3 robberies, 2 arrests, 2 bavures"


def test_the_parrain_and_the_duel_name_the_leaders_of_each_gang() -> None:
    from tabletop.games.peur_sur_la_ville.play.summary import listed
    from tabletop.i18n import set_language
    assert say("peur-summary-parrain", "fr", **gang("gang", POLICE, "fr")) == "le Parrain\u00a0: le chef de la Police"
    assert say("peur-summary-parrain", "en", **gang("gang", SKINS, "en")) == "the Parrain: the leader of the Skins"
    set_language("fr")
    try:
        both = listed([gang("g", POLICE, "fr")["g_of"], gang("g", SKINS, "fr")["g_of"]])
        assert say("peur-summary-duel", gangs_of=both) \
            == "le Parrain\u00a0: un duel entre les chefs de la Police et des Skins"
        three = listed([gang("g", n, "fr")["g_of"] for n in (POLICE, SWAT, SKINS)])
        assert three == "de la Police, du SWAT et des Skins"
    finally:
        set_language(None)


def test_the_ranking_says_why_the_first_is_first() -> None:
    from tabletop.games.peur_sur_la_ville.play.summary import ranking_explanation
    from tabletop.i18n import set_language
    nouns = {"Police": POLICE, "Skins": SKINS}
    criteria = ["bitcoins", "standing", "fewer_bavures", "fewer_dead"]
    set_language("fr")
    try:
        assert ranking_explanation([("Police", [5, 8, 0, -1]), ("Skins", [0, 9, -1, 0])], criteria, nouns) \
            == "la Police est en tête au nombre de bitcoins"
        assert ranking_explanation([("Police", [5, 8, 0, -1]), ("Skins", [5, 9, -1, 0])], criteria, nouns) \
            == "la Police et les Skins à égalité\u00a0; les Skins l'emportent au nombre de figurines debout"
        assert ranking_explanation([("Police", [5, 8, 0, 0]), ("Skins", [5, 8, 0, 0])], criteria, nouns) \
            == "la Police et les Skins, à égalité sur tous les critères, partagent la première place"
        set_language("en")
        assert ranking_explanation([("Police", [0, 8, 0, -1]), ("Skins", [5, 9, -1, 0])], criteria, nouns) \
            == "the Skins lead on bitcoins"
    finally:
        set_language(None)


@pytest.mark.parametrize("text, french, english", [
    ('{"name": "Boulevard", width: 120}', "à la ligne 1, colonne 23, il manque des guillemets autour d'un nom",
     "at line 1, column 23, a name is missing its double quotes"),
    ('{"a" 1}', "à la ligne 1, colonne 6, il manque un deux-points après un nom",
     "at line 1, column 6, a colon is missing after a name"),
    ('{"a": [1, 2', "à la ligne 1, colonne 12, le texte s'arrête avant sa fin (il semble tronqué)",
     "at line 1, column 12, the text stops before its end (it looks cut short)"),
])
def test_a_broken_json_text_is_refused_in_the_users_words(text, french, english) -> None:
    from tabletop.i18n import set_language
    from tabletop.jsontext import JsonTextError, parse_json_text
    for code, expected in (("fr", french), ("en", english)):
        set_language(code)
        try:
            with pytest.raises(JsonTextError) as refused:
                parse_json_text(text)
        finally:
            set_language(None)
        assert str(refused.value) == expected


def test_a_gangs_composition_counts_its_figures_in_the_plural() -> None:
    from tabletop.games.peur_sur_la_ville.rules.gangs import composition_text
    assert composition_text(RULES.gangs["A"]) == "1 Officier + 1 Sous-off + 8 Flics"
    assert composition_text(RULES.gangs["B"]) == "1 Officier + 1 Sous-off + 1 Doc + 7 SWAT"
    for code in LANGUAGES:
        assert say("peur-figures-counted", code, count=1, one="Flic", other="Flics") == "1 Flic"
        assert say("peur-figures-counted", code, count=8, one="Flic", other="Flics") == "8 Flics"


NBSP = "\u00a0"


@pytest.mark.parametrize("dice, french, english", [
    (1, 'test de moral de Skin 9 des Skins à 1 dé, "-" → recule de 5 cm',
     'morale test of Skin 9 of the Skins with 1 die, "-" → retreats 5 cm'),
    (2, 'test de moral de Skin 9 des Skins à 2 dés, "-" "+" → recule de 5 cm',
     'morale test of Skin 9 of the Skins with 2 dice, "-" "+" → retreats 5 cm'),
])
def test_a_morale_test_before_activating_names_its_figure_in_the_sentence(dice, french, english) -> None:
    faces = '"-"' if dice == 1 else '"-" "+"'
    for code, expected, outcome in (("fr", french, "recule de 5 cm"), ("en", english, "retreats 5 cm")):
        title = say("peur-figure", code, figure="Skin 9", gang_of=gang("g", SKINS, code)["g_of"])
        assert say("peur-morale-of", code, figure=title, figure_title="name", dice=dice, faces=faces,
                   outcome=outcome) == expected
    assert say("peur-morale", "fr", dice=1, faces='"+"', outcome="tient") == 'test de moral à 1 dé, "+" → tient'
    assert say("peur-morale", "en", dice=2, faces='"+" "+"', outcome="holds") == 'morale test with 2 dice, "+" "+" → holds'


PISTOL, RIFLE, ROCKETS = RULES.firearms["pistolet"].noun, RULES.firearms["fusil"].noun, \
    RULES.explosives["lance-roquette"].noun
SHOT = dict(shooter="Skin 9 des Skins", target="Flic 3 de la Police", length="20 cm", band="short", cover="à découvert",
            faces="rouge", shooter_title="name", target_title="name", **gang("weapon", PISTOL, "fr"))


PLAIN = dict(burst="no", dice=1, hits=1, missed="no", rerolls="none", incident="none", lost=0)
SHOT_EN = dict(SHOT, shooter="Skin 9 of the Skins", target="Flic 3 of the Police", cover="in the open",
               faces="red", **gang("weapon", PISTOL, "en"))
FRENCH_SHOT = "Skin 9 des Skins tire sur Flic 3 de la Police au pistolet"
ENGLISH_SHOT = "Skin 9 of the Skins shoots Flic 3 of the Police with the pistol"


@pytest.mark.parametrize("args, french, english", [
    (dict(), " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche",
     " at 20 cm, short, in the open: 1 die, red → 1 hit"),
    (dict(burst="yes", dice=5, hits=2), " en rafale à 20 cm, portée courte, à découvert\u00a0: 5 dés, rouge → 2 touches",
     " in a burst at 20 cm, short, in the open: 5 dice, red → 2 hits"),
    (dict(hits=0, missed="yes"), " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 0 touche (tir raté)",
     " at 20 cm, short, in the open: 1 die, red → 0 hits (missed)"),
    (dict(rerolls="bleu→rouge"), " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche, relancés bleu→rouge",
     " at 20 cm, short, in the open: 1 die, red → 1 hit, rerolled bleu→rouge"),
    (dict(incident="reload"),
     " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche, incident de tir, il faut recharger l'arme",
     " at 20 cm, short, in the open: 1 die, red → 1 hit, a firing incident, the weapon must be reloaded"),
    (dict(incident="repair"),
     " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche, incident de tir, il faut réparer l'arme",
     " at 20 cm, short, in the open: 1 die, red → 1 hit, a firing incident, the weapon must be repaired"),
    (dict(incident="broken"),
     " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche, incident de tir, l'arme est hors service",
     " at 20 cm, short, in the open: 1 die, red → 1 hit, a firing incident, the weapon is out of action"),
    (dict(burst="yes", dice=5, lost=1),
     " en rafale à 20 cm, portée courte, à découvert\u00a0: 5 dés, rouge → 1 touche, 1 touche de rafale perdue",
     " in a burst at 20 cm, short, in the open: 5 dice, red → 1 hit, 1 burst hit lost"),
    (dict(burst="yes", dice=5, hits=3, lost=2),
     " en rafale à 20 cm, portée courte, à découvert\u00a0: 5 dés, rouge → 3 touches, 2 touches de rafale perdues",
     " in a burst at 20 cm, short, in the open: 5 dice, red → 3 hits, 2 burst hits lost"),
])
def test_a_shot_is_one_sentence_with_its_burst_dice_miss_rerolls_incident_and_lost_hits(args, french, english):
    assert say("peur-shot", "fr", **SHOT, **{**PLAIN, **args}) == FRENCH_SHOT + french
    assert say("peur-shot-riposte", "fr", **SHOT, **{**PLAIN, **args}) == "en riposte, " + FRENCH_SHOT + french
    assert say("peur-shot", "en", **SHOT_EN, **{**PLAIN, **args}) == ENGLISH_SHOT + english
    assert say("peur-shot-riposte", "en", **SHOT_EN, **{**PLAIN, **args}) == "returning fire, " + ENGLISH_SHOT + english
    french_line = say("peur-shot-riposte", "fr", **SHOT, **{**PLAIN, **args})
    assert french_line.count(":") == 1 and not LOOSE_PUNCTUATION.search(french_line)
    assert say("peur-shot-riposte", "en", **SHOT_EN, **{**PLAIN, **args}).count(":") == 1


@pytest.mark.parametrize("count, french, english", [
    (1, "flic de la Police, dans le combat, prend 1 touche automatique du tir raté",
     "flic of the Police, in the combat, takes 1 automatic hit from the missed shot"),
    (2, "flic de la Police, dans le combat, prend 2 touches automatiques du tir raté",
     "flic of the Police, in the combat, takes 2 automatic hits from the missed shot"),
])
def test_a_miss_into_a_combat_is_one_sentence_agreeing_with_its_count(count, french, english):
    assert say("peur-missed-into-melee", "fr", figure="flic de la Police", figure_title="name", count=count) == french
    assert say("peur-missed-into-melee", "en", figure="flic of the Police", figure_title="name", count=count) == english


@pytest.mark.parametrize("result, french, english", [
    ("cross_and_continue", "pour franchir le muret, rouge → passe de l'autre côté et continue",
     "to cross the low wall, red → crosses and goes on"),
    ("cross", "pour franchir le muret, bleu → passe de l'autre côté et s'arrête",
     "to cross the low wall, blue → crosses and stops"),
    ("blocked", "pour franchir le muret, jaune → ne traverse pas et s'arrête",
     "to cross the low wall, yellow → stays on this side and stops"),
])
def test_an_obstacle_crossing_is_one_sentence_for_each_result(result, french, english):
    face = {"cross_and_continue": ("rouge", "red"), "cross": ("bleu", "blue"), "blocked": ("jaune", "yellow")}[result]
    assert say("peur-obstacle-crossing", "fr", obstacle="le muret", face=face[0], result=result) == french
    assert say("peur-obstacle-crossing", "en", obstacle="the low wall", face=face[1], result=result) == english
    assert say("peur-obstacle-ignored", "fr", obstacle="le muret") == "en Yamakasi, ignore le muret"
    assert say("peur-obstacle-ignored", "en", obstacle="the low wall") == "as a Yamakasi, ignores the low wall"


def test_a_reload_is_one_sentence_naming_the_weapon():
    assert say("peur-reload", "fr", figure="Skin 8 des Skins", figure_title="name", **gang("weapon", RIFLE, "fr")) \
        == "Skin 8 des Skins recharge le fusil"
    assert say("peur-reload", "en", figure="Skin 8 of the Skins", figure_title="name", **gang("weapon", RIFLE, "en")) \
        == "Skin 8 of the Skins reloads the rifle"


def test_a_jammed_shot_in_the_french_journal_is_one_sentence_with_one_colon():
    """A real shot through the live game: a yellow jams the weapon, said in words inside the shot's sentence (it
    was glued as « … → 0 touche ; incident : à recharger »); then the reload is one sentence too."""
    with speaking("fr"):
        g = playing(table(fig("skin", "F", 30, 20), fig("flic", "A", 45, 20)), "FA")
        g.apply(Activate("F", ("skin",)))
        shot = g.resolve(resolve_shot, "skin", "flic", dice=["yellow"])
        line = g.apply(shot).log_lines[0]
        reload = g.apply(Reload("skin", shot.weapon)).log_lines[0]
    said = line.split(" — ", 1)[1]
    assert said.endswith("jaune → 0 touche, incident de tir, il faut recharger l'arme"), said
    assert said.count(":") == 1 and "incident\u00a0:" not in said and not LOOSE_PUNCTUATION.search(said)
    assert reload.split(" — ", 1)[1] == "skin des Skins recharge le pistolet"


def test_a_hit_its_save_and_the_morale_test_in_the_french_journal_keep_one_colon():
    """The clauses a hit adds to the shot's line (the save, the target's morale test) are whole sentences without a
    colon of their own (the morale test was glued as « moral 1 dé : … »)."""
    with speaking("fr"):
        g = playing(table(fig("skin", "F", 30, 20), fig("flic", "A", 45, 20)), "FA")
        g.apply(Activate("F", ("skin",)))
        line = g.apply(g.resolve(resolve_shot, "skin", "flic", dice=["red", "yellow", "+"])).log_lines[0]
    assert line.split(" — ", 1)[1] == ("skin des Skins tire sur flic de la Police au pistolet à 12 cm, portée "
                                       "efficace, à découvert\u00a0: 1 dé, rouge → 1 touche\u00a0; sauvegarde jaune → "
                                       '1 blessure\u00a0; test de moral à 1 dé, "+" → avance de 5 cm')


@pytest.mark.parametrize("count, french, english", [
    (1, "le véhicule est touché, le sort désigne le passager Skin 9",
     "the vehicle is hit, the lot draws the passenger Skin 9"),
    (2, "le véhicule est touché, le sort désigne les passagers Skin 9, Skin 9",
     "the vehicle is hit, the lots draw the passengers Skin 9, Skin 9"),
])
def test_the_lots_drawn_aboard_agree_with_their_count(count, french, english) -> None:
    names = ", ".join(["Skin 9"] * count)
    assert say("peur-vehicle-hit-lots", "fr", count=count, names=names) == french
    assert say("peur-vehicle-hit-lots", "en", count=count, names=names) == english


def test_a_throw_and_its_blast_are_whole_sentences() -> None:
    thrown = dict(figure="Skin 9", figure_title="name", face="4", cm="20", where="(12, 30)")
    frag = RULES.explosives["grenade-frag"].noun
    assert say("peur-throw", "fr", **thrown, **gang("explosive", frag, "fr")) \
        == "Skin 9 lance la grenade frag\u00a0: 4 → 20 cm, tombe en (12, 30)"
    assert say("peur-throw-stopped", "en", what="the low wall", **thrown, **gang("explosive", frag, "en")) \
        == "Skin 9 throws the frag grenade: 4 → 20 cm, lands at (12, 30) against the low wall"
    caught = dict(figure="Flic 3", figure_title="name", cover="à découvert", faces="rouge")
    assert say("peur-blast-dud", "fr", **caught) == "Flic 3 à découvert, rouge → le cocktail Molotov n'explose pas"
    assert say("peur-blast", "fr", hits=0, morale=1, **caught) \
        == "Flic 3 à découvert, rouge → 0 touche, 1 pour le moral"
    assert say("peur-blast-saved", "fr", hits=2, morale=0, saves="jaune bleu", wounds=1, **caught) \
        == "Flic 3 à découvert, rouge → 2 touches, 0 pour le moral\u00a0; sauvegarde jaune bleu → 1 blessure"
    assert say("peur-blast-saved", "en", hits=1, morale=0, saves="yellow", wounds=2, figure="Flic 3",
               figure_title="name",
               cover="in the open", faces="red") \
        == "Flic 3 in the open, red → 1 hit, 0 for morale; save yellow → 2 wounds"


@pytest.mark.parametrize("lang, colons, caught", [
    ("fr", "\u00a0:", ("flic2 de la Police à découvert, rouge jaune rouge → 2 touches",
                       "flic de la Police à couvert derrière flic2 de la Police, jaune bleu bleu → 0 touche")),
    ("en", ":", ("flic2 of the Police in the open, red yellow red → 2 hits",
                 "flic of the Police in cover behind flic2 of the Police, yellow blue blue → 0 hits")),
])
def test_a_throw_joined_with_its_blasts_keeps_one_colon(lang, colons, caught) -> None:
    """A grenade thrown through the live game catches two policemen: the throw's line keeps its own colon and each
    figure caught is a clause without one (each was « flic2 de la Police, à découvert : … »)."""
    with speaking(lang):
        g = playing(table(fig("skin", "F", 30, 20, equipment=["grenade-frag"]), fig("flic", "A", 41, 20),
                          fig("flic2", "A", 39, 21)), "FA")
        g.apply(Activate("F", ("skin",)))
        thrown = g.resolve(resolve_throw, "skin", "grenade-frag", 40, 20,
                           dice=Faces(colour=["red", "red", "yellow", "red", "blue", "yellow", "yellow"]))
        said = g.apply(thrown).log_lines[0].split(" — ", 1)[1]
    assert said.count(":") == 1 and said.count(colons) == 1, said
    assert lang != "fr" or not LOOSE_PUNCTUATION.search(said), said
    assert all(clause in said for clause in caught), said


@pytest.mark.parametrize("noun, count, french, english", [
    (POLICE, 10, "la Police déploie 10 figurines", "the Police deploy 10 figures"),
    (SWAT, 1, "le SWAT déploie 1 figurine", "the SWAT deploy 1 figure"),
    (SKINS, 8, "les Skins déploient 8 figurines", "the Skins deploy 8 figures"),
    (AMAZONES, 1, "les Amazones déploient 1 figurine", "the Amazones deploy 1 figure"),
])
def test_a_gangs_deployment_count_agrees_with_the_gang_and_the_count(noun, count, french, english) -> None:
    assert say("peur-deployed-count", "fr", count=count, **gang("gang", noun, "fr")) == french
    assert say("peur-deployed-count", "en", count=count, **gang("gang", noun, "en")) == english


def test_a_singular_gang_deploys_and_rolls_in_the_singular_in_english() -> None:
    milice = RULES.gangs["D"].noun
    assert say("peur-deployed-count", "en", count=2, **gang("gang", milice, "en")) == "the Milice deploys 2 figures"
    assert say("peur-initiative-die", "en", face=4, **gang("gang", milice, "en")) == "the Milice rolls 4"


@pytest.mark.parametrize("noun, french, english", [
    (POLICE, "la Police fait 3", "the Police roll 3"),
    (SWAT, "le SWAT fait 3", "the SWAT roll 3"),
    (SKINS, "les Skins font 3", "the Skins roll 3"),
    (AMAZONES, "les Amazones font 3", "the Amazones roll 3"),
])
def test_an_initiative_die_agrees_with_its_gang(noun, french, english) -> None:
    assert say("peur-initiative-die", "fr", face=3, **gang("gang", noun, "fr")) == french
    assert say("peur-initiative-die", "en", face=3, **gang("gang", noun, "en")) == english


def test_the_deployment_and_the_initiative_are_said_whole_in_the_log() -> None:
    from tabletop.i18n import set_language
    from tabletop.sentences import listed
    set_language("fr")
    try:
        counts = listed([say("peur-deployed-count", count=10, **gang("gang", POLICE, "fr")),
                         say("peur-deployed-count", count=8, **gang("gang", SKINS, "fr"))])
        assert say("peur-deployed-at-entries", counts=counts) == ("figurines déployées dans leur QG ou à une entrée de "
                                                                  "rue\u00a0: la Police déploie 10 figurines et les Skins "
                                                                  "déploient 8 figurines")
        first = listed([say("peur-initiative-die", face=6, **gang("gang", POLICE, "fr")),
                        say("peur-initiative-die", face=6, **gang("gang", SKINS, "fr"))])
        again = listed([say("peur-initiative-die", face=2, **gang("gang", POLICE, "fr")),
                        say("peur-initiative-die", face=5, **gang("gang", SKINS, "fr"))])
        rolls = say("peur-initiative-rerolled", first=first, rerolls=again)
        assert say("peur-initiative-rolled", rolls=rolls, **gang("first", SKINS, "fr")) \
            == ("initiative\u00a0: la Police fait 6 et les Skins font 6, puis à la relance la Police fait 2 et les "
                "Skins font 5 → les Skins s'activent en premier")
    finally:
        set_language(None)


@pytest.mark.parametrize("noun, change, count, french, english", [
    (POLICE, "more", 1, "Arbitre\u00a0: une bavure de plus pour la Police (civil tué)",
     "Referee: one more bavure for the Police (civil tué)"),
    (SWAT, "more", 2, "Arbitre\u00a0: 2 bavures de plus pour le SWAT (civil tué)",
     "Referee: 2 more bavures for the SWAT (civil tué)"),
    (SKINS, "fewer", 1, "Arbitre\u00a0: une bavure de moins pour les Skins (civil tué)",
     "Referee: one bavure fewer for the Skins (civil tué)"),
    (AMAZONES, "fewer", 3, "Arbitre\u00a0: 3 bavures de moins pour les Amazones (civil tué)",
     "Referee: 3 bavures fewer for the Amazones (civil tué)"),
])
def test_the_referees_bavure_agrees_with_its_count_and_names_the_gang_with_its_article(noun, change, count, french,
                                                                                       english) -> None:
    for code, expected in (("fr", french), ("en", english)):
        assert say("peur-referee-bavure", code, change=change, count=count, act="civil tué", note="none",
                   **gang("gang", noun, code)) == expected
    assert say("peur-referee-bavure", "fr", change="more", count=1, act="civil tué", note="vu par tous",
               **gang("gang", SKINS, "fr")) == "Arbitre\u00a0: une bavure de plus pour les Skins (civil tué) — vu par tous"


def test_the_referees_adjustment_is_one_sentence_with_or_without_a_note() -> None:
    assert say("peur-referee-adjust", "fr", figure="Skin 9 des Skins", figure_title="name", what="2 blessures",
               note="none") \
        == "Arbitre\u00a0: Skin 9 des Skins 2 blessures"
    assert say("peur-referee-adjust", "en", figure="Skin 9 of the Skins", figure_title="name", what="2 wounds",
               note="fell") \
        == "Referee: Skin 9 of the Skins 2 wounds — fell"


@pytest.mark.parametrize("noun, count, french, english", [
    (POLICE, 1, "1 bavure pour la Police\u00a0: civil tué", "1 bavure for the Police: civil tué"),
    (SWAT, 2, "2 bavures pour le SWAT\u00a0: civil tué", "2 bavures for the SWAT: civil tué"),
    (SKINS, 1, "1 bavure pour les Skins\u00a0: civil tué", "1 bavure for the Skins: civil tué"),
    (AMAZONES, 2, "2 bavures pour les Amazones\u00a0: civil tué", "2 bavures for the Amazones: civil tué"),
])
def test_a_bavure_names_its_gang_with_its_article_and_counts(noun, count, french, english) -> None:
    for code, expected in (("fr", french), ("en", english)):
        assert say("peur-bavure", code, count=count, act="civil tué", witness="none", **gang("gang", noun, code)) \
            == expected
    assert say("peur-bavure", "fr", count=2, act="civil tué", witness="Journaliste", **gang("gang", SKINS, "fr")) \
        == "2 bavures pour les Skins\u00a0: civil tué, sous les yeux de Journaliste"


@pytest.mark.parametrize("path, french, english", [
    (["players", 2, "name"], "le nom du joueur 3", "the name of player 3"),
    (["log", 4, "type"], "le type de l'événement 5 du journal", "the kind of event 5 of the log"),
    (["log", 4, "positions", "officer"], "l'événement 5 du journal, positions.officer",
     "event 5 of the log, positions.officer"),
    (["rosters", "F", "figures", "ghost"], "la figurine «\u00a0ghost\u00a0» de la bande F",
     "figure « ghost » of gang F"),
    (["settings", "turn_limit"], "la limite de tours de la partie", "the game's turn limit"),
    (["settings", "tie_break", 1], "la valeur 2 du réglage «\u00a0Départage\u00a0»",
     "value 2 of the setting « Tie break »"),
    (["seed"], "la graine", "the seed"),
])
def test_a_play_or_game_files_field_is_named_in_the_referees_words(path, french, english) -> None:
    from tabletop.i18n import set_language
    from tabletop.schema_words import file_field_words
    for code, expected in (("fr", french), ("en", english)):
        set_language(code)
        try:
            assert file_field_words(path) == expected
        finally:
            set_language(None)


def test_a_play_file_refused_by_its_schema_names_the_player_in_words(tmp_path) -> None:
    import json
    from tabletop.games import game_core
    from tabletop.games.playfile import PlayFileError, load_play
    from tabletop.i18n import set_language
    path = tmp_path / "bad.ttplay.json"
    path.write_text(json.dumps({"format": "tabletop-play", "version": 1, "game": "camorra",
                                "players": [{"name": "Ana"}, {"name": 3}], "seed": 1, "log": []}), encoding="utf-8")
    set_language("fr")
    try:
        with pytest.raises(PlayFileError) as refused:
            load_play(path, game_core)
    finally:
        set_language(None)
    assert any("le nom du joueur 2\u00a0:" in line for line in refused.value.lines), refused.value.lines


@pytest.mark.parametrize("value, written", [(1e300, "1e+300"), (float("inf"), "inf"), (10 ** 20, str(10 ** 20))])
def test_a_figure_beyond_what_babel_rounds_is_written_whole(value, written) -> None:
    """A mutated play file's 1e300 reached a log line: babel's rounding raised decimal's InvalidOperation from inside
    Fluent, and opening the file failed with a traceback instead of its refusal."""
    assert say("gp-red-notes", "fr", count=value) == f"{written} rouges"
    assert say("gp-red-notes", "en", count=value) == f"{written} red"
    assert say("gp-red-notes", "fr", count=12000) == "12\u202f000 rouges"


@pytest.mark.parametrize("turn, french, english", [
    (0, "Déploiement — la Police déploie 10 figurines", "Deployment — the Police deploy 10 figures"),
    (3, "Tour 3 — la Police déploie 10 figurines", "Turn 3 — the Police deploy 10 figures")])
def test_a_game_log_line_is_one_message_with_its_turn(turn, french, english) -> None:
    for code, expected in (("fr", french), ("en", english)):
        line = say("peur-deployed-count", code, count=10, **gang("gang", POLICE, code))
        assert say("peur-log-line", code, turn=turn, line=line) == expected


@pytest.mark.parametrize("result, french, english", [
    ("destroyed", "la roquette détruit Voiture 2", "the rocket destroys Voiture 2"),
    ("evacuate_ablaze", "Voiture 2 prend feu sous la roquette\u00a0: on l'évacue",
     "Voiture 2 catches fire under the rocket and is evacuated"),
    ("nothing", "la roquette reste sans effet sur Voiture 2", "the rocket has no effect on Voiture 2"),
])
def test_a_rocket_on_a_vehicle_is_one_sentence_for_each_result(result, french, english):
    """« Rouge = Explosion & destruction, Bleu = Évacuation & Embrasement, Jaune = RAS »: the result is a selector
    of the message, never a translated participle glued after the vehicle's name and a colon (« Voiture : détruit »
    did not agree with a feminine name)."""
    assert say("peur-rocket-vehicle", "fr", vehicle="Voiture 2", result=result) == french
    assert say("peur-rocket-vehicle", "en", vehicle="Voiture 2", result=result) == english


@pytest.mark.parametrize("result, french, english", [
    ("destroyed", "la roquette détruit le véhicule", "the rocket destroys the vehicle"),
    ("evacuate_ablaze", "le véhicule prend feu, on l'évacue", "the vehicle catches fire and is evacuated"),
    ("nothing", "la roquette reste sans effet", "the rocket has no effect"),
])
def test_an_armoured_vehicle_s_test_against_a_rocket_is_one_sentence(result, french, english):
    """« Un véhicule BLINDÉ peut tester s'il est touché »: the die and its result in one sentence."""
    assert say("peur-rocket-vehicle-rolled", "fr", vehicle="Fourgon", face="rouge", result=result) \
        == f"Fourgon tire rouge au test de blindage\u00a0: {french}"
    assert say("peur-rocket-vehicle-rolled", "en", vehicle="Van", face="red", result=result) \
        == f"Van rolls red on its armour test: {english}"


@pytest.mark.parametrize("result, french, english", [
    ("fixed", "l'arme est opérationnelle", "the weapon works again"),
    ("try_again", "il faut essayer encore", "try again"),
    ("broken", "l'arme est définitivement hors service", "the weapon is out of action for good"),
])
def test_a_repair_is_one_sentence_for_each_result(result, french, english):
    """« Rouge = Arme opérationnelle ; Bleu = Essaye encore ! ; Jaune = Arme définitivement HS »: the result is a
    selector of the message, not the rule data's French label glued after a second colon (« Leader des Skins répare :
    Fusil mitrailleur : bleu → Essaye encore ! », the same French in the English line)."""
    assert say("peur-repair", "fr", figure="Skin 8 des Skins", figure_title="name", faces="bleu", result=result,
               **gang("weapon", RIFLE, "fr")) == f"Skin 8 des Skins répare le fusil\u00a0: bleu → {french}"
    assert say("peur-repair", "en", figure="Skin 8 of the Skins", figure_title="name", faces="blue", result=result,
               **gang("weapon", RIFLE, "en")) == f"Skin 8 of the Skins repairs the rifle: blue → {english}"


@pytest.mark.parametrize("result, french, english", [
    ("dies", "meurt", "dies"), ("stays_ko", "reste KO", "stays KO"),
    ("recovers", "se remet d'une blessure", "recovers from a wound"),
])
def test_a_death_test_is_one_sentence_for_each_result(result, french, english):
    """« MORT : En début de tour, testez chaque figurine ayant 3 blessures ou plus avec 1 DÉ DE COULEUR »: the rule
    data's French label (« Mort du personnage ») no longer ends the English line."""
    assert say("peur-death-test", "fr", figure="Flic 4 de la Police", figure_title="name", faces="rouge",
               result=result) \
        == f"Flic 4 de la Police passe le test de mort\u00a0: rouge → {french}"
    assert say("peur-death-test", "en", figure="Flic 4 of the Police", figure_title="name", faces="red",
               result=result) \
        == f"Flic 4 of the Police takes the death test: red → {english}"


@pytest.mark.parametrize("result, french, english", [
    ("hit", "cible touchée", "target hit"), ("deviation", "le tir dévie", "the shot deviates"),
    ("incident", "incident de tir", "misfire"),
])
def test_a_launcher_s_shot_is_one_sentence_for_each_result(result, french, english):
    """« Rouge = Cible touchée ! Bleu = Déviation ! Jaune = Incident de tir ! »: a selector of the message, in the
    line's language (the English line read « red → Cible touchée !; … »)."""
    assert say("peur-launcher-shot", "fr", figure="Tireur des Skins", figure_title="name", where="(30 ; 25)", cm="14",
               face="rouge",
               result=result, **gang("launcher", ROCKETS, "fr")) \
        == f"Tireur des Skins tire au lance-roquettes vers (30 ; 25), 14 cm\u00a0: rouge → {french}"
    assert say("peur-launcher-shot", "en", figure="Tireur of the Skins", figure_title="name", where="(30, 25)",
               cm="14", face="red",
               result=result, **gang("launcher", ROCKETS, "en")) \
        == f"Tireur of the Skins fires with the rocket launcher at (30, 25), 14 cm: red → {english}"


@pytest.mark.parametrize("result, french, english", [
    ("robbed", "braquage réussi", "robbery succeeds"),
    ("nothing", "la victime n'a rien sur elle ou ne comprend pas",
     "the victim has nothing on them or does not understand"),
    ("victim_attacks", "la victime attaque en combat", "the victim attacks in close combat"),
])
def test_a_robbery_is_one_sentence_for_each_result(result, french, english):
    """« Rouge = Braquage réussi … »: on a passer-by and on a car, the result a selector in the line's language."""
    assert say("peur-rob", "fr", figure="Braqueur 1 des Braqueurs", figure_title="name", victim="Passant 2",
               victim_title="name", faces="rouge",
               result=result) == f"Braqueur 1 des Braqueurs braque Passant 2\u00a0: rouge → {french}"
    assert say("peur-hold-up", "en", figure="Braqueur 1 of the Braqueurs", figure_title="name", vehicle="Taxi",
               faces="red",
               result=result) == f"Braqueur 1 of the Braqueurs holds up Taxi: red → {english}"


@pytest.mark.parametrize("result, french, english", [
    ("maybe", "pas sûr, le test pourra être refait", "not sure, the test may be taken again"),
    ("spotted", "la figurine est repérée", "the figure is spotted"),
    ("nothing_for_good", "rien, et le test ne pourra pas être refait à un autre tour",
     "nothing, and the test cannot be taken again on another turn"),
])
def test_a_detection_is_one_sentence_for_each_result(result, french, english):
    assert say("peur-detect", "fr", figure="Flic 3 de la Police", figure_title="name", hidden="Skin 2 des Skins",
               hidden_title="name", faces="bleu",
               result=result) == f"Flic 3 de la Police cherche Skin 2 des Skins\u00a0: bleu → {french}"
    assert say("peur-detect", "en", figure="Flic 3 of the Police", figure_title="name", hidden="Skin 2 of the Skins",
               hidden_title="name", faces="blue",
               result=result) == f"Flic 3 of the Police looks for Skin 2 of the Skins: blue → {english}"


@pytest.mark.parametrize("who, french, english", [
    ("self", "Flic 3 de la Police se soigne", "Flic 3 of the Police treats their own wounds"),
    ("other", "Flic 3 de la Police soigne Flic 4", "Flic 3 of the Police treats Flic 4"),
    ("horse", "Flic 3 de la Police soigne le cheval de Flic 4", "Flic 3 of the Police treats the horse of Flic 4"),
])
@pytest.mark.parametrize("result, french_result, english_result", [
    ("stabilised", "stabilisation, plus de test de mort", "stabilised, no more death test"),
    ("recover", "une blessure en moins", "one wound less"), ("worse", "une blessure de plus", "one more wound"),
])
def test_a_treatment_is_one_sentence_for_each_patient_and_result(who, french, english, result, french_result,
                                                                  english_result):
    """« Rouge = Stabilisé ! plus de test de Mort ; Bleu = Récupère 1 Blessure ; Jaune = Oups ! Prend +1 Blessure »."""
    assert say("peur-heal", "fr", figure="Flic 3 de la Police", figure_title="name", patient="Flic 4",
               patient_title="name", who=who,
               faces="jaune", result=result) == f"{french}\u00a0: jaune → {french_result}"
    assert say("peur-heal", "en", figure="Flic 3 of the Police", figure_title="name", patient="Flic 4",
               patient_title="name", who=who,
               faces="yellow", result=result) == f"{english}: yellow → {english_result}"


@pytest.mark.parametrize("patient, french", [
    ("Agent 2", "Officier soigne le cheval d'Agent 2"), ("Éloïse", "Officier soigne le cheval d'Éloïse"),
    ("Bruno", "Officier soigne le cheval de Bruno"), ("Hugo", "Officier soigne le cheval de Hugo"),
    ("Yann", "Officier soigne le cheval de Yann")])
def test_french_elides_de_before_a_name_beginning_with_a_vowel(patient, french) -> None:
    """« le cheval de Agent 2 » read wrong: « de » and « que » lose their vowel before a name said with one, in a
    Fluent message as in a gettext one; not before an H (h aspiré), a Y or a single letter, nor in English."""
    said = say("peur-heal", "fr", who="horse", figure="Officier", figure_title="name", patient=patient,
               patient_title="name", faces="rouge",
               result="recover")
    assert said.startswith(french + "\u00a0:")
    assert say("peur-heal", "en", who="horse", figure="Officer", figure_title="name", patient="Agent 2",
               patient_title="name", faces="red",
               result="recover").startswith("Officer treats the horse of Agent 2:")
    with speaking("fr"):
        chased = _("{player}'s chased token finds no free card: it goes back to {player}, whose round is over")
        assert chased.format(player="Ana").startswith("le jeton chassé d'Ana ne trouve aucune carte libre")
        assert _("expected a gang letter from A to R, got {got}").format(got="Z") == \
            "attendu une lettre de bande de A à R, reçu Z"
    with speaking("en"):
        assert _("expected a gang letter from A to R, got {got}").format(got="Ana").endswith("got Ana")


@pytest.mark.parametrize("noun, french, english", [
    (POLICE, "la Police ne peut pas faire cet achat\u00a0: coûte 40 bitcoins",
     "the Police cannot buy this: coûte 40 bitcoins"),
    (SKINS, "les Skins ne peuvent pas faire cet achat\u00a0: coûte 40 bitcoins",
     "the Skins cannot buy this: coûte 40 bitcoins"),
])
def test_a_purchase_refused_agrees_with_its_gang(noun, french, english) -> None:
    assert say("peur-cannot-buy", "fr", reason="coûte 40 bitcoins", **gang("gang", noun, "fr")) == french
    assert say("peur-cannot-buy", "en", reason="coûte 40 bitcoins", **gang("gang", noun, "en")) == english


def test_the_gangs_to_activate_are_named_with_their_own_de() -> None:
    """The turn bar's prompt: « activation des Skins », « activation de la Police ou des Skins »."""
    assert say("peur-to-activate", "fr", gangs_of=gang("g", SKINS, "fr")["g_of"]) \
        == "activation des Skins\u00a0: choisissez une figurine"
    assert say("peur-to-activate", "en", gangs_of=gang("g", SKINS, "en")["g_of"]) \
        == "activation of the Skins: select a figure"


@pytest.mark.parametrize("noun, french, english", [
    (POLICE, "la Police agit\u00a0: Flic 3 (2)", "the Police act: Flic 3 (2)"),
    (SKINS, "les Skins agissent\u00a0: Flic 3 (2)", "the Skins act: Flic 3 (2)"),
])
def test_the_gang_acting_agrees_with_its_verb(noun, french, english) -> None:
    assert say("peur-acting", "fr", who="Flic 3 (2)", **gang("gang", noun, "fr")) == french
    assert say("peur-acting", "en", who="Flic 3 (2)", **gang("gang", noun, "en")) == english


@pytest.mark.parametrize("letter, name, form, of_fr, to_fr, the_fr, english", [
    ("F", "Lieutenant", "masculine", "du Lieutenant des Skins", "au Lieutenant des Skins", "le Lieutenant des Skins",
     "Lieutenant of the Skins"),
    ("A", "Officier", "elided", "de l'Officier de la Police", "à l'Officier de la Police", "l'Officier de la Police",
     "Officier of the Police"),
    ("M", "Lieutenant", "feminine", "de la Lieutenant des Amazones", "à la Lieutenant des Amazones",
     "la Lieutenant des Amazones", "Lieutenant of the Amazones"),
    ("A", "Flic 4", "name", "de Flic 4 de la Police", "à Flic 4 de la Police", "Flic 4 de la Police",
     "Flic 4 of the Police"),
    ("A", "Agent 2", "name", "d'Agent 2 de la Police", "à Agent 2 de la Police", "Agent 2 de la Police",
     "Agent 2 of the Police"),
])
def test_a_figure_known_by_its_title_takes_its_article_in_french(letter, name, form, of_fr, to_fr, the_fr,
                                                                 english) -> None:
    """Issue 38: « test de moral de Officier de la Police », « il ne reste plus de grenade frag à Lieutenant des
    Skins », « il reste 1 action à Lieutenant des Skins » read as if the title were a name. A figure its gang has once by a title takes the title's article (« du »,
    « de la », « de l' », « au »…), a numbered figure is a name (« de Flic 4 »); English is unchanged."""
    from tabletop.games.peur_sur_la_ville.play.setup import figure_args, gang_figure_title

    rules = load_rules()
    with speaking("fr"):
        title = gang_figure_title(name, letter, rules)
        assert title.form == form
        figure = figure_args("figure", title)
        assert say("peur-morale-of", "fr", **figure, dice=1, faces='"-"', outcome="recule de 5 cm") == \
            f'test de moral {of_fr} à 1 dé, "-" → recule de 5 cm'
        assert say("peur-none-left", "fr", **figure, explosive_none="de grenade frag") == \
            f"il ne reste plus de grenade frag {to_fr}"
        assert say("peur-weapon-not-loaded", "fr", **figure, weapon="le pistolet", weapon_number="singular",
                   status="to_reload") == f"le pistolet {of_fr} est à recharger"
        assert say("peur-heal", "fr", who="horse", figure="Doc", figure_title="name", **figure_args("patient", title),
                   faces="rouge",
                   result="recover") == f"Doc soigne le cheval {of_fr}\u00a0: rouge → une blessure en moins"
        assert say("peur-actions-left", "fr", **figure, actions_left=1, actions=2) == \
            f"il reste 1 action {to_fr}, il en faut 2"
        assert say("peur-morale-moves-nothing", "fr", **figure) == f"le résultat de moral {of_fr} ne déplace rien"
        assert say("peur-morale-own-vehicle", "fr", **figure) == f"le moral {of_fr} déplace son propre véhicule"
        # where « pour », « sur » or a verb takes the figure as its object: the article alone (« pour le … »)
        assert say("peur-heal", "fr", who="other", figure="Doc", figure_title="name", **figure_args("patient", title),
                   faces="rouge",
                   result="recover") == f"Doc soigne {the_fr}\u00a0: rouge → une blessure en moins"
        assert say("peur-figure-of", "fr", **figure) == of_fr
        assert say("peur-equipment-for-figure", "fr", **figure, turn="Tour 2", item="Grenade frag", passage="p") == \
            f"Tour 2\u00a0: Grenade frag pour {the_fr}\u00a0: «\u00a0p\u00a0»"
        police = gang("gang", POLICE, "fr")
        assert say("peur-detect-spent", "fr", **police, **figure) == f"la Police a déjà fait son test sur {the_fr}"
    with speaking("en"):
        figure = figure_args("figure", gang_figure_title(name, letter, rules))
        assert say("peur-morale-of", "en", **figure, dice=1, faces='"-"', outcome="retreats 5 cm") == \
            f'morale test of {english} with 1 die, "-" → retreats 5 cm'
        assert say("peur-none-left", "en", **figure, explosive_none="no frag grenade") == \
            f"{english} has no frag grenade left"
        assert say("peur-weapon-not-loaded", "en", **figure, weapon="the pistol", weapon_number="singular",
                   status="to_reload") == f"the pistol of {english} is to be reloaded"
        assert say("peur-actions-left", "en", **figure, actions_left=1, actions=2) == \
            f"{english} has 1 action left, 2 needed"
        assert say("peur-morale-moves-nothing", "en", **figure) == f"the morale result of {english} moves nothing"
        assert say("peur-figure-of", "en", **figure) == f"of {english}"
        assert say("peur-equipment-for-figure", "en", **figure, turn="Turn 2", item="Frag grenade", passage="p") == \
            f"Turn 2: Frag grenade for {english}: « p »"
    assert figure_args("figure", "Passant 4") == {"figure": "Passant 4", "figure_title": "name"}


def test_the_table_screens_banner_says_who_activates_first_in_one_sentence() -> None:
    """The TV's banner read « Tour 1 · initiative : Police, Skins », the gangs glued with a comma and no article; it is
    one sentence agreeing with the first gang."""
    from dataclasses import replace

    from tabletop.games.peur_sur_la_ville.play.flow import turn_banner

    session = playing(table(fig("A1", "A", 10, 20), fig("F1", "F", 70, 20), fig("C1", "C", 40, 35)), ["F", "A", "C"])
    state = session.state
    with speaking("fr"):
        assert turn_banner(session.setup, state) == "Tour 1\u00a0: les Skins s'activent en premier, puis la Police et " \
                                                    "les Junkies"
        assert turn_banner(session.setup, replace(state, initiative=("A", "F"))) == \
            "Tour 1\u00a0: la Police s'active en premier, puis les Skins"
        assert turn_banner(session.setup, replace(state, initiative=("A",))) == "Tour 1\u00a0: la Police s'active en " \
                                                                                 "premier"
        assert turn_banner(session.setup, replace(state, initiative=())) == "Tour 1"
    with speaking("en"):
        assert turn_banner(session.setup, replace(state, initiative=("A", "F"))) == \
            "Turn 1: the Police activate first, then the Skins"
