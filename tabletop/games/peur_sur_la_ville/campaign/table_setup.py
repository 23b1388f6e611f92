"""What a campaign table brings to its live game, as pieces on the played map, the game's settings and its first
events: the permanent wounds of « BLESSÉS », the HQ's Videurs, the obstacles and the armoured vehicle of « 7) LA
CAMPAGNE »'s resources, the Garde Nationale's check-points (the live game's own, soldiers and all), and the
deployment order of « Sentinelle ». Where the rulebook says where but not exactly where (« n'importe où dans le
QG », « sur une rue »), the piece goes where it fits nearest the middle of its place; the numbers are
campaign_book.toml « table_setup » and play/game.toml « garde »."""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

import numpy as np
import shapely
from shapely.geometry import mapping, shape

from tabletop.formats import decimal
from tabletop.games.peur_sur_la_ville.campaign.accounts import GangAccount
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.games.peur_sur_la_ville.play.events import Checkpoint
from tabletop.games.peur_sur_la_ville.play.garde import checkpoint_line, propose_checkpoint
from tabletop.games.peur_sur_la_ville.play.setup import VIDEUR, GameSetup
from tabletop.games.peur_sur_la_ville.play.state import GameState
from tabletop.geometry import load_terrain_rules
from tabletop.i18n import _
from tabletop.scenario import Scenario
from tabletop.scenario.model import Feature, Geometry

# The features a placed piece must not overlap (figures deploy later, zones and buildings hold the pieces).
SOLID = ("wall", "low_wall", "fence", "barricade", "car")
VIDEUR_FOOTPRINT_CM = 2.5  # a 25 mm base
GRID_CM = 0.5


def _solid(feature: Feature) -> shapely.Geometry:
    geometry = shape(feature.geometry.to_json())
    if feature.geometry.type == "LineString":
        return geometry.buffer(float(feature.get("thickness_cm", 1.0)) / 2)
    return geometry


def _polygon_geometry(polygon: shapely.Polygon) -> Geometry:
    return Geometry.from_json(mapping(shapely.set_precision(polygon, 0.01)))


