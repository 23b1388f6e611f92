"""The card games copy their state for every event (and Gangster Paradise for every log line) with a copy written
out field by field, not a deep copy. A field added later and forgotten in ``copy`` would let an event change the
state before it: each copy must equal its original and share none of its lists, dicts, sets or mutable records."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from tabletop.games import game_core
from tabletop.games.interface import PlaySetup
from tabletop.games.playthrough import random_playthrough
from tabletop.games.session import replay_events

from tests.games.gangster_paradise.table import setup as gangster_setup

# What a state shares on purpose: the rule data and settings, never changed by an event, and Mafia Story's record
# of the last reveal, whose records are replaced whole by the next reveal (flow.py), never changed in place.
SHARED = {"rules", "settings", "last_reveal"}


def shared_containers(copy: Any, original: Any, where: str = "state") -> list[str]:
    """Where ``copy`` holds the very same mutable object as ``original`` (a list, dict, set or mutable record)."""
    mutable = isinstance(original, (list, dict, set)) or (
        dataclasses.is_dataclass(original) and not original.__dataclass_params__.frozen)
    if mutable and copy is original:
        return [where]
    if dataclasses.is_dataclass(original):
        return [found for f in dataclasses.fields(original) if f.name not in SHARED
                for found in shared_containers(getattr(copy, f.name), getattr(original, f.name), f"{where}.{f.name}")]
    if isinstance(original, dict):
        return [found for key in original for found in shared_containers(copy[key], original[key], f"{where}[{key!r}]")]
    if isinstance(original, (list, tuple)):
        return [found for k, (c, o) in enumerate(zip(copy, original))
                for found in shared_containers(c, o, f"{where}[{k}]")]
    return []


def _setups() -> list[tuple[str, PlaySetup]]:
    return [("gangster-paradise", gangster_setup(("A", "B", "C"))),
            ("camorra", PlaySetup("camorra", ("P0", "P1", "P2", "P3"), seed=3)),
            ("mafia-story", PlaySetup("mafia-story", ("A", "B", "C"), seed=3)),
            ("narcopolis", PlaySetup("narcopolis", ("Ana", "Bob"), seed=3, options={"variant": "furi"}))]


@pytest.mark.parametrize(("core", "setup"), _setups(), ids=[core for core, _ in _setups()])
def test_every_copy_equals_its_state_and_shares_nothing_an_event_changes(core: str, setup: PlaySetup) -> None:
    game = game_core(core)
    play = random_playthrough(game, setup, random.Random(5), max_events=30000, check_replay=False)
    states = replay_events(game, setup, play.session.events)
    for state in states[::7]:
        copy = state.clone() if core == "narcopolis" else state.copy()  # Narcopolis names it for what undo keeps
        assert copy == state
        assert shared_containers(copy, state) == []


def test_the_check_finds_a_list_the_copy_forgot() -> None:
    game = game_core("gangster-paradise")
    state = game.initial_state(gangster_setup(("A", "B", "C")))
    forgetful = dataclasses.replace(state.copy(), served=state.served)
    assert shared_containers(forgetful, state) == ["state.served"]
