"""The card games' phone views: for each game, the public table (the same for every player) and one player's own
part. Both start from the game's ``state_json`` (what the tracker shows the referee) and keep from it only what the
rules let that reader see: a secret is dropped here, where the data leaves the core, never by the page.

Each function takes the game's state and returns plain JSON; ``secrets.toml`` holds the readings they obey.
"""

from __future__ import annotations

import copy
from typing import Any, Callable

from tabletop.i18n import N_, _

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
    auction = data["black_market"]["auction"]
    if auction is not None:
        # Each bid as the log says it (« Cy offre 5 »), a line each: it read « Cy, 5 ».
        auction["bids"] = [_("{player} bids {amount}").format(player=player, amount=amount)
                           for player, amount in auction["bids"]]
    return data


def gangster_paradise_private(state: Any, player: str, readings: Json) -> Json:
    clan = state.clans[state.seat_of(player)]
    return {"red": clan.red, "white": clan.white, "executants": sorted(clan.executants)}


# --- Narcopolis ------------------------------------------------------------------------------------------------
def _dice_shown(combat: Any) -> bool:
    """The dice of the last exchange are on the table once the call reveals them."""
    return combat is not None and combat.step == "reveal"


def narcopolis_quartier(square: Json) -> str:
    """A quartier of the plan in one line, « Ana : armes, casinos »: it was three rows, « Propriétaire », « Business
    construits » and « Bloqué », under each quartier's name."""
    businesses = ", ".join(square["kinds"])
    if square["owner"] and businesses:
        line = _("{owner}: {businesses}").format(owner=square["owner"], businesses=businesses)
    else:
        line = square["owner"] or businesses
    if square["blocked"]:
        return _("{quartier} (blocked)").format(quartier=line) if line else _("blocked")
    return line


def narcopolis_public(state: Any, readings: Json) -> Json:
    from tabletop.games.narcopolis.game import state_to_json

    data = state_to_json(state)
    if data["event"] is not None:
        # The card by its printed name, once: its id is the laptop's, and the page would write it as the name again.
        del data["event"]["id"]
        # Its text is the rule data's, in English there: the phone reads it in its language, as the table screen.
        data["event"]["text"] = _(data["event"]["text"])
    for sheet in data["players"].values():
        sheet.pop("role", None)  # the Rôle card, drawn secretly
    # The plan as a phone reads it: the quartiers where something stands. All 35 with « — » in each field made a
    # page 7,000 pixels long for the three that were exploited.
    data["map"] = {q: narcopolis_quartier(square) for q, square in data["map"].items()
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
def mafia_story_card(raw: Json) -> str:
    """A card in one line as the journal names it (« vert 5 », « police vert −8 »): the game's own name, and the
    value of a police or spéciale card, which its name leaves out."""
    from tabletop.games.mafia_story.rules import Card

    card = Card(**raw)
    if card.type in ("police", "speciale") and card.value is not None:
        return _("{card} {value}").format(card=card.label(), value=card.value)
    return card.label()


def mafia_story_public(state: Any, readings: Json) -> Json:
    """The table as the players read it: a card in one line, a place by its cell's name (« D4 »), each player's
    piles under his name, and the city in four lines (the cards still there, the covers, the tokens and who looked
    at which card) rather than a block of rows for each of its 30 cells.
    A view's words are made in the language in use (``TableViews`` speaks the phone's)."""
    from tabletop.games import game_core
    from tabletop.games.mafia_story.game import cell_name, reveal_line

    data = game_core("mafia-story").state_json(state)
    present = [cell for cell in data.pop("cells") if cell["present"]]  # taken: the hole in the grid shows it
    # The grid the referee entered secretly at set-up (``dealt``) stays out. Face down, everyone sees the owner
    # but not the kind: police or spéciale, guerre or encaissement.
    data["city"] = [cell["name"] for cell in present]
    data["territories"] = [cell["name"] for cell in present if cell["territory"]]
    data["covers"] = {cell["name"]: _("{player}'s card ({family})").format(player=cell["cover"]["owner"],
                                                                           family=cell["cover"]["family"])
                      for cell in present if cell["cover"] is not None}
    data["tokens"] = {cell["name"]: cell["token"]["owner"] for cell in present if cell["token"] is not None}
    looked: dict[str, list[str]] = {}  # by player: three lines where a line a card made thirteen
    for cell in present:
        for name in cell["peeked_by"]:
            looked.setdefault(name, []).append(cell["name"])
    data["looked_at"] = looked
    # The cards anyone can count, every card and cover laid: the tracker's count (``city_cards``) leaves out the
    # cards under a police card, so it would tell a police cover from a spéciale one.
    data["cards_laid"] = len(present) + len(data["covers"])
    del data["city_cards"], data["rows"], data["columns"]
    players = {}
    for sheet in data.pop("players"):
        sheet["tokens_in_hand"] = len(sheet["tokens_in_hand"])  # which kind is left would tell the one laid
        for pile in ("right", "left"):
            sheet[pile] = [mafia_story_card(card) for card in sheet[pile]]
        players[sheet.pop("name")] = sheet
    data["players"] = players
    data["peek"] = [cell_name(state, cell) for cell in data["peek"]]
    if data["chased"] is not None:
        data["chased"] = {"owner": data["chased"]["owner"], "from": cell_name(state, data["chased"]["from"])}
    laid: dict[str, list[str]] = {}
    for prevention in data["prevention_laid"]:
        laid.setdefault(prevention["player"], []).append(prevention["kind"])
    data["prevention_laid"] = laid
    # Each token of the last reveal in the journal's sentence (« Carla fait la guerre sur police vert pour −8 … »).
    data["last_reveal"] = [reveal_line(record) for record in data["last_reveal"]]
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
        # A Caporegime in one line: its card (« Caïd n° 2 d'Ana », which says its kind) beside its terrain; what
        # else holds it (a paralysis) under its card when there is any.
        sheet["caporegimes"] = {capo["id"]: capo["terrain"] if capo["paralysed_until_turn"] is None else
                                {"terrain": capo["terrain"], "paralysed_until_turn": capo["paralysed_until_turn"]}
                                for capo in sheet["caporegimes"]}
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
