"""His campaign gang sheet on a Peur sur la Ville phone (issue 39): when the live game is a table of a campaign,
each gang's phone gets that gang's sheet as the game file carries it (players, accounts, resources, figures with
their permanent wounds and kit, the « Affaires en cours » held), and no other phone gets it; ``tabletop serve``
serves it from the file alone, wherever the file was moved."""

from __future__ import annotations

import json
import shutil

import httpx

from tabletop.games.peur_sur_la_ville.play.gamefile import load_game
from tabletop.phones.page_text import page_words
from tabletop.phones.views import game_views
from tests.phones.campaign_game import CONTRACT, campaign_table, saved_campaign_table
from tests.phones.page_render import page_texts
from tests.phones.test_page_words import _problems
from tests.phones.test_serve_cli import _serve


def test_each_gang_gets_its_own_campaign_sheet_and_no_other_gangs():
    views = game_views(campaign_table().session)
    assert views.players == ("Police", "Skins")
    police = views.view("Police", language="en")["private"]["campaign"]
    skins = views.view("Skins", language="en")["private"]["campaign"]
    assert {k: police[k] for k in ("campaign_name", "campaign_turn", "player", "hq")} == {
        "campaign_name": "Saison des loups", "campaign_turn": 2, "player": "Ana", "hq": True}
    assert police["contracts"] == [{"title": CONTRACT.title, "asks": CONTRACT.asks, "reputation": 2, "bitcoins": 5}]
    assert skins["player"] == "Bob" and skins["contracts"] == []
    assert skins["members"]["Skin 4 of the Skins"] == {"alive": True, "permanent_wounds": 1,
                                                       "equipment": {"pistolet": 1}}
    assert set(police["members"]) == {"Officier of the Police", "Sous-off of the Police",
                                      *(f"Flic {n} of the Police" for n in range(3, 11))}
    # What the Skins' phone is sent holds nothing of the Police's sheet, nor the table anything of either.
    sent_to_skins = json.dumps(views.view("Skins", language="fr"), ensure_ascii=False)
    assert CONTRACT.title not in sent_to_skins and "Ana" not in sent_to_skins and sent_to_skins.count('"members"') == 1
    public = json.dumps(views.public(language="fr"), ensure_ascii=False)
    assert "campaign" not in public and CONTRACT.title not in public and "Bob" not in public


def test_a_game_of_no_campaign_sends_no_sheet(tmp_path):
    from tabletop import SAMPLES_DIR

    views = game_views(load_game(SAMPLES_DIR / "games" / "bank-job.ttgame.json"))
    assert all("campaign" not in views.view(p)["private"] for p in views.players)


def test_the_sheet_reads_in_the_phones_language():
    views = game_views(campaign_table().session)
    for language, heading, wounds in (("fr", "Fiche de campagne de votre bande", "Blessures définitives"),
                                      ("en", "Your gang's campaign sheet", "Permanent wounds")):
        shown = page_texts(page_words(language, views.game), views.view("Police", language=language))
        assert heading in shown and wounds in shown and CONTRACT.title in shown
        assert _problems(shown, language) == set()


def test_serve_gives_each_phone_its_sheet_from_the_file_alone(tmp_path):
    """The file carries the sheets: served from another folder (another laptop, no book at hand), each gang's
    view still has its own sheet and only its own."""
    _game, path = saved_campaign_table(tmp_path)
    moved = tmp_path / "elsewhere" / "table.ttgame.json"
    moved.parent.mkdir()
    shutil.move(path, moved)
    server = _serve(moved)
    try:
        first = json.loads(server.stdout.readline())
        seen = {}
        for gang, link in first["players"].items():
            token = link.rsplit("/", 1)[1]
            seen[gang] = httpx.get(first["url"] + "api/view", headers={"Authorization": f"Bearer {token}"}).json()
        assert seen["Police"]["private"]["campaign"]["contracts"][0]["title"] == CONTRACT.title
        assert seen["Skins"]["private"]["campaign"]["player"] == "Bob"
        assert CONTRACT.title not in json.dumps(seen["Skins"], ensure_ascii=False)
    finally:
        server.terminate()
        server.wait(timeout=20)
