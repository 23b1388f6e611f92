"""Step 3 of a campaign turn: each gang's results proposed from a finished game's log and its end (the bank's two
whole turns, HQs lost or taken, the city hospital held, trucks crossed: see table_end), for the referee to confirm
or correct line by line."""

from __future__ import annotations

from typing import Mapping, Sequence

from tabletop.games.peur_sur_la_ville.campaign.results import GangResults
from tabletop.games.peur_sur_la_ville.rules.campaign import income_sources
from tabletop.games.peur_sur_la_ville.campaign.settings import BookRules, load_book_rules
from tabletop.games.peur_sur_la_ville.campaign.table_end import read_table_end
from tabletop.games.peur_sur_la_ville.play import DeclareBavure, GameSession, GameState, Rob
from tabletop.games.peur_sur_la_ville.play.setup import VIDEUR
from tabletop.games.peur_sur_la_ville.play.table import zone_holding


def _earns(session: GameSession, letter: str, effect: str) -> bool:
    return any(e.effect == effect for e in session.setup.rules.gangs[letter].effects)


def _robbery_source(session: GameSession, before: GameState, event: Rob) -> str:
    """The bank when the victim stands in a bank zone, a shop for an employee or in a shop zone, else a passer-by."""
    victim = before.figures[event.victim]
    if zone_holding(session.setup, "bank", victim.x, victim.y):
        return "bank"
    if victim.role == "employee" or zone_holding(session.setup, "shop", victim.x, victim.y):
        return "shop"
    return "passer_by"


def propose_results(session: GameSession, figure_ids: Mapping[str, Sequence[str]] | None = None,
                    game: str | None = None, book_rules: BookRules | None = None) -> dict[str, GangResults]:
    """Each gang's results in the game: robberies (the bank held two whole turns, shops, passers-by), arrests,
    the law's casualties and the trucks as income, the HQs lost and taken, the city hospital held, the bavures with
    the journalists' buzz, the wounded and the dead. ``figure_ids[letter][i]`` is the campaign id of roster figure
    ``i`` (the map's ids are kept for a gang not given); ``game`` is the play's id in the book."""
    setup, final = session.setup, session.state
    rules = setup.rules
    trucks = [g for g in setup.gangs if _earns(session, g, "truck_income")]
    end = read_table_end(session, (book_rules or load_book_rules()).table_end,
                         int(rules.campaign["income"]["bank"]["turns"]), trucks)
    letters = list(setup.gangs)
    income: dict[str, dict[str, int]] = {g: {} for g in letters}
    acts: dict[str, dict[str, int]] = {g: {} for g in letters}
    buzz: dict[str, dict[str, int]] = {g: {} for g in letters}
    for index, event in enumerate(session.events):
        before, after = session.state_at(index), session.state_at(index + 1)
        if isinstance(event, DeclareBavure) and event.gang in acts:
            acts[event.gang][event.act] = max(acts[event.gang].get(event.act, 0) + event.count, 0)
            continue
        for g in letters:
            if isinstance(event, Rob) and after.gangs[g].robberies > before.gangs[g].robberies:
                source = _robbery_source(session, before, event)
                if source != "bank":  # the bank pays for its two whole turns, not for each teller
                    income[g][source] = income[g].get(source, 0) + 1
        for g, act, witnessed in after.bavure_acts[len(before.bavure_acts):]:
            if g in acts:
                target = buzz[g] if witnessed else acts[g]
                target[act] = target.get(act, 0) + 1
    proposals = {}
    for g in letters:
        names = _campaign_names(session, g, figure_ids)
        # the HQ's Videur is no campaign figure: « Il est remplacé s'il est tué »
        mine = [f for f in final.gang_figures(g) if f.role != VIDEUR]
        if end.bank.get(g) and "bank" in income_sources(g, rules):
            income[g]["bank"] = 1
        if end.trucks.get(g):
            income[g]["truck_crossed"] = end.trucks[g]
        if _earns(session, g, "arrest_income") and final.gangs[g].arrests:
            income[g]["arrest"] = final.gangs[g].arrests
        # a permanent wound the figure came with (« 1 Blessure définitive ») is no wound of this game
        hurt = [f for f in mine if f.wounds > session.initial.figures[f.id].wounds]
        casualties = sum(1 for f in mine if f in hurt or not f.alive)
        if _earns(session, g, "law_enforcement_income") and casualties:
            income[g]["own_casualty"] = casualties
        proposals[g] = GangResults(
            income=income[g], lost_hq=g in end.lost_hq, hqs_taken=end.hqs_taken.get(g, 0),
            city_hospital=end.hospital == g, bavures=acts[g], bavures_with_journalists=buzz[g],
            wounded={names[f.id]: f.wounds for f in hurt if f.alive},
            dead=tuple(names[f.id] for f in mine if not f.alive), game=game)
    return proposals


def _campaign_names(session: GameSession, letter: str, figure_ids: Mapping[str, Sequence[str]] | None,
                    ) -> dict[str, str]:
    binding = session.setup.gangs[letter].figures
    ids = (figure_ids or {}).get(letter)
    names = {f.id: f.id for f in session.state.gang_figures(letter)}
    if ids is not None:
        names.update({map_id: ids[i] for map_id, i in binding.items() if i < len(ids)})
    return names
