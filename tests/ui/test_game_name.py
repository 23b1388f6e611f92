"""A live game keeps its own name: saving it (from the app or the journal) never puts the scenario's name back."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.games.peur_sur_la_ville.play import load_game
from ui.games.peur_sur_la_ville.document import GameDocument

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def _renamed_copy(tmp_path: Path, name: str) -> Path:
    doc = json.loads(SAMPLE_GAME.read_text(encoding="utf-8"))
    doc["name"] = name
    path = tmp_path / "soiree.ttgame.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_saving_a_game_keeps_its_name_not_the_scenarios(qtbot, tmp_path: Path) -> None:
    path = _renamed_copy(tmp_path, "Soirée du 12 au club")
    document = GameDocument.open(str(path))
    assert document.session.setup.scenario.name != "Soirée du 12 au club"
    target = tmp_path / "saved.ttgame.json"
    document.save(str(target))
    assert json.loads(target.read_text(encoding="utf-8"))["name"] == "Soirée du 12 au club"
    assert load_game(target).setup.name == "Soirée du 12 au club"
    assert document.journal_document()["name"] == "Soirée du 12 au club"


def test_a_game_without_a_name_is_named_after_its_scenario(qtbot, tmp_path: Path) -> None:
    path = _renamed_copy(tmp_path, "")
    document = GameDocument.open(str(path))
    target = tmp_path / "saved.ttgame.json"
    document.save(str(target))
    assert json.loads(target.read_text(encoding="utf-8"))["name"] == document.session.setup.scenario.name