def spot(area: shapely.Geometry, length: float, width: float, taken: Sequence[shapely.Geometry],
         turn: bool = True) -> shapely.Polygon | None:
    """The axis-aligned rectangle ``length`` along x and ``width`` along y (either way round when ``turn``) inside
    ``area`` that overlaps nothing ``taken``, nearest the middle of ``area``; None when none fits."""
    minx, miny, maxx, maxy = area.bounds
    middle = area.representative_point() if not area.is_empty else None
    if middle is None:
        return None
    tree = shapely.STRtree(list(taken)) if taken else None
    best: tuple[float, shapely.Polygon] | None = None
    for w, h in ((length, width), (width, length)) if turn else ((length, width),):
        xs = np.arange(minx + w / 2, maxx - w / 2 + 1e-9, GRID_CM)
        ys = np.arange(miny + h / 2, maxy - h / 2 + 1e-9, GRID_CM)
        if not len(xs) or not len(ys):
            continue
        cx, cy = (a.ravel() for a in np.meshgrid(xs, ys))
        boxes = shapely.box(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
        fits = shapely.contains(area, boxes)
        if tree is not None:
            fits[tree.query(boxes, predicate="intersects")[0]] = False
        if not fits.any():
            continue
        distance = np.hypot(cx - middle.x, cy - middle.y)
        distance[~fits] = np.inf
        i = int(np.argmin(distance))
        if best is None or distance[i] < best[0]:
            best = (float(distance[i]), boxes[i])
    return None if best is None else best[1]


class _Table:
    """The played map being furnished, and what already stands on it."""

    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        self.taken = [_solid(f) for f in scenario.of_kind(*SOLID)]
        self.unplaced: list[str] = []

    def add(self, prefix: str, kind: str, polygon: shapely.Polygon, **properties: Any) -> str:
        fid = self.scenario.new_id(prefix)
        self.scenario.features[fid] = Feature(fid, kind, _polygon_geometry(polygon), dict(properties))
        self.taken.append(polygon)
        return fid

    def add_point(self, prefix: str, kind: str, footprint: shapely.Polygon, **properties: Any) -> str:
        fid = self.scenario.new_id(prefix)
        centre = footprint.centroid
        self.scenario.features[fid] = Feature(fid, kind, Geometry("Point", (round(centre.x, 2), round(centre.y, 2))),
                                              dict(properties))
        self.taken.append(footprint)
        return fid


def _hq(scenario: Scenario, letter: str) -> shapely.Geometry | None:
    zones = [shape(f.geometry.to_json()) for f in scenario.of_kind("hq") if f.get("gang") == letter]
    return shapely.union_all(zones) if zones else None


def furnish_gang(table: _Table, account: GangAccount, setup_data: Mapping[str, Any]) -> None:
    """The gang's Videurs, its HQ obstacles and its armoured vehicle, in its HQ on the played map."""
    letter = account.letter
    gang = gang_args(letter)
    hq = _hq(table.scenario, letter)
    videurs = int(setup_data["videurs"]) + (1 if "videur" in account.resources else 0)
    obstacles = int(setup_data["hq_obstacles"]) if "obstacles" in account.resources else 0
    armoured = "vehicule-blinde" in account.resources
    if hq is None:
        if videurs or obstacles or armoured:
            table.unplaced.append(_("the map has no HQ {gang_of}; the Videur, the obstacles and the armoured "
                                    "vehicle {gang_of} are placed by hand").format(**gang))
        return
    if armoured:
        length, width = setup_data["armoured_vehicle_cm"]
        bounds = shapely.box(0, 0, table.scenario.table.width_cm, table.scenario.table.depth_cm)
        found = spot(hq, length, width, table.taken) or spot(
            hq.buffer(length).intersection(bounds).difference(hq), length, width, table.taken)
        if found is None:
            table.unplaced.append(_("no room for the armoured vehicle near the HQ {gang_of}; place it by hand").format(
                **gang))
        else:
            table.add(f"blinde-{letter}", "car", found, gang=letter, armoured=True,
                      vehicle_kind=setup_data["armoured_vehicle"], name="Véhicule blindé")
    length, width = setup_data["hq_obstacle_cm"]
    for _n in range(obstacles):
        found = spot(hq, length, width, table.taken)
        if found is None:
            table.unplaced.append(_("no room for an obstacle of {length} cm in the HQ {gang_of}; place it by "
                                    "hand").format(length=decimal(length), **gang))
            continue
        table.add(f"obstacle-qg-{letter}", setup_data["hq_obstacle_kind"], found, name="Obstacle (QG)")
    for _n in range(videurs):
        found = spot(hq, VIDEUR_FOOTPRINT_CM, VIDEUR_FOOTPRINT_CM, table.taken)
        if found is None:
            table.unplaced.append(_("no room for the Videur in the HQ {gang_of}; place him by hand").format(**gang))
            continue
        table.add_point(f"videur-{letter}", "figure", found, gang=letter, role=VIDEUR, name="Videur",
                        weapons=[setup_data["videur_weapon"]], equipment=list(setup_data["videur_kit"]))


def checkpoints(setup: GameSetup, state: GameState, count: int) -> tuple[list[Checkpoint], list[str]]:
    """« Elle place 1 barrage filtrant sur une rue sur chaque table de jeu »: the live game's own check-point
    (its soldiers, the ``checkpoint`` event) across a street for each check-point the campaign deployed, on the
    streets in map order, away from the crossings, off what stands there, nearest the street's middle; what finds
    no room is the referee's (the turn bar places it)."""
    streets = setup.scenario.of_kind("street")
    shapes = [shape(f.geometry.to_json()) for f in streets]
    taken = [_solid(f) for f in setup.scenario.of_kind(*SOLID)]
    taken += [shapely.Point(f.x, f.y).buffer(f.base_cm / 2) for f in state.figures.values() if f.alive]
    soldiers = setup.game_rules.garde_soldiers
    base = load_terrain_rules().measures.default_base_mm / 10.0
    events, unplaced = [], []
    for n in range(count):
        if n >= len(streets):
            unplaced.append(f"check-point {n + 1}: the map has 1 street: place it by hand" if len(streets) == 1
                            else f"check-point {n + 1}: the map has {len(streets)} streets: place it by hand")
            continue
        others = shapely.union_all([s for i, s in enumerate(shapes) if i != n]) if len(shapes) > 1 else None
        own = shapes[n].difference(others) if others is not None else shapes[n]
        piece = max(getattr(own, "geoms", [own]), key=lambda p: p.area)
        across, gap = checkpoint_line(setup, streets[n].id)
        span = gap * (soldiers - 1) + base
        found = spot(piece, base + across[0] * (span - base), base + across[1] * (span - base), taken, turn=False)
        if found is None:
            unplaced.append(f"check-point {n + 1}: no room across {streets[n].name or streets[n].id}: place it by "
                            f"hand (Garde Nationale check-point)")
            continue
        taken.append(found)
        events.append(propose_checkpoint(setup, state, streets[n].id, (found.centroid.x, found.centroid.y)))
    return events, unplaced


def permanent_wounds(scenario: Scenario, setup: GameSetup, accounts: Mapping[str, GangAccount],
                     ids: Mapping[str, Sequence[str]]) -> None:
    """« ils entrent en jeu avec 1 Blessure définitive »: each map figure starts with its campaign figure's
    permanent wounds."""
    for letter, gang in setup.gangs.items():
        for map_id, index in gang.figures.items():
            figure = accounts[letter].figure(ids[letter][index]) if index < len(ids[letter]) else None
            if figure is not None and figure.wounds:
                scenario.features[map_id] = scenario.features[map_id].with_properties(wounds=figure.wounds)


def deployment_order(accounts: Mapping[str, GangAccount], gangs: Sequence[str], seed: int) -> list[str]:
    """« L'ordre de placement est aléatoire », but with a Sentinelle « la bande décide la première où elle se
    déploie »: the Sentinelle gangs first, each group drawn with the game's seed."""
    rng = random.Random(seed)
    first = [g for g in gangs if "sentinelle" in accounts[g].resources]
    rest = [g for g in gangs if g not in first]
    rng.shuffle(first)
    rng.shuffle(rest)
    return first + rest


def furnish(scenario: Scenario, setup: GameSetup, accounts: Mapping[str, GangAccount],
            ids: Mapping[str, Sequence[str]], garde_nationale: bool, setup_data: Mapping[str, Any],
            ) -> tuple[dict[str, Any], list[str]]:
    """Put on ``scenario`` (the played copy, changed in place) what the campaign decided for these gangs; the
    live game's settings (the deployment order; the Garde Nationale sent by the campaign, so that its soldiers
    fire after the players) and what could not be placed, for the referee."""
    permanent_wounds(scenario, setup, accounts, ids)
    table = _Table(scenario)
    for letter in setup.gangs:
        furnish_gang(table, accounts[letter], setup_data)
    settings = {"deploy_order": deployment_order(accounts, list(setup.gangs), setup.seed),
                "garde_nationale": garde_nationale}
    return settings, table.unplaced
