"""A figure in a sentence (issue 38): one known by a title its gang has once (« Lieutenant des Skins ») takes the
title's article in French wherever it stands, subject or object (« le Lieutenant des Skins se cache », « Flic 3 vise
l'Officier de la Police »), contracted after « de » and « à »; a numbered figure or a civilian is a name, said bare.
English names the figure alike everywhere.

Each family is rendered in French and English with every form a figure takes, and compared to sentences written out
whole; a sample game replayed says its titled figures with their article in its journal."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import load_game
from tabletop.games.peur_sur_la_ville.play.setup import FigureTitle, figure_args, gang_figure_title
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.i18n import _, speaking
from tabletop.sentences import FTL_FILES, message_variables, noun_args, say

RULES = load_rules()
POLICE = RULES.gangs["A"].noun
SAMPLE = Path(__file__).resolve().parents[1] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"

# gang, name, the form, then the figure as French says it alone, after « de », after « à », and the English name
FIGURES = [
    ("F", "Lieutenant", "masculine", "le Lieutenant des Skins", "du Lieutenant des Skins", "au Lieutenant des Skins",
     "Lieutenant of the Skins"),
    ("M", "Lieutenant", "feminine", "la Lieutenant des Amazones", "de la Lieutenant des Amazones",
     "à la Lieutenant des Amazones", "Lieutenant of the Amazones"),
    ("A", "Officier", "elided", "l'Officier de la Police", "de l'Officier de la Police", "à l'Officier de la Police",
     "Officier of the Police"),
    ("A", "Flic 4", "name", "Flic 4 de la Police", "de Flic 4 de la Police", "à Flic 4 de la Police",
     "Flic 4 of the Police"),
    ("A", "Agent 2", "name", "Agent 2 de la Police", "d'Agent 2 de la Police", "à Agent 2 de la Police",
     "Agent 2 of the Police"),
]
FIGURE_IDS = [f"{form}-{name}" for _g, name, form, *_ in FIGURES]


def titled(key: str, letter: str, name: str, code: str) -> dict[str, str]:
    """The arguments of figure ``name`` of gang ``letter`` passed as ``key``, named in language ``code``."""
    with speaking(code):
        return figure_args(key, gang_figure_title(name, letter, RULES))


@pytest.mark.parametrize("letter, name, form, the, of, to, english", FIGURES, ids=FIGURE_IDS)
def test_a_figure_acting_in_the_journal_takes_its_article(letter, name, form, the, of, to, english) -> None:
    """The log read « Lieutenant des Skins se cache », « Lieutenant des Skins tire sur … », « Flic 3 vise Officier
    de la Police »: the title as if it were a name."""
    fr, en = titled("figure", letter, name, "fr"), titled("figure", letter, name, "en")
    assert fr["figure_title"] == form
    assert say("peur-figure-hides", "fr", **fr) == f"{the} se cache"
    assert say("peur-figure-hides", "en", **en) == f"{english} hides"
    assert say("peur-figure-moves", "fr", **fr, cm="15", where="(16,2\u00a0; 45,6)") == \
        f"{the} se déplace de 15 cm vers (16,2\u00a0; 45,6)"
    flic = figure_args("figure", "Flic 3 de la Police")
    assert say("peur-figure-aims", "fr", **flic, **titled("target", letter, name, "fr")) == \
        f"Flic 3 de la Police vise {the}"
    assert say("peur-figure-aims", "en", figure="Flic 3 of the Police", figure_title="name",
               **titled("target", letter, name, "en")) == f"Flic 3 of the Police aims at {english}"
    assert say("peur-figure-gives", "fr", **flic, count=1, item="Gilet", **titled("other", letter, name, "fr")) == \
        f"Flic 3 de la Police donne 1 Gilet {to}"
    assert say("peur-figure-arrests", "fr", **fr, **titled("target", "A", "Flic 4", "fr")) == \
        f"{the} arrête Flic 4 de la Police"
    assert say("peur-figure-loses-actions", "fr", **fr, count=2) == f"{the} perd 2 actions"
    assert say("peur-figure-loses-actions", "en", **en, count=1) == f"{english} loses 1 action"


@pytest.mark.parametrize("letter, name, form, the, of, to, english", FIGURES, ids=FIGURE_IDS)
def test_a_shot_and_a_treatment_name_both_figures_with_their_articles(letter, name, form, the, of, to,
                                                                      english) -> None:
    shot = dict(length="20 cm", band="short", cover="à découvert", faces="rouge", burst="no", dice=1, hits=1,
                missed="no", rerolls="none", incident="none", lost=0, weapon_with="au pistolet")
    said = say("peur-shot", "fr", **titled("shooter", letter, name, "fr"), **titled("target", letter, name, "fr"),
               **shot)
    assert said.startswith(f"{the} tire sur {the} au pistolet à 20 cm"), said
    riposte = say("peur-shot-riposte", "fr", **titled("shooter", letter, name, "fr"),
                  **figure_args("target", "Skin 9 des Skins"), **shot)
    assert riposte.startswith(f"en riposte, {the} tire sur Skin 9 des Skins"), riposte
    english_shot = say("peur-shot", "en", **titled("shooter", letter, name, "en"),
                       **titled("target", letter, name, "en"), **dict(shot, weapon_with="with the pistol",
                                                                       cover="in the open", faces="red"))
    assert english_shot.startswith(f"{english} shoots {english} with the pistol"), english_shot
    assert say("peur-heal", "fr", who="self", **titled("figure", letter, name, "fr"),
               **titled("patient", letter, name, "fr"), faces="bleu", result="recover") == \
        f"{the} se soigne\u00a0: bleu → une blessure en moins"
    assert say("peur-death-test", "fr", **titled("figure", letter, name, "fr"), faces="bleu", result="stays_ko") == \
        f"{the} passe le test de mort\u00a0: bleu → reste KO"


@pytest.mark.parametrize("letter, name, form, the, of, to, english", FIGURES, ids=FIGURE_IDS)
def test_a_refusal_names_its_figure_with_its_article(letter, name, form, the, of, to, english) -> None:
    fr, en = titled("figure", letter, name, "fr"), titled("figure", letter, name, "en")
    assert say("peur-figure-dead", "fr", **fr) == f"{the} est {'morte' if letter == 'M' else 'mort'}"
    assert say("peur-figure-dead", "en", **en) == f"{english} is dead"
    assert say("peur-must-stand-up-first", "fr", **fr) == f"{the} doit d'abord se lever"
    assert say("peur-figure-needs-contact", "fr", **figure_args("figure", "Flic 3 de la Police"),
               **titled("figure2", letter, name, "fr")) == f"Flic 3 de la Police doit être au contact {of}"
    assert say("peur-finish-figure-first", "fr", **titled("done", letter, name, "fr"),
               **figure_args("now", "Flic 3 de la Police")) == (
        "«\u00a0chaque figurine exécute à tour de rôle la totalité de ses actions\u00a0»\u00a0: "
        f"{the} a fini, Flic 3 de la Police agit")
    assert say("peur-finish-figure-first", "en", **titled("done", letter, name, "en"),
               **figure_args("now", "Flic 3 of the Police")) == (
        "« chaque figurine exécute à tour de rôle la totalité de ses actions »: "
        f"{english} has finished, Flic 3 of the Police is acting")


@pytest.mark.parametrize("letter, name, form, the, of, to, english", FIGURES, ids=FIGURE_IDS)
def test_a_campaigns_refusals_and_ledger_name_a_figure_with_its_article(letter, name, form, the, of, to,
                                                                         english) -> None:
    """« le mort 2 des Skins : Lieutenant des Skins apparaît deux fois » read as if the title were a name."""
    fr, en = titled("figure", letter, name, "fr"), titled("figure", letter, name, "en")
    assert say("peur-campaign-named-twice", "fr", **fr) == f"{the} apparaît deux fois"
    assert say("peur-campaign-named-twice", "en", **en) == f"{english} is named twice"
    assert say("peur-ledger-killed", "fr", turn="Tour 2", **fr) == \
        f"Tour 2\u00a0: {the} {'tuée' if letter == 'M' else 'tué'}\u00a0: les morts quittent la bande"
    assert say("peur-ledger-killed", "en", turn="Turn 2", **en) == f"Turn 2: {english} killed: the dead leave the gang"
    assert say("peur-campaign-wrong-rank", "fr", **fr, found="Flic", role="Sous-off") == \
        f"{the} a le rang de Flic, pas de Sous-off"


ARTICLES = {"masculine": ("le ", "du ", "au "), "feminine": ("la ", "de la ", "à la "),
            "elided": ("l'", "de l'", "à l'"), "name": ("",)}


@pytest.fixture(scope="module")
def french_messages() -> dict[str, dict[str, frozenset[str]]]:
    """Each French .ftl file's messages and the variables they read: parsed once for the tests that go through them
    all (five of them, a parse of the five files each)."""
    return {name: message_variables("fr", name) for name in FTL_FILES}


@pytest.mark.parametrize("form", list(ARTICLES))
def test_every_message_reading_a_figures_title_gives_it_its_article(french_messages, form) -> None:
    """Every message that reads ``{key}_title``, rendered with a titled figure of each form: in French the figure
    follows its article (after « de » and « à », contracted), in English it stands alone."""
    figure = "Lieutenant des Skins"
    checked = 0
    for name in FTL_FILES:
        messages = french_messages[name]
        # a message may read another one (peur-shot reads peur-shot-reach): every variable of the file is given
        others = {v: "x" for variables in messages.values() for v in variables}
        for message, variables in messages.items():
            for key in sorted(v[:-len("_title")] for v in variables if v.endswith("_title")):
                args = others | {key: figure, f"{key}_title": form}
                said = say(message, "fr", **args)
                found = [m.start() for m in re.finditer(re.escape(figure), said)]
                assert found, (message, said)
                for at in found:
                    before = said[:at]
                    if form == "name":
                        assert not re.search(r"(^|\s)(le |la |l'|du |au )$", before), (message, said)
                    else:
                        assert before.endswith(ARTICLES[form]), (message, said)
                english = say(message, "en", **args | {key: "Lieutenant of the Skins"})
                assert "the Lieutenant of the Skins" not in english, (message, english)
                checked += 1
    assert checked > 100


# A word French makes agree with a figure (issue 38), masculine, as a pattern (« mort » after « est »: « le test de
# mort » is none; « de cheval blessé » agrees with the horse): a message saying one of a figure selects on its gender.
AGREEING = ("est mort", "tué", "caché", "engagé", "(?<!cheval )blessé", "arrêté", "armé", "maîtrisé", "menotté",
            "combattu", "battu", "fondu", "identifié", "qu'il", "le repérer", "le voit", "de lui", "menés")


def test_every_message_reading_a_figures_title_reads_its_gender_where_a_word_agrees(french_messages) -> None:
    """``figure_args`` gives a figure's ``{key}_title`` and ``{key}_gender`` together. Every message reading a
    figure's title, said of feminine figures, has no word left in the masculine (« la Lieutenant des Amazones est
    mort »; the rulebook's own words in « » are quoted as written); and no message reads a figure's gender without
    its title (a gender with nothing to agree with)."""
    checked = 0
    for name in FTL_FILES:
        messages = french_messages[name]
        others = {v: "x" for variables in messages.values() for v in variables}
        for message, variables in messages.items():
            keys = {v[:-len("_title")] for v in variables if v.endswith("_title")}
            genders = {v[:-len("_gender")] for v in variables if v.endswith("_gender")} - {
                v[:-len("_of")] for v in variables if v.endswith("_of")} - {
                v[:-len("_number")] for v in variables if v.endswith("_number")}
            assert genders <= keys, (message, genders - keys)
            if not keys:
                continue
            said = {gender: re.sub(r"«[^»]*»", "", say(message, "fr", **others | {
                arg: value for key in keys
                for arg, value in figure_args(key, FigureTitle("Amazone 3", "name", gender)).items()}))
                for gender in ("masculine", "feminine")}
            for word in AGREEING:
                if re.search(rf"\b{word}\b", said["masculine"]):
                    assert not re.search(rf"\b{word}\b", said["feminine"]), (message, word, said["feminine"])
                    checked += 1
    assert checked >= 18


@pytest.mark.parametrize("code, lines", [
    ("fr", ("Tour 1 — la Police active l'Officier, le Sous-off, Flic 3, Flic 4 et Flic 5, menés par l'Officier",
            "Tour 1 — l'Officier de la Police se déplace de 15 cm vers (16,2\u00a0; 45,6)",
            "Tour 1 — le Lieutenant des Skins se déplace de 15 cm vers (101,5\u00a0; 43,0)",
            "Tour 3 — le Lieutenant des Skins recharge le fusil")),
    ("en", ("Turn 1 — the Police activate Officier, Sous-off, Flic 3, Flic 4 and Flic 5, led by Officier",
            "Turn 1 — Officier of the Police moves 15 cm to (16.2, 45.6)",
            "Turn 1 — Lieutenant of the Skins moves 15 cm to (101.5, 43.0)",
            "Turn 3 — Lieutenant of the Skins reloads the rifle")),
])
def test_a_replayed_game_names_its_titled_figures_with_their_article(code, lines) -> None:
    """The bank-job sample replayed: its journal read « Tour 1 — Officier de la Police se déplace … », « la Police
    active Officier, Sous-off, … menés par Officier »."""
    with speaking(code):
        journal = load_game(SAMPLE).log_lines
    for line in lines:
        assert line in journal, line
    shots = [line for line in journal if line.startswith("Tour 2 — le Leader des Skins tire sur Flic 4 de la Police")]
    assert code == "en" or shots, journal
    # a titled figure covering a target is named as the other things of the table are, with its article
    behind = "à couvert derrière l'Officier de la Police\u00a0:" if code == "fr" else "in cover behind Officier of the Police:"
    assert any(behind in line for line in journal), journal


@pytest.mark.parametrize("patient, french", [
    ("Agent 2", "Officier soigne le cheval d'Agent 2"), ("Éloïse", "Officier soigne le cheval d'Éloïse"),
    ("Bruno", "Officier soigne le cheval de Bruno"), ("Hugo", "Officier soigne le cheval de Hugo"),
    ("Yann", "Officier soigne le cheval de Yann")])
def test_french_elides_de_before_a_name_beginning_with_a_vowel(patient, french) -> None:
    """« le cheval de Agent 2 » read wrong: « de » and « que » lose their vowel before a name said with one, in a
    Fluent message as in a gettext one; not before an H (h aspiré), a Y or a single letter, nor in English."""
    said = say("peur-heal", "fr", who="horse", figure="Officier", figure_title="name", patient=patient,
               patient_title="name", faces="rouge", result="recover")
    assert said.startswith(french + "\u00a0:")
    assert say("peur-heal", "en", who="horse", figure="Officer", figure_title="name", patient="Agent 2",
               patient_title="name", faces="red", result="recover").startswith("Officer treats the horse of Agent 2:")
    with speaking("fr"):
        chased = _("{player}'s chased token finds no free card: it goes back to {player}, whose round is over")
        assert chased.format(player="Ana").startswith("le jeton chassé d'Ana ne trouve aucune carte libre")
        assert _("expected a gang letter from A to R, got {got}").format(got="Z") == \
            "attendu une lettre de bande de A à R, reçu Z"
    with speaking("en"):
        assert _("expected a gang letter from A to R, got {got}").format(got="Ana").endswith("got Ana")


@pytest.mark.parametrize("letter, name, form, the_fr, of_fr, to_fr, english", FIGURES, ids=FIGURE_IDS)
def test_a_figure_known_by_its_title_takes_its_article_in_french(letter, name, form, the_fr, of_fr, to_fr,
                                                                 english) -> None:
    """Issue 38: « test de moral de Officier de la Police », « il ne reste plus de grenade frag à Lieutenant des
    Skins », « il reste 1 action à Lieutenant des Skins » read as if the title were a name. A figure its gang has
    once by a title takes the title's article (« du », « de la », « de l' », « au »…), a numbered figure is a name
    (« de Flic 4 »); English is unchanged."""
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
                   faces="rouge", result="recover") == f"Doc soigne le cheval {of_fr}\u00a0: rouge → une blessure en moins"
        assert say("peur-actions-left", "fr", **figure, actions_left=1, actions=2) == \
            f"il reste 1 action {to_fr}, il en faut 2"
        assert say("peur-morale-moves-nothing", "fr", **figure) == f"le résultat de moral {of_fr} ne déplace rien"
        assert say("peur-morale-own-vehicle", "fr", **figure) == f"le moral {of_fr} déplace son propre véhicule"
        # where « pour », « sur » or a verb takes the figure as its object: the article alone (« pour le … »)
        assert say("peur-heal", "fr", who="other", figure="Doc", figure_title="name", **figure_args("patient", title),
                   faces="rouge", result="recover") == f"Doc soigne {the_fr}\u00a0: rouge → une blessure en moins"
        assert say("peur-figure-of", "fr", **figure) == of_fr
        assert say("peur-equipment-for-figure", "fr", **figure, turn="Tour 2", item="Grenade frag", passage="p") == \
            f"Tour 2\u00a0: Grenade frag pour {the_fr}\u00a0: «\u00a0p\u00a0»"
        police = noun_args("gang", POLICE, "fr")
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
    assert figure_args("figure", "Passant 4") == {"figure": "Passant 4", "figure_title": "name",
                                                  "figure_gender": "masculine"}
