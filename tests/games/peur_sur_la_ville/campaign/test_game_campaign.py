"""A live game started from a campaign names its campaign in its saved file (format version 2): the campaign, the
turn, the table, each gang's player, the campaign id of each roster figure and the gang's campaign sheet as the
game began; version 1 files still open; a file of another campaign is not recorded as this one's table."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tabletop import SAMPLES_DIR
from tabletop.games.peur_sur_la_ville.campaign.tables import saved_table_game
from tabletop.games.peur_sur_la_ville.play.gamefile import (GameFileError, game_from_json, game_to_json, load_game,
                                                            save_game)
from tabletop.games.peur_sur_la_ville.rules import PeurError
from tabletop.i18n import speaking
from tests.phones.campaign_game import BANK, CONTRACT, campaign_table, campaign_view, saved_campaign_table


def test_a_campaign_table_saved_and_opened_again_names_its_campaign_gangs_and_sheets(tmp_path):
    game, path = saved_campaign_table(tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["version"] == 2
    assert {k: doc["campaign"][k] for k in ("name", "turn", "table")} == {"name": "Saison des loups", "turn": 2,
                                                                          "table": BANK}
    link = load_game(path).setup.campaign
    assert link == game.session.setup.campaign
    assert {g: gang.player for g, gang in link.gangs.items()} == {"A": "Ana", "F": "Bob"}
    assert link.gangs["F"].figure_ids == game.figure_ids["F"]
    police, skins = link.gangs["A"].sheet, link.gangs["F"].sheet
    assert police["contracts"] == [{"title": CONTRACT.title, "asks": CONTRACT.asks, "reputation": 2, "bitcoins": 5}]
    assert skins["contracts"] == [] and police["hq"] is True
    assert next(f for f in skins["figures"] if f["id"] == "F4")["wounds"] == 1


def test_a_version_1_game_opens_and_is_saved_as_version_2(tmp_path):
    sample = SAMPLES_DIR / "games" / "bank-job.ttgame.json"
    assert json.loads(sample.read_text(encoding="utf-8"))["version"] == 1
    session = load_game(sample)
    assert session.setup.campaign is None
    save_game(session, tmp_path / "again.ttgame.json")
    again = json.loads((tmp_path / "again.ttgame.json").read_text(encoding="utf-8"))
    assert again["version"] == 2 and "campaign" not in again
    assert load_game(tmp_path / "again.ttgame.json").state == session.state


def test_a_campaign_naming_a_gang_not_in_the_game_is_one_line_in_words(tmp_path):
    game, path = saved_campaign_table(tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["campaign"]["gangs"]["N"] = doc["campaign"]["gangs"]["F"]
    with pytest.raises(GameFileError) as refused, speaking("fr"):
        game_from_json(doc, "table.ttgame.json")
    assert refused.value.lines == [
        "dans «\u00a0table.ttgame.json\u00a0», bande de campagne N\u00a0: la partie n'a pas de bande N"]


def test_a_bad_campaign_sheet_is_refused_naming_the_gang():
    doc = json.loads(json.dumps(game_to_json(campaign_table().session)))
    doc["campaign"]["gangs"]["A"]["sheet"]["bitcoins"] = "beaucoup"
    with pytest.raises(GameFileError) as refused, speaking("en"):
        game_from_json(doc, "table.ttgame.json")
    assert len(refused.value.lines) == 1
    assert refused.value.lines[0].startswith("in «\u00a0table.ttgame.json\u00a0», the bitcoins on the campaign sheet of gang A: ")


def test_a_table_recorded_from_its_file_keeps_the_campaign_ids_it_was_played_with(tmp_path):
    """The figures' campaign ids come from the file, not from the rosters as they stand when it is recorded."""
    game, path = saved_campaign_table(tmp_path)
    view = campaign_view(revealed=True)
    recorded = saved_table_game(view, BANK, load_game(path))
    assert recorded.figure_ids == game.figure_ids
    dead = replace(view, gangs={**view.gangs, "F": replace(view.gangs["F"], figures=view.gangs["F"].figures[1:])})
    assert saved_table_game(dead, BANK, load_game(path)).figure_ids["F"] == game.figure_ids["F"]


def test_a_file_of_another_campaign_is_not_recorded_as_this_ones_table(tmp_path):
    _game, path = saved_campaign_table(tmp_path)
    other = replace(campaign_view(revealed=True), name="Autre saison")
    with pytest.raises(PeurError, match="turn 2 of campaign Saison des loups, not for turn 2 of Autre saison"), \
            speaking("en"):
        saved_table_game(other, BANK, load_game(path))
