"""The ledger's fields and the gang's belongings by the rulebook's names, in French and in English: a resource, a
vehicle, a melee weapon or an ability is never shown as its identifier turned into words."""

from __future__ import annotations

import re

import pytest

from tabletop import i18n
from tabletop.games.peur_sur_la_ville.campaign.words import ledger_field_label, ledger_figure_names, subject_label
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tests.games.peur_sur_la_ville.campaign.helpers import fresh, turn


@pytest.fixture(params=["fr", "en"])
def language(request: pytest.FixtureRequest):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(None)


def test_everything_a_gang_can_own_has_a_name_of_its_own() -> None:
    rules = load_rules()
    things = [*rules.items, *rules.firearms, *rules.explosives, *rules.abilities, *rules.starting_vehicles,
              *rules.melee_weapons, *rules.campaign["resources"]]
    # « Sniper », « Labo », « Cocktail Molotov »: a name may read like its identifier, it is never the identifier.
    assert [name for name in things if thing_label(name, rules) == name] == []
    assert thing_label("no-such-thing", rules) == "no-such-thing"  # a thing a house rule removed keeps its id
    assert thing_label("vehicule-blinde") == "Véhicule blindé" and thing_label("tronconneuse") == "Tronçonneuse"
    assert thing_label("hopital") == "Hôpital de fortune" and thing_label("veteran") == "Vétéran"


@pytest.mark.parametrize("field, fr, en", [
    ("resource:labo", "ressource Labo", "resource Labo"),
    ("resource:vehicule-blinde", "ressource Véhicule blindé", "resource Véhicule blindé"),
    ("vehicle:vehicule-blinde", "véhicules de type Véhicule blindé", "vehicles of type Véhicule blindé"),
    ("equipment:R3:tronconneuse", "R3, équipement Tronçonneuse", "R3, equipment Tronçonneuse"),
    ("equipment:A2:veteran", "A2, équipement Vétéran", "A2, equipment Vétéran"),
    ("equipment:A2:grenade-frag", "A2, équipement Grenade frag", "A2, equipment Grenade frag"),
    ("role:A1:leader", "A1, rôle Officier", "A1, role Officier"),
    ("figure:A4", "A4, membre de la bande", "A4, member of the gang"),
    ("wound:A4", "A4, blessures permanentes", "A4, permanent wounds"),
])
def test_ledger_fields_are_noun_phrases_without_a_colon(language: str, field: str, fr: str, en: str) -> None:
    """Issue 38: a field of the Book tab's ledger is a short noun phrase, where it read as a sentence's fragment
    after a colon (« Officier de la Police : dans la bande », « ressource : Labo »)."""
    assert ledger_field_label(field) == (fr if language == "fr" else en)


def test_a_ledger_line_names_its_gang_as_every_screen_does(language):
    """« Police », with its player when the campaign pairs them, « Police (Ana) » (``formats.with_player``, as the
    Campaigns page lists the campaign's gangs), where the ledger read « A — Police »."""
    assert subject_label("A") == "Police" and subject_label("F") == "Skins"
    assert subject_label("A", {"A": "Ana", "F": "Bruno"}) == "Police (Ana)"
    assert subject_label("F", {"A": "Ana", "F": "Bruno"}) == "Skins (Bruno)"
    assert subject_label("campaign") == {"fr": "la campagne", "en": "the campaign"}[language]


def test_a_campaign_ledger_names_its_figures_as_the_game_does_never_by_id():
    """Issue 38 §2: the ledger read in French (the book's page, the gang sheet, ``tabletop campaign ledger``) names
    a figure as the game's log does (« Flic 4 de la Police », « Officier de la Police »), never « A4 »; the fields
    keep the ids (they are data)."""
    i18n.set_language("fr")
    try:
        view, start = fresh("A", "F")
        _view, planned = turn(view, {
            "A": {"dead": ["A4"], "wounded": {"A5": 3},
                  "investments": [{"kind": "equipment", "item": "grenade-frag", "figure": "A3"},
                                  {"kind": "recruit", "count": 1}]},
            "F": {"wounded": {"F4": 3}}})
        lines = [(c.subject, c.field, (c.expect_before or 0.0) + c.change, c.reason)
                 for c in (*start.changes, *planned.changes)]
        names = ledger_figure_names((subject, field, after) for subject, field, after, _reason in lines)
        shown = [f"{ledger_field_label(field, names)} {reason}" for _subject, field, _after, reason in lines]
        assert [line for line in shown if re.search(r"\b[A-R]\d+\b", line)] == []
        assert any(line.startswith("Flic 4 de la Police, membre de la bande") for line in shown)
        assert any(line.startswith("Officier de la Police, rôle Officier") for line in shown)
        assert any("Flic 4 de la Police tué" in line for line in shown)
        assert any("Grenade frag pour Flic 3 de la Police" in line for line in shown)
        assert any(line.startswith("Flic 11 de la Police, membre de la bande") for line in shown)  # the recruit
        assert any(f.startswith("wound:F4") for _s, f, _a, _r in lines)  # the data keep the id
    finally:
        i18n.set_language(None)


@pytest.mark.parametrize("code, wounds, place, role, item", [
    ("fr", "les blessures définitives du Lieutenant des Skins", "la place de Skin 4 des Skins dans la bande",
     "le rôle «\u00a0Officier\u00a0» de l'Officier de la Police", "l'équipement Pistolet de l'Officier de la Police"),
    ("en", "the permanent wounds of Lieutenant of the Skins", "the place of Skin 4 of the Skins in the gang",
     "the role «\u00a0Officier\u00a0» of Officier of the Police", "the Pistolet of Officier of the Police"),
])
def test_a_ledger_line_gives_a_figure_known_by_its_title_its_article(code, wounds, place, role, item) -> None:
    """Issue 38: « les blessures définitives de Lieutenant des Skins » read as if the title were a name: a figure its
    gang has once by a title takes the title's article in French (« du », « de l' »), a numbered one stays a name
    (« de Skin 4 »); English is unchanged."""
    from tabletop.games.peur_sur_la_ville.campaign.ledger_lines import account_words
    from tabletop.games.peur_sur_la_ville.campaign.words import figure_names

    i18n.set_language(code)
    try:
        names = {**figure_names("F", {"F2": "lieutenant", "F4": "member", "F5": "member"}),
                 **figure_names("A", {"A1": "leader"})}
        assert account_words("F", "wound:F2", names) == wounds
        assert account_words("F", "figure:F4", names) == place
        assert account_words("A", "role:A1:leader", names) == role
        assert account_words("A", "equipment:A1:pistolet", names) == item
    finally:
        i18n.set_language(None)
