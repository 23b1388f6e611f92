"""Terrain rule data: what each kind of obstacle and each figure state does, and the table's measures.

Loaded from ``terrain.toml`` (validated by ``terrain.schema.json``); a referee's house-rule file of the
same name replaces it. The loaded values are plain frozen dataclasses so that queries read them cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tabletop.ruledata import load_package_rules

RULE_FILE = "terrain.toml"
SCHEMA_FILE = "terrain.schema.json"


@dataclass(frozen=True, slots=True)
class KindRule:
    blocks_sight: bool
    gives_cover: bool
    blocks_movement: bool
    crossable_with_roll: bool
    stops_thrown: bool
    description: str
    label: str = ""  # the rulebook's word for it, naming it in a refusal


@dataclass(frozen=True, slots=True)
class StateRule:
    gives_cover: bool
    stops_thrown: bool
    caught_by_templates: bool
    hit_by_burst: bool
    description: str
    label: str = ""  # the rulebook's word for it, naming it in a refusal


@dataclass(frozen=True, slots=True)
class Measures:
    short_cm: float
    effective_cm: float
    long_cm: float
    default_base_mm: float
    wall_thickness_cm: float
    building_wall_cm: float
    edge_lines: bool
    shooter_adjacent_cover_cm: float
    blast_diameter_cm: float
    burst_radius_cm: float
    burst_needs_sight: bool
    thrown_from_base_edge: bool
    thrown_over_adjacent_cm: float
    launcher_step_cm: float
    launcher_die_every_cm: float
    leader_command_cm: float
    vehicle_command_cm: float
    journalist_cm: float
    hidden_detection_cm: float
    vehicle_board_cm: float
    retreat_prefers_cover: bool
    descriptions: dict[str, str]  # measure group -> the interpretation text the UI shows


@dataclass(frozen=True, slots=True)
class TerrainRules:
    kinds: dict[str, KindRule]
    states: dict[str, StateRule]
    measures: Measures


def terrain_rules_from_data(data: dict[str, Any]) -> TerrainRules:
    """Build the rules from already validated rule data (a parsed terrain.toml)."""
    m = data["measures"]
    measures = Measures(
        short_cm=float(m["range_bands"]["short_cm"]),
        effective_cm=float(m["range_bands"]["effective_cm"]),
        long_cm=float(m["range_bands"]["long_cm"]),
        default_base_mm=float(m["bases"]["default_base_mm"]),
        wall_thickness_cm=float(m["bases"]["wall_thickness_cm"]),
        building_wall_cm=float(m["bases"]["building_wall_cm"]),
        edge_lines=bool(m["sight"]["edge_lines"]),
        shooter_adjacent_cover_cm=float(m["sight"]["shooter_adjacent_cover_cm"]),
        blast_diameter_cm=float(m["templates"]["blast_diameter_cm"]),
        burst_radius_cm=float(m["burst"]["radius_cm"]),
        burst_needs_sight=bool(m["burst"]["needs_sight"]),
        thrown_from_base_edge=bool(m["thrown"]["from_base_edge"]),
        thrown_over_adjacent_cm=float(m["thrown"]["over_adjacent_cm"]),
        launcher_step_cm=float(m["launcher"]["step_cm"]),
        launcher_die_every_cm=float(m["launcher"]["die_every_cm"]),
        leader_command_cm=float(m["radii"]["leader_command_cm"]),
        vehicle_command_cm=float(m["radii"]["vehicle_command_cm"]),
        journalist_cm=float(m["radii"]["journalist_cm"]),
        hidden_detection_cm=float(m["radii"]["hidden_detection_cm"]),
        vehicle_board_cm=float(m["radii"]["vehicle_board_cm"]),
        retreat_prefers_cover=bool(m["morale"]["retreat_prefers_cover"]),
        descriptions={group: str(values["description"]) for group, values in m.items()},
    )
    kinds = {name: KindRule(**values) for name, values in data["kinds"].items()}
    states = {name: StateRule(**values) for name, values in data["states"].items()}
    return TerrainRules(kinds, states, measures)


@lru_cache(maxsize=1)
def _shipped_or_house_rules() -> TerrainRules:
    return terrain_rules_from_data(load_package_rules(__package__, RULE_FILE, SCHEMA_FILE))


def load_terrain_rules(reload: bool = False) -> TerrainRules:
    """The terrain rules in force (house rules if the referee has a terrain.toml); cached after the first load."""
    if reload:
        _shipped_or_house_rules.cache_clear()
    return _shipped_or_house_rules()
