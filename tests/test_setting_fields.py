"""A rule setting's control is read from its game's schema: the values a choice may take, a number's range (the
tighter bound of the shared definition and the setting's own), a yes or no; what the schema leaves open is kept as
the rule data writes it."""

from __future__ import annotations

import json
from importlib import resources

from tabletop.games import game_core
from tabletop.setting_fields import LARGEST, SettingField, schema_choices, setting_field, setting_fields, setting_problem

SCHEMA = {
    "$defs": {
        "whole": {"type": "object", "properties": {"value": {"type": "integer", "minimum": 0, "maximum": 1000},
                                                   "description": {"type": "string"}}},
        "setting": {"type": "object", "properties": {"value": {}, "description": {"type": "string"}}},
    },
    "properties": {"settings": {
        "type": "object", "additionalProperties": {"$ref": "#/$defs/setting"},
        "properties": {
            "per_round": {"allOf": [{"$ref": "#/$defs/whole"}], "properties": {"value": {"minimum": 1, "maximum": 2}}},
            "scope": {"allOf": [{"$ref": "#/$defs/setting"}], "properties": {"value": {"enum": ["phase", "game"]}}},
        }}},
}


def test_each_kind_from_the_schema() -> None:
    values = {"per_round": 1, "scope": "game", "chase": False, "line": [2, 4], "free": 7, "open_word": "spread"}
    assert setting_fields(values, SCHEMA, "settings") == [
        SettingField("per_round", 1, "number", minimum=1, maximum=2),
        SettingField("scope", "game", "choice", choices=("phase", "game")),
        SettingField("chase", False, "flag"),
        SettingField("line", [2, 4], "fixed"),
        SettingField("free", 7, "number", minimum=0, maximum=LARGEST),
        SettingField("open_word", "spread", "fixed"),
    ]
    assert schema_choices(SCHEMA, ("settings", "readings")) == ["phase", "game"]


def test_a_value_the_schema_does_not_list_is_not_offered_as_a_choice() -> None:
    """A house rule's value outside the list (the play would refuse it) is shown as it is, not as a wrong choice."""
    assert setting_fields({"scope": "city"}, SCHEMA, "settings")[0].kind == "fixed"


def test_every_card_games_choice_is_offered_with_its_default() -> None:
    shipped = {"camorra": ("camorra", "settings", "silence_by"), "mafia-story": ("mafia_story", "settings",
                                                                                 "covered_card"),
               "gangster-paradise": ("gangster_paradise", "settings", "unpaid_salaries"),
               "narcopolis": ("narcopolis", "readings", "final_combat")}
    for game, (package, table, name) in shipped.items():
        schema = json.loads(resources.files(f"tabletop.games.{package}").joinpath(f"{package}.schema.json")
                            .read_text(encoding="utf-8"))
        settings = game_core(game).default_settings()
        values = {k: v["value"] for k, v in settings[table].items()} if table == "readings" else settings
        field = next(f for f in setting_fields(values, schema, table) if f.name == name)
        assert field.kind == "choice" and field.value in field.choices and len(field.choices) >= 2, field


def test_a_list_of_numbers_or_choices_is_a_list_of_controls_checked_by_the_schema() -> None:
    """Camorra's weapon values and tie-break criteria, Gangster Paradise's resale beyond three goods: each item a
    spin box within the schema's range or a combo box of its values; a list the schema refuses says why."""
    camorra = json.loads(resources.files("tabletop.games.camorra").joinpath("camorra.schema.json")
                         .read_text(encoding="utf-8"))
    weapons = setting_field("weapon_values", [1, 2, 3], camorra, "settings")
    assert (weapons.kind, weapons.fewest, weapons.item.kind, weapons.item.minimum, weapons.item.maximum) == \
        ("list", 1, "number", 0, 99)
    ties = setting_field("tie_break", [], camorra, "settings")
    assert (ties.kind, ties.most, ties.item.choices) == ("list", 2, ("caporegimes", "terrains"))
    assert setting_problem(camorra, "settings", "weapon_values", [1, 7]) is None
    assert setting_problem(camorra, "settings", "weapon_values", [1, 1]) == "the same value is there twice"
    assert setting_problem(camorra, "settings", "weapon_values", []) == "at least 1 value is needed"
    assert setting_problem(camorra, "settings", "weapon_values", [100]) == "this value is not allowed here"
    assert setting_problem(camorra, "settings", "tie_break", ["terrains"]) is None
    # A house rule's list holding a value the schema does not list stays as the rule data writes it.
    assert setting_field("tie_break", ["luck"], camorra, "settings").kind == "fixed"
    gangster = json.loads(resources.files("tabletop.games.gangster_paradise").joinpath(
        "gangster_paradise.schema.json").read_text(encoding="utf-8"))
    resale = setting_field("resale_beyond_three", [75, 155], gangster, "settings")
    assert (resale.kind, resale.item.kind, resale.item.maximum) == ("list", "number", 10000)
    assert "caporegimes" in schema_choices(camorra, ("settings",))  # the items' words go to the catalogue
