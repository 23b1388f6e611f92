"""Vehicles (« ACTIONS D'UN VÉHICULE », « VEHICULE BLINDÉ »): what each carries, its actions and its passengers'."""

from __future__ import annotations

from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter
from tabletop.games.peur_sur_la_ville.rules.rules import PeurError, PeurRules, VehicleKind, load_rules
from tabletop.games.peur_sur_la_ville.rules.wounds import actions_left
from tabletop.i18n import _


def vehicle_kind(name: str, rules: PeurRules | None = None) -> VehicleKind:
    """A vehicle a gang starts with or buys: « 1 Moto/Side car (2 équipages) », « 1 Voiture (4 équipages) », the
    armoured van « permet de transporter 10 équipages »."""
    rules = rules or load_rules()
    if name in rules.starting_vehicles:
        return rules.starting_vehicles[name]
    item = rules.items.get(name)
    if item is None or item.category != "vehicle":
        kinds = list(rules.starting_vehicles) + [n for n, i in rules.items.items() if i.category == "vehicle"]
        raise PeurError(_("unknown vehicle '{name}'; vehicles: {items}").format(
            name=name, items=', '.join(kinds)))
    return VehicleKind(name=name, label=item.label, crew=item.crew, armoured=False)


def passenger_actions(passenger: Fighter, vehicle_actions_used: int, rules: PeurRules | None = None) -> int:
    """« Ses passagers perdent 1 action à chaque action de leur véhicule »."""
    rules = rules or load_rules()
    lost = vehicle_actions_used * int(rules.vehicles["passenger_actions_lost_per_vehicle_action"])
    return max(actions_left(passenger, rules) - lost, 0)


def vehicle_actions_left(used: int, rules: PeurRules | None = None) -> int:
    """« Un véhicule a 2 actions qu'il peut utiliser pour se déplacer, tirer ou faire descendre/monter des
    passagers »; a U-turn « met 1 action »."""
    rules = rules or load_rules()
    return max(int(rules.actions["per_vehicle"]) - used, 0)


def boarding_actions(fighter: Fighter, vehicle: str, rules: PeurRules | None = None) -> int:
    """« Une figurine placée à moins de 5cm d'un véhicule peut en 1 action monter dedans »; Bykers on their
    motorbikes: « Monter ou descendre de leur moto ne prend aucune action »."""
    rules = rules or load_rules()
    if fighter.free_mount and vehicle == "moto":
        return 0
    return int(rules.vehicles["boarding_actions"])


def uturn_actions(driver: Fighter, before_move: bool, rules: PeurRules | None = None) -> int:
    """A U-turn costs 1 action — free just before a move for Bykers and Afros."""
    rules = rules or load_rules()
    return 0 if before_move and driver.uturn_before_move else int(rules.vehicles["uturn_actions"])


def rams(vehicle: str, rules: PeurRules | None = None) -> bool:
    """« Un véhicule (sauf moto) qui percute volontairement ou suite à un test de Moral une figurine finit son
    action au contact » (then ``melee.rammed``)."""
    rules = rules or load_rules()
    return vehicle not in rules.vehicles["non_ramming"]


def seats_left(vehicle: str, aboard: int, rules: PeurRules | None = None) -> int:
    return max(vehicle_kind(vehicle, rules).crew - aboard, 0)
