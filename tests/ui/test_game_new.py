"""Setting up a new game in its tab: a sample table or a scenario file, the map's gangs ticked to play (two at
least), each cast as one of the rulebook's gangs with its rulebook roster or a roster file, and the seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.rules import buy, new_roster, roster_to_data
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.new_game import SAMPLES_DIR, NewGamePage
from ui.games.peur_sur_la_ville.panel import GamePanel

BANK_JOB = SAMPLES_DIR / "bank-job.geojson"


@pytest.fixture
def panel(qtbot) -> GamePanel:
    panel = GamePanel(GameDocument())
    qtbot.addWidget(panel)
    panel.show()
    return panel


def page_on(panel: GamePanel, path: Path) -> NewGamePage:
    page = panel.setup_page
    page.scenario_choice.setCurrentIndex(page.scenario_choice.findData(str(path)))
    return page


def test_the_samples_are_offered_and_their_gangs_listed(panel):
    page = page_on(panel, BANK_JOB)
    assert page.scenario_choice.count() == len(list(SAMPLES_DIR.glob("*.geojson")))
    assert [row.letter for row in page.gang_rows] == ["A", "F"]
    assert [row.plays_as for row in page.gang_rows] == ["A", "F"]
    assert "Braquage" in page.description.text()
    assert page.start_button.isEnabled() and page.problems.text() == ""
    # A table is offered by its scenario's title, not its file's name (issue 38).
    assert page.scenario_choice.currentText() == "Braquage à la Banque Centrale"
    assert not any(page.scenario_choice.itemText(i).endswith(".geojson") or "-" in page.scenario_choice.itemText(i)
                   for i in range(page.scenario_choice.count()))


def test_one_gang_is_not_a_game(panel):
    page = page_on(panel, BANK_JOB)
    page.gang_rows[1].plays.setChecked(False)
    assert not page.start_button.isEnabled() and "two gangs" in page.problems.text()
    assert page.start() is None and panel.document.session is None
    page.gang_rows[1].template.setCurrentIndex(page.gang_rows[1].template.findData("A"))
    page.gang_rows[1].plays.setChecked(True)
    assert "different gang" in page.problems.text() and not page.start_button.isEnabled()


def test_a_gang_recast_and_a_roster_file_make_the_game(panel, tmp_path, monkeypatch):
    page = page_on(panel, BANK_JOB)
    mafia = page.gang_rows[1]
    mafia.template.setCurrentIndex(mafia.template.findData("B"))
    roster = buy(new_roster("A"), "gilet", figure=0)
    roster_file = tmp_path / "police.json"
    roster_file.write_text(json.dumps(roster_to_data(roster)), encoding="utf-8")
    monkeypatch.setattr(page, "ask_roster_path", lambda: str(roster_file))
    page.gang_rows[0].roster_button.click()
    assert page.gang_rows[0].roster == roster and "bitcoins left" in page.gang_rows[0].roster_label.text()
    page.seed.setValue(1234)
    page.start_button.click()
    session = panel.document.session
    assert session is not None and panel.setup_page is None
    assert list(session.state.gangs) == ["A", "B"] and session.setup.seed == 1234
    assert session.setup.gangs["A"].roster == roster
    skins_on_map = [f for f in session.setup.scenario.of_kind("figure") if f.id.startswith("skin-")]
    assert skins_on_map and all(f.get("gang") == "B" for f in skins_on_map)
    assert session.state.figures["police-1"].units("gilet") == 1


def test_a_bad_roster_file_or_scenario_is_said_and_changes_nothing(panel, tmp_path, monkeypatch):
    page = page_on(panel, BANK_JOB)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(page, "ask_roster_path", lambda: str(bad))
    page.gang_rows[0].roster_button.click()
    assert page.gang_rows[0].roster is None and "is not a roster" in page.problems.text()
    broken = tmp_path / "broken.geojson"
    broken.write_text('{"type": "FeatureCollection"', encoding="utf-8")
    monkeypatch.setattr(page, "ask_scenario_path", lambda: str(broken))
    page.file_button.click()
    assert page.scenario is None and not page.start_button.isEnabled() and str(broken) in page.problems.text()
    assert broken.read_text(encoding="utf-8") == '{"type": "FeatureCollection"'
