"""A table of a campaign turn as its live game starts: the Police (A, Ana's) and the Skins (F, Bob's) on the bank
job, the Police holding an « Affaire en cours » and a Skin back from the hospital with a permanent wound."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop import SAMPLES_DIR
from tabletop.games.peur_sur_la_ville.campaign.contract_book import DealtContract
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignSetup, CampaignView, view_of
from tabletop.games.peur_sur_la_ville.campaign.tables import REVEALED, TABLE, TableGame, table_game
from tabletop.games.peur_sur_la_ville.play.gamefile import save_game
from tabletop.scenario import scenario_from_json
from tests.games.peur_sur_la_ville.campaign.helpers import fresh, turn

CONTRACT = Contract("Le casse du siècle", "Braquer la Banque Centrale avec deux figurines", 2, 5)
BANK = str(SAMPLES_DIR / "bank-job.geojson")


def campaign_view(revealed: bool = False) -> CampaignView:
    """The campaign after its first turn; ``revealed``: both gangs chose the bank job for the second."""
    view, _ = fresh("A", "F")
    view, _ = turn(view, {"F": {"wounded": {"F4": 3}}})
    balances = {subject: dict(fields) for subject, fields in view.balances.items()}
    if revealed:
        balances["campaign"][REVEALED] = view.turn + 1
        balances["A"][TABLE] = balances["F"][TABLE] = 1
    return view_of("Saison des loups", CampaignSetup({"A": "Ana", "F": "Bob"}, (BANK,)), balances,
                   (DealtContract(view.turn + 1, "A", 0, CONTRACT),))


def campaign_table() -> TableGame:
    view = campaign_view()
    scenario = scenario_from_json(json.loads(Path(BANK).read_text(encoding="utf-8")), "bank-job")
    return table_game(view, BANK, scenario, ["A", "F"])


def saved_campaign_table(folder: Path) -> tuple[TableGame, Path]:
    game = campaign_table()
    path = folder / "saison-table-1.ttgame.json"
    save_game(game.session, path)
    return game, path
