"""Saved files of every kind keep opening: each sample in tabletop/samples/ opens the way File → Open opens it (the
module registry picks the module by the file's name, its panel module reads the document), and every version of
every file format the app writes has a sample that opens.

Moving code between folders must never strand a referee's files: these samples are the files of today.
"""

import json
from pathlib import Path

import pytest

from tabletop import games
from tabletop.games import playfile
from tabletop.games.peur_sur_la_ville.play import gamefile
from tabletop.scenario import model as scenario_model
from ui.modules import panel_modules

SCENARIOS = Path(__file__).resolve().parents[2] / "tabletop" / "samples"
MAPS = sorted(SCENARIOS.glob("*.geojson"))
GAMES = sorted((SCENARIOS / "games").glob("*.ttgame.json"))
PLAYS = sorted((SCENARIOS / "plays").glob("*.ttplay.json"))
# Each file format the app writes: its name, the version written today, and where its samples are.
FORMATS = [
    (scenario_model.FORMAT_NAME, scenario_model.FORMAT_VERSION, MAPS),
    (gamefile.FORMAT_NAME, gamefile.FORMAT_VERSION, GAMES),
    (playfile.FORMAT_NAME, playfile.FORMAT_VERSION, PLAYS),
]


def _open(path: Path):
    """The document File → Open makes of ``path``."""
    module = games.module_for_path(str(path))
    assert module is not None, f"no module opens {path.name}"
    panels = {panel.core_id: panel for panel in panel_modules()}
    return module.id, panels[module.id].open_document(str(path))


def _format_and_version(path: Path) -> tuple[str, int]:
    data = json.loads(path.read_text(encoding="utf-8"))
    meta = data.get("tabletop", data)  # a scenario keeps its format under "tabletop", a game at the top
    return meta["format"], meta["version"]


def test_there_are_samples_of_maps_and_games():
    assert len(MAPS) >= 4
    assert GAMES and PLAYS


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_each_sample_map_opens_in_the_map_editor(qapp, path):
    module_id, document = _open(path)
    assert module_id == "scenario"
    assert len(document.scenario) > 0
    assert document.title == (document.scenario.name or path.name)
    assert not document.is_modified


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.name)
def test_each_sample_game_opens_and_replays_its_whole_log(qapp, path):
    module_id, document = _open(path)
    assert module_id == "peur-game"
    logged = json.loads(path.read_text(encoding="utf-8"))["log"]
    assert len(document.session.events) == len(logged) > 0
    assert document.undo_stack.count() == len(logged)
    assert not document.is_modified


@pytest.mark.parametrize("path", PLAYS, ids=lambda p: p.name)
def test_each_sample_play_opens_in_its_game_and_replays_its_whole_log(qapp, path):
    module_id, document = _open(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert module_id == data["game"]
    assert len(document.session.events) == len(data["log"]) > 0
    assert not document.is_modified


@pytest.mark.parametrize("name, current, samples", FORMATS, ids=[f[0] for f in FORMATS])
def test_every_version_of_every_format_has_a_sample_that_opens(qapp, name, current, samples):
    versions = {}
    for path in samples:
        found_name, version = _format_and_version(path)
        assert found_name == name, path.name
        versions.setdefault(version, path)
    assert set(versions) == set(range(1, current + 1)), f"{name}: samples of versions {sorted(versions)}"
    for path in versions.values():
        _open(path)
