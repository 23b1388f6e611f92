"""``tabletop check FILE...`` validates every kind of file Tabletop writes, told apart by its header (issue 20): it
used to refuse Tabletop's own game and roster files with ``missing required field 'tabletop'``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.file_kinds import file_kind

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = [*sorted((ROOT / "tabletop" / "samples").glob("*.geojson")), *sorted((ROOT / "tabletop" / "samples" / "games").glob("*")),
           *sorted((ROOT / "tabletop" / "samples" / "plays").glob("*"))]


def test_every_sample_and_a_new_roster_are_valid(tmp_path, capsys):
    roster = tmp_path / "gang.json"
    assert main(["roster", "new", "C", str(roster)]) == 0
    assert json.loads(roster.read_text(encoding="utf-8"))["format"] == "tabletop-roster"
    capsys.readouterr()
    assert main(["check", *map(str, SAMPLES), str(roster)]) == 0, capsys.readouterr().err
    assert capsys.readouterr().out.strip() == f"{len(SAMPLES) + 1} files valid"


@pytest.mark.parametrize("doc, kind", [
    ({"type": "FeatureCollection", "tabletop": {}, "features": []}, "map"),
    ({"format": "tabletop-game"}, "game"),
    ({"format": "tabletop-play"}, "play"),
    ({"format": "tabletop-roster"}, "roster"),
    ({"gang": "A", "figures": [], "vehicles": {}, "purchases": []}, "roster"),  # written before the header
    ({"format": "tabletop-book"}, None),
    ({"name": "x"}, None),
    ([1, 2], None),
])
def test_the_kind_is_told_by_the_header(doc, kind):
    assert file_kind(doc) == kind


def test_each_kind_is_refused_with_its_own_words(tmp_path, capsys):
    game = json.loads((ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json").read_text(encoding="utf-8"))
    game["seed"] = -1
    play = json.loads((ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json").read_text(encoding="utf-8"))
    play["players"] = []
    files = {"game.ttgame.json": game, "play.ttplay.json": play, "other.json": {"name": "x"},
             "roster.json": {"format": "tabletop-roster", "gang": "Z", "figures": [], "vehicles": {}, "purchases": []}}
    for name, doc in files.items():
        (tmp_path / name).write_text(json.dumps(doc), encoding="utf-8")
    assert main(["check", *(str(tmp_path / name) for name in files)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == [
        f"{tmp_path / 'game.ttgame.json'}: seed: expected a number >= 0, got -1",
        f"{tmp_path / 'play.ttplay.json'}: players: expected at least 1 items, got 0",
        f"{tmp_path / 'other.json'}: not a Tabletop file: neither a map (a GeoJSON file with its \"tabletop\" part), "
        f"nor a game, a roster or a play (their \"format\" is \"tabletop-game\", \"tabletop-roster\" or "
        f"\"tabletop-play\")",
        f"{tmp_path / 'roster.json'}: not a roster: figures: expected at least 1 items, got 0 (and 1 more problem)",
    ]
