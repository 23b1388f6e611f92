"""Refereeing a live game of Peur sur la Ville: the game is the scenario, the rosters, the seed and a log of events
(decisions and dice faces); a session applies events, returns what changed, undoes, previews and resolves
actions with seeded or physical dice, and saves to a ``.ttgame.json`` file. Pure Python; no Qt."""

from tabletop.games.peur_game.events import (ACTION_KINDS, EVENT_TYPES, Activate, Adjust, Aim, Arrest, Board,
                                             Caught, CiviliansReact, CivilianMove, Climb, Crossing, DeathRoll,
                                             DeclareBavure, Detect, DriveVehicle, EndActivation, EndGame, EndTurn,
                                             Event, EventError, Exchange, Fight, Heal, Hide, HitOn, Launch,
                                             LeaveVehicle, MoraleCheck, Move, OpenDoor, Reload, Repair, Rob,
                                             RollInitiative, Shoot, StandUp, StartGame, StartTurn, Throw,
                                             VehicleMove)
from tabletop.games.peur_game.game_rules import GameRules, load_game_rules
from tabletop.games.peur_game.legal import LegalAction, legal_actions
from tabletop.games.peur_game.session import GameSession, is_over, new_state, replay, scores, step
from tabletop.games.peur_game.setup import GameSetup, GangSetup, bind_rosters, initial_state, new_setup
from tabletop.games.peur_game.state import (CLOUD_KINDS, FIGURE_STATES, PHASES, WEAPON_STATUSES, Activation, Change,
                                            Cloud, FigureState, GameError, GameState, GangState, ShotHeard,
                                            VehicleState, diff)
from tabletop.games.peur_game.table import table_model, vehicle_polygon

__all__ = [
    "ACTION_KINDS", "CLOUD_KINDS", "EVENT_TYPES", "FIGURE_STATES", "PHASES", "WEAPON_STATUSES",
    "Activate", "Activation", "Adjust", "Aim", "Arrest", "Board", "Caught", "Change", "CivilianMove",
    "CiviliansReact", "Climb", "Cloud", "Crossing", "DeathRoll", "DeclareBavure", "Detect", "DriveVehicle",
    "EndActivation", "EndGame", "EndTurn", "Event", "EventError", "Exchange", "Fight", "FigureState", "GameError",
    "GameRules", "GameSession", "GameSetup", "GameState", "GangSetup", "GangState", "Heal", "Hide", "HitOn",
    "Launch", "LeaveVehicle", "LegalAction", "MoraleCheck", "Move", "OpenDoor", "Reload", "Repair", "Rob",
    "RollInitiative", "Shoot", "ShotHeard", "StandUp", "StartGame", "StartTurn", "Throw", "VehicleMove",
    "VehicleState", "bind_rosters", "diff", "initial_state", "is_over", "legal_actions", "load_game_rules",
    "new_setup", "new_state", "replay", "scores", "step", "table_model", "vehicle_polygon",
]
