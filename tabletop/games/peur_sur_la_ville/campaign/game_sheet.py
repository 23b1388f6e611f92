"""A gang's campaign sheet as a live game carries it (``play.campaign_link``): what the campaign book keeps of the
gang when its table's game begins — bitcoins, reputation, bavures, its HQ, resources and vehicles, each figure
(campaign id, role, alive or dead, permanent wounds, equipment) and the « Affaires en cours » it holds for the
turn. The rulebook's campaign keeps no experience or advances for a figure, so neither does the sheet."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView
from tabletop.games.peur_sur_la_ville.play.campaign_link import CampaignGang, CampaignLink


def gang_sheet(view: CampaignView, letter: str) -> dict[str, Any]:
    """Gang ``letter``'s sheet as ``view`` holds it now, as plain JSON of identifiers (the game file's
    ``campaign.gangs.<letter>.sheet``)."""
    gang = view.gangs[letter]
    return {
        "bitcoins": gang.bitcoins, "reputation": gang.reputation, "bavures": gang.bavures,
        "hq": view.balances.get(letter, {}).get("hq", 0) > 0,
        "resources": list(gang.resources), "vehicles": dict(gang.vehicles),
        "figures": [{"id": f.id, "role": f.role, "alive": f.alive, "wounds": f.wounds, "equipment": dict(f.equipment)}
                    for f in gang.figures],
        "contracts": [{"title": c.title, "asks": c.asks, "reputation": c.reputation, "bitcoins": c.bitcoins}
                      for c in view.turn_contracts.get(letter, ())],
    }


def campaign_link(view: CampaignView, table: str, figure_ids: Mapping[str, tuple[str, ...]]) -> CampaignLink:
    """The campaign a table's game of the turn being played belongs to: each gang of ``figure_ids`` (its roster
    figures' campaign ids) with its player and its sheet."""
    return CampaignLink(view.name, view.turn + 1, table, {
        letter: CampaignGang(view.setup.players[letter], tuple(ids), gang_sheet(view, letter))
        for letter, ids in figure_ids.items()})
