"""Mafia Story's rule data: every reading of the digest is a setting with a description, and a broken house rule
is refused with the file and the field named."""

from importlib import resources

import pytest

from tabletop.games.mafia_story.rules import RULE_FILE, SCHEMA_FILE, load_rules, rules_from_data
from tabletop.ruledata import RuleDataError, load_package_rules

PACKAGE = "tabletop.games.mafia_story"


def test_every_setting_has_a_description_and_the_nine_rules_keep_the_books_order():
    rules = load_rules()
    assert all(rules.descriptions[name] for name in rules.settings)
    assert [(r.token, r.card, r.pile) for r in rules.scoring] == [
        ("encaissement", "own", "right"), ("encaissement", "prostituee", "right"), ("encaissement", "enemy", "left"),
        ("encaissement", "drive-by", "left"), ("guerre", "own", "left"), ("guerre", "prostituee", "left"),
        ("guerre", "enemy", "right"), ("guerre", "drive-by", "right"), ("any", "police", "left")]
    assert {n: (c.rows, c.columns) for n, c in rules.city.items()} == {2: (5, 5), 3: (5, 6), 4: (6, 6)}


def test_a_house_rule_with_a_bad_field_names_the_file_and_the_field(tmp_path, monkeypatch):
    text = resources.files(PACKAGE).joinpath(RULE_FILE).read_text(encoding="utf-8")
    (tmp_path / RULE_FILE).write_text(text.replace("value = 30", "value = \"thirty\"", 1), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))
    with pytest.raises(RuleDataError) as error:
        load_package_rules(PACKAGE, RULE_FILE, SCHEMA_FILE)
    assert error.value.lines[0].startswith(f"in «\u00a0{tmp_path / RULE_FILE}\u00a0», the setting « Player target »: expected")


def test_a_city_that_does_not_fit_its_grid_is_refused():
    data = load_package_rules(PACKAGE, RULE_FILE, SCHEMA_FILE)
    data["city"]["3"]["rows"] = 6
    with pytest.raises(RuleDataError, match=r"the city for 3 players: 6 × 6 = 36 positions but 30 cards are laid"):
        rules_from_data(data)
    data = load_package_rules(PACKAGE, RULE_FILE, SCHEMA_FILE)
    del data["scoring"][3]
    with pytest.raises(RuleDataError, match="no rule for encaissement on drive-by"):
        rules_from_data(data)
