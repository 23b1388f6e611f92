"""Every sentence is one message whose words agree with its arguments (tabletop/sentences.py, Fluent).

Each family is rendered in French and in English with every selector value (a gang feminine and masculine,
singular and plural; counts one and many; ranks) and compared to sentences written out whole."""

from __future__ import annotations

import pytest

from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.i18n import LANGUAGES
from tabletop.sentences import (FTL_FILES, NOUN_WORDS_SCHEMA, SentenceError, clauses, message_variables, noun_args,
                                say)

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
        moves = clauses([say("peur-city-move", figure="Passant 2", reason=reason_shown("flees 15 cm from the shots")),
                         say("peur-city-walks", figure="Passant 3")])
        assert say("peur-city-moves", moves=moves) \
            == "la ville\u00a0: Passant 2 s'éloigne de 15 cm des tirs\u00a0; Passant 3 se déplace"
    finally:
        set_language(None)
    assert say("peur-city-stays", "en") == "the city: the civilians stay where they are"


@pytest.mark.parametrize("rank, french, english", [(1, "1er", "1st"), (2, "2e", "2nd"), (3, "3e", "3rd"),
                                                   (4, "4e", "4th"), (11, "11e", "11th"), (22, "22e", "22nd")])
def test_ranks_are_written_as_ordinals(rank, french, english) -> None:
    assert say("peur-summary-gang", "fr", rank=rank, gang_name="Police", results="5 bitcoins") \
        == f"{french}\u00a0: Police\u00a0: 5 bitcoins"
    assert say("peur-summary-gang", "en", rank=rank, gang_name="Police", results="5 bitcoins") \
        == f"{english}: Police: 5 bitcoins"


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
    ('{"name": "Boulevard", width: 120}', "ligne 1, colonne 23\u00a0: il manque des guillemets autour d'un nom",
     "line 1, column 23: a name is missing its double quotes"),
    ('{"a" 1}', "ligne 1, colonne 6\u00a0: il manque un deux-points après un nom",
     "line 1, column 6: a colon is missing after a name"),
    ('{"a": [1, 2', "ligne 1, colonne 12\u00a0: le fichier s'arrête avant sa fin (il semble tronqué)",
     "line 1, column 12: the file stops before its end (it looks truncated)"),
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
