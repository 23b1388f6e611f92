"""Refereeing a live game of Peur sur la Ville: the game is the scenario, the rosters, the seed and a log of events
(decisions and dice faces); a session applies events, returns what changed, undoes, previews and resolves
actions with seeded or physical dice, and saves to a ``.ttgame.json`` file. Pure Python; no Qt."""

from tabletop.games.peur_sur_la_ville.play.events import (ACTION_KINDS, EVENT_TYPES, Activate, Adjust, Aim, Arrest, Board,
                                             Caught, CiviliansReact, CivilianMove, Climb, Crossing, DeathRoll,
                                             DeclareBavure, Detect, DriveVehicle, EndActivation, EndGame, EndTurn,
                                             Event, EventError, Exchange, Fight, Heal, Hide, HitOn, Launch,
                                             LeaveVehicle, MoraleCheck, Move, OpenDoor, Reload, Repair, Rob,
                                             RollInitiative, Shoot, StandUp, StartGame, StartTurn, Tase, Throw,
                                             CrewTest, PlaceMine, Ram, TriggerMine, VehicleMove)
from tabletop.games.peur_sur_la_ville.play.effects import can_activate, knocked_out, thing_name
from tabletop.games.peur_sur_la_ville.play.flow import deploy_problem, initiative_chooser, next_gangs
from tabletop.games.peur_sur_la_ville.play.game_rules import GameRules, load_game_rules
from tabletop.games.peur_sur_la_ville.play.gamefile import (FILE_SUFFIX, GameFileError, dumps_game, game_to_json, load_game,
                                               parse_game, save_game)
from tabletop.games.peur_sur_la_ville.play.legal import LegalAction, figure_actions, legal_actions
from tabletop.games.peur_sur_la_ville.play.effects import armed
from tabletop.games.peur_sur_la_ville.play.moves import detectable
from tabletop.games.peur_sur_la_ville.play.preview import (MovePreview, ShotPreview, ThrowPreview, preview_activation_morale,
                                              preview_fight, preview_morale, preview_move, preview_shot,
                                              preview_throw, suggest_morale_move)
from tabletop.games.peur_sur_la_ville.play.proposals import propose_civilians, propose_deployment
from tabletop.games.peur_sur_la_ville.play.ramming import ram_choices, ram_targets
from tabletop.games.peur_sur_la_ville.play.theft import car_to_steal
from tabletop.games.peur_sur_la_ville.play.resolve import (morale_check, resolve_activation, resolve_detect, resolve_fight,
                                              resolve_heal, resolve_initiative, resolve_launch, resolve_move,
                                              resolve_repair, resolve_rob, resolve_shot, resolve_start_turn,
                                              resolve_crew_test, resolve_ram, resolve_throw,
                                              resolve_trigger_mine,
                                              with_morale_destination)
from tabletop.games.peur_sur_la_ville.play.session import (GameSession, is_over, new_state, replay, scores, step,
                                                           step_clause)
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, GangSetup, bind_rosters, initial_state, new_setup
from tabletop.games.peur_sur_la_ville.play.state import (CLOUD_KINDS, FIGURE_STATES, PHASES, WEAPON_STATUSES, Activation, Change,
                                            Cloud, FigureState, GameError, GameState, GangState, Mine, ShotHeard,
                                            VehicleState, diff)
from tabletop.games.peur_sur_la_ville.play.table import (edge_distance, in_contact, point_distance, table_model, vehicle_centre,
                                            vehicle_distance, vehicle_polygon)

__all__ = [
    "FILE_SUFFIX", "GameFileError", "MovePreview", "ShotPreview", "ThrowPreview", "armed", "detectable",
    "initiative_chooser",
    "deploy_problem", "dumps_game", "figure_actions", "game_to_json", "load_game", "morale_check", "next_gangs",
    "parse_game", "preview_activation_morale", "preview_fight", "preview_morale", "preview_move", "preview_shot",
    "preview_throw", "propose_civilians", "propose_deployment", "resolve_activation", "resolve_detect",
    "resolve_fight", "resolve_heal", "resolve_initiative", "resolve_launch", "resolve_move", "resolve_repair",
    "resolve_rob", "resolve_shot", "resolve_start_turn", "resolve_throw", "save_game", "suggest_morale_move",
    "with_morale_destination", "can_activate", "knocked_out", "thing_name", "edge_distance", "in_contact",
    "point_distance", "vehicle_centre", "vehicle_distance",
    "ACTION_KINDS", "CLOUD_KINDS", "EVENT_TYPES", "FIGURE_STATES", "PHASES", "WEAPON_STATUSES",
    "Activate", "Activation", "Adjust", "Aim", "Arrest", "Board", "Caught", "Change", "CivilianMove",
    "CiviliansReact", "Climb", "Cloud", "Crossing", "DeathRoll", "DeclareBavure", "Detect", "DriveVehicle",
    "EndActivation", "EndGame", "EndTurn", "Event", "EventError", "Exchange", "Fight", "FigureState", "GameError",
    "GameRules", "GameSession", "GameSetup", "GameState", "GangSetup", "GangState", "Heal", "Hide", "HitOn",
    "Launch", "LeaveVehicle", "LegalAction", "MoraleCheck", "Move", "OpenDoor", "Reload", "Repair", "Rob",
    "RollInitiative", "Shoot", "ShotHeard", "StandUp", "StartGame", "StartTurn", "Tase", "Throw",
    "PlaceMine", "TriggerMine", "resolve_trigger_mine", "Mine", "Ram", "resolve_ram", "ram_choices", "ram_targets", "car_to_steal",
    "CrewTest", "resolve_crew_test",
    "VehicleMove",
    "VehicleState", "bind_rosters", "diff", "initial_state", "is_over", "legal_actions", "load_game_rules",
    "new_setup", "new_state", "replay", "scores", "step", "step_clause", "table_model", "vehicle_polygon",
]
