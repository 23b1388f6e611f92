"""What a finished table game says about the campaign beyond its log lines: the bank held « 2 tours entiers », the
HQs lost and taken, the city hospital held at the end, the Trafiquants' trucks that crossed the table, and which of
a gang's contracts the results meet. The readings where the rulebook is silent are campaign_book.toml
« table_end »."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import shapely
from shapely.geometry import shape

from tabletop.games.peur_sur_la_ville.campaign.results import GangResults
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.play import EndTurn, GameSession, GameState, StartTurn
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.peur_sur_la_ville.play.state import FigureState
from tabletop.games.peur_sur_la_ville.play.table import vehicle_polygon, zone_holding


def holding(f: FigureState) -> bool:
    """A figure that holds a place: alive, not KO, nobody's captive."""
    return f.kind == "figure" and f.alive and f.state not in ("ko", "dead") and f.captor is None


def bank_whole_turns(session: GameSession) -> dict[str, int]:
    """« BANQUE = 2 tours entiers consacrés à son braquage »: per gang, the turns it began and ended with a figure
    holding a place inside a bank zone."""
    setup = session.setup
    counts = {g: 0 for g in setup.gangs}
    start: GameState | None = None
    for index, event in enumerate(session.events):
        if isinstance(event, StartTurn):
            start = session.state_at(index + 1)
        elif isinstance(event, EndTurn) and start is not None:
            end = session.state_at(index)
            for g in counts:
                if _in_bank(setup, start, g) and _in_bank(setup, end, g):
                    counts[g] += 1
            start = None
    return counts


def _in_bank(setup: GameSetup, state: GameState, gang: str) -> bool:
    return any(holding(f) and zone_holding(setup, "bank", f.x, f.y) for f in state.gang_figures(gang))


def hqs_at_the_end(setup: GameSetup, state: GameState) -> tuple[set[str], dict[str, int]]:
    """« PERTE DU QG »: an HQ is lost when, at the end, none of its gang's figures holds it and another gang's
    do; it is taken by that gang when it is the only one inside. Returns the gangs that lost their HQ and the
    HQs each gang took."""
    lost: set[str] = set()
    taken: dict[str, int] = {}
    for feature in setup.scenario.of_kind("hq"):
        owner = feature.get("gang")
        zone = shape(feature.geometry.to_json())
        inside = {f.gang for f in state.figures.values() if holding(f) and zone.covers(shapely.Point(f.x, f.y))}
        if owner not in setup.gangs or owner in inside or not inside:
            continue
        lost.add(owner)
        if len(inside) == 1:
            (taker,) = inside
            taken[taker] = taken.get(taker, 0) + 1
    return lost, taken


def hospital_holder(setup: GameSetup, state: GameState, post_cm: float) -> str | None:
    """« La Bande qui contrôle l'hôpital (1 figurine postée aux 2 entrées) »: the one gang that has a figure within
    ``post_cm`` (base edge) of every door of a hospital zone at the end; None when none or several do."""
    doors = [shape(d.geometry.to_json()) for d in setup.scenario.of_kind("door")]
    holders: set[str] = set()
    for feature in setup.scenario.of_kind("hospital"):
        zone = shape(feature.geometry.to_json())
        entrances = [d for d in doors if d.distance(zone.exterior) < 0.5]
        if not entrances:
            continue
        for gang in setup.gangs:
            posted = [f for f in state.gang_figures(gang) if holding(f)]
            if all(any(shapely.Point(f.x, f.y).distance(door) - f.base_cm / 2 <= post_cm for f in posted)
                   for door in entrances):
                holders.add(gang)
    return next(iter(holders)) if len(holders) == 1 else None


def trucks_crossed(session: GameSession, gang: str, edge_cm: float) -> int:
    """« Pour chaque camion qui traverse la table par le bord le plus éloigné »: the gang's trucks, not destroyed,
    that end the game within ``edge_cm`` of the table edge farthest from where they started."""
    setup, first, final = session.setup, session.initial, session.state
    width, depth = setup.scenario.table.width_cm, setup.scenario.table.depth_cm
    count = 0
    for vid, truck in final.vehicles.items():
        if truck.gang != gang or truck.kind != "camion" or truck.destroyed:
            continue
        x, y = vehicle_polygon(setup, first.vehicles[vid]).centroid.coords[0]
        far = max(((x, "left"), (width - x, "right"), (y, "bottom"), (depth - y, "top")))[1]
        minx, miny, maxx, maxy = vehicle_polygon(setup, truck).bounds
        gap = {"left": minx, "right": width - maxx, "bottom": miny, "top": depth - maxy}[far]
        if gap <= edge_cm:
            count += 1
    return count


@dataclass(frozen=True)
class TableEnd:
    """What the end of one table game proposes for each gang, besides what its log lines say."""

    bank: Mapping[str, bool] = field(default_factory=dict)
    lost_hq: frozenset[str] = frozenset()
    hqs_taken: Mapping[str, int] = field(default_factory=dict)
    hospital: str | None = None
    trucks: Mapping[str, int] = field(default_factory=dict)


def read_table_end(session: GameSession, reading: Mapping[str, Any], bank_turns: int,
                   truck_gangs: Sequence[str]) -> TableEnd:
    whole = bank_whole_turns(session)
    lost, taken = hqs_at_the_end(session.setup, session.state)
    return TableEnd(
        bank={g: n >= bank_turns for g, n in whole.items()}, lost_hq=frozenset(lost), hqs_taken=taken,
        hospital=hospital_holder(session.setup, session.state, float(reading["hospital_post_cm"])),
        trucks={g: trucks_crossed(session, g, float(reading["truck_edge_cm"])) for g in truck_gangs})


# What each contract objective counts in a gang's results (campaign_book.toml contracts' « objective »).
def _objective_count(kind: str, results: GangResults) -> int:
    acts = sum(results.bavures.values()) + sum(results.bavures_with_journalists.values())
    return {
        "bank": results.income.get("bank", 0),
        "shops": results.income.get("shop", 0),
        "passers_by": results.income.get("passer_by", 0),
        "hq_taken": results.hqs_taken,
        "hospital_held": int(results.city_hospital),
        "trucks": results.income.get("truck_crossed", 0),
        "arrests": results.income.get("arrest", 0),
        "no_bavure": int(acts == 0),
        "keep_hq": int(not results.lost_hq),
    }[kind]


OBJECTIVES = ("bank", "shops", "passers_by", "hq_taken", "hospital_held", "trucks", "arrests", "no_bavure",
              "keep_hq")


def contracts_met(contracts: Sequence[Contract], results: GangResults) -> list[Contract]:
    """The contracts among ``contracts`` whose objective the results meet (a contract without one is the
    referee's to judge and is not proposed)."""
    return [c for c in contracts if c.objective and _objective_count(c.objective, results) >= c.count]
