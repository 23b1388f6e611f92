"""Rule data loading: TOML/JSON validated by a schema, errors naming file and field, house rules."""

import json

import pytest

from tabletop import i18n
from tabletop.ruledata import RuleDataError, load_package_rules, load_rule_file

SCHEMA = {
    "type": "object",
    "required": ["weapons"],
    "properties": {
        "weapons": {
            "type": "object",
            "additionalProperties": {
                "type": "object",
                "required": ["short"],
                "properties": {"short": {"type": "integer", "minimum": 0}},
                "additionalProperties": False,
            },
        }
    },
}


def test_valid_toml_loads(tmp_path):
    path = tmp_path / "weapons.toml"
    path.write_text("[weapons.pistolet]\nshort = 2\n", encoding="utf-8")
    assert load_rule_file(path, SCHEMA) == {"weapons": {"pistolet": {"short": 2}}}


def test_errors_name_file_and_field(tmp_path):
    path = tmp_path / "weapons.toml"
    path.write_text('[weapons.pistolet]\nshort = "two"\n[weapons.fusil]\nshrot = 1\n', encoding="utf-8")
    with pytest.raises(RuleDataError) as info:
        load_rule_file(path, SCHEMA)
    assert info.value.lines == [
        f"in «\u00a0{path}\u00a0», weapons.fusil: missing required field 'short'",
        f"in «\u00a0{path}\u00a0», weapons.fusil: unknown field 'shrot'",
        f"in «\u00a0{path}\u00a0», weapons.pistolet.short: expected an integer, got \"two\"",
    ]


def test_syntax_errors_are_one_line(tmp_path):
    toml = tmp_path / "bad.toml"
    toml.write_text("[weapons\n", encoding="utf-8")
    with pytest.raises(RuleDataError) as info:
        load_rule_file(toml)
    assert info.value.lines[0].startswith(f"the file «\u00a0{toml}\u00a0» is not valid TOML (")
    js = tmp_path / "bad.json"
    js.write_text('{"a": ', encoding="utf-8")
    with pytest.raises(RuleDataError) as info:
        load_rule_file(js)
    assert info.value.lines[0].startswith(f"the file «\u00a0{js}\u00a0» is not valid JSON: at line 1, column 7, the text stops before its end")


def test_missing_file_is_one_line(tmp_path):
    with pytest.raises(RuleDataError) as info:
        load_rule_file(tmp_path / "none.toml")
    assert info.value.lines == [f"the file «\u00a0{tmp_path / 'none.toml'}\u00a0» does not exist"]


def test_house_rules_override_the_shipped_file(tmp_path, monkeypatch):
    # The scenario schema is shipped data: a house file of the same name replaces it.
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))
    shipped = load_package_rules("tabletop.scenario", "schema-v1.json")
    assert shipped["title"].startswith("Tabletop scenario file")
    (tmp_path / "schema-v1.json").write_text(json.dumps({"title": "house"}), encoding="utf-8")
    assert load_package_rules("tabletop.scenario", "schema-v1.json") == {"title": "house"}


def test_a_list_too_long_is_refused_in_the_language_of_the_moment_every_time(tmp_path):
    """The verdict on the same rule data is kept (a play's settings are validated at each setup and replay), but
    the line is written again at each refusal, in the language chosen then."""
    schema = {"type": "object", "properties": {"order": {"type": "array", "maxItems": 3}}}
    path = tmp_path / "order.json"
    path.write_text(json.dumps({"order": [1, 2, 3, 4]}), encoding="utf-8")
    lines = []
    for code in ("en", "fr", "en"):
        i18n.set_language(code)
        try:
            with pytest.raises(RuleDataError) as info:
                load_rule_file(path, schema)
        finally:
            i18n.set_language(None)
        lines += info.value.lines
    assert lines[0] == lines[2] == f"in «\u00a0{path}\u00a0», order: expected at most 3 items, got 4"
    assert lines[1] != lines[0] and lines[1].startswith(f"dans «\u00a0{path}\u00a0», order\u00a0: ")
    path.write_text(json.dumps({"order": [1, 2, 3]}), encoding="utf-8")
    assert load_rule_file(path, schema) == load_rule_file(path, schema) == {"order": [1, 2, 3]}
