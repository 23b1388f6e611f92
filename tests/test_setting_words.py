"""The rule settings a referee reads (new-play pages of the card games, the campaign's house rules) are said in words
in French and in English: no identifier (« complete_clan », « all_or_nothing »), no « true »/« false »."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tabletop.i18n import catalogue_of
from tabletop.ruledata import SETTING_TABLES

ROOT = Path(__file__).resolve().parents[1]
FILES = ["tabletop/games/camorra/camorra.toml", "tabletop/games/narcopolis/narcopolis.toml",
         "tabletop/games/mafia_story/mafia_story.toml", "tabletop/games/gangster_paradise/gangster_paradise.toml",
         "tabletop/games/peur_sur_la_ville/campaign/campaign_book.toml",
         "tabletop/games/peur_sur_la_ville/rules/settings.toml", "tabletop/games/peur_sur_la_ville/play/game.toml"]
KEY_WORDS = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b|\btrue\b|\bfalse\b|`")


def descriptions(path: str) -> list[str]:
    data = tomllib.loads((ROOT / path).read_text(encoding="utf-8"))
    found = [data["description"]] if isinstance(data.get("description"), str) else []
    for table in SETTING_TABLES:
        found += [entry["description"] for entry in data.get(table, {}).values() if "description" in entry]
    return found


@pytest.mark.parametrize("path", FILES)
@pytest.mark.parametrize("code", ["en", "fr"])
def test_every_setting_is_described_in_words(path: str, code: str) -> None:
    catalogue = catalogue_of(code)
    said = [catalogue.gettext(text) for text in descriptions(path)]
    assert said
    assert [(text[:80], KEY_WORDS.findall(text)) for text in said if KEY_WORDS.search(text)] == []
    if code == "fr":  # every description has its French
        assert all(text != english for text, english in zip(said, descriptions(path)))


# The rule file's own syntax in a sentence: a JSON list or text in quotes (« [4, 8, 12] », « ["armes", "drogues"] »,
# « "caporegimes" »), a table of the file named as such (« table roles above »).
FILE_SYNTAX = re.compile(r'["\[\]{}]|\btable [a-z_]+ (?:above|below|ci-dessus|ci-dessous)\b')


@pytest.mark.parametrize("path", FILES)
@pytest.mark.parametrize("code", ["en", "fr"])
def test_no_setting_is_described_in_the_rule_files_syntax(path: str, code: str) -> None:
    catalogue = catalogue_of(code)
    said = [catalogue.gettext(text) for text in descriptions(path)]
    assert [(text[:80], FILE_SYNTAX.findall(text)) for text in said if FILE_SYNTAX.search(text)] == []


def test_a_setting_value_read_as_a_label() -> None:
    from tabletop.i18n import set_language
    from tabletop.ruledata import setting_label, setting_value
    set_language("fr")
    try:
        assert (setting_label("complete_clan"), setting_value("all_cards")) == ("Clan complet", "toutes les cartes")
        assert setting_value("nobody_wins") == "personne ne gagne"
    finally:
        set_language(None)
