"""A Mafia Story card is named as the table names it, in the referee's language: a police or spéciale card's colour
agrees with the card (« police verte », « activité spéciale blanche »; « rouge » does not change), the forms kept in
the rule data beside the families; the drive-by keeps the rulebook's word, « drive by shooting »."""

import pytest

import tabletop.games.mafia_story.rules as mafia_rules
from tabletop.games.mafia_story.game import reveal_line
from tabletop.games.mafia_story.rules import RULE_FILE, SCHEMA_FILE, Card, rules_from_data
from tabletop.i18n import speaking
from tabletop.phones.card_views import mafia_story_card
from tabletop.ruledata import RuleDataError, load_package_rules

PACKAGE = "tabletop.games.mafia_story"


@pytest.mark.parametrize("card, french, english", [
    (Card("police", "vert", -8), "police verte", "police vert"),
    (Card("police", "bleu", -8), "police bleue", "police bleu"),
    (Card("police", "blanc", -8), "police blanche", "police blanc"),
    (Card("police", "rouge", -8), "police rouge", "police rouge"),
    (Card("speciale", "vert", 10), "activité spéciale verte", "special activity vert"),
    (Card("speciale", "rouge", 10), "activité spéciale rouge", "special activity rouge"),
    (Card("police"), "police", "police"),
    (Card("speciale"), "activité spéciale", "special activity"),
    (Card("territoire", "vert", 7), "vert 7", "vert 7"),  # the family by its name, as its tokens « vert »
    (Card("prostituee"), "prostituée", "prostitute"),
    (Card("drive-by"), "drive by shooting", "drive-by shooting"),
])
def test_a_card_is_named_in_each_language_its_colour_agreeing_with_the_card(card, french, english):
    for code, expected in (("fr", french), ("en", english)):
        with speaking(code):
            assert card.label() == expected


def test_the_journal_and_the_phone_say_the_same_name():
    police = {"type": "police", "family": "bleu", "value": -8}
    record = {"player": "Carla", "kind": "encaissement", "card": police, "rule": 9, "pile": "left", "points": -8,
              "controller": None, "controller_loses": 0}
    with speaking("fr"):
        assert reveal_line(record) == "Carla encaisse sur police bleue pour −8 (à gauche, règle 9)"
        assert mafia_story_card(police) == "police bleue −8"
        assert mafia_story_card({"type": "drive-by", "family": None, "value": None}) == "drive by shooting"
    with speaking("en"):
        assert reveal_line(record) == "Carla cashes in on police bleu for -8 (to the left, rule 9)"
        assert mafia_story_card(police) == "police bleu -8"


def test_a_house_rule_without_colours_says_each_family_as_it_is_named(monkeypatch):
    data = load_package_rules(PACKAGE, RULE_FILE, SCHEMA_FILE)
    del data["components"]["card_colour"]
    monkeypatch.setattr(mafia_rules, "load_rules", lambda: rules_from_data(data))
    with speaking("fr"):
        assert Card("police", "vert").label() == "police vert"


def test_a_colour_for_a_family_the_game_has_not_is_refused_with_its_place(tmp_path, monkeypatch):
    from importlib import resources
    text = resources.files(PACKAGE).joinpath(RULE_FILE).read_text(encoding="utf-8")
    (tmp_path / RULE_FILE).write_text(text.replace('blanc = "blanche"', 'jaune = "jaune"'), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))
    with pytest.raises(RuleDataError) as error:
        load_package_rules(PACKAGE, RULE_FILE, SCHEMA_FILE)
    assert "card_colour" not in error.value.lines[0], error.value.lines
