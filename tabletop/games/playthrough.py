"""The random-playthrough check every game passes: random legal events (chance drawn by its probabilities)
must never crash, every event the game calls legal must be accepted, every invariant must hold after each
event, and the log must replay to the same state."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tabletop.games.interface import Game, GameError, PlaySetup
from tabletop.games.session import PlaySession, replayed_state


class PlaythroughFailure(AssertionError):
    """A random playthrough broke a rule of the interface; the message names the event and what broke."""


@dataclass(frozen=True)
class Playthrough:
    session: PlaySession
    events: int
    over: bool


def random_playthrough(game: Game[Any], setup: PlaySetup, rng: random.Random, max_events: int = 5000,
                       check_replay: bool = True) -> Playthrough:
    """Play random legal events until the game is over or ``max_events`` were applied."""
    session = PlaySession(game, setup)
    _check(game, session, "the initial state")
    while not session.is_over() and len(session.events) < max_events:
        outcomes = game.chance(session.state)
        if outcomes is not None:
            event = dict(rng.choices([o.event for o in outcomes], weights=[o.probability for o in outcomes])[0])
        else:
            legal = session.legal_events()
            if not legal:
                raise PlaythroughFailure(f"after {len(session.events)} events the game is not over but has no "
                                         f"legal event: {game.state_json(session.state)}")
            event = dict(rng.choice(legal))
        try:
            session.apply(event)
        except GameError as exc:
            raise PlaythroughFailure(f"event {len(session.events) + 1} {event} was listed as legal but refused: "
                                     f"{exc}") from None
        _check(game, session, f"event {len(session.events)} {event}")
    if check_replay:
        if game.state_json(replayed_state(game, setup, session.events)) != game.state_json(session.state):
            raise PlaythroughFailure("replaying the log does not give the same state")
    return Playthrough(session=session, events=len(session.events), over=session.is_over())


def _check(game: Game[Any], session: PlaySession, where: str) -> None:
    broken = game.invariants(session.state)
    if broken:
        raise PlaythroughFailure(f"after {where}: " + "; ".join(broken))
    outcomes = game.chance(session.state)
    if outcomes is not None:
        total = sum(o.probability for o in outcomes)
        if abs(total - 1.0) > 1e-9:
            raise PlaythroughFailure(f"after {where}: chance outcomes sum to {total}, not 1")
