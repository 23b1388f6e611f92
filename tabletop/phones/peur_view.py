"""Peur sur la Ville on the phones: a seat is a gang. The public table is the turn, the phase, the initiative, the
activation in progress and every gang's tally; a gang's phone alone gets its figures' sheets (state, wounds,
ammunition, equipment, what each may still do this turn), the place of its hidden figures and its mines, and, when
the game is a table of a campaign, its campaign gang sheet (the one the game file carries)."""

from __future__ import annotations

from typing import Any

from tabletop.games.peur_sur_la_ville.campaign.words import figure_names
from tabletop.games.peur_sur_la_ville.play.effects import can_activate
from tabletop.games.peur_sur_la_ville.play.session import GameSession, scores
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameState

Json = dict[str, Any]


def seats(session: GameSession) -> dict[str, str]:
    """The gang letter of each seat, by the gang's name (the name the phones show)."""
    setup = session.setup
    return {setup.gang_name(letter): letter for letter in setup.gangs}


def public_table(session: GameSession, state: GameState, readings: Json) -> Json:
    setup = session.setup
    names = {letter: setup.gang_name(letter) for letter in state.gangs}
    activation = state.activation
    table: Json = {
        "name": setup.name or setup.scenario.name, "turn": state.turn, "phase": state.phase,
        "turn_limit": setup.settings.get("turn_limit"),
        "initiative": [names.get(g, g) for g in state.initiative],
        "activation": None if activation is None else {
            "gang": names.get(activation.gang, activation.gang),
            "figures": [setup.title(state.figures[f]) for f in activation.figures]},
        "gangs": {names[letter]: tally for letter, tally in scores(state).items()},
        "bavures": state.bavures, "national_guard": state.national_guard,
    }
    if readings["figures_on_public_page"]:
        table["figures"] = {setup.title(f): _sheet(session, f) for f in state.figures.values()
                            if f.kind == "figure" and f.state != "hidden"}
    return table


def _sheet(session: GameSession, figure: FigureState) -> Json:
    return {
        "state": figure.state, "wounds": figure.wounds, "weapons": dict(figure.weapons),
        "items": {k: v for k, v in figure.items.items() if v}, "abilities": list(figure.abilities),
        "actions_left": figure.actions_left, "activated": figure.activated,
        "may_activate": can_activate(session.setup, figure), "vehicle": figure.vehicle, "captor": figure.captor,
    }


def own_gang(session: GameSession, state: GameState, letter: str) -> Json:
    setup = session.setup
    figures = {}
    for f in state.gang_figures(letter):
        sheet = _sheet(session, f)
        if f.state == "hidden":
            sheet["place_cm"] = [round(f.x, 1), round(f.y, 1)]  # where it hides: his gang knows
        figures[setup.title(f)] = sheet
    mine: Json = {"figures": figures}
    mines = [[round(m.x, 1), round(m.y, 1)] for m in state.mines if m.gang == letter]
    if mines:
        mine["mines_cm"] = mines
    sheet = campaign_sheet(session, letter)
    if sheet is not None:
        mine["campaign"] = sheet
    return mine


def campaign_sheet(session: GameSession, letter: str) -> Json | None:
    """Gang ``letter``'s campaign gang sheet as its phone shows it, when the game is a table of a campaign that
    gang plays in; the names of things stay identifiers, which the page puts in words (``page_values``)."""
    link = session.setup.campaign
    if link is None or letter not in link.gangs:
        return None
    gang = link.gangs[letter]
    sheet = gang.sheet
    # A campaign figure by the name the game's log gives it (« Flic 3 de la Police »), as the campaign's pages name
    # it: the book's figures outlive the map's.
    names = figure_names(letter, {f["id"]: f["role"] for f in sheet["figures"]}, session.setup.rules)
    members = {names[f["id"]]: {"alive": f["alive"], "permanent_wounds": f["wounds"], "equipment": dict(f["equipment"])}
               for f in sheet["figures"]}
    return {
        "campaign_name": link.name, "campaign_turn": link.turn, "player": gang.player,
        "bitcoins": sheet["bitcoins"], "reputation": sheet["reputation"], "bavures": sheet["bavures"],
        "hq": sheet["hq"], "resources": list(sheet["resources"]), "vehicles": dict(sheet["vehicles"]),
        "members": members, "contracts": [dict(c) for c in sheet["contracts"]],
    }
