"""Scenario maps: the model, the file format (GeoJSON in centimetres), validation and edits."""

from tabletop.scenario.io import (ScenarioError, check_files, dumps_scenario, load_scenario, parse_scenario,
                                  recover_scenario, save_scenario, scenario_from_json)
from tabletop.scenario.model import Feature, Geometry, Scenario, Table

__all__ = ["Feature", "Geometry", "Scenario", "ScenarioError", "Table", "check_files", "dumps_scenario",
           "load_scenario", "parse_scenario", "recover_scenario", "save_scenario", "scenario_from_json"]
