"""Random legal play over 2 to 5 players never crashes, keeps the bank, purses, boards and map adding up, and
always ends (the tenth event card, 20 reputation, or Furi)."""

import collections
import random

import pytest

from tabletop.games.interface import PlaySetup
from tabletop.games.narcopolis import Narcopolis
from tabletop.games.narcopolis.actions import REFEREE_EVENTS
from tabletop.games.playthrough import random_playthrough

from tests.games.narcopolis.helpers import GAME


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playthroughs_end_with_every_invariant_holding(players):
    names = tuple(["Ana", "Bob", "Cy", "Dee", "Eli"][:players])
    variants = ["furi", "classic"] if players == 2 else ["classic"]
    for seed in range(8):
        for variant in variants:
            setup = PlaySetup("narcopolis", names, seed=seed, options={"variant": variant})
            result = random_playthrough(GAME, setup, random.Random(seed * 7 + players), max_events=30000)
            assert result.over, f"{variant} seed {seed} did not end in {result.events} events"
            assert GAME.ranking(result.session.state).players


def test_house_rule_readings_play_through_too():
    """The readings' other values are playable: rotating first player, all-or-nothing takeovers, the advanced
    development gap and under-announcing, the bank that runs out."""
    readings = dict(GAME.default_settings()["readings"])
    for name, value in (("first_player_rotates", True), ("bank_unlimited", False), ("position_uses_move", False),
                        ("under_announce_is_bluff", False), ("blocked_closed", False),
                        ("passing_checked_at_round_end", False), ("furi_targets_rival", False),
                        ("furi_attack_ignores_pawns", False), ("lock_at_win_reputation", False),
                        ("drawn_jobs_count", False), ("only_opponent_calls", False)):
        readings[name] = {**readings[name], "value": value}
    readings["takeover"] = {**readings["takeover"], "value": "all_or_nothing"}
    readings["development_gap"] = {**readings["development_gap"], "value": 2}
    readings["implant_max"] = {**readings["implant_max"], "value": 2}
    for players, variant in ((2, "furi"), (4, "classic")):
        for seed in range(4):
            setup = PlaySetup("narcopolis", tuple("ABCD"[:players]), seed=seed, settings={"readings": readings},
                              options={"variant": variant})
            assert random_playthrough(GAME, setup, random.Random(seed), max_events=30000).over


class WithoutJobsOrReferee(Narcopolis):
    """The game with jobs and the referee's entries left out of the random choice: the long game, where combats,
    Furi's actions and the tenth event card come up (jobs of up to 5 points end a random game in two rounds)."""

    def legal_events(self, state):
        return [e for e in super().legal_events(state) if e["type"] not in (*REFEREE_EVENTS, "job")]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_long_game_ends_on_the_tenth_event_or_furi(players):
    """« Le dernier tour de jeu est enclenché lorsque … la 10ème carte Évènement est dévoilée »; « Furi arrive à
    20 points de réputation. Elle gagne »."""
    game = WithoutJobsOrReferee()
    names = tuple(["Ana", "Bob", "Cy", "Dee", "Eli"][:players])
    kinds = collections.Counter()
    for seed in range(5):
        for variant in (["furi", "classic"] if players == 2 else ["classic"]):
            setup = PlaySetup("narcopolis", names, seed=seed, options={"variant": variant})
            result = random_playthrough(game, setup, random.Random(seed), max_events=30000)
            state = result.session.state
            assert result.over and state.round == 10 and len(state.events_revealed) == 10
            assert state.furi_won == (variant == "furi")
            kinds.update(e["type"] for e in result.session.events)
    assert kinds["attack"] and kinds["call"] and kinds["dismantle"]


class QuietTurns(Narcopolis):
    """Turns of income only, combats and the event cards: every Wiseguy ends level, so each play ends on the
    final combat, fought with random announcements and calls."""

    def legal_events(self, state):
        quiet = ("income", "end_turn", "event", "roll", "announce", "take", "call", "reveal")
        return [e for e in super().legal_events(state) if e["type"] in quiet]


@pytest.mark.parametrize("characters", [["booki", "killah"], ["booki", "killah", "busta"]])
def test_random_final_combats_always_end(characters):
    """« S'il y a encore égalité, la partie se jouera autour d'un combat final »: random bouts always end, and
    the winner of the last ranks first."""
    names = tuple(["Ana", "Bob", "Cy"][:len(characters)])
    winners = collections.Counter()
    for seed in range(12):
        setup = PlaySetup("narcopolis", names, seed=seed, options={"variant": "classic", "characters": characters})
        result = random_playthrough(QuietTurns(), setup, random.Random(seed), max_events=30000)
        state = result.session.state
        assert result.over and state.final_players == list(names)
        ranking = GAME.ranking(state)
        assert ranking.decided_by == "final combat" and ranking.winners() == [state.final_wins[-1]]
        winners[state.final_wins[-1]] += 1
    assert len(winners) > 1  # both outcomes come up
