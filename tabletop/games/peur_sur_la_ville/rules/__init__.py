"""Peur sur la Ville's rules engine: rule data, seeded dice with physical-dice entry, resolution, exact odds, gangs
and the roster builder. Pure Python over NumPy; no Qt."""

from tabletop.games.peur_sur_la_ville.rules.actions import (Climb, ColourTest, Command, Initiative, actions_this_turn,
                                         braqueurs_choose_initiative, check_activation, civilian_killed, climb,
                                         command, cross_obstacle, detect_hidden, hidden_may, initiative,
                                         available_actions, civilian_move_cm, demonstrators_fighter,
                                         demonstrators_react, may_target, move_per_action, next_players,
                                         passenger_hit, repair, rob)
from tabletop.games.peur_sur_la_ville.rules.dice import Dice, DiceEntryError, Roll, chance_outcomes, faces_of
from tabletop.games.peur_sur_la_ville.rules.explosives import (Blast, BlastOnFigure, Deviation, GasEffect, LauncherShot,
                                            RocketOnVehicle, Throw, blast, blast_figure, deviate, deviation_dice,
                                            explosive, flash_actions_lost, frag_immobilises, launcher_shot,
                                            molotov_burns, rocket_on_figure, rocket_on_vehicle, tear_gas, throw)
from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter, fighter_for
from tabletop.games.peur_sur_la_ville.rules.gangs import gang, gang_lines, gang_summary
from tabletop.games.peur_sur_la_ville.rules.melee import Fight, Ramming, can_arrest_without_fight, fight, melee_dice, rammed
from tabletop.games.peur_sur_la_ville.rules.morale import (CrewTest, DemonstratorsTest, MoraleOutcome, MoraleTest,
                                        activation_morale_dice, armoured_crew_test, demonstrators_test,
                                        morale_dice_count, morale_outcome, morale_results, morale_test)
from tabletop.games.peur_sur_la_ville.rules.odds import (BlastOdds, MeleeOdds, MoraleOdds, ShotOdds, blast_odds, colour_probabilities,
                                      melee_odds, morale_odds, shot_odds)
from tabletop.games.peur_sur_la_ville.rules.roster import (Purchase, Roster, RosterFigure, buy, figure_fighter, give_back,
                                        load_roster, new_roster, roster_file_json, roster_file_text, roster_from_data,
                                        roster_problems, roster_to_data, set_weapons, free_weapon_choices,
                                        free_weapons, weapon_choices, WEAPON_ITEMS)
from tabletop.games.peur_sur_la_ville.rules.rules import (ActionKind, PeurError, PeurRules, Setting, interpretations, load_rules,
                                       reload_rules)
from tabletop.games.peur_sur_la_ville.rules.shooting import (Defence, HitsTaken, Shot, ShotPlan, ShotRoll, firearm, may_shoot,
                                          missed_into_melee, plan_shot, range_band, roll_shot, shoot, take_hits,
                                          taser_hits)
from tabletop.games.peur_sur_la_ville.rules.vehicles import (boarding_actions, passenger_actions, rams, seats_left, uturn_actions,
                                          vehicle_actions_left, vehicle_kind)
from tabletop.games.peur_sur_la_ville.rules.wounds import (DeathTest, Healing, WoundSplit, actions_left, death_test, dog_takes_wounds,
                                        heal, horse_out, horse_takes_wounds, is_ko, wound_effect)

__all__ = [
    "civilian_move_cm", "demonstrators_react", "boarding_actions", "passenger_actions", "rams", "seats_left",
    "uturn_actions", "vehicle_actions_left", "vehicle_kind", "available_actions", "demonstrators_fighter", "next_players", "may_shoot", "horse_out", "ActionKind",
    "interpretations", "chance_outcomes",
    "Climb", "ColourTest", "Command", "Initiative", "actions_this_turn", "braqueurs_choose_initiative",
    "check_activation", "climb", "command", "cross_obstacle", "detect_hidden", "hidden_may", "initiative",
    "move_per_action", "repair", "rob", "civilian_killed", "may_target", "passenger_hit", "rocket_on_figure",
    "Purchase", "Roster", "RosterFigure", "buy", "figure_fighter", "give_back", "load_roster", "new_roster", "roster_file_json",
    "roster_from_data",
    "roster_problems", "roster_to_data", "set_weapons", "roster_file_text", "free_weapon_choices", "free_weapons",
    "weapon_choices", "WEAPON_ITEMS",
    "Blast", "BlastOdds", "BlastOnFigure", "CrewTest", "DeathTest", "Defence", "DemonstratorsTest", "Deviation",
    "Dice", "DiceEntryError", "Fight", "Fighter", "GasEffect", "Healing", "HitsTaken", "LauncherShot", "MeleeOdds",
    "MoraleOdds", "MoraleOutcome", "MoraleTest", "PeurError", "PeurRules", "Ramming", "RocketOnVehicle", "Roll",
    "Setting", "Shot", "ShotOdds", "ShotPlan", "ShotRoll", "Throw", "WoundSplit", "activation_morale_dice",
    "actions_left", "armoured_crew_test", "blast", "blast_figure", "blast_odds", "can_arrest_without_fight",
    "colour_probabilities", "death_test", "demonstrators_test", "deviate", "deviation_dice", "dog_takes_wounds",
    "explosive", "faces_of", "fight", "fighter_for", "firearm", "flash_actions_lost", "frag_immobilises", "gang",
    "gang_lines", "gang_summary", "heal", "horse_takes_wounds", "is_ko", "launcher_shot", "load_rules",
    "melee_dice", "melee_odds", "missed_into_melee", "morale_dice_count", "morale_odds", "morale_outcome",
    "morale_results", "morale_test", "plan_shot", "rammed", "range_band", "reload_rules", "rocket_on_vehicle",
    "roll_shot", "shoot", "shot_odds", "take_hits", "taser_hits", "tear_gas", "throw", "molotov_burns",
    "wound_effect",
]
