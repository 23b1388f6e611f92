"""Table geometry for Peur sur la Ville: distances, range bands, sight and cover, templates, deviation,
movement and morale moves, over a model built from a scenario or from plain data (centimetres).

Build a model once (``from_scenario`` or ``build_model``), move a figure cheaply with
``TableModel.moved`` while dragging, and ask the plain functions below; each answer is a small frozen
dataclass saying why (obstacle, figure and vehicle ids) and, for sight, the lines used.
"""

from tabletop.geometry.measure import (Nearby, OnLine, boarders, command_group, distance_cm, edge_distances,
                                       figure_distance_cm, figures_on_line, figures_within, hidden_detectors,
                                       journalists_near, range_band, vehicle_group, weapon_band)
from tabletop.geometry.model import (Figure, GeometryError, Obstacle, TableModel, build_model, from_scenario,
                                     vehicle_rectangle)
from tabletop.geometry.morale import MoraleMove, advance, flee, retreat
from tabletop.geometry.movement import Path, Reach, path_to, reach
from tabletop.geometry.rules import KindRule, Measures, StateRule, TerrainRules, load_terrain_rules
from tabletop.geometry.sight import (Sight, SightMatrix, SightRow, sight, sight_from, sight_matrix, sight_matrix_moved,
                                     sight_row)
from tabletop.geometry.templates import (Blast, Burst, Caught, Deviation, Throw, blast, burst, deviate,
                                         launcher_dice, smoke_cloud, throw, throws)
from tabletop.geometry.visibility import visibility_polygon

__all__ = [
    "Blast", "Burst", "Caught", "Deviation", "Figure", "GeometryError", "KindRule", "Measures", "MoraleMove",
    "Nearby", "Obstacle", "OnLine", "Path", "Reach", "Sight", "SightMatrix", "SightRow", "StateRule", "TableModel",
    "TerrainRules", "Throw", "advance", "blast", "boarders", "build_model", "burst", "command_group", "deviate",
    "distance_cm", "edge_distances", "figure_distance_cm", "figures_on_line", "figures_within", "from_scenario",
    "hidden_detectors", "journalists_near", "launcher_dice", "load_terrain_rules", "path_to", "range_band",
    "flee", "reach", "retreat", "sight", "sight_from", "sight_matrix", "sight_matrix_moved", "sight_row",
    "smoke_cloud", "throw", "throws", "vehicle_group", "vehicle_rectangle",
    "visibility_polygon", "weapon_band",
]
