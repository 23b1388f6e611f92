"""Issue 36: every number in a card game's rule settings (and in Peur sur la Ville's referee settings) has a range,
and every Narcopolis name a length. A Narcopolis play saved with ``costs.humiliation = 1e308`` passed ``tabletop
check`` and its replay ended with ``bank = -1e308``."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any, Iterator

import pytest

from tabletop import SAMPLES_DIR
from tabletop.cli import main

SCHEMAS = [("tabletop.games.camorra", "camorra.schema.json"), ("tabletop.games.mafia_story", "mafia_story.schema.json"),
           ("tabletop.games.narcopolis", "narcopolis.schema.json"),
           ("tabletop.games.gangster_paradise", "gangster_paradise.schema.json"),
           ("tabletop.games.peur_sur_la_ville.rules", "settings.schema.json")]


def _numbers_without_range(node: Any, path: str = "") -> Iterator[str]:
    if isinstance(node, dict):
        if node.get("type") in ("integer", "number") and "maximum" not in node and not {"const", "enum"} & set(node):
            yield path
        for key, value in node.items():
            yield from _numbers_without_range(value, f"{path}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _numbers_without_range(value, f"{path}/{index}")


@pytest.mark.parametrize("package, name", SCHEMAS)
def test_every_number_of_a_card_game_s_settings_has_a_range(package: str, name: str) -> None:
    schema = json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))
    assert list(_numbers_without_range(schema)) == []


@pytest.mark.parametrize("where, value, message", [
    (("costs", "humiliation"), 1e308, "the play's settings, the setting « price of a humiliation »: expected a number ≤ 1,000, got 1e+308"),
    (("setup", "bank"), 10**15, "the play's settings, the bank's starting money: expected a number ≤ 1,000"),
    (("characters", "booki", "name"), "B" * 100_000, "the play's settings, the name of the character « booki »: "),
])
def test_a_narcopolis_play_with_a_setting_out_of_range_is_refused_by_check(tmp_path: Path, capsys, where, value,
                                                                           message: str) -> None:
    doc = json.loads((SAMPLES_DIR / "plays" / "narcopolis.ttplay.json").read_text(encoding="utf-8"))
    holder = doc["settings"]
    for key in where[:-1]:
        holder = holder[key]
    holder[where[-1]] = value
    path = tmp_path / "play.ttplay.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert message in err and len(err) < 400
