"""Step 3 reads the end of a table game too: the bank's two whole turns, the HQs lost and taken, the city hospital
held, the Trafiquants' trucks, and the contracts the results meet."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

from tabletop.games.peur_sur_la_ville.campaign.proposals import propose_results
from tabletop.games.peur_sur_la_ville.campaign.results import GangResults
from tabletop.games.peur_sur_la_ville.campaign.settings import load_book_rules
from tabletop.games.peur_sur_la_ville.campaign.table_end import OBJECTIVES, contracts_met, trucks_crossed
from tabletop.games.peur_sur_la_ville.play import (Adjust, EndTurn, GameSession, RollInitiative, StartGame,
                                                   StartTurn, new_setup, propose_civilians)
from tabletop.scenario import scenario_from_json
from tabletop.scenario.model import Feature, Geometry

ROOT = Path(__file__).resolve().parents[4]


def game(name: str = "bank-job", scenario=None) -> GameSession:
    scenario = scenario or scenario_from_json(json.loads((ROOT / "tabletop" / "samples" / f"{name}.geojson").read_text()), name)
    session = GameSession(new_setup(scenario))
    session.apply(StartGame({}, free_placement=True))
    return session


def whole_turn(session: GameSession, moves: dict[str, tuple[float, float]] | None = None) -> None:
    session.apply(StartTurn())
    letters = list(session.setup.gangs)
    session.apply(RollInitiative(rounds=(tuple((g, 6 - i) for i, g in enumerate(letters)),)))
    for fid, (x, y) in (moves or {}).items():
        session.apply(Adjust(fid, x=x, y=y))
    session.apply(session.preview(propose_civilians))  # the city moves first
    session.apply(EndTurn())


def test_the_bank_pays_for_two_whole_turns_not_for_each_teller():
    """« BANQUE = 2 tours entiers consacrés à son braquage permettent à chaque tour de campagne de récupérer 5
    Bitcoins. »"""
    session = game()
    session.apply(Adjust("skin-1", x=80, y=70))  # inside the bank zone
    whole_turn(session)
    assert "bank" not in propose_results(session)["F"].income
    whole_turn(session)
    assert propose_results(session)["F"].income["bank"] == 1
    assert "bank" not in propose_results(session)["A"].income  # the Police never rob it


def test_a_turn_begun_outside_the_bank_is_not_a_whole_one():
    """« 2 tours entiers »: walking in during a turn does not count that turn."""
    session = game()
    whole_turn(session, {"skin-1": (80, 70)})
    whole_turn(session)
    assert "bank" not in propose_results(session)["F"].income


def test_an_hq_held_by_another_gang_alone_at_the_end_is_lost_and_taken():
    """« PERTE DU QG »: « Les bandes peuvent chercher à « piquer » le QG d'une autre bande. Cette opération risquée
    permet de gagner en RÉPUTATION et baisser celle d'un concurrent. »; « -2 point si elle a perdu son QG, +1 point
    pour chaque QG d'un autre gang pris d'assaut »."""
    session = game()
    police_in_hq = [f.id for f in session.state.gang_figures("A") if 6 <= f.x <= 30 and 6 <= f.y <= 28]
    whole_turn(session, {**{fid: (40.0, 60.0 + i * 3) for i, fid in enumerate(police_in_hq)}, "skin-3": (18, 17)})
    proposed = propose_results(session)
    assert proposed["A"].lost_hq and proposed["F"].hqs_taken == 1
    assert not proposed["F"].lost_hq and proposed["A"].hqs_taken == 0
    session.apply(StartTurn())
    session.apply(RollInitiative(rounds=((("A", 6), ("F", 1)),)))
    session.apply(Adjust("police-1", x=20, y=20))  # the owner is back inside: kept
    proposed = propose_results(session)
    assert not proposed["A"].lost_hq and proposed["F"].hqs_taken == 0


def test_the_gang_posted_at_both_hospital_doors_holds_it():
    """« La Bande qui contrôle l'hôpital (1 figurine postée aux 2 entrées) à la fin d'un tour de campagne récupère
    tous ses blessés. »"""
    session = game("hospital-district")
    gangs = list(session.setup.gangs)
    mine = [f.id for f in session.state.gang_figures(gangs[0])]
    whole_turn(session, {mine[0]: (66.5, 69.0)})
    assert not any(r.city_hospital for r in propose_results(session).values())
    session.apply(StartTurn())
    session.apply(RollInitiative(rounds=(tuple((g, 6 - i) for i, g in enumerate(gangs)),)))
    session.apply(Adjust(mine[1], x=93.0, y=52.5))
    proposed = propose_results(session)
    assert proposed[gangs[0]].city_hospital and not any(proposed[g].city_hospital for g in gangs[1:])


def test_a_truck_that_reaches_the_far_edge_crossed_the_table():
    """Trafiquants: « La bande possède 2 camions. Pour chaque camion qui traverse la table par le bord le plus
    éloigné en fin de tour de campagne, la bande gagne 2 bitcoins. »"""
    scenario = scenario_from_json(json.loads((ROOT / "tabletop" / "samples" / "bank-job.geojson").read_text()), "bank-job")
    scenario.features["truck"] = Feature("truck", "car", Geometry.from_json(
        {"type": "Polygon", "coordinates": [[[2, 60], [12, 60], [12, 65], [2, 65], [2, 60]]]}),
        {"gang": "A", "vehicle_kind": "camion"})
    session = GameSession(new_setup(scenario))
    start = session.state
    arrived = start.with_vehicles(replace(start.vehicles["truck"], offset=(106.5, 0.0)))
    halfway = start.with_vehicles(replace(start.vehicles["truck"], offset=(50.0, 0.0)))
    assert trucks_crossed(SimpleNamespace(setup=session.setup, initial=start, state=arrived), "A", 2.0) == 1
    assert trucks_crossed(SimpleNamespace(setup=session.setup, initial=start, state=halfway), "A", 2.0) == 0
    burnt = arrived.with_vehicles(replace(arrived.vehicles["truck"], destroyed=True))
    assert trucks_crossed(SimpleNamespace(setup=session.setup, initial=start, state=burnt), "A", 2.0) == 0


def test_contracts_with_an_objective_are_proposed_when_the_results_meet_them():
    """« +1/+2/+3 point par contrat finalisé »: each card of the deck quotes the passage it is built on and says
    what step 3 checks."""
    deck = load_book_rules().contracts
    assert deck and all(c.source and c.objective in OBJECTIVES for c in deck)
    by = {c.objective: c for c in deck}
    results = GangResults(income={"shop": 2, "passer_by": 1}, hqs_taken=1)
    met = contracts_met(deck, results)
    assert by["shops"] in met and by["hq_taken"] in met and by["no_bavure"] in met and by["keep_hq"] in met
    assert by["passers_by"] not in met and by["bank"] not in met and by["hospital_held"] not in met
    assert by["no_bavure"] not in contracts_met(deck, GangResults(bavures={"civilian_killed": 1}))
    assert by["keep_hq"] not in contracts_met(deck, GangResults(lost_hq=True))


def test_the_bavures_proposed_are_the_same_whatever_language_the_log_was_said_in():
    """The bavures a game charged go to the campaign's results from the game's states, not from its log lines read
    back: they were found by an English pattern, so a referee playing in French lost every bavure of the game."""
    from tabletop.games.peur_sur_la_ville.play import load_game
    from tabletop.i18n import speaking
    proposed = {}
    for code in ("fr", "en"):
        with speaking(code):
            session = load_game(ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json")
            proposed[code] = {g: results.bavures for g, results in propose_results(session).items()}
    assert proposed["fr"] == proposed["en"] == {"A": {}, "F": {"civilian_killed": 1}}
