"""Camorra and Mafia Story check an event against the events just listed for the same state, not listed again (a
sixth of an event of a random play): a play listing then applying lists each state's events once, and a caller
changing an event it was handed cannot make apply take an event the rules refuse."""

from __future__ import annotations

import random

import pytest

from tabletop.games import game_core
from tabletop.games.camorra import actions, fight
from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.mafia_story import flow
from tabletop.games.session import PlaySession

# game -> what lists its events, and where the state stands among the arguments
LISTERS = {"camorra": [(actions, "turn_events", 1), (actions, "recruit_events", 1), (fight, "combat_events", 1)],
           "mafia-story": [(flow, "options", 0)]}


@pytest.mark.parametrize("game_id", sorted(LISTERS))
def test_a_state_listed_then_applied_is_listed_once(game_id, monkeypatch):
    game = game_core(game_id)
    play = PlaySession(game, PlaySetup(game_id, ("A", "B", "C"), seed=3))
    calls = []
    for module, name, at in LISTERS[game_id]:
        real = getattr(module, name)
        monkeypatch.setattr(module, name, lambda *args, real=real, at=at: calls.append(args[at]) or real(*args))
    rng = random.Random(3)
    listed = 0
    while len(calls) < 300 and not play.is_over():
        outcomes = game.chance(play.state)
        if outcomes is not None:  # a die or a card the table turns: nothing listed, apply lists for itself
            play.apply(dict(rng.choice(outcomes).event))
            continue
        before = len(calls)
        event = dict(rng.choice(play.legal_events()))
        listed += 1
        assert len(calls) == before + 1
        play.apply(event)
        # what apply lists for itself (the state it is making, to skip the steps nobody can play), never this one
        assert all(state is not play.state_at(len(play.events) - 1) for state in calls[before + 1:])
    assert listed > 50


@pytest.mark.parametrize("game_id", sorted(LISTERS))
def test_an_event_changed_after_it_was_listed_is_still_refused(game_id):
    game = game_core(game_id)
    play = PlaySession(game, PlaySetup(game_id, ("A", "B", "C"), seed=3))
    while game.chance(play.state) is not None:
        play.apply(dict(game.chance(play.state)[0].event))
    handed = play.legal_events()
    kept = [dict(e) for e in handed]
    handed[0]["type"] = "a card nobody has"
    with pytest.raises(GameError):
        play.apply(handed[0])
    assert play.legal_events() == kept
