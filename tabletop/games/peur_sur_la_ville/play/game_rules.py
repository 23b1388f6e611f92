"""The live game's own rule data (``game.toml``): deployment, fire, knock-outs and scenario roles — the numbers
neither the rules engine nor the table geometry hold — and how the game reads the civilians and the bavures."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping

from tabletop.ruledata import house_rules_dir, load_package_rules

PACKAGE = "tabletop.games.peur_sur_la_ville.play"


@dataclass(frozen=True)
class GameRules:
    deploy_entry_cm: float
    burning_turns: int
    burnable: tuple[str, ...]  # obstacle kinds a molotov sets ablaze
    armed_civilians: tuple[str, ...]  # civilian roles that carry a weapon (cannot be robbed)
    guard_weapon: str  # the firearm of an armed civilian the map gives none
    civilian_gender: str  # what a word agreeing with a civilian takes in French (« Passant 4 est mort »)
    ko_for_turn_wakes: str
    braqueurs_choose_initiative: bool
    garde_soldiers: int  # soldiers at a check-point of the Garde Nationale
    garde_weapon: str  # a soldier's weapon when the check-point names none
    garde_vehicles: int  # armoured vehicles a check-point may bring (« avec des véhicules blindés »)
    garde_vehicle_cm: tuple[float, float]  # such a vehicle's length (across the street) and width
    roles: Mapping[str, str]  # scenario role -> roster role
    equipment_aliases: Mapping[str, str]  # a map's name for an item -> the rules engine's
    map_vehicles: Mapping[str, str]  # a map vehicle's type (motorbike, truck) -> the rules engine's vehicle
    descriptions: Mapping[str, str]  # group -> the interpretation the UI shows

    def roster_role(self, scenario_role: str) -> str:
        """The roster role (leader, lieutenant, doc, member) a scenario figure's role stands for."""
        return self.roles.get(scenario_role.lower(), "member")


def load_game_rules() -> GameRules:
    """The rules in force (a house-rule game.toml replaces the shipped one), cached per rules folder."""
    return _load(str(house_rules_dir()))


@lru_cache(maxsize=4)
def _load(rules_dir: str) -> GameRules:
    data = load_package_rules(PACKAGE, "game.toml", "game.schema.json")
    return GameRules(
        deploy_entry_cm=float(data["deploy"]["entry_cm"]),
        burning_turns=int(data["fire"]["burning_turns"]),
        burnable=tuple(data["fire"]["burnable"]),
        armed_civilians=tuple(data["civilians"]["armed_roles"]),
        guard_weapon=str(data["civilians"]["guard_weapon"]),
        # optional: a house-rule game.toml written before the civilians' gender keeps the shipped reading
        civilian_gender=str(data["civilians"].get("gender", "masculine")),
        ko_for_turn_wakes=str(data["knockout"]["ko_for_turn_wakes"]),
        braqueurs_choose_initiative=bool(data["turn"]["braqueurs_choose_initiative"]),
        garde_soldiers=int(data["garde"]["soldiers"]),
        garde_weapon=str(data["garde"]["weapon"]),
        garde_vehicles=int(data["garde"]["vehicles"]),
        garde_vehicle_cm=(float(data["garde"]["vehicle_length_cm"]), float(data["garde"]["vehicle_width_cm"])),
        roles={k: v for k, v in data["roles"].items() if k != "description"},
        equipment_aliases=dict(data["equipment"]["aliases"]),
        # optional: a house-rule game.toml written before the map's types of vehicle keeps loading
        map_vehicles=dict(data.get("map_vehicles", {}).get("kinds", {})),
        descriptions={group: str(values["description"]) for group, values in data.items()
                      if isinstance(values, dict)},
    )
