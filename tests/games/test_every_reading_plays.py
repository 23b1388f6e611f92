"""Each reading of each setting of the four card games, alone, in a random playthrough: every setting whose value
is a choice (true/false, or one of named readings) is listed below with its other readings, and a setting added to
the rule data without them fails the first test. Numbers the referee may set to anything (targets, prices, stocks)
are not readings; Narcopolis plays with every advanced module on."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.games import game_core
from tabletop.games.interface import PlaySetup
from tabletop.games.narcopolis.rules import MODULES
from tabletop.games.playthrough import random_playthrough

# game -> setting -> its readings other than the default (the default's own plays are the games' playthroughs)
OTHER_READINGS: dict[str, dict[str, list[Any]]] = {
    "camorra": {
        "combat_cards_count": [True], "immunity_covers_combat": [False], "unused_caporegimes_pool": [False],
        "corruption_attacker_opens": [False], "guard_not_sent_dies": [False], "silence_by": ["anyone"],
        "reshuffle_discard": [False], "tie_break": [["caporegimes"], ["terrains"], ["terrains", "caporegimes"]],
        "placement": [], "first_player": [],  # one reading each: the new-play page enters the others
    },
    "mafia-story": {
        "actions_per_round": ["until_all_pass"], "peek_overlap_scope": ["game"], "chase_teammates": [True],
        "withdrawn_sits_out": [False], "prevention_one_shot": [False], "prevention_per_round": [2],
        "prevention_spread": [False], "buy_back_costs_points": [False], "exclude_under_special": [True],
        "covered_card": ["territory"],
    },
    "narcopolis": {
        "bank_unlimited": [False], "generic_drogues_line": [[4, 8, 12, 16, 20, 24]],
        "furi_extra_kinds": [["armes", "drogues"]], "blocked_closed": [False], "drawn_jobs_count": [False],
        "position_uses_move": [False], "implant_max": [2], "first_player_rotates": [True],
        "takeover": ["all_or_nothing"], "only_opponent_calls": [False], "furi_targets_rival": [False],
        "furi_attack_ignores_pawns": [False], "passing_checked_at_round_end": [False], "development_gap": [2],
        "under_announce_is_bluff": [False], "final_combat": ["shared"], "lock_at_win_reputation": [False],
        "infiltre_victory": ["nobody_wins"],
    },
    "gangster-paradise": {
        "complete_clan": ["one_of_each"], "complete_bonus_with_boss": [False], "executant_min_cost": [0],
        "unpaid_salaries": ["pay_all_white", "all_or_nothing"], "bluffer_may_bid_later": [False],
        "bluff_taker_pays_own_bid": [False], "reserve_unlimited": [False], "executant_deck_reshuffle": [False],
    },
}
# Narcopolis's readings of Furi's two-player game are played there; the others at three players with Furi seated
FURI_GAME = ("furi_targets_rival", "furi_attack_ignores_pawns", "passing_checked_at_round_end")


def settings_of(game_id: str) -> dict[str, Any]:
    """Each setting's default value (Narcopolis keeps its readings as {value, description} tables)."""
    defaults = game_core(game_id).default_settings()
    if game_id == "narcopolis":
        return {name: entry["value"] for name, entry in defaults["readings"].items()}
    return dict(defaults)


@pytest.mark.parametrize("game_id", sorted(OTHER_READINGS))
def test_every_setting_that_is_a_choice_has_its_readings_listed(game_id):
    choices = {name for name, value in settings_of(game_id).items()
               if isinstance(value, (bool, str)) or name in OTHER_READINGS[game_id]}
    assert choices == set(OTHER_READINGS[game_id]), "list the other readings of the new settings here"
    defaults = settings_of(game_id)
    assert all(value != defaults[name] for name, values in OTHER_READINGS[game_id].items() for value in values)


def one_reading(game_id: str, name: str, value: Any) -> PlaySetup:
    if game_id == "narcopolis":
        readings = dict(game_core(game_id).default_settings()["readings"])
        readings[name] = {**readings[name], "value": value}
        two = name in FURI_GAME
        return PlaySetup(game_id, ("Ana", "Bob") if two else ("Ana", "Bob", "Cy"), seed=5,
                         settings={"readings": readings},
                         options={"variant": "furi" if two else "classic", "modules": list(MODULES),
                                  **({} if two else {"characters": [None, "furi"]})})
    teams = game_id == "mafia-story" and name == "chase_teammates"  # teammates sit only at four
    names = ("Ana", "Bob", "Cy", "Dee") if teams else ("Ana", "Bob", "Cy")
    return PlaySetup(game_id, names, seed=5, settings={**game_core(game_id).default_settings(), name: value})


@pytest.mark.parametrize("game_id, name, value", [(g, n, v) for g, readings in OTHER_READINGS.items()
                                                   for n, values in readings.items() for v in values])
def test_a_random_play_under_each_reading(game_id, name, value):
    game = game_core(game_id)
    # a Camorra play left with no card to draw only ends turns: 2000 events say it as well as 30000
    limit = 2000 if game_id == "camorra" else 30000
    result = random_playthrough(game, one_reading(game_id, name, value), random.Random(7), max_events=limit)
    state = result.session.state
    assert game.invariants(state) == []
    if game_id == "camorra" and name == "reshuffle_discard":
        # without reshuffling the cards can run out, and a play that has not ended by then never will
        left = result.session.state_json()
        assert result.over or (left["draw_pile"] == 0 and all(p["hand"] == 0 for p in left["players"].values()))
    else:
        assert result.over, f"{game_id} {name} = {value!r}: not over after {result.events} events"
    assert game.ranking(state).players
