"""The random-playthrough check every game passes: random legal events (chance drawn by its probabilities)
must never crash, every event the game calls legal must be accepted, every invariant must hold after each
event, and the log must replay to the same state."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tabletop.games.interface import Game, GameError, Outcome, PlaySetup
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
    # The chance outcomes the check worked out are the ones the next event is drawn from (asking the game again
    # was a tenth of a playthrough); the count is kept here, where ``session.events`` copies the whole log.
    outcomes = _check(game, session, "the initial state")
    count = 0
    while count < max_events and not session.is_over():
        if outcomes is not None:
            event = dict(rng.choices([o.event for o in outcomes], weights=[o.probability for o in outcomes])[0])
        else:
            legal = session.legal_events()
            if not legal:
                raise PlaythroughFailure(f"after {count} events the game is not over but has no legal event: "
                                         f"{game.state_json(session.state)}")
            event = dict(rng.choice(legal))
        try:
            session.apply(event)
        except GameError as exc:
            raise PlaythroughFailure(f"event {count + 1} {event} was listed as legal but refused: {exc}") from None
        count += 1
        outcomes = _check(game, session, f"event {count} {event}")
    if check_replay:
        if game.state_json(replayed_state(game, setup, session.events)) != game.state_json(session.state):
            raise PlaythroughFailure("replaying the log does not give the same state")
    return Playthrough(session=session, events=count, over=session.is_over())


def _check(game: Game[Any], session: PlaySession, where: str) -> list[Outcome] | None:
    """The invariants and the chance outcomes' sum after ``where``; the outcomes, for the next event."""
    broken = game.invariants(session.state)
    if broken:
        raise PlaythroughFailure(f"after {where}: " + "; ".join(broken))
    outcomes = game.chance(session.state)
    if outcomes is not None:
        total = sum(o.probability for o in outcomes)
        if abs(total - 1.0) > 1e-9:
            raise PlaythroughFailure(f"after {where}: chance outcomes sum to {total}, not 1")
    return outcomes
