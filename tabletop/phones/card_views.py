"""The card games' phone views: for each game, the public table (the same for every player) and one player's own
part. Both start from the game's ``state_json`` (what the tracker shows the referee) and keep from it only what the
rules let that reader see: a secret is dropped here, where the data leaves the core, never by the page.

Each function takes the game's state and returns plain JSON; ``secrets.toml`` holds the readings they obey.
"""

from __future__ import annotations

import copy
from typing import Any, Callable

from tabletop.i18n import N_

Json = dict[str, Any]

# A player's page says why his own part is empty: a game whose tracker knows no secret of his.
NO_SECRETS = N_("Tabletop keeps nothing of yours hidden in this game: everything it knows is on the table.")
MEMORY_GAME = N_("Mafia Story is a memory game: a card laid face down may not be looked at again (« on ne peut plus "
                 "prendre connaissance de cette carte »), so your page does not show it either.")


# --- Gangster Paradise ---------------------------------------------------------------------------------------
def gangster_paradise_public(state: Any, readings: Json) -> Json:
    from tabletop.games.gangster_paradise.state import state_json

    data = state_json(state)
    for clan in data["clans"].values():
        del clan["private"]  # the bills and the exécutants held, behind the screen
    for notes in ("red", "white"):
        del data["reserve"][notes]  # the reserve's notes move by what a clan launders behind its screen
    if not readings["market_deck_by_kind"]:
        market = data["black_market"]
        market["deck"] = sum(market["deck"].values())
    return data


def gangster_paradise_private(state: Any, player: str, readings: Json) -> Json:
    clan = state.clans[state.seat_of(player)]
    return {"red": clan.red, "white": clan.white, "executants": sorted(clan.executants)}


# --- Narcopolis ------------------------------------------------------------------------------------------------
def _dice_shown(combat: Any) -> bool:
    """The dice of the last exchange are on the table once the call reveals them."""
    return combat is not None and combat.step == "reveal"


def narcopolis_public(state: Any, readings: Json) -> Json:
    from tabletop.games.narcopolis.game import state_to_json

    data = state_to_json(state)
    if data["event"] is not None:
        # The card by its printed name, once: its id is the laptop's, and the page would write it as the name again.
        del data["event"]["id"]
    for sheet in data["players"].values():
        sheet.pop("role", None)  # the Rôle card, drawn secretly
    # The plan as a phone reads it: the quartiers where something stands. All 35 with « — » in each field made a
    # page 7,000 pixels long for the three that were exploited.
    data["map"] = {q: square for q, square in data["map"].items()
                   if square["owner"] or square["kinds"] or square["blocked"]}
    combat, shown = data["combat"], state.combat
    if combat is not None:
        last = len(combat["exchanges"]) - 1
        for index, exchange in enumerate(combat["exchanges"]):
            if not (_dice_shown(shown) and index == last):
                exchange["dice"] = None  # under the cup
        if readings["armement_hidden_until_used"]:
            combat["armement"] = {who: card for who, card in combat["armement"].items()
                                  if who in combat["armement_used"]}
    return data


def narcopolis_private(state: Any, player: str, readings: Json) -> Json:
    from tabletop.games.narcopolis.fight import controller

    mine: Json = {}
    role = next((p.role for p in state.players if p.name == player), None)
    if role:
        mine["role"] = role
    combat = state.combat
    if combat is not None:
        dice = [list(e.dice) for e in combat.exchanges if e.dice is not None and controller(state, e.by) == player]
        if dice:
            mine["combat_dice"] = dice[-1]  # the roll under his cup, which he may look at
        kept = [card for who, card in combat.armement.items()
                if who == player and who not in combat.armement_used]
        if kept and readings["armement_hidden_until_used"]:
            mine["armement"] = kept[0]
    return mine


# --- Mafia Story -----------------------------------------------------------------------------------------------
def mafia_story_public(state: Any, readings: Json) -> Json:
    from tabletop.games import game_core

    data = game_core("mafia-story").state_json(state)
    city: Json = {}
    for cell in data.pop("cells"):
        if not cell["present"]:
            continue  # taken: the hole in the grid shows it
        shown: Json = {"card": cell["card"], "territory": cell["territory"]}
        # Face down, everyone sees the owner but not the kind: police or spéciale, guerre or encaissement.
        if cell["cover"] is not None:
            shown["cover"] = {k: v for k, v in cell["cover"].items() if k != "kind"}
        if cell["token"] is not None:
            shown["token"] = cell["token"]["owner"]
        if cell["peeked_by"]:
            shown["peeked_by"] = cell["peeked_by"]
        city[cell["name"]] = shown  # the grid the referee entered secretly at set-up (``dealt``) stays out
    data["city"] = city
    data["cards_laid"] = sum(1 + ("cover" in c) for c in city.values())
    for sheet in data["players"]:
        sheet["tokens_in_hand"] = len(sheet["tokens_in_hand"])  # which kind is left would tell the one laid
    if data["chased"] is not None:
        data["chased"] = {k: v for k, v in data["chased"].items() if k != "kind"}
    # The tracker's count leaves out the cards under a police card, so it would tell a police cover from a
    # spéciale one: the table gets the cards anyone can count instead (``cards_laid``), every card and cover laid.
    del data["city_cards"]
    return data


def mafia_story_private(state: Any, player: str, readings: Json) -> Json:
    mine: Json = {"tokens_in_hand": list(state.hand(player)), "note": MEMORY_GAME}
    if readings["show_own_face_down"]:
        mine["tokens_laid"] = [{"cell": t.cell, "kind": t.kind} for t in state.tokens_of(player)]
    return mine


# --- Camorra -------------------------------------------------------------------------------------------------
def camorra_public(state: Any, readings: Json) -> Json:
    from tabletop.games import game_core

    # The tracker knows the hands' sizes only (« the tool knows counts only »): nothing in it is secret.
    data = copy.deepcopy(game_core("camorra").state_json(state))
    for sheet in data["players"].values():
        # A Caporegime by its card (« Caïd n° 2 de Ana »), which says its kind: the id and the kind beside it
        # would write the same name twice.
        sheet["caporegimes"] = [{"caporegime": capo.pop("id"), **{k: v for k, v in capo.items() if k != "kind"}}
                                for capo in sheet["caporegimes"]]
    return data


def camorra_private(state: Any, player: str, readings: Json) -> Json:
    return {"note": NO_SECRETS}


PublicView = Callable[[Any, Json], Json]
PrivateView = Callable[[Any, str, Json], Json]
# game id -> (its public table, a player's own part, the section of secrets.toml it reads)
CARD_VIEWS: dict[str, tuple[PublicView, PrivateView, str]] = {
    "gangster-paradise": (gangster_paradise_public, gangster_paradise_private, "gangster_paradise"),
    "narcopolis": (narcopolis_public, narcopolis_private, "narcopolis"),
    "mafia-story": (mafia_story_public, mafia_story_private, "mafia_story"),
    "camorra": (camorra_public, camorra_private, "camorra"),
}
