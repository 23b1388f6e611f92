"""A figure's gender in a sentence (issue 38): a participle or an adjective agreeing with a figure takes its gender
in French (« la Lieutenant des Amazones est morte », « Amazone 3 des Amazones est cachée »), titles and numbered
figures alike; a gang named as its members in the feminine plural (« les Amazones ») has feminine figures, a gang
named as a body (« la Police ») masculine ones, and a civilian takes the rule data's ``civilians.gender``. English
agrees with nothing but a pronoun (« toward her »).

Each family is rendered with a feminine title, a feminine numbered figure and a masculine title, in French and in
English, and compared with sentences written out whole."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.peur_sur_la_ville.play.game_rules import load_game_rules
from tabletop.games.peur_sur_la_ville.play.setup import (FigureTitle, figure_args, gang_figure_title, initial_state,
                                                          members_gender, title_form)
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.i18n import speaking
from tabletop.sentences import noun_args, say
from tests.games.peur_sur_la_ville.play.clause_table import civ, table

RULES = load_rules()

# gang, name, its gender, the figure as French says it alone, the English name
FIGURES = [
    ("M", "Lieutenant", "feminine", "la Lieutenant des Amazones", "Lieutenant of the Amazones"),
    ("M", "Amazone 3", "feminine", "Amazone 3 des Amazones", "Amazone 3 of the Amazones"),
    ("F", "Lieutenant", "masculine", "le Lieutenant des Skins", "Lieutenant of the Skins"),
    ("A", "Flic 3", "masculine", "Flic 3 de la Police", "Flic 3 of the Police"),
]
IDS = [f"{gender}-{name}-{letter}" for letter, name, gender, *_ in FIGURES]


def titled(key: str, letter: str, name: str, code: str) -> dict[str, str]:
    with speaking(code):
        return figure_args(key, gang_figure_title(name, letter, RULES))


@pytest.mark.parametrize("letter, name, gender, the, english", FIGURES, ids=IDS)
def test_a_figure_carries_its_gender_beside_its_article(letter, name, gender, the, english) -> None:
    assert titled("target", letter, name, "fr")["target_gender"] == gender
    assert titled("target", letter, name, "en")["target_gender"] == gender


@pytest.mark.parametrize("letter, name, gender, the, english", FIGURES, ids=IDS)
def test_a_word_agreeing_with_a_figure_takes_its_gender_in_french(letter, name, gender, the, english) -> None:
    fr = titled("figure", letter, name, "fr")
    e = "e" if gender == "feminine" else ""
    she, her, toward = ("elle", "la", "d'elle") if gender == "feminine" else ("il", "le", "de lui")
    assert say("peur-figure-dead", "fr", **fr) == f"{the} est mort{e}"
    assert say("peur-target-hidden", "fr", **fr) == \
        f"{the} est caché{e}\u00a0: un test de détection doit d'abord {her} repérer"
    assert say("peur-target-engaged-in-combat", "fr", **fr, **figure_args("other", "Skin 9 des Skins")) == \
        f"{the} est engagé{e} en combat avec Skin 9 des Skins\u00a0: seuls les Psychopathes tirent dans un combat"
    assert say("peur-target-blends", "fr", **fr) == \
        f"{the} se fond parmi les civils tant qu'{she} n'est pas identifié{e}"
    assert say("peur-figure-killed", "fr", **fr) == f"{the} tué{e}"
    assert say("peur-ledger-killed", "fr", turn="Tour 2", **fr) == \
        f"Tour 2\u00a0: {the} tué{e}\u00a0: les morts quittent la bande"
    assert say("peur-figure-subdued", "fr", **fr) == f"{the} est maîtrisé{e} et peut être menotté{e}"
    assert say("peur-figure-cannot-be-fought", "fr", **fr) == f"{the} ne peut pas être combattu{e}"
    assert say("peur-figure-cannot-be-arrested", "fr", **fr) == f"{the} ne peut pas être arrêté{e} maintenant"
    assert say("peur-arrest-needs-ko", "fr", **fr) == \
        f"{the} doit être KO, ou battu{e} d'abord par 2 touches non parées (combattre pour arrêter)"
    assert say("peur-figure-not-hidden", "fr", **fr) == f"{the} n'est ni caché{e} ni fondu{e} dans la foule"
    assert say("peur-figure-not-wounded", "fr", **fr) == \
        f"{the} n'est pas blessé{e}\u00a0: pas de test de moral pour s'activer"
    assert say("peur-shot-needs-loaded-firearm", "fr", **fr) == \
        f"{the} tire avec une arme à feu chargée qu'{she} porte"
    assert say("peur-hide-seen-by", "fr", **figure_args("figure2", "Skin 9 des Skins"), **fr).startswith(
        f"{the} ne peut pas se cacher\u00a0: Skin 9 des Skins {her} voit")
    assert say("peur-regroup-toward-leader", "fr", radius=15, **titled("leader", letter, name, "fr"),
               **figure_args("figure", "Skin 9 des Skins")) == (
        "«\u00a0TOUS doivent chercher à se regrouper à 15cm de lui\u00a0»\u00a0: "
        f"{the} est blessé{e}, Skin 9 des Skins doit se rapprocher {toward}")


@pytest.mark.parametrize("letter, names, led", [
    ("M", "la Lieutenant, Amazone 3 et Amazone 4", "menées par la Leader"),
    ("F", "le Lieutenant, Skin 3 et Skin 4", "menés par le Leader"),
])
def test_a_group_led_agrees_with_its_gangs_figures(letter, names, led) -> None:
    """The figures a leader activates are of its gang: « menées » agrees with them through the leader's gender."""
    noun = RULES.gangs[letter].noun
    leader = figure_args("leader", FigureTitle("Leader", title_form("Leader", noun), members_gender(noun)))
    gang = noun_args("gang", noun, "fr")
    assert say("peur-activate-led", "fr", **gang, names=names, **leader) == \
        f"{gang['gang']} activent {names}, {led}"
    assert say("peur-activate-led-vehicle", "fr", **gang, names=names, **leader, vehicle="la moto") == \
        f"{gang['gang']} activent {names}, {led}, avec la moto"
    assert say("peur-activate-led", "en", **noun_args("gang", noun, "en"), names="Amazone 3", **leader) == \
        f"the {noun.name} activate Amazone 3, led by Leader"


