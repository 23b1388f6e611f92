"""Every sentence is one message whose words agree with its arguments (tabletop/sentences.py, Fluent): the
catalogues, and the sentences that agree with a gang or a count (activations, initiative, deployment, summaries,
rankings, bavures, files' fields). The journal's lines of actions and their dice are in test_sentences_actions.py,
a figure's article in test_sentences_figures.py.

Each family is rendered in French and in English with every selector value (a gang feminine and masculine,
singular and plural; counts one and many; ranks) and compared to sentences written out whole."""

from __future__ import annotations

import pytest

from tabletop.games.peur_sur_la_ville.play.setup import members_gender
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.i18n import LANGUAGES, speaking
from tabletop.sentences import (FTL_FILES, NOUN_WORDS_SCHEMA, SentenceError, clauses, message_variables, noun_args,
                                say)

from tests.games.peur_sur_la_ville.play.clause_table import fig, playing, table

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
    (POLICE, "la Police active l'Officier, Flic 3, menés par l'Officier",
     "the Police activate Officier, Flic 3, led by Officier"),
    (SWAT, "le SWAT active l'Officier, Flic 3, menés par l'Officier",
     "the SWAT activate Officier, Flic 3, led by Officier"),
    (SKINS, "les Skins activent l'Officier, Flic 3, menés par l'Officier",
     "the Skins activate Officier, Flic 3, led by Officier"),
    (AMAZONES, "les Amazones activent l'Officier, Flic 3, menées par l'Officier",
     "the Amazones activate Officier, Flic 3, led by Officier"),
])
def test_an_activation_agrees_with_its_gang(noun, french, english) -> None:
    # the leader is a title of its gang: French gives it the title's article, as the list of names does; the figures
    # led, of its gang, agree with the gang's figures (« menées » for the Amazones)
    for code, expected, names in (("fr", french, "l'Officier, Flic 3"), ("en", english, "Officier, Flic 3")):
        assert say("peur-activate-led", code, names=names, leader="Officier", leader_title="elided",
                   leader_gender=members_gender(noun), **gang("gang", noun, code)) == expected


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
