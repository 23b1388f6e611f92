"""Table geometry for Peur sur la Ville: distances, range bands, sight and cover, templates, deviation,
movement and morale moves, over a model built from a scenario or from plain data (centimetres)."""

from tabletop.geometry.measure import (Nearby, OnLine, boarders, command_group, distance_cm, edge_distances,
                                       figure_distance_cm, figures_on_line, figures_within, hidden_detectors,
                                       journalists_near, range_band, vehicle_group, weapon_band)
from tabletop.geometry.model import (Figure, GeometryError, Obstacle, TableModel, build_model, from_scenario,
                                     vehicle_rectangle)
from tabletop.geometry.rules import KindRule, Measures, StateRule, TerrainRules, load_terrain_rules
from tabletop.geometry.sight import Sight, SightMatrix, sight, sight_from, sight_matrix
from tabletop.geometry.visibility import visibility_polygon

__all__ = [
    "Figure", "GeometryError", "KindRule", "Measures", "Nearby", "Obstacle", "OnLine", "Sight", "SightMatrix",
    "StateRule", "TableModel", "TerrainRules", "boarders", "build_model", "command_group", "distance_cm",
    "edge_distances", "figure_distance_cm", "figures_on_line", "figures_within", "from_scenario",
    "hidden_detectors", "journalists_near", "load_terrain_rules", "range_band", "sight", "sight_from",
    "sight_matrix", "vehicle_group", "visibility_polygon", "weapon_band",
]
