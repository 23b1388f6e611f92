"""``docs/card-readings.md`` lists every reading of the four card games: each setting, reading, note and module of
their rule data is named there (in backquotes), so a new one cannot be added without its passage and reason."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "card-readings.md").read_text(encoding="utf-8")
RULE_FILES = {"camorra": "camorra/camorra.toml", "mafia-story": "mafia_story/mafia_story.toml",
              "narcopolis": "narcopolis/narcopolis.toml", "gangster-paradise": "gangster_paradise/gangster_paradise.toml"}


@pytest.mark.parametrize("game", sorted(RULE_FILES))
def test_every_reading_is_in_the_doc(game):
    data = tomllib.loads((ROOT / "tabletop" / "games" / RULE_FILES[game]).read_text(encoding="utf-8"))
    names = [name for table in ("settings", "readings", "notes", "modules") for name in data.get(table, {})]
    assert names
    assert [name for name in names if f"`{name}`" not in DOC] == []