@pytest.mark.parametrize("letter, name, gender, the, english", FIGURES, ids=IDS)
def test_a_campaign_turns_losses_agree_with_the_figure(letter, name, gender, the, english) -> None:
    """The campaign wizard's summary says a figure's loss whole (« • la Lieutenant des Amazones est blessée (2
    blessures). »), where its Qt string « {figure} est blessé » agreed with no one."""
    e = "e" if gender == "feminine" else ""
    assert say("peur-campaign-loss-wounded", "fr", **titled("figure", letter, name, "fr"), wounds=2) == \
        f"{the} est blessé{e} (2 blessures)"
    assert say("peur-campaign-loss-wounded", "fr", **titled("figure", letter, name, "fr"), wounds=1) == \
        f"{the} est blessé{e} (1 blessure)"
    assert say("peur-campaign-loss-wounded", "en", **titled("figure", letter, name, "en"), wounds=2) == \
        f"{english} is wounded (wounds: 2)"


@pytest.mark.parametrize("letter, name, gender, the, english", FIGURES, ids=IDS)
def test_english_says_the_same_whatever_the_gender_but_a_pronoun(letter, name, gender, the, english) -> None:
    en = titled("figure", letter, name, "en")
    assert say("peur-figure-dead", "en", **en) == f"{english} is dead"
    assert say("peur-target-hidden", "en", **en) == f"{english} is hidden: a detection test must spot it first"
    assert say("peur-figure-subdued", "en", **en) == f"{english} is subdued and can be handcuffed"
    assert say("peur-ledger-killed", "en", turn="Turn 2", **en) == \
        f"Turn 2: {english} killed: the dead leave the gang"
    assert say("peur-regroup-toward-leader", "en", radius=15, **titled("leader", letter, name, "en"),
               **figure_args("figure", "Skin 9 of the Skins")).endswith(
        f"{english} is wounded, Skin 9 of the Skins must move toward {'her' if gender == 'feminine' else 'him'}")


@pytest.mark.parametrize("gender, said", [("masculine", "Passant 4 est mort"), ("feminine", "Passant 4 est morte")])
def test_a_civilian_takes_the_rule_datas_gender(gender, said) -> None:
    """The map gives a civilian no gender: game.toml's ``civilians.gender`` (masculine, as the roles' words are)
    is the one the referee changes."""
    setup = replace(table(civ("passerby-4", 40, 20)), game_rules=replace(load_game_rules(), civilian_gender=gender))
    with speaking("fr"):
        args = figure_args("figure", setup.title(initial_state(setup).figures["passerby-4"]))
    assert args["figure_gender"] == gender
    assert say("peur-figure-dead", "fr", **args) == said


def test_the_shipped_rule_data_says_civilians_in_the_masculine() -> None:
    assert load_game_rules().civilian_gender == "masculine"
